"""The planar cards as printed in other languages (``assets/cards/planar_cards_i18n.json``).

A table playing in Spanish wants to read the Spanish card it holds; the English Oracle text
stays the authority (old printings use old wording, "whenever you roll chaos"), so this
module only answers what was printed, and ``printed_face`` gives the painters a card whose
name, type line and text are the printed ones. A card never printed in a language has no
printed text in it and shows in English. A missing or broken file is logged once and
leaves every card in English: the app still starts.
"""

from __future__ import annotations

import json
import logging
import re
import unicodedata
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, replace
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from engine.cards import Card

log = logging.getLogger(__name__)

FORMAT = "planechase-card-translations"
VERSION = 1


@dataclass(frozen=True, slots=True)
class PrintedCard:
    """One card as printed in one language (verbatim, symbols as the source wrote them)."""

    english_name: str
    language: str
    name: str
    type_line: str
    text: str
    set: str
    """The printing the text comes from (OHOP, OPC2, PHOP, MOC, WHO)."""
    source: str


class PrintedCatalogue:
    """Every printed card by English name and language."""

    def __init__(self, cards: Mapping[str, Mapping[str, PrintedCard]]) -> None:
        self._cards = {name: dict(langs) for name, langs in cards.items()}

    @classmethod
    def empty(cls) -> PrintedCatalogue:
        return cls({})

    @classmethod
    def from_json(cls, raw: Any, origin: str) -> PrintedCatalogue:
        """Parse the built file; raise ValueError saying what is wrong with it."""
        if not isinstance(raw, dict) or raw.get("format") != FORMAT \
                or raw.get("version") != VERSION:
            raise ValueError(f"{origin}: expected format {FORMAT!r} version {VERSION}")
        cards = raw.get("cards")
        if not isinstance(cards, dict):
            raise ValueError(f"{origin}: 'cards' must be an object of English names")
        out: dict[str, dict[str, PrintedCard]] = {}
        for english, langs in cards.items():
            if not isinstance(langs, dict):
                raise ValueError(f"{origin}: {english!r} must map languages to printings")
            for language, item in langs.items():
                fields = {k: item.get(k) if isinstance(item, dict) else None
                          for k in ("name", "type_line", "text", "set", "source")}
                if not all(isinstance(v, str) for v in fields.values()):
                    raise ValueError(f"{origin}: {english!r} in {language!r} lacks a "
                                     "name, type_line, text, set or source string")
                out.setdefault(english, {})[language] = PrintedCard(
                    english, language, **{k: str(v) for k, v in fields.items()})
        return cls(out)

    @classmethod
    def load(cls, path: Path) -> PrintedCatalogue:
        """The catalogue in ``path``; empty (and logged) if it can't be read."""
        try:
            raw = json.loads(path.read_text(encoding="utf-8"))
            return cls.from_json(raw, str(path))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError, ValueError) as exc:
            log.warning("printed card texts unavailable, every card shows in English: %s", exc)
            return cls.empty()

    def __len__(self) -> int:
        return len(self._cards)

    def printed(self, english_name: str, language: str) -> PrintedCard | None:
        return self._cards.get(english_name, {}).get(language)

    def names(self) -> list[str]:
        """The English names of every card printed in some language, sorted."""
        return sorted(self._cards)

    def printings(self, english_name: str) -> Iterator[PrintedCard]:
        """The card in every language it was printed in."""
        return iter(self._cards.get(english_name, {}).values())


@cache
def default_catalogue() -> PrintedCatalogue:
    """The shipped catalogue, read once per process."""
    ref = resources.files("assets") / "cards" / "planar_cards_i18n.json"
    with resources.as_file(ref) as path:
        return PrintedCatalogue.load(Path(path))


def printed(english_name: str, language: str) -> PrintedCard | None:
    """The card as printed in ``language``, or None where it never was (or in English)."""
    return default_catalogue().printed(english_name, language)


