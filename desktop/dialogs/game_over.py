"""The end of a game (review defect 36: it was a one-liner in the turn bar): the winner big,
a short summary, and what the table does next: Rematch, New game…, Undo (a misclick), or
Close to look at the board.

Rematch keeps the players, their seating, the starting life, the starting-player choice and
the deck mode; decks that were random are dealt anew, other deck lists are shuffled again,
all from a new seed. Which decks were random comes from the wizard's memory of the setup
(``last_setup``) when it belongs to this game; otherwise the game's own deck lists are used
(or random decks, for a game resumed from a save, whose lists aren't kept).

`GameOverWatcher` is the whole hookup for the main window: it shows the dialog when a
change brings the game to its end (104.2a: the last player left wins) and hides it again
when an undo takes the end back.
"""

from __future__ import annotations

import logging
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.bridge import EngineBridge
from desktop.dialogs.deck_builder import current_theme
from desktop.dialogs.last_setup import LastSetup, load_last_setup, save_last_setup
from desktop.dialogs.placement import fit_and_centre
from desktop.theme import PLAYER_COLOURS, TOUCH, Theme
from engine import rng
from engine.actions import NewGame
from engine.cards import CardDatabase
from engine.decks import MIN_DECK, random_deck, shared_minimum
from engine.errors import EngineError
from engine.formats import Format

log = logging.getLogger(__name__)

SEED_RANGE = 2**31


def next_seed(seed: int) -> int:
    """The rematch's seed: a different one, derived so a replayed session is the same."""
    return (seed + 1) % SEED_RANGE


def _recipe(memory: LastSetup | None, players: tuple[str, ...], shared: bool,
            seed: int) -> LastSetup | None:
    """The wizard's memory, if it is the setup of this very game."""
    if memory is None or memory.seed != seed or memory.names != players:
        return None
    return memory if memory.shared == shared else None


def rematch_setup(cards: CardDatabase, view: dict[str, Any], setup: NewGame | None,
                  memory: LastSetup | None, seed: int) -> NewGame:
    """The rematch of the game in ``view`` (started from ``setup``, None for a resumed
    game), from ``seed``. Raises `EngineError` if a random deck can't be dealt."""
    if setup is not None and setup.random_decks is not None:
        return replace(setup, seed=seed)  # the engine deals them again from the new seed
    if setup is not None:
        players = tuple(setup.players)
        shared = setup.shared_deck is not None
        life, starter = setup.life, setup.starting_player
    else:
        players = tuple(str(p["name"]) for p in view["players"])
        shared = bool(view.get("shared_deck"))
        life, starter = int(view.get("starting_life", 20)), None
    formats = _formats(view, setup)
    recipe = _recipe(memory, players, shared, int(view.get("seed", -1)))
    if setup is None and recipe is not None:
        starter = recipe.starting_player
    state = rng.seed_state(seed)
    if shared:
        choice = recipe.shared_deck if recipe is not None else None
        deck = setup.shared_deck if setup is not None else None
        if deck is None or (choice is not None and choice.source == "random"):
            size = choice.size if choice is not None and choice.size else shared_minimum(
                len(players))
            sets = [choice.sets] if choice is not None and choice.sets else None
            state, deck = random_deck(state, cards, size, max_phenomena=2 * len(players),
                                      sets=sets)
        return NewGame(players=players, shared_deck=deck, shuffle=True, seed=seed,
                       starting_player=starter, starting_life=life, **formats)
    lists = dict(setup.decks) if setup is not None and setup.decks is not None else {}
    decks: list[tuple[str, tuple[str, ...]]] = []
    for index, owner in enumerate(players):
        seat = recipe.decks[index] if recipe is not None else None
        own = lists.get(owner)
        if own is None or (seat is not None and seat.source == "random"):
            size = seat.size if seat is not None and seat.size else MIN_DECK
            sets = [seat.sets] if seat is not None and seat.sets else None
            state, own = random_deck(state, cards, size, max_phenomena=2, sets=sets)
        decks.append((owner, tuple(own)))
    return NewGame(players=players, decks=tuple(decks), shuffle=True, seed=seed,
                   starting_player=starter, starting_life=life, **formats)


