"""Engine text as the players read it: in the table's language, without object ids.

The engine says everything as a message (an id and parameters, ``engine.messages``) and
keeps rendering its English for the JSON driver; the app renders the same message through
its own catalogue: the template is ``QCoreApplication.translate("EngineMessage", english,
id)`` (marked by ``desktop/engine_catalogue.py``, English while untranslated), formatted
with the engine's format specs but in the language's words: its list joins, its plural
rule, its names of steps, directions, die faces and durations. Card automation's words
(``card.say``) are translated as their unfilled template in the context "CardAutomation"
and filled with the engine's own filler (``engine.automation_text``).

Object ids stay out: the engine's messages name objects by their ids ("Eloren Wilds's
ability (#4)", "#3 Stairs to Infinity: ...") because a driver client needs them to
answer; players at the table don't, and an id reads like a glitch. Rule numbers stay as
they are in every language.
"""

from __future__ import annotations

import logging
import re
import string
from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale, QObject

from desktop import i18n
from desktop.ability_text import resolved_ability
from desktop.printed_cards import display_name
from engine.automation_text import TEAM_SLOT, fill, fills_from_param
from engine.messages import Message, Param
from engine.reasons import action_message
from engine.texts import CATALOGUE

log = logging.getLogger(__name__)

ENGINE_CONTEXT = "EngineMessage"
AUTOMATION_CONTEXT = "CardAutomation"
COUNTER_CONTEXT = "CounterKind"

CARD_PARAMS = frozenset({"card", "cards", "to", "away", "source", "sources", "names", "shown"})
"""Parameters that hold planar card names (or, for ``source``/``sources``, a message
naming the planeswalking ability): shown through ``card_name``. Two more by message:
``name`` of ``event.map_dealt``, and the ``revealed`` blank of card automation's text."""
NOT_CARDS = {("event.die_rolled", "source"), ("event.die_rolled.confidence", "source")}
"""Parameters named like card ones that aren't (there ``source`` is where a roll came from)."""
CARD_PARAMS_BY_ID = {("event.map_dealt", "name")}
AUTOMATION_PARAMS = {("event.tokens_created", "name"), ("event.tokens_created.doubled", "name"),
                     ("event.tokens_left", "name"), ("event.designation_changed",
                                                     "designations")}
"""Parameters holding card automation's own words (token and designation names)."""
CARD_BLANKS = frozenset({"revealed"})
"""Blanks of card automation's text that hold card names."""

_BRACKETED_ID = re.compile(r"\s*\(#\d+\)")
"""An id after a name: "Pompeii (#4)"."""
_LEADING_ID = re.compile(r"(?<![\w#])#\d+ (?=[A-Z])")
"""An id before an ability's card: "#3 Stairs to Infinity: ..."."""


def for_players(text: str) -> str:
    """``text`` without the engine's object ids."""
    return _LEADING_ID.sub("", _BRACKETED_ID.sub("", text))


def card_name(english: str, language: str | None = None) -> str:
    """A planar card's name as the table reads it: as printed in the table's language (or
    ``language``), in English where it never was. The one hook every card name the engine
    sends passes through, so the log, the stack and the choices name a card as its view
    shows it."""
    return display_name(english, language or i18n.current())


def counter_kind(kind: str) -> str:
    """A kind of counter ("scroll") in the table's language ("pergamino"), as the printed
    cards name it: the word before or after "counter" in the language's sentences. A kind
    the table typed that no card names stays as typed."""
    return QCoreApplication.translate(COUNTER_CONTEXT, kind)


def action_label(label: str) -> str:
    """An action's label ("player counter", as Undo names it) in the table's language."""
    return render(action_message(label))


def _counter_param(id: str, name: str) -> bool:
    """Whether parameter ``name`` of message ``id`` is a counter's kind."""
    return name == "kind" and "counter" in CATALOGUE.get(id, "")


