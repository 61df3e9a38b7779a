"""Player settings: die source (and the camera's and the dice tower's), theme, card text size,
interface scale and language.

Stored as JSON in the user config folder. A settings file that can't be read is moved
aside (kept) and the defaults are used; the player is told."""

from __future__ import annotations

import json
import logging
import math
import re
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSize, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QFrame,
    QLabel,
    QLineEdit,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from desktop import i18n
from desktop.dialogs.placement import fit_and_centre
from desktop.engine_text import die_face
from desktop.keep_aside import READ_ERRORS, keep_aside, short
from desktop.languages import CHOICES as LANGUAGES
from desktop.languages import NATIVE_NAMES, SYSTEM
from desktop.table.card_view import TEXT_SCALE_MAX, TEXT_SCALE_MIN
from desktop.theme import THEMES, TOUCH, Theme
from engine.persistence import atomic_write
from engine.safe_json import bounded_float, loads_bounded
from hardware.face_map import DEFAULT_FACE_MAP_TEXT, FaceMap, FaceMapError

if TYPE_CHECKING:
    from desktop.dice.tower_link import Detect
    from hardware.serial.protocol import Hello

log = logging.getLogger(__name__)

SETTINGS_NAME = "settings.json"
MAX_SETTINGS_BYTES = 256 * 1024
"""A settings file is under 1 KB; a larger one is not ours."""
DIE_SOURCES = {
    "virtual": QT_TRANSLATE_NOOP("Settings", "Virtual die (the app rolls)"),
    "manual": QT_TRANSLATE_NOOP("Settings", "Real die, entered by hand"),
    "camera": QT_TRANSLATE_NOOP("Settings", "Real die, read by the camera"),
    "tower": QT_TRANSLATE_NOOP("Settings", "Real die, read by a dice tower"),
}
DIE_SOURCE_NOTES = {
    "virtual": QT_TRANSLATE_NOOP("Settings",
                                 "The app rolls the planar die: press Roll (or Space)."),
    "manual": QT_TRANSLATE_NOOP("Settings",
                                "Roll your own planar die and tap the face it shows."),
    "camera": QT_TRANSLATE_NOOP("Settings", "A camera over the dice tray reads your real die."),
    "tower": QT_TRANSLATE_NOOP("Settings",
                               "A dice tower reads your real die and tells the app over USB."),
}
"""One line on each die source, under the choice."""
TABLE_MODES = {
    "upright": QT_TRANSLATE_NOOP("Settings", "Upright: a screen or TV stands at the table"),
    "flat": QT_TRANSLATE_NOOP("Settings",
                              "Flat: the screen lies on the table, players all round"),
}
CARD_FACES = {
    "active": QT_TRANSLATE_NOOP("Settings", "Toward the active player"),
    "controller": QT_TRANSLATE_NOOP("Settings", "Toward the planar controller"),
}
"""Which way the face-up card turns in the flat table mode."""
THEME_NAMES = {"dark": QT_TRANSLATE_NOOP("Settings", "Dark"),
               "light": QT_TRANSLATE_NOOP("Settings", "Light")}
CAMERA_DICE = {"planar": QT_TRANSLATE_NOOP("Settings", "Planar die"),
               "d6": QT_TRANSLATE_NOOP("Settings", "Ordinary d6 (face map below)")}
