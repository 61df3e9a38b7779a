"""Protocol v1 of the dice tower: parsing, checksums, the bounded line splitter and the
sequence-number rule (pure code, no ports)."""

from __future__ import annotations

import pytest

from engine.domain import DieFace
from hardware.face_map import FaceMap
from hardware.serial.dedupe import SeqTracker, Verdict
from hardware.serial.lines import LineSplitter
from hardware.serial.protocol import (
    Dropped,
    DropReason,
    Hello,
    Pong,
    Result,
    Rolling,
    TowerError,
    checksum,
    frame,
    parse_line,
)


def test_checksum_is_the_nmea_xor() -> None:
    # A published NMEA sentence: the sum covers what lies between '$' and '*'.
    body = "GPRMC,092750.000,A,5321.6802,N,00630.3372,W,0.02,31.66,280511,,,A"
    assert checksum(body) == "43"
    assert frame("RESULT PW seq=3", with_checksum=True) == (
        f"RESULT PW seq=3*{checksum('RESULT PW seq=3')}\n".encode())
    assert frame("PING") == b"PING\n"
    with pytest.raises(ValueError, match="line end"):
        frame("PING\nROLL")


@pytest.mark.parametrize(("line", "expected"), [
    ("HELLO tower-1 1.2.0 PD/1", Hello("tower-1", "1.2.0", "PD/1")),
    ("HELLO t 2 pd/1 motor seq=41", Hello("t", "2", "PD/1", motor=True, seq=41)),
    ("HELLO t 2 PD/1 color=red", Hello("t", "2", "PD/1")),
    ("ROLLING", Rolling()),
    ("RESULT PW seq=7", Result("PW", 7)),
    ("RESULT chaos", Result("CHAOS", None)),
    ("RESULT BLANK seq=0 ms=812", Result("BLANK", 0)),
    ("RESULT 4 seq=12", Result("4", 12)),
    ("PONG", Pong()),
    ("ERR motor jammed", TowerError("motor jammed")),
    ("  PW  ", Result("PW", None, bare=True)),
    ("6", Result("6", None, bare=True)),
    ("blank", Result("BLANK", None, bare=True)),
    ("CHAOS*" + checksum("CHAOS"), Result("CHAOS", None, bare=True)),
])
def test_tower_lines_are_read(line: str, expected: object) -> None:
    assert parse_line(line) == expected


@pytest.mark.parametrize(("line", "reason", "detail"), [
    ("ets Jun  8 2016 00:22:57", DropReason.NOISE, ""),
    ("7", DropReason.NOISE, ""),
    ("PW CHAOS", DropReason.NOISE, ""),
    ("", DropReason.NOISE, "empty"),
    ("\x1b[2J", DropReason.NOISE, "control"),
    ("RESULT", DropReason.MALFORMED, "without a face"),
    ("RESULT 7 seq=1", DropReason.MALFORMED, "not a face"),
    ("RESULT PW seq=x", DropReason.MALFORMED, "whole number"),
    ("HELLO tower", DropReason.MALFORMED, "PD/"),
    ("HELLO tower 1.0 v1", DropReason.MALFORMED, "PD/"),
    ("RESULT PW seq=3*00", DropReason.BAD_CHECKSUM, "sums to"),
])
def test_bad_lines_are_dropped_with_a_reason(line: str, reason: DropReason,
                                             detail: str) -> None:
    got = parse_line(line)
    assert isinstance(got, Dropped)
    assert got.reason is reason
    assert detail in got.detail


def test_checksums_are_checked_case_insensitively() -> None:
    body = "RESULT PW seq=3"
    good = checksum(body)
    assert parse_line(f"{body}*{good.lower()}") == Result("PW", 3)
    bad = parse_line(f"{body}*{int(good, 16) ^ 1:02X}")
    assert isinstance(bad, Dropped) and bad.reason is DropReason.BAD_CHECKSUM
    # an ERR text that merely contains '*' is not a checksum
    assert parse_line("ERR 2*3 sensors") == TowerError("2*3 sensors")


def test_faces_and_pips_go_through_the_face_map() -> None:
    default = FaceMap()
    other = FaceMap.parse("3=planeswalker,4=chaos")
    assert Result("PW").face(other) is DieFace.PLANESWALKER
    assert Result("BLANK").face(default) is DieFace.BLANK
    assert [Result(str(p)).face(default) for p in (1, 3, 6)] == [
        DieFace.PLANESWALKER, DieFace.BLANK, DieFace.CHAOS]
    assert [Result(str(p)).face(other) for p in (1, 3, 4)] == [
        DieFace.BLANK, DieFace.PLANESWALKER, DieFace.CHAOS]
    assert Result("3").pips == 3
    assert Result("CHAOS").pips is None


def test_hello_round_trips_and_knows_its_version() -> None:
    hello = Hello("t", "1.0", "PD/1", motor=True, seq=5)
    assert parse_line(hello.line()) == hello
    assert hello.version == 1
    assert Hello("t", "1", "PD/2").version == 2


# -- the line splitter ----------------------------------------------------------------

def test_lines_split_across_reads_come_out_whole() -> None:
    s = LineSplitter()
    assert s.feed(b"RESU") == []
    assert s.feed(b"LT PW se") == []
    assert s.feed(b"q=1\r") == []
    assert s.feed(b"\nPONG\r\nPW\n\n\r\nROLL") == [b"RESULT PW seq=1", b"PONG", b"PW"]
    assert len(s) == 4
    s.reset()
    assert s.feed(b"ING\n") == [b"ING"]


