"""What a pending choice tells the table: the cards it is about (``cards``) and, for an order
choice, the abilities themselves (``items``), so a dialog can show them without ids."""

from __future__ import annotations

import json

from engine_helpers import CARDS, deck, new_game, to_main

from engine.actions import Choose, Goto, Planeswalk, Resolve, Roll
from engine.domain import DieFace, Step
from engine.game import Game
from engine.persistence import decode_save, encode_save
from engine.view import state_view


def _stairs() -> Game:
    game, _ = new_game(decks={"Ann": deck("Stairs to Infinity", "Akoum"), "Bob": deck()})
    to_main(game)
    return game


def _choice(game: Game) -> dict[str, object]:
    choice = state_view(game.state, CARDS)["pending_choice"]
    assert choice is not None
    return dict(choice)


def test_one_trigger_is_put_on_the_stack_without_asking_for_an_order() -> None:
    """603.3b: a player orders the abilities they control that triggered at once; one
    ability (Stairs to Infinity's draw, on a blank roll) has nothing to order."""
    game = _stairs()
    game.apply(Roll(DieFace.BLANK))
    assert game.state.pending_choice is None
    assert [i.source for i in game.state.stack] == ["Stairs to Infinity"]


def test_a_chaos_roll_on_stairs_asks_the_order_of_its_two_different_abilities() -> None:
    """603.3b: the chaos roll triggers both "whenever you roll the planar die" and "whenever
    chaos ensues" (311.7): two different abilities of Ann's, so Ann chooses their order. The
    view lists them as items (source, text, effect) in the order of the options."""
    game = _stairs()
    game.apply(Roll(DieFace.CHAOS))
    choice = _choice(game)
    assert choice["kind"] == "order" and choice["player"] == "Ann"
    items = choice["items"]
    assert isinstance(items, list) and len(items) == 2
    assert [i["source"] for i in items] == ["Stairs to Infinity"] * 2
    assert [i["effect"] for i in items] == [
        "Draw a card.",
        "Reveal the top card of your planar deck. You may put it on the bottom of your "
        "planar deck."]
    options = choice["options"]
    assert isinstance(options, list)
    assert [o.startswith(f"#{i['id']} ") for o, i in zip(options, items, strict=True)] == [
        True, True]
    assert choice["cards"] == []


def test_stairs_yes_no_names_the_revealed_card_and_it_survives_a_save() -> None:
    """Stairs to Infinity's chaos ability reveals the top card and asks whether it goes to
    the bottom: the choice lists that card, also after a save and load."""
    game = _stairs()
    game.apply(Roll(DieFace.CHAOS))
    game.apply(Choose(1))  # the chaos ability first
    game.apply(Resolve())
    choice = _choice(game)
    assert choice["kind"] == "yes_no"
    assert choice["cards"] == ["Akoum"]
    loaded = decode_save(encode_save(game.state, CARDS, None), CARDS)
    assert loaded.pending_choice is not None and loaded.pending_choice.cards == ("Akoum",)


def test_a_save_from_before_choice_cards_still_loads() -> None:
    game = _stairs()
    game.apply(Roll(DieFace.CHAOS))
    game.apply(Choose(1))
    game.apply(Resolve())
    doc = json.loads(encode_save(game.state, CARDS, None))
    del doc["state"]["pending_choice"]["cards"]
    loaded = decode_save(json.dumps(doc).encode(), CARDS)
    assert loaded.pending_choice is not None and loaded.pending_choice.cards == ()


def test_interplanar_tunnel_card_choice_lists_its_planes_as_cards() -> None:
    ann = deck("Krosa", "Interplanar Tunnel", "Akoum", "Astral Arena", "Time Distortion",
               "Bant", "Esper", "Feeding Grounds", size=11)
    game, _ = new_game(decks={"Ann": ann, "Bob": deck()})
    game.apply(Goto(Step.PRECOMBAT_MAIN))
    game.apply(Planeswalk())
    game.apply(Resolve())
    choice = _choice(game)
    assert choice["kind"] == "card"
    assert choice["cards"] == choice["options"] == [
        "Akoum", "Astral Arena", "Bant", "Esper", "Feeding Grounds"]
    assert choice["items"] == []
