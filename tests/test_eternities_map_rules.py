"""The Eternities Map's house rules through the driver: each phenomenon setting, effects
that say "planeswalk" (Pompeii, 704.6f, Interplanar Tunnel, Spatial Merging, Norn's
Seedcore, the table's corrections), who chooses the direction (901.8 and the active
player), random directions, undo and redo, save and load in the middle of a move."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from engine_helpers import CARDS, QUIET, ok, refused
from map_helpers import DECK, at, check_invariants, current, map_session, roll_move, state

from engine.driver import Session

OTHER_PLANES = [c.name for c in CARDS if c.is_plane and c.name not in QUIET]


def events(reply: dict[str, Any], kind: str) -> list[dict[str, Any]]:
    return [e for e in reply["events"] if e["type"] == kind]


def resolve_all(s: Session) -> dict[str, Any]:
    reply = ok(s, cmd="state")
    while reply["state"]["stack"] and reply["state"]["pending_choice"] is None:
        reply = ok(s, cmd="resolve")
    return reply


# -- phenomena ---------------------------------------------------------------------------

def test_hellride_only_a_hellride_encounters_the_phenomenon_then_a_plane_replaces_it() -> None:
    deck = [*DECK[:5], "Mutual Epiphany", *DECK[5:19]]
    s = map_session(deck)
    reply = roll_move(s, "up_right")
    st = reply["state"]
    assert st["position"] == {"x": 1, "y": 1}
    assert current(st) == ["Mutual Epiphany"]  # encountered there
    assert [i["kind"] for i in st["stack"]] == ["encounter"]
    reply = ok(s, cmd="resolve")  # 704.6f: it goes to the bottom, a plane dealt in its place
    st = reply["state"]
    assert st["pending_choice"] is None
    assert st["position"] == {"x": 1, "y": 1}
    # Feeding Grounds and Gavony were dealt next to (1,1) on arrival: Grixis is next
    assert current(st) == ["Grixis"] and at(st, 1, 1) == ["Grixis"]
    assert st["decks"]["shared"][-1] == "Mutual Epiphany"
    walked = events(reply, "planeswalked")
    assert walked[-1]["away_from"] == ["Mutual Epiphany"] and walked[-1]["to"] == "Grixis"
    assert all(e["kind"] == "plane" for e in st["map"])
    check_invariants(st, deck)


def test_on_map_walking_onto_a_phenomenon_encounters_it_and_704_6f_asks_for_a_move() -> None:
    deck = ["Akoum", "Mutual Epiphany", *DECK[2:20]]
    s = map_session(deck, phenomena="on_map")
    assert at(state(s), 0, 1) == ["Mutual Epiphany"]
    reply = roll_move(s, "up")
    assert current(reply["state"]) == ["Mutual Epiphany"]
    reply = ok(s, cmd="resolve")  # the encounter trigger leaves the stack: 704.6f
    choice = reply["state"]["pending_choice"]
    assert choice["kind"] == "map_move" and choice["player"] == "Ann"
    # the die still shows the earlier roll: the prompt says what moves the game now
    assert choice["prompt"] == ("Ann, move the game up, down, left or right, or hellride "
                                "diagonally onto an empty space: the game planeswalks away "
                                "from Mutual Epiphany (704.6f).")
    reply = ok(s, cmd="move", direction="up")
    st = reply["state"]
    assert st["position"] == {"x": 0, "y": 2}
    assert at(st, 0, 1) == ["Mutual Epiphany"]  # it stays on the map
    check_invariants(st, deck)


def test_phenomena_off_deals_planes_only() -> None:
    s = Session(CARDS)
    reply = ok(s, cmd="new", players=["Ann", "Bob"], random_decks={"shared": True, "size": 30},
               seed=11, variant="eternities_map", map_settings={"phenomena": "off"})
    pool = [e["name"] for e in reply["state"]["map"]] + reply["state"]["decks"]["shared"]
    assert len(pool) == 30 and all(CARDS.get(n).is_plane for n in pool)


# -- effects that say "planeswalk" -------------------------------------------------------

def pompeii_session(**kw: Any) -> Session:
    """On Pompeii, in Ann's main phase, its upkeep eruption counter resolved."""
    s = map_session(["Pompeii", *DECK[1:20]], to_main=False, **kw)
    ok(s, cmd="goto", step="precombat_main")  # stops in the upkeep: Pompeii triggers
    ok(s, cmd="resolve")
    ok(s, cmd="goto", step="precombat_main")
    return s


