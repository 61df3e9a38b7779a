"""The calibration wizard: pictures of the empty tray and of each face, then a checked profile.

Steps: placement tips; the empty tray (5 pictures in about 0.3 s); each face three times,
the die moved between pictures; then the profile is built and checked on a worker thread.
Every picture is also kept in ``<profile>/captures/`` under the names
``python -m hardware.camera calibrate --from-folder`` reads, so a failed build loses
nothing. A build that fails says what to redo, and "Retake" goes to that step.

Pictures come from a running `CameraLink` (``latest_frame``), collected by a timer: nothing
sleeps or does vision on the GUI thread.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import cv2
import numpy as np
from PySide6.QtCore import QCoreApplication, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.dialogs.placement import fit_and_centre
from desktop.dice.camera_link import CameraLink
from desktop.dice.camera_page import PreviewWidget, status_text
from desktop.table.die_panel import face_name
from hardware.camera.profile import (
    FOLDER_PATTERN,
    CalibrationError,
    CalibrationProfile,
    SelfCheck,
    build_profile,
    profile_summary,
)
from hardware.camera.reader import CameraState, CameraStatus
from hardware.camera.still_stack import PICTURE_FRAMES, still_picture

log = logging.getLogger(__name__)

Image = np.ndarray
EMPTY_PICTURES = 5
FACE_PICTURES = 3
CAPTURES = "captures"
translate = QCoreApplication.translate
"""Called by this name, so lupdate extracts each text (context first)."""


def tips() -> str:
    return "<ul>" + "".join(f"<li>{tip}</li>" for tip in (
        translate("CalibrationWizard",
                  "Put the camera 30–50 cm above the tray, looking straight down."),
        translate("CalibrationWizard",
                  "Light the tray evenly: no hard shadows, no glare on the die."),
        translate("CalibrationWizard", "A matte tray in a colour that contrasts with the die "
                  "(a dark felt for a white die) reads best."),
        translate("CalibrationWizard",
                  "Keep the camera and the tray where they are after calibrating."))) + "</ul>"


@dataclass(frozen=True, slots=True)
class Step:
    kind: str
    """"intro", "empty", "face" or "build"."""
    title: str
    text: str
    label: str = ""
    """The face label ("chaos", "4") on a face step."""
    pictures: int = 0


def english_face_title(die: str, label: str) -> str:
    """The face as the profile builder's (English) errors name it, which `_retake_step`
    reads back: "3 pips", "Chaos"."""
    if die == "d6":
        return f"{label} pip" + ("" if label == "1" else "s")
    return {"planeswalker": "Planeswalker", "chaos": "Chaos"}.get(label, label.capitalize())


def face_title(die: str, label: str) -> str:
    """The face in the table's language."""
    if die == "d6":
        # Plurals through the class's tr: lupdate reads a count only there, not in translate.
        return CalibrationWizard.tr("%n pip(s)", "", int(label))
    return face_name(label)


def capture_name(die: str, label: str, n: int) -> str:
    """The file name the command line's ``--from-folder`` reads for this picture."""
    return f"empty_{n}.png" if label == "empty" else \
        f"{'pips_' + label if die == 'd6' else label}_{n}.png"


def steps_for(die: str) -> list[Step]:
    labels = [str(i) for i in range(1, 7)] if die == "d6" else ["planeswalker", "chaos",
                                                                  "blank"]
    steps = [Step("intro", translate("CalibrationWizard", "Calibrate the camera"),
                  translate("CalibrationWizard", "The camera learns your tray and your die "
                            "from a few pictures. First, place it:") + tips()
                  + translate("CalibrationWizard", "Check the picture below, then press Next.")),
             Step("empty", translate("CalibrationWizard", "The empty tray"),
                  translate("CalibrationWizard", "Take the die out of the tray and keep hands "
                            "and shadows out of it, then press Capture."),
                  "empty", EMPTY_PICTURES)]
    for label in labels:
        face = face_title(die, label)
        steps.append(Step(
            "face", translate("CalibrationWizard", "{face} face up").format(face=face),
            CalibrationWizard.tr("Put the die in the tray showing <b>{face}</b>, take your "
                                 "hand out, then press Capture. Move the die somewhere else "
                                 "in the tray (still {face} up) before each of the %n "
                                 "picture(s).", "", FACE_PICTURES).format(face=face),
            label, FACE_PICTURES))
    steps.append(Step("build", translate("CalibrationWizard", "Checking the pictures"), ""))
    return steps


