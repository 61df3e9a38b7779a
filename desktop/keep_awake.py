"""Keeps the screen awake while a game is running, through wakepy.

wakepy's ``keep.presenting`` mode keeps the system running *and* the display on, with no
screen saver or lock (``keep.running`` would let the screen go dark under the table): one
maintained cross-platform API (the freedesktop or GNOME inhibitors over D-Bus on Linux,
``SetThreadExecutionState`` on Windows, ``caffeinate`` on macOS).

The mode is a context manager; a game's start and end aren't a ``with`` block, so it is
entered and left explicitly through an ``ExitStack``. It is held while a game is running
(not over) and released when the game ends, the bridge has no game, or the app quits. A
failure to inhibit (no D-Bus session, a locked-down desktop) is logged once and never stops
the app.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from contextlib import AbstractContextManager, ExitStack
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

from desktop.bridge import EngineBridge

log = logging.getLogger(__name__)

ModeFactory = Callable[[Callable[[Any], None]], AbstractContextManager[Any]]
"""Makes a fresh keep-awake mode, given what to call if it can't be activated (wakepy's
``on_fail``, called with its ``ActivationResult``)."""


def wakepy_presenting(on_fail: Callable[[Any], None]) -> AbstractContextManager[Any]:
    """wakepy's mode that keeps the display on (imported on first use)."""
    from wakepy import keep

    mode: AbstractContextManager[Any] = keep.presenting(on_fail=on_fail)
    return mode


class KeepAwake(QObject):
    """Holds a keep-awake mode while the bridge's game is running."""

    def __init__(self, bridge: EngineBridge, mode_factory: ModeFactory = wakepy_presenting,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._factory = mode_factory
        self._stack: ExitStack | None = None
        self._failure_logged = False
        self.failed = False
        """The last attempt could not keep the screen awake."""
        bridge.changed.connect(self._on_changed)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.release)
        self._on_changed(bridge.view, [])

    @property
    def active(self) -> bool:
        """A mode is held now (it may have failed to inhibit: see ``failed``)."""
        return self._stack is not None

    def _on_changed(self, view: dict[str, Any] | None, events: list[dict[str, Any]]) -> None:
        running = view is not None and not view.get("game_over", False)
        if running and self._stack is None:
            self.hold()
        elif not running and self._stack is not None:
            self.release()

    def hold(self) -> None:
        """Start keeping the screen awake (a game started or came back)."""
        if self._stack is not None:
            return
        self.failed = False
        stack = ExitStack()
        try:
            stack.enter_context(self._factory(self._activation_failed))
        except (ImportError, OSError, RuntimeError) as exc:
            # wakepy missing or its platform call raising: the table plays on regardless.
            self._activation_failed(exc)
            stack.close()
            return
        self._stack = stack
        log.debug("keeping the screen awake")

    def release(self) -> None:
        """Let the screen sleep again (the game ended, or the app quits)."""
        stack, self._stack = self._stack, None
        if stack is None:
            return
        try:
            stack.close()
        except (OSError, RuntimeError) as exc:
            log.warning("releasing the screen's keep-awake failed: %s", exc)
        log.debug("the screen may sleep again")

    def _activation_failed(self, result: Any) -> None:
        self.failed = True
        if self._failure_logged:
            return
        self._failure_logged = True
        why = result.get_failure_text() if hasattr(result, "get_failure_text") else result
        log.warning("The screen may sleep during the game: it could not be kept awake (%s).",
                    " ".join(str(why).split())[:400])

