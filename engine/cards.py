"""The planar card database: one loader with schema checks.

Card data is built from ``../shared/data`` by ``tools/build_cards.py`` and committed in
``assets/cards/planar_cards.json``, so an installed app needs nothing outside itself.
"""

from __future__ import annotations

import difflib
import json
import logging
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cache
from importlib import resources
from typing import Any

from engine.domain import Step
from engine.errors import UnknownCard

log = logging.getLogger(__name__)

CARDS_FORMAT = "planechase-cards"
CARDS_VERSION = 1


class CardDataError(Exception):
    """The card data file is missing or does not match the schema."""


class CardKind(StrEnum):
    """The two planar card types."""

    PLANE = "plane"
    """A plane card (311)."""
    PHENOMENON = "phenomenon"
    """A phenomenon card (312)."""


class AbilityClass(StrEnum):
    """How an ability of a planar card behaves, for the engine's triggers."""

    STATIC = "static"
    """Affects the game while face up; never uses the stack."""
    CHAOS = "chaos"
    """Triggers whenever chaos ensues (311.7)."""
    ENCOUNTER = "encounter"
    """Triggers when the phenomenon is encountered (312.5)."""
    PLANESWALK_TO = "planeswalk_to"
    """Triggers when a player planeswalks to this card (901.11)."""
    PLANESWALK_AWAY = "planeswalk_away"
    """Triggers when a player planeswalks away from this card (901.11b)."""
    STEP = "step"
    """Triggers at the beginning of a step."""
    DIE_ROLL = "die_roll"
    """Triggers when the planar die is rolled (901.9d)."""
    STATE = "state"
    """Triggers when a counter condition on this card becomes true (603.8)."""
    TABLE_TRIGGER = "table_trigger"
    """Triggers on events at the table that the app cannot see (creatures, spells)."""


@dataclass(frozen=True, slots=True)
class Trigger:
    """One trigger condition of an ability; an ability may have several."""

    cls: AbilityClass
    step: Step | None = None
    whose: str | None = None
    """"your" (the planar controller's turn or roll) or "each"."""
    first: str | None = None
    """None, "turn" (first such step this turn) or "game" (first in the game)."""
    roll: str | None = None
    """"any", "blank", "chaos" or "planeswalker" for die-roll triggers."""
    counter: str | None = None
    at_least: int | None = None


@dataclass(frozen=True, slots=True)
class Ability:
    index: int
    text: str
    triggers: tuple[Trigger, ...]
    modes: tuple[str, ...] = ()
    """The modes of a modal ability ("choose one —"), chosen as it goes on the stack."""

    def has(self, cls: AbilityClass) -> bool:
        return any(t.cls is cls for t in self.triggers)


@dataclass(frozen=True, slots=True)
class RulingSource:
    """Where a list of rulings was read: a repository file at a commit."""

    key: str
    repository: str
    path: str
    commit: str
    mtgjson_version: str | None = None
    mtgjson_date: str | None = None

    @property
    def label(self) -> str:
        """A short name for the table, e.g. "MTGJSON 5.2.2+20251002"."""
        if self.mtgjson_version:
            return f"MTGJSON {self.mtgjson_version}"
        return self.repository

    @property
    def detail(self) -> str:
        """The full provenance: repository, path and commit."""
        return f"{self.repository} {self.path} @ {self.commit[:12]}"


@dataclass(frozen=True, slots=True)
class Ruling:
    date: str
    """YYYY-MM-DD."""
    text: str
    source: RulingSource | None = None


