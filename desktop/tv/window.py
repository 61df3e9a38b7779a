"""The TV window: a full-screen, control-free view of the game for a second screen.

The centre shows the game's middle: the face-up plane(s) for a normal game. It is swappable
by the game's variant (``register_centre``): the Eternities Map's display-only widget plugs
in there for ``state["variant"] == "eternities_map"``; until a variant has its own widget,
its game shows the face-up planes. The result banner fades in over the centre, as wide as
its words and centred there: the status beside it (which shows the roll too) stays in
sight.

Nothing in it takes focus or reacts to the mouse; it never changes the game, it only
follows the bridge's ``changed`` signal. Esc (or the window manager's close) closes it,
which tells its owner through ``closed``.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QCloseEvent, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget

from desktop.bridge import EngineBridge
from desktop.table.banner import ResultBanner
from desktop.table.card_view import CARD_ASPECT, PlaneCardView
from desktop.theme import DARK, Theme
from desktop.tv.status import TvStatus
from desktop.tv.summary import summarize

log = logging.getLogger(__name__)

PLANES = "planes"
"""The centre of a game without a variant of its own (a missing ``variant`` counts so)."""
CentreFactory = Callable[[EngineBridge], QWidget]
"""Builds a centre widget that follows the bridge itself (display only: no controls)."""

STATUS_SHARE = 0.3
"""The status column's least share of a wide screen's width (the card takes the rest): a
long word such as "Planeswalker" then stays large enough to read from across the room."""
WINDOW_STATUS_SHARE = 0.24
"""The same in an ordinary window (one screen): its lines are smaller there
(`TvStatus.set_windowed`), and the card or the map needs the room more."""
STRIP_ASPECT = 1.6
"""Below this width/height (a 4:3 projector) the status goes under the card, not beside."""


def _display_only(widget: QWidget) -> None:
    """No focus, no hover, no clicks, for ``widget`` and everything in it."""
    widget.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
    for w in (widget, *widget.findChildren(QWidget)):
        w.setFocusPolicy(Qt.FocusPolicy.NoFocus)


def _theme(widget: QWidget, theme: Theme) -> None:
    """Theme a centre widget that takes a theme (the planes' view, the map)."""
    set_theme = getattr(widget, "set_theme", None)
    if callable(set_theme):
        set_theme(theme)


class TvWindow(QWidget):
    """The plane(s) huge, the last roll and its banner, whose turn, the planar controller."""

    closed = Signal()
    """The window was closed (Esc, the window manager, or its owner)."""

    def __init__(self, bridge: EngineBridge, theme: Theme = DARK,
                 text_scale: float = 1.0) -> None:
        super().__init__(None, Qt.WindowType.Window)
        self.bridge = bridge
        self._theme = theme
        self._text_scale = text_scale
        self.setWindowTitle(self.tr("Planechase Table — TV"))
        self.setObjectName("tvWindow")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # Showing it must not take the keyboard from the table's window.
        self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating, True)
        self.setMinimumSize(320, 200)
        self._windowed = False

        self.stage = QWidget(self)
        """Holds the centre widget."""
        self._stage_box = QVBoxLayout(self.stage)
        self._stage_box.setContentsMargins(0, 0, 0, 0)
        self.status = TvStatus(self)
        self._factories: dict[str, CentreFactory] = {PLANES: self._planes}
        self._centre_kind = ""
        self.centre: QWidget | None = None
        self.card_view: PlaneCardView | None = None
        """The planes' view while the centre shows the planes."""
        # Over the card (or the map), as wide as its words: the status column, which shows
        # the same roll, is never hidden by it.
        self.banner = ResultBanner(self.stage, bridge)
        self.banner.set_fit_to_text(True)
        self._set_centre(PLANES)
        self.set_theme(theme)
        bridge.changed.connect(self._on_changed)
        self._on_changed(bridge.view, [])

    # -- the centre ---------------------------------------------------------------------
    def _planes(self, bridge: EngineBridge) -> QWidget:
        view = PlaneCardView(bridge, theme=self._theme, text_scale=self._text_scale,
                             oracle_control=False)
        self.card_view = view
        return view

    def register_centre(self, variant: str, factory: CentreFactory) -> None:
        """The widget to show in the centre for games of ``variant`` (display only)."""
        self._factories[variant] = factory
        if self.bridge.view is not None:
            self._follow_variant(self.bridge.view)

    @property
    def centre_kind(self) -> str:
        """Which centre is shown: ``PLANES`` or a registered variant."""
        return self._centre_kind

    def _set_centre(self, kind: str) -> None:
        if kind == self._centre_kind:
            return
        old = self.centre
        if old is not None:
            self._stage_box.removeWidget(old)
            old.deleteLater()  # it stops following the bridge once deleted
        self.card_view = None
        widget = self._factories[kind](self.bridge)
        _display_only(widget)
        _theme(widget, self._theme)
        self._stage_box.addWidget(widget)
        self.centre = widget
        self._centre_kind = kind
        self.banner.raise_()

    def _follow_variant(self, view: dict[str, Any]) -> None:
        variant = str(view.get("variant") or PLANES)
        self._set_centre(variant if variant in self._factories else PLANES)

    # -- following the game -------------------------------------------------------------
    def _on_changed(self, view: dict[str, Any] | None, events: list[dict[str, Any]]) -> None:
        if view is not None:
            self._follow_variant(view)
        self.status.set_summary(summarize(view))

    def set_theme(self, theme: Theme) -> None:
        self._theme = theme
        self.setStyleSheet(f"QWidget#tvWindow {{ background: {theme.window}; }}")
        self.status.set_theme(theme)
        self.banner.set_theme(theme)
        if self.centre is not None:
            _theme(self.centre, theme)

    # -- layout -------------------------------------------------------------------------
    @property
    def windowed(self) -> bool:
        return self._windowed

    def set_windowed(self, windowed: bool) -> None:
        """An ordinary window on the table's screen (True) or full screen on its own."""
        self._windowed = windowed
        self.status.set_windowed(windowed)
        self.place()

    def resizeEvent(self, event: QResizeEvent) -> None:  # a Qt override
        super().resizeEvent(event)
        self.place()

    def place(self) -> None:
        """The card as large as the screen allows, the status beside it (wide screens) or
        under it (4:3)."""
        w, h = self.width(), self.height()
        pad = round(min(w, h) * 0.025)
        if w >= h * STRIP_ASPECT:
            share = WINDOW_STATUS_SHARE if self._windowed else STATUS_SHARE
            card_w = min(round((h - 2 * pad) * CARD_ASPECT), round(w * (1 - share)))
            self.stage.setGeometry(pad, pad, card_w, h - 2 * pad)
            left = pad + card_w + pad
            self.status.setGeometry(left, pad, w - left - pad, h - 2 * pad)
        else:
            strip = round(h * 0.3)
            self.stage.setGeometry(pad, pad, w - 2 * pad, h - strip - 2 * pad)
            self.status.setGeometry(pad, h - strip, w - 2 * pad, strip - pad)

    # -- closing ------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:  # a Qt override
        if event.key() == Qt.Key.Key_Escape:
            self.close()
            return
        super().keyPressEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:  # a Qt override
        super().closeEvent(event)
        self.closed.emit()
