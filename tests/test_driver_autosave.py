"""``python -m engine --autosave FILE``: resume FILE, every accepted command in FILE before
its reply, an unreadable FILE refused (exit 2, untouched), leftover temp files cleaned."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from engine_helpers import CARDS, deck

from engine.driver import Session
from engine.persistence import TEMP_SUFFIX, read_game

ROOT = Path(__file__).resolve().parents[1]
NEW = {"cmd": "new", "players": ["Ann", "Bob"], "shuffle": False, "starting_player": "Ann",
       "decks": {"Ann": deck("Krosa"), "Bob": deck("Tazeem")}}


def drive(lines: list[str], *args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "engine", *args],
                          input="".join(line + "\n" for line in lines), capture_output=True,
                          text=True, cwd=cwd, env=env, timeout=60, encoding="utf-8")


def test_every_accepted_command_is_in_the_file_and_resumes_with_undo(tmp_path: Path) -> None:
    save = tmp_path / "table.json"
    first = drive([json.dumps(NEW), '{"cmd": "life", "player": "Ann", "delta": -3}',
                   '{"cmd": "life", "player": "Bob", "delta": -30, "bad": 1}',
                   '{"cmd": "life", "player": "Ann", "delta": -2}'],
                  "--autosave", str(save), cwd=tmp_path)
    assert first.returncode == 0 and first.stderr == ""
    replies = [json.loads(x) for x in first.stdout.splitlines()]
    assert [r["ok"] for r in replies] == [True, True, False, True]
    assert read_game(save, CARDS).state.find_player("Ann").life == 15  # type: ignore[union-attr]
    # A new driver on the same file carries on, undo included.
    again = drive(['{"cmd": "state"}', '{"cmd": "undo"}', '{"cmd": "undo"}'],
                  "--autosave", str(save), cwd=tmp_path)
    replies = [json.loads(x) for x in again.stdout.splitlines()]
    assert [p["life"] for p in replies[0]["state"]["players"]] == [15, 20]
    assert replies[0]["state"]["can_undo"] and replies[2]["ok"]
    assert [p["life"] for p in replies[2]["state"]["players"]] == [20, 20]
    assert read_game(save, CARDS).state.find_player("Ann").life == 20  # type: ignore[union-attr]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["table.json"]


def test_an_unreadable_file_is_refused_and_left_untouched(tmp_path: Path) -> None:
    save = tmp_path / "notes.json"
    save.write_text('{"my": "notes"}', encoding="utf-8")
    result = drive([json.dumps(NEW)], "--autosave", str(save), cwd=tmp_path)
    assert result.returncode == 2 and result.stdout == ""
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr
    assert "can't resume --autosave" in result.stderr and "not a Planechase save" in result.stderr
    assert save.read_text(encoding="utf-8") == '{"my": "notes"}'


def test_leftover_temp_files_of_the_file_are_cleaned_and_no_others(tmp_path: Path) -> None:
    save = tmp_path / "table.json"
    ours = tmp_path / f".table.json.999999999-0a1b2c3d{TEMP_SUFFIX}"
    theirs = tmp_path / f".other.json.999999999-0a1b2c3d{TEMP_SUFFIX}"
    legacy = tmp_path / ".table.json.abcd1234.tmp"  # not ours to judge in a user's folder
    for path in (ours, theirs, legacy):
        path.write_bytes(b"{")
    result = drive(['{"cmd": "state"}'], "--autosave", str(save), cwd=tmp_path)
    assert result.returncode == 0
    assert not ours.exists() and theirs.exists() and legacy.exists()
    assert not save.exists()  # "state" changes nothing, so nothing is written


def test_a_command_whose_autosave_fails_is_refused_and_changes_nothing(tmp_path: Path) -> None:
    session = Session(CARDS, autosave=tmp_path / "game.json")
    assert session.handle(NEW)["ok"]
    before = session.handle({"cmd": "state"})["state"]
    (tmp_path / "game.json").unlink()
    (tmp_path / "game.json").mkdir()  # the disk now refuses: a folder where the file goes
    reply = session.handle({"cmd": "life", "player": "Ann", "delta": -4})
    assert not reply["ok"] and reply["error"].startswith("nothing changed: the autosave failed")
    assert reply["state"] == before
    reply = session.handle({"cmd": "undo"})  # the history went back too: nothing to undo
    assert not reply["ok"] and reply["state"] == before
