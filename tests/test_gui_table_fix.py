"""The table's way to issue 12 items 7 and 8 (pytest-qt, offscreen, through the real bridge
and engine): "Fix the table" sets a counter, moves a card, planeswalks to a named card,
reveals and shuffles, undo takes each back, and refusals show the engine's sentence; the
order of cards going to the bottom together (401.4) is answered in the choice form."""

from __future__ import annotations

import os

from gui_helpers import table_window

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path
from typing import Any

import pytest
from engine_helpers import deck
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop.bridge import EngineBridge
from desktop.dialogs.choice_dialog import ChoiceDialog
from desktop.dialogs.choice_form import ChoiceForm
from desktop.dialogs.table_fix import TableFixDialog
from engine.actions import (
    Choose,
    Goto,
    NewGame,
    Planeswalk,
    Resolve,
    TableCounter,
    TablePut,
)
from engine.cards import default_cards
from engine.domain import DeckPosition, Step

CARDS = default_cards()
ANN = tuple(deck("Aretopolis", "Akoum", "Bant", "Esper"))
BOB = tuple(deck("Tazeem"))
MERGED = tuple(deck("Akoum", "Spatial Merging", "Bant", "Esper"))


@pytest.fixture()
def bridge(qapp: object) -> EngineBridge:
    b = EngineBridge(CARDS)
    assert b.new_game(NewGame(players=("Ann", "Bob"), decks=(("Ann", ANN), ("Bob", BOB)),
                              shuffle=False, starting_player="Ann"))
    assert b.try_apply(Goto(Step.PRECOMBAT_MAIN)) is None  # stops at Aretopolis's upkeep
    return b


def _dialog(qtbot: QtBot, bridge: EngineBridge) -> TableFixDialog:
    dialog = TableFixDialog(bridge)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def _view(bridge: EngineBridge) -> dict[str, Any]:
    view = bridge.view
    assert view is not None
    return view


def _click(qtbot: QtBot, button: Any) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_set_a_counter_and_undo_takes_it_back(qtbot: QtBot, bridge: EngineBridge) -> None:
    dialog = _dialog(qtbot, bridge)
    assert dialog.counter_card.currentText().startswith("Aretopolis")
    assert dialog.counter_kind.currentText() == "scroll"  # read off the card's text
    dialog.counter_value.setValue(3)
    _click(qtbot, dialog.counter_button)
    assert _view(bridge)["face_up"][0]["counters"] == {"scroll": 3}
    assert dialog.done_label.text() == "Table correction: Aretopolis has 3 scroll counters"
    assert dialog.counter_value.value() == 3  # the dialog follows the table
    assert _view(bridge)["rolls"] == []
    assert bridge.undo()
    assert _view(bridge)["face_up"][0]["counters"] == {}
    assert _view(bridge)["corrections"] == []
    assert dialog.counter_value.value() == 0


@pytest.mark.parametrize("typed", ["scrolls", "Scroll", "SCROLLS", "scroll counters"])
def test_a_typed_counter_differing_by_case_or_plural_sets_the_planes_own(
        qtbot: QtBot, bridge: EngineBridge, typed: str) -> None:
    # The reviewer typed "scrolls" and got a second badge beside "scroll".
    assert bridge.try_apply(TableCounter("Aretopolis", "scroll", 2)) is None
    dialog = _dialog(qtbot, bridge)
    dialog.counter_kind.setEditText(typed)
    assert dialog.counter_value.value() == 2  # the count shown is the plane's scroll count
    dialog.counter_value.setValue(5)
    _click(qtbot, dialog.counter_button)
    assert _view(bridge)["face_up"][0]["counters"] == {"scroll": 5}


def test_the_planes_own_counters_are_offered_first(qtbot: QtBot,
                                                  bridge: EngineBridge) -> None:
    assert bridge.try_apply(TableCounter("Aretopolis", "time", 1)) is None
    dialog = _dialog(qtbot, bridge)
    kinds = [dialog.counter_kind.itemText(i) for i in range(dialog.counter_kind.count())]
    assert kinds == ["time", "scroll"]


