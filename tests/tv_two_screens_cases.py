"""The TV window on a second screen (two offscreen screens: the Qt offscreen platform's
``configfile`` option with tests/data/two_screens.json). Run in a process of their own by
test_gui_tv_window.py, since a Qt application's screens are fixed when it starts."""

from __future__ import annotations

from pathlib import Path

import pytest
from engine_helpers import deck
from gui_helpers import table_window
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

from desktop.table.main_window import MainWindow
from desktop.table.map_view import MapView
from desktop.tv.window import TvWindow
from engine.actions import Goto, Move, NewGame, NextTurn, Resolve, Roll
from engine.domain import DieFace, Step


@pytest.fixture(autouse=True)
def _two_screens() -> None:
    names = [s.name() for s in QGuiApplication.screens()]
    assert names == ["Laptop", "TV"], (
        f"these cases need the two screens of tests/data/two_screens.json, not {names}")


def game(win: MainWindow) -> None:
    setup = NewGame(players=("Ann", "Bob", "Cat"), decks=(
        ("Ann", tuple(deck("Krosa", "Tazeem", "Pompeii"))),
        ("Bob", tuple(deck("Mount Keralia"))), ("Cat", tuple(deck()))),
        shuffle=False, starting_player="Ann")
    assert win.bridge.new_game(setup)


def open_tv(qtbot, win: MainWindow) -> TvWindow:  # type: ignore[no-untyped-def]
    win.tv.toggle_action.trigger()  # View ▸ TV window
    tv = win.tv.window
    assert tv is not None
    qtbot.waitExposed(tv)
    return tv


def state_json(win: MainWindow) -> str:
    assert win.bridge.game is not None
    return repr(win.bridge.game.state)


