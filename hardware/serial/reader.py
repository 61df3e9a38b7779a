"""The dice-tower reader: a serial port read on its own thread, results by callback.

Public API (what the app uses; everything runs without Qt)::

    reader = TowerReader(
        "/dev/ttyACM0",                       # the port's path; reopened by this path
        baud=115200,                          # DEFAULT_BAUD
        face_map=FaceMap(),                   # pip values 1-6 -> planar faces
        on_reading=handle_result,             # Callable[[TowerResult], None]
        on_status=show_status,                # Callable[[TowerStatus], None]
    ).start()                                 # returns the reader; never blocks
    reader.request_roll() -> bool             # sends ROLL if the tower announced a motor
    reader.status -> TowerStatus              # the latest status (thread-safe)
    reader.stats() -> LinkStats               # counters: lines, results, repeats, drops
    reader.face_map = FaceMap.parse("3=pw,4=chaos")   # takes effect from the next result
    reader.stop(timeout=2.0)                  # ends the thread; status becomes STOPPED

`on_reading` gets a `TowerResult`: ``.reading`` is a `DieReading(face, RollSource.SERIAL,
1.0, ReadingStatus.OK, frame=seq or -1, t=arrival time, pips=pip value or None)`, with
``.seq`` and ``.raw`` (the line as received). The app turns it into
``Roll(face=result.reading.face, source=RollSource.SERIAL)``; a roll the engine refuses is
shown with the engine's reason and changes nothing (that is the app's side).

`on_status` gets a `TowerStatus` on every change of state, on each heartbeat answer
(``PONG``), on ``ROLLING`` and on a tower's ``ERR``: ``state`` (`LinkState`), a
``message`` for people, the ``port``, the ``tower``'s HELLO, ``last_heartbeat`` (the
injected clock's time of the last line heard from the tower), ``rolling`` and
``tower_error``.

Both callbacks run on the reader's thread, one at a time; the app hands them to its GUI
thread (a Qt signal). A callback that raises is logged with its traceback and the reader
goes on. Results are never lost to a slow callback: while it runs, the tower's bytes wait
in the operating system's buffer, and this reader keeps at most one partial line itself.

How the link is kept (docs/serial-protocol.md):

- the port is read with ``read(in_waiting or 1)`` into a bounded `LineSplitter`, never
  with ``readline()`` (which returns partial lines on a timeout);
- ``PING`` every `heartbeat_every` seconds to a tower that has answered (HELLO or PONG),
  and on every connection once a tower has said HELLO on this reader; a tower silent for
  `dead_after` seconds counts as dead and the port is reopened (which also resets an
  Arduino). A port where no tower ever answered (a simple sketch printing bare results)
  is pinged three times per connection, each with a HELLO request, then only read;
- a read or write error (an unplug) closes the port, and the same path is reopened every
  `reconnect_every` seconds until it comes back; a partial line from before is dropped;
- once a HELLO carried a ``*HH`` checksum, lines without one (``6``, ``chaos``, ``RESULT
  PW``) are refused and counted (``stats().unchecked``, ``status.refused``): line noise
  can't roll the die. Every HELLO decides again; a port that never says HELLO (a simple
  sketch) keeps bare lines;
- results go through a `SeqTracker` that outlives reconnects: a repeated seq is ignored,
  so a tower that sends its last result again after a reconnect doesn't roll twice.
"""

from __future__ import annotations

import collections
import logging
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, Final, Protocol, cast

import serial

from engine.domain import RollSource
from hardware.face_map import FaceMap
from hardware.readings import DieReading, ReadingStatus
from hardware.serial.dedupe import SeqTracker, Verdict
from hardware.serial.lines import LineSplitter
from hardware.serial.model import LinkState, LinkStats, TowerResult, TowerStatus
from hardware.serial.protocol import (
    DEFAULT_BAUD,
    HELLO_QUERY,
    MAX_LINE,
    PING,
    ROLL,
    Dropped,
    DropReason,
    Hello,
    Message,
    Pong,
    Result,
    Rolling,
    TowerError,
    frame,
    parse_line,
)

__all__ = [
    "LinkState",
    "LinkStats",
    "Opener",
    "SerialPort",
    "TowerReader",
    "TowerResult",
    "TowerStatus",
    "open_port",
]

log = logging.getLogger(__name__)

PROBE_PINGS: Final = 3
"""PINGs (each with a HELLO query) sent to a port that has not answered yet."""
WARN_EVERY: Final = 5.0
"""Seconds between two warnings of the same kind (bad checksums, malformed lines)."""


