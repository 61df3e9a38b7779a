"""The camera die reader: capture and vision on a worker thread, results by callback.

The worker opens the source, keeps only the newest frame (see `LatestFrameGrabber`), feeds
the roll watcher and calls back with readings, status changes and (every few frames) a
small preview. A camera that is unplugged or stops delivering is reported and reopened
every `reconnect_every` seconds. Callbacks run on the worker thread; the app turns them
into Qt signals. Nothing here blocks the caller: `start` and `stop` return at once (stop
waits at most a moment for the thread).
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TypeVar

import cv2
import numpy as np
from numpy.typing import NDArray

from hardware.camera.pipeline import Overlay, RollWatcher, WatchState
from hardware.camera.profile import CalibrationProfile
from hardware.camera.sources import Frame, FrameSource, LatestFrameGrabber, SourceError, open_source
from hardware.face_map import FaceMap
from hardware.readings import DieReading

log = logging.getLogger(__name__)
T = TypeVar("T")

STALL_SECONDS = 3.0
"""A live camera silent this long counts as unplugged."""


class CameraState(StrEnum):
    """The link to the camera, as the player sees it."""

    CONNECTING = "connecting"
    """Opening the camera."""
    LIVE = "live"
    """Frames arrive and are read."""
    UNPLUGGED = "unplugged"
    """The camera can't be opened or stopped delivering; retrying. Enter rolls by hand."""
    ENDED = "ended"
    """A recording (video or pictures) has been read to its end."""
    STOPPED = "stopped"
    """The reader was stopped."""


@dataclass(frozen=True, slots=True)
class CameraStatus:
    state: CameraState
    message: str


@dataclass(frozen=True, slots=True)
class Preview:
    """A reduced copy of a frame and what to draw over it (in the copy's pixels)."""

    image: NDArray[np.uint8] = field(repr=False)
    scale: float
    overlay: Overlay | None
    frame: int
    t: float
    frame_ms: float
    """How long the vision took on this frame."""


def _ignore(_: object) -> None:
    return None