def _joins() -> dict[str, str]:
    """The words that join a list, in the table's language (Japanese: "、", no spaces)."""
    return {
        "list": QCoreApplication.translate("EngineText", ", ", "between items of a list"),
        "semi": QCoreApplication.translate("EngineText", "; ", "between sentences of a list"),
        "then": QCoreApplication.translate("EngineText", "; then ",
                                           "between choices made one after the other"),
        "andit": QCoreApplication.translate("EngineText", "; and it ",
                                            "between the problems of one deck"),
        "team": QCoreApplication.translate("EngineText", " and ",
                                           "between the players of a team"),
        "and": QCoreApplication.translate("EngineText", "{items} and {last}",
                                          "the end of a list: 'A, B and C'"),
        "or": QCoreApplication.translate("EngineText", "{items} or {last}",
                                         "the end of a list: 'A, B or C'"),
        "orwords": QCoreApplication.translate("EngineText", " or ", "between alternatives"),
    }


def _tr(key: str) -> str:
    return _joins()[key]


def _value_words() -> dict[tuple[str, str], str]:
    """Engine enum values that reach a sentence, by (what, value): die faces (901.3a),
    where a roll came from, and how long an effect lasts (after "until")."""
    # lupdate reads only literals: the disambiguations are written out each time.
    return {
        ("face", "planeswalker"): QCoreApplication.translate(
            "EngineText", "planeswalker", "die face"),
        ("face", "chaos"): QCoreApplication.translate("EngineText", "chaos", "die face"),
        ("face", "blank"): QCoreApplication.translate("EngineText", "blank", "die face"),
        ("roll", "virtual"): QCoreApplication.translate("EngineText", "virtual", "roll source"),
        ("roll", "manual"): QCoreApplication.translate("EngineText", "manual", "roll source"),
        ("roll", "camera"): QCoreApplication.translate("EngineText", "camera", "roll source"),
        ("roll", "serial"): QCoreApplication.translate("EngineText", "serial", "roll source"),
        ("until", "end_of_turn"): QCoreApplication.translate(
            "EngineText", "end of turn", "until ..."),
        ("until", "planeswalk"): QCoreApplication.translate(
            "EngineText", "planeswalk", "until ..."),
        ("until", "planeswalk_away_from_plane"): QCoreApplication.translate(
            "EngineText", "planeswalk away from plane", "until ..."),
        ("until", "your_next_turn"): QCoreApplication.translate(
            "EngineText", "your next turn", "until ..."),
        ("until", "game"): QCoreApplication.translate("EngineText", "game", "until ..."),
    }


VALUE_PARAMS = {("roll.face", "face"): "face", ("roll.face_counted_as", "face"): "face",
                ("roll.face_counted_as", "counted"): "face",
                ("event.die_rolled", "source"): "roll",
                ("event.die_rolled.confidence", "source"): "roll",
                ("event.effect_began", "until"): "until", ("reason.face_roll", "face"): "face"}
"""Parameters holding an engine enum value, and which words name it."""
ACTION_PARAMS = {("save.undo_step_fails", "cmd")}
"""Parameters holding a command's name ("player_counter"): said as its action's label."""


def die_face(face: str) -> str:
    """A face of the planar die in the table's language."""
    return _value_words().get(("face", face), face)


def roll_source(source: str) -> str:
    """Where a roll came from ("manual", "camera") in the table's language."""
    return _value_words().get(("roll", source), source)


def step_name(step: str) -> str:
    """A step of the turn ("precombat_main") in the table's language ("first main phase")."""
    key = f"step.{step}"
    english = CATALOGUE.get(key)
    if english is None:
        return step.replace("_", " ")
    return QCoreApplication.translate(ENGINE_CONTEXT, english, key)


def number(n: int) -> str:
    """A whole number grouped as the table's language writes it ("10.000" in Spanish,
    "10,000" in English): ``i18n.install`` makes the language the default locale, whose
    decimal mark the ``.2f`` and ``g`` specs use too ("0,91")."""
    return QLocale().toString(n)


