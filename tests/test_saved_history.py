"""Undo and redo survive a save and a reload: through the engine, the JSON driver, and the
app's autosave + resume path. Old saves (no history) still load."""

from __future__ import annotations

import contextlib
import json
from pathlib import Path

import pytest
from engine_helpers import CARDS, deck, new_game, snapshot
from test_driver import run_driver

from desktop.autosave import Autosaver, recover
from desktop.bridge import EngineBridge
from engine.actions import Counter, Life, NewGame, NextTurn, PlayerCounter, Resolve, Roll
from engine.errors import EngineError, HistoryMismatch, NothingToUndo
from engine.game import CHECKPOINT_EVERY, Game
from engine.history import HISTORY_KEPT
from engine.persistence import SaveFile, decode_game, encode_save, read_game


def long_game(actions: int) -> Game:
    """A game with about ``actions`` accepted actions (virtual rolls, life, turns)."""
    game, _ = new_game(("Ann", "Bob"), decks={"Ann": deck("Krosa"), "Bob": deck()})
    cycle = (Life("Ann", delta=1), Roll(effect=True), Resolve(), NextTurn(),
             PlayerCounter("Bob", "energy", 1))
    i = 0
    while game.undo_depth() < actions:
        with contextlib.suppress(EngineError):  # e.g. resolve with an empty stack
            game.apply(cycle[i % len(cycle)])
        i += 1
    return game


def reloaded(game: Game) -> Game:
    raw = encode_save(game.state, CARDS, None, game.history())
    loaded, problem = Game.load(decode_game(raw, CARDS), CARDS)
    assert problem is None
    return loaded


def test_undo_and_redo_work_after_save_and_reload(tmp_path: Path) -> None:
    game = long_game(30)
    for _ in range(3):
        game.undo()
    path = tmp_path / "game.json"
    SaveFile(path).write(game.state, CARDS, history=game.history())
    loaded, problem = Game.load(read_game(path, CARDS), CARDS)
    assert problem is None
    assert snapshot(loaded) == snapshot(game)
    assert loaded.undo_depth() == game.undo_depth() == 27
    assert loaded.undo_label() == game.undo_label() and loaded.redo_label() == game.redo_label()
    # Undo all the way back to the start of the game, exactly as without the reload...
    while game.can_undo():
        game.undo()
        loaded.undo()
        assert snapshot(loaded) == snapshot(game)
    with pytest.raises(NothingToUndo):
        loaded.undo()
    # ...and redo all of it, including the three steps undone before the save.
    while game.can_redo():
        game.redo()
        loaded.redo()
        assert snapshot(loaded) == snapshot(game)
    assert not loaded.can_redo()


def test_a_long_game_saves_a_bounded_history() -> None:
    game = long_game(HISTORY_KEPT + 50)
    history = game.history()
    # Starting at a checkpoint keeps the base state the same for 8 saves in a row.
    assert HISTORY_KEPT - CHECKPOINT_EVERY < len(history.undo) <= HISTORY_KEPT
    doc = json.loads(encode_save(game.state, CARDS, None, history))
    assert len(doc["history"]["undo"]) == len(history.undo)
    loaded = reloaded(game)
    assert loaded.undo_depth() == len(history.undo)
    for _ in range(loaded.undo_depth()):
        game.undo()
        loaded.undo()
        assert snapshot(loaded) == snapshot(game)
    assert not loaded.can_undo()  # the oldest actions stay done


def test_an_old_save_without_history_still_loads(tmp_path: Path) -> None:
    game = long_game(5)
    # A save as written before saves carried history: no "history" key at all.
    path = tmp_path / "old.json"
    path.write_bytes(encode_save(game.state, CARDS, None))
    assert "history" not in json.loads(path.read_text(encoding="utf-8"))
    saved = read_game(path, CARDS)
    assert saved.history is None and saved.history_problem is None
    loaded, problem = Game.load(saved, CARDS)
    assert problem is None and snapshot(loaded) == snapshot(game)
    assert not loaded.can_undo() and not loaded.can_redo()
    # And it can be saved over (it is a save this version reads), now with history.
    loaded.apply(Life("Bob", delta=-2))
    SaveFile(path).write(loaded.state, CARDS, history=loaded.history())
    again, _ = Game.load(read_game(path, CARDS), CARDS)
    again.undo()
    assert snapshot(again) == snapshot(game)


def test_a_damaged_history_loses_undo_not_the_game() -> None:
    game = long_game(10)
    doc = json.loads(encode_save(game.state, CARDS, None, game.history()))
    doc["history"]["undo"][2] = {"cmd": "fly"}
    saved = decode_game(json.dumps(doc).encode(), CARDS)
    assert saved.history is None and "unknown command 'fly'" in str(saved.history_problem)
    loaded, problem = Game.load(saved, CARDS)
    assert snapshot(loaded) == snapshot(game) and not loaded.can_undo()
    assert problem == saved.history_problem


def test_a_history_that_replays_to_another_game_is_dropped() -> None:
    game = long_game(10)
    doc = json.loads(encode_save(game.state, CARDS, None, game.history()))
    doc["history"]["undo"][0] = Counter("Krosa", "charge", 1).to_json()  # not what happened
    saved = decode_game(json.dumps(doc).encode(), CARDS)
    assert saved.history is not None
    with pytest.raises(HistoryMismatch, match="doesn't give the saved game"):
        Game.restore(saved.state, CARDS, saved.history)
    loaded, problem = Game.load(saved, CARDS)
    assert snapshot(loaded) == snapshot(game) and not loaded.can_undo()
    assert problem is not None and "doesn't give the saved game" in problem


