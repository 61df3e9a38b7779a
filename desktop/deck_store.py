"""Named planar decks kept as plain-text deck lists ("1 Akoum") in one folder.

A deck file is ``<name>.txt``, readable and editable by hand. Writes are atomic (a temp
file in the same folder, then ``os.replace``), so a crash never leaves half a deck. A deck
file with a card name that isn't known is reported with its file name and left exactly as
it is, for the player to fix; one that can't be read as text at all is kept aside under a
new name (`desktop.keep_aside`) and reported. Nothing here deletes or rewrites a file except
``save`` and ``delete`` of that very name.

The caller passes the folder in (the app uses ``decks`` in its user data folder).
"""

from __future__ import annotations

import logging
import os
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from desktop.keep_aside import READ_ERRORS, is_kept_aside, keep_aside, read_capped, short
from desktop.printed_cards import english_name
from engine.cards import CardDatabase, default_cards
from engine.decks import MAX_LIST_CHARS, format_deck_list, parse_deck_list
from engine.errors import BadCommand
from engine.persistence import atomic_write

log = logging.getLogger(__name__)

SUFFIX = ".txt"
DECKS_FOLDER = "decks"
"""Saved decks live in this folder of the app's data folder."""
MAX_DECK_BYTES = MAX_LIST_CHARS
"""A deck list of every planar card ever printed is a few KiB."""
MAX_NAME = 80
_FORBIDDEN = frozenset('/\\:*?"<>|')
"""Characters that are path separators (or not allowed in a file name) on some system."""


class DeckStoreError(Exception):
    """A deck name that can't be used, or a deck file that can't be read, parsed or written.

    The message names the file; ``path`` is that file, or None for a refused name."""

    def __init__(self, message: str, path: Path | None = None) -> None:
        super().__init__(message)
        self.path = path


def check_name(name: str) -> str:
    """The deck name, trimmed; raise DeckStoreError for a name that can't be a file name."""
    clean = name.strip()
    if not clean:
        raise DeckStoreError("a deck needs a name")
    if len(clean) > MAX_NAME:
        raise DeckStoreError(f"a deck name can be at most {MAX_NAME} characters")
    bad = sorted({ch for ch in clean if ch in _FORBIDDEN or ord(ch) < 32})
    if bad or os.sep in clean or (os.altsep and os.altsep in clean):
        shown = ", ".join(repr(ch) for ch in bad) or repr(os.sep)
        raise DeckStoreError(f"a deck name can't hold {shown} (no folders or path separators)")
    if clean.startswith("."):
        raise DeckStoreError("a deck name can't start with '.'")
    return clean


class DeckStore:
    """Saved decks in ``folder`` (created on the first save)."""

    def __init__(self, folder: Path, cards: CardDatabase | None = None) -> None:
        self.folder = Path(folder)
        self.cards = cards if cards is not None else default_cards()
        self.kept_aside: list[str] = []
        """Messages about deck files found unreadable and kept aside, oldest first (the
        new-game wizard shows those found while it opens)."""

    # -- reading ---------------------------------------------------------------------------
    def names(self) -> list[str]:
        """Every saved deck, readable or not, sorted without regard to case."""
        try:
            entries = list(self.folder.iterdir())
        except FileNotFoundError:
            return []
        except OSError as exc:
            log.warning("can't list the deck folder %s: %s", self.folder, exc)
            return []
        names = [p.name[: -len(SUFFIX)] for p in entries
                 if p.name.endswith(SUFFIX) and not p.name.startswith(".") and p.is_file()
                 and not is_kept_aside(p)]
        return sorted((n for n in names if n), key=lambda n: (n.casefold(), n))

    def path(self, name: str) -> Path:
        """The file that holds the deck called ``name``."""
        return self.folder / f"{check_name(name)}{SUFFIX}"

    def load(self, name: str) -> tuple[str, ...]:
        """The deck's card names, canonical; DeckStoreError naming the file if it's bad.

        A file that can't be read as text (a folder, not UTF-8, too large, a count with
        thousands of digits) is kept aside under a new name and no longer listed; a list
        with a card name that isn't known stays where it is, for the player to fix."""
        path = self.path(name)
        try:
            text = read_capped(path, MAX_DECK_BYTES).decode("utf-8")
            return parse_deck_list(text, self.cards, english_name)
        except FileNotFoundError:
            raise DeckStoreError(f"{path.name}: there is no saved deck {name!r}", path) from None
        except BadCommand as exc:
            raise DeckStoreError(f"{path.name}: {short(exc)}", path) from exc
        except READ_ERRORS as exc:
            aside = keep_aside(path, exc)
            message = aside.message(
                QCoreApplication.translate("DeckStore", "The saved deck {name!r}").format(
                    name=name),
                QCoreApplication.translate("DeckStore", "it is no longer listed"))
            self.kept_aside.append(message)
            raise DeckStoreError(message, path) from None

    def problems(self) -> dict[str, str]:
        """Deck files that can't be read or parsed: name -> message (with the file name).

        They are kept as they are, for the player to fix or delete."""
        out: dict[str, str] = {}
        for name in self.names():
            try:
                self.load(name)
            except DeckStoreError as exc:
                out[name] = str(exc)
        for message in out.values():
            log.warning("unreadable saved deck: %s", message)
        return out

    # -- writing ---------------------------------------------------------------------------
    def save(self, name: str, cards: Sequence[str]) -> Path:
        """Write the deck atomically; replace only a deck of this very name."""
        clean = check_name(name)
        for other in self.names():
            if other != clean and other.casefold() == clean.casefold():
                # On a case-insensitive disk this would overwrite another deck's file.
                raise DeckStoreError(f"a deck called {other!r} already exists; pick a name "
                                     "that differs by more than case",
                                     self.folder / f"{other}{SUFFIX}")
        path = self.folder / f"{clean}{SUFFIX}"
        text = f"# Planechase deck: {clean}\n{format_deck_list(cards)}"
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            # Temp file, sync, rename: a kill leaves the old deck or the new one, and the
            # temp file is one the start-up cleaning recognises.
            atomic_write(path, text.encode("utf-8"))
        except OSError as exc:
            raise DeckStoreError(f"{path.name}: can't write it ({exc})", path) from exc
        return path

    def delete(self, name: str) -> None:
        """Remove the saved deck called ``name``."""
        path = self.path(name)
        try:
            path.unlink()
        except FileNotFoundError:
            raise DeckStoreError(f"{path.name}: there is no saved deck {name!r}", path) from None
        except OSError as exc:
            raise DeckStoreError(f"{path.name}: can't delete it ({exc})", path) from exc
