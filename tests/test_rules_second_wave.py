"""Issue 12, rules fidelity second wave: one test (or a few) per item, through the driver.

Every test talks to the engine the way the table app and ``python -m engine`` do: JSON
commands in, JSON replies out, through ``engine.driver.Session`` in process (the same code
path as the subprocess driver, without the start-up cost). The new commands, choice kinds
and fields are the ones docs/engine-protocol.md describes ("Choices made as an ability is
put on the stack", "Cards going to the bottom of a planar deck together", "Leaving while an
ability waits for an answer", "Table corrections").
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from engine_helpers import deck

from engine.driver import Session

ROOT = Path(__file__).resolve().parents[1]
Reply = dict[str, Any]


class Table:
    """One driver session with a game whose decks keep the given order."""

    def __init__(self, decks: dict[str, list[str]], *, starting: str | None = None) -> None:
        self.session = Session(log_tail=40)
        players = list(decks)
        self.reply: Reply = {}
        self.send("new", players=players, decks=decks, shuffle=False,
                  starting_player=starting or players[0])

    def send(self, cmd: str, **fields: Any) -> Reply:
        """Send a command that must be accepted; returns its reply."""
        reply = self.session.handle({"cmd": cmd, **fields})
        assert reply["ok"], f"{cmd} {fields} refused: {reply['error']}"
        self.reply = reply
        return reply

    def refuse(self, cmd: str, **fields: Any) -> str:
        """Send a command that must be refused without any change; returns the error."""
        before = self.state
        reply = self.session.handle({"cmd": cmd, **fields})
        assert not reply["ok"], f"{cmd} {fields} was accepted"
        assert reply["events"] == [] and reply["state"] == before
        return str(reply["error"])

    @property
    def state(self) -> dict[str, Any]:
        state = self.session.handle({"cmd": "state"})["state"]
        assert isinstance(state, dict)
        return state

    def player(self, name: str) -> dict[str, Any]:
        (p,) = [p for p in self.state["players"] if p["name"] == name]
        return p

    def life(self) -> dict[str, int]:
        return {p["name"]: p["life"] for p in self.state["players"]}

    def deck(self, owner: str) -> list[str]:
        return list(self.state["decks"][owner])

    def face_up(self) -> list[str]:
        return [c["name"] for c in self.state["face_up"]]


def of_type(reply: Reply, kind: str) -> list[dict[str, Any]]:
    return [e for e in reply["events"] if e["type"] == kind]


def instructions(reply: Reply) -> list[str]:
    return [e["message"] for e in of_type(reply, "instruction")]


def types(reply: Reply) -> list[str]:
    return [e["type"] for e in reply["events"]]


def two(top_ann: list[str], *, bob: str = "Tazeem") -> Table:
    """Ann (who starts) and Bob; Ann's deck starts with ``top_ann``."""
    return Table({"Ann": deck(*top_ann), "Bob": deck(bob)})


def three(top_ann: list[str], *, starting: str = "Ann",
          top_bob: tuple[str, ...] = ("Tazeem",)) -> Table:
    """Ann, Bob and Cy, in that seating order."""
    return Table({"Ann": deck(*top_ann), "Bob": deck(*top_bob), "Cy": deck("Krosa")},
                 starting=starting)


def walk_away_with_an_effect_roll(t: Table) -> Reply:
    """An effect makes Ann roll (free, any time, 116.2i): the Planeswalker face comes up, and
    the planeswalking ability goes on the stack above what is there and resolves first."""
    rolled = t.send("roll", face="planeswalker", effect=True)
    assert rolled["state"]["stack"][0]["kind"] == "planeswalk"
    return t.send("resolve")


# == 1. Last known information (608.2h) ==========================================================
# When a plane's ability resolves after the plane was planeswalked away from, "the number of
# counters on it" is the number it had as it last existed face up (608.2h); the counter the
# ability would put on it can't be put on a card that is no longer there.

def no_counter_on_a_gone_plane(reply: Reply) -> None:
    assert of_type(reply, "counters_changed") == []
    assert not any("counts for this ability only" in m for m in instructions(reply))


