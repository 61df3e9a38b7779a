"""One bounded JSON reader for every file and line the app takes in.

``json.loads`` alone trusts its input: a line nested a thousand deep raises
``RecursionError``, a 5,000-digit number raises ``ValueError`` (Python's int-string
limit), ``NaN`` and ``1e400`` become numbers no rule can use, and ``"\\ud800"`` becomes a
lone surrogate that can't be written back out as UTF-8. ``loads_bounded`` refuses all of
these before they reach the game, with one error type whose message quotes at most
``QUOTE_LIMIT`` characters of the bad value.

Why not a validation library: ``jsonschema`` costs more per save than parsing it;
``msgspec`` is compiled (not pure Python, which the engine promises); neither checks depth,
lone surrogates or our ranges for us. The standard parser plus a bracket pre-scan done by
byte translation and regular expressions (C speed), with the number hooks only switched
on when a long digit run or a 3-digit exponent appears, reads a 2 MB document in about
1.5 times ``json.loads``'s time; the schema checks stay next to the types they build.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable
from itertools import accumulate
from typing import Any

QUOTE_LIMIT = 80
"""Characters of an offending value quoted in any refusal."""
MAX_INT_DIGITS = 30
"""Digits an integer literal may have: far past any life total, seed (64 bits is 20
digits) or count, and far below Python's 4,300-digit int-string limit."""
DEFAULT_MAX_DEPTH = 32
"""Nesting of arrays and objects. A save is about 8 deep; a command 3."""

_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_DEPTH_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}
_NOT_BRACKET_BYTES = bytes(b for b in range(256) if b not in b"[]{}")
_LEAF_PAIR = re.compile(rb"\[\]|\{\}")
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89abcdefABCDEF]")
_SURROGATE = re.compile("[\ud800-\udfff]")
_DIGITS_AS_ZERO = bytes.maketrans(b"123456789E", b"000000000e")


class InputError(ValueError):
    """Input refused before it could change anything: too large, too deep, a number out
    of bounds, not valid Unicode or not JSON. The message is one short sentence."""

    def __init__(self, message: str, *, syntax: json.JSONDecodeError | None = None) -> None:
        super().__init__(message)
        self.syntax = syntax
        """For text that isn't JSON at all: the parser's complaint (with its position),
        for readers whose messages quote it in their own words."""


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


def _refuse_constant(name: str) -> Any:
    raise InputError(f"{name} is not a number this input may hold")


def _int_parser(max_digits: int) -> Callable[[str], int]:
    def parse_int(literal: str) -> int:
        if len(literal.lstrip("-")) > max_digits:
            raise InputError(f"the number {shorten(literal, 40)} has more than {max_digits} "
                             "digits")
        return int(literal)
    return parse_int


def _parse_float(literal: str) -> float:
    value = float(literal)
    if not math.isfinite(value):
        raise InputError(f"the number {shorten(literal, 40)} is too large")
    return value


