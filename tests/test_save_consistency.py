"""The save loader refuses states no game reaches, each with its reason (and rule), and
reads hostile save bytes (truncated, fuzzed, deep, huge numbers) as a clean refusal."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from typing import Any

import pytest
from engine_helpers import CARDS, deck, new_game, to_main
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.actions import Leave, Life, Planeswalk, Roll
from engine.domain import DieFace, RollSource
from engine.errors import SaveFileError
from engine.game import Game
from engine.persistence import decode_game, encode_save

Doc = dict[str, Any]


def _game() -> Game:
    game, _ = new_game(("Ann", "Bob", "Cid"), decks={
        "Ann": deck("Krosa"), "Bob": deck("Tazeem", avoid=["Krosa"]),
        "Cid": deck("Naya", avoid=["Krosa", "Tazeem"])})
    to_main(game)
    game.apply(Roll(DieFace.BLANK, RollSource.MANUAL))
    game.apply(Life("Bob", delta=-3))
    game.apply(Planeswalk())
    game.apply(Leave("Cid"))
    return game


GAME = _game()
SAVE = encode_save(GAME.state, CARDS, None)
SAVE_WITH_HISTORY = encode_save(GAME.state, CARDS, None, history=GAME.history())


def _doc() -> Doc:
    doc: Doc = json.loads(SAVE)
    return doc


def test_the_real_game_loads() -> None:
    state = decode_game(SAVE, CARDS).state
    assert [c.name for c in state.face_up] == [c.name for c in GAME.state.face_up]
    assert decode_game(SAVE_WITH_HISTORY, CARDS).history is not None
    assert any(owner == "Cid" for owner, _ in GAME.state.removed)  # the test reaches 901.10


def _set(key: str, value: Any) -> Callable[[Doc], None]:
    return lambda d: d["state"].__setitem__(key, value)


def _first(key: str, field: str, value: Any) -> Callable[[Doc], None]:
    return lambda d: d["state"][key][0].__setitem__(field, value)


def _face_up_copy_of_deck_top(d: Doc) -> None:
    d["state"]["face_up"][0]["name"] = d["state"]["decks"]["Ann"][0]
    d["state"]["face_up"][0]["owner"] = "Ann"


def _drop_visited_card(d: Doc) -> None:
    gone = d["state"]["visited"][0]
    for deck_cards in d["state"]["decks"].values():
        if gone["name"] in deck_cards:
            deck_cards.remove(gone["name"])
    d["state"]["removed"] = [p for p in d["state"]["removed"] if p[1] != gone["name"]]
    d["state"]["face_up"] = [c for c in d["state"]["face_up"] if c["name"] != gone["name"]]


def _stack_item(**fields: Any) -> Callable[[Doc], None]:
    def damage(d: Doc) -> None:
        item = {"id": 1, "kind": "chaos", "source": "Krosa", "source_obj": None,
                "owner": "Ann", "controller": "Ann", "text": "x", "ability": 0,
                "reason": "chaos ensued", "info": {}}
        d["state"]["stack"] = [{**item, **fields}]
    return damage


IMPOSSIBLE = [
    (_set("face_up", []), "no plane or phenomenon is face up .*901.5"),
    (_face_up_copy_of_deck_top, "in two places at once .*901.4"),
    (lambda d: d["state"]["decks"]["Ann"].append(d["state"]["decks"]["Ann"][0]),
     "in two places at once"),
    (_drop_visited_card, "is now nowhere .*901.4"),
    (lambda d: d["state"]["removed"].append(["Ann", "Akoum"]),
     "left the game with 'Ann', who is not a player who left .*901.10"),
    (lambda d: d["state"]["decks"].__setitem__("Cid", ["Akoum"]),
     "belongs to 'Cid', who is not in the game .*901.10"),
    (lambda d: d["state"]["decks"].pop("Bob"), "'Bob' has no planar deck .*901.3"),
    (_set("rolls_this_turn", {"Zed": 1}), "'Zed' rolled the planar die this turn, but is not"),
    (_first("rolls", "roller", "Zed"), "a roll is recorded for 'Zed'"),
    (_first("rolls", "turn", 0), "this turn's roll record holds a roll from turn 0"),
    (_first("rolls", "confidence", 7), "confidence is 7, not between 0 and 1"),
    (_set("turn_player", "Zed"), "turn_player 'Zed' is not a player"),
    (_set("planar_controller", "Cid"), "planar controller 'Cid' has left .*311.5"),
    (_set("winner", "Ann"), "'Ann' has won, but the game is not over"),
    (_set("extra_turns", ["Zed"]), "extra turn is queued for 'Zed'.*800.4a"),
    (_set("extra_turns", ["Cid"]), "extra turn is queued for 'Cid'"),
    (_set("upcoming", ["cleanup", "end", "cleanup"]), "cleanup step is to come more than once"),
    (_set("upcoming", ["upkeep"] * 1001), "1001 steps are still to come"),
    (_set("step_counts", {}), "has not begun this turn"),
    (_set("game_step_counts", {"precombat_main": 1}), "began more often this turn than"),
    (_stack_item(controller="Zed"), "controlled by 'Zed', not a player"),
    (_stack_item(source=None), "has no source card; only the planeswalking ability .*901.8"),
    (_stack_item(ability=99), "ability 99 of Krosa, which has"),
    (_stack_item(source_obj=10_000), "object #10000, which doesn't exist yet"),
    (_stack_item(id=10_000), "not between 0 and next_id"),
    (lambda d: d["state"]["effects"].append(
        {"id": 1, "text": "x", "source": None, "until": "your_next_turn", "player": None,
         "face_rule": None, "end_text": None}), "names no player"),
    (lambda d: d["state"]["players"][1].__setitem__("in_game", False),
     "fewer than two players in it .*104.2a"),
    (lambda d: d["state"]["players"][0].__setitem__("poison", -1), "-1 poison counters"),
]


@pytest.mark.parametrize("damage, reason", IMPOSSIBLE)
def test_impossible_states_are_refused_with_the_reason(damage: Callable[[Doc], None],
                                                        reason: str) -> None:
    doc = _doc()
    damage(doc)
    with pytest.raises(SaveFileError, match=f"an impossible game: .*{reason}"):
        decode_game(json.dumps(doc).encode(), CARDS)


def test_an_impossible_history_base_loses_only_the_undo_history() -> None:
    doc = json.loads(SAVE_WITH_HISTORY)
    doc["history"]["base"]["face_up"] = []
    saved = decode_game(json.dumps(doc).encode(), CARDS)
    assert saved.history is None and "no plane or phenomenon" in str(saved.history_problem)


@pytest.mark.parametrize("text, reason", [
    ('{"format": "planechase-save", "version": 1, "state": ' + "[" * 5000, "deep"),
    ('{"format": "planechase-save", "version": ' + "1" * 5000 + "}", "more than 30 digits"),
    ('{"format": "planechase-save", "version": 1e400}', "too large"),
    ('{"format": "planechase-save", "version": NaN}', "not a number"),
    ('{"format": "planechase-\\ud800"}', "not valid Unicode"),
])
def test_hostile_save_text_is_refused_cleanly(text: str, reason: str) -> None:
    with pytest.raises(SaveFileError, match=reason):
        decode_game(text.encode(), CARDS)


def test_huge_numbers_in_fields_are_refused() -> None:
    doc = _doc()
    doc["state"]["turn"] = 10**25
    with pytest.raises(SaveFileError, match="turn is out of range"):
        decode_game(json.dumps(doc).encode(), CARDS)


def test_every_truncation_of_a_save_is_refused_cleanly() -> None:
    for end in range(len(SAVE)):
        with pytest.raises(SaveFileError, match=r"not a readable save file|damaged"):
            decode_game(SAVE[:end], CARDS)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_fuzzed_saves_load_or_are_refused_cleanly(data: st.DataObject) -> None:
    raw = bytearray(SAVE_WITH_HISTORY)
    for _ in range(data.draw(st.integers(1, 8))):
        i = data.draw(st.integers(0, len(raw) - 1))
        raw[i] = data.draw(st.sampled_from(b'0123456789[]{}",:-eE.tfnu\\ \x00\xff'))
    try:
        saved = decode_game(bytes(raw), CARDS)
    except SaveFileError as exc:
        assert len(str(exc)) < 600
        return
    Game.load(saved, CARDS)  # what loads can be played from


def _paths(obj: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out: list[tuple[Any, ...]] = []
    items = obj.items() if isinstance(obj, dict) else enumerate(obj) \
        if isinstance(obj, list) else ()
    for key, value in items:
        out.append((*prefix, key))
        out.extend(_paths(value, (*prefix, key)))
    return out


SAVE_PATHS = _paths(json.loads(SAVE_WITH_HISTORY))
any_text = st.text(st.characters(exclude_categories=()), max_size=20)
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | any_text,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(any_text, inner, max_size=3),
    max_leaves=10,
)


@settings(max_examples=int(os.environ.get("SAVE_FUZZ_EXAMPLES", "200")), deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(SAVE_PATHS), json_values)
def test_any_field_replaced_by_anything_loads_or_is_refused(path: tuple[Any, ...],
                                                            value: Any) -> None:
    doc = json.loads(SAVE_WITH_HISTORY)
    target = doc
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    raw = json.dumps(doc, ensure_ascii=False).encode("utf-8", "surrogatepass")
    try:
        saved = decode_game(raw, CARDS)
    except SaveFileError as exc:
        assert len(str(exc)) < 800
        return
    game, _ = Game.load(saved, CARDS)
    from engine.view import state_view

    json.dumps(state_view(game.state, CARDS), ensure_ascii=False).encode("utf-8")