def test_the_counter_value_has_minus_and_plus_big_enough_to_touch(
        qtbot: QtBot, bridge: EngineBridge) -> None:
    dialog = _dialog(qtbot, bridge)
    for button in (dialog.counter_minus, dialog.counter_plus):
        assert button.isVisible()
        assert button.width() >= 44 and button.height() >= 44
    _click(qtbot, dialog.counter_plus)
    _click(qtbot, dialog.counter_plus)
    _click(qtbot, dialog.counter_minus)
    assert dialog.counter_value.value() == 1
    assert _view(bridge)["face_up"][0]["counters"] == {}  # nothing set until asked


def test_ten_scroll_counters_trigger_aretopolis(qtbot: QtBot, bridge: EngineBridge) -> None:
    dialog = _dialog(qtbot, bridge)
    dialog.counter_value.setValue(10)
    _click(qtbot, dialog.counter_button)
    top = _view(bridge)["stack"][0]  # 603.8: its state trigger, above the upkeep one
    assert (top["source"], top["reason"]) == ("Aretopolis", "10 or more scroll counters")


def test_put_a_card_on_top_and_see_the_deck(qtbot: QtBot, bridge: EngineBridge) -> None:
    dialog = _dialog(qtbot, bridge)
    dialog.show_page("put")
    assert dialog.put_deck.currentData() == "Ann"
    dialog.put_card.setCurrentIndex(dialog.put_card.findData("Esper"))
    _click(qtbot, dialog.top_button)
    assert _view(bridge)["decks"]["Ann"][:3] == ["Esper", "Akoum", "Bant"]
    # 401.2: the list never shows where a card lies, even after a move.
    assert [dialog.put_card.itemText(i) for i in range(dialog.put_card.count())] == [
        "Choose a card…", *sorted(ANN[1:])]
    dialog.put_card.setCurrentIndex(dialog.put_card.findData("Akoum"))
    _click(qtbot, dialog.bottom_button)
    assert _view(bridge)["decks"]["Ann"][-1] == "Akoum"
    assert [c["action"] for c in _view(bridge)["corrections"]] == ["put", "put"]
    assert bridge.undo() and bridge.undo()
    assert _view(bridge)["decks"]["Ann"] == list(ANN[1:])


def test_the_deck_lists_hide_the_order_and_pick_no_card(qtbot: QtBot,
                                                        bridge: EngineBridge) -> None:
    # The reviewer saw "1. Riptide Island" and the top card preselected: a leak (401.2).
    assert bridge.try_apply(TablePut("Esper", DeckPosition.TOP, "Ann")) is None
    dialog = _dialog(qtbot, bridge)
    for combo in (dialog.put_card, dialog.walk_card):
        texts = [combo.itemText(i) for i in range(combo.count())]
        assert texts == ["Choose a card…", *sorted(_view(bridge)["decks"]["Ann"])], texts
        assert texts[1:] != _view(bridge)["decks"]["Ann"]  # Esper is on top now
        assert combo.currentIndex() == 0 and combo.currentData() is None
    before = _view(bridge)
    dialog.show_page("planeswalk")
    _click(qtbot, dialog.walk_button)
    assert _view(bridge) == before and dialog.error.text() == (
        "Choose a planar deck and a card in it.")


def test_planeswalk_to_starts_at_the_planar_controllers_deck(qtbot: QtBot) -> None:
    bridge = EngineBridge(CARDS)
    assert bridge.new_game(NewGame(players=("Ann", "Bob"), decks=(("Ann", ANN), ("Bob", BOB)),
                                   shuffle=False, starting_player="Bob"))
    assert _view(bridge)["planar_controller"] == "Bob"
    dialog = _dialog(qtbot, bridge)
    assert dialog.put_deck.currentData() == "Ann"
    assert dialog.walk_deck.currentData() == "Bob"
    assert "Bob" in dialog.walk_deck.currentText()


