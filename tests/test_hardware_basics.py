"""Die readings, the face map and frame sources (no rendering needed)."""

from __future__ import annotations

import threading
from pathlib import Path

import cv2
import numpy as np
import pytest

from engine.domain import DieFace, RollSource
from hardware.camera.sources import (
    Frame,
    ImageSequenceSource,
    IteratorSource,
    LatestFrameGrabber,
    SourceError,
    open_source,
)
from hardware.face_map import FaceMap, FaceMapError
from hardware.readings import DieReading, ReadingStatus


def test_default_face_map_follows_the_planar_die() -> None:
    m = FaceMap()
    assert [m.face(p) for p in range(1, 7)] == [
        DieFace.PLANESWALKER, DieFace.BLANK, DieFace.BLANK, DieFace.BLANK, DieFace.BLANK,
        DieFace.CHAOS]
    assert FaceMap.parse("1=planeswalker,6=chaos") == m
    assert FaceMap.parse(" 3=PW , 4=chaos ").text() == "3=planeswalker,4=chaos"


@pytest.mark.parametrize(("text", "needle"), [
    ("1=planeswalker", "exactly one planeswalker and one chaos"),
    ("1=planeswalker,2=planeswalker,6=chaos", "exactly one"),
    ("7=planeswalker,6=chaos", "1-6"),
    ("x=planeswalker,6=chaos", "not a pip value"),
    ("1=walker,6=chaos", "not planeswalker, chaos or blank"),
    ("1planeswalker", "should look like"),
    ("1=planeswalker,1=chaos", "twice"),
])
def test_bad_face_maps_are_refused_with_the_part_named(text: str, needle: str) -> None:
    with pytest.raises(FaceMapError, match=needle):
        FaceMap.parse(text)


def test_reading_values_are_checked() -> None:
    r = DieReading(DieFace.CHAOS, RollSource.CAMERA, 0.97, ReadingStatus.OK, 12, 0.4)
    assert r.as_json() == {"face": "chaos", "status": "ok", "confidence": 0.97,
                           "frame": 12, "t": 0.4}
    cocked = DieReading(None, RollSource.CAMERA, 0.9, ReadingStatus.COCKED)
    assert cocked.as_json()["face"] is None
    with pytest.raises(ValueError, match="needs a face"):
        DieReading(None, RollSource.CAMERA, 0.5, ReadingStatus.UNSURE)
    with pytest.raises(ValueError, match="confidence"):
        DieReading(DieFace.BLANK, RollSource.CAMERA, 1.5, ReadingStatus.OK)


def _write_images(folder: Path, count: int) -> None:
    for i in range(count):
        image = np.full((40, 60, 3), i * 10, np.uint8)
        cv2.imwrite(str(folder / f"frame_{i:03d}.png"), image)


def test_image_sequence_is_timed_by_index(tmp_path: Path) -> None:
    _write_images(tmp_path, 4)
    source = open_source(str(tmp_path))
    frames = [source.read() for _ in range(5)]
    assert [f.index for f in frames if f] == [0, 1, 2, 3]
    assert frames[3] is not None and frames[3].t == pytest.approx(3 / 30)
    assert frames[4] is None
    glob_source = open_source(str(tmp_path / "frame_00[12].png"))
    assert isinstance(glob_source, ImageSequenceSource)


def test_unknown_and_unreadable_sources_are_refused(tmp_path: Path) -> None:
    with pytest.raises(SourceError, match="not a camera index"):
        open_source(str(tmp_path / "nothing-here"))
    (tmp_path / "broken.png").write_bytes(b"not a png")
    source = open_source(str(tmp_path / "broken.png"))
    with pytest.raises(SourceError, match="not an image"):
        source.read()


def _frames(count: int) -> list[Frame]:
    return [Frame(np.zeros((8, 8, 3), np.uint8), i, i / 30) for i in range(count)]


def test_grabber_hands_a_recording_over_frame_by_frame() -> None:
    grabber = LatestFrameGrabber(IteratorSource(iter(_frames(50)), description="rec")).start()
    seen = []
    while not grabber.done:
        frame = grabber.get(timeout=1.0)
        if frame is not None:
            seen.append(frame.index)
    grabber.stop()
    assert seen == list(range(50))
    assert grabber.dropped == 0


def test_grabber_keeps_only_the_newest_frame_of_a_live_source() -> None:
    release = threading.Event()

    class Live:
        description = "live"
        live = True

        def __init__(self) -> None:
            self.i = 0

        def read(self) -> Frame | None:
            if self.i >= 20:
                release.set()
                return None
            self.i += 1
            return _frames(20)[self.i - 1]

        def close(self) -> None:
            pass

    grabber = LatestFrameGrabber(Live()).start()
    assert release.wait(2.0)
    frame = grabber.get(timeout=1.0)
    grabber.stop()
    assert frame is not None and frame.index == 19  # the stale ones were never queued
    assert grabber.dropped == 19


def test_grabber_reports_a_failing_source() -> None:
    class Unplugged:
        description = "camera 7"
        live = True

        def read(self) -> Frame | None:
            raise SourceError("camera 7 stopped delivering frames (unplugged?)")

        def close(self) -> None:
            pass

    grabber = LatestFrameGrabber(Unplugged()).start()
    assert grabber.get(timeout=1.0) is None
    for _ in range(50):
        if grabber.done:
            break
        grabber.get(timeout=0.1)
    grabber.stop()
    assert grabber.done and grabber.error is not None
    assert "unplugged" in str(grabber.error)
