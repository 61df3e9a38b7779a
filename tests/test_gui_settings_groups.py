"""The settings in groups (review defect 39): only the chosen die source's group shows,
each group explains itself, controls are touch-sized, the dialog fits 1280×720; the table
mode and card-faces fields are checked like every other."""

from __future__ import annotations

import json
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QRect

import desktop.dialogs.placement as placement
from desktop.dialogs.settings import (
    CARD_FACES,
    TABLE_MODES,
    Settings,
    SettingsDialog,
    load_settings,
    save_settings,
)

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


def open_dialog(qtbot: Any, settings: Settings) -> SettingsDialog:
    dialog = SettingsDialog(settings, detect_towers=lambda **_: [])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def shown_groups(dialog: SettingsDialog) -> list[str]:
    groups = {"die": dialog.die_group, "camera": dialog.camera_group,
              "tower": dialog.tower_group, "table": dialog.table_group}
    return [name for name, group in groups.items() if group.isVisible()]


def test_only_the_chosen_sources_group_shows(qtbot: Any, monkeypatch: Any) -> None:
    area = QRect(0, 0, 1280, 720)
    monkeypatch.setattr(placement, "available_geometry", lambda parent: area)
    dialog = open_dialog(qtbot, Settings(tower_port="/dev/ttyACM0"))
    assert shown_groups(dialog) == ["die", "table"]
    assert dialog.die_note is not None and "rolls the planar die" in dialog.die_note.text()
    seen = {}
    for source, groups in (("camera", ["die", "camera", "table"]),
                           ("tower", ["die", "tower", "table"]),
                           ("manual", ["die", "table"]), ("virtual", ["die", "table"])):
        dialog.die_source.setCurrentIndex(dialog.die_source.findData(source))
        qtbot.wait(5)
        assert shown_groups(dialog) == groups, source
        seen[source] = dialog.die_note.text()
        frame = dialog.geometry().adjusted(0, -placement.TITLE_BAR, 0, 0)
        assert area.contains(frame), (source, frame)
        assert dialog.ok_button is not None and dialog.ok_button.isVisible()
    assert len(set(seen.values())) == 4  # one explanation per source
    # The shared d6 face map sits in the group shown, camera or tower.
    dialog.die_source.setCurrentIndex(dialog.die_source.findData("tower"))
    assert dialog.camera_face_map.isVisible() and dialog.tower_group.isAncestorOf(
        dialog.camera_face_map)
    dialog.die_source.setCurrentIndex(dialog.die_source.findData("camera"))
    assert dialog.camera_group.isAncestorOf(dialog.camera_face_map)
    for control in (dialog.die_source, dialog.camera_source, dialog.theme, dialog.table_mode,
                    dialog.card_faces, dialog.ok_button):
        assert control is not None and control.height() >= 44


def test_table_mode_and_card_faces(qtbot: Any, tmp_path: Path) -> None:
    dialog = open_dialog(qtbot, Settings())
    assert dialog.table_mode.currentData() == "upright"
    assert dialog.card_faces.currentData() == "active"
    dialog.table_mode.setCurrentIndex(dialog.table_mode.findData("flat"))
    dialog.card_faces.setCurrentIndex(dialog.card_faces.findData("controller"))
    got = dialog.settings()
    assert (got.table_mode, got.card_faces) == ("flat", "controller")
    save_settings(tmp_path, got)
    assert load_settings(tmp_path) == (got, None)
    assert set(TABLE_MODES) == {"upright", "flat"} and set(CARD_FACES) == {"active",
                                                                           "controller"}
    (tmp_path / "settings.json").write_text(json.dumps({"table_mode": "sideways",
                                                        "card_faces": "north"}))
    odd, problem = load_settings(tmp_path)
    assert problem is None and (odd.table_mode, odd.card_faces) == ("upright", "active")
