"""Our own small control icons (undo, redo, menu, full screen, the log), drawn with
QPainter in the text colour: no icon font or theme is needed, so they look the same on
every system (a glyph like ⛶ is missing from many fonts)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap

ICON_NAMES = ("undo", "redo", "menu", "full_screen", "leave_full_screen", "log", "leave", "poison",
              "history")
_SIZE = 64


def _undo(p: QPainter, s: float) -> None:
    path = QPainterPath(QPointF(s * 0.8, s * 0.78))
    path.cubicTo(s * 0.84, s * 0.42, s * 0.55, s * 0.3, s * 0.3, s * 0.38)
    p.drawPath(path)
    head = QPainterPath(QPointF(s * 0.16, s * 0.4))
    head.lineTo(s * 0.38, s * 0.2)
    head.lineTo(s * 0.42, s * 0.54)
    head.closeSubpath()
    p.setBrush(p.pen().color())
    p.drawPath(head)


def _redo(p: QPainter, s: float) -> None:
    p.translate(s, 0)
    p.scale(-1, 1)
    _undo(p, s)


def _menu(p: QPainter, s: float) -> None:
    for y in (0.28, 0.5, 0.72):
        p.drawLine(QPointF(s * 0.2, s * y), QPointF(s * 0.8, s * y))


def _corners(p: QPainter, s: float, inward: bool) -> None:
    a, b = (0.2, 0.4) if not inward else (0.4, 0.2)
    for cx, cy in ((0, 0), (1, 0), (0, 1), (1, 1)):
        x0 = s * (a if cx == 0 else 1 - a)
        y0 = s * (a if cy == 0 else 1 - a)
        x1 = s * (b if cx == 0 else 1 - b)
        y1 = s * (b if cy == 0 else 1 - b)
        corner = QPointF(x0, y0) if not inward else QPointF(x1, y1)
        if not inward:
            p.drawPolyline([QPointF(x0, y1), corner, QPointF(x1, y0)])
        else:
            p.drawPolyline([QPointF(x1, y0), corner, QPointF(x0, y1)])


def _log(p: QPainter, s: float) -> None:
    p.drawRoundedRect(QRectF(s * 0.22, s * 0.16, s * 0.56, s * 0.68), s * 0.06, s * 0.06)
    for y in (0.36, 0.5, 0.64):
        p.drawLine(QPointF(s * 0.34, s * y), QPointF(s * 0.66, s * y))


def _leave(p: QPainter, s: float) -> None:
    """A door left open with an arrow going out: leaving the game."""
    p.drawPolyline([QPointF(s * 0.5, s * 0.22), QPointF(s * 0.2, s * 0.22),
                    QPointF(s * 0.2, s * 0.78), QPointF(s * 0.5, s * 0.78)])
    p.drawLine(QPointF(s * 0.4, s * 0.5), QPointF(s * 0.84, s * 0.5))
    p.drawPolyline([QPointF(s * 0.68, s * 0.34), QPointF(s * 0.84, s * 0.5),
                    QPointF(s * 0.68, s * 0.66)])


def _poison(p: QPainter, s: float) -> None:
    """A drop: poison counters."""
    drop = QPainterPath(QPointF(s * 0.5, s * 0.14))
    drop.cubicTo(s * 0.62, s * 0.36, s * 0.78, s * 0.5, s * 0.78, s * 0.64)
    drop.cubicTo(s * 0.78, s * 0.8, s * 0.64, s * 0.88, s * 0.5, s * 0.88)
    drop.cubicTo(s * 0.36, s * 0.88, s * 0.22, s * 0.8, s * 0.22, s * 0.64)
    drop.cubicTo(s * 0.22, s * 0.5, s * 0.38, s * 0.36, s * 0.5, s * 0.14)
    p.setBrush(p.pen().color())
    p.drawPath(drop)


def _history(p: QPainter, s: float) -> None:
    """Stacked cards with a turning arrow: the planes visited."""
    p.drawRoundedRect(QRectF(s * 0.3, s * 0.2, s * 0.5, s * 0.36), s * 0.05, s * 0.05)
    p.drawRoundedRect(QRectF(s * 0.2, s * 0.32, s * 0.5, s * 0.36), s * 0.05, s * 0.05)
    p.drawArc(QRectF(s * 0.14, s * 0.5, s * 0.36, s * 0.36), 90 * 16, 270 * 16)
    p.drawLine(QPointF(s * 0.32, s * 0.5), QPointF(s * 0.4, s * 0.44))


_DRAW: dict[str, Callable[[QPainter, float], None]] = {
    "undo": _undo,
    "redo": _redo,
    "menu": _menu,
    "full_screen": lambda p, s: _corners(p, s, inward=False),
    "leave_full_screen": lambda p, s: _corners(p, s, inward=True),
    "log": _log,
    "leave": _leave,
    "poison": _poison,
    "history": _history,
}


def icon(name: str, colour: str, disabled: str | None = None) -> QIcon:
    """The icon ``name`` in ``colour`` (and ``disabled`` for its disabled look)."""
    if name not in _DRAW:
        raise KeyError(f"unknown icon {name!r}; known: {', '.join(ICON_NAMES)}")
    out = QIcon()
    out.addPixmap(_pixmap(name, colour), QIcon.Mode.Normal)
    if disabled is not None:
        out.addPixmap(_pixmap(name, disabled), QIcon.Mode.Disabled)
    return out


def pixmap(name: str, colour: str, size: int) -> QPixmap:
    """The icon ``name`` as a pixmap of ``size`` pixels."""
    return _pixmap(name, colour).scaled(size, size, Qt.AspectRatioMode.KeepAspectRatio,
                                        Qt.TransformationMode.SmoothTransformation)


def _pixmap(name: str, colour: str) -> QPixmap:
    pixmap = QPixmap(_SIZE, _SIZE)
    pixmap.fill(Qt.GlobalColor.transparent)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    pen = QPen(QColor(colour), _SIZE * 0.08, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
               Qt.PenJoinStyle.RoundJoin)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    _DRAW[name](p, float(_SIZE))
    p.end()
    return pixmap