def nesting_depth(text: str) -> int:
    """How deep arrays and objects nest in ``text`` (strings skipped), without recursion.

    Unbalanced closers make the running depth go negative, which only lowers the result
    (the parser then refuses the text)."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    if not brackets:
        return 0
    return max(0, max(accumulate(map(_DEPTH_STEP.__getitem__, brackets))))


def _long_number(raw: bytes, max_digits: int) -> bool:
    """Whether ``raw`` has a run of more than ``max_digits`` digits or a 3-digit exponent
    (anywhere, strings included: a false alarm only costs the slower checked parse).
    Substring searches on a translated copy: a regular expression is ten times slower."""
    zeros = raw.translate(_DIGITS_AS_ZERO)
    return (b"0" * (max_digits + 1) in zeros
            or any(exp in zeros for exp in (b"e000", b"e+000", b"e-000")))


def _too_deep(raw: bytes, text: str, limit: int) -> bool:
    """Whether ``text`` (``raw`` as UTF-8) nests deeper than ``limit``.

    The fast path works on the brackets alone, at C speed: each round deletes every
    empty ``[]`` or ``{}`` pair, i.e. the innermost level, so a text at most ``limit``
    deep is empty within ``limit`` rounds. Anything left (brackets inside strings, an
    unbalanced or truly deep text) goes to the exact count, which skips strings."""
    brackets = raw.translate(None, _NOT_BRACKET_BYTES)
    for _ in range(limit):
        if not brackets:
            return False
        brackets, pairs = _LEAF_PAIR.subn(b"", brackets)
        if not pairs:
            break
    if not brackets:
        return False
    return nesting_depth(text) > limit


def loads_bounded(data: str | bytes, *, max_bytes: int, what: str,
                  max_depth: int = DEFAULT_MAX_DEPTH,
                  max_int_digits: int = MAX_INT_DIGITS) -> Any:
    """The JSON value in ``data``, or ``InputError`` naming ``what`` and the reason.

    Refused: more than ``max_bytes`` (checked before parsing), bytes that aren't UTF-8,
    nesting deeper than ``max_depth``, NaN or infinities, floats that overflow, integers
    of more than ``max_int_digits`` digits, and lone surrogates in any string or key."""
    if isinstance(data, bytes | bytearray):
        if len(data) > max_bytes:
            raise InputError(f"{what} is {len(data)} bytes; at most {max_bytes} are read")
        raw = bytes(data)
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise InputError(f"{what} is not UTF-8 text (a bad byte at {exc.start + 1})") \
                from None
    else:
        text = data
        if len(text) > max_bytes:
            raise InputError(f"{what} is longer than {max_bytes} bytes")
        try:
            raw = text.encode("utf-8")
        except UnicodeEncodeError:  # lone surrogates, already in the text
            raise InputError(f"{what} holds text that is not valid Unicode") from None
        if len(raw) > max_bytes:
            raise InputError(f"{what} is longer than {max_bytes} bytes")
    if _too_deep(raw, text, max_depth):
        raise InputError(f"{what} nests arrays or objects more than {max_depth} deep")
    # The number hooks cost a Python call per number: use them only when a long digit run
    # or a 3-digit exponent (the only ways to overflow) appears anywhere in the text.
    hooks: dict[str, Any] = {}
    if _long_number(raw, max_int_digits):
        hooks = {"parse_int": _int_parser(max_int_digits), "parse_float": _parse_float}
    try:
        value = json.loads(text, parse_constant=_refuse_constant, **hooks)
    except InputError as exc:
        raise InputError(f"{what}: {exc}") from None
    except json.JSONDecodeError as exc:
        where = (f"at the end of {what}" if exc.pos >= len(text)
                 else f"at character {exc.pos + 1}")
        raise InputError(f"{what} is not valid JSON: {exc.msg} {where}", syntax=exc) from None
    except (RecursionError, ValueError) as exc:  # belt and braces: the checks above come first
        raise InputError(f"{what} can't be read: {shorten(str(exc))}") from None
    if _SURROGATE_ESCAPE.search(text):  # raw surrogates can't be in UTF-8 text
        _refuse_surrogates(value, what)
    return value


def _refuse_surrogates(value: Any, what: str) -> None:
    """Walk the decoded value (iteratively) for strings with lone surrogates."""
    todo = [value]
    while todo:
        item = todo.pop()
        if isinstance(item, str):
            check_text(item, what)
        elif isinstance(item, dict):
            for key, inner in item.items():
                check_text(key, what)
                todo.append(inner)
        elif isinstance(item, list):
            todo.extend(item)


def check_text(text: str, what: str) -> str:
    """``text`` if it is valid Unicode (no lone surrogates), else ``InputError``."""
    if _SURROGATE.search(text):
        raise InputError(f"{what} holds text that is not valid Unicode: {shorten(text)}")
    return text


def bounded_int(value: Any, what: str, low: int, high: int) -> int:
    """``value`` if it is an integer (not a bool) from ``low`` to ``high``."""
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise InputError(f"{what} must be a whole number from {low} to {high}, "
                         f"not {shorten(value)}")
    return value


def bounded_float(value: Any, what: str, low: float, high: float) -> float:
    """``value`` as a float if it is a finite number (not a bool) from ``low`` to ``high``."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise InputError(f"{what} must be a number, not {shorten(value)}")
    number = float(value)
    if not (math.isfinite(number) and low <= number <= high):
        raise InputError(f"{what} must be from {low:g} to {high:g}, not {shorten(value)}")
    return number
