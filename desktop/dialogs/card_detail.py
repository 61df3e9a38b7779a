"""One planar card up close: the card painted large, its full Oracle text as selectable
text, and its official rulings with their dates and sources.

The text zooms (the +/− buttons, Ctrl+wheel, a pinch on a touch screen); the zoom is
remembered for the rest of the session, so the table sets it once. The dialog opens
centred on its parent window and never larger than the screen's available area.
"""

from __future__ import annotations

import html
import logging
import re

from PySide6.QtCore import QEvent, QMargins, QObject, QPoint, QRect, QRectF, QSize, Qt, QUrl
from PySide6.QtGui import QFont, QGuiApplication, QPainter, QPaintEvent, QWheelEvent
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPinchGesture,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from desktop.rich_text import symbol_image_for
from desktop.table.card_view import (
    CARD_ASPECT,
    SANS_FAMILIES,
    CardPainter,
)
from desktop.theme import DARK, TOUCH, Theme
from engine.cards import Card, CardDatabase

log = logging.getLogger(__name__)

ZOOM_MIN = 0.7
ZOOM_MAX = 3.0
ZOOM_STEP = 1.15
BASE_TEXT_PX = 18
"""Body text size at zoom 1 and interface size 1."""
FRAME_ALLOWANCE = QMargins(8, 36, 8, 8)
"""Room kept around a dialog for its window frame and title bar."""
PREFERRED = QSize(1120, 700)
"""The dialog's size at interface size 1 when the screen has room for it."""

_SYMBOL_RE = re.compile(r"\{([^{}]{1,8})\}")
_SYMBOL_RUN_RE = re.compile(r"(?P<symbols>(?:\{[^{}]{1,8}\})+)(?P<tail>[.,;:)!?’”\"']*)")


class _Session:
    zoom = 1.0
    """The text zoom for the rest of this session (every detail dialog shares it)."""


def session_zoom() -> float:
    return _Session.zoom


def set_session_zoom(zoom: float) -> float:
    """Set the remembered zoom (clamped); returns the value kept."""
    _Session.zoom = min(ZOOM_MAX, max(ZOOM_MIN, float(zoom)))
    return _Session.zoom


def fit_rect(preferred: QSize, available: QRect, centre: QPoint) -> QRect:
    """A rectangle of ``preferred`` size (shrunk to ``available``) centred on ``centre``,
    moved wholly inside ``available``."""
    w = min(preferred.width(), available.width())
    h = min(preferred.height(), available.height())
    rect = QRect(0, 0, w, h)
    rect.moveCenter(centre)
    rect.moveLeft(min(max(rect.left(), available.left()), available.right() - w + 1))
    rect.moveTop(min(max(rect.top(), available.top()), available.bottom() - h + 1))
    return rect


def place_on_screen(dialog: QWidget, preferred: QSize) -> None:
    """Size ``dialog`` to ``preferred`` (at most the screen's available area) and centre it
    on its parent window, wholly on the screen."""
    parent = dialog.parentWidget()
    screen = (parent.screen() if parent is not None else None) or dialog.screen() \
        or QGuiApplication.primaryScreen()
    # Leave room for the window frame and title bar, which are not known before showing.
    available = screen.availableGeometry().marginsRemoved(FRAME_ALLOWANCE)
    dialog.setMaximumSize(available.size())
    centre = parent.window().frameGeometry().center() if parent is not None \
        else available.center()
    dialog.setGeometry(fit_rect(preferred, available, centre))


