"""What every die source produces: a reading with a face, a source, a confidence and a status.

The face is the engine's own `DieFace` (the engine is pure Python, so the hardware layer may
share its domain values); the app turns an `ok` reading into a `roll` action with this source.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from engine.domain import DieFace, RollSource


class ReadingStatus(StrEnum):
    """How far a reading can be trusted."""

    OK = "ok"
    """The face was read with confidence; it goes to the engine as it is."""
    UNSURE = "unsure"
    """A face was seen but not trusted: the table is asked to confirm it. Never guessed."""
    COCKED = "cocked"
    """The die rests on an edge or corner (against the tray wall): the table re-rolls."""


@dataclass(frozen=True, slots=True)
class DieReading:
    """One result from a physical die source.

    `face` is None only for a cocked die. `pips` is the pip count a d6 showed (before the
    face map), None for a planar die. `frame` and `t` locate the reading in the source:
    the frame index and the source's own timestamp in seconds.
    """

    face: DieFace | None
    source: RollSource
    confidence: float
    status: ReadingStatus
    frame: int = -1
    t: float = 0.0
    pips: int | None = None

    def __post_init__(self) -> None:
        if not 0.0 <= self.confidence <= 1.0:
            raise ValueError(f"confidence must be within 0..1, not {self.confidence}")
        if self.face is None and self.status is not ReadingStatus.COCKED:
            raise ValueError(f"a {self.status.value} reading needs a face")
        if self.pips is not None and not 1 <= self.pips <= 6:
            raise ValueError(f"a d6 shows 1 to 6 pips, not {self.pips}")

    def as_json(self) -> dict[str, object]:
        """The reading as the `watch` commands print it."""
        return {
            "face": self.face.value if self.face is not None else None,
            "status": self.status.value,
            "confidence": round(self.confidence, 3),
            "frame": self.frame,
            "t": round(self.t, 3),
        }
