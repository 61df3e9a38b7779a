"""Ops on planes and planar decks: counters on the source plane (122; planes are no
permanents, 311.2), planeswalking (701.31), chaos ensuing (311.7), revealing cards of the
planar deck and putting them on the top or bottom (in an order the owner chooses, 401.4),
and planeswalking to particular cards.
"""

from __future__ import annotations

import logging

from engine import rng
from engine.automation import Op
from engine.cards import AbilityClass
from engine.domain import ChoiceKind, StackKind
from engine.events import CardsRevealed, Instruction
from engine.messages import msg
from engine.ops.context import Handler, OpContext, as_int, cards_in
from engine.state import Binding, StackItem

log = logging.getLogger(__name__)


def _counter(r: OpContext, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> None:
    card = r.source_card(item)
    if card is None and item.source_obj is not None:
        # 608.2h: the plane has left; a counter can't be put on a card no longer there, and
        # "the number of counters on it" is the number it last had (OpContext.amount).
        log.debug("%s has left: no %s counter put on it", item.source, op["kind"])
        return
    if card is None:
        # A revealed card in a planar deck (311.7) or one that has left: the counter counts
        # for the rest of this ability, but nothing tracks it on a face-down card.
        key = f"_count:{op['kind']}"
        b[key] = as_int(b.get(key)) + int(op.get("n", 1))
        said = msg("instruction.counter_not_face_up", card=str(item.source), kind=op["kind"])
        r.t.emit(Instruction(r.you_label(item), item.source, said.english, said=said))
        return
    # 311.2: planes are not permanents, so effects that double counters put "on a
    # permanent" (Selesnya Loft Gardens) don't apply here.
    r.t.add_counters(str(card.obj), op["kind"], int(op.get("n", 1)), settle=False)


def _planeswalk(r: OpContext, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> bool:
    r.t.planeswalk(r.t.s.planar_controller, why=f"{item.source}: then planeswalk")
    return r.paused(item, i, b)


def _chaos(r: OpContext, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> None:
    r.t.chaos_ensues(r.t.s.planar_controller)


def _deck_of(r: OpContext) -> str:
    return r.t.s.deck_key(r.t.s.planar_controller)


def _reveal_until(r: OpContext, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> None:
    key = _deck_of(r)
    deck = r.t.s.decks.get(key, ())
    revealed: list[str] = []
    planes = 0
    for name in deck:
        revealed.append(name)
        planes += r.t.card(name).is_plane
        if planes >= int(op["planes"]):
            break
    b[op["key"]] = tuple(revealed)
    r.t.emit(CardsRevealed(key, tuple(revealed)))


def _reveal_top(r: OpContext, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> None:
    key = _deck_of(r)
    revealed = r.t.s.decks.get(key, ())[: int(op["n"])]
    b[op["key"]] = tuple(revealed)
    r.t.emit(CardsRevealed(key, tuple(revealed)))


def _choose_card(r: OpContext, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> bool:
    names = cards_in(b, op["from"])
    if op.get("planes_only"):
        names = tuple(n for n in names if r.t.card(n).is_plane)
    if len(names) <= 1:
        b[op["key"]] = names[0] if names else None
        return True
    return r.ask(item, i, item.controller, ChoiceKind.CARD, op["prompt"],
                 names, op["key"], b, cards=names)


def _to_top(r: OpContext, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> None:
    name = b.get(op["card"])
    key = _deck_of(r)
    deck = r.t.s.decks.get(key, ())
    if isinstance(name, str) and name in deck:
        r.t.to_top(key, name)


def _to_bottom(r: OpContext, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> bool:
    key = _deck_of(r)
    deck = r.t.s.decks.get(key, ())
    skip = set(cards_in(b, op["except"])) if op.get("except") else set()
    moving = [n for n in cards_in(b, op["cards"]) if n in deck and n not in skip]
    if op.get("random"):
        # "In a random order" (Interplanar Tunnel): nobody chooses.
        r.t.s.rng, moving = rng.shuffled(r.t.s.rng, moving)
        r.t.move_to_bottom(key, tuple(moving))
        return True
    r.t.to_bottom(key, tuple(moving))  # "in any order": the owner's choice (401.4)
    return r.paused(item, i, b)


def _planeswalk_to(r: OpContext, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> bool:
    planes = [n for n in cards_in(b, op["cards"]) if r.t.card(n).is_plane]
    r.t.planeswalk_to(r.t.s.planar_controller, planes, leave=bool(op.get("leave", True)))
    return r.paused(item, i, b)


def _chaos_on(r: OpContext, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> None:
    """311.7: chaos ensues for particular cards, which may be revealed in a planar deck."""
    owner = _deck_of(r)
    for name in cards_in(b, op["cards"]):
        card = r.t.card(name)
        for ability, _ in card.abilities_of(AbilityClass.CHAOS):
            r.t.trigger(StackItem(
                id=r.t.new_id(), kind=StackKind.CHAOS, source=name, source_obj=None,
                owner=owner, controller=r.t.s.planar_controller, text=ability.text,
                ability=ability.index, reason=f"chaos ensued for revealed {name}"))


PLANAR_OPS: dict[str, Handler] = {
    "counter": _counter,
    "planeswalk": _planeswalk,
    "chaos": _chaos,
    "reveal_until": _reveal_until,
    "reveal_top": _reveal_top,
    "choose_card": _choose_card,
    "to_top": _to_top,
    "to_bottom": _to_bottom,
    "planeswalk_to": _planeswalk_to,
    "chaos_on": _chaos_on,
}
