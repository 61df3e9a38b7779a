"""A whole Eternities Map game through the table's widgets, offscreen, on the real engine
(issue 14, App tests): the map takes the card's place, a Planeswalker roll (a forced face)
asks for a direction on the map, a tap moves the game, a hellride, cards pruned past three
steps, the keys and the list of moves, undo, and the wizard's setup."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, QRectF, QSizeF, Qt
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from desktop.deck_store import DeckStore
from desktop.dialogs.choice_dialog import ChoiceDialog
from desktop.dialogs.new_game import NewGameWizard
from desktop.table.card_view import READER_ANGLES
from desktop.table.main_window import MainWindow
from desktop.table.map_model import DIRECTIONS
from engine.actions import Choose, Goto, NewGame
from engine.domain import DieFace, Step
from engine.eternities_map import MapSettings, Phenomena, PlaneswalkEffects
from tests.gui_helpers import table_window


def map_window(qtbot: QtBot, tmp_path: Path, *extra: str,
               size: tuple[int, int] = (1366, 768)) -> MainWindow:
    return table_window(qtbot, tmp_path, "--variant", "eternities_map", *extra, size=size)


def settle(win: MainWindow) -> None:
    """Answer what arriving asked (the order of the planes' triggers: as listed; anything
    else: its first option) and resolve what it put on the stack, so the die may be rolled
    again (116.2i)."""
    view = win.bridge.view
    for _ in range(50):
        assert view is not None
        pending = view["pending_choice"]
        if pending is not None:
            kind = pending["kind"]
            assert kind != "map_move", "a move is still awaited"
            answer: str | int | tuple[str | int, ...] = (
                tuple(range(len(pending["options"]))) if kind == "order" else
                "keep" if kind == "bottom_order" else 0)
            assert win.bridge.apply(Choose(answer))
        elif view["stack"]:
            assert win.stack_view.resolve_top()
        else:
            return
        view = win.bridge.view
    raise AssertionError("the stack never settled")


def planeswalker_roll(win: MainWindow, qtbot: QtBot) -> None:
    """Roll the Planeswalker face by hand and resolve the planeswalking ability (901.8)."""
    settle(win)
    assert win.die_panel.roll_manual(DieFace.PLANESWALKER)
    assert win.stack_view.resolve_top()
    qtbot.waitUntil(lambda: win.map_move_pending())
    QApplication.processEvents()


def tap(win: MainWindow, qtbot: QtBot, direction: str) -> None:
    qtbot.mouseClick(win.map_view, Qt.MouseButton.LeftButton,
                     pos=win.map_view.space_rect(direction).center().toPoint())


def position(win: MainWindow) -> tuple[int, int]:
    view = win.bridge.view
    assert view is not None
    return (view["position"]["x"], view["position"]["y"])


def test_the_map_takes_the_card_s_place(qtbot: QtBot, tmp_path: Path) -> None:
    win = map_window(qtbot, tmp_path)
    assert win.card_area.centre() is win.map_view
    assert win.map_view.isVisible() and not win.card_view.isVisible()
    assert win.result_banner.parentWidget() is win.map_view
    view = win.bridge.view
    assert view is not None
    face_up = [c["name"] for c in view["face_up"]]
    assert [c.name for c in win.map_view.picture.current()] == face_up
    assert len(win.map_view.picture.cards) == 5  # the plus shape
    # The map fits beside the column, above the seats.
    assert win.map_view.grid().span().height() <= win.map_view.height() + 1


def test_a_roll_asks_on_the_map_and_a_tap_moves_the_game(qtbot: QtBot, tmp_path: Path) -> None:
    win = map_window(qtbot, tmp_path)
    right = win.map_view.picture.at((1, 0))[0].name
    planeswalker_roll(win, qtbot)
    # No dialog: the choice bar says how to answer on the map and offers the list.
    assert win._choice_dialog is None
    assert win.choice_bar.is_map_move() and "tap" in win.choice_bar.text()
    assert win.choice_bar.answer_button.text() == "List…"
    assert win.choice_bar.reason() == ""  # a roll: the die shows why
    assert win.map_view.picture.awaiting_move
    # Why Roll is off and what the stack waits on, short, naming the chooser once.
    who = win.choice_bar.choice["player"]  # type: ignore[index]
    assert win.die_panel.status_text() == f"First, {who} chooses where the game moves."
    assert win.stack_view.choice_label.text() == f"Waiting: {who} chooses where the game moves"
    tap(win, qtbot, "right")
    assert position(win) == (1, 0)
    assert [c.name for c in win.map_view.picture.current()] == [right]
    # The move is answered (the planes' own triggers may ask their order next).
    assert not win.map_view.picture.awaiting_move
    assert not (win.choice_bar.isVisible() and win.choice_bar.is_map_move())
    # The neighbours were dealt around the new position.
    assert all(win.map_view.picture.at(d) for d in ((0, 1), (0, -1), (1, 0), (-1, 0)))


def test_a_hellride_onto_an_empty_corner(qtbot: QtBot, tmp_path: Path) -> None:
    win = map_window(qtbot, tmp_path)
    planeswalker_roll(win, qtbot)
    hellrides = [m for m in win.map_view.picture.moves if m.hellride]
    assert {m.direction for m in hellrides} == {"up_left", "up_right", "down_left",
                                                "down_right"}
    tap(win, qtbot, "down_left")
    assert position(win) == (-1, -1)
    assert win.map_view.picture.current()


def test_moving_on_prunes_the_far_cards_from_the_map(qtbot: QtBot, tmp_path: Path) -> None:
    win = map_window(qtbot, tmp_path)
    start = win.map_view.picture.current()[0].name
    for step in range(1, 5):
        planeswalker_roll(win, qtbot)
        tap(win, qtbot, "right")
        assert position(win) == (step, 0)
        picture = win.map_view.picture
        assert all(abs(c.x - step) + abs(c.y) <= 3 for c in picture.cards)
    # Four steps away, the first plane was collected: it is no longer on the map.
    assert start not in [c.name for c in win.map_view.picture.cards if (c.x, c.y) == (0, 0)]
    assert not win.map_view.picture.at((-4, 0))


def test_keys_pick_a_space_and_enter_moves(qtbot: QtBot, tmp_path: Path) -> None:
    win = map_window(qtbot, tmp_path)
    planeswalker_roll(win, qtbot)
    win.map_view.setFocus()
    qtbot.keyClick(win.map_view, Qt.Key.Key_Down)
    assert win.map_view.selected == "down" and win.map_view.zoomed() == "down"
    qtbot.keyClick(win.map_view, Qt.Key.Key_Return)  # not the table's Resolve
    assert position(win) == (0, -1)
    # The window's keys reach the map too when it doesn't have the keyboard.
    planeswalker_roll(win, qtbot)
    win.map_key("up")
    win.resolve()  # Enter
    assert position(win) == (0, 0)


def test_the_list_of_moves_answers_too(qtbot: QtBot, tmp_path: Path) -> None:
    win = map_window(qtbot, tmp_path)
    planeswalker_roll(win, qtbot)
    up = win.map_view.picture.at((0, 1))[0].name
    win.choice_bar.answer_button.click()
    qtbot.waitUntil(lambda: win._choice_dialog is not None)
    dialog = win._choice_dialog
    assert isinstance(dialog, ChoiceDialog)
    buttons = {b.text(): b for b in dialog.findChildren(QPushButton)}
    assert f"Up: {up}" in buttons
    assert "Down right: hellride onto an empty space" in buttons
    buttons[f"Up: {up}"].click()
    assert position(win) == (0, 1)


def test_undo_brings_the_question_back_on_the_map(qtbot: QtBot, tmp_path: Path) -> None:
    win = map_window(qtbot, tmp_path)
    planeswalker_roll(win, qtbot)
    tap(win, qtbot, "left")
    assert position(win) == (-1, 0)
    assert win.bridge.undo()
    assert position(win) == (0, 0)
    assert win.map_view.picture.awaiting_move and win.map_move_pending()
    tap(win, qtbot, "up")
    assert position(win) == (0, 1)


def test_a_refused_diagonal_says_why(qtbot: QtBot, tmp_path: Path) -> None:
    win = map_window(qtbot, tmp_path)
    planeswalker_roll(win, qtbot)
    tap(win, qtbot, "right")
    planeswalker_roll(win, qtbot)
    # Up-left of the new position is the old "up" neighbour: a plane, no hellride there.
    assert win.map_view.picture.at((-1, 1))
    reasons: list[str] = []
    win.bridge.refused.connect(reasons.append)
    tap(win, qtbot, "up_left")
    assert position(win) == (1, 0) and reasons and "hellride" in reasons[0].lower()


def test_a_move_an_effect_asks_for_says_why_in_the_choice_bar(qtbot: QtBot,
                                                               tmp_path: Path) -> None:
    """After a phenomenon (704.6f, phenomena on the map) the die still shows the earlier
    Planeswalker roll: the bar's second line says what moves the game now."""
    win = map_window(qtbot, tmp_path)
    view = win.bridge.view
    assert view is not None
    names = [c.name for c in win.bridge.cards if c.is_plane and not c.playtest][:40]
    deck = (names[0], "Morphic Tide", *names[1:])
    assert win.bridge.new_game(NewGame(players=("Ann", "Bob"), shared_deck=deck,
                                       shuffle=False, starting_player="Ann",
                                       variant="eternities_map",
                                       map_settings=MapSettings(Phenomena.ON_MAP,
                                                                PlaneswalkEffects.CHOOSE_DIRECTION)))
    assert win.bridge.apply(Goto(Step.PRECOMBAT_MAIN))
    planeswalker_roll(win, qtbot)
    tap(win, qtbot, "up")  # onto Morphic Tide: its encounter trigger
    while (v := win.bridge.view) is not None and v["stack"] and not v["pending_choice"]:
        assert win.stack_view.resolve_top()
    assert win.map_move_pending()
    assert win.choice_bar.reason() == "The game planeswalks away from Morphic Tide (704.6f)"
    assert win.choice_bar.text().endswith("\nThe game planeswalks away from Morphic Tide "
                                          "(704.6f)")
    lines = win.choice_bar.text_label.text().split("\n")
    assert len(lines) == 2 and "…" not in lines[1]  # whole at 1366×768