"""The stored values of the settings above, each with its name in a combo box (in English
here; translated where shown)."""
PROFILE_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9 _.-]{0,63}$")
"""A camera profile name is a folder name: letters, digits, space, ``_.-``; no path."""
DEFAULT_PROFILE = "default"
"""The calibration used until another is made (its field names it in the table's
language)."""
FACE_WORDS = ("planeswalker", "chaos", "blank")
DEFAULT_TOWER_BAUD = 115200
"""The serial protocol's ``DEFAULT_BAUD`` (a test checks they agree); kept here so the app
starts without loading pyserial."""
TOWER_BAUDS = range(50, 4_000_001)


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
    camera_profile: str = DEFAULT_PROFILE
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
    language: str = SYSTEM
    """"system" (the system's language, English if the app doesn't speak it) or a code of
    `desktop.i18n.NATIVE_NAMES`."""

    def checked(self) -> Settings:
        """Out-of-range values replaced by defaults, so a hand-edited file can't break the app."""
        default = Settings()
        try:
            face_map = FaceMap.parse(str(self.camera_face_map)).text()
        except FaceMapError as exc:
            log.warning("camera face map replaced by the default: %s", exc)
            face_map = default.camera_face_map
        source = _text(self.camera_source)
        profile = _text(self.camera_profile)
        try:
            baud = int(self.tower_baud)
        except (TypeError, ValueError, OverflowError):
            baud = -1
        language = self.language if self.language in LANGUAGES else default.language
        if language != self.language:
            log.warning("language %s isn't one the app speaks; the system's is used",
                        short(self.language, 40))
        if baud not in TOWER_BAUDS:
            log.warning("tower baud rate %s replaced by the default", short(self.tower_baud, 40))
            baud = default.tower_baud
        return Settings(
            die_source=self.die_source if self.die_source in DIE_SOURCES else default.die_source,
            theme=self.theme if self.theme in THEMES else default.theme,
            card_text_scale=_within(self.card_text_scale, TEXT_SCALE_MIN, TEXT_SCALE_MAX,
                                    default.card_text_scale),
            ui_scale=_within(self.ui_scale, 0.75, 3.0, default.ui_scale),
            camera_source=source or default.camera_source,
            camera_die=self.camera_die if self.camera_die in CAMERA_DICE else default.camera_die,
            camera_face_map=face_map,
            camera_profile=profile if PROFILE_NAME.match(profile) else default.camera_profile,
            tower_port=_text(self.tower_port),
            tower_baud=baud,
            table_mode=self.table_mode if self.table_mode in TABLE_MODES
            else default.table_mode,
            card_faces=self.card_faces if self.card_faces in CARD_FACES
            else default.card_faces,
            language=language,
        )


