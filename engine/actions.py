"""Typed actions, and the parser that turns a JSON command into one.

Validation of form happens here ("validate at the edge"); whether the rules allow the
action now is decided by the game when it is applied.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, fields
from enum import Enum
from typing import Any, ClassVar

from engine.domain import DeckPosition, DieFace, Duration, RollSource, Step
from engine.errors import BadCommand
from engine.eternities_map import VARIANT, MapSettings, parse_direction, parse_settings
from engine.formats import DEFAULT_LIFE, Format
from engine.messages import Message, msg
from engine.safe_json import InputError, clip, shorten

MAX_TEXT = 1000
"""Characters in any text field of a command (an effect's text is the longest)."""
MAX_AMOUNT = 10**9
"""Bound on any number in a command (life, deltas, ids, sizes): far past any real game."""
MAX_SEED = 2**64 - 1
MAX_LIST = 1000
"""Entries in a list field (a deck of every planar card ever printed is under 200)."""


@dataclass(frozen=True, slots=True)
class Action:
    cmd: ClassVar[str] = ""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"cmd": self.cmd}
        for f in fields(self):
            value = getattr(self, f.name)
            if value is None:
                continue
            if isinstance(value, Enum):
                value = value.value
            elif isinstance(value, tuple):
                value = list(value)
            out[f.name] = value
        return out

    @property
    def label(self) -> str:
        return self.cmd.replace("_", " ")


@dataclass(frozen=True, slots=True)
class RandomDecks:
    """Decks the engine deals from the seed: per player, or one shared deck."""

    size: int | None = None
    """Cards per deck; default 10 per player, or the 901.15a minimum for a shared deck."""
    sets: tuple[str, ...] | None = None
    """Set groups: "2009", "2012", "anthology", "moc", "who", "playtest" (None: all)."""
    playtest: bool = False
    shared: bool = False


@dataclass(frozen=True, slots=True)
class NewGame:
    """Everything needed to set a game up; with the action list, enough to replay it."""

    players: tuple[str, ...]
    decks: tuple[tuple[str, tuple[str, ...]], ...] | None = None
    shared_deck: tuple[str, ...] | None = None
    random_decks: RandomDecks | None = None
    shuffle: bool = True
    seed: int = 0
    starting_player: str | None = None
    starting_life: int | None = None
    """None: the format's (20; 30 for a Two-Headed Giant team, 810.4; 40 in Commander, 903.7)."""
    format: Format = Format.FREE_FOR_ALL
    teams: tuple[tuple[str, ...], ...] | None = None
    """Two-Headed Giant teams in turn order, each primary player first (810.1, 901.12)."""
    commanders: tuple[tuple[str, tuple[str, ...]], ...] | None = None
    """Each player's commanders by name (903.3); unnamed: one "Commander" each."""
    variant: str | None = None
    """None: ordinary Planechase; "eternities_map": the Eternities Map."""
    map_settings: MapSettings | None = None
    """The Eternities Map's house rules (None: the defaults)."""

    @property
    def life(self) -> int:
        return DEFAULT_LIFE[self.format] if self.starting_life is None else self.starting_life

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"cmd": "new", "players": list(self.players)}
        if self.format is not Format.FREE_FOR_ALL:
            out["format"] = self.format.value
        if self.teams is not None:
            out["teams"] = [list(team) for team in self.teams]
        if self.commanders is not None:
            out["commanders"] = {owner: list(names) for owner, names in self.commanders}
        if self.decks is not None:
            out["decks"] = {owner: list(deck) for owner, deck in self.decks}
        if self.shared_deck is not None:
            out["shared_deck"] = list(self.shared_deck)
        if self.random_decks is not None:
            spec = self.random_decks
            out["random_decks"] = {"playtest": spec.playtest, "shared": spec.shared}
            if spec.size is not None:
                out["random_decks"]["size"] = spec.size
            if spec.sets is not None:
                out["random_decks"]["sets"] = list(spec.sets)
        out["shuffle"] = self.shuffle
        out["seed"] = self.seed
        if self.starting_player is not None:
            out["starting_player"] = self.starting_player
        out["starting_life"] = self.life
        if self.variant is not None:
            out["variant"] = self.variant
            out["map_settings"] = (self.map_settings or MapSettings()).to_json()
        return out


