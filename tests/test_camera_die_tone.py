"""A die of the floor's colour, darker: a black die on grey felt.

The foreground mask leaves shadows out by their colour (the floor's, darker), so a black
die on grey cloth looked like its own shadow: on the bench, such set-ups (seeds 10003 and
10500, a black die on a dark grey mat in clean light) were refused even with 10 pictures a
face, "nothing in it stands out from the empty tray". Tuning seed 138 renders the same
mechanism (a black die on grey felt, clean light, 320×240). Calibration now measures how
much the die darkens the floor against how much its shadow does, and the live reader
counts the die's tone as the die.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.domain import DieFace
from hardware.camera.pipeline import RollWatcher
from hardware.camera.profile import CalibrationError, CalibrationProfile, build_profile
from hardware.camera.synthetic import Conditions, SyntheticTray
from hardware.readings import ReadingStatus

BLACK_ON_GREY = 138
BLACK_ON_BLACK = 166


def _calibrate(seed: int) -> tuple[SyntheticTray, CalibrationProfile]:
    tray = SyntheticTray(seed, width=320, height=240, conditions=Conditions.CLEAN)
    frames = tray.calibration_frames(per_face=4, empty=3)
    empty = frames.pop("empty")
    profile, _ = build_profile(empty, frames)
    return tray, profile


def test_a_black_die_on_grey_felt_calibrates_and_is_read_never_wrong(tmp_path: Path) -> None:
    tray, profile = _calibrate(BLACK_ON_GREY)
    assert max(tray.die_colours[0]) < 0.1  # the case: a black die...
    assert profile.die_tone is not None  # ...told from its shadow by its tone
    assert profile.die_tone.high < 0.8
    profile.save(tmp_path)
    assert CalibrationProfile.load(tmp_path).die_tone == profile.die_tone
    watcher = RollWatcher(CalibrationProfile.load(tmp_path))
    read = 0
    faces = (DieFace.BLANK, DieFace.PLANESWALKER, DieFace.BLANK, DieFace.CHAOS, DieFace.BLANK)
    for face in faces:
        frames, truth = tray.roll(face)
        readings = [r for r in (watcher.feed(f) for f in frames) if r is not None]
        for reading in readings:
            if reading.status is ReadingStatus.OK:
                assert reading.face is truth.face
                read += 1
    assert read >= 3


def test_a_black_die_on_black_felt_is_refused_with_what_to_change() -> None:
    # Nothing tells this die from the floor in a small picture, nor from its shadow: the
    # player is told which pictures and to put a contrasting cloth on the tray's floor.
    with pytest.raises(CalibrationError, match=r"blank \(0 of 4\).*nothing stands out.*"
                                               r"contrasts with the die"):
        _calibrate(BLACK_ON_BLACK)
