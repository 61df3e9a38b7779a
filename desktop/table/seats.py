"""The players around the table: one panel per seat, each turned to face its player.

A ``PlayerPanel`` shows a player's name in their seat colour, a big life total with large
−/+ buttons (tap = 1, press and hold = 5, repeating while held), poison with its own −/+,
markers (active player, planar controller, designations), flags the table must confirm,
tokens, and a "Leave" button; every control is at least a touch target (`TOUCH`).

``SeatsPanel`` places the panels and a central widget (the planes) by hand, so the table
always fits the room it is given, from a 1280×720 laptop to a 4K TV, whatever is shown:
- *flat* (the screen lies in the middle of the table): the panels sit around the edges,
  each turned to face its seat (``RotatedPanel``);
- *upright* (a laptop or TV at one end): every panel upright, in a scoreboard of one or
  two rows under the planes.

Widgets never change the game themselves: every button goes through ``bridge.apply``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QFocusEvent,
    QFont,
    QFontMetrics,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QGraphicsScene,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from desktop.bridge import EngineBridge
from desktop.engine_text import automation_text, counter_kind
from desktop.symbols import symbol_pixmap
from desktop.table.commander_view import CommanderSheet, CommanderStrip
from desktop.table.icons import icon
from desktop.table.icons import pixmap as icon_pixmap
from desktop.theme import DARK, TOUCH, Theme
from engine.actions import Leave, Life, Poison

Side = Literal["bottom", "left", "top", "right"]
TableMode = Literal["flat", "upright"]
TABLE_MODES: tuple[TableMode, ...] = ("flat", "upright")

COMMANDER_DAMAGE_RULE = "704.6c"
"""The engine's flag for 21 combat damage from one commander starts with its rule."""

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


def team_sides(teams: int) -> list[Side]:
    """Two-Headed Giant (810.1): each team's two seats on one side of the table, so the
    team sits together; sides in seating order, one per team."""
    order: dict[int, tuple[Side, ...]] = {2: ("bottom", "top"), 3: ("bottom", "left", "top"),
                                          4: ("bottom", "left", "top", "right")}
    return [side for side in order[min(max(teams, 2), 4)] for _ in range(2)]


def seat_colour(seat: int, theme: Theme = DARK) -> str:
    return theme.player(seat)


SEAT_DEPTH = 156
"""A seat panel's height (its depth from the table's edge) at interface size 1."""
COMMANDER_ROW = 50
"""What the commander row (damage grid and tax) adds to a seat's depth when it shows."""
TEAM_GAP = 3
"""Upright, Two-Headed Giant teams stand apart by this many seat gaps more."""
CENTRE_SHARE = 0.3
"""Flat, deeper seats only while the middle (the planes) keeps this share of the table."""
DEEP_SEAT_MIN_WIDTH = 200
INLINE_POISON_WIDTH = 380
"""An inline commander strip leaves the poison buttons in the seat from this width."""
"""Deeper seats for the commander row only while every seat stays this wide; otherwise
(eight players round a laptop) the row goes inline, in place of the poison buttons."""
SEAT_MAX_WIDTH = 460
"""Wider than this, the − and + buttons drift too far apart: the panel stays centred."""
GAP = 8


