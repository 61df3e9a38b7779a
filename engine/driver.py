"""``python -m engine``: the JSON-lines driver.

One JSON command per line on stdin; one JSON reply per line on stdout:
``{"ok": bool, "error": str|null, "events": [...], "state": {...}|null}``.
A malformed line gets ``ok: false`` and the driver keeps going. With ``--autosave FILE``
every accepted command is in FILE (saved in full, synced) before its reply is written.
See docs/engine-protocol.md.
"""

from __future__ import annotations

import argparse
import copy
import gc
import json
import logging
import sys
from collections.abc import Callable, Iterable
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, Any

from engine.actions import parse_action, parse_new_game
from engine.cards import CardDatabase, default_cards
from engine.errors import BadCommand, EngineError, SaveFileError
from engine.events import CardInfo, Event, Loaded, Saved
from engine.game import Game
from engine.journal import recover
from engine.messages import msg
from engine.persistence import SaveFile, clean_temp_files
from engine.safe_json import InputError, clip, loads_bounded, shorten
from engine.view import state_view

log = logging.getLogger(__name__)

Clock = Callable[[], datetime]
READ_ONLY = frozenset({"state", "rulings", "save"})
"""Commands that never change the game (``save`` writes another file)."""

MAX_LINE_BYTES = 1024 * 1024
"""A command line's size limit: a new game with eight 100-card decks is about 30 KB."""
MAX_LINE_DEPTH = 8
"""Nesting of a command: {"cmd": "new", "decks": {"A": [...]}} is 3 deep."""
MAX_PATH_CHARS = 1024
MAX_ERROR_CHARS = 2000
"""A refusal longer than this is cut (every quoted value is already cut to 80)."""


def _utc_now() -> datetime:
    return datetime.now(UTC)


class Session:
    """One driver session: at most one game, commands in, replies out."""

    def __init__(self, cards: CardDatabase | None = None, clock: Clock = _utc_now,
                 log_tail: int = 50, autosave: Path | None = None) -> None:
        self.cards = cards or default_cards()
        self.clock = clock
        self.log_tail = log_tail
        self.game: Game | None = None
        self._save_files: dict[Path, SaveFile] = {}
        self.autosave = None if autosave is None else SaveFile(autosave)
        """With ``--autosave``: the file every accepted command is saved in before its reply."""

    def resume(self) -> str | None:
        """Carry on with the autosave file's game (and its undo history), if the file exists;
        returns why undo can't go back, or None. Raises ``SaveFileError`` if the file can't
        be read (it is left untouched). Temp files a killed save left are removed first."""
        assert self.autosave is not None
        path = self.autosave.path
        clean_temp_files(path.parent, path.name)
        recovered = recover(path, self.cards)  # also replays the app's journal, if any
        if recovered is None:
            return None
        self.game, problem = Game.load(recovered.saved, self.cards)
        self.autosave.read_game(self.cards)  # the file is known readable: it may be replaced
        return recovered.problem or problem

    def handle_line(self, line: str) -> dict[str, Any]:
        line = line.strip()
        try:
            command = loads_bounded(line, max_bytes=MAX_LINE_BYTES, max_depth=MAX_LINE_DEPTH,
                                    what=msg("input.the_line"))
        except InputError as exc:
            bad = exc.syntax
            if bad is None:
                return self._reply(False, EngineError(exc.message), [])
            where = (msg("input.at_end", what=msg("input.the_line")) if bad.pos >= len(line)
                     else msg("input.at_character", at=bad.pos + 1))
            return self._reply(False, EngineError("command.malformed_json", detail=bad.msg,
                                                  where=where), [])
        return self.handle(command)

    def handle(self, command: Any) -> dict[str, Any]:
        durable = self.autosave is not None and not (
            isinstance(command, dict) and command.get("cmd") in READ_ONLY)
        before = _snapshot(self.game) if durable else None
        try:
            events = self._dispatch(command)
            if durable:
                self._save_durably()
        except SaveFileError as exc:
            if durable:  # not on disk, so not done: the game goes back to what it was
                self.game = before
            return self._reply(False, exc, [])
        except EngineError as exc:
            return self._reply(False, exc, [])
        except Exception as exc:  # a bug: report it loudly, keep the game as it was
            log.exception("internal error on command %s", shorten(command, 400))
            if durable:
                self.game = before
            return self._reply(False, EngineError("command.internal_error",
                                                  kind=type(exc).__name__,
                                                  detail=shorten(str(exc), 400)), [])
        return self._reply(True, None, events)

    def _save_durably(self) -> None:
        """The whole game in the autosave file, synced (data and folder) before the reply."""
        assert self.autosave is not None
        game = self.game
        if game is None:
            return
        try:
            self.autosave.write(game.state, self.cards, self.clock(), history=game.history())
        except SaveFileError as exc:
            raise SaveFileError("save.autosave_failed", problem=exc.message) from None

    def _dispatch(self, command: Any) -> list[Event]:
        if not isinstance(command, dict):
            raise BadCommand("command.not_object", example="state")
        cmd = command.get("cmd")
        if cmd == "new":
            self.game, events = Game.new(parse_new_game(command), self.cards)
            return events
        if cmd == "load":
            path = self._path(command)
            saved = self._save_file(path).read_game(self.cards)
            self.game, _ = Game.load(saved, self.cards)  # a lost history is logged
            return [Loaded(str(path))]
        if cmd == "state":
            _no_fields(command)
            return []
        if cmd == "rulings":
            return [self._card_info(command)]
        game = self.game
        if game is None:
            raise BadCommand("command.no_game")
        if cmd == "undo":
            _no_fields(command)
            return game.undo()
        if cmd == "redo":
            _no_fields(command)
            return game.redo()
        if cmd == "save":
            path = self._path(command)
            self._save_file(path).write(game.state, self.cards, self.clock(),
                                        history=game.history())
            return [Saved(str(path))]
        return game.apply(parse_action(command))

    def _card_info(self, command: dict[str, Any]) -> CardInfo:
        if set(command) - {"cmd", "card"} or not isinstance(command.get("card"), str):
            raise BadCommand("command.rulings_need_card")
        card = self.cards.resolve(command["card"])
        return CardInfo(card.name, card.type_line, card.oracle_text,
                        tuple(f"{r.date}: {r.text}" for r in card.rulings), card.category,
                        tuple("" if r.source is None else f"{r.source.label}: {r.source.detail}"
                              for r in card.rulings))

    def _save_file(self, path: Path) -> SaveFile:
        try:
            key = path.resolve()
        except (OSError, RuntimeError) as exc:  # RuntimeError: a symlink loop (Python 3.11)
            raise BadCommand("command.unusable_path", given=shorten(str(path)),
                             detail=str(exc)) from None
        if key not in self._save_files:
            self._save_files[key] = SaveFile(path)
        return self._save_files[key]

    @staticmethod
    def _path(command: dict[str, Any]) -> Path:
        extra = set(command) - {"cmd", "path"}
        if extra:
            raise BadCommand("command.only_path", cmd=command["cmd"])
        path = command.get("path")
        if not isinstance(path, str) or not path.strip():
            raise BadCommand("command.needs_path", cmd=command["cmd"])
        if "\0" in path or len(path) > MAX_PATH_CHARS:
            raise BadCommand("command.bad_path", cmd=command["cmd"], given=shorten(path))
        return Path(path)

    def _reply(self, ok: bool, refusal: EngineError | None,
               events: list[Event]) -> dict[str, Any]:
        game = self.game
        state = None
        if game is not None:
            state = state_view(game.state, self.cards, log_tail=self.log_tail,
                               can_undo=game.can_undo(), can_redo=game.can_redo())
        error = None if refusal is None else str(refusal)
        if error is not None and len(error) > MAX_ERROR_CHARS:
            error = error[: MAX_ERROR_CHARS - 1] + "…"
        message = None if refusal is None else refusal.message.to_json()
        return {"ok": ok, "error": error,
                "error_id": None if message is None else message["id"],
                "error_params": None if message is None else message["params"],
                "error_rule": None if refusal is None else refusal.rule,
                "events": [e.to_json() for e in events], "state": state}


