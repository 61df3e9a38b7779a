"""The camera reader, seen from the GUI thread: its callbacks re-emitted as Qt signals.

`CameraReader` calls back on its worker thread. `CameraLink` turns each callback into a
signal; the receivers are widgets on the GUI thread, so Qt queues the delivery. Previews are
coalesced: at most one is waiting for the GUI at any time (a slow screen skips pictures
instead of piling them up). Callbacks of a reader that has been stopped or replaced are
dropped, so nothing arrives from an old camera after a restart.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from hardware.camera.profile import CalibrationProfile, ProfileError
from hardware.camera.reader import CameraReader, CameraState, CameraStatus, Preview
from hardware.camera.sources import Frame
from hardware.face_map import FaceMap
from hardware.readings import DieReading

log = logging.getLogger(__name__)

PROFILES_FOLDER = "camera-profiles"
ReaderFactory = Callable[..., CameraReader]
"""`CameraReader` or anything called like it (tests pass a fake)."""


def profile_folder(config_dir: Path, name: str) -> Path:
    """Where the calibration profile ``name`` lives: ``<config>/camera-profiles/<name>/``."""
    return config_dir / PROFILES_FOLDER / name


def load_profile(folder: Path, die: str) -> tuple[CalibrationProfile | None, str | None]:
    """The profile in ``folder`` for a ``die`` die, or None and why it can't be used."""
    if not folder.exists():
        log.info("no camera profile in %s yet", folder)
        return None, f"{folder} doesn't exist yet: calibrate the camera"
    try:
        profile = CalibrationProfile.load(folder)
    except ProfileError as exc:
        log.warning("camera profile not used: %s", exc)
        return None, str(exc)
    if profile.die != die:
        why = f"{folder} was calibrated for a {profile.die} die, not a {die} die"
        log.warning("camera profile not used: %s", why)
        return None, why
    return profile, None


class CameraLink(QObject):
    """Owns one `CameraReader` at a time; start, stop and restart it from the GUI thread.

    The public signals are emitted on the GUI thread: the reader's worker emits private
    signals (queued to this object), and each is passed on only if it comes from the
    current reader."""

    reading = Signal(object)
    """A `DieReading`, one per roll (only with a profile)."""
    status = Signal(object)
    """A `CameraStatus` whenever the link to the camera changes."""
    preview = Signal(object)
    """A `Preview`: a small picture and its overlay, a few times a second."""
    _reading_from = Signal(object, object)
    _status_from = Signal(object, object)
    _preview_ready = Signal(object)

    def __init__(self, parent: QObject | None = None, *,
                 reader_factory: ReaderFactory = CameraReader,
                 reader_options: dict[str, Any] | None = None) -> None:
        super().__init__(parent)
        self._factory = reader_factory
        self._options = dict(reader_options or {})
        self._reader: CameraReader | None = None
        self._lock = threading.Lock()
        self._pending: Preview | None = None
        self._preview_queued = False
        self.source = ""
        self.profile: CalibrationProfile | None = None
        self.last_status = CameraStatus(CameraState.STOPPED, "camera off")
        self.last_preview: Preview | None = None
        self._reading_from.connect(self._relay_reading)
        self._status_from.connect(self._relay_status)
        self._preview_ready.connect(self._relay_preview)

    @property
    def running(self) -> bool:
        return self._reader is not None

    def start(self, source: str, profile: CalibrationProfile | None,
              face_map: FaceMap | None = None) -> None:
        """Start reading ``source`` (stopping any reader first). Without a profile the
        reader only previews, for calibration."""
        self.stop()
        self.source, self.profile = source, profile
        self.last_preview = None
        holder: list[CameraReader] = []

        def on_reading(value: DieReading) -> None:  # worker thread
            self._reading_from.emit(holder[0], value)

        def on_status(value: CameraStatus) -> None:  # worker thread
            self._status_from.emit(holder[0], value)

        def on_preview(value: Preview) -> None:  # worker thread
            with self._lock:
                if self._reader is not holder[0]:
                    return
                self._pending = value
                if self._preview_queued:
                    return  # one already waits for the GUI: it will take this newer one
                self._preview_queued = True
            self._preview_ready.emit(holder[0])

        reader = self._factory(source, profile, face_map=face_map, on_reading=on_reading,
                               on_status=on_status, on_preview=on_preview, **self._options)
        holder.append(reader)
        with self._lock:
            self._reader = reader
        log.info("camera link: starting %s (%s)", source,
                 "reading rolls" if profile is not None else "preview only")
        self._publish_status(reader.status)
        reader.start()

    def stop(self) -> None:
        """Stop the reader (waits a moment for its thread); nothing arrives from it after."""
        with self._lock:
            reader, self._reader = self._reader, None
            self._pending = None
            self._preview_queued = False
        if reader is None:
            return
        reader.stop()
        if reader.running:
            log.warning("the camera reader for %s did not stop in time", self.source)
        log.info("camera link: stopped %s", self.source)
        self._publish_status(CameraStatus(CameraState.STOPPED, "camera off"))

    def latest_frame(self) -> Frame | None:
        """The newest full-size frame, or None (no reader, or no frame yet)."""
        reader = self._reader
        return reader.latest_frame() if reader is not None else None

    # -- GUI thread ------------------------------------------------------------------------
    def _publish_status(self, value: CameraStatus) -> None:
        self.last_status = value
        self.status.emit(value)

    def _relay_reading(self, reader: object, value: DieReading) -> None:
        if reader is self._reader:
            self.reading.emit(value)
        else:
            log.info("dropped a reading from a stopped camera reader: %s", value)

    def _relay_status(self, reader: object, value: CameraStatus) -> None:
        if reader is self._reader:
            self._publish_status(value)

    def _relay_preview(self, reader: object) -> None:
        with self._lock:
            if reader is not self._reader:
                return
            value, self._pending = self._pending, None
            self._preview_queued = False
        if value is not None:
            self.last_preview = value
            self.preview.emit(value)
