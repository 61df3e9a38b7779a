"""Still photos of one die, cropped around it, as other people's cameras take them.

A `PhotoSession` is one set-up drawn from a seed: a fixed camera a little off overhead (a
thin strip of one or two side faces shows), one lamp, one die, one tray floor. Each photo
turns and moves the die, so the lamp's gradient, the cast shadow and the glare fall
differently on the face. What the 2026-11-23 review traced on real photos is drawn here on
purpose:

- one-sided light: a brightness gradient across the top face (up to ~35 %);
- hard light: the die's cast shadow beside it (floor-coloured, darker) and a shaded band
  inside its outline along the edges turned away from the lamp;
- specular glare spots; rounded corners with a shaded bevel;
- pips close to the face's edge (corner pips 0.08–0.15 of the side from it);
- a die 40–150 px across, 30–90 % of the crop's width, at any rotation;
- slight blur, webcam noise, auto exposure, JPEG at quality 60–90.

The truth of every photo (face, where the top face lies, whether the crop cuts it) is kept.
Seeds below 1,000 are for tests and tuning; the bench draws from 10,000 up.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

import cv2
import numpy as np
from numpy.typing import NDArray

from hardware.camera.arrays import FloatImage, Image, f32, u8
from hardware.camera.svg_symbols import symbol_mask
from hardware.camera.synthetic import PIP_LAYOUT

log = logging.getLogger(__name__)

PLANAR_FACES = ("planeswalker", "chaos", "blank")
D6_FACES = ("1", "2", "3", "4", "5", "6")
"""Pip positions in units of the pip spacing, in the face's own frame."""


class Light(StrEnum):
    CLEAN = "clean"
    """Soft, even light: the baseline."""
    ONE_SIDED = "one_sided"
    """A lamp to one side: a strong gradient across the face, a medium shadow."""
    HARD = "hard"
    """A bare lamp: a dark cast shadow, a shaded band inside the outline, glare."""


_LIGHT_BODIES = ((0.92, 0.92, 0.90), (0.80, 0.90, 0.95), (0.86, 0.88, 0.88))
_DARK_INKS = ((0.07, 0.07, 0.08), (0.35, 0.12, 0.08), (0.10, 0.10, 0.45))
_DARK_BODIES = ((0.12, 0.12, 0.70), (0.55, 0.25, 0.10), (0.10, 0.10, 0.11))
_FLOORS = {
    "green tub": (0.30, 0.58, 0.28),
    "green felt": (0.20, 0.42, 0.16),
    "blue felt": (0.45, 0.25, 0.12),
    "grey mat": (0.42, 0.42, 0.44),
    "brown wood": (0.22, 0.35, 0.50),
    "black felt": (0.09, 0.09, 0.10),
}


@dataclass(frozen=True, slots=True)
class PhotoSetup:
    """One session's fixed set-up; lengths are in units of the die's side."""

    die: str
    light: Light
    die_px: float
    body: tuple[float, float, float]
    ink: tuple[float, float, float]
    floor_name: str
    floor: tuple[float, float, float]
    floor_texture: float
    light_angle: float
    """Radians: the direction, in the picture, the light comes from."""
    gradient: float
    """Brightness change across the face, along the light's direction (0.3 = 30 %)."""
    shadow_length: float
    shadow_depth: float
    inner_shadow: float
    """Darkening of the band inside the outline on the side turned away from the lamp."""
    glare_rate: float
    glare_strength: float
    tilt: tuple[float, float]
    """Where the die's bottom edge projects relative to its top: the side strip."""
    corner: float
    pip_spacing: float
    pip_radius: float
    symbol_size: float
    blur: float
    noise: float
    jpeg: tuple[int, int]
    crop_fraction: tuple[float, float]
    exposure: float
    """Spread of the auto exposure's gain from photo to photo."""

    @property
    def faces(self) -> tuple[str, ...]:
        return D6_FACES if self.die == "d6" else PLANAR_FACES

    @property
    def edge_gap(self) -> float:
        """From a corner pip's edge to the face's edge, in sides."""
        return 0.5 - self.pip_spacing - self.pip_radius


