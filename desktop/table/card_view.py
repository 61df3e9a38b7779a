"""Big, legible planar cards painted with QPainter: the centre of the table screen.

``CardPainter`` paints one plane or phenomenon in landscape, laid out the way the printed
card reads (name, type line, text box with the chaos ability marked by the chaos symbol),
with the Oracle text auto-fitted to the box. ``PlaneCardView`` shows every face-up card
from the bridge's view, turned for whoever sits where; ``CardPreview`` is a small fixed
painting of one card for dialogs.
"""

from __future__ import annotations

import html
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QEasingCurve,
    QPointF,
    QRectF,
    QSize,
    Qt,
    QUrl,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QKeySequence,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
    QPixmap,
    QResizeEvent,
    QShortcut,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextImageFormat,
    QTransform,
)
from PySide6.QtWidgets import QSizePolicy, QToolButton, QWidget

from desktop import i18n
from desktop.bridge import EngineBridge
from desktop.engine_text import counter_kind
from desktop.printed_cards import printed, printed_face
from desktop.symbols import draw_symbol, symbol_image
from desktop.theme import DARK, PLAYER_COLOURS, Theme
from engine.cards import Card, CardDatabase, default_cards

CARD_ASPECT = 1.4
"""Width over height of a planar card lying in landscape (the real card is 88 × 63 mm)."""

ORIENTATIONS: tuple[str, ...] = ("bottom", "top", "left", "right", "mirrored")
"""Where the reader sits: bottom/top/left/right of the screen, or "mirrored" (both ends)."""

ARRIVAL_MS = 300
"""How long a newly face-up plane takes to fade in over the one it replaces."""
PULSE_MS = 1400
"""One breath of the chaos ability's glow while it is on the stack."""

TEXT_SCALE_MIN = 0.6
TEXT_SCALE_MAX = 2.0
"""The Card text size setting's range (Settings uses the same bounds). Below 1 the text is
that much smaller on every card; above 1 short texts grow, and the name, type line and
footer give the text box room, so long texts grow too."""

READER_ANGLES = {"bottom": 0, "top": 180, "left": 90, "right": -90}
"""How far a drawing turns to face a reader on each side of the screen."""

SERIF_FAMILIES = ["Palatino Linotype", "Book Antiqua", "Georgia", "C059", "P052",
                  "TeX Gyre Schola", "DejaVu Serif", "Liberation Serif", "Times New Roman",
                  "serif"]
SANS_FAMILIES = ["Segoe UI", "Helvetica Neue", "Arial", "Nimbus Sans", "DejaVu Sans",
                 "Liberation Sans", "sans-serif"]

# Sizes as fractions of the card's height.
_MARGIN = 0.035
_RADIUS = 0.05
_TITLE_H = 0.135
_TITLE_FONT = 0.088
_TYPE_H = 0.08
_TYPE_FONT = 0.052
_FOOTER_H = 0.065
_FOOTER_FONT = 0.038
_BOX_PAD = 0.032
_TEXT_MAX = 0.075
"""The largest body text at text scale 1 (short cards); longer text shrinks to fit."""
_TEXT_MIN = 0.028
"""The smallest body text counted as fitting; below it ``CardLayout.fits`` is False."""
_TEXT_MIN_PX = 8.0
_ROOM = {"title": 0.4, "type": 0.4, "footer": 0.6, "pad": 0.65, "footer_font": 0.2}
"""How much of each part the text box takes at the largest text size (see ``_room``)."""

_SYMBOL_RE = re.compile(r"\{([^{}]{1,8})\}")
_OBJECT = "\ufffc"
"""How an inline image (a symbol) appears in a QTextBlock's text."""
_LINE_SEPARATOR = "\u2028"
GLUED_AFTER_SYMBOL = frozenset(".,;:)!?\"'’”")
"""Punctuation that stays on the line of the symbol before it."""
_REMINDER_RE = re.compile(r"\([^()]*\)")
_ABILITY_WORD_RE = re.compile(r"^([A-Z][^—.:,\"()\n]{1,40}?)\s?—\s?(?=\S)")

_MANA_COLOURS = {
    "W": ("#f6f0d2", "#4a3f1a"), "U": ("#a9d3f0", "#0d3b5e"), "B": ("#c4bbb6", "#1d1512"),
    "R": ("#f3a98b", "#6d1608"), "G": ("#9fd3a9", "#0d4a24"),
}
_GENERIC_MANA = ("#d6d1cb", "#2a2622")


# ----------------------------------------------------------------------------------------
# Layout results
# ----------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class CounterBadge:
    kind: str
    count: int
    rect: QRectF


@dataclass(frozen=True, slots=True)
class CardLayout:
    """Where ``CardPainter`` put everything, in the painter's coordinates."""

    name: str
    card: QRectF
    title: QRectF
    title_font_px: float
    type_line: QRectF
    type_icon: QRectF
    text_box: QRectF
    text_rect: QRectF
    """The part of the text box the Oracle text was laid out in (its actual height)."""
    font_px: float
    """The body text size chosen by the auto-fit, in pixels."""
    min_font_px: float
    fits: bool
    """All text fits the box at ``font_px`` ≥ ``min_font_px`` (else it was shrunk further)."""
    chaos_text: str | None
    """The chaos ability as drawn on its own line (equals ``Card.chaos_ability``)."""
    chaos_rect: QRectF | None
    chaos_symbol: QRectF | None
    badges: tuple[CounterBadge, ...]
    owner_rect: QRectF | None
    type_font_px: float
    footer_font_px: float


@dataclass(frozen=True, slots=True)
class _Fit:
    font_px: float
    fits: bool


@dataclass(frozen=True, slots=True)
class _Run:
    text: str
    symbol: str | None = None
    italic: bool = False


# ----------------------------------------------------------------------------------------
# Text: Oracle paragraphs → runs (italic reminder text, inline symbols)
# ----------------------------------------------------------------------------------------
def _paragraph_runs(text: str) -> list[_Run]:
    italic = [False] * len(text)
    for rm in _REMINDER_RE.finditer(text):
        italic[rm.start():rm.end()] = [True] * (rm.end() - rm.start())
    word = _ABILITY_WORD_RE.match(text)
    if word and len(word.group(1).split()) <= 4:
        italic[: word.end(1)] = [True] * word.end(1)
    runs: list[_Run] = []
    pos = 0
    for sm in _SYMBOL_RE.finditer(text):
        runs.extend(_styled(text, italic, pos, sm.start()))
        runs.append(_Run(sm.group(0), symbol=sm.group(1).upper()))
        pos = sm.end()
    runs.extend(_styled(text, italic, pos, len(text)))
    return runs


def _styled(text: str, italic: list[bool], start: int, end: int) -> list[_Run]:
    out: list[_Run] = []
    i = start
    while i < end:
        j = i
        while j < end and italic[j] == italic[i]:
            j += 1
        out.append(_Run(text[i:j], italic=italic[i]))
        i = j
    return out


def symbol_known(token: str) -> bool:
    """A ``{token}`` the card painter draws as a symbol (mana, tap, chaos)."""
    return token in ("CHAOS", "T", "C", "X") or token in _MANA_COLOURS or token.isdigit()


