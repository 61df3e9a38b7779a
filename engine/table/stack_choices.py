"""Modes and targets chosen as an ability is put on the stack (700.2a, 603.3c, 601.2c,
603.3d, 608.2b).

A modal ability is one ability (700.2); its controller chooses the mode as it is put on the
stack (603.3c), and its target players then too (601.2c, 603.3d), one ability at a time in
the order they went on the stack. A target "selected at random" is drawn with the seeded
RNG as the ability goes on the stack. The targets of an ability are the ``target`` ops of
its automation; its modes come from the card data. Whether its targets are still legal as
it resolves (608.2b) is checked by ``resolution``.
"""

from __future__ import annotations

import dataclasses
import logging

from engine import rng
from engine.automation import Op
from engine.choices import option_index
from engine.domain import ChoiceKind
from engine.errors import BadCommand
from engine.events import ChoiceMade, PlayerChosenAtRandom, TargetChosen
from engine.state import PendingChoice, StackItem
from engine.table.stack import StackLayer

log = logging.getLogger(__name__)

TARGET_OP = "target"


class StackChoicesLayer(StackLayer):
    """Asks for the modes and targets of abilities as they go on the stack."""

    def target_ops(self, item: StackItem) -> list[Op]:
        ops = self.automation.ops_for(item.source, item.ability) or ()
        return [op for op in ops if op["op"] == TARGET_OP]

    def modes_of(self, item: StackItem) -> tuple[str, ...]:
        if item.source is None or item.ability is None:
            return ()
        return self.card(item.source).abilities[item.ability].modes

    def candidates(self, item: StackItem) -> list[str]:
        """Players who can be targeted: those in the game, in turn order from the
        ability's controller."""
        order = self.turn_order()
        if item.controller in order:
            start = order.index(item.controller)
            order = order[start:] + order[:start]
        return order

    def push(self, items_first_to_resolve_first: list[StackItem]) -> None:
        super().push(items_first_to_resolve_first)
        # 603.3d: a target selected at random is selected as the ability goes on the stack.
        for item in reversed(items_first_to_resolve_first):
            self.draw_random_targets(item)

    def draw_random_targets(self, item: StackItem) -> None:
        ops = self.target_ops(item)
        targets = list(item.targets)
        while len(targets) < len(ops) and ops[len(targets)].get("random"):
            among = self.candidates(item)
            if not among:
                return
            self.s.rng, k = rng.below(self.s.rng, len(among))
            targets.append(among[k])
            self.emit(PlayerChosenAtRandom(item.source, among[k], tuple(among)))
        if len(targets) != len(item.targets):
            self.replace_on_stack(dataclasses.replace(item, targets=tuple(targets)))

    def replace_on_stack(self, new: StackItem) -> None:
        self.s.stack = tuple(new if i.id == new.id else i for i in self.s.stack)

    def ask_stack_choices(self) -> bool:
        """Ask for the next mode or target still to choose, bottom of the stack first.
        Returns whether a choice is now waiting."""
        if self.s.pending_choice is not None:
            return True
        for item in self.s.stack:
            modes = self.modes_of(item)
            if modes and item.mode is None:
                self.ask(PendingChoice(item.controller, ChoiceKind.MODE,
                                       f"{item.source}: choose one mode", modes, (item,)))
                return True
            ops = self.target_ops(item)
            if len(item.targets) < len(ops):
                among = self.candidates(item)
                if not among:
                    continue
                self.ask(PendingChoice(item.controller, ChoiceKind.TARGET,
                                       f"{item.source}: choose target player", tuple(among),
                                       (item,)))
                return True
        return False

    def answer_stack_choice(self, choice: str | int | tuple[str | int, ...]) -> None:
        """``choose`` for a mode or target choice: the answer goes on the stack item."""
        pc = self.s.pending_choice
        assert pc is not None and pc.items
        if isinstance(choice, tuple):
            raise BadCommand("choice.one_option", options=list(pc.options))
        answer = pc.options[option_index(pc, choice)]
        (item,) = pc.items
        if pc.kind is ChoiceKind.MODE:
            new = dataclasses.replace(item, mode=answer)
        else:
            new = dataclasses.replace(item, targets=(*item.targets, answer))
        self.s.pending_choice = None
        self.replace_on_stack(new)
        if pc.kind is ChoiceKind.TARGET:
            self.emit(TargetChosen(pc.player, pc.kind.value, (answer,), item.source))
        else:
            self.emit(ChoiceMade(pc.player, pc.kind.value, (answer,)))
