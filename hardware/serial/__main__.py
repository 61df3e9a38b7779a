"""Command line for the serial dice tower.

    python -m hardware.serial simulate [--link PATH] [--every S] [--seed N] [--pips]
                                       [--simple] [--no-motor] [--noise P] [--bad-checksum P]
                                       [--unplug-every S] [--unplug-for S]
    python -m hardware.serial watch --port PATH|auto [--baud N]
                                    [--face-map 1=planeswalker,6=chaos] [--json]
                                    [--count N] [--seconds S]
    python -m hardware.serial ports [--baud N] [--seconds S] [--no-probe] [--json]

`simulate` prints the path of its pseudo-terminal (a stable link that survives its
simulated unplugs) on the first line of stdout, then reads commands on stdin: ``roll
[FACE]``, ``noise``, ``bad``, ``unplug``, ``replug``, ``reboot``, ``silent``, ``talk``,
``quit``. `watch --json` prints one JSON line per accepted result, ``{"face", "seq",
"raw"}``. Diagnostics go to stderr; when `watch` ends, one ``[stats]`` line counts the lines
read, the results and every kind of dropped line (those refused for lacking a checksum too).
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import random
import signal
import sys
import tempfile
import threading
from collections.abc import Sequence
from pathlib import Path
from types import FrameType
from typing import TextIO

from hardware.face_map import DEFAULT_FACE_MAP_TEXT, FaceMap, FaceMapError
from hardware.serial.ports import (
    PROBE_SECONDS,
    SIMULATOR_LINK_PREFIX,
    detect_towers,
    first_tower,
)
from hardware.serial.protocol import DEFAULT_BAUD, FACE_TOKENS
from hardware.serial.reader import LinkStats, TowerReader, TowerResult, TowerStatus
from hardware.serial.simulator import NOISE_LINES, PIP_TOKENS, TowerSimulator

log = logging.getLogger("hardware.serial")

SIM_HELP = ("commands: roll [PW|CHAOS|BLANK|1-6], noise, bad, unplug, replug, reboot, "
            "silent, talk, quit")


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m hardware.serial",
                                     description="Read a serial dice tower (protocol PD/1).")
    parser.add_argument("-v", "--verbose", action="count", default=0,
                        help="log more on stderr (-v: info, -vv: every line)")
    sub = parser.add_subparsers(dest="command", required=True)

    sim = sub.add_parser("simulate", help="a simulated tower on a pseudo-terminal")
    sim.add_argument("--link", type=Path, default=None,
                     help="the stable path to create (default: a link in the temp folder)")
    sim.add_argument("--name", default="sim-tower", help="the name in its HELLO")
    sim.add_argument("--seed", type=int, default=None, help="seed of its die (default: random)")
    sim.add_argument("--every", type=float, default=None, metavar="S",
                     help="roll every S seconds (default: only on ROLL or 'roll' on stdin)")
    sim.add_argument("--roll-delay", type=float, default=0.3, metavar="S",
                     help="seconds between ROLLING and RESULT (default 0.3)")
    sim.add_argument("--pips", action="store_true", help="report pip values 1-6 (a d6)")
    sim.add_argument("--simple", action="store_true",
                     help="a simple sketch: bare faces only, no HELLO, no answers")
    sim.add_argument("--no-motor", action="store_true", help="no motor: ROLL is refused")
    sim.add_argument("--no-checksum", action="store_true", help="send lines without *HH")
    sim.add_argument("--noise", type=float, default=0.0, metavar="P",
                     help="chance of a noise line before each line (0-1)")
    sim.add_argument("--bad-checksum", type=float, default=0.0, metavar="P",
                     help="chance that a result's checksum is wrong (0-1)")
    sim.add_argument("--unplug-every", type=float, default=None, metavar="S",
                     help="unplug every S seconds")
    sim.add_argument("--unplug-for", type=float, default=0.5, metavar="S",
                     help="how long an unplug lasts (default 0.5 s)")

    watch = sub.add_parser("watch", help="print one line per result")
    watch.add_argument("--port", required=True, help="the port's path, or 'auto' to detect")
    watch.add_argument("--baud", type=int, default=DEFAULT_BAUD)
    watch.add_argument("--face-map", default=DEFAULT_FACE_MAP_TEXT,
                       help=f"pip values to planar faces (default {DEFAULT_FACE_MAP_TEXT})")
    watch.add_argument("--json", action="store_true", help='{"face", "seq", "raw"} lines')
    watch.add_argument("--count", type=int, default=None, help="stop after N results")
    watch.add_argument("--seconds", type=float, default=None, help="stop after S seconds")

    ports = sub.add_parser("ports", help="list serial ports and the towers on them")
    ports.add_argument("--baud", type=int, default=DEFAULT_BAUD)
    ports.add_argument("--seconds", type=float, default=PROBE_SECONDS,
                       help=f"how long to listen for a HELLO (default {PROBE_SECONDS:g})")
    ports.add_argument("--no-probe", action="store_true", help="list only, open nothing")
    ports.add_argument("--json", action="store_true")
    return parser


def main(argv: Sequence[str] | None = None, out: TextIO | None = None,
         err: TextIO | None = None) -> int:
    args = _parser().parse_args(argv)
    out = out or sys.stdout
    err = err or sys.stderr
    level = {0: logging.WARNING, 1: logging.INFO}.get(args.verbose, logging.DEBUG)
    logging.basicConfig(level=level, stream=err, format="%(levelname)s %(name)s: %(message)s")
    if args.command == "simulate":
        return simulate(args, out, err)
    if args.command == "watch":
        return watch(args, out, err)
    return list_ports_command(args, out)


def _raise_interrupt(signum: int, frame: FrameType | None) -> None:
    raise KeyboardInterrupt


def simulate(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    for name in ("noise", "bad_checksum"):
        if not 0.0 <= getattr(args, name) <= 1.0:
            print(f"--{name.replace('_', '-')} must be within 0..1", file=err)
            return 2
    # Under the prefix the settings' "Find towers" looks for (pseudo-terminals aren't listed).
    link = args.link or Path(tempfile.gettempdir()) / f"{SIMULATOR_LINK_PREFIX}{os.getpid()}"
    rng = random.Random(args.seed)
    sim = TowerSimulator(rng=rng, name=args.name, motor=not args.no_motor, pips=args.pips,
                         simple=args.simple, checksum=not args.no_checksum,
                         roll_every=args.every, roll_delay=args.roll_delay, noise=args.noise,
                         bad_checksum=args.bad_checksum, unplug_every=args.unplug_every,
                         unplug_for=args.unplug_for, link=link)
    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGTERM, _raise_interrupt)
    sim.start()
    try:
        print(sim.path, file=out, flush=True)
        print(f"simulated tower {args.name} at {sim.path}; {SIM_HELP}", file=err, flush=True)
        for line in sys.stdin:
            if not _sim_command(sim, line.split(), err):
                return 0
        threading.Event().wait()  # stdin closed: run until interrupted
    except KeyboardInterrupt:
        return 0
    finally:
        sim.stop()
    return 0


def _sim_command(sim: TowerSimulator, words: list[str], err: TextIO) -> bool:
    """Runs one stdin command; False to quit."""
    if not words:
        return True
    word = words[0].lower()
    if word == "quit":
        return False
    if word == "roll":
        face = words[1].upper() if len(words) > 1 else None
        if face is not None and face not in FACE_TOKENS and face not in PIP_TOKENS:
            print(f"not a face: {words[1]}", file=err)
            return True
        sim.roll(face)
    elif word == "noise":
        sim.send_bytes(sim.rng.choice(NOISE_LINES))
    elif word == "bad":
        sim.send_bad_checksum()
    elif word == "unplug":
        sim.unplug()
    elif word == "replug":
        sim.replug()
    elif word == "reboot":
        sim.reboot()
    elif word in ("silent", "talk"):
        sim.silent = word == "silent"
    else:
        print(SIM_HELP, file=err)
        return True
    print(f"ok: {' '.join(words)}", file=err, flush=True)
    return True


def watch(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    try:
        face_map = FaceMap.parse(args.face_map)
    except FaceMapError as exc:
        print(f"--face-map: {exc}", file=err)
        return 2
    if args.count is not None and args.count < 1:
        print("--count must be at least 1", file=err)
        return 2
    port = args.port
    if port == "auto":
        choice = first_tower(detect_towers(baud=args.baud))
        if choice is None:
            print("no tower found: none of the serial ports said HELLO", file=err)
            return 1
        port = choice.port.device
    done = threading.Event()
    lock = threading.Lock()
    seen = 0

    def on_reading(result: TowerResult) -> None:
        nonlocal seen
        with lock:
            if done.is_set():
                return
            if args.json:
                print(json.dumps(result.as_json()), file=out, flush=True)
            else:
                face = result.reading.face.value if result.reading.face else "?"
                seq = f"seq {result.seq}" if result.seq is not None else "no seq"
                print(f"{face:<13} {seq:<10} {result.raw}", file=out, flush=True)
            seen += 1
            if args.count is not None and seen >= args.count:
                done.set()

    shown: list[tuple[str, str]] = []

    def on_status(status: TowerStatus) -> None:
        said = (status.state.value, status.message)
        if not shown or shown[-1] != said:
            shown[:] = [said]
            print(f"[{status.state.value}] {status.message}", file=err, flush=True)

    reader = TowerReader(port, baud=args.baud, face_map=face_map, on_reading=on_reading,
                         on_status=on_status).start()
    try:
        done.wait(args.seconds)
    except KeyboardInterrupt:
        return 130
    finally:
        reader.stop()
        print(f"[stats] {_stats_line(reader.stats())}", file=err, flush=True)
    return 0


def _stats_line(stats: LinkStats) -> str:
    """The reader's counters in one line: what was read, and why lines were dropped."""
    drops = {"refused without a checksum": stats.unchecked, "bad checksum": stats.bad_checksum,
             "malformed": stats.malformed, "not UTF-8": stats.undecodable,
             "overlong": stats.overlong, "noise": stats.noise, "repeats": stats.repeats,
             "stale": stats.stale}
    dropped = ", ".join(f"{what} {n:,}" for what, n in drops.items() if n)
    return (f"{stats.lines:,} lines, {stats.results:,} results"
            + (f"; dropped: {dropped}" if dropped else ""))


def list_ports_command(args: argparse.Namespace, out: TextIO) -> int:
    from hardware.serial.ports import PortChoice, list_ports

    if args.no_probe:
        choices = [PortChoice(p) for p in list_ports()]
    else:
        choices = detect_towers(baud=args.baud, seconds=args.seconds)
    if args.json:
        print(json.dumps([{"device": c.port.device, "description": c.port.description,
                           "hwid": c.port.hwid,
                           "tower": c.tower.line() if c.tower else None} for c in choices]),
              file=out)
        return 0
    if not choices:
        print("no serial ports", file=out)
    for c in choices:
        print(f"{'*' if c.tower else ' '} {c.label}", file=out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
