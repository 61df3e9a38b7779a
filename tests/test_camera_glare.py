"""Glare against a light die lit at the sensor's limit (`face_reader.ink_view`).

Traced on tuning seed 101 (varied light, a near-white die on wood): the die's red
channel sat at 245-255 all over its face, so every blank was "glare hides part of the
face" and every symbol "glare on the symbol", though dark ink showed plainly (8 of 20
live rolls unsure for it). A highlight adds the lamp's colour to every channel; brighter
light on a light body only scales it. Crops here are drawn, not rendered: a body at the
limit with noise, a gradient across it, and a white highlight spot over dark ink.
"""

from __future__ import annotations

import numpy as np

from hardware.camera.die_crop import WORK_SIDE, DieCrop
from hardware.camera.face_reader import InkStyle, ink_view

SIDE = int(WORK_SIDE) + 24


def _crop(image: np.ndarray) -> DieCrop:
    mask = np.zeros((SIDE, SIDE), np.uint8)
    mask[12:-12, 12:-12] = 255
    return DieCrop(image.astype(np.float32), mask, 1.0, (SIDE / 2, SIDE / 2), 0.0,
                   float(WORK_SIDE), float(WORK_SIDE), 1.0)


def _light_die(seed: int) -> np.ndarray:
    """A near-white die (B 0.8, G 0.9, R 0.95) lit so its red channel clips, with the
    light's gradient across it and sensor noise; dark ink in a bar across its middle."""
    rng = np.random.default_rng(seed)
    ramp = np.linspace(0.92, 1.08, SIDE, dtype=np.float32)[None, :]
    light = 265.0 * ramp
    image = np.stack([0.8 * light, 0.9 * light, 0.95 * light], axis=2)
    image = np.broadcast_to(image, (SIDE, SIDE, 3)).copy()
    image[30:40, 20:-20] *= np.array([0.45, 0.15, 0.1])  # dark ink
    image += rng.normal(0.0, 3.0, image.shape)
    return np.clip(image, 0, 255)


STYLE = InkStyle(1, True, 0.8)


def test_a_light_die_lit_at_the_sensors_limit_hides_nothing() -> None:
    view = ink_view(_crop(_light_die(1)), STYLE, "planar")
    face = view.inside > 0.1 * WORK_SIDE
    assert view.ink[34, SIDE // 2] > 0.5  # the ink shows
    assert float(view.unknown[face].mean()) < 0.02


def test_a_highlight_over_the_ink_is_still_glare() -> None:
    image = _light_die(2)
    yy, xx = np.mgrid[0:SIDE, 0:SIDE]
    spot = np.exp(-((xx - SIDE / 2) ** 2 + (yy - 35) ** 2) / (2 * 5.0 ** 2))
    image = np.clip(image + 400.0 * spot[..., None], 0, 255)  # the lamp's colour, added
    view = ink_view(_crop(image), STYLE, "planar")
    assert view.unknown[35, SIDE // 2]
    assert view.unknown[31:40, SIDE // 2 - 3:SIDE // 2 + 4].all()
    face = view.inside > 0.1 * WORK_SIDE
    assert float(view.unknown[face].mean()) > 0.04
