"""Frame sources: a camera index, a video file or an image sequence, behind one interface.

A source is named by a short string, like die sources are named by URL in pyserial's way:
``0`` or ``camera:0`` is a camera, an existing file is a video, a folder or a glob is an image
sequence, and ``synthetic:seed=3`` is the rendered test tray (for demos without a camera).

Every frame carries its own timestamp (the camera's buffer time, the video's position, or
index / fps for images), so recorded video behaves like live and nothing reads the wall
clock to time a roll.
"""

from __future__ import annotations

import glob
import logging
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

import cv2
import numpy as np

from hardware.camera.arrays import Image, u8

log = logging.getLogger(__name__)

IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".bmp", ".tif", ".tiff")


class SourceError(RuntimeError):
    """A source that can't be opened or has stopped delivering (unplugged, unreadable)."""


@dataclass(frozen=True, slots=True)
class Frame:
    """One BGR frame, its index in the stream and its timestamp in seconds."""

    image: Image = field(repr=False)
    index: int
    t: float


class FrameSource(Protocol):
    """Anything that yields frames. `read` returns None at the end of a recording and raises
    `SourceError` when a live device is gone."""

    description: str
    live: bool
    """A live source drops stale frames (only the newest matters); a recording does not."""

    def read(self) -> Frame | None: ...

    def close(self) -> None: ...


