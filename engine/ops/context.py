"""What every op works with: the table, the automation data, and the ability's bindings.

``OpContext`` answers the questions ops share: which players "you", "each" or a chosen
player are (in turn order, players who left excluded, 800.4a); an amount that may count
the counters on the ability's source (once the source has left, those it last had face
up, 608.2h; for a card revealed in a planar deck, those the ability itself counted);
filling ``{key}`` slots into text; and asking a player a choice that later resumes at the
same op (603.3b, answered by ``choose``).
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable, Mapping
from typing import Any

from engine.automation import Automation, Op
from engine.automation_text import english, fills_param, slots
from engine.domain import ChoiceKind
from engine.messages import Message, Param, msg
from engine.ops.surface import TableOps
from engine.state import Binding, FaceUpCard, PendingChoice, Resume, StackItem

log = logging.getLogger(__name__)

DEFAULT_PROMPT = "choose one"
"""An option op's prompt when its data gives none (automation text, translated too)."""


class OpContext:
    """The table and the automation, and the helpers the ops share."""

    def __init__(self, table: TableOps, automation: Automation) -> None:
        self.t = table
        self.auto = automation

    def who(self, item: StackItem, spec: str | None, bindings: Mapping[str, Binding]) -> list[str]:
        s = self.t.s
        live = s.in_game()
        if spec in (None, "you"):
            return [p for p in self.you(item) if p in live]
        if spec == "each":
            return self.t.turn_order()
        if spec == "opponents":
            mates = self.you(item)
            return [p for p in self.t.turn_order() if p not in mates]
        value = bindings.get(spec)
        return [value] if isinstance(value, str) and value in live else []

    def you(self, item: StackItem) -> list[str]:
        """"You" of an ability: its controller, and in Two-Headed Giant both members of the
        planar controller's team for a plane's or phenomenon's ability (901.12c)."""
        if item.source is None:
            return [item.controller]
        mates = self.t.teammates(item.controller)
        return [item.controller, *(p for p in mates if p != item.controller)]

    def you_label(self, item: StackItem) -> str:
        """Who an instruction to "you" names: "Ann and Bob" in Two-Headed Giant (901.12c)."""
        return " and ".join(self.you(item))

    def amount(self, item: StackItem, expr: Any,
               bindings: Mapping[str, Binding] | None = None) -> int:
        if isinstance(expr, int):
            return expr
        text = str(expr)
        sign = -1 if text.startswith("-") else 1
        text = text.lstrip("+-")
        kind, _, name = text.partition(":")
        if kind == "count":
            if self.source_card(item) is None:
                if item.source_obj is not None:
                    # 608.2h: its source has left; use the counters it last had face up.
                    return sign * dict(item.info).get(name, 0)
                if bindings is not None:
                    return sign * as_int(bindings.get(f"_count:{name}"))
            return sign * self.counter_on_source(item, name)
        if kind == "info":
            return sign * dict(item.info).get(name, 0)
        return sign * int(text)

    def source_card(self, item: StackItem) -> FaceUpCard | None:
        for c in self.t.s.face_up:
            if c.obj == item.source_obj:
                return c
        return None

    def counter_on_source(self, item: StackItem, kind: str) -> int:
        card = self.source_card(item)
        return card.counter(kind) if card else 0

    def fills(self, item: StackItem, template: str,
              bindings: Mapping[str, Binding]) -> dict[str, Param]:
        """The values of ``template``'s blanks (a binding not set leaves its blank out)."""
        out: dict[str, Param] = {}
        for slot in slots(template):
            key, _, arg = slot.partition(":")
            if key == "you":
                out[slot] = self.you(item)
            elif key == "source":
                out[slot] = item.source if item.source else msg("ability.planeswalking")
            elif key in ("count", "info") and arg:
                out[slot] = self.amount(item, slot, bindings)
            else:
                value = bindings.get(key)
                if isinstance(value, tuple):
                    out[slot] = list(value)
                elif value is not None:
                    out[slot] = value
        return out

    def fill(self, item: StackItem, template: str, bindings: Mapping[str, Binding]) -> str:
        """``template`` with its blanks filled, in English."""
        return english(template, self.fills(item, template, bindings).items())

    def say(self, item: StackItem, step: int, template: str,
            bindings: Mapping[str, Binding]) -> Message:
        """Automation text as a ``card.say`` message: filled in English, and the template
        with its fill values for an app to translate (issue 15)."""
        fills = self.fills(item, template, bindings)
        return msg("card.say", text=english(template, fills.items()), card=item.source or "",
                   ability=item.ability, step=step, template=template,
                   fills=fills_param(fills))

    def ask(self, item: StackItem, step: int, player: str, kind: ChoiceKind, template: str,
            options: tuple[str, ...], key: str, bindings: Mapping[str, Binding],
            queue: tuple[str, ...] = (), cards: tuple[str, ...] = ()) -> bool:
        """Ask ``player`` the automation's prompt ``template`` (blanks filled here)."""
        resume = Resume(item, step, key, tuple(sorted(bindings.items())), queue)
        said = self.say(item, step, template, bindings)
        self.t.ask(PendingChoice(player, kind, said.english, options, (), resume, cards,
                                 prompt_msg=said))
        return False

    def paused(self, item: StackItem, step: int, bindings: Mapping[str, Binding]) -> bool:
        """After an op that may have asked the owner to order cards going to the bottom
        (401.4): if it did, the ability stops here and goes on after the answer."""
        pc = self.t.s.pending_choice
        if pc is None:
            return True
        if pc.resume is None:
            resume = Resume(item, step, "", tuple(sorted(bindings.items())))
            self.t.s.pending_choice = dataclasses.replace(pc, resume=resume)
        return False

    def ask_option(self, item: StackItem, step: int, op: Op, queue: tuple[str, ...],
                    bindings: Mapping[str, Binding]) -> None:
        player, rest = queue[0], queue[1:]
        self.ask(item, step, player, ChoiceKind.OPTION, op.get("prompt", DEFAULT_PROMPT),
                 tuple(op["options"]), "", bindings, rest)


def as_int(value: Binding) -> int:
    return value if isinstance(value, int) else 0


def truthy(value: Binding, cond: str) -> bool:
    ok = value not in (None, False, "no", "nobody", ())
    return not ok if cond.startswith("!") else ok


def cards_in(b: Mapping[str, Binding], key: str) -> tuple[str, ...]:
    value = b.get(key)
    if isinstance(value, tuple):
        return value
    return (value,) if isinstance(value, str) else ()


# Each handler returns False to stop the ability (a choice is pending), anything else to
# go on.
Handler = Callable[[OpContext, StackItem, Op, int, dict[str, Binding]], bool | None]
