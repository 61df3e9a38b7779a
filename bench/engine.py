"""Engine benchmark: a random four-player game driven through ``Game`` as fast as it goes.

``python -m bench.engine [--actions N] [--save-actions M] [--seed S] [--quick]`` prints:

1. actions per second without saving: the wall time of ``apply``/``undo``/``redo`` calls
   only (choosing the next action is not timed), median of several identical repeats;
2. the latency of one action plus its autosave (``SaveFile.write`` of the state and its
   saved undo history after every applied action, as the app does, to a file in a
   temporary directory), p50/p99/max, and the filesystem it is on;
3. the memory held by the undo history after N actions, measured with ``tracemalloc``,
   and the memory held per action at 1,000, 10,000 and N actions of the same game;
4. the garbage collector's pauses (``gc.callbacks`` timing each collection) by generation,
   for the actions 1-1,000, 1,001-10,000 and 10,001-N of [1]'s first repeat: a pause
   grows with what the collector has to walk, so the late ones show whether a long game
   stays smooth.

The game is random but reproducible: decks, actions and the engine seed all come from one
``random.Random(seed)`` (only here; the engine has its own RNG inside the game state).
Actions the engine refuses (``EngineError``) are counted separately and are not actions.
Speed goals are printed next to the figures; they are never asserted (tests don't time).
"""

from __future__ import annotations

import argparse
import gc
import itertools
import math
import os
import platform
import random
import statistics
import sys
import tempfile
import time
import tracemalloc
from array import array
from collections import Counter as Tally
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Final, Literal, TextIO

from engine.actions import (
    Action,
    Chaos,
    Choose,
    Counter,
    Goto,
    Leave,
    Life,
    NewGame,
    NextStep,
    NextTurn,
    Planeswalk,
    Resolve,
    Roll,
)
from engine.cards import AbilityClass, CardDatabase, default_cards
from engine.domain import BEGINNING_PHASE, TURN_STEPS, ChoiceKind, DieFace, RollSource
from engine.errors import EngineError
from engine.game import Game
from engine.persistence import SaveFile, encode_save, read_save, state_to_json

PLAYERS: Final = ("Ann", "Bob", "Cid", "Dee")
DEFAULT_ACTIONS: Final = 100_000
DEFAULT_SAVE_ACTIONS: Final = 20_000
QUICK_ACTIONS: Final = 5_000
QUICK_SAVE_ACTIONS: Final = 1_000
DEFAULT_REPEATS: Final = 5
GOAL_ACTIONS_PER_S: Final = 20_000
GOAL_SAVE_P99_MS: Final = 5.0
GOAL_GC_PAUSE_MS: Final = 16.0
"""One frame at 60 Hz: a longer collector pause is a visible stutter."""
MARKS: Final = (1_000, 10_000)
"""Where the memory run measures, and where the pause windows split (then N)."""

UNDO_P: Final = 0.05
"""Chance of an undo before any other choice (when there is something to undo)."""
REDO_P: Final = 0.4
"""Chance of a redo when one is possible (only after undos): about 2% of all actions."""
LEAVE_P: Final = 0.002
"""Chance of a player leaving, undone by the very next action."""

UNDO: Final = "undo"
REDO: Final = "redo"
Op = Action | Literal["undo", "redo"]


# -- the random game -------------------------------------------------------------------

def make_setup(rnd: random.Random, cards: CardDatabase) -> NewGame:
    """Four players, each with 10-15 random official cards of which at most two phenomena."""
    official = sorted((c for c in cards if c.category == "official"), key=lambda c: c.name)
    planes = [c.name for c in official if c.is_plane]
    phenomena = [c.name for c in official if c.is_phenomenon]
    decks = []
    for name in PLAYERS:
        size = rnd.randint(10, 15)
        n_phen = min(rnd.randint(0, 2), len(phenomena))
        deck = rnd.sample(phenomena, n_phen) + rnd.sample(planes, size - n_phen)
        decks.append((name, tuple(deck)))
    return NewGame(players=PLAYERS, decks=tuple(decks), seed=rnd.getrandbits(63))


