"""The turn bar: whose turn and which step, turn order, extra turns, the next roll's cost,
and the buttons that move the game on."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from desktop.bridge import EngineBridge
from desktop.engine_text import render_or, step_name
from desktop.rich_text import symbol_html
from desktop.theme import DARK, TOUCH, Theme
from engine.actions import Action, NextStep, NextTurn


def step_label(step: str) -> str:
    """A step's name in the table's language."""
    return step_name(step)


def turn_text(view: dict[str, Any]) -> str:
    """The headline, e.g. ``Turn 3 · Bob · first main phase``."""
    # Named in each call, where lupdate reads the context (not through a helper).
    translate = QCoreApplication.translate

    if view.get("game_over"):
        winner = view.get("winner")
        # In Two-Headed Giant ``winner`` is the team's primary player; the team wins (810.8).
        team = next((t["members"] for t in view.get("teams", []) if winner in t["members"]),
                    None)
        if team and len(team) == 2:
            return translate("TurnBar", "Game over · {a} and {b} win").format(a=team[0], b=team[1])
        return (translate("TurnBar", "Game over · {winner} wins").format(winner=winner) if winner
                else translate("TurnBar", "Game over · nobody is left"))
    player = view.get("turn_player") or view.get("active_player") or "—"
    return translate("TurnBar", "Turn {turn} · {player} · {step}").format(
        turn=view.get("turn", 0), player=player, step=step_label(str(view.get("step", ""))))


class FitLabel(QLabel):
    """A one-line label that shrinks its font (down to ``min_px``) to fit its width, instead
    of wrapping: no height-for-width, so a narrow column can't squeeze its neighbours."""

    def __init__(self, text: str = "", *, max_px: int = 22, min_px: int = 11,
                 bold: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.max_px = max_px
        self.min_px = min_px
        self.bold = bold
        self._px = 0
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self._fit()

    def setText(self, text: str) -> None:
        super().setText(text)
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _metrics(self, px: int) -> QFontMetrics:
        font = QFont(self.font())
        font.setPixelSize(px)
        font.setBold(self.bold)
        return QFontMetrics(font)

    def sizeHint(self) -> QSize:
        m = self._metrics(self.max_px)
        return QSize(m.horizontalAdvance(self.text()) + 4, m.height() + 2)

    def minimumSizeHint(self) -> QSize:
        return QSize(60, self.sizeHint().height())

    def _fit(self) -> None:
        needed = self._metrics(self.max_px).horizontalAdvance(self.text()) + 4
        room = max(1, self.contentsRect().width())
        px = self.max_px
        if needed > room:
            px = max(self.min_px, int(self.max_px * room / needed))
        if px != self._px:
            # A style sheet, not setFont: the application style sheet's font size would win.
            self._px = px
            weight = "bold" if self.bold else "normal"
            self.setStyleSheet(f"font-size: {px}px; font-weight: {weight};")


class TurnBar(QFrame):
    """Turn, player and step; turn order and direction; queued extra turns; the next roll's
    cost; "Next step" and "Next turn (N)" (the window binds the N key). A ``stopped`` event
    (an advance that stopped early for the table) and the reason one of these buttons was
    refused go to the table as notices (``EngineBridge.notice``): the bar never changes
    height for a message."""

    def __init__(self, bridge: EngineBridge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bridge = bridge
        self._theme: Theme = DARK
        self.setObjectName("panel")

        self.turn_label = FitLabel(self.tr("No game yet"), max_px=22, bold=True)
        self.turn_label.setObjectName("turn")
        self.order_label = FitLabel("", max_px=15)
        self.order_label.setObjectName("order")
        self.extra_label = QLabel("")
        self.extra_label.setObjectName("extraTurns")
        self.cost_label = QLabel("")
        self.cost_label.setObjectName("rollCost")
        self.cost_label.setTextFormat(Qt.TextFormat.RichText)
        self.cost: int | None = None
        """The next roll's cost (drawn as a mana symbol on ``cost_label``)."""
        self.last_message = ""
        """The last notice this bar sent to the table (cleared by the next change)."""
        self._compact = False

        self.next_step_button = QPushButton(self.tr("Next step"))
        self.next_step_button.setObjectName("nextStep")
        self.next_step_button.setToolTip(self.tr("Begin the next step"))
        self.next_step_button.clicked.connect(self.next_step)
        self.next_turn_button = QPushButton(self.tr("Next turn (N)"))
        self.next_turn_button.setObjectName("primary")
        self.next_turn_button.setToolTip(
            self.tr("Advance to the next turn's first main phase; stops early where "
                    "something triggers"))
        self.next_turn_button.clicked.connect(self.next_turn)

        small = QHBoxLayout()
        self._small = small
        small.setSpacing(18)
        small.addWidget(self.cost_label)
        small.addWidget(self.extra_label)
        small.addStretch(1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.next_step_button, 1)
        buttons.addWidget(self.next_turn_button, 1)
        self._box = QVBoxLayout(self)
        self._box.setSpacing(4)
        self._box.addWidget(self.turn_label)
        self._box.addWidget(self.order_label)
        self._box.addLayout(small)
        self._box.addLayout(buttons)

        self._restyle()
        bridge.changed.connect(self._on_changed)
        if bridge.view is not None:
            self.refresh(bridge.view)
        else:
            self._set_enabled(False)

    # -- actions ---------------------------------------------------------------------------
    def next_step(self) -> bool:
        return self._apply(NextStep())

    def next_turn(self) -> bool:
        return self._apply(NextTurn())

    def _apply(self, action: Action) -> bool:
        reason = self.bridge.try_apply(action)
        if reason is not None:
            self.show_message(self.tr("Nothing changed: {reason}").format(reason=reason),
                              error=True)
        return reason is None

    # -- messages --------------------------------------------------------------------------
    def show_message(self, text: str, *, error: bool = False) -> None:
        """Tell the table (the window shows notices over the table for a moment)."""
        self.last_message = text
        self.bridge.notice.emit(text, "error" if error else "info")

    def clear_message(self) -> None:
        self.last_message = ""

    def set_compact(self, compact: bool) -> None:
        """A short screen: one line for the turn. The next roll's cost is on the Roll
        button; the turn order (the seats show it) and extra turns move to the turn line's
        tooltip, and a reversed order is marked on the turn line itself (↺)."""
        if compact != self._compact:
            self._compact = compact
            for w in (self.cost_label, self.extra_label, self.order_label):
                w.setVisible(not compact)
            if self.bridge.view is not None:
                self.refresh(self.bridge.view)

    def set_theme(self, theme: Theme) -> None:
        self._theme = theme
        self._restyle()
        if self.bridge.view is not None:
            self.refresh(self.bridge.view)

    # -- drawing ---------------------------------------------------------------------------
    def _on_changed(self, view: dict[str, Any], events: list[dict[str, Any]]) -> None:
        self.clear_message()
        self.refresh(view)
        stopped = [e for e in events if e.get("type") == "stopped"]
        if stopped:
            self.show_message(render_or(stopped[-1].get("msg"),
                                        str(stopped[-1].get("message", self.tr("Stopped")))))

    def refresh(self, view: dict[str, Any]) -> None:
        self.turn_label.setText(turn_text(view))
        order = list(view.get("turn_order", []))
        reversed_ = view.get("direction") == "reversed"
        arrow = "↺" if reversed_ else "↻"
        way = self.tr("reversed") if reversed_ else self.tr("seating")
        self.order_label.setText(f"{arrow} {way}: {' → '.join(order)}")
        self.order_label.setToolTip(
            self.tr("Turn order runs the other way round the table") if reversed_
            else self.tr("Turn order follows the seating"))
        extra = list(view.get("extra_turns", []))
        # Always in the layout (empty when there are none): the bar keeps its height.
        self.extra_label.setText(self.tr("Extra turns: {names}").format(names=", ".join(extra))
                                 if extra else "")
        if self._compact:
            if reversed_:
                self.turn_label.setText(f"{self.turn_label.text()} ↺")
            self.turn_label.setToolTip("\n".join(
                s for s in (self.order_label.text(), self.extra_label.text()) if s))
            if extra:
                self.turn_label.setText(f"{self.turn_label.text()} · +{len(extra)}")
        else:
            self.turn_label.setToolTip("")
        cost = view.get("next_roll_cost")
        self.cost = None if cost is None else int(cost)
        t = self._theme
        text = "" if cost is None else self.tr("Next roll: {cost}").format(cost=f"{{{cost}}}")
        tip = "" if cost is None else self.tr(
            "The active player's next roll of the planar die costs {cost} mana (116.2i)"
        ).format(cost=cost)
        turn = view.get("active_player") or view.get("turn_player")
        team = next((t_["members"] for t_ in view.get("teams", []) if turn in t_["members"]),
                    None)
        costs = view.get("roll_costs", {})
        if cost is not None and team is not None:
            # Two-Headed Giant: each member of the active team rolls at their own cost.
            rolling = [m for m in team if m in costs]
            text = self.tr("Next roll: {list}").format(
                list=" · ".join(f"{m} {{{costs[m]}}}" for m in rolling))
            tip = self.tr("Each member of the active team may roll, each at their own "
                          "cost (901.12d, 116.2i)")
        self.cost_label.setText(text and symbol_html(text, t.px(16), chaos_colour=t.chaos))
        self.cost_label.setToolTip(tip)
        self._set_enabled(not view.get("game_over", False))

    def _set_enabled(self, on: bool) -> None:
        self.next_step_button.setEnabled(on)
        self.next_turn_button.setEnabled(on)

    def _restyle(self) -> None:
        t = self._theme
        self._box.setContentsMargins(t.px(12), t.px(8), t.px(12), t.px(8))
        self.turn_label.max_px = t.px(22)
        self.order_label.max_px = t.px(15)
        self.turn_label.setText(self.turn_label.text())  # refit at the new size
        self.order_label.setText(self.order_label.text())
        for button in (self.next_step_button, self.next_turn_button):
            button.setMinimumSize(t.px(TOUCH), t.px(TOUCH))
        self.setStyleSheet(f"""
            QLabel {{ background: transparent; }}
            QLabel#turn {{ color: {t.text}; }}
            QLabel#order, QLabel#rollCost {{ color: {t.muted}; font-size: {t.px(15)}px; }}
            QLabel#extraTurns {{ color: {t.accent}; font-size: {t.px(15)}px; }}
            QPushButton {{ font-size: {t.px(15)}px; }}
            QPushButton:disabled, QPushButton#primary:disabled {{
                background: {t.panel_border}; color: {t.muted}; border-color: {t.panel_border}; }}
        """)
