"""Commander Planechase through the driver: starting life (903.7), commander damage (903.10a,
704.6c), commander tax (903.8), partners and backgrounds (903.3c), with every planar option
and with Two-Headed Giant."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from engine_helpers import deck, ok, refused

from engine.driver import Session

PLAYERS = ["Ann", "Bob", "Cid"]


def commander(players: list[str] | None = None, **extra: Any) -> Session:
    players = players or PLAYERS
    s = Session()
    cmd: dict[str, Any] = {"cmd": "new", "format": "commander", "players": players,
                           "shuffle": False, "starting_player": players[0], **extra}
    if "shared_deck" not in cmd and "random_decks" not in cmd:
        cmd["decks"] = {n: deck() for n in players}
    reply = s.handle(cmd)
    assert reply["ok"], reply["error"]
    return s




def player(reply: dict[str, Any], name: str) -> dict[str, Any]:
    return next(p for p in reply["state"]["players"] if p["name"] == name)


def test_903_7_commander_starts_at_40_with_one_commander_each() -> None:
    state = commander().handle({"cmd": "state"})["state"]
    assert state["format"] == "commander" and state["starting_life"] == 40
    assert state["teams"] == []
    ann = state["players"][0]
    assert ann["life"] == 40 and ann["commanders"] == ["Commander"]
    assert ann["commander_tax"] == {"Commander": 0}
    assert ann["commander_damage"] == {"Bob/Commander": 0, "Cid/Commander": 0}
    assert state["roll_costs"] == {"Ann": 0, "Bob": 0, "Cid": 0}


def test_starting_life_may_be_set() -> None:
    state = commander(starting_life=30).handle({"cmd": "state"})["state"]
    assert [p["life"] for p in state["players"]] == [30, 30, 30]


def test_903_3c_partners_and_backgrounds_are_two_commanders() -> None:
    s = commander(commanders={"Ann": ["Atraxa"], "Bob": ["Thrasios", "Tymna"]})
    state = s.handle({"cmd": "state"})["state"]
    assert state["players"][1]["commanders"] == ["Thrasios", "Tymna"]
    assert state["players"][2]["commanders"] == ["Commander"]
    assert state["players"][2]["commander_damage"] == {
        "Ann/Atraxa": 0, "Bob/Thrasios": 0, "Bob/Tymna": 0}
    bad = Session().handle({"cmd": "new", "format": "commander", "players": PLAYERS,
                            "random_decks": {}, "commanders": {"Ann": ["A", "B", "C"]}})
    assert bad["error"].startswith("903.3c")
    stranger = Session().handle({"cmd": "new", "format": "commander", "players": PLAYERS,
                                 "random_decks": {}, "commanders": {"Zed": ["A"]}})
    assert "Zed" in stranger["error"]


def test_903_10a_commander_damage_is_counted_and_taken_from_life() -> None:
    s = commander()
    reply = ok(s, **{"cmd": "commander_damage", "from": "Bob", "to": "Ann", "amount": 7})
    ann = player(reply, "Ann")
    assert ann["commander_damage"]["Bob/Commander"] == 7 and ann["life"] == 33
    assert [e["type"] for e in reply["events"]] == ["life_changed", "commander_damaged"]
    reply = ok(s, **{"cmd": "commander_damage", "from": "Bob", "to": "Ann", "amount": -2})
    ann = player(reply, "Ann")
    assert ann["commander_damage"]["Bob/Commander"] == 5 and ann["life"] == 35


def test_704_6c_21_damage_from_one_commander_flags_the_player() -> None:
    s = commander(commanders={"Bob": ["Thrasios", "Tymna"]}, starting_life=100)
    for name in ("Thrasios", "Tymna"):
        reply = ok(s, **{"cmd": "commander_damage", "from": "Bob", "commander": name,
                         "to": "Ann", "amount": 20})
    assert player(reply, "Ann")["flags"] == []  # 20 from each: neither reaches 21
    reply = ok(s, **{"cmd": "commander_damage", "from": "Bob", "commander": "Tymna",
                     "to": "Ann", "amount": 1})
    flags = player(reply, "Ann")["flags"]
    assert flags == ["704.6c: 21 or more combat damage from Bob/Tymna"]
    assert player(reply, "Ann")["life"] == 59
    flagged = [e["reason"] for e in reply["events"] if e["type"] == "player_flagged"]
    assert flagged == flags  # each told once, as it happens


@pytest.mark.parametrize(("cmd", "error"), [
    ({"from": "Zed", "to": "Ann", "amount": 1}, "no player named"),
    ({"from": "Bob", "to": "Zed", "amount": 1}, "no player named"),
    ({"from": "Bob", "commander": "Nobody", "to": "Ann", "amount": 1}, "no commander named"),
    ({"from": "Ann", "to": "Ann", "amount": 1}, "their own commander"),
    ({"from": "Bob", "to": "Ann", "amount": -1}, "can't take away 1"),
    ({"from": "Bob", "to": "Ann", "amount": 0}, "must not be 0"),
    ({"to": "Ann", "amount": 1}, "needs 'from'"),
    ({"from": "Bob", "to": "Ann", "amount": "3"}, "must be an integer"),
])
def test_commander_damage_refuses_bad_input_and_changes_nothing(cmd: dict[str, Any],
                                                                error: str) -> None:
    s = commander()
    assert error in refused(s, cmd="commander_damage", **cmd)


def test_a_partner_must_be_named() -> None:
    s = commander(commanders={"Bob": ["Thrasios", "Tymna"]})
    assert "name one" in refused(s, **{"cmd": "commander_damage", "from": "Bob", "to": "Ann",
                                       "amount": 1})
    assert "name one" in refused(s, cmd="commander_cast", player="Bob")


def test_903_8_commander_tax_counts_casts() -> None:
    s = commander(commanders={"Bob": ["Thrasios", "Tymna"]})
    ok(s, cmd="commander_cast", player="Ann")
    reply = ok(s, cmd="commander_cast", player="Ann")
    assert player(reply, "Ann")["commander_tax"] == {"Commander": 2}
    assert "903.8: it costs {4} more next time" in reply["events"][0]["message"]
    reply = ok(s, cmd="commander_cast", player="Bob", commander="Tymna")
    assert player(reply, "Bob")["commander_tax"] == {"Thrasios": 0, "Tymna": 1}
    assert "no commander named" in refused(s, cmd="commander_cast", player="Bob",
                                           commander="Kraum")


def test_commander_commands_are_undoable() -> None:
    s = commander()
    ok(s, cmd="commander_cast", player="Ann")
    ok(s, **{"cmd": "commander_damage", "from": "Bob", "to": "Ann", "amount": 4})
    reply = ok(s, cmd="undo")
    assert player(reply, "Ann")["commander_damage"]["Bob/Commander"] == 0
    assert player(reply, "Ann")["life"] == 40
    reply = ok(s, cmd="undo")
    assert player(reply, "Ann")["commander_tax"] == {"Commander": 0}
    reply = ok(s, cmd="redo")
    assert player(reply, "Ann")["commander_tax"] == {"Commander": 1}


def test_a_free_for_all_game_has_no_commanders() -> None:
    s = Session()
    reply = s.handle({"cmd": "new", "players": ["Ann", "Bob"], "random_decks": {}})
    assert reply["state"]["format"] == "free_for_all"
    assert reply["state"]["players"][0]["commanders"] == []
    assert reply["state"]["starting_life"] == 20
    assert "no commanders" in refused(s, cmd="commander_cast", player="Ann")


def test_commander_with_the_shared_deck() -> None:
    s = commander(random_decks={"shared": True})
    state = s.handle({"cmd": "state"})["state"]
    assert state["shared_deck"] and state["players"][0]["life"] == 40


def test_commander_in_two_headed_giant() -> None:
    s = Session()
    reply = s.handle({"cmd": "new", "format": "two_headed_giant",
                      "teams": [["Ann", "Bob"], ["Cid", "Dee"]], "random_decks": {},
                      "commanders": {"Bob": ["Thrasios", "Tymna"]}})
    assert reply["ok"], reply["error"]
    assert reply["state"]["teams"][0]["life"] == 30  # 810.4 unless starting_life says
    assert player(reply, "Ann")["commander_damage"] == {"Cid/Commander": 0,
                                                        "Dee/Commander": 0}
    assert "teammate's commander" in refused(s, **{
        "cmd": "commander_damage", "from": "Bob", "commander": "Tymna", "to": "Ann",
        "amount": 3})
    reply = ok(s, **{"cmd": "commander_damage", "from": "Bob", "commander": "Tymna",
                     "to": "Cid", "amount": 5})
    assert reply["state"]["teams"][1]["life"] == 25  # 810.9: the team's life
    assert player(reply, "Dee")["commander_damage"]["Bob/Tymna"] == 0
    sixty = Session().handle({"cmd": "new", "format": "two_headed_giant",
                              "teams": [["Ann", "Bob"], ["Cid", "Dee"]], "random_decks": {},
                              "commanders": {}, "starting_life": 60})
    assert sixty["state"]["teams"][0]["life"] == 60


def test_a_saved_commander_game_loads_as_it_was(tmp_path: Path) -> None:
    s = commander(commanders={"Bob": ["Thrasios", "Tymna"]})
    ok(s, cmd="commander_cast", player="Bob", commander="Tymna")
    ok(s, **{"cmd": "commander_damage", "from": "Bob", "commander": "Thrasios", "to": "Cid",
             "amount": 6})
    before = ok(s, cmd="save", path=str(tmp_path / "c.json"))["state"]
    ok(s, cmd="commander_cast", player="Ann")
    after = ok(s, cmd="load", path=str(tmp_path / "c.json"))["state"]
    assert after["players"] == before["players"] and after["format"] == "commander"


def test_a_save_without_formats_loads_as_free_for_all(tmp_path: Path) -> None:
    import json

    s = Session()
    s.handle({"cmd": "new", "players": ["Ann", "Bob"], "random_decks": {}})
    ok(s, cmd="save", path=str(tmp_path / "old.json"))
    raw = json.loads((tmp_path / "old.json").read_text(encoding="utf-8"))
    assert "formats" not in json.dumps(raw)  # what saves before issue 13 looked like
    state = ok(s, cmd="load", path=str(tmp_path / "old.json"))["state"]
    assert state["format"] == "free_for_all" and state["teams"] == []


@pytest.mark.parametrize(("change", "error"), [
    (lambda seats: seats[0].update(damage={"Ann/Commander": 3}), "no opponent's commander"),
    (lambda seats: seats[0].update(casts={"Kraum": 1}), "cast a commander they don't have"),
    (lambda seats: seats.pop(), "every player, and only they"),
    (lambda seats: seats[0].update(commanders=["A", "B", "C"]), "903.3c"),
])
def test_a_save_with_impossible_commanders_is_refused(tmp_path: Path, change: Any,
                                                      error: str) -> None:
    import json

    s = commander()
    path = tmp_path / "c.json"
    ok(s, cmd="save", path=str(path))
    raw = json.loads(path.read_text(encoding="utf-8"))
    change(raw.get("state", raw)["formats"]["commanders"])
    path.write_text(json.dumps(raw), encoding="utf-8")
    reply = s.handle({"cmd": "load", "path": str(path)})
    assert not reply["ok"] and error in reply["error"]