def draw_setup(seed: int, die: str = "d6", light: Light = Light.CLEAN) -> PhotoSetup:
    """A set-up drawn from `seed` for the given die and kind of light."""
    if die not in ("d6", "planar"):
        raise ValueError(f"die must be d6 or planar, not {die!r}")
    # The die, the floor and the camera belong to the set-up (seed and die); the lamp to
    # the session, so one set-up can be photographed in several lights.
    rng = np.random.default_rng([seed, 0 if die == "d6" else 1])
    lamp = np.random.default_rng([seed, 0 if die == "d6" else 1, 1 + list(Light).index(light)])
    dark_body = rng.random() < 0.2
    if dark_body:
        body = _DARK_BODIES[int(rng.integers(len(_DARK_BODIES)))]
        ink: tuple[float, float, float] = (0.92, 0.92, 0.90)
    else:
        body = _LIGHT_BODIES[int(rng.integers(len(_LIGHT_BODIES)))]
        ink = _DARK_INKS[int(rng.integers(len(_DARK_INKS)))]
    floors = [name for name in _FLOORS if not (dark_body and name == "black felt")]
    floor_name = floors[int(rng.integers(len(floors)))] if rng.random() < 0.6 else "green tub"
    if light is Light.CLEAN:
        gradient, shadow_length, shadow_depth = lamp.uniform(0.0, 0.08), lamp.uniform(0.05, 0.2), \
            lamp.uniform(0.1, 0.2)
        inner, glare_rate, glare_strength = lamp.uniform(0.0, 0.06), 0.1, lamp.uniform(0.1, 0.2)
    elif light is Light.ONE_SIDED:
        gradient, shadow_length, shadow_depth = lamp.uniform(0.25, 0.35), \
            lamp.uniform(0.3, 0.6), lamp.uniform(0.25, 0.4)
        inner, glare_rate, glare_strength = lamp.uniform(0.1, 0.2), 0.3, lamp.uniform(0.2, 0.45)
    else:
        gradient, shadow_length, shadow_depth = lamp.uniform(0.1, 0.25), \
            lamp.uniform(0.4, 0.9), lamp.uniform(0.45, 0.6)
        inner, glare_rate, glare_strength = lamp.uniform(0.25, 0.4), 0.7, lamp.uniform(0.6, 0.9)
    tilt_angle = rng.uniform(0, 2 * math.pi)
    tilt_length = rng.uniform(0.04, 0.14)
    pip_radius = rng.uniform(0.075, 0.1)
    gap = rng.uniform(0.08, 0.14)
    frac_lo = rng.uniform(0.32, 0.5)
    return PhotoSetup(
        die=die, light=light, die_px=float(rng.uniform(40, 150)), body=body, ink=ink,
        floor_name=floor_name, floor=_FLOORS[floor_name],
        floor_texture=float(rng.uniform(0.02, 0.07)),
        light_angle=float(lamp.uniform(0, 2 * math.pi)), gradient=float(gradient),
        shadow_length=float(shadow_length), shadow_depth=float(shadow_depth),
        inner_shadow=float(inner), glare_rate=glare_rate, glare_strength=float(glare_strength),
        tilt=(tilt_length * math.cos(tilt_angle), tilt_length * math.sin(tilt_angle)),
        corner=float(rng.uniform(0.06, 0.14)),
        pip_spacing=0.5 - gap - pip_radius, pip_radius=pip_radius,
        symbol_size=float(rng.uniform(0.6, 0.72)), blur=float(rng.uniform(0.3, 0.9)),
        noise=float(rng.uniform(1.5, 4.5)), jpeg=(60, 90),
        crop_fraction=(frac_lo, frac_lo + rng.uniform(0.05, 0.15)),
        exposure=float(lamp.uniform(0.02, 0.08)))


@dataclass(frozen=True, slots=True)
class Photo:
    """One rendered photo and its truth."""

    image: Image
    face: str
    centre: tuple[float, float]
    """The top face's centre in the photo."""
    side: float
    """The top face's side in the photo (pixels)."""
    angle: float
    """The face's rotation, degrees."""
    cut: bool
    """The crop cuts the top face: no reader may call it."""
    glare: bool


def _rounded_square_sdf(u: FloatImage, v: FloatImage, radius: float) -> FloatImage:
    """Signed distance (in sides) to a unit square with rounded corners centred at 0."""
    qx = np.abs(u) - (0.5 - radius)
    qy = np.abs(v) - (0.5 - radius)
    outside = np.sqrt(np.maximum(qx, 0) ** 2 + np.maximum(qy, 0) ** 2)
    return f32(outside + np.minimum(np.maximum(qx, qy), 0) - radius)