@lru_cache(maxsize=64)
def mana_image(token: str, chaos_colour: str) -> QImage:
    """A round, coloured mana (or tap, or chaos) symbol, drawn large and scaled down."""
    if token == "CHAOS":
        return symbol_image("chaos", 128, chaos_colour)
    size = 128
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    fill, ink = _MANA_COLOURS.get(token, _GENERIC_MANA)
    p.setPen(QPen(QColor("#1b1b1b"), 5))
    p.setBrush(QColor(fill))
    p.drawEllipse(QRectF(4, 4, size - 8, size - 8))
    if token == "T":
        _draw_tap_arrow(p, QRectF(0, 0, size, size), QColor(ink))
    else:
        font = QFont()
        font.setFamilies(SANS_FAMILIES)
        font.setBold(True)
        font.setPixelSize(int(size * (0.62 if len(token) == 1 else 0.46)))
        p.setFont(font)
        p.setPen(QColor(ink))
        p.drawText(QRectF(0, 2, size, size), Qt.AlignmentFlag.AlignCenter, token)
    p.end()
    return image


def _draw_tap_arrow(p: QPainter, r: QRectF, ink: QColor) -> None:
    """Our own tap mark: a bent arrow turning right."""
    s = r.width()
    pen = QPen(ink, s * 0.1, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    path = QPainterPath(QPointF(s * 0.34, s * 0.74))
    path.lineTo(s * 0.34, s * 0.48)
    path.quadTo(s * 0.34, s * 0.34, s * 0.5, s * 0.34)
    path.lineTo(s * 0.56, s * 0.34)
    p.drawPath(path)
    head = QPainterPath(QPointF(s * 0.54, s * 0.2))
    head.lineTo(s * 0.76, s * 0.34)
    head.lineTo(s * 0.54, s * 0.48)
    head.closeSubpath()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(ink)
    p.drawPath(head)


def _font(families: list[str], px: float, *, bold: bool = False, italic: bool = False) -> QFont:
    font = QFont()
    font.setFamilies(families)
    font.setPixelSize(max(1, round(px)))
    font.setBold(bold)
    font.setItalic(italic)
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return font


def _fitted_font(families: list[str], px: float, text: str, width: float, *,
                 bold: bool = False, min_px: float = 6.0) -> QFont:
    """The font at ``px`` or smaller, so that ``text`` fits ``width`` on one line."""
    font = _font(families, px, bold=bold)
    advance = QFontMetricsF(font).horizontalAdvance(text)
    if advance > width > 0:
        px = max(min_px, px * width / advance * 0.98)
        font = _font(families, px, bold=bold)
        while px > min_px and QFontMetricsF(font).horizontalAdvance(text) > width:
            px -= 0.5
            font = _font(families, px, bold=bold)
    return font


def _blend(a: QColor, b: QColor, t: float) -> QColor:
    return QColor.fromRgbF(
        a.redF() + (b.redF() - a.redF()) * t,
        a.greenF() + (b.greenF() - a.greenF()) * t,
        a.blueF() + (b.blueF() - a.blueF()) * t,
        a.alphaF() + (b.alphaF() - a.alphaF()) * t,
    )


def _with_alpha(c: QColor, alpha: float) -> QColor:
    out = QColor(c)
    out.setAlphaF(alpha)
    return out


def _bad_break(text: str, start: int) -> bool:
    """A line starting at ``start`` that tears punctuation or a symbol off the symbol
    before it ("③ / ." or "{2} / {R}")."""
    return start > 0 and text[start - 1] == _OBJECT and (
        text[start:start + 1] in GLUED_AFTER_SYMBOL or text[start:start + 1] == _OBJECT)


def keep_symbols_with_punctuation(doc: QTextDocument) -> None:
    """Move a run of symbols to the next line with the punctuation that follows it.

    Qt's line breaker may break after any inline image, and ignores a word joiner next to
    one, so after laying out, each bad break gets a line separator in place of the space
    before the symbols, and the text is laid out again."""
    for _ in range(12):
        doc.size()  # lays the document out
        fixes: list[tuple[int, bool]] = []
        block = doc.begin()
        while block.isValid():
            text = block.text()
            lines = block.layout()
            for i in range(1, lines.lineCount()):
                start = lines.lineAt(i).textStart()
                if not _bad_break(text, start):
                    continue
                run = start
                while run > 0 and text[run - 1] == _OBJECT:
                    run -= 1
                if run <= lines.lineAt(i - 1).textStart():
                    # The symbols fill a whole line: the last of them goes down with the
                    # punctuation (a break inside a run of symbols reads fine).
                    if start - 1 > run:
                        fixes.append((block.position() + start - 1, False))
                    continue
                fixes.append((block.position() + run, text[run - 1] == " "))
            block = block.next()
        if not fixes:
            return
        for pos, after_space in reversed(fixes):
            cursor = QTextCursor(doc)
            cursor.setPosition(pos - 1 if after_space else pos)
            if after_space:
                cursor.setPosition(pos, QTextCursor.MoveMode.KeepAnchor)
            cursor.insertText(_LINE_SEPARATOR)


class _TextBlock:
    """The Oracle text of one card laid out at one size in a QTextDocument."""

    def __init__(self, card: Card, font_px: float, width: float, theme: Theme,
                 tight: float = 0.0) -> None:
        """``tight`` (0–1) closes up the spacing between lines and abilities: larger text
        sizes use it to get more text into the box."""
        self.font_px = font_px
        gap = 1.0 - 0.6 * tight
        paragraphs = [p.strip() for p in card.oracle_text.split("\n") if p.strip()]
        chaos = (card.chaos_ability or "").strip()
        self.chaos_range: tuple[int, int] | None = None
        if chaos and chaos in paragraphs:
            start = paragraphs.index(chaos)
            end = start + 1
            while end < len(paragraphs) and paragraphs[end].startswith("•"):
                end += 1  # the modes of a modal chaos ability belong to it
            self.chaos_range = (start, end)
        self.chaos_text = chaos if self.chaos_range is not None else None

        s = font_px
        self.symbol_px = s * 1.75
        self.indent = self.symbol_px + s * 0.6 * gap
        doc = QTextDocument()
        doc.setDocumentMargin(0)
        doc.setUndoRedoEnabled(False)
        doc.setDefaultFont(_font(SERIF_FAMILIES, s))
        doc.setTextWidth(width)
        ink = theme.color("card_text")
        cursor = QTextCursor(doc)
        used: set[str] = set()
        for i, para in enumerate(paragraphs):
            fmt = QTextBlockFormat()
            last = i == len(paragraphs) - 1
            fmt.setBottomMargin(0 if last else s * gap * (
                0.25 if paragraphs[i + 1].startswith("•") else 0.5))
            fmt.setLineHeight(round(104 - 8 * tight),
                              QTextBlockFormat.LineHeightTypes.ProportionalHeight.value)
            in_chaos = self.chaos_range is not None and \
                self.chaos_range[0] <= i < self.chaos_range[1]
            if in_chaos:
                fmt.setLeftMargin(self.indent)
                if i + 1 < len(paragraphs) and self.chaos_range is not None \
                        and i + 1 == self.chaos_range[1]:
                    fmt.setBottomMargin(s * 0.75 * gap)
                if self.chaos_range is not None and i > 0 and i == self.chaos_range[0]:
                    fmt.setTopMargin(s * 0.25 * gap)
            if para.startswith("•"):
                fmt.setLeftMargin(fmt.leftMargin() + s * 0.9)
                fmt.setTextIndent(-s * 0.9)
            if i == 0:
                cursor.setBlockFormat(fmt)
            else:
                cursor.insertBlock(fmt)
            for run in _paragraph_runs(para):
                if run.symbol is not None and symbol_known(run.symbol):
                    url = f"sym:{run.symbol}"
                    if url not in used:
                        doc.addResource(QTextDocument.ResourceType.ImageResource.value,
                                        QUrl(url), mana_image(run.symbol, theme.chaos))
                        used.add(url)
                    side = s * (1.1 if run.symbol == "CHAOS" else 0.98)
                    img = QTextImageFormat()
                    img.setName(url)
                    img.setWidth(side)
                    img.setHeight(side)
                    img.setVerticalAlignment(QTextCharFormat.VerticalAlignment.AlignMiddle)
                    cursor.insertImage(img)
                else:
                    cf = QTextCharFormat()
                    cf.setForeground(ink)
                    cf.setFontItalic(run.italic)
                    cursor.insertText(run.text, cf)
        keep_symbols_with_punctuation(doc)
        self.doc = doc
        self.paragraph_count = len(paragraphs)
        self.tint_pad = s * 0.3 * gap
        """How far the chaos tint reaches beyond the chaos ability's text."""
        over_top = over_bottom = 0.0
        if self.chaos_range is not None:
            if self.chaos_range[0] == 0:
                over_top = self.tint_pad
            if self.chaos_range[1] == len(paragraphs):
                over_bottom = self.tint_pad
        self.tint_overhang = (over_top, over_bottom)
        """Room the chaos tint needs above and below the text (when it is first or last)."""

    @property
    def height(self) -> float:
        return float(self.doc.size().height())

    @property
    def ideal_width(self) -> float:
        return float(self.doc.idealWidth())

    def block_rect(self, start: int, end: int) -> QRectF:
        layout = self.doc.documentLayout()
        rect = QRectF()
        for i in range(start, end):
            rect = rect.united(layout.blockBoundingRect(self.doc.findBlockByNumber(i)))
        return rect

    def draw(self, painter: QPainter, top_left: QPointF, ink: QColor) -> None:
        painter.save()
        painter.translate(top_left)
        ctx = QAbstractTextDocumentLayout.PaintContext()
        palette = QPalette()
        palette.setColor(QPalette.ColorRole.Text, ink)
        ctx.palette = palette
        self.doc.documentLayout().draw(painter, ctx)
        painter.restore()


# ----------------------------------------------------------------------------------------
# CardPainter
# ----------------------------------------------------------------------------------------
class CardPainter:
    """Paints one planar card into a rectangle; returns where everything went."""

    def __init__(self, theme: Theme = DARK, text_scale: float = 1.0) -> None:
        self.theme = theme
        self.text_scale = text_scale
        self._fits: dict[tuple[Any, ...], _Fit] = {}

    @property
    def text_scale(self) -> float:
        return self._text_scale

    @text_scale.setter
    def text_scale(self, value: float) -> None:
        self._text_scale = min(TEXT_SCALE_MAX, max(TEXT_SCALE_MIN, float(value)))

    def _room(self) -> float:
        """0 up to text size 1, rising to 1 at the largest: the share of ``_ROOM`` the
        text box takes from the name, type line, footer and padding."""
        return max(0.0, (self._text_scale - 1.0) / (TEXT_SCALE_MAX - 1.0))

    @staticmethod
    def fit_card(rect: QRectF, aspect: float = CARD_ASPECT) -> QRectF:
        """The largest card-shaped rectangle centred in ``rect``."""
        w = min(rect.width(), rect.height() * aspect)
        h = w / aspect
        return QRectF(rect.center().x() - w / 2, rect.center().y() - h / 2, w, h)

    # -- geometry --------------------------------------------------------------------------
    def layout(self, rect: QRectF, card: Card, *, owner: str | None = None,
               counters: Mapping[str, int] | None = None) -> CardLayout:
        """Where everything goes, without painting."""
        return self._layout(rect, card, owner, counters)[0]

    def _layout(self, rect: QRectF, card: Card, owner: str | None,
                counters: Mapping[str, int] | None) -> tuple[CardLayout, _TextBlock]:
        h = rect.height()
        m = h * _MARGIN
        inner = rect.adjusted(m, m, -m, -m)
        shown = [(k, n) for k, n in sorted((counters or {}).items()) if n]
        room = self._room()
        title_k = 1 - _ROOM["title"] * room
        type_k = 1 - _ROOM["type"] * room
        header_h = h * (_TITLE_H * title_k + _TYPE_H * type_k)
        badge_d = header_h * 0.96
        badges = []
        right = inner.right()
        for kind, n in reversed(shown):
            badges.append(CounterBadge(counter_kind(kind), n, QRectF(
                right - badge_d, inner.top() + (header_h - badge_d) / 2, badge_d, badge_d)))
            right -= badge_d + m * 0.5
        badges.reverse()
        header_w = right - inner.left() - (m * 0.5 if shown else 0)
        title = QRectF(inner.left(), inner.top(), header_w, h * _TITLE_H * title_k)
        type_line = QRectF(inner.left(), title.bottom(), header_w, h * _TYPE_H * type_k)
        type_px = h * _TYPE_FONT * type_k
        icon_side = type_px * 1.2
        type_icon = QRectF(type_line.left() + h * 0.02,
                           type_line.center().y() - icon_side / 2, icon_side, icon_side)
        footer_h = h * _FOOTER_H * (1 - _ROOM["footer"] * room)
        text_box = QRectF(inner.left(), type_line.bottom() + m * 0.4, inner.width(),
                          inner.bottom() - footer_h - type_line.bottom() - m * 0.4)
        pad = h * _BOX_PAD * (1 - _ROOM["pad"] * room)
        area = text_box.adjusted(pad, pad * 0.8, -pad, -pad * 0.8)
        owner_rect = None
        if owner:
            owner_rect = QRectF(inner.left() + h * 0.02, text_box.bottom(),
                                inner.width() * 0.6, inner.bottom() - text_box.bottom())

        fit = self._fit(card, area.width(), area.height(), h)
        block = _TextBlock(card, fit.font_px, area.width(), self.theme, room)
        above, below = block.tint_overhang
        text_h = above + block.height + below
        top = area.top() + above + max(0.0, (area.height() - text_h) / 2)
        text_rect = QRectF(area.left(), top, area.width(), block.height)
        chaos_rect = chaos_symbol = None
        if block.chaos_range is not None:
            start, end = block.chaos_range
            br = block.block_rect(start, end).translated(text_rect.topLeft())
            first = block.block_rect(start, start + 1).translated(text_rect.topLeft())
            s = fit.font_px
            chaos_rect = QRectF(text_box.left() + pad * 0.35, br.top() - block.tint_pad,
                                text_box.width() - pad * 0.7, br.height() + 2 * block.tint_pad)
            side = min(block.symbol_px, chaos_rect.height() - s * 0.2)
            cy = min(max(first.center().y(), chaos_rect.top() + side / 2 + s * 0.1),
                     chaos_rect.bottom() - side / 2 - s * 0.1)
            chaos_symbol = QRectF(area.left(), cy - side / 2, side, side)
        title_px = h * _TITLE_FONT * title_k
        layout = CardLayout(
            name=card.name, card=QRectF(rect), title=title, title_font_px=title_px,
            type_line=type_line, type_icon=type_icon, text_box=text_box, text_rect=text_rect,
            font_px=fit.font_px, min_font_px=self._min_px(h), fits=fit.fits,
            chaos_text=block.chaos_text, chaos_rect=chaos_rect, chaos_symbol=chaos_symbol,
            badges=tuple(badges), owner_rect=owner_rect, type_font_px=type_px,
            footer_font_px=h * _FOOTER_FONT * (1 - _ROOM["footer_font"] * room),
        )
        return layout, block

    def _min_px(self, card_h: float) -> float:
        return max(_TEXT_MIN_PX, card_h * _TEXT_MIN)

    def _fit(self, card: Card, width: float, height: float, card_h: float) -> _Fit:
        """The body size: the largest (≤ the preferred size) at which all the text fits;
        below text size 1, that size at text size 1 made smaller by the setting, so long
        texts shrink too."""
        if self._text_scale < 1.0:
            full = self._fit_at(card, width, height, card_h, 1.0)
            smaller = max(_TEXT_MIN_PX, full.font_px * self._text_scale)
            return _Fit(min(full.font_px, smaller), full.fits)
        return self._fit_at(card, width, height, card_h, self._text_scale)

    def _fit_at(self, card: Card, width: float, height: float, card_h: float,
                scale: float) -> _Fit:
        hi = max(card_h * _TEXT_MAX * scale, self._min_px(card_h))
        lo = self._min_px(card_h)
        tight = self._room()
        key = (card.name, card.oracle_text, round(width, 1), round(height, 1), round(hi, 2),
               round(lo, 2), round(tight, 3))
        cached = self._fits.get(key)
        if cached is not None:
            return cached

        def fits(px: float) -> bool:
            block = _TextBlock(card, px, width, self.theme, tight)
            needed = block.height + sum(block.tint_overhang)
            return needed <= height + 0.01 and block.ideal_width <= width + 0.5

        ok = True
        if fits(hi):
            best = hi
        else:
            if not fits(lo):
                ok = False  # shrink below the readable minimum rather than lose text
                lo, hi = max(4.0, lo * 0.4), lo
            # the largest size on a fixed quarter-pixel grid that fits, so the result for a
            # card never depends on where the search started
            step = 0.25
            k_lo, k_hi = int(lo / step), int(hi / step)  # k_lo fits (or is the floor)
            if k_hi * step >= hi:
                k_hi -= 1
            while k_lo < k_hi:
                mid = (k_lo + k_hi + 1) // 2
                if fits(mid * step):
                    k_lo = mid
                else:
                    k_hi = mid - 1
            best = max(k_lo * step, lo) if ok else k_lo * step
        result = _Fit(best, ok)
        if len(self._fits) > 1024:
            self._fits.clear()
        self._fits[key] = result
        return result

    # -- painting --------------------------------------------------------------------------
    def paint(self, painter: QPainter, rect: QRectF, card: Card, *, owner: str | None = None,
              counters: Mapping[str, int] | None = None,
              owner_colour: QColor | str | None = None,
              chaos_glow: float | None = None, mark: str | None = None) -> CardLayout:
        """Paint ``card`` filling ``rect`` (use ``fit_card`` for the card's own shape).
        ``chaos_glow`` (0-1) lights the chaos ability: it is on the stack. ``mark`` is a
        small label at the foot of the card ("Printed text", "Oracle text")."""
        layout, block = self._layout(rect, card, owner, counters)
        theme = self.theme
        h = rect.height()
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)

        # frame
        frame = theme.color("card_frame")
        if card.is_phenomenon:
            frame = _blend(frame, theme.color("chaos"), 0.35)
        radius = h * _RADIUS
        grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        grad.setColorAt(0.0, frame.lighter(135))
        grad.setColorAt(0.35, frame)
        grad.setColorAt(1.0, frame.darker(125))
        painter.setPen(QPen(frame.lighter(170), max(1.0, h * 0.004)))
        painter.setBrush(grad)
        painter.drawRoundedRect(rect, radius, radius)
        light_ink = QColor("#f4f1ea") if frame.lightness() < 140 else QColor("#16181d")
        muted_ink = _blend(light_ink, frame, 0.3)

        # name plate
        plate = layout.title.adjusted(0, h * 0.008, 0, -h * 0.008)
        painter.setPen(QPen(frame.lighter(190), max(1.0, h * 0.003)))
        painter.setBrush(frame.lighter(155))
        painter.drawRoundedRect(plate, plate.height() * 0.28, plate.height() * 0.28)
        text_pad = h * 0.03
        title_font = _fitted_font(SERIF_FAMILIES, layout.title_font_px, card.name,
                                  plate.width() - 2 * text_pad, bold=True)
        painter.setFont(title_font)
        painter.setPen(light_ink)
        painter.drawText(plate.adjusted(text_pad, 0, -text_pad, 0),
                         int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft),
                         card.name)

        # type line with the card-type icon
        draw_symbol(painter, "phenomenon" if card.is_phenomenon else "plane",
                    layout.type_icon, theme.accent)
        type_rect = layout.type_line.adjusted(
            layout.type_icon.right() - layout.type_line.left() + h * 0.02, 0, 0, 0)
        painter.setFont(_fitted_font(SERIF_FAMILIES, layout.type_font_px, card.type_line,
                                     type_rect.width(), bold=True))
        painter.setPen(muted_ink)
        painter.drawText(type_rect,
                         int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft),
                         card.type_line)

        # text box
        box = layout.text_box
        box_colour = theme.color("card_text_box")
        painter.setPen(QPen(box_colour.darker(150), max(1.0, h * 0.004)))
        painter.setBrush(box_colour)
        painter.drawRoundedRect(box, h * 0.025, h * 0.025)
        painter.save()
        painter.setClipRect(box)
        if layout.chaos_rect is not None and layout.chaos_symbol is not None:
            chaos = theme.color("chaos")
            painter.setPen(Qt.PenStyle.NoPen)
            if chaos_glow is not None:
                # The ability is on the stack: a stronger tint that breathes, and a rim.
                painter.setBrush(_with_alpha(chaos, 0.2 + 0.22 * chaos_glow))
                painter.setPen(QPen(_with_alpha(chaos, 0.55 + 0.45 * chaos_glow),
                                    max(2.0, h * (0.006 + 0.006 * chaos_glow))))
            else:
                painter.setBrush(_with_alpha(chaos, 0.11))
            painter.drawRoundedRect(layout.chaos_rect, h * 0.018, h * 0.018)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(_with_alpha(chaos, 0.85))
            bar = QRectF(layout.chaos_rect.left(), layout.chaos_rect.top(), h * 0.007,
                         layout.chaos_rect.height())
            painter.drawRoundedRect(bar, bar.width() / 2, bar.width() / 2)
            draw_symbol(painter, "chaos", layout.chaos_symbol, chaos)
        block.draw(painter, layout.text_rect.topLeft(), theme.color("card_text"))
        painter.restore()

        # footer: owner, playtest mark
        footer_font = _font(SANS_FAMILIES, layout.footer_font_px)
        painter.setFont(footer_font)
        if layout.owner_rect is not None and owner:
            r = layout.owner_rect
            x = r.left()
            if owner_colour is not None:
                dot = h * 0.022
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(owner_colour))
                painter.drawEllipse(QRectF(x, r.center().y() - dot / 2, dot, dot))
                x += dot + h * 0.012
            painter.setPen(muted_ink)
            painter.drawText(QRectF(x, r.top(), r.right() - x, r.height()),
                             int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft),
                             QCoreApplication.translate("CardPainter", "Owner: {owner}")
                             .format(owner=owner))
        foot = QRectF(box.left(), box.bottom(), box.width() - h * 0.02,
                      rect.bottom() - h * _MARGIN - box.bottom())
        if card.playtest:
            painter.setPen(muted_ink)
            painter.drawText(foot,
                             int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight),
                             QCoreApplication.translate("CardPainter", "playtest card"))
        elif mark:
            self._paint_mark(painter, rect, mark, light_ink)

        for badge in layout.badges:
            self._paint_badge(painter, badge)
        painter.restore()
        return layout

    def footer_rect(self, rect: QRectF) -> QRectF:
        """The strip under the text box of a card painted in ``rect`` (owner, marks)."""
        h = rect.height()
        m = h * _MARGIN
        footer_h = h * _FOOTER_H * (1 - _ROOM["footer"] * self._room())
        bottom = rect.bottom() - m
        return QRectF(rect.left() + m, bottom - footer_h, rect.width() - 2 * m - h * 0.02,
                      footer_h)

    def _mark_font(self, rect: QRectF, mark: str) -> QFont:
        h = rect.height()
        px = h * _FOOTER_FONT * (1 - _ROOM["footer_font"] * self._room())
        return _fitted_font(SANS_FAMILIES, px, mark, self.footer_rect(rect).width() * 0.36,
                            bold=True, min_px=4.0)

    def mark_rect(self, rect: QRectF, mark: str) -> QRectF:
        """Where the chip saying which text is shown goes on a card painted in ``rect``."""
        foot = self.footer_rect(rect)
        metrics = QFontMetricsF(self._mark_font(rect, mark))
        chip_h = min(foot.height() * 0.86, metrics.height() * 1.3)
        chip_w = metrics.horizontalAdvance(mark) + metrics.height() * 0.9
        return QRectF(foot.right() - chip_w, foot.center().y() - chip_h / 2, chip_w, chip_h)

    def _paint_mark(self, painter: QPainter, rect: QRectF, mark: str, ink: QColor) -> None:
        """A small outlined chip at the right of the footer saying which text is shown."""
        chip = self.mark_rect(rect, mark)
        font = self._mark_font(rect, mark)
        chip_h = chip.height()
        accent = self.theme.color("accent")
        painter.setPen(QPen(accent, max(1.0, chip_h * 0.08)))
        painter.setBrush(_with_alpha(accent, 0.16))
        painter.drawRoundedRect(chip, chip_h / 2, chip_h / 2)
        painter.setFont(font)
        painter.setPen(ink)
        painter.drawText(chip, int(Qt.AlignmentFlag.AlignCenter), mark)

    def _paint_badge(self, painter: QPainter, badge: CounterBadge) -> None:
        r = badge.rect
        d = r.width()
        accent = self.theme.color("accent")
        painter.setPen(QPen(QColor("#1b1b1b"), max(1.0, d * 0.035)))
        grad = QLinearGradient(r.topLeft(), r.bottomLeft())
        grad.setColorAt(0, accent.lighter(120))
        grad.setColorAt(1, accent.darker(115))
        painter.setBrush(grad)
        painter.drawEllipse(r.adjusted(d * 0.02, d * 0.02, -d * 0.02, -d * 0.02))
        painter.setPen(QColor("#1b1b1b"))
        painter.setFont(_font(SANS_FAMILIES, d * 0.44, bold=True))
        number = QRectF(r.left(), r.top() + d * 0.1, d, d * 0.52)
        painter.drawText(number, int(Qt.AlignmentFlag.AlignCenter), str(badge.count))
        painter.setFont(_fitted_font(SANS_FAMILIES, d * 0.17, badge.kind, d * 0.74, bold=True,
                                     min_px=4.0))
        painter.drawText(QRectF(r.left(), r.top() + d * 0.6, d, d * 0.2),
                         int(Qt.AlignmentFlag.AlignCenter), badge.kind)


