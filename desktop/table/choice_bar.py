"""A strip on the table that says who must choose what while a choice is pending, with a
button that brings the question back (its dialog may have been put away with ✕ or Esc).

The strip has a fixed height and shows itself only while a choice is pending: it lies over
the top of the planes (``CardArea.add_top_strip``), so it never takes room from the table
nor makes it jump."""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

from desktop.bridge import EngineBridge
from desktop.choice_text import map_move_reason, prompt_text
from desktop.theme import DARK, TOUCH, Theme

log = logging.getLogger(__name__)


class ChoiceBar(QFrame):
    """"Lucia chooses: <prompt>" and an "Answer…" button while ``view["pending_choice"]``
    is set; hidden otherwise."""

    answer_requested = Signal()
    """The player asked to see the pending question (reopen or raise its dialog)."""

    def __init__(self, bridge: EngineBridge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bridge = bridge
        self._theme: Theme = DARK
        self._choice: dict[str, Any] | None = None
        self._open = False
        self.setObjectName("choiceBar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

        self.text_label = QLabel("")
        self.text_label.setObjectName("choiceText")
        # Long prompts never widen the window: elided to the room there is, whole in the
        # tooltip.
        self.text_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.text_label.setTextFormat(Qt.TextFormat.PlainText)
        self.answer_button = QPushButton(self.tr("Answer…"))
        self.answer_button.setObjectName("primary")
        self.answer_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.answer_button.clicked.connect(self.answer_requested)
        row = QHBoxLayout(self)
        self._row = row
        row.addWidget(self.text_label, 1)
        row.addWidget(self.answer_button)
        self.set_theme(DARK)
        bridge.changed.connect(self._on_changed)
        self.refresh(bridge.view)

    # -- state -----------------------------------------------------------------------------
    @property
    def choice(self) -> dict[str, Any] | None:
        return self._choice

    def has_choice(self) -> bool:
        return self._choice is not None

    def text(self) -> str:
        """The whole sentence shown (before eliding)."""
        if self._choice is None:
            return ""
        if self.is_map_move():
            # The map is the question: the bar says how to answer on it, and, when an
            # effect moves the game, why on a second line (the die may show an older roll).
            how = self.tr("{player} moves the game: tap a plane or a Hellride corner "
                          "· keys ←↑↓→, Enter").format(player=self._choice["player"])
            reason = self.reason()
            return f"{how}\n{reason}" if reason else how
        return self.tr("{player} chooses: {prompt}").format(
            player=self._choice["player"], prompt=prompt_text(self._choice))

    def reason(self) -> str:
        """Why the game moves on the map when an effect moves it ("" after a roll)."""
        return map_move_reason(self._choice)

    def is_map_move(self) -> bool:
        """A move on the Eternities Map waits: answered on the map, the button lists the
        moves instead (keyboard, screen reader)."""
        return self._choice is not None and self._choice.get("kind") == "map_move"

    def set_dialog_open(self, is_open: bool) -> None:
        """Whether the question is on screen: the button then brings it to the front."""
        self._open = is_open
        self._label_button()

    def _label_button(self) -> None:
        if self._open:
            self.answer_button.setText(self.tr("Show"))
            self.answer_button.setToolTip("")
        elif self.is_map_move():
            self.answer_button.setText(self.tr("List…"))
            self.answer_button.setToolTip(self.tr("The moves as a list of buttons"))
        else:
            self.answer_button.setText(self.tr("Answer…"))
            self.answer_button.setToolTip("")

    def refresh(self, view: dict[str, Any] | None) -> None:
        choice = None if view is None else view.get("pending_choice")
        self._choice = choice
        self._label_button()
        self.setVisible(choice is not None)
        self._restyle()
        self._elide()

    def _on_changed(self, view: dict[str, Any], _events: list[dict[str, Any]]) -> None:
        self.refresh(view)

    # -- drawing ---------------------------------------------------------------------------
    def set_theme(self, theme: Theme) -> None:
        self._theme = theme
        t = theme
        height = t.px(TOUCH) + 2 * t.px(6)
        self.setFixedHeight(height)
        self._row.setContentsMargins(t.px(12), t.px(6), t.px(6), t.px(6))
        self.answer_button.setMinimumSize(t.px(TOUCH) * 3, t.px(TOUCH))
        self.answer_button.setMaximumHeight(t.px(TOUCH))
        self._restyle()
        self._elide()

    def _restyle(self) -> None:
        t = self._theme
        self.setStyleSheet(f"""
            QFrame#choiceBar {{ background: {t.panel}; border: 2px solid {t.accent};
                                border-radius: {t.px(10)}px; }}
            QLabel#choiceText {{ background: transparent; border: none;
                                 font-size: {t.px(15 if self.reason() else 18)}px; }}
        """)

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        text = self.text()
        metrics = self.text_label.fontMetrics()
        width = max(0, self.text_label.width())
        self.text_label.setText("\n".join(
            metrics.elidedText(line, Qt.TextElideMode.ElideRight, width)
            for line in text.split("\n")))
        self.text_label.setToolTip(text)