class CameraSource:
    """A camera by index, through OpenCV. Timestamps are the driver's buffer times when it
    gives them, else the injected monotonic clock at grab time."""

    live = True

    def __init__(self, index: int, *, width: int = 1280, height: int = 720,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.description = f"camera {index}"
        self._clock = clock
        # OpenCV warns on stderr on every failed open; the reader reports it once, itself.
        cv2.utils.logging.setLogLevel(cv2.utils.logging.LOG_LEVEL_ERROR)
        self._cap = cv2.VideoCapture(index)
        if not self._cap.isOpened():
            raise SourceError(f"camera {index} can't be opened (unplugged, or used by "
                              "another program?)")
        self._cap.set(cv2.CAP_PROP_FRAME_WIDTH, width)
        self._cap.set(cv2.CAP_PROP_FRAME_HEIGHT, height)
        # Drivers queue frames; a one-frame queue keeps what we read close to now.
        self._cap.set(cv2.CAP_PROP_BUFFERSIZE, 1)
        self._index = 0
        self._last_t = -1.0

    def read(self) -> Frame | None:
        ok, image = self._cap.read()
        if not ok or image is None:
            raise SourceError(f"{self.description} stopped delivering frames (unplugged?)")
        t = float(self._cap.get(cv2.CAP_PROP_POS_MSEC)) / 1000.0
        if t <= self._last_t or t <= 0.0:
            t = self._clock()
        self._last_t = t
        frame = Frame(np.ascontiguousarray(image), self._index, t)
        self._index += 1
        return frame

    def close(self) -> None:
        self._cap.release()


class VideoFileSource:
    """A recorded video; timestamps come from the container's frame positions."""

    live = False

    def __init__(self, path: Path) -> None:
        self.description = f"video {path}"
        self._cap = cv2.VideoCapture(str(path))
        if not self._cap.isOpened():
            raise SourceError(f"{path} is not a video OpenCV can read")
        fps = float(self._cap.get(cv2.CAP_PROP_FPS))
        self._fps = fps if fps > 0 else 30.0
        self._index = 0

    def read(self) -> Frame | None:
        pos_ms = float(self._cap.get(cv2.CAP_PROP_POS_MSEC))
        ok, image = self._cap.read()
        if not ok or image is None:
            return None
        t = pos_ms / 1000.0 if pos_ms > 0 or self._index == 0 else self._index / self._fps
        frame = Frame(np.ascontiguousarray(image), self._index, t)
        self._index += 1
        return frame

    def close(self) -> None:
        self._cap.release()


class ImageSequenceSource:
    """Image files in name order, timed as a recording at `fps`."""

    live = False

    def __init__(self, paths: list[Path], *, fps: float = 30.0, description: str = "") -> None:
        if not paths:
            raise SourceError(f"no images in {description or 'the sequence'}")
        self.description = description or f"{len(paths)} images"
        self._paths = paths
        self._fps = fps
        self._index = 0

    def read(self) -> Frame | None:
        if self._index >= len(self._paths):
            return None
        path = self._paths[self._index]
        image = cv2.imread(str(path), cv2.IMREAD_COLOR)
        if image is None:
            raise SourceError(f"{path} is not an image OpenCV can read")
        frame = Frame(u8(image), self._index, self._index / self._fps)
        self._index += 1
        return frame

    def close(self) -> None:
        self._index = len(self._paths)


class IteratorSource:
    """Frames from an iterator (the synthetic tray, tests). Optionally paced like a camera."""

    def __init__(self, frames: Iterator[Frame], *, description: str, live: bool = False,
                 fps: float = 30.0, sleep: Callable[[float], None] = time.sleep) -> None:
        self.description = description
        self.live = live
        self._frames = frames
        self._period = 1.0 / fps
        self._sleep = sleep

    def read(self) -> Frame | None:
        if self.live:
            self._sleep(self._period)
        return next(self._frames, None)

    def close(self) -> None:
        self._frames = iter(())


def _synthetic(options: str) -> FrameSource:
    from hardware.camera.synthetic import Conditions, SyntheticTray

    params: dict[str, str] = {}
    for part in filter(None, options.split(",")):
        key, _, value = part.partition("=")
        params[key.strip()] = value.strip()
    unknown = set(params) - {"seed", "die", "conditions", "width", "height", "live"}
    if unknown:
        raise SourceError(f"synthetic source: unknown option(s) {', '.join(sorted(unknown))}")
    try:
        tray = SyntheticTray(
            int(params.get("seed", "1")),
            width=int(params.get("width", "640")),
            height=int(params.get("height", "480")),
            die=params.get("die", "planar"),
            conditions=Conditions(params.get("conditions", "clean")),
        )
    except ValueError as exc:
        raise SourceError(f"synthetic source: {exc}") from None
    frames = tray.endless_frames(cocked_rate=0.03, hand_rate=0.1)
    return IteratorSource(frames, description=f"synthetic tray (seed {params.get('seed', '1')})",
                          live=params.get("live", "1") != "0")


def open_source(spec: str) -> FrameSource:
    """Open a source by name; raises SourceError with what was tried."""
    text = spec.strip()
    if text.startswith("synthetic"):
        return _synthetic(text.partition(":")[2])
    camera = text.removeprefix("camera://").removeprefix("camera:")
    if camera.isdigit():
        return CameraSource(int(camera))
    path = Path(text).expanduser()
    if path.is_dir():
        files = sorted(p for p in path.iterdir() if p.suffix.lower() in IMAGE_SUFFIXES)
        return ImageSequenceSource(files, description=f"images in {path}")
    if any(ch in text for ch in "*?["):
        files = sorted(Path(p) for p in glob.glob(text)
                       if Path(p).suffix.lower() in IMAGE_SUFFIXES)
        return ImageSequenceSource(files, description=f"images matching {text}")
    if path.is_file():
        if path.suffix.lower() in IMAGE_SUFFIXES:
            return ImageSequenceSource([path], description=str(path))
        return VideoFileSource(path)
    raise SourceError(f"{spec!r} is not a camera index, a video file, an image folder or glob, "
                      "or synthetic:seed=N")


class LatestFrameGrabber:
    """Reads a source on its own thread.

    For a live source only the newest frame is kept: a frame not yet taken is replaced by
    a newer one (counted in `dropped`), so a slow consumer never works on stale frames. A
    recording is handed over frame by frame instead, so results don't depend on speed.
    `get` never blocks longer than its timeout.
    """

    def __init__(self, source: FrameSource) -> None:
        self.source = source
        self.dropped = 0
        self.error: SourceError | None = None
        self.finished = False
        self._slot: Frame | None = None
        self._cond = threading.Condition()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name=f"grab {source.description}",
                                        daemon=True)

    def start(self) -> LatestFrameGrabber:
        self._thread.start()
        return self

    def _run(self) -> None:
        try:
            while not self._stop.is_set():
                frame = self.source.read()
                if frame is None:
                    break
                with self._cond:
                    if not self.source.live:
                        # A recording: wait for the consumer rather than drop.
                        while self._slot is not None and not self._stop.is_set():
                            self._cond.wait(0.1)
                    elif self._slot is not None:
                        self.dropped += 1
                    self._slot = frame
                    self._cond.notify_all()
        except SourceError as exc:
            log.warning("%s: %s", self.source.description, exc)
            self.error = exc
        finally:
            with self._cond:
                self.finished = True
                self._cond.notify_all()

    def get(self, timeout: float) -> Frame | None:
        """The newest frame not yet taken, or None after `timeout` seconds or at the end."""
        with self._cond:
            if self._slot is None and not self.finished:
                self._cond.wait(timeout)
            frame, self._slot = self._slot, None
            self._cond.notify_all()
            return frame

    @property
    def done(self) -> bool:
        """The source ended or failed, and every frame it delivered has been taken."""
        with self._cond:
            return self.finished and self._slot is None

    def stop(self) -> None:
        self._stop.set()
        with self._cond:
            self._cond.notify_all()
        self._thread.join(timeout=2.0)
        self.source.close()
