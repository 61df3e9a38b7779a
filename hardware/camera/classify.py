"""Classifying a die's top face by independent cues that must agree.

Planar die: the ink amount separates blank from a symbol; rotation-searched template
matching and the rotation-invariant polar signature each name the symbol. d6: the pip count
(round ink blobs) and the polar signature (where the ink lies around the centre) must name
the same number.

A verdict is `ok` only when the cues agree and each is clear enough. Planeswalker and chaos
(which make things happen) need a higher confidence than blank. Anything else comes out
unsure, with the best guess attached for the table to confirm; it is never passed off as a
reading.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import cv2
import numpy as np

from hardware.camera.face_features import (
    FloatArray,
    centred,
    ink_amount,
    polar_signature,
    rotated_templates,
    template_vector,
)

log = logging.getLogger(__name__)

PLANAR_LABELS = ("planeswalker", "chaos", "blank")
SYMBOL_LABELS = ("planeswalker", "chaos")
PIP_LABELS = ("1", "2", "3", "4", "5", "6")

OK_CONFIDENCE = {"planeswalker": 0.6, "chaos": 0.6, "blank": 0.4}
"""Least confidence for an ok verdict; stricter for the faces that make things happen."""
OK_CONFIDENCE_PIPS = 0.5
RIM_INK_LIMIT = 0.12
"""Most ink allowed in the ink map's outer band before the face cut is distrusted."""


def rim_ink(ink: FloatArray, band: int = 3) -> float:
    """Share of the outer band of an ink map that is ink."""
    mask = ink > 0.5
    inner = mask[band:-band, band:-band]
    return float(mask.sum() - inner.sum()) / float(mask.size - inner.size)


@dataclass(frozen=True, slots=True)
class Cue:
    """One cue's answer: a label (None: can't tell) and how clear it was, 0..1."""

    name: str
    label: str | None
    clarity: float


@dataclass(frozen=True, slots=True)
class Verdict:
    label: str | None
    confidence: float
    ok: bool
    cues: tuple[Cue, ...]
    reasons: tuple[str, ...] = ()
    """The checks that failed (the face reader's words), if any."""

    def explain(self) -> str:
        return ", ".join(f"{c.name}={c.label or '?'}({c.clarity:.2f})" for c in self.cues)


def _clip(value: float) -> float:
    return float(min(1.0, max(0.0, value)))


