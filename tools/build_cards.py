"""Build ``assets/cards/planar_cards.json`` from the shared Planechase card data.

The source is ``<repo>/../shared/data/planar_cards.json`` (see
``shared/data/README.md``).  Every source card is copied unchanged, except that the
rulings of ``planar_rulings_update.json`` (beside it) replace a card's ``rulings``
list, each ruling keeping its date and naming its source (``source``, a key of the
header's ``source.rulings_update.sources``; ``rulings_source`` names the list's
source).  Every card also gains:

* ``playtest``: true iff ``category == "playtest"``;
* ``abilities``: one entry per line of ``oracle_text`` with ``text`` and a list
  of trigger descriptors (``triggers``), plus an optional
  ``classification_note`` when a line was placed by hand or by a fallback. The
  bulleted lines of a modal ability ("choose one —") belong to the line before
  them: one ability (700.2), whose ``text`` holds its bullets too and whose
  ``modes`` lists the modes' texts without their bullets.

Classification is done by ordered regex rules (``STEP_RULES``,
``_classify_condition`` and ``STATIC_RULES``) plus the explicit ``OVERRIDES``
table.  A line of an official card that no rule places is an error.

The printed foreign-language text (``planar_cards_i18n.json`` beside the source) is
built into ``assets/cards/planar_cards_i18n.json`` by ``tools.card_translations``.

Usage::

    python3 tools/build_cards.py            # (re)write the output
    python3 tools/build_cards.py --check    # exit 1 if the output is stale
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import sys
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as ``python3 tools/build_cards.py``
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from tools.card_translations import I18N_FILE, build_translations
from tools.json_input import no_duplicate_keys

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_SOURCE = REPO_ROOT.parent / "shared" / "data" / "planar_cards.json"
DEFAULT_OUT = REPO_ROOT / "assets" / "cards" / "planar_cards.json"
DEFAULT_I18N_OUT = REPO_ROOT / "assets" / "cards" / "planar_cards_i18n.json"

FORMAT = "planechase-cards"
VERSION = 1
SOURCE_FILE = "shared/data/planar_cards.json"
SOURCE_README = "shared/data/README.md"
RULINGS_FILE = "planar_rulings_update.json"
RULINGS_SOURCE_FILE = "shared/data/" + RULINGS_FILE
LEGACY_RULINGS_SOURCE = "mtgjson-4.4.2-2019-07-21"
LEGACY_RULINGS_PROVENANCE: dict[str, str] = {
    # shared/data/README.md, "Sources" item 4: where the base file's rulings came from.
    "repository": "lzybluee/MtgJson",
    "path": "json/OHOP.json, json/OPC2.json, json/OPCA.json, json/PHOP.json",
    "commit": "fd87dfc9df13e7c54167fba0223b1a0807ccc763",
    "mtgjson_version": "4.4.2",
    "mtgjson_date": "2019-07-21",
}

Descriptor = dict[str, str | int | None]
Ability = dict[str, Any]
Card = dict[str, Any]

STEPS = (
    "upkeep",
    "draw",
    "precombat_main",
    "beginning_of_combat",
    "end_of_combat",
    "postcombat_main",
    "end",
)

NUMBER_WORDS = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "thirteen": 13,
    "fourteen": 14,
    "fifteen": 15,
    "twenty": 20,
}

SELF = "CARDNAME"


class ClassificationError(ValueError):
    """An oracle line that no classification rule places."""

    def __init__(self, card: str, line: str, reason: str) -> None:
        super().__init__(f"{card!r}: cannot classify line {line!r}: {reason}")
        self.card = card
        self.line = line


# --------------------------------------------------------------------------
# Trigger-condition rules.  A triggered line is "<condition>, <effect>"; the
# condition may join several trigger events ("When you planeswalk to X and at
# the beginning of your upkeep").  Each event is matched in full
# (re.fullmatch, case-insensitive) against these rules, in order.
# --------------------------------------------------------------------------

_BEGIN = r"at (?:the )?beginning of "
_EACH = r"(?:each|each player's|the)"

# (pattern, step, whose, first)
STEP_RULES: tuple[tuple[str, str, str, str | None], ...] = (
    (_BEGIN + r"(?:the )?first upkeep of the game", "upkeep", "each", "game"),
    (_BEGIN + r"your upkeep", "upkeep", "your", None),
    (_BEGIN + _EACH + r" upkeep", "upkeep", "each", None),
    (_BEGIN + r"your draw step", "draw", "your", None),
    (_BEGIN + _EACH + r" draw step", "draw", "each", None),
    (_BEGIN + r"your (?:first|precombat) main phase", "precombat_main", "your", "turn"),
    (_BEGIN + _EACH + r" (?:first|precombat) main phase", "precombat_main", "each", "turn"),
    (_BEGIN + r"combat on your turn", "beginning_of_combat", "your", None),
    (_BEGIN + r"(?:each )?combat", "beginning_of_combat", "each", None),
    (r"at end of combat on your turn", "end_of_combat", "your", None),
    (r"at end of combat", "end_of_combat", "each", None),
    (_BEGIN + r"your (?:second|postcombat) main phase", "postcombat_main", "your", None),
    (_BEGIN + _EACH + r" (?:second|postcombat) main phase", "postcombat_main", "each", None),
    (_BEGIN + r"your end step", "end", "your", None),
    (_BEGIN + _EACH + r" end step", "end", "each", None),
)

_WHEN = r"when(?:ever)?"
_SELF_REF = rf"(?:{SELF}|here|this plane|this phenomenon)"

RE_CHAOS = re.compile(rf"(?:{_WHEN} )?chaos ensues", re.I)
RE_ENCOUNTER = re.compile(rf"{_WHEN} you encounter {_SELF_REF}", re.I)
RE_PW_AWAY = re.compile(rf"{_WHEN} you planeswalk away from {_SELF_REF}", re.I)
RE_PW_TO = re.compile(rf"{_WHEN} you planeswalk (?:to {_SELF_REF}|here)", re.I)
RE_DIE_ROLL = re.compile(
    rf"{_WHEN} (?P<who>you|a player|any player|each player) rolls? "
    r"(?P<what>the planar die|a blank on the planar die|(?:a |the )?\{CHAOS\}"
    r"(?: on the planar die)?|(?:a |the )?(?:\{PW\}|planeswalker symbol)"
    r"(?: on the planar die)?)",
    re.I,
)
RE_STATE = re.compile(
    rf"{_WHEN} {SELF} has (?P<n>\w+) or more (?P<kind>[\w-]+) counters on it", re.I
)
# Generic table trigger: anything else starting with When/Whenever, unless it
# talks about Planechase events (those must be matched by a specific rule).
RE_TABLE = re.compile(rf"{_WHEN} .+", re.I)
RE_PLANECHASE_WORDS = re.compile(rf"planeswalk|chaos|encounter|planar|\broll|{SELF} has", re.I)

# Trigger start of a line (after the ability word) and of a joined event.
RE_TRIGGER_START = re.compile(r"(?:when|whenever|at)\b", re.I)
RE_JOIN_LOOKAHEAD = r"(?=(?:when|whenever|at)\b|chaos ensues\b)"
RE_CONDITION_SEP = re.compile(rf",|\s(?:and|or)\s+{RE_JOIN_LOOKAHEAD}", re.I)
# After a comma only an explicit trigger word (optionally after and/or)
# continues the condition: "When you planeswalk to X, chaos ensues." is an
# effect, but "..., or whenever chaos ensues, ..." is a further event.
RE_COMMA_JOIN = re.compile(
    rf"\s*(?:(?:and|or)\s+{RE_JOIN_LOOKAHEAD}|(?=(?:when|whenever|at)\b))", re.I
)

# Ability word / flavor word prefix: "Praise Him — ", "Thank you very much—".
RE_ABILITY_WORD = re.compile(r"^[^,—.:\"]{1,40}?\s*—\s*(?=\S)")
RE_QUOTED = re.compile(r'"[^"]*"')
RE_REMINDER = re.compile(r"\([^()]*\)")
RE_ACTIVATED = re.compile(r"^[^.]*?: \S")
RE_BULLET = re.compile(r"^\s*•")
# Trigger wording inside a line that does not start with a trigger word: such
# a line is not treated as static without a human look (override it).
RE_EMBEDDED_TRIGGER = re.compile(
    r"\b(?:when|whenever)\b|\bat (?:the )?beginning of\b|\bat end of\b|\bchaos ensues\b",
    re.I,
)

# --------------------------------------------------------------------------
# Static abilities: a line that is not a trigger must match one of these
# (searched on the line with reminder text and quoted granted abilities
# removed).
# --------------------------------------------------------------------------
STATIC_RULES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("replacement", re.compile(r"^If\b.*\bwould\b.*\binstead\b", re.I)),
    ("prevention", re.compile(r"^Prevent all\b")),
    ("restriction", re.compile(r"\bcan't\b")),
    ("limit", re.compile(r"^No more than \w+ .* can\b")),
    ("cost change", re.compile(r"\bcosts? \{\d+\} (?:less|more)\b")),
    ("sorcery-timing permission", re.compile(r"^Any time you could cast a sorcery, you may\b")),
    ("own-turn permission", re.compile(r"^During your turn, you may\b")),
    ("permission", re.compile(r"^(?:Players|You|Each player\b[^,.]*) may\b")),
    ("game rule", re.compile(r"^Players (?:play with|reveal|skip|have)\b")),
    ("keyword", re.compile(r"^Ascend\s*$")),
    ("enters tapped", re.compile(r"\benters? tapped\b")),
    ("untap rule", re.compile(r"\buntap during\b")),
    ("damage assignment", re.compile(r"\bassigns combat damage\b")),
    ("characteristic / grant", re.compile(r"\b(?:have|has|get|gets|are|is)\b")),
)

# --------------------------------------------------------------------------
# Overrides: card name -> one descriptor list per oracle line (in order).
# Used only where the rules above get a line wrong or cannot place it.
# OVERRIDE_NOTES gives the classification_note for overridden lines.
# --------------------------------------------------------------------------
OVERRIDES: dict[str, list[list[Descriptor]]] = {
    # Playtest phenomenon: Forge's Oracle line lacks the "When you encounter
    # Probability Flux," opener (see the card's notes).  CR 312.5: every
    # phenomenon has a triggered ability that triggers when you encounter it,
    # and this is its only ability.
    "Probability Flux": [[{"class": "encounter"}]],
}

OVERRIDE_NOTES: dict[str, dict[int, str]] = {
    "Probability Flux": {
        0: (
            "manual override: source text (Forge transcription) omits the "
            "'When you encounter Probability Flux,' opener; classified as the "
            "phenomenon's encounter trigger (CR 312.5)"
        ),
    },
}


def _number(word: str) -> int:
    if word.isdigit():
        return int(word)
    try:
        return NUMBER_WORDS[word.lower()]
    except KeyError:
        raise ValueError(f"unknown number word {word!r}") from None


def _strip_line(line: str, name: str) -> str:
    """Remove quoted granted abilities, reminder text, the card's own name
    and a leading ability word."""
    text = RE_QUOTED.sub('""', line)
    previous = None
    while previous != text:
        previous = text
        text = RE_REMINDER.sub("", text)
    text = text.replace(name, SELF)
    text = RE_ABILITY_WORD.sub("", text.strip())
    return re.sub(r"\s+", " ", text).strip()


def _split_condition(text: str) -> list[str]:
    """Split the trigger condition of a triggered line into its events."""
    events: list[str] = []
    rest = text
    while True:
        sep = RE_CONDITION_SEP.search(rest)
        if sep is None:
            events.append(rest.strip())
            return events
        events.append(rest[: sep.start()].strip())
        after = rest[sep.end() :]
        if sep.group().startswith(","):
            join = RE_COMMA_JOIN.match(after)
            if join is None:
                return events
            after = after[join.end() :]
        rest = after


def _classify_event(event: str) -> Descriptor | None:
    """Classify one trigger event; None if no rule places it."""
    event = event.rstrip(" .")
    if RE_CHAOS.fullmatch(event):
        return {"class": "chaos"}
    if RE_ENCOUNTER.fullmatch(event):
        return {"class": "encounter"}
    if RE_PW_AWAY.fullmatch(event):
        return {"class": "planeswalk_away"}
    if RE_PW_TO.fullmatch(event):
        return {"class": "planeswalk_to"}
    m = RE_DIE_ROLL.fullmatch(event)
    if m:
        what = m.group("what").lower()
        if "blank" in what:
            roll = "blank"
        elif "{chaos}" in what:
            roll = "chaos"
        elif "{pw}" in what or "planeswalker" in what:
            roll = "planeswalker"
        else:
            roll = "any"
        whose = "your" if m.group("who").lower() == "you" else "each"
        return {"class": "die_roll", "roll": roll, "whose": whose}
    m = RE_STATE.fullmatch(event)
    if m:
        return {
            "class": "state",
            "counter": m.group("kind").lower(),
            "at_least": _number(m.group("n")),
        }
    for pattern, step, whose, first in STEP_RULES:
        if re.fullmatch(pattern, event, re.I):
            return {"class": "step", "step": step, "whose": whose, "first": first}
    if RE_TABLE.fullmatch(event) and not RE_PLANECHASE_WORDS.search(event):
        return {"class": "table_trigger"}
    return None


def _classify_line(line: str, name: str, playtest: bool) -> tuple[list[Descriptor], str | None]:
    """Return (descriptors, classification_note) for one oracle line."""
    text = _strip_line(line, name)
    if RE_TRIGGER_START.match(text):
        descriptors: list[Descriptor] = []
        unplaced: list[str] = []
        for event in _split_condition(text):
            descriptor = _classify_event(event)
            if descriptor is None:
                unplaced.append(event)
            elif descriptor not in descriptors:
                descriptors.append(descriptor)
        if not unplaced:
            return descriptors, None
        if not playtest:
            raise ClassificationError(name, line, f"unknown trigger event(s) {unplaced}")
        descriptors.append({"class": "table_trigger"})
        return descriptors, (
            f"fallback: trigger event(s) {unplaced} matched no rule; classified as table_trigger"
        )
    if RE_EMBEDDED_TRIGGER.search(text):
        if not playtest:
            raise ClassificationError(name, line, "trigger wording not at the start of the line")
        return [{"class": "table_trigger"}], (
            "fallback: trigger wording not at the start of the line; classified as table_trigger"
        )
    if RE_ACTIVATED.match(text):
        if not playtest:
            raise ClassificationError(name, line, "activated ability (no class for it)")
        return [{"class": "static"}], (
            "fallback: activated ability (cost: effect); the schema has no "
            "activated class, classified as static (usable while face up)"
        )
    for _label, pattern in STATIC_RULES:
        if pattern.search(text):
            return [{"class": "static"}], None
    if not playtest:
        raise ClassificationError(name, line, "neither a known trigger nor a static ability")
    return [{"class": "static"}], "fallback: no rule matched; classified as static"


def classify_card(card: Card) -> list[Ability]:
    """Return the ``abilities`` list for a source card."""
    name: str = card["name"]
    playtest = card["category"] == "playtest"
    lines: list[str] = card["oracle_text"].split("\n")
    override = OVERRIDES.get(name)
    notes = OVERRIDE_NOTES.get(name, {})
    if override is not None and len(override) != len(lines):
        raise ValueError(
            f"override for {name!r} has {len(override)} entries, card has {len(lines)} lines"
        )
    abilities: list[Ability] = []
    for index, line in enumerate(lines):
        note: str | None
        if override is not None:
            descriptors = [dict(d) for d in override[index]]
            note = notes.get(index)
        elif RE_BULLET.match(line) and abilities:
            # A mode of the preceding modal ability ("choose one —"): one ability with its
            # modes (700.2), not an ability of its own.
            modal = abilities[-1]
            modal["text"] += "\n" + line
            modal.setdefault("modes", []).append(RE_BULLET.sub("", line).strip())
            continue
        else:
            descriptors, note = _classify_line(line, name, playtest)
        if not descriptors:
            raise ClassificationError(name, line, "no descriptor")
        ability: Ability = {"text": line, "triggers": descriptors}
        if note is not None:
            ability["classification_note"] = note
        abilities.append(ability)
    _validate_card(card, abilities)
    return abilities


def _validate_card(card: Card, abilities: list[Ability]) -> None:
    """Structural checks on official cards (CR 311.7, 312.5)."""
    if card["category"] != "official":
        return
    name = card["name"]

    def with_class(cls: str) -> list[Ability]:
        return [a for a in abilities if any(d["class"] == cls for d in a["triggers"])]

    chaos = with_class("chaos")
    encounter = with_class("encounter")
    if card["kind"] == "plane":
        if len(chaos) != 1:
            raise ValueError(f"{name!r}: official plane with {len(chaos)} chaos abilities")
        if chaos[0]["text"] != card["chaos_ability"]:
            raise ValueError(f"{name!r}: chaos line differs from chaos_ability field")
    elif len(encounter) != 1 or chaos:
        raise ValueError(f"{name!r}: phenomenon needs one encounter and no chaos ability")


def _read_data_date(readme: Path) -> str:
    m = re.search(r"^Built (\d{4}-\d{2}-\d{2})\b", readme.read_text(encoding="utf-8"), re.M)
    if m is None:
        raise ValueError(f"{readme}: no 'Built YYYY-MM-DD' line")
    return m.group(1)


_MONTHS = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)


def _read_rules_version(rules: Path) -> str:
    m = re.search(
        r"These rules are effective as of (\w+) (\d{1,2}), (\d{4})",
        rules.read_text(encoding="utf-8"),
    )
    if m is None:
        raise ValueError(f"{rules}: no 'These rules are effective as of' line")
    month = _MONTHS.index(m.group(1)) + 1
    return f"{m.group(3)}-{month:02d}-{int(m.group(2)):02d}"


class RulingsUpdateError(ValueError):
    """The rulings update file is malformed; the message names the card or field."""


_DATE_RE = re.compile(r"\d{4}-\d{2}-\d{2}")
_SOURCE_FIELDS = ("repository", "path", "commit")


def load_rulings_update(raw: bytes, cards: list[Card]) -> dict[str, Any]:
    """Parse and check the rulings update like untrusted input.

    Returns ``{"sources": {key: provenance}, "card_sources": {name: key},
    "rulings": {name: [{date, text, source}]}}``; raises ``RulingsUpdateError`` naming
    the card (or field) at the first problem.
    """
    try:
        doc = json.loads(raw.decode("utf-8"),
                         object_pairs_hook=no_duplicate_keys(RulingsUpdateError, RULINGS_FILE))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise RulingsUpdateError(f"{RULINGS_FILE}: not valid UTF-8 JSON: {exc}") from None
    if not isinstance(doc, dict):
        raise RulingsUpdateError(f"{RULINGS_FILE}: expected a JSON object at the top")
    for key in ("meta", "sources", "card_sources", "rulings"):
        if not isinstance(doc.get(key), dict):
            raise RulingsUpdateError(f"{RULINGS_FILE}: {key!r} must be an object")
    sources: dict[str, Any] = doc["sources"]
    for key, prov in sources.items():
        if not isinstance(prov, dict) or not all(
                isinstance(prov.get(f), str) and prov[f] for f in _SOURCE_FIELDS):
            raise RulingsUpdateError(
                f"{RULINGS_FILE}: source {key!r} needs a repository, path and commit")
        if not all(isinstance(v, str) for v in prov.values()):
            raise RulingsUpdateError(f"{RULINGS_FILE}: source {key!r} must hold only strings")
    official = {c["name"] for c in cards if c["category"] == "official"}
    known = {c["name"] for c in cards}
    card_sources: dict[str, Any] = doc["card_sources"]
    lists: dict[str, Any] = doc["rulings"]
    out: dict[str, list[dict[str, str]]] = {}
    for name, entries in lists.items():
        if name not in known:
            raise RulingsUpdateError(f"{RULINGS_FILE}: rulings for unknown card {name!r}")
        if name not in official:
            raise RulingsUpdateError(
                f"{RULINGS_FILE}: rulings for {name!r}, which is not an official card")
        source = card_sources.get(name)
        if not isinstance(source, str) or source not in sources:
            raise RulingsUpdateError(
                f"{RULINGS_FILE}: {name!r} has no known source in 'card_sources' "
                f"(got {source!r})")
        if not isinstance(entries, list) or not entries:
            raise RulingsUpdateError(f"{RULINGS_FILE}: {name!r}: rulings must be a non-empty list")
        seen: set[tuple[str, str]] = set()
        rulings: list[dict[str, str]] = []
        for i, entry in enumerate(entries):
            if not isinstance(entry, dict) or set(entry) != {"date", "text"}:
                raise RulingsUpdateError(
                    f"{RULINGS_FILE}: {name!r} ruling #{i} must be an object with exactly "
                    "'date' and 'text'")
            date, text = entry["date"], entry["text"]
            if not isinstance(date, str) or not _DATE_RE.fullmatch(date):
                raise RulingsUpdateError(
                    f"{RULINGS_FILE}: {name!r} ruling #{i} has a bad date {date!r} "
                    "(expected YYYY-MM-DD)")
            if not isinstance(text, str) or not text.strip():
                raise RulingsUpdateError(f"{RULINGS_FILE}: {name!r} ruling #{i} has no text")
            if (date, text) in seen:
                raise RulingsUpdateError(
                    f"{RULINGS_FILE}: {name!r} ruling #{i} repeats an earlier ruling")
            seen.add((date, text))
            rulings.append({"date": date, "text": text, "source": source})
        out[name] = rulings
    extra = sorted(set(card_sources) - set(lists))
    if extra:
        raise RulingsUpdateError(
            f"{RULINGS_FILE}: 'card_sources' names {extra[0]!r}, which has no rulings list")
    if LEGACY_RULINGS_SOURCE in sources:
        raise RulingsUpdateError(
            f"{RULINGS_FILE}: source key {LEGACY_RULINGS_SOURCE!r} is reserved")
    return {"sources": sources, "card_sources": card_sources, "rulings": out}


def _merge_rulings(card: Card, update: dict[str, Any]) -> None:
    """Replace the card's rulings with the update's list, or tag the old ones' source."""
    name = card["name"]
    if name in update["rulings"]:
        card["rulings"] = update["rulings"][name]
        card["rulings_source"] = update["card_sources"][name]
        return
    source = card.get("rulings_source")
    if card["rulings"] and source != LEGACY_RULINGS_SOURCE:
        raise ValueError(f"{name!r}: rulings from an unknown source {source!r}")
    card["rulings"] = [{**r, "source": source} for r in card["rulings"]]


