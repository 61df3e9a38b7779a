"""Recent games: the last ten games the table left, each a full save that can be resumed.

When a new game replaces a running one, or a recent game is resumed, the game being left
is archived here: one save file per game (with its undo history), written like the
autosave (temp file, fdatasync, rename). Only the newest ``KEEP`` are kept. A file here
that can't be read is renamed aside (``game-...-unreadable-<stamp>.json``, see
`desktop.keep_aside`), kept for the player and skipped;
nothing here ever writes over a file it didn't just create.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from desktop.keep_aside import READ_ERRORS, is_kept_aside, keep_aside, short
from engine.cards import CardDatabase
from engine.errors import SaveFileError
from engine.history import History
from engine.persistence import SavedGame, SaveFile, read_game
from engine.state import GameState

log = logging.getLogger(__name__)

RECENT_FOLDER = "recent"
"""The store's folder name inside the app's data folder."""
KEEP = 10
"""Games kept; older ones are deleted when a newer one is archived."""
PREFIX = "game-"
SUFFIX = ".json"


@dataclass(frozen=True, slots=True)
class RecentGame:
    """One archived game, with what a list needs to tell it apart."""

    path: Path
    saved_at: datetime
    players: tuple[str, ...]
    """Everyone who sat down, in seating order."""
    left: tuple[str, ...]
    """Those of them who had left the game."""
    turn: int
    turn_player: str
    planes: tuple[str, ...]
    """The face-up plane(s) or phenomenon."""
    game_over: bool
    winner: str | None

    @classmethod
    def of(cls, path: Path, state: GameState, saved_at: datetime) -> RecentGame:
        return cls(path, saved_at, tuple(p.name for p in state.players),
                   tuple(p.name for p in state.players if not p.in_game), state.turn,
                   state.turn_player, tuple(c.name for c in state.face_up), state.game_over,
                   state.winner)


class RecentGames:
    """The store in ``folder`` (created on the first archive)."""

    def __init__(self, folder: Path, cards: CardDatabase, keep: int = KEEP) -> None:
        self.folder = Path(folder)
        self.cards = cards
        self.keep = keep
        self.problems: list[str] = []
        """Files found unreadable by the last ``games()``: what was wrong, where they went."""

    def games(self) -> list[RecentGame]:
        """The archived games, newest first. Unreadable files are moved aside and skipped."""
        self.problems = []
        out = []
        for path in self._files():
            try:
                saved = _read(path, self.cards)
            except SaveFileError as exc:
                self._set_aside(path, exc)
                continue
            out.append(RecentGame.of(path, saved.state, _saved_at(path)))
        out.sort(key=lambda g: (g.saved_at, g.path.name), reverse=True)
        return out

    def load(self, game: RecentGame) -> SavedGame:
        """The game with its undo history; SaveFileError if it can't be read any more."""
        return _read(game.path, self.cards)

    def archive(self, state: GameState, history: History | None,
                now: datetime | None = None) -> RecentGame:
        """Keep this game (crash-safe), then drop the oldest beyond ``keep``."""
        now = now or datetime.now(UTC)
        self.folder.mkdir(parents=True, exist_ok=True)
        path = self._new_path(now)
        SaveFile(path).write(state, self.cards, now, history=history)
        for old in self.games()[self.keep:]:
            try:
                self.forget(old)
            except SaveFileError as exc:  # the new game is safe; the list is one too long
                log.warning("oldest recent game not removed: %s", exc)
        return RecentGame.of(path, state, now)

    def forget(self, game: RecentGame) -> None:
        """Remove a game from the list (it was resumed, or is the oldest)."""
        try:
            game.path.unlink()
        except FileNotFoundError:
            pass  # already gone: that is what was asked
        except OSError as exc:
            raise SaveFileError(f"can't remove {game.path}: {exc.strerror or exc}") from exc

    # -- files --------------------------------------------------------------------------------
    def _files(self) -> list[Path]:
        try:
            entries = list(self.folder.iterdir())
        except FileNotFoundError:
            return []
        except OSError as exc:
            log.warning("can't list recent games in %s: %s", self.folder, exc)
            self.problems.append(f"can't list {self.folder}: {exc.strerror or exc}")
            return []
        return [p for p in entries
                if p.name.startswith(PREFIX) and p.name.endswith(SUFFIX)
                and not is_kept_aside(p) and not p.is_symlink()]

    def _new_path(self, now: datetime) -> Path:
        stamp = now.astimezone(UTC).strftime("%Y%m%d-%H%M%S-%f")
        path = self.folder / f"{PREFIX}{stamp}{SUFFIX}"
        n = 1
        while path.exists():  # two archives in the same microsecond: never overwrite
            n += 1
            path = self.folder / f"{PREFIX}{stamp}-{n}{SUFFIX}"
        return path

    def _set_aside(self, path: Path, exc: SaveFileError) -> None:
        aside = keep_aside(path, exc)
        if aside.kept is None:
            self.problems.append(QCoreApplication.translate(
                "RecentGames", "{name} can't be read ({why}); it is left as it is").format(
                    name=path.name, why=aside.reason))
            return
        self.problems.append(QCoreApplication.translate(
            "RecentGames", "{name} can't be read ({why}); it is kept as {kept}").format(
                name=path.name, why=aside.reason, kept=aside.kept.name))


def _read(path: Path, cards: CardDatabase) -> SavedGame:
    """``read_game``, with what JSON decoding can raise on hostile input as SaveFileError."""
    try:
        return read_game(path, cards)
    except SaveFileError:
        raise
    except READ_ERRORS as exc:
        raise SaveFileError(f"{path.name} is not a readable save file ({short(exc)})") from None


def _saved_at(path: Path) -> datetime:
    """When the game was archived: from the file name, else the file's time."""
    stem = path.name[len(PREFIX):-len(SUFFIX)]
    try:
        return datetime.strptime(stem[:22], "%Y%m%d-%H%M%S-%f").replace(tzinfo=UTC)
    except ValueError:
        return datetime.fromtimestamp(path.stat().st_mtime, UTC)
