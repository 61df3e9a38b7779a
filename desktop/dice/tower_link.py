"""The dice tower seen from the GUI thread: the reader's callbacks re-emitted as Qt signals,
and the search for towers run on a worker thread.

`TowerReader` calls back on its own thread. `TowerLink` turns each callback into a signal;
the receivers are widgets on the GUI thread, so Qt queues the delivery. Callbacks of a
reader that has been stopped or replaced are dropped, so nothing arrives from an old port
after a restart. `PortFinder` runs `detect_towers` (which opens ports and listens for about
three seconds) on a worker thread and hands the list back by signal.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QObject, Signal

from desktop.dice.reader_link import ReaderLink
from hardware.face_map import FaceMap
from hardware.serial import ports
from hardware.serial.model import LinkState, TowerStatus
from hardware.serial.ports import PortChoice
from hardware.serial.reader import TowerReader

log = logging.getLogger(__name__)

ReaderFactory = Callable[..., TowerReader]
"""`TowerReader` or anything called like it (tests pass a fake)."""
Detect = Callable[..., list[PortChoice]]
"""`detect_towers` or anything called like it (tests pass a fake)."""


class TowerLink(ReaderLink):
    """Owns one `TowerReader` at a time (see `ReaderLink`)."""

    what = "tower"

    def __init__(self, parent: QObject | None = None, *,
                 reader_factory: ReaderFactory = TowerReader,
                 reader_options: dict[str, Any] | None = None) -> None:
        super().__init__(TowerStatus(LinkState.STOPPED, "tower off", ""), parent)
        self._factory = reader_factory
        self._options = dict(reader_options or {})
        self.port = ""
        self.baud = 0

    def start(self, port: str, baud: int, face_map: FaceMap) -> None:
        """Start reading the tower on ``port`` (stopping any reader first)."""
        self.stop()
        self.port, self.baud = port, baud

        def make(on_reading: Callable[[Any], None], on_status: Callable[[Any], None],
                 _holder: list[Any]) -> TowerReader:
            return self._factory(port, baud=baud, face_map=face_map, on_reading=on_reading,
                                 on_status=on_status, **self._options)

        self._begin(make, f"{port} at {baud} baud")

    def _stopped_status(self) -> TowerStatus:
        return TowerStatus(LinkState.STOPPED, "tower off", self.port)

    def set_face_map(self, face_map: FaceMap) -> None:
        """Pip values read from the next result on (no restart)."""
        reader = self._reader
        if reader is not None:
            reader.face_map = face_map

    def request_roll(self) -> bool:
        """Ask the tower to roll (ROLL); False if it can't (no motor, not ready)."""
        reader = self._reader
        return reader is not None and reader.request_roll()

    def last_heard(self) -> float | None:
        """When the tower was last heard (any line), on the reader's clock; None if never.

        Read from the reader (thread-safe), so a simple sketch's lines count too, though
        they change no status."""
        reader = self._reader
        if reader is None:
            return self.last_status.last_heartbeat
        return reader.status.last_heartbeat


class _Gate:
    """Lets a worker thread emit on a QObject only while that object lives."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.open = True

    def close(self, *_: object) -> None:
        with self.lock:
            self.open = False


class PortFinder(QObject):
    """Runs `detect_towers` on a worker thread; `found` brings the list to the GUI thread.

    Probing opens every USB serial port for about three seconds, so it never runs on the
    GUI thread. The port the app reads now is locked by its reader (opened exclusively) and
    is listed without a tower; the caller knows its tower already. Give it a parent (the
    dialog): a search still running when the parent goes emits nothing."""

    found = Signal(list)
    """``list[PortChoice]``, every serial port with the tower found on it, if any."""
    failed = Signal(str)
    """Why the search failed."""
    _done = Signal(object, object)

    def __init__(self, parent: QObject | None = None, *, detect: Detect | None = None) -> None:
        super().__init__(parent)
        self._detect = detect
        self._gate = _Gate()
        self._thread: threading.Thread | None = None
        self._done.connect(self._relay)
        self.destroyed.connect(self._gate.close)

    @property
    def busy(self) -> bool:
        return self._thread is not None

    def find(self, baud: int, extra: Sequence[str] = ()) -> bool:
        """Start a search (False if one is running already); ``extra``: paths to probe
        besides the listed ports and the simulators' links (a path the player typed)."""
        if self._thread is not None:
            return False
        detect = self._detect or ports.detect_towers
        gate, done = self._gate, self._done
        paths = tuple(p for p in extra if p)
        log.info("looking for towers at %d baud", baud)

        def run() -> None:  # the worker thread
            value: object
            try:
                value = detect(baud=baud, extra=paths)
            except OSError as exc:  # the ports can't be listed (permissions, no /dev)
                log.warning("the search for towers failed: %s", exc)
                value = exc
            except Exception as exc:  # a bug: reported to the player, never silent
                log.exception("the search for towers failed")
                value = exc
            with gate.lock:
                if gate.open:
                    done.emit(thread, value)

        thread = threading.Thread(target=run, name="find towers", daemon=True)
        self._thread = thread
        thread.start()
        return True

    def _relay(self, thread: object, value: object) -> None:
        if thread is not self._thread:
            return
        self._thread = None
        if isinstance(value, BaseException):
            self.failed.emit(str(value) or type(value).__name__)
        else:
            assert isinstance(value, list)
            log.info("found %d serial ports, %d with a tower", len(value),
                     sum(1 for c in value if c.tower is not None))
            self.found.emit(value)
