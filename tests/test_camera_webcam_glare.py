"""A cheap webcam's sharpening and noise are not glare on a light die with dark ink.

Traced on webcam tuning seed 616 (a white die with dark blue symbols on a dark mat, clean
light, `Hazards(webcam=True)`): the webcam's sharpening lifts the body beside every dark
stroke, and its noise lifts single pixels of a body near the sensor's limit, past the
limit in every channel's plane. Each such dot counted as glare, and a few dots between a
chaos symbol's arms made 14 of 40 rolls "glare on the symbol", every best guess right.
A highlight that can hide dark ink burns the ink out over a spot as wide as a stroke at
least; dots and threads thinner than that are left out of the glare (`_without_specks`).
"""

from __future__ import annotations

import numpy as np

import hardware.camera.face_reader as face_reader
from bench.camera import Read, Tally, score, wizard_pictures
from hardware.camera.pipeline import RollWatcher
from hardware.camera.profile import build_profile
from hardware.camera.synthetic import Conditions, Hazards, RollTruth, SyntheticTray

SEED = 616  # a webcam tuning seed (the bench's start at 10,600)
ROLLS = 14


def _both_ways() -> tuple[list[Read], list[Read], list[RollTruth], float]:
    """One webcam session read twice, frame by frame: as the reader reads it, and with
    every burnt dot taken for glare (the failure)."""
    tray = SyntheticTray(SEED, width=640, height=480, conditions=Conditions.CLEAN,
                         hazards=Hazards(webcam=True))
    pictures = wizard_pictures(tray, 10)
    empty = pictures.pop("empty")
    profile, _ = build_profile(empty, pictures)
    frames, truths = tray.session(ROLLS)
    now, before = RollWatcher(profile), RollWatcher(profile)
    reads: tuple[list[Read], list[Read]] = ([], [])
    without = face_reader._without_specks
    for frame in frames:
        reading = now.feed(frame)
        if reading is not None:
            reads[0].append((reading, 0.0, now.doubt))
        face_reader._without_specks = _every_dot  # type: ignore[assignment]
        try:
            reading = before.feed(frame)
        finally:
            face_reader._without_specks = without  # type: ignore[assignment]
        if reading is not None:
            reads[1].append((reading, 0.0, before.doubt))
    return reads[0], reads[1], truths, tray.fps


def _every_dot(glare: np.ndarray) -> np.ndarray:
    return glare


def test_webcam_dots_beside_dark_ink_are_not_glare() -> None:
    reads, before, truths, fps = _both_ways()
    tally = Tally()
    score(truths, reads, fps, tally)
    assert tally.rolls == ROLLS and tally.missed == 0
    assert tally.wrong == 0
    glare = [why for _, _, why in reads if why is not None and "glare" in why]
    assert not glare, glare
    assert tally.accepted >= ROLLS - 1, dict(tally.unsure_causes)
    # The failure reproduced: with every burnt dot taken for glare, symbols read "glare
    # on the symbol" though nothing lies on them.
    doubts = [why for _, _, why in before]
    assert doubts.count("glare on the symbol") >= 2, doubts


def test_a_highlight_as_wide_as_a_stroke_stays_glare_with_its_ragged_edge() -> None:
    glare = np.zeros((48, 48), np.bool_)
    glare[10:14, 20:25] = True  # a spot 4 × 5 px: kept whole...
    glare[14, 21] = glare[9, 25] = True  # ...with the pixels on its edge
    glare[30, 5:40] = True  # a one-pixel thread: dropped
    glare[40:42, 40:42] = True  # a 2 × 2 dot: dropped
    kept = face_reader._without_specks(glare)
    assert kept[10:14, 20:25].all() and kept[14, 21] and kept[9, 25]
    assert int(kept.sum()) == 22