def test_overlong_lines_are_dropped_whole_and_the_buffer_stays_bounded() -> None:
    s = LineSplitter(max_line=16)
    assert s.feed(b"x" * 10) == []
    assert s.feed(b"y" * 10) == []  # 20 bytes without a line end: dropped to its end
    assert len(s) == 0
    assert s.feed(b"z" * 1000 + b"\nPONG\n") == [b"PONG"]
    assert s.feed(b"a" * 40 + b"\n" + b"b" * 16 + b"\r\n") == [b"b" * 16]
    assert s.overlong == 2
    assert s.peak <= 17
    for _ in range(1000):
        s.feed(b"w" * 7)
    assert len(s) <= 17 and s.peak <= 17


# -- the sequence-number rule ---------------------------------------------------------

def _verdicts(tracker: SeqTracker, seqs: list[int | None]) -> list[str]:
    return [tracker.check(s).verdict.value for s in seqs]


def test_a_repeated_seq_is_ignored_and_gaps_are_noted() -> None:
    t = SeqTracker()
    assert _verdicts(t, [1, 2, 2, 3, None, None, 3]) == [
        "new", "new", "repeat", "new", "new", "new", "repeat"]
    gap = t.check(6)
    assert gap.verdict is Verdict.NEW and gap.missed == 2 and "2 results missed" in gap.note
    assert t.check(4).verdict is Verdict.STALE  # backwards, with no restart


def test_a_reconnect_resending_the_last_result_does_not_roll_twice() -> None:
    t = SeqTracker()
    t.hello(Hello("tower", "1", "PD/1", seq=0))
    assert _verdicts(t, [1, 2]) == ["new", "new"]
    t.hello(Hello("tower", "1", "PD/1", seq=2))  # reconnect; the tower resends seq 2
    assert _verdicts(t, [2, 3]) == ["repeat", "new"]


def test_a_roll_made_while_away_is_delivered_by_the_resend() -> None:
    t = SeqTracker()
    t.hello(Hello("tower", "1", "PD/1", seq=0))
    assert t.check(1).verdict is Verdict.NEW
    assert "while away" in t.hello(Hello("tower", "1", "PD/1", seq=2))
    assert _verdicts(t, [2, 2]) == ["new", "repeat"]


def test_results_from_before_the_first_hello_are_not_ours() -> None:
    t = SeqTracker()
    t.hello(Hello("tower", "1", "PD/1", seq=9))
    assert _verdicts(t, [9, 10]) == ["repeat", "new"]


def test_a_reboot_restarts_the_count() -> None:
    t = SeqTracker()
    t.hello(Hello("tower", "1", "PD/1", seq=0))
    assert _verdicts(t, [1, 2, 3]) == ["new"] * 3
    assert "restarted" in t.hello(Hello("tower", "1", "PD/1", seq=0))
    assert _verdicts(t, [1, 2]) == ["new", "new"]
    # a HELLO without seq: a lower seq afterwards counts as a restart
    t.hello(Hello("tower", "1", "PD/1"))
    assert _verdicts(t, [2, 1]) == ["repeat", "new"]
    # this tower announces restarts in its HELLO: a lower seq without one is stale
    assert _verdicts(t, [2, 3, 1]) == ["new", "new", "stale"]


def test_a_tower_without_counts_in_hello_restarts_at_one() -> None:
    t = SeqTracker()
    assert _verdicts(t, [4, 5]) == ["new", "new"]
    # its HELLO was lost in the boot noise (or it sends none): seq 1 means a restart
    assert _verdicts(t, [1, 2, 0, 7, 3]) == ["new", "new", "new", "new", "stale"]


def test_results_replayed_after_the_first_hello_are_not_taken() -> None:
    # a board that queued results while nobody listened sends them after its HELLO
    t = SeqTracker()
    t.hello(Hello("tower", "1", "PD/1", seq=9))
    assert _verdicts(t, [1, 2, 8, 9, 10]) == ["stale", "stale", "stale", "repeat", "new"]
    # and on a reconnect, the ones made while away are taken, in order
    t.hello(Hello("tower", "1", "PD/1", seq=13))
    assert _verdicts(t, [10, 11, 12, 13, 14]) == ["repeat", "new", "new", "new", "new"]


def test_a_different_tower_counts_afresh() -> None:
    t = SeqTracker()
    t.hello(Hello("left", "1", "PD/1", seq=0))
    assert _verdicts(t, [1, 2, 3]) == ["new"] * 3
    assert "different tower" in t.hello(Hello("right", "1", "PD/1"))
    assert _verdicts(t, [3, 3]) == ["new", "repeat"]
    t.hello(Hello("left", "1", "PD/1", seq=7))
    assert _verdicts(t, [7, 8]) == ["repeat", "new"]


def test_strict_parsing_refuses_lines_without_a_checksum() -> None:
    def signed(text: str) -> str:
        return frame(text, with_checksum=True).decode().strip()

    hello = parse_line(signed("HELLO t 1.0 PD/1"))
    assert isinstance(hello, Hello) and hello.checksummed
    plain = parse_line("HELLO t 1.0 PD/1")
    assert isinstance(plain, Hello) and not plain.checksummed
    assert hello == plain  # the same tower; only how it frames its lines differs
    for bare in ("6", "chaos", "PW", "RESULT BLANK seq=4", "PONG", "ROLLING", "ERR jam"):
        refused = parse_line(bare, strict=True)
        assert isinstance(refused, Dropped) and refused.reason is DropReason.UNCHECKED, bare
        assert not isinstance(parse_line(bare), Dropped)  # a simple sketch's reading
        assert not isinstance(parse_line(signed(bare), strict=True), Dropped)
    # A HELLO is always heard (a reboot decides again); noise stays noise.
    assert isinstance(parse_line("HELLO t 0.9 PD/1", strict=True), Hello)
    noise = parse_line("ets Jun  8 2016", strict=True)
    assert isinstance(noise, Dropped) and noise.reason is DropReason.NOISE
