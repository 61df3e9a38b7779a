"""The table app's window, built as `planechase --demo` builds it, for widget tests."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop import app as desktop_app
from desktop.table.main_window import MainWindow


def table_window(qtbot: QtBot, tmp_path: Path, *extra: str, seed: int = 5,
                 size: tuple[int, int] = (1366, 768)) -> MainWindow:
    """A demo window (settings and saves in `tmp_path`) shown at `size`; `extra` are more
    command-line options (`--table flat`, `--players 6`). English unless `extra` says
    `--lang`, whatever the machine's language."""
    args = desktop_app.parse_args(["--demo", "--seed", str(seed), "--screenshot", "unused",
                                   "--data-dir", str(tmp_path), "--config-dir", str(tmp_path),
                                   *(() if "--lang" in extra else ("--lang", "en")), *extra])
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    win = desktop_app.build(args, app)
    qtbot.addWidget(win)
    win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    return win
