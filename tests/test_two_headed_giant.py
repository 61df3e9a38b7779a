"""Two-Headed Giant Planechase through the driver: 901.12a-d with 103.8b, 704.6a-b, 805 and
810 (810.4, 810.8a-b, 810.9, 810.10), rule by rule and card by card."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from engine_helpers import deck, ok, refused

from engine.driver import Session

TEAMS = [["Ann", "Bob"], ["Cid", "Dee"]]


def two_headed(ann: list[str] | None = None, *, shared: list[str] | None = None,
               teams: list[list[str]] | None = None, **extra: Any) -> Session:
    """A Two-Headed Giant game, Ann's team first, decks unshuffled (Ann's top card starts)."""
    teams = teams or TEAMS
    names = [n for team in teams for n in team]
    s = Session()
    cmd: dict[str, Any] = {"cmd": "new", "format": "two_headed_giant", "teams": teams,
                           "shuffle": False, "starting_player": teams[0][0], **extra}
    if shared is not None:
        cmd["shared_deck"] = shared
    else:
        cmd["decks"] = {n: deck() for n in names}
        cmd["decks"][teams[0][0]] = ann or deck()
    reply = s.handle(cmd)
    assert reply["ok"], reply["error"]
    return s




def messages(reply: dict[str, Any]) -> list[str]:
    return [e["message"] for e in reply["events"]]


def team_life(reply: dict[str, Any]) -> list[int]:
    return [t["life"] for t in reply["state"]["teams"]]


def member(reply: dict[str, Any], name: str) -> dict[str, Any]:
    return next(p for p in reply["state"]["players"] if p["name"] == name)


# -- setup: teams, shared life, the first turn ----------------------------------------------

def test_810_4_teams_share_a_life_total_of_30() -> None:
    state = two_headed().handle({"cmd": "state"})["state"]
    assert state["format"] == "two_headed_giant"
    assert state["teams"] == [
        {"members": ["Ann", "Bob"], "life": 30, "poison": 0, "in_game": True},
        {"members": ["Cid", "Dee"], "life": 30, "poison": 0, "in_game": True},
    ]
    assert [p["life"] for p in state["players"]] == [30, 30, 30, 30]


def test_players_may_be_left_out_and_seating_follows_the_teams() -> None:
    s = two_headed(teams=[["Cid", "Dee"], ["Ann", "Bob"]])
    state = s.handle({"cmd": "state"})["state"]
    assert [p["name"] for p in state["players"]] == ["Cid", "Dee", "Ann", "Bob"]
    assert state["turn_order"] == ["Cid", "Dee", "Ann", "Bob"]


def test_setup_errors_name_the_rule() -> None:
    s = Session()
    base = {"cmd": "new", "format": "two_headed_giant", "random_decks": {}}
    assert "810.1" in s.handle({**base, "teams": [["Ann", "Bob"]]})["error"]
    assert "810.1: each Two-Headed Giant team has two players" in s.handle(
        {**base, "teams": [["Ann", "Bob", "Cat"], ["Cid", "Dee"]]})["error"]
    assert "needs 'teams'" in s.handle(base)["error"]
    mismatch = s.handle({**base, "players": ["Ann", "Bob", "Cid", "Eve"], "teams": TEAMS})
    assert "every player once" in mismatch["error"]
    ffa = s.handle({"cmd": "new", "players": ["Ann", "Bob"], "teams": TEAMS,
                    "random_decks": {}})
    assert "only for the two_headed_giant format" in ffa["error"]
    secondary = s.handle({**base, "teams": TEAMS, "starting_player": "Bob"})
    assert "not a primary player" in secondary["error"]
    assert s.game is None


def test_103_8b_the_first_team_skips_its_first_draw_and_the_table_is_told() -> None:
    s = Session()
    reply = s.handle({"cmd": "new", "format": "two_headed_giant", "teams": TEAMS,
                      "decks": {n: deck() for team in TEAMS for n in team}, "shuffle": False,
                      "starting_player": "Ann"})
    assert "Ann and Bob: 103.8b: the team that goes first skips the draw step of its first " \
           "turn" in messages(reply)
    assert "draw" not in reply["state"]["upcoming_steps"]
    ok(s, cmd="next_turn")
    assert s.handle({"cmd": "state"})["state"]["active_player"] == "Cid"
    ok(s, cmd="next_turn")  # the first team's second turn draws
    s.handle({"cmd": "goto", "step": "upkeep"})
    assert "draw" in s.handle({"cmd": "state"})["state"]["upcoming_steps"]


# -- turns, the planar controller, rolling ----------------------------------------------------

def test_805_teams_take_turns_and_the_primary_player_is_planar_controller() -> None:
    s = two_headed()
    state = s.handle({"cmd": "state"})["state"]
    assert state["active_player"] == state["planar_controller"] == "Ann"
    state = ok(s, cmd="next_turn")["state"]
    assert state["active_player"] == state["planar_controller"] == "Cid"  # 901.12b
    state = ok(s, cmd="next_turn")["state"]
    assert state["active_player"] == state["planar_controller"] == "Ann"


def test_901_12d_each_member_rolls_at_their_own_cost() -> None:
    s = two_headed()
    ok(s, cmd="goto", step="precombat_main")
    state = ok(s, cmd="roll", face="blank", source="manual")["state"]
    assert state["roll_costs"] == {"Ann": 1, "Bob": 0, "Cid": 0, "Dee": 0}
    rolled = ok(s, cmd="roll", face="blank", source="manual", player="Bob")
    assert rolled["events"][0]["cost"] == 0  # Bob's first roll: Ann's don't count
    state = ok(s, cmd="roll", face="blank", source="manual", player="Bob")["state"]
    assert state["roll_costs"] == {"Ann": 1, "Bob": 2, "Cid": 0, "Dee": 0}
    assert state["next_roll_cost"] == 1  # the primary player's
    assert "901.9" in refused(s, cmd="roll", face="blank", source="manual", player="Cid")


def test_901_8_and_701_31a_a_teammates_planeswalker_roll_moves_the_team() -> None:
    s = two_headed(deck("Krosa", "Tazeem"))
    ok(s, cmd="goto", step="precombat_main")
    state = ok(s, cmd="roll", face="planeswalker", source="manual", player="Bob")["state"]
    assert state["stack"][0]["kind"] == "planeswalk"
    assert state["stack"][0]["controller"] == "Bob"  # 901.8: the roller controls it
    reply = ok(s, cmd="resolve")
    line = next(m for m in messages(reply) if "901.8" in m)
    assert "701.31a" in line and "Ann planeswalks for the team" in line
    assert reply["state"]["face_up"][0]["name"] == "Tazeem"
    assert reply["state"]["visited"][-1]["player"] == "Ann"


def test_701_31a_another_teams_planeswalking_ability_does_nothing() -> None:
    s = two_headed(deck("Krosa", "Tazeem"))
    ok(s, cmd="goto", step="precombat_main")
    ok(s, cmd="roll", face="planeswalker", source="manual", player="Cid", effect=True)
    reply = ok(s, cmd="resolve")
    assert reply["state"]["face_up"][0]["name"] == "Krosa"
    assert any("701.31a" in m for m in messages(reply))


# -- "you" is both members (901.12c), life goes to the team (810.9) ----------------------------

def test_901_12c_your_upkeep_triggers_once_and_drains_each_member() -> None:
    """Naar Isle: 'deals damage to you': each member takes 1, the team loses 2."""
    s = two_headed(deck("Naar Isle"))
    reply = ok(s, cmd="goto", step="upkeep")
    assert [i["source"] for i in reply["state"]["stack"]] == ["Naar Isle"]  # once
    assert team_life(ok(s, cmd="resolve")) == [28, 30]


@pytest.mark.parametrize(("card", "step", "life"), [
    ("Aretopolis", "upkeep", [32, 30]),       # gain 1 each (1 scroll counter)
    ("Aplan Mortarium", "upkeep", [28, 30]),  # lose 1 each (1 exposure counter)
    ("Spectrox Mines", "upkeep", [24, 30]),   # lose 3 each
])
def test_810_9_upkeep_life_changes_count_for_each_member(card: str, step: str,
                                                         life: list[int]) -> None:
    s = two_headed(deck(card))
    ok(s, cmd="goto", step=step)
    assert team_life(ok(s, cmd="resolve")) == life


def test_spectrox_mines_makes_a_treasure_for_each_member() -> None:
    s = two_headed(deck("Spectrox Mines"))
    ok(s, cmd="goto", step="upkeep")
    reply = ok(s, cmd="resolve")
    assert member(reply, "Ann")["tokens"] == {"Treasure": 1} == member(reply, "Bob")["tokens"]
    assert member(reply, "Cid")["tokens"] == {}


def test_810_9_pompeii_costs_each_team_twice() -> None:
    s = two_headed(deck("Pompeii"))
    ok(s, cmd="goto", step="upkeep")
    ok(s, cmd="resolve")  # its upkeep trigger: one eruption counter
    ok(s, cmd="goto", step="precombat_main")
    ok(s, cmd="counter", card="Pompeii", kind="eruption", delta=1)
    ok(s, cmd="roll", face="chaos", source="manual")
    assert team_life(ok(s, cmd="resolve")) == [26, 26]


def test_901_12c_fields_of_summer_gains_the_team_20() -> None:
    s = two_headed(deck("Fields of Summer"))
    ok(s, cmd="goto", step="precombat_main")
    ok(s, cmd="roll", face="chaos", source="manual")
    asked = ok(s, cmd="resolve")
    assert asked["state"]["pending_choice"]["player"] == "Ann"
    assert team_life(ok(s, cmd="choose", choice="yes")) == [50, 30]


def test_sanctum_of_serra_sets_the_team_to_20() -> None:
    s = two_headed(deck("Sanctum of Serra"))
    ok(s, cmd="life", player="Bob", delta=5)
    ok(s, cmd="goto", step="precombat_main")
    ok(s, cmd="roll", face="chaos", source="manual")
    ok(s, cmd="resolve")
    assert team_life(ok(s, cmd="choose", choice="yes")) == [20, 30]


def test_cliffside_market_exchanges_team_life_totals() -> None:
    s = two_headed(deck("Krosa", "Cliffside Market"))
    ok(s, cmd="life", player="Dee", delta=-6)
    ok(s, cmd="goto", step="precombat_main")
    ok(s, cmd="planeswalk")
    ok(s, cmd="choose", choice="Cid")  # its target, as it goes on the stack
    ok(s, cmd="resolve")
    assert team_life(ok(s, cmd="choose", choice="yes")) == [24, 30]


def test_furnace_layer_costs_the_targets_team_3() -> None:
    s = two_headed(deck("Krosa", "Furnace Layer"))
    ok(s, cmd="goto", step="precombat_main")
    reply = ok(s, cmd="planeswalk")
    target = reply["state"]["stack"][0]["targets"][0]
    ok(s, cmd="resolve")
    reply = ok(s, cmd="choose", choice="yes")
    lost = 0 if target in ("Ann", "Bob") else 1
    assert team_life(reply) == ([27, 30] if lost == 0 else [30, 27])


def test_the_doctors_tomb_redistributes_team_life_totals() -> None:
    s = two_headed(deck("The Doctor's Tomb"))
    ok(s, cmd="life", player="Cid", delta=-5)
    ok(s, cmd="goto", step="precombat_main")
    ok(s, cmd="roll", face="chaos", source="manual")
    asked = ok(s, cmd="resolve")
    assert asked["state"]["pending_choice"]["options"] == ["Ann (30)", "Cid (25)"]  # one each
    assert team_life(ok(s, cmd="choose", choice=["Cid (25)", "Ann (30)"])) == [25, 30]


def test_901_12c_instructions_name_both_members() -> None:
    s = two_headed(deck("Aretopolis"))
    ok(s, cmd="goto", step="upkeep")
    ok(s, cmd="resolve")  # its upkeep trigger
    ok(s, cmd="goto", step="precombat_main")
    ok(s, cmd="roll", face="chaos", source="manual")
    reply = ok(s, cmd="resolve")
    assert any(m.startswith("Ann and Bob: Draw") for m in messages(reply))


# -- life, poison and the flags (704.6a, 704.6b, 810.10) ---------------------------------------

def test_810_9_a_members_life_change_is_the_teams() -> None:
    s = two_headed()
    reply = ok(s, cmd="life", player="Bob", delta=-4)
    assert member(reply, "Ann")["life"] == member(reply, "Bob")["life"] == 26
    reply = ok(s, cmd="life", player="Ann", set=12)
    assert team_life(reply) == [12, 30]


def test_704_6a_and_704_6b_the_team_is_flagged_at_0_life_and_15_poison() -> None:
    s = two_headed()
    reply = ok(s, cmd="poison", player="Ann", delta=10)
    assert member(reply, "Bob")["poison"] == 10 and member(reply, "Bob")["flags"] == []
    reply = ok(s, cmd="poison", player="Bob", delta=5)
    assert reply["state"]["teams"][0]["poison"] == 15
    assert member(reply, "Ann")["flags"] == ["704.6b: the team has 15 or more poison counters"]
    reply = ok(s, cmd="life", player="Cid", set=0)
    assert member(reply, "Dee")["flags"] == ["704.6a: the team has 0 or less life"]
    flagged = [e["player"] for e in reply["events"] if e["type"] == "player_flagged"]
    assert flagged == ["Cid", "Dee"]


# -- leaving as a team (810.8a, 810.8b, 901.10, 901.12b) ---------------------------------------

def test_810_8b_a_player_who_leaves_takes_the_team_and_both_decks() -> None:
    s = two_headed(teams=[["Ann", "Bob"], ["Cid", "Dee"], ["Eve", "Fay"]])
    reply = ok(s, cmd="leave", player="Dee")
    state = reply["state"]
    assert [t["in_game"] for t in state["teams"]] == [True, False, True]
    assert "Cid" not in state["decks"] and "Dee" not in state["decks"]
    assert not state["game_over"]
    assert state["turn_order"] == ["Ann", "Bob", "Eve", "Fay"]


def test_901_12b_the_planar_controller_passes_before_the_team_leaves() -> None:
    s = two_headed(teams=[["Ann", "Bob"], ["Cid", "Dee"], ["Eve", "Fay"]])
    ok(s, cmd="goto", step="precombat_main")
    reply = ok(s, cmd="leave", player="Bob")
    change = next(e for e in reply["events"] if e["type"] == "planar_controller_changed")
    assert change["new"] == "Cid" and change["rule"].startswith("901.12b")
    kinds = [e["type"] for e in reply["events"]]
    assert kinds.index("planar_controller_changed") < kinds.index("player_left")
    state = reply["state"]
    assert state["planar_controller"] == "Cid"
    # 901.10: Ann's face-up plane left with her; Cid turns up his top card.
    assert state["face_up"][0]["owner"] == "Cid"
    assert state["visited"][-1]["arrival"] == "owner_left"
    # Cid keeps it until another team becomes active: the turn goes on to Cid's team.
    assert ok(s, cmd="next_turn")["state"]["planar_controller"] == "Cid"


def test_810_8a_the_game_ends_when_one_team_remains() -> None:
    s = two_headed()
    reply = ok(s, cmd="leave", player="Ann")
    assert reply["state"]["game_over"] and reply["state"]["winner"] == "Cid"
    assert "Game over: Cid and Dee win" in messages(reply)
    assert reply["state"]["teams"][1]["in_game"]


# -- the shared deck, saves, undo --------------------------------------------------------------

def test_901_15_a_shared_deck_is_sized_for_the_players() -> None:
    s = Session()
    small = s.handle({"cmd": "new", "format": "two_headed_giant", "teams": TEAMS,
                      "shared_deck": deck(size=30)})
    assert "901.15a" in small["error"]  # 4 players: at least 40 cards
    reply = s.handle({"cmd": "new", "format": "two_headed_giant", "teams": TEAMS,
                      "random_decks": {"shared": True}})
    assert reply["ok"] and reply["state"]["shared_deck"]


def test_a_saved_two_headed_game_loads_as_it_was(tmp_path: Path) -> None:
    s = two_headed()
    ok(s, cmd="life", player="Bob", delta=-3)
    before = ok(s, cmd="save", path=str(tmp_path / "g.json"))["state"]
    ok(s, cmd="leave", player="Cid")
    after = ok(s, cmd="load", path=str(tmp_path / "g.json"))["state"]
    assert {k: v for k, v in after.items() if k != "log"} == \
        {k: v for k, v in before.items() if k != "log"}


def test_undo_takes_a_team_life_change_back() -> None:
    s = two_headed()
    ok(s, cmd="life", player="Bob", delta=-3)
    assert team_life(ok(s, cmd="undo")) == [30, 30]


def test_an_extra_turn_for_a_member_is_the_teams() -> None:
    s = two_headed()
    state = ok(s, cmd="extra_turn", player="Bob")["state"]
    assert state["extra_turns"] == ["Ann"]
    state = ok(s, cmd="next_turn")["state"]
    assert state["active_player"] == state["planar_controller"] == "Ann"


@pytest.mark.parametrize(("change", "error"), [
    (lambda raw: raw["players"][1].update(life=7), "share life"),
    (lambda raw: raw["formats"].update(teams=[["Ann", "Bob"]]), "two or more pairs"),
    (lambda raw: raw.update(turn_player="Bob", anchor="Bob"), "not a team's primary player"),
])
def test_a_save_with_impossible_teams_is_refused(tmp_path: Path, change: Any,
                                                 error: str) -> None:
    import json

    s = two_headed()
    path = tmp_path / "g.json"
    ok(s, cmd="save", path=str(path))
    raw = json.loads(path.read_text(encoding="utf-8"))
    state = raw.get("state", raw)
    change(state)
    path.write_text(json.dumps(raw), encoding="utf-8")
    reply = s.handle({"cmd": "load", "path": str(path)})
    assert not reply["ok"] and error in reply["error"]


def test_reversed_turn_order_keeps_teams_together() -> None:
    s = two_headed(teams=[["Ann", "Bob"], ["Cid", "Dee"], ["Eve", "Fay"]])
    state = ok(s, cmd="reverse_turn_order")["state"]
    assert state["turn_order"] == ["Ann", "Bob", "Eve", "Fay", "Cid", "Dee"]
    assert ok(s, cmd="next_turn")["state"]["active_player"] == "Eve"
