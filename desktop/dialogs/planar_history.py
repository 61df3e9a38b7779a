"""The planar history: every plane and phenomenon this game has visited or encountered, in
order, with the turn and who planeswalked there, and the cards left in each planar deck.

It reads the state view's ``visited`` and ``decks`` (see docs/engine-protocol.md) and
follows the bridge while it is open. Tapping a card opens its text and rulings.
"""

from __future__ import annotations

import logging
from functools import lru_cache
from typing import Any

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from desktop.bridge import EngineBridge
from desktop.dialogs.card_detail import CardDetailDialog, place_on_screen
from desktop.engine_text import card_name
from desktop.table.card_view import CARD_ASPECT, paint_card_image
from desktop.theme import DARK, TOUCH, Theme
from engine.cards import CardDatabase
from engine.state import SHARED

log = logging.getLogger(__name__)

THUMB_WIDTH = 120
"""Thumbnail width at interface size 1: the card's look and name, not its text."""
PREFERRED = QSize(880, 640)


@lru_cache(maxsize=256)
def _thumbnail(name: str, theme: Theme, width: int, cards: CardDatabase) -> QPixmap:
    image, _ = paint_card_image(cards.get(name), QSize(width, round(width / CARD_ASPECT)),
                                theme=theme, background=False)
    return QPixmap.fromImage(image)


