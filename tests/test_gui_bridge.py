"""The engine bridge and the crash-safe background autosave."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from engine_helpers import CARDS, deck

from desktop.autosave import AUTOSAVE_NAME, Autosaver, recover
from desktop.bridge import EngineBridge
from engine.actions import Life, NewGame, Roll
from engine.domain import DieFace, RollSource


def setup() -> NewGame:
    return NewGame(players=("Ann", "Bob"), decks=(("Ann", tuple(deck("Krosa"))),
                                                  ("Bob", tuple(deck()))),
                   shuffle=False, starting_player="Ann")


def test_bridge_publishes_state_and_events(qtbot) -> None:  # type: ignore[no-untyped-def]
    bridge = EngineBridge(CARDS)
    with qtbot.waitSignal(bridge.changed) as blocker:
        assert bridge.new_game(setup())
    view, events = blocker.args
    assert view["face_up"][0]["name"] == "Krosa"
    assert events[0]["type"] == "game_started"
    with qtbot.waitSignal(bridge.changed) as blocker:
        assert bridge.apply(Life("Bob", delta=-3))
    assert blocker.args[0]["players"][1]["life"] == 17


def test_refused_action_reports_the_rule_and_changes_nothing(qtbot) -> None:  # type: ignore[no-untyped-def]
    bridge = EngineBridge(CARDS)
    bridge.new_game(setup())
    before = bridge.view
    with qtbot.waitSignal(bridge.refused) as blocker, qtbot.assertNotEmitted(bridge.changed):
        assert not bridge.apply(Roll(DieFace.BLANK, RollSource.CAMERA, player="Bob"))
    assert blocker.args[0].startswith("901.9: Bob may roll")
    assert bridge.view == before
    # The same refusal as an id and parameters, for the table's language (issue 15).
    refusal = bridge.last_refusal
    assert refusal is not None and refusal.id == "rule.cited"
    assert refusal.params["rule"] == "901.9" and refusal.english == blocker.args[0]


def test_undo_and_redo_through_the_bridge(qtbot) -> None:  # type: ignore[no-untyped-def]
    bridge = EngineBridge(CARDS)
    bridge.new_game(setup())
    bridge.apply(Life("Ann", delta=5))
    assert bridge.undo() and bridge.view["players"][0]["life"] == 20  # type: ignore[index]
    assert bridge.redo() and bridge.view["players"][0]["life"] == 25  # type: ignore[index]


def test_autosave_after_every_action_and_recovery(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    saver = Autosaver(tmp_path, CARDS)
    bridge = EngineBridge(CARDS, saver)
    bridge.new_game(setup())
    for _ in range(5):
        bridge.apply(Life("Ann", delta=-1))
    assert saver.flush()
    saved, message = recover(tmp_path, CARDS)  # the saved game now carries its history
    assert message is None and saved is not None
    assert saved.state.find_player("Ann").life == 15  # type: ignore[union-attr]
    saver.close()
    assert sorted(p.name for p in tmp_path.iterdir()) == [AUTOSAVE_NAME]


def test_unreadable_autosave_is_kept_and_never_overwritten(tmp_path: Path) -> None:
    path = tmp_path / AUTOSAVE_NAME
    path.write_text('{"format": "planechase-save", "version": 99}', encoding="utf-8")
    saved, message = recover(tmp_path, CARDS)
    assert saved is None and message is not None and "newer version" in message
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("autosave-unreadable-")]
    assert len(kept) == 1 and json.loads(kept[0].read_text())["version"] == 99
    assert not path.exists()  # a new autosave can start; the old file is kept aside


@pytest.mark.allow_error_logs
def test_autosave_failure_is_reported_not_swallowed(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the save folder should be", encoding="utf-8")
    errors: list[str] = []
    saver = Autosaver(blocked, CARDS, on_error=errors.append)
    bridge = EngineBridge(CARDS, saver)
    bridge.new_game(setup())
    saver.flush()
    assert len(errors) == 1 and "not-a-folder" in errors[0], errors
    assert blocked.read_text(encoding="utf-8").startswith("a file where")  # untouched
    saver.close()