class ElidedLabel(QLabel):
    """A one-line label that ends in "…" when its text is wider than it is, drawn at paint
    time so it always fits its current width (a plain label with an Ignored width is cut
    mid-letter, and a centred one at both ends). ``text()`` is the whole text."""

    short = ""
    """Said instead when the whole text doesn't fit (before it is elided too)."""

    def paintEvent(self, event: QPaintEvent) -> None:  # a Qt override
        text = self.text()
        room = self.contentsRect()
        metrics = self.fontMetrics()
        if not text or metrics.horizontalAdvance(text) <= room.width():
            super().paintEvent(event)
            return
        if self.short:
            text = self.short
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.setFont(self.font())
        shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, room.width())
        painter.drawText(room, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                         shown)
        painter.end()


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
    MAX_WIDTH = SEAT_MAX_WIDTH

    def __init__(self, bridge: EngineBridge, parent: QWidget | None = None, *,
                 player: str) -> None:
        super().__init__(parent)
        self.bridge = bridge
        self.player = player
        self.seat = 0
        self._theme: Theme = DARK
        self._active = False
        self._in_game = True
        self._controller = False
        self._life_px = 0
        self._room = 0
        """The width the seat gives this panel (0: its own width)."""
        self._shows_active = False
        self._flag_texts: list[tuple[str, str]] = []
        """The flags shown on this seat, in words: (whole, short)."""
        self.confirm_leave: Callable[[str, str], bool] | None = None
        """Asks the table to confirm a departure (title, question) → yes; None asks with a
        message box. The window sets it so the question faces this seat."""
        self.show_commanders: Callable[[CommanderSheet], None] | None = None
        """Shows this seat's commander sheet turned toward it (the window's overlay); None
        shows it in a dialog."""
        self._team_mate: str | None = None
        """Two-Headed Giant: the teammate; the team's life control is on the primary's
        seat only (810.4), so the two seats can never show two totals."""
        self._primary = True
        self._inline = False
        """The commander strip sits in the info row (a shallow seat): the poison buttons
        give way to it, and the sheet it opens has them."""
        self.setObjectName("panel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

        self.name_label = QLabel(player)
        self.name_label.setObjectName("name")
        self.name_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.name_label.setToolTip(player)
        self.active_marker = QLabel(self.tr("Active"))
        self.active_marker.setObjectName("activeMarker")
        self.active_marker.setToolTip(self.tr("It is this player's turn"))
        self.controller_marker = QLabel()
        self.controller_marker.setObjectName("controllerMarker")
        self.controller_marker.setToolTip(self.tr("Planar controller (901.6)"))
        self.left_marker = QLabel(self.tr("Left the game"))
        self.left_marker.setObjectName("leftMarker")
        self.flag_label = ElidedLabel("")
        self.flag_label.setObjectName("flag")
        self.flag_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # Never widens the panel; the full reasons are in the tooltip.
        self.flag_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        header = QHBoxLayout()
        self._header = header
        header.addWidget(self.name_label, 2)
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
        self.life_label.setSizePolicy(QSizePolicy.Policy.Ignored,
                                      QSizePolicy.Policy.Preferred)
        for button, sign in ((self.minus_button, -1), (self.plus_button, +1)):
            button.setToolTip(self.tr("Tap: 1 · hold: 5, repeating"))
            button.tapped.connect(lambda s=sign: self._life(s))
            button.held.connect(lambda s=sign: self._life(s * self.HOLD_STEP))
        life_row = QHBoxLayout()
        life_row.addWidget(self.minus_button)
        life_row.addWidget(self.life_label, 1)
        life_row.addWidget(self.plus_button)

        self.poison_caption = QLabel(self.tr("Poison"))
        self.poison_caption.setObjectName("caption")
        self.poison_minus = QPushButton("−")
        self.poison_minus.setObjectName("poisonMinus")
        self.poison_plus = QPushButton("+")
        self.poison_plus.setObjectName("poisonPlus")
        self.poison_label = QLabel("0")
        self.poison_label.setObjectName("poison")
        self.poison_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.poison_label.setToolTip(self.tr("Poison counters (ten or more: 704.5c)"))
        for small, sign in ((self.poison_minus, -1), (self.poison_plus, +1)):
            small.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            small.setToolTip(self.tr("Poison counters"))
            small.clicked.connect(lambda _=False, s=sign: self._poison(s))
        self.leave_button = QPushButton()
        self.leave_button.setObjectName("leave")
        self.leave_button.setAccessibleName(self.tr("Leave game"))
        self.leave_button.setToolTip(self.tr("Leave game: this player leaves (asks first)"))
        self.leave_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.leave_button.clicked.connect(self._confirm_leave)
        self.status_label = ElidedLabel("")
        self.status_label.setObjectName("status")
        self.status_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        # Long token lists must not widen the panel: the full text is in the tooltip.
        self.status_label.setSizePolicy(QSizePolicy.Policy.Ignored,
                                        QSizePolicy.Policy.Preferred)
        info_row = QHBoxLayout()
        self._info_row = info_row
        self.poison_icon = QLabel()
        self.poison_icon.setObjectName("poisonIcon")
        self.poison_icon.setToolTip(self.tr("Poison counters"))
        info_row.addWidget(self.poison_icon)
        info_row.addWidget(self.poison_caption)
        info_row.addWidget(self.poison_minus)
        info_row.addWidget(self.poison_label)
        info_row.addWidget(self.poison_plus)
        info_row.addWidget(self.status_label, 1)
        info_row.addWidget(self.leave_button)

        self._box = QVBoxLayout(self)
        self._box.setSpacing(4)
        self._box.addLayout(header)
        self._box.addLayout(life_row, 1)
        self._box.addLayout(info_row)
        self.commander_strip = CommanderStrip(player)
        self.commander_strip.grid.clicked.connect(self.open_commanders)
        self.commander_strip.tax_button.clicked.connect(self.open_commanders)
        self.commander_strip.hide()
        self._box.addWidget(self.commander_strip)
        self.sheet: CommanderSheet | None = None

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

    def set_inline(self, inline: bool) -> None:
        """Put the commander strip in the info row (a shallow seat) or under it."""
        if inline == self._inline:
            return
        self._inline = inline
        strip = self.commander_strip
        strip.set_inline(inline)
        self._box.removeWidget(strip)
        self._info_row.removeWidget(strip)
        if inline:
            self._info_row.insertWidget(self._info_row.indexOf(self.leave_button), strip, 3)
        else:
            self._box.addWidget(strip)
        if self.bridge.view is not None:
            self.refresh(self.bridge.view)

    @property
    def inline(self) -> bool:
        return self._inline

    @property
    def _commanders_inline(self) -> bool:
        """Inline on a seat too narrow for the poison buttons beside the strip: they go to
        the commander sheet."""
        width = min(self.width(), self._room) if self._room else self.width()
        return self._inline and width < self._theme.px(INLINE_POISON_WIDTH)

    def open_commanders(self) -> CommanderSheet:
        """The large commander sheet for this seat: damage taken, tax and casts."""
        sheet = CommanderSheet(self.bridge, self.player, self._theme,
                               poison=self._commanders_inline and self._primary)
        self.sheet = sheet
        if self.show_commanders is not None:
            self.show_commanders(sheet)
            return sheet
        dialog = QDialog(self._dialog_parent())
        dialog.setWindowTitle(self.tr("Commanders"))
        box = QVBoxLayout(dialog)
        box.addWidget(sheet)
        sheet.done_button.clicked.connect(dialog.accept)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        dialog.open()
        return sheet

    def _flag_text(self, flag: str, members: list[str]) -> tuple[str, str]:
        """A flag the table confirms, in words: (whole, short). 704.6c names the commander
        and who loses ("21 from Bob's Tymna: Cid and Dee lose?")."""
        losers = (self.tr("{a} and {b} lose?").format(a=members[0], b=members[1])
                  if len(members) == 2 else self.tr("{a} loses?").format(a=members[0]))
        if flag.startswith(COMMANDER_DAMAGE_RULE) and " from " in flag:
            owner, _slash, commander = flag.rsplit(" from ", 1)[1].partition("/")
            return (self.tr("21 from {owner}'s {commander}: {losers}").format(
                        owner=owner, commander=commander or owner, losers=losers),
                    self.tr("21 dmg: lose?"))
        rule = flag.split(":", 1)[0]
        return (self.tr("Would lose — confirm ({rule})").format(rule=rule),
                self.tr("Lose? ({rule})").format(rule=rule))

    def _confirm_leave(self) -> None:
        title = self.tr("Leave game")
        if self._flag_texts:
            # The confirm path for a flag (704.5a, 704.6a-c): the table agrees and the
            # player (with their team, 810.8a) leaves.
            question = self.tr("{why}\n\nConfirm: {player} leaves the game{team}. Their "
                               "planar cards leave with them ({rule}). Undo can bring them "
                               "back.").format(
                rule="800.4a" if self._team_mate is None else "901.10",
                why="\n".join(long for long, _short in self._flag_texts),
                player=self.player,
                team=(self.tr(" with {mate} (810.8a)").format(mate=self._team_mate)
                      if self._team_mate is not None else ""))
        elif self._team_mate is not None:
            question = self.tr("{player} concedes for the team: {player} and {mate} leave "
                               "the game together (810.8b)?\n\nTheir planar cards leave "
                               "with them (901.10). Undo can bring them back.").format(
                                   player=self.player, mate=self._team_mate)
        else:
            question = self.tr("{player} leaves the game?\n\nTheir planar cards leave with "
                               "them (800.4a). Undo can bring them back.").format(
                                   player=self.player)
        if self.confirm_leave is not None:
            yes = self.confirm_leave(title, question)
        else:
            answer = QMessageBox.question(
                self._dialog_parent(), title, question,
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No,
            )
            yes = answer == QMessageBox.StandardButton.Yes
        if yes:
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
        controller = in_game and view.get("planar_controller") == self.player
        self._shows_active = active
        self.active_marker.setVisible(active and self._room_for_chip())
        self.controller_marker.setVisible(controller)
        self.left_marker.setVisible(not in_game)

        team = next((t for t in view.get("teams", []) if self.player in t["members"]), None)
        self._team_mate = (None if team is None
                           else next(m for m in team["members"] if m != self.player))
        self._primary = team is None or team["members"][0] == self.player
        bits: list[str] = []
        short_bits: list[str] = []
        if team is not None and self._team_mate is not None:
            # Both seats show the team's one life total (810.4): say so visibly, and on the
            # teammate's seat where it is changed.
            primary = team["members"][0]
            whole = self.tr("Team {a} & {b} · {life}").format(
                a=team["members"][0], b=team["members"][1], life=team.get("life", me["life"]))
            if self._primary:
                bits.append(whole)
                short_bits.append(self.tr("Team with {mate}").format(mate=self._team_mate))
            else:
                bits.append(self.tr("{team} · −/+ on {primary}'s seat").format(
                    team=whole, primary=primary))
                short_bits.append(self.tr("Team life: on {primary}'s").format(
                    primary=primary))
        bits += [automation_text(d)[:1].upper() + automation_text(d)[1:]
                 for d in me.get("designations", [])]
        tokens = me.get("tokens", {})
        if tokens:
            bits.append(self.tr("Tokens: {list}").format(
                list=", ".join(f"{automation_text(n)} ×{c}" for n, c in sorted(tokens.items()))))
        counters = me.get("counters", {})
        if counters:
            bits.append(", ".join(f"{counter_kind(k)} {v}" for k, v in sorted(counters.items())))
        self.status_label.setText(" · ".join(bits))
        self.status_label.short = " · ".join(short_bits + bits[len(short_bits):])
        self.status_label.setToolTip("\n".join(bits))

        # A Two-Headed Giant team loses together (810.8a): a member's 21 commander damage
        # is flagged on both seats.
        members = [self.player] if team is None else list(team["members"])
        flags = list(me.get("flags", []))
        for p in players:
            if p["name"] in members and p["name"] != self.player:
                flags += [f for f in p.get("flags", [])
                          if f.startswith(COMMANDER_DAMAGE_RULE) and f not in flags]
        self._flag_texts = [self._flag_text(f, members) for f in flags]
        self.flag_label.setText(" · ".join(long for long, _short in self._flag_texts))
        # Said when the whole text doesn't fit: still who and why, never a bare rule number.
        self.flag_label.short = " · ".join(short for _long, short in self._flag_texts)
        self.flag_label.setToolTip("\n".join(
            self.tr("{flag}: the table confirms with this seat's Leave button").format(flag=f)
            for f in flags))

        for w in (self.minus_button, self.plus_button, self.poison_minus, self.poison_plus,
                  self.leave_button):
            w.setEnabled(in_game and not view.get("game_over", False))
        # One life control a team: the primary's seat has it; the teammate's shows the
        # same total (810.4, 810.9: every change is the team's).
        has_commanders = bool(me.get("commanders"))
        for w in (self.minus_button, self.plus_button):
            w.setVisible(self._primary)
        for w in (self.poison_minus, self.poison_plus):
            w.setVisible(self._primary and not (self._commanders_inline and has_commanders))
        if team is not None:
            where = (self.tr("The team's life (810.4): −/+ on this seat change it for "
                             "{mate} too") if self._primary
                     else self.tr("The team's life (810.4): change it on {mate}'s seat"))
            self.life_label.setToolTip(where.format(mate=self._team_mate))
            self.poison_label.setToolTip(self.tr("The team's poison counters (fifteen or "
                                                 "more: 704.6b)"))
        self.commander_strip.setVisible(has_commanders)
        if has_commanders:
            self.commander_strip.refresh(view, me)
        if (active, in_game, controller) != (self._active, self._in_game, self._controller):
            self._active, self._in_game, self._controller = active, in_game, controller
            self.setProperty("active", active)
            self.setProperty("out", not in_game)
            self._restyle()
        else:
            self._restyle_name()

    def resizeEvent(self, event: QResizeEvent) -> None:  # a Qt override
        super().resizeEvent(event)
        self._fit_texts()

    def set_room(self, width: int) -> None:
        """The seat's width for this panel: what it shows is fitted to that, not to a
        width it was once given."""
        if width != self._room:
            self._room = width
            self._fit_texts()

    def _room_for_chip(self) -> bool:
        width = min(self.width(), self._room) if self._room else self.width()
        return width >= self._theme.px(250)

    def _fit_texts(self) -> None:
        """A long name ends in "…" (never cut mid-letter); on a narrow seat the poison
        caption gives way to the counters themselves (its tooltip stays)."""
        t = self._theme
        width = min(self.width(), self._room) if self._room else self.width()
        # The life buttons give way (down to a touch target) before the life total does;
        # the total's font then fits what is left ("−20" is the widest usual total).
        inner = width - 2 * t.px(8) - 2 * t.px(6)
        button_w = max(t.px(TOUCH), min(t.px(68), (inner - t.px(84)) // 2))
        for button in (self.minus_button, self.plus_button):
            button.setFixedWidth(button_w)
        room_life = max(1, inner - 2 * button_w)
        font = QFont(self.life_label.font())
        px = t.px(50)
        font.setPixelSize(px)
        wide = QFontMetrics(font).horizontalAdvance("−20") or 1
        if wide > room_life:
            px = max(t.px(20), int(px * room_life / wide))
        if self._life_px != px:
            self._life_px = px
            self.life_label.setStyleSheet(f"font-size: {px}px; font-weight: bold;")
        label = self.name_label
        room = max(0, label.width() - 2)
        label.setText(label.fontMetrics().elidedText(self.player, Qt.TextElideMode.ElideRight,
                                                     room) if room else self.player)
        # On the narrowest seats (eight players round a laptop) the drop goes too; the
        # counters' tooltips still say what they are.
        self.poison_caption.setVisible(width >= t.px(300))
        # A narrow seat keeps the name: the accent border says whose turn it is.
        self.active_marker.setVisible(self._shows_active and width >= t.px(250))
        if self.commander_strip.isVisible() and self._primary:
            for w in (self.poison_minus, self.poison_plus):
                w.setVisible(not self._commanders_inline)
        # Inline, the commander strip needs the room more than the drop does.
        self.poison_icon.setVisible(width >= t.px(260 if self._inline else 218))
        self.commander_strip.set_compact(width < t.px(300))

    def _restyle_name(self) -> None:
        t = self._theme
        colour = seat_colour(self.seat, t) if self._in_game else t.muted
        sheet = (f"color: {colour}; font-size: {t.px(22)}px; font-weight: bold; "
                 "background: transparent;"
                 + ("" if self._in_game else " text-decoration: line-through;"))
        if self.name_label.styleSheet() != sheet:
            self.name_label.setStyleSheet(sheet)
            self._fit_texts()

    def _restyle(self) -> None:
        """The panel styles itself, so it looks right even embedded in a graphics view."""
        t = self._theme
        touch = t.px(TOUCH)
        life_button = t.px(54)
        for button in (self.minus_button, self.plus_button):
            button.setFixedHeight(life_button)
        self._life_px = 0
        for small in (self.poison_minus, self.poison_plus):
            small.setFixedSize(touch, touch)
        self.leave_button.setFixedSize(touch, touch)
        self.commander_strip.set_theme(t)
        self.poison_icon.setPixmap(icon_pixmap("poison", t.ok if self._in_game else t.muted,
                                               t.px(18)))
        self.leave_button.setIcon(icon("leave", t.text if self._in_game else t.muted, t.muted))
        self.leave_button.setIconSize(QSize(t.px(24), t.px(24)))
        self.poison_label.setMinimumWidth(t.px(20))
        self._info_row.setSpacing(t.px(4))
        self._header.setSpacing(t.px(6))
        chip = t.px(26)
        self.name_label.setMinimumHeight(chip)
        for marker in (self.active_marker, self.left_marker):
            marker.setFixedHeight(chip)
        self.controller_marker.setFixedSize(chip + t.px(12), chip)
        self.controller_marker.setPixmap(symbol_pixmap("planeswalker", chip - t.px(4),
                                                       t.accent))
        self._box.setContentsMargins(t.px(8), t.px(5), t.px(8), t.px(6))
        # The same border + padding either way, so highlighting never resizes the panel.
        border = (f"3px solid {t.accent}; padding: 0px" if self._active
                  else f"1px solid {t.panel_border}; padding: 2px")
        text = t.text if self._in_game else t.muted
        bg = t.panel if self._in_game else t.window
        self.setStyleSheet(f"""
            QFrame#panel {{ background: {bg}; border: {border}; border-radius: {t.px(12)}px; }}
            QLabel {{ background: transparent; color: {text}; border: none;
                      font-size: {t.px(15)}px; }}
            QLabel#life {{ font-size: {t.px(50)}px; font-weight: bold; }}
            QLabel#poison {{ font-size: {t.px(20)}px; font-weight: bold; }}
            QLabel#caption, QLabel#status {{ color: {t.muted}; font-size: {t.px(15)}px; }}
            QLabel#flag {{ color: {t.danger}; font-weight: bold; font-size: {t.px(15)}px; }}
            QLabel#activeMarker {{ background: {t.accent}; color: {t.on_accent};
                                   font-weight: bold; border-radius: {t.px(6)}px;
                                   padding: 1px {t.px(8)}px; font-size: {t.px(14)}px; }}
            QLabel#controllerMarker {{ border: 1px solid {t.accent};
                                       border-radius: {t.px(6)}px; }}
            QLabel#leftMarker {{ color: {t.muted}; border: 1px solid {t.muted};
                                 border-radius: {t.px(6)}px; padding: 1px {t.px(8)}px;
                                 font-size: {t.px(14)}px; }}
            QPushButton {{ background: {t.window}; color: {text};
                           min-height: {touch - 2}px; min-width: {touch - 2}px;
                           border: 1px solid {t.panel_border}; border-radius: {t.px(8)}px;
                           padding: 0 {t.px(6)}px; font-size: {t.px(15)}px; }}
            QPushButton:hover {{ border-color: {t.accent}; }}
            QPushButton:pressed {{ background: {t.panel_border}; }}
            QPushButton:disabled {{ color: {t.muted}; border-style: dashed; }}
            QPushButton#lifeMinus, QPushButton#lifePlus {{ font-size: {t.px(34)}px;
                                                          font-weight: bold; padding: 0;
                                                          min-height: {life_button - 2}px; }}
            QPushButton#poisonMinus, QPushButton#poisonPlus {{ font-size: {t.px(20)}px;
                                                              padding: 0; }}
            QPushButton#leave {{ padding: 0; }}
            QPushButton#commanderTax {{ padding: 0 {t.px(4)}px; min-width: {touch - 2}px; }}
        """)
        self._restyle_name()
        self._fit_texts()


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
            # The child's minimum may have changed (the commander row moved inline): fit
            # it to the seat again, or it keeps a size the seat can't show.
            self._fit()
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        vp = self.viewport().size()
        w, h = self._turn(vp.width(), vp.height())
        limit = self.child.maximumSize()
        w, h = min(w, limit.width()), min(h, limit.height())
        if isinstance(self.child, PlayerPanel):
            self.child.set_room(w)
        self.proxy.setPos(0, 0)
        self.proxy.resize(w, h)
        self.setSceneRect(0, 0, w, h)
        self.centerOn(w / 2, h / 2)


class SeatsPanel(QWidget):
    """Every player's panel around (flat) or under (upright) ``center``, placed by hand.

    Flat: two players sit at the bottom and top; three to eight are spread over the bottom,
    left, top and right edges in seating order (clockwise seen from above). Top panels are
    turned 180°, left ones 90° and right ones 270°, so each faces its player. Upright: every
    panel upright, in seating order, one row for up to four players, two rows beyond.
    Nothing here has a minimum size: the geometry is computed from the room given, so the
    table never grows past the screen.
    """

    def __init__(self, bridge: EngineBridge, parent: QWidget | None = None, *,
                 center: QWidget | None = None, mode: TableMode = "flat") -> None:
        super().__init__(parent)
        self.bridge = bridge
        self._theme: Theme = DARK
        self._mode: TableMode = mode
        self._names: tuple[str, ...] = ()
        self._panels: dict[str, PlayerPanel] = {}
        self._holders: dict[str, RotatedPanel] = {}
        self._sides: dict[str, Side] = {}
        self._center: QWidget | None = None
        self.confirm_leave: Callable[[str, str, str], bool] | None = None
        """(player, title, question) → yes; given to every panel (see PlayerPanel)."""
        self.show_commanders: Callable[[str, CommanderSheet], None] | None = None
        """(player, sheet): shows a seat's commander sheet facing it (see PlayerPanel)."""
        self._teams = 0
        self._commanders = False
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
            self._center.setParent(None)
        self._center = widget
        widget.setParent(self)
        widget.show()
        self._place()

    @property
    def mode(self) -> TableMode:
        return self._mode

    def set_mode(self, mode: TableMode) -> None:
        if mode not in TABLE_MODES:
            raise ValueError(f"table mode must be flat or upright, not {mode!r}")
        if mode != self._mode:
            self._mode = mode
            names = self._names
            self._names = ()
            self._rebuild(names)
            if self.bridge.view is not None:
                for p in self._panels.values():
                    p.refresh(self.bridge.view)

    def panels(self) -> dict[str, PlayerPanel]:
        """Each player's panel by name, in seating order."""
        return dict(self._panels)

    def panel(self, player: str) -> PlayerPanel:
        return self._panels[player]

    def holder(self, player: str) -> RotatedPanel:
        return self._holders[player]

    def side_of(self, player: str) -> Side:
        """Where the player sits (flat: their edge of the screen; upright: "bottom")."""
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
        self._place()

    # -- drawing ---------------------------------------------------------------------------
    def _on_changed(self, view: dict[str, Any], _events: list[dict[str, Any]]) -> None:
        names = tuple(p["name"] for p in view.get("players", []))
        teams = len(view.get("teams", []))
        commanders = any(p.get("commanders") for p in view.get("players", []))
        if names != self._names or (teams, commanders) != (self._teams, self._commanders):
            self._teams, self._commanders = teams, commanders
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
        sides: list[Side] = ["bottom"] * len(names)
        if self._mode == "flat":
            sides = (team_sides(self._teams) if self._teams and len(names) == 2 * self._teams
                     else seat_sides(len(names)))
        for name, side in zip(names, sides, strict=True):
            panel = PlayerPanel(self.bridge, player=name)
            panel.set_theme(self._theme)
            panel.confirm_leave = (
                None if self.confirm_leave is None
                else lambda title, q, n=name: self._ask_leave(n, title, q))
            panel.show_commanders = (
                None if self.show_commanders is None
                else lambda sheet, n=name: self._show_commanders(n, sheet))
            holder = RotatedPanel(panel, ROTATION[side], self)
            holder.setObjectName(f"seat_{name}")
            holder.show()
            self._panels[name] = panel
            self._holders[name] = holder
            self._sides[name] = side
        self._place()

    def _show_commanders(self, player: str, sheet: CommanderSheet) -> None:
        assert self.show_commanders is not None
        self.show_commanders(player, sheet)

    def _ask_leave(self, player: str, title: str, question: str) -> bool:
        assert self.confirm_leave is not None
        return self.confirm_leave(player, title, question)

    def resizeEvent(self, event: QResizeEvent) -> None:  # a Qt override
        super().resizeEvent(event)
        self._place()

    def seat_depth(self) -> int:
        """How deep a seat panel is (its height, facing its player), fitted to the room: at
        most a third of the table's height for the seats of one edge."""
        t = self._theme
        deep = self._commanders and self._room_for_deep_seats()
        want = t.px(SEAT_DEPTH + (COMMANDER_ROW if deep else 0)) + 4
        # (+4: text doesn't shrink as fast as the scale, a margin)
        short = min(self.width(), self.height())
        # Upright, the scoreboard's rows share the height with the planes; the commander
        # row needs a little more of it (two rows of eight seats at 720 lines).
        share = short // 3 if self._mode == "flat" else (
            short * 3 // 10 if self._commanders else short // 4)
        return max(1, min(want, share))

    def _room_for_deep_seats(self) -> bool:
        """Would seats deep enough for a commander row under the life still be wide
        enough (`DEEP_SEAT_MIN_WIDTH`) and fit the height?"""
        t = self._theme
        w, h = self.width(), self.height()
        short = min(w, h)
        deep = t.px(SEAT_DEPTH + COMMANDER_ROW) + 4
        share = short // 3 if self._mode == "flat" else short * 3 // 10
        if deep > share or not self._names:
            return False
        gap = t.px(GAP)
        if self._mode == "upright":
            n = len(self._names)
            per_row = -(-n // (1 if n <= 4 else 2))
            per_row += per_row % 2 if self._teams else 0
            extra = (per_row // 2 - 1) * TEAM_GAP * gap if self._teams else 0
            return (w - gap * (per_row - 1) - extra) // per_row >= t.px(DEEP_SEAT_MIN_WIDTH)
        counts = {side: len(self.players_on(side)) for side in _SIDES}
        across = w - sum(deep + gap for side in ("left", "right") if counts[side])
        for side, count in counts.items():
            length = across if side in ("bottom", "top") else h
            if count and (length - gap * (count - 1)) // count < t.px(DEEP_SEAT_MIN_WIDTH):
                return False
        # The planes in the middle keep their share of the table, as with plain seats.
        down = h - sum(deep + gap for side in ("top", "bottom") if counts[side])
        return across * down >= CENTRE_SHARE * w * h

    def _place(self) -> None:
        inline = self._commanders and not self._room_for_deep_seats()
        for panel in self._panels.values():
            panel.set_inline(inline)
        center = self._place_flat() if self._mode == "flat" else self._place_upright()
        if self._center is not None:
            self._center.setGeometry(center)

    def _place_flat(self) -> QRect:
        w, h = self.width(), self.height()
        gap = self._theme.px(GAP)
        depth = self.seat_depth()
        present = {side: self.players_on(side) for side in _SIDES}
        left = depth + gap if present["left"] else 0
        right = depth + gap if present["right"] else 0
        top = depth + gap if present["top"] else 0
        bottom = depth + gap if present["bottom"] else 0
        inner_w = max(1, w - left - right)
        inner_h = max(1, h)
        # Bottom and top run between the side columns; left and right run the full height.
        self._line(present["bottom"], QRect(left, h - depth, inner_w, depth), along_x=True,
                   reverse=True)
        self._line(present["top"], QRect(left, 0, inner_w, depth), along_x=True)
        self._line(present["left"], QRect(0, 0, depth, inner_h), along_x=False, reverse=True)
        self._line(present["right"], QRect(w - depth, 0, depth, inner_h), along_x=False)
        return QRect(left, top, inner_w, max(1, h - top - bottom))

    def _place_upright(self) -> QRect:
        w, h = self.width(), self.height()
        gap = self._theme.px(GAP)
        n = len(self._names)
        if n == 0:
            return QRect(0, 0, w, h)
        rows = 1 if n <= 4 else 2
        per_row = -(-n // rows)
        if self._teams and per_row % 2:
            per_row += 1  # a team is never split between rows (six players: 4 + 2)
        group = 2 if self._teams else 1
        depth = self.seat_depth()
        board_h = rows * depth + (rows - 1) * gap
        for r in range(rows):
            names = list(self._names[r * per_row:(r + 1) * per_row])
            y = h - board_h + r * (depth + gap)
            self._line(names, QRect(0, y, w, depth), along_x=True, slots=per_row,
                       group=group)
        return QRect(0, 0, w, max(1, h - board_h - gap))

    def _line(self, names: list[str], area: QRect, *, along_x: bool, reverse: bool = False,
              slots: int | None = None, group: int = 1) -> None:
        """Spread ``names`` evenly along ``area`` (in seating order, or reversed where the
        seating runs against the screen's axis), each at most a panel's widest. With
        ``group`` 2 (Two-Headed Giant teams), a wider gap after every second seat."""
        if not names:
            return
        gap = self._theme.px(GAP)
        team_gap = TEAM_GAP * gap if group > 1 else 0
        count = slots or len(names)
        length = area.width() if along_x else area.height()
        extra = (-(-count // group) - 1) * team_gap
        cell = max(1, (length - gap * (count - 1) - extra) // count)
        size = min(cell, self._theme.px(SEAT_MAX_WIDTH))
        used = count * cell + gap * (count - 1) + extra
        start = (length - used) // 2
        order = list(reversed(names)) if reverse else names
        if slots and len(names) < slots:  # a short last row is centred
            missing = slots - len(names)
            start += (missing * (cell + gap) + missing // group * team_gap) // 2
        for i, name in enumerate(order):
            offset = start + i * (cell + gap) + i // group * team_gap + (cell - size) // 2
            if along_x:
                rect = QRect(area.x() + offset, area.y(), size, area.height())
            else:
                rect = QRect(area.x(), area.y() + offset, area.width(), size)
            self._holders[name].setGeometry(rect)