class Chooser:
    """Picks a random, legal-looking next operation from the visible game state."""

    def __init__(self, rnd: random.Random, cards: CardDatabase) -> None:
        self.rnd = rnd
        kinds = {trig.counter for card in cards
                 for _, trig in card.abilities_of(AbilityClass.STATE) if trig.counter}
        self.counter_kinds = (*sorted(kinds), "fate", "charge")

    def pick(self, game: Game) -> Op:
        rnd, s = self.rnd, game.state
        if game.can_undo() and rnd.random() < UNDO_P:
            return UNDO
        if game.can_redo() and game.redo_label() != "leave" and rnd.random() < REDO_P:
            return REDO
        players = s.in_game()
        if len(players) > 2 and rnd.random() < LEAVE_P:
            return Leave(rnd.choice(players))
        choice = s.pending_choice
        if choice is not None and rnd.random() < 0.97:
            if choice.kind in (ChoiceKind.ORDER, ChoiceKind.REDISTRIBUTE):
                order = list(range(len(choice.options)))
                rnd.shuffle(order)
                return Choose(tuple(order))
            return Choose(rnd.randrange(len(choice.options)))  # yes/no, a player, a card...
        if s.stack and rnd.random() < 0.75:
            return Resolve()
        busy = bool(s.stack or s.pending or choice)
        menu: list[tuple[int, Callable[[], Action]]] = [
            (8, lambda: self.counter(game)),
            (8, lambda: self.life(players)),
            (3, lambda: self.roll(players, effect=True)),
            (3, Planeswalk),
            (3, lambda: self.chaos(game)),
        ]
        if not busy:
            if s.step.is_main or s.step in BEGINNING_PHASE:
                menu.append((35, lambda: self.roll(players, effect=False)))
            menu += [(15, NextStep), (8, lambda: Goto(rnd.choice(TURN_STEPS))), (10, NextTurn)]
        weights = [w for w, _ in menu]
        make = rnd.choices([m for _, m in menu], weights)[0]
        return make()

    def roll(self, players: list[str], *, effect: bool) -> Roll:
        rnd = self.rnd
        player = rnd.choice(players) if effect else None
        if rnd.random() < 0.6:
            return Roll(effect=effect, player=player)
        face = rnd.choice((DieFace.PLANESWALKER, DieFace.CHAOS, *(DieFace.BLANK,) * 4))
        source = rnd.choice((RollSource.MANUAL, RollSource.CAMERA, RollSource.SERIAL))
        confidence = round(rnd.uniform(0.6, 1.0), 3) if source is RollSource.CAMERA else None
        return Roll(face=face, source=source, confidence=confidence, effect=effect,
                    player=player)

    def counter(self, game: Game) -> Counter:
        face_up = game.state.face_up
        ref = f"#{self.rnd.choice(face_up).obj}" if face_up else "Akoum"
        delta = self.rnd.choice((1, 1, 1, 2, 3, -1))
        return Counter(ref, self.rnd.choice(self.counter_kinds), delta)

    def life(self, players: list[str]) -> Life:
        rnd = self.rnd
        if rnd.random() < 0.1:
            return Life(rnd.choice(players), set=rnd.randint(1, 40))
        return Life(rnd.choice(players), delta=rnd.choice((-5, -3, -2, -1, 1, 2, 3)))

    def chaos(self, game: Game) -> Chaos:
        face_up = game.state.face_up
        if face_up and self.rnd.random() < 0.3:
            return Chaos(card=f"#{self.rnd.choice(face_up).obj}")
        return Chaos()


def op_kind(op: Op) -> str:
    return op if isinstance(op, str) else op.cmd


def run_op(game: Game, op: Op) -> None:
    if op == UNDO:
        game.undo()
    elif op == REDO:
        game.redo()
    else:
        assert not isinstance(op, str)
        game.apply(op)


