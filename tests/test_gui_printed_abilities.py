"""Abilities in the table's language: the stack, the ordering choice and the log quote the
card's printed paragraph where it lines up with the Oracle one (the Oracle text in the
tooltip), and the planeswalking ability speaks the table's language (offscreen Qt)."""

from __future__ import annotations

import logging
import os
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from engine_helpers import deck
from pytestqt.qtbot import QtBot

from desktop import i18n, printed_cards
from desktop.ability_text import resolved_ability, stack_ability, whole_ability
from desktop.bridge import EngineBridge
from desktop.engine_text import render
from desktop.printed_cards import PrintedCard, printed, printed_ability, with_symbols
from desktop.table.stack_view import StackView
from engine.actions import Chaos, Goto, NewGame, Resolve, Roll
from engine.cards import default_cards
from engine.domain import DieFace, Step
from engine.table.stack import PLANESWALK_TEXT

log = logging.getLogger(__name__)

CARDS = default_cards()
LANGUAGES = ("es", "it", "fr", "de", "ja")


@pytest.fixture(autouse=True)
def _english_after(qapp: object) -> Any:
    yield
    i18n.install("en")


def _paragraphs(text: str) -> list[str]:
    return [p for p in text.split("\n") if p.strip()]


def test_printed_abilities_line_up_over_all_cards() -> None:
    counts = {}
    for language in LANGUAGES:
        printed_here = lined_up = 0
        for card in CARDS:
            found = printed(card.name, language)
            if found is None:
                assert all(printed_ability(card, a.text, language) is None
                           for a in card.abilities)
                continue
            printed_here += 1
            ours = _paragraphs(with_symbols(found.text, language))
            english = _paragraphs(card.oracle_text)
            if len(ours) != len(english):
                assert all(printed_ability(card, a.text, language) is None
                           for a in card.abilities)
                continue
            lined_up += 1
            for ability in card.abilities:
                shown = printed_ability(card, ability.text, language)
                assert shown is not None, (card.name, language, ability.index)
                # the paragraph in the ability's place, chaos symbol as the Oracle writes it
                assert shown.split("\n")[0].strip() == ours[english.index(
                    ability.text.split("\n")[0])].strip()
        counts[language] = (lined_up, printed_here)
        assert lined_up > 0
    log.info("printed paragraphs lining up with the Oracle ones: %s", counts)
    # Every printing shipped lines up today: es/it 106 cards, fr/de/ja 140 (of 176).
    assert counts == {"es": (106, 106), "it": (106, 106), "fr": (140, 140),
                      "de": (140, 140), "ja": (140, 140)}


def test_paragraphs_that_dont_line_up_give_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    card = CARDS.get("Akoum")
    merged = PrintedCard(card.name, "es", "Akoum", "Plano — Zendikar",
                         "Una sola frase que junta todo.", "OHOP", "test")
    monkeypatch.setattr(printed_cards, "printed", lambda name, language: merged)
    assert printed_ability(card, card.abilities[0].text, "es") is None
    assert printed_ability(card, "Not this card's text.", "en") is None


def test_the_chaos_ability_quotes_the_spanish_card() -> None:
    card = CARDS.get("Akoum")
    assert card.chaos_ability is not None
    shown = printed_ability(card, card.chaos_ability, "es")
    assert shown is not None and shown.startswith("Siempre que lances {CHAOS}")


def _bridge(top: str) -> EngineBridge:
    bridge = EngineBridge(CARDS)
    assert bridge.new_game(NewGame(
        players=("Ann", "Bob"), decks=(("Ann", tuple(deck(top))),
                                       ("Bob", tuple(deck("Tazeem", avoid=[top])))),
        shuffle=False, starting_player="Ann"))
    assert bridge.try_apply(Goto(Step.PRECOMBAT_MAIN)) is None
    return bridge


def test_stack_and_log_quote_the_printed_card(qtbot: QtBot) -> None:
    i18n.install("es")
    bridge = _bridge("Akoum")
    stack = StackView(bridge)
    qtbot.addWidget(stack)
    assert bridge.try_apply(Chaos()) is None
    [row] = stack.items()
    oracle = CARDS.get("Akoum").chaos_ability
    assert row.printed and row.effect_text.startswith("Ann: Siempre que lances {CHAOS}")
    assert row.text_label.toolTip() == oracle
    events: list[dict[str, Any]] = []
    bridge.changed.connect(lambda _v, e: events.extend(e))
    assert bridge.try_apply(Resolve()) is None
    [said] = [e for e in events if e["type"] == "instruction"]
    assert render(said["msg"]).startswith("Ann: Siempre que lances {CHAOS}")
    # In English the Oracle effect, as the engine says it.
    i18n.install("en")
    assert render(said["msg"]) == "Ann: Destroy target creature that isn't enchanted."


def test_a_card_not_printed_keeps_the_oracle_effect() -> None:
    i18n.install("es")
    item = {"source": "Bad Wolf Bay", "text": CARDS.get("Bad Wolf Bay").abilities[0].text,
            "effect": "Effect.", "mode": None}
    assert printed("Bad Wolf Bay", "es") is None
    shown = stack_ability(item)
    assert (shown.text, shown.printed) == ("Effect.", False)
    assert whole_ability(item) == item["text"]


def test_a_chosen_mode_keeps_its_oracle_words() -> None:
    card = CARDS.get("Akoum")
    ability = card.abilities[-1]
    assert resolved_ability({"card": "Akoum", "ability": ability.index,
                             "text": "Some mode."}, "es") == "Some mode."
    item = {"source": "Akoum", "text": ability.text, "effect": "Some mode.",
            "mode": "Some mode."}
    assert stack_ability(item, "es").text == "Some mode."


@pytest.mark.parametrize(("language", "words"), [
    ("es", "Camina por los planos."), ("it", "Viaggia tra i piani."),
    ("fr", "Transplanez-vous."), ("de", "Weltenwandere."), ("ja", "プレインズウォークする。")])
def test_the_planeswalking_ability_speaks_the_tables_language(
        qtbot: QtBot, language: str, words: str) -> None:
    i18n.install(language)
    bridge = _bridge("Akoum")
    stack = StackView(bridge)
    qtbot.addWidget(stack)
    assert bridge.try_apply(Roll(DieFace.PLANESWALKER)) is None
    [row] = stack.items()
    assert row.effect_text == f"Ann: {words}"
    assert row.text_label.toolTip() not in ("", PLANESWALK_TEXT)
    # A sourceless ability told to the table says the same (card.ability_text).
    assert resolved_ability({"card": "", "ability": None, "text": "Planeswalk."}) == words
