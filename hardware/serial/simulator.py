"""A simulated dice tower on a pseudo-terminal, for demos and tests.

`PtyPort` is the cable: a pseudo-terminal pair whose slave side the app opens like a USB
serial port, optionally behind a stable symbolic link so that an unplug (closing the
master) and a replug (a new pair, the link pointed at it) happen at the same path, the way
a real tower comes back at ``/dev/ttyACM0``.

`TowerSimulator` is the board. Like an Arduino that resets when the port is opened, it
"boots" whenever the app opens the port: it prints some boot noise, its ``HELLO`` (with
``seq=`` and ``motor``), then its results the app may have missed: the last one it sent
(the cable may have been pulled as it went) and those it made while nobody had the port
open (a board can tell, from DTR, on native USB). It answers ``PING``, ``ROLL`` and
``HELLO``; it rolls on request, on a timer or on ``ROLL``; and it can inject noise, bad
checksums, silences, unplugs and reboots. Its randomness is the `random.Random` passed in.
"""

from __future__ import annotations

import collections
import contextlib
import logging
import os
import random
import select
import threading
import time
import tty
from collections.abc import Callable
from pathlib import Path
from typing import Final

from hardware.serial.lines import LineSplitter
from hardware.serial.protocol import Hello, checksum, frame

log = logging.getLogger(__name__)

PLANAR_TOKENS: Final = ("PW", "CHAOS", "BLANK", "BLANK", "BLANK", "BLANK")
PIP_TOKENS: Final = ("1", "2", "3", "4", "5", "6")
BOOT_NOISE: Final = (b"\x00\xf0\xfe\xff\r\n", b"ets Jun  8 2016 00:22:57\r\n",
                     b"rst:0x1 (POWERON_RESET),boot:0x13 (SPI_FAST_FLASH_BOOT)\r\n",
                     b"sensor calibrating... ok\r\n")
NOISE_LINES: Final = (b"debug: ir=512 lux=20\r\n", b"\xc3\x28\xa0\xa1 garbage\r\n",
                      b"RESULT 9 seq=x\r\n", b"#" * 400 + b"\r\n", b"\x1b[2J\r\n")
WRITE_SECONDS: Final = 5.0
"""How long a write waits for the app to make room before it gives up."""


class PtyPort:
    """A pseudo-terminal that stands in for a serial port; the master side is ours.

    `path` is what the app opens: the stable `link` if given, else the slave's own path.
    """

    def __init__(self, link: str | Path | None = None) -> None:
        self.link = Path(link) if link is not None else None
        self._lock = threading.Lock()
        self._master: int | None = None
        self.slave_path = ""
        self.plug()

    @property
    def path(self) -> str:
        return str(self.link) if self.link is not None else self.slave_path

    @property
    def plugged(self) -> bool:
        return self._master is not None

    def fileno(self) -> int | None:
        """The master's file descriptor (to wait on), None while unplugged."""
        return self._master

    def plug(self) -> None:
        """A new pseudo-terminal (a replug); the link, if any, now points at it."""
        with self._lock:
            if self._master is not None:
                raise RuntimeError(f"{self.path} is already plugged in")
            master, slave = os.openpty()
            try:
                tty.setraw(slave)  # no echo, no CR/LF translation before the app opens it
                self.slave_path = os.ttyname(slave)
            finally:
                os.close(slave)
            os.set_blocking(master, False)
            self._master = master
            if self.link is not None:
                tmp = self.link.with_name(self.link.name + ".new")
                with contextlib.suppress(FileNotFoundError):
                    tmp.unlink()
                tmp.symlink_to(self.slave_path)
                tmp.replace(self.link)
        log.debug("plugged %s -> %s", self.path, self.slave_path)

    def unplug(self) -> None:
        """Closes the master: the app's next read or write fails, as when a cable is pulled.

        The link stays, pointing at a path that no longer exists, until `plug`."""
        with self._lock:
            master, self._master = self._master, None
        if master is not None:
            os.close(master)
            log.debug("unplugged %s", self.path)

    def close(self) -> None:
        """Unplugs and removes the link."""
        self.unplug()
        if self.link is not None:
            with contextlib.suppress(FileNotFoundError):
                self.link.unlink()

    def app_has_it_open(self) -> bool:
        """Whether the app has the port open (Linux: the master reports a hang-up while no
        process has the slave open)."""
        master = self._master
        if master is None:
            return False
        try:
            poller = select.poll()
            poller.register(master, select.POLLIN)
            events = poller.poll(0)
        except (OSError, ValueError):  # unplugged meanwhile
            return False
        return not any(ev & select.POLLHUP for _, ev in events)

    def write(self, data: bytes, timeout: float = WRITE_SECONDS) -> None:
        """Writes all of `data`, waiting (up to `timeout`) while the app's buffer is full.

        Raises OSError when unplugged, TimeoutError when the app does not read."""
        view = memoryview(data)
        deadline = time.monotonic() + timeout
        while view:
            with self._lock:
                master = self._master
                if master is None:
                    raise OSError(f"{self.path} is unplugged")
                try:
                    n = os.write(master, view)
                except BlockingIOError:
                    n = 0
            view = view[n:]
            if view:
                left = deadline - time.monotonic()
                if left <= 0:
                    raise TimeoutError(f"the app does not read {self.path}")
                poller = select.poll()
                poller.register(master, select.POLLOUT)
                poller.poll(min(left, 0.05) * 1000)

    def read(self, timeout: float) -> bytes:
        """What the app sent (b'' if nothing within `timeout`, or if the app closed it)."""
        master = self._master
        if master is None:
            return b""
        poller = select.poll()
        poller.register(master, select.POLLIN)
        events = poller.poll(timeout * 1000)
        if not any(ev & select.POLLIN for _, ev in events):
            return b""
        try:
            return os.read(master, 4096)
        except (BlockingIOError, OSError):  # EIO: the app closed the port
            return b""


