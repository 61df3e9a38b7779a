"""Autosave after every action, on a background thread, crash-safe.

The GUI hands over the newest game state and returns at once: a one-slot mailbox keeps only
the latest state, so a slow disk never queues up work or blocks the GUI thread. Writes go
through ``SaveFile`` (temp file, fdatasync, rename). A save file that can't be read is moved
aside under a new name, kept for the player, and never overwritten.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from desktop.keep_aside import READ_ERRORS, keep_aside
from engine.cards import CardDatabase
from engine.errors import SaveFileError
from engine.history import History
from engine.persistence import SavedGame, SaveFile, read_game
from engine.state import GameState

log = logging.getLogger(__name__)

AUTOSAVE_NAME = "autosave.json"


class Autosaver:
    """Writes the latest game state in the background; ``submit`` never blocks."""

    def __init__(self, folder: Path, cards: CardDatabase,
                 on_error: Callable[[str], None] | None = None) -> None:
        self.folder = folder
        self.path = folder / AUTOSAVE_NAME
        self.cards = cards
        self.on_error = on_error
        self._file = SaveFile(self.path)
        self._lock = threading.Condition()
        self._latest: tuple[GameState, History | None] | None = None
        self._stopping = False
        self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
        self._thread.start()

    def submit(self, state: GameState, history: History | None = None) -> None:
        """Queue ``state`` (and the undo history to save with it) for saving, replacing any
        state not written yet."""
        with self._lock:
            self._latest = (state, history)
            self._lock.notify()

    def flush(self, timeout: float = 5.0) -> bool:
        """Wait until everything submitted is on disk (tests and quitting)."""
        with self._lock:
            return self._lock.wait_for(lambda: self._latest is None, timeout)

    def close(self) -> None:
        self.flush()
        with self._lock:
            self._stopping = True
            self._lock.notify_all()
        self._thread.join(timeout=5.0)

    def _run(self) -> None:
        while True:
            with self._lock:
                self._lock.wait_for(lambda: self._latest is not None or self._stopping)
                if self._latest is None:
                    return
                latest = self._latest
            state, history = latest
            try:
                self.folder.mkdir(parents=True, exist_ok=True)
                self._file.write(state, self.cards, datetime.now(UTC), sync_folder=False,
                                 history=history)
            except (SaveFileError, OSError) as exc:
                log.error("autosave to %s failed: %s", self.path, exc)
                if self.on_error is not None:
                    self.on_error(str(exc))
            with self._lock:
                if self._latest is latest:
                    self._latest = None
                self._lock.notify_all()


def recover(folder: Path, cards: CardDatabase) -> tuple[SavedGame | None, str | None]:
    """The autosaved game with its undo history, if any. A file that can't be read is
    renamed aside (kept, never overwritten) and reported: returns (the saved game or None,
    message for the player or None)."""
    path = folder / AUTOSAVE_NAME
    if not path.exists() and not path.is_symlink():
        return None, None
    try:
        return read_game(path, cards), None
    except (SaveFileError, *READ_ERRORS) as exc:
        aside = keep_aside(path, exc)
        return None, aside.message(
            QCoreApplication.translate("Autosave", "The last game"),
            QCoreApplication.translate("Autosave", "a new game starts"))
