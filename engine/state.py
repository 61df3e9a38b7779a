"""The game state.

Every field holds an immutable value (tuples, frozen dataclasses, strings, ints) or a dict
that is replaced, never changed in place. Taking an undo snapshot is therefore a shallow
copy, and consecutive snapshots share everything that did not change.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from dataclasses import dataclass, field, fields
from typing import Any, TypeVar

from engine.bottom_order import BottomOrder
from engine.correction_log import Correction
from engine.domain import (
    Arrival,
    ChoiceKind,
    DieFace,
    Duration,
    FaceRule,
    RollSource,
    StackKind,
    Step,
)
from engine.eternities_map import EternitiesMap
from engine.formats import Formats
from engine.game_log import LogEntry, LogNode, log_latest
from engine.messages import Message, msg
from engine.messages import text as english

K = TypeVar("K", bound=str)

SHARED = "shared"
STEP_INDEX: dict[Step, int] = {step: i for i, step in enumerate(Step)}
NO_STEPS: tuple[int, ...] = (0,) * len(STEP_INDEX)
"""The deck key (and owner) of the single communal planar deck (901.15)."""

POISON_LIMIT = 10


@dataclass(frozen=True, slots=True)
class Player:
    name: str
    life: int
    poison: int = 0
    counters: tuple[tuple[str, int], ...] = ()
    """Other named player counters (energy, experience, ...), sorted by kind."""
    in_game: bool = True
    designations: tuple[str, ...] = ()
    """Designations such as "monarch", sorted."""
    tokens: tuple[tuple[str, int], ...] = ()
    """Tokens planar abilities created for this player, by name (a tracker for the table)."""

    def counter(self, kind: str) -> int:
        return dict(self.counters).get(kind, 0)

    def token_count(self, name: str) -> int:
        return dict(self.tokens).get(name, 0)

    @property
    def flags(self) -> tuple[str, ...]:
        """Losing conditions for the table to confirm (704.5a, 704.5c)."""
        if not self.in_game:
            return ()
        out = []
        if self.life <= 0:
            out.append(english("reason.flag_life"))
        if self.poison >= POISON_LIMIT:
            out.append(english("reason.flag_poison"))
        return tuple(out)


@dataclass(frozen=True, slots=True)
class FaceUpCard:
    """A face-up plane or phenomenon: a new object each time it turns face up (901.7a)."""

    obj: int
    name: str
    owner: str
    """The key of the deck it returns to: its owner's name, or "shared"."""
    counters: tuple[tuple[str, int], ...] = ()
    turned_up_turn: int = 0

    def counter(self, kind: str) -> int:
        return dict(self.counters).get(kind, 0)


@dataclass(frozen=True, slots=True)
class Visit:
    """One plane or phenomenon turned face up during the game: the planar history.

    Kept in the state (not rebuilt from the log, which is bounded) and saved with it."""

    turn: int
    """The turn it turned face up (0: during setup)."""
    name: str
    owner: str
    """The deck it came from: its owner's name, or "shared"."""
    player: str
    """Who planeswalked there (the starting player for the starting plane)."""
    arrival: Arrival


@dataclass(frozen=True, slots=True)
class StackItem:
    """A planar ability that has triggered (on the stack, or waiting to be put there)."""

    id: int
    kind: StackKind
    source: str | None
    """The card name, or None for the sourceless planeswalking ability (901.8)."""
    source_obj: int | None
    owner: str | None
    controller: str
    text: str
    ability: int | None = None
    """Index of the ability on its card."""
    reason: str = ""
    """What made it trigger, e.g. "upkeep" or "chaos roll"."""
    info: tuple[tuple[str, int], ...] = ()
    """Look-back values: the counters its source had as it last existed face up (608.2h)."""
    targets: tuple[str, ...] = ()
    """Target players, chosen as it was put on the stack (601.2c, 603.3d)."""
    mode: str | None = None
    """The chosen mode of a modal ability (700.2a)."""

    @property
    def label(self) -> str:
        return f"#{self.id} {self.source or 'Planeswalking ability'}: {self.text}"


