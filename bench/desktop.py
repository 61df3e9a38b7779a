"""``python -m bench.desktop``: speed figures of the table app.

1. Cold start to the first painted window: a fresh ``python`` process imports the app,
   builds the demo game and paints the main window once; timed from process start, median of
   several runs.
2. Roll to the updated screen: a roll through the bridge (journaled to disk with
   fdatasync before it is shown, as in the app) until the widgets it changed have
   repainted (the next frame).
3. Resident memory in a long game: RSS after thousands of actions with every widget live.

4. The engine's share of a roll, and the frames drawn while the result banner and the new
   plane's fade animate: the animations run after the engine has applied the roll and
   must never delay it, nor make a frame slow.

Runs offscreen unless a display is set. Speed goals live here and in the README, never in
tests: cold start <= 1.0 s, roll to screen p95 <= 33 ms (two 60 Hz frames), memory
<= 250 MB.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import platform
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

_PROBE = r"""
import sys, time
t0 = float(sys.argv[1])
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication
app = QApplication([])
from desktop import app as desktop_app
args = desktop_app.parse_args(["--demo", "--seed", "3", "--screenshot", "unused",
                               "--data-dir", sys.argv[2], "--config-dir", sys.argv[2]])
window = desktop_app.build(args, app)

class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and obj is window.card_view:
            print(f"painted {time.time() - t0:.6f}", flush=True)
            QTimer.singleShot(0, app.quit)
        return False

