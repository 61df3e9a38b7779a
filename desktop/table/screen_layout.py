"""How the table screen divides the window: the planes with their overlays (`CardArea`),
the seats and the column placed by hand (`TableScreen`), and the interface scale a window
of a given size is drawn at. Nothing here has a minimum size: every geometry is computed
from the room given, so the table never grows past the screen."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QWidget

from desktop.table.map_view import MapView
from desktop.table.seats import SeatsPanel
from desktop.theme import Theme

SCREEN_BASE = (1920, 1080)
"""The screen at which interface size 1 is right; a larger one (a 4K TV with no desktop
scaling) scales the interface up by its own factor, in quarter steps."""
TALL_COLUMN = 880
"""Column height (at interface size 1) from which effects and the log fit under the stack;
below it they move to a drawer, so the stack keeps room for three items."""


SMALLEST = (1280, 720)
"""The smallest screen the table is laid out for at interface size 1."""


def screen_factor(width: int, height: int) -> float:
    """How much bigger than `SCREEN_BASE` this room is, in quarter steps, at least 1."""
    raw = min(width / SCREEN_BASE[0], height / SCREEN_BASE[1])
    return max(1.0, int(raw * 4) / 4)


def effective_scale(ui_scale: float, width: int, height: int) -> float:
    """The interface size to draw at: the player's setting times the screen's factor, but
    never more than the room holds (the table fits `SMALLEST` at 1), so "TV: 2" on a
    1080p screen draws at 1.5 instead of pushing the seats off."""
    fits = min(width / SMALLEST[0], height / SMALLEST[1])
    fits = max(0.6, int(fits * 20) / 20)
    return min(ui_scale * screen_factor(width, height), fits)


class CardArea(QWidget):
    """The planes, with overlays drawn over them (toasts, the result banner, the pending
    choice): overlays never take room from the card or the seats."""

    def __init__(self, card_view: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card_view = card_view
        card_view.setParent(self)
        self.map_view: MapView | None = None
        """The Eternities Map, shown instead of the card in a map game (`show_map`). It
        never moves for a strip: it keeps the strips' band free (`MapView.set_top_reserve`),
        so a move becoming pending neither shifts the map nor hides a space it may go to."""
        self.strips_push_card = True
        """Upright: a strip moves the card down; flat: it lies over the card's edge (a card
        turned to a side seat is already as small as the room's height allows)."""
        self._top: list[QWidget] = []
        """Strips across the top (a pending choice), each at its own fixed height."""
        self._cover: list[QWidget] = []
        """Overlays that cover the whole area (toasts, banners)."""

    def add_top_strip(self, widget: QWidget) -> None:
        """A strip over the top (a pending choice); while it shows, the card moves down
        under it, so the plane stays whole."""
        widget.setParent(self)
        widget.installEventFilter(self)
        self._top.append(widget)
        self.place()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # a Qt override
        if watched in self._top and event.type() in (QEvent.Type.Show, QEvent.Type.Hide):
            self.place()
        return super().eventFilter(watched, event)

    def add_map(self, widget: MapView) -> None:
        """The map that takes the card's place in an Eternities Map game (hidden until
        `show_map`)."""
        widget.setParent(self)
        widget.hide()
        self.map_view = widget
        self.place()

    def show_map(self, on: bool) -> None:
        """The map in the middle (an Eternities Map game), or the card."""
        if self.map_view is None:
            return
        self.map_view.setVisible(on)
        self.card_view.setVisible(not on)
        self.place()

    def centre(self) -> QWidget:
        """What the middle shows now: the map or the card."""
        if self.map_view is not None and not self.map_view.isHidden():
            return self.map_view
        return self.card_view

    def add_cover(self, widget: QWidget) -> None:
        widget.setParent(self)
        self._cover.append(widget)
        self.place()

    def resizeEvent(self, event: QResizeEvent) -> None:  # a Qt override
        super().resizeEvent(event)
        self.place()

    def place(self) -> None:
        y = band = 0
        for strip in self._top:
            h = min(strip.sizeHint().height(), self.height() // 3)
            strip.setGeometry(QRect(0, y, self.width(), h))
            strip.raise_()
            band += h
            if not strip.isHidden():
                y += h
        if not self.strips_push_card:
            y = 0
        centre = QRect(0, y, self.width(), max(1, self.height() - y))
        self.card_view.setGeometry(centre)
        if self.map_view is not None:
            self.map_view.setGeometry(self.rect())
            self.map_view.set_top_reserve(band)
        for cover in self._cover:
            cover.setGeometry(self.rect())
            if cover.isVisible():
                cover.raise_()


class TableScreen(QWidget):
    """The window's content, placed by hand: the seats and planes on the left, the column
    on the right, and the drawer (effects and log on a short screen) over the table's
    right edge."""

    def __init__(self, seats: SeatsPanel, column: QWidget, drawer: QWidget,
                 theme: Theme) -> None:
        super().__init__()
        self.seats = seats
        self.column = column
        self.drawer = drawer
        self.theme = theme
        for w in (seats, column, drawer):
            w.setParent(self)
        drawer.hide()

    def column_width(self) -> int:
        t = self.theme
        return max(1, min(self.width() // 2, max(t.px(320), min(t.px(440),
                                                              int(self.width() * 0.27)))))

    def resizeEvent(self, event: QResizeEvent) -> None:  # a Qt override
        super().resizeEvent(event)
        self.place()

    def place(self) -> None:
        gap = self.theme.px(8)
        w, h = self.width(), self.height()
        col = self.column_width()
        self.column.setGeometry(QRect(w - col - gap, gap, col, max(1, h - 2 * gap)))
        self.seats.setGeometry(QRect(0, 0, max(1, w - col - gap), h))
        self.drawer.setGeometry(QRect(max(0, w - 2 * col - 2 * gap), gap, col,
                                      max(1, h - 2 * gap)))
        if self.drawer.isVisible():
            self.drawer.raise_()
