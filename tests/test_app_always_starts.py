"""The app always starts (issue 16, item 2): every file it reads at start, made hostile, is
moved aside under a name that says so, the player is told once, naming the file, and the
defaults are used. Through the real start-up path (`desktop.app.build`), and `planechase`
itself as a subprocess."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from desktop.keep_aside import aside_name, is_kept_aside, keep_aside, read_capped, short

ROOT = Path(__file__).resolve().parent.parent
HUGE = 70 * 1024 * 1024
"""Bytes of the huge file (sparse, so cheap): over every loader's limit, the save's 64 MiB
included."""

KINDS: dict[str, tuple[str, str]] = {
    "settings": ("config", "settings.json"),
    "last setup": ("config", "last-setup.json"),
    "autosave": ("data", "autosave.json"),
    "recent game": ("data", "recent/game-20261101-200000-000000.json"),
    "saved deck": ("data", "decks/Mine.txt"),
    "camera profile": ("config", "camera-profiles/default/profile.json"),
}
"""Each file the app reads: (folder, path inside it)."""

JSON_HOSTILE: dict[str, bytes | None] = {
    "deep nesting": b"[" * 100_000 + b"]" * 100_000,
    "5000-digit number": b'{"version": ' + b"9" * 5000 + b', "format": 1}',
    "NaN": b'{"version": NaN, "format": NaN, "ui_scale": NaN, "die_source": NaN}',
    "lone surrogate": b'{"format": "\\ud800", "version": 1, "theme": "\\ud800", '
                      b'"players": [{"name": "\\udc00"}]}',
    "invalid UTF-8": b'{"format": "\xff\xfe"}',
    "truncated": b'{"format": "planechase-save", "version": 1, "state": {"turn": ',
    "a folder": None,
    "huge": b"",  # made sparse, HUGE bytes
}
TEXT_HOSTILE: dict[str, bytes | None] = {
    "lone surrogate": b"1 Ak\xed\xa0\x80oum\n",
    "invalid UTF-8": b"1 Akoum\n\xff\xfe\n",
    "huge": b"",
}
CASES = [(kind, what) for kind in KINDS
         for what in (TEXT_HOSTILE if kind == "saved deck" else JSON_HOSTILE)]


def write_hostile(path: Path, kind: str, what: str) -> bytes | None:
    """Put the hostile ``what`` at ``path``; returns its bytes (None for a folder)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    content = (TEXT_HOSTILE if kind == "saved deck" else JSON_HOSTILE)[what]
    if content is None:
        path.mkdir()
        (path / "inside.txt").write_text("a folder where a file should be")
        return None
    if what == "huge":
        with path.open("wb") as handle:
            handle.truncate(HUGE)
        return None
    path.write_bytes(content)
    return content


def folders(tmp_path: Path, kind: str, what: str) -> tuple[Path, Path, bytes | None]:
    """(data folder, config folder, the hostile file) laid out for ``kind``."""
    data, config = tmp_path / "data", tmp_path / "config"
    data.mkdir()
    config.mkdir()
    where, rel = KINDS[kind]
    path = (data if where == "data" else config) / rel
    content = write_hostile(path, kind, what)
    if kind == "recent game":  # recent games are read when the last game is archived
        _autosave_a_game(data)
    if kind == "camera profile":  # read at start when the camera is the die
        (config / "settings.json").write_text(json.dumps(
            {"die_source": "camera", "camera_source": str(tmp_path / "no-camera.mp4")}))
    return data, config, content


def _autosave_a_game(data: Path) -> None:
    from engine_helpers import CARDS, new_game

    from desktop.autosave import AUTOSAVE_NAME
    from engine.persistence import encode_save

    game, _ = new_game()
    (data / AUTOSAVE_NAME).write_bytes(encode_save(game.state, CARDS, None, game.history()))


def assert_kept_aside(path: Path, content: bytes | None) -> Path:
    """``path`` is gone, kept as exactly one ``<stem>-unreadable-<stamp><suffix>``."""
    assert not path.exists()
    kept = [p for p in path.parent.iterdir() if is_kept_aside(p)]
    assert len(kept) == 1, kept
    (aside,) = kept
    assert aside.name.startswith(path.stem + "-unreadable-") and aside.suffix == path.suffix
    if content is not None:
        assert aside.read_bytes() == content  # kept as it was, byte for byte
    return aside


# -- through the real start-up path ----------------------------------------------------------