def test_planeswalk_to_a_named_card_of_another_deck(qtbot: QtBot, bridge: EngineBridge) -> None:
    dialog = _dialog(qtbot, bridge)
    dialog.show_page("planeswalk")
    dialog.walk_deck.setCurrentIndex(dialog.walk_deck.findData("Bob"))
    dialog.walk_card.setCurrentIndex(dialog.walk_card.findData("Tazeem"))
    _click(qtbot, dialog.walk_button)
    view = _view(bridge)
    assert [c["name"] for c in view["face_up"]] == ["Tazeem"]
    assert view["decks"]["Ann"][-1] == "Aretopolis"
    assert "Tazeem" not in [dialog.walk_card.itemData(i) for i in range(dialog.walk_card.count())]
    assert bridge.undo()
    assert [c["name"] for c in _view(bridge)["face_up"]] == ["Aretopolis"]


def test_reveal_shows_the_top_cards_and_shuffle_keeps_them(
        qtbot: QtBot, bridge: EngineBridge) -> None:
    dialog = _dialog(qtbot, bridge)
    dialog.show_page("reveal")
    dialog.reveal_count.setValue(2)
    _click(qtbot, dialog.reveal_button)
    assert dialog.revealed.text() == "Revealed: Akoum, Bant"
    assert dialog.reveal_count.maximum() == len(ANN) - 1
    dialog.show_page("shuffle")
    dialog.shuffle_deck.setCurrentIndex(dialog.shuffle_deck.findData("Ann"))
    _click(qtbot, dialog.shuffle_button)
    assert sorted(_view(bridge)["decks"]["Ann"]) == sorted(ANN[1:])
    assert [c["action"] for c in _view(bridge)["corrections"]] == ["reveal", "shuffle"]


def _ordering_bottom() -> EngineBridge:
    """A game where Ann orders two planes going to the bottom (401.4)."""
    bridge = EngineBridge(CARDS)
    assert bridge.new_game(NewGame(players=("Ann", "Bob"), decks=(("Ann", MERGED), ("Bob", BOB)),
                                   shuffle=False, starting_player="Ann"))
    for action in (Goto(Step.PRECOMBAT_MAIN), Planeswalk(), Resolve(), Planeswalk()):
        assert bridge.try_apply(action) is None
    assert _view(bridge)["pending_choice"]["kind"] == "bottom_order"
    return bridge


def test_while_a_choice_waits_the_moves_are_off_with_one_plain_reason(qtbot: QtBot) -> None:
    # The reviewer pressed each button and read "Not done: 401.4: Ann must first choose…".
    bridge = _ordering_bottom()
    dialog = _dialog(qtbot, bridge)
    for button in (dialog.top_button, dialog.bottom_button, dialog.walk_button,
                   dialog.shuffle_button):
        assert not button.isEnabled(), button.accessibleName()
    assert dialog.counter_button.isEnabled() and dialog.reveal_button.isEnabled()
    assert dialog.waiting.isVisible()
    assert dialog.waiting.text() == "Answer Ann's question first, or Undo."
    assert bridge.undo()  # back to before the planeswalk: nothing waits
    assert _view(bridge)["pending_choice"] is None
    assert dialog.shuffle_button.isEnabled() and not dialog.waiting.isVisible()


def test_the_done_message_goes_when_the_table_changes_under_it(
        qtbot: QtBot, bridge: EngineBridge) -> None:
    dialog = _dialog(qtbot, bridge)
    dialog.counter_value.setValue(2)
    _click(qtbot, dialog.counter_button)
    assert dialog.done_label.text() == "Table correction: Aretopolis has 2 scroll counters"
    assert bridge.undo()
    assert dialog.done_label.text() == ""
    assert bridge.redo()
    assert dialog.done_label.text() == ""
    dialog.counter_value.setValue(3)
    _click(qtbot, dialog.counter_button)
    assert dialog.done_label.text() == "Table correction: Aretopolis has 3 scroll counters"


