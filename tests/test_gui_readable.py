"""The side panels read at a glance: the stack shows three items whole in a small panel,
symbols are drawn (never "{2}"), Roll says why it can't be used, refusals are notices."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import Qt

pytest.importorskip("pytestqt")

from PySide6.QtWidgets import QLabel, QWidget
from test_gui_panels import make_bridge, show, state

from desktop.bridge import EngineBridge
from desktop.table.die_panel import DiePanel
from desktop.table.log_view import LogView
from desktop.table.stack_view import StackView
from desktop.table.turn_bar import TurnBar
from desktop.theme import DARK, LIGHT, TOUCH
from engine.actions import Chaos, Leave, NextTurn, Resolve, Roll
from engine.domain import DieFace, RollSource, Step

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


def three_on_the_stack() -> EngineBridge:
    """Krosa's chaos ability twice (it adds {W}{U}{B}{R}{G}) and the planeswalking ability."""
    bridge = make_bridge(ann_top="Krosa")
    assert bridge.apply(Roll(DieFace.CHAOS, RollSource.MANUAL))
    assert bridge.apply(Chaos())
    assert bridge.apply(Roll(DieFace.PLANESWALKER, RollSource.MANUAL, effect=True))
    assert len(state(bridge).stack) == 3
    return bridge


def label_texts(widget: QWidget) -> list[str]:
    return [label.text() for label in widget.findChildren(QLabel)]


def notices(bridge: EngineBridge) -> list[tuple[str, str]]:
    got: list[tuple[str, str]] = []
    bridge.notice.connect(lambda text, tone: got.append((text, tone)))
    return got


# -- the stack --------------------------------------------------------------------------------

@pytest.mark.parametrize("theme", [DARK, LIGHT], ids=["dark", "light"])
def test_three_stack_items_fit_whole_in_a_small_panel(qtbot, theme) -> None:
    bridge = three_on_the_stack()
    stack = StackView(bridge)
    stack.set_theme(theme)
    show(qtbot, stack, 360, 330)
    qtbot.wait(10)
    viewport = stack.scroll_area.viewport()
    items = stack.items()
    assert len(items) == 3
    for item in items:
        top_left = item.mapTo(viewport, item.rect().topLeft())
        bottom_right = item.mapTo(viewport, item.rect().bottomRight())
        assert viewport.rect().contains(top_left) and viewport.rect().contains(bottom_right), (
            item.source_label.text(), top_left, bottom_right, viewport.size())
        assert item.remove_button is not None
        assert item.remove_button.height() >= theme.px(TOUCH)
        assert item.remove_button.width() >= theme.px(TOUCH)
        # Nothing cut sideways: the controller is whole.
        assert item.controller_label.width() >= item.controller_label.sizeHint().width()
    assert stack.resolve_button.height() >= theme.px(TOUCH)
    assert not any("{" in text for text in label_texts(stack))
    assert "<img" in items[1].text_label.text()  # Krosa's mana drawn as symbols


def test_waiting_triggers_are_not_an_empty_stack(qtbot) -> None:
    view = {"stack": [], "waiting_triggers": [
        {"id": 7, "kind": "trigger", "source": "Naar Isle", "controller": "Ann",
         "text": "At the beginning of your upkeep, ...", "reason": "upkeep", "info": {},
         "effect": "put a flame counter on Naar Isle"}],
        "pending_choice": {"player": "Lucia", "kind": "order", "prompt": "the order",
                           "options": []}}
    stack = StackView(make_bridge())
    show(qtbot, stack, 360, 330)
    stack.refresh(view)
    assert stack.empty_label.isHidden() and stack.waiting_title.isVisible()
    assert len(stack.waiting_items()) == 1
    # The choice is the list's first row, under the header, never over it.
    assert stack.choice_label.isVisible()
    assert stack.choice_label.text() == "Waiting for Lucia to choose: the order"
    assert stack.choice_label.parentWidget() is not stack
    header_bottom = stack.resolve_button.geometry().bottom()
    assert stack.choice_label.mapTo(stack, stack.choice_label.rect().topLeft()).y() > header_bottom


def test_a_refused_resolve_is_a_notice(qtbot) -> None:
    bridge = make_bridge()
    stack = show(qtbot, StackView(bridge), 360, 330)
    assert isinstance(stack, StackView)
    got = notices(bridge)
    assert not stack.resolve_top()
    assert got and got[-1][1] == "error" and got[-1][0].startswith("Nothing changed:")
    assert stack.last_notice == got[-1][0]


# -- the die panel ----------------------------------------------------------------------------

def test_die_panel_draws_symbols_and_says_why_roll_is_off(qtbot) -> None:
    bridge = make_bridge()
    die = show(qtbot, DiePanel(bridge), 360, 400)
    assert isinstance(die, DiePanel)
    assert die.roll_button.isEnabled() and die.status_text() == ""
    assert bridge.apply(Roll(DieFace.CHAOS, RollSource.MANUAL))  # Akoum's ability waits
    qtbot.waitUntil(lambda: not die.is_animating, timeout=2000)
    assert not die.roll_button.isEnabled()
    assert die.roll_button.toolTip().startswith("116.2i")  # the engine's reason, rule first
    assert die.status_text().startswith("Ann may roll the planar die only while")
    assert not any("{" in text for text in label_texts(die))
    assert "{" not in die.roll_button.text()
    for button in die.manual_buttons.values():
        assert min(button.width(), button.height()) >= DARK.px(TOUCH)


