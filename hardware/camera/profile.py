"""Calibration profiles: one per die (and per camera set-up).

Built from pictures of the empty tray and of each face at rest. A profile is accepted only
if it reads its own samples correctly, each checked with its own templates left out, so a
sample can't pass by matching itself. Saved as `profile.json` plus the background and the
face patches as PNG images, in a folder of the user's config directory.
"""

from __future__ import annotations

import json
import logging
import math
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import cv2
import numpy as np
from numpy.typing import NDArray

from engine.persistence import atomic_write
from engine.safe_json import (
    InputError,
    bounded_float,
    bounded_int,
    check_text,
    loads_bounded,
    shorten,
)
from hardware.camera import die_tone
from hardware.camera.analysis import FrameAnalyser
from hardware.camera.classify import (
    PIP_LABELS,
    PLANAR_LABELS,
    FaceClassifier,
    Verdict,
)
from hardware.camera.crop_profile import (
    FACE_PROFILE_FILE,
    CropCalibrationError,
    FaceProfile,
    build_face_profile,
    self_check,
)
from hardware.camera.die_finder import BlobKind, find_blobs
from hardware.camera.face_features import (
    DARK_OFFSET,
    FloatArray,
    InkModel,
    ink_map,
    inner_face,
)
from hardware.camera.live_faces import cut
from hardware.camera.tray import BackgroundModel, DieTone, TrayRegion, detect_tray

log = logging.getLogger(__name__)

Image = NDArray[np.uint8]
PROFILE_VERSION = 1
PROFILE_FILE = "profile.json"
MIN_EMPTY = 1
MIN_SAMPLES = 2


class CalibrationError(ValueError):
    """Calibration pictures that can't make a trustworthy profile; says which and why."""


class ProfileError(ValueError):
    """A profile folder that can't be loaded; names the folder and the problem."""


