"""Camera die reader benchmark on rendered rolls that were never used for tuning.

``python -m bench.camera [--rolls N] [--sessions S] [--hd-rolls M]`` renders S table set-ups
in four kinds of conditions, a quarter each (seeds from 10,000 up, while tests and tuning
use seeds below 1,000): clean light; varied light; varied light seen by a shaky camera
(drift 18 px in 20 frames, 3 px shake, auto-exposure steps up to 20 %); and hard conditions
(`Conditions.HARD`: the shaky camera plus a low hard lamp, pips near the edges, rounder
corners); and apart, planar and pip d6 set-ups seen by a cheap webcam (`Hazards.webcam`:
its noise, sharpening and MJPEG as noisy as the review's real photos) in clean and varied
light. Each set-up is calibrated from its own calibration pictures like a player would,
then N rolls in all are played through `RollWatcher`, with cocked dice and hands reaching
into the tray mixed in, and, for the shaky and hard set-ups, rolls with a second die or a
coin or token in the tray, which must be refused. It prints, for each kind and for clean
light apart from the hard kinds:

- the error rate among accepted (ok) results, and the unsure and cocked rates; the unsure
  readings by cause (the check that failed, the cue that disagreed, votes that never
  settled: `RollWatcher.doubt`), each with how often its best guess was right;
- missed rolls (no result), and of those how many the player was told about ("no die
  found", "can't read the die"), with such notices that came for anything else;
  duplicates (two results for one roll) and phantoms (a result for a hand visit or for
  nothing);
- crowded rolls refused (with the player told why) or read anyway, lone dice wrongly
  called crowded, and trays the player cleared after a refusal whose die was then read;
- the latency from the die coming to rest to the result, in frames and milliseconds;
- the vision time per frame at 640×480 and 1280×720 on one core (OpenCV's own threads off);
- how many set-ups needed more calibration pictures (3 a face, then 6, then 10), as a player
  told "take more pictures of those faces" would take them. Rolls of a set-up that never
  calibrates are not played (and the count says so).

Goals are printed beside the figures; nothing is asserted (tests don't time).
"""

from __future__ import annotations

import argparse
import platform
import statistics
import sys
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TextIO

import cv2

from bench import camera_photos
from bench.engine import cpu_model
from hardware.camera.arrays import Image
from hardware.camera.pipeline import ROLL_LOST, RollWatcher
from hardware.camera.profile import CalibrationError, build_profile
from hardware.camera.still_stack import PICTURE_FRAMES, still_picture
from hardware.camera.synthetic import Conditions, Hazards, RollTruth, SyntheticTray
from hardware.readings import DieReading, ReadingStatus

BENCH_SEED = 10_000
COCKED_RATE = 0.03
HAND_RATE = 0.08
CROWD_RATE = 0.1
CALIBRATION_PICTURES = (3, 6, 10)
SHAKY = Hazards(drift=18.0, shake=3.0, exposure=0.2)
WEBCAM = Hazards(webcam=True)


@dataclass(frozen=True)
class Kind:
    """One kind of table set-up the bench plays."""

    name: str
    conditions: Conditions
    hazards: Hazards | None
    crowd_rate: float


KINDS = (Kind("clean", Conditions.CLEAN, None, 0.0),
         Kind("varied", Conditions.VARIED, None, 0.0),
         Kind("shaky camera", Conditions.VARIED, SHAKY, CROWD_RATE),
         Kind("hard", Conditions.HARD, None, CROWD_RATE))


