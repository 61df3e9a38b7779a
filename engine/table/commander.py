"""Commanders at the table (903.8, 903.10a, 704.6c).

The table enters the combat damage each commander deals each player (903.10a): it is
damage, so the player's life goes down with it (a Two-Headed Giant team's, 810.9), and a
player dealt 21 or more by one commander is flagged for the table to confirm (704.6c).
Each cast from the command zone is counted: the next costs {2} more per earlier cast
(903.8). A correction is a negative amount; no count goes below zero.
"""

from __future__ import annotations

import dataclasses
import logging

from engine.errors import BadCommand, RuleViolation
from engine.events import CommanderCast, CommanderDamaged
from engine.formats import CommanderSeat, commander_tax, damage_key
from engine.safe_json import shorten
from engine.standing import player_flags
from engine.state import with_counter
from engine.table.leaving import LeavingLayer

log = logging.getLogger(__name__)


class CommanderLayer(LeavingLayer):
    """Commander damage and commander tax."""

    def commander_seat(self, name: str) -> CommanderSeat:
        self.player(name)
        seat = self.s.formats.seat(name)
        if seat is None:
            raise BadCommand("commander.none_in_game")
        return seat

    def which_commander(self, seat: CommanderSeat, name: str | None) -> str:
        if name is None:
            if len(seat.commanders) > 1:
                raise BadCommand("commander.name_one", player=seat.player,
                                 commanders=list(seat.commanders))
            return seat.commanders[0]
        if name.strip() not in seat.commanders:
            raise BadCommand("commander.unknown", player=seat.player, given=shorten(name),
                             commanders=list(seat.commanders))
        return name.strip()

    def commander_damage(self, owner: str, commander: str | None, to: str, amount: int) -> None:
        """903.10a: combat damage from ``owner``'s commander to ``to``; life changes too."""
        source = self.commander_seat(owner)
        name = self.which_commander(source, commander)
        target = self.commander_seat(to)
        self.player_in_game(to)
        if to in self.s.formats.teammates(owner):
            raise BadCommand("commander.damage_own" if to == owner else "commander.damage_mate",
                             player=to)
        key = damage_key(owner, name)
        now = target.damage_from(key)
        if now + amount < 0:
            raise BadCommand("commander.damage_below_zero", player=to, taken=now, owner=owner,
                             commander=name, amount=-amount)
        self.change_life(to, -amount, None)  # flags 0 life itself
        had = player_flags(self.s, self.player(to))
        new_seat = dataclasses.replace(target, damage=with_counter(target.damage, key,
                                                                   now + amount))
        self.s.formats = self.s.formats.with_seat(new_seat)
        self.emit(CommanderDamaged(owner, name, to, amount, now + amount))
        self.flag(self.player(to), had)  # 704.6c

    def commander_cast(self, owner: str, commander: str | None) -> None:
        """903.8: one more cast from the command zone."""
        seat = self.commander_seat(owner)
        self.player_in_game(owner)
        name = self.which_commander(seat, commander)
        casts = seat.cast_count(name) + 1
        if casts > 10**6:
            raise RuleViolation("903.8", "commander.cast_too_often", commander=name,
                                count=casts - 1)
        new_seat = dataclasses.replace(seat, casts=with_counter(seat.casts, name, casts))
        self.s.formats = self.s.formats.with_seat(new_seat)
        self.emit(CommanderCast(owner, name, casts, commander_tax(casts)))
