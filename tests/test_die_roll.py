"""Rolling the planar die: the special action (901.9, 116.2i) and its results."""

from __future__ import annotations

import pytest
from engine_helpers import deck, new_game, snapshot, to_main, types

from engine.actions import Goto, NextTurn, Resolve, Roll, parse_action
from engine.domain import DieFace, Duration, FaceRule, RollSource, StackKind, Step
from engine.errors import BadCommand, RuleViolation
from engine.table.table import Table

BLANK = Roll(DieFace.BLANK, RollSource.MANUAL)
CHAOS = Roll(DieFace.CHAOS, RollSource.CAMERA, confidence=0.97)
PW = Roll(DieFace.PLANESWALKER, RollSource.SERIAL)


def test_116_2i_cost_is_the_number_of_earlier_special_action_rolls() -> None:
    game, _ = new_game()
    to_main(game)
    costs = []
    for _ in range(3):
        events = game.apply(BLANK)
        costs.append(next(e for e in events if e.type == "die_rolled").cost)  # type: ignore[attr-defined]
    assert costs == [0, 1, 2]
    assert game.state.rolls_this_turn == {"Ann": 3}


def test_116_2i_a_roll_caused_by_an_effect_is_free_and_does_not_count() -> None:
    game, _ = new_game()
    to_main(game)
    game.apply(BLANK)
    events = game.apply(Roll(DieFace.BLANK, RollSource.MANUAL, effect=True))
    rolled = next(e for e in events if e.type == "die_rolled")
    assert rolled.cost == 0 and rolled.effect  # type: ignore[attr-defined]
    assert game.state.rolls_this_turn == {"Ann": 1}
    assert next(e for e in game.apply(BLANK) if e.type == "die_rolled").cost == 1  # type: ignore[attr-defined]


def test_116_2i_costs_reset_each_turn() -> None:
    game, _ = new_game(("Ann", "Bob", "Cat"))
    to_main(game)
    game.apply(BLANK)
    game.apply(BLANK)
    game.apply(NextTurn())
    assert game.state.active_player == "Bob"
    assert game.state.rolls_this_turn == {}


def test_901_9_only_the_active_player_may_roll() -> None:
    game, _ = new_game()
    to_main(game)
    before = snapshot(game)
    with pytest.raises(RuleViolation) as err:
        game.apply(Roll(player="Bob"))
    assert str(err.value) == ("901.9: Bob may roll the planar die only during a main phase of "
                              "their own turn; it is Ann's turn")
    assert snapshot(game) == before


def test_901_9_only_during_a_main_phase() -> None:
    game, _ = new_game()
    game.apply(Goto(Step.DECLARE_ATTACKERS))
    before = snapshot(game)
    with pytest.raises(RuleViolation, match=r"^901\.9: Ann .*it is the declare attackers step"):
        game.apply(Roll())
    assert snapshot(game) == before
    game.apply(Goto(Step.POSTCOMBAT_MAIN))
    game.apply(BLANK)  # the second main phase is a main phase too


def test_116_2i_only_while_the_stack_is_empty() -> None:
    game, _ = new_game()
    to_main(game)
    game.apply(CHAOS)
    assert len(game.state.stack) == 1
    before = snapshot(game)
    with pytest.raises(RuleViolation, match=r"^116\.2i: Ann may roll .* stack is empty"):
        game.apply(BLANK)
    assert snapshot(game) == before


def test_901_9_rolling_early_in_the_turn_moves_to_the_main_phase_first() -> None:
    game, _ = new_game(("Ann", "Bob", "Cat"))
    assert game.state.step is Step.UNTAP
    events = game.apply(BLANK)
    assert game.state.step is Step.PRECOMBAT_MAIN
    assert types(events)[:4] == ["step_began", "step_began", "step_began", "die_rolled"]


def test_901_9_no_auto_advance_past_a_planar_trigger() -> None:
    """Naar Isle triggers at upkeep: the roll is refused and nothing moves."""
    game, _ = new_game(decks={"Ann": deck("Naar Isle"), "Bob": deck()})
    before = snapshot(game)
    with pytest.raises(RuleViolation) as err:
        game.apply(BLANK)
    assert str(err.value).startswith("901.9: Ann can't roll yet")
    assert "Naar Isle" in str(err.value) and "upkeep" in str(err.value)
    assert snapshot(game) == before