class FaceClassifier:
    """Built from labelled ink maps (the calibration samples); classifies new ones.

    `exclude` in `classify` leaves one sample out, so a profile's self-check can't pass by
    matching a sample against itself.
    """

    def __init__(self, samples: Mapping[str, Sequence[FloatArray]], *, d6: bool = False) -> None:
        self.d6 = d6
        labels = PIP_LABELS if d6 else PLANAR_LABELS
        missing = [lab for lab in labels if not samples.get(lab)]
        if missing:
            raise ValueError(f"no samples for: {', '.join(missing)}")
        self.labels = labels
        self._ink = {lab: [ink_amount(m) for m in samples[lab]] for lab in labels}
        template_labels = labels if d6 else SYMBOL_LABELS
        self._templates: dict[str, list[FloatArray]] = {
            lab: [rotated_templates(centred(m)) for m in samples[lab]]
            for lab in template_labels}
        self._polar = {lab: np.stack([polar_signature(centred(m)) for m in samples[lab]])
                       for lab in labels}
        # Each feature in units of its spread within a face (pooled), with a floor so a
        # feature that happened not to vary over a few samples can't dominate.
        within = np.sqrt(np.mean([rows.var(axis=0) for rows in self._polar.values()], axis=0))
        floor = 0.05 * np.abs(np.concatenate(list(self._polar.values()))).mean(axis=0)
        self._polar_scale = np.maximum(np.maximum(within, floor), 1e-3).astype(np.float32)
        if d6:
            self._pip_area = self._single_pip_area(samples["1"])
        else:
            blank_max = max(self._ink["blank"])
            symbol_min = min(min(self._ink[lab]) for lab in SYMBOL_LABELS)
            if symbol_min <= 2.5 * blank_max + 0.01:
                raise ValueError(
                    f"the blank face shows as much ink ({blank_max:.1%}) as a symbol "
                    f"({symbol_min:.1%}): check the light on the die and the samples' labels")
            self._blank_below = blank_max + 0.3 * (symbol_min - blank_max)
            self._symbol_above = blank_max + 0.55 * (symbol_min - blank_max)
            self._symbol_min = symbol_min

    @staticmethod
    def _single_pip_area(maps: Sequence[FloatArray]) -> float:
        areas = []
        for m in maps:
            count, _, stats, _ = cv2.connectedComponentsWithStats((m > 0.5).astype(np.uint8))
            if count > 1:
                areas.append(float(stats[1:, cv2.CC_STAT_AREA].max()))
        if not areas:
            raise ValueError("the one-pip samples show no pip")
        return float(np.median(areas))

    # -- cues ------------------------------------------------------------------------------

    def _ink_cue(self, ink: FloatArray) -> Cue:
        amount = ink_amount(ink)
        if amount < self._blank_below:
            return Cue("ink", "blank", _clip(1.0 - amount / max(self._blank_below, 1e-6)))
        if amount > self._symbol_above:
            span = max(self._symbol_min - self._symbol_above, 1e-6)
            return Cue("ink", "symbol", _clip(0.5 + 0.5 * (amount - self._symbol_above) / span))
        return Cue("ink", None, 0.0)

    def _template_cue(self, shape: FloatArray, exclude: tuple[str, int] | None) -> Cue:
        vector = template_vector(shape)
        best: dict[str, float] = {}
        for label, per_sample in self._templates.items():
            scores = [float((rotations @ vector).max())
                      for i, rotations in enumerate(per_sample) if exclude != (label, i)]
            best[label] = max(scores) if scores else -1.0
        ranked = sorted(best.items(), key=lambda kv: -kv[1])
        (label, top), (_, second) = ranked[0], ranked[1]
        # Pip faces differ by a pip or two, so their scores lie closer together.
        spread = 0.08 if self.d6 else 0.15
        clarity = min(_clip((top - 0.45) / 0.3), _clip((top - second) / spread))
        return Cue("template", label, clarity)

    def _polar_cue(self, shape: FloatArray, exclude: tuple[str, int] | None) -> Cue:
        signature = polar_signature(shape) / self._polar_scale
        distances: dict[str, float] = {}
        for label, rows in self._polar.items():
            if exclude is not None and exclude[0] == label and len(rows) > 1:
                rows = np.delete(rows, exclude[1], axis=0)
            centroid = rows.mean(axis=0) / self._polar_scale
            distances[label] = float(np.linalg.norm(signature - centroid))
        ranked = sorted(distances.items(), key=lambda kv: kv[1])
        (label, near), (_, next_) = ranked[0], ranked[1]
        margin = (next_ - near) / max(next_ + near, 1e-6)
        return Cue("polar", label, _clip(margin / 0.25))

    def _pip_cue(self, ink: FloatArray) -> Cue:
        _, _, stats, _ = cv2.connectedComponentsWithStats((ink > 0.5).astype(np.uint8))
        pips = 0
        odd = 0
        for area, w, h in zip(stats[1:, cv2.CC_STAT_AREA], stats[1:, cv2.CC_STAT_WIDTH],
                              stats[1:, cv2.CC_STAT_HEIGHT], strict=True):
            ratio = float(area) / self._pip_area
            if ratio < 0.25:
                continue  # specks of noise
            round_ = max(w, h) <= 1.7 * min(w, h) and area >= 0.5 * w * h
            if 0.45 <= ratio <= 1.8 and round_:
                pips += 1
            else:
                odd += 1
        if odd or not 1 <= pips <= 6:
            return Cue("pips", None, 0.0)
        return Cue("pips", str(pips), 1.0)

    # -- verdicts --------------------------------------------------------------------------

    def classify(self, ink: FloatArray, exclude: tuple[str, int] | None = None) -> Verdict:
        verdict = (self._classify_d6(ink, exclude) if self.d6
                   else self._classify_planar(ink, exclude))
        rim = rim_ink(ink)
        if verdict.ok and rim > RIM_INK_LIMIT:
            # Ink all along the edge means the cut missed the face (tray, shadow or side
            # showing): whatever the cues say, the table decides.
            return Verdict(verdict.label, verdict.confidence, False,
                           (*verdict.cues, Cue("rim", None, _clip(1.0 - rim))))
        return verdict

    def _classify_planar(self, ink: FloatArray, exclude: tuple[str, int] | None) -> Verdict:
        ink_cue = self._ink_cue(ink)
        shape = centred(ink)
        polar = self._polar_cue(shape, exclude)
        if ink_cue.label == "blank":
            cues: tuple[Cue, ...] = (ink_cue, polar)
            agree = polar.label == "blank"
            confidence = min(ink_cue.clarity, polar.clarity) if agree else 0.0
            label: str | None = "blank"
        else:
            template = self._template_cue(shape, exclude)
            cues = (ink_cue, template, polar)
            agree = ink_cue.label == "symbol" and template.label == polar.label
            confidence = min(ink_cue.clarity, template.clarity, polar.clarity) if agree else 0.0
            label = template.label if ink_cue.label == "symbol" else polar.label
        ok = agree and label is not None and confidence >= OK_CONFIDENCE[label]
        return Verdict(label, confidence, ok, cues)

    def _classify_d6(self, ink: FloatArray, exclude: tuple[str, int] | None) -> Verdict:
        # The count, confirmed by where the ink lies (a five is a four plus a centre pip,
        # which the rotation-invariant rings see best); templates break a disagreement.
        pips = self._pip_cue(ink)
        shape = centred(ink)
        polar = self._polar_cue(shape, exclude)
        cues: tuple[Cue, ...] = (pips, polar)
        agree = pips.label is not None and pips.label == polar.label
        confidence = min(pips.clarity, polar.clarity) if agree else 0.0
        label = pips.label or polar.label
        if not agree:
            template = self._template_cue(shape, exclude)
            cues = (pips, polar, template)
            label = pips.label if pips.label == template.label else template.label
        ok = agree and confidence >= OK_CONFIDENCE_PIPS
        return Verdict(label, confidence, ok, cues)