class CardFace(QWidget):
    """One card painted as large as the widget allows (keeps the card's shape)."""

    def __init__(self, card: Card, theme: Theme, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._card = card
        self._painter = CardPainter(theme)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(210, round(210 / CARD_ASPECT))
        self.setAccessibleName(card.name)

    def set_theme(self, theme: Theme) -> None:
        self._painter = CardPainter(theme, self._painter.text_scale)
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(560, round(560 / CARD_ASPECT))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = CardPainter.fit_card(QRectF(self.rect()).adjusted(4, 4, -4, -4))
        self._painter.paint(painter, rect, self._card)
        painter.end()


class CardDetailDialog(QDialog):
    """The card large, its Oracle text and its rulings (date, text, source), zoomable."""

    def __init__(self, name: str, cards: CardDatabase, theme: Theme = DARK,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card = cards.resolve(name)
        self._theme = theme
        self._pinch_start = session_zoom()
        self.setWindowTitle(self.tr("{name}: card text and rulings").format(name=self.card.name))
        self.setObjectName("cardDetail")

        self.face = CardFace(self.card, theme)
        self.text = QTextBrowser()
        self.text.setObjectName("cardDetailText")
        self.text.setOpenLinks(False)
        self.text.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
            | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.text.setMinimumWidth(260)
        self.text.viewport().installEventFilter(self)
        self.text.viewport().grabGesture(Qt.GestureType.PinchGesture)

        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(self.face)
        self.splitter.addWidget(self.text)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.setStretchFactor(0, 5)
        self.splitter.setStretchFactor(1, 6)

        self.zoom_out = QPushButton("−")
        self.zoom_out.setAccessibleName(self.tr("Smaller text"))
        self.zoom_out.setToolTip(self.tr("Smaller text (Ctrl+wheel down)"))
        self.zoom_out.clicked.connect(lambda: self.set_zoom(session_zoom() / ZOOM_STEP))
        self.zoom_label = QLabel()
        self.zoom_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.zoom_in = QPushButton("+")
        self.zoom_in.setAccessibleName(self.tr("Larger text"))
        self.zoom_in.setToolTip(self.tr("Larger text (Ctrl+wheel up)"))
        self.zoom_in.clicked.connect(lambda: self.set_zoom(session_zoom() * ZOOM_STEP))
        self.close_button = QPushButton(self.tr("Close"))
        self.close_button.setObjectName("primary")
        self.close_button.clicked.connect(self.accept)

        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Text size")))
        row.addWidget(self.zoom_out)
        row.addWidget(self.zoom_label)
        row.addWidget(self.zoom_in)
        row.addStretch(1)
        row.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.splitter, 1)
        layout.addLayout(row)

        self.set_theme(theme)
        self._place()
        # The text gets a little more room than the card; the reader can drag the divider.
        self.splitter.setSizes([5000, 6000])
        self.close_button.setFocus()

    # -- zoom --------------------------------------------------------------------------
    @property
    def zoom(self) -> float:
        return session_zoom()

    def text_px(self) -> int:
        """The body text size in pixels at the current zoom."""
        return self._theme.px(BASE_TEXT_PX * session_zoom())

    def set_zoom(self, zoom: float) -> None:
        old = session_zoom()
        if set_session_zoom(zoom) != old or not self.text.toPlainText():
            self._render()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.text.viewport():
            if event.type() == QEvent.Type.Wheel and isinstance(event, QWheelEvent) and \
                    event.modifiers() & Qt.KeyboardModifier.ControlModifier:
                steps = event.angleDelta().y() / 120
                if steps:
                    self.set_zoom(session_zoom() * ZOOM_STEP ** steps)
                return True
            if event.type() == QEvent.Type.Gesture:
                pinch = event.gesture(Qt.GestureType.PinchGesture)  # type: ignore[attr-defined]
                if isinstance(pinch, QPinchGesture):
                    if pinch.state() == Qt.GestureState.GestureStarted:
                        self._pinch_start = session_zoom()
                    self.set_zoom(self._pinch_start * pinch.totalScaleFactor())
                    return True
        return super().eventFilter(watched, event)

    # -- look --------------------------------------------------------------------------
    def set_theme(self, theme: Theme) -> None:
        self._theme = theme
        t = theme
        self.face.set_theme(theme)
        touch = t.px(TOUCH)
        for button in (self.zoom_out, self.zoom_in):
            button.setObjectName("zoom")
            button.setMinimumSize(round(touch * 1.3), touch)
        self.close_button.setMinimumSize(t.px(120), touch)
        self.zoom_label.setMinimumWidth(t.px(64))
        self.setStyleSheet(f"""
            QDialog#cardDetail {{ background: {t.window}; }}
            QDialog#cardDetail QLabel {{ color: {t.text}; font-size: {t.px(15)}px; }}
            QTextBrowser#cardDetailText {{ background: {t.panel}; color: {t.text};
                border: 1px solid {t.panel_border}; border-radius: {t.px(8)}px;
                padding: {t.px(6)}px; selection-background-color: {t.accent};
                selection-color: #1b1b1b; }}
            QDialog#cardDetail QPushButton {{ background: {t.panel}; color: {t.text};
                border: 1px solid {t.panel_border}; border-radius: {t.px(8)}px;
                font-size: {t.px(17)}px; padding: {t.px(6)}px {t.px(14)}px; }}
            QDialog#cardDetail QPushButton:hover {{ border-color: {t.accent}; }}
            QDialog#cardDetail QPushButton:disabled {{ color: {t.muted}; }}
            QDialog#cardDetail QPushButton#zoom {{ font-size: {t.px(26)}px; font-weight: bold;
                padding: 0px; }}
            QDialog#cardDetail QPushButton#primary {{ background: {t.accent}; color: #1b1b1b;
                font-weight: bold; }}
            QDialog#cardDetail QScrollBar:vertical {{ background: {t.panel};
                width: {t.px(16)}px; border: none; }}
            QDialog#cardDetail QScrollBar::handle:vertical {{ background: {t.muted};
                min-height: {t.px(40)}px; border-radius: {t.px(8)}px; }}
            QDialog#cardDetail QScrollBar::add-line, QDialog#cardDetail
                QScrollBar::sub-line {{ height: 0px; }}
        """)
        self._render()

    @staticmethod
    def _font(px: int, *, bold: bool = False) -> QFont:
        font = QFont()
        font.setFamilies(SANS_FAMILIES)
        font.setPixelSize(px)
        font.setBold(bold)
        return font

    def _render(self) -> None:
        px = self.text_px()
        self.zoom_label.setText(f"{round(session_zoom() * 100)} %")
        self.zoom_out.setEnabled(session_zoom() > ZOOM_MIN + 1e-9)
        self.zoom_in.setEnabled(session_zoom() < ZOOM_MAX - 1e-9)
        doc = self.text.document()
        doc.setDefaultFont(self._font(px))
        for token in {m.group(1).upper() for m in _SYMBOL_RE.finditer(self._all_text())}:
            image = symbol_image_for(token, self._theme.chaos, self._theme.text)
            if image is not None:
                doc.addResource(2, QUrl(f"sym:{token}"), image)  # 2: ImageResource
        scroll = self.text.verticalScrollBar()
        fraction = scroll.value() / scroll.maximum() if scroll.maximum() else 0.0
        self.text.setHtml(self.html(px))
        scroll.setValue(round(fraction * scroll.maximum()))

    def _all_text(self) -> str:
        return "\n".join([self.card.oracle_text, *(r.text for r in self.card.rulings)])

    def html(self, px: int) -> str:
        """The text pane's content at body size ``px``."""
        t = self._theme
        c = self.card
        small = round(px * 0.8)
        parts = [
            f'<div style="font-size:{round(px * 1.5)}px; font-weight:bold;">'
            f"{html.escape(c.name)}</div>",
            f'<div style="color:{t.muted}; font-size:{round(px * 0.95)}px;'
            f' margin-bottom:{px // 2}px;">{html.escape(c.type_line)}</div>',
        ]
        for para in c.oracle_text.split("\n"):
            if para.strip():
                parts.append(f'<p style="margin-top:0; margin-bottom:{px // 2}px;">'
                             f"{_rich(para, px)}</p>")
        if c.playtest:
            parts.append(f'<p style="color:{t.muted}; font-size:{small}px;">'
                         f"{html.escape(self.tr('Playtest card: not an official card.'))}</p>")
        heading = self.tr("Rulings ({n})").format(n=len(c.rulings)) if c.rulings else \
            self.tr("Rulings")
        parts.append(f'<div style="font-size:{round(px * 1.2)}px; font-weight:bold;'
                     f' margin-top:{px}px; margin-bottom:{px // 3}px;">'
                     f"{html.escape(heading)}</div>")
        if not c.rulings:
            none = self.tr("No official rulings are recorded for this card.")
            parts.append(f'<p style="color:{t.muted};">{html.escape(none)}</p>')
        for ruling in c.rulings:
            source = ""
            if ruling.source is not None:
                label = self.tr("Source: {label} ({detail})").format(
                    label=ruling.source.label, detail=ruling.source.detail)
                source = (f'<br><span style="color:{t.muted}; font-size:{small}px;">'
                          f"{html.escape(label)}</span>")
            parts.append(
                f'<p style="margin-top:0; margin-bottom:{round(px * 0.7)}px;">'
                f'<span style="color:{t.accent}; font-weight:bold;">'
                f"{html.escape(ruling.date)}</span>&nbsp;&nbsp;{_rich(ruling.text, px)}"
                f"{source}</p>")
        if c.notes:
            note = self.tr("About this card's data: {notes}").format(notes=c.notes)
            parts.append(f'<p style="color:{t.muted}; font-size:{small}px; margin-top:{px}px;">'
                         f"{html.escape(note)}</p>")
        return "".join(parts)

    # -- placement ---------------------------------------------------------------------
    def _place(self) -> None:
        place_on_screen(self, QSize(self._theme.px(PREFERRED.width()),
                                    self._theme.px(PREFERRED.height())))

    def resizeEvent(self, event: object) -> None:
        # A narrow (portrait) window puts the card above its text.
        vertical = self.width() < self.height() * 1.1
        self.splitter.setOrientation(Qt.Orientation.Vertical if vertical
                                     else Qt.Orientation.Horizontal)
        super().resizeEvent(event)  # type: ignore[arg-type]


def _rich(text: str, px: int) -> str:
    """Escaped text with brace symbols drawn inline. A run of symbols and the punctuation
    after it stay on one line (no "③ / ." wraps, no "{2} / {R}" splits)."""
    out: list[str] = []
    pos = 0
    side = round(px * 1.05)
    for m in _SYMBOL_RUN_RE.finditer(text):
        out.append(html.escape(text[pos:m.start()]))
        pieces = []
        for token in _SYMBOL_RE.findall(m.group("symbols")):
            token = token.upper()
            pieces.append(f'<img src="sym:{token}" width="{side}" height="{side}"'
                          ' style="vertical-align:middle;">' if symbol_image_for(token) is not None
                          else html.escape(f"{{{token}}}"))
        out.append(f'<span style="white-space:nowrap;">{"".join(pieces)}'
                   f'{html.escape(m.group("tail"))}</span>')
        pos = m.end()
    out.append(html.escape(text[pos:]))
    return "".join(out)


def show_card_detail(parent: QWidget | None, name: str, cards: CardDatabase,
                     theme: Theme = DARK) -> CardDetailDialog:
    """Open the card detail for ``name`` (non-modal; deleted when closed)."""
    dialog = CardDetailDialog(name, cards, theme, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    return dialog
