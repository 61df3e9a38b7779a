"""Tests of the committed card data file ``assets/cards/planar_cards.json``.

The file is read with ``json`` only; ``tools.build_cards`` is imported just to
check that the committed file is up to date (``--check``) and that the
classifier refuses lines it cannot place.
"""

from __future__ import annotations

import hashlib
import importlib
import json
import sys
from collections import Counter
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

REPO = Path(__file__).resolve().parent.parent
DATA = REPO / "assets" / "cards" / "planar_cards.json"
SHARED_SOURCE = REPO.parent / "shared" / "data" / "planar_cards.json"
RULINGS_UPDATE = SHARED_SOURCE.parent / "planar_rulings_update.json"

CLASSES = {
    "static",
    "chaos",
    "encounter",
    "planeswalk_to",
    "planeswalk_away",
    "step",
    "die_roll",
    "state",
    "table_trigger",
}
STEPS = {
    "upkeep",
    "draw",
    "precombat_main",
    "beginning_of_combat",
    "end_of_combat",
    "postcombat_main",
    "end",
}
SOURCE_FIELDS = {
    "name",
    "kind",
    "type_line",
    "plane_type",
    "oracle_text",
    "chaos_ability",
    "sets",
    "online_only_sets",
    "category",
    "rulings",
    "rulings_source",
    "oracle_source",
    "oracle_source_commit",
    "oracle_verified_current",
    "oracle_changed_since_2024_07",
    "scryfall_oracle_id",
    "scryfall_printing_ids",
    "notes",
}


@cache
def _document() -> dict[str, Any]:
    with DATA.open(encoding="utf-8") as fh:
        doc: dict[str, Any] = json.load(fh)
    return doc


@pytest.fixture
def doc() -> dict[str, Any]:
    return _document()


