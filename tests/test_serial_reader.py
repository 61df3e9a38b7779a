"""The dice-tower reader over real pseudo-terminals: pyserial opens the slave side, the test
(or the simulated tower) writes on the master side.

Nothing here sleeps for correctness: every wait is on a condition, with a timeout.
"""

from __future__ import annotations

import logging
import random
import threading
import time
import tracemalloc
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from engine.domain import DieFace, RollSource
from hardware.face_map import FaceMap
from hardware.readings import ReadingStatus
from hardware.serial.protocol import Hello, checksum, frame
from hardware.serial.reader import LinkState, TowerReader, TowerResult, TowerStatus
from hardware.serial.simulator import PtyPort, TowerSimulator

WAIT = 10.0
"""The longest any condition is waited for (generous: a loaded 2-core machine)."""


class Recorder:
    """Collects the reader's callbacks and lets the test wait for what it expects."""

    def __init__(self, keep: bool = True) -> None:
        self.cond = threading.Condition()
        self.results: list[TowerResult] = []
        self.statuses: list[TowerStatus] = []
        self.count = 0
        self.keep = keep

    def on_reading(self, result: TowerResult) -> None:
        with self.cond:
            self.count += 1
            if self.keep:
                self.results.append(result)
            self.cond.notify_all()

    def on_status(self, status: TowerStatus) -> None:
        with self.cond:
            self.statuses.append(status)
            self.cond.notify_all()

    def wait(self, predicate: Callable[[], bool], what: str) -> None:
        with self.cond:
            ok = self.cond.wait_for(predicate, WAIT)
            assert ok, (f"timed out waiting for {what}; results "
                        f"{[r.raw for r in self.results]}; statuses "
                        f"{[(s.state.value, s.message) for s in self.statuses[-5:]]}")

    def wait_state(self, state: LinkState, after: int = 0) -> TowerStatus:
        """The first status in `state` from index `after` on."""
        found: list[TowerStatus] = []

        def seen() -> bool:
            found[:] = [s for s in self.statuses[after:] if s.state is state][:1]
            return bool(found)

        self.wait(seen, f"state {state.value}")
        return found[0]

    def wait_results(self, n: int) -> list[TowerResult]:
        self.wait(lambda: self.count >= n, f"{n} results")
        return list(self.results)

    @property
    def seqs(self) -> list[int | None]:
        with self.cond:
            return [r.seq for r in self.results]


def wait_until(predicate: Callable[[], bool], what: str) -> None:
    """Polls a condition that has no notification (the reader's counters)."""
    deadline = time.monotonic() + WAIT
    while not predicate():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.005)


def line(text: str) -> bytes:
    return frame(text, with_checksum=True)


@pytest.fixture
def pty(tmp_path: Path) -> Iterator[PtyPort]:
    port = PtyPort(tmp_path / "tower")
    yield port
    port.close()


@pytest.fixture
def start_reader() -> Iterator[Callable[..., tuple[TowerReader, Recorder]]]:
    readers: list[TowerReader] = []

    def start(path: str, *, keep: bool = True, **options: Any) -> tuple[TowerReader, Recorder]:
        rec = Recorder(keep)
        options.setdefault("heartbeat_every", 30.0)  # raw-pty tests answer no PING
        options.setdefault("dead_after", 60.0)
        options.setdefault("reconnect_every", 0.05)
        reader = TowerReader(path, on_reading=rec.on_reading, on_status=rec.on_status,
                             **options).start()
        readers.append(reader)
        return reader, rec

    yield start
    for reader in readers:
        reader.stop()
        assert not reader.running


