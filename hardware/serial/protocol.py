"""Protocol v1 of the dice tower (``PD/1``): parsing tower lines and framing app commands.

Pure functions and frozen values, no I/O: the reader, the simulator and the port probe share
them. See docs/serial-protocol.md for the protocol itself. In short, a tower sends ASCII
lines, each optionally ending in an NMEA-style ``*HH`` XOR checksum::

    HELLO <name> <firmware-version> PD/1 [motor] [seq=<n>]
    ROLLING
    RESULT <face> [seq=<n>]          face: PW, CHAOS, BLANK or a pip value 1-6
    PONG
    ERR <text>
    PW | CHAOS | BLANK | 1..6        a simple sketch's bare result

and the app sends ``PING``, ``ROLL`` and ``HELLO`` (please announce yourself).

Once a tower's HELLO carried a checksum, the reader parses with ``strict=True``: every line
but a HELLO must then carry a valid checksum, so line noise can never pass for a roll; a
simple sketch (never a HELLO) is read as before.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Final

from engine.domain import DieFace
from hardware.face_map import FaceMap

PROTOCOL: Final = "PD/1"
"""The protocol version this app speaks, as a tower announces it in HELLO."""
DEFAULT_BAUD: Final = 115200
MAX_LINE: Final = 256
"""Longest line kept, in bytes without its line end; longer ones are dropped."""

PING: Final = "PING"
ROLL: Final = "ROLL"
HELLO_QUERY: Final = "HELLO"
"""App to tower: say HELLO again (for boards that don't reset when the port opens)."""

FACE_TOKENS: Final[dict[str, DieFace]] = {
    "PW": DieFace.PLANESWALKER,
    "PLANESWALKER": DieFace.PLANESWALKER,
    "CHAOS": DieFace.CHAOS,
    "BLANK": DieFace.BLANK,
}
"""Planar faces by name (case does not matter); pip values 1-6 go through the face map."""

_CHECKSUMMED = re.compile(r"(.*)\*([0-9A-Fa-f]{2})")
_SEQ = re.compile(r"seq=(\d{1,10})", re.IGNORECASE)
_VERSION = re.compile(r"PD/(\d+)", re.IGNORECASE)


def checksum(body: str | bytes) -> str:
    """The XOR of every byte of ``body``, as two upper-case hex digits (as in NMEA 0183)."""
    data = body.encode("utf-8") if isinstance(body, str) else body
    value = 0
    for byte in data:
        value ^= byte
    return f"{value:02X}"


def frame(line: str, *, with_checksum: bool = False) -> bytes:
    """One line ready to write: ``line`` [``*HH``] and ``\\n``."""
    if "\n" in line or "\r" in line:
        raise ValueError(f"a protocol line can't contain a line end: {line!r}")
    text = f"{line}*{checksum(line)}" if with_checksum else line
    return (text + "\n").encode("utf-8")


# -- what a tower line can be --------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Hello:
    """``HELLO <name> <firmware> PD/1 [motor] [seq=<n>]``: a tower announces itself.

    `seq` is the sequence number of the tower's latest result (0 if none since it started
    counting); towers that send it let the reader tell a reboot from a reconnect.
    """

    name: str
    firmware: str
    protocol: str
    motor: bool = False
    seq: int | None = None
    checksummed: bool = dataclasses.field(default=False, compare=False)
    """The HELLO line carried a valid ``*HH``: this tower checksums its lines, so the
    reader refuses its lines that don't (strict mode)."""

    @property
    def version(self) -> int:
        """The protocol's major version (1 for ``PD/1``)."""
        m = _VERSION.fullmatch(self.protocol)
        return int(m.group(1)) if m else 0

    def line(self) -> str:
        parts = [HELLO_QUERY, self.name, self.firmware, self.protocol]
        if self.motor:
            parts.append("motor")
        if self.seq is not None:
            parts.append(f"seq={self.seq}")
        return " ".join(parts)


@dataclass(frozen=True, slots=True)
class Rolling:
    """``ROLLING``: the die is on its way (optional)."""


@dataclass(frozen=True, slots=True)
class Result:
    """``RESULT <face> [seq=<n>]``, or a simple sketch's bare face line (`bare`).

    `token` is the face as sent, upper-cased: ``PW``, ``PLANESWALKER``, ``CHAOS``,
    ``BLANK`` or a pip value ``1``-``6``.
    """

    token: str
    seq: int | None = None
    bare: bool = False

    @property
    def pips(self) -> int | None:
        return int(self.token) if self.token.isdigit() else None

    def face(self, face_map: FaceMap) -> DieFace:
        """The planar face: named faces as they are, pip values through the face map."""
        pips = self.pips
        return face_map.face(pips) if pips is not None else FACE_TOKENS[self.token]


@dataclass(frozen=True, slots=True)
class Pong:
    """``PONG``: the answer to the app's ``PING``."""


@dataclass(frozen=True, slots=True)
class TowerError:
    """``ERR <text>``: the tower reports a problem (jammed motor, sensor fault...)."""

    text: str


class DropReason(StrEnum):
    """Why a line from the port was not used."""

    NOISE = "noise"
    """Not a protocol line: boot messages, debug prints, line noise."""
    MALFORMED = "malformed"
    """A protocol keyword with fields that can't be read (``RESULT 7``, ``seq=x``)."""
    BAD_CHECKSUM = "bad checksum"
    """The ``*HH`` checksum does not match the line."""
    UNDECODABLE = "undecodable"
    """Bytes that are not UTF-8 text."""
    OVERLONG = "overlong"
    """Longer than `MAX_LINE` bytes."""
    UNCHECKED = "unchecked"
    """A result or other line without a ``*HH`` checksum from a tower whose HELLO carried
    one (strict mode): noise that happens to read ``6`` or ``chaos`` is not a roll."""


@dataclass(frozen=True, slots=True)
class Dropped:
    """A line that is not used, and why; `detail` says what was wrong."""

    reason: DropReason
    text: str
    detail: str = ""


Message = Hello | Rolling | Result | Pong | TowerError | Dropped


def parse_line(text: str, *, strict: bool = False) -> Message:
    """Reads one tower line (without its line end). Never raises: bad lines are `Dropped`.

    ``strict``: the tower checksums its lines (its HELLO did), so a line without ``*HH`` is
    `Dropped` as `DropReason.UNCHECKED`, except a HELLO (a reboot, maybe into firmware
    that doesn't checksum, is always heard)."""
    message = _parse(text)
    if (strict and not isinstance(message, Hello | Dropped)
            and _CHECKSUMMED.fullmatch(text.strip()) is None):
        return Dropped(DropReason.UNCHECKED, text.strip(),
                       "no *HH checksum, from a tower that checksums its lines")
    return message


def _parse(text: str) -> Message:
    line = text.strip()
    m = _CHECKSUMMED.fullmatch(line)
    signed = m is not None
    if m is not None:
        body, sent = m.group(1), m.group(2).upper()
        expected = checksum(body)
        if sent != expected:
            return Dropped(DropReason.BAD_CHECKSUM, line,
                           f"checksum *{sent} but the line sums to *{expected}")
        line = body.strip()
    if not line:
        return Dropped(DropReason.NOISE, text, "empty line")
    if not line.isprintable():
        return Dropped(DropReason.NOISE, line, "control characters")
    words = line.split()
    keyword = words[0].upper()
    if len(words) == 1 and (keyword in FACE_TOKENS or _is_pip(keyword)):
        return Result(keyword, None, bare=True)
    if keyword == "RESULT":
        return _parse_result(line, words[1:])
    if keyword == "HELLO":
        hello = _parse_hello(line, words[1:])
        return replace(hello, checksummed=True) if signed and isinstance(hello, Hello) else hello
    if keyword == "PONG":
        return Pong()
    if keyword == "ROLLING":
        return Rolling()
    if keyword == "ERR":
        return TowerError(line[3:].strip())
    return Dropped(DropReason.NOISE, line)


def _is_pip(token: str) -> bool:
    return len(token) == 1 and token in "123456"


def _parse_result(line: str, fields: list[str]) -> Message:
    if not fields:
        return Dropped(DropReason.MALFORMED, line, "RESULT without a face")
    token = fields[0].upper()
    if token not in FACE_TOKENS and not _is_pip(token):
        return Dropped(DropReason.MALFORMED, line,
                       f"{fields[0]!r} is not a face (PW, CHAOS, BLANK or 1-6)")
    seq = None
    for field in fields[1:]:
        if field.lower().startswith("seq="):
            m = _SEQ.fullmatch(field)
            if m is None:
                return Dropped(DropReason.MALFORMED, line,
                               f"{field!r}: seq must be a whole number 0-9999999999")
            seq = int(m.group(1))
        # other key=value fields are for later versions: ignored
    return Result(token, seq)


def _parse_hello(line: str, fields: list[str]) -> Message:
    if len(fields) < 3 or _VERSION.fullmatch(fields[2]) is None:
        return Dropped(DropReason.MALFORMED, line,
                       "HELLO needs <name> <firmware-version> PD/<version>")
    name, firmware, protocol = fields[0], fields[1], fields[2].upper()
    motor = False
    seq = None
    for field in fields[3:]:
        if field.lower() == "motor":
            motor = True
        elif field.lower().startswith("seq="):
            m = _SEQ.fullmatch(field)
            if m is None:
                return Dropped(DropReason.MALFORMED, line, f"{field!r}: seq must be a number")
            seq = int(m.group(1))
    return Hello(name, firmware, protocol, motor, seq)