@dataclass(frozen=True, slots=True)
class Roll(Action):
    """Roll the planar die: virtual (face None) or a physical reading."""

    cmd: ClassVar[str] = "roll"
    face: DieFace | None = None
    source: RollSource = RollSource.VIRTUAL
    confidence: float | None = None
    effect: bool = False
    player: str | None = None


@dataclass(frozen=True, slots=True)
class Resolve(Action):
    cmd: ClassVar[str] = "resolve"


@dataclass(frozen=True, slots=True)
class Remove(Action):
    cmd: ClassVar[str] = "remove"
    id: int


@dataclass(frozen=True, slots=True)
class Choose(Action):
    cmd: ClassVar[str] = "choose"
    choice: str | int | tuple[str | int, ...]
    """An option string or its index; a list of them, first to resolve first, to order."""


@dataclass(frozen=True, slots=True)
class NextStep(Action):
    cmd: ClassVar[str] = "next_step"


@dataclass(frozen=True, slots=True)
class Goto(Action):
    cmd: ClassVar[str] = "goto"
    step: Step


@dataclass(frozen=True, slots=True)
class NextTurn(Action):
    cmd: ClassVar[str] = "next_turn"


@dataclass(frozen=True, slots=True)
class Planeswalk(Action):
    cmd: ClassVar[str] = "planeswalk"


@dataclass(frozen=True, slots=True)
class Chaos(Action):
    cmd: ClassVar[str] = "chaos"
    card: str | None = None


@dataclass(frozen=True, slots=True)
class Counter(Action):
    cmd: ClassVar[str] = "counter"
    card: str
    kind: str
    delta: int


@dataclass(frozen=True, slots=True)
class Life(Action):
    cmd: ClassVar[str] = "life"
    player: str
    delta: int | None = None
    set: int | None = None


@dataclass(frozen=True, slots=True)
class Poison(Action):
    cmd: ClassVar[str] = "poison"
    player: str
    delta: int | None = None
    set: int | None = None


@dataclass(frozen=True, slots=True)
class PlayerCounter(Action):
    cmd: ClassVar[str] = "player_counter"
    player: str
    kind: str
    delta: int


@dataclass(frozen=True, slots=True)
class Leave(Action):
    cmd: ClassVar[str] = "leave"
    player: str


@dataclass(frozen=True, slots=True)
class AddEffect(Action):
    cmd: ClassVar[str] = "add_effect"
    text: str
    until: Duration
    player: str | None = None
    source: str | None = None


@dataclass(frozen=True, slots=True)
class EndEffect(Action):
    cmd: ClassVar[str] = "end_effect"
    id: int


@dataclass(frozen=True, slots=True)
class ReverseTurnOrder(Action):
    cmd: ClassVar[str] = "reverse_turn_order"


@dataclass(frozen=True, slots=True)
class ExtraTurn(Action):
    cmd: ClassVar[str] = "extra_turn"
    player: str


@dataclass(frozen=True, slots=True)
class ExtraCombat(Action):
    """An additional combat phase followed by an additional main phase."""

    cmd: ClassVar[str] = "extra_combat"


@dataclass(frozen=True, slots=True)
class ExtraBeginning(Action):
    """An additional beginning phase after this phase."""

    cmd: ClassVar[str] = "extra_beginning"


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    cmd: ClassVar[str] = "end_turn"


@dataclass(frozen=True, slots=True)
class Token(Action):
    """Track tokens a planar ability made for a player (delta < 0: some left the battlefield,
    and a token that leaves the battlefield ceases to exist)."""

    cmd: ClassVar[str] = "token"
    player: str
    name: str
    delta: int


@dataclass(frozen=True, slots=True)
class Designation(Action):
    """Give a player a designation such as "monarch" (on) or take it away (off)."""

    cmd: ClassVar[str] = "designation"
    player: str
    name: str
    on: bool = True


@dataclass(frozen=True, slots=True)
class FlipCoin(Action):
    """Flip a coin with the game's seeded RNG (Mirrored Depths, Kerblam! Warehouse)."""

    cmd: ClassVar[str] = "flip_coin"
    player: str


