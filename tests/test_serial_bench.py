"""Smoke test of ``python -m bench.serial``: a tiny run prints its labelled figures.

No timing is asserted here: speed goals live in the benchmark's output, never in tests.
"""

from __future__ import annotations

import pytest

from bench import serial as bench_serial

LABELS = (
    "machine",
    "CPU",
    "logical CPUs",
    "[1] line written -> engine applied (20 rolls",
    "applied / refused      : 20 / 0",
    "line -> applied        : p50",
    "p99",
    "goal p99 <= 5 ms",
    "line -> callback",
    "engine apply",
    "[2] unplug -> replug at the same path (1 times",
    "replug -> port reopened",
    "no roll lost or repeated: yes",
    "[3] flood of 200 mixed lines",
    "lines/s",
    "results                : 20;",
    "memory kept afterwards",
    "[4] noise after a checksummed HELLO (",
    "rolls invented         : 0   goal 0: met",
    "refused (no checksum)",
    "| figure | value | goal |",
    "| line -> engine applied, p50 / p99 (20 rolls)",
)


def test_quick_benchmark_prints_labelled_figures(capsys: pytest.CaptureFixture[str]) -> None:
    code = bench_serial.main(["--rolls", "20", "--reconnects", "1", "--flood", "200",
                                "--noise-mb", "0.2"])
    out = capsys.readouterr().out
    assert code == 0, out
    missing = [label for label in LABELS if label not in out]
    assert not missing, f"missing {missing} in:\n{out}"


def test_rejects_an_empty_run(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        bench_serial.main(["--rolls", "0"])
    assert exc.value.code == 2
    assert "at least 1" in capsys.readouterr().err
