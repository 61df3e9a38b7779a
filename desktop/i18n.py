"""The app's language: which one, and the Qt translators that speak it.

The language is a setting ("system" follows the system's locale) that ``--lang`` overrides
for one run. Our catalogue (``assets/translations/planechase_<lang>.qm``, built by
``tools/translations.py``) translates the app; Qt's own ``qtbase_<lang>.qm``, shipped with
PySide6, translates the standard dialogs' buttons. English loads its catalogue too: it
holds the plural forms of the "%n card(s)" strings.
"""

from __future__ import annotations

import logging
from importlib import resources

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from desktop.languages import NATIVE_NAMES

log = logging.getLogger(__name__)

CATALOGUE_PREFIX = "planechase"

_installed: list[QTranslator] = []
"""The translators in use, removed when the language changes."""
_language = "en"


def resolve(choice: str, system: QLocale | None = None) -> str:
    """The language ``choice`` means: itself, or for "system" the first of the system's
    preferred languages the app speaks (English if none)."""
    if choice in NATIVE_NAMES:
        return choice
    locale = system if system is not None else QLocale.system()
    for name in locale.uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in NATIVE_NAMES:
            return code
    return "en"


def current() -> str:
    """The language installed last (English before any)."""
    return _language


def installed() -> bool:
    """Whether a language has been installed (the app does before its first widget)."""
    return bool(_installed)


def install(language: str, app: QCoreApplication | None = None) -> None:
    """Speak ``language`` from now on: widgets built after this are in it."""
    global _language
    app = app or QCoreApplication.instance()
    if app is None:
        raise RuntimeError("the language is installed once the application exists")
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    # Qt's own catalogue first, ours after it: the last installed is asked first, so
    # ours can name a key the way our buttons do (``_key_names``).
    if language != "en":
        qt = QTranslator(app)
        folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if qt.load(f"qtbase_{language}", folder):
            app.installTranslator(qt)
            _installed.append(qt)
        else:  # a PySide6 without its translations: standard buttons stay in English
            log.info("Qt's own translation qtbase_%s isn't in %s", language, folder)
    ours = QTranslator(app)
    ref = resources.files("assets") / "translations" / f"{CATALOGUE_PREFIX}_{language}.qm"
    with resources.as_file(ref) as path:
        if ours.load(str(path)):
            app.installTranslator(ours)
            _installed.append(ours)
        else:  # the app still works, in English
            log.warning("no translation catalogue for %s at %s", language, path)
    # Numbers and dates as the language writes them.
    QLocale.setDefault(QLocale(language))
    _language = language


def _key_names() -> None:  # never called: only lupdate reads it
    # Qt names the keys in shortcut texts itself, and its Spanish names the Return key
    # "Retorno" where our buttons say "Intro": ours, asked first, says it as we do.
    QCoreApplication.translate("QShortcut", "Return")
