"""The camera as a die source: readings become rolls, statuses show in the die panel.

`CameraController` owns the app's one `CameraLink` (a camera can be opened only once). It
runs the link while the die source is the camera (with the calibration profile: rolls are
read) or while a camera page or the calibration wizard needs pictures (preview only). An
``ok`` reading goes to the engine as a camera roll; an ``unsure`` one asks the table
(`UnsureDialog`); a cocked die asks for a re-roll. Every roll goes through the die panel
and so through the bridge, like the buttons' rolls.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject
from PySide6.QtWidgets import QWidget

from desktop.bridge import EngineBridge
from desktop.dialogs.settings import Settings
from desktop.dice.camera_link import CameraLink, ReaderFactory, load_profile, profile_folder
from desktop.dice.unsure_dialog import UnsureDialog
from desktop.table.die_panel import DiePanel, face_name
from engine.domain import DieFace, RollSource
from hardware.camera.pipeline import (
    CAMERA_FAR_OFF,
    CAMERA_KNOCKED,
    DIE_NOT_FOUND,
    DIE_UNREAD,
    ROLL_LOST,
    SOMETHING_ELSE,
    TWO_DICE,
)
from hardware.camera.profile import CalibrationProfile
from hardware.camera.reader import CameraReader, CameraState, CameraStatus
from hardware.face_map import FaceMap
from hardware.readings import DieReading, ReadingStatus

log = logging.getLogger(__name__)

NOT_CALIBRATED = QT_TRANSLATE_NOOP("CameraController",
                                   "Camera not calibrated — open Camera ▸ Calibrate")
UNPLUGGED = QT_TRANSLATE_NOOP("CameraController",
                              "Camera unplugged — enter the roll by hand; reconnecting…")
ENDED = QT_TRANSLATE_NOOP("CameraController", "Camera recording ended — enter the roll by hand")
COCKED = QT_TRANSLATE_NOOP("CameraController", "Cocked die — roll it again")
"""In English (tests compare them); shown through ``self.tr``."""


class CameraController(QObject):
    """Runs the camera link for reading rolls or for previews, and turns readings into
    rolls through the die panel."""

    def __init__(self, bridge: EngineBridge, die_panel: DiePanel, config_dir: Path, *,
                 window: QWidget, notify: Callable[[str], None],
                 reader_factory: ReaderFactory = CameraReader,
                 reader_options: dict[str, Any] | None = None) -> None:
        super().__init__(window)
        self.bridge = bridge
        self.die_panel = die_panel
        self.config_dir = config_dir
        self.window = window
        self.notify = notify
        self.link = CameraLink(self, reader_factory=reader_factory,
                               reader_options=reader_options)
        self.link.reading.connect(self.on_reading)
        self.link.status.connect(self._on_status)
        self.settings = Settings()
        self.reads_rolls = False
        """The die source is the camera: readings become rolls."""
        self.profile: CalibrationProfile | None = None
        self.profile_problem: str | None = None
        self.calibrating = False
        self.unsure_dialog: UnsureDialog | None = None
        self._users: set[int] = set()
        self._running: tuple[str, str, CalibrationProfile | None] | None = None
        """(source, face map, profile) the link runs with."""
        self._message = ""
        """The last status message the link sent (a notice is told once, when it comes)."""

    # -- what runs --------------------------------------------------------------------------
    def configure(self, settings: Settings) -> None:
        """New settings: read rolls if the die source is the camera; (re)load the profile."""
        changed = (settings.camera_source, settings.camera_die, settings.camera_profile) != (
            self.settings.camera_source, self.settings.camera_die, self.settings.camera_profile)
        self.settings = settings
        self.reads_rolls = settings.die_source == "camera"
        if self.reads_rolls and (changed or self.profile is None):
            self.reload_profile()
        if not self.reads_rolls:
            self._close_unsure("the camera is no longer the die source")
        self._sync()

    @property
    def folder(self) -> Path:
        """The calibration profile's folder for the current settings."""
        return profile_folder(self.config_dir, self.settings.camera_profile)

    def reload_profile(self) -> None:
        self.profile, self.profile_problem = load_profile(self.folder, self.settings.camera_die)
        if self.profile is None and self.reads_rolls and self.folder.exists():
            self.notify(self.tr("The camera calibration can't be used: {why}").format(
                why=self.profile_problem))

    def acquire(self, user: object) -> None:
        """A camera page or the wizard needs pictures: run the link (preview only if the die
        source isn't the camera)."""
        self._users.add(id(user))
        self._sync()

    def release(self, user: object) -> None:
        self._users.discard(id(user))
        self._sync()

    def begin_calibration(self, user: object) -> None:
        """Pictures without reading rolls (moving the die around must not roll it)."""
        self.calibrating = True
        self._close_unsure("calibrating")
        self.acquire(user)

    def end_calibration(self, user: object, *, saved: bool) -> None:
        self.calibrating = False
        if saved:
            self.reload_profile()
        self.release(user)

    def shutdown(self) -> None:
        """Stop the camera (app exit)."""
        self._close_unsure("the camera stops")
        self._users.clear()
        self.reads_rolls = False
        self._sync()

    def _sync(self) -> None:
        profile = None if self.calibrating else self.profile if self.reads_rolls else None
        wanted = None
        if self.reads_rolls or self._users:
            wanted = (self.settings.camera_source, self.settings.camera_face_map)
        running = self._running
        same = (wanted is None and running is None) or (
            wanted is not None and running is not None and self.link.running
            and wanted == running[:2] and profile is running[2])
        if not same:
            if wanted is None:
                self._running = None
                self.link.stop()
            else:
                self._running = (*wanted, profile)
                self.link.start(self.settings.camera_source, profile,
                                FaceMap.parse(self.settings.camera_face_map))
        self._show_status(self.link.last_status)

    # -- statuses ---------------------------------------------------------------------------
    def status_line(self, status: CameraStatus) -> tuple[str, str]:
        """What the die panel says about the camera, and its tone ("ok", "warn", "")."""
        if self.calibrating:
            return self.tr("Calibrating the camera — enter rolls by hand"), ""
        if status.state is CameraState.UNPLUGGED and self.link.never_found():
            return QCoreApplication.translate(
                "CameraController", "No camera found at {source} — enter the roll by hand; "
                "still looking…").format(source=self.link.source), "warn"
        if status.state is CameraState.UNPLUGGED:
            return self.tr(UNPLUGGED), "warn"
        if status.state is CameraState.ENDED:
            return self.tr(ENDED), "warn"
        if self.profile is None:
            return self.tr(NOT_CALIBRATED), "warn"
        if status.state is CameraState.LIVE:
            notice = self.notice_label(status.message)
            if notice is not None:
                return notice, "warn"
            return QCoreApplication.translate("CameraController", "Camera live"), "ok"
        if status.state is CameraState.CONNECTING:
            return self.tr("Connecting to the camera…"), ""
        return self.tr("Camera off"), ""

    @staticmethod
    def notice_text(message: str) -> str | None:
        """The watcher's notice (why no roll is read: two dice, a knocked camera) in the
        player's language, or None when the live status is the plain one."""
        texts = {
            TWO_DICE: QCoreApplication.translate(
                "CameraController", "Two dice in the tray: leave only one."),
            SOMETHING_ELSE: QCoreApplication.translate(
                "CameraController",
                "Something else is in the tray: take it out and leave only the die."),
            CAMERA_KNOCKED: QCoreApplication.translate(
                "CameraController", "The camera moved: keep it steady; if it no longer sees "
                "the whole tray, calibrate again."),
            CAMERA_FAR_OFF: QCoreApplication.translate(
                "CameraController", "The camera moved too far from where it was calibrated: "
                "put it back or calibrate again."),
            DIE_NOT_FOUND: QCoreApplication.translate(
                "CameraController", "No die found after that roll. If it lies in the tray, the "
                "camera can't tell it from the tray's floor: press the face it shows under "
                "Roll. If it left the tray, roll again."),
            DIE_UNREAD: QCoreApplication.translate(
                "CameraController",
                "The camera sees the die but can't read it: press the face it shows under Roll."),
        }
        return texts.get(message)

    @staticmethod
    def notice_label(message: str) -> str | None:
        """The notice cut to what fits the die panel's line; the whole sentence
        (`notice_text`) is its tooltip."""
        labels = {
            TWO_DICE: QCoreApplication.translate("CameraController", "Two dice in the tray"),
            SOMETHING_ELSE: QCoreApplication.translate("CameraController",
                                                       "Something else in the tray"),
            CAMERA_KNOCKED: QCoreApplication.translate("CameraController", "Camera moved"),
            CAMERA_FAR_OFF: QCoreApplication.translate("CameraController",
                                                       "Camera moved too far"),
            DIE_NOT_FOUND: QCoreApplication.translate("CameraController", "No die found"),
            DIE_UNREAD: QCoreApplication.translate("CameraController", "Die not read"),
        }
        return labels.get(message)

    def _on_status(self, status: CameraStatus) -> None:
        """A status from the link. A roll the camera lost is also told over the table, once:
        the players are waiting for its result, not watching the die panel's line."""
        fresh = status.message != self._message
        self._message = status.message
        if (fresh and status.message in ROLL_LOST and self.reads_rolls
                and not self.calibrating):
            text = self.notice_text(status.message)
            if text is not None:
                self.die_panel.show_notice(text, "warn")
        self._show_status(status)

    def _show_status(self, status: CameraStatus) -> None:
        if not self.reads_rolls:
            return
        text, tone = self.status_line(status)
        self.die_panel.set_source("camera", text, tone)
        tip = self.notice_text(status.message) or status.message
        if self.profile is None and self.profile_problem:
            tip += f"\n{self.profile_problem}"
        self.die_panel.set_source_tip(tip)

    # -- readings ---------------------------------------------------------------------------
    def on_reading(self, reading: DieReading) -> None:
        """One reading per roll; a newer one replaces an open question about an older one."""
        self._close_unsure("a newer reading came")
        self.die_panel.clear_notice()
        if not self.reads_rolls or self.calibrating:
            log.info("reading ignored (the camera is not the die source now): %s", reading)
            return
        if reading.status is ReadingStatus.COCKED or reading.face is None:
            log.info("cocked die at frame %d", reading.frame)
            self.die_panel.show_notice(self.tr(COCKED), "warn")
            return
        if reading.status is ReadingStatus.UNSURE:
            self._ask(reading)
            return
        face = face_name(reading.face.value)
        reason = self.die_panel.roll_read(reading.face, RollSource.CAMERA, reading.confidence,
                                          self.tr("The camera read {face}").format(face=face))
        if reason is None:
            log.info("camera roll %s (%.2f) at frame %d", reading.face.value,
                     reading.confidence, reading.frame)

    def _ask(self, reading: DieReading) -> None:
        dialog = UnsureDialog(reading, self.window)
        dialog.face_chosen.connect(lambda face, r=reading: self._confirmed(r, face))
        dialog.reroll.connect(
            lambda: self.die_panel.show_notice(self.tr("Roll the die again"), "info"))
        self.unsure_dialog = dialog
        dialog.open()

    def _confirmed(self, reading: DieReading, face: DieFace) -> None:
        guess = face_name(reading.face.value) if reading.face else "?"
        reason = self.die_panel.roll_read(face, RollSource.MANUAL, None,
                                          self.tr("The table read {face}").format(
                                              face=face_name(face.value)))
        if reason is None:
            self.notify(self.tr("The camera wasn't sure (it guessed {guess}, {percent}%); the "
                                "table read {face}, entered by hand.").format(
                                    guess=guess, percent=round(reading.confidence * 100),
                                    face=face_name(face.value)))

    def _close_unsure(self, why: str) -> None:
        dialog, self.unsure_dialog = self.unsure_dialog, None
        if dialog is not None:
            if dialog.isVisible():
                log.info("closed the question about an unsure reading: %s", why)
                dialog.reject()
            dialog.deleteLater()
