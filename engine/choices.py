"""Reading a ``choose`` answer against the options of the pending choice (603.3b).

An answer names an option by its index, by the option itself, or by a short form: an
order choice's "#id", a player's name without their life total, any option in another
letter case. Order choices take one option or all of them; the redistribution of life
totals takes every player once.
"""

from __future__ import annotations

from engine.domain import ChoiceKind
from engine.errors import BadCommand
from engine.safe_json import shorten
from engine.state import Binding, PendingChoice


def option_index(choice: PendingChoice, pick: str | int) -> int:
    """The option a `choose` pick names: its index, the option itself, or a short form
    (an order choice's "#id"; a player's name without the life total; any other option in
    another case)."""
    options = choice.options
    if isinstance(pick, int):
        if 0 <= pick < len(options):
            return pick
        raise BadCommand("choice.index_out_of_range", index=pick, last=len(options) - 1)
    for i, option in enumerate(options):
        if pick == option:
            return i
        if choice.kind is ChoiceKind.ORDER:
            if option.startswith(f"{pick} ") or pick == option.split(" ")[0]:
                return i
        elif pick.casefold() == option.casefold() or (
                choice.kind is ChoiceKind.REDISTRIBUTE and option.startswith(f"{pick} (")):
            return i
    raise BadCommand("choice.not_an_option", given=shorten(pick), options=list(options))


def parse_answer(choice: PendingChoice, raw: str | int | tuple[str | int, ...]) -> Binding:
    """Check a `choose` answer against the options of a non-order choice."""
    def one(pick: str | int) -> str:
        return choice.options[option_index(choice, pick)]

    if choice.kind is ChoiceKind.REDISTRIBUTE:
        picks = list(raw) if isinstance(raw, tuple) else [raw]
        chosen = tuple(one(p) for p in picks)
        if sorted(chosen) != sorted(choice.options):
            raise BadCommand("choice.every_player_once", options=list(choice.options))
        return chosen
    if isinstance(raw, tuple):
        raise BadCommand("choice.one_option", options=list(choice.options))
    answer = one(raw)
    if choice.kind is ChoiceKind.YES_NO:
        return answer == "yes"
    return answer


KEEP = "keep"
"""The quick answer to a ``bottom_order`` choice: the order shown (401.4)."""


def parse_bottom_order(choice: PendingChoice,
                       raw: str | int | tuple[str | int, ...]) -> tuple[str, ...]:
    """A ``bottom_order`` answer: "keep", every card once (nearest the top first), or one
    card to lie nearest the top with the rest in the order shown (as for an order choice)."""
    if isinstance(raw, str) and raw.strip().casefold() == KEEP:
        return choice.options
    picks = list(raw) if isinstance(raw, tuple) else [raw]
    indexes = [option_index(choice, pick) for pick in picks]
    if len(indexes) == 1:
        indexes += [i for i in range(len(choice.options)) if i != indexes[0]]
    if sorted(indexes) != list(range(len(choice.options))):
        raise BadCommand("choice.every_card_once", options=list(choice.options))
    return tuple(choice.options[i] for i in indexes)
