"""Long games stay bounded: the in-memory log, the undo history and what the garbage
collector has to walk stop growing with the number of actions.

No timing here (speed goals live in ``python -m bench.engine`` and the README); these tests
check the mechanisms (the log's cut, the packed undo blocks, the undo bound) and that undo,
redo and saves behave exactly as before within the bounds. The bounds are made small with
``monkeypatch`` so that a test crosses them in a few hundred actions.
"""

from __future__ import annotations

import copy
import gc
from typing import Any

import pytest
from engine_helpers import CARDS, new_game, snapshot, to_main
from hypothesis import HealthCheck, settings
from hypothesis.stateful import run_state_machine_as_test
from test_properties import PlanechaseMachine

from engine import game as game_module
from engine import game_log as log_module
from engine.actions import Action, Life, Planeswalk, Poison
from engine.errors import NothingToUndo
from engine.game import Game
from engine.game_log import LOG_CHUNK, log_append, log_latest, log_length
from engine.messages import msg
from engine.persistence import SavedGame, decode_game, encode_save
from engine.state import Visit


@pytest.fixture
def small_bounds(monkeypatch: pytest.MonkeyPatch) -> tuple[int, int]:
    """Blocks of 16 undo entries, undo back to at least 40 actions, a log of 60 to 119."""
    monkeypatch.setattr(game_module, "PACK_EVERY", 16)
    monkeypatch.setattr(game_module, "UNDO_KEPT", 40)
    monkeypatch.setattr(log_module, "LOG_IN_MEMORY", 60)
    return 16, 40


def table_actions(n: int) -> list[Action]:
    """``n`` actions that are always legal in a main phase and each log one entry."""
    out: list[Action] = []
    for i in range(n):
        who = ("Ann", "Bob")[i % 2]
        out.append(Life(who, delta=(1, -1, 2, -2)[i % 4]) if i % 5 else Poison(who, delta=1))
    return out


def started() -> Game:
    game, _ = new_game()
    to_main(game)
    return game


def tracked_in(node: Any) -> int:
    """How many objects of a log (its links, chunks and rows) the collector tracks."""
    n = 0
    while node is not None:
        rows, prev = node
        n += gc.is_tracked(node) + gc.is_tracked(rows) + sum(gc.is_tracked(r) for r in rows)
        node = prev
    return n


# -- the log ------------------------------------------------------------------------------

