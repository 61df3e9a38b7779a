"""Game ▸ Recent games: the last games the table left, each resumable with its undo history.

Besides the dialog, the flows the main window hooks up: ``confirm_end_game`` (asked before
a new game replaces a running one), ``archive_running_game`` and ``resume_recent`` (the game
being left goes into Recent games, so no game is ever lost by starting or resuming another).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import datetime

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, QSize, Qt
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.bridge import EngineBridge
from desktop.dialogs.deck_builder import current_theme
from desktop.recent_games import RecentGame, RecentGames
from desktop.theme import TOUCH, Theme
from engine.errors import SaveFileError

log = logging.getLogger(__name__)

GAME_ROLE = Qt.ItemDataRole.UserRole


def summary(game: RecentGame) -> tuple[str, str]:
    """Two lines a player recognises a game by: who and how far; where and when."""
    left = QCoreApplication.translate("RecentGames", "{name} (left)")
    names = ", ".join(left.format(name=n) if n in game.left else n for n in game.players)
    if game.game_over and game.winner:
        how = QCoreApplication.translate("RecentGames", "{winner} won on turn {turn}").format(
            winner=game.winner, turn=game.turn)
    elif game.game_over:
        how = QCoreApplication.translate("RecentGames", "game over on turn {turn}").format(
            turn=game.turn)
    else:
        how = QCoreApplication.translate("RecentGames", "turn {turn}, {player}'s turn").format(
            turn=game.turn, player=game.turn_player)
    planes = " + ".join(game.planes) or QCoreApplication.translate("RecentGames",
                                                                   "no plane face up")
    where = QCoreApplication.translate("RecentGames", "On {planes} · last played {when}")
    return f"{names} — {how}", where.format(planes=planes, when=when(game.saved_at))


def when(moment: datetime) -> str:
    """The local date and time, in the system's short format."""
    stamp = QDateTime.fromMSecsSinceEpoch(int(moment.timestamp() * 1000))
    return QLocale.system().toString(stamp.toLocalTime(), QLocale.FormatType.ShortFormat)


