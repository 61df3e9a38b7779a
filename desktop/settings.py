"""Player settings: die source, theme, card text size and interface scale.

Stored as JSON in the user config folder. A settings file that can't be read is moved
aside (kept) and the defaults are used; the player is told."""

from __future__ import annotations

import json
import logging
from dataclasses import asdict, dataclass, replace
from datetime import UTC, datetime
from pathlib import Path

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QWidget,
)

from desktop.theme import THEMES
from engine.persistence import atomic_write

log = logging.getLogger(__name__)

SETTINGS_NAME = "settings.json"
DIE_SOURCES = {
    "virtual": "Virtual die (the app rolls)",
    "manual": "Real die, entered by hand",
}
"""Camera and dice-tower sources join this list with their own readers."""


@dataclass(frozen=True, slots=True)
class Settings:
    die_source: str = "virtual"
    theme: str = "dark"
    card_text_scale: float = 1.0
    ui_scale: float = 1.0

    def checked(self) -> Settings:
        """Out-of-range values replaced by defaults, so a hand-edited file can't break the app."""
        default = Settings()
        return Settings(
            die_source=self.die_source if self.die_source in DIE_SOURCES else default.die_source,
            theme=self.theme if self.theme in THEMES else default.theme,
            card_text_scale=min(max(float(self.card_text_scale), 0.6), 2.0),
            ui_scale=min(max(float(self.ui_scale), 0.75), 3.0),
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
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Settings")
        form = QFormLayout(self)
        self.die_source = QComboBox()
        for key, label in DIE_SOURCES.items():
            self.die_source.addItem(label, key)
        self.die_source.setCurrentIndex(list(DIE_SOURCES).index(settings.die_source))
        form.addRow("Planar die", self.die_source)
        note = QLabel("Camera and dice-tower readers are not part of this version yet.")
        note.setObjectName("muted")
        form.addRow("", note)
        self.theme = QComboBox()
        for name in THEMES:
            self.theme.addItem(name.capitalize(), name)
        self.theme.setCurrentIndex(list(THEMES).index(settings.theme))
        form.addRow("Theme", self.theme)
        self.card_text = QDoubleSpinBox()
        self.card_text.setRange(0.6, 2.0)
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
        self._base = settings

    def settings(self) -> Settings:
        return replace(self._base, die_source=self.die_source.currentData(),
                       theme=self.theme.currentData(), card_text_scale=self.card_text.value(),
                       ui_scale=self.ui_scale.value()).checked()
