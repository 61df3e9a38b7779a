"""Motion in the tray, with hysteresis: *rolling* starts on a clear change between frames
and ends only after several quiet frames in a row, so noise and a die that is still creeping
don't flicker the state."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from enum import StrEnum

import cv2
import numpy as np
from numpy.typing import NDArray

log = logging.getLogger(__name__)


class Motion(StrEnum):
    """What the tray is doing, frame by frame."""

    QUIET = "quiet"
    """Nothing changed for `rest_frames` frames in a row."""
    MOVING = "moving"
    """Something moves: a rolling die, a hand, a shadow."""


@dataclass(frozen=True, slots=True)
class MotionThresholds:
    """Changed-pixel counts (working scale) that start and end motion."""

    start: int
    quiet: int
    rest_frames: int = 1

    @classmethod
    def for_die(cls, die_side_work: float) -> MotionThresholds:
        """Thresholds in proportion to the die: a moving die changes about its own area;
        a quiet tray changes a few stray pixels at most."""
        area = die_side_work * die_side_work
        return cls(start=max(6, round(0.12 * area)), quiet=max(2, round(0.02 * area)))


class MotionDetector:
    """Counts pixels whose grey level changed by more than `level` since the last frame."""

    def __init__(self, thresholds: MotionThresholds, level: float) -> None:
        self.thresholds = thresholds
        self.level = level
        self.state = Motion.QUIET
        self.changed = 0
        self._quiet_run = 0
        self._previous: NDArray[np.uint8] | None = None

    def update(self, gray: NDArray[np.uint8]) -> Motion:
        previous, self._previous = self._previous, gray
        if previous is None or previous.shape != gray.shape:
            self.changed = 0
            return self.state
        diff = cv2.absdiff(gray, previous)
        self.changed = int(np.count_nonzero(diff > self.level))
        if self.changed >= self.thresholds.start:
            self._quiet_run = 0
            if self.state is Motion.QUIET:
                log.debug("motion starts (%d px changed)", self.changed)
            self.state = Motion.MOVING
        elif self.changed <= self.thresholds.quiet:
            self._quiet_run += 1
            if self.state is Motion.MOVING and self._quiet_run >= self.thresholds.rest_frames:
                log.debug("motion ends after %d quiet frames", self._quiet_run)
                self.state = Motion.QUIET
        else:
            # Between the two thresholds: keep the state, but it isn't quiet either.
            self._quiet_run = 0
        return self.state

    @property
    def quiet_run(self) -> int:
        """Quiet frames in a row so far."""
        return self._quiet_run
