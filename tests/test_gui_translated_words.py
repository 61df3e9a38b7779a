"""The last English inside translated sentences (issue 15): card names as printed in the
table's language, counter kinds, durations, Undo's action labels, the reasons of a
cancelled choice and a flag, the die panel's stop notice, grouped numbers and a refused
deck list's lines, all in Spanish or Italian where the table plays in it."""

from __future__ import annotations

import json
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QApplication

pytest.importorskip("pytestqt")

from gui_helpers import table_window
from pytestqt.qtbot import QtBot
from test_gui_panels import make_bridge, show, state

from desktop import i18n
from desktop.choice_text import map_move_reason
from desktop.dialogs.deck_builder import DeckListDialog
from desktop.engine_text import (
    action_label,
    card_name,
    counter_kind,
    problem_lines,
    render,
)
from desktop.printed_cards import printed
from desktop.table.banner import result_from_events
from desktop.table.card_view import CardPainter
from desktop.table.die_panel import DiePanel
from desktop.table.map_model import MapMove
from desktop.table.stack_view import StackItemWidget
from desktop.theme import DARK
from engine.actions import ACTIONS, Roll
from engine.cards import default_cards
from engine.decks import parse_deck_list
from engine.domain import DieFace, Duration, RollSource, Step
from engine.errors import BadCommand
from engine.events import ChoiceCancelled, PlayerFlagged, Redone, Undone
from engine.messages import msg
from tools.translations import AUTOMATION, counter_kinds

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")

CARDS = default_cards()
PRINTED = "Academy at Tolaria West"
NEVER_IN_SPANISH = "Pompeii"  # Doctor Who's planes were printed in English only


@pytest.fixture(autouse=True)
def english_after(qapp: QApplication) -> Iterator[None]:
    yield
    i18n.install("en")


# -- card names -------------------------------------------------------------------------------

def test_a_card_is_named_as_printed_in_the_tables_language(qapp: QApplication) -> None:
    assert printed(NEVER_IN_SPANISH, "es") is None
    i18n.install("es")
    assert card_name(PRINTED) == "Academia en Tolaria Oeste"
    assert card_name(NEVER_IN_SPANISH) == NEVER_IN_SPANISH  # never printed: English
    walked = render(msg("event.planeswalked", player="Ann", away=[NEVER_IN_SPANISH],
                        to=PRINTED))
    assert "Academia en Tolaria Oeste" in walked and NEVER_IN_SPANISH in walked
    assert PRINTED not in walked
    # Where a name reaches a widget without a sentence: a move on the map, cards placed.
    assert "Academia en Tolaria Oeste" in MapMove("up", 0, -1, False, PRINTED).label()
    placed = map_move_reason({"kind": "map_move", "cards": [PRINTED]})
    assert placed.startswith("Academia en Tolaria Oeste")
    i18n.install("it")
    assert card_name(PRINTED) == printed(PRINTED, "it").name  # type: ignore[union-attr]
    i18n.install("en")
    assert card_name(PRINTED) == PRINTED


def test_the_banner_and_the_stack_name_the_printed_card(qtbot: QtBot) -> None:
    i18n.install("es")
    result = result_from_events({}, [{"type": "planeswalked", "player": "Ann",
                                      "away_from": ["Naya"], "to": PRINTED}])
    assert result is not None and "Academia en Tolaria Oeste" in result.text
    item = StackItemWidget({"id": 3, "kind": "chaos", "source": PRINTED, "controller": "Ann",
                            "text": "", "reason": "chaos ensued"}, DARK, on_stack=True,
                           top=True)
    qtbot.addWidget(item)
    assert item.source_label.text() == "Academia en Tolaria Oeste"


# -- counter kinds ----------------------------------------------------------------------------

def test_every_counter_kind_is_the_printed_cards_word() -> None:
    """The translated kind is the word the printed card uses ("un contador de pergamino"
    on Aretópolis, "un segnalino pergamena" on Aretopolis)."""
    automation = json.loads(Path(AUTOMATION).read_text(encoding="utf-8"))
    checked = 0
    for card, abilities in automation["cards"].items():
        kinds = {op["kind"] for ops in abilities.values() for op in ops if op["op"] == "counter"}
        for kind in kinds:
            assert kind in counter_kinds()
            for language, pattern in (("es", "contador de {}"), ("it", "segnalino {}")):
                found = printed(card, language)
                if found is None:
                    continue
                i18n.install(language)
                assert pattern.format(counter_kind(kind)) in found.text, (card, language)
                checked += 1
    assert checked >= 8  # Aretopolis, Kilnspire District, Mount Keralia, Naar Isle × es, it


def test_counter_sentences_and_badges_use_the_translated_kind(qapp: QApplication) -> None:
    i18n.install("es")
    said = render(msg("event.counters_changed.gets", card="Aretopolis", n=1, kind="scroll",
                      count=3))
    assert "1 contador de pergamino" in said and "scroll" not in said
    assert "veneno" in render(msg("event.player_counters_changed", player="Ann",
                                  kind="poison", old=1, new=2))
    assert counter_kind("energy") == "energy"  # a kind the table typed stays as typed
    i18n.install("it")
    assert "segnalini pergamena" in render(msg("reason.counters_at_least", n=10,
                                               kind="scroll"))
    layout = CardPainter().layout(QRectF(0, 0, 400, 280), CARDS.resolve("Aretopolis"),
                                  counters={"scroll": 3})
    assert [(b.kind, b.count) for b in layout.badges] == [("pergamena", 3)]


