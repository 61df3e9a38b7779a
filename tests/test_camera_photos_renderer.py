"""The photo renderer reproduces what the 2026-11-23 review traced on real photos, and the
photo reader is not fooled by it.

The review's mechanisms, each shown on the OLD path (Otsu box, `top_face`, `ink_map`,
`FaceClassifier`) with these renders: a one-sided light makes `top_face` keep a partial
face, corner pips close to the edge trip the rim-ink rule, the shaded band inside the
outline breaks the pip count, and a 2 or 4 comes out as a confident 1. The same photos go
through the new reader, which must not be confidently wrong on any of them.
"""

from __future__ import annotations

import numpy as np
import pytest

from hardware.camera.classify import RIM_INK_LIMIT, rim_ink
from hardware.camera.die_crop import CropProblem
from hardware.camera.face_reader import FaceReader
from hardware.camera.synthetic_photos import (
    PIP_LAYOUT,
    Light,
    Photo,
    PhotoSession,
    draw_setup,
    face_gradient,
)
from tests.camera_old_path import OldReader, kept_share, old_patch

SEED = 5  # tuning seed (< 1,000)


@pytest.fixture(scope="module")
def session() -> dict[str, list[Photo]]:
    clean = PhotoSession(SEED, "d6", Light.CLEAN)
    return {
        "calibration": list(clean.photos(10)),
        "one_sided": list(PhotoSession(SEED, "d6", Light.ONE_SIDED).photos(6, start=200)),
        "hard": list(PhotoSession(SEED, "d6", Light.HARD).photos(6, start=200)),
    }


@pytest.fixture(scope="module")
def old(session: dict[str, list[Photo]]) -> OldReader:
    photos: dict[str, list[np.ndarray]] = {}
    for p in session["calibration"]:
        photos.setdefault(p.face, []).append(p.image)
    return OldReader(photos, d6=True)


@pytest.fixture(scope="module")
def new(session: dict[str, list[Photo]]) -> FaceReader:
    photos: dict[str, list[tuple[str, np.ndarray]]] = {}
    for i, p in enumerate(session["calibration"]):
        photos.setdefault(p.face, []).append((f"{p.face}/{i}", p.image))
    reader, _ = FaceReader.build("d6", photos)
    return reader


# -- the renderer's realism ------------------------------------------------------------------


def test_one_sided_light_changes_the_face_brightness_by_a_quarter_or_more() -> None:
    for seed in (0, 4, 5):
        s = PhotoSession(seed, "d6", Light.ONE_SIDED)
        gradients = [face_gradient(s.photo("1", i), s.setup) for i in range(3)]
        assert float(np.median(gradients)) >= 0.25
        clean = PhotoSession(seed, "d6", Light.CLEAN)
        assert float(np.median([face_gradient(clean.photo("1", i), clean.setup)
                                for i in range(3)])) < 0.2


def test_corner_pips_lie_within_0_15_side_of_the_face_edge() -> None:
    for seed in range(40):
        setup = draw_setup(seed, "d6")
        assert 0.07 <= setup.edge_gap <= 0.15
    # ... and they are drawn there: ink at every corner position of a rendered 6.
    s = PhotoSession(SEED, "d6")
    photo = s.photo("6", 0)
    rad = np.radians(photo.angle)
    gray = photo.image.mean(axis=2)
    for a, b in PIP_LAYOUT[6]:
        u, v = a * s.setup.pip_spacing * photo.side, b * s.setup.pip_spacing * photo.side
        x = photo.centre[0] + u * np.cos(rad) - v * np.sin(rad)
        y = photo.centre[1] + u * np.sin(rad) + v * np.cos(rad)
        assert gray[round(y), round(x)] < 0.6 * np.percentile(gray, 99)


