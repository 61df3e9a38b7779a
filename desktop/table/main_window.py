"""The table window: the face-up plane big in the middle, seats around the edges, and the
die, the stack, the turn bar, effects and the log beside the card.

Every control goes through the one ``EngineBridge``; the window redraws from its
``changed`` signal. Keyboard: Space rolls, Enter resolves, N is next turn, Ctrl+Z undo,
Ctrl+Shift+Z redo, F11 full screen.

The camera (its page, calibration, readings) is loaded on first use: it brings OpenCV, which
a game with the virtual die doesn't need at start. So is the dice tower (pyserial).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QMainWindow,
    QMessageBox,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.bridge import EngineBridge
from desktop.deck_store import DeckStore
from desktop.dialogs.choice_dialog import ChoiceDialog, answer_hint
from desktop.dialogs.deck_builder import DeckBuilder
from desktop.dialogs.new_game import NewGameWizard
from desktop.dialogs.recent_games import (
    RecentGamesDialog,
    confirm_end_game,
    resume_recent,
    start_new_game,
)
from desktop.dialogs.settings import Settings, SettingsDialog, save_settings
from desktop.recent_games import RECENT_FOLDER, RecentGames
from desktop.table.card_view import PlaneCardView
from desktop.table.die_panel import DiePanel
from desktop.table.log_view import EffectsView, LogView
from desktop.table.seats import SeatsPanel
from desktop.table.stack_view import StackView
from desktop.table.turn_bar import TurnBar
from desktop.theme import THEMES, stylesheet

if TYPE_CHECKING:
    from desktop.dice.calibration_wizard import CalibrationWizard
    from desktop.dice.camera_control import CameraController
    from desktop.dice.camera_page import CameraPage
    from desktop.dice.tower_control import TowerController

log = logging.getLogger(__name__)

ORIENTATIONS = (("Facing the bottom seats", "bottom"), ("Facing the top seats", "top"),
                ("Facing the left seats", "left"), ("Facing the right seats", "right"),
                ("Mirrored for both sides", "mirrored"))


class MainWindow(QMainWindow):
    def __init__(self, bridge: EngineBridge, settings: Settings, store: DeckStore,
                 config_dir: Path, seed: int = 0, *,
                 camera_reader: Callable[..., Any] | None = None,
                 tower_reader: Callable[..., Any] | None = None,
                 recent: RecentGames | None = None) -> None:
        """``camera_reader`` and ``tower_reader`` replace `CameraReader` and `TowerReader`
        (tests pass fakes). ``recent`` defaults to ``recent`` beside the deck folder."""
        super().__init__()
        self.bridge = bridge
        self.settings = settings
        self.store = store
        self.recent = recent or RecentGames(store.folder.parent / RECENT_FOLDER, bridge.cards)
        self.config_dir = config_dir
        self.seed = seed
        self._choice_dialog: ChoiceDialog | None = None
        self._camera_reader = camera_reader
        self.camera: CameraController | None = None
        self.camera_page: CameraPage | None = None
        self.calibration: CalibrationWizard | None = None
        self._tower_reader = tower_reader
        self.tower: TowerController | None = None
        self.setWindowTitle("Planechase Table")

        self.card_view = PlaneCardView(bridge)
        self.turn_bar = TurnBar(bridge)
        self.die_panel = DiePanel(bridge)
        self.die_panel.camera_button.clicked.connect(self.show_camera)
        self.stack_view = StackView(bridge)
        self.effects_view = EffectsView(bridge)
        self.log_view = LogView(bridge)

        side = QWidget()
        column = QVBoxLayout(side)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.turn_bar)
        column.addWidget(self.die_panel)
        tabs = QTabWidget()
        tabs.addTab(self.effects_view, "Effects")
        tabs.addTab(self.log_view, "Game log")
        self.tabs = tabs
        # The stack and the effects/log share the rest; the players can drag the divider.
        lower = QSplitter(Qt.Orientation.Vertical)
        lower.addWidget(self.stack_view)
        lower.addWidget(tabs)
        lower.setChildrenCollapsible(False)
        lower.setStretchFactor(0, 3)
        lower.setStretchFactor(1, 2)
        column.addWidget(lower, 1)

        middle = QSplitter(Qt.Orientation.Horizontal)
        middle.addWidget(self.card_view)
        middle.addWidget(side)
        middle.setStretchFactor(0, 3)
        middle.setStretchFactor(1, 1)
        middle.setChildrenCollapsible(False)
        # The face-up card is what everyone reads: it gets most of the room.
        side.setMinimumWidth(330)
        side.setMaximumWidth(460)
        middle.setSizes([1100, 380])
        self.seats = SeatsPanel(bridge, center=middle)
        self.setCentralWidget(self.seats)

        self._build_menu()
        bridge.changed.connect(self._on_changed)
        bridge.refused.connect(self._on_refused)
        bridge.autosave_failed.connect(self._on_autosave_failed)
        self.apply_settings(settings)

    # -- menus and keys -----------------------------------------------------------------
    def _action(self, text: str, slot: Any,
                shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
                ) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
            action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
        action.triggered.connect(slot)
        self.addAction(action)  # shortcuts work with the menu bar hidden (full screen)
        return action

    def _build_menu(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu("&Game")
        game.addAction(self._action("&New game…", self.new_game, "Ctrl+N"))
        game.addAction(self._action(self.tr("&Recent games…"), self.open_recent_games))
        game.addAction(self._action("&Deck builder…", self.open_deck_builder, "Ctrl+D"))
        game.addSeparator()
        self.undo_action = self._action("&Undo", self.bridge.undo, QKeySequence.StandardKey.Undo)
        self.redo_action = self._action("&Redo", self.bridge.redo, "Ctrl+Shift+Z")
        game.addAction(self.undo_action)
        game.addAction(self.redo_action)
        game.addSeparator()
        game.addAction(self._action("&Quit", self.close, QKeySequence.StandardKey.Quit))
        play = bar.addMenu("&Play")
        play.addAction(self._action("&Roll the planar die", self.roll, "Space"))
        play.addAction(self._action("Re&solve the top of the stack", self.resolve, "Return"))
        self._action("Resolve (keypad)", self.resolve, "Enter")
        play.addAction(self._action("&Next turn", self.next_turn, "N"))
        view = bar.addMenu("&View")
        for label, key in ORIENTATIONS:
            view.addAction(self._action(label, lambda _=False, k=key: self.card_view
                                        .set_orientation(k)))
        view.addSeparator()
        view.addAction(self._action("&Full screen", self.toggle_full_screen, "F11"))
        view.addAction(self._action("&Settings…", self.open_settings, "Ctrl+,"))
        camera = bar.addMenu("&Camera")
        camera.addAction(self._action("&Show camera…", self.show_camera, "Ctrl+K"))
        camera.addAction(self._action("&Calibrate…", self.calibrate_camera))

    # Keys act through the widgets, so a refusal shows where the player looks.
    def roll(self) -> None:
        self.die_panel.roll()

    def resolve(self) -> None:
        self.stack_view.resolve_top()

    def next_turn(self) -> None:
        self.turn_bar.next_turn()

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
            self.menuBar().show()
        else:
            self.menuBar().hide()
            self.showFullScreen()

    # -- flows --------------------------------------------------------------------------
    def new_game(self) -> None:
        if not confirm_end_game(self, self.bridge):
            return
        wizard = NewGameWizard(self.bridge.cards, self.store, self.seed + 1, self)
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
        dialog = SettingsDialog(self.settings, self, tower_in_use=in_use)
        if dialog.exec():
            self.apply_settings(dialog.settings())
            try:
                save_settings(self.config_dir, self.settings)
            except OSError as exc:
                log.error("settings not saved: %s", exc)
                self.statusBar().showMessage(f"Settings not saved: {exc}", 8000)

    def apply_settings(self, settings: Settings) -> None:
        self.settings = settings
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.setStyleSheet(stylesheet(THEMES[settings.theme], settings.ui_scale))
        self.card_view.text_scale = settings.card_text_scale
        theme = THEMES[settings.theme]
        for widget in (self.seats, self.turn_bar, self.die_panel, self.stack_view,
                       self.effects_view, self.log_view):
            widget.set_theme(theme)
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
            self.die_panel.set_source(settings.die_source, "ready")
            self.die_panel.source_label.setToolTip("")
        if self.camera_page is not None:
            self.camera_page.set_note(self._camera_note())

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
        self.statusBar().showMessage(message, 15000)

    def _camera_note(self) -> str:
        camera = self.camera
        if self.settings.die_source != "camera":
            return (f"Preview only: the die is {self.settings.die_source}. Choose “Real die, "
                    "read by the camera” in View ▸ Settings to read rolls.")
        if camera is not None and camera.profile is None:
            return "Not calibrated: press Calibrate… to teach the camera your tray and die."
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
            self._notify(f"Camera calibrated: profile “{self.settings.camera_profile}” saved.")
        if self.calibration is wizard:
            self.calibration = None
        wizard.deleteLater()  # it holds the pictures; a new one starts afresh
        if self.camera_page is not None:
            self.camera_page.set_note(self._camera_note())
        self._reactivate()

    # -- engine signals -------------------------------------------------------------------
    def _on_changed(self, view: dict[str, Any], events: list[dict[str, Any]]) -> None:
        self.undo_action.setEnabled(bool(view.get("can_undo")))
        self.redo_action.setEnabled(bool(view.get("can_redo")))
        choice = view.get("pending_choice")
        if choice is None:
            if self.statusBar().currentMessage().startswith("Waiting for "):
                self.statusBar().clearMessage()
            return
        self.statusBar().showMessage(answer_hint(choice))
        if self._choice_dialog is None or not self._choice_dialog.isVisible():
            # Open after this signal returns, so every widget has redrawn first.
            QTimer.singleShot(0, lambda c=choice: self.ask(c))

    def ask(self, choice: dict[str, Any]) -> None:
        view = self.bridge.view
        if view is None or view.get("pending_choice") != choice:
            return  # answered or undone meanwhile
        if self._choice_dialog is not None and self._choice_dialog.isVisible():
            return
        self._choice_dialog = ChoiceDialog(self.bridge, choice, self)
        # Keys (Space, Enter, N) must reach the table again once the dialog closes.
        self._choice_dialog.finished.connect(self._reactivate)
        self._choice_dialog.open()

    def _reactivate(self) -> None:
        self.activateWindow()

    def _on_refused(self, message: str) -> None:
        self.statusBar().showMessage(f"Nothing changed: {message}", 10000)

    def _on_autosave_failed(self, message: str) -> None:
        self.statusBar().showMessage(f"Autosave failed: {message}", 15000)

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
        super().closeEvent(event)


def confirm_continue(parent: QWidget | None, summary: str) -> bool:
    answer = QMessageBox.question(parent, "Continue?", f"Continue the last game?\n\n{summary}")
    return answer == QMessageBox.StandardButton.Yes