class FrameCollector(QObject):
    """Collects ``count`` frames with different indices from the link, polling on a timer;
    ``skip`` new frames are let pass first (the click, the hand leaving the picture)."""

    done = Signal(object)
    """The list of frames (full-size BGR images)."""
    failed = Signal(str)

    def __init__(self, link: CameraLink, count: int, *, skip: int = 0,
                 interval_ms: int = 60, patience_ms: int = 3000,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.link = link
        self.count = count
        self.frames: list[Image] = []
        self._skip = skip
        self._last = -1
        self._idle = 0
        self._patience = max(1, patience_ms // interval_ms)
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self._poll)

    def start(self) -> None:
        frame = self.link.latest_frame()
        self._last = frame.index if frame is not None else -1
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()

    @property
    def active(self) -> bool:
        return self._timer.isActive()

    def _poll(self) -> None:
        frame = self.link.latest_frame()
        if frame is None or frame.index == self._last:
            self._idle += 1
            if self._idle >= self._patience:
                self.stop()
                self.failed.emit(QCoreApplication.translate(
                    "CalibrationWizard", "The camera gives no new pictures ({why}). Check it, "
                    "then capture again.").format(why=self.link.last_status.message))
            return
        self._last, self._idle = frame.index, 0
        if self._skip > 0:
            self._skip -= 1
            return
        self.frames.append(np.array(frame.image, dtype=np.uint8))
        if len(self.frames) >= self.count:
            self.stop()
            self.done.emit(self.frames)


def _write_pictures(folder: Path, pictures: dict[str, Image], clear: bool) -> int:
    """Worker thread: keep the pictures as PNG files (``clear`` removes a previous
    calibration's pictures first, so two sessions never mix)."""
    folder.mkdir(parents=True, exist_ok=True)
    if clear:
        for old in folder.iterdir():
            if FOLDER_PATTERN.match(old.name):
                old.unlink()
    for name, image in pictures.items():
        if not cv2.imwrite(str(folder / name), image):
            raise OSError(f"{folder / name} could not be written")
    return len(pictures)


def _build(empty: list[Image], faces: dict[str, list[Image]], names: dict[str, list[str]],
           die: str, folder: Path) -> tuple[CalibrationProfile, SelfCheck]:
    """Worker thread: build, check and save the profile."""
    profile, check = build_profile(empty, faces, die=die, names=names)
    profile.save(folder)
    return profile, check


class CalibrationWizard(QDialog):
    """Steps through the pictures, builds the profile off the GUI thread and saves it."""

    saved = Signal(object)
    """The new `CalibrationProfile`, saved in ``folder``."""
    _job_done = Signal(str, object)
    POLL_MS = 40
    """How often a capture looks for a new frame (a 30 fps camera gives one every 33 ms)."""

    def __init__(self, link: CameraLink, die: str, folder: Path, name: str = "",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.link = link
        self.die = die
        self.folder = folder
        self.profile: CalibrationProfile | None = None
        self.check: SelfCheck | None = None
        self.steps = steps_for(die)
        self.index = 0
        self.pictures: dict[str, list[Image]] = {}
        self.collector: FrameCollector | None = None
        self.busy = False
        self._cleared = False
        self._retake_to: int | None = None
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="calibration")
        self.setWindowTitle(self.tr("Calibrate the camera — {name}").format(
            name=name or folder.name))

        self.title = QLabel("")
        self.title.setObjectName("wizardTitle")
        self.text = QLabel("")
        self.text.setObjectName("stepText")
        self.text.setWordWrap(True)
        self.preview = PreviewWidget()
        self.preview.idle_label = self.tr("Calibration preview")
        self.capture_button = QPushButton(self.tr("Capture"))
        self.capture_button.setObjectName("primary")
        self.capture_button.clicked.connect(self.capture)
        self.progress = QLabel("")
        self.progress.setObjectName("progress")
        self.progress.setWordWrap(True)  # a capture error must never widen the dialog
        capture_row = QHBoxLayout()
        capture_row.addWidget(self.capture_button)
        capture_row.addWidget(self.progress, 1)
        self.result_label = QLabel("")
        self.result_label.setObjectName("result")
        self.result_label.setWordWrap(True)
        self.result_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.back_button = QPushButton(self.tr("Back"))
        self.back_button.clicked.connect(self.back)
        self.retake_button = QPushButton(self.tr("Retake"))
        self.retake_button.clicked.connect(self.retake)
        self.next_button = QPushButton(self.tr("Next"))
        self.next_button.clicked.connect(self.next)
        cancel = QPushButton(self.tr("Close"))
        cancel.clicked.connect(self.reject)
        nav = QHBoxLayout()
        nav.addWidget(cancel)
        nav.addStretch(1)
        nav.addWidget(self.back_button)
        nav.addWidget(self.retake_button)
        nav.addWidget(self.next_button)
        box = QVBoxLayout(self)
        box.addWidget(self.title)
        box.addWidget(self.text)
        box.addWidget(self.preview, 1)
        box.addLayout(capture_row)
        box.addWidget(self.result_label, 1)
        box.addLayout(nav)
        self.setStyleSheet("""
            QLabel#wizardTitle { font-size: 26px; font-weight: bold; }
            QLabel#progress, QLabel#result, QLabel#stepText { font-size: 18px; }
            QLabel#result[tone="warn"] { color: #e0604f; }
            QLabel#result[tone="ok"] { color: #67c08a; }
        """)
        link.preview.connect(self.preview.set_preview)
        link.status.connect(self._on_status)
        self._job_done.connect(self._on_job)
        self._on_status(link.last_status)
        if link.last_preview is not None:
            self.preview.set_preview(link.last_preview)
        self._show()
        fit_and_centre(self, parent, QSize(900, 820))

    # -- navigation ---------------------------------------------------------------------
    @property
    def step(self) -> Step:
        return self.steps[self.index]

    def is_complete(self, step: Step) -> bool:
        return step.kind == "intro" or len(self.pictures.get(step.label, ())) >= step.pictures

    def next(self) -> None:
        if self.step.kind == "build":
            if self.profile is not None:
                self.accept()
            return
        if self.is_complete(self.step) and not (self.collector and self.collector.active):
            self.go(self.index + 1)

    def back(self) -> None:
        if self.index > 0:
            self.go(self.index - 1)

    def retake(self) -> None:
        self.go(self._retake_to if self._retake_to is not None else 1)

    def go(self, index: int) -> None:
        if self.busy:
            return
        if self.collector is not None:
            self.collector.stop()
            self.collector = None
        self.index = max(0, min(index, len(self.steps) - 1))
        self._show()
        if self.step.kind == "build":
            self._start_build()

    def _show(self) -> None:
        step = self.step
        self.title.setText(self.tr("{title}  ({n} of {count})").format(
            title=step.title, n=self.index + 1, count=len(self.steps)))
        self.text.setText(step.text)
        self.text.setVisible(bool(step.text))
        capturing = step.kind in ("empty", "face")
        self.preview.setVisible(step.kind != "build")
        self.capture_button.setVisible(capturing)
        self.progress.setVisible(capturing)
        self.result_label.setVisible(step.kind == "build")
        self.retake_button.hide()
        self._update_buttons()

    def _update_buttons(self) -> None:
        step = self.step
        taken = len(self.pictures.get(step.label, ()))
        if step.kind == "empty":
            self.capture_button.setText(self.tr("Capture") if taken == 0
                                        else self.tr("Capture again"))
            self.progress.setText(
                self.tr("%n picture(s) of the empty tray taken", "", taken) if taken
                else self.tr("Takes %n picture(s) in a moment", "", step.pictures))
        elif step.kind == "face":
            if taken >= step.pictures:
                self.capture_button.setText(self.tr("Retake this face"))
                self.progress.setText(self.tr("All %n picture(s) taken ✓", "", step.pictures))
            else:
                self.capture_button.setText(self.tr("Capture picture {n} of {count}").format(
                    n=taken + 1, count=step.pictures))
                self.progress.setText("✓ " * taken + "· " * (step.pictures - taken))
        collecting = self.collector is not None and self.collector.active
        self.capture_button.setEnabled(not collecting)
        self.capture_button.setDefault(step.kind in ("empty", "face") and not collecting)
        self.back_button.setEnabled(self.index > 0 and not self.busy and not collecting)
        last_face = self.index == len(self.steps) - 2
        if step.kind == "build":
            self.next_button.setText(self.tr("Finish"))
            self.next_button.setEnabled(self.profile is not None and not self.busy)
            self.next_button.setDefault(self.profile is not None)
            self.retake_button.setDefault(self.retake_button.isVisible())
        else:
            self.next_button.setText(self.tr("Check the pictures") if last_face
                                     else self.tr("Next"))
            self.next_button.setEnabled(self.is_complete(step) and not collecting)
            self.next_button.setDefault(step.kind == "intro")

    # -- capturing ----------------------------------------------------------------------
    def capture(self) -> None:
        """Take this step's next picture(s) from the camera."""
        step = self.step
        if step.kind not in ("empty", "face") or (self.collector and self.collector.active):
            return
        # Capturing a complete step again starts it over (once the new picture is in).
        again = self.is_complete(step)
        # A face picture is the average of a few frames (less of a webcam's noise); the
        # empty tray's frames stay apart, since their spread measures that noise.
        count = step.pictures if step.kind == "empty" else PICTURE_FRAMES
        self.collector = FrameCollector(self.link, count, skip=0 if step.kind == "empty" else 2,
                                        interval_ms=self.POLL_MS, parent=self)
        self.collector.done.connect(lambda frames, s=step: self._captured(s, frames, again))
        self.collector.failed.connect(self._capture_failed)
        self.collector.start()
        self.progress.setText(self.tr("Capturing…"))
        self._update_buttons()

    def _captured(self, step: Step, frames: list[Image], again: bool) -> None:
        if step.kind == "face":
            frames = [still_picture(frames)]
        if again:
            self.pictures[step.label] = []
        taken = self.pictures.setdefault(step.label, [])
        start = len(taken)
        taken.extend(frames)
        names = {capture_name(self.die, step.label, start + i): f for i, f in enumerate(frames)}
        self._submit("write", _write_pictures, self.folder / CAPTURES, names,
                     not self._cleared)
        self._cleared = True
        self.collector = None
        log.info("calibration: %d picture(s) for %s", len(frames), step.label)
        self._update_buttons()
        if step is self.step and self.is_complete(step) and step.kind == "face":
            self.next_button.setFocus()

    def _capture_failed(self, message: str) -> None:
        log.warning("calibration capture failed: %s", message)
        self.collector = None
        self._update_buttons()
        self.progress.setText(message)

    def _on_status(self, status: CameraStatus) -> None:
        live = status.state is CameraState.LIVE
        self.preview.set_message("" if live else status_text(status, self.link))

    # -- building -----------------------------------------------------------------------
    def names(self) -> dict[str, list[str]]:
        """How build errors name each picture: "Chaos picture 2"."""
        return {label: [f"{english_face_title(self.die, label)} picture {i + 1}"
                        for i in range(len(frames))]
                for label, frames in self.pictures.items() if label != "empty"}

    def _start_build(self) -> None:
        missing = [s.title for s in self.steps if not self.is_complete(s)]
        if missing:
            self._show_result(self.tr("Pictures missing: {steps}.").format(
                steps=", ".join(missing)), "warn")
            return
        self.busy = True
        self.profile = None
        self._show_result(self.tr("Building and checking the profile…"), "")
        faces = {k: list(v) for k, v in self.pictures.items() if k != "empty"}
        self._submit("build", _build, list(self.pictures["empty"]), faces, self.names(),
                     self.die, self.folder)
        self._update_buttons()

    def _show_result(self, text: str, tone: str) -> None:
        self.result_label.setText(text)
        self.result_label.setProperty("tone", tone)
        self.result_label.style().unpolish(self.result_label)
        self.result_label.style().polish(self.result_label)

    def _retake_step(self, message: str) -> int:
        """The step a build error points at (the face it names first), else the empty tray."""
        low = message.lower()
        best: tuple[int, int] | None = None
        for i, step in enumerate(self.steps):
            if step.kind != "face":
                continue
            label = re.escape(step.label)
            pattern = (rf"\b{label} (?:sample|pips?\b|picture)" if self.die == "d6"
                       else rf"\b{label}\b")
            found = re.search(pattern, low)
            if found and (best is None or found.start() < best[0]):
                best = (found.start(), i)
        return best[1] if best is not None else 1

    # -- worker jobs ----------------------------------------------------------------------
    def _submit(self, kind: str, fn: Callable[..., Any], *args: Any) -> None:
        future = self._pool.submit(fn, *args)

        def report(done: Future[Any]) -> None:  # the worker thread: queued to the GUI
            self._job_done.emit(kind, done)

        future.add_done_callback(report)

    def _on_job(self, kind: str, future: Future[Any]) -> None:
        if kind == "write":
            try:
                future.result()
            except OSError as exc:
                log.warning("calibration pictures not kept: %s", exc)
                self.progress.setText(self.tr("The pictures couldn't be kept: {why}").format(
                    why=exc))
            return
        self._on_built(future)

    def _on_built(self, future: Future[Any]) -> None:
        self.busy = False
        try:
            profile, check = future.result()
        except CalibrationError as exc:
            log.info("calibration failed: %s", exc)
            self._retake_to = self._retake_step(str(exc))
            self._show_result(self.tr("The profile can't be trusted yet: {why}\n\nYour "
                                      "pictures are kept in {folder}.").format(
                                          why=exc, folder=self.folder / CAPTURES), "warn")
            self.retake_button.setText(self.tr("Retake: {step}").format(
                step=self.steps[self._retake_to].title))
            self.retake_button.show()
        except OSError as exc:
            log.warning("calibration profile not saved: %s", exc)
            self._show_result(self.tr("The profile couldn't be saved in {folder}: {why}").format(
                folder=self.folder, why=exc), "warn")
        except Exception as exc:  # a bug, not the pictures: say so rather than hang
            log.exception("calibration build failed")
            self._show_result(self.tr("Building the profile failed unexpectedly: {why}").format(
                why=exc), "warn")
        else:
            self.profile, self.check = profile, check
            summary = profile_summary(profile)
            x, y, w, h = summary["tray"]
            if check.guess_only:
                head = self.tr(
                    "⚠ Saved, but with it the camera can only guess: the table confirms "
                    "every roll. To fix it: {why}").format(why=check.guess_only)
                tone = "warn"
            else:
                head = self.tr("✓ The profile reads all %n of its pictures correctly.", "",
                               len(check.results))
                tone = "ok"
            self._show_result(head + "\n" + self.tr(
                "Saved as “{name}” in {folder}.\nTray at {x},{y}, {w}×{h} px · die side {side} "
                "px · {ink}.\n\nPress Finish: the camera reads rolls with it.").format(
                    name=self.folder.name, folder=self.folder, x=x, y=y, w=w, h=h,
                    side=summary["die_side"], ink=summary["ink"]), tone)
            log.info("calibration saved in %s", self.folder)
            self.saved.emit(profile)
        self._update_buttons()

    def done(self, result: int) -> None:  # a Qt override: every way of closing
        if self.collector is not None:
            self.collector.stop()
        self._pool.shutdown(wait=True, cancel_futures=False)
        super().done(result)