def test_old_box_cut_keeps_a_partial_face_under_one_sided_light(
        session: dict[str, list[Photo]]) -> None:
    kept = [kept_share(old_patch(p.image)) for p in session["one_sided"]]
    clean = [kept_share(old_patch(p.image)) for p in session["calibration"]]
    assert np.mean(np.asarray(kept) < 0.8) >= 0.5  # the review: 2→1 kept at most 73 %
    assert np.mean(np.asarray(clean) < 0.8) <= 0.2


def test_old_rim_ink_rule_fires_on_edge_pips(old: OldReader,
                                             session: dict[str, list[Photo]]) -> None:
    sixes = [p for p in session["calibration"] if p.face in ("4", "6")]
    fired = [rim_ink(old.ink_map(p.image)) > RIM_INK_LIMIT for p in sixes]
    assert np.mean(fired) >= 0.5


def test_old_pip_count_breaks_under_hard_light(old: OldReader,
                                               session: dict[str, list[Photo]]) -> None:
    failed = [old.classifier._pip_cue(old.ink_map(p.image)).label is None
              for p in session["hard"]]
    assert np.mean(failed) >= 0.25


def test_old_path_reads_a_pip_face_as_a_confident_one(old: OldReader,
                                                      session: dict[str, list[Photo]]) -> None:
    wrong = []
    for p in session["one_sided"] + session["hard"]:
        verdict = old.read(p.image)
        if verdict.ok and verdict.label != p.face:
            wrong.append((p.face, verdict.label, verdict.confidence))
    assert wrong, "the renders no longer reproduce the review's confident misreading"
    assert any(label == "1" and confidence >= 0.9 for _, label, confidence in wrong)


# -- the new reader on the same photos -------------------------------------------------------


def test_new_reader_is_never_confidently_wrong_on_them(new: FaceReader,
                                                       session: dict[str, list[Photo]]) -> None:
    readings = [(p, new.read(p.image)) for p in session["one_sided"] + session["hard"]]
    assert not [(p.face, r.label) for p, r in readings if r.ok and r.label != p.face]
    assert sum(r.ok for _, r in readings) >= 0.3 * len(readings)
    for p, r in readings:
        assert r.label == p.face or not r.ok


def test_a_die_cut_by_the_crop_is_never_ok(new: FaceReader) -> None:
    cut = PhotoSession(SEED, "d6", Light.CLEAN, cut_rate=1.0)
    photos = [cut.photo(face, 300) for face in cut.faces]
    assert all(not new.read(p.image).ok for p in photos if p.cut)
    assert any(p.cut for p in photos)


def test_a_second_die_is_refused_and_named(new: FaceReader,
                                           session: dict[str, list[Photo]]) -> None:
    a, b = session["calibration"][0].image, session["calibration"][1].image
    side = min(a.shape[0], b.shape[0])
    pair = np.hstack([a[:side, :side], b[:side, :side]])
    reading = new.read(pair)
    assert not reading.ok and CropProblem.TWO in reading.reasons


def test_a_die_of_the_wrong_size_is_not_read_surely(new: FaceReader,
                                                    session: dict[str, list[Photo]]) -> None:
    import cv2

    photo = session["calibration"][3].image
    bigger = cv2.resize(photo, None, fx=1.4, fy=1.4, interpolation=cv2.INTER_LINEAR)
    reading = new.read(bigger)
    assert not reading.ok and any("size" in r for r in reading.reasons)


def test_planar_die_is_read_and_never_confidently_wrong_in_any_light() -> None:
    seed = 7
    clean = PhotoSession(seed, "planar", Light.CLEAN)
    photos = {face: [(f"{face}/{i}", clean.photo(face, i).image) for i in range(10)]
              for face in clean.faces}
    reader, skipped = FaceReader.build("planar", photos)
    assert not skipped
    oks = 0
    for light in Light:
        for p in PhotoSession(seed, "planar", light).photos(4, start=400):
            reading = reader.read(p.image)
            assert reading.label == p.face or not reading.ok
            oks += reading.ok
            if light is Light.CLEAN:
                assert reading.ok
    assert oks >= 24  # of 36
