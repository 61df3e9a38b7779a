"""Errors the engine raises. A raised error always means nothing changed.

Each carries a ``Message`` (an id and named parameters, see ``engine.messages``) and the
rule it cites, if any; ``str(error)`` is "rule: English", as the driver reports it."""

from __future__ import annotations

from engine.messages import Message, Param
from engine.quoting import shorten


class EngineError(Exception):
    """Base class: an action was refused, and the game state is unchanged."""

    rule: str | None = None
    message: Message

    def __init__(self, what: str | Message, /, *, rule: str | None = None,
                 **params: Param) -> None:
        self.rule = rule
        self.message = what if isinstance(what, Message) else Message(what, params)
        super().__init__(self.cited.english)

    @property
    def cited(self) -> Message:
        """The whole sentence, "rule: message", as a message (for quoting it in another)."""
        if self.rule is None:
            return self.message
        return Message("rule.cited", {"rule": self.rule, "message": self.message})


class RuleViolation(EngineError):
    """The action is well-formed but the rules forbid it now. Names the rule."""

    def __init__(self, rule: str, what: str | Message, /, **params: Param) -> None:
        super().__init__(what, rule=rule, **params)


class BadCommand(EngineError):
    """The action is malformed: wrong fields, unknown names, values out of range."""


class UnknownCard(BadCommand):
    """A card name that is not in the card database."""

    def __init__(self, name: str, suggestions: list[str]) -> None:
        self.name = name
        self.suggestions = suggestions
        if suggestions:
            super().__init__("card.unknown_suggest", given=shorten(name),
                             suggestions=suggestions)
        else:
            super().__init__("card.unknown", given=shorten(name))


class NothingToUndo(EngineError):
    """Undo or redo with an empty history."""


class SaveFileError(EngineError):
    """A save file that can't be read or written. The file on disk is left as it was."""


class HistoryMismatch(SaveFileError):
    """A save's undo history doesn't replay to its game (e.g. saved with other card data)."""
