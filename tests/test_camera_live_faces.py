"""The face reader on live frames: a crop around the die the watcher's analyser found."""

from __future__ import annotations

from pathlib import Path

from engine.domain import DieFace
from hardware.camera.live_faces import LiveFaces
from hardware.camera.profile import build_profile, load_calibration_folder
from hardware.camera.synthetic import Conditions, SyntheticTray


def test_live_frames_are_read_through_the_crop_path_and_never_confidently_wrong(
        tmp_path: Path) -> None:
    # A die that stands out from its floor (on some rendered trays a dark red die lies on
    # dark purple felt: its crops make no face profile and the patch classifier reads).
    tray = SyntheticTray(3, conditions=Conditions.CLEAN)
    tray.write_calibration_folder(tmp_path, per_face=3, empty=5)
    empty, faces, names, die = load_calibration_folder(tmp_path)
    profile, _ = build_profile(empty, faces, die=die, names=names)
    assert profile.faces is not None  # the calibration frames made crops of their own
    analyser = profile.analyser()
    live = LiveFaces(profile.faces, analyser.floor)
    read = 0
    for face in (DieFace.PLANESWALKER, DieFace.BLANK, DieFace.CHAOS, DieFace.BLANK):
        frames, _ = tray.roll(face)
        look = analyser.look(frames[-1].image)
        assert look.die is not None
        verdict = live.verdict(frames[-1].image, look.die)
        assert verdict.label == face.value or not verdict.ok
        read += verdict.ok
    assert read >= 2