def test_junk_before_hello_is_skipped_and_results_are_read(pty: PtyPort, start_reader: Any
                                                           ) -> None:
    t = iter(range(100, 1000))
    reader, rec = start_reader(pty.path, clock=lambda: float(next(t)))
    rec.wait_state(LinkState.CONNECTED)
    pty.write(b"\x00\xf0\xff\xfe\r\nets Jun  8 2016 00:22:57\r\nrst:0x1 (POWERON_RESET)\r\n"
              b"\x1b[2J\xc3\x28 half a line of boot noise ")
    pty.write(b"\nHELLO left-tower 1.4.2 PD/1 seq=0\r\n" + line("RESULT PW seq=1")
              + b"3\r\n" + b"RESULT CHAOS seq=2\n")
    results = rec.wait_results(3)
    assert [r.reading.face for r in results] == [DieFace.PLANESWALKER, DieFace.BLANK,
                                                 DieFace.CHAOS]
    assert [r.seq for r in results] == [1, None, 2]
    first, pips, _ = results
    assert first.raw == f"RESULT PW seq=1*{checksum('RESULT PW seq=1')}"
    assert first.as_json() == {"face": "planeswalker", "seq": 1, "raw": first.raw}
    r = first.reading
    assert (r.source, r.confidence, r.status, r.frame, r.pips) == (
        RollSource.SERIAL, 1.0, ReadingStatus.OK, 1, None)
    assert r.t >= 100.0  # the injected clock's arrival time
    assert (pips.reading.pips, pips.reading.frame, pips.raw) == (3, -1, "3")
    status = reader.status
    assert status.state is LinkState.READY
    assert status.tower == Hello("left-tower", "1.4.2", "PD/1", seq=0)
    assert status.last_heartbeat is not None and status.last_heartbeat >= r.t
    stats = reader.stats()
    assert (stats.noise, stats.undecodable) == (2, 2)


def test_a_line_split_across_reads_is_one_result(pty: PtyPort, start_reader: Any) -> None:
    reader, rec = start_reader(pty.path)
    rec.wait_state(LinkState.CONNECTED)
    pty.write(b"RESULT CH")
    wait_until(lambda: reader.stats().bytes >= 9, "the first half to be read")
    pty.write(b"AOS se")
    wait_until(lambda: reader.stats().bytes >= 15, "the second part to be read")
    assert rec.count == 0
    pty.write(b"q=5\r\n")
    (result,) = rec.wait_results(1)
    assert (result.reading.face, result.seq, result.raw) == (DieFace.CHAOS, 5,
                                                             "RESULT CHAOS seq=5")


def test_bad_checksums_and_repeated_seqs_are_dropped(pty: PtyPort, start_reader: Any,
                                                     caplog: pytest.LogCaptureFixture) -> None:
    reader, rec = start_reader(pty.path)
    rec.wait_state(LinkState.CONNECTED)
    bad = f"RESULT CHAOS seq=2*{int(checksum('RESULT CHAOS seq=2'), 16) ^ 0x20:02X}\n"
    pty.write(line("RESULT PW seq=1") + bad.encode() + line("RESULT PW seq=1")
              + line("RESULT BLANK seq=3") + line("RESULT BLANK seq=3") + b"PONG\n")
    wait_until(lambda: reader.stats().lines >= 6, "six lines")
    assert rec.seqs == [1, 3]
    stats = reader.stats()
    assert (stats.bad_checksum, stats.repeats, stats.results) == (1, 2, 2)
    warnings = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert any("checksum" in w and "RESULT CHAOS seq=2" in w for w in warnings), warnings
    assert any("seq=3 after seq=1: 1 result missed" in w for w in warnings), warnings


def test_garbage_never_crashes_the_reader(pty: PtyPort, start_reader: Any) -> None:
    reader, rec = start_reader(pty.path, max_line=64)
    rec.wait_state(LinkState.CONNECTED)
    rnd = random.Random(7)
    for _ in range(16):
        pty.write(rnd.randbytes(4096))
    pty.write(b"\n" + b"\xff\xfe\xfd\n" + b"x" * 5000 + b"\n" + b"RESULT\n" + b"seq=\n")
    pty.write(b"\nRESULT BLANK seq=1\n")
    (result,) = rec.wait_results(1)
    assert result.reading.face is DieFace.BLANK
    stats = reader.stats()
    assert stats.undecodable >= 1 and stats.overlong >= 1 and stats.malformed >= 1
    assert stats.buffer_peak <= 65
    assert reader.running and reader.status.state is LinkState.CONNECTED


