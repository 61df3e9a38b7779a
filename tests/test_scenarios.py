"""Golden scenarios for the JSON-lines driver (``python -m engine``).

Each ``tests/scenarios/<name>.jsonl`` is one scenario; every line is one JSON object:

* ``{"cmd": ..., <fields>}``: a driver command. Two test-only keys are stripped before
  it is sent: ``"expect"`` (must be a *subset match* of the reply, see ``_match``) and
  ``"note"`` (a string citing the rule being checked). Two more test-only keys:
  ``"unchanged": true`` (the reply's state must equal the previous reply's state, exactly:
  a refused command changes nothing) and ``"same_state_as": N`` (the reply's state must
  equal the state of the reply to line N, ignoring ``can_undo`` and ``can_redo``).
* ``{"raw": "<text>", "expect": ...}``: the text is sent verbatim (for malformed lines).
* ``{"write_file": {"path": ..., "text": ...}}``: write a file in the driver's working
  folder (a pytest ``tmp_path``) before the next command, e.g. a corrupt save.
* ``{"check_file": {"path": ..., "text": ...}}`` or ``{..., "json": {...}}``: the file
  must hold exactly ``text``, or parse as JSON that subset-matches ``json``.
* A line with none of these (the first line of every file is one) is a note: skipped.

Subset match: dicts match by key subset, recursively; lists must have the same length
and match element by element; other values must be equal. Two operators for strings:
``{"$startswith": "901.9:"}`` and ``{"$contains": "text"}``.

Every scenario also has a golden transcript ``<name>.golden.jsonl``: one line per
command sent, ``{"line": N, "sent": <command or raw text>, "reply": <full reply>}``,
compared exactly. ``UPDATE_GOLDENS=1 pytest tests/test_scenarios.py`` rewrites them
(the ``expect`` checks still run). Read the diff before committing a rewrite.

One driver process (``python -m engine --log-tail 10``) runs each scenario, with its
working folder set to ``tmp_path`` so relative save paths such as ``"game.json"`` land
there.
"""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
from pathlib import Path
from typing import IO, Any

import pytest

REPO = Path(__file__).resolve().parent.parent
SCENARIOS = Path(__file__).resolve().parent / "scenarios"
GOLDEN_SUFFIX = ".golden.jsonl"
REPLY_TIMEOUT = 20.0
"""Seconds to wait for one reply; a hung driver fails the test instead of blocking."""
LOG_TAIL = 10
"""Log entries per reply (the driver's default is 50): keeps the golden files small."""
TEST_KEYS = {"expect", "note", "unchanged", "same_state_as"}
DIRECTIVES = {"write_file", "check_file"}
UPDATE = os.environ.get("UPDATE_GOLDENS") == "1"

REPLY_KEYS = {"ok", "error", "error_id", "error_params", "error_rule", "events", "state"}
"""The driver's reply object (docs/engine-protocol.md, Replies)."""


def scenario_files() -> list[Path]:
    return sorted(p for p in SCENARIOS.glob("*.jsonl") if not p.name.endswith(GOLDEN_SUFFIX))


def golden_path(scenario: Path) -> Path:
    return scenario.with_name(scenario.stem + GOLDEN_SUFFIX)


# -- matching ---------------------------------------------------------------------------

def _match(expected: Any, actual: Any, path: str = "reply") -> list[str]:
    """Where ``actual`` fails to subset-match ``expected``: a list of "path: problem"."""
    if isinstance(expected, dict) and len(expected) == 1 and next(iter(expected)) in (
            "$startswith", "$contains"):
        op, want = next(iter(expected.items()))
        if not isinstance(actual, str):
            return [f"{path}: expected a string ({op} {want!r}), got {actual!r}"]
        ok = actual.startswith(want) if op == "$startswith" else want in actual
        return [] if ok else [f"{path}: {actual!r} does not satisfy {op} {want!r}"]
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return [f"{path}: expected an object, got {actual!r}"]
        problems = []
        for key, want in expected.items():
            if key not in actual:
                problems.append(f"{path}.{key}: missing (expected {want!r})")
            else:
                problems.extend(_match(want, actual[key], f"{path}.{key}"))
        return problems
    if isinstance(expected, list):
        if not isinstance(actual, list):
            return [f"{path}: expected a list, got {actual!r}"]
        if len(expected) != len(actual):
            return [f"{path}: expected {len(expected)} items, got {len(actual)}: {actual!r}"]
        problems = []
        for i, (want, got) in enumerate(zip(expected, actual, strict=True)):
            problems.extend(_match(want, got, f"{path}[{i}]"))
        return problems
    if type(expected) is not type(actual) and not (
            isinstance(expected, int | float) and isinstance(actual, int | float)
            and not isinstance(expected, bool) and not isinstance(actual, bool)):
        return [f"{path}: expected {expected!r}, got {actual!r}"]
    return [] if expected == actual else [f"{path}: expected {expected!r}, got {actual!r}"]


