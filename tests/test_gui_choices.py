"""Pending choices at the table (pytest-qt, offscreen): nothing dead-ends when a dialog is put
away, revealed cards are drawn whole and readable, the trigger order shows no ids, and on a
flat table questions turn toward the player's seat."""

from __future__ import annotations

import re
from itertools import combinations
from pathlib import Path
from typing import Any

import pytest
from engine_helpers import deck
from gui_helpers import table_window
from PySide6.QtCore import QPoint, QPointF, QRect, Qt, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from desktop.bridge import EngineBridge
from desktop.dialogs.choice_dialog import ChoiceDialog
from desktop.dialogs.choice_form import HTML_ROLE, ChoiceForm
from desktop.table.main_window import MainWindow
from desktop.table.seat_overlay import ConfirmForm, SeatOverlay, ask_yes_no
from engine.actions import Choose, Goto, NewGame, Planeswalk, Resolve, Roll
from engine.cards import default_cards
from engine.domain import DieFace, Step

TUNNEL_DECK = ("Krosa", "Interplanar Tunnel", "Akoum", "Astral Arena", "Time Distortion",
               "Bant", "Esper", "Feeding Grounds", "Gavony", "Grixis", "Kessig")
SCREEN_720P = QRect(0, 0, 1280, 720)


def _window(qtbot, tmp_path: Path, mode: str) -> MainWindow:  # type: ignore[no-untyped-def]
    return table_window(qtbot, tmp_path, "--table", mode, size=(1280, 720))


@pytest.fixture
def window(qtbot, tmp_path: Path) -> MainWindow:  # type: ignore[no-untyped-def]
    """An upright table: questions are dialogs."""
    return _window(qtbot, tmp_path, "upright")


@pytest.fixture
def flat(qtbot, tmp_path: Path) -> MainWindow:  # type: ignore[no-untyped-def]
    """A flat table: questions turn toward the seat of the player asked."""
    return _window(qtbot, tmp_path, "flat")


def _stairs_game(win: MainWindow, first: str = "Ann") -> None:
    other = "Bob" if first == "Ann" else "Ann"
    setup = NewGame(players=("Ann", "Bob"), decks=(
        (first, tuple(deck("Stairs to Infinity", "Akoum"))), (other, tuple(deck()))),
        shuffle=False, starting_player=first)
    assert win.bridge.new_game(setup)
    win.bridge.apply(Goto(Step.PRECOMBAT_MAIN))


def _state(win: MainWindow) -> Any:
    assert win.bridge.game is not None
    return win.bridge.game.state


def _visible_dialog(qtbot, win: MainWindow) -> ChoiceDialog:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: any(d.isVisible() for d in win.findChildren(ChoiceDialog)))
    return next(d for d in win.findChildren(ChoiceDialog) if d.isVisible())


def _no_dialog(win: MainWindow) -> bool:
    return not any(d.isVisible() for d in win.findChildren(ChoiceDialog))


