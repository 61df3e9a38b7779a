"""The players around the table: one panel per seat, each turned to face its player.

A ``PlayerPanel`` shows a player's name in their seat colour, a big life total with large
−/+ buttons (tap = 1, press and hold = 5, repeating while held), poison with its own −/+,
markers (active player, planar controller, designations), flags the table must confirm,
tokens, and a "Leave game" button. ``SeatsPanel`` lays the panels around the edges of a
central widget and rotates each to face its seat (``RotatedPanel``).

Widgets never change the game themselves: every button goes through ``bridge.apply``.
"""

from __future__ import annotations

from typing import Any, Literal

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QMouseEvent, QPainter
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QGraphicsScene,
    QGraphicsView,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from desktop.bridge import EngineBridge
from desktop.theme import DARK, PLAYER_COLOURS, Theme
from engine.actions import Leave, Life, Poison

Side = Literal["bottom", "left", "top", "right"]

ROTATION: dict[str, int] = {"bottom": 0, "left": 90, "top": 180, "right": 270}
"""Degrees (clockwise on screen) that turn a panel to face a player seated on that side."""

# Seats per side (bottom, left, top, right) for 2-8 players. Seating runs clockwise seen
# from above (turn order passes to the left): bottom right→left, left side bottom→top, top
# left→right, right side top→bottom.
_DISTRIBUTION: dict[int, tuple[int, int, int, int]] = {
    2: (1, 0, 1, 0),
    3: (1, 1, 0, 1),
    4: (1, 1, 1, 1),
    5: (2, 1, 1, 1),
    6: (2, 1, 2, 1),
    7: (3, 1, 2, 1),
    8: (3, 1, 3, 1),
}
_SIDES: tuple[Side, ...] = ("bottom", "left", "top", "right")


def seat_sides(n: int) -> list[Side]:
    """The side of the table for each seat, in seating order."""
    counts = _DISTRIBUTION[min(max(n, 2), 8)]
    out: list[Side] = []
    for side, count in zip(_SIDES, counts, strict=True):
        out.extend([side] * count)
    while len(out) < n:  # more than the engine allows: keep going round
        out.append(_SIDES[len(out) % 4])
    return out[:n]


def seat_colour(seat: int) -> str:
    return PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]


class HoldButton(QPushButton):
    """A button that tells a tap from a press and hold.

    ``tapped`` is emitted by a short click. Held for ``HOLD_MS`` it emits ``held`` once,
    then again every ``REPEAT_MS`` while still held; releasing a long press is not a tap.
    """

    tapped = Signal()
    held = Signal()
    HOLD_MS = 500
    REPEAT_MS = 400

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self._long = False
        self._hold = QTimer(self)
        self._hold.setSingleShot(True)
        self._hold.setInterval(self.HOLD_MS)
        self._hold.timeout.connect(self._on_hold)
        self._repeat = QTimer(self)
        self._repeat.setInterval(self.REPEAT_MS)
        self._repeat.timeout.connect(self._on_repeat)
        self.pressed.connect(self._on_pressed)
        self.released.connect(self._stop)
        self.clicked.connect(self._on_clicked)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAutoRepeat(False)

    @property
    def holding(self) -> bool:
        return self._hold.isActive() or self._repeat.isActive()

    # A new gesture starts with a press; sliding off and back on stays the same gesture.
    def mousePressEvent(self, e: QMouseEvent) -> None:
        self._long = False
        super().mousePressEvent(e)

    def keyPressEvent(self, e: QKeyEvent) -> None:
        if not e.isAutoRepeat():
            self._long = False
        super().keyPressEvent(e)

    def focusOutEvent(self, e: QFocusEvent) -> None:
        self._stop()
        super().focusOutEvent(e)

    def changeEvent(self, e: QEvent) -> None:
        if e.type() == QEvent.Type.EnabledChange and not self.isEnabled():
            self._stop()
        super().changeEvent(e)

    def _on_pressed(self) -> None:
        self._repeat.stop()
        if not self._long:
            self._hold.start()
        else:
            self._repeat.start()

    def _on_hold(self) -> None:
        if not (self.isDown() and self.isEnabled()):
            return
        self._long = True
        self.held.emit()
        self._repeat.start()

    def _on_repeat(self) -> None:
        if not (self.isDown() and self.isEnabled()):
            self._repeat.stop()
            return
        self.held.emit()

    def _stop(self) -> None:
        self._hold.stop()
        self._repeat.stop()

    def _on_clicked(self) -> None:
        if not self._long:
            self.tapped.emit()