def _snapshot(game: Game | None) -> Game | None:
    """A copy of the game to go back to if the autosave fails. States are never changed in
    place once replaced, so copying the game object and its two history lists is enough."""
    if game is None:
        return None
    twin = copy.copy(game)
    twin._undo = list(game._undo)
    twin._redo = list(game._redo)
    return twin


def _no_fields(command: dict[str, Any]) -> None:
    extra = set(command) - {"cmd"}
    if extra:
        raise BadCommand("command.no_fields", cmd=command["cmd"],
                         given=clip(", ".join(sorted(extra))))


def run(lines: Iterable[str], out: IO[str], session: Session) -> None:
    for line in lines:
        if not line.strip():
            continue
        reply = session.handle_line(line)
        text = json.dumps(reply, ensure_ascii=False)
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:  # a lone surrogate got past the reader: still reply
            log.error("reply held text that is not valid Unicode; sent with \\u escapes")
            text = json.dumps(reply)
        out.write(text + "\n")
        out.flush()


def bounded_lines(stream: IO[str], limit: int = MAX_LINE_BYTES) -> Iterable[str]:
    """The stream's lines, never holding more than ``limit + 1`` characters of one line:
    the rest of a longer line is skipped, and what is kept is refused as too long."""
    while True:
        line = stream.readline(limit + 1)
        if not line:
            return
        if len(line) > limit and not line.endswith("\n"):
            while (rest := stream.readline(limit)) and not rest.endswith("\n"):
                pass
        yield line


def _short(exc: Exception, limit: int = 300) -> str:
    """One line of an error, cut to ``limit`` characters."""
    text = " ".join(str(exc).split())
    return text if len(text) <= limit else text[:limit - 1] + "…"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m engine",
        description="Planechase rules engine: JSON commands on stdin, JSON replies on stdout.")
    parser.add_argument("--log-tail", type=int, default=50,
                        help="how many log entries each reply's state carries (default 50)")
    parser.add_argument("--autosave", type=Path, default=None, metavar="FILE",
                        help="resume FILE if it exists, and save every accepted command in it "
                             "(synced) before writing its reply")
    parser.add_argument("-v", "--verbose", action="store_true", help="debug logging on stderr")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.WARNING,
                        stream=sys.stderr, format="%(levelname)s %(name)s: %(message)s")
    session = Session(log_tail=max(0, args.log_tail), autosave=args.autosave)
    # The card database and the interpreter's own objects live as long as the driver: out
    # of the collector's sight, full collections in a long game stay short.
    gc.collect()
    gc.freeze()
    if session.autosave is not None:
        try:
            problem = session.resume()
        except SaveFileError as exc:
            print(f"planechase-engine: can't resume --autosave: {_short(exc)} (the file is "
                  "left untouched)", file=sys.stderr)
            return 2
        if problem:
            log.warning("resumed %s: %s", args.autosave, problem)
    # Replies are UTF-8 whatever the locale says; card names have curly apostrophes.
    with (
        open(sys.stdin.fileno(), encoding="utf-8", errors="replace", closefd=False) as stdin,
        open(sys.stdout.fileno(), "w", encoding="utf-8", closefd=False) as stdout,
    ):
        try:
            run(bounded_lines(stdin), stdout, session)
        except KeyboardInterrupt:
            return 130
    return 0
