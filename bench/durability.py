"""``python -m bench.durability``: kill -9 the real thing, and check nothing shown is lost.

Two subjects, each started as a real process, driven at full speed, killed with SIGKILL at
a random moment, then started again on the same files:

* the app's autosave path: the bridge and the autosaver (journal + background full saves)
  in a child process without a window. It prints ``will <fingerprint>`` when the engine
  has applied an action, and ``ack <fingerprint>`` once the bridge has shown it (after it
  was made durable);
* ``python -m engine --autosave FILE``: commands one at a time, a reply is an
  acknowledgement. An in-process mirror session (no saving) predicts each reply's state.

After every kill the files must read (no unreadable file), the recovered game must be the
last acknowledged one or the one the in-flight action led to (zero acknowledged actions
lost), and once the next start has run no temp file may be left. ``tests/test_durability.py``
runs a few kills in CI; this runs the full count and prints the figures.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
PLAYERS = ["Ann", "Bob", "Cid"]


def fingerprint(game: Any) -> str:
    """The game's state and its redo stack, as a short hash (the same in any process)."""
    from engine.persistence import state_to_json

    doc = [state_to_json(game.state), [a.to_json() for a in game.history().redo]]
    return hashlib.sha1(json.dumps(doc, sort_keys=True).encode()).hexdigest()[:16]


def next_command(game: Any, rnd: random.Random) -> dict[str, Any]:
    """A plausible next command at full speed: answer choices, resolve, roll, life, turns,
    undo and redo, and now and then a new game."""
    state = game.state if game is not None else None
    if state is None or rnd.random() < 0.002:
        return {"cmd": "new", "players": PLAYERS, "random_decks": {},
                "seed": rnd.randrange(1_000_000)}
    if state.pending_choice is not None:
        choice = state.pending_choice
        kind = choice.kind.value
        return {"cmd": "choose", "choice": list(choice.options)
                if kind in ("order", "redistribute") else 0}
    r = rnd.random()
    if r < 0.10:
        return {"cmd": "undo"}
    if r < 0.15:
        return {"cmd": "redo"}
    if state.stack and r < 0.6:
        return {"cmd": "resolve"}
    if r < 0.55:
        return {"cmd": "roll"}
    if r < 0.8:
        return {"cmd": "life", "player": rnd.choice(PLAYERS), "delta": rnd.choice((-3, -1, 2))}
    return {"cmd": "next_turn"}


# -- the app's autosave path, in a child process --------------------------------------------

def child_app(folder: Path, seed: int) -> int:
    """The bridge and autosaver as the app wires them, without a window."""
    from PySide6.QtCore import QCoreApplication

    from desktop.autosave import Autosaver, recover
    from desktop.bridge import EngineBridge
    from engine.actions import parse_action, parse_new_game
    from engine.cards import default_cards

    app = QCoreApplication.instance() or QCoreApplication([])
    cards = default_cards()

    class Bridge(EngineBridge):
        def _publish(self, events: Any, command: Any) -> None:
            _say(f"will {fingerprint(self.game)}")  # applied, not yet durable
            super()._publish(events, command)

    saver = Autosaver(folder, cards)
    bridge = Bridge(cards, saver)
    saved, problem = recover(folder, cards)
    if problem:
        _say("problem " + problem.replace("\n", " "))
    if saved is not None:
        bridge.resume(saved)
    bridge.changed.connect(lambda view, events: _say(f"ack {fingerprint(bridge.game)}"))
    temps = [p.name for p in folder.iterdir() if p.name.endswith(".planechase-tmp")]
    _say(f"ready {fingerprint(bridge.game) if bridge.game else '-'} {len(temps)}")
    rnd = random.Random(seed)
    while True:
        command = next_command(bridge.game, rnd)
        if command["cmd"] == "new":
            bridge.new_game(parse_new_game(command))
        elif command["cmd"] == "undo":
            bridge.undo()
        elif command["cmd"] == "redo":
            bridge.redo()
        else:
            bridge.try_apply(parse_action(command))
        app.processEvents()


def _temp_files(folder: Path) -> int:
    return sum(p.name.endswith(".planechase-tmp") for p in folder.iterdir())


def _say(line: str) -> None:
    """One whole line in one write, so a kill never leaves half a line that counts."""
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


@dataclass
class Figures:
    subject: str
    kills: int = 0
    acked: int = 0
    lost: int = 0
    unreadable: int = 0
    temp_left: int = 0
    in_flight_kept: int = 0
    temp_found: int = 0
    """Temp files a kill left (each removed by the next start: ``temp_left`` counts any not)."""
    restart_s: list[float] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not (self.lost or self.unreadable or self.temp_left or self.problems)

    def report(self) -> str:
        restart = statistics.median(self.restart_s) if self.restart_s else 0.0
        return (f"{self.subject}: {self.kills} kills, {self.acked:,} acknowledged actions, "
                f"lost {self.lost}, unreadable files {self.unreadable}, temp files left "
                f"after a start {self.temp_left} (left by kills and cleaned: "
                f"{self.temp_found}), in-flight action kept {self.in_flight_kept} times, "
                f"start to ready median {restart:.2f} s"
                + "".join(f"\n  problem: {p}" for p in self.problems[:10]))


