"""The face part of a die profile, from photos cropped around the die.

A face profile is the labelled calibration photos themselves (everything the reader needs
is derived from them again on loading), their die kind and the die's size in them. It is
accepted only if a leave-one-out self-check reads no photo confidently wrong; problems are
reported per face and photo, with what to change. Saved as `face_profile.json` plus the
photos as PNG, in the profile's folder (next to a tray profile's `profile.json`, or alone
for a crop-only profile).
"""

from __future__ import annotations

import json
import logging
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import cv2
import numpy as np

from engine.persistence import atomic_write
from engine.safe_json import InputError, bounded_float, check_text, loads_bounded, shorten
from hardware.camera.arrays import Image, u8
from hardware.camera.die_crop import CropProblem
from hardware.camera.face_reader import (
    PIP_LABELS,
    PLANAR_LABELS,
    REFLECTION_OR_PIP,
    FaceReader,
    FaceReading,
    Where,
)

log = logging.getLogger(__name__)

FACE_PROFILE_FILE = "face_profile.json"
FACE_PROFILE_VERSION = 2
MIN_USABLE = 3
"""Usable photos a face needs, at the least (and at least half of those given)."""
MAX_PHOTOS = 100
"""Photos of one face a profile may hold."""
MAX_PHOTO_SIDE = 4000
STORED_SIDE = 320
"""Calibration photos wider than this are stored shrunk to it."""
MAX_FACE_PROFILE_BYTES = 256 * 1024
IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".bmp", ".webp")


class CropCalibrationError(ValueError):
    """Photos that can't make a trustworthy profile; `reasons` says which and why."""

    def __init__(self, reasons: Sequence[str]) -> None:
        super().__init__("; ".join(reasons))
        self.reasons = tuple(reasons)


HINTS = {
    CropProblem.EDGE: "crop wider, with the die in the middle",
    CropProblem.TWO: "one die alone in the picture, nothing else on the floor",
    CropProblem.NO_DIE: "a plain tray floor that differs in colour from the die",
    CropProblem.FLOOR: "crop around the die on the tray floor only",
    REFLECTION_OR_PIP: "move the lamp or soften it, so it doesn't shine on the die's face",
}


def hint(reason: str) -> str:
    """What the player should change for a photo refused for `reason`."""
    if reason in HINTS:
        return HINTS[reason]
    if "burnt-out" in reason:
        return "turn the camera's exposure down so the pips don't burn out, or move the lamp"
    if ("glare" in reason or "light spot" in reason or "much ink" in reason
            or "reflection" in reason):
        return "move the lamp or soften it"
    if "little ink" in reason:
        return "light the whole face evenly, with no shadow or glare over the symbol"
    if "size" in reason:
        return "keep the camera's height and zoom the same for every photo"
    if "outline" in reason:
        return "a plain floor that differs in colour from the die"
    if "flat" in reason:
        return "let the die lie flat"
    if "edge" in reason or "in view" in reason or "sit where" in reason:
        return "crop wider, with the die in the middle"
    return "more even light, or a sharper photo"


