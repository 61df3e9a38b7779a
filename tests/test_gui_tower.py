"""The dice tower in the app (pytest-qt, offscreen): results become serial rolls through the
bridge, refusals, the link's status with its heartbeat, a lost tower, a tower with a motor,
the settings and the search for towers. A simulated tower on a real pseudo-terminal drives
the real reader; a fake reader (called back from its own thread, as the real one is) drives
the GUI logic."""

from __future__ import annotations

import functools
import json
import random
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from desktop.bridge import EngineBridge
from desktop.deck_store import DeckStore
from desktop.dialogs.settings import (
    DEFAULT_TOWER_BAUD,
    DIE_SOURCES,
    Settings,
    SettingsDialog,
    load_settings,
    save_settings,
)
from desktop.dice.tower_control import (
    ASK_MOTOR,
    DROP_IT,
    LOST,
    NO_PORT,
    NOT_CONNECTED,
    SKETCH,
    TowerController,
)
from desktop.table.die_panel import DiePanel
from desktop.table.main_window import MainWindow
from engine.actions import NewGame
from engine.cards import default_cards
from engine.domain import DieFace, RollSource
from engine.persistence import state_to_json
from hardware.face_map import DEFAULT_FACE_MAP_TEXT, FaceMap
from hardware.readings import DieReading, ReadingStatus
from hardware.serial.model import LinkState, TowerResult, TowerStatus
from hardware.serial.ports import PortChoice, PortInfo
from hardware.serial.protocol import DEFAULT_BAUD, Hello
from hardware.serial.reader import TowerReader
from hardware.serial.simulator import TowerSimulator

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")

CARDS = default_cards()
QUIET = ["Akoum", "Astral Arena", "Bant", "Celestine Reef", "Esper", "Feeding Grounds",
         "Gavony", "Grixis", "Kessig", "Krosa", "Llanowar", "Naya"]
PORT = "/dev/ttyUSB0"
TOWER = Settings(die_source="tower", tower_port=PORT)
PLANAR = Hello("PlanarTower", "1.2", "PD/1", motor=False, seq=0)
MOTOR = Hello("PlanarTower", "1.2", "PD/1", motor=True, seq=0)


def make_bridge() -> EngineBridge:
    """Ann and Bob with quiet unshuffled decks; Ann's turn, Akoum face up."""
    bridge = EngineBridge(CARDS)
    assert bridge.new_game(NewGame(players=("Ann", "Bob"),
                                   decks=(("Ann", tuple(QUIET[:10])), ("Bob", tuple(QUIET[1:11]))),
                                   shuffle=False, starting_player="Ann"))
    return bridge


def view_rolls(bridge: EngineBridge) -> list[dict[str, Any]]:
    """The rolls as the bridge's state view shows them."""
    assert bridge.view is not None
    return list(bridge.view["rolls"])


# -- a fake reader: the real one's interface, driven by the test from another thread -----------

class FakeTower:
    def __init__(self, port: str, *, baud: int, face_map: FaceMap,
                 on_reading: Callable[[TowerResult], None],
                 on_status: Callable[[TowerStatus], None], **_: object) -> None:
        self.port, self.baud, self.face_map = port, baud, face_map
        self._callbacks: dict[str, Callable[[Any], None]] = {"reading": on_reading,
                                                              "status": on_status}
        self.status = TowerStatus(LinkState.CONNECTING, f"opening {port}", port)
        self.running = False
        self.rolls_asked = 0

    def start(self) -> FakeTower:
        self.running = True
        return self

    def stop(self, timeout: float = 2.0) -> None:
        self.running = False

    def request_roll(self) -> bool:
        if not self.status.can_roll:
            return False
        self.rolls_asked += 1
        return True

    def send(self, kind: str, value: Any) -> None:
        """Call back from a worker thread, like the reader's thread does."""
        if kind == "status":
            self.status = value
        worker = threading.Thread(target=self._callbacks[kind], args=(value,))
        worker.start()
        worker.join()


