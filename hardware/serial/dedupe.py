"""Which results are new: the sequence-number rule that keeps rolls from being lost or doubled.

A tower numbers its results (``seq=<n>``) and may send its latest result again after a
reconnect, because it can't know whether the app got it. The tracker lives as long as the
reader, across reconnects, and decides (docs/serial-protocol.md, "Duplicates and reboots"):

1. A result without a seq is always new (simple sketches can't be deduplicated).
2. The first seq seen is new, unless a HELLO already told us the tower's count (rule 6).
3. The same seq as the last accepted one is a repeat: ignored.
4. A higher seq is new. A jump of more than one means results were missed; it is logged.
5. A lower seq is a restarted count (new) if the tower said HELLO without a seq since the
   last accepted result, or, from a tower that never put a seq in its HELLO (so it can't
   announce a restart), if the seq is 0 or 1; otherwise it is a stale repeat: ignored.
6. ``HELLO ... seq=<n>`` tells the tower's current count. From a tower not heard before
   (or a different name: a different tower, whose count is unrelated), results up to n were
   made before we listened: not ours. From the same tower, n lower than our last seq means
   it restarted counting (a reboot), so we count from n; n higher means it rolled while we
   were away, and its resend of n is accepted.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from hardware.serial.protocol import Hello


class Verdict(StrEnum):
    """What to do with a result."""

    NEW = "new"
    """A roll the app has not seen: use it."""
    REPEAT = "repeat"
    """The tower sent its last result again (after a reconnect): ignore it."""
    STALE = "stale"
    """An older seq with no sign of a restart: ignore it."""


@dataclass(frozen=True, slots=True)
class Check:
    verdict: Verdict
    note: str = ""
    """Why, for the log, when it is worth saying (a gap, a restart, a repeat)."""
    missed: int = 0
    """Results the seq skipped: lost on the way (or made while nobody listened)."""


class SeqTracker:
    """Remembers the tower and its last accepted seq (thread-confined: the reader's thread)."""

    def __init__(self, tower: str | None = None, last_seq: int | None = None) -> None:
        self.tower = tower
        self.last_seq = last_seq
        self._restarted = False
        self._counts_in_hello = False

    def __repr__(self) -> str:
        return f"SeqTracker(tower={self.tower!r}, last_seq={self.last_seq!r})"

    def hello(self, hello: Hello) -> str:
        """Takes note of a HELLO; returns what changed, for the log ('' if nothing)."""
        note = ""
        if self.tower is not None and hello.name != self.tower:
            note = f"a different tower ({hello.name!r}, was {self.tower!r}): counting afresh"
            self.last_seq = None
            self._counts_in_hello = False
        self.tower = hello.name
        if hello.seq is None:
            self._restarted = True
            return note
        self._restarted = False
        self._counts_in_hello = True
        if self.last_seq is None:
            self.last_seq = hello.seq
        elif hello.seq < self.last_seq:
            note = (f"{hello.name} restarted its count (HELLO seq={hello.seq} after "
                    f"seq={self.last_seq})")
            self.last_seq = hello.seq
        elif hello.seq > self.last_seq:
            note = (f"{hello.name} rolled while away (HELLO seq={hello.seq}, last seen "
                    f"seq={self.last_seq})")
        return note

    def check(self, seq: int | None) -> Check:
        """Decides whether a result with this seq is new, and remembers it if it is."""
        last = self.last_seq
        if seq is None:
            return self._accept(None, "")
        if last is None:
            return self._accept(seq, "")
        if seq == last:
            return Check(Verdict.REPEAT, f"seq={seq} again: a repeat, ignored")
        if seq > last:
            gap = seq - last - 1
            note = (f"seq={seq} after seq={last}: {gap} result{'s' if gap > 1 else ''} "
                    "missed" if gap else "")
            return self._accept(seq, note, gap)
        if self._restarted or (seq <= 1 and not self._counts_in_hello):
            return self._accept(seq, f"seq={seq} after seq={last}: the tower restarted its "
                                     "count")
        return Check(Verdict.STALE, f"seq={seq} after seq={last} with no restart: a stale "
                                    "repeat, ignored")

    def _accept(self, seq: int | None, note: str, missed: int = 0) -> Check:
        if seq is not None:
            self.last_seq = seq
        self._restarted = False
        return Check(Verdict.NEW, note, missed)
