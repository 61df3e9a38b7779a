"""Command line for the camera die reader.

    python -m hardware.camera calibrate --source SRC --out PROFILE_DIR [--die planar|d6]
    python -m hardware.camera calibrate --from-folder DIR --out PROFILE_DIR
    python -m hardware.camera calibrate --from-crops DIR --out PROFILE_DIR [--die planar|d6]
    python -m hardware.camera classify --profile PROFILE_DIR [--die d6 --face-map MAP]
                                       [--json] IMAGE...
    python -m hardware.camera watch --source SRC --profile PROFILE_DIR [--die planar|d6]
                                    [--face-map 1=planeswalker,6=chaos] --json

`watch --json` prints one JSON line per roll, {"face", "status", "confidence", "frame", "t"},
and nothing while the die moves. `classify --json` prints one JSON line per image, in
order: {"image", "face", "status", "confidence", "pips"}. Diagnostics go to stderr.
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

import cv2
import numpy as np

from hardware.camera.crop_profile import (
    FACE_PROFILE_FILE,
    CropCalibrationError,
    FaceProfile,
    build_face_profile,
    load_crop_folder,
    read_photo,
    self_check,
)
from hardware.camera.profile import (
    PROFILE_FILE,
    CalibrationError,
    CalibrationProfile,
    ProfileError,
    build_profile,
    load_calibration_folder,
    profile_summary,
)
from hardware.camera.reader import CameraReader, CameraState, CameraStatus
from hardware.camera.sources import Frame, LatestFrameGrabber, SourceError, open_source
from hardware.camera.still_stack import PICTURE_FRAMES, still_picture
from hardware.face_map import DEFAULT_FACE_MAP_TEXT, FaceMap, FaceMapError
from hardware.readings import DieReading

log = logging.getLogger("hardware.camera")

EMPTY_FRAMES = 5


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m hardware.camera",
                                     description="Read a real planar die with a camera.")
    parser.add_argument("-v", "--verbose", action="store_true", help="log the pipeline")
    sub = parser.add_subparsers(dest="command", required=True)
    cal = sub.add_parser("calibrate", help="build a die profile")
    where = cal.add_mutually_exclusive_group(required=True)
    where.add_argument("--source", help="camera index, video, image folder or glob")
    where.add_argument("--from-folder", type=Path,
                       help="labelled frames: empty_*.png, planeswalker_*.png, chaos_*.png, "
                            "blank_*.png (d6: pips_1_*.png ... pips_6_*.png)")
    where.add_argument("--from-crops", type=Path,
                       help="photos cropped around the die, one folder per face: "
                            "planeswalker/ chaos/ blank/ (d6: 1/ ... 6/)")
    cal.add_argument("--out", type=Path, required=True, help="profile folder to write")
    cal.add_argument("--die", choices=("planar", "d6"), default=None)
    cal.add_argument("--samples", type=int, default=3, help="pictures per face (interactive)")
    watch = sub.add_parser("watch", help="print one line per roll")
    watch.add_argument("--source", required=True)
    watch.add_argument("--profile", type=Path, required=True)
    watch.add_argument("--die", choices=("planar", "d6"), default=None)
    watch.add_argument("--face-map", default=DEFAULT_FACE_MAP_TEXT,
                       help="pip values that are planeswalker and chaos (d6 mode)")
    watch.add_argument("--json", action="store_true", help="JSON lines on stdout")
    classify = sub.add_parser("classify", help="read the die in photos cropped around it")
    classify.add_argument("--profile", type=Path, required=True)
    classify.add_argument("--die", choices=("planar", "d6"), default=None)
    classify.add_argument("--face-map", default=DEFAULT_FACE_MAP_TEXT,
                          help="pip values that are planeswalker and chaos (d6)")
    classify.add_argument("--json", action="store_true", help="JSON lines on stdout")
    classify.add_argument("images", nargs="+", type=Path)
    return parser


def main(argv: Sequence[str] | None = None, *, stdin: TextIO | None = None,
         stdout: TextIO | None = None) -> int:
    args = _parser().parse_args(argv)
    out = stdout or sys.stdout
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.WARNING,
                        stream=sys.stderr, format="%(levelname)s %(name)s: %(message)s")
    try:
        if args.command == "watch":
            return _watch(args, out)
        if args.command == "classify":
            return _classify(args, out)
        if args.from_crops is not None:
            return _calibrate_crops(args, out)
        if args.from_folder is not None:
            return _calibrate_folder(args, out)
        return _calibrate_live(args, stdin or sys.stdin, out)
    except (CalibrationError, ProfileError, SourceError, FaceMapError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2


def _save(profile: CalibrationProfile, folder: Path, out: TextIO) -> int:
    profile.save(folder)
    print(json.dumps({"profile": str(folder), **profile_summary(profile)}), file=out)
    return 0


def _calibrate_folder(args: argparse.Namespace, out: TextIO) -> int:
    empty, faces, names, die = load_calibration_folder(args.from_folder)
    die = args.die or die
    profile, _ = build_profile(empty, faces, die=die, names=names)
    return _save(profile, args.out, out)


def _calibrate_crops(args: argparse.Namespace, out: TextIO) -> int:
    try:
        die, photos, unreadable = load_crop_folder(args.from_crops, args.die)
        for line in unreadable:
            print(f"warning: {line}", file=sys.stderr)
        profile = build_face_profile(die, photos, check=False)
        check = self_check(profile)
    except CropCalibrationError as exc:
        print("calibration refused:", file=sys.stderr)
        for reason in exc.reasons:
            print(f"  {reason}", file=sys.stderr)
        return 1
    if check.wrong:
        print("calibration refused: the profile reads some of its own photos wrongly "
              "(each left out in turn):", file=sys.stderr)
        for line in check.wrong:
            print(f"  {line}", file=sys.stderr)
        return 1
    for line in check.unsure:
        print(f"warning: {line}", file=sys.stderr)
    profile.save(args.out)
    counts = {label: len(p) for label, p in profile.photos.items()}
    print(json.dumps({"profile": str(args.out), "die": die, "photos": counts,
                      "read_surely": sum(1 for *_, r in check.readings if r.ok),
                      "unsure": len(check.unsure)}), file=out)
    return 0


def load_face_profile(folder: Path) -> FaceProfile:
    """The face part of a profile folder: a crop profile, or one rebuilt from an old
    tray profile's face pictures (ProfileError: calibrate again)."""
    if (folder / FACE_PROFILE_FILE).is_file():
        try:
            return FaceProfile.load(folder)
        except ValueError as exc:
            raise ProfileError(str(exc)) from None
    if (folder / PROFILE_FILE).is_file():
        profile = CalibrationProfile.load(folder)
        if profile.faces is not None:
            return profile.faces
        raise ProfileError(f"{folder} holds a profile from before photo reading (no face "
                           "photos): calibrate again")
    raise ProfileError(f"{folder} has no die profile: calibrate first")


