"""Mana and planar symbols inside ordinary labels.

The engine writes costs and effects with the card's notation ("Roll {0}", "add {R}",
"{CHAOS}"). A player should see the symbols the card shows, never the braces:
``symbol_html`` turns such text into QLabel rich text with the symbols inline (the same
drawings the card painter uses), everything else escaped; ``plain_symbols`` gives a
readable plain form, "(2)", for places that can only hold plain text (a list row).
"""

from __future__ import annotations

import html
import re
from functools import lru_cache

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QImage

from desktop.symbols import symbol_image
from desktop.table.card_view import mana_image, symbol_known
from desktop.theme import DARK

SYMBOL_RE = re.compile(r"\{([^{}]{1,8})\}")
"""A ``{token}`` in engine or Oracle text."""

PLANAR_TOKENS = {"PW": "planeswalker", "PLANESWALKER": "planeswalker"}
"""Our planeswalker symbol, for text about the die (the card's own notation has no token)."""


def has_symbols(text: str) -> bool:
    return SYMBOL_RE.search(text) is not None


def plain_symbols(text: str) -> str:
    """"cost {2}" → "cost (2)"; "{CHAOS}" → "(chaos)": no braces, still readable."""
    def word(m: re.Match[str]) -> str:
        token = m.group(1)
        if token == "CHAOS":
            return "(chaos)"
        if token.upper() in PLANAR_TOKENS:
            return "(planeswalker)"
        return f"({token})"
    return SYMBOL_RE.sub(word, text)


def symbol_html(text: str, px: int, *, chaos_colour: str = DARK.chaos,
                planeswalker_colour: str = DARK.accent) -> str:
    """``text`` as rich text: symbols as inline images ``px`` tall, the rest escaped
    (line breaks kept). An unknown token is shown in its readable plain form."""
    out: list[str] = []
    last = 0
    for m in SYMBOL_RE.finditer(text):
        out.append(_escape(text[last:m.start()]))
        token = m.group(1)
        url = _symbol_url(token, chaos_colour, planeswalker_colour)
        if url is None:
            out.append(_escape(plain_symbols(m.group(0))))
        else:
            alt = html.escape(plain_symbols(m.group(0)), quote=True)
            out.append(f'<img src="{url}" width="{px}" height="{px}" alt="{alt}"'
                       ' style="vertical-align: middle">')
        last = m.end()
    out.append(_escape(text[last:]))
    return "".join(out)


def symbol_image_for(token: str, chaos_colour: str = DARK.chaos,
                     planeswalker_colour: str = DARK.accent) -> QImage | None:
    """The drawing of one token ("2", "R", "CHAOS", "PW"), or None if it has none."""
    if token.upper() in PLANAR_TOKENS:
        return symbol_image(PLANAR_TOKENS[token.upper()], 128, planeswalker_colour)
    if not symbol_known(token):
        return None
    return mana_image(token, chaos_colour)


def _escape(text: str) -> str:
    return html.escape(text, quote=False).replace("\n", "<br>")


@lru_cache(maxsize=128)
def _symbol_url(token: str, chaos_colour: str, planeswalker_colour: str) -> str | None:
    image = symbol_image_for(token, chaos_colour, planeswalker_colour)
    if image is None:
        return None
    # 64 px is sharp up to interface size 2; the label scales it to ``px``.
    small = image.scaled(64, 64, Qt.AspectRatioMode.KeepAspectRatio,
                         Qt.TransformationMode.SmoothTransformation)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    small.save(buffer, "PNG")
    buffer.close()
    return "data:image/png;base64," + bytes(data.toBase64().data()).decode("ascii")
