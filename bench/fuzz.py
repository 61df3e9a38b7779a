"""Subprocess fuzz of the engine driver (``python -m engine``) with seeded hostile lines.

``python -m bench.fuzz [--lines N] [--seed S]`` feeds one driver process N lines (default
200,000): about half valid commands taken from the driver scenarios (so games advance into
deep states, with a new game every 250 lines), the rest mutations of them (a value swapped
for a hostile JSON text, a field dropped or added, truncation, a repeated slice, garbage)
and lines built to break a JSON reader (nesting 100,000 deep, 5,000-digit numbers, NaN,
1e400, lone surrogates, an 827,819-character name). Every reply must be one JSON line of
at most ``MAX_REPLY_CHARS`` with no "internal error"; a refusal carries no events; the
process must never die, and never take ``HANG_SECONDS`` over one line. Prints the counts
and lines per second. tests/test_driver_fuzz.py runs 10,000 of the same lines in CI.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import queue
import random
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SCENARIOS = ROOT / "tests" / "scenarios"
MAX_REPLY_CHARS = 256 * 1024
"""A reply carries the state (log tail of 50): a few kilobytes; never a megabyte echo."""
MAX_ERROR_CHARS = 2000
HANG_SECONDS = 20.0
REPLY_KEYS = {"ok", "error", "error_id", "error_params", "error_rule", "events", "state"}
"""The driver's reply object (docs/engine-protocol.md, Replies)."""

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


@dataclass
class FuzzResult:
    """What one driver process did with the fuzz lines."""

    lines: int = 0
    replies: int = 0
    accepted: int = 0
    refused: int = 0
    problems: list[str] = field(default_factory=list)
    """Internal errors, unparsable or oversized replies, refusals with events: each with
    the line that caused it (cut)."""
    exit_code: int | None = None
    hung: bool = False
    stderr_tail: str = ""
    seconds: float = 0.0
    longest_reply: int = 0
    longest_error: int = 0

    @property
    def clean(self) -> bool:
        return (not self.problems and not self.hung and self.exit_code == 0
                and self.replies == self.lines and "Traceback" not in self.stderr_tail)


def check_reply(line: str, text: str, result: FuzzResult) -> None:
    result.replies += 1
    result.longest_reply = max(result.longest_reply, len(text))
    if len(text) > MAX_REPLY_CHARS:
        result.problems.append(f"reply of {len(text)} characters to {line[:120]!r}")
        return
    try:
        reply = json.loads(text)
    except json.JSONDecodeError:
        result.problems.append(f"unparsable reply {text[:120]!r} to {line[:120]!r}")
        return
    if not isinstance(reply, dict) or set(reply) != REPLY_KEYS:
        result.problems.append(f"reply without its seven keys to {line[:120]!r}")
        return
    error = reply["error"]
    if reply["ok"]:
        result.accepted += 1
        return
    result.refused += 1
    if not isinstance(error, str) or not error:
        result.problems.append(f"a refusal without an error to {line[:120]!r}")
        return
    result.longest_error = max(result.longest_error, len(error))
    if "internal error" in error or len(error) > MAX_ERROR_CHARS or reply["events"]:
        result.problems.append(f"{error[:200]!r} for {line[:120]!r}")


def run_driver_fuzz(lines: Sequence[str], cwd: Path) -> FuzzResult:
    """Feed ``lines`` to one ``python -m engine`` and check every reply as it comes."""
    sent = [line for line in lines if line.strip()]
    result = FuzzResult(lines=len(sent))
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen([sys.executable, "-m", "engine"], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=cwd, env=env,
                            text=True, encoding="utf-8")
    assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None
    stdin, stdout, stderr = proc.stdin, proc.stdout, proc.stderr

    def feed() -> None:
        try:
            for line in sent:
                stdin.write(line + "\n")
            stdin.close()
        except BrokenPipeError:  # the driver died: reported below
            pass

    replies: queue.Queue[str | None] = queue.Queue(maxsize=1000)

    def read() -> None:
        for text in stdout:
            replies.put(text.rstrip("\n"))
        replies.put(None)

    errors: list[str] = []
    threads = [threading.Thread(target=feed, daemon=True),
               threading.Thread(target=read, daemon=True),
               threading.Thread(target=lambda: errors.append(stderr.read()), daemon=True)]
    started = time.perf_counter()
    for thread in threads:
        thread.start()
    for line in sent:
        try:
            text = replies.get(timeout=HANG_SECONDS)
        except queue.Empty:
            result.hung = True
            result.problems.append(f"no reply within {HANG_SECONDS:g} s to {line[:120]!r}")
            proc.kill()
            break
        if text is None:
            break
        check_reply(line, text, result)
    result.seconds = time.perf_counter() - started
    try:
        result.exit_code = proc.wait(timeout=HANG_SECONDS)
    except subprocess.TimeoutExpired:
        result.hung = True
        proc.kill()
        result.exit_code = proc.wait()
    threads[2].join(timeout=5)
    result.stderr_tail = "".join(errors)[-2000:]
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.fuzz", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--lines", type=int, default=200_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    lines = fuzz_lines(args.seed, args.lines)
    with tempfile.TemporaryDirectory(prefix="planechase-fuzz-") as folder:
        result = run_driver_fuzz(lines, Path(folder))
    load = os.getloadavg() if hasattr(os, "getloadavg") else (float("nan"),) * 3
    print(f"machine: {platform.platform()}, {os.cpu_count()} logical CPUs, "
          f"load {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    print(f"lines fed: {result.lines:,} (seed {args.seed})")
    print(f"replies: {result.replies:,} (accepted {result.accepted:,}, refused "
          f"{result.refused:,})")
    print(f"internal errors or bad replies: {len(result.problems)}")
    for problem in result.problems[:10]:
        print(f"  {problem}")
    print(f"driver exit code: {result.exit_code}; hung: {'yes' if result.hung else 'no'}")
    print(f"longest reply: {result.longest_reply:,} characters; longest error: "
          f"{result.longest_error:,} characters")
    print(f"time: {result.seconds:.1f} s ({result.lines / max(result.seconds, 1e-9):,.0f} "
          "lines/s)")
    if "Traceback" in result.stderr_tail:
        print("driver stderr:\n" + result.stderr_tail)
    return 0 if result.clean else 1


if __name__ == "__main__":
    raise SystemExit(main())
