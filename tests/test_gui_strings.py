"""Player-visible strings in another language (issue 15): data values shown by a display
name (die sources, reading statuses, the camera's state), counts with Qt's plural forms, the
texts the app's module-level helpers translate, and Qt's own dialog buttons."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Iterator
from typing import Any

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox

from desktop import i18n
from desktop.dialogs.game_over import GameOverDialog
from desktop.dice.calibration_wizard import face_title, steps_for
from desktop.dice.camera_page import reading_status_name, reading_text, watch_state_name
from desktop.table.banner import ordinal
from desktop.table.die_panel import source_name
from desktop.table.map_model import direction_name
from engine.domain import DieFace, RollSource
from hardware.camera.pipeline import WatchState
from hardware.readings import DieReading, ReadingStatus


@pytest.fixture(autouse=True)
def english_after(qapp: QApplication) -> Iterator[None]:
    """Every other test reads English: put it back whatever a test installed."""
    yield
    i18n.install("en")


def _reading(pips: int | None, status: ReadingStatus = ReadingStatus.OK) -> DieReading:
    return DieReading(DieFace.BLANK, RollSource.CAMERA, 0.97, status, frame=1, pips=pips)


def test_die_sources_and_statuses_have_a_display_name_per_language() -> None:
    assert [source_name(s) for s in ("virtual", "manual", "camera", "tower")] == [
        "virtual", "by hand", "camera", "tower"]
    i18n.install("es")
    assert [source_name(s) for s in ("virtual", "manual", "camera", "tower")] == [
        "virtual", "a mano", "cámara", "torre"]
    assert source_name("someday") == "someday"  # an unknown value shows as it is stored
    assert reading_status_name(ReadingStatus.UNSURE) == "dudosa"
    assert watch_state_name(WatchState.SETTLING) == "Leyendo el dado…"
    i18n.install("it")
    assert source_name("camera") == "fotocamera"
    assert reading_status_name(ReadingStatus.OK) == "ok"
    assert watch_state_name(None) == "Non calibrata"


@pytest.mark.parametrize(("language", "one", "two"), [
    ("en", "1 pip", "2 pips"), ("es", "1 punto", "2 puntos"), ("it", "1 punto", "2 punti")])
def test_a_count_takes_the_plural_form_of_its_language(language: str, one: str,
                                                       two: str) -> None:
    i18n.install(language)
    assert (face_title("d6", "1"), face_title("d6", "2")) == (one, two)
    # a module-level helper asks through its class (CameraPage.tr), as lupdate extracts it
    assert reading_text(_reading(1)).startswith(f"{face_title('planar', 'blank')} ({one})")
    assert f"({two})" in reading_text(_reading(2))


def test_the_game_summary_counts_turns_players_and_planes(qtbot: Any) -> None:
    dialog = GameOverDialog.__new__(GameOverDialog)  # only its words, no window
    summary = GameOverDialog._summary
    view = {"turn": 1, "players": [{}, {}], "planes_visited": ["Akoum"]}
    assert summary(dialog, view) == "1 turn · 2 players · 1 plane visited"
    i18n.install("es")
    assert summary(dialog, {**view, "turn": 2}) == "2 turnos · 2 jugadores · 1 plano visitado"
    i18n.install("it")
    assert summary(dialog, view) == "1 turno · 2 giocatori · 1 piano visitato"


def test_helpers_outside_a_class_are_in_the_catalogue() -> None:
    """The banner, the map and the wizard's steps translate through ``translate(context,
    text)`` with literals, so lupdate extracts them (a ``_tr(text)`` helper hid them)."""
    i18n.install("es")
    assert ordinal(1) == "1.ª" and ordinal(5) == "5.ª"
    assert direction_name("up_left") == "Arriba a la izquierda"
    assert steps_for("planar")[1].title == "La bandeja vacía"
    assert steps_for("planar")[3].title == "Caos boca arriba"


@pytest.mark.parametrize(("language", "words"), [
    ("es", {"Yes": "Sí", "No": "No", "Cancel": "Cancelar", "Open": "Abrir",
            "Save": "Guardar"}),
    ("it", {"Yes": "Sì", "No": "No", "Cancel": "Annulla", "Open": "Apri", "Save": "Salva"}),
])
def test_qts_own_buttons_speak_the_language(qtbot: Any, language: str,
                                            words: dict[str, str]) -> None:
    i18n.install(language)
    box = QMessageBox(QMessageBox.Icon.Question, "?", "?",
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
                      | QMessageBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Open
                               | QDialogButtonBox.StandardButton.Save)
    qtbot.addWidget(buttons)
    shown = {name: box.button(getattr(QMessageBox.StandardButton, name)).text()
             for name in ("Yes", "No", "Cancel")}
    shown |= {name: buttons.button(getattr(QDialogButtonBox.StandardButton, name)).text()
              for name in ("Open", "Save")}
    assert {k: v.replace("&", "") for k, v in shown.items()} == words