@dataclass
class Tally:
    rolls: int = 0
    accepted: int = 0
    wrong: int = 0
    unsure: int = 0
    cocked_right: int = 0
    cocked_wrong: int = 0
    cocked_truth: int = 0
    missed: int = 0
    missed_told: int = 0
    """Missed rolls the watcher said it lost ("no die found", "can't read the die")."""
    lost_told_wrongly: int = 0
    """Such notices in a roll that was read, a hand visit or a crowded tray."""
    duplicates: int = 0
    hand_visits: int = 0
    phantom: int = 0
    cleared: int = 0
    cleared_read: int = 0
    crowded_truth: int = 0
    crowded_refused: int = 0
    crowded_read: int = 0
    lone_called_crowded: int = 0
    calibration_failures: int = 0
    calibration_retakes: int = 0
    guess_only: int = 0
    """Set-ups whose profile has no face part even with 10 pictures a face: every roll
    goes to the table as unsure."""
    latency_frames: list[int] = field(default_factory=list)
    latency_ms: list[float] = field(default_factory=list)
    frame_ms: list[float] = field(default_factory=list)
    wrong_examples: list[str] = field(default_factory=list)
    unsure_causes: Counter[str] = field(default_factory=Counter)
    """Unsure readings by the watcher's cause (`RollWatcher.doubt`)."""
    unsure_right: Counter[str] = field(default_factory=Counter)
    """Of those, how many had the right best guess."""

    def add(self, other: Tally) -> None:
        for name, value in vars(other).items():
            mine = getattr(self, name)
            setattr(self, name, mine + value)


def percentile(values: Sequence[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q / 100 * (len(ordered) - 1)))]


Read = tuple[DieReading, float, str | None]
"""A reading, the vision time of its frame (ms) and why it is unsure (None: it isn't)."""


def score(truths: list[RollTruth], readings: list[Read], fps: float,
          tally: Tally, crowded_at: Sequence[int] = (), lost_at: Sequence[int] = ()) -> None:
    """Match readings, and the frames where the watcher said the tray was crowded or that
    it lost a roll, to the episode (roll or hand visit) whose frames they fall in."""
    starts = [t.start_frame for t in truths]

    def episode(frame: int) -> int:
        return max((i for i, s in enumerate(starts) if s <= frame), default=-1)

    per_episode: dict[int, list[Read]] = {}
    for read in readings:
        per_episode.setdefault(episode(read[0].frame), []).append(read)
    crowded = {episode(frame) for frame in crowded_at}
    lost = {episode(frame) for frame in lost_at}
    tally.phantom += len(per_episode.pop(-1, []))
    tally.lost_told_wrongly += sum(
        1 for i in lost if i < 0 or truths[i].kind != "roll" or truths[i].crowd is not None
        or i in per_episode)
    for i, truth in enumerate(truths):
        got = per_episode.get(i, [])
        if truth.kind == "hand":
            tally.hand_visits += 1
            if truth.crowd == "taken out":
                # The player took the other thing out of a refused tray: the die left is
                # read as the roll (once), like any roll.
                tally.cleared += 1
                tally.duplicates += max(0, len(got) - 1)
                if got:
                    tally.cleared_read += 1
                    judge(got[0][0], truth, tally, got[0][2])
                continue
            tally.phantom += len(got)
            continue
        if truth.crowd is not None:
            tally.crowded_truth += 1
            if got:
                tally.crowded_read += 1
            elif i in crowded:
                tally.crowded_refused += 1
            continue
        tally.rolls += 1
        tally.cocked_truth += truth.cocked
        tally.lone_called_crowded += i in crowded
        if not got:
            tally.missed += 1
            tally.missed_told += i in lost
            continue
        tally.duplicates += len(got) - 1
        reading, ms, why = got[0]
        tally.latency_frames.append(reading.frame - truth.rest_frame)
        tally.latency_ms.append((reading.frame - truth.rest_frame) * 1000.0 / fps + ms)
        judge(reading, truth, tally, why)


def _right(reading: DieReading, truth: RollTruth) -> bool:
    if reading.pips is not None:
        return reading.pips == truth.pips
    return not truth.cocked and reading.face == truth.face


