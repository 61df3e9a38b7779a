"""One frame, looked at: where the die is, whether it lies flat, and its top face's patch.

Stateless, so calibration (which checks single pictures) and the live pipeline (which adds
timing and stability) see frames exactly the same way.
"""

from __future__ import annotations

import logging
import math
from dataclasses import dataclass, field, replace

import cv2
import numpy as np
from numpy.typing import NDArray

from hardware.camera.arrays import u8
from hardware.camera.die_finder import (
    Blob,
    BlobKind,
    SizeLimits,
    find_blobs,
    order_corners,
    rectify,
    square_angle,
)
from hardware.camera.face_features import PATCH, FloatArray, colour_patch
from hardware.camera.tray import (
    BackgroundModel,
    DieTone,
    TrayRegion,
    clipped_mask,
    foreground_mask,
    shrink,
)

log = logging.getLogger(__name__)

Image = NDArray[np.uint8]


SMALL_THING = 0.25
"""The smallest thing (in die areas) that makes the tray crowded: a bead or a small coin
about half the die's width; dust and noise are smaller."""
SMALL_FILL = 0.6
"""How much of its box a thing that small must fill to count: a coin or a bead fills 0.78,
the ragged fringe of a hand's shadow much less."""
TURN_TOLERANCE = 10.0
"""Degrees a resting die's outline may seem to turn between two frames. Its edges' mean
direction (`square_angle`) jitters from frame to frame by 0.7° typically, 3° at the 95th
percentile and up to 6° on renders in varied and hard light (the minimum-area box's angle
jumped by 8-38° there, as on the real video); real dice are rounder and noisier."""


def place_tolerance(die_side: float) -> float:
    """Pixels a resting die's centre may seem to move between two frames: shading, noise
    and the camera's shake (aligned to a tenth of a pixel or so) move its outline. Its
    centroid moved by up to 1.3 % of the side from frame to frame on renders in varied and
    hard light (the box's middle by up to 5 %); real footage gets a wide margin."""
    return max(1.5, 0.06 * die_side)


@dataclass(frozen=True, slots=True)
class DieView:
    """The die as seen in one frame, in full-frame pixels."""

    kind: BlobKind
    center: tuple[float, float]
    box: NDArray[np.float32] = field(repr=False)
    side: float
    angle: float
    patch: FloatArray | None = field(default=None, repr=False)
    """Colour top-face patch (PATCH×PATCH×3, float) for a die lying flat."""
    doubtful: bool = False
    """Flat as far as can be seen, but its box is long for a flat die: a reading of it is
    never trusted without the table."""
    shift: tuple[float, float] = (0.0, 0.0)
    """Where the camera has drifted, full-frame pixels: `center` and `box` are in the
    calibrated camera's view (so a resting die stays put while the camera drifts); the
    frame itself shows the die at `box + shift`. `patch` is cut out of the frame already."""
    outline: NDArray[np.int32] | None = field(default=None, repr=False, compare=False)
    """The die's outline (N×2 points, in the calibrated camera's view like `box`) as the
    difference from the empty tray drew it: the face reader reads inside it, since that
    tells a dark die from dark felt and from its own shadow far better than a crop can."""

    def frame_box(self) -> NDArray[np.float32]:
        """The box in the frame's own pixels."""
        return (self.box + np.array(self.shift, np.float32)).astype(np.float32)

    def same_place(self, other: DieView, tolerance: float) -> bool:
        """Whether two views show the die where it was (within `tolerance` pixels and a few
        degrees, squares being the same every 90°)."""
        dx, dy = self.center[0] - other.center[0], self.center[1] - other.center[1]
        turn = abs((self.angle - other.angle + 45.0) % 90.0 - 45.0)
        return (dx * dx + dy * dy) ** 0.5 <= tolerance and turn <= TURN_TOLERANCE


@dataclass(frozen=True, slots=True)
class Look:
    """What is in the tray: the blobs at working scale, and the die if one stands out."""

    blobs: tuple[Blob, ...]
    die: DieView | None
    crowded: bool
    """More than one die-sized thing: not trusted."""
    dice: int = 0
    """How many of those things look like dice (square, flat or cocked: not round)."""

    @property
    def hand(self) -> bool:
        return any(b.kind is BlobKind.HAND for b in self.blobs)

    @property
    def empty(self) -> bool:
        return not self.blobs


FULLER = 0.03
"""How much more of its box a die's outline found by its tone must fill to be taken."""