def build(source: Path) -> str:
    """Return the output JSON text built from ``source``."""
    raw = source.read_bytes()
    cards: list[Card] = json.loads(raw.decode("utf-8"))
    readme = source.parent / "README.md"
    rules = source.parent.parent / "reference" / "planechase_rules.txt"
    names = [c["name"] for c in cards]
    if len(set(names)) != len(names):
        raise ValueError("duplicate card names in source")
    rulings_path = source.parent / RULINGS_FILE
    rulings_raw = rulings_path.read_bytes()
    update = load_rulings_update(rulings_raw, cards)
    out_cards: list[Card] = []
    for card in cards:
        out = dict(card)
        _merge_rulings(out, update)
        out["playtest"] = card["category"] == "playtest"
        out["abilities"] = classify_card(card)
        out_cards.append(out)
    document = {
        "format": FORMAT,
        "version": VERSION,
        "data_date": _read_data_date(readme),
        "rules_version": _read_rules_version(rules),
        "source": {
            "file": SOURCE_FILE,
            "sha256": hashlib.sha256(raw).hexdigest(),
            "readme": SOURCE_README,
            "rulings_update": {
                "file": RULINGS_SOURCE_FILE,
                "sha256": hashlib.sha256(rulings_raw).hexdigest(),
                "note": "each listed card's rulings are replaced by the update's whole list; "
                        "a ruling's 'source' is a key of 'sources'",
                "sources": {
                    LEGACY_RULINGS_SOURCE: LEGACY_RULINGS_PROVENANCE,
                    **update["sources"],
                },
            },
        },
        "cards": out_cards,
    }
    return json.dumps(document, ensure_ascii=False, indent=1) + "\n"