@dataclass(frozen=True)
class FaceProfile:
    """Labelled crops of one die and the reader built from them."""

    die: str
    photos: Mapping[str, tuple[tuple[str, Image], ...]]
    reader: FaceReader
    places: Mapping[str, Where] = field(default_factory=dict)
    """Where in the camera's frame each photo was cut (calibration frames only)."""
    outlines: Mapping[str, Image] = field(default_factory=dict)
    """The die's outline in each photo (255 on the die), drawn by the difference from the
    empty tray (calibration frames only; photos have none, and the die is found in them)."""

    @property
    def labels(self) -> tuple[str, ...]:
        return PIP_LABELS if self.die == "d6" else PLANAR_LABELS

    @property
    def outlined(self) -> bool:
        """Built inside outlines: live frames must be read inside the analyser's outline
        too, so that the profile and the readings measure the die alike."""
        return self.reader.outlined

    def read(self, image: Image, where: Where | None = None,
             outline: Image | None = None) -> FaceReading:
        return self.reader.read(image, where=where, outline=outline)

    # -- files -------------------------------------------------------------------------------

    def save(self, folder: Path) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        names: dict[str, list[str]] = {}
        places: dict[str, list[float]] = {}
        outlines: dict[str, str] = {}
        for label, photos in self.photos.items():
            (folder / "faces" / label).mkdir(parents=True, exist_ok=True)
            for i, (given, image) in enumerate(photos):
                name = f"faces/{label}/{i:03d}.png"
                if given in self.places:
                    places[name] = [round(v, 2) for v in self.places[given]]
                shrink = min(1.0, STORED_SIDE / max(image.shape[:2]))
                stored = image if shrink >= 1.0 else u8(cv2.resize(
                    image, None, fx=shrink, fy=shrink, interpolation=cv2.INTER_AREA))
                _write_picture(folder / name, stored)
                names.setdefault(label, []).append(name)
                if given in self.outlines:
                    outlines[name] = f"faces/{label}/{i:03d}_outline.png"
                    _write_picture(folder / outlines[name], u8(cv2.resize(
                        self.outlines[given], (stored.shape[1], stored.shape[0]),
                        interpolation=cv2.INTER_NEAREST)))
        data = {"format": "planechase-face-profile", "version": FACE_PROFILE_VERSION,
                "die": self.die, "die_side": round(self.reader.die_side, 2),
                "photos": names, "places": places, "outlines": outlines}
        atomic_write(folder / FACE_PROFILE_FILE, (json.dumps(data, indent=1) + "\n").encode())
        log.info("face profile saved in %s", folder)

    @classmethod
    def load(cls, folder: Path) -> FaceProfile:
        """The face profile in `folder`; ValueError naming the problem for anything else
        (every name and number is checked before a picture is read)."""
        path = folder / FACE_PROFILE_FILE
        try:
            with path.open("rb") as handle:
                raw = handle.read(MAX_FACE_PROFILE_BYTES + 1)
            data = loads_bounded(raw, max_bytes=MAX_FACE_PROFILE_BYTES, max_depth=4,
                                 what=FACE_PROFILE_FILE)
        except FileNotFoundError:
            raise ValueError(f"{folder} has no {FACE_PROFILE_FILE}: calibrate again") from None
        except (OSError, InputError) as exc:
            raise ValueError(f"{path} can't be read: {exc}") from None
        if not isinstance(data, dict) or data.get("format") != "planechase-face-profile":
            raise ValueError(f"{path} is not a face profile")
        if data.get("version") != FACE_PROFILE_VERSION:
            raise ValueError(f"{path} is version {shorten(data.get('version'))}: calibrate "
                             "again")
        die = data.get("die")
        if die not in ("planar", "d6"):
            raise ValueError(f"{path}: unknown die {shorten(die)}")
        try:
            side = bounded_float(data.get("die_side"), "die_side", 4.0, MAX_PHOTO_SIDE)
        except InputError as exc:
            raise ValueError(f"{path}: {exc}") from None
        listed = data.get("photos")
        labels = PIP_LABELS if die == "d6" else PLANAR_LABELS
        if not isinstance(listed, dict) or set(listed) - set(labels):
            raise ValueError(f"{path}: photos must map the {die} die's faces to pictures")
        places = _places(data.get("places", {}), path)
        outline_names = data.get("outlines", {})
        if not isinstance(outline_names, dict) or len(outline_names) > 6 * MAX_PHOTOS:
            raise ValueError(f"{path}: outlines must map pictures to their outline pictures")
        photos: dict[str, list[tuple[str, Image]]] = {}
        outlines: dict[str, Image] = {}
        for label, names in listed.items():
            if not isinstance(names, list) or len(names) > MAX_PHOTOS:
                raise ValueError(f"{path}: photos.{label} must list at most {MAX_PHOTOS}")
            for name in names:
                image = _read_inside(folder, name)
                photos.setdefault(label, []).append((str(name), image))
                if name in outline_names:
                    outline = _read_inside(folder, outline_names[name], grey=True)
                    if outline.shape[:2] != image.shape[:2]:
                        raise ValueError(f"{path}: the outline of {shorten(name)} doesn't "
                                         "match its picture")
                    outlines[str(name)] = outline
        try:
            profile = build_face_profile(die, photos, check=False, places=places,
                                         outlines=outlines)
        except CropCalibrationError as exc:
            raise ValueError(f"{path}: its photos no longer make a profile ({exc})") from None
        # Stored photos may be shrunk: the size photos are read at is the saved one.
        scale = side / profile.reader.die_side
        if not 0.2 <= scale <= 50:
            raise ValueError(f"{path}: die_side {side} doesn't match its photos")
        profile.reader.die_side = side
        return profile