def test_unplug_and_replug_at_the_same_path_lose_and_repeat_nothing(
        pty: PtyPort, start_reader: Any) -> None:
    reader, rec = start_reader(pty.path)
    rec.wait_state(LinkState.CONNECTED)
    pty.write(b"HELLO tower 1.0 PD/1 seq=0\n" + line("RESULT PW seq=1")
              + line("RESULT BLANK seq=2") + b"RESULT CHA")  # a line cut by the unplug
    rec.wait_results(2)
    wait_until(lambda: reader.stats().bytes >= 70, "the cut line to be read")
    mark = len(rec.statuses)
    pty.unplug()
    lost = rec.wait_state(LinkState.LOST, mark)
    assert "unplugged" in lost.message
    assert lost.tower is not None and lost.tower.name == "tower"
    mark = len(rec.statuses)
    pty.plug()  # a new pseudo-terminal behind the same path
    rec.wait_state(LinkState.CONNECTED, mark)
    # the tower boots again, says how far it counted, and resends its last result
    pty.write(b"OS seq=9\nHELLO tower 1.0 PD/1 seq=2\n" + line("RESULT BLANK seq=2")
              + line("RESULT CHAOS seq=3"))
    results = rec.wait_results(3)
    assert [(r.seq, r.reading.face) for r in results] == [
        (1, DieFace.PLANESWALKER), (2, DieFace.BLANK), (3, DieFace.CHAOS)]
    assert reader.stats().connects == 2
    assert reader.stats().repeats == 1


def test_a_flood_of_lines_keeps_memory_bounded(pty: PtyPort, start_reader: Any) -> None:
    reader, rec = start_reader(pty.path, keep=False)
    rec.wait_state(LinkState.CONNECTED)
    lines: list[bytes] = []
    seq = 0
    for i in range(10_000):
        kind = i % 10
        if kind == 0:
            seq += 1
            lines.append(line(f"RESULT {('PW', 'CHAOS', 'BLANK', '4')[seq % 4]} seq={seq}"))
        elif kind == 1:
            lines.append(b"RESULT PW seq=1*00\n")  # bad checksum
        elif kind == 2:
            lines.append(b"#" * 300 + b"\n")  # overlong
        elif kind == 3:
            lines.append(b"\xc3\x28\xa0 not utf-8\n")
        elif kind == 4:
            lines.append(line(f"RESULT BLANK seq={seq}"))  # a repeat
        else:
            lines.append(b"debug: sensor=%d\r\n" % i)
    tracemalloc.start()
    try:
        before = tracemalloc.take_snapshot()
        for start in range(0, len(lines), 500):
            pty.write(b"".join(lines[start:start + 500]))
        pty.write(b"z" * 200_000)  # and a line that never ends
        rec.wait(lambda: rec.count >= 1000, "1,000 results")
        wait_until(lambda: reader.stats().bytes >= sum(map(len, lines)) + 200_000,
                   "every byte to be read")
        after = tracemalloc.take_snapshot()
    finally:
        tracemalloc.stop()
    ours = [tracemalloc.Filter(True, "*hardware/serial/*")]
    grown = sum(s.size_diff for s in after.filter_traces(ours).compare_to(
        before.filter_traces(ours), "filename") if s.size_diff > 0)
    assert grown < 64 * 1024, f"the reader kept {grown:,} bytes after 10,000 lines"
    stats = reader.stats()
    assert rec.count == 1000
    assert (stats.results, stats.repeats, stats.bad_checksum) == (1000, 1000, 1000)
    assert stats.undecodable == 1000 and stats.overlong == 1001
    assert stats.buffer_peak <= 257
    assert reader.running


