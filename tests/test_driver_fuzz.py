"""Hostile lines for ``python -m engine``: the driver never dies, hangs, reports an internal
error, or echoes more than a short quote of a bad value; a refused line changes nothing."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from driver_fuzz import fuzz_lines
from engine_helpers import deck

from engine.driver import MAX_ERROR_CHARS, Session, bounded_lines, run

ROOT = Path(__file__).resolve().parents[1]
FUZZ_LINES = 10_000
MAX_REPLY_CHARS = 256 * 1024
"""A reply carries the state (log tail of 50): a few kilobytes; never a megabyte echo."""


def test_ten_thousand_hostile_lines_never_crash_the_driver(tmp_path: Path) -> None:
    lines = fuzz_lines(seed=2026, count=FUZZ_LINES)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    started = time.perf_counter()
    proc = subprocess.run([sys.executable, "-m", "engine"], input="\n".join(lines) + "\n",
                          capture_output=True, text=True, cwd=tmp_path, env=env, timeout=120,
                          encoding="utf-8")
    elapsed = time.perf_counter() - started
    assert proc.returncode == 0, proc.stderr[-2000:]
    replies = proc.stdout.splitlines()
    assert len(replies) == sum(1 for line in lines if line.strip())
    accepted = 0
    for line, text in zip((x for x in lines if x.strip()), replies, strict=True):
        assert len(text) <= MAX_REPLY_CHARS, line[:200]
        reply = json.loads(text)
        assert set(reply) == {"ok", "error", "events", "state"}
        error = reply["error"]
        if reply["ok"]:
            accepted += 1
            assert error is None
        else:
            assert isinstance(error, str) and 0 < len(error) <= MAX_ERROR_CHARS
            assert "internal error" not in error, (line[:200], error)
            assert reply["events"] == []
    assert "Traceback" not in proc.stderr and "ERROR" not in proc.stderr, proc.stderr[-2000:]
    assert accepted > FUZZ_LINES // 10  # games really advanced between the hostile lines
    assert elapsed < 60


def _session_with_game() -> Session:
    session = Session()
    new = {"cmd": "new", "players": ["Ann", "Bob"], "shuffle": False, "starting_player": "Ann",
           "decks": {"Ann": deck("Krosa"), "Bob": deck("Tazeem")}}
    assert session.handle_line(json.dumps(new))["ok"]
    assert session.handle_line('{"cmd": "goto", "step": "precombat_main"}')["ok"]
    return session


def _refused_without_change(session: Session, line: str) -> str:
    assert session.game is not None
    before = session.handle_line('{"cmd": "state"}')["state"]
    reply = session.handle_line(line)
    assert not reply["ok"] and reply["events"] == [] and reply["state"] == before
    error = str(reply["error"])
    assert "internal error" not in error
    json.dumps(reply, ensure_ascii=False).encode("utf-8")
    return error


def test_the_reported_crashes_are_short_refusals() -> None:
    session = _session_with_game()
    roll = '{"cmd": "roll", "face": "chaos", "source": "camera", "confidence": %s}'
    assert "deep" in _refused_without_change(session, "[" * 1000 + "]" * 1000)
    assert "more than 30 digits" in _refused_without_change(session, "1" * 4301)
    assert "too large" in _refused_without_change(session, roll % "1e400")
    assert "more than 30 digits" in _refused_without_change(session, roll % ("1" + "0" * 5000))
    assert "'confidence' must be" in _refused_without_change(session, roll % ("1" + "0" * 29))
    assert "between 0 and 1" in _refused_without_change(session, roll % "1.5")
    assert "not a number" in _refused_without_change(session, roll % "NaN")


def test_no_lone_surrogate_reaches_the_state() -> None:
    session = _session_with_game()
    for line in ('{"cmd": "add_effect", "text": "x\\ud800", "until": "game"}',
                 '{"cmd": "token", "player": "Ann", "name": "\\udfff", "delta": 1}',
                 '{"cmd": "designation", "player": "Ann", "name": "\\udbff\\udbff"}'):
        assert "not valid Unicode" in _refused_without_change(session, line)


def test_a_refusal_quotes_at_most_80_characters_of_the_bad_value() -> None:
    session = _session_with_game()
    huge = "A" * 827_819
    for line in (json.dumps({"cmd": "life", "player": huge, "delta": 1}),
                 json.dumps({"cmd": huge}),
                 json.dumps({"cmd": "state", huge: 1}),
                 json.dumps({"cmd": "counter", "card": "Krosa", "kind": huge, "delta": 1}),
                 json.dumps({"cmd": "goto", "step": huge})):
        error = _refused_without_change(session, line)
        assert len(error) < 300, error[:300]
        assert "A" * 81 not in error


def test_totals_are_bounded_where_the_engine_keeps_them() -> None:
    session = _session_with_game()
    assert "within ±1,000,000,000" in _refused_without_change(
        session, '{"cmd": "life", "player": "Ann", "delta": 1000000001}')
    assert session.handle_line('{"cmd": "life", "player": "Ann", "set": 1000000000}')["ok"]
    assert "totals stay within" in _refused_without_change(
        session, '{"cmd": "life", "player": "Ann", "delta": 1}')
    assert "not a usable file path" in _refused_without_change(
        session, '{"cmd": "save", "path": "a\\u0000b"}')


def test_an_overlong_line_is_read_in_bounded_pieces_and_refused_once() -> None:
    stream = io.StringIO("x" * 5000 + "\n" + '{"cmd": "state"}\n')
    lines = list(bounded_lines(stream, limit=100))
    assert [len(x) for x in lines] == [101, 17]
    out = io.StringIO()
    run(lines, out, Session())
    replies: list[dict[str, Any]] = [json.loads(x) for x in out.getvalue().splitlines()]
    assert not replies[0]["ok"] and replies[1]["ok"]
