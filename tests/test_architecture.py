"""The engine stays pure: no Qt, OpenCV or serial imports (architecture rule)."""

from __future__ import annotations

import ast
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
