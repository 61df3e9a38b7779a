"""Hostile lines for ``python -m engine``: the driver never dies, hangs, reports an internal
error, or echoes more than a short quote of a bad value; a refused line changes nothing."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

from engine_helpers import deck

from bench.fuzz import fuzz_lines, run_driver_fuzz
from engine.driver import Session, bounded_lines, run

FUZZ_LINES = 10_000


def test_ten_thousand_hostile_lines_never_crash_the_driver(tmp_path: Path) -> None:
    result = run_driver_fuzz(fuzz_lines(seed=2026, count=FUZZ_LINES), tmp_path)
    assert result.clean, (result.problems[:5], result.exit_code, result.hung,
                          result.stderr_tail)
    assert result.replies == result.lines >= FUZZ_LINES * 0.99  # blank lines get no reply
    assert result.accepted > FUZZ_LINES // 10  # games really advanced between hostile lines
    assert "ERROR" not in result.stderr_tail


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


def test_paths_that_are_not_save_files_are_refused(tmp_path: Path) -> None:
    loop_a, loop_b = tmp_path / "a", tmp_path / "b"
    loop_a.symlink_to(loop_b)
    loop_b.symlink_to(loop_a)
    session = _session_with_game()
    for path, reason in (("/dev/zero", "is not a file"), (str(tmp_path), "is not a file"),
                         (str(loop_a / "x.json"), "not a usable file path")):
        assert reason in _refused_without_change(session, json.dumps({"cmd": "load",
                                                                      "path": path}))
    assert "not a usable file path" in _refused_without_change(
        session, json.dumps({"cmd": "save", "path": str(loop_a / "x.json")}))