def _classify(args: argparse.Namespace, out: TextIO) -> int:
    faces = load_face_profile(args.profile)
    if args.die is not None and args.die != faces.die:
        raise ProfileError(f"{args.profile} was calibrated for a {faces.die} die, "
                           f"not {args.die}")
    face_map = FaceMap.parse(args.face_map)
    for path in args.images:
        image = read_photo(path)
        if image is None:
            print(f"error: {path} can't be read as a picture", file=sys.stderr)
            reading = None
        else:
            reading = faces.read(image)
        if reading is None or reading.label is None:
            face = None
        elif faces.die == "d6":
            face = face_map.face(int(reading.label)).value
        else:
            face = reading.label
        status = "no_die" if reading is None else reading.status
        confidence = 0.0 if reading is None else round(reading.confidence, 3)
        pips = reading.pips if reading is not None else None
        if args.json:
            print(json.dumps({"image": str(path), "face": face, "status": status,
                              "confidence": confidence, "pips": pips}), file=out, flush=True)
        else:
            why = f"  ({'; '.join(reading.reasons)})" if reading and reading.reasons else ""
            pip_text = f" {pips} pips" if pips is not None else ""
            print(f"{path}: {status:6} {face or '-'}{pip_text} ({confidence:.2f}){why}",
                  file=out, flush=True)
    return 0


