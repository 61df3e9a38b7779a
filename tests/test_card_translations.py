"""The printed foreign-language card text: the committed build and the build's checks.

The source is checked like input written by someone careless: each refusal names the card
and language, and nothing is written.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from tools import build_cards
from tools.card_translations import LANGUAGES, TranslationsError, load_translations

REPO = Path(__file__).resolve().parent.parent
I18N = REPO / "assets" / "cards" / "planar_cards_i18n.json"
CARDS = REPO / "assets" / "cards" / "planar_cards.json"
SHARED = REPO.parent / "shared" / "data"

ENGLISH: list[dict[str, Any]] = json.loads(CARDS.read_text(encoding="utf-8"))["cards"]
BUILT: dict[str, Any] = json.loads(I18N.read_text(encoding="utf-8"))

PROVENANCE = {"repository": "AUTRE04216/jsonSets", "path": "OPC2.json",
              "commit": "ca38aa761f36c5ac61bebfb6a6f37b6980c487de",
              "mtgjson_version": "5.2.0+20220425", "mtgjson_date": "2022-04-25",
              "extraction": "machine"}


def _entry() -> list[dict[str, Any]]:
    """A well-formed one-card source: Morphic Tide in Spanish, as in the 2012 FAQ."""
    return [{"name": "Morphic Tide", "translations": {"es": {
        "name": "Marea metamórfica", "type_line": "Fenómeno",
        "text": "Cuando te encuentres con la Marea metamórfica, cada jugador baraja todos los "
                "permanentes que posee en su biblioteca.",
        "set": "OPC2", "printed": True, "source": dict(PROVENANCE)}}}]


def _load(doc: object) -> dict[str, Any]:
    return load_translations(json.dumps(doc, ensure_ascii=False).encode(), ENGLISH)[0]


def test_well_formed_source_is_read_with_its_provenance_named_once() -> None:
    cards, sources = load_translations(json.dumps(_entry()).encode(), ENGLISH)
    assert cards["Morphic Tide"]["es"]["name"] == "Marea metamórfica"
    assert cards["Morphic Tide"]["es"]["source"] == "OPC2-2022-04-25"
    assert sources == {"OPC2-2022-04-25": PROVENANCE}


@pytest.mark.parametrize(("spoil", "message"), [
    (lambda d: d[0].update(name="Morphic Tyde"), "unknown card 'Morphic Tyde'"),
    (lambda d: d[0]["translations"].update(kl={}), "unknown language 'kl'"),
    (lambda d: d[0]["translations"]["es"].update(printed=False), "printed text, not Oracle"),
    (lambda d: d[0]["translations"]["es"].update(text="Uno.\nDos."),
     "the text has 2 lines, the English Oracle text 1"),
    (lambda d: d[0]["translations"]["es"].update(name=""), "'name' must be a non-empty"),
    (lambda d: d[0]["translations"]["es"].update(name="x" * 500), "longer than 120"),
    (lambda d: d[0]["translations"]["es"].update(name="Marea\x00"), "control character"),
    (lambda d: d[0]["translations"]["es"].update(set="XYZ"), "'set' must be one of"),
    (lambda d: d[0]["translations"]["es"]["source"].update(commit="HEAD"), "40-digit commit"),
    (lambda d: d[0]["translations"]["es"]["source"].pop("repository"),
     "'source.repository' must be"),
    (lambda d: d[0]["translations"]["es"].update(oracle="x"), "unknown field 'oracle'"),
    (lambda d: d.append(copy.deepcopy(d[0])), "listed twice"),
    (lambda d: d[0].update(name="Chicago"), None),  # a playtest card, or absent: refused
])
def test_careless_source_is_refused_naming_the_card(spoil: Any, message: str | None) -> None:
    doc = _entry()
    spoil(doc)
    with pytest.raises(TranslationsError) as err:
        _load(doc)
    if message is not None:
        assert message in str(err.value)
    assert "Morphic" in str(err.value) or "Chicago" in str(err.value)  # names the card


def test_duplicate_keys_and_broken_json_are_refused() -> None:
    raw = b'[{"name": "Morphic Tide", "name": "Morphic Tide", "translations": {}}]'
    with pytest.raises(TranslationsError, match="appears twice"):
        load_translations(raw, ENGLISH)
    with pytest.raises(TranslationsError, match="not valid UTF-8 JSON"):
        load_translations(b"\xff[", ENGLISH)


def test_committed_build_matches_the_readme_coverage() -> None:
    # shared/data/README.md, "Coverage": es/it 106, fr/de/ja 140, pt and zh-Hans 50 (MOC).
    assert BUILT["coverage"] == {"es": 106, "it": 106, "fr": 140, "de": 140, "ja": 140,
                                 "pt": 50, "zh-Hans": 50}
    official = {c["name"] for c in ENGLISH if c["category"] == "official"}
    assert set(BUILT["cards"]) <= official
    for name, langs in BUILT["cards"].items():
        assert list(langs) == [lang for lang in LANGUAGES if lang in langs], name
        for t in langs.values():
            assert t["source"] in BUILT["source"]["sources"]


def test_spanish_names_match_the_2012_faq() -> None:
    # seeds/001 (the Spanish Planechase 2012 FAQ) names these cards so.
    es = {name: langs["es"]["name"] for name, langs in BUILT["cards"].items() if "es" in langs}
    assert es["Morphic Tide"] == "Marea metamórfica"
    assert es["Chaotic Aether"] == "Éter caótico"
    assert es["Interplanar Tunnel"] == "Túnel interplanar"


@pytest.mark.skipif(not (SHARED / "planar_cards_i18n.json").is_file(),
                    reason="shared source data not present")
def test_check_passes_on_committed_output_and_fails_on_a_stale_one(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert build_cards.main(["--check"]) == 0
    stale = tmp_path / "i18n.json"
    stale.write_text(I18N.read_text(encoding="utf-8").replace("Éter caótico", "Eter"),
                     encoding="utf-8")
    assert build_cards.main(["--check", "--i18n-out", str(stale)]) == 1
    assert "out of date" in capsys.readouterr().err
