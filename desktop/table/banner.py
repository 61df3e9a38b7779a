"""The result banner: a planeswalk, chaos or blank, large across the table for a moment.

The engine has already applied the roll when the banner appears; the banner only fades in,
holds and fades out over its parent, and a new result replaces the old one at once. It is
transparent for the mouse, so the table under it stays usable. When the screen lies flat
in the middle of the table it is drawn once per side that has a reader (``facing``).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QEasingCurve,
    QEvent,
    QObject,
    QPointF,
    QRectF,
    Qt,
    QVariantAnimation,
)
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QPen, QTextDocument
from PySide6.QtWidgets import QWidget

from desktop.bridge import EngineBridge
from desktop.engine_text import card_name, die_face
from desktop.rich_text import symbol_html
from desktop.symbols import draw_symbol
from desktop.table.card_view import READER_ANGLES
from desktop.theme import DARK, Theme

log = logging.getLogger(__name__)

ORIENTATION_FACING: dict[str, tuple[int, ...]] = {
    **{side: (angle,) for side, angle in READER_ANGLES.items()}, "mirrored": (180, 0),
}
"""The angles to draw for, like the card view's orientations (0: a reader at the bottom
edge, 180: at the top, 90: at the left, -90: at the right)."""

HOLD_MS = 1800
QUIET_MS = 1000
"""How long a result stays up: a blank is shorter (and smaller, muted)."""
FADE_MS = 180


translate = QCoreApplication.translate
"""Called by this name, so lupdate extracts each text (context first)."""


def ordinal(n: int) -> str:
    if n in (1, 2, 3):
        return (translate("ResultBanner", "1st"), translate("ResultBanner", "2nd"),
                translate("ResultBanner", "3rd"))[n - 1]
    return translate("ResultBanner", "{n}th").format(n=n)


@dataclass(frozen=True, slots=True)
class BannerResult:
    """What one banner says: the face ("chaos", "planeswalker", "blank"), the headline,
    a detail line (may hold mana symbols as "{1}"), and whether it is a small one."""

    face: str
    text: str
    detail: str = ""
    small: bool = False

    @property
    def quiet(self) -> bool:
        return self.face == "blank"


def result_from_events(view: dict[str, Any],
                       events: Sequence[dict[str, Any]]) -> BannerResult | None:
    """The banner for one change of the game, or None. A roll names the roller and how
    many rolls this turn it is (so Chaos, then Chaos again, read differently); a planeswalk
    names the plane arrived at. Undo and redo show nothing: they replay, they don't roll."""
    types = [e.get("type") for e in events]
    if "undone" in types or "redone" in types:
        return None
    walks = [e for e in events if e.get("type") == "planeswalked"]
    if walks:
        walk = walks[-1]
        to = (card_name(str(walk["to"])) if walk.get("to")
              else translate("ResultBanner", "nothing (the deck is empty)"))
        away = ", ".join(card_name(str(c)) for c in walk.get("away_from") or ()) or "—"
        return BannerResult(
            "planeswalker", translate("ResultBanner", "PLANESWALK → {plane}").format(plane=to),
            translate("ResultBanner", "{player} leaves {away}").format(
                player=walk.get("player"), away=away))
    rolls = [e for e in events if e.get("type") == "die_rolled"]
    if rolls:
        roll = rolls[-1]
        roller = str(roll.get("roller", ""))
        face = str(roll.get("face_counted", "blank"))
        read = str(roll.get("face_read", face))
        headline = {"chaos": translate("ResultBanner", "CHAOS — {player}"),
                    "planeswalker": translate("ResultBanner", "PLANESWALKER — {player}"),
                    "blank": translate("ResultBanner", "Blank — {player}")}.get(
                        face, "{player}").format(player=roller)
        turn_rolls = [r for r in view.get("rolls", []) if r.get("roller") == roller]
        nth = ordinal(max(1, len(turn_rolls)))
        if roll.get("effect"):
            detail = translate("ResultBanner", "{nth} roll this turn · an effect, free").format(
                nth=nth)
        else:
            detail = translate("ResultBanner", "{nth} roll this turn · paid {{{cost}}}").format(
                nth=nth, cost=int(roll.get("cost", 0)))
        if read != face:
            detail += " · " + translate("ResultBanner", "read {read}").format(read=die_face(read))
        if face == "blank":
            detail += " · " + translate("ResultBanner", "nothing happens")
        return BannerResult(face, headline, detail, small=bool(roll.get("effect")))
    chaos = [e for e in events if e.get("type") == "chaos_ensued"]
    if chaos:  # an effect or the table made chaos ensue, without a roll
        card, player = chaos[-1].get("card"), chaos[-1].get("player")
        return BannerResult(
            "chaos", translate("ResultBanner", "CHAOS — {player}").format(player=player),
            translate("ResultBanner", "Chaos ensues for {card}").format(card=card_name(card))
            if card
            else translate("ResultBanner", "Chaos ensues, no die rolled"))
    return None


