"""Reading a die's top face from a photo cropped around it, never confidently wrong.

Built from labelled calibration crops (`FaceReader.build`). A photo is read in four steps:

1. `die_crop.find_die`: the die against the floor (its cast shadow is floor), refused when
   it touches the picture's edge, has company, or is the wrong size for this camera.
2. Ink by local contrast: each pixel against the die body's level around it (a
   morphological closing, or opening for light ink), as a ratio, so a gradient, a
   one-sided lamp or the die's own shadow band doesn't matter. Glare is unknown area.
3. Cues. d6: the pip count, the pips' fit to a canonical layout in the die's own frame
   (which also places the face: it must sit where calibration says the top face sits in
   the silhouette, and every empty layout position must be seen empty), the total ink in
   single pips, and the polar signature against the calibration samples. Planar: the
   ink amount, rotation-searched templates and the polar signature; the symbol wholly
   inside the face and not under glare.
4. A verdict: `ok` only when the face was wholly seen and all cues agree, each clearly;
   otherwise `unsure` with the best guess. Confidence is the weakest cue's clarity.
"""

from __future__ import annotations

import itertools
import logging
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

import cv2
import numpy as np
from numpy.typing import NDArray

from hardware.camera.arrays import FloatImage, Image, f32, u8
from hardware.camera.classify import Cue
from hardware.camera.die_crop import WORK_SIDE, CropProblem, DieCrop, find_die, outlined_die

log = logging.getLogger(__name__)

PLANAR_LABELS = ("planeswalker", "chaos", "blank")
SYMBOL_LABELS = ("planeswalker", "chaos")
PIP_LABELS = ("1", "2", "3", "4", "5", "6")
LAYOUTS: dict[int, tuple[tuple[tuple[int, int], ...], ...]] = {
    1: (((0, 0),),),
    2: (((-1, -1), (1, 1)), ((1, -1), (-1, 1))),
    3: (((-1, -1), (0, 0), (1, 1)), ((1, -1), (0, 0), (-1, 1))),
    4: (((-1, -1), (1, -1), (-1, 1), (1, 1)),),
    5: (((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),),
    6: (((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)),
        ((-1, -1), (0, -1), (1, -1), (-1, 1), (0, 1), (1, 1))),
}
"""Canonical pip layouts (units of the pip spacing) in the face's frame, every variant a
quarter turn can make."""
GRID = tuple((a, b) for b in (-1, 0, 1) for a in (-1, 0, 1))


def _turns(layout: tuple[tuple[int, int], ...]) -> list[frozenset[tuple[int, int]]]:
    turned, out = list(layout), []
    for _ in range(4):
        out.append(frozenset(turned))
        turned = [(-b, a) for a, b in turned]
    return out


FACES = frozenset(face for variants in LAYOUTS.values() for layout in variants
                  for face in _turns(layout))
"""Every pip layout on the 3×3 grid, in any quarter turn."""


def _could_complete(seen: set[tuple[int, int]], hidden: set[tuple[int, int]]) -> bool:
    """Whether pips at some of the `hidden` positions would make another face with the
    `seen` ones."""
    return any(seen < face and face - seen <= hidden for face in FACES)


SIZE_TOLERANCE = 0.2
"""How far a die's size may differ from calibration's before the crop is distrusted."""
OK_CONFIDENCE = 0.5
SYMBOL_CONFIDENCE = 0.6
"""Planeswalker and chaos make things happen: they need a clearer reading."""
OFFSET_TOLERANCE = 0.09
"""Most distance (in die sides) between where the face's content places the face and
where calibration says the top face sits in the silhouette."""
PLACE_SAMPLES = 6
"""Calibration frames with a known place the face's offset needs before it's fitted to it."""
PLACE_SPREAD = 1.5
"""Least spread (standard deviation, in die sides) of those places across the frame."""
LAYOUT_TOLERANCE = 0.28
"""Most distance of a pip from its layout position, in pip spacings."""
GLARED_PIP_RESIDUAL = 0.14
"""Most distance of the pips from their layout (in spacings) when glare has cut one down."""
HALO_OFFSET = 0.6
"""Most distance, in pip radii, between a pip's centre and the middle of the glare inside
its disc for the pip to be possibly a glare's halo."""
PEAK_INK = 0.5
"""Least ink (1 = full) a pip-sized disc must average about a peak to be a pip's centre."""
PEAK_ROUNDNESS = 0.3
"""Least ratio of the ink's two curvatures at a peak: near 1 at a pip, still 0.6 and more at
pips run together (tuning seeds 304-306, 504), under 0.1 along a lit edge or a shaded side."""
SOFT_EDGE = 0.2
"""How much wider (in pip radii) than the face's other pips' a pip's edge (the span from
80 % of its peak down to 20 %) may be, on its own, for the pip to be printed like them."""
OTHER_SIZE = 0.4
"""How far a pip's size (its radius at half its peak) may differ from the face's other
pips', as a share of theirs, on its own. The two are judged together: a round reflection
can match the pips' size or their edge, not both (on tuning photo seeds 300-333 genuine
centre pips stay within 0.76 of the limit in 99.5 % of ok readings)."""
CLEAR_SHARE = 0.5
"""Least share of a pip-sized disc at an empty layout position that must be clear of glare
for the position to count as seen empty (a pip half in the clear shows its ink)."""
COCKED_ASPECT = 1.45
MIN_FILL = 0.8
"""Least share of its box the die's outline fills: a die's fills 0.82-0.98 (rounded corners
and the side strip); less is an outline with a bite out of it (ink or a shadow taken for
floor), whose face can't be placed or wholly seen."""
CLIPPED_LEVEL = 250.0
GLARE_RISE = 15.0
"""Levels a highlight must add to the body's darkest channel to count as glare: one that
burns out dark ink of even low contrast adds 20 or more."""
TEMPLATE_SIDE = 24
GLARE_SMEAR = 9
"""Pixels around glare left out of a masked template: the band-pass's wider blur
(sigma 4) carries a burnt spot's edge about this far."""
SYMBOL_SEEN = 0.3
"""Least share of a whole symbol's ink (the calibrated symbols' median) that every calibrated
symbol, at every turn, must show clear of a blank face's glare for the glare not to matter."""
SHOWN_SHARE = 0.25
"""Most ink a blank under glare may show in the clear, as a share of the least any symbol
would show there."""
MASKED_CELLS = 0.6
"""Least share of the template's cells clear of glare for a masked comparison."""
ROTATIONS = 36
RINGS = 6
HARMONICS = 6


@dataclass(frozen=True, slots=True)
class InkStyle:
    """How ink shows on this die: in which channel (0–2 B, G, R; 3 their mean), darker
    or lighter than the body, and the local-contrast ratio full ink reaches."""

    channel: int
    dark: bool
    contrast: float
    quiet: int | None = None
    """Light ink only: a channel (0–2) the ink barely lifts above the body, if it has one
    (orange ink on purple: blue). A lamp's light lifts it as much as the others, so it
    measures a highlight's halo, which is taken away; white or grey ink lifts every channel
    and has none."""


@dataclass(frozen=True, slots=True)
class FaceReading:
    """What one photo showed. `label` is the die's own face label (a pip count for a d6),
    the best guess when `status` is "unsure"."""

    label: str | None
    status: str
    """"ok", "unsure", "cocked" or "no_die"."""
    confidence: float
    pips: int | None = None
    reasons: tuple[str, ...] = ()
    cues: tuple[Cue, ...] = ()

    @property
    def ok(self) -> bool:
        return self.status == "ok"

    def explain(self) -> str:
        cues = ", ".join(f"{c.name}={c.label or '?'}({c.clarity:.2f})" for c in self.cues)
        return "; ".join([*self.reasons, cues]) if cues else "; ".join(self.reasons)


def _clip(value: float) -> float:
    return float(min(1.0, max(0.0, value)))


# -- ink ------------------------------------------------------------------------------------

def _signal(image: FloatImage, channel: int) -> FloatImage:
    return f32(image.mean(axis=2)) if channel == 3 else f32(image[..., channel])


def _kernel(die: str) -> NDArray[np.uint8]:
    size = 15 if die == "d6" else 21
    return u8(cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (size, size)))


@dataclass(frozen=True, slots=True)
class InkView:
    ink: FloatImage
    """Local-contrast ink, 1 = full ink as calibrated; 0 outside the die."""
    unknown: NDArray[np.bool_]
    """Glare (and its surroundings): nothing can be said there."""
    inside: FloatImage
    """Distance to the silhouette's outline, normalised pixels (0 outside)."""
    burnt_ink: NDArray[np.bool_] | None = None
    """Burnt-out spots taken for light ink at the sensor's limit (a pip d6's only)."""
    lift: FloatImage | None = None
    """Ink as `ink` but neither clipped nor cleared under glare: how far each pixel stands
    from the body, for the shape of a pip's profile (`_unlike_the_others`)."""


