"""The audit of table corrections (``state.corrections``).

Fixes the table makes by hand are kept apart from what the rules did: the roll audit
(``state.rolls``, 116.2i) holds rolls only, and each correction is listed here, saved with
the game and taken back out by undo.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.messages import Message


@dataclass(frozen=True, slots=True)
class Correction:
    """One table correction."""

    turn: int
    action: str
    """``reveal``, ``put``, ``shuffle``, ``planeswalk`` or ``counter``."""
    text: str
    """The ``table_correction`` event's message."""
    said: Message | None = field(default=None, compare=False)
    """``text`` as a message (saved with it; none from an older save)."""
