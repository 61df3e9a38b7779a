"""Issue 12 items 6 and 7, through the driver: targets chosen as an ability is put on the
stack (601.2c, 603.3d) and an ability whose target has left doing nothing (608.2b); the
owner choosing the order of cards that go to the bottom of a planar deck together (401.4).

The protocol is in docs/engine-protocol.md ("Choices made as an ability is put on the
stack", "Cards going to the bottom of a planar deck together"); the driver helpers are in
tests/test_rules_second_wave.py.
"""

from __future__ import annotations

import json
from pathlib import Path

from test_rules_second_wave import Table, instructions, of_type, three, two

# == 6. Targets chosen when the ability is put on the stack (601.2c, 603.3d) =====================


def eloren_wilds_chaos() -> tuple[Table, int]:
    """Ann's Eloren Wilds; chaos ensues in her first main phase (three players)."""
    t = three(["Eloren Wilds"])
    t.send("goto", step="precombat_main")
    rolled = t.send("roll", face="chaos")
    (triggered,) = of_type(rolled, "ability_triggered")
    (asked,) = of_type(rolled, "choice_requested")
    assert asked["kind"] == "target" and asked["player"] == "Ann"
    assert asked["options"] == ["Ann", "Bob", "Cy"]
    return t, int(triggered["id"])


def test_601_2c_eloren_wilds_target_is_chosen_as_it_goes_on_the_stack() -> None:
    t, item_id = eloren_wilds_chaos()
    state = t.state
    assert [(i["id"], i["source"], i["targets"]) for i in state["stack"]] == [
        (item_id, "Eloren Wilds", [])]
    assert state["pending_choice"]["kind"] == "target"
    assert [i["id"] for i in state["pending_choice"]["items"]] == [item_id]
    assert t.refuse("resolve").startswith("603.3d:")
    made = t.send("choose", choice="Bob")
    assert of_type(made, "choice_made")[0]["choice"] == ["Bob"]
    assert t.state["stack"][0]["targets"] == ["Bob"]
    assert t.state["pending_choice"] is None
    # Resolving asks nothing more: the effect names the target chosen on the stack.
    resolved = t.send("resolve")
    assert of_type(resolved, "choice_requested") == []
    (began,) = of_type(resolved, "effect_began")
    assert began["text"] == "Bob can't cast spells" and began["until"] == "planeswalk"
    assert [e["text"] for e in t.state["effects"]] == ["Bob can't cast spells"]


def test_608_2b_eloren_wilds_whose_target_left_does_nothing_and_the_log_says_so() -> None:
    t, item_id = eloren_wilds_chaos()
    t.send("choose", choice="Bob")
    t.send("leave", player="Bob")
    assert [i["id"] for i in t.state["stack"]] == [item_id]  # a target leaving isn't 800.4a
    resolved = t.send("resolve")
    (removed,) = of_type(resolved, "ability_removed")
    assert removed["id"] == item_id and removed["source"] == "Eloren Wilds"
    assert removed["reason"].startswith("608.2b:") and "Bob" in removed["reason"]
    assert of_type(resolved, "ability_resolved") == []
    assert of_type(resolved, "effect_began") == []
    state = t.state
    assert state["stack"] == [] and state["effects"] == [] and state["pending_choice"] is None
    assert any(e["type"] == "ability_removed" and e["text"].find("608.2b") >= 0
               for e in state["log"])


def test_601_2c_cliffside_market_target_on_the_stack_then_you_may_on_resolution() -> None:
    t = three(["Akoum", "Cliffside Market"])
    t.send("goto", step="precombat_main")
    walked = t.send("planeswalk")
    (asked,) = of_type(walked, "choice_requested")
    assert asked["kind"] == "target" and asked["options"] == ["Ann", "Bob", "Cy"]
    t.send("choose", choice="Cy")
    assert t.state["stack"][0]["targets"] == ["Cy"]
    t.send("life", player="Cy", set=7)
    resolving = t.send("resolve")
    (may,) = of_type(resolving, "choice_requested")
    assert may["kind"] == "yes_no" and may["player"] == "Ann"
    t.send("choose", choice="yes")
    assert t.life() == {"Ann": 7, "Bob": 20, "Cy": 20}


def test_608_2b_cliffside_market_whose_target_left_asks_nothing() -> None:
    t = three(["Akoum", "Cliffside Market"])
    t.send("goto", step="precombat_main")
    t.send("planeswalk")
    t.send("choose", choice="Cy")
    t.send("life", player="Cy", set=7)
    t.send("leave", player="Cy")
    resolved = t.send("resolve")
    assert of_type(resolved, "ability_removed")[0]["reason"].startswith("608.2b:")
    assert of_type(resolved, "choice_requested") == []
    assert t.state["pending_choice"] is None
    assert t.life() == {"Ann": 20, "Bob": 20, "Cy": 7}