def test_901_9a_blank_does_nothing() -> None:
    game, _ = new_game()
    to_main(game)
    events = game.apply(BLANK)
    assert types(events) == ["die_rolled"]
    assert game.state.stack == ()


def test_901_9b_chaos_triggers_the_chaos_ability_controlled_by_the_planar_controller() -> None:
    game, _ = new_game(decks={"Ann": deck("Krosa"), "Bob": deck()})
    to_main(game)
    game.apply(CHAOS)
    (item,) = game.state.stack
    assert item.kind is StackKind.CHAOS and item.source == "Krosa"
    assert item.controller == "Ann" == game.state.planar_controller  # 311.7
    assert item.text.startswith("Whenever chaos ensues")


def test_901_8_planeswalker_face_triggers_the_sourceless_ability_of_the_roller() -> None:
    game, _ = new_game()
    to_main(game)
    game.apply(PW)
    (item,) = game.state.stack
    assert item.kind is StackKind.PLANESWALK
    assert item.source is None and item.controller == "Ann"


def test_roll_audit_records_who_cost_source_face_read_and_face_counted() -> None:
    game, _ = new_game()
    to_main(game)
    game.apply(BLANK)
    game.apply(Roll(DieFace.CHAOS, RollSource.CAMERA, confidence=0.8))
    first, second = game.state.rolls
    assert (first.roller, first.cost, first.source, first.face_read, first.face_counted) == (
        "Ann", 0, RollSource.MANUAL, DieFace.BLANK, DieFace.BLANK)
    assert (second.cost, second.source, second.confidence) == (1, RollSource.CAMERA, 0.8)
    texts = [e.text for e in game.state.log_entries(5)]
    assert any("Ann rolled the planar die (cost {1}, camera, confidence 0.80): chaos" in t
               for t in texts)


def test_face_read_and_face_counted_differ_under_a_face_rule() -> None:
    """Chaotic Aether's kind of effect: the audit keeps what was read and what counted."""
    game, _ = new_game(decks={"Ann": deck("Krosa"), "Bob": deck()})
    to_main(game)
    table = Table(game.state, game.cards)
    table.add_effect("Blank rolls are chaos", Duration.PLANESWALK_AWAY_FROM_PLANE,
                     "Chaotic Aether", face_rule=FaceRule.BLANK_IS_CHAOS)
    game.apply(BLANK)
    record = game.state.rolls[-1]
    assert (record.face_read, record.face_counted) == (DieFace.BLANK, DieFace.CHAOS)
    assert game.state.stack[-1].kind is StackKind.CHAOS


def test_virtual_roll_comes_from_the_seeded_rng() -> None:
    def faces(seed: int) -> list[DieFace]:
        game, _ = new_game(seed=seed)
        to_main(game)
        out = []
        for _ in range(12):
            game.apply(Roll())
            out.append(game.state.rolls[-1].face_read)
            while game.state.stack:
                game.apply(Resolve())
        return out

    assert faces(5) == faces(5)
    assert faces(5) != faces(6)
    assert {DieFace.BLANK, DieFace.CHAOS} <= set(faces(5) + faces(6))


def test_901_9d_die_roll_triggers_any_roll_and_blank_roll() -> None:
    game, _ = new_game(decks={"Ann": deck("Pompeii"), "Bob": deck()}, starting_player="Ann")
    game.apply(Goto(Step.UPKEEP))  # Pompeii's upkeep trigger
    while game.state.stack:
        game.apply(Resolve())
    game.apply(Goto(Step.PRECOMBAT_MAIN))
    game.apply(BLANK)
    (item,) = game.state.stack
    assert item.source == "Pompeii" and "roll a blank" in item.text
    game.apply(Resolve())
    game.apply(CHAOS)  # a chaos roll: the blank trigger doesn't fire, the chaos one does
    assert [i.kind for i in game.state.stack] == [StackKind.CHAOS]


