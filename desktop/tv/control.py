"""Opens and closes the TV window for the table's main window: View ▸ TV window (a
checkable item, and a submenu naming every screen) and ``--tv-screen N``.

The TV window goes full screen on a screen the table's window isn't on. With one screen
the player is asked first and it opens as an ordinary window (full screen would hide the
table's controls). Closing it (Esc, the window manager, unchecking the item) or unplugging
its screen closes only the TV window: the game and the table's window go on, the item
unchecks and the table is told in one sentence (not when the table's window closes).
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QObject, QRect, Qt
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication, QScreen
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

from desktop import keys
from desktop.bridge import EngineBridge
from desktop.theme import DARK, Theme
from desktop.tv.screens import (
    other_screen,
    screen_by_number,
    screen_label,
    screen_number,
    screens,
)
from desktop.tv.window import CentreFactory, TvWindow

log = logging.getLogger(__name__)

Notify = Callable[[str, str], None]
"""(text, tone): a short notice for the table (the main window's toast)."""
Ask = Callable[[str], bool]
"""A yes/no question to the player (tests answer it)."""


class TvControl(QObject):
    """The TV window's owner: its menu items, its screen, and what happens when either
    goes away."""

    def __init__(self, table: QWidget, bridge: EngineBridge, notify: Notify,
                 ask: Ask | None = None, theme: Theme = DARK,
                 text_scale: float = 1.0) -> None:
        super().__init__(table)
        self.table = table
        self.bridge = bridge
        self._notify = notify
        self._ask = ask or self._ask_box
        self._theme = theme
        self._text_scale = text_scale
        self.window: TvWindow | None = None
        self._screen: QScreen | None = None
        self._centres: dict[str, CentreFactory] = {}
        self._quiet = False
        """Set while the TV window is closed without telling the table."""

        self.toggle_action = QAction(self.tr("&TV window"), self)
        self.toggle_action.setCheckable(True)
        self.toggle_action.setShortcut(keys.key("Ctrl+Shift+T"))
        self.toggle_action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
        self.toggle_action.setToolTip(self.tr("The plane, the roll and whose turn, full "
                                              "screen on a TV or projector"))
        self.toggle_action.triggered.connect(self._toggled)
        self.screen_menu = QMenu(self.tr("TV window &on"), table)
        self.screen_menu.aboutToShow.connect(self._fill_screen_menu)
        self._screen_group = QActionGroup(self)
        self._screen_group.setExclusionPolicy(QActionGroup.ExclusionPolicy.ExclusiveOptional)
        self._screen_actions: list[tuple[QAction, QScreen]] = []
        # One connection for every screen's item (a lambda per item would hold this
        # object, and the table's window with it, for as long as Qt keeps the item).
        self._screen_group.triggered.connect(self._screen_chosen)
        self._fill_screen_menu()
        app = QGuiApplication.instance()
        assert isinstance(app, QGuiApplication)
        app.screenRemoved.connect(self._screen_removed)
        app.screenAdded.connect(self._screen_added)

    def register_centre(self, variant: str, factory: CentreFactory) -> None:
        """The TV's centre for games of ``variant`` (see `TvWindow.register_centre`), in
        every TV window opened from now on and in the one open now."""
        self._centres[variant] = factory
        if self.window is not None:
            self.window.register_centre(variant, factory)

    # -- menus --------------------------------------------------------------------------
    def add_to(self, menu: QMenu) -> None:
        menu.addAction(self.toggle_action)
        menu.addMenu(self.screen_menu)

    def _fill_screen_menu(self) -> None:
        """One checkable item per screen, numbered as ``--tv-screen`` counts them."""
        for action, _screen in self._screen_actions:
            self._screen_group.removeAction(action)
        self.screen_menu.clear()
        self._screen_actions = []
        table = self.table.screen()
        for number, screen in enumerate(screens(), start=1):
            label = screen_label(number, screen)
            if screen == table:
                label += self.tr(" (the table's window)")
            action = QAction(label, self.screen_menu)
            action.setCheckable(True)
            action.setChecked(self.is_open and self._screen == screen)
            self._screen_group.addAction(action)
            self.screen_menu.addAction(action)
            self._screen_actions.append((action, screen))

    def _screen_chosen(self, action: QAction) -> None:
        screen = next((s for a, s in self._screen_actions if a is action), None)
        if screen is None:
            return
        if action.isChecked():
            self.open_on(screen)
        else:
            self.close()

    def screen_actions(self) -> list[QAction]:
        return list(self.screen_menu.actions())

    def _sync(self) -> None:
        """The items say whether (and where) the TV window is open. The screen items are
        only ticked here, not rebuilt: this may run inside one of their own signals."""
        self.toggle_action.setChecked(self.is_open)
        for action, screen in self._screen_actions:
            action.setChecked(self.is_open and screen == self._screen)

    # -- opening and closing ------------------------------------------------------------
    @property
    def is_open(self) -> bool:
        return self.window is not None

    @property
    def screen(self) -> QScreen | None:
        """The screen the TV window was opened on (None when closed)."""
        return self._screen if self.is_open else None

    def _toggled(self, checked: bool) -> None:
        if not checked:
            self.close()
            return
        target = other_screen(self.table.screen())
        if target is None:
            if not self._ask(self.tr("There is no second screen: open the TV window anyway, "
                                     "as a window on this screen?")):
                self._sync()
                return
            target = self.table.screen()
        self.open_on(target)

    def open_number(self, number: int) -> bool:
        """``--tv-screen number``: open on that screen, or say there is none (the table
        starts as usual)."""
        screen = screen_by_number(number)
        if screen is None:
            count = len(screens())
            text = self.tr("There is no screen {n} (this computer has %n screen(s); View ▸ TV "
                           "window lists them): the table starts without the TV window.", "",
                           count).format(n=number)
            log.warning("--tv-screen %d: no such screen (%d found)", number, count)
            self._notify(text, "warn")
            return False
        self.open_on(screen)
        return True

    def open_on(self, screen: QScreen) -> TvWindow:
        """The TV window on ``screen``: full screen, or an ordinary window if the table's
        window is there too (full screen would hide the table's controls)."""
        window = self.window
        if window is None:
            window = TvWindow(self.bridge, self._theme, self._text_scale)
            for variant, factory in self._centres.items():
                window.register_centre(variant, factory)
            window.closed.connect(self._closed)
            self.window = window
        self._screen = screen
        shared = screen == self.table.screen()
        window.hide()
        window.setWindowState(Qt.WindowState.WindowNoState)
        window.setScreen(screen)
        window.set_windowed(shared)
        area = screen.geometry()
        if shared:
            avail = screen.availableGeometry()
            w, h = avail.width() * 2 // 3, avail.height() * 2 // 3
            window.setGeometry(QRect(avail.left() + (avail.width() - w) // 2,
                                     avail.top() + (avail.height() - h) // 2, w, h))
            window.show()
        else:
            window.setGeometry(area)  # where it goes full screen: that screen
            window.showFullScreen()
        log.info("TV window on %s (%s)", screen.name(),
                 "a window" if shared else "full screen")
        self._sync()
        if shared and len(screens()) > 1:
            self._notify(self.tr("The TV window shares the table's screen, so it opens as a "
                                 "window: choose another screen in View ▸ TV window on."),
                         "info")
        return window

    def close(self, *, quiet: bool = False) -> None:
        """Close the TV window (the game goes on). The table is told in one line, unless
        ``quiet`` (the app is closing, or the caller says why itself)."""
        if self.window is not None:
            self._quiet = quiet
            try:
                self.window.close()  # its ``closed`` drops it
            finally:
                self._quiet = False

    def _closed(self) -> None:
        window, self.window = self.window, None
        self._screen = None
        if window is not None:
            window.closed.disconnect(self._closed)
            window.deleteLater()  # it stops following the bridge with it
        self._sync()
        if window is not None and not self._quiet:
            # Esc on the TV, its close button or unticking: the laptop says what happened
            # and how to get it back (the TV may be across the room, out of sight).
            self._notify(self.tr("TV window closed — View ▸ TV window opens it again."),
                         "info")

    def _screen_added(self, screen: QScreen) -> None:
        self._fill_screen_menu()

    def _screen_removed(self, screen: QScreen) -> None:
        """The TV's screen was unplugged: close the TV window, keep the game."""
        window = self.window
        if window is not None and (screen == self._screen or window.screen() == screen):
            number = screen_number(screen)
            log.info("the TV window's screen %s went away", screen.name())
            self.close(quiet=True)  # told below, with the reason
            self._notify(self.tr("The TV screen ({name}) was unplugged: the TV window closed, "
                                 "the game goes on.").format(
                                     name=screen.name() or number or "?"), "info")
        self._fill_screen_menu()  # the screen is already out of the system's list

    def set_theme(self, theme: Theme, text_scale: float | None = None) -> None:
        self._theme = theme
        if text_scale is not None:
            self._text_scale = text_scale
        if self.window is not None:
            self.window.set_theme(theme)
            if self.window.card_view is not None:
                self.window.card_view.set_text_scale(self._text_scale)

    # -- asking -------------------------------------------------------------------------
    def _ask_box(self, question: str) -> bool:
        answer = QMessageBox.question(self.table, self.tr("TV window"), question,
                                      QMessageBox.StandardButton.Yes
                                      | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.Yes)
        return answer == QMessageBox.StandardButton.Yes
