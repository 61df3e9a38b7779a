"""Asks the table what the die shows when the camera isn't sure.

The dialog never guesses for the players: it names the camera's best guess (focused, so
Enter confirms it) and offers every face and "Roll again". It only collects the answer
(``face_chosen``); whoever opened it sends the roll through the bridge. It is opened with
``open()``, so the camera keeps running behind it.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.symbols import symbol_pixmap
from desktop.table.die_panel import face_name
from desktop.theme import DARK
from engine.domain import DieFace
from hardware.readings import DieReading

log = logging.getLogger(__name__)

FACES = (DieFace.PLANESWALKER, DieFace.CHAOS, DieFace.BLANK)
SYMBOL_COLOURS = {DieFace.PLANESWALKER: DARK.accent, DieFace.CHAOS: DARK.chaos}
"""Readable on the dark and the light theme alike."""


class UnsureDialog(QDialog):
    """"The camera isn't sure. It looks like Chaos. What does the die show?" """

    face_chosen = Signal(object)
    """The `DieFace` a player read off the die."""
    reroll = Signal()
    """The players will roll again; nothing is entered."""

    def __init__(self, reading: DieReading, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        assert reading.face is not None, "an unsure reading always has a face"
        self.reading = reading
        guess = face_name(reading.face.value)
        pips = (self.tr(" (%n pip(s))", "", reading.pips) if reading.pips is not None
                else "")
        self.setWindowTitle(self.tr("Check the die"))
        self.question = QLabel(self.tr("The camera isn't sure. It looks like <b>‹{guess}›</b>"
                                       "{pips}.<br>What does the die show?").format(
                                           guess=guess, pips=pips))
        self.question.setObjectName("question")
        self.question.setWordWrap(True)
        self.buttons: dict[DieFace, QPushButton] = {}
        row = QHBoxLayout()
        for face in FACES:
            button = QPushButton(face_name(face.value))
            button.setObjectName(f"face_{face.value}")
            guess = face is reading.face
            button.setProperty("guess", guess)
            icon = self._icon(face, "#1b1b1b" if guess else SYMBOL_COLOURS.get(face, ""))
            if icon is not None:
                button.setIcon(icon)
            button.setMinimumHeight(56)
            button.clicked.connect(lambda _=False, f=face: self._choose(f))
            self.buttons[face] = button
            row.addWidget(button, 1)
        self.again_button = QPushButton(self.tr("Roll again"))
        self.again_button.setObjectName("again")
        self.again_button.setMinimumHeight(56)
        self.again_button.clicked.connect(self._again)
        row.addWidget(self.again_button, 1)
        box = QVBoxLayout(self)
        box.addWidget(self.question)
        box.addLayout(row)
        guessed = self.buttons[reading.face]
        guessed.setDefault(True)
        guessed.setFocus()
        self.setStyleSheet(f"""
            QLabel#question {{ font-size: 24px; padding: 8px; }}
            QPushButton {{ font-size: 20px; font-weight: bold; padding: 8px 14px; }}
            QPushButton[guess="true"] {{ background: {DARK.accent}; color: #1b1b1b; }}
        """)
        self.setMinimumWidth(640)

    @staticmethod
    def _icon(face: DieFace, colour: str) -> QIcon | None:
        if face is DieFace.BLANK:
            return None
        try:
            return QIcon(symbol_pixmap(face.value, 28, colour))
        except (KeyError, ValueError, OSError) as exc:
            log.info("no %s symbol for the unsure dialog: %s", face.value, exc)
            return None

    def _choose(self, face: DieFace) -> None:
        log.info("the table read %s (the camera guessed %s, %.2f)", face.value,
                 self.reading.face.value if self.reading.face else "-", self.reading.confidence)
        self.accept()
        self.face_chosen.emit(face)

    def _again(self) -> None:
        log.info("the table rolls again after an unsure reading")
        self.reject()
        self.reroll.emit()
