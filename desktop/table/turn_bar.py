"""The turn bar: whose turn and which step, turn order, extra turns, the next roll's cost,
and the buttons that move the game on."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSize, QTimer
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
from desktop.theme import DARK, Theme
from engine.actions import Action, NextStep, NextTurn
from engine.domain import Step


def step_label(step: str) -> str:
    try:
        return Step(step).label
    except ValueError:
        return step.replace("_", " ")


def turn_text(view: dict[str, Any]) -> str:
    """The headline, e.g. ``Turn 3 · Bob · first main phase``."""
    if view.get("game_over"):
        winner = view.get("winner")
        return f"Game over · {winner} wins" if winner else "Game over · nobody is left"
    player = view.get("turn_player") or view.get("active_player") or "—"
    return f"Turn {view.get('turn', 0)} · {player} · {step_label(str(view.get('step', '')))}"


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
    (an advance that stopped early for the table) is shown for ``STOPPED_MS``; so is the
    reason one of these buttons was refused."""

    STOPPED_MS = 6000

    def __init__(self, bridge: EngineBridge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bridge = bridge
        self._theme: Theme = DARK
        self.setObjectName("panel")

        self.turn_label = FitLabel("No game yet", max_px=22, bold=True)
        self.turn_label.setObjectName("turn")
        self.order_label = FitLabel("", max_px=15)
        self.order_label.setObjectName("order")
        self.extra_label = QLabel("")
        self.extra_label.setObjectName("extraTurns")
        self.cost_label = QLabel("")
        self.cost_label.setObjectName("rollCost")
        self.message_label = QLabel("")
        self.message_label.setObjectName("message")
        self.message_label.setWordWrap(True)
        self.message_label.hide()
        self._message_timer = QTimer(self)
        self._message_timer.setSingleShot(True)
        self._message_timer.timeout.connect(self.clear_message)

        self.next_step_button = QPushButton("Next step")
        self.next_step_button.setObjectName("nextStep")
        self.next_step_button.setToolTip("Begin the next step")
        self.next_step_button.clicked.connect(self.next_step)
        self.next_turn_button = QPushButton("Next turn (N)")
        self.next_turn_button.setObjectName("primary")
        self.next_turn_button.setToolTip(
            "Advance to the next turn's first main phase; stops early where something "
            "triggers")
        self.next_turn_button.clicked.connect(self.next_turn)

        small = QHBoxLayout()
        small.setSpacing(18)
        small.addWidget(self.cost_label)
        small.addWidget(self.extra_label)
        small.addStretch(1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.next_step_button, 1)
        buttons.addWidget(self.next_turn_button, 1)
        box = QVBoxLayout(self)
        box.setContentsMargins(12, 8, 12, 8)
        box.setSpacing(4)
        box.addWidget(self.turn_label)
        box.addWidget(self.order_label)
        box.addLayout(small)
        box.addWidget(self.message_label)
        box.addLayout(buttons)

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
            self.show_message(f"Nothing changed: {reason}", error=True)
        return reason is None

    # -- messages --------------------------------------------------------------------------
    def show_message(self, text: str, *, error: bool = False) -> None:
        t = self._theme
        self.message_label.setStyleSheet(
            f"color: {t.danger if error else t.accent}; font-weight: bold;")
        self.message_label.setText(text)
        self.message_label.show()
        self._message_timer.start(self.STOPPED_MS)

    def clear_message(self) -> None:
        self._message_timer.stop()
        self.message_label.clear()
        self.message_label.hide()

    def set_theme(self, theme: Theme) -> None:
        self._theme = theme
        self._restyle()

    # -- drawing ---------------------------------------------------------------------------
    def _on_changed(self, view: dict[str, Any], events: list[dict[str, Any]]) -> None:
        self.refresh(view)
        stopped = [e for e in events if e.get("type") == "stopped"]
        if stopped:
            self.show_message(str(stopped[-1].get("message", "Stopped")))
        elif self.message_label.isVisible():
            self.clear_message()

    def refresh(self, view: dict[str, Any]) -> None:
        self.turn_label.setText(turn_text(view))
        order = list(view.get("turn_order", []))
        reversed_ = view.get("direction") == "reversed"
        arrow = "↺" if reversed_ else "↻"
        self.order_label.setText(
            f"{arrow} {'reversed' if reversed_ else 'seating'}: {' → '.join(order)}")
        self.order_label.setToolTip(
            "Turn order runs the other way round the table" if reversed_
            else "Turn order follows the seating")
        extra = list(view.get("extra_turns", []))
        self.extra_label.setText(f"Extra turns: {', '.join(extra)}" if extra else "")
        self.extra_label.setVisible(bool(extra))
        cost = view.get("next_roll_cost")
        self.cost_label.setText("" if cost is None else f"Next roll: {{{cost}}}")
        self._set_enabled(not view.get("game_over", False))

    def _set_enabled(self, on: bool) -> None:
        self.next_step_button.setEnabled(on)
        self.next_turn_button.setEnabled(on)

    def _restyle(self) -> None:
        t = self._theme
        self.setStyleSheet(f"""
            QLabel {{ background: transparent; }}
            QLabel#turn {{ color: {t.text}; }}
            QLabel#order, QLabel#rollCost {{ color: {t.muted}; }}
            QLabel#extraTurns {{ color: {t.accent}; }}
            QPushButton#primary:disabled {{ background: {t.panel_border}; color: {t.muted}; }}
        """)
