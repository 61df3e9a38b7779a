"""The Eternities Map as the state view shows it, in plain values the map widget draws.

The engine owns the map (docs/engine-protocol.md, "The Eternities Map"): ``map`` lists the
cards on it with their spaces, ``position`` is where the game is, and ``map_moves`` the
directions a pending ``map_move`` choice allows. Here they become frozen values, read
relative to the position (``Offset``: right is +x, up is +y, as in the engine), and the
words a player reads for each direction.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop.engine_text import card_name

VARIANT = "eternities_map"
"""The state view's ``variant`` for a game on the Eternities Map."""

Offset = tuple[int, int]
"""A space relative to the game's position: (dx, dy), up is +dy."""

DIRECTIONS: dict[str, Offset] = {
    "up": (0, 1), "down": (0, -1), "left": (-1, 0), "right": (1, 0),
    "up_left": (-1, 1), "up_right": (1, 1), "down_left": (-1, -1), "down_right": (1, -1),
}
"""Every direction the engine's ``move`` takes, in its order, and where it goes."""
OFFSET_DIRECTION: dict[Offset, str] = {v: k for k, v in DIRECTIONS.items()}
ARROWS = {"up": "↑", "down": "↓", "left": "←", "right": "→", "up_left": "↖",
          "up_right": "↗", "down_left": "↙", "down_right": "↘"}


translate = QCoreApplication.translate
"""Called by this name, so lupdate extracts each text (context first)."""


def direction_name(direction: str) -> str:
    """"Up left" for ``up_left``: how a player says a direction."""
    names = {"up": translate("EternitiesMap", "Up"), "down": translate("EternitiesMap", "Down"),
             "left": translate("EternitiesMap", "Left"),
             "right": translate("EternitiesMap", "Right"),
             "up_left": translate("EternitiesMap", "Up left"),
             "up_right": translate("EternitiesMap", "Up right"),
             "down_left": translate("EternitiesMap", "Down left"),
             "down_right": translate("EternitiesMap", "Down right")}
    return names.get(direction, direction)


@dataclass(frozen=True, slots=True)
class MapCard:
    """One card on the map, at its space."""

    x: int
    y: int
    name: str
    kind: str
    """"plane" or "phenomenon"."""
    current: bool
    """The game is on it: one of the rules' face-up cards (901.7)."""
    counters: tuple[tuple[str, int], ...] = ()

    @property
    def space(self) -> Offset:
        return (self.x, self.y)

    @property
    def key(self) -> tuple[int, int, str]:
        """What stays the same while the card stays on its space (counters may change)."""
        return (self.x, self.y, self.name)

    @classmethod
    def from_view(cls, item: Mapping[str, Any]) -> MapCard:
        counters = item.get("counters") or {}
        return cls(x=int(item["x"]), y=int(item["y"]), name=str(item["name"]),
                   kind=str(item.get("kind", "plane")), current=bool(item.get("current")),
                   counters=tuple(sorted((str(k), int(n)) for k, n in counters.items() if n)))


@dataclass(frozen=True, slots=True)
class MapMove:
    """One legal direction of a pending move."""

    direction: str
    x: int
    y: int
    hellride: bool
    name: str | None
    """The plane there; None for an empty space (a card is dealt as the game arrives)."""

    @classmethod
    def from_view(cls, item: Mapping[str, Any]) -> MapMove:
        name = item.get("name")
        return cls(direction=str(item["direction"]), x=int(item["x"]), y=int(item["y"]),
                   hellride=item.get("kind") == "hellride",
                   name=None if name is None else str(name))

    def label(self) -> str:
        """"Up: Naar Isle", "Up left: hellride onto an empty space"."""
        where = direction_name(self.direction)
        if self.hellride:
            return translate("EternitiesMap", "{direction}: hellride onto an empty space").format(
                direction=where)
        if self.name is None:
            return translate("EternitiesMap",
                             "{direction}: an empty space (a card is dealt there)").format(
                direction=where)
        return translate("EternitiesMap", "{direction}: {plane}").format(
            direction=where, plane=card_name(self.name))


@dataclass(frozen=True, slots=True)
class MapPicture:
    """Everything the map widget draws: the cards, the position, the moves allowed now and
    who chooses."""

    cards: tuple[MapCard, ...] = ()
    position: Offset = (0, 0)
    moves: tuple[MapMove, ...] = ()
    chooser: str | None = None
    """The player choosing the direction while a move is awaited."""

    @classmethod
    def from_view(cls, view: Mapping[str, Any] | None) -> MapPicture:
        if view is None or view.get("variant") != VARIANT:
            return cls()
        where = view.get("position") or {"x": 0, "y": 0}
        choice = view.get("pending_choice")
        chooser = None
        if isinstance(choice, Mapping) and choice.get("kind") == "map_move":
            chooser = str(choice.get("player"))
        return cls(cards=tuple(MapCard.from_view(c) for c in view.get("map") or ()),
                   position=(int(where["x"]), int(where["y"])),
                   moves=tuple(MapMove.from_view(m) for m in view.get("map_moves") or ()),
                   chooser=chooser)

    @property
    def awaiting_move(self) -> bool:
        return bool(self.moves)

    def offset(self, card: MapCard) -> Offset:
        return (card.x - self.position[0], card.y - self.position[1])

    def at(self, offset: Offset) -> list[MapCard]:
        """The cards on the space at ``offset`` from the position (two when merged)."""
        x, y = self.position[0] + offset[0], self.position[1] + offset[1]
        return [c for c in self.cards if c.x == x and c.y == y]

    def current(self) -> list[MapCard]:
        return [c for c in self.cards if c.current]

    def move(self, direction: str) -> MapMove | None:
        return next((m for m in self.moves if m.direction == direction), None)

    def describe(self) -> str:
        """The map in words, for a screen reader: where the game is, what is around it, and
        the moves allowed now."""
        here = ", ".join(c.name for c in self.current()) or translate("EternitiesMap", "no plane")
        parts = [translate("EternitiesMap", "The game is on {plane}.").format(plane=here)]
        for direction in DIRECTIONS:
            names = [c.name for c in self.at(DIRECTIONS[direction])]
            if names:
                parts.append(translate("EternitiesMap", "{direction}: {planes}.").format(
                    direction=direction_name(direction), planes=", ".join(names)))
        if self.moves:
            parts.append(translate("EternitiesMap", "{player} moves the game: {moves}.").format(
                player=self.chooser or "?", moves="; ".join(m.label() for m in self.moves)))
        return " ".join(parts)


def is_map_game(view: Mapping[str, Any] | None) -> bool:
    return view is not None and view.get("variant") == VARIANT


def move_labels(view: Mapping[str, Any] | None, options: Sequence[Any]) -> dict[str, str]:
    """Each option of a ``map_move`` choice in words ("Up: Naar Isle"), from the view's
    ``map_moves``; an option the view doesn't describe keeps its direction's name."""
    moves = {m.direction: m for m in MapPicture.from_view(view).moves}
    out: dict[str, str] = {}
    for option in options:
        key = str(option)
        move = moves.get(key)
        out[key] = move.label() if move is not None else direction_name(key)
    return out
