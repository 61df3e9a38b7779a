"""A symbol partly under glare is read where the face is seen (`_masked_template_cue`).

Under a bare lamp (tuning photo seed 301, a white die with blue ink) a glare spot lay on
most symbol faces, and any glare over 8 % of the face made the reading unsure ("glare on the
symbol"), though the symbol showed plainly around it: on tuning photo seeds 300-311 this was
1,397 of 2,234 unsure readings in hard light, 1,363 of them with the best guess right.
Compared only where the face is clear of glare, the two symbols still tell themselves apart
beyond doubt; when they don't, or too little is clear, the reading stays unsure. A blank
face under glare is read the same way: blank when every calibrated symbol, at any turn,
would show a good part of its ink clear of the glare, and the face shows next to none.
"""

from __future__ import annotations

import numpy as np
import pytest

from hardware.camera.crop_profile import FaceProfile
from hardware.camera.face_reader import FaceReader
from hardware.camera.synthetic_photos import Light, PhotoSession
from tests.photo_profiles import calibrated, held_out

SEED = 301  # a tuning seed (photo bench seeds start at 10,000)
UNDER_GLARE = (0, 7, 42, 115)  # planeswalker, chaos, planeswalker, chaos: a corner spot


@pytest.fixture(scope="module")
def profile() -> FaceProfile:
    return calibrated(SEED, "planar", Light.CLEAN)


@pytest.fixture(scope="module")
def hard() -> list[tuple[str, np.ndarray]]:
    return held_out(SEED, "planar", Light.HARD, 40)


def test_a_symbol_beside_a_glare_spot_reads_ok(profile: FaceProfile,
                                                hard: list[tuple[str, np.ndarray]]) -> None:
    for k in UNDER_GLARE:
        face, image = hard[k]
        reading = profile.read(image)
        assert (reading.label, reading.status) == (face, "ok"), (k, reading)


def test_without_the_masked_comparison_the_same_photos_are_unsure(
        profile: FaceProfile, hard: list[tuple[str, np.ndarray]],
        monkeypatch: pytest.MonkeyPatch) -> None:
    # The failure reproduced: the glare check alone refuses every one of them.
    monkeypatch.setattr(FaceReader, "_masked_template_cue", lambda *args, **kwargs: None)
    # (Photo 0's spot burns out only the body between the symbol's strokes there: thin
    # slivers, not glare that could hide ink (`_without_specks`); what is left of it is
    # under 8 % of the face, and the photo reads ok without the masked comparison too.)
    for k in UNDER_GLARE[1:]:
        reading = profile.read(hard[k][1])
        assert reading.status == "unsure"
        assert "glare on the symbol" in reading.reasons


def test_too_much_glare_stays_unsure(profile: FaceProfile,
                                     hard: list[tuple[str, np.ndarray]]) -> None:
    face, image = hard[UNDER_GLARE[1]]
    burnt = image.copy()
    h, w = burnt.shape[:2]
    # A lamp burning out the middle half of the die: most of the symbol is gone.
    burnt[h // 4:3 * h // 4, w // 4:3 * w // 4] = 255
    reading = profile.read(burnt)
    assert reading.status != "ok" or reading.label == face
    assert reading.status == "unsure"


def test_no_reading_of_the_hard_light_photos_is_confidently_wrong(
        profile: FaceProfile, hard: list[tuple[str, np.ndarray]]) -> None:
    read = [(face, profile.read(image)) for face, image in hard]
    ok = [(face, r) for face, r in read if r.status == "ok"]
    assert len(ok) > 0.7 * len(read)
    assert all(r.label == face for face, r in ok)


def test_a_blank_whose_glare_could_not_hide_a_symbol_reads_ok(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A glare spot over 12 % of a blank face made it unsure, though every calibrated
    symbol, at any turn, would show a good part of its ink clear of the spot (at least 0.3
    of a whole symbol's), and the face shows next to none there."""
    seed = 300  # tuning photo seed 300, hard light
    profile = calibrated(seed, "planar", Light.CLEAN)
    hard = held_out(seed, "planar", Light.HARD, 40)
    blanks = [hard[k] for k in (5, 11, 23, 38)]
    for face, image in blanks:
        assert face == "blank"
        reading = profile.read(image)
        assert (reading.label, reading.status) == ("blank", "ok")
    monkeypatch.setattr(FaceReader, "_symbol_would_show", lambda *args, **kwargs: False)
    for _, image in blanks:
        assert profile.read(image).reasons == ("glare hides part of the face",)


def test_a_blank_under_a_glare_spot_where_the_symbol_would_lie_stays_unsure(
        profile: FaceProfile) -> None:
    blank = next(p.image for p in PhotoSession(SEED, "planar", Light.CLEAN).photos(8, start=1000)
                 if p.face == "blank")
    assert profile.read(blank).status == "ok"
    burnt = blank.copy()
    h, w = burnt.shape[:2]
    # A lamp burning out the middle of the die, where a symbol would sit.
    burnt[int(0.38 * h):int(0.62 * h), int(0.38 * w):int(0.62 * w)] = 255
    reading = profile.read(burnt)
    assert reading.status == "unsure"
    assert "glare hides part of the face" in reading.reasons


def _painted_glare(image: np.ndarray, cx: float, cy: float, radius: float) -> np.ndarray:
    """A lamp's reflection painted on: burnt out in the middle, fading over 0.6 radius."""
    h, w = image.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w]
    d = np.sqrt((xx - cx) ** 2 + (yy - cy) ** 2)
    a = np.clip(1.0 - (d - radius) / (0.6 * radius), 0.0, 1.0)[..., None]
    return np.clip(image.astype(np.float32) * (1.0 - a) + 255.0 * a, 0, 255).astype(np.uint8)


def test_a_symbol_under_painted_glare_is_never_read_surely_as_blank(
        profile: FaceProfile) -> None:
    """Spots of every size that leaves the die findable, anywhere over the symbol: a symbol
    they hide most of may read blank, but never surely."""
    photos = [p for p in PhotoSession(SEED, "planar", Light.ONE_SIDED).photos(4, start=1000)
              if p.face != "blank"]
    read_blank = 0
    for photo in photos:
        h, w = photo.image.shape[:2]
        for size in (0.1, 0.16, 0.2):
            for fx in (0.4, 0.5, 0.6):
                for fy in (0.4, 0.5, 0.6):
                    reading = profile.read(_painted_glare(photo.image, fx * w, fy * h,
                                                          size * w))
                    assert not (reading.status == "ok" and reading.label != photo.face), \
                        (photo.face, size, fx, fy, reading)
                    read_blank += reading.label == "blank"
    assert read_blank > 20  # the spots did hide symbols: the test reached the blank check
