"""Why an ability triggered or left, why an effect ended or a choice was cancelled, and why
a player would lose (704.5, 704.6), as messages.

These reasons are kept as English strings where the engine stores them (a stack item's
``reason`` is saved, so saves keep their format); a reason becomes a message when a
sentence or the view carries it, so that an app can say it in its language (issue 15).
A reason with no id of its own (an older save's) comes as ``text.english``.
"""

from __future__ import annotations

import re

from engine.domain import DieFace, Step
from engine.messages import Message, msg
from engine.texts import CATALOGUE

_STEPS = {step.label: step.value for step in Step}
_FACE_ROLL = re.compile(rf"^({'|'.join(f.value for f in DieFace)}) roll$")
_REVEALED = re.compile(r"^chaos ensued for revealed (.+)$")
_AT_LEAST = re.compile(r"^(\d+) or more ([a-z ]+) counters$")
_TURN_BEGAN = re.compile(r"^(.+)'s turn began$")
_WITH_PLAYER = {
    "reason.source_left_with": re.compile(r"^901\.10: its source left the game with (.+)$"),
    "reason.controller_left": re.compile(r"^800\.4a: its controller (.+) left the game$"),
    "reason.left_unfinished": re.compile(
        r"^800\.4a: (.+) left before it finished; the rest of the ability does nothing$"),
}
"""Reasons naming the player who left (800.4a, 901.10)."""
_CARD_LEFT = re.compile(r"^901\.10: (.+) left the game with its owner, (.+)$")
_COMMANDER_DAMAGE = re.compile(r"^704\.6c: 21 or more combat damage from (.+)$")
_FIXED = {
    "Planeswalker symbol rolled": "reason.planeswalker_rolled",
    "chaos ensued": "reason.chaos_ensued",
    "planeswalked away from": "reason.planeswalked_away_from",
    "planeswalked to": "reason.planeswalked_to",
    "encountered": "reason.encountered",
    "reported by the table": "reason.reported_by_the_table",
    "removed by the table": "reason.removed_by_the_table",
    "ended by the table": "reason.ended_by_the_table",
    "514.2: cleanup step": "reason.cleanup_step",
    "a player planeswalked": "reason.a_player_planeswalked",
    "that player left; their next turn would have begun": "reason.player_left_before_turn",
    "901.10a: a plane left the game": "reason.plane_left",
    "704.5a: 0 or less life": "reason.flag_life",
    "704.5c: 10 or more poison counters": "reason.flag_poison",
    "704.6a: the team has 0 or less life": "reason.flag_team_life",
    "704.6b: the team has 15 or more poison counters": "reason.flag_team_poison",
    "311.5: the active player": "reason.controller_is_active_player",
    "311.5: the planar controller left": "reason.planar_controller_left",
    "901.12b: the planar controller's team left": "reason.controller_team_left",
}


def reason_message(reason: str) -> Message:
    """``reason`` as a message whose English is ``reason`` itself."""
    fixed = _FIXED.get(reason)
    if fixed is not None:
        return msg(fixed)
    if reason in _STEPS:
        return msg("reason.step", step=_STEPS[reason])
    if m := _FACE_ROLL.match(reason):
        return msg("reason.face_roll", face=m.group(1))
    if m := _REVEALED.match(reason):
        return msg("reason.chaos_ensued_revealed", card=m.group(1))
    if m := _AT_LEAST.match(reason):
        return msg("reason.counters_at_least", n=int(m.group(1)), kind=m.group(2))
    if m := _TURN_BEGAN.match(reason):
        return msg("reason.turn_began", player=m.group(1))
    for id, pattern in _WITH_PLAYER.items():
        if m := pattern.match(reason):
            return msg(id, player=m.group(1))
    if m := _CARD_LEFT.match(reason):
        return msg("reason.card_left_with_owner", card=m.group(1), player=m.group(2))
    if m := _COMMANDER_DAMAGE.match(reason):
        return msg("reason.flag_commander_damage", commander=m.group(1))
    return msg("text.english", text=reason)


def action_message(label: str) -> Message:
    """An action's label ("player counter", what Undo and Redo name) as a message whose
    English is the label itself (``engine.actions.Action.label``)."""
    id = "action." + label.replace(" ", "_")
    return msg(id) if id in CATALOGUE else msg("text.english", text=label)
