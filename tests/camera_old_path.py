"""The classification path the 2026-11-23 review traced on real photos, for the renderer's
realism tests: an Otsu outline gives the die box, then `rectify`, `colour_patch`,
`ink_map` (through `top_face`) and `FaceClassifier`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import cv2
import numpy as np

from hardware.camera.classify import FaceClassifier, Verdict
from hardware.camera.die_finder import rectify
from hardware.camera.face_features import (
    PATCH,
    FloatArray,
    InkModel,
    body_level,
    colour_patch,
    gray_of,
    ink_map,
    relative,
)
from hardware.camera.profile import _ink_model


def old_patch(image: np.ndarray) -> FloatArray:
    """The die box by an Otsu outline, rectified to PATCH² as the old reader did."""
    gray = cv2.cvtColor(image, cv2.COLOR_BGR2GRAY)
    _, mask = cv2.threshold(gray, 0, 255, cv2.THRESH_BINARY + cv2.THRESH_OTSU)
    contours, _ = cv2.findContours(mask, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
    contour = max(contours, key=cv2.contourArea)
    box = cv2.boxPoints(cv2.minAreaRect(contour)).astype(np.float32)
    return colour_patch(rectify(image, box, PATCH))


def kept_share(patch: FloatArray) -> float:
    """Share of the patch `top_face` keeps (its rows-and-columns rule, measured)."""
    gray = gray_of(patch)
    near = np.abs(relative(gray, body_level(gray)) - 1.0) < 0.1
    rows = np.flatnonzero(near.mean(axis=1) > 0.6)
    cols = np.flatnonzero(near.mean(axis=0) > 0.6)
    if rows.size < 2 or cols.size < 2:
        return 1.0
    r0, r1, c0, c1 = int(rows[0]), int(rows[-1]), int(cols[0]), int(cols[-1])
    if r1 - r0 < PATCH // 2 or c1 - c0 < PATCH // 2:
        return 1.0  # top_face gives up and keeps the whole patch
    return (r1 - r0 + 1) * (c1 - c0 + 1) / float(PATCH * PATCH)


class OldReader:
    """Calibrated like `build_profile` from labelled patches, reading like `RollWatcher`."""

    def __init__(self, photos: Mapping[str, Sequence[np.ndarray]], *, d6: bool) -> None:
        patches = {label: [old_patch(p) for p in images] for label, images in photos.items()}
        inked = [p for label, items in patches.items() if label != "blank" for p in items]
        self.ink: InkModel = _ink_model(inked)
        maps = {label: [ink_map(p, self.ink) for p in items] for label, items in patches.items()}
        self.classifier = FaceClassifier(maps, d6=d6)

    def ink_map(self, image: np.ndarray) -> FloatArray:
        return ink_map(old_patch(image), self.ink)

    def read(self, image: np.ndarray) -> Verdict:
        return self.classifier.classify(self.ink_map(image))