@pytest.fixture
def cards(doc: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {c["name"]: c for c in doc["cards"]}


def _official(doc: dict[str, Any]) -> list[dict[str, Any]]:
    return [c for c in doc["cards"] if c["category"] == "official"]


def _triggers(card: dict[str, Any]) -> list[list[dict[str, Any]]]:
    return [a["triggers"] for a in card["abilities"]]


def _abilities_with(card: dict[str, Any], cls: str) -> list[dict[str, Any]]:
    return [a for a in card["abilities"] if any(t["class"] == cls for t in a["triggers"])]


def _build_cards() -> ModuleType:
    if str(REPO) not in sys.path:
        sys.path.insert(0, str(REPO))
    return importlib.import_module("tools.build_cards")


def _step(step: str, whose: str, first: str | None = None) -> dict[str, Any]:
    return {"class": "step", "step": step, "whose": whose, "first": first}


# --------------------------------------------------------------------------
# Header
# --------------------------------------------------------------------------


def test_header_fields(doc: dict[str, Any]) -> None:
    assert list(doc) == ["format", "version", "data_date", "rules_version", "source", "cards"]
    assert doc["format"] == "planechase-cards"
    assert doc["version"] == 1
    assert doc["data_date"] == "2026-11-22"
    assert doc["rules_version"] == "2026-09-25"
    source = doc["source"]
    assert source["file"] == "shared/data/planar_cards.json"
    assert source["readme"] == "shared/data/README.md"
    assert len(source["sha256"]) == 64
    int(source["sha256"], 16)


def test_file_is_canonical_json(doc: dict[str, Any]) -> None:
    text = DATA.read_text(encoding="utf-8")
    assert text == json.dumps(doc, ensure_ascii=False, indent=1) + "\n"


@pytest.mark.skipif(not SHARED_SOURCE.is_file(), reason="shared source data not present")
def test_source_sha256_matches_shared_file(doc: dict[str, Any]) -> None:
    assert doc["source"]["sha256"] == hashlib.sha256(SHARED_SOURCE.read_bytes()).hexdigest()


@pytest.mark.skipif(not SHARED_SOURCE.is_file(), reason="shared source data not present")
def test_cards_keep_source_fields_unchanged(doc: dict[str, Any]) -> None:
    source = json.loads(SHARED_SOURCE.read_text(encoding="utf-8"))
    update = json.loads(RULINGS_UPDATE.read_text(encoding="utf-8"))
    assert [c["name"] for c in doc["cards"]] == [c["name"] for c in source]
    for built, original in zip(doc["cards"], source, strict=True):
        # The rulings update replaces whole rulings lists (and says where each came from);
        # every other source field is copied unchanged.
        replaced = {"rulings", "rulings_source"} if original["name"] in update["rulings"] else set()
        assert {k: built[k] for k in original if k not in replaced} == {
            k: v for k, v in original.items() if k not in replaced}
        if not replaced:
            assert [{"date": r["date"], "text": r["text"]} for r in built["rulings"]] == \
                original["rulings"]


# --------------------------------------------------------------------------
# Counts and flags
# --------------------------------------------------------------------------


def test_counts(doc: dict[str, Any]) -> None:
    all_cards = doc["cards"]
    assert len(all_cards) == 176
    by_kind = Counter((c["category"], c["kind"]) for c in all_cards)
    assert by_kind[("official", "plane")] == 139
    assert by_kind[("official", "phenomenon")] == 12
    assert sum(n for (cat, _), n in by_kind.items() if cat == "official") == 151
    assert sum(n for (cat, _), n in by_kind.items() if cat == "playtest") == 25
    assert set(by_kind) <= {
        ("official", "plane"),
        ("official", "phenomenon"),
        ("playtest", "plane"),
        ("playtest", "phenomenon"),
    }


def test_names_unique_and_sorted(doc: dict[str, Any]) -> None:
    names = [c["name"] for c in doc["cards"]]
    assert len(set(names)) == len(names)
    assert names == sorted(names, key=str.casefold)


def test_playtest_flag_matches_category(doc: dict[str, Any]) -> None:
    for card in doc["cards"]:
        assert card["playtest"] is (card["category"] == "playtest"), card["name"]


def test_every_source_field_present(doc: dict[str, Any]) -> None:
    for card in doc["cards"]:
        assert set(card) >= SOURCE_FIELDS | {"playtest", "abilities"}, card["name"]


# --------------------------------------------------------------------------
# Abilities and descriptors
# --------------------------------------------------------------------------


def _assert_valid_descriptor(name: str, d: dict[str, Any]) -> None:
    cls = d.get("class")
    assert cls in CLASSES, (name, d)
    if cls == "step":
        assert set(d) == {"class", "step", "whose", "first"}, (name, d)
        assert d["step"] in STEPS, (name, d)
        assert d["whose"] in {"your", "each"}, (name, d)
        assert d["first"] in {None, "turn", "game"}, (name, d)
    elif cls == "die_roll":
        assert set(d) == {"class", "roll", "whose"}, (name, d)
        assert d["roll"] in {"any", "blank", "chaos", "planeswalker"}, (name, d)
        assert d["whose"] in {"your", "each"}, (name, d)
    elif cls == "state":
        assert set(d) == {"class", "counter", "at_least"}, (name, d)
        assert isinstance(d["counter"], str) and d["counter"], (name, d)
        assert type(d["at_least"]) is int and d["at_least"] > 0, (name, d)
    else:
        assert set(d) == {"class"}, (name, d)


def test_all_abilities_have_valid_descriptors(doc: dict[str, Any]) -> None:
    for card in doc["cards"]:
        for ability in card["abilities"]:
            assert set(ability) <= {"text", "triggers", "classification_note", "modes"}
            assert ability["triggers"], (card["name"], ability["text"])
            for d in ability["triggers"]:
                _assert_valid_descriptor(card["name"], d)


def test_official_abilities_placed_by_rules(doc: dict[str, Any]) -> None:
    # Official lines never fall back to a guess: no classification_note.
    for card in _official(doc):
        for ability in card["abilities"]:
            assert ability["triggers"], (card["name"], ability["text"])
            assert "classification_note" not in ability, (card["name"], ability["text"])


def test_ability_texts_rebuild_oracle_text(doc: dict[str, Any]) -> None:
    for card in doc["cards"]:
        assert "\n".join(a["text"] for a in card["abilities"]) == card["oracle_text"]


def test_700_2_a_modal_ability_is_one_ability_with_its_modes(
    cards: dict[str, dict[str, Any]],
) -> None:
    # Event Horizon's bulleted lines are the modes of its one chaos ability.
    chaos = _abilities_with(cards["Event Horizon"], "chaos")
    assert len(chaos) == 1
    assert chaos[0]["text"].startswith("Whenever chaos ensues, choose one —\n• Draw four")
    assert chaos[0]["modes"] == [
        "Draw four cards.",
        "Destroy target permanent.",
        "You may return target creature card from your graveyard to the battlefield.",
    ]
    assert "classification_note" not in chaos[0]
    assert all("modes" not in a for c in cards.values() for a in c["abilities"]
               if c["name"] != "Event Horizon")


def test_official_planes_have_one_chaos_ability(doc: dict[str, Any]) -> None:
    for card in _official(doc):
        if card["kind"] != "plane":
            continue
        chaos = _abilities_with(card, "chaos")
        assert len(chaos) == 1, card["name"]
        assert chaos[0]["text"] == card["chaos_ability"], card["name"]
        assert not _abilities_with(card, "encounter"), card["name"]


def test_phenomena_have_one_encounter_and_no_chaos(doc: dict[str, Any]) -> None:
    phenomena = [c for c in doc["cards"] if c["kind"] == "phenomenon"]
    assert len(phenomena) == 15
    for card in phenomena:
        assert len(_abilities_with(card, "encounter")) == 1, card["name"]
        assert not _abilities_with(card, "chaos"), card["name"]


def test_granted_and_reminder_triggers_stay_static(
    cards: dict[str, dict[str, Any]],
) -> None:
    # Trigger words inside quotes or reminder text do not make a trigger.
    for name, index in [
        ("Bant", 0),
        ("Besieged Viking Village", 0),
        ("Towashi", 0),
        ("Strixhaven", 0),
        ("Talon Gates", 0),
        ("Trail of the Mage-Rings", 0),
        ("The Golden City of Orazca", 0),
        ("The Matrix of Time", 1),
        ("Two Streams Facility", 1),
    ]:
        assert _triggers(cards[name])[index] == [{"class": "static"}], name


def test_intervening_and_effect_clauses_are_not_triggers(
    cards: dict[str, dict[str, Any]],
) -> None:
    # "When you planeswalk to X, chaos ensues" is a planeswalk_to trigger only.
    assert _triggers(cards["Norn's Seedcore"])[0] == [{"class": "planeswalk_to"}]
    # "if you planeswalked to Unyaro this turn" is an intervening-if clause.
    assert _triggers(cards["Unyaro"])[0] == [_step("end", "your")]
    # Delayed "at the beginning of the next end step" inside the effect.
    assert _triggers(cards["Agyrem"])[0] == [{"class": "table_trigger"}]
    assert _triggers(cards["Bad Wolf Bay"])[0] == [_step("beginning_of_combat", "your")]


# --------------------------------------------------------------------------
# Spot checks required by the product spec
# --------------------------------------------------------------------------


def test_naar_isle(cards: dict[str, dict[str, Any]]) -> None:
    assert _triggers(cards["Naar Isle"]) == [[_step("upkeep", "your")], [{"class": "chaos"}]]


def test_mount_keralia(cards: dict[str, dict[str, Any]]) -> None:
    assert _triggers(cards["Mount Keralia"]) == [
        [_step("end", "your")],
        [{"class": "planeswalk_away"}],
        [{"class": "chaos"}],
    ]


def test_kilnspire_district(cards: dict[str, dict[str, Any]]) -> None:
    assert _triggers(cards["Kilnspire District"])[0] == [
        {"class": "planeswalk_to"},
        _step("precombat_main", "your", "turn"),
    ]


@pytest.mark.parametrize("name", ["Ghirapur", "Bad Wolf Bay"])
def test_beginning_of_combat_on_your_turn(cards: dict[str, dict[str, Any]], name: str) -> None:
    assert _triggers(cards[name])[0] == [_step("beginning_of_combat", "your")]


def test_panopticon(cards: dict[str, dict[str, Any]]) -> None:
    assert _triggers(cards["Panopticon"]) == [
        [{"class": "planeswalk_to"}],
        [_step("draw", "your")],
        [{"class": "chaos"}],
    ]


@pytest.mark.parametrize(
    "name", ["Stairs to Infinity", "Ten Wizards Mountain", "The Drum, Mining Facility"]
)
def test_roll_the_planar_die(cards: dict[str, dict[str, Any]], name: str) -> None:
    rolls = [t for a in _triggers(cards[name]) for t in a if t["class"] == "die_roll"]
    assert rolls == [{"class": "die_roll", "roll": "any", "whose": "your"}]


def test_pompeii(cards: dict[str, dict[str, Any]]) -> None:
    assert _triggers(cards["Pompeii"]) == [
        [{"class": "planeswalk_to"}, _step("upkeep", "your")],
        [{"class": "die_roll", "roll": "blank", "whose": "your"}],
        [{"class": "chaos"}],
    ]


def test_aretopolis(cards: dict[str, dict[str, Any]]) -> None:
    assert _triggers(cards["Aretopolis"]) == [
        [{"class": "planeswalk_to"}, _step("upkeep", "your")],
        [{"class": "state", "counter": "scroll", "at_least": 10}],
        [{"class": "chaos"}],
    ]


def test_two_streams_facility(cards: dict[str, dict[str, Any]]) -> None:
    assert _triggers(cards["Two Streams Facility"])[0] == [
        {"class": "planeswalk_to"},
        _step("upkeep", "each", "game"),
    ]


def test_temple_of_atropos(cards: dict[str, dict[str, Any]]) -> None:
    assert _triggers(cards["Temple of Atropos"]) == [
        [_step("postcombat_main", "your")],
        [{"class": "chaos"}],
    ]


def test_chaotic_aether(cards: dict[str, dict[str, Any]]) -> None:
    assert _triggers(cards["Chaotic Aether"]) == [[{"class": "encounter"}]]


def test_old_or_wording_and_missing_article(cards: dict[str, dict[str, Any]]) -> None:
    # "at beginning of your upkeep" (no "the") as printed on The Pyramid of Mars.
    assert _triggers(cards["The Pyramid of Mars"])[0] == [
        {"class": "planeswalk_to"},
        _step("upkeep", "your"),
    ]
    # Playtest "Whenever you planeswalk here or at the beginning of your upkeep".
    assert _triggers(cards["Circus of the Sun"])[0] == [
        {"class": "planeswalk_to"},
        _step("upkeep", "your"),
    ]


def test_glen_elendra_end_of_combat_each(cards: dict[str, dict[str, Any]]) -> None:
    assert _triggers(cards["Glen Elendra"])[0] == [_step("end_of_combat", "each")]


# --------------------------------------------------------------------------
# The build script
# --------------------------------------------------------------------------


@pytest.mark.skipif(not SHARED_SOURCE.is_file(), reason="shared source data not present")
def test_check_passes_on_committed_output() -> None:
    assert _build_cards().main(["--check"]) == 0


@pytest.mark.skipif(not SHARED_SOURCE.is_file(), reason="shared source data not present")
def test_check_fails_on_modified_output(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    doc = json.loads(DATA.read_text(encoding="utf-8"))
    doc["cards"][0]["abilities"][0]["triggers"] = [{"class": "static"}]
    modified = tmp_path / "planar_cards.json"
    modified.write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    assert _build_cards().main(["--check", "--out", str(modified)]) == 1
    assert "out of date" in capsys.readouterr().err
    missing = tmp_path / "missing.json"
    assert _build_cards().main(["--check", "--out", str(missing)]) == 1
    assert not missing.exists()


def test_unplaceable_official_line_is_an_error() -> None:
    module = _build_cards()
    card = {
        "name": "Nowhere",
        "kind": "plane",
        "category": "official",
        "oracle_text": "Draw a card.\nWhenever chaos ensues, draw a card.",
        "chaos_ability": "Whenever chaos ensues, draw a card.",
    }
    with pytest.raises(module.ClassificationError, match=r"Nowhere.*Draw a card"):
        module.classify_card(card)
    # The same line on a playtest card falls back, with a note.
    abilities = module.classify_card({**card, "category": "playtest"})
    assert abilities[0]["triggers"] == [{"class": "static"}]
    assert "fallback" in abilities[0]["classification_note"]


# --------------------------------------------------------------------------
# Rulings (shared/data/planar_rulings_update.json folded in by the build)
# --------------------------------------------------------------------------


def test_109_official_cards_have_rulings(doc: dict[str, Any]) -> None:
    with_rulings = [c for c in _official(doc) if c["rulings"]]
    assert len(with_rulings) == 109
    assert sum(len(c["rulings"]) for c in with_rulings) == 516
    assert not any(c["rulings"] for c in doc["cards"] if c["category"] == "playtest")


def test_every_ruling_names_a_known_source(doc: dict[str, Any]) -> None:
    sources = doc["source"]["rulings_update"]["sources"]
    assert doc["source"]["rulings_update"]["file"] == "shared/data/planar_rulings_update.json"
    for card in doc["cards"]:
        for ruling in card["rulings"]:
            assert set(ruling) == {"date", "text", "source"}, card["name"]
            assert ruling["source"] == card["rulings_source"], card["name"]
            assert ruling["source"] in sources, card["name"]
            assert len(ruling["date"]) == 10 and ruling["date"][4] == "-", card["name"]
    for prov in sources.values():
        assert prov["repository"] and prov["path"] and len(prov["commit"]) == 40


def test_update_rulings_are_present_with_their_source(
        doc: dict[str, Any], cards: dict[str, dict[str, Any]]) -> None:
    sources = doc["source"]["rulings_update"]["sources"]
    # Otaria's 2021 flashback rulings come from the 2025 MTGJSON (the 2019 list had none).
    otaria = cards["Otaria"]["rulings"]
    assert len(otaria) == 16
    assert sum(r["date"] == "2021-03-19" for r in otaria) == 11
    assert {r["source"] for r in otaria} == {"mse-OPCA"}
    assert sources["mse-OPCA"]["mtgjson_version"] == "5.2.2+20251002"
    # A MOC-new card had no rulings before the update.
    caldaia = cards["The Caldaia"]["rulings"]
    assert any("blitz" in r["text"] and r["date"] == "2022-04-29" for r in caldaia)
    assert cards["The Caldaia"]["rulings_source"] == "mse-MOC"
    assert sources["mse-MOC"]["repository"] == "taw/magic-search-engine"


@pytest.mark.skipif(not SHARED_SOURCE.is_file(), reason="shared source data not present")
def test_check_detects_a_stale_build_after_the_rulings_update_changes(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = tmp_path / "shared" / "data"
    data.mkdir(parents=True)
    (tmp_path / "shared" / "reference").mkdir()
    for name in ("planar_cards.json", "planar_cards_i18n.json", "README.md"):
        (data / name).write_bytes((SHARED_SOURCE.parent / name).read_bytes())
    rules = SHARED_SOURCE.parent.parent / "reference" / "planechase_rules.txt"
    (tmp_path / "shared" / "reference" / rules.name).write_bytes(rules.read_bytes())
    module = _build_cards()
    source = ["--source", str(data / "planar_cards.json")]
    # With the shared files as they are, the committed output is up to date.
    (data / RULINGS_UPDATE.name).write_bytes(RULINGS_UPDATE.read_bytes())
    assert module.main(["--check", *source, "--out", str(DATA)]) == 0
    # Drop one of Otaria's rulings from the update: the committed output is now stale.
    update = json.loads(RULINGS_UPDATE.read_text(encoding="utf-8"))
    update["rulings"]["Otaria"] = update["rulings"]["Otaria"][:-1]
    (data / RULINGS_UPDATE.name).write_text(json.dumps(update), encoding="utf-8")
    assert module.main(["--check", *source, "--out", str(DATA)]) == 1
    assert "out of date" in capsys.readouterr().err
    out = tmp_path / "built.json"
    assert module.main([*source, "--out", str(out),
                        "--i18n-out", str(tmp_path / "i18n.json")]) == 0
    assert module.main(["--check", *source, "--out", str(out),
                        "--i18n-out", str(tmp_path / "i18n.json")]) == 0
    built = json.loads(out.read_text(encoding="utf-8"))
    otaria = next(c for c in built["cards"] if c["name"] == "Otaria")
    assert len(otaria["rulings"]) == 15


def _update_doc() -> dict[str, Any]:
    return {
        "meta": {},
        "sources": {"s": {"repository": "r/x", "path": "p.json", "commit": "c" * 40}},
        "card_sources": {"Naar Isle": "s"},
        "rulings": {"Naar Isle": [{"date": "2009-10-01", "text": "A ruling."}]},
    }


@pytest.mark.skipif(not SHARED_SOURCE.is_file(), reason="shared source data not present")
@pytest.mark.parametrize(("change", "message"), [
    (lambda d: d["rulings"].update({"Nowhere Plane": []}), r"unknown card 'Nowhere Plane'"),
    (lambda d: d["rulings"].update({"Circus of the Sun": [{"date": "2024-01-01", "text": "x"}]}),
     r"'Circus of the Sun', which is not an official card"),
    (lambda d: d["rulings"]["Naar Isle"].append({"date": "2009-10-01", "text": "A ruling."}),
     r"'Naar Isle' ruling #1 repeats"),
    (lambda d: d["rulings"]["Naar Isle"].append({"date": 20091001, "text": "B"}),
     r"'Naar Isle' ruling #1 has a bad date"),
    (lambda d: d["rulings"]["Naar Isle"].append({"date": "2009-10-01", "text": ["B"]}),
     r"'Naar Isle' ruling #1 has no text"),
    (lambda d: d["rulings"]["Naar Isle"].append("2009-10-01: B"),
     r"'Naar Isle' ruling #1 must be an object"),
    (lambda d: d["rulings"].update({"Naar Isle": {"date": "2009-10-01"}}),
     r"'Naar Isle': rulings must be a non-empty list"),
    (lambda d: d["card_sources"].update({"Naar Isle": "nowhere"}),
     r"'Naar Isle' has no known source"),
    (lambda d: d["card_sources"].update({"Akoum": "s"}), r"names 'Akoum', which has no rulings"),
    (lambda d: d["sources"]["s"].pop("commit"), r"source 's' needs a repository, path and commit"),
    (lambda d: d.update({"rulings": []}), r"'rulings' must be an object"),
])
def test_rulings_update_is_validated(change: Any, message: str) -> None:
    module = _build_cards()
    cards = json.loads(SHARED_SOURCE.read_text(encoding="utf-8"))
    doc = _update_doc()
    assert module.load_rulings_update(json.dumps(doc).encode(), cards)["rulings"]["Naar Isle"] \
        == [{"date": "2009-10-01", "text": "A ruling.", "source": "s"}]
    change(doc)
    with pytest.raises(module.RulingsUpdateError, match=message):
        module.load_rulings_update(json.dumps(doc).encode(), cards)


@pytest.mark.skipif(not SHARED_SOURCE.is_file(), reason="shared source data not present")
def test_rulings_update_rejects_a_card_listed_twice() -> None:
    module = _build_cards()
    cards = json.loads(SHARED_SOURCE.read_text(encoding="utf-8"))
    text = json.dumps(_update_doc())
    entry = '"Naar Isle": [{"date": "2009-10-01", "text": "A ruling."}]'
    assert entry in text
    twice = text.replace(entry, entry + ", " + entry.replace("A ruling", "Another"))
    with pytest.raises(module.RulingsUpdateError, match=r"'Naar Isle' appears twice"):
        module.load_rulings_update(twice.encode(), cards)
    with pytest.raises(module.RulingsUpdateError, match=r"not valid UTF-8 JSON"):
        module.load_rulings_update(b"\xff{", cards)