def judge(reading: DieReading, truth: RollTruth, tally: Tally, why: str | None = None) -> None:
    """Count one reading against the die's truth; `why` it is unsure, if it is."""
    if reading.status is ReadingStatus.COCKED:
        if truth.cocked:
            tally.cocked_right += 1
        else:
            tally.cocked_wrong += 1
    elif reading.status is ReadingStatus.UNSURE:
        tally.unsure += 1
        cause = why or "not said"
        tally.unsure_causes[cause] += 1
        tally.unsure_right[cause] += _right(reading, truth)
    else:
        tally.accepted += 1
        if not _right(reading, truth):
            tally.wrong += 1
            if len(tally.wrong_examples) < 5:
                tally.wrong_examples.append(
                    f"frame {reading.frame}: read {reading.face} "
                    f"(pips {reading.pips}), truth {truth.face} (pips {truth.pips}, "
                    f"cocked {truth.cocked})")


def run_session(seed: int, rolls: int, conditions: Conditions, *, width: int, height: int,
                die: str = "planar", hazards: Hazards | None = None,
                crowd_rate: float = 0.0) -> Tally:
    tally = Tally()
    tray = SyntheticTray(seed, width=width, height=height, die=die, conditions=conditions,
                         hazards=hazards)
    profile = None
    # Like a player told "take more pictures of those faces": 3 per face, then 6, then 10.
    for attempt, per_face in enumerate(CALIBRATION_PICTURES):
        calibration = wizard_pictures(tray, per_face)
        empty = calibration.pop("empty")
        try:
            profile, check = build_profile(empty, calibration, die=die)
            if check.guess_only and attempt + 1 < len(CALIBRATION_PICTURES):
                # "The camera can only guess ... to fix it": the player takes more pictures.
                print(f"  seed {seed}: with {per_face} pictures a face the camera can only "
                      f"guess: {check.guess_only}", file=sys.stderr)
                tally.calibration_retakes += 1
                continue
            break
        except CalibrationError as exc:
            print(f"  seed {seed}: calibration with {per_face} pictures a face refused: {exc}",
                  file=sys.stderr)
            if attempt + 1 < len(CALIBRATION_PICTURES):
                tally.calibration_retakes += 1
    if profile is None:
        tally.calibration_failures += 1
        print(f"  seed {seed} refused: {setup_text(tray)}", file=sys.stderr)
        return tally
    if profile.faces is None:
        tally.guess_only += 1
    watcher = RollWatcher(profile)
    frames, truths = tray.session(rolls, cocked_rate=COCKED_RATE, hand_rate=HAND_RATE,
                                  crowd_rate=crowd_rate)
    readings: list[Read] = []
    crowded_at: list[int] = []
    lost_at: list[int] = []
    notice = None
    for frame in frames:
        started = time.perf_counter()
        reading = watcher.feed(frame)
        elapsed = (time.perf_counter() - started) * 1000.0
        tally.frame_ms.append(elapsed)
        if reading is not None:
            readings.append((reading, elapsed, watcher.doubt))
        if watcher.crowded_refusals > len(crowded_at):
            crowded_at.append(frame.index)
        if watcher.notice != notice:
            notice = watcher.notice
            if notice in ROLL_LOST:
                lost_at.append(frame.index)
    score(truths, readings, tray.fps, tally, crowded_at, lost_at)
    return tally


def wizard_pictures(tray: SyntheticTray, per_face: int) -> dict[str, list[Image]]:
    """Calibration pictures as the app's wizard takes them: five frames of the empty tray,
    and each face picture the average of `PICTURE_FRAMES` still frames (`still_picture`)."""
    pictures = {"empty": [tray.empty_frame() for _ in range(5)]}
    for key, face in tray.face_keys():
        pictures[key] = [still_picture(tray.still_frames(face, PICTURE_FRAMES))
                         for _ in range(per_face)]
    return pictures


