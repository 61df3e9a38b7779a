"""Leaving the game: 901.10, 901.10a, 901.10b, 311.5, 800.4a."""

from __future__ import annotations

import pytest
from engine_helpers import deck, new_game, snapshot, to_main, types

from engine.actions import Leave, NextTurn, Planeswalk, Resolve, Roll
from engine.domain import DieFace, RollSource, StackKind, Step
from engine.errors import RuleViolation

PW = Roll(DieFace.PLANESWALKER, RollSource.MANUAL)
THREE = ("Ann", "Bob", "Cat")


def three(ann: list[str] | None = None, bob: list[str] | None = None,
          cat: list[str] | None = None, start: str = "Ann") -> object:
    game, _ = new_game(THREE, decks={"Ann": ann or deck("Krosa"), "Bob": bob or deck("Tazeem"),
                                     "Cat": cat or deck("Gavony")}, starting_player=start)
    return game


def test_311_5_planar_controller_leaving_passes_to_the_next_player() -> None:
    game, _ = new_game(THREE, decks={p: deck() for p in THREE})
    to_main(game)
    events = game.apply(Leave("Ann"))
    assert game.state.planar_controller == "Bob"
    change = next(e for e in events if e.type == "planar_controller_changed")
    assert "311.5" in change.rule  # type: ignore[attr-defined]


def test_311_5_the_new_controller_keeps_it_until_another_player_is_active() -> None:
    game, _ = new_game(THREE, decks={p: deck() for p in THREE})
    to_main(game)
    game.apply(Leave("Ann"))
    assert game.state.active_player is None and game.state.planar_controller == "Bob"
    game.apply(NextTurn())
    assert game.state.active_player == "Bob" == game.state.planar_controller


def test_311_5_next_player_follows_the_turn_direction() -> None:
    from engine.actions import ReverseTurnOrder

    game, _ = new_game(THREE, decks={p: deck() for p in THREE})
    to_main(game)
    game.apply(ReverseTurnOrder())
    game.apply(Leave("Ann"))
    assert game.state.planar_controller == "Cat"


def test_901_10_owners_cards_leave_and_the_planar_controller_turns_up_a_card() -> None:
    """Bob is active and planar controller on Ann's plane; Ann leaves."""
    game, _ = new_game(THREE, decks={"Ann": deck("Krosa"), "Bob": deck("Tazeem"),
                                     "Cat": deck("Gavony")})
    game.apply(NextTurn())  # Bob's turn, still on Ann's Krosa
    assert game.state.face_up[0].owner == "Ann"
    events = game.apply(Leave("Ann"))
    s = game.state
    assert "Ann" not in s.decks
    assert [c.name for c in s.face_up] == ["Tazeem"]  # top of Bob's deck
    assert ("Ann", "Krosa") in s.removed and len([r for r in s.removed if r[0] == "Ann"]) == 10
    walk = next(e for e in events if e.type == "planeswalked")
    assert walk.player == "Bob" and walk.away_from == ("Krosa",)  # type: ignore[attr-defined]


def test_901_10_leaving_player_owning_no_face_up_card_changes_no_plane() -> None:
    game, _ = new_game(THREE, decks={"Ann": deck("Krosa"), "Bob": deck(), "Cat": deck()})
    to_main(game)
    game.apply(Leave("Cat"))
    assert [c.name for c in game.state.face_up] == ["Krosa"]


def test_901_10a_planeswalking_ability_ceases_when_a_plane_leaves() -> None:
    game, _ = new_game(THREE, decks={"Ann": deck("Krosa"), "Bob": deck("Tazeem"),
                                     "Cat": deck("Gavony")})
    game.apply(NextTurn())
    game.apply(PW)  # Bob rolls the Planeswalker symbol on Ann's Krosa
    assert game.state.stack[-1].kind is StackKind.PLANESWALK
    events = game.apply(Leave("Ann"))
    assert all(i.kind is not StackKind.PLANESWALK for i in game.state.stack)
    removed = [e for e in events if e.type == "ability_removed"]
    assert removed and "901.10a" in removed[0].reason  # type: ignore[attr-defined]
    assert [c.name for c in game.state.face_up] == ["Tazeem"]