@dataclass(frozen=True)
class CalibrationProfile:
    """Everything needed to read one die in one tray set-up."""

    die: str
    """"planar" or "d6"."""
    frame_size: tuple[int, int]
    tray: TrayRegion
    die_side: float
    ink: InkModel
    background: Image = field(repr=False)
    empty_frames: tuple[Image, ...] = field(repr=False)
    samples: Mapping[str, tuple[FloatArray, ...]] = field(repr=False)
    """Colour top-face patches per label."""
    created: str = ""
    floor: TrayRegion | None = None
    """The tray floor itself (`tray` runs past it: a cocked die leans over the rim)."""
    faces: FaceProfile | None = field(default=None, repr=False)
    """The face reader's part: crops around the die in the calibration frames (None: the
    old patch classifier reads)."""
    die_tone: DieTone | None = None
    """A die of the floor's colour, darker: how much it darkens the floor, unlike its
    shadow (None: its colour tells it apart)."""
    dark_tone: DieTone | None = None
    """A dark die that its colour told from the floor in every calibration picture, but
    darker than its shadow: its tone, tried where no die is made out by colour (in less
    light its colour is lost in the noise). None: not measured, or not darker."""

    @property
    def labels(self) -> tuple[str, ...]:
        return PIP_LABELS if self.die == "d6" else PLANAR_LABELS

    def ink_maps(self) -> dict[str, list[FloatArray]]:
        return {label: [ink_map(p, self.ink) for p in patches]
                for label, patches in self.samples.items()}

    def classifier(self) -> FaceClassifier:
        return FaceClassifier(self.ink_maps(), d6=self.die == "d6")

    def analyser(self) -> FrameAnalyser:
        return FrameAnalyser(self.tray, self.background, list(self.empty_frames), self.die_side,
                             self.ink.dark_ink, self.floor, self.die_tone, self.dark_tone)

    # -- files -----------------------------------------------------------------------------

    def save(self, folder: Path) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        images = folder / "images"
        images.mkdir(exist_ok=True)
        files: dict[str, list[str]] = {}
        _write_png(images / "background.png", self.background)
        empties = []
        for i, frame in enumerate(self.empty_frames):
            _write_png(images / f"empty_{i}.png", frame)
            empties.append(f"images/empty_{i}.png")
        for label, patches in self.samples.items():
            names = []
            for i, patch in enumerate(patches):
                name = f"images/face_{label}_{i}.png"
                _write_png(folder / name, np.clip(patch, 0, 255).astype(np.uint8))
                names.append(name)
            files[label] = names
        data = {
            "format": "planechase-die-profile",
            "version": PROFILE_VERSION,
            "die": self.die,
            "frame_size": list(self.frame_size),
            "tray": list(self.tray.as_tuple()),
            "floor": list((self.floor or self.tray).as_tuple()),
            "die_side": round(self.die_side, 2),
            "ink": {"direction": list(self.ink.direction), "contrast": self.ink.contrast},
            "background": "images/background.png",
            "empty": empties,
            "samples": files,
            "created": self.created,
        }
        if self.die_tone is not None:
            data["die_tone"] = [round(self.die_tone.low, 4), round(self.die_tone.high, 4)]
        if self.dark_tone is not None:
            data["dark_tone"] = [round(self.dark_tone.low, 4), round(self.dark_tone.high, 4)]
        if self.faces is not None:
            self.faces.save(folder)
        atomic_write(folder / PROFILE_FILE, (json.dumps(data, indent=1) + "\n").encode())
        log.info("profile saved in %s", folder)

    @classmethod
    def load(cls, folder: Path) -> CalibrationProfile:
        """The profile in ``folder``; ProfileError naming the file and the problem for
        anything else (a hand-edited or hostile profile.json included: every number is
        checked against a sane range before a picture is read)."""
        path = folder / PROFILE_FILE
        try:
            with path.open("rb") as handle:
                raw = handle.read(MAX_PROFILE_BYTES + 1)
            data = loads_bounded(raw, max_bytes=MAX_PROFILE_BYTES, max_depth=4,
                                 what=PROFILE_FILE)
        except FileNotFoundError:
            raise ProfileError(f"{folder} has no {PROFILE_FILE}: calibrate first") from None
        except (OSError, InputError) as exc:
            raise ProfileError(f"{path} can't be read: {exc}") from None
        if not isinstance(data, dict) or data.get("format") != "planechase-die-profile":
            raise ProfileError(f"{path} is not a die profile")
        if data.get("version") != PROFILE_VERSION:
            raise ProfileError(f"{path} is profile version {shorten(data.get('version'))}; "
                               f"this app reads version {PROFILE_VERSION}. Calibrate again.")
        try:
            fields = _checked_fields(data)
            width, height = fields.frame_size
            background = _read_png(_inside(folder, data["background"]), colour=True)
            empties = tuple(_read_png(_inside(folder, n), colour=True)
                            for n in _list(data["empty"], "empty"))
            samples = {
                label: tuple(_read_png(_inside(folder, n), colour=True).astype(np.float32)
                             for n in _list(names, f"samples.{label}"))
                for label, names in fields.samples.items()
            }
            profile = cls(
                die=fields.die,
                frame_size=(width, height),
                tray=fields.tray,
                die_side=fields.die_side,
                ink=fields.ink,
                background=background,
                empty_frames=empties,
                samples=samples,
                created=fields.created,
                floor=fields.floor,
                faces=_load_faces(folder, fields.die),
                die_tone=fields.die_tone,
                dark_tone=fields.dark_tone,
            )
            if background.shape[:2] != (height, width):
                raise ValueError("the background picture doesn't match the frame size")
            if profile.faces is None:
                profile.classifier()  # the patch classifier reads a profile without faces
        except (KeyError, TypeError, ValueError, OverflowError) as exc:
            raise ProfileError(f"{path} is damaged: {str(exc)[:120]}") from None
        return profile


def _load_faces(folder: Path, die: str) -> FaceProfile | None:
    """The face part saved with the profile; None for a profile from before it (its
    top-face patches hold no floor around the die, so they can't make crops: the patch
    classifier reads those)."""
    if not (folder / FACE_PROFILE_FILE).is_file():
        return None
    faces = FaceProfile.load(folder)
    if faces.die != die:
        raise ValueError(f"{FACE_PROFILE_FILE} is for a {faces.die} die, not {die}")
    return faces