@pytest.fixture
def start(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> Callable[..., tuple[Any, list[str]]]:
    """Starts the app as `planechase --data-dir D --config-dir C` does (the last game is
    declined, the wizard is shown but not run); returns (window, every message shown)."""
    from PySide6.QtWidgets import QApplication

    from desktop import app as desktop_app
    from desktop.dialogs.new_game import NewGameWizard
    from desktop.table.main_window import MainWindow

    said: list[str] = []
    wizards: list[NewGameWizard] = []
    real_notify = MainWindow.notify

    def notify(self: MainWindow, message: str, tone: str = "info") -> None:
        said.append(message)
        real_notify(self, message, tone)

    def shown(self: NewGameWizard) -> int:
        self.show()  # the toast over it says what was kept aside
        wizards.append(self)
        if self.toast.text:
            said.append(self.toast.text)
        self.close()
        return 0

    monkeypatch.setattr(MainWindow, "notify", notify)
    monkeypatch.setattr(NewGameWizard, "exec", shown)
    monkeypatch.setattr(desktop_app, "confirm_continue", lambda parent, summary: False)

    def run(data: Path, config: Path) -> tuple[Any, list[str]]:
        args = desktop_app.parse_args(["--data-dir", str(data), "--config-dir", str(config)])
        window = desktop_app.build(args, QApplication.instance())
        qtbot.addWidget(window)
        window.resize(1280, 720)
        window.show()
        qtbot.waitUntil(lambda: bool(wizards), timeout=5000)  # start-up reached the wizard
        return window, said

    return run


@pytest.mark.parametrize(("kind", "what"), CASES)
def test_the_app_starts_past_a_hostile_file(start: Callable[..., tuple[Any, list[str]]],
                                            tmp_path: Path, kind: str, what: str) -> None:
    data, config, content = folders(tmp_path, kind, what)
    where, rel = KINDS[kind]
    path = (data if where == "data" else config) / rel
    window, said = start(data, config)
    aside = assert_kept_aside(path, content)
    told = [m for m in said if path.name in m and aside.name in m]
    assert len(told) == 1, said  # once, naming the file and where it is kept
    assert len(told[0]) < 800  # the bad value itself is never echoed in full
    if kind == "settings":
        assert window.settings.ui_scale == 1.0 and window.settings.die_source == "virtual"
    window.close()


def test_a_second_start_finds_nothing_to_report(start: Callable[..., tuple[Any, list[str]]],
                                                tmp_path: Path) -> None:
    data, config, _ = folders(tmp_path, "settings", "NaN")
    window, said = start(data, config)
    window.close()
    first = len(said)
    assert first == 1
    window, said = start(data, config)
    assert len(said) == first  # the bad file was moved aside: nothing new to say
    assert len([p for p in config.iterdir() if is_kept_aside(p)]) == 1
    window.close()


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0,
                    reason="permissions can't keep root out")
def test_an_unreadable_settings_file_is_kept_aside(start: Callable[..., tuple[Any, list[str]]],
                                                   tmp_path: Path) -> None:
    data, config, _ = folders(tmp_path, "settings", "truncated")
    (config / "settings.json").chmod(0)
    window, said = start(data, config)
    assert not (config / "settings.json").exists()
    assert any("settings.json" in m for m in said)
    window.close()