def _places(value: Any, path: Path) -> dict[str, Where]:
    """The optional `places` of a face profile: {picture name: [x, y]}."""
    if not isinstance(value, dict) or len(value) > 6 * MAX_PHOTOS:
        raise ValueError(f"{path}: places must map pictures to where they were cut")
    places: dict[str, Where] = {}
    for name, where in value.items():
        if not isinstance(where, list) or len(where) != 2:
            raise ValueError(f"{path}: places.{shorten(name)} must be [x, y]")
        try:
            places[str(name)] = (bounded_float(where[0], "x", -1.0, 100_000.0),
                                 bounded_float(where[1], "y", -1.0, 100_000.0))
        except InputError as exc:
            raise ValueError(f"{path}: {exc}") from None
    return places


def _read_inside(folder: Path, name: Any, *, grey: bool = False) -> Image:
    if not isinstance(name, str) or not name or len(name) > 200:
        raise ValueError(f"a picture name must be short text, not {shorten(name)}")
    relative = Path(check_text(name, "a picture name"))
    if relative.is_absolute() or ".." in relative.parts:
        raise ValueError(f"the picture {shorten(name)} is outside the profile's folder")
    image = read_photo(folder / relative, grey=grey)
    if image is None:
        raise ValueError(f"{name} is missing or not a picture")
    return image


def _write_picture(path: Path, image: Image) -> None:
    ok, encoded = cv2.imencode(".png", image)
    if not ok:
        raise OSError(f"can't encode {path.name}")
    atomic_write(path, encoded.tobytes())


def read_photo(path: Path, *, grey: bool = False) -> Image | None:
    """A photo as BGR (or grey), or None if it can't be read or is absurdly large."""
    try:
        if not path.is_file() or path.stat().st_size > 64 * 1024 * 1024:
            return None
    except OSError:
        return None
    image = cv2.imread(str(path), cv2.IMREAD_GRAYSCALE if grey else cv2.IMREAD_COLOR)
    if image is None or max(image.shape[:2]) > MAX_PHOTO_SIDE or min(image.shape[:2]) < 16:
        return None
    return u8(image)


def load_crop_folder(folder: Path, die: str | None = None
                     ) -> tuple[str, dict[str, list[tuple[str, Image]]], list[str]]:
    """The `--from-crops` layout: one sub-folder per face. Returns the die (inferred from
    the folders' names unless given), the photos and the unreadable files."""
    if not folder.is_dir():
        raise CropCalibrationError([f"{folder} is not a folder"])
    present = {p.name.lower() for p in folder.iterdir() if p.is_dir()}
    if die is None:
        die = "d6" if present & set(PIP_LABELS) else "planar"
    labels = PIP_LABELS if die == "d6" else PLANAR_LABELS
    missing = [lab for lab in labels if lab not in present]
    if missing:
        raise CropCalibrationError([f"{folder} has no folder for: {', '.join(missing)} "
                                    f"(a {die} die needs {', '.join(labels)})"])
    photos: dict[str, list[tuple[str, Image]]] = {}
    unreadable: list[str] = []
    for sub in sorted(p for p in folder.iterdir() if p.is_dir()):
        label = sub.name.lower()
        if label not in labels:
            continue
        for path in sorted(sub.iterdir())[:MAX_PHOTOS]:
            if path.suffix.lower() not in IMAGE_SUFFIXES:
                continue
            name = f"{sub.name}/{path.name}"
            image = read_photo(path)
            if image is None:
                unreadable.append(f"{name}: not a picture this app can read")
            else:
                photos.setdefault(label, []).append((name, image))
    return die, photos, unreadable