Binding = str | int | bool | None | tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Resume:
    """Where a resolving ability stopped to ask a question, so it can go on afterwards."""

    item: StackItem
    step: int
    """Index of the op that asked; resolution continues after it."""
    key: str
    """The binding the answer is stored under."""
    bindings: tuple[tuple[str, Binding], ...] = ()
    queue: tuple[str, ...] = ()
    """Players still to ask, for "each player chooses"."""

    def get(self, key: str) -> Binding:
        return dict(self.bindings).get(key)


@dataclass(frozen=True, slots=True)
class PendingChoice:
    player: str
    kind: ChoiceKind
    prompt: str
    options: tuple[str, ...]
    items: tuple[StackItem, ...] = ()
    resume: Resume | None = None
    cards: tuple[str, ...] = ()
    """The planar cards the question is about (revealed ones), for the table to show."""
    bottom: BottomOrder | None = None
    prompt_msg: Message | None = field(default=None, compare=False)
    """The prompt as a message (a save keeps it beside the English ``prompt``; one from an
    older save has none)."""

    @property
    def prompt_message(self) -> Message:
        if self.prompt_msg is not None:
            return self.prompt_msg
        return msg("text.english", text=self.prompt)


@dataclass(frozen=True, slots=True)
class Effect:
    id: int
    text: str
    source: str | None
    until: Duration
    player: str | None = None
    """Whose "next turn" ends it, for YOUR_NEXT_TURN."""
    face_rule: FaceRule | None = None
    end_text: str | None = None
    """What the table is told when it ends, e.g. "the phased-out permanents phase in now"."""
    said: Message | None = field(default=None, compare=False)
    """``text`` as a message, when card automation made it (saved with it; none from an
    older save)."""
    end_said: Message | None = field(default=None, compare=False)
    """``end_text`` as a message, likewise."""

    @property
    def message(self) -> Message:
        return self.said if self.said is not None else msg("text.english", text=self.text)


@dataclass(frozen=True, slots=True)
class RollRecord:
    """The audit of one planar die roll."""

    turn: int
    roller: str
    cost: int
    source: RollSource
    face_read: DieFace
    face_counted: DieFace
    confidence: float | None
    effect: bool
    pip: int | None = None
    """The d6 value of a virtual roll (1 = Planeswalker, 2 = chaos, 3-6 blank)."""


