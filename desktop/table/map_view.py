"""The Eternities Map at the table: the game's plane large in the middle, its neighbours
around it (see `map_layout`), hellride targets marked, and, while a move is awaited, the
direction chosen on the map itself.

The widget draws only what the state view says (``map``, ``position``, ``map_moves``) and
never changes the game: a chosen direction is the ``move_chosen`` signal, which the window
sends to the engine through the bridge; a tap on a card when no move is awaited is
``card_tapped`` (its full text and rulings). ``interactive=False`` makes it a picture only
(no taps, no keys, no hints): the TV window shows the map that way.

Choosing: a mouse click on a neighbour (or a marked empty corner) moves there; hovering a
neighbour for a moment shows its whole card large. On a touch screen the first tap shows
the card large and the second moves. Keys: the arrows pick a space (an arrow across the
one picked goes to the corner between: ↑ then ← is up-left), Enter or Space moves there,
Esc puts the pick down.

On a flat table the map turns to face the active player (or the planar controller) as the
card does (`set_orientation`); taps are mapped back through the turn, and the directions
stay the map's own ("up" is the map's up, whichever way it faces). The window keeps a band
at the top free for the choice bar (`set_top_reserve`), so the map stays put when a move
becomes pending and the bar never hides a space the game may move to.

A move slides the map (each card glides from its old space to its new one, about 300 ms);
the state is already new, only the painting moves. No slide on an offscreen platform (the
tests) unless ``animations_enabled`` is set.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QEvent,
    QPointF,
    QRectF,
    QSize,
    QSizeF,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QGuiApplication,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QPointingDevice,
    QTransform,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from desktop import i18n
from desktop.bridge import EngineBridge
from desktop.printed_cards import printed_face
from desktop.table.card_view import READER_ANGLES, CardPainter
from desktop.table.map_layout import MapGrid, lerp_rect, map_grid, split
from desktop.table.map_model import (
    ARROWS,
    DIRECTIONS,
    OFFSET_DIRECTION,
    MapCard,
    MapPicture,
    Offset,
    direction_name,
)
from desktop.table.map_tiles import SANS_FAMILIES, TilePainter, font, mix, paint_card
from desktop.theme import DARK, Theme
from engine.cards import CardDatabase, default_cards

log = logging.getLogger(__name__)

SLIDE_MS = 300
"""How long the map takes to slide to a new position."""
HOVER_MS = 250
"""How long the pointer rests on a neighbour before its card shows large."""
ZOOM_GROWTH = 1.6
"""The zoomed card is at most this much larger than the game's card (within the widget)."""
DISPLAY_BOOST = 2.0
"""Display only (the TV, read from across a room): the tiles' fonts this much larger for a
map 1000 px tall, in proportion above."""
BADGE = (20, 30)
"""The arrow badge's least and largest diameter (interface size 1)."""

_KEY_ARROWS = {Qt.Key.Key_Up: "up", Qt.Key.Key_Down: "down", Qt.Key.Key_Left: "left",
               Qt.Key.Key_Right: "right"}
_CONFIRM_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


def style_of(offset: Offset) -> str:
    """How a space at ``offset`` from the position is painted (see `map_tiles`): "off" is
    out of sight (two steps away or more), painted as a tile only while it slides."""
    dx, dy = offset
    if offset == (0, 0):
        return "card"
    if abs(dx) <= 1 and abs(dy) <= 1:
        return "tile"
    return "off"


def is_orthogonal(direction: str) -> bool:
    dx, dy = DIRECTIONS[direction]
    return (dx == 0) != (dy == 0)


def step_selection(selected: str | None, arrow: str) -> str | None:
    """Where an arrow key takes the pick: from nothing to that side; across a side to the
    corner between (up, then left: up-left); back the way it came to the middle (None)."""
    dx, dy = DIRECTIONS[selected] if selected is not None else (0, 0)
    ax, ay = DIRECTIONS[arrow]
    nx, ny = max(-1, min(1, dx + ax)), max(-1, min(1, dy + ay))
    return OFFSET_DIRECTION.get((nx, ny))


