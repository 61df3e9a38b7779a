"""How one space of the Eternities Map is painted, by the room it has.

- ``card``: the game's plane, the whole printed card (``CardPainter``).
- ``tile``: a neighbour beside or above the card: its name large (the one thing a table
  must read from across the room), the type line, and as much of the text as fits at a
  readable size (the whole card zooms in on hover or when chosen with the keys).
- ``edge``: a plane two steps away, its name in a thin strip at the map's edge.
- an empty space the game may hellride onto: a dashed outline, marked "Hellride".
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPalette,
    QPen,
    QTextDocument,
    QTextOption,
)

from desktop.rich_text import symbol_html
from desktop.symbols import draw_symbol
from desktop.table.card_view import SANS_FAMILIES, SERIF_FAMILIES, CardPainter
from desktop.theme import Theme
from engine.cards import Card

NAME_MIN = 13
NAME_MAX = 30
TEXT_MIN = 11
TEXT_MAX = 20
"""Font sizes (interface size 1) a tile draws at: the name never below ``NAME_MIN``."""
EDGE_TEXT = 12


def _tr(text: str) -> str:
    return QCoreApplication.translate("EternitiesMap", text)


def font(families: list[str], px: float, *, bold: bool = False) -> QFont:
    f = QFont()
    f.setFamilies(families)
    f.setPixelSize(max(1, round(px)))
    f.setBold(bold)
    f.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return f


def mix(a: QColor, b: QColor, t: float) -> QColor:
    return QColor.fromRgbF(a.redF() + (b.redF() - a.redF()) * t,
                           a.greenF() + (b.greenF() - a.greenF()) * t,
                           a.blueF() + (b.blueF() - a.blueF()) * t)


def frame_colour(theme: Theme, card: Card) -> QColor:
    frame = theme.color("card_frame")
    return mix(frame, theme.color("chaos"), 0.35) if card.is_phenomenon else frame


def ink_on(colour: QColor) -> QColor:
    return QColor("#f4f1ea") if colour.lightness() < 140 else QColor("#16181d")


def paint_card(painter: QPainter, rect: QRectF, card: Card, theme: Theme,
               counters: Sequence[tuple[str, int]] = (), text_scale: float = 1.0) -> QRectF:
    """The whole card, as large as ``rect`` holds; returns where it went."""
    card_painter = CardPainter(theme, text_scale)
    where = CardPainter.fit_card(rect)
    card_painter.paint(painter, where, card, counters=dict(counters))
    return where


class TilePainter:
    """Paints neighbours as tiles; keeps the text fits it found (a tile repaints often while
    a move slides or a hover zooms)."""

    def __init__(self, theme: Theme) -> None:
        self.theme = theme
        self._text_px: dict[tuple[str, int, int], float] = {}

    def paint_tile(self, painter: QPainter, rect: QRectF, card: Card,
                   counters: Sequence[tuple[str, int]] = ()) -> None:
        t = self.theme
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        w, h = rect.width(), rect.height()
        radius = min(w, h) * 0.07
        frame = frame_colour(t, card)
        grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        grad.setColorAt(0.0, frame.lighter(130))
        grad.setColorAt(1.0, frame.darker(120))
        painter.setPen(QPen(frame.lighter(170), max(1.0, t.px(1.5))))
        painter.setBrush(grad)
        painter.drawRoundedRect(rect, radius, radius)
        ink = ink_on(frame)
        muted = mix(ink, frame, 0.3)
        pad = max(3.0, min(w, h) * 0.05, t.px(5))
        inner = rect.adjusted(pad, pad * 0.7, -pad, -pad * 0.7)

        # Counters first: a chip at the top right, the name takes what is left of the line.
        # A banner (wide and short) has no room for the text: its name takes the room.
        share = 0.3 if h < w * 0.5 else 0.16
        name_px = min(max(h * share, t.px(NAME_MIN)), t.px(NAME_MAX))
        right = inner.right()
        if counters:
            chip_font = font(SANS_FAMILIES, max(t.px(11), name_px * 0.7), bold=True)
            painter.setFont(chip_font)
            text = " ".join(f"{n} {k}" for k, n in counters)
            cw = QFontMetricsF(chip_font).horizontalAdvance(text) + t.px(10)
            cw = min(cw, inner.width() * 0.5)
            chip = QRectF(inner.right() - cw, inner.top(), cw, name_px * 1.25)
            painter.setPen(QPen(QColor("#1b1b1b"), 1))
            painter.setBrush(t.color("accent"))
            painter.drawRoundedRect(chip, chip.height() / 2, chip.height() / 2)
            painter.setPen(QColor("#1b1b1b"))
            painter.drawText(chip, int(Qt.AlignmentFlag.AlignCenter),
                             QFontMetricsF(chip_font).elidedText(
                                 text, Qt.TextElideMode.ElideRight, cw - t.px(6)))
            right = chip.left() - t.px(4)

        name_rect = QRectF(inner.left(), inner.top(), right - inner.left(), inner.height())
        name_font = font(SERIF_FAMILIES, name_px, bold=True)
        metrics = QFontMetricsF(name_font)
        # Never a word cut in two: the longest word fits the tile's width.
        longest = max((metrics.horizontalAdvance(word) for word in card.name.split()),
                      default=0.0)
        if longest > name_rect.width() > 0:
            name_px = max(float(t.px(NAME_MIN)), name_px * name_rect.width() / longest * 0.97)
            name_font = font(SERIF_FAMILIES, name_px, bold=True)
            metrics = QFontMetricsF(name_font)
        line = metrics.lineSpacing()
        two_lines = inner.height() >= line * 3.4 and \
            metrics.horizontalAdvance(card.name) > name_rect.width()
        painter.setFont(name_font)
        painter.setPen(ink)
        if two_lines:
            used = self._wrapped(painter, QRectF(name_rect.left(), name_rect.top(),
                                                 name_rect.width(), line * 2), card.name,
                                 name_font, ink)
        else:
            painter.drawText(QRectF(name_rect.left(), name_rect.top(), name_rect.width(),
                                    line),
                             int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                             metrics.elidedText(card.name, Qt.TextElideMode.ElideRight,
                                                name_rect.width()))
            used = line
        y = inner.top() + used

        # The type line, with the card-type icon.
        type_px = max(t.px(10), name_px * 0.62)
        type_font = font(SERIF_FAMILIES, type_px, bold=True)
        type_line = QFontMetricsF(type_font).lineSpacing()
        if y + type_line <= inner.bottom() + 1:
            icon = type_px * 1.1
            draw_symbol(painter, "phenomenon" if card.is_phenomenon else "plane",
                        QRectF(inner.left(), y + (type_line - icon) / 2, icon, icon), t.accent)
            painter.setFont(type_font)
            painter.setPen(muted)
            x = inner.left() + icon + t.px(4)
            painter.drawText(QRectF(x, y, inner.right() - x, type_line),
                             int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                             QFontMetricsF(type_font).elidedText(
                                 card.type_line, Qt.TextElideMode.ElideRight,
                                 inner.right() - x))
            y += type_line + t.px(3)

        # The text, in its box, while two lines of it fit at a readable size.
        box = QRectF(inner.left(), y, inner.width(), inner.bottom() - y)
        if box.height() >= 2.4 * t.px(TEXT_MIN) + 2 * t.px(4):
            self._paint_text(painter, box, card)
        painter.restore()

    @staticmethod
    def _wrapped(painter: QPainter, rect: QRectF, text: str, f: QFont, ink: QColor) -> float:
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WordWrap)
        painter.setFont(f)
        painter.setPen(ink)
        painter.save()
        painter.setClipRect(rect)
        painter.drawText(rect, text, option)
        painter.restore()
        bound = painter.boundingRect(rect, int(Qt.TextFlag.TextWordWrap), text)
        return min(rect.height(), bound.height())

    def _document(self, card: Card, px: float, width: float) -> QTextDocument:
        t = self.theme
        doc = QTextDocument()
        doc.setDocumentMargin(0)
        doc.setDefaultFont(font(SERIF_FAMILIES, px))
        doc.setHtml(symbol_html(card.oracle_text, round(px), chaos_colour=t.chaos,
                                planeswalker_colour=t.accent))
        doc.setTextWidth(width)
        return doc

    def _paint_text(self, painter: QPainter, box: QRectF, card: Card) -> None:
        t = self.theme
        pad = t.px(4)
        painter.setPen(QPen(t.color("card_text_box").darker(150), 1))
        painter.setBrush(t.color("card_text_box"))
        painter.drawRoundedRect(box, t.px(5), t.px(5))
        area = box.adjusted(pad, pad, -pad, -pad)
        key = (card.name, round(area.width()), round(area.height()))
        px = self._text_px.get(key)
        if px is None:
            px = float(t.px(TEXT_MIN))
            size = float(t.px(TEXT_MAX))
            while size > px:
                if self._document(card, size, area.width()).size().height() <= area.height():
                    px = size
                    break
                size -= max(0.5, t.px(1))
            if len(self._text_px) > 512:
                self._text_px.clear()
            self._text_px[key] = px
        doc = self._document(card, px, area.width())
        overflow = doc.size().height() > area.height() + 0.5
        painter.save()
        painter.setClipRect(area)
        painter.translate(area.topLeft())
        ctx = QAbstractTextDocumentLayout.PaintContext()
        palette = QPalette()
        palette.setColor(QPalette.ColorRole.Text, t.color("card_text"))
        ctx.palette = palette
        doc.documentLayout().draw(painter, ctx)
        painter.restore()
        if overflow:  # more on the card: fade the last line out (the zoom shows it all)
            fade_h = min(area.height(), px * 1.6)
            fade = QLinearGradient(QPointF(0, area.bottom() - fade_h), QPointF(0, area.bottom()))
            paper = t.color("card_text_box")
            clear = QColor(paper)
            clear.setAlphaF(0.0)
            fade.setColorAt(0.0, clear)
            fade.setColorAt(1.0, paper)
            painter.fillRect(QRectF(area.left(), area.bottom() - fade_h, area.width(),
                                    fade_h + pad * 0.5), fade)

    def paint_edge(self, painter: QPainter, rect: QRectF, names: Sequence[str]) -> None:
        """Planes two steps away: their names in a thin strip (upright text in a strip
        across, turned in a strip that runs up and down)."""
        t = self.theme
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(t.color("panel_border"), 1))
        painter.setBrush(t.color("panel"))
        r = min(rect.width(), rect.height()) * 0.3
        painter.drawRoundedRect(rect, r, r)
        text = " · ".join(names)
        f = font(SANS_FAMILIES, t.px(EDGE_TEXT), bold=True)
        painter.setFont(f)
        painter.setPen(t.color("muted"))
        metrics = QFontMetricsF(f)
        if rect.height() > rect.width():
            painter.translate(rect.center())
            painter.rotate(-90)
            along = QRectF(-rect.height() / 2, -rect.width() / 2, rect.height(), rect.width())
        else:
            along = QRectF(rect)
        along = along.adjusted(t.px(6), 0, -t.px(6), 0)
        painter.drawText(along, int(Qt.AlignmentFlag.AlignCenter),
                         metrics.elidedText(text, Qt.TextElideMode.ElideRight, along.width()))
        painter.restore()

    def paint_hellride(self, painter: QPainter, rect: QRectF, lit: bool) -> None:
        """An empty space the game may hellride onto."""
        t = self.theme
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        accent = t.color("accent")
        fill = QColor(accent)
        fill.setAlphaF(0.22 if lit else 0.08)
        pen = QPen(accent, t.px(3 if lit else 2), Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(fill)
        r = min(rect.width(), rect.height()) * 0.08
        inner = rect.adjusted(t.px(2), t.px(2), -t.px(2), -t.px(2))
        painter.drawRoundedRect(inner, r, r)
        label_px = min(max(t.px(13), inner.height() * 0.2), t.px(24))
        f = font(SANS_FAMILIES, label_px, bold=True)
        metrics = QFontMetricsF(f)
        icon = min(inner.height() - metrics.lineSpacing() - t.px(8), label_px * 2.2)
        text = _tr("Hellride")
        total = (icon + t.px(4) if icon >= label_px else 0) + metrics.lineSpacing()
        y = inner.center().y() - total / 2
        if icon >= label_px:
            draw_symbol(painter, "planeswalker",
                        QRectF(inner.center().x() - icon / 2, y, icon, icon), accent)
            y += icon + t.px(4)
        painter.setFont(f)
        painter.setPen(accent)
        painter.drawText(QRectF(inner.left(), y, inner.width(), metrics.lineSpacing()),
                         int(Qt.AlignmentFlag.AlignCenter),
                         metrics.elidedText(text, Qt.TextElideMode.ElideRight, inner.width()))
        painter.restore()
