"""Planar cards in the table's language: the printed catalogue, the card view's printed
text with its mark and Oracle button, the map and TV, and the deck builder's search in any
language (offscreen Qt)."""

from __future__ import annotations

import json
import logging
import os
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from gui_helpers import table_window
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from pytestqt.qtbot import QtBot

from desktop import i18n, printed_cards
from desktop.bridge import EngineBridge
from desktop.deck_store import DeckStore
from desktop.dialogs.deck_builder import DeckBuilder
from desktop.printed_cards import (
    PrintedCard,
    PrintedCatalogue,
    default_catalogue,
    display_name,
    printed,
    printed_face,
    with_symbols,
)
from desktop.table.card_view import CardPainter, PlaneCardView
from desktop.theme import DARK
from engine.actions import NewGame
from engine.cards import default_cards

CARDS = default_cards()
LANGUAGES = ("es", "it", "fr", "de", "ja")
ACADEMY = "Academy at Tolaria West"
# Shiv: printed in es/it/fr/de/ja (OHOP, old wording); Bad Wolf Bay: Doctor Who, never in es.
DECK = ("Shiv", "Akoum", "Bant", "Celestine Reef", "Esper", "Feeding Grounds", "Gavony",
        "Grixis", "Kessig", "Krosa")
OTHER = ("Bad Wolf Bay", "Naya", "Otaria", "Llanowar", "Skybreen", "Sokenzan", "Tazeem",
         "Naktamun", "Prahv", "Raven's Run")


@pytest.fixture(autouse=True)
def _english_after(qapp: object) -> Any:
    yield
    i18n.install("en")


def _bridge(first: str = "Ann") -> EngineBridge:
    bridge = EngineBridge(CARDS)
    assert bridge.new_game(NewGame(players=("Ann", "Bob"), decks=(("Ann", DECK), ("Bob", OTHER)),
                                   shuffle=False, starting_player=first))
    return bridge


# -- the catalogue ---------------------------------------------------------------------------
def test_printed_and_display_name() -> None:
    card = printed(ACADEMY, "es")
    assert isinstance(card, PrintedCard)
    assert (card.name, card.type_line, card.set) == ("Academia en Tolaria Oeste",
                                                     "Plano — Dominaria", "OHOP")
    assert card.english_name == ACADEMY and card.language == "es"
    assert display_name(ACADEMY, "ja") == "トレイリア西部のアカデミー"
    assert display_name(ACADEMY, "de") == "Akademie von West-Tolaria"
    # never printed in Spanish (Doctor Who), and English itself: the English name
    assert printed("Bad Wolf Bay", "es") is None
    assert display_name("Bad Wolf Bay", "es") == "Bad Wolf Bay"
    assert printed(ACADEMY, "en") is None and display_name(ACADEMY, "en") == ACADEMY
    assert default_catalogue() is default_catalogue()  # read once