def _within(value: object, low: float, high: float, default: float) -> float:
    """``value`` as a number clamped to [low, high]; the default for NaN or non-numbers
    (``max`` and ``min`` pass NaN through, and NaN breaks every size computed from it)."""
    try:
        number = float(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        number = math.nan
    if not math.isfinite(number):
        log.warning("setting %s replaced by the default %s", short(value, 40), default)
        return default
    return min(max(number, low), high)


def profile_shown(profile: str) -> str:
    """The calibration's name in its field: the default one's in the table's language."""
    if profile == DEFAULT_PROFILE:
        return QCoreApplication.translate("Settings", "default")
    return profile


def profile_read(shown: str) -> str:
    """``profile_shown`` back: the default's name in the table's language is the default."""
    shown = shown.strip()
    if shown == QCoreApplication.translate("Settings", "default"):
        return DEFAULT_PROFILE
    return shown


def face_map_shown(text: str) -> str:
    """A face map with its faces named in the table's language ("1=planeswalker,6=caos")."""
    words = {face: die_face(face).lower() for face in FACE_WORDS}
    return ",".join(f"{pips}={words.get(face.strip(), face)}" if sep else part
                    for part in text.split(",")
                    for pips, sep, face in (part.partition("="),))


def face_map_read(shown: str) -> str:
    """``face_map_shown`` back to the map's own words (which the English words still are)."""
    faces = {die_face(face).lower(): face for face in FACE_WORDS}
    return ",".join(f"{pips.strip()}={faces.get(face.strip().lower(), face.strip())}"
                    if sep else part
                    for part in shown.split(",")
                    for pips, sep, face in (part.partition("="),))


def _text(value: object) -> str:
    """A text setting, trimmed; empty if it isn't valid Unicode (a lone surrogate can't be
    written to a file name, a port or the log)."""
    text = str(value).strip()
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        log.warning("a setting that isn't valid text was replaced by the default")
        return ""
    return text


def load_settings(folder: Path) -> tuple[Settings, str | None]:
    """The settings in ``folder`` (defaults if there are none), and a message for the player
    if the file couldn't be read: it is then kept aside and the defaults are used."""
    path = folder / SETTINGS_NAME
    if not path.exists() and not path.is_symlink():
        return Settings(), None
    try:
        with path.open("rb") as handle:  # never more than the limit in memory
            data = handle.read(MAX_SETTINGS_BYTES + 1)
        raw = loads_bounded(data, max_bytes=MAX_SETTINGS_BYTES, max_depth=4,
                            what="the file")
        if not isinstance(raw, dict):
            raise ValueError("not a JSON object")
        # a lone surrogate (a \\ud800 escape) can't be shown, logged or written back: refuse it
        json.dumps(raw, ensure_ascii=False).encode("utf-8")
        known = {k: raw[k] for k in asdict(Settings()) if k in raw}
        for key in ("card_text_scale", "ui_scale"):  # "NaN" as text would pass float()
            if key in known:
                bounded_float(known[key], key, -1e6, 1e6)
        return Settings(**known).checked(), None
    except (*READ_ERRORS, TypeError) as exc:
        aside = keep_aside(path, exc)
        return Settings(), aside.message(
            QCoreApplication.translate("Settings", "Your settings"),
            QCoreApplication.translate("Settings", "defaults are used"))


def save_settings(folder: Path, settings: Settings) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    data = json.dumps(asdict(settings), indent=1).encode("utf-8")
    atomic_write(folder / SETTINGS_NAME, data)


class SettingsDialog(QDialog):
    """The settings in groups (review defect 39): the die, then only the chosen source's
    group (camera or dice tower), then the table; one line of explanation each."""

    def __init__(self, settings: Settings, parent: QWidget | None = None, *,
                 tower_in_use: tuple[str, Hello | None] | None = None,
                 detect_towers: Detect | None = None, theme: Theme | None = None) -> None:
        """``tower_in_use``: the port the app reads a tower on now, and its HELLO;
        ``detect_towers`` replaces the port search (tests)."""
        from desktop.dialogs.deck_builder import current_theme
        from desktop.dice.tower_settings import TowerFields  # pyserial: only when asked

        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        t = self._theme = theme or current_theme()
        self.setStyleSheet(f"""
            QFrame#group {{ background: {t.panel}; border: 1px solid {t.panel_border};
                            border-radius: {t.px(10)}px; }}
            QFrame#group QLabel {{ background: transparent; }}
            QLabel#groupTitle {{ font-size: {t.px(18)}px; font-weight: bold; }}
            QLabel#groupNote {{ color: {t.muted}; }}
        """)

        # -- the die ---------------------------------------------------------------------
        self.die_source = QComboBox()
        for key, label in DIE_SOURCES.items():
            self.die_source.addItem(QCoreApplication.translate("Settings", label), key)
        self.die_source.setCurrentIndex(list(DIE_SOURCES).index(settings.die_source))
        self.die_group, die_form = self._group(self.tr("Die"), "")
        self.die_note = self.die_group.findChild(QLabel, "groupNote")
        die_form.addRow(self.tr("Planar die"), self.die_source)

        # -- the camera ------------------------------------------------------------------
        self.camera_group, camera_form = self._group(
            self.tr("Camera"),
            self.tr("Where the pictures come from and which die lies in the tray; calibrate "
                    "once per die and light (Camera ▸ Calibrate…)."))
        self.camera_source = QLineEdit(settings.camera_source)
        self.camera_source.setToolTip(
            self.tr("A camera number (0 is the first camera), a video file, "
                    "a folder of pictures, or synthetic:seed=2 for a demo"))
        camera_form.addRow(self.tr("Camera"), self.camera_source)
        self.camera_die = QComboBox()
        for key, label in CAMERA_DICE.items():
            self.camera_die.addItem(QCoreApplication.translate("Settings", label), key)
        self.camera_die.setCurrentIndex(list(CAMERA_DICE).index(settings.camera_die))
        camera_form.addRow(self.tr("Die in the tray"), self.camera_die)
        self.camera_profile = QLineEdit(profile_shown(settings.camera_profile))
        self.camera_profile.setToolTip(
            self.tr("The calibration's name (Camera ▸ Calibrate…); one per "
                    "die and camera set-up"))
        camera_form.addRow(self.tr("Calibration"), self.camera_profile)
        self._camera_form = camera_form

        # -- the dice tower --------------------------------------------------------------
        self.tower_group, tower_form = self._group(
            self.tr("Dice tower"),
            self.tr("The tower's USB serial port and speed: Find towers asks every port, "
                    "a simulator's too."))
        self.tower = TowerFields(settings.tower_port, settings.tower_baud, self,
                                 in_use=tower_in_use, detect=detect_towers)
        self.tower.add_to(tower_form)
        self._tower_form = tower_form

        # The d6 face map belongs to the camera's d6 and to a tower that reports pips: it
        # moves to the group on show.
        self.camera_face_map = QLineEdit(face_map_shown(settings.camera_face_map))
        self.camera_face_map.setToolTip(
            self.tr("Which pip values of a d6 are Planeswalker and Chaos, "
                    "e.g. 1=planeswalker,6=chaos; the others are blank. "
                    "A dice tower that reports pips uses it too"))
        self.face_map_label = QLabel(self.tr("d6 face map"))
        self._face_map_form: QFormLayout | None = None

        # -- the table -------------------------------------------------------------------
        self.table_group, table_form = self._group(
            self.tr("Table"),
            self.tr("How the table looks: colours, sizes, which way the cards face, "
                    "and the language it speaks."))
        self.theme = QComboBox()
        for name in THEMES:
            self.theme.addItem(QCoreApplication.translate(
                "Settings", THEME_NAMES.get(name, name.capitalize())), name)
        self.theme.setCurrentIndex(list(THEMES).index(settings.theme))
        table_form.addRow(self.tr("Theme"), self.theme)
        self.card_text = QDoubleSpinBox()
        self.card_text.setRange(TEXT_SCALE_MIN, TEXT_SCALE_MAX)  # what the card view paints
        self.card_text.setSingleStep(0.1)
        self.card_text.setValue(settings.card_text_scale)
        table_form.addRow(self.tr("Card text size"), self.card_text)
        self.ui_scale = QDoubleSpinBox()
        self.ui_scale.setRange(0.75, 3.0)
        self.ui_scale.setSingleStep(0.25)
        self.ui_scale.setValue(settings.ui_scale)
        table_form.addRow(self.tr("Interface size (TV: 1.5-2)"), self.ui_scale)
        self.table_mode = QComboBox()
        for key, label in TABLE_MODES.items():
            self.table_mode.addItem(QCoreApplication.translate("Settings", label), key)
        self.table_mode.setCurrentIndex(list(TABLE_MODES).index(settings.table_mode))
        table_form.addRow(self.tr("Table mode"), self.table_mode)
        self.card_faces = QComboBox()
        for key, label in CARD_FACES.items():
            self.card_faces.addItem(QCoreApplication.translate("Settings", label), key)
        self.card_faces.setCurrentIndex(list(CARD_FACES).index(settings.card_faces))
        table_form.addRow(self.tr("Cards face"), self.card_faces)
        self.language = QComboBox()
        # Each language in itself, so a player finds theirs whatever the table speaks now.
        self.language.addItem(self.tr("System"), SYSTEM)
        for code, name in NATIVE_NAMES.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(LANGUAGES.index(settings.language))
        table_form.addRow(self.tr("Language"), self.language)
        # "planechase --lang" speaks another language than the one set here, for this run.
        self.language_override = QLabel()
        self.language_override.setObjectName("groupNote")
        self.language_override.setWordWrap(True)
        if i18n.current() != i18n.resolve(settings.language):
            self.language_override.setText(
                self.tr("This run speaks {language} (--lang): the choice above is used "
                        "from the next start, or now if you change it.").format(
                            language=NATIVE_NAMES.get(i18n.current(), i18n.current())))
            table_form.addRow("", self.language_override)

        # -- the dialog ------------------------------------------------------------------
        content = QWidget()
        column = QVBoxLayout(content)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(t.px(10))
        for group in (self.die_group, self.camera_group, self.tower_group, self.table_group):
            column.addWidget(group)
        column.addStretch(1)
        self.groups_area = QScrollArea()
        self.groups_area.setWidgetResizable(True)
        self.groups_area.setFrameShape(QFrame.Shape.NoFrame)
        self.groups_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.groups_area.setWidget(content)
        self._content = content
        # Always there, one line high: a problem never makes the dialog jump (defect 2).
        self.camera_problem = QLabel("")
        self.camera_problem.setObjectName("error")
        self.camera_problem.setWordWrap(True)
        self.camera_problem.setMinimumHeight(self.camera_problem.fontMetrics().lineSpacing())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        for button in buttons.buttons():
            button.setMinimumSize(t.px(100), t.px(TOUCH))
        root = QVBoxLayout(self)
        root.addWidget(self.groups_area, 1)
        root.addWidget(self.camera_problem)
        root.addWidget(buttons)
        for control in (self.die_source, self.camera_source, self.camera_die,
                        self.camera_profile, self.camera_face_map, self.tower.port,
                        self.tower.find_button, self.tower.baud, self.theme,
                        self.card_text, self.ui_scale, self.table_mode, self.card_faces,
                        self.language):
            control.setMinimumHeight(t.px(TOUCH))

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
        self.die_source.currentIndexChanged.connect(self._refit)
        self._placed = False
        fit_and_centre(self, parent, QSize(t.px(640), t.px(560)))

    def _group(self, title: str, note: str) -> tuple[QFrame, QFormLayout]:
        t = self._theme
        group = QFrame()
        group.setObjectName("group")
        box = QVBoxLayout(group)
        box.setContentsMargins(t.px(14), t.px(10), t.px(14), t.px(12))
        box.setSpacing(t.px(4))
        heading = QLabel(title)
        heading.setObjectName("groupTitle")
        box.addWidget(heading)
        explanation = QLabel(note)
        explanation.setObjectName("groupNote")
        explanation.setWordWrap(True)
        box.addWidget(explanation)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        form.setHorizontalSpacing(t.px(14))
        box.addLayout(form)
        return group, form

    def _wanted(self) -> QSize:
        """As tall as the groups shown need (the dialog's other rows included)."""
        self._content.adjustSize()
        layout = self.layout()
        assert layout is not None
        chrome = layout.sizeHint().height() - self.groups_area.sizeHint().height()
        return QSize(max(self._theme.px(640), self._content.sizeHint().width() + 24),
                     chrome + self._content.sizeHint().height() + 4)

    def _refit(self) -> None:
        """Follow the groups shown; never taller than the screen (fit_and_centre's limit)."""
        if self.isVisible():  # grown or shrunk about its centre, kept on the screen
            fit_and_centre(self, self.parentWidget(), self._wanted())

    def showEvent(self, event: QShowEvent) -> None:  # a Qt override
        super().showEvent(event)
        if not self._placed:  # polished now: its sizes are the real ones
            self._placed = True
            fit_and_centre(self, self.parentWidget(), self._wanted())

    def _place_face_map(self, form: QFormLayout | None) -> None:
        """Put the shared d6 face map row in the group shown (camera or tower)."""
        if form is self._face_map_form or form is None:
            return
        if self._face_map_form is not None:
            self._face_map_form.takeRow(self.camera_face_map)
        form.addRow(self.face_map_label, self.camera_face_map)
        self.face_map_label.show()  # a new parent hides a widget
        self.camera_face_map.show()
        self._face_map_form = form

    def _first_tower_search(self) -> None:
        """Choosing the tower with no port yet starts a search (once; the button repeats it)."""
        if (self.die_source.currentData() == "tower" and not self.tower.port_path()
                and not self.tower.choices and not self.tower.finder.busy):
            self.tower.find()

    def _update_camera_fields(self) -> None:
        """Only the chosen source's group shows (and its fields are on); a bad face map,
        name, port or baud rate says why."""
        source = self.die_source.currentData()
        camera = source == "camera"
        tower = source == "tower"
        d6 = self.camera_die.currentData() == "d6"
        self.camera_group.setVisible(camera)
        self.tower_group.setVisible(tower)
        if self.die_note is not None:
            self.die_note.setText(QCoreApplication.translate("Settings",
                                                             DIE_SOURCE_NOTES[source]))
        self._place_face_map(self._tower_form if tower else self._camera_form)
        for field in (self.camera_source, self.camera_die, self.camera_profile):
            field.setEnabled(camera)
        self.tower.set_enabled(tower)
        self.camera_face_map.setEnabled((camera and d6) or tower)
        self.face_map_label.setEnabled(self.camera_face_map.isEnabled())
        problem = ""
        if (camera and d6) or tower:
            try:
                FaceMap.parse(face_map_read(self.camera_face_map.text()))
            except FaceMapError as exc:
                problem = str(exc)
        if camera and not PROFILE_NAME.match(profile_read(self.camera_profile.text())):
            problem = ("A calibration name is letters, digits, spaces, '_', '.' or '-' "
                       "(no slashes)")
        if tower and not problem:
            problem = self.tower.problem()
        self.camera_problem.setText(problem)
        if self.ok_button is not None:
            self.ok_button.setEnabled(not problem)

    def settings(self) -> Settings:
        return replace(self._base, die_source=self.die_source.currentData(),
                       theme=self.theme.currentData(),
                       card_text_scale=self.card_text.value(),
                       ui_scale=self.ui_scale.value(),
                       camera_source=self.camera_source.text(),
                       camera_die=self.camera_die.currentData(),
                       camera_face_map=face_map_read(self.camera_face_map.text()),
                       camera_profile=profile_read(self.camera_profile.text()),
                       tower_port=self.tower.port_path(),
                       tower_baud=self.tower.baud_rate() or self._base.tower_baud,
                       table_mode=self.table_mode.currentData(),
                       card_faces=self.card_faces.currentData(),
                       language=self.language.currentData()).checked()