MAX_PROFILE_BYTES = 256 * 1024
"""A profile.json is about 2 KB: names of its pictures and a dozen numbers."""
MAX_FRAME_SIDE = 10_000
MIN_FRAME_SIDE = 64
MIN_DIE_SIDE = 4.0
"""Pixels: a die smaller than this can't show its symbol to any camera."""
MAX_PICTURES = 200
"""Pictures of one kind (empty tray, or one face) a profile may name."""


@dataclass(frozen=True, slots=True)
class _Fields:
    """The numbers and names of a profile.json, each checked."""

    die: str
    frame_size: tuple[int, int]
    tray: TrayRegion
    floor: TrayRegion
    die_side: float
    ink: InkModel
    samples: dict[str, Any]
    created: str
    die_tone: DieTone | None
    dark_tone: DieTone | None


def _checked_fields(data: dict[str, Any]) -> _Fields:
    """Every field of a profile.json against its sane range: a NaN, zero or absurd die
    side, a tray off the frame or a non-unit ink direction is refused (ValueError)."""
    die = data.get("die")
    if die not in ("planar", "d6"):
        raise ValueError(f"unknown die {shorten(die)}")
    frame = _list(data.get("frame_size"), "frame_size")
    if len(frame) != 2:
        raise ValueError("frame_size must be [width, height]")
    width, height = (bounded_int(v, "a frame side", MIN_FRAME_SIDE, MAX_FRAME_SIDE)
                     for v in frame)
    tray = _region(data.get("tray"), "tray", width, height)
    floor = _region(data.get("floor") or data.get("tray"), "floor", width, height)
    die_side = bounded_float(data.get("die_side"), "die_side", MIN_DIE_SIDE,
                             min(tray.w, tray.h) / 2)
    ink = data.get("ink")
    if not isinstance(ink, dict):
        raise ValueError("ink must be an object")
    direction = _list(ink.get("direction"), "ink.direction")
    if len(direction) != 3:
        raise ValueError("ink.direction must hold 3 numbers")
    b, g, r = (bounded_float(v, "ink.direction", -1.0, 1.0) for v in direction)
    contrast = bounded_float(ink.get("contrast"), "ink.contrast", 0.1, 20.0)
    samples = data.get("samples")
    if not isinstance(samples, dict) or len(samples) > 6:
        raise ValueError("samples must map at most 6 faces to pictures")
    for label in samples:
        check_text(label, "a sample label")
    created = data.get("created", "")
    if not isinstance(created, str) or len(created) > 100:
        raise ValueError("created must be a short text")
    if not isinstance(data.get("background"), str):
        raise ValueError("background must name a picture")
    return _Fields(die, (width, height), tray, floor, die_side,
                   InkModel((b, g, r), contrast), samples, created,
                   _tone(data, "die_tone"), _tone(data, "dark_tone"))


def _tone(data: dict[str, Any], key: str) -> DieTone | None:
    if data.get(key) is None:
        return None
    bounds = _list(data[key], key)
    if len(bounds) != 2:
        raise ValueError(f"{key} must be [low, high]")
    return DieTone(*(bounded_float(v, key, 0.0, 1.0) for v in bounds))


def _region(value: Any, what: str, width: int, height: int) -> TrayRegion:
    parts = _list(value, what)
    if len(parts) != 4:
        raise ValueError(f"{what} must be [x, y, width, height]")
    x, y, w, h = (bounded_int(v, what, 0, MAX_FRAME_SIDE) for v in parts)
    if x + w > width or y + h > height:
        raise ValueError(f"{what} {[x, y, w, h]} runs off the {width}x{height} frame")
    return TrayRegion(x, y, w, h)


def _list(value: Any, what: str) -> list[Any]:
    if not isinstance(value, list) or len(value) > MAX_PICTURES:
        raise ValueError(f"{what} must be a list of at most {MAX_PICTURES} entries")
    return value


def _inside(folder: Path, name: Any) -> Path:
    """A picture named in the profile: a plain relative path inside its folder."""
    if not isinstance(name, str) or not name or len(name) > 200:
        raise ValueError(f"a picture name must be short text, not {shorten(name)}")
    relative = Path(check_text(name, "a picture name"))
    if relative.is_absolute() or ".." in relative.parts or "\0" in name:
        raise ValueError(f"the picture {shorten(name)} is outside the profile's folder")
    return folder / relative