def ink_view(crop: DieCrop, style: InkStyle, die: str) -> InkView:
    y = _signal(crop.image, style.channel)
    inside = crop.mask > 0
    kernel = _kernel(die)
    dist = f32(cv2.distanceTransform(crop.mask, cv2.DIST_L2, 3))
    burnt = inside & (crop.image.max(axis=2) >= 250)
    unmeasured = np.zeros_like(inside)
    burnt_ink = None
    if not style.dark and style.quiet is not None:
        y, unmeasured = _lamp_taken_away(crop.image, y, style.quiet, inside & ~burnt,
                                         dist > 0.14 * WORK_SIDE)
    if style.dark:
        # Outside the die counts as black, so the floor can't raise the body level.
        masked = np.where(inside, y, 0.0).astype(np.float32)
        level = f32(cv2.morphologyEx(masked, cv2.MORPH_CLOSE, kernel))
        ratio = (level - y) / (level + 10.0)
    else:
        masked = np.where(inside, y, 1000.0).astype(np.float32)
        level = f32(cv2.morphologyEx(masked, cv2.MORPH_OPEN, kernel))
        ratio = (y - level) / (level + 25.0)
    lift = f32(np.where(dist > 1.0, ratio / style.contrast, 0.0))
    ink = _without_rims(f32(np.clip(lift, 0.0, 1.5)), dist)
    # Glare adds light to ink and body alike, so a pip under it still stands out; only
    # where the sensor burns out can nothing be seen.
    if style.dark:
        # The body's usual level is taken away from the outline (shaded sides, rims).
        body = (dist > 0.14 * WORK_SIDE) & (ink < 0.5)
        glare = burnt & (ink < 0.5) & _added_light(crop.image.min(axis=2), body)
        glare = _without_specks(glare)
    else:
        # Light ink and glare are both bright: burnt-out pixels are glare, not ink, unless
        # they are a d6's pips at the sensor's limit (a glint that could be a pip is
        # judged by the face it would make: `_glint_could_be`).
        if die == "d6":
            burnt_ink = _burnt_ink(crop.image, burnt & ~unmeasured, ink, inside, dist)
            burnt &= ~burnt_ink
        glare = burnt | (inside & unmeasured)
        ink = np.where(glare, 0.0, ink)
    if glare.any():
        glare = cv2.dilate(u8(glare) * 255, np.ones((5, 5), np.uint8)) > 0
    return InkView(f32(ink), glare, dist, burnt_ink, lift)


SPECK = 3
"""Side, in normalised pixels (a die is `WORK_SIDE` across), of the smallest square a
burnt spot on a light die with dark ink must hold to be glare that could hide ink."""


def _without_specks(glare: NDArray[np.bool_]) -> NDArray[np.bool_]:
    """Glare on a light die with dark ink, without the specks and threads thinner than
    `SPECK`: a cheap webcam's sharpening lifts the body beside every dark stroke, and its
    noise lifts single pixels of a body near the sensor's limit, past the limit and past
    the body's plane (traced on webcam tuning seeds 616 and 617: burnt dots between a
    chaos symbol's arms read "glare on the symbol" on 14 of 40 rolls in clean light, and
    dots strewn over a cream blank turned a highlight too small to hide a symbol into
    "glare hides part of the face"). A highlight that hides dark ink burns the ink out
    too, over a spot as wide as a stroke at least; it stays whole, ragged edge and all (a
    pip half under it must still be seen to touch it)."""
    if not glare.any():
        return glare
    square = np.ones((SPECK, SPECK), np.uint8)
    cores = cv2.erode(u8(glare), square)
    if not cores.any():
        return np.zeros_like(glare)
    _, labels = cv2.connectedComponents(u8(glare), connectivity=8)
    kept = np.unique(labels[cores > 0])
    return np.asarray(np.isin(labels, kept[kept > 0]), np.bool_)


def _plane(values: FloatImage, mask: NDArray[np.bool_], *, low_start: bool = False
           ) -> FloatImage | None:
    """A plane fitted to `values` over `mask`, leaving out what stands `GLARE_RISE` above it
    (a highlight, ink lighter than the body); None when too little is left to fit.
    `low_start`: the first fit takes only the lower half of the values, for a highlight
    that may cover much of the face and would tilt it."""
    ys, xs = np.nonzero(mask)
    if ys.size < 20:
        return None
    points = np.column_stack([xs, ys, np.ones_like(xs)]).astype(np.float32)
    picked = values[ys, xs]
    keep = picked <= np.median(picked) if low_start else np.ones(picked.size, np.bool_)
    for _ in range(5 if low_start else 3):
        coef = np.linalg.lstsq(points[keep], picked[keep], rcond=None)[0]
        keep = picked - points @ coef < GLARE_RISE
        if keep.sum() < 20:
            return None
    gy, gx = np.indices(values.shape[:2], dtype=np.float32)
    return f32(coef[0] * gx + coef[1] * gy + coef[2])


LAMP_NOISE = 6.0
"""Levels of the quiet channel's rise left alone: sensor noise, not a lamp."""


def _lamp_taken_away(image: FloatImage, y: FloatImage, quiet: int, seen: NDArray[np.bool_],
                     body: NDArray[np.bool_]) -> tuple[FloatImage, NDArray[np.bool_]]:
    """The ink signal `y` of a die with light ink, with a highlight's light taken away, and
    where it can't be (the quiet channel burnt out).

    Traced on tuning seed 20 (orange symbols on a dark purple die): a highlight's halo,
    tens of levels of the lamp's colour added to every channel but burnt out only at its
    core, is lighter than the body as light ink is, and read as ink (a blank showed half
    a symbol's ink). The lamp lifts the channel the ink leaves `quiet` as much as the
    others, so that channel's rise above the body's plane measures the added light; it
    is taken from the signal in the ratio the halo shows between the two."""
    q = image[..., quiet]
    # Ink and the lamp's light both lift the signal: the body is what neither lifted,
    # and the quiet channel's plane is fitted there (ink lowers that channel a little).
    y_plane = _plane(y, body, low_start=True)
    q_plane = None if y_plane is None else _plane(q, body & (y - y_plane < GLARE_RISE))
    if q_plane is None or y_plane is None:
        return y, np.zeros(y.shape, np.bool_)
    lift = np.where(seen, q - q_plane, 0.0)
    halo = seen & (lift > 2 * GLARE_RISE)
    ratio = 1.0
    if int(halo.sum()) >= 10:
        ratio = float(np.clip(np.median((y - y_plane)[halo] / lift[halo]), 0.7, 1.4))
    taken = f32(y - ratio * np.maximum(lift - LAMP_NOISE, 0.0))
    return taken, np.asarray(seen & (q >= CLIPPED_LEVEL), np.bool_)


def _added_light(darkest: FloatImage, body: NDArray[np.bool_]) -> NDArray[np.bool_]:
    """Where light was added on top of the die's body (a highlight), as opposed to a light
    body lit at the sensor's limit.

    A highlight is the lamp's colour added to every channel: to hide dark ink it must burn
    out the ink too, which adds tens of levels to the body's darkest channel as well.
    Brighter light on a light body only scales it: its brightest channel clips, its
    darkest follows the light's smooth gradient across the face, and dark ink still shows.
    So a burnt pixel is glare only where the darkest channel clips too or stands
    `GLARE_RISE` above a plane fitted to the body's darkest channel (a highlight is a spot,
    left out of the fit as it stands above it)."""
    plane = _plane(darkest, body)
    if plane is None:
        return np.ones(darkest.shape[:2], np.bool_)
    return np.asarray(darkest >= np.minimum(CLIPPED_LEVEL, plane + GLARE_RISE), np.bool_)


SHARP_EDGE = 0.15
"""Most ink (median) 2-4 px outside a burnt spot for it to be burnt ink: a highlight's halo,
lighter than the body, reads as ink around its burnt core."""
LIT_INK = 235.0
"""Least brightness (the brightest channel's 95th percentile) of the face's other ink for a
burnt spot to be ink at the sensor's limit: other ink lit well below it says the spot is
added light."""
BURNT_INK_LEVEL = 0.5
"""Least ink (median, 1 = full) a burnt spot must show against the body's level about it to
be burnt ink."""


def _burnt_ink(image: FloatImage, burnt: NDArray[np.bool_], ink: FloatImage,
               inside: NDArray[np.bool_], dist: FloatImage) -> NDArray[np.bool_]:
    """The burnt-out spots on a die with light ink that are ink at the sensor's limit.

    Traced on tuning seeds 311 and 332 (white pips on red and blue dice) and live d6 seed
    523: the exposure rose a fifth or a quarter after calibration, the pips burnt out,
    and each counted as glare (photos read ok 168 of 300, live 1 of 33 rolls). A lamp's
    highlight adds light that falls off around its burnt core, so a halo lighter than the
    body rings it; burnt ink ends where the ink ends, with the body at its level just
    beyond. A burnt spot is ink when the ring 2-4 px outside it is at the body's level and
    the face's other ink is lit near the limit too: other pips lit well below it beside a
    sharp burnt disc mean a glint, and so does a spot with no other ink to compare."""
    out = np.zeros(burnt.shape, np.bool_)
    if not burnt.any():
        return out
    count, labels, stats, _ = cv2.connectedComponentsWithStats(u8(burnt))
    brightest = image.max(axis=2)
    disc = cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (3, 3))
    near_burnt = cv2.dilate(u8(burnt), disc) > 0
    inner, outer = (cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (k, k)) for k in (5, 9))
    height, width = burnt.shape
    lit_ink = inside & ~burnt & (ink > 0.5)
    for i in range(1, count):
        x, y, w, h = (int(v) for v in stats[i][:4])
        x0, y0 = max(0, x - 5), max(0, y - 5)
        x1, y1 = min(width, x + w + 5), min(height, y + h + 5)
        part = u8(labels[y0:y1, x0:x1] == i)
        close = cv2.dilate(part, inner) > 0
        ring = ((cv2.dilate(part, outer) > 0) & ~close & inside[y0:y1, x0:x1]
                & ~near_burnt[y0:y1, x0:x1] & (dist[y0:y1, x0:x1] > 1.0))
        if int(ring.sum()) < 8 or float(np.median(ink[y0:y1, x0:x1][ring])) >= SHARP_EDGE:
            continue
        # Ink stands out from the body about it; a broad reflection burns the body out
        # around a pip as well, and the burnt spot then stands no higher than its halo.
        if float(np.median(ink[y0:y1, x0:x1][part > 0])) < BURNT_INK_LEVEL:
            continue
        others = lit_ink.copy()
        others[y0:y1, x0:x1] &= ~close
        if int(others.sum()) < 10 or float(np.percentile(brightest[others], 95)) < LIT_INK:
            continue
        out[y0:y1, x0:x1] |= part > 0
    return out


