"""The tray region and the empty-tray background model.

Everything the detector does happens inside the tray region, on a copy scaled down to
`WORK_SIDE` pixels across (enough for a die of 15+ pixels; classification later goes back
to the full-resolution frame). The background is the per-pixel median of several empty
frames, with the sensor noise measured from their spread so thresholds follow the camera.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

import cv2
import numpy as np
from numpy.typing import NDArray

from hardware.camera.arrays import FloatImage, Image, f32, u8

log = logging.getLogger(__name__)

CLIPPED = 250.0
"""A background level at or above this is taken as clipped by the camera."""
WORK_SIDE = 320
"""Longer side of the tray's working copy, in pixels."""


@dataclass(frozen=True, slots=True)
class TrayRegion:
    """The tray floor in full-frame pixels, and the scale of its working copy."""

    x: int
    y: int
    w: int
    h: int

    def __post_init__(self) -> None:
        if self.w < 32 or self.h < 32 or self.x < 0 or self.y < 0:
            raise ValueError(f"tray region {self.as_tuple()} is too small or off the frame")

    @property
    def scale(self) -> float:
        """A power of two, so shrinking takes OpenCV's fast whole-pixel path."""
        scale = 1.0
        while max(self.w, self.h) * scale > WORK_SIDE * 1.25:
            scale /= 2.0
        return scale

    @property
    def step(self) -> int:
        """Full-frame pixels in one working pixel."""
        return max(1, round(1.0 / self.scale))

    def as_tuple(self) -> tuple[int, int, int, int]:
        return (self.x, self.y, self.w, self.h)

    def crop(self, image: Image) -> Image:
        return image[self.y:self.y + self.h, self.x:self.x + self.w]

    def work(self, image: Image) -> Image:
        """The tray cut out of a full frame and scaled down to its working size."""
        return shrink(self.crop(image), self.scale)

    def fits(self, image: Image) -> bool:
        return bool(image.shape[1] >= self.x + self.w and image.shape[0] >= self.y + self.h)

    def expanded(self, margin: float, width: int, height: int) -> TrayRegion:
        """The region grown by `margin` pixels on every side, within the frame: a die
        cocked against the wall leans over the rim, past the floor's edge."""
        m = round(margin)
        x0, y0 = max(0, self.x - m), max(0, self.y - m)
        x1, y1 = min(width, self.x + self.w + m), min(height, self.y + self.h + m)
        return TrayRegion(x0, y0, x1 - x0, y1 - y0)

    @classmethod
    def whole(cls, width: int, height: int, margin: float = 0.02) -> TrayRegion:
        mx, my = round(width * margin), round(height * margin)
        return cls(mx, my, width - 2 * mx, height - 2 * my)


def shrink(image: Image, scale: float) -> Image:
    """A piece of a full frame at working `scale` (a copy, contiguous, even at 1)."""
    if scale >= 1.0:
        return u8(np.ascontiguousarray(image))
    h, w = image.shape[:2]
    size = (max(1, round(w * scale)), max(1, round(h * scale)))
    return u8(cv2.resize(image, size, interpolation=cv2.INTER_AREA))


FLOOR_CHROMA = 0.03
"""Most difference in colour (shares of R, G and B) between a strip past an edge and the
floor just inside it for the strip to count as more floor."""


def _chroma(pixels: NDArray[np.float32]) -> NDArray[np.float32]:
    mean = pixels.reshape(-1, 3).mean(axis=0)
    return f32(mean / max(1.0, float(mean.sum())))


def _floor_edge(profile: NDArray[np.float32], low: int, high: int, towards_high: bool,
                band: NDArray[np.float32]) -> int | None:
    """The floor's edge in profile[low:high], or None if nothing stands out.

    Candidates are the strong edges (half the strongest or more). The one nearest the
    frame's centre is taken, unless the strip between it and the next one out has the
    colour of the floor just inside it: then it was the wood's grain or a shadow's edge
    across the floor, not the floor's end, and the next one out is tried. Taking the
    innermost edge alone cut up to 110 px off the floor in 5 of 240 rendered trays (a
    wood floor's grain, a low lamp's shadow of the wall), and a die landing there was
    never seen. `band` is the frame's middle band along the profile's axis, as columns
    (rows transposed), so strips are `band[:, a:b]`."""
    part = profile[low:high]
    if part.size < 3:
        return None
    strongest = float(part.max())
    if strongest < 3.0 * float(np.median(profile)) or strongest <= 0.0:
        return None
    peaks = [low + i for i in range(1, part.size - 1)
             if part[i] >= 0.5 * strongest and part[i] >= part[i - 1]
             and part[i] >= part[i + 1]]
    if not peaks:
        return None
    inward = sorted(peaks, reverse=towards_high)
    chosen = inward[0]
    for outer in inward[1:]:
        a, b = sorted((chosen, outer))
        width = b - a
        inner = (chosen + 2, chosen + 2 + width) if towards_high else \
            (max(0, chosen - 2 - width), chosen - 2)
        strip, floor = band[:, a + 1:b], band[:, inner[0]:inner[1]]
        if strip.size == 0 or floor.size == 0 or \
                float(np.abs(_chroma(strip) - _chroma(floor)).max()) >= FLOOR_CHROMA:
            break
        chosen = outer
    return chosen


