"""The translation catalogues (issue 15): current with the code, every player-visible
string marked, placeholders kept, the official Magic terms, and every entry translated in
every language."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from engine.texts import CATALOGUE
from tools import translations
from tools.translations import Entry, catalogue, read_catalogue
from tools.unmarked_strings import scan_all

ROOT = Path(__file__).resolve().parent.parent
ALLOWED_UNMARKED = Path(__file__).parent / "data" / "unmarked_strings_allowed.txt"
FINISHED_LANGUAGES = translations.LANGUAGES
"""Every language is complete: a new string needs its five translations (docs/translating.md)."""
FIELD = re.compile(r"\{[^{}]*\}")
PLURAL_WORDS = re.compile(r"(:plural):[^{}]*\}")
ENGINE_CONTEXTS = (translations.ENGINE_CONTEXT, translations.AUTOMATION_CONTEXT)
"""The engine's sentences and the automation's words (desktop/engine_catalogue.py): their
translations are imported apart from the interface's (test below)."""


def current(language: str) -> list[Entry]:
    return [e for e in read_catalogue(catalogue(language)) if e.current]


def unfinished(language: str) -> list[Entry]:
    """The interface's unfinished entries (the engine's are counted apart)."""
    return [e for e in current(language)
            if e.state == "unfinished" and e.context not in ENGINE_CONTEXTS]


def fields(text: str) -> set[str]:
    """A text's ``{field}``s; a plural spec's words are the language's own, and a field
    may be used twice (a plural that agrees in two places)."""
    return {PLURAL_WORDS.sub(r"\1}", f) for f in FIELD.findall(text)}


def test_catalogues_and_qm_files_are_current_with_the_code() -> None:
    try:
        problems = translations.stale()
    except translations.ToolMissing as exc:
        pytest.skip(str(exc))
    assert problems == [], "run 'python3 tools/translations.py update' then 'build'"


@pytest.mark.parametrize("language", FINISHED_LANGUAGES)
def test_every_marked_string_has_a_finished_translation(language: str) -> None:
    assert [e.source for e in unfinished(language)] == []


@pytest.mark.parametrize("language", FINISHED_LANGUAGES)
def test_every_engine_message_and_automation_text_has_a_finished_translation(
        language: str) -> None:
    entries = [e for e in current(language) if e.context in ENGINE_CONTEXTS]
    assert len([e for e in entries if e.context == translations.ENGINE_CONTEXT]) == len(
        CATALOGUE)
    assert [e.comment or e.source for e in entries if e.state == "unfinished"] == []


def test_the_engine_catalogue_marks_every_message_id_once() -> None:
    """lupdate extracts each id with its English exactly (escapes, braces, quotes, "→")."""
    for language in translations.LANGUAGES:
        by_id = {e.comment: e.source for e in current(language)
                 if e.context == translations.ENGINE_CONTEXT}
        assert by_id == CATALOGUE, language
        words = [e.source for e in current(language)
                 if e.context == translations.AUTOMATION_CONTEXT]
        assert sorted(words) == sorted(translations.automation_texts()), language


def test_english_gives_every_plural_form() -> None:
    entries = current("en")
    assert entries and all(e.numerus for e in entries)
    for e in entries:
        assert e.state == "finished" and len(e.translations) == 2 and all(
            "%n" in t for t in e.translations), e.source


@pytest.mark.parametrize("language", translations.LANGUAGES)
def test_translations_keep_the_placeholders(language: str) -> None:
    """A ``{field}`` lost or renamed raises at ``format``; a lost ``%n`` hides the count."""
    for e in current(language):
        for text in e.translations if e.state == "finished" else ():
            assert fields(text) == fields(e.source), (e, text)
            if e.numerus:
                assert "%n" in text, (e.source, text)


def test_every_context_is_one_the_app_asks_in() -> None:
    """lupdate names a context after the class a ``tr`` is in, or the first argument of
    ``translate``; the app asks in its runtime class. A context that is neither (a ``tr``
    helper outside a class, an instance's name) is never found at run time."""
    classes, contexts = set(), set()
    for path in (ROOT / "desktop").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                classes.add(node.name)
            elif (isinstance(node, ast.Call) and node.args
                  and isinstance(node.args[0], ast.Constant)
                  and getattr(node.func, "attr", getattr(node.func, "id", "")) in (
                      "translate", "QT_TRANSLATE_NOOP")):
                contexts.add(node.args[0].value)
    for language in ("en", *translations.LANGUAGES):
        bad = {e.context for e in current(language)} - classes - contexts
        assert bad == set(), language


