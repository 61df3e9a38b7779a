"""The resting die seen through several still frames: noise averaged down, nothing blurred.

A cheap webcam's noise (`Hazards(webcam=True)`, as noisy as the review's real photos) is
what the stack is for; frames that don't line up, or whose exposure moved, are left out.
"""

from __future__ import annotations

import cv2
import numpy as np
import pytest

from engine.domain import DieFace
from hardware.camera.analysis import DieView
from hardware.camera.crop_profile import crop_box
from hardware.camera.die_finder import BlobKind
from hardware.camera.live_faces import CROP_SIDES
from hardware.camera.still_stack import PICTURE_FRAMES, STACK_FRAMES, StillStack, still_picture
from hardware.camera.synthetic import Hazards, SyntheticTray


def _view(center: tuple[float, float], side: float,
          shift: tuple[float, float] = (0.0, 0.0)) -> DieView:
    half = side / 2
    box = np.array([[center[0] - half, center[1] - half], [center[0] + half, center[1] - half],
                    [center[0] + half, center[1] + half], [center[0] - half, center[1] + half]],
                   np.float32)
    return DieView(BlobKind.DIE, center, box, side, 0.0, shift=shift)


def _resting(seed: int = 600) -> tuple[list[np.ndarray], DieView]:
    """Five still frames of a die at rest seen by a noisy webcam, and its view."""
    tray = SyntheticTray(seed, hazards=Hazards(webcam=True))
    frames, truth = tray.roll(DieFace.CHAOS, settle_frames=6)
    return [f.image for f in frames[-5:]], _view(truth.center, truth.side)


def _crop(image: np.ndarray, view: DieView) -> np.ndarray:
    x0, y0, x1, y1 = crop_box(image.shape, view.center, view.side, CROP_SIDES)
    return image[y0:y1, x0:x1].astype(np.float32)


def test_the_average_of_still_frames_has_half_the_noise() -> None:
    still, view = _resting()
    stack = StillStack(tolerance=2.0)
    for image in still[:STACK_FRAMES]:
        out = stack.add(image, view, 1.0)
    assert stack.depth == STACK_FRAMES
    stack.add(still[4], view, 1.0)
    assert stack.depth == STACK_FRAMES  # the oldest is let go
    # what is left of the noise: the average against a fifth frame, against one frame
    one = float(np.std(_crop(still[0], view) - _crop(still[4], view)))
    many = float(np.std(_crop(out, view) - _crop(still[4], view)))
    # |a - b| has √2 σ; |mean of 4 - b| has √1.25 σ: 0.79 of it
    assert many < 0.85 * one
    # outside the crop the frame is the newest frame, untouched
    assert np.array_equal(out[:5, :5], still[STACK_FRAMES - 1][:5, :5])


def test_a_drifted_camera_is_lined_up_to_a_tenth_of_a_pixel() -> None:
    still, view = _resting()
    base = still[0]
    # the camera moved by (2.4, -1.3) px; its tracker said (2.0, -1.0)
    m = np.array([[1.0, 0.0, 2.4], [0.0, 1.0, -1.3]], np.float32)
    moved = cv2.warpAffine(still[1], m, (base.shape[1], base.shape[0]),
                           borderMode=cv2.BORDER_REFLECT_101)
    stack = StillStack(tolerance=2.0)
    stack.add(base, view, 1.0)
    later = _view(view.center, view.side, shift=(2.0, -1.0))
    out = stack.add(moved, later, 1.0)
    assert stack.depth == 2
    # lined up, the average matches the moved frame where the die is; misplaced by the
    # 0.4 px the tracker missed, the die's edges would stand out
    x0, y0, x1, y1 = crop_box(out.shape, (view.center[0] + 2.0, view.center[1] - 1.0),
                              view.side, CROP_SIDES)
    ref = cv2.warpAffine(base, m, (base.shape[1], base.shape[0]),
                         borderMode=cv2.BORDER_REFLECT_101)
    got = out[y0:y1, x0:x1].astype(np.float32)
    good = float(np.mean(np.abs(got - ref[y0:y1, x0:x1].astype(np.float32))))
    naive = cv2.warpAffine(base, np.array([[1.0, 0.0, 2.0], [0.0, 1.0, -1.0]], np.float32),
                           (base.shape[1], base.shape[0]), borderMode=cv2.BORDER_REFLECT_101)
    half = (naive[y0:y1, x0:x1].astype(np.float32) + moved[y0:y1, x0:x1]) / 2
    bad = float(np.mean(np.abs(half - ref[y0:y1, x0:x1].astype(np.float32))))
    assert good < bad


def test_a_frame_that_does_not_line_up_is_left_out() -> None:
    still, view = _resting()
    stack = StillStack(tolerance=5.0)
    stack.add(still[0], view, 1.0)
    # the die crept 3 px, with nothing telling the stack the camera moved
    m = np.array([[1.0, 0.0, 3.0], [0.0, 1.0, 0.0]], np.float32)
    moved = cv2.warpAffine(still[1], m, (still[1].shape[1], still[1].shape[0]),
                           borderMode=cv2.BORDER_REFLECT_101)
    out = stack.add(moved, view, 1.0)
    assert stack.depth == 1
    assert out is moved


def test_frames_of_another_exposure_or_place_are_not_averaged() -> None:
    still, view = _resting()
    stack = StillStack(tolerance=2.0)
    stack.add(still[0], view, 1.0)
    stack.add(still[1], view, 1.05)  # the exposure stepped by 5 %
    assert stack.depth == 1
    stack.add(still[2], view, 1.06)  # the frame before is of this exposure
    assert stack.depth == 2
    elsewhere = _view((view.center[0] + 10, view.center[1]), view.side)
    stack.add(still[3], elsewhere, 1.06)  # seen elsewhere: a new stack
    assert stack.depth == 1
    stack.clear()
    assert stack.add(still[4], view, 1.0) is still[4] and stack.depth == 1


# -- calibration pictures ------------------------------------------------------------------


def test_a_calibration_picture_is_the_average_of_still_frames() -> None:
    tray = SyntheticTray(620, die="d6", hazards=Hazards(webcam=True))
    frames = tray.still_frames(5, PICTURE_FRAMES + 1)
    picture = still_picture(frames[:PICTURE_FRAMES])
    spare = frames[-1].astype(np.float32)
    one = float(np.std(frames[0].astype(np.float32) - spare))
    assert float(np.std(picture.astype(np.float32) - spare)) < 0.85 * one


def test_frames_that_show_something_else_are_left_out_of_a_picture() -> None:
    tray = SyntheticTray(620, die="d6", hazards=Hazards(webcam=True))
    frames = tray.still_frames(3, 3)
    mean = np.mean([f.astype(np.float32) for f in frames], axis=0)
    alone = np.clip(mean + 0.5, 0, 255).astype(np.uint8)
    other = tray.still_frame(4)  # the die elsewhere, another face: a hand moved it
    brighter = cv2.convertScaleAbs(frames[0], alpha=1.05)  # the exposure stepped
    touched = frames[0].copy()  # a fingertip still in the picture
    cv2.circle(touched, (320, 240), 14, (90, 110, 160), -1)
    for odd in (other, brighter, touched):
        picture = still_picture([odd, *frames])
        assert np.array_equal(picture, alone)
    assert still_picture(frames[-1:]) is frames[-1]
    with pytest.raises(ValueError):
        still_picture([])
