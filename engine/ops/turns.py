"""Ops on turns and effects: additional turns and phases, reversing turn order, ending
the turn (723.1), effects with a duration, and an intervening "if" checked as the ability
resolves (603.4).
"""

from __future__ import annotations

import logging

from engine.automation import Op, condition_holds
from engine.domain import Duration, FaceRule
from engine.events import Instruction
from engine.messages import msg
from engine.ops.context import Handler, OpContext
from engine.state import Binding, StackItem

log = logging.getLogger(__name__)


def _reverse(r: OpContext, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> None:
    r.t.reverse_turn_order()


def _extra_turn(r: OpContext, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> None:
    for name in r.who(item, op.get("who"), b):
        r.t.extra_turn(name)


def _extra_combat(r: OpContext, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> None:
    if op.get("if_main") and not r.t.s.step.is_main:
        said = msg("instruction.no_extra_combat")
        r.t.emit(Instruction(r.you_label(item), item.source, said.english, said=said))
        return
    r.t.extra_combat()


def _extra_beginning(r: OpContext, item: StackItem, op: Op, i: int,
                     b: dict[str, Binding]) -> None:
    r.t.extra_beginning()


def _end_turn(r: OpContext, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> bool:
    r.t.end_turn()
    return False  # nothing of this ability is left once the turn ends


def _effect(r: OpContext, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> None:
    until = Duration(op["until"])
    whose = r.who(item, op.get("who"), b)
    player = whose[0] if whose else item.controller
    face_rule = FaceRule(op["face_rule"]) if op.get("face_rule") else None
    said = r.say(item, i, op["text"], b)
    end_said = r.say(item, i, op["end_text"], b) if op.get("end_text") else None
    r.t.add_effect(said.english, until, item.source, player, face_rule,
                   end_said.english if end_said else None, said, end_said)


def _require(r: OpContext, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> bool:
    ok = condition_holds(op["cond"], r.source_card(item), r.t.s.turn)
    if not ok:
        said = r.say(item, i, op["otherwise"], b)
        r.t.emit(Instruction(r.you_label(item), item.source, said.english, said=said))
    return ok


TURN_OPS: dict[str, Handler] = {
    "reverse": _reverse,
    "extra_turn": _extra_turn,
    "extra_combat": _extra_combat,
    "extra_beginning": _extra_beginning,
    "end_turn": _end_turn,
    "effect": _effect,
    "require": _require,
}
