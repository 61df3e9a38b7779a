"""The camera in the app (pytest-qt, offscreen): readings become rolls through the bridge,
the unsure dialog, cocked dice, an unplugged camera, the preview, settings and the
calibration wizard. A fake reader (or the real reader on a fake source) drives the link from
its own thread, as a camera would."""

from __future__ import annotations

import functools
import itertools
import json
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import cv2
import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

from desktop.bridge import EngineBridge
from desktop.dialogs.settings import Settings, SettingsDialog, load_settings, save_settings
from desktop.dice import calibration_wizard as wizard_module
from desktop.dice import camera_control
from desktop.dice.calibration_wizard import CalibrationWizard, capture_name, steps_for
from desktop.dice.camera_control import COCKED, NOT_CALIBRATED, UNPLUGGED, CameraController
from desktop.dice.camera_link import CameraLink, profile_folder
from desktop.dice.camera_page import PreviewWidget, reading_text
from desktop.dice.unsure_dialog import UnsureDialog
from desktop.table.die_panel import DiePanel
from desktop.table.log_view import LogView
from desktop.table.main_window import MainWindow
from engine.actions import NewGame
from engine.cards import default_cards
from engine.domain import DieFace, RollSource
from engine.persistence import state_to_json
from hardware.camera.pipeline import (
    CAMERA_KNOCKED,
    DIE_NOT_FOUND,
    DIE_UNREAD,
    TWO_DICE,
    Overlay,
    WatchState,
)
from hardware.camera.reader import CameraReader, CameraState, CameraStatus, Preview
from hardware.camera.sources import Frame, IteratorSource
from hardware.face_map import DEFAULT_FACE_MAP_TEXT
from hardware.readings import DieReading, ReadingStatus

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")

CARDS = default_cards()
QUIET = ["Akoum", "Astral Arena", "Bant", "Celestine Reef", "Esper", "Feeding Grounds",
         "Gavony", "Grixis", "Kessig", "Krosa", "Llanowar", "Naya"]
CAMERA = Settings(die_source="camera", camera_source="fake:0")


def make_bridge() -> EngineBridge:
    """Ann and Bob with quiet unshuffled decks; Ann's turn, Akoum face up."""
    bridge = EngineBridge(CARDS)
    assert bridge.new_game(NewGame(players=("Ann", "Bob"),
                                   decks=(("Ann", tuple(QUIET[:10])), ("Bob", tuple(QUIET[1:11]))),
                                   shuffle=False, starting_player="Ann"))
    return bridge


def rolls(bridge: EngineBridge) -> tuple[Any, ...]:
    assert bridge.game is not None
    return bridge.game.state.rolls


# -- a fake reader: the real one's interface, driven by the test from another thread -----------

class FakeReader:
    def __init__(self, source: str, profile: object, *, face_map: object = None,
                 on_reading: Callable[[DieReading], None],
                 on_status: Callable[[CameraStatus], None],
                 on_preview: Callable[[Preview], None] | None = None, **_: object) -> None:
        self.source, self.profile = source, profile
        self._callbacks = {"reading": on_reading, "status": on_status, "preview": on_preview}
        self.status = CameraStatus(CameraState.CONNECTING, f"opening {source}")
        self.running = False
        self.frame: Frame | None = None

    def start(self) -> FakeReader:
        self.running = True
        return self

    def stop(self, timeout: float = 2.0) -> None:
        self.running = False

    def latest_frame(self) -> Frame | None:
        return self.frame

    def send(self, kind: str, value: object) -> None:
        """Call back from a worker thread, like the camera thread does."""
        callback = self._callbacks[kind]
        assert callback is not None
        worker = threading.Thread(target=callback, args=(value,))
        worker.start()
        worker.join()


class Readers(list[FakeReader]):
    def __call__(self, *args: Any, **kwargs: Any) -> FakeReader:
        reader = FakeReader(*args, **kwargs)
        self.append(reader)
        return reader

    @property
    def current(self) -> FakeReader:
        assert self and self[-1].running
        return self[-1]


