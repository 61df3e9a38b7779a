"""The card loader (one loader, schema-checked), random decks and deck lists."""

from __future__ import annotations

import copy
import json
from importlib import resources

import pytest
from engine_helpers import CARDS

from engine import rng
from engine.automation import Automation, AutomationDataError, default_automation
from engine.cards import AbilityClass, CardDatabase, CardDataError, CardKind
from engine.decks import (
    SET_GROUPS,
    card_pool,
    format_deck_list,
    parse_deck_list,
    random_deck,
    validate_player_deck,
)
from engine.errors import BadCommand

RAW = json.loads((resources.files("assets") / "cards" / "planar_cards.json").read_text("utf-8"))


def test_the_engine_loader_loads_every_card() -> None:
    assert len(CARDS) == 176
    official = [c for c in CARDS if not c.playtest]
    assert len(official) == 151
    assert sum(c.kind is CardKind.PLANE for c in official) == 139
    assert sum(c.kind is CardKind.PHENOMENON for c in official) == 12
    for card in official:
        assert card.abilities, card.name
        if card.is_plane:  # 311.7: every plane has a chaos ability
            assert len(card.abilities_of(AbilityClass.CHAOS)) == 1, card.name
        else:  # 312.5
            assert len(card.abilities_of(AbilityClass.ENCOUNTER)) == 1, card.name
    assert CARDS.data_date == "2026-11-22"


@pytest.mark.parametrize("damage, message", [
    (lambda d: d.__setitem__("version", 2), "version"),
    (lambda d: d["cards"][0].__setitem__("kind", "dungeon"), "kind must be"),
    (lambda d: d["cards"][0]["abilities"][0].__setitem__("triggers", []), "not classified"),
    (lambda d: d["cards"][0]["abilities"][0]["triggers"][0].__setitem__("class", "x"),
     "unknown ability class"),
    (lambda d: d["cards"][1].__setitem__("name", d["cards"][0]["name"]), "not unique"),
    (lambda d: d["cards"][0].__setitem__("sets", [1]), "sets must be strings"),
])
def test_the_loader_checks_the_schema(damage, message) -> None:  # type: ignore[no-untyped-def]
    bad = copy.deepcopy(RAW)
    damage(bad)
    with pytest.raises(CardDataError, match=message):
        CardDatabase.from_json(bad)


def test_rulings_are_available() -> None:
    academy = CARDS.get("Academy at Tolaria West")
    assert academy.rulings and academy.rulings[0].date == "2009-10-01"


def test_rulings_carry_their_source_and_date() -> None:
    official = [c for c in CARDS if c.category == "official"]
    assert sum(1 for c in official if c.rulings) == 109
    caldaia = CARDS.get("The Caldaia").rulings
    blitz = [r for r in caldaia if "blitz" in r.text]
    assert blitz and blitz[0].date == "2022-04-29"
    source = blitz[0].source
    assert source is not None and source.key == "mse-MOC"
    assert source.label == "MTGJSON 5.2.2+20251002"
    assert source.repository == "taw/magic-search-engine" and len(source.commit) == 40
    assert all(r.source is not None for c in CARDS for r in c.rulings)


def test_a_ruling_with_an_unknown_source_is_refused() -> None:
    bad = copy.deepcopy(RAW)
    card = next(c for c in bad["cards"] if c["rulings"])
    card["rulings"][0]["source"] = "nowhere"
    with pytest.raises(CardDataError, match=r"ruling source 'nowhere' is not in the sources"):
        CardDatabase.from_json(bad)


def test_automation_data_is_valid_and_checked() -> None:
    auto = default_automation()
    for name, index in auto.automated():
        assert index < len(CARDS.get(name).abilities)
    with pytest.raises(AutomationDataError, match="unknown card"):
        Automation.from_json({"format": "planechase-automation", "version": 1,
                              "cards": {"Nowhere": {"0": []}}}, CARDS)
    with pytest.raises(AutomationDataError, match="unknown op"):
        Automation.from_json({"format": "planechase-automation", "version": 1,
                              "cards": {"Akoum": {"0": [{"op": "explode"}]}}}, CARDS)
    with pytest.raises(AutomationDataError, match="no ability #7"):
        Automation.from_json({"format": "planechase-automation", "version": 1,
                              "cards": {"Akoum": {"7": []}}}, CARDS)


def test_playtest_cards_are_off_by_default_in_deck_building() -> None:
    pool = card_pool(CARDS)
    assert not any(CARDS.get(n).playtest for n in pool)
    with_playtest = card_pool(CARDS, playtest=True)
    assert len(with_playtest) == 176
    assert all(CARDS.get(n).playtest for n in card_pool(CARDS, ["playtest"]))


def test_random_decks_are_legal_and_follow_the_set_filter() -> None:
    state = rng.seed_state(3)
    for size in (10, 15, 40):
        state, deck = random_deck(state, CARDS, size)
        assert len(deck) == size and len(set(deck)) == size
        assert sum(CARDS.get(n).is_phenomenon for n in deck) <= 2
        validate_player_deck("Ann", deck, CARDS)
    for group, codes in SET_GROUPS.items():
        if group == "playtest":
            continue
        state, deck = random_deck(state, CARDS, 10, sets=[group])
        assert all(codes & set(CARDS.get(n).sets) for n in deck), group
    with pytest.raises(BadCommand, match="unknown set 'lorwyn'"):
        random_deck(state, CARDS, 10, sets=["lorwyn"])
    with pytest.raises(BadCommand, match="too few cards"):
        random_deck(state, CARDS, 60, sets=["2012"])


def test_random_decks_through_new_game() -> None:
    from engine.driver import Session

    session = Session(CARDS)
    reply = session.handle({"cmd": "new", "players": ["Ann", "Bob", "Cat"], "seed": 9,
                            "random_decks": {"size": 12, "sets": ["who", "moc"]}})
    assert reply["ok"], reply["error"]
    decks = reply["state"]["decks"]
    assert sorted(decks) == ["Ann", "Bob", "Cat"]
    assert sum(len(d) for d in decks.values()) == 36 - 1  # one is the face-up starting plane
    again = Session(CARDS).handle({"cmd": "new", "players": ["Ann", "Bob", "Cat"], "seed": 9,
                                   "random_decks": {"size": 12, "sets": ["who", "moc"]}})
    assert again["state"]["decks"] == decks
    shared = Session(CARDS).handle({"cmd": "new", "players": ["Ann", "Bob"], "seed": 1,
                                    "random_decks": {"shared": True}})
    assert shared["ok"] and len(shared["state"]["decks"]["shared"]) == 19


def test_deck_lists_round_trip_and_suggest_near_misses() -> None:
    deck = ("Akoum", "Naar Isle", "Raven's Run", "The Drum, Mining Facility")
    text = format_deck_list(deck)
    assert text.splitlines()[0] == "1 Akoum"
    assert parse_deck_list(text, CARDS) == deck
    with pytest.raises(BadCommand) as err:
        parse_deck_list("1 Akoum\n1 Naar Ilse\n1 Ravens Run\n", CARDS)
    assert "line 2: unknown card name 'Naar Ilse'; did you mean 'Naar Isle'" in str(err.value)
    assert "line 3" in str(err.value) and "Raven's Run" in str(err.value)
