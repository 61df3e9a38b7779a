"""Finding the die in a photo cropped around it.

The floor is what the crop's border shows. A pixel belongs to the floor if it has the
floor's chromaticity and is no brighter than the floor: the die's cast shadow is floor,
only darker, so it never joins the die. Everything else that is connected and large is an
object; one object is the die, two are refused. A die touching the crop's edge is refused
too: part of its face may be missing, and a partial face is never stretched into a whole.
"""

from __future__ import annotations

import logging
import math
from dataclasses import dataclass

import cv2
import numpy as np

from hardware.camera.arrays import FloatImage, Image, f32, u8

log = logging.getLogger(__name__)

WORK_SIDE = 48.0
"""The die's silhouette, short side, in the normalised crop (pixels)."""
FIND_WIDTH = 96
"""Crops wider than this are shrunk before the die is looked for."""
WALL_CHROMA = 0.06
"""How far one side of the crop's border may differ in chromaticity from the others'
median before it's taken for a wall, not floor."""
CHROMA_OFFSET = 3.0
"""Added to each channel before taking chromaticities, so a dark floor's noise stays small."""


class CropProblem:
    """Why a crop gives no die to read (texts shown to the player)."""

    NO_DIE = "no die stands out from the floor"
    TWO = "a second die or another object lies beside the die"
    EDGE = "the die touches the picture's edge"
    FLOOR = "the picture's border isn't tray floor"


@dataclass(frozen=True, slots=True)
class DieCrop:
    """The die found in a crop, normalised so its silhouette's short side is WORK_SIDE."""

    image: FloatImage
    """BGR, float32, normalised scale."""
    mask: Image
    """The die's silhouette (255), holes filled, normalised scale."""
    scale: float
    """Normalised pixels per photo pixel."""
    centre: tuple[float, float]
    """The silhouette's box centre, normalised pixels."""
    angle: float
    """The silhouette box's angle, degrees in [0, 90)."""
    side: float
    """The silhouette box's short side in photo pixels."""
    long_side: float
    fill: float
    """Silhouette area over its box's area."""


def _floor_mask(small: FloatImage) -> tuple[Image, bool]:
    """255 where the crop is not floor or shadow; and whether the border looked like one
    floor."""
    h, w = small.shape[:2]
    band = max(2, round(0.05 * min(h, w)))
    border = _floor_sides([small[:band].reshape(-1, 3), small[-band:].reshape(-1, 3),
                           small[:, :band].reshape(-1, 3), small[:, -band:].reshape(-1, 3)])
    shifted = small + CHROMA_OFFSET
    total = shifted.sum(axis=2, keepdims=True)
    chroma = shifted / total
    b_shift = border + CHROMA_OFFSET
    b_total = b_shift.sum(axis=1, keepdims=True)
    b_chroma = b_shift / b_total
    floor_chroma = np.median(b_chroma, axis=0)
    floor_level = float(np.median(b_total))
    b_dist = np.abs(b_chroma - floor_chroma).sum(axis=1)
    # Most of the border is floor; a die touching it spoils only a little.
    chroma_tol = max(0.035, 2.5 * float(np.percentile(b_dist, 90)))
    b_bright = b_total[:, 0] / floor_level
    bright_tol = max(0.12, 2.0 * float(np.percentile(b_bright, 95) - 1.0))
    dist = np.abs(chroma - floor_chroma).sum(axis=2)
    bright = total[..., 0] / floor_level
    floor = (dist < chroma_tol) & (bright < 1.0 + bright_tol)
    if floor_level < 3 * 50.0:
        # A dark floor's chromaticity is mostly noise: anything not clearly brighter is it.
        floor |= (bright < 1.8) & (dist < 3.0 * chroma_tol)
    uniform = float(np.percentile(b_dist, 50)) < 0.06
    return u8(np.where(floor, 0, 255)), uniform


def _floor_sides(sides: list[FloatImage]) -> FloatImage:
    """The border's pixels without a side that is clearly something else than the others
    (a tray wall along it: a die near the wall brings it into its crop, and taken for floor
    it would widen what passes for floor until the die's ink does too)."""
    def chroma(pixels: FloatImage) -> FloatImage:
        shifted = pixels + CHROMA_OFFSET
        return f32(shifted / shifted.sum(axis=1, keepdims=True))

    keep = list(sides)
    # A wall along one side, or two in a corner: drop the side least like the rest, one
    # at a time, while one clearly differs in colour. Not by brightness: one side of the
    # floor may be lit and another in shade, and lit floor taken for an object would be.
    while len(keep) > 2:
        ref = np.median(chroma(f32(np.concatenate(keep))), axis=0)
        far = [float(np.abs(np.median(chroma(side), axis=0) - ref).sum()) for side in keep]
        worst = int(np.argmax(far))
        if far[worst] <= WALL_CHROMA:
            break
        keep.pop(worst)
    return f32(np.concatenate(keep))


