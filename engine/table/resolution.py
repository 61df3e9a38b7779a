"""Resolving the top of the stack, answering choices, and removing abilities (608, 608.2b,
603.3b).

The planeswalking ability makes its controller planeswalk only if they are the planar
controller (901.8, 701.31a), or their Two-Headed Giant teammate is: then the planar
controller planeswalks for the team (901.12c, 901.12d); any other ability runs its
automation (``engine.ops``) or tells the table what to do. An ability may stop to ask a
player; ``choose`` answers it, or orders several triggers of one controller (603.3b), or
gives a mode or target (603.3c, 603.3d), or orders cards going to the bottom of a planar
deck together (401.4), after which the planeswalk or the ability goes on. An ability
whose every target has left doesn't
resolve (608.2b).
"""

from __future__ import annotations

import dataclasses
import logging

from engine.bottom_order import BottomOrder
from engine.choices import option_index, parse_answer, parse_bottom_order
from engine.domain import ChoiceKind, StackKind
from engine.errors import BadCommand
from engine.events import (
    AbilityRemoved,
    AbilityResolved,
    ChoiceMade,
    Instruction,
)
from engine.messages import msg
from engine.ops.resolver import Resolver
from engine.table.core import with_controller
from engine.table.table_counters import TableCountersLayer

log = logging.getLogger(__name__)


