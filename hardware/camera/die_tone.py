"""A die of the floor's colour, told from its own shadow by how much darker it is.

The foreground mask leaves shadows out by their colour: a shadow darkens the floor by the
same factor in every channel. A black die on grey cloth, or a blue die on blue felt, does
too, so on such a set-up nothing stands out from the empty tray but a symbol (and on a
blank face nothing at all). Yet a camera sees the die: it darkens the floor by its own
factor, with sharp square edges, while its shadow beside it darkens the floor by the
light's factor. Calibration pictures hold exactly one die and its shadow, so the factor of
each can be measured there: the part of what changed that forms a die-sized square is the
die, the rest its shadow. When the die is well darker than its shadow, the profile keeps
the die's factor (`DieTone`) and the live reader counts the floor darkened by that much as
the die. Otherwise the die can't be told from its shadow by a camera (a die lighter than
its shadow meets the shadow's soft edge, which passes through every factor between the
shadow's and none), and the player is told to put a contrasting cloth on the tray's floor.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass

import cv2
import numpy as np
from numpy.typing import NDArray

from hardware.camera.arrays import Image, u8
from hardware.camera.tray import BackgroundModel, DieTone, darkening

log = logging.getLogger(__name__)

MARGIN = 0.04
"""Darkening factors this close to the shadows' are left to the shadows."""
MIN_GAP = 0.08
"""The die's factor and its shadow's must be this far apart to be told apart."""


@dataclass(frozen=True, slots=True)
class ToneSample:
    """One picture's die darkening (5th and 95th percentiles) and its shadow's (5th
    percentile and median)."""

    die: tuple[float, float]
    shadow: tuple[float, float] | None


def _square(mask: Image, short: int) -> NDArray[np.int32] | None:
    """The largest part of `mask` if it is a die-sized square (2-25 % of the tray's
    shorter side, at most 1.3 times as long as wide, filling 3/4 of its box)."""
    contours, _ = cv2.findContours(mask, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
    if not contours:
        return None
    contour = max(contours, key=cv2.contourArea)
    (_, _), (w, h), _ = cv2.minAreaRect(contour)
    small, big = min(w, h), max(w, h)
    if small < 0.02 * short or big > 0.25 * short or big > 1.3 * small:
        return None
    if cv2.contourArea(contour) < 0.75 * w * h:
        return None
    return np.asarray(contour, np.int32)


def sample(model: BackgroundModel, frame: Image) -> ToneSample | None:
    """The die's and its shadow's darkening in one calibration picture, or None when what
    changed there doesn't split into one die-sized square and the rest."""
    work = model.region.work(frame)
    background = model.image * model.gain(work)
    diff = cv2.absdiff(work.astype(np.float32), np.minimum(background, np.float32(255.0)))
    b, g, r = cv2.split(diff)
    changed = u8((cv2.max(cv2.max(b, g), r) > model.threshold).astype(np.uint8) * 255)
    changed = u8(cv2.morphologyEx(changed, cv2.MORPH_OPEN, np.ones((2, 2), np.uint8)))
    changed = u8(cv2.morphologyEx(changed, cv2.MORPH_CLOSE, np.ones((3, 3), np.uint8)))
    count, labels, stats, _ = cv2.connectedComponentsWithStats(changed)
    if count < 2:
        return None
    blob = labels == 1 + int(np.argmax(stats[1:, cv2.CC_STAT_AREA]))
    k = darkening(work, background)
    values = k[blob & (k < 0.93)]  # what darkens the floor: the die, its shadow (not ink)
    if values.size < 16:
        return None
    level = u8(np.clip(values * 100.0, 0, 255)).reshape(-1, 1)
    split, _ = cv2.threshold(level, 0, 255, cv2.THRESH_BINARY | cv2.THRESH_OTSU)
    cut = (split + 0.5) / 100.0
    short = min(work.shape[:2])
    ellipse = cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (3, 3))
    found = []
    for part in (blob & (k < cut), blob & (k >= cut)):
        # The shadow's soft edge darkens the floor by every factor between its own and
        # none: a thin ring of it may join the die's part. Cut it off, harder each time.
        for size in (3, 5, 7):
            opened = u8(cv2.morphologyEx(
                u8(part.astype(np.uint8) * 255), cv2.MORPH_OPEN,
                cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (size, size))))
            contour = _square(opened, short)
            if contour is not None:
                found.append((part, contour))
                break
    if len(found) != 1:
        return None
    part, contour = found[0]
    inside = np.zeros(k.shape, np.uint8)
    cv2.drawContours(inside, [contour], -1, 255, -1)
    die = k[(inside > 0) & part & (k < 0.93)]  # the body, not its ink
    if die.size < 16:
        return None
    # The shadow: what changed beyond the die (grown a little: its rounded edges). Its
    # soft edge spans every factor up to 1, so its depth is its 5th percentile to its
    # median.
    grown = cv2.dilate(inside, ellipse, iterations=2) > 0
    rest = k[blob & ~grown & (k < 0.93)]
    shadow = (float(np.percentile(rest, 5)), float(np.percentile(rest, 50))) \
        if rest.size >= 16 else None
    return ToneSample((float(np.percentile(die, 5)), float(np.percentile(die, 95))), shadow)


def measure(model: BackgroundModel, frames: Sequence[Image]) -> DieTone | str:
    """The die's tone from calibration pictures of it, or why it can't be told from its
    shadow (a sentence for the player)."""
    samples = [s for s in (sample(model, f) for f in frames) if s is not None]
    if len(samples) < max(2, len(frames) // 2):
        return (f"the die stands out as a square in only {len(samples)} of {len(frames)} "
                "pictures")
    die_low = float(np.median([s.die[0] for s in samples]))
    die_high = float(np.median([s.die[1] for s in samples]))
    shadows = [s.shadow for s in samples if s.shadow is not None]
    if die_high >= 0.93:
        return "the die is as bright as the floor"
    if not shadows:
        return "no shadow was seen beside the die"
    shadow_low = float(np.median([s[0] for s in shadows]))
    shadow_high = float(np.median([s[1] for s in shadows]))
    if die_high + MIN_GAP > shadow_low:
        # A die lighter than its shadow (a blue die on blue felt under a hard lamp) isn't
        # told apart by its tone: the shadow's soft edge passes through every tone between
        # its own and none, a ring around the shadow that would join the die.
        return (f"the die darkens the floor {die_low:.2f}-{die_high:.2f} times, its shadow "
                f"{shadow_low:.2f}-{shadow_high:.2f} times: not darker than its shadow, whose "
                "soft edge passes through the die's tone")
    tone = DieTone(round(max(0.02, 0.7 * die_low), 4), round(shadow_low - MARGIN, 4))
    log.info("the die is darker than its shadow: told from it by its tone %.2f-%.2f "
             "(shadows %.2f-%.2f)", tone.low, tone.high, shadow_low, shadow_high)
    return tone