def find_die(photo: Image, die_side: float | None = None) -> DieCrop | str:
    """The die in `photo`, or a CropProblem text. `die_side` (photo pixels, from
    calibration) sets the normalised scale; without it the silhouette does."""
    h, w = photo.shape[:2]
    shrink = min(1.0, FIND_WIDTH / max(h, w))
    small = f32(cv2.resize(photo, (max(8, round(w * shrink)), max(8, round(h * shrink))),
                           interpolation=cv2.INTER_AREA) if shrink < 1.0 else photo)
    small = f32(cv2.GaussianBlur(small, (0, 0), 0.8))
    mask, uniform = _floor_mask(small)
    if not uniform:
        return CropProblem.FLOOR
    kernel = cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (3, 3))
    mask = u8(cv2.morphologyEx(mask, cv2.MORPH_OPEN, kernel))
    count, labels, stats, _ = cv2.connectedComponentsWithStats(mask)
    sh, sw = mask.shape
    for i in range(1, count):
        x, y, bw, bh = (int(v) for v in stats[i, :4])
        # A tray wall at the crop's side: it runs along the edge, most of the way.
        along = (bw >= 0.6 * sw and (y == 0 or y + bh == sh)) or \
                (bh >= 0.6 * sh and (x == 0 or x + bw == sw))
        thin = stats[i, cv2.CC_STAT_AREA] < 0.5 * bw * bh or min(bw, bh) < 0.25 * min(sw, sh)
        if along and thin:
            stats[i, cv2.CC_STAT_AREA] = 0
    if count < 2:
        return CropProblem.NO_DIE
    areas = stats[1:, cv2.CC_STAT_AREA]
    order = np.argsort(areas)[::-1]
    biggest = int(order[0]) + 1
    if areas[order[0]] < 0.01 * mask.size:
        return CropProblem.NO_DIE
    if count > 2 and areas[order[1]] >= 0.2 * areas[order[0]]:
        return CropProblem.TWO
    blob = u8(np.where(labels == biggest, 255, 0))
    return _measured(photo, blob, shrink, die_side)


def outlined_die(photo: Image, outline: Image, die_side: float | None = None
                 ) -> DieCrop | str:
    """The die in `photo` inside a given `outline` (255 on the die, same size as the photo):
    live, the difference from the calibrated empty tray draws it, which tells a dark die
    from dark felt and from its own shadow where the crop's border can't. The same
    refusals and measures as `find_die` follow (touching the edge, size, fill)."""
    if outline.shape[:2] != photo.shape[:2]:
        raise ValueError("the die's outline doesn't match its picture")
    count, labels, stats, _ = cv2.connectedComponentsWithStats(u8(np.where(outline > 0, 255, 0)))
    if count < 2:
        return CropProblem.NO_DIE
    biggest = 1 + int(np.argmax(stats[1:, cv2.CC_STAT_AREA]))
    if stats[biggest, cv2.CC_STAT_AREA] < 0.01 * outline.size:
        return CropProblem.NO_DIE
    return _measured(photo, u8(np.where(labels == biggest, 255, 0)), 1.0, die_side)


def _measured(photo: Image, blob: Image, shrink: float, die_side: float | None
              ) -> DieCrop | str:
    """The die whose silhouette is `blob` (found at `shrink` times the photo's scale),
    measured and normalised; a CropProblem text when it touches the edge or is tiny."""
    h, w = photo.shape[:2]
    sh, sw = blob.shape
    area = float(np.count_nonzero(blob))
    # Dark pips and a shaded rim close to the edge can look like floor (a white die on a
    # grey floor): closing gives the outline back its bites.
    k = max(3, int(0.2 * math.sqrt(area)) | 1)
    padded = cv2.copyMakeBorder(blob, k, k, k, k, cv2.BORDER_CONSTANT, value=0)
    closed = cv2.morphologyEx(padded, cv2.MORPH_CLOSE,
                              cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (k, k)))
    blob = u8(closed[k:-k, k:-k])
    contours, _ = cv2.findContours(blob, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_NONE)
    contour = max(contours, key=cv2.contourArea)
    filled = np.zeros_like(blob)
    cv2.drawContours(filled, [contour], -1, 255, -1)
    x, y, bw, bh = cv2.boundingRect(contour)
    if x <= 0 or y <= 0 or x + bw >= sw or y + bh >= sh:
        return CropProblem.EDGE
    (cx, cy), (rw, rh), angle = cv2.minAreaRect(contour)
    short, long_ = min(rw, rh), max(rw, rh)
    if short < 6:
        return CropProblem.NO_DIE
    fill = float(cv2.contourArea(contour)) / max(rw * rh, 1.0)
    side = short / shrink
    scale = WORK_SIDE / (die_side or side)
    out_w, out_h = max(8, round(w * scale)), max(8, round(h * scale))
    image = f32(cv2.resize(photo, (out_w, out_h),
                           interpolation=cv2.INTER_AREA if scale < 1 else cv2.INTER_LINEAR))
    norm_mask = u8(cv2.resize(filled, (out_w, out_h), interpolation=cv2.INTER_LINEAR))
    norm_mask = u8(np.where(norm_mask >= 128, 255, 0))
    ratio = scale / shrink
    return DieCrop(image, norm_mask, scale, (float(cx * ratio), float(cy * ratio)),
                   float(angle % 90.0), float(side), float(long_ / shrink), fill)
