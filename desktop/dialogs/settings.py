"""Player settings: die source (and the camera's and the dice tower's), theme, card text size
and interface scale.

Stored as JSON in the user config folder. A settings file that can't be read is moved
aside (kept) and the defaults are used; the player is told."""

from __future__ import annotations

import json
import logging
import re
from dataclasses import asdict, dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QWidget,
)

from desktop.table.card_view import TEXT_SCALE_MAX, TEXT_SCALE_MIN
from desktop.theme import THEMES
from engine.persistence import atomic_write
from hardware.face_map import DEFAULT_FACE_MAP_TEXT, FaceMap, FaceMapError

if TYPE_CHECKING:
    from desktop.dice.tower_link import Detect
    from hardware.serial.protocol import Hello

log = logging.getLogger(__name__)

SETTINGS_NAME = "settings.json"
DIE_SOURCES = {
    "virtual": "Virtual die (the app rolls)",
    "manual": "Real die, entered by hand",
    "camera": "Real die, read by the camera",
    "tower": "Real die, read by a dice tower",
}
CAMERA_DICE = {"planar": "Planar die", "d6": "Ordinary d6 (face map below)"}
PROFILE_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9 _.-]{0,63}$")
"""A camera profile name is a folder name: letters, digits, space, ``_.-``; no path."""
DEFAULT_TOWER_BAUD = 115200
"""The serial protocol's ``DEFAULT_BAUD`` (a test checks they agree); kept here so the app
starts without loading pyserial."""
TOWER_BAUDS = range(50, 4_000_001)
TABLE_MODES = ("upright", "flat")
CARD_FACES = ("active", "controller")


@dataclass(frozen=True, slots=True)
class Settings:
    die_source: str = "virtual"
    theme: str = "dark"
    card_text_scale: float = 1.0
    ui_scale: float = 1.0
    camera_source: str = "0"
    """A camera index, a video file, an image folder or glob, or ``synthetic:seed=N``."""
    camera_die: str = "planar"
    camera_face_map: str = DEFAULT_FACE_MAP_TEXT
    """Which d6 pip values are Planeswalker and Chaos: the camera's d6 mode and a tower
    that reports pip values share it."""
    camera_profile: str = "default"
    """The calibration profile's name: a folder in ``<config>/camera-profiles/``."""
    tower_port: str = ""
    """The dice tower's serial port (``/dev/ttyACM0``, ``COM3``, a simulator's link)."""
    tower_baud: int = DEFAULT_TOWER_BAUD
    table_mode: str = "upright"
    """"upright" (a laptop, monitor or TV at one end of the table: everything upright,
    the seats a scoreboard) or "flat" (the screen lies in the middle: seats face their
    players, the card turns to the active player)."""
    card_faces: str = "active"
    """Flat mode: the card faces the "active" player or the planar "controller"."""

    def checked(self) -> Settings:
        """Out-of-range values replaced by defaults, so a hand-edited file can't break the app."""
        default = Settings()
        try:
            face_map = FaceMap.parse(str(self.camera_face_map)).text()
        except FaceMapError as exc:
            log.warning("camera face map replaced by the default: %s", exc)
            face_map = default.camera_face_map
        source = str(self.camera_source).strip()
        profile = str(self.camera_profile).strip()
        try:
            baud = int(self.tower_baud)
        except (TypeError, ValueError):
            baud = -1
        if baud not in TOWER_BAUDS:
            log.warning("tower baud rate %r replaced by the default", self.tower_baud)
            baud = default.tower_baud
        return Settings(
            die_source=self.die_source if self.die_source in DIE_SOURCES else default.die_source,
            theme=self.theme if self.theme in THEMES else default.theme,
            card_text_scale=min(max(float(self.card_text_scale), TEXT_SCALE_MIN),
                                TEXT_SCALE_MAX),
            ui_scale=min(max(float(self.ui_scale), 0.75), 3.0),
            camera_source=source or default.camera_source,
            camera_die=self.camera_die if self.camera_die in CAMERA_DICE else default.camera_die,
            camera_face_map=face_map,
            camera_profile=profile if PROFILE_NAME.match(profile) else default.camera_profile,
            tower_port=str(self.tower_port).strip(),
            tower_baud=baud,
            table_mode=self.table_mode if self.table_mode in TABLE_MODES
            else default.table_mode,
            card_faces=self.card_faces if self.card_faces in CARD_FACES
            else default.card_faces,
        )


def load_settings(folder: Path) -> tuple[Settings, str | None]:
    path = folder / SETTINGS_NAME
    if not path.exists():
        return Settings(), None
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(raw, dict):
            raise ValueError("not a JSON object")
        known = {k: raw[k] for k in asdict(Settings()) if k in raw}
        return Settings(**known).checked(), None
    except (OSError, ValueError, TypeError) as exc:
        kept = path.with_name(f"settings-unreadable-{datetime.now(UTC):%Y%m%d-%H%M%S}.json")
        try:
            path.rename(kept)
        except OSError:
            kept = path
        log.warning("unreadable settings kept as %s: %s", kept, exc)
        return Settings(), f"Your settings couldn't be read ({exc}); defaults are used. " \
                           f"The file is kept as {kept}."


