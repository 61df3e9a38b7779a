"""Shared builders for engine tests: games with known deck orders."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.actions import Action, NewGame
from engine.cards import default_cards
from engine.driver import Session
from engine.events import Event
from engine.game import Game
from engine.persistence import state_to_json

CARDS = default_cards()

# Official planes whose only abilities are static or chaos: nothing triggers on steps.
QUIET = [
    "Akoum", "Astral Arena", "Bant", "Celestine Reef", "Esper", "Feeding Grounds", "Gavony",
    "Grixis", "Kessig", "Krosa", "Llanowar", "Naya", "Otaria", "Shiv", "Skybreen", "Sokenzan",
    "Tazeem", "Naktamun", "Prahv", "Raven's Run", "Megaflora Jungle", "Horizon Boughs",
    "Onakke Catacomb", "Talon Gates",
]


def deck(*top: str, size: int = 10, avoid: Sequence[str] = ()) -> list[str]:
    """A legal deck whose top cards are ``top`` (in order), filled with quiet planes."""
    out = list(top)
    for name in QUIET:
        if len(out) >= size:
            break
        if name not in out and name not in avoid:
            out.append(name)
    return out


def new_game(players: Sequence[str] = ("Ann", "Bob"), *, decks: dict[str, list[str]] | None = None,
             shared: list[str] | None = None, starting_player: str | None = None,
             seed: int = 1, life: int = 20) -> tuple[Game, list[Event]]:
    """A game with unshuffled decks; by default the first player starts."""
    if decks is None and shared is None:
        decks = {p: deck(avoid=[]) for p in players}
    setup = NewGame(
        players=tuple(players),
        decks=None if decks is None else tuple((p, tuple(d)) for p, d in decks.items()),
        shared_deck=None if shared is None else tuple(shared),
        shuffle=False,
        seed=seed,
        starting_player=starting_player or players[0],
        starting_life=life,
    )
    return Game.new(setup, CARDS)


def snapshot(game: Game) -> dict[str, object]:
    return state_to_json(game.state)


def types(events: Sequence[Event]) -> list[str]:
    return [e.type for e in events]


def apply_all(game: Game, actions: Sequence[Action]) -> list[Event]:
    out: list[Event] = []
    for a in actions:
        out.extend(game.apply(a))
    return out


def to_main(game: Game) -> None:
    """Advance from the start of a turn to its first main phase (nothing may trigger)."""
    from engine.actions import Goto
    from engine.domain import Step

    game.apply(Goto(Step.PRECOMBAT_MAIN))
    assert game.state.step is Step.PRECOMBAT_MAIN, game.state.step


def ok(s: Session, **cmd: Any) -> dict[str, Any]:
    """A driver command that must be taken; its reply."""
    reply = s.handle(cmd)
    assert reply["ok"], reply["error"]
    return reply


def refused(s: Session, **cmd: Any) -> str:
    """A driver command that must be refused and change nothing; its error."""
    before = s.handle({"cmd": "state"})["state"]
    reply = s.handle(cmd)
    assert not reply["ok"]
    assert s.handle({"cmd": "state"})["state"] == before, "a refused command changed the game"
    return str(reply["error"])