@dataclass
class RunResult:
    applied: Tally[str] = field(default_factory=Tally)
    refused: Tally[str] = field(default_factory=Tally)
    engine_ns: array[int] = field(default_factory=lambda: array("q"))
    """Per applied action: the apply/undo/redo call. An array, not a list: a list of
    100,000 int objects would add several milliseconds to every full collection timed."""
    save_ns: array[int] = field(default_factory=lambda: array("q"))
    """Per applied action: the autosave after it (empty without saving)."""
    kind_ns: Tally[str] = field(default_factory=Tally)
    refused_ns: int = 0
    save_bytes: list[int] = field(default_factory=list)
    gc_full: int = 0
    """Full (generation 2) garbage collections during the run."""
    gc_full_max_ns: int = 0
    gc_ns: int = 0
    """Time in the garbage collector, all generations."""
    gc_pauses: list[tuple[int, int, int, int]] = field(default_factory=list)
    """Every collection: (actions applied when it ran, generation, wall ns, CPU ns). The
    CPU time leaves out the time the process was not running: on a busy shared machine
    the wall time of a pause includes the other tenants' turns."""
    done: int = 0
    """Actions applied so far (for ``gc_pauses``)."""

    @property
    def n_applied(self) -> int:
        return sum(self.applied.values())

    @property
    def n_refused(self) -> int:
        return sum(self.refused.values())


def play(game: Game, rnd: random.Random, cards: CardDatabase, n: int,
         save: SaveFile | None = None,
         on_mark: Callable[[int], None] | None = None) -> RunResult:
    """Apply ``n`` random operations (refusals not counted); time each engine call and
    each garbage collection. ``on_mark(k)`` runs after the k-th action for k in ``MARKS``
    (outside the timings)."""
    chooser = Chooser(rnd, cards)
    out = RunResult()
    clock, cpu = time.perf_counter_ns, time.thread_time_ns
    gc_started = cpu_started = 0

    def on_gc(phase: str, info: dict[str, int]) -> None:
        nonlocal gc_started, cpu_started
        if phase == "start":
            gc_started, cpu_started = clock(), cpu()
            return
        spent = clock() - gc_started
        out.gc_ns += spent
        out.gc_pauses.append((out.done, info.get("generation", -1), spent, cpu() - cpu_started))
        if info.get("generation") == 2:
            out.gc_full += 1
            out.gc_full_max_ns = max(out.gc_full_max_ns, spent)

    gc.callbacks.append(on_gc)
    try:
        _play(game, chooser, cards, n, save, out, on_mark)
    finally:
        gc.callbacks.remove(on_gc)
    return out


def _play(game: Game, chooser: Chooser, cards: CardDatabase, n: int, save: SaveFile | None,
          out: RunResult, on_mark: Callable[[int], None] | None) -> None:
    clock = time.perf_counter_ns
    force_undo = False
    applied = attempts = 0
    while applied < n:
        attempts += 1
        if attempts > 20 * n + 1000:
            raise RuntimeError(f"the random game got stuck: {out.refused.most_common(5)}")
        op: Op = UNDO if force_undo else chooser.pick(game)
        force_undo = False
        t0 = clock()
        try:
            run_op(game, op)
        except EngineError:
            out.refused_ns += clock() - t0
            out.refused[op_kind(op)] += 1
            continue
        t1 = clock()
        if save is not None:
            save.write(game.state, cards, datetime.now(UTC), sync_folder=False,
                       history=game.history())
            out.save_ns.append(clock() - t1)
        kind = op_kind(op)
        out.applied[kind] += 1
        out.engine_ns.append(t1 - t0)
        out.kind_ns[kind] += t1 - t0
        applied += 1
        out.done = applied
        force_undo = isinstance(op, Leave)
        if on_mark is not None and applied in MARKS:
            on_mark(applied)


