"""The Eternities Map (Wizards feature, 2010-07-19; issue 14) through the driver: setup,
moves, hellrides, collecting cards far away, and counters kept on the map.

The variant is layered on 901: one planar deck (901.15), the planeswalking ability (901.8)
moves the game on the map instead of turning up the top card (701.31b), each arrival is a
planeswalk (901.11), and only the card(s) the game is on are face up for the rules (901.7).
"""

from __future__ import annotations

from engine_helpers import CARDS, QUIET, ok, refused
from map_helpers import DECK, at, check_invariants, current, map_session, roll_move, state

from engine.driver import Session


def test_setup_deals_a_plus_with_a_plane_in_the_middle() -> None:
    s = map_session()
    st = state(s)
    assert st["variant"] == "eternities_map"
    assert st["map_settings"] == {"phenomena": "hellride_only",
                                  "planeswalk_effects": "choose_direction"}
    assert st["position"] == {"x": 0, "y": 0}
    assert [(e["x"], e["y"], e["name"], e["current"]) for e in st["map"]] == [
        (0, 1, "Astral Arena", False),
        (-1, 0, "Esper", False), (0, 0, "Akoum", True), (1, 0, "Celestine Reef", False),
        (0, -1, "Bant", False),
    ]
    assert all(e["face_up"] and e["kind"] == "plane" for e in st["map"])
    # 901.5: the middle card is the starting plane, the rules' one face-up card (901.7).
    assert [c["name"] for c in st["face_up"]] == ["Akoum"]
    assert st["visited"][0]["arrival"] == "start"
    assert st["map_moves"] == []
    check_invariants(st, DECK)


def test_901_5_a_phenomenon_dealt_to_the_middle_goes_to_the_bottom() -> None:
    deck = ["Interplanar Tunnel", *DECK[:19]]
    s = map_session(deck)
    st = state(s)
    assert current(st) == ["Akoum"]
    assert st["decks"]["shared"][-1] == "Interplanar Tunnel"
    check_invariants(st, deck)


def test_phenomena_dealt_around_the_middle_by_setting() -> None:
    deck = ["Akoum", "Interplanar Tunnel", *DECK[1:19]]
    hell = state(map_session(deck))
    assert at(hell, 0, 1) == ["Astral Arena"]  # hellride_only: to the bottom, another dealt
    assert hell["decks"]["shared"][-1] == "Interplanar Tunnel"
    on_map = state(map_session(deck, phenomena="on_map"))
    assert at(on_map, 0, 1) == ["Interplanar Tunnel"]
    assert [e["kind"] for e in on_map["map"] if e["y"] == 1] == ["phenomenon"]
    assert on_map["face_up"][0]["name"] == "Akoum"  # nothing encountered at setup
    check_invariants(on_map, deck)


def test_each_cardinal_move_goes_one_step_and_deals_around() -> None:
    for direction, dest, name in (("up", (0, 1), "Astral Arena"), ("down", (0, -1), "Bant"),
                                  ("right", (1, 0), "Celestine Reef"),
                                  ("left", (-1, 0), "Esper")):
        s = map_session()
        ok(s, cmd="roll", face="planeswalker", source="manual")
        reply = ok(s, cmd="resolve")
        choice = reply["state"]["pending_choice"]
        assert choice["kind"] == "map_move" and choice["player"] == "Ann"
        assert choice["prompt"] == ("Ann, move the game up, down, left or right, or hellride "
                                    "diagonally onto an empty space.")
        assert choice["options"] == ["up", "down", "left", "right", "up_left", "up_right",
                                     "down_left", "down_right"]
        moves = {m["direction"]: m for m in reply["state"]["map_moves"]}
        assert moves["up"] == {"direction": "up", "x": 0, "y": 1, "kind": "move",
                               "name": "Astral Arena"}
        assert moves["up_left"] == {"direction": "up_left", "x": -1, "y": 1,
                                    "kind": "hellride", "name": None}
        reply = ok(s, cmd="move", direction=direction)
        st = reply["state"]
        assert st["position"] == {"x": dest[0], "y": dest[1]}
        assert current(st) == [name] and st["face_up"][0]["name"] == name
        assert at(st, 0, 0) == ["Akoum"]  # the plane left stays on the map
        moved = [e for e in reply["events"] if e["type"] == "map_moved"]
        assert moved == [{"type": "map_moved", "player": "Ann", "direction": direction,
                          "from": {"x": 0, "y": 0}, "to": {"x": dest[0], "y": dest[1]},
                          "hellride": False, "message": moved[0]["message"],
                          "msg": moved[0]["msg"]}]
        walked = [e for e in reply["events"] if e["type"] == "planeswalked"]
        assert walked[0]["away_from"] == ["Akoum"] and walked[0]["to"] == name
        dealt = [e["name"] for e in reply["events"] if e["type"] == "map_dealt"]
        assert dealt == ["Feeding Grounds", "Gavony", "Grixis"]  # the three empty neighbours
        assert st["visited"][-1]["name"] == name and st["visited"][-1]["arrival"] == "planeswalk"
        assert st["pending_choice"] is None and st["map_moves"] == []
        check_invariants(st, DECK)