def _smooth(edge: FloatImage, width: float) -> FloatImage:
    """1 inside (sdf ≤ -width/2) to 0 outside, linear over `width`."""
    return f32(np.clip(0.5 - edge / max(width, 1e-6), 0.0, 1.0))


_TEXTURE = 256


def _ink_texture(setup: PhotoSetup, face: str, rng: np.random.Generator) -> FloatImage:
    """The face's ink in its own frame, _TEXTURE² covering the face."""
    tex = np.zeros((_TEXTURE * 2, _TEXTURE * 2), np.uint8)
    big = 2 * _TEXTURE
    if setup.die == "d6":
        r = setup.pip_radius * big * (1.1 if face == "1" else 1.0)
        for a, b in PIP_LAYOUT[int(face)]:
            cx = (0.5 + a * setup.pip_spacing) * big
            cy = (0.5 + b * setup.pip_spacing) * big
            cv2.circle(tex, (round(cx * 8), round(cy * 8)), round(r * 8), 255, -1,
                       cv2.LINE_AA, 3)
    elif face != "blank":
        size = round(setup.symbol_size * big)
        mask = symbol_mask(face, size)
        off = rng.uniform(-0.02, 0.02, 2) * big
        x0 = round((big - size) / 2 + off[0])
        y0 = round((big - size) / 2 + off[1])
        tex[y0:y0 + size, x0:x0 + size] = np.maximum(tex[y0:y0 + size, x0:x0 + size], mask)
    return f32(cv2.resize(tex, (_TEXTURE, _TEXTURE), interpolation=cv2.INTER_AREA)) / 255.0


