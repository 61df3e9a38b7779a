"""The one bridge between widgets and the engine.

Widgets never change game state themselves: they call ``apply`` (or ``undo``/``redo``)
with a typed engine action, and redraw from ``changed``, which carries the engine's public
state view and the events the action produced. A refused action changes nothing and is
reported through ``refused`` with the engine's message, which names the rule.

What is shown is saved: with an autosaver, every change is durable on disk (journaled, or
saved in full for a new game) before ``changed`` is emitted.
"""

from __future__ import annotations

import dataclasses
import logging
from typing import Any

from PySide6.QtCore import QObject, Signal

from desktop.autosave import Autosaver
from desktop.engine_text import render
from engine.actions import Action, NewGame
from engine.cards import CardDatabase
from engine.errors import EngineError
from engine.events import Event
from engine.game import Game, RollCheck
from engine.journal import REDO, UNDO
from engine.messages import Message
from engine.persistence import SavedGame
from engine.state import GameState
from engine.view import state_view

log = logging.getLogger(__name__)

LOG_SHOWN = 100
"""Log entries the table's log shows (the newest; the save keeps as many): more is a long
scroll nobody reads at a table, and each costs the log list a layout on every change."""


class EngineBridge(QObject):
    changed = Signal(dict, list)
    """(state view, [event dicts]) after every accepted action, undo, redo or new game."""
    refused = Signal(str)
    """The engine's reason for refusing an action (nothing changed), in the table's
    language."""
    autosave_failed = Signal(str)
    notice = Signal(str, str)
    """(text, tone) for the table to see for a moment: tone "error" (a refusal with its
    context, e.g. "The camera read Chaos — nothing changed: ..."), "warn" or "info". The
    window shows it over the table; it never takes room from the seats."""

    def __init__(self, cards: CardDatabase, autosaver: Autosaver | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.cards = cards
        self.autosaver = autosaver
        self.game: Game | None = None
        self._view: dict[str, Any] | None = None
        self.last_refusal: Message | None = None
        """The latest refusal as a message id and parameters, rule included ("rule.cited"),
        rendered in the table's language for ``refused`` and ``try_apply`` (issue 15)."""

    # -- starting --------------------------------------------------------------------------
    def new_game(self, setup: NewGame) -> bool:
        try:
            game, events = Game.new(setup, self.cards)
        except EngineError as exc:
            self.last_refusal = exc.cited
            self.refused.emit(render(exc.cited))
            return False
        self.game = game
        self._publish(events, None)
        return True

    def resume(self, saved: SavedGame | GameState) -> None:
        """Carry on with a saved game, with the undo history its save carried."""
        if isinstance(saved, GameState):
            saved = SavedGame(saved)
        game, problem = Game.load(saved, self.cards)
        self.game = game
        self._publish([], None)
        if problem:
            self.notice.emit(self.tr("The game is back, but undo can't go back before now: {why}.")
                             .format(why=problem), "warn")

    # -- actions ---------------------------------------------------------------------------
    def apply(self, action: Action) -> bool:
        """Apply an action; True if the engine accepted it."""
        return self.try_apply(action) is None

    def try_apply(self, action: Action, quiet: bool = False) -> str | None:
        """Apply an action: None if accepted, else the engine's reason (also emitted as
        ``refused`` unless ``quiet``: a widget that shows the reason itself passes it, so
        the player doesn't read it twice), so the widget that asked can show it where the
        player looks."""
        if self.game is None:
            reason = self.tr("Start a game first.")
            if not quiet:
                self.refused.emit(reason)
            return reason
        try:
            events = self.game.apply(action)
        except EngineError as exc:
            log.info("refused %s: %s", action.cmd, exc)
            self.last_refusal = exc.cited
            reason = render(exc.cited)
            if not quiet:
                self.refused.emit(reason)
            return reason
        self._publish(events, action.to_json())
        return None

    def roll_check(self, player: str | None = None) -> RollCheck:
        """Would a special-action roll be accepted now, and if not, why (nothing changes)."""
        if self.game is None:
            return RollCheck(self.tr("Start a game first."))
        check = self.game.roll_check(player)
        if check.said is None:
            return check
        return dataclasses.replace(check, reason=render(check.said))

    def undo(self) -> bool:
        return self._history(lambda g: g.undo(), UNDO)

    def redo(self) -> bool:
        return self._history(lambda g: g.redo(), REDO)

    def _history(self, step: Any, command: dict[str, Any]) -> bool:
        if self.game is None:
            return False
        try:
            events = step(self.game)
        except EngineError as exc:
            self.last_refusal = exc.cited
            self.refused.emit(render(exc.cited))
            return False
        self._publish(events, command)
        return True

    # -- views -----------------------------------------------------------------------------
    @property
    def view(self) -> dict[str, Any] | None:
        return self._view

    def refresh(self) -> None:
        """Show the game again as it is, to widgets built since (a window rebuilt in another
        language): nothing changes, nothing is saved, no events."""
        if self._view is not None:
            self.changed.emit(self._view, [])

    def _publish(self, events: list[Event], command: dict[str, Any] | None) -> None:
        """Make the change durable, then show it. ``command`` is what changed the game (an
        action's JSON, undo or redo), journaled; None for a new or resumed game, which is
        saved in full. A disk that refuses is reported (``autosave_failed``) and the game
        goes on: the table would rather play on than stop."""
        game = self.game
        assert game is not None
        if self.autosaver is not None:
            if command is None:
                self.autosaver.start(game.state, game.history())
            else:
                self.autosaver.record(command, game.state, game.history())
        self._view = state_view(game.state, self.cards, log_tail=LOG_SHOWN,
                                can_undo=game.can_undo(), can_redo=game.can_redo())
        self.changed.emit(self._view, [e.to_json() for e in events])