def problem_lines(message: Message) -> list[str]:
    """A refused deck list's problems, one a line ("line 3: unknown card name ..."): the
    problems are the message's own parts, so the split holds in every language."""
    if message.id == "rule.cited" and isinstance(message.params.get("message"), Message):
        inner = message.params["message"]
        assert isinstance(inner, Message)
        if inner.id in DECK_PROBLEMS:
            return problem_lines(inner)
    if message.id not in DECK_PROBLEMS:
        return [render(message)]
    problems = message.params.get("problems")
    lines = [render(p) if isinstance(p, Message) else for_players(str(p))
             for p in (problems if isinstance(problems, list | tuple) else [])]
    more = message.params.get("more")
    if isinstance(more, int):
        lines.append(DeckListText.tr("and %n more line(s)", "after a deck list's problems",
                                     more))
    return lines


class DeckListText(QObject):
    """Only its ``tr``: lupdate finds a plural ("%n") in a class's ``tr`` alone."""


DECK_PROBLEMS = frozenset({"deck.list_problems", "deck.list_problems_more"})
"""The messages listing a deck list's problems, one per line of the list."""


def plural_one(n: Any, language: str | None = None) -> bool:
    """Whether ``n`` takes a plural spec's first form in ``language`` (the table's)."""
    language = language or i18n.current()
    if language == "ja":
        return True  # Japanese has one form
    if language == "fr":
        return n in (0, 1)  # French: "0 carte", "1 carte"
    return bool(n == 1)


def render(message: Message | Mapping[str, Any]) -> str:
    """``message`` (a ``Message`` or its JSON) in the table's language, without object ids."""
    if not isinstance(message, Message):
        message = Message.from_json(message)
    return for_players(_render(message))


def render_or(data: Any, fallback: str) -> str:
    """``data`` rendered if it is a message's JSON, else ``fallback`` (English from a
    client or a save that has no message)."""
    if isinstance(data, Mapping) and "id" in data and "params" in data:
        try:
            return render(data)
        except (KeyError, TypeError, ValueError) as exc:
            log.warning("message %r doesn't render (%s); showing its English", data, exc)
    return for_players(fallback)


def automation_text(template: str) -> str:
    """Card automation's words (a token's name, an option) in the table's language."""
    return QCoreApplication.translate(AUTOMATION_CONTEXT, template)


def _render(message: Message) -> str:
    if message.id == "card.say":
        return _automation(message.params)
    if message.id == "card.ability_text":  # the card's printed words where they line up
        return resolved_ability(message.params)
    if message.id == "card.with_id":  # the id is for a driver; a player reads the name
        return _Formatter(message.id).show("card", message.params["card"])
    english = CATALOGUE[message.id]
    template = QCoreApplication.translate(ENGINE_CONTEXT, english, message.id)
    formatter = _Formatter(message.id)
    try:
        return formatter.vformat(template, (), message.params)
    except (KeyError, IndexError, ValueError, TypeError, AttributeError) as exc:
        # A translation that lost or misspelt a field: the sentence still shows, in English.
        log.warning("translation of %s doesn't render (%s); showing English", message.id, exc)
        return formatter.vformat(english, (), message.params)


def _automation(params: Mapping[str, Param]) -> str:
    template = params.get("template")
    if not isinstance(template, str):
        return str(params.get("text", ""))
    shown = {slot: _fill_value(slot, value) for slot, value in
             fills_from_param(params.get("fills"))}
    return fill(automation_text(template), shown)


def _fill_value(slot: str, value: Param) -> str:
    if isinstance(value, Message):
        return _render(value)
    if isinstance(value, list | tuple):
        names = [_fill_value(slot, v) for v in value]
        return _team(names) if slot == TEAM_SLOT else _tr("list").join(names)
    if isinstance(value, str) and slot in CARD_BLANKS:
        return card_name(value)
    return str(value)


def _team(names: Sequence[str]) -> str:
    return _tr("team").join(names)


def names_and(items: Sequence[str]) -> str:
    """Names joined as the table's language ends a list: "A, B and C" ("A、BとC")."""
    return _and(items, "and")


