"""State-based actions and state triggers, run until the table is stable (704.6f, 603.8).

After anything happens: waiting triggers go on the stack (603.3b), state triggers trigger
once and again only after leaving the stack (603.8), and a face-up phenomenon that is not
the source of an ability on the stack makes the planar controller planeswalk (704.6f,
312.7).
"""

from __future__ import annotations

import logging

from engine.cards import AbilityClass
from engine.domain import StackKind
from engine.table.map_walk import MapWalkLayer

log = logging.getLogger(__name__)

MAX_STATE_CHECKS = 200
"""Safety bound for repeated state-based actions (a phenomenon leading to a phenomenon...)."""


class StateChecksLayer(MapWalkLayer):
    """``settle``: the loop every action ends with."""

    def settle(self) -> None:
        """Flush triggers, then state-based actions and state triggers, until stable."""
        for _ in range(MAX_STATE_CHECKS):
            self.flush()
            self.ask_stack_choices()  # 603.3c, 603.3d: modes and targets, as they go on
            if self.s.pending_choice is not None or self.s.pending or self.s.game_over:
                return
            if self.state_triggers():
                continue
            lone = [c for c in self.s.face_up if self.card(c.name).is_phenomenon
                    and not any(i.source_obj == c.obj for i in self.s.stack)]
            if lone:
                # 704.6f / 312.7: a phenomenon whose trigger has left the stack.
                self.planeswalk_after_phenomenon()
                continue
            return
        log.error("state-based actions did not settle after %d rounds", MAX_STATE_CHECKS)

    def state_triggers(self) -> bool:
        """603.8: a state trigger triggers once, and again only after it left the stack."""
        fired = False
        waiting = {(i.source_obj, i.ability) for i in (*self.s.stack, *self.s.pending)}
        for card in self.s.face_up:
            for ability, trig in self.card(card.name).abilities_of(AbilityClass.STATE):
                if trig.counter is None or trig.at_least is None:
                    continue
                if card.counter(trig.counter) >= trig.at_least and (
                        card.obj, ability.index) not in waiting:
                    reason = f"{trig.at_least} or more {trig.counter} counters"
                    self.trigger(self.make_item(StackKind.TRIGGER, card, ability,
                                                self.s.planar_controller, reason))
                    fired = True
        return fired