def new_game(seed: int, cards: CardDatabase) -> tuple[Game, random.Random]:
    rnd = random.Random(seed)
    game, _ = Game.new(make_setup(rnd, cards), cards)
    return game, rnd


# -- measurements ---------------------------------------------------------------------

@dataclass
class Throughput:
    rates: list[float]
    call_rates: list[float]
    """Per repeat: applied and refused calls per second of all engine calls."""
    result: RunResult
    """The first repeat (every repeat plays the same game)."""
    undo_depth: int
    same_every_repeat: bool

    @property
    def median(self) -> float:
        return statistics.median(self.rates)


def measure_throughput(seed: int, n: int, repeats: int, cards: CardDatabase,
                       progress: TextIO) -> Throughput:
    rates: list[float] = []
    call_rates: list[float] = []
    first: RunResult | None = None
    depth = 0
    same = True
    for i in range(repeats):
        progress.write(f"  [1] repeat {i + 1}/{repeats}: {n:,} actions ...\n")
        progress.flush()
        game, rnd = new_game(seed, cards)
        result = play(game, rnd, cards, n)
        rates.append(result.n_applied / (sum(result.engine_ns) / 1e9))
        call_rates.append((result.n_applied + result.n_refused)
                          / ((sum(result.engine_ns) + result.refused_ns) / 1e9))
        if first is None:
            first, depth = result, game.undo_depth()
        else:
            same = same and result.applied == first.applied and result.refused == first.refused
        del game, result
        gc.collect()
    assert first is not None
    return Throughput(rates, call_rates, first, depth, same)


@dataclass
class SaveRun:
    result: RunResult
    folder: str
    filesystem: str
    reload_ok: bool
    replay_ok: bool
    encode_ns: int
    """Median time to encode the final state as save JSON (no disk)."""


def measure_autosave(seed: int, n: int, cards: CardDatabase, save_dir: str | None,
                     progress: TextIO) -> SaveRun:
    progress.write(f"  [2] {n:,} actions with an autosave after each ...\n")
    progress.flush()
    with tempfile.TemporaryDirectory(prefix="planechase-bench-", dir=save_dir) as folder:
        path = Path(folder) / "autosave.json"
        game, rnd = new_game(seed, cards)
        save = SaveFile(path)
        # The first save is not measured.
        save.write(game.state, cards, datetime.now(UTC), sync_folder=False,
                   history=game.history())
        result = play(game, rnd, cards, n, save)
        result.save_bytes.append(path.stat().st_size)
        reload_ok = state_to_json(read_save(path, cards)) == state_to_json(game.state)
        encode_ns = []
        for _ in range(50):
            t0 = time.perf_counter_ns()
            encode_save(game.state, cards, datetime.now(UTC), game.history())
            encode_ns.append(time.perf_counter_ns() - t0)
        return SaveRun(result, folder, filesystem_of(folder), reload_ok, replay_matches(game),
                       int(statistics.median(encode_ns)))


@dataclass
class Memory:
    n: int
    undo_depth: int
    held: int
    """Bytes still allocated after the run, the game alive, relative to just after setup."""
    without_history: int
    """The same with the undo/redo history dropped (the current state, its log, ...)."""
    peak: int
    at_marks: list[tuple[int, int]]
    """(actions, bytes held then) at each of ``MARKS`` below N, then at N."""

    @property
    def history(self) -> int:
        return self.held - self.without_history


def measure_memory(seed: int, n: int, cards: CardDatabase, progress: TextIO) -> Memory:
    progress.write(f"  [3] {n:,} actions under tracemalloc ...\n")
    progress.flush()
    gc.collect()
    tracemalloc.start()
    try:
        game, rnd = new_game(seed, cards)
        gc.collect()
        base = tracemalloc.get_traced_memory()[0]
        tracemalloc.reset_peak()
        at_marks: list[tuple[int, int]] = []

        def mark(k: int) -> None:
            gc.collect()
            at_marks.append((k, tracemalloc.get_traced_memory()[0] - base))

        result = play(game, rnd, cards, n, on_mark=mark)
        # The run's own timing lists are the benchmark's, not the engine's.
        del result
        gc.collect()
        held, peak = tracemalloc.get_traced_memory()
        if n not in MARKS:
            at_marks.append((n, held - base))
        depth = game.undo_depth()
        state = game.state
        del game
        gc.collect()
        without = tracemalloc.get_traced_memory()[0]
        del state
    finally:
        tracemalloc.stop()
    return Memory(n, depth, held - base, without - base, peak - base, at_marks)