class _Lines:
    """A child's stdout, read on a thread so it never blocks on a full pipe."""

    def __init__(self, proc: subprocess.Popen[str]) -> None:
        self.lines: list[str] = []
        self.ready = threading.Event()
        self._thread = threading.Thread(target=self._read, args=(proc,), daemon=True)
        self._thread.start()

    def _read(self, proc: subprocess.Popen[str]) -> None:
        assert proc.stdout is not None
        for line in proc.stdout:
            self.lines.append(line.rstrip("\n"))
            if line.startswith("ready"):
                self.ready.set()

    def join(self) -> None:
        self._thread.join(timeout=30)


def _env() -> dict[str, str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def kill_app(kills: int, seed: int, folder: Path, max_delay: float = 0.3) -> Figures:
    from engine.cards import default_cards
    from engine.errors import SaveFileError
    from engine.game import Game
    from engine.journal import recover

    cards = default_cards()
    figures = Figures("app autosave (bridge + journal)")
    rnd = random.Random(seed)
    expected: tuple[str | None, str | None] = (None, None)  # (last ack, will after it)
    # "-" stands for "no game": before the first new game is durable.
    for round_no in range(kills + 1):
        start = time.perf_counter()
        proc = subprocess.Popen(
            [sys.executable, "-m", "bench.durability", "--child-app", str(folder),
             "--seed", str(rnd.randrange(1 << 30))],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=_env(), cwd=ROOT)
        out = _Lines(proc)
        if not out.ready.wait(60):
            proc.kill()
            proc.wait()
            figures.problems.append(f"round {round_no}: no ready line; stderr "
                                    f"{proc.stderr.read()[-300:] if proc.stderr else ''!r}")
            break
        figures.restart_s.append(time.perf_counter() - start)
        ready = next(x for x in out.lines if x.startswith("ready")).split()
        if int(ready[2]):
            figures.temp_left += 1
        if ready[1] not in expected and expected != (None, None):
            figures.lost += 1
            figures.problems.append(f"round {round_no}: started on {ready[1]}, "
                                    f"expected {expected}")
        if expected[1] is not None and ready[1] == expected[1]:
            figures.in_flight_kept += 1
        if round_no == kills:  # the last start only checks the recovery and the temp files
            proc.kill()
            proc.wait()
            out.join()
            break
        time.sleep(rnd.uniform(0, max_delay))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        out.join()
        if proc.stderr is not None:
            err = proc.stderr.read()
            if "Traceback" in err or "ERROR" in err:
                figures.problems.append(f"round {round_no}: stderr {err[-300:]!r}")
        figures.kills += 1
        figures.temp_found += _temp_files(folder)
        last_ack = None
        will_after = None
        for line in out.lines:
            kind, _, fp = line.partition(" ")
            if kind in ("ack", "will") and len(fp) != 16:
                continue  # a line cut by the kill (not seen whole: not acknowledged)
            if kind == "ack":
                figures.acked += 1
                last_ack, will_after = fp, None
            elif kind == "will":
                will_after = fp
            elif kind == "problem":
                figures.problems.append(f"round {round_no}: {fp}")
        if last_ack is None:
            last_ack = ready[1]
        # Read back as the next start will, without changing the files.
        try:
            recovered = recover(folder / "autosave.json", cards)
        except SaveFileError as exc:  # anything else is a bug and stops the run loudly
            figures.unreadable += 1
            figures.problems.append(f"round {round_no}: unreadable: {exc}")
            expected = (None, None)
            continue
        got = "-"
        if recovered is not None:
            game, _ = Game.load(recovered.saved, cards)
            got = fingerprint(game)
        if got not in (last_ack, will_after):
            figures.lost += 1
            figures.problems.append(f"round {round_no}: recovered {got}, last ack {last_ack}")
        expected = (got, None)
    return figures


# -- python -m engine --autosave ------------------------------------------------------------

def kill_driver(kills: int, seed: int, folder: Path, max_delay: float = 0.3) -> Figures:
    from engine.driver import Session
    from engine.persistence import TEMP_SUFFIX

    figures = Figures("python -m engine --autosave FILE")
    rnd = random.Random(seed)
    path = folder / "driver-autosave.json"
    candidates: list[Any] = []
    for round_no in range(kills + 1):
        start = time.perf_counter()
        proc = subprocess.Popen(
            [sys.executable, "-m", "engine", "--autosave", str(path), "--log-tail", "5"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            text=True, encoding="utf-8", env=_env(), cwd=ROOT)
        assert proc.stdin is not None and proc.stdout is not None
        mirror = Session(log_tail=5)
        proc.stdin.write('{"cmd": "state"}\n')
        proc.stdin.flush()
        first = proc.stdout.readline()
        if not first:
            err = proc.stderr.read() if proc.stderr else ""
            proc.wait()
            figures.unreadable += 1
            figures.problems.append(f"round {round_no}: the driver didn't start: {err[-300:]!r}")
            break
        figures.restart_s.append(time.perf_counter() - start)
        if any(p.name.endswith(TEMP_SUFFIX) for p in folder.iterdir()):
            figures.temp_left += 1  # "state" saves nothing: any temp file is a leftover
        recovered_state = json.loads(first)["state"]
        if round_no > 0:
            if recovered_state not in candidates:
                figures.lost += 1
                figures.problems.append(f"round {round_no}: the driver resumed another game")
            elif len(candidates) == 2 and recovered_state == candidates[1] != candidates[0]:
                figures.in_flight_kept += 1
        if recovered_state is not None:
            loaded = mirror.handle({"cmd": "load", "path": str(path)})
            if loaded["state"] != recovered_state:
                figures.problems.append(f"round {round_no}: FILE and the driver disagree")
        if round_no == kills:
            proc.stdin.close()
            proc.wait(timeout=30)
            break
        deadline = time.perf_counter() + rnd.uniform(0, max_delay)
        killer = threading.Timer(max(0.0, deadline - time.perf_counter()),
                                 lambda p=proc: p.send_signal(signal.SIGKILL))
        killer.start()
        acked = recovered_state
        candidates = [acked]
        crnd = random.Random(rnd.randrange(1 << 30))
        try:
            while True:
                command = next_command(mirror.game, crnd)
                expect = mirror.handle(command)
                candidates = [acked, expect["state"]]
                proc.stdin.write(json.dumps(command) + "\n")
                proc.stdin.flush()
                line = proc.stdout.readline()
                if not line:
                    break
                reply = json.loads(line)
                if reply != expect:
                    figures.problems.append(f"round {round_no}: reply differs from the "
                                            f"mirror's on {command}: {reply.get('error')}")
                    break
                if reply["ok"]:
                    figures.acked += 1
                acked = reply["state"]
                candidates = [acked]
        except (BrokenPipeError, OSError):
            pass  # killed while writing
        killer.join()
        proc.wait()
        figures.kills += 1
        figures.temp_found += _temp_files(folder)
        err = proc.stderr.read() if proc.stderr else ""
        if "Traceback" in err or "ERROR" in err:
            figures.problems.append(f"round {round_no}: stderr {err[-300:]!r}")
    return figures


def journal_timing(folder: Path, entries: int = 2000) -> tuple[float, float, float]:
    """One journal append + fdatasync, as the bridge does before showing an action:
    (p50, p95, p99) in milliseconds."""
    from engine.journal import Journal

    journal = Journal(folder / "timing.journal")
    journal.reset("timing")
    times = []
    command = {"cmd": "roll", "face": "chaos", "source": "camera", "confidence": 0.93}
    for _ in range(entries):
        start = time.perf_counter()
        journal.append(command)
        times.append((time.perf_counter() - start) * 1000)
    journal.close()
    (folder / "timing.journal").unlink()
    times.sort()
    return (statistics.median(times), times[int(0.95 * len(times))],
            times[int(0.99 * len(times))])


def run(kills: int, seed: int, max_delay: float = 0.3) -> list[Figures]:
    with tempfile.TemporaryDirectory(prefix="durability-", dir=_disk_tmp()) as tmp:
        app_dir = Path(tmp) / "app"
        driver_dir = Path(tmp) / "driver"
        app_dir.mkdir()
        driver_dir.mkdir()
        return [kill_app(kills, seed, app_dir, max_delay),
                kill_driver(kills, seed, driver_dir, max_delay)]


def _disk_tmp() -> str | None:
    """A temp folder on a real disk (``/tmp`` may be tmpfs, where fdatasync is free)."""
    override = os.environ.get("DURABILITY_DIR")
    return override or None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.durability", description=__doc__)
    parser.add_argument("--kills", type=int, default=200,
                        help="kill -9s per subject (default 200)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-delay", type=float, default=0.3,
                        help="longest run before a kill, seconds (default 0.3)")
    parser.add_argument("--child-app", type=Path, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child_app is not None:
        return child_app(args.child_app, args.seed)
    if args.kills < 1:
        parser.error("--kills must be at least 1")
    print("== Planechase durability benchmark (python -m bench.durability) ==")
    print(f"folder: {_disk_tmp() or tempfile.gettempdir()}; load: {os.getloadavg()}")
    folders = [("disk", Path(_disk_tmp() or tempfile.gettempdir()))]
    if Path("/dev/shm").is_dir():
        folders.append(("tmpfs", Path("/dev/shm")))
    for label, folder in folders:
        with tempfile.TemporaryDirectory(dir=folder) as tmp:
            p50, p95, p99 = journal_timing(Path(tmp))
        print(f"journal append + fdatasync ({label}, {folder}): p50 {p50:.3f} ms, "
              f"p95 {p95:.3f} ms, p99 {p99:.3f} ms")
    started = time.perf_counter()
    results = run(args.kills, args.seed, args.max_delay)
    for figures in results:
        print(figures.report())
    print(f"total {time.perf_counter() - started:.0f} s; "
          f"{'all acknowledged actions kept' if all(f.ok for f in results) else 'FAILED'}")
    return 0 if all(f.ok for f in results) else 1


if __name__ == "__main__":
    raise SystemExit(main())