def _without_rims(ink: FloatImage, dist: FloatImage) -> FloatImage:
    """Ink-like strips along the outline are shaded sides and rims, not ink: components
    lying mostly within a tenth of a side of the outline, and not round, are cleared."""
    count, labels, stats, _ = cv2.connectedComponentsWithStats(u8(ink > 0.3))
    band = 0.1 * WORK_SIDE
    for i in range(1, count):
        x, y, w, h, area = (int(v) for v in stats[i])
        part = labels[y:y + h, x:x + w] == i
        if float(np.median(dist[y:y + h, x:x + w][part])) >= band:
            continue
        round_ = max(w, h) <= 1.6 * min(w, h) and area >= 0.55 * w * h
        if not round_:
            region = ink[y:y + h, x:x + w]
            region[part] = 0.0
    return ink


def _style_for(crops: Sequence[DieCrop], die: str) -> InkStyle | None:
    """The polarity (ink darker or lighter than the body, from the brightness spread) and
    the channel in which the ink stands out most on these crops."""
    darker, lighter = [], []
    for crop in crops:
        inner = cv2.erode(crop.mask, np.ones((7, 7), np.uint8)) > 0
        gray = crop.image.mean(axis=2)[inner]
        if gray.size < 20:
            continue
        low, mid, high = np.percentile(gray, [2, 50, 98])
        darker.append(float(mid - low))
        lighter.append(float(high - mid))
    if not darker:
        return None
    dark = float(np.median(darker)) >= float(np.median(lighter))
    best: tuple[float, int] | None = None
    for channel in range(4):
        peak = _peak(crops, InkStyle(channel, dark, 1.0), die)
        if peak is not None and (best is None or peak > best[0]):
            best = (peak, channel)
    if best is None:
        return None
    quiet = None if dark else _quiet_channel(crops, InkStyle(best[1], dark, 1.0), die)
    if quiet is not None:
        # Full ink as the reader will see it, with any lamp's light taken away.
        best = (_peak(crops, InkStyle(best[1], dark, 1.0, quiet), die) or best[0], best[1])
    return InkStyle(best[1], dark, max(best[0], 1e-3), quiet)


def _peak(crops: Sequence[DieCrop], style: InkStyle, die: str) -> float | None:
    """How far the ink stands out in `style` on these crops (median over crops of the
    98th percentile above the median); None when nothing can be seen."""
    peaks = []
    for crop in crops:
        view = ink_view(crop, style, die)
        values = view.ink[(view.inside > 0.12 * WORK_SIDE) & ~view.unknown]
        if values.size:
            peaks.append(float(np.percentile(values, 98)) - float(np.median(values)))
    return float(np.median(peaks)) if peaks else None


QUIET_SHARE = 0.35
"""Most that light ink may lift a channel, as a share of the channel it lifts most, for
that channel to tell a highlight's halo from ink."""


def _quiet_channel(crops: Sequence[DieCrop], style: InkStyle, die: str) -> int | None:
    """The channel light ink lifts least above the body on these crops (the median step
    from the body's colour to the ink's), if it lifts it little enough; None otherwise."""
    steps = []
    for crop in crops:
        view = ink_view(crop, style, die)
        inner = (view.inside > 0.12 * WORK_SIDE) & ~view.unknown
        values = view.ink[inner]
        if values.size < 20:
            continue
        peak = float(np.percentile(values, 98))
        ink = inner & (view.ink > 0.5 * peak)
        body = inner & (view.ink < 0.1 * peak)
        if ink.sum() < 5 or body.sum() < 20:
            continue
        steps.append(np.median(crop.image[ink], axis=0) - np.median(crop.image[body], axis=0))
    if not steps:
        return None
    step = np.median(np.stack(steps), axis=0)
    quiet = int(np.argmin(step))
    return quiet if float(step[quiet]) <= QUIET_SHARE * float(step.max()) else None


# -- features -------------------------------------------------------------------------------

def _window(ink: FloatImage, centre: tuple[float, float], side: int) -> FloatImage:
    """A side×side window of `ink` centred at `centre` (zeros outside)."""
    matrix = np.array([[1.0, 0.0, side / 2 - centre[0]], [0.0, 1.0, side / 2 - centre[1]]],
                      np.float32)
    return f32(cv2.warpAffine(ink, matrix, (side, side), flags=cv2.INTER_LINEAR,
                              borderMode=cv2.BORDER_CONSTANT, borderValue=0.0))


FACE_WINDOW = int(WORK_SIDE)


def polar_signature(face: FloatImage) -> FloatImage:
    """Rotation-invariant: ink per ring, and angular harmonics' strength per band of rings."""
    half = face.shape[0] / 2.0
    # WARP_FILL_OUTLIERS: without it warpPolar leaves samples beyond the face unwritten,
    # and they hold whatever the memory held before (a NaN now and then), so one frame
    # could read differently from run to run.
    polar = cv2.warpPolar(face, (24, 64), (half, half), half,
                          cv2.INTER_LINEAR | cv2.WARP_POLAR_LINEAR | cv2.WARP_FILL_OUTLIERS)
    rings = polar.reshape(64, RINGS, -1).mean(axis=(0, 2))
    spectrum = np.abs(np.fft.rfft(polar, axis=0))
    bands = [spectrum[1:HARMONICS + 1, part].mean(axis=1) / 64.0
             for part in np.array_split(np.arange(24), 3)]
    return f32(np.concatenate([rings, *bands]))


def _turned(face: FloatImage, angle: float) -> FloatImage:
    """`face` turned by `angle` degrees about its middle."""
    centre = (face.shape[1] / 2.0, face.shape[0] / 2.0)
    matrix = cv2.getRotationMatrix2D(centre, angle, 1.0)
    return f32(cv2.warpAffine(face, matrix, face.shape[::-1], flags=cv2.INTER_LINEAR))


def _cells(image: FloatImage) -> FloatImage:
    """`image` averaged onto the template grid (TEMPLATE_SIDE² cells, flat)."""
    return f32(cv2.resize(image, (TEMPLATE_SIDE, TEMPLATE_SIDE),
                          interpolation=cv2.INTER_AREA).ravel())


def _band_cells(face: FloatImage) -> FloatImage:
    """The face's band-passed ink on the template grid."""
    return _cells(cv2.GaussianBlur(face, (0, 0), 1.2) - cv2.GaussianBlur(face, (0, 0), 4.0))


def _template(face: FloatImage, angle: float = 0.0) -> FloatImage:
    small = _band_cells(_turned(face, angle) if angle else face)
    vector = small - small.mean()
    norm = float(np.linalg.norm(vector))
    return f32(vector / norm if norm > 1e-6 else vector)


@dataclass(frozen=True, slots=True)
class Blob:
    x: float
    y: float
    area: float
    round_: bool
    edge: bool
    """Lies along the silhouette's outline: a shaded side or rim, not a pip."""
    unknown: float
    """Share of its surroundings under glare."""
    box: tuple[int, int, int, int] = (0, 0, 0, 0)
    """x, y, width, height in the working crop."""

    def holds(self, point: tuple[float, float]) -> bool:
        x, y, w, h = self.box
        return x <= point[0] < x + w and y <= point[1] < y + h


def _blobs(view: InkView, threshold: float = 0.5) -> list[Blob]:
    mask = u8(view.ink > threshold)
    count, labels, stats, centroids = cv2.connectedComponentsWithStats(mask)
    out = []
    for i in range(1, count):
        x, y, w, h, area = (int(v) for v in stats[i])
        if area < 4:
            continue
        part = labels[y:y + h, x:x + w] == i
        depth = float(np.median(view.inside[y:y + h, x:x + w][part]))
        round_ = max(w, h) <= 1.6 * min(w, h) and area >= 0.55 * w * h
        edge = depth < 0.1 * WORK_SIDE and not round_
        near = view.unknown[max(0, y - 2):y + h + 2, max(0, x - 2):x + w + 2]
        out.append(Blob(float(centroids[i][0]), float(centroids[i][1]), float(area), round_,
                        edge, float(near.mean()) if near.size else 0.0, (x, y, w, h)))
    return out


