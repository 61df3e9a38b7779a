"""A lamp's spot on a die with light pips is not a pip.

Found by painting glare (a burnt core in a halo of added light) at the centre of the 2s and
4s of the five white-pip tuning photo sessions (seeds 306, 311, 326, 332, 337): the halo,
lighter than the body as white ink is, made a round "pip" around the burnt core, and 88 of
900 such photos read **ok** as a 3 or a 5 (main at b3d3e88). A pip whose disc holds glare
centred on it may be such a halo: it counts only when the pips without it make no other
face. The paintings whose core burns out no longer read ok and wrong; a reflection that
never burns out is judged by its shape (`tests/test_camera_soft_reflection.py`).
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from hardware.camera.crop_profile import FaceProfile
from hardware.camera.synthetic_photos import Photo
from tests.photo_profiles import lamp_spot, twos_and_fours


@pytest.fixture(scope="module")
def sessions() -> dict[int, tuple[FaceProfile, float, list[Photo]]]:
    return twos_and_fours(8)


@pytest.mark.parametrize("amount", [250.0, 400.0])
def test_a_burnt_spot_at_the_centre_of_a_2_or_a_4_is_never_read_ok_as_a_pip(
        sessions: dict[int, tuple[FaceProfile, float, list[Photo]]], amount: float) -> None:
    for seed, (profile, pip_radius, photos) in sessions.items():
        for photo in photos:
            for sigma in (0.6, 1.0):
                image = lamp_spot(photo, pip_radius * photo.side, sigma, amount)
                assert (image.max(axis=2) >= 250).any()
                reading = profile.read(image)
                assert not (reading.status == "ok" and reading.label != photo.face), \
                    (seed, photo.face, sigma, reading)


def test_a_spot_beside_the_centre_is_not_read_as_a_pip_either(
        sessions: dict[int, tuple[FaceProfile, float, list[Photo]]]) -> None:
    for profile, pip_radius, photos in sessions.values():
        for photo in photos:
            for offset in (0.8, 1.5):
                beside = replace(photo, centre=(
                    photo.centre[0] + offset * pip_radius * photo.side, photo.centre[1]))
                reading = profile.read(lamp_spot(beside, pip_radius * photo.side, 0.6, 250.0))
                assert not (reading.status == "ok" and reading.label != photo.face)
