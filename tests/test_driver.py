"""The JSON-lines driver (python -m engine), run as a subprocess."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from engine_helpers import deck

ROOT = Path(__file__).resolve().parents[1]


def run_driver(lines: list[str], cwd: Path) -> list[dict[str, object]]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.run([sys.executable, "-m", "engine"], input="\n".join(lines) + "\n",
                          capture_output=True, text=True, cwd=cwd, env=env, timeout=60,
                          check=True, encoding="utf-8")
    return [json.loads(line) for line in proc.stdout.splitlines()]


def test_driver_session(tmp_path: Path) -> None:
    new = {"cmd": "new", "players": ["Ann", "Bob"], "shuffle": False, "starting_player": "Ann",
           "decks": {"Ann": deck("Krosa"), "Bob": deck("Tazeem")}}
    replies = run_driver([
        '{"cmd": "state"}',
        json.dumps(new),
        "this is not json",
        '{"cmd": "roll", "face": "chaos", "source": "camera", "confidence": 0.91}',
        '{"cmd": "roll", "face": "blank", "source": "serial"}',
        '{"cmd": "fly"}',
        '{"cmd": "resolve"}',
        '{"cmd": "roll", "face": "blank", "source": "manual"}',
        '{"cmd": "save", "path": "g.json"}',
        '{"cmd": "undo"}',
        '{"cmd": "load", "path": "g.json"}',
        '{"cmd": "state"}',
    ], tmp_path)
    assert len(replies) == 12
    keys = {"ok", "error", "error_id", "error_params", "error_rule", "events", "state"}
    assert all(set(r) == keys for r in replies)
    assert replies[0]["ok"] and replies[0]["state"] is None
    state = replies[1]["state"]
    assert isinstance(state, dict)
    assert state["active_player"] == "Ann" and state["face_up"][0]["name"] == "Krosa"
    assert not replies[2]["ok"] and "malformed JSON" in str(replies[2]["error"])
    chaos = replies[3]
    assert chaos["ok"] and chaos["state"]["stack"][0]["kind"] == "chaos"  # type: ignore[index]
    rolled = chaos["events"][2]  # type: ignore[index]
    assert rolled["type"] == "die_rolled" and rolled["source"] == "camera"
    assert rolled["confidence"] == 0.91 and rolled["cost"] == 0
    refused = replies[4]
    assert not refused["ok"] and str(refused["error"]).startswith("116.2i:")
    assert refused["state"] == {**chaos["state"], "log": chaos["state"]["log"]}  # type: ignore[dict-item]
    assert not replies[5]["ok"] and "unknown command 'fly'" in str(replies[5]["error"])
    assert replies[7]["state"]["next_roll_cost"] == 2  # type: ignore[index]
    assert replies[8]["ok"] and (tmp_path / "g.json").exists()
    assert replies[9]["state"]["next_roll_cost"] == 1  # type: ignore[index]
    assert replies[10]["ok"] and replies[10]["state"]["next_roll_cost"] == 2  # type: ignore[index]


def test_driver_requires_a_game(tmp_path: Path) -> None:
    (reply,) = run_driver(['{"cmd": "roll"}'], tmp_path)
    assert reply == {"ok": False, "error": reply["error"], "error_id": "command.no_game",
                     "error_params": {}, "error_rule": None, "events": [], "state": None}
    assert "no game yet" in str(reply["error"])
