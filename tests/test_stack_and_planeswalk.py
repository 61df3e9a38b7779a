"""The stack of planar abilities and planeswalking: 311, 312, 701.31, 704.6f, 901.7a, 901.11."""

from __future__ import annotations

import pytest
from engine_helpers import deck, new_game, snapshot, to_main, types

from engine.actions import (
    AddEffect,
    Chaos,
    Choose,
    Counter,
    Goto,
    NextTurn,
    Planeswalk,
    Remove,
    Resolve,
    Roll,
)
from engine.domain import DieFace, Duration, RollSource, StackKind, Step
from engine.errors import BadCommand, RuleViolation
from engine.state import FaceUpCard

PW = Roll(DieFace.PLANESWALKER, RollSource.MANUAL)
CHAOS = Roll(DieFace.CHAOS, RollSource.MANUAL)


def test_701_31b_planeswalk_moves_face_up_card_to_its_owners_bottom() -> None:
    game, _ = new_game(decks={"Ann": deck("Krosa", "Tazeem"), "Bob": deck("Akoum")})
    to_main(game)
    game.apply(PW)
    events = game.apply(Resolve())
    s = game.state
    assert [c.name for c in s.face_up] == ["Tazeem"]
    assert s.decks["Ann"][-1] == "Krosa"
    walk = next(e for e in events if e.type == "planeswalked")
    assert (walk.player, walk.away_from, walk.to) == ("Ann", ("Krosa",), "Tazeem")  # type: ignore[attr-defined]


def test_701_31b_the_planeswalker_turns_up_the_top_of_their_own_deck() -> None:
    """Bob planeswalks away from Ann's plane: it goes under Ann's deck, Bob's top turns up."""
    game, _ = new_game(("Ann", "Bob"), decks={"Ann": deck("Krosa"), "Bob": deck("Tazeem")})
    game.apply(NextTurn())
    assert game.state.planar_controller == "Bob"  # 901.6: the active player
    game.apply(PW)
    game.apply(Resolve())
    assert [c.name for c in game.state.face_up] == ["Tazeem"]
    assert game.state.face_up[0].owner == "Bob"
    assert game.state.decks["Ann"][-1] == "Krosa"


def test_901_7a_a_card_turned_face_down_is_a_new_object_without_counters() -> None:
    """Planeswalk away and back: the counters are gone."""
    ann = ["Krosa", *deck(size=9, avoid=["Krosa"])]
    game, _ = new_game(decks={"Ann": ann, "Bob": deck()})
    to_main(game)
    game.apply(Counter("Krosa", "scroll", 3))
    first_obj = game.state.face_up[0].obj
    for _ in range(10):  # cycle the whole deck until Krosa comes back
        game.apply(Planeswalk())
    card = game.state.face_up[0]
    assert card.name == "Krosa" and card.obj != first_obj and card.counters == ()


def test_901_11_until_planeswalk_effects_end() -> None:
    game, _ = new_game()
    to_main(game)
    game.apply(AddEffect("Creatures can't attack", Duration.PLANESWALK, source="Test"))
    game.apply(AddEffect("Lasts all game", Duration.GAME))
    events = game.apply(Planeswalk())
    assert [e.text for e in game.state.effects] == ["Lasts all game"]
    assert "effect_ended" in types(events)


def test_901_11_planeswalk_triggers_away_and_to() -> None:
    ann = deck("Mount Keralia", "Pompeii")
    game, _ = new_game(decks={"Ann": ann, "Bob": deck()})
    to_main(game)
    game.apply(Counter("Mount Keralia", "pressure", 4))
    game.apply(Planeswalk())
    pending = game.state.pending_choice
    assert pending is not None and pending.player == "Ann"  # 603.3b: two triggers, one controller
    sources = sorted(i.source or "" for i in pending.items)
    assert sources == ["Mount Keralia", "Pompeii"]
    keralia = next(i for i in pending.items if i.source == "Mount Keralia")
    assert dict(keralia.info) == {"pressure": 4}  # the count it had, for its damage