def _write_png(path: Path, image: NDArray[np.uint8]) -> None:
    ok, encoded = cv2.imencode(".png", image)
    if not ok:
        raise OSError(f"can't encode {path.name}")
    atomic_write(path, encoded.tobytes())


def _read_png(path: Path, *, colour: bool) -> Image:
    image = cv2.imread(str(path), cv2.IMREAD_COLOR if colour else cv2.IMREAD_GRAYSCALE)
    if image is None:
        raise ValueError(f"{path.name} is missing or not a picture")
    return np.asarray(image, dtype=np.uint8)


# -- building ----------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class SelfCheck:
    """How a profile read its own samples (each with itself left out)."""

    results: tuple[tuple[str, int, Verdict], ...]
    guess_only: str = ""
    """Why the profile has no face part (the face reader couldn't be calibrated from these
    pictures): its readings are guesses the table confirms. Empty for a full profile."""

    @property
    def failures(self) -> list[str]:
        """Samples read as another face: the profile can't be trusted."""
        return [f"{label} sample {i + 1} was read as {v.label or 'nothing'} "
                f"({v.confidence:.2f}: {v.explain()})"
                for label, i, v in self.results if v.label != label]

    @property
    def doubtful(self) -> list[str]:
        """Samples read as the right face, but not surely: expect more confirmations."""
        return [f"{label} sample {i + 1}" for label, i, v in self.results
                if v.label == label and not v.ok]


GLARE = "glare"
"""A picture's die may lie hidden in a burnt-out glare spot of the empty tray."""
UNSEEN = "unseen"
"""Nothing in a picture stands out from the empty tray like a die."""
BROKEN = "broken"
"""What stands out is one die-sized thing, but not a whole square: part of the die was taken
for the floor or for its shadow."""


