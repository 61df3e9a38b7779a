"""A write-ahead journal that makes every accepted action durable before anyone sees it.

A full save (the state with its undo history) takes a few milliseconds to encode and grows
with the game, so it is written in the background. The journal closes the gap: each
accepted action, undo or redo is appended to ``NAME.journal`` as its JSON command and
``fdatasync``-ed *before* the change is shown. The engine is deterministic (the RNG state
is part of the game state), so the last full save plus the journal's entries after it give
back exactly the game on the screen.

File layout (UTF-8 JSON lines)::

    {"journal": "planechase-journal", "version": 1, "game": "3f9c..."}
    {"seq": 1, "do": {"cmd": "roll"}}
    {"seq": 2, "do": {"cmd": "undo"}}

A save written with ``JournalMark(game, seq)`` holds every entry up to ``seq`` of the
journal of ``game``. Recovery replays the entries after ``seq`` whose header names the same
game; a journal of another game (a crash between a new game's save and its fresh journal)
is ignored. Only complete lines count: a torn last line was never acknowledged, so it was
never shown. Entries must follow each other (seq + 1); replay stops at the first that
doesn't, or that doesn't apply.
"""

from __future__ import annotations

import json
import logging
import os
import secrets
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.actions import action_from_json
from engine.cards import CardDatabase
from engine.errors import EngineError, SaveFileError
from engine.game import Game
from engine.persistence import (
    MAX_SAVE_BYTES,
    JournalMark,
    SavedGame,
    atomic_write,
    decode_game,
)

log = logging.getLogger(__name__)

JOURNAL_FORMAT = "planechase-journal"
JOURNAL_VERSION = 1
JOURNAL_SUFFIX = ".journal"
COMPACT_AFTER = 256
"""Entries a journal may hold beyond its last full save before the next full save rewrites
it without them (normally a full save catches up first and the journal is simply cut)."""
MAX_JOURNAL_BYTES = 32 * 1024 * 1024
UNDO = {"cmd": "undo"}
REDO = {"cmd": "redo"}


def journal_path(save: Path) -> Path:
    """The journal that goes with a save file: ``autosave.json`` → ``autosave.json.journal``."""
    return save.with_name(save.name + JOURNAL_SUFFIX)


def new_game_id() -> str:
    return secrets.token_hex(8)


def _line(obj: dict[str, Any]) -> bytes:
    # ASCII escapes: any text the engine accepted can be journaled, even a lone surrogate.
    return (json.dumps(obj, separators=(",", ":")) + "\n").encode("ascii")


def _header(game: str) -> bytes:
    return _line({"journal": JOURNAL_FORMAT, "version": JOURNAL_VERSION, "game": game})


class Journal:
    """The journal file of one save. ``append`` is called by whoever applies actions,
    ``saved`` by whoever writes the full saves (it may be another thread)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = threading.Lock()
        self._fd: int | None = None
        self._game: str | None = None
        self._seq = 0
        self._header_len = 0
        self._lines: list[tuple[int, bytes]] = []
        """The entries in the file (seq, line), for rewriting it without the saved ones."""

    @property
    def game(self) -> str | None:
        """The game whose journal is open (None before ``reset``)."""
        return self._game

    def reset(self, game: str, seq: int = 0) -> None:
        """Start the journal of ``game`` after a full save marked (game, seq): an empty
        journal replaces whatever file was there (crash-safe: old file or new one)."""
        with self._lock:
            self._close_fd()
            self._game = None
            atomic_write(self.path, _header(game), sync_folder=True)
            self._open(game, seq, [])

    def append(self, command: dict[str, Any]) -> JournalMark:
        """Append one accepted command; when this returns it is on disk (fdatasync)."""
        with self._lock:
            if self._fd is None or self._game is None:
                raise OSError(f"the journal {self.path} is not open")
            seq = self._seq + 1
            line = _line({"seq": seq, "do": command})
            _write_all(self._fd, line)
            _datasync(self._fd)
            self._seq = seq
            self._lines.append((seq, line))
            return JournalMark(self._game, seq)

    def saved(self, mark: JournalMark) -> None:
        """A full save marked ``mark`` is durable: drop the entries it holds. Cutting the
        file needs no sync (an old entry that survives a crash is skipped on replay)."""
        with self._lock:
            if self._fd is None or mark.game != self._game:
                return  # a save of a game this journal no longer follows
            if mark.seq >= self._seq:
                os.ftruncate(self._fd, self._header_len)
                self._lines = []
            elif len(self._lines) > COMPACT_AFTER:
                keep = [(s, line) for s, line in self._lines if s > mark.seq]
                self._close_fd()
                atomic_write(self.path, _header(mark.game) + b"".join(x for _, x in keep),
                             sync_folder=True)
                self._open(mark.game, self._seq, keep)

    def close(self, *, remove_if_empty: bool = False) -> None:
        """Close the file; with ``remove_if_empty`` delete it when every entry is saved."""
        with self._lock:
            empty = self._fd is not None and not self._lines  # only a file this opened
            self._close_fd()
            self._game = None
            if remove_if_empty and empty:
                self.path.unlink(missing_ok=True)

    def _open(self, game: str, seq: int, lines: list[tuple[int, bytes]]) -> None:
        self._fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | getattr(os, "O_BINARY", 0))
        self._game = game
        self._seq = seq
        self._header_len = len(_header(game))
        self._lines = lines

    def _close_fd(self) -> None:
        if self._fd is not None:
            fd, self._fd = self._fd, None
            os.close(fd)


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def _datasync(fd: int) -> None:
    getattr(os, "fdatasync", os.fsync)(fd)


# -- reading and recovery -----------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class JournalEntries:
    """The complete, consecutive entries of a journal that follow a save's mark."""

    commands: tuple[dict[str, Any], ...]
    problem: str | None = None
    """Why reading stopped before the end of the file (None when only a torn last line,
    which was never acknowledged, was left out)."""


