"""The new-game dialog, the deck builder and saved decks, driven like a player would."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

from desktop.deck_store import DeckStore, DeckStoreError
from desktop.dialogs.deck_builder import DeckBuilder, DeckListDialog
from desktop.dialogs.new_game import NewGameWizard, demo_setup
from desktop.theme import PLAYER_COLOURS
from engine.actions import NewGame, RandomDecks
from engine.cards import default_cards
from engine.decks import format_deck_list
from engine.game import Game

# The offscreen platform can't pass size hints to a window manager, and says so on show().
pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")

CARDS = default_cards()
PLANES = ["Akoum", "Astral Arena", "Bant", "Celestine Reef", "Esper", "Feeding Grounds",
          "Gavony", "Grixis", "Kessig", "Krosa", "Llanowar", "Naya"]


@pytest.fixture
def store(tmp_path: Path) -> DeckStore:
    return DeckStore(tmp_path / "decks", CARDS)


def double_click(qtbot, view, row: int) -> None:
    """A real double-click on a list row (a press first, as a mouse would)."""
    pos = view.visualItemRect(view.item(row)).center()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def shown(qtbot, widget: QWidget) -> QWidget:
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def wizard_for(qtbot, store: DeckStore, seed: int = 7) -> NewGameWizard:
    wizard = NewGameWizard(CARDS, store, seed)
    shown(qtbot, wizard)
    return wizard


def type_name(qtbot, wizard: NewGameWizard, seat: int, name: str) -> None:
    edit = wizard.rows[seat].name_edit
    edit.clear()
    qtbot.keyClicks(edit, name)


# -- the deck store --------------------------------------------------------------------------
def test_deck_store_round_trip(store: DeckStore) -> None:
    assert store.names() == []
    path = store.save("Ann's tour", PLANES[:10])
    assert path.name == "Ann's tour.txt"
    assert format_deck_list(PLANES[:10]) in path.read_text(encoding="utf-8")
    assert store.load("Ann's tour") == tuple(PLANES[:10])
    store.save("bolas", PLANES[2:12])
    assert store.names() == ["Ann's tour", "bolas"]
    store.save("bolas", PLANES[:3])  # the same name replaces the deck
    assert store.load("bolas") == tuple(PLANES[:3])
    assert [p.name for p in store.folder.iterdir() if p.name.startswith(".")] == []
    for bad in ("a/b", "..\\up", "", "  ", ".hidden"):
        with pytest.raises(DeckStoreError):
            store.save(bad, PLANES[:10])
    with pytest.raises(DeckStoreError, match="more than case"):
        store.save("BOLAS", PLANES[:10])
    store.delete("bolas")
    assert store.names() == ["Ann's tour"]
    with pytest.raises(DeckStoreError, match=r"bolas\.txt"):
        store.load("bolas")


def test_unreadable_deck_file_is_reported_and_kept(store: DeckStore) -> None:
    store.save("good", PLANES[:10])
    broken = store.folder / "broken.txt"
    broken.write_text("1 Akoum\n1 Akuom\n", encoding="utf-8")
    before = broken.read_bytes()
    with pytest.raises(DeckStoreError, match=r"^broken\.txt: line 2: .*did you mean 'Akoum'"):
        store.load("broken")
    assert list(store.problems()) == ["broken"]
    store.save("another", PLANES[1:11])
    store.save("good", PLANES[2:12])
    assert broken.read_bytes() == before
    assert store.names() == ["another", "broken", "good"]


# -- the new-game dialog ---------------------------------------------------------------------
def test_random_decks_make_an_explicit_setup_the_engine_accepts(qtbot, store) -> None:
    wizard = wizard_for(qtbot, store, seed=42)
    wizard.rows[3].remove_button.click()
    assert len(wizard.rows) == 3
    for seat, name in enumerate(("Ann", "Bob", "Cid")):
        type_name(qtbot, wizard, seat, name)
    bob = wizard.rows[1].deck_source
    assert bob.source() == "random"
    bob.size_spin.setValue(12)
    bob.sets_combo.setCurrentIndex(bob.sets_combo.findData("2012"))
    wizard.set_starting_player("Bob")
    wizard.life_40.click()
    assert wizard.finish_button.isEnabled(), wizard.errors()
    qtbot.mouseClick(wizard.finish_button, Qt.MouseButton.LeftButton)
    setup = wizard.new_game()
    assert setup is not None
    assert setup.players == ("Ann", "Bob", "Cid")
    assert setup.seed == 42 and setup.random_decks is None and setup.shared_deck is None
    assert setup.starting_player == "Bob" and setup.starting_life == 40
    assert setup.decks is not None
    sizes = {owner: len(deck) for owner, deck in setup.decks}
    assert sizes == {"Ann": 10, "Bob": 12, "Cid": 10}
    bobs = dict(setup.decks)["Bob"]
    assert all("OPC2" in CARDS.get(n).sets for n in bobs)
    assert not any(CARDS.get(n).playtest for _, deck in setup.decks for n in deck)
    game, _ = Game.new(setup, CARDS)
    assert game.state.turn_player == "Bob"
    assert [p.life for p in game.state.players] == [40, 40, 40]


def test_seats_reorder_add_and_colours(qtbot, store) -> None:
    wizard = wizard_for(qtbot, store)
    for seat, name in enumerate(("Ann", "Bob", "Cid", "Dee")):
        type_name(qtbot, wizard, seat, name)
    dee = wizard.rows[3]
    dee.up_button.click()
    dee.up_button.click()
    assert wizard.player_names() == ["Ann", "Dee", "Bob", "Cid"]
    assert PLAYER_COLOURS[1] in dee.swatch.styleSheet() and dee.swatch.text() == "2"
    assert not wizard.rows[0].up_button.isEnabled()
    assert not wizard.rows[-1].down_button.isEnabled()
    while wizard.add_button.isEnabled():
        wizard.add_button.click()
    assert len(wizard.rows) == 8
    assert PLAYER_COLOURS[7] in wizard.rows[7].swatch.styleSheet()
    for row in list(wizard.rows[2:]):
        row.remove_button.click()
    assert wizard.player_names() == ["Ann", "Dee"]
    assert not wizard.rows[0].remove_button.isEnabled()  # 901.2: at least two players
    wizard.finish()
    setup = wizard.new_game()
    assert setup is not None and setup.players == ("Ann", "Dee")
    Game.new(setup, CARDS)


def test_names_must_be_given_and_different(qtbot, store) -> None:
    wizard = wizard_for(qtbot, store)
    type_name(qtbot, wizard, 0, "Ann")
    type_name(qtbot, wizard, 1, "ann")
    type_name(qtbot, wizard, 2, "   ")
    assert not wizard.finish_button.isEnabled()
    text = wizard.errors_label.text()
    assert "Seats 1 and 2 are both called “ann”" in text
    assert "Seat 3 needs a player name" in text
    type_name(qtbot, wizard, 1, "Bob")
    type_name(qtbot, wizard, 2, "Cid")
    assert wizard.finish_button.isEnabled()


def test_shared_deck_too_small_cites_901_15a_and_blocks_finish(qtbot, store) -> None:
    wizard = wizard_for(qtbot, store)
    wizard.shared_radio.click()
    source = wizard.shared_source
    assert source.isVisible() and not wizard.rows[0].deck_source.isVisible()
    assert source.size_spin.value() == 40  # 901.15a for four players
    source.size_spin.setValue(10)
    assert source.status_text().startswith(
        "901.15a: The shared planar deck has 10 cards; it needs at least 40")
    assert not wizard.finish_button.isEnabled()
    wizard.finish()
    assert wizard.new_game() is None and wizard.isVisible()
    wizard.rows[3].remove_button.click()  # three players: 30 cards are enough
    source.size_spin.setValue(30)
    assert "legal (901.15a)" in source.status_text()
    qtbot.mouseClick(wizard.finish_button, Qt.MouseButton.LeftButton)
    setup = wizard.new_game()
    assert setup is not None and setup.decks is None
    assert setup.shared_deck is not None and len(setup.shared_deck) == 30
    game, _ = Game.new(setup, CARDS)
    assert game.state.shared_deck


def test_pasted_list_with_a_typo_shows_the_suggestion_and_accepts_nothing(qtbot, store) -> None:
    wizard = wizard_for(qtbot, store)
    source = wizard.rows[0].deck_source
    source.set_source("paste")
    assert source.paste_edit.isVisible()
    source.paste_edit.setPlainText("\n".join(["1 Akuom", *PLANES[1:10]]))
    assert "line 1: unknown card name 'Akuom'; did you mean 'Akoum'" in source.status_text()
    assert not wizard.finish_button.isEnabled()
    assert "1 planar deck needs attention" in wizard.errors_label.text()
    wizard.finish()
    assert wizard.new_game() is None and wizard.result() == 0
    source.paste_edit.setPlainText("\n".join(f"1 {n}" for n in PLANES[:10]))
    assert "legal (901.3)" in source.status_text()
    wizard.finish()
    setup = wizard.new_game()
    assert setup is not None and setup.decks is not None
    assert dict(setup.decks)["Player 1"] == tuple(PLANES[:10])


def test_saved_and_built_decks(qtbot, store) -> None:
    store.save("mine", PLANES[:10])
    wizard = wizard_for(qtbot, store)
    saved = wizard.rows[0].deck_source
    saved.set_source("saved")
    assert saved.saved_combo.currentText() == "mine"
    assert "Saved deck “mine”" in saved.status_text()
    built = wizard.rows[1].deck_source
    built.set_source("build")
    assert "press Build…" in built.status_text()
    assert not wizard.finish_button.isEnabled()
    qtbot.mouseClick(built.build_button, Qt.MouseButton.LeftButton)
    builder = built.builder
    assert builder is not None and builder.isVisible()
    builder.set_deck(PLANES[2:12])
    builder.name_edit.setText("built")
    assert builder.save_deck()
    builder.accept()
    assert "Built deck: 10 cards" in built.status_text()
    assert wizard.finish_button.isEnabled(), wizard.errors()
    assert saved.saved_combo.findData("built") >= 0  # the new deck shows up everywhere
    wizard.finish()
    setup = wizard.new_game()
    assert setup is not None and setup.decks is not None
    assert dict(setup.decks)["Player 1"] == tuple(PLANES[:10])
    assert dict(setup.decks)["Player 2"] == tuple(PLANES[2:12])


def test_demo_setup_deals_what_the_engine_would() -> None:
    setup = demo_setup(CARDS, 99)
    assert setup.players == ("Ann", "Bob", "Cid", "Dee") and setup.seed == 99
    assert setup.decks is not None and [len(d) for _, d in setup.decks] == [10, 10, 10, 10]
    game, _ = Game.new(setup, CARDS)
    engine_dealt = NewGame(players=setup.players, random_decks=RandomDecks(size=10),
                           shuffle=False, seed=99)
    other, _ = Game.new(engine_dealt, CARDS)
    for owner, deck in setup.decks:
        assert sorted(deck) == sorted(other.state.decks[owner]
                                      + tuple(c.name for c in other.state.face_up
                                              if c.owner == owner))
    assert len(game.state.players) == 4


# -- the deck builder ------------------------------------------------------------------------
def builder_for(qtbot, store: DeckStore, shared: int | None = None) -> DeckBuilder:
    builder = DeckBuilder(CARDS, store, shared)
    shown(qtbot, builder)
    return builder


def test_builder_search_and_filters(qtbot, store) -> None:
    builder = builder_for(qtbot, store)
    pool = builder.pool_names()
    assert pool and not any(CARDS.get(n).playtest for n in pool)  # hidden by default
    builder.playtest_box.click()
    assert any(CARDS.get(n).playtest for n in builder.pool_names())
    builder.playtest_box.click()
    qtbot.keyClicks(builder.search, "tolaria")
    assert "Academy at Tolaria West" in builder.pool_names()  # by name
    builder.search.setText("plane — ravnica")
    assert builder.pool_names() and all(
        CARDS.get(n).type_line == "Plane — Ravnica" for n in builder.pool_names())
    builder.search.setText("draw seven")  # by Oracle text
    assert "Academy at Tolaria West" in builder.pool_names()
    builder.search.clear()
    builder.kind_combo.setCurrentIndex(builder.kind_combo.findData("phenomenon"))
    phenomena = builder.pool_names()
    assert phenomena and all(CARDS.get(n).is_phenomenon for n in phenomena)
    builder.kind_combo.setCurrentIndex(0)
    for key, box in builder.set_boxes.items():
        box.setChecked(key == "who")
    assert builder.pool_names() and all("WHO" in CARDS.get(n).sets
                                        for n in builder.pool_names())


def test_builder_add_remove_and_validation(qtbot, store) -> None:
    builder = builder_for(qtbot, store)
    assert builder.validation_text().startswith("901.3: The planar deck has 0 cards")
    builder.search.setText("Akoum")
    assert builder.pool_list.item(0).data(Qt.ItemDataRole.UserRole) == "Akoum"
    double_click(qtbot, builder.pool_list, 0)
    assert builder.deck() == ("Akoum",)
    assert "Akoum" in builder.preview.toPlainText()
    builder.search.setText("Astral Aren")
    qtbot.keyClick(builder.search, Qt.Key.Key_Return)  # Enter adds the one match
    assert builder.isVisible() and builder.deck() == ("Akoum", "Astral Arena")
    builder.search.clear()
    for name in PLANES[2:9]:
        builder.pool_list.setCurrentItem(builder._pool_items[name])
        builder.add_button.click()
    assert len(builder.deck()) == 9
    assert builder.validation_text().startswith("901.3: The planar deck has 9 cards")
    assert builder.validation_label.text().startswith("✗ 901.3")
    builder.add_cards(["Akoum"])  # already in: a deck holds each name once
    assert len(builder.deck()) == 9
    builder.add_cards(["Naya"])
    assert builder.validation_text().startswith("901.3: a legal planar deck (10 cards")
    assert builder.is_legal()
    builder.add_cards(["Chaotic Aether", "Interplanar Tunnel", "Mutual Epiphany"])
    assert "901.3" in builder.validation_text() and "at most 2" in builder.validation_text()
    builder.deck_list.setCurrentRow(len(builder.deck()) - 1)
    builder.remove_button.click()
    assert builder.is_legal()
    double_click(qtbot, builder.deck_list, 0)
    assert "Akoum" not in builder.deck()


def test_builder_shared_mode_cites_901_15a(qtbot, store) -> None:
    builder = builder_for(qtbot, store, shared=4)
    builder.set_deck(PLANES)
    assert builder.validation_text().startswith(
        "901.15a: The shared planar deck has 12 cards; it needs at least 40")


def test_builder_saves_loads_imports_and_exports(qtbot, store) -> None:
    (store.folder).mkdir(parents=True)
    (store.folder / "broken.txt").write_text("Akuom\n", encoding="utf-8")
    builder = builder_for(qtbot, store)
    assert "broken.txt" in builder.status_text()
    builder.set_deck(PLANES[:10])
    builder.name_edit.setText("tour")
    qtbot.mouseClick(builder.save_button, Qt.MouseButton.LeftButton)
    assert store.load("tour") == tuple(PLANES[:10])
    builder.set_deck([])
    builder.saved_combo.setCurrentIndex(builder.saved_combo.findData("broken"))
    builder.load_button.click()
    assert builder.deck() == () and "broken.txt" in builder.status_text()
    builder.saved_combo.setCurrentIndex(builder.saved_combo.findData("tour"))
    builder.load_button.click()
    assert builder.deck() == tuple(PLANES[:10])
    store.save("spare", PLANES[:10])
    builder.name_edit.setText("spare")
    qtbot.keyClick(builder.name_edit, Qt.Key.Key_Return)  # saves, and keeps the builder open
    assert builder.isVisible() and builder.result() == 0
    builder.saved_combo.setCurrentIndex(builder.saved_combo.findData("spare"))
    builder.delete_button.click()
    assert builder.delete_box is not None
    builder.delete_box.button(builder.delete_box.StandardButton.Yes).click()
    assert "spare" not in store.names() and (store.folder / "broken.txt").exists()

    dialog = builder.open_import()
    assert isinstance(dialog, DeckListDialog) and dialog.isVisible()
    dialog.text_edit.setPlainText("1 Bant\n1 Esperr\n")
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert dialog.isVisible()
    assert "line 2: unknown card name 'Esperr'; did you mean 'Esper'" in dialog.error_text()
    assert builder.deck() == tuple(PLANES[:10])
    dialog.text_edit.setPlainText("1 Bant\n1 Esper\n")
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert not dialog.isVisible()
    assert builder.deck() == ("Bant", "Esper")

    text = builder.export_text()
    assert text == "1 Bant\n1 Esper\n"
    assert QGuiApplication.clipboard().text() == text
    assert builder.export_dialog is not None
    assert builder.export_dialog.text_edit.toPlainText() == text


def test_dialogs_render(qtbot, store, tmp_path: Path) -> None:
    wizard = wizard_for(qtbot, store)
    builder = builder_for(qtbot, store)
    for widget, name in ((wizard, "wizard.png"), (builder, "builder.png")):
        image = widget.grab()
        assert not image.isNull() and image.save(str(tmp_path / name))


def test_lists_take_printed_names_in_any_language_and_keep_english(qtbot, store) -> None:
    """A list typed from Spanish, French or Japanese cards names them as printed; the
    deck is kept with the English names (the engine's)."""
    printed_names = ["academia en tolaria oeste", "Bant", "Terrain de chasse", "クローサ",
                     "ESPER"]
    english = ("Academy at Tolaria West", "Bant", "Feeding Grounds", "Krosa", "Esper")
    wizard = wizard_for(qtbot, store)
    source = wizard.rows[0].deck_source
    source.set_source("paste")
    others = [n for n in PLANES if n not in english][:5]
    source.paste_edit.setPlainText("\n".join(f"1 {n}" for n in [*printed_names, *others]))
    assert "legal (901.3)" in source.status_text()
    wizard.finish()
    setup = wizard.new_game()
    assert setup is not None and setup.decks is not None
    assert dict(setup.decks)["Player 1"] == (*english, *others)

    builder = builder_for(qtbot, store)
    dialog = builder.open_import()
    dialog.text_edit.setPlainText("1 Académie de l'Ouest de Tolaria\n1 Akademie von "
                                  "West-Tolaria\n1 Nowhere\n")
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert "line 3: unknown card name 'Nowhere'" in dialog.error_text()
    dialog.text_edit.setPlainText("1 Academia en Tolaria Oeste\n1 terrenos de caza\n")
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert not dialog.isVisible()
    assert builder.deck() == ("Academy at Tolaria West", "Feeding Grounds")
    builder.name_edit.setText("printed")
    qtbot.mouseClick(builder.save_button, Qt.MouseButton.LeftButton)
    assert (store.folder / "printed.txt").read_text(encoding="utf-8").endswith(
        "\n1 Academy at Tolaria West\n1 Feeding Grounds\n")