def setup_text(tray: SyntheticTray) -> str:
    """What a refused set-up looks like: the die's and the floor's colours (BGR, 0-255 as
    the camera sees them), the light."""
    body, ink = tray.die_colours
    x, y, w, h = tray.tray_rect
    empty = tray.empty_frame()[y:y + h, x:x + w]
    floor = [round(v) for v in cv2.mean(empty)[:3]]
    return (f"{tray.die} die body {[round(255 * v) for v in body]} ink "
            f"{[round(255 * v) for v in ink]} on a {tray.floor_style} floor {floor} "
            f"(camera's view), {tray.conditions.value} light"
            f"{', hard lamp' if tray.hazards.hard_light else ''}")


def rate(part: int, whole: int) -> str:
    return f"{part}/{whole} = {100.0 * part / whole:.2f}%" if whole else "n/a"


def report(name: str, t: Tally, out: TextIO) -> None:
    print(f"\n[{name}]", file=out)
    print(f"  rolls                     : {t.rolls} (+ {t.hand_visits} hand visits, "
          f"{t.cocked_truth} cocked)", file=out)
    print(f"  wrong among accepted      : {rate(t.wrong, t.accepted)}  (goal 0)", file=out)
    print(f"  unsure                    : {rate(t.unsure, t.rolls)}  (goal <= 1% clean)",
          file=out)
    for cause, count in t.unsure_causes.most_common():
        print(f"    unsure because {cause}: {count} (best guess right "
              f"{t.unsure_right[cause]})", file=out)
    print(f"  cocked reported / right   : {t.cocked_right + t.cocked_wrong} / "
          f"{t.cocked_right} of {t.cocked_truth} cocked dice", file=out)
    print(f"  missed rolls              : {rate(t.missed, t.rolls)}  (goal <= 0.5%); "
          f"the player told of {t.missed_told}", file=out)
    print(f"  'lost the roll' told      : {t.lost_told_wrongly} times for a roll that was read, "
          "a hand or a crowded tray  (goal 0)", file=out)
    print(f"  duplicates, phantoms      : {t.duplicates} duplicates, {t.phantom} phantoms "
          "(a result for a hand visit or for nothing)  (goal 0)", file=out)
    if t.crowded_truth or t.lone_called_crowded:
        print(f"  crowded trays refused     : {rate(t.crowded_refused, t.crowded_truth)} "
              f"told; read anyway {t.crowded_read}  (goal: all refused, none read)",
              file=out)
        print(f"  lone die called crowded   : {rate(t.lone_called_crowded, t.rolls)}",
              file=out)
        print(f"  read once cleared         : {rate(t.cleared_read, t.cleared)} of the trays "
              "the player cleared after a refusal", file=out)
    print(f"  calibration retakes       : {t.calibration_retakes} set-ups needed more "
          f"pictures; {t.calibration_failures} refused even with "
          f"{CALIBRATION_PICTURES[-1]} a face; {t.guess_only} can only guess (no face "
          "part: every roll unsure)", file=out)
    print(f"  rest -> result, frames    : p50 {percentile(t.latency_frames, 50):.0f}, "
          f"p95 {percentile(t.latency_frames, 95):.0f}  (goal p95 <= 5)", file=out)
    print(f"  rest -> result, ms        : p50 {percentile(t.latency_ms, 50):.0f}, "
          f"p95 {percentile(t.latency_ms, 95):.0f}", file=out)
    print(f"  vision per frame, ms      : p50 {percentile(t.frame_ms, 50):.2f}, "
          f"p95 {percentile(t.frame_ms, 95):.2f}, mean {statistics.fmean(t.frame_ms):.2f}"
          "  (goal p50 <= 8 at 640×480)"
          if t.frame_ms else "  vision per frame: n/a", file=out)
    for example in t.wrong_examples:
        print(f"    wrong: {example}", file=out)


