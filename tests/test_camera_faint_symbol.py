"""A symbol washed out by the light is never read surely as blank (`face_reader._faint`).

Traced on tuning photo seed 302 (grey ink on a cream planar die): calibrated in clean or
one-sided light and read under a bare lamp, photo 82's chaos symbol showed at a third of
its calibrated contrast. Ink below `INK_FLOOR` doesn't count towards the ink amount, so the
face showed less ink than any calibration blank, the polar cue agreed, and it read **ok as
blank** (confidence 0.68 and 0.55): a chaos roll lost without anyone asked.
"""

from __future__ import annotations

import pytest

from hardware.camera.crop_profile import FaceProfile
from hardware.camera.face_reader import FAINT_SYMBOL
from hardware.camera.synthetic_photos import Light
from tests.photo_profiles import calibrated, held_out

SEED = 302  # a tuning seed (photo bench seeds start at 10,000)
WASHED_OUT = 82


def _profile(light: Light) -> FaceProfile:
    return calibrated(SEED, "planar", light)


@pytest.fixture(scope="module")
def hard_photos() -> list[tuple[str, object]]:
    return list(held_out(SEED, "planar", Light.HARD, WASHED_OUT + 1))


@pytest.mark.parametrize("light", [Light.CLEAN, Light.ONE_SIDED])
def test_a_washed_out_chaos_symbol_is_not_read_surely_as_blank(
        light: Light, hard_photos: list[tuple[str, object]]) -> None:
    face, image = hard_photos[WASHED_OUT]
    assert face == "chaos"
    reading = _profile(light).read(image)  # type: ignore[arg-type]
    assert not (reading.status == "ok" and reading.label != face)
    assert reading.status == "unsure"
    assert FAINT_SYMBOL in reading.reasons


def test_blanks_and_symbols_in_the_same_light_still_read_ok(
        hard_photos: list[tuple[str, object]]) -> None:
    profile = _profile(Light.CLEAN)
    read = [(face, profile.read(image)) for face, image in hard_photos[:40]]  # type: ignore[arg-type]
    blanks = [r for face, r in read if face == "blank"]
    assert blanks, "the sample has blank photos"
    # Under the bare lamp a few blanks are unsure for glare; none for faint ink.
    assert not [r for r in blanks if FAINT_SYMBOL in r.reasons]
    assert all(r.label == face for face, r in read if r.status == "ok")