def test_a_missing_or_broken_file_leaves_everything_english(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    wrong = tmp_path / "wrong.json"
    wrong.write_text(json.dumps({"format": "planechase-card-translations", "version": 1,
                                 "cards": {ACADEMY: {"es": {"name": "x"}}}}), encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="desktop.printed_cards"):
        for path in (tmp_path / "absent.json", broken, wrong):
            catalogue = PrintedCatalogue.load(path)
            assert len(catalogue) == 0 and catalogue.printed(ACADEMY, "es") is None
    assert len([r for r in caplog.records if "English" in r.getMessage()]) == 3


def test_the_app_starts_in_spanish_without_the_file(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(printed_cards, "default_catalogue", PrintedCatalogue.empty)
    win = table_window(qtbot, tmp_path, "--lang", "es")
    view = win.card_view
    assert view.displayed_names() and not view.has_printed()
    assert view.oracle_button is not None and not view.oracle_button.isVisible()


def test_the_chaos_symbol_written_as_a_word_becomes_the_symbol() -> None:
    assert with_symbols("Siempre que lances caos, descarta tu mano.", "es") == \
        "Siempre que lances {CHAOS}, descarta tu mano."
    assert with_symbols("Ogniqualvolta tiri caos, pesca.", "it") == \
        "Ogniqualvolta tiri {CHAOS}, pesca."
    assert with_symbols("Immer wenn du chaos würfelst, ziehe.", "de") == \
        "Immer wenn du {CHAOS} würfelst, ziehe."
    assert with_symbols("À chaque fois que vous obtenez chaos, piochez.", "fr") == \
        "À chaque fois que vous obtenez {CHAOS}, piochez."
    assert with_symbols("あなたがchaosを出すたび、カードを引く。", "ja") == \
        "あなたが{CHAOS}を出すたび、カードを引く。"
    # "chaos ensues" is a word on the card: it stays one
    for language, text in (("es", "Siempre que surja el caos, roba."),
                           ("de", "Immer wenn das Chaos hereinbricht, ziehe."),
                           ("fr", "À chaque fois que le chaos s'ensuit, piochez."),
                           ("ja", "カオスが起こるたび、カードを引く。")):
        assert with_symbols(text, language) == text


def test_printed_face_keeps_the_chaos_line_in_its_place() -> None:
    for language in LANGUAGES:
        for name in (n for n in CARDS_NAMES if printed(n, language) is not None):
            card = CARDS.get(name)
            face = printed_face(card, language)
            assert face is not None and face.name == printed(name, language).name  # type: ignore[union-attr]
            assert face.abilities == card.abilities  # the rules are the Oracle card's
            if card.chaos_ability:
                assert face.chaos_ability in face.oracle_text.split("\n"), (language, name)
            # the old roll trigger shows the symbol, as the English text does
            assert "chaos würfelst" not in face.oracle_text
            assert "lances caos" not in face.oracle_text
            if language in ("ja", "de"):  # the Latin word is always the symbol there
                assert "chaos" not in face.oracle_text, (language, name)


CARDS_NAMES = [c.name for c in CARDS]


# -- fitting ---------------------------------------------------------------------------------
def _smallest_card_at_1280(qtbot: QtBot, tmp_path: Path) -> QRectF:
    """The card as the table paints it at 1280×720 (one face-up plane)."""
    win = table_window(qtbot, tmp_path, size=(1280, 720))
    placements = win.card_view.placements()
    assert placements
    return QRectF(0, 0, placements[0].rect.width(), placements[0].rect.height())


def test_every_printed_text_fits_the_card_at_1280x720(qtbot: QtBot, tmp_path: Path) -> None:
    rect = _smallest_card_at_1280(qtbot, tmp_path)
    assert rect.height() < 520  # the size a 1280×720 table really uses
    painter_ = CardPainter(DARK)
    image = QImage(rect.size().toSize(), QImage.Format.Format_ARGB32_Premultiplied)
    checked = 0
    for language in (*LANGUAGES, "pt", "zh-Hans"):
        for card in CARDS:
            face = printed_face(card, language)
            if face is None:
                continue
            image.fill(QColor(DARK.window))
            p = QPainter(image)
            layout = painter_.paint(p, rect, face, owner="Ann", mark="Texto impreso")
            p.end()
            assert layout.fits, f"{language} {card.name}: shrunk to {layout.font_px:.1f}px"
            assert layout.font_px >= layout.min_font_px
            assert layout.text_box.contains(layout.text_rect), (language, card.name)
            if face.chaos_ability:
                assert layout.chaos_rect is not None, (language, card.name)
            checked += 1
    assert checked == 106 + 106 + 140 + 140 + 140 + 50 + 50


# -- the card view ---------------------------------------------------------------------------
def test_the_view_shows_the_printed_card_marked_with_the_oracle_one_tap_away(
        qtbot: QtBot) -> None:
    view = PlaneCardView(_bridge(), language="es")
    qtbot.addWidget(view)
    view.resize(900, 640)
    view.show()
    qtbot.waitExposed(view)
    view.grab()
    assert view.displayed_names() == ["Shiv"]
    assert view.has_printed() and not view.showing_oracle()
    assert view.shown_name("Shiv") == "Shiv"  # the same name in Spanish…
    [layout] = view.last_layouts()
    assert layout.name == "Shiv" and layout.chaos_text is not None
    assert layout.chaos_text.startswith("Siempre que lances {CHAOS}")
    button = view.oracle_button
    assert button is not None and button.isVisible() and button.text() == "Oracle"
    # the button sits on the card's footer, beside the mark
    card = view.placements()[0].widget_rect
    assert card.contains(QRectF(button.geometry()))
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    view.grab()
    assert view.showing_oracle() and button.text() != "Oracle"
    assert view.last_layouts()[0].chaos_text == CARDS.get("Shiv").chaos_ability
    # by keyboard: the button takes focus and Space presses it
    button.setFocus()
    qtbot.keyClick(button, Qt.Key.Key_Space)
    assert not view.showing_oracle()


def test_the_oracle_choice_lasts_until_the_card_changes(qtbot: QtBot) -> None:
    bridge = _bridge()
    view = PlaneCardView(bridge, language="it")
    qtbot.addWidget(view)
    view.resize(900, 640)
    view.show()
    view.set_show_oracle(True)
    view.set_view(bridge.view)  # the same card again: the choice stays
    assert view.showing_oracle()
    view.toggle_oracle()
    assert not view.showing_oracle()
    view.set_show_oracle(True)
    view.set_view({"face_up": [{"id": 9, "name": "Naya", "owner": "Bob"}], "players": []})
    assert not view.showing_oracle()  # a new card shows as printed


@pytest.mark.parametrize(("language", "mark"), [
    ("es", "Solo en inglés"), ("it", "Solo in inglese"), ("fr", "Anglais uniquement"),
    ("de", "Nur auf Englisch"), ("ja", "英語版のみ")])
def test_a_card_never_printed_in_the_language_shows_in_english_marked_so(
        qtbot: QtBot, language: str, mark: str) -> None:
    i18n.install(language)
    view = PlaneCardView(_bridge(), language=language)
    qtbot.addWidget(view)
    view.resize(900, 640)
    view.show()
    # Celestine Reef was printed in English only.
    view.set_view({"face_up": [{"id": 9, "name": "Celestine Reef", "owner": "Ann"}],
                   "players": []})
    view.grab()
    assert view.displayed_names() == ["Celestine Reef"]
    assert printed("Celestine Reef", language) is None
    assert not view.has_printed()
    assert view.last_layouts()[0].name == "Celestine Reef"
    assert view.oracle_button is not None and not view.oracle_button.isVisible()
    # Why it reads in English, in the chip a printed card has.
    assert view.shown_mark("Celestine Reef") == mark
    # A printed card keeps its own mark; the English table marks nothing.
    assert view.shown_mark("Shiv") not in (None, mark)
    i18n.install("en")
    english = PlaneCardView(_bridge(), language="en")
    qtbot.addWidget(english)
    assert english.shown_mark("Celestine Reef") is None and english.shown_mark("Shiv") is None


def test_the_english_only_chip_is_painted(qtbot: QtBot) -> None:
    """The chip shows on the card: the footer's right end differs from an unmarked one."""
    i18n.install("es")
    card = CARDS.get("Celestine Reef")
    painter_ = CardPainter(DARK)
    rect = QRectF(0, 0, 600, 430)
    images = []
    for mark in ("Solo en inglés", None):
        image = QImage(600, 430, QImage.Format.Format_ARGB32)
        image.fill(QColor("black"))
        p = QPainter(image)
        painter_.paint(p, rect, card, owner="Bob", mark=mark)
        p.end()
        images.append(image.copy(painter_.mark_rect(rect, "Solo en inglés").toRect()))
    assert images[0] != images[1]


def test_the_japanese_card_paints_its_printed_name(qtbot: QtBot) -> None:
    view = PlaneCardView(_bridge(), language="ja", oracle_control=False)
    qtbot.addWidget(view)
    view.resize(900, 640)
    view.show()
    view.grab()
    assert view.shown_name("Shiv") == printed("Shiv", "ja").name != "Shiv"  # type: ignore[union-attr]
    assert view.oracle_button is None  # the TV's view: no controls, the mark only
    assert view.accessibleName() == printed("Shiv", "ja").name  # type: ignore[union-attr]


def test_the_table_and_tv_follow_the_tables_language(qtbot: QtBot, tmp_path: Path) -> None:
    win = table_window(qtbot, tmp_path, "--lang", "de", seed=1)
    view = win.card_view
    name = view.displayed_names()[0]
    if printed(name, "de") is not None:
        assert view.language == "de" and view.has_printed()
        assert view.shown_name(name) == printed(name, "de").name  # type: ignore[union-attr]


# -- the deck builder ------------------------------------------------------------------------
def _builder(qtbot: QtBot, tmp_path: Path) -> DeckBuilder:
    builder = DeckBuilder(CARDS, DeckStore(tmp_path / "decks"))
    qtbot.addWidget(builder)
    builder.show()
    return builder


@pytest.mark.parametrize("query", ["academia", "ACADÉMIE", "トレイリア", "Akademie",
                                   "accademia di tolaria", "tolaria west"])
def test_search_finds_a_card_by_its_name_in_any_language(
        qtbot: QtBot, tmp_path: Path, query: str) -> None:
    builder = _builder(qtbot, tmp_path)
    builder.search.setText(query)
    assert ACADEMY in builder.pool_names()


def test_search_ignores_accents_both_ways(qtbot: QtBot, tmp_path: Path) -> None:
    builder = _builder(qtbot, tmp_path)
    builder.search.setText("academie de l'ouest")  # printed "Académie de l'Ouest"
    assert builder.pool_names() == [ACADEMY]
    builder.search.setText("zzzz no such card")
    assert builder.pool_names() == []


def test_the_list_shows_the_tables_language_with_the_english_name(
        qtbot: QtBot, tmp_path: Path) -> None:
    i18n.install("es")
    builder = _builder(qtbot, tmp_path)
    builder.search.setText("academia")
    items = [builder.pool_list.item(i).text() for i in range(builder.pool_list.count())]
    assert "Academia en Tolaria Oeste (Academy at Tolaria West)" in items
    builder.search.setText("bad wolf bay")  # never printed in Spanish: English alone
    assert [builder.pool_list.item(i).text() for i in range(builder.pool_list.count())] == \
        ["Bad Wolf Bay"]
    builder.search.setText("")
    shown = [printed_cards.fold(printed_cards.display_name(n, "es"))
             for n in builder.pool_names()]
    assert shown == sorted(shown)  # in the order of the names shown
    builder.add_cards([ACADEMY])
    assert builder.deck_list.item(0).text().startswith("Academia en Tolaria Oeste")
    assert builder.deck() == (ACADEMY,)  # the deck keeps English names (901.3)


def test_the_builder_previews_the_printed_card_with_the_oracle_a_tap_away(
        qtbot: QtBot, tmp_path: Path) -> None:
    i18n.install("es")
    builder = _builder(qtbot, tmp_path)
    builder.show()
    builder.show_card(ACADEMY)
    shown = builder.preview.toPlainText()
    assert shown.startswith("Academia en Tolaria Oeste (Academy at Tolaria West)")
    assert "Plano — Dominaria" in shown and "Siempre que lances" in shown
    assert builder.showing_printed() and builder.preview_mark.text() == "Texto impreso"
    assert builder.preview.toolTip() == CARDS.get(ACADEMY).oracle_text
    assert builder.oracle_button.isVisible() and builder.oracle_button.text() == "Oracle"
    qtbot.mouseClick(builder.oracle_button, Qt.MouseButton.LeftButton)
    oracle = builder.preview.toPlainText()
    assert oracle.startswith(ACADEMY) and "Whenever chaos ensues" in oracle
    assert not builder.showing_printed() and builder.preview_mark.text() == "Texto de Oracle"
    builder.show_card("Akoum")  # the Oracle choice holds while browsing
    assert "Akoum" in builder.preview.toPlainText() and not builder.showing_printed()
    qtbot.mouseClick(builder.oracle_button, Qt.MouseButton.LeftButton)
    assert builder.showing_printed()
    builder.show_card("Bad Wolf Bay")  # never printed in Spanish: the Oracle, unmarked
    assert builder.preview.toPlainText().startswith("Bad Wolf Bay")
    assert builder.preview_mark.isHidden() and builder.oracle_button.isHidden()


def test_card_thumbnails_speak_the_tables_language(qtbot: QtBot) -> None:
    """Review 15b: a choice's thumbnails said their English name and Oracle text."""
    from desktop.dialogs.choice_form import CardGrid
    from desktop.table.card_view import CardPreview

    i18n.install("es")
    preview = CardPreview(ACADEMY)
    qtbot.addWidget(preview)
    spanish = printed(ACADEMY, "es")
    assert spanish is not None and spanish.name == "Academia en Tolaria Oeste"
    assert preview.accessibleName() == spanish.name
    tip = preview.toolTip()
    # The printed name and text first, then the Oracle text, labelled as such.
    assert tip.index(spanish.name) < tip.index("Siempre que lances") \
        < tip.index("Texto de Oracle") < tip.index("Whenever chaos ensues")
    # A card printed in English only: its Oracle text, its English name.
    reef = CardPreview("Celestine Reef")
    qtbot.addWidget(reef)
    assert reef.accessibleName() == "Celestine Reef"
    assert "Texto de Oracle" not in reef.toolTip() and "islandwalk" in reef.toolTip()
    grid = CardGrid(_bridge(), [ACADEMY, "Celestine Reef"], DARK, pickable=True)
    qtbot.addWidget(grid)
    assert [p.toolTip() for p in grid.previews] == [
        "Toca para ver Academia en Tolaria Oeste en grande",
        "Toca para ver Celestine Reef en grande"]
    assert "Academia en Tolaria Oeste" in grid.pick_buttons[0].text()
