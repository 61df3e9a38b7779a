"""Synthetic overhead webcam views of a dice tray, for the camera pipeline's tests and bench.

A `SyntheticTray` is one table setup drawn from its seed: the tray and its floor cloth, the
table around it, the lighting, where the camera hangs, the die's colours and symbol style,
and the sensor's noise. It renders a stream of frames in which a planar die (or an ordinary
pip d6) is thrown into the tray, tumbles, slides and settles, or a hand reaches in over the
resting die and leaves, and it tells the truth of every such episode (`RollTruth`).

Geometry: world coordinates are the tray floor's own pixels (x right, y down) plus a height
z above the floor in the same units. A pinhole camera looks straight down from the height
`hc` above a nadir point near the image centre, so (x, y, z) is seen at
``nadir + ((x, y) - nadir) * hc / (hc - z)``: the floor maps to the image unchanged, walls
and dice lean outwards the way a real webcam sees them, and a die in the air looks bigger.

Randomness comes only from numpy Generators spawned from the seed: the table setup, the
stream's script, still frames and sensor noise each have their own, so still frames and
calibration frames never change the stream. Sensor noise is drawn per frame as a random
window of a noise bank made once per setup (fresh for every frame, cheap to apply).

`Hazards` add what real footage showed (review of 2026-11-23), each off unless asked for so
existing seeds render the same frames: a camera that drifts and shakes (every frame
shifted as a whole, with fresh sensor noise then), auto-exposure steps, hard directional
light (a long cast shadow beside the die, a shaded band inside its outline, a gradient
across it, more glare), pips near the edges and rounder corners. `Conditions.HARD` turns
them all on. A roll can also leave a second die, or a coin or a token, in the tray
(`crowd`); a hand visit right after takes it out again.

Frames are the frame sources' own `Frame` (re-exported here), so a session plugs straight
into `hardware.camera.sources.IteratorSource`.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any

import cv2
import numpy as np
from numpy.typing import NDArray

from engine.domain import DieFace
from hardware.camera.sources import Frame
from hardware.camera.svg_symbols import symbol_mask

__all__ = ["Conditions", "Frame", "Hazards", "RollTruth", "SyntheticTray"]

log = logging.getLogger(__name__)

U8Image = NDArray[np.uint8]
F32 = NDArray[np.float32]
F64 = NDArray[np.float64]


class Conditions(StrEnum):
    """How hard the table setup is for a camera pipeline."""

    CLEAN = "clean"
    """Even-ish lighting (gradient at most 10 %), low noise, no glare on the die, sharp."""
    VARIED = "varied"
    """The realistic spread: strong gradients and tints, glare spots, highlights on the die,
    stronger shadows, more noise, blur, brightness flicker and JPEG compression."""
    HARD = "hard"
    """Varied, plus what real footage showed (`Hazards.real`): a drifting, shaking camera,
    auto-exposure steps, hard directional light (long cast shadow, a shaded band inside the
    die's outline, a gradient across the face, glare), pips near the edges, rounder
    corners."""


@dataclass(frozen=True)
class Hazards:
    """What a real camera and table add to a setup; all off by default, so a seed renders
    the same frames whatever new hazard is added later. Each hazard draws from its own
    random stream.

    `drift` is how far the camera wanders in 20 frames (px, at 640×480), `shake` the
    typical jump from one frame to the next (px), `exposure` the largest auto-exposure
    step (a fraction of the brightness). Calibration pictures are always taken with the
    camera at its start position and exposure.

    `webcam` is a cheap camera's own processing, on every frame and picture: sensor noise
    drawn fresh each frame and stronger, the camera's sharpening (which raises that noise
    and rings along edges), and MJPEG compression whose blocks change with the noise. The
    review's real photos differed by more than 14 grey levels on 13-17 % of their pixels
    between shots with nothing moved; our other renders differ so on 0-6 %, and with
    `webcam` on a median of 13-17 % (3-23 % by set-up)."""

    drift: float = 0.0
    shake: float = 0.0
    exposure: float = 0.0
    hard_light: bool = False
    edge_pips: bool = False
    webcam: bool = False

    @classmethod
    def real(cls) -> Hazards:
        """Like the hand-held footage of the 2026-11-23 review: 10-27 px drift a rest,
        2-4 px shake, exposure steps up to 20 %, hard light, pips near the edges."""
        return cls(drift=18.0, shake=3.0, exposure=0.2, hard_light=True, edge_pips=True)

    @property
    def camera_moves(self) -> bool:
        return self.drift > 0 or self.shake > 0


@dataclass(frozen=True)
class RollTruth:
    """What really happened in one episode of the stream.

    `kind` is "roll" (the die was thrown) or "hand" (a hand reached into the tray and left
    without moving the die). `face` is the planar face on top at rest (planar mode only);
    `pips` the pips on top at rest (d6 mode only); both are None for a cocked die and for
    a hand visit. `start_frame` is the stream index of the episode's first frame (the frame
    where the previous die has gone, or the hand first shows), `rest_frame` the first frame
    where nothing moves any more; every later frame of the episode differs only by sensor
    noise (and the camera's own drift, shake and exposure, with hazards on). `center` is
    the middle of the die's top face in the image at rest (of the whole die when cocked),
    `side` its apparent side in pixels, `angle` the rotation of its square
    outline in degrees, in [0, 90), all with the camera at its start position. `crowd`
    says what else lay in the tray at rest ("die": a second die, "object": something
    else), None if the die was alone: such a roll must be refused. A hand visit right
    after a crowded roll takes the other thing out (`crowd` "taken out"): the die left
    is then the roll's result, and its `face` or `pips` are given.
    """

    kind: str
    face: DieFace | None
    pips: int | None
    cocked: bool
    start_frame: int
    rest_frame: int
    center: tuple[float, float]
    side: float
    angle: float
    crowd: str | None = None


# --- the cube -------------------------------------------------------------------------------

_CORNER_DIRS = np.array(
    [[sx, sy, sz] for sx in (-1.0, 1.0) for sy in (-1.0, 1.0) for sz in (-1.0, 1.0)])
_NORMALS = np.array([[0.0, 0, 1], [0, 0, -1], [1, 0, 0], [-1, 0, 0], [0, 1, 0], [0, -1, 0]])
_U_AXES = np.array([[1.0, 0, 0], [1, 0, 0], [0, 1, 0], [0, 1, 0], [1, 0, 0], [1, 0, 0]])
_V_AXES = np.cross(_NORMALS, _U_AXES)  # u x v = n: every face reads unmirrored from outside
_QUAD = ((-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0))
_PLANAR_CONTENT = ("planeswalker", "chaos", "blank", "blank", "blank", "blank")
_D6_PIPS = (1, 6, 2, 5, 3, 4)  # opposite faces add up to seven
_Z = np.array([0.0, 0.0, 1.0])
# Where the pips of each d6 face sit, in pip spacings from the centre (also drawn by
# synthetic_photos).
PIP_LAYOUT: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0, 0),),
    2: ((-1, -1), (1, 1)),
    3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)),
}

# --- palettes (BGR reflectance, 0..1) -------------------------------------------------------

_LIGHT_BODIES = ((0.93, 0.93, 0.92), (0.80, 0.90, 0.95), (0.62, 0.88, 0.95),
                 (0.74, 0.75, 0.76), (0.95, 0.86, 0.74))
_DARK_INKS = ((0.06, 0.06, 0.06), (0.42, 0.13, 0.08), (0.08, 0.08, 0.45), (0.12, 0.34, 0.08))
_DARK_BODIES = ((0.07, 0.07, 0.07), (0.36, 0.13, 0.07), (0.09, 0.07, 0.40), (0.36, 0.10, 0.30))
_LIGHT_INKS = ((0.92, 0.92, 0.92), (0.25, 0.66, 0.86), (0.74, 0.74, 0.72))
_FELTS = ((0.20, 0.40, 0.14), (0.46, 0.24, 0.09), (0.12, 0.09, 0.36), (0.08, 0.08, 0.08),
          (0.34, 0.34, 0.34), (0.40, 0.55, 0.66))
_WOODS = (((0.10, 0.22, 0.40), (0.22, 0.42, 0.66)), ((0.06, 0.12, 0.24), (0.14, 0.26, 0.42)),
          ((0.20, 0.33, 0.48), (0.36, 0.55, 0.74)))
_SKINS = ((0.70, 0.78, 0.92), (0.58, 0.70, 0.88), (0.45, 0.58, 0.80), (0.34, 0.48, 0.70),
          (0.22, 0.33, 0.52), (0.15, 0.22, 0.36))
_SLEEVES = ((0.35, 0.18, 0.08), (0.25, 0.25, 0.25), (0.10, 0.10, 0.45), (0.08, 0.08, 0.08),
            (0.20, 0.35, 0.15), (0.80, 0.80, 0.80), (0.50, 0.45, 0.40))


def _pick(rng: np.random.Generator, options: Sequence[tuple[float, float, float]]) -> F64:
    return np.array(options[int(rng.integers(len(options)))], dtype=np.float64)


def _rot(axis: F64, angle: float) -> F64:
    """Rotation by `angle` radians about `axis` (Rodrigues)."""
    n = float(np.linalg.norm(axis))
    if n < 1e-12 or angle == 0.0:
        return np.eye(3)
    k = axis / n
    kx = np.array([[0.0, -k[2], k[1]], [k[2], 0.0, -k[0]], [-k[1], k[0], 0.0]])
    out: F64 = np.eye(3) + math.sin(angle) * kx + (1.0 - math.cos(angle)) * (kx @ kx)
    return out


def _to_top(face: int) -> F64:
    """The rotation that brings cube face `face` to the top (+z)."""
    if face == 0:
        return np.eye(3)
    if face == 1:
        return _rot(np.array([1.0, 0.0, 0.0]), math.pi)
    return _rot(np.cross(_NORMALS[face], _Z), math.pi / 2)


def _smoothstep(x: float) -> float:
    x = min(1.0, max(0.0, x))
    return x * x * (3.0 - 2.0 * x)


def _f32(a: object) -> F32:
    return np.asarray(a, dtype=np.float32)


def _u8(a: object) -> U8Image:
    return np.asarray(a, dtype=np.uint8)


def _mul3(img: F32, k: F64) -> F32:
    """A 3-channel image times one factor per channel."""
    scalar: Any = (float(k[0]), float(k[1]), float(k[2]), 0.0)
    return _f32(cv2.multiply(img, scalar))


def _gray3(img: F32) -> F32:
    """A one-channel float image repeated into three channels."""
    return _f32(cv2.cvtColor(np.ascontiguousarray(img, dtype=np.float32), cv2.COLOR_GRAY2BGR))


def _colour(tex: F32, bgr: F64) -> F32:
    """A one-channel texture coloured: tex times a BGR colour."""
    return _mul3(_gray3(tex), bgr)


def _blend(a: F32, b: F32, m: F32) -> F32:
    """a where m is 0, b where m is 1 (three channels, one-channel weight)."""
    w = np.ascontiguousarray(m, dtype=np.float32)
    inv = np.float32(1.0) - w + np.float32(1e-6)
    return _f32(cv2.blendLinear(a, b, inv, w + np.float32(1e-6)))


def _fix(points: F64, scale: float = 1.0, offset: tuple[float, float] = (0.0, 0.0)
         ) -> NDArray[np.int32]:
    """Points for cv2 drawing with 3 fractional bits (shift=3)."""
    p = (np.asarray(points, np.float64) - offset) * scale * 8.0
    return np.round(p).astype(np.int32).reshape(-1, 1, 2)


def _blur_big(img: F32, sigma: float) -> F32:
    """A Gaussian blur; wide ones run on a shrunk copy (the result is smooth anyway)."""
    if sigma < 6:
        return _f32(cv2.GaussianBlur(img, (0, 0), sigma))
    f = int(sigma // 3)
    h, w = img.shape[:2]
    small = cv2.resize(img, (max(1, w // f), max(1, h // f)), interpolation=cv2.INTER_AREA)
    small = cv2.GaussianBlur(small, (0, 0), sigma / f)
    return _f32(cv2.resize(small, (w, h), interpolation=cv2.INTER_LINEAR))


def _noise(rng: np.random.Generator, h: int, w: int, cell: float) -> F32:
    """Smooth noise with features about `cell` pixels, zero mean and unit spread."""
    if cell <= 1.2:
        n = rng.standard_normal((h, w), dtype=np.float32)
        if cell > 0.5:
            n = _f32(cv2.GaussianBlur(n, (0, 0), cell * 0.6))
    else:
        gh, gw = max(2, int(h / cell) + 3), max(2, int(w / cell) + 3)
        small = rng.standard_normal((gh, gw), dtype=np.float32)
        big = _f32(cv2.resize(small, (int(gw * cell), int(gh * cell)),
                              interpolation=cv2.INTER_CUBIC))
        oy, ox = int(rng.integers(0, max(1, big.shape[0] - h))), int(
            rng.integers(0, max(1, big.shape[1] - w)))
        n = big[oy:oy + h, ox:ox + w]
    mean, std = cv2.meanStdDev(n)
    return _f32((n - np.float32(mean[0, 0])) * np.float32(1.0 / max(1e-6, float(std[0, 0]))))


def _rounded_rect(x0: float, y0: float, x1: float, y1: float, r: float) -> F64:
    pts: list[tuple[float, float]] = []
    corners = ((x1 - r, y0 + r, -90.0), (x1 - r, y1 - r, 0.0), (x0 + r, y1 - r, 90.0),
               (x0 + r, y0 + r, 180.0))
    for cx, cy, a0 in corners:
        for i in range(7):
            a = math.radians(a0 + 15.0 * i)
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return np.array(pts)


# --- plan records ---------------------------------------------------------------------------


@dataclass(frozen=True)
class _Spec:
    """A specular highlight on one cube face, in that face's texture units (0..1)."""

    face: int
    u: float
    v: float
    radius: float
    amp: float


@dataclass(frozen=True)
class _Pose:
    pos: tuple[float, float, float]
    rot: F64
    spec: _Spec | None = None


@dataclass(frozen=True)
class _Rest:
    key: int
    pose: _Pose
    face_idx: int
    cocked: bool
    psi: float
    wall: int  # -1 unless cocked: 0 left, 1 right, 2 top, 3 bottom
    phi: float  # how far a cocked die leans, radians, about the axis `lean`
    lean: tuple[float, float, float]
    center: tuple[float, float]
    side: float
    angle: float


@dataclass(frozen=True)
class _HandPose:
    ref: tuple[float, float]  # world xy of the middle fingertip
    z: float
    angle: float


@dataclass(frozen=True)
class _Episode:
    kind: str  # "idle", "roll", "hand"
    start: int
    n_frames: int
    before: _Rest | None
    after: _Rest | None
    pre: int = 0
    n_motion: int = 0
    seed: int = 0
    touch: bool = False
    truth: RollTruth | None = None
    extras: tuple[_Extra, ...] = ()


@dataclass(frozen=True)
class _Extra:
    """Something else lying in the tray: a second die (`pose`) or a small object (a coin or
    a token: `center`, `size`, `colour`, `round`)."""

    key: int
    pose: _Pose | None = None
    center: tuple[float, float] = (0.0, 0.0)
    size: float = 0.0
    colour: tuple[float, float, float] = (0.0, 0.0, 0.0)
    round: bool = True


@dataclass(frozen=True)
class _State:
    rest: _Rest | None
    poses: tuple[_Pose, ...] = ()
    hands: tuple[_HandPose, ...] = ()
    extras: tuple[_Extra, ...] = ()


@dataclass(frozen=True)
class _Geom:
    hull: F64
    faces: tuple[tuple[int, F64, float], ...]
    shadow: F64
    footprint: F64
    min_z: float
    center_z: float


@dataclass(frozen=True)
class _HandSprite:
    premult: F32  # h x w x 4: colour * alpha, alpha
    alpha: F32
    origin: tuple[float, float]  # sprite pixel of the middle fingertip
    outline: F64  # a few sprite points whose hull holds the drawn hand and arm
    palm_width: float


class _Motion:
    """A die's flight from a tray edge to its rest pose, as a function of time in frames."""

    def __init__(self, tray: SyntheticTray, rng: np.random.Generator, rest: _Rest,
                 n_motion: int) -> None:
        self._tray = tray
        s, k = tray.die_side, tray.scale
        self.rest = rest
        self.n = n_motion
        _, _, fw, fh = tray.tray_rect
        final = np.array(rest.pose.pos[:2])
        # path: from the entry wall (player's side mostly), maybe via a bounce off a wall
        wall = tray.player_side if rng.random() < 0.6 else int(rng.integers(4))
        entry = self._wall_point(wall, float(rng.uniform(0.15, 0.85)), 0.3 * s)
        pts = [entry]
        direct = float(np.linalg.norm(final - entry))
        if rng.random() < 0.35 or direct < 0.35 * min(fw, fh):
            others = [w for w in range(4) if w != wall]
            if direct < 0.35 * min(fw, fh):
                others = [wall ^ 1]
            bw = others[int(rng.integers(len(others)))]
            pts.append(self._wall_point(bw, float(rng.uniform(0.2, 0.8)), 0.9 * s))
        pts.append(final)
        self.path = np.array(pts)
        seg = np.diff(self.path, axis=0)
        self.seg_len = np.linalg.norm(seg, axis=1)
        length = float(self.seg_len.sum())
        # per-frame distances: geometric deceleration, then a 1-3 px creep
        creep_n = min(int(rng.integers(2, 5)), max(1, n_motion // 4))
        creep = np.sort(rng.uniform(1.0, 3.0, creep_n))[::-1]
        n_fast = n_motion - creep_n
        rest_len = max(1.0, length - float(creep.sum()))
        d_last = float(rng.uniform(4.0, 7.0)) * max(1.0, k)
        if d_last * n_fast >= rest_len:
            fast = np.full(n_fast, rest_len / n_fast)
        else:
            lo, hi = 1.0, 4.0
            for _ in range(50):
                q = (lo + hi) / 2
                total = d_last * (q**n_fast - 1) / (q - 1)
                lo, hi = (q, hi) if total < rest_len else (lo, q)
            q = (lo + hi) / 2
            fast = d_last * q ** np.arange(n_fast - 1, -1, -1, dtype=np.float64)
            fast *= rest_len / fast.sum()
        dist = np.concatenate([fast, creep])
        self.cum = np.concatenate([[0.0], np.cumsum(dist)])
        self.cum *= length / self.cum[-1]
        # yaw spin: decaying increments, the creep turns a fraction of a degree
        sign = 1.0 if rng.random() < 0.5 else -1.0
        spin = np.concatenate([
            np.minimum(math.radians(float(rng.uniform(1.5, 3.0))) * (fast / fast[-1]) ** 0.7,
                       math.radians(40.0)),
            np.radians(rng.uniform(0.2, 1.0, creep_n)),
        ]) * sign
        self.yaw_cum = np.concatenate([[0.0], np.cumsum(spin)])
        # tumbling: a roll about a horizontal axis plus a free tumble, both over before
        # the slide phase, so the die lands flat with its final face up
        self.t_flat = max(3.0, round(float(rng.uniform(0.45, 0.65)) * n_fast))
        heading = self.path[-1] - self.path[-2]
        heading = heading / max(1e-9, float(np.linalg.norm(heading)))
        self.axis1 = np.array([-heading[1], heading[0], 0.0])
        self.theta1 = math.radians(90.0 * int(rng.integers(2, 8)) + float(rng.uniform(-30, 30)))
        self.axis2 = rng.standard_normal(3)
        self.theta2 = math.radians(float(rng.uniform(90.0, 400.0)))
        self.t2 = max(2.0, 0.6 * self.t_flat)
        self.t_air = float(min(int(rng.integers(2, 4)), int(self.t_flat) - 1))
        self.z0 = tray.wall_height + float(rng.uniform(0.5, 1.5)) * s
        self.hop = float(rng.uniform(0.3, 0.9)) * s
        self.hops = int(rng.integers(1, 3))
        self.top = _to_top(rest.face_idx)
        self.tilt_start = self.t_flat + 0.5 * (n_fast - self.t_flat)
        self.tilt_end = float(n_fast)

    def _wall_point(self, wall: int, frac: float, inset: float) -> F64:
        fx0, fy0, fw, fh = self._tray.tray_rect
        if wall == 0:
            return np.array([fx0 + inset, fy0 + frac * fh])
        if wall == 1:
            return np.array([fx0 + fw - inset, fy0 + frac * fh])
        if wall == 2:
            return np.array([fx0 + frac * fw, fy0 + inset])
        return np.array([fx0 + frac * fw, fy0 + fh - inset])

    def _along(self, cum: F64, t: float) -> float:
        if t <= 0:
            return float(cum[1] * t)
        if t >= self.n:
            return float(cum[-1])
        i = int(t)
        return float(cum[i] + (t - i) * (cum[i + 1] - cum[i]))

    def _xy(self, d: float) -> F64:
        for i, seg in enumerate(self.seg_len):
            if d <= seg or i == len(self.seg_len) - 1:
                a, b = self.path[i], self.path[i + 1]
                return np.asarray(a + (b - a) * (d / max(1e-9, float(seg))), np.float64)
            d -= float(seg)
        return np.asarray(self.path[-1], np.float64)

    def pose(self, t: float) -> _Pose:
        if t >= self.n:
            return self.rest.pose
        tray = self._tray
        h = tray.die_side / 2
        psi = self.rest.psi - (float(self.yaw_cum[-1]) - self._along(self.yaw_cum, t))
        rot = _rot(_Z, psi) @ self.top
        if self.rest.cocked:
            frac = _smoothstep((t - self.tilt_start) / max(1e-6, self.tilt_end - self.tilt_start))
            rot = _rot(np.array(self.rest.lean), self.rest.phi * frac) @ rot
        if t < self.t2:
            rot = _rot(self.axis2, self.theta2 * ((self.t2 - t) / self.t2) ** 1.3) @ rot
        if t < self.t_flat:
            rot = _rot(self.axis1, self.theta1 * ((self.t_flat - t) / self.t_flat) ** 1.6) @ rot
        if t < self.t_air:
            z_b = self.z0 * (1.0 - (t / self.t_air) ** 2)
        elif t < self.t_flat:
            u = (t - self.t_air) / (self.t_flat - self.t_air)
            z_b = self.hop * (1.0 - u) * abs(math.sin(math.pi * self.hops * u))
        else:
            z_b = 0.0
        lift = -float((rot @ _CORNER_DIRS.T)[2].min()) * h
        xy = self._xy(self._along(self.cum, t))
        spec = self.rest.pose.spec if t >= self.t_flat and not self.rest.cocked else None
        return _Pose((float(xy[0]), float(xy[1]), lift + z_b), rot, spec)


def _wall_normal(wall: int) -> F64:
    """The inward (into the tray) normal of wall 0 left, 1 right, 2 top, 3 bottom."""
    return np.array([(1.0, 0, 0), (-1.0, 0, 0), (0, 1.0, 0), (0, -1.0, 0)][wall])


# --- the tray -------------------------------------------------------------------------------


class SyntheticTray:
    """A rendered dice tray seen from above by a webcam; one table setup per seed.

    The stream (`roll`, `hand_visit`, `session`, `empty_frame`) continues from call to call:
    frame indices grow and the die stays where it came to rest. `still_frame` and the
    calibration helpers draw separate frames that never change the stream.
    """

    def __init__(self, seed: int, *, width: int = 640, height: int = 480, die: str = "planar",
                 conditions: Conditions = Conditions.CLEAN, fps: float = 30.0,
                 hazards: Hazards | None = None) -> None:
        if die not in ("planar", "d6"):
            raise ValueError(f"die must be 'planar' or 'd6', not {die!r}")
        if width < 160 or height < 120:
            raise ValueError(f"image too small: {width}x{height} (at least 160x120)")
        if fps <= 0:
            raise ValueError(f"fps must be positive, not {fps}")
        self.seed = seed
        self.width = width
        self.height = height
        self.die = die
        self.conditions = Conditions(conditions)
        self.fps = fps
        # The seventh stream (hazards) came later: the first six are the same as before.
        seqs = np.random.SeedSequence(seed).spawn(7)
        setup, self._plan_rng, self._still_rng = (np.random.default_rng(s) for s in seqs[:3])
        self._noise_rng = np.random.default_rng(seqs[3])
        self._still_noise_rng = np.random.default_rng(seqs[4])
        self._session_seq = seqs[5]
        self.scale = min(width, height) / 480.0
        self._varied = self.conditions in (Conditions.VARIED, Conditions.HARD)
        if hazards is None:
            hazards = Hazards.real() if self.conditions is Conditions.HARD else Hazards()
        self.hazards = hazards
        hazard_rng = np.random.default_rng(seqs[6])
        self._camera_rng = np.random.default_rng(hazard_rng.integers(2**63))
        self._exposure_rng = np.random.default_rng(hazard_rng.integers(2**63))
        self._offsets = np.zeros((0, 2), np.float64)
        self._exposures = np.zeros(0, np.float64)
        self._cam_state = (np.zeros(2), float(self._camera_rng.uniform(0, 2 * math.pi)))
        self._setup_geometry(setup)
        self._setup_lighting(setup)
        self._setup_hazards(hazard_rng)
        self._setup_die(setup)
        self._setup_background(setup)
        self._setup_noise(setup)
        self._hand_rng_seed = int(setup.integers(2**31))
        self._hand: _HandSprite | None = None
        self._index = 0
        self._rest: _Rest | None = None
        self._rest_keys = 0
        self._lying: tuple[_Extra, ...] = ()  # what else lies in the tray now
        self._cache: dict[tuple[int, int], U8Image] = {}
        self._extra_bgs: dict[int, tuple[F32, U8Image]] = {}
        log.debug("synthetic tray seed %d: %s floor, die side %.1f px, %s", seed,
                  self._floor_style, self.die_side, self.conditions.value)

    @property
    def floor_style(self) -> str:
        """What the tray's floor is made of: felt, wood or mat."""
        return self._floor_style

    def __repr__(self) -> str:
        return (f"SyntheticTray({self.seed}, width={self.width}, height={self.height}, "
                f"die={self.die!r}, conditions=Conditions.{self.conditions.name}, "
                f"fps={self.fps}, hazards={self.hazards!r})")

    # --- setup ---------------------------------------------------------------------------

    def _setup_geometry(self, rng: np.random.Generator) -> None:
        w, h = self.width, self.height
        fw = round(w * rng.uniform(0.78, 0.9))
        fh = round(h * rng.uniform(0.8, 0.92))
        fx0 = round((w - fw) * rng.uniform(0.35, 0.65))
        fy0 = round((h - fh) * rng.uniform(0.35, 0.65))
        self.tray_rect: tuple[int, int, int, int] = (fx0, fy0, fw, fh)
        """x, y, w, h of the tray floor in the image."""
        self.die_side: float = float(rng.uniform(0.09, 0.12) * min(fw, fh))
        """The die's side in floor pixels (its top face looks 2-4 % bigger)."""
        s = self.die_side
        self.camera_height = s / float(rng.uniform(0.022, 0.04))
        self.nadir = np.array([w / 2 + rng.uniform(-0.15, 0.15) * w,
                               h / 2 + rng.uniform(-0.15, 0.15) * h])
        self.wall_height = float(rng.uniform(1.5, 2.6)) * s
        self.rim_width = float(rng.uniform(0.02, 0.045)) * min(w, h)
        self.player_side = 3 if rng.random() < 0.55 else int(rng.integers(3))
        self._h = s / 2
        self._rr = float(rng.uniform(0.07, 0.11)) * s  # rounding radius of edges and corners
        skew = rng.uniform(-0.02, 0.02, (2, 2))
        self._skew = np.eye(2) + skew
        ang = np.linspace(0, 2 * math.pi, 12, endpoint=False)
        self._circle = np.stack([np.cos(ang), np.sin(ang)], axis=1)
        self._face_local = np.array([
            [(_NORMALS[f] + _U_AXES[f] * a + _V_AXES[f] * b) * self._h for a, b in _QUAD]
            for f in range(6)])
        self._cam = np.array([self.nadir[0], self.nadir[1], self.camera_height])
        self._exposure = float(rng.uniform(0.3, 0.7))

    def _setup_lighting(self, rng: np.random.Generator) -> None:
        varied = self._varied
        az = rng.uniform(0, 2 * math.pi)
        el = math.radians(rng.uniform(50, 80))
        self._light = np.array([math.cos(el) * math.cos(az), math.cos(el) * math.sin(az),
                                math.sin(el)])
        self._sdir = -self._light[:2] / self._light[2]
        self._ambient = float(rng.uniform(0.3, 0.45))
        t = rng.uniform(-0.12, 0.12) if varied else rng.uniform(-0.03, 0.03)
        self._tint = np.array([1.0 - t, 1.0 - 0.2 * t, 1.0 + t]) * rng.uniform(0.97, 1.03, 3)
        self._level = float(rng.uniform(0.78, 1.0) if varied else rng.uniform(0.85, 0.98))
        w, h = self.width, self.height
        yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
        gx, gy = (xx - w / 2) / (w / 2), (yy - h / 2) / (h / 2)
        ga = rng.uniform(0, 2 * math.pi)
        amp = rng.uniform(0.08, 0.35) if varied else rng.uniform(0.01, 0.05)
        gain = 1.0 + amp * (math.cos(ga) * gx + math.sin(ga) * gy) / math.sqrt(2)
        vig = rng.uniform(0.0, 0.15) if varied else rng.uniform(0.0, 0.04)
        gain *= 1.0 - vig * (gx * gx + gy * gy) / 2
        if varied and rng.random() < 0.6:
            cx, cy = rng.uniform(0.2, 0.8) * w, rng.uniform(0.2, 0.8) * h
            sig = rng.uniform(0.25, 0.5) * min(w, h)
            gain *= 1.0 + rng.uniform(0.05, 0.2) * np.exp(
                -((xx - cx) ** 2 + (yy - cy) ** 2) / (2 * sig * sig))
        self._gain = _f32(gain * self._level)
        self._glare: F32 | None = None
        if varied and rng.random() < 0.85:
            fx0, fy0, fw, fh = self.tray_rect
            cx, cy = fx0 + rng.uniform(0.1, 0.9) * fw, fy0 + rng.uniform(0.1, 0.9) * fh
            rx = rng.uniform(0.05, 0.2) * min(w, h)
            ry = rx * rng.uniform(0.5, 1.0)
            th = rng.uniform(0, math.pi)
            dx, dy = xx - cx, yy - cy
            u = (dx * math.cos(th) + dy * math.sin(th)) / rx
            v = (-dx * math.sin(th) + dy * math.cos(th)) / ry
            self._glare = _f32(rng.uniform(40, 140) * np.exp(-(u * u + v * v) / 2))
        self._noise_sigma = float(rng.uniform(2, 6) if varied else rng.uniform(1, 2))
        self._blur = float(rng.uniform(0.4, 1.2)) * self.scale if (
            varied and rng.random() < 0.6) else 0.0
        self._flicker = float(rng.uniform(0.003, 0.015)) if varied else 0.0
        self._jpeg = int(rng.integers(60, 91)) if varied and rng.random() < 0.5 else 0
        self._shadow = float(rng.uniform(0.35, 0.6) if varied else rng.uniform(0.2, 0.35))
        self._spec_rate = 0.35 if varied else 0.0

    def _setup_hazards(self, rng: np.random.Generator) -> None:
        """Hard light and die shape overrides (before the die and the background are drawn,
        which use them). Draws only from the hazards' own stream."""
        hz = self.hazards
        self._light_ramp = 0.0
        self._edge_band = 0.0
        self._pip_spread = 0.25
        self._sym_boost = 1.0
        self._corner_boost = 1.0
        self._sharpen = 0.0
        if hz.hard_light:
            # a low lamp or sun: long hard shadow, one side of the die in shade
            az = rng.uniform(0, 2 * math.pi)
            el = math.radians(rng.uniform(28, 42))
            self._light = np.array([math.cos(el) * math.cos(az), math.cos(el) * math.sin(az),
                                    math.sin(el)])
            self._sdir = -self._light[:2] / self._light[2]
            self._shadow = float(rng.uniform(0.55, 0.75))
            self._spec_rate = 0.6
            self._light_ramp = float(rng.uniform(0.12, 0.3))
            self._edge_band = float(rng.uniform(0.45, 0.7))
        if hz.edge_pips:
            self._pip_spread = float(rng.uniform(0.28, 0.31))
            self._sym_boost = float(rng.uniform(1.1, 1.2))
            self._corner_boost = float(rng.uniform(1.3, 1.6))
            self._rr *= float(rng.uniform(1.2, 1.5))
        if hz.webcam:
            # drawn last, so the other hazards of a seed look the same with it or without
            self._noise_sigma = float(rng.uniform(3.5, 5.0))
            self._sharpen = float(rng.uniform(0.8, 1.4))
            self._jpeg = int(rng.integers(65, 86))

    def _shade(self, n: F64) -> float:
        lam = self._ambient + (1 - self._ambient) * max(0.0, float(n @ self._light))
        top = self._ambient + (1 - self._ambient) * float(self._light[2])
        return lam / top * (0.85 + 0.15 * max(0.0, float(n[2])))

    def _setup_die(self, rng: np.random.Generator) -> None:
        if rng.random() < 0.6:
            body, ink = _pick(rng, _LIGHT_BODIES), _pick(rng, _DARK_INKS)
        else:
            body, ink = _pick(rng, _DARK_BODIES), _pick(rng, _LIGHT_INKS)
        self.die_colours = (body, ink)
        self._body_lit = body * self._tint
        s = self.die_side
        tex = int(math.ceil(2.3 * s / 8.0) * 8)
        self._tex_size = tex
        self._tex_src = np.array([[-0.5, -0.5], [tex - 0.5, -0.5], [tex - 0.5, tex - 0.5],
                                  [-0.5, tex - 0.5]], np.float32)
        corner = float(rng.uniform(0.12, 0.18)) * self._corner_boost
        inset = self._rr / s * 0.55
        sym_frac = min(0.9, float(rng.uniform(0.55, 0.8)) * self._sym_boost)
        outline = bool(rng.random() < 0.35)
        sym_rot = float(rng.uniform(-8, 8))
        sym_off = rng.uniform(-0.05, 0.05, 2)
        pip_frac = float(rng.uniform(0.16, 0.22))
        self.symbol_style = "outline" if outline else "filled"
        grain = _noise(rng, tex, tex, 1.0)
        a8 = np.zeros((tex, tex), np.uint8)
        e0, e1 = inset * tex, (1 - inset) * tex - 1
        cv2.fillPoly(a8, [_fix(_rounded_rect(e0, e0, e1, e1, corner * tex))], 255,
                     cv2.LINE_AA, 3)
        alpha = _f32(a8) / 255.0
        textures: list[F32] = []
        for f in range(6):
            inkmask = np.zeros((tex, tex), np.float32)
            if self.die == "planar":
                name = _PLANAR_CONTENT[f]
                if name != "blank":
                    inkmask = self._symbol_ink(name, tex, sym_frac, outline, sym_rot, sym_off)
            else:
                inkmask = self._pips_ink(_D6_PIPS[f], tex, pip_frac)
            col = body[None, None, :] * (1.0 + 0.012 * grain[..., None])
            col = col * (1 - inkmask[..., None]) + ink[None, None, :] * inkmask[..., None]
            rgba = np.empty((tex, tex, 4), np.float32)
            rgba[..., :3] = col * self._tint[None, None, :] * alpha[..., None]
            rgba[..., 3] = alpha
            textures.append(rgba)
        self._textures = textures
        half = tex // 2
        self._textures_half = [
            _f32(cv2.resize(t, (half, half), interpolation=cv2.INTER_AREA)) for t in textures]
        self._tex_src_half = np.array([[-0.5, -0.5], [half - 0.5, -0.5],
                                       [half - 0.5, half - 0.5], [-0.5, half - 0.5]], np.float32)

    @staticmethod
    def _symbol_ink(name: str, tex: int, frac: float, outline: bool, rot: float,
                    off: F64) -> F32:
        size = max(8, round(frac * tex))
        big = symbol_mask(name, 2 * size).copy()
        if outline:
            k = max(3, round(0.05 * tex * 2))
            big = _u8(cv2.morphologyEx(big, cv2.MORPH_GRADIENT,
                                       cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (k, k))))
        small = _f32(cv2.resize(big, (size, size), interpolation=cv2.INTER_AREA)) / 255.0
        m = cv2.getRotationMatrix2D((size / 2, size / 2), rot, 1.0)
        m[0, 2] += tex / 2 + off[0] * tex - size / 2
        m[1, 2] += tex / 2 + off[1] * tex - size / 2
        return _f32(cv2.warpAffine(small, m, (tex, tex), flags=cv2.INTER_LINEAR))

    def _pips_ink(self, pips: int, tex: int, frac: float) -> F32:
        up = np.zeros((tex * 4, tex * 4), np.uint8)
        r = frac * tex * 4 / 2
        for a, b in PIP_LAYOUT[pips]:
            k = self._pip_spread
            cx, cy = (0.5 + k * a) * tex * 4, (0.5 + k * b) * tex * 4
            rr = r * (1.15 if pips == 1 else 1.0)
            cv2.circle(up, (round(cx * 8), round(cy * 8)), round(rr * 8), 255, -1,
                       cv2.LINE_AA, 3)
        return _f32(cv2.resize(up, (tex, tex), interpolation=cv2.INTER_AREA)) / 255.0

    def _setup_background(self, rng: np.random.Generator) -> None:
        w, h, s = self.width, self.height, self.die_side
        fx0, fy0, fw, fh = self.tray_rect
        fx1, fy1 = fx0 + fw, fy0 + fh
        # materials
        table = self._material(rng, str(rng.choice(["wood", "wood", "cloth", "laminate"])),
                               h, w)
        style = str(rng.choice(["felt", "felt", "felt", "wood", "mat", "mat"]))
        self._floor_style = style
        floor = self._material(rng, style, h, w)
        rim_style = str(rng.choice(["wood", "leather", "plastic", "felt"]))
        rim = self._material(rng, rim_style, h, w)
        lum = np.array([0.11, 0.59, 0.3])
        fl = float(np.array(cv2.mean(floor)[:3]) @ lum)
        rl = float(np.array(cv2.mean(rim)[:3]) @ lum)
        if abs(fl - rl) < 0.15 * max(fl, rl, 0.05):  # the rim must stand out from the floor
            rim = _f32(rim * (0.45 if fl > 0.2 else 2.6))
        walls = rim if rng.random() < 0.7 else floor
        # geometry in the image
        hw = self.wall_height

        def proj(x: float, y: float, z: float) -> tuple[float, float]:
            m = self.camera_height / (self.camera_height - z)
            return (float(self.nadir[0] + (x - self.nadir[0]) * m),
                    float(self.nadir[1] + (y - self.nadir[1]) * m))

        rw = self.rim_width
        inner_top = np.array([proj(fx0, fy0, hw), proj(fx1, fy0, hw), proj(fx1, fy1, hw),
                              proj(fx0, fy1, hw)])
        outer_top = np.array([proj(fx0 - rw, fy0 - rw, hw), proj(fx1 + rw, fy0 - rw, hw),
                              proj(fx1 + rw, fy1 + rw, hw), proj(fx0 - rw, fy1 + rw, hw)])
        floor_q = np.array([(fx0, fy0), (fx1, fy0), (fx1, fy1), (fx0, fy1)], np.float64)
        shade = np.ones((h, w), np.float32)
        # the tray's shadow on the table
        sh = np.zeros((h, w), np.uint8)
        cv2.fillPoly(sh, [_fix(outer_top + self._sdir * hw * 0.9)], 255,
                     cv2.LINE_AA, 3)
        shf = _blur_big(_f32(sh) / 255.0, 0.3 * hw)
        shade *= 1.0 - self._shadow * 0.8 * shf
        mask = np.zeros((h, w), np.uint8)
        cv2.fillPoly(mask, [_fix(outer_top)], 255, cv2.LINE_AA, 3)
        m = _f32(mask) * np.float32(1 / 255.0)
        refl = _blend(table, rim, m)
        shade += (1.0 - shade) * m
        # inner walls: four quads from the floor edge up to the rim's inner edge
        mask[:] = 0
        wall_shade = np.ones((h, w), np.float32)
        for i, n in enumerate(((0, 1, 0), (-1, 0, 0), (0, -1, 0), (1, 0, 0))):
            a, b = floor_q[i], floor_q[(i + 1) % 4]
            quad = _fix(np.array([a, b, inner_top[(i + 1) % 4], inner_top[i]]))
            cv2.fillPoly(mask, [quad], 255, cv2.LINE_AA, 3)
            ws = self._shade(np.array(n, np.float64)) * 0.9
            cv2.fillPoly(wall_shade, [quad], ws, cv2.LINE_8, 3)
        m = _f32(mask) * np.float32(1 / 255.0)
        refl = _blend(refl, walls, m)
        shade += (wall_shade - shade) * m
        # the floor, its contact darkening along the walls, and the walls' cast shadows
        mask[:] = 0
        cv2.fillPoly(mask, [_fix(floor_q - 0.5)], 255, cv2.LINE_AA, 3)
        m = _f32(mask) * np.float32(1 / 255.0)
        refl = _blend(refl, floor, m)
        xx = np.arange(w, dtype=np.float32)[None, :]
        yy = np.arange(h, dtype=np.float32)[:, None]
        d = np.minimum(np.minimum(xx - fx0, fx1 - xx), np.minimum(yy - fy0, fy1 - yy))
        ao = 1.0 - 0.18 * np.exp(-np.maximum(d, 0) / np.float32(0.5 * s))
        sh[:] = 0
        off = self._sdir * hw
        for i in range(4):
            a, b = floor_q[i], floor_q[(i + 1) % 4]
            cv2.fillPoly(sh, [_fix(np.array([a, b, b + off, a + off]))], 255, cv2.LINE_AA, 3)
        wall_sh = _blur_big(_f32(sh) / 255.0, 0.08 * hw + 1)
        floor_shade = ao * (1.0 - np.float32(self._shadow * 0.8) * wall_sh)
        shade += (floor_shade - shade) * m
        lit = _mul3(_f32(refl * _gray3(_f32(shade * self._gain))), self._tint * 255.0)
        if self._glare is not None:
            lit += _mul3(_gray3(self._glare * (0.4 + 0.6 * m)), self._tint)
        self._bg = _f32(np.clip(lit, 0, 255))
        if self._blur > 0:
            self._bg_u8 = _u8(np.clip(cv2.GaussianBlur(self._bg, (0, 0), self._blur) + 0.5,
                                      0, 255))
        else:
            self._bg_u8 = _u8(self._bg + 0.5)
        self._bg_u8.setflags(write=False)

    def _material(self, rng: np.random.Generator, style: str, h: int, w: int) -> F32:
        k = self.scale
        if style == "felt":
            base = _pick(rng, _FELTS)
            tex = (1 + 0.05 * _noise(rng, h, w, 0.8 * k) + 0.03 * _noise(rng, h, w, 5 * k)
                   + 0.04 * _noise(rng, h, w, 70 * k))
            return _colour(_f32(tex), base)
        if style in ("leather", "plastic"):
            if style == "leather":
                base = rng.uniform(0.05, 0.12) * np.array([1.0, 1.0, 1.05])
                if rng.random() < 0.3:
                    base = np.array([0.05, 0.10, 0.22])
                tex = 1 + 0.08 * _noise(rng, h, w, 1.5 * k) + 0.04 * _noise(rng, h, w, 40 * k)
            else:
                base = _pick(rng, ((0.85, 0.85, 0.85), (0.3, 0.3, 0.3), (0.55, 0.55, 0.55)))
                tex = 1 + 0.015 * _noise(rng, h, w, 1.0 * k) + 0.03 * _noise(rng, h, w, 80 * k)
            return _colour(_f32(tex), base)
        if style == "wood":
            dark, light = (np.array(c) for c in _WOODS[int(rng.integers(len(_WOODS)))])
            along_x = rng.random() < 0.5
            hh, ww = (h, w) if along_x else (w, h)  # grain runs along ww
            streak = _f32(cv2.resize(_noise(rng, hh, max(4, ww // 30), 1.0), (ww, hh),
                                     interpolation=cv2.INTER_LINEAR))
            fine = _f32(cv2.resize(_noise(rng, hh, max(4, ww // 12), 0.6), (ww, hh),
                                   interpolation=cv2.INTER_LINEAR))
            planks = float(rng.uniform(90, 200)) * k
            yy = np.arange(hh, dtype=np.float32)
            plank_no = np.floor(yy / planks)
            phase = rng.uniform(0, 1, int(plank_no.max()) + 1)[plank_no.astype(int)]
            period = float(rng.uniform(14, 40)) * k
            warp = 0.7 * _noise(rng, hh, ww, 150 * k)
            rings = np.sin(2 * math.pi * ((yy / period + phase)[:, None] + warp))
            v = np.clip(0.5 + 0.22 * rings + 0.16 * streak + 0.06 * fine, 0, 1)
            seam = np.abs((yy % planks) - planks / 2) > planks / 2 - 1.2 * k
            tone = 1 + 0.07 * np.sin(plank_no * 7.3 + float(rng.uniform(0, 6)))
            v = v * _f32(tone * np.where(seam, 0.55, 1.0))[:, None]
            if not along_x:
                v = v.T
            return _colour(_f32(v), light - dark) + _f32(dark).reshape(1, 1, 3)
        if style == "mat":
            n1, n2 = _noise(rng, h, w, 60 * k), _noise(rng, h, w, 140 * k)
            base = _pick(rng, ((0.30, 0.20, 0.12), (0.12, 0.22, 0.18), (0.25, 0.14, 0.22),
                               (0.10, 0.10, 0.14), (0.28, 0.28, 0.30)))
            c2 = base * rng.uniform(0.6, 1.5, 3)
            t = 0.5 + 0.25 * n1
            col = _blend(_colour(_f32(np.ones_like(t)), base), _colour(_f32(np.ones_like(t)), c2),
                         _f32(np.clip(t, 0, 1)))
            fine = 1 + 0.1 * n2 + 0.02 * _noise(rng, h, w, 1.0 * k)
            art = np.zeros((h, w), np.uint8)
            for _ in range(int(rng.integers(3, 8))):
                c = (int(rng.integers(0, w)), int(rng.integers(0, h)))
                ax = (int(rng.integers(40, 300) * k), int(rng.integers(40, 300) * k))
                cv2.ellipse(art, c, ax, float(rng.uniform(0, 180)), 0, 360, 255,
                            max(1, int(rng.integers(2, 12) * k)), cv2.LINE_AA)
            art_f = _f32(cv2.GaussianBlur(art, (0, 0), 2 * k)) / 255.0
            fine *= 1 + float(rng.uniform(-0.12, 0.12)) * art_f
            return _f32(col * _gray3(_f32(fine)))
        if style == "cloth":
            base = _pick(rng, ((0.55, 0.55, 0.55), (0.2, 0.25, 0.45), (0.5, 0.35, 0.2),
                               (0.7, 0.75, 0.78)))
            tex = (1 + 0.06 * _noise(rng, h, w, 0.8 * k) + 0.04 * _noise(rng, h, w, 30 * k))
            yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
            weave = 1 + 0.03 * np.sin(xx * 1.6 / k) * np.sin(yy * 1.6 / k)
            return _colour(_f32(tex * weave), base)
        # laminate
        base = _pick(rng, ((0.75, 0.75, 0.75), (0.55, 0.6, 0.62), (0.2, 0.2, 0.2)))
        tex = 1 + 0.02 * _noise(rng, h, w, 1.0 * k) + 0.04 * _noise(rng, h, w, 60 * k)
        return _colour(_f32(tex), base)

    def _setup_noise(self, rng: np.random.Generator) -> None:
        """One bank of sensor noise a little larger than the frame; each frame adds a random
        window of it, either sign (8450 different noise fields, none repeated in a row)."""
        pad = 64
        h, w = self.height + pad, self.width + pad
        self._noise_pad = pad
        n = rng.standard_normal((h, w, 3), dtype=np.float32)
        corr = 0.45 * self.scale
        if corr > 0.3:  # a little spatial correlation, as demosaicing leaves
            n = _f32(cv2.GaussianBlur(n, (0, 0), corr))
        # mostly luminance noise: channels correlate about 0.64
        total = cv2.transform(n, np.ones((1, 3), np.float32))
        n = _f32(cv2.scaleAdd(_gray3(_f32(total)), 0.5, n))
        n *= np.float32(self._noise_sigma / float(np.mean(cv2.meanStdDev(n)[1])))
        # positive and negative parts: two saturating uint8 passes add signed noise fast
        pos = _u8(cv2.convertScaleAbs(np.maximum(n, np.float32(0))))
        neg = _u8(cv2.convertScaleAbs(np.minimum(n, np.float32(0))))
        self._bank = [(pos, neg)]

    # --- geometry of a die pose -------------------------------------------------------------

    def _project(self, pts: F64) -> F64:
        m = self.camera_height / (self.camera_height - pts[:, 2])
        return np.asarray(self.nadir + (pts[:, :2] - self.nadir) * m[:, None], np.float64)

    def _geom(self, pose: _Pose) -> _Geom:
        h, rr = self._h, self._rr
        rot = pose.rot
        c = np.array(pose.pos)
        dirs = _CORNER_DIRS @ rot.T
        corners = c + dirs * h
        inner = c + dirs * (h - rr)
        m_in = self.camera_height / (self.camera_height - inner[:, 2])
        p_in = self.nadir + (inner[:, :2] - self.nadir) * m_in[:, None]
        ring = p_in[:, None, :] + (rr * m_in)[:, None, None] * self._circle[None, :, :]
        pc = self._project(c[None, :])[0]
        skew = self._skew.T
        hull_pts = pc + (ring.reshape(-1, 2) - pc) @ skew
        hull = cv2.convexHull(hull_pts.astype(np.float32)).reshape(-1, 2).astype(np.float64)
        normals = _NORMALS @ rot.T
        centres = c + normals * h
        views = self._cam - centres
        facing = np.einsum("ij,ij->i", normals, views) > 0.03 * np.sqrt(
            np.einsum("ij,ij->i", views, views))
        faces: list[tuple[int, F64, float]] = []
        visible = np.flatnonzero(facing)
        if len(visible):
            quads3 = (c + self._face_local[visible].reshape(-1, 3) @ rot.T)
            quads = (pc + (self._project(quads3) - pc) @ skew).reshape(-1, 4, 2)
            for j, f in enumerate(visible):
                faces.append((int(f), quads[j], self._shade(normals[f])))
        sh = corners[:, :2] + corners[:, 2:3] * self._sdir
        shadow = cv2.convexHull(sh.astype(np.float32)).reshape(-1, 2).astype(np.float64)
        foot = cv2.convexHull(corners[:, :2].astype(np.float32)).reshape(-1, 2)
        return _Geom(hull, tuple(faces), shadow, foot.astype(np.float64),
                     float(corners[:, 2].min()), float(c[2]))

    # --- rendering ----------------------------------------------------------------------------

    def _render(self, state: _State) -> U8Image:
        """The frame before sensor noise (cached while nothing moves)."""
        key: tuple[int, int] | None = None
        extras_key = hash(tuple(e.key for e in state.extras)) if state.extras else 0
        if not state.poses and not state.hands:
            key = (state.rest.key if state.rest is not None else -1, extras_key)
            cached = self._cache.get(key)
            if cached is not None:
                return cached
        bg, bg_u8 = self._bg_with(state.extras)
        poses = state.poses or ((state.rest.pose,) if state.rest is not None else ())
        if not poses and not state.hands:
            img = bg_u8
        else:
            img = bg_u8.copy()
            self._draw(img, poses, state.hands, bg)
            img.setflags(write=False)
        if key is not None:
            if len(self._cache) >= 6:
                del self._cache[next(iter(self._cache))]
            self._cache[key] = img
        return img

    def _bg_with(self, extras: Sequence[_Extra]) -> tuple[F32, U8Image]:
        """The empty tray with `extras` lying in it (float and finished), cached."""
        if not extras:
            return self._bg, self._bg_u8
        key = hash(tuple(e.key for e in extras))
        cached = self._extra_bgs.get(key)
        if cached is not None:
            return cached
        bg = self._bg.copy()
        for extra in extras:
            if extra.pose is not None:
                geoms = [self._geom(extra.pose)]
                self._draw_die_shadow(bg, 0, 0, geoms, 0.05 * self.die_side + 0.5)
                self._draw_die(bg, 0, 0, geoms, [extra.pose])
            else:
                self._draw_object(bg, extra)
        np.clip(bg, 0, 255, out=bg)
        if self._blur > 0:
            bg_u8 = _u8(np.clip(cv2.GaussianBlur(bg, (0, 0), self._blur) + 0.5, 0, 255))
        else:
            bg_u8 = _u8(bg + 0.5)
        bg_u8.setflags(write=False)
        if len(self._extra_bgs) >= 4:
            del self._extra_bgs[next(iter(self._extra_bgs))]
        self._extra_bgs[key] = (bg, bg_u8)
        return bg, bg_u8

    def _draw_object(self, canvas: F32, extra: _Extra) -> None:
        """A coin or a flat token on the floor, with its shadow (drawn at 8x subpixels)."""
        s = self.die_side
        c = np.array(extra.center)
        r = extra.size / 2
        height = 0.12 * s
        if extra.round:
            ang = np.linspace(0, 2 * math.pi, 40, endpoint=False)
            outline = c + r * np.stack([np.cos(ang), np.sin(ang)], axis=1)
        else:
            outline = c + np.array([(-r, -0.7 * r), (r, -0.7 * r), (r, 0.7 * r), (-r, 0.7 * r)])
        h, w = canvas.shape[:2]
        mask = np.zeros((h, w), np.uint8)
        cv2.fillPoly(mask, [_fix(outline + self._sdir * height)], 255, cv2.LINE_AA, 3)
        shadow = _f32(cv2.GaussianBlur(mask, (0, 0), 0.05 * s + 0.5)) * np.float32(
            self._shadow / 255.0)
        canvas *= _gray3(_f32(1.0 - shadow))
        mask[:] = 0
        cv2.fillPoly(mask, [_fix(outline)], 255, cv2.LINE_AA, 3)
        a = _f32(mask) * np.float32(1 / 255.0)
        colour = np.array(extra.colour) * self._tint * 255.0
        face = _mul3(_gray3(_f32(self._gain)), colour)
        canvas[:] = _blend(canvas, face, a)

    def _draw(self, img: U8Image, poses: Sequence[_Pose], hands: Sequence[_HandPose],
              bg: F32 | None = None) -> None:
        geoms = [self._geom(p) for p in poses]
        s = self.die_side
        boxes: list[tuple[float, float, float, float]] = []
        sig = 0.0
        if geoms:
            zc = float(np.mean([g.center_z for g in geoms]))
            sig = s * (0.05 + 0.12 * max(0.0, zc - self._h) / s) + 0.5
            pts = np.vstack([g.hull for g in geoms])
            boxes.append((pts[:, 0].min() - 2, pts[:, 1].min() - 2,
                          pts[:, 0].max() + 3, pts[:, 1].max() + 3))
            sp = np.vstack([g.shadow for g in geoms])
            pad = 3 * sig + 2
            boxes.append((sp[:, 0].min() - pad, sp[:, 1].min() - pad,
                          sp[:, 0].max() + pad, sp[:, 1].max() + pad))
        hand_mats: list[tuple[F64, F64, float]] = []
        if hands:
            sprite = self._hand_sprite()
            for hp in hands:
                m_img, m_sh = self._hand_mats(sprite, hp)
                hand_mats.append((m_img, m_sh, hp.z))
                for m, pad in ((m_img, 2.0), (m_sh, 0.6 * hp.z + 4)):
                    q = sprite.outline @ m[:, :2].T + m[:, 2]
                    boxes.append((q[:, 0].min() - pad, q[:, 1].min() - pad,
                                  q[:, 0].max() + pad, q[:, 1].max() + pad))
        bx0 = max(0, math.floor(min(b[0] for b in boxes)))
        by0 = max(0, math.floor(min(b[1] for b in boxes)))
        bx1 = min(self.width, math.ceil(max(b[2] for b in boxes)))
        by1 = min(self.height, math.ceil(max(b[3] for b in boxes)))
        if bx1 <= bx0 or by1 <= by0:
            return
        mb = math.ceil(3 * self._blur) + 1 if self._blur > 0 else 0
        x0, y0 = max(0, bx0 - mb), max(0, by0 - mb)
        x1, y1 = min(self.width, bx1 + mb), min(self.height, by1 + mb)
        canvas = (self._bg if bg is None else bg)[y0:y1, x0:x1].copy()
        if geoms:
            self._draw_die_shadow(canvas, x0, y0, geoms, sig)
            self._draw_die(canvas, x0, y0, geoms, poses)
        if hand_mats:
            self._draw_hand(canvas, x0, y0, hand_mats)
        if self._blur > 0:
            canvas = _f32(cv2.GaussianBlur(canvas, (0, 0), self._blur))
        np.clip(canvas, 0, 255, out=canvas)
        canvas += 0.5
        img[by0:by1, bx0:bx1] = canvas[by0 - y0:by1 - y0, bx0 - x0:bx1 - x0].astype(np.uint8)

    def _draw_die_shadow(self, canvas: F32, ox: int, oy: int, geoms: Sequence[_Geom],
                         sig: float) -> None:
        s = self.die_side
        ch, cw = canvas.shape[:2]
        pts = np.vstack([g.shadow for g in geoms] + [g.footprint for g in geoms])
        pad = 3 * sig + 2
        x0 = max(ox, math.floor(pts[:, 0].min() - pad))
        y0 = max(oy, math.floor(pts[:, 1].min() - pad))
        x1 = min(ox + cw, math.ceil(pts[:, 0].max() + pad))
        y1 = min(oy + ch, math.ceil(pts[:, 1].max() + pad))
        if x1 <= x0 or y1 <= y0:
            return
        h, w = y1 - y0, x1 - x0
        tmp = np.zeros((h, w), np.uint8)
        acc = np.zeros((h, w), np.float32)
        ao = np.zeros((h, w), np.float32)
        for g in geoms:
            tmp[:] = 0
            cv2.fillPoly(tmp, [_fix(g.shadow, 1.0, (x0, y0))], 255, cv2.LINE_AA, 3)
            acc += tmp
            near = math.exp(-max(0.0, g.min_z) / (0.25 * s))
            if near > 0.05:
                tmp[:] = 0
                cv2.fillPoly(tmp, [_fix(g.footprint, 1.0, (x0, y0))], 255, cv2.LINE_AA, 3)
                ao += tmp * np.float32(near)
        n = len(geoms)
        acc = _blur_big(acc, sig) * np.float32(self._shadow / (255.0 * n))
        if float(ao.max()) > 0:
            acc += _f32(cv2.GaussianBlur(ao, (0, 0), 0.07 * s + 0.5)) * np.float32(
                0.3 / (255.0 * n))
        np.clip(acc, 0, 0.85, out=acc)
        np.subtract(np.float32(1.0), acc, out=acc)
        sub = canvas[y0 - oy:y1 - oy, x0 - ox:x1 - ox]
        sub *= _f32(cv2.cvtColor(acc, cv2.COLOR_GRAY2BGR))

    def _draw_die(self, canvas: F32, ox: int, oy: int, geoms: Sequence[_Geom],
                  poses: Sequence[_Pose]) -> None:
        ch, cw = canvas.shape[:2]
        n = len(geoms)
        step = np.zeros(2)
        if n > 1:
            c0 = self._project(np.array([poses[0].pos]))[0]
            c1 = self._project(np.array([poses[-1].pos]))[0]
            step = (c1 - c0) / (n - 1)
        gap = float(np.hypot(step[0], step[1]))
        pad = math.ceil(gap / 2) + 1
        pts = np.vstack([g.hull for g in geoms])
        bx0 = max(ox, math.floor(pts[:, 0].min()) - pad)
        by0 = max(oy, math.floor(pts[:, 1].min()) - pad)
        bx1 = min(ox + cw, math.ceil(pts[:, 0].max()) + 1 + pad)
        by1 = min(oy + ch, math.ceil(pts[:, 1].max()) + 1 + pad)
        if bx1 <= bx0 or by1 <= by0:
            return
        # a still die is drawn supersampled 2x; blurred motion frames don't need it
        ss = 2 if len(geoms) == 1 else 1
        textures, src = ((self._textures, self._tex_src) if ss == 2 else
                         (self._textures_half, self._tex_src_half))
        w2, h2 = ss * (bx1 - bx0), ss * (by1 - by0)
        col_acc = np.zeros((h2, w2, 3), np.float32)
        a_acc = np.zeros((h2, w2), np.float32)
        for g, pose in zip(geoms, poses, strict=True):
            # this subframe's box, in the 2x supersampled die layer
            hx0 = max(0, math.floor((g.hull[:, 0].min() - bx0) * ss) - 1)
            hy0 = max(0, math.floor((g.hull[:, 1].min() - by0) * ss) - 1)
            hx1 = min(w2, math.ceil((g.hull[:, 0].max() - bx0) * ss) + 3)
            hy1 = min(h2, math.ceil((g.hull[:, 1].max() - by0) * ss) + 3)
            if hx1 <= hx0 or hy1 <= hy0:
                continue
            hw, hh = hx1 - hx0, hy1 - hy0
            shift = 0.25 if ss == 2 else 0.0
            origin = (bx0 + hx0 / ss - shift, by0 + hy0 / ss - shift)
            cx = min(self.width - 1, max(0, round(float(pose.pos[0]))))
            cy = min(self.height - 1, max(0, round(float(pose.pos[1]))))
            light = 255.0 * float(self._gain[cy, cx])
            a8 = np.zeros((hh, hw), np.uint8)
            cv2.fillPoly(a8, [_fix(g.hull, float(ss), origin)], 255, cv2.LINE_AA, 3)
            af = _f32(a8) * np.float32(1 / 255.0)
            rem = af.copy()
            faces = np.zeros((hh, hw, 3), np.float32)
            for fi, quad, shade in g.faces:
                dst = ((quad - origin) * ss).astype(np.float32)
                hm = cv2.getPerspectiveTransform(src, dst)
                wp = _f32(cv2.warpPerspective(textures[fi], hm, (hw, hh),
                                              flags=cv2.INTER_LINEAR,
                                              borderMode=cv2.BORDER_CONSTANT))
                fa = wp[..., 3]
                rem -= fa
                faces += _f32(cv2.cvtColor(wp, cv2.COLOR_BGRA2BGR)) * np.float32(light * shade)
                if pose.spec is not None and pose.spec.face == fi:
                    spec = self._spec_texture(pose.spec, len(textures[fi]))
                    sp = _f32(cv2.warpPerspective(spec, hm, (hw, hh),
                                                  flags=cv2.INTER_LINEAR)) * fa
                    faces += _mul3(_f32(cv2.cvtColor(sp, cv2.COLOR_GRAY2BGR)),
                                   self._tint * (255.0 * pose.spec.amp))
            # what the faces leave of the silhouette is the rounded edges: body colour, darker
            top = max((f[2] for f in g.faces), default=0.8)
            np.clip(rem, 0, 1, out=rem)
            bevel = self._body_lit * (light * 0.8 * top)
            faces += _mul3(_f32(cv2.cvtColor(rem, cv2.COLOR_GRAY2BGR)), bevel)
            if self._light_ramp > 0:
                faces = self._hard_shading(faces, a8, pose, origin, ss)
            col_acc[hy0:hy1, hx0:hx1] += faces
            a_acc[hy0:hy1, hx0:hx1] += af
        bw, bh = bx1 - bx0, by1 - by0
        if ss == 1:
            col1, a1 = col_acc, a_acc
        else:
            col1 = _f32(cv2.resize(col_acc, (bw, bh), interpolation=cv2.INTER_AREA))
            a1 = _f32(cv2.resize(a_acc, (bw, bh), interpolation=cv2.INTER_AREA))
        if n > 1:
            col1 *= np.float32(1.0 / n)
            a1 *= np.float32(1.0 / n)
            # smear the subframes into a continuous streak along the motion
            if gap > 1.5:
                size = 2 * math.ceil(gap / 2) + 1
                kernel = np.zeros((size, size), np.float32)
                r = size // 2
                cv2.line(kernel, (round(r - step[0] / 2), round(r - step[1] / 2)),
                         (round(r + step[0] / 2), round(r + step[1] / 2)), 1.0, 1, cv2.LINE_AA)
                kernel /= float(kernel.sum())
                col1 = _f32(cv2.filter2D(col1, -1, kernel, borderType=cv2.BORDER_CONSTANT))
                a1 = _f32(cv2.filter2D(a1, -1, kernel, borderType=cv2.BORDER_CONSTANT))
        np.subtract(np.float32(1.0), a1, out=a1)
        sub = canvas[by0 - oy:by1 - oy, bx0 - ox:bx1 - ox]
        sub *= _f32(cv2.cvtColor(a1, cv2.COLOR_GRAY2BGR))
        sub += col1

    def _hard_shading(self, faces: F32, a8: U8Image, pose: _Pose,
                      origin: tuple[float, float], ss: int) -> F32:
        """Hard light on the die: brighter towards the lamp across the whole die, and the
        rounded edges turned away from it in shade (a dark band inside the outline)."""
        hh, hw = a8.shape
        s = self.die_side
        c = self._project(np.array([pose.pos]))[0]
        toward = self._light[:2] / max(1e-9, float(np.linalg.norm(self._light[:2])))
        xs = (np.arange(hw, dtype=np.float32) / ss + np.float32(origin[0] - c[0]))
        ys = (np.arange(hh, dtype=np.float32) / ss + np.float32(origin[1] - c[1]))
        t = _f32((xs[None, :] * toward[0] + ys[:, None] * toward[1]) / (0.5 * s))
        dist = _f32(cv2.distanceTransform((a8 > 127).astype(np.uint8), cv2.DIST_L2, 3))
        band = np.clip(1.0 - dist / np.float32(0.14 * s * ss), 0, 1) * np.clip(-1.5 * t, 0, 1)
        gain = (1.0 + np.float32(self._light_ramp) * np.clip(t, -1, 1)) * (
            1.0 - np.float32(self._edge_band) * band)
        return _f32(faces * _gray3(_f32(gain)))

    @staticmethod
    def _spec_texture(spec: _Spec, t: int) -> F32:
        yy, xx = np.mgrid[0:t, 0:t].astype(np.float32) / t
        r = spec.radius
        return _f32(np.exp(-(((xx - spec.u) / r) ** 2 + ((yy - spec.v) / (0.7 * r)) ** 2)))

    # --- the hand -------------------------------------------------------------------------------

    def _hand_sprite(self) -> _HandSprite:
        if self._hand is None:
            self._hand = self._build_hand(np.random.default_rng(self._hand_rng_seed))
        return self._hand

    def _build_hand(self, rng: np.random.Generator) -> _HandSprite:
        s = self.die_side
        pw = float(rng.uniform(4.2, 5.2)) * s
        arm = math.hypot(self.width, self.height) * 1.1
        lengths = np.array([0.82, 0.95, 0.88, 0.68]) * pw * rng.uniform(0.9, 1.05, 4)
        fwid = 0.22 * pw
        palm = 1.0 * pw
        margin = 0.15 * pw
        width = int(2.6 * pw)
        height = int(margin + lengths[1] + palm + arm)
        ox, oy = width / 2.0, margin
        mirror = -1.0 if rng.random() < 0.5 else 1.0
        knuckle_y = oy + lengths[1]
        wrist_y = knuckle_y + palm
        skin_m = np.zeros((height, width), np.uint8)
        crease = np.zeros((height, width), np.uint8)

        def line(mask: U8Image, a: tuple[float, float], b: tuple[float, float], th: float,
                 v: int = 255) -> None:
            cv2.line(mask, (round(a[0] * 8), round(a[1] * 8)), (round(b[0] * 8), round(b[1] * 8)),
                     v, max(1, round(th)), cv2.LINE_AA, 3)

        # arm and palm
        arm_poly = np.array([(ox - 0.39 * pw, wrist_y - 0.1 * pw),
                             (ox + 0.39 * pw, wrist_y - 0.1 * pw),
                             (ox + 0.52 * pw, height + 5.0), (ox - 0.52 * pw, height + 5.0)])
        cv2.fillPoly(skin_m, [_fix(arm_poly)], 255, cv2.LINE_AA, 3)
        palm_poly = np.array([(ox - 0.5 * pw, knuckle_y - 0.02 * pw),
                              (ox + 0.5 * pw, knuckle_y - 0.06 * pw),
                              (ox + 0.46 * pw, knuckle_y + 0.6 * pw),
                              (ox + 0.40 * pw, wrist_y), (ox - 0.40 * pw, wrist_y),
                              (ox - 0.48 * pw, knuckle_y + 0.6 * pw)])
        cv2.fillPoly(skin_m, [_fix(palm_poly)], 255, cv2.LINE_AA, 3)
        cv2.ellipse(skin_m, (round(ox * 8), round((knuckle_y + 0.45 * pw) * 8)),
                    (round(0.5 * pw * 8), round(0.5 * pw * 8)), 0, 0, 360, 255, -1,
                    cv2.LINE_AA, 3)
        # fingers, each outlined so the gaps between them read as creases
        tips: list[tuple[float, float]] = []
        spread = float(rng.uniform(-2, 6))
        knuckles = (-0.375, -0.125, 0.125, 0.375)
        for i, (kx, ang) in enumerate(zip(knuckles, (-9.0, -3.0, 3.0, 10.0), strict=True)):
            a = math.radians(ang + spread * (i - 1.5) / 1.5) * mirror
            base = (ox + kx * pw * mirror, knuckle_y + 0.05 * pw)
            ln = float(lengths[i]) - fwid / 2
            tip = (base[0] + math.sin(a) * ln, base[1] - math.cos(a) * ln)
            tips.append(tip)
            fm = np.zeros_like(skin_m)
            line(fm, base, tip, fwid * (1.05 if i < 3 else 0.92))
            cv2.bitwise_or(skin_m, fm, dst=skin_m)
            edge = _u8(cv2.morphologyEx(fm, cv2.MORPH_GRADIENT, np.ones((3, 3), np.uint8)))
            cv2.bitwise_or(crease, edge, dst=crease)
        # thumb
        ta = math.radians(float(rng.uniform(30, 55))) * mirror
        tb = (ox + 0.42 * pw * mirror, knuckle_y + 0.65 * pw)
        tt = (tb[0] + math.sin(ta) * 0.6 * pw, tb[1] - math.cos(ta) * 0.6 * pw)
        fm = np.zeros_like(skin_m)
        line(fm, tb, tt, 0.27 * pw)
        cv2.bitwise_or(skin_m, fm, dst=skin_m)
        edge = _u8(cv2.morphologyEx(fm, cv2.MORPH_GRADIENT, np.ones((3, 3), np.uint8)))
        cv2.bitwise_or(crease, edge, dst=crease)
        cv2.bitwise_and(crease, cv2.erode(skin_m, np.ones((5, 5), np.uint8)), dst=crease)
        crease[round(knuckle_y + 0.02 * pw):] = 0  # only the gaps between the fingers
        # shading: rounded (darker towards the outline), creases, a little mottling
        dist = _f32(cv2.distanceTransform((skin_m > 127).astype(np.uint8), cv2.DIST_L2, 5))
        round_sh = 0.68 + 0.32 * np.sqrt(np.clip(dist / (0.14 * pw), 0, 1))
        cr = _f32(cv2.GaussianBlur(crease, (0, 0), 0.8 * self.scale + 0.3)) / 255.0
        skin = _pick(rng, _SKINS) * rng.uniform(0.95, 1.05, 3)
        mott = 1 + 0.04 * _noise(rng, height, width, 0.15 * pw)
        col = _colour(_f32(round_sh * (1 - 0.35 * cr) * mott), skin)
        for tip in tips:  # nails
            cv2.ellipse(col, (round(tip[0]), round(tip[1] + 0.1 * pw)),
                        (max(1, round(0.05 * pw)), max(1, round(0.075 * pw))), 0, 0, 360,
                        tuple(float(v) for v in np.minimum(1.0, skin * 1.05 + 0.03)), -1,
                        cv2.LINE_AA)
        if rng.random() < 0.65:  # a sleeve over the forearm
            top = wrist_y + float(rng.uniform(0.2, 1.2)) * pw
            sl = np.zeros_like(skin_m)
            sleeve_poly = np.array([(ox - 0.5 * pw, top), (ox + 0.5 * pw, top),
                                    (ox + 0.62 * pw, height + 5.0),
                                    (ox - 0.62 * pw, height + 5.0)])
            cv2.fillPoly(sl, [_fix(sleeve_poly)], 255, cv2.LINE_AA, 3)
            cv2.bitwise_or(skin_m, sl, dst=skin_m)
            sd = _f32(cv2.distanceTransform((sl > 127).astype(np.uint8), cv2.DIST_L2, 5))
            weave = (0.7 + 0.3 * np.sqrt(np.clip(sd / (0.2 * pw), 0, 1))) * (
                1 + 0.05 * _noise(rng, height, width, 1.0))
            cloth = _colour(_f32(weave), _pick(rng, _SLEEVES))
            col = _blend(col, cloth, _f32(sl) * np.float32(1 / 255.0))
        alpha = _f32(cv2.GaussianBlur(_f32(skin_m) / 255.0, (0, 0), 0.6 * self.scale + 0.2))
        rgb = _mul3(col, self._tint) * _gray3(alpha)
        premult = _f32(cv2.merge([rgb[..., 0], rgb[..., 1], rgb[..., 2], alpha]))
        fx = (tips[1][0], tips[1][1] - fwid / 2)  # the middle fingertip
        outline = np.array([(ox - 1.3 * pw, oy - 0.15 * pw), (ox + 1.3 * pw, oy - 0.15 * pw),
                            (ox + 1.3 * pw, wrist_y + 0.2 * pw),
                            (ox - 1.3 * pw, wrist_y + 0.2 * pw),
                            (ox + 0.65 * pw, float(height)), (ox - 0.65 * pw, float(height))])
        return _HandSprite(premult, alpha, fx, outline, pw)

    def _hand_mats(self, sprite: _HandSprite, hp: _HandPose) -> tuple[F64, F64]:
        c, sn = math.cos(hp.angle), math.sin(hp.angle)
        rot = np.array([[c, -sn], [sn, c]])
        o = np.array(sprite.origin)
        ref = np.array(hp.ref)
        m = self.camera_height / (self.camera_height - hp.z)
        t_img = self.nadir * (1 - m) + m * ref - m * (rot @ o)
        m_img = np.hstack([m * rot, t_img[:, None]])
        t_sh = ref + hp.z * self._sdir - rot @ o
        m_sh = np.hstack([rot, t_sh[:, None]])
        return m_img, m_sh

    def _draw_hand(self, canvas: F32, ox: int, oy: int,
                   mats: Sequence[tuple[F64, F64, float]]) -> None:
        sprite = self._hand_sprite()
        h, w = canvas.shape[:2]
        q = 4
        hq, wq = max(1, h // q + 1), max(1, w // q + 1)
        sh = np.zeros((hq, wq), np.float32)
        col = np.zeros((h, w, 4), np.float32)
        shift = np.array([[1.0, 0, -ox], [0, 1.0, -oy]])
        for m_img, m_sh, _z in mats:
            ms = np.vstack([m_sh, [0, 0, 1]])
            msq = (np.diag([1 / q, 1 / q]) @ (shift @ ms))
            sh += _f32(cv2.warpAffine(sprite.alpha, msq, (wq, hq), flags=cv2.INTER_LINEAR))
            mi = shift @ np.vstack([m_img, [0, 0, 1]])
            col += _f32(cv2.warpAffine(sprite.premult, mi, (w, h), flags=cv2.INTER_LINEAR,
                                       borderMode=cv2.BORDER_CONSTANT))
        n = len(mats)
        z = float(np.mean([m[2] for m in mats]))
        sig = (0.15 * self.die_side + 0.25 * z) / q
        sh = _f32(cv2.GaussianBlur(sh, (0, 0), sig)) * np.float32(0.8 * self._shadow / n)
        np.clip(sh, 0, 1, out=sh)
        np.subtract(np.float32(1.0), sh, out=sh)
        sh_full = _f32(cv2.resize(sh, (wq * q, hq * q), interpolation=cv2.INTER_LINEAR))[:h, :w]
        canvas *= _f32(cv2.cvtColor(np.ascontiguousarray(sh_full), cv2.COLOR_GRAY2BGR))
        if n > 1:
            col *= np.float32(1.0 / n)
            first, last = mats[0][0], mats[-1][0]
            step = (last[:, 2] - first[:, 2]) / (n - 1)
            gap = float(np.hypot(step[0], step[1]))
            if gap > 1.5:  # smear the subframes into one streak
                size = 2 * math.ceil(gap / 2) + 1
                kernel = np.zeros((size, size), np.float32)
                r = size // 2
                cv2.line(kernel, (round(r - step[0] / 2), round(r - step[1] / 2)),
                         (round(r + step[0] / 2), round(r + step[1] / 2)), 1.0, 1, cv2.LINE_AA)
                kernel /= float(kernel.sum())
                col = _f32(cv2.filter2D(col, -1, kernel, borderType=cv2.BORDER_CONSTANT))
        inv = np.subtract(np.float32(1.0), col[..., 3])
        canvas *= _f32(cv2.cvtColor(inv, cv2.COLOR_GRAY2BGR))
        light = self._gain[oy:oy + h, ox:ox + w] * np.float32(255.0)
        canvas += _f32(cv2.cvtColor(col, cv2.COLOR_BGRA2BGR)) * _f32(
            cv2.cvtColor(np.ascontiguousarray(light), cv2.COLOR_GRAY2BGR))

    # --- noise ----------------------------------------------------------------------------------

    def _camera_offset(self, index: int) -> tuple[float, float]:
        """Where the camera has wandered by stream frame `index`, in pixels: a slow drift
        (`drift` px in 20 frames, turning gradually, back towards the start once it is out
        1.5 × `drift`) plus a fresh shake every frame."""
        hz = self.hazards
        while len(self._offsets) <= index:
            rng = self._camera_rng
            pos, heading = self._cam_state
            chunk = np.zeros((256, 2))
            speed = hz.drift / 20.0
            sigma = hz.shake / 1.8
            for i in range(256):
                heading += float(rng.normal(0.0, 0.12))
                if float(np.hypot(pos[0], pos[1])) > 1.5 * hz.drift:
                    # far out: turn back towards the start, as a wobbling stand springs back
                    back = math.atan2(-pos[1], -pos[0]) - heading
                    heading += 0.2 * math.atan2(math.sin(back), math.cos(back))
                pos = pos + speed * np.array([math.cos(heading), math.sin(heading)])
                chunk[i] = pos + rng.normal(0.0, sigma, 2) if sigma > 0 else pos
            self._cam_state = (pos, heading)
            self._offsets = np.vstack([self._offsets, chunk])
        return float(self._offsets[index, 0]), float(self._offsets[index, 1])

    def _exposure_gain(self, index: int) -> float:
        """Auto exposure by stream frame `index`: now and then (every 40-160 frames) it
        steps to a new level within ±`exposure`, in 1-3 frames."""
        amp = self.hazards.exposure
        rng = self._exposure_rng
        while len(self._exposures) <= index:
            level = float(self._exposures[-1]) if len(self._exposures) else 1.0
            hold = np.full(int(rng.integers(40, 161)), level)
            target = 1.0 + float(rng.uniform(-amp, amp))
            ramp = np.linspace(level, target, int(rng.integers(1, 4)) + 1)[1:]
            self._exposures = np.concatenate([self._exposures, hold, ramp])
        return float(self._exposures[index])

    def _camera(self, clean: U8Image, index: int) -> U8Image:
        """The frame as the wandering camera sees it (content shifted by its offset)."""
        if not self.hazards.camera_moves:
            return clean
        dx, dy = self._camera_offset(index)
        m = np.array([[1.0, 0.0, dx], [0.0, 1.0, dy]])
        return _u8(cv2.warpAffine(clean, m, (self.width, self.height), flags=cv2.INTER_LINEAR,
                                  borderMode=cv2.BORDER_REFLECT_101))

    def _finish(self, clean: U8Image, rng: np.random.Generator, index: int = -1) -> U8Image:
        """Sensor noise (fresh each frame), flicker, auto exposure (stream frame `index`)
        and compression on a clean frame."""
        if (self.hazards.camera_moves and index >= 0) or self.hazards.webcam:
            # Two windows of one noise bank are shifted copies of each other: whatever
            # measures the camera's motion would lock onto the noise. A real sensor's noise
            # is new every frame, so draw it new (slower).
            n = rng.standard_normal((self.height, self.width, 3), dtype=np.float32)
            total = cv2.transform(n, np.ones((1, 3), np.float32))
            n = _f32(cv2.scaleAdd(_gray3(_f32(total)), 0.5, n))
            n *= np.float32(self._noise_sigma / 1.658)  # the mix's spread is 1.658
            out = _u8(np.clip(cv2.add(clean.astype(np.float32), n) + 0.5, 0, 255))
        else:
            r = rng.integers(0, self._noise_pad + 1, 4)
            bank = self._bank[int(r[2]) % len(self._bank)]
            pos, neg = (bank[0], bank[1]) if int(r[3]) % 2 else (bank[1], bank[0])
            win = (slice(int(r[0]), int(r[0]) + self.height),
                   slice(int(r[1]), int(r[1]) + self.width))
            out = _u8(cv2.add(clean, pos[win]))
            cv2.subtract(out, neg[win], dst=out)
        if self._sharpen > 0:
            # the camera's unsharp mask, after the sensor: it sharpens the noise as well
            soft = cv2.GaussianBlur(out, (0, 0), self.scale)
            out = _u8(cv2.addWeighted(out, 1.0 + self._sharpen, soft, -self._sharpen, 0.0))
        if self._flicker > 0:
            g = 1.0 + float(rng.uniform(-self._flicker, self._flicker))
            cv2.convertScaleAbs(out, dst=out, alpha=g)
        if self.hazards.exposure > 0 and index >= 0:
            cv2.convertScaleAbs(out, dst=out, alpha=self._exposure_gain(index))
        if self._jpeg:
            ok, buf = cv2.imencode(".jpg", out, [cv2.IMWRITE_JPEG_QUALITY, self._jpeg])
            if not ok:
                raise RuntimeError("JPEG encoding failed")
            out = _u8(cv2.imdecode(buf, cv2.IMREAD_COLOR))
        return out

    # --- planning -------------------------------------------------------------------------------

    def _face_index(self, face: DieFace | int | None, rng: np.random.Generator) -> int:
        if self.die == "planar":
            if face is None:
                u = int(rng.integers(6))
                return 0 if u == 0 else 1 if u == 1 else int(rng.integers(2, 6))
            if not isinstance(face, DieFace):
                raise ValueError(f"a planar die shows a DieFace, not {face!r}")
            if face is DieFace.PLANESWALKER:
                return 0
            if face is DieFace.CHAOS:
                return 1
            return int(rng.integers(2, 6))
        if face is None:
            return _D6_PIPS.index(int(rng.integers(1, 7)))
        if isinstance(face, DieFace) or not isinstance(face, int) or not 1 <= face <= 6:
            raise ValueError(f"a d6 shows 1 to 6 pips, not {face!r}")
        return _D6_PIPS.index(face)

    def _new_rest(self, rng: np.random.Generator, face_idx: int, cocked: bool) -> _Rest:
        s, h = self.die_side, self._h
        fx0, fy0, fw, fh = self.tray_rect
        if not cocked:
            psi = float(rng.uniform(0, 2 * math.pi))
            ext = h * (abs(math.cos(psi)) + abs(math.sin(psi))) + 0.45 * s
            x = float(rng.uniform(fx0 + ext, fx0 + fw - ext))
            y = float(rng.uniform(fy0 + ext, fy0 + fh - ext))
            rot = _rot(_Z, psi) @ _to_top(face_idx)
            spec = None
            if rng.random() < self._spec_rate:
                spec = _Spec(self._top_face(rot), float(rng.uniform(0.2, 0.8)),
                             float(rng.uniform(0.2, 0.8)), float(rng.uniform(0.08, 0.2)),
                             float(rng.uniform(0.35, 0.9)))
            pose = _Pose((x, y, h), rot, spec)
            wall, phi, lean = -1, 0.0, (0.0, 0.0, 1.0)
        else:
            wall = int(rng.integers(4))
            psi = math.radians(90.0 * int(rng.integers(4)) + float(rng.uniform(-6, 6)))
            w_in = _wall_normal(wall)
            # leaning into the wall, often a little onto a corner too
            lean_m = _rot(np.cross(_Z, -w_in), math.radians(float(rng.uniform(32, 45)))) @ _rot(
                w_in, math.radians(float(rng.uniform(-4, 4))))
            lean_v = np.asarray(cv2.Rodrigues(lean_m)[0], np.float64).ravel()
            phi = float(np.linalg.norm(lean_v))
            lean = (float(lean_v[0]), float(lean_v[1]), float(lean_v[2]))
            rot = _rot(lean_v, phi) @ _rot(_Z, psi) @ _to_top(face_idx)
            d = _CORNER_DIRS @ rot.T * h
            z = -float(d[:, 2].min())
            e = float((d[:, :2] @ -w_in[:2]).max()) - 0.04 * s
            along = float(rng.uniform(0.3, 0.7))
            if wall in (0, 1):
                x = fx0 + e if wall == 0 else fx0 + fw - e
                y = fy0 + 1.2 * s + along * (fh - 2.4 * s)
            else:
                y = fy0 + e if wall == 2 else fy0 + fh - e
                x = fx0 + 1.2 * s + along * (fw - 2.4 * s)
            pose = _Pose((float(x), float(y), z), rot, None)
        g = self._geom(pose)
        if cocked:
            mom = cv2.moments(g.hull.astype(np.float32))
            center = (mom["m10"] / mom["m00"], mom["m01"] / mom["m00"])
            side = s * self.camera_height / (self.camera_height - s)
        else:
            quad = next(q for f, q, _ in g.faces if f == self._top_face(rot))
            center = (float(quad[:, 0].mean()), float(quad[:, 1].mean()))
            side = float(np.mean(np.linalg.norm(quad - np.roll(quad, 1, axis=0), axis=1)))
        self._rest_keys += 1
        return _Rest(self._rest_keys, pose, face_idx, cocked, psi, wall, phi, lean,
                     (float(center[0]), float(center[1])), side,
                     float(math.degrees(psi) % 90.0))

    @staticmethod
    def _top_face(rot: F64) -> int:
        return int(np.argmax((_NORMALS @ rot.T)[:, 2]))

    def _frames(self, n: float) -> int:
        return max(1, round(n * self.fps / 30.0))

    def _new_extra(self, rng: np.random.Generator, kind: str, rest: _Rest) -> _Extra:
        """A second die or a small object at rest, clear of the die and of the walls."""
        s = self.die_side
        fx0, fy0, fw, fh = self.tray_rect
        self._rest_keys += 1
        key = self._rest_keys
        for _ in range(200):
            if kind == "die":
                other = self._new_rest(rng, int(rng.integers(6)), False)
                self._rest_keys = key
                if math.dist(other.center, rest.center) > 2.3 * s:
                    return _Extra(key, pose=other.pose)
                continue
            size = float(rng.uniform(0.6, 1.2)) * s
            c = (float(rng.uniform(fx0 + 1.2 * s, fx0 + fw - 1.2 * s)),
                 float(rng.uniform(fy0 + 1.2 * s, fy0 + fh - 1.2 * s)))
            if math.dist(c, rest.center) > 2.3 * s:
                colour = _pick(rng, ((0.35, 0.6, 0.75), (0.7, 0.7, 0.7), (0.2, 0.2, 0.7),
                                     (0.1, 0.5, 0.1), (0.8, 0.8, 0.75)))
                return _Extra(key, center=c, size=size,
                              colour=(float(colour[0]), float(colour[1]), float(colour[2])),
                              round=bool(rng.random() < 0.6))
        raise ValueError("no room in the tray for a second thing")

    def _plan_roll(self, rng: np.random.Generator, face: DieFace | int | None, cocked: bool,
                   settle: int, crowd: str | None = None) -> _Episode:
        face_idx = self._face_index(face, rng)
        rest = self._new_rest(rng, face_idx, cocked)
        extras: tuple[_Extra, ...] = ()
        if crowd is not None:
            if crowd not in ("die", "object"):
                raise ValueError(f"crowd must be 'die' or 'object', not {crowd!r}")
            extras = (self._new_extra(np.random.default_rng(int(rng.integers(2**63))), crowd,
                                      rest),)
        before = self._rest
        pre = int(rng.integers(1, 4)) if before is not None else int(rng.integers(0, 3))
        n_motion = self._frames(float(rng.uniform(12, 30)))
        n_motion = max(n_motion, 8)
        start = self._index
        rest_frame = start + pre + n_motion
        dface, pips = self._truth_face(rest)
        truth = RollTruth("roll", dface, pips, cocked, start, rest_frame, rest.center,
                          rest.side, rest.angle, crowd)
        ep = _Episode("roll", start, pre + n_motion + settle, before, rest, pre=pre,
                      n_motion=n_motion, seed=int(rng.integers(2**63)), truth=truth,
                      extras=extras)
        self._index += ep.n_frames
        self._rest = rest
        self._lying = extras
        return ep

    def _plan_hand(self, rng: np.random.Generator, touch: bool, settle: int) -> _Episode:
        rest = self._rest
        if rest is None:
            raise ValueError("a hand visit needs a die in the tray: roll first")
        n_hand = (self._frames(float(rng.uniform(7, 12))) + self._frames(float(rng.uniform(3, 10)))
                  + self._frames(float(rng.uniform(6, 10))))
        start = self._index
        # After a crowded roll, the hand takes the other thing out: the die left is the roll.
        extras, self._lying = self._lying, ()
        face, pips = (self._truth_face(rest) if extras else (None, None))
        truth = RollTruth("hand", face, pips, rest.cocked, start, start + n_hand, rest.center,
                          rest.side, rest.angle, "taken out" if extras else None)
        ep = _Episode("hand", start, n_hand + settle, rest, rest, n_motion=n_hand,
                      seed=int(rng.integers(2**63)), touch=touch, truth=truth, extras=extras)
        self._index += ep.n_frames
        return ep

    def _truth_face(self, rest: _Rest) -> tuple[DieFace | None, int | None]:
        if rest.cocked:
            return None, None
        if self.die == "planar":
            return {"planeswalker": DieFace.PLANESWALKER, "chaos": DieFace.CHAOS}.get(
                _PLANAR_CONTENT[rest.face_idx], DieFace.BLANK), None
        return None, _D6_PIPS[rest.face_idx]

    def _plan_idle(self, n: int) -> _Episode:
        ep = _Episode("idle", self._index, n, self._rest, self._rest)
        self._index += n
        return ep

    # --- episode frames -------------------------------------------------------------------------

    def _subtimes(self, t: float, motion: float) -> list[float]:
        s = self.die_side
        if motion < 1.5:
            return [t]
        n = 3 if motion < 0.4 * s else 4 if motion < s else 5
        e = self._exposure
        return [t - e * j / (n - 1) for j in range(n - 1, -1, -1)]

    def _states(self, ep: _Episode) -> Iterator[_State]:
        if ep.kind == "idle":
            for _ in range(ep.n_frames):
                yield _State(ep.before)
            return
        rng = np.random.default_rng(ep.seed)
        after = ep.after
        assert after is not None
        if ep.kind == "roll":
            motion = _Motion(self, rng, after, ep.n_motion)
            for _ in range(ep.pre):
                yield _State(None)
            for k in range(ep.n_motion):
                p1, p0 = motion.pose(float(k)), motion.pose(k - self._exposure)
                disp = math.dist(p1.pos, p0.pos)
                cosang = (float(np.trace(p1.rot.T @ p0.rot)) - 1) / 2
                ang = math.acos(max(-1.0, min(1.0, cosang)))
                ts = self._subtimes(float(k), disp + ang * self._h)
                yield _State(None, tuple(motion.pose(t) for t in ts), extras=ep.extras)
            for _ in range(ep.n_frames - ep.pre - ep.n_motion):
                yield _State(after, extras=ep.extras)
            return
        path = self._hand_path(rng, ep)
        for k in range(ep.n_motion):
            a, b = path(float(k)), path(k - self._exposure)
            disp = math.dist(a.ref, b.ref)
            ts = [float(k)] if disp < 0.3 * self.die_side else [
                k - self._exposure * j / 2 for j in (2, 1, 0)]
            # anything taken out goes with the hand, halfway through its visit
            extras = ep.extras if k < ep.n_motion // 2 else ()
            yield _State(after, (), tuple(path(t) for t in ts), extras)
        for _ in range(ep.n_frames - ep.n_motion):
            yield _State(after)

    def _hand_path(self, rng: np.random.Generator, ep: _Episode
                   ) -> Callable[[float], _HandPose]:
        rest = ep.after
        assert rest is not None
        sprite = self._hand_sprite()
        s, pw = self.die_side, sprite.palm_width
        n = ep.n_motion
        n_in = max(2, round(n * float(rng.uniform(0.3, 0.4))))
        n_out = max(2, round(n * float(rng.uniform(0.3, 0.4))))
        n_dwell = max(1, n - n_in - n_out)
        side = self.player_side
        base = {0: (1.0, 0.0), 1: (-1.0, 0.0), 2: (0.0, 1.0), 3: (0.0, -1.0)}[side]
        tilt = math.radians(float(rng.uniform(-20, 20)))
        d = np.array([base[0] * math.cos(tilt) - base[1] * math.sin(tilt),
                      base[0] * math.sin(tilt) + base[1] * math.cos(tilt)])
        perp = np.array([-d[1], d[0]])
        die_xy = np.array(rest.pose.pos[:2])
        if ep.touch:
            target = die_xy + d * float(rng.uniform(0.0, 0.35)) * s + perp * float(
                rng.uniform(-0.3, 0.3)) * s
            z_t = 1.3 * s
        else:
            target = die_xy - d * float(rng.uniform(0.6, 1.8)) * s + perp * float(
                rng.uniform(-1.0, 1.0)) * s
            z_t = float(rng.uniform(2.5, 5.0)) * s
        # how far back along -d until the fingertip is outside the image
        dist = []
        for i in range(2):
            if d[i] > 1e-6:
                dist.append((target[i] - 0.0) / d[i])
            elif d[i] < -1e-6:
                dist.append(((self.width, self.height)[i] - target[i]) / -d[i])
        back = min(dist) + 0.05 * pw
        start = target - d * back
        end = target - d * (back + 0.3 * pw) + perp * float(rng.uniform(-0.4, 0.4)) * pw
        ang = math.atan2(d[0], -d[1])
        wob = float(rng.uniform(0, 2 * math.pi))
        z_far = z_t + 2.0 * s

        def at(t: float) -> _HandPose:
            if t < n_in:
                u = min(1.0, max(0.0, (t + 1) / n_in))
                e = 1 - (1 - u) ** 2
                ref = start + (target - start) * e
                z = z_far + (z_t - z_far) * e
            elif t < n_in + n_dwell:
                j = math.sin((t - n_in) * 0.9 + wob)
                ref = target + perp * j * 0.04 * s + d * j * 0.03 * s
                z = z_t
            else:
                u = min(1.0, max(0.0, (t - n_in - n_dwell + 1) / (n_out + 1)))
                ref = target + (end - target) * u * u
                z = z_t + (z_far - z_t) * u
            a = ang + math.radians(3.0) * math.sin(t * 0.5 + wob)
            return _HandPose((float(ref[0]), float(ref[1])), float(z), a)

        return at

    def _emit(self, ep: _Episode, rng: np.random.Generator) -> Iterator[Frame]:
        for k, state in enumerate(self._states(ep)):
            idx = ep.start + k
            clean = self._camera(self._render(state), idx)
            yield Frame(self._finish(clean, rng, idx), idx, idx / self.fps)

    # --- public API -------------------------------------------------------------------------

    @property
    def index(self) -> int:
        """The stream index the next frame will have."""
        return self._index

    def empty_frame(self) -> U8Image:
        """The empty tray, with fresh sensor noise (does not change the stream)."""
        return self._finish(self._render(_State(None)), self._still_noise_rng)

    def still_frame(self, face: DieFace | int) -> U8Image:
        """A die at rest at a random pose showing `face` (pips in d6 mode), fresh noise.

        Does not change the stream.
        """
        return self.still_frames(face, 1)[0]

    def still_frames(self, face: DieFace | int, count: int) -> list[U8Image]:
        """`count` frames one after another of a die at rest at one random pose showing
        `face`, each with fresh noise (a camera's frames while nothing moves). With
        `count` 1 it is `still_frame`. Does not change the stream."""
        if count < 1:
            raise ValueError(f"at least one frame, not {count}")
        idx = self._face_index(face, self._still_rng)
        saved = self._rest_keys
        rest = self._new_rest(self._still_rng, idx, False)
        self._rest_keys = saved
        clean = self._bg_u8.copy()
        self._draw(clean, (rest.pose,), ())
        return [self._finish(clean, self._still_noise_rng) for _ in range(count)]

    def face_keys(self) -> list[tuple[str, DieFace | int]]:
        """Each face's calibration folder name and the face (pips for a d6)."""
        if self.die == "planar":
            return [("planeswalker", DieFace.PLANESWALKER), ("chaos", DieFace.CHAOS),
                    ("blank", DieFace.BLANK)]
        return [(str(p), p) for p in range(1, 7)]

    def calibration_frames(self, per_face: int = 3, empty: int = 5
                           ) -> dict[str, list[U8Image]]:
        """Frames for calibrating a reader: "empty" plus one list per face.

        The face keys are "planeswalker", "chaos" and "blank" (planar) or "1".."6" (d6).
        """
        out: dict[str, list[U8Image]] = {"empty": [self.empty_frame() for _ in range(empty)]}
        for key, face in self.face_keys():
            out[key] = [self.still_frame(face) for _ in range(per_face)]
        return out

    def write_calibration_folder(self, folder: Path, per_face: int = 3, empty: int = 5) -> None:
        """Write `calibration_frames` as PNGs: empty_0.png, planeswalker_0.png, chaos_0.png,
        blank_0.png ... (d6: pips_1_0.png ... pips_6_2.png)."""
        folder = Path(folder)
        folder.mkdir(parents=True, exist_ok=True)
        for key, images in self.calibration_frames(per_face, empty).items():
            stem = key if key == "empty" or self.die == "planar" else f"pips_{key}"
            for i, image in enumerate(images):
                path = folder / f"{stem}_{i}.png"
                if not cv2.imwrite(str(path), image):
                    raise OSError(f"could not write {path}")

    def roll(self, face: DieFace | int | None = None, *, cocked: bool = False,
             settle_frames: int = 15, crowd: str | None = None
             ) -> tuple[list[Frame], RollTruth]:
        """Continue the stream with one throw of the die; its frames and its truth.

        The previous die vanishes (picked up), the die flies in over a tray wall, tumbles,
        slides and creeps to rest, then `settle_frames` still frames follow (the rest frame
        is the first of them). `face` None rolls with the die's real odds. `crowd` "die"
        throws a second die along (it lands clear of the first), "object" leaves a coin or
        a token in the tray during the roll; both go when the next roll starts.
        """
        if settle_frames < 1:
            raise ValueError(f"settle_frames must be at least 1, not {settle_frames}")
        ep = self._plan_roll(self._plan_rng, face, cocked, settle_frames, crowd)
        assert ep.truth is not None
        return list(self._emit(ep, self._noise_rng)), ep.truth

    def hand_visit(self, *, touch: bool = True, settle_frames: int = 15
                   ) -> tuple[list[Frame], RollTruth]:
        """A hand reaches into the tray over the resting die (touching it or hovering), leaves
        without moving it, then `settle_frames` still frames. Needs a die in the tray."""
        if settle_frames < 1:
            raise ValueError(f"settle_frames must be at least 1, not {settle_frames}")
        ep = self._plan_hand(self._plan_rng, touch, settle_frames)
        assert ep.truth is not None
        return list(self._emit(ep, self._noise_rng)), ep.truth

    def session(self, rolls: int, *, cocked_rate: float = 0.0, hand_rate: float = 0.0,
                settle_frames: int = 15, crowd_rate: float = 0.0
                ) -> tuple[Iterator[Frame], list[RollTruth]]:
        """A whole recording: 10 idle frames, then `rolls` rolls (each cocked with probability
        `cocked_rate`), with a hand visit after a roll with probability `hand_rate` (never
        after the last); with probability `crowd_rate` a roll has a second die or an object
        in the tray (half each). The script is planned now, so the truths list is complete at once;
        the frames are rendered lazily as the iterator runs (nothing is held in memory).

        The stream advances by the whole session when this is called: run the iterator out
        before asking for more stream frames. Planning costs ~0.1 ms a roll: for an endless
        source, chain sessions of a few hundred rolls.
        """
        if rolls < 0:
            raise ValueError(f"rolls must be 0 or more, not {rolls}")
        if not (0 <= cocked_rate <= 1 and 0 <= hand_rate <= 1 and 0 <= crowd_rate <= 1):
            raise ValueError("cocked_rate, hand_rate and crowd_rate are probabilities (0..1)")
        rng = self._plan_rng
        episodes = [self._plan_idle(10)]
        for i in range(rolls):
            cocked = bool(rng.random() < cocked_rate)
            crowd = None
            # drawn only when asked for, so sessions without crowds keep their scripts
            if crowd_rate > 0 and rng.random() < crowd_rate:
                crowd = "die" if rng.random() < 0.5 else "object"
            episodes.append(self._plan_roll(rng, None, cocked, settle_frames, crowd))
            if i < rolls - 1 and rng.random() < hand_rate:
                episodes.append(self._plan_hand(rng, bool(rng.random() < 0.6), settle_frames))
        truths = [ep.truth for ep in episodes if ep.truth is not None]
        noise = np.random.default_rng(self._session_seq.spawn(1)[0])

        def frames() -> Iterator[Frame]:
            for ep in episodes:
                yield from self._emit(ep, noise)

        return frames(), truths

    def endless_frames(self, *, cocked_rate: float = 0.0, hand_rate: float = 0.0,
                       settle_frames: int = 15, chunk: int = 100) -> Iterator[Frame]:
        """Frames of sessions of `chunk` rolls chained without end (a live demo source);
        the truths are dropped. Planning stays small however long it runs."""
        while True:
            frames, _ = self.session(chunk, cocked_rate=cocked_rate, hand_rate=hand_rate,
                                     settle_frames=settle_frames)
            yield from frames