def _pip_peaks(view: InkView, pip_area: float, spacing: float) -> list[tuple[float, float]]:
    """The centres of pip-sized discs of ink, found without a threshold that cuts them out.

    Blur, a small die or a bright lamp runs pips together (a 6's columns become blobs of two
    or three pips) and joins a pip to a lit edge; a threshold keeps them as one blob, but
    ink averaged over a pip's disc still peaks at each pip's centre. A peak counts when that
    average is clear ink and the ink is round about it: along a lit edge or a shaded side
    it curves one way only."""
    r = max(2, round(math.sqrt(pip_area / math.pi)))
    disc = np.zeros((2 * r + 1, 2 * r + 1), np.float32)
    cv2.circle(disc, (r, r), r, 1.0, -1)
    ink = f32(np.where(view.unknown, 0.0, view.ink))
    mean = cv2.filter2D(ink, -1, disc / disc.sum(), borderType=cv2.BORDER_CONSTANT)
    side = 2 * int(0.6 * spacing) + 1
    top = cv2.dilate(mean, cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (side, side)))
    ys, xs = np.nonzero((mean >= top) & (mean > PEAK_INK))
    smooth = cv2.GaussianBlur(ink, (0, 0), 0.5 * r)
    hxx = cv2.Sobel(smooth, cv2.CV_32F, 2, 0, ksize=3)
    hyy = cv2.Sobel(smooth, cv2.CV_32F, 0, 2, ksize=3)
    hxy = cv2.Sobel(smooth, cv2.CV_32F, 1, 1, ksize=3)
    found: list[tuple[float, float]] = []
    for y, x in sorted(zip(ys.tolist(), xs.tolist(), strict=True),
                       key=lambda p: -float(mean[p])):
        if any(math.dist((x, y), q) < 0.6 * spacing for q in found):
            continue  # the same peak, flat on top
        a, b, c = float(hxx[y, x]), float(hyy[y, x]), float(hxy[y, x])
        half = math.sqrt(max((a - b) ** 2 / 4 + c * c, 0.0))
        steep, gentle = (a + b) / 2 - half, (a + b) / 2 + half
        if steep < 0 and gentle / steep >= PEAK_ROUNDNESS:
            found.append((float(x), float(y)))
    return found


@dataclass(frozen=True, slots=True)
class Fit:
    count: int
    centre: tuple[float, float]
    angle: float
    """Radians: the face's frame."""
    spacing: float
    residual: float
    """Worst pip's distance from its layout position, in spacings."""
    points: tuple[tuple[int, int], ...] = ()
    """The layout's grid positions in the fitted frame."""


def fit_layout(points: Sequence[tuple[float, float]], angle_deg: float,
               spacing: float | None) -> Fit | None:
    """The canonical layout for len(points) pips that fits them best, in the die's frame
    (the silhouette's angle, refined by at most 12°)."""
    n = len(points)
    if not 1 <= n <= 6:
        return None
    pts = np.asarray(points, np.float64)
    centre = pts.mean(axis=0)
    rel = pts - centre
    best: Fit | None = None
    base = math.radians(angle_deg)
    for variant in LAYOUTS[n]:
        lay = np.asarray(variant, np.float64)
        lay = lay - lay.mean(axis=0)
        for quarter in range(4):
            theta = base + quarter * math.pi / 2
            c, s = math.cos(theta), math.sin(theta)
            placed = lay @ np.array([[c, s], [-s, c]])
            # Assign each observed pip to its nearest layout point (one each).
            if n > 1:
                d = np.linalg.norm(rel[:, None, :] - placed[None, :, :] * (spacing or 1.0),
                                   axis=2)
                order = np.argmin(d, axis=1)
                if len(set(order.tolist())) != n:
                    continue
                target = placed[order]
                cross = float((target[:, 0] * rel[:, 1] - target[:, 1] * rel[:, 0]).sum())
                dot = float((target * rel).sum())
                turn = math.atan2(cross, dot)
                if abs(turn) > math.radians(12):
                    continue
                ct, st = math.cos(turn), math.sin(turn)
                turned = target @ np.array([[ct, st], [-st, ct]])
                scale = float((turned * rel).sum() / max((turned * turned).sum(), 1e-9))
                use = spacing or scale
                residual = float(np.linalg.norm(rel - turned * use, axis=1).max()) / use
                if spacing and not 0.85 <= scale / spacing <= 1.15:
                    residual = max(residual, 1.0)
                fit = Fit(n, (float(centre[0]), float(centre[1])), theta + turn, use, residual,
                          variant)
            else:
                fit = Fit(1, (float(centre[0]), float(centre[1])), theta, spacing or 1.0, 0.0,
                          variant)
            if best is None or fit.residual < best.residual:
                best = fit
    return best


# -- the reader ------------------------------------------------------------------------------

Where = tuple[float, float]
"""A die's place in the camera's frame (full-frame pixels), when it is known."""


@dataclass(frozen=True, slots=True)
class FacePlace:
    """Where the top face's middle sits from the silhouette's (normalised pixels).

    Seen from a camera above the tray, a die shows more of one side the farther it lies
    from the point under the lens: the side strip widens the silhouette on one side, so the
    top face's middle moves off the silhouette's, in proportion to the die's distance from
    that point. With calibration frames' places known the offset is a linear function of
    the place (fitted per axis); a photo of unknown place gets the median offset.
    """

    median: tuple[float, float]
    slope: tuple[float, float] = (0.0, 0.0)
    """Normalised pixels of offset per frame pixel of place, per axis."""
    origin: Where = (0.0, 0.0)
    at_origin: tuple[float, float] = (0.0, 0.0)

    def at(self, where: Where | None) -> tuple[float, float]:
        if where is None or self.slope == (0.0, 0.0):
            return self.median
        return (self.at_origin[0] + self.slope[0] * (where[0] - self.origin[0]),
                self.at_origin[1] + self.slope[1] * (where[1] - self.origin[1]))

    @classmethod
    def fit(cls, offsets: Sequence[tuple[float, float]], places: Sequence[Where | None],
            die_side: float) -> FacePlace:
        median = (float(np.median([o[0] for o in offsets])),
                  float(np.median([o[1] for o in offsets])))
        pairs = [(o, p) for o, p in zip(offsets, places, strict=True) if p is not None]
        if len(pairs) < PLACE_SAMPLES:
            return cls(median)
        off = np.array([o for o, _ in pairs], np.float64)
        where = np.array([p for _, p in pairs], np.float64)
        origin = where.mean(axis=0)
        slope, at_origin = [0.0, 0.0], [float(median[0]), float(median[1])]
        fitted: list[int] = []
        for axis in (0, 1):
            x = where[:, axis] - origin[axis]
            # Too little spread across the frame to tell a slope from noise: keep the median.
            if float(x.std()) < PLACE_SPREAD * die_side:
                continue
            y = off[:, axis]
            keep = np.ones(len(y), bool)
            for _ in range(2):  # once more without the odd measurement out
                a, b = np.polyfit(x[keep], y[keep], 1)
                residual = np.abs(y - (a * x + b))
                spread = max(1.4826 * float(np.median(residual[keep])), 0.3)
                keep = residual <= 3.0 * spread
                if keep.sum() < PLACE_SAMPLES:
                    break
            slope[axis], at_origin[axis] = float(a), float(b)
            fitted.append(axis)
        if len(fitted) == 1:
            # A camera above the tray shows as much more of the die's side per pixel away
            # from the point under the lens across the frame as down it: the axis whose
            # places spread too little takes the other's slope, fitted to its own offsets.
            # Traced on d6 tuning seed 542: one far picture fewer (its pips unclear) left x
            # to the median, and every die read far left or right of the middle was
            # unsure, its pips off the place the median gave.
            a = slope[fitted[0]]
            other = 1 - fitted[0]
            x = where[:, other] - origin[other]
            slope[other] = a
            at_origin[other] = float(np.median(off[:, other] - a * x))
        return cls(median, (slope[0], slope[1]), (float(origin[0]), float(origin[1])),
                   (at_origin[0], at_origin[1]))


@dataclass
class _Sample:
    label: str
    name: str
    crop: DieCrop
    view: InkView = field(repr=False)
    polar: FloatImage = field(repr=False)
    templates: FloatImage | None = field(repr=False)
    amount: float


@dataclass(frozen=True, slots=True)
class Usable:
    """A calibration photo the reader couldn't use, and why."""

    label: str
    name: str
    reason: str