def test_a_refusal_shows_the_engines_sentence_once(qtbot: QtBot, bridge: EngineBridge) -> None:
    # Shown in the dialog, not a second time as a toast behind it.
    dialog = _dialog(qtbot, bridge)
    before = _view(bridge)
    with qtbot.assertNotEmitted(bridge.refused):
        assert not dialog._send(TablePut("Aretopolis", DeckPosition.TOP, "Ann"))
    assert dialog.error.text() == (
        "Not done: 'Aretopolis' is not in Ann's planar deck")
    assert _view(bridge) == before


def test_the_dialog_fits_a_720p_screen(qtbot: QtBot, bridge: EngineBridge) -> None:
    dialog = _dialog(qtbot, bridge)
    for key in ("counter", "put", "planeswalk", "reveal", "shuffle"):
        dialog.show_page(key)
        hint = dialog.minimumSizeHint()
        assert hint.width() <= 1280 - 16 and hint.height() <= 720 - 48, (key, hint)
    assert dialog.width() <= 1280 and dialog.height() <= 720
    for button in dialog.page_buttons.values():
        assert button.height() >= 44


# -- 401.4 in the choice form ---------------------------------------------------------------

class _Recorder:
    """Stands in for the bridge: records what the form sends."""

    def __init__(self) -> None:
        self.cards = CARDS
        self.sent: list[Any] = []

    def try_apply(self, action: Any) -> str | None:
        self.sent.append(action)
        return None


BOTTOM = {"player": "Ann", "kind": "bottom_order",
          "prompt": "In what order do Bant and Esper go to the bottom of Ann's planar deck? "
                    "The first is nearest the top.",
          "options": ["Bant", "Esper"], "cards": ["Bant", "Esper"], "items": []}


def test_keep_this_order_sends_keep(qtbot: QtBot) -> None:
    recorder = _Recorder()
    form = ChoiceForm(recorder, BOTTOM)  # type: ignore[arg-type]
    qtbot.addWidget(form)
    keep = form.buttons["keep"]
    assert keep.text() == "Keep this order" and keep.objectName() == "primary"
    assert form.ordered() == ["Bant", "Esper"]
    _click(qtbot, keep)
    assert recorder.sent == [Choose("keep")]


def test_a_moved_card_is_confirmed_as_a_list_nearest_the_top_first(qtbot: QtBot) -> None:
    recorder = _Recorder()
    form = ChoiceForm(recorder, BOTTOM)  # type: ignore[arg-type]
    qtbot.addWidget(form)
    form.options.setCurrentRow(1)
    _click(qtbot, form.buttons["up"])
    _click(qtbot, form.buttons["confirm"])
    assert recorder.sent == [Choose(("Esper", "Bant"))]


def test_keep_this_order_becomes_confirm_once_a_card_moves(qtbot: QtBot) -> None:
    # The reviewer moved Esper up and pressed "Keep this order": the move was thrown away.
    recorder = _Recorder()
    form = ChoiceForm(recorder, BOTTOM)  # type: ignore[arg-type]
    qtbot.addWidget(form)
    primary = form.buttons["keep"]
    form.options.setCurrentRow(1)
    _click(qtbot, form.buttons["up"])
    assert primary.text() == "Confirm order"
    assert [b for b in form.findChildren(type(primary)) if b.objectName() == "primary"] == [
        primary]
    _click(qtbot, primary)
    assert recorder.sent == [Choose(("Esper", "Bant"))]


def test_moving_back_keeps_again_and_enter_sends_the_order_shown(qtbot: QtBot) -> None:
    recorder = _Recorder()
    form = ChoiceForm(recorder, BOTTOM)  # type: ignore[arg-type]
    qtbot.addWidget(form)
    form.options.setCurrentRow(1)
    _click(qtbot, form.buttons["up"])
    qtbot.keyClick(form, Qt.Key.Key_Return)
    _click(qtbot, form.buttons["down"])
    assert form.buttons["keep"].text() == "Keep this order"
    qtbot.keyClick(form, Qt.Key.Key_Return)
    assert recorder.sent == [Choose(("Esper", "Bant")), Choose("keep")]