def test_608_2h_aretopolis_chaos_after_walking_away_draws_three() -> None:
    t = two(["Aretopolis"])
    t.send("counter", card="Aretopolis", kind="scroll", delta=2)
    t.send("goto", step="upkeep")
    upkeep = t.send("resolve")  # a third scroll counter, then Ann gains 3
    assert t.state["face_up"][0]["counters"] == {"scroll": 3}
    assert of_type(upkeep, "life_changed")[0]["new"] == 23
    t.send("goto", step="precombat_main")
    chaos = t.send("roll", face="chaos")
    assert [i["source"] for i in chaos["state"]["stack"]] == ["Aretopolis"]
    walked = walk_away_with_an_effect_roll(t)
    assert of_type(walked, "planeswalked")[0]["away_from"] == ["Aretopolis"]
    assert t.face_up() == ["Akoum"]
    resolved = t.send("resolve")
    assert instructions(resolved) == ["Ann: Draw 3 card(s)."]
    no_counter_on_a_gone_plane(resolved)
    assert t.state["face_up"][0]["counters"] == {}
    assert t.life() == {"Ann": 23, "Bob": 20}
    assert t.state["stack"] == []


def test_608_2h_aretopolis_upkeep_after_walking_away_gains_three() -> None:
    t = two(["Aretopolis"])
    t.send("counter", card="Aretopolis", kind="scroll", delta=3)
    t.send("goto", step="upkeep")
    walk_away_with_an_effect_roll(t)
    resolved = t.send("resolve")
    assert [(e["player"], e["old"], e["new"]) for e in of_type(resolved, "life_changed")] == [
        ("Ann", 20, 23)]
    no_counter_on_a_gone_plane(resolved)
    assert t.life() == {"Ann": 23, "Bob": 20}


def test_608_2h_pompeii_chaos_after_walking_away_deals_three_then_planeswalks() -> None:
    t = two(["Pompeii"])
    t.send("counter", card="Pompeii", kind="eruption", delta=2)
    t.send("goto", step="upkeep")
    t.send("resolve")  # a third eruption counter
    assert t.state["face_up"][0]["counters"] == {"eruption": 3}
    t.send("goto", step="precombat_main")
    t.send("roll", face="chaos")
    walk_away_with_an_effect_roll(t)
    assert t.face_up() == ["Akoum"]
    resolved = t.send("resolve")
    assert instructions(resolved) == [
        "Ann: Pompeii deals 3 damage to each creature. Each player sacrifices a land."]
    assert t.life() == {"Ann": 17, "Bob": 17}
    no_counter_on_a_gone_plane(resolved)
    # "Then planeswalk" still happens: Ann walks on from Akoum.
    assert of_type(resolved, "planeswalked")[0]["away_from"] == ["Akoum"]
    assert t.face_up() == ["Astral Arena"]


def test_608_2h_naar_isle_upkeep_after_walking_away_deals_two() -> None:
    t = two(["Naar Isle"])
    t.send("counter", card="Naar Isle", kind="flame", delta=2)
    t.send("goto", step="upkeep")
    walk_away_with_an_effect_roll(t)
    resolved = t.send("resolve")
    assert t.life() == {"Ann": 18, "Bob": 20}
    no_counter_on_a_gone_plane(resolved)


def test_608_2h_aplan_mortarium_upkeep_after_walking_away_costs_two_life() -> None:
    t = two(["Aplan Mortarium"])
    t.send("counter", card="Aplan Mortarium", kind="exposure", delta=2)
    t.send("goto", step="upkeep")
    walk_away_with_an_effect_roll(t)
    resolved = t.send("resolve")
    assert t.life() == {"Ann": 18, "Bob": 20}
    no_counter_on_a_gone_plane(resolved)


def test_608_2h_kilnspire_district_main_phase_after_walking_away_adds_two_red() -> None:
    t = two(["Kilnspire District"])
    t.send("counter", card="Kilnspire District", kind="charge", delta=2)
    t.send("goto", step="precombat_main")
    assert [i["source"] for i in t.state["stack"]] == ["Kilnspire District"]
    walk_away_with_an_effect_roll(t)
    resolved = t.send("resolve")
    assert instructions(resolved) == ["Ann: Add {R} for each charge counter: 2 red mana."]
    no_counter_on_a_gone_plane(resolved)


