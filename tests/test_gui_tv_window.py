"""The TV window (View ▸ TV window, --tv-screen N).

The TV window's cases on a second screen need a Qt application started with two screens:
they run in a process of their own (tests/tv_two_screens_cases.py). Here, on the one
offscreen screen: the question when there is no second screen, a --tv-screen that doesn't
exist, the centre swapped by variant, and the summary at game over."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from gui_helpers import table_window
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLabel, QWidget

from desktop.bridge import EngineBridge
from desktop.dialogs.new_game import demo_setup
from desktop.tv.control import TvControl
from desktop.tv.summary import summarize
from desktop.tv.window import PLANES, TvWindow
from engine.actions import Leave
from engine.cards import default_cards

ROOT = Path(__file__).resolve().parents[1]


def test_the_tv_window_on_a_second_offscreen_screen() -> None:
    """tests/tv_two_screens_cases.py, with the two screens of tests/data/two_screens.json:
    it opens full screen there, follows rolls, planeswalks and turns, takes no focus, and
    closing it or unplugging its screen leaves the game as it was."""
    config = ROOT / "tests" / "data" / "two_screens.json"
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}",
           "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
         str(ROOT / "tests" / "tv_two_screens_cases.py")],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=600, check=False)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    assert re.search(r"^9 passed", done.stdout, re.MULTILINE), done.stdout[-2000:]


# -- one screen ------------------------------------------------------------------------
def one_screen() -> None:
    assert len(QGuiApplication.screens()) == 1, "these cases run on the one offscreen screen"


def test_one_screen_asks_first_and_no_opens_nothing(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    one_screen()
    win = table_window(qtbot, tmp_path)
    asked: list[str] = []
    win.tv._ask = lambda question: asked.append(question) is not None  # answers No
    win.tv.toggle_action.trigger()
    assert asked == ["There is no second screen: open the TV window anyway, as a window on "
                     "this screen?"]
    assert not win.tv.is_open and not win.tv.toggle_action.isChecked()

    win.tv._ask = lambda question: True
    win.tv.toggle_action.trigger()
    tv = win.tv.window
    assert tv is not None and tv.isVisible() and not tv.isFullScreen()
    assert win.tv.toggle_action.isChecked()
    assert tv.card_view is not None
    assert tv.card_view.displayed_names() == win.card_view.displayed_names()
    win.tv.toggle_action.trigger()
    assert not win.tv.is_open


def test_a_tv_screen_that_does_not_exist_starts_the_table_as_usual(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    one_screen()
    win = table_window(qtbot, tmp_path, "--tv-screen", "3")
    qtbot.waitUntil(lambda: "There is no screen 3" in win.toast.text)
    assert win.toast.text == ("There is no screen 3 (this computer has 1; View ▸ TV window "
                              "lists them): the table starts without the TV window.")
    assert not win.tv.is_open
    assert win.bridge.view is not None and win.card_view.displayed_names()


def test_tv_screen_must_be_a_screen_number() -> None:
    from desktop import app as desktop_app

    for bad in ("0", "two", "-1"):
        with pytest.raises(SystemExit):
            desktop_app.parse_args(["--tv-screen", bad])
    assert desktop_app.parse_args(["--tv-screen", "2"]).tv_screen == 2


def test_the_submenu_lists_the_one_screen(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    one_screen()
    win = table_window(qtbot, tmp_path)
    [only] = win.tv.screen_actions()
    size = QGuiApplication.screens()[0].size()
    # The offscreen screen has no name: its number and size say which it is.
    assert only.text() == f"Screen 1 · {size.width()}×{size.height()} (the table's window)"
    assert only.isCheckable() and not only.isChecked()


# -- the centre, swapped by variant ------------------------------------------------------
def test_the_centre_follows_the_variant_and_a_missing_one_shows_the_planes(qtbot) -> None:  # type: ignore[no-untyped-def]
    cards = default_cards()
    bridge = EngineBridge(cards)
    bridge.new_game(demo_setup(cards, 5, ("Ann", "Bob")))
    tv = TvWindow(bridge)
    qtbot.addWidget(tv)
    assert (bridge.view or {}).get("variant") is None
    assert tv.centre_kind == PLANES and tv.card_view is not None

    built: list[QLabel] = []

    def map_centre(b: EngineBridge) -> QWidget:
        assert b is bridge
        built.append(QLabel("the map"))
        return built[-1]

    tv.register_centre("eternities_map", map_centre)
    assert tv.centre_kind == PLANES  # this game has no variant: still the planes
    assert bridge.view is not None
    tv._on_changed({**bridge.view, "variant": "eternities_map"}, [])
    assert tv.centre_kind == "eternities_map" and tv.centre is built[0]
    assert tv.card_view is None
    assert built[0].focusPolicy().name == "NoFocus"
    tv._on_changed({**bridge.view, "variant": "something_new"}, [])  # no widget: planes
    assert tv.centre_kind == PLANES and tv.card_view is not None


def test_a_centre_registered_on_the_control_reaches_every_tv_window(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The Eternities Map's integration registers its display-only widget once, on the
    table's TvControl; each TV window opened later shows it for that variant."""
    cards = default_cards()
    bridge = EngineBridge(cards)
    bridge.new_game(demo_setup(cards, 5, ("Ann", "Bob")))
    table = QWidget()
    qtbot.addWidget(table)
    control = TvControl(table, bridge, lambda text, tone: None, ask=lambda q: True)
    control.register_centre("eternities_map", lambda b: QLabel("the map"))
    tv = control.open_on(QGuiApplication.screens()[0])
    assert bridge.view is not None
    tv._on_changed({**bridge.view, "variant": "eternities_map"}, [])
    assert tv.centre_kind == "eternities_map"
    control.close()
    assert not control.is_open


def test_the_summary_names_the_winner_once_the_game_is_over() -> None:
    cards = default_cards()
    bridge = EngineBridge(cards)
    bridge.new_game(demo_setup(cards, 5, ("Ann", "Bob")))
    assert bridge.apply(Leave("Ann"))
    view = bridge.view
    assert view is not None and view["game_over"]
    s = summarize(view)
    assert (s.headline, s.player) == ("Game over", "Bob wins")
    assert summarize(None).headline == "No game yet"


def test_the_tv_control_needs_no_main_window(qtbot) -> None:  # type: ignore[no-untyped-def]
    """TvControl works for any table widget (the map's window may use it too)."""
    cards = default_cards()
    bridge = EngineBridge(cards)
    table = QWidget()
    qtbot.addWidget(table)
    notes: list[tuple[str, str]] = []
    control = TvControl(table, bridge, lambda text, tone: notes.append((text, tone)))
    assert not control.open_number(5)
    assert notes and notes[0][1] == "warn"


def test_the_tv_control_lets_its_table_go(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Its connections to the application's screen signals and its menu items hold no
    reference to it: a closed table's window, bridge and game can be collected (a lambda
    there once kept every test's game alive for the whole session)."""
    import gc
    import weakref

    from PySide6.QtCore import QCoreApplication, QEvent

    cards = default_cards()

    def make() -> tuple[weakref.ref[EngineBridge], weakref.ref[TvControl], QWidget]:
        bridge = EngineBridge(cards)
        bridge.new_game(demo_setup(cards, 5, ("Ann", "Bob")))
        table = QWidget()
        control = TvControl(table, bridge, lambda text, tone: None)
        control.screen_actions()[0].trigger()  # a screen's item, once used
        control.close()
        return weakref.ref(bridge), weakref.ref(control), table

    bridge, control, table = make()
    table.deleteLater()
    del table
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    assert control() is None and bridge() is None
