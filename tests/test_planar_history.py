"""The planar history: every card turned face up, in order, kept in the state and saves
(701.31 planeswalking, 901.5 the starting plane, 901.10 cards leaving with their owner)."""

from __future__ import annotations

import json

import pytest
from engine_helpers import CARDS, deck, new_game, to_main

from engine.actions import Leave, NextTurn, Resolve, Roll
from engine.domain import Arrival, DieFace, RollSource
from engine.game import Game
from engine.persistence import decode_save, encode_save
from engine.state import Visit
from engine.view import state_view

PW = Roll(DieFace.PLANESWALKER, RollSource.MANUAL)


def _planeswalk(game: Game) -> None:
    """Roll {PW} and resolve the planeswalking ability (901.8)."""
    game.apply(PW)
    game.apply(Resolve())


def _walked_twice() -> Game:
    game, _ = new_game(decks={"Ann": deck("Krosa", "Tazeem", "Bant"), "Bob": deck("Akoum")})
    to_main(game)
    _planeswalk(game)  # Ann planeswalks on turn 1 (701.31): Tazeem
    game.apply(NextTurn())  # to Bob's first main phase
    _planeswalk(game)  # Bob on turn 2: Akoum
    return game


def test_starting_plane_and_each_planeswalk_are_recorded_in_order() -> None:
    game = _walked_twice()
    assert game.state.visited == (
        Visit(0, "Krosa", "Ann", "Ann", Arrival.START),
        Visit(1, "Tazeem", "Ann", "Ann", Arrival.PLANESWALK),
        Visit(2, "Akoum", "Bob", "Bob", Arrival.PLANESWALK),
    )
    view = state_view(game.state, CARDS)
    assert view["visited"] == [
        {"turn": 0, "name": "Krosa", "kind": "plane", "owner": "Ann", "player": "Ann",
         "arrival": "start"},
        {"turn": 1, "name": "Tazeem", "kind": "plane", "owner": "Ann", "player": "Ann",
         "arrival": "planeswalk"},
        {"turn": 2, "name": "Akoum", "kind": "plane", "owner": "Bob", "player": "Bob",
         "arrival": "planeswalk"},
    ]
    # the history outlives the bounded log, and is more than the face-up card
    assert [c["name"] for c in view["face_up"]] == ["Akoum"]


def test_a_phenomenon_encountered_is_in_the_history_before_the_plane_after_it() -> None:
    game, _ = new_game(decks={"Ann": deck("Krosa", "Morphic Tide", "Tazeem"),
                              "Bob": deck("Akoum")})
    to_main(game)
    _planeswalk(game)
    assert [v.name for v in game.state.visited] == ["Krosa", "Morphic Tide"]
    while game.state.stack:
        game.apply(Resolve())
    names = [v.name for v in game.state.visited]
    assert names[:2] == ["Krosa", "Morphic Tide"] and len(names) >= 3
    face_up = [c.name for c in game.state.face_up]
    assert names[-len(face_up):] == face_up


def test_undo_takes_a_planeswalk_out_of_the_history() -> None:
    game = _walked_twice()
    game.undo()
    assert [v.name for v in game.state.visited] == ["Krosa", "Tazeem"]
    game.redo()
    assert [v.name for v in game.state.visited] == ["Krosa", "Tazeem", "Akoum"]


def test_cards_turned_up_when_their_owner_leaves_are_marked() -> None:
    game, _ = new_game(("Ann", "Bob", "Cid"),
                       decks={"Ann": deck("Krosa"), "Bob": deck("Akoum"), "Cid": deck("Bant")})
    game.apply(Leave("Ann"))  # 901.10: Krosa leaves with Ann; the planar controller turns up
    last = game.state.visited[-1]
    assert last.arrival is Arrival.OWNER_LEFT and last.name != "Krosa"
    assert game.state.visited[0].name == "Krosa"  # the history keeps what was visited


def test_history_survives_save_and_load() -> None:
    game = _walked_twice()
    raw = encode_save(game.state, CARDS, None)
    assert [v["name"] for v in json.loads(raw)["state"]["visited"]] == [
        "Krosa", "Tazeem", "Akoum"]
    loaded = decode_save(raw, CARDS)
    assert loaded.visited == game.state.visited


def test_an_old_save_without_history_loads_with_an_empty_one() -> None:
    game = _walked_twice()
    doc = json.loads(encode_save(game.state, CARDS, None))
    del doc["state"]["visited"]
    loaded = decode_save(json.dumps(doc).encode(), CARDS)
    assert loaded.visited == ()
    again = Game(loaded, CARDS)
    again.apply(NextTurn())
    _planeswalk(again)  # the history starts again from here
    assert [v.arrival for v in again.state.visited] == [Arrival.PLANESWALK]


@pytest.mark.parametrize(("damage", "message"), [
    (lambda v: v.__setitem__("name", "Nowhere"), "unknown card 'Nowhere'"),
    (lambda v: v.__setitem__("player", "Zed"), "names 'Zed', who is not a player"),
    (lambda v: v.__setitem__("arrival", "teleport"), "unknown value 'teleport'"),
    (lambda v: v.__setitem__("turn", "two"), "turn has the wrong type"),
    (lambda v: v.__setitem__("turn", 99), "on turn 99, after the current turn"),
])
def test_a_damaged_history_is_a_clear_error(damage, message) -> None:  # type: ignore[no-untyped-def]
    from engine.errors import SaveFileError

    game = _walked_twice()
    doc = json.loads(encode_save(game.state, CARDS, None))
    damage(doc["state"]["visited"][1])
    with pytest.raises(SaveFileError, match=message):
        decode_save(json.dumps(doc).encode(), CARDS)