def _formats(view: dict[str, Any], setup: NewGame | None) -> dict[str, Any]:
    """The rematch keeps the format, the Two-Headed Giant teams and the commanders (with
    their casts and damage starting over)."""
    if setup is not None:
        return {"format": setup.format, "teams": setup.teams, "commanders": setup.commanders}
    teams = tuple(tuple(str(m) for m in t["members"]) for t in view.get("teams", []))
    commanders = tuple((str(p["name"]), tuple(str(c) for c in p["commanders"]))
                       for p in view["players"] if p.get("commanders"))
    return {"format": Format(view.get("format", Format.FREE_FOR_ALL.value)),
            "teams": teams or None, "commanders": commanders or None}


class GameOverDialog(QDialog):
    """The game-over screen for the game the bridge holds."""

    new_game_requested = Signal()
    """New game… was pressed (the dialog has closed): open the wizard."""
    rematched = Signal(int)
    """Rematch started a new game from this seed."""

    def __init__(self, bridge: EngineBridge, parent: QWidget | None = None, *,
                 theme: Theme | None = None, config_dir: Path | None = None) -> None:
        super().__init__(parent)
        self.bridge = bridge
        self.config_dir = config_dir
        self.theme = theme or current_theme()
        view = bridge.view or {}
        self.view = view
        self.setWindowTitle(self.tr("Game over"))
        self.setObjectName("gameOver")
        t = self.theme

        root = QVBoxLayout(self)
        root.setContentsMargins(t.px(24), t.px(20), t.px(24), t.px(20))
        root.setSpacing(t.px(12))
        over = QLabel(self.tr("Game over"))
        over.setAlignment(Qt.AlignmentFlag.AlignCenter)
        over.setStyleSheet(f"color: {t.muted}; font-size: {t.px(18)}px;")
        root.addWidget(over)
        winner = view.get("winner")
        team = next((t["members"] for t in view.get("teams", []) if winner in t["members"]),
                    None)
        self.winner_label = QLabel(
            self.tr("{a} and {b} win!").format(a=team[0], b=team[1]) if team
            else self.tr("{name} wins!").format(name=winner) if winner
            else self.tr("Nobody is left"))
        self.winner_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.winner_label.setWordWrap(True)
        self.winner_label.setStyleSheet(f"color: {t.accent}; font-size: {t.px(44)}px; "
                                        "font-weight: bold;")
        root.addWidget(self.winner_label)
        self.summary_label = QLabel(self._summary(view))
        self.summary_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.summary_label.setStyleSheet(f"color: {t.muted}; font-size: {t.px(16)}px;")
        root.addWidget(self.summary_label)

        table = QFrame()
        table.setObjectName("panel")
        grid = QGridLayout(table)
        grid.setContentsMargins(t.px(16), t.px(10), t.px(16), t.px(10))
        grid.setHorizontalSpacing(t.px(18))
        grid.setVerticalSpacing(t.px(4))
        self.player_rows: list[tuple[str, str]] = []
        for index, player in enumerate(view.get("players", [])):
            name = str(player.get("name", ""))
            colour = PLAYER_COLOURS[index % len(PLAYER_COLOURS)]
            dot = QLabel("●")
            dot.setStyleSheet(f"color: {colour}; background: transparent; "
                              f"font-size: {t.px(18)}px;")
            grid.addWidget(dot, index, 0)
            who = QLabel(name)
            who.setObjectName("winner" if name == winner or name in (team or ()) else "")
            who.setStyleSheet(f"background: transparent; font-size: {t.px(18)}px;"
                              + (" font-weight: bold;"
                                 if name == winner or name in (team or ()) else ""))
            grid.addWidget(who, index, 1)
            status = self._player_status(player)
            life = QLabel(status)
            life.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            life.setStyleSheet(f"background: transparent; font-size: {t.px(18)}px;"
                               + ("" if player.get("in_game") else f" color: {t.muted};"))
            grid.addWidget(life, index, 2)
            self.player_rows.append((name, status))
        grid.setColumnStretch(1, 1)
        root.addWidget(table, 1)

        buttons = QHBoxLayout()
        buttons.setSpacing(t.px(10))
        self.rematch_button = self._button(self.tr("Rematch"), self.tr(
            "Same players, seating and starting life; random decks dealt anew, other decks "
            "shuffled again, from a new seed"), primary=True)
        self.rematch_button.clicked.connect(self.rematch)
        self.new_game_button = self._button(self.tr("New game…"),
                                            self.tr("Set up a different game"))
        self.new_game_button.clicked.connect(self._new_game)
        self.undo_button = self._button(self.tr("Undo"),
                                        self.tr("Take back the last action (a misclick)"))
        self.undo_button.setEnabled(bool(view.get("can_undo")))
        self.undo_button.clicked.connect(self.undo)
        self.close_button = self._button(self.tr("Close"), self.tr("Look at the board"))
        self.close_button.clicked.connect(self.reject)
        for button in (self.rematch_button, self.new_game_button, self.undo_button,
                       self.close_button):
            buttons.addWidget(button)
        root.addLayout(buttons)
        self.rematch_button.setDefault(True)
        fit_and_centre(self, parent, QSize(t.px(640), self.sizeHint().height()))

    def _button(self, text: str, tip: str, *, primary: bool = False) -> QPushButton:
        button = QPushButton(text)
        button.setToolTip(tip)
        button.setMinimumSize(self.theme.px(120), self.theme.px(TOUCH))
        button.setStyleSheet(f"font-size: {self.theme.px(17)}px;")
        if primary:
            button.setObjectName("primary")
        return button

    def _summary(self, view: dict[str, Any]) -> str:
        turns = int(view.get("turn", 0))
        players = len(view.get("players", []))
        text = (self.tr("%n turn(s)", "", turns) + " · "
                + self.tr("%n player(s)", "", players))
        planes = view.get("planes_visited")
        if isinstance(planes, list):
            text += " · " + self.tr("%n plane(s) visited", "", len(planes))
        return text

    def _player_status(self, player: dict[str, Any]) -> str:
        life = self.tr("{life} life").format(life=player.get("life", 0))
        poison = int(player.get("poison", 0) or 0)
        if poison:
            life += self.tr(" · {poison} poison").format(poison=poison)
        if not player.get("in_game", True):
            life += self.tr(" · left")
        return life

    # -- what the table does next -------------------------------------------------------------
    def rematch(self) -> bool:
        """Start the rematch through the bridge; a refusal is told and the dialog stays."""
        view = self.bridge.view or self.view
        game = self.bridge.game
        memory: LastSetup | None = None
        if self.config_dir is not None:
            memory, _problem = load_last_setup(self.config_dir)
        seed = next_seed(int(view.get("seed", 0)))
        try:
            setup = rematch_setup(self.bridge.cards, view,
                                  game.setup if game is not None else None, memory, seed)
        except EngineError as exc:
            self.bridge.notice.emit(self.tr("No rematch: {reason}").format(reason=exc), "error")
            return False
        recipe = _recipe(memory, setup.players, setup.shared_deck is not None,
                         int(view.get("seed", -1)))
        if not self.bridge.new_game(setup):
            return False
        if recipe is not None and self.config_dir is not None:
            try:  # the memory now belongs to the rematch, so a second rematch trusts it
                save_last_setup(self.config_dir, replace(recipe, seed=seed))
            except OSError as exc:
                log.warning("last setup not updated after the rematch: %s", exc)
        self.rematched.emit(seed)
        self.accept()
        return True

    def undo(self) -> None:
        self.bridge.undo()  # the watcher closes the dialog as the game comes back

    def _new_game(self) -> None:
        self.accept()
        self.new_game_requested.emit()


