"""Two-Headed Giant and Commander at the table (issue 13), driven through the widgets
(pytest-qt, offscreen): the new-game wizard, the seats (team life, the commander grid and
its sheet, commander tax), the die panel's roller and costs, leaving and the game's end.
Every change goes through the bridge; each step checks the engine's state and what the
widgets show."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from engine_helpers import QUIET, deck
from gui_helpers import table_window
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel
from test_gui_layout import check_fits

from desktop import app as desktop_app
from desktop.bridge import EngineBridge
from desktop.deck_store import DeckStore
from desktop.dialogs.game_over import GameOverDialog, rematch_setup
from desktop.dialogs.last_setup import LastSetupError, load_last_setup, parse_last_setup
from desktop.dialogs.new_game import TEAM_COMMANDER_LIFE, NewGameWizard
from desktop.table import main_window as main_window_module
from desktop.table.commander_view import CommanderSheet, opponents_commanders
from desktop.table.main_window import MainWindow
from desktop.table.seats import PlayerPanel, SeatsPanel, team_sides
from engine.actions import CommanderCast, CommanderDamage, NewGame
from engine.cards import default_cards
from engine.domain import DieFace
from engine.formats import Format

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")

CARDS = default_cards()


# -- helpers ------------------------------------------------------------------------------
def fill_wizard(wizard: NewGameWizard, names: list[str], game_format: Format, *,
                with_commanders: bool = False,
                commanders: dict[str, list[str]] | None = None) -> None:
    """What a player does in the wizard: names, format, commanders, a pasted quiet deck
    each (so nothing on the planes asks a question mid-test)."""
    while len(wizard.rows) < len(names):
        wizard.add_player()
    while len(wizard.rows) > len(names):
        wizard.remove_player(wizard.rows[-1])
    for row, name in zip(wizard.rows, names, strict=True):
        row.name_edit.setText(name)
    wizard.set_format(game_format, with_commanders)
    for index, row in enumerate(wizard.rows):
        row.set_commanders((commanders or {}).get(row.name(), []))
        row.deck_source.set_source("paste")
        cards = QUIET[index % 2::2][:10]
        row.deck_source.paste_edit.setPlainText("\n".join(f"1 {c}" for c in cards))


def state(win: MainWindow) -> Any:
    assert win.bridge.game is not None
    return win.bridge.game.state


def view(win: MainWindow) -> dict[str, Any]:
    assert win.bridge.view is not None
    return win.bridge.view


def player(win: MainWindow, name: str) -> dict[str, Any]:
    return next(p for p in view(win)["players"] if p["name"] == name)


def resolve_all(qtbot, win: MainWindow) -> None:  # type: ignore[no-untyped-def]
    while state(win).stack or state(win).pending:
        qtbot.keyClick(win, Qt.Key.Key_Return)


def to_main_phase(qtbot, win: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Next step until the active player's precombat main phase."""
    for _ in range(6):
        if view(win)["step"] == "precombat_main":
            return
        qtbot.mouseClick(win.turn_bar.next_step_button, Qt.MouseButton.LeftButton)
        resolve_all(qtbot, win)
    assert view(win)["step"] == "precombat_main"


@pytest.fixture
def window(qtbot, tmp_path: Path, monkeypatch) -> MainWindow:  # type: ignore[no-untyped-def]
    win = table_window(qtbot, tmp_path)
    monkeypatch.setattr(main_window_module, "confirm_end_game", lambda *_a: True)
    return win


def start_through_wizard(win: MainWindow, monkeypatch, names: list[str],  # type: ignore[no-untyped-def]
                         game_format: Format, **kwargs: Any) -> NewGameWizard:
    """Game ▸ New game, with the wizard filled in as a player would and "Start game"."""
    made: list[NewGameWizard] = []

    def run(wizard: NewGameWizard) -> int:
        fill_wizard(wizard, names, game_format, **kwargs)
        wizard.set_starting_player(names[0])
        assert wizard.errors() == []
        wizard.finish()
        made.append(wizard)
        return int(wizard.new_game() is not None)

    monkeypatch.setattr(NewGameWizard, "exec", run)
    win.new_game()
    assert made
    return made[0]