@dataclass(frozen=True, slots=True)
class Card:
    """A plane or phenomenon, as printed (Oracle text) plus its classified abilities."""

    name: str
    kind: CardKind
    type_line: str
    plane_type: str | None
    oracle_text: str
    chaos_ability: str | None
    sets: tuple[str, ...]
    category: str
    playtest: bool
    rulings: tuple[Ruling, ...]
    abilities: tuple[Ability, ...]
    notes: str | None = None
    _by_class: dict[AbilityClass, tuple[tuple[Ability, Trigger], ...]] = field(
        default_factory=dict, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # Triggers are looked up on every step and roll: index them once per card.
        index: dict[AbilityClass, list[tuple[Ability, Trigger]]] = {}
        for ability in self.abilities:
            for trig in ability.triggers:
                index.setdefault(trig.cls, []).append((ability, trig))
        object.__setattr__(self, "_by_class", {k: tuple(v) for k, v in index.items()})

    @property
    def is_phenomenon(self) -> bool:
        return self.kind is CardKind.PHENOMENON

    @property
    def is_plane(self) -> bool:
        return self.kind is CardKind.PLANE

    def abilities_of(self, cls: AbilityClass) -> tuple[tuple[Ability, Trigger], ...]:
        return self._by_class.get(cls, ())


def normalise_name(name: str) -> str:
    """Fold case, curly quotes, dashes and spacing so "naar  isle" finds "Naar Isle"."""
    text = unicodedata.normalize("NFKC", name)
    text = text.replace("\u2019", "'").replace("\u2018", "'").replace("\u2014", "-")
    return " ".join(text.casefold().split())


class CardDatabase:
    """Every planar card, looked up by exact or normalised English name."""

    def __init__(self, cards: list[Card], *, data_date: str, rules_version: str) -> None:
        self._by_name = {c.name: c for c in cards}
        if len(self._by_name) != len(cards):
            raise CardDataError("card names in the data file are not unique")
        self._by_norm = {normalise_name(c.name): c for c in cards}
        self.data_date = data_date
        self.rules_version = rules_version

    @classmethod
    def from_json(cls, raw: Any, *, origin: str = "<data>") -> CardDatabase:
        if not isinstance(raw, dict):
            raise CardDataError(f"{origin}: expected a JSON object at the top")
        if raw.get("format") != CARDS_FORMAT or raw.get("version") != CARDS_VERSION:
            raise CardDataError(
                f"{origin}: expected format {CARDS_FORMAT!r} version {CARDS_VERSION}, "
                f"got {raw.get('format')!r} version {raw.get('version')!r}"
            )
        items = raw.get("cards")
        if not isinstance(items, list) or not items:
            raise CardDataError(f"{origin}: 'cards' must be a non-empty list")
        sources = _parse_ruling_sources(raw.get("source"), origin)
        cards = [_parse_card(item, f"{origin}: card #{i}", sources)
                 for i, item in enumerate(items)]
        return cls(
            cards,
            data_date=_req(raw, "data_date", str, origin),
            rules_version=_req(raw, "rules_version", str, origin),
        )

    def __len__(self) -> int:
        return len(self._by_name)

    def __iter__(self) -> Iterator[Card]:
        return iter(self._by_name.values())

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and name in self._by_name

    def get(self, name: str) -> Card:
        """The card with exactly this canonical name (internal use; trusted names)."""
        return self._by_name[name]

    def resolve(self, name: str) -> Card:
        """Find a card by a name a person typed; raise UnknownCard with suggestions."""
        card = self._by_name.get(name) or self._by_norm.get(normalise_name(name))
        if card is None:
            raise UnknownCard(name, self.suggest(name))
        return card

    def suggest(self, name: str, n: int = 3) -> list[str]:
        """The closest card names to ``name``, best first."""
        norm = normalise_name(name)
        close = difflib.get_close_matches(norm, list(self._by_norm), n=n, cutoff=0.6)
        if not close:
            # Fall back to substring matches, so "keralia" finds "Mount Keralia".
            close = [k for k in self._by_norm if norm and norm in k][:n]
        return [self._by_norm[k].name for k in close]


@cache
def default_cards() -> CardDatabase:
    """The card database shipped in ``assets/cards`` (loaded once per process)."""
    ref = resources.files("assets") / "cards" / "planar_cards.json"
    try:
        raw = json.loads(ref.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise CardDataError(f"can't read the shipped card data {ref}: {exc}") from exc
    db = CardDatabase.from_json(raw, origin="assets/cards/planar_cards.json")
    log.debug("loaded %d planar cards (data of %s)", len(db), db.data_date)
    return db


def _req(obj: dict[str, Any], key: str, typ: type, where: str) -> Any:
    value = obj.get(key)
    if not isinstance(value, typ):
        raise CardDataError(f"{where}: field {key!r} must be {typ.__name__}, got {value!r}")
    return value


def _opt_str(obj: dict[str, Any], key: str, where: str) -> str | None:
    value = obj.get(key)
    if value is not None and not isinstance(value, str):
        raise CardDataError(f"{where}: field {key!r} must be a string or null")
    return value


_STEP_NAMES = {s.value: s for s in Step}


def _parse_trigger(raw: Any, where: str) -> Trigger:
    if not isinstance(raw, dict):
        raise CardDataError(f"{where}: a trigger must be an object")
    try:
        cls = AbilityClass(str(raw.get("class")))
    except ValueError:
        raise CardDataError(f"{where}: unknown ability class {raw.get('class')!r}") from None
    if cls is AbilityClass.STEP:
        step = _STEP_NAMES.get(raw.get("step", ""))
        whose, first = raw.get("whose"), raw.get("first")
        if step is None or whose not in ("your", "each") or first not in (None, "turn", "game"):
            raise CardDataError(f"{where}: bad step trigger {raw!r}")
        return Trigger(cls, step=step, whose=whose, first=first)
    if cls is AbilityClass.DIE_ROLL:
        roll, whose = raw.get("roll"), raw.get("whose", "your")
        if roll not in ("any", "blank", "chaos", "planeswalker") or whose not in ("your", "each"):
            raise CardDataError(f"{where}: bad die-roll trigger {raw!r}")
        return Trigger(cls, roll=roll, whose=whose)
    if cls is AbilityClass.STATE:
        counter, at_least = raw.get("counter"), raw.get("at_least")
        if not isinstance(counter, str) or not isinstance(at_least, int):
            raise CardDataError(f"{where}: bad state trigger {raw!r}")
        return Trigger(cls, counter=counter, at_least=at_least)
    return Trigger(cls)


def _parse_ruling_sources(raw: Any, origin: str) -> dict[str, RulingSource]:
    """The rulings' provenance table (``source.rulings_update.sources``); may be absent."""
    where = f"{origin}: source.rulings_update.sources"
    update = raw.get("rulings_update") if isinstance(raw, dict) else None
    if update is None:
        return {}
    table = update.get("sources") if isinstance(update, dict) else None
    if not isinstance(table, dict):
        raise CardDataError(f"{where} must be an object")
    out: dict[str, RulingSource] = {}
    for key, prov in table.items():
        if not isinstance(prov, dict):
            raise CardDataError(f"{where}.{key} must be an object")
        out[key] = RulingSource(
            key=key,
            repository=_req(prov, "repository", str, f"{where}.{key}"),
            path=_req(prov, "path", str, f"{where}.{key}"),
            commit=_req(prov, "commit", str, f"{where}.{key}"),
            mtgjson_version=_opt_str(prov, "mtgjson_version", f"{where}.{key}"),
            mtgjson_date=_opt_str(prov, "mtgjson_date", f"{where}.{key}"),
        )
    return out


def _parse_ruling(raw: Any, where: str, sources: dict[str, RulingSource]) -> Ruling:
    if not isinstance(raw, dict):
        raise CardDataError(f"{where}: a ruling must be an object")
    key = _opt_str(raw, "source", where)
    if key is not None and key not in sources:
        raise CardDataError(f"{where}: ruling source {key!r} is not in the sources table")
    return Ruling(_req(raw, "date", str, where), _req(raw, "text", str, where),
                  None if key is None else sources[key])


def _parse_card(raw: Any, where: str, sources: dict[str, RulingSource]) -> Card:
    if not isinstance(raw, dict):
        raise CardDataError(f"{where}: a card must be an object")
    name = _req(raw, "name", str, where)
    where = f"{where} ({name})"
    try:
        kind = CardKind(str(raw.get("kind")))
    except ValueError:
        raise CardDataError(f"{where}: kind must be 'plane' or 'phenomenon'") from None
    abilities_raw = _req(raw, "abilities", list, where)
    abilities = []
    for i, ab in enumerate(abilities_raw):
        if not isinstance(ab, dict) or not isinstance(ab.get("text"), str):
            raise CardDataError(f"{where}: ability #{i} needs a text")
        trigs = ab.get("triggers")
        if not isinstance(trigs, list) or not trigs:
            raise CardDataError(f"{where}: ability #{i} is not classified")
        parsed = tuple(_parse_trigger(t, f"{where} ability #{i}") for t in trigs)
        modes = ab.get("modes", [])
        if not isinstance(modes, list) or not all(isinstance(m, str) and m for m in modes):
            raise CardDataError(f"{where}: ability #{i}'s modes must be texts")
        abilities.append(Ability(i, ab["text"], parsed, tuple(modes)))
    rulings = tuple(_parse_ruling(r, where, sources) for r in _req(raw, "rulings", list, where))
    category = _req(raw, "category", str, where)
    if category not in ("official", "playtest"):
        raise CardDataError(f"{where}: category must be 'official' or 'playtest'")
    sets = _req(raw, "sets", list, where)
    if not all(isinstance(s, str) for s in sets):
        raise CardDataError(f"{where}: sets must be strings")
    return Card(
        name=name,
        kind=kind,
        type_line=_req(raw, "type_line", str, where),
        plane_type=_opt_str(raw, "plane_type", where),
        oracle_text=_req(raw, "oracle_text", str, where),
        chaos_ability=_opt_str(raw, "chaos_ability", where),
        sets=tuple(sets),
        category=category,
        playtest=category == "playtest",
        rulings=rulings,
        abilities=tuple(abilities),
        notes=_opt_str(raw, "notes", where),
    )