class SerialPort(Protocol):
    """What the reader needs of a `serial.Serial` (tests may pass their own)."""

    @property
    def in_waiting(self) -> int: ...

    def read(self, size: int = 1) -> bytes: ...

    def write(self, data: bytes) -> int | None: ...

    def cancel_read(self) -> None: ...

    def close(self) -> None: ...


Opener = Callable[[str, int, float], SerialPort]


def open_port(path: str, baud: int, timeout: float) -> SerialPort:
    """Opens `path` with pyserial: 8N1, no flow control, exclusive, reads time out."""
    return cast(SerialPort, serial.Serial(port=path, baudrate=baud, timeout=timeout,
                                          write_timeout=0.5, exclusive=True))


def _ignore(_: object) -> None:
    return None


class _Throttle:
    """At most one log line per kind every `every` seconds; counts the ones held back."""

    def __init__(self, clock: Callable[[], float], every: float = WARN_EVERY) -> None:
        self._clock = clock
        self._every = every
        self._next: dict[str, float] = {}
        self._held: dict[str, int] = {}

    def allow(self, kind: str) -> int | None:
        """None to stay quiet; else how many of this kind were held back since the last."""
        now = self._clock()
        if now < self._next.get(kind, float("-inf")):
            self._held[kind] = self._held.get(kind, 0) + 1
            return None
        self._next[kind] = now + self._every
        return self._held.pop(kind, 0)


class _LinkLost(Exception):
    """The current connection is over (unplugged, or silent too long)."""


@dataclass
class _Connection:
    """What the reader knows about the current connection only."""

    port: SerialPort
    opened_at: float
    last_heard: float
    next_ping: float
    hello: Hello | None = None
    answering: bool = False
    """The tower is expected to answer PING (heard HELLO or PONG, now or before)."""
    answered: bool = False
    """It did answer on this connection."""
    pings: int = 0