def test_603_3d_furnace_layer_random_target_is_chosen_as_it_goes_on_the_stack() -> None:
    t = three(["Akoum", "Furnace Layer"])
    t.send("goto", step="precombat_main")
    walked = t.send("planeswalk")
    kinds = [e["type"] for e in walked["events"]]
    assert kinds[-2:] == ["ability_triggered", "player_chosen_at_random"]
    (chosen,) = of_type(walked, "player_chosen_at_random")
    target = chosen["player"]
    assert chosen["source"] == "Furnace Layer" and chosen["among"] == ["Ann", "Bob", "Cy"]
    assert target in ("Ann", "Bob", "Cy")
    assert t.state["stack"][0]["targets"] == [target]
    assert t.state["pending_choice"] is None
    resolved = t.send("resolve")
    assert of_type(resolved, "player_chosen_at_random") == []  # not drawn again
    assert instructions(resolved) == [f"{target}: Discard a card."]
    (land,) = of_type(resolved, "choice_requested")
    assert land["player"] == target and land["kind"] == "yes_no"
    t.send("choose", choice="yes")
    assert t.life()[target] == 17


def test_608_2b_furnace_layer_whose_random_target_left_does_nothing() -> None:
    t = three(["Akoum", "Furnace Layer"])
    t.send("goto", step="precombat_main")
    (chosen,) = of_type(t.send("planeswalk"), "player_chosen_at_random")
    target = chosen["player"]
    left = t.send("leave", player=target)
    if target == "Ann":
        # The controller leaving takes the ability with her at once (800.4a).
        assert of_type(left, "ability_removed")[0]["reason"].startswith("800.4a")
        assert t.state["stack"] == []
        return
    resolved = t.send("resolve")
    assert of_type(resolved, "ability_removed")[0]["reason"].startswith("608.2b:")
    assert instructions(resolved) == [] and t.state["pending_choice"] is None


def test_603_3d_targets_survive_undo_save_and_load(tmp_path: Path) -> None:
    t, item_id = eloren_wilds_chaos()
    t.send("choose", choice="Cy")
    path = str(tmp_path / "targets.json")
    t.send("save", path=path)
    t.send("undo")
    assert t.state["pending_choice"]["kind"] == "target"
    assert t.state["stack"][0]["targets"] == []
    t.send("load", path=path)
    assert [(i["id"], i["targets"]) for i in t.state["stack"]] == [(item_id, ["Cy"])]


# == 7. "In any order" belongs to the owner (401.4) ===============================================

def two_merged_planes() -> Table:
    """Ann planeswalked to Bant and Esper at once (Spatial Merging); her deck goes on with
    Astral Arena, Celestine Reef, ..."""
    t = two(["Akoum", "Spatial Merging", "Bant", "Esper"])
    t.send("goto", step="precombat_main")
    t.send("planeswalk")
    t.send("resolve")
    assert t.face_up() == ["Bant", "Esper"]
    assert t.deck("Ann") == ["Astral Arena", "Celestine Reef", "Feeding Grounds", "Gavony",
                             "Grixis", "Kessig", "Akoum", "Spatial Merging"]
    return t


def test_401_4_walking_away_from_two_planes_their_owner_orders_them() -> None:
    t = two_merged_planes()
    walked = t.send("planeswalk")
    (asked,) = of_type(walked, "choice_requested")
    assert (asked["player"], asked["kind"]) == ("Ann", "bottom_order")
    assert asked["options"] == ["Bant", "Esper"]
    assert of_type(walked, "card_to_bottom") == []
    state = t.state
    assert state["pending_choice"]["cards"] == ["Bant", "Esper"]
    assert t.face_up() == ["Bant", "Esper"]  # nothing moves before the answer
    assert t.refuse("roll").startswith("401.4:")
    done = t.send("choose", choice=["Esper", "Bant"])
    assert [e["card"] for e in of_type(done, "card_to_bottom")] == ["Esper", "Bant"]
    assert of_type(done, "planeswalked")[0]["to"] == "Astral Arena"
    assert t.face_up() == ["Astral Arena"]
    assert t.deck("Ann")[-2:] == ["Esper", "Bant"]
    assert t.state["pending_choice"] is None


def test_401_4_keep_this_order_is_the_quick_answer() -> None:
    t = two_merged_planes()
    t.send("planeswalk")
    t.send("choose", choice="keep")
    assert t.deck("Ann") == ["Celestine Reef", "Feeding Grounds", "Gavony", "Grixis", "Kessig",
                             "Akoum", "Spatial Merging", "Bant", "Esper"]
    assert t.face_up() == ["Astral Arena"]


def test_401_4_the_order_is_undone_with_its_choice() -> None:
    t = two_merged_planes()
    t.send("planeswalk")
    t.send("choose", choice=["Esper", "Bant"])
    t.send("undo")
    assert t.state["pending_choice"]["kind"] == "bottom_order"
    assert t.face_up() == ["Bant", "Esper"]
    t.send("choose", choice="keep")
    assert t.deck("Ann")[-2:] == ["Bant", "Esper"]


