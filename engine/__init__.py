"""The Planechase rules engine: pure Python, typed, with no GUI or hardware imports.

It owns all game state, legality, undo, save/load and the event log. Randomness comes
from the seed in the setup; time is passed in by callers.
"""

from engine.actions import Action, NewGame, parse_action, parse_new_game
from engine.cards import Card, CardDatabase, default_cards
from engine.domain import DieFace, Duration, RollSource, StackKind, Step
from engine.errors import BadCommand, EngineError, RuleViolation, SaveFileError, UnknownCard
from engine.game import Game
from engine.view import state_view

__all__ = [
    "Action", "BadCommand", "Card", "CardDatabase", "DieFace", "Duration", "EngineError", "Game",
    "NewGame", "RollSource", "RuleViolation", "SaveFileError", "StackKind", "Step",
    "UnknownCard", "default_cards", "parse_action", "parse_new_game", "state_view",
]