def test_physical_readings_need_a_face_and_virtual_rolls_take_none() -> None:
    with pytest.raises(BadCommand, match="needs a 'face'"):
        parse_action({"cmd": "roll", "source": "camera"})
    with pytest.raises(BadCommand, match="virtual roll"):
        parse_action({"cmd": "roll", "face": "chaos", "source": "virtual"})
    with pytest.raises(BadCommand, match="must be one of blank, chaos, planeswalker"):
        parse_action({"cmd": "roll", "face": "skull", "source": "manual"})
    with pytest.raises(BadCommand, match="between 0 and 1"):
        parse_action({"cmd": "roll", "face": "chaos", "source": "camera", "confidence": 1.5})
    typed = parse_action({"cmd": "roll", "face": "blank"})
    assert typed == Roll(DieFace.BLANK, RollSource.MANUAL)


def test_effect_roll_is_allowed_outside_the_main_phase() -> None:
    game, _ = new_game()
    game.apply(Goto(Step.END))
    game.apply(Roll(DieFace.BLANK, RollSource.MANUAL, effect=True))
    assert game.state.rolls[-1].effect


def test_701_31a_only_the_planar_controller_may_planeswalk() -> None:
    """An effect makes Bob roll the Planeswalker symbol on Ann's turn: 901.8 gives Bob the
    planeswalking ability, but only the planar controller may planeswalk."""
    from engine_helpers import deck as mk

    game, _ = new_game(decks={"Ann": mk("Krosa", "Tazeem"), "Bob": mk()})
    to_main(game)
    game.apply(Roll(DieFace.PLANESWALKER, RollSource.MANUAL, effect=True, player="Bob"))
    assert game.state.stack[-1].controller == "Bob"
    events = game.apply(Resolve())
    assert [c.name for c in game.state.face_up] == ["Krosa"]
    note = next(e for e in events if e.type == "instruction")
    assert "701.31a" in note.describe()


def test_add_effect_source_is_a_card_name_not_a_roll_source() -> None:
    effect = parse_action({"cmd": "add_effect", "text": "x", "until": "game",
                           "source": "Chaotic Aether"})
    assert effect.source == "Chaotic Aether"  # type: ignore[attr-defined]


def test_event_json_keeps_its_own_text_and_adds_a_message() -> None:
    game, _ = new_game()
    to_main(game)
    events = game.apply(Roll(DieFace.CHAOS, RollSource.MANUAL))
    triggered = next(e for e in events if e.type == "ability_triggered").to_json()
    assert triggered["text"].startswith("Whenever chaos ensues")
    assert triggered["message"] == "Akoum triggers (chaos ensued), controlled by Ann"


def test_roll_check_says_why_without_changing_anything() -> None:
    """901.9 / 116.2i: the same checks as the roll, on a copy of the state."""
    game, _ = new_game(decks={"Ann": deck("Akoum"), "Bob": deck()})
    before = snapshot(game)
    assert game.roll_check().allowed  # from the untap step, nothing triggers on the way
    assert snapshot(game) == before and game.state.step is Step.UNTAP
    game.apply(Roll(DieFace.CHAOS, RollSource.MANUAL))  # Akoum's chaos ability triggers
    before = snapshot(game)
    check = game.roll_check()
    assert check.reason is not None and check.reason.startswith("116.2i")
    assert check.stop_at is None and not check.allowed
    assert snapshot(game) == before
    bob = game.roll_check("Bob").reason
    assert bob is not None and bob.startswith("901.9")  # not Bob's turn


def test_roll_check_names_the_step_where_a_trigger_waits() -> None:
    """502.4 / 116.2i: from the untap step the table can only go on; Naar Isle triggers
    at the upkeep, so that is where the roll's way stops (defect 35)."""
    game, _ = new_game(decks={"Ann": deck("Naar Isle"), "Bob": deck()})
    before = snapshot(game)
    check = game.roll_check()
    assert check.reason is not None and check.reason.startswith("901.9: Ann can't roll yet")
    assert check.stop_at is Step.UPKEEP and "Naar Isle" in check.waiting
    assert snapshot(game) == before
    game.apply(Goto(check.stop_at))
    assert game.state.step is Step.UPKEEP and len(game.state.stack) == 1
    assert game.roll_check().stop_at is None  # now: resolve it first (116.2i)
