"""`calibrate --from-crops` and `classify`: the public command-line contract."""

from __future__ import annotations

import io
import json
import shutil
from pathlib import Path

import cv2
import pytest

from bench.camera_photos import upper_bound
from hardware.camera.__main__ import main
from hardware.camera.crop_profile import FACE_PROFILE_FILE
from hardware.camera.synthetic_photos import Light, PhotoSession

SEED = 11  # tuning seed (< 1,000)


@pytest.fixture(scope="module")
def crops(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, PhotoSession]:
    base = tmp_path_factory.mktemp("crops")
    session = PhotoSession(SEED, "d6", Light.CLEAN)
    session.write_crops(base / "calibration", per_face=8)
    profile = base / "profile"
    assert main(["calibrate", "--from-crops", str(base / "calibration"), "--out",
                 str(profile)], stdout=io.StringIO()) == 0
    return base, profile, session


def test_calibrate_from_crops_infers_the_die_and_writes_a_profile(
        crops: tuple[Path, Path, PhotoSession]) -> None:
    _, profile, _ = crops
    data = json.loads((profile / FACE_PROFILE_FILE).read_text())
    assert data["die"] == "d6" and sorted(data["photos"]) == ["1", "2", "3", "4", "5", "6"]
    assert all(len(v) == 8 for v in data["photos"].values())


