"""Test-wide settings: Qt runs offscreen, and logged errors fail the test that logged them."""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent))  # shared helpers (engine_helpers)


@pytest.fixture(autouse=True)
def _fail_on_logged_errors(request: pytest.FixtureRequest,
                           caplog: pytest.LogCaptureFixture) -> object:
    caplog.set_level(logging.WARNING)
    yield
    if request.node.get_closest_marker("allow_error_logs"):
        return
    errors = [r for r in caplog.get_records("call") if r.levelno >= logging.ERROR]
    assert not errors, "errors were logged: " + "; ".join(r.getMessage() for r in errors)


@pytest.fixture(autouse=True)
def _fresh_application_style() -> object:
    """The main window sets the application's style sheet; a later test starts without it,
    as a fresh app would."""
    yield
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if isinstance(app, QApplication) and app.styleSheet():
        app.setStyleSheet("")


@pytest.fixture(autouse=True)
def _english_widgets(request: pytest.FixtureRequest) -> object:
    """Widgets speak English, as the app does before its first widget (``--lang en``): the
    English catalogue gives the plural forms ("%n card(s)" -> "9 cards")."""
    if {"qtbot", "qapp"} & set(request.fixturenames):
        from desktop import i18n

        request.getfixturevalue("qapp")
        if not i18n.installed():
            i18n.install("en")
    yield
