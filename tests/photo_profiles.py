"""Rendered photo sessions for the face reader's tests: a profile calibrated from 10 photos
a face, as a player would, and held-out photos of the same die in another light."""

from __future__ import annotations

import numpy as np

from hardware.camera.crop_profile import FaceProfile, build_face_profile
from hardware.camera.synthetic_photos import Light, Photo, PhotoSession, draw_setup

WHITE_PIPS = (326, 332)
"""Tuning seeds with white pips: on a black and on a blue die."""


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


def lamp_spot(photo: Photo, pip_radius: float, sigma: float, amount: float) -> np.ndarray:
    """The photo with a lamp's spot at the face's centre: light added to every channel
    alike, a Gaussian `sigma` pip radii wide and `amount` levels at its centre."""
    image = photo.image.astype(np.float32)
    yy, xx = np.mgrid[0:image.shape[0], 0:image.shape[1]]
    d2 = (xx - photo.centre[0]) ** 2 + (yy - photo.centre[1]) ** 2
    added = amount * np.exp(-d2 / (2 * (sigma * pip_radius) ** 2))
    return np.clip(image + added[..., None], 0, 255).astype(np.uint8)


def to_paint(seed: int, faces: tuple[str, ...], per_face: int
             ) -> tuple[FaceProfile, float, list[Photo]]:
    """A d6 seed's clean profile, its pip radius (in die sides) and held-out photos of
    `faces`, to paint reflections on."""
    photos = [p for p in PhotoSession(seed, "d6", Light.CLEAN).photos(per_face, start=1000)
              if p.face in faces]
    return (calibrated(seed, "d6", Light.CLEAN), draw_setup(seed, "d6", Light.CLEAN).pip_radius,
            photos)


def twos_and_fours(per_face: int) -> dict[int, tuple[FaceProfile, float, list[Photo]]]:
    """`to_paint` for each white-pip seed's 2 and 4."""
    return {seed: to_paint(seed, ("2", "4"), per_face) for seed in WHITE_PIPS}
