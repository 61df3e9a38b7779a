"""The resting die seen through several still frames at once: their average around it.

A cheap webcam's noise, raised by its own sharpening and cut into blocks by MJPEG, makes
two frames of a tray where nothing moved differ by more than 14 grey levels on 13-17 %
of their pixels (the real photos of the 2026-11-23 review). Read one frame at a time, a
face's cues came out weak or its blank looked faintly inked, and the watcher, which wants
every vote sure, sent a quarter of the rolls in clean light to the table (rendered with
`Hazards(webcam=True)`, tuning seeds 600-605). The die at rest doesn't change while the
noise does: the average of k frames has 1/√k of the noise.

Frames are put on top of each other where they show the die: the camera's drift between
them (`DieView.shift`) first, then what is left measured on the crop itself (phase
correlation, to a tenth of a pixel or so). A frame that doesn't line up within
`MAX_MISALIGN` of what the camera's estimate said, or whose exposure differs by more than
`GAIN_STEP` (a burnt-out spot must stay burnt out, not be averaged into ink), is left out.
The stack starts again whenever the die is seen elsewhere.

Calibration pictures are taken the same way (`still_picture`): the wizard keeps, for each
face picture, the average of `PICTURE_FRAMES` frames that line up, so a profile measures
the die with as much noise as the watcher's deciding read has.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Sequence
from dataclasses import dataclass

import cv2
import numpy as np

from hardware.camera.analysis import DieView
from hardware.camera.arrays import FloatImage, Image, f32, u8
from hardware.camera.crop_profile import crop_box
from hardware.camera.live_faces import CROP_SIDES

log = logging.getLogger(__name__)

STACK_FRAMES = 4
"""Still frames averaged at most (noise halved), the newest kept."""
MAX_MISALIGN = 1.0
"""Pixels a frame may sit off where the camera's estimate puts it and still be averaged."""
GAIN_STEP = 0.03
"""Exposure change (a fraction) past which frames are not averaged together."""
MIN_RESPONSE = 0.05
"""Phase correlation's peak below which the crops are taken not to match at all."""
PICTURE_FRAMES = 3
"""Frames a calibration picture is averaged from: as many as the watcher's deciding read
sees (`STABLE_VOTES`), so a profile's pictures are as noisy as what it reads. Averaged
from 4, the calibration blanks showed less faint ink than a live blank read through 3,
and more of those were doubted (tuning seed 602 in a cheap webcam's noise: 5 of 20)."""
SCENE_CHANGE = 20.0
"""Grey levels by which a lined-up frame may differ from the newest, smoothed over a few
pixels (noise alone stays under 10 on the noisiest renders), before it counts as showing
something else: a hand leaving, a die still rocking."""


@dataclass(frozen=True, slots=True)
class _Still:
    image: Image
    view: DieView
    gain: float


class StillStack:
    """Averages the crop around a resting die over the last still frames that show it in
    one place. Not thread-safe: the watcher owns it."""

    def __init__(self, tolerance: float) -> None:
        self.tolerance = tolerance
        """Pixels the die's centre may seem to move between frames that are averaged."""
        self._stills: list[_Still] = []
        self.depth = 0
        """How many frames the last `add` averaged (1: the frame alone)."""

    def clear(self) -> None:
        self._stills.clear()
        self.depth = 0

    def add(self, image: Image, view: DieView, gain: float) -> Image:
        """`image` (the camera's raw frame) with the crop around the die replaced by the
        average of this frame and the earlier still frames that show the die in the same
        place; the frame itself where there are none."""
        if self._stills and not view.same_place(self._stills[-1].view, self.tolerance):
            self._stills.clear()
        earlier = [s for s in self._stills[-(STACK_FRAMES - 1):]
                   if abs(gain / s.gain - 1.0) <= GAIN_STEP]
        self._stills = [*self._stills, _Still(image, view, gain)][-STACK_FRAMES:]
        self.depth = 1
        if not earlier:
            return image
        sx, sy = view.shift
        x0, y0, x1, y1 = crop_box(image.shape, (view.center[0] + sx, view.center[1] + sy),
                                  view.side, CROP_SIDES)
        w, h = x1 - x0, y1 - y0
        if w < 16 or h < 16:
            return image
        now = image[y0:y1, x0:x1]
        now_gray = f32(cv2.cvtColor(now, cv2.COLOR_BGR2GRAY))
        window = f32(cv2.createHanningWindow((w, h), cv2.CV_32F))
        total = f32(now).copy()
        for still in earlier:
            # where the camera's estimate says that frame shows what this one shows here
            x = x0 - (sx - still.view.shift[0])
            y = y0 - (sy - still.view.shift[1])
            seen = f32(cv2.cvtColor(_moved(still.image, x, y, w, h), cv2.COLOR_BGR2GRAY))
            lined = _line_up(now_gray, window, still.image, (x, y), seen)
            if lined is None:
                continue
            total += f32(lined)
            self.depth += 1
        if self.depth == 1:
            return image
        out = image.copy()
        out[y0:y1, x0:x1] = _mean(total, self.depth)
        return out