class CameraReader:
    """Reads rolls from a camera source on its own thread."""

    def __init__(self, source: str, profile: CalibrationProfile | None, *,
                 face_map: FaceMap | None = None,
                 on_reading: Callable[[DieReading], None] = _ignore,
                 on_status: Callable[[CameraStatus], None] = _ignore,
                 on_preview: Callable[[Preview], None] | None = None,
                 preview_every: int = 2, preview_width: int = 640,
                 reconnect_every: float = 1.0,
                 opener: Callable[[str], FrameSource] = open_source,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.source_spec = source
        self.profile = profile
        self.face_map = face_map or FaceMap()
        self._on_reading = on_reading
        self._on_status = on_status
        self._on_preview = on_preview
        self._preview_every = max(1, preview_every)
        self._preview_width = preview_width
        self._reconnect_every = reconnect_every
        self._opener = opener
        self._clock = clock
        self._stop = threading.Event()
        self._latest: Frame | None = None
        self._lock = threading.Lock()
        self._thread = threading.Thread(target=self._run, name="camera reader", daemon=True)
        self.status = CameraStatus(CameraState.CONNECTING, f"opening {source}")

    def start(self) -> CameraReader:
        self._thread.start()
        return self

    def stop(self, timeout: float = 2.0) -> None:
        self._stop.set()
        self._thread.join(timeout)

    @property
    def running(self) -> bool:
        return self._thread.is_alive()

    def latest_frame(self) -> Frame | None:
        """The newest frame seen (for calibration captures), or None."""
        with self._lock:
            return self._latest

    # -- worker -------------------------------------------------------------------------------

    def _report(self, callback: Callable[[T], None], value: T) -> None:
        try:
            callback(value)
        except Exception:  # a broken consumer must not kill the camera thread
            log.exception("camera reader callback failed")

    def _set_status(self, state: CameraState, message: str) -> None:
        if self.status.state is state and self.status.message == message:
            return
        self.status = CameraStatus(state, message)
        log.info("camera %s: %s", state.value, message)
        self._report(self._on_status, self.status)

    def _run(self) -> None:
        # Vision is tuned and measured on one core (bench.camera). OpenCV's own worker
        # threads would compete with the table's window on a small machine, and the camera
        # tracking's sums would then depend on how the work was split.
        cv2.setNumThreads(1)
        watcher = RollWatcher(self.profile, face_map=self.face_map) if self.profile else None
        try:
            while not self._stop.is_set():
                try:
                    source = self._opener(self.source_spec)
                except SourceError as exc:
                    self._set_status(CameraState.UNPLUGGED, f"{exc}; retrying")
                    self._stop.wait(self._reconnect_every)
                    continue
                ended = self._read(source, watcher)
                if ended:
                    self._set_status(CameraState.ENDED, f"{source.description} ended")
                    return
                if not self._stop.is_set():
                    self._stop.wait(self._reconnect_every)
        finally:
            if self.status.state is not CameraState.ENDED:
                self._set_status(CameraState.STOPPED, "camera reader stopped")

    def _read(self, source: FrameSource, watcher: RollWatcher | None) -> bool:
        """Reads until the source ends (True) or fails or the reader stops (False)."""
        grabber = LatestFrameGrabber(source).start()
        self._set_status(CameraState.LIVE, f"reading {source.description}")
        last_frame_at = self._clock()
        count = 0
        notice: str | None = None
        try:
            while not self._stop.is_set():
                frame = grabber.get(timeout=0.25)
                if frame is None:
                    if grabber.done:
                        if grabber.error is not None:
                            self._set_status(CameraState.UNPLUGGED,
                                             f"{grabber.error}; enter rolls by hand, retrying")
                            return False
                        return True
                    if source.live and self._clock() - last_frame_at > STALL_SECONDS:
                        self._set_status(CameraState.UNPLUGGED,
                                         f"{source.description} sends no frames; retrying")
                        return False
                    continue
                last_frame_at = self._clock()
                with self._lock:
                    self._latest = frame
                started = time.perf_counter()
                if watcher is not None:
                    try:
                        reading = watcher.feed(frame)
                    except ValueError as exc:
                        # A frame the profile can't read (size changed): say so, don't guess.
                        self._set_status(CameraState.UNPLUGGED, str(exc))
                        return False
                    if reading is not None:
                        self._report(self._on_reading, reading)
                    if watcher.notice != notice:
                        # Why nothing is read (two dice, a knocked camera): the status says.
                        notice = watcher.notice
                        self._set_status(CameraState.LIVE,
                                         notice or f"reading {source.description}")
                elapsed = (time.perf_counter() - started) * 1000.0
                count += 1
                if self._on_preview is not None and count % self._preview_every == 0:
                    self._report(self._on_preview, self._preview(frame, watcher, elapsed))
            return False
        finally:
            grabber.stop()

    def _preview(self, frame: Frame, watcher: RollWatcher | None, elapsed: float) -> Preview:
        image = frame.image
        scale = min(1.0, self._preview_width / image.shape[1])
        if scale < 1.0:
            size = (round(image.shape[1] * scale), round(image.shape[0] * scale))
            small = cv2.resize(image, size, interpolation=cv2.INTER_AREA)
        else:
            small = image.copy()
        overlay = watcher.overlay() if watcher is not None else None
        return Preview(np.asarray(small, dtype=np.uint8), scale, overlay, frame.index, frame.t,
                       elapsed)


def state_label(state: WatchState | None) -> str:
    """Words for the preview's state line."""
    return {
        WatchState.WAITING: "Waiting for a roll",
        WatchState.ROLLING: "Rolling…",
        WatchState.SETTLING: "Reading the die…",
        None: "Not calibrated",
    }[state]