def _check_angles(angles: Sequence[int]) -> None:
    bad = [a for a in angles if a not in (0, 90, -90, 180)]
    if bad:
        raise ValueError(f"facing angles must be 0, 90, -90 or 180, not {bad}")


class ResultBanner(QWidget):
    """A fading banner over its parent. ``show_result`` starts one; a new one replaces it."""

    def __init__(self, parent: QWidget, bridge: EngineBridge | None = None) -> None:
        super().__init__(parent)
        self._theme: Theme = DARK
        self._orientation = "bottom"
        self._result: BannerResult | None = None
        self._facing: tuple[int, ...] = (0,)
        self._default_facing: tuple[int, ...] | None = None
        self._opacity = 0.0
        self._fit = False
        self.shown_count = 0
        """How many banners were started (for tests and diagnostics)."""
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground, True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._anim = QVariantAnimation(self)
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(0.0)
        self._anim.valueChanged.connect(self._set_opacity)
        self._anim.finished.connect(self._finished)
        parent.installEventFilter(self)
        self.setGeometry(parent.rect())
        self.hide()
        if bridge is not None:
            bridge.changed.connect(self.show_for)

    # -- settings --------------------------------------------------------------------------
    @property
    def orientation(self) -> str:
        """Where the readers sit, as the card view's orientation ("mirrored": both ends)."""
        return self._orientation

    @orientation.setter
    def orientation(self, value: str) -> None:
        self.set_orientation(value)

    def set_orientation(self, value: str) -> None:
        if value not in ORIENTATION_FACING:
            raise ValueError(f"orientation must be one of {', '.join(ORIENTATION_FACING)}, "
                             f"not {value!r}")
        self._orientation = value

    def set_facing(self, angles: Sequence[int] | None) -> None:
        """The angles every banner is drawn for, e.g. one per side of the table that has a
        seat ([0, 180, 90] with seats at the bottom, top and left); None: the
        orientation's."""
        if angles is not None:
            _check_angles(angles)
        self._default_facing = tuple(angles) if angles else None

    def set_theme(self, theme: Theme) -> None:
        self._theme = theme
        self.update()

    def set_fit_to_text(self, fit: bool) -> None:
        """Size the band to its words, centred (the TV: it then covers no more of the
        status beside the card than it must), rather than across the whole area."""
        self._fit = fit
        self.update()

    # -- state -----------------------------------------------------------------------------
    @property
    def result(self) -> BannerResult | None:
        """The banner up now (None once it has faded)."""
        return self._result if self.isVisible() else None

    @property
    def facing(self) -> tuple[int, ...]:
        return self._facing

    @property
    def is_animating(self) -> bool:
        return self._anim.state() == QAbstractAnimation.State.Running

    def duration_ms(self) -> int:
        quiet = self._result is not None and self._result.quiet
        return QUIET_MS if quiet else HOLD_MS

    # -- showing ---------------------------------------------------------------------------
    def show_for(self, view: dict[str, Any], events: list[dict[str, Any]]) -> None:
        """The bridge's ``changed``: a banner if the change was a roll or a planeswalk."""
        result = result_from_events(view, events)
        if result is not None:
            self.show_banner(result)

    def show_result(self, face: str, text: str, facing: Sequence[int] | None = None, *,
                    detail: str = "", small: bool = False) -> None:
        """Show ``text`` for ``face`` ("chaos", "planeswalker", "blank"), drawn once for
        each angle in ``facing`` (default: the orientation's)."""
        self.show_banner(BannerResult(face, text, detail, small), facing)

    def show_banner(self, result: BannerResult, facing: Sequence[int] | None = None) -> None:
        angles = (tuple(facing) if facing else self._default_facing
                  or ORIENTATION_FACING[self._orientation])
        _check_angles(angles)
        self._anim.stop()  # a new result replaces the old one at once
        self._result = result
        self._facing = tuple(dict.fromkeys(angles))
        self.shown_count += 1
        total = self.duration_ms()
        fade = FADE_MS / total
        self._anim.setDuration(total)
        self._anim.setKeyValues([(0.0, 0.0), (fade, 1.0), (1.0 - 1.5 * fade, 1.0),
                                 (1.0, 0.0)])
        self._anim.setEasingCurve(QEasingCurve.Type.Linear)
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self._opacity = 0.0
        self.show()
        self.raise_()
        self._anim.start()

    def dismiss(self) -> None:
        self._anim.stop()
        self._finished()

    def _set_opacity(self, value: object) -> None:
        self._opacity = float(value) if isinstance(value, (int, float)) else 0.0
        self.update()

    def _finished(self) -> None:
        self._opacity = 0.0
        self.hide()

    def set_host(self, host: QWidget) -> None:
        """Lie over ``host`` instead (the map takes the card's place in a map game)."""
        old = self.parentWidget()
        if host is old:
            return
        if old is not None:
            old.removeEventFilter(self)
        visible = self.isVisible()
        self.setParent(host)
        host.installEventFilter(self)
        self.setGeometry(host.rect())
        if visible:
            self.show()
            self.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # a Qt override
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            parent = self.parentWidget()
            assert parent is not None
            self.setGeometry(parent.rect())
        return False

    # -- painting --------------------------------------------------------------------------
    def panes(self) -> list[tuple[QRectF, int]]:
        """(area, angle) for each reader: one reader gets the whole widget; readers at the
        left and right get side strips, top and bottom share the middle."""
        full = QRectF(self.rect())
        angles = self._facing
        if len(angles) == 1:
            return [(full, angles[0])]
        side = full.width() * 0.24
        left = full.left() + (side if 90 in angles else 0)
        right = full.right() - (side if -90 in angles else 0)
        middle = QRectF(left, full.top(), right - left, full.height())
        out: list[tuple[QRectF, int]] = []
        if 90 in angles:
            out.append((QRectF(full.left(), full.top(), side, full.height()), 90))
        if -90 in angles:
            out.append((QRectF(right, full.top(), side, full.height()), -90))
        ends = [a for a in (180, 0) if a in angles]
        for i, angle in enumerate(ends):
            h = middle.height() / len(ends)
            out.append((QRectF(middle.left(), middle.top() + i * h, middle.width(), h), angle))
        return out

    def paintEvent(self, event: QPaintEvent) -> None:
        result = self._result
        if result is None or self._opacity <= 0.0:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setOpacity(self._opacity)
        for pane, angle in self.panes():
            painter.save()
            painter.translate(pane.center())
            painter.rotate(angle)
            w, h = ((pane.height(), pane.width()) if angle in (90, -90)
                    else (pane.width(), pane.height()))
            self._paint_band(painter, result, w, h)
            painter.restore()
        painter.end()

    def _paint_band(self, painter: QPainter, result: BannerResult, w: float, h: float) -> None:
        """One banner centred on the origin, read upright in a ``w`` × ``h`` area."""
        t = self._theme
        colour = {"chaos": QColor(t.chaos), "planeswalker": QColor(t.accent)}.get(
            result.face, QColor(t.muted))
        size = 0.6 if (result.small or result.quiet) else 1.0
        band_h = min(h * 0.62, w * 0.2) * size
        band_w = w * (0.94 if size == 1.0 else 0.8)
        if self._fit:
            band_w = min(band_w, self._content_width(result, band_h))
        band = QRectF(-band_w / 2, -band_h / 2, band_w, band_h)
        fill = QColor("#101216")
        fill.setAlphaF(0.9)
        painter.setPen(QPen(colour, max(2.0, band_h * 0.04)))
        painter.setBrush(fill)
        painter.drawRoundedRect(band, band_h * 0.16, band_h * 0.16)

        pad = band_h * 0.14
        icon = band_h - 2 * pad
        text_left = band.left() + pad
        if result.face in ("chaos", "planeswalker"):
            draw_symbol(painter, result.face, QRectF(band.left() + pad, band.top() + pad,
                                                     icon, icon), colour)
            text_left += icon + pad
        text_w = band.right() - pad - text_left
        head_h = band_h * (0.5 if result.detail else 0.7)
        font = _head_font(head_h)
        width = QFontMetricsF(font).horizontalAdvance(result.text)
        if width > text_w > 0:
            font.setPixelSize(max(8, int(font.pixelSize() * text_w / width)))
        painter.setFont(font)
        painter.setPen(colour.lighter(115) if result.face != "blank" else QColor("#d8dde6"))
        top = band.top() + (band_h - head_h - (band_h * 0.28 if result.detail else 0)) / 2
        painter.drawText(QRectF(text_left, top, text_w, head_h),
                         int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft),
                         result.text)
        if result.detail:
            doc = self._detail_doc(result, band_h)
            doc.setTextWidth(text_w)
            painter.save()
            painter.translate(QPointF(text_left, top + head_h))
            doc.drawContents(painter, QRectF(0, 0, text_w, band_h * 0.3))
            painter.restore()

    def _detail_doc(self, result: BannerResult, band_h: float) -> QTextDocument:
        """The detail line (it may hold mana symbols) as a document, unwrapped."""
        px = max(8, round(band_h * 0.17))
        doc = QTextDocument()
        doc.setDocumentMargin(0)
        doc.setDefaultStyleSheet(f"body {{ color: #d8dde6; font-size: {px}px; }}")
        doc.setHtml(f"<body>{symbol_html(result.detail, px, chaos_colour=self._theme.chaos)}"
                    "</body>")
        return doc

    def _content_width(self, result: BannerResult, band_h: float) -> float:
        """The band's width that holds its symbol and its words unshrunk, with its margins."""
        pad = band_h * 0.14
        icon = band_h - 2 * pad + pad if result.face in ("chaos", "planeswalker") else 0.0
        head_h = band_h * (0.5 if result.detail else 0.7)
        words = QFontMetricsF(_head_font(head_h)).horizontalAdvance(result.text)
        if result.detail:
            words = max(words, self._detail_doc(result, band_h).idealWidth())
        return 2 * pad + icon + words + 2  # a pixel each side: nothing shrinks by rounding


def _head_font(head_h: float) -> QFont:
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(8, round(head_h * 0.78)))
    return font