def test_undo_after_load_through_the_driver(tmp_path: Path) -> None:
    new = {"cmd": "new", "players": ["Ann", "Bob"], "shuffle": False, "starting_player": "Ann",
           "decks": {"Ann": deck("Krosa"), "Bob": deck("Tazeem")}}
    replies = run_driver([
        json.dumps(new),
        '{"cmd": "life", "player": "Bob", "delta": -4}',
        '{"cmd": "life", "player": "Ann", "delta": 2}',
        '{"cmd": "undo"}',
        '{"cmd": "save", "path": "g.json"}',
        '{"cmd": "new", "players": ["X", "Y"], "random_decks": {}}',
        '{"cmd": "load", "path": "g.json"}',
        '{"cmd": "undo"}',
        '{"cmd": "redo"}',
        '{"cmd": "redo"}',
    ], tmp_path)
    assert all(r["ok"] for r in replies), [r["error"] for r in replies]
    loaded = replies[6]["state"]
    assert loaded["can_undo"] and loaded["can_redo"]  # type: ignore[index]
    undone = replies[7]
    assert undone["events"][0]["action"] == "life"  # type: ignore[index]
    assert [p["life"] for p in undone["state"]["players"]] == [20, 20]  # type: ignore[index]
    assert [p["life"] for p in replies[8]["state"]["players"]] == [20, 16]  # type: ignore[index]
    # The redo saved with the game (Ann's +2, undone before saving) comes back too.
    assert [p["life"] for p in replies[9]["state"]["players"]] == [22, 16]  # type: ignore[index]


def setup() -> NewGame:
    return NewGame(players=("Ann", "Bob"), decks=(("Ann", tuple(deck("Krosa"))),
                                                  ("Bob", tuple(deck()))),
                   shuffle=False, starting_player="Ann")


def test_undo_after_autosave_and_resume(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    saver = Autosaver(tmp_path, CARDS)
    bridge = EngineBridge(CARDS, saver)
    bridge.new_game(setup())
    for delta in (-1, -2, -3):
        bridge.apply(Life("Ann", delta=delta))
    assert saver.flush()
    saver.close()
    # The app restarts: a new bridge resumes the autosaved game, as app.build does.
    saved, problem = recover(tmp_path, CARDS)
    assert problem is None and saved is not None
    again = EngineBridge(CARDS, Autosaver(tmp_path, CARDS))
    with qtbot.assertNotEmitted(again.notice):
        again.resume(saved)
    assert again.view is not None and again.view["can_undo"]
    assert again.undo() and again.view["players"][0]["life"] == 17
    assert again.undo() and again.view["players"][0]["life"] == 19
    assert again.redo() and again.view["players"][0]["life"] == 17
    assert again.autosaver is not None and again.autosaver.flush()
    again.autosaver.close()


def _autosaved_game(tmp_path: Path) -> None:
    saver = Autosaver(tmp_path, CARDS)
    bridge = EngineBridge(CARDS, saver)
    bridge.new_game(setup())
    for delta in (-1, -2):
        bridge.apply(Life("Ann", delta=delta))
    saver.close()


def test_the_app_continues_the_last_game_with_undo(qtbot, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QApplication

    from desktop import app as desktop_app

    _autosaved_game(tmp_path)
    monkeypatch.setattr(desktop_app, "confirm_continue", lambda parent, summary: True)
    args = desktop_app.parse_args(["--data-dir", str(tmp_path), "--config-dir", str(tmp_path)])
    window = desktop_app.build(args, QApplication.instance())
    qtbot.addWidget(window)
    # The question comes once the window is on screen (centred on it).
    qtbot.waitUntil(lambda: window.bridge.view is not None)
    view = window.bridge.view
    assert view is not None and view["players"][0]["life"] == 17 and view["can_undo"]
    assert window.bridge.undo() and window.bridge.view["players"][0]["life"] == 19
    window.close()  # closes the autosaver


def test_a_declined_last_game_goes_into_recent_games(qtbot, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QApplication

    from desktop import app as desktop_app
    from desktop.table.main_window import MainWindow

    _autosaved_game(tmp_path)
    monkeypatch.setattr(desktop_app, "confirm_continue", lambda parent, summary: False)
    monkeypatch.setattr(MainWindow, "new_game", lambda self: None)  # no wizard in this test
    args = desktop_app.parse_args(["--data-dir", str(tmp_path), "--config-dir", str(tmp_path)])
    window = desktop_app.build(args, QApplication.instance())
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: bool(window.recent.games()))
    (kept,) = window.recent.games()
    loaded, problem = Game.load(window.recent.load(kept), CARDS)
    assert problem is None and loaded.state.find_player("Ann").life == 17  # type: ignore[union-attr]
    loaded.undo()
    assert loaded.state.find_player("Ann").life == 19  # type: ignore[union-attr]
    window.close()


def test_resuming_a_game_whose_history_no_longer_replays_says_so(qtbot) -> None:  # type: ignore[no-untyped-def]
    game = long_game(10)
    doc = json.loads(encode_save(game.state, CARDS, None, game.history()))
    doc["history"]["undo"][0] = Counter("Krosa", "charge", 1).to_json()
    bridge = EngineBridge(CARDS)
    with qtbot.waitSignal(bridge.notice) as blocker:
        bridge.resume(decode_game(json.dumps(doc).encode(), CARDS))
    text, tone = blocker.args
    assert tone == "warn" and "undo can't go back" in text
    assert bridge.view is not None and not bridge.view["can_undo"]
