"""Serial dice tower benchmark over a real pseudo-terminal and a real engine game.

``python -m bench.serial [--rolls N] [--reconnects K] [--flood L] [--noise-mb M] [--seed S]``
prints:

1. the latency from a ``RESULT`` line written on the tower's side of the pseudo-terminal
   to the engine having applied ``Roll(face, source=serial)``, p50/p99/max. The engine
   apply runs in the reader's callback, on the reader's thread, as a consumer would;
   between rolls (untimed) the bench resolves what the roll put on the stack and now and
   then passes the turn, so every roll is legal. Split into line -> callback and the
   apply itself;
2. the time from a replug (a new pseudo-terminal behind the same path) to the reader
   reading again, and whether any roll was lost or repeated across the reconnects (the
   tower resends its last result after each, as the protocol allows);
3. a flood of mixed lines (results, repeats, bad checksums, noise, overlong and
   non-UTF-8 lines): lines per second, and the memory the reader kept afterwards;
4. strict mode: after a checksummed HELLO, M MB of seeded random bytes with bare results
   (``6``, ``chaos``, ``RESULT …``) mixed in: the rolls invented (goal 0) and the lines
   refused for lacking a checksum.

The heartbeat is slowed down (no PONGs come from this bench's bare pseudo-terminal).
Goals are printed beside the figures; nothing is asserted (tests don't time).
"""

from __future__ import annotations

import argparse
import contextlib
import logging
import os
import platform
import random
import statistics
import sys
import tempfile
import threading
import time
import tracemalloc
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

from bench.engine import cpu_model, make_setup, ms, percentile, us
from engine.actions import Choose, Goto, NextTurn, Resolve, Roll
from engine.cards import default_cards
from engine.domain import ChoiceKind, Step
from engine.errors import EngineError
from engine.game import Game
from hardware.serial.protocol import frame
from hardware.serial.reader import LinkState, TowerReader, TowerResult, TowerStatus
from hardware.serial.simulator import PLANAR_TOKENS, PtyPort

GOAL_P99_MS: Final = 5.0
GOAL_RECONNECT_S: Final = 2.0
WAIT_S: Final = 10.0
HEARTBEAT_S: Final = 600.0


class Watcher:
    """The reader's callbacks, as events the bench can wait on."""

    def __init__(self) -> None:
        self.cond = threading.Condition()
        self.results: list[TowerResult] = []
        self.states: list[LinkState] = []
        self.messages: list[str] = []

    def on_reading(self, result: TowerResult) -> None:
        with self.cond:
            self.results.append(result)
            self.cond.notify_all()

    def on_status(self, status: TowerStatus) -> None:
        with self.cond:
            self.states.append(status.state)
            self.messages.append(status.message)
            self.cond.notify_all()

    def wait_state(self, state: LinkState, after: int) -> None:
        with self.cond:
            if not self.cond.wait_for(lambda: state in self.states[after:], WAIT_S):
                raise RuntimeError(f"the reader never got to {state.value}")

    def wait_message(self, words: str, after: int) -> None:
        with self.cond:
            if not self.cond.wait_for(lambda: any(words in m for m in self.messages[after:]),
                                      WAIT_S):
                raise RuntimeError(f"the reader never said {words!r}")

    def wait_results(self, n: int) -> None:
        with self.cond:
            if not self.cond.wait_for(lambda: len(self.results) >= n, WAIT_S):
                raise RuntimeError(f"only {len(self.results)} of {n} results arrived")


def start_reader(path: str, on_reading: Callable[[TowerResult], None],
                 watcher: Watcher) -> TowerReader:
    """A reader with the heartbeat slowed down: nothing answers PING here."""
    return TowerReader(path, on_reading=on_reading, on_status=watcher.on_status,
                       heartbeat_every=HEARTBEAT_S, dead_after=2 * HEARTBEAT_S).start()


# -- [1] line -> engine ------------------------------------------------------------------

@dataclass
class Latency:
    total_ns: list[int] = field(default_factory=list)
    to_callback_ns: list[int] = field(default_factory=list)
    apply_ns: list[int] = field(default_factory=list)
    refused: list[str] = field(default_factory=list)
    faces: dict[str, int] = field(default_factory=dict)


def settle(game: Game) -> None:
    """Answers choices and resolves the stack until a roll is legal again (untimed)."""
    for _ in range(200):
        s = game.state
        choice = s.pending_choice
        if choice is not None:
            if choice.kind in (ChoiceKind.ORDER, ChoiceKind.REDISTRIBUTE):
                game.apply(Choose(tuple(range(len(choice.options)))))
            else:
                game.apply(Choose(0))
        elif s.stack:
            game.apply(Resolve())
        else:
            return
    raise RuntimeError("the game did not settle after 200 actions")


