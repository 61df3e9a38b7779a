"""Extract and build the app's translation catalogues, Qt's own way.

``update`` runs ``pyside6-lupdate`` over every module of ``desktop/`` into one ``.ts``
catalogue per language in ``assets/translations/`` (new strings are added, translations
kept, strings gone from the code marked vanished); ``build`` runs ``pyside6-lrelease`` on
each into the ``.qm`` file the app loads. The ``.qm`` files are committed, like the card
data: an installed app can't run lrelease, and lrelease's output is byte-for-byte the
same for the same catalogue.

English has a catalogue too, holding only the plural forms ("%n card(s)" -> "1 card",
"2 cards"), as Qt expects of the source language.

Catalogues carry no source locations, so moving code doesn't change them: a catalogue
changes only when a marked string does.

The engine's sentences are marked too: ``update`` first writes ``desktop/engine_catalogue.py``
from ``engine.texts.CATALOGUE`` (one entry per message id, in the context "EngineMessage",
the id as its disambiguation) and from the card automation data's words (context
"CardAutomation") and its counter kinds (context "CounterKind"), so lupdate extracts them
like any other marked string and the app renders the engine's messages in the table's
language (``desktop/engine_text.py``).

Usage::

    python3 tools/translations.py update     # extract the marked strings into the .ts files
    python3 tools/translations.py build      # compile the .ts files into .qm files
    python3 tools/translations.py --check    # exit 1 if a catalogue or .qm file is stale
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as ``python3 tools/translations.py``
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from engine.ops.context import DEFAULT_PROMPT
from engine.texts import CATALOGUE

REPO_ROOT = Path(__file__).resolve().parent.parent
SOURCE_DIR = REPO_ROOT / "desktop"
ENGINE_MARKS = SOURCE_DIR / "engine_catalogue.py"
AUTOMATION = REPO_ROOT / "assets" / "cards" / "automation.json"
ENGINE_CONTEXT = "EngineMessage"
AUTOMATION_CONTEXT = "CardAutomation"
COUNTER_CONTEXT = "CounterKind"
PLAYER_COUNTER_KINDS = ("poison",)
"""Counter kinds the engine itself knows on players (704.5c); the planes' come from the
automation data's ``counter`` ops."""
AUTOMATION_WORDS = {"say": ("text",), "require": ("otherwise",), "effect": ("text", "end_text"),
                    "tokens": ("name",), "designation": ("name",), "each_chooses": ("options",),
                    "swap_designations": ("a", "b")}
"""The fields of automation ops whose words the table reads, besides every op's ``prompt``
(``exchange_life``'s ``a`` and ``b`` are binding keys, never shown)."""
FOLDER = REPO_ROOT / "assets" / "translations"
PREFIX = "planechase"
LANGUAGES = ("es", "it", "fr", "de", "ja")
"""The translated languages; English is the source language."""
SOURCE_LANGUAGE = "en"


class ToolMissing(RuntimeError):
    """A Qt Linguist tool (from PySide6) isn't installed."""


@dataclass(frozen=True, slots=True)
class Entry:
    """One message of a catalogue."""

    context: str
    source: str
    comment: str
    numerus: bool
    translations: tuple[str, ...]
    """The translation, or one text per plural form for a ``%n`` message."""
    state: str
    """"finished", "unfinished", "vanished" or "obsolete" (the last two: gone from the code)."""

    @property
    def current(self) -> bool:
        """Still in the code."""
        return self.state in ("finished", "unfinished")


def catalogue(language: str) -> Path:
    return FOLDER / f"{PREFIX}_{language}.ts"


def compiled(language: str) -> Path:
    return FOLDER / f"{PREFIX}_{language}.qm"


def sources() -> list[Path]:
    """Every module of the app, in a fixed order."""
    return sorted(p for p in SOURCE_DIR.rglob("*.py") if "__pycache__" not in p.parts)


def read_catalogue(path: Path) -> list[Entry]:
    """The messages of a ``.ts`` file (our own files: plain XML, no entities to expand)."""
    root = ET.parse(path).getroot()
    entries = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            numerus = message.get("numerus") == "yes"
            translation = message.find("translation")
            if translation is None:
                texts: tuple[str, ...] = ()
                state = "unfinished"
            else:
                forms = translation.findall("numerusform")
                texts = (tuple(f.text or "" for f in forms) if numerus
                         else (translation.text or "",))
                state = translation.get("type") or "finished"
            entries.append(Entry(name, message.findtext("source") or "",
                                 message.findtext("comment") or "", numerus, texts, state))
    return entries


def _tool(name: str) -> str:
    """``pyside6-<name>`` beside this Python, else on PATH."""
    beside = Path(sys.executable).parent / f"pyside6-{name}"
    if beside.is_file():
        return str(beside)
    found = shutil.which(f"pyside6-{name}")
    if found is None:
        raise ToolMissing(f"pyside6-{name} isn't installed (it comes with PySide6)")
    return found


def _run(command: list[str]) -> None:
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"{Path(command[0]).name} failed: {done.stderr.strip()}")


def update_catalogue(language: str, path: Path) -> None:
    """Extract the marked strings of every module into ``path`` (kept translations)."""
    # English's catalogue is its plural forms only; nothing there is worth keeping once gone.
    plural_only = ["-pluralonly", "-no-obsolete"] if language == SOURCE_LANGUAGE else []
    _run([_tool("lupdate"), "-silent", "-locations", "none", *plural_only,
          "-source-language", SOURCE_LANGUAGE, "-target-language", language,
          *(str(p) for p in sources()), "-ts", str(path)])


def build_catalogue(path: Path, out: Path) -> None:
    """Compile ``path`` into ``out``; unfinished translations stay out (the English shows)."""
    _run([_tool("lrelease"), "-silent", "-nounfinished", str(path), "-qm", str(out)])