def detect_tray(background: Image) -> TrayRegion:
    """The tray floor found in an empty frame, or the whole frame if it can't be told.

    The floor's edges are long straight lines along the frame's axes: the brightness
    gradient summed along each column (and row) peaks there, whatever the lighting does
    across the floor. On each side the floor's edge is the strong peak nearest the centre
    past which the colour changes (`_floor_edge`); a slightly larger region costs little,
    a floor cut short loses every roll that lands in the part cut off.
    """
    h, w = background.shape[:2]
    fallback = TrayRegion.whole(w, h)
    gray = cv2.GaussianBlur(cv2.cvtColor(background, cv2.COLOR_BGR2GRAY), (5, 5), 0)
    gray = gray.astype(np.float32)
    dx = np.abs(cv2.Sobel(gray, cv2.CV_32F, 1, 0, ksize=3))
    dy = np.abs(cv2.Sobel(gray, cv2.CV_32F, 0, 1, ksize=3))
    columns = f32(dx[h // 5: 4 * h // 5].mean(axis=0))
    rows = f32(dy[:, w // 5: 4 * w // 5].mean(axis=1))
    colour = background.astype(np.float32)
    across = colour[h // 5: 4 * h // 5]  # rows of the middle band; strips are columns
    down = colour[:, w // 5: 4 * w // 5].transpose(1, 0, 2)
    left = _floor_edge(columns, 2, int(0.3 * w), True, across)
    right = _floor_edge(columns, int(0.7 * w), w - 2, False, across)
    top = _floor_edge(rows, 2, int(0.3 * h), True, down)
    bottom = _floor_edge(rows, int(0.7 * h), h - 2, False, down)
    if None in (left, right, top, bottom):
        log.info("no clear tray edges; using the whole frame")
        return fallback
    assert left is not None and right is not None and top is not None and bottom is not None
    inset = 2
    return TrayRegion(left + inset, top + inset, right - left - 2 * inset,
                      bottom - top - 2 * inset)


class BackgroundModel:
    """The empty tray at working scale: its median image and the noise around it."""

    def __init__(self, region: TrayRegion, empty_frames: list[Image],
                 die_tone: DieTone | None = None) -> None:
        if not empty_frames:
            raise ValueError("the background needs at least one empty-tray frame")
        self.region = region
        stack = np.stack([region.work(f).astype(np.float32) for f in empty_frames])
        self.image: FloatImage = np.median(stack, axis=0).astype(np.float32)
        # Too few frames to measure the noise: assume a typical webcam's.
        sigma = float(np.median(stack.std(axis=0))) if len(empty_frames) >= 3 else 2.0
        self.noise = max(1.0, sigma)
        self.gray: FloatImage = f32(cv2.cvtColor(self.image, cv2.COLOR_BGR2GRAY))
        self._gray_mean = max(1.0, float(self.gray.mean()))
        self.clipped = clipped_mask(self.image)
        """Where the empty tray is too bright for the camera (glare): see foreground_mask."""
        self.die_tone = die_tone
        """How much the die, in the floor's colour, darkens the floor (None: the die's
        colour tells it from the floor and from shadows)."""

    @property
    def threshold(self) -> float:
        """Grey-level difference that counts as a change, well above the sensor noise."""
        return max(14.0, 5.0 * self.noise)

    def gain(self, work: Image) -> float:
        """Overall brightness of a frame against the background (auto exposure, clouds).
        A median over the tray, so a die or a hand barely moves it."""
        gray = cv2.cvtColor(work, cv2.COLOR_BGR2GRAY).astype(np.float32)
        ratio = np.median(gray[::4, ::4] / np.maximum(self.gray[::4, ::4], 1.0))
        return float(np.clip(ratio, 0.5, 2.0))

    def foreground(self, work: Image) -> Image:
        """0/255 mask of what is not the empty tray at working scale, shadows left out."""
        return foreground_mask(work, self.image * self.gain(work), self.threshold, self.noise,
                               self.clipped, self.die_tone)

    def update(self, work: Image, keep: Image | None, rate: float = 0.05) -> None:
        """Follow slow lighting drift while the tray is quiet, outside `keep` (the die)."""
        frame = work.astype(np.float32)
        blend = f32(cv2.addWeighted(self.image, 1.0 - rate, frame, rate, 0.0))
        if keep is not None:
            still = keep == 0
            self.image[still] = blend[still]
        else:
            self.image = blend
        self.gray = f32(cv2.cvtColor(self.image, cv2.COLOR_BGR2GRAY))


@dataclass(frozen=True, slots=True)
class DieTone:
    """A die of the floor's colour, darker than any shadow (a black die on grey cloth):
    the floor darkened by a factor from `low` to `high` is the die, not a shadow. Measured
    at calibration, where the set-up's shadows were seen lighter."""

    low: float
    high: float

    def __post_init__(self) -> None:
        if not 0.0 < self.low < self.high < 1.0:
            raise ValueError(f"a die's tone must be 0 < low < high < 1, not "
                             f"{self.low}, {self.high}")


def darkening(frame: Image, background: FloatImage) -> FloatImage:
    """How much darker than the background each pixel is, overall (1: as bright; a
    shadow or a die of the floor's colour darkens it by the same factor in every channel),
    on a lightly smoothed frame."""
    sb, sg, sr = cv2.split(cv2.blur(frame.astype(np.float32), (3, 3)))
    fb, fg, fr = cv2.split(np.maximum(background, 1.0))
    return f32((sb + sg + sr) / (fb + fg + fr))


def clipped_mask(background: FloatImage) -> Image:
    """0/255 mask of a background's pixels that reach the camera's top level in some
    channel (a glare spot), grown by a pixel."""
    b, g, r = cv2.split(background)
    top = (cv2.max(cv2.max(b, g), r) >= CLIPPED).astype(np.uint8) * 255
    return u8(cv2.dilate(top, np.ones((3, 3), np.uint8)))


def foreground_mask(frame: Image, background: FloatImage, threshold: float,
                    noise: float = 2.0, clipped: Image | None = None,
                    die_tone: DieTone | None = None) -> Image:
    """0/255 mask of the pixels that differ from the background, shadows left out.

    A shadow (even a deep one under a hard lamp) darkens the floor by the same factor in
    every channel: it keeps the floor's colour. A die, even a dark one, changes the
    colour or darkens far more, so it stays in. (A black die on a grey cloth has the
    floor's colour too, darker: it can't be told from its shadow this way.) The test runs
    on a lightly smoothed frame, so noise doesn't leave a fringe of shadow pixels that
    comes and goes from frame to frame and moves the die's outline.

    Where the empty tray was `clipped` (a glare spot at the camera's top level), its true
    brightness is unknown: once the exposure drops, the spot looks brighter than expected
    though nothing is there. Only something darker than expected counts there. (A spot
    whose expected brightness rises past the top level is expected at the top level.)

    With a `die_tone` (a die of the floor's colour, measured darker or lighter than the
    than the set-up's shadows), the floor darkened by that factor is the die, not a
    shadow.
    """
    # OpenCV's per-channel operations: numpy reductions over a 3-long axis are slow.
    pixels = frame.astype(np.float32)
    # The camera tops out at 255: a bright spot expected brighter still (the exposure went
    # up) shows at 255, which isn't darker.
    background = f32(np.minimum(background, np.float32(255.0)))
    b, g, r = cv2.split(cv2.absdiff(pixels, background))
    changed = cv2.max(cv2.max(b, g), r) > threshold
    if clipped is not None and clipped.any():
        darker = cv2.subtract(background, pixels)
        db, dg, dr = cv2.split(darker)
        changed &= (clipped == 0) | (cv2.max(cv2.max(db, dg), dr) > threshold)
    floor = np.maximum(background, 1.0)
    sb, sg, sr = cv2.split(cv2.blur(pixels, (3, 3)))
    fb, fg, fr = cv2.split(floor)
    k = (sb + sg + sr) / (fb + fg + fr)  # how much darker, overall
    # how far the colour is from the floor's, darkened by k
    residual = cv2.max(cv2.max(cv2.absdiff(sb, k * fb), cv2.absdiff(sg, k * fg)),
                       cv2.absdiff(sr, k * fr))
    brightest = cv2.max(cv2.max(fb, fg), fr)
    shadow = (k < 0.93) & (k > 0.1) & (residual < 0.12 * k * brightest + 1.5 * noise)
    if die_tone is not None:
        shadow &= (k < die_tone.low) | (k > die_tone.high)
    mask = u8((changed & ~shadow).astype(np.uint8) * 255)
    opened = cv2.morphologyEx(mask, cv2.MORPH_OPEN, np.ones((2, 2), np.uint8))
    return u8(cv2.morphologyEx(opened, cv2.MORPH_CLOSE, np.ones((3, 3), np.uint8)))
