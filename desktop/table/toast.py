"""Short messages for the table, drawn over the planes: a refusal with its rule, a note
from the camera or the dice tower, a failed autosave.

A toast never takes room from anything: it is painted over the card area, so a message can
never push a seat off the screen or make the layout jump. It fades after a few seconds
(errors stay longer), lets every tap through to the table, and it turns with the card so the player
the card faces can read it.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPaintEvent,
    QPen,
    QTextOption,
    QTransform,
)
from PySide6.QtWidgets import QWidget

from desktop.engine_text import for_players
from desktop.theme import DARK, Theme

log = logging.getLogger(__name__)

SHOW_MS = {"error": 9000, "warn": 7000, "info": 4500}
"""How long a toast stays, by tone: a refusal must be read, a note only glanced at."""
MAX_LINES = 4


class Toast(QWidget):
    """One message at a time, at the bottom of its parent (the reader's bottom when the
    card is turned), as wide as needed up to most of the parent's width."""

    dismissed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._theme: Theme = DARK
        self._text = ""
        self._tone = "info"
        self._angle = 0
        self._box = QRectF()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.dismiss)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.hide()

    # -- public ----------------------------------------------------------------------------
    @property
    def text(self) -> str:
        return self._text

    @property
    def tone(self) -> str:
        return self._tone

    def show_message(self, text: str, tone: str = "info") -> None:
        """Show ``text`` now (replacing any message shown), for a while that suits its tone."""
        text = " ".join(for_players(text).split())
        if not text:
            return
        self._text, self._tone = text, tone if tone in SHOW_MS else "info"
        log.debug("toast (%s): %s", self._tone, text)
        self._timer.start(SHOW_MS[self._tone])
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.raise_()
        self.show()
        self._layout()
        self.update()

    def dismiss(self) -> None:
        self._timer.stop()
        if self.isVisible():
            self.hide()
            self.dismissed.emit()

    def set_theme(self, theme: Theme) -> None:
        self._theme = theme
        self._layout()
        self.update()

    def set_angle(self, angle: int) -> None:
        """Turn the message toward the reader: 0 (bottom), 90 (left), 180 (top), -90."""
        if angle != self._angle:
            self._angle = angle
            self._layout()
            self.update()

    def message_rect(self) -> QRectF:
        """Where the message box is, in this widget's coordinates (after turning)."""
        return self._transform_rect(self._box)

    # -- geometry --------------------------------------------------------------------------
    def _reader_size(self) -> tuple[float, float]:
        w, h = float(self.width()), float(self.height())
        return (h, w) if self._angle in (90, -90, 270) else (w, h)

    def _font(self) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(self._theme.px(17))
        font.setBold(self._tone == "error")
        return font

    def _layout(self) -> None:
        if not self._text:
            self._box = QRectF()
            return
        w, h = self._reader_size()
        pad = self._theme.px(14)
        metrics = QFontMetricsF(self._font())
        max_w = max(40.0, w * 0.86 - 2 * pad)
        bound = metrics.boundingRect(QRectF(0, 0, max_w, metrics.lineSpacing() * MAX_LINES),
                                     int(Qt.TextFlag.TextWordWrap), self._text)
        box_w = min(max_w, bound.width()) + 2 * pad
        box_h = min(bound.height(), metrics.lineSpacing() * MAX_LINES) + 2 * pad * 0.7
        margin = self._theme.px(16)
        self._box = QRectF(-box_w / 2, h / 2 - margin - box_h, box_w, box_h)

    def _transform_rect(self, r: QRectF) -> QRectF:
        t = QTransform()
        t.translate(self.width() / 2, self.height() / 2)
        t.rotate(self._angle)
        return t.mapRect(r)

    # -- painting --------------------------------------------------------------------------
    def resizeEvent(self, event: object) -> None:  # a Qt override
        self._layout()

    def paintEvent(self, event: QPaintEvent) -> None:  # a Qt override
        if not self._text or self._box.isEmpty():
            return
        t = self._theme
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.translate(QPointF(self.width() / 2, self.height() / 2))
        p.rotate(self._angle)
        edge = {"error": t.danger, "warn": t.accent}.get(self._tone, t.panel_border)
        bg = QColor(t.panel)  # opaque: the card's owner line showed through the words
        p.setPen(QPen(QColor(edge), max(2.0, t.px(3))))
        p.setBrush(bg)
        radius = t.px(12)
        p.drawRoundedRect(self._box, radius, radius)
        pad = t.px(14)
        p.setFont(self._font())
        p.setPen(QColor(t.text))
        option = QTextOption(Qt.AlignmentFlag.AlignCenter)
        option.setWrapMode(QTextOption.WrapMode.WordWrap)
        p.drawText(self._box.adjusted(pad, pad * 0.7, -pad, -pad * 0.7), self._text, option)
        p.end()