def display_name(english_name: str, language: str) -> str:
    """The name a table playing in ``language`` calls the card: printed, else English."""
    found = printed(english_name, language)
    return found.name if found is not None else english_name


def fold(text: str) -> str:
    """Case, accents, width and spacing folded away, for matching what a player types
    ("academia" finds "Académie", "ＡＢＣ" finds "abc"; kana and kanji are kept)."""
    decomposed = unicodedata.normalize("NFKD", text.replace("\u2019", "'"))
    bare = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return " ".join(unicodedata.normalize("NFC", bare).casefold().split())


def english_name(name: str) -> str | None:
    """The English name of the card printed as ``name`` in any language (case, accents
    and width folded like the search), or None: ``engine.decks``' alias for a deck list
    typed or pasted with printed names ("Academia en Tolaria Oeste")."""
    return _by_printed_name(default_catalogue()).get(fold(name))


@cache
def _by_printed_name(catalogue: PrintedCatalogue) -> dict[str, str]:
    out: dict[str, str] = {}
    for english in catalogue.names():
        for card in catalogue.printings(english):
            # No two cards share a printed name in the shipped file; were they to, the
            # first keeps it rather than a list naming a different card each run.
            out.setdefault(fold(card.name), english)
    return out


# How the sources wrote the chaos symbol in the roll trigger of the older printings
# (OHOP/OPC2): the card shows the symbol, MTGJSON a word. German and Japanese leave the
# Latin "chaos" (German would capitalise the noun; Japanese would write カオス).
_CHAOS_WORDS: dict[str, re.Pattern[str]] = {
    "es": re.compile(r"(?<=\blances )caos\b"),
    "it": re.compile(r"(?<=\btiri )caos\b"),
    "fr": re.compile(r"(?<=\bobtenez )chaos\b"),
    "de": re.compile(r"\bchaos(?=\b)"),
    "ja": re.compile(r"chaos"),
}


def with_symbols(text: str, language: str) -> str:
    """Printed text with the chaos symbol written ``{CHAOS}``, as the English text has it."""
    pattern = _CHAOS_WORDS.get(language)
    return pattern.sub("{CHAOS}", text) if pattern is not None else text


def printed_face(card: Card, language: str) -> Card | None:
    """``card`` with its printed name, type line and text in ``language`` for painting
    (its chaos ability is the printed line in the same place), or None if not printed.
    The engine never sees it: the rules run on the Oracle card."""
    found = printed(card.name, language)
    if found is None:
        return None
    text = with_symbols(found.text, language)
    chaos = _lined_up(card.oracle_text, text, card.chaos_ability) if card.chaos_ability \
        else None
    return replace(card, name=found.name, type_line=found.type_line, oracle_text=text,
                   chaos_ability=chaos)


def _paragraphs(text: str) -> list[str]:
    return [p.strip() for p in text.split("\n") if p.strip()]


def printed_ability(card: Card, oracle_paragraph: str, language: str) -> str | None:
    """The printed text of the ability whose Oracle text is ``oracle_paragraph`` (one
    paragraph of ``card``'s Oracle text, or the lines of a modal one), symbols as
    ``with_symbols`` writes them; None where the card wasn't printed in ``language`` or
    its printed paragraphs don't line up one for one with the Oracle ones (then nothing
    says which printed paragraph is this ability)."""
    found = printed(card.name, language)
    if found is None:
        return None
    return _lined_up(card.oracle_text, with_symbols(found.text, language), oracle_paragraph)


def _lined_up(oracle: str, printed_text: str, part: str) -> str | None:
    """The printed paragraph(s) standing where ``part``'s paragraphs stand in ``oracle``;
    None unless the two texts have as many paragraphs (nothing else says which is which)."""
    english = _paragraphs(oracle)
    ours = _paragraphs(printed_text)
    wanted = _paragraphs(part)
    if len(english) != len(ours) or not wanted:
        return None
    span = len(wanted)
    for start in range(len(english) - span + 1):
        if english[start:start + span] == wanted:
            return "\n".join(ours[start:start + span])
    return None