def test_pompeiis_then_planeswalk_moves_like_a_planeswalker_roll() -> None:
    s = pompeii_session()
    ok(s, cmd="roll", face="chaos", source="manual")
    reply = ok(s, cmd="resolve")
    choice = reply["state"]["pending_choice"]
    assert choice["kind"] == "map_move" and choice["player"] == "Ann"
    assert "up_left" in choice["options"]
    assert choice["prompt"].endswith(": Pompeii says to planeswalk.")
    reply = ok(s, cmd="move", direction="down")
    st = reply["state"]
    assert st["position"] == {"x": 0, "y": -1} and current(st) == ["Bant"]
    assert at(st, 0, 0) == ["Pompeii"]
    assert [e["counters"] for e in st["map"] if e["name"] == "Pompeii"] == [{"eruption": 1}]
    assert st["stack"] == [] and st["pending_choice"] is None
    check_invariants(st, ["Pompeii", *DECK[1:20]])


def test_random_direction_moves_an_effect_one_random_cardinal_step() -> None:
    a = pompeii_session(effects="random_direction")
    ok(a, cmd="roll", face="chaos", source="manual")
    reply = ok(a, cmd="resolve")
    st = reply["state"]
    assert st["pending_choice"] is None
    moved = events(reply, "map_moved")
    assert len(moved) == 1 and moved[0]["direction"] in ("up", "down", "left", "right")
    assert abs(st["position"]["x"]) + abs(st["position"]["y"]) == 1
    b = pompeii_session(effects="random_direction")  # seeded: the same game, the same step
    ok(b, cmd="roll", face="chaos", source="manual")
    assert ok(b, cmd="resolve")["state"]["position"] == st["position"]
    # a Planeswalker roll still asks the active player
    ok(a, cmd="roll", face="planeswalker", source="manual")
    assert ok(a, cmd="resolve")["state"]["pending_choice"]["kind"] == "map_move"


def test_interplanar_tunnel_hellride_only_deals_the_chosen_plane_in_its_place() -> None:
    deck = [*DECK[:5], "Interplanar Tunnel", *DECK[5:19]]
    s = map_session(deck)
    roll_move(s, "up_right")
    reply = ok(s, cmd="resolve")
    choice = reply["state"]["pending_choice"]
    assert choice["kind"] == "card"
    pick = choice["options"][2]
    reply = ok(s, cmd="choose", choice=pick)
    st = reply["state"]
    assert st["position"] == {"x": 1, "y": 1} and current(st) == [pick]
    assert "Interplanar Tunnel" in st["decks"]["shared"]
    check_invariants(st, deck)


def test_interplanar_tunnel_on_the_map_puts_the_chosen_plane_where_the_game_moves() -> None:
    deck = ["Akoum", "Interplanar Tunnel", *DECK[2:20]]
    s = map_session(deck, phenomena="on_map")
    roll_move(s, "up")
    reply = ok(s, cmd="resolve")
    pick = reply["state"]["pending_choice"]["options"][1]
    reply = ok(s, cmd="choose", choice=pick)
    choice = reply["state"]["pending_choice"]
    assert choice["kind"] == "map_move" and choice["cards"] == [pick]
    assert choice["options"] == ["up", "down", "left", "right"]  # no hellride
    was_up = at(reply["state"], 0, 2)
    assert refused(s, cmd="move", direction="up_left").startswith(pick)
    reply = ok(s, cmd="move", direction="up")
    st = reply["state"]
    assert st["position"] == {"x": 0, "y": 2} and current(st) == [pick]
    assert at(st, 0, 1) == ["Interplanar Tunnel"]
    assert events(reply, "map_collected")[0]["names"] == was_up
    check_invariants(st, deck)


