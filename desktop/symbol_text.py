"""Card and ability text as Qt rich text, with its ``{symbols}`` drawn as small images, for
labels and lists that show an ability outside a card (the trigger-order choice)."""

from __future__ import annotations

import html
import re
from functools import lru_cache

from PySide6.QtCore import QBuffer, QByteArray, QIODevice

from desktop.table.card_view import token_image

_TOKEN = re.compile(r"\{([^{}]{1,8})\}")


@lru_cache(maxsize=64)
def _data_url(token: str, colour: str) -> str | None:
    image = token_image(token, colour)
    if image is None:
        return None
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, b"PNG")
    return "data:image/png;base64," + bytes(data.toBase64().data()).decode("ascii")


def symbol_html(text: str, size_px: int, chaos_colour: str) -> str:
    """``text`` escaped for rich text, each known ``{X}`` replaced by its symbol drawn
    ``size_px`` tall (unknown ones stay as text)."""
    out: list[str] = []
    last = 0
    for m in _TOKEN.finditer(text):
        out.append(html.escape(text[last:m.start()]))
        url = _data_url(m.group(1), chaos_colour)
        if url is None:
            out.append(html.escape(m.group(0)))
        else:
            out.append(f'<img src="{url}" width="{size_px}" height="{size_px}" '
                       f'style="vertical-align: middle">')
        last = m.end()
    out.append(html.escape(text[last:]))
    return "".join(out)
