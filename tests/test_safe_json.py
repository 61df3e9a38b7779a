"""The one bounded JSON reader (engine/safe_json.py): hostile text either loads as a
valid value or is refused with one short InputError; nothing else escapes."""

from __future__ import annotations

import json
import math
import time
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.safe_json import (
    QUOTE_LIMIT,
    InputError,
    bounded_float,
    bounded_int,
    clip,
    loads_bounded,
    nesting_depth,
    shorten,
)

FUZZ = settings(max_examples=200, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def load(data: str | bytes, **kw: Any) -> Any:
    return loads_bounded(data, max_bytes=kw.pop("max_bytes", 1 << 20), what="the input", **kw)


def _depth(value: Any) -> int:
    deepest, todo = 0, [(value, 0)]
    while todo:
        item, d = todo.pop()
        if isinstance(item, dict | list):
            d += 1
            todo.extend((v, d) for v in (item.values() if isinstance(item, dict) else item))
        deepest = max(deepest, d)
    return deepest


def _assert_clean(value: Any, max_depth: int = 32) -> None:
    """What the reader returns can always be written back out as UTF-8 JSON."""
    json.dumps(value, ensure_ascii=False, allow_nan=False).encode("utf-8")
    assert _depth(value) <= max_depth


any_text = st.text(st.characters(exclude_categories=()))  # lone surrogates included
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | any_text,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(any_text, inner, max_size=4),
    max_leaves=40,
)


@FUZZ
@given(st.binary(max_size=2000))
def test_random_bytes_load_or_are_refused(data: bytes) -> None:
    try:
        value = load(data)
    except InputError as exc:
        assert len(str(exc)) < 300
    else:
        _assert_clean(value)


@FUZZ
@given(json_values)
def test_any_json_value_loads_or_is_refused_cleanly(value: Any) -> None:
    text = json.dumps(value, ensure_ascii=bool(hash(repr(value)) & 1))  # NaN, inf, surrogates too
    try:
        loaded = load(text)
    except InputError as exc:
        assert len(str(exc)) < 300
        return
    _assert_clean(loaded)
    assert json.dumps(loaded, sort_keys=True) == json.dumps(value, sort_keys=True)


@FUZZ
@given(st.integers(min_value=1, max_value=3000), st.sampled_from(["[", "{\"a\":", "[{\"b\":"]),
       st.booleans())
def test_deep_nesting_is_refused_without_recursion(depth: int, opener: str, closed: bool) -> None:
    closer = {"[": "]", "{\"a\":": "}", "[{\"b\":": "}]"}[opener]
    text = opener * depth + "1" + (closer * depth if closed else "")
    levels = depth * (2 if opener.startswith("[{") else 1)
    try:
        value = load(text, max_depth=32)
    except InputError as exc:
        assert levels > 32 or not closed, exc
        return
    assert closed and levels <= 32
    _assert_clean(value)


@FUZZ
@given(st.integers(min_value=1, max_value=6000), st.sampled_from(["", "-", "0.", "1e", "1e-"]))
def test_long_numbers_are_refused_not_crashing(digits: int, prefix: str) -> None:
    text = "[" + prefix + "7" * digits + "]"
    try:
        value = load(text)
    except InputError as exc:
        assert "number" in str(exc) and len(str(exc)) < 200
        return
    assert all(isinstance(v, int | float) and math.isfinite(v) for v in value)
    if not prefix:
        assert digits <= 30


@FUZZ
@given(st.text(), st.integers(min_value=0xD800, max_value=0xDFFF), st.booleans())
def test_lone_surrogates_are_refused_anywhere(text: str, code: int, as_key: bool) -> None:
    escaped = json.dumps(text)[:-1] + f"\\u{code:04x}" + '"'
    doc = '{' + escaped + ': 1}' if as_key else '{"a": [' + escaped + ']}'
    with pytest.raises(InputError, match="not valid Unicode"):
        load(doc)


def test_a_surrogate_pair_is_one_valid_character() -> None:
    assert load('{"face": "\\ud83d\\ude00"}') == {"face": "😀"}


@pytest.mark.parametrize("text", ["NaN", "[Infinity]", '{"x": -Infinity}', "[1e400]",
                                  "[-1E+999]", "[" + "1" * 400 + ".0]"])
def test_nan_and_infinities_are_refused(text: str) -> None:
    with pytest.raises(InputError):
        load(text)


def test_numbers_at_the_bounds() -> None:
    assert load("[" + "9" * 30 + ", -" + "9" * 30 + ", 1e-400, 1e308]") == [
        10**30 - 1, -(10**30 - 1), 0.0, 1e308]
    with pytest.raises(InputError, match="more than 30 digits"):
        load("9" * 31)


def test_brackets_inside_strings_do_not_count_as_nesting() -> None:
    text = json.dumps({"log": ["[" * 500, "{" * 500, "\\\"[[[[" * 10]})
    assert nesting_depth(text) == 2
    assert load(text, max_depth=2)["log"][0] == "[" * 500


def test_size_is_refused_before_parsing() -> None:
    with pytest.raises(InputError, match="at most 100 are read"):
        load(b"[" + b"1," * 100 + b"1]", max_bytes=100)
    with pytest.raises(InputError, match="longer than 100 bytes"):
        load("é" * 60, max_bytes=100)  # 60 characters, 120 bytes


def test_invalid_utf8_is_refused() -> None:
    with pytest.raises(InputError, match="not UTF-8"):
        load(b'{"a": "\xff"}')


def test_syntax_errors_keep_the_parsers_position() -> None:
    with pytest.raises(InputError) as caught:
        load('{"a": 1')
    assert caught.value.syntax is not None and caught.value.syntax.pos == 7
    assert "at the end of the input" in str(caught.value)


def test_hostile_input_is_refused_quickly() -> None:
    """A megabyte of brackets or digits costs milliseconds, not a crash."""
    for text in ("[" * 1_000_000, "1" * 1_000_000, '"' + "\\ud800" * 100_000 + '"'):
        started = time.perf_counter()
        with pytest.raises(InputError):
            load(text, max_bytes=2_000_000)
        assert time.perf_counter() - started < 2.0


@given(st.one_of(st.text(), st.binary(), st.integers(), st.lists(st.text())))
def test_shorten_never_quotes_more_than_80_characters(value: Any) -> None:
    out = shorten(value)
    assert len(out) <= QUOTE_LIMIT
    out.encode("utf-8")  # repr escapes surrogates


def test_shorten_and_clip_keep_short_values_whole() -> None:
    assert shorten("Akoum") == "'Akoum'"
    assert shorten("x" * 827_819).endswith("…") and len(shorten("x" * 827_819)) == QUOTE_LIMIT
    assert shorten(10**5000) == "a number too long to quote"
    assert clip("a, b") == "a, b" and len(clip("k" * 500)) == QUOTE_LIMIT


def test_bounded_numbers() -> None:
    assert bounded_int(5, "size", 1, 10) == 5
    assert bounded_float(1, "scale", 0.5, 2.0) == 1.0
    for bad in (True, 11, 0, "5", 2.0):
        with pytest.raises(InputError, match="size must be a whole number from 1 to 10"):
            bounded_int(bad, "size", 1, 10)
    for bad_float in (float("nan"), float("inf"), 3.0, False, "1"):
        with pytest.raises(InputError, match="scale must"):
            bounded_float(bad_float, "scale", 0.5, 2.0)
