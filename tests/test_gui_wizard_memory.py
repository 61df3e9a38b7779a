"""The new-game wizard remembers the last table (review defect 37), reads that memory as
hostile input, and fits a 1280×720 screen with Start game and Cancel visible (defect 15)."""

from __future__ import annotations

import json
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QPoint, QRect, QSize, Qt

import desktop.dialogs.placement as placement
from desktop.deck_store import DeckStore
from desktop.dialogs.last_setup import FILE_NAME, MAX_BYTES, parse_last_setup
from desktop.dialogs.new_game import NewGameWizard
from desktop.dialogs.placement import fitted_rect
from engine.cards import default_cards
from engine.game import Game

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")

CARDS = default_cards()
PLANES = ["Akoum", "Astral Arena", "Bant", "Celestine Reef", "Esper", "Feeding Grounds",
          "Gavony", "Grixis", "Kessig", "Krosa", "Llanowar", "Naya"]


@pytest.fixture
def store(tmp_path: Path) -> DeckStore:
    return DeckStore(tmp_path / "decks", CARDS)


def open_wizard(qtbot, store: DeckStore, config: Path, seed: int = 7) -> NewGameWizard:
    wizard = NewGameWizard(CARDS, store, seed, config_dir=config)
    qtbot.addWidget(wizard)
    wizard.show()
    qtbot.waitExposed(wizard)
    return wizard


def type_name(qtbot, wizard: NewGameWizard, seat: int, name: str) -> None:
    edit = wizard.rows[seat].name_edit
    edit.clear()
    qtbot.keyClicks(edit, name)


def test_a_new_wizard_offers_the_last_players_and_deck_mode(qtbot, store, tmp_path) -> None:
    config = tmp_path / "config"
    store.save("Cid's tour", PLANES[:10])
    first = open_wizard(qtbot, store, config)
    assert first.player_names() == ["Player 1", "Player 2", "Player 3", "Player 4"]
    first.rows[3].remove_button.click()
    for seat, name in enumerate(("Ann", "Bob", "Cid")):
        type_name(qtbot, first, seat, name)
    first.rows[2].up_button.click()  # Cid sits second
    cid = first.rows[1].deck_source
    cid.set_source("saved")
    cid.saved_combo.setCurrentIndex(cid.saved_combo.findData("Cid's tour"))
    bob = first.rows[2].deck_source
    bob.size_spin.setValue(12)
    bob.sets_combo.setCurrentIndex(bob.sets_combo.findData("2012"))
    first.set_starting_player("Bob")
    first.life_custom.click()
    first.life_spin.setValue(30)
    qtbot.mouseClick(first.finish_button, Qt.MouseButton.LeftButton)
    assert first.new_game() is not None
    assert (config / FILE_NAME).exists()

    second = open_wizard(qtbot, store, config, seed=8)  # as after a restart
    assert second.memory_problem is None
    assert second.player_names() == ["Ann", "Cid", "Bob"]
    assert not second.shared_radio.isChecked()
    assert [r.deck_source.source() for r in second.rows] == ["random", "saved", "random"]
    assert second.rows[1].deck_source.saved_combo.currentData() == "Cid's tour"
    assert second.rows[2].deck_source.size_spin.value() == 12
    assert second.rows[2].deck_source.sets_combo.currentData() == "2012"
    assert second.starter_combo.currentText().endswith("Bob")
    assert second.starting_life() == 30
    second.finish()
    setup = second.new_game()
    assert setup is not None and setup.players == ("Ann", "Cid", "Bob")
    assert dict(setup.decks or ())["Cid"] == tuple(PLANES[:10])
    assert setup.starting_player == "Bob" and setup.starting_life == 30 and setup.seed == 8
    Game.new(setup, CARDS)

    qtbot.mouseClick(second.reset_button, Qt.MouseButton.LeftButton)
    assert second.player_names() == ["Player 1", "Player 2", "Player 3", "Player 4"]
    assert [r.deck_source.source() for r in second.rows] == ["random"] * 4
    assert second.starting_life() == 20 and second.starter_combo.currentIndex() == 0
    assert second.finish_button.isEnabled(), second.errors()


def test_the_shared_deck_mode_is_remembered(qtbot, store, tmp_path) -> None:
    config = tmp_path / "config"
    first = open_wizard(qtbot, store, config)
    first.set_shared(True)
    first.shared_source.size_spin.setValue(44)
    assert first.finish_button.isEnabled(), first.errors()
    first.finish()
    second = open_wizard(qtbot, store, config)
    assert second.shared_radio.isChecked() and second.shared_panel.isVisible()
    assert second.shared_source.source() == "random"
    assert second.shared_source.size_spin.value() == 44
    second.finish()
    setup = second.new_game()
    assert setup is not None and setup.decks is None
    assert setup.shared_deck is not None and len(setup.shared_deck) == 44  # 901.15a