@dataclass(frozen=True)
class PauseWindow:
    first: int
    last: int
    by_gen: dict[int, list[int]]
    """Generation -> the durations (wall ns) of its collections in this window."""
    cpu_by_gen: dict[int, list[int]]
    """The same in CPU time."""


def bare_full_collection() -> int:
    """The shortest of five full collections with no game alive (ns): what the interpreter
    and the loaded modules cost the collector alone, a yardstick for the machine's load."""
    gc.collect()
    times = []
    for _ in range(5):
        t0 = time.perf_counter_ns()
        gc.collect()
        times.append(time.perf_counter_ns() - t0)
    return min(times)


def pause_windows(result: RunResult, n: int) -> list[PauseWindow]:
    """The collections of a run, split at ``MARKS`` (actions applied when they ran)."""
    edges = [0, *(m for m in MARKS if m < n), n]
    windows = []
    for lo, hi in itertools.pairwise(edges):
        by_gen: dict[int, list[int]] = {}
        cpu_by_gen: dict[int, list[int]] = {}
        for done, gen, ns, cpu_ns in result.gc_pauses:
            if lo <= done < hi or (hi == n and done == n):
                by_gen.setdefault(gen, []).append(ns)
                cpu_by_gen.setdefault(gen, []).append(cpu_ns)
        windows.append(PauseWindow(lo + 1, hi, by_gen, cpu_by_gen))
    return windows


def pause_text(values: list[int], cpu_values: list[int]) -> str:
    return (f"{len(values):,} collections, p99 {ms(percentile(values, 99))}, "
            f"max {ms(max(values))} (CPU time: p99 {ms(percentile(cpu_values, 99))}, "
            f"max {ms(max(cpu_values))})")


def replay_matches(game: Game) -> bool:
    """The game's recorded actions, replayed from its setup, give the same state (past
    ``UNDO_KEPT`` actions: the kept ones, replayed from the oldest kept state)."""
    if game.undo_dropped == 0:
        assert game.setup is not None
        again = Game.replay(game.setup, game.actions, game.cards)
    else:
        history = game.history(game.undo_depth())
        again = Game(history.base, game.cards)
        for action in history.undo:
            again.apply(action)
    return state_to_json(again.state) == state_to_json(game.state)


# -- the machine and the filesystem -----------------------------------------------------

def cpu_model() -> str:
    try:
        text = Path("/proc/cpuinfo").read_text(encoding="utf-8", errors="replace")
    except OSError:
        text = ""
    for line in text.splitlines():
        key, _, value = line.partition(":")
        if key.strip() in ("model name", "Hardware", "Model", "cpu model") and value.strip():
            return value.strip()
    return platform.processor() or platform.machine() or "unknown"


def filesystem_of(path: str) -> str:
    """The filesystem type, device and mount point holding ``path`` (Linux), else '?'."""
    real = os.path.realpath(path)
    best: tuple[str, str, str] | None = None
    try:
        mounts = Path("/proc/self/mounts").read_text(encoding="utf-8", errors="replace")
    except OSError:
        return "unknown filesystem (no /proc/self/mounts)"
    for line in mounts.splitlines():
        parts = line.split()
        if len(parts) < 3:
            continue
        device, mount, fstype = parts[0], parts[1].replace("\\040", " "), parts[2]
        inside = real == mount or real.startswith(mount.rstrip("/") + "/")
        if inside and (best is None or len(mount) >= len(best[0])):
            best = (mount, fstype, device)
    if best is None:
        return "unknown filesystem"
    mount, fstype, device = best
    return f"{fstype} ({device} mounted on {mount})"


