"""Commanders at a seat: the compact commander-damage grid and tax in the seat panel, and
the large sheet it opens, where damage is entered and casts recorded.

In the seat, ``CommanderStrip`` shows one cell per opponent's commander (the owner's seat
colour and the combat damage it dealt this player, 903.10a; red from 21, 704.6c) and this
player's commander tax ({2} per earlier cast, 903.8). A tap opens ``CommanderSheet``, big
enough to use across the table, turned toward the seat by the window.

Nothing here changes the game: ±damage is a ``CommanderDamage`` and "Cast" a
``CommanderCast``, both through the bridge (the engine changes life with the damage and
flags 21 or more for the table to confirm); everything redraws from ``bridge.changed``.
"""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from desktop.bridge import EngineBridge
from desktop.theme import DARK, TOUCH, Theme
from engine.actions import CommanderCast, CommanderDamage, Poison

log = logging.getLogger(__name__)

LETHAL = 21
"""704.6c: 21 or more combat damage from one commander."""
TAX_PER_CAST = 2
"""903.8: {2} more for each earlier cast from the command zone."""
STEPS = (-1, +1, +5)
"""What the sheet's buttons add to one commander's damage (a typo is one −1 away)."""


def opponents_commanders(view: dict[str, Any], player: str) -> list[tuple[str, str, int]]:
    """(owner, commander, seat index) of every commander that can damage ``player``: each
    opponent's, in seating order (a teammate's never does, 810.9 with 903.10a)."""
    players = view.get("players", [])
    team = next((t["members"] for t in view.get("teams", []) if player in t["members"]),
                [player])
    return [(p["name"], c, seat) for seat, p in enumerate(players)
            if p["name"] not in team for c in p.get("commanders", [])]


def damage_key(owner: str, commander: str) -> str:
    return f"{owner}/{commander}"


def short_label(owner: str, commander: str, partnered: bool) -> str:
    """A grid cell's name: the owner's first three letters, and the commander's first two
    when the owner has partners ("Bob·Ty"), so the two cells can be told apart."""
    return f"{owner[:3]}·{commander[:2]}" if partnered else owner[:3]


def tax_text(casts: int) -> str:
    return "{" + str(TAX_PER_CAST * casts) + "}"