def test_classify_prints_one_json_line_per_image_in_order(
        crops: tuple[Path, Path, PhotoSession], tmp_path: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    _, profile, session = crops
    images = []
    truth = []
    for face in ("1", "6", "3"):
        photo = session.photo(face, 500)
        path = tmp_path / f"{face}.jpg"
        cv2.imwrite(str(path), photo.image)
        images.append(str(path))
        truth.append(face)
    broken = tmp_path / "broken.jpg"
    broken.write_bytes(b"not a picture")
    images.insert(1, str(broken))
    out = io.StringIO()
    assert main(["classify", "--profile", str(profile), "--die", "d6", "--face-map",
                 "1=planeswalker,6=chaos", "--json", *images], stdout=out) == 0
    lines = [json.loads(line) for line in out.getvalue().splitlines()]
    assert [line["image"] for line in lines] == images
    assert all(set(line) == {"image", "face", "status", "confidence", "pips"}
               for line in lines)
    assert lines[1]["status"] == "no_die" and lines[1]["face"] is None
    assert "broken.jpg" in capsys.readouterr().err
    expected = {"1": "planeswalker", "6": "chaos", "3": "blank"}
    for line, face in zip([lines[0], *lines[2:]], truth, strict=True):
        assert line["status"] in ("ok", "unsure")
        if line["status"] == "ok":
            assert line["face"] == expected[face] and line["pips"] == int(face)
            assert 0.5 <= line["confidence"] <= 1.0


def test_classify_without_json_prints_a_readable_line(
        crops: tuple[Path, Path, PhotoSession], tmp_path: Path) -> None:
    _, profile, session = crops
    path = tmp_path / "two.png"
    cv2.imwrite(str(path), session.photo("2", 501).image)
    out = io.StringIO()
    assert main(["classify", "--profile", str(profile), str(path)], stdout=out) == 0
    assert out.getvalue().startswith(f"{path}: ") and "blank" in out.getvalue()


def test_a_refused_calibration_exits_1_naming_face_and_photo(
        crops: tuple[Path, Path, PhotoSession], tmp_path: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    base, _, _ = crops
    folder = tmp_path / "few"
    shutil.copytree(base / "calibration", folder)
    for extra in sorted((folder / "4").iterdir())[2:]:
        extra.unlink()
    assert main(["calibrate", "--from-crops", str(folder), "--out",
                 str(tmp_path / "p")]) == 1
    err = capsys.readouterr().err
    assert "4: only 2 photos" in err and not (tmp_path / "p").exists()


def test_a_photo_in_the_wrong_folder_is_named(
        crops: tuple[Path, Path, PhotoSession], tmp_path: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    base, _, _ = crops
    folder = tmp_path / "mislabelled"
    shutil.copytree(base / "calibration", folder)
    shutil.copy(folder / "5" / "IMG_0003.jpg", folder / "4" / "IMG_0099.jpg")
    assert main(["calibrate", "--from-crops", str(folder), "--out",
                 str(tmp_path / "p")]) == 1
    assert "4/IMG_0099.jpg: read confidently as 5" in capsys.readouterr().err


def test_watch_refuses_a_crop_only_profile_in_one_sentence(
        crops: tuple[Path, Path, PhotoSession], capsys: pytest.CaptureFixture[str]) -> None:
    base, profile, _ = crops
    assert main(["watch", "--source", str(base / "calibration" / "1"), "--profile",
                 str(profile)]) == 2
    assert "calibrated from cropped photos and knows no tray" in capsys.readouterr().err


def test_a_hostile_face_profile_is_refused(crops: tuple[Path, Path, PhotoSession],
                                           tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    _, profile, _ = crops
    folder = tmp_path / "hostile"
    shutil.copytree(profile, folder)
    data = json.loads((folder / FACE_PROFILE_FILE).read_text())
    data["photos"]["1"][0] = "../../etc/passwd"
    (folder / FACE_PROFILE_FILE).write_text(json.dumps(data))
    assert main(["classify", "--profile", str(folder), "--json", "x.png"]) == 2
    assert "outside the profile's folder" in capsys.readouterr().err
    data["die_side"] = float("nan")
    (folder / FACE_PROFILE_FILE).write_text(json.dumps(data))
    assert main(["classify", "--profile", str(folder), "--json", "x.png"]) == 2


def test_the_wrong_among_ok_bound_is_the_rule_of_three_for_no_failures() -> None:
    assert upper_bound(0, 3000) == pytest.approx(1 - 0.05 ** (1 / 3000), rel=1e-3)
    assert 0.0009 < upper_bound(0, 3000) < 0.0011
    assert upper_bound(2, 100) > upper_bound(0, 100)


def test_the_photo_bench_reports_real_sessions_separately(
        crops: tuple[Path, Path, PhotoSession], tmp_path: Path) -> None:
    from bench.camera_photos import run_real

    base, _, _ = crops
    second = tmp_path / "session2"
    PhotoSession(SEED, "d6", Light.ONE_SIDED).write_crops(second, per_face=2, start=600)
    figures = run_real([base / "calibration", second])
    assert figures.material == "real" and figures.calibrations == 2
    assert figures.total.total > 0 and figures.read_ms
    text = "\n".join(figures.lines())
    assert "wrong among ok:" in text and "reliability" in text and "ms per read" in text
    wrong, ok, bound = figures.wrong_among_ok
    assert 0 <= wrong <= ok and 0.0 < bound <= 1.0


def test_an_old_profile_without_face_photos_must_be_calibrated_again_for_classify(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from hardware.camera.profile import CalibrationProfile, load_calibration_folder
    from hardware.camera.synthetic import Conditions, SyntheticTray

    SyntheticTray(3, conditions=Conditions.CLEAN).write_calibration_folder(
        tmp_path / "pics", per_face=3, empty=3)
    assert main(["calibrate", "--from-folder", str(tmp_path / "pics"), "--out",
                 str(tmp_path / "old")], stdout=io.StringIO()) == 0
    (tmp_path / "old" / FACE_PROFILE_FILE).unlink(missing_ok=True)
    assert load_calibration_folder(tmp_path / "pics")[3] == "planar"
    assert CalibrationProfile.load(tmp_path / "old").faces is None  # still loads for watch
    assert main(["classify", "--profile", str(tmp_path / "old"), "x.png"]) == 2
    assert "calibrate again" in capsys.readouterr().err


def test_a_photo_the_profile_leaves_out_is_named_with_what_to_change(
        crops: tuple[Path, Path, PhotoSession], tmp_path: Path,
        caplog: pytest.LogCaptureFixture) -> None:
    # `calibrate --from-crops` checks the profile itself, so the photos left out of it
    # (here one taken from farther away) were never told to the player.
    base, _, _ = crops
    folder = tmp_path / "farther"
    shutil.copytree(base / "calibration", folder)
    photo = sorted((folder / "3").iterdir())[0]
    image = cv2.imread(str(photo))
    cv2.imwrite(str(photo), cv2.resize(image, None, fx=0.7, fy=0.7,
                                       interpolation=cv2.INTER_AREA))
    caplog.set_level("WARNING")
    assert main(["calibrate", "--from-crops", str(folder), "--out", str(tmp_path / "p")],
                stdout=io.StringIO()) == 0
    said = [r.getMessage() for r in caplog.records if "left out" in r.getMessage()]
    assert len(said) == 1 and f"left out 3/{photo.name}: the die looks 7" in said[0]
    assert said[0].endswith("keep the camera's height and zoom the same for every photo")