def _find_single_die(analyser_region: TrayRegion, model: BackgroundModel, frame: Image,
                     side_guess: float | None, name: str) -> float | str:
    """The die's side (full-frame pixels) in a calibration picture, or why it can't be
    seen there: GLARE when nothing differs from the empty tray like a die while the empty
    tray has a burnt-out glare spot big enough to hide one (a white die lying there can't
    be seen), UNSEEN when nothing does and no glare explains it (a die like the floor).
    BROKEN when the one thing that stands out is die-sized but not a whole square (parts
    of a die like the floor or as dark as its shadow, traced on tuning seeds 55 and 71).
    Each costs the picture, not the calibration; anything else is a clear error."""
    work = analyser_region.work(frame)
    mask = model.foreground(work)
    short = min(work.shape[:2])
    smallest = (0.02 * short if side_guess is None
                else 0.7 * side_guess * analyser_region.scale)
    hidden = GLARE if np.count_nonzero(model.clipped) >= smallest * smallest else UNSEEN
    if side_guess is None:
        # Size unknown yet: anything square between 2% and 25% of the tray's shorter side.
        contours, _ = cv2.findContours(mask, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
        squares = []
        pieces: list[NDArray[np.int32]] = []
        for c in contours:
            (_, _), (w, h), _ = cv2.minAreaRect(c)
            if 0.02 * short <= min(w, h) and max(w, h) <= 0.25 * short \
                    and max(w, h) <= 1.3 * min(w, h):
                squares.append(min(w, h))
                pieces.append(np.asarray(c, np.int32))
        if not squares:
            return hidden
        if len(squares) > 1 and _one_die_in_pieces(pieces, short):
            return BROKEN
        if len(squares) != 1:
            raise CalibrationError(
                f"{name}: expected one die lying flat in the tray, found {len(squares)} "
                "square things. Is the empty-tray picture really empty, and the tray still? "
                "If only the die lay there, parts of it look like the floor: put a cloth "
                "that contrasts with the die on the tray's floor.")
        return float(squares[0]) / analyser_region.scale
    blobs = find_blobs(mask, side_guess * analyser_region.scale)
    if not blobs:
        return hidden
    dice = [b for b in blobs if b.kind is BlobKind.DIE]
    if len(blobs) == 1 and blobs[0].kind is BlobKind.OTHER and not blobs[0].cut:
        return BROKEN
    if len(blobs) != 1 or len(dice) != 1:
        kinds = ", ".join(b.kind.value for b in blobs) or "nothing"
        raise CalibrationError(f"{name}: expected one die lying flat in the tray; saw {kinds}")
    return dice[0].side / analyser_region.scale


def _one_die_in_pieces(pieces: Sequence[NDArray[np.int32]], short: int) -> bool:
    """Small square things close together, all within a die's room: one die whose body
    looks like the floor, with only its pips (or the lit parts of it) standing out, not two
    dice. Traced on d6 tuning seeds 501, 522 and 529 (a dark blue die on dark blue felt, a
    black one on a black mat): their calibration was refused with "found 2 square things.
    Is the empty-tray picture really empty?", which sent the player looking for the wrong
    thing."""
    (_, _), (w, h), _ = cv2.minAreaRect(np.concatenate(pieces))
    room = max(w, h)
    sizes = sorted((max(cv2.minAreaRect(c)[1]) for c in pieces), reverse=True)
    # Two dice are two things of a size, each at least 6 % of the tray's shorter side
    # (dice 40 px and up in 640×480); a die in pieces is a part of it and pips, or pips
    # only (3-4 %).
    pips_only = sizes[0] <= 0.45 * room and sizes[0] < 0.06 * short
    return room <= 0.25 * short and (sizes[1] <= 0.5 * sizes[0] or pips_only)


@dataclass
class _Seen:
    """The pictures in which the die was seen, per face, with their names and sides; and
    those in which it wasn't, with why (GLARE or UNSEEN)."""

    frames: dict[str, list[Image]] = field(default_factory=dict)
    names: dict[str, list[str]] = field(default_factory=dict)
    sides: list[float] = field(default_factory=list)
    missing: dict[str, str] = field(default_factory=dict)
    too_few: list[str] = field(default_factory=list)


def _look_for_dice(faces: Mapping[str, Sequence[Image]], names: Mapping[str, Sequence[str]],
                   find: Callable[[Image, str], float | str],
                   given: Mapping[str, int] | None = None,
                   missing: Mapping[str, str] | None = None) -> _Seen:
    """Each picture looked at with `find(frame, name)` (its die's side, or why it can't be
    seen); faces that keep fewer than half the pictures `given` of them (or 2) are
    `too_few`. A second look passes the first's count and `missing` pictures on."""
    seen = _Seen(missing=dict(missing or {}))
    for label, frames in faces.items():
        for frame, name in zip(frames, names[label], strict=True):
            side = find(frame, name)
            if isinstance(side, str):
                seen.missing[name] = side
                continue
            seen.frames.setdefault(label, []).append(frame)
            seen.names.setdefault(label, []).append(name)
            seen.sides.append(side)
        have = len(seen.frames.get(label, ()))
        total = given[label] if given is not None else len(frames)
        if have < max(MIN_SAMPLES, math.ceil(total / 2)):
            seen.too_few.append(f"{label} ({have} of {total})")
    return seen


def _enough(seen: _Seen, tone_problem: str = "", warn: bool = True) -> _Seen:
    """`seen`, or CalibrationError naming the faces left with too few pictures, the
    pictures, and what to change. A die hidden in a burnt-out glare spot, one the floor's
    colour, or one whose outline breaks up costs that picture, not the whole calibration:
    the player is told which (a warning, unless `warn` is off for a first look)."""
    glare = [n for n, why in seen.missing.items() if why == GLARE]
    unseen = [n for n, why in seen.missing.items() if why == UNSEEN]
    broken = [n for n, why in seen.missing.items() if why == BROKEN]
    if seen.too_few:
        causes = []
        if unseen:
            why = f" ({tone_problem})" if tone_problem else ""
            causes.append(
                f"nothing stands out from the empty tray in {', '.join(unseen)}{why}: a die "
                "like the floor in colour and brightness, or as dark as its own shadow, can't "
                "be told from it. Put a cloth that contrasts with the die on the tray's floor "
                "(light under a dark die, dark under a light one), and retake them.")
        if broken:
            why = f" ({tone_problem})" if tone_problem and not unseen else ""
            causes.append(
                f"the die's outline is broken in {', '.join(broken)}{why}: parts of it look "
                "like the floor or like its own shadow. Put a cloth that contrasts with the "
                "die on the tray's floor, or soften the light, and retake them.")
        if glare:
            causes.append(
                f"the die can't be seen in {', '.join(glare)}: it lies in a spot the camera "
                "sees burnt out (glare). Move or soften the lamp, or put the die elsewhere, "
                "and retake them.")
        raise CalibrationError(
            f"the die can't be seen in too many pictures of {', '.join(seen.too_few)}: "
            + " ".join([causes[0], *(c[0].upper() + c[1:] for c in causes[1:])]))
    if seen.missing and warn:
        said = {GLARE: "in a spot the camera sees burnt out", UNSEEN: "like the floor",
                BROKEN: "parts of it like the floor or its shadow"}
        log.warning("calibration: the die can't be seen whole in %s; those pictures are left "
                    "out", ", ".join(f"{name} ({said.get(cause, cause)})"
                                     for name, cause in seen.missing.items()))
    return seen


def _ink_model(patches: Sequence[FloatArray]) -> InkModel:
    """The ink's colour against the body's, measured on the symbol (or pip) samples: the
    pixels farthest in colour from the body are the ink."""
    steps, scales = [], []
    for patch in patches:
        inner = inner_face(patch).reshape(-1, 3)
        body = np.median(inner, axis=0)
        distance = np.linalg.norm(inner - body, axis=1)
        ink = np.median(inner[distance >= np.percentile(distance, 92)], axis=0)
        steps.append(ink - body)
        scales.append(float(body.mean()) + DARK_OFFSET)
    mean_step = np.mean(steps, axis=0)
    norm = float(np.linalg.norm(mean_step))
    if norm < 1e-3:
        raise CalibrationError("the symbols can't be told from the die's body: more light, "
                               "or a camera closer to the tray")
    direction = mean_step / norm
    contrast = float(np.median([float(step @ direction) / scale
                                for step, scale in zip(steps, scales, strict=True)]))
    if contrast < 0.12:
        raise CalibrationError("the symbols barely differ from the die's body: more light, "
                               "or a camera closer to the tray")
    d = (float(direction[0]), float(direction[1]), float(direction[2]))
    return InkModel(d, contrast)


def build_profile(empty: Sequence[Image], faces: Mapping[str, Sequence[Image]], *,
                  die: str = "planar", tray: TrayRegion | None = None,
                  names: Mapping[str, Sequence[str]] | None = None,
                  clock: datetime | None = None) -> tuple[CalibrationProfile, SelfCheck]:
    """A checked profile from full frames, or CalibrationError saying what to redo.

    `faces` maps labels ("planeswalker", "chaos", "blank", or "1".."6" for a d6) to frames
    of the die at rest showing that face; `names` (same shape) name them in errors.
    """
    labels = PIP_LABELS if die == "d6" else PLANAR_LABELS
    if die not in ("planar", "d6"):
        raise CalibrationError(f"die must be planar or d6, not {die!r}")
    if len(empty) < MIN_EMPTY:
        raise CalibrationError("calibration needs at least one picture of the empty tray")
    unknown = sorted(set(faces) - set(labels))
    if unknown:
        raise CalibrationError(f"unknown face label(s) for a {die} die: {', '.join(unknown)}")
    short = [lab for lab in labels if len(faces.get(lab, ())) < MIN_SAMPLES]
    if short:
        raise CalibrationError(f"calibration needs at least {MIN_SAMPLES} pictures of each "
                               f"face; missing or too few: {', '.join(short)}")
    size = {(f.shape[1], f.shape[0]) for f in [*empty, *(x for v in faces.values() for x in v)]}
    if len(size) != 1:
        raise CalibrationError(f"calibration pictures differ in size: {sorted(size)}")
    width, height = size.pop()
    background = np.median(np.stack(list(empty)), axis=0).astype(np.uint8)
    floor = tray or detect_tray(background)
    # Until the die's size is known, watch a rough margin past the floor's edge.
    region = floor if tray else floor.expanded(0.05 * min(width, height), width, height)
    model = BackgroundModel(region, list(empty))

    given = {label: [names[label][i] if names is not None and label in names
                     and i < len(names[label]) else f"{label} picture {i + 1}"
                     for i in range(len(faces[label]))] for label in labels}
    wanted = {label: faces[label] for label in labels}

    def first_look(model: BackgroundModel) -> _Seen:
        return _look_for_dice(
            wanted, given, lambda frame, name: _find_single_die(region, model, frame, None,
                                                                name))

    seen = first_look(model)
    tone: DieTone | None = None
    tone_problem = ""
    if UNSEEN in seen.missing.values():
        # Nothing stood out in some pictures, and no glare explains it: a die of the floor's
        # colour, darker, looks like its own shadow. Tell it from the shadow by its tone.
        measured = die_tone.measure(model, [f for v in wanted.values() for f in v])
        if isinstance(measured, DieTone):
            tone = measured
            model = BackgroundModel(region, list(empty), tone)
            seen = first_look(model)
        else:
            tone_problem = measured
    dark: DieTone | None = None
    if tone is None:
        # Seen by its colour in every picture, a dark die may still lose it where it lands
        # in less light: there its colour differs from its shadow's by a few grey levels,
        # within the noise (webcam tuning seed 608, a black die on dark green felt: cut
        # in pieces away from the lamp, no die made out on 4 of 40 rolls). Darker than
        # its shadow, its tone tells it there.
        measured = die_tone.measure(model, [f for v in wanted.values() for f in v])
        if isinstance(measured, DieTone):
            dark = measured
    seen = _enough(seen, tone_problem, warn=False)  # the second look warns for both

    def name_of(label: str, i: int) -> str:
        return seen.names[label][i]

    side = float(np.median(seen.sides))
    if tray is None:
        # Watch a little beyond the floor: a cocked die leans over the rim.
        region = floor.expanded(0.8 * side, width, height)
        model = BackgroundModel(region, list(empty), tone)
    seen = _enough(_look_for_dice(
        seen.frames, seen.names,
        lambda frame, name: _find_single_die(region, model, frame, side, name),
        {label: len(wanted[label]) for label in labels}, seen.missing), tone_problem)
    faces = seen.frames

    analyser = FrameAnalyser(region, background, list(empty), side, die_tone=tone,
                             dark_tone=dark)
    patches: dict[str, tuple[FloatArray, ...]] = {}
    skipped: list[str] = []
    for label in labels:
        found = []
        for i, frame in enumerate(faces[label]):
            look = analyser.look(frame)
            if look.die is None or look.die.patch is None:
                skipped.append(name_of(label, i))  # seen leaning or cut off: not a sample
                continue
            found.append(look.die.patch)
        if len(found) < MIN_SAMPLES:
            raise CalibrationError(
                f"the die's top face couldn't be cut out of enough {label} pictures "
                f"({', '.join(skipped)}): is the die lying flat, away from the tray's wall?")
        patches[label] = tuple(found)
    if skipped:
        log.warning("calibration: skipped %s (the die didn't look flat)", ", ".join(skipped))
    made = _faces_from_frames(analyser, faces, die, name_of)
    faces_part = made if isinstance(made, FaceProfile) else None
    ink_labels = labels if die == "d6" else ("planeswalker", "chaos")
    ink = _ink_model([p for lab in ink_labels for p in patches[lab]])
    when = (clock or datetime.now(UTC)).isoformat(timespec="seconds")
    profile = CalibrationProfile(die, (width, height), region, side, ink, background,
                                 tuple(empty), patches, when, floor, faces_part, tone, dark)
    if faces_part is not None:
        # The face reader reads this profile, not the patch classifier: its leave-one-out
        # check (which refused any picture read confidently wrong) is the one that counts.
        check = _face_check(faces_part)
    else:
        try:
            classifier = profile.classifier()
        except ValueError as exc:
            # The face part's reason names the pictures to retake; the classifier's doesn't.
            raise CalibrationError(str(made) or str(exc)) from None
        maps = profile.ink_maps()
        check = SelfCheck(tuple(
            (label, i, classifier.classify(m, exclude=(label, i)))
            for label in labels for i, m in enumerate(maps[label])))
        check = SelfCheck(check.results, guess_only=str(made))
        if check.failures:
            raise CalibrationError("the profile doesn't read its own samples correctly: "
                                   + "; ".join(check.failures)
                                   + ". Take more pictures of those faces, or improve the "
                                   "light.")
    if check.doubtful:
        log.warning("calibration: %d of %d samples were read correctly but without "
                    "confidence (%s); the table will be asked to confirm more often",
                    len(check.doubtful), len(check.results), ", ".join(check.doubtful))
    log.info("profile built: %s die, side %.1f px, tray %s, %s ink, contrast %.2f", die,
             side, region.as_tuple(), "dark" if ink.dark_ink else "light", ink.contrast)
    return profile, check


def _face_check(faces: FaceProfile) -> SelfCheck:
    """The face part's own check as a SelfCheck: each picture read with itself left out."""
    results = []
    seen: dict[str, int] = {}
    for label, _, reading in self_check(faces).readings:
        i = seen[label] = seen.get(label, -1) + 1
        cues = reading.cues
        results.append((label, i, Verdict(reading.label, reading.confidence, reading.ok, cues)))
    return SelfCheck(tuple(results))


def _faces_from_frames(analyser: FrameAnalyser, faces: Mapping[str, Sequence[Image]],
                       die: str, name_of: Any) -> FaceProfile | str:
    """The face part through the same crop path as live frames: a crop around the die found
    in each frame, read inside the analyser's outline of it; or, when the crops don't make
    one, why (the patch classifier then only guesses, for the table to confirm)."""
    photos: dict[str, list[tuple[str, Image]]] = {}
    places: dict[str, tuple[float, float]] = {}
    outlines: dict[str, Image] = {}
    for label, frames in faces.items():
        for i, frame in enumerate(frames):
            look = analyser.look(frame)
            if look.die is not None and look.die.outline is not None:
                name = str(name_of(label, i))
                crop, outline = cut(frame, look.die, analyser.floor)
                photos.setdefault(label, []).append((name, crop))
                places[name] = look.die.center
                if outline is not None:
                    outlines[name] = outline
    try:
        return build_face_profile(die, photos, places=places, outlines=outlines)
    except CropCalibrationError as exc:
        log.warning("calibration: the crops around the die don't make a face profile (%s); "
                    "the patch classifier guesses, the table confirms", exc)
        return str(exc)


FOLDER_PATTERN = re.compile(r"^(empty|planeswalker|chaos|blank|pips_[1-6])_.*\.(png|jpe?g)$",
                            re.IGNORECASE)


def load_calibration_folder(folder: Path) -> tuple[list[Image], dict[str, list[Image]],
                                                   dict[str, list[str]], str]:
    """Labelled full frames: `empty_*.png`, and `planeswalker_*`, `chaos_*`, `blank_*` (or
    `pips_1_*` ... `pips_6_*` for a d6). Returns the frames, their names and the die kind."""
    if not folder.is_dir():
        raise CalibrationError(f"{folder} is not a folder")
    empty: list[Image] = []
    faces: dict[str, list[Image]] = {}
    names: dict[str, list[str]] = {}
    for path in sorted(folder.iterdir()):
        match = FOLDER_PATTERN.match(path.name)
        if not match:
            continue
        image = cv2.imread(str(path), cv2.IMREAD_COLOR)
        if image is None:
            raise CalibrationError(f"{path} is not a picture OpenCV can read")
        label = match.group(1).lower().removeprefix("pips_")
        if label == "empty":
            empty.append(np.asarray(image, dtype=np.uint8))
        else:
            faces.setdefault(label, []).append(np.asarray(image, dtype=np.uint8))
            names.setdefault(label, []).append(path.name)
    die = "d6" if any(k.isdigit() for k in faces) else "planar"
    if not empty and not faces:
        raise CalibrationError(f"{folder} has no calibration pictures (empty_*.png, "
                               "planeswalker_*.png, chaos_*.png, blank_*.png)")
    return empty, faces, names, die


def profile_summary(profile: CalibrationProfile) -> dict[str, Any]:
    return {
        "die": profile.die,
        "tray": list(profile.tray.as_tuple()),
        "die_side": round(profile.die_side, 1),
        "ink": "dark on light" if profile.ink.dark_ink else "light on dark",
        "samples": {k: len(v) for k, v in profile.samples.items()},
    }