def test_spatial_merging_puts_both_planes_in_the_chosen_space() -> None:
    deck = [*DECK[:5], "Spatial Merging", *DECK[5:19]]
    s = map_session(deck)
    roll_move(s, "up_right")
    reply = ok(s, cmd="resolve")
    choice = reply["state"]["pending_choice"]
    assert choice["kind"] == "map_move" and len(choice["cards"]) == 2
    assert choice["options"] == ["up", "down", "left", "right"]
    planes = choice["cards"]
    reply = ok(s, cmd="move", direction="left")  # onto (0,1), Astral Arena's space
    st = reply["state"]
    assert st["position"] == {"x": 0, "y": 1}
    assert sorted(current(st)) == sorted(planes) and sorted(at(st, 0, 1)) == sorted(planes)
    assert sorted(c["name"] for c in st["face_up"]) == sorted(planes)
    assert "Astral Arena" in events(reply, "map_collected")[0]["names"]
    assert "Spatial Merging" in st["decks"]["shared"]  # a phenomenon leaves the map
    check_invariants(st, deck)
    # 901.11c: moving on, the game leaves both; both stay on the map, merged
    st = roll_move(s, "up")["state"]
    assert sorted(at(st, 0, 1)) == sorted(planes)
    walked = [e for e in st["log"] if e["type"] == "planeswalked"][-1]
    assert all(p in walked["text"] for p in planes)


def test_norns_seedcore_merges_the_plane_into_the_current_space() -> None:
    deck = ["Norn's Seedcore", *DECK[1:20]]
    s = map_session(deck)
    ok(s, cmd="roll", face="chaos", source="manual")
    reply = resolve_all(s)
    st = reply["state"]
    assert st["position"] == {"x": 0, "y": 0}
    assert at(st, 0, 0) == ["Norn's Seedcore", "Feeding Grounds"]
    assert current(st) == ["Norn's Seedcore", "Feeding Grounds"]
    check_invariants(st, deck)
    st = roll_move(s, "up")["state"]
    assert at(st, 0, 0) == ["Norn's Seedcore", "Feeding Grounds"]  # both stay, merged


def test_planeswalk_and_table_planeswalk_move_on_the_map() -> None:
    s = map_session()
    reply = ok(s, cmd="planeswalk")
    assert reply["state"]["pending_choice"]["kind"] == "map_move"
    assert reply["state"]["pending_choice"]["prompt"].endswith(
        "empty space: the table says to planeswalk.")
    ok(s, cmd="move", direction="up")
    reply = ok(s, cmd="table_planeswalk", card="Kessig")
    choice = reply["state"]["pending_choice"]
    assert choice["cards"] == ["Kessig"] and "up_left" not in choice["options"]
    st = ok(s, cmd="move", direction="right")["state"]
    assert st["position"] == {"x": 1, "y": 1} and current(st) == ["Kessig"]
    check_invariants(st, DECK)


# -- who chooses the direction -----------------------------------------------------------

def test_901_8_a_teammates_roll_is_steered_by_the_active_player() -> None:
    deck = [*QUIET, *OTHER_PLANES[:16]]
    s = Session(CARDS)
    ok(s, cmd="new", format="two_headed_giant", teams=[["Ann", "Bob"], ["Cid", "Dee"]],
       shared_deck=deck, shuffle=False, starting_player="Ann", variant="eternities_map")
    ok(s, cmd="goto", step="precombat_main")
    ok(s, cmd="roll", face="planeswalker", source="manual", player="Bob")
    reply = ok(s, cmd="resolve")
    st = reply["state"]
    assert st["pending_choice"]["player"] == "Ann" and st["pending_choice"]["kind"] == "map_move"
    assert refused(s, cmd="roll", face="planeswalker", source="manual").startswith(
        "901.8: Ann must first choose where the game moves")
    ok(s, cmd="move", direction="left")
    # an effect's roll by Bob: still Ann, the active player, steers
    ok(s, cmd="roll", face="planeswalker", source="manual", player="Bob", effect=True)
    reply = ok(s, cmd="resolve")
    assert reply["state"]["pending_choice"]["player"] == "Ann"
    st = ok(s, cmd="move", direction="down")["state"]
    assert st["position"] == {"x": -1, "y": -1}
    check_invariants(st, deck)