class ResolutionLayer(TableCountersLayer):
    """Resolves abilities and takes the answers to the choices they ask."""

    def resolve_top(self) -> None:
        self.require_no_choice()
        if not self.s.stack:
            raise BadCommand("stack.empty")
        item = self.s.stack[-1]
        if self.ask_stack_choices():
            return  # a saved stack item without its mode or target: chosen now (603.3d)
        self.s.stack = self.s.stack[:-1]
        if item.targets and not set(item.targets) & set(self.s.in_game()):
            # 608.2b: every target is illegal, so none of its effect happens.
            who = ", ".join(item.targets)
            self.emit(AbilityRemoved(item.id, item.source, (
                f"608.2b: its target, {who}, has left the game" if len(item.targets) == 1
                else f"608.2b: its targets, {who}, have left the game")))
            self.settle()
            return
        self.emit(AbilityResolved(item.id, item.kind, item.source, item.controller, item.text))
        if item.kind is StackKind.PLANESWALK:
            pc = self.s.planar_controller
            if item.controller == pc:
                self.planeswalk_by_roll(item.controller)  # 901.8
            elif item.controller in self.teammates(pc):
                # 901.8 gives the ability to the teammate who rolled; 701.31a lets only the
                # planar controller planeswalk: the team planeswalks, by its planar controller.
                said = msg("instruction.team_planeswalks", roller=item.controller, player=pc)
                self.emit(Instruction(self.team_label(pc), None, said.english, said=said))
                self.planeswalk_by_roll(pc)
            else:
                # 901.8 tells the roller to planeswalk, but only the planar controller may.
                said = msg("instruction.not_planar_controller",
                           controller=self.s.planar_controller, roller=item.controller)
                self.emit(Instruction(item.controller, None, said.english, said=said))
        else:
            Resolver(self, self.automation).resolve(item)
            if self.s.pending_choice is not None:
                return  # the ability waits for an answer; settle() runs after it
        self.settle()

    def choose(self, choice: str | int | tuple[str | int, ...]) -> None:
        pc = self.s.pending_choice
        if pc is None:
            raise BadCommand("choice.none")
        if pc.kind is ChoiceKind.MAP_MOVE:
            self.answer_map_move(pc, choice)
            if self.s.pending_choice is None and pc.resume is not None:
                Resolver(self, self.automation).go_on(pc.resume)  # the rest of the ability
            if self.s.pending_choice is None:
                self.settle()
            return
        if pc.kind is ChoiceKind.BOTTOM_ORDER:
            self.answer_bottom_order(pc, parse_bottom_order(pc, choice))
            if self.s.pending_choice is None and pc.resume is not None:
                Resolver(self, self.automation).go_on(pc.resume)  # the rest of the ability
            if self.s.pending_choice is None:
                self.settle()
            return
        if pc.resume is not None:
            answer = parse_answer(pc, choice)
            self.s.pending_choice = None
            shown = (answer if isinstance(answer, tuple)
                     else ("yes" if answer is True else "no" if answer is False else str(answer),))
            self.emit(ChoiceMade(pc.player, pc.kind.value, shown))
            Resolver(self, self.automation).resume(pc, answer)
            if self.s.pending_choice is None:
                self.settle()
            return
        if pc.kind in (ChoiceKind.MODE, ChoiceKind.TARGET):
            self.answer_stack_choice(choice)
            self.settle()
            return
        picks = list(choice) if isinstance(choice, tuple) else [choice]
        indexes = [option_index(pc, pick) for pick in picks]
        if len(set(indexes)) != len(indexes):
            raise BadCommand("choice.listed_twice")
        if len(indexes) not in (1, len(pc.options)):
            raise BadCommand("choice.order_all_or_one", count=len(pc.options))
        rest = [i for i in range(len(pc.options)) if i not in indexes]
        ordered = [pc.items[i] for i in indexes + rest]
        self.s.pending_choice = None
        self.emit(ChoiceMade(pc.player, pc.kind.value, tuple(i.label for i in ordered)))
        self.push(ordered)
        self.settle()

    def move(self, direction: str) -> None:
        """The ``move`` command: the answer to a ``map_move`` choice (the Eternities Map)."""
        self.check_move()
        self.choose(direction)

    def bottom_order_after_leaving(self, name: str) -> bool:
        """A player left while owners order cards going to the bottom (401.4): their cards
        left with them (901.10), their ability stops (800.4a), and what is still to order is
        asked again of whoever owns it now. True if a planeswalk was under way: it turns up
        the next plane itself, so the leaving doesn't (901.10)."""
        pc = self.s.pending_choice
        if pc is None or pc.bottom is None:
            return False
        bottom, resume = pc.bottom, pc.resume
        item = resume.item if resume is not None else None
        if resume is not None and item is not None and name in (item.controller, item.owner):
            if item.source is not None and self.card(item.source).is_phenomenon:
                # 901.10b: a phenomenon's ability goes on, under the new planar controller.
                resume = dataclasses.replace(
                    resume, item=with_controller(item, self.s.planar_controller))
            else:
                rule = "800.4a" if item.controller == name else "901.10"
                self.emit(AbilityRemoved(item.id, item.source,
                                         f"{rule}: {name} left before it finished; the rest "
                                         "of the ability does nothing"))
                resume = None
                if bottom.walk is None:  # no planeswalk under way: the cards stay put
                    self.s.pending_choice = None
                    return False
        kept = BottomOrder(tuple(g for g in bottom.waiting if g[0] in self.s.decks),
                           tuple(g for g in bottom.chosen if g[0] in self.s.decks), bottom.walk)
        if kept.waiting and kept == bottom and resume == pc.resume and \
                pc.player == self.deck_owner(kept.waiting[0][0]):
            return kept.walk is not None  # nothing of this question left: it stands
        self.s.pending_choice = None
        if kept.waiting:
            self.ask_bottom_order(kept, resume)
            return kept.walk is not None
        if kept.walk is not None:
            self.finish_walk(kept.walk, dict(kept.chosen))
        else:
            for deck, names in kept.chosen:
                self.move_to_bottom(deck, names)
        if resume is not None and self.s.pending_choice is None:
            Resolver(self, self.automation).go_on(resume)
        return bottom.walk is not None

    def remove_item(self, item_id: int) -> None:
        self.require_no_choice()
        for item in self.s.stack:
            if item.id == item_id:
                self.s.stack = tuple(i for i in self.s.stack if i.id != item_id)
                self.emit(AbilityRemoved(item.id, item.source, "removed by the table"))
                self.settle()
                return
        if self.s.stack:
            raise BadCommand("stack.no_such_item", id=item_id,
                             ids=[i.id for i in reversed(self.s.stack)])
        raise BadCommand("stack.no_such_item_empty", id=item_id)
