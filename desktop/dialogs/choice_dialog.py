"""Dialogs for the engine's pending choices: trigger order, yes/no, a player, a card,
an option, and redistributing life totals.

The dialog only collects the answer; it sends it through the bridge as a ``Choose`` action,
and stays open if the engine refuses it (showing why)."""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.bridge import EngineBridge
from engine.actions import Choose

log = logging.getLogger(__name__)

ORDERED_KINDS = ("order", "redistribute")


class ChoiceDialog(QDialog):
    """Asks ``choice["player"]`` the pending question; sends the answer to the bridge."""

    def __init__(self, bridge: EngineBridge, choice: dict[str, Any],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bridge = bridge
        self.choice = choice
        self.setWindowTitle(f"{choice['player']} chooses")
        self.setMinimumWidth(640)
        layout = QVBoxLayout(self)
        title = QLabel(f"<b>{choice['player']}</b>: {choice['prompt']}")
        title.setWordWrap(True)
        layout.addWidget(title)
        self.error = QLabel("")
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        self.buttons: dict[str, QPushButton] = {}
        self.options = QListWidget()
        kind = choice["kind"]
        if kind in ORDERED_KINDS:
            hint = ("Drag to order: the top one resolves first." if kind == "order" else
                    "Drag the players into the order that receives the life totals shown, "
                    "top to bottom.")
            layout.addWidget(QLabel(hint))
            self.options.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
            for option in choice["options"]:
                QListWidgetItem(option, self.options)
            self.options.setCurrentRow(0)
            row = QHBoxLayout()
            up, down = QPushButton("Move up"), QPushButton("Move down")
            up.clicked.connect(lambda: self._move(-1))
            down.clicked.connect(lambda: self._move(1))
            row.addWidget(up)
            row.addWidget(down)
            layout.addWidget(self.options)
            layout.addLayout(row)
            ok = QPushButton("Confirm order")
            ok.setObjectName("primary")
            ok.clicked.connect(self.submit_order)
            layout.addWidget(ok)
            self.buttons["confirm"] = ok
        else:
            if kind == "card":
                self._add_previews(layout, choice["options"])
            row = QHBoxLayout()
            for i, option in enumerate(choice["options"]):
                button = QPushButton(option.capitalize() if kind == "yes_no" else option)
                button.setMinimumHeight(48)
                button.clicked.connect(lambda _=False, i=i: self.submit(i))
                row.addWidget(button)
                self.buttons[option] = button
            layout.addLayout(row)
        layout.addWidget(self.error)

    def _add_previews(self, layout: QVBoxLayout, names: list[str]) -> None:
        try:
            from desktop.table.card_view import CardPreview
        except ImportError:  # pragma: no cover - the card view ships with the app
            log.exception("card previews are unavailable")
            return
        row = QHBoxLayout()
        for name in names:
            row.addWidget(CardPreview(self.bridge.cards.get(name)))
        layout.addLayout(row)

    def _move(self, delta: int) -> None:
        row = self.options.currentRow()
        target = row + delta
        if row < 0 or not 0 <= target < self.options.count():
            return
        item = self.options.takeItem(row)
        self.options.insertItem(target, item)
        self.options.setCurrentRow(target)

    def ordered(self) -> list[str]:
        return [self.options.item(i).text() for i in range(self.options.count())]

    def submit_order(self) -> None:
        self._send(Choose(tuple(self.ordered())))

    def submit(self, index: int) -> None:
        self._send(Choose(index))

    def _send(self, action: Choose) -> None:
        reason = self.bridge.try_apply(action)
        if reason is None:
            self.accept()
        else:
            self.error.setText(f"Not accepted: {reason}")


def answer_hint(choice: dict[str, Any]) -> str:
    """One line for the status bar while a choice is open."""
    return f"Waiting for {choice['player']}: {choice['prompt']}"
