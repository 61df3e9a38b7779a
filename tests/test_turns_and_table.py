"""Turns, steps, effects and the table state: 500.7, 514.2, 723, 704.5a/c, 901.6."""

from __future__ import annotations

import pytest
from engine_helpers import deck, new_game, snapshot, to_main, types

from engine.actions import (
    AddEffect,
    EndEffect,
    EndTurn,
    ExtraBeginning,
    ExtraCombat,
    ExtraTurn,
    Goto,
    Life,
    NextStep,
    NextTurn,
    PlayerCounter,
    Poison,
    ReverseTurnOrder,
    Roll,
)
from engine.domain import TURN_STEPS, DieFace, Duration, RollSource, Step
from engine.errors import BadCommand, RuleViolation

FOUR = ("Ann", "Bob", "Cat", "Dan")


def four(**kw: object):  # type: ignore[no-untyped-def]
    game, _ = new_game(FOUR, decks={p: deck() for p in FOUR})
    return game


def test_steps_follow_the_turn_structure() -> None:
    game = four()
    seen = [game.state.step]
    for _ in range(len(TURN_STEPS) - 1):
        game.apply(NextStep())
        seen.append(game.state.step)
    assert tuple(seen) == TURN_STEPS
    game.apply(NextStep())
    assert (game.state.turn, game.state.step, game.state.active_player) == (2, Step.UNTAP, "Bob")


def test_901_6_the_active_player_becomes_planar_controller() -> None:
    game = four()
    for expected in ("Bob", "Cat", "Dan", "Ann"):
        game.apply(NextTurn())
        assert game.state.active_player == expected == game.state.planar_controller


def test_next_turn_stops_where_a_planar_ability_triggers() -> None:
    game, _ = new_game(FOUR, decks={"Ann": deck("Mount Keralia"), "Bob": deck(), "Cat": deck(),
                                    "Dan": deck()})
    to_main(game)
    events = game.apply(NextTurn())
    assert game.state.step is Step.END and game.state.turn_player == "Ann"
    assert game.state.stack[-1].source == "Mount Keralia"
    assert "stopped" in types(events)


def test_next_step_refuses_with_abilities_on_the_stack() -> None:
    game = four()
    to_main(game)
    game.apply(Roll(DieFace.CHAOS, RollSource.MANUAL))
    before = snapshot(game)
    with pytest.raises(RuleViolation, match=r"^500\.2: the stack must be empty"):
        game.apply(NextStep())
    assert snapshot(game) == before


def test_goto_a_later_step_this_turn_or_the_next_turn() -> None:
    game = four()
    game.apply(Goto(Step.COMBAT_DAMAGE))
    assert (game.state.turn, game.state.step) == (1, Step.COMBAT_DAMAGE)
    game.apply(Goto(Step.UPKEEP))
    assert (game.state.turn, game.state.step, game.state.active_player) == (
        2, Step.UPKEEP, "Bob")


def test_reverse_turn_order() -> None:
    game = four()
    events = game.apply(ReverseTurnOrder())
    assert types(events) == ["turn_order_reversed"]
    game.apply(NextTurn())
    assert game.state.active_player == "Dan"
    game.apply(NextTurn())
    assert game.state.active_player == "Cat"


def test_500_7_extra_turns_most_recent_first_then_order_resumes() -> None:
    game = four()
    game.apply(ExtraTurn("Ann"))
    game.apply(ExtraTurn("Cat"))
    order = []
    for _ in range(4):
        game.apply(NextTurn())
        order.append(game.state.active_player)
    assert order == ["Cat", "Ann", "Bob", "Cat"]


def test_additional_combat_and_main_phase_after_this_main_phase() -> None:
    game = four()
    to_main(game)
    game.apply(Goto(Step.POSTCOMBAT_MAIN))
    game.apply(ExtraCombat())
    assert game.state.upcoming[:6] == (Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS,
                                       Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE,
                                       Step.END_OF_COMBAT, Step.POSTCOMBAT_MAIN)
    assert game.state.upcoming[6:] == (Step.END, Step.CLEANUP)


def test_additional_phase_goes_after_the_current_phase() -> None:
    game = four()
    game.apply(Goto(Step.DECLARE_ATTACKERS))
    game.apply(ExtraBeginning())
    assert game.state.upcoming == (Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE,
                                   Step.END_OF_COMBAT, Step.UNTAP, Step.UPKEEP, Step.DRAW,
                                   Step.POSTCOMBAT_MAIN, Step.END, Step.CLEANUP)


def test_723_end_the_turn_clears_the_stack_and_goes_to_cleanup() -> None:
    game = four()
    to_main(game)
    game.apply(AddEffect("Creatures get +1/+1", Duration.END_OF_TURN))
    game.apply(Roll(DieFace.CHAOS, RollSource.MANUAL))
    events = game.apply(EndTurn())
    assert game.state.step is Step.CLEANUP and game.state.stack == ()
    assert game.state.effects == ()  # 514.2
    assert "turn_ended" in types(events)
    game.apply(NextStep())
    assert game.state.active_player == "Bob"


def test_effect_durations() -> None:
    game = four()
    to_main(game)
    game.apply(AddEffect("eot", Duration.END_OF_TURN))
    game.apply(AddEffect("until Cat's next turn", Duration.YOUR_NEXT_TURN, player="Cat"))
    game.apply(AddEffect("forever", Duration.GAME))
    game.apply(NextTurn())
    assert [e.text for e in game.state.effects] == ["until Cat's next turn", "forever"]
    game.apply(NextTurn())
    assert [e.text for e in game.state.effects] == ["forever"]
    effect_id = game.state.effects[0].id
    game.apply(EndEffect(effect_id))
    assert game.state.effects == ()
    with pytest.raises(BadCommand, match="no active effect"):
        game.apply(EndEffect(effect_id))


def test_life_and_704_5a_flag_for_the_table_to_confirm() -> None:
    game = four()
    game.apply(Life("Bob", delta=-7))
    events = game.apply(Life("Bob", set=0))
    assert game.state.find_player("Bob").life == 0  # type: ignore[union-attr]
    flagged = [e for e in events if e.type == "player_flagged"]
    assert flagged and "704.5a" in flagged[0].reason  # type: ignore[attr-defined]
    assert game.state.find_player("Bob").in_game  # type: ignore[union-attr]  # the table decides


def test_poison_and_704_5c() -> None:
    game = four()
    events = game.apply(Poison("Cat", delta=10))
    assert any(e.type == "player_flagged" for e in events)
    assert game.state.find_player("Cat").flags == ("704.5c: 10 or more poison counters",)  # type: ignore[union-attr]
    with pytest.raises(BadCommand, match="can't go below 0"):
        game.apply(Poison("Cat", set=-1))


def test_named_player_counters() -> None:
    game = four()
    game.apply(PlayerCounter("Dan", "Energy", 3))
    game.apply(PlayerCounter("Dan", "energy", -1))
    assert game.state.find_player("Dan").counter("energy") == 2  # type: ignore[union-attr]
    with pytest.raises(BadCommand, match="no player named 'Eve'"):
        game.apply(Life("Eve", delta=1))
