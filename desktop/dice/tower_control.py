"""The dice tower as a die source: its results become serial rolls, its link shows in the
die panel.

`TowerController` runs the app's `TowerLink` while the die source is the tower. Each result
goes to the engine as ``Roll(face, source=serial, confidence=1.0)`` through the die panel,
like the camera's readings and the buttons' rolls; a roll the engine refuses is shown with
its reason and changes nothing. The source status says how the link is (ready, with the
last time the tower was heard, refreshed every second; lost; a simple sketch), and the
Roll button (and Space) asks a tower with a motor to roll; without a motor, results come
only from the tower and the buttons for a real die.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject, QTimer
from PySide6.QtWidgets import QWidget

from desktop.bridge import EngineBridge
from desktop.dialogs.settings import Settings
from desktop.dice.tower_link import ReaderFactory, TowerLink
from desktop.table.die_panel import DiePanel, face_name
from engine.domain import RollSource
from hardware.face_map import FaceMap
from hardware.serial.model import LinkState, TowerResult, TowerStatus
from hardware.serial.protocol import Hello
from hardware.serial.reader import TowerReader

log = logging.getLogger(__name__)

NO_PORT = QT_TRANSLATE_NOOP(
    "TowerController", "No tower port — choose it in View ▸ Settings; enter the roll by hand")
LOST = QT_TRANSLATE_NOOP("TowerController",
                         "Tower lost — reconnecting…; enter the roll by hand")
SKETCH = QT_TRANSLATE_NOOP("TowerController", "Tower connected (simple sketch)")
OFF = QT_TRANSLATE_NOOP("TowerController", "Tower off")
"""In English (tests compare them); shown through ``self.tr``, like the three below."""
TICK_MS = 1000
"""How often the "heard N s ago" text is brought up to date."""
SKETCH_AFTER = 7.0
"""Seconds connected without a HELLO after which the board counts as a simple sketch (the
reader asks three times, two seconds apart)."""
ASK_MOTOR = QT_TRANSLATE_NOOP("TowerController",
                              "Asks the tower to roll the real die (it has a motor)")
DROP_IT = QT_TRANSLATE_NOOP(
    "TowerController",
    "Drop the die in the tower: it reads the roll. Or enter it with the buttons below")
NOT_CONNECTED = QT_TRANSLATE_NOOP(
    "TowerController", "The tower isn't connected: enter the roll with the buttons below")


class TowerController(QObject):
    """Runs the tower link while the tower is the die source; results become rolls through
    the die panel."""

    def __init__(self, bridge: EngineBridge, die_panel: DiePanel, *, window: QWidget,
                 notify: Callable[[str], None],
                 reader_factory: ReaderFactory = TowerReader,
                 reader_options: dict[str, Any] | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        """``clock`` must be the readers' clock (their ``last_heartbeat`` is on it)."""
        super().__init__(window)
        self.bridge = bridge
        self.die_panel = die_panel
        self.notify = notify
        self.clock = clock
        self.link = TowerLink(self, reader_factory=reader_factory,
                              reader_options=reader_options)
        self.link.reading.connect(self.on_reading)
        self.link.status.connect(self._on_status)
        self.settings = Settings()
        self.reads_rolls = False
        """The die source is the tower: results become rolls."""
        self.ticker = QTimer(self)
        self.ticker.setInterval(TICK_MS)
        self.ticker.timeout.connect(self.refresh)
        self._running: tuple[str, int] | None = None
        """(port, baud) the link runs with."""
        self._connected_at: float | None = None
        self._sketch = False
        """A result came with no HELLO on this connection: a simple sketch."""
        self._roll_mode: tuple[bool, str | None] | None = None
        """What the die panel's Roll button was last told (None: the virtual die)."""
        self._last_error: str | None = None

    # -- what runs --------------------------------------------------------------------------
    def configure(self, settings: Settings) -> None:
        """New settings: read rolls if the die source is the tower (restarting the link if
        its port or baud rate changed; a new face map applies from the next result)."""
        self.settings = settings
        self.reads_rolls = settings.die_source == "tower"
        self._sync()

    def shutdown(self) -> None:
        """Stop the reader (app exit)."""
        self.reads_rolls = False
        self._sync()

    def in_use(self) -> tuple[str, Hello | None] | None:
        """The port the link reads now and its tower's HELLO (the settings can't probe it)."""
        if not self.link.running:
            return None
        return self.link.port, self.link.last_status.tower

    def _sync(self) -> None:
        port = self.settings.tower_port
        wanted = (port, self.settings.tower_baud) if self.reads_rolls and port else None
        face_map = FaceMap.parse(self.settings.camera_face_map)  # checked by the settings
        if wanted != self._running or (wanted is not None and not self.link.running):
            self._running = wanted
            self._connected_at = None
            self._sketch = False
            if wanted is None:
                self.link.stop()
            else:
                self.link.start(*wanted, face_map)
        elif wanted is not None:
            self.link.set_face_map(face_map)
        if self.reads_rolls:
            self.ticker.start()
        else:
            self.ticker.stop()
            self._set_roll_mode(None)
        self.refresh()

    # -- statuses ---------------------------------------------------------------------------
    def _on_status(self, status: TowerStatus) -> None:
        if status.state is LinkState.CONNECTED:
            if self._connected_at is None:
                self._connected_at = self.clock()
        else:
            self._connected_at = None
            if status.state is not LinkState.READY:
                self._sketch = False
        error = status.tower_error
        if error and error != self._last_error and self.reads_rolls:
            self.notify(self.tr("The tower says: {error}").format(error=error))
        self._last_error = error
        self.refresh()

    def refresh(self) -> None:
        """Show the link's status (and how long ago the tower was heard) in the die panel."""
        if not self.reads_rolls:
            return
        status = self.link.last_status
        text, tone = self.status_line(status)
        self.die_panel.set_source("tower", text, tone)
        tip = status.message
        if self._running is not None:
            tip = self.tr("{port} at {baud} baud").format(
                port=self._running[0], baud=self._running[1]) + f"\n{tip}"
        if status.tower_error:
            tip += "\n" + self.tr("The tower says: {error}").format(error=status.tower_error)
        if status.refused:  # strict mode: line noise, or a tower that lost its checksums
            tip += "\n" + self.tr("%n line(s) without a checksum refused (this tower "
                                   "checksums its lines)", "", status.refused)
        self.die_panel.set_source_tip(tip)
        if status.can_roll:
            self._set_roll_mode((True, None))
        elif status.is_connected:
            self._set_roll_mode((False, DROP_IT))
        else:
            self._set_roll_mode((False, NOT_CONNECTED))

    def status_line(self, status: TowerStatus) -> tuple[str, str]:
        """What the die panel says about the tower, and its tone ("ok", "warn", "")."""
        if not self.settings.tower_port:
            return self.tr(NO_PORT), "warn"
        name = status.tower.name if status.tower is not None else ""
        if status.state is LinkState.READY:
            text, tone = self.tr("Tower ready — {name}").format(name=name), "ok"
        elif status.state is LinkState.CONNECTED:
            waited = self.clock() - self._connected_at if self._connected_at is not None else 0
            if status.tower is None and (self._sketch or waited >= SKETCH_AFTER):
                text, tone = self.tr(SKETCH), "ok"
            else:
                text = (self.tr("Tower connected — waiting for {name}'s HELLO…").format(
                    name=name) if name else self.tr("Tower connected — waiting for its HELLO…"))
                tone = ""
        elif status.state is LinkState.LOST:
            return self.tr(LOST), "warn"
        elif status.state is LinkState.CONNECTING:
            if status.message.startswith("can't open"):
                return (self.tr("Can't open {port} — retrying; enter the roll by hand").format(
                    port=status.port), "warn")
            return self.tr("Connecting to the tower…"), ""
        else:
            return self.tr(OFF), ""
        text += " · " + self.tr("rolling…") if status.rolling else self._heard()
        if status.tower_error:
            text = self.tr("{status} · says “{error}”").format(status=text,
                                                               error=status.tower_error)
            tone = "warn"
        return text, tone

    def _heard(self) -> str:
        last = self.link.last_heard()
        if last is None:
            return ""
        ago = max(0.0, self.clock() - last)
        if ago < 1:
            return " · " + self.tr("heard just now")
        if ago < 60:
            return " · " + self.tr("heard %n s ago", "", int(ago))
        return " · " + self.tr("heard %n min ago", "", int(ago // 60))

    # -- rolling ----------------------------------------------------------------------------
    def _set_roll_mode(self, mode: tuple[bool, str | None] | None) -> None:
        if mode == self._roll_mode:
            return
        self._roll_mode = mode
        if mode is None:
            self.die_panel.set_roll_request(None)
        elif mode[0]:
            self.die_panel.set_roll_request(self.request_roll, note=self.tr(ASK_MOTOR))
        else:
            self.die_panel.set_roll_request(
                None, blocked=self.tr(mode[1]) if mode[1] else mode[1])

    def request_roll(self) -> str | None:
        """The Roll button with a motor tower: send ROLL. None if sent, else why not."""
        if self.link.request_roll():
            log.info("asked the tower on %s to roll", self.link.port)
            return None
        return self.tr("The tower can't roll now ({why}); drop the die in by hand, or enter "
                       "it with the buttons below").format(why=self.link.last_status.message)

    # -- results ----------------------------------------------------------------------------
    def on_reading(self, result: TowerResult) -> None:
        reading = result.reading
        if not self.reads_rolls:
            log.info("tower result ignored (the tower is not the die source now): %s",
                     result.raw)
            return
        if self.link.last_status.tower is None:
            self._sketch = True
        if reading.face is None:  # a tower always names a face; never guess one
            log.warning("tower result without a face ignored: %s", result.raw)
            return
        face = face_name(reading.face.value)
        what = (self.tr("The tower read {face} (%n pip(s))", "", reading.pips).format(face=face)
                if reading.pips is not None else
                self.tr("The tower read {face}").format(face=face))
        reason = self.die_panel.roll_read(reading.face, RollSource.SERIAL, 1.0, what)
        if reason is None:
            log.info("tower roll %s (seq %s, %r)", reading.face.value, result.seq, result.raw)
        self.refresh()