def _first_difference(want: Any, got: Any, path: str = "",
                      labels: tuple[str, str] = ("golden", "now")) -> str | None:
    """The path of the first place two JSON values differ, with both sides."""
    old, new = labels
    if isinstance(want, dict) and isinstance(got, dict):
        for key in list(want) + [k for k in got if k not in want]:
            if key not in got:
                return f"{path}.{key}: missing {new} ({old} has {want[key]!r})"
            if key not in want:
                return f"{path}.{key}: not in {old} ({new} {got[key]!r})"
            diff = _first_difference(want[key], got[key], f"{path}.{key}", labels)
            if diff:
                return diff
        return None
    if isinstance(want, list) and isinstance(got, list):
        for i, (a, b) in enumerate(zip(want, got, strict=False)):
            diff = _first_difference(a, b, f"{path}[{i}]", labels)
            if diff:
                return diff
        if len(want) != len(got):
            return f"{path}: {old} has {len(want)} items, {new} {len(got)}"
        return None
    if want != got or type(want) is not type(got):
        return f"{path or '.'}: {old} {want!r}, {new} {got!r}"
    return None


def _normalise(value: Any, tmp: str) -> Any:
    """Drop volatile parts: the temporary folder's absolute path becomes ``<tmp>``."""
    if isinstance(value, str):
        return value.replace(tmp, "<tmp>")
    if isinstance(value, list):
        return [_normalise(v, tmp) for v in value]
    if isinstance(value, dict):
        return {k: _normalise(v, tmp) for k, v in value.items()}
    return value


def _without_history_flags(state: Any) -> Any:
    if isinstance(state, dict):
        return {k: v for k, v in state.items() if k not in ("can_undo", "can_redo")}
    return state


# -- the driver process -------------------------------------------------------------------

class Driver:
    """One ``python -m engine`` process; ``send`` writes a line and waits for its reply."""

    def __init__(self, cwd: Path) -> None:
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join(
            [str(REPO), *([env["PYTHONPATH"]] if env.get("PYTHONPATH") else [])])
        env["PYTHONIOENCODING"] = "utf-8"
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "engine", "--log-tail", str(LOG_TAIL)], cwd=cwd, env=env,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
            encoding="utf-8", errors="replace")
        self._lines: queue.Queue[str | None] = queue.Queue()
        self._errors: list[str] = []
        assert self.proc.stdout is not None and self.proc.stderr is not None
        self._readers = [
            threading.Thread(target=self._read, args=(self.proc.stdout,), daemon=True),
            threading.Thread(target=self._read_errors, args=(self.proc.stderr,), daemon=True),
        ]
        for reader in self._readers:
            reader.start()

    def _read(self, stream: IO[str]) -> None:
        for line in stream:
            self._lines.put(line)
        self._lines.put(None)

    def _read_errors(self, stream: IO[str]) -> None:
        for line in stream:
            self._errors.append(line)

    def send(self, text: str) -> dict[str, Any]:
        assert self.proc.stdin is not None
        try:
            self.proc.stdin.write(text + "\n")
            self.proc.stdin.flush()
        except OSError as exc:
            raise AssertionError(f"can't write to the driver: {exc}") from None
        try:
            line = self._lines.get(timeout=REPLY_TIMEOUT)
        except queue.Empty:
            raise AssertionError(f"no reply within {REPLY_TIMEOUT:.0f}s") from None
        if line is None:
            raise AssertionError(f"the driver exited (code {self.proc.poll()})")
        try:
            reply = json.loads(line)
        except json.JSONDecodeError as exc:
            raise AssertionError(f"the reply is not JSON ({exc}): {line[:500]!r}") from None
        if not isinstance(reply, dict) or set(reply) != REPLY_KEYS:
            raise AssertionError(f"the reply is not an ok/error/events/state object: "
                                 f"{line[:500]!r}")
        return reply

    def stderr_tail(self) -> str:
        return "".join(self._errors)[-3000:]

    def close(self) -> None:
        if self.proc.stdin is not None and not self.proc.stdin.closed:
            self.proc.stdin.close()
        try:
            self.proc.wait(timeout=REPLY_TIMEOUT)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        for reader in self._readers:
            reader.join(timeout=REPLY_TIMEOUT)


