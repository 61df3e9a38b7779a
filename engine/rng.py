"""A tiny deterministic RNG whose whole state is one integer.

The engine never touches the global ``random`` module: the seed is passed in, and the
state is part of the game state, so undo, save/load and replay reproduce every roll and
shuffle exactly, on any Python version.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1


def next_u64(state: int) -> tuple[int, int]:
    """SplitMix64: return (new_state, 64 random bits)."""
    state = (state + 0x9E3779B97F4A7C15) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return state, z ^ (z >> 31)


def below(state: int, n: int) -> tuple[int, int]:
    """Return (new_state, an unbiased integer in [0, n)) by rejection sampling."""
    if n <= 0:
        raise ValueError(f"below() needs a positive bound, got {n}")
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        state, x = next_u64(state)
        if x < limit:
            return state, x % n


def shuffled(state: int, items: Sequence[T]) -> tuple[int, list[T]]:
    """Fisher-Yates shuffle; returns (new_state, shuffled copy)."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        state, j = below(state, i + 1)
        out[i], out[j] = out[j], out[i]
    return state, out


def seed_state(seed: int) -> int:
    """Map any integer seed to a 64-bit starting state."""
    return seed & _MASK