def _fill(look: Look) -> float:
    """How much of its box the die-sized blob fills (0 with none)."""
    return max((b.fill for b in look.blobs if b.kind in (BlobKind.DIE, BlobKind.COCKED)),
               default=0.0)


class FrameAnalyser:
    """Finds the die in full frames, against an empty-tray background."""

    def __init__(self, region: TrayRegion, background: Image, empty_frames: list[Image],
                 die_side: float, dark_ink: bool | None = None,
                 floor: TrayRegion | None = None, die_tone: DieTone | None = None,
                 dark_tone: DieTone | None = None) -> None:
        if not region.fits(background):
            raise ValueError(f"tray region {region.as_tuple()} is outside the "
                             f"{background.shape[1]}×{background.shape[0]} frame")
        # Whole working pixels: a working copy then samples the frame on one grid however
        # it is cut (`align` cuts it again from the frame, from a larger piece).
        step = region.step
        region = replace(region, w=region.w - region.w % step, h=region.h - region.h % step)
        self.region = region
        self.model = BackgroundModel(region, empty_frames, die_tone)
        self.background = region.crop(background).astype(np.float32)
        self.clipped = clipped_mask(self.background)
        self.die_side = die_side
        self.dark_ink = dark_ink
        self.floor = floor or region
        self.dark_tone = dark_tone
        """A dark die's tone, tried where no die is made out by colour (see the profile)."""

    @property
    def die_side_work(self) -> float:
        return self.die_side * self.region.scale

    def align(self, work: Image, offset: tuple[float, float], gain: float = 1.0,
              frame: Image | None = None) -> Image:
        """The working copy moved back to the calibrated camera's view (`offset`: where the
        camera drifted, working pixels). Given the whole `frame`, the copy is cut again from
        it where the tray now lies, so a die by the wall stays whole however far the camera
        drifted (tuning seed 203: cut from the old working copy, a strip as wide as the
        drift was missing, and a die lying in it was half there: "other", a missed roll).
        What the camera no longer sees at all is filled with the empty tray, so it never
        looks like something in it."""
        if abs(offset[0]) < 0.05 and abs(offset[1]) < 0.05:
            return work
        h, w = work.shape[:2]
        shift = offset
        if frame is not None:
            region = self.region
            s = region.scale
            # Margins of whole working pixels, even where the frame's edge clips them: the
            # copy then samples the frame on the working copy's own grid (half a pixel off,
            # it blurred differently from frame to frame as the clip came and went, and the
            # tray never looked quiet).
            step = region.step
            m = math.ceil(max(abs(offset[0]), abs(offset[1]))) + 2
            fh, fw = frame.shape[:2]
            left = step * min(m, region.x // step)
            top = step * min(m, region.y // step)
            right = step * min(m, max(0, fw - region.x - region.w) // step)
            bottom = step * min(m, max(0, fh - region.y - region.h) // step)
            cut = frame[region.y - top:region.y + region.h + bottom,
                        region.x - left:region.x + region.w + right]
            work = shrink(cut, s)
            shift = (offset[0] + left * s, offset[1] + top * s)
        fill = u8(cv2.convertScaleAbs(self.model.image, alpha=gain))
        matrix = np.array([[1.0, 0.0, shift[0]], [0.0, 1.0, shift[1]]], np.float32)
        # WARP_INVERSE_MAP: output pixel p takes the copy's pixel p + shift.
        return u8(cv2.warpAffine(work, matrix, (w, h), dst=fill,
                                 flags=cv2.INTER_LINEAR | cv2.WARP_INVERSE_MAP,
                                 borderMode=cv2.BORDER_TRANSPARENT))

    def look(self, frame: Image, work: Image | None = None,
             offset: tuple[float, float] = (0.0, 0.0), gain: float | None = None) -> Look:
        """What is in the tray. `work` is the working copy already aligned to the calibrated
        view, `offset` the camera's drift it was aligned by (working pixels), `gain` the
        exposure against the background's (measured here if not given)."""
        if work is None:
            work = self.align(self.region.work(frame), offset, frame=frame)
        if gain is None:
            gain = self.model.gain(work)
        found = self._look(frame, work, offset, gain, self.model.die_tone)
        if self.dark_tone is None or found.hand:
            return found
        # A dark die where the light falls off comes out of the shadow test ragged, in
        # pieces or not at all. Counting its tone as the die may show it whole: the look
        # whose die is the fuller square is taken (never one that finds no die, or a
        # crowded tray).
        toned = self._look(frame, work, offset, gain, self.dark_tone)
        if toned.die is None:
            return found
        if found.die is None or _fill(toned) > _fill(found) + FULLER:
            return toned
        return found

    def _look(self, frame: Image, work: Image, offset: tuple[float, float], gain: float,
              tone: DieTone | None) -> Look:
        everything = find_blobs(foreground_mask(work, self.model.image * gain,
                                                self.model.threshold, self.model.noise,
                                                self.model.clipped, tone),
                                self.die_side_work, SizeLimits(min_area=SMALL_THING))
        unit = self.die_side_work ** 2
        blobs = [b for b in everything if b.area >= SizeLimits().min_area * unit]
        candidates = [b for b in blobs if b.kind in (BlobKind.DIE, BlobKind.COCKED)]
        # Anything else lying in the tray (a coin, a bead, a token, a second die half hidden
        # in its shadow) makes the reading untrustworthy too; not fingers reaching in over
        # the edge.
        others = [b for b in everything
                  if b.kind is not BlobKind.HAND and not b.cut
                  and not any(b is c for c in candidates)
                  and (b.area >= SizeLimits().min_area * unit or b.fill >= SMALL_FILL)]
        crowded = len(candidates) + len(others) > 1
        die = None
        if len(candidates) == 1 and not crowded and not any(
                b.kind is BlobKind.HAND for b in blobs):
            s = self.region.scale
            die = self.refine(frame, candidates[0], gain, (offset[0] / s, offset[1] / s),
                              tone)
        # A die's outline fills 0.82-0.98 of its box on renders, a coin's 0.76-0.82: only
        # for the words the player sees; both are refused.
        dice = sum(1 for b in candidates if b.fill >= 0.83)
        return Look(tuple(blobs), die, crowded, dice)

    def refine(self, frame: Image, blob: Blob, gain: float,
               shift: tuple[float, float] = (0.0, 0.0),
               tone: DieTone | None = None) -> DieView | None:
        """The blob measured again at full resolution, and its top face cut out. `shift`
        is the camera's drift in full-frame pixels: the frame is read that much off;
        `tone` the die's tone the blob was found with."""
        s = self.region.scale
        cx, cy = blob.center[0] / s, blob.center[1] / s
        half = 0.9 * max(blob.size) / s + 4
        x0, y0 = max(0, int(cx - half)), max(0, int(cy - half))
        x1 = min(self.region.w, int(cx + half) + 1)
        y1 = min(self.region.h, int(cy + half) + 1)
        ox, oy = self.region.x + x0, self.region.y + y0
        if shift == (0.0, 0.0):
            crop = self.region.crop(frame)[y0:y1, x0:x1]
        else:
            middle = (ox + shift[0] + (x1 - x0 - 1) / 2, oy + shift[1] + (y1 - y0 - 1) / 2)
            crop = u8(cv2.getRectSubPix(frame, (x1 - x0, y1 - y0), middle))
        mask = foreground_mask(crop, self.background[y0:y1, x0:x1] * gain,
                               self.model.threshold, self.model.noise,
                               self.clipped[y0:y1, x0:x1], tone)
        # Noise on the outline (a die as dark as the floor's shadow) leaves spurs that come
        # and go from frame to frame: cut them off, so a resting die's outline holds still.
        k = max(3, round(0.08 * blob.side / s)) | 1
        mask = u8(cv2.morphologyEx(mask, cv2.MORPH_OPEN,
                                   cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (k, k))))
        contours, _ = cv2.findContours(mask, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_NONE)
        if not contours:
            return None
        contour = max(contours, key=cv2.contourArea)
        (bx, by), (w, h), angle = cv2.minAreaRect(contour)
        moments = cv2.moments(contour)
        if min(w, h) < 0.5 * blob.side / s:
            return None
        local = cv2.boxPoints(((bx, by), (w, h), angle)).astype(np.float32)
        aspect = float(max(w, h) / max(min(w, h), 1e-3))
        # lying() and rectify() read the aligned crop: the die as the calibrated camera saw it
        kind, doubtful = lying(crop, local, aspect, self.dark_ink)
        box = (local + np.array([ox, oy], np.float32)).astype(np.float32)
        if kind is BlobKind.DIE and aspect > 1.05 and self._near_wall(box):
            # Leaning on the wall at a steep angle, a die looks almost flat.
            doubtful = True
        patch = None
        if kind is BlobKind.DIE:
            patch = colour_patch(rectify(crop, local, PATCH))
        # The outline's centroid: steadier than the box's middle, which a one-pixel spur
        # at a corner shifts by half a pixel or more.
        mx, my = ((moments["m10"] / moments["m00"], moments["m01"] / moments["m00"])
                  if moments["m00"] > 0 else (bx, by))
        center = (float(mx + ox), float(my + oy))
        turn = square_angle(np.asarray(contour, np.int32))
        outline = (np.asarray(contour, np.int32).reshape(-1, 2)
                   + np.array([ox, oy], np.int32)).astype(np.int32)
        return DieView(kind, center, box, float(min(w, h)), turn, patch, doubtful, shift,
                       outline)


    def _near_wall(self, box: NDArray[np.float32]) -> bool:
        """Whether the box reaches the tray floor's edge (the wall): a die leaning on the
        wall reaches over it."""
        f = self.floor
        gaps = (box[:, 0].min() - f.x, box[:, 1].min() - f.y,
                f.x + f.w - box[:, 0].max(), f.y + f.h - box[:, 1].max())
        return float(min(gaps)) < 0.12 * self.die_side


def lying(frame: Image, box: NDArray[np.float32], aspect: float,
          dark_ink: bool | None = None) -> tuple[BlobKind, bool]:
    """Flat or cocked, from the die's full-resolution box.

    Seen from above, a flat die's top face is a full square; only a thin side strip (the
    camera is never exactly overhead) lengthens the box. A cocked die shows two tilted faces
    of similar size, split by a step in brightness. So: cut the box along its long axis,
    find the strongest brightness step, and see how much of the box its larger side covers.
    Each column is summed up by a percentile that skips the ink (`dark_ink`), so a symbol
    doesn't look like a step. The second value says a flat verdict is doubtful.
    """
    if aspect <= 1.12:
        return BlobKind.DIE, False
    ordered = order_corners(box)
    if np.linalg.norm(ordered[1] - ordered[0]) < np.linalg.norm(ordered[3] - ordered[0]):
        ordered = np.roll(ordered, -1, axis=0)  # long side first, so columns run along it
    long_, short = 96, 64
    dst = np.array([[0, 0], [long_ - 1, 0], [long_ - 1, short - 1], [0, short - 1]],
                   np.float32)
    matrix = cv2.getPerspectiveTransform(ordered.astype(np.float32), dst)
    gray = cv2.cvtColor(u8(cv2.warpPerspective(frame, matrix, (long_, short))),
                        cv2.COLOR_BGR2GRAY).astype(np.float32)
    level = 50 if dark_ink is None else (85 if dark_ink else 15)
    columns = np.percentile(gray[8:-8], level, axis=0)
    profile = np.convolve(columns, np.ones(5) / 5.0, mode="same")[4:-4]
    # The edge between two faces of a cocked die is a dark groove across the box, well
    # inside it; a flat die's only edge (to its side strip) is near one end.
    middle = profile[profile.size // 4: 3 * profile.size // 4]
    # A deep groove says cocked even in a shorter box (tuning seed 304: 0.41 of the body's
    # level at a 1.15 box; flat dice's dips, on tuning seeds 100-306, stay above 0.78).
    groove = float(middle.min()) / max(float(np.median(profile)), 1.0)
    if groove < (0.85 if aspect >= 1.18 else 0.6):
        return BlobKind.COCKED, False
    best, split = 0.0, 0
    for i in range(6, profile.size - 6):
        left, right = float(profile[:i].mean()), float(profile[i:].mean())
        step = abs(left - right) / max(left, right, 1.0)
        if step > best:
            best, split = step, i
    larger = max(split, profile.size - split) / profile.size
    if best >= 0.08:
        if larger < 0.78:
            return BlobKind.COCKED, False
        # The larger side is the top face, so it must be about square. Traced on tuning
        # seed 204 (a cream die cocked on a dark mat, its two faces equally lit): the only
        # step was at the box's very end, where it overhangs the floor, leaving a "top
        # face" 1.13-1.35 times as long as wide; it was read ok as blank. Flat dice's stay
        # under 1.12 but for one in 26 (1.16).
        return BlobKind.DIE, larger * aspect > 1.12
    # No step and no groove: only a near-square box passes as flat; a re-roll costs less
    # than a misread.
    return (BlobKind.DIE, True) if aspect < 1.22 else (BlobKind.COCKED, False)
