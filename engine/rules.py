"""Rule operations on one game state. Each change is recorded as a typed event.

``Table`` trusts its inputs' form (the action parser checked it) and enforces the rules.
It mutates the state it is given; ``Game.apply`` runs it on a fresh snapshot and throws
the snapshot away if any rule refuses, so a refused action never changes anything.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable, Iterable
from typing import Any

from engine import rng
from engine.automation import Automation, default_automation, intervening_if
from engine.cards import Ability, AbilityClass, Card, CardDatabase
from engine.choices import option_index, parse_answer
from engine.domain import (
    BEGINNING_PHASE,
    COMBAT_PHASE,
    TURN_STEPS,
    Arrival,
    ChoiceKind,
    DieFace,
    Duration,
    FaceRule,
    RollSource,
    StackKind,
    Step,
    phase_of,
)
from engine.errors import BadCommand, RuleViolation
from engine.events import (
    AbilityRemoved,
    AbilityResolved,
    AbilityTriggered,
    CardToBottom,
    CardTurnedFaceUp,
    ChaosEnsued,
    ChoiceMade,
    ChoiceRequested,
    CoinFlipped,
    CountersChanged,
    DesignationChanged,
    DieRolled,
    EffectBegan,
    EffectEnded,
    Event,
    ExtraTurnAdded,
    GameOver,
    Instruction,
    LifeChanged,
    PhasesAdded,
    PlanarControllerChanged,
    Planeswalked,
    PlayerCountersChanged,
    PlayerFlagged,
    PlayerLeft,
    StepBegan,
    Stopped,
    TokensCreated,
    TurnBegan,
    TurnEnded,
    TurnOrderReversed,
)
from engine.ops.resolver import Resolver
from engine.safe_json import shorten
from engine.state import (
    NO_STEPS,
    Effect,
    FaceUpCard,
    GameState,
    PendingChoice,
    Player,
    RollRecord,
    StackItem,
    Visit,
    bump,
    log_append,
    seat_order_from,
    with_counter,
)

log = logging.getLogger(__name__)

PLANESWALK_TEXT = "Whenever you roll the Planeswalker symbol on the planar die, planeswalk."
MAX_STEPS_PER_ADVANCE = 400
"""Safety bound for goto/next_turn: far more steps than any real turn has."""
MAX_STATE_CHECKS = 200
"""Safety bound for repeated state-based actions (a phenomenon leading to a phenomenon...)."""
MAX_TOTAL = 10**9
"""Bound on any total the engine keeps (life, counters, tokens): far past any real game,
and it keeps numbers small enough to save, show and compare."""

_VIRTUAL_FACES = (DieFace.PLANESWALKER, DieFace.CHAOS) + (DieFace.BLANK,) * 4
"""A virtual d6: 1 = Planeswalker, 2 = chaos, 3-6 blank (901.3a)."""


class Table:
    """The rules, applied to ``state``; ``events`` collects what happened."""

    def __init__(self, state: GameState, cards: CardDatabase,
                 automation: Automation | None = None) -> None:
        self.s = state
        self.cards = cards
        self.automation = automation or default_automation()
        self.events: list[Event] = []

    # -- bookkeeping -------------------------------------------------------------
    def emit(self, event: Event) -> None:
        self.events.append(event)
        if event.logged:
            self.s.log = log_append(self.s.log, self.s.turn, event.type, event.describe())

    def new_id(self) -> int:
        value = self.s.next_id
        self.s.next_id = value + 1
        return value

    def card(self, name: str) -> Card:
        return self.cards.get(name)

    def player(self, name: str) -> Player:
        p = self.s.find_player(name)
        if p is None:
            known = ", ".join(q.name for q in self.s.players)
            raise BadCommand(f"no player named {shorten(name)}; the players are {known}")
        return p

    def player_in_game(self, name: str, rule: str = "800.4a") -> Player:
        p = self.player(name)
        if not p.in_game:
            raise RuleViolation(rule, f"{name} has left the game")
        return p

    def set_player(self, new: Player) -> None:
        self.s.players = tuple(new if p.name == new.name else p for p in self.s.players)

    def next_in_turn_order(self, after: str, exclude: Iterable[str] = ()) -> str | None:
        """The next player in turn order after ``after`` who is in the game."""
        skip = set(exclude)
        for name in seat_order_from(self.s.players, after, self.s.direction)[1:]:
            p = self.s.find_player(name)
            if p is not None and p.in_game and name not in skip:
                return name
        return None

    def turn_order(self) -> list[str]:
        return self.s.turn_order()

    # -- guards --------------------------------------------------------------------
    def require_playing(self) -> None:
        if self.s.game_over:
            who = f"{self.s.winner} won" if self.s.winner else "nobody is left"
            raise RuleViolation("104.2a", f"the game is over ({who}); undo or start a new game")

    def require_no_choice(self) -> None:
        choice = self.s.pending_choice
        if choice is not None:
            raise RuleViolation(
                "603.3b", f"{choice.player} must first choose: {choice.prompt}")

    def require_empty_stack(self, what: str) -> None:
        self.require_no_choice()
        if self.s.stack:
            n = len(self.s.stack)
            raise RuleViolation(
                "500.2",
                f"the stack must be empty to {what}; {n} abilit{'y is' if n == 1 else 'ies are'}"
                " on it: resolve or remove them first")

    def is_busy(self) -> bool:
        return bool(self.s.stack or self.s.pending or self.s.pending_choice)

    # -- triggers and the stack ---------------------------------------------------------
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
            prompt = (f"the order of {len(items)} triggered abilities you control "
                      "(list them first to resolve first)")
            self.s.pending_choice = PendingChoice(controller, ChoiceKind.ORDER, prompt, options,
                                                  tuple(items))
            self.emit(ChoiceRequested(controller, ChoiceKind.ORDER.value, prompt, options))
            return

    def push(self, items_first_to_resolve_first: list[StackItem]) -> None:
        ids = {i.id for i in items_first_to_resolve_first}
        self.s.pending = tuple(i for i in self.s.pending if i.id not in ids)
        # The first to resolve goes on the stack last.
        self.s.stack = (*self.s.stack, *reversed(items_first_to_resolve_first))

    def choose(self, choice: str | int | tuple[str | int, ...]) -> None:
        pc = self.s.pending_choice
        if pc is None:
            raise BadCommand("there is no choice to make now")
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
        picks = list(choice) if isinstance(choice, tuple) else [choice]
        indexes = [option_index(pc, pick) for pick in picks]
        if len(set(indexes)) != len(indexes):
            raise BadCommand("'choose': an option is listed twice")
        if len(indexes) not in (1, len(pc.options)):
            raise BadCommand(
                f"'choose': list all {len(pc.options)} options in order, or name the one to "
                "resolve first")
        rest = [i for i in range(len(pc.options)) if i not in indexes]
        ordered = [pc.items[i] for i in indexes + rest]
        self.s.pending_choice = None
        self.emit(ChoiceMade(pc.player, pc.kind.value, tuple(i.label for i in ordered)))
        self.push(ordered)
        self.settle()

    def settle(self) -> None:
        """Flush triggers, then state-based actions and state triggers, until stable."""
        for _ in range(MAX_STATE_CHECKS):
            self.flush()
            if self.s.pending_choice is not None or self.s.pending or self.s.game_over:
                return
            if self.state_triggers():
                continue
            lone = [c for c in self.s.face_up if self.card(c.name).is_phenomenon
                    and not any(i.source_obj == c.obj for i in self.s.stack)]
            if lone:
                # 704.6f / 312.7: a phenomenon whose trigger has left the stack.
                self.planeswalk(self.s.planar_controller, why="704.6f")
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

    # -- planar deck and planeswalking ------------------------------------------------
    def record_visit(self, card: FaceUpCard, player: str, arrival: Arrival) -> None:
        """Add a card that just turned face up to the planar history."""
        self.s.visited = (*self.s.visited,
                          Visit(self.s.turn, card.name, card.owner, player, arrival))

    def turn_top_face_up(self, player: str,
                         arrival: Arrival = Arrival.PLANESWALK) -> FaceUpCard | None:
        key = self.s.deck_key(player)
        deck = self.s.decks.get(key, ())
        if not deck:
            log.warning("%s has no planar card left to turn face up", key)
            return None
        name = deck[0]
        self.s.decks = {**self.s.decks, key: deck[1:]}
        card = FaceUpCard(self.new_id(), name, key, (), self.s.turn)
        self.s.face_up = (*self.s.face_up, card)
        self.record_visit(card, player, arrival)
        self.emit(CardTurnedFaceUp(name, key, card.obj, self.card(name).is_phenomenon))
        return card

    def put_on_bottom(self, card: FaceUpCard) -> None:
        deck = self.s.decks.get(card.owner)
        if deck is None:  # its owner has left: the card left with them (901.10)
            self.s.removed = (*self.s.removed, (card.owner, card.name))
            return
        self.s.decks = {**self.s.decks, card.owner: (*deck, card.name)}
        self.emit(CardToBottom(card.name, card.owner))

    def planeswalk(self, player: str, why: str = "701.31") -> None:
        """701.31b: every face-up card to the bottom, then the top of your deck face up."""
        away = self.s.face_up
        self.s.face_up = ()
        for card in away:
            self.put_on_bottom(card)
        new = self.turn_top_face_up(player)
        self.emit(Planeswalked(player, tuple(c.name for c in away), new.name if new else None))
        log.debug("%s planeswalked (%s)", player, why)
        self.after_planeswalk(away, (new,) if new else ())

    def planeswalk_to(self, player: str, names: list[str], *, leave: bool) -> None:
        """Planeswalk to particular cards of your planar deck (Spatial Merging, Norn's
        Seedcore); with ``leave`` False, don't planeswalk away from any plane."""
        key = self.s.deck_key(player)
        deck = self.s.decks.get(key, ())
        names = [n for n in names if n in deck]
        if not names:
            return
        away: tuple[FaceUpCard, ...] = ()
        if leave:
            away = self.s.face_up
            self.s.face_up = ()
            for card in away:
                self.put_on_bottom(card)
            deck = self.s.decks.get(key, ())
        self.s.decks = {**self.s.decks, key: tuple(n for n in deck if n not in names)}
        new = []
        for name in names:
            card = FaceUpCard(self.new_id(), name, key, (), self.s.turn)
            self.s.face_up = (*self.s.face_up, card)
            self.record_visit(card, player, Arrival.PLANESWALK)
            self.emit(CardTurnedFaceUp(name, key, card.obj, self.card(name).is_phenomenon))
            new.append(card)
        self.emit(Planeswalked(player, tuple(c.name for c in away), ", ".join(names)))
        self.after_planeswalk(away, tuple(new))

    def after_planeswalk(self, away: tuple[FaceUpCard, ...],
                         arrived: tuple[FaceUpCard, ...]) -> None:
        """901.11: "until a player planeswalks" effects end; planeswalk triggers trigger."""
        left_plane = any(self.card(c.name).is_plane for c in away)
        self.end_effects(lambda e: e.until is Duration.PLANESWALK or (
            left_plane and e.until is Duration.PLANESWALK_AWAY_FROM_PLANE),
            "a player planeswalked")
        for card in away:
            self.trigger_card(card, AbilityClass.PLANESWALK_AWAY, "planeswalked away from",
                              info=card.counters)
        for new in arrived:
            self.trigger_card(new, AbilityClass.PLANESWALK_TO, "planeswalked to")
            if self.card(new.name).is_phenomenon:
                self.trigger_card(new, AbilityClass.ENCOUNTER, "encountered", StackKind.ENCOUNTER)

    def chaos_ensues(self, player: str, only: FaceUpCard | None = None) -> None:
        """311.7: each face-up plane's chaos ability triggers (or only ``only``'s)."""
        self.emit(ChaosEnsued(player, only.name if only else None))
        for card in (only,) if only else self.s.face_up:
            self.trigger_card(card, AbilityClass.CHAOS, "chaos ensued", StackKind.CHAOS)

    # -- effects -----------------------------------------------------------------------
    def add_effect(self, text: str, until: Duration, source: str | None = None,
                   player: str | None = None, face_rule: FaceRule | None = None,
                   end_text: str | None = None) -> Effect:
        effect = Effect(self.new_id(), text, source, until, player, face_rule, end_text)
        self.s.effects = (*self.s.effects, effect)
        self.emit(EffectBegan(effect.id, text, source, until.value))
        return effect

    def end_effects(self, predicate: Callable[[Effect], bool], reason: str) -> None:
        ending = [e for e in self.s.effects if predicate(e)]
        if not ending:
            return
        self.s.effects = tuple(e for e in self.s.effects if e not in ending)
        for e in ending:
            self.emit(EffectEnded(e.id, e.text, reason))
            if e.end_text:
                self.emit(Instruction(e.player or self.s.planar_controller, e.source, e.end_text))

    # -- turns and steps -----------------------------------------------------------------
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
            steps.remove(Step.DRAW)  # 103.8a: two-player starting player skips that draw
        s.upcoming = tuple(steps[1:])
        self.emit(TurnBegan(s.turn, player, extra))
        self.end_effects(lambda e: e.until is Duration.YOUR_NEXT_TURN and e.player == player,
                         f"{player}'s turn began")
        self.enter_step(steps[0])

    def begin_next_turn(self) -> None:
        s = self.s
        if s.extra_turns:
            player, s.extra_turns = s.extra_turns[-1], s.extra_turns[:-1]
            self.begin_turn(player, extra=True)
            return
        nxt = self.next_in_turn_order(s.anchor)
        if nxt is None:
            raise RuleViolation("104.2a", "nobody is left to take a turn")
        seats = seat_order_from(s.players, s.anchor, s.direction)[1:]
        skipped = set(seats[: seats.index(nxt)])  # players who left, passed over in turn order
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
        self.require_empty_stack("move to another step")
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
                self.emit(Stopped(s.step, self.busy_reason()))
                return
        raise RuleViolation("500.1", f"could not reach the {target.label}")

    def busy_reason(self) -> str:
        s = self.s
        if s.pending_choice is not None:
            return f"{s.pending_choice.player} must choose {s.pending_choice.prompt}"
        names = [i.source or "the planeswalking ability" for i in reversed(s.stack)]
        return f"{', '.join(names)} triggered"

    def insert_after_phase(self, steps: tuple[Step, ...], reason: str) -> None:
        s = self.s
        phase = phase_of(s.step)
        k, last = 0, phase.index(s.step)
        while k < len(s.upcoming) and s.upcoming[k] in phase and phase.index(s.upcoming[k]) > last:
            last = phase.index(s.upcoming[k])
            k += 1
        s.upcoming = (*s.upcoming[:k], *steps, *s.upcoming[k:])
        self.emit(PhasesAdded(steps, reason))

    def extra_combat(self) -> None:
        self.insert_after_phase((*COMBAT_PHASE, Step.POSTCOMBAT_MAIN),
                                "combat phase followed by an additional main phase")

    def extra_beginning(self) -> None:
        self.insert_after_phase(BEGINNING_PHASE, "beginning phase")

    def end_turn(self) -> None:
        """723: abilities on the stack and waiting cease to exist; go to the cleanup step."""
        s = self.s
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
        self.s.extra_turns = (*self.s.extra_turns, player)
        self.emit(ExtraTurnAdded(player))

    # -- the planar die (901.9, 116.2i) ---------------------------------------------------
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
            pip, face = index + 1, _VIRTUAL_FACES[index]
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
            raise RuleViolation(
                "901.9", f"{s.turn_player} has left the game; their turn ends with no active "
                "player, so nobody may roll the planar die")
        roller = player or active
        self.player_in_game(roller)
        if roller != active:
            raise RuleViolation(
                "901.9", f"{roller} may roll the planar die only during a main phase of "
                f"their own turn; it is {active}'s turn")
        if s.stack or s.pending:
            n = len(s.stack) + len(s.pending)
            raise RuleViolation(
                "116.2i", f"{roller} may roll the planar die only while the stack is empty; "
                f"{n} abilit{'y is' if n == 1 else 'ies are'} waiting")
        if s.step.is_main:
            return roller
        if s.step in BEGINNING_PHASE and Step.PRECOMBAT_MAIN in s.upcoming:
            passed = s.step
            while not s.step.is_main:
                self.advance_step()
                if self.is_busy():
                    raise RuleViolation(
                        "901.9", f"{roller} can't roll yet: on the way from the "
                        f"{passed.label} to the main phase, {self.busy_reason()} at the "
                        f"{s.step.label}. Go to that step and deal with it first")
            return roller
        raise RuleViolation(
            "901.9", f"{roller} may roll the planar die only during a main phase of their "
            f"own turn; it is the {s.step.label}")

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
                if trig.whose == "your" and roller != s.planar_controller:
                    continue
                if trig.roll not in ("any", face.value):
                    continue
                self.trigger(self.make_item(StackKind.TRIGGER, card, ability,
                                            s.planar_controller, f"{face.value} roll"))

    # -- resolving ------------------------------------------------------------------------
    def resolve_top(self) -> None:
        self.require_no_choice()
        if not self.s.stack:
            raise BadCommand("the stack is empty: there is nothing to resolve")
        item = self.s.stack[-1]
        self.s.stack = self.s.stack[:-1]
        self.emit(AbilityResolved(item.id, item.kind, item.source, item.controller, item.text))
        if item.kind is StackKind.PLANESWALK:
            if item.controller == self.s.planar_controller:
                self.planeswalk(item.controller)  # 901.8
            else:
                # 901.8 tells the roller to planeswalk, but only the planar controller may.
                self.emit(Instruction(item.controller, None, (
                    f"701.31a: only the planar controller ({self.s.planar_controller}) may "
                    f"planeswalk, so {item.controller}'s planeswalking ability does nothing")))
        else:
            Resolver(self, self.automation).resolve(item)
            if self.s.pending_choice is not None:
                return  # the ability waits for an answer; settle() runs after it
        self.settle()

    def ask(self, choice: PendingChoice) -> None:
        self.s.pending_choice = choice
        self.emit(ChoiceRequested(choice.player, choice.kind.value, choice.prompt,
                                  choice.options))

    def remove_item(self, item_id: int) -> None:
        self.require_no_choice()
        for item in self.s.stack:
            if item.id == item_id:
                self.s.stack = tuple(i for i in self.s.stack if i.id != item_id)
                self.emit(AbilityRemoved(item.id, item.source, "removed by the table"))
                self.settle()
                return
        ids = ", ".join(f"#{i.id}" for i in reversed(self.s.stack)) or "nothing"
        raise BadCommand(f"no ability #{item_id} on the stack; it holds {ids}")

    # -- counters, life, players --------------------------------------------------------
    def find_face_up(self, ref: str) -> FaceUpCard:
        face_up = self.s.face_up
        if ref.lstrip("#").isdigit():
            for c in face_up:
                if c.obj == int(ref.lstrip("#")):
                    return c
        matches = [c for c in face_up if c.name == ref]
        if not matches:
            try:
                name = self.cards.resolve(ref).name
            except BadCommand:
                name = ref
            matches = [c for c in face_up if c.name == name]
        if len(matches) == 1:
            return matches[0]
        shown = ", ".join(f"{c.name} (#{c.obj})" for c in face_up)
        if matches:
            raise BadCommand(f"{shorten(ref)} is face up more than once ({shown}); name it by id")
        raise BadCommand(f"{shorten(ref)} is not face up; face up: {shown or 'nothing'}")

    def add_counters(self, ref: str, kind: str, delta: int, *, settle: bool = True) -> None:
        card = self.find_face_up(ref)
        kind = kind.strip().lower()
        now = card.counter(kind)
        if now + delta < 0:
            raise BadCommand(f"{card.name} has {now} {kind} counter(s); can't remove {-delta}")
        _check_total(now + delta, f"{card.name}'s {kind} counters")
        new = FaceUpCard(card.obj, card.name, card.owner, with_counter(card.counters, kind,
                                                                      now + delta),
                         card.turned_up_turn)
        self.s.face_up = tuple(new if c.obj == card.obj else c for c in self.s.face_up)
        self.emit(CountersChanged(card.name, card.obj, kind, delta, now + delta))
        if settle:
            self.settle()

    def add_tokens(self, name: str, token: str, n: int, *, doubled: bool = False) -> None:
        p = self.player_in_game(name)
        token = token.strip()
        now = p.token_count(token)
        if now + n < 0:
            raise BadCommand(f"{name} has {now} {token} token(s); {-n} can't leave")
        _check_total(now + n, f"{name}'s {token} tokens")
        self.set_player(_replace_player(p, tokens=with_counter(p.tokens, token, now + n)))
        self.emit(TokensCreated(name, token, n, now + n, doubled))

    def set_designations(self, name: str, designations: tuple[str, ...]) -> None:
        p = self.player(name)
        if p.designations == designations:
            return
        self.set_player(_replace_player(p, designations=designations))
        self.emit(DesignationChanged(name, designations))

    def table_trigger(self, ref: str, index: int) -> None:
        card = self.find_face_up(ref)
        abilities = self.card(card.name).abilities
        if not 0 <= index < len(abilities):
            raise BadCommand(f"{card.name} has abilities 0-{len(abilities) - 1}, not {index}")
        ability = abilities[index]
        if not ability.has(AbilityClass.TABLE_TRIGGER):
            raise BadCommand(
                f"{card.name}'s ability {index} is not one the table reports; the app puts "
                "its step, roll, chaos and planeswalk triggers on the stack itself")
        self.trigger(self.make_item(StackKind.TRIGGER, card, ability, self.s.planar_controller,
                                    "reported by the table"))

    def flip_coin(self, player: str) -> bool:
        self.player_in_game(player)
        self.s.rng, won = rng.below(self.s.rng, 2)
        self.emit(CoinFlipped(player, bool(won)))
        return bool(won)

    def set_deck(self, key: str, deck: tuple[str, ...]) -> None:
        self.s.decks = {**self.s.decks, key: deck}

    def change_life(self, name: str, delta: int | None, value: int | None) -> None:
        p = self.player_in_game(name)
        new = value if value is not None else p.life + (delta or 0)
        _check_total(new, f"{name}'s life total")
        if new == p.life:
            return
        self.set_player(_replace_player(p, life=new))
        self.emit(LifeChanged(name, p.life, new))
        self.flag(p)

    def change_poison(self, name: str, delta: int | None, value: int | None) -> None:
        p = self.player_in_game(name)
        new = value if value is not None else p.poison + (delta or 0)
        _check_total(new, f"{name}'s poison counters")
        if new < 0:
            raise BadCommand(f"{name} has {p.poison} poison counter(s); can't go below 0")
        if new == p.poison:
            return
        self.set_player(_replace_player(p, poison=new))
        self.emit(PlayerCountersChanged(name, "poison", p.poison, new))
        self.flag(p)

    def change_player_counter(self, name: str, kind: str, delta: int) -> None:
        p = self.player_in_game(name)
        kind = kind.strip().lower()
        if kind == "poison":
            self.change_poison(name, delta, None)
            return
        now = p.counter(kind)
        if now + delta < 0:
            raise BadCommand(f"{name} has {now} {kind} counter(s); can't remove {-delta}")
        _check_total(now + delta, f"{name}'s {kind} counters")
        self.set_player(_replace_player(p, counters=with_counter(p.counters, kind, now + delta)))
        self.emit(PlayerCountersChanged(name, kind, now, now + delta))

    def flag(self, before: Player) -> None:
        after = self.player(before.name)
        for reason in after.flags:
            if reason not in before.flags:
                self.emit(PlayerFlagged(after.name, reason))

    def leave(self, name: str) -> None:
        """A player leaves the game (901.10, 901.10a, 901.10b, 311.5)."""
        s = self.s
        self.player_in_game(name)
        if s.planar_controller == name:
            heir = self.next_in_turn_order(name, exclude={name})
            if heir is not None:
                s.planar_controller = heir
                self.emit(PlanarControllerChanged(name, heir, "311.5: the planar controller left"))
        self.set_player(_replace_player(self.player(name), in_game=False))
        gone_cards: tuple[FaceUpCard, ...] = ()
        gone_names: list[str] = []
        if not s.shared_deck:
            deck = s.decks.get(name, ())
            s.decks = {k: v for k, v in s.decks.items() if k != name}
            gone_cards = tuple(c for c in s.face_up if c.owner == name)
            s.face_up = tuple(c for c in s.face_up if c.owner != name)
            s.removed = (*s.removed, *((name, n) for n in deck),
                         *((name, c.name) for c in gone_cards))
            gone_names = [*deck, *(c.name for c in gone_cards)]
        s.extra_turns = tuple(p for p in s.extra_turns if p != name)
        self.emit(PlayerLeft(name, tuple(gone_names)))
        self.drop_abilities_of(name, plane_left=any(self.card(c.name).is_plane
                                                    for c in gone_cards))
        in_game = s.in_game()
        if len(in_game) <= 1:
            s.game_over = True
            s.winner = in_game[0] if in_game else None
            self.emit(GameOver(s.winner))
            return
        if gone_cards:
            # 901.10: not a state-based action; the planar controller turns up a card now.
            new = self.turn_top_face_up(s.planar_controller, Arrival.OWNER_LEFT)
            self.emit(Planeswalked(s.planar_controller, tuple(c.name for c in gone_cards),
                                   new.name if new else None))
            self.after_planeswalk(gone_cards, (new,) if new else ())
        self.settle()

    def drop_abilities_of(self, name: str, *, plane_left: bool) -> None:
        """Abilities on the stack (or waiting) that leave with a player."""
        s = self.s
        keep_stack: list[StackItem] = []
        keep_pending: list[StackItem] = []
        for where, items in ((keep_stack, s.stack), (keep_pending, s.pending)):
            for item in items:
                from_phenomenon = item.source is not None and self.card(item.source).is_phenomenon
                if plane_left and item.kind is StackKind.PLANESWALK:
                    reason = "901.10a: a plane left the game"
                elif from_phenomenon and (item.controller == name or item.owner == name):
                    # 901.10b: phenomenon abilities stay, controlled by the planar controller.
                    where.append(_replace_item(item, s.planar_controller))
                    continue
                elif item.owner == name and not s.shared_deck:
                    reason = f"901.10: its source left the game with {name}"
                elif item.controller == name:
                    reason = f"800.4a: its controller {name} left the game"
                else:
                    where.append(item)
                    continue
                self.emit(AbilityRemoved(item.id, item.source, reason))
        s.stack, s.pending = tuple(keep_stack), tuple(keep_pending)
        pc = s.pending_choice
        if pc is None:
            return
        resume = pc.resume
        if resume is None:
            s.pending_choice = None  # an order choice: re-asked by flush() of the new owner
            return
        queue = tuple(p for p in resume.queue if p != name)
        options = tuple(o for o in pc.options if o != name and not o.startswith(f"{name} ("))
        source = resume.item.source
        if resume.item.controller == name and source and self.card(source).is_phenomenon:
            # 901.10b: a phenomenon's ability goes on, under the new planar controller, also
            # while it is waiting for an answer.
            heir = s.planar_controller
            item = _replace_item(resume.item, heir)
            resume = dataclasses.replace(resume, item=item, queue=queue)
            asked = heir if pc.player == name and not queue else pc.player
            if pc.player == name and queue:
                asked, resume = queue[0], dataclasses.replace(resume, queue=queue[1:])
            self.ask(dataclasses.replace(pc, player=asked, options=options, resume=resume))
            return
        if resume.item.controller == name or (pc.player == name and not queue):
            s.pending_choice = None
            self.emit(AbilityRemoved(resume.item.id, resume.item.source,
                                     f"800.4a: {name} left before it finished; the rest of "
                                     "the ability does nothing"))
        elif pc.player == name:
            # "each player chooses": skip the player who left, ask the next one.
            nxt = dataclasses.replace(resume, queue=queue[1:])
            self.ask(dataclasses.replace(pc, player=queue[0], resume=nxt))
        else:
            # Players who left are no longer options (their life total left with them).
            s.pending_choice = dataclasses.replace(
                pc, options=options, resume=dataclasses.replace(resume, queue=queue))


def _replace_player(p: Player, **changes: Any) -> Player:
    return dataclasses.replace(p, **changes)


def _replace_item(item: StackItem, controller: str) -> StackItem:
    return StackItem(item.id, item.kind, item.source, item.source_obj, item.owner, controller,
                     item.text, item.ability, item.reason, item.info)


def _check_total(value: int, what: str) -> None:
    if not -MAX_TOTAL <= value <= MAX_TOTAL:
        raise BadCommand(f"{what} would be {value:,}; totals stay within ±{MAX_TOTAL:,}")
