"""Builders for Eternities Map tests: games with a known deck order, driven through the
JSON driver."""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine_helpers import CARDS, QUIET, ok

from engine.driver import Session

VARIANT = "eternities_map"
DECK = QUIET[:20]
"""Unshuffled: Akoum in the middle; Astral Arena up, Bant down, Celestine Reef right, Esper
left; then Feeding Grounds, Gavony, Grixis, Kessig, Krosa, Llanowar, ..."""


def map_session(deck: list[str] | None = None, *, phenomena: str | None = None,
                effects: str | None = None, to_main: bool = True, **extra: Any) -> Session:
    """A two-player Eternities Map game, Ann first, in Ann's first main phase."""
    settings = {}
    if phenomena is not None:
        settings["phenomena"] = phenomena
    if effects is not None:
        settings["planeswalk_effects"] = effects
    s = Session(CARDS)
    cmd: dict[str, Any] = {"players": ["Ann", "Bob"], "shared_deck": deck or DECK,
                           "shuffle": False, "seed": 1, "starting_player": "Ann",
                           "variant": VARIANT, **extra}
    if settings:
        cmd["map_settings"] = settings
    ok(s, cmd="new", **cmd)
    if to_main:
        ok(s, cmd="goto", step="precombat_main")
    return s


def state(s: Session) -> dict[str, Any]:
    reply = s.handle({"cmd": "state"})
    assert reply["ok"], reply["error"]
    result: dict[str, Any] = reply["state"]
    return result


def at(st: dict[str, Any], x: int, y: int) -> list[str]:
    """The names of the cards on the map at (x, y)."""
    return [e["name"] for e in st["map"] if (e["x"], e["y"]) == (x, y)]


def current(st: dict[str, Any]) -> list[str]:
    return [e["name"] for e in st["map"] if e["current"]]


def roll_move(s: Session, direction: str) -> dict[str, Any]:
    """Roll the Planeswalker symbol, resolve the planeswalking ability, move."""
    ok(s, cmd="roll", face="planeswalker", source="manual")
    ok(s, cmd="resolve")
    return ok(s, cmd="move", direction=direction)


def check_invariants(st: dict[str, Any], pool: list[str]) -> None:
    """Every card on the map is within 3 steps of the position; every card of the pool is
    in exactly one place (deck, map, removed)."""
    pos = st["position"]
    for e in st["map"]:
        assert abs(e["x"] - pos["x"]) + abs(e["y"] - pos["y"]) <= 3, (e, pos)
        assert e["current"] == ((e["x"], e["y"]) == (pos["x"], pos["y"])), e
    places = Counter(e["name"] for e in st["map"])
    places.update(n for deck in st["decks"].values() for n in deck)
    places.update(r["name"] for r in st["removed"])
    assert places == Counter(pool), places - Counter(pool) or Counter(pool) - places
    assert sorted(e["name"] for e in st["map"] if e["current"]) == \
        sorted(c["name"] for c in st["face_up"])
