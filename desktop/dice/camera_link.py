"""The camera reader, seen from the GUI thread: its callbacks re-emitted as Qt signals.

`CameraReader` calls back on its worker thread. `CameraLink` turns each callback into a
signal; the receivers are widgets on the GUI thread, so Qt queues the delivery. Previews are
coalesced: at most one is waiting for the GUI at any time (a slow screen skips pictures
instead of piling them up). Callbacks of a reader that has been stopped or replaced are
dropped, so nothing arrives from an old camera after a restart.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from desktop.dice.reader_link import ReaderLink
from desktop.keep_aside import keep_aside
from hardware.camera.profile import PROFILE_FILE, CalibrationProfile, ProfileError
from hardware.camera.reader import CameraReader, CameraState, CameraStatus, Preview
from hardware.camera.sources import Frame
from hardware.face_map import FaceMap

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
    file = folder / PROFILE_FILE
    try:
        profile = CalibrationProfile.load(folder)
    except ProfileError as exc:
        if not file.exists():  # not calibrated yet: nothing to keep aside
            log.warning("camera profile not used: %s", exc)
            return None, str(exc)
        # a damaged profile is kept aside, so the next start doesn't trip on it again
        aside = keep_aside(file, exc)
        return None, aside.message(
            QCoreApplication.translate("CameraLink", "The profile {name!r}").format(
                name=folder.name),
            QCoreApplication.translate("CameraLink", "calibrate the camera again"))
    if profile.die != die:
        log.warning("camera profile not used: %s was calibrated for a %s die, not a %s die",
                    folder, profile.die, die)
        dice = {"planar": QCoreApplication.translate("CameraLink", "planar die"),
                "d6": QCoreApplication.translate("CameraLink", "ordinary d6")}
        why = QCoreApplication.translate(
            "CameraLink", "{folder} was calibrated for a different die ({found}, not {wanted})"
            ).format(folder=folder, found=dice.get(profile.die, profile.die),
                     wanted=dice.get(die, die))
        return None, why
    return profile, None


class CameraLink(ReaderLink):
    """Owns one `CameraReader` at a time (see `ReaderLink`), and coalesces its previews."""

    preview = Signal(object)
    """A `Preview`: a small picture and its overlay, a few times a second."""
    _preview_ready = Signal(object)
    what = "camera"

    def __init__(self, parent: QObject | None = None, *,
                 reader_factory: ReaderFactory = CameraReader,
                 reader_options: dict[str, Any] | None = None) -> None:
        super().__init__(CameraStatus(CameraState.STOPPED, "camera off"), parent)
        self._factory = reader_factory
        self._options = dict(reader_options or {})
        self._pending: Preview | None = None
        self._preview_queued = False
        self.source = ""
        self._found: set[str] = set()
        """Sources that have been live: one failing now is unplugged, not missing."""
        self.profile: CalibrationProfile | None = None
        self.last_preview: Preview | None = None
        self._preview_ready.connect(self._relay_preview)

    def start(self, source: str, profile: CalibrationProfile | None,
              face_map: FaceMap | None = None) -> None:
        """Start reading ``source`` (stopping any reader first). Without a profile the
        reader only previews, for calibration."""
        self.stop()
        self.source, self.profile = source, profile
        self.last_preview = None

        def make(on_reading: Callable[[Any], None], on_status: Callable[[Any], None],
                 holder: list[Any]) -> CameraReader:
            def on_preview(value: Preview) -> None:  # worker thread
                with self._lock:
                    if self._reader is not holder[0]:
                        return
                    self._pending = value
                    if self._preview_queued:
                        return  # one already waits for the GUI: it will take this newer one
                    self._preview_queued = True
                self._preview_ready.emit(holder[0])

            return self._factory(source, profile, face_map=face_map, on_reading=on_reading,
                                 on_status=on_status, on_preview=on_preview, **self._options)

        self._begin(make, f"{source} ("
                          f"{'reading rolls' if profile is not None else 'preview only'})")

    def never_found(self) -> bool:
        """The current source has never been live (no camera was ever there)."""
        return self.source not in self._found

    def _publish_status(self, value: Any) -> None:
        if isinstance(value, CameraStatus) and value.state is CameraState.LIVE:
            self._found.add(self.source)
        super()._publish_status(value)

    def _forget(self) -> None:
        self._pending = None
        self._preview_queued = False

    def _stopped_status(self) -> CameraStatus:
        return CameraStatus(CameraState.STOPPED, "camera off")

    def latest_frame(self) -> Frame | None:
        """The newest full-size frame, or None (no reader, or no frame yet)."""
        reader = self._reader
        return reader.latest_frame() if reader is not None else None

    # -- GUI thread ------------------------------------------------------------------------
    def _relay_preview(self, reader: object) -> None:
        with self._lock:
            if reader is not self._reader:
                return
            value, self._pending = self._pending, None
            self._preview_queued = False
        if value is not None:
            self.last_preview = value
            self.preview.emit(value)
