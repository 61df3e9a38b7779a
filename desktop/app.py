"""``planechase``: the table app.

    planechase                              open the app (offers to continue the last game)
    planechase --demo                       a four-player game with random decks, virtual die
    planechase --demo --screenshot FILE     render the window once set up, save a PNG, exit
"""

from __future__ import annotations

import argparse
import logging
import sys
import time
from pathlib import Path

import platformdirs
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from desktop.autosave import Autosaver, recover
from desktop.bridge import EngineBridge
from desktop.deck_store import DeckStore
from desktop.dialogs.new_game import demo_setup
from desktop.dialogs.settings import load_settings
from desktop.table.main_window import MainWindow, confirm_continue
from engine.cards import default_cards
from engine.errors import SaveFileError

log = logging.getLogger(__name__)

APP_NAME = "planechase-table"
SCREENSHOT_SIZE = (1600, 900)


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="planechase", description=__doc__.splitlines()[0])
    parser.add_argument("--demo", action="store_true",
                        help="start a four-player game with random decks and the virtual die")
    parser.add_argument("--screenshot", metavar="FILE", type=Path,
                        help="render the window after setting up, save a PNG and exit")
    parser.add_argument("--seed", type=int, default=None,
                        help="seed for decks and the virtual die (default: from the clock)")
    parser.add_argument("--data-dir", type=Path, default=None,
                        help="folder for the autosave and saved decks (default: the user "
                             "data folder)")
    parser.add_argument("--config-dir", type=Path, default=None,
                        help="folder for settings (default: the user config folder)")
    parser.add_argument("-v", "--verbose", action="store_true")
    return parser.parse_args(argv)


def build(args: argparse.Namespace, app: QApplication) -> MainWindow:
    data_dir = args.data_dir or Path(platformdirs.user_data_dir(APP_NAME))
    config_dir = args.config_dir or Path(platformdirs.user_config_dir(APP_NAME))
    cards = default_cards()
    settings, settings_problem = load_settings(config_dir)
    seed = args.seed if args.seed is not None else time.time_ns() % 2**31
    bridge = EngineBridge(cards)
    if args.screenshot is None:
        # A screenshot run must not replace the player's autosaved game.
        bridge.autosaver = Autosaver(data_dir, cards, on_error=bridge.autosave_failed.emit)
    window = MainWindow(bridge, settings, DeckStore(data_dir / "decks"), config_dir, seed)
    if settings_problem:
        window.statusBar().showMessage(settings_problem, 15000)
    if args.demo:
        bridge.new_game(demo_setup(cards, seed))
        return window
    saved, problem = recover(data_dir, cards)
    if problem:
        QMessageBox.warning(window, "The last game can't be read", problem)
    if saved is not None and confirm_continue(window, _summary(saved.state)):
        bridge.resume(saved)
    else:
        if saved is not None:  # not continued: keep it in Recent games, don't overwrite it
            try:
                window.recent.archive(saved.state, saved.history)
            except (SaveFileError, OSError) as exc:
                log.error("the last game couldn't go into Recent games: %s", exc)
        QTimer.singleShot(0, window.new_game)
    return window


def _summary(state: object) -> str:
    from engine.state import GameState

    assert isinstance(state, GameState)
    players = ", ".join(p.name for p in state.players if p.in_game)
    plane = ", ".join(c.name for c in state.face_up)
    return f"Turn {state.turn}: {players} on {plane}"


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.WARNING,
                        format="%(levelname)s %(name)s: %(message)s")
    app = QApplication.instance() or QApplication([sys.argv[0]])
    assert isinstance(app, QApplication)
    app.setApplicationName("Planechase Table")
    window = build(args, app)
    if args.screenshot is not None:
        window.resize(*SCREENSHOT_SIZE)
        window.show()
        result: list[int] = []

        def shoot() -> None:
            ok = window.grab().save(str(args.screenshot), "PNG")
            if not ok:
                log.error("could not write the screenshot to %s", args.screenshot)
            result.append(0 if ok else 1)
            window.close()
            app.quit()

        QTimer.singleShot(300, shoot)  # let layouts settle and the card paint once
        app.exec()
        return result[0] if result else 1
    window.showMaximized()  # a table screen or TV: use all of it
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
