"""The face reader in the live pipeline: a crop around the die in the still frame.

The watcher's analyser finds the die in full frames; the face is read as in photos, from a
crop about two die sides wide around the die's centre, so the live reader and `classify`
share one path (and its refusals: a die near the frame's edge, company, glare).

A die near the tray's wall brings the wall into its crop. The photo reader takes the
crop's border for floor, and a dark wall along one side of it widens what passes for floor
until dark ink does too (the die's outline then has a bite out of it). Live, the floor's
extent is known from calibration: what lies beyond it is painted the floor's colour around
the die, but never the die itself (a die leaning over the floor's edge keeps the wall
beside it, and comes out unsure).

The die itself is not looked for again in the crop: the analyser's outline of it (the
difference from the calibrated empty tray, shadows left out by their colour) is drawn into
the crop and the face is read inside it. A crop's border can't tell a dark die on dark
felt from the die's own shadow; the empty tray can. Calibration frames are cut the same
way (`cut`), so a profile and the readings measure the die alike. The reader's checks
then measure that outline: its size against calibration's, how much of its box it fills,
where the face's content sits in it; a second thing in the tray was refused by the
analyser before the face is read. A shadow that doesn't keep the floor's colour (a warm
lamp casts it, a bluish sky lights it) joins the outline: the die then looks bigger or
longer than calibrated, its content sits off where the face should, or it looks cocked,
so the reading is unsure, never a wrong face read ok.
"""

from __future__ import annotations

import logging

import cv2
import numpy as np

from hardware.camera.analysis import DieView
from hardware.camera.arrays import Image, u8
from hardware.camera.classify import Cue, Verdict
from hardware.camera.crop_profile import FaceProfile, crop_box
from hardware.camera.tray import TrayRegion

log = logging.getLogger(__name__)

CROP_SIDES = 2.2
"""The crop's width in die sides: room for the side strip and the floor around it."""
WALL_MARGIN = 0.08
"""Die sides around the die's box that are never painted over (its outline's blur)."""


def cut(frame: Image, view: DieView, floor: TrayRegion) -> tuple[Image, Image | None]:
    """The crop around the die in `frame` (the camera's raw frame) as `tray_crop` cuts it,
    and the analyser's outline of the die in it (255 on the die; None if the view has no
    outline)."""
    sx, sy = view.shift
    x0, y0, _, _ = crop_box(frame.shape, (view.center[0] + sx, view.center[1] + sy),
                            view.side, CROP_SIDES)
    crop = tray_crop(frame, view, floor)
    if view.outline is None:
        return crop, None
    mask = np.zeros(crop.shape[:2], np.uint8)
    # The outline is in the calibrated camera's view: the frame shows it `shift` away (to
    # the nearest pixel, as the crop was cut).
    points = view.outline + np.array([round(sx) - x0, round(sy) - y0], np.int32)
    cv2.fillPoly(mask, [points.astype(np.int32)], 255)
    return crop, u8(mask)


def tray_crop(frame: Image, view: DieView, floor: TrayRegion) -> Image:
    """The crop around the die in `frame` (the camera's raw frame), the wall beyond the
    tray's `floor` painted out around the die."""
    # `view.center` is in the calibrated camera's view; the frame shows the die (and
    # the floor) `shift` away from there when the camera has drifted.
    sx, sy = view.shift
    x0, y0, x1, y1 = crop_box(frame.shape, (view.center[0] + sx, view.center[1] + sy),
                              view.side, CROP_SIDES)
    crop = u8(np.array(frame[y0:y1, x0:x1]))
    f = floor
    fx0, fy0 = round(f.x + sx) - x0, round(f.y + sy) - y0
    fx1, fy1 = round(f.x + f.w + sx) - x0, round(f.y + f.h + sy) - y0
    h, w = crop.shape[:2]
    if fx0 <= 0 and fy0 <= 0 and fx1 >= w and fy1 >= h:
        return crop
    box = view.frame_box() - np.array([x0, y0], np.float32)
    inside = np.zeros((h, w), np.uint8)
    inside[max(0, fy0):max(0, fy1), max(0, fx0):max(0, fx1)] = 1
    # The die itself is never painted over, even where it reaches past the floor's edge
    # (leaning on the wall): its box, grown a little, is kept as it is.
    die = np.zeros((h, w), np.uint8)
    middle = box.mean(axis=0)
    grown = middle + (box - middle) * (1.0 + 2 * WALL_MARGIN)
    cv2.fillConvexPoly(die, np.round(grown).astype(np.int32), 1)
    ring = (inside > 0) & (die == 0)
    if not ring.any():
        return crop
    paint = (inside == 0) & (die == 0)
    crop[paint] = np.median(crop[ring], axis=0).astype(np.uint8)
    return crop


class LiveFaces:
    """Reads the die's face in a frame the analyser found it in."""

    def __init__(self, faces: FaceProfile, floor: TrayRegion) -> None:
        self.faces = faces
        self.floor = floor

    def verdict(self, frame: Image, view: DieView) -> Verdict:
        """The face under `view` in `frame` (the camera's raw frame) as a Verdict."""
        # Where the die lies sets where its top face sits in its outline (perspective).
        where = (view.center[0] + view.shift[0], view.center[1] + view.shift[1])
        crop, outline = cut(frame, view, self.floor)
        # A profile from before outlines found the die in its crops: so is it found here.
        reading = self.faces.read(crop, where, outline if self.faces.outlined else None)
        cues: tuple[Cue, ...] = reading.cues
        if reading.reasons:
            cues = (*cues, Cue("; ".join(reading.reasons), None, 0.0))
        return Verdict(reading.label, reading.confidence, reading.ok, cues, reading.reasons)
