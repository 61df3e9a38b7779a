"""The side panels read at a glance: the stack shows three items whole in a small panel,
symbols are drawn (never "{2}"), Roll says why it can't be used, refusals are notices."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtWidgets import QLabel, QWidget
from test_gui_panels import make_bridge, show, state

from desktop.bridge import EngineBridge
from desktop.table.stack_view import StackView
from desktop.theme import DARK, LIGHT, TOUCH
from engine.actions import Chaos, Roll
from engine.domain import DieFace, RollSource

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