def build_i18n(source: Path) -> str:
    """Return the translations JSON text built from the file beside ``source``."""
    cards: list[Card] = json.loads(source.read_bytes().decode("utf-8"))
    return build_translations(source.parent / I18N_FILE, cards,
                              _read_data_date(source.parent / "README.md"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--source", type=Path, default=DEFAULT_SOURCE, help="source JSON")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output JSON")
    parser.add_argument("--i18n-out", type=Path, default=DEFAULT_I18N_OUT,
                        help="output JSON of the printed foreign-language text")
    parser.add_argument(
        "--check",
        action="store_true",
        help="do not write; exit 1 if an output differs from a fresh build",
    )
    args = parser.parse_args(argv)
    source: Path = args.source
    if not source.is_file():
        print(f"build_cards: source not found: {source}", file=sys.stderr)
        return 2
    try:
        outputs: list[tuple[Path, str]] = [(args.out, build(source)),
                                           (args.i18n_out, build_i18n(source))]
    except (ValueError, OSError) as exc:
        print(f"build_cards: error: {exc}", file=sys.stderr)
        return 1
    if args.check:
        stale = 0
        for out, text in outputs:
            current = out.read_text(encoding="utf-8") if out.is_file() else None
            if current != text:
                state = "is missing" if current is None else "is out of date"
                print(f"build_cards: {out} {state}; run 'python3 tools/build_cards.py' to "
                      "rebuild", file=sys.stderr)
                stale += 1
        return 1 if stale else 0
    for out, text in outputs:
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(text, encoding="utf-8", newline="\n")
        print(f"build_cards: wrote {len(text.encode('utf-8'))} bytes to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