def test_a_choice_put_away_with_esc_comes_back_from_the_bar_and_the_game_goes_on(
        qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Review defect 4: closing "Ann chooses" left the game blocked (603.3b) with nothing to
    reopen it. Now the bar says who chooses what and its button brings the dialog back."""
    win = window
    _stairs_game(win)
    assert not win.choice_bar.answer_button.isVisible()
    height = win.choice_bar.height()
    win.bridge.apply(Roll(DieFace.CHAOS))  # two Stairs triggers: Ann orders them (603.3b)
    dialog = _visible_dialog(qtbot, win)
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: _no_dialog(win))
    assert _state(win).pending_choice is not None  # still pending, only put away
    assert win.choice_bar.answer_button.isVisible()
    assert win.choice_bar.text().startswith("Ann chooses: the order of 2")
    assert win.choice_bar.height() == height  # reserved: the table doesn't jump

    qtbot.mouseClick(win.choice_bar.answer_button, Qt.MouseButton.LeftButton)
    dialog = _visible_dialog(qtbot, win)
    qtbot.mouseClick(dialog.buttons["confirm"], Qt.MouseButton.LeftButton)
    assert _state(win).pending_choice is None and len(_state(win).stack) == 2
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win)
    while _state(win).stack and _state(win).pending_choice is None:
        qtbot.keyClick(win, Qt.Key.Key_Return)
    # Stairs' chaos ability reveals Akoum and asks; the dialog shows the card (defect 32).
    dialog = _visible_dialog(qtbot, win)
    assert dialog.form.cards is not None
    grid = dialog.form.cards
    assert [p.card_name() for p in grid.previews] == ["Akoum"]
    card = grid.previews[0]

    def whole() -> bool:  # no scrolling needed (once the dialog has laid itself out)
        where = QRect(card.mapTo(grid.viewport(), QPoint(0, 0)), card.size())
        return grid.viewport().rect().contains(where)

    qtbot.waitUntil(whole, timeout=2000)
    qtbot.mouseClick(dialog.buttons["yes"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win)
    while _state(win).stack:
        qtbot.keyClick(win, Qt.Key.Key_Return)
    assert _state(win).pending_choice is None and _state(win).decks["Ann"][-1] == "Akoum"
    assert not win.choice_bar.answer_button.isVisible()


def test_space_or_enter_while_a_choice_is_put_away_reopens_it(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    win = window
    _stairs_game(win)
    win.bridge.apply(Roll(DieFace.CHAOS))
    rolls = dict(_state(win).rolls_this_turn)
    for key in (Qt.Key.Key_Space, Qt.Key.Key_Return):
        dialog = _visible_dialog(qtbot, win)
        dialog.reject()  # what ✕ and Esc do
        qtbot.waitUntil(lambda: QApplication.activeWindow() is win)
        qtbot.keyClick(win, key)
        _visible_dialog(qtbot, win)
    assert _state(win).rolls_this_turn == rolls  # the key reopened; it rolled nothing


def test_interplanar_tunnel_shows_five_whole_readable_cards_on_a_720p_screen(
        qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Review defect 5: the five previews overlapped and were cut. Now they sit in a grid
    (scrolling if need be) at a size whose text is at least 14 px, and the dialog fits."""
    win = window
    setup = NewGame(players=("Ann", "Bob"), decks=(("Ann", TUNNEL_DECK), ("Bob", tuple(deck()))),
                    shuffle=False, starting_player="Ann")
    assert win.bridge.new_game(setup)
    win.bridge.apply(Goto(Step.PRECOMBAT_MAIN))
    win.bridge.apply(Planeswalk())
    win.bridge.apply(Resolve())
    dialog = _visible_dialog(qtbot, win)
    dialog.place(SCREEN_720P)
    assert SCREEN_720P.contains(dialog.geometry())
    grid = dialog.form.cards
    assert grid is not None and len(grid.previews) == 5
    inner = grid.widget()
    rects = [QRect(p.mapTo(inner, QPoint(0, 0)), p.size()) for p in grid.previews]
    for a, b in combinations(rects, 2):
        assert not a.intersects(b), (a, b)
    for rect in rects:  # whole: never cut at the sides
        assert rect.left() >= 0 and rect.right() < grid.viewport().width()
    for preview in grid.previews:
        preview.grab()  # paints it, so its layout is known
        layout = preview.last_layout()
        assert layout is not None and layout.fits
        assert layout.font_px >= 14, (preview.card_name(), layout.font_px)
    # A tap zooms on one card; the pick buttons under the cards choose.
    qtbot.mouseClick(grid.previews[3], Qt.MouseButton.LeftButton)
    assert dialog.form.is_zoomed() and dialog.form.zoomed.card_name() == "Esper"
    qtbot.mouseClick(dialog.form.back_button, Qt.MouseButton.LeftButton)
    assert not dialog.form.is_zoomed()
    qtbot.mouseClick(grid.pick_buttons[3], Qt.MouseButton.LeftButton)
    assert win.card_view.displayed_names() == ["Esper"]


def test_the_order_dialog_shows_cards_and_texts_without_ids_and_enter_confirms(
        qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Review defect 31: "#5 Stairs to Infinity: ..." showed an internal id, and Enter did
    nothing."""
    win = window
    _stairs_game(win)
    win.bridge.apply(Roll(DieFace.CHAOS))
    dialog = _visible_dialog(qtbot, win)
    rows = [dialog.options.item(i) for i in range(dialog.options.count())]
    shown = [str(r.text()) + str(r.data(HTML_ROLE)) for r in rows]
    assert all("Stairs to Infinity" in s for s in shown)
    assert not any(re.search(r"#\d+", s) for s in shown), shown
    assert dialog.options.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    for key in ("up", "down", "confirm"):
        size = dialog.buttons[key].size()
        assert min(size.width(), size.height()) >= 44
    qtbot.keyClick(dialog.options, Qt.Key.Key_Return)
    assert _state(win).pending_choice is None
    assert [i.source for i in _state(win).stack] == ["Stairs to Infinity"] * 2


class _Recorder:
    """Stands in for the bridge: records what the form sends."""

    def __init__(self) -> None:
        self.cards = default_cards()
        self.sent: list[Any] = []

    def try_apply(self, action: Any) -> str | None:
        self.sent.append(action)
        return None


def test_identical_abilities_offer_keep_this_order(qtbot) -> None:  # type: ignore[no-untyped-def]
    item = {"id": 4, "kind": "trigger", "source": "Stairs to Infinity", "controller": "Ann",
            "text": "Whenever you roll the planar die, draw a card.", "reason": "",
            "info": {}, "effect": "Draw a card."}
    choice = {"player": "Ann", "kind": "order", "prompt": "the order of 2 triggered abilities",
              "options": [f"#4 {item['source']}: {item['text']}",
                          f"#5 {item['source']}: {item['text']}"],
              "cards": [], "items": [item, {**item, "id": 5}]}
    bridge = _Recorder()
    form = ChoiceForm(bridge, choice)  # type: ignore[arg-type]
    qtbot.addWidget(form)
    assert "up" not in form.buttons and form.buttons["keep"].text() == "Keep this order"
    qtbot.mouseClick(form.buttons["keep"], Qt.MouseButton.LeftButton)
    assert bridge.sent == [Choose(tuple(choice["options"]))]


def test_a_180_degree_overlay_maps_a_click_to_its_turned_button(qtbot) -> None:  # type: ignore[no-untyped-def]
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(1280, 720)
    host.show()
    overlay = SeatOverlay(host)
    seen: list[Any] = []

    def answer() -> None:  # runs while the question waits
        form = overlay.content()
        assert isinstance(form, ConfirmForm)
        seen.append(overlay.isVisible() and overlay.geometry() == host.rect())
        yes = overlay.map_from_content(form.yes_button,
                                       QPointF(form.yes_button.rect().center()))
        no = overlay.map_from_content(form.no_button, QPointF(form.no_button.rect().center()))
        seen.append(yes.x() < no.x())  # upside down: Yes (right of No for Cid) is left
        qtbot.mouseClick(overlay.view.viewport(), Qt.MouseButton.LeftButton,
                         pos=yes.toPoint())

    QTimer.singleShot(0, answer)
    assert ask_yes_no(overlay, "Leave game", "Cid leaves the game?", 180) is True
    assert seen == [True, True] and not overlay.isVisible()

    def say_no() -> None:
        qtbot.keyClick(overlay.view, Qt.Key.Key_Escape)

    QTimer.singleShot(0, say_no)
    assert ask_yes_no(overlay, "Leave game", "Cid leaves the game?", 180) is False


@pytest.mark.parametrize("angle", [0, 90, 180, 270])
def test_the_overlay_fits_a_720p_host_with_five_cards(qtbot, angle: int) -> None:  # type: ignore[no-untyped-def]
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(1280, 720)
    host.show()
    bridge = EngineBridge(default_cards())
    setup = NewGame(players=("Ann", "Bob"), decks=(("Ann", TUNNEL_DECK), ("Bob", tuple(deck()))),
                    shuffle=False, starting_player="Ann")
    assert bridge.new_game(setup)
    for action in (Goto(Step.PRECOMBAT_MAIN), Planeswalk(), Resolve()):
        assert bridge.apply(action)
    assert bridge.view is not None
    overlay = SeatOverlay(host)
    form = ChoiceForm(bridge, bridge.view["pending_choice"])
    form.hide_requested.connect(overlay.hide_content)
    overlay.show_content(form, angle, closable=False)
    rect = overlay.content_rect()
    assert _inside(QRect(0, 0, 1280, 720), rect)
    qtbot.keyClick(overlay.view, Qt.Key.Key_Escape)  # Esc puts it away
    assert not overlay.isVisible()
    overlay.show_again()
    assert overlay.isVisible() and overlay.content() is form


def _inside(outer: QRect, inner: Any) -> bool:
    return (inner.left() >= outer.left() - 0.5 and inner.top() >= outer.top() - 0.5
            and inner.right() <= outer.right() + 1.5 and inner.bottom() <= outer.bottom() + 1.5)


def test_on_a_flat_table_the_top_seat_answers_on_an_overlay_turned_to_it(
        qtbot, flat: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Review defect 20: every choice faced the bottom seat. Bob sits at the top (180°)."""
    win = flat
    _stairs_game(win, first="Bob")
    assert win.seats.rotation_of("Bob") == 180
    win.bridge.apply(Roll(DieFace.CHAOS))
    qtbot.waitUntil(lambda: win._choice_overlay is not None and win._choice_overlay.isVisible())
    overlay = win._choice_overlay
    assert overlay is not None and overlay.angle == 180 and _no_dialog(win)
    rolls = dict(_state(win).rolls_this_turn)
    qtbot.keyClick(overlay.view, Qt.Key.Key_Space)  # modal to the table: no roll under it
    assert _state(win).rolls_this_turn == rolls
    qtbot.keyClick(overlay.view, Qt.Key.Key_Escape)
    assert not overlay.isVisible() and win.choice_bar.answer_button.isVisible()
    qtbot.mouseClick(win.choice_bar.answer_button, Qt.MouseButton.LeftButton)
    assert overlay.isVisible()
    form = overlay.content()
    assert isinstance(form, ChoiceForm)
    confirm = form.buttons["confirm"]
    point = overlay.map_from_content(confirm, QPointF(confirm.rect().center()))
    qtbot.mouseClick(overlay.view.viewport(), Qt.MouseButton.LeftButton, pos=point.toPoint())
    assert _state(win).pending_choice is None and not overlay.isVisible()


def test_on_a_flat_table_leaving_is_confirmed_facing_the_seat(qtbot, flat: MainWindow) -> None:  # type: ignore[no-untyped-def]
    win = flat
    _stairs_game(win)
    seen: list[Any] = []

    def answer() -> None:  # runs while the question waits
        overlay = win._confirm_overlay
        assert overlay is not None
        form = overlay.content()
        assert isinstance(form, ConfirmForm)
        seen.extend([overlay.isVisible(), overlay.angle, form.message.text(),
                     _state(win).find_player("Bob").in_game])
        point = overlay.map_from_content(form.yes_button,
                                         QPointF(form.yes_button.rect().center()))
        qtbot.mouseClick(overlay.view.viewport(), Qt.MouseButton.LeftButton,
                         pos=point.toPoint())

    QTimer.singleShot(0, answer)
    qtbot.mouseClick(win.seats.panel("Bob").leave_button, Qt.MouseButton.LeftButton)
    visible, angle, message, still_in = seen
    assert visible and angle == 180 and still_in  # nothing happened before the answer
    assert message.startswith("Bob leaves the game?") and "800.4a" in message
    assert not _state(win).find_player("Bob").in_game


def test_event_horizon_modes_show_as_whole_buttons_one_under_the_other(
        qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Issue 12 (700.2a): the mode of Event Horizon's one chaos ability is asked as it goes on
    the stack; each mode is a button with its whole text, and pressing one answers."""
    win = window
    setup = NewGame(players=("Ann", "Bob"), decks=(
        ("Ann", tuple(deck("Event Horizon"))), ("Bob", tuple(deck()))),
        shuffle=False, starting_player="Ann")
    assert win.bridge.new_game(setup)
    win.bridge.apply(Goto(Step.PRECOMBAT_MAIN))
    win.bridge.apply(Roll(face=DieFace.CHAOS))
    dialog = _visible_dialog(qtbot, win)
    dialog.place(SCREEN_720P)
    assert SCREEN_720P.contains(dialog.geometry())
    form = dialog.form
    modes = ["Draw four cards.", "Destroy target permanent.",
             "You may return target creature card from your graveyard to the battlefield."]
    assert list(form.buttons) == modes
    tops = [form.buttons[m].mapTo(form, QPoint(0, 0)).y() for m in modes]
    assert tops == sorted(tops) and len(set(tops)) == 3  # stacked, not side by side
    for mode in modes:
        button = form.buttons[mode]
        assert button.text() == mode
        assert button.fontMetrics().horizontalAdvance(mode) <= button.width()  # not cut
    qtbot.mouseClick(form.buttons[modes[1]], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: _no_dialog(win))
    (item,) = _state(win).stack
    assert item.mode == "Destroy target permanent."


def test_eloren_wilds_target_players_are_buttons(qtbot) -> None:  # type: ignore[no-untyped-def]
    item = {"id": 4, "kind": "chaos", "source": "Eloren Wilds", "controller": "Ann",
            "text": "Whenever chaos ensues, target player can't cast spells until a player "
                    "planeswalks.", "reason": "chaos ensued", "info": {},
            "effect": "Target player can't cast spells until a player planeswalks.",
            "targets": [], "mode": None}
    choice = {"player": "Ann", "kind": "target", "prompt": "Eloren Wilds: choose target player",
              "options": ["Ann", "Bob", "Cy"], "cards": [], "items": [item]}
    bridge = _Recorder()
    form = ChoiceForm(bridge, choice)  # type: ignore[arg-type]
    qtbot.addWidget(form)
    assert [b.text() for b in form.buttons.values()] == ["Ann", "Bob", "Cy"]
    qtbot.mouseClick(form.buttons["Bob"], Qt.MouseButton.LeftButton)
    assert bridge.sent == [Choose(1)]


def test_the_stack_shows_the_target_chosen_as_it_went_on(
        qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    win = window
    setup = NewGame(players=("Ann", "Bob"), decks=(
        ("Ann", tuple(deck("Eloren Wilds"))), ("Bob", tuple(deck()))),
        shuffle=False, starting_player="Ann")
    assert win.bridge.new_game(setup)
    win.bridge.apply(Goto(Step.PRECOMBAT_MAIN))
    win.bridge.apply(Roll(face=DieFace.CHAOS))
    dialog = _visible_dialog(qtbot, win)
    assert list(dialog.form.buttons) == ["Ann", "Bob"]
    qtbot.mouseClick(dialog.form.buttons["Bob"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: _no_dialog(win))
    (shown,) = win.stack_view.items()
    assert shown.controller_label.text() == "Controller: Ann · Target: Bob"