def reading(face: DieFace | None, status: ReadingStatus, confidence: float = 0.95
            ) -> DieReading:
    return DieReading(face, RollSource.CAMERA, confidence, status, frame=42, t=1.4)


class Table:
    """A die panel, a log and a camera controller on one bridge, in one window."""

    def __init__(self, qtbot: Any, tmp_path: Path, settings: Settings = CAMERA) -> None:
        self.bridge = make_bridge()
        self.window = QWidget()
        qtbot.addWidget(self.window)
        self.die = DiePanel(self.bridge, self.window)
        self.log = LogView(self.bridge, self.window)
        self.readers = Readers()
        self.messages: list[str] = []
        self.camera = CameraController(self.bridge, self.die, tmp_path, window=self.window,
                                       notify=self.messages.append,
                                       reader_factory=self.readers)
        self.camera.configure(settings)
        self.window.resize(600, 500)
        self.window.show()
        self.qtbot = qtbot

    def send(self, kind: str, value: object) -> None:
        signal = self.camera.link.reading if kind == "reading" else self.camera.link.status
        with self.qtbot.waitSignal(signal, timeout=2000):
            self.readers.current.send(kind, value)

    def close(self) -> None:
        self.camera.shutdown()


@pytest.fixture
def table(qtbot: Any, tmp_path: Path) -> Iterator[Table]:
    t = Table(qtbot, tmp_path)
    yield t
    t.close()


# -- readings -------------------------------------------------------------------------------

def test_an_ok_reading_becomes_a_camera_roll(qtbot: Any, table: Table) -> None:
    assert table.readers.current.source == "fake:0"
    table.send("status", CameraStatus(CameraState.LIVE, "reading fake:0"))
    table.send("reading", reading(DieFace.PLANESWALKER, ReadingStatus.OK, 0.93))

    (roll,) = rolls(table.bridge)
    assert roll.source is RollSource.CAMERA and roll.confidence == pytest.approx(0.93)
    assert roll.face_read is DieFace.PLANESWALKER
    (row,) = table.log.roll_rows()
    assert "camera, confidence 0.93" in row and row.endswith("planeswalker")
    assert table.die.is_animating  # the same spin as any roll
    qtbot.waitUntil(lambda: not table.die.is_animating, timeout=2000)
    assert table.die.result_label.text() == "Planeswalker"
    assert "camera 93%" in table.die.detail_text()
    assert table.die.last_notice == ""


def test_a_refused_reading_shows_why_and_changes_nothing(qtbot: Any, table: Table) -> None:
    table.die.roll_manual(DieFace.CHAOS)  # Akoum's chaos ability waits on the stack
    before = state_to_json(table.bridge.game.state)  # type: ignore[union-attr]
    table.send("reading", reading(DieFace.BLANK, ReadingStatus.OK))

    assert state_to_json(table.bridge.game.state) == before  # type: ignore[union-attr]
    assert table.die.last_notice
    assert table.die.last_notice.startswith(
        "The camera read Blank — nothing changed: 116.2i")


