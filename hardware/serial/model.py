"""The reader's values: the link's state and status, an accepted result, the counters.

Frozen values that cross from the reader's thread to the app (no Qt, no pyserial).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from hardware.readings import DieReading
from hardware.serial.protocol import Hello


class LinkState(StrEnum):
    """The link to the tower, as the player sees it."""

    CONNECTING = "connecting"
    """Opening the port, or retrying a port that can't be opened yet."""
    CONNECTED = "connected"
    """The port is open and read, but no tower said HELLO (yet, or ever: a simple sketch)."""
    READY = "ready"
    """A tower said HELLO and answers the heartbeat."""
    LOST = "lost"
    """The port went away or the tower fell silent; the same path is being reopened."""
    STOPPED = "stopped"
    """The reader was stopped."""


@dataclass(frozen=True, slots=True)
class TowerStatus:
    """The link's state, with what the status bar shows."""

    state: LinkState
    message: str
    port: str
    tower: Hello | None = None
    """The HELLO of the tower on this link (kept while LOST, to say who is missing)."""
    last_heartbeat: float | None = None
    """The reader's clock when the tower was last heard (any line), None if never."""
    rolling: bool = False
    """The tower said ROLLING and no result has come yet."""
    tower_error: str | None = None
    """The text of the tower's latest ``ERR``, until its next result."""
    strict: bool = False
    """The tower's HELLO carried a checksum: its lines without one are refused."""
    refused: int = 0
    """Lines refused so far for lacking a checksum (strict mode), as `LinkStats.unchecked`."""

    @property
    def is_connected(self) -> bool:
        return self.state in (LinkState.CONNECTED, LinkState.READY)

    @property
    def can_roll(self) -> bool:
        """`request_roll` would send ROLL: a tower with a motor is ready."""
        return self.state is LinkState.READY and self.tower is not None and self.tower.motor


@dataclass(frozen=True, slots=True)
class TowerResult:
    """One accepted result: the reading for the engine, its seq and the raw line."""

    reading: DieReading
    seq: int | None
    raw: str

    def as_json(self) -> dict[str, object]:
        """What ``watch --json`` prints: ``{"face", "seq", "raw"}``."""
        face = self.reading.face
        return {"face": face.value if face is not None else None, "seq": self.seq,
                "raw": self.raw}


@dataclass(frozen=True, slots=True)
class LinkStats:
    """Counters since the reader started (all connections)."""

    connects: int = 0
    bytes: int = 0
    lines: int = 0
    results: int = 0
    """Results passed to `on_reading`."""
    repeats: int = 0
    """Results ignored because their seq was the last one again."""
    stale: int = 0
    """Results ignored because their seq went back with no restart."""
    noise: int = 0
    malformed: int = 0
    bad_checksum: int = 0
    undecodable: int = 0
    unchecked: int = 0
    """Lines refused for lacking a ``*HH`` checksum after a checksummed HELLO."""
    overlong: int = 0
    buffer_peak: int = 0
    """The most bytes the line buffer held (at most the maximum line length + 1)."""
