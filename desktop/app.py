"""``planechase``: the table app.

    planechase                              open the app (offers to continue the last game)
    planechase --demo [--players N]         a game with random decks and the virtual die
    planechase --demo --variant eternities_map
                                            the demo on the Eternities Map
    planechase --table flat|upright         where the screen stands (saved setting for this run)
    planechase --tv-screen N                also the TV window, full screen on screen N
                                            (numbered from 1; View ▸ TV window on lists them)
    planechase --lang es|it|fr|de|ja|en     the app in this language for this run (the
                                            saved setting, System by default, is kept)
    planechase --demo --screenshot FILE [--size WxH]
                                            lay the window out (at exactly W×H), save a PNG
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import logging
import re
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

import platformdirs

from desktop.display import display_problem

if TYPE_CHECKING:
    from desktop.table.main_window import MainWindow

log = logging.getLogger(__name__)

APP_NAME = "planechase-table"
SCREENSHOT_SIZE = (1600, 900)
DEMO_NAMES = ("Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal")
SIZE_RE = re.compile(r"^(\d{3,5})[xX×](\d{3,5})$")
SIZE_LIMITS = ((640, 7680), (400, 4320))


def _players(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of players") from None
    if not 2 <= n <= 8:
        raise argparse.ArgumentTypeError(f"a game seats 2 to 8 players, not {n}")
    return n


def _screen_number(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text[:20]!r} is not a screen number") from None
    if n < 1:
        raise argparse.ArgumentTypeError(f"screens are numbered from 1, not {n}")
    return n


def _language(text: str) -> str:
    from desktop.languages import NATIVE_NAMES

    code = text.strip().lower()
    if code not in NATIVE_NAMES:
        raise argparse.ArgumentTypeError(
            f"{text[:20]!r} is not a language the app speaks ({'|'.join(NATIVE_NAMES)})")
    return code


def _size(text: str) -> tuple[int, int]:
    m = SIZE_RE.match(text.strip())
    if m is None:
        raise argparse.ArgumentTypeError(f"{text[:40]!r} is not a size like 1280x720")
    w, h = int(m.group(1)), int(m.group(2))
    (w_lo, w_hi), (h_lo, h_hi) = SIZE_LIMITS
    if not (w_lo <= w <= w_hi and h_lo <= h <= h_hi):
        raise argparse.ArgumentTypeError(
            f"{w}x{h} is outside {w_lo}x{h_lo} to {w_hi}x{h_hi}")
    return w, h


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="planechase", description=__doc__.splitlines()[0])
    parser.add_argument("--demo", action="store_true",
                        help="start a game with random decks and the virtual die")
    parser.add_argument("--players", type=_players, default=None, metavar="N",
                        help="players in the demo, 2 to 8 (default 4)")
    parser.add_argument("--variant", choices=("eternities_map",), default=None,
                        help="with --demo: play the demo on the Eternities Map")
    parser.add_argument("--table", choices=("flat", "upright"), default=None,
                        help="flat: the screen lies in the middle of the table, seats face "
                             "their players; upright: a laptop or TV at one end")
    parser.add_argument("--tv-screen", type=_screen_number, default=None, metavar="N",
                        help="open the TV window (the plane, the roll, whose turn; no "
                             "controls) full screen on screen N, numbered from 1 in the "
                             "system's order as View > TV window on lists them")
    parser.add_argument("--lang", type=_language, default=None, metavar="LANG",
                        help="the app's language for this run: es, it, fr, de, ja or en "
                             "(default: as in Settings, where System follows the system)")
    parser.add_argument("--screenshot", metavar="FILE", type=Path,
                        help="render the window after setting up, save a PNG and exit")
    parser.add_argument("--size", type=_size, default=None, metavar="WxH",
                        help="with --screenshot: lay the window out at exactly W×H "
                             "(default 1600x900)")
    parser.add_argument("--seed", type=int, default=None,
                        help="seed for decks and the virtual die (default: from the clock)")
    parser.add_argument("--data-dir", type=Path, default=None,
                        help="folder for the autosave and saved decks (default: the user "
                             "data folder)")
    parser.add_argument("--config-dir", type=Path, default=None,
                        help="folder for settings (default: the user config folder)")
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args(argv)
    if args.players is not None and not args.demo:
        parser.error("--players goes with --demo (the new-game wizard seats the players)")
    if args.variant is not None and not args.demo:
        parser.error("--variant goes with --demo (the new-game wizard offers the variant)")
    if args.size is not None and args.screenshot is None:
        parser.error("--size goes with --screenshot (a window takes the screen it is on)")
    return args


def build(args: argparse.Namespace, app: object) -> MainWindow:
    """The main window, set up as the arguments say (Qt is imported here, after the
    display check, so a machine without one gets a sentence, not a crash)."""
    from PySide6.QtCore import QCoreApplication, QTimer

    from desktop.autosave import Autosaver, recover
    from desktop.bridge import EngineBridge
    from desktop.deck_store import DECKS_FOLDER, DeckStore
    from desktop.dialogs.new_game import demo_setup
    from desktop.dialogs.settings import load_settings
    from desktop.i18n import install, resolve
    from desktop.table.main_window import MainWindow
    from engine.cards import default_cards
    from engine.errors import SaveFileError
    from engine.persistence import clean_temp_files

    data_dir = args.data_dir or Path(platformdirs.user_data_dir(APP_NAME))
    config_dir = args.config_dir or Path(platformdirs.user_config_dir(APP_NAME))
    cards = default_cards()
    with contextlib.suppress(OSError):  # temp files a killed settings save left behind
        clean_temp_files(config_dir)
    settings, settings_problem = load_settings(config_dir)
    if args.table is not None:
        settings = replace(settings, table_mode=args.table)
    # Before any widget is built: widgets translate their texts as they are made.
    install(args.lang or resolve(settings.language))
    seed = args.seed if args.seed is not None else time.time_ns() % 2**31
    bridge = EngineBridge(cards)
    if args.screenshot is None:
        # A screenshot run must not replace the player's autosaved game.
        bridge.autosaver = Autosaver(data_dir, cards, on_error=bridge.autosave_failed.emit)
    # The demo always rolls the app's own die, whatever die the player set up.
    window = MainWindow(bridge, settings, DeckStore(data_dir / DECKS_FOLDER), config_dir, seed,
                        die_override="virtual" if args.demo else None)
    if settings_problem:
        QTimer.singleShot(0, window, lambda: window.notify(settings_problem, "warn"))
    if args.screenshot is None:
        from desktop.keep_awake import KeepAwake

        window.keep_awake = KeepAwake(bridge, parent=window)
    if args.tv_screen is not None:
        number = args.tv_screen
        # Once the table's window is on its screen, so the TV goes to another one.
        QTimer.singleShot(0, window, lambda: window.tv.open_number(number))
    if args.demo:
        n = args.players or 4
        bridge.new_game(demo_setup(cards, seed, DEMO_NAMES[:n], args.variant))
        return window

    def offer_last_game() -> None:
        # Asked once the window is on screen, so the question opens centred on the table
        # rather than at the screen's corner over a black screen.
        saved, problem = recover(data_dir, cards)
        if problem:  # kept aside (a new game starts), or back with a note on what isn't
            window.notify(problem, "warn")
        if saved is not None and confirm_continue(window, _summary(saved.state)):
            bridge.resume(saved)
            return
        if saved is not None:  # not continued: keep it in Recent games, don't overwrite it
            try:
                window.recent.archive(saved.state, saved.history)
            except (SaveFileError, OSError) as exc:
                log.error("the last game couldn't go into Recent games: %s", exc)
            if window.recent.problems:  # older games found unreadable, now kept aside
                notes = "; ".join(window.recent.problems)
                window.notify(QCoreApplication.translate(
                    "MainWindow", "Recent games: {notes}").format(notes=notes), "warn")
        if bridge.view is None:
            window.new_game()

    QTimer.singleShot(0, window, offer_last_game)
    return window


def confirm_continue(parent: object, summary: str) -> bool:
    """Asks whether to continue the last game (the window's question; tests replace it)."""
    from desktop.table.main_window import confirm_continue as ask

    return ask(parent, summary)  # type: ignore[arg-type]


def _summary(state: object) -> str:
    from engine.state import GameState

    assert isinstance(state, GameState)
    players = ", ".join(p.name for p in state.players if p.in_game)
    plane = ", ".join(c.name for c in state.face_up)
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate("MainWindow", "Turn {turn}: {players} on {plane}").format(
        turn=state.turn, players=players, plane=plane)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.WARNING,
                        format="%(levelname)s %(name)s: %(message)s")
    problem = display_problem()
    if problem is not None:
        print(f"planechase: {problem}", file=sys.stderr)
        return 1
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0]])
    assert isinstance(app, QApplication)
    app.setApplicationName("Planechase Table")
    window = build(args, app)
    if args.screenshot is not None:
        size = args.size or SCREENSHOT_SIZE
        window.resize(*size)
        window.show()
        result: list[int] = []
        tries = [0]

        def shoot() -> None:
            tries[0] += 1
            if (window.width(), window.height()) != size and tries[0] < 10:
                window.resize(*size)  # a window manager moved it: lay it out again
                QTimer.singleShot(200, shoot)
                return
            ok = window.grab().save(str(args.screenshot), "PNG")
            if not ok:
                log.error("could not write the screenshot to %s", args.screenshot)
            result.append(0 if ok else 1)
            window.close()
            app.quit()

        QTimer.singleShot(400, shoot)  # let layouts settle and the card paint once
        app.exec()
        return result[0] if result else 1
    window.showMaximized()  # a table screen or TV: use all of it
    # What start-up made (Qt's wrappers, the card database) lives as long as the app: out
    # of the collector's sight, a long game's full collections stay short.
    gc.collect()
    gc.freeze()
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
