"""The live pipeline on footage like the real video of the 2026-11-23 review: a drifting,
shaking camera, exposure steps, hard light with the die's own shadow, a second die or
another thing in the tray, a bumped camera stand.

Each mechanism the review traced is rendered here first (`Hazards`), so the test shows
the failure before the fix. Seeds are below 1,000; `bench.camera` uses 10,000 and up.
Hard-light tests look at single frames through `FrameAnalyser`, which doesn't need a
calibrated face classifier; the drifting-camera tests run whole rolls through
`RollWatcher`.
"""

from __future__ import annotations

import math
import threading

import cv2
import numpy as np
import pytest

from bench.camera import KINDS
from engine.domain import DieFace
from hardware.camera.analysis import FrameAnalyser, place_tolerance
from hardware.camera.die_finder import BlobKind
from hardware.camera.pipeline import CAMERA_FAR_OFF, TWO_DICE, RollWatcher
from hardware.camera.profile import CalibrationProfile, build_profile
from hardware.camera.reader import CameraReader, CameraState, CameraStatus
from hardware.camera.sources import Frame, FrameSource, IteratorSource
from hardware.camera.synthetic import Conditions, Hazards, SyntheticTray
from hardware.camera.tray import detect_tray
from hardware.readings import DieReading, ReadingStatus

CAMERA = Hazards(drift=18.0, shake=3.0, exposure=0.15)
"""A hand-held camera: 10-27 px drift over a rest, 2-4 px shake, exposure steps."""
HARD_LIGHT = Hazards(hard_light=True, edge_pips=True)


def _profile(tray: SyntheticTray) -> CalibrationProfile:
    frames = tray.calibration_frames(per_face=3, empty=5)
    empty = frames.pop("empty")
    built, _ = build_profile(empty, frames)
    return built


def _analyser(tray: SyntheticTray) -> FrameAnalyser:
    """The analyser calibration would make (tray found in the empty frames, die side known),
    without the face classifier's self-check."""
    empty = [tray.empty_frame() for _ in range(5)]
    background = np.median(np.stack(empty), axis=0).astype(np.uint8)
    floor = detect_tray(background)
    region = floor.expanded(0.05 * min(tray.width, tray.height), tray.width, tray.height)
    return FrameAnalyser(region, background, empty, tray.die_side * 1.03, None, floor)


def _watch(watcher: RollWatcher, frames: list[Frame]) -> list[DieReading]:
    return [r for r in (watcher.feed(f) for f in frames) if r is not None]


@pytest.fixture(scope="module")
def shaky() -> tuple[SyntheticTray, CalibrationProfile]:
    tray = SyntheticTray(2, conditions=Conditions.CLEAN, hazards=CAMERA)
    return tray, _profile(tray)


# -- a camera that drifts and shakes --------------------------------------------------------

def test_the_tray_goes_quiet_and_every_roll_is_read_when_the_camera_drifts(
        shaky: tuple[SyntheticTray, CalibrationProfile]) -> None:
    tray, profile = shaky
    watcher = RollWatcher(profile)
    watcher.feed(Frame(tray.empty_frame(), -1, 0.0))
    for _ in range(3):
        frames, truth = tray.roll(settle_frames=20)
        quiet_frames = 0
        readings = []
        for frame in frames:
            reading = watcher.feed(frame)
            if reading is not None:
                readings.append(reading)
            if frame.index > truth.rest_frame + 1:
                quiet_frames += watcher.motion.changed <= watcher.motion.thresholds.quiet
        # the review: the changed-pixel count never fell below the quiet threshold
        assert quiet_frames >= 15
        assert len(readings) == 1
        assert readings[0].frame - truth.rest_frame <= 5
        assert readings[0].face is truth.face


