"""401.4 beyond the worked cases of tests/test_rules_second_wave_choices.py: the shared deck,
players leaving while an owner orders cards, a single answer, and table corrections that
planeswalk away from two planes, and saves from before table corrections. Through the
driver, as the table app talks to the engine."""

from __future__ import annotations

import json
from pathlib import Path

from engine_helpers import CARDS, QUIET, deck
from test_rules_second_wave import Table, of_type, three, two

from engine.driver import Session


def merged(t: Table) -> None:
    """Ann's deck starts Akoum, Spatial Merging, Bant, Esper: she ends on Bant and Esper."""
    t.send("goto", step="precombat_main")
    t.send("planeswalk")
    t.send("resolve")
    assert t.face_up() == ["Bant", "Esper"]


def test_401_4_a_bystander_leaving_leaves_the_question_standing() -> None:
    t = three(["Akoum", "Spatial Merging", "Bant", "Esper"])
    merged(t)
    t.send("planeswalk")
    asked = t.state["pending_choice"]
    left = t.send("leave", player="Cy")
    assert of_type(left, "choice_requested") == [] and of_type(left, "planeswalked") == []
    assert t.state["pending_choice"] == asked and t.face_up() == ["Bant", "Esper"]
    t.send("choose", choice=["Esper", "Bant"])
    assert t.face_up() == ["Astral Arena"] and t.deck("Ann")[-2:] == ["Esper", "Bant"]


def test_401_4_the_owner_leaving_takes_the_question_and_the_cards() -> None:
    # 901.10: Ann's planes leave with her; the planeswalk under way still ends on a plane,
    # the top of the new planar controller's deck (311.5), and only one turns up.
    t = three(["Akoum", "Spatial Merging", "Bant", "Esper"])
    merged(t)
    t.send("planeswalk")
    left = t.send("leave", player="Ann")
    assert t.state["pending_choice"] is None
    (walked,) = of_type(left, "planeswalked")
    assert (walked["player"], walked["away_from"], walked["to"]) == ("Bob", [], "Tazeem")
    assert t.face_up() == ["Tazeem"] and t.state["planar_controller"] == "Bob"
    assert {"owner": "Ann", "name": "Bant"} in t.state["removed"]


def test_401_4_the_shared_deck_is_ordered_by_the_planar_controller() -> None:
    # 901.15b: the planar controller owns the shared deck's cards.
    shared = ["Akoum", "Spatial Merging", "Bant", "Esper",
              *[n for n in QUIET if n not in ("Akoum", "Bant", "Esper")][:16]]
    session = Session(log_tail=10)
    reply = session.handle({"cmd": "new", "players": ["Ann", "Bob"], "shared_deck": shared,
                            "shuffle": False, "starting_player": "Ann"})
    assert reply["ok"], reply["error"]
    for command in ({"cmd": "goto", "step": "precombat_main"}, {"cmd": "planeswalk"},
                    {"cmd": "resolve"}):
        reply = session.handle(command)
        assert reply["ok"], reply["error"]
    reply = session.handle({"cmd": "planeswalk"})
    (asked,) = of_type(reply, "choice_requested")
    assert (asked["player"], asked["kind"]) == ("Ann", "bottom_order")
    assert "the shared planar deck" in asked["prompt"]
    reply = session.handle({"cmd": "choose", "choice": [1, 0]})
    assert reply["ok"], reply["error"]
    assert reply["state"]["decks"]["shared"][-2:] == ["Esper", "Bant"]


def test_401_4_answers_that_are_not_an_order_are_refused() -> None:
    t = two(["Akoum", "Spatial Merging", "Bant", "Esper"])
    merged(t)
    t.send("planeswalk")
    assert "list every card once" in t.refuse("choose", choice=["Bant", "Bant"])
    assert t.refuse("choose", choice=["Bant", "Naya"])
    assert t.refuse("table_shuffle", deck="Ann").startswith("401.4:")
    t.send("table_counter", card="Bant", kind="charge", set=2)  # bookkeeping goes on
    t.send("choose", choice=["ESPER", "bant"])  # names in any letter case
    assert t.deck("Ann")[-2:] == ["Esper", "Bant"]


