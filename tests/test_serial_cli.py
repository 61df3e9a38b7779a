"""The dice tower's command line (simulate, watch, ports), port discovery, and the
package's boundaries (no Qt; pyserial is the top-level ``serial``)."""

from __future__ import annotations

import io
import json
import random
import re
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace

import pytest

from hardware.serial import __main__ as cli
from hardware.serial import ports
from hardware.serial.ports import PortChoice, PortInfo, detect_towers, first_tower, probe
from hardware.serial.protocol import Hello
from hardware.serial.simulator import PtyPort, TowerSimulator

ROOT = Path(__file__).resolve().parents[1]
TIMEOUT = 30.0


def test_simulate_and_watch_from_the_command_line(tmp_path: Path) -> None:
    link = tmp_path / "tower"
    sim = subprocess.Popen(
        [sys.executable, "-m", "hardware.serial", "simulate", "--link", str(link),
         "--seed", "5", "--every", "0.05", "--roll-delay", "0", "--noise", "0.3"],
        cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        text=True)
    try:
        assert sim.stdout is not None and sim.stdin is not None
        assert sim.stdout.readline().strip() == str(link)
        watch = subprocess.run(
            [sys.executable, "-m", "hardware.serial", "watch", "--port", str(link), "--json",
             "--count", "3", "--face-map", "2=planeswalker,3=chaos"],
            cwd=ROOT, capture_output=True, text=True, timeout=TIMEOUT)
        assert watch.returncode == 0, watch.stderr
        rows = [json.loads(row) for row in watch.stdout.splitlines()]
        assert len(rows) == 3, watch.stdout
        assert all(set(r) == {"face", "seq", "raw"} for r in rows)
        assert all(r["face"] in ("planeswalker", "chaos", "blank") for r in rows)
        seqs = [r["seq"] for r in rows]
        assert seqs == list(range(seqs[0], seqs[0] + 3))
        assert all(r["raw"].startswith("RESULT ") and f"seq={r['seq']}*" in r["raw"]
                   for r in rows)
        assert "[ready] sim-tower" in watch.stderr
        (stats,) = [row for row in watch.stderr.splitlines() if row.startswith("[stats] ")]
        assert re.fullmatch(r"\[stats\] [\d,]+ lines, [\d,]+ results(; dropped: .+)?", stats)
        sim.stdin.write("quit\n")
        sim.stdin.flush()
        assert sim.wait(TIMEOUT) == 0
    finally:
        if sim.poll() is None:
            sim.kill()
            sim.wait(TIMEOUT)
        for stream in (sim.stdin, sim.stdout, sim.stderr):
            if stream is not None:
                stream.close()
    assert not link.exists()  # the simulator removes its link


def test_watch_refuses_a_bad_face_map_and_count() -> None:
    err = io.StringIO()
    assert cli.main(["watch", "--port", "/nonexistent", "--face-map", "1=pw"],
                    io.StringIO(), err) == 2
    assert "exactly one planeswalker and one chaos" in err.getvalue()
    assert cli.main(["watch", "--port", "/nonexistent", "--count", "0"], io.StringIO(),
                    err) == 2


def test_watch_prints_human_lines_without_json(tmp_path: Path) -> None:
    with TowerSimulator(rng=random.Random(4), pips=True, roll_every=0.05,
                        link=tmp_path / "t") as tower:
        out = io.StringIO()
        err = io.StringIO()
        assert cli.main(["watch", "--port", tower.path, "--count", "2",
                         "--seconds", str(TIMEOUT)], out, err) == 0
    lines = out.getvalue().splitlines()
    assert len(lines) == 2
    assert all(line.split()[0] in ("planeswalker", "chaos", "blank") for line in lines)
    assert all("RESULT " in line and "seq " in line for line in lines)


def test_simulator_commands_from_stdin(tmp_path: Path) -> None:
    err = io.StringIO()
    with TowerSimulator(rng=random.Random(1), link=tmp_path / "t") as tower:
        assert cli._sim_command(tower, ["roll", "pw"], err)
        deadline = time.monotonic() + TIMEOUT
        while not tower.sent:  # the board rolls on its own thread
            assert time.monotonic() < deadline
            time.sleep(0.005)
        assert tower.sent == [(1, "PW")]
        for words in (["roll"], ["noise"], ["bad"], ["silent"], ["talk"], ["reboot"],
                      ["unplug"], ["replug"], [], ["roll", "7"], ["dance"]):
            assert cli._sim_command(tower, words, err)
        assert not cli._sim_command(tower, ["quit"], err)
    text = err.getvalue()
    assert "ok: roll pw" in text and "not a face: 7" in text and "commands:" in text


