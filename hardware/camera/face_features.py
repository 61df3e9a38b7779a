"""From a rectified die top to normalised features.

The die box is warped to a `PATCH`-pixel square; its inner part (the bevel and the side
strip cut away) becomes an *ink map*: 0 where the die body shows, 1 where the symbol's ink
is. Each pixel's colour step from the body's colour is measured along the ink's colour
direction, relative to the body's own brightness on the patch itself, so a lighting
gradient or a camera's auto exposure doesn't change the map.

Three feature families come out of an ink map, each used by one classification cue:
- the amount of ink (blank against a symbol or pips);
- a band-passed, normalised copy for template matching, searched over rotations;
- a rotation-invariant polar signature: ink per ring around the centre, and the strength of
  each angular frequency per band of rings (Fourier magnitudes don't change when the face
  turns).
"""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np
from numpy.typing import NDArray

from hardware.camera.arrays import FloatImage, f32

FloatArray = FloatImage
PATCH = 64
MARGIN = 5
"""Pixels cut from each side of the top face: its rounded, shaded edge."""
INNER = PATCH - 2 * MARGIN
TEMPLATE = 32
"""Side of the template-matching image."""
ROTATIONS = 48
"""Template rotations tried, 7.5° apart."""
RINGS = 8
HARMONICS = 6


@dataclass(frozen=True, slots=True)
class InkModel:
    """How ink looks against the body on this die, in colour: the direction from the body's
    colour to the ink's (unit BGR vector) and how far along it full ink lies, relative to
    the body's brightness. Green ink on white is as clear as black on white this way,
    while in grey levels it would be faint; a white glare spot points the other way."""

    direction: tuple[float, float, float]
    contrast: float

    def __post_init__(self) -> None:
        if not 0.1 <= self.contrast <= 20.0:
            raise ValueError(f"ink contrast {self.contrast:.2f} is out of range")
        if abs(float(np.linalg.norm(self.direction)) - 1.0) > 1e-3:
            raise ValueError("the ink direction must be a unit vector")

    @property
    def dark_ink(self) -> bool:
        """Ink darker than the body (a light die), by brightness."""
        return sum(self.direction) < 0.0


def colour_patch(patch_bgr: NDArray[np.uint8]) -> FloatArray:
    return f32(patch_bgr.astype(np.float32))


def gray_of(patch: FloatArray) -> FloatArray:
    return f32(patch.mean(axis=2)) if patch.ndim == 3 else patch


DARK_OFFSET = 25.0
"""Grey levels added before taking ratios, so a black die's body (a few levels) doesn't
turn sensor noise into huge ratios."""


def relative(gray: FloatArray, body: float) -> FloatArray:
    """Brightness relative to the body's, insensitive to overall lighting."""
    return f32((gray + DARK_OFFSET) / (body + DARK_OFFSET))


def body_level(gray: FloatArray) -> float:
    """The body's brightness: the patch's median. Symbols and pips cover well under half of
    a face, and the side strip less still, so the median is the body."""
    return max(1.0, float(np.median(gray)))


def top_face(patch: FloatArray) -> FloatArray:
    """The top face alone, warped back to PATCH×PATCH.

    The die's box also holds its side strip (the camera is never exactly overhead), which
    is shaded and would read as ink. The top face spans the rows and columns that are
    mostly body-coloured; the outermost such rows and columns bound it.
    """
    gray = gray_of(patch)
    body = body_level(gray)
    near = np.abs(relative(gray, body) - 1.0) < 0.1
    rows = np.flatnonzero(near.mean(axis=1) > 0.6)
    cols = np.flatnonzero(near.mean(axis=0) > 0.6)
    if rows.size < 2 or cols.size < 2:
        return patch
    r0, r1, c0, c1 = int(rows[0]), int(rows[-1]), int(cols[0]), int(cols[-1])
    if r1 - r0 < PATCH // 2 or c1 - c0 < PATCH // 2:
        return patch
    face = patch[r0:r1 + 1, c0:c1 + 1]
    return f32(cv2.resize(face, (PATCH, PATCH), interpolation=cv2.INTER_LINEAR))


def inner_face(patch: FloatArray) -> FloatArray:
    """The top face without its rounded, shaded rim."""
    face = top_face(patch)
    return face[MARGIN:PATCH - MARGIN, MARGIN:PATCH - MARGIN]


def ink_map(patch: FloatArray, model: InkModel) -> FloatArray:
    """0 (body) to 1 (full ink) over the inner part of the top face: each pixel's colour
    step from the body's colour, along the ink's direction, relative to the body's
    brightness."""
    inner = inner_face(patch)
    body = np.median(inner.reshape(-1, 3), axis=0)
    along = (inner - body) @ np.asarray(model.direction, np.float32)
    ink = along / ((float(body.mean()) + DARK_OFFSET) * model.contrast)
    return _without_edge_lines(f32(np.clip(ink, 0.0, 1.0)))