@pytest.mark.allow_error_logs
def test_a_failing_callback_is_logged_and_the_reader_goes_on(
        pty: PtyPort, caplog: pytest.LogCaptureFixture) -> None:
    got: list[int | None] = []
    connected = threading.Event()

    def on_reading(result: TowerResult) -> None:
        got.append(result.seq)
        if result.seq == 1:
            raise RuntimeError("the consumer broke")

    def on_status(status: TowerStatus) -> None:
        if status.state is LinkState.CONNECTED:
            connected.set()

    reader = TowerReader(pty.path, on_reading=on_reading, on_status=on_status).start()
    try:
        assert connected.wait(WAIT)
        pty.write(b"RESULT PW seq=1\nRESULT PW seq=2\n")
        wait_until(lambda: got == [1, 2], "both results")
    finally:
        reader.stop()
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert errors and "callback" in errors[0].getMessage()
    assert errors[0].exc_info is not None


def test_a_missing_port_is_retried_and_stop_is_prompt(tmp_path: Path, start_reader: Any
                                                      ) -> None:
    path = tmp_path / "not-yet"
    reader, rec = start_reader(str(path))
    waiting = rec.wait_state(LinkState.CONNECTING)
    wait_until(lambda: "retrying" in reader.status.message, "a failed open")
    assert "can't open" in reader.status.message and waiting.port == str(path)
    port = PtyPort(path)  # the tower appears
    try:
        rec.wait_state(LinkState.CONNECTED)
        started = time.monotonic()
        reader.stop()
        assert time.monotonic() - started < WAIT
        assert reader.status.state is LinkState.STOPPED
        assert rec.statuses[-1].state is LinkState.STOPPED
    finally:
        port.close()


# -- with the simulated tower ---------------------------------------------------------

@pytest.fixture
def sim(tmp_path: Path) -> Iterator[TowerSimulator]:
    tower = TowerSimulator(rng=random.Random(3), link=tmp_path / "sim", boot_noise=True)
    tower.start()
    yield tower
    tower.stop()


def _ready(rec: Recorder, after: int = 0) -> TowerStatus:
    return rec.wait_state(LinkState.READY, after)


def test_a_simulated_tower_rolls_on_request_and_answers_the_heartbeat(
        sim: TowerSimulator, start_reader: Any) -> None:
    reader, rec = start_reader(sim.path, heartbeat_every=0.1, dead_after=3.0,
                               face_map=FaceMap.parse("2=pw,5=chaos"))
    status = _ready(rec)
    assert status.tower is not None and status.tower.motor and status.can_roll
    assert reader.request_roll()
    (result,) = rec.wait_results(1)
    assert result.seq == 1 and result.reading.face is not None
    assert "ROLL" in sim.commands
    # the heartbeat: PINGs are answered, and each PONG reports a newer heartbeat
    wait_until(lambda: sim.commands.count("PING") >= 2, "two PINGs")
    rec.wait(lambda: len({s.last_heartbeat for s in rec.statuses}) >= 4, "heartbeats")
    sim.roll("2")
    sim.roll("PW")
    results = rec.wait_results(3)
    assert [(r.reading.face, r.reading.pips) for r in results[1:]] == [
        (DieFace.PLANESWALKER, 2), (DieFace.PLANESWALKER, None)]
    reader.face_map = FaceMap()
    sim.roll("2")
    assert rec.wait_results(4)[3].reading.face is DieFace.BLANK


def test_no_roll_request_without_a_motor(tmp_path: Path, start_reader: Any) -> None:
    with TowerSimulator(rng=random.Random(1), motor=False, link=tmp_path / "t") as tower:
        reader, rec = start_reader(tower.path)
        assert _ready(rec).can_roll is False
        assert reader.request_roll() is False
        tower.roll("CHAOS")
        rec.wait_results(1)
        assert "ROLL" not in tower.commands


def test_a_silent_tower_counts_as_dead_and_is_reopened(sim: TowerSimulator,
                                                       start_reader: Any) -> None:
    reader, rec = start_reader(sim.path, heartbeat_every=0.1, dead_after=0.6)
    _ready(rec)
    sim.roll("BLANK")
    rec.wait_results(1)
    mark = len(rec.statuses)
    sim.silent = True
    lost = rec.wait_state(LinkState.LOST, mark)
    assert "no answer" in lost.message
    sim.silent = False
    _ready(rec, mark)  # reopened: the board "reset" and said HELLO again
    sim.roll("CHAOS")
    results = rec.wait_results(2)
    assert [r.seq for r in results] == [1, 2]  # the resent seq 1 was not taken twice
    assert reader.stats().connects >= 2