def test_the_wizard_starts_a_map_game(qtbot: QtBot, tmp_path: Path) -> None:
    wizard = NewGameWizard(__import__("engine.cards").cards.default_cards(),
                           DeckStore(tmp_path / "decks"), 11, config_dir=tmp_path)
    qtbot.addWidget(wizard)
    wizard.set_map(True)
    assert wizard.map_options.isVisible() or not wizard.isVisible()
    # The house rules said in words under their boxes; the deck note matches the setting.
    options = wizard.map_options
    assert options.deck_note.text().startswith(
        "One planar deck of every plane and phenomenon in the pool")
    assert options.phenomena_note.text() == (
        "A phenomenon is met only by hellriding onto it; once it's resolved it goes to the "
        "bottom and a plane is dealt in its place.")
    assert "Interplanar Tunnel's plane is dealt in the Tunnel's place" in (
        options.planeswalk_note.text())
    options.phenomena_combo.setCurrentIndex(options.phenomena_combo.findData("on_map"))
    assert options.planeswalk_note.text() == (
        "The active player chooses the direction. Interplanar Tunnel's and Spatial "
        "Merging's planes go where the game moves.")
    options.phenomena_combo.setCurrentIndex(options.phenomena_combo.findData("hellride_only"))
    assert not wizard.mode_row.isVisibleTo(wizard)
    assert wizard.map_options.settings().phenomena is Phenomena.HELLRIDE_ONLY
    assert wizard.map_options.settings().planeswalk_effects is PlaneswalkEffects.CHOOSE_DIRECTION
    setup = wizard.current_setup()
    assert setup is not None and setup.variant == "eternities_map"
    assert setup.decks is None and setup.shared_deck is not None
    planes = [n for n in setup.shared_deck if not wizard.cards.get(n).is_phenomenon]
    assert len(planes) == len({c.name for c in wizard.cards
                               if not c.is_phenomenon and not c.playtest})
    wizard.map_options.phenomena_combo.setCurrentIndex(
        wizard.map_options.phenomena_combo.findData("off"))
    setup = wizard.current_setup()
    assert setup is not None and setup.map_settings is not None
    assert setup.map_settings.phenomena is Phenomena.OFF
    assert options.deck_note.text().startswith(
        "One planar deck of every plane in the pool (phenomena off)")
    assert not any(wizard.cards.get(n).is_phenomenon for n in setup.shared_deck or ())
    wizard.finish()
    # Remembered for the next game.
    again = NewGameWizard(wizard.cards, DeckStore(tmp_path / "decks"), 12,
                          config_dir=tmp_path)
    qtbot.addWidget(again)
    assert again.is_map() and again.map_options.settings().phenomena is Phenomena.OFF