class GameOverWatcher(QObject):
    """Shows `GameOverDialog` when a change brings the game over, once per ending; an undo
    that takes the ending back (or a new game) closes it."""

    new_game_requested = Signal()

    def __init__(self, bridge: EngineBridge, window: QWidget, *,
                 config_dir: Path | None = None, theme: Theme | None = None) -> None:
        super().__init__(window)
        self.bridge = bridge
        self.window = window
        self.config_dir = config_dir
        self.theme = theme
        self.dialog: GameOverDialog | None = None
        self._over = False
        bridge.changed.connect(self._changed)

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme

    def _changed(self, view: dict[str, Any], _events: list[dict[str, Any]]) -> None:
        over = bool(view.get("game_over"))
        if over and not self._over:
            self.show_dialog()
        elif not over and self.dialog is not None:
            self.dialog.close()
        self._over = over

    def show_dialog(self) -> GameOverDialog:
        if self.dialog is not None:
            self.dialog.close()
        dialog = GameOverDialog(self.bridge, self.window, theme=self.theme,
                                config_dir=self.config_dir)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.new_game_requested.connect(self.new_game_requested)
        dialog.finished.connect(lambda _result, d=dialog: self._forget(d))
        self.dialog = dialog
        dialog.open()
        return dialog

    def _forget(self, dialog: GameOverDialog) -> None:
        if self.dialog is dialog:
            self.dialog = None
