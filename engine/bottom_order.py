"""What waits while owners order cards going to the bottom of a planar deck together.

401.4 (as for a library): when several cards go to the bottom of one planar deck at once,
their owner chooses the order; in a shared deck that is the planar controller, who owns
its cards (901.15b). A planeswalk (701.31b) away from two or more face-up cards of one
owner, and the revealed cards Spatial Merging, Pools of Becoming, Norn's Seedcore and The
Fertile Lands of Saulvinia put on the bottom "in any order", stop here until each owner
has answered. Plain data (ids and names, no state objects), so it saves and loads.
"""

from __future__ import annotations

from dataclasses import dataclass

Group = tuple[str, tuple[str, ...]]
"""(deck key, card names nearest the top first)."""


@dataclass(frozen=True, slots=True)
class Walk:
    """A planeswalk (701.31b) stopped until the face-up cards' owners order them."""

    player: str
    """Who planeswalks (the planar controller)."""
    away: tuple[int, ...]
    """The objects of the face-up cards it leaves; they stay face up until the answers."""
    to_deck: str | None = None
    to: tuple[str, ...] = ()
    """Named cards of ``to_deck`` to planeswalk to; none: the top card of the walker's deck."""


@dataclass(frozen=True, slots=True)
class BottomOrder:
    """Cards on their way to the bottom of planar decks, waiting for their owners' order."""

    waiting: tuple[Group, ...]
    """The groups still to order, asked in turn; the first is the question now."""
    chosen: tuple[Group, ...] = ()
    """The orders given so far."""
    walk: Walk | None = None
    """The planeswalk to finish with the answers; None: the cards are in the deck already
    (revealed on top) and only move to its bottom."""