# -- durations, actions, reasons --------------------------------------------------------------

@pytest.mark.parametrize("language", ["es", "it"])
def test_every_duration_reads_in_the_language(qapp: QApplication, language: str) -> None:
    i18n.install(language)
    for until in Duration:
        said = render(msg("event.effect_began", text="x", until=until.value))
        english = msg("event.effect_began", text="x", until=until.value).english
        assert said != english and until.value.replace("_", " ") not in said, said


def test_undo_and_redo_name_the_action_in_the_language(qapp: QApplication) -> None:
    i18n.install("es")
    for cmd in ACTIONS:
        label = cmd.replace("_", " ")
        assert action_label(label) != label, cmd  # every one translated
    assert render(Undone("player counter").msg()) == "Deshecho: cambiar un contador de jugador"
    assert "lanzar el dado planar" in render(Redone("roll").msg())
    # A label the engine has no id for (an older one) still shows, in English.
    assert "new game" in render(Undone("new game").msg())


def test_the_undo_menu_names_the_last_action(qtbot: QtBot, tmp_path: Path) -> None:
    window = table_window(qtbot, tmp_path, "--lang", "it")
    assert window.bridge.try_apply(Roll(DieFace.BLANK, RollSource.MANUAL)) is None
    assert window.undo_action.text() == "&Annulla: tirare il dado planare"
    assert "tirare il dado planare" in window.undo_button.toolTip()


def test_a_cancelled_choice_and_a_flag_give_their_reason_in_the_language(
        qapp: QApplication) -> None:
    i18n.install("es")
    flagged = render(PlayerFlagged("Ann", "704.5a: 0 or less life").msg())
    assert flagged == "Ann perdería la partida (704.5a: 0 vidas o menos): la mesa lo confirma"
    commander = render(PlayerFlagged("Cy", "704.6c: 21 or more combat damage from "
                                     "Ann/Tymna").msg())
    assert "704.6c: 21 o más de daño de combate de Ann/Tymna" in commander
    cancelled = render(ChoiceCancelled("Bob", "target", PRINTED,
                                       "800.4a: its controller Bob left the game").msg())
    assert cancelled == ("Se cancela la elección de Bob para Academia en Tolaria Oeste: "
                         "800.4a: su controlador, Bob, abandonó la partida")
    i18n.install("it")
    left = render(ChoiceCancelled("Bob", "option", None, "800.4a: Bob left before it "
                                  "finished; the rest of the ability does nothing").msg())
    assert "il resto dell'abilità non fa nulla" in left


# -- the die panel's stop notice --------------------------------------------------------------

def test_the_stop_notice_names_the_trigger_in_the_language(qtbot: QtBot) -> None:
    """502.4, 116.2i: Roll from the untap step stops at Naar Isle's upkeep trigger."""
    i18n.install("es")
    bridge = make_bridge(ann_top="Naar Isle")
    die = show(qtbot, DiePanel(bridge), 360, 400)
    assert isinstance(die, DiePanel)
    assert bridge.game is not None
    check = bridge.game.roll_check()
    assert check.waiting_said is not None and check.waiting_said.english == (
        "Naar Isle triggered")
    got: list[str] = []
    bridge.notice.connect(lambda text, tone: got.append(text))
    qtbot.mouseClick(die.roll_button, Qt.MouseButton.LeftButton)
    assert state(bridge).step is Step.UPKEEP
    assert got[-1] == ("Detenido en paso de mantenimiento: se disparó Isla Naar. Resuélvelo "
                       "y luego lanza (116.2i).")


# -- numbers and deck lists -------------------------------------------------------------------

def test_numbers_are_grouped_as_the_language_writes_them(qapp: QApplication) -> None:
    long_list = msg("deck.list_too_many_lines", lines=12345, limit=10000)
    assert "12,345" in render(long_list)
    i18n.install("es")
    assert "12.345" in render(long_list) and "10.000" in render(long_list)
    i18n.install("it")
    assert "12.345" in render(long_list)
    # Decimals take the language's mark too.
    assert "0,5 e 2" in render(msg("input.not_within", what="x", low=0.5, high=2, given=3))
    i18n.install("en")
    assert "0.5 to 2" in render(msg("input.not_within", what="x", low=0.5, high=2, given=3))


def test_a_refused_deck_list_shows_one_problem_a_line(qtbot: QtBot) -> None:
    i18n.install("es")
    with pytest.raises(BadCommand) as refused:
        parse_deck_list("Akuom\nNaya\nNot a card\n", CARDS)
    lines = problem_lines(refused.value.cited)
    assert len(lines) == 2 and all(line.startswith("línea ") for line in lines), lines
    assert lines[0].startswith("línea 1:") and lines[1].startswith("línea 3:")
    dialog = DeckListDialog(CARDS)
    qtbot.addWidget(dialog)
    dialog.text_edit.setPlainText("Akuom\nNaya\nNot a card\n")
    dialog.accept()
    assert dialog.error_text().split("\n") == lines
    many = "\n".join(f"Nope {i}" for i in range(30))
    with pytest.raises(BadCommand) as more:
        parse_deck_list(many, CARDS)
    shown = problem_lines(more.value.cited)
    assert shown[-1].startswith("y ") and shown[-1].endswith("líneas más"), shown[-1]