def test_the_map_fits_every_table_size(qtbot: QtBot, tmp_path: Path) -> None:
    for size in ((1280, 720), (1920, 1080)):
        win = map_window(qtbot, tmp_path / f"{size[0]}", size=size)
        grid = win.map_view.grid()
        card = grid.card_rect()
        assert grid.span().width() <= win.map_view.width() + 1
        assert grid.span().height() <= win.map_view.height() + 1
        # The game's card is the largest thing on the map, the neighbours' names readable.
        assert card.height() >= 0.45 * win.map_view.height()
        assert grid.cell(0, 1).height() >= win.theme.px(56) - 1
        win.close()


def targets_clear_of_the_bar(win: MainWindow) -> None:
    """Every space the game may move to lies whole in the map, none under the choice bar."""
    bar = win.choice_bar
    assert bar.isVisible()
    corner = win.map_view.mapFromGlobal(bar.mapToGlobal(QPoint(0, 0)))
    bar_rect = QRectF(corner.toPointF(), QSizeF(bar.size()))
    inside = QRectF(win.map_view.rect()).adjusted(-0.5, -0.5, 0.5, 0.5)
    for move in win.map_view.picture.moves:
        space = win.map_view.space_rect(move.direction)
        assert inside.contains(space), move.direction
        assert not space.intersects(bar_rect), move.direction


