"""Find text a player can see that isn't marked for translation in ``desktop/``.

A string literal or an f-string passed straight to a Qt text setter (``setText``,
``setToolTip``, ``addItem``…), a widget made with its text (``QLabel("…")``) or a message
box, and not inside ``tr(…)`` or ``QCoreApplication.translate(…)``, is never translated.
Text without a letter (a symbol, a number) has nothing to translate and isn't reported.
A function that translates its own parameter (a ``_tr(text)`` helper) is reported too:
lupdate never extracts its callers' texts.

Usage::

    python3 tools/unmarked_strings.py      # list them, one per line; exit 1 if any
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
SOURCE_DIR = REPO_ROOT / "desktop"

SETTERS: dict[str, tuple[int, ...]] = {
    # method name: the positions of its arguments that are shown text
    "setText": (0,), "setToolTip": (0,), "setWindowTitle": (0,),
    "setPlaceholderText": (0,), "setStatusTip": (0,), "setWhatsThis": (0,),
    "setAccessibleName": (0,), "setAccessibleDescription": (0,), "setTitle": (0,),
    "setSubTitle": (0,), "setLabelText": (0,), "setInformativeText": (0,),
    "setDetailedText": (0,), "setPrefix": (0,), "setSuffix": (0,),
    "setSpecialValueText": (0,), "showMessage": (0,), "addAction": (0,), "addMenu": (0,),
    "addItem": (0,), "insertItem": (1,), "setItemText": (1,), "addTab": (1,),
    "insertTab": (2,), "setTabText": (1,), "setTabToolTip": (1,), "addRow": (0,),
    "setButtonText": (1,), "addButton": (0,), "setHeaderLabels": (0,), "setHeaderLabel": (0,),
    "setHorizontalHeaderLabels": (0,), "setVerticalHeaderLabels": (0,), "addSection": (0,),
    "setNameFilter": (0,), "setNameFilters": (0,), "setCancelButtonText": (0,),
    "setWindowIconText": (0,), "setPlainText": (0,), "setMarkdown": (0,),
    # the app's own: a toast, the die panel's notice and source line, a dialog's status
    "notify": (0,), "_notify": (0,), "show_message": (0,), "show_notice": (0,),
    "set_source": (1,), "set_message": (0,), "_status": (0,), "_show_result": (0,),
}
WIDGETS = {"QLabel", "QPushButton", "QCheckBox", "QRadioButton", "QGroupBox", "QAction",
           "QToolButton", "QMenu", "QListWidgetItem", "QTableWidgetItem", "QCommandLinkButton",
           "QTreeWidgetItem", "QProgressDialog"}
"""Made with their text as the first argument, or the second after an icon
(``QAction(icon, "Open")``, ``QPushButton(icon, "Roll")``)."""
BOXES = {"question", "warning", "information", "critical", "about", "getText", "getItem",
         "getInt", "getDouble", "getMultiLineText"}
"""``QMessageBox.*`` and ``QInputDialog.*``: the title and the text (arguments 1 and 2)."""
FILE_DIALOGS = {"getOpenFileName": (1, 3), "getOpenFileNames": (1, 3),
                "getSaveFileName": (1, 3), "getExistingDirectory": (1,)}
"""``QFileDialog.*``: the caption and the name filter."""
MARKERS = {"tr", "translate", "QT_TR_NOOP", "QT_TRANSLATE_NOOP"}


@dataclass(frozen=True, slots=True, order=True)
class Unmarked:
    path: str
    """Relative to the repository, with forward slashes."""
    line: int
    call: str
    text: str
    """The literal text (an f-string's literal parts, ``{…}`` for what it formats)."""

    def key(self) -> str:
        """What an allow-list records: no line number, so moving code changes nothing."""
        return f"{self.path} {self.call} {self.text!r}"


def _name(func: ast.expr) -> str:
    if isinstance(func, ast.Attribute):
        return func.attr
    if isinstance(func, ast.Name):
        return func.id
    return ""


def _texts(node: ast.expr) -> Iterator[str]:
    """The unmarked texts in an argument: literals, f-strings, their concatenations and
    ``.format`` calls on them, either branch of ``a if c else b``, items of a list."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        yield node.value
    elif isinstance(node, ast.JoinedStr):
        yield "".join(str(v.value) if isinstance(v, ast.Constant) else "{…}"
                      for v in node.values)
    elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add | ast.Mod):
        yield from _texts(node.left)
        if isinstance(node.op, ast.Add):
            yield from _texts(node.right)
    elif isinstance(node, ast.IfExp):
        yield from _texts(node.body)
        yield from _texts(node.orelse)
    elif isinstance(node, ast.List | ast.Tuple):
        for item in node.elts:
            yield from _texts(item)
    elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
          and node.func.attr == "format"):
        yield from _texts(node.func.value)


def _is_text(node: ast.expr) -> bool:
    return any(True for _ in _texts(node)) or (
        isinstance(node, ast.Call) and _name(node.func) in MARKERS)


def _shown_args(call: ast.Call) -> list[ast.expr]:
    name = _name(call.func)
    positions: tuple[int, ...] = ()
    if name in SETTERS:
        positions = SETTERS[name]
    elif name in WIDGETS:
        positions = (0, 1)
    elif name == "QMessageBox" or (  # QMessageBox(icon, title, text, ...), or a static call
            name in BOXES and isinstance(call.func, ast.Attribute)
            and _name(call.func.value) in ("QMessageBox", "QInputDialog")):
        positions = (1, 2)
    elif name in FILE_DIALOGS and isinstance(call.func, ast.Attribute) and _name(
            call.func.value) == "QFileDialog":
        positions = FILE_DIALOGS[name]
    if name in ("addAction", "addMenu") and call.args and not _is_text(call.args[0]):
        positions = (1,)  # addAction(icon, "Open")
    elif name == "addTab" and len(call.args) > 2:
        positions = (2,)  # addTab(widget, icon, "Camera")
    shown = [call.args[i] for i in positions if i < len(call.args)]
    if positions:
        shown += [k.value for k in call.keywords if k.arg in ("text", "title", "toolTip")]
    return shown


def _helpers(tree: ast.Module, relative: str) -> Iterator[Unmarked]:
    """Functions that pass their own parameter to ``tr``/``translate`` (a ``_tr(text)``
    wrapper): lupdate reads only literals in those calls, so their callers' texts never
    reach a catalogue. Call ``translate("Context", "…")`` (or ``self.tr``) directly, or
    mark the texts with ``QT_TRANSLATE_NOOP``."""
    for func in ast.walk(tree):
        if not isinstance(func, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        params = {a.arg for a in (*func.args.posonlyargs, *func.args.args,
                                  *func.args.kwonlyargs)} - {"self", "cls"}
        for node in ast.walk(func):
            if not isinstance(node, ast.Call) or _name(node.func) not in ("tr", "translate"):
                continue
            index = 0 if _name(node.func) == "tr" else 1
            text = node.args[index] if index < len(node.args) else None
            if isinstance(text, ast.Name) and text.id in params:
                yield Unmarked(relative, node.lineno, f"{func.name}()",
                               f"translates its parameter {text.id}")


def scan(path: Path, root: Path = REPO_ROOT) -> list[Unmarked]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    relative = path.relative_to(root).as_posix()
    found = list(_helpers(tree, relative))
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or _name(node.func) in MARKERS:
            continue
        for arg in _shown_args(node):
            for text in _texts(arg):
                if any(ch.isalpha() for ch in text):
                    found.append(Unmarked(relative, arg.lineno, _name(node.func), text))
    return found


def scan_all(folder: Path = SOURCE_DIR) -> list[Unmarked]:
    return sorted(u for p in sorted(folder.rglob("*.py")) if "__pycache__" not in p.parts
                  for u in scan(p))


def main() -> int:
    found = scan_all()
    for u in found:
        print(f"{u.path}:{u.line}: {u.call}: {u.text!r}")
    return 1 if found else 0


if __name__ == "__main__":
    raise SystemExit(main())
