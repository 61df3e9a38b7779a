"""`python -m hardware.camera` (calibrate, watch) and the threaded reader's reconnects."""

from __future__ import annotations

import io
import json
import shutil
import subprocess
import sys
import threading
from pathlib import Path

import cv2
import pytest

from engine.domain import DieFace
from hardware.camera.__main__ import main
from hardware.camera.profile import CalibrationProfile, ProfileError
from hardware.camera.reader import CameraReader, CameraState, CameraStatus, Preview
from hardware.camera.sources import FrameSource, IteratorSource, SourceError
from hardware.camera.synthetic import Conditions, SyntheticTray
from hardware.readings import DieReading, ReadingStatus

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def recorded(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, list[DieFace]]:
    """A calibration folder and a recorded session of 4 rolls as numbered images."""
    base = tmp_path_factory.mktemp("camera")
    tray = SyntheticTray(6, conditions=Conditions.CLEAN)
    tray.write_calibration_folder(base / "calibration", per_face=3, empty=5)
    faces = [DieFace.CHAOS, DieFace.BLANK, DieFace.PLANESWALKER, DieFace.BLANK]
    folder = base / "recording"
    folder.mkdir()
    index = 0
    for _ in range(5):
        cv2.imwrite(str(folder / f"f{index:05d}.png"), tray.empty_frame())
        index += 1
    for face in faces:
        frames, _ = tray.roll(face)
        for frame in frames:
            cv2.imwrite(str(folder / f"f{index:05d}.png"), frame.image)
            index += 1
    return base / "calibration", folder, faces


def test_calibrate_from_folder_then_watch_prints_one_json_line_per_roll(
        recorded: tuple[Path, Path, list[DieFace]], tmp_path: Path) -> None:
    calibration, recording, faces = recorded
    out = io.StringIO()
    assert main(["calibrate", "--from-folder", str(calibration), "--out",
                 str(tmp_path / "die")], stdout=out) == 0
    summary = json.loads(out.getvalue())
    assert summary["die"] == "planar" and summary["samples"]["chaos"] == 3
    # watch runs as the real command: a subprocess, stdout holding only JSON lines.
    done = subprocess.run(
        [sys.executable, "-m", "hardware.camera", "watch", "--source", str(recording),
         "--profile", str(tmp_path / "die"), "--json"],
        cwd=ROOT, capture_output=True, text=True, timeout=120, check=True)
    lines = [json.loads(line) for line in done.stdout.splitlines()]
    assert [line["face"] for line in lines] == [f.value for f in faces]
    for line in lines:
        assert set(line) == {"face", "status", "confidence", "frame", "t"}
        assert line["status"] == "ok" and 0.0 < line["confidence"] <= 1.0
        assert line["t"] == pytest.approx(line["frame"] / 30, abs=1e-3)
    assert "ended" in done.stderr


def test_command_line_errors_are_clear_and_write_nothing(tmp_path: Path) -> None:
    stderr = io.StringIO()
    out = io.StringIO()
    sys_stderr, sys.stderr = sys.stderr, stderr
    try:
        code = main(["watch", "--source", "0", "--profile", str(tmp_path / "missing"),
                     "--json"], stdout=out)
        assert code == 2 and "calibrate first" in stderr.getvalue()
        (tmp_path / "empty").mkdir()
        code = main(["calibrate", "--from-folder", str(tmp_path / "empty"), "--out",
                     str(tmp_path / "die")], stdout=out)
        assert code == 2 and "no calibration pictures" in stderr.getvalue()
        assert not (tmp_path / "die").exists()
    finally:
        sys.stderr = sys_stderr
    assert out.getvalue() == ""


def test_interactive_calibration_keeps_the_pictures(tmp_path: Path) -> None:
    tray = SyntheticTray(8, conditions=Conditions.CLEAN)
    pictures = tmp_path / "camera-feed"
    pictures.mkdir()
    shots = [tray.empty_frame() for _ in range(5)]
    for face in (DieFace.PLANESWALKER, DieFace.CHAOS, DieFace.BLANK):
        shots += [tray.still_frame(face) for _ in range(3)]
    for i, shot in enumerate(shots):
        cv2.imwrite(str(pictures / f"{i:03d}.png"), shot)
    out = io.StringIO()
    answers = io.StringIO("\n" * 10)
    assert main(["calibrate", "--source", str(pictures), "--out", str(tmp_path / "die")],
                stdin=answers, stdout=out) == 0
    assert "Empty the tray" in out.getvalue() and "PLANESWALKER" in out.getvalue()
    kept = sorted(p.name for p in (tmp_path / "die" / "captures").iterdir())
    assert "empty_0.png" in kept and "chaos_2.png" in kept and len(kept) == 14
    CalibrationProfile.load(tmp_path / "die")