def _calibrate_live(args: argparse.Namespace, stdin: TextIO, out: TextIO) -> int:
    die = args.die or "planar"
    labels = ["planeswalker", "chaos", "blank"] if die == "planar" else [str(i) for i in
                                                                        range(1, 7)]
    source = open_source(args.source)
    grabber = LatestFrameGrabber(source).start()
    captures = args.out / "captures"
    captures.mkdir(parents=True, exist_ok=True)

    def ask(prompt: str) -> None:
        print(prompt, file=out, flush=True)
        if not stdin.readline():
            raise CalibrationError("calibration cancelled (end of input)")

    def take(count: int, settle: int = 3) -> list[np.ndarray]:
        frames: list[Frame] = []
        skipped = 0
        while len(frames) < count:
            frame = grabber.get(timeout=5.0)
            if frame is None:
                raise SourceError(f"{source.description} gave no picture")
            if skipped < settle and source.live:
                skipped += 1  # let exposure and the die settle after the key press
                continue
            frames.append(frame)
        return [f.image for f in frames]

    def keep(name: str, image: np.ndarray) -> None:
        cv2.imwrite(str(captures / name), image)

    try:
        ask("Empty the tray, keep hands and shadows out of it, then press Enter.")
        empty = take(EMPTY_FRAMES)
        for i, image in enumerate(empty):
            keep(f"empty_{i}.png", image)
        faces: dict[str, list[np.ndarray]] = {}
        for label in labels:
            shown = label.upper() if die == "planar" else f"{label} pip(s)"
            for n in range(args.samples):
                ask(f"Put the die in the tray showing {shown} ({n + 1} of {args.samples}; "
                    "move it somewhere else each time), hands out, then press Enter.")
                # from a camera, the average of a few still frames, as the app's wizard
                # takes it (less of a webcam's grain); from pictures, the next one
                image = still_picture(take(PICTURE_FRAMES if source.live else 1))
                faces.setdefault(label, []).append(image)
                prefix = label if die == "planar" else f"pips_{label}"
                keep(f"{prefix}_{n}.png", image)
    finally:
        grabber.stop()
    print(f"Pictures kept in {captures} (reuse them with --from-folder).", file=out)
    profile, check = build_profile(empty, faces, die=die)
    if check.guess_only:
        print("Saved, but with it the camera can only guess: the table confirms every roll. "
              f"To fix it: {check.guess_only}", file=out)
    else:
        print(f"The profile reads all {len(check.results)} of its samples correctly.", file=out)
    return _save(profile, args.out, out)


def _watch(args: argparse.Namespace, out: TextIO) -> int:
    if (args.profile / FACE_PROFILE_FILE).is_file() and not (args.profile
                                                              / PROFILE_FILE).is_file():
        raise ProfileError(f"{args.profile} was calibrated from cropped photos and knows no "
                           "tray: calibrate with --source or --from-folder to watch")
    profile = CalibrationProfile.load(args.profile)
    if args.die is not None and args.die != profile.die:
        raise ProfileError(f"{args.profile} was calibrated for a {profile.die} die, "
                           f"not {args.die}")
    face_map = FaceMap.parse(args.face_map)
    open_source(args.source).close()  # a wrong name fails now, not in endless retries
    lock = threading.Lock()
    done = threading.Event()

    def reading(r: DieReading) -> None:
        with lock:
            if args.json:
                print(json.dumps(r.as_json()), file=out, flush=True)
            else:
                face = r.face.value if r.face else "cocked: roll again"
                print(f"{r.t:8.2f}s frame {r.frame:6d}  {r.status.value:6}  {face}"
                      f"  ({r.confidence:.2f})", file=out, flush=True)

    def status(s: CameraStatus) -> None:
        print(f"camera: {s.state.value}: {s.message}", file=sys.stderr, flush=True)
        if s.state in (CameraState.ENDED, CameraState.STOPPED):
            done.set()

    reader = CameraReader(args.source, profile, face_map=face_map, on_reading=reading,
                          on_status=status).start()
    try:
        while not done.wait(0.2):
            pass
    except KeyboardInterrupt:
        pass
    finally:
        reader.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