def test_a_file_the_app_may_not_read_is_kept_aside(start: Callable[..., tuple[Any, list[str]]],
                                                  tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    # Root reads any file, so the refusal is made where the app opens it.
    data, config, content = folders(tmp_path, "last setup", "truncated")
    path = config / "last-setup.json"
    real_open = Path.open

    def guarded(self: Path, *args: Any, **kwargs: Any) -> Any:
        if self == path:
            raise PermissionError(13, "Permission denied", str(self))
        return real_open(self, *args, **kwargs)

    monkeypatch.setattr(Path, "open", guarded)
    window, said = start(data, config)
    aside = assert_kept_aside(path, content)
    assert [m for m in said if "the app may not read it" in m and aside.name in m]
    window.close()


# -- planechase itself ----------------------------------------------------------------------

SUBPROCESS_CASES = [("settings", "NaN"), ("autosave", "5000-digit number"),
                    ("last setup", "deep nesting"), ("camera profile", "deep nesting")]
"""The issue's lock-outs, one per file read before the window shows (the matrix above runs
every kind in-process; each subprocess costs a second or two of CI)."""


@pytest.mark.parametrize(("kind", "what"), SUBPROCESS_CASES)
def test_planechase_starts_and_exits_cleanly(tmp_path: Path, kind: str, what: str) -> None:
    data, config, content = folders(tmp_path, kind, what)
    where, rel = KINDS[kind]
    path = (data if where == "data" else config) / rel
    shot = tmp_path / "shot.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-m", "desktop.app", "--data-dir", str(data), "--config-dir",
         str(config), "--screenshot", str(shot), "--size", "1280x720"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "Traceback" not in done.stderr, done.stderr[-2000:]
    assert shot.stat().st_size > 0
    assert_kept_aside(path, content)


# -- the helper ------------------------------------------------------------------------------

def test_keep_aside_never_overwrites(tmp_path: Path) -> None:
    now = datetime(2026, 11, 23, 21, 0, tzinfo=UTC)
    kept = []
    for n in range(3):
        path = tmp_path / "settings.json"
        path.write_text(f"bad {n}")
        aside = keep_aside(path, ValueError("bad"), now)
        assert aside.kept is not None
        kept.append(aside.kept)
    assert [p.name for p in kept] == ["settings-unreadable-20261123-210000.json",
                                      "settings-unreadable-20261123-210000-2.json",
                                      "settings-unreadable-20261123-210000-3.json"]
    assert [p.read_text() for p in kept] == ["bad 0", "bad 1", "bad 2"]
    assert all(is_kept_aside(p) for p in kept) and not is_kept_aside(tmp_path / "x.json")
    assert aside_name(tmp_path / "settings.json", now).name.endswith("-4.json")


def test_keep_aside_reports_a_file_it_cannot_move(tmp_path: Path) -> None:
    missing = tmp_path / "gone" / "settings.json"
    aside = keep_aside(missing, "not JSON")
    assert aside.kept is None and aside.move_error
    message = aside.message("Your settings", "defaults are used")
    assert "settings.json" in message and "left at" in message


def test_reasons_and_reads_are_bounded(tmp_path: Path) -> None:
    assert len(short("x" * 1_000_000)) == 160
    path = tmp_path / "big"
    path.write_bytes(b"x" * 1025)
    with pytest.raises(ValueError, match="larger than 1 KiB"):
        read_capped(path, 1024)
    assert read_capped(path, 2048) == b"x" * 1025


def test_settings_values_that_parse_but_make_no_sense_fall_back() -> None:
    from desktop.dialogs.settings import Settings

    odd = Settings(ui_scale="nan", card_text_scale=float("inf"),  # type: ignore[arg-type]
                   tower_baud=float("inf"), tower_port="/dev/\ud800",  # type: ignore[arg-type]
                   camera_source="\udc00").checked()
    assert (odd.ui_scale, odd.card_text_scale) == (1.0, 1.0)
    assert odd.tower_baud == Settings().tower_baud and odd.tower_port == ""
    assert odd.camera_source == Settings().camera_source
    assert Settings(ui_scale=9).checked().ui_scale == 3.0  # in range: clamped as before


def test_a_deck_with_an_absurd_count_is_refused_and_left_to_fix(tmp_path: Path) -> None:
    """A deck list is text the player can read and mend: a count of thousands of digits is
    refused in one short sentence (901.3: one copy of each card) and the file stays, like a
    list naming an unknown card; nothing is parsed into a billion names."""
    from desktop.deck_store import DeckStore, DeckStoreError

    folder = tmp_path / "decks"
    folder.mkdir()
    path = folder / "Mine.txt"
    path.write_bytes(b"9" * 5000 + b" Akoum\n")
    store = DeckStore(folder)
    with pytest.raises(DeckStoreError) as exc:
        store.load("Mine")
    assert "Mine.txt" in str(exc.value) and len(str(exc.value)) < 300
    assert path.read_bytes().startswith(b"9999")
    assert "Mine" in store.problems()


def test_temp_files_of_killed_deck_and_settings_saves_are_cleaned_at_start(
        start: Callable[..., tuple[Any, list[str]]], tmp_path: Path) -> None:
    """A kill during a deck's or the settings' save leaves a temp file; the next start
    removes it (a dead process's, named as ``atomic_write`` names them) and nothing else."""
    from desktop.deck_store import DeckStore

    data, config = tmp_path / "data", tmp_path / "config"
    decks = data / "decks"
    decks.mkdir(parents=True)
    config.mkdir(parents=True)
    from engine_helpers import deck

    DeckStore(decks).save("Mine", deck())
    dead = 999_999_999  # no such process
    leftovers = [decks / f".Mine.txt.{dead}-0123abcd.planechase-tmp",
                 config / f".settings.json.{dead}-89abcdef.planechase-tmp"]
    for path in leftovers:
        path.write_text("half a save")
    window, _ = start(data, config)
    assert not any(p.exists() for p in leftovers)
    assert (decks / "Mine.txt").exists()
    window.close()
