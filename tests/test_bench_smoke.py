"""Smoke test of ``python -m bench.engine``: it runs and prints its labelled figures.

No timing is asserted here: speed goals live in the benchmark's output, never in tests.
"""

from __future__ import annotations

import pytest

from bench import engine as bench_engine

LABELS = (
    "machine",
    "CPU",
    "logical CPUs",
    "[1] throughput without saving",
    "applied actions",
    "refused actions",
    "actions/s (median)",
    "actions/s per repeat",
    "[2] apply + autosave latency",
    "save folder",
    "filesystem",
    "apply + autosave",
    "p50",
    "p99",
    "max",
    "[3] undo history memory (tracemalloc",
    "undo depth",
    "held by undo history",
    "bytes per undo entry",
    "replay of the actions gives the same state : yes",
    "the last autosave reloads to the same state: yes",
    "every repeat played the same game          : yes",
    "| figure | value | goal |",
    "| actions/s without saving",
    "| apply + autosave p50 / p99 / max",
    "| undo history after",
    "held after   1,000 actions",
    "[4] garbage collector pauses",
    "actions 1-1,000:",
    "actions 1,001-2,000:",
    "generation 0",
    "CPU time",
    "longest pause",
    "yardstick",
    "| memory held per action at 1,000 / 2,000 actions",
    "| collector pause p99 / max, actions 1-1,000",
)


def test_quick_benchmark_prints_labelled_figures(capsys: pytest.CaptureFixture[str]) -> None:
    code = bench_engine.main(["--quick", "--actions", "2000", "--save-actions", "200"])
    out = capsys.readouterr().out
    assert code == 0, out
    missing = [label for label in LABELS if label not in out]
    assert not missing, f"missing {missing} in:\n{out}"
    assert "applied actions        : 2,000 per repeat" in out
    assert "apply + autosave latency (200 actions" in out
    assert "undo history memory (tracemalloc, 2,000 actions" in out


def test_rejects_a_run_of_no_actions(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        bench_engine.main(["--actions", "0"])
    assert exc.value.code == 2
    assert "at least 1" in capsys.readouterr().err


def test_desktop_benchmark_prints_its_figures(capsys: pytest.CaptureFixture[str]) -> None:
    """A tiny run of python -m bench.desktop: it prints the three labelled figures (no
    timing is asserted; speed goals live in the benchmark and the README)."""
    from bench import desktop

    assert desktop.main(["--starts", "1", "--rolls", "5", "--actions", "50"]) == 0
    out = capsys.readouterr().out
    for label in ("cold start to first painted window", "roll to updated screen",
                  "resident memory after"):
        assert label in out, out


def test_camera_benchmark_prints_its_figures() -> None:
    """A tiny run of python -m bench.camera: every figure the issue asks for is printed."""
    import io

    from bench import camera

    out = io.StringIO()
    assert camera.main(["--rolls", "4", "--sessions", "2", "--hd-rolls", "2",
                        "--d6-rolls", "2", "--webcam-rolls", "4", "--photo-setups", "1",
                        "--photos-per-face", "1"],
                       out=out) == 0
    text = out.getvalue()
    for label in ("wrong among accepted", "unsure", "cocked reported", "missed rolls",
                  "the player told of", "'lost the roll' told",
                  "duplicates", "rest -> result, frames", "rest -> result, ms",
                  "vision per frame, ms", "1280×720", "pip d6", "one core", "cheap webcam",
                  "rendered photos", "calibrations accepted", "wrong among ok",
                  "reliability"):
        assert label in text, text


def test_camera_bench_counts_the_rolls_the_player_was_told_were_lost() -> None:
    """A missed roll the watcher said it lost ("no die found") is told apart from a silent
    one, and such a notice for a roll that was read or a hand visit is counted as wrong."""
    from bench.camera import Tally, score
    from engine.domain import DieFace, RollSource
    from hardware.camera.synthetic import RollTruth
    from hardware.readings import DieReading, ReadingStatus

    def truth(kind: str, start: int) -> RollTruth:
        face = DieFace.BLANK if kind == "roll" else None
        return RollTruth(kind, face, None, False, start, start + 20, (100.0, 100.0), 40.0,
                         0.0, None)

    truths = [truth("roll", 0), truth("roll", 40), truth("roll", 80), truth("hand", 120)]
    read = DieReading(DieFace.BLANK, RollSource.CAMERA, 1.0, ReadingStatus.OK, 25, 0.8)
    tally = Tally()
    score(truths, [(read, 5.0, None)], 30.0, tally, lost_at=[22, 62, 130])
    assert (tally.rolls, tally.accepted, tally.missed) == (3, 1, 2)
    assert tally.missed_told == 1  # the roll at 40; the one at 80 was missed silently
    assert tally.lost_told_wrongly == 2  # during the roll read at 25, and the hand visit
