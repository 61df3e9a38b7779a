"""With no camera at all (review defect 25): the wording says none was found (never
"unplugged"), and the calibration wizard's capture error wraps inside a dialog that fits
the screen."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("pytestqt")
pytest.importorskip("cv2")

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QWidget

import desktop.dialogs.placement as placement
from desktop.bridge import EngineBridge
from desktop.dialogs.settings import Settings
from desktop.dice.calibration_wizard import CalibrationWizard
from desktop.dice.camera_control import UNPLUGGED, CameraController
from desktop.dice.camera_link import CameraLink
from desktop.dice.camera_page import status_text
from desktop.table.die_panel import DiePanel
from engine.cards import default_cards
from hardware.camera.reader import CameraState, CameraStatus

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")

MISSING = "/nonexistent/planar-camera.mp4"


def wait_unplugged(qtbot: Any, link: CameraLink) -> None:
    qtbot.waitUntil(lambda: link.last_status.state is CameraState.UNPLUGGED, timeout=10_000)


def test_no_camera_found_is_not_unplugged(qtbot: Any, tmp_path: Path) -> None:
    bridge = EngineBridge(default_cards())
    window = QWidget()
    qtbot.addWidget(window)
    die = DiePanel(bridge, window)
    camera = CameraController(bridge, die, tmp_path, window=window, notify=lambda _m: None)
    camera.configure(Settings(die_source="camera", camera_source=MISSING))
    try:
        wait_unplugged(qtbot, camera.link)
        assert camera.link.never_found()
        text = f"No camera found at {MISSING}"
        assert status_text(camera.link.last_status, camera.link) == text
        qtbot.waitUntil(lambda: text in die.source_label.text())
        assert "unplugged" not in die.source_label.text().lower()
        # A camera that was live and then fails is unplugged, as before.
        camera.link._found.add(MISSING)
        assert status_text(camera.link.last_status, camera.link) == (
            "Camera unplugged — reconnecting…")
        assert camera.status_line(camera.link.last_status) == (UNPLUGGED, "warn")
        assert status_text(CameraStatus(CameraState.UNPLUGGED, "gone")) == (
            "Camera unplugged — reconnecting…")  # without the link: as it always said
    finally:
        camera.shutdown()


def test_calibration_without_a_camera_wraps_its_error_and_fits(qtbot: Any, tmp_path: Path,
                                                               monkeypatch: Any) -> None:
    area = QRect(0, 0, 1280, 720)
    monkeypatch.setattr(placement, "available_geometry", lambda parent: area)
    link = CameraLink(reader_options={"reconnect_every": 0.05})
    link.start(MISSING, None)
    try:
        wait_unplugged(qtbot, link)
        wizard = CalibrationWizard(link, "planar", tmp_path / "profile", "test")
        qtbot.addWidget(wizard)
        wizard.show()
        qtbot.waitExposed(wizard)
        assert wizard.preview.message == f"No camera found at {MISSING}"
        wizard.next()  # past the introduction, to the empty tray
        qtbot.mouseClick(wizard.capture_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: wizard.progress.text().startswith("The camera gives no new"),
                        timeout=10_000)
        qtbot.wait(20)
        assert len(wizard.progress.text()) > 80 and wizard.progress.wordWrap()
        frame = wizard.geometry().adjusted(0, -placement.TITLE_BAR, 0, 0)
        assert area.contains(frame), frame
        assert wizard.width() <= 1280 - placement.FRAME_ALLOWANCE.width()
        wizard.reject()
    finally:
        link.stop()
