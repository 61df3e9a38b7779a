"""Typed, immutable events: what an action did, for the log, the GUI and the driver.

One class per kind of event; fields mean one thing each (no shared "amount"/"data" slots).
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from enum import Enum
from typing import Any, ClassVar

from engine.domain import DieFace, RollSource, StackKind, Step
from engine.messages import Message, msg
from engine.reasons import action_message, reason_message


@dataclass(frozen=True, slots=True)
class Event:
    type: ClassVar[str] = "event"

    def msg(self) -> Message:
        """The event as a message id and parameters (``engine/texts/events.py``)."""
        raise NotImplementedError

    def describe(self) -> str:
        return self.msg().english

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type}
        for f in fields(self):
            if f.name not in _NOT_SENT:
                out[f.name] = _plain(getattr(self, f.name))
        message = self.msg()
        out["message"] = message.english
        out["msg"] = message.to_json()
        return out

    @property
    def logged(self) -> bool:
        """Whether the event goes into the game log (undo and save do not)."""
        return True


_NOT_SENT = {"said"}
"""Fields that only feed ``msg`` (the protocol's fields are the others)."""


def _plain(value: Any) -> Any:
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


@dataclass(frozen=True, slots=True)
class GameStarted(Event):
    type: ClassVar[str] = "game_started"
    players: tuple[str, ...]
    starting_player: str
    shared_deck: bool
    seed: int

    def msg(self) -> Message:
        return msg("event.game_started.shared" if self.shared_deck else "event.game_started",
                   players=list(self.players), starting_player=self.starting_player,
                   seed=self.seed)


@dataclass(frozen=True, slots=True)
class SetupPhenomenonSkipped(Event):
    type: ClassVar[str] = "setup_phenomenon_skipped"
    card: str
    owner: str

    def msg(self) -> Message:
        return msg("event.setup_phenomenon_skipped", card=self.card)


@dataclass(frozen=True, slots=True)
class StartingPlane(Event):
    type: ClassVar[str] = "starting_plane"
    card: str
    owner: str

    def msg(self) -> Message:
        return msg("event.starting_plane", card=self.card)


@dataclass(frozen=True, slots=True)
class TurnBegan(Event):
    type: ClassVar[str] = "turn_began"
    turn: int
    player: str
    extra: bool

    def msg(self) -> Message:
        return msg("event.turn_began.extra" if self.extra else "event.turn_began",
                   turn=self.turn, player=self.player)


@dataclass(frozen=True, slots=True)
class StepBegan(Event):
    type: ClassVar[str] = "step_began"
    turn: int
    step: Step
    player: str

    def msg(self) -> Message:
        return msg("event.step_began", player=self.player, step=self.step.value)


@dataclass(frozen=True, slots=True)
class DieRolled(Event):
    """The roll audit: who rolled, the cost, the source, the face read and the face counted."""

    type: ClassVar[str] = "die_rolled"
    roller: str
    cost: int
    source: RollSource
    face_read: DieFace
    face_counted: DieFace
    confidence: float | None
    effect: bool

    def msg(self) -> Message:
        how = msg("roll.by_effect") if self.effect else msg("roll.cost", cost=self.cost)
        face = (msg("roll.face", face=self.face_read.value) if self.face_counted == self.face_read
                else msg("roll.face_counted_as", face=self.face_read.value,
                         counted=self.face_counted.value))
        if self.confidence is None:
            return msg("event.die_rolled", roller=self.roller, how=how,
                       source=self.source.value, face=face)
        return msg("event.die_rolled.confidence", roller=self.roller, how=how,
                   source=self.source.value, confidence=self.confidence, face=face)


@dataclass(frozen=True, slots=True)
class ChaosEnsued(Event):
    type: ClassVar[str] = "chaos_ensued"
    player: str
    card: str | None

    def msg(self) -> Message:
        if self.card:
            return msg("event.chaos_ensued.card", card=self.card)
        return msg("event.chaos_ensued")


@dataclass(frozen=True, slots=True)
class AbilityTriggered(Event):
    type: ClassVar[str] = "ability_triggered"
    id: int
    kind: StackKind
    source: str | None
    controller: str
    text: str
    reason: str

    def msg(self) -> Message:
        return msg("event.ability_triggered", source=_source(self.source),
                   reason=reason_message(self.reason),
                   controller=self.controller)


@dataclass(frozen=True, slots=True)
class ChoiceRequested(Event):
    type: ClassVar[str] = "choice_requested"
    player: str
    kind: str
    prompt: str
    options: tuple[str, ...]
    said: Message | None = field(default=None, compare=False)
    """The sentence with its id, when the engine has one (the JSON's ``msg``)."""

    def msg(self) -> Message:
        return msg("event.choice_requested", player=self.player,
                   prompt=self.said or msg("text.english", text=self.prompt))


@dataclass(frozen=True, slots=True)
class ChoiceMade(Event):
    type: ClassVar[str] = "choice_made"
    player: str
    kind: str
    choice: tuple[str, ...]

    def msg(self) -> Message:
        return msg("event.choice_made", player=self.player, choice=list(self.choice))


@dataclass(frozen=True, slots=True)
class TargetChosen(ChoiceMade):
    """A ``choice_made`` for a target (603.3d), with the ability's card, so the log reads
    as a sentence."""

    source: str | None

    def msg(self) -> Message:
        ability = (msg("ability.of_card", card=self.source) if self.source
                   else msg("ability.planeswalking"))
        return msg("event.target_chosen", player=self.player, choice=list(self.choice),
                   ability=ability)


@dataclass(frozen=True, slots=True)
class AbilityResolved(Event):
    type: ClassVar[str] = "ability_resolved"
    id: int
    kind: StackKind
    source: str | None
    controller: str
    text: str

    def msg(self) -> Message:
        return msg("event.ability_resolved", source=_source(self.source))


@dataclass(frozen=True, slots=True)
class AbilityRemoved(Event):
    type: ClassVar[str] = "ability_removed"
    id: int
    source: str | None
    reason: str

    def msg(self) -> Message:
        return msg("event.ability_removed", source=_source(self.source),
                   reason=reason_message(self.reason))


@dataclass(frozen=True, slots=True)
class Instruction(Event):
    """What the table must do by hand, with the right player named."""

    type: ClassVar[str] = "instruction"
    player: str
    source: str | None
    text: str
    said: Message | None = field(default=None, compare=False)
    """The sentence with its id, when the engine has one (the JSON's ``msg``)."""

    def msg(self) -> Message:
        return msg("event.instruction", player=self.player,
                   text=self.said or msg("text.english", text=self.text))


@dataclass(frozen=True, slots=True)
class CardToBottom(Event):
    type: ClassVar[str] = "card_to_bottom"
    card: str
    owner: str

    def msg(self) -> Message:
        return msg("event.card_to_bottom", card=self.card, deck=deck_name(self.owner))


@dataclass(frozen=True, slots=True)
class CardTurnedFaceUp(Event):
    type: ClassVar[str] = "card_turned_face_up"
    card: str
    owner: str
    obj: int
    phenomenon: bool

    def msg(self) -> Message:
        return msg("event.card_turned_face_up.phenomenon" if self.phenomenon
                   else "event.card_turned_face_up", card=self.card, deck=deck_name(self.owner))


@dataclass(frozen=True, slots=True)
class Planeswalked(Event):
    type: ClassVar[str] = "planeswalked"
    player: str
    away_from: tuple[str, ...]
    to: str | None

    def msg(self) -> Message:
        to = self.to or msg("planeswalk.to_nothing")
        if self.away_from:
            return msg("event.planeswalked", player=self.player, away=list(self.away_from),
                       to=to)
        return msg("event.planeswalked.from_nothing", player=self.player, to=to)


@dataclass(frozen=True, slots=True)
class CountersChanged(Event):
    type: ClassVar[str] = "counters_changed"
    card: str
    obj: int
    kind: str
    delta: int
    count: int

    def msg(self) -> Message:
        return msg("event.counters_changed.gets" if self.delta > 0
                   else "event.counters_changed.loses", card=self.card, n=abs(self.delta),
                   kind=self.kind, count=self.count)


@dataclass(frozen=True, slots=True)
class LifeChanged(Event):
    type: ClassVar[str] = "life_changed"
    player: str
    old: int
    new: int

    def msg(self) -> Message:
        return msg("event.life_changed", player=self.player, old=self.old, new=self.new)


@dataclass(frozen=True, slots=True)
class PlayerCountersChanged(Event):
    type: ClassVar[str] = "player_counters_changed"
    player: str
    kind: str
    old: int
    new: int

    def msg(self) -> Message:
        return msg("event.player_counters_changed", player=self.player, kind=self.kind,
                   old=self.old, new=self.new)


@dataclass(frozen=True, slots=True)
class PlayerFlagged(Event):
    type: ClassVar[str] = "player_flagged"
    player: str
    reason: str

    def msg(self) -> Message:
        return msg("event.player_flagged", player=self.player,
                   reason=reason_message(self.reason))


@dataclass(frozen=True, slots=True)
class PlanarControllerChanged(Event):
    type: ClassVar[str] = "planar_controller_changed"
    old: str
    new: str
    rule: str

    def msg(self) -> Message:
        return msg("event.planar_controller_changed", new=self.new,
                   rule=reason_message(self.rule))


@dataclass(frozen=True, slots=True)
class PlayerLeft(Event):
    type: ClassVar[str] = "player_left"
    player: str
    cards: tuple[str, ...]

    def msg(self) -> Message:
        if self.cards:
            return msg("event.player_left.cards", player=self.player, count=len(self.cards))
        return msg("event.player_left", player=self.player)


@dataclass(frozen=True, slots=True)
class EffectBegan(Event):
    type: ClassVar[str] = "effect_began"
    id: int
    text: str
    source: str | None
    until: str
    said: Message | None = field(default=None, compare=False)
    """``text`` as card automation's message, when it made the effect (the JSON's ``msg``)."""

    def msg(self) -> Message:
        return msg("event.effect_began", text=self.said or self.text, until=self.until)


@dataclass(frozen=True, slots=True)
class EffectEnded(Event):
    type: ClassVar[str] = "effect_ended"
    id: int
    text: str
    reason: str
    said: Message | None = field(default=None, compare=False)
    """``text`` as card automation's message, when it made the effect."""

    def msg(self) -> Message:
        return msg("event.effect_ended", reason=reason_message(self.reason),
                   text=self.said or self.text)


@dataclass(frozen=True, slots=True)
class TurnOrderReversed(Event):
    type: ClassVar[str] = "turn_order_reversed"
    order: tuple[str, ...]

    def msg(self) -> Message:
        return msg("event.turn_order_reversed", order=list(self.order))


@dataclass(frozen=True, slots=True)
class ExtraTurnAdded(Event):
    type: ClassVar[str] = "extra_turn_added"
    player: str

    def msg(self) -> Message:
        return msg("event.extra_turn_added", player=self.player)


@dataclass(frozen=True, slots=True)
class PhasesAdded(Event):
    type: ClassVar[str] = "phases_added"
    steps: tuple[Step, ...]
    reason: str
    said: Message | None = field(default=None, compare=False)
    """The sentence with its id, when the engine has one (the JSON's ``msg``)."""

    def msg(self) -> Message:
        return msg("event.phases_added", phases=self.said or msg("text.english", text=self.reason))


@dataclass(frozen=True, slots=True)
class TurnEnded(Event):
    type: ClassVar[str] = "turn_ended"
    player: str

    def msg(self) -> Message:
        return msg("event.turn_ended", player=self.player)


@dataclass(frozen=True, slots=True)
class Stopped(Event):
    """A multi-step advance (goto, next_turn) stopped early for the table."""

    type: ClassVar[str] = "stopped"
    step: Step
    reason: str
    said: Message | None = field(default=None, compare=False)
    """The sentence with its id, when the engine has one (the JSON's ``msg``)."""

    def msg(self) -> Message:
        return msg("event.stopped", step=self.step.value,
                   reason=self.said or msg("text.english", text=self.reason))

    @property
    def logged(self) -> bool:
        return False


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    type: ClassVar[str] = "game_over"
    winner: str | None

    def msg(self) -> Message:
        if not self.winner:
            return msg("event.game_over.nobody")
        # A Two-Headed Giant team wins as a team (810.8a): "Ann and Bob win".
        if " and " in self.winner:
            return msg("event.game_over.team", team=self.winner.split(" and "))
        return msg("event.game_over", winner=self.winner)


@dataclass(frozen=True, slots=True)
class Undone(Event):
    type: ClassVar[str] = "undone"
    action: str

    def msg(self) -> Message:
        return msg("event.undone", action=action_message(self.action))

    @property
    def logged(self) -> bool:
        return False


@dataclass(frozen=True, slots=True)
class Redone(Event):
    type: ClassVar[str] = "redone"
    action: str

    def msg(self) -> Message:
        return msg("event.redone", action=action_message(self.action))

    @property
    def logged(self) -> bool:
        return False


@dataclass(frozen=True, slots=True)
class Saved(Event):
    type: ClassVar[str] = "saved"
    path: str

    def msg(self) -> Message:
        return msg("event.saved", path=self.path)

    @property
    def logged(self) -> bool:
        return False


@dataclass(frozen=True, slots=True)
class Loaded(Event):
    type: ClassVar[str] = "loaded"
    path: str

    def msg(self) -> Message:
        return msg("event.loaded", path=self.path)

    @property
    def logged(self) -> bool:
        return False


@dataclass(frozen=True, slots=True)
class TokensCreated(Event):
    type: ClassVar[str] = "tokens_created"
    player: str
    name: str
    n: int
    count: int
    doubled: bool

    def msg(self) -> Message:
        if self.n < 0:
            return msg("event.tokens_left", player=self.player, name=self.name, n=-self.n,
                       count=self.count)
        return msg("event.tokens_created.doubled" if self.doubled else "event.tokens_created",
                   player=self.player, n=self.n, name=self.name, count=self.count)


@dataclass(frozen=True, slots=True)
class DesignationChanged(Event):
    type: ClassVar[str] = "designation_changed"
    player: str
    designations: tuple[str, ...]

    def msg(self) -> Message:
        if self.designations:
            return msg("event.designation_changed", player=self.player,
                       designations=list(self.designations))
        return msg("event.designation_changed.none", player=self.player)


@dataclass(frozen=True, slots=True)
class CardsRevealed(Event):
    type: ClassVar[str] = "cards_revealed"
    deck: str
    cards: tuple[str, ...]

    def msg(self) -> Message:
        if self.cards:
            return msg("event.cards_revealed", deck=deck_name(self.deck), cards=list(self.cards))
        return msg("event.cards_revealed.nothing", deck=deck_name(self.deck))


@dataclass(frozen=True, slots=True)
class CoinFlipped(Event):
    type: ClassVar[str] = "coin_flipped"
    player: str
    won: bool

    def msg(self) -> Message:
        return msg("event.coin_flipped.won" if self.won else "event.coin_flipped.lost",
                   player=self.player)


@dataclass(frozen=True, slots=True)
class PlayerChosenAtRandom(Event):
    type: ClassVar[str] = "player_chosen_at_random"
    source: str | None
    player: str
    among: tuple[str, ...]

    def msg(self) -> Message:
        if self.source:
            return msg("event.player_chosen_at_random", source=self.source, player=self.player)
        return msg("event.player_chosen_at_random.by_app", player=self.player)


@dataclass(frozen=True, slots=True)
class ChoiceCancelled(Event):
    """A pending choice that went away with its ability (800.4a, 901.10)."""

    type: ClassVar[str] = "choice_cancelled"
    player: str
    kind: str
    source: str | None
    reason: str

    def msg(self) -> Message:
        source = self.source or msg("ability.planeswalking")
        return msg("event.choice_cancelled", player=self.player, source=source,
                   reason=reason_message(self.reason))


@dataclass(frozen=True, slots=True)
class CardInfo(Event):
    """A card's Oracle text and official rulings, on request (not a change)."""

    type: ClassVar[str] = "card_info"
    card: str
    type_line: str
    oracle_text: str
    rulings: tuple[str, ...]
    category: str
    ruling_sources: tuple[str, ...] = ()
    """Where each ruling was read, in the same order as ``rulings``."""

    def msg(self) -> Message:
        return msg("event.card_info", card=self.card, count=len(self.rulings))

    @property
    def logged(self) -> bool:
        return False


def deck_name(key: str) -> Message:
    """A planar deck by its key: "the shared planar deck" or "Ann's planar deck"."""
    return msg("deck.shared") if key == "shared" else msg("deck.owned", owner=key)


def _source(source: str | None) -> str | Message:
    """An ability's card, or "The planeswalking ability" (it has no source, 901.8)."""
    return msg("ability.Planeswalking") if source is None else source


@dataclass(frozen=True, slots=True)
class TableCorrection(Event):
    """The table fixes a mistake by hand (a forgotten trigger, a miscounted counter, a
    misplaced card); the events of what changed follow it."""

    type: ClassVar[str] = "table_correction"
    action: str
    player: str
    """The planar controller, who carries it out."""
    card: str | None
    deck: str | None
    """The deck's owner, or "shared"."""
    text: str = ""
    """What was corrected, after "Table correction: "."""
    said: Message | None = field(default=None, compare=False)
    """``text`` with its id (the JSON's ``msg``)."""

    def msg(self) -> Message:
        return msg("event.table_correction",
                   text=self.said or msg("text.english", text=self.text))

    def to_json(self) -> dict[str, Any]:
        out = Event.to_json(self)
        del out["text"]  # the message says it; the protocol's fields are the others
        return out


@dataclass(frozen=True, slots=True)
class CommanderDamaged(Event):
    """Combat damage a commander dealt a player (903.10a), as the table entered it."""

    type: ClassVar[str] = "commander_damaged"
    owner: str
    commander: str
    player: str
    amount: int
    total: int

    def msg(self) -> Message:
        return msg("event.commander_damaged.corrected" if self.amount < 0
                   else "event.commander_damaged", owner=self.owner, commander=self.commander,
                   amount=abs(self.amount), player=self.player, total=self.total)


@dataclass(frozen=True, slots=True)
class CommanderCast(Event):
    """A commander cast from the command zone (903.8): the next cast costs {2} more."""

    type: ClassVar[str] = "commander_cast"
    player: str
    commander: str
    casts: int
    next_tax: int

    def msg(self) -> Message:
        return msg("event.commander_cast", player=self.player, commander=self.commander,
                   casts=self.casts, next_tax=self.next_tax)


@dataclass(frozen=True, slots=True)
class MapMoved(Event):
    """The game moved on the Eternities Map (a step, or a hellride diagonally)."""

    type: ClassVar[str] = "map_moved"
    player: str
    """Who chose the direction (the active player), or the planar controller."""
    direction: str
    source: tuple[int, int]
    to: tuple[int, int]
    hellride: bool

    def msg(self) -> Message:
        return msg("event.map_moved.hellride" if self.hellride else "event.map_moved",
                   player=self.player, direction=self.direction, from_x=self.source[0],
                   from_y=self.source[1], to_x=self.to[0], to_y=self.to[1])

    def to_json(self) -> dict[str, Any]:
        message = self.msg()
        return {"type": self.type, "player": self.player, "direction": self.direction,
                "from": {"x": self.source[0], "y": self.source[1]},
                "to": {"x": self.to[0], "y": self.to[1]}, "hellride": self.hellride,
                "message": message.english, "msg": message.to_json()}


@dataclass(frozen=True, slots=True)
class MapDealt(Event):
    """A card dealt face up onto a space of the Eternities Map."""

    type: ClassVar[str] = "map_dealt"
    name: str
    x: int
    y: int

    def msg(self) -> Message:
        return msg("event.map_dealt", name=self.name, x=self.x, y=self.y)


@dataclass(frozen=True, slots=True)
class MapCollected(Event):
    """Cards taken off the Eternities Map and shuffled into the planar deck (their counters
    are lost: each is a new object when it returns)."""

    type: ClassVar[str] = "map_collected"
    names: tuple[str, ...]

    def msg(self) -> Message:
        return msg("event.map_collected", names=list(self.names), count=len(self.names))
