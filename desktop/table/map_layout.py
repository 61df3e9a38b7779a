"""Where each space of the Eternities Map goes in the widget: a fisheye grid.

The game's plane is a card as large as the room allows, in the middle. Its left and right
neighbours are tall tiles beside it (the room a landscape screen has to spare is across);
the neighbours above and below are banners as wide as the card, short enough to leave the
card its height; the diagonals (hellride targets) take the corners. One ring further out,
the map's edge shows thin strips with the names of the planes two steps away, so what the
next move will reveal, and what pruning takes away, stays in sight.

Columns are [edge, side, card, side, edge] and rows [edge, banner, card, banner, edge];
offsets beyond ±2 lie just outside the widget (a card sliding out of sight goes there).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF

from desktop.table.card_view import CARD_ASPECT
from desktop.theme import Theme

EDGE = 26
"""The edge strips' thickness at interface size 1: one line of small text."""
GAP = 6
BANNER_SHARE = 0.28
"""A banner's height as a share of the card's, as long as the room is short."""
BANNER_MAX_SHARE = 0.45
SIDE_SHARE = 0.4
"""The side tiles are at least this share of the card's width."""
SIDE_MAX_SHARE = 0.75
BANNER_MIN = 56
"""The least a banner needs for a name and a type line (interface size 1)."""


@dataclass(frozen=True, slots=True)
class MapGrid:
    """The grid's tracks: x positions and widths of the five columns, y and heights of the
    five rows (index 0 is offset -2 across, and offset +2 upward: row 0 is the top)."""

    xs: tuple[float, ...]
    widths: tuple[float, ...]
    ys: tuple[float, ...]
    heights: tuple[float, ...]
    gap: float

    def column(self, dx: int) -> tuple[float, float]:
        """Left edge and width of the column ``dx`` steps right of the position."""
        if -2 <= dx <= 2:
            return self.xs[dx + 2], self.widths[dx + 2]
        edge = self.widths[0]
        if dx > 2:
            return self.xs[4] + self.widths[4] + self.gap + (dx - 3) * (edge + self.gap), edge
        return self.xs[0] - self.gap - edge + (dx + 3) * (edge + self.gap), edge

    def row(self, dy: int) -> tuple[float, float]:
        """Top edge and height of the row ``dy`` steps up from the position."""
        i = 2 - dy
        if 0 <= i <= 4:
            return self.ys[i], self.heights[i]
        edge = self.heights[0]
        if i > 4:
            return self.ys[4] + self.heights[4] + self.gap + (i - 5) * (edge + self.gap), edge
        return self.ys[0] - self.gap - edge + (i + 1) * (edge + self.gap), edge

    def cell(self, dx: int, dy: int) -> QRectF:
        x, w = self.column(dx)
        y, h = self.row(dy)
        return QRectF(x, y, w, h)

    def card_rect(self) -> QRectF:
        return self.cell(0, 0)

    def span(self) -> QRectF:
        """The whole grid (every ring shown)."""
        return QRectF(self.xs[0], self.ys[0], self.xs[4] + self.widths[4] - self.xs[0],
                      self.ys[4] + self.heights[4] - self.ys[0])


def map_grid(area: QRectF, theme: Theme) -> MapGrid:
    """The grid for ``area``: the card as large as the banners and side tiles leave room
    for, then whatever room is left given to the banners and sides up to their largest,
    and the rest shared out around the grid so it stays centred."""
    edge = float(theme.px(EDGE))
    gap = float(theme.px(GAP))
    banner_min = float(theme.px(BANNER_MIN))
    inner_w = max(1.0, area.width() - 2 * edge - 4 * gap)
    inner_h = max(1.0, area.height() - 2 * edge - 4 * gap)
    # Height: card + 2 banners, a banner at least BANNER_MIN and BANNER_SHARE of the card.
    card_h = min(inner_h / (1 + 2 * BANNER_SHARE), inner_h - 2 * banner_min)
    card_w = min(card_h * CARD_ASPECT, inner_w / (1 + 2 * SIDE_SHARE))
    card_w = max(1.0, card_w)
    card_h = card_w / CARD_ASPECT
    side = min((inner_w - card_w) / 2, card_w * SIDE_MAX_SHARE)
    banner = min((inner_h - card_h) / 2, max(banner_min, card_h * BANNER_MAX_SHARE))
    banner = max(1.0, banner)
    side = max(1.0, side)
    widths = (edge, side, card_w, side, edge)
    heights = (edge, banner, card_h, banner, edge)
    total_w = sum(widths) + 4 * gap
    total_h = sum(heights) + 4 * gap
    x = area.left() + (area.width() - total_w) / 2
    y = area.top() + (area.height() - total_h) / 2
    xs, ys = [], []
    for w in widths:
        xs.append(x)
        x += w + gap
    for h in heights:
        ys.append(y)
        y += h + gap
    return MapGrid(tuple(xs), widths, tuple(ys), heights, gap)


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
