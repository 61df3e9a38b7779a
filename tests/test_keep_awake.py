"""Keeping the screen awake while a game runs (desktop/keep_awake.py), with a fake mode in
place of wakepy's: held at a game's start, released at its end and when the app quits; a
failure is logged once and the game goes on."""

from __future__ import annotations

from contextlib import AbstractContextManager
from typing import Any

from PySide6.QtWidgets import QApplication

from desktop.bridge import EngineBridge
from desktop.dialogs.new_game import demo_setup
from desktop.keep_awake import KeepAwake
from engine.actions import Leave
from engine.cards import default_cards


class FakeMode(AbstractContextManager[Any]):
    """Records entering and leaving, like wakepy's Mode; ``fail`` calls on_fail instead of
    inhibiting (as wakepy does without a D-Bus session)."""

    def __init__(self, log: list[str], on_fail: Any, fail: bool) -> None:
        self.log, self.on_fail, self.fail = log, on_fail, fail

    def __enter__(self) -> FakeMode:
        self.log.append("enter")
        if self.fail:
            self.on_fail("no D-Bus session here")
        return self

    def __exit__(self, *exc: object) -> None:
        self.log.append("exit")


def fake_factory(log: list[str], fail: bool = False) -> Any:
    return lambda on_fail: FakeMode(log, on_fail, fail)


def test_keep_awake_is_held_while_a_game_runs_and_released_at_its_end() -> None:
    cards = default_cards()
    bridge = EngineBridge(cards)
    calls: list[str] = []
    keep = KeepAwake(bridge, fake_factory(calls))
    assert calls == [] and not keep.active  # no game yet
    bridge.new_game(demo_setup(cards, 5, ("Ann", "Bob")))
    assert calls == ["enter"] and keep.active
    bridge.apply(Leave("Ann"))  # Bob wins: the game is over
    assert calls == ["enter", "exit"] and not keep.active
    bridge.undo()  # back into the game
    assert calls == ["enter", "exit", "enter"] and keep.active
    keep.release()  # the app quits
    assert calls == ["enter", "exit", "enter", "exit"] and not keep.active


def test_keep_awake_is_released_when_the_app_quits(qtbot) -> None:  # type: ignore[no-untyped-def]
    cards = default_cards()
    bridge = EngineBridge(cards)
    calls: list[str] = []
    keep = KeepAwake(bridge, fake_factory(calls))
    bridge.new_game(demo_setup(cards, 5, ("Ann", "Bob")))
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    app.aboutToQuit.emit()
    assert calls == ["enter", "exit"] and not keep.active


def test_a_failure_to_keep_awake_is_logged_once_and_the_game_goes_on(caplog) -> None:  # type: ignore[no-untyped-def]
    cards = default_cards()
    bridge = EngineBridge(cards)
    calls: list[str] = []
    keep = KeepAwake(bridge, fake_factory(calls, fail=True))
    bridge.new_game(demo_setup(cards, 5, ("Ann", "Bob")))
    assert keep.failed
    bridge.apply(Leave("Ann"))
    bridge.new_game(demo_setup(cards, 6, ("Ann", "Bob")))  # a second game: tried again
    assert calls == ["enter", "exit", "enter"]
    warnings = [r for r in caplog.records if r.name == "desktop.keep_awake"]
    assert len(warnings) == 1
    assert "no D-Bus session here" in warnings[0].getMessage()
    assert bridge.view is not None and not bridge.view["game_over"]


def test_keep_awake_without_wakepy_installed_never_stops_the_app(caplog) -> None:  # type: ignore[no-untyped-def]
    def missing(on_fail: Any) -> AbstractContextManager[Any]:
        raise ImportError("No module named 'wakepy'")

    cards = default_cards()
    bridge = EngineBridge(cards)
    keep = KeepAwake(bridge, missing)
    assert bridge.new_game(demo_setup(cards, 5, ("Ann", "Bob")))
    assert keep.failed and not keep.active
    assert "No module named 'wakepy'" in caplog.text