def test_603_3b_the_controller_orders_simultaneous_triggers() -> None:
    ann = deck("Mount Keralia", "Pompeii")
    game, _ = new_game(decks={"Ann": ann, "Bob": deck()})
    to_main(game)
    game.apply(Planeswalk())
    options = game.state.pending_choice.options  # type: ignore[union-attr]
    before = snapshot(game)
    with pytest.raises(RuleViolation, match=r"^603\.3b: Ann must first choose"):
        game.apply(Resolve())
    with pytest.raises(BadCommand, match="not one of the options"):
        game.apply(Choose(("nonsense", options[0])))
    assert snapshot(game) == before
    pompeii_first = sorted(options, key=lambda o: "Pompeii" not in o)
    game.apply(Choose(tuple(pompeii_first)))
    assert game.state.pending_choice is None
    assert game.state.stack[-1].source == "Pompeii"  # top of the stack resolves first
    assert game.state.stack[0].source == "Mount Keralia"


def test_choose_by_index_and_by_naming_the_first() -> None:
    ann = deck("Mount Keralia", "Pompeii")
    game, _ = new_game(decks={"Ann": ann, "Bob": deck()})
    to_main(game)
    game.apply(Planeswalk())
    options = game.state.pending_choice.options  # type: ignore[union-attr]
    game.apply(Choose(1))  # index 1 resolves first, the others follow in listed order
    assert [i.label for i in reversed(game.state.stack)] == [options[1], options[0]]
    game.undo()
    game.apply(Choose(options[0].split(" ")[0]))  # naming an option by its "#id" prefix
    assert game.state.stack[-1].label == options[0]


def test_311_7_chaos_ensues_for_each_face_up_plane() -> None:
    game, _ = new_game()
    to_main(game)
    s = game.state
    extra = FaceUpCard(s.next_id, "Tazeem", "Bob", (), 1)
    s.face_up = (*s.face_up, extra)  # two face-up planes, as after Spatial Merging (901.11c)
    s.next_id += 1
    game.apply(Chaos())
    assert game.state.pending_choice is not None
    assert sorted(i.source or "" for i in game.state.pending_choice.items) == [
        "Akoum", "Tazeem"]
    assert all(i.kind is StackKind.CHAOS for i in game.state.pending_choice.items)


def test_901_11c_planeswalking_leaves_every_face_up_plane() -> None:
    game, _ = new_game(decks={"Ann": deck("Krosa", "Gavony"), "Bob": deck("Tazeem")})
    to_main(game)
    s = game.state
    bob_top = s.decks["Bob"][0]
    s.decks = {**s.decks, "Bob": s.decks["Bob"][1:]}
    s.face_up = (*s.face_up, FaceUpCard(s.next_id, bob_top, "Bob", (), 1))
    s.next_id += 1
    game.apply(Planeswalk())
    assert [c.name for c in game.state.face_up] == ["Gavony"]
    assert game.state.decks["Ann"][-1] == "Krosa" and game.state.decks["Bob"][-1] == "Tazeem"


def test_312_5_encounter_then_704_6f_planeswalk_when_it_resolves() -> None:
    game, _ = new_game(decks={"Ann": deck("Krosa", "Mutual Epiphany", "Tazeem"), "Bob": deck()})
    to_main(game)
    game.apply(Planeswalk())
    (item,) = game.state.stack
    assert item.kind is StackKind.ENCOUNTER and item.source == "Mutual Epiphany"
    assert [c.name for c in game.state.face_up] == ["Mutual Epiphany"]
    events = game.apply(Resolve())
    assert "instruction" in types(events)  # the table is told what to do
    assert [c.name for c in game.state.face_up] == ["Tazeem"]
    assert game.state.decks["Ann"][-1] == "Mutual Epiphany"


def test_704_6f_applies_when_the_encounter_is_removed_too() -> None:
    game, _ = new_game(decks={"Ann": deck("Krosa", "Mutual Epiphany", "Tazeem"), "Bob": deck()})
    to_main(game)
    game.apply(Planeswalk())
    game.apply(Remove(game.state.stack[0].id))
    assert [c.name for c in game.state.face_up] == ["Tazeem"]


