"""Our planar symbols as pixel masks: a tiny reader for the SVG subset in `assets/symbols/`.

The drawings are `<path>` elements in a 0..100 viewBox, with the commands M, L, H, V, C, A
and Z (absolute or relative). Curves and arcs are flattened into polylines and each path is
filled with `cv2.fillPoly`; all subpaths of one path are filled together, which is the
even-odd rule (the hole in the chaos symbol's ring). Paths are OR-ed into one mask.
"""

from __future__ import annotations

import functools
import math
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import cv2
import numpy as np
from numpy.typing import NDArray

SYMBOLS_DIR = Path(__file__).resolve().parents[2] / "assets" / "symbols"
"""Where the project's own symbol drawings live."""

_SVG_NS = "{http://www.w3.org/2000/svg}"
_TOKEN = re.compile(r"[A-Za-z]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
_ARGS = {"M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "A": 7, "Z": 0}
_CURVE_STEPS = 24
"""Line segments per cubic Bézier."""

Polyline = list[tuple[float, float]]


def symbol_names() -> list[str]:
    """The symbols that can be drawn: the SVG files' stems, sorted."""
    return sorted(p.stem for p in SYMBOLS_DIR.glob("*.svg"))


def _tokens(d: str) -> list[str]:
    out: list[str] = []
    pos = 0
    for m in _TOKEN.finditer(d):
        gap = d[pos:m.start()]
        if gap.strip(" \t\r\n,"):
            raise ValueError(f"unreadable path data {gap.strip()!r} in {d[:40]!r}...")
        out.append(m.group())
        pos = m.end()
    if d[pos:].strip(" \t\r\n,"):
        raise ValueError(f"unreadable path data {d[pos:].strip()!r}")
    return out


def _arc(x1: float, y1: float, rx: float, ry: float, phi_deg: float, large: bool, sweep: bool,
         x2: float, y2: float) -> Polyline:
    """Points of an SVG elliptical arc after (x1, y1), up to (x2, y2) (SVG 1.1, F.6.5)."""
    if rx == 0 or ry == 0 or (x1 == x2 and y1 == y2):
        return [(x2, y2)]
    rx, ry = abs(rx), abs(ry)
    phi = math.radians(phi_deg)
    cos_p, sin_p = math.cos(phi), math.sin(phi)
    dx, dy = (x1 - x2) / 2, (y1 - y2) / 2
    x1p = cos_p * dx + sin_p * dy
    y1p = -sin_p * dx + cos_p * dy
    lam = (x1p / rx) ** 2 + (y1p / ry) ** 2
    if lam > 1:
        rx, ry = rx * math.sqrt(lam), ry * math.sqrt(lam)
    num = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p
    den = rx * rx * y1p * y1p + ry * ry * x1p * x1p
    coef = math.sqrt(max(0.0, num / den))
    if large == sweep:
        coef = -coef
    cxp, cyp = coef * rx * y1p / ry, -coef * ry * x1p / rx
    cx = cos_p * cxp - sin_p * cyp + (x1 + x2) / 2
    cy = sin_p * cxp + cos_p * cyp + (y1 + y2) / 2

    def angle(ux: float, uy: float, vx: float, vy: float) -> float:
        return math.atan2(ux * vy - uy * vx, ux * vx + uy * vy)

    theta1 = angle(1, 0, (x1p - cxp) / rx, (y1p - cyp) / ry)
    dtheta = angle((x1p - cxp) / rx, (y1p - cyp) / ry, (-x1p - cxp) / rx, (-y1p - cyp) / ry)
    if not sweep and dtheta > 0:
        dtheta -= 2 * math.pi
    elif sweep and dtheta < 0:
        dtheta += 2 * math.pi
    steps = max(4, int(abs(dtheta) / (2 * math.pi) * 72))
    pts: Polyline = []
    for i in range(1, steps + 1):
        t = theta1 + dtheta * i / steps
        ex, ey = rx * math.cos(t), ry * math.sin(t)
        pts.append((cos_p * ex - sin_p * ey + cx, sin_p * ex + cos_p * ey + cy))
    pts[-1] = (x2, y2)
    return pts


def parse_path(d: str) -> list[Polyline]:
    """The subpaths of SVG path data `d` as closed polylines in viewBox units.

    Raises ValueError naming the command for anything outside M, L, H, V, C, A, Z.
    """
    toks = _tokens(d)
    subpaths: list[Polyline] = []
    current: Polyline = []
    x = y = 0.0
    i = 0
    cmd = ""
    while i < len(toks):
        if toks[i].isalpha():
            cmd = toks[i]
            i += 1
            if cmd.upper() not in _ARGS:
                raise ValueError(f"unsupported SVG path command {cmd!r} (supported: "
                                 f"{', '.join(_ARGS)}, upper or lower case)")
        elif not cmd:
            raise ValueError(f"path data must start with a command, not {toks[i]!r}")
        up, rel = cmd.upper(), cmd.islower()
        n = _ARGS[up]
        if up == "Z":
            if current:
                subpaths.append(current)
                x, y = current[0]
            current = []
            continue
        args_raw = toks[i:i + n]
        if len(args_raw) < n or any(a.isalpha() for a in args_raw):
            raise ValueError(f"SVG path command {cmd!r} needs {n} numbers")
        a = [float(v) for v in args_raw]
        i += n
        ox, oy = (x, y) if rel else (0.0, 0.0)
        if up == "M":
            if len(current) > 1:
                subpaths.append(current)
            x, y = a[0] + ox, a[1] + oy
            current = [(x, y)]
            cmd = "l" if rel else "L"  # further pairs are implicit line-tos
        elif up == "L":
            x, y = a[0] + ox, a[1] + oy
            current.append((x, y))
        elif up == "H":
            x = a[0] + ox
            current.append((x, y))
        elif up == "V":
            y = a[0] + (y if rel else 0.0)
            current.append((x, y))
        elif up == "C":
            p0 = (x, y)
            p1 = (a[0] + ox, a[1] + oy)
            p2 = (a[2] + ox, a[3] + oy)
            p3 = (a[4] + ox, a[5] + oy)
            for k in range(1, _CURVE_STEPS + 1):
                t = k / _CURVE_STEPS
                u = 1 - t
                current.append((
                    u**3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t**3 * p3[0],
                    u**3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t**3 * p3[1],
                ))
            x, y = p3
        else:  # "A"
            x2, y2 = a[5] + ox, a[6] + oy
            current.extend(_arc(x, y, a[0], a[1], a[2], a[3] != 0, a[4] != 0, x2, y2))
            x, y = x2, y2
    if len(current) > 1:
        subpaths.append(current)
    return subpaths


def _view_box(root: ET.Element, name: str) -> tuple[float, float, float, float]:
    vb = root.get("viewBox")
    if vb is None:
        return 0.0, 0.0, float(root.get("width", "100")), float(root.get("height", "100"))
    parts = [float(v) for v in vb.replace(",", " ").split()]
    if len(parts) != 4 or parts[2] <= 0 or parts[3] <= 0:
        raise ValueError(f"{name}.svg: bad viewBox {vb!r}")
    return parts[0], parts[1], parts[2], parts[3]


@functools.lru_cache(maxsize=64)
def _symbol_mask_cached(name: str, size: int) -> NDArray[np.uint8]:
    path = SYMBOLS_DIR / f"{name}.svg"
    root = ET.parse(path).getroot()
    vx, vy, vw, vh = _view_box(root, name)
    shift, up = 4, 4  # drawn 4x larger and shrunk: pixels are on where covered at least half
    big = size * up
    scale = (1 << shift) * big / max(vw, vh)
    mask = np.zeros((big, big), np.uint8)
    for el in root.iter(f"{_SVG_NS}path"):
        d = el.get("d", "")
        polys = [
            np.round((np.asarray(p, np.float64) - (vx, vy)) * scale).astype(np.int32)
            for p in parse_path(d) if len(p) >= 3
        ]
        if not polys:
            continue
        layer = np.zeros_like(mask)
        if el.get("fill-rule", "nonzero") == "evenodd":
            cv2.fillPoly(layer, polys, 255, cv2.LINE_8, shift)
        else:  # nonzero: our drawings' subpaths don't overlap with opposite winding
            for p in polys:
                cv2.fillPoly(layer, [p], 255, cv2.LINE_8, shift)
        cv2.bitwise_or(mask, layer, dst=mask)
    small = cv2.resize(mask, (size, size), interpolation=cv2.INTER_AREA)
    out = np.where(np.asarray(small) >= 128, 255, 0).astype(np.uint8)
    out.setflags(write=False)
    return out


def symbol_mask(name: str, size: int) -> NDArray[np.uint8]:
    """The symbol `name` (e.g. "planeswalker", "chaos") as a size×size mask of 0 and 255.

    The result is cached and read-only; copy it before drawing on it.
    Raises ValueError for an unknown name, a size below 1 or an unsupported path command.
    """
    if size < 1:
        raise ValueError(f"symbol size must be at least 1 pixel, not {size}")
    if not (SYMBOLS_DIR / f"{name}.svg").is_file():
        raise ValueError(f"unknown symbol {name!r}; known: {', '.join(symbol_names())} "
                         f"(in {SYMBOLS_DIR})")
    return _symbol_mask_cached(name, size)
