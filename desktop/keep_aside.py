"""Files the app can't read are kept aside, never deleted or overwritten, and named once.

Every file the app reads (settings, the wizard's memory, the autosave, recent games, saved
decks, camera profiles) goes through the same rule: a file that can't be read is renamed to
``<name>-unreadable-<UTC stamp>[-n].<ext>`` beside it, the app goes on with its defaults,
and the player gets one message naming both the file and where it is kept. The next start
then finds no bad file, so a hostile file can't lock the app out of starting.
"""

from __future__ import annotations

import json
import logging
import os
import re
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication

log = logging.getLogger(__name__)

MARK = "-unreadable-"
MAX_REASON = 160
"""Characters of a loader's reason shown to the player (the rest is in the log)."""
READ_ERRORS = (OSError, ValueError, RecursionError)
"""What reading and decoding JSON or text can raise on hostile input: I/O errors, invalid
UTF-8, bad JSON and integer literals over Python's digit limit (ValueError), nesting
deeper than the interpreter's stack (RecursionError)."""
_KEPT = re.compile(re.escape(MARK) + r"\d{8}-\d{6}(-\d+)?$")


def is_kept_aside(path: Path) -> bool:
    """Whether ``path`` is a file this module set aside (stores skip those when listing)."""
    return _KEPT.search(path.name[: len(path.name) - len(path.suffix)]) is not None


def aside_name(path: Path, now: datetime | None = None) -> Path:
    """The first free ``<stem>-unreadable-<stamp>[-n]<suffix>`` beside ``path``."""
    stamp = (now or datetime.now(UTC)).astimezone(UTC).strftime("%Y%m%d-%H%M%S")
    base = f"{path.stem}{MARK}{stamp}"
    kept = path.with_name(base + path.suffix)
    n = 1
    while kept.exists() or kept.is_symlink():
        n += 1
        kept = path.with_name(f"{base}-{n}{path.suffix}")
    return kept


def short(reason: object, limit: int = MAX_REASON) -> str:
    """A loader's reason in at most ``limit`` characters (a bad value can be megabytes)."""
    text = " ".join(str(reason).split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


translate = QCoreApplication.translate
"""Called by this name, so lupdate extracts each text (context first)."""


def plain(reason: object) -> str:
    """Why a file couldn't be read, in words for the player (Python's own messages for
    hostile JSON name interpreter limits), at most `MAX_REASON` characters."""
    if isinstance(reason, RecursionError):
        return translate("KeepAside", "it is nested too deeply")
    if isinstance(reason, IsADirectoryError):
        return translate("KeepAside", "it is a folder, not a file")
    if isinstance(reason, PermissionError):
        return translate("KeepAside", "the app may not read it")
    if isinstance(reason, UnicodeError):
        return translate("KeepAside", "it is not UTF-8 text")
    if isinstance(reason, json.JSONDecodeError):
        return translate("KeepAside", "it is not valid JSON (line {line}, column {column})"
                         ).format(line=reason.lineno, column=reason.colno)
    if isinstance(reason, ValueError) and "integer string conversion" in str(reason):
        return translate("KeepAside", "it holds a number with thousands of digits")
    if isinstance(reason, OSError):
        return short(reason.strerror or reason)
    return short(reason)


@dataclass(frozen=True, slots=True)
class SetAside:
    """A file that couldn't be read: where it was, where it is now, and why."""

    path: Path
    kept: Path | None
    """Its new name; None if it couldn't be moved (it is then left untouched)."""
    reason: str
    move_error: str = ""

    def message(self, what: str, fallback: str) -> str:
        """One message for the player: ``what`` (the file's name follows it) couldn't be
        read, the ``fallback`` used, and where the file is now (``what`` and ``fallback``
        already translated by the caller)."""
        if self.kept is not None:
            return QCoreApplication.translate(
                "KeepAside", "{what} ({name}) couldn't be read ({why}); {fallback}. The file "
                "is kept as {kept}.").format(what=what, name=self.path.name, why=self.reason,
                                             fallback=fallback, kept=self.kept)
        return QCoreApplication.translate(
            "KeepAside", "{what} ({name}) couldn't be read ({why}); {fallback}. It couldn't "
            "be moved aside ({error}) and is left at {path}.").format(
                what=what, name=self.path.name, why=self.reason, fallback=fallback,
                error=self.move_error, path=self.path)


def keep_aside(path: Path, reason: object, now: datetime | None = None) -> SetAside:
    """Rename the unreadable ``path`` (a file, or a folder where a file should be) to a new
    name beside it, never over an existing one; logs and returns what happened. ``reason``
    is the loader's exception (or text)."""
    why = plain(reason)
    try:
        kept = aside_name(path, now)
        _rename_new(path, kept)
    except OSError as exc:
        log.warning("unreadable %s left in place (%s): %s", path, exc, why)
        return SetAside(path, None, why, short(exc.strerror or exc))
    log.warning("unreadable %s kept as %s: %s", path, kept.name, why)
    return SetAside(path, kept, why)


def _rename_new(path: Path, kept: Path) -> None:
    """Rename without replacing: a hard link fails if ``kept`` appeared meanwhile; folders
    (and file systems without hard links) fall back to a checked rename."""
    if path.is_file() and not path.is_symlink():
        try:
            os.link(path, kept)
        except FileExistsError:
            raise
        except OSError:
            pass  # no hard links here (FAT, some network shares): rename below
        else:
            try:
                path.unlink()
            except OSError:
                kept.unlink()  # one name only: the file stays where it was
                raise
            return
    if kept.exists() or kept.is_symlink():
        raise FileExistsError(f"{kept} already exists")
    path.rename(kept)


def read_capped(path: Path, limit: int) -> bytes:
    """The bytes of ``path``; ValueError if it holds more than ``limit`` (without reading
    more than that), OSError if it can't be read (IsADirectoryError for a folder)."""
    with path.open("rb") as handle:
        data = handle.read(limit + 1)
    if len(data) > limit:
        raise ValueError(f"it is larger than {_size(limit)}")
    return data


def _size(n: int) -> str:
    return f"{n // (1024 * 1024)} MiB" if n >= 1024 * 1024 else f"{n // 1024} KiB"
