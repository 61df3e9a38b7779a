"""Before any game (review defect 22): the welcome panel's buttons, and a die panel, turn
bar and stack whose controls are off until a game exists."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt

from desktop.bridge import EngineBridge
from desktop.table.die_panel import DiePanel
from desktop.table.stack_view import StackView
from desktop.table.turn_bar import TurnBar
from desktop.table.welcome import WelcomePanel
from desktop.theme import DARK, TOUCH
from engine.cards import default_cards

CARDS = default_cards()


def test_welcome_panel_buttons_and_the_demo(qtbot) -> None:
    bridge = EngineBridge(CARDS)
    panel = WelcomePanel(bridge, seed=3)
    qtbot.addWidget(panel)
    panel.set_theme(DARK.scaled(1.5))
    panel.resize(900, 650)
    panel.show()
    qtbot.waitExposed(panel)
    assert panel.isVisible()
    for button in (panel.new_game_button, panel.demo_button, panel.recent_button):
        assert button.height() >= DARK.scaled(1.5).px(TOUCH)
    with qtbot.waitSignal(panel.new_game_requested):
        qtbot.mouseClick(panel.new_game_button, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(panel.recent_requested):
        qtbot.mouseClick(panel.recent_button, Qt.MouseButton.LeftButton)
    assert bridge.view is None  # neither starts a game by itself
    with qtbot.waitSignal(panel.demo_started):
        qtbot.mouseClick(panel.demo_button, Qt.MouseButton.LeftButton)
    view = bridge.view
    assert view is not None and [p["name"] for p in view["players"]] == ["Ann", "Bob", "Cid",
                                                                         "Dee"]
    assert view["seed"] == 3 and bridge.game is not None and bridge.game.setup is not None
    assert all(len(d) >= 10 for _, d in bridge.game.setup.decks or ())  # 901.3
    assert not panel.isVisible()  # a game exists: the table takes over


def test_with_no_game_the_die_turn_and_stack_controls_are_off(qtbot) -> None:
    bridge = EngineBridge(CARDS)
    die, turn, stack = DiePanel(bridge), TurnBar(bridge), StackView(bridge)
    for widget in (die, turn, stack):
        qtbot.addWidget(widget)
        widget.show()
    die.set_source("manual", "ready")  # choosing a die source enables nothing without a game
    off = [die.roll_button, *die.manual_buttons.values(), turn.next_step_button,
           turn.next_turn_button, stack.resolve_button]
    assert [b.isEnabled() for b in off] == [False] * len(off)
    assert die.roll_button.text() == "Roll"  # no cost without a game
    WelcomePanel(bridge).start_demo()
    assert die.roll_button.isEnabled() and all(b.isEnabled() for b in die.manual_buttons.values())
    assert turn.next_step_button.isEnabled() and turn.next_turn_button.isEnabled()