def _and(items: Sequence[str], pattern: str) -> str:
    """Items joined with the list separator and the last by ``pattern`` ("{items} and
    {last}"): "A, B and C"."""
    if len(items) <= 1:
        return "".join(items)
    return _tr(pattern).format(items=_tr("list").join(items[:-1]), last=items[-1])


class _Named:
    """A parameter's value with its name, so that formatting knows what it holds."""

    __slots__ = ("name", "value")

    def __init__(self, name: str, value: Any) -> None:
        self.name = name
        self.value = value


class _Formatter(string.Formatter):
    """The engine's format specs (``engine.messages.SPECS``) in the table's language."""

    def __init__(self, id: str) -> None:
        self.id = id

    def get_value(self, key: int | str, args: Sequence[Any], kwargs: Mapping[str, Any]) -> Any:
        return _Named(str(key), kwargs[str(key)])

    def convert_field(self, value: Any, conversion: str | None) -> Any:
        if conversion is None:
            return value
        raw = value.value if isinstance(value, _Named) else value
        return super().convert_field(raw, conversion)

    def format_field(self, value: Any, format_spec: str) -> str:
        if not isinstance(value, _Named):  # converted with !r: already text
            return format(value, format_spec)
        name, raw = value.name, value.value
        each = [self.show(name, i) for i in raw] if isinstance(raw, list | tuple) else []
        sep = _tr("list")
        match format_spec:
            case "list":
                return sep.join(each)
            case "semi" | "then" | "andit":
                return _tr(format_spec).join(each)
            case "arrow":
                return " → ".join(each)
            case "team":
                return _team(each)
            case "and":
                return _and(each, "and")
            case "or":
                quoted = [repr(i) for i in raw]
                return _and(quoted, "or")
            case "orwords":
                return _tr("orwords").join(each)
            case "ids":
                return sep.join(f"#{i}" for i in raw)
            case "step":
                return step_name(str(raw))
            case "dir" | "Dir":
                key = f"direction.{raw}"
                words = QCoreApplication.translate(ENGINE_CONTEXT, CATALOGUE[key], key)
                return words[:1].upper() + words[1:] if format_spec == "Dir" else words
            case "words":
                if (self.id, name) in ACTION_PARAMS:
                    return action_label(str(raw).replace("_", " "))
                kind = VALUE_PARAMS.get((self.id, name))
                words = _value_words().get((kind, str(raw))) if kind else None
                return words or str(raw).replace("_", " ")
            case "key":
                return ""
            case "cap":
                shown = self.show(name, raw)
                return shown[:1].upper() + shown[1:]
        if format_spec.startswith("plural:"):
            one, _, many = format_spec.removeprefix("plural:").partition("|")
            return one if plural_one(raw) else many
        if format_spec == "," and isinstance(raw, int) and not isinstance(raw, bool):
            return number(raw)
        if format_spec in (".2f", "g") and isinstance(raw, int | float) and not isinstance(
                raw, bool):  # a confidence, a range's ends: the language's decimal mark
            return (QLocale().toString(float(raw), "f", 2) if format_spec == ".2f"
                    else QLocale().toString(float(raw), "g", 6))
        if format_spec:
            return format(raw.english if isinstance(raw, Message) else raw, format_spec)
        return self.show(name, raw)

    def show(self, name: str, value: Any) -> str:
        if isinstance(value, Message):
            return _render(value)
        if isinstance(value, list | tuple):
            return _tr("list").join(self.show(name, v) for v in value)
        if not isinstance(value, str):
            return str(value)
        kind = VALUE_PARAMS.get((self.id, name))
        if kind is not None:
            return _value_words().get((kind, value), value)
        if (self.id, name) in AUTOMATION_PARAMS:
            return automation_text(value)
        if _counter_param(self.id, name):
            return counter_kind(value)
        if (name in CARD_PARAMS and (self.id, name) not in NOT_CARDS) or (
                (self.id, name) in CARD_PARAMS_BY_ID):
            return card_name(value)
        return value
