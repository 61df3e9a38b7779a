"""Card interactions the table gets wrong on paper (issue: card automation)."""

from __future__ import annotations

from engine_helpers import deck, new_game, to_main

from engine.actions import (
    Choose,
    Counter,
    Goto,
    Leave,
    NextTurn,
    Planeswalk,
    Remove,
    Resolve,
    Roll,
)
from engine.domain import DieFace, Duration, FaceRule, RollSource, StackKind, Step

BLANK = Roll(DieFace.BLANK, RollSource.MANUAL)
CHAOS = Roll(DieFace.CHAOS, RollSource.MANUAL)


def test_spatial_merging_with_two_planes_that_both_have_chaos_abilities() -> None:
    """Spatial Merging: both revealed planes face up at once (901.11c); a chaos roll then
    triggers both chaos abilities (311.7), and their controller orders them (603.3b)."""
    ann = deck("Krosa", "Spatial Merging", "Mutual Epiphany", "Jund", "Shiv")
    game, _ = new_game(decks={"Ann": ann, "Bob": deck()})
    to_main(game)
    game.apply(Planeswalk())
    game.apply(Resolve())  # the encounter: reveal until two planes
    assert [c.name for c in game.state.face_up] == ["Jund", "Shiv"]
    # Krosa went under first; then Spatial Merging as Ann planeswalked away from it; then the
    # other revealed card, put on the bottom after the planeswalk.
    assert game.state.decks["Ann"][-3:] == ("Krosa", "Spatial Merging", "Mutual Epiphany")
    game.apply(CHAOS)
    choice = game.state.pending_choice
    assert choice is not None and sorted(i.source or "" for i in choice.items) == ["Jund", "Shiv"]
    game.apply(Choose(0))
    game.apply(Resolve())
    game.apply(Resolve())
    tokens = dict(game.state.find_player("Ann").tokens)  # type: ignore[union-attr]
    assert tokens == {"Goblin 1/1": 2, "Dragon 5/5 (flying)": 1}


def test_selesnya_doubles_tokens_but_not_counters_on_planes() -> None:
    """Selesnya Loft Gardens doubles tokens; its counter doubling speaks of permanents, and
    planes are not permanents (311.2), so Aretopolis's scroll counters are not doubled."""
    ann = deck("Krosa", "Spatial Merging", "Selesnya Loft Gardens", "Aretopolis")
    game, _ = new_game(decks={"Ann": ann, "Bob": deck()})
    to_main(game)
    game.apply(Planeswalk())
    game.apply(Resolve())
    assert {c.name for c in game.state.face_up} == {"Selesnya Loft Gardens", "Aretopolis"}
    # Aretopolis's "planeswalk to" ability: one scroll counter, and 1 life.
    while game.state.stack:
        game.apply(Resolve())
    aretopolis = next(c for c in game.state.face_up if c.name == "Aretopolis")
    assert aretopolis.counter("scroll") == 1
    assert game.state.find_player("Ann").life == 21  # type: ignore[union-attr]
    game.apply(CHAOS)  # Selesnya's and Aretopolis's chaos abilities
    assert game.state.pending_choice is not None
    game.apply(Choose(0))
    while game.state.stack:
        game.apply(Resolve())
    aretopolis = next(c for c in game.state.face_up if c.name == "Aretopolis")
    assert aretopolis.counter("scroll") == 2


def test_selesnya_doubles_tokens_from_a_chaos_ability() -> None:
    ann = deck("Krosa", "Spatial Merging", "Selesnya Loft Gardens", "Jund")
    game, _ = new_game(decks={"Ann": ann, "Bob": deck()})
    to_main(game)
    game.apply(Planeswalk())
    game.apply(Resolve())
    game.apply(CHAOS)
    jund_first = [o for o in game.state.pending_choice.options if "Jund" in o]  # type: ignore[union-attr]
    game.apply(Choose(jund_first[0]))
    game.apply(Resolve())
    assert game.state.find_player("Ann").token_count("Goblin 1/1") == 4  # type: ignore[union-attr]


