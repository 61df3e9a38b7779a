"""The engine stays pure (no Qt, OpenCV or serial imports) and laid out by rule: small
modules that import each other without cycles (architecture rules)."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FORBIDDEN = ("PySide6", "PyQt5", "PyQt6", "shiboken6", "cv2", "serial", "numpy")


def _imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            out.add(node.module.split(".")[0])
    return out


def test_engine_source_imports_nothing_from_gui_or_hardware() -> None:
    files = sorted((ROOT / "engine").rglob("*.py"))
    assert files, "engine package not found"
    offenders = {
        str(f.relative_to(ROOT)): sorted(_imported_modules(f) & set(FORBIDDEN)) for f in files
    }
    assert {k: v for k, v in offenders.items() if v} == {}


def test_importing_the_engine_loads_no_gui_or_hardware_module() -> None:
    code = (
        "import sys, engine, engine.driver, engine.persistence, engine.view;"
        f"bad = [m for m in sys.modules if m.split('.')[0] in {FORBIDDEN!r}];"
        "print(','.join(bad))"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == ""


def test_engine_uses_no_global_randomness_or_clock() -> None:
    """Randomness and time are passed in (architecture rule): no random/time in engine/."""
    for f in sorted((ROOT / "engine").rglob("*.py")):
        mods = _imported_modules(f)
        assert "random" not in mods, f
        assert "time" not in mods, f
        if f.name != "driver.py":  # the driver is the one place that reads the clock
            assert "datetime.now" not in f.read_text(encoding="utf-8"), f


# -- the engine's layout: modules by rule, no import cycles --------------------------------

MAX_MODULE_LINES = 400
"""A module past this holds more than one area of the rules; split it by area."""
LONG_MODULES = {"engine/actions.py", "engine/events.py", "engine/game.py",
                "engine/persistence.py"}
"""Modules that are long by nature (one parser, one event catalogue, one game loop, one save
format); each is a single area, not a mix of rules."""
RULE_NUMBER = r"\b\d{3}\.\d+[a-z]?\b|\b\d{3}-\d{3}\b|\(\d{3}\)"


def _engine_modules() -> dict[str, Path]:
    out = {}
    for f in sorted((ROOT / "engine").rglob("*.py")):
        parts = list(f.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = f
    return out


def _engine_imports(name: str, path: Path, known: set[str]) -> set[str]:
    """The engine modules ``name`` imports anywhere in its body (module level, in functions,
    under TYPE_CHECKING): ``from engine.x import y`` counts as importing engine.x.y when that
    is a module, else engine.x."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names if alias.name in known)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                base = ".".join([*anchor, *([base] if base else [])])
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                if sub in known:
                    out.add(sub)
                elif base in known:
                    out.add(base)
    out.discard(name)
    return out


def _find_cycle(graph: dict[str, set[str]]) -> list[str]:
    """One import cycle in ``graph`` as a path of module names, or [] if it is acyclic."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str]:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                return [*path[path.index(nxt):], nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        path.pop()
        state[node] = 2
        return []

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return []


def test_engine_modules_import_each_other_without_cycles() -> None:
    modules = _engine_modules()
    graph = {name: _engine_imports(name, path, set(modules)) for name, path in modules.items()}
    assert graph["engine.table.table"] >= {"engine.table.corrections"}, "the graph misses imports"
    assert graph["engine.table.corrections"] >= {"engine.table.commander"}
    assert graph["engine.table.commander"] >= {"engine.table.leaving"}
    assert "engine.ops.surface" in graph["engine.ops.context"]
    assert _find_cycle(graph) == []


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert _find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}) == ["a", "b", "c", "a"]
    assert _find_cycle({"a": {"b"}, "b": set()}) == []


def test_engine_subpackages_import_nothing_on_their_own() -> None:
    """Importing one rule layer loads only what it imports, so the graph above (which does
    not add an edge to a module's parent package) is the whole story for engine/table/ and
    engine/ops/."""
    for init in ("engine/table/__init__.py", "engine/ops/__init__.py"):
        tree = ast.parse((ROOT / init).read_text(encoding="utf-8"))
        assert not [n for n in ast.walk(tree) if isinstance(n, ast.Import | ast.ImportFrom)], init


def test_engine_modules_stay_small() -> None:
    long = {str(f.relative_to(ROOT)) for f in _engine_modules().values()
            if len(f.read_text(encoding="utf-8").splitlines()) > MAX_MODULE_LINES}
    assert long <= LONG_MODULES
    # The allow-list names only modules that still need it.
    assert long == LONG_MODULES


def test_each_rule_layer_names_its_rules_in_its_docstring() -> None:
    layers = [*sorted((ROOT / "engine" / "table").glob("*.py")),
              *sorted((ROOT / "engine" / "ops").glob("*.py"))]
    for f in layers:
        if f.name == "__init__.py":
            continue
        doc = ast.get_docstring(ast.parse(f.read_text(encoding="utf-8"))) or ""
        assert re.search(RULE_NUMBER, doc), f"{f.relative_to(ROOT)} cites no rule number"
