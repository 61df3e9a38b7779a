"""The table's own controls, themes, the demo's die and the start on a machine without a
display (issue 10, items 7, 10, 11 and 12)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from gui_helpers import table_window

from desktop import app as desktop_app
from desktop import display
from desktop.table.main_window import MainWindow
from desktop.theme import THEMES, TOUCH, contrast
from engine.actions import Life


def build(qtbot, tmp_path: Path, *extra: str) -> MainWindow:  # type: ignore[no-untyped-def]
    return table_window(qtbot, tmp_path, *extra, seed=4)


@pytest.mark.parametrize("name", sorted(THEMES))
def test_every_text_colour_passes_wcag_aa(name: str) -> None:
    theme = THEMES[name]
    for what, colour in theme.text_colours().items():
        for ground in (theme.window, theme.panel):
            assert contrast(colour, ground) >= 4.5, (name, what, colour, ground)
    assert contrast(theme.on_accent, theme.accent) >= 4.5


def test_the_light_theme_covers_the_card_area(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    (tmp_path / "settings.json").write_text(json.dumps({"theme": "light"}))
    win = build(qtbot, tmp_path)
    assert win.card_view.theme.name == "light"
    image = win.card_view.grab().toImage()
    corner = image.pixelColor(2, 2)
    assert corner.lightness() > 200, "the card area's background stays dark in the light theme"


def test_on_screen_controls_undo_redo_and_full_screen(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    win = build(qtbot, tmp_path)
    touch = win.theme.px(TOUCH)
    for b in (win.undo_button, win.redo_button, win.menu_button, win.full_screen_button):
        assert b.width() >= touch and b.height() >= touch
    assert not win.undo_button.isEnabled() and not win.redo_button.isEnabled()
    assert win.bridge.apply(Life("Ann", delta=-3))
    assert win.undo_button.isEnabled() and "Undo: life" in win.undo_button.toolTip()
    win.undo_button.click()
    assert win.bridge.game is not None
    assert win.bridge.game.state.players[0].life == 20
    assert win.redo_button.isEnabled()
    win.redo_button.click()
    assert win.bridge.game.state.players[0].life == 17
    # The menu is on screen too: everything in the menu bar is one tap away.
    menu = win.menu_button.menu()
    assert menu is not None
    titles = [a.text() for a in menu.actions()]
    assert titles == [a.text() for a in win.menuBar().actions()]
    win.toggle_full_screen()
    qtbot.waitUntil(win.isFullScreen)
    assert not win.menuBar().isVisible()
    for b in (win.undo_button, win.redo_button, win.menu_button, win.full_screen_button):
        assert b.isVisible()
    assert "Leave" in win.full_screen_button.toolTip()
    win.full_screen_button.click()
    qtbot.waitUntil(lambda: not win.isFullScreen())
    assert win.menuBar().isVisible()


def test_the_demo_always_rolls_the_virtual_die(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    (tmp_path / "settings.json").write_text(json.dumps({"die_source": "tower",
                                                        "tower_port": "/dev/nonexistent"}))
    win = build(qtbot, tmp_path)
    assert win.settings.die_source == "virtual"
    assert win.saved_settings.die_source == "tower"  # the player's choice is kept
    assert win.tower is None
    assert "virtual" in win.die_panel.source_label.text()


def test_table_mode_is_saved_from_the_view_menu(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    win = build(qtbot, tmp_path, "--table", "upright")
    win.mode_actions["flat"].trigger()
    assert win.seats.mode == "flat"
    saved = json.loads((tmp_path / "settings.json").read_text())
    assert saved["table_mode"] == "flat"


def test_no_display_is_one_sentence_with_the_way_out(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(display.sys, "platform", "linux")
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    problem = display.display_problem()
    assert problem is not None and "DISPLAY" in problem and "\n" not in problem


def test_missing_x_libraries_are_named_with_the_install_command(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(display.sys, "platform", "linux")
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.setenv("DISPLAY", ":0")
    real = display.ctypes.CDLL

    def cdll(name: str, *args: object, **kwargs: object) -> object:
        if name == "libxcb-cursor.so.0":
            raise OSError(f"{name}: cannot open shared object file")
        return real(name, *args, **kwargs)

    monkeypatch.setattr(display.ctypes, "CDLL", cdll)
    problem = display.display_problem()
    assert problem is not None
    assert "sudo apt-get install libxcb-cursor0" in problem
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    assert display.display_problem() is None


def test_the_app_says_so_and_exits_without_a_display(monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(desktop_app, "display_problem", lambda: "there is no display")
    assert desktop_app.main(["--demo"]) == 1
    assert capsys.readouterr().err.strip() == "planechase: there is no display"


def test_enter_answers_a_question_facing_a_seat(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Flat mode: Leave asks on the table, turned to the seat; Enter (the window's key,
    wherever the keyboard is) answers it instead of resolving the stack."""
    from PySide6.QtCore import QTimer

    win = build(qtbot, tmp_path, "--table", "flat")
    panel = win.seats.panel("Cid")
    QTimer.singleShot(50, win.resolve)  # Enter while the question is on the table
    panel.leave_button.click()
    assert win.bridge.game is not None
    cid = next(p for p in win.bridge.game.state.players if p.name == "Cid")
    assert not cid.in_game
    assert win._question_shown() is None


def test_an_interface_size_too_big_for_the_window_is_said(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from dataclasses import replace

    win = build(qtbot, tmp_path)
    win._save(replace(win.saved_settings, ui_scale=2.0))
    assert win.theme.scale < 2.0
    assert win.toast.isVisible() and "doesn't fit" in win.toast.text