class FaceReader:
    """Reads photos of one die, from its calibration samples."""

    def __init__(self, die: str, die_side: float, style: InkStyle, place: FacePlace,
                 pip_area: float, spacing: float, samples: list[_Sample],
                 outlined: bool = False) -> None:
        self.die = die
        self.outlined = outlined
        """The samples were read inside outlines given with them (live calibration frames:
        the difference from the empty tray), so readings should be too."""
        self.labels = PIP_LABELS if die == "d6" else PLANAR_LABELS
        self.die_side = die_side
        self.style = style
        self.place = place
        self.pip_area = pip_area
        self.spacing = spacing
        self.samples = samples
        self.ink_lift: NDArray[np.float32] | None = None
        """Light ink only: how the calibrated symbols' ink lifts B, G and R above the body
        (median over the symbol pictures), to tell it from a lamp's light (`_lamp_like`)."""
        by_label: dict[str, list[_Sample]] = {lab: [] for lab in self.labels}
        for s in samples:
            by_label[s.label].append(s)
        missing = [lab for lab, rows in by_label.items() if not rows]
        if missing:
            raise ValueError(f"no usable photos of: {', '.join(missing)}")
        self._by_label = by_label
        polar = np.stack([s.polar for s in samples])
        within = np.sqrt(np.mean([np.var(np.stack([s.polar for s in rows]), axis=0)
                                  for rows in by_label.values()], axis=0))
        floor = 0.05 * np.abs(polar).mean(axis=0)
        self._polar_scale = f32(np.maximum(np.maximum(within, floor), 1e-3))
        if die == "planar":
            blank = [s.amount for s in by_label["blank"]]
            symbol = [s.amount for lab in SYMBOL_LABELS for s in by_label[lab]]
            self.blank_max, self.symbol_min = max(blank), min(symbol)
            self.blank_typical = float(np.median(blank))
            self._footprints = np.concatenate([
                _footprint(s) for lab in SYMBOL_LABELS for s in by_label[lab]])
            self._symbol_cells = float(np.median(self._footprints.sum(axis=1)))
            self.faint_blank = max(_faint(s.view) for s in by_label["blank"])
            self.faint_symbol = min(_faint(s.view) for lab in SYMBOL_LABELS
                                    for s in by_label[lab])
            if not _inks_apart(self.blank_max, self.symbol_min):
                most = max(by_label["blank"], key=lambda s: s.amount)
                least = min((s for lab in SYMBOL_LABELS for s in by_label[lab]),
                            key=lambda s: s.amount)
                raise ValueError(
                    f"the blank face shows nearly as much ink ({self.blank_max:.1%} in "
                    f"{most.name}) as a symbol ({self.symbol_min:.1%} in {least.name}; a "
                    "symbol needs twice a blank's)")

    # -- building ---------------------------------------------------------------------------

    @classmethod
    def build(cls, die: str, photos: Mapping[str, Sequence[tuple[str, Image]]],
              places: Mapping[str, Where] | None = None,
              outlines: Mapping[str, Image] | None = None
              ) -> tuple[FaceReader, list[Usable]]:
        """A reader from labelled photos ({label: [(name, image)]}), where in the camera's
        frame each was cut, when known ({name: place}), and the die's outline in each, when
        known ({name: mask}: then every photo needs one); also the photos it couldn't use.
        ValueError when no reader can be made (says why)."""
        places = places or {}
        outlines = outlines or {}
        labels = PIP_LABELS if die == "d6" else PLANAR_LABELS
        names = [name for label in labels for name, _ in photos.get(label, ())]
        outlined = bool(outlines)
        if outlined and any(name not in outlines for name in names):
            raise ValueError("some calibration pictures have the die's outline and some don't")

        def locate(name: str, image: Image, side: float | None) -> DieCrop | str:
            if outlined:
                return outlined_die(image, outlines[name], side)
            return find_die(image, side)

        skipped: list[Usable] = []
        found: list[tuple[str, str, Image, DieCrop]] = []
        for label in labels:
            for name, image in photos.get(label, ()):
                crop = locate(name, image, None)
                if isinstance(crop, str):
                    skipped.append(Usable(label, name, crop))
                else:
                    found.append((label, name, image, crop))
        if not found:
            raise ValueError("no photo shows a die on a plain floor")
        side = float(np.median([c.side for *_, c in found]))
        crops: list[tuple[str, str, DieCrop]] = []
        for label, name, image, crop in found:
            if abs(crop.side / side - 1.0) > SIZE_TOLERANCE:
                skipped.append(Usable(label, name, f"the die looks {crop.side / side:.0%} of "
                                                   "its usual size"))
                continue
            if crop.long_side / crop.side > COCKED_ASPECT:
                skipped.append(Usable(label, name, "the die isn't lying flat"))
                continue
            again = locate(name, image, side)
            if isinstance(again, DieCrop):
                crops.append((label, name, again))
        inked = [c for lab, _, c in crops if lab not in ("blank",)]
        style = _style_for(inked, die)
        if style is None or style.contrast < 0.12:
            raise ValueError("the symbols can't be told from the die's body")
        views = {name: ink_view(c, style, die) for _, name, c in crops}
        offsets: list[tuple[float, float]] = []
        offset_places: list[Where | None] = []
        pip_areas, spacings = [], []
        for label, name, crop in crops:
            view = views[name]
            blobs = [b for b in _blobs(view) if not b.edge and b.area >= 6]
            if die == "d6":
                if label == "1" and len(blobs) == 1:
                    pip_areas.append(blobs[0].area)
                if len(blobs) == int(label) and all(b.round_ for b in blobs):
                    fit = fit_layout([(b.x, b.y) for b in blobs], crop.angle, None)
                    if fit is not None and fit.residual < LAYOUT_TOLERANCE:
                        offsets.append((fit.centre[0] - crop.centre[0],
                                        fit.centre[1] - crop.centre[1]))
                        offset_places.append(places.get(name))
                        if label != "1":
                            spacings.append(fit.spacing)
            elif label != "blank":
                weight = np.where(view.inside > 0.1 * WORK_SIDE, view.ink, 0.0)
                total = float(weight.sum())
                if total > 0:
                    ys, xs = np.indices(weight.shape)
                    offsets.append((float((weight * xs).sum()) / total - crop.centre[0],
                                    float((weight * ys).sum()) / total - crop.centre[1]))
                    offset_places.append(places.get(name))
        if len(offsets) < 2:
            raise ValueError("too few photos show the face's content clearly enough to place "
                             "the face")
        if die == "d6" and (not pip_areas or not spacings):
            raise ValueError("the 1 photos show no single clear pip" if not pip_areas
                             else "no photo shows its pips in a clear layout")
        place = FacePlace.fit(offsets, offset_places, side)
        pip_area = float(np.median(pip_areas)) if pip_areas else 0.0
        spacing = float(np.median(spacings)) if spacings else 0.0
        samples = []
        for label, name, crop in crops:
            samples.append(_make_sample(label, name, crop, views[name],
                                        place.at(places.get(name)), die, pip_area))
        if die == "planar":
            samples, odd = _without_ink_outliers(samples)
            skipped.extend(odd)
        reader = cls(die, side, style, place, pip_area, spacing, samples, outlined)
        if die == "planar" and not style.dark:
            lifts = [lift for label, name, crop in crops if label in SYMBOL_LABELS
                     if (lift := _ink_lift(crop, views[name])) is not None]
            if lifts:
                reader.ink_lift = np.median(np.stack(lifts), axis=0).astype(np.float32)
        return reader, skipped

    # -- reading ----------------------------------------------------------------------------

    def read(self, photo: Image, exclude: str | None = None,
             where: Where | None = None, outline: Image | None = None) -> FaceReading:
        """One photo; `exclude` names a calibration sample to leave out (self-check);
        `where` is the die's place in the camera's frame, when known; `outline` the die's
        outline in the photo (255 on the die), when known, else the die is found in it."""
        crop = (find_die(photo, self.die_side) if outline is None
                else outlined_die(photo, outline, self.die_side))
        if isinstance(crop, str):
            status = "no_die" if crop in (CropProblem.NO_DIE, CropProblem.FLOOR) else "unsure"
            return FaceReading(None, status, 0.0, reasons=(crop,))
        return self.read_crop(crop, exclude, where)

    def read_crop(self, crop: DieCrop, exclude: str | None = None,
                  where: Where | None = None) -> FaceReading:
        reasons: list[str] = []
        size = crop.side / self.die_side
        if abs(size - 1.0) > SIZE_TOLERANCE:
            reasons.append(f"the die looks {size:.0%} of its calibrated size")
        if crop.long_side / crop.side > COCKED_ASPECT:
            return FaceReading(None, "cocked", 0.0, reasons=("the die isn't lying flat",))
        if crop.fill < MIN_FILL:
            reasons.append("the die's outline isn't whole")
        view = ink_view(crop, self.style, self.die)
        offset = self.place.at(where)
        centre = (crop.centre[0] + offset[0], crop.centre[1] + offset[1])
        if self.die == "d6":
            return self._read_d6(crop, view, centre, reasons, exclude)
        return self._read_planar(crop, view, centre, reasons, exclude)

    def _polar_cue(self, polar: FloatImage, exclude: str | None) -> Cue:
        signature = polar / self._polar_scale
        distances = {}
        for label, rows in self._by_label.items():
            kept = [s.polar for s in rows if s.name != exclude] or [s.polar for s in rows]
            centroid = np.mean(kept, axis=0) / self._polar_scale
            distances[label] = float(np.linalg.norm(signature - centroid))
        ranked = sorted(distances.items(), key=lambda kv: kv[1])
        (label, near), (_, next_) = ranked[0], ranked[1]
        margin = (next_ - near) / max(next_ + near, 1e-6)
        return Cue("polar", label, _clip(margin / 0.2))

    def _read_d6(self, crop: DieCrop, view: InkView, centre: tuple[float, float],
                 reasons: list[str], exclude: str | None) -> FaceReading:
        blobs = [b for b in _blobs(view) if b.area >= 0.25 * self.pip_area]
        # A pip glare has cut down to a crescent or a speck beside the burnt spot.
        cut = [b for b in blobs if not b.edge and b.unknown > 0.3
               and 0.25 <= b.area / self.pip_area < 0.7]
        odd = [b for b in blobs if not b.edge and b not in cut and not (
            b.round_ and 0.45 <= b.area / self.pip_area <= 1.9)]
        pips = [b for b in blobs if b not in odd and not b.edge]
        points = [(b.x, b.y) for b in pips]
        cues: list[Cue] = []
        split = False
        if odd and not any(b.unknown > 0.3 for b in odd):
            # Pips run together: their centres, taken when every clear pip is among them.
            # Ink left over (a lit edge joined to a pip) is judged by the empty positions.
            peaks = [p for p in _pip_peaks(view, self.pip_area, self.spacing)
                     if any(b.holds(p) for b in odd + pips)]
            if all(any(math.dist(p, q) < 0.5 * self.spacing for q in peaks) for p in points):
                points, split = peaks, True
        if odd and not split:
            reasons.append("an ink blob isn't a pip")
        fit = fit_layout(points, crop.angle, self.spacing)
        # A pip cut down by glare is still a pip where its layout puts one; off its place,
        # it may be a pip split by a burnt streak or a speck, and the count can't be told.
        off_place = any(b in cut for b in pips) and not split and (
            fit is None or fit.residual > GLARED_PIP_RESIDUAL)
        # Any "pip" touching glare may be the glare's halo, lighter than the body as light
        # ink is (a lamp's spot at the centre of a 2 read ok as a 3): it counts only when
        # the pips without it make no other face.
        halo = fit is not None and _another_face_without(
            fit, points, [p for p in points if _around_glare(view, p, self.pip_area)])
        if off_place or halo:
            reasons.append("glare on a pip")
        count_label = str(len(points)) if 1 <= len(points) <= 6 and (split or not odd) else None
        if fit is None or count_label is None:
            cues.append(Cue("layout", None, 0.0))
        else:
            cues.append(Cue("layout", count_label,
                            _clip(1.0 - fit.residual / LAYOUT_TOLERANCE)))
            placed = (fit.centre[0] - centre[0], fit.centre[1] - centre[1])
            off = math.hypot(*placed) / WORK_SIDE
            if off > OFFSET_TOLERANCE:
                reasons.append("the pips don't sit where the face does")
            cues.append(Cue("place", count_label, _clip(1.0 - off / OFFSET_TOLERANCE)))
            reasons.extend(self._empty_positions(fit, view))
            if _glint_could_be(fit, points, view):
                reasons.append(GLINT_OR_PIP)
            # Added light looks like light ink; only a shadow could fake dark ink, and a
            # round, pip-sized one at a pip's place is no lamp's doing.
            if not self.style.dark and _unlike_the_others(fit, points, view, self.pip_area):
                reasons.append(REFLECTION_OR_PIP)
        polar = polar_signature(_window(view.ink, centre, FACE_WINDOW))
        cues.append(self._polar_cue(polar, exclude))
        labels = {c.label for c in cues}
        label = count_label or _vote(cues)
        agree = len(labels) == 1 and None not in labels
        confidence = min(c.clarity for c in cues) if agree else 0.0
        if not agree:
            reasons.append("the cues disagree")
        ok = agree and not reasons and confidence >= OK_CONFIDENCE
        return FaceReading(label, "ok" if ok else "unsure", confidence,
                           len(points) if count_label else None, tuple(reasons), tuple(cues))

    def _empty_positions(self, fit: Fit, view: InkView) -> list[str]:
        """Every layout position without a pip must be seen, and seen empty.

        Glare burns out a pip as it does the body, but only where it covers it: a pip whose
        disc is partly in the clear shows ink there. So a position counts as seen empty when
        enough of a pip-sized disc around it is clear of glare and none of that clear part
        is ink; a glare spot that could hide a whole pip leaves the reading unsure when
        pips there would make another face with the ones seen."""
        c, s = math.cos(fit.angle), math.sin(fit.angle)
        r = max(2, round(math.sqrt(self.pip_area / math.pi)))
        yy, xx = np.mgrid[-r:r + 1, -r:r + 1]
        disc_mask = xx * xx + yy * yy <= r * r
        h, w = view.ink.shape
        problems = []
        occupied = set(fit.points)
        hidden: set[tuple[int, int]] = set()
        for a, b in GRID:
            if (a, b) in occupied:
                continue
            x = fit.centre[0] + fit.spacing * (a * c - b * s)
            y = fit.centre[1] + fit.spacing * (a * s + b * c)
            xi, yi = round(x), round(y)
            if not (r <= xi < w - r and r <= yi < h - r) or view.inside[yi, xi] < 1.5:
                problems.append("part of the face isn't in view")
                break
            disc = view.ink[yi - r:yi + r + 1, xi - r:xi + r + 1][disc_mask]
            clear = ~view.unknown[yi - r:yi + r + 1, xi - r:xi + r + 1][disc_mask]
            if clear.mean() < CLEAR_SHARE:
                hidden.add((a, b))
                continue
            if float(np.percentile(disc[clear], 90)) > 0.3:
                problems.append("ink where no pip should be")
                break
        # Glare matters only where pips under it would make another face with those seen
        # (the centre of a 2 makes a 3); a burnt spot where no face has a pip hides nothing.
        if not problems and _could_complete(occupied, hidden):
            problems.append("glare hides part of the face")
        return problems

    def _read_planar(self, crop: DieCrop, view: InkView, centre: tuple[float, float],
                     reasons: list[str], exclude: str | None) -> FaceReading:
        symbol_at = _symbol_centre(view, centre)
        face = _window(view.ink, symbol_at, FACE_WINDOW)
        amount = _amount(view)
        cues: list[Cue] = []
        lamp = False
        blank_below = self.blank_max + 0.3 * (self.symbol_min - self.blank_max)
        symbol_above = self.blank_max + 0.55 * (self.symbol_min - self.blank_max)
        if amount < blank_below:
            # As clear as the usual blank is, fading to nothing at the threshold.
            span = max(blank_below - self.blank_typical, 1e-6)
            ink_cue = Cue("ink", "blank", _clip((blank_below - amount) / span))
        elif amount > symbol_above:
            span = max(self.symbol_min - symbol_above, 1e-6)
            ink_cue = Cue("ink", "symbol", _clip(0.5 + 0.5 * (amount - symbol_above) / span))
        else:
            ink_cue = Cue("ink", None, 0.0)
        cues.append(ink_cue)
        polar = self._polar_cue(polar_signature(face), exclude)
        cues.append(polar)
        inside = view.inside > 0.1 * WORK_SIDE
        glare_share = float(view.unknown[inside].mean()) if inside.any() else 1.0
        if ink_cue.label == "blank":
            label: str | None = "blank"
            agree = polar.label == "blank"
            # Glare only takes ink away: a symbol (a quarter of the face or more) can't
            # hide under a small burnt spot.
            if glare_share > 0.12 and not self._symbol_would_show(view, centre):
                reasons.append("glare hides part of the face")
            # Traced on tuning photo seed 302 (grey ink on a cream die, read under a bare
            # lamp with a profile from clean light): the chaos symbol showed at a third of
            # its calibrated contrast, below the ink floor, and read ok as blank.
            if _faint(view) > max(self.faint_blank + FAINT_MARGIN,
                                  FAINT_SHARE * self.faint_symbol):
                reasons.append(FAINT_SYMBOL)
        else:
            template = self._template_cue(face, exclude)
            cues.append(template)
            label = template.label if ink_cue.label == "symbol" else polar.label
            agree = ink_cue.label == "symbol" and template.label == polar.label
            if ink_cue.label == "symbol" and self.ink_lift is not None:
                lift = _ink_lift(crop, view)
                lamp = lift is not None and _lamp_like(lift, self.ink_lift)
                if lamp:
                    reasons.append(LAMP_LIGHT)
            ink_mask = view.ink > 0.5
            stray = ink_mask & (view.inside < 0.06 * WORK_SIDE)
            if float(stray.sum()) > 0.05 * float(ink_mask.sum()):
                reasons.append("the symbol reaches the face's edge")
            if glare_share > 0.08:
                # Compared only where the face is seen, the symbols may still tell
                # themselves apart beyond doubt; then the glare hid nothing that matters.
                seen = self._masked_template_cue(face, view, symbol_at, exclude)
                if seen is None or seen.clarity < 1.0 or seen.label != label:
                    reasons.append("glare on the symbol")
                else:
                    cues[-1] = seen
        confidence = min(c.clarity for c in cues) if agree else 0.0
        if not agree:
            reasons.append("the cues disagree")
        if label != "blank" and lamp and set(reasons) <= {LAMP_LIGHT, "the cues disagree"}:
            # The "ink" is mostly the lamp's light on a face otherwise seen well: a blank
            # under a highlight is the likelier face (traced on tuning seeds 100 and 201:
            # every such best guess a blank read as a symbol), and the cues that named a
            # symbol are no measure of it. Where the outline is broken or glare or the
            # edge spoils the colours measured (a chaos face on calibration seed 71), the
            # symbol stays the best guess.
            label, confidence = "blank", 0.0
        # The faces that make things happen need a clearer reading than blank.
        need = OK_CONFIDENCE if label == "blank" else SYMBOL_CONFIDENCE
        ok = agree and not reasons and confidence >= need
        return FaceReading(label, "ok" if ok else "unsure", confidence, None, tuple(reasons),
                           tuple(cues))

    def _symbol_would_show(self, view: InkView, centre: tuple[float, float]) -> bool:
        """Whether every calibrated symbol, at every turn, would show enough of its ink
        clear of this face's glare while the face shows next to none there: then it is
        blank, glare or not."""
        clear = _clear_cells(view, centre)
        expected = self._footprints @ clear  # each symbol's ink cells in the clear, per turn
        least = float(expected.min())
        shown = _cells(f32(_window(view.ink, centre, FACE_WINDOW) > INK_FLOOR))
        return (least >= SYMBOL_SEEN * self._symbol_cells
                and float(shown @ clear) <= SHOWN_SHARE * least)

    def _masked_template_cue(self, face: FloatImage, view: InkView,
                             centre: tuple[float, float], exclude: str | None) -> Cue | None:
        """The template cue over the part of the face clear of glare; None when too little
        is clear."""
        cells = _clear_cells(view, centre) > 0.95
        if cells.mean() < MASKED_CELLS:
            return None
        small = _band_cells(face)[cells]
        vector = small - small.mean()
        norm = float(np.linalg.norm(vector))
        if norm < 1e-6:
            return None
        vector /= norm
        best = {}
        for lab in SYMBOL_LABELS:
            scores = []
            for sample in self._by_label[lab]:
                if sample.templates is None or sample.name == exclude:
                    continue
                rows = sample.templates[:, cells]
                rows = rows - rows.mean(axis=1, keepdims=True)
                norms = np.maximum(np.linalg.norm(rows, axis=1), 1e-6)
                scores.append(float(((rows @ vector) / norms).max()))
            best[lab] = max(scores) if scores else -1.0
        return _template_ranking(best)

    def _template_cue(self, face: FloatImage, exclude: str | None) -> Cue:
        vector = _template(face)
        best = {}
        for label in SYMBOL_LABELS:
            scores = [float((s.templates @ vector).max()) for s in self._by_label[label]
                      if s.templates is not None and s.name != exclude]
            best[label] = max(scores) if scores else -1.0
        return _template_ranking(best)