class TowerReader:
    """Reads a dice tower's results from a serial port on its own thread."""

    def __init__(self, port: str, *, baud: int = DEFAULT_BAUD, face_map: FaceMap | None = None,
                 on_reading: Callable[[TowerResult], None] = _ignore,
                 on_status: Callable[[TowerStatus], None] = _ignore,
                 heartbeat_every: float = 2.0, dead_after: float = 5.0,
                 reconnect_every: float = 0.25, max_line: int = MAX_LINE,
                 tracker: SeqTracker | None = None, opener: Opener = open_port,
                 clock: Callable[[], float] = time.monotonic) -> None:
        if heartbeat_every <= 0 or dead_after <= heartbeat_every or reconnect_every <= 0:
            raise ValueError("need 0 < heartbeat_every < dead_after and reconnect_every > 0")
        self.port = port
        self.baud = baud
        self.face_map = face_map or FaceMap()
        self._on_reading = on_reading
        self._on_status = on_status
        self._heartbeat_every = heartbeat_every
        self._dead_after = dead_after
        self._reconnect_every = reconnect_every
        self._tick = min(0.1, heartbeat_every / 4)
        self._splitter = LineSplitter(max_line)
        self._tracker = tracker or SeqTracker()
        self._opener = opener
        self._clock = clock
        self._throttle = _Throttle(clock)
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self._outbox: collections.deque[str] = collections.deque(maxlen=4)
        self._open_port: SerialPort | None = None
        self._counts: dict[str, int] = dict.fromkeys(
            ("connects", "bytes", "lines", "results", "repeats", "stale", "noise", "malformed",
             "bad_checksum", "undecodable", "unchecked"), 0)
        self._last_heard: float | None = None
        self._expect_answers = False
        self._strict = False
        """The last HELLO carried a checksum: lines without one are refused (kept across
        reconnects, re-decided by every HELLO)."""
        self._status = TowerStatus(LinkState.CONNECTING, f"opening {port}", port)
        self._thread = threading.Thread(target=self._run, name=f"tower reader {port}",
                                        daemon=True)

    def __repr__(self) -> str:
        return f"TowerReader({self.port!r}, baud={self.baud!r})"

    # -- the caller's side ---------------------------------------------------------------

    def start(self) -> TowerReader:
        self._thread.start()
        return self

    def stop(self, timeout: float = 2.0) -> None:
        """Stops reading and closes the port; waits at most `timeout` for the thread."""
        self._stop.set()
        self._wake()
        if self._thread.is_alive():
            self._thread.join(timeout)

    @property
    def running(self) -> bool:
        return self._thread.is_alive()

    @property
    def status(self) -> TowerStatus:
        with self._lock:
            return replace(self._status, last_heartbeat=self._last_heard)

    def stats(self) -> LinkStats:
        with self._lock:
            return LinkStats(**self._counts, overlong=self._splitter.overlong,
                             buffer_peak=self._splitter.peak)

    def request_roll(self) -> bool:
        """Asks a tower with a motor to roll (sends ROLL); False if it can't (no motor, not
        ready): then the players drop the die in the tower themselves."""
        with self._lock:
            if not self._status.can_roll:
                log.info("no ROLL sent: %s", "the tower has no motor" if self._status.tower
                         and self._status.state is LinkState.READY else self._status.message)
                return False
            self._outbox.append(ROLL)
        self._wake()
        return True

    def _wake(self) -> None:
        """Interrupts a pending read so the thread sees a command or the stop at once."""
        with self._lock:
            port = self._open_port
            if port is None:
                return
            try:
                port.cancel_read()
            except OSError as exc:  # closing under our feet: the thread is leaving anyway
                log.debug("cancel_read on %s: %s", self.port, exc)

    # -- the reader's thread -------------------------------------------------------------

    def _report(self, callback: Callable[[Any], None], value: object) -> None:
        try:
            callback(value)
        except Exception:  # a broken consumer must not kill the reader
            log.exception("tower reader callback %r failed on %r", callback, value)

    def _set_status(self, *, heartbeat: bool = False, **changes: Any) -> None:
        """Changes the status and reports it if it changed (or, with `heartbeat`, always)."""
        with self._lock:
            old = self._status
            new = replace(old, **changes)
            self._status = new
            shown = replace(new, last_heartbeat=self._last_heard)
        if new == old and not heartbeat:
            return
        if new.state is not old.state or new.message != old.message:
            log.info("tower %s: %s", new.state.value, new.message)
        self._report(self._on_status, shown)

    def _count(self, name: str, n: int = 1) -> None:
        with self._lock:
            self._counts[name] += n

    def _run(self) -> None:
        ever_connected = False
        try:
            while not self._stop.is_set():
                conn = self._connect(ever_connected)
                if conn is None:
                    self._stop.wait(self._reconnect_every)
                    continue
                ever_connected = True
                try:
                    self._serve(conn)
                except _LinkLost as lost:
                    self._set_status(state=LinkState.LOST, rolling=False,
                                     message=f"{lost}; reopening {self.port}")
                finally:
                    with self._lock:
                        self._open_port = None
                    self._close(conn.port)
        finally:
            self._set_status(state=LinkState.STOPPED, rolling=False,
                             message="tower reader stopped")

    def _connect(self, ever_connected: bool) -> _Connection | None:
        try:
            port = self._opener(self.port, self.baud, self._tick)
        except (serial.SerialException, OSError, ValueError) as exc:
            if ever_connected:
                self._set_status(state=LinkState.LOST,
                                 message=f"{self.port} is gone; waiting for it to come back")
            else:
                self._set_status(state=LinkState.CONNECTING,
                                 message=f"can't open {self.port} ({_reason(exc)}); retrying")
            return None
        now = self._clock()
        with self._lock:
            self._open_port = port
        if self._stop.is_set():  # stop() came while opening: it could not wake us
            with self._lock:
                self._open_port = None
            self._close(port)
            return None
        self._splitter.reset()
        self._count("connects")
        self._set_status(state=LinkState.CONNECTED, rolling=False,
                         message=f"{self.port} open at {self.baud} baud; waiting for the "
                                 "tower's HELLO")
        # once a tower has answered on this reader, the next connection expects it to
        return _Connection(port, now, now, now + self._heartbeat_every,
                           answering=self._expect_answers)

    def _serve(self, conn: _Connection) -> None:
        port = conn.port
        while not self._stop.is_set():
            self._send_commands(conn)
            now = self._clock()
            if now >= conn.next_ping:
                self._heartbeat(conn, now)
            if conn.answering and now - conn.last_heard > self._dead_after:
                # a connection that never answered may be a simple sketch now: probe it next
                self._expect_answers = conn.answered
                raise _LinkLost(f"no answer from the tower for {now - conn.last_heard:.1f} s")
            try:
                data = port.read(port.in_waiting or 1)
            except (serial.SerialException, OSError) as exc:
                raise _LinkLost(f"{self.port} unplugged ({_reason(exc)})") from exc
            if not data:
                continue
            arrived = self._clock()
            conn.last_heard = arrived
            lines = self._splitter.feed(data)
            with self._lock:
                self._last_heard = arrived
                self._counts["bytes"] += len(data)
                self._counts["lines"] += len(lines)
            for line in lines:
                self._handle(conn, line, arrived)

    def _heartbeat(self, conn: _Connection, now: float) -> None:
        conn.next_ping = now + self._heartbeat_every
        if not conn.answering and conn.pings >= PROBE_PINGS:
            return  # a simple sketch: it is only read
        conn.pings += 1
        self._write(conn, PING)
        if conn.hello is None and conn.pings <= PROBE_PINGS:
            self._write(conn, HELLO_QUERY)

    def _send_commands(self, conn: _Connection) -> None:
        while True:
            with self._lock:
                if not self._outbox:
                    return
                command = self._outbox.popleft()
            self._write(conn, command)

    def _write(self, conn: _Connection, command: str) -> None:
        try:
            conn.port.write(frame(command))
        except serial.SerialTimeoutException:
            log.warning("the tower on %s does not take %s (write timed out)", self.port,
                        command)
        except (serial.SerialException, OSError) as exc:
            raise _LinkLost(f"{self.port} unplugged ({_reason(exc)})") from exc
        log.debug("-> %s", command)

    def _handle(self, conn: _Connection, line: bytes, arrived: float) -> None:
        try:
            text = line.decode("utf-8")
        except UnicodeDecodeError:
            self._drop(Dropped(DropReason.UNDECODABLE, repr(line[:40]), "not UTF-8"))
            return
        message: Message = parse_line(text, strict=self._strict)
        match message:
            case Result():
                self._result(message, text.strip(), arrived)
            case Pong():
                self._answered(conn)
                self._set_status(heartbeat=True)
            case Hello():
                self._hello(conn, message)
            case Rolling():
                self._set_status(rolling=True)
            case TowerError():
                log.warning("the tower on %s reports: %s", self.port, message.text)
                self._set_status(tower_error=message.text, rolling=False)
            case Dropped():
                self._drop(message)

    def _answered(self, conn: _Connection) -> None:
        conn.answering = conn.answered = True
        self._expect_answers = True

    def _hello(self, conn: _Connection, hello: Hello) -> None:
        conn.hello = hello
        self._answered(conn)
        if hello.checksummed != self._strict:
            self._strict = hello.checksummed
            log.info("%s %s: lines without a checksum are %s", hello.name,
                     "checksums its lines" if hello.checksummed else "doesn't checksum",
                     "refused" if hello.checksummed else "read")
        note = self._tracker.hello(hello)
        if note:
            log.info("%s", note)
        if hello.version != 1:
            log.warning("%s speaks %s; this app speaks PD/1 and reads what it understands",
                        hello.name, hello.protocol)
        motor = " with a motor" if hello.motor else ""
        self._set_status(state=LinkState.READY, tower=hello, heartbeat=True,
                         strict=hello.checksummed,
                         message=f"{hello.name} {hello.firmware} ({hello.protocol}){motor} "
                                 f"on {self.port}")

    def _result(self, result: Result, raw: str, arrived: float) -> None:
        check = self._tracker.check(result.seq)
        if check.verdict is not Verdict.NEW:
            log.info("ignored %r: %s", raw, check.note)
            self._count("repeats" if check.verdict is Verdict.REPEAT else "stale")
            return
        if check.missed:
            log.warning("%s on %s", check.note, self.port)
        elif check.note:
            log.info("%s", check.note)
        reading = DieReading(result.face(self.face_map), RollSource.SERIAL, 1.0,
                             ReadingStatus.OK,
                             frame=result.seq if result.seq is not None else -1, t=arrived,
                             pips=result.pips)
        self._count("results")
        self._set_status(rolling=False, tower_error=None)
        self._report(self._on_reading, TowerResult(reading, result.seq, raw))

    def _drop(self, dropped: Dropped) -> None:
        counter = dropped.reason.name.lower()
        self._count(counter)
        if dropped.reason is DropReason.UNCHECKED:
            with self._lock:
                refused = self._counts["unchecked"]
            self._set_status(refused=refused)
        if dropped.reason in (DropReason.BAD_CHECKSUM, DropReason.MALFORMED,
                              DropReason.UNCHECKED):
            held = self._throttle.allow(counter)
            if held is not None:
                more = f" ({held} more since the last warning)" if held else ""
                log.warning("dropped %r from %s: %s%s", dropped.text, self.port,
                            dropped.detail or dropped.reason.value, more)
                return
        log.debug("dropped %s line %r: %s", dropped.reason.value, dropped.text, dropped.detail)

    def _close(self, port: SerialPort) -> None:
        try:
            port.close()
        except (serial.SerialException, OSError) as exc:
            log.debug("closing %s: %s", self.port, _reason(exc))


def _reason(exc: BaseException) -> str:
    return str(exc) or type(exc).__name__