def test_an_exposure_step_on_a_resting_die_is_no_roll() -> None:
    tray = SyntheticTray(2, conditions=Conditions.CLEAN,
                         hazards=Hazards(drift=18.0, shake=3.0, exposure=0.3))
    watcher = RollWatcher(_profile(tray))
    frames, truth = tray.roll(settle_frames=400)
    levels = [float(f.image.mean()) for f in frames]
    steps = np.abs(np.diff(levels[truth.rest_frame - truth.start_frame:]))
    assert float(steps.max()) > 0.06 * float(np.mean(levels))  # the steps are there
    readings = _watch(watcher, frames)
    assert len(readings) == 1  # the roll itself, and nothing for the exposure steps


def test_a_bumped_camera_is_reported_not_read_as_a_roll() -> None:
    # A steady camera knocked twice (shifting a drifting camera's frames again would show
    # reflected junk where a real camera still sees the tray)
    tray = SyntheticTray(2, conditions=Conditions.CLEAN)
    watcher = RollWatcher(_profile(tray))
    frames, _ = tray.roll(settle_frames=40)
    before, after = frames[:-20], frames[-20:]
    assert len(_watch(watcher, before)) == 1
    for dx, dy in ((12.0, -8.0), (60.0, -40.0)):  # knocked a little, then a lot
        bump = np.array([[1.0, 0.0, dx], [0.0, 1.0, dy]])
        moved = [Frame(np.asarray(cv2.warpAffine(f.image, bump, (tray.width, tray.height),
                                                 borderMode=cv2.BORDER_REFLECT_101),
                                  np.uint8), f.index, f.t) for f in after]
        assert _watch(watcher, moved) == []
        assert watcher.notice is not None and "camera moved" in watcher.notice.lower()
    assert watcher.notice == CAMERA_FAR_OFF


# -- hard light: the die's own shadow -------------------------------------------------------

@pytest.mark.parametrize("seed", [4, 5, 7, 8])
def test_the_die_s_own_shadow_does_not_make_a_flat_die_cocked(seed: int) -> None:
    tray = SyntheticTray(seed, conditions=Conditions.VARIED, hazards=HARD_LIGHT)
    analyser = _analyser(tray)
    for _ in range(3):
        frames, truth = tray.roll(settle_frames=2)
        look = analyser.look(frames[-1].image)
        assert look.die is not None and look.die.kind is BlobKind.DIE
        # The outline holds the side faces the camera sees too (up to a fifth more than
        # the top face), never the cast shadow (half a side and more under this light).
        assert 0.85 * truth.side <= look.die.side < 1.25 * truth.side
        assert np.hypot(look.die.center[0] - truth.center[0],
                        look.die.center[1] - truth.center[1]) < 0.15 * truth.side


@pytest.mark.parametrize("seed", [1, 3, 4])
def test_a_resting_die_keeps_its_place_and_turn_from_frame_to_frame(seed: int) -> None:
    tray = SyntheticTray(seed, conditions=Conditions.VARIED, hazards=HARD_LIGHT)
    analyser = _analyser(tray)
    for _ in range(3):
        frames, truth = tray.roll(settle_frames=8)
        views = [analyser.look(f.image).die for f in frames[-8:]]
        assert all(v is not None for v in views)
        first = views[0]
        assert first is not None
        tolerance = place_tolerance(truth.side)
        assert all(v is not None and v.same_place(first, tolerance) for v in views)


# -- a second die, or something else, in the tray -------------------------------------------

@pytest.mark.parametrize("seed", [4, 5, 6])
def test_a_second_die_or_another_thing_makes_the_tray_crowded(seed: int) -> None:
    tray = SyntheticTray(seed, conditions=Conditions.VARIED, hazards=HARD_LIGHT)
    analyser = _analyser(tray)
    for crowd in ("die", "object", None):
        frames, _ = tray.roll(crowd=crowd, settle_frames=2)
        look = analyser.look(frames[-1].image)
        assert look.crowded is (crowd is not None), crowd
        assert (look.die is None) is (crowd is not None)


