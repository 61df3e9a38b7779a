"""Questions for one player, shown over the table and turned toward that player's seat.

On a flat table (the screen lying between the players) a top-level dialog would face the
bottom seat only, and Qt can't rotate windows. ``SeatOverlay`` is a child of the table
widget instead: it dims the table, blocks input to it (modal to the table), and shows one
content widget turned by 0, 90, 180 or 270 degrees (the seat panel's own ``ROTATION``),
centred and scaled down to fit. Esc or its ✕ hides it. With angle 0 it is a plain centred
overlay."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QEventLoop, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QTransform
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsScene,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.theme import DARK, TOUCH, Theme

log = logging.getLogger(__name__)

DIM = QColor(0, 0, 0, 160)
_BLOCKED_MODIFIERS = (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
                      | Qt.KeyboardModifier.MetaModifier)


class _Panel(QFrame):
    """The framed card the content sits in, with an optional ✕."""

    def __init__(self, content: QWidget, theme: Theme, closable: bool,
                 on_close: Callable[[], None]) -> None:
        super().__init__()
        self.setObjectName("overlayPanel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.content = content
        box = QVBoxLayout(self)
        pad = theme.px(8)
        box.setContentsMargins(pad, pad, pad, pad)
        box.setSpacing(0)
        self.close_button: QPushButton | None = None
        if closable:
            row = QHBoxLayout()
            row.addStretch(1)
            self.close_button = QPushButton("✕")
            self.close_button.setObjectName("overlayClose")
            self.close_button.setToolTip(self.tr("Close"))
            self.close_button.setFixedSize(theme.px(TOUCH), theme.px(TOUCH))
            self.close_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            self.close_button.clicked.connect(on_close)
            row.addWidget(self.close_button)
            box.addLayout(row)
        box.addWidget(content, 1)
        self.setStyleSheet(f"""
            QFrame#overlayPanel {{ background: {theme.window};
                                   border: 2px solid {theme.accent};
                                   border-radius: {theme.px(12)}px; }}
        """)


class SeatOverlay(QWidget):
    """Covers ``host``; ``show_content`` puts one widget over it, turned toward a seat."""

    hidden = Signal()
    """The content was put away (Esc, ✕, ``hide_content``) or replaced."""

    MARGIN = 16

    def __init__(self, host: QWidget, theme: Theme = DARK) -> None:
        super().__init__(host)
        self.host = host
        self.theme = theme
        self.angle = 0
        self.scale = 1.0
        self.panel: _Panel | None = None
        self.setObjectName("seatOverlay")
        self.scene = QGraphicsScene(self)
        self.view = QGraphicsView(self.scene, self)
        self.view.setObjectName("seatOverlayView")
        self.view.setFrameShape(QFrame.Shape.NoFrame)
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.view.setRenderHints(QPainter.RenderHint.Antialiasing
                                 | QPainter.RenderHint.TextAntialiasing
                                 | QPainter.RenderHint.SmoothPixmapTransform)
        self.view.setStyleSheet("QGraphicsView { background: transparent; border: none; }")
        self.view.viewport().setAutoFillBackground(False)
        self.view.installEventFilter(self)
        self.proxy: Any = None
        host.installEventFilter(self)
        self.hide()

    # -- showing ---------------------------------------------------------------------------
    def show_content(self, content: QWidget, angle: int = 0, *, closable: bool = True) -> None:
        """Show ``content`` turned ``angle`` degrees clockwise (a multiple of 90), replacing
        any content shown before. ``closable`` adds a ✕ (content with its own can omit it)."""
        if angle % 90:
            raise ValueError(f"angle must be a multiple of 90 degrees, got {angle}")
        self._drop_panel()
        self.angle = angle % 360
        self.panel = _Panel(content, self.theme, closable, self.hide_content)
        self.proxy = self.scene.addWidget(self.panel)
        self.show_again()

    def show_again(self) -> None:
        """Show the current content again after it was hidden."""
        if self.panel is None:
            return
        self.setGeometry(self.host.rect())
        self.show()
        self.raise_()
        self._fit()
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)
        self.scene.setFocusItem(self.proxy)
        self.panel.content.setFocus(Qt.FocusReason.OtherFocusReason)

    def hide_content(self) -> None:
        """Put the content away (it is kept: ``show_again`` brings it back)."""
        if self.isVisible():
            self.hide()
            self.hidden.emit()

    def clear(self) -> None:
        """Hide and forget the content."""
        self.hide()
        self._drop_panel()

    def press_default(self) -> bool:
        """Enter on the table while the question shows: its default button (the one drawn
        as primary), as Enter does in a dialog; False if it has none."""
        content = self.content()
        button = getattr(content, "default_button", None)
        if not self.isVisible() or not isinstance(button, QPushButton) or not button.isEnabled():
            return False
        button.click()
        return True

    def content(self) -> QWidget | None:
        return None if self.panel is None else self.panel.content

    def is_showing(self, content: QWidget | None = None) -> bool:
        if not self.isVisible() or self.panel is None:
            return False
        return content is None or self.panel.content is content

    def _drop_panel(self) -> None:
        if self.proxy is not None:
            self.scene.removeItem(self.proxy)
            self.proxy.deleteLater()
            self.proxy = None
        if self.panel is not None:
            self.panel.deleteLater()
            self.panel = None

    # -- geometry --------------------------------------------------------------------------
    @property
    def sideways(self) -> bool:
        return self.angle in (90, 270)

    def _fit(self) -> None:
        if self.panel is None or self.proxy is None:
            return
        self.view.setGeometry(self.rect())
        margin = self.theme.px(self.MARGIN)
        room_w = max(1, self.width() - 2 * margin)
        room_h = max(1, self.height() - 2 * margin)
        if self.sideways:  # the content's own width runs along the host's height
            room_w, room_h = room_h, room_w
        hint = self.panel.sizeHint().expandedTo(self.panel.minimumSizeHint())
        least = self.panel.minimumSizeHint()
        w = max(min(hint.width(), room_w), least.width())
        h = max(min(hint.height(), room_h), least.height())
        self.proxy.setPos(0, 0)
        self.proxy.resize(w, h)
        self.scale = min(1.0, room_w / w, room_h / h)
        self.scene.setSceneRect(0, 0, w, h)
        self.view.setTransform(QTransform().rotate(self.angle).scale(self.scale, self.scale))
        self.view.centerOn(w / 2, h / 2)

    def content_rect(self) -> QRectF:
        """Where the (turned, scaled) content is, in this overlay's coordinates."""
        if self.proxy is None:
            return QRectF()
        polygon = self.view.mapFromScene(self.proxy.sceneBoundingRect())
        return QRectF(polygon.boundingRect()).translated(QPointF(self.view.pos()))

    def map_from_content(self, widget: QWidget, point: QPointF) -> QPointF:
        """A point in ``widget`` (inside the content) in the view's viewport coordinates,
        through the turn and scale (tests click through this)."""
        assert self.panel is not None and self.proxy is not None
        in_panel = QPointF(widget.mapTo(self.panel, point.toPoint()))
        return QPointF(self.view.mapFromScene(self.proxy.mapToScene(in_panel)))

    # -- events ----------------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.host and event.type() == QEvent.Type.Resize and self.isVisible():
            self.setGeometry(self.host.rect())
            self.raise_()
            self._fit()
        elif (watched is self.view and event.type() == QEvent.Type.ShortcutOverride
              and isinstance(event, QKeyEvent)
              and not (event.modifiers() & _BLOCKED_MODIFIERS)):
            # Modal to the table: the window's own keys (Space rolls, Enter resolves) go to
            # the question instead; Ctrl shortcuts (undo) still work.
            event.accept()
            return True
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self._fit()

    def paintEvent(self, event: Any) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), DIM)
        painter.end()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.hide_content()
        event.accept()  # nothing reaches the table under the overlay

    def mousePressEvent(self, event: Any) -> None:
        event.accept()  # a tap on the dimmed table does nothing

    def mouseReleaseEvent(self, event: Any) -> None:
        event.accept()

    def wheelEvent(self, event: Any) -> None:
        event.accept()


