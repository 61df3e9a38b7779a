"""Reading dice from still photos: is the reader ever confidently wrong?

    python -m bench.camera_photos [--setups 3] [--per-face 20] [--real DIR ...]

Rendered material: for each die (d6 and planar) and each set-up (seed from 10,000 up,
never used in tuning), one session per light (clean, one-sided, hard). Each session in turn
calibrates a profile from 10 photos a face, as a player would, which then reads held-out
photos of all three sessions (as the review read real photo sessions). `--real DIR` takes
folders in the `calibrate --from-crops` layout, one per photo session: each calibrates on
its first 10 photos a face and reads the rest of its photos and every other session's.

Prints: calibrations accepted; ok-right / ok-wrong / unsure / no_die per face and per
light; wrong among ok with its one-sided 95 % upper bound (Clopper–Pearson); a reliability
table (confidence bins against the observed error rate); the unsure readings by cause
(`doubts.doubt`) for each light they were read in, with how often the best guess was right;
the median ms per read.
"""

from __future__ import annotations

import argparse
import itertools
import math
import sys
import time
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from hardware.camera.arrays import Image
from hardware.camera.classify import Verdict
from hardware.camera.crop_profile import (
    CropCalibrationError,
    FaceProfile,
    build_face_profile,
    load_crop_folder,
)
from hardware.camera.doubts import doubt
from hardware.camera.face_reader import FaceReading
from hardware.camera.synthetic_photos import Light, PhotoSession

BENCH_SEED = 10_000
CALIBRATION_PHOTOS = 10
BINS = (0.0, 0.2, 0.4, 0.6, 0.8, 1.0001)


@dataclass
class Tally:
    ok_right: int = 0
    ok_wrong: int = 0
    unsure: int = 0
    no_die: int = 0

    @property
    def total(self) -> int:
        return self.ok_right + self.ok_wrong + self.unsure + self.no_die

    def text(self) -> str:
        n = max(self.total, 1)
        return (f"{self.total:5d} read: ok-right {self.ok_right / n:6.1%}  ok-wrong "
                f"{self.ok_wrong:3d}  unsure {self.unsure / n:6.1%}  no_die {self.no_die / n:5.1%}")


@dataclass
class PhotoBenchFigures:
    """What one bench run measured (rendered or real material)."""

    material: str
    calibrations: int = 0
    accepted: int = 0
    refusals: list[str] = field(default_factory=list)
    by_face: dict[str, Tally] = field(default_factory=dict)
    by_session: dict[str, Tally] = field(default_factory=dict)
    confidences: list[tuple[float, bool]] = field(default_factory=list)
    """(confidence, the best guess was wrong) for every reading with a guess."""
    read_ms: list[float] = field(default_factory=list)
    causes: dict[str, Counter[str]] = field(default_factory=dict)
    """Unsure readings by cause, for each light read in (the session's last word)."""
    causes_right: dict[str, Counter[str]] = field(default_factory=dict)
    """Of those, the ones whose best guess was right."""

    def add(self, session: str, face: str, status: str, label: str | None, confidence: float,
            ms: float, cause: str | None = None) -> None:
        if status == "unsure":
            light = session.split()[-1]
            why = cause or "not said"
            self.causes.setdefault(light, Counter())[why] += 1
            self.causes_right.setdefault(light, Counter())[why] += label == face
        for table, key in ((self.by_face, face), (self.by_session, session)):
            tally = table.setdefault(key, Tally())
            if status == "ok":
                if label == face:
                    tally.ok_right += 1
                else:
                    tally.ok_wrong += 1
            elif status == "no_die":
                tally.no_die += 1
            else:
                tally.unsure += 1
        if label is not None:
            self.confidences.append((confidence, label != face))
        self.read_ms.append(ms)

    @property
    def total(self) -> Tally:
        out = Tally()
        for t in self.by_face.values():
            out.ok_right += t.ok_right
            out.ok_wrong += t.ok_wrong
            out.unsure += t.unsure
            out.no_die += t.no_die
        return out

    @property
    def wrong_among_ok(self) -> tuple[int, int, float]:
        """Wrong readings among ok ones, the ok count and the 95 % upper bound."""
        t = self.total
        ok = t.ok_right + t.ok_wrong
        return t.ok_wrong, ok, upper_bound(t.ok_wrong, ok)

    def reliability(self) -> list[tuple[float, float, int, float]]:
        """(low, high, readings, observed error rate) per confidence bin."""
        rows = []
        for low, high in itertools.pairwise(BINS):
            inside = [wrong for c, wrong in self.confidences if low <= c < high]
            rate = sum(inside) / len(inside) if inside else float("nan")
            rows.append((low, min(high, 1.0), len(inside), rate))
        return rows

    def lines(self) -> list[str]:
        wrong, ok, bound = self.wrong_among_ok
        out = [f"== {self.material} photos ==",
               f"calibrations accepted: {self.accepted} of {self.calibrations}"]
        out += [f"  refused: {r}" for r in self.refusals[:10]]
        out.append("by face:")
        out += [f"  {face:>12}: {t.text()}" for face, t in sorted(self.by_face.items())]
        out.append("by session:")
        out += [f"  {name:>24}: {t.text()}" for name, t in sorted(self.by_session.items())]
        out.append(f"all: {self.total.text()}")
        out.append(f"wrong among ok: {wrong} of {ok} (95 % upper bound {bound:.3%})")
        out.append("reliability (confidence -> observed error of the best guess):")
        out += [f"  [{lo:.1f}, {hi:.1f}): {n:5d} readings, error {rate:.1%}"
                for lo, hi, n, rate in self.reliability()]
        for light, causes in sorted(self.causes.items()):
            out.append(f"unsure by cause, read in {light} (best guess right):")
            out += [f"  {n:5d} ({self.causes_right[light][why]:5d}) {why}"
                    for why, n in causes.most_common(8)]
        if self.read_ms:
            out.append(f"ms per read (median): {float(np.median(self.read_ms)):.2f}")
        return out