class PlayerPanel(QFrame):
    """One player's seat: life, poison, markers, flags, tokens and leaving."""

    HOLD_STEP = 5
    MAX_WIDTH = 640
    """Wider than this, the − and + buttons drift too far apart: the panel stays centred."""

    def __init__(self, bridge: EngineBridge, parent: QWidget | None = None, *,
                 player: str) -> None:
        super().__init__(parent)
        self.bridge = bridge
        self.player = player
        self.seat = 0
        self._theme: Theme = DARK
        self._active = False
        self._in_game = True
        self.setObjectName("panel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMaximumWidth(self.MAX_WIDTH)

        self.name_label = QLabel(player)
        self.name_label.setObjectName("name")
        self.name_label.setMinimumHeight(32)  # as tall as the marker chips: no jump
        self.active_marker = QLabel("Active")
        self.active_marker.setObjectName("activeMarker")
        self.controller_marker = QLabel("Planar controller")
        self.controller_marker.setObjectName("controllerMarker")
        self.left_marker = QLabel("Left the game")
        self.left_marker.setObjectName("leftMarker")
        self.flag_label = QLabel("")
        self.flag_label.setObjectName("flag")
        self.flag_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # Never widens the panel; the full reasons are in the tooltip.
        self.flag_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        header = QHBoxLayout()
        header.setSpacing(6)
        header.addWidget(self.name_label)
        header.addWidget(self.flag_label, 1)
        for marker in (self.active_marker, self.controller_marker, self.left_marker):
            marker.setAlignment(Qt.AlignmentFlag.AlignCenter)
            marker.hide()
            header.addWidget(marker)

        self.minus_button = HoldButton("−")
        self.minus_button.setObjectName("lifeMinus")
        self.plus_button = HoldButton("+")
        self.plus_button.setObjectName("lifePlus")
        self.life_label = QLabel("—")
        self.life_label.setObjectName("life")
        self.life_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.life_label.setSizePolicy(QSizePolicy.Policy.Expanding,
                                      QSizePolicy.Policy.Preferred)
        for button, sign in ((self.minus_button, -1), (self.plus_button, +1)):
            button.setFixedSize(72, 56)
            button.setToolTip("Tap: 1 · hold: 5, repeating")
            button.tapped.connect(lambda s=sign: self._life(s))
            button.held.connect(lambda s=sign: self._life(s * self.HOLD_STEP))
        life_row = QHBoxLayout()
        life_row.addWidget(self.minus_button)
        life_row.addWidget(self.life_label, 1)
        life_row.addWidget(self.plus_button)

        poison_caption = QLabel("Poison")
        poison_caption.setObjectName("caption")
        self.poison_minus = QPushButton("−")
        self.poison_minus.setObjectName("poisonMinus")
        self.poison_plus = QPushButton("+")
        self.poison_plus.setObjectName("poisonPlus")
        self.poison_label = QLabel("0")
        self.poison_label.setObjectName("poison")
        self.poison_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.poison_label.setMinimumWidth(30)
        for small, sign in ((self.poison_minus, -1), (self.poison_plus, +1)):
            small.setFixedSize(40, 34)
            small.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            small.clicked.connect(lambda _=False, s=sign: self._poison(s))
        self.leave_button = QPushButton("Leave game")
        self.leave_button.setObjectName("leave")
        self.leave_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.leave_button.clicked.connect(self._confirm_leave)
        self.status_label = QLabel("")
        self.status_label.setObjectName("status")
        self.status_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        # Long token lists must not widen the panel: the full text is in the tooltip.
        self.status_label.setSizePolicy(QSizePolicy.Policy.Ignored,
                                        QSizePolicy.Policy.Preferred)
        info_row = QHBoxLayout()
        info_row.setSpacing(6)
        info_row.addWidget(poison_caption)
        info_row.addWidget(self.poison_minus)
        info_row.addWidget(self.poison_label)
        info_row.addWidget(self.poison_plus)
        info_row.addWidget(self.status_label, 1)
        info_row.addWidget(self.leave_button)

        box = QVBoxLayout(self)
        box.setContentsMargins(12, 6, 12, 8)
        box.setSpacing(4)
        box.addLayout(header)
        box.addLayout(life_row)
        box.addLayout(info_row)

        self._restyle()
        bridge.changed.connect(self._on_changed)
        if bridge.view is not None:
            self.refresh(bridge.view)

    # -- accessors -------------------------------------------------------------------------
    @property
    def is_active(self) -> bool:
        return self._active

    @property
    def in_game(self) -> bool:
        return self._in_game

    @property
    def greyed_out(self) -> bool:
        return not self._in_game

    def set_theme(self, theme: Theme) -> None:
        self._theme = theme
        self._restyle()

    # -- actions ---------------------------------------------------------------------------
    def _life(self, delta: int) -> None:
        self.bridge.apply(Life(self.player, delta=delta))

    def _poison(self, delta: int) -> None:
        self.bridge.apply(Poison(self.player, delta=delta))

    def _dialog_parent(self) -> QWidget:
        """A window to own dialogs: the real window, not the panel inside a rotated view
        (a dialog parented inside a graphics proxy would be embedded and rotated too)."""
        proxy = self.graphicsProxyWidget()
        if proxy is not None and proxy.scene() is not None:
            views = proxy.scene().views()
            if views:
                return views[0].window()
        return self.window()

    def _confirm_leave(self) -> None:
        answer = QMessageBox.question(
            self._dialog_parent(), "Leave game",
            f"{self.player} leaves the game?\n\nTheir planar cards leave with them (800.4a). "
            "Undo can bring them back.",
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer == QMessageBox.StandardButton.Yes:
            self.bridge.apply(Leave(self.player))

    # -- drawing ---------------------------------------------------------------------------
    def _on_changed(self, view: dict[str, Any], _events: list[dict[str, Any]]) -> None:
        self.refresh(view)

    def refresh(self, view: dict[str, Any]) -> None:
        players = view.get("players", [])
        me = next((p for p in players if p["name"] == self.player), None)
        if me is None:
            return
        self.seat = next(i for i, p in enumerate(players) if p["name"] == self.player)
        self.life_label.setText(str(me["life"]))
        self.poison_label.setText(str(me["poison"]))
        in_game = bool(me["in_game"])
        active = in_game and view.get("active_player") == self.player
        self.active_marker.setVisible(active)
        self.controller_marker.setVisible(in_game and view.get("planar_controller") == self.player)
        self.left_marker.setVisible(not in_game)

        bits: list[str] = [d.capitalize() for d in me.get("designations", [])]
        tokens = me.get("tokens", {})
        if tokens:
            bits.append("Tokens: " + ", ".join(f"{n} ×{c}" for n, c in sorted(tokens.items())))
        counters = me.get("counters", {})
        if counters:
            bits.append(", ".join(f"{k} {v}" for k, v in sorted(counters.items())))
        self.status_label.setText(" · ".join(bits))
        self.status_label.setToolTip("\n".join(bits))

        flags = me.get("flags", [])
        rules = ", ".join(f.split(":", 1)[0] for f in flags)
        self.flag_label.setText(f"Would lose — confirm ({rules})" if flags else "")
        self.flag_label.setToolTip("\n".join(f"{f}: the table confirms" for f in flags))

        for w in (self.minus_button, self.plus_button, self.poison_minus, self.poison_plus,
                  self.leave_button):
            w.setEnabled(in_game and not view.get("game_over", False))
        if (active, in_game) != (self._active, self._in_game):
            self._active, self._in_game = active, in_game
            self.setProperty("active", active)
            self.setProperty("out", not in_game)
            self._restyle()
        else:
            self._restyle_name()

    def _restyle_name(self) -> None:
        t = self._theme
        colour = seat_colour(self.seat) if self._in_game else t.muted
        sheet = (f"color: {colour}; font-size: 24px; font-weight: bold; "
                 "background: transparent;"
                 + ("" if self._in_game else " text-decoration: line-through;"))
        if self.name_label.styleSheet() != sheet:
            self.name_label.setStyleSheet(sheet)

    def _restyle(self) -> None:
        """The panel styles itself, so it looks right even embedded in a graphics view."""
        t = self._theme
        # The same border + padding either way, so highlighting never resizes the panel.
        border = (f"3px solid {t.accent}; padding: 0px" if self._active
                  else f"1px solid {t.panel_border}; padding: 2px")
        text = t.text if self._in_game else t.muted
        bg = t.panel if self._in_game else t.window
        self.setStyleSheet(f"""
            QFrame#panel {{ background: {bg}; border: {border}; border-radius: 12px; }}
            QLabel {{ background: transparent; color: {text}; border: none; }}
            QLabel#life {{ font-size: 56px; font-weight: bold; }}
            QLabel#poison {{ font-size: 20px; font-weight: bold; }}
            QLabel#caption, QLabel#status {{ color: {t.muted}; font-size: 15px; }}
            QLabel#flag {{ color: {t.danger}; font-weight: bold; font-size: 16px; }}
            QLabel#activeMarker {{ background: {t.accent}; color: #1b1b1b; font-weight: bold;
                                   border-radius: 6px; padding: 2px 8px; font-size: 14px; }}
            QLabel#controllerMarker {{ color: {t.accent}; border: 1px solid {t.accent};
                                       border-radius: 6px; padding: 1px 8px; font-size: 14px; }}
            QLabel#leftMarker {{ color: {t.muted}; border: 1px solid {t.muted};
                                 border-radius: 6px; padding: 1px 8px; font-size: 14px; }}
            QPushButton {{ background: {t.window}; color: {text};
                           border: 1px solid {t.panel_border}; border-radius: 8px;
                           padding: 4px 10px; font-size: 15px; }}
            QPushButton:hover {{ border-color: {t.accent}; }}
            QPushButton:pressed {{ background: {t.panel_border}; }}
            QPushButton:disabled {{ color: {t.muted}; border-color: {t.panel_border}; }}
            QPushButton#lifeMinus, QPushButton#lifePlus {{ font-size: 34px;
                                                          font-weight: bold; padding: 0; }}
            QPushButton#poisonMinus, QPushButton#poisonPlus {{ font-size: 20px; padding: 0; }}
        """)
        self._restyle_name()


class RotatedPanel(QGraphicsView):
    """Shows ``child`` turned by 0, 90, 180 or 270 degrees (clockwise), so a panel faces the
    player sitting on that side of the table. Input is mapped through the rotation."""

    def __init__(self, child: QWidget, angle: int = 0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        if angle % 90:
            raise ValueError(f"angle must be a multiple of 90 degrees, got {angle}")
        self.angle = angle % 360
        self.child = child
        self._scene = QGraphicsScene(self)
        self.setScene(self._scene)
        self.proxy = self._scene.addWidget(child)
        self.rotate(self.angle)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setStyleSheet("QGraphicsView { background: transparent; border: none; }")
        if self.sideways:
            self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Expanding)
        else:
            self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        child.installEventFilter(self)
        self._fit()

    @property
    def sideways(self) -> bool:
        return self.angle in (90, 270)

    def _turn(self, w: int, h: int) -> tuple[int, int]:
        return (h, w) if self.sideways else (w, h)

    def sizeHint(self) -> Any:
        hint = self.child.sizeHint().expandedTo(self.child.minimumSizeHint())
        return hint.transposed() if self.sideways else hint

    def minimumSizeHint(self) -> Any:
        hint = self.child.minimumSizeHint()
        return hint.transposed() if self.sideways else hint

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.child and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        vp = self.viewport().size()
        w, h = self._turn(vp.width(), vp.height())
        limit = self.child.maximumSize()
        w, h = min(w, limit.width()), min(h, limit.height())
        self.proxy.setPos(0, 0)
        self.proxy.resize(w, h)
        self.setSceneRect(0, 0, w, h)
        self.centerOn(w / 2, h / 2)


class SeatsPanel(QWidget):
    """Every player's panel around the edges of ``center`` (the planes, the stack...).

    Two players sit at the bottom and top; three to eight are spread over the bottom, left,
    top and right edges in seating order (clockwise seen from above). Top panels are turned
    180°, left ones 90° and right ones 270°, so each faces its player.
    """

    def __init__(self, bridge: EngineBridge, parent: QWidget | None = None, *,
                 center: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bridge = bridge
        self._theme: Theme = DARK
        self._names: tuple[str, ...] = ()
        self._panels: dict[str, PlayerPanel] = {}
        self._holders: dict[str, RotatedPanel] = {}
        self._sides: dict[str, Side] = {}

        grid = QGridLayout(self)
        grid.setContentsMargins(8, 8, 8, 8)
        grid.setSpacing(8)
        self._boxes: dict[Side, QBoxLayout] = {}
        self._containers: dict[Side, QWidget] = {}
        # Boxes run the way seating goes round the table (clockwise seen from above).
        directions: tuple[tuple[Side, QBoxLayout.Direction], ...] = (
            ("bottom", QBoxLayout.Direction.RightToLeft),
            ("left", QBoxLayout.Direction.BottomToTop),
            ("top", QBoxLayout.Direction.LeftToRight),
            ("right", QBoxLayout.Direction.TopToBottom),
        )
        for side, direction in directions:
            container = QWidget(self)
            container.setObjectName(f"seats_{side}")
            box = QBoxLayout(direction, container)
            box.setContentsMargins(0, 0, 0, 0)
            box.setSpacing(8)
            self._boxes[side] = box
            self._containers[side] = container
            container.hide()
        grid.addWidget(self._containers["left"], 0, 0, 3, 1)
        grid.addWidget(self._containers["right"], 0, 2, 3, 1)
        grid.addWidget(self._containers["top"], 0, 1)
        grid.addWidget(self._containers["bottom"], 2, 1)
        grid.setRowStretch(1, 1)
        grid.setColumnStretch(1, 1)
        self._grid = grid
        self._center: QWidget | None = None
        if center is not None:
            self.set_center(center)

        bridge.changed.connect(self._on_changed)
        if bridge.view is not None:
            self._on_changed(bridge.view, [])

    # -- accessors -------------------------------------------------------------------------
    @property
    def center(self) -> QWidget | None:
        return self._center

    def set_center(self, widget: QWidget) -> None:
        if self._center is not None:
            self._grid.removeWidget(self._center)
            self._center.setParent(None)
        self._center = widget
        self._grid.addWidget(widget, 1, 1)

    def panels(self) -> dict[str, PlayerPanel]:
        """Each player's panel by name, in seating order."""
        return dict(self._panels)

    def panel(self, player: str) -> PlayerPanel:
        return self._panels[player]

    def holder(self, player: str) -> RotatedPanel:
        return self._holders[player]

    def side_of(self, player: str) -> Side:
        return self._sides[player]

    def rotation_of(self, player: str) -> int:
        return self._holders[player].angle

    def players_on(self, side: Side) -> list[str]:
        """Players on one side, in seating order."""
        return [n for n in self._names if self._sides[n] == side]

    def set_theme(self, theme: Theme) -> None:
        self._theme = theme
        for p in self._panels.values():
            p.set_theme(theme)

    # -- drawing ---------------------------------------------------------------------------
    def _on_changed(self, view: dict[str, Any], _events: list[dict[str, Any]]) -> None:
        names = tuple(p["name"] for p in view.get("players", []))
        if names != self._names:
            self._rebuild(names)
            for p in self._panels.values():
                p.refresh(view)

    def _rebuild(self, names: tuple[str, ...]) -> None:
        for holder in self._holders.values():
            holder.hide()
            holder.setParent(None)
            holder.deleteLater()
        self._panels.clear()
        self._holders.clear()
        self._sides.clear()
        self._names = names
        sides = seat_sides(len(names))
        for name, side in zip(names, sides, strict=True):
            panel = PlayerPanel(self.bridge, player=name)
            panel.set_theme(self._theme)
            holder = RotatedPanel(panel, ROTATION[side])
            holder.setObjectName(f"seat_{name}")
            self._boxes[side].addWidget(holder)
            self._panels[name] = panel
            self._holders[name] = holder
            self._sides[name] = side
        for side, container in self._containers.items():
            container.setVisible(side in sides)