def test_608_2h_a_plane_still_face_up_uses_its_current_counters() -> None:
    # The control case: without walking away the ability puts its counter and counts it.
    t = two(["Naar Isle"])
    t.send("counter", card="Naar Isle", kind="flame", delta=2)
    t.send("goto", step="upkeep")
    resolved = t.send("resolve")
    assert of_type(resolved, "counters_changed")[0]["count"] == 3
    assert t.life() == {"Ann": 17, "Bob": 20}


# == 2. The monarch leaving (725.4) ===============================================================

def test_725_4_the_monarch_leaving_makes_the_active_player_monarch() -> None:
    t = three(["Akoum"])
    t.send("designation", player="Bob", name="monarch")
    left = t.send("leave", player="Bob")
    assert {"type": "designation_changed", "player": "Ann", "designations": ["monarch"]} in [
        {k: v for k, v in e.items() if k not in ("message", "msg")} for e in left["events"]]
    assert types(left).index("player_left") < types(left).index("designation_changed")
    holders = [p["name"] for p in t.state["players"] if "monarch" in p["designations"]]
    assert holders == ["Ann"]


def test_725_4_the_active_monarch_leaving_passes_it_to_the_next_in_turn_order() -> None:
    t = three(["Akoum"])
    t.send("goto", step="precombat_main")
    t.send("designation", player="Ann", name="monarch")
    t.send("leave", player="Ann")  # during her own turn: no active player now
    assert t.state["active_player"] is None
    holders = [p["name"] for p in t.state["players"] if "monarch" in p["designations"]]
    assert holders == ["Bob"]


def test_725_4_reversed_turn_order_decides_the_next_monarch() -> None:
    t = three(["Akoum"])
    t.send("reverse_turn_order")
    t.send("designation", player="Ann", name="monarch")
    t.send("leave", player="Ann")
    holders = [p["name"] for p in t.state["players"] if "monarch" in p["designations"]]
    assert holders == ["Cy"]


def test_725_4_a_player_who_is_not_the_monarch_leaving_changes_nothing() -> None:
    t = three(["Akoum"])
    t.send("designation", player="Cy", name="monarch")
    left = t.send("leave", player="Bob")
    assert of_type(left, "designation_changed") == []
    holders = [p["name"] for p in t.state["players"] if "monarch" in p["designations"]]
    assert holders == ["Cy"]


# == 3. A choice waiting when its plane's owner leaves (901.10) ==================================

def stairs_waiting_for_ann() -> tuple[Table, int]:
    """Bob's Stairs to Infinity, controlled by Ann on her turn, asks her a yes/no."""
    t = three(["Akoum"], starting="Bob", top_bob=("Stairs to Infinity",))
    # Seating Ann, Bob, Cy with Bob starting: the next turn is Cy's; get to Ann's.
    t.send("next_turn")
    t.send("next_turn")
    assert t.state["active_player"] == "Ann" and t.face_up() == ["Stairs to Infinity"]
    (triggered,) = of_type(t.send("chaos"), "ability_triggered")
    asked = t.send("resolve")
    assert of_type(asked, "choice_requested")[0]["kind"] == "yes_no"
    assert t.state["pending_choice"]["player"] == "Ann"
    return t, int(triggered["id"])


def test_901_10_a_pending_choice_goes_when_its_planes_owner_leaves() -> None:
    t, stairs_id = stairs_waiting_for_ann()
    left = t.send("leave", player="Bob")
    (removed,) = of_type(left, "ability_removed")
    assert removed["source"] == "Stairs to Infinity"
    assert removed["reason"].startswith("901.10")
    assert removed["id"] == stairs_id
    (cancelled,) = of_type(left, "choice_cancelled")
    assert cancelled["player"] == "Ann" and cancelled["kind"] == "yes_no"
    assert cancelled["reason"].startswith("901.10")
    state = t.state
    assert state["pending_choice"] is None and state["stack"] == []
    assert any(e["type"] == "choice_cancelled" for e in state["log"])
    # Ann turned up her top card at once (901.10); the revealed card stays where it is.
    assert t.face_up() == ["Akoum"]
    assert t.deck("Ann")[0] == "Astral Arena"
    t.refuse("choose", choice="yes")  # the question is gone


