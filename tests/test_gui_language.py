"""The app's language (issue 15): the setting and ``--lang``, Qt's translators for our
catalogue and for Qt's own dialogs, and a change in Settings that rebuilds the table in the
new language without touching the game."""

from __future__ import annotations

import json
import logging
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
import shiboken6

pytest.importorskip("pytestqt")

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication

from desktop import app as desktop_app
from desktop import i18n
from desktop.dialogs.settings import Settings, SettingsDialog, load_settings
from desktop.languages import CHOICES, NATIVE_NAMES
from desktop.table.main_window import MainWindow
from engine.actions import Roll

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


@pytest.fixture(autouse=True)
def english_after(qapp: QApplication) -> Iterator[None]:
    """Every other test reads English: put it back whatever a test installed."""
    yield
    i18n.install("en")


def test_lang_option_takes_the_six_languages_and_refuses_others(capsys: Any) -> None:
    for code in NATIVE_NAMES:
        assert desktop_app.parse_args(["--lang", code]).lang == code
    assert desktop_app.parse_args(["--lang", "ES"]).lang == "es"
    assert desktop_app.parse_args([]).lang is None
    for bad in ("pt", "system", "", "español"):
        with pytest.raises(SystemExit) as exc:
            desktop_app.parse_args(["--lang", bad])
        assert exc.value.code == 2
        assert "is not a language the app speaks" in capsys.readouterr().err


def test_system_follows_the_systems_first_language_the_app_speaks() -> None:
    assert i18n.resolve("system", QLocale("it_IT")) == "it"
    assert i18n.resolve("system", QLocale("ja_JP")) == "ja"
    assert i18n.resolve("system", QLocale("pt_BR")) == "en"  # not spoken: English
    assert i18n.resolve("de", QLocale("it_IT")) == "de"  # a choice beats the system


def test_a_language_installs_ours_and_qts_own(qapp: QApplication) -> None:
    i18n.install("es")
    assert i18n.current() == "es"
    # Qt's own catalogue: the standard dialogs' buttons.
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancelar"
    assert QCoreApplication.translate("MainWindow", "&Game") != "&Game"
    i18n.install("en")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Game"
    # English loads its catalogue for the plural forms.
    assert QCoreApplication.translate("DeckBuilder", "%n card(s)", "", 1) == "1 card"
    assert QCoreApplication.translate("DeckBuilder", "%n card(s)", "", 3) == "3 cards"



def test_the_return_key_is_named_as_our_buttons_name_it(qapp: QApplication) -> None:
    # Qt's Spanish calls it "Retorno" in the Play menu; our "Resolver (Intro)" button says
    # "Intro": our catalogue, installed after Qt's, names it for both.
    i18n.install("es")
    native = QKeySequence.SequenceFormat.NativeText
    assert QKeySequence("Return").toString(native) == "Intro"
    assert QCoreApplication.translate("StackView", "Resolve (Enter)") == "Resolver (Intro)"
    # Qt's own names still come through for the keys ours doesn't name.
    assert QKeySequence("Space").toString(native) == "Espacio"
    # The deck builder's count is a plural, in English too.
    i18n.install("en")
    assert QCoreApplication.translate("DeckBuilder", "%n card(s) shown", "", 1) == "1 card shown"
    i18n.install("es")
    assert QCoreApplication.translate("DeckBuilder", "%n card(s) shown", "", 1) == \
        "1 carta mostrada"

def test_settings_keep_the_language_and_a_bad_one_falls_back(
        tmp_path: Path, caplog: Any) -> None:
    assert Settings().language == "system"
    (tmp_path / "settings.json").write_text(json.dumps({"language": "it"}))
    assert load_settings(tmp_path) == (Settings(language="it"), None)
    (tmp_path / "settings.json").write_text(json.dumps({"language": "klingon",
                                                        "theme": "light"}))
    with caplog.at_level(logging.WARNING):
        settings, problem = load_settings(tmp_path)
    assert settings == Settings(theme="light")  # the rest of the file still counts
    assert problem is None
    assert "klingon" in caplog.text and "system" in caplog.text


def test_the_dialog_names_each_language_in_itself(qtbot: Any) -> None:
    dialog = SettingsDialog(Settings(language="ja"), detect_towers=lambda **_: [])
    qtbot.addWidget(dialog)
    combo = dialog.language
    assert [combo.itemData(i) for i in range(combo.count())] == list(CHOICES)
    assert [combo.itemText(i) for i in range(1, combo.count())] == [
        "English", "Español", "Italiano", "Français", "Deutsch", "日本語"]
    assert combo.currentData() == "ja"
    combo.setCurrentIndex(CHOICES.index("es"))
    assert dialog.settings().language == "es"



def test_the_dialog_says_when_lang_overrides_the_setting(qtbot: Any) -> None:
    # "planechase --lang es" with the setting left at "system" (English here): the combo
    # says "Sistema" and a note says what this run speaks.
    i18n.install("es")
    dialog = SettingsDialog(Settings(language="system"), detect_towers=lambda **_: [])
    qtbot.addWidget(dialog)
    assert dialog.language.currentText() == "Sistema"
    assert "Español" in dialog.language_override.text()
    assert "--lang" in dialog.language_override.text()
    # Set to the language in use, there is nothing to say.
    same = SettingsDialog(Settings(language="es"), detect_towers=lambda **_: [])
    qtbot.addWidget(same)
    assert same.language_override.text() == ""


