"""Rendered photo sessions for the face reader's tests: a profile calibrated from 10 photos
a face, as a player would, and held-out photos of the same die in another light."""

from __future__ import annotations

import numpy as np

from hardware.camera.crop_profile import FaceProfile, build_face_profile
from hardware.camera.synthetic_photos import Light, PhotoSession


def calibrated(seed: int, die: str, light: Light) -> FaceProfile:
    """A profile from the first 10 photos a face of that session."""
    session = PhotoSession(seed, die, light)
    return build_face_profile(die, {
        face: [(f"{face}/IMG_{i:04d}", session.photo(face, i).image) for i in range(10)]
        for face in session.faces})


def held_out(seed: int, die: str, light: Light, per_face: int) -> list[tuple[str, np.ndarray]]:
    """(face, image) for photos the calibration never saw (numbered from 1,000)."""
    return [(p.face, p.image) for p in
            PhotoSession(seed, die, light).photos(per_face, start=1000)]
