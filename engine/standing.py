"""Losing conditions the table confirms, by format (704.5a, 704.5c, 704.6a-c).

Free-for-all reads the player's own record; a Two-Headed Giant team shares life and
poison, so its members are flagged together at 0 life (704.6a) and 15 poison (704.6b);
a player dealt 21 or more combat damage by one commander is flagged in any game with
commanders (704.6c).
"""

from __future__ import annotations

from engine.formats import COMMANDER_DAMAGE_LIMIT, TEAM_POISON_LIMIT
from engine.messages import text
from engine.state import GameState, Player


def player_flags(state: GameState, p: Player) -> tuple[str, ...]:
    if not p.in_game:
        return ()
    fs = state.formats
    out: list[str] = []
    if fs.two_headed:
        if p.life <= 0:
            out.append(text("reason.flag_team_life"))
        if p.poison >= TEAM_POISON_LIMIT:
            out.append(text("reason.flag_team_poison"))
    else:
        out.extend(p.flags)
    seat = fs.seat(p.name)
    if seat is not None:
        for key, n in seat.damage:
            if n >= COMMANDER_DAMAGE_LIMIT:
                out.append(text("reason.flag_commander_damage", commander=key))
    return tuple(out)
