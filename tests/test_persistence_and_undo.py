"""Undo/redo of every action, deterministic replay, and crash-safe versioned saves."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from engine_helpers import CARDS, deck, new_game, snapshot, to_main

from engine.actions import Counter, Leave, Life, NextTurn, Planeswalk, Resolve, Roll
from engine.domain import DieFace, RollSource
from engine.errors import NothingToUndo, SaveFileError
from engine.game import Game
from engine.persistence import SAVE_VERSION, SaveFile, decode_save, encode_save, read_save


def played() -> Game:
    game, _ = new_game(("Ann", "Bob", "Cat"), decks={
        "Ann": deck("Krosa", "Mutual Epiphany"), "Bob": deck("Naar Isle"), "Cat": deck()})
    to_main(game)
    game.apply(Counter("Krosa", "scroll", 2))
    game.apply(Roll(DieFace.CHAOS, RollSource.CAMERA, confidence=0.9))
    game.apply(Resolve())
    game.apply(Planeswalk())  # to Mutual Epiphany: its encounter trigger goes on the stack
    game.apply(Resolve())  # ...and 704.6f planeswalks away from it
    game.apply(Life("Bob", delta=-3))
    game.apply(Roll())
    return game


def test_undo_everything_restores_the_initial_state_exactly() -> None:
    game, _ = new_game(("Ann", "Bob", "Cat"), decks={
        "Ann": deck("Krosa", "Mutual Epiphany"), "Bob": deck("Naar Isle"), "Cat": deck()})
    initial = snapshot(game)
    game.apply(Roll())
    game.apply(Leave("Cat"))
    game.apply(NextTurn())
    while game.can_undo():
        game.undo()
    assert snapshot(game) == initial
    with pytest.raises(NothingToUndo):
        game.undo()


def test_redo_reapplies_and_a_new_action_clears_redo() -> None:
    game = played()
    final = snapshot(game)
    n = game.undo_depth()
    for _ in range(n):
        game.undo()
    for _ in range(n):
        game.redo()
    assert snapshot(game) == final
    game.undo()
    game.apply(Life("Ann", delta=1))
    assert not game.can_redo()
    with pytest.raises(NothingToUndo, match="nothing to redo"):
        game.redo()


def test_undo_labels_name_the_action() -> None:
    game = played()
    assert game.undo_label() == "roll"
    events = game.undo()
    assert events[0].describe() == "Undone: roll"
    assert game.redo_label() == "roll"


def test_deterministic_replay_from_seed_and_actions() -> None:
    game = played()
    assert game.setup is not None
    again = Game.replay(game.setup, game.actions, CARDS)
    assert snapshot(again) == snapshot(game)
    # Actions survive their JSON form too (what a history file would hold).
    from engine.actions import parse_action

    parsed = [parse_action(json.loads(json.dumps(a.to_json()))) for a in game.actions]
    assert parsed == game.actions


def test_save_and_load_round_trip(tmp_path: Path) -> None:
    game = played()
    path = tmp_path / "game.json"
    SaveFile(path).write(game.state, CARDS)
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["format"] == "planechase-save" and doc["version"] == SAVE_VERSION
    loaded = read_save(path, CARDS)
    assert snapshot(Game(loaded, CARDS)) == snapshot(game)
    # And the loaded game plays on the same way as the original.
    a, b = Game(loaded, CARDS), game
    for g in (a, b):
        g.apply(NextTurn())
        g.apply(Roll())
    assert snapshot(a) == snapshot(b)


def test_writes_are_atomic_and_leave_no_temp_files(tmp_path: Path) -> None:
    game = played()
    path = tmp_path / "auto.json"
    saver = SaveFile(path)
    for _ in range(3):
        saver.write(game.state, CARDS)
        game.apply(Life("Ann", delta=-1))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["auto.json"]


def test_corrupt_file_is_a_clear_error_and_is_never_overwritten(tmp_path: Path) -> None:
    game = played()
    path = tmp_path / "game.json"
    SaveFile(path).write(game.state, CARDS)
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])  # a torn write by some other program
    damaged = path.read_bytes()
    with pytest.raises(SaveFileError, match="corrupt JSON"):
        read_save(path, CARDS)
    with pytest.raises(SaveFileError, match="won't overwrite"):
        SaveFile(path).write(game.state, CARDS)
    assert path.read_bytes() == damaged


def test_newer_version_is_refused_and_kept(tmp_path: Path) -> None:
    game = played()
    doc = json.loads(encode_save(game.state, CARDS, None))
    doc["version"] = SAVE_VERSION + 1
    path = tmp_path / "future.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(SaveFileError, match="newer version"):
        read_save(path, CARDS)
    with pytest.raises(SaveFileError, match="won't overwrite"):
        SaveFile(path).write(game.state, CARDS)
    assert json.loads(path.read_text(encoding="utf-8"))["version"] == SAVE_VERSION + 1


@pytest.mark.parametrize("damage, message", [
    (lambda d: d["state"].pop("players"), "players is missing"),
    (lambda d: d["state"].__setitem__("turn", "three"), "turn has the wrong type"),
    (lambda d: d["state"]["decks"].__setitem__("Ann", ["No Such Plane"]), "unknown card"),
    (lambda d: d["state"].__setitem__("planar_controller", "Zed"), "not a player"),
    (lambda d: d["state"].__setitem__("step", "second_breakfast"), "unknown value"),
    (lambda d: d.__setitem__("format", "something-else"), "not a Planechase save"),
])
def test_damaged_saves_name_the_problem(damage, message) -> None:  # type: ignore[no-untyped-def]
    game = played()
    doc = json.loads(encode_save(game.state, CARDS, None))
    damage(doc)
    with pytest.raises(SaveFileError, match=message):
        decode_save(json.dumps(doc).encode(), CARDS)


def test_missing_file_and_pickle_are_refused(tmp_path: Path) -> None:
    with pytest.raises(SaveFileError, match="no save file"):
        read_save(tmp_path / "nope.json", CARDS)
    import pickle

    pickled = tmp_path / "game.pkl"
    pickled.write_bytes(pickle.dumps({"format": "planechase-save"}))
    with pytest.raises(SaveFileError):
        read_save(pickled, CARDS)