class PlanarHistoryDialog(QDialog):
    """The planes and phenomena visited this game, oldest first, and the decks' counts."""

    def __init__(self, bridge: EngineBridge, theme: Theme = DARK,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bridge = bridge
        self._theme = theme
        self.detail: CardDetailDialog | None = None
        """The card detail last opened from here."""
        self.entries: list[QPushButton] = []
        """One button per visit, oldest first."""
        self.deck_labels: dict[str, QLabel] = {}
        """Deck key (a player or "shared") → its count label."""
        self.setObjectName("planarHistory")
        self.setWindowTitle(self.tr("Planar history"))

        self.decks_title = QLabel(self.tr("Planar decks"))
        self.decks_title.setObjectName("heading")
        self.decks_row = QHBoxLayout()
        self.visits_title = QLabel()
        self.visits_title.setObjectName("heading")
        self.list_widget = QWidget()
        self.list_layout = QVBoxLayout(self.list_widget)
        self.list_layout.setContentsMargins(0, 0, 0, 0)
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setWidget(self.list_widget)
        self.close_button = QPushButton(self.tr("Close"))
        self.close_button.setObjectName("primary")
        self.close_button.clicked.connect(self.accept)

        layout = QVBoxLayout(self)
        layout.addWidget(self.decks_title)
        layout.addLayout(self.decks_row)
        layout.addWidget(self.visits_title)
        layout.addWidget(self.scroll_area, 1)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        layout.addLayout(buttons)

        bridge.changed.connect(self._on_changed)
        self.set_theme(theme)
        place_on_screen(self, QSize(theme.px(PREFERRED.width()), theme.px(PREFERRED.height())))

    # -- data --------------------------------------------------------------------------
    def _on_changed(self, view: dict[str, Any], events: list[Any]) -> None:
        self.set_view(view)

    def set_view(self, view: dict[str, Any] | None) -> None:
        """Show the history and deck counts of a state view."""
        self._clear()
        if view is None:
            self.visits_title.setText(self.tr("No game is in progress."))
            return
        self._show_decks(view)
        visited: list[dict[str, Any]] = list(view.get("visited", ()))
        here = {c["name"] for c in view.get("face_up", ())}
        self.visits_title.setText(
            self.tr("Visited, in order ({n})").format(n=len(visited)) if visited else
            self.tr("No planar history is recorded for this game yet."))
        # the cards face up now are the latest ones turned up
        first_now = len(visited) - len(here)
        for i, visit in enumerate(visited):
            now = i >= first_now and visit["name"] in here
            self.list_layout.addWidget(self._entry(i + 1, visit, now))
        self.list_layout.addStretch(1)
        # the latest visits are the ones the table asks about: show the end of the list
        QTimer.singleShot(0, self, self._scroll_to_end)

    def _scroll_to_end(self) -> None:
        bar = self.scroll_area.verticalScrollBar()
        bar.setValue(bar.maximum())

    def _clear(self) -> None:
        self.entries = []
        self.deck_labels = {}
        for layout in (self.list_layout, self.decks_row):
            while layout.count():
                item = layout.takeAt(0)
                widget = item.widget() if item is not None else None
                if widget is not None:
                    widget.deleteLater()

    def _show_decks(self, view: dict[str, Any]) -> None:
        decks: dict[str, list[str]] = view.get("decks", {})
        order = [p["name"] for p in view.get("players", ()) if p["name"] in decks]
        order += [k for k in decks if k not in order]  # "shared", or anything else
        for key in order:
            n = len(decks[key])
            owner = self.tr("Shared deck") if key == SHARED else key
            text = self.tr("{owner}: %n card(s) left", "", n).format(owner=owner)
            label = QLabel(text)
            label.setObjectName("deckCount")
            label.setAccessibleName(text)
            self.decks_row.addWidget(label)
            self.deck_labels[key] = label
        self.decks_row.addStretch(1)

    def _entry(self, number: int, visit: dict[str, Any], now: bool) -> QPushButton:
        name = str(visit["name"])
        player, turn = str(visit.get("player", "")), int(visit.get("turn", 0))
        arrival = visit.get("arrival")
        if arrival == "start":
            how = self.tr("Starting plane, {player}'s deck").format(player=player)
        elif arrival == "owner_left":
            how = self.tr("Turn {turn}: turned up by {player} when its owner's cards "
                          "left").format(turn=turn, player=player)
        elif visit.get("kind") == "phenomenon":
            how = self.tr("Turn {turn}: {player} encountered it").format(turn=turn,
                                                                        player=player)
        else:
            how = self.tr("Turn {turn}: {player} planeswalked here").format(turn=turn,
                                                                           player=player)
        shown = card_name(name)
        title = f"{number}. {shown}"
        if now:
            title += "  ·  " + self.tr("face up now")
        button = QPushButton(f"{title}\n{how}")
        button.setObjectName("visit")
        button.setProperty("now", now)
        button.setAccessibleName(f"{title}. {how}")
        button.setToolTip(self.tr("Read {name}'s text and rulings").format(name=shown))
        t = self._theme
        width = t.px(THUMB_WIDTH)
        button.setIcon(QIcon(_thumbnail(name, t, width, self.bridge.cards)))
        button.setIconSize(QSize(width, round(width / CARD_ASPECT)))
        button.setMinimumHeight(max(t.px(TOUCH), round(width / CARD_ASPECT) + t.px(12)))
        button.clicked.connect(lambda _=False, n=name: self.open_card(n))
        self.entries.append(button)
        return button

    def open_card(self, name: str) -> CardDetailDialog:
        """Open the card detail for ``name`` over this dialog."""
        dialog = CardDetailDialog(name, self.bridge.cards, self._theme, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.destroyed.connect(self._forget_detail)
        self.detail = dialog
        dialog.show()
        return dialog

    def _forget_detail(self) -> None:
        self.detail = None

    # -- look --------------------------------------------------------------------------
    def set_theme(self, theme: Theme) -> None:
        self._theme = theme
        t = theme
        self.close_button.setMinimumSize(t.px(120), t.px(TOUCH))
        self.setStyleSheet(f"""
            QDialog#planarHistory, QDialog#planarHistory QScrollArea > QWidget > QWidget {{
                background: {t.window}; }}
            QDialog#planarHistory QLabel {{ color: {t.text}; font-size: {t.px(16)}px; }}
            QDialog#planarHistory QLabel#heading {{ font-size: {t.px(19)}px;
                font-weight: bold; margin-top: {t.px(6)}px; }}
            QDialog#planarHistory QLabel#deckCount {{ background: {t.panel};
                border: 1px solid {t.panel_border}; border-radius: {t.px(8)}px;
                padding: {t.px(8)}px {t.px(12)}px; }}
            QDialog#planarHistory QPushButton {{ background: {t.panel}; color: {t.text};
                border: 1px solid {t.panel_border}; border-radius: {t.px(8)}px;
                font-size: {t.px(17)}px; padding: {t.px(6)}px {t.px(14)}px; }}
            QDialog#planarHistory QPushButton#visit {{ text-align: left;
                padding: {t.px(6)}px; }}
            QDialog#planarHistory QPushButton#visit[now="true"] {{
                border: 2px solid {t.accent}; }}
            QDialog#planarHistory QPushButton:hover {{ border-color: {t.accent}; }}
            QDialog#planarHistory QScrollBar:vertical {{ background: {t.panel};
                width: {t.px(16)}px; border: none; border-radius: {t.px(8)}px; }}
            QDialog#planarHistory QScrollBar::handle:vertical {{ background: {t.muted};
                min-height: {t.px(40)}px; border-radius: {t.px(8)}px; }}
            QDialog#planarHistory QScrollBar::add-line, QDialog#planarHistory
                QScrollBar::sub-line {{ height: 0px; }}
            QDialog#planarHistory QPushButton#primary {{ background: {t.accent};
                color: #1b1b1b; font-weight: bold; }}
        """)
        self.set_view(self.bridge.view)


def show_planar_history(parent: QWidget | None, bridge: EngineBridge,
                        theme: Theme = DARK) -> PlanarHistoryDialog:
    """Open the planar history (non-modal; deleted when closed)."""
    dialog = PlanarHistoryDialog(bridge, theme, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    return dialog