def test_901_10b_phenomenon_abilities_stay_with_the_new_planar_controller() -> None:
    game, _ = new_game(THREE, decks={"Ann": deck("Krosa", "Mutual Epiphany"),
                                     "Bob": deck(), "Cat": deck()})
    to_main(game)
    game.apply(Planeswalk())
    (item,) = game.state.stack
    assert item.kind is StackKind.ENCOUNTER and item.controller == "Ann"
    game.apply(Leave("Ann"))
    (item,) = [i for i in game.state.stack if i.kind is StackKind.ENCOUNTER]
    assert item.controller == "Bob"


def test_800_4a_abilities_controlled_by_the_leaver_cease() -> None:
    game, _ = new_game(THREE, decks={p: deck() for p in THREE})
    game.apply(NextTurn())
    game.apply(Roll(DieFace.CHAOS, RollSource.MANUAL))  # Bob controls the chaos trigger
    assert game.state.stack[-1].controller == "Bob"
    game.apply(Leave("Bob"))
    assert game.state.stack == ()


def test_leaving_during_own_turn_the_turn_goes_on_without_an_active_player() -> None:
    game, _ = new_game(THREE, decks={p: deck() for p in THREE})
    to_main(game)
    game.apply(Leave("Ann"))
    assert game.state.turn_player == "Ann" and game.state.active_player is None
    before = snapshot(game)
    with pytest.raises(RuleViolation, match=r"^901\.9: Ann has left the game"):
        game.apply(Roll())
    assert snapshot(game) == before
    game.apply(NextTurn())
    assert game.state.active_player == "Bob" and game.state.step is Step.PRECOMBAT_MAIN


def test_turn_order_skips_players_who_left() -> None:
    game, _ = new_game(("Ann", "Bob", "Cat", "Dan"), decks={p: deck() for p in
                                                         ("Ann", "Bob", "Cat", "Dan")})
    game.apply(Leave("Bob"))
    game.apply(NextTurn())
    assert game.state.active_player == "Cat"


def test_last_player_standing_wins_and_the_game_is_over() -> None:
    game, _ = new_game()
    events = game.apply(Leave("Bob"))
    assert game.state.game_over and game.state.winner == "Ann"
    assert "game_over" in types(events)
    with pytest.raises(RuleViolation, match=r"^104\.2a: the game is over"):
        game.apply(NextTurn())
    game.undo()
    assert not game.state.game_over


def test_a_player_can_leave_only_once() -> None:
    game, _ = new_game(THREE, decks={p: deck() for p in THREE})
    game.apply(Leave("Cat"))
    with pytest.raises(RuleViolation, match="Cat has left the game"):
        game.apply(Leave("Cat"))


def test_shared_deck_leaver_owns_no_planar_cards() -> None:
    """901.15b: the planar controller owns the shared deck; 311.5 moves that first."""
    from engine_helpers import CARDS, QUIET

    planes = [c.name for c in CARDS if c.category == "official" and c.is_plane]
    shared = QUIET + [n for n in planes if n not in QUIET][:6]
    game, _ = new_game(THREE, shared=shared)
    to_main(game)
    before_cards = sorted(n for _, _, n in game.state.all_card_places())
    game.apply(Leave("Ann"))
    assert game.state.removed == ()
    assert sorted(n for _, _, n in game.state.all_card_places()) == before_cards
    assert len(game.state.face_up) == 1


def test_resolving_after_the_owner_left_still_works() -> None:
    """An owner leaving while their plane's ability is on the stack (901.10)."""
    game, _ = new_game(THREE, decks={"Ann": deck("Krosa"), "Bob": deck("Tazeem"),
                                     "Cat": deck()})
    game.apply(NextTurn())
    game.apply(Roll(DieFace.CHAOS, RollSource.MANUAL))  # Krosa's chaos ability, Bob controls
    game.apply(Leave("Ann"))
    # Krosa's ability leaves with its owner (901.10); Tazeem came up, nothing triggered.
    assert all(i.source != "Krosa" for i in game.state.stack)
    while game.state.stack:
        game.apply(Resolve())
    assert [c.name for c in game.state.face_up] == ["Tazeem"]
