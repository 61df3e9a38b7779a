"""Triggered abilities and the stack (603, 901.8).

A triggered ability waits in ``state.pending`` until the next flush puts it on the stack
in APNAP order, asking a player who controls several to order them (603.3b). The
planeswalking ability (901.8) is made here too. Resolving is in ``resolution``; state
triggers and state-based actions in ``state_checks``.
"""

from __future__ import annotations

import dataclasses
import logging

from engine.cards import Ability, AbilityClass
from engine.domain import (
    ChoiceKind,
    StackKind,
)
from engine.events import (
    AbilityTriggered,
    ChoiceRequested,
)
from engine.messages import msg
from engine.state import (
    FaceUpCard,
    PendingChoice,
    StackItem,
)
from engine.table.effects import EffectsLayer

log = logging.getLogger(__name__)

PLANESWALK_TEXT = "Whenever you roll the Planeswalker symbol on the planar die, planeswalk."


class StackLayer(EffectsLayer):
    """Makes stack items, triggers them, and puts waiting triggers on the stack."""

    def make_item(self, kind: StackKind, card: FaceUpCard | None, ability: Ability | None,
                  controller: str, reason: str,
                  info: tuple[tuple[str, int], ...] = ()) -> StackItem:
        return StackItem(
            id=self.new_id(),
            kind=kind,
            source=card.name if card else None,
            source_obj=card.obj if card else None,
            owner=card.owner if card else None,
            controller=controller,
            text=ability.text if ability else PLANESWALK_TEXT,
            ability=ability.index if ability else None,
            reason=reason,
            info=info,
        )

    def trigger(self, item: StackItem) -> None:
        self.s.pending = (*self.s.pending, item)
        self.emit(AbilityTriggered(item.id, item.kind, item.source, item.controller, item.text,
                                   item.reason))

    def trigger_card(self, card: FaceUpCard, cls: AbilityClass, reason: str,
                     kind: StackKind = StackKind.TRIGGER,
                     info: tuple[tuple[str, int], ...] = ()) -> None:
        for ability, _ in self.card(card.name).abilities_of(cls):
            self.trigger(self.make_item(kind, card, ability, self.s.planar_controller, reason,
                                        info))

    def flush(self) -> None:
        """Put waiting triggers on the stack in APNAP order (603.3b), asking for orders."""
        if self.s.pending_choice is not None or not self.s.pending:
            return
        order = self.turn_order()
        rank = {name: i for i, name in enumerate(order)}
        groups: dict[str, list[StackItem]] = {}
        for item in self.s.pending:
            groups.setdefault(item.controller, []).append(item)
        for controller in sorted(groups, key=lambda c: rank.get(c, len(rank))):
            items = groups[controller]
            if len(items) == 1:
                self.push(items)
                continue
            options = tuple(item.label for item in items)
            said = msg("choice.order_triggers", count=len(items))
            prompt = said.english
            self.s.pending_choice = PendingChoice(controller, ChoiceKind.ORDER, prompt, options,
                                                  tuple(items), prompt_msg=said)
            self.emit(ChoiceRequested(controller, ChoiceKind.ORDER.value, prompt, options,
                                      said=said))
            return

    def push(self, items_first_to_resolve_first: list[StackItem]) -> None:
        ids = {i.id for i in items_first_to_resolve_first}
        self.s.pending = tuple(i for i in self.s.pending if i.id not in ids)
        # The first to resolve goes on the stack last.
        self.s.stack = (*self.s.stack, *reversed(items_first_to_resolve_first))

    def remember_last_known(self, away: tuple[FaceUpCard, ...]) -> None:
        """608.2h: abilities of cards that left keep the counters they had as they last
        existed face up, for "the number of counters on it" when they resolve."""
        last = {c.obj: c.counters for c in away}
        if not last:
            return

        def known(item: StackItem) -> StackItem:
            if item.source_obj in last:
                return dataclasses.replace(item, info=last[item.source_obj])
            return item

        s = self.s
        s.stack = tuple(known(i) for i in s.stack)
        s.pending = tuple(known(i) for i in s.pending)
        pc = s.pending_choice
        if pc is not None:
            resume = pc.resume
            if resume is not None:
                resume = dataclasses.replace(resume, item=known(resume.item))
            s.pending_choice = dataclasses.replace(
                pc, items=tuple(known(i) for i in pc.items), resume=resume)

    def ask(self, choice: PendingChoice) -> None:
        self.s.pending_choice = choice
        self.emit(ChoiceRequested(choice.player, choice.kind.value, choice.prompt,
                                  choice.options, said=choice.prompt_msg))
