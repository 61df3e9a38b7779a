"""The pending choice as a dialog (the upright table): a ``ChoiceForm`` in a window that fits
the screen and opens centred on the table window.

Closing it (✕, Esc) only hides it: the choice stays pending, the table's choice bar says so
and reopens it. The dialog stays open if the engine refuses an answer (showing why)."""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QDialog, QListWidget, QPushButton, QVBoxLayout, QWidget

from desktop.bridge import EngineBridge
from desktop.dialogs.choice_form import ORDERED_KINDS, ChoiceForm
from desktop.theme import DARK, Theme

log = logging.getLogger(__name__)

__all__ = ["ORDERED_KINDS", "ChoiceDialog", "fit_rect"]

SCREEN_MARGIN = 16
"""Room kept between the dialog and the screen's edges (window frame, taskbar shadow)."""


class ChoiceDialog(QDialog):
    """Asks ``choice["player"]`` the pending question; sends the answer to the bridge."""

    def __init__(self, bridge: EngineBridge, choice: dict[str, Any],
                 parent: QWidget | None = None, theme: Theme = DARK) -> None:
        super().__init__(parent)
        self.bridge = bridge
        self.choice = choice
        self.setWindowTitle(self.tr("{player} chooses").format(player=choice["player"]))
        self.form = ChoiceForm(bridge, choice, theme)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.form)
        self.form.answered.connect(self.accept)
        self.form.hide_requested.connect(self.reject)
        self.setMinimumWidth(min(theme.px(560), self._available().width()))

    # The form's parts, as the dialog's (tests and callers use these names).
    @property
    def options(self) -> QListWidget:
        return self.form.options

    @property
    def buttons(self) -> dict[str, QPushButton]:
        return self.form.buttons

    @property
    def error(self) -> Any:
        return self.form.error

    def ordered(self) -> list[str]:
        return self.form.ordered()

    def submit_order(self) -> None:
        self.form.submit_order()

    def submit(self, index: int) -> None:
        self.form.submit(index)

    # -- placement -------------------------------------------------------------------------
    def _available(self) -> QRect:
        parent = self.parentWidget()
        screen = (parent.screen() if parent is not None else None) or self.screen()
        return screen.availableGeometry()

    def showEvent(self, event: Any) -> None:
        self.place()
        super().showEvent(event)

    def place(self, avail: QRect | None = None) -> None:
        """Never larger than the screen's free area (``avail``, default the window's screen);
        centred on the table window."""
        avail = avail or self._available()
        parent = self.parentWidget()
        centre = parent.window().frameGeometry().center() if parent is not None \
            else avail.center()
        rect = fit_rect(self.sizeHint().expandedTo(self.minimumSizeHint()).toTuple(),
                        (avail.x(), avail.y(), avail.width(), avail.height()),
                        (centre.x(), centre.y()))
        self.setMaximumSize(max(1, avail.width() - 2 * SCREEN_MARGIN),
                            max(1, avail.height() - 2 * SCREEN_MARGIN))
        self.setGeometry(QRect(*rect))


def fit_rect(hint: tuple[int, int], avail: tuple[int, int, int, int],
             centre: tuple[int, int]) -> tuple[int, int, int, int]:
    """(x, y, w, h): ``hint`` shrunk into ``avail`` (less a margin), centred on ``centre``
    and moved inside ``avail``."""
    ax, ay, aw, ah = avail
    w = max(1, min(hint[0], aw - 2 * SCREEN_MARGIN))
    h = max(1, min(hint[1], ah - 2 * SCREEN_MARGIN))
    x = min(max(centre[0] - w // 2, ax + SCREEN_MARGIN), ax + aw - SCREEN_MARGIN - w)
    y = min(max(centre[1] - h // 2, ay + SCREEN_MARGIN), ay + ah - SCREEN_MARGIN - h)
    return x, y, w, h