def test_a_crowded_tray_is_refused_and_the_player_is_told(
        shaky: tuple[SyntheticTray, CalibrationProfile]) -> None:
    tray, profile = shaky
    watcher = RollWatcher(profile)
    frames, _ = tray.roll(crowd="die", settle_frames=15)
    assert _watch(watcher, frames) == []
    assert watcher.notice is not None and "two dice" in watcher.notice.lower()
    frames, _ = tray.roll(crowd="object", settle_frames=15)
    assert _watch(watcher, frames) == []
    assert watcher.notice is not None and "take it out" in watcher.notice.lower()
    frames, truth = tray.roll(settle_frames=15)
    readings = _watch(watcher, frames)
    assert len(readings) == 1 and readings[0].face is truth.face
    assert watcher.notice is None


def test_the_reader_puts_the_notice_in_its_status(
        shaky: tuple[SyntheticTray, CalibrationProfile]) -> None:
    tray, profile = shaky
    crowded, _ = tray.roll(crowd="die", settle_frames=8)
    alone, _ = tray.roll(settle_frames=8)
    statuses: list[CameraStatus] = []
    readings: list[DieReading] = []
    ended = threading.Event()

    def on_status(status: CameraStatus) -> None:
        statuses.append(status)
        if status.state is CameraState.ENDED:
            ended.set()

    def opener(spec: str) -> FrameSource:
        return IteratorSource(iter(crowded + alone), description="recording")

    reader = CameraReader("recording", profile, on_reading=readings.append,
                          on_status=on_status, opener=opener).start()
    assert ended.wait(60)
    reader.stop()
    messages = [s.message for s in statuses if s.state is CameraState.LIVE]
    assert TWO_DICE in messages
    # once the second die is gone and the roll is read, the status says so
    assert messages[-1] == "reading recording" and len(readings) == 1


def test_the_die_left_after_the_other_thing_is_taken_out_is_read_once(
        shaky: tuple[SyntheticTray, CalibrationProfile]) -> None:
    tray, profile = shaky
    watcher = RollWatcher(profile)
    frames, _ = tray.roll(crowd="object", settle_frames=10)
    assert _watch(watcher, frames) == [] and watcher.crowded_refusals == 1
    frames, truth = tray.hand_visit(touch=False, settle_frames=12)
    assert truth.crowd == "taken out" and truth.face is not None
    readings = _watch(watcher, frames)
    assert [r.face for r in readings] == [truth.face]
    assert watcher.notice is None
    # and a hand that comes by again is no roll
    frames, _ = tray.hand_visit(touch=True, settle_frames=12)
    assert _watch(watcher, frames) == []


# -- the whole floor, and a die by the wall with the camera drifted ---------------------------