def test_401_4_one_card_named_lies_nearest_the_top_and_the_rest_follow_as_shown() -> None:
    t = two(["Pools of Becoming"])
    t.send("goto", step="precombat_main")
    t.send("chaos")
    t.send("resolve")
    assert t.state["pending_choice"]["options"] == ["Akoum", "Astral Arena", "Bant"]
    t.send("choose", choice="Bant")
    assert t.deck("Ann")[-3:] == ["Bant", "Akoum", "Astral Arena"]


def test_table_planeswalk_away_from_two_planes_asks_their_owner() -> None:
    t = two(["Akoum", "Spatial Merging", "Bant", "Esper"])
    merged(t)
    walked = t.send("table_planeswalk", card="Kessig")
    assert walked["events"][0]["type"] == "table_correction"
    (asked,) = of_type(walked, "choice_requested")
    assert asked["kind"] == "bottom_order" and asked["options"] == ["Bant", "Esper"]
    done = t.send("choose", choice="keep")
    assert of_type(done, "planeswalked")[0]["to"] == "Kessig"
    assert t.face_up() == ["Kessig"] and t.deck("Ann")[-2:] == ["Bant", "Esper"]
    assert [c["action"] for c in t.state["corrections"]] == ["planeswalk"]


def test_table_put_and_planeswalk_take_a_deck_when_two_decks_hold_the_name() -> None:
    t = Table({"Ann": deck("Akoum", "Bant"), "Bob": deck("Tazeem", "Bant")})
    t.send("table_put", card="Bant", position="bottom", deck="Bob")
    assert t.deck("Bob")[-1] == "Bant" and t.deck("Ann")[0] == "Bant"
    t.send("table_put", card="Bant", position="bottom")  # the first in seating order: Ann's
    assert t.deck("Ann")[-1] == "Bant"
    assert "is not in Ann's planar deck" in t.refuse("table_put", card="Akoum",
                                                     position="top", deck="Ann")
    walked = t.send("table_planeswalk", card="Tazeem", deck="Bob")
    assert t.face_up() == ["Tazeem"]
    assert of_type(walked, "card_turned_face_up")[0]["owner"] == "Bob"


def _without(obj: object, key: str) -> object:
    """``obj`` with every ``key`` taken out, however deep (the save's states and history)."""
    if isinstance(obj, dict):
        return {k: _without(v, key) for k, v in obj.items() if k != key}
    if isinstance(obj, list):
        return [_without(v, key) for v in obj]
    return obj


def test_a_save_from_before_table_corrections_loads(tmp_path: Path) -> None:
    t = two(["Aretopolis"])
    t.send("counter", card="Aretopolis", kind="scroll", delta=2)
    path = tmp_path / "old.json"
    t.send("save", path=str(path))
    saved = json.loads(path.read_text(encoding="utf-8"))
    old = _without(_without(saved, "corrections"), "bottom")
    assert "corrections" not in json.dumps(old)
    path.write_text(json.dumps(old), encoding="utf-8")
    loaded = t.send("load", path=str(path))
    assert loaded["state"]["corrections"] == []
    assert loaded["state"]["face_up"][0]["counters"] == {"scroll": 2}
    t.send("undo")  # the history came along
    assert t.state["face_up"][0]["counters"] == {}


def test_723_1_ending_the_turn_while_an_owner_orders_finishes_the_planeswalk() -> None:
    # The planeswalk under way can't be left half done: the cards go in the order shown,
    # then the turn ends, and what the planeswalk triggered ceases to exist with the rest.
    t = two(["Akoum", "Spatial Merging", "Bant", "Esper", "Aretopolis"])
    merged(t)
    t.send("planeswalk")
    ended = t.send("end_turn")
    assert [e["card"] for e in of_type(ended, "card_to_bottom")] == ["Bant", "Esper"]
    assert t.face_up() == ["Aretopolis"] and t.state["pending_choice"] is None
    assert t.state["stack"] == [] and t.state["step"] == "cleanup"
    assert of_type(ended, "ability_removed")[0]["source"] == "Aretopolis"


