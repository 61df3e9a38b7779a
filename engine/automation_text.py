"""Card automation's text with blanks: ``{you}``, ``{target}``, ``{count:scroll}``.

A ``say`` text, a prompt, an ``otherwise`` or an effect's text in
``assets/cards/automation.json`` is English with slots the engine fills as the ability
resolves. The engine sends the text filled (for the driver) together with the unfilled
template and the fill values (``card.say``), so that an app can translate the template and
fill it with the same ``fill`` in its own language (issue 15).

A fill value is a plain message parameter: a name or a number as is, a list of names (the
players "you" means in Two-Headed Giant, 901.12c; cards a binding holds), or a message (the
planeswalking ability, which has no card).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence

from engine.messages import Message, Param

SLOT = re.compile(r"\{([a-z_]+)(?::([a-z_ ]+))?\}")
"""A blank: ``{key}`` or ``{key:arg}``. Mana symbols (``{R}``, ``{T}``) are upper case and
never match."""

TEAM_SLOT = "you"
"""The one slot whose list of names reads as a team ("Ann and Bob"); other lists are lists."""


def slots(template: str) -> list[str]:
    """The blanks of ``template`` as written inside the braces, in order, each once."""
    seen: dict[str, None] = {}
    for m in SLOT.finditer(template):
        seen.setdefault(m.group(0)[1:-1], None)
    return list(seen)


def fill(template: str, shown: Mapping[str, str]) -> str:
    """``template`` with each blank ``shown`` has a text for replaced by it; a blank it
    hasn't (a binding the ability never set) stays as written."""
    return SLOT.sub(lambda m: shown.get(m.group(0)[1:-1], m.group(0)), template)


def english_value(slot: str, value: Param) -> str:
    """A fill value as the engine's English shows it."""
    if isinstance(value, Message):
        return value.english
    if isinstance(value, list | tuple):
        names = [english_value(slot, v) for v in value]
        return (" and " if slot == TEAM_SLOT else ", ").join(names)
    return str(value)


def english(template: str, fills: Iterable[tuple[str, Param]]) -> str:
    """``template`` filled in English."""
    return fill(template, {slot: english_value(slot, value) for slot, value in fills})


def fills_param(fills: Mapping[str, Param]) -> list[Param]:
    """The fill values as a message parameter: ``[[slot, value], ...]`` in template order."""
    return [[slot, value] for slot, value in fills.items()]


def fills_from_param(param: Param) -> list[tuple[str, Param]]:
    """``fills_param``'s list back as (slot, value) pairs; anything else is no fills."""
    out: list[tuple[str, Param]] = []
    if not isinstance(param, Sequence) or isinstance(param, str):
        return out
    for pair in param:
        if (isinstance(pair, Sequence) and not isinstance(pair, str) and len(pair) == 2
                and isinstance(pair[0], str)):
            out.append((pair[0], pair[1]))
    return out
