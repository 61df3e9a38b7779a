"""The dice tower's rows in the settings dialog: its port (found or typed) and baud rate.

"Find towers" runs `detect_towers` on a worker thread (`PortFinder`) and fills the port
list; a port where a tower said HELLO is starred and chosen. A path can also be typed by
hand (a simulator's pseudo-terminal, ``/dev/serial/by-id/…``). The face map is the
camera's d6 face map, shared (docs/serial-protocol.md).
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, QObject, QSize
from PySide6.QtGui import QIntValidator, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QWidget,
)

from desktop.dialogs.settings import DEFAULT_TOWER_BAUD, TOWER_BAUDS
from desktop.dice.tower_link import Detect, PortFinder
from hardware.serial.ports import PortChoice, first_tower
from hardware.serial.protocol import Hello

log = logging.getLogger(__name__)

BAUD_RATES = (9600, 19200, 38400, 57600, 115200, 230400, 250000, 460800, 500000, 921600,
              1000000)
MIN_BAUD, MAX_BAUD = TOWER_BAUDS[0], TOWER_BAUDS[-1]
STAR = "★"


def port_label(choice: PortChoice, in_use: tuple[str, Hello | None] | None = None) -> str:
    """A port as the list shows it: ``★ /dev/ttyUSB0 — PlanarTower 1.2 (PD/1)`` for a tower."""
    label = choice.label
    if in_use is not None and choice.port.device == in_use[0]:
        label += " · " + QCoreApplication.translate("TowerFields", "read by the app now")
    return f"{STAR} {label}" if choice.tower is not None else label


class FittedLabel(QLabel):
    """A word-wrapped label whose size hint is the height its text needs at its width.

    QLabel guesses a narrow width for wrapped text, so a one-line note took three lines'
    room in the form. Until it is shown (its width unknown) it asks for one line."""

    def sizeHint(self) -> QSize:  # a Qt override
        return self._fitted(super().sizeHint())

    def minimumSizeHint(self) -> QSize:  # a Qt override: the dialog grows to show it all
        return self._fitted(super().minimumSizeHint())

    def _fitted(self, hint: QSize) -> QSize:
        if self.wordWrap():
            if self.isVisible() and self.width() > 0:
                hint.setHeight(self.heightForWidth(self.width()))
            else:
                hint.setHeight(self.fontMetrics().lineSpacing() if self.text() else 0)
        return hint

    def resizeEvent(self, event: QResizeEvent) -> None:  # a Qt override
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.updateGeometry()

    def setText(self, text: str) -> None:  # a Qt override
        super().setText(text)
        self.updateGeometry()


class TowerFields(QObject):
    """The port combo with its Find button and note, and the baud rate, for a form."""

    def __init__(self, port: str, baud: int, parent: QWidget, *,
                 in_use: tuple[str, Hello | None] | None = None,
                 detect: Detect | None = None) -> None:
        """``in_use``: the port the app reads now and its tower's HELLO (that port can't be
        probed while it is open); ``detect`` replaces `detect_towers` (tests)."""
        super().__init__(parent)
        self.in_use = in_use
        self.choices: list[PortChoice] = []
        self.port = QComboBox(parent)
        self.port.setEditable(True)
        self.port.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        # A typed path must not be completed into a label; None removes the completer.
        self.port.setCompleter(None)  # type: ignore[arg-type]
        self.port.setMinimumContentsLength(28)
        self.port.setEditText(port)
        line = self.port.lineEdit()
        if line is not None:
            line.setPlaceholderText(self.tr("e.g. /dev/ttyACM0 or COM3"))
        self.port.setToolTip(
            self.tr("The tower's serial port: press Find towers, or type its path"))
        self.find_button = QPushButton(self.tr("Find towers"), parent)
        self.find_button.setToolTip(self.tr("Open the USB serial ports for a few seconds and ask "
                                            "each for a tower's HELLO"))
        self.note = FittedLabel("", parent)
        self.note.setObjectName("muted")
        self.note.setWordWrap(True)
        self.baud = QComboBox(parent)
        self.baud.setEditable(True)
        self.baud.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        for rate in BAUD_RATES:
            self.baud.addItem(str(rate))
        self.baud.setValidator(QIntValidator(MIN_BAUD, MAX_BAUD, self.baud))
        self.baud.setEditText(str(baud))
        self.baud.setToolTip(self.tr("The tower's serial speed (115200 unless its sketch says "
                                     "otherwise)"))
        self.row = QWidget(parent)
        row = QHBoxLayout(self.row)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.port, 1)
        row.addWidget(self.find_button)
        self.finder = PortFinder(self, detect=detect)
        self.finder.found.connect(self._found)
        self.finder.failed.connect(self._failed)
        self.find_button.clicked.connect(self.find)
        self.port.currentIndexChanged.connect(self._picked)
        self.port.activated.connect(self._picked)
        if in_use is not None:
            self.note.setText(self._in_use_note(in_use))

    def add_to(self, form: QFormLayout) -> None:
        form.addRow(self.tr("Tower port"), self.row)
        form.addRow("", self.note)
        form.addRow(self.tr("Tower baud rate"), self.baud)

    def set_enabled(self, on: bool) -> None:
        for widget in (self.port, self.find_button, self.baud):
            widget.setEnabled(on and not (widget is self.find_button and self.finder.busy))

    # -- values ------------------------------------------------------------------------------
    def port_path(self) -> str:
        return self.port.currentText().strip()

    def baud_rate(self) -> int | None:
        """The typed rate, or None if it is not a number within 50..4,000,000."""
        try:
            rate = int(self.baud.currentText().strip())
        except ValueError:
            return None
        return rate if MIN_BAUD <= rate <= MAX_BAUD else None

    def problem(self) -> str:
        """Why these values can't be saved, or ""."""
        if not self.port_path():
            return self.tr("Choose the tower's port (Find towers), or type its path")
        if self.baud_rate() is None:
            return self.tr("The baud rate is a number from {low} to {high}").format(
                low=MIN_BAUD, high=f"{MAX_BAUD:,}")
        return ""

    # -- finding -----------------------------------------------------------------------------
    def find(self) -> None:
        typed = self.port_path()  # a pseudo-terminal or by-id path the list can't show
        if not self.finder.find(self.baud_rate() or DEFAULT_TOWER_BAUD, (typed,)):
            return
        self.find_button.setEnabled(False)
        self.note.setText(self.tr("Looking for towers… (a few seconds)"))

    def _found(self, choices: list[PortChoice]) -> None:
        self.find_button.setEnabled(self.port.isEnabled())
        if self.in_use is not None:
            path, hello = self.in_use
            choices = [PortChoice(c.port, hello) if c.port.device == path and hello else c
                       for c in choices]
        self.choices = choices
        typed = self.port_path()
        self.port.blockSignals(True)
        try:
            self.port.clear()
            for choice in choices:
                self.port.addItem(port_label(choice, self.in_use), choice.port.device)
        finally:
            self.port.blockSignals(False)
        self._widen_list()
        tower = first_tower(choices)
        current = next((c for c in choices if c.port.device == typed), None)
        reading_it = self.in_use is not None and self.in_use[0] == typed \
            and self.in_use[1] is not None
        keep = bool(typed) and (tower is None or reading_it
                                or (current is not None and current.tower is not None))
        pick = current if keep else tower
        if pick is not None:
            self.port.setCurrentIndex(choices.index(pick))
            self._picked(choices.index(pick))
        else:
            self.port.setCurrentIndex(-1)
            self.port.setEditText(typed)
        towers = sum(1 for c in choices if c.tower is not None)
        if not choices:
            self.note.setText(self.tr("No serial ports found. Is the tower plugged in? You can "
                                      "also type a path."))
        elif towers == 0:
            self.note.setText(self.tr("No tower answered on the %n serial port(s); pick one, "
                                      "or check the cable and the baud rate.", "",
                                      len(choices)))
        elif pick is tower and tower is not None:
            found = self.tr("Found {tower} on {port}").format(
                tower=self._tower_name(tower), port=tower.port.device)
            if towers > 1:
                found += " " + self.tr("(%n tower(s))", "", towers)
            self.note.setText(f"{STAR} {found}")
        else:
            self.note.setText(self.tr("%n tower(s) found (starred); keeping {port}.", "",
                                      towers).format(port=typed))

    def _widen_list(self) -> None:
        """The list opens wide enough for whole labels (the field itself shows a path)."""
        metrics = self.port.fontMetrics()
        widest = max((metrics.horizontalAdvance(self.port.itemText(i))
                      for i in range(self.port.count())), default=0)
        self.port.view().setMinimumWidth(widest + 40)

    def _failed(self, why: str) -> None:
        self.find_button.setEnabled(self.port.isEnabled())
        self.note.setText(self.tr("The search for towers failed: {why}").format(why=why))

    def _picked(self, index: int) -> None:
        """An entry chosen from the list: the field shows its path, not its label."""
        if 0 <= index < len(self.choices):
            self.port.setEditText(self.choices[index].port.device)

    @staticmethod
    def _tower_name(choice: PortChoice) -> str:
        hello = choice.tower
        return (f"{hello.name} {hello.firmware}" if hello is not None
                else QCoreApplication.translate("TowerFields", "a tower"))

    @staticmethod
    def _in_use_note(in_use: tuple[str, Hello | None]) -> str:
        path, hello = in_use
        if hello is None:
            return QCoreApplication.translate("TowerFields", "The app reads the tower on {port} "
                                              "now.").format(port=path)
        return QCoreApplication.translate("TowerFields", "The app reads {tower} on {port} now."
                                          ).format(tower=f"{hello.name} {hello.firmware}",
                                                   port=path)