def test_a_save_whose_bottom_order_names_a_deck_not_in_the_game_is_refused(
        tmp_path: Path) -> None:
    t = two(["Akoum", "Spatial Merging", "Bant", "Esper"])
    merged(t)
    t.send("planeswalk")
    path = tmp_path / "mid.json"
    t.send("save", path=str(path))
    saved = json.loads(path.read_text(encoding="utf-8"))
    bottom = saved["state"]["pending_choice"]["bottom"]
    assert bottom["waiting"] == [{"deck": "Ann", "cards": ["Bant", "Esper"]}]
    bottom["waiting"][0]["deck"] = "Zed"
    path.write_text(json.dumps(saved), encoding="utf-8")
    assert "not in the game" in t.refuse("load", path=str(path))


def test_table_planeswalk_to_a_deck_that_leaves_meanwhile_ends_on_the_top_card() -> None:
    t = three(["Akoum", "Spatial Merging", "Bant", "Esper"])
    merged(t)
    t.send("table_planeswalk", card="Krosa", deck="Cy")
    t.send("leave", player="Cy")  # Krosa leaves the game with Cy's deck (901.10)
    assert t.state["pending_choice"]["kind"] == "bottom_order"
    t.send("choose", choice="keep")
    assert t.face_up() == ["Astral Arena"] and "Cy" not in t.state["decks"]
    assert t.deck("Ann")[-2:] == ["Bant", "Esper"]


def test_401_4_the_shared_deck_question_passes_with_the_planar_controller() -> None:
    # 901.15b: the planar controller owns the shared deck's cards; when Ann, asked as the
    # planar controller, leaves, Bob is (311.5) and the question is his.
    planes = [c.name for c in CARDS if c.is_plane and c.name not in ("Akoum", "Bant", "Esper")]
    shared = ["Akoum", "Spatial Merging", "Bant", "Esper", *planes[:26]]
    session = Session(log_tail=10)
    reply = session.handle({"cmd": "new", "players": ["Ann", "Bob", "Cy"],
                            "shared_deck": shared, "shuffle": False, "starting_player": "Ann"})
    assert reply["ok"], reply["error"]
    for command in ({"cmd": "goto", "step": "precombat_main"}, {"cmd": "planeswalk"},
                    {"cmd": "resolve"}, {"cmd": "planeswalk"}, {"cmd": "leave", "player": "Ann"}):
        reply = session.handle(command)
        assert reply["ok"], reply["error"]
    (asked,) = of_type(reply, "choice_requested")
    assert (asked["player"], asked["kind"]) == ("Bob", "bottom_order")
    reply = session.handle({"cmd": "choose", "choice": "keep"})
    assert reply["ok"], reply["error"]
    assert [c["name"] for c in reply["state"]["face_up"]] == [planes[0]]
    assert reply["state"]["decks"]["shared"][-2:] == ["Bant", "Esper"]


def test_401_4_an_ability_waiting_on_an_order_goes_with_its_controller() -> None:
    # Pools of Becoming (Ann's) waits for Ann to order the three revealed cards; Ann leaves:
    # her ability, her deck and her plane go with her (800.4a, 901.10), Bob turns up a plane.
    t = three(["Pools of Becoming"])
    t.send("goto", step="precombat_main")
    t.send("chaos")
    t.send("resolve")
    assert t.state["pending_choice"]["kind"] == "bottom_order"
    left = t.send("leave", player="Ann")
    removed = of_type(left, "ability_removed")
    assert removed[0]["source"] == "Pools of Becoming"
    assert removed[0]["reason"].startswith("800.4a:")
    assert t.state["pending_choice"] is None and t.state["stack"] == []
    assert t.face_up() == ["Tazeem"] and "Ann" not in t.state["decks"]