class RecentGamesDialog(QDialog):
    """Lists the recent games, newest first; Resume closes it with ``chosen()`` set."""

    def __init__(self, store: RecentGames, parent: QWidget | None = None,
                 theme: Theme | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.setWindowTitle(self.tr("Recent games"))
        layout = QVBoxLayout(self)
        self.intro = QLabel(self.tr("Games left for a new one or for another recent game. "
                                    "Resume one to carry on where it was, undo included; "
                                    "the game on the table then goes into this list."))
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        self.games = QListWidget()
        self.games.setWordWrap(True)
        self.games.itemDoubleClicked.connect(lambda _item: self.accept())
        self.games.currentItemChanged.connect(lambda *_: self._update_buttons())
        layout.addWidget(self.games, 1)
        # Always there (never appears or disappears): says when files couldn't be read.
        self.note = QLabel("")
        self.note.setObjectName("muted")
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        row = QHBoxLayout()
        row.addStretch(1)
        self.close_button = QPushButton(self.tr("Close"))
        self.close_button.clicked.connect(self.reject)
        self.resume_button = QPushButton(self.tr("Resume"))
        self.resume_button.setObjectName("primary")
        self.resume_button.setDefault(True)
        self.resume_button.clicked.connect(self.accept)
        row.addWidget(self.close_button)
        row.addWidget(self.resume_button)
        layout.addLayout(row)
        self._theme = theme or current_theme()
        self.refresh()
        self.set_theme(self._theme)

    def refresh(self) -> None:
        self.games.clear()
        games = self.store.games()
        for game in games:
            first, second = summary(game)
            item = QListWidgetItem(f"{first}\n{second}", self.games)
            item.setData(GAME_ROLE, game)
        if games:
            self.games.setCurrentRow(0)
        else:
            item = QListWidgetItem(self.tr("No recent games yet: a game goes here when a new "
                                           "game replaces it."), self.games)
            item.setFlags(Qt.ItemFlag.NoItemFlags)
        problems = self.store.problems
        k = len(problems)
        # Qt's plural form: every catalogue, English's too, gives one text per form.
        head = self.tr("%n file(s) couldn't be read and kept aside:", "", k)
        self.note.setText(" ".join([head, *problems]) if problems else "")
        self._update_buttons()

    def set_theme(self, theme: Theme) -> None:
        self._theme = theme
        t = theme
        for button in (self.close_button, self.resume_button):
            button.setMinimumSize(t.px(TOUCH * 3), t.px(TOUCH))
        self.games.setStyleSheet(f"QListWidget {{ font-size: {t.px(16)}px; }}"
                                 f"QListWidget::item {{ padding: {t.px(8)}px; "
                                 f"min-height: {t.px(TOUCH)}px; }}")
        for i in range(self.games.count()):
            self.games.item(i).setSizeHint(QSize(0, t.px(TOUCH + 24)))
        self.resize(min(t.px(760), 1180), min(t.px(520), 660))

    def chosen(self) -> RecentGame | None:
        item = self.games.currentItem()
        if item is None:
            return None
        game = item.data(GAME_ROLE)
        return game if isinstance(game, RecentGame) else None

    def _update_buttons(self) -> None:
        self.resume_button.setEnabled(self.chosen() is not None)

    def accept(self) -> None:
        if self.chosen() is not None:
            super().accept()


# -- flows the main window hooks up ----------------------------------------------------------

def running_game(bridge: EngineBridge) -> bool:
    """A game is on the table and not over."""
    return bridge.game is not None and not bridge.game.state.game_over


def confirm_end_game(parent: QWidget | None, bridge: EngineBridge) -> bool:
    """Before a new game replaces a running one: True to go on (nothing running, or yes)."""
    if not running_game(bridge):
        return True
    box = QMessageBox(
        QMessageBox.Icon.Question, QCoreApplication.translate("RecentGames", "New game"),
        QCoreApplication.translate("RecentGames",
                                   "End the current game? It stays in Game ▸ Recent games."),
        QMessageBox.StandardButton.NoButton, parent)
    end = box.addButton(QCoreApplication.translate("RecentGames", "End it"),
                        QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(end)
    box.exec()
    return box.clickedButton() is end


def archive_running_game(bridge: EngineBridge, store: RecentGames | None) -> RecentGame | None:
    """Put the game on the table (if any) into Recent games; None if there was none or it
    couldn't be written (then the table is told)."""
    game = bridge.game
    if game is None or store is None:
        return None
    try:
        return store.archive(game.state, game.history())
    except (SaveFileError, OSError) as exc:
        log.error("couldn't keep the game in Recent games: %s", exc)
        text = QCoreApplication.translate("RecentGames",
                                          "The game couldn't be kept in Recent games: {why}")
        bridge.notice.emit(text.format(why=exc), "error")
        return None


def start_new_game(bridge: EngineBridge, store: RecentGames | None,
                   start: Callable[[], bool]) -> bool:
    """Archive the running game, then call ``start()`` (which starts the new one and returns
    whether the engine accepted it); if it didn't, the archived copy is dropped again (the
    old game is still on the table)."""
    kept = archive_running_game(bridge, store)
    if bridge.game is not None and store is not None and kept is None:
        return False  # never replace a game that couldn't be kept
    started = start()
    if not started and kept is not None and store is not None:
        store.forget(kept)
    return started


def resume_recent(bridge: EngineBridge, store: RecentGames, game: RecentGame) -> bool:
    """Resume ``game`` with its history; the game on the table goes into Recent games."""
    try:
        saved = store.load(game)
    except SaveFileError as exc:
        text = QCoreApplication.translate("RecentGames", "That game can't be resumed: {why}")
        bridge.notice.emit(text.format(why=exc), "error")
        return False
    if bridge.game is not None and archive_running_game(bridge, store) is None:
        return False
    bridge.resume(saved)
    # Its file goes only once the autosave holds the game: a crash never loses it.
    if bridge.autosaver is None or bridge.autosaver.flush():
        try:
            store.forget(game)
        except SaveFileError as exc:
            log.warning("resumed game left in Recent games: %s", exc)
    return True
