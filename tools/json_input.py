"""Reading a shared data file like untrusted input: a JSON object with a key twice is
refused (``json`` would silently keep the last value)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

PairsHook = Callable[[list[tuple[str, Any]]], dict[str, Any]]


def no_duplicate_keys(error: type[ValueError], file: str) -> PairsHook:
    """An ``object_pairs_hook`` raising ``error`` naming ``file`` and the repeated key."""

    def hook(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for key, value in pairs:
            if key in out:
                raise error(f"{file}: key {key!r} appears twice in one object")
            out[key] = value
        return out

    return hook
