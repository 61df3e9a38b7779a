"""Issue 12 item 8, through the driver: table corrections (docs/engine-protocol.md, "Table
corrections"). Each is an audited, undoable action, logged as a table correction and never
part of the roll audit (``state.rolls``, 116.2i / 901.9)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

from test_rules_second_wave import Table, of_type, two

ANN_DECK = ["Akoum", "Astral Arena", "Bant", "Celestine Reef", "Esper", "Feeding Grounds",
            "Gavony", "Grixis", "Kessig"]


def aretopolis_table() -> Table:
    """Ann is on Aretopolis (2 scroll counters) in her first main phase, having rolled once."""
    t = two(["Aretopolis"])
    t.send("counter", card="Aretopolis", kind="scroll", delta=1)
    t.send("goto", step="upkeep")
    t.send("resolve")  # the upkeep's scroll counter: 2
    t.send("goto", step="precombat_main")
    t.send("roll", face="blank")
    assert t.deck("Ann") == ANN_DECK
    assert t.state["face_up"][0]["counters"] == {"scroll": 2}
    return t


def correction(reply: dict[str, Any], action: str) -> dict[str, Any]:
    """The reply's one ``table_correction`` event, which comes first."""
    (event,) = of_type(reply, "table_correction")
    assert reply["events"][0] is event
    assert event["action"] == action and event["player"] == "Ann"
    assert event["message"].startswith("Table correction:")
    return event


def audited(t: Table, actions: list[str]) -> None:
    """The corrections are listed in the state and logged, and the roll audit holds only the
    one roll Ann made."""
    state = t.state
    assert [c["action"] for c in state["corrections"]] == actions
    assert all(c["turn"] == 1 and c["text"].startswith("Table correction:")
               for c in state["corrections"])
    logged = [e["text"] for e in state["log"] if e["type"] == "table_correction"]
    assert logged == [c["text"] for c in state["corrections"]]
    assert [(r["roller"], r["face_read"], r["effect"]) for r in state["rolls"]] == [
        ("Ann", "blank", False)]
    assert state["next_roll_cost"] == 1


def test_table_counter_sets_a_counter_and_undo_takes_it_back() -> None:
    t = aretopolis_table()
    before = t.state
    set_ = t.send("table_counter", card="Aretopolis", kind="scroll", set=5)
    event = correction(set_, "counter")
    assert event["card"] == "Aretopolis" and event["deck"] is None
    (changed,) = of_type(set_, "counters_changed")
    assert (changed["kind"], changed["delta"], changed["count"]) == ("scroll", 3, 5)
    assert t.state["face_up"][0]["counters"] == {"scroll": 5}
    audited(t, ["counter"])
    t.send("undo")
    after = t.state
    assert after["face_up"] == before["face_up"] and after["corrections"] == []
    assert after["rolls"] == before["rolls"]
    t.send("redo")
    assert t.state["face_up"][0]["counters"] == {"scroll": 5}


def test_table_counter_down_to_zero_and_to_the_same_value() -> None:
    t = aretopolis_table()
    down = t.send("table_counter", card="Aretopolis", kind="scroll", set=0)
    assert of_type(down, "counters_changed")[0]["delta"] == -2
    assert t.state["face_up"][0]["counters"] == {}
    same = t.send("table_counter", card="Aretopolis", kind="scroll", set=0)
    assert of_type(same, "counters_changed") == []
    assert t.refuse("table_counter", card="Aretopolis", kind="scroll", set=-1)
    assert t.refuse("table_counter", card="Akoum", kind="scroll", set=1)  # not face up


def test_603_8_table_counter_to_ten_scroll_counters_triggers_aretopolis() -> None:
    t = aretopolis_table()
    set_ = t.send("table_counter", card="Aretopolis", kind="scroll", set=10)
    (triggered,) = of_type(set_, "ability_triggered")
    assert triggered["source"] == "Aretopolis"
    assert [i["text"] for i in t.state["stack"]] == [
        "When Aretopolis has ten or more scroll counters on it, planeswalk."]


def test_table_reveal_shows_the_top_card_and_moves_nothing() -> None:
    t = aretopolis_table()
    revealed = t.send("table_reveal", deck="Ann")
    assert correction(revealed, "reveal")["deck"] == "Ann"
    (shown,) = of_type(revealed, "cards_revealed")
    assert shown["deck"] == "Ann" and shown["cards"] == ["Akoum"]
    three = t.send("table_reveal", deck="Bob", n=3)
    assert of_type(three, "cards_revealed")[0]["cards"] == ["Tazeem", "Akoum", "Astral Arena"]
    assert t.deck("Ann") == ANN_DECK
    audited(t, ["reveal", "reveal"])


def test_table_put_a_named_card_on_top_or_bottom_of_its_deck() -> None:
    t = aretopolis_table()
    top = t.send("table_put", card="Esper", position="top")
    event = correction(top, "put")
    assert (event["card"], event["deck"]) == ("Esper", "Ann")
    assert t.deck("Ann") == ["Esper", "Akoum", "Astral Arena", "Bant", "Celestine Reef",
                             "Feeding Grounds", "Gavony", "Grixis", "Kessig"]
    t.send("table_put", card="akoum", position="bottom")  # names match loosely
    assert t.deck("Ann") == ["Esper", "Astral Arena", "Bant", "Celestine Reef",
                             "Feeding Grounds", "Gavony", "Grixis", "Kessig", "Akoum"]
    audited(t, ["put", "put"])
    error = t.refuse("table_put", card="Aretopolis", position="top")
    assert "face up" in error
    t.send("undo")
    t.send("undo")
    assert t.deck("Ann") == ANN_DECK and t.state["corrections"] == []