def test_the_log_in_memory_never_exceeds_its_bound_and_keeps_the_latest(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(log_module, "LOG_IN_MEMORY", 100)
    node = None
    for seq in range(1, 1_001):
        node = log_append(node, seq // 10, "life_changed", msg("text.english", text=f"entry {seq}"))
        length = log_length(node)
        assert min(seq, 100) <= length < 200, (seq, length)
        latest = log_latest(node, length)
        # Contiguous, in order, ending with the entry just added.
        assert [e.seq for e in latest] == list(range(seq - length + 1, seq + 1))
        assert latest[-1].text == f"entry {seq}"
    assert log_length(node) == 100  # 1,000 is a multiple of the bound: just cut


def test_log_rows_are_plain_data_the_collector_stops_tracking() -> None:
    node = None
    for seq in range(1, 501):
        node = log_append(node, 1, "life_changed", msg("text.english", text=f"entry {seq}"))
    gc.collect()
    gc.collect()
    # Only the links between chunks may stay tracked (one per LOG_CHUNK entries).
    assert tracked_in(node) <= -(-500 // LOG_CHUNK)


def test_the_game_log_stays_bounded_through_a_long_game(small_bounds: tuple[int, int]) -> None:
    game = started()
    for action in table_actions(400):
        game.apply(action)
        assert log_length(game.state.log) < 2 * log_module.LOG_IN_MEMORY
    entries = game.state.log_entries(1_000)
    assert len(entries) >= log_module.LOG_IN_MEMORY
    assert [e.seq for e in entries] == list(range(entries[0].seq, entries[-1].seq + 1))
    assert entries[-1].seq > 400  # numbering goes on past the cuts


# -- the undo history ----------------------------------------------------------------------

def test_undo_reaches_back_to_the_bound_exactly_then_refuses(
        small_bounds: tuple[int, int]) -> None:
    block, kept = small_bounds
    game = started()
    applied = game.undo_depth()  # the step to the main phase
    states = [snapshot(game)]
    for action in table_actions(300):
        game.apply(action)
        applied += 1
        states.append(snapshot(game))
        assert game.undo_depth() == applied or kept <= game.undo_depth() < kept + block
    depth = game.undo_depth()
    assert kept <= depth < kept + block
    assert game.undo_dropped == applied - depth
    for back in range(1, depth + 1):
        game.undo()
        assert snapshot(game) == states[-1 - back], f"undo {back} did not restore the state"
    assert not game.can_undo()
    with pytest.raises(NothingToUndo, match=f"reaches back {kept:,} actions at most, and the "
                                            f"{applied - depth:,} before them are no longer kept"):
        game.undo()
    assert snapshot(game) == states[-1 - depth]  # the refusal changed nothing
    for forward in range(depth):
        game.redo()
        assert snapshot(game) == states[-depth + forward]
    assert not game.can_redo()


def test_a_short_game_still_undoes_to_its_start(small_bounds: tuple[int, int]) -> None:
    game = started()
    for action in table_actions(30):
        game.apply(action)
    while game.can_undo():
        game.undo()
    with pytest.raises(NothingToUndo, match="this is the start of the game"):
        game.undo()


def test_saves_of_a_packed_history_restore_undo_exactly(small_bounds: tuple[int, int]) -> None:
    block, kept = small_bounds
    game = started()
    states = [snapshot(game)]
    for action in table_actions(120):
        game.apply(action)
        states.append(snapshot(game))
    for _ in range(5):  # some redo steps too
        game.undo()
    history = game.history(limit=kept + block)  # reaches into the packed blocks
    assert len(history.undo) == game.undo_depth() and len(history.redo) == 5
    text = encode_save(game.state, CARDS, None, history)
    saved: SavedGame = decode_game(text, CARDS)
    loaded, problem = Game.load(saved, CARDS)
    assert problem is None
    assert loaded.undo_depth() == game.undo_depth()
    for back in range(6, 6 + loaded.undo_depth()):
        loaded.undo()
        assert snapshot(loaded) == states[-1 - back]


def test_a_copy_of_the_game_keeps_its_own_history_while_the_game_packs_and_drops(
        small_bounds: tuple[int, int]) -> None:
    game = started()
    actions = table_actions(200)
    for action in actions[:60]:
        game.apply(action)
    states = [snapshot(game)]
    twin = copy.copy(game)  # what the driver keeps to go back to if an autosave fails
    depth = twin.undo_depth()
    for action in actions[60:]:
        game.apply(action)  # packs blocks and drops old ones
    assert twin.undo_depth() == depth and snapshot(twin) == states[0]
    game_again = copy.copy(twin)
    expected = []
    while game_again.can_undo():
        game_again.undo()
        expected.append(snapshot(game_again))
    for state in expected:
        twin.undo()
        assert snapshot(twin) == state


def test_the_objects_the_collector_walks_stop_growing(small_bounds: tuple[int, int]) -> None:
    game = started()
    actions = table_actions(1_200)

    def tracked_after(chunk: list[Action]) -> int:
        for action in chunk:
            game.apply(action)
        gc.collect()
        gc.collect()
        return len(gc.get_objects())

    first = tracked_after(actions[:600])
    second = tracked_after(actions[600:])
    # 600 more actions would add well over 1,200 tracked objects (an action and an entry
    # each, plus states and log links) if the history were kept live.
    assert second - first < 150, (first, second)


def test_undo_keeps_no_copy_of_the_planar_history_per_planeswalk(
        small_bounds: tuple[int, int]) -> None:
    game = started()
    states = [snapshot(game)]
    for i, action in enumerate(table_actions(200)):
        game.apply(Planeswalk() if i % 4 == 0 else action)  # quiet planes: nothing triggers
        states.append(snapshot(game))
    visits = len(game.state.visited)
    assert visits == 51
    gc.collect()
    held = sum(len(o) for o in gc.get_objects()
               if type(o) is tuple and o and isinstance(o[0], Visit))
    # The current state's planar history, not one longer copy per planeswalk in the
    # undo checkpoints (those held 192 references here, with blocks of 16).
    assert held <= 2 * visits, held
    for back in range(1, game.undo_depth() + 1):
        game.undo()
        assert snapshot(game) == states[-1 - back]  # the planar history comes back exactly


def test_hypothesis_games_with_small_blocks_undo_and_redo_exactly(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The property machine (every undo restores exactly, every redo reproduces, saves
    round-trip, the whole game replays) with undo blocks of 8 and a log cut every 40
    entries, so packing and the log's cut happen inside its games. ``UNDO_KEPT`` stays
    above any game it plays, as the machine undoes everything back to the start."""
    monkeypatch.setattr(game_module, "PACK_EVERY", 8)
    monkeypatch.setattr(log_module, "LOG_IN_MEMORY", 40)
    run_state_machine_as_test(PlanechaseMachine, settings=settings(
        max_examples=12, stateful_step_count=40, deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large]))