def measure_latency(n: int, seed: int) -> Latency:
    cards = default_cards()
    game, _ = Game.new(make_setup(random.Random(seed), cards), cards)
    game.apply(Goto(Step.PRECOMBAT_MAIN))
    settle(game)
    rnd = random.Random(seed)
    out = Latency()
    done = threading.Event()
    stamps: list[int] = []
    clock = time.perf_counter_ns

    def on_reading(result: TowerResult) -> None:
        called = clock()
        face = result.reading.face
        try:
            game.apply(Roll(face=face, source=result.reading.source))
        except EngineError as exc:
            out.refused.append(str(exc))
        stamps[:] = [called, clock()]
        done.set()

    watcher = Watcher()
    port = PtyPort()
    reader = start_reader(port.path, on_reading, watcher)
    try:
        watcher.wait_state(LinkState.CONNECTED, 0)
        port.write(frame("HELLO bench-tower 1.0 PD/1 seq=0", with_checksum=True))
        watcher.wait_state(LinkState.READY, 0)
        for i in range(n):
            token = rnd.choice(PLANAR_TOKENS)
            out.faces[token] = out.faces.get(token, 0) + 1
            data = frame(f"RESULT {token} seq={i + 1}", with_checksum=True)
            done.clear()
            written = clock()
            port.write(data)
            if not done.wait(WAIT_S):
                raise RuntimeError(f"roll {i + 1} never reached the engine")
            called, applied = stamps
            out.total_ns.append(applied - written)
            out.to_callback_ns.append(called - written)
            out.apply_ns.append(applied - called)
            settle(game)
            if (i + 1) % 8 == 0:
                game.apply(NextTurn())
                settle(game)
                game.apply(Goto(Step.PRECOMBAT_MAIN))
                settle(game)
    finally:
        reader.stop()
        port.close()
    return out


# -- [2] unplug / replug -------------------------------------------------------------------

@dataclass
class Reconnects:
    replug_to_open_ns: list[int] = field(default_factory=list)
    seqs: list[int | None] = field(default_factory=list)
    repeats: int = 0
    sent: int = 0


def measure_reconnects(k: int) -> Reconnects:
    out = Reconnects()
    with tempfile.TemporaryDirectory(prefix="bench-serial-") as folder:
        port = PtyPort(Path(folder) / "tower")
        watcher = Watcher()
        reader = start_reader(port.path, watcher.on_reading, watcher)
        try:
            watcher.wait_state(LinkState.CONNECTED, 0)
            seq = 0
            port.write(frame(f"HELLO bench-tower 1.0 PD/1 seq={seq}"))
            for _ in range(k):
                seq += 1
                port.write(frame(f"RESULT BLANK seq={seq}"))
                out.sent += 1
                watcher.wait_results(out.sent)
                mark = len(watcher.states)
                port.unplug()
                watcher.wait_state(LinkState.LOST, mark)
                # replug only once the reader has found the path gone: the worst case is
                # then a whole retry interval
                watcher.wait_message("is gone", mark)
                mark = len(watcher.states)
                replugged = time.perf_counter_ns()
                port.plug()
                watcher.wait_state(LinkState.CONNECTED, mark)
                out.replug_to_open_ns.append(time.perf_counter_ns() - replugged)
                # the tower boots again and resends its last result, which must not count
                port.write(frame(f"HELLO bench-tower 1.0 PD/1 seq={seq}")
                           + frame(f"RESULT BLANK seq={seq}"))
            seq += 1
            port.write(frame(f"RESULT CHAOS seq={seq}"))
            out.sent += 1
            watcher.wait_results(out.sent)
            out.repeats = reader.stats().repeats
            out.seqs = [r.seq for r in watcher.results]
        finally:
            reader.stop()
            port.close()
    return out


# -- [3] flood -----------------------------------------------------------------------------

@dataclass
class Flood:
    lines: int
    results: int
    seconds: float
    kept_bytes: int
    buffer_peak: int
    dropped: str


def flood_lines(n: int) -> tuple[list[bytes], int]:
    lines: list[bytes] = []
    seq = 0
    for i in range(n):
        kind = i % 10
        if kind == 0:
            seq += 1
            lines.append(frame(f"RESULT {PLANAR_TOKENS[seq % 6]} seq={seq}", with_checksum=True))
        elif kind == 1:
            lines.append(b"RESULT PW seq=1*00\n")
        elif kind == 2:
            lines.append(b"#" * 300 + b"\n")
        elif kind == 3:
            lines.append(b"\xc3\x28\xa0 not utf-8\n")
        elif kind == 4:
            lines.append(frame(f"RESULT BLANK seq={seq}", with_checksum=True))
        else:
            lines.append(b"debug: sensor=%d\r\n" % i)
    return lines, seq


