"""A hardware reader seen from the GUI thread: its callbacks re-emitted as Qt signals.

Readers (`CameraReader`, `TowerReader`) call back on their own thread. A `ReaderLink` turns
each callback into a signal; the receivers are widgets on the GUI thread, so Qt queues the
delivery. Callbacks of a reader that has been stopped or replaced are dropped, so nothing
arrives from an old camera or port after a restart. The camera and the tower links add
what only they have (previews; a motor and a heartbeat) on top.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QObject, Signal

log = logging.getLogger(__name__)


class Reader(Protocol):
    """What a link needs of a hardware reader."""

    @property
    def running(self) -> bool: ...

    @property
    def status(self) -> Any: ...

    def start(self) -> None: ...

    def stop(self) -> None: ...


class ReaderLink(QObject):
    """Owns one reader at a time; start, stop and restart it from the GUI thread.

    The public signals are emitted on the GUI thread: the reader's thread emits private
    signals (queued to this object), and each is passed on only if it comes from the
    current reader."""

    reading = Signal(object)
    """One reading (a `DieReading` or a `TowerResult`) per roll."""
    status = Signal(object)
    """The reader's status whenever the link changes."""
    _reading_from = Signal(object, object)
    _status_from = Signal(object, object)

    what = "reader"
    """How the log names this link's device."""

    def __init__(self, stopped_status: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._reader: Any = None
        self._lock = threading.Lock()
        self.last_status = stopped_status
        self._reading_from.connect(self._relay_reading)
        self._status_from.connect(self._relay_status)

    @property
    def running(self) -> bool:
        return self._reader is not None

    def _begin(self, make: Callable[[Callable[[Any], None], Callable[[Any], None], list[Any]],
                                    Any], where: str) -> Any:
        """Make a reader with ``make(on_reading, on_status, holder)`` and start it; the
        callbacks it is given relay to the GUI thread, tagged with the reader."""
        self.stop()
        holder: list[Any] = []

        def on_reading(value: Any) -> None:  # the reader's thread
            self._reading_from.emit(holder[0], value)

        def on_status(value: Any) -> None:  # the reader's thread
            self._status_from.emit(holder[0], value)

        reader = make(on_reading, on_status, holder)
        holder.append(reader)
        with self._lock:
            self._reader = reader
        log.info("%s link: starting %s", self.what, where)
        self._publish_status(reader.status)
        reader.start()
        return reader

    def stop(self) -> None:
        """Stop the reader (waits a moment for its thread); nothing arrives from it after."""
        with self._lock:
            reader, self._reader = self._reader, None
            self._forget()
        if reader is None:
            return
        reader.stop()
        if reader.running:
            log.warning("the %s reader did not stop in time", self.what)
        log.info("%s link: stopped", self.what)
        self._publish_status(self._stopped_status())

    def _forget(self) -> None:
        """Drop what the old reader left waiting (called under the lock)."""

    def _stopped_status(self) -> Any:
        raise NotImplementedError

    # -- GUI thread ------------------------------------------------------------------------
    def _publish_status(self, value: Any) -> None:
        self.last_status = value
        self.status.emit(value)

    def _relay_reading(self, reader: object, value: Any) -> None:
        if reader is self._reader:
            self.reading.emit(value)
        else:
            log.info("dropped a reading from a stopped %s reader: %s", self.what, value)

    def _relay_status(self, reader: object, value: Any) -> None:
        if reader is self._reader:
            self._publish_status(value)
