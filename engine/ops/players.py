"""Ops on players: life, tokens, designations, and the choices players make.

Life totals (119) change, are exchanged or redistributed; tokens are created (doubled by
Selesnya Loft Gardens for each copy face up); designations such as the monarch are given,
taken and swapped; a player is asked yes or no, to choose a player or an option; the target
players chosen as the ability went on the stack (601.2c, 603.3d) are read; a coin is
flipped until won (705); the table is told what to do.
"""

from __future__ import annotations

import logging

from engine import rng
from engine.automation import Op
from engine.domain import ChoiceKind
from engine.events import CoinFlipped, Instruction
from engine.ops.context import Handler, OpContext, cards_in
from engine.state import Binding, StackItem

log = logging.getLogger(__name__)

TOKEN_DOUBLER = "Selesnya Loft Gardens"
MAX_COIN_FLIPS = 64


def _life(r: OpContext, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> None:
    for name in r.who(item, op.get("who"), b):
        if "set" in op:
            r.t.change_life(name, None, r.amount(item, op["set"], b))
        else:
            r.t.change_life(name, r.amount(item, op["delta"], b), None)


def _tokens(r: OpContext, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> None:
    doublers = sum(1 for c in r.t.s.face_up if c.name == TOKEN_DOUBLER)
    n = int(op.get("n", 1)) * 2 ** doublers
    for name in r.who(item, op.get("who"), b):
        r.t.add_tokens(name, op["name"], n, doubled=doublers > 0)


def _exchange_life(r: OpContext, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> None:
    firsts = r.who(item, op.get("a", "you"), b)
    seconds = r.who(item, op.get("b"), b)
    if not firsts or not seconds or firsts[0] == seconds[0]:
        return
    a, other = firsts[0], seconds[0]
    life_a, life_b = r.t.player(a).life, r.t.player(other).life
    r.t.change_life(a, None, life_b)
    r.t.change_life(other, None, life_a)


def _redistribute_life(r: OpContext, item: StackItem, op: Op, i: int,
                       b: dict[str, Binding]) -> bool:
    chooser = (r.who(item, op.get("who"), b) or [item.controller])[0]
    # 810.9: a Two-Headed Giant team has one life total, offered once (its first member).
    options = tuple(f"{p} ({r.t.player(p).life})" for p in r.t.turn_order()
                    if r.t.teammates(p)[0] == p)
    return r.ask(item, i, chooser, ChoiceKind.REDISTRIBUTE, op["prompt"],
                 options, "", b)


def _designation(r: OpContext, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> None:
    name = op["name"]
    holders = [p.name for p in r.t.s.players if p.in_game and name in p.designations]
    if op.get("only_if_none") and holders:
        return
    for who in r.who(item, op.get("who"), b):
        if op.get("exclusive"):
            for other in holders:
                if other != who:
                    p = r.t.player(other)
                    r.t.set_designations(other, tuple(d for d in p.designations if d != name))
        p = r.t.player(who)
        r.t.set_designations(who, tuple(sorted({*p.designations, name})))


def _each_chooses(r: OpContext, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> bool:
    order = r.t.turn_order()
    start = order.index(item.controller) if item.controller in order else 0
    queue = tuple(order[start:] + order[:start])
    if not queue:
        return True
    r.ask_option(item, i, op, queue, b)
    return False


def _swap(r: OpContext, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> None:
    x, y = op["a"], op["b"]
    for p in r.t.s.players:
        if not p.in_game or (x not in p.designations and y not in p.designations):
            continue
        swapped = {y if d == x else x if d == y else d for d in p.designations}
        r.t.set_designations(p.name, tuple(sorted(swapped)))


def _ask(r: OpContext, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> bool:
    players = r.who(item, op.get("who"), b)
    if not players:
        b[op["key"]] = False
        return True
    shown = cards_in(b, op["shows"]) if op.get("shows") else ()
    return r.ask(item, i, players[0], ChoiceKind.YES_NO, op["prompt"],
                 ("yes", "no"), op["key"], b, cards=shown)


def _choose_player(r: OpContext, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> bool:
    chooser = (r.who(item, op.get("who"), b) or [item.controller])[0]
    options = [p for p in r.t.turn_order() if not (op.get("others") and p == chooser)]
    if op.get("optional"):
        options.append("nobody")
    if not options:
        b[op["key"]] = None
        return True
    return r.ask(item, i, chooser, ChoiceKind.PLAYER, op["prompt"],
                 tuple(options), op["key"], b)


def _target(r: OpContext, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> None:
    """A target player, chosen as the ability went on the stack (601.2c, 603.3d)."""
    ops = r.auto.ops_for(item.source, item.ability) or ()
    k = sum(1 for o in ops[:i] if o["op"] == "target")
    b[op["key"]] = item.targets[k] if k < len(item.targets) else None


def _flip_until_win(r: OpContext, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> None:
    losses = 0
    for _ in range(MAX_COIN_FLIPS):
        r.t.s.rng, won = rng.below(r.t.s.rng, 2)
        r.t.emit(CoinFlipped(item.controller, bool(won)))
        if won:
            break
        losses += 1
    b[op["key"]] = losses + 1


def _say(r: OpContext, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> None:
    said = r.say(item, i, op["text"], b)
    names = r.who(item, op.get("who"), b)
    if op.get("who") in (None, "you") and len(names) > 1:
        names = [" and ".join(names)]  # 901.12c: one instruction to the whole team
    for name in names:
        r.t.emit(Instruction(name, item.source, said.english, said=said))


PLAYER_OPS: dict[str, Handler] = {
    "life": _life,
    "tokens": _tokens,
    "exchange_life": _exchange_life,
    "redistribute_life": _redistribute_life,
    "designation": _designation,
    "each_chooses": _each_chooses,
    "swap_designations": _swap,
    "ask": _ask,
    "choose_player": _choose_player,
    "target": _target,
    "flip_until_win": _flip_until_win,
    "say": _say,
}
