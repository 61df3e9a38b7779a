"""Finding the die among the changed pixels: size and squareness checks.

A die at rest seen from above is a square of known size. A die resting on an edge against
the tray wall shows a box about half as long again (top and side face both in view): that
is reported as *cocked*. Much bigger blobs are hands; small ones are dust and noise.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, replace
from enum import StrEnum

import cv2
import numpy as np
from numpy.typing import NDArray

from hardware.camera.arrays import u8

log = logging.getLogger(__name__)

Points = NDArray[np.float32]
"""Four box corners, 4×2, in pixels."""


class BlobKind(StrEnum):
    """What a changed region in the tray looks like."""

    DIE = "die"
    """A die lying flat: about the die's size, square."""
    COCKED = "cocked"
    """A die leaning on an edge: die-sized but elongated."""
    HAND = "hand"
    """Much bigger than a die: a hand or an arm (or several things together)."""
    OTHER = "other"
    """Die-sized but neither square nor a cocked box; not trusted."""


@dataclass(frozen=True, slots=True)
class Blob:
    kind: BlobKind
    center: tuple[float, float]
    size: tuple[float, float]
    angle: float
    area: float
    aspect: float
    fill: float
    cut: bool = False
    """Cut by the edge of the watched region: reaching in from outside (fingers), or partly
    out of view."""

    def box(self) -> Points:
        return cv2.boxPoints((self.center, self.size, self.angle)).astype(np.float32)

    @property
    def side(self) -> float:
        return float(min(self.size))


@dataclass(frozen=True, slots=True)
class SizeLimits:
    """Blob classification limits, in multiples of the die's area (side squared)."""

    min_area: float = 0.35
    die_max_area: float = 2.0
    die_max_aspect: float = 1.3
    cocked_max_aspect: float = 2.1
    cocked_max_area: float = 2.8
    hand_area: float = 3.2
    min_fill: float = 0.68


def classify_blob(contour: NDArray[np.int32], die_side: float,
                  limits: SizeLimits = SizeLimits()) -> Blob | None:
    area = float(cv2.contourArea(contour))
    unit = die_side * die_side
    if area < limits.min_area * unit:
        return None
    (cx, cy), (w, h), angle = cv2.minAreaRect(contour)
    short, long_ = max(min(w, h), 1e-3), max(w, h)
    aspect = long_ / short
    fill = area / max(w * h, 1e-3)
    if area > limits.hand_area * unit:
        kind = BlobKind.HAND
    elif fill < limits.min_fill:
        kind = BlobKind.OTHER
    elif aspect <= limits.die_max_aspect and area <= limits.die_max_area * unit:
        kind = BlobKind.DIE
    elif aspect <= limits.cocked_max_aspect and 0.9 * unit <= area <= limits.cocked_max_area * unit:
        kind = BlobKind.COCKED
    else:
        kind = BlobKind.OTHER
    return Blob(kind, (float(cx), float(cy)), (float(w), float(h)), float(angle), area,
                aspect, fill)


def find_blobs(mask: NDArray[np.uint8], die_side: float,
               limits: SizeLimits = SizeLimits()) -> list[Blob]:
    """Every blob in a foreground mask worth a look, biggest first. A die-sized blob cut
    by the edge of the watched region is partly out of view: never trusted as a die."""
    contours, _ = cv2.findContours(mask, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
    height, width = mask.shape[:2]
    blobs = []
    for c in contours:
        blob = classify_blob(np.asarray(c, np.int32), die_side, limits)
        if blob is None:
            continue
        x, y, w, h = cv2.boundingRect(c)
        cut = x <= 0 or y <= 0 or x + w >= width or y + h >= height
        if cut:
            blob = replace(blob, cut=True, kind=BlobKind.OTHER if blob.kind in (
                BlobKind.DIE, BlobKind.COCKED) else blob.kind)
        blobs.append(blob)
    return sorted(blobs, key=lambda b: -b.area)


def square_angle(contour: NDArray[np.int32]) -> float:
    """The turn of a square-ish outline, degrees in [0, 90): the mean direction of its
    edges, each weighted by its squared length, on a circle folded four times (a square's four
    sides point the same way there). Rounded corners spread evenly around the circle and
    cancel out, so this is steadier than the minimum-area box, whose angle jumps when a
    corner's rounding or a pixel of shading tips which box is smallest."""
    # A pixel outline steps in multiples of 45°: straighten it into segments first.
    points = cv2.approxPolyDP(contour, 1.0, True).reshape(-1, 2).astype(np.float64)
    steps = np.roll(points, -1, axis=0) - points
    lengths = np.hypot(steps[:, 0], steps[:, 1])
    angles = np.arctan2(steps[:, 1], steps[:, 0]) * 4.0
    weights = lengths * lengths  # long straight sides count most, ragged bits hardly
    x = float((weights * np.cos(angles)).sum())
    y = float((weights * np.sin(angles)).sum())
    return float(np.degrees(np.arctan2(y, x)) / 4.0) % 90.0


def order_corners(points: Points) -> Points:
    """Corners in a fixed turning order starting top-left, so warps don't mirror the face."""
    centre = points.mean(axis=0)
    angles = np.arctan2(points[:, 1] - centre[1], points[:, 0] - centre[0])
    ordered = points[np.argsort(angles)]
    start = int(np.argmin(ordered.sum(axis=1)))
    return np.roll(ordered, -start, axis=0).astype(np.float32)


def rectify(image: NDArray[np.uint8], box: Points, size: int) -> NDArray[np.uint8]:
    """The box's content warped to a size×size square."""
    src = order_corners(box)
    dst = np.array([[0, 0], [size - 1, 0], [size - 1, size - 1], [0, size - 1]], np.float32)
    matrix = cv2.getPerspectiveTransform(src, dst)
    return u8(cv2.warpPerspective(image, matrix, (size, size), flags=cv2.INTER_LINEAR,
                               borderMode=cv2.BORDER_REPLICATE))