def test_die_panel_keeps_its_height_whatever_it_says(qtbot) -> None:
    bridge = make_bridge()
    die = show(qtbot, DiePanel(bridge), 360, 400)
    assert isinstance(die, DiePanel)
    height = die.sizeHint().height()
    die.set_source("camera", "Camera unplugged: camera 0 can't be opened; enter rolls by "
                   "hand with the buttons below", "warn")
    bridge.apply(Roll(DieFace.CHAOS, RollSource.MANUAL))
    qtbot.waitUntil(lambda: not die.is_animating, timeout=2000)
    got = notices(bridge)
    die.roll()  # refused: a notice for the table, nothing in the panel's layout
    assert got and got[-1][1] == "error"
    assert die.sizeHint().height() == height
    big = DARK.scaled(1.5)
    die.set_theme(big)
    assert die.sizeHint().height() > height  # it grows with the interface size only


def test_a_new_game_starts_without_the_old_roll_and_undo_shows_the_right_one(qtbot) -> None:
    bridge = make_bridge()
    die = show(qtbot, DiePanel(bridge), 360, 400)
    assert isinstance(die, DiePanel)
    bridge.apply(Roll(DieFace.CHAOS, RollSource.MANUAL))
    bridge.apply(Resolve())
    bridge.apply(Roll(DieFace.BLANK, RollSource.MANUAL))
    qtbot.waitUntil(lambda: not die.is_animating, timeout=2000)
    assert die.result_label.text() == "Blank"
    assert bridge.undo()
    assert die.result_label.text() == "Chaos" and "cost (0)" in die.detail_text()
    assert bridge.redo()
    qtbot.waitUntil(lambda: not die.is_animating, timeout=2000)
    assert die.result_label.text() == "Blank" and "cost (1)" in die.detail_text()
    assert bridge.game is not None and bridge.game.setup is not None
    assert bridge.new_game(bridge.game.setup)  # a rematch: same players and decks
    assert die.last_roll is None and die.result_label.text() == "No roll yet"
    assert die.detail_text() == ""


def test_space_at_the_untap_step_goes_to_the_upkeep_trigger(qtbot) -> None:
    """Defect 35 (502.4, 116.2i): Naar Isle triggers at the upkeep; Roll (Space) from the
    untap step goes there itself, and the table is told what to do next."""
    bridge = make_bridge(ann_top="Naar Isle")
    die = show(qtbot, DiePanel(bridge), 360, 400)
    assert isinstance(die, DiePanel)
    assert state(bridge).step is Step.UNTAP
    assert die.roll_button.isEnabled()  # it goes to the upkeep first, as Space does
    assert "upkeep" in die.status_text()
    got = notices(bridge)
    qtbot.mouseClick(die.roll_button, Qt.MouseButton.LeftButton)
    assert state(bridge).step is Step.UPKEEP and len(state(bridge).stack) == 1
    assert state(bridge).rolls == ()
    assert got[-1][1] == "info" and got[-1][0].startswith("Stopped at the upkeep: Naar Isle")


# -- the turn bar -----------------------------------------------------------------------------

def test_turn_bar_draws_the_cost_and_goes_dead_at_game_over(qtbot) -> None:
    bridge = make_bridge()
    bar = show(qtbot, TurnBar(bridge), 360, 140)
    assert isinstance(bar, TurnBar)
    assert not any("{" in text for text in label_texts(bar))
    height = bar.sizeHint().height()
    for button in (bar.next_step_button, bar.next_turn_button):
        assert button.height() >= DARK.px(TOUCH) and button.isEnabled()
    assert bridge.apply(Leave("Bob"))  # Ann is the last one left: she wins (104.2a)
    assert bar.turn_label.text() == "Game over · Ann wins"
    assert not bar.next_step_button.isEnabled() and not bar.next_turn_button.isEnabled()
    got = notices(bridge)
    assert not bar.next_step()
    assert got[-1][1] == "error" and "104.2a" in got[-1][0]
    assert bar.sizeHint().height() == height


# -- the game log -----------------------------------------------------------------------------

def last_row_whole(log: LogView) -> bool:
    lw = log.list_widget
    rect = lw.visualItemRect(lw.item(lw.count() - 1))
    return rect.bottom() <= lw.viewport().height() and rect.height() > 0


def test_the_log_follows_a_new_game_to_its_last_line(qtbot) -> None:
    bridge = make_bridge()
    log = show(qtbot, LogView(bridge), 300, 160)
    assert isinstance(log, LogView)
    for _ in range(4):
        assert bridge.apply(NextTurn())
    qtbot.waitUntil(lambda: last_row_whole(log), timeout=2000)
    bar = log.list_widget.verticalScrollBar()
    bar.setValue(0)  # the table scrolls up to read the start
    assert not log.follows_newest
    assert bridge.apply(NextTurn())
    assert bar.value() == 0  # kept where they were reading
    assert bridge.game is not None and bridge.game.setup is not None
    assert bridge.new_game(bridge.game.setup)  # a new game: read from its newest line
    assert bridge.apply(NextTurn())
    assert log.follows_newest
    qtbot.waitUntil(lambda: last_row_whole(log) and bar.value() == bar.maximum(), timeout=2000)
    assert not any("{" in row for row in log.entries())


@pytest.mark.parametrize("theme", [DARK, LIGHT], ids=["dark", "light"])
def test_rolls_only_and_the_scroll_bar_wear_the_theme(qtbot, theme) -> None:
    log = LogView(make_bridge())
    log.set_theme(theme)
    show(qtbot, log, 300, 160)
    sheet = log.styleSheet()
    assert "QCheckBox::indicator" in sheet and theme.muted in sheet
    assert "QScrollBar::handle:vertical" in sheet and theme.panel_border in sheet