GLINT_OR_PIP = "a burnt-out spot could be a glint as well as a pip"


def _glint_could_be(fit: Fit, points: Sequence[tuple[float, float]], view: InkView) -> bool:
    """Whether a pip read from a burnt-out spot (`_burnt_ink`) could be a lamp's glint: a
    sharp glint of a pip's size on a die whose pips burn out looks like one. One lamp
    makes one glint, so the reading stands unless the pips without one of those spots
    make another face (the centre of a 3 or a 5)."""
    if view.burnt_ink is None or not view.burnt_ink.any():
        return False
    height, width = view.burnt_ink.shape
    burnt = []
    for x, y in points:
        xi, yi = min(max(round(x), 0), width - 1), min(max(round(y), 0), height - 1)
        if view.burnt_ink[max(0, yi - 1):yi + 2, max(0, xi - 1):xi + 2].any():
            burnt.append((x, y))
    return _another_face_without(fit, points, burnt)


REFLECTION_OR_PIP = "a light spot unlike the other pips could be a reflection"
PROFILE_RINGS = 8
"""Rings of a quarter pip radius each: a pip's profile reaches twice its radius."""


def _unlike_the_others(fit: Fit, points: Sequence[tuple[float, float]], view: InkView,
                       pip_area: float) -> bool:
    """Whether a light pip whose absence would make another face (the centre of a 3 or a
    5) is shaped unlike the face's other pips, and so could be a lamp's reflection.

    Found by painting a soft reflection (added light that never burns out) at the centre
    of the 2s and 4s of the white-pip tuning photo sessions: lighter than the body as white
    ink is, round and pip-sized, it read ok as a 3 or a 5 (488 of 4,500 paintings, most on
    the black die 326), and the renderer's own sheen did it to two of seed 326's
    calibration photos. Painted ink ends at the pip's rim, blurred only by the lens, which
    blurs every pip on the face alike; a reflection fades out smoothly. So the pip's edge
    must be as sharp as the other pips' and its size like theirs, each measured on its own
    profile against its own peak (light and exposure differ across the face, shape
    doesn't)."""
    if view.lift is None:
        return False
    doubtful = [p for p in points if _another_face_without(fit, points, [p])]
    if not doubtful:
        return False
    radius = math.sqrt(pip_area / math.pi)
    shapes = {p: _pip_shape(view, p, radius) for p in points}
    for candidate in doubtful:
        shape = shapes[candidate]
        if shape is None:
            # Glare on it: a reflection that burns out is judged by the glare rules
            # (`_around_glare`, `_glint_could_be`).
            continue
        if not shape.measured:
            return True  # seen, but not fading like a pip at all
        # Glare beside a pip cuts its profile: only pips seen whole show the face's shape
        # (traced on tuning seed 326 at a brighter exposure, where half-glared corner pips
        # looked as soft as the reflection beside them).
        others = [s for p, s in shapes.items() if p != candidate and s is not None
                  and s.clear and s.measured]
        if not others:
            return True
        size = float(np.median([o.size for o in others]))
        edge = float(np.median([o.edge for o in others]))
        if math.hypot((shape.size / size - 1.0) / OTHER_SIZE,
                      max(0.0, shape.edge - edge) / SOFT_EDGE) > 1.0:
            return True
    return False