def test_view_tv_window_opens_full_screen_on_the_other_screen(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    win = table_window(qtbot, tmp_path)
    game(win)
    assert win.screen().name() == "Laptop"
    tv = open_tv(qtbot, win)
    assert tv.screen().name() == "TV"
    assert tv.isFullScreen()
    assert tv.geometry() == win.tv.screen.geometry()  # type: ignore[union-attr]
    assert win.tv.toggle_action.isChecked()
    # The submenu names both screens by number, name and size, and ticks the TV's.
    labels = {a.text(): a.isChecked() for a in win.tv.screen_actions()}
    assert labels == {"Screen 1: Laptop · 1366×768 (the table's window)": False,
                      "Screen 2: TV · 1920×1080": True}
    # The table keeps the keyboard: Space still rolls from the table's window.
    assert win.isVisible()


def test_the_tv_follows_rolls_planeswalks_and_turns(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    win = table_window(qtbot, tmp_path)
    game(win)
    tv = open_tv(qtbot, win)
    assert tv.card_view is not None
    assert tv.card_view.displayed_names() == ["Krosa"]
    assert tv.status.summary.player == "Ann"
    assert tv.status.summary.controller == "Ann"
    assert "No roll this turn" in tv.status.texts()

    win.bridge.apply(Goto(Step.PRECOMBAT_MAIN))
    shown = tv.banner.shown_count
    win.bridge.apply(Roll(DieFace.CHAOS))
    roll = tv.status.summary.roll
    assert roll is not None and (roll.face, roll.name) == ("chaos", "Chaos")
    assert roll.detail == "Ann · 1st roll this turn"
    assert tv.banner.shown_count == shown + 1
    assert tv.banner.result is not None and tv.banner.result.text == "CHAOS — Ann"
    while win.bridge.view and win.bridge.view["stack"]:
        win.bridge.apply(Resolve())

    win.bridge.apply(Roll(DieFace.PLANESWALKER))
    while win.bridge.view and win.bridge.view["stack"]:
        win.bridge.apply(Resolve())
    assert tv.card_view.displayed_names() == ["Tazeem"]
    assert tv.card_view.displayed_names() == win.card_view.displayed_names()
    assert tv.status.summary.roll is not None
    assert tv.status.summary.roll.detail == "Ann · 2nd roll this turn"

    win.bridge.apply(NextTurn())
    assert tv.status.summary.player == "Bob"
    assert tv.status.summary.headline == "Turn 2"
    assert "No roll this turn" in tv.status.texts()


def test_nothing_in_the_tv_window_takes_focus_or_the_mouse(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    win = table_window(qtbot, tmp_path)
    game(win)
    tv = open_tv(qtbot, win)
    widgets = [tv, *tv.findChildren(QWidget)]
    assert len(widgets) > 3
    assert [w for w in widgets if w.focusPolicy() != Qt.FocusPolicy.NoFocus] == []
    assert tv.centre is not None
    assert tv.centre.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    assert tv.status.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    # A click on the plane opens nothing (on the table's window it opens the card's text).
    opened: list[str] = []
    assert tv.card_view is not None
    tv.card_view.card_tapped.connect(opened.append)
    qtbot.mouseClick(tv, Qt.MouseButton.LeftButton, pos=tv.stage.geometry().center())
    assert opened == []


def test_esc_on_the_tv_closes_it_and_the_game_goes_on(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    win = table_window(qtbot, tmp_path)
    game(win)
    win.bridge.apply(Goto(Step.PRECOMBAT_MAIN))
    tv = open_tv(qtbot, win)
    before = state_json(win)
    qtbot.keyClick(tv, Qt.Key.Key_Escape)
    assert not win.tv.is_open
    assert win.toast.text == "TV window closed — View ▸ TV window opens it again."
    assert not win.tv.toggle_action.isChecked()
    assert not any(a.isChecked() for a in win.tv.screen_actions())
    assert state_json(win) == before
    assert win.isVisible()
    assert win.bridge.apply(Roll(DieFace.BLANK))  # the game goes on

    # Unchecking the item closes it too; reopening shows the game as it is now.
    tv = open_tv(qtbot, win)
    roll = tv.status.summary.roll
    assert roll is not None and roll.face == "blank"
    win.tv.toggle_action.trigger()
    assert not win.tv.is_open


def test_a_screen_from_the_submenu_and_unticking_it(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    win = table_window(qtbot, tmp_path)
    game(win)
    laptop, tv_screen = win.tv.screen_actions()
    tv_screen.trigger()
    assert win.tv.window is not None and win.tv.window.isFullScreen()
    assert win.tv.window.screen().name() == "TV"
    # On the table's own screen it opens as a window (full screen would hide the table).
    laptop.trigger()
    assert win.tv.window is not None and not win.tv.window.isFullScreen()
    assert win.tv.window.screen().name() == "Laptop"
    assert "shares the table's screen" in win.toast.text
    laptop.trigger()  # untick
    assert not win.tv.is_open and not win.tv.toggle_action.isChecked()


def test_unplugging_the_tv_screen_closes_the_tv_window_only(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    win = table_window(qtbot, tmp_path)
    game(win)
    tv = open_tv(qtbot, win)
    before = state_json(win)
    screen = tv.screen()
    # What Qt emits when a screen goes away (the offscreen screens can't be unplugged).
    app = QGuiApplication.instance()
    assert isinstance(app, QGuiApplication)
    app.screenRemoved.emit(screen)
    assert not win.tv.is_open
    assert not win.tv.toggle_action.isChecked()
    assert "TV screen (TV) was unplugged" in win.toast.text
    assert state_json(win) == before
    assert win.isVisible()
    # The table's own screen going away doesn't touch a TV window elsewhere.
    tv = open_tv(qtbot, win)
    app.screenRemoved.emit(win.screen())
    assert win.tv.is_open


def test_tv_screen_2_on_the_command_line(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    win = table_window(qtbot, tmp_path, "--tv-screen", "2")
    qtbot.waitUntil(lambda: win.tv.is_open)
    assert win.tv.window is not None
    assert win.tv.window.screen().name() == "TV" and win.tv.window.isFullScreen()
    assert win.tv.window.card_view is not None
    assert win.tv.window.card_view.displayed_names() == win.card_view.displayed_names()


def test_closing_the_table_closes_the_tv(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    win = table_window(qtbot, tmp_path)
    game(win)
    tv = open_tv(qtbot, win)
    win.close()
    assert not tv.isVisible()
    assert not win.tv.is_open


def test_a_map_game_shows_the_map_on_the_tv_and_it_follows_moves(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Issue 14: the TV shows the Eternities Map, display only, and follows each move."""
    win = table_window(qtbot, tmp_path, "--variant", "eternities_map")
    tv = open_tv(qtbot, win)
    assert tv.centre_kind == "eternities_map" and isinstance(tv.centre, MapView)
    tv_map = tv.centre
    assert not tv_map.interactive and tv_map.focusPolicy() == Qt.FocusPolicy.NoFocus
    assert tv_map.picture.position == win.map_view.picture.position == (0, 0)
    win.bridge.apply(Goto(Step.PRECOMBAT_MAIN))
    win.bridge.apply(Roll(DieFace.PLANESWALKER))
    win.bridge.apply(Resolve())
    assert win.map_move_pending()
    assert tv_map.picture.moves  # where the game may go shows there too
    win.bridge.apply(Move("right"))
    assert tv_map.picture.position == win.map_view.picture.position == (1, 0)
    assert [c.name for c in tv_map.picture.current()] == [
        c.name for c in win.map_view.picture.current()]
