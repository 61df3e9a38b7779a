"""The deck builder never loses a deck (review defect 9) and lists every rule problem at
once with right plurals (defect 24). pytest-qt, offscreen."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from engine_helpers import CARDS
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QInputDialog, QMessageBox

from desktop.bridge import EngineBridge
from desktop.deck_store import DeckStore
from desktop.dialogs.deck_builder import DeckBuilder
from desktop.dialogs.settings import Settings
from desktop.table.main_window import MainWindow

PLANES = sorted(c.name for c in CARDS if c.category == "official" and c.is_plane)[:10]
THREE_PHENOMENA = ["Mutual Epiphany", "Planewide Disaster", "Chaotic Aether"]


@pytest.fixture
def store(tmp_path: Path) -> DeckStore:
    return DeckStore(tmp_path / "decks", CARDS)


def shown(qtbot: Any, builder: DeckBuilder) -> DeckBuilder:
    qtbot.addWidget(builder)
    builder.show()
    qtbot.waitExposed(builder)
    return builder


def test_from_the_game_menu_the_builder_saves_the_deck_it_shows_and_says_where(
        qtbot: Any, tmp_path: Path, store: DeckStore, monkeypatch: pytest.MonkeyPatch) -> None:
    win = MainWindow(EngineBridge(CARDS), Settings(), store, tmp_path)
    qtbot.addWidget(win)
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Friday night", True))
    seen: dict[str, Any] = {}

    def build_and_save() -> None:
        builder = QApplication.activeModalWidget()
        if not isinstance(builder, DeckBuilder):
            QTimer.singleShot(10, build_and_save)
            return
        seen["label"] = builder.use_button.text()
        builder.set_deck(PLANES)
        builder.use_button.click()  # no name yet: it asks one, then saves
        seen["status"] = builder.status_text()
        seen["open"] = builder.isVisible()
        builder.reject()  # saved: closes without asking

    QTimer.singleShot(0, build_and_save)
    win.open_deck_builder()
    assert seen["label"] == "Save deck"
    assert seen["open"], "the builder stays open to show where the deck went"
    path = store.path("Friday night")
    assert f"to {path}" in seen["status"] and "new-game wizard" in seen["status"]
    assert store.load("Friday night") == tuple(PLANES)


def test_closing_with_an_unsaved_deck_asks_first(qtbot: Any, store: DeckStore) -> None:
    builder = shown(qtbot, DeckBuilder(CARDS, store, save_mode=True))
    builder.set_deck(PLANES)
    builder.reject()
    box = builder.close_box
    assert isinstance(box, QMessageBox) and box.isVisible() and builder.isVisible()
    keep = next(b for b in box.buttons() if b.text() == "Keep editing")
    keep.click()
    assert builder.isVisible() and builder.deck() == tuple(PLANES)
    builder.reject()
    box = builder.close_box
    assert box is not None
    discard = next(b for b in box.buttons() if b.text() == "Close without saving")
    discard.click()
    assert not builder.isVisible()


def test_from_the_wizard_the_button_still_uses_the_deck(qtbot: Any, store: DeckStore) -> None:
    builder = shown(qtbot, DeckBuilder(CARDS, store, owner="Ann"))
    assert builder.use_button.text() == "Use this deck"
    builder.set_deck(PLANES)
    with qtbot.waitSignal(builder.accepted):
        builder.use_button.click()
    assert builder.deck() == tuple(PLANES) and store.names() == []


@pytest.mark.parametrize("save_mode", [False, True])
def test_an_illegal_deck_cant_be_used_and_says_why(qtbot: Any, store: DeckStore,
                                                   save_mode: bool) -> None:
    builder = shown(qtbot, DeckBuilder(CARDS, store, save_mode=save_mode))
    builder.set_deck(PLANES[:9])
    assert not builder.use_button.isEnabled()
    assert builder.validation_label.text() == (
        "✗ 901.3: The planar deck has 9 cards; it needs at least 10.")
    with qtbot.assertNotEmitted(builder.accepted):
        builder.accept()  # even past the disabled button (Enter, a script)
    assert builder.isVisible() and store.names() == []
    builder.add_cards([PLANES[9]] if len(PLANES) > 9 else ["Naya"])
    assert builder.use_button.isEnabled() and builder.is_legal()


def test_every_validation_error_is_listed_with_right_plurals(qtbot: Any,
                                                              store: DeckStore) -> None:
    builder = shown(qtbot, DeckBuilder(CARDS, store, owner="Ann"))
    # Defect 24: a 5-card deck with 3 phenomena (and a card twice) showed only the size.
    builder.set_deck([*THREE_PHENOMENA, "Akoum", "Akoum"])
    assert builder.validation_text().splitlines() == [
        "901.3: Ann's planar deck has 5 cards; it needs at least 10.",
        "901.3: Ann's planar deck holds Akoum more than once; each card must have a "
        "different English name.",
        "901.3: Ann's planar deck has 3 phenomena (Mutual Epiphany, Planewide Disaster, "
        "Chaotic Aether); at most 2 are allowed.",
    ]
    assert builder.deck_count.text() == "Deck: 5 cards, 3 phenomena"
    builder.set_deck(["Chaotic Aether"])
    assert builder.validation_text() == "901.3: Ann's planar deck has 1 card; it needs at least 10."
    assert builder.deck_count.text() == "Deck: 1 card, 1 phenomenon"
    shared = shown(qtbot, DeckBuilder(CARDS, store, shared_players=2))
    shared.set_deck([*THREE_PHENOMENA, "Akoum", "Bant"])
    assert shared.validation_text() == (
        "901.15a: The shared planar deck has 5 cards; it needs at least 20.")


def test_the_builder_fits_a_small_screen(qtbot: Any, store: DeckStore) -> None:
    builder = shown(qtbot, DeckBuilder(CARDS, store, save_mode=True))
    builder.set_deck([*THREE_PHENOMENA, "Akoum", "Akoum"])
    # A 1280×720 screen less its title bar and task bar holds it, all errors shown.
    least = builder.minimumSizeHint()
    assert least.width() <= 1240 and least.height() <= 660, least
    builder.resize(1240, 660)
    assert builder.validation_label.text().count("✗ 901.3") == 3  # one line per problem
    builder.grab().save("/tmp/saves-builder.png")
    builder.set_deck(PLANES)
    builder.name_edit.setText("Friday night")
    builder.use_button.click()
    assert "Friday night.txt" in builder.status_text()
    qtbot.wait(50)  # let the layout settle before the picture
    builder.grab().save("/tmp/saves-builder-saved.png")
