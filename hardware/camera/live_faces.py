"""The face reader in the live pipeline: a crop around the die in the still frame.

The watcher's analyser finds the die in full frames; the face is read as in photos, from a
crop about two die sides wide around the die's centre, so the live reader and
`classify` share one path (and its refusals: a die near the frame's edge, company, glare).
"""

from __future__ import annotations

import logging
from typing import Any

from hardware.camera.analysis import DieView, FrameAnalyser, Look
from hardware.camera.arrays import Image
from hardware.camera.classify import Cue, Verdict
from hardware.camera.crop_profile import FaceProfile, crop_around

log = logging.getLogger(__name__)

CROP_SIDES = 2.2
"""The crop's width in die sides: room for the side strip and the floor around it."""


class LiveFaces:
    """Reads the die's face in the frame the analyser last looked at."""

    def __init__(self, faces: FaceProfile, analyser: FrameAnalyser) -> None:
        self.faces = faces
        self._frame: Image | None = None
        look = analyser.look

        def remembering(frame: Image, work: Image | None = None) -> Look:
            self._frame = frame
            return look(frame, work)

        # The watcher calls `analyser.look` on every frame it reads a die in; keeping that
        # frame here leaves the watcher's own flow untouched.
        setattr(analyser, "look", remembering)  # noqa: B010

    @classmethod
    def attach(cls, faces: FaceProfile | None, analyser: FrameAnalyser) -> LiveFaces | None:
        return None if faces is None else cls(faces, analyser)

    def verdict(self, view: DieView) -> Verdict | None:
        """The face under `view` as a Verdict; None without a frame."""
        if self._frame is None:
            return None
        crop = crop_around(self._frame, view.center, view.side, CROP_SIDES)
        reading = self.faces.read(crop)
        cues: tuple[Any, ...] = tuple(Cue(c.name, c.label, c.clarity) for c in reading.cues)
        if reading.reasons:
            cues = (*cues, Cue("; ".join(reading.reasons), None, 0.0))
        return Verdict(reading.label, reading.confidence, reading.ok, cues)