def test_simulated_unplugs_and_reboots_lose_and_repeat_nothing(sim: TowerSimulator,
                                                               start_reader: Any) -> None:
    _, rec = start_reader(sim.path)
    _ready(rec)
    sim.roll("PW")
    sim.roll("BLANK")
    rec.wait_results(2)
    mark = len(rec.statuses)
    sim.unplug()
    rec.wait_state(LinkState.LOST, mark)
    sim.roll("CHAOS")  # rolled while unplugged (a board with its own power)
    mark = len(rec.statuses)
    sim.replug()
    _ready(rec, mark)
    results = rec.wait_results(3)
    sim.roll("3")
    results = rec.wait_results(4)
    assert [r.seq for r in results] == [1, 2, 3, 4]
    assert [r.raw.split("*")[0] for r in results] == [
        "RESULT PW seq=1", "RESULT BLANK seq=2", "RESULT CHAOS seq=3", "RESULT 3 seq=4"]
    # a reboot restarts the count: seq 1 again is a new roll, not a repeat
    mark = len(rec.statuses)
    sim.reboot()
    _ready(rec, mark)
    sim.roll("PW")
    results = rec.wait_results(5)
    assert results[4].seq == 1 and results[4].reading.face is DieFace.PLANESWALKER
    assert rec.count == 5 and sim.sent == [(1, "PW"), (2, "BLANK"), (3, "CHAOS"), (4, "3"),
                                           (1, "PW")]


def test_a_simple_sketch_is_read_without_hello(tmp_path: Path, start_reader: Any) -> None:
    with TowerSimulator(rng=random.Random(2), simple=True, pips=True,
                        link=tmp_path / "simple") as tower:
        reader, rec = start_reader(tower.path, heartbeat_every=0.05, dead_after=0.2)
        rec.wait_state(LinkState.CONNECTED)
        wait_until(lambda: tower.commands.count("PING") >= 3, "the probing PINGs")
        tower.roll("6")
        tower.roll("6")  # no seq: the same face twice is two rolls
        results = rec.wait_results(2)
        assert [(r.reading.face, r.seq, r.raw) for r in results] == [
            (DieFace.CHAOS, None, "6"), (DieFace.CHAOS, None, "6")]
        assert reader.status.state is LinkState.CONNECTED  # never READY, never "dead"
        assert tower.commands.count("PING") == 3
        assert reader.stats().connects == 1


