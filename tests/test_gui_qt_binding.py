"""The Qt binding must not leak or drop references on ordinary calls.

PySide6 6.12.0 decrements None's reference count on every void method call; on Python
3.11 a long game then aborts with "none_dealloc". pyproject excludes that release."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QLabel, QPushButton


def test_widget_calls_keep_none_alive(qtbot) -> None:  # type: ignore[no-untyped-def]
    label, button = QLabel("x"), QPushButton("y")
    qtbot.addWidget(label)
    qtbot.addWidget(button)
    before = sys.getrefcount(None)
    for i in range(2000):
        label.setText(str(i))
        button.setEnabled(i % 2 == 0)
    # Other code may take or release a few references meanwhile; a leak is thousands.
    assert abs(sys.getrefcount(None) - before) < 100