def _floor_texture(setup: PhotoSetup, size: int, rng: np.random.Generator) -> FloatImage:
    noise = rng.normal(0.0, 1.0, (size // 4 + 2, size // 4 + 2)).astype(np.float32)
    smooth = cv2.resize(noise, (size, size), interpolation=cv2.INTER_CUBIC)
    fine = rng.normal(0.0, 0.5, (size, size)).astype(np.float32)
    tex = 1.0 + setup.floor_texture * f32(smooth + fine)
    if setup.floor_name == "brown wood":
        ys = np.arange(size, dtype=np.float32)[:, None]
        tex = tex * f32(1.0 + 0.06 * np.sin(ys * 0.35 + rng.uniform(0, 6)))
    return f32(tex)


def render_photo(setup: PhotoSetup, face: str, rng: np.random.Generator, *,
                 off_centre: float = 0.0) -> Photo:
    """One photo of `face` up: the die turned at random, the crop around it.

    `off_centre` (in crop widths) pushes the die toward an edge: a crop that cuts the die.
    """
    if face not in setup.faces:
        raise ValueError(f"{face!r} is not a face of a {setup.die} die")
    d_px = setup.die_px * float(rng.uniform(0.97, 1.03))
    width = max(48, round(d_px / rng.uniform(*setup.crop_fraction)))
    ss = max(1, min(3, round(300 / width)))
    size = width * ss
    d = d_px * ss
    angle = float(rng.uniform(0, 360))
    jitter = rng.uniform(-0.04, 0.04, 2) * width
    if off_centre:
        direction = rng.uniform(0, 2 * math.pi)
        jitter += off_centre * width * np.array([math.cos(direction), math.sin(direction)])
    tilt = np.array(setup.tilt) * d
    # The silhouette (top and sides) is centred in the crop, so the top sits off by -tilt/2.
    centre = np.array([size / 2, size / 2]) + jitter * ss - tilt / 2
    ys, xs = np.mgrid[0:size, 0:size].astype(np.float32)
    px, py = xs + 0.5 - centre[0], ys + 0.5 - centre[1]
    rad = math.radians(angle)
    cos, sin = math.cos(rad), math.sin(rad)

    def frame(dx: float, dy: float) -> tuple[FloatImage, FloatImage]:
        x, y = px - dx, py - dy
        return f32((cos * x + sin * y) / d), f32((-sin * x + cos * y) / d)

    u, v = frame(0.0, 0.0)
    top = _rounded_square_sdf(u, v, setup.corner)
    body_sdf = top
    for s in np.linspace(0.2, 1.0, 5):
        su, sv = frame(float(tilt[0] * s), float(tilt[1] * s))
        body_sdf = np.minimum(body_sdf, _rounded_square_sdf(su, sv, setup.corner))
    # The cast shadow: the silhouette swept away from the lamp.
    to_light = np.array([math.cos(setup.light_angle), math.sin(setup.light_angle)])
    shadow_vec = -to_light * setup.shadow_length * d
    shadow_sdf = body_sdf
    for s in np.linspace(0.15, 1.0, 6):
        su, sv = frame(float(shadow_vec[0] * s + tilt[0]), float(shadow_vec[1] * s + tilt[1]))
        shadow_sdf = np.minimum(shadow_sdf, _rounded_square_sdf(su, sv, setup.corner))
    px_side = 1.0 / d
    soft = px_side * (1.5 if setup.light is Light.HARD else 6.0) * ss
    shadow = cv2.GaussianBlur(_smooth(shadow_sdf, soft), (0, 0), max(0.5, 0.02 * d))
    # Light: a gradient along the lamp's direction (whole picture), clipped.
    along = f32((px * to_light[0] + py * to_light[1]) / d)
    illum = f32(np.clip(1.0 + setup.gradient * along, 0.35, 1.6))
    floor = _floor_texture(setup, size, rng)[..., None] * np.asarray(setup.floor, np.float32)
    floor = floor * (1.0 - setup.shadow_depth * shadow)[..., None]
    # Side faces: lit by how much they face the lamp.
    face_u = np.array([cos, sin])
    face_v = np.array([-sin, cos])
    shade_u = 0.55 + 0.35 * float(face_u @ to_light)
    shade_v = 0.55 + 0.35 * float(face_v @ to_light)
    side_shade = np.where(np.abs(u) - 0.5 > np.abs(v) - 0.5,
                          np.where(u > 0, shade_u, 1.1 - shade_u),
                          np.where(v > 0, shade_v, 1.1 - shade_v)).astype(np.float32)
    # The top's rounded rim: its outward normal turns toward or away from the lamp; the
    # band turned away is darkened further (the shadow band inside the outline).
    bevel = 0.08
    rim = f32(np.clip((top + bevel) / bevel, 0.0, 1.0))
    gu = np.clip(u / np.maximum(np.abs(u), np.abs(v)), -1, 1) * (np.abs(u) >= np.abs(v))
    gv = np.clip(v / np.maximum(np.abs(u), np.abs(v)), -1, 1) * (np.abs(v) > np.abs(u))
    facing = f32(gu * float(face_u @ to_light) + gv * float(face_v @ to_light))
    top_shade = f32(1.0 + rim * (0.3 * facing - 0.2))
    band = f32(np.clip((top + 0.16) / 0.16, 0.0, 1.0)) * np.clip(-facing, 0.0, 1.0)
    top_shade = f32(top_shade * (1.0 - setup.inner_shadow * band))
    ink_tex = _ink_texture(setup, face, rng)
    ink = f32(cv2.remap(ink_tex, f32((u + 0.5) * _TEXTURE - 0.5), f32((v + 0.5) * _TEXTURE - 0.5),
                        cv2.INTER_LINEAR, borderMode=cv2.BORDER_CONSTANT, borderValue=0.0))
    body = np.asarray(setup.body, np.float32)
    ink_colour = np.asarray(setup.ink, np.float32)
    top_colour = body * (1.0 - ink[..., None]) + ink_colour * ink[..., None]
    top_colour = top_colour * top_shade[..., None]
    side_colour = body * side_shade[..., None]
    glare = bool(rng.random() < setup.glare_rate)
    if glare:
        spot = to_light * 0.18 * d + rng.uniform(-0.22, 0.22, 2) * d
        radius = rng.uniform(0.05, 0.13) * d
        g = np.exp(-((px - spot[0]) ** 2 + (py - spot[1]) ** 2) / (2 * radius ** 2))
        # Specular light adds to ink and body alike (both glossy): a highlight bright
        # enough to hide a pip burns out the body around it.
        top_colour = top_colour + 1.2 * setup.glare_strength * f32(g)[..., None]
    in_top = _smooth(top, px_side * 1.2)[..., None]
    in_body = _smooth(body_sdf, px_side * 1.2)[..., None]
    colour = top_colour * in_top + side_colour * (in_body - in_top)
    colour = colour + floor * (1.0 - in_body)
    colour = colour * illum[..., None]
    small = cv2.resize(f32(colour), (width, width), interpolation=cv2.INTER_AREA) if ss > 1 \
        else f32(colour)
    small = cv2.GaussianBlur(small, (0, 0), setup.blur)
    gain = 205.0 * float(1.0 + rng.normal(0.0, setup.exposure))
    out = small * gain
    noise = rng.normal(0.0, setup.noise, out.shape[:2]).astype(np.float32)[..., None]
    noise = noise + rng.normal(0.0, setup.noise * 0.5, out.shape).astype(np.float32)
    out = np.clip(out + noise, 0, 255).astype(np.uint8)
    quality = int(rng.integers(setup.jpeg[0], setup.jpeg[1] + 1))
    ok, encoded = cv2.imencode(".jpg", out, [cv2.IMWRITE_JPEG_QUALITY, quality])
    if not ok:
        raise RuntimeError("JPEG encoding failed")
    image = u8(cv2.imdecode(encoded, cv2.IMREAD_COLOR))
    c = (float(centre[0] / ss), float(centre[1] / ss))
    corners = _square_corners(c, d_px, angle)
    cut = bool((corners < 1.0).any() or (corners > width - 1.0).any())
    return Photo(image, face, c, d_px, angle, cut, glare)


def _square_corners(centre: tuple[float, float], side: float, angle: float) -> NDArray[np.float64]:
    rad = math.radians(angle)
    cos, sin = math.cos(rad), math.sin(rad)
    out = []
    for a, b in ((-0.5, -0.5), (0.5, -0.5), (0.5, 0.5), (-0.5, 0.5)):
        out.append((centre[0] + side * (a * cos - b * sin), centre[1] + side * (a * sin + b * cos)))
    return np.asarray(out)


class PhotoSession:
    """One set-up from a seed; photos of any face, reproducible from (seed, index)."""

    def __init__(self, seed: int, die: str = "d6", light: Light = Light.CLEAN, *,
                 cut_rate: float = 0.0) -> None:
        self.seed = seed
        self.setup = draw_setup(seed, die, light)
        self.cut_rate = cut_rate

    @property
    def faces(self) -> tuple[str, ...]:
        return self.setup.faces

    def photo(self, face: str, index: int) -> Photo:
        rng = np.random.default_rng([self.seed, 7, self.setup.faces.index(face), index])
        off = 0.45 if rng.random() < self.cut_rate else 0.0
        return render_photo(self.setup, face, rng, off_centre=off)

    def photos(self, per_face: int, start: int = 0) -> Iterator[Photo]:
        """`per_face` photos of each face, faces interleaved."""
        for i in range(start, start + per_face):
            for face in self.faces:
                yield self.photo(face, i)

    def write_crops(self, folder: Path, per_face: int, start: int = 0) -> dict[str, list[Path]]:
        """The photos in the `calibrate --from-crops` layout: one folder per face."""
        written: dict[str, list[Path]] = {}
        for i in range(start, start + per_face):
            for face in self.faces:
                photo = self.photo(face, i)
                path = folder / face / f"IMG_{i:04d}.jpg"
                path.parent.mkdir(parents=True, exist_ok=True)
                if not cv2.imwrite(str(path), photo.image, [cv2.IMWRITE_JPEG_QUALITY, 95]):
                    raise OSError(f"can't write {path}")
                written.setdefault(face, []).append(path)
        return written


def face_gradient(photo: Photo, setup: PhotoSetup) -> float:
    """The brightness change across the face along the light's direction, measured on the
    photo's body pixels at 0.35 side either side of the centre and scaled to the whole
    side: (bright - dark) / mean."""
    to_light = np.array([math.cos(setup.light_angle), math.sin(setup.light_angle)])
    ends = []
    r = max(2, round(0.06 * photo.side))
    for sign in (1.0, -1.0):
        x, y = np.asarray(photo.centre) + sign * to_light * 0.35 * photo.side
        patch = photo.image[round(y) - r:round(y) + r + 1, round(x) - r:round(x) + r + 1]
        ends.append(float(np.percentile(patch.mean(axis=2), 75)))
    bright, dark = max(ends), min(ends)
    return (bright - dark) / max((bright + dark) / 2, 1.0) / 0.7


def sessions(seeds: Sequence[int], die: str, lights: Sequence[Light]) -> list[PhotoSession]:
    return [PhotoSession(seed, die, light) for seed in seeds for light in lights]