def measure_flood(n: int) -> Flood:
    lines, results = flood_lines(n)
    total = sum(map(len, lines))
    watcher = Watcher()
    port = PtyPort()
    count = 0

    def on_reading(_: TowerResult) -> None:
        nonlocal count
        count += 1

    reader = start_reader(port.path, on_reading, watcher)
    try:
        watcher.wait_state(LinkState.CONNECTED, 0)
        tracemalloc.start()
        before = tracemalloc.take_snapshot()
        started = time.perf_counter()
        for i in range(0, n, 500):
            port.write(b"".join(lines[i:i + 500]))
        deadline = time.monotonic() + 60
        while reader.stats().bytes < total and time.monotonic() < deadline:
            time.sleep(0.001)
        seconds = time.perf_counter() - started
        after = tracemalloc.take_snapshot()
        tracemalloc.stop()
        ours = [tracemalloc.Filter(True, "*hardware/serial/*")]
        kept = sum(s.size_diff for s in after.filter_traces(ours).compare_to(
            before.filter_traces(ours), "filename") if s.size_diff > 0)
        stats = reader.stats()
    finally:
        reader.stop()
        port.close()
    dropped = (f"repeats {stats.repeats:,}, bad checksum {stats.bad_checksum:,}, "
               f"no checksum {stats.unchecked:,}, "
               f"overlong {stats.overlong:,}, not UTF-8 {stats.undecodable:,}, "
               f"noise {stats.noise:,}")
    if count != results:
        dropped += f"; RESULTS {count:,} OF {results:,}"
    return Flood(n, count, seconds, kept, stats.buffer_peak, dropped)


# -- [4] noise after a checksummed HELLO (strict mode) -------------------------------------
@dataclass
class Noise:
    megabytes: float
    bare_lines: int
    """Bare result lines (``6``, ``chaos``, ``RESULT …``) mixed into the random bytes."""
    results: int
    refused: int
    seconds: float


NOISE_BARE = b"\n6\nchaos\nPW\nRESULT CHAOS seq=7\n"


def measure_noise(megabytes: float, seed: int) -> Noise:
    """Random bytes (seeded) with bare results mixed in, after a tower's checksummed HELLO:
    every roll counted here is one line noise invented (the goal is none)."""
    rnd = random.Random(seed)
    watcher = Watcher()
    port = PtyPort()
    count = 0

    def on_reading(_: TowerResult) -> None:
        nonlocal count
        count += 1

    reader = start_reader(port.path, on_reading, watcher)
    try:
        watcher.wait_state(LinkState.CONNECTED, 0)
        port.write(frame("HELLO bench-tower 1.0 PD/1 seq=0", with_checksum=True))
        watcher.wait_state(LinkState.READY, 0)
        sent = bare = 0
        started = time.perf_counter()
        while sent < megabytes * 1024 * 1024:
            chunk = rnd.randbytes(64 * 1024) + NOISE_BARE
            port.write(chunk)
            sent += len(chunk)
            bare += 4
            deadline = time.monotonic() + 60
            while reader.stats().bytes < sent - 4096 and time.monotonic() < deadline:
                time.sleep(0.001)
        port.write(b"\n")
        deadline = time.monotonic() + 60
        while reader.stats().bytes < sent + 1 and time.monotonic() < deadline:
            time.sleep(0.001)
        seconds = time.perf_counter() - started
        stats = reader.stats()
    finally:
        reader.stop()
        port.close()
    return Noise(sent / (1024 * 1024), bare, count, stats.unchecked, seconds)