@dataclass(frozen=True, slots=True)
class Trigger(Action):
    """The table reports that a face-up card's ability triggered on something the app can't
    see (a creature dealt combat damage...): it goes on the stack like any other trigger."""

    cmd: ClassVar[str] = "trigger"
    card: str
    ability: int


@dataclass(frozen=True, slots=True)
class TableReveal(Action):
    """Table correction: reveal the top ``n`` cards of a planar deck; nothing moves."""

    cmd: ClassVar[str] = "table_reveal"
    deck: str
    n: int = 1


@dataclass(frozen=True, slots=True)
class TablePut(Action):
    """Table correction: move a named card of a planar deck to its top or bottom."""

    cmd: ClassVar[str] = "table_put"
    card: str
    position: DeckPosition
    deck: str | None = None
    """The deck holding it, when more than one does; else the first in seating order."""


@dataclass(frozen=True, slots=True)
class TableShuffle(Action):
    """Table correction: shuffle a planar deck with the seeded RNG."""

    cmd: ClassVar[str] = "table_shuffle"
    deck: str


@dataclass(frozen=True, slots=True)
class TablePlaneswalk(Action):
    """Table correction: the planar controller planeswalks to a named card ("the table
    says so")."""

    cmd: ClassVar[str] = "table_planeswalk"
    card: str
    deck: str | None = None
    """The deck holding it, when more than one does; else the first in seating order."""


@dataclass(frozen=True, slots=True)
class TableCounter(Action):
    """Table correction: set a counter on a face-up card to a value."""

    cmd: ClassVar[str] = "table_counter"
    card: str
    kind: str
    set: int


@dataclass(frozen=True, slots=True)
class CommanderDamage(Action):
    """Combat damage a commander dealt a player (903.10a); it changes their life too.
    JSON names the dealing player "from" (a Python keyword, hence ``source`` here)."""

    cmd: ClassVar[str] = "commander_damage"
    source: str
    to: str
    amount: int
    commander: str | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"cmd": self.cmd, "from": self.source, "to": self.to,
                               "amount": self.amount}
        if self.commander is not None:
            out["commander"] = self.commander
        return out


@dataclass(frozen=True, slots=True)
class Move(Action):
    """Move the game on the Eternities Map: the answer to a ``map_move`` choice."""

    cmd: ClassVar[str] = "move"
    direction: str


@dataclass(frozen=True, slots=True)
class CommanderCast(Action):
    """A commander cast from the command zone: the next cast costs {2} more (903.8)."""

    cmd: ClassVar[str] = "commander_cast"
    player: str
    commander: str | None = None


ACTIONS: dict[str, type[Action]] = {
    cls.cmd: cls
    for cls in (
        Roll, Resolve, Remove, Choose, NextStep, Goto, NextTurn, Planeswalk, Chaos, Counter,
        Life, Poison, PlayerCounter, Leave, AddEffect, EndEffect, ReverseTurnOrder, ExtraTurn,
        ExtraCombat, ExtraBeginning, EndTurn, Token, Designation, FlipCoin,
        Trigger, TableReveal, TablePut, TableShuffle, TablePlaneswalk, TableCounter,
        CommanderDamage, CommanderCast, Move,
    )
}


# -- parsing ----------------------------------------------------------------------

def _field(obj: dict[str, Any], key: str, typ: type | tuple[type, ...], *, required: bool,
           cmd: str) -> Any:
    if key not in obj or obj[key] is None:
        if required:
            raise BadCommand("command.field_missing", cmd=cmd, key=key)
        return None
    value = obj[key]
    # bool is an int in Python; never accept true/false where a number is meant.
    if isinstance(value, bool) and bool not in (typ if isinstance(typ, tuple) else (typ,)):
        raise BadCommand("command.field_bool", cmd=cmd, key=key, types=_type_names(typ),
                         value=value)
    if not isinstance(value, typ):
        raise BadCommand("command.field_type", cmd=cmd, key=key, types=_type_names(typ),
                         given=shorten(value))
    _check_size(value, key, cmd)
    return value


