"""Find towers finds the simulator's pseudo-terminal (review defect 26): pseudo-terminals
aren't serial ports to the operating system, so discovery also probes the simulators' links
and the path the player typed."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from hardware.serial.ports import (
    SIMULATOR_DESCRIPTION,
    SIMULATOR_LINK_PREFIX,
    TYPED_DESCRIPTION,
    PortInfo,
    detect_towers,
    first_tower,
    simulator_links,
)
from hardware.serial.simulator import TowerSimulator

ROOT = Path(__file__).resolve().parents[1]
TIMEOUT = 30.0
FAST = {"seconds": 1.2, "query_after": 0.3}


@pytest.fixture
def simulator(tmp_path: Path):  # type: ignore[no-untyped-def]
    """``python -m hardware.serial simulate`` as a player runs it, linked in ``tmp_path``."""
    link = tmp_path / f"{SIMULATOR_LINK_PREFIX}4242"
    sim = subprocess.Popen(
        [sys.executable, "-m", "hardware.serial", "simulate", "--link", str(link),
         "--seed", "3"], cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, text=True)
    try:
        assert sim.stdout is not None
        assert sim.stdout.readline().strip() == str(link)
        yield link
    finally:
        assert sim.stdin is not None
        sim.stdin.write("quit\n")
        sim.stdin.close()
        try:
            sim.wait(TIMEOUT)
        finally:
            if sim.poll() is None:
                sim.kill()
                sim.wait(TIMEOUT)
            for stream in (sim.stdout, sim.stderr):
                if stream is not None:
                    stream.close()


def test_find_towers_finds_a_running_simulator(simulator: Path, tmp_path: Path) -> None:
    assert simulator_links(tmp_path) == [str(simulator)]
    listed = [PortInfo("/dev/ttyS0", "n/a")]  # what pyserial lists: no pseudo-terminal
    choices = detect_towers(listed, simulator_folder=tmp_path, **FAST)
    assert [c.port.device for c in choices] == ["/dev/ttyS0", str(simulator)]
    best = first_tower(choices)
    assert best is not None and best.port.device == str(simulator)
    assert best.port.description == SIMULATOR_DESCRIPTION
    assert best.tower is not None and best.tower.name == "sim-tower"
    # Told not to look for simulators, it doesn't.
    alone = detect_towers(listed, simulators=False, simulator_folder=tmp_path, **FAST)
    assert [c.port.device for c in alone] == ["/dev/ttyS0"]


def test_a_typed_path_is_probed_too(tmp_path: Path) -> None:
    with TowerSimulator(rng=random.Random(1), link=tmp_path / "my-tower") as tower:
        choices = detect_towers([], extra=(f" {tower.path} ", ""), simulator_folder=tmp_path,
                                **FAST)
    assert [(c.port.device, c.port.description) for c in choices] == [
        (tower.path, TYPED_DESCRIPTION)]
    assert choices[0].tower is not None


def test_stale_links_are_not_probed(tmp_path: Path) -> None:
    (tmp_path / f"{SIMULATOR_LINK_PREFIX}1").symlink_to(tmp_path / "gone")
    (tmp_path / f"{SIMULATOR_LINK_PREFIX}2.new").symlink_to(tmp_path)
    (tmp_path / f"{SIMULATOR_LINK_PREFIX}3").write_text("not a link")
    assert simulator_links(tmp_path) == []


def test_settings_find_towers_selects_the_simulator(qtbot: Any, simulator: Path,
                                                    tmp_path: Path) -> None:
    pytest.importorskip("pytestqt")
    from desktop.dialogs.settings import Settings, SettingsDialog

    def detect(**options: Any) -> Any:  # the real discovery, this test's folder and no USB
        return detect_towers([], simulator_folder=tmp_path, **FAST, **options)

    dialog = SettingsDialog(Settings(die_source="tower"), detect_towers=detect)
    qtbot.addWidget(dialog)
    tower = dialog.tower
    assert tower.finder.busy  # no port yet: the search starts with the dialog
    qtbot.waitUntil(lambda: not tower.finder.busy, timeout=10_000)
    assert tower.port_path() == str(simulator)
    assert tower.note.text() == f"★ Found sim-tower 1.0.0 on {simulator}"
    assert dialog.ok_button.isEnabled()