def _line_up(reference: FloatImage, window: FloatImage, image: Image,
             corner: tuple[float, float], seen: FloatImage) -> Image | None:
    """The part of `image` that shows what `reference` (grey) shows: `seen` is the grey of
    the part at `corner` (top-left, sub-pixel), and phase correlation says how far off it
    is. None when it is more than `MAX_MISALIGN` off, or doesn't match at all."""
    (rx, ry), response = cv2.phaseCorrelate(reference, seen, window)
    if response < MIN_RESPONSE or math.hypot(rx, ry) > MAX_MISALIGN:
        log.debug("a frame left out of an average: %.2f px off (%.2f)",
                  math.hypot(rx, ry), response)
        return None
    h, w = reference.shape[:2]
    return _moved(image, corner[0] + rx, corner[1] + ry, w, h)


def _mean(total: FloatImage, count: int) -> Image:
    """The average of `count` frames summed in `total`, rounded back to 8 bits."""
    return u8(np.clip(total / np.float32(count) + 0.5, 0, 255))


def _moved(image: Image, x: float, y: float, w: int, h: int) -> Image:
    """The w×h part of `image` whose top-left corner is at (x, y), sub-pixel. Within a
    tenth of a pixel of whole pixels it is cut as is: interpolating would only blur."""
    if abs(x - round(x)) < 0.1 and abs(y - round(y)) < 0.1:
        x, y = round(x), round(y)
    m = np.array([[1.0, 0.0, -x], [0.0, 1.0, -y]], np.float32)
    return u8(cv2.warpAffine(image, m, (w, h), flags=cv2.INTER_LINEAR,
                             borderMode=cv2.BORDER_REPLICATE))


def still_picture(frames: Sequence[Image]) -> Image:
    """One picture of a still tray from `frames` taken one after another: the newest,
    averaged with the earlier ones of the same exposure that line up with it (the whole
    frame, within `MAX_MISALIGN`) and show the same scene."""
    if not frames:
        raise ValueError("no frames to make a picture of")
    last = frames[-1]
    h, w = last.shape[:2]
    last_gray = f32(cv2.cvtColor(last, cv2.COLOR_BGR2GRAY))
    level = max(1.0, float(last_gray.mean()))
    window = f32(cv2.createHanningWindow((w, h), cv2.CV_32F))
    total = f32(last).copy()
    count = 1
    for frame in frames[:-1]:
        if frame.shape != last.shape:
            continue
        gray = f32(cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY))
        if abs(float(gray.mean()) / level - 1.0) > GAIN_STEP:
            continue
        moved = _line_up(last_gray, window, frame, (0.0, 0.0), gray)
        if moved is None:
            continue
        change = cv2.GaussianBlur(cv2.absdiff(f32(cv2.cvtColor(moved, cv2.COLOR_BGR2GRAY)),
                                              last_gray), (0, 0), 2.0)
        if int(np.count_nonzero(change > SCENE_CHANGE)) > 0.001 * change.size:
            log.debug("a frame left out of a picture: something in it moved")
            continue
        total += f32(moved)
        count += 1
    if count == 1:
        return last
    return _mean(total, count)