# -- running a scenario -------------------------------------------------------------------

def _load_lines(scenario: Path) -> list[tuple[int, dict[str, Any]]]:
    out = []
    for lineno, text in enumerate(scenario.read_text(encoding="utf-8").splitlines(), 1):
        if not text.strip():
            continue
        try:
            obj = json.loads(text)
        except json.JSONDecodeError as exc:
            pytest.fail(f"{scenario.name}:{lineno}: not valid JSON: {exc}")
        if not isinstance(obj, dict):
            pytest.fail(f"{scenario.name}:{lineno}: each line must be a JSON object")
        out.append((lineno, obj))
    return out


def _file_check(tmp_path: Path, spec: dict[str, Any]) -> list[str]:
    path = tmp_path / spec["path"]
    if not path.exists():
        return [f"file {spec['path']}: does not exist"]
    text = path.read_text(encoding="utf-8", errors="replace")
    if "text" in spec and text != spec["text"]:
        return [f"file {spec['path']}: holds {text[:200]!r}, expected {spec['text']!r}"]
    if "json" in spec:
        try:
            doc = json.loads(text)
        except json.JSONDecodeError as exc:
            return [f"file {spec['path']}: not JSON ({exc})"]
        return _match(spec["json"], doc, f"file {spec['path']}")
    return []


def run_scenario(scenario: Path, tmp_path: Path) -> list[dict[str, Any]]:
    """Run every line; fail on the first broken expectation. Returns the transcript."""
    lines = _load_lines(scenario)
    transcript: list[dict[str, Any]] = []
    states: dict[int, Any] = {}
    previous_state: Any = None
    tmp = str(tmp_path)
    driver = Driver(tmp_path)
    try:
        for lineno, obj in lines:
            note = obj.get("note")
            where = f"{scenario.name}:{lineno}" + (f" ({note})" if note else "")
            if "write_file" in obj:
                spec = obj["write_file"]
                (tmp_path / spec["path"]).write_text(spec["text"], encoding="utf-8")
                continue
            if "check_file" in obj:
                problems = _file_check(tmp_path, obj["check_file"])
                if problems:
                    pytest.fail(f"{where}:\n  " + "\n  ".join(problems), pytrace=False)
                continue
            if "raw" in obj:
                sent: Any = obj["raw"]
                text = obj["raw"]
            elif "cmd" in obj:
                sent = {k: v for k, v in obj.items() if k not in TEST_KEYS}
                text = json.dumps(sent, ensure_ascii=False)
            else:
                continue  # a note-only line
            try:
                reply = _normalise(driver.send(text), tmp)
            except AssertionError as exc:
                pytest.fail(f"{where}: {exc}\nsent: {text}\nstderr:\n{driver.stderr_tail()}",
                            pytrace=False)
            transcript.append({"line": lineno, "sent": sent, "reply": reply})
            problems = _match(obj["expect"], reply) if "expect" in obj else []
            if obj.get("unchanged") and reply.get("state") != previous_state:
                diff = _first_difference(previous_state, reply.get("state"), "state",
                                         ("before", "after"))
                problems.append(f"state changed but should not have: {diff}")
            if "same_state_as" in obj:
                other = obj["same_state_as"]
                if other not in states:
                    problems.append(f"same_state_as: line {other} sent no command before this")
                else:
                    diff = _first_difference(_without_history_flags(states[other]),
                                             _without_history_flags(reply.get("state")),
                                             "state", (f"line {other}", "here"))
                    if diff:
                        problems.append(f"state differs from line {other}'s: {diff}")
            if problems:
                shown = json.dumps({k: reply[k] for k in ("ok", "error", "events")},
                                   ensure_ascii=False)[:3000]
                pytest.fail(f"{where}:\n  sent: {text}\n  " + "\n  ".join(problems)
                            + f"\n  reply (without state): {shown}", pytrace=False)
            states[lineno] = reply.get("state")
            previous_state = reply.get("state")
    finally:
        driver.close()
    return transcript


