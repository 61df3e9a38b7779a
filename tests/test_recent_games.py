"""Recent games: the store (crash-safe, bounded, unreadable files kept aside) and the
window's flows: a new game asks before ending a running one and archives it; Game ▸ Recent
games brings an earlier game back, undo included (pytest-qt, offscreen)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from engine_helpers import CARDS, deck, snapshot
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from desktop.bridge import EngineBridge
from desktop.deck_store import DeckStore
from desktop.dialogs import recent_games as recent_dialog
from desktop.dialogs.recent_games import RecentGamesDialog, summary
from desktop.dialogs.settings import Settings
from desktop.recent_games import KEEP, RecentGames
from desktop.table import main_window as main_window_module
from desktop.table.main_window import MainWindow
from engine.actions import Leave, Life, NewGame
from engine.game import Game

START = datetime(2026, 11, 23, 20, 0, tzinfo=UTC)


def setup(*players: str) -> NewGame:
    names = players or ("Ann", "Bob")
    return NewGame(players=names, decks=tuple((p, tuple(deck("Krosa" if i == 0 else "Tazeem")))
                                              for i, p in enumerate(names)),
                   shuffle=False, starting_player=names[0])


def played(*players: str, life: int = -3) -> Game:
    game, _ = Game.new(setup(*players), CARDS)
    game.apply(Life(game.state.players[0].name, delta=life))
    return game


# -- the store -----------------------------------------------------------------------------------

def test_archive_lists_newest_first_with_a_summary(tmp_path: Path) -> None:
    store = RecentGames(tmp_path / "recent", CARDS)
    assert store.games() == []  # no folder yet: nothing, no error
    store.archive(played("Ann", "Bob").state, None, START)
    later = played("Cat", "Dan", "Eve")
    store.archive(later.state, later.history(), START + timedelta(minutes=5))
    games = store.games()
    assert [g.players for g in games] == [("Cat", "Dan", "Eve"), ("Ann", "Bob")]
    first, second = summary(games[0])
    assert first == "Cat, Dan, Eve — turn 1, Cat's turn"
    assert second.startswith("On Krosa · last played ")
    # Each entry is a full save: it loads with its undo history.
    loaded, problem = Game.load(store.load(games[0]), CARDS)
    assert problem is None and snapshot(loaded) == snapshot(later)
    loaded.undo()
    assert loaded.state.find_player("Cat").life == 20  # type: ignore[union-attr]


def test_only_the_last_ten_are_kept(tmp_path: Path) -> None:
    store = RecentGames(tmp_path, CARDS)
    for i in range(KEEP + 3):
        store.archive(played(life=-(i + 1)).state, None, START + timedelta(minutes=i))
    games = store.games()
    assert len(games) == KEEP == len(list(tmp_path.iterdir()))
    # The newest stay: Ann lost 13, 12, ... 4 life in them.
    assert [20 - Game.load(store.load(g), CARDS)[0].state.players[0].life for g in games] == \
        list(range(KEEP + 3, 3, -1))


def test_an_unreadable_file_is_kept_aside_and_skipped(tmp_path: Path) -> None:
    store = RecentGames(tmp_path, CARDS)
    store.archive(played().state, None, START)
    bad = tmp_path / "game-20261123-190000-000000.json"
    bad.write_text('{"format": "planechase-save", "version": 1, "state": {', encoding="utf-8")
    games = store.games()
    assert len(games) == 1
    (kept,) = tmp_path.glob("game-20261123-190000-000000-unreadable-*.json")
    assert not bad.exists() and kept.read_text(encoding="utf-8").endswith('"state": {')
    assert len(store.problems) == 1 and kept.name in store.problems[0]
    # Archiving more games never touches it, and it is not counted among the ten.
    for i in range(KEEP + 1):
        store.archive(played().state, None, START + timedelta(minutes=i + 1))
    assert kept.exists() and len(store.games()) == KEEP


# -- the window ------------------------------------------------------------------------------------

@pytest.fixture
def window(qtbot: Any, tmp_path: Path) -> MainWindow:
    win = MainWindow(EngineBridge(CARDS), Settings(), DeckStore(tmp_path / "decks", CARDS),
                     tmp_path)
    qtbot.addWidget(win)
    win.resize(1280, 720)
    return win


class FakeWizard:
    """Stands in for the new-game wizard: accepted at once with ``SETUP``."""

    SETUP = setup("Zoe", "Yan")

    def __init__(self, *args: object, **kwargs: object) -> None:
        pass

    def exec(self) -> int:
        return 1

    def new_game(self) -> NewGame:
        return self.SETUP


def answer_next_box(button_text: str) -> None:
    """Click ``button_text`` in the next message box that opens."""
    def click() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, click)
            return
        for button in box.findChildren(QPushButton):
            if button.text().replace("&", "") == button_text:
                button.click()
                return
        raise AssertionError(f"no {button_text!r} in {[b.text() for b in box.buttons()]}")
    QTimer.singleShot(0, click)


def accept_recent_dialog(row: int = 0) -> None:
    def pick() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, RecentGamesDialog):
            QTimer.singleShot(10, pick)
            return
        dialog.games.setCurrentRow(row)
        dialog.resume_button.click()
    QTimer.singleShot(0, pick)


def test_new_game_then_recent_games_brings_the_earlier_game_back(
        qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(main_window_module, "NewGameWizard", FakeWizard)
    bridge = window.bridge
    assert bridge.new_game(setup("Ann", "Bob"))
    bridge.apply(Life("Ann", delta=-4))
    bridge.apply(Life("Bob", delta=-1))
    earlier = bridge.view

    answer_next_box("End it")
    window.new_game()
    assert bridge.view is not None and bridge.view["players"][0]["name"] == "Zoe"
    (kept,) = window.recent.games()
    assert kept.players == ("Ann", "Bob")

    accept_recent_dialog()
    window.open_recent_games()
    assert bridge.view is not None
    assert {k: v for k, v in bridge.view.items() if k not in ("can_undo", "can_redo")} == \
        {k: v for k, v in earlier.items() if k not in ("can_undo", "can_redo")}  # type: ignore[union-attr]
    # Undo came back with it...
    assert bridge.undo() and bridge.view["players"][1]["life"] == 20
    assert bridge.undo() and bridge.view["players"][0]["life"] == 20
    # ...and the game it replaced is now the recent one (the resumed one left the list).
    assert [g.players for g in window.recent.games()] == [("Zoe", "Yan")]


def test_cancel_keeps_the_running_game(qtbot: Any, window: MainWindow,
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(main_window_module, "NewGameWizard", FakeWizard)
    bridge = window.bridge
    bridge.new_game(setup("Ann", "Bob"))
    game = bridge.game
    answer_next_box("Cancel")
    window.new_game()
    assert bridge.game is game and window.recent.games() == []


def test_a_finished_game_is_replaced_without_asking(qtbot: Any, window: MainWindow,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(main_window_module, "NewGameWizard", FakeWizard)
    monkeypatch.setattr(recent_dialog, "QMessageBox", None)  # any question would fail
    bridge = window.bridge
    bridge.new_game(setup("Ann", "Bob"))
    assert bridge.apply(Leave("Bob"))  # 104.2a: Ann is the last player left and wins
    assert bridge.game is not None and bridge.game.state.game_over
    window.new_game()
    assert bridge.view is not None and bridge.view["players"][0]["name"] == "Zoe"
    (kept,) = window.recent.games()
    assert summary(kept)[0] == "Ann, Bob (left) — Ann won on turn 1"


def test_recent_games_dialog_fits_a_small_screen(qtbot: Any, tmp_path: Path) -> None:
    store = RecentGames(tmp_path, CARDS)
    for i in range(KEEP):
        names = ("Ann", "Bob", "Cat", "Dan", "Eve", "Fay")[: 2 + i % 5]
        store.archive(played(*names).state, None, START + timedelta(minutes=i))
    from desktop.theme import DARK, TOUCH

    theme = DARK.scaled(1.0)
    dialog = RecentGamesDialog(store, theme=theme)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.width() <= 1280 and dialog.height() <= 720
    for button in (dialog.resume_button, dialog.close_button):
        assert button.height() >= theme.px(TOUCH) and button.width() >= theme.px(TOUCH)
    assert dialog.games.count() == KEEP and dialog.chosen() is not None
    dialog.grab().save("/tmp/saves-recent.png")
