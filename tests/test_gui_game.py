"""A whole game driven through the widgets of the main window (pytest-qt, offscreen):
roll, resolve, choose, next turn, leave, undo. Each step checks the engine's state and
what the widgets show."""

from __future__ import annotations

from pathlib import Path

import pytest
from engine_helpers import deck
from gui_helpers import table_window
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from desktop.dialogs.choice_dialog import ChoiceDialog
from desktop.table.main_window import MainWindow
from engine.actions import NewGame
from engine.domain import DieFace


@pytest.fixture
def window(qtbot, tmp_path: Path) -> MainWindow:  # type: ignore[no-untyped-def]
    win = table_window(qtbot, tmp_path, size=(1600, 900))
    setup = NewGame(players=("Ann", "Bob", "Cat"), decks=(
        ("Ann", tuple(deck("Krosa", "Mount Keralia", "Pompeii"))),
        ("Bob", tuple(deck("Tazeem"))), ("Cat", tuple(deck()))),
        shuffle=False, starting_player="Ann")
    assert win.bridge.new_game(setup)
    return win


def state(win: MainWindow):  # type: ignore[no-untyped-def]
    assert win.bridge.game is not None
    return win.bridge.game.state


def open_choice(qtbot, win: MainWindow) -> ChoiceDialog:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: any(d.isVisible() for d in win.findChildren(ChoiceDialog)))
    return next(d for d in win.findChildren(ChoiceDialog) if d.isVisible())


def test_a_game_through_the_widgets(qtbot, window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    win = window
    assert win.card_view.displayed_names() == ["Krosa"]

    # Roll with the big button: the engine moves to the main phase and charges {0}.
    assert win.die_panel.roll_cost == 0
    qtbot.mouseClick(win.die_panel.roll_button, Qt.MouseButton.LeftButton)
    assert sum(state(win).rolls_this_turn.values()) == 1
    assert win.die_panel.roll_cost == 1
    while state(win).stack:  # a virtual roll may have put something on the stack
        qtbot.keyClick(win, Qt.Key.Key_Return)

    # A real die read by hand: Chaos. Krosa's chaos ability appears on the stack.
    qtbot.mouseClick(win.die_panel.manual_buttons[DieFace.CHAOS], Qt.MouseButton.LeftButton)
    assert [i.source for i in state(win).stack] == ["Krosa"]
    assert [w.source_label.text() for w in win.stack_view.items()] == ["Krosa"]

    # Space with the stack full is refused: the reason is shown and nothing changes.
    rolls = dict(state(win).rolls_this_turn)
    qtbot.keyClick(win, Qt.Key.Key_Space)
    assert state(win).rolls_this_turn == rolls
    assert "116.2i" in win.die_panel.last_notice

    # Enter resolves: the table is told what to do, with the player named.
    qtbot.keyClick(win, Qt.Key.Key_Return)
    assert state(win).stack == ()
    assert win.stack_view.items() == []
    assert any("Ann: " in line for line in win.log_view.entries())

    # Planeswalk twice by menu-less means (the engine's manual planeswalk through the bridge
    # is a table correction); Mount Keralia then Pompeii: two triggers, an order choice.
    from engine.actions import Counter, Planeswalk

    win.bridge.apply(Planeswalk())
    assert win.card_view.displayed_names() == ["Mount Keralia"]
    win.bridge.apply(Counter("Mount Keralia", "pressure", 2))
    win.bridge.apply(Planeswalk())
    dialog = open_choice(qtbot, win)
    assert state(win).pending_choice is not None
    options = dialog.ordered()
    first = next(i for i, o in enumerate(options) if "Pompeii" in o)
    dialog.options.setCurrentRow(first)
    while dialog.options.currentRow() > 0:
        qtbot.mouseClick(dialog.buttons.get("up") or _up_button(dialog), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.buttons["confirm"], Qt.MouseButton.LeftButton)
    assert state(win).pending_choice is None
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win)  # keys go to the table again
    assert state(win).stack[-1].source == "Pompeii"  # top of the stack: resolves first
    qtbot.keyClick(win, Qt.Key.Key_Return)
    qtbot.keyClick(win, Qt.Key.Key_Return)
    entries = win.log_view.entries()
    assert any("deals 2 damage" in line for line in entries), entries[-6:]

    # N: next turn. The turn bar follows.
    qtbot.keyClick(win, Qt.Key.Key_N)
    assert state(win).active_player == "Bob"
    assert "Bob" in win.turn_bar.turn_label.text()

    # Leave, confirmed: Cat's panel greys out and the engine has her out of the game.
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Yes)
    cat = win.seats.panel("Cat")
    qtbot.mouseClick(cat.leave_button, Qt.MouseButton.LeftButton)
    assert not state(win).find_player("Cat").in_game
    assert win.seats.panel("Cat").greyed_out

    # Ctrl+Z undoes the leave.
    qtbot.keyClick(win, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert state(win).find_player("Cat").in_game
    assert not win.seats.panel("Cat").greyed_out
    # Ctrl+Shift+Z redoes it.
    qtbot.keyClick(win, Qt.Key.Key_Z,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert not state(win).find_player("Cat").in_game


def _up_button(dialog: ChoiceDialog):  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QPushButton

    return next(b for b in dialog.findChildren(QPushButton) if b.text() == "Move up")


def test_yes_no_choice_dialog(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Sanctum of Serra's chaos ability asks a yes/no question."""
    win = window
    setup = NewGame(players=("Ann", "Bob"), decks=(("Ann", tuple(deck("Sanctum of Serra"))),
                                                   ("Bob", tuple(deck()))),
                    shuffle=False, starting_player="Ann")
    win.bridge.new_game(setup)
    from engine.actions import Chaos, Life

    win.bridge.apply(Life("Ann", delta=-7))
    win.bridge.apply(Chaos())
    qtbot.keyClick(win, Qt.Key.Key_Return)
    dialog = open_choice(qtbot, win)
    qtbot.mouseClick(dialog.buttons["yes"], Qt.MouseButton.LeftButton)
    assert state(win).find_player("Ann").life == 20
    assert not dialog.isVisible()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win)


def test_screenshot_command(tmp_path: Path) -> None:
    """planechase --demo --screenshot FILE renders the window, saves a PNG and exits."""
    import subprocess
    import sys

    out = tmp_path / "shot.png"
    root = Path(__file__).resolve().parents[1]
    env = {"QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(root), "HOME": str(tmp_path),
           "PATH": "/usr/bin:/bin"}
    result = subprocess.run([sys.executable, "-m", "desktop.app", "--demo", "--seed", "2",
                             "--screenshot", str(out), "--data-dir", str(tmp_path),
                             "--config-dir", str(tmp_path)], env=env, timeout=120,
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert not (tmp_path / "autosave.json").exists()  # a screenshot never replaces a game
