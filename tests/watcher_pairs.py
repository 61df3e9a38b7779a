"""Two roll watchers fed the same frames, scored as the bench scores them: a test shows a
failure with the old behaviour and its fix with the new on one rendered session."""

from __future__ import annotations

from collections.abc import Iterable

from bench.camera import Read, Tally, score
from hardware.camera.pipeline import RollWatcher
from hardware.camera.sources import Frame
from hardware.camera.synthetic import RollTruth


def play_both(frames: Iterable[Frame], truths: list[RollTruth], fps: float,
              now: RollWatcher, before: RollWatcher) -> tuple[Tally, Tally]:
    """The tallies of `now` and `before` over the same frames (fed in step, so a long
    session's frames may come from a generator)."""
    reads: tuple[list[Read], list[Read]] = ([], [])
    for frame in frames:
        for watcher, kept in zip((now, before), reads, strict=True):
            reading = watcher.feed(frame)
            if reading is not None:
                kept.append((reading, 0.0, watcher.doubt))
    tally, old = Tally(), Tally()
    score(truths, reads[0], fps, tally)
    score(truths, reads[1], fps, old)
    return tally, old
