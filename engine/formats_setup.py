"""Checking a setup's format, teams and commanders, and building the game's ``Formats``.

Two-Headed Giant (810.1, 901.12): two or more teams of two, seated together in turn
order, the first named of each team its primary player. Commanders (903.3): one per
player, or two (partners, a commander and its background); a game has commanders in the
Commander format, or in any format whose setup names them.
"""

from __future__ import annotations

from engine.actions import NewGame
from engine.errors import BadCommand, RuleViolation
from engine.formats import DEFAULT_COMMANDER, CommanderSeat, Format, Formats, Team
from engine.safe_json import shorten

TEAM_SIZE = 2
MAX_COMMANDERS = 2
"""903.3c: partners, or a commander and its background."""
MAX_COMMANDER_NAME = 100


def formats_for(setup: NewGame, players: list[str]) -> Formats:
    teams = _teams(setup, players)
    seats = _commanders(setup, players)
    return Formats(setup.format, teams, seats)


def seating(formats: Formats, players: list[str]) -> list[str]:
    """Players in seating order: Two-Headed Giant teams sit together, in turn order."""
    if not formats.teams:
        return players
    return [name for team in formats.teams for name in team.members]


def _teams(setup: NewGame, players: list[str]) -> tuple[Team, ...]:
    if setup.format is not Format.TWO_HEADED_GIANT:
        if setup.teams is not None:
            raise BadCommand("'teams' is only for the two_headed_giant format")
        return ()
    if setup.teams is None:
        raise BadCommand("a Two-Headed Giant game needs 'teams' (810.1)")
    if len(setup.teams) < 2:
        raise RuleViolation("810.1", f"Two-Headed Giant needs two or more teams; got "
                                     f"{len(setup.teams)}")
    for team in setup.teams:
        if len(team) != TEAM_SIZE:
            raise RuleViolation("810.1", f"each Two-Headed Giant team has two players; "
                                          f"{shorten(', '.join(team))} is {len(team)}")
    named = [name for team in setup.teams for name in team]
    if sorted(named) != sorted(players) or len(set(named)) != len(named):
        raise BadCommand(f"'teams' must seat every player once ({', '.join(players)}); got "
                         f"{shorten(', '.join(named))}")
    return tuple(Team(tuple(team)) for team in setup.teams)


def _commanders(setup: NewGame, players: list[str]) -> tuple[CommanderSeat, ...]:
    if setup.commanders is None and setup.format is not Format.COMMANDER:
        return ()
    named = dict(setup.commanders or ())
    if len(named) != len(setup.commanders or ()):
        raise BadCommand("'commanders' names a player twice")
    for owner in named:
        if owner not in players:
            raise BadCommand(f"'commanders' names {shorten(owner)}, who is not one of the "
                             f"players ({', '.join(players)})")
    seats = []
    for name in players:
        commanders = tuple(c.strip() for c in named.get(name, (DEFAULT_COMMANDER,)))
        if not 1 <= len(commanders) <= MAX_COMMANDERS:
            raise RuleViolation("903.3c", f"{name} has {len(commanders)} commanders; a player "
                                          "has one, or two partners (or a background)")
        if any(not c or len(c) > MAX_COMMANDER_NAME or "/" in c for c in commanders):
            raise BadCommand(f"{name}'s commanders need names of 1-{MAX_COMMANDER_NAME} "
                             "characters without '/'")
        if len(set(commanders)) != len(commanders):
            raise BadCommand(f"{name}'s two commanders need different names")
        seats.append(CommanderSeat(name, commanders))
    return tuple(seats)
