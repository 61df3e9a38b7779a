"""Errors the engine raises. A raised error always means nothing changed."""

from __future__ import annotations

from engine.safe_json import shorten


class EngineError(Exception):
    """Base class: an action was refused, and the game state is unchanged."""

    rule: str | None = None

    def __init__(self, message: str, *, rule: str | None = None) -> None:
        self.rule = rule
        super().__init__(f"{rule}: {message}" if rule else message)


class RuleViolation(EngineError):
    """The action is well-formed but the rules forbid it now. Names the rule."""

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(message, rule=rule)


class BadCommand(EngineError):
    """The action is malformed: wrong fields, unknown names, values out of range."""


class UnknownCard(BadCommand):
    """A card name that is not in the card database."""

    def __init__(self, name: str, suggestions: list[str]) -> None:
        self.name = name
        self.suggestions = suggestions
        hint = f"; did you mean {_or_list(suggestions)}?" if suggestions else ""
        super().__init__(f"unknown card name {shorten(name)}{hint}")


class NothingToUndo(EngineError):
    """Undo or redo with an empty history."""


class SaveFileError(EngineError):
    """A save file that can't be read or written. The file on disk is left as it was."""


class HistoryMismatch(SaveFileError):
    """A save's undo history doesn't replay to its game (e.g. saved with other card data)."""


def _or_list(items: list[str]) -> str:
    quoted = [repr(i) for i in items]
    if len(quoted) <= 1:
        return "".join(quoted)
    return ", ".join(quoted[:-1]) + " or " + quoted[-1]
