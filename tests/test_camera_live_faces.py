"""The face reader on live frames: a crop around the die the watcher's analyser found."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import cv2
import numpy as np
import pytest

from engine.domain import DieFace
from hardware.camera.die_crop import DieCrop, find_die
from hardware.camera.face_reader import FacePlace
from hardware.camera.live_faces import LiveFaces
from hardware.camera.pipeline import RollWatcher
from hardware.camera.profile import build_profile, load_calibration_folder
from hardware.camera.synthetic import Conditions, SyntheticTray
from hardware.readings import ReadingStatus


def test_live_frames_are_read_through_the_crop_path_and_never_confidently_wrong(
        tmp_path: Path) -> None:
    # A die that stands out from its floor (on some rendered trays a dark red die lies on
    # dark purple felt: its crops make no face profile and the patch classifier reads).
    tray = SyntheticTray(3, conditions=Conditions.CLEAN)
    tray.write_calibration_folder(tmp_path, per_face=3, empty=5)
    empty, faces, names, die = load_calibration_folder(tmp_path)
    profile, _ = build_profile(empty, faces, die=die, names=names)
    assert profile.faces is not None  # the calibration frames made crops of their own
    assert RollWatcher(profile).classifier is None  # the watcher reads through it too
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


def test_the_face_offset_follows_the_die_across_the_frame() -> None:
    # The side strip a camera above the tray sees grows with the die's distance from the
    # point under the lens: the face's offset is linear in the die's place.
    places = [(float(x), float(y)) for x in (100, 300, 500) for y in (80, 240, 400)]
    offsets = [(0.01 * (x - 300) + 0.5, -0.008 * (y - 240)) for x, y in places]
    offsets[4] = (9.0, 9.0)  # one odd measurement doesn't bend the fit
    place = FacePlace.fit(offsets, places, die_side=48.0)
    for where in ((120.0, 100.0), (480.0, 390.0)):
        x, y = place.at(where)
        assert x == pytest.approx(0.01 * (where[0] - 300) + 0.5, abs=0.05)
        assert y == pytest.approx(-0.008 * (where[1] - 240), abs=0.05)
    # A photo of unknown place, or too few known places: the median offset.
    assert place.at(None) == place.median
    few = FacePlace.fit(offsets[:4], places[:4], die_side=48.0)
    assert few.at((500.0, 400.0)) == few.median


def test_a_wall_along_the_crop_is_not_taken_for_floor() -> None:
    # A light die with a dark symbol on a dark, noisy floor, a blue wall along the crop's
    # bottom (a die near the tray's wall): the border was once refused as not floor, or
    # the wall widened the floor until the symbol was floor too.
    noise = np.random.default_rng(1).integers(-20, 20, (110, 110, 3))
    crop = np.clip(np.array((62, 52, 22)) + noise, 0, 255).astype(np.uint8)
    crop[100:] = (190, 80, 20)
    cv2.rectangle(crop, (33, 30), (78, 75), (150, 200, 215), -1)
    cv2.circle(crop, (55, 52), 12, (40, 40, 150), 5)
    die = find_die(crop)
    assert isinstance(die, DieCrop)
    assert die.fill > 0.9


def test_a_profile_without_a_face_part_only_guesses(tmp_path: Path) -> None:
    """A profile from before the face reader (no face part) is read by the old patch
    classifier, which the review of 2026-11-23 caught confidently wrong under uneven light:
    its readings go to the table as unsure, never ok."""
    tray = SyntheticTray(3, conditions=Conditions.CLEAN)
    tray.write_calibration_folder(tmp_path, per_face=3, empty=5)
    empty, faces, names, die = load_calibration_folder(tmp_path)
    profile, _ = build_profile(empty, faces, die=die, names=names)
    old = dataclasses.replace(profile, faces=None)
    watcher = RollWatcher(old)
    assert watcher.faces is None and watcher.classifier is not None
    readings = []
    frames, _ = tray.session(3)
    for frame in frames:
        reading = watcher.feed(frame)
        if reading is not None:
            readings.append(reading)
    assert readings, "the old profile still gives its best guesses"
    assert all(r.status is not ReadingStatus.OK for r in readings)


def test_a_calibration_that_makes_no_face_part_says_the_camera_can_only_guess() -> None:
    """Seed 2: a dark die on dark felt, whose crops the face reader can't use. The profile
    is kept (the player's pictures aren't wasted) but says why it only guesses, and what to
    change; its readings are never ok (see the test above)."""
    tray = SyntheticTray(2, conditions=Conditions.CLEAN)
    frames = tray.calibration_frames(per_face=3, empty=5)
    empty = frames.pop("empty")
    profile, check = build_profile(empty, frames)
    assert profile.faces is None
    assert "planeswalker" in check.guess_only and "usable" in check.guess_only


@pytest.mark.parametrize("module", ["face_reader", "face_features"])
def test_the_polar_signature_does_not_depend_on_stale_memory(module: str) -> None:
    """warpPolar without WARP_FILL_OUTLIERS leaves the samples beyond the face unwritten:
    after a polar warp of NaNs, the same face read a NaN, and a resting chaos read as
    unsure in one run out of eight (the flaky `watch` test)."""
    import importlib
    signature = importlib.import_module(f"hardware.camera.{module}").polar_signature
    rng = np.random.default_rng(5)
    side = 48 if module == "face_reader" else 40
    face = (rng.random((side, side)) > 0.8).astype(np.float32)
    clean = signature(face)
    for _ in range(20):
        signature(np.full_like(face, np.nan))  # leaves NaNs in the freed buffers
        again = signature(face)
        assert np.isfinite(again).all()
        assert np.array_equal(again, clean)