def test_chaotic_aether_lasts_through_a_phenomenon_in_between() -> None:
    """Chaotic Aether: blanks are chaos until a player planeswalks away from a PLANE; leaving
    Chaotic Aether, then Mutual Epiphany (phenomena), does not end it."""
    ann = deck("Krosa", "Chaotic Aether", "Mutual Epiphany", "Tazeem", "Gavony")
    game, _ = new_game(decks={"Ann": ann, "Bob": deck()})
    to_main(game)
    game.apply(Planeswalk())
    game.apply(Resolve())  # Chaotic Aether: the effect starts, then 704.6f planeswalks
    assert [c.name for c in game.state.face_up] == ["Mutual Epiphany"]
    assert [e.face_rule for e in game.state.effects] == [FaceRule.BLANK_IS_CHAOS]
    game.apply(Resolve())  # Mutual Epiphany resolves; planeswalk away from a phenomenon
    assert [c.name for c in game.state.face_up] == ["Tazeem"]
    assert game.state.effects[0].until is Duration.PLANESWALK_AWAY_FROM_PLANE
    game.apply(BLANK)
    record = game.state.rolls[-1]
    assert (record.face_read, record.face_counted) == (DieFace.BLANK, DieFace.CHAOS)
    assert game.state.stack[-1].kind is StackKind.CHAOS
    game.apply(Remove(game.state.stack[-1].id))
    game.apply(Planeswalk())  # away from Tazeem, a plane: the effect ends
    assert game.state.effects == ()
    game.apply(BLANK)
    assert game.state.rolls[-1].face_counted is DieFace.BLANK


def test_owner_leaves_while_their_cards_ability_is_on_the_stack() -> None:
    """Bob's Naar Isle is face up on Cat's turn with its upkeep ability on the stack. Bob
    leaves: the ability of his plane leaves with him (901.10), Cat turns up her top card."""
    players = ("Ann", "Bob", "Cat")
    game, _ = new_game(players, decks={"Ann": deck("Krosa", "Naar Isle"),
                                       "Bob": deck("Naar Isle"), "Cat": deck("Gavony")},
                       starting_player="Bob")
    game.apply(Goto(Step.UPKEEP))  # Bob's own upkeep first
    game.apply(Resolve())
    game.apply(NextTurn())  # Cat's turn: stops at her upkeep, Naar Isle's trigger
    s = game.state
    assert s.active_player == "Cat" and s.stack[-1].source == "Naar Isle"
    assert s.face_up[0].owner == "Bob"
    game.apply(Leave("Bob"))
    s = game.state
    assert all(i.source != "Naar Isle" for i in s.stack)
    assert [c.name for c in s.face_up] == ["Gavony"]
    assert s.find_player("Cat").life == 20  # type: ignore[union-attr]  # no damage happened


def test_owner_leaves_while_a_phenomenon_ability_is_on_the_stack() -> None:
    """901.10b: Bob's Time Distortion encounter stays, controlled by the planar controller."""
    players = ("Ann", "Bob", "Cat")
    game, _ = new_game(players, decks={"Ann": deck(), "Bob": deck("Krosa", "Time Distortion"),
                                       "Cat": deck()}, starting_player="Bob")
    to_main(game)
    game.apply(Planeswalk())
    assert game.state.stack[-1].source == "Time Distortion"
    game.apply(Leave("Bob"))
    item = game.state.stack[-1]
    assert item.source == "Time Distortion" and item.controller == "Cat"
    game.apply(Resolve())
    assert game.state.direction == -1


def test_aretopolis_at_ten_scroll_counters_planeswalks() -> None:
    game, _ = new_game(decks={"Ann": deck("Aretopolis", "Tazeem"), "Bob": deck()})
    game.apply(Goto(Step.UPKEEP))
    game.apply(Resolve())  # its upkeep ability: the first scroll counter
    game.apply(Goto(Step.PRECOMBAT_MAIN))
    game.apply(Counter("Aretopolis", "scroll", 9))
    game.apply(Resolve())
    assert [c.name for c in game.state.face_up] == ["Tazeem"]
    assert game.state.stack == ()


def test_901_10b_a_phenomenon_waiting_for_an_answer_passes_to_the_new_controller() -> None:
    """Interplanar Tunnel asks Ann to pick a plane; Ann leaves: Bob, the new planar
    controller, is asked instead, and the ability finishes."""
    tunnel = ["Akoum", "Interplanar Tunnel", "Bant", "Esper", "Grixis", "Naya", "Shiv",
              "Krosa", "Gavony", "Kessig"]
    game, _ = new_game(("Ann", "Bob", "Cat"), decks={p: tunnel for p in ("Ann", "Bob", "Cat")})
    to_main(game)
    game.apply(Planeswalk())
    game.apply(Resolve())
    assert game.state.pending_choice is not None and game.state.pending_choice.player == "Ann"
    game.apply(Leave("Ann"))
    choice = game.state.pending_choice
    assert choice is not None and choice.player == "Bob"
    game.apply(Choose("Naya"))
    # The Tunnel left with Ann (901.10); "your planar deck" is now Bob's: Naya on top.
    assert game.state.decks["Bob"][0] == "Naya"
    assert game.state.pending_choice is None
