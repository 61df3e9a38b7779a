"""The camera page: what the camera sees, with the reader's overlay, in letters big enough to
read from across the table.

`PreviewWidget` paints a `Preview` (a small BGR picture from the reader's thread) and its
overlay: the tray, the die's box (green lying flat, orange cocked), what the reader is doing,
the last reading and how long the vision took. `CameraPage` is the window around it.
"""

from __future__ import annotations

import logging
from typing import Any

import numpy as np
from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from desktop.dialogs.placement import fit_and_centre
from desktop.dice.camera_link import CameraLink
from desktop.table.die_panel import face_name
from hardware.camera.pipeline import WatchState
from hardware.camera.reader import CameraState, CameraStatus, Preview
from hardware.readings import DieReading, ReadingStatus

log = logging.getLogger(__name__)

TRAY_COLOUR = QColor("#e0b341")
KIND_COLOURS = {"die": QColor("#3ddc84"), "cocked": QColor("#ff9f1a"),
                "hand": QColor("#ff5c5c")}
OTHER_COLOUR = QColor("#b0b8c8")
BANNER = QColor(0, 0, 0, 170)
STATE_TONES = {CameraState.LIVE: "ok", CameraState.UNPLUGGED: "warn",
               CameraState.ENDED: "warn"}


translate = QCoreApplication.translate
"""Called by this name, so lupdate extracts each text (context first)."""


def reading_status_name(status: ReadingStatus) -> str:
    """How far a reading is trusted, in the table's language ("ok", "unsure")."""
    return {ReadingStatus.OK: translate("CameraPage", "ok"),
            ReadingStatus.UNSURE: translate("CameraPage", "unsure"),
            ReadingStatus.COCKED: translate("CameraPage", "cocked")}[status]


def watch_state_name(state: WatchState | None) -> str:
    """The preview's state line (the reader's `state_label`, in the table's language)."""
    return {
        WatchState.WAITING: translate("CameraPage", "Waiting for a roll"),
        WatchState.ROLLING: translate("CameraPage", "Rolling…"),
        WatchState.SETTLING: translate("CameraPage", "Reading the die…"),
        None: translate("CameraPage", "Not calibrated"),
    }[state]


def reading_text(reading: DieReading | None) -> str:
    """The last reading in words: "Chaos · ok · 97%", "Cocked — roll again"."""
    if reading is None:
        return translate("CameraPage", "No roll read yet")
    if reading.status is ReadingStatus.COCKED or reading.face is None:
        return translate("CameraPage", "Cocked — roll again")
    face = face_name(reading.face.value)
    if reading.pips is not None:
        # A plural through the class's tr: lupdate reads a count only there.
        face = CameraPage.tr("{face} (%n pip(s))", "", reading.pips).format(face=face)
    return (f"{face} · {reading_status_name(reading.status)} · "
            f"{round(reading.confidence * 100)}%")


def status_text(status: CameraStatus, link: CameraLink | None = None) -> str:
    """The camera's status for players. With the ``link``, a camera that can't be opened
    and never was is "not found", not "unplugged" (review defect 25)."""
    if link is not None and status.state is CameraState.UNPLUGGED and link.never_found():
        return QCoreApplication.translate("CameraPage", "No camera found at {source}").format(
            source=link.source)
    return {
        CameraState.CONNECTING: translate("CameraPage", "Connecting to the camera…"),
        CameraState.LIVE: translate("CameraPage", "Camera live"),
        CameraState.UNPLUGGED: translate("CameraPage", "Camera unplugged — reconnecting…"),
        CameraState.ENDED: translate("CameraPage", "The recording has ended"),
        CameraState.STOPPED: translate("CameraPage", "Camera off"),
    }[status.state]


