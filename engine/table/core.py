"""The table's core: the game state, its events, ids, and lookups of cards and players.

Every rule layer in ``engine/table/`` builds on ``TableCore``. It also holds the guards
each action checks first: the game is not over (104.2a), no choice is waiting (603.3b),
the stack is empty where a rule needs it (500.2), a player is still in the game (800.4a).
``Table`` trusts its inputs' form (the action parser checked it) and enforces the rules.
It mutates the state it is given; ``Game.apply`` runs it on a fresh snapshot and throws
the snapshot away if any rule refuses, so a refused action never changes anything.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Iterable
from typing import Any

from engine.automation import Automation, default_automation
from engine.cards import Card, CardDatabase
from engine.domain import ChoiceKind
from engine.errors import BadCommand, RuleViolation
from engine.events import Event
from engine.game_log import log_append
from engine.messages import Message, msg
from engine.safe_json import shorten
from engine.state import (
    GameState,
    Player,
    StackItem,
    seat_order_from,
)

log = logging.getLogger(__name__)

STACK_CHOICES = {ChoiceKind.MODE: ("603.3c", "mode"), ChoiceKind.TARGET: ("603.3d", "target")}
"""Choices made as an ability is put on the stack: the rule a command waiting on one cites."""

MAX_TOTAL = 10**9
"""Bound on any total the engine keeps (life, counters, tokens): far past any real game,
and it keeps numbers small enough to save, show and compare."""


class TableCore:
    """The state, the card data and the automation; ``events`` collects what happened."""

    def __init__(self, state: GameState, cards: CardDatabase,
                 automation: Automation | None = None) -> None:
        self.s = state
        self.cards = cards
        self.automation = automation or default_automation()
        self.events: list[Event] = []

    def emit(self, event: Event) -> None:
        self.events.append(event)
        if event.logged:
            self.s.log = log_append(self.s.log, self.s.turn, event.type, event.msg())

    def new_id(self) -> int:
        value = self.s.next_id
        self.s.next_id = value + 1
        return value

    def card(self, name: str) -> Card:
        return self.cards.get(name)

    def player(self, name: str) -> Player:
        p = self.s.find_player(name)
        if p is None:
            raise BadCommand("player.unknown", given=shorten(name),
                             players=[q.name for q in self.s.players])
        return p

    def player_in_game(self, name: str, rule: str = "800.4a") -> Player:
        p = self.player(name)
        if not p.in_game:
            raise RuleViolation(rule, "player.left", player=name)
        return p

    def set_player(self, new: Player) -> None:
        self.s.players = tuple(new if p.name == new.name else p for p in self.s.players)

    def next_in_turn_order(self, after: str, exclude: Iterable[str] = ()) -> str | None:
        """The next player in turn order after ``after`` who is in the game; in Two-Headed
        Giant the primary player of the next team (teams take turns, 805; 901.12b)."""
        skip = set(exclude)
        fs = self.s.formats
        for name in seat_order_from(self.s.players, after, self.s.direction)[1:]:
            p = self.s.find_player(name)
            if p is not None and p.in_game and name not in skip and fs.is_primary(name):
                return name
        return None

    def teammates(self, name: str) -> list[str]:
        """``name`` and, in Two-Headed Giant, their teammate still in the game (901.12c)."""
        return [n for n in self.s.formats.teammates(name)
                if n == name or self.player(n).in_game]

    def team_label(self, name: str) -> str:
        """"Ann and Bob" for a Two-Headed Giant team, else the player's name (901.12c)."""
        return " and ".join(self.teammates(name))

    def turn_order(self) -> list[str]:
        return self.s.turn_order()

    # -- guards: checked before an action changes anything ---------------------------
    def require_playing(self) -> None:
        if self.s.game_over:
            if self.s.winner:
                raise RuleViolation("104.2a", "turn.game_over_won", winner=self.s.winner)
            raise RuleViolation("104.2a", "turn.game_over_nobody")

    def require_no_choice(self) -> None:
        choice = self.s.pending_choice
        if choice is None:
            return
        what = STACK_CHOICES.get(choice.kind)
        if what is not None and choice.items:
            rule, noun = what
            item = choice.items[0]
            raise RuleViolation(rule, f"choice.first_{noun}", player=choice.player,
                                source=str(item.source), id=item.id)
        if choice.kind is ChoiceKind.MAP_MOVE:  # its prompt names the player again
            raise RuleViolation("901.8", "choice.map_move_first", player=choice.player)
        # 401.4: the order of cards going to the bottom together is a choice of its own.
        rule = "401.4" if choice.kind is ChoiceKind.BOTTOM_ORDER else "603.3b"
        raise RuleViolation(rule, "choice.first", player=choice.player,
                            prompt=choice.prompt_message)

    def require_empty_stack(self, what: Message) -> None:
        self.require_no_choice()
        if self.s.stack:
            raise RuleViolation("500.2", "stack.must_be_empty", what=what, count=len(self.s.stack))

    def is_busy(self) -> bool:
        return bool(self.s.stack or self.s.pending or self.s.pending_choice)

    def busy_reason(self) -> Message:
        s = self.s
        if s.pending_choice is not None:
            return msg("busy.must_choose", player=s.pending_choice.player,
                       prompt=s.pending_choice.prompt_message)
        return msg("busy.triggered", sources=[source_name(i.source) for i in reversed(s.stack)])


def replace_player(p: Player, **changes: Any) -> Player:
    return dataclasses.replace(p, **changes)


def with_controller(item: StackItem, controller: str) -> StackItem:
    """The same ability on the stack under another controller (901.10b)."""
    return dataclasses.replace(item, controller=controller)


def check_total(value: int, what: Message) -> None:
    if not -MAX_TOTAL <= value <= MAX_TOTAL:
        raise BadCommand("total.too_large", what=what, value=value, limit=MAX_TOTAL)


def source_name(source: str | None) -> str | Message:
    """An ability's card, or "the planeswalking ability" (which has no source, 901.8)."""
    return msg("ability.planeswalking") if source is None else source