class FakeClock:
    """A clock the test moves by hand (the reader's heartbeat and silence rules use it)."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def _read_until(pty: PtyPort, needle: bytes) -> None:
    got = b""
    deadline = time.monotonic() + WAIT
    while needle not in got:
        assert time.monotonic() < deadline, f"never got {needle!r}; got {got!r}"
        got += pty.read(0.05)


def test_a_tower_that_stops_answering_is_reset_once_then_only_read(
        pty: PtyPort, start_reader: Any) -> None:
    """A PD/1 tower replaced by a simple sketch (or hung for good): the port is reopened
    after each silence while the tower may come back, but a connection on which nothing
    answered at all switches the reader back to probing, so an Arduino is not reset every
    few seconds forever."""
    clock = FakeClock()
    reader, rec = start_reader(pty.path, heartbeat_every=1.0, dead_after=3.0, clock=clock)
    rec.wait_state(LinkState.CONNECTED)
    pty.write(b"HELLO tower 1.0 PD/1 seq=0\n")
    _ready(rec)
    for connection in (2, 3):
        mark = len(rec.statuses)
        clock.now += 3.5  # silence: dead
        assert "no answer" in rec.wait_state(LinkState.LOST, mark).message
        rec.wait_state(LinkState.CONNECTED, mark)
        wait_until(lambda n=connection: reader.stats().connects == n,
                   f"connection {connection}")
    while pty.read(0.05):  # what earlier connections sent
        pass
    for _ in range(3):  # probing: three PINGs with a HELLO request, then only reading
        clock.now += 3.5
        _read_until(pty, b"PING\nHELLO\n")
    mark = len(rec.statuses)
    clock.now += 3.5
    pty.write(b"PW\n")  # a simple sketch's results are read, and it is not reopened
    rec.wait_results(1)
    pty.write(b"CHAOS\n")  # read by a loop pass that began after the clock moved
    rec.wait_results(2)
    assert pty.read(0.0) == b""  # no fourth PING
    assert reader.stats().connects == 3
    assert reader.status.state is LinkState.CONNECTED
    assert all(s.state is not LinkState.LOST for s in rec.statuses[mark:])


# -- strict mode: a tower whose HELLO carries a checksum (issue 16, item 4) -------------------

def test_noise_after_a_checksummed_hello_never_rolls_the_die(pty: PtyPort, start_reader: Any
                                                             ) -> None:
    reader, rec = start_reader(pty.path)
    rec.wait_state(LinkState.CONNECTED)
    pty.write(line("HELLO strict-tower 2.0 PD/1 seq=0"))
    assert rec.wait_state(LinkState.READY).strict
    rnd = random.Random(16)
    bare = b"\n6\nchaos\nPW\nRESULT CHAOS seq=7\nrolling\n"  # what noise can spell out
    sent = injected = 0
    while sent < 5 * 1024 * 1024:  # 5 MB of seeded random bytes, bare results mixed in
        chunk = rnd.randbytes(64 * 1024) + bare
        pty.write(chunk)
        sent += len(chunk)
        injected += 4
        wait_until(lambda n=sent: reader.stats().bytes >= n - 4096,
                   "the reader to keep up")
    pty.write(b"\n")
    wait_until(lambda: reader.stats().bytes >= sent + 1, "every byte to be read")
    stats = reader.stats()
    assert rec.count == 0 and stats.results == 0  # not one roll
    assert stats.unchecked >= injected  # each bare result refused and counted
    assert reader.status.refused == stats.unchecked
    pty.write(line("RESULT PW seq=1"))  # the tower's own checksummed line still rolls
    (result,) = rec.wait_results(1)
    assert result.reading.face is DieFace.PLANESWALKER and result.seq == 1
    assert reader.running


def test_a_new_hello_decides_again(pty: PtyPort, start_reader: Any) -> None:
    reader, rec = start_reader(pty.path)
    rec.wait_state(LinkState.CONNECTED)
    pty.write(b"6\n")  # no HELLO yet: a simple sketch's bare line is a roll
    rec.wait_results(1)
    pty.write(line("HELLO tower 1.0 PD/1") + b"6\nPW\n" + line("CHAOS"))
    results = rec.wait_results(2)
    assert [r.raw for r in results] == ["6", f"CHAOS*{checksum('CHAOS')}"]
    assert reader.stats().unchecked == 2 and reader.status.tower is not None
    assert reader.status.tower.checksummed
    # A reboot into firmware that doesn't checksum: its HELLO is heard, bare lines count.
    pty.write(b"HELLO tower 0.9 PD/1\n" + b"BLANK\n")
    results = rec.wait_results(3)
    assert results[-1].reading.face is DieFace.BLANK and results[-1].raw == "BLANK"
    assert not reader.status.strict and reader.stats().unchecked == 2


def test_a_checksumming_simulated_tower_is_strict_and_rolls(tmp_path: Path,
                                                            start_reader: Any) -> None:
    with TowerSimulator(rng=random.Random(4), link=tmp_path / "strict") as tower:
        reader, rec = start_reader(tower.path, heartbeat_every=0.2, dead_after=2.0)
        assert rec.wait_state(LinkState.READY).strict
        tower.roll("chaos")
        tower.send_line("PW", with_checksum=False)  # a line that lost its checksum
        tower.roll("pw")
        results = rec.wait_results(2)
        assert [r.reading.face for r in results] == [DieFace.CHAOS, DieFace.PLANESWALKER]
        wait_until(lambda: reader.stats().unchecked == 1, "the bare line to be refused")