HOSTILE = {
    "deep": "[" * 100_000 + "]" * 100_000,
    "nan": json.dumps({"version": 1, "players": [], "starting_life": "x"})
    .replace('"x"', "NaN"),
    "huge name": json.dumps({"version": 1, "shared": False, "starting_life": 20,
                             "shared_deck": {"source": "random"},
                             "players": [{"name": "A" * 5000, "deck": {"source": "random"}},
                                         {"name": "B", "deck": {"source": "random"}}]}),
    "too big": json.dumps({"pad": "x" * (MAX_BYTES + 10)}),
    "not json": "{players: nope",
    "wrong types": json.dumps({"version": 1, "shared": "yes", "players": [1, 2]}),
    "binary": "\udcff",
}


@pytest.mark.parametrize("kind", sorted(HOSTILE))
def test_a_hostile_memory_file_is_moved_aside_and_the_defaults_used(qtbot, store, tmp_path,
                                                                    kind) -> None:
    config = tmp_path / "config"
    config.mkdir()
    path = config / FILE_NAME
    path.write_bytes(HOSTILE[kind].encode("utf-8", "surrogateescape"))
    wizard = open_wizard(qtbot, store, config)
    assert wizard.player_names() == ["Player 1", "Player 2", "Player 3", "Player 4"]
    assert wizard.memory_problem is not None and "defaults are used" in wizard.memory_problem
    assert not path.exists()
    kept = list(config.glob("last-setup-unreadable-*.json"))
    assert len(kept) == 1
    assert wizard.finish_button.isEnabled()


def test_parse_names_the_bad_field() -> None:
    good = {"version": 1, "shared": False, "starting_life": 20, "seed": 3,
            "shared_deck": {"source": "random"}, "starting_player": "Ann",
            "players": [{"name": "Ann", "deck": {"source": "random", "size": 12}},
                        {"name": "Bob", "deck": {"source": "saved", "saved": "x"}}]}
    last = parse_last_setup(json.dumps(good))
    assert last.names == ("Ann", "Bob") and last.decks[0].size == 12
    for change, field in ((("starting_player", "Cid"), "starting_player"),
                          (("starting_life", 0), "starting_life"),
                          (("starting_life", True), "starting_life"),
                          (("seed", -1), "seed")):
        bad = dict(good, **{change[0]: change[1]})
        with pytest.raises(ValueError, match=field):
            parse_last_setup(json.dumps(bad))
    bad = dict(good, players=[{"name": "Ann", "deck": {"source": "stolen"}}] * 2)
    with pytest.raises(ValueError, match="source"):
        parse_last_setup(json.dumps(bad))


# -- fitting the screen ---------------------------------------------------------------------
def test_the_wizard_fits_1280x720_with_start_and_cancel_visible(qtbot, store, tmp_path,
                                                                monkeypatch) -> None:
    area = QRect(0, 0, 1280, 720)
    monkeypatch.setattr(placement, "available_geometry", lambda parent: area)
    wizard = open_wizard(qtbot, store, tmp_path / "config")
    while wizard.add_button.isEnabled():  # eight seats: the seat list scrolls
        wizard.add_button.click()
    qtbot.wait(10)
    frame = wizard.geometry().adjusted(0, -placement.TITLE_BAR, 0, 0)
    assert area.contains(frame), frame
    for button in (wizard.finish_button, wizard.cancel_button):
        assert button.isVisible()
        corner = button.mapTo(wizard, QPoint(button.width(), button.height()))
        assert wizard.rect().contains(corner - QPoint(1, 1)), (corner, wizard.size())
        assert button.height() >= 44
    assert wizard.height() <= 720


def test_fitted_rect_centres_on_the_window_and_stays_on_screen() -> None:
    area = QRect(0, 0, 1280, 720)
    rect = fitted_rect(QSize(600, 400), area, QRect(100, 100, 800, 500))
    assert rect.size() == QSize(600, 400) and rect.center() == QRect(100, 100, 800, 500).center()
    big = fitted_rect(QSize(940, 780), area, None)
    assert area.contains(big) and big.height() <= 720 - 48
    off = fitted_rect(QSize(600, 400), area, QRect(1200, 650, 400, 300))
    assert area.contains(off)
