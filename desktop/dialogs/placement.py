"""Where a dialog opens and how big it may be: never larger than the screen it opens on,
centred on the window it belongs to (review defects 15, 21 and 25: a wizard whose buttons
were below a 1280×720 screen's edge, prompts at the screen's top-left, a dialog widened past
the screen by one long line).

Also: a dropdown whose items are never elided (defect 23, "Deck …ilder")."""

from __future__ import annotations

import logging

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QComboBox, QWidget

log = logging.getLogger(__name__)

FRAME_ALLOWANCE = QSize(16, 48)
"""Room left for the window manager's title bar and borders around a dialog's contents."""
TITLE_BAR = 32
"""The part of ``FRAME_ALLOWANCE`` above the contents."""


def available_geometry(parent: QWidget | None) -> QRect:
    """The usable area (task bars excluded) of the screen the parent window is on."""
    screen = parent.window().screen() if parent is not None else None
    if screen is None:
        screen = QGuiApplication.primaryScreen()
    if screen is None:  # no screen at all: nothing sensible to fit to
        return QRect(0, 0, 1280, 720)
    return screen.availableGeometry()


def fitted_rect(wanted: QSize, available: QRect, around: QRect | None) -> QRect:
    """A rectangle of ``wanted`` size (shrunk to fit ``available`` less the window frame),
    centred on ``around`` (or on the available area), kept inside the available area."""
    width = max(1, min(wanted.width(), available.width() - FRAME_ALLOWANCE.width()))
    height = max(1, min(wanted.height(), available.height() - FRAME_ALLOWANCE.height()))
    centre = (around if around is not None and around.isValid() else available).center()
    rect = QRect(QPoint(0, 0), QSize(width, height))
    rect.moveCenter(centre)
    left = min(max(rect.left(), available.left()), available.right() + 1 - width)
    below = FRAME_ALLOWANCE.height() - TITLE_BAR
    top = min(max(rect.top(), available.top() + TITLE_BAR),
              available.bottom() + 1 - height - below)
    rect.moveTopLeft(QPoint(left, max(top, available.top())))
    return rect


def fit_and_centre(dialog: QWidget, parent: QWidget | None = None,
                   wanted: QSize | None = None) -> QRect:
    """Size ``dialog`` to ``wanted`` (default: its size hint), never larger than the usable
    area of the parent's screen, and centre it on the parent window; its maximum size
    becomes that area, so no later content can push it past the screen. Returns the
    geometry set."""
    parent = parent if parent is not None else dialog.parentWidget()
    available = available_geometry(parent if parent is not None else dialog)
    limit = QSize(max(1, available.width() - FRAME_ALLOWANCE.width()),
                  max(1, available.height() - FRAME_ALLOWANCE.height()))
    dialog.setMaximumSize(limit)
    size = wanted if wanted is not None else dialog.sizeHint()
    size = size.expandedTo(dialog.minimumSizeHint()).boundedTo(limit)
    around = None
    if parent is not None and parent.window().isVisible():
        around = parent.window().frameGeometry()
    rect = fitted_rect(size, available, around)
    dialog.resize(rect.size())
    dialog.move(rect.topLeft())
    log.debug("%s placed at %s", type(dialog).__name__, rect)
    return rect


def unelided(combo: QComboBox) -> QComboBox:
    """Show every item of ``combo`` whole: the box as wide as its longest item and the
    open list never eliding text."""
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
    view = combo.view()
    view.setTextElideMode(Qt.TextElideMode.ElideNone)
    metrics = combo.fontMetrics()
    widest = max((metrics.horizontalAdvance(combo.itemText(i)) for i in range(combo.count())),
                 default=0)
    view.setMinimumWidth(widest + 48)  # the item's margins and a scroll bar
    return combo
