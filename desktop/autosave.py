"""Every action durable before it is shown; full saves in the background; crash recovery.

``record`` appends the accepted action to a write-ahead journal (``engine.journal``) with
``fdatasync`` and only then returns, so the bridge shows a change once it is on disk: a
crash, a kill -9 or a power cut never loses what the table saw. The full save (state plus
undo history; temp file, fdatasync, rename) is written on a background thread: a one-slot
mailbox keeps only the latest state, so a slow disk never queues up work or blocks the GUI
thread. Once a full save is durable the journal entries it holds are dropped. A new game or
a resumed one is saved in full at once (``start``): it begins a new journal.

A save file that can't be read is moved aside under a new name, kept for the player, and
never overwritten. Temp files a killed save left behind are removed at start.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop.keep_aside import READ_ERRORS, keep_aside
from engine.cards import CardDatabase
from engine.errors import SaveFileError
from engine.history import History
from engine.journal import Journal, journal_path, new_game_id
from engine.journal import recover as recover_journaled
from engine.persistence import JournalMark, SavedGame, SaveFile, clean_temp_files
from engine.state import GameState

log = logging.getLogger(__name__)

AUTOSAVE_NAME = "autosave.json"
SAVE_DELAY = 0.2
"""Seconds a full save waits after an action: the journal already holds the action, and
by then the repaint it caused is over, so encoding the save doesn't take the GIL from it.
A burst of actions is saved once (the mailbox keeps only the latest)."""

_Work = tuple[GameState, History | None, JournalMark]


class Autosaver:
    """The autosave of one data folder: ``start`` and ``record`` are durable when they
    return; the full saves they queue are written in the background."""

    def __init__(self, folder: Path, cards: CardDatabase,
                 on_error: Callable[[str], None] | None = None) -> None:
        self.folder = folder
        self.path = folder / AUTOSAVE_NAME
        self.cards = cards
        self.on_error = on_error
        self._file = SaveFile(self.path)
        self._journal = Journal(journal_path(self.path))
        self._write_lock = threading.Lock()
        """Held while the save file is written: ``start`` and the background never overlap."""
        self._lock = threading.Condition()
        self._latest: _Work | None = None
        self._stopping = False
        self._urgent = False
        """``flush`` wants the full save now, not after ``SAVE_DELAY``."""
        self._failing = False
        """A write failed and was reported; the next failure is only logged."""
        self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
        self._thread.start()
        clean_leftovers(folder)

    def start(self, state: GameState, history: History | None = None) -> bool:
        """A new or resumed game: save it in full now and begin its journal. False (and
        reported) if the disk refused."""
        with self._lock:
            self._latest = None  # an older game's state must not follow this one
        game = new_game_id()
        try:
            with self._write_lock:
                self.folder.mkdir(parents=True, exist_ok=True)
                self._file.write(state, self.cards, datetime.now(UTC), history=history,
                                 journal=JournalMark(game, 0))
                self._journal.reset(game)
        except (SaveFileError, OSError) as exc:
            self._report(exc)
            return False
        self._failing = False
        return True

    def record(self, command: dict[str, Any], state: GameState,
               history: History | None = None) -> bool:
        """The game became ``state`` through ``command`` (an action's JSON, or undo/redo):
        journal it durably, then queue a full save. After a failed write this saves in
        full at once instead (it tries again at every action until the disk takes it)."""
        if self._journal.game is None:
            return self.start(state, history)
        try:
            mark = self._journal.append(command)
        except OSError as exc:
            log.error("journal append to %s failed: %s", self._journal.path, exc)
            self._journal.close()
            return self.start(state, history)
        with self._lock:
            self._latest = (state, history, mark)
            self._lock.notify()
        return True

    def flush(self, timeout: float = 5.0) -> bool:
        """Wait until the latest state is in the full save too (tests, quitting, archiving)."""
        with self._lock:
            self._urgent = True
            self._lock.notify_all()
            done = self._lock.wait_for(lambda: self._latest is None, timeout)
            self._urgent = False
            return done

    def close(self) -> None:
        self.flush()
        with self._lock:
            self._stopping = True
            self._lock.notify_all()
        self._thread.join(timeout=5.0)
        with self._write_lock:
            # Every entry is in the full save: the journal file goes.
            self._journal.close(remove_if_empty=True)

    def _report(self, exc: Exception) -> None:
        log.error("autosave to %s failed: %s", self.path, exc)
        if self.on_error is not None and not self._failing:
            self._failing = True
            self.on_error(str(exc))

    def _run(self) -> None:
        while True:
            with self._lock:
                self._lock.wait_for(lambda: self._latest is not None or self._stopping)
                if self._latest is None:
                    return
                self._lock.wait_for(lambda: self._urgent or self._stopping, SAVE_DELAY)
                latest = self._latest
            if latest is None:  # ``start`` saved a new game in full meanwhile
                continue
            state, history, mark = latest
            try:
                with self._write_lock:
                    if mark.game == self._journal.game:  # not a game ``start`` replaced
                        # The folder is synced too: the journal is cut only once the
                        # rename that replaces its entries would survive a power cut.
                        self._file.write(state, self.cards, datetime.now(UTC),
                                         history=history, journal=mark)
                        self._journal.saved(mark)
            except (SaveFileError, OSError) as exc:
                # The journal still holds every action: nothing shown is lost.
                self._report(exc)
            with self._lock:
                if self._latest is latest:
                    self._latest = None
                self._lock.notify_all()


def clean_leftovers(folder: Path) -> list[Path]:
    """Remove the temp files killed saves left in the data folder, its Recent games and its
    saved decks."""
    from desktop.deck_store import DECKS_FOLDER
    from desktop.recent_games import RECENT_FOLDER

    return [*clean_temp_files(folder, legacy=True),
            *clean_temp_files(folder / RECENT_FOLDER, legacy=True),
            *clean_temp_files(folder / DECKS_FOLDER)]


def recover(folder: Path, cards: CardDatabase) -> tuple[SavedGame | None, str | None]:
    """The autosaved game as it was last shown (its full save plus its journal), with its
    undo history, if any. A file that can't be read is renamed aside (kept, never
    overwritten) and reported: returns (the saved game or None, message for the player or
    None). Temp files a killed save left behind are removed first."""
    clean_leftovers(folder)
    path = folder / AUTOSAVE_NAME
    try:
        recovered = recover_journaled(path, cards)
    except (SaveFileError, *READ_ERRORS) as exc:
        aside = keep_aside(path, exc)
        journal = journal_path(path)
        if aside.kept is not None and journal.exists():
            # Its actions belong to the unreadable save: keep them with it.
            try:
                journal.rename(aside.kept.with_name(aside.kept.name + ".journal"))
            except OSError as move_error:
                log.warning("journal of the unreadable autosave left at %s: %s", journal,
                            move_error)
        return None, aside.message(
            QCoreApplication.translate("Autosave", "The last game"),
            QCoreApplication.translate("Autosave", "a new game starts"))
    if recovered is None:
        return None, None
    if recovered.problem and recovered.problem != recovered.saved.history_problem:
        # Part of the journal didn't replay (a damaged disk): the game is back as far as it
        # goes. A lost undo history alone is said by ``EngineBridge.resume``.
        log.warning("autosave recovered with a problem: %s", recovered.problem)
        return recovered.saved, QCoreApplication.translate(
            "Autosave", "The last game is back, but its latest actions may be missing: {why}."
        ).format(why=recovered.problem)
    return recovered.saved, None