def test_choose_answers_the_move_as_move_does() -> None:
    a, b = map_session(), map_session()
    for s in (a, b):
        ok(s, cmd="roll", face="planeswalker", source="manual")
        ok(s, cmd="resolve")
    ok(a, cmd="move", direction="left")
    ok(b, cmd="choose", choice="left")
    assert state(a) == state(b)


def test_hellride_onto_an_empty_space_deals_a_card_there() -> None:
    s = map_session()
    reply = roll_move(s, "up_right")
    st = reply["state"]
    assert st["position"] == {"x": 1, "y": 1}
    assert current(st) == ["Feeding Grounds"]
    moved = next(e for e in reply["events"] if e["type"] == "map_moved")
    assert moved["hellride"] is True
    # the neighbours (1,2) and (2,1) were empty: dealt; (0,1) and (1,0) hold planes already
    assert at(st, 1, 2) == ["Gavony"] and at(st, 2, 1) == ["Grixis"]
    check_invariants(st, DECK)


def test_hellride_onto_a_plane_is_refused_naming_the_space_and_card() -> None:
    s = map_session()
    roll_move(s, "up")  # now at (0,1): down left is Esper at (-1,0)
    ok(s, cmd="roll", face="planeswalker", source="manual")
    reply = ok(s, cmd="resolve")
    assert "down_left" not in reply["state"]["pending_choice"]["options"]
    error = refused(s, cmd="move", direction="down_left")
    assert error == "You can hellride only onto an empty space; Down left holds Esper."
    assert refused(s, cmd="choose", choice="down_left") == error
    assert "up, down, left, right" in refused(s, cmd="move", direction="north")


def test_move_without_a_planeswalker_roll_is_refused() -> None:
    s = map_session()
    assert refused(s, cmd="move", direction="up") == (
        "There is no Planeswalker roll to resolve: the game moves on the Eternities Map only "
        "when the planeswalking ability resolves (901.8).")
    ok(s, cmd="roll", face="planeswalker", source="manual")
    # the ability is on the stack, not resolved yet
    assert "no Planeswalker roll to resolve" in refused(s, cmd="move", direction="up")


def test_move_in_an_ordinary_game_is_refused() -> None:
    s = Session(CARDS)
    ok(s, cmd="new", players=["Ann", "Bob"], shared_deck=QUIET[:20], shuffle=False,
       starting_player="Ann")
    st = state(s)
    assert (st["variant"], st["map_settings"], st["map"], st["position"], st["map_moves"]) == \
        (None, None, [], None, [])
    assert refused(s, cmd="move", direction="up") == \
        "This game isn't played on the Eternities Map."


def test_setup_refusals() -> None:
    s = Session(CARDS)
    base = {"cmd": "new", "players": ["Ann", "Bob"], "variant": "eternities_map"}
    reply = s.handle({**base, "decks": {"Ann": QUIET[:10], "Bob": QUIET[10:20]}})
    assert reply["error"] == ("The Eternities Map uses one planar deck of every plane in the "
                              "pool (901.15); give shared_deck.")
    reply = s.handle({**base, "random_decks": {}})
    assert "give shared_deck" in reply["error"]
    reply = s.handle({**base, "shared_deck": QUIET[:20], "map_settings": {"phenomena": "x"}})
    assert reply["error"] == ("'new': 'map_settings.phenomena' must be one of hellride_only, "
                              "on_map, off; got 'x'")
    reply = s.handle({**base, "shared_deck": QUIET[:20], "map_settings": {"size": 3}})
    assert "takes 'phenomena' and 'planeswalk_effects'" in reply["error"]
    reply = s.handle({**base, "variant": "hex_map", "shared_deck": QUIET[:20]})
    assert "'variant' must be eternities_map or null" in reply["error"]
    reply = s.handle({**base, "shared_deck": [*QUIET[:19], "Interplanar Tunnel"],
                      "map_settings": {"phenomena": "off"}})
    assert reply["error"] == ("With phenomena off, the Eternities Map's deck holds no "
                              "phenomena; leave out Interplanar Tunnel.")
    reply = s.handle({**base, "random_decks": {"shared": True}, "seed": 5,
                      "map_settings": {"phenomena": "off"}})
    assert reply["ok"], reply["error"]
    assert all(e["kind"] == "plane" for e in reply["state"]["map"])
    assert all(CARDS.get(n).is_plane for n in reply["state"]["decks"]["shared"])


