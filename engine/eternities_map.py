"""The Eternities Map variant's grid: positions, directions, distance, and the map's value.

The variant (Wizards feature "The Eternities Map", 2010-07-19, layered on 901) lays the
single planar deck (901.15) out as a grid: the game stands on one space, moves one step up,
down, left or right when the planeswalking ability resolves (901.8), or hellrides
diagonally onto an empty space; cards more than ``REACH`` steps away are collected. Plain
frozen values and pure functions only; the rules that move the game are in
``engine/table/map_walk.py``. y grows up: "up" is y + 1.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from engine.safe_json import InputError
from engine.texts import CATALOGUE

VARIANT = "eternities_map"
"""The value of ``new``'s ``variant`` for this variant."""
REACH = 3
"""Cards more than this many steps (|dx| + |dy|) from the position are collected."""


class Direction(StrEnum):
    """A move on the map, in the order the protocol lists them."""

    UP = "up"
    DOWN = "down"
    LEFT = "left"
    RIGHT = "right"
    UP_LEFT = "up_left"
    UP_RIGHT = "up_right"
    DOWN_LEFT = "down_left"
    DOWN_RIGHT = "down_right"

    @property
    def delta(self) -> tuple[int, int]:
        return _DELTAS[self]

    @property
    def diagonal(self) -> bool:
        dx, dy = self.delta
        return dx != 0 and dy != 0

    @property
    def label(self) -> str:
        """"Up left": for sentences."""
        text = CATALOGUE[f"direction.{self.value}"]
        return text[:1].upper() + text[1:]


_DELTAS = {
    Direction.UP: (0, 1), Direction.DOWN: (0, -1), Direction.LEFT: (-1, 0),
    Direction.RIGHT: (1, 0), Direction.UP_LEFT: (-1, 1), Direction.UP_RIGHT: (1, 1),
    Direction.DOWN_LEFT: (-1, -1), Direction.DOWN_RIGHT: (1, -1),
}
CARDINAL: tuple[Direction, ...] = (Direction.UP, Direction.DOWN, Direction.LEFT, Direction.RIGHT)
SETUP_ORDER: tuple[Direction, ...] = (Direction.UP, Direction.DOWN, Direction.RIGHT,
                                      Direction.LEFT)
"""The order the four spaces around the middle are dealt at setup."""


class Phenomena(StrEnum):
    """House rule: what phenomena do on the map (the article predates them)."""

    HELLRIDE_ONLY = "hellride_only"
    """Only a hellride can reveal one: encountered, then to the bottom, a plane in its place."""
    ON_MAP = "on_map"
    """Dealt like planes and encountered when the game moves onto them."""
    OFF = "off"
    """Not in the deck at all."""


class PlaneswalkEffects(StrEnum):
    """House rule: how an effect that says "planeswalk" moves the game."""

    CHOOSE_DIRECTION = "choose_direction"
    """Like a Planeswalker roll: the active player chooses the direction."""
    RANDOM_DIRECTION = "random_direction"
    """One of the four cardinal directions at random (seeded), nobody asked."""


@dataclass(frozen=True, slots=True)
class MapSettings:
    phenomena: Phenomena = Phenomena.HELLRIDE_ONLY
    planeswalk_effects: PlaneswalkEffects = PlaneswalkEffects.CHOOSE_DIRECTION

    def to_json(self) -> dict[str, str]:
        return {"phenomena": self.phenomena.value,
                "planeswalk_effects": self.planeswalk_effects.value}


def parse_settings(raw: Any) -> MapSettings:
    """``map_settings`` from JSON; InputError (one sentence naming what is allowed)."""
    if raw is None:
        return MapSettings()
    if not isinstance(raw, dict):
        raise InputError("map.settings_not_object")
    extra = sorted(set(raw) - {"phenomena", "planeswalk_effects"})
    if extra:
        raise InputError("map.settings_extra", given=[repr(str(k))[:40] for k in extra[:3]])
    return MapSettings(_choice(raw, "phenomena", Phenomena, Phenomena.HELLRIDE_ONLY),
                       _choice(raw, "planeswalk_effects", PlaneswalkEffects,
                               PlaneswalkEffects.CHOOSE_DIRECTION))


def _choice(raw: dict[str, Any], key: str, enum: Any, default: Any) -> Any:
    value = raw.get(key)
    if value is None:
        return default
    if not isinstance(value, str) or value not in {e.value for e in enum}:
        raise InputError("map.settings_not_one_of", key=key, allowed=[e.value for e in enum],
                         given=repr(value)[:40])
    return enum(value)


@dataclass(frozen=True, slots=True, order=True)
class Pos:
    x: int
    y: int

    def step(self, direction: Direction) -> Pos:
        dx, dy = direction.delta
        return Pos(self.x + dx, self.y + dy)

    def distance(self, other: Pos) -> int:
        """Steps along the grid: up/down plus left/right."""
        return abs(self.x - other.x) + abs(self.y - other.y)

    def to_json(self) -> dict[str, int]:
        return {"x": self.x, "y": self.y}


ORIGIN = Pos(0, 0)


@dataclass(frozen=True, slots=True)
class MapCard:
    """A card on the map that the game is not on: information only (901.7), keeping the
    counters it had when the game left it."""

    pos: Pos
    name: str
    counters: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True, slots=True)
class EternitiesMap:
    """The map: the settings, where the game is, and the other cards on the map. The
    card(s) the game is on are the state's face-up cards, at ``position``."""

    settings: MapSettings = MapSettings()
    position: Pos = ORIGIN
    cards: tuple[MapCard, ...] = ()
    pick: str | None = None
    """A plane an effect put on top of the planar deck for the coming planeswalk
    (Interplanar Tunnel): it is dealt into the space the game moves to."""

    def at(self, pos: Pos) -> tuple[MapCard, ...]:
        return tuple(c for c in self.cards if c.pos == pos)

    def without(self, pos: Pos) -> EternitiesMap:
        return replace(self, cards=tuple(c for c in self.cards if c.pos != pos))

    def add(self, *cards: MapCard) -> EternitiesMap:
        return replace(self, cards=(*self.cards, *cards))

    def far(self) -> tuple[MapCard, ...]:
        """The cards more than ``REACH`` steps from the position, to be collected."""
        return tuple(c for c in self.cards if c.pos.distance(self.position) > REACH)

    def empty_neighbours(self) -> list[Pos]:
        """The four spaces next to the position that hold no card, in setup order."""
        taken = {c.pos for c in self.cards}
        return [p for d in SETUP_ORDER if (p := self.position.step(d)) not in taken]


def parse_direction(value: str) -> Direction:
    """A direction by name; InputError naming the eight allowed."""
    try:
        return Direction(value)
    except ValueError:
        raise InputError("map.not_a_direction", allowed=[d.value for d in Direction],
                         given=repr(value[:40])) from None
