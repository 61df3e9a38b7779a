"""Colours and sizes shared by every widget. Dark by default: the app sits beside a table,
often on a TV, and is read from across the room."""

from __future__ import annotations

from dataclasses import dataclass, replace

from PySide6.QtGui import QColor


@dataclass(frozen=True, slots=True)
class Theme:
    name: str
    window: str
    panel: str
    panel_border: str
    text: str
    muted: str
    accent: str
    danger: str
    ok: str
    card_frame: str
    card_text_box: str
    card_text: str
    chaos: str
    scale: float = 1.0
    """Interface size: the player's setting times the screen's own (a 4K TV without
    desktop scaling gets 2). Every size a widget sets goes through `px`."""

    def color(self, attr: str) -> QColor:
        return QColor(getattr(self, attr))

    def px(self, size: float) -> int:
        """``size`` (pixels at interface size 1) at this theme's scale."""
        return max(1, round(size * self.scale))

    def scaled(self, scale: float) -> Theme:
        return replace(self, scale=scale)


DARK = Theme(
    name="dark", window="#14161c", panel="#1f232c", panel_border="#343a46", text="#eceff4",
    muted="#9aa3b2", accent="#e0b341", danger="#e0604f", ok="#67c08a",
    card_frame="#2b2f38", card_text_box="#efe7d6", card_text="#1b1b1b", chaos="#7a3fb5",
)
LIGHT = Theme(
    name="light", window="#eef0f4", panel="#ffffff", panel_border="#c9ced8", text="#15181e",
    muted="#5b6475", accent="#b07d00", danger="#c0392b", ok="#2e8b57",
    card_frame="#3a3f4a", card_text_box="#f6f0e2", card_text="#1b1b1b", chaos="#6a2fa5",
)
THEMES = {t.name: t for t in (DARK, LIGHT)}

TOUCH = 44
"""The smallest touch target, in pixels at interface size 1 (about 7 mm on a 15.6-inch
1080p screen): every button a player taps is at least this wide and tall."""

PLAYER_COLOURS = ("#e0604f", "#4f8fe0", "#67c08a", "#e0b341", "#b06fe0", "#4fd0d0",
                  "#e07fb0", "#a0a0a0")
"""Seat colours, in seating order."""


def stylesheet(theme: Theme, scale: float = 1.0) -> str:
    """The application style sheet; ``scale`` grows every font for a TV."""
    base = round(15 * scale)
    return f"""
    QWidget {{ background: {theme.window}; color: {theme.text}; font-size: {base}px; }}
    QFrame#panel {{ background: {theme.panel}; border: 1px solid {theme.panel_border};
                    border-radius: 10px; }}
    QPushButton {{ background: {theme.panel}; border: 1px solid {theme.panel_border};
                   border-radius: 8px; padding: 6px 12px; }}
    QPushButton:hover {{ border-color: {theme.accent}; }}
    QPushButton:pressed {{ background: {theme.panel_border}; }}
    QPushButton:disabled {{ color: {theme.muted}; }}
    QPushButton#primary {{ background: {theme.accent}; color: #1b1b1b; font-weight: bold; }}
    QLabel#muted {{ color: {theme.muted}; }}
    QLabel#error {{ color: {theme.danger}; }}
    QListWidget, QTextEdit, QPlainTextEdit, QLineEdit, QComboBox, QSpinBox {{
        background: {theme.panel}; border: 1px solid {theme.panel_border}; border-radius: 6px; }}
    """
