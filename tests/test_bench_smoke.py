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
                  "duplicates", "rest -> result, frames", "rest -> result, ms",
                  "vision per frame, ms", "1280×720", "pip d6", "one core", "cheap webcam",
                  "rendered photos", "calibrations accepted", "wrong among ok",
                  "reliability"):
        assert label in text, text
