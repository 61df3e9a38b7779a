"""The table window: the face-up plane big in the middle, the seats around it (flat) or
under it (upright), and a column with the table's controls, the turn bar, the die and the
stack; effects and the log beside the stack, or in a drawer when the screen is short.

Everything is placed by hand from the room the window has (`TableScreen`), so the table
fits every landscape screen from 1280×720 to 4K with two to eight seats, and nothing shown
later (a refusal, a note, a choice) takes room from the seats: messages are toasts over the
planes. Interface size scales everything, times the screen's own factor (a 4K screen
without desktop scaling doubles it).

Every control goes through the one ``EngineBridge``; the window redraws from its
``changed`` signal. Keyboard: Space rolls, Enter resolves, N is next turn, Ctrl+Z undo,
Ctrl+Shift+Z redo, F11 full screen. Undo, redo, the menu and full screen are also buttons
on screen, so a touch screen or TV in full screen is never a trap.

The camera (its page, calibration, readings) is loaded on first use: it brings OpenCV, which
a game with the virtual die doesn't need at start. So is the dice tower (pyserial).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QMainWindow,
    QMenu,
    QMessageBox,
    QSplitter,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop import keys
from desktop.bridge import EngineBridge
from desktop.deck_store import DeckStore
from desktop.dialogs.card_detail import show_card_detail
from desktop.dialogs.choice_dialog import ChoiceDialog
from desktop.dialogs.choice_form import ChoiceForm
from desktop.dialogs.deck_builder import DeckBuilder
from desktop.dialogs.game_over import GameOverWatcher
from desktop.dialogs.new_game import NewGameWizard
from desktop.dialogs.planar_history import show_planar_history
from desktop.dialogs.recent_games import (
    RecentGamesDialog,
    confirm_end_game,
    resume_recent,
    start_new_game,
)
from desktop.dialogs.settings import Settings, SettingsDialog, save_settings
from desktop.dialogs.table_fix import TableFixDialog, show_table_fix
from desktop.engine_text import action_label
from desktop.i18n import current, install, resolve
from desktop.recent_games import RECENT_FOLDER, RecentGames
from desktop.table.banner import ResultBanner
from desktop.table.card_view import READER_ANGLES, PlaneCardView
from desktop.table.choice_bar import ChoiceBar
from desktop.table.commander_view import CommanderSheet
from desktop.table.die_panel import DiePanel, source_name
from desktop.table.icons import icon
from desktop.table.log_view import EffectsView, LogView
from desktop.table.map_model import VARIANT as MAP_VARIANT
from desktop.table.map_model import is_map_game
from desktop.table.map_view import MapView
from desktop.table.screen_layout import (
    TALL_COLUMN,
    CardArea,
    TableScreen,
    effective_scale,
    screen_factor,
)
from desktop.table.seat_overlay import SeatOverlay, ask_yes_no
from desktop.table.seats import TABLE_MODES, SeatsPanel, TableMode
from desktop.table.stack_view import StackView
from desktop.table.toast import Toast
from desktop.table.turn_bar import TurnBar
from desktop.table.welcome import WelcomePanel
from desktop.theme import THEMES, TOUCH, Theme, stylesheet
from desktop.tv.control import TvControl
from engine.actions import Move


def _tv_map(bridge: EngineBridge) -> QWidget:
    """The TV's centre in a map game: the map, display only (the TV window themes it)."""
    return MapView(bridge, interactive=False)


if TYPE_CHECKING:
    from desktop.dice.calibration_wizard import CalibrationWizard
    from desktop.dice.camera_control import CameraController
    from desktop.dice.camera_page import CameraPage
    from desktop.dice.tower_control import TowerController
    from desktop.keep_awake import KeepAwake

log = logging.getLogger(__name__)

_replacements: set[MainWindow] = set()
"""Windows built to replace another (a language change): Qt deletes a window without a
parent once Python drops it, and nothing else holds these; each leaves when it closes."""