def paint_card_image(card: Card, size: QSize, *, theme: Theme = DARK, text_scale: float = 1.0,
                     owner: str | None = None, counters: Mapping[str, int] | None = None,
                     background: bool = True) -> tuple[QImage, CardLayout]:
    """Render one card into a new image of ``size`` (for tests, previews and exports)."""
    image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(theme.window) if background else QColor(Qt.GlobalColor.transparent))
    painter = QPainter(image)
    margin = min(size.width(), size.height()) * 0.03 if background else 0.0
    rect = CardPainter.fit_card(QRectF(0, 0, size.width(), size.height()).adjusted(
        margin, margin, -margin, -margin))
    layout = CardPainter(theme, text_scale).paint(painter, rect, card, owner=owner,
                                                  counters=counters)
    painter.end()
    return image, layout


# ----------------------------------------------------------------------------------------
# PlaneCardView
# ----------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class FaceUpCard:
    """One face-up card as the view shows it."""

    id: int
    name: str
    kind: str
    owner: str
    counters: tuple[tuple[str, int], ...] = ()

    @property
    def counter_map(self) -> dict[str, int]:
        return dict(self.counters)

    @classmethod
    def from_view(cls, item: Mapping[str, Any]) -> FaceUpCard:
        counters = item.get("counters") or {}
        return cls(id=int(item.get("id", 0)), name=str(item["name"]),
                   kind=str(item.get("kind", "plane")), owner=str(item.get("owner", "")),
                   counters=tuple(sorted((str(k), int(v)) for k, v in counters.items())))


