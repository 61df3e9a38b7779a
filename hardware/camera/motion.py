"""Motion in the tray, with hysteresis: *rolling* starts on a clear change between frames
and ends only after several quiet frames in a row, so noise and a die that is still creeping
don't flicker the state."""

from __future__ import annotations

import logging
import math
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


MIN_MATCH = 0.8
"""Correlation with the calibrated view below which a camera estimate isn't trusted (a hand
or an arm covers much of the tray)."""


class CameraTracker:
    """Where the camera points now against its calibrated view: a translation in working
    pixels, so frames can be aligned before anything is compared.

    A webcam on a desk drifts and shakes by a few pixels; without this, every pixel along
    every edge in the tray changes and the tray never looks quiet. The estimate is ECC
    (intensity-normalised, so exposure steps don't disturb it) on a half-size copy,
    started from the last estimate; when that fails (a sudden knock), a phase correlation
    over the whole view finds the new offset first. Estimates under a big hand are not
    trusted: the last good one stays.
    """

    def __init__(self, reference: NDArray[np.float32], bump: float) -> None:
        self.bump = bump
        """A jump this big (working pixels) between two trusted frames is a knock."""
        self.offset = (0.0, 0.0)
        """Frame content position minus calibrated position, working pixels."""
        self.bumped = False
        """The camera jumped at the last frame (not a drift or a shake)."""
        self.trusted = False
        """The last frame's estimate was good (none yet: the first can't be a knock)."""
        self._reference = self._small(reference)
        self._window = cv2.createHanningWindow(
            (self._reference.shape[1], self._reference.shape[0]), cv2.CV_32F)
        self._criteria = (cv2.TERM_CRITERIA_COUNT | cv2.TERM_CRITERIA_EPS, 8, 1e-2)
        self._mask = np.full(self._reference.shape, 255, np.uint8)

    @staticmethod
    def _small(gray: NDArray[np.floating] | NDArray[np.uint8]) -> NDArray[np.float32]:
        h, w = gray.shape[:2]
        small = cv2.resize(gray, (max(8, w // 2), max(8, h // 2)), interpolation=cv2.INTER_AREA)
        return np.asarray(small, dtype=np.float32)

    def set_reference(self, reference: NDArray[np.float32]) -> None:
        """A new calibrated view (the background model followed the light)."""
        self._reference = self._small(reference)
        self._mask = np.full(self._reference.shape, 255, np.uint8)

    def _ecc(self, small: NDArray[np.float32], start: tuple[float, float]
             ) -> tuple[float, tuple[float, float]]:
        warp = np.array([[1.0, 0.0, start[0] / 2], [0.0, 1.0, start[1] / 2]], np.float32)
        try:
            rho, found = cv2.findTransformECC(self._reference, small, warp,
                                              cv2.MOTION_TRANSLATION, self._criteria,
                                              self._mask, 1)
            warp = np.asarray(found, np.float32)
        except cv2.error:  # did not converge: no estimate from this start
            return 0.0, start
        return float(rho), (float(warp[0, 2]) * 2, float(warp[1, 2]) * 2)

    def update(self, gray: NDArray[np.uint8]) -> tuple[float, float]:
        """The offset for this frame (working-scale grey image of the tray)."""
        small = self._small(gray)
        was_trusted = self.trusted
        previous = self.offset
        rho, offset = self._ecc(small, previous)
        if rho < MIN_MATCH or math.dist(offset, previous) > self.bump:
            # Copies: OpenCV's phaseCorrelate applies the window in place when the size
            # needs no padding, which would spoil the reference.
            (dx, dy), _ = cv2.phaseCorrelate(self._reference.copy(), small.copy(),
                                             self._window)
            rho, offset = self._ecc(small, (float(dx) * 2, float(dy) * 2))
        self.trusted = rho >= MIN_MATCH
        self.bumped = False
        if self.trusted:
            self.bumped = was_trusted and math.dist(offset, previous) > self.bump
            if self.bumped:
                log.info("the camera jumped by %.1f working px", math.dist(offset, previous))
            self.offset = offset
        return self.offset