class ConfirmForm(QWidget):
    """A yes/no question for the overlay (e.g. "Cid leaves the game?")."""

    accepted = Signal()
    rejected = Signal()

    def __init__(self, title: str, message: str, theme: Theme = DARK, *,
                 yes_text: str | None = None, no_text: str | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        t = theme
        box = QVBoxLayout(self)
        box.setContentsMargins(t.px(16), t.px(4), t.px(16), t.px(12))
        box.setSpacing(t.px(10))
        self.title = QLabel(title)
        self.title.setObjectName("confirmTitle")
        self.message = QLabel(message)
        self.message.setWordWrap(True)
        self.message.setMinimumWidth(t.px(360))
        box.addWidget(self.title)
        box.addWidget(self.message)
        row = QHBoxLayout()
        row.addStretch(1)
        self.no_button = QPushButton(no_text or self.tr("No"))
        self.yes_button = QPushButton(yes_text or self.tr("Yes"))
        self.yes_button.setObjectName("primary")
        for button in (self.no_button, self.yes_button):
            button.setMinimumSize(t.px(TOUCH) * 3, t.px(TOUCH))
            row.addWidget(button)
        self.no_button.clicked.connect(self.rejected)
        self.yes_button.clicked.connect(self.accepted)
        self.default_button = self.yes_button
        """Enter answers with the button drawn as primary (the table can undo it)."""
        box.addLayout(row)
        self.setStyleSheet(f"QLabel#confirmTitle {{ font-size: {t.px(20)}px; "
                           f"font-weight: bold; color: {t.accent}; }}")

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.rejected.emit()
            event.accept()
            return
        super().keyPressEvent(event)


def ask_yes_no(overlay: SeatOverlay, title: str, message: str, angle: int) -> bool:
    """Ask a yes/no question on ``overlay`` turned ``angle`` and wait for the answer (like
    ``QMessageBox.question``, the table keeps redrawing meanwhile). No, Esc and ✕ say no."""
    form = ConfirmForm(title, message, overlay.theme)
    loop = QEventLoop()
    answer = [False]

    def done(yes: bool) -> None:
        answer[0] = yes
        loop.quit()

    form.accepted.connect(lambda: done(True))
    form.rejected.connect(lambda: done(False))
    overlay.hidden.connect(loop.quit)
    overlay.destroyed.connect(loop.quit)
    overlay.show_content(form, angle)
    try:
        loop.exec()
    finally:
        overlay.hidden.disconnect(loop.quit)
        overlay.clear()
    return answer[0]
