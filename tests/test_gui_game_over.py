"""The end of a game (review defect 36): the game-over screen appears once with the winner,
Rematch deals a new game for the same table from a new seed, Undo takes the ending back."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from engine_helpers import deck
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from desktop.bridge import EngineBridge
from desktop.deck_store import DeckStore
from desktop.dialogs.game_over import GameOverDialog, GameOverWatcher, rematch_setup
from desktop.dialogs.last_setup import DeckChoice, LastSetup, load_last_setup, save_last_setup
from desktop.dialogs.new_game import demo_setup
from desktop.dialogs.settings import Settings
from desktop.table.main_window import MainWindow
from engine.actions import Leave, NewGame, RandomDecks
from engine.cards import default_cards
from engine.decks import MIN_DECK

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")

CARDS = default_cards()
ANN_DECK = tuple(deck("Krosa", "Mount Keralia", "Pompeii"))


def three_player_setup(seed: int = 11) -> NewGame:
    return NewGame(players=("Ann", "Bob", "Cat"), decks=(
        ("Ann", ANN_DECK), ("Bob", tuple(deck("Tazeem"))), ("Cat", tuple(deck()))),
        shuffle=True, seed=seed, starting_life=30)


def visible_dialogs(parent: QWidget) -> list[GameOverDialog]:
    return [d for d in parent.findChildren(GameOverDialog) if d.isVisible()]


def test_game_over_appears_once_with_the_winner_and_undo_hides_it(qtbot, tmp_path) -> None:
    bridge = EngineBridge(CARDS)
    window = MainWindow(bridge, Settings(), DeckStore(tmp_path / "decks", CARDS), tmp_path, 3)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    assert bridge.new_game(three_player_setup())
    assert visible_dialogs(window) == []
    assert bridge.apply(Leave("Bob"))
    assert visible_dialogs(window) == []  # two players are still in
    assert bridge.apply(Leave("Cat"))  # 104.2a: the last player left wins
    qtbot.waitUntil(lambda: len(visible_dialogs(window)) == 1)
    dialog = visible_dialogs(window)[0]
    assert dialog.winner_label.text() == "Ann wins!"
    assert dialog.player_rows == [("Ann", "30 life"), ("Bob", "30 life · left"),
                                  ("Cat", "30 life · left")]
    assert dialog.summary_label.text() == "1 turn · 3 players"
    for button in (dialog.rematch_button, dialog.new_game_button, dialog.undo_button,
                   dialog.close_button):
        assert button.height() >= 44 and button.width() >= 44
    bridge.refused.emit("unrelated")  # nothing that isn't an ending opens it again
    assert bridge.try_apply(Leave("Ann")) is not None  # refused: the game is over
    assert len(window.findChildren(GameOverDialog)) == 1

    qtbot.mouseClick(dialog.undo_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: visible_dialogs(window) == [])
    assert bridge.view is not None and not bridge.view["game_over"]
    assert [p["in_game"] for p in bridge.view["players"]] == [True, False, True]
    assert bridge.redo()  # the ending again: shown again
    qtbot.waitUntil(lambda: len(visible_dialogs(window)) == 1)
    visible_dialogs(window)[0].close_button.click()
    qtbot.waitUntil(lambda: visible_dialogs(window) == [])
    assert bridge.view is not None and bridge.view["game_over"]  # Close keeps the board


def test_rematch_same_table_new_seed_same_lists_reshuffled(qtbot, tmp_path) -> None:
    bridge = EngineBridge(CARDS)
    host = QWidget()
    qtbot.addWidget(host)
    host.show()
    watcher = GameOverWatcher(bridge, host, config_dir=tmp_path)
    assert bridge.new_game(three_player_setup(seed=11))
    bridge.apply(Leave("Ann"))
    bridge.apply(Leave("Bob"))
    dialog = watcher.dialog
    assert dialog is not None and dialog.winner_label.text() == "Cat wins!"
    with qtbot.waitSignal(bridge.changed) as changed:
        qtbot.mouseClick(dialog.rematch_button, Qt.MouseButton.LeftButton)
    view = changed.args[0]
    assert view["seed"] == 12 and not view["game_over"]
    assert [p["name"] for p in view["players"]] == ["Ann", "Bob", "Cat"]
    assert [p["life"] for p in view["players"]] == [30, 30, 30]
    assert all(p["in_game"] for p in view["players"])
    game = bridge.game
    assert game is not None and game.setup is not None
    assert dict(game.setup.decks or ())["Ann"] == ANN_DECK  # a list, shuffled again
    qtbot.waitUntil(lambda: not dialog.isVisible())


def test_rematch_deals_random_decks_anew_from_the_wizards_memory(tmp_path) -> None:
    first = demo_setup(CARDS, 40, players=("Ann", "Bob"))
    memory = LastSetup(names=("Ann", "Bob"),
                       decks=(DeckChoice("random", size=12), DeckChoice("paste", paste="…")),
                       seed=40)
    view = {"players": [{"name": "Ann"}, {"name": "Bob"}], "seed": 40, "starting_life": 20,
            "shared_deck": False}
    again = rematch_setup(CARDS, view, first, memory, 41)
    decks = dict(again.decks or ())
    assert again.players == ("Ann", "Bob") and again.seed == 41
    assert len(decks["Ann"]) == 12 and decks["Ann"] != dict(first.decks or ())["Ann"]
    assert decks["Bob"] == dict(first.decks or ())["Bob"]  # not random: the same list
    # A memory of another game is not trusted: the game's own lists are kept.
    stale = rematch_setup(CARDS, view, first, LastSetup(names=("Ann", "Bob"),
                          decks=(DeckChoice(), DeckChoice()), seed=7), 41)
    assert stale.decks == first.decks
    # An engine-dealt setup is dealt again by the engine from the new seed.
    engine_dealt = NewGame(players=("Ann", "Bob"), random_decks=RandomDecks(), seed=5)
    assert rematch_setup(CARDS, view, engine_dealt, None, 6).random_decks == RandomDecks()
    # A game resumed from a save has no setup: random decks for the same table.
    resumed = rematch_setup(CARDS, dict(view, shared_deck=True), None, None, 41)
    assert resumed.decks is None and resumed.shared_deck is not None
    assert len(resumed.shared_deck) >= MIN_DECK


def test_a_rematch_keeps_the_memory_for_the_next_one(qtbot, tmp_path) -> None:
    bridge = EngineBridge(CARDS)
    host = QWidget()
    qtbot.addWidget(host)
    setup = demo_setup(CARDS, 9, players=("Ann", "Bob"))
    save_last_setup(tmp_path, LastSetup(names=("Ann", "Bob"),
                                        decks=(DeckChoice(), DeckChoice()), seed=9))
    watcher = GameOverWatcher(bridge, host, config_dir=tmp_path)
    assert bridge.new_game(setup)
    bridge.apply(Leave("Bob"))
    assert watcher.dialog is not None and watcher.dialog.rematch()
    memory, problem = load_last_setup(tmp_path)
    assert problem is None and memory is not None and memory.seed == 10
    game = bridge.game
    assert game is not None and game.setup is not None
    assert game.setup.decks != setup.decks  # both random: dealt anew


def test_nobody_left(qtbot, tmp_path: Path) -> None:
    bridge = EngineBridge(CARDS)
    assert bridge.new_game(three_player_setup())
    view = dict(bridge.view or {}, game_over=True, winner=None)
    bridge._view = view  # the engine ends a game with nobody left only on simultaneous leaves
    dialog = GameOverDialog(bridge, None)
    qtbot.addWidget(dialog)
    assert dialog.winner_label.text() == "Nobody is left"