class MapView(QWidget):
    """The map, drawn from the bridge's view (or ``set_view``)."""

    move_chosen = Signal(str)
    """A direction the player chose while a move is awaited (send it as ``move``)."""
    card_tapped = Signal(str)
    """A card's name, tapped when no move is awaited (show its full text)."""

    def __init__(self, bridge: EngineBridge | None = None, *,
                 cards: CardDatabase | None = None, theme: Theme = DARK,
                 interactive: bool = True, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._cards_db = cards or (bridge.cards if bridge is not None else default_cards())
        self._language = i18n.current()
        self._theme = theme
        self._tiles = TilePainter(theme)
        self._text_scale = 1.0
        self.interactive = interactive
        self._angle = 0
        """How far the map turns to face its reader (flat table)."""
        self._reserve = 0
        """A band at the top kept free for the choice bar."""
        self._grid_key: tuple[Any, ...] | None = None
        self._grid: MapGrid | None = None
        self._picture = MapPicture()
        self._selected: str | None = None
        """The space picked with the keys or a first tap (a direction), zoomed."""
        self._hovered: str | None = None
        self._hover_zoom = False
        self._pressed: tuple[str | None, str | None] | None = None
        self._pixmaps: dict[tuple[Any, ...], QPixmap] = {}
        self.animations_enabled = QGuiApplication.platformName() != "offscreen"
        self._slide_from: MapPicture | None = None
        self._slide_t = 1.0
        self._slide = QVariantAnimation(self)
        self._slide.setDuration(SLIDE_MS)
        self._slide.setStartValue(0.0)
        self._slide.setEndValue(1.0)
        self._slide.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._slide.valueChanged.connect(self._set_slide)
        self._slide.finished.connect(self._slide_done)
        self._hover_timer = QTimer(self)
        self._hover_timer.setSingleShot(True)
        self._hover_timer.setInterval(HOVER_MS)
        self._hover_timer.timeout.connect(self._hover_zoom_now)
        self.slides_started = 0
        """How many moves slid (for tests and diagnostics)."""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(280, 200)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setAccessibleName(self.tr("Eternities Map"))
        if interactive:
            self.setMouseTracking(True)
            self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        else:
            self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        if bridge is not None:
            bridge.changed.connect(self._on_changed)
            if bridge.view is not None:
                self.set_view(bridge.view)

    # -- settings --------------------------------------------------------------------------
    @property
    def theme(self) -> Theme:
        return self._theme

    def set_theme(self, theme: Theme) -> None:
        if theme != self._theme:
            self._theme = theme
            self._tiles = TilePainter(theme)
            self._grid_key = None
            self._pixmaps.clear()
            self.update()

    def set_orientation(self, side: str) -> None:
        """Turn the map to face a reader on ``side`` ("bottom", "top", "left", "right"; as
        the card does on a flat table; "mirrored" keeps it upright: one map)."""
        angle = READER_ANGLES.get(side, 0)
        if angle != self._angle:
            self._angle = angle
            self._pixmaps.clear()
            self.update()

    @property
    def angle(self) -> int:
        return self._angle

    def set_top_reserve(self, height: int) -> None:
        """Keep a band ``height`` px tall at the top free (the choice bar lies there while
        a question waits): the map is laid out below it, asked or not, so it never moves."""
        if height != self._reserve:
            self._reserve = max(0, height)
            self.update()

    def set_text_scale(self, value: float) -> None:
        """The Card text size setting, for the game's card and the zoom."""
        if value != self._text_scale:
            self._text_scale = value
            self._pixmaps.clear()
            self.update()

    # -- state -----------------------------------------------------------------------------
    @property
    def picture(self) -> MapPicture:
        return self._picture

    @property
    def selected(self) -> str | None:
        return self._selected

    @property
    def is_sliding(self) -> bool:
        return self._slide.state() == QAbstractAnimation.State.Running

    def _on_changed(self, view: dict[str, Any], _events: list[Any]) -> None:
        self.set_view(view)

    def set_view(self, view: Mapping[str, Any] | None) -> None:
        picture = MapPicture.from_view(view)
        if picture == self._picture:
            return
        old = self._picture
        self._picture = picture
        if picture.moves != old.moves:
            self._selected = None  # a new question (or none): nothing picked yet
        if picture.position != old.position and old.cards and picture.cards:
            self._start_slide(old)
        self.setAccessibleDescription(picture.describe())
        self.update()

    def _start_slide(self, old: MapPicture) -> None:
        self._hover_zoom = False
        if not (self.animations_enabled and self.isVisible() and not self.size().isEmpty()):
            return
        self.slides_started += 1
        self._slide_from = old
        self._slide.stop()
        self._slide_t = 0.0
        self._slide.start()

    def _set_slide(self, value: object) -> None:
        self._slide_t = float(value) if isinstance(value, (int, float)) else 1.0
        self.update()

    def _slide_done(self) -> None:
        self._slide_from = None
        self._slide_t = 1.0
        self.update()

    # -- choosing --------------------------------------------------------------------------
    def select(self, direction: str | None) -> None:
        """Pick a space (its card shows large); None puts the pick down."""
        if direction is not None and direction not in DIRECTIONS:
            raise ValueError(f"direction must be one of {', '.join(DIRECTIONS)}, "
                             f"not {direction!r}")
        if direction != self._selected:
            self._selected = direction
            self.update()

    def step(self, arrow: str) -> None:
        """An arrow key: move the pick (see `step_selection`)."""
        self.select(step_selection(self._selected, arrow))

    def confirm(self) -> bool:
        """Move to the picked space (Enter); False when nothing is picked or no move is
        awaited."""
        if self._selected is None or not self._picture.awaiting_move:
            return False
        self.move_chosen.emit(self._selected)
        return True

    def zoomed(self) -> str | None:
        """The direction whose space shows large now (picked, or hovered a moment)."""
        if self._selected is not None:
            return self._selected
        if self._hover_zoom and self._hovered is not None:
            return self._hovered
        return None

    # -- geometry --------------------------------------------------------------------------
    def frame(self) -> tuple[QTransform, QRectF]:
        """The reader's frame: the transform from it to the widget, and the room in it (the
        widget below the reserved band, turned to the reader)."""
        free = QRectF(self.rect()).adjusted(0, min(self._reserve, self.height() * 0.3), 0, 0)
        if self._angle in (90, -90):
            width, height = free.height(), free.width()
        else:
            width, height = free.width(), free.height()
        transform = QTransform()
        transform.translate(free.center().x(), free.center().y())
        transform.rotate(self._angle)
        transform.translate(-width / 2, -height / 2)
        return transform, QRectF(0, 0, width, height)

    def grid(self) -> MapGrid:
        """The grid in the reader's frame (see `frame`)."""
        _transform, room = self.frame()
        key = (room.width(), room.height(), self._theme.px(100), self.interactive)
        if key != self._grid_key or self._grid is None:
            self._grid_key = key
            self._grid = map_grid(room, self._theme, display=not self.interactive)
            boost = 1.0 if self.interactive else max(1.0, DISPLAY_BOOST * room.height() / 1000)
            card_h = self._grid.card_rect().height()
            if boost != self._tiles.boost or card_h != self._tiles.card_height:
                self._tiles.boost = boost
                self._tiles.card_height = card_h
                self._pixmaps.clear()
        return self._grid

    def to_widget(self, rect: QRectF) -> QRectF:
        """A rectangle of the reader's frame where it lies in the widget."""
        return self.frame()[0].mapRect(rect)

    def to_reader(self, point: QPointF) -> QPointF:
        inverse, _ok = self.frame()[0].inverted()
        return inverse.map(point)

    def badge_size(self, rect: QRectF) -> float:
        """The arrow badge's diameter on a tile ``rect``."""
        t = self._theme
        return max(float(t.px(BADGE[0])), min(float(t.px(BADGE[1])),
                                              min(rect.width(), rect.height()) * 0.2))

    def placements(self, picture: MapPicture | None = None,
                   grid: MapGrid | None = None) -> list[tuple[MapCard, QRectF, str]]:
        """Each card of ``picture`` (default: the one shown) with its rectangle (in the
        reader's frame) and style."""
        picture = picture or self._picture
        grid = grid or self.grid()
        by_space: dict[Offset, list[MapCard]] = {}
        for card in picture.cards:
            by_space.setdefault(picture.offset(card), []).append(card)
        out: list[tuple[MapCard, QRectF, str]] = []
        for offset, cards in by_space.items():
            dx, dy = max(-3, min(3, offset[0])), max(-3, min(3, offset[1]))
            style = style_of((dx, dy))
            cell = grid.cell(dx, dy)
            rects = split(cell, len(cards), grid.gap)
            out.extend((card, rect, style) for card, rect in zip(cards, rects, strict=True))
        return out

    def space_rect(self, direction: str) -> QRectF:
        """The space ``direction`` from the position, in the widget."""
        dx, dy = DIRECTIONS[direction]
        return self.to_widget(self.grid().cell(dx, dy))

    def direction_at(self, point: QPointF) -> str | None:
        """The neighbouring space (a direction) under ``point`` (in the widget), if any."""
        grid = self.grid()
        where = self.to_reader(point)
        for direction, (dx, dy) in DIRECTIONS.items():
            if grid.cell(dx, dy).contains(where):
                return direction
        return None

    def card_at(self, point: QPointF) -> str | None:
        """The card painted under ``point`` (in the widget), if any."""
        where = self.to_reader(point)
        for card, rect, style in self.placements():
            if style != "off" and rect.contains(where):
                return card.name
        return None

    def sizeHint(self) -> QSize:
        return QSize(840, 600)

    # -- mouse and keys --------------------------------------------------------------------
    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        direction = self.direction_at(event.position())
        if direction != self._hovered:
            self._hovered = direction
            if self._hover_zoom:
                self._hover_zoom = False
                self.update()
            if direction is not None and self._picture.at(DIRECTIONS[direction]):
                self._hover_timer.start()
            else:
                self._hover_timer.stop()
            self.update()
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self._hovered = None
        self._hover_zoom = False
        self._hover_timer.stop()
        self.update()
        super().leaveEvent(event)

    def _hover_zoom_now(self) -> None:
        if self._hovered is not None:
            self._hover_zoom = True
            self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            point = event.position()
            self._pressed = (self.direction_at(point), self.card_at(point))
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        pressed, self._pressed = self._pressed, None
        if event.button() != Qt.MouseButton.LeftButton or pressed is None:
            super().mouseReleaseEvent(event)
            return
        point = event.position()
        direction, name = self.direction_at(point), self.card_at(point)
        if (direction, name) != pressed:
            return
        touch = event.pointingDevice() is not None and \
            event.pointingDevice().type() == QPointingDevice.DeviceType.TouchScreen
        self.tap(direction, name, touch=touch)

    def tap(self, direction: str | None, name: str | None, *, touch: bool = False) -> None:
        """A tap on the space ``direction`` (None: the middle) showing card ``name``. While
        a move is awaited, a click moves there; a touch picks first (its card shows large)
        and moves on the second tap. Otherwise a card's full text opens."""
        if self._picture.awaiting_move and direction is not None:
            if touch and self._selected != direction:
                self.select(direction)
                return
            self.move_chosen.emit(direction)
            return
        self.select(None)
        if name is not None:
            self.card_tapped.emit(name)

    def event(self, event: QEvent) -> bool:  # a Qt override
        # While a move is awaited, the arrows, Enter and Space belong to the map, not to the
        # table's shortcuts (Space rolls, Enter resolves).
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) \
                and self._picture.awaiting_move and self._handles(event):
            event.accept()
            return True
        return super().event(event)

    @staticmethod
    def _handles(event: QKeyEvent) -> bool:
        key = event.key()
        return key in _KEY_ARROWS or key in _CONFIRM_KEYS or key == Qt.Key.Key_Escape

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in _KEY_ARROWS:
            self.step(_KEY_ARROWS[Qt.Key(key)])
        elif key in _CONFIRM_KEYS and self._picture.awaiting_move:
            if not self.confirm() and key == Qt.Key.Key_Space:
                super().keyPressEvent(event)
        elif key == Qt.Key.Key_Escape and self._selected is not None:
            self.select(None)
        else:
            super().keyPressEvent(event)

    # -- painting --------------------------------------------------------------------------
    def _pixmap(self, card: MapCard, style: str, size: QSize, badge: float = 0.0) -> QPixmap:
        ratio = self.devicePixelRatioF()
        key = (card.name, card.counters, style, size.width(), size.height(), ratio,
               self._text_scale, badge, self._tiles.boost)
        cached = self._pixmaps.get(key)
        if cached is not None:
            return cached
        pixmap = QPixmap(max(1, round(size.width() * ratio)), max(1, round(size.height() * ratio)))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        rect = QRectF(0, 0, size.width(), size.height())
        oracle = self._cards_db.get(card.name)
        # The table's language: printed names and text where the card was printed in it
        # (the whole card says so; a tap opens the Oracle text).
        data = printed_face(oracle, self._language) or oracle
        if style == "card":
            paint_card(painter, rect, data, self._theme, card.counters, self._text_scale,
                       mark=self.tr("Printed text") if data is not oracle else None)
        else:
            self._tiles.paint_tile(painter, rect, data, card.counters, badge)
        painter.end()
        if len(self._pixmaps) > 96:
            self._pixmaps.clear()
        self._pixmaps[key] = pixmap
        return pixmap

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.fillRect(self.rect(), self._theme.color("window"))
        grid = self.grid()
        painter.setTransform(self.frame()[0])
        if self._slide_from is not None and self._slide_t < 1.0:
            self._paint_slide(painter, grid)
        else:
            self._paint_still(painter, grid)
        painter.end()

    def _badge_for(self, picture: MapPicture, card: MapCard, rect: QRectF) -> float:
        """A tile beside or above the card keeps a slot for its arrow at the table (the
        first card of its space), so the arrow never lies on its name or text."""
        if not self.interactive:
            return 0.0
        offset = picture.offset(card)
        direction = OFFSET_DIRECTION.get(offset)
        here = picture.at(offset)
        if direction is None or not is_orthogonal(direction) or not here or here[0] != card:
            return 0.0
        return self.badge_size(rect)

    def _tile_pixmap(self, picture: MapPicture, card: MapCard, style: str,
                     rect: QRectF) -> QPixmap:
        badge = self._badge_for(picture, card, rect) if style == "tile" else 0.0
        return self._pixmap(card, "card" if style == "card" else "tile",
                            rect.size().toSize(), badge)

    def _paint_still(self, painter: QPainter, grid: MapGrid) -> None:
        picture = self._picture
        for card, rect, style in self.placements(picture, grid):
            if style == "off":
                continue
            painter.drawPixmap(rect, self._tile_pixmap(picture, card, style, rect), QRectF())
        if self.interactive and not picture.moves:
            self._paint_quiet_badges(painter, grid)
        lit = self.zoomed() if self.interactive else None
        for move in picture.moves:
            rect = grid.cell(*DIRECTIONS[move.direction])
            if move.hellride:
                self._tiles.paint_hellride(painter, rect, lit == move.direction
                                           or self._hovered == move.direction)
            else:
                self._paint_target(painter, rect, move.direction,
                                   lit == move.direction or self._hovered == move.direction)
        self._paint_current(painter, grid)
        zoom = self.zoomed() if self.interactive else None
        if zoom is not None:
            self._paint_zoom(painter, grid, zoom)

    def _paint_current(self, painter: QPainter, grid: MapGrid) -> None:
        """A rim round the game's space: where the game is, even when a zoom covers it."""
        rect = grid.card_rect()
        cards = self._picture.at((0, 0))
        if not cards:
            return
        where = [CardPainter.fit_card(r) for r in split(rect, len(cards), grid.gap)]
        pen = QPen(self._theme.color("accent"), self._theme.px(3))
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for r in where:
            painter.drawRoundedRect(r.adjusted(-2, -2, 2, 2), r.height() * 0.05,
                                    r.height() * 0.05)

    def _paint_quiet_badges(self, painter: QPainter, grid: MapGrid) -> None:
        """No move awaited: each neighbour's badge slot shows its direction, faintly."""
        t = self._theme
        for direction in ("up", "down", "left", "right"):
            cards = self._picture.at(DIRECTIONS[direction])
            if not cards:
                continue
            rect = split(grid.cell(*DIRECTIONS[direction]), len(cards), grid.gap)[0]
            chip = TilePainter.badge_rect(rect, self.badge_size(rect), t)
            painter.save()
            painter.setPen(QPen(mix(t.color("muted"), t.color("panel"), 0.4), t.px(1.5)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(chip.adjusted(1, 1, -1, -1))
            painter.setPen(t.color("muted"))
            painter.setFont(font(SANS_FAMILIES, chip.height() * 0.62, bold=True))
            painter.drawText(chip, int(Qt.AlignmentFlag.AlignCenter), ARROWS[direction])
            painter.restore()

    def _paint_target(self, painter: QPainter, rect: QRectF, direction: str,
                      lit: bool) -> None:
        """A space the game may move to: an accent rim, and an arrow chip in the slot its
        tile keeps left of the name (a hint on the map, not in the TV's picture)."""
        t = self._theme
        accent = t.color("accent")
        painter.save()
        pen = QPen(accent, t.px(5 if lit else 3))
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        r = min(rect.width(), rect.height()) * 0.07
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), r, r)
        if lit:
            glow = QColor(accent)
            glow.setAlphaF(0.16)
            painter.fillRect(rect.adjusted(2, 2, -2, -2), glow)
        cards = self._picture.at(DIRECTIONS[direction])
        if self.interactive and cards:
            # In the slot the tile keeps left of its name: it points the way and hides
            # nothing.
            first = split(rect, len(cards), self.grid().gap)[0]
            chip = TilePainter.badge_rect(first, self.badge_size(first), t)
            d = chip.height()
            painter.setPen(QPen(QColor("#1b1b1b"), 1))
            painter.setBrush(accent)
            painter.drawEllipse(chip)
            painter.setPen(t.color("on_accent"))
            painter.setFont(font(SANS_FAMILIES, d * 0.62, bold=True))
            painter.drawText(chip, int(Qt.AlignmentFlag.AlignCenter), ARROWS[direction])
        painter.restore()

    def _paint_zoom(self, painter: QPainter, grid: MapGrid, direction: str) -> None:
        """The picked or hovered space large over the game's card: the whole card to read,
        or what a hellride does; with what Enter (or a second tap) will do."""
        t = self._theme
        cards = self._picture.at(DIRECTIONS[direction])
        move = self._picture.move(direction)
        # As large as the map's room allows (up to ZOOM_GROWTH times the game's card), so
        # a neighbour's whole text reads at any screen size.
        centre = grid.card_rect()
        margin = t.px(6)
        transform, room = self.frame()
        big = room.adjusted(margin, margin, -margin, -margin)
        limit = centre.size() * ZOOM_GROWTH
        big.setSize(big.size().boundedTo(QSizeF(limit.width(),
                                                 limit.height() + self._caption_h())))
        big.moveCenter(room.center())
        painter.save()
        veil = t.color("window")
        veil.setAlphaF(0.75)
        painter.resetTransform()
        painter.fillRect(self.rect(), veil)
        painter.setTransform(transform)
        caption = ""
        if move is not None:
            caption = ARROWS[direction] + "  " + (
                self.tr("{label} — Enter to move").format(label=move.label())
                if self._selected == direction else move.label())
        elif cards:
            caption = direction_name(direction)
        cap_font = font(SANS_FAMILIES, t.px(17), bold=True)
        cap_h = self._caption_h()
        body = big.adjusted(0, cap_h + t.px(4), 0, 0) if caption else big
        if cards:
            for rect, card in zip(split(body, len(cards), grid.gap), cards, strict=True):
                where = CardPainter.fit_card(rect)
                painter.drawPixmap(where, self._pixmap(card, "card", where.size().toSize()),
                                   QRectF())
            top = min(CardPainter.fit_card(r).top()
                      for r in split(body, len(cards), grid.gap))
        else:
            box = QRectF(centre)
            box.moveCenter(body.center())
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(t.color("panel"))
            painter.drawRoundedRect(box, box.height() * 0.05, box.height() * 0.05)
            self._tiles.paint_hellride(painter, box, True)
            painter.setFont(font(SANS_FAMILIES, t.px(16)))
            painter.setPen(t.color("text"))
            text_box = box.adjusted(t.px(16), box.height() * 0.7, -t.px(16), -t.px(10))
            painter.drawText(text_box, int(Qt.AlignmentFlag.AlignHCenter
                                           | Qt.AlignmentFlag.AlignTop
                                           | Qt.TextFlag.TextWordWrap),
                             self.tr("A card is dealt here from the top of the planar deck "
                                     "and the game moves to it."))
            top = box.top()
        if caption:
            painter.setFont(cap_font)
            metrics = QFontMetricsF(cap_font)
            width = min(big.width(), metrics.horizontalAdvance(caption) + t.px(28))
            chip = QRectF(big.center().x() - width / 2, top - cap_h - t.px(4), width, cap_h)
            painter.setPen(QPen(t.color("accent"), t.px(2)))
            painter.setBrush(t.color("panel"))
            painter.drawRoundedRect(chip, cap_h / 2, cap_h / 2)
            painter.setPen(t.color("text"))
            painter.drawText(chip, int(Qt.AlignmentFlag.AlignCenter),
                             metrics.elidedText(caption, Qt.TextElideMode.ElideRight,
                                                chip.width() - t.px(16)))
        painter.restore()

    def _caption_h(self) -> float:
        t = self._theme
        return QFontMetricsF(font(SANS_FAMILIES, t.px(17), bold=True)).lineSpacing() + t.px(10)

    def _paint_slide(self, painter: QPainter, grid: MapGrid) -> None:
        """Each card glides from its space as the old position showed it to its space now;
        cards leaving the map fade out, cards dealt fade in."""
        old_picture = self._slide_from
        assert old_picture is not None
        t = self._slide_t
        old = {c.key: (r, s) for c, r, s in self.placements(old_picture, grid)}
        new = {c.key: (c, r, s) for c, r, s in self.placements(self._picture, grid)}
        ox, oy = self._picture.position
        for card, rect, style in self.placements(old_picture, grid):
            if card.key in new:
                continue
            # Collected (or replaced): it slides on with the map as it fades out.
            dx = max(-3, min(3, card.x - ox))
            dy = max(-3, min(3, card.y - oy))
            target = grid.cell(dx, dy)
            self._draw_moving(painter, card, rect, style, target, style_of((dx, dy)), t,
                              fade_out=True)
        for key, (card, rect, style) in new.items():
            if key in old:
                start, start_style = old[key]
                self._draw_moving(painter, card, start, start_style, rect, style, t)
            else:
                painter.save()
                painter.setOpacity(max(0.0, (t - 0.4) / 0.6))
                painter.drawPixmap(rect, self._tile_pixmap(self._picture, card, style, rect),
                                   QRectF())
                painter.restore()

    def _draw_moving(self, painter: QPainter, card: MapCard, start: QRectF, start_style: str,
                     end: QRectF, end_style: str, t: float, *, fade_out: bool = False) -> None:
        rect = lerp_rect(start, end, t)
        old_picture = self._slide_from or self._picture
        if start_style == "off":
            start_style = "tile"
        if end_style == "off":
            end_style = "tile"
        painter.save()
        if start_style == end_style:
            painter.setOpacity(1.0 - t if fade_out else 1.0)
            painter.drawPixmap(rect, self._tile_pixmap(self._picture, card, end_style, end),
                               QRectF())
        else:
            # Cross-fade: the old look gives way to the new one as the card changes size.
            # Quickly, in the middle of the way: two looks half seen at once blur.
            base = 1.0 - t if fade_out else 1.0
            blend = min(1.0, max(0.0, (t - 0.35) / 0.3))
            painter.setOpacity(base * (1.0 - blend))
            painter.drawPixmap(rect, self._tile_pixmap(old_picture, card, start_style, start),
                               QRectF())
            painter.setOpacity(base * blend)
            painter.drawPixmap(rect, self._tile_pixmap(self._picture, card, end_style, end),
                               QRectF())
        painter.restore()
