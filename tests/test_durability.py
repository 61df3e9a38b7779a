"""kill -9 the app's autosave path and ``python -m engine --autosave`` at random moments:
no acknowledged action lost, no unreadable file, no temp file left after the next start.

A small run for CI; ``python -m bench.durability`` runs 200 kills of each.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from bench import durability

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")


def test_the_apps_autosave_survives_kill_9(tmp_path: Path) -> None:
    figures = durability.kill_app(10, seed=11, folder=tmp_path, max_delay=0.25)
    assert figures.kills == 10 and figures.acked > 0, figures.report()
    assert figures.ok, figures.report()


def test_the_drivers_autosave_survives_kill_9(tmp_path: Path) -> None:
    figures = durability.kill_driver(10, seed=12, folder=tmp_path, max_delay=0.25)
    assert figures.kills == 10 and figures.acked > 0, figures.report()
    assert figures.ok, figures.report()