def upper_bound(failures: int, trials: int, level: float = 0.95) -> float:
    """One-sided Clopper–Pearson upper bound of a rate seen `failures` times in `trials`."""
    if trials <= 0:
        return 1.0
    if failures >= trials:
        return 1.0

    def cdf(p: float) -> float:
        total = 0.0
        for k in range(failures + 1):
            log_term = (math.lgamma(trials + 1) - math.lgamma(k + 1)
                        - math.lgamma(trials - k + 1))
            if p > 0:
                log_term += k * math.log(p)
            if p < 1:
                log_term += (trials - k) * math.log1p(-p)
            total += math.exp(log_term)
        return total

    low, high = 0.0, 1.0
    for _ in range(60):
        mid = (low + high) / 2
        if cdf(mid) > 1.0 - level:
            low = mid
        else:
            high = mid
    return high


def _calibrate(figures: PhotoBenchFigures, name: str, die: str,
               photos: dict[str, list[tuple[str, Image]]]) -> FaceProfile | None:
    figures.calibrations += 1
    try:
        profile = build_face_profile(die, photos)
    except CropCalibrationError as exc:
        figures.refusals.append(f"{name}: {exc}")
        return None
    figures.accepted += 1
    return profile


def _read(figures: PhotoBenchFigures, profile: FaceProfile, session: str,
          photos: Iterable[tuple[str, Image]]) -> None:
    for face, image in photos:
        start = time.perf_counter()
        reading = profile.read(image)
        ms = 1000.0 * (time.perf_counter() - start)
        figures.add(session, face, reading.status, reading.label, reading.confidence, ms,
                    _cause(reading))


def _cause(reading: FaceReading) -> str | None:
    if reading.status != "unsure":
        return None
    return doubt(Verdict(reading.label, reading.confidence, False, reading.cues,
                         reading.reasons))


def run_rendered(setups: int = 3, per_face: int = 20, dice: Sequence[str] = ("d6", "planar"),
                 seed: int = BENCH_SEED) -> PhotoBenchFigures:
    """Rendered photo sessions from bench seeds, read the way the review read real ones: a
    profile calibrated on 10 photos a face of one session (each light in turn) reads
    held-out photos of every session of the same die. Planar dice get twice the photos a
    face (they have half the faces), so both dice give as many readings."""
    if seed < BENCH_SEED:
        raise ValueError(f"bench seeds start at {BENCH_SEED}: lower ones are for tuning")
    figures = PhotoBenchFigures("rendered")
    for die in dice:
        count = per_face * (2 if die == "planar" else 1)
        for s in range(seed, seed + setups):
            sessions = {light: PhotoSession(s, die, light) for light in Light}
            held_out = {light: [(p.face, p.image) for p in session.photos(count, start=1000)]
                        for light, session in sessions.items()}
            for cal_light, cal in sessions.items():
                photos = {face: [(f"{face}/IMG_{i:04d}", cal.photo(face, i).image)
                                 for i in range(CALIBRATION_PHOTOS)] for face in cal.faces}
                profile = _calibrate(figures, f"{die} set-up {s} ({cal_light.value})", die,
                                     photos)
                if profile is None:
                    continue
                for light, items in held_out.items():
                    _read(figures, profile,
                          f"{die} {cal_light.value} -> {light.value}", items)
    return figures


def run_real(folders: Sequence[Path]) -> PhotoBenchFigures:
    """Real photo sessions in the --from-crops layout."""
    figures = PhotoBenchFigures("real")
    loaded = []
    for folder in folders:
        die, photos, unreadable = load_crop_folder(folder)
        for line in unreadable:
            print(f"warning: {folder}: {line}", file=sys.stderr)
        loaded.append((folder, die, photos))
    for folder, die, photos in loaded:
        calibration = {face: items[:CALIBRATION_PHOTOS] for face, items in photos.items()}
        profile = _calibrate(figures, str(folder), die, calibration)
        if profile is None:
            continue
        for other, other_die, other_photos in loaded:
            if other_die != die:
                continue
            start = CALIBRATION_PHOTOS if other == folder else 0
            _read(figures, profile, other.name,
                  ((face, image) for face, items in other_photos.items()
                   for _, image in items[start:]))
    return figures


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.camera_photos")
    parser.add_argument("--setups", type=int, default=3)
    parser.add_argument("--per-face", type=int, default=20,
                        help="photos a face read per session (planar: twice this)")
    parser.add_argument("--seed", type=int, default=BENCH_SEED)
    parser.add_argument("--real", type=Path, nargs="+", default=[])
    args = parser.parse_args(argv)
    start = time.perf_counter()
    figures = [run_rendered(args.setups, args.per_face, seed=args.seed)]
    if args.real:
        figures.append(run_real(args.real))
    for f in figures:
        print("\n".join(f.lines()))
    print(f"({time.perf_counter() - start:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
