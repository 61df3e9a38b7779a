"""Continuous effects with a duration, and their ending.

Effects last "until end of turn" (ended in the cleanup step, 514.2), "until your next
turn", or "until a player planeswalks" / "until you planeswalk away from a plane" (901.11,
ended by the planeswalking layer). An effect may leave the table an instruction as it ends.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from engine.domain import (
    Duration,
    FaceRule,
)
from engine.events import (
    EffectBegan,
    EffectEnded,
    Instruction,
)
from engine.messages import Message
from engine.state import Effect
from engine.table.core import TableCore

log = logging.getLogger(__name__)


class EffectsLayer(TableCore):
    """Begins and ends the effects the engine tracks in ``state.effects``."""

    def add_effect(self, text: str, until: Duration, source: str | None = None,
                   player: str | None = None, face_rule: FaceRule | None = None,
                   end_text: str | None = None, said: Message | None = None,
                   end_said: Message | None = None) -> Effect:
        effect = Effect(self.new_id(), text, source, until, player, face_rule, end_text,
                        said, end_said)
        self.s.effects = (*self.s.effects, effect)
        self.emit(EffectBegan(effect.id, text, source, until.value, said=said))
        return effect

    def end_effects(self, predicate: Callable[[Effect], bool], reason: str) -> None:
        ending = [e for e in self.s.effects if predicate(e)]
        if not ending:
            return
        self.s.effects = tuple(e for e in self.s.effects if e not in ending)
        for e in ending:
            self.emit(EffectEnded(e.id, e.text, reason, said=e.said))
            if e.end_text:
                self.emit(Instruction(e.player or self.s.planar_controller, e.source, e.end_text,
                                      said=e.end_said))
