"""Messages with ids: every sentence the engine says, as an id and named parameters.

The English lives in one catalogue (``engine/texts/``), one ``str.format`` template per
id; the engine renders it for the JSON driver and the log, and an app renders the same
(id, params) through its own translation catalogue. Parameters are plain JSON values:
player and card names, rule numbers and user input as strings (never translated), counts
as ints (so a translation can choose its plural form), lists of names as lists of strings,
and nested messages where a sentence holds another one (``{"id": ..., "params": ...}``).

A template's format spec says how its English shows a parameter (the app does what its
own language needs): ``list``, ``semi``, ``and``, ``or`` join a list; ``step``, ``dir``
and ``Dir`` name a step or a map direction through the catalogue; ``words`` is an
identifier with spaces; ``key`` shows nothing (a lookup key for the app);
``plural:a|b`` picks ``a`` for 1 and ``b`` otherwise. A value the user gave that a
sentence echoes comes quoted and cut to 80 characters (``safe_json.shorten``), as the
English shows it. Specs are listed in ``SPECS`` and in
the protocol.
"""

from __future__ import annotations

import functools
import logging
import string
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeAlias

from engine.texts import CATALOGUE

log = logging.getLogger(__name__)

Param: TypeAlias = "str | int | float | bool | Message | Sequence[Param] | None"
"""A parameter value: JSON-like, with nested messages."""


@dataclass(frozen=True, slots=True)
class Message:
    """One sentence as an id and its named parameters; ``english`` renders it."""

    id: str
    params: Mapping[str, Param] = field(default_factory=dict)

    def __post_init__(self) -> None:
        # Both checks catch engine bugs: every id has a template, and every site gives
        # exactly the template's fields, so an app can render any message it is sent.
        template = CATALOGUE.get(self.id)
        if template is None:
            raise KeyError(f"no message {self.id!r} in the catalogue")
        if set(self.params) != template_fields(template):
            raise TypeError(f"message {self.id!r} takes {sorted(template_fields(template))}, "
                            f"not {sorted(self.params)}")
        # A plain dict (a copy nobody else holds), so that a message pickles with the
        # states that hold it (undo packs old states, game.py).
        object.__setattr__(self, "params", dict(self.params))

    @property
    def english(self) -> str:
        return _FORMATTER.vformat(CATALOGUE[self.id], (), self.params)

    def to_json(self) -> dict[str, Any]:
        """``{"id": ..., "params": {...}}`` with plain JSON values all the way down."""
        return {"id": self.id, "params": {k: _plain(v) for k, v in self.params.items()}}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Message:
        """The message ``to_json`` gave (nested messages are objects with an id and params)."""
        params = {k: _from_plain(v) for k, v in data["params"].items()}
        if data["id"] == "card.say" and "template" not in params and "text" in params:
            # Saved before card.say carried its template (issue 15): the filled English
            # stands in for it, with no blanks left to fill.
            params = {**params, "template": params["text"], "fills": []}
        return cls(str(data["id"]), params)

    def __str__(self) -> str:
        return self.english


def msg(id: str, /, **params: Param) -> Message:
    """``Message(id, params)``, written like a call."""
    return Message(id, params)


def text(id: str, /, **params: Param) -> str:
    """The English of one message (for labels built from the catalogue)."""
    return Message(id, params).english


def _plain(value: Param) -> Any:
    if isinstance(value, Message):
        return value.to_json()
    if isinstance(value, str | int | float | bool) or value is None:
        return value
    return [_plain(v) for v in value]


def _from_plain(value: Any) -> Param:
    if isinstance(value, dict) and set(value) == {"id", "params"}:
        return Message.from_json(value)
    if isinstance(value, list):
        return [_from_plain(v) for v in value]
    return value  # type: ignore[no-any-return]


def _english(value: Any) -> str:
    return value.english if isinstance(value, Message) else str(value)


def _join(sep: str) -> Callable[[Any], str]:
    return lambda items: sep.join(_english(i) for i in items)


def _and(items: Any) -> str:
    names = [_english(i) for i in items]
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def _or(items: Any) -> str:
    quoted = [repr(i) for i in items]
    if len(quoted) <= 1:
        return "".join(quoted)
    return ", ".join(quoted[:-1]) + " or " + quoted[-1]


def _direction(value: Any) -> str:
    return CATALOGUE[f"direction.{value}"]


SPECS: dict[str, Callable[[Any], str]] = {
    "list": _join(", "),
    "semi": _join("; "),
    "then": _join("; then "),
    "andit": _join("; and it "),
    "arrow": _join(" → "),
    "team": _join(" and "),
    "and": _and,
    "or": _or,
    "orwords": _join(" or "),
    "step": lambda value: CATALOGUE[f"step.{value}"],
    "dir": _direction,
    "Dir": lambda value: _direction(value)[:1].upper() + _direction(value)[1:],
    "ids": lambda ids: ", ".join(f"#{i}" for i in ids),
    "words": lambda value: str(value).replace("_", " "),
    "key": lambda value: "",
    "cap": lambda value: _english(value)[:1].upper() + _english(value)[1:],
}
"""Format specs a template may use, beyond Python's own (``,`` ``.2f``)."""


class _Formatter(string.Formatter):
    def format_field(self, value: Any, format_spec: str) -> str:
        special = SPECS.get(format_spec)
        if special is not None:
            return special(value)
        if format_spec.startswith("plural:"):
            one, _, many = format_spec.removeprefix("plural:").partition("|")
            return one if value == 1 else many
        return format(value.english if isinstance(value, Message) else value, format_spec)


_FORMATTER = _Formatter()


@functools.cache
def template_fields(template: str) -> frozenset[str]:
    """The parameter names a template uses (for checking a site's params)."""
    return frozenset(name for _, name, _, _ in string.Formatter().parse(template) if name)