class CommanderGrid(QPushButton):
    """The compact per-opponent grid: a cell per opponent's commander, its owner's colour
    over the damage it dealt; tapping it opens the sheet."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("commanderGrid")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.cells: list[tuple[str, str, int, int]] = []
        """(owner, commander, seat, damage) in seating order."""
        self.tax = ""
        """The player's commander tax drawn at the grid's end ("Thr {4} Tym {0}"), when the seat
        has no room for the tax button; empty otherwise."""
        self._theme: Theme = DARK
        self.shown_text: list[str] = []
        """What the last paint drew, cell by cell, then any summary (for tests)."""

    def set_theme(self, theme: Theme) -> None:
        self._theme = theme
        self.setFixedHeight(theme.px(TOUCH))
        self.update()

    def set_cells(self, cells: list[tuple[str, str, int, int]]) -> None:
        self.cells = cells
        self.setToolTip("\n".join(
            self.tr("{commander} ({owner}): {n} combat damage").format(
                commander=c, owner=o, n=n) for o, c, _s, n in cells)
            + "\n" + self.tr("Tap to enter commander damage (903.10a; 21 from one "
                             "commander loses, 704.6c)"))
        self.update()

    def sizeHint(self) -> QSize:
        t = self._theme
        return QSize(t.px(40) * max(1, len(self.cells)), t.px(TOUCH))

    def minimumSizeHint(self) -> QSize:
        # Never widens the seat: cells shrink, then wrap to two rows.
        return QSize(self._theme.px(TOUCH), self._theme.px(TOUCH))

    def labels(self) -> list[str]:
        """Each cell's short name: the owner's, with the commander's first letters when
        that owner has partners ("Bob·Ty"), so no number is anonymous."""
        owners = [o for o, *_rest in self.cells]
        return [short_label(o, c, owners.count(o) > 1) for o, c, _s, _n in self.cells]

    def plan(self, width: int, height: int) -> tuple[list[int], int, int, str]:
        """What fits in ``width``×``height``: (indices of the cells shown, rows, font pixel
        size, summary of the rest). Every cell keeps its label and a font of at least 12
        (at size 1); cells that don't fit are summed up ("max 21 · +2") rather than
        dropped silently, the ones nearest 21 kept first."""
        t = self._theme
        font = QFont(self.font())
        font.setBold(True)
        count = len(self.cells)
        texts = [f"{label} {n}" for label, (*_x, n) in zip(self.labels(), self.cells,
                                                           strict=True)]
        for rows in (1, 2):
            cell_h = height // rows
            size = min(cell_h - t.px(4), t.px(16))
            if size < t.px(12):
                break
            font.setPixelSize(size)
            metrics = QFontMetrics(font)
            need = max(metrics.horizontalAdvance(x) for x in texts) + t.px(12)
            if width // -(-count // rows) >= need:
                return list(range(count)), rows, size, ""
        size = max(t.px(12), min(height - t.px(2), t.px(16)))
        font.setPixelSize(size)
        metrics = QFontMetrics(font)
        need = max(metrics.horizontalAdvance(x) for x in texts) + t.px(12)
        by_damage = sorted(range(count), key=lambda i: -self.cells[i][3])
        for shown in range(count - 1, 0, -1):
            more = self.tr("+{n}").format(n=count - shown)
            if shown * need + metrics.horizontalAdvance(more) + t.px(6) <= width:
                return sorted(by_damage[:shown]), 1, size, more
        top = max(n for *_x, n in self.cells)
        whole = self.tr("max {n} · +{more}").format(n=top, more=count - 1)
        if count > 1 and metrics.horizontalAdvance(whole) + t.px(6) <= width:
            return [], 1, size, whole
        return [], 1, size, self.tr("max {n}").format(n=top)

    def paintEvent(self, event: QPaintEvent) -> None:  # a Qt override
        super().paintEvent(event)
        if not self.cells:
            return
        t = self._theme
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pad = t.px(4)
        area = self.rect().adjusted(pad, pad, -pad, -pad)
        if self.tax:
            font = QFont(self.font())
            font.setPixelSize(t.px(14))
            painter.setFont(font)
            room = painter.fontMetrics().horizontalAdvance(self.tax) + t.px(4)
            painter.setPen(QColor(t.accent))
            bold = QFont(font)
            bold.setBold(True)
            bold.setPixelSize(t.px(12))
            least = QFontMetrics(bold).horizontalAdvance(
                self.tr("max {n}").format(n=LETHAL)) + t.px(8)
            if area.width() - room - t.px(2) >= least:
                painter.drawText(QRect(area.right() - room, area.y(), room, area.height()),
                                 Qt.AlignmentFlag.AlignCenter, self.tax)
                area.setWidth(max(1, area.width() - room - t.px(2)))
            else:
                # Too narrow for both side by side (eight seats round a laptop): the tax
                # goes under the damage, small, rather than clipping either.
                font.setPixelSize(t.px(12))
                painter.setFont(font)
                half = area.height() // 2
                painter.drawText(QRect(area.x(), area.y() + half, area.width(),
                                       area.height() - half),
                                 Qt.AlignmentFlag.AlignCenter, self.tax)
                area.setHeight(max(1, half))
        shown, rows, size, summary = self.plan(area.width(), area.height())
        self.shown_text = []
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(size)
        painter.setFont(font)
        more_w = painter.fontMetrics().horizontalAdvance(summary) + t.px(6) if summary else 0
        if not shown:
            more_w = area.width()
        per_row = max(1, -(-len(shown) // rows))
        cell_w = max(1, (area.width() - more_w) // per_row)
        cell_h = max(1, area.height() // rows)
        labels = self.labels()
        for i, index in enumerate(shown):
            _owner, _commander, seat, damage = self.cells[index]
            r, c = divmod(i, per_row)
            box = QRect(area.x() + c * cell_w, area.y() + r * cell_h, cell_w - 2, cell_h - 2)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(t.player(seat)))
            painter.drawRoundedRect(QRect(box.x(), box.y(), t.px(5), box.height()), 2, 2)
            colour = t.danger if damage >= LETHAL else (t.text if damage else t.muted)
            painter.setPen(QColor(colour))
            text = f"{labels[index]} {damage}"
            self.shown_text.append(text)
            painter.drawText(box.adjusted(t.px(7), 0, 0, 0), Qt.AlignmentFlag.AlignCenter,
                             text)
        if summary:
            painter.setPen(QColor(t.text))
            painter.drawText(QRect(area.right() - more_w, area.y(), more_w, area.height()),
                             Qt.AlignmentFlag.AlignCenter, summary)
            self.shown_text.append(summary)
        painter.end()


class CommanderStrip(QWidget):
    """A seat's commander row: the damage grid and this player's tax; both open the sheet."""

    def __init__(self, player: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.player = player
        self._compact = False
        self._inline = False
        self._taxes: list[str] = []
        self.grid = CommanderGrid()
        self.tax_button = QPushButton()
        self.tax_button.setObjectName("commanderTax")
        self.tax_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        row = QHBoxLayout(self)
        self._row = row
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.grid, 1)
        row.addWidget(self.tax_button)

    def set_theme(self, theme: Theme) -> None:
        self.grid.set_theme(theme)
        self.tax_button.setFixedHeight(theme.px(TOUCH))
        self._row.setSpacing(theme.px(4))

    def refresh(self, view: dict[str, Any], me: dict[str, Any]) -> None:
        damage = me.get("commander_damage", {})
        self.grid.set_cells([(o, c, s, int(damage.get(damage_key(o, c), 0)))
                             for o, c, s in opponents_commanders(view, self.player)])
        tax = me.get("commander_tax", {})
        commanders = me.get("commanders", [])
        # Each tax is named (the commander's first letters for partners, "Tax" for one),
        # so poison, damage and tax never read as bare numbers in a row.
        self._taxes = [f"{c[:3] if len(commanders) > 1 else self.tr('Tax')} "
                       f"{tax_text(int(tax.get(c, 0)))}" for c in commanders]
        self._show_tax()
        self.grid.setToolTip(self.grid.toolTip() + "\n" + self.tr("Commander tax: {list}")
                             .format(list=" ".join(self._taxes)))
        self.tax_button.setToolTip("\n".join(
            self.tr("{commander}: cast {n}× from the command zone; the next cast costs "
                    "{tax} more (903.8)").format(commander=c, n=tax.get(c, 0),
                                                 tax=tax_text(int(tax.get(c, 0))))
            for c in commanders) + "\n" + self.tr("Tap to record a cast"))


    def set_compact(self, compact: bool) -> None:
        """A narrow seat packs the named taxes closer (never drops the names)."""
        if compact != self._compact:
            self._compact = compact
            self._show_tax()

    def set_inline(self, inline: bool) -> None:
        """In a shallow seat's info row the tax is drawn at the grid's end, so the one
        touch target opens the sheet (where Cast is)."""
        if inline != self._inline:
            self._inline = inline
            self._show_tax()

    def _show_tax(self) -> None:
        taxes = (" " if self._compact else " · ").join(self._taxes)
        self.tax_button.setText(taxes)
        self.tax_button.setVisible(not self._inline)
        self.grid.tax = taxes if self._inline else ""
        self.grid.update()


class CommanderSheet(QFrame):
    """One player's commanders, large: the damage each opponent's commander dealt them, with
    buttons to enter more (or correct), and their own commanders' tax with "Cast"."""

    def __init__(self, bridge: EngineBridge, player: str, theme: Theme = DARK,
                 parent: QWidget | None = None, *, poison: bool = False) -> None:
        super().__init__(parent)
        self.bridge = bridge
        self.player = player
        self.theme = theme
        self.poison_label: QLabel | None = None
        self.poison_buttons: dict[int, QPushButton] = {}
        """−1/+1 poison (``poison``: a shallow seat gave its poison buttons to this sheet)."""
        self._with_poison = poison
        self.setObjectName("commanderSheet")
        self.damage_labels: dict[str, QLabel] = {}
        self.damage_buttons: dict[tuple[str, int], QPushButton] = {}
        """(owner/commander, step) → its button."""
        self.tax_labels: dict[str, QLabel] = {}
        self.cast_buttons: dict[str, QPushButton] = {}
        self.status_label = QLabel("")
        self.status_label.setObjectName("sheetStatus")
        self.status_label.setWordWrap(True)
        self.done_button = QPushButton(self.tr("Done"))
        self.done_button.setObjectName("primary")
        self.default_button = self.done_button
        """The overlay's Enter presses it (SeatOverlay.press_default)."""
        self._build()
        bridge.changed.connect(self._on_changed)
        if bridge.view is not None:
            self.refresh(bridge.view)

    def _build(self) -> None:
        t = self.theme
        view = self.bridge.view or {}
        box = QVBoxLayout(self)
        box.setSpacing(t.px(8))
        title = QLabel(self.tr("{player}: commanders").format(player=self.player))
        title.setObjectName("sheetTitle")
        box.addWidget(title)
        caption = QLabel(self.tr("Combat damage dealt to {player} by each opponent's "
                                 "commander (903.10a); 21 or more from one loses (704.6c). "
                                 "It changes life too.").format(player=self.player))
        caption.setWordWrap(True)
        caption.setObjectName("caption")
        box.addWidget(caption)
        grid = QGridLayout()
        grid.setHorizontalSpacing(t.px(6))
        for row, (owner, commander, seat) in enumerate(opponents_commanders(view, self.player)):
            key = damage_key(owner, commander)
            name = QLabel(self.tr("{commander} ({owner})").format(commander=commander,
                                                                  owner=owner))
            name.setStyleSheet(f"color: {t.player(seat)}; font-weight: bold;")
            grid.addWidget(name, row, 0)
            amount = QLabel("0")
            amount.setObjectName("damage")
            amount.setAlignment(Qt.AlignmentFlag.AlignCenter)
            amount.setMinimumWidth(t.px(56))
            self.damage_labels[key] = amount
            grid.addWidget(amount, row, 1)
            for col, step in enumerate(STEPS, 2):
                button = QPushButton(f"{step:+d}".replace("-", "−"))
                button.setMinimumSize(t.px(TOUCH) + t.px(8), t.px(TOUCH))
                button.setToolTip(self.tr("{step:+d} combat damage from {commander}").format(
                    step=step, commander=commander))
                button.clicked.connect(
                    lambda _=False, o=owner, c=commander, s=step: self._damage(o, c, s))
                self.damage_buttons[(key, step)] = button
                grid.addWidget(button, row, col)
        grid.setColumnStretch(0, 1)
        box.addLayout(grid)

        tax_title = QLabel(self.tr("Commander tax (903.8): {2} more for each earlier cast "
                                   "from the command zone"))
        tax_title.setObjectName("caption")
        tax_title.setWordWrap(True)
        box.addWidget(tax_title)
        me: dict[str, Any] = next(
            (p for p in view.get("players", []) if p["name"] == self.player), {})
        tax_grid = QGridLayout()
        for row, commander in enumerate(me.get("commanders", [])):
            tax_grid.addWidget(QLabel(commander), row, 0)
            label = QLabel()
            label.setObjectName("tax")
            self.tax_labels[commander] = label
            tax_grid.addWidget(label, row, 1)
            cast = QPushButton(self.tr("Cast"))
            cast.setMinimumSize(t.px(96), t.px(TOUCH))
            cast.setToolTip(self.tr("{commander} was cast from the command zone").format(
                commander=commander))
            cast.clicked.connect(lambda _=False, c=commander: self._cast(c))
            self.cast_buttons[commander] = cast
            tax_grid.addWidget(cast, row, 2)
        tax_grid.setColumnStretch(1, 1)
        box.addLayout(tax_grid)
        if self._with_poison:
            poison_row = QHBoxLayout()
            poison_row.addWidget(QLabel(self.tr("Poison counters")), 1)
            self.poison_label = QLabel("0")
            self.poison_label.setObjectName("damage")
            self.poison_label.setMinimumWidth(t.px(56))
            self.poison_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            for step in (-1, +1):
                button = QPushButton(f"{step:+d}".replace("-", "−"))
                button.setMinimumSize(t.px(TOUCH) + t.px(8), t.px(TOUCH))
                button.clicked.connect(lambda _=False, s=step: self._poison(s))
                self.poison_buttons[step] = button
            poison_row.addWidget(self.poison_buttons[-1])
            poison_row.addWidget(self.poison_label)
            poison_row.addWidget(self.poison_buttons[+1])
            box.addLayout(poison_row)
        box.addWidget(self.status_label)
        done_row = QHBoxLayout()
        done_row.addStretch(1)
        self.done_button.setMinimumSize(t.px(120), t.px(TOUCH))
        done_row.addWidget(self.done_button)
        box.addLayout(done_row)
        self.setStyleSheet(f"""
            QFrame#commanderSheet {{ background: {t.panel}; }}
            QLabel {{ color: {t.text}; font-size: {t.px(17)}px; background: transparent; }}
            QLabel#sheetTitle {{ font-size: {t.px(24)}px; font-weight: bold; }}
            QLabel#caption {{ color: {t.muted}; font-size: {t.px(15)}px; }}
            QLabel#damage {{ font-size: {t.px(30)}px; font-weight: bold; }}
            QLabel#sheetStatus {{ color: {t.danger}; font-weight: bold; }}
            QPushButton {{ background: {t.window}; color: {t.text}; font-size: {t.px(18)}px;
                           border: 1px solid {t.panel_border}; border-radius: {t.px(8)}px;
                           padding: 0 {t.px(8)}px; }}
            QPushButton:disabled {{ color: {t.muted}; border-style: dashed; }}
            QPushButton#primary {{ background: {t.accent}; color: {t.on_accent};
                                   font-weight: bold; }}
        """)
        self.setMinimumWidth(t.px(460))

    # -- actions ---------------------------------------------------------------------------
    def _damage(self, owner: str, commander: str, amount: int) -> None:
        reason = self.bridge.try_apply(CommanderDamage(owner, self.player, amount, commander))
        if reason is not None:
            self.status_label.setText(reason)

    def _poison(self, delta: int) -> None:
        reason = self.bridge.try_apply(Poison(self.player, delta=delta))
        if reason is not None:
            self.status_label.setText(reason)

    def _cast(self, commander: str) -> None:
        reason = self.bridge.try_apply(CommanderCast(self.player, commander))
        if reason is not None:
            self.status_label.setText(reason)

    # -- drawing ---------------------------------------------------------------------------
    def _on_changed(self, view: dict[str, Any], _events: list[dict[str, Any]]) -> None:
        self.refresh(view)

    def refresh(self, view: dict[str, Any]) -> None:
        me = next((p for p in view.get("players", []) if p["name"] == self.player), None)
        if me is None:
            return
        t = self.theme
        playing = bool(me["in_game"]) and not view.get("game_over", False)
        damage = me.get("commander_damage", {})
        for key, label in self.damage_labels.items():
            n = int(damage.get(key, 0))
            label.setText(str(n))
            label.setStyleSheet(f"color: {t.danger};" if n >= LETHAL else "")
            for step in STEPS:
                self.damage_buttons[(key, step)].setEnabled(playing and n + step >= 0)
        if self.poison_label is not None:
            self.poison_label.setText(str(me["poison"]))
            for button in self.poison_buttons.values():
                button.setEnabled(playing)
        tax = me.get("commander_tax", {})
        for commander, label in self.tax_labels.items():
            casts = int(tax.get(commander, 0))
            label.setText(self.tr("cast {n}× · next costs {tax} more").format(
                n=casts, tax=tax_text(casts)))
            self.cast_buttons[commander].setEnabled(playing)
        lethal = [f.rsplit(" from ", 1)[-1].partition("/") for f in me.get("flags", [])
                  if f.startswith("704.6c")]
        self.status_label.setText("\n".join(
            self.tr("21 combat damage from {owner}'s {commander} (704.6c): {player} loses — "
                    "the table confirms with the seat's Leave button").format(
                owner=o, commander=c, player=self.player) for o, _s, c in lethal))