def _check_size(value: Any, key: str, cmd: str) -> None:
    if isinstance(value, str) and len(value) > MAX_TEXT:
        raise BadCommand("command.text_too_long", cmd=cmd, key=shorten(key), length=len(value),
                         limit=MAX_TEXT)
    if isinstance(value, list) and len(value) > MAX_LIST:
        raise BadCommand("command.list_too_long", cmd=cmd, key=shorten(key), length=len(value),
                         limit=MAX_LIST)
    limit = MAX_SEED if key == "seed" else MAX_AMOUNT
    if isinstance(value, int) and not isinstance(value, bool) and not -limit <= value <= limit:
        raise BadCommand("command.out_of_range", cmd=cmd, key=shorten(key), limit=limit,
                         given=shorten(value))


def _type_names(typ: type | tuple[type, ...]) -> list[Message]:
    """The JSON types a field takes, as messages ("an integer or a number")."""
    return [msg(f"type.{t.__name__}") for t in (typ if isinstance(typ, tuple) else (typ,))]


def _enum(enum: type[Any], value: Any, key: str, cmd: str) -> Any:
    try:
        return enum(value)
    except ValueError:
        raise BadCommand("command.not_one_of", cmd=cmd, key=key,
                         allowed=[e.value for e in enum], given=shorten(value)) from None


def _check_keys(obj: dict[str, Any], allowed: set[str], cmd: str) -> None:
    extra = set(obj) - allowed - {"cmd"}
    if extra:
        given = clip(", ".join(sorted(map(repr, extra))))
        if allowed:
            raise BadCommand("command.extra_fields", cmd=cmd, given=given,
                             allowed=sorted(allowed))
        raise BadCommand("command.extra_fields_none", cmd=cmd, given=given)


