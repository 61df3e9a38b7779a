"""Engine text as the players read it (pytest-qt, offscreen): the engine's object ids
("Eloren Wilds's ability (#4)") stay in the protocol but never reach the die panel, the
toasts, the log or a dialog's refusal."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from engine_helpers import deck
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from desktop.bridge import EngineBridge
from desktop.engine_text import for_players
from desktop.table.die_panel import DiePanel
from desktop.table.log_view import LogView
from desktop.table.toast import Toast
from engine.actions import Choose, Goto, NewGame, Roll
from engine.cards import default_cards
from engine.domain import DieFace, RollSource, Step

CARDS = default_cards()


@pytest.fixture()
def waiting(qapp: object) -> EngineBridge:
    """Chaos on Ann's Eloren Wilds: its target is asked before anything else (603.3d)."""
    bridge = EngineBridge(CARDS)
    assert bridge.new_game(NewGame(
        players=("Ann", "Bob", "Cy"),
        decks=(("Ann", tuple(deck("Eloren Wilds"))), ("Bob", tuple(deck("Tazeem"))),
               ("Cy", tuple(deck("Krosa")))),
        shuffle=False, starting_player="Ann"))
    assert bridge.try_apply(Goto(Step.PRECOMBAT_MAIN)) is None
    assert bridge.try_apply(Roll(DieFace.CHAOS, RollSource.MANUAL)) is None
    view = bridge.view
    assert view is not None and view["pending_choice"]["kind"] == "target"
    return bridge


def test_ids_leave_the_text_and_the_rest_stays() -> None:
    assert for_players("603.3d: Ann must first choose the target of Eloren Wilds's "
                       "ability (#4)") == (
        "603.3d: Ann must first choose the target of Eloren Wilds's ability")
    assert for_players("Alice chose: #3 Stairs to Infinity: Draw.; then #2 Naya: Gain.") == (
        "Alice chose: Stairs to Infinity: Draw.; then Naya: Gain.")
    assert for_players("face up: Pompeii (#4), Bant (#5)") == "face up: Pompeii, Bant"


def test_the_die_panel_says_why_without_an_id(qtbot: QtBot, waiting: EngineBridge) -> None:
    die = DiePanel(waiting)
    qtbot.addWidget(die)
    die.refresh(waiting.view or {})
    assert waiting.game is not None
    assert "(#" in str(waiting.game.roll_check().reason)  # the protocol keeps the id
    assert "#" not in str(waiting.roll_check().reason)  # the app's rendering leaves it out
    assert "Eloren Wilds" in die.status_label.toolTip()
    assert "#" not in die.status_label.toolTip()
    assert "#" not in die.roll_button.toolTip()


def test_a_refusal_toast_has_no_id(qtbot: QtBot, waiting: EngineBridge) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    toast = Toast(host)
    waiting.refused.connect(toast.show_message)
    reason = waiting.try_apply(Roll(DieFace.BLANK, RollSource.MANUAL))
    assert waiting.last_refusal is not None and "(#" in waiting.last_refusal.english
    assert reason is not None and "#" not in reason  # rendered for players
    assert toast.text.startswith("603.3d:") and "#" not in toast.text


def test_the_log_has_no_id(qtbot: QtBot, qapp: object) -> None:
    # Stairs to Infinity's two triggers are ordered; the engine logs "#3 Stairs to ...".
    bridge = EngineBridge(CARDS)
    assert bridge.new_game(NewGame(
        players=("Ann", "Bob"),
        decks=(("Ann", tuple(deck("Stairs to Infinity"))), ("Bob", tuple(deck("Tazeem")))),
        shuffle=False, starting_player="Ann"))
    log = LogView(bridge)
    qtbot.addWidget(log)
    assert bridge.try_apply(Goto(Step.PRECOMBAT_MAIN)) is None
    assert bridge.try_apply(Roll(DieFace.CHAOS, RollSource.MANUAL)) is None
    view = bridge.view
    assert view is not None and view["pending_choice"]["kind"] == "order"
    assert bridge.try_apply(Choose(tuple(view["pending_choice"]["options"]))) is None
    assert any("#" in e["text"] for e in (bridge.view or {})["log"])  # the protocol's
    assert any("chose: Stairs to Infinity" in t for t in log.entries())
    assert not [t for t in log.entries() if "#" in t]


def test_fix_the_table_names_the_plane_without_its_id(qtbot: QtBot, qapp: object) -> None:
    from desktop.dialogs.table_fix import TableFixDialog

    bridge = EngineBridge(CARDS)
    assert bridge.new_game(NewGame(players=("Ann", "Bob"),
                                   decks=(("Ann", tuple(deck("Aretopolis"))),
                                          ("Bob", tuple(deck("Tazeem")))),
                                   shuffle=False, starting_player="Ann"))
    dialog = TableFixDialog(bridge)
    qtbot.addWidget(dialog)
    assert dialog.counter_card.currentText() == "Aretopolis"
    assert dialog.counter_card.currentData() == f"#{(bridge.view or {})['face_up'][0]['id']}"