def test_901_10_the_choice_of_a_plane_whose_owner_stays_goes_on() -> None:
    t, _ = stairs_waiting_for_ann()
    left = t.send("leave", player="Cy")
    assert of_type(left, "ability_removed") == []
    assert t.state["pending_choice"]["kind"] == "yes_no"
    done = t.send("choose", choice="yes")
    assert of_type(done, "choice_made")[0]["choice"] == ["yes"]


# == 4. Event Horizon: one modal chaos ability (700.2) ============================================

EVENT_HORIZON_MODES = [
    "Draw four cards.",
    "Destroy target permanent.",
    "You may return target creature card from your graveyard to the battlefield.",
]


def test_700_2_event_horizon_one_roll_one_modal_ability() -> None:
    t = two(["Event Horizon"])
    t.send("goto", step="precombat_main")
    rolled = t.send("roll", face="chaos")
    (triggered,) = of_type(rolled, "ability_triggered")
    assert triggered["source"] == "Event Horizon" and triggered["kind"] == "chaos"
    (asked,) = of_type(rolled, "choice_requested")
    assert asked["kind"] == "mode" and asked["player"] == "Ann"
    assert asked["options"] == EVENT_HORIZON_MODES
    state = t.state
    assert [(i["id"], i["mode"]) for i in state["stack"]] == [(triggered["id"], None)]
    assert state["waiting_triggers"] == []
    assert t.refuse("resolve").startswith("603.3c:")
    t.send("choose", choice=0)
    (item,) = t.state["stack"]
    assert item["mode"] == "Draw four cards." and item["effect"] == "Draw four cards."
    resolved = t.send("resolve")
    assert instructions(resolved) == ["Ann: Draw four cards."]
    assert t.state["stack"] == [] and t.state["pending_choice"] is None


def test_700_2_event_horizon_mode_by_its_text() -> None:
    t = two(["Event Horizon"])
    t.send("goto", step="precombat_main")
    t.send("chaos")
    t.send("choose", choice="Destroy target permanent.")
    resolved = t.send("resolve")
    assert instructions(resolved) == ["Ann: Destroy target permanent."]


# == 5. Oteclán: "chaos ensues" triggers its own chaos ability (311.7) ==========================

def test_311_7_norns_seedcore_chaos_ensues_triggers_its_chaos_ability() -> None:
    # Already right: the clause Oteclán shares.
    t = two(["Akoum", "Norn's Seedcore"])
    t.send("goto", step="precombat_main")
    t.send("planeswalk")
    resolved = t.send("resolve")
    assert of_type(resolved, "chaos_ensued")[0]["card"] is None
    assert [(i["kind"], i["source"]) for i in t.state["stack"]] == [("chaos", "Norn's Seedcore")]


def test_311_7_otec_lan_planeswalked_to_chaos_ensues_and_its_chaos_ability_triggers() -> None:
    t = two(["Akoum", "Oteclán"])
    t.send("goto", step="precombat_main")
    t.send("planeswalk")
    resolved = t.send("resolve")
    (ensued,) = of_type(resolved, "chaos_ensued")
    assert ensued["player"] == "Ann" and ensued["card"] is None
    assert "Ann: Chaos ensues." not in instructions(resolved)
    (triggered,) = of_type(resolved, "ability_triggered")
    assert (triggered["kind"], triggered["source"]) == ("chaos", "Oteclán")
    assert [(i["kind"], i["source"]) for i in t.state["stack"]] == [("chaos", "Oteclán")]


def test_311_7_otec_lan_upkeep_chaos_ensues_and_its_chaos_ability_triggers() -> None:
    t = two(["Oteclán"])
    t.send("goto", step="upkeep")
    resolved = t.send("resolve")
    assert len(of_type(resolved, "chaos_ensued")) == 1
    assert [(i["kind"], i["source"]) for i in t.state["stack"]] == [("chaos", "Oteclán")]


# == Save and load in the middle of a choice, through the driver ==================================