# -- formatting -------------------------------------------------------------------------

def percentile(values: Sequence[int], p: float) -> int:
    """Nearest-rank percentile of ``values`` (which need not be sorted)."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(p / 100 * len(ordered)) - 1)]


def us(ns: float) -> str:
    return f"{ns / 1e3:,.1f} µs"


def ms(ns: float) -> str:
    return f"{ns / 1e6:,.2f} ms"


def mib(n: float) -> str:
    return f"{n / 2**20:,.1f} MiB"


def met(ok: bool) -> str:
    return "met" if ok else "NOT MET"


def breakdown(tally: Tally[str]) -> str:
    return ", ".join(f"{k} {v:,}" for k, v in tally.most_common())


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bench.engine",
        description="Benchmark the Planechase rules engine with a random four-player game.")
    parser.add_argument("--actions", type=int, default=None, metavar="N",
                        help=f"applied actions per throughput repeat and for the memory run "
                             f"(default {DEFAULT_ACTIONS:,}; {QUICK_ACTIONS:,} with --quick)")
    parser.add_argument("--save-actions", type=int, default=None, metavar="M",
                        help=f"applied actions in the autosave run (default "
                             f"{DEFAULT_SAVE_ACTIONS:,}; {QUICK_SAVE_ACTIONS:,} with --quick)")
    parser.add_argument("--repeats", type=int, default=DEFAULT_REPEATS,
                        help=f"repeats of the throughput run (default {DEFAULT_REPEATS})")
    parser.add_argument("--seed", type=int, default=1, help="seed of the random game (default 1)")
    parser.add_argument("--save-dir", default=None, metavar="DIR",
                        help="where to make the autosave's temporary folder (default: the "
                             "system temporary folder)")
    parser.add_argument("--freeze-start", action="store_true",
                        help="gc.freeze() once the modules and the card database are loaded, "
                             "as an app may after start-up: full collections then walk only "
                             "what the game made")
    parser.add_argument("--quick", action="store_true",
                        help=f"a smoke run: {QUICK_ACTIONS:,} actions unless --actions is given")
    args = parser.parse_args(argv)
    n = args.actions if args.actions is not None else (
        QUICK_ACTIONS if args.quick else DEFAULT_ACTIONS)
    n_save = args.save_actions if args.save_actions is not None else (
        QUICK_SAVE_ACTIONS if args.quick else DEFAULT_SAVE_ACTIONS)
    if n < 1 or n_save < 1 or args.repeats < 1:
        parser.error("--actions, --save-actions and --repeats must be at least 1")

    cards = default_cards()
    if args.freeze_start:
        gc.collect()
        gc.freeze()
    progress = sys.stderr
    setup = make_setup(random.Random(args.seed), cards)
    bare_gc = bare_full_collection()
    phases = [time.perf_counter()]
    thr = measure_throughput(args.seed, n, args.repeats, cards, progress)
    phases.append(time.perf_counter())
    sav = measure_autosave(args.seed, n_save, cards, args.save_dir, progress)
    phases.append(time.perf_counter())
    mem = measure_memory(args.seed, n, cards, progress)
    phases.append(time.perf_counter())
    spent = [b - a for a, b in itertools.pairwise(phases)]

    r = thr.result
    s = sav.result
    combined = [a + b for a, b in zip(s.engine_ns, s.save_ns, strict=True)]
    p99_save = percentile(combined, 99)
    deck_text = "; ".join(
        f"{owner} {len(deck)} ({sum(cards.get(c).is_phenomenon for c in deck)} phen.)"
        for owner, deck in setup.decks or ())
    machine = (f"{platform.platform()}; Python {platform.python_version()} "
               f"({platform.python_implementation()}); CPU {cpu_model()}; "
               f"{os.cpu_count()} logical CPUs")

    print("== Planechase engine benchmark (python -m bench.engine) ==")
    print(f"machine            : {machine}")
    print(f"workload           : seed {args.seed}; 4 players; decks {deck_text}")
    print(f"run time           : {sum(spent):,.1f} s in all ([1] {spent[0]:,.1f} s, "
          f"[2] {spent[1]:,.1f} s, [3] {spent[2]:,.1f} s)")
    print()
    print(f"[1] throughput without saving ({args.repeats} identical repeats of "
          f"{n:,} actions; only apply/undo/redo calls timed)")
    print(f"    applied actions        : {r.n_applied:,} per repeat ({breakdown(r.applied)})")
    print(f"    refused actions        : {r.n_refused:,} per repeat, not counted as actions "
          f"({breakdown(r.refused) or 'none'})")
    print(f"    actions/s (median)     : {thr.median:,.0f}   "
          f"goal >= {GOAL_ACTIONS_PER_S:,}/s: {met(thr.median >= GOAL_ACTIONS_PER_S)}")
    print(f"    actions/s per repeat   : {', '.join(f'{x:,.0f}' for x in thr.rates)}")
    print(f"    calls/s incl. refused  : {statistics.median(thr.call_rates):,.0f} (median)")
    print(f"    one action             : p50 {us(percentile(r.engine_ns, 50))}, "
          f"p99 {us(percentile(r.engine_ns, 99))}, max {ms(max(r.engine_ns))}")
    print("    mean by kind           : " + ", ".join(
        f"{k} {us(r.kind_ns[k] / c)}" for k, c in r.applied.most_common()))
    print(f"    undo depth at the end  : {thr.undo_depth:,}")
    print(f"    garbage collector      : {ms(r.gc_ns)} in all during the run (timed or not); "
          f"{r.gc_full} full collections, the longest {ms(r.gc_full_max_ns)}")
    print()
    print(f"[2] apply + autosave latency ({s.n_applied:,} actions; SaveFile.write after each "
          "applied action: temp file, fdatasync, rename; the folder is not synced, as in "
          "the app's autosave)")
    print(f"    save folder            : {sav.folder}")
    print(f"    filesystem             : {sav.filesystem}")
    print(f"    applied / refused      : {s.n_applied:,} / {s.n_refused:,}")
    print(f"    apply + autosave       : p50 {ms(percentile(combined, 50))}, "
          f"p99 {ms(p99_save)}, max {ms(max(combined))}   "
          f"goal p99 < {GOAL_SAVE_P99_MS:g} ms: {met(p99_save / 1e6 < GOAL_SAVE_P99_MS)}")
    print(f"    autosave alone         : p50 {ms(percentile(s.save_ns, 50))}, "
          f"p99 {ms(percentile(s.save_ns, 99))}, max {ms(max(s.save_ns))}")
    print(f"    of which JSON encoding : {ms(sav.encode_ns)} (median, final state and its undo "
          "history, history base not cached, no disk)")
    print(f"    apply alone            : p50 {us(percentile(s.engine_ns, 50))}, "
          f"p99 {us(percentile(s.engine_ns, 99))}, max {ms(max(s.engine_ns))}")
    print(f"    actions/s with saving  : {s.n_applied / (sum(combined) / 1e9):,.0f}")
    print(f"    garbage collector      : {ms(s.gc_ns)} in all; {s.gc_full} full collections, "
          f"the longest {ms(s.gc_full_max_ns)}")
    print(f"    save file size         : {s.save_bytes[-1]:,} bytes at the end")
    print()
    print(f"[3] undo history memory (tracemalloc, {mem.n:,} actions, same game)")
    print(f"    undo depth             : {mem.undo_depth:,}")
    print(f"    held after the run     : {mib(mem.held)} ({mem.held / mem.n:,.0f} bytes/action)")
    print(f"    held by undo history   : {mib(mem.history)} "
          f"({mem.history / max(1, mem.undo_depth):,.0f} bytes per undo entry)")
    print(f"    held without history   : {mib(mem.without_history)} (current state and its log)")
    print(f"    peak during the run    : {mib(mem.peak)}")
    for k, held in mem.at_marks:
        print(f"    held after {k:>7,} actions: {mib(held)} ({held / k:,.0f} bytes/action)")
    print()
    windows = pause_windows(r, n)
    worst = max((ns for _, _, ns, _ in r.gc_pauses), default=0)
    worst_cpu = max((ns for _, _, _, ns in r.gc_pauses), default=0)
    print(f"[4] garbage collector pauses ([1]'s first repeat, every collection timed; "
          f"gc thresholds {gc.get_threshold()})")
    for w in windows:
        print(f"    actions {w.first:,}-{w.last:,}:")
        for gen in sorted(w.by_gen):
            print(f"      generation {gen}       : "
                  f"{pause_text(w.by_gen[gen], w.cpu_by_gen[gen])}")
    print(f"    longest pause          : {ms(worst)} ({ms(worst_cpu)} CPU time)   "
          f"goal <= {GOAL_GC_PAUSE_MS:g} ms: {met(worst / 1e6 <= GOAL_GC_PAUSE_MS)}")
    print(f"    yardstick              : a full collection with no game alive takes "
          f"{ms(bare_gc)} ({len(gc.get_objects()):,} objects tracked now; "
          f"{gc.get_freeze_count():,} frozen at start)")
    print()
    print("checks")
    print(f"    replay of the actions gives the same state : {'yes' if sav.replay_ok else 'NO'} "
          f"([2]'s game)")
    print(f"    the last autosave reloads to the same state: {'yes' if sav.reload_ok else 'NO'}")
    print(f"    every repeat played the same game          : "
          f"{'yes' if thr.same_every_repeat else 'NO'}")
    print()
    print("Markdown table:")
    print()
    print("| figure | value | goal |")
    print("|---|---|---|")
    print(f"| machine | {machine} | |")
    print(f"| actions/s without saving (median of {args.repeats} × {n:,}; "
          f"{r.n_refused:,} refused not counted) | {thr.median:,.0f} | ≥ {GOAL_ACTIONS_PER_S:,} |")
    print(f"| one action p50 / p99 | {us(percentile(r.engine_ns, 50))} / "
          f"{us(percentile(r.engine_ns, 99))} | |")
    print(f"| apply + autosave p50 / p99 / max ({s.n_applied:,} actions, "
          f"{sav.filesystem.split(' ')[0]}) | {ms(percentile(combined, 50))} / {ms(p99_save)} / "
          f"{ms(max(combined))} | p99 < {GOAL_SAVE_P99_MS:g} ms |")
    print(f"| undo history after {mem.n:,} actions (depth {mem.undo_depth:,}) | "
          f"{mib(mem.history)} ({mem.history / max(1, mem.undo_depth):,.0f} B/entry) | |")
    print(f"| memory held after {mem.n:,} actions | {mib(mem.held)} "
          f"({mem.held / mem.n:,.0f} B/action) | |")
    print("| memory held per action at " + " / ".join(f"{k:,}" for k, _ in mem.at_marks)
          + " actions | " + " / ".join(f"{held / k:,.0f} B" for k, held in mem.at_marks)
          + " | bounded |")
    for w in windows:
        cells = "; ".join(
            f"gen {gen}: {ms(percentile(v, 99))} / {ms(max(v))} "
            f"(CPU {ms(percentile(w.cpu_by_gen[gen], 99))} / {ms(max(w.cpu_by_gen[gen]))})"
            for gen, v in sorted(w.by_gen.items())) or "none"
        print(f"| collector pause p99 / max, actions {w.first:,}-{w.last:,} | {cells} | "
              f"≤ {GOAL_GC_PAUSE_MS:g} ms |")
    return 0 if sav.replay_ok and sav.reload_ok and thr.same_every_repeat else 1


if __name__ == "__main__":
    sys.exit(main())