def _compare_golden(scenario: Path, transcript: list[dict[str, Any]]) -> None:
    golden = golden_path(scenario)
    if UPDATE:
        golden.write_text("".join(json.dumps(entry, ensure_ascii=False) + "\n"
                                  for entry in transcript), encoding="utf-8")
        return
    if not golden.exists():
        pytest.fail(f"{scenario.name}: no golden transcript {golden.name}; run with "
                    "UPDATE_GOLDENS=1 to create it, then read it", pytrace=False)
    want = [json.loads(t) for t in golden.read_text(encoding="utf-8").splitlines() if t.strip()]
    notes = {lineno: obj.get("note") for lineno, obj in _load_lines(scenario)}
    for i, (w, g) in enumerate(zip(want, transcript, strict=False)):
        if w == g:
            continue
        lineno = g["line"]
        note = notes.get(lineno)
        diff = _first_difference(w, g, "")
        pytest.fail(f"{scenario.name}:{lineno}" + (f" ({note})" if note else "")
                    + f": reply #{i + 1} differs from {golden.name} at {diff}\n"
                    "If the change is intended, rerun with UPDATE_GOLDENS=1 and review "
                    "the diff.", pytrace=False)
    if len(want) != len(transcript):
        pytest.fail(f"{scenario.name}: {golden.name} has {len(want)} replies, the run "
                    f"gave {len(transcript)}; rerun with UPDATE_GOLDENS=1 if intended",
                    pytrace=False)


@pytest.mark.parametrize("scenario", scenario_files(), ids=lambda p: p.stem)
def test_scenario(scenario: Path, tmp_path: Path) -> None:
    transcript = run_scenario(scenario, tmp_path)
    _compare_golden(scenario, transcript)


def test_scenarios_are_well_formed() -> None:
    files = scenario_files()
    assert len(files) >= 10, "the golden scenarios are missing"
    for scenario in files:
        lines = _load_lines(scenario)
        first = lines[0][1]
        assert set(first) == {"note"} and isinstance(first["note"], str), (
            f"{scenario.name}: the first line must be a {{\"note\": ...}} describing it")
        for lineno, obj in lines:
            kinds = {"cmd", "raw"} & set(obj) | DIRECTIVES & set(obj)
            assert len(kinds) <= 1, f"{scenario.name}:{lineno}: one of cmd/raw/directive"
            if not kinds:
                assert set(obj) == {"note"}, f"{scenario.name}:{lineno}: stray keys {obj}"
            if "note" in obj:
                assert isinstance(obj["note"], str), f"{scenario.name}:{lineno}: note text"
    orphans = [g.name for g in SCENARIOS.glob("*" + GOLDEN_SUFFIX)
               if not g.with_name(g.name.removesuffix(GOLDEN_SUFFIX) + ".jsonl").exists()]
    assert not orphans, f"golden transcripts without a scenario: {orphans}"


def test_subset_match_rules() -> None:
    """The ``expect`` semantics the scenario files rely on."""
    assert _match({"a": 1}, {"a": 1, "b": 2}) == []
    assert _match({"a": {"b": [1, {"c": 2}]}}, {"a": {"b": [1, {"c": 2, "d": 3}], "e": 0}}) == []
    assert _match([1, 2], [1, 2, 3]) != []  # lists: same length
    assert _match([{"x": 1}], [{"x": 2}]) == ["reply[0].x: expected 1, got 2"]
    assert _match({"k": None}, {}) == ["reply.k: missing (expected None)"]
    assert _match(True, 1) != [] and _match(1, 1.0) == []
    assert _match({"$startswith": "901.9:"}, "901.9: no") == []
    assert _match({"$startswith": "901.9:"}, "116.2i: no") != []
    assert _match({"$contains": "stack"}, "the stack is empty") == []
    assert _first_difference({"a": [1, 2]}, {"a": [1, 3]}) == ".a[1]: golden 2, now 3"