def all_languages() -> tuple[str, ...]:
    return (SOURCE_LANGUAGE, *LANGUAGES)


def automation_texts(path: Path = AUTOMATION) -> list[str]:
    """Every text of the card automation data a player can read, each once, in file order:
    ``say`` texts, prompts, ``otherwise``, effects' ``text`` and ``end_text``, token and
    designation names, and options."""
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    found: dict[str, None] = {DEFAULT_PROMPT: None}
    for abilities in data["cards"].values():
        for ops in abilities.values():
            for op in ops:
                for key in ("prompt", *AUTOMATION_WORDS.get(op["op"], ())):
                    value = op.get(key)
                    for text in value if isinstance(value, list) else [value]:
                        if isinstance(text, str) and text:
                            found.setdefault(text, None)
    return list(found)


def counter_kinds(path: Path = AUTOMATION) -> list[str]:
    """Every counter kind the engine or the card automation names ("scroll", "poison"),
    each once, sorted: the word in "{card} gets 1 {kind} counter"."""
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    kinds = set(PLAYER_COUNTER_KINDS)
    for abilities in data["cards"].values():
        for ops in abilities.values():
            kinds.update(str(op["kind"]) for op in ops if op["op"] == "counter")
    return sorted(kinds)


def engine_marks() -> str:
    """The text of ``desktop/engine_catalogue.py``: one literal ``translate`` per engine
    message id and per automation text, for lupdate to extract."""
    def literal(text: str) -> str:
        # JSON's string escapes are Python's too; lupdate reads them back exactly.
        return json.dumps(text, ensure_ascii=False)

    lines = [
        '"""The engine\'s sentences and the card automation\'s words, marked for translation.',
        "",
        "Generated by ``python3 tools/translations.py update`` from ``engine.texts.CATALOGUE``",
        "and ``assets/cards/automation.json``: do not edit (``--check`` fails when it is stale).",
        "lupdate reads the literals below; the app looks the same texts up at run time",
        '(``desktop/engine_text.py``)."""',
        "",
        "# ruff: noqa: E501",
        "",
        "from __future__ import annotations",
        "",
        "from PySide6.QtCore import QCoreApplication",
        "",
        "",
        "def _marks() -> None:  # never called: only lupdate reads it",
    ]
    for id, template in sorted(CATALOGUE.items()):
        lines.append(f"    QCoreApplication.translate({literal(ENGINE_CONTEXT)}, "
                     f"{literal(template)}, {literal(id)})")
    for text in automation_texts():
        lines.append(f"    QCoreApplication.translate({literal(AUTOMATION_CONTEXT)}, "
                     f"{literal(text)})")
    for kind in counter_kinds():
        lines.append(f"    QCoreApplication.translate({literal(COUNTER_CONTEXT)}, "
                     f"{literal(kind)})")
    return "\n".join(lines) + "\n"


def write_engine_marks() -> None:
    ENGINE_MARKS.write_text(engine_marks(), encoding="utf-8")
    print(f"translations: wrote {ENGINE_MARKS.relative_to(REPO_ROOT)}")


def update() -> None:
    write_engine_marks()
    FOLDER.mkdir(parents=True, exist_ok=True)
    for language in all_languages():
        update_catalogue(language, catalogue(language))
        print(f"translations: updated {catalogue(language).relative_to(REPO_ROOT)}")


def build() -> None:
    for language in all_languages():
        build_catalogue(catalogue(language), compiled(language))
        print(f"translations: built {compiled(language).relative_to(REPO_ROOT)}")


def stale() -> list[str]:
    """What is out of date, one line each: a catalogue missing strings the code marks (or
    keeping ones it dropped as current), or a ``.qm`` file that isn't its catalogue's build."""
    problems = []
    if not ENGINE_MARKS.is_file() or ENGINE_MARKS.read_text(encoding="utf-8") != engine_marks():
        problems.append(f"{ENGINE_MARKS.relative_to(REPO_ROOT)} is out of date with the engine's "
                        "catalogue or the automation data; run 'update'")
    with tempfile.TemporaryDirectory() as tmp:
        for language in all_languages():
            ts, qm = catalogue(language), compiled(language)
            if not ts.is_file():
                problems.append(f"{ts.relative_to(REPO_ROOT)} is missing; run 'update'")
                continue
            fresh_ts = Path(tmp) / ts.name
            shutil.copyfile(ts, fresh_ts)
            update_catalogue(language, fresh_ts)
            if fresh_ts.read_bytes() != ts.read_bytes():
                problems.append(f"{ts.relative_to(REPO_ROOT)} is out of date with desktop/; "
                                "run 'update'")
            fresh_qm = Path(tmp) / qm.name
            build_catalogue(ts, fresh_qm)
            if not qm.is_file():
                problems.append(f"{qm.relative_to(REPO_ROOT)} is missing; run 'build'")
            elif fresh_qm.read_bytes() != qm.read_bytes():
                problems.append(f"{qm.relative_to(REPO_ROOT)} is out of date; run 'build'")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("command", nargs="?", choices=("update", "build"),
                        help="update: extract strings into the .ts files; build: the .qm files")
    parser.add_argument("--check", action="store_true",
                        help="change nothing; exit 1 if a .ts or .qm file is stale or missing")
    args = parser.parse_args(argv)
    if args.check == (args.command is not None):
        parser.error("give one of update, build or --check")
    try:
        if args.check:
            problems = stale()
            for problem in problems:
                print(f"translations: {problem}", file=sys.stderr)
            return 1 if problems else 0
        if args.command == "update":
            update()
        else:
            build()
    except (ToolMissing, RuntimeError, OSError, ET.ParseError) as exc:
        print(f"translations: error: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
