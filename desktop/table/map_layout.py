"""Where each space of the Eternities Map goes in the widget: a plus with wide arms.

The game's plane is a card in the middle, a little smaller than the room would allow so its
neighbours can be read without hovering (only one person at a table can hover). Its left
and right neighbours are tiles beside it, as tall as the card; the neighbours above and
below are banners wider than the card, reaching over the corners, so their rules text runs
in long lines; the diagonals (hellride targets, or planes the game has left) take the
narrower corners. Planes two steps away are not drawn: their spaces lie just outside the
widget, where a card slides out of sight or in from (the engine keeps them on the map).

Rows are [up, middle, down]; the middle row's columns are [side, card, side] and the outer
rows' [corner, banner, corner], each row type with its own widths.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF

from desktop.table.card_view import CARD_ASPECT
from desktop.theme import Theme

GAP = 6
CARD_SHARE = 0.55
"""The card's height as a share of the map's at the table: room for a banner's rules text."""
DISPLAY_CARD_SHARE = 0.6
"""On the TV (display only) the card stays close to its size in an ordinary game."""
SIDE_MIN = 76
"""The narrowest a side tile gets (interface size 1) before the card gives way: the longest
word of a plane's name at the least size a name is drawn at."""
SIDE_MAX_SHARE = 0.85
"""A side tile is at most this share of the card's width (a very wide room stays centred)."""
CORNER_SHARE = 0.45
"""A corner's width as a share of a side tile's: the banners take the rest of the row."""
CORNER_MIN = 96
BANNER_MIN = 56
"""The least a banner needs for a name and a type line (interface size 1)."""
BANNER_MAX_SHARE = 0.5
"""A banner is at most this share of the card's height (a tall room gives the card more)."""
NARROW_BANNER_SHARE = 1.4
"""...unless the card is as wide as the room allows: then the banners take the height."""


@dataclass(frozen=True, slots=True)
class MapGrid:
    """The tracks: y and height of the three rows (up, middle, down); x and width of the
    middle row's three columns (side, card, side) and of the outer rows' (corner, banner,
    corner)."""

    ys: tuple[float, float, float]
    heights: tuple[float, float, float]
    mid_xs: tuple[float, float, float]
    mid_widths: tuple[float, float, float]
    out_xs: tuple[float, float, float]
    out_widths: tuple[float, float, float]
    gap: float

    def row(self, dy: int) -> tuple[float, float]:
        """Top edge and height of the row ``dy`` steps up from the position; rows two or
        more steps away continue outside the grid, a banner's height each."""
        if -1 <= dy <= 1:
            return self.ys[1 - dy], self.heights[1 - dy]
        h = self.heights[0]
        if dy > 1:
            return self.ys[0] - (dy - 1) * (h + self.gap), h
        bottom = self.ys[2] + self.heights[2]
        return bottom + self.gap + (-dy - 2) * (h + self.gap), h

    def column(self, dx: int, dy: int = 0) -> tuple[float, float]:
        """Left edge and width of the column ``dx`` steps right, in the middle row
        (``dy`` = 0) or an outer one; beyond ±1 it continues outside the grid."""
        xs, widths = (self.mid_xs, self.mid_widths) if dy == 0 else (self.out_xs,
                                                                      self.out_widths)
        if -1 <= dx <= 1:
            return xs[dx + 1], widths[dx + 1]
        w = widths[0]
        if dx > 1:
            right = xs[2] + widths[2]
            return right + self.gap + (dx - 2) * (w + self.gap), w
        return xs[0] - (-dx - 1) * (w + self.gap), w

    def cell(self, dx: int, dy: int) -> QRectF:
        x, w = self.column(dx, dy)
        y, h = self.row(dy)
        return QRectF(x, y, w, h)

    def card_rect(self) -> QRectF:
        return self.cell(0, 0)

    def span(self) -> QRectF:
        """The whole grid (the nine spaces)."""
        left = min(self.mid_xs[0], self.out_xs[0])
        right = max(self.mid_xs[2] + self.mid_widths[2], self.out_xs[2] + self.out_widths[2])
        return QRectF(left, self.ys[0], right - left,
                      self.ys[2] + self.heights[2] - self.ys[0])

    def cells(self) -> dict[tuple[int, int], QRectF]:
        """The nine spaces by offset."""
        return {(dx, dy): self.cell(dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)}


def map_grid(area: QRectF, theme: Theme, *, display: bool = False) -> MapGrid:
    """The grid for ``area``: the card a fixed share of the height (``CARD_SHARE``, or
    ``DISPLAY_CARD_SHARE`` on the TV) unless the width runs short, the banners the rest of
    the height, the sides the rest of the width; the grid centred in ``area``."""
    gap = float(theme.px(GAP))
    banner_min = float(theme.px(BANNER_MIN))
    w = max(1.0, area.width() - 2 * gap)
    h = max(1.0, area.height() - 2 * gap)
    side_min = float(theme.px(SIDE_MIN))
    share = DISPLAY_CARD_SHARE if display else CARD_SHARE
    widest = max(1.0, (w - 2 * side_min) / CARD_ASPECT)
    card_h = max(1.0, min(h * share, h - 2 * banner_min, widest))
    banner = (h - card_h) / 2
    if banner > card_h * BANNER_MAX_SHARE:
        # A tall room: the card grows instead, up to the width; then the banners take
        # more of the height (their rules text), up to the card's size.
        card_h = max(1.0, min(h / (1 + 2 * BANNER_MAX_SHARE), widest))
        limit = BANNER_MAX_SHARE if card_h < widest else NARROW_BANNER_SHARE
        banner = min((h - card_h) / 2, card_h * limit)
    banner = max(1.0, banner)
    card_w = card_h * CARD_ASPECT
    side = max(1.0, min((w - card_w) / 2, card_w * SIDE_MAX_SHARE))
    corner = min(side, max(float(theme.px(CORNER_MIN)), side * CORNER_SHARE))
    banner_w = card_w + 2 * (side - corner)
    total_w = card_w + 2 * side + 2 * gap
    total_h = card_h + 2 * banner + 2 * gap
    x = area.left() + (area.width() - total_w) / 2
    y = area.top() + (area.height() - total_h) / 2
    ys = (y, y + banner + gap, y + banner + gap + card_h + gap)
    mid_xs = (x, x + side + gap, x + side + gap + card_w + gap)
    out_xs = (x, x + corner + gap, x + corner + gap + banner_w + gap)
    return MapGrid(ys, (banner, card_h, banner), mid_xs, (side, card_w, side), out_xs,
                   (corner, banner_w, corner), gap)


def split(rect: QRectF, n: int, gap: float) -> list[QRectF]:
    """``rect`` shared by ``n`` cards on one space (merged planes), along its longer side."""
    if n <= 1:
        return [QRectF(rect)]
    if rect.width() >= rect.height():
        w = (rect.width() - gap * (n - 1)) / n
        return [QRectF(rect.left() + i * (w + gap), rect.top(), w, rect.height())
                for i in range(n)]
    h = (rect.height() - gap * (n - 1)) / n
    return [QRectF(rect.left(), rect.top() + i * (h + gap), rect.width(), h) for i in range(n)]


def lerp_rect(a: QRectF, b: QRectF, t: float) -> QRectF:
    return QRectF(a.left() + (b.left() - a.left()) * t, a.top() + (b.top() - a.top()) * t,
                  a.width() + (b.width() - a.width()) * t,
                  a.height() + (b.height() - a.height()) * t)
