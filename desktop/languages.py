"""The languages the app speaks (no Qt here: the command line checks ``--lang`` before
the display is)."""

from __future__ import annotations

SYSTEM = "system"
NATIVE_NAMES = {
    "en": "English",
    "es": "Español",
    "it": "Italiano",
    "fr": "Français",
    "de": "Deutsch",
    "ja": "日本語",
}
"""Each language the app speaks, named in itself (so a player finds their own)."""
CHOICES = (SYSTEM, *NATIVE_NAMES)
"""The values of the language setting; ``--lang`` takes the same but "system"."""
