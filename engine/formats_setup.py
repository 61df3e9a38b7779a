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
            raise BadCommand("setup.teams_not_2hg")
        return ()
    if setup.teams is None:
        raise BadCommand("setup.teams_missing")
    if len(setup.teams) < 2:
        raise RuleViolation("810.1", "setup.too_few_teams", count=len(setup.teams))
    for team in setup.teams:
        if len(team) != TEAM_SIZE:
            raise RuleViolation("810.1", "setup.team_size", given=shorten(", ".join(team)),
                                count=len(team))
    named = [name for team in setup.teams for name in team]
    if sorted(named) != sorted(players) or len(set(named)) != len(named):
        raise BadCommand("setup.teams_seat_everyone", players=players,
                         given=shorten(", ".join(named)))
    return tuple(Team(tuple(team)) for team in setup.teams)


def _commanders(setup: NewGame, players: list[str]) -> tuple[CommanderSeat, ...]:
    if setup.commanders is None and setup.format is not Format.COMMANDER:
        return ()
    named = dict(setup.commanders or ())
    if len(named) != len(setup.commanders or ()):
        raise BadCommand("commander.player_twice")
    for owner in named:
        if owner not in players:
            raise BadCommand("commander.not_a_player", given=shorten(owner), players=players)
    seats = []
    for name in players:
        commanders = tuple(c.strip() for c in named.get(name, (DEFAULT_COMMANDER,)))
        if not 1 <= len(commanders) <= MAX_COMMANDERS:
            raise RuleViolation("903.3c", "commander.how_many", player=name,
                                count=len(commanders))
        if any(not c or len(c) > MAX_COMMANDER_NAME or "/" in c for c in commanders):
            raise BadCommand("commander.bad_names", player=name, most=MAX_COMMANDER_NAME)
        if len(set(commanders)) != len(commanders):
            raise BadCommand("commander.same_names", player=name)
        seats.append(CommanderSeat(name, commanders))
    return tuple(seats)
