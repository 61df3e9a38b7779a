"""The TV's status panel, painted large for a table across the room: whose turn it is, what
the table waits on while a choice is pending, the planar controller, and the last roll
this turn with its symbol.

It is drawn, not built from labels: nothing in it takes focus or reacts to the mouse, and
every line shrinks to its width rather than wrapping (the waiting line may take two rows
first). Beside the card (a wide screen) the
three parts stack in a column; under it (a 4:3 projector) they sit side by side.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from desktop.symbols import draw_symbol
from desktop.theme import DARK, Theme
from desktop.tv.summary import TvSummary, summarize

log = logging.getLogger(__name__)

MIN_PX = 14
"""No line is drawn smaller than this, however long it is (it is clipped instead)."""
UNIT_SHARE = 0.095
"""The largest line's height as a share of the screen's shorter side, full screen: a name
reads from 3-4 m on a TV (about 100 px on a 1080p screen)."""
WINDOW_UNIT_SHARE = 0.07
"""The same in an ordinary window on the table's screen: read from the laptop's chair, and
the card (or the map) beside it keeps room to be read."""


@dataclass(frozen=True, slots=True)
class _Line:
    text: str
    size: float
    """Font height as a fraction of the unit (see `TvStatus._unit`)."""
    colour: QColor
    bold: bool = False
    rows: int = 1
    """Rows it may wrap onto before it shrinks."""


@dataclass(frozen=True, slots=True)
class _Block:
    lines: tuple[_Line, ...]
    symbol: str | None = None
    symbol_colour: QColor | None = None


class TvStatus(QWidget):
    """Whose turn, the planar controller and the last roll, from a state view."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._theme: Theme = DARK
        self._summary = summarize(None)
        self._unit_share = UNIT_SHARE
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    @property
    def summary(self) -> TvSummary:
        """What is shown now."""
        return self._summary

    def set_theme(self, theme: Theme) -> None:
        self._theme = theme
        self.update()

    def set_windowed(self, windowed: bool) -> None:
        """Smaller lines in an ordinary window than full screen (see WINDOW_UNIT_SHARE)."""
        self._unit_share = WINDOW_UNIT_SHARE if windowed else UNIT_SHARE
        self.update()

    def set_summary(self, summary: TvSummary) -> None:
        if summary != self._summary:
            self._summary = summary
            self.setAccessibleName(" · ".join(self.texts()))
            self.update()

    def texts(self) -> list[str]:
        """Every line shown, top to bottom (for tests and screen readers)."""
        return [line.text for block in self._blocks() for line in block.lines if line.text]

    # -- what to draw -------------------------------------------------------------------
    def _seat_colour(self, seat: int | None) -> QColor:
        return QColor(self._theme.player(seat)) if seat is not None else self._theme.color("text")

    def _blocks(self) -> list[_Block]:
        t, s = self._theme, self._summary
        muted, text = t.color("muted"), t.color("text")
        blocks = [_Block((_Line(s.headline, 0.55, muted, True),
                          _Line(s.player, 1.0, self._seat_colour(s.player_seat), True),
                          _Line(s.step, 0.45, muted)))]
        if s.waiting:  # what the table waits on: answered on the laptop, said here
            blocks.append(_Block((_Line(s.waiting, 0.5, t.color("accent"), True, rows=2),)))
        if s.controller:
            blocks.append(_Block((_Line(self.tr("Planar controller"), 0.45, muted),
                                  _Line(s.controller, 0.8,
                                        self._seat_colour(s.controller_seat), True))))
        roll = s.roll
        if roll is None:
            blocks.append(_Block((_Line(self.tr("Last roll"), 0.45, muted),
                                  _Line(self.tr("No roll this turn"), 0.6, muted))))
        else:
            colour = {"chaos": QColor(t.chaos).lighter(150),
                      "planeswalker": t.color("accent")}.get(roll.face, text)
            symbol = roll.face if roll.face in ("chaos", "planeswalker") else None
            blocks.append(_Block((_Line(self.tr("Last roll"), 0.45, muted),
                                  _Line(roll.name, 1.0, colour, True),
                                  _Line(roll.detail, 0.45, text)), symbol, colour))
        return blocks

    # -- painting -----------------------------------------------------------------------
    def _unit(self) -> float:
        """The largest line's height in pixels: a share of the window's shorter side (see
        UNIT_SHARE)."""
        window = self.window()
        side = min(window.width(), window.height())
        return max(18.0, side * self._unit_share)

    def natural_width(self) -> float:
        """The width every line needs at its full size, with the blocks' padding: the
        column is made at least this wide where there is room."""
        unit = self._unit()
        widest = 0.0
        for block in self._blocks():
            for line in block.lines:
                if line.rows == 1 and line.text:
                    widest = max(widest, _font_for(line, line.size * unit)[1])
        return widest + 2 * unit * 0.3

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.fillRect(self.rect(), self._theme.color("window"))
        blocks = self._blocks()
        area = QRectF(self.rect())
        gap = self._unit() * 0.18
        if area.width() >= area.height() * 1.2:  # a strip under the card: side by side
            w = (area.width() - gap * (len(blocks) - 1)) / len(blocks)
            rects = [QRectF(area.left() + i * (w + gap), area.top(), w, area.height())
                     for i in range(len(blocks))]
        else:  # a column beside the card: stacked, each as tall as it needs
            heights = [self._block_height(b) for b in blocks]
            spare = area.height() - sum(heights) - gap * (len(blocks) - 1)
            scale = min(1.0, (area.height() - gap * (len(blocks) - 1)) / sum(heights))
            top = area.top() + max(0.0, spare) / 2 if scale >= 1.0 else area.top()
            rects = []
            for h in heights:
                rects.append(QRectF(area.left(), top, area.width(), h * scale))
                top += h * scale + gap
        for block, rect in zip(blocks, rects, strict=True):
            self._paint_block(painter, block, rect)
        painter.end()

    def _symbol_side(self) -> float:
        return self._unit() * 1.1

    def _block_height(self, block: _Block) -> float:
        unit = self._unit()
        pad = unit * 0.3
        lines = sum(line.size * unit * 1.25 * self._rows(line) for line in block.lines)
        if block.symbol is not None:
            lines += self._symbol_side() + pad * 0.5
        return lines + 2 * pad

    def _paint_block(self, painter: QPainter, block: _Block, rect: QRectF) -> None:
        t = self._theme
        unit = self._unit()
        pad = unit * 0.3
        painter.setPen(t.color("panel_border"))
        painter.setBrush(t.color("panel"))
        painter.drawRoundedRect(rect, pad, pad)
        scale = min(1.0, rect.height() / self._block_height(block))
        inner = rect.adjusted(pad, pad * scale, -pad, -pad * scale)
        y = inner.top()
        for i, line in enumerate(block.lines):
            if i == 1 and block.symbol is not None:  # under the block's caption
                side = min(self._symbol_side() * scale, inner.width())
                draw_symbol(painter, block.symbol,
                            QRectF(inner.center().x() - side / 2, y, side, side),
                            block.symbol_colour)
                y += side + pad * 0.5 * scale
            h = line.size * unit * 1.25 * scale * self._rows(line)
            self._paint_line(painter, line, QRectF(inner.left(), y, inner.width(), h),
                             line.size * unit * scale)
            y += h

    def _rows(self, line: _Line) -> int:
        """The rows ``line`` takes at the column's width: a line allowed two wraps when it
        would not fit on one at full size."""
        if line.rows == 1 or not line.text:
            return 1
        room = self.width() - 2 * self._unit() * 0.3
        return 1 if _font_for(line, line.size * self._unit())[1] <= room else line.rows

    def _paint_line(self, painter: QPainter, line: _Line, rect: QRectF, px: float) -> None:
        if not line.text:
            return
        font, width = _font_for(line, px)
        align = Qt.AlignmentFlag.AlignCenter
        if line.rows > 1 and width > rect.width() > 0:
            # Wrapped onto its rows; shrunk only as far as the rows need.
            align |= Qt.AlignmentFlag.AlignVCenter
            flags = int(align | Qt.TextFlag.TextWordWrap)
            while font.pixelSize() > MIN_PX:
                box = QFontMetricsF(font).boundingRect(rect, flags, line.text)
                if box.width() <= rect.width() and box.height() <= rect.height():
                    break
                font.setPixelSize(max(MIN_PX, int(font.pixelSize() * 0.92)))
            painter.setFont(font)
            painter.setPen(line.colour)
            painter.drawText(rect, flags, line.text)
            return
        if width > rect.width() > 0:  # shrink to fit the width rather than wrap
            font.setPixelSize(max(MIN_PX, int(font.pixelSize() * rect.width() / width)))
        painter.setFont(font)
        painter.setPen(line.colour)
        painter.drawText(rect, int(align), line.text)


def _font_for(line: _Line, px: float) -> tuple[QFont, float]:
    """The line's font at ``px`` and the width of its text on one row."""
    font = QFont()
    font.setBold(line.bold)
    font.setPixelSize(max(MIN_PX, round(px)))
    return font, QFontMetricsF(font).horizontalAdvance(line.text)