def test_704_6f_a_phenomenon_after_a_phenomenon_keeps_encountering() -> None:
    ann = deck("Krosa", "Mutual Epiphany", "Planewide Disaster", "Tazeem")
    game, _ = new_game(decks={"Ann": ann, "Bob": deck()})
    to_main(game)
    game.apply(Planeswalk())
    game.apply(Resolve())
    assert [c.name for c in game.state.face_up] == ["Planewide Disaster"]
    assert game.state.stack[-1].kind is StackKind.ENCOUNTER
    game.apply(Resolve())
    assert [c.name for c in game.state.face_up] == ["Tazeem"]


def test_planeswalking_ability_resolves_for_the_planar_controller() -> None:
    game, _ = new_game(decks={"Ann": deck("Krosa", "Tazeem"), "Bob": deck()})
    to_main(game)
    game.apply(PW)
    events = game.apply(Resolve())
    assert types(events)[:2] == ["ability_resolved", "card_to_bottom"]


def test_remove_unknown_id_and_resolve_empty_stack_are_clear_errors() -> None:
    game, _ = new_game()
    to_main(game)
    with pytest.raises(BadCommand, match="nothing to resolve"):
        game.apply(Resolve())
    game.apply(CHAOS)
    with pytest.raises(BadCommand, match=r"no ability #999 on the stack; it holds #\d+"):
        game.apply(Remove(999))


def test_counters_are_named_and_cannot_go_negative() -> None:
    game, _ = new_game()
    to_main(game)
    game.apply(Counter("Akoum", "Flame", 2))
    game.apply(Counter("akoum", "flame", -1))
    assert game.state.face_up[0].counters == (("flame", 1),)
    with pytest.raises(BadCommand, match="has 1 flame counter"):
        game.apply(Counter("Akoum", "flame", -2))
    with pytest.raises(BadCommand, match="'Tazeem' is not face up"):
        game.apply(Counter("Tazeem", "flame", 1))
    game.apply(Counter(str(game.state.face_up[0].obj), "flame", 1))
    assert game.state.face_up[0].counter("flame") == 2


def test_603_8_state_trigger_fires_once_until_it_leaves_the_stack() -> None:
    game, _ = new_game(decks={"Ann": deck("Aretopolis"), "Bob": deck()})
    game.apply(Goto(Step.DRAW))  # Aretopolis has an upkeep trigger: resolve it on the way
    while game.state.stack:
        game.apply(Resolve())
    game.apply(Goto(Step.PRECOMBAT_MAIN))
    game.apply(Counter("Aretopolis", "scroll", 10))
    states = [i for i in game.state.stack if "ten or more" in i.text]
    assert len(states) == 1
    game.apply(Counter("Aretopolis", "scroll", 1))
    assert len([i for i in game.state.stack if "ten or more" in i.text]) == 1
    game.apply(Remove(game.state.stack[-1].id))  # left the stack, still 11: triggers again
    assert len([i for i in game.state.stack if "ten or more" in i.text]) == 1


def test_step_triggers_fire_on_your_turn_only() -> None:
    """Naar Isle: "At the beginning of your upkeep" - every player's upkeep, as the
    active player is the planar controller (901.6)."""
    game, _ = new_game(decks={"Ann": deck("Naar Isle"), "Bob": deck()})
    game.apply(Goto(Step.UPKEEP))
    (item,) = game.state.stack
    assert item.source == "Naar Isle" and item.controller == "Ann" and item.reason == "upkeep"
    game.apply(Resolve())
    game.apply(NextTurn())
    assert game.state.step is Step.UPKEEP and game.state.turn_player == "Bob"
    assert game.state.stack[-1].controller == "Bob"


def test_first_main_phase_trigger_only_on_the_first_main_phase() -> None:
    game, _ = new_game(decks={"Ann": deck("Kilnspire District"), "Bob": deck()})
    game.apply(Goto(Step.PRECOMBAT_MAIN))
    assert [i.source for i in game.state.stack] == ["Kilnspire District"]
    game.apply(Resolve())
    from engine.actions import ExtraCombat

    game.apply(ExtraCombat())
    game.apply(Goto(Step.END))
    assert game.state.stack == ()


def test_manual_chaos_for_one_face_up_card() -> None:
    game, _ = new_game()
    to_main(game)
    events = game.apply(Chaos("Akoum"))
    assert types(events)[:2] == ["chaos_ensued", "ability_triggered"]
    assert game.state.stack[-1].source == "Akoum"
