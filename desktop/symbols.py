"""Our own symbol drawings (chaos, planeswalker, plane and phenomenon icons) as Qt images.

The SVGs live in ``assets/symbols`` and are read through ``importlib.resources`` so an
installed copy finds them. They are drawn in one flat colour; ``symbol_pixmap`` recolours
them by painting the colour over the drawing with ``CompositionMode_SourceIn``.
"""

from __future__ import annotations

from functools import cache, lru_cache
from importlib import resources

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

SYMBOL_NAMES: tuple[str, ...] = ("chaos", "planeswalker", "plane", "phenomenon")
"""Every symbol shipped in ``assets/symbols`` (file name without ``.svg``)."""

ColorLike = QColor | str | None


def _stem(name: str) -> str:
    stem = name.removesuffix(".svg")
    if stem not in SYMBOL_NAMES:
        raise KeyError(f"unknown symbol {name!r}; known: {', '.join(SYMBOL_NAMES)}")
    return stem


def symbol_svg(name: str) -> bytes:
    """The SVG source of a symbol, from the installed ``assets`` package."""
    ref = resources.files("assets") / "symbols" / f"{_stem(name)}.svg"
    return ref.read_bytes()


def symbol_renderer(name: str) -> QSvgRenderer:
    """A cached renderer for one symbol (vector; draw it at any size)."""
    return _renderer(_stem(name))


@cache
def _renderer(stem: str) -> QSvgRenderer:
    renderer = QSvgRenderer(QByteArray(symbol_svg(stem)))
    if not renderer.isValid():
        raise ValueError(f"symbol {stem!r} is not a valid SVG")
    return renderer


def _color_key(color: ColorLike) -> str | None:
    if color is None:
        return None
    c = QColor(color)
    if not c.isValid():
        raise ValueError(f"not a colour: {color!r}")
    return c.name(QColor.NameFormat.HexArgb)


@lru_cache(maxsize=256)
def _image(stem: str, size: int, color: str | None) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    _renderer(stem).render(painter, QRectF(0, 0, size, size))
    if color is not None:
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
        painter.fillRect(image.rect(), QColor(color))
    painter.end()
    return image


def symbol_image(name: str, size: int, color: ColorLike = None) -> QImage:
    """A square image of the symbol, ``size`` pixels wide, optionally recoloured (cached)."""
    return _image(_stem(name), max(1, int(size)), _color_key(color))


@lru_cache(maxsize=256)
def _pixmap(stem: str, size: int, color: str | None) -> QPixmap:
    return QPixmap.fromImage(_image(stem, size, color))


def symbol_pixmap(name: str, size: int, color: ColorLike = None) -> QPixmap:
    """A square pixmap of the symbol, ``size`` pixels wide, optionally recoloured (cached).

    Needs a running QGuiApplication, like every QPixmap.
    """
    return _pixmap(_stem(name), max(1, int(size)), _color_key(color))


def draw_symbol(painter: QPainter, name: str, rect: QRectF, color: ColorLike = None) -> None:
    """Draw a symbol into ``rect`` (kept square and centred), sharp at the painter's scale.

    The image is rendered at the size the rect has on the device (rotation and scaling of
    the painter and the device pixel ratio included), so it stays crisp when a card is
    turned for a player on the other side of the table.
    """
    side = min(rect.width(), rect.height())
    if side <= 0:
        return
    t = painter.combinedTransform()
    scale = max((t.m11() ** 2 + t.m12() ** 2) ** 0.5, (t.m21() ** 2 + t.m22() ** 2) ** 0.5)
    device = painter.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    pixels = max(1, min(1024, round(side * scale * ratio)))
    target = QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.drawImage(target, symbol_image(name, pixels, color))
    painter.restore()