probe = FirstPaint()
window.card_view.installEventFilter(probe)
window.resize(1600, 900)
window.show()
app.exec()
"""


def cold_start(runs: int) -> list[float]:
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1])}
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    times = []
    with tempfile.TemporaryDirectory() as tmp:
        for _ in range(runs):
            start = time.time()
            out = subprocess.run([sys.executable, "-c", _PROBE, repr(start), tmp], env=env,
                                 capture_output=True, text=True, timeout=120, check=True)
            line = next(x for x in out.stdout.splitlines() if x.startswith("painted "))
            times.append(float(line.split()[1]))
    return times


def in_process(rolls: int, actions: int, seed: int
               ) -> tuple[list[float], list[float], list[float], list[float], float, int]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from desktop import app as desktop_app
    from engine.actions import Life, NextTurn, Resolve, Roll

    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    with tempfile.TemporaryDirectory() as tmp:
        args = desktop_app.parse_args(["--demo", "--seed", str(seed), "--screenshot", "x",
                                       "--data-dir", tmp, "--config-dir", tmp])
        window = desktop_app.build(args, app)
        window.resize(1600, 900)
        window.show()
        app.processEvents()
        bridge = window.bridge
        game = bridge.game
        assert game is not None
        roll_engine: list[float] = []
        # As in the app: every change is journaled (fdatasync) before it is shown. The
        # screenshot flag above only keeps the player's own autosave out of the benchmark.
        from desktop.autosave import Autosaver

        saver = Autosaver(Path(tmp) / "data", bridge.cards)
        bridge.autosaver = saver
        saver.start(game.state, game.history())

        def settle() -> None:
            # Answer choices and empty the stack through the same bridge the widgets use.
            from engine.actions import Choose

            for _ in range(50):
                state = game.state
                if state.pending_choice is not None:
                    options = state.pending_choice.options
                    kind = state.pending_choice.kind.value
                    bridge.apply(Choose(tuple(options) if kind in ("order", "redistribute")
                                        else 0))
                elif state.stack:
                    bridge.apply(Resolve())
                else:
                    return

        engine_ms: list[float] = []
        real_apply = game.apply

        def timed_apply(action: object) -> object:
            t0 = time.perf_counter()
            try:
                return real_apply(action)  # type: ignore[arg-type]
            finally:
                engine_ms.append((time.perf_counter() - t0) * 1000)

        game.apply = timed_apply  # type: ignore[method-assign]
        latencies = []
        frames: list[float] = []
        unjournaled = []  # every other roll without the journal: its cost, paired in time
        for n in range(rolls):
            bridge.autosaver = saver if n % 2 == 0 else None
            settle()
            if game.state.rolls_this_turn.get(game.state.active_player or "", 0) > 3:
                bridge.apply(NextTurn())
                settle()
            engine_ms.clear()
            start = time.perf_counter()
            accepted = bridge.apply(Roll())
            # Deliver the update requests the roll caused and paint them, as the next frame
            # would: only the widgets whose content changed repaint.
            _spin(app)
            if accepted:
                (latencies if n % 2 == 0 else unjournaled).append(
                    (time.perf_counter() - start) * 1000)
                roll_engine.extend(engine_ms)
            else:
                bridge.apply(NextTurn())
            if accepted and n % 10 == 0:
                # Let the banner and the fade run as a screen would, timing each frame.
                until = time.perf_counter() + 0.4
                while time.perf_counter() < until:
                    f0 = time.perf_counter()
                    _spin(app)
                    frames.append((time.perf_counter() - f0) * 1000)
                    time.sleep(0.016)
        bridge.autosaver = saver
        rnd = random.Random(seed)
        for i in range(actions):
            settle()
            # The bridge reports refusals (a roll at the wrong moment) instead of raising.
            if rnd.random() < 0.5:
                bridge.apply(Roll())
            elif rnd.random() < 0.5:
                players = [p.name for p in game.state.players if p.in_game]
                bridge.apply(Life(rnd.choice(players), delta=rnd.choice((-3, -1, 1, 2))))
            else:
                bridge.apply(NextTurn())
            if i % 50 == 0:
                _spin(app)
        _spin(app)
        rss = _rss_mb()
        window.close()  # closes the autosaver
        return latencies, unjournaled, roll_engine, frames, rss, game.undo_depth()


def _spin(app: object) -> None:
    """One turn of the event loop, as ``app.exec()`` would run it: posted events, paints, and
    the deferred deletions (``deleteLater``) that ``processEvents`` alone never runs."""
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    assert isinstance(app, QApplication)
    app.sendPostedEvents()
    app.processEvents()
    app.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def _rss_mb() -> float:
    with contextlib.suppress(OSError):  # no /proc: fall back to the peak from getrusage
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.desktop", description=__doc__)
    parser.add_argument("--starts", type=int, default=5, help="cold starts (default 5)")
    parser.add_argument("--rolls", type=int, default=200, help="timed rolls (default 200)")
    parser.add_argument("--actions", type=int, default=5000,
                        help="actions in the long game (default 5000)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if min(args.starts, args.rolls, args.actions) < 1:
        parser.error("--starts, --rolls and --actions must be at least 1")
    cpu = "unknown"
    with contextlib.suppress(OSError, StopIteration):
        cpu = next(line.split(":", 1)[1].strip() for line in
                   Path("/proc/cpuinfo").read_text().splitlines() if line.startswith("model name"))
    print("== Planechase desktop benchmark (python -m bench.desktop) ==")
    print(f"machine            : {platform.platform()}; Python {platform.python_version()}; "
          f"CPU {cpu}; {os.cpu_count()} logical CPUs; Qt platform "
          f"{os.environ.get('QT_QPA_PLATFORM', 'default')}")
    starts = cold_start(args.starts)
    print(f"cold start to first painted window: median {statistics.median(starts):.2f} s "
          f"(runs: {', '.join(f'{t:.2f}' for t in starts)})   goal <= 1.0 s: "
          f"{'met' if statistics.median(starts) <= 1.0 else 'NOT MET'}")
    latencies, unjournaled, engine, frames, rss, depth = in_process(
        args.rolls, args.actions, args.seed)
    p50, p95 = statistics.median(latencies), _pct(latencies, 0.95)
    print(f"roll to updated screen, journaled as in the app ({len(latencies)} rolls): "
          f"p50 {p50:.1f} ms, p95 {p95:.1f} ms, max {max(latencies):.1f} ms   "
          f"goal p95 <= 33 ms: {'met' if p95 <= 33 else 'NOT MET'}")
    if unjournaled:
        print(f"  the same without the journal (every other roll, {len(unjournaled)} rolls): "
              f"p50 {statistics.median(unjournaled):.1f} ms, "
              f"p95 {_pct(unjournaled, 0.95):.1f} ms; load {os.getloadavg()[0]:.1f}")
    if engine:
        print(f"  of which the engine (Game.apply): p50 {statistics.median(engine):.2f} ms, "
              f"p95 {_pct(engine, 0.95):.2f} ms (the banner and fade start after it)")
    if frames:
        print(f"frames while the banner and fade animate ({len(frames)} frames): "
              f"p50 {statistics.median(frames):.1f} ms, p95 {_pct(frames, 0.95):.1f} ms, "
              f"max {max(frames):.1f} ms   goal p95 <= 16.7 ms: "
              f"{'met' if _pct(frames, 0.95) <= 16.7 else 'NOT MET'}")
    print(f"resident memory after {args.actions:,} more actions (undo depth {depth:,}): "
          f"{rss:.0f} MB   goal <= 250 MB: {'met' if rss <= 250 else 'NOT MET'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