# -- finding the tower ---------------------------------------------------------------

@pytest.fixture
def tower(tmp_path: Path) -> Iterator[TowerSimulator]:
    with TowerSimulator(rng=random.Random(9), name="left", link=tmp_path / "left") as sim:
        yield sim


def test_probe_finds_the_hello_behind_boot_noise(tower: TowerSimulator) -> None:
    hello = probe(tower.path, seconds=TIMEOUT, query_after=1.0)
    assert hello == Hello("left", "1.0.0", "PD/1", motor=True, seq=0)


def test_probe_asks_a_board_that_does_not_reset_for_its_hello(tmp_path: Path) -> None:
    # a board that said HELLO long ago (no boot when the port opens) answers the query
    with TowerSimulator(rng=random.Random(9), name="esp", link=tmp_path / "esp",
                        resets_on_open=False) as sim:
        hello = probe(sim.path, seconds=TIMEOUT, query_after=0.05)
        assert hello is not None and hello.name == "esp"
        assert sim.commands[:1] == ["HELLO"]


def test_probe_gives_up_on_silent_and_missing_ports(tmp_path: Path) -> None:
    silent = PtyPort(tmp_path / "silent")
    try:
        assert probe(silent.path, seconds=0.2, query_after=0.05) is None
        assert silent.read(1.0).startswith(b"HELLO\n")  # it was asked
    finally:
        silent.close()
    assert probe(str(tmp_path / "missing"), seconds=0.2) is None


def test_detect_towers_marks_the_port_with_a_tower(tower: TowerSimulator,
                                                   tmp_path: Path) -> None:
    silent = PtyPort(tmp_path / "silent")
    try:
        listed = [PortInfo(silent.path, "USB serial", vid=0x2341, pid=0x43),
                  PortInfo(tower.path, "USB serial", vid=0x2341, pid=0x43),
                  PortInfo("/dev/ttyS0", "n/a")]
        choices = detect_towers(listed, seconds=0.8, query_after=0.2)
    finally:
        silent.close()
    assert [c.port.device for c in choices] == [p.device for p in listed]
    assert [c.tower is not None for c in choices] == [False, True, False]
    best = first_tower(choices)
    assert best is not None and best.port.device == tower.path
    assert best.label == f"{tower.path} — left 1.0.0 (PD/1)"
    assert choices[2].label == "/dev/ttyS0"
    assert first_tower([PortChoice(PortInfo("/dev/ttyS0"))]) is None


def test_list_ports_uses_pyserial(monkeypatch: pytest.MonkeyPatch) -> None:
    fake = [SimpleNamespace(device="/dev/ttyUSB0", description="CP2102", hwid="USB VID:PID",
                            vid=0x10C4, pid=0xEA60),
            SimpleNamespace(device="/dev/ttyACM0", description="Arduino Uno", hwid="USB",
                            vid=0x2341, pid=0x43),
            SimpleNamespace(device="/dev/ttyS0", description="n/a", hwid="n/a", vid=None,
                            pid=None)]
    monkeypatch.setattr(ports.pyserial_list_ports, "comports", lambda: fake)
    listed = ports.list_ports()
    assert [p.device for p in listed] == ["/dev/ttyACM0", "/dev/ttyS0", "/dev/ttyUSB0"]
    assert [p.device for p in ports.candidate_ports(listed)] == ["/dev/ttyACM0",
                                                                 "/dev/ttyUSB0"]
    out = io.StringIO()
    assert cli.main(["ports", "--no-probe", "--json"], out, io.StringIO()) == 0
    rows = json.loads(out.getvalue())
    assert rows[0] == {"device": "/dev/ttyACM0", "description": "Arduino Uno", "hwid": "USB",
                       "tower": None}
    out = io.StringIO()
    assert cli.main(["ports", "--no-probe"], out, io.StringIO()) == 0
    assert "  /dev/ttyACM0 — Arduino Uno" in out.getvalue()


# -- boundaries ------------------------------------------------------------------------

def test_the_package_loads_pyserial_and_no_qt() -> None:
    code = (
        "import sys, serial, hardware.serial, hardware.serial.simulator, "
        "hardware.serial.__main__, hardware.serial.reader as r;"
        "assert r.serial is serial and hasattr(serial, 'Serial'), serial.__file__;"
        "assert 'site-packages' in serial.__file__ or 'dist-packages' in serial.__file__;"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'cv2')];"
        "print(','.join(bad))"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, timeout=TIMEOUT)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == ""
    assert not (ROOT / "hardware" / "serial.py").exists()