def read_journal(path: Path, mark: JournalMark) -> JournalEntries:
    """The commands in ``path`` after ``mark.seq``, if the journal is ``mark.game``'s."""
    try:
        with open(path, "rb") as fh:
            raw = fh.read(MAX_JOURNAL_BYTES + 1)
    except FileNotFoundError:
        return JournalEntries(())
    except OSError as exc:
        return JournalEntries((), f"can't read {path.name}: {exc.strerror or exc}")
    if len(raw) > MAX_JOURNAL_BYTES:
        return JournalEntries((), f"{path.name} is larger than {MAX_JOURNAL_BYTES} bytes")
    lines = raw.split(b"\n")[:-1]  # the piece after the last newline is torn or empty
    if not lines or _parse(lines[0]) != {"journal": JOURNAL_FORMAT,
                                         "version": JOURNAL_VERSION, "game": mark.game}:
        return JournalEntries(())  # another game's journal, or none yet: nothing to replay
    out: list[dict[str, Any]] = []
    expected: int | None = None
    for number, line in enumerate(lines[1:], start=2):
        entry = _parse(line)
        seq = entry.get("seq") if isinstance(entry, dict) else None
        command = entry.get("do") if isinstance(entry, dict) else None
        if (not isinstance(seq, int) or isinstance(seq, bool) or not isinstance(command, dict)
                or (expected is not None and seq != expected)):
            return JournalEntries(tuple(out), f"{path.name} line {number} is damaged: "
                                              f"{line[:80].decode('utf-8', 'replace')!r}")
        expected = seq + 1
        if seq > mark.seq:
            out.append(command)
    return JournalEntries(tuple(out))


def _parse(line: bytes) -> Any:
    # The bounded reader of the hardened input work replaces json.loads here at merge.
    try:
        return json.loads(line.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None


def replay(game: Game, commands: tuple[dict[str, Any], ...]) -> tuple[int, str | None]:
    """Apply journaled commands in order: (how many applied, why it stopped or None)."""
    for done, command in enumerate(commands):
        try:
            if command == UNDO:
                game.undo()
            elif command == REDO:
                game.redo()
            else:
                game.apply(action_from_json(command))
        except EngineError as exc:
            return done, f"journal entry {done + 1} ({command.get('cmd')!r}) doesn't apply: {exc}"
    return len(commands), None


@dataclass(frozen=True, slots=True)
class Recovered:
    """A save with its journal replayed."""

    saved: SavedGame
    """The game as it was last shown, with its undo history."""
    replayed: int
    """Journal entries applied on top of the full save."""
    problem: str | None = None
    """Why part of the journal or of the undo history couldn't be used (None if all was)."""


def recover(path: Path, cards: CardDatabase) -> Recovered | None:
    """The game in save ``path`` plus its journal; None if there is no save. Raises
    ``SaveFileError`` if the save can't be read (the files are left as they are)."""
    try:
        with open(path, "rb") as fh:
            raw = fh.read(MAX_SAVE_BYTES + 1)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise SaveFileError("save.cannot_read", path=str(path),
                            detail=str(exc.strerror or exc)) from exc
    if len(raw) > MAX_SAVE_BYTES:
        raise SaveFileError("save.larger_than", path=str(path), limit=MAX_SAVE_BYTES)
    saved = decode_game(raw, cards, origin=str(path))
    mark = _mark(raw)
    entries = read_journal(journal_path(path), mark) if mark else JournalEntries(())
    if not entries.commands:
        return Recovered(saved, 0, entries.problem or saved.history_problem)
    game, history_problem = Game.load(saved, cards)
    done, replay_problem = replay(game, entries.commands)
    problem = "; ".join(p for p in (history_problem, entries.problem, replay_problem) if p)
    if done:
        log.info("replayed %d journal entries onto %s", done, path)
    history = game.history() if game.can_undo() or game.can_redo() else None
    return Recovered(SavedGame(game.state, history, history_problem), done, problem or None)


def _mark(raw: bytes) -> JournalMark | None:
    """The journal mark of a save that ``decode_game`` accepted (None in saves without)."""
    doc = _parse(raw)
    value = doc.get("journal") if isinstance(doc, dict) else None
    if not isinstance(value, dict):
        return None
    game, seq = value.get("game"), value.get("seq")
    if not isinstance(game, str) or not isinstance(seq, int) or isinstance(seq, bool):
        return None
    return JournalMark(game, seq)
