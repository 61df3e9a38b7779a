"""Names the engine puts into sentences: steps of the turn and directions on the map."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "step.untap": "untap step",
    "step.upkeep": "upkeep",
    "step.draw": "draw step",
    "step.precombat_main": "first main phase",
    "step.beginning_of_combat": "beginning of combat",
    "step.declare_attackers": "declare attackers step",
    "step.declare_blockers": "declare blockers step",
    "step.combat_damage": "combat damage step",
    "step.end_of_combat": "end of combat step",
    "step.postcombat_main": "second main phase",
    "step.end": "end step",
    "step.cleanup": "cleanup step",
    "direction.up": "up",
    "direction.down": "down",
    "direction.left": "left",
    "direction.right": "right",
    "direction.up_left": "up left",
    "direction.up_right": "up right",
    "direction.down_left": "down left",
    "direction.down_right": "down right",
}
