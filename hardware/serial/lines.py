"""A bounded line splitter: bytes in as they come, whole lines out.

The reader does not use pyserial's ``readline()``, which returns a partial line when its
timeout expires. It reads whatever bytes are there and feeds them here; only complete lines
(ending in ``\\n``, with an optional ``\\r`` before it) come out. A line longer than
`max_line` bytes is dropped as a whole, up to its line end, so the buffer never holds more
than `max_line` bytes whatever arrives.
"""

from __future__ import annotations

from hardware.serial.protocol import MAX_LINE


class LineSplitter:
    """Splits a byte stream into lines of at most `max_line` bytes."""

    def __init__(self, max_line: int = MAX_LINE) -> None:
        if max_line < 1:
            raise ValueError(f"max_line must be at least 1, not {max_line}")
        self.max_line = max_line
        self._buffer = bytearray()
        self._skipping = False
        self.overlong = 0
        """Lines dropped for being too long, since this splitter was made."""
        self.peak = 0
        """The most bytes the buffer ever held."""

    def __len__(self) -> int:
        return len(self._buffer)

    def reset(self) -> None:
        """Forgets a partial line (after a disconnect: it will never be completed)."""
        self._buffer.clear()
        self._skipping = False

    def feed(self, data: bytes) -> list[bytes]:
        """The lines completed by `data`, without their line ends; empty lines are skipped."""
        out: list[bytes] = []
        start = 0
        while True:
            end = data.find(b"\n", start)
            if end < 0:
                break
            piece = data[start:end]
            if self._skipping:
                self._skipping = False
            elif len(self._buffer) + len(piece) > self.max_line + 1:  # +1: a '\r' before '\n'
                self.overlong += 1
            else:
                self._buffer += piece
                self.peak = max(self.peak, len(self._buffer))
                line = bytes(self._buffer).rstrip(b"\r")
                if len(line) > self.max_line:
                    self.overlong += 1
                elif line:
                    out.append(line)
            self._buffer.clear()
            start = end + 1
        rest = len(data) - start
        if rest and not self._skipping:
            if len(self._buffer) + rest > self.max_line + 1:
                self._buffer.clear()
                self._skipping = True
                self.overlong += 1
            else:
                self._buffer += data[start:]
                self.peak = max(self.peak, len(self._buffer))
        return out