@pytest.mark.parametrize("seed", [203, 234, 239, 311, 325])
def test_the_tray_floor_is_found_whole_on_wood_grain_and_under_a_low_lamp(seed: int) -> None:
    # Tuning seeds of the bench's shaky-camera (2xx) and hard (3xx) kinds where the
    # floor's innermost strong edge was the wood's grain or the wall's shadow: the region
    # stopped 74-114 px short of the wall, and every roll landing there was missed.
    kind = KINDS[seed // 100]
    tray = SyntheticTray(seed, width=640, height=480, die="planar",
                         conditions=kind.conditions, hazards=kind.hazards)
    x, y, w, h = tray.tray_rect
    region = detect_tray(tray.empty_frame())
    short = max(region.x - x, region.y - y, x + w - region.x - region.w,
                y + h - region.y - region.h)
    assert short <= 12, (region.as_tuple(), tray.tray_rect)


def test_a_die_by_the_wall_stays_whole_when_the_camera_has_drifted() -> None:
    # Aligning the old working copy filled a strip as wide as the drift with the empty
    # tray: a die lying there was cut in half, "other", and its roll missed (tuning seed
    # 203). The copy is now cut again from the whole frame.
    floor = np.full((240, 320, 3), (60, 100, 140), np.uint8)
    frame = cv2.copyMakeBorder(floor, 40, 40, 40, 40, cv2.BORDER_CONSTANT, value=(30, 30, 30))
    empty = [frame.copy() for _ in range(3)]
    analyser = FrameAnalyser(detect_tray(frame).expanded(4, 400, 320), frame, empty, 24.0)
    region = analyser.region
    die = frame.copy()
    cv2.rectangle(die, (region.x + 2, 150), (region.x + 25, 173), (230, 230, 230), -1)
    # The camera drifted: everything in the frame lies 8 px further left, the die too.
    drifted = np.roll(die, -8, axis=1)
    s = region.scale
    offset = (-8 * s, 0.0)
    work = analyser.align(region.work(drifted), offset, frame=drifted)
    expected = region.work(die)
    bright = (work.min(axis=2) > 200).sum()
    assert bright >= 0.9 * (expected.min(axis=2) > 200).sum()
    assert np.abs(work.astype(int) - expected.astype(int)).max() <= 2
    old = analyser.align(region.work(drifted), offset)
    assert (old.min(axis=2) > 200).sum() < 0.8 * bright  # what the old way lost


@pytest.fixture(scope="module")
def cream_on_dark() -> tuple[SyntheticTray, CalibrationProfile]:
    """Tuning seed 204 of the shaky kind: a cream die with dark ink on a plain dark mat,
    a drifting, shaking camera; the tray's walls are as dark as the mat."""
    kind = KINDS[2]
    tray = SyntheticTray(204, conditions=kind.conditions, hazards=kind.hazards)
    return tray, _profile(tray)


def test_a_bright_die_rolling_into_a_plain_dark_tray_does_not_lose_the_camera(
        cream_on_dark: tuple[SyntheticTray, CalibrationProfile]) -> None:
    # The die rolling in was most of what the camera saw in the tray: the camera's
    # correlation with its calibrated view fell to 0.5 with it, so no estimate was trusted
    # again, every frame's edges moved, the tray never went quiet and 25 of 26 rolls were
    # missed. The die is now left out of the estimate where the last trusted one puts it.
    tray, profile = cream_on_dark
    watcher = RollWatcher(profile)
    watcher.feed(Frame(tray.empty_frame(), -1, 0.0))
    read = 0
    for face in (DieFace.BLANK, DieFace.CHAOS, DieFace.PLANESWALKER, DieFace.BLANK):
        frames, _ = tray.roll(face, settle_frames=15)
        readings = _watch(watcher, frames)
        assert watcher.camera.trusted
        assert len(readings) <= 1
        read += len(readings)
        truth_offset = tray._camera_offset(frames[-1].index)
        s = profile.tray.scale
        assert math.dist(watcher.camera.offset, (truth_offset[0] * s, truth_offset[1] * s)) < 1.0
    assert read == 4


def test_a_cocked_die_whose_box_overhangs_the_floor_is_not_read_ok(
        cream_on_dark: tuple[SyntheticTray, CalibrationProfile]) -> None:
    # Its two faces equally lit, the only brightness step along the box was at its end,
    # where it overhangs the floor, and was taken for a flat die's side strip: the die
    # read ok as blank. The part left for the top face is 1.13-1.35 times as long as wide:
    # not a square, so not a trusted flat die.
    tray, profile = cream_on_dark
    watcher = RollWatcher(profile)
    watcher.feed(Frame(tray.empty_frame(), -1, 0.0))
    seen = []
    for _ in range(8):
        frames, _ = tray.roll(cocked=True, settle_frames=15)
        seen += _watch(watcher, frames)
    assert len(seen) >= 6  # the camera kept up: the rolls were seen and answered
    assert all(reading.status is not ReadingStatus.OK for reading in seen), seen