def test_401_4_pools_of_becoming_revealed_cards_in_the_owners_order() -> None:
    t = two(["Pools of Becoming"])
    t.send("goto", step="precombat_main")
    t.send("chaos")
    resolving = t.send("resolve")
    assert [e["source"] for e in of_type(resolving, "ability_triggered")] == [
        "Akoum", "Astral Arena", "Bant"]
    (asked,) = of_type(resolving, "choice_requested")
    assert (asked["player"], asked["kind"]) == ("Ann", "bottom_order")
    assert asked["options"] == ["Akoum", "Astral Arena", "Bant"]
    done = t.send("choose", choice=["Bant", "Akoum", "Astral Arena"])
    assert t.deck("Ann") == ["Celestine Reef", "Esper", "Feeding Grounds", "Gavony", "Grixis",
                             "Kessig", "Bant", "Akoum", "Astral Arena"]
    # Then the three chaos abilities that triggered go on the stack: Ann orders them (603.3b).
    (order,) = of_type(done, "choice_requested")
    assert order["kind"] == "order" and len(order["options"]) == 3


def test_401_4_norns_seedcore_the_rest_of_the_revealed_cards_in_the_owners_order() -> None:
    t = two(["Akoum", "Norn's Seedcore", "Interplanar Tunnel", "Mutual Epiphany", "Bant"])
    t.send("goto", step="precombat_main")
    t.send("planeswalk")
    t.send("resolve")  # chaos ensues
    resolving = t.send("resolve")  # reveal until a plane: two phenomena, then Bant
    (asked,) = of_type(resolving, "choice_requested")
    assert asked["kind"] == "bottom_order"
    assert asked["options"] == ["Interplanar Tunnel", "Mutual Epiphany"]
    t.send("choose", choice=["Mutual Epiphany", "Interplanar Tunnel"])
    assert t.face_up() == ["Norn's Seedcore", "Bant"]
    assert t.deck("Ann") == ["Astral Arena", "Celestine Reef", "Esper", "Feeding Grounds",
                             "Gavony", "Akoum", "Mutual Epiphany", "Interplanar Tunnel"]
    # And walking away from the two face-up planes asks again.
    walked = t.send("planeswalk")
    assert of_type(walked, "choice_requested")[0]["options"] == ["Norn's Seedcore", "Bant"]


def test_401_4_one_card_to_the_bottom_asks_nothing() -> None:
    t = two(["Akoum", "Bant"])
    t.send("goto", step="precombat_main")
    walked = t.send("planeswalk")
    assert of_type(walked, "choice_requested") == []
    assert [e["card"] for e in of_type(walked, "card_to_bottom")] == ["Akoum"]
    assert t.face_up() == ["Bant"] and t.deck("Ann")[-1] == "Akoum"


def test_603_3d_a_save_from_before_targets_loads_and_asks_for_the_target(tmp_path: Path) -> None:
    # Saves written before issue 12 have no "targets" or "mode" on stack items: they load
    # with none chosen, and the target is asked before the ability resolves (603.3d).
    t, item_id = eloren_wilds_chaos()
    t.send("choose", choice="Cy")
    path = tmp_path / "old.json"
    t.send("save", path=str(path))
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc.pop("history", None)
    for item in doc["state"]["stack"]:
        del item["targets"], item["mode"]
    path.write_text(json.dumps(doc), encoding="utf-8")
    t.send("load", path=str(path))
    assert [(i["id"], i["targets"], i["mode"]) for i in t.state["stack"]] == [(item_id, [], None)]
    asked = t.send("resolve")
    assert of_type(asked, "choice_requested")[0]["kind"] == "target"
    assert of_type(asked, "ability_resolved") == []
    t.send("choose", choice="Bob")
    t.send("resolve")
    assert [e["text"] for e in t.state["effects"]] == ["Bob can't cast spells"]


def test_601_2c_a_save_whose_target_is_no_player_is_refused(tmp_path: Path) -> None:
    t, _ = eloren_wilds_chaos()
    t.send("choose", choice="Cy")
    path = tmp_path / "bad.json"
    t.send("save", path=str(path))
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc.pop("history", None)
    doc["state"]["stack"][0]["targets"] = ["Zed"]
    path.write_text(json.dumps(doc), encoding="utf-8")
    error = t.refuse("load", path=str(path))
    assert "targets 'Zed', not a player (601.2c)" in error


# == Wording the players read ======================================================================


def test_401_4_the_order_question_is_one_sentence_that_reads_in_the_third_person() -> None:
    t = two_merged_planes()
    (asked,) = of_type(t.send("planeswalk"), "choice_requested")
    prompt = ("In what order do Bant and Esper go to the bottom of Ann's planar deck? "
              "The first is nearest the top.")
    assert asked["prompt"] == prompt
    assert asked["message"] == f"Ann must choose: {prompt}"


def test_603_3d_the_log_names_the_target_and_the_ability() -> None:
    t, _ = eloren_wilds_chaos()
    (made,) = of_type(t.send("choose", choice="Cy"), "choice_made")
    assert (made["kind"], made["choice"], made["source"]) == ("target", ["Cy"], "Eloren Wilds")
    assert made["message"] == "Ann chose Cy as the target of Eloren Wilds's ability"
    assert t.state["log"][-1]["text"] == made["message"]
