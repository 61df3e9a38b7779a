"""What is shown is saved: the write-ahead journal, recovery from it, and leftover temp files.

The background full save is held back (its write lock taken) to stand for a kill -9 before
it reaches the disk: whatever the bridge showed must still come back from the files.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import hypothesis.strategies as st
import pytest
from engine_helpers import CARDS, deck
from hypothesis import HealthCheck, given, settings

from desktop.autosave import AUTOSAVE_NAME, Autosaver, recover
from desktop.bridge import EngineBridge
from engine.actions import AddEffect, Life, NewGame, NextTurn, Roll
from engine.domain import Duration
from engine.game import Game
from engine.journal import COMPACT_AFTER, Journal, journal_path, read_journal
from engine.journal import recover as recover_file
from engine.persistence import (
    TEMP_SUFFIX,
    JournalMark,
    SaveFile,
    atomic_write,
    clean_temp_files,
    read_game,
    state_to_json,
)


def setup() -> NewGame:
    return NewGame(players=("Ann", "Bob"), decks=(("Ann", tuple(deck("Krosa"))),
                                                  ("Bob", tuple(deck()))),
                   shuffle=False, starting_player="Ann", seed=7)


@contextmanager
def no_full_saves(saver: Autosaver) -> Iterator[None]:
    """The background full save can't write: as if the app were killed before it did."""
    with saver._write_lock:
        yield


def life(saved_state: object, name: str) -> int:
    return saved_state.find_player(name).life  # type: ignore[attr-defined, no-any-return]


