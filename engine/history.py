"""The undo and redo history a save file carries, so that undo works after a restart."""

from __future__ import annotations

from dataclasses import dataclass

from engine.actions import Action
from engine.state import GameState

HISTORY_KEPT = 200
"""Undo steps a save keeps. A 4-hour game is a few thousand actions; keeping them all would
make every autosave (written after each action) grow with the game. 200 covers any mistake
a table notices, and the save stays small: the base state plus 200 short action objects."""


@dataclass(frozen=True, slots=True)
class History:
    """Enough to rebuild undo and redo: a state, the actions that led from it to the current
    state (replayed deterministically, the RNG state being part of the game state), and the
    undone actions that redo can bring back."""

    base: GameState
    undo: tuple[Action, ...]
    """Applied from ``base`` in order, they give the current state; undo pops the last."""
    redo: tuple[Action, ...]
    """Undone actions, the next one to redo first."""
