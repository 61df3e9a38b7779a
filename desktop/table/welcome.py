"""What the table shows before any game (review defect 22: cancelling the first-run wizard
left "No plane is face up" and nothing to press): what the app is, a big New game, the
demo, and the recent games.

Self-contained: the window lays it over the card area. It hides itself once the bridge
holds a game (a game never goes away again, so it never comes back on its own)."""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from desktop.bridge import EngineBridge
from desktop.dialogs.new_game import demo_setup
from desktop.symbols import symbol_pixmap
from desktop.theme import DARK, TOUCH, Theme

log = logging.getLogger(__name__)


class WelcomePanel(QWidget):
    """New game, Try the demo, Recent games…, and one line on what Planechase Table is."""

    new_game_requested = Signal()
    """"New game" was pressed: open the new-game wizard."""
    demo_started = Signal()
    """"Try the demo" started the demo game: the window switches to the virtual die."""
    recent_requested = Signal()
    """"Recent games…" was pressed."""

    def __init__(self, bridge: EngineBridge, seed: int = 0,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bridge = bridge
        self.seed = seed
        self.theme: Theme = DARK
        self.setObjectName("welcome")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)

        self.logo = QLabel()
        self.logo.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title = QLabel(self.tr("Planechase Table"))
        self.title.setObjectName("title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.about = QLabel(self.tr(
            "Planechase at your table: the face-up plane, the planar die and the stack, "
            "big enough for everyone to read."))
        self.about.setObjectName("about")
        self.about.setWordWrap(True)
        self.about.setAlignment(Qt.AlignmentFlag.AlignCenter)

        self.new_game_button = QPushButton(self.tr("New game"))
        self.new_game_button.setObjectName("primary")
        self.new_game_button.setToolTip(self.tr("Choose the players and their planar decks"))
        self.new_game_button.clicked.connect(self.new_game_requested)
        self.demo_button = QPushButton(self.tr("Try the demo"))
        self.demo_button.setToolTip(self.tr("Four players, random planar decks, the "
                                            "virtual die"))
        self.demo_button.clicked.connect(self.start_demo)
        self.recent_button = QPushButton(self.tr("Recent games…"))
        self.recent_button.setToolTip(self.tr("Continue a game played before"))
        self.recent_button.clicked.connect(self.recent_requested)

        column = QVBoxLayout()
        column.setSpacing(12)
        column.addWidget(self.logo)
        column.addWidget(self.title)
        column.addWidget(self.about)
        column.addSpacing(8)
        for button in (self.new_game_button, self.demo_button, self.recent_button):
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            column.addWidget(button)
        self.column = QWidget()
        self.column.setLayout(column)
        outer = QVBoxLayout(self)
        outer.addStretch(1)
        outer.addWidget(self.column, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addStretch(1)

        bridge.changed.connect(self._on_changed)
        self.setVisible(bridge.view is None)
        self.set_theme(self.theme)

    def set_theme(self, theme: Theme) -> None:
        self.theme = t = theme
        self.column.setFixedWidth(t.px(460))
        self.new_game_button.setMinimumHeight(t.px(TOUCH + 20))
        for button in (self.demo_button, self.recent_button):
            button.setMinimumHeight(t.px(TOUCH))
        self.logo.setPixmap(symbol_pixmap("planeswalker", t.px(96), t.muted))
        self.setStyleSheet(f"""
            QWidget#welcome {{ background: {t.window}; }}
            QLabel {{ background: transparent; }}
            QLabel#title {{ font-size: {t.px(34)}px; font-weight: bold; }}
            QLabel#about {{ color: {t.muted}; font-size: {t.px(17)}px; }}
            QPushButton {{ font-size: {t.px(18)}px; }}
            QPushButton#primary {{ font-size: {t.px(24)}px; }}
        """)

    def start_demo(self) -> bool:
        """Start the demo game through the bridge (four players, random decks)."""
        started = self.bridge.new_game(demo_setup(self.bridge.cards, self.seed))
        if started:
            self.demo_started.emit()
        else:
            log.warning("the demo game was refused")
        return started

    def _on_changed(self, _view: dict[str, Any], _events: list[dict[str, Any]]) -> None:
        self.hide()