def test_a_dragged_card_is_confirmed_too(qtbot: QtBot) -> None:
    from PySide6.QtCore import QModelIndex

    recorder = _Recorder()
    form = ChoiceForm(recorder, BOTTOM)  # type: ignore[arg-type]
    qtbot.addWidget(form)
    assert form.options.model().moveRow(QModelIndex(), 1, QModelIndex(), 0)  # what a drag does
    assert form.buttons["keep"].text() == "Confirm order"
    _click(qtbot, form.buttons["keep"])
    assert recorder.sent == [Choose(("Esper", "Bant"))]


def test_the_table_answers_a_bottom_order_with_keep(qtbot: QtBot, tmp_path: Path) -> None:
    win = table_window(qtbot, tmp_path, "--table", "upright", size=(1280, 720))
    assert win.bridge.new_game(NewGame(players=("Ann", "Bob"),
                                       decks=(("Ann", MERGED), ("Bob", BOB)),
                                       shuffle=False, starting_player="Ann"))
    for action in (Goto(Step.PRECOMBAT_MAIN), Planeswalk(), Resolve(), Planeswalk()):
        assert win.bridge.try_apply(action) is None
    qtbot.waitUntil(lambda: any(d.isVisible() for d in win.findChildren(ChoiceDialog)))
    dialog = next(d for d in win.findChildren(ChoiceDialog) if d.isVisible())
    assert dialog.width() <= 1280 and dialog.height() <= 720
    _click(qtbot, dialog.form.buttons["keep"])
    view = _view(win.bridge)
    assert view["pending_choice"] is None
    assert [c["name"] for c in view["face_up"]] == ["Astral Arena"]
    assert view["decks"]["Ann"][-2:] == ["Bant", "Esper"]
    fix = win.fix_table()
    qtbot.addWidget(fix)
    assert fix.isVisible() and fix.counter_card.currentText().startswith("Astral Arena")


def test_the_log_sets_corrections_apart_and_the_roll_filter_leaves_them_out(
        qtbot: QtBot, bridge: EngineBridge) -> None:
    from desktop.table.log_view import TYPE_ROLE, LogView

    log = LogView(bridge)
    qtbot.addWidget(log)
    dialog = _dialog(qtbot, bridge)
    dialog.counter_value.setValue(2)
    _click(qtbot, dialog.counter_button)
    rows = [log.list_widget.item(i) for i in range(log.list_widget.count())]
    (fixed,) = [r for r in rows if r.data(TYPE_ROLE) == "table_correction"]
    assert fixed.font().italic() and "Table correction: Aretopolis has 2" in fixed.text()
    log.rolls_only.setChecked(True)
    assert fixed.isHidden()


def test_in_spanish_the_plane_and_its_counter_read_as_printed(
        qtbot: QtBot, bridge: EngineBridge) -> None:
    """The dialog names Aretópolis and its "pergamino" counter as the Spanish card does,
    and sends the engine's own names; typing the Spanish word finds the same counter."""
    from desktop import i18n

    i18n.install("es")
    try:
        dialog = _dialog(qtbot, bridge)
        assert dialog.counter_card.currentText() == "Aretópolis"
        assert dialog.counter_kind.currentText() == "pergamino"
        assert dialog.chosen_counter_kind() == "scroll"
        dialog.counter_kind.setEditText("Pergamino")
        assert dialog.chosen_counter_kind() == "scroll"
        dialog.counter_value.setValue(4)
        _click(qtbot, dialog.counter_button)
        assert _view(bridge)["face_up"][0]["counters"] == {"scroll": 4}
        assert dialog.done_label.text() == ("Corrección de la mesa: Aretópolis tiene 4 "
                                            "contadores de pergamino")
    finally:
        i18n.install("en")