def save_settings(folder: Path, settings: Settings) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    data = json.dumps(asdict(settings), indent=1).encode("utf-8")
    atomic_write(folder / SETTINGS_NAME, data)


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None, *,
                 tower_in_use: tuple[str, Hello | None] | None = None,
                 detect_towers: Detect | None = None) -> None:
        """``tower_in_use``: the port the app reads a tower on now, and its HELLO;
        ``detect_towers`` replaces the port search (tests)."""
        from desktop.dice.tower_settings import TowerFields  # pyserial: only when asked

        super().__init__(parent)
        self.setWindowTitle("Settings")
        form = QFormLayout(self)
        self.die_source = QComboBox()
        for key, label in DIE_SOURCES.items():
            self.die_source.addItem(label, key)
        self.die_source.setCurrentIndex(list(DIE_SOURCES).index(settings.die_source))
        form.addRow("Planar die", self.die_source)
        self.camera_source = QLineEdit(settings.camera_source)
        self.camera_source.setToolTip("A camera number (0 is the first camera), a video file, "
                                      "a folder of pictures, or synthetic:seed=2 for a demo")
        form.addRow("Camera", self.camera_source)
        self.camera_die = QComboBox()
        for key, label in CAMERA_DICE.items():
            self.camera_die.addItem(label, key)
        self.camera_die.setCurrentIndex(list(CAMERA_DICE).index(settings.camera_die))
        form.addRow("Die in the tray", self.camera_die)
        self.camera_face_map = QLineEdit(settings.camera_face_map)
        self.camera_face_map.setToolTip("Which pip values of a d6 are Planeswalker and Chaos, "
                                        "e.g. 1=planeswalker,6=chaos; the others are blank. "
                                        "A dice tower that reports pips uses it too")
        form.addRow("d6 face map", self.camera_face_map)
        self.camera_profile = QLineEdit(settings.camera_profile)
        self.camera_profile.setToolTip("The calibration's name (Camera ▸ Calibrate…); one per "
                                       "die and camera set-up")
        form.addRow("Calibration", self.camera_profile)
        self.tower = TowerFields(settings.tower_port, settings.tower_baud, self,
                                 in_use=tower_in_use, detect=detect_towers)
        self.tower.add_to(form)
        self.camera_problem = QLabel("")
        self.camera_problem.setObjectName("error")
        self.camera_problem.setWordWrap(True)
        form.addRow("", self.camera_problem)
        self.theme = QComboBox()
        for name in THEMES:
            self.theme.addItem(name.capitalize(), name)
        self.theme.setCurrentIndex(list(THEMES).index(settings.theme))
        form.addRow("Theme", self.theme)
        self.card_text = QDoubleSpinBox()
        self.card_text.setRange(TEXT_SCALE_MIN, TEXT_SCALE_MAX)  # what the card view paints
        self.card_text.setSingleStep(0.1)
        self.card_text.setValue(settings.card_text_scale)
        form.addRow("Card text size", self.card_text)
        self.ui_scale = QDoubleSpinBox()
        self.ui_scale.setRange(0.75, 3.0)
        self.ui_scale.setSingleStep(0.25)
        self.ui_scale.setValue(settings.ui_scale)
        form.addRow("Interface size (TV: 1.5-2)", self.ui_scale)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self._base = settings
        self.die_source.currentIndexChanged.connect(self._update_camera_fields)
        self.camera_die.currentIndexChanged.connect(self._update_camera_fields)
        self.camera_face_map.textChanged.connect(self._update_camera_fields)
        self.camera_profile.textChanged.connect(self._update_camera_fields)
        self.tower.port.editTextChanged.connect(self._update_camera_fields)
        self.tower.baud.editTextChanged.connect(self._update_camera_fields)
        self._update_camera_fields()
        if settings.die_source == "tower" and not settings.tower_port:
            self.tower.find()  # nothing chosen yet: look for it at once
        self.die_source.currentIndexChanged.connect(self._first_tower_search)

    def _first_tower_search(self) -> None:
        """Choosing the tower with no port yet starts a search (once; the button repeats it)."""
        if (self.die_source.currentData() == "tower" and not self.tower.port_path()
                and not self.tower.choices and not self.tower.finder.busy):
            self.tower.find()

    def _update_camera_fields(self) -> None:
        """Camera and tower fields only matter for their source; a bad face map, name, port
        or baud rate says why."""
        camera = self.die_source.currentData() == "camera"
        tower = self.die_source.currentData() == "tower"
        d6 = self.camera_die.currentData() == "d6"
        for field in (self.camera_source, self.camera_die, self.camera_profile):
            field.setEnabled(camera)
        self.tower.set_enabled(tower)
        self.camera_face_map.setEnabled((camera and d6) or tower)
        problem = ""
        if (camera and d6) or tower:
            try:
                FaceMap.parse(self.camera_face_map.text())
            except FaceMapError as exc:
                problem = str(exc)
        if camera and not PROFILE_NAME.match(self.camera_profile.text().strip()):
            problem = ("A calibration name is letters, digits, spaces, '_', '.' or '-' "
                       "(no slashes)")
        if tower and not problem:
            problem = self.tower.problem()
        self.camera_problem.setText(problem)
        self.camera_problem.setVisible(bool(problem))
        if self.ok_button is not None:
            self.ok_button.setEnabled(not problem)

    def settings(self) -> Settings:
        return replace(self._base, die_source=self.die_source.currentData(),
                       theme=self.theme.currentData(), card_text_scale=self.card_text.value(),
                       ui_scale=self.ui_scale.value(),
                       camera_source=self.camera_source.text(),
                       camera_die=self.camera_die.currentData(),
                       camera_face_map=self.camera_face_map.text(),
                       camera_profile=self.camera_profile.text(),
                       tower_port=self.tower.port_path(),
                       tower_baud=self.tower.baud_rate() or self._base.tower_baud).checked()