@dataclass(frozen=True, slots=True)
class CardPlacement:
    """Where one card goes in the widget: a rect in the reader's frame plus a turn."""

    card: FaceUpCard
    angle: int
    """0 (reader at the bottom), 180, 90 (reader at the left) or -90 (at the right)."""
    rect: QRectF
    """The card in the reader's (unrotated) coordinates."""
    transform: QTransform = field(compare=False)
    """Maps the reader's coordinates to the widget's."""

    @property
    def widget_rect(self) -> QRectF:
        return self.transform.mapRect(self.rect)

    def to_widget(self, rect: QRectF) -> QRectF:
        return self.transform.mapRect(rect)


def _grid(n: int, width: float, height: float, gap: float) -> tuple[int, int, float]:
    """Rows, columns and card height that make ``n`` cards as big as possible."""
    best = (1, n, 0.0)
    for rows in range(1, n + 1):
        cols = -(-n // rows)
        w = (width - gap * (cols - 1)) / cols
        h = (height - gap * (rows - 1)) / rows
        card_h = min(h, w / CARD_ASPECT)
        if card_h > best[2]:
            best = (rows, cols, card_h)
    return best


class PlaneCardView(QWidget):
    """Every face-up plane and phenomenon, side by side, as big as the widget allows.

    A tap (click) on a painted card emits ``card_tapped`` with its name, so the table can
    open the card's full text and rulings."""

    card_tapped = Signal(str)

    def __init__(self, bridge: EngineBridge | None = None, *, cards: CardDatabase | None = None,
                 theme: Theme = DARK, text_scale: float = 1.0, orientation: str = "bottom",
                 language: str | None = None, oracle_control: bool = True,
                 parent: QWidget | None = None) -> None:
        """``language``: the table's (``i18n.current()`` if None); a card printed in it
        shows its printed text, marked, with ``oracle_control`` a button to the Oracle."""
        super().__init__(parent)
        self._cards_db = cards or (bridge.cards if bridge is not None else default_cards())
        self._language = language if language is not None else i18n.current()
        self._show_oracle = False
        """The player asked for the Oracle text of the cards shown (until they change)."""
        self.oracle_button: QToolButton | None = None
        if oracle_control:
            self.oracle_button = QToolButton(self)
            self.oracle_button.setObjectName("oracleToggle")
            self.oracle_button.setCheckable(True)
            self.oracle_button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            self.oracle_button.setCursor(Qt.CursorShape.PointingHandCursor)
            self.oracle_button.toggled.connect(self.set_show_oracle)
            self.oracle_button.hide()
            # A key too, wherever the keyboard is in the window.
            self._oracle_key = QShortcut(QKeySequence("O"), self)
            self._oracle_key.setContext(Qt.ShortcutContext.WindowShortcut)
            self._oracle_key.activated.connect(self.toggle_oracle)
        self._theme = theme
        self._painter = CardPainter(theme, text_scale)
        self._orientation = "bottom"
        self._displayed: tuple[FaceUpCard, ...] = ()
        self._owner_colours: dict[str, str] = {}
        self._layouts: list[CardLayout] = []
        self._pressed: str | None = None
        """The card under the last press: a tap is a press and release on the same card."""
        self._chaos_lit: frozenset[str] = frozenset()
        self._glow = 0.0
        self._frames: dict[tuple[Any, ...], tuple[QPixmap, list[CardLayout]]] = {}
        """Painted frames by what they show (see `_frame`)."""
        self._old_frame: QPixmap | None = None
        self._fade = 0.0
        self.repaint_requests = 0
        """How many times a change asked for a repaint (for tests and diagnostics)."""
        # A new plane cross-fades in over the old one; only the painting animates, what is
        # shown (``displayed_names``) changes at once.
        self._arrival = QVariantAnimation(self)
        self._arrival.setDuration(ARRIVAL_MS)
        self._arrival.setStartValue(1.0)
        self._arrival.setEndValue(0.0)
        self._arrival.setEasingCurve(QEasingCurve.Type.InOutQuad)
        self._arrival.valueChanged.connect(self._set_fade)
        self._arrival.finished.connect(self._drop_old_frame)
        # A chaos ability on the stack breathes on its card until it leaves the stack.
        self._pulse = QVariantAnimation(self)
        self._pulse.setDuration(PULSE_MS)
        self._pulse.setKeyValues([(0.0, 0.0), (0.5, 1.0), (1.0, 0.0)])
        self._pulse.setLoopCount(-1)
        self._pulse.valueChanged.connect(self._set_glow)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(280, 200)
        self.set_orientation(orientation)
        if bridge is not None:
            bridge.changed.connect(self._on_changed)
            if bridge.view is not None:
                self.set_view(bridge.view)

    # -- properties ------------------------------------------------------------------------
    @property
    def text_scale(self) -> float:
        """Card text size setting, 0.8–1.6 (1.0 is the default)."""
        return self._painter.text_scale

    @text_scale.setter
    def text_scale(self, value: float) -> None:
        self.set_text_scale(value)

    def set_text_scale(self, value: float) -> None:
        old = self._painter.text_scale
        self._painter.text_scale = value
        if self._painter.text_scale != old:
            self._place_oracle_button()
            self._request_repaint()

    @property
    def orientation(self) -> str:
        """"bottom", "top", "left", "right" or "mirrored"."""
        return self._orientation

    @orientation.setter
    def orientation(self, value: str) -> None:
        self.set_orientation(value)

    def set_orientation(self, value: str) -> None:
        if value not in ORIENTATIONS:
            raise ValueError(f"orientation must be one of {', '.join(ORIENTATIONS)}, "
                             f"not {value!r}")
        if value != self._orientation:
            self._orientation = value
            self._place_oracle_button()
            self._request_repaint()

    @property
    def theme(self) -> Theme:
        return self._theme

    def set_theme(self, theme: Theme) -> None:
        if theme != self._theme:
            self._theme = theme
            self._painter = CardPainter(theme, self._painter.text_scale)
            self._request_repaint()

    # -- data ------------------------------------------------------------------------------
    def set_view(self, view: Mapping[str, Any] | None) -> None:
        """Show the face-up cards of a state view; repaints only if what is shown changed."""
        shown: tuple[FaceUpCard, ...] = ()
        colours: dict[str, str] = {}
        lit: frozenset[str] = frozenset()
        if view is not None:
            shown = tuple(FaceUpCard.from_view(item) for item in view.get("face_up", ()))
            for i, p in enumerate(view.get("players", ())):
                colours[str(p["name"])] = PLAYER_COLOURS[i % len(PLAYER_COLOURS)]
            names = {c.name for c in shown}
            lit = frozenset(str(item.get("source")) for item in view.get("stack", ())
                            if item.get("kind") == "chaos" and item.get("source") in names)
        if lit != self._chaos_lit:
            self._chaos_lit = lit
            if lit:
                if self._pulse.state() != QAbstractAnimation.State.Running:
                    self._pulse.start()
            else:
                self._pulse.stop()
                self._glow = 0.0
            self._request_repaint()
        if shown != self._displayed or colours != self._owner_colours:
            arrived = [c.name for c in shown] != [c.name for c in self._displayed]
            if arrived and self._displayed and self.isVisible() and not self.size().isEmpty():
                self._start_arrival()
            self._displayed = shown
            self._owner_colours = colours
            if arrived:
                self._show_oracle = False  # a new card shows as printed again
            self.setAccessibleName(", ".join(self.shown_name(c.name) for c in shown)
                                   or self.tr("No plane is face up"))
            self._sync_oracle_button()
            self._request_repaint()

    # -- printed text ----------------------------------------------------------------------
    @property
    def language(self) -> str:
        return self._language

    def has_printed(self) -> bool:
        """Some card shown was printed in the table's language."""
        return any(self._printed(c.name) is not None for c in self._displayed)

    def showing_oracle(self) -> bool:
        return self._show_oracle

    def set_show_oracle(self, on: bool) -> None:
        """Show the Oracle text of the printed cards (True) or their printed text."""
        if on != self._show_oracle:
            self._show_oracle = on
            self._sync_oracle_button()
            self._request_repaint()

    def toggle_oracle(self) -> None:
        if self.has_printed() and self.isVisible():
            self.set_show_oracle(not self._show_oracle)

    def shown_name(self, english_name: str) -> str:
        """The name painted for the card: printed in the table's language unless the
        Oracle text is asked for."""
        face = self._face(english_name)[0]
        return face.name if face is not None else english_name

    def shown_mark(self, english_name: str) -> str | None:
        """The chip painted on the card: which text it shows ("Printed text", "Oracle
        text"), or "English only" where it was never printed in the table's language."""
        return self._face(english_name)[1]

    def _printed(self, english_name: str) -> Card | None:
        if english_name not in self._cards_db:
            return None
        return printed_face(self._cards_db.get(english_name), self._language)

    def _face(self, english_name: str) -> tuple[Card | None, str | None]:
        """The card to paint (printed or Oracle) and its mark."""
        card = self._cards_db.get(english_name) if english_name in self._cards_db else None
        printed = self._printed(english_name)
        if card is not None and printed is None and self._language != "en":
            # Never printed in the table's language: say why it reads in English.
            return card, self.tr("English only")
        if card is None or printed is None:
            return card, None
        if self._show_oracle:
            return card, self.tr("Oracle text")
        return printed, self.tr("Printed text")

    def _sync_oracle_button(self) -> None:
        button = self.oracle_button
        if button is None:
            return
        button.blockSignals(True)
        button.setChecked(self._show_oracle)
        button.blockSignals(False)
        if self._show_oracle:
            button.setText(self.tr("Printed"))
            button.setToolTip(self.tr("Back to the text printed on the card (O)"))
        else:
            button.setText(self.tr("Oracle"))
            button.setToolTip(self.tr("Show the English Oracle text, the authority on the "
                                      "rules (O)"))
        button.setAccessibleName(button.toolTip())
        self._place_oracle_button()

    def _place_oracle_button(self) -> None:
        """Beside the mark on the card nearest the bottom reader (the last one shown)."""
        button = self.oracle_button
        if button is None:
            return
        placements = self.placements()
        if not placements or not self.has_printed():
            button.hide()
            return
        upright = [p for p in placements if p.angle == 0] or placements
        where = next((p for p in reversed(upright)
                      if self._printed(p.card.name) is not None), upright[-1])
        mark = self._face(where.card.name)[1] or ""
        chip = where.to_widget(self._painter.mark_rect(where.rect, mark))
        side = min(chip.height(), chip.width())  # the chip's height, turned or not
        height = max(22, round(side))
        accent = self._theme.color("accent")
        button.setStyleSheet(
            f"QToolButton#oracleToggle {{ padding: 0 {round(height * 0.45)}px;"
            f" border: 1px solid {accent.name()}; border-radius: {height // 2}px;"
            f" font-weight: bold; font-size: {max(11, round(height * 0.5))}px; }}"
            f"QToolButton#oracleToggle:focus {{ border: 2px solid {accent.lighter(130).name()}; }}")
        width = button.sizeHint().width()
        x = round(chip.left() - width - height * 0.3)
        y = round(chip.center().y() - height / 2)
        button.setGeometry(max(0, x), max(0, min(y, self.height() - height)), width, height)
        button.show()
        button.raise_()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_oracle_button()

    def chaos_highlighted(self) -> list[str]:
        """The face-up cards whose chaos ability is on the stack (lit up), sorted."""
        return sorted(self._chaos_lit)

    @property
    def is_transitioning(self) -> bool:
        """A new plane is fading in (the painting only; the state is already new)."""
        return self._arrival.state() == QAbstractAnimation.State.Running

    def _start_arrival(self) -> None:
        """Keep a picture of what is shown now, to fade it out over the new cards."""
        ratio = self.devicePixelRatioF()
        frame = QPixmap(self.size() * ratio)
        frame.setDevicePixelRatio(ratio)
        painter = QPainter(frame)
        self._paint(painter)
        painter.end()
        self._old_frame = frame
        self._arrival.stop()
        self._fade = 1.0
        self._arrival.start()

    def _set_fade(self, value: object) -> None:
        self._fade = float(value) if isinstance(value, (int, float)) else 0.0
        self.update()

    def _drop_old_frame(self) -> None:
        self._old_frame = None
        self._fade = 0.0
        self.update()

    def _set_glow(self, value: object) -> None:
        # A dozen steps per breath are smooth enough, and repaint the card far less often
        # than every animation tick (the glow can stay up for a long time).
        glow = round((float(value) if isinstance(value, (int, float)) else 0.0) * 12) / 12
        if glow != self._glow and self._chaos_lit:
            self._glow = glow
            self.update()

    def _on_changed(self, view: dict[str, Any], events: list[Any]) -> None:
        self.set_view(view)

    def displayed_cards(self) -> list[FaceUpCard]:
        """The face-up cards currently shown, left to right."""
        return list(self._displayed)

    def displayed_names(self) -> list[str]:
        return [c.name for c in self._displayed]

    def last_layouts(self) -> list[CardLayout]:
        """The layouts of the last paint, in the reader's coordinates (see ``placements``)."""
        return list(self._layouts)

    def _request_repaint(self) -> None:
        self.repaint_requests += 1
        self.update()

    # -- geometry --------------------------------------------------------------------------
    def _panes(self) -> list[tuple[QRectF, int]]:
        full = QRectF(self.rect())
        if self._orientation == "mirrored":
            half = full.height() / 2
            return [(QRectF(0, 0, full.width(), half), 180),
                    (QRectF(0, half, full.width(), full.height() - half), 0)]
        return [(full, READER_ANGLES[self._orientation])]

    def placements(self) -> list[CardPlacement]:
        """Where each card is painted (twice each when mirrored: the upper pane first)."""
        out: list[CardPlacement] = []
        n = len(self._displayed)
        if n == 0:
            return out
        for pane, angle in self._panes():
            transform, reader_w, reader_h = self._pane_transform(pane, angle)
            pad = min(reader_w, reader_h) * 0.03
            gap = pad
            rows, cols, card_h = _grid(n, reader_w - 2 * pad, reader_h - 2 * pad, gap)
            card_w = card_h * CARD_ASPECT
            total_h = rows * card_h + (rows - 1) * gap
            y0 = -total_h / 2
            for i, card in enumerate(self._displayed):
                row, col = divmod(i, cols)
                in_row = min(cols, n - row * cols)
                row_w = in_row * card_w + (in_row - 1) * gap
                x = -row_w / 2 + col * (card_w + gap)
                y = y0 + row * (card_h + gap)
                out.append(CardPlacement(card, angle, QRectF(x, y, card_w, card_h), transform))
        return out

    def card_at(self, point: QPointF) -> str | None:
        """The name of the card painted under ``point`` (widget coordinates), if any."""
        for placement in self.placements():
            inverse, invertible = placement.transform.inverted()
            if invertible and placement.rect.contains(inverse.map(point)):
                return placement.card.name
        return None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._pressed = self.card_at(event.position())
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        # Touch screens deliver taps as synthesised mouse presses and releases.
        pressed, self._pressed = self._pressed, None
        if event.button() == Qt.MouseButton.LeftButton and pressed is not None \
                and self.card_at(event.position()) == pressed:
            self.card_tapped.emit(pressed)
        super().mouseReleaseEvent(event)

    @staticmethod
    def _pane_transform(pane: QRectF, angle: int) -> tuple[QTransform, float, float]:
        transform = QTransform()
        transform.translate(pane.center().x(), pane.center().y())
        transform.rotate(angle)
        if angle in (90, -90):
            return transform, pane.height(), pane.width()
        return transform, pane.width(), pane.height()

    # -- painting --------------------------------------------------------------------------
    def sizeHint(self) -> QSize:
        return QSize(840, 600)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._frame())
        if self._old_frame is not None and self._fade > 0.0:
            painter.setOpacity(self._fade)
            painter.drawPixmap(0, 0, self._old_frame)
        painter.end()

    def _frame_key(self) -> tuple[Any, ...]:
        return (self.width(), self.height(), self.devicePixelRatioF(), self._displayed,
                self._show_oracle,
                tuple(sorted(self._owner_colours.items())), self._orientation, self._theme,
                self._painter.text_scale, self._chaos_lit,
                self._glow if self._chaos_lit else 0.0)

    def _frame(self) -> QPixmap:
        """The cards as last painted for this size, view and glow: a result banner, a toast
        or a die spin over the card then repaints from this picture instead of laying the
        card's text out again (about 10 ms a card)."""
        key = self._frame_key()
        cached = self._frames.get(key)
        if cached is not None:
            self._layouts = cached[1]
            return cached[0]
        ratio = self.devicePixelRatioF()
        pixmap = QPixmap(max(1, round(self.width() * ratio)), max(1, round(self.height() * ratio)))
        pixmap.setDevicePixelRatio(ratio)
        painter = QPainter(pixmap)
        self._paint(painter)
        painter.end()
        if len(self._frames) >= 16:  # the glow's dozen steps, and a little more
            self._frames.pop(next(iter(self._frames)))
        self._frames[key] = (pixmap, list(self._layouts))
        return pixmap

    def _paint(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), self._theme.color("window"))
        layouts: list[CardLayout] = []
        if not self._displayed:
            for pane, angle in self._panes():
                self._paint_empty(painter, pane, angle)
        else:
            for placement in self.placements():
                painter.save()
                painter.setTransform(placement.transform)
                card, mark = self._face(placement.card.name)
                if card is None:
                    card = self._cards_db.get(placement.card.name)
                glow = self._glow if placement.card.name in self._chaos_lit else None
                layouts.append(self._painter.paint(
                    painter, placement.rect, card, owner=placement.card.owner,
                    counters=placement.card.counter_map,
                    owner_colour=self._owner_colours.get(placement.card.owner),
                    chaos_glow=glow, mark=mark))
                painter.restore()
        if self._orientation == "mirrored":
            painter.setPen(QPen(self._theme.color("panel_border"), 1, Qt.PenStyle.DashLine))
            y = self.height() / 2
            painter.drawLine(QPointF(self.width() * 0.05, y), QPointF(self.width() * 0.95, y))
        self._layouts = layouts

    def _paint_empty(self, painter: QPainter, pane: QRectF, angle: int) -> None:
        transform, w, h = self._pane_transform(pane, angle)
        painter.save()
        painter.setTransform(transform)
        side = min(w, h) * 0.28
        muted = self._theme.color("muted")
        draw_symbol(painter, "planeswalker", QRectF(-side / 2, -side * 0.75, side, side),
                    _with_alpha(muted, 0.5))
        painter.setFont(_font(SANS_FAMILIES, max(12.0, min(w, h) * 0.05)))
        painter.setPen(muted)
        painter.drawText(QRectF(-w / 2, side * 0.35, w, side * 0.5),
                         int(Qt.AlignmentFlag.AlignCenter), self.tr("No plane is face up"))
        painter.restore()


