"""Seeded hostile input for the engine driver: valid commands, mutations of them, and lines
built to break a JSON reader (deep nesting, huge numbers, NaN, lone surrogates, garbage).

Shared by tests/test_driver_fuzz.py (10,000 lines in CI) and bench/ (longer runs)."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

SCENARIOS = Path(__file__).resolve().parent / "scenarios"

HOSTILE_VALUES: tuple[str, ...] = (
    "1" * 5000, "-" + "9" * 40, "1e400", "-1e400", "1E+999", "NaN", "Infinity", "-Infinity",
    "1e-400", "0.1", "-0", "9007199254740993", "18446744073709551616", "true", "null", "[]",
    "{}", '"\\ud800"', '"a\\udfffb"', '"\\ud83d\\ude00"', '"\\u0000"', '"' + "x" * 3000 + '"',
    "[" * 40 + "]" * 40, '{"a":' * 40 + "1" + "}" * 40, '"Akoum"', '"Alice"', "1", "0", "-1",
    "1000000000", "1000000001", "-1000000001", '"planeswalker"', '"chaos"', '"camera"',
)
"""JSON texts spliced in where a command's value was."""

HOSTILE_LINES: tuple[str, ...] = (
    "[" * 100_000, "{" * 50_000, '{"cmd":' * 10_000, "1" * 5000, "-" + "1" * 4400,
    '"\\ud800"', '{"cmd": "\\ud800"}', '{"cmd": "state", "\\udc00": 1}',
    '{"cmd": "roll", "face": "chaos", "source": "camera", "confidence": 1e400}',
    '{"cmd": "roll", "face": "chaos", "source": "camera", "confidence": ' + "1" * 5000 + "}",
    '{"cmd": "roll", "face": "chaos", "source": "camera", "confidence": NaN}',
    '{"cmd": "life", "player": "Alice", "delta": ' + "9" * 29 + "}",
    '{"cmd": "life", "player": "' + "A" * 827_819 + '", "delta": 1}',
    '{"cmd": "' + "x" * 100_000 + '"}', '{"cmd": "state", "' + "k" * 100_000 + '": 1}',
    '{"cmd": "save", "path": "a\\u0000b"}', '{"cmd": "load", "path": "' + "p/" * 5000 + '"}',
    '{"cmd": "load", "path": "."}', '{"cmd": "load", "path": "/dev/null"}',
    "\x00\x01\x02", "\ufeff{}", "NaN", "[]", "{}", '{"cmd": null}', '{"cmd": ["roll"]}',
    '{"cmd": "new", "players": ["A", "B"], "random_decks": {"size": 1000000000}}',
    '{"cmd": "new", "players": ["A", "B"], "random_decks": {}, "seed": -1}',
    '{"cmd": "new", "players": ["A", "B"], "random_decks": {}, "seed": 1e400}',
    '{"cmd": "new", "players": ["\\ud800", "B"], "random_decks": {}}',
    '{"cmd": "add_effect", "text": "\\udbff", "until": "game"}',
    '{"cmd": "token", "player": "Alice", "name": "\\ud800", "delta": 1}',
)


def valid_commands() -> list[dict[str, Any]]:
    """Every command of the driver scenarios (their expectations and notes dropped)."""
    out = []
    for path in sorted(SCENARIOS.glob("*.jsonl")):
        if path.name.endswith(".golden.jsonl"):
            continue
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            obj = json.loads(line)
            if isinstance(obj, dict) and "cmd" in obj:
                out.append({k: v for k, v in obj.items() if k not in ("expect", "note")})
    return out


def _new_game(rng: random.Random) -> dict[str, Any]:
    players = rng.choice([["Alice", "Bob"], ["Alice", "Bob", "Cara"], ["Ann", "Bo", "Cy", "Di"]])
    return {"cmd": "new", "players": players, "seed": rng.randrange(2**32),
            "random_decks": {"shared": rng.random() < 0.3}, "starting_player": players[0]}


def _paths(obj: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Paths to every value inside a decoded command (the command itself excluded)."""
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield (*prefix, k)
            yield from _paths(v, (*prefix, k))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield (*prefix, i)
            yield from _paths(v, (*prefix, i))


_MARK = "\x00SPLICE\x00"


def _splice(command: dict[str, Any], rng: random.Random) -> str:
    """``command`` as JSON with one value replaced by a hostile JSON text."""
    paths = [p for p in _paths(command) if p != ("cmd",)] or [("cmd",)]
    path = rng.choice(paths)
    doc = json.loads(json.dumps(command))
    target = doc
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = _MARK
    return json.dumps(doc).replace(json.dumps(_MARK), rng.choice(HOSTILE_VALUES))


def _text_mutation(text: str, rng: random.Random) -> str:
    kind = rng.randrange(5)
    if kind == 0:  # truncated
        return text[: rng.randrange(len(text))]
    if kind == 1:  # a character replaced
        i = rng.randrange(len(text))
        return text[:i] + chr(rng.choice([0, 9, 34, 44, 58, 91, 93, 123, 125, 0xFFFD,
                                          rng.randrange(32, 0x2FFF)])) + text[i + 1:]
    if kind == 2:  # a slice repeated
        i, j = sorted(rng.randrange(len(text) + 1) for _ in range(2))
        return text[:j] + text[i:j] * rng.randrange(1, 50) + text[j:]
    if kind == 3:  # random printable garbage
        return "".join(chr(rng.randrange(32, 127)) for _ in range(rng.randrange(1, 200)))
    return text + rng.choice([",", "}", "]", " x", "\\", '"'])


def _field_mutation(command: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    out = dict(command)
    kind = rng.randrange(3)
    if kind == 0 and len(out) > 1:
        out.pop(rng.choice([k for k in out if k != "cmd"]))
    elif kind == 1:
        out[rng.choice(["x", "verbose", "player", "face", "delta", "id", "k" * 200])] = \
            rng.choice([1, "Alice", None, [1], {"a": 1}, True, -5, 10**12])
    else:
        out["cmd"] = rng.choice(["roll", "resolve", "choose", "life", "counter", "goto",
                                 "planeswalk", "leave", "undo", "redo", "token", "trigger",
                                 "designation", "add_effect", "end_effect", "state"])
    return out


def fuzz_lines(seed: int, count: int) -> list[str]:
    """``count`` driver lines, the same for the same seed: about half valid commands (so
    games advance into deep states), the rest mutated or hostile."""
    rng = random.Random(seed)
    corpus = valid_commands()
    lines: list[str] = []
    while len(lines) < count:
        if len(lines) % 250 == 0:
            lines.append(json.dumps(_new_game(rng)))
            continue
        roll = rng.random()
        command = rng.choice(corpus)
        if command.get("cmd") in ("save", "load"):
            command = {"cmd": command["cmd"], "path": f"fuzz-{rng.randrange(3)}.json"}
        if roll < 0.45:
            lines.append(json.dumps(command))
        elif roll < 0.65:
            lines.append(_splice(command, rng))
        elif roll < 0.8:
            lines.append(json.dumps(_field_mutation(command, rng)))
        elif roll < 0.95:
            lines.append(_text_mutation(json.dumps(command, ensure_ascii=False), rng))
        else:
            lines.append(rng.choice(HOSTILE_LINES))
    return [line.replace("\n", " ").replace("\r", " ") for line in lines]