@dataclass(frozen=True, slots=True)
class CropCheck:
    """How the profile read its own photos, each with itself left out."""

    readings: tuple[tuple[str, str, FaceReading], ...]
    skipped: tuple[str, ...]
    """Photos that couldn't be used, each with what to change."""

    @property
    def wrong(self) -> list[str]:
        return [f"{name}: read confidently as {r.label} ({r.explain()}): retake it, or "
                "check it is in the right folder" for label, name, r in self.readings
                if r.ok and r.label != label]

    @property
    def unsure(self) -> list[str]:
        return [f"{name}: unsure ({'; '.join(r.reasons) or 'cues weak'}): "
                f"{hint(r.reasons[0]) if r.reasons else 'more even light'}"
                for label, name, r in self.readings if not r.ok]


def build_face_profile(die: str, photos: Mapping[str, Sequence[tuple[str, Image]]], *,
                       check: bool = True, places: Mapping[str, Where] | None = None,
                       outlines: Mapping[str, Image] | None = None) -> FaceProfile:
    """A face profile from labelled crops, refused (CropCalibrationError, every reason
    naming the face and photo and what to change) when it can't be trusted. `outlines`
    give the die's outline in every crop (live calibration frames), else it is found."""
    labels = PIP_LABELS if die == "d6" else PLANAR_LABELS
    few = [lab for lab in labels if len(photos.get(lab, ())) < MIN_USABLE]
    if few:
        raise CropCalibrationError([f"{lab}: only {len(photos.get(lab, ()))} photos; take at "
                                    f"least {MIN_USABLE} (10 is best)" for lab in few])
    try:
        reader, skipped = FaceReader.build(die, photos, places, outlines)
    except ValueError as exc:
        raise CropCalibrationError([f"{exc}: {hint(str(exc))}"]) from None
    reasons = []
    used = {s.name for s in reader.samples}
    for lab in labels:
        given = len(photos.get(lab, ()))
        have = sum(1 for name, _ in photos.get(lab, ()) if name in used)
        if have < max(MIN_USABLE, math.ceil(given / 2)):
            lost = [f"{u.name} ({u.reason}: {hint(u.reason)})" for u in skipped
                    if u.label == lab]
            reasons.append(f"{lab}: only {have} of {given} photos are usable: "
                           + "; ".join(lost))
    if reasons:
        raise CropCalibrationError(reasons)
    stored = {lab: tuple((name, image) for name, image in photos.get(lab, ()))
              for lab in labels}
    profile = FaceProfile(die, stored, reader, dict(places or {}), dict(outlines or {}))
    left_out = [f"{u.name}: {u.reason}: {hint(u.reason)}" for u in skipped]
    if check:
        result = self_check(profile, left_out)
        if result.wrong:
            raise CropCalibrationError(result.wrong)
        for line in result.unsure:
            log.warning("calibration: %s", line)
    # Told even unchecked (`calibrate --from-crops` checks on its own): the photos a player
    # took that the profile doesn't use, each with what to change.
    for line in left_out:
        log.warning("calibration: left out %s", line)
    return profile


def self_check(profile: FaceProfile, skipped: Sequence[str] = ()) -> CropCheck:
    readings = []
    for label, photos in profile.photos.items():
        for name, image in photos:
            readings.append((label, name, profile.reader.read(
                image, exclude=name, where=profile.places.get(name),
                outline=profile.outlines.get(name))))
    return CropCheck(tuple(readings), tuple(skipped))


def crop_box(shape: tuple[int, ...], centre: tuple[float, float], side: float,
             factor: float = 2.2) -> tuple[int, int, int, int]:
    """(x0, y0, x1, y1) of a square `factor` die sides wide around `centre`, clipped to a
    frame of `shape`."""
    half = max(8, round(factor * side / 2))
    cx, cy = round(centre[0]), round(centre[1])
    h, w = shape[:2]
    return max(0, cx - half), max(0, cy - half), min(w, cx + half), min(h, cy + half)


def crop_around(frame: Image, centre: tuple[float, float], side: float,
                factor: float = 2.2) -> Image:
    """A square crop of `frame`, `factor` die sides wide, centred on the die (clipped to
    the frame: a die near the frame's edge comes out touching the crop's edge)."""
    x0, y0, x1, y1 = crop_box(frame.shape, centre, side, factor)
    return u8(np.ascontiguousarray(frame[y0:y1, x0:x1]))
