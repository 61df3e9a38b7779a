"""Finding the tower: the serial ports there are, and which of them says HELLO.

`list_ports` lists ports with pyserial's ``serial.tools.list_ports``. `probe` opens one,
reads what the board prints (skipping the boot noise many boards send once the port
opens), asks for a HELLO if none comes, and gives back the tower's HELLO or None.
`detect_towers` probes several ports at once, for the settings' port list, where a port with
a tower is highlighted. Pseudo-terminals aren't serial ports to the operating system, so it
also probes the simulator's links (`simulator_links`) and any path the player typed.
"""

from __future__ import annotations

import logging
import tempfile
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import serial
from serial.tools import list_ports as pyserial_list_ports

from hardware.serial.lines import LineSplitter
from hardware.serial.protocol import DEFAULT_BAUD, HELLO_QUERY, Hello, frame, parse_line
from hardware.serial.reader import Opener, open_port

log = logging.getLogger(__name__)

PROBE_SECONDS = 3.0
"""How long `probe` listens for a HELLO. An Arduino that resets when the port opens needs
one to two seconds to boot."""
QUERY_AFTER = 1.5
"""When `probe` asks a silent port for its HELLO (after an Arduino's boot loader is done)."""
SIMULATOR_LINK_PREFIX = "planar-tower-"
"""``python -m hardware.serial simulate`` links its pseudo-terminal at
``<temp folder>/planar-tower-<pid>`` unless told another path."""
SIMULATOR_DESCRIPTION = "simulated tower (pseudo-terminal)"
TYPED_DESCRIPTION = "typed path"


@dataclass(frozen=True, slots=True)
class PortInfo:
    """A serial port as the operating system lists it."""

    device: str
    description: str = ""
    hwid: str = ""
    vid: int | None = None
    pid: int | None = None

    @property
    def is_usb(self) -> bool:
        return self.vid is not None


@dataclass(frozen=True, slots=True)
class PortChoice:
    """A port for the settings' list, with the tower found on it, if any."""

    port: PortInfo
    tower: Hello | None = None

    @property
    def label(self) -> str:
        what = self.port.description if self.port.description not in ("", "n/a") else ""
        found = f"{self.tower.name} {self.tower.firmware} ({self.tower.protocol})" \
            if self.tower else ""
        return " — ".join(x for x in (self.port.device, found or what) if x)


def list_ports() -> list[PortInfo]:
    """Every serial port pyserial sees, sorted by path."""
    found = [PortInfo(p.device, p.description or "", p.hwid or "", p.vid, p.pid)
             for p in pyserial_list_ports.comports()]
    return sorted(found, key=lambda p: p.device)


def probe(path: str, baud: int = DEFAULT_BAUD, *, seconds: float = PROBE_SECONDS,
          query_after: float = QUERY_AFTER, opener: Opener = open_port,
          clock: Callable[[], float] = time.monotonic) -> Hello | None:
    """The HELLO of the tower on `path`, or None if it does not say one within `seconds`.

    Everything else the board prints is skipped. A port that can't be opened (busy,
    missing, no permission) is None, with the reason logged.
    """
    try:
        port = opener(path, baud, 0.05)
    except (serial.SerialException, OSError, ValueError) as exc:
        log.info("probe %s: can't open it (%s)", path, exc)
        return None
    splitter = LineSplitter()
    start = clock()
    queried = False
    try:
        while (now := clock()) - start < seconds:
            if not queried and now - start >= query_after:
                port.write(frame(HELLO_QUERY))
                queried = True
            data = port.read(port.in_waiting or 1)
            for line in splitter.feed(data):
                message = parse_line(line.decode("utf-8", errors="replace"))
                if isinstance(message, Hello):
                    log.info("probe %s: %s", path, message.line())
                    return message
        log.info("probe %s: no HELLO in %.1f s", path, seconds)
        return None
    except (serial.SerialException, OSError) as exc:
        log.info("probe %s: %s", path, exc)
        return None
    finally:
        try:
            port.close()
        except (serial.SerialException, OSError) as exc:
            log.debug("probe %s: closing: %s", path, exc)


def simulator_links(folder: Path | None = None) -> list[str]:
    """The links of running simulators in ``folder`` (the temp folder): the ones whose
    pseudo-terminal exists (a stopped simulator removes its link; an unplugged one points
    nowhere until its replug)."""
    folder = Path(tempfile.gettempdir()) if folder is None else folder
    try:
        paths = sorted(folder.glob(f"{SIMULATOR_LINK_PREFIX}*"))
    except OSError as exc:
        log.info("simulator links in %s: %s", folder, exc)
        return []
    return [str(p) for p in paths
            if not p.name.endswith(".new") and p.is_symlink() and p.exists()]


def candidate_ports(ports: Sequence[PortInfo]) -> list[PortInfo]:
    """The ports worth probing: USB ones (a tower is a USB board); all if none is USB."""
    usb = [p for p in ports if p.is_usb]
    return usb or list(ports)


def detect_towers(ports: Sequence[PortInfo] | None = None, baud: int = DEFAULT_BAUD, *,
                  extra: Sequence[str] = (), simulators: bool = True,
                  simulator_folder: Path | None = None,
                  seconds: float = PROBE_SECONDS, query_after: float = QUERY_AFTER,
                  opener: Opener = open_port) -> list[PortChoice]:
    """Every port (from `list_ports` if not given) with the tower found on it, if any.

    Candidate ports (`candidate_ports`), the ``extra`` paths (one the player typed) and the
    links of running simulators (`simulator_links` in ``simulator_folder``, the temp
    folder by default; none if ``simulators`` is False) are probed in parallel, so this takes about
    `seconds` however many there are; other ports are listed without a tower.
    """
    listed = list_ports() if ports is None else list(ports)
    to_probe = candidate_ports(listed)
    known = {p.device for p in listed}
    links = simulator_links(simulator_folder) if simulators else []
    added = [PortInfo(path, SIMULATOR_DESCRIPTION if path in links else TYPED_DESCRIPTION)
             for path in dict.fromkeys([*links, *(e.strip() for e in extra)])
             if path and path not in known]
    listed += added
    to_probe += added
    found: dict[str, Hello | None] = {}
    lock = threading.Lock()

    def run(path: str) -> None:
        hello = probe(path, baud, seconds=seconds, query_after=query_after, opener=opener)
        with lock:
            found[path] = hello

    threads = [threading.Thread(target=run, args=(p.device,), name=f"probe {p.device}",
                                daemon=True) for p in to_probe]
    for t in threads:
        t.start()
    for t in threads:
        t.join(seconds + 2.0)
    with lock:
        return [PortChoice(p, found.get(p.device)) for p in listed]


def first_tower(choices: Sequence[PortChoice]) -> PortChoice | None:
    """The port to select by default: the first with a tower."""
    return next((c for c in choices if c.tower is not None), None)