# ----------------------------------------------------------------------------------------
# CardPreview
# ----------------------------------------------------------------------------------------
def _html_lines(text: str) -> str:
    return html.escape(text).replace("\n", "<br>")


def preview_tooltip(card: Card, language: str | None = None) -> str:
    """A card's text for a tooltip in the table's language (``i18n.current()`` if None):
    printed there, its name and text, then the English Oracle text labelled as such;
    else the Oracle text alone."""
    found = printed(card.name, language or i18n.current())
    if found is None:
        return f"<p>{_html_lines(card.oracle_text)}</p>"
    oracle = QCoreApplication.translate("PlaneCardView", "Oracle text")
    return (f"<p><b>{html.escape(found.name)}</b><br>{_html_lines(found.text)}</p>"
            f"<p><i>{html.escape(oracle)}</i><br>{_html_lines(card.oracle_text)}</p>")


class CardPreview(QWidget):
    """A small fixed-size painting of one card, by name or Card (for pick dialogs)."""

    def __init__(self, card: Card | str | None = None, *, cards: CardDatabase | None = None,
                 width: int = 320, theme: Theme = DARK, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._cards_db = cards or default_cards()
        self._painter = CardPainter(theme)
        self._theme = theme
        self._card: Card | None = None
        self._layout: CardLayout | None = None
        self.setFixedSize(width, round(width / CARD_ASPECT))
        self.set_card(card)

    def set_card(self, card: Card | str | None) -> None:
        """Show this card (a typed name is resolved, like "naar isle"); None shows nothing."""
        found = self._cards_db.resolve(card) if isinstance(card, str) else card
        if found is not self._card:
            self._card = found
            self.setToolTip(preview_tooltip(found) if found is not None else "")
            shown = printed(found.name, i18n.current()) if found is not None else None
            self.setAccessibleName(shown.name if shown is not None
                                   else found.name if found is not None else "")
            self.update()

    def card(self) -> Card | None:
        return self._card

    def card_name(self) -> str | None:
        return None if self._card is None else self._card.name

    def last_layout(self) -> CardLayout | None:
        """Where everything went in the last paint (None before the first paint)."""
        return self._layout

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self._card is None:
            painter.setPen(QPen(self._theme.color("panel_border"), 1, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            r = QRectF(self.rect()).adjusted(1, 1, -1, -1)
            painter.drawRoundedRect(r, r.height() * _RADIUS, r.height() * _RADIUS)
            self._layout = None
        else:
            self._layout = self._painter.paint(painter, QRectF(self.rect()), self._card)
        painter.end()