def test_the_planar_controller_steers_when_the_active_player_has_left() -> None:
    deck = [*QUIET, *OTHER_PLANES[:6]]
    s = Session(CARDS)
    ok(s, cmd="new", players=["Ann", "Bob", "Cid"], shared_deck=deck, shuffle=False,
       starting_player="Ann", variant="eternities_map")
    ok(s, cmd="goto", step="precombat_main")
    ok(s, cmd="roll", face="planeswalker", source="manual")
    ok(s, cmd="resolve")
    reply = ok(s, cmd="leave", player="Ann")  # the move under way is Bob's to steer now
    choice = reply["state"]["pending_choice"]
    assert choice["kind"] == "map_move" and choice["player"] == "Bob"
    assert choice["prompt"].startswith("Bob, move the game")
    ok(s, cmd="move", direction="up")
    ok(s, cmd="roll", face="planeswalker", source="manual", player="Bob", effect=True)
    assert ok(s, cmd="resolve")["state"]["pending_choice"]["player"] == "Bob"


def test_the_turn_ending_finishes_a_move_under_way() -> None:
    s = map_session()
    ok(s, cmd="roll", face="planeswalker", source="manual")
    ok(s, cmd="resolve")
    st = ok(s, cmd="end_turn")["state"]
    assert st["pending_choice"] is None and st["position"] == {"x": 0, "y": 1}


# -- undo, redo, save and load -------------------------------------------------------------

def test_undo_and_redo_across_a_move() -> None:
    s = map_session()
    ok(s, cmd="roll", face="planeswalker", source="manual")
    waiting = ok(s, cmd="resolve")["state"]
    moved = ok(s, cmd="move", direction="up_left")["state"]
    undone = ok(s, cmd="undo")["state"]
    assert {k: v for k, v in undone.items() if k not in ("log", "can_redo")} == \
        {k: v for k, v in waiting.items() if k not in ("log", "can_redo")}
    assert undone["map_moves"] and undone["position"] == {"x": 0, "y": 0}
    redone = ok(s, cmd="redo")["state"]
    assert {k: v for k, v in redone.items() if k != "log"} == \
        {k: v for k, v in moved.items() if k != "log"}


def test_a_move_saved_while_awaited_is_answered_after_load_as_without_the_save(
        tmp_path: Path) -> None:
    a, b = map_session(), map_session()
    for s in (a, b):
        ok(s, cmd="roll", face="planeswalker", source="manual")
        ok(s, cmd="resolve")
    path = tmp_path / "map.json"
    ok(a, cmd="save", path=str(path))
    c = Session(CARDS)
    loaded = ok(c, cmd="load", path=str(path))["state"]
    assert loaded["pending_choice"]["kind"] == "map_move"
    assert loaded["map"] == state(b)["map"] and loaded["map_moves"] == state(b)["map_moves"]
    ok(b, cmd="move", direction="down_right")
    ok(c, cmd="move", direction="down_right")
    sb, sc = state(b), state(c)
    assert {k: v for k, v in sb.items() if k != "log"} == \
        {k: v for k, v in sc.items() if k != "log"}
    ok(c, cmd="undo")  # the history came with the save
    assert state(c)["pending_choice"]["kind"] == "map_move"


def test_an_ordinary_save_loads_as_an_ordinary_game(tmp_path: Path) -> None:
    s = Session(CARDS)
    ok(s, cmd="new", players=["Ann", "Bob"], shared_deck=QUIET[:20], shuffle=False)
    path = tmp_path / "plain.json"
    ok(s, cmd="save", path=str(path))
    assert "eternities_map" not in path.read_text(encoding="utf-8")
    st = ok(Session(CARDS), cmd="load", path=str(path))["state"]
    assert st["variant"] is None and st["map"] == [] and st["position"] is None
