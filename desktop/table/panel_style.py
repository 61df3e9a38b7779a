"""Style-sheet pieces the side panels share: scroll bars and check boxes in the theme's
colours (the platform's light grey ones all but vanish on the dark theme), sized with the
interface scale so a finger can use them."""

from __future__ import annotations

from desktop.theme import Theme


def scrollbar_style(t: Theme) -> str:
    return f"""
        QScrollBar:vertical {{ background: {t.panel}; width: {t.px(12)}px; margin: 0px;
                               border: none; }}
        QScrollBar::handle:vertical {{ background: {t.panel_border};
                                       min-height: {t.px(32)}px;
                                       border-radius: {t.px(5)}px; margin: 2px; }}
        QScrollBar::handle:vertical:hover {{ background: {t.muted}; }}
        QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical {{ height: 0px; }}
        QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical {{
            background: transparent; }}
    """


def checkbox_style(t: Theme) -> str:
    return f"""
        QCheckBox {{ color: {t.text}; spacing: {t.px(8)}px; background: transparent;
                     font-size: {t.px(15)}px; }}
        QCheckBox::indicator {{ width: {t.px(20)}px; height: {t.px(20)}px;
                                border: 2px solid {t.muted}; border-radius: {t.px(4)}px;
                                background: {t.panel}; }}
        QCheckBox::indicator:hover {{ border-color: {t.accent}; }}
        QCheckBox::indicator:checked {{ background: {t.accent}; border-color: {t.accent}; }}
    """