def test_the_whole_pool_with_every_phenomenon_is_one_map_deck() -> None:
    """The map plays every card of the pool: 901.15a's cap of two phenomena per player is
    for the ordinary single deck, where the house rule doesn't place them."""
    phenomena = [c.name for c in CARDS if c.is_phenomenon and not c.playtest]
    assert len(phenomena) > 4
    deck = [*QUIET[:20], *phenomena]
    reply = Session(CARDS).handle({"cmd": "new", "players": ["Ann", "Bob"], "seed": 2,
                                   "variant": "eternities_map", "shared_deck": deck})
    assert reply["ok"], reply["error"]
    reply = Session(CARDS).handle({"cmd": "new", "players": ["Ann", "Bob"], "seed": 2,
                                   "shared_deck": deck})
    assert "at most 4 are allowed" in reply["error"]


def test_cards_more_than_three_steps_away_are_collected_and_shuffled_back() -> None:
    s = map_session()
    roll_move(s, "up")
    ok(s, cmd="next_turn")  # Bob's turn: he steers
    ok(s, cmd="goto", step="precombat_main")
    roll_move(s, "up")
    st = state(s)
    assert st["position"] == {"x": 0, "y": 2}
    assert at(st, 0, -1) == ["Bant"]  # 3 steps away: kept
    reply = roll_move(s, "up")
    st = reply["state"]
    collected = [e for e in reply["events"] if e["type"] == "map_collected"]
    assert len(collected) == 1
    assert sorted(collected[0]["names"]) == ["Bant", "Celestine Reef", "Esper"]
    for name in ("Bant", "Celestine Reef", "Esper"):
        assert name in st["decks"]["shared"]
    assert at(st, 0, 0) == ["Akoum"]  # exactly 3 steps from (0,3)
    check_invariants(st, DECK)


def test_counters_stay_on_a_plane_left_on_the_map_and_are_found_again() -> None:
    s = map_session()
    ok(s, cmd="counter", card="Akoum", kind="test", delta=2)
    first_obj = state(s)["face_up"][0]["id"]
    st = roll_move(s, "up")["state"]
    akoum = next(e for e in st["map"] if e["name"] == "Akoum")
    assert akoum["counters"] == {"test": 2} and not akoum["current"]
    st = roll_move(s, "down")["state"]
    assert st["face_up"][0]["name"] == "Akoum"
    assert st["face_up"][0]["counters"] == {"test": 2}
    assert st["face_up"][0]["id"] != first_obj  # 901.7a: a new object, same counters


def test_counters_are_lost_when_the_plane_is_collected() -> None:
    s = map_session()
    ok(s, cmd="counter", card="Akoum", kind="test", delta=2)
    collected: list[str] = []
    for _ in range(4):
        reply = roll_move(s, "up")
        collected += [n for e in reply["events"] if e["type"] == "map_collected"
                      for n in e["names"]]
        ok(s, cmd="next_turn")
        ok(s, cmd="goto", step="precombat_main")
    st = state(s)
    assert st["position"] == {"x": 0, "y": 4}
    assert "Akoum" in collected  # 4 steps from (0,4)
    # Back in the deck, or dealt again as a new card: either way without its counters.
    assert "Akoum" in st["decks"]["shared"] or \
        [e["counters"] for e in st["map"] if e["name"] == "Akoum"] == [{}]
    check_invariants(st, DECK)


def test_another_action_while_a_move_is_awaited_names_the_player_once() -> None:
    s = map_session()
    ok(s, cmd="roll", face="planeswalker", source="manual")
    ok(s, cmd="resolve")
    assert refused(s, cmd="next_step") == (
        "901.8: Ann must first choose where the game moves on the Eternities Map")