class MainWindow(QMainWindow):
    def __init__(self, bridge: EngineBridge, settings: Settings, store: DeckStore,
                 config_dir: Path, seed: int = 0, *,
                 camera_reader: Callable[..., Any] | None = None,
                 tower_reader: Callable[..., Any] | None = None,
                 die_override: str | None = None,
                 recent: RecentGames | None = None) -> None:
        """``camera_reader`` and ``tower_reader`` replace `CameraReader` and `TowerReader`
        (tests pass fakes); ``die_override`` is the die for this run whatever the settings
        say (the demo always uses the virtual die); ``recent`` defaults to ``recent``
        beside the deck folder."""
        super().__init__()
        self.bridge = bridge
        self.settings = settings
        self.store = store
        self.recent = recent or RecentGames(store.folder.parent / RECENT_FOLDER, bridge.cards)
        self.config_dir = config_dir
        self.seed = seed
        self._choice_dialog: ChoiceDialog | None = None
        self._choice_form: ChoiceForm | None = None
        """The form of the choice asked last (in the dialog or on the overlay)."""
        self._choice_overlay: SeatOverlay | None = None
        self._confirm_overlay: SeatOverlay | None = None
        self._commander_overlay: SeatOverlay | None = None
        self._camera_reader = camera_reader
        self.camera: CameraController | None = None
        self.camera_page: CameraPage | None = None
        self.calibration: CalibrationWizard | None = None
        self._tower_reader = tower_reader
        self.tower: TowerController | None = None
        self.setWindowTitle(self.tr("Planechase Table"))

        self._die_override = die_override
        self._theme: Theme = THEMES[settings.theme]
        self._factor = min(1.0, settings.ui_scale)
        """The scale drawn at now (see `effective_scale`)."""
        self._normal_maximized = False
        self._map_keys: list[QAction] = []

        self.card_view = PlaneCardView(bridge)
        self.card_view.card_tapped.connect(self.show_card)
        # A roll's result across the table for a moment (never delays the engine).
        self.result_banner = ResultBanner(self.card_view, bridge)
        self.card_area = CardArea(self.card_view)
        # An Eternities Map game shows the map in the card's place; a move awaited is
        # answered on it (a tap, or the arrows and Enter).
        self.map_view = MapView(bridge)
        self.map_view.card_tapped.connect(self.show_card)
        self.map_view.move_chosen.connect(self.move_on_map)
        self.card_area.add_map(self.map_view)
        # With no game, the table offers a new game, the demo and recent games.
        self.welcome = WelcomePanel(bridge, seed)
        self.welcome.new_game_requested.connect(self.new_game)
        self.welcome.demo_started.connect(self._demo_started)
        self.welcome.recent_requested.connect(self.open_recent_games)
        self.card_area.add_cover(self.welcome)
        self.toast = Toast(self.card_area)
        self.card_area.add_cover(self.toast)
        # Who must choose what, with a button that brings the question back.
        self.choice_bar = ChoiceBar(bridge)
        self.choice_bar.answer_requested.connect(self.reopen_choice)
        self.card_area.add_top_strip(self.choice_bar)
        self.turn_bar = TurnBar(bridge)
        self.die_panel = DiePanel(bridge)
        self.die_panel.camera_button.clicked.connect(self.show_camera)
        self.stack_view = StackView(bridge)
        self.effects_view = EffectsView(bridge)
        self.log_view = LogView(bridge)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.effects_view, self.tr("Effects"))
        self.tabs.addTab(self.log_view, self.tr("Game log"))

        self.seats = SeatsPanel(bridge, center=self.card_area, mode=self._table_mode())
        self.seats.confirm_leave = self._confirm_leave
        self.seats.show_commanders = self._show_commanders

        # The column: the table's own controls, then the turn, the die and the stack;
        # effects and the log under the stack when the column is tall, else in the drawer.
        self.controls = self._build_controls()
        column = QWidget()
        column.setObjectName("column")
        box = QVBoxLayout(column)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(4)
        box.addWidget(self.controls)
        box.addWidget(self.turn_bar)
        box.addWidget(self.die_panel)
        self.column_split = QSplitter(Qt.Orientation.Vertical)
        self.column_split.addWidget(self.stack_view)
        self.column_split.setChildrenCollapsible(False)
        box.addWidget(self.column_split, 1)
        self._column_box = box
        self.drawer = QFrame()
        self.drawer.setObjectName("panel")
        drawer_box = QVBoxLayout(self.drawer)
        drawer_box.setContentsMargins(4, 4, 4, 4)
        self._drawer_box = drawer_box
        self.screen_widget = TableScreen(self.seats, column, self.drawer, self._theme)
        self.setCentralWidget(self.screen_widget)
        self.setMinimumSize(640, 400)
        self._tall: bool | None = None
        self._arrange_column()

        # The TV window: the plane, the roll and whose turn on a second screen.
        self.tv = TvControl(self, bridge, self.notify, theme=THEMES[settings.theme],
                            text_scale=settings.card_text_scale)
        # A map game shows the map there, display only (no taps, no hints).
        self.tv.register_centre(MAP_VARIANT, _tv_map)
        self.keep_awake: KeepAwake | None = None
        """Keeps the screen awake while a game runs (the app sets it; tests leave it off)."""
        self._build_menu()
        self.game_over = GameOverWatcher(bridge, self, config_dir=config_dir)
        self.game_over.new_game_requested.connect(self.new_game)
        bridge.changed.connect(self._on_changed)
        bridge.refused.connect(self._on_refused)
        bridge.notice.connect(self.notify)
        bridge.autosave_failed.connect(self._on_autosave_failed)
        self.apply_settings(settings)

    # -- the table's controls -----------------------------------------------------------
    def _build_controls(self) -> QWidget:
        """Undo, redo, the drawer, the menu and full screen: on screen, touch-sized, there
        in full screen too."""
        row = QWidget()
        row.setObjectName("controls")
        box = QHBoxLayout(row)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(6)

        def button(text: str, tip: str, slot: Any, name: str, stretch: int = 0,
                   ) -> QToolButton:
            b = QToolButton()
            b.setText(text)
            b.setToolTip(tip)
            b.setObjectName(name)
            b.setAccessibleName(text or tip)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon if text
                                 else Qt.ToolButtonStyle.ToolButtonIconOnly)
            if slot is not None:
                b.clicked.connect(slot)
            box.addWidget(b, stretch)
            return b

        # Icons only: six touch targets share a narrow column (the tooltips name the action).
        self.undo_button = button("", self.tr("Undo (Ctrl+Z)"), self.bridge.undo,
                                  "undoButton", 1)
        self.redo_button = button("", self.tr("Redo (Ctrl+Shift+Z)"), self.bridge.redo,
                                  "redoButton", 1)
        self.undo_button.setAccessibleName(self.tr("Undo"))
        self.redo_button.setAccessibleName(self.tr("Redo"))
        self.history_button = button("", self.tr("Planar history: the planes visited and "
                                                  "the cards left in each planar deck "
                                                  "(Ctrl+H)"),
                                     self.show_history, "historyButton")
        self.log_button = button("", self.tr("Effects and the game log"),
                                 self.toggle_drawer, "logButton")
        self.log_button.setCheckable(True)
        self.menu_button = button("", self.tr("Menu: game, play, view, camera"), None,
                                  "menuButton")
        self.menu_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.menu_button.setStyleSheet("QToolButton::menu-indicator { image: none; }")
        self.full_screen_button = button("", self.tr("Full screen (F11)"),
                                         self.toggle_full_screen, "fullScreenButton")
        for b in (self.undo_button, self.redo_button):
            b.setEnabled(False)
        return row

    def _paint_controls(self) -> None:
        t = self._theme
        touch = t.px(TOUCH)
        # A style sheet's min-height beats setMinimumSize: say the touch size here too
        # (less the padding and border it adds).
        self.controls.setStyleSheet(
            f"QToolButton {{ padding: 2px {t.px(4)}px; min-height: {touch - 6}px; "
            f"min-width: {touch - 2 * t.px(4) - 2}px; }}")
        for b, name in ((self.undo_button, "undo"), (self.redo_button, "redo"),
                        (self.history_button, "history"),
                        (self.log_button, "log"), (self.menu_button, "menu"),
                        (self.full_screen_button, "leave_full_screen" if self.isFullScreen()
                         else "full_screen")):
            b.setIcon(icon(name, t.text, t.muted))
            b.setIconSize(QSize(t.px(22), t.px(22)))
            b.setMinimumSize(touch, touch)

    def toggle_drawer(self) -> None:
        """Effects and the log over the table's right edge (a short screen), or hidden."""
        show = not self.drawer.isVisible()
        self.drawer.setVisible(show)
        self.log_button.setChecked(show)
        self.screen_widget.place()

    def _arrange_column(self) -> None:
        """Effects and the log under the stack in a tall column, else in the drawer."""
        column = self.screen_widget.column
        tall = column.height() >= self._theme.px(TALL_COLUMN)
        if tall == self._tall:
            return
        self._tall = tall
        if tall:
            self.drawer.hide()
            self.column_split.addWidget(self.tabs)
            self.column_split.setStretchFactor(0, 3)
            self.column_split.setStretchFactor(1, 2)
        else:
            self._drawer_box.addWidget(self.tabs)
        self.tabs.show()
        self.die_panel.set_compact(not tall)
        self.turn_bar.set_compact(not tall)
        self.log_button.setVisible(not tall)
        self.log_button.setChecked(self.drawer.isVisible())

    def _table_mode(self) -> TableMode:
        return "flat" if self.settings.table_mode == "flat" else "upright"

    # -- menus and keys -----------------------------------------------------------------
    def _action(self, text: str, slot: Any,
                shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
                ) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(keys.key(shortcut) if isinstance(shortcut, str)
                               else QKeySequence(shortcut))
            action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
        action.triggered.connect(slot)
        self.addAction(action)  # shortcuts work with the menu bar hidden (full screen)
        return action

    def _build_menu(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu(self.tr("&Game"))
        game.addAction(self._action(self.tr("&New game…"), self.new_game, "Ctrl+N"))
        game.addAction(self._action(self.tr("&Deck builder…"), self.open_deck_builder,
                                    "Ctrl+D"))
        game.addAction(self._action(self.tr("&Recent games…"), self.open_recent_games))
        game.addSeparator()
        self.undo_action = self._action(self.tr("&Undo"), self.bridge.undo,
                                        QKeySequence.StandardKey.Undo)
        self.redo_action = self._action(self.tr("&Redo"), self.bridge.redo, "Ctrl+Shift+Z")
        game.addAction(self.undo_action)
        game.addAction(self.redo_action)
        game.addSeparator()
        game.addAction(self._action(self.tr("&Quit"), self.close,
                                    QKeySequence.StandardKey.Quit))
        play = bar.addMenu(self.tr("&Play"))
        play.addAction(self._action(self.tr("&Roll the planar die"), self.roll, "Space"))
        play.addAction(self._action(self.tr("Re&solve the top of the stack"), self.resolve,
                                    "Return"))
        self._action(self.tr("Resolve (keypad)"), self.resolve, "Enter")
        play.addAction(self._action(self.tr("&Next turn"), self.next_turn, "N"))
        play.addSeparator()
        play.addAction(self._action(self.tr("&Fix the table…"), self.fix_table, "Ctrl+T"))
        # The arrows pick a space on the Eternities Map while a move is awaited, wherever
        # the keyboard is in the window (the map takes them itself when it has it).
        for name, arrow in (("Up", "up"), ("Down", "down"), ("Left", "left"),
                            ("Right", "right")):
            action = QAction(self)
            action.setShortcut(keys.key(name))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(lambda _=False, a=arrow: self.map_key(a))
            action.setEnabled(False)
            self.addAction(action)
            self._map_keys.append(action)
        view = bar.addMenu(self.tr("&View"))
        modes = QActionGroup(self)
        self.mode_actions: dict[str, QAction] = {}
        for key, label in (("upright", self.tr("Upright screen (laptop, TV at one end)")),
                           ("flat", self.tr("Flat screen (in the middle of the table)"))):
            action = self._action(label, lambda _=False, k=key: self.set_table_mode(k))
            action.setCheckable(True)
            modes.addAction(action)
            view.addAction(action)
            self.mode_actions[key] = action
        faces = QActionGroup(self)
        self.face_actions: dict[str, QAction] = {}
        for key, label in (("active", self.tr("Card faces the active player")),
                           ("controller", self.tr("Card faces the planar controller"))):
            action = self._action(label, lambda _=False, k=key: self.set_card_faces(k))
            action.setCheckable(True)
            faces.addAction(action)
            view.addAction(action)
            self.face_actions[key] = action
        view.addSeparator()
        view.addAction(self._action(self.tr("&Full screen"), self.toggle_full_screen, "F11"))
        self.addAction(self.tv.toggle_action)  # its shortcut with the menu bar hidden
        self.tv.add_to(view)
        view.addAction(self._action(self.tr("&Settings…"), self.open_settings, "Ctrl+,"))
        view.addAction(self._action(self.tr("Planar &history…"), self.show_history, "Ctrl+H"))
        camera = bar.addMenu(self.tr("&Camera"))
        camera.addAction(self._action(self.tr("&Show camera…"), self.show_camera, "Ctrl+K"))
        camera.addAction(self._action(self.tr("&Calibrate…"), self.calibrate_camera))
        # The same menus from the on-screen ☰ (full screen hides the menu bar).
        popup = QMenu(self)
        for menu in (game, play, view, camera):
            popup.addMenu(menu)
        self.menu_button.setMenu(popup)

    def _demo_started(self) -> None:
        """The demo (from the welcome panel) always rolls the app's own die."""
        self._die_override = "virtual"
        self.apply_settings(self.saved_settings)

    def show_history(self) -> None:
        """The planes visited and the planar decks' counts."""
        show_planar_history(self, self.bridge, self._theme)

    def fix_table(self) -> TableFixDialog:
        """The table corrections: counters, misplaced cards, a planeswalk the table agrees
        on, a reveal, a shuffle; each logged as a correction and undoable."""
        return show_table_fix(self, self.bridge, self._theme)

    def show_card(self, name: str) -> None:
        """A card's full text and rulings, large (a tap on the plane opens it)."""
        show_card_detail(self, name, self.bridge.cards, self._theme)

    # Keys act through the widgets, so a refusal shows where the player looks. While a
    # choice waits with its question put away, they bring the question back instead.
    def roll(self) -> None:
        if self.map_move_pending() and self._question_shown() is None:
            self.map_view.confirm() or self._focus_map()  # Space moves to the picked space
        elif self._question_shown() is None and not self.reopen_choice():
            self.die_panel.roll()

    def resolve(self) -> None:
        overlay = self._question_shown()
        if overlay is not None:
            overlay.press_default()  # Enter answers the question on the table
        elif self.map_move_pending():
            self.map_view.confirm() or self._focus_map()  # Enter moves to the picked space
        elif not self.reopen_choice():
            self.stack_view.resolve_top()

    def next_turn(self) -> None:
        if self._question_shown() is None:
            self.turn_bar.next_turn()

    def _question_shown(self) -> SeatOverlay | None:
        """A question on the table (a choice or a confirmation facing a seat): the table's
        keys then answer it or wait, whatever widget has the keyboard."""
        for overlay in self.screen_widget.findChildren(SeatOverlay):
            if overlay.isVisible():
                return overlay
        return None

    def toggle_full_screen(self) -> None:
        """Full screen and back to the window as it was (maximized stays maximized)."""
        if self.isFullScreen():
            self.menuBar().show()
            if self._normal_maximized:
                self.showMaximized()
            else:
                self.showNormal()
        else:
            self._normal_maximized = self.isMaximized()
            self.menuBar().hide()
            self.showFullScreen()
        self.full_screen_button.setToolTip(
            self.tr("Leave full screen (F11)") if self.isFullScreen()
            else self.tr("Full screen (F11)"))

    def set_table_mode(self, mode: str) -> None:
        """Flat (seats face their players) or upright (a scoreboard); saved."""
        if mode in TABLE_MODES and mode != self.saved_settings.table_mode:
            self._save(replace(self.saved_settings, table_mode=mode))

    def set_card_faces(self, faces: str) -> None:
        """In flat mode the card turns to the active player or to the planar controller."""
        if faces != self.saved_settings.card_faces:
            self._save(replace(self.saved_settings, card_faces=faces))

    def _save(self, settings: Settings) -> None:
        language = self.saved_settings.language
        self.apply_settings(settings)
        wanted = settings.ui_scale * screen_factor(self.width(), self.height())
        if wanted > self._factor + 0.01:
            self.notify(self.tr("Interface size {wanted:.2f} doesn't fit this window; the "
                                "table is drawn at {drawn:.2f}, the most it holds.").format(
                                    wanted=wanted, drawn=self._factor), "info")
        try:
            save_settings(self.config_dir, self.saved_settings)
        except OSError as exc:
            log.error("settings not saved: %s", exc)
            self.notify(self.tr("Settings not saved: {error}").format(error=exc), "error")
        if settings.language != language and resolve(settings.language) != current():
            # Once the dialog that chose it is gone (it belongs to this window); timed on
            # the bridge, which outlives the window the switch deletes.
            QTimer.singleShot(0, self.bridge, lambda: self.switch_language(settings.language))

    def switch_language(self, language: str) -> MainWindow:
        """The same game in ``language`` ("system" or a code): a new window over the same
        bridge, which this one gives its place to. Every text is made as its widget is
        built, so building again is the one way sure to translate them all; the game, its
        undo history and its autosave live in the bridge and aren't touched."""
        install(resolve(language))
        # The camera and the tower are one device each: let go before the new window opens.
        for device in (self.camera, self.tower):
            if device is not None:
                device.shutdown()
        for dialog in (self.calibration, self.camera_page):
            if dialog is not None:
                dialog.close()
        tv_screen = self.tv.screen
        self.tv.close(quiet=True)
        successor = MainWindow(self.bridge, self.saved_settings, self.store, self.config_dir,
                               self.seed, camera_reader=self._camera_reader,
                               tower_reader=self._tower_reader,
                               die_override=self._die_override, recent=self.recent)
        if self.keep_awake is not None:
            self.keep_awake.setParent(successor)
            successor.keep_awake, self.keep_awake = self.keep_awake, None
        _replacements.add(successor)
        successor.destroyed.connect(lambda: _replacements.discard(successor))
        successor.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        successor.setGeometry(self.geometry())
        if self.isVisible():
            successor.setWindowState(self.windowState())
            successor.show()
        # Not closed: closing ends the game's autosave and the app's last window. Once this
        # window and its widgets are gone (after ``destroyed``, which comes first), the new
        # one draws the game, alone in hearing it.
        bridge = self.bridge
        self.destroyed.connect(lambda: QTimer.singleShot(0, bridge, bridge.refresh))
        self.hide()
        self.deleteLater()
        if tv_screen is not None:
            successor.tv.open_on(tv_screen)
        return successor

    # -- flows --------------------------------------------------------------------------
    def new_game(self) -> None:
        if not confirm_end_game(self, self.bridge):
            return
        wizard = NewGameWizard(self.bridge.cards, self.store, self.seed + 1, self,
                               config_dir=self.config_dir, theme=self._theme)
        if wizard.exec():
            setup = wizard.new_game()
            if setup is not None:
                self.seed = setup.seed
                # The running game goes into Recent games first, so it is never lost.
                start_new_game(self.bridge, self.recent, lambda: self.bridge.new_game(setup))

    def open_recent_games(self) -> None:
        theme = THEMES[self.settings.theme].scaled(self.settings.ui_scale)
        dialog = RecentGamesDialog(self.recent, self, theme)
        if dialog.exec() and (chosen := dialog.chosen()) is not None:
            resume_recent(self.bridge, self.recent, chosen)

    def open_deck_builder(self) -> None:
        # No game to use a deck in from here: the builder saves it for the new-game wizard.
        DeckBuilder(self.bridge.cards, self.store, parent=self, save_mode=True).exec()

    def open_settings(self) -> None:
        in_use = self.tower.in_use() if self.tower is not None else None
        dialog = SettingsDialog(self.saved_settings, self, tower_in_use=in_use,
                                theme=self._theme)
        if dialog.exec():
            self._save(dialog.settings())

    def apply_settings(self, settings: Settings) -> None:
        """Use ``settings`` (as saved); the die override of this run still wins."""
        self.saved_settings = settings
        if self._die_override is not None:
            settings = replace(settings, die_source=self._die_override)
        self.settings = settings
        self.card_view.text_scale = settings.card_text_scale
        self.map_view.set_text_scale(settings.card_text_scale)
        if self.width() > 0 and self.height() > 0 and self.isVisible():
            self._factor = effective_scale(settings.ui_scale, self.width(), self.height())
        self._apply_theme()
        mode = self._table_mode()
        self.seats.set_mode(mode)
        self.card_area.strips_push_card = mode == "upright"
        self.card_area.resize(self.card_area.size())
        self.card_area.place()
        for key, action in self.mode_actions.items():
            action.setChecked(key == mode)
        for key, action in self.face_actions.items():
            action.setChecked(key == settings.card_faces)
            action.setEnabled(mode == "flat")
        self._turn_card()
        camera = settings.die_source == "camera"
        self.die_panel.camera_button.setVisible(camera)
        if self.camera is not None:
            self.camera.configure(settings)
        elif camera:
            self.camera_controller()  # configured as it is made
        tower = settings.die_source == "tower"
        if self.tower is not None:
            self.tower.configure(settings)
        elif tower:
            self.tower_controller()  # configured as it is made
        if not camera and not tower:
            self.die_panel.set_source(settings.die_source, self.tr("ready"))
            self.die_panel.set_source_tip("")
        if self.camera_page is not None:
            self.camera_page.set_note(self._camera_note())

    # -- sizes and colours ----------------------------------------------------------------
    @property
    def theme(self) -> Theme:
        return self._theme

    def _apply_theme(self) -> None:
        """The theme at the interface size times the screen's factor, on every widget."""
        theme = THEMES[self.settings.theme].scaled(self._factor)
        self._theme = theme
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.setStyleSheet(stylesheet(theme))
        for widget in (self.seats, self.turn_bar, self.die_panel, self.stack_view,
                       self.effects_view, self.log_view, self.card_view, self.toast,
                       self.welcome, self.choice_bar, self.result_banner, self.map_view):
            widget.set_theme(theme)
        self.game_over.set_theme(theme)
        # The TV's sizes follow its own screen, not this window's interface size.
        self.tv.set_theme(THEMES[self.settings.theme], self.settings.card_text_scale)
        self._paint_controls()
        self.screen_widget.theme = theme
        self.screen_widget.place()
        self._tall = None
        self._arrange_column()

    def resizeEvent(self, event: QResizeEvent) -> None:  # a Qt override
        super().resizeEvent(event)
        factor = effective_scale(self.settings.ui_scale, self.width(), self.height())
        if factor != self._factor:
            self._factor = factor
            # After this resize settles: restyling inside a resize would resize again.
            QTimer.singleShot(0, self, self._apply_theme)
        else:
            self._arrange_column()
            # The column gets its new height only when the layout runs, after this event:
            # look again then, or a window resized once keeps the log in the drawer.
            QTimer.singleShot(0, self, self._arrange_column)

    def changeEvent(self, event: QEvent) -> None:  # a Qt override
        super().changeEvent(event)
        if event.type() == QEvent.Type.WindowStateChange:
            self._paint_controls()

    # -- the camera ---------------------------------------------------------------------
    def camera_controller(self) -> CameraController:
        """The camera's controller, made (and OpenCV loaded) on first use."""
        if self.camera is None:
            from desktop.dice.camera_control import CameraController

            options: dict[str, Any] = {}
            if self._camera_reader is not None:
                options["reader_factory"] = self._camera_reader
            self.camera = CameraController(self.bridge, self.die_panel, self.config_dir,
                                           window=self, notify=self._notify, **options)
            self.camera.configure(self.settings)
        return self.camera

    # -- the dice tower -----------------------------------------------------------------
    def tower_controller(self) -> TowerController:
        """The dice tower's controller, made (and pyserial loaded) on first use."""
        if self.tower is None:
            from desktop.dice.tower_control import TowerController

            options: dict[str, Any] = {}
            if self._tower_reader is not None:
                options["reader_factory"] = self._tower_reader
            self.tower = TowerController(self.bridge, self.die_panel, window=self,
                                         notify=self._notify, **options)
            self.tower.configure(self.settings)
        return self.tower

    def _notify(self, message: str) -> None:
        self.notify(message, "warn")

    def notify(self, message: str, tone: str = "info") -> None:
        """A message for the table, over the planes for a moment (it takes no room)."""
        self.toast.show_message(message, tone)

    def _camera_note(self) -> str:
        camera = self.camera
        if self.settings.die_source != "camera":
            return self.tr("Preview only: the die is {source}. Choose “Real die, read by the "
                           "camera” in View ▸ Settings to read rolls.").format(
                               source=source_name(self.settings.die_source))
        if camera is not None and camera.profile is None:
            return self.tr("Not calibrated: press Calibrate… to teach the camera your tray and "
                           "die.")
        return ""

    def show_camera(self) -> None:
        """The camera page: live picture, overlay, status (not modal)."""
        from desktop.dice.camera_page import CameraPage

        camera = self.camera_controller()
        if self.camera_page is None:
            page = CameraPage(camera.link, self)
            page.calibrate_requested.connect(self.calibrate_camera)
            page.finished.connect(lambda _=0, p=page: camera.release(p))
            self.camera_page = page
        camera.acquire(self.camera_page)
        self.camera_page.set_note(self._camera_note())
        if self.camera_page.isVisible():
            self.camera_page.raise_()
        else:
            self.camera_page.show()

    def calibrate_camera(self) -> None:
        """The calibration wizard, on the camera's pictures (preview only meanwhile)."""
        from desktop.dice.calibration_wizard import CalibrationWizard

        camera = self.camera_controller()
        if self.calibration is not None and self.calibration.isVisible():
            self.calibration.raise_()
            return
        camera.begin_calibration(self)
        wizard = CalibrationWizard(camera.link, self.settings.camera_die, camera.folder,
                                   self.settings.camera_profile, self)
        wizard.finished.connect(
            lambda _=0, w=wizard: self._calibration_done(w))
        self.calibration = wizard
        wizard.open()

    def _calibration_done(self, wizard: CalibrationWizard) -> None:
        camera = self.camera_controller()
        camera.end_calibration(self, saved=wizard.profile is not None)
        if wizard.profile is not None:
            self._notify(self.tr("Camera calibrated: profile “{name}” saved.").format(
                name=self.settings.camera_profile))
        if self.calibration is wizard:
            self.calibration = None
        wizard.deleteLater()  # it holds the pictures; a new one starts afresh
        if self.camera_page is not None:
            self.camera_page.set_note(self._camera_note())
        self._reactivate()

    # -- engine signals -------------------------------------------------------------------
    def _on_changed(self, view: dict[str, Any], events: list[dict[str, Any]]) -> None:
        can_undo, can_redo = bool(view.get("can_undo")), bool(view.get("can_redo"))
        self.undo_action.setEnabled(can_undo)
        self.redo_action.setEnabled(can_redo)
        self.undo_button.setEnabled(can_undo)
        self.redo_button.setEnabled(can_redo)
        game = self.bridge.game
        undo = game.undo_label() if game is not None else None
        redo = game.redo_label() if game is not None else None
        undo, redo = (action_label(a) if a else None for a in (undo, redo))
        self.undo_button.setToolTip(self.tr("Undo: {action} (Ctrl+Z)").format(action=undo)
                                    if undo else self.tr("Nothing to undo"))
        self.redo_button.setToolTip(self.tr("Redo: {action} (Ctrl+Shift+Z)").format(
            action=redo) if redo else self.tr("Nothing to redo"))
        # The menu names the action too, as editors do ("Undo: roll").
        self.undo_action.setText(self.tr("&Undo: {action}").format(action=undo) if undo
                                 else self.tr("&Undo"))
        self.redo_action.setText(self.tr("&Redo: {action}").format(action=redo) if redo
                                 else self.tr("&Redo"))
        self._turn_card(view)
        self._show_map(is_map_game(view))
        pending = self.map_move_pending()
        for action in self._map_keys:
            action.setEnabled(pending)
        choice = view.get("pending_choice")
        if choice is None:
            self._drop_choice()
            return
        if self.map_move_pending():
            # Answered on the map, not in a dialog: the choice bar says how, and its
            # button lists the moves (keyboard, screen reader).
            if self._choice_form is not None and self._choice_form.choice != choice:
                self._drop_choice()
            QTimer.singleShot(0, self._focus_map)
            return
        if self._choice_form is None or self._choice_form.choice != choice:
            # A new question: open it after this signal returns, so every widget has
            # redrawn first. One the players put away stays away (the bar brings it back).
            QTimer.singleShot(0, lambda c=choice: self.ask(c))

    # -- the Eternities Map ---------------------------------------------------------------
    def _show_map(self, on: bool) -> None:
        """The map in the card's place in a map game (the result banner lies over it)."""
        if on == (self.card_area.centre() is self.map_view):
            return
        self.card_area.show_map(on)
        self.result_banner.set_host(self.card_area.centre())

    def map_move_pending(self) -> bool:
        """A ``map_move`` choice waits and the map is shown to answer it on."""
        view = self.bridge.view
        choice = None if view is None else view.get("pending_choice")
        return (choice is not None and choice.get("kind") == "map_move"
                and self.card_area.centre() is self.map_view)

    def _focus_map(self) -> None:
        if self.map_move_pending() and self.choice_hidden_by_map():
            self.map_view.setFocus(Qt.FocusReason.OtherFocusReason)

    def choice_hidden_by_map(self) -> bool:
        """No list of the moves is open (the map has the question)."""
        return self._choice_dialog is None and self._choice_form is None

    def move_on_map(self, direction: str) -> None:
        """A direction chosen on the map: the engine's ``move``."""
        self.bridge.apply(Move(direction))

    def map_key(self, arrow: str) -> None:
        """An arrow key while a move is awaited picks a space on the map."""
        if self.map_move_pending():
            self.map_view.step(arrow)
            self.map_view.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def _turn_card(self, view: dict[str, Any] | None = None) -> None:
        """Flat: the card (and the toasts) face the active player or the planar
        controller, following every turn; upright: the card stands upright."""
        view = view if view is not None else self.bridge.view
        side = "bottom"
        if self._table_mode() == "flat" and view is not None:
            key = "planar_controller" if self.settings.card_faces == "controller" \
                else "active_player"
            player = view.get(key) or view.get("active_player")
            if player in self.seats.panels():
                side = self.seats.side_of(player)
        self.card_view.set_orientation(side)
        self.map_view.set_orientation(side)
        self.toast.set_angle(READER_ANGLES[side])
        self.result_banner.set_orientation(side)
        # Flat: the banner reads from every side that has a seat; upright: from the front.
        self.result_banner.set_facing(
            sorted({READER_ANGLES[self.seats.side_of(n)] for n in self.seats.panels()})
            if self._table_mode() == "flat" else None)

    def _confirm_leave(self, player: str, title: str, question: str) -> bool:
        facing = self.choice_facing(player)
        if facing is not None:  # flat: the question turns toward the player's seat
            if self._confirm_overlay is None:
                self._confirm_overlay = SeatOverlay(self.screen_widget, self._theme)
            self._confirm_overlay.theme = self._theme
            return ask_yes_no(self._confirm_overlay, title, question, facing)
        answer = QMessageBox.question(
            self, title, question,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def _show_commanders(self, player: str, sheet: CommanderSheet) -> None:
        """A seat's commander sheet over the table, turned toward that seat when flat."""
        if self._commander_overlay is None:
            self._commander_overlay = SeatOverlay(self.screen_widget, self._theme)
        overlay = self._commander_overlay
        overlay.theme = self._theme
        sheet.done_button.clicked.connect(overlay.clear)
        overlay.show_content(sheet, self.choice_facing(player) or 0)

    def commander_overlay(self) -> SeatOverlay | None:
        return self._commander_overlay

    # -- the pending choice ---------------------------------------------------------------
    def choice_facing(self, player: str) -> int | None:
        """The angle that faces ``player``'s seat on a flat table; None when upright."""
        if self._table_mode() != "flat" or player not in self.seats.panels():
            return None
        return self.seats.rotation_of(player)

    def _overlay(self) -> SeatOverlay:
        """The overlay for choices (a confirmation has its own, so it never drops one)."""
        if self._choice_overlay is None:
            self._choice_overlay = SeatOverlay(self.screen_widget, self._theme)
            self._choice_overlay.hidden.connect(self._choice_closed)
        self._choice_overlay.theme = self._theme
        return self._choice_overlay

    def ask(self, choice: dict[str, Any]) -> None:
        """Show the pending ``choice``: a dialog, or on a flat table the overlay turned to
        the choosing player's seat."""
        view = self.bridge.view
        if view is None or view.get("pending_choice") != choice:
            return  # answered or undone meanwhile
        if self._choice_form is not None and self._choice_form.choice == choice:
            self._show_choice()
            return
        self._drop_choice()
        facing = self.choice_facing(str(choice["player"]))
        if facing is None:
            dialog = ChoiceDialog(self.bridge, choice, self, self._theme)
            # Keys (Space, Enter, N) must reach the table again once the dialog closes.
            dialog.finished.connect(self._choice_closed)
            self._choice_dialog = dialog
            self._choice_form = dialog.form
        else:
            overlay = self._overlay()
            form = ChoiceForm(self.bridge, choice, self._theme)
            form.hide_requested.connect(overlay.hide_content)
            form.answered.connect(overlay.clear)
            form.answered.connect(self._choice_closed)
            self._choice_form = form
            overlay.show_content(form, facing, closable=False)
        self._show_choice()

    def _show_choice(self) -> None:
        if self._choice_dialog is not None:
            if self._choice_dialog.isVisible():
                self._choice_dialog.raise_()
                self._choice_dialog.activateWindow()
            else:
                self._choice_dialog.open()
        elif (self._choice_overlay is not None and self._choice_form is not None
              and self._choice_overlay.content() is self._choice_form):
            self._choice_overlay.show_again()
        self.choice_bar.set_dialog_open(True)

    def choice_hidden(self) -> bool:
        """A choice is pending and its question is not on screen."""
        view = self.bridge.view
        if view is None or view.get("pending_choice") is None:
            return False
        if self._choice_dialog is not None:
            return not self._choice_dialog.isVisible()
        overlay = self._choice_overlay
        return not (overlay is not None and self._choice_form is not None
                    and overlay.is_showing(self._choice_form))

    def reopen_choice(self) -> bool:
        """Bring the pending question back on screen; False if none is pending or it is
        already shown (so a key goes on to do its own job)."""
        view = self.bridge.view
        choice = None if view is None else view.get("pending_choice")
        if choice is None or not self.choice_hidden():
            return False
        self.ask(choice)
        return True

    def _choice_closed(self) -> None:
        self.choice_bar.set_dialog_open(False)
        self._reactivate()

    def _drop_choice(self) -> None:
        """Forget the question asked last (answered, undone, or replaced)."""
        if self._choice_dialog is not None:
            self._choice_dialog.finished.disconnect(self._choice_closed)
            self._choice_dialog.close()
            self._choice_dialog.deleteLater()
            self._choice_dialog = None
            self._reactivate()
        overlay = self._choice_overlay
        if overlay is not None and overlay.content() is not None \
                and overlay.content() is self._choice_form:
            overlay.clear()
        self._choice_form = None
        self.choice_bar.set_dialog_open(False)

    def _reactivate(self) -> None:
        self.activateWindow()

    def _on_refused(self, message: str) -> None:
        self.notify(self.tr("Nothing changed: {reason}").format(reason=message), "error")

    def _on_autosave_failed(self, message: str) -> None:
        self.notify(self.tr("Autosave failed: {error}").format(error=message), "error")

    def closeEvent(self, event: Any) -> None:  # a Qt override
        if self.camera is not None:
            self.camera.shutdown()  # first: closing the dialogs then restarts nothing
        if self.tower is not None:
            self.tower.shutdown()
        for dialog in (self.calibration, self.camera_page):
            if dialog is not None:
                dialog.close()
        saver = self.bridge.autosaver
        if saver is not None:
            saver.close()
        self.tv.close(quiet=True)  # else the TV window alone would keep the app running
        if self.keep_awake is not None:
            self.keep_awake.release()
        super().closeEvent(event)


def confirm_continue(parent: QWidget | None, summary: str) -> bool:
    answer = QMessageBox.question(
        parent, QCoreApplication.translate("MainWindow", "Continue?"),
        QCoreApplication.translate("MainWindow", "Continue the last game?\n\n{summary}").format(
            summary=summary))
    return answer == QMessageBox.StandardButton.Yes