def test_an_unsure_reading_asks_the_table(qtbot: Any, table: Table) -> None:
    table.send("reading", reading(DieFace.CHAOS, ReadingStatus.UNSURE, 0.41))
    assert rolls(table.bridge) == ()
    dialog = table.camera.unsure_dialog
    assert isinstance(dialog, UnsureDialog)
    qtbot.waitUntil(dialog.isVisible)
    assert "The camera isn't sure. It looks like <b>‹Chaos›</b>" in dialog.question.text()
    assert "What does the die show?" in dialog.question.text()
    assert dialog.buttons[DieFace.CHAOS].isDefault()
    assert dialog.focusWidget() is dialog.buttons[DieFace.CHAOS]
    assert dialog.again_button.text() == "Roll again"

    qtbot.mouseClick(dialog.buttons[DieFace.BLANK], Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    (roll,) = rolls(table.bridge)
    assert roll.source is RollSource.MANUAL and roll.face_read is DieFace.BLANK
    assert roll.confidence is None  # a person read it
    assert table.messages == ["The camera wasn't sure (it guessed Chaos, 41%); the table read "
                              "Blank, entered by hand."]


def test_a_newer_reading_replaces_the_question_and_roll_again_enters_nothing(
        qtbot: Any, table: Table) -> None:
    table.send("reading", reading(DieFace.CHAOS, ReadingStatus.UNSURE, 0.4))
    first = table.camera.unsure_dialog
    assert first is not None
    qtbot.waitUntil(first.isVisible)
    table.send("reading", reading(DieFace.PLANESWALKER, ReadingStatus.UNSURE, 0.5))
    second = table.camera.unsure_dialog
    assert second is not None and second is not first
    assert not first.isVisible()
    qtbot.waitUntil(second.isVisible)
    assert second.buttons[DieFace.PLANESWALKER].isDefault()

    qtbot.mouseClick(second.again_button, Qt.MouseButton.LeftButton)
    assert not second.isVisible() and rolls(table.bridge) == ()
    assert table.die.last_notice == "Roll the die again"


def test_a_cocked_die_applies_nothing(qtbot: Any, table: Table) -> None:
    before = state_to_json(table.bridge.game.state)  # type: ignore[union-attr]
    told: list[tuple[str, str]] = []
    table.bridge.notice.connect(lambda text, tone: told.append((text, tone)))
    table.send("reading", reading(None, ReadingStatus.COCKED, 0.9))
    assert state_to_json(table.bridge.game.state) == before  # type: ignore[union-attr]
    assert table.die.last_notice
    assert table.die.last_notice == COCKED == "Cocked die — roll it again"
    assert told == [(COCKED, "warn")]  # the table is told, as a warning


# -- statuses ------------------------------------------------------------------------------

def test_unplugged_camera_falls_back_to_the_buttons(qtbot: Any, table: Table,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    table.send("status", CameraStatus(CameraState.LIVE, "reading fake:0"))
    assert table.die.source_label.text() == f"Die: camera · {NOT_CALIBRATED}"
    # Calibrated from here on.
    monkeypatch.setattr(table.camera, "profile", object())
    table.send("status", CameraStatus(CameraState.LIVE, "reading fake:0"))
    assert table.die.source_label.text() == "Die: camera · Camera live"
    assert table.die.source_label.property("tone") == "ok"

    table.send("status", CameraStatus(CameraState.UNPLUGGED, "camera 0 can't be opened"))
    assert table.die.source_label.text() == f"Die: camera · {UNPLUGGED}"
    assert UNPLUGGED == "Camera unplugged — enter the roll by hand; reconnecting…"
    assert table.die.source_label.property("tone") == "warn"
    assert "can't be opened" in table.die.source_label.toolTip()
    button = table.die.manual_buttons[DieFace.PLANESWALKER]
    assert button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert [r.source for r in rolls(table.bridge)] == [RollSource.MANUAL]

    table.send("status", CameraStatus(CameraState.LIVE, "reading fake:0"))
    assert table.die.source_label.text() == "Die: camera · Camera live"


def test_a_crowded_tray_or_a_knocked_camera_is_said_on_the_die_panel(
        table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    """The watcher refuses a second die and reports a knocked camera (issue 11): the panel
    says why nothing is read, as a warning, and goes back to "live" when all is well."""
    monkeypatch.setattr(table.camera, "profile", object())
    table.send("status", CameraStatus(CameraState.LIVE, TWO_DICE))
    assert table.die.source_label.text() == "Die: camera · Two dice in the tray"
    assert table.die.source_label.toolTip() == TWO_DICE  # the whole sentence
    assert table.die.source_label.property("tone") == "warn"
    table.send("status", CameraStatus(CameraState.LIVE, CAMERA_KNOCKED))
    assert table.die.source_label.text() == "Die: camera · Camera moved"
    assert "keep it steady" in table.die.source_label.toolTip()
    table.send("status", CameraStatus(CameraState.LIVE, "reading fake:0"))
    assert table.die.source_label.text() == "Die: camera · Camera live"
    assert table.die.source_label.property("tone") == "ok"


def test_a_roll_the_camera_lost_is_told_over_the_table_once(
        table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    """A roll that ended with no die found, or a die the camera couldn't read, gives no
    reading (issue 11: it used to say nothing at all). The players waiting for the result
    are told over the table, once, and the die panel's line keeps saying it."""
    monkeypatch.setattr(table.camera, "profile", object())
    told: list[tuple[str, str]] = []
    table.bridge.notice.connect(lambda text, tone: told.append((text, tone)))
    table.send("status", CameraStatus(CameraState.LIVE, "reading fake:0"))
    table.send("status", CameraStatus(CameraState.LIVE, DIE_NOT_FOUND))
    assert told == [(DIE_NOT_FOUND, "warn")]
    assert table.die.source_label.text() == "Die: camera · No die found"
    assert table.die.source_label.property("tone") == "warn"
    assert table.die.source_label.toolTip() == DIE_NOT_FOUND
    table.camera.configure(CAMERA)  # the same status shown again: not told again
    assert len(told) == 1
    table.send("status", CameraStatus(CameraState.LIVE, "reading fake:0"))  # the next roll
    table.send("status", CameraStatus(CameraState.LIVE, DIE_UNREAD))
    assert told[1:] == [(DIE_UNREAD, "warn")]
    assert table.die.source_label.text() == "Die: camera · Die not read"
    # A crowded tray is said on the panel's line only, as before.
    table.send("status", CameraStatus(CameraState.LIVE, TWO_DICE))
    assert len(told) == 2


def test_leaving_the_camera_source_stops_the_reader(qtbot: Any, table: Table) -> None:
    reader = table.readers.current
    table.camera.configure(Settings(die_source="manual"))
    assert not reader.running and not table.camera.link.running
    assert table.camera.link.last_status.state is CameraState.STOPPED
    table.camera.configure(CAMERA)
    assert table.readers.current is not reader


def test_calibration_pauses_the_reading_and_restarts_with_the_new_profile(
        qtbot: Any, table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    wizard = object()
    table.camera.begin_calibration(wizard)
    assert table.readers.current.profile is None
    assert table.die.source_label.text() == (
        "Die: camera · Calibrating the camera — enter rolls by hand")
    table.send("reading", reading(DieFace.CHAOS, ReadingStatus.OK))  # moving the die around
    assert rolls(table.bridge) == ()

    new_profile = object()
    monkeypatch.setattr(camera_control, "load_profile", lambda folder, die: (new_profile, None))
    table.camera.end_calibration(wizard, saved=True)
    assert table.readers.current.profile is new_profile
    assert not table.camera.calibrating


def test_a_calibration_profile_is_loaded_from_the_config_folder(
        qtbot: Any, tmp_path: Path) -> None:
    folder = profile_folder(tmp_path, "default")
    folder.mkdir(parents=True)
    (folder / "profile.json").write_text("{not json", encoding="utf-8")
    t = Table(qtbot, tmp_path)
    try:
        assert t.camera.profile is None
        assert "can't be read" in (t.camera.profile_problem or "")
        assert t.messages and t.messages[0].startswith("The camera calibration can't be used")
        assert t.readers.current.profile is None  # still previews
        assert NOT_CALIBRATED in t.die.source_label.text()
    finally:
        t.close()


# -- the link with the real reader on a fake source -------------------------------------------

def _tray_image(i: int, width: int = 320, height: int = 240) -> np.ndarray:
    image = np.full((height, width, 3), (40, 90, 30), np.uint8)
    cv2.rectangle(image, (20 + i % 50, 60), (60 + i % 50, 100), (230, 230, 230), -1)
    return image


def fake_opener(spec: str) -> IteratorSource:
    frames = (Frame(_tray_image(i), i, i / 100) for i in itertools.count())
    return IteratorSource(frames, description=f"test tray {spec}", live=True, fps=100)


def test_the_link_relays_the_real_reader(qtbot: Any) -> None:
    link = CameraLink(reader_factory=functools.partial(CameraReader, opener=fake_opener))
    statuses: list[CameraState] = []
    link.status.connect(lambda s: statuses.append(s.state))
    try:
        with qtbot.waitSignal(link.preview, timeout=3000) as blocker:
            link.start("tray", None)
        preview = blocker.args[0]
        assert isinstance(preview, Preview) and preview.overlay is None
        assert preview.image.shape == (240, 320, 3)
        assert link.last_status.state is CameraState.LIVE
        assert link.latest_frame() is not None
    finally:
        link.stop()
    assert statuses[0] is CameraState.CONNECTING and statuses[-1] is CameraState.STOPPED
    assert CameraState.LIVE in statuses
    assert link.latest_frame() is None and not link.running
    with qtbot.assertNotEmitted(link.preview, wait=200):
        pass


# -- the preview --------------------------------------------------------------------------------

def test_the_preview_paints_the_overlay(qtbot: Any) -> None:
    widget = PreviewWidget()
    qtbot.addWidget(widget)
    widget.resize(640, 480)
    widget.show()
    widget.set_message("")
    box = np.array([[400, 300], [500, 300], [500, 400], [400, 400]], np.float32)
    last = reading(DieFace.CHAOS, ReadingStatus.OK, 0.97)
    overlay = Overlay(WatchState.WAITING, (40, 40, 1200, 880), box, "die", False, last)
    image = np.full((480, 640, 3), 90, np.uint8)  # frame 1280×960 seen at half size
    widget.set_preview(Preview(image, 0.5, overlay, 7, 0.2, 12.5))
    shot = widget.grab().toImage()
    scale = shot.width() / widget.width()

    def colour(x: float, y: float) -> QColor:
        return shot.pixelColor(round(x * scale), round(y * scale))

    edge = widget.to_widget(450, 300)  # the top edge of the die box
    assert edge.x() == pytest.approx(225) and edge.y() == pytest.approx(150)
    green = colour(edge.x(), edge.y())
    assert green.green() > 180 and green.red() < 120, green.name()
    inside = colour(*(widget.to_widget(450, 350).toTuple()))
    assert inside.name() == "#5a5a5a"  # the picture itself
    left = widget.to_widget(40, 0).x()  # the tray's left side, dashed
    edge_colours = [colour(left, y) for y in range(100, 300, 2)]
    assert sum(c.red() > 200 and c.green() > 150 and c.blue() < 100 for c in edge_colours) > 20
    assert reading_text(last) == "Chaos · ok · 97%"

    widget.set_preview(Preview(image, 0.5, Overlay(WatchState.SETTLING, (40, 40, 1200, 880),
                                                   box, "cocked"), 8, 0.3, 12.0))
    shot = widget.grab().toImage()
    orange = colour(edge.x(), edge.y())
    assert orange.red() > 200 and 100 < orange.green() < 200 and orange.blue() < 80


# -- settings ----------------------------------------------------------------------------------

def test_camera_settings_round_trip(tmp_path: Path) -> None:
    settings = Settings(die_source="camera", camera_source="synthetic:seed=2,rolls=20",
                        camera_die="d6", camera_face_map="3=pw, 4=chaos",
                        camera_profile="kitchen table").checked()
    assert settings.camera_face_map == "3=planeswalker,4=chaos"
    save_settings(tmp_path, settings)
    assert load_settings(tmp_path) == (settings, None)

    # A settings file from before the camera still loads; bad camera values become defaults.
    (tmp_path / "settings.json").write_text(json.dumps({"die_source": "manual"}))
    old, problem = load_settings(tmp_path)
    assert problem is None and old.die_source == "manual"
    assert (old.camera_source, old.camera_die, old.camera_face_map, old.camera_profile) == (
        "0", "planar", DEFAULT_FACE_MAP_TEXT, "default")
    (tmp_path / "settings.json").write_text(json.dumps(
        {"die_source": "camera", "camera_face_map": "1=chaos", "camera_die": "d20",
         "camera_profile": "../../etc", "camera_source": "  "}))
    bad, _ = load_settings(tmp_path)
    assert bad.die_source == "camera"
    assert (bad.camera_source, bad.camera_die, bad.camera_face_map, bad.camera_profile) == (
        "0", "planar", DEFAULT_FACE_MAP_TEXT, "default")


def test_settings_dialog_camera_fields(qtbot: Any) -> None:
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    assert not dialog.camera_source.isEnabled() and not dialog.camera_face_map.isEnabled()
    dialog.die_source.setCurrentIndex(dialog.die_source.findData("camera"))
    assert dialog.die_source.currentText() == "Real die, read by the camera"
    assert dialog.camera_source.isEnabled() and not dialog.camera_face_map.isEnabled()
    dialog.camera_die.setCurrentIndex(dialog.camera_die.findData("d6"))
    assert dialog.camera_face_map.isEnabled()
    dialog.camera_face_map.setText("1=planeswalker")
    assert not dialog.ok_button.isEnabled()
    assert "exactly one planeswalker and one chaos" in dialog.camera_problem.text()
    dialog.camera_face_map.setText("2=planeswalker,5=chaos")
    dialog.camera_source.setText("synthetic:seed=2")
    assert dialog.ok_button.isEnabled()
    got = dialog.settings()
    assert (got.die_source, got.camera_source, got.camera_die, got.camera_face_map) == (
        "camera", "synthetic:seed=2", "d6", "2=planeswalker,5=chaos")


# -- the calibration wizard --------------------------------------------------------------------

class Scene:
    """What the fake camera shows: a list of pictures, cycled, each a new frame."""

    def __init__(self, pictures: list[np.ndarray]) -> None:
        self.pictures = pictures

    def opener(self, spec: str) -> IteratorSource:
        def frames() -> Iterator[Frame]:
            for i in itertools.count():
                pictures = self.pictures
                yield Frame(pictures[i % len(pictures)], i, i / 100)
        return IteratorSource(frames(), description="scene", live=True, fps=100)


def run_wizard(qtbot: Any, tmp_path: Path, pictures: dict[str, list[np.ndarray]], die: str
               ) -> CalibrationWizard:
    """Step through the wizard like a player, showing each face to the fake camera."""
    scene = Scene(pictures["empty"])
    link = CameraLink(reader_factory=functools.partial(CameraReader, opener=scene.opener))
    link.start("scene", None)
    folder = profile_folder(tmp_path, "test")
    wizard = CalibrationWizard(link, die, folder, "test")
    wizard.POLL_MS = 10  # the fake camera gives 100 frames a second
    qtbot.addWidget(wizard)
    wizard.finished.connect(link.stop)
    wizard.show()
    qtbot.waitUntil(lambda: link.latest_frame() is not None, timeout=3000)
    assert wizard.step.kind == "intro"
    wizard.next()
    for step in wizard.steps[1:-1]:
        assert wizard.step is step
        for n in range(1 if step.kind == "empty" else step.pictures):
            scene.pictures = pictures[step.label][n:n + 1] if step.kind == "face" \
                else pictures["empty"]
            qtbot.mouseClick(wizard.capture_button, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda s=step, k=n: len(wizard.pictures.get(s.label, ())) >
                            (k if s.kind == "face" else 0), timeout=3000)
        assert wizard.next_button.isEnabled()
        qtbot.mouseClick(wizard.next_button, Qt.MouseButton.LeftButton)
    assert wizard.step.kind == "build"
    qtbot.waitUntil(lambda: not wizard.busy, timeout=10000)
    return wizard


def test_wizard_capture_build_save(qtbot: Any, tmp_path: Path,
                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """The GUI path with a stand-in builder: every picture kept, the build off the GUI
    thread, the result saved."""
    built: list[tuple[int, dict[str, int], dict[str, list[str]], str]] = []

    class Saved:
        def save(self, folder: Path) -> None:
            folder.mkdir(parents=True, exist_ok=True)
            (folder / "profile.json").write_text("{}")

    def fake_build(empty: list[np.ndarray], faces: dict[str, list[np.ndarray]], *, die: str,
                   names: dict[str, list[str]]) -> tuple[Saved, Any]:
        assert threading.current_thread() is not threading.main_thread()
        built.append((len(empty), {k: len(v) for k, v in faces.items()}, names, die))
        return Saved(), wizard_module.SelfCheck(())

    monkeypatch.setattr(wizard_module, "build_profile", fake_build)
    monkeypatch.setattr(wizard_module, "profile_summary", lambda p: {
        "tray": [1, 2, 3, 4], "die_side": 40.0, "ink": "dark on light"})
    pictures = {"empty": [_tray_image(i) for i in range(5)],
                **{label: [_tray_image(10 * k + n) for n in range(3)]
                   for k, label in enumerate(("planeswalker", "chaos", "blank"))}}
    wizard = run_wizard(qtbot, tmp_path, pictures, "planar")
    with qtbot.waitSignal(wizard.finished, timeout=3000):
        assert wizard.profile is not None
        assert wizard.result_label.property("tone") == "ok"
        assert "Saved as “test”" in wizard.result_label.text()
        assert wizard.next_button.text() == "Finish" and wizard.next_button.isEnabled()
        qtbot.mouseClick(wizard.next_button, Qt.MouseButton.LeftButton)
    (empty, faces, names, die), = built
    assert (empty, faces, die) == (5, {"planeswalker": 3, "chaos": 3, "blank": 3}, "planar")
    assert names["chaos"] == ["Chaos picture 1", "Chaos picture 2", "Chaos picture 3"]
    folder = profile_folder(tmp_path, "test")
    assert (folder / "profile.json").exists()
    kept = sorted(p.name for p in (folder / "captures").iterdir())
    assert kept == sorted([f"empty_{i}.png" for i in range(5)] +
                          [f"{f}_{n}.png" for f in ("planeswalker", "chaos", "blank")
                           for n in range(3)])
    # Each face picture is the one the camera showed when Capture was pressed.
    chaos_1 = cv2.imread(str(folder / "captures" / "chaos_1.png"))
    assert np.array_equal(chaos_1, pictures["chaos"][1])


def test_wizard_failed_build_keeps_the_pictures_and_offers_a_retake(
        qtbot: Any, tmp_path: Path) -> None:
    # No die at all in the face pictures: the real builder refuses and says which.
    pictures = {"empty": [_tray_image(0)] * 5,
                **{label: [_tray_image(0)] * 3 for label in ("planeswalker", "chaos", "blank")}}
    for i in range(5):
        pictures["empty"][i] = np.full((240, 320, 3), (40, 90, 30), np.uint8)
    wizard = run_wizard(qtbot, tmp_path, pictures, "planar")
    assert wizard.profile is None
    assert wizard.result_label.property("tone") == "warn"
    assert "can't be trusted yet" in wizard.result_label.text()
    assert "pictures are kept" in wizard.result_label.text()
    assert wizard.retake_button.isVisible()
    assert not wizard.next_button.isEnabled()
    assert len(list((profile_folder(tmp_path, "test") / "captures").iterdir())) == 14
    qtbot.mouseClick(wizard.retake_button, Qt.MouseButton.LeftButton)
    assert wizard.step.kind in ("empty", "face")
    wizard.reject()


def test_wizard_with_the_synthetic_tray(qtbot: Any, tmp_path: Path) -> None:
    """The real builder on rendered pictures: the profile is saved and loads back."""
    synthetic = pytest.importorskip("hardware.camera.synthetic",
                                    reason="the synthetic tray renderer isn't there yet")
    from hardware.camera.profile import CalibrationError, CalibrationProfile, build_profile

    frames = synthetic.SyntheticTray(4).calibration_frames()
    faces = {k: v for k, v in frames.items() if k != "empty"}
    try:
        build_profile(frames["empty"], faces)
    except CalibrationError as exc:
        pytest.skip(f"the vision can't calibrate synthetic seed 4 today: {exc}")
    wizard = run_wizard(qtbot, tmp_path, frames, "planar")
    assert wizard.profile is not None, wizard.result_label.text()
    profile = CalibrationProfile.load(profile_folder(tmp_path, "test"))
    assert profile.die == "planar"
    wizard.accept()


def test_steps_and_capture_names_for_a_d6(qapp: Any) -> None:
    steps = steps_for("d6")
    assert [s.kind for s in steps] == ["intro", "empty", *["face"] * 6, "build"]
    assert [s.title for s in steps[2:4]] == ["1 pip face up", "2 pips face up"]
    assert capture_name("d6", "4", 2) == "pips_4_2.png"
    assert capture_name("planar", "empty", 0) == "empty_0.png"
    assert capture_name("planar", "chaos", 1) == "chaos_1.png"


def test_retake_goes_to_the_face_a_build_error_names_first(qtbot: Any) -> None:
    wizard = CalibrationWizard(CameraLink(), "planar", Path("unused"))
    qtbot.addWidget(wizard)
    titles = [wizard.steps[wizard._retake_step(m)].title for m in (
        "Chaos picture 2: expected one die lying flat in the tray; saw cocked",
        "chaos sample 1 was read as planeswalker; planeswalker sample 2 was read as blank",
        "the symbols barely differ from the die's body: more light")]
    assert titles == ["Chaos face up", "Chaos face up", "The empty tray"]


# -- the main window ----------------------------------------------------------------------------

def test_main_window_camera_page_and_calibration(qtbot: Any, tmp_path: Path) -> None:
    readers = Readers()
    win = MainWindow(make_bridge(), CAMERA, _store(tmp_path), tmp_path, camera_reader=readers)
    qtbot.addWidget(win)
    win.resize(1400, 850)
    win.show()
    assert win.die_panel.camera_button.isVisible()
    reader = readers.current
    assert reader.profile is None and NOT_CALIBRATED in win.die_panel.source_text()

    qtbot.mouseClick(win.die_panel.camera_button, Qt.MouseButton.LeftButton)
    page = win.camera_page
    assert page is not None and page.isVisible()
    assert "Not calibrated" in page.detail_label.text()
    with qtbot.waitSignal(win.camera_controller().link.status):  # a camera was there...
        reader.send("status", CameraStatus(CameraState.LIVE, "reading fake:0"))
    with qtbot.waitSignal(win.camera_controller().link.status):  # ...and is gone
        reader.send("status", CameraStatus(CameraState.UNPLUGGED, "camera 0 gone"))
    assert page.status_label.text() == "Camera unplugged — reconnecting…"
    assert page.preview.message == "Camera unplugged — reconnecting…"

    win.calibrate_camera()
    wizard = win.calibration
    assert wizard is not None
    qtbot.waitUntil(wizard.isVisible)
    assert readers.current is reader  # the same preview-only reader: no profile to restart
    assert "Calibrating" in win.die_panel.source_label.text()
    wizard.reject()
    assert not win.camera_controller().calibrating and win.calibration is None

    page.close()
    win.close()
    assert not readers[-1].running and not win.camera_controller().link.running


def test_main_window_preview_only_when_the_die_is_virtual(qtbot: Any, tmp_path: Path) -> None:
    readers = Readers()
    win = MainWindow(make_bridge(), Settings(), _store(tmp_path), tmp_path,
                     camera_reader=readers)
    qtbot.addWidget(win)
    assert win.camera is None and not readers  # no OpenCV work until the camera is used
    assert not win.die_panel.camera_button.isVisible()
    win.show_camera()
    assert win.camera_page is not None
    assert "Preview only" in win.camera_page.detail_label.text()
    assert readers.current.profile is None
    assert win.die_panel.source_label.text() == "Die: virtual · ready"
    win.camera_page.close()
    assert not readers[-1].running
    win.close()


def _store(tmp_path: Path) -> Any:
    from desktop.deck_store import DeckStore

    return DeckStore(tmp_path / "decks")
