"""A shaky camera: the die at rest is read within 5 frames, even when it isn't cut out
in every frame.

On tuning seed 203 (varied light, the bench's shaky camera: 18 px drift in 20 frames, 3 px
shake, exposure steps), the fourth roll came to rest at frame 160 and was read at frame 167:
in frames 163 and 164 the die's outline wasn't cut out as a die, and each such frame threw
away the votes gathered so far, so three agreeing votes took 7 frames (the bench's shaky
p95 was 9). A frame without a die view now only skips; the votes on either side must still
agree on the face and the place.
"""

from __future__ import annotations

from bench.camera import COCKED_RATE, CROWD_RATE, HAND_RATE, SHAKY
from hardware.camera.pipeline import RollWatcher
from hardware.camera.profile import build_profile
from hardware.camera.synthetic import Conditions, SyntheticTray
from hardware.readings import ReadingStatus


def test_a_frame_without_the_die_cut_out_does_not_restart_the_count() -> None:
    tray = SyntheticTray(203, conditions=Conditions.VARIED, hazards=SHAKY)
    frames = tray.calibration_frames(per_face=6, empty=5)
    empty = frames.pop("empty")
    profile, _ = build_profile(empty, frames)
    watcher = RollWatcher(profile)
    stream, truths = tray.session(4, cocked_rate=COCKED_RATE, hand_rate=HAND_RATE)
    readings = [r for r in (watcher.feed(f) for f in stream) if r is not None]
    rolls = [t for t in truths if t.kind == "roll" and t.crowd is None]
    assert rolls[3].rest_frame == 160  # the case is the one traced
    after = [r for r in readings if r.frame >= rolls[3].rest_frame]
    assert after and after[0].frame - rolls[3].rest_frame <= 5
    for reading in readings:
        truth = max((t for t in truths if t.start_frame <= reading.frame),
                    key=lambda t: t.start_frame)
        if reading.status is ReadingStatus.OK:
            assert reading.face is truth.face


def test_a_one_frame_slip_of_the_camera_estimate_does_not_restart_the_count() -> None:
    """Tuning seed 219: the third roll rests at frame 145 and is voted on at 146 and 147;
    at 148 the camera's estimate is off by a pixel or two for one frame, so frames 148 and
    149 each differ from the one before along every edge in the tray (2,262 pixels), the
    tray looks like moving, and the votes were thrown away: read at frame 152, 7 frames
    after rest. Votes from before a blip of two frames or less now still count when the die
    is found where it was, showing the same face."""
    tray = SyntheticTray(219, conditions=Conditions.VARIED, hazards=SHAKY)
    frames = tray.calibration_frames(per_face=3, empty=5)
    empty = frames.pop("empty")
    profile, _ = build_profile(empty, frames)
    watcher = RollWatcher(profile)
    stream, truths = tray.session(3, cocked_rate=COCKED_RATE, hand_rate=HAND_RATE,
                                  crowd_rate=CROWD_RATE)
    readings = [r for r in (watcher.feed(f) for f in stream) if r is not None]
    roll = truths[-1]
    assert roll.rest_frame == 145 and roll.crowd is None  # the case is the one traced
    after = [r for r in readings if r.frame >= roll.rest_frame]
    assert after and after[0].frame - roll.rest_frame <= 5
    assert after[0].face is roll.face