def carry_on(t: Table, answers: list[Any]) -> dict[str, Any]:
    """Answer the pending choices, then resolve what is left; returns the state without
    the fields that tell how one got there (undo, the log's tail)."""
    for answer in answers:
        t.send("choose", choice=answer)
    while t.state["stack"] and t.state["pending_choice"] is None:
        t.send("resolve")
    return {k: v for k, v in t.state.items() if k not in ("can_undo", "can_redo")}


def test_save_and_load_in_the_middle_of_a_yes_no_changes_nothing(tmp_path: Path) -> None:
    t, _ = stairs_waiting_for_ann()
    path = str(tmp_path / "mid.json")
    t.send("save", path=path)
    straight = carry_on(t, ["yes"])
    t.send("load", path=path)
    assert t.state["pending_choice"]["kind"] == "yes_no"
    assert carry_on(t, ["yes"]) == straight
    assert t.deck("Ann")[-1] == "Akoum"


def test_save_and_load_in_the_middle_of_an_order_choice_changes_nothing(tmp_path: Path) -> None:
    t = two(["Pools of Becoming"])
    t.send("goto", step="precombat_main")
    t.send("chaos")
    t.send("resolve")
    while t.state["pending_choice"]["kind"] != "order":  # after a bottom order, once asked
        t.send("choose", choice="keep")
    path = str(tmp_path / "mid.json")
    t.send("save", path=path)
    straight = carry_on(t, [[2, 0, 1]])
    t.send("load", path=path)
    assert carry_on(t, [[2, 0, 1]]) == straight
    assert straight["stack"] == [] and straight["pending_choice"] is None


def test_save_and_load_in_the_middle_of_a_target_choice_changes_nothing(tmp_path: Path) -> None:
    t = three(["Eloren Wilds"])
    t.send("goto", step="precombat_main")
    t.send("roll", face="chaos")
    assert t.state["pending_choice"]["kind"] == "target"
    path = str(tmp_path / "mid.json")
    t.send("save", path=path)
    straight = carry_on(t, ["Cy"])
    t.send("load", path=path)
    assert carry_on(t, ["Cy"]) == straight
    assert [e["text"] for e in straight["effects"]] == ["Cy can't cast spells"]


def test_save_and_load_in_the_middle_of_a_bottom_order_changes_nothing(tmp_path: Path) -> None:
    t = two(["Pools of Becoming"])
    t.send("goto", step="precombat_main")
    t.send("chaos")
    t.send("resolve")
    assert t.state["pending_choice"]["kind"] == "bottom_order"
    path = str(tmp_path / "mid.json")
    t.send("save", path=path)
    straight = carry_on(t, [[2, 1, 0], [0, 1, 2]])
    t.send("load", path=path)
    assert carry_on(t, [[2, 1, 0], [0, 1, 2]]) == straight
    assert straight["decks"]["Ann"][-3:] == ["Bant", "Astral Arena", "Akoum"]


# == The subprocess driver knows the new commands ==================================================

def test_python_m_engine_takes_a_table_correction(tmp_path: Path) -> None:
    new = {"cmd": "new", "players": ["Ann", "Bob"], "shuffle": False, "starting_player": "Ann",
           "decks": {"Ann": deck("Aretopolis"), "Bob": deck("Tazeem")}}
    lines = [json.dumps(new),
             json.dumps({"cmd": "table_counter", "card": "Aretopolis", "kind": "scroll",
                         "set": 4}),
             json.dumps({"cmd": "undo"})]
    proc = subprocess.run([sys.executable, "-m", "engine"], input="\n".join(lines) + "\n",
                          capture_output=True, text=True, cwd=tmp_path, check=True,
                          env={**os.environ, "PYTHONPATH": str(ROOT)}, encoding="utf-8")
    replies = [json.loads(line) for line in proc.stdout.splitlines()]
    assert [r["ok"] for r in replies] == [True, True, True]
    assert replies[1]["events"][0]["type"] == "table_correction"
    assert replies[1]["state"]["face_up"][0]["counters"] == {"scroll": 4}
    assert replies[2]["state"]["face_up"][0]["counters"] == {}
    assert replies[2]["state"]["corrections"] == []
