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
from dataclasses import replace
from pathlib import Path

import pytest
from gui_helpers import table_window
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLabel, QWidget

from desktop.bridge import EngineBridge
from desktop.choice_text import map_move_reason, question, waiting_line
from desktop.dialogs.map_options import map_deck
from desktop.dialogs.new_game import demo_setup
from desktop.tv.control import TvControl
from desktop.tv.summary import summarize
from desktop.tv.window import PLANES, TvWindow
from engine.actions import Choose, Goto, Leave, Move, Resolve, Roll
from engine.cards import default_cards
from engine.domain import DieFace, Step
from engine.eternities_map import Phenomena

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
    assert win.toast.text == ("There is no screen 3 (this computer has 1 screen; View ▸ TV window "
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


# -- what the TV says, and how it sits in a window -------------------------------------------
def map_move_bridge() -> EngineBridge:
    """A map demo with a Planeswalker roll waiting for its direction (901.8)."""
    cards = default_cards()
    bridge = EngineBridge(cards)
    setup = demo_setup(cards, 5, ("Ann", "Bob"))
    assert bridge.new_game(replace(setup, variant="eternities_map", decks=None,
                                   shared_deck=map_deck(cards, Phenomena.HELLRIDE_ONLY),
                                   starting_player="Ann"))
    assert bridge.apply(Goto(Step.PRECOMBAT_MAIN))
    while (view := bridge.view) is not None and (view["stack"] or view["pending_choice"]):
        assert bridge.apply(Choose(0) if view["pending_choice"] else Resolve())
    assert bridge.apply(Roll(DieFace.PLANESWALKER))
    assert bridge.apply(Resolve())
    return bridge


def test_the_tv_says_who_the_table_waits_on(qtbot) -> None:  # type: ignore[no-untyped-def]
    bridge = map_move_bridge()
    view = bridge.view
    assert view is not None and view["pending_choice"]["kind"] == "map_move"
    tv = TvWindow(bridge)
    qtbot.addWidget(tv)
    assert tv.status.summary.waiting == "Ann chooses where the game moves"
    assert tv.status.summary.waiting_seat == 0
    assert "Ann chooses where the game moves" in tv.status.texts()
    assert not any("move the game up" in t for t in tv.status.texts())  # no question
    assert bridge.apply(Move("up"))
    assert tv.status.summary.waiting in ("", "Ann chooses the order of the triggered abilities")
    # Any other choice: who and what, in one line.
    assert waiting_line({"player": "Bob", "kind": "yes_no", "prompt": "Bob, pay?"}) == (
        "Bob decides yes or no")
    assert waiting_line({"player": "Bob", "kind": "new_kind"}) == "Bob is choosing"
    assert waiting_line(None) == ""
    assert question({"player": "Ann", "prompt": "Ann, move the game up."}) == (
        "move the game up.")


def test_map_move_reason_is_the_prompt_s_end_after_an_effect() -> None:
    roll = {"player": "Ann", "kind": "map_move", "cards": [],
            "prompt": "Ann, move the game up, down, left or right, or hellride diagonally "
                      "onto an empty space."}
    assert map_move_reason(roll) == ""
    assert map_move_reason({**roll, "prompt": roll["prompt"][:-1] + ": Pompeii says to "
                                                                     "planeswalk."}) == (
        "Pompeii says to planeswalk")
    assert map_move_reason({**roll, "cards": ["Bant", "Esper"]}) == (
        "Bant and Esper will be placed where the game moves")
    assert map_move_reason({"player": "Ann", "kind": "yes_no", "prompt": "A: b"}) == ""


def test_closing_the_tv_window_tells_the_table_once(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    one_screen()
    win = table_window(qtbot, tmp_path)
    win.tv._ask = lambda question: True
    win.tv.toggle_action.trigger()
    tv = win.tv.window
    assert tv is not None
    qtbot.keyClick(tv, Qt.Key.Key_Escape)
    assert not win.tv.is_open
    assert win.toast.text == "TV window closed — View ▸ TV window opens it again."
    notes: list[str] = []
    win.tv._notify = lambda text, tone: notes.append(text)
    win.tv.toggle_action.trigger()
    win.tv.toggle_action.trigger()  # unticked
    assert notes == ["TV window closed — View ▸ TV window opens it again."]
    win.tv.toggle_action.trigger()
    win.close()  # the app closing closes it without a word
    assert notes == ["TV window closed — View ▸ TV window opens it again."]


def test_in_a_window_the_status_is_smaller_and_the_card_gets_the_room(qtbot) -> None:  # type: ignore[no-untyped-def]
    bridge = map_move_bridge()
    tv = TvWindow(bridge)
    qtbot.addWidget(tv)
    tv.resize(853, 460)  # two thirds of a 1280×720 screen
    tv.place()
    full_unit, full_card = tv.status._unit(), tv.stage.width()
    tv.set_windowed(True)
    assert tv.windowed
    assert tv.status._unit() < full_unit and tv.stage.width() > full_card
    # Every line fits its column at its size: nothing is shrunk below a readable size.
    assert tv.status.natural_width() <= tv.status.width() * 1.3


def test_the_tv_banner_is_as_wide_as_its_words_and_centred(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Over the card, centred there and as wide as its words; the status column beside it
    (which shows the same roll) is never covered."""
    from PySide6.QtGui import QImage

    bridge = map_move_bridge()
    tv = TvWindow(bridge)
    qtbot.addWidget(tv)
    tv.resize(1920, 1080)
    tv.place()
    for face, text, detail, small in (
            ("blank", "Blank — Ann", "1st roll this turn · paid {0} · nothing happens", True),
            ("planeswalker", "PLANESWALKER — Ann", "1st roll this turn · paid {0}", False)):
        tv.banner.show_result(face, text, detail=detail, small=small)
        tv.banner.dismiss()
        tv.banner._opacity = 1.0  # drawn as it is when fully faded in
        assert tv.banner.geometry() == tv.stage.rect()
        stage_w = tv.stage.width()
        image = QImage(stage_w, tv.stage.height(), QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0)
        tv.banner.render(image)
        y = tv.stage.height() // 2
        drawn = [x for x in range(stage_w) if image.pixelColor(x, y).alpha() > 0]
        left, right = drawn[0], drawn[-1]
        assert abs((left + right) / 2 - stage_w / 2) <= 2, text  # centred on the card
        if small:
            assert right - left < stage_w * 0.7, text  # as wide as its words
    assert tv.stage.geometry().right() < tv.status.geometry().left()


def test_the_table_s_banner_still_spans_its_area(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QImage

    from desktop.table.banner import ResultBanner

    host = QWidget()
    qtbot.addWidget(host)
    host.resize(1200, 600)
    banner = ResultBanner(host)
    banner.show_result("blank", "Blank — Ann", small=True)
    banner.dismiss()
    banner._opacity = 1.0
    image = QImage(1200, 600, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    banner.render(image)
    drawn = [x for x in range(1200) if image.pixelColor(x, 300).alpha() > 0]
    assert drawn[-1] - drawn[0] >= 1200 * 0.79
