"""The computer's screens as a player names them: numbered from 1 in the system's order
(``QGuiApplication.screens()``), with their name and size, as View ▸ TV window lists them
and ``--tv-screen N`` counts them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication, QScreen


def screens() -> list[QScreen]:
    return list(QGuiApplication.screens())


def screen_number(screen: QScreen) -> int | None:
    """``screen``'s number from 1, or None once it is gone."""
    for i, s in enumerate(screens(), start=1):
        if s == screen:
            return i
    return None


def screen_label(number: int, screen: QScreen) -> str:
    """``Screen 2: HDMI-1 · 1920×1080`` (``Screen 2 · 1920×1080`` if it has no name)."""
    size = screen.size()
    name = screen.name() or screen.model()
    if not name:
        return QCoreApplication.translate("TvScreens", "Screen {n} · {w}×{h}").format(
            n=number, w=size.width(), h=size.height())
    return QCoreApplication.translate("TvScreens", "Screen {n}: {name} · {w}×{h}").format(
        n=number, name=name, w=size.width(), h=size.height())


def screen_by_number(number: int) -> QScreen | None:
    """The screen ``--tv-screen number`` means, or None if there is no such screen."""
    found = screens()
    return found[number - 1] if 1 <= number <= len(found) else None


def other_screen(table: QScreen | None) -> QScreen | None:
    """The screen for the TV when the player didn't say: the first one the table's window
    isn't on; None if the table's is the only one."""
    return next((s for s in screens() if s != table), None)