@pytest.mark.parametrize(("language", "terms"), [
    # As the newest printed cards have them (March of the Machine Commander, MOC).
    ("es", {"planar die": "dado planar", "planeswalk": "caminar por los planos",
            "chaos": "caos", "planar deck": "mazo planar"}),
    ("it", {"planar die": "dado planare", "planeswalk": "viaggiare tra i piani",
            "chaos": "caos", "planar deck": "mazzo planare"}),
])
def test_the_official_magic_terms(language: str, terms: dict[str, str]) -> None:
    finished = {(e.context, e.source): e.translations for e in current(language)
                if e.state == "finished"}
    assert finished[("DiePanel", "Planar die")][0].lower() == terms["planar die"]
    assert finished[("DiePanel", "Chaos")][0].lower() == terms["chaos"]
    assert finished[("StackView", "Planeswalk")][0].lower() == terms["planeswalk"]
    for (_, source), texts in finished.items():
        for english, term in terms.items():
            if english == "planar deck" and english in source.lower():
                assert all(term in t.lower() for t in texts), (source, texts)
    # The printed cards agree (assets/cards/planar_cards_i18n.json).
    printed = (ROOT / "assets" / "cards" / "planar_cards_i18n.json").read_text("utf-8")
    for term in (terms["planar die"], terms["planar deck"]):
        assert term in printed.lower()


def test_no_new_player_visible_string_is_left_unmarked() -> None:
    allowed = {line for line in ALLOWED_UNMARKED.read_text("utf-8").splitlines()
               if line and not line.startswith("#")}
    found = {u.key() for u in scan_all()}
    assert sorted(found - allowed) == [], "mark these with self.tr(...)"
    assert sorted(allowed - found) == [], (
        f"marked since: delete these lines from {ALLOWED_UNMARKED.name}")


def test_the_scanner_finds_what_it_should(tmp_path: Path) -> None:
    from tools.unmarked_strings import scan

    module = tmp_path / "m.py"
    module.write_text(
        "class W:\n"
        "    def f(self, n):\n"
        "        self.label.setText('Shown')\n"
        "        QLabel(f'{n} cards')\n"
        "        QMessageBox.question(self, 'Sure?', 'Go on' if n else 'Stop')\n"
        "        self.label.setText(self.tr('Marked'))\n"
        "        self.b.setToolTip(self.tr('Marked {n}').format(n=n))\n"
        "        self.label.setText('—')\n"
        "        self.label.setText(name)\n"
        "        QAction(icon, 'Open', self)\n"
        "        menu.addAction(icon, 'Save')\n"
        "        menu.addAction(self.tr('Marked'))\n"
        "        tabs.addTab(page, 'Camera')\n"
        "        tabs.addTab(page, icon, 'Tower')\n"
        "        table.setHorizontalHeaderLabels(['Name', self.tr('Marked')])\n"
        "        QMessageBox(QMessageBox.Icon.Question, 'Delete', f'Delete {n}?')\n"
        "        QFileDialog.getOpenFileName(self, 'Open a game', '', 'Games (*.json)')\n"
        "        self.die_panel.set_source('camera', 'ready')\n"
        "        self.notify('Saved')\n"
        "def _tr(text):\n"
        "    return QCoreApplication.translate('Map', text)\n"
        "def _ok(kind):\n"
        "    return QCoreApplication.translate('Map', NAMES[kind])\n")
    assert [(u.line, u.call, u.text) for u in scan(module, tmp_path)] == [
        (21, "_tr()", "translates its parameter text"),  # lupdate never sees its callers'
        (3, "setText", "Shown"), (4, "QLabel", "{…} cards"), (5, "question", "Sure?"),
        (5, "question", "Go on"), (5, "question", "Stop"), (10, "QAction", "Open"),
        (11, "addAction", "Save"), (13, "addTab", "Camera"), (14, "addTab", "Tower"),
        (15, "setHorizontalHeaderLabels", "Name"), (16, "QMessageBox", "Delete"),
        (16, "QMessageBox", "Delete {…}?"), (17, "getOpenFileName", "Open a game"),
        (17, "getOpenFileName", "Games (*.json)"), (18, "set_source", "ready"),
        (19, "notify", "Saved")]
