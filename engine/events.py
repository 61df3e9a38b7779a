"""Typed, immutable events: what an action did, for the log, the GUI and the driver.

One class per kind of event; fields mean one thing each (no shared "amount"/"data" slots).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import Enum
from typing import Any, ClassVar

from engine.domain import DieFace, RollSource, StackKind, Step


@dataclass(frozen=True, slots=True)
class Event:
    type: ClassVar[str] = "event"

    def describe(self) -> str:
        raise NotImplementedError

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type}
        for f in fields(self):
            out[f.name] = _plain(getattr(self, f.name))
        out["message"] = self.describe()
        return out

    @property
    def logged(self) -> bool:
        """Whether the event goes into the game log (undo and save do not)."""
        return True


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

    def describe(self) -> str:
        deck = "one shared planar deck" if self.shared_deck else "a planar deck each"
        return (
            f"New game: {', '.join(self.players)} with {deck}; "
            f"{self.starting_player} starts (seed {self.seed})"
        )


@dataclass(frozen=True, slots=True)
class SetupPhenomenonSkipped(Event):
    type: ClassVar[str] = "setup_phenomenon_skipped"
    card: str
    owner: str

    def describe(self) -> str:
        return f"103.7: {self.card} is a phenomenon; it goes to the bottom without triggering"


@dataclass(frozen=True, slots=True)
class StartingPlane(Event):
    type: ClassVar[str] = "starting_plane"
    card: str
    owner: str

    def describe(self) -> str:
        return f"Starting plane: {self.card} (no abilities trigger, 901.5)"


@dataclass(frozen=True, slots=True)
class TurnBegan(Event):
    type: ClassVar[str] = "turn_began"
    turn: int
    player: str
    extra: bool

    def describe(self) -> str:
        kind = "extra turn" if self.extra else "turn"
        return f"Turn {self.turn}: {self.player}'s {kind}"


@dataclass(frozen=True, slots=True)
class StepBegan(Event):
    type: ClassVar[str] = "step_began"
    turn: int
    step: Step
    player: str

    def describe(self) -> str:
        return f"{self.player}'s {self.step.label}"


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

    def describe(self) -> str:
        how = "an effect" if self.effect else f"cost {{{self.cost}}}"
        face = self.face_read.value
        if self.face_counted != self.face_read:
            face += f", counted as {self.face_counted.value}"
        conf = f", confidence {self.confidence:.2f}" if self.confidence is not None else ""
        return f"{self.roller} rolled the planar die ({how}, {self.source.value}{conf}): {face}"


@dataclass(frozen=True, slots=True)
class ChaosEnsued(Event):
    type: ClassVar[str] = "chaos_ensued"
    player: str
    card: str | None

    def describe(self) -> str:
        where = f" for {self.card}" if self.card else ""
        return f"Chaos ensues{where}"


@dataclass(frozen=True, slots=True)
class AbilityTriggered(Event):
    type: ClassVar[str] = "ability_triggered"
    id: int
    kind: StackKind
    source: str | None
    controller: str
    text: str
    reason: str

    def describe(self) -> str:
        src = self.source or "The planeswalking ability"
        return f"{src} triggers ({self.reason}), controlled by {self.controller}"


@dataclass(frozen=True, slots=True)
class ChoiceRequested(Event):
    type: ClassVar[str] = "choice_requested"
    player: str
    kind: str
    prompt: str
    options: tuple[str, ...]

    def describe(self) -> str:
        return f"{self.player} must choose: {self.prompt}"


@dataclass(frozen=True, slots=True)
class ChoiceMade(Event):
    type: ClassVar[str] = "choice_made"
    player: str
    kind: str
    choice: tuple[str, ...]

    def describe(self) -> str:
        return f"{self.player} chose: {'; then '.join(self.choice)}"


@dataclass(frozen=True, slots=True)
class TargetChosen(ChoiceMade):
    """A ``choice_made`` for a target (603.3d), with the ability's card, so the log reads
    as a sentence."""

    source: str | None

    def describe(self) -> str:
        ability = f"{self.source}'s ability" if self.source else "the planeswalking ability"
        return f"{self.player} chose {', '.join(self.choice)} as the target of {ability}"


@dataclass(frozen=True, slots=True)
class AbilityResolved(Event):
    type: ClassVar[str] = "ability_resolved"
    id: int
    kind: StackKind
    source: str | None
    controller: str
    text: str

    def describe(self) -> str:
        return f"{self.source or 'The planeswalking ability'} resolves"


@dataclass(frozen=True, slots=True)
class AbilityRemoved(Event):
    type: ClassVar[str] = "ability_removed"
    id: int
    source: str | None
    reason: str

    def describe(self) -> str:
        return f"{self.source or 'The planeswalking ability'} leaves the stack: {self.reason}"


@dataclass(frozen=True, slots=True)
class Instruction(Event):
    """What the table must do by hand, with the right player named."""

    type: ClassVar[str] = "instruction"
    player: str
    source: str | None
    text: str

    def describe(self) -> str:
        return f"{self.player}: {self.text}"


@dataclass(frozen=True, slots=True)
class CardToBottom(Event):
    type: ClassVar[str] = "card_to_bottom"
    card: str
    owner: str

    def describe(self) -> str:
        return f"{self.card} goes to the bottom of {_deck(self.owner)}"


@dataclass(frozen=True, slots=True)
class CardTurnedFaceUp(Event):
    type: ClassVar[str] = "card_turned_face_up"
    card: str
    owner: str
    obj: int
    phenomenon: bool

    def describe(self) -> str:
        verb = "Encountered" if self.phenomenon else "Face up"
        return f"{verb}: {self.card} (from {_deck(self.owner)})"


@dataclass(frozen=True, slots=True)
class Planeswalked(Event):
    type: ClassVar[str] = "planeswalked"
    player: str
    away_from: tuple[str, ...]
    to: str | None

    def describe(self) -> str:
        away = ", ".join(self.away_from) or "nothing"
        return f"{self.player} planeswalks from {away} to {self.to or 'nothing (empty deck)'}"


@dataclass(frozen=True, slots=True)
class CountersChanged(Event):
    type: ClassVar[str] = "counters_changed"
    card: str
    obj: int
    kind: str
    delta: int
    count: int

    def describe(self) -> str:
        verb = "gets" if self.delta > 0 else "loses"
        return f"{self.card} {verb} {abs(self.delta)} {self.kind} counter(s): now {self.count}"


@dataclass(frozen=True, slots=True)
class LifeChanged(Event):
    type: ClassVar[str] = "life_changed"
    player: str
    old: int
    new: int

    def describe(self) -> str:
        return f"{self.player}'s life: {self.old} → {self.new}"


@dataclass(frozen=True, slots=True)
class PlayerCountersChanged(Event):
    type: ClassVar[str] = "player_counters_changed"
    player: str
    kind: str
    old: int
    new: int

    def describe(self) -> str:
        return f"{self.player}'s {self.kind} counters: {self.old} → {self.new}"


@dataclass(frozen=True, slots=True)
class PlayerFlagged(Event):
    type: ClassVar[str] = "player_flagged"
    player: str
    reason: str

    def describe(self) -> str:
        return f"{self.player} would lose the game ({self.reason}): the table confirms"


@dataclass(frozen=True, slots=True)
class PlanarControllerChanged(Event):
    type: ClassVar[str] = "planar_controller_changed"
    old: str
    new: str
    rule: str

    def describe(self) -> str:
        return f"{self.new} is now the planar controller ({self.rule})"


@dataclass(frozen=True, slots=True)
class PlayerLeft(Event):
    type: ClassVar[str] = "player_left"
    player: str
    cards: tuple[str, ...]

    def describe(self) -> str:
        gone = f"; their planar cards leave with them ({len(self.cards)})" if self.cards else ""
        return f"{self.player} leaves the game{gone}"


@dataclass(frozen=True, slots=True)
class EffectBegan(Event):
    type: ClassVar[str] = "effect_began"
    id: int
    text: str
    source: str | None
    until: str

    def describe(self) -> str:
        return f"Effect: {self.text} (until {self.until.replace('_', ' ')})"


@dataclass(frozen=True, slots=True)
class EffectEnded(Event):
    type: ClassVar[str] = "effect_ended"
    id: int
    text: str
    reason: str

    def describe(self) -> str:
        return f"Effect ends ({self.reason}): {self.text}"


@dataclass(frozen=True, slots=True)
class TurnOrderReversed(Event):
    type: ClassVar[str] = "turn_order_reversed"
    order: tuple[str, ...]

    def describe(self) -> str:
        return f"Turn order reversed: {' → '.join(self.order)}"


@dataclass(frozen=True, slots=True)
class ExtraTurnAdded(Event):
    type: ClassVar[str] = "extra_turn_added"
    player: str

    def describe(self) -> str:
        return f"{self.player} will take an extra turn after this one"


@dataclass(frozen=True, slots=True)
class PhasesAdded(Event):
    type: ClassVar[str] = "phases_added"
    steps: tuple[Step, ...]
    reason: str

    def describe(self) -> str:
        return f"Additional {self.reason} after this phase"


@dataclass(frozen=True, slots=True)
class TurnEnded(Event):
    type: ClassVar[str] = "turn_ended"
    player: str

    def describe(self) -> str:
        return f"The turn ends (723): {self.player}'s turn skips to its cleanup step"


@dataclass(frozen=True, slots=True)
class Stopped(Event):
    """A multi-step advance (goto, next_turn) stopped early for the table."""

    type: ClassVar[str] = "stopped"
    step: Step
    reason: str

    def describe(self) -> str:
        return f"Stopped at the {self.step.label}: {self.reason}"

    @property
    def logged(self) -> bool:
        return False


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    type: ClassVar[str] = "game_over"
    winner: str | None

    def describe(self) -> str:
        if not self.winner:
            return "Game over: nobody is left"
        # A Two-Headed Giant team wins as a team (810.8a): "Ann and Bob win".
        return f"Game over: {self.winner} win{'' if ' and ' in self.winner else 's'}"


@dataclass(frozen=True, slots=True)
class Undone(Event):
    type: ClassVar[str] = "undone"
    action: str

    def describe(self) -> str:
        return f"Undone: {self.action}"

    @property
    def logged(self) -> bool:
        return False


@dataclass(frozen=True, slots=True)
class Redone(Event):
    type: ClassVar[str] = "redone"
    action: str

    def describe(self) -> str:
        return f"Redone: {self.action}"

    @property
    def logged(self) -> bool:
        return False


@dataclass(frozen=True, slots=True)
class Saved(Event):
    type: ClassVar[str] = "saved"
    path: str

    def describe(self) -> str:
        return f"Saved to {self.path}"

    @property
    def logged(self) -> bool:
        return False


@dataclass(frozen=True, slots=True)
class Loaded(Event):
    type: ClassVar[str] = "loaded"
    path: str

    def describe(self) -> str:
        return f"Loaded {self.path}"

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

    def describe(self) -> str:
        how = " (doubled by Selesnya Loft Gardens)" if self.doubled else ""
        if self.n < 0:
            return f"{self.player}'s {self.name} tokens: {-self.n} left the battlefield, " \
                   f"{self.count} remain"
        return f"{self.player} creates {self.n} {self.name} token(s){how}: {self.count} in all"


@dataclass(frozen=True, slots=True)
class DesignationChanged(Event):
    type: ClassVar[str] = "designation_changed"
    player: str
    designations: tuple[str, ...]

    def describe(self) -> str:
        return f"{self.player}: {', '.join(self.designations) or 'no designations'}"


@dataclass(frozen=True, slots=True)
class CardsRevealed(Event):
    type: ClassVar[str] = "cards_revealed"
    deck: str
    cards: tuple[str, ...]

    def describe(self) -> str:
        return f"Revealed from {_deck(self.deck)}: {', '.join(self.cards) or 'nothing'}"


@dataclass(frozen=True, slots=True)
class CoinFlipped(Event):
    type: ClassVar[str] = "coin_flipped"
    player: str
    won: bool

    def describe(self) -> str:
        return f"{self.player} flips a coin: {'won' if self.won else 'lost'}"


@dataclass(frozen=True, slots=True)
class PlayerChosenAtRandom(Event):
    type: ClassVar[str] = "player_chosen_at_random"
    source: str | None
    player: str
    among: tuple[str, ...]

    def describe(self) -> str:
        return f"{self.source or 'The app'} selects {self.player} at random"


@dataclass(frozen=True, slots=True)
class ChoiceCancelled(Event):
    """A pending choice that went away with its ability (800.4a, 901.10)."""

    type: ClassVar[str] = "choice_cancelled"
    player: str
    kind: str
    source: str | None
    reason: str

    def describe(self) -> str:
        return (f"{self.player}'s choice for {self.source or 'the planeswalking ability'} is "
                f"cancelled: {self.reason}")


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

    def describe(self) -> str:
        n = len(self.rulings)
        return f"{self.card}: {n} ruling{'s' if n != 1 else ''}"

    @property
    def logged(self) -> bool:
        return False


def _deck(owner: str) -> str:
    return "the shared planar deck" if owner == "shared" else f"{owner}'s planar deck"


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

    def describe(self) -> str:
        return f"Table correction: {self.text}"

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

    def describe(self) -> str:
        if self.amount < 0:
            return (f"Corrected: {-self.amount} less damage from {self.owner}'s {self.commander}"
                    f" to {self.player} ({self.total} in all)")
        return (f"{self.owner}'s {self.commander} dealt {self.amount} combat damage to "
                f"{self.player} ({self.total} in all)")


@dataclass(frozen=True, slots=True)
class CommanderCast(Event):
    """A commander cast from the command zone (903.8): the next cast costs {2} more."""

    type: ClassVar[str] = "commander_cast"
    player: str
    commander: str
    casts: int
    next_tax: int

    def describe(self) -> str:
        return (f"{self.player} cast {self.commander} from the command zone (cast {self.casts}"
                f" time{'s' if self.casts != 1 else ''}); 903.8: it costs {{{self.next_tax}}} "
                "more next time")


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

    def describe(self) -> str:
        how = "hellrides" if self.hellride else "moves"
        label = self.direction.replace("_", " ")
        return (f"{self.player} {how} {label} on the Eternities Map, from ({self.source[0]}, "
                f"{self.source[1]}) to ({self.to[0]}, {self.to[1]})")

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, "player": self.player, "direction": self.direction,
                "from": {"x": self.source[0], "y": self.source[1]},
                "to": {"x": self.to[0], "y": self.to[1]}, "hellride": self.hellride,
                "message": self.describe()}


@dataclass(frozen=True, slots=True)
class MapDealt(Event):
    """A card dealt face up onto a space of the Eternities Map."""

    type: ClassVar[str] = "map_dealt"
    name: str
    x: int
    y: int

    def describe(self) -> str:
        return f"{self.name} is dealt onto the Eternities Map at ({self.x}, {self.y})"


@dataclass(frozen=True, slots=True)
class MapCollected(Event):
    """Cards taken off the Eternities Map and shuffled into the planar deck (their counters
    are lost: each is a new object when it returns)."""

    type: ClassVar[str] = "map_collected"
    names: tuple[str, ...]

    def describe(self) -> str:
        return (f"{', '.join(self.names)} {'is' if len(self.names) == 1 else 'are'} collected "
                "from the Eternities Map and shuffled into the planar deck")
