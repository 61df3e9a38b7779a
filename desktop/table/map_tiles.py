"""How one space of the Eternities Map is painted, by the room it has.

- ``card``: the game's plane, the whole printed card (``CardPainter``).
- ``tile``: a neighbour beside or above the card: its name large and whole (the one thing
  a table must read from across the room; shrunk, then wrapped, before anything is cut),
  the type line with the counters, and as much of the rules text as fits, at the largest
  size at which it all fits (the whole card zooms in on hover or when picked).
- an empty space the game may hellride onto: a dashed outline, marked "Hellride".
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

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
)

from desktop.rich_text import symbol_html
from desktop.symbols import draw_symbol
from desktop.table.card_view import (
    SANS_FAMILIES,
    SERIF_FAMILIES,
    CardPainter,
    keep_symbols_with_punctuation,
)
from desktop.theme import Theme
from engine.cards import Card

NAME_MIN = 13
NAME_MAX = 30
TEXT_MIN = 11
TEXT_MAX = 18
"""Font sizes (interface size 1) a tile draws at: the name never below ``NAME_MIN``."""
NAME_FLOOR = 9
"""The least a name shrinks to in a very small tile before it is cut (with "…")."""
NAME_OF_CARD = 0.095
TEXT_OF_CARD = 0.065
"""A tile's largest name and text as shares of the game card's height (about its title's
and its short texts' sizes)."""


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
               counters: Sequence[tuple[str, int]] = (), text_scale: float = 1.0,
               mark: str | None = None) -> QRectF:
    """The whole card, as large as ``rect`` holds; returns where it went. ``mark`` says
    which text it is ("Printed text")."""
    card_painter = CardPainter(theme, text_scale)
    where = CardPainter.fit_card(rect)
    card_painter.paint(painter, where, card, counters=dict(counters), mark=mark)
    return where


@dataclass(frozen=True, slots=True)
class NameFit:
    """How a tile's name is set: its size and its lines (every word, in order, unless
    ``elided``: a name too long for the tile even at the least size ends in "…")."""

    px: float
    lines: tuple[str, ...]
    elided: bool = False
    condensed: bool = False
    """Set narrower: the name didn't fit whole even at the least size (a wide font, such
    as the DejaVu Serif that is all many Linux machines have)."""

    def font(self) -> QFont:
        return name_font(self.px, condensed=self.condensed)


def name_font(px: float, *, condensed: bool = False) -> QFont:
    f = font(SERIF_FAMILIES, px, bold=True)
    if condensed:
        f.setStretch(QFont.Stretch.Condensed)
    return f


