"""The planar die and its cost (901.9, 116.2i, 901.3a, 311.7, 901.12d).

Rolling is a special action of the active player in a main phase of their turn with an empty
stack (116.2i, 901.9); each roll costs one more mana than that player's last that turn
(901.9). In Two-Headed Giant each member of the active team may roll, each with their own
cost (901.12d), and "your" roll is either member's (901.12c). Chaos makes chaos ensue
(901.9b, 311.7); the Planeswalker symbol triggers the planeswalking ability (901.9c, 901.8).
A roll an effect asks for is free and is no special action. A face an effect says counts as
chaos (Chaotic Aether's blanks, Fixed Point in Time's Planeswalker symbol) is counted as
chaos here.
"""

from __future__ import annotations

import logging

from engine import rng
from engine.cards import AbilityClass
from engine.domain import (
    BEGINNING_PHASE,
    DieFace,
    FaceRule,
    RollSource,
    StackKind,
    Step,
)
from engine.errors import RuleViolation
from engine.events import (
    ChaosEnsued,
    DieRolled,
)
from engine.state import (
    FaceUpCard,
    RollRecord,
)
from engine.table.turns import TurnsLayer

log = logging.getLogger(__name__)

VIRTUAL_FACES = (DieFace.PLANESWALKER, DieFace.CHAOS) + (DieFace.BLANK,) * 4
"""A virtual d6: 1 = Planeswalker, 2 = chaos, 3-6 blank (901.3a)."""


class DieLayer(TurnsLayer):
    """Rolls the planar die, real or virtual, and what the roll triggers."""

    def roll(self, face: DieFace | None, source: RollSource, confidence: float | None,
             effect: bool, player: str | None) -> None:
        s = self.s
        self.require_no_choice()
        if effect:
            roller = player or s.planar_controller
            self.player_in_game(roller)
            cost = 0
        else:
            roller = self.check_special_action(player)
            cost = s.rolls_this_turn.get(roller, 0)
            s.rolls_this_turn = {**s.rolls_this_turn, roller: cost + 1}
        pip = None
        if face is None:
            s.rng, index = rng.below(s.rng, 6)
            pip, face = index + 1, VIRTUAL_FACES[index]
        counted = self.counted_face(face)
        s.rolls = (*s.rolls, RollRecord(s.turn, roller, cost, source, face, counted, confidence,
                                        effect, pip))
        self.emit(DieRolled(roller, cost, source, face, counted, confidence, effect))
        self.roll_triggers(roller, counted)
        if counted is DieFace.CHAOS:
            self.chaos_ensues(roller)  # 901.9b
        elif counted is DieFace.PLANESWALKER:
            # 901.9c / 901.8: sourceless, controlled by the player who rolled.
            self.trigger(self.make_item(StackKind.PLANESWALK, None, None, roller,
                                        "Planeswalker symbol rolled"))
        self.settle()

    def check_special_action(self, player: str | None) -> str:
        """901.9 / 116.2i: the active player, in a main phase of their turn, stack empty."""
        s = self.s
        active = s.active_player
        if active is None:
            raise RuleViolation("901.9", "roll.no_active_player", player=s.turn_player)
        roller = player or active
        self.player_in_game(roller)
        # 901.12d: in Two-Headed Giant each member of the active team may roll.
        if roller not in self.teammates(active):
            raise RuleViolation("901.9", "roll.not_your_turn", player=roller,
                                team=self.teammates(active))
        if s.stack or s.pending:
            raise RuleViolation("116.2i", "roll.stack_not_empty", player=roller,
                                count=len(s.stack) + len(s.pending))
        if s.step.is_main:
            return roller
        if s.step in BEGINNING_PHASE and Step.PRECOMBAT_MAIN in s.upcoming:
            passed = s.step
            while not s.step.is_main:
                self.advance_step()
                if self.is_busy():
                    raise RuleViolation("901.9", "roll.busy_on_the_way", player=roller,
                                        passed=passed.value, reason=self.busy_reason(),
                                        step=s.step.value)
            return roller
        raise RuleViolation("901.9", "roll.not_main_phase", player=roller, step=s.step.value)

    def counted_face(self, face: DieFace) -> DieFace:
        rules = {e.face_rule for e in self.s.effects if e.face_rule is not None}
        if face is DieFace.BLANK and FaceRule.BLANK_IS_CHAOS in rules:
            return DieFace.CHAOS
        if face is DieFace.PLANESWALKER and FaceRule.PLANESWALKER_IS_CHAOS in rules:
            return DieFace.CHAOS
        return face

    def roll_triggers(self, roller: str, face: DieFace) -> None:
        s = self.s
        for card in s.face_up:
            for ability, trig in self.card(card.name).abilities_of(AbilityClass.DIE_ROLL):
                if trig.whose == "your" and roller not in self.teammates(s.planar_controller):
                    continue
                if trig.roll not in ("any", face.value):
                    continue
                self.trigger(self.make_item(StackKind.TRIGGER, card, ability,
                                            s.planar_controller, f"{face.value} roll"))

    def chaos_ensues(self, player: str, only: FaceUpCard | None = None) -> None:
        """311.7: each face-up plane's chaos ability triggers (or only ``only``'s)."""
        self.emit(ChaosEnsued(player, only.name if only else None))
        for card in (only,) if only else self.s.face_up:
            self.trigger_card(card, AbilityClass.CHAOS, "chaos ensued", StackKind.CHAOS)
