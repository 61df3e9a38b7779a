"""Resolving one ability: run its ops, or tell the table what to do (608, 311.7).

An automated ability runs its ops in order (``engine.ops``); an op with ``"if": KEY``
runs only when an earlier answer KEY is truthy. An op that needs a decision sets a pending
choice holding a serialisable ``Resume``, and ``choose`` continues from the next op. An
ability with no automation tells the table what to do, with the right player named
("Bob: discard your hand."): ``effect_text`` is the part after its trigger clause.
"""

from __future__ import annotations

import dataclasses
import logging
import re

from engine.automation import OP_KEYS, Op
from engine.events import Instruction
from engine.messages import msg
from engine.ops.context import Handler, OpContext, truthy
from engine.ops.planar import PLANAR_OPS
from engine.ops.players import PLAYER_OPS
from engine.ops.turns import TURN_OPS
from engine.state import Binding, PendingChoice, Resume, StackItem

log = logging.getLogger(__name__)

HANDLERS: dict[str, Handler] = {**PLAYER_OPS, **TURN_OPS, **PLANAR_OPS}
# Every op in the schema has one handler, and no area's handler hides another's.
assert set(HANDLERS) == set(OP_KEYS)
assert len(HANDLERS) == len(PLAYER_OPS) + len(TURN_OPS) + len(PLANAR_OPS)

_TRIGGER_CLAUSE = re.compile(
    r"^(?:When|Whenever|At)\b[^,]*?(?:\bchaos ensues|\bupkeep|\bstep|\bphase|\bcombat(?: on your"
    r" turn)?|\bplanar die|\b[A-Z][^,]*?)\s*,\s*")
_ABILITY_WORD = re.compile(r"^[^—.]{1,40} — ")
_REMINDER = re.compile(r"\s*\([^()]*\)")


def effect_text(text: str) -> str:
    """The part of an ability the table carries out: the text after its trigger clause."""
    body = _REMINDER.sub("", _ABILITY_WORD.sub("", text)).strip()
    m = _TRIGGER_CLAUSE.match(body)
    if m:
        body = body[m.end():]
    return body[:1].upper() + body[1:]


class Resolver(OpContext):
    """Runs one ability's ops against the table."""

    def resolve(self, item: StackItem) -> None:
        ops = self.auto.ops_for(item.source, item.ability)
        if ops is None:
            # A modal ability does what its chosen mode says (700.2).
            text = effect_text(item.mode or item.text)
            said = msg("card.ability_text", text=text, card=item.source or "",
                       ability=item.ability)
            self.t.emit(Instruction(self.you_label(item), item.source, text, said=said))
            return
        self.run(item, ops, 0, {})

    def resume(self, choice: PendingChoice, answer: Binding) -> None:
        r = choice.resume
        assert r is not None
        ops = self.auto.ops_for(r.item.source, r.item.ability)
        assert ops is not None, f"no automation to resume for {r.item.source}"
        bindings = dict(r.bindings)
        op = ops[r.step]
        if op["op"] == "each_chooses":
            self._set_designation(choice.player, str(answer), tuple(op["options"]))
            if r.queue:
                self.ask_option(r.item, r.step, op, r.queue, bindings)
                return
        elif op["op"] == "redistribute_life":
            self._redistribute(choice, answer)
        else:
            bindings[r.key] = answer
        self.run(r.item, ops, r.step + 1, bindings)

    def go_on(self, r: Resume) -> None:
        """Carry on after the op that stopped for a choice the table answered itself (the
        order of cards going to the bottom, 401.4)."""
        ops = self.auto.ops_for(r.item.source, r.item.ability)
        assert ops is not None, f"no automation to go on with for {r.item.source}"
        self.run(r.item, ops, r.step + 1, dict(r.bindings))

    def run(self, item: StackItem, ops: tuple[Op, ...], start: int,
            bindings: dict[str, Binding]) -> None:
        for i in range(start, len(ops)):
            op = ops[i]
            cond = op.get("if")
            if cond is not None and not truthy(bindings.get(cond.lstrip("!")), cond):
                continue
            handler = HANDLERS[op["op"]]
            source = self.source_card(item)
            if handler(self, item, op, i, bindings) is False:
                return  # stopped: a choice is pending, or a condition failed
            if source is not None and self.source_card(item) is None:
                # Its source left as it resolved ("then planeswalk"): 608.2h from here on.
                item = dataclasses.replace(item, info=source.counters)

    def _set_designation(self, player: str, value: str, exclusive_of: tuple[str, ...]) -> None:
        p = self.t.s.find_player(player)
        if p is None or not p.in_game:
            return
        kept = tuple(d for d in p.designations if d not in exclusive_of)
        self.t.set_designations(p.name, tuple(sorted({*kept, value})))

    def _redistribute(self, choice: PendingChoice, answer: Binding) -> None:
        order = list(answer) if isinstance(answer, tuple) else [str(answer)]
        players = [o.rsplit(" (", 1)[0] for o in choice.options]
        receivers = [str(o).rsplit(" (", 1)[0] for o in order]
        totals = [self.t.player(p).life for p in players]
        for name, life in zip(receivers, totals, strict=True):
            self.t.change_life(name, None, life)