def test_the_camera_fields_name_the_default_and_the_faces_in_the_language(
        qtbot: Any) -> None:
    i18n.install("es")
    dialog = SettingsDialog(Settings(die_source="camera"), detect_towers=lambda **_: [])
    qtbot.addWidget(dialog)
    assert dialog.camera_profile.text() == "predeterminada"
    assert dialog.camera_face_map.text() == "1=planeswalker,6=caos"
    # Saved in the settings' own words, whichever words the player typed.
    assert dialog.settings().camera_profile == "default"
    assert dialog.settings().camera_face_map == "1=planeswalker,6=chaos"
    dialog.camera_face_map.setText("2=Caos, 5=planeswalker")
    assert dialog.settings().camera_face_map == "2=chaos,5=planeswalker"
    assert dialog.camera_problem.text() == ""

def unowned_window(qtbot: Any, tmp_path: Path) -> MainWindow:
    """A demo window as `table_window` builds it but not given to qtbot, which would close
    it at the end: a language switch deletes it first."""
    args = desktop_app.parse_args(["--demo", "--seed", "5", "--screenshot", "unused",
                                   "--data-dir", str(tmp_path), "--config-dir", str(tmp_path),
                                   "--lang", "en"])
    win = desktop_app.build(args, QApplication.instance())
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    return win


_OTHERS: set[object] = set()
"""Table windows other tests left for Qt to delete: not this test's."""


def table_windows() -> list[MainWindow]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)
            and shiboken6.getCppPointer(w) not in _OTHERS]


def test_choosing_a_language_rebuilds_the_table_over_the_same_game(
        qtbot: Any, tmp_path: Path) -> None:
    _OTHERS.update(shiboken6.getCppPointer(w) for w in table_windows())
    win = unowned_window(qtbot, tmp_path)
    first = shiboken6.getCppPointer(win)
    try:
        bridge = win.bridge
        assert bridge.apply(Roll(player=bridge.view["active_player"]))  # type: ignore[index]
        game = bridge.game
        assert game is not None
        state, history, view = game.state, game.history(), bridge.view
        assert win.menuBar().actions()[0].text() == "&Game"

        win._save(replace(win.saved_settings, language="es"))  # as the settings dialog does
        qtbot.waitUntil(lambda: i18n.current() == "es")
        # The old window is gone, the new one shows the same game in Spanish.
        qtbot.waitUntil(lambda: len(table_windows()) == 1
                        and shiboken6.getCppPointer(table_windows()[0]) != first)
        new, = table_windows()
        assert new.isVisible() and new.bridge is bridge and bridge.game is game
        assert game.state == state and game.history() == history and bridge.view == view
        assert new.menuBar().actions()[0].text() == "&Partida"
        assert new.card_view.displayed_names() == [
            c["name"] for c in view["face_up"]]  # type: ignore[index]
        assert new.undo_action.isEnabled()  # the undo history came along
        assert json.loads((tmp_path / "settings.json").read_text())["language"] == "es"
        # The game goes on in the new window.
        assert new.bridge.undo() and game.state != state

        back = new.switch_language("en")
        assert back.menuBar().actions()[0].text() == "&Game"
        assert bridge.game is game and bridge.autosaver is None  # a screenshot run has none
        qtbot.waitUntil(lambda: table_windows() == [back])
    finally:
        for w in table_windows():
            w.close()


@pytest.mark.parametrize("language", ["ja", "es", "en"])
def test_return_and_keypad_enter_stay_two_keys_in_every_language(
        qtbot: Any, tmp_path: Path, language: str) -> None:
    """The ja catalogue names Return "Enter" (as Japanese keyboards print it): shortcuts
    parsed from translated names made Return and keypad Enter one key, and Qt, seeing an
    ambiguous shortcut, fired neither, so Enter never resolved the stack."""
    from tests.gui_helpers import table_window

    win = table_window(qtbot, tmp_path, "--lang", language)
    assert i18n.current() == language
    by_name = {a.text(): a.shortcut() for a in win.actions() if not a.shortcut().isEmpty()}
    keys = list(by_name.values())
    assert QKeySequence(Qt.Key.Key_Return) in keys and QKeySequence(Qt.Key.Key_Enter) in keys
    portable = [k.toString(QKeySequence.SequenceFormat.PortableText) for k in keys]
    assert len(portable) == len(set(portable)), by_name


def test_the_die_panel_names_the_step_where_a_trigger_waits_in_the_table_s_language(
        qtbot: Any) -> None:
    """"At the {step}, {what} triggers: Roll goes there first." filled the step with the
    engine's English label: "upkeepにNaar Isleが誘発します…" in Japanese."""
    from desktop.engine_text import step_name
    from desktop.table.die_panel import DiePanel
    from tests.test_gui_panels import make_bridge

    i18n.install("ja")
    bridge = make_bridge(ann_top="Naar Isle")
    die = DiePanel(bridge)
    qtbot.addWidget(die)
    die.show()
    assert die.roll_check.stop_at is not None
    upkeep = step_name("upkeep")
    assert upkeep != "upkeep"
    assert die.status_text().startswith(upkeep) and "upkeep" not in die.status_text()