class Readers(list[FakeTower]):
    def __call__(self, *args: Any, **kwargs: Any) -> FakeTower:
        reader = FakeTower(*args, **kwargs)
        self.append(reader)
        return reader

    @property
    def current(self) -> FakeTower:
        assert self and self[-1].running
        return self[-1]


class Clock:
    """The readers' clock, moved by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def status(state: LinkState, tower: Hello | None = None, *, heard: float | None = None,
           **more: Any) -> TowerStatus:
    return TowerStatus(state, more.pop("message", f"{state.value} on {PORT}"), PORT, tower,
                       heard, **more)


def result(face: DieFace, seq: int | None = 1, pips: int | None = None) -> TowerResult:
    reading = DieReading(face, RollSource.SERIAL, 1.0, ReadingStatus.OK,
                         frame=seq if seq is not None else -1, t=1000.0, pips=pips)
    return TowerResult(reading, seq, f"RESULT {face.value} seq={seq}")


class Table:
    """A die panel and a tower controller on one bridge, in one window."""

    def __init__(self, qtbot: Any, settings: Settings = TOWER, **options: Any) -> None:
        self.bridge = make_bridge()
        self.window = QWidget()
        qtbot.addWidget(self.window)
        self.die = DiePanel(self.bridge, self.window)
        self.readers = Readers()
        self.clock = Clock()
        self.messages: list[str] = []
        options.setdefault("reader_factory", self.readers)
        options.setdefault("clock", self.clock)
        self.tower = TowerController(self.bridge, self.die, window=self.window,
                                     notify=self.messages.append, **options)
        self.tower.configure(settings)
        self.window.resize(420, 360)
        self.window.show()
        self.qtbot = qtbot

    def send(self, kind: str, value: object) -> None:
        signal = self.tower.link.reading if kind == "reading" else self.tower.link.status
        with self.qtbot.waitSignal(signal, timeout=2000):
            self.readers.current.send(kind, value)

    @property
    def source(self) -> str:
        return self.die.source_label.text()

    def close(self) -> None:
        self.tower.shutdown()


@pytest.fixture
def table(qtbot: Any) -> Iterator[Table]:
    t = Table(qtbot)
    yield t
    t.close()


# -- the real reader on a pseudo-terminal ------------------------------------------------------

def test_a_simulated_tower_rolls_through_the_engine(qtbot: Any, tmp_path: Path) -> None:
    """RESULT lines from a simulated tower with a motor become serial rolls, and the Roll
    button sends it ROLL."""
    sim = TowerSimulator(rng=random.Random(5), name="PlanarTower", firmware="1.2", motor=True,
                         link=tmp_path / "tower").start()
    t = Table(qtbot, Settings(die_source="tower", tower_port=sim.path),
              reader_factory=functools.partial(TowerReader, reconnect_every=0.05),
              clock=time.monotonic)
    try:
        qtbot.waitUntil(lambda: t.tower.link.last_status.state is LinkState.READY,
                        timeout=5000)
        assert t.source.startswith("Die: tower · Tower ready — PlanarTower · heard")
        assert t.die.roll_button.isEnabled()
        assert t.die.roll_button.toolTip().startswith(ASK_MOTOR)

        sim.roll("BLANK")
        qtbot.waitUntil(lambda: len(view_rolls(t.bridge)) == 1, timeout=5000)
        (roll,) = view_rolls(t.bridge)
        assert (roll["source"], roll["face_read"], roll["confidence"]) == (
            "serial", "blank", 1.0)

        qtbot.mouseClick(t.die.roll_button, Qt.MouseButton.LeftButton)  # ROLL to the tower
        qtbot.waitUntil(lambda: len(view_rolls(t.bridge)) == 2, timeout=5000)
        assert "ROLL" in sim.commands
        assert view_rolls(t.bridge)[-1]["source"] == "serial"
        assert [seq for seq, _ in sim.sent] == [1, 2]
    finally:
        t.close()
        sim.stop()
    assert not t.tower.link.running
    assert t.tower.link.last_status.state is LinkState.STOPPED


# -- results -----------------------------------------------------------------------------------

def test_a_result_becomes_a_serial_roll(qtbot: Any, table: Table) -> None:
    reader = table.readers.current
    assert (reader.port, reader.baud, reader.face_map.text()) == (
        PORT, DEFAULT_BAUD, DEFAULT_FACE_MAP_TEXT)
    table.send("status", status(LinkState.READY, PLANAR, heard=table.clock.now))
    table.send("reading", result(DieFace.CHAOS, pips=6))
    (roll,) = view_rolls(table.bridge)
    assert (roll["source"], roll["face_read"], roll["confidence"]) == ("serial", "chaos", 1.0)
    assert table.die.last_notice == ""
    qtbot.waitUntil(lambda: not table.die.is_animating, timeout=2000)
    assert "serial 100%" in table.die.detail_text()


def test_a_refused_result_shows_why_and_changes_nothing(qtbot: Any, table: Table) -> None:
    table.send("status", status(LinkState.READY, PLANAR, heard=table.clock.now))
    table.die.roll_manual(DieFace.CHAOS)  # Akoum's chaos ability waits on the stack
    before = state_to_json(table.bridge.game.state)  # type: ignore[union-attr]
    table.send("reading", result(DieFace.BLANK, seq=2, pips=3))

    assert state_to_json(table.bridge.game.state) == before  # type: ignore[union-attr]
    assert table.die.last_notice
    assert table.die.last_notice.startswith(
        "The tower read Blank (3 pips) — nothing changed: 116.2i")


# -- statuses ----------------------------------------------------------------------------------

def test_status_shows_the_tower_and_its_last_heartbeat(qtbot: Any, table: Table) -> None:
    assert table.source == "Die: tower · Connecting to the tower…"
    table.send("status", status(LinkState.READY, PLANAR, heard=table.clock.now))
    assert table.source == "Die: tower · Tower ready — PlanarTower · heard just now"
    assert table.die.source_label.property("tone") == "ok"
    assert f"{PORT} at 115200 baud" in table.die.source_label.toolTip()

    ticker = table.tower.ticker
    assert ticker.isActive() and ticker.interval() == 1000
    table.clock.now += 3.4
    ticker.timeout.emit()  # what the timer does once a second
    assert table.source == "Die: tower · Tower ready — PlanarTower · heard 3 s ago"
    table.clock.now += 120
    ticker.timeout.emit()
    assert table.source.endswith("heard 2 min ago")

    table.send("status", status(LinkState.READY, PLANAR, heard=table.clock.now, rolling=True))
    assert table.source == "Die: tower · Tower ready — PlanarTower · rolling…"
    table.send("status", status(LinkState.READY, PLANAR, heard=table.clock.now,
                                tower_error="motor jammed"))
    assert table.source.endswith("· says “motor jammed”")
    assert table.die.source_label.property("tone") == "warn"
    assert table.messages == ["The tower says: motor jammed"]


def test_lines_refused_for_lacking_a_checksum_are_counted_in_the_tooltip(
        qtbot: Any, table: Table) -> None:
    table.send("status", status(LinkState.READY, PLANAR, heard=table.clock.now, strict=True))
    assert "without a checksum" not in table.die.source_label.toolTip()
    table.send("status", status(LinkState.READY, PLANAR, heard=table.clock.now, strict=True,
                                refused=3))
    assert "3 lines without a checksum refused" in table.die.source_label.toolTip()
    assert table.source == "Die: tower · Tower ready — PlanarTower · heard just now"


def test_a_simple_sketch_is_named_once_it_sends_a_result(qtbot: Any, table: Table) -> None:
    table.send("status", status(LinkState.CONNECTED))
    assert table.source == "Die: tower · Tower connected — waiting for its HELLO…"
    table.send("reading", result(DieFace.PLANESWALKER, seq=None))
    assert [r["source"] for r in view_rolls(table.bridge)] == ["serial"]
    assert table.source.startswith(f"Die: tower · {SKETCH}")
    assert not table.die.roll_button.isEnabled()  # no motor: the die is dropped by hand
    assert table.die.roll_button.toolTip().startswith(DROP_IT)


def test_a_lost_tower_leaves_the_buttons_for_a_real_die(qtbot: Any, table: Table) -> None:
    table.send("status", status(LinkState.READY, PLANAR, heard=table.clock.now))
    table.send("status", status(LinkState.LOST, PLANAR, heard=table.clock.now,
                                message="no answer from the tower for 5.1 s"))
    assert table.source == f"Die: tower · {LOST}"
    assert LOST == "Tower lost — reconnecting…; enter the roll by hand"
    assert table.die.source_label.property("tone") == "warn"
    assert "no answer from the tower" in table.die.source_label.toolTip()
    assert not table.die.roll_button.isEnabled()
    assert not table.die.roll()  # Space says why
    assert table.die.last_notice == NOT_CONNECTED

    button = table.die.manual_buttons[DieFace.PLANESWALKER]
    assert button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert [r["source"] for r in view_rolls(table.bridge)] == ["manual"]


def test_a_tower_with_a_motor_rolls_on_the_roll_button(qtbot: Any, table: Table) -> None:
    table.send("status", status(LinkState.READY, PLANAR, heard=table.clock.now))
    assert not table.die.roll_button.isEnabled()
    assert not table.die.roll()
    assert table.die.last_notice == DROP_IT
    assert table.readers.current.rolls_asked == 0

    table.send("status", status(LinkState.READY, MOTOR, heard=table.clock.now))
    assert table.die.roll_button.isEnabled()
    qtbot.mouseClick(table.die.roll_button, Qt.MouseButton.LeftButton)
    assert table.readers.current.rolls_asked == 1
    assert view_rolls(table.bridge) == []  # the tower rolls; the engine waits for its result
    assert table.die.last_notice == ""
    table.send("reading", result(DieFace.BLANK))
    assert [r["source"] for r in view_rolls(table.bridge)] == ["serial"]

    table.send("status", status(LinkState.CONNECTING, message=f"can't open {PORT} (busy)"))
    assert table.source == f"Die: tower · Can't open {PORT} — retrying; enter the roll by hand"
    assert not table.die.roll_button.isEnabled()


def test_leaving_the_tower_source_stops_the_reader_and_drops_late_results(
        qtbot: Any, table: Table) -> None:
    reader = table.readers.current
    table.tower.configure(Settings(die_source="virtual"))
    assert not reader.running and not table.tower.link.running
    assert not table.tower.ticker.isActive()
    assert table.die.roll_button.isEnabled()  # the virtual die again
    assert table.die.roll()
    with qtbot.assertNotEmitted(table.tower.link.reading, wait=100):
        reader.send("reading", result(DieFace.CHAOS))  # late, from the stopped reader
    assert [r["source"] for r in view_rolls(table.bridge)] == ["virtual"]

    table.tower.configure(TOWER)
    assert table.readers.current is not reader
    # A new face map reaches the running reader without a restart.
    table.tower.configure(Settings(die_source="tower", tower_port=PORT,
                                   camera_face_map="2=planeswalker,5=chaos"))
    assert len(table.readers) == 2
    assert table.readers.current.face_map.text() == "2=planeswalker,5=chaos"
    table.tower.configure(Settings(die_source="tower", tower_port=PORT, tower_baud=9600))
    assert len(table.readers) == 3 and table.readers.current.baud == 9600


def test_no_port_chosen_starts_nothing(qtbot: Any) -> None:
    t = Table(qtbot, Settings(die_source="tower"))
    try:
        assert not t.readers and not t.tower.link.running
        assert t.source == f"Die: tower · {NO_PORT}"
        assert t.die.manual_buttons[DieFace.BLANK].isEnabled()
    finally:
        t.close()


# -- settings ----------------------------------------------------------------------------------

def test_tower_settings_round_trip(tmp_path: Path) -> None:
    assert DEFAULT_TOWER_BAUD == DEFAULT_BAUD
    assert DIE_SOURCES["tower"] == "Real die, read by a dice tower"
    settings = Settings(die_source="tower", tower_port=" /tmp/planar-tower-7 ",
                        tower_baud=57600, camera_face_map="2=pw,5=chaos").checked()
    assert (settings.tower_port, settings.camera_face_map) == (
        "/tmp/planar-tower-7", "2=planeswalker,5=chaos")
    save_settings(tmp_path, settings)
    assert load_settings(tmp_path) == (settings, None)

    # A settings file from before the tower still loads; bad tower values become defaults.
    (tmp_path / "settings.json").write_text(json.dumps({"die_source": "camera"}))
    old, problem = load_settings(tmp_path)
    assert problem is None and (old.tower_port, old.tower_baud) == ("", 115200)
    (tmp_path / "settings.json").write_text(json.dumps(
        {"die_source": "tower", "tower_port": "COM3", "tower_baud": "fast",
         "camera_face_map": "6=planeswalker"}))
    bad, _ = load_settings(tmp_path)
    assert (bad.die_source, bad.tower_port, bad.tower_baud, bad.camera_face_map) == (
        "tower", "COM3", 115200, DEFAULT_FACE_MAP_TEXT)


def test_settings_dialog_tower_fields(qtbot: Any) -> None:
    dialog = SettingsDialog(Settings(tower_port="/dev/ttyACM0"),
                            detect_towers=lambda **_: [])
    qtbot.addWidget(dialog)
    tower = dialog.tower
    assert not tower.port.isEnabled() and not tower.baud.isEnabled()
    dialog.die_source.setCurrentIndex(dialog.die_source.findData("tower"))
    assert dialog.die_source.currentText() == "Real die, read by a dice tower"
    assert tower.port.isEnabled() and tower.find_button.isEnabled()
    assert dialog.camera_face_map.isEnabled()  # the shared d6 face map
    assert not tower.finder.busy  # a port is set: no search by itself
    assert tower.baud.currentText() == "115200"

    tower.port.setEditText("")
    assert not dialog.ok_button.isEnabled()
    assert "Choose the tower's port" in dialog.camera_problem.text()
    tower.port.setEditText("/tmp/planar-tower-42")  # a simulator's link, typed by hand
    tower.baud.setEditText("57600")
    dialog.camera_face_map.setText("6=chaos")
    assert not dialog.ok_button.isEnabled()
    dialog.camera_face_map.setText("3=planeswalker,4=chaos")
    assert dialog.ok_button.isEnabled()
    got = dialog.settings()
    assert (got.die_source, got.tower_port, got.tower_baud, got.camera_face_map) == (
        "tower", "/tmp/planar-tower-42", 57600, "3=planeswalker,4=chaos")


def test_find_towers_fills_the_port_list_off_the_gui_thread(qtbot: Any) -> None:
    threads: list[threading.Thread] = []

    def detect(baud: int = DEFAULT_BAUD, **_: Any) -> list[PortChoice]:
        threads.append(threading.current_thread())
        return [PortChoice(PortInfo("/dev/ttyS0", "n/a")),
                PortChoice(PortInfo(PORT, "CP2102 USB to UART", vid=0x10C4, pid=0xEA60),
                           MOTOR),
                PortChoice(PortInfo("/dev/ttyACM1", "Arduino Uno", vid=0x2341, pid=0x43))]

    dialog = SettingsDialog(Settings(die_source="tower"), detect_towers=detect)
    qtbot.addWidget(dialog)
    tower = dialog.tower
    # No port yet: the search starts with the dialog.
    assert tower.finder.busy and not tower.find_button.isEnabled()
    assert tower.note.text().startswith("Looking for towers")
    qtbot.waitUntil(lambda: not tower.finder.busy, timeout=2000)
    assert threads and threads[0] is not threading.main_thread()
    assert [tower.port.itemText(i) for i in range(tower.port.count())] == [
        "/dev/ttyS0", f"★ {PORT} — PlanarTower 1.2 (PD/1)", "/dev/ttyACM1 — Arduino Uno"]
    assert tower.port.currentIndex() == 1 and tower.port_path() == PORT
    assert tower.note.text() == f"★ Found PlanarTower 1.2 on {PORT}"
    assert tower.find_button.isEnabled() and dialog.ok_button.isEnabled()
    assert dialog.settings().tower_port == PORT

    tower.port.setCurrentIndex(2)  # picked from the list: the field holds the path
    assert tower.port_path() == "/dev/ttyACM1"
    with qtbot.waitSignal(tower.finder.found, timeout=2000):
        qtbot.mouseClick(tower.find_button, Qt.MouseButton.LeftButton)
    assert tower.port_path() == PORT  # the typed port had no tower; the found one wins


def test_the_port_in_use_keeps_its_tower_and_a_failed_search_says_why(qtbot: Any) -> None:
    answers: list[list[PortChoice] | OSError] = [
        [PortChoice(PortInfo("/dev/ttyACM1", "Arduino Uno", vid=0x2341, pid=0x43), PLANAR),
         PortChoice(PortInfo(PORT, "CP2102 USB to UART", vid=0x10C4, pid=0xEA60))],
        PermissionError(13, "Permission denied", "/dev/ttyUSB0")]

    def detect(**_: Any) -> list[PortChoice]:
        answer = answers.pop(0)
        if isinstance(answer, Exception):
            raise answer
        return answer

    dialog = SettingsDialog(TOWER, tower_in_use=(PORT, MOTOR), detect_towers=detect)
    qtbot.addWidget(dialog)
    tower = dialog.tower
    assert tower.note.text() == f"The app reads PlanarTower 1.2 on {PORT} now."
    with qtbot.waitSignal(tower.finder.found, timeout=2000):
        tower.find()
    # The reader holds the port (it can't be probed): its tower is the one the app knows.
    assert tower.port.itemText(1) == f"★ {PORT} — PlanarTower 1.2 (PD/1) · read by the app now"
    assert tower.port_path() == PORT and tower.port.currentIndex() == 1

    with qtbot.waitSignal(tower.finder.failed, timeout=2000):
        tower.find()
    assert tower.note.text() == ("The search for towers failed: [Errno 13] Permission denied: "
                                 "'/dev/ttyUSB0'")
    assert tower.find_button.isEnabled() and tower.port_path() == PORT


# -- the main window ---------------------------------------------------------------------------

def test_main_window_reads_the_tower_and_stops_it_on_close(qtbot: Any, tmp_path: Path) -> None:
    readers = Readers()
    win = MainWindow(make_bridge(), Settings(), DeckStore(tmp_path / "decks"), tmp_path,
                     tower_reader=readers)
    qtbot.addWidget(win)
    assert win.tower is None and not readers  # nothing opened for the virtual die
    win.apply_settings(TOWER)
    reader = readers.current
    with qtbot.waitSignal(win.tower_controller().link.status):
        reader.send("status", status(LinkState.READY, MOTOR, heard=None))
    assert win.die_panel.source_label.text() == "Die: tower · Tower ready — PlanarTower"
    win.roll()  # Space
    assert reader.rolls_asked == 1 and view_rolls(win.bridge) == []
    assert win.tower_controller().in_use() == (PORT, MOTOR)

    win.apply_settings(Settings(die_source="manual"))
    assert not reader.running
    assert win.die_panel.source_label.text() == "Die: by hand · ready"
    win.apply_settings(TOWER)
    win.close()
    assert not readers[-1].running and not win.tower_controller().link.running
