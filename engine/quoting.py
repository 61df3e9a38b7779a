"""Quoting a value in a sentence: repr, cut to a fixed length."""

from __future__ import annotations

QUOTE_LIMIT = 80
"""Characters of an offending value quoted in any refusal."""


def shorten(value: object, limit: int = QUOTE_LIMIT) -> str:
    """``repr(value)`` cut to at most ``limit`` characters, for quoting in an error.

    repr escapes lone surrogates and control characters, so the result is always
    printable and encodable."""
    cut = isinstance(value, str) and len(value) > limit
    try:
        text = repr(value[:limit] if isinstance(value, str) and cut else value)
    except ValueError:  # an int past Python's int-string limit
        return "a number too long to quote"
    if not cut and len(text) <= limit:
        return text
    return text[: max(limit - 1, 1)] + "…"


def clip(text: str, limit: int = QUOTE_LIMIT) -> str:
    """``text`` cut to at most ``limit`` characters (for lists already quoted)."""
    return text if len(text) <= limit else text[: max(limit - 1, 1)] + "…"