def _without_edge_lines(ink: FloatArray) -> FloatArray:
    """Ink-like lines hugging the border are the face's shaded rim, not a symbol: thin
    components that touch the border are cleared."""
    mask = (ink > 0.3).astype(np.uint8)
    count, labels, stats, _ = cv2.connectedComponentsWithStats(mask)
    last = INNER - 1
    for i in range(1, count):
        x, y, w, h = (int(v) for v in stats[i, :4])
        touches = min(x, y) <= 3 or x + w - 1 >= last - 3 or y + h - 1 >= last - 3
        thin = min(w, h) <= 4 or stats[i, cv2.CC_STAT_AREA] <= 0.35 * max(w, h) * 3
        if touches and thin:
            ink[labels == i] = 0.0
    return ink


def centred(ink: FloatArray) -> FloatArray:
    """The ink moved so its centroid is the centre, so where the symbol sits on the face
    doesn't matter. Its size is kept: a die's symbols have a fixed size, and it tells them
    apart."""
    weight = np.where(ink > 0.25, ink, 0.0)
    total = float(weight.sum())
    if total < 4.0:
        return ink
    ys, xs = np.mgrid[0:INNER, 0:INNER]
    cx, cy = float((weight * xs).sum() / total), float((weight * ys).sum() / total)
    scale = 1.0
    half = (INNER - 1) / 2.0
    matrix = np.array([[scale, 0.0, half - scale * cx], [0.0, scale, half - scale * cy]],
                      np.float32)
    return f32(cv2.warpAffine(ink, matrix, (INNER, INNER), flags=cv2.INTER_LINEAR,
                              borderMode=cv2.BORDER_CONSTANT, borderValue=0.0))


def ink_amount(ink: FloatArray) -> float:
    return float(np.count_nonzero(ink > 0.5)) / ink.size


def _unit(vector: FloatArray) -> FloatArray:
    centred = vector - vector.mean()
    norm = float(np.linalg.norm(centred))
    return f32(centred / norm if norm > 1e-6 else centred)


def template_vector(ink: FloatArray, angle: float = 0.0) -> FloatArray:
    """The ink map turned by `angle` degrees, blurred, shrunk and normalised: dot products of
    two of these are normalised cross-correlations."""
    if angle:
        centre = ((INNER - 1) / 2.0, (INNER - 1) / 2.0)
        matrix = cv2.getRotationMatrix2D(centre, angle, 1.0)
        ink = f32(cv2.warpAffine(ink, matrix, (INNER, INNER), flags=cv2.INTER_LINEAR,
                             borderMode=cv2.BORDER_CONSTANT, borderValue=0.0))
    # A band-pass (difference of Gaussians): any two centred blobs correlate well; their
    # outlines and tines are what tell them apart.
    band = cv2.GaussianBlur(ink, (0, 0), 1.3) - cv2.GaussianBlur(ink, (0, 0), 4.0)
    small = cv2.resize(band, (TEMPLATE, TEMPLATE), interpolation=cv2.INTER_AREA)
    return _unit(small.ravel().astype(np.float32))


def rotated_templates(ink: FloatArray) -> FloatArray:
    """`ROTATIONS` template vectors of one sample, one per row."""
    step = 360.0 / ROTATIONS
    return np.stack([template_vector(ink, i * step) for i in range(ROTATIONS)])


_POLAR_SIZE = (32, 64)  # radius bins × angle bins


def polar_signature(ink: FloatArray) -> FloatArray:
    """Rotation-invariant: ink per ring, and angular harmonic strengths per band of rings."""
    centre = ((INNER - 1) / 2.0, (INNER - 1) / 2.0)
    # WARP_FILL_OUTLIERS: otherwise samples beyond the patch are left unwritten (stale memory).
    polar = cv2.warpPolar(ink, (_POLAR_SIZE[0], _POLAR_SIZE[1]), centre, INNER / 2.0,
                          cv2.INTER_LINEAR | cv2.WARP_POLAR_LINEAR | cv2.WARP_FILL_OUTLIERS)
    # warpPolar: rows are angles, columns are radii.
    rings = polar.reshape(_POLAR_SIZE[1], RINGS, -1).mean(axis=(0, 2))
    spectrum = np.abs(np.fft.rfft(polar, axis=0))  # along the angle
    bands = []
    for band in np.array_split(np.arange(_POLAR_SIZE[0]), 3):
        mags = spectrum[1:HARMONICS + 1, band].mean(axis=1) / _POLAR_SIZE[1]
        bands.append(mags)
    return np.concatenate([rings, *bands]).astype(np.float32)
