"""Shortcut keys from their portable names.

``QKeySequence("Return")`` parses the *native* text, which goes through the translation
catalogue: in a language whose catalogue names Return "Enter" (Japanese keyboards print
Enter on it), "Return" and "Enter" became the same key and Qt fired neither. Portable
names are never translated; only the text shown in menus is.
"""

from __future__ import annotations

from PySide6.QtGui import QKeySequence


def key(portable: str) -> QKeySequence:
    """The key sequence a portable name ("Return", "Ctrl+Shift+Z") means, in any language."""
    return QKeySequence.fromString(portable, QKeySequence.SequenceFormat.PortableText)