def main(argv: Sequence[str] | None = None, out: TextIO = sys.stdout) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.camera", description=__doc__)
    parser.add_argument("--rolls", type=int, default=800,
                        help="planar rolls at 640×480 in all, a quarter for each kind")
    parser.add_argument("--sessions", type=int, default=16,
                        help="table set-ups (at least one of each kind)")
    parser.add_argument("--hd-rolls", type=int, default=60, help="rolls at 1280×720")
    parser.add_argument("--d6-rolls", type=int, default=200, help="pip d6 rolls, 640×480")
    parser.add_argument("--webcam-rolls", type=int, default=160,
                        help="rolls seen by a cheap, noisy webcam (Hazards.webcam), planar "
                        "and pip d6 each, clean and varied light")
    parser.add_argument("--seed", type=int, default=BENCH_SEED)
    parser.add_argument("--photo-setups", type=int, default=3,
                        help="rendered still-photo set-ups per die (bench.camera_photos)")
    parser.add_argument("--photos-per-face", type=int, default=20)
    parser.add_argument("--real", type=Path, nargs="+", default=[],
                        help="real photo sessions in the calibrate --from-crops layout")
    args = parser.parse_args(argv)
    cv2.setNumThreads(1)  # one core, as the figures say
    print(f"machine: {platform.node()}; Python {platform.python_version()}; "
          f"CPU {cpu_model()}; OpenCV {cv2.__version__}; one core", file=out)
    per_kind = max(1, args.sessions // len(KINDS))
    per = max(1, args.rolls // (per_kind * len(KINDS)))
    totals = {kind.name: Tally() for kind in KINDS}
    started = time.perf_counter()
    for k, kind in enumerate(KINDS):
        for i in range(per_kind):
            totals[kind.name].add(run_session(
                args.seed + 100 * k + i, per, kind.conditions, width=640, height=480,
                hazards=kind.hazards, crowd_rate=kind.crowd_rate))
    for kind in KINDS:
        report(f"planar die, 640×480, {kind.name}, {per_kind} set-ups", totals[kind.name], out)
    hard = Tally()
    for kind in KINDS[2:]:
        hard.add(totals[kind.name])
    report("planar die, 640×480, all hard conditions (shaky camera + hard)", hard, out)
    if args.d6_rolls:
        d6 = Tally()
        for i, kind in enumerate(KINDS[:3]):
            d6.add(run_session(args.seed + 500 + i, max(1, args.d6_rolls // 3),
                               kind.conditions, width=640, height=480, die="d6",
                               hazards=kind.hazards, crowd_rate=kind.crowd_rate))
        report("pip d6, 640×480, clean + varied + shaky camera", d6, out)
    if args.webcam_rolls:
        for d, die in enumerate(("planar", "d6")):
            cheap = Tally()
            for i in range(4):
                cheap.add(run_session(args.seed + 600 + 100 * d + i, args.webcam_rolls // 4,
                                      Conditions.CLEAN if i % 2 == 0 else Conditions.VARIED,
                                      width=640, height=480, die=die, hazards=WEBCAM))
            report(f"{'planar die' if die == 'planar' else 'pip d6'}, 640×480, a cheap "
                   "webcam (clean + varied light), 4 set-ups", cheap, out)
    if args.hd_rolls:
        hd = Tally()
        for i in range(2):
            hd.add(run_session(args.seed + 900 + i, args.hd_rolls // 2,
                               Conditions.CLEAN if i == 0 else Conditions.VARIED,
                               width=1280, height=720))
        report("planar die, 1280×720, clean + varied", hd, out)
    if args.photo_setups:
        # Still photos through the same face reader as `classify`, rendered and real apart.
        print("", file=out)
        figures = [camera_photos.run_rendered(args.photo_setups, args.photos_per_face,
                                              seed=args.seed)]
        if args.real:
            figures.append(camera_photos.run_real(args.real))
        for f in figures:
            print("\n".join(f.lines()), file=out)
    print(f"\n(bench took {time.perf_counter() - started:.0f} s)", file=out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