def confirm_yes(panel: PlayerPanel, asked: list[str]) -> None:
    def yes(_title: str, question: str) -> bool:
        asked.append(question)
        return True
    panel.confirm_leave = yes


# -- the wizard ---------------------------------------------------------------------------
def test_wizard_pairs_teams_and_chooses_each_primary(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    store = DeckStore(tmp_path / "decks", CARDS)
    wizard = NewGameWizard(CARDS, store, 3, config_dir=tmp_path)
    qtbot.addWidget(wizard)
    fill_wizard(wizard, ["Ann", "Bob", "Cid", "Dee"], Format.TWO_HEADED_GIANT)
    assert wizard.starting_life() == 30  # 810.4
    setup = wizard.current_setup()
    assert setup is not None and setup.format is Format.TWO_HEADED_GIANT
    assert setup.teams == (("Ann", "Bob"), ("Cid", "Dee")) and setup.commanders is None
    assert [r.team_label.text() for r in wizard.rows] == [
        "Team 1 · primary", "Team 1", "Team 2 · primary", "Team 2"]
    # Bob becomes his team's primary player: he sits first and the team is his.
    qtbot.mouseClick(wizard.rows[1].primary_button, Qt.MouseButton.LeftButton)
    setup = wizard.current_setup()
    assert setup is not None and setup.teams == (("Bob", "Ann"), ("Cid", "Dee"))
    # A team starts by its primary player only: the starter list names teams.
    starters = [wizard.starter_combo.itemText(i) for i in range(wizard.starter_combo.count())]
    assert starters[1:] == ["Team 1: Bob and Ann", "Team 2: Cid and Dee"]
    # Five players can't make teams of two (810.1): Start game stays off.
    wizard.add_player("Eve")
    assert any(e.startswith("810.1") for e in wizard.errors())
    assert not wizard.finish_button.isEnabled()
    wizard.remove_player(wizard.rows[-1])
    assert wizard.errors() == [] and wizard.finish_button.isEnabled()

    # Commander in teams: names for each player, the team's life a setting (60 offered).
    wizard.set_format(Format.TWO_HEADED_GIANT, with_commanders=True)
    assert wizard.starting_life() == TEAM_COMMANDER_LIFE and wizard.life_custom.isChecked()
    wizard.rows[0].set_commanders(["Thrasios", "Tymna"])
    setup = wizard.current_setup()
    assert setup is not None and setup.commanders == (("Bob", ("Thrasios", "Tymna")),)
    game_view = EngineBridge(CARDS)
    assert game_view.new_game(setup)
    assert game_view.view is not None
    assert [p["commanders"] for p in game_view.view["players"]] == [
        ["Thrasios", "Tymna"], ["Commander"], ["Commander"], ["Commander"]]
    assert game_view.view["teams"][0]["life"] == TEAM_COMMANDER_LIFE
    wizard.life_30.setChecked(True)  # 810.4's 30 is one tap away
    assert wizard.current_setup().starting_life == 30  # type: ignore[union-attr]

    # Remembered: the next wizard offers the same format, teams and commanders.
    wizard.finish()
    again = NewGameWizard(CARDS, store, 4, config_dir=tmp_path)
    qtbot.addWidget(again)
    assert again.game_format() is Format.TWO_HEADED_GIANT and again.has_commanders()
    assert again.player_names() == ["Bob", "Ann", "Cid", "Dee"]
    assert again.rows[0].commanders() == ("Thrasios", "Tymna")
    assert again.starting_life() == 30


def test_wizard_commander_preset_and_partners(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    wizard = NewGameWizard(CARDS, DeckStore(tmp_path / "decks", CARDS), 3)
    qtbot.addWidget(wizard)
    wizard.show()
    fill_wizard(wizard, ["Ann", "Bob", "Cid"], Format.COMMANDER,
                commanders={"Ann": ["Atraxa"], "Bob": ["Thrasios", "Tymna"]})
    assert wizard.starting_life() == 40  # 903.7
    # A partner's line shows once a player has a commander; Cid has none named.
    assert [[e.isVisible() for e in r.commander_edits] for r in wizard.rows] == [
        [True, True], [True, True], [True, False]]
    assert not wizard.rows[0].team_box.isVisible()
    setup = wizard.current_setup()
    assert setup is not None and setup.format is Format.COMMANDER and setup.teams is None
    assert setup.commanders == (("Ann", ("Atraxa",)), ("Bob", ("Thrasios", "Tymna")))
    # Two commanders with the same name are refused by the engine's dry run.
    wizard.rows[1].set_commanders(["Tymna", "Tymna"])
    assert wizard.current_setup() is None
    assert any("different names" in e for e in wizard.errors())
    wizard.rows[1].set_commanders([])
    # Back to free-for-all: 20 life, no commanders.
    wizard.set_format(Format.FREE_FOR_ALL)
    setup = wizard.current_setup()
    assert setup is not None and setup.starting_life == 20 and setup.commanders is None


def test_last_setup_reads_old_files_and_refuses_bad_formats(tmp_path: Path) -> None:
    old = ('{"version": 1, "players": [{"name": "Ann", "deck": {"source": "random"}}, '
           '{"name": "Bob", "deck": {"source": "random"}}], "shared": false, '
           '"shared_deck": {"source": "random"}, "starting_player": null, '
           '"starting_life": 20, "seed": 3}')
    last = parse_last_setup(old)
    assert last.format == "free_for_all" and last.commanders == ((), ())
    with pytest.raises(LastSetupError, match="format"):
        parse_last_setup(old.replace('"seed": 3', '"seed": 3, "format": "grand_melee"'))
    with pytest.raises(LastSetupError, match="commanders"):
        parse_last_setup(old.replace('"name": "Ann", ', '"name": "Ann", "commanders": '
                                     '["a", "b", "c"], '))
    (tmp_path / "last-setup.json").write_text(old.replace('"seed": 3', '"format": 7'))
    assert load_last_setup(tmp_path)[0] is None  # moved aside, defaults used


# -- seats --------------------------------------------------------------------------------
def two_headed_bridge(commanders: bool = False) -> EngineBridge:
    bridge = EngineBridge(CARDS)
    names = ("Ann", "Bob", "Cid", "Dee")
    assert bridge.new_game(NewGame(
        players=names, decks=tuple((n, tuple(deck())) for n in names), shuffle=False,
        format=Format.TWO_HEADED_GIANT, teams=(("Ann", "Bob"), ("Cid", "Dee")),
        commanders=(("Bob", ("Thrasios", "Tymna")),) if commanders else None,
        starting_player="Ann"))
    return bridge


def test_a_team_has_one_life_control_and_sits_together(qtbot) -> None:  # type: ignore[no-untyped-def]
    bridge = two_headed_bridge()
    seats = SeatsPanel(bridge, mode="flat")
    qtbot.addWidget(seats)
    seats.resize(1200, 700)
    seats.show()
    assert team_sides(2) == ["bottom", "bottom", "top", "top"]
    assert [seats.side_of(n) for n in ("Ann", "Bob", "Cid", "Dee")] == team_sides(2)
    ann, bob = seats.panel("Ann"), seats.panel("Bob")
    assert ann.minus_button.isVisible() and not bob.minus_button.isVisible()
    assert not bob.poison_plus.isVisible()
    # The shared total says it is the team's, and where it is changed (810.4).
    assert ann.status_label.text() == "Team Ann & Bob · 30"
    assert bob.status_label.text() == "Team Ann & Bob · 30 · −/+ on Ann's seat"
    assert ann.status_label.short == "Team with Bob"
    assert bob.status_label.short == "Team life: on Ann's"
    assert "on Ann's seat" in bob.life_label.toolTip()
    qtbot.mouseClick(ann.minus_button, Qt.MouseButton.LeftButton)
    assert ann.life_label.text() == bob.life_label.text() == "29"  # 810.4, 810.9
    assert bridge.view is not None and bridge.view["teams"][0]["life"] == 29
    qtbot.mouseClick(ann.poison_plus, Qt.MouseButton.LeftButton)
    assert bob.poison_label.text() == "1"
    # No commanders in this game: no commander row.
    assert not ann.commander_strip.isVisible()


def test_commander_grid_cells_and_the_sheet(qtbot) -> None:  # type: ignore[no-untyped-def]
    bridge = two_headed_bridge(commanders=True)
    seats = SeatsPanel(bridge, mode="upright")
    qtbot.addWidget(seats)
    seats.resize(1200, 700)
    seats.show()
    assert bridge.view is not None
    # Upright, the teams stand apart: a wider gap between Bob and Cid than in a team.
    ann, bob, cid_seat = (seats.holder(n).geometry() for n in ("Ann", "Bob", "Cid"))
    assert cid_seat.left() - bob.right() > bob.left() - ann.right() > 0
    # Cid's opponents' commanders: Ann's and Bob's two, in seating order; no teammate's.
    assert [(o, c) for o, c, _s in opponents_commanders(bridge.view, "Cid")] == [
        ("Ann", "Commander"), ("Bob", "Thrasios"), ("Bob", "Tymna")]
    cid = seats.panel("Cid")
    assert cid.commander_strip.isVisible()
    assert [d for *_x, d in cid.commander_strip.grid.cells] == [0, 0, 0]
    cid.show_commanders = None
    sheet = cid.open_commanders()
    qtbot.addWidget(sheet)
    assert isinstance(sheet, CommanderSheet)
    assert set(sheet.damage_labels) == {"Ann/Commander", "Bob/Thrasios", "Bob/Tymna"}
    assert not sheet.damage_buttons[("Bob/Tymna", -1)].isEnabled()  # never below 0
    for _ in range(4):
        qtbot.mouseClick(sheet.damage_buttons[("Bob/Tymna", 5)], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(sheet.damage_buttons[("Bob/Tymna", 1)], Qt.MouseButton.LeftButton)
    # 21 from one commander: the engine took the life and flags the player (704.6c).
    assert sheet.damage_labels["Bob/Tymna"].text() == "21"
    assert bridge.view["players"][2]["commander_damage"]["Bob/Tymna"] == 21
    assert cid.life_label.text() == seats.panel("Dee").life_label.text() == "9"
    assert "704.6c" in cid.flag_label.toolTip() and "704.6c" in sheet.status_label.text()
    assert [d for *_x, d in cid.commander_strip.grid.cells] == [0, 0, 21]
    # A correction gives the life back and the flag goes.
    qtbot.mouseClick(sheet.damage_buttons[("Bob/Tymna", -1)], Qt.MouseButton.LeftButton)
    assert cid.life_label.text() == "10" and cid.flag_label.text() == ""
    assert sheet.status_label.text() == ""


def test_commander_grid_cells_say_whose_commander(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Each cell names the commander's owner (and which partner), 903.10a; a grid too
    narrow for every cell sums the rest up instead of showing one bare number, and no
    number is drawn under 12 px at size 1."""
    bridge = two_headed_bridge(commanders=True)
    seats = SeatsPanel(bridge, mode="upright")
    qtbot.addWidget(seats)
    seats.resize(1600, 800)
    seats.show()
    qtbot.waitExposed(seats)
    cid = seats.panel("Cid")
    assert bridge.try_apply(CommanderDamage("Bob", "Cid", 21, "Tymna")) is None
    grid = cid.commander_strip.grid
    assert grid.labels() == ["Ann", "Bob·Th", "Bob·Ty"]  # partners told apart
    grid.grab()
    assert grid.shown_text == ["Ann 0", "Bob·Th 0", "Bob·Ty 21"]
    shown, _rows, size, summary = grid.plan(2000, 40)
    assert shown == [0, 1, 2] and summary == "" and size >= 12
    # Room for one labelled cell: the one nearest 21, and how many more the sheet has.
    shown, _rows, size, summary = grid.plan(140, 36)
    assert shown == [2] and summary == "+2" and size >= 12
    # Not even that: a summary, never one unexplained number.
    shown, _rows, size, summary = grid.plan(125, 36)
    assert shown == [] and summary == "max 21 · +2" and size >= 12
    # Narrower still: the short summary, whole rather than clipped.
    shown, _rows, size, summary = grid.plan(50, 36)
    assert shown == [] and summary == "max 21" and size >= 12


def test_21_commander_damage_is_flagged_in_words_on_the_team(qtbot) -> None:  # type: ignore[no-untyped-def]
    """704.6c in words, whose commander and who loses; in Two-Headed Giant on both
    members' seats, since the team loses together (810.8a); the seat's Leave button is
    the confirm path, as for the life and poison flags."""
    bridge = two_headed_bridge(commanders=True)
    seats = SeatsPanel(bridge, mode="upright")
    qtbot.addWidget(seats)
    seats.resize(1600, 800)
    seats.show()
    assert bridge.try_apply(CommanderDamage("Bob", "Cid", 21, "Tymna")) is None
    cid, dee = seats.panel("Cid"), seats.panel("Dee")
    want = "21 from Bob's Tymna: Cid and Dee lose?"
    assert cid.flag_label.text() == dee.flag_label.text() == want
    assert cid.flag_label.short == "21 dmg: lose?"
    assert seats.panel("Ann").flag_label.text() == ""
    asked: list[str] = []
    dee.confirm_leave = lambda _title, question: asked.append(question) or True
    qtbot.mouseClick(dee.leave_button, Qt.MouseButton.LeftButton)
    assert want in asked[0] and "810.8a" in asked[0]
    assert bridge.view is not None
    assert not any(p["in_game"] for p in bridge.view["players"] if p["name"] in ("Cid", "Dee"))


def test_commander_tax_beside_each_commander(qtbot) -> None:  # type: ignore[no-untyped-def]
    bridge = two_headed_bridge(commanders=True)
    seats = SeatsPanel(bridge, mode="upright")
    qtbot.addWidget(seats)
    seats.resize(1600, 800)
    seats.show()
    bob = seats.panel("Bob")
    # Each partner's tax named (review 13: "Tax {0} {0}" didn't say whose was whose).
    assert bob.commander_strip.tax_button.text() == "Thr {0} · Tym {0}"
    assert seats.panel("Ann").commander_strip.tax_button.text() == "Tax {0}"
    bob.show_commanders = None
    sheet = bob.open_commanders()
    qtbot.addWidget(sheet)
    assert list(sheet.cast_buttons) == ["Thrasios", "Tymna"]
    qtbot.mouseClick(sheet.cast_buttons["Thrasios"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(sheet.cast_buttons["Thrasios"], Qt.MouseButton.LeftButton)
    assert bridge.view is not None
    assert bridge.view["players"][1]["commander_tax"] == {"Thrasios": 2, "Tymna": 0}
    assert bob.commander_strip.tax_button.text() == "Thr {4} · Tym {0}"  # 903.8
    assert sheet.tax_labels["Thrasios"].text() == "cast 2× · next costs {4} more"
    assert "{4}" in bob.commander_strip.tax_button.toolTip()
    assert bridge.undo()
    assert bob.commander_strip.tax_button.text() == "Thr {2} · Tym {0}"
    # A narrow seat packs them closer, never dropping whose tax is whose.
    bob.commander_strip.set_compact(True)
    assert bob.commander_strip.tax_button.text() == "Thr {2} Tym {0}"


# -- whole games --------------------------------------------------------------------------
def test_a_two_headed_giant_game_through_the_widgets(qtbot, window: MainWindow,  # type: ignore[no-untyped-def]
                                                    monkeypatch) -> None:
    win = window
    start_through_wizard(win, monkeypatch, ["Ann", "Bob", "Cid", "Dee"],
                         Format.TWO_HEADED_GIANT, with_commanders=True,
                         commanders={"Cid": ["Atraxa"]})
    v = view(win)
    assert v["format"] == "two_headed_giant"
    assert [t["members"] for t in v["teams"]] == [["Ann", "Bob"], ["Cid", "Dee"]]
    assert v["teams"][0]["life"] == TEAM_COMMANDER_LIFE
    assert list(win.seats.panels()) == ["Ann", "Bob", "Cid", "Dee"]
    assert win.seats.side_of("Ann") == win.seats.side_of("Bob")

    # The die panel: each member of the active team may roll, each at their own cost.
    die = win.die_panel
    assert die.roller_box.isVisible()
    assert list(die.roller_buttons) == ["Ann", "Bob"] and die.roller == "Ann"
    to_main_phase(qtbot, win)
    assert die.roll_cost == 0
    qtbot.mouseClick(die.manual_buttons[DieFace.BLANK], Qt.MouseButton.LeftButton)
    resolve_all(qtbot, win)
    assert state(win).rolls_this_turn == {"Ann": 1}
    assert die.roll_cost == 1 and view(win)["roll_costs"]["Bob"] == 0
    qtbot.mouseClick(die.roller_buttons["Bob"], Qt.MouseButton.LeftButton)
    assert die.roller == "Bob" and die.roll_cost == 0  # 901.12d: Bob's own count
    assert "Bob's next roll costs 0" in die.roll_button.toolTip()
    qtbot.mouseClick(die.roll_button, Qt.MouseButton.LeftButton)  # the virtual die
    resolve_all(qtbot, win)
    assert state(win).rolls_this_turn == {"Ann": 1, "Bob": 1}
    assert die.roll_cost == 1
    label = win.turn_bar.cost_label.text()
    assert "Ann" in label and "Bob" in label and "901.12d" in win.turn_bar.cost_label.toolTip()

    # Team life: one control, on the primary's seat; both seats show the team's total.
    ann, bob = win.seats.panel("Ann"), win.seats.panel("Bob")
    assert not bob.minus_button.isVisible()
    qtbot.mouseClick(ann.minus_button, Qt.MouseButton.LeftButton)
    assert ann.life_label.text() == bob.life_label.text() == str(TEAM_COMMANDER_LIFE - 1)

    # Commander damage: Cid's Atraxa hits Ann for 6, through the sheet on the overlay.
    ann.open_commanders()
    overlay = win.commander_overlay()
    assert overlay is not None and overlay.isVisible()
    sheet = overlay.content()
    assert isinstance(sheet, CommanderSheet) and sheet.player == "Ann"
    qtbot.mouseClick(sheet.damage_buttons[("Cid/Atraxa", 5)], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(sheet.damage_buttons[("Cid/Atraxa", 1)], Qt.MouseButton.LeftButton)
    assert player(win, "Ann")["commander_damage"]["Cid/Atraxa"] == 6
    assert bob.life_label.text() == str(TEAM_COMMANDER_LIFE - 7)  # the team's life, 810.9
    qtbot.mouseClick(sheet.done_button, Qt.MouseButton.LeftButton)
    assert not overlay.isVisible()

    # Next turn: the other team is active, its primary rolls by default.
    qtbot.keyClick(win, Qt.Key.Key_N)
    resolve_all(qtbot, win)
    assert view(win)["active_player"] == "Cid"
    assert list(die.roller_buttons) == ["Cid", "Dee"] and die.roller == "Cid"

    # Dee concedes: the whole team leaves at once (810.8b) and the game is over.
    asked: list[str] = []
    confirm_yes(win.seats.panel("Dee"), asked)
    qtbot.mouseClick(win.seats.panel("Dee").leave_button, Qt.MouseButton.LeftButton)
    assert "810.8b" in asked[0]
    assert not player(win, "Cid")["in_game"] and not player(win, "Dee")["in_game"]
    assert view(win)["game_over"] and view(win)["winner"] == "Ann"
    assert win.seats.panel("Cid").greyed_out and win.seats.panel("Dee").greyed_out
    dialog = None
    qtbot.waitUntil(lambda: any(d.isVisible() for d in win.findChildren(GameOverDialog)))
    dialog = next(d for d in win.findChildren(GameOverDialog) if d.isVisible())
    assert dialog.winner_label.text() == "Ann and Bob win!"
    # The turn bar and the dialog's list say the same: the team won (810.8).
    assert win.turn_bar.turn_label.text() == "Game over · Ann and Bob win"
    assert sorted(w.text() for w in dialog.findChildren(QLabel, "winner")) == ["Ann", "Bob"]
    # A rematch keeps the teams and the commanders.
    again = rematch_setup(CARDS, view(win), None, None, 9)
    assert again.format is Format.TWO_HEADED_GIANT
    assert again.teams == (("Ann", "Bob"), ("Cid", "Dee"))
    assert dict(again.commanders or ())["Cid"] == ("Atraxa",)
    dialog.close()


def test_a_commander_game_through_the_widgets(qtbot, window: MainWindow,  # type: ignore[no-untyped-def]
                                             monkeypatch) -> None:
    win = window
    start_through_wizard(win, monkeypatch, ["Ann", "Bob", "Cid"], Format.COMMANDER,
                         commanders={"Ann": ["Atraxa"], "Bob": ["Thrasios", "Tymna"]})
    v = view(win)
    assert v["format"] == "commander" and v["teams"] == []
    assert [p["life"] for p in v["players"]] == [40, 40, 40]  # 903.7
    assert [p["commanders"] for p in v["players"]] == [
        ["Atraxa"], ["Thrasios", "Tymna"], ["Commander"]]
    die = win.die_panel
    assert not die.roller_box.isVisible() and die.roller is None

    # Rolls as in any game: the active player's cost.
    to_main_phase(qtbot, win)
    qtbot.mouseClick(die.manual_buttons[DieFace.BLANK], Qt.MouseButton.LeftButton)
    resolve_all(qtbot, win)
    assert die.roll_cost == 1

    # Ann casts Atraxa twice: the tax beside it says {4} next (903.8).
    ann = win.seats.panel("Ann")
    qtbot.mouseClick(ann.commander_strip.tax_button, Qt.MouseButton.LeftButton)
    overlay = win.commander_overlay()
    assert overlay is not None
    sheet = overlay.content()
    assert isinstance(sheet, CommanderSheet) and sheet.player == "Ann"
    qtbot.mouseClick(sheet.cast_buttons["Atraxa"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(sheet.cast_buttons["Atraxa"], Qt.MouseButton.LeftButton)
    assert player(win, "Ann")["commander_tax"] == {"Atraxa": 2}
    assert "{4}" in ann.commander_strip.tax_button.text()
    overlay.clear()

    # Cid takes 21 from Atraxa, tapped into Cid's grid: flagged for the table (704.6c).
    cid = win.seats.panel("Cid")
    qtbot.mouseClick(cid.commander_strip.grid, Qt.MouseButton.LeftButton)
    sheet = overlay.content()
    assert isinstance(sheet, CommanderSheet) and sheet.player == "Cid"
    for _ in range(4):
        qtbot.mouseClick(sheet.damage_buttons[("Ann/Atraxa", 5)], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(sheet.damage_buttons[("Ann/Atraxa", 1)], Qt.MouseButton.LeftButton)
    assert player(win, "Cid")["life"] == 19
    assert any(f.startswith("704.6c") for f in player(win, "Cid")["flags"])
    assert cid.flag_label.text() == "21 from Ann's Atraxa: Cid loses?"
    assert [d for *_x, d in cid.commander_strip.grid.cells] == [21, 0, 0]
    overlay.clear()

    # The table confirms: Cid leaves. Undo brings Cid back, redo takes Cid out again.
    asked: list[str] = []
    confirm_yes(cid, asked)
    qtbot.mouseClick(cid.leave_button, Qt.MouseButton.LeftButton)
    assert not player(win, "Cid")["in_game"] and "800.4a" in asked[0]
    qtbot.keyClick(win, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert player(win, "Cid")["in_game"]
    qtbot.keyClick(win, Qt.Key.Key_Z,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert not player(win, "Cid")["in_game"]

    # Bob leaves too: Ann wins.
    bob = win.seats.panel("Bob")
    confirm_yes(bob, asked)
    qtbot.mouseClick(bob.leave_button, Qt.MouseButton.LeftButton)
    assert view(win)["game_over"] and view(win)["winner"] == "Ann"
    qtbot.waitUntil(lambda: any(d.isVisible() for d in win.findChildren(GameOverDialog)))
    dialog = next(d for d in win.findChildren(GameOverDialog) if d.isVisible())
    assert dialog.winner_label.text() == "Ann wins!"
    dialog.close()
    # Commander commands after the end are refused, with nothing changed.
    before = view(win)
    assert not win.bridge.apply(CommanderCast("Ann", "Atraxa"))
    assert not win.bridge.apply(CommanderDamage("Bob", "Ann", 3, "Tymna"))
    assert view(win) == before


# -- fitting the screen --------------------------------------------------------------------
FITS = [((1280, 720), 8, "flat"), ((1280, 720), 8, "upright"), ((1280, 720), 4, "upright"),
        ((1366, 768), 4, "flat"), ((1366, 768), 8, "upright"), ((1920, 1080), 4, "upright"),
        ((1920, 1080), 8, "flat"), ((1280, 720), 4, "flat"), ((1366, 768), 8, "flat"),
        ((1920, 1080), 8, "upright"), ((1366, 768), 6, "upright")]


@pytest.mark.parametrize(("size", "players", "mode"), FITS,
                         ids=[f"{w}x{h}-{n}-{m}" for (w, h), n, m in FITS])
def test_commander_seats_fit_every_screen(qtbot, tmp_path: Path, size: tuple[int, int],  # type: ignore[no-untyped-def]
                                          players: int, mode: str) -> None:
    """Every seat shows all of its panel (the commander row under the life where there is
    room, inline where there isn't), with teams and partners: nothing is cut off."""
    from desktop.table.screen_layout import effective_scale

    args = desktop_app.parse_args(["--demo", "--seed", "7", "--table", mode,
                                   "--screenshot", "unused", "--data-dir", str(tmp_path),
                                   "--config-dir", str(tmp_path)])
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    win = desktop_app.build(args, app)
    qtbot.addWidget(win)
    names = ("Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal")[:players]
    assert win.bridge.new_game(NewGame(
        players=names, decks=tuple((n, tuple(deck())) for n in names), shuffle=False,
        format=Format.TWO_HEADED_GIANT, teams=tuple(zip(names[::2], names[1::2], strict=True)),
        commanders=(("Bob", ("Thrasios", "Tymna")),), starting_life=60))
    win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    qtbot.waitUntil(lambda: win.theme.scale == effective_scale(win.settings.ui_scale, *size))
    QApplication.processEvents()
    # What every table must pass (test_gui_layout): each panel whole in its seat, every
    # button a touch target, the card, die panel (with its roller row), stack, turn bar
    # and controls on screen.
    check_fits(win, size, players, mode)
    for panel in win.seats.panels().values():
        assert panel.commander_strip.isVisible()
        strip = panel.commander_strip
        # The tax is always shown: on its button, or drawn at the grid's end.
        assert strip.tax_button.isVisible() != bool(strip.grid.tax)
        assert panel.inline == bool(strip.grid.tax)


def test_a_shallow_seat_gives_its_poison_buttons_to_the_sheet(qtbot) -> None:  # type: ignore[no-untyped-def]
    bridge = two_headed_bridge(commanders=True)
    seats = SeatsPanel(bridge, mode="upright")
    qtbot.addWidget(seats)
    seats.resize(900, 560)  # eight players' worth of room for four: shallow seats
    seats.show()
    ann = seats.panel("Ann")
    assert ann.inline and not ann.poison_plus.isVisible()
    ann.show_commanders = None
    sheet = ann.open_commanders()
    qtbot.addWidget(sheet)
    assert sheet.poison_label is not None
    qtbot.mouseClick(sheet.poison_buttons[+1], Qt.MouseButton.LeftButton)
    assert sheet.poison_label.text() == ann.poison_label.text() == "1"
    assert seats.panel("Bob").poison_label.text() == "1"  # the team's (810.10)
    seats.resize(1800, 1000)  # room again: the row goes under the life, buttons come back
    assert not ann.inline and ann.poison_plus.isVisible()
