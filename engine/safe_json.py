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

from engine.messages import Message, Param, msg
from engine.quoting import QUOTE_LIMIT, clip, shorten

__all__ = ["DEFAULT_MAX_DEPTH", "MAX_INT_DIGITS", "QUOTE_LIMIT", "InputError", "bounded_float",
           "bounded_int", "check_text", "clip", "loads_bounded", "nesting_depth", "shorten"]
"""``shorten`` and ``clip`` live in ``engine.quoting`` (the message catalogue needs them
without the reader); they are part of this module's interface as before."""

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
    of bounds, not valid Unicode or not JSON. The message is one short sentence, with an
    id (``engine.messages``): ``what`` names the input, as a message or a plain string."""

    def __init__(self, what: str | Message, /, *, syntax: json.JSONDecodeError | None = None,
                 **params: Param) -> None:
        self.message = what if isinstance(what, Message) else Message(what, params)
        super().__init__(self.message.english)
        self.syntax = syntax
        """For text that isn't JSON at all: the parser's complaint (with its position),
        for readers whose messages quote it in their own words."""


def _refuse_constant(name: str) -> Any:
    raise InputError("input.constant", name=name)


def _int_parser(max_digits: int) -> Callable[[str], int]:
    def parse_int(literal: str) -> int:
        if len(literal.lstrip("-")) > max_digits:
            raise InputError("input.too_many_digits", given=shorten(literal, 40),
                             digits=max_digits)
        return int(literal)
    return parse_int


def _parse_float(literal: str) -> float:
    value = float(literal)
    if not math.isfinite(value):
        raise InputError("input.number_too_large", given=shorten(literal, 40))
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


def loads_bounded(data: str | bytes, *, max_bytes: int, what: str | Message,
                  max_depth: int = DEFAULT_MAX_DEPTH,
                  max_int_digits: int = MAX_INT_DIGITS) -> Any:
    """The JSON value in ``data``, or ``InputError`` naming ``what`` and the reason.

    Refused: more than ``max_bytes`` (checked before parsing), bytes that aren't UTF-8,
    nesting deeper than ``max_depth``, NaN or infinities, floats that overflow, integers
    of more than ``max_int_digits`` digits, and lone surrogates in any string or key."""
    if isinstance(data, bytes | bytearray):
        if len(data) > max_bytes:
            raise InputError("input.too_many_bytes", what=what, size=len(data), limit=max_bytes)
        raw = bytes(data)
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise InputError("input.not_utf8", what=what, at=exc.start + 1) from None
    else:
        text = data
        if len(text) > max_bytes:
            raise InputError("input.too_long", what=what, limit=max_bytes)
        try:
            raw = text.encode("utf-8")
        except UnicodeEncodeError:  # lone surrogates, already in the text
            raise InputError("input.not_unicode", what=what) from None
        if len(raw) > max_bytes:
            raise InputError("input.too_long", what=what, limit=max_bytes)
    if _too_deep(raw, text, max_depth):
        raise InputError("input.too_deep", what=what, limit=max_depth)
    # The number hooks cost a Python call per number: use them only when a long digit run
    # or a 3-digit exponent (the only ways to overflow) appears anywhere in the text.
    hooks: dict[str, Any] = {}
    if _long_number(raw, max_int_digits):
        hooks = {"parse_int": _int_parser(max_int_digits), "parse_float": _parse_float}
    try:
        value = json.loads(text, parse_constant=_refuse_constant, **hooks)
    except InputError as exc:
        raise InputError("input.in", what=what, problem=exc.message) from None
    except json.JSONDecodeError as exc:
        where = (msg("input.at_end", what=what) if exc.pos >= len(text)
                 else msg("input.at_character", at=exc.pos + 1))
        raise InputError("input.not_json", what=what, detail=exc.msg, where=where,
                         syntax=exc) from None
    except (RecursionError, ValueError) as exc:  # belt and braces: the checks above come first
        raise InputError("input.unreadable", what=what, detail=shorten(str(exc))) from None
    if _SURROGATE_ESCAPE.search(text):  # raw surrogates can't be in UTF-8 text
        _refuse_surrogates(value, what)
    return value


def _refuse_surrogates(value: Any, what: str | Message) -> None:
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


def check_text(text: str, what: str | Message) -> str:
    """``text`` if it is valid Unicode (no lone surrogates), else ``InputError``."""
    if _SURROGATE.search(text):
        raise InputError("input.not_unicode_quoted", what=what, given=shorten(text))
    return text


def bounded_int(value: Any, what: str, low: int, high: int) -> int:
    """``value`` if it is an integer (not a bool) from ``low`` to ``high``."""
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise InputError("input.not_whole_number", what=what, low=low, high=high,
                         given=shorten(value))
    return value


def bounded_float(value: Any, what: str, low: float, high: float) -> float:
    """``value`` as a float if it is a finite number (not a bool) from ``low`` to ``high``."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise InputError("input.not_a_number", what=what, given=shorten(value))
    number = float(value)
    if not (math.isfinite(number) and low <= number <= high):
        raise InputError("input.not_within", what=what, low=low, high=high,
                         given=shorten(value))
    return number
