"""The planar history dialog: visits in order, deck counts, a tap opens the card (offscreen)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop.bridge import EngineBridge
from desktop.dialogs.card_detail import CardDetailDialog
from desktop.dialogs.planar_history import PlanarHistoryDialog
from desktop.theme import DARK, LIGHT, TOUCH
from engine.actions import NewGame, NextTurn, Resolve, Roll
from engine.cards import default_cards
from engine.domain import DieFace, RollSource

CARDS = default_cards()
ANN = ("Akoum", "Bant", "Morphic Tide", "Celestine Reef", "Esper", "Feeding Grounds",
       "Gavony", "Grixis", "Kessig", "Krosa")
BOB = ("Llanowar", "Naya", "Otaria", "Shiv", "Skybreen", "Sokenzan", "Tazeem", "Naktamun",
       "Prahv", "Raven's Run")


def _planeswalk(bridge: EngineBridge) -> None:
    assert bridge.try_apply(Roll(DieFace.PLANESWALKER, RollSource.MANUAL)) is None
    assert bridge.try_apply(Resolve()) is None


@pytest.fixture()
def bridge(qapp: object) -> EngineBridge:
    b = EngineBridge(CARDS)
    assert b.new_game(NewGame(players=("Ann", "Bob"), decks=(("Ann", ANN), ("Bob", BOB)),
                              shuffle=False, starting_player="Ann"))
    return b


def _dialog(qtbot: QtBot, bridge: EngineBridge, theme: object = DARK) -> PlanarHistoryDialog:
    dialog = PlanarHistoryDialog(bridge, theme)  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    return dialog


def test_after_two_planeswalks_three_planes_are_listed_in_order(
        qtbot: QtBot, bridge: EngineBridge) -> None:
    _planeswalk(bridge)  # Ann, turn 1: Akoum → Bant
    assert bridge.try_apply(NextTurn()) is None
    _planeswalk(bridge)  # Bob, turn 2: Bant → Llanowar
    dialog = _dialog(qtbot, bridge)
    texts = [b.text() for b in dialog.entries]
    assert len(texts) == 3
    assert [t.split("\n")[0].split(".", 1)[1].split("·")[0].strip() for t in texts] == [
        "Akoum", "Bant", "Llanowar"]
    assert "Starting plane, Ann's deck" in texts[0]
    assert "Turn 1: Ann planeswalked here" in texts[1]
    assert "Turn 2: Bob planeswalked here" in texts[2]
    assert "face up now" in texts[2] and "face up now" not in texts[0] + texts[1]
    assert dialog.visits_title.text() == "Visited, in order (3)"


def test_deck_counts_match_the_view_and_follow_the_game(
        qtbot: QtBot, bridge: EngineBridge) -> None:
    dialog = _dialog(qtbot, bridge)
    view = bridge.view
    assert view is not None
    assert set(dialog.deck_labels) == set(view["decks"]) == {"Ann", "Bob"}
    for key, label in dialog.deck_labels.items():
        assert label.text() == f"{key}: {len(view['decks'][key])} cards left"
    assert dialog.deck_labels["Ann"].text() == "Ann: 9 cards left"  # Akoum is face up
    _planeswalk(bridge)  # the open dialog follows the bridge
    view = bridge.view
    assert view is not None
    assert dialog.deck_labels["Ann"].text() == f"Ann: {len(view['decks']['Ann'])} cards left"
    assert len(dialog.entries) == 2


def test_shared_deck_is_one_count(qtbot: QtBot, qapp: object) -> None:
    b = EngineBridge(CARDS)
    assert b.new_game(NewGame(players=("Ann", "Bob"), shared_deck=ANN + BOB, shuffle=False,
                              starting_player="Ann"))
    dialog = _dialog(qtbot, b)
    assert list(dialog.deck_labels) == ["shared"]
    assert dialog.deck_labels["shared"].text() == "Shared deck: 19 cards left"


def test_a_phenomenon_is_listed_as_encountered(qtbot: QtBot, bridge: EngineBridge) -> None:
    _planeswalk(bridge)
    assert bridge.try_apply(NextTurn()) is None
    assert bridge.try_apply(NextTurn()) is None
    assert bridge.try_apply(Roll(DieFace.PLANESWALKER, RollSource.MANUAL)) is None
    assert bridge.try_apply(Resolve()) is None  # Bant → Morphic Tide
    dialog = _dialog(qtbot, bridge)
    assert "Morphic Tide" in dialog.entries[2].text()
    assert "Turn 3: Ann encountered it" in dialog.entries[2].text()


def test_tapping_a_visit_opens_its_card_detail(qtbot: QtBot, bridge: EngineBridge) -> None:
    _planeswalk(bridge)
    dialog = _dialog(qtbot, bridge, LIGHT)
    dialog.show()
    qtbot.mouseClick(dialog.entries[0], Qt.MouseButton.LeftButton)
    detail = dialog.detail
    assert isinstance(detail, CardDetailDialog)
    assert detail.card.name == "Akoum" and detail.isVisible()
    assert "Akoum" in detail.text.toPlainText()
    detail.close()


def test_entries_are_touch_sized_and_the_dialog_fits_the_screen(
        qtbot: QtBot, bridge: EngineBridge) -> None:
    theme = DARK.scaled(1.5)
    dialog = _dialog(qtbot, bridge, theme)
    dialog.show()
    for button in (*dialog.entries, dialog.close_button):
        assert button.height() >= theme.px(TOUCH) and button.width() >= theme.px(TOUCH)
    available = dialog.screen().availableGeometry()
    assert available.contains(dialog.frameGeometry())
    hint = dialog.minimumSizeHint()
    assert hint.width() <= 1280 and hint.height() <= 680


def test_no_game_says_so(qtbot: QtBot, qapp: object) -> None:
    dialog = _dialog(qtbot, EngineBridge(CARDS))
    assert dialog.entries == [] and dialog.deck_labels == {}
    assert dialog.visits_title.text() == "No game is in progress."


def test_the_view_menu_opens_the_planar_history(qtbot: QtBot, tmp_path: object) -> None:
    from PySide6.QtWidgets import QApplication

    from desktop import app as desktop_app

    args = desktop_app.parse_args(["--demo", "--seed", "5", "--screenshot", "unused",
                                   "--data-dir", str(tmp_path), "--config-dir", str(tmp_path)])
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    win = desktop_app.build(args, app)
    qtbot.addWidget(win)
    action = next(a for a in win.actions() if a.text() == "Planar &history…")
    assert action.shortcut().toString() == "Ctrl+H"
    action.trigger()
    dialogs = win.findChildren(PlanarHistoryDialog)
    assert len(dialogs) == 1 and dialogs[0].isVisible()
    view = win.bridge.view
    assert view is not None
    assert len(dialogs[0].entries) == len(view["visited"]) >= 1
    dialogs[0].close()