@dataclass(frozen=True, slots=True)
class PipShape:
    """How a pip's ink falls off from its middle (`_pip_shape`)."""

    size: float
    """Radius at half the pip's peak, in pip radii (NaN if it never falls so far)."""
    edge: float
    """Width of its edge, from 80 % of its peak down to 20 %, in pip radii (or NaN)."""
    clear: bool
    """No glare within one and a half pip radii of its middle."""

    @property
    def measured(self) -> bool:
        """Its profile fell through every level (neither size nor edge is NaN)."""
        return not math.isnan(self.size + self.edge)


def _pip_shape(view: InkView, point: tuple[float, float], radius: float) -> PipShape | None:
    """A pip's shape from its profile in rings about its middle near `point`; None when
    glare or the outline leaves too little of it to see."""
    assert view.lift is not None
    height, width = view.lift.shape
    reach = math.ceil(2.5 * radius)
    xi, yi = round(point[0]), round(point[1])
    x0, y0 = max(0, xi - reach), max(0, yi - reach)
    x1, y1 = min(width, xi + reach + 1), min(height, yi + reach + 1)
    yy, xx = np.mgrid[y0:y1, x0:x1].astype(np.float32)
    glare = view.unknown[y0:y1, x0:x1]
    seen = (view.inside[y0:y1, x0:x1] > 1.0) & ~glare
    lift = view.lift[y0:y1, x0:x1]
    # The pip's middle: `point` may be a blob's centroid or a disc's peak a pixel or two
    # off it, which on a small spot is much of its profile.
    cx, cy = point
    for _ in range(3):
        weight = np.where(seen & (np.hypot(xx - cx, yy - cy) < 0.75 * radius),
                          np.maximum(lift, 0.0), 0.0)
        if float(weight.sum()) <= 0.0:
            return None
        cx = float((weight * xx).sum() / weight.sum())
        cy = float((weight * yy).sum() / weight.sum())
    ring = (np.hypot(xx - cx, yy - cy) / (0.25 * radius)).astype(np.int32)
    core = seen & (ring < 2)
    if int(core.sum()) < 3:
        return None
    peak = float(np.percentile(lift[core], 90))
    if peak <= 0.0:
        return None
    profile = []
    for k in range(PROFILE_RINGS):
        part = seen & (ring == k)
        profile.append(float(lift[part].mean()) / peak if part.any() else math.nan)
    inner, middle, outer = (_crossing(profile, level) for level in (0.8, 0.5, 0.2))
    near = ring < 6
    clear = not bool((glare & near).any())
    return PipShape(middle, outer - inner, clear)


def _crossing(profile: Sequence[float], level: float) -> float:
    """Where (in pip radii) a profile of quarter-radius rings first falls through `level`,
    across any unseen ring; NaN when it doesn't."""
    seen = [(0.25 * (k + 0.5), v) for k, v in enumerate(profile) if not math.isnan(v)]
    for (r0, inner), (r1, outer) in itertools.pairwise(seen):
        if inner >= level > outer:
            return r0 + (r1 - r0) * (inner - level) / (inner - outer)
    return math.nan


def _around_glare(view: InkView, point: tuple[float, float], pip_area: float) -> bool:
    """Whether `point` (a pip's centre) sits around glare: glare within its disc, centred
    near it. A glare halo makes a ring around the burnt spot; a pip beside a spot has the
    glare on one side."""
    radius = math.sqrt(pip_area / math.pi)
    r = radius + 2.0
    height, width = view.unknown.shape
    x0, y0 = max(0, int(point[0] - r)), max(0, int(point[1] - r))
    x1, y1 = min(width, int(point[0] + r) + 1), min(height, int(point[1] + r) + 1)
    ys, xs = np.nonzero(view.unknown[y0:y1, x0:x1])
    if xs.size == 0:
        return False
    return math.dist((float(xs.mean()) + x0, float(ys.mean()) + y0), point) < HALO_OFFSET * radius


def _place(fit: Fit, point: tuple[float, float]) -> tuple[int, int]:
    """The layout position a pip sits on, in the fitted face's frame."""
    c, s = math.cos(fit.angle), math.sin(fit.angle)
    dx, dy = point[0] - fit.centre[0], point[1] - fit.centre[1]
    return round((dx * c + dy * s) / fit.spacing), round((dy * c - dx * s) / fit.spacing)


def _another_face_without(fit: Fit, points: Sequence[tuple[float, float]],
                          doubtful: Sequence[tuple[float, float]]) -> bool:
    """Whether the pips less any one of the `doubtful` ones make another face (the centre
    of a 3 or a 5)."""
    places = {_place(fit, p) for p in points}
    return any(places - {_place(fit, p)} in FACES for p in doubtful)


def _template_ranking(best: Mapping[str, float]) -> Cue:
    """The template cue from each symbol's best score: clear when the best is high and
    well ahead of the other."""
    ranked = sorted(best.items(), key=lambda kv: -kv[1])
    (label, top), (_, second) = ranked[0], ranked[1]
    clarity = min(_clip((top - 0.4) / 0.3), _clip((top - second) / 0.15))
    return Cue("template", label, clarity)


def _vote(cues: Sequence[Cue]) -> str | None:
    counts: dict[str, int] = {}
    for c in cues:
        if c.label is not None:
            counts[c.label] = counts.get(c.label, 0) + 1
    return max(counts, key=lambda k: counts[k]) if counts else None


def _symbol_centre(view: InkView, fallback: tuple[float, float]) -> tuple[float, float]:
    """Where the symbol's ink is centred (a small die's silhouette places it less well);
    the face's centre for a blank."""
    weight = np.where(view.inside > 0.1 * WORK_SIDE, view.ink, 0.0)
    total = float(weight.sum())
    if total < 0.02 * WORK_SIDE * WORK_SIDE:
        return fallback
    ys, xs = np.indices(weight.shape)
    return float((weight * xs).sum()) / total, float((weight * ys).sum()) / total


