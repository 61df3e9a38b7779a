"""A planar ability's text as the table reads it: the card's printed paragraph in the
table's language where there is one, else the Oracle text.

The engine words an ability by its English Oracle text (the stack item's ``text``, the
``card.ability_text`` message of a resolution). A table playing in Spanish holds Spanish
cards: the stack and the log then quote the Spanish card (``printed_cards.printed_ability``),
and the Oracle text, which the rules run on, is the tooltip. The planeswalking ability
(901.9c) is no card's: its words are the app's, translated in the catalogue.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop import i18n
from desktop.printed_cards import printed_ability
from engine.cards import CardDatabase, default_cards
from engine.ops.resolver import effect_text
from engine.table.stack import PLANESWALK_TEXT

log = logging.getLogger(__name__)


def planeswalk_effect() -> str:
    """What the planeswalking ability does, in the table's language ("Planeswalk.")."""
    return QCoreApplication.translate("AbilityText", "Planeswalk.",
                                      "what the planeswalking ability does (901.9c)")


def planeswalk_text() -> str:
    """The planeswalking ability in full, in the table's language."""
    return QCoreApplication.translate(
        "AbilityText", "Whenever you roll the Planeswalker symbol on the planar die, planeswalk.",
        "the planeswalking ability (901.9c)")


@dataclass(frozen=True, slots=True)
class ShownAbility:
    """An ability as shown: ``text`` to read, ``tooltip`` the Oracle text behind it."""

    text: str
    tooltip: str
    printed: bool
    """Whether ``text`` is the card's printed paragraph."""


def printed_paragraph(source: str | None, oracle: str, language: str | None = None,
                      cards: CardDatabase | None = None) -> str | None:
    """``source``'s printed paragraph for its ability ``oracle`` in ``language`` (the
    table's), or None (no card, a card unknown here, not printed, paragraphs not lining up)."""
    if not source:
        return None
    db = cards if cards is not None else default_cards()
    if source not in db:
        return None
    return printed_ability(db.get(source), oracle, language or i18n.current())


def stack_ability(item: Mapping[str, Any], language: str | None = None,
                  cards: CardDatabase | None = None) -> ShownAbility:
    """What a stack item (the engine's view of it) does, as its row shows it: the printed
    paragraph, else the Oracle effect (a chosen mode's, for a modal ability)."""
    oracle = str(item.get("text") or "")
    source = item.get("source")
    effect = str(item.get("effect") or oracle)
    if not source and oracle == PLANESWALK_TEXT:
        return ShownAbility(planeswalk_effect(), planeswalk_text(), False)
    if not item.get("mode"):  # a chosen mode is one line of the paragraph: keep its Oracle
        shown = printed_paragraph(str(source or ""), oracle, language, cards)
        if shown is not None:
            return ShownAbility(shown, oracle, True)
    return ShownAbility(effect, oracle, False)


def whole_ability(item: Mapping[str, Any], language: str | None = None,
                  cards: CardDatabase | None = None) -> str:
    """A stack item's whole ability (trigger condition included), as its card reads in
    the table's language: the printed paragraph, else the Oracle text."""
    oracle = str(item.get("text") or "")
    source = item.get("source")
    if not source and oracle == PLANESWALK_TEXT:
        return planeswalk_text()
    shown = printed_paragraph(str(source or ""), oracle, language, cards)
    return shown if shown is not None else oracle


def resolved_ability(params: Mapping[str, Any], language: str | None = None,
                     cards: CardDatabase | None = None) -> str:
    """The ``card.ability_text`` message (what a resolving ability tells the table to do)
    in the table's language."""
    text = str(params.get("text", ""))
    card = str(params.get("card") or "")
    index = params.get("ability")
    if not card:
        return planeswalk_effect() if text == effect_text(PLANESWALK_TEXT) else text
    db = cards if cards is not None else default_cards()
    if card not in db or not isinstance(index, int):
        return text
    ability = next((a for a in db.get(card).abilities if a.index == index), None)
    # A modal ability resolves as its chosen mode (700.2): the words then differ from the
    # whole ability's, and the Oracle mode is what is shown.
    if ability is None or effect_text(ability.text) != text:
        return text
    shown = printed_paragraph(card, ability.text, language, db)
    return shown if shown is not None else text