class TowerSimulator:
    """A dice tower speaking protocol v1 on a `PtyPort`; see the module's docstring."""

    def __init__(self, *, rng: random.Random, name: str = "sim-tower",
                 firmware: str = "1.0.0", motor: bool = True, pips: bool = False,
                 simple: bool = False, checksum: bool = True, roll_every: float | None = None,
                 roll_delay: float = 0.0, noise: float = 0.0, bad_checksum: float = 0.0,
                 boot_noise: bool = True, boot_delay: float = 0.05, resend_last: bool = True,
                 unplug_every: float | None = None, unplug_for: float = 0.5,
                 resets_on_open: bool = True, link: str | Path | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.rng = rng
        self.name = name
        self.firmware = firmware
        self.motor = motor
        self.tokens = PIP_TOKENS if pips else PLANAR_TOKENS
        self.simple = simple
        self.checksum = checksum and not simple
        self.roll_every = roll_every
        self.roll_delay = roll_delay
        self.noise = noise
        self.bad_checksum = bad_checksum
        self.boot_noise = boot_noise
        self.boot_delay = boot_delay
        self.resend_last = resend_last and not simple
        self.unplug_every = unplug_every
        self.unplug_for = unplug_for
        self.resets_on_open = resets_on_open
        """Like an Arduino Uno: opening the port resets the board, which boots and says
        HELLO. Boards on native USB (ESP32-S3, Leonardo) don't: they say HELLO when asked."""
        self.silent = False
        """While True the tower answers nothing (a hung board): the app's heartbeat fails."""
        self._clock = clock
        self._link = link
        self._port: PtyPort | None = None
        self._lock = threading.RLock()
        self._stop = threading.Event()
        self._wake_r = self._wake_w = -1
        self._thread = threading.Thread(target=self._run, name=f"tower simulator {name}",
                                        daemon=True)
        self.seq = 0
        self.last: tuple[int, str] | None = None
        self._unheard: collections.deque[tuple[int, str]] = collections.deque(maxlen=16)
        """Results made while nobody had the port open, sent after the next HELLO."""
        self.sent: list[tuple[int, str]] = []
        """Every result made, in order: (seq, face token), delivered or not."""
        self.commands: list[str] = []
        """Every command the app sent."""
        self._due: list[tuple[float, str]] = []
        self._boot_at: float | None = None
        self._app_open = False
        self._powered_up = not resets_on_open
        """A board that doesn't reset on open booted (and said HELLO into the void) before."""
        self._booted = False
        """The board said HELLO since the app opened the port: it may send results."""
        self._next_roll: float | None = None
        self._next_unplug: float | None = None
        self._replug_at: float | None = None

    # -- control (any thread) -------------------------------------------------------------

    @property
    def port(self) -> PtyPort:
        if self._port is None:
            raise RuntimeError("start the simulator first")
        return self._port

    @property
    def path(self) -> str:
        return self.port.path

    def start(self) -> TowerSimulator:
        self._wake_r, self._wake_w = os.pipe()
        self._port = PtyPort(self._link)
        now = self._clock()
        self._next_roll = now + self.roll_every if self.roll_every else None
        self._next_unplug = now + self.unplug_every if self.unplug_every else None
        self._thread.start()
        log.info("simulated tower %s on %s", self.name, self.path)
        return self

    def stop(self) -> None:
        self._stop.set()
        self._wake()
        if self._thread.is_alive():
            self._thread.join(2.0)
        if self._port is not None:
            self._port.close()
        for fd in (self._wake_r, self._wake_w):
            if fd >= 0:
                os.close(fd)
        self._wake_r = self._wake_w = -1

    def __enter__(self) -> TowerSimulator:
        return self.start()

    def __exit__(self, *_: object) -> None:
        self.stop()

    def roll(self, token: str | None = None) -> None:
        """Rolls now (``ROLLING``, then the result after `roll_delay`); `token` forces the
        face (``PW``, ``CHAOS``, ``BLANK``, ``1``-``6``), else it is drawn from `rng`."""
        with self._lock:
            face = token.upper() if token else self.rng.choice(self.tokens)
            if not self.simple:
                self._send_line("ROLLING")
            self._due.append((self._clock() + self.roll_delay, face))
        self._wake()

    def send_line(self, text: str, *, with_checksum: bool | None = None) -> None:
        """Sends any line (checksummed like the tower's own lines unless told)."""
        with self._lock:
            self._send_line(text, with_checksum)

    def send_bytes(self, data: bytes) -> None:
        """Sends raw bytes (noise, a partial line...)."""
        with self._lock:
            self._send(data)

    def send_bad_checksum(self, text: str = "RESULT PW") -> None:
        """A line whose checksum does not match (as after line noise)."""
        good = checksum(text)
        bad = f"{(int(good, 16) ^ 0x5A):02X}"
        self.send_bytes(f"{text}*{bad}\n".encode())

    def unplug(self) -> None:
        with self._lock:
            self._unplug()
        log.info("tower unplugged")

    def _unplug(self) -> None:
        self.port.unplug()
        self._app_open = self._booted = False
        self._boot_at = None

    def replug(self) -> None:
        with self._lock:
            self.port.plug()
        log.info("tower plugged in again at %s", self.path)
        self._wake()

    def reboot(self, *, keep_count: bool = False) -> None:
        """The board restarts: boot noise and HELLO again; its count restarts at 0 unless
        `keep_count` (a sketch that keeps it in EEPROM, like the reference sketch)."""
        with self._lock:
            if not keep_count:
                self.seq = 0
                self.last = None
                self._unheard.clear()
            self._due.clear()
            self._booted = False
            self._boot_at = self._clock() + self.boot_delay
        self._wake()

    # -- the board (its own thread) ------------------------------------------------------

    def _wake(self) -> None:
        with contextlib.suppress(OSError):
            os.write(self._wake_w, b"x")

    def _send(self, data: bytes, *, booting: bool = False) -> None:
        port = self._port
        if port is None or not port.plugged or not self._app_open or not (
                self._booted or booting):
            return  # printing into the void: nobody listens, or the board is resetting
        try:
            port.write(data)
        except (OSError, TimeoutError) as exc:
            log.info("tower could not send %r: %s", data[:40], exc)

    def _send_line(self, text: str, with_checksum: bool | None = None, *,
                   booting: bool = False) -> None:
        if self.noise and self.rng.random() < self.noise:
            self._send(self.rng.choice(NOISE_LINES), booting=booting)
        use = self.checksum if with_checksum is None else with_checksum
        self._send(frame(text, with_checksum=use), booting=booting)

    def _result_line(self, seq: int, token: str) -> str:
        return token if self.simple else f"RESULT {token} seq={seq}"

    def _finish_roll(self, token: str) -> None:
        self.seq += 1
        self.last = (self.seq, token)
        self.sent.append(self.last)
        if not (self._app_open and self._booted):
            self._unheard.append(self.last)
        line = self._result_line(self.seq, token)
        if self.bad_checksum and self.rng.random() < self.bad_checksum:
            self.send_bad_checksum(line)
        else:
            self._send_line(line)
        log.info("tower rolled %s (seq %d)", token, self.seq)

    def _boot(self) -> None:
        """After a reset (or, for a board that doesn't reset, once the app has the port)."""
        if not self.resets_on_open and self._powered_up:
            self._booted = True  # it was running all along: it only catches up
            self._catch_up()
            return
        self._powered_up = True
        if self.boot_noise:
            for chunk in BOOT_NOISE:
                self._send(chunk, booting=True)
        if not self.simple:
            self._send_line(Hello(self.name, self.firmware, "PD/1", self.motor,
                                  self.seq).line(), booting=True)
        self._booted = True
        self._catch_up()

    def _catch_up(self) -> None:
        """Sends what the app may have missed: the last result, and those made unheard."""
        again = list(self._unheard)
        self._unheard.clear()
        if not self.resend_last:
            return
        if self.last is not None and self.last not in again:
            again.insert(0, self.last)
        for seq, token in again:  # in seq order, before any new result
            self._send_line(self._result_line(seq, token))

    def _command(self, line: str) -> None:
        self.commands.append(line)
        if self.silent or self.simple:
            return
        word = line.split("*")[0].strip().upper()
        # a command proves the app has the port open and reads it: answer even mid-boot
        if word == "PING":
            self._send_line("PONG", booting=True)
        elif word == "HELLO":
            self._send_line(Hello(self.name, self.firmware, "PD/1", self.motor,
                                  self.seq).line(), booting=True)
        elif word == "ROLL":
            if self.motor:
                self.roll()
            else:
                self._send_line("ERR no motor: drop the die in the tower", booting=True)
        else:
            self._send_line(f"ERR unknown command {word[:20]}", booting=True)

    def _run(self) -> None:
        splitter = LineSplitter()
        while not self._stop.is_set():
            port = self.port
            now = self._clock()
            with self._lock:
                self._timers(port, now)
                is_open = port.app_has_it_open()
                if is_open and not self._app_open:
                    splitter.reset()
                    self._booted = False
                    self._boot_at = now + self.boot_delay
                elif not is_open:
                    self._booted = False
                self._app_open = is_open
                if is_open and self._boot_at is not None and now >= self._boot_at:
                    self._boot_at = None
                    self._boot()
                while self._due and self._due[0][0] <= now:
                    self._finish_roll(self._due.pop(0)[1])
            master = port.fileno() if is_open else None
            fds = [self._wake_r] if master is None else [self._wake_r, master]
            ready, _, _ = select.select(fds, [], [], self._wait(is_open, now))
            if self._wake_r in ready:
                with contextlib.suppress(OSError):
                    os.read(self._wake_r, 512)
            if is_open and len(ready) > (self._wake_r in ready):
                data = port.read(0)
                with self._lock:
                    for line in splitter.feed(data):
                        self._command(line.decode("ascii", errors="replace"))

    def _timers(self, port: PtyPort, now: float) -> None:
        if self._next_unplug is not None and now >= self._next_unplug and port.plugged:
            self._unplug()
            self._replug_at = now + self.unplug_for
            self._next_unplug = now + (self.unplug_every or 0) + self.unplug_for
            log.info("tower unplugged (timer)")
        if self._replug_at is not None and now >= self._replug_at:
            self._replug_at = None
            if not port.plugged:
                port.plug()
                log.info("tower plugged in again (timer)")
        if self._next_roll is not None and now >= self._next_roll:
            self._next_roll = now + (self.roll_every or 0)
            if not port.plugged:
                return  # a USB-powered tower does nothing while unplugged
            face = self.rng.choice(self.tokens)
            if not self.simple:
                self._send_line("ROLLING")
            self._due.append((now + self.roll_delay, face))

    def _wait(self, is_open: bool, now: float) -> float:
        """How long the board may sleep: until its next timer, and briefly while nobody
        has the port open (a closed port can't be waited on; we look again soon)."""
        times = [t for t in (self._boot_at, self._next_roll, self._next_unplug,
                             self._replug_at, self._due[0][0] if self._due else None)
                 if t is not None]
        wait = min((t - now for t in times), default=0.25)
        if not is_open:
            wait = min(wait, 0.01)
        return max(0.0, min(wait, 0.25))