def _names(value: Any, key: str, cmd: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise BadCommand("command.not_names", cmd=cmd, key=shorten(key))
    _check_size(value, key, cmd)
    for v in value:
        _check_size(v, key, cmd)
    return tuple(value)


def parse_new_game(obj: dict[str, Any]) -> NewGame:
    cmd = "new"
    _check_keys(obj, {"players", "decks", "shared_deck", "random_decks", "shuffle", "seed",
                      "starting_player", "starting_life", "format", "teams", "commanders",
                      "variant", "map_settings"}, cmd)
    fmt_raw = _field(obj, "format", str, required=False, cmd=cmd)
    fmt = Format.FREE_FOR_ALL if fmt_raw is None else _enum(Format, fmt_raw, "format", cmd)
    teams = _parse_teams(obj.get("teams"), fmt)
    if teams is not None and obj.get("players") is None:
        players = tuple(name for team in teams for name in team)
    else:
        players = _names(_field(obj, "players", list, required=True, cmd=cmd), "players", cmd)
    decks_raw = _field(obj, "decks", dict, required=False, cmd=cmd)
    shared_raw = _field(obj, "shared_deck", list, required=False, cmd=cmd)
    random_raw = _field(obj, "random_decks", dict, required=False, cmd=cmd)
    if sum(x is not None for x in (decks_raw, shared_raw, random_raw)) != 1:
        raise BadCommand("setup.one_deck_kind")
    random_spec = None if random_raw is None else _parse_random_spec(random_raw)
    decks = None
    if decks_raw is not None:
        if len(decks_raw) > MAX_LIST:
            raise BadCommand("setup.too_many_decks", count=len(decks_raw))
        decks = tuple((str(k), _names(v, f"decks.{k}", cmd)) for k, v in decks_raw.items())
    shared = _names(shared_raw, "shared_deck", cmd) if shared_raw is not None else None
    shuffle = _field(obj, "shuffle", bool, required=False, cmd=cmd)
    seed = _field(obj, "seed", int, required=False, cmd=cmd)
    life = _field(obj, "starting_life", int, required=False, cmd=cmd)
    variant = _field(obj, "variant", str, required=False, cmd=cmd)
    if variant is not None and variant != VARIANT:
        raise BadCommand("setup.bad_variant", variant=VARIANT, given=shorten(variant))
    if variant is None and obj.get("map_settings") is not None:
        raise BadCommand("setup.map_settings_without_map", variant=VARIANT)
    try:
        settings = None if variant is None else parse_settings(obj.get("map_settings"))
    except InputError as exc:
        raise BadCommand("command.bad_value", cmd=cmd, problem=exc.message) from None
    return NewGame(
        players=players,
        decks=decks,
        shared_deck=shared,
        random_decks=random_spec,
        shuffle=True if shuffle is None else shuffle,
        seed=0 if seed is None else seed,
        starting_player=_field(obj, "starting_player", str, required=False, cmd=cmd),
        starting_life=DEFAULT_LIFE[fmt] if life is None else life,
        format=fmt,
        teams=teams,
        commanders=_parse_commanders(obj.get("commanders")),
        variant=variant,
        map_settings=settings,
    )


def _parse_teams(raw: Any, fmt: Format) -> tuple[tuple[str, ...], ...] | None:
    if raw is None:
        if fmt is Format.TWO_HEADED_GIANT:
            raise BadCommand("setup.teams_missing_example")
        return None
    if fmt is not Format.TWO_HEADED_GIANT:
        raise BadCommand("command.bad_value", cmd="new", problem=msg("setup.teams_not_2hg"))
    if not isinstance(raw, list):
        raise BadCommand("setup.teams_not_list")
    _check_size(raw, "teams", "new")
    return tuple(_names(team, "teams", "new") for team in raw)


def _parse_commanders(raw: Any) -> tuple[tuple[str, tuple[str, ...]], ...] | None:
    if raw is None:
        return None
    if not isinstance(raw, dict):
        raise BadCommand("setup.commanders_not_map")
    _check_size(list(raw), "commanders", "new")
    return tuple((str(k), _names(v, f"commanders.{k}", "new")) for k, v in raw.items())


def _parse_random_spec(raw: dict[str, Any]) -> RandomDecks:
    cmd = "new"
    _check_keys(raw, {"size", "sets", "playtest", "shared"}, "new.random_decks")
    size = _field(raw, "size", int, required=False, cmd=cmd)
    sets = _field(raw, "sets", list, required=False, cmd=cmd)
    playtest = _field(raw, "playtest", bool, required=False, cmd=cmd)
    shared = _field(raw, "shared", bool, required=False, cmd=cmd)
    return RandomDecks(size=size, sets=None if sets is None else _names(sets, "sets", cmd),
                       playtest=bool(playtest), shared=bool(shared))


def parse_action(obj: Any) -> Action:
    """Turn a decoded JSON command into a typed action, or raise BadCommand."""
    if not isinstance(obj, dict):
        raise BadCommand("command.not_object", example="roll")
    cmd = obj.get("cmd")
    if not isinstance(cmd, str):
        raise BadCommand("command.no_cmd")
    cls = ACTIONS.get(cmd)
    if cls is None:
        raise BadCommand("command.unknown", given=shorten(cmd))
    if cls is CommanderDamage:
        if "source" in obj:
            raise BadCommand("commander.damage_from_not_source")
        if obj.get("from") is None:
            raise BadCommand("commander.damage_needs_from")
        obj = {("source" if k == "from" else k): v for k, v in obj.items()}
    allowed = {f.name for f in fields(cls)}
    _check_keys(obj, allowed, cmd)
    kwargs: dict[str, Any] = {}
    for f in fields(cls):
        kwargs[f.name] = _parse_field(cls, f.name, obj, cmd)
    if cls is Roll and kwargs["face"] is not None and kwargs["source"] is None:
        kwargs["source"] = RollSource.MANUAL  # a face typed in without a source: a die read by hand
    try:
        action = cls(**{k: v for k, v in kwargs.items() if v is not None})
    except TypeError as exc:  # a required field missing
        raise BadCommand("command.cannot_build", cmd=cmd, detail=str(exc)) from None
    _check_action(action)
    return action


_REQUIRED = {
    ("remove", "id"), ("choose", "choice"), ("goto", "step"), ("counter", "card"),
    ("counter", "kind"), ("counter", "delta"), ("life", "player"), ("poison", "player"),
    ("player_counter", "player"), ("player_counter", "kind"), ("player_counter", "delta"),
    ("leave", "player"), ("add_effect", "text"), ("add_effect", "until"), ("end_effect", "id"),
    ("extra_turn", "player"), ("token", "player"), ("token", "name"), ("token", "delta"),
    ("designation", "player"), ("designation", "name"), ("flip_coin", "player"),
    ("trigger", "card"), ("trigger", "ability"),
    ("table_reveal", "deck"), ("table_put", "card"), ("table_put", "position"),
    ("table_shuffle", "deck"), ("table_planeswalk", "card"), ("table_counter", "card"),
    ("table_counter", "kind"), ("table_counter", "set"),
    ("commander_damage", "source"),
    ("commander_damage", "to"), ("commander_damage", "amount"), ("commander_cast", "player"),
    ("move", "direction"),
}


def _parse_field(cls: type[Action], name: str, obj: dict[str, Any], cmd: str) -> Any:
    required = (cmd, name) in _REQUIRED
    if name == "face":
        raw = _field(obj, name, str, required=False, cmd=cmd)
        return None if raw is None else _enum(DieFace, raw, name, cmd)
    if name == "source" and cls is Roll:
        raw = _field(obj, name, str, required=False, cmd=cmd)
        return None if raw is None else _enum(RollSource, raw, name, cmd)
    if name == "step":
        return _enum(Step, _field(obj, name, str, required=True, cmd=cmd), name, cmd)
    if name == "position":
        return _enum(DeckPosition, _field(obj, name, str, required=True, cmd=cmd), name, cmd)
    if name == "until":
        return _enum(Duration, _field(obj, name, str, required=True, cmd=cmd), name, cmd)
    if name == "confidence":
        value = _field(obj, name, (int, float), required=False, cmd=cmd)
        if value is not None and (not math.isfinite(value) or not 0.0 <= value <= 1.0):
            raise BadCommand("roll.bad_confidence", cmd=cmd, given=shorten(value))
        return None if value is None else float(value)
    if name in ("effect", "on"):
        return _field(obj, name, bool, required=False, cmd=cmd)
    if name == "choice":
        value = _field(obj, name, (str, int, list), required=True, cmd=cmd)
        if isinstance(value, list):
            if not all(isinstance(v, (str, int)) and not isinstance(v, bool) for v in value):
                raise BadCommand("choice.list_of_options")
            for v in value:
                _check_size(v, name, cmd)
            return tuple(value)
        return value
    if name in ("id", "delta", "set", "ability", "n", "amount"):
        return _field(obj, name, int, required=required, cmd=cmd)
    return _field(obj, name, str, required=required, cmd=cmd)


def _check_action(action: Action) -> None:
    if isinstance(action, Roll):
        if action.source is RollSource.VIRTUAL and action.face is not None:
            raise BadCommand("roll.virtual_face")
        if action.source.is_physical and action.face is None:
            raise BadCommand("roll.needs_face", source=action.source.value)
    if isinstance(action, Life | Poison) and (action.delta is None) == (action.set is None):
        raise BadCommand("command.delta_or_set", cmd=action.cmd)
    if isinstance(action, Token | Designation) and not action.name.strip():
        raise BadCommand("command.empty_field", cmd=action.cmd, key="name")
    if isinstance(action, CommanderDamage) and action.amount == 0:
        raise BadCommand("command.zero", cmd=action.cmd, key="amount")
    if isinstance(action, Token) and action.delta == 0:
        raise BadCommand("command.zero", cmd=action.cmd, key="delta")
    if isinstance(action, Counter | PlayerCounter):
        if action.delta == 0:
            raise BadCommand("command.zero", cmd=action.cmd, key="delta")
        if not action.kind.strip():
            raise BadCommand("command.counter_kind", cmd=action.cmd)
    if isinstance(action, Move):
        try:
            parse_direction(action.direction)
        except InputError as exc:
            raise BadCommand("command.bad_value", cmd=action.cmd, problem=exc.message) from None
    if isinstance(action, TableReveal) and action.n < 1:
        raise BadCommand("command.at_least", cmd=action.cmd, key="n", least=1, given=action.n)
    if isinstance(action, TableCounter):
        if action.set < 0:
            raise BadCommand("command.at_least", cmd=action.cmd, key="set", least=0,
                             given=action.set)
        if not action.kind.strip():
            raise BadCommand("command.counter_kind", cmd=action.cmd)
    if isinstance(action, AddEffect):
        if not action.text.strip():
            raise BadCommand("command.empty_field", cmd=action.cmd, key="text")
        if action.until is Duration.YOUR_NEXT_TURN and action.player is None:
            raise BadCommand("effect.next_turn_needs_player")


def action_from_json(obj: dict[str, Any]) -> Action:
    """Rebuild an action from ``Action.to_json()`` (for replay and history files)."""
    return parse_action(obj)