def test_table_shuffle_is_seeded_and_keeps_the_cards() -> None:
    t = aretopolis_table()
    shuffled = t.send("table_shuffle", deck="Ann")
    assert correction(shuffled, "shuffle")["deck"] == "Ann"
    order = t.deck("Ann")
    assert Counter(order) == Counter(ANN_DECK)
    assert t.deck("Bob")[0] == "Tazeem"  # only that deck
    audited(t, ["shuffle"])
    t.send("undo")
    assert t.deck("Ann") == ANN_DECK
    t.send("redo")
    assert t.deck("Ann") == order  # the RNG state is part of the game


def test_901_11_table_planeswalk_to_a_named_card_is_a_planeswalk() -> None:
    t = aretopolis_table()
    t.send("add_effect", text="Creatures can't attack", until="planeswalk")
    walked = t.send("table_planeswalk", card="Bant")
    event = correction(walked, "planeswalk")
    assert (event["card"], event["deck"]) == ("Bant", "Ann")
    (pw,) = of_type(walked, "planeswalked")
    assert (pw["player"], pw["away_from"], pw["to"]) == ("Ann", ["Aretopolis"], "Bant")
    assert [e["card"] for e in of_type(walked, "card_to_bottom")] == ["Aretopolis"]
    assert of_type(walked, "effect_ended")[0]["text"] == "Creatures can't attack"
    assert t.face_up() == ["Bant"]
    assert t.deck("Ann") == ["Akoum", "Astral Arena", "Celestine Reef", "Esper",
                             "Feeding Grounds", "Gavony", "Grixis", "Kessig", "Aretopolis"]
    assert t.state["visited"][-1]["name"] == "Bant"
    audited(t, ["planeswalk"])
    assert t.state["stack"] == []  # no planeswalking ability, no die roll


def test_901_11_table_planeswalk_triggers_planeswalk_to_abilities() -> None:
    t = two(["Akoum", "Bant", "Aretopolis"])
    t.send("goto", step="precombat_main")
    walked = t.send("table_planeswalk", card="Aretopolis")
    (triggered,) = of_type(walked, "ability_triggered")
    assert (triggered["source"], triggered["reason"]) == ("Aretopolis", "planeswalked to")
    t.send("resolve")
    assert t.state["face_up"][0]["counters"] == {"scroll": 1}
    assert t.life() == {"Ann": 21, "Bob": 20}


def test_table_corrections_refused_for_what_isnt_there() -> None:
    t = aretopolis_table()
    assert t.refuse("table_planeswalk", card="Aretopolis")  # already face up
    assert t.refuse("table_reveal", deck="Zed").startswith("no player named 'Zed'")
    assert t.refuse("table_put", card="Esper", position="middle")
    t2 = Table({"Ann": [*ANN_DECK[:1], "Aretopolis", *ANN_DECK[1:]],
                "Bob": ["Tazeem", "Llanowar", "Sokenzan", "Otaria", "Skybreen", "Prahv",
                        "Naktamun", "Talon Gates", "Megaflora Jungle", "Horizon Boughs"],
                "Cy": ["Krosa", "Shiv", "Naya", "Grixis", "Kessig", "Gavony", "Raven's Run",
                       "Onakke Catacomb", "Otaria", "Esper"]})
    t2.send("leave", player="Cy")
    assert t2.refuse("table_shuffle", deck="Cy").startswith("800.4a:")


def test_table_corrections_survive_save_and_load(tmp_path: Path) -> None:
    t = aretopolis_table()
    t.send("table_put", card="Esper", position="top")
    t.send("table_counter", card="Aretopolis", kind="scroll", set=4)
    path = str(tmp_path / "corrected.json")
    t.send("save", path=path)
    saved = t.state
    t.send("undo")
    t.send("load", path=path)
    loaded = t.state
    for key in ("corrections", "decks", "face_up", "rolls"):
        assert loaded[key] == saved[key], key
    t.send("undo")
    assert t.state["face_up"][0]["counters"] == {"scroll": 2}


def test_table_corrections_in_the_middle_of_a_choice() -> None:
    # Stairs to Infinity asks Ann about her revealed top card: counters and reveals can be
    # fixed meanwhile, but no card may move under the question.
    t = two(["Stairs to Infinity"])
    t.send("goto", step="precombat_main")
    t.send("chaos")
    t.send("resolve")
    assert t.state["pending_choice"]["cards"] == ["Akoum"]
    assert t.refuse("table_put", card="Akoum", position="bottom")
    assert t.refuse("table_shuffle", deck="Ann")
    assert t.refuse("table_planeswalk", card="Bant")
    t.send("table_counter", card="Stairs to Infinity", kind="charge", set=1)
    t.send("table_reveal", deck="Ann")
    assert t.state["pending_choice"]["cards"] == ["Akoum"]
    t.send("choose", choice="yes")
    assert t.deck("Ann")[-1] == "Akoum"
    assert [c["action"] for c in t.state["corrections"]] == ["counter", "reveal"]