@dataclass(slots=True)
class GameState:
    players: tuple[Player, ...]
    shared_deck: bool
    starting_life: int
    seed: int
    rng: int
    decks: dict[str, tuple[str, ...]]
    """Planar decks, top card first, keyed by owner (or "shared")."""
    turn: int = 0
    turn_player: str = ""
    """Whose turn it is; stays set when that player leaves mid-turn."""
    anchor: str = ""
    """The player who took the last normal (not extra) turn: turn order continues after them."""
    planar_controller: str = ""
    direction: int = 1
    """+1: seating order; -1: reversed."""
    step: Step = Step.UNTAP
    upcoming: tuple[Step, ...] = ()
    step_counts: tuple[int, ...] = NO_STEPS
    """How many times each step has begun this turn, indexed by ``STEP_INDEX``."""
    game_step_counts: tuple[int, ...] = NO_STEPS
    extra_turns: tuple[str, ...] = ()
    """Queued extra turns; the last one is taken first (500.7)."""
    rolls_this_turn: dict[str, int] = field(default_factory=dict)
    """Special-action rolls per player this turn (116.2i): the next roll's cost."""
    face_up: tuple[FaceUpCard, ...] = ()
    visited: tuple[Visit, ...] = ()
    """Every card turned face up this game, in order (the planar history)."""
    removed: tuple[tuple[str, str], ...] = ()
    """(owner, name) of planar cards that left the game with their owner (901.10)."""
    stack: tuple[StackItem, ...] = ()
    """Bottom first."""
    pending: tuple[StackItem, ...] = ()
    """Triggered abilities not yet on the stack (waiting for an order choice)."""
    pending_choice: PendingChoice | None = None
    effects: tuple[Effect, ...] = ()
    rolls: tuple[RollRecord, ...] = ()
    """Roll audit for the current turn; the whole history is in the log."""
    corrections: tuple[Correction, ...] = ()
    next_id: int = 1
    log: LogNode | None = None
    winner: str | None = None
    game_over: bool = False
    skip_first_draw: bool = False
    formats: Formats = Formats()  # noqa: RUF009 - frozen, so one shared default is safe
    """The format, Two-Headed Giant teams and commanders (engine/formats.py)."""
    eternities: EternitiesMap | None = None
    """The Eternities Map (engine/eternities_map.py); None in an ordinary game."""

    def clone(self) -> GameState:
        """A shallow copy: enough, as fields are immutable values or dicts replaced on write.

        Replaced at import time by a generated function (see ``_make_clone``): undo takes
        one snapshot per action, and ``copy.copy`` is ten times slower.
        """
        return copy.copy(self)  # pragma: no cover - replaced below

    # -- derived views -------------------------------------------------------------
    @property
    def active_player(self) -> str | None:
        """The active player, or None while a departed player's turn finishes."""
        p = self.find_player(self.turn_player)
        return p.name if p is not None and p.in_game else None

    def find_player(self, name: str) -> Player | None:
        for p in self.players:
            if p.name == name:
                return p
        return None

    def in_game(self) -> list[str]:
        return [p.name for p in self.players if p.in_game]

    def turn_order(self) -> list[str]:
        """In-game players in the current direction, starting with the turn's player."""
        live = set(self.in_game())
        order = seat_order_from(self.players, self.turn_player, self.direction)
        return self.formats.grouped([name for name in order if name in live])

    def deck_key(self, player: str) -> str:
        return SHARED if self.shared_deck else player

    def step_count(self, step: Step) -> int:
        return self.step_counts[STEP_INDEX[step]]

    def game_step_count(self, step: Step) -> int:
        return self.game_step_counts[STEP_INDEX[step]]

    def log_entries(self, n: int) -> list[LogEntry]:
        return log_latest(self.log, n)

    def all_card_places(self) -> Iterator[tuple[str, str, str]]:
        """(place, owner, name) for every planar card: deck, face up or removed."""
        for owner, deck in self.decks.items():
            for name in deck:
                yield "deck", owner, name
        for card in self.face_up:
            yield "face_up", card.owner, card.name
        for owner, name in self.removed:
            yield "removed", owner, name
        if self.eternities is not None:
            for c in self.eternities.cards:
                yield "map", SHARED, c.name


def _make_clone() -> None:
    names = [f.name for f in fields(GameState)]
    body = "\n".join(f"    new.{n} = self.{n}" for n in names)
    source = f"def clone(self):\n    new = _new(GameState)\n{body}\n    return new\n"
    namespace: dict[str, Any] = {"_new": object.__new__, "GameState": GameState}
    exec(source, namespace)  # the same technique dataclasses uses for __init__
    GameState.clone = namespace["clone"]  # type: ignore[method-assign]


_make_clone()


def bump(counts: tuple[int, ...], step: Step) -> tuple[int, ...]:
    i = STEP_INDEX[step]
    return (*counts[:i], counts[i] + 1, *counts[i + 1:])


def seat_order_from(players: tuple[Player, ...], start: str, direction: int) -> list[str]:
    """All seated player names, starting at ``start`` and going in ``direction``."""
    names = [p.name for p in players]
    i = names.index(start)
    return [names[(i + direction * k) % len(names)] for k in range(len(names))]


def with_counter(counters: tuple[tuple[K, int], ...], kind: K, n: int) -> tuple[tuple[K, int], ...]:
    """Counters with ``kind`` set to ``n`` (removed at 0), kept sorted."""
    d = dict(counters)
    if n:
        d[kind] = n
    else:
        d.pop(kind, None)
    return tuple(sorted(d.items()))

