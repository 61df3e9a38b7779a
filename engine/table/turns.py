"""Turns, phases and steps (500-514, 723, 311.5).

A turn's steps in order (500.1), the starting player's skipped draw (103.8a), additional
turns, combat and beginning phases, reversing turn order, step triggers of the face-up
cards (with intervening "if" clauses, 603.4), "until end of turn" effects ending in the
cleanup step (514.2), ending the turn (723.1), and the active player becoming the planar
controller (311.5).
"""

from __future__ import annotations

import logging

from engine.automation import intervening_if
from engine.cards import AbilityClass
from engine.domain import (
    BEGINNING_PHASE,
    COMBAT_PHASE,
    TURN_STEPS,
    Duration,
    StackKind,
    Step,
    phase_of,
)
from engine.errors import RuleViolation
from engine.events import (
    AbilityRemoved,
    ExtraTurnAdded,
    Instruction,
    PhasesAdded,
    PlanarControllerChanged,
    StepBegan,
    Stopped,
    TurnBegan,
    TurnEnded,
    TurnOrderReversed,
)
from engine.messages import Message, msg
from engine.state import (
    NO_STEPS,
    bump,
    seat_order_from,
)
from engine.table.state_checks import StateChecksLayer

log = logging.getLogger(__name__)

MAX_STEPS_PER_ADVANCE = 400
"""Safety bound for goto/next_turn: far more steps than any real turn has."""


class TurnsLayer(StateChecksLayer):
    """Moves the game through steps and turns."""

    def begin_turn(self, player: str, *, extra: bool) -> None:
        s = self.s
        s.turn += 1
        s.turn_player = player
        if s.planar_controller != player:
            old = s.planar_controller
            s.planar_controller = player
            self.emit(PlanarControllerChanged(old, player, "311.5: the active player"))
        s.rolls_this_turn = {}
        s.rolls = ()
        s.step_counts = NO_STEPS
        steps = list(TURN_STEPS)
        if s.turn == 1 and s.skip_first_draw:
            # 103.8a: the two-player starting player skips that draw; 103.8b: so does the
            # Two-Headed Giant team that goes first.
            steps.remove(Step.DRAW)
        s.upcoming = tuple(steps[1:])
        self.emit(TurnBegan(s.turn, player, extra))
        if s.turn == 1 and s.skip_first_draw and s.formats.two_headed:
            said = msg("instruction.team_skips_draw")
            self.emit(Instruction(self.team_label(player), None, said.english, said=said))
        team = self.teammates(player)  # 805, 810: the team's turn is each member's
        self.end_effects(lambda e: e.until is Duration.YOUR_NEXT_TURN and e.player in team,
                         f"{self.team_label(player)}'s turn began")
        self.enter_step(steps[0])

    def begin_next_turn(self) -> None:
        s = self.s
        if s.extra_turns:
            player, s.extra_turns = s.extra_turns[-1], s.extra_turns[:-1]
            self.begin_turn(player, extra=True)
            return
        nxt = self.next_in_turn_order(s.anchor)
        if nxt is None:
            raise RuleViolation("104.2a", "turn.nobody_left")
        seats = seat_order_from(s.players, s.anchor, s.direction)[1:]
        # players who left, passed over in turn order (a Two-Headed Giant teammate is not)
        skipped = {n for n in seats[: seats.index(nxt)] if not self.player(n).in_game}
        self.end_effects(lambda e: e.until is Duration.YOUR_NEXT_TURN and e.player in skipped,
                         "that player left; their next turn would have begun")
        s.anchor = nxt
        self.begin_turn(nxt, extra=False)

    def enter_step(self, step: Step) -> None:
        s = self.s
        s.step = step
        s.step_counts = bump(s.step_counts, step)
        s.game_step_counts = bump(s.game_step_counts, step)
        self.emit(StepBegan(s.turn, step, s.turn_player))
        if step is Step.CLEANUP:
            self.end_effects(lambda e: e.until is Duration.END_OF_TURN, "514.2: cleanup step")
        self.step_triggers(step)
        self.settle()

    def step_triggers(self, step: Step) -> None:
        s = self.s
        yours = s.active_player is not None and s.active_player == s.planar_controller
        for card in s.face_up:
            for ability, trig in self.card(card.name).abilities_of(AbilityClass.STEP):
                if trig.step is not step or (trig.whose == "your" and not yours):
                    continue
                if trig.first == "turn" and s.step_count(step) != 1:
                    continue
                if trig.first == "game" and s.game_step_count(step) != 1:
                    continue
                if not intervening_if(self.automation, card, ability.index, s.turn):
                    continue
                self.trigger(self.make_item(StackKind.TRIGGER, card, ability,
                                            s.planar_controller, step.label))

    def advance_step(self) -> None:
        if not self.s.upcoming:
            self.begin_next_turn()
            return
        step, self.s.upcoming = self.s.upcoming[0], self.s.upcoming[1:]
        self.enter_step(step)

    def advance_to(self, target: Step, *, next_turn_only: bool) -> None:
        """Advance step by step to ``target``; stop early where anything triggers."""
        self.require_empty_stack(msg("stack.to_move_to_another_step"))
        s = self.s
        start_turn = s.turn
        this_turn = not next_turn_only and target in s.upcoming
        for _ in range(MAX_STEPS_PER_ADVANCE):
            self.advance_step()
            if s.game_over:
                return
            if (this_turn or s.turn != start_turn) and s.step is target:
                return
            if self.is_busy():
                reason = self.busy_reason()
                self.emit(Stopped(s.step, reason.english, said=reason))
                return
        raise RuleViolation("500.1", "turn.could_not_reach", step=target.value)

    def insert_after_phase(self, steps: tuple[Step, ...], reason: Message) -> None:
        s = self.s
        phase = phase_of(s.step)
        k, last = 0, phase.index(s.step)
        while k < len(s.upcoming) and s.upcoming[k] in phase and phase.index(s.upcoming[k]) > last:
            last = phase.index(s.upcoming[k])
            k += 1
        s.upcoming = (*s.upcoming[:k], *steps, *s.upcoming[k:])
        self.emit(PhasesAdded(steps, reason.english, said=reason))

    def extra_combat(self) -> None:
        self.insert_after_phase((*COMBAT_PHASE, Step.POSTCOMBAT_MAIN),
                                msg("phases.combat_and_main"))

    def extra_beginning(self) -> None:
        self.insert_after_phase(BEGINNING_PHASE, msg("phases.beginning"))

    def end_turn(self) -> None:
        """723: abilities on the stack and waiting cease to exist; go to the cleanup step."""
        s = self.s
        self.map_move_as_shown()  # a move on the Eternities Map under way finishes first
        self.bottom_order_as_shown()  # 401.4: a planeswalk under way finishes first
        for item in (*reversed(s.stack), *s.pending):
            self.emit(AbilityRemoved(item.id, item.source, "723.1: the turn ends"))
        s.stack, s.pending, s.pending_choice = (), (), None
        s.upcoming = ()
        self.emit(TurnEnded(s.turn_player))
        self.enter_step(Step.CLEANUP)

    def reverse_turn_order(self) -> None:
        self.s.direction = -self.s.direction
        self.emit(TurnOrderReversed(tuple(self.turn_order())))

    def extra_turn(self, player: str) -> None:
        self.player_in_game(player)
        # A Two-Headed Giant team takes its turns together: its primary player's stands for it.
        player = self.s.formats.teammates(player)[0]
        self.s.extra_turns = (*self.s.extra_turns, player)
        self.emit(ExtraTurnAdded(player))
