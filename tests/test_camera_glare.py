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
from hardware.camera.face_reader import InkStyle, InkView, ink_view

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


# -- light ink on a dark die: a highlight's halo isn't ink ----------------------------------
# Traced on tuning seed 20 (varied light, orange symbols on a dark purple die, 3 pictures a
# face): one blank picture had a highlight. Only its core burns out; its halo, tens of
# levels of the lamp's colour added to every channel, is lighter than the body as light
# ink is, so it read as ink: that blank showed 11 % ink against the symbols' 21 % and the
# profile could only guess. Orange ink lifts green and red but not blue; the lamp's light
# lifts blue as much, so blue's rise measures the light to take away.

DARK_STYLE = InkStyle(1, False, 1.4, quiet=0)


def _dark_die(seed: int, *, ink: bool, highlight: bool) -> np.ndarray:
    """A dark purple die (B 72, G 20, R 70) with the light's gradient and sensor noise;
    optionally orange ink (B 55, G 120, R 180) in a bar across its upper half and a white
    highlight (a burnt core, a soft halo) below it."""
    rng = np.random.default_rng(seed)
    ramp = np.linspace(0.9, 1.1, SIDE, dtype=np.float32)[None, :, None]
    image = np.broadcast_to(np.array([72.0, 20.0, 70.0]) * ramp, (SIDE, SIDE, 3)).copy()
    if ink:
        image[20:27, 20:-20] = np.array([55.0, 120.0, 180.0])
    if highlight:
        yy, xx = np.mgrid[0:SIDE, 0:SIDE]
        spot = np.exp(-((xx - 40) ** 2 + (yy - 46) ** 2) / (2 * 5.0 ** 2))
        image += 260.0 * spot[..., None]
    image += rng.normal(0.0, 3.0, image.shape)
    return np.clip(image, 0, 255)


def _amount(view: InkView) -> float:
    face = view.inside > 0.1 * WORK_SIDE
    return float(view.ink[face].sum()) / (WORK_SIDE * WORK_SIDE)


def test_a_highlights_halo_on_a_dark_die_is_glare_not_light_ink() -> None:
    plain = ink_view(_crop(_dark_die(3, ink=False, highlight=False)), DARK_STYLE, "planar")
    view = ink_view(_crop(_dark_die(3, ink=False, highlight=True)), DARK_STYLE, "planar")
    assert _amount(view) < _amount(plain) + 0.01  # sensor noise on a dark body, no more
    yy, xx = np.mgrid[0:SIDE, 0:SIDE]
    halo = (np.hypot(xx - 40, yy - 46) > 5) & (np.hypot(xx - 40, yy - 46) < 11)
    assert float(np.percentile(view.ink[halo], 95)) < 0.3  # the lamp's light taken away
    assert view.unknown[46, 40]  # its burnt-out core hides what is under it


def test_light_ink_on_a_dark_die_still_shows_beside_a_highlight() -> None:
    plain = ink_view(_crop(_dark_die(4, ink=True, highlight=False)), DARK_STYLE, "planar")
    lit = ink_view(_crop(_dark_die(4, ink=True, highlight=True)), DARK_STYLE, "planar")
    assert lit.ink[23, 30] > 0.5 and not lit.unknown[23, 30]
    assert abs(_amount(lit) - _amount(plain)) < 0.02