def test_reader_survives_an_unplugged_camera_and_reconnects(
        recorded: tuple[Path, Path, list[DieFace]], tmp_path: Path) -> None:
    calibration, _, _ = recorded
    main(["calibrate", "--from-folder", str(calibration), "--out", str(tmp_path / "die")],
         stdout=io.StringIO())
    profile = CalibrationProfile.load(tmp_path / "die")
    tray = SyntheticTray(6, conditions=Conditions.CLEAN)
    attempts = []

    def opener(spec: str) -> FrameSource:
        attempts.append(spec)
        if len(attempts) < 3:
            raise SourceError("camera 0 can't be opened (unplugged?)")
        frames, _ = tray.session(2)
        return IteratorSource(frames, description="replugged camera", live=False)

    statuses: list[CameraStatus] = []
    readings: list[DieReading] = []
    previews: list[Preview] = []
    ended = threading.Event()

    def on_status(status: CameraStatus) -> None:
        statuses.append(status)
        if status.state is CameraState.ENDED:
            ended.set()

    reader = CameraReader("0", profile, on_reading=readings.append, on_status=on_status,
                          on_preview=previews.append, reconnect_every=0.01,
                          opener=opener).start()
    assert ended.wait(60)
    reader.stop()
    states = [s.state for s in statuses]
    assert states[0] is CameraState.UNPLUGGED and "unplugged" in statuses[0].message
    assert CameraState.LIVE in states and states[-1] is CameraState.ENDED
    assert len(readings) == 2 and all(r.status is ReadingStatus.OK for r in readings)
    assert previews and previews[-1].overlay is not None
    assert previews[-1].image.shape[1] <= 640


@pytest.mark.allow_error_logs
def test_reader_reports_a_broken_consumer_and_keeps_reading(
        recorded: tuple[Path, Path, list[DieFace]], tmp_path: Path,
        caplog: pytest.LogCaptureFixture) -> None:
    calibration, _, _ = recorded
    main(["calibrate", "--from-folder", str(calibration), "--out", str(tmp_path / "die")],
         stdout=io.StringIO())
    profile = CalibrationProfile.load(tmp_path / "die")
    tray = SyntheticTray(6, conditions=Conditions.CLEAN)
    seen: list[DieReading] = []
    ended = threading.Event()

    def broken(reading: DieReading) -> None:
        seen.append(reading)
        raise RuntimeError("the consumer fell over")

    def opener(spec: str) -> FrameSource:
        return IteratorSource(tray.session(2)[0], description="rec")

    reader = CameraReader("rec", profile, on_reading=broken, opener=opener,
                          on_status=lambda s: ended.set() if s.state is CameraState.ENDED
                          else None).start()
    assert ended.wait(60)
    reader.stop()
    assert len(seen) == 2  # the second reading still came
    assert "callback failed" in caplog.text


@pytest.fixture(scope="module")
def calibrated(recorded: tuple[Path, Path, list[DieFace]],
               tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A profile folder made once from the recorded calibration pictures."""
    out = tmp_path_factory.mktemp("calibrated") / "die"
    main(["calibrate", "--from-folder", str(recorded[0]), "--out", str(out)],
         stdout=io.StringIO())
    return out


@pytest.mark.parametrize("hostile", ["NaN", "0", "-3", "1e400", "9" * 5000, "[" * 5000])
def test_a_profile_with_an_impossible_die_size_is_refused(calibrated: Path, tmp_path: Path,
                                                          hostile: str) -> None:
    # A NaN die size used to stop the reader's thread; 0 made it read nothing, silently.
    folder = tmp_path / "die"
    shutil.copytree(calibrated, folder)
    CalibrationProfile.load(folder)  # as calibrated, it loads
    path = folder / "profile.json"
    text = path.read_text(encoding="utf-8")
    size = json.loads(text)["die_side"]
    path.write_text(text.replace(f'"die_side": {size}', f'"die_side": {hostile}'),
                    encoding="utf-8")
    with pytest.raises(ProfileError, match=r"profile\.json (is damaged|can't be read)"):
        CalibrationProfile.load(folder)
