"""Colours and sizes shared by every widget. Dark by default: the app sits beside a table,
often on a TV, and is read from across the room.

Both themes pass WCAG AA for text (contrast at least 4.5:1 on the window and on panels;
`contrast` computes it and a test checks every text colour)."""

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
    on_accent: str
    """Text on an accent background (the Active chip, primary buttons)."""
    danger: str
    ok: str
    card_frame: str
    card_text_box: str
    card_text: str
    chaos: str
    players: tuple[str, ...]
    """Seat colours in seating order, readable as text on this theme's panels."""
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

    def player(self, seat: int) -> str:
        return self.players[seat % len(self.players)]

    def text_colours(self) -> dict[str, str]:
        """Every colour this theme uses for text on its window and panels."""
        out = {"text": self.text, "muted": self.muted, "accent": self.accent,
               "danger": self.danger, "ok": self.ok}
        out.update({f"player {i + 1}": c for i, c in enumerate(self.players)})
        return out


PLAYER_COLOURS = ("#ef7564", "#5b9bf0", "#67c08a", "#e0b341", "#bd82ec", "#4fd0d0",
                  "#e07fb0", "#f09a4a")
"""Seat colours in seating order (the dark theme's; the light theme darkens them). Eight
distinct hues: none is grey, the look of a player who has left."""

DARK = Theme(
    name="dark", window="#14161c", panel="#1f232c", panel_border="#343a46", text="#eceff4",
    muted="#9aa3b2", accent="#e0b341", on_accent="#1b1b1b", danger="#ef7564", ok="#67c08a",
    card_frame="#2b2f38", card_text_box="#efe7d6", card_text="#1b1b1b", chaos="#7a3fb5",
    players=PLAYER_COLOURS,
)
LIGHT = Theme(
    name="light", window="#eef0f4", panel="#ffffff", panel_border="#c9ced8", text="#15181e",
    muted="#565f70", accent="#8a6200", on_accent="#ffffff", danger="#b83226", ok="#23744a",
    card_frame="#3a3f4a", card_text_box="#f6f0e2", card_text="#1b1b1b", chaos="#6a2fa5",
    players=("#b83226", "#1f5fb0", "#23744a", "#8a6200", "#7a3db5", "#0f6f78", "#a8336b",
             "#a14f00"),
)
THEMES = {t.name: t for t in (DARK, LIGHT)}

TOUCH = 44
"""The smallest touch target, in pixels at interface size 1 (about 7 mm on a 15.6-inch
1080p screen): every button a player taps is at least this wide and tall."""


def _luminance(colour: str) -> float:
    c = QColor(colour)

    def channel(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    return (0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF())
            + 0.0722 * channel(c.blueF()))


def contrast(a: str, b: str) -> float:
    """The WCAG 2 contrast ratio of two colours (1 to 21)."""
    hi, lo = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def stylesheet(theme: Theme) -> str:
    """The application style sheet at the theme's scale: fonts, controls at least a touch
    target tall, menus and scroll bars themed, disabled controls visibly disabled."""
    t = theme
    base = t.px(15)
    # Buttons reach a touch target's height by their padding, not by min-height: a style
    # sheet's min-height would override the sizes widgets set in code.
    pad_v = max(t.px(6), (t.px(TOUCH) - round(base * 1.2) - 2) // 2)
    return f"""
    QWidget {{ background: {t.window}; color: {t.text}; font-size: {base}px; }}
    QFrame#panel {{ background: {t.panel}; border: 1px solid {t.panel_border};
                    border-radius: {t.px(10)}px; }}
    QPushButton, QToolButton {{ background: {t.panel}; border: 1px solid {t.panel_border};
                   border-radius: {t.px(8)}px; padding: {pad_v}px {t.px(14)}px; }}
    QPushButton:hover, QToolButton:hover {{ border-color: {t.accent}; }}
    QPushButton:pressed, QToolButton:pressed {{ background: {t.panel_border}; }}
    QPushButton:disabled, QToolButton:disabled {{ color: {t.muted}; background: {t.window};
                   border-style: dashed; }}
    QPushButton#primary {{ background: {t.accent}; color: {t.on_accent}; font-weight: bold; }}
    QPushButton#primary:disabled {{ background: {t.panel_border}; color: {t.muted}; }}
    QLabel#muted {{ color: {t.muted}; }}
    QLabel#error {{ color: {t.danger}; }}
    QListWidget, QTextEdit, QPlainTextEdit, QTextBrowser, QLineEdit, QComboBox, QSpinBox,
    QDoubleSpinBox {{
        background: {t.panel}; border: 1px solid {t.panel_border}; border-radius: {t.px(6)}px;
        padding: {t.px(6)}px; }}
    QComboBox QAbstractItemView {{ min-width: {t.px(260)}px; }}
    QCheckBox::indicator {{ width: {t.px(22)}px; height: {t.px(22)}px;
        border: 2px solid {t.muted}; border-radius: {t.px(4)}px; background: {t.panel}; }}
    QCheckBox::indicator:checked {{ background: {t.accent}; border-color: {t.accent}; }}
    QMenuBar {{ background: {t.window}; }}
    QMenuBar::item {{ padding: {t.px(6)}px {t.px(12)}px; }}
    QMenuBar::item:selected, QMenu::item:selected {{ background: {t.panel_border}; }}
    QMenu {{ background: {t.panel}; border: 1px solid {t.panel_border}; }}
    QMenu::item {{ padding: {t.px(13)}px {t.px(28)}px {t.px(13)}px {t.px(20)}px; }}
    QMenu::item:disabled {{ color: {t.muted}; }}
    QMenu::separator {{ height: 1px; background: {t.panel_border}; margin: {t.px(4)}px 0; }}
    QTabBar::tab {{ background: {t.window}; border: 1px solid {t.panel_border};
                    padding: {t.px(12)}px {t.px(16)}px; }}
    QTabBar::tab:selected {{ background: {t.panel}; border-bottom-color: {t.accent};
                             font-weight: bold; }}
    QTabWidget::pane {{ border: 1px solid {t.panel_border}; }}
    QScrollBar:vertical {{ background: {t.window}; width: {t.px(14)}px; margin: 0; }}
    QScrollBar:horizontal {{ background: {t.window}; height: {t.px(14)}px; margin: 0; }}
    QScrollBar::handle {{ background: {t.panel_border}; border-radius: {t.px(6)}px; }}
    QScrollBar::handle:hover {{ background: {t.muted}; }}
    QScrollBar::add-line, QScrollBar::sub-line {{ width: 0; height: 0; }}
    QScrollBar::add-page, QScrollBar::sub-page {{ background: none; }}
    QToolTip {{ background: {t.panel}; color: {t.text}; border: 1px solid {t.panel_border};
                font-size: {t.px(14)}px; }}
    QSplitter::handle {{ background: {t.panel_border}; }}
    """