def wrap_words(text: str, metrics: QFontMetricsF, width: float) -> list[str] | None:
    """``text`` broken into lines at spaces, each at most ``width`` wide; None when a word
    alone is wider."""
    lines: list[str] = []
    for word in text.split():
        if metrics.horizontalAdvance(word) > width:
            return None
        if lines and metrics.horizontalAdvance(lines[-1] + " " + word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def fit_name(name: str, width: float, height: float, start_px: float, min_px: float, *,
             one_line_share: float = 0.72, wrap_share: float = 0.85,
             condensed: bool = False) -> NameFit:
    """The name of a tile, whole: on one line if it fits there at ``one_line_share`` of
    ``start_px`` or more; else on as few lines as ``height`` holds, as large as fits from
    ``wrap_share`` of ``start_px`` (two huge lines would squeeze the text out) down to
    ``min_px``; only when even that fails does it end in "…"."""
    step = max(0.5, start_px / 40)

    def sizes(low: float) -> list[float]:
        out, px = [], start_px
        while px >= low - 1e-6:
            out.append(px)
            px -= step
        return out or [low]

    min_px = min(min_px, start_px)
    for px in sizes(max(min_px, start_px * one_line_share)):
        metrics = QFontMetricsF(name_font(px, condensed=condensed))
        if metrics.horizontalAdvance(name) <= width:
            return NameFit(px, (name,), condensed=condensed)
    start_px = max(min_px, start_px * wrap_share)
    for px in sizes(min_px):
        metrics = QFontMetricsF(name_font(px, condensed=condensed))
        lines = wrap_words(name, metrics, width)
        if lines is not None and len(lines) * metrics.lineSpacing() <= height + 0.5:
            return NameFit(px, tuple(lines), condensed=condensed)
    metrics = QFontMetricsF(name_font(min_px, condensed=condensed))
    rows = max(1, int((height + 0.5) // metrics.lineSpacing()))
    lines = wrap_words(name, metrics, width) or [name]
    if len(lines) <= rows and all(metrics.horizontalAdvance(li) <= width for li in lines):
        return NameFit(min_px, tuple(lines), condensed=condensed)
    kept = lines[:rows]
    rest = " ".join(lines[len(kept) - 1:])
    kept[-1] = metrics.elidedText(rest, Qt.TextElideMode.ElideRight, width)
    return NameFit(min_px, tuple(kept), elided=True, condensed=condensed)


@dataclass(frozen=True, slots=True)
class TileLayout:
    """Where a tile's parts went (for tests and the arrow badge)."""

    name: NameFit
    name_rect: QRectF
    type_rect: QRectF | None
    chip_rect: QRectF | None
    chip_text: str
    text_rect: QRectF | None
    text_px: float
    text_whole: bool
    """The whole rules text shows (no fade at the end)."""


class TilePainter:
    """Paints neighbours as tiles; keeps the text fits it found (a tile repaints often while
    a move slides or a hover zooms).

    ``boost`` multiplies the tile's least and largest font sizes: the TV, read from across a
    room, draws them larger than the table does."""

    def __init__(self, theme: Theme, boost: float = 1.0) -> None:
        self.theme = theme
        self.boost = boost
        self.card_height: float | None = None
        """The game's card on the map: a neighbour's name and text are never larger than
        its own (the card stays what the eye goes to first)."""
        self._text_px: dict[tuple[str, int, int, float], tuple[float, bool]] = {}

    def px(self, size: float) -> float:
        return float(self.theme.px(size)) * self.boost

    def _name_max(self) -> float:
        if self.card_height is None:
            return self.px(NAME_MAX)
        return min(self.px(NAME_MAX), max(self.px(NAME_MIN), self.card_height * NAME_OF_CARD))

    def _text_max(self) -> float:
        if self.card_height is None:
            return self.px(TEXT_MAX)
        return min(self.px(TEXT_MAX), max(self.px(TEXT_MIN), self.card_height * TEXT_OF_CARD))

    @staticmethod
    def badge_rect(rect: QRectF, badge: float, theme: Theme) -> QRectF:
        """Where a tile painted with a ``badge`` slot has it: its top left corner, left of
        the name."""
        inner = TilePainter._inner(rect, theme)
        return QRectF(inner.left(), inner.top(), badge, badge)

    @staticmethod
    def _inner(rect: QRectF, theme: Theme) -> QRectF:
        w, h = rect.width(), rect.height()
        pad = max(3.0, min(w, h) * 0.04, float(theme.px(5)))
        return rect.adjusted(pad, pad * 0.7, -pad, -pad * 0.7)

    def layout(self, rect: QRectF, card: Card, counters: Sequence[tuple[str, int]] = (),
               badge: float = 0.0) -> TileLayout:
        """Where the name, type line, counters and text go in ``rect``; ``badge`` leaves
        a square that wide at the top left for the map's arrow."""
        t = self.theme
        inner = self._inner(rect, t)
        w, h = inner.width(), inner.height()
        banner = rect.height() < rect.width() * 0.5
        # The name: as large as the tile's shape suits, whole (shrunk, then wrapped).
        start = min(h * 0.12, w * 0.11) if not banner else h * 0.2
        start = max(self.px(NAME_MIN), min(start, self._name_max()))
        type_px = max(self.px(10), start * 0.6)
        type_line = QFontMetricsF(font(SERIF_FAMILIES, type_px, bold=True)).lineSpacing()
        lead = badge + t.px(6) if badge else 0.0
        name_w = max(1.0, w - lead)
        # Banners keep their height for the rules text: the name wraps only in tall tiles.
        text_room = 2.2 * self.px(TEXT_MIN) if banner else 0.0
        name_h = max(1.0, (h - type_line - text_room) if banner else
                     min(h - type_line, h * 0.45))
        name = fit_name(card.name, name_w, name_h, start, self.px(NAME_MIN))
        # A small tile: the name first, whole, in all the room there is (but a row for the
        # counters, which are never dropped either).
        room = h - type_line if counters else h
        if name.elided:
            name = fit_name(card.name, name_w, room, start, self.px(NAME_MIN))
        below = False
        if name.elided and lead:
            # Too narrow beside the badge: the name goes under it, the tile's whole width.
            below = True
            name_w = max(1.0, w)
            room = max(1.0, room - badge - t.px(2))
            name = fit_name(card.name, name_w, room, start, self.px(NAME_MIN))
        least = min(self.px(NAME_MIN), self.px(NAME_FLOOR))
        # Then set narrower rather than cut: a wide font can't hold "Headquarters" on a
        # side tile at 1280x720 even at the least size.
        for condensed in (False, True):
            if name.elided:
                name = fit_name(card.name, name_w, room, start, least, condensed=condensed)
        metrics = QFontMetricsF(name.font())
        line = metrics.lineSpacing()
        used_w = max(metrics.horizontalAdvance(text) for text in name.lines)
        if below:
            top = inner.top() + badge + t.px(2)
            block_h = line * len(name.lines)
            name_rect = QRectF(inner.left(), top, min(name_w, used_w + 1), block_h)
            block_h += badge + t.px(2)
        else:
            block_h = max(line * len(name.lines), badge)
            name_rect = QRectF(inner.left() + lead, inner.top(), min(name_w, used_w + 1),
                               block_h)
        y = inner.top() + block_h

        chip_text = " ".join(f"{n} {k}" for k, n in counters)
        type_rect: QRectF | None = None
        chip_rect: QRectF | None = None
        if banner and len(name.lines) == 1:
            # A banner's height is for its rules text: the type line follows the name on
            # its line when there is room.
            x = name_rect.right() + t.px(12)
            if inner.right() - x >= type_px * 7:
                type_rect = QRectF(x, inner.top(), inner.right() - x, block_h)
        if type_rect is None and y + type_line <= inner.bottom() + 1:
            type_rect = QRectF(inner.left(), y, w, type_line)
            y += type_line + t.px(3)
        elif type_rect is not None:
            y += t.px(2)
        if chip_text:
            # On the type line's right (the type line gives way), whole, never cut.
            chip_px = type_px
            chip_w = QFontMetricsF(font(SANS_FAMILIES, chip_px, bold=True)).horizontalAdvance(
                chip_text) + t.px(12)
            if chip_w > w:
                chip_px *= w / chip_w
                chip_w = w
            row = type_rect if type_rect is not None else QRectF(
                inner.left(), inner.top(), w, type_line)
            chip_h = min(row.height() - 2, type_line)
            chip_rect = QRectF(inner.right() - chip_w, row.center().y() - chip_h / 2, chip_w,
                               chip_h)
        text_rect: QRectF | None = None
        text_px, whole = 0.0, False
        box = QRectF(inner.left(), y, w, inner.bottom() - y)
        pad = t.px(4)
        # Rules text while two lines of it fit, in lines long enough not to break words.
        if box.height() >= 1.9 * self.px(TEXT_MIN) * 1.2 + 2 * pad and \
                box.width() >= self.px(TEXT_MIN) * 7 + 2 * pad:
            text_rect = box
            largest = min(self._text_max(), max(self.px(TEXT_MIN), name.px * 0.9))
            text_px, whole = self._text_fit(card, box.adjusted(pad, pad, -pad, -pad),
                                            largest)
        return TileLayout(name, name_rect, type_rect, chip_rect, chip_text, text_rect,
                          text_px, whole)

    def paint_tile(self, painter: QPainter, rect: QRectF, card: Card,
                   counters: Sequence[tuple[str, int]] = (), badge: float = 0.0) -> TileLayout:
        t = self.theme
        lay = self.layout(rect, card, counters, badge)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        radius = min(rect.width(), rect.height()) * 0.07
        frame = frame_colour(t, card)
        grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        grad.setColorAt(0.0, frame.lighter(130))
        grad.setColorAt(1.0, frame.darker(120))
        painter.setPen(QPen(frame.lighter(170), max(1.0, t.px(1.5))))
        painter.setBrush(grad)
        painter.drawRoundedRect(rect, radius, radius)
        ink = ink_on(frame)
        muted = mix(ink, frame, 0.3)

        set_in = lay.name.font()
        line = QFontMetricsF(set_in).lineSpacing()
        painter.setFont(set_in)
        painter.setPen(ink)
        top = lay.name_rect.top() + (lay.name_rect.height() - line * len(lay.name.lines)) / 2
        for i, text in enumerate(lay.name.lines):
            painter.drawText(QRectF(lay.name_rect.left(), top + i * line,
                                    lay.name_rect.width() + 2, line),
                             int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                             text)

        if lay.type_rect is not None:
            row = lay.type_rect
            type_font = font(SERIF_FAMILIES, max(self.px(10), lay.name.px * 0.6), bold=True)
            type_px = type_font.pixelSize()
            icon = type_px * 1.1
            draw_symbol(painter, "phenomenon" if card.is_phenomenon else "plane",
                        QRectF(row.left(), row.top() + (row.height() - icon) / 2, icon, icon),
                        t.accent)
            painter.setFont(type_font)
            painter.setPen(muted)
            x = row.left() + icon + t.px(4)
            type_px = type_font.pixelSize()
            right = (lay.chip_rect.left() - t.px(6)) if lay.chip_rect is not None \
                else row.right()
            if right - x > type_px:
                painter.drawText(QRectF(x, row.top(), right - x, row.height()),
                                 int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                                 QFontMetricsF(type_font).elidedText(
                                     card.type_line, Qt.TextElideMode.ElideRight, right - x))
        if lay.chip_rect is not None:
            chip = lay.chip_rect
            painter.setPen(QPen(QColor("#1b1b1b"), 1))
            painter.setBrush(t.color("accent"))
            painter.drawRoundedRect(chip, chip.height() / 2, chip.height() / 2)
            chip_px = min(chip.height() * 0.78, max(self.px(10), lay.name.px * 0.6))
            chip_font = font(SANS_FAMILIES, chip_px, bold=True)
            while QFontMetricsF(chip_font).horizontalAdvance(lay.chip_text) > \
                    chip.width() - t.px(8) and chip_px > 6:
                chip_px -= 0.5
                chip_font = font(SANS_FAMILIES, chip_px, bold=True)
            painter.setFont(chip_font)
            painter.setPen(QColor("#1b1b1b"))
            painter.drawText(chip, int(Qt.AlignmentFlag.AlignCenter), lay.chip_text)
        if lay.text_rect is not None:
            self._paint_text(painter, lay.text_rect, card, lay.text_px, lay.text_whole)
        painter.restore()
        return lay

    def _document(self, card: Card, px: float, width: float) -> QTextDocument:
        t = self.theme
        doc = QTextDocument()
        doc.setDocumentMargin(0)
        doc.setDefaultFont(font(SERIF_FAMILIES, px))
        doc.setHtml(symbol_html(card.oracle_text, round(px), chaos_colour=t.chaos,
                                planeswalker_colour=t.accent))
        doc.setTextWidth(width)
        keep_symbols_with_punctuation(doc)
        return doc

    def _text_fit(self, card: Card, area: QRectF, largest: float) -> tuple[float, bool]:
        """The largest text size (``TEXT_MIN`` to ``largest``) at which the whole text fits
        ``area``; the least size (and False) when it never does."""
        key = (card.name, round(area.width()), round(area.height()), round(largest, 1))
        found = self._text_px.get(key)
        if found is not None:
            return found
        low, high = self.px(TEXT_MIN), max(self.px(TEXT_MIN), largest)

        def fits(px: float) -> bool:
            return self._document(card, px, area.width()).size().height() <= area.height()

        if fits(high):
            result = (high, True)
        elif not fits(low):
            result = (low, False)
        else:
            while high - low > 0.5:
                mid = (low + high) / 2
                if fits(mid):
                    low = mid
                else:
                    high = mid
            result = (low, True)
        if len(self._text_px) > 512:
            self._text_px.clear()
        self._text_px[key] = result
        return result

    def _paint_text(self, painter: QPainter, box: QRectF, card: Card, px: float,
                    whole: bool) -> None:
        t = self.theme
        pad = t.px(4)
        painter.setPen(QPen(t.color("card_text_box").darker(150), 1))
        painter.setBrush(t.color("card_text_box"))
        painter.drawRoundedRect(box, t.px(5), t.px(5))
        area = box.adjusted(pad, pad, -pad, -pad)
        doc = self._document(card, px, area.width())
        painter.save()
        painter.setClipRect(area)
        painter.translate(area.topLeft())
        ctx = QAbstractTextDocumentLayout.PaintContext()
        palette = QPalette()
        palette.setColor(QPalette.ColorRole.Text, t.color("card_text"))
        ctx.palette = palette
        doc.documentLayout().draw(painter, ctx)
        painter.restore()
        if not whole:  # more on the card: fade the last line out (the zoom shows it all)
            fade_h = min(area.height(), px * 1.6)
            fade = QLinearGradient(QPointF(0, area.bottom() - fade_h), QPointF(0, area.bottom()))
            paper = t.color("card_text_box")
            clear = QColor(paper)
            clear.setAlphaF(0.0)
            fade.setColorAt(0.0, clear)
            fade.setColorAt(1.0, paper)
            painter.fillRect(QRectF(area.left(), area.bottom() - fade_h, area.width(),
                                    fade_h + pad * 0.5), fade)

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
        label_px = min(max(self.px(13), inner.height() * 0.2), self.px(24), inner.width() / 5)
        f = font(SANS_FAMILIES, label_px, bold=True)
        metrics = QFontMetricsF(f)
        icon = min(inner.height() - metrics.lineSpacing() - t.px(8), label_px * 2.2)
        text = QCoreApplication.translate("EternitiesMap", "Hellride")
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