def _pip_mass(view: InkView) -> float:
    """All clear ink away from the outline (where shaded sides and rims lie), blob-blind."""
    core = (view.inside > 0.14 * WORK_SIDE) & (view.ink > 0.4)
    return float(np.minimum(view.ink[core], 1.0).sum())


INK_FLOOR = 0.3
"""Ink below this share of full ink is the body's own noise, not a symbol's."""


def _amount(view: InkView) -> float:
    """Clear ink on the face, away from its outline. Ink is each pixel against the body's
    local extreme (a morphological opening or closing), so sensor noise on the body always
    reads as faint ink: on a dark die with light ink (tuning seed 11) a blank showed 10-11 %
    of noise, half a symbol's amount. Only ink above `INK_FLOOR` counts."""
    inside = view.inside > 0.1 * WORK_SIDE
    ink = view.ink[inside]
    return float(ink[ink > INK_FLOOR].sum()) / (WORK_SIDE * WORK_SIDE)


FAINT_INK = 0.15
"""Ink level (of full ink as calibrated) counted by `_faint`: well below `INK_FLOOR`."""
FAINT_BLUR = 3
"""Side, in normalised pixels, over which `_faint` smooths the ink (a stroke is 4-6)."""
FAINT_MARGIN = 0.06
"""Faint ink a blank may show beyond the most a calibration blank showed."""
FAINT_SHARE = 0.3
"""Faint ink, as a share of the least a calibration symbol showed, that a blank never
shows (tuning photo seeds 300-323: under 0.1 % of blanks read ok reach it)."""


def _clear_cells(view: InkView, centre: tuple[float, float]) -> FloatImage:
    """Each template cell's share clear of glare (and of the ring the band-pass smears a
    glare spot's edge into), in the face window at `centre`."""
    hidden = _window(view.unknown.astype(np.float32), centre, FACE_WINDOW) > 0.0
    hidden = cv2.dilate(u8(hidden), np.ones((GLARE_SMEAR, GLARE_SMEAR), np.uint8)) > 0
    return f32(1.0 - _cells(f32(hidden)))


def _footprint(sample: _Sample) -> FloatImage:
    """Where a calibrated symbol's clear ink lies, at each of `ROTATIONS` turns about its
    centre (rows of TEMPLATE_SIDE² cells, each the cell's share of ink)."""
    face = _window(sample.view.ink, _symbol_centre(sample.view, sample.crop.centre),
                   FACE_WINDOW)
    ink = f32(face > INK_FLOOR)
    return f32(np.stack([_cells(_turned(ink, i * 360.0 / ROTATIONS))
                         for i in range(ROTATIONS)]))


def _faint(view: InkView) -> float:
    """Share of the face, away from its outline and out of glare, with ink at least
    `FAINT_INK` above the face's own median: a symbol washed out by the light shows here
    when `_amount` sees none.

    Ink is measured against the body's local extreme, which noise pushes past the body's
    true level: a noisier frame lifts the whole body, not a symbol's shape. Traced on
    webcam tuning seed 608 (a black die on green felt): read through fewer stacked frames
    than its calibration pictures, live blanks showed faint ink on 22-83 % of the face
    where calibration blanks showed at most 30 % and symbols 57 %, and 14 of 40 rolls were
    doubted. A symbol covers well under half the face, so the median is the body; the ink
    is smoothed over a stroke's width first, so single noisy pixels don't count."""
    inside = (view.inside > 0.1 * WORK_SIDE) & ~view.unknown
    if not inside.any():
        return 0.0
    ink = cv2.blur(view.ink, (FAINT_BLUR, FAINT_BLUR))[inside]
    lifted = ink - float(np.median(ink))
    return float(np.count_nonzero(lifted > FAINT_INK)) / int(inside.sum())


def _inks_apart(blank_max: float, symbol_min: float) -> bool:
    """Whether the least ink a symbol showed stands clear of the most a blank showed."""
    return symbol_min > 2.0 * blank_max + 0.005


FAINT_SYMBOL = "faint ink on the blank face: a symbol may be washed out by the light"
LAMP_LIGHT = "the light ink has the lamp's colour, not the ink's: it may be a reflection"
LAMP_SINE = 0.15
"""Least sine of the angle between the calibrated ink's lift and grey light for the two to
be told apart by colour (grey or white ink on a grey, black or white die can't be)."""
LAMP_SHARE = 0.5
"""Least share of a face's light-ink lift that must follow the ink's colour."""


def _ink_lift(crop: DieCrop, view: InkView) -> NDArray[np.float32] | None:
    """How the light "ink" on this face lifts B, G and R above the body: the median colour
    where the ink is strong, less the body's median colour; None when too little of
    either shows."""
    inside = (view.inside > 0.12 * WORK_SIDE) & ~view.unknown
    ink = inside & (view.ink > 0.5)
    body = inside & (view.ink < 0.1)
    if int(ink.sum()) < 5 or int(body.sum()) < 20:
        return None
    lift = np.median(crop.image[ink], axis=0) - np.median(crop.image[body], axis=0)
    return np.asarray(lift, np.float32)


def _lamp_like(lift: NDArray[np.float32], ink: NDArray[np.float32]) -> bool:
    """Whether a face's light-ink `lift` is mostly a lamp's grey light rather than the
    calibrated `ink`'s colour.

    Traced on tuning seeds 100 (varied light) and 201 (a shaky camera), grey symbols on a
    dark blue die: a lamp's soft highlight on a blank face, short of burning out, lifts the
    body as light ink does, and the ink cue said "symbol" at 0.5-0.9. On seed 100 all
    three cues then named Chaos on some blank faces, and only a weak template or polar
    cue kept the reading from ok. The lamp adds the same light to every channel; grey ink
    on a blue body lifts red and green more than blue (there: ink +66 +106 +126 in B, G,
    R, the highlight +80 +77 +85). The lift is split into the ink's colour and grey light
    (least squares); a face whose lift follows the ink's colour less than `LAMP_SHARE` is
    doubted. Where the ink's own lift is nearly grey (`LAMP_SINE`), nothing is said."""
    grey = np.ones(3, np.float64) / math.sqrt(3.0)
    s = ink.astype(np.float64)
    norm = float(np.linalg.norm(s))
    if norm < 1.0:
        return False
    sine = math.sqrt(max(0.0, 1.0 - (float(s @ grey) / norm) ** 2))
    if sine < LAMP_SINE:
        return False
    basis = np.column_stack([s / norm, grey])
    (a, b), *_ = np.linalg.lstsq(basis, lift.astype(np.float64), rcond=None)
    along = max(0.0, float(a))
    return along < LAMP_SHARE * (along + abs(float(b)))


REFLECTION = "a light spot on the blank face looks like ink"
FADED = "the symbol shows little ink"


def _without_ink_outliers(samples: list[_Sample]) -> tuple[list[_Sample], list[Usable]]:
    """The planar samples with the fewest left out (at most a third of a face's, keeping
    3) that make the blank's ink and the symbols' stand apart; and those left out.

    Traced on tuning seeds 27 and 45 (light ink on a dark die, a lamp above): in one or
    two of ten blank pictures a reflection, not bright enough to burn out, lifted the
    face like light ink (8-12 % of it against 0-6 % on the other blanks), and the whole
    profile was refused though the other pictures tell the faces apart. Live, such a
    blank reads unsure (its ink sits between the two), and the self-check still reads
    the pictures left out, refusing the profile if one reads confidently wrong."""
    blank = sorted((s for s in samples if s.label == "blank"), key=lambda s: -s.amount)
    symbols = [s for s in samples if s.label in SYMBOL_LABELS]
    if not blank or not symbols or _inks_apart(blank[0].amount,
                                               min(s.amount for s in symbols)):
        return samples, []
    count: dict[str, int] = {}
    for s in samples:
        count[s.label] = count.get(s.label, 0) + 1
    spare = {lab: min(n // 3, max(0, n - 3)) for lab, n in count.items()}
    best: list[_Sample] | None = None
    for i in range(min(spare.get("blank", 0), len(blank) - 1) + 1):
        faint = [s for s in symbols if not _inks_apart(blank[i].amount, s.amount)]
        if any(sum(1 for s in faint if s.label == lab) > spare.get(lab, 0)
               for lab in SYMBOL_LABELS):
            continue
        if best is None or i + len(faint) < len(best):
            best = blank[:i] + faint
    if not best:
        return samples, []
    left = {id(s) for s in best}
    odd = [Usable(s.label, s.name,
                  f"{REFLECTION if s.label == 'blank' else FADED} ({s.amount:.0%})")
           for s in best]
    log.info("calibration: left out %s: the blank's ink and the symbols' overlap with them",
             ", ".join(s.name for s in best))
    return [s for s in samples if id(s) not in left], odd


def _make_sample(label: str, name: str, crop: DieCrop, view: InkView,
                 offset: tuple[float, float], die: str, pip_area: float) -> _Sample:
    centre = (crop.centre[0] + offset[0], crop.centre[1] + offset[1])
    if die == "planar":
        centre = _symbol_centre(view, centre)
    face = _window(view.ink, centre, FACE_WINDOW)
    templates = None
    if die == "planar" and label in SYMBOL_LABELS:
        templates = np.stack([_template(face, i * 360.0 / ROTATIONS)
                              for i in range(ROTATIONS)])
    amount = _pip_mass(view) if die == "d6" else _amount(view)
    return _Sample(label, name, crop, view, polar_signature(face), templates, amount)