def test_the_map_stays_put_when_a_move_becomes_pending(qtbot: QtBot, tmp_path: Path) -> None:
    for size in ((1280, 720), (1366, 768), (1920, 1080)):
        win = map_window(qtbot, tmp_path / f"{size[0]}", size=size)
        settle(win)
        before = {d: win.map_view.space_rect(d) for d in DIRECTIONS}
        planeswalker_roll(win, qtbot)
        # The choice bar shows in the band kept for it: no tile moved, none is hidden.
        assert {d: win.map_view.space_rect(d) for d in DIRECTIONS} == before
        targets_clear_of_the_bar(win)
        win.close()


def test_a_flat_table_turns_the_map_to_the_active_player(qtbot: QtBot,
                                                         tmp_path: Path) -> None:
    win = map_window(qtbot, tmp_path, "--table", "flat", "--players", "6", size=(1280, 720))
    view = win.bridge.view
    assert view is not None
    active = view["active_player"]
    assert win.map_view.angle == READER_ANGLES[win.seats.side_of(active)]
    planeswalker_roll(win, qtbot)
    targets_clear_of_the_bar(win)
    # A tap where the map's right neighbour is drawn (turned) moves right.
    right = win.map_view.picture.at((1, 0))[0].name
    tap(win, qtbot, "right")
    assert position(win) == (1, 0)
    assert [c.name for c in win.map_view.picture.current()] == [right]
    settle(win)
    win.next_turn()
    view = win.bridge.view
    assert view is not None and view["active_player"] != active
    assert win.map_view.angle == READER_ANGLES[win.seats.side_of(view["active_player"])]