def test_every_shown_action_is_durable_before_the_full_save(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    saver = Autosaver(tmp_path, CARDS)
    bridge = EngineBridge(CARDS, saver)
    bridge.new_game(setup())  # saved in full at once: a new game starts a new journal
    shown: list[int] = []
    bridge.changed.connect(lambda view, events: shown.append(view["players"][0]["life"]))
    with no_full_saves(saver):
        for delta in (-1, -2, -3):
            bridge.apply(Life("Ann", delta=delta))
        bridge.apply(Roll())  # a virtual roll: its face comes from the RNG in the state
        bridge.undo()
        bridge.undo()
        bridge.redo()
        # The full save on disk is still the new game's; the journal holds the rest.
        assert life(read_game(tmp_path / AUTOSAVE_NAME, CARDS).state, "Ann") == 20
        saved, message = recover(tmp_path, CARDS)
        assert message is None and saved is not None
        assert state_to_json(saved.state) == state_to_json(bridge.game.state)  # type: ignore[union-attr]
        assert shown == [19, 17, 14, 14, 14, 17, 14]
        # Undo and redo were journaled too: the redo stack comes back.
        again, problem = Game.load(saved, CARDS)
        assert problem is None and again.can_redo()
        again.redo()
        assert state_to_json(again.state) == state_to_json(_replayed_roll())
    saver.close()
    assert sorted(p.name for p in tmp_path.iterdir()) == [AUTOSAVE_NAME]


def _replayed_roll() -> object:
    game, _ = Game.new(setup(), CARDS)
    for delta in (-1, -2, -3):
        game.apply(Life("Ann", delta=delta))
    game.apply(Roll())
    return game.state


def test_the_journal_is_cut_once_the_full_save_holds_it(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    saver = Autosaver(tmp_path, CARDS)
    bridge = EngineBridge(CARDS, saver)
    bridge.new_game(setup())
    bridge.apply(Life("Bob", delta=-4))
    assert saver.flush()
    header = journal_path(tmp_path / AUTOSAVE_NAME).read_bytes()
    assert header.count(b"\n") == 1 and json.loads(header)["journal"] == "planechase-journal"
    assert life(read_game(tmp_path / AUTOSAVE_NAME, CARDS).state, "Bob") == 16
    saver.close()


def test_a_long_backlog_is_compacted_without_losing_entries(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    game, _ = Game.new(setup(), CARDS)
    SaveFile(save).write(game.state, CARDS, journal=JournalMark("g1", 0))
    journal = Journal(journal_path(save))
    journal.reset("g1")
    marks = []
    for i in range(COMPACT_AFTER + 10):
        action = Life("Ann", delta=1 if i % 2 else -1)
        game.apply(action)
        marks.append(journal.append(action.to_json()))
    # A full save of the state after entry 5 becomes durable while more entries exist.
    journal.saved(marks[4])
    entries = read_journal(journal.path, JournalMark("g1", 0))
    assert entries.problem is None and len(entries.commands) == COMPACT_AFTER + 5
    journal.close()


def test_a_torn_last_line_was_never_shown_and_is_ignored(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    game, _ = Game.new(setup(), CARDS)
    SaveFile(save).write(game.state, CARDS, journal=JournalMark("g1", 0))
    journal = Journal(journal_path(save))
    journal.reset("g1")
    journal.append(Life("Ann", delta=-5).to_json())
    journal.close()
    with open(journal.path, "ab") as fh:
        fh.write(b'{"seq":2,"do":{"cmd":"life","player":"Ann","del')  # killed mid-write
    recovered = recover_file(save, CARDS)
    assert recovered is not None and recovered.problem is None and recovered.replayed == 1
    assert life(recovered.saved.state, "Ann") == 15


def test_a_damaged_entry_stops_the_replay_and_says_why(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    game, _ = Game.new(setup(), CARDS)
    SaveFile(save).write(game.state, CARDS, journal=JournalMark("g1", 0))
    journal = Journal(journal_path(save))
    journal.reset("g1")
    journal.append(Life("Ann", delta=-5).to_json())
    journal.close()
    with open(journal.path, "ab") as fh:
        fh.write(b"\x00\x00garbage\n"
                 b'{"seq":3,"do":{"cmd":"life","player":"Ann","delta":-1}}\n')
    recovered = recover_file(save, CARDS)
    assert recovered is not None and recovered.replayed == 1
    assert recovered.problem is not None and "line 3 is damaged" in recovered.problem
    assert life(recovered.saved.state, "Ann") == 15


def test_a_journal_of_another_game_is_not_replayed(tmp_path: Path) -> None:
    # A crash between a new game's full save and its fresh journal leaves the old journal.
    save = tmp_path / "game.json"
    game, _ = Game.new(setup(), CARDS)
    journal = Journal(journal_path(save))
    journal.reset("old")
    journal.append(Life("Ann", delta=-5).to_json())
    journal.close()
    SaveFile(save).write(game.state, CARDS, journal=JournalMark("new", 0))
    recovered = recover_file(save, CARDS)
    assert recovered is not None and recovered.replayed == 0 and recovered.problem is None
    assert life(recovered.saved.state, "Ann") == 20


def test_entries_already_in_the_full_save_are_skipped(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    game, _ = Game.new(setup(), CARDS)
    journal = Journal(journal_path(save))
    journal.reset("g1")
    marks = []
    for action in (Life("Ann", delta=-1), NextTurn(), Life("Bob", delta=-2)):
        game.apply(action)
        marks.append(journal.append(action.to_json()))
        if len(marks) == 2:  # a full save after the second entry, before its journal is cut
            SaveFile(save).write(game.state, CARDS, history=game.history(), journal=marks[1])
    recovered = recover_file(save, CARDS)
    assert recovered is not None and recovered.replayed == 1
    assert state_to_json(recovered.saved.state) == state_to_json(game.state)
    journal.close()


def test_a_resumed_game_keeps_its_journaled_actions_through_the_real_start(  # type: ignore[no-untyped-def]
        qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QApplication

    from desktop import app as desktop_app

    saver = Autosaver(tmp_path, CARDS)
    bridge = EngineBridge(CARDS, saver)
    bridge.new_game(setup())
    with no_full_saves(saver):
        bridge.apply(Life("Ann", delta=-6))
        bridge.apply(NextTurn())
        bridge.apply(Life("Bob", delta=-1))
        expected = state_to_json(bridge.game.state)  # type: ignore[union-attr]
        # Killed here: the background save never ran. A leftover temp file too.
        leftover = tmp_path / f".{AUTOSAVE_NAME}.999999999-0123abcd{TEMP_SUFFIX}"
        leftover.write_bytes(b"half a save")
        files = {p: p.read_bytes() for p in tmp_path.iterdir() if p != leftover}
    monkeypatch.setattr(desktop_app, "confirm_continue", lambda parent, summary: True)
    args = desktop_app.parse_args(["--data-dir", str(tmp_path / "new"),
                                   "--config-dir", str(tmp_path / "new")])
    (tmp_path / "new").mkdir()
    for path, data in files.items():  # the files as the killed app left them
        (tmp_path / "new" / path.name).write_bytes(data)
    (tmp_path / "new" / leftover.name).write_bytes(b"half a save")
    window = desktop_app.build(args, QApplication.instance())
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.bridge.view is not None)
    game = window.bridge.game
    assert game is not None and state_to_json(game.state) == expected
    assert window.bridge.undo() and game.state.find_player("Ann").life == 14  # type: ignore[union-attr]
    assert not (tmp_path / "new" / leftover.name).exists()
    window.close()
    saver.close()


def test_leftover_temp_files_are_cleaned_and_nothing_else(tmp_path: Path) -> None:
    dead = f".autosave.json.999999999-0123abcd{TEMP_SUFFIX}"
    live = f".autosave.json.1-0123abcd{TEMP_SUFFIX}"  # pid 1 is running: maybe saving now
    other_target = f".notes.txt.999999999-0123abcd{TEMP_SUFFIX}"
    legacy = ".autosave.json.k2j4_x9q.tmp"
    keep = ["autosave.json", ".autosave.json.tmp", "notes.planechase-tmp", "x.tmp",
            ".autosave.json.k2j4_x9q.tmp.bak", live]
    for name in [dead, other_target, legacy, *keep]:
        (tmp_path / name).write_bytes(b"x")
    (tmp_path / f".dir.999999999-0123abcd{TEMP_SUFFIX}").mkdir()  # not a file: not ours
    removed = clean_temp_files(tmp_path, "autosave.json")
    assert [p.name for p in removed] == [dead]
    removed = clean_temp_files(tmp_path, legacy=True)
    assert sorted(p.name for p in removed) == sorted([other_target, legacy])
    left = sorted(p.name for p in tmp_path.iterdir())
    assert left == sorted([*keep, f".dir.999999999-0123abcd{TEMP_SUFFIX}"])


def test_atomic_write_names_its_temp_file_for_the_cleaner(tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[str] = []
    real_replace = os.replace

    def killed_before_rename(src: str | Path, dst: str | Path) -> None:
        seen.append(Path(src).name)
        raise KeyboardInterrupt  # stands for the process dying between write and rename

    monkeypatch.setattr(os, "replace", killed_before_rename)
    with pytest.raises(KeyboardInterrupt):
        atomic_write(tmp_path / "game.json", b"{}")
    monkeypatch.setattr(os, "replace", real_replace)
    assert seen[0].startswith(".game.json.") and seen[0].endswith(TEMP_SUFFIX)
    assert list(tmp_path.iterdir()) == []  # a Python-level failure cleans up at once
    (tmp_path / seen[0].replace(str(os.getpid()), "999999999")).write_bytes(b"{")
    assert [p.name for p in clean_temp_files(tmp_path, "game.json")] != []


def test_the_autosaver_cleans_the_data_and_recent_folders_at_start(tmp_path: Path) -> None:
    recent = tmp_path / "recent"
    recent.mkdir()
    leftovers = [tmp_path / f".{AUTOSAVE_NAME}.999999999-0123abcd{TEMP_SUFFIX}",
                 recent / f".game-20261123.json.999999999-0123abcd{TEMP_SUFFIX}",
                 recent / ".game-20261123.json.ab_cd123.tmp"]  # an older version's name
    kept = [tmp_path / "decks.txt", recent / "game-20261123.json"]
    for path in (*leftovers, *kept):
        path.write_bytes(b"{")
    saver = Autosaver(tmp_path, CARDS)
    saver.close()
    assert not any(p.exists() for p in leftovers) and all(p.exists() for p in kept)


# -- the journal reader never trusts the file ------------------------------------------------

_ACTIONS = [Life("Ann", delta=-1), Life("Bob", delta=2), NextTurn(), Roll(),
            Life("Ann", delta=-3)]


def _journaled(tmp_path: Path) -> tuple[Path, list[dict[str, object]]]:
    """A full save of a new game, and a journal of five actions after it; the states after
    each prefix of the journal, as JSON."""
    save = tmp_path / "game.json"
    game, _ = Game.new(setup(), CARDS)
    SaveFile(save).write(game.state, CARDS, journal=JournalMark("g1", 0))
    journal = Journal(journal_path(save))
    journal.reset("g1")
    prefixes = [state_to_json(game.state)]
    for action in _ACTIONS:
        game.apply(action)
        journal.append(action.to_json())
        prefixes.append(state_to_json(game.state))
    journal.close()
    return save, prefixes


@given(cut=st.integers(min_value=0, max_value=10_000), junk=st.binary(max_size=200),
       flip=st.integers(min_value=0, max_value=10_000))
@settings(max_examples=120, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_a_cut_or_damaged_journal_gives_back_a_prefix_of_the_game(
        tmp_path: Path, cut: int, junk: bytes, flip: int) -> None:
    save, prefixes = _journaled(tmp_path)
    path = journal_path(save)
    raw = bytearray(path.read_bytes())
    raw = raw[:cut % (len(raw) + 1)] + junk  # torn anywhere, then anything after it
    if raw and flip % 3 == 0:
        raw[flip % len(raw)] ^= 0xFF  # and maybe one byte damaged
    path.write_bytes(bytes(raw))
    recovered = recover_file(save, CARDS)  # never raises on a bad journal
    assert recovered is not None
    assert state_to_json(recovered.saved.state) in prefixes


@pytest.mark.allow_error_logs
def test_text_that_cant_be_saved_in_full_is_still_journaled_and_reported(  # type: ignore[no-untyped-def]
        qtbot, tmp_path: Path) -> None:
    errors: list[str] = []
    saver = Autosaver(tmp_path, CARDS, on_error=errors.append)
    bridge = EngineBridge(CARDS, saver)
    bridge.new_game(setup())
    # A lone surrogate can't be written as UTF-8: the full save refuses, the journal escapes it.
    assert bridge.apply(AddEffect("Hexproof \ud800", Duration.END_OF_TURN))
    assert saver.flush()
    assert len(errors) == 1 and "not valid Unicode" in errors[0], errors
    saved, message = recover(tmp_path, CARDS)
    assert message is None and saved is not None
    assert [e.text for e in saved.state.effects] == ["Hexproof \ud800"]
    saver.close()
