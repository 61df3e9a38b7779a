"""The table widgets, driven like a player would: real bridge, real engine, real clicks."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Sequence

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

from desktop.bridge import EngineBridge
from desktop.table.die_panel import DiePanel
from desktop.table.log_view import EffectsView, LogView
from desktop.table.seats import PlayerPanel, RotatedPanel, SeatsPanel, seat_sides
from desktop.table.stack_view import StackView
from desktop.table.turn_bar import TurnBar
from engine.actions import AddEffect, Life, NewGame, Token
from engine.cards import default_cards
from engine.domain import Duration, Step
from engine.persistence import state_to_json

# The offscreen platform can't pass size hints to a window manager, and says so on show().
pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")

CARDS = default_cards()
QUIET = ["Akoum", "Astral Arena", "Bant", "Celestine Reef", "Esper", "Feeding Grounds",
         "Gavony", "Grixis", "Kessig", "Krosa", "Llanowar", "Naya"]
NAMES = ("Ann", "Bob", "Cal", "Dee", "Eve", "Fay", "Gus", "Hal")


def make_bridge(players: Sequence[str] = ("Ann", "Bob"), *,
                ann_top: str | None = None) -> EngineBridge:
    """A game with unshuffled quiet decks; Ann starts, with Akoum (a chaos ability) face up."""
    decks = []
    for i, p in enumerate(players):
        deck = QUIET[i % 3:i % 3 + 10]
        if p == "Ann" and ann_top is not None:
            deck = [ann_top, *QUIET[:9]]
        decks.append((p, tuple(deck)))
    bridge = EngineBridge(CARDS)
    assert bridge.new_game(NewGame(players=tuple(players), decks=tuple(decks), shuffle=False,
                                   starting_player="Ann"))
    return bridge


def player(bridge: EngineBridge, name: str):
    assert bridge.game is not None
    return next(p for p in bridge.game.state.players if p.name == name)


def state(bridge: EngineBridge):
    assert bridge.game is not None
    return bridge.game.state


def show(qtbot, widget: QWidget, w: int = 900, h: int = 600) -> QWidget:
    qtbot.addWidget(widget)
    widget.resize(w, h)
    widget.show()
    return widget


def seats_for(qtbot, bridge: EngineBridge) -> SeatsPanel:
    seats = SeatsPanel(bridge, center=QLabel("centre"))
    show(qtbot, seats, 1600, 900)
    return seats


# -- seats ------------------------------------------------------------------------------------

def test_life_tap_adds_one_and_hold_takes_five(qtbot) -> None:
    bridge = make_bridge()
    seats = seats_for(qtbot, bridge)
    ann = seats.panel("Ann")
    assert ann.life_label.text() == "20"

    qtbot.mouseClick(ann.plus_button, Qt.MouseButton.LeftButton)
    assert player(bridge, "Ann").life == 21
    assert ann.life_label.text() == "21"

    qtbot.mousePress(ann.minus_button, Qt.MouseButton.LeftButton)
    qtbot.wait(700)  # one hold step at 500 ms; the next would come at 900 ms
    qtbot.mouseRelease(ann.minus_button, Qt.MouseButton.LeftButton)
    assert player(bridge, "Ann").life == 16  # the released long press is not also a tap
    assert ann.life_label.text() == "16"
    assert not ann.minus_button.holding
    assert seats.panel("Bob").life_label.text() == "20"


def test_poison_flags_tokens_and_markers(qtbot) -> None:
    bridge = make_bridge()
    seats = seats_for(qtbot, bridge)
    ann, bob = seats.panel("Ann"), seats.panel("Bob")
    qtbot.mouseClick(bob.poison_plus, Qt.MouseButton.LeftButton)
    assert player(bridge, "Bob").poison == 1
    assert bob.poison_label.text() == "1"

    assert ann.active_marker.isVisible() and ann.controller_marker.isVisible()
    assert ann.is_active and not bob.is_active
    assert not bob.active_marker.isVisible()

    assert ann.flag_label.text() == ""
    assert bridge.apply(Life("Ann", set=0))
    assert "would lose — confirm" in ann.flag_label.text().lower()
    assert "704.5a" in ann.flag_label.text()
    assert "0 or less life" in ann.flag_label.toolTip()
    assert bridge.apply(Token("Bob", "Spirit", 2))
    assert "Spirit ×2" in bob.status_label.text()


def test_leave_asks_first_then_greys_the_panel_out(qtbot, monkeypatch) -> None:
    bridge = make_bridge(("Ann", "Bob", "Cal"))
    seats = seats_for(qtbot, bridge)
    cal = seats.panel("Cal")
    asked: list[str] = []

    def answer(reply: QMessageBox.StandardButton):
        def question(*args, **kwargs):
            asked.append(str(args[2]))
            return reply
        return question

    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.No))
    qtbot.mouseClick(cal.leave_button, Qt.MouseButton.LeftButton)
    assert player(bridge, "Cal").in_game and not cal.greyed_out

    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.Yes))
    qtbot.mouseClick(cal.leave_button, Qt.MouseButton.LeftButton)
    assert len(asked) == 2 and "Cal" in asked[0]
    assert not player(bridge, "Cal").in_game
    assert cal.greyed_out
    assert cal.left_marker.isVisible()
    assert not cal.plus_button.isEnabled() and not cal.leave_button.isEnabled()
    assert seats.panel("Bob").plus_button.isEnabled()


def _centre(seats: SeatsPanel, name: str) -> QPoint:
    holder = seats.holder(name)
    return holder.mapTo(seats, holder.rect().center())


@pytest.mark.parametrize(("n", "expected"), [
    (3, {"Ann": ("bottom", 0), "Bob": ("left", 90), "Cal": ("right", 270)}),
    (6, {"Ann": ("bottom", 0), "Bob": ("bottom", 0), "Cal": ("left", 90),
         "Dee": ("top", 180), "Eve": ("top", 180), "Fay": ("right", 270)}),
])
def test_seat_layouts_face_each_player(qtbot, n: int, expected: dict[str, tuple[str, int]]) -> None:
    bridge = make_bridge(NAMES[:n])
    seats = seats_for(qtbot, bridge)
    qtbot.wait(10)
    assert {p: (seats.side_of(p), seats.rotation_of(p)) for p in NAMES[:n]} == expected
    assert set(seats.panels()) == set(NAMES[:n])
    mid = seats.center
    assert mid is not None
    c = mid.mapTo(seats, mid.rect().center())
    for name, (side, angle) in expected.items():
        holder = seats.holder(name)
        assert isinstance(holder, RotatedPanel) and holder.angle == angle
        p = _centre(seats, name)
        if side == "bottom":
            assert p.y() > c.y() and holder.width() > holder.height()
        elif side == "top":
            assert p.y() < c.y() and holder.width() > holder.height()
        elif side == "left":
            assert p.x() < c.x() and holder.height() > holder.width()
        else:
            assert p.x() > c.x() and holder.height() > holder.width()
    if n == 6:  # seating runs clockwise: Ann bottom right, Bob bottom left; Dee top left
        assert _centre(seats, "Ann").x() > _centre(seats, "Bob").x()
        assert _centre(seats, "Dee").x() < _centre(seats, "Eve").x()


def test_a_click_on_a_rotated_panel_reaches_the_right_button(qtbot) -> None:
    bridge = make_bridge(NAMES[:4])
    seats = seats_for(qtbot, bridge)
    qtbot.wait(10)
    for name, sign in (("Bob", -1), ("Cal", +1), ("Dee", +1)):  # left, top, right
        holder = seats.holder(name)
        panel = seats.panel(name)
        button = panel.minus_button if sign < 0 else panel.plus_button
        local = QPointF(button.mapTo(panel, button.rect().center()))
        at = holder.mapFromScene(holder.proxy.mapToScene(local))
        qtbot.mouseClick(holder.viewport(), Qt.MouseButton.LeftButton, pos=at)
        assert player(bridge, name).life == 20 + sign, name
        assert panel.life_label.text() == str(20 + sign)


def test_seat_sides_cover_two_to_eight_players() -> None:
    for n in range(2, 9):
        sides = seat_sides(n)
        assert len(sides) == n and sides[0] == "bottom"
    assert seat_sides(2) == ["bottom", "top"]


# -- die, stack, turn bar ---------------------------------------------------------------------

def test_roll_button_shows_the_cost_and_the_result(qtbot) -> None:
    bridge = make_bridge()
    die = show(qtbot, DiePanel(bridge), 500, 400)
    assert isinstance(die, DiePanel)
    assert die.roll_button.text() == "Roll" and die.roll_cost == 0  # cost drawn as a symbol
    assert not die.roll_button.icon().isNull()
    die.set_source("virtual", "ready")
    assert die.source_label.text() == "Die: virtual · ready"

    qtbot.mouseClick(die.roll_button, Qt.MouseButton.LeftButton)
    assert state(bridge).rolls_this_turn["Ann"] == 1
    assert die.is_animating
    qtbot.waitUntil(lambda: not die.is_animating, timeout=2000)
    assert die.roll_button.text() == "Roll" and die.roll_cost == 1
    assert "Ann's next roll costs 1 mana" in die.roll_button.toolTip()
    face = state(bridge).rolls[-1].face_counted.value
    assert die.result_label.text().lower() == face
    assert die.detail_text().startswith("Ann · cost (0) · virtual")
    assert "<img" in die.detail_label.text()  # the cost drawn as a mana symbol
    assert die.last_notice == ""


def test_a_compact_panel_elides_a_long_source_status_and_tips_the_whole(qtbot) -> None:
    die = show(qtbot, DiePanel(make_bridge()), 340, 400)
    assert isinstance(die, DiePanel)
    long = "Camera unplugged — enter the roll by hand; reconnecting…"
    die.set_source("camera", long, "warn")
    die.set_source_tip("camera 0 can't be opened")
    assert die.source_label.text() == die.source_text() == f"Die: camera · {long}"
    assert die.source_label.toolTip() == "camera 0 can't be opened"
    die.set_compact(True)  # one line: it ends in "…" and the tooltip has it all
    assert die.source_label.text().endswith("…") and len(die.source_label.text()) < len(long)
    assert die.source_label.toolTip() == f"Die: camera · {long}\ncamera 0 can't be opened"
    die.set_compact(False)
    assert die.source_label.text() == die.source_text()


def test_a_compact_panel_s_warning_fits_its_line_in_its_bold_font(qtbot) -> None:
    """A warning is bold: it was elided as if plain, came out wider than its line and lost
    its start ("rfel: Kamera · Zwei Würfel…", German at 1366×768)."""
    die = show(qtbot, DiePanel(make_bridge()), 340, 400)
    assert isinstance(die, DiePanel)
    die.set_compact(True)
    die.set_source("camera", "Camera live", "ok")
    for status in ("Two dice in the tray", "No die found after that roll, in the tray"):
        die.set_source("camera", status, "warn")
        label = die.source_label
        assert label.text().endswith("…") and label.font().bold()
        assert label.fontMetrics().horizontalAdvance(label.text()) <= label.contentsRect().width()


def test_manual_chaos_goes_on_the_stack_and_resolves(qtbot) -> None:
    bridge = make_bridge()
    die = show(qtbot, DiePanel(bridge), 500, 400)
    stack = show(qtbot, StackView(bridge), 500, 500)
    assert isinstance(die, DiePanel) and isinstance(stack, StackView)
    assert stack.items() == [] and not stack.resolve_button.isEnabled()

    qtbot.mouseClick(die.manual_buttons[next(f for f in die.manual_buttons
                                             if f.value == "chaos")],
                     Qt.MouseButton.LeftButton)
    assert len(state(bridge).stack) == 1
    (item,) = stack.items()
    assert item.kind == "chaos" and item.kind_label.text() == "Chaos"
    assert item.source_label.text() == "Akoum"
    assert item.controller_label.text() == "Controller: Ann"
    # Its text with the player named, as the table will be told; the Oracle text on hover.
    assert item.text_label.text() == "Ann: Destroy target creature that isn't enchanted."
    assert item.text_label.toolTip().startswith("Whenever chaos ensues")
    assert stack.resolve_button.isEnabled()
    qtbot.waitUntil(lambda: not die.is_animating, timeout=2000)
    assert die.result_label.text() == "Chaos"
    assert "manual" in die.detail_text()

    qtbot.mouseClick(stack.resolve_button, Qt.MouseButton.LeftButton)
    assert state(bridge).stack == ()
    assert stack.items() == []
    assert not stack.resolve_button.isEnabled()


def test_remove_takes_an_item_off_the_stack(qtbot) -> None:
    bridge = make_bridge()
    die = DiePanel(bridge)
    qtbot.addWidget(die)
    stack = show(qtbot, StackView(bridge), 500, 500)
    assert isinstance(stack, StackView)
    die.roll_manual(next(f for f in die.manual_buttons if f.value == "planeswalker"))
    (item,) = stack.items()
    assert item.source_label.text() == "Planeswalking ability"
    assert item.remove_button is not None
    qtbot.mouseClick(item.remove_button, Qt.MouseButton.LeftButton)
    assert state(bridge).stack == () and stack.items() == []


def test_a_refused_roll_shows_the_reason_and_changes_nothing(qtbot) -> None:
    bridge = make_bridge()
    die = show(qtbot, DiePanel(bridge), 500, 400)
    assert isinstance(die, DiePanel)
    die.roll_manual(next(f for f in die.manual_buttons if f.value == "chaos"))
    qtbot.waitUntil(lambda: not die.is_animating, timeout=2000)
    before = state_to_json(state(bridge))

    # Roll is off while the chaos ability waits (116.2i), and says why; Space (``roll``)
    # is refused with a notice for the table.
    assert not die.roll_button.isEnabled()
    assert die.roll_button.toolTip().startswith("116.2i")
    assert "stack is empty" in die.status_text()
    die.roll()
    assert state_to_json(state(bridge)) == before
    assert die.last_notice.startswith("Nothing changed: 116.2i")
    assert die.roll_button.text() == "Roll" and die.roll_cost == 1
    assert die.result_label.text() == "Chaos" and not die.is_animating


def test_turn_bar_moves_the_game_on(qtbot) -> None:
    bridge = make_bridge()
    bar = show(qtbot, TurnBar(bridge), 900, 120)
    assert isinstance(bar, TurnBar)
    assert bar.turn_label.text() == "Turn 1 · Ann · untap step"
    assert "Ann → Bob" in bar.order_label.text() and "seating" in bar.order_label.text()
    assert bar.cost == 0 and "Next roll: <img" in bar.cost_label.text()  # {0} as a symbol

    qtbot.mouseClick(bar.next_step_button, Qt.MouseButton.LeftButton)
    assert state(bridge).step is Step.UPKEEP
    assert bar.turn_label.text() == "Turn 1 · Ann · upkeep"

    qtbot.mouseClick(bar.next_turn_button, Qt.MouseButton.LeftButton)
    assert state(bridge).turn == 2 and state(bridge).step is Step.PRECOMBAT_MAIN
    assert bar.turn_label.text() == "Turn 2 · Bob · first main phase"
    assert bar.last_message == ""


def test_turn_bar_shows_why_an_advance_stopped(qtbot) -> None:
    bridge = make_bridge(ann_top="Naar Isle")  # triggers at its controller's upkeep
    bar = show(qtbot, TurnBar(bridge), 900, 120)
    stack = StackView(bridge)
    qtbot.addWidget(stack)
    assert isinstance(bar, TurnBar)
    qtbot.mouseClick(bar.next_turn_button, Qt.MouseButton.LeftButton)
    assert state(bridge).step is Step.UPKEEP and len(state(bridge).stack) == 1
    assert bar.turn_label.text() == "Turn 1 · Ann · upkeep"
    assert bar.last_message.startswith("Stopped at the upkeep")  # a notice for the table

    qtbot.mouseClick(bar.next_turn_button, Qt.MouseButton.LeftButton)  # the stack isn't empty
    assert state(bridge).step is Step.UPKEEP
    assert bar.last_message.startswith("Nothing changed: 500.2")
    assert stack.items()[0].source_label.text() == "Naar Isle"


# -- effects and log ---------------------------------------------------------------------------

def test_effects_show_their_duration_and_can_be_ended(qtbot) -> None:
    bridge = make_bridge()
    effects = show(qtbot, EffectsView(bridge), 500, 300)
    assert isinstance(effects, EffectsView)
    assert effects.rows() == [] and effects.empty_label.isVisible()
    assert bridge.apply(AddEffect("Creatures can't attack Ann", Duration.PLANESWALK,
                                  source="Akoum"))
    assert effects.texts() == ["Creatures can't attack Ann — until a player planeswalks"]
    assert not effects.empty_label.isVisible()
    qtbot.mouseClick(effects.rows()[0].end_button, Qt.MouseButton.LeftButton)
    assert state(bridge).effects == () and effects.rows() == []


def test_log_shows_the_roll_audit(qtbot) -> None:
    bridge = make_bridge()
    log = show(qtbot, LogView(bridge), 500, 300)
    die = DiePanel(bridge)
    qtbot.addWidget(die)
    assert isinstance(log, LogView)
    assert log.roll_rows() == []
    n = len(log.entries())
    die.roll()
    (row,) = log.roll_rows()
    assert row.startswith("T1  Ann rolled the planar die (cost (0), virtual): ")  # no braces
    assert len(log.entries()) > n
    assert log.entries().index(row) >= n  # newest at the bottom
    assert log.list_widget.verticalScrollBar().value() == \
        log.list_widget.verticalScrollBar().maximum()
    log.rolls_only.setChecked(True)
    shown = [log.list_widget.item(i).text() for i in range(log.list_widget.count())
             if not log.list_widget.item(i).isHidden()]
    assert shown == [row]

    assert bridge.undo()  # the log follows an undo
    assert log.roll_rows() == []


def test_widgets_draw_a_game_started_before_they_were_made(qtbot) -> None:
    bridge = make_bridge()
    assert bridge.apply(Life("Bob", delta=-3))
    panel = PlayerPanel(bridge, player="Bob")
    qtbot.addWidget(panel)
    bar = TurnBar(bridge)
    qtbot.addWidget(bar)
    assert panel.life_label.text() == "17"
    assert bar.turn_label.text().startswith("Turn 1 · Ann")


def test_a_new_game_reseats_the_table(qtbot) -> None:
    bridge = make_bridge()
    seats = seats_for(qtbot, bridge)
    assert list(seats.panels()) == ["Ann", "Bob"]
    decks = tuple((p, tuple(QUIET[i:i + 10])) for i, p in enumerate(("Ann", "Zed", "Yul")))
    assert bridge.new_game(NewGame(players=("Ann", "Zed", "Yul"), decks=decks, shuffle=False,
                                   starting_player="Zed"))
    assert list(seats.panels()) == ["Ann", "Zed", "Yul"]
    assert seats.players_on("left") == ["Zed"] and seats.rotation_of("Yul") == 270
    assert seats.panel("Zed").is_active and not seats.panel("Ann").is_active
    qtbot.mouseClick(seats.panel("Yul").plus_button, Qt.MouseButton.LeftButton)
    assert player(bridge, "Yul").life == 21