@contextlib.contextmanager
def _quiet(name: str) -> Iterator[None]:
    logger = logging.getLogger(name)
    level = logger.level
    logger.setLevel(logging.ERROR)
    try:
        yield
    finally:
        logger.setLevel(level)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bench.serial",
        description="Benchmark the serial dice tower reader over a pseudo-terminal.")
    parser.add_argument("--rolls", type=int, default=2000, help="rolls timed (default 2000)")
    parser.add_argument("--reconnects", type=int, default=10,
                        help="unplug/replug cycles (default 10)")
    parser.add_argument("--flood", type=int, default=10_000,
                        help="lines in the flood (default 10,000)")
    parser.add_argument("--noise-mb", type=float, default=5.0,
                        help="MB of random bytes after a checksummed HELLO (default 5)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the game and the faces")
    args = parser.parse_args(argv)
    if args.rolls < 1 or args.reconnects < 1 or args.flood < 10:
        parser.error("--rolls and --reconnects must be at least 1, --flood at least 10")

    machine = (f"{platform.platform()}; Python {platform.python_version()} "
               f"({platform.python_implementation()}); CPU {cpu_model()}; "
               f"{os.cpu_count()} logical CPUs")
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg()) if hasattr(os, "getloadavg") else "?"
    with _quiet("hardware.serial"):  # the flood's bad lines are warned about on purpose
        lat = measure_latency(args.rolls, args.seed)
        rec = measure_reconnects(args.reconnects)
        fl = measure_flood(args.flood)
        nz = measure_noise(args.noise_mb, args.seed)

    p50, p99 = percentile(lat.total_ns, 50), percentile(lat.total_ns, 99)
    met = p99 / 1e6 <= GOAL_P99_MS
    expected = list(range(1, args.reconnects + 2))
    exact = rec.seqs == expected and rec.repeats == args.reconnects
    r_med = statistics.median(rec.replug_to_open_ns)
    r_max = max(rec.replug_to_open_ns)
    print("== Planechase serial dice tower benchmark (python -m bench.serial) ==")
    print(f"machine            : {machine}")
    print(f"load average       : {load} (1, 5, 15 min, before the run; a busy machine delays "
          "the reader thread's wake-up)")
    print(f"workload           : seed {args.seed}; a pseudo-terminal read by pyserial; "
          "checksummed RESULT lines; a four-player engine game")
    print()
    print(f"[1] line written -> engine applied ({args.rolls:,} rolls; Roll(face, "
          "source=serial) applied in the reader's callback)")
    print("    faces                  : " + ", ".join(
        f"{k} {v:,}" for k, v in sorted(lat.faces.items())))
    print(f"    applied / refused      : {args.rolls - len(lat.refused):,} / "
          f"{len(lat.refused):,}" + (f" (first: {lat.refused[0]})" if lat.refused else ""))
    print(f"    line -> applied        : p50 {ms(p50)}, p99 {ms(p99)}, max "
          f"{ms(max(lat.total_ns))}   goal p99 <= {GOAL_P99_MS:g} ms: "
          f"{'met' if met else 'NOT MET'}")
    print(f"    line -> callback       : p50 {us(percentile(lat.to_callback_ns, 50))}, "
          f"p99 {us(percentile(lat.to_callback_ns, 99))}")
    print(f"    engine apply           : p50 {us(percentile(lat.apply_ns, 50))}, "
          f"p99 {us(percentile(lat.apply_ns, 99))}")
    print()
    print(f"[2] unplug -> replug at the same path ({args.reconnects} times; the reader "
          "retries every 0.25 s)")
    print(f"    replug -> port reopened: median {ms(r_med)}, max {ms(r_max)}   goal <= "
          f"{GOAL_RECONNECT_S:g} s: {'met' if r_max / 1e9 <= GOAL_RECONNECT_S else 'NOT MET'}")
    print(f"    no roll lost or repeated: {'yes' if exact else 'NO'} (seqs "
          f"{rec.seqs[0]}..{rec.seqs[-1]} once each; {rec.repeats} resent results ignored)")
    print()
    print(f"[3] flood of {fl.lines:,} mixed lines")
    print(f"    read in                : {fl.seconds * 1000:,.0f} ms "
          f"({fl.lines / fl.seconds:,.0f} lines/s, with tracemalloc on)")
    print(f"    results                : {fl.results:,}; dropped: {fl.dropped}")
    print(f"    memory kept afterwards : {fl.kept_bytes:,} bytes (tracemalloc, "
          f"hardware/serial); line buffer peak {fl.buffer_peak} bytes")
    print()
    print(f"[4] noise after a checksummed HELLO ({nz.megabytes:,.1f} MB of random bytes, "
          f"seed {args.seed}, {nz.bare_lines:,} bare result lines mixed in)")
    print(f"    rolls invented         : {nz.results:,}   goal 0: "
          f"{'met' if nz.results == 0 else 'NOT MET'}")
    print(f"    refused (no checksum)  : {nz.refused:,}; read in {nz.seconds * 1000:,.0f} ms")
    print()
    print("Markdown table:")
    print()
    print("| figure | value | goal |")
    print("|---|---|---|")
    print(f"| machine | {machine} | |")
    print(f"| line -> engine applied, p50 / p99 ({args.rolls:,} rolls) | {ms(p50)} / "
          f"{ms(p99)} | p99 ≤ {GOAL_P99_MS:g} ms |")
    print(f"| replug -> port reopened, median / max ({args.reconnects} replugs) | "
          f"{ms(r_med)} / {ms(r_max)} | ≤ {GOAL_RECONNECT_S:g} s |")
    print(f"| flood of {fl.lines:,} lines | {fl.lines / fl.seconds:,.0f} lines/s, "
          f"{fl.kept_bytes:,} B kept | bounded |")
    print(f"| rolls from {nz.megabytes:,.1f} MB of noise after a checksummed HELLO | "
          f"{nz.results:,} ({nz.refused:,} bare lines refused) | 0 |")
    return 0 if exact and not lat.refused and nz.results == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