class PreviewWidget(QWidget):
    """The newest preview, scaled to fit, with its overlay painted over it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cameraPreview")
        self.setMinimumSize(320, 240)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.preview: Preview | None = None
        self.idle_label = translate("CameraPage", "Preview only (not calibrated)")
        """The state line when the reader has no profile (nothing to read rolls with)."""
        self.message = translate("CameraPage", "Waiting for the camera…")
        """Shown over the picture while the camera isn't live (or before the first one)."""
        self._pixels: np.ndarray | None = None  # keeps the QImage's memory alive
        self._image: QImage | None = None

    def set_preview(self, preview: Preview) -> None:
        pixels = np.ascontiguousarray(preview.image)
        height, width = pixels.shape[:2]
        self._pixels = pixels
        self._image = QImage(pixels.data, width, height, pixels.strides[0],
                             QImage.Format.Format_BGR888)
        self.preview = preview
        self.update()

    def set_message(self, text: str) -> None:
        if text != self.message:
            self.message = text
            self.update()

    def image_rect(self) -> QRectF:
        """Where the picture is drawn: as large as fits, centred, aspect kept."""
        if self._image is None:
            return QRectF(self.rect())
        w, h = self._image.width(), self._image.height()
        k = min(self.width() / w, self.height() / h)
        return QRectF((self.width() - w * k) / 2, (self.height() - h * k) / 2, w * k, h * k)

    def to_widget(self, x: float, y: float) -> QPointF:
        """A point in full-frame pixels (the overlay's) to widget pixels."""
        rect = self.image_rect()
        preview = self.preview
        if preview is None or self._image is None:
            return QPointF(x, y)
        k = rect.width() / self._image.width() * preview.scale
        return QPointF(rect.x() + x * k, rect.y() + y * k)

    # -- painting ------------------------------------------------------------------------
    def paintEvent(self, event: Any) -> None:  # a Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.fillRect(self.rect(), QColor("#000000"))
        unit = max(14.0, min(self.width(), self.height()) / 20)
        if self._image is not None and self.preview is not None:
            painter.drawImage(self.image_rect(), self._image)
            self._paint_overlay(painter, self.preview, unit)
        message = self.message or ("" if self._image is not None
                                   else translate("CameraPage", "Waiting for a picture…"))
        if message:
            self._paint_message(painter, message, unit)
        painter.end()

    def _paint_overlay(self, painter: QPainter, preview: Preview, unit: float) -> None:
        overlay = preview.overlay
        if overlay is not None:
            x, y, w, h = overlay.tray
            pen = QPen(TRAY_COLOUR, max(2.0, unit / 8), Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(QRectF(self.to_widget(x, y), self.to_widget(x + w, y + h)))
            if overlay.die_box is not None:
                colour = KIND_COLOURS.get(overlay.die_kind, OTHER_COLOUR)
                points = [self.to_widget(float(px), float(py)) for px, py in overlay.die_box]
                painter.setPen(QPen(colour, max(3.0, unit / 5)))
                painter.drawPolygon(QPolygonF(points))
                top = min(points, key=lambda p: p.y())
                self._text(painter, overlay.die_kind or "?", unit * 0.7,
                           QPointF(top.x(), top.y() - unit * 0.3), colour, centre=True)
            state = watch_state_name(overlay.state)
            if overlay.hand:
                state += " · " + translate("CameraPage", "hand in the tray")
            last = reading_text(overlay.last)
        else:
            state, last = self.idle_label, ""
        rect = self.image_rect()
        band = unit * 1.7
        painter.fillRect(QRectF(rect.x(), rect.y(), rect.width(), band), BANNER)
        self._text(painter, state, unit, QPointF(rect.x() + unit * 0.5, rect.y() + band * 0.68),
                   QColor("#ffffff"))
        if overlay is not None:  # without a profile nothing is analysed
            ms = preview.frame_ms
            timing = translate("CameraPage", "{ms} ms/frame").format(
                ms=f"{ms:.1f}" if ms < 10 else f"{ms:.0f}")
            self._text(painter, timing, unit * 0.7,
                       QPointF(rect.right() - unit * 0.5, rect.y() + band * 0.68),
                       QColor("#d0d6e0"), right=True)
        if last:
            bottom = rect.bottom() - band
            painter.fillRect(QRectF(rect.x(), bottom, rect.width(), band), BANNER)
            self._text(painter, translate("CameraPage", "Last roll: {roll}").format(roll=last),
                       unit,
                       QPointF(rect.x() + unit * 0.5, bottom + band * 0.68), QColor("#ffffff"))

    def _paint_message(self, painter: QPainter, message: str, unit: float) -> None:
        rect = self.image_rect()
        if self._image is not None:
            painter.fillRect(rect, QColor(0, 0, 0, 140))
        font = QFont(painter.font())
        font.setPixelSize(round(unit * 1.1))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(rect.adjusted(unit, unit, -unit, -unit),
                         Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, message)

    @staticmethod
    def _text(painter: QPainter, text: str, size: float, at: QPointF, colour: QColor, *,
              right: bool = False, centre: bool = False) -> None:
        font = QFont(painter.font())
        font.setPixelSize(max(10, round(size)))
        font.setBold(True)
        painter.setFont(font)
        width = painter.fontMetrics().horizontalAdvance(text)
        x = at.x() - width if right else at.x() - width / 2 if centre else at.x()
        painter.setPen(colour)
        painter.drawText(QPointF(x, at.y()), text)


class CameraPage(QDialog):
    """What the camera sees, its status, and the way to calibration. Not modal: it can
    stay open beside the table while the game goes on."""

    calibrate_requested = Signal()

    def __init__(self, link: CameraLink, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.link = link
        self.setWindowTitle(self.tr("Camera"))
        self.status_label = QLabel("")
        self.status_label.setObjectName("cameraStatus")
        self.status_label.setWordWrap(True)
        self.detail_label = QLabel("")
        self.detail_label.setObjectName("muted")
        self.detail_label.setWordWrap(True)
        self.preview = PreviewWidget()
        self.calibrate_button = QPushButton(self.tr("Calibrate…"))
        self.calibrate_button.clicked.connect(self.calibrate_requested.emit)
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.close)
        buttons = QHBoxLayout()
        buttons.addWidget(self.calibrate_button)
        buttons.addStretch(1)
        buttons.addWidget(close)
        box = QVBoxLayout(self)
        box.addWidget(self.status_label)
        box.addWidget(self.detail_label)
        box.addWidget(self.preview, 1)
        box.addLayout(buttons)
        self.setStyleSheet("""
            QLabel#cameraStatus { font-size: 26px; font-weight: bold; }
            QLabel#cameraStatus[tone="ok"] { color: #67c08a; }
            QLabel#cameraStatus[tone="warn"] { color: #e0604f; }
        """)
        link.preview.connect(self.preview.set_preview)
        link.status.connect(self.show_status)
        self.note = ""
        self.show_status(link.last_status)
        if link.last_preview is not None:
            self.preview.set_preview(link.last_preview)
        fit_and_centre(self, parent, QSize(960, 760))

    def set_note(self, text: str) -> None:
        """Why rolls are or aren't read (preview only, not calibrated...), under the status."""
        self.note = text
        self.show_status(self.link.last_status)

    def show_status(self, status: CameraStatus) -> None:
        self.status_label.setText(status_text(status, self.link))
        tone = STATE_TONES.get(status.state, "")
        if self.status_label.property("tone") != tone:
            self.status_label.setProperty("tone", tone)
            self.status_label.style().unpolish(self.status_label)
            self.status_label.style().polish(self.status_label)
        detail = status.message
        self.detail_label.setText(f"{self.note}\n{detail}" if self.note else detail)
        live = status.state is CameraState.LIVE
        self.preview.set_message("" if live else status_text(status))
