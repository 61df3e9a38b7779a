"""Game formats and their state: Two-Headed Giant teams (810, 901.12) and commanders (903).

Kept apart from ``engine.state`` (which holds one ``Formats`` value) so each format's
records stay small frozen values. A team's shared life and poison live on each member's
``Player`` record, kept equal by the table, so every rule that reads a player's life reads
the team's (810.4, 810.9).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum


class Format(Enum):
    FREE_FOR_ALL = "free_for_all"
    TWO_HEADED_GIANT = "two_headed_giant"
    COMMANDER = "commander"


DEFAULT_LIFE = {Format.FREE_FOR_ALL: 20, Format.TWO_HEADED_GIANT: 30, Format.COMMANDER: 40}
"""Starting life (103.4, 810.4 for a team, 903.7); a setup may set another."""
TEAM_POISON_LIMIT = 15
"""704.6b: a Two-Headed Giant team with 15 or more poison counters loses."""
COMMANDER_DAMAGE_LIMIT = 21
"""704.6c: 21 or more combat damage from one commander."""
TAX_PER_CAST = 2
"""903.8: {2} more for each earlier cast from the command zone."""
DEFAULT_COMMANDER = "Commander"
"""The name of a player's one commander when the setup names none."""


@dataclass(frozen=True, slots=True)
class Team:
    """A Two-Headed Giant team in turn order; the first member is its primary player."""

    members: tuple[str, ...]

    @property
    def primary(self) -> str:
        return self.members[0]

    @property
    def label(self) -> str:
        return " and ".join(self.members)


@dataclass(frozen=True, slots=True)
class CommanderSeat:
    """One player's commanders (one, or two for partners and backgrounds), how many times
    each was cast from the command zone (903.8), and the combat damage each opponent's
    commander dealt this player (903.10a), keyed "owner/commander"."""

    player: str
    commanders: tuple[str, ...]
    casts: tuple[tuple[str, int], ...] = ()
    damage: tuple[tuple[str, int], ...] = ()

    def cast_count(self, commander: str) -> int:
        return dict(self.casts).get(commander, 0)

    def damage_from(self, key: str) -> int:
        return dict(self.damage).get(key, 0)


@dataclass(frozen=True, slots=True)
class Formats:
    """The format of the game, its teams (Two-Headed Giant) and its commanders."""

    format: Format = Format.FREE_FOR_ALL
    teams: tuple[Team, ...] = ()
    commanders: tuple[CommanderSeat, ...] = ()
    """One per player in a game with commanders, in seating order; empty otherwise."""

    @property
    def two_headed(self) -> bool:
        return self.format is Format.TWO_HEADED_GIANT

    def team_of(self, name: str) -> Team | None:
        for team in self.teams:
            if name in team.members:
                return team
        return None

    def teammates(self, name: str) -> tuple[str, ...]:
        """``name``'s team in member order, or just ``name`` outside Two-Headed Giant."""
        team = self.team_of(name)
        return team.members if team is not None else (name,)

    def is_primary(self, name: str) -> bool:
        team = self.team_of(name)
        return team is None or team.primary == name

    def grouped(self, order: list[str]) -> list[str]:
        """``order`` with each Two-Headed Giant team's members together, primary first, the
        teams in the order their first member comes: the active team, then the others in
        turn order (805, 101.4a), in either direction of play."""
        if not self.teams:
            return order
        out: list[str] = []
        for name in order:
            if name not in out:
                out.extend(m for m in self.teammates(name) if m in order)
        return out

    def seat(self, name: str) -> CommanderSeat | None:
        for seat in self.commanders:
            if seat.player == name:
                return seat
        return None

    def with_seat(self, new: CommanderSeat) -> Formats:
        seats = tuple(new if c.player == new.player else c for c in self.commanders)
        return replace(self, commanders=seats)


def damage_key(owner: str, commander: str) -> str:
    return f"{owner}/{commander}"


def commander_tax(casts: int) -> int:
    """903.8: the extra mana to cast a commander cast ``casts`` times before."""
    return TAX_PER_CAST * casts
