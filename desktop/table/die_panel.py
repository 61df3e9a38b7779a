"""The planar die: a big Roll button with the current cost, buttons for a real die read by
hand, the last result (with a short spin), and where die results come from."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics, QIcon, QPainter, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from desktop.bridge import EngineBridge
from desktop.choice_text import waiting_line
from desktop.engine_text import for_players, render, roll_source, step_name
from desktop.rich_text import plain_symbols, symbol_html, symbol_image_for
from desktop.symbols import symbol_pixmap
from desktop.theme import DARK, TOUCH, Theme
from engine.actions import Goto, Roll
from engine.domain import DieFace, RollSource
from engine.game import RollCheck

FACE_NAMES = {"planeswalker": QT_TRANSLATE_NOOP("DiePanel", "Planeswalker"),
              "chaos": QT_TRANSLATE_NOOP("DiePanel", "Chaos"),
              "blank": QT_TRANSLATE_NOOP("DiePanel", "Blank")}
SOURCE_NAMES = {"virtual": QT_TRANSLATE_NOOP("DiePanel", "virtual"),
                "manual": QT_TRANSLATE_NOOP("DiePanel", "by hand"),
                "camera": QT_TRANSLATE_NOOP("DiePanel", "camera"),
                "tower": QT_TRANSLATE_NOOP("DiePanel", "tower")}
"""The die sources (a setting's stored values) as the die panel names them."""
SPIN_FACES = ("planeswalker", "blank", "chaos", "blank", "blank", "planeswalker", "chaos",
              "blank")
"""The faces shown while the die spins (about 400 ms), before it settles."""
RollRequest = Callable[[], "str | None"]
"""Asks a device to roll the real die (a dice tower's motor): None once asked, else why not."""


def source_name(source: str) -> str:
    name = SOURCE_NAMES.get(source)
    return QCoreApplication.translate("DiePanel", name) if name else source


def face_name(face: str) -> str:
    name = FACE_NAMES.get(face)
    return QCoreApplication.translate("DiePanel", name) if name else face.capitalize()


def roll_summary(roll: dict[str, Any]) -> str:
    """One line of the roll audit: who, cost, source (and confidence)."""
    how = (QCoreApplication.translate("DiePanel", "effect, free") if roll.get("effect")
           else QCoreApplication.translate("DiePanel", "cost {cost}").format(
               cost=f"{{{roll.get('cost', 0)}}}"))
    source = roll_source(str(roll.get("source", "")))
    conf = roll.get("confidence")
    if conf is not None:
        source += f" {round(float(conf) * 100)}%"
    return f"{roll.get('roller', '?')} · {how} · {source}"


def _symbol(face: str, size: int, colour: str) -> QPixmap | None:
    """Our chaos / planeswalker symbol, or None (blank, or symbols not available)."""
    if face == "blank":
        return None
    try:
        return symbol_pixmap(face, size, colour)
    except (KeyError, ValueError, OSError):
        return None


class DiePanel(QFrame):
    """Roll the planar die: virtual with the big button, or a real die read by hand.

    Its height is fixed at each interface size: every line that can change is reserved
    (the source's status, why Roll is off, the result's detail), and refusals go to the
    table as notices (``EngineBridge.notice``), never into the layout.
    """

    SPIN_INTERVAL_MS = 50
    FACE_SIZE = 48

    def __init__(self, bridge: EngineBridge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bridge = bridge
        self._theme: Theme = DARK
        self._spin_frame = 0
        self.last_roll: dict[str, Any] | None = None
        """The last roll shown (a ``die_rolled`` event or a ``view["rolls"]`` entry)."""
        self.last_notice = ""
        """The last message sent to the table (cleared by the next change of the game)."""
        self.roll_cost: int | None = None
        """The cost on the Roll button (drawn as a mana symbol), None without a game."""
        self.roll_check: RollCheck = RollCheck(self.tr("Start a game first."))
        self.roller: str | None = None
        """Two-Headed Giant: the member of the active team about to roll (901.12d: each
        may, at their own cost); None otherwise (the active player rolls)."""
        self._roller_team: tuple[str, ...] = ()
        self.roller_buttons: dict[str, QPushButton] = {}
        self._roll_request: RollRequest | None = None
        self._roll_blocked: str | None = None
        self._roll_note = ""
        self._compact = False
        self._status_text = ""
        self._source_text = self.tr("Die: virtual")
        self._source_tip = ""
        self.setObjectName("panel")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

        title = QLabel(self.tr("Planar die"))
        title.setObjectName("title")
        self.source_label = QLabel(self._source_text)
        self.source_label.setObjectName("source")
        self.source_label.setWordWrap(True)  # a camera's status can be a sentence
        self.source_label.setAlignment(Qt.AlignmentFlag.AlignRight
                                       | Qt.AlignmentFlag.AlignVCenter)
        self.source_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        header = QHBoxLayout()
        header.addWidget(title)
        header.addWidget(self.source_label, 1)

        self.roll_button = QPushButton(self.tr("Roll"))
        self.roll_button.setObjectName("roll")
        # The cost's mana symbol after the word: the icon sits on the right.
        self.roll_button.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
        self.roll_button.clicked.connect(self.roll)
        self.status_label = QLabel("")
        """Why Roll is off now, in a line that is always there (empty when it is on)."""
        self.status_label.setObjectName("status")
        self.status_label.setWordWrap(True)
        self.status_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.status_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

        manual_caption = QLabel(self.tr("Or enter a real die, read by hand:"))
        manual_caption.setObjectName("caption")
        self.manual_caption = manual_caption
        self.manual_buttons: dict[DieFace, QPushButton] = {}
        manual = QHBoxLayout()
        manual.setSpacing(4)
        for face in (DieFace.PLANESWALKER, DieFace.CHAOS, DieFace.BLANK):
            # The Planeswalker button's own word: a short one where the face's name doesn't
            # fit a third of a 1280×720 panel (ja); the result line says the name in full.
            button = QPushButton(
                self.tr("Planeswalker", "the manual button") if face is DieFace.PLANESWALKER
                else face_name(face.value))
            button.setObjectName(f"manual_{face.value}")
            button.setProperty("manual", True)
            button.setToolTip(self.tr("Enter a {face} read off a real die").format(
                face=face_name(face.value)))
            button.clicked.connect(lambda _=False, f=face: self.roll_manual(f))
            self.manual_buttons[face] = button
            # "Planeswalker" is the longest word: it gets the widest button.
            manual.addWidget(button, 4 if face is DieFace.PLANESWALKER else 3)

        self.face_icon = QLabel()
        self.face_icon.setObjectName("faceIcon")
        self.face_icon.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.face_icon.hide()  # until a roll shows its face
        self.result_label = QLabel(self.tr("No roll yet"))
        self.result_label.setObjectName("result")
        self.detail_label = QLabel("")
        self.detail_label.setObjectName("detail")
        self.detail_label.setWordWrap(True)
        self.detail_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.detail_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        texts = QVBoxLayout()
        texts.setSpacing(0)
        texts.addWidget(self.result_label)
        texts.addWidget(self.detail_label)
        result = QHBoxLayout()
        result.addWidget(self.face_icon)
        result.addLayout(texts, 1)

        self._box = QVBoxLayout(self)
        self._box.setSpacing(4)
        self._box.addLayout(header)
        self.roller_box = QWidget()
        self._roller_row = QHBoxLayout(self.roller_box)
        self._roller_row.setContentsMargins(0, 0, 0, 0)
        self._roller_row.setSpacing(4)
        self.roller_caption = QLabel(self.tr("Who rolls:"))
        self.roller_caption.setObjectName("caption")
        self.roller_caption.setToolTip(self.tr("Each member of the active team may roll, "
                                               "each at their own cost (901.12d)"))
        self._roller_row.addWidget(self.roller_caption)
        self.roller_box.hide()
        self._box.addWidget(self.roller_box)
        self._box.addWidget(self.roll_button)
        self._box.addWidget(self.status_label)
        self.camera_button = QPushButton(self.tr("Camera…"))
        self.camera_button.setObjectName("camera")
        self.camera_button.setToolTip(
            self.tr("Show what the camera sees (Camera ▸ Show camera…)"))
        self.camera_button.hide()
        caption = QHBoxLayout()
        caption.addWidget(manual_caption, 1)
        caption.addWidget(self.camera_button)
        self._box.addLayout(caption)
        self._box.addLayout(manual)
        self._box.addLayout(result)

        self._spin = QTimer(self)
        self._spin.setInterval(self.SPIN_INTERVAL_MS)
        self._spin.timeout.connect(self._spin_step)

        self._restyle()
        bridge.changed.connect(self._on_changed)
        if bridge.view is not None:
            self.refresh(bridge.view)
        else:
            self._set_enabled(False)

    # -- public ----------------------------------------------------------------------------
    def set_source(self, name: str, status: str = "", tone: str = "") -> None:
        """Where die results come from ("virtual", "camera", "tower") and its status;
        ``tone`` "ok" or "warn" colours the status (a live camera, an unplugged one)."""
        self._source_text = (self.tr("Die: {name}").format(name=source_name(name))
                             + (f" · {status}" if status else ""))
        if self.source_label.property("tone") != tone:
            self.source_label.setProperty("tone", tone)
            self._restyle()
        # after the tone: a warning is bold, and wider (it was cut at its start, in German
        # at 1366×768, when measured in the plain font)
        self._fit_source()

    def set_source_tip(self, tip: str) -> None:
        """The details of the source's status (the device's own words), on the tooltip."""
        self._source_tip = tip
        self._fit_source()

    def source_text(self) -> str:
        """The source and its status (the whole text; a compact panel shows it elided)."""
        return self._source_text

    def clear_notice(self) -> None:
        self.last_notice = ""

    def show_notice(self, text: str, tone: str = "error") -> None:
        """A message for the table (a cocked die, a camera refusal), shown by the window
        over the table; the die panel's own layout never changes for it."""
        self.last_notice = text
        self.bridge.notice.emit(text, tone)

    def set_roll_request(self, request: RollRequest | None, *, blocked: str | None = None,
                         note: str = "") -> None:
        """What the Roll button (and Space) does. None: the engine rolls its virtual die.
        A ``request``: a device rolls the real die (a dice tower with a motor), and its
        result comes back as a reading. ``blocked``: the button is off, and Space says why
        (results come only from the device and the buttons for a real die). ``note`` heads
        the button's tooltip."""
        self._roll_request, self._roll_blocked, self._roll_note = request, blocked, note
        if self.bridge.view is not None:
            self.refresh(self.bridge.view)
        else:
            self._set_enabled(False)

    @property
    def is_animating(self) -> bool:
        return self._spin.isActive()

    def set_theme(self, theme: Theme) -> None:
        self._theme = theme
        self._restyle()
        if self.bridge.view is not None:
            self.refresh(self.bridge.view)
        if self.last_roll is not None and not self.is_animating:
            self._show_result(self.last_roll)

    # -- actions ---------------------------------------------------------------------------
    def roll(self) -> bool:
        """A special-action roll: the virtual die, or a request to the device that rolls
        the real one (see `set_roll_request`). From a beginning-phase step where something
        triggers on the way to the main phase, the game goes to that step instead, as the
        engine's roll check says (502.4, 116.2i), and the table is told why."""
        if self._roll_blocked is not None:
            self.show_notice(self._roll_blocked)
            return False
        check = self.bridge.roll_check(self.roller)
        if check.stop_at is not None:
            reason = self.bridge.try_apply(Goto(check.stop_at))
            if reason is not None:
                self.show_notice(self.tr("Nothing changed: {reason}").format(reason=reason))
            else:
                what = (render(check.waiting_said) if check.waiting_said is not None
                        else check.waiting)
                self.show_notice(self.tr("Stopped at the {step}: {what}. Deal with it, then "
                                         "roll (116.2i).").format(
                                             step=step_name(check.stop_at.value), what=what),
                                 "info")
            return False
        if self._roll_request is not None:
            self.last_notice = ""
            reason = self._roll_request()
            if reason is not None:
                self.show_notice(reason)
            return reason is None
        return self._apply(Roll(player=self.roller))

    def roll_manual(self, face: DieFace) -> bool:
        """A face read off a real die by a person."""
        return self._apply(Roll(face, RollSource.MANUAL, player=self.roller))

    def roll_read(self, face: DieFace, source: RollSource, confidence: float | None,
                  what: str = "") -> str | None:
        """A face read off a real die by a device; None if the engine took it, else its
        reason (told to the table after ``what``, e.g. "The camera read Chaos")."""
        self.last_notice = ""
        reason = self.bridge.try_apply(Roll(face, source, confidence, player=self.roller))
        if reason is not None:
            self.show_notice(
                self.tr("{what} — nothing changed: {reason}").format(what=what, reason=reason)
                if what else self.tr("Nothing changed: {reason}").format(reason=reason))
        return reason

    def _apply(self, action: Roll) -> bool:
        self.last_notice = ""
        reason = self.bridge.try_apply(action)
        if reason is not None:
            self.show_notice(self.tr("Nothing changed: {reason}").format(reason=reason))
        return reason is None

    # -- drawing ---------------------------------------------------------------------------
    def _on_changed(self, view: dict[str, Any], events: list[dict[str, Any]]) -> None:
        self.last_notice = ""
        self.refresh(view)
        types = {e.get("type") for e in events}
        rolled = [e for e in events if e.get("type") == "die_rolled"]
        if rolled:
            self.animate(rolled[-1])
        elif types & {"undone", "redone", "game_started"} or not events:
            # Undo, redo, a new game or a resumed one: show that game's own last roll
            # this turn, or none, never a stale one (a new game starts with none).
            self._stop_spin()
            rolls = view.get("rolls", [])
            if rolls:
                self._show_result(rolls[-1])
            else:
                self.clear_result()

    def set_roller(self, player: str) -> None:
        """Two-Headed Giant: ``player`` (a member of the active team) rolls next."""
        if player not in self._roller_team:
            raise ValueError(f"{player!r} is not on the active team")
        self.roller = player
        if self.bridge.view is not None:
            self.refresh(self.bridge.view)

    def _update_rollers(self, view: dict[str, Any]) -> None:
        """The active team's members as buttons (901.12d); the primary rolls by default,
        and a pick holds until another team's turn."""
        turn = view.get("active_player") or view.get("turn_player")
        team = next((tuple(m for m in t["members"] if m in view.get("roll_costs", {}))
                     for t in view.get("teams", []) if turn in t["members"]), ())
        if team != self._roller_team:
            self._roller_team = team
            for button in self.roller_buttons.values():
                self._roller_row.removeWidget(button)
                button.deleteLater()
            self.roller_buttons = {}
            for member in team:
                button = QPushButton(member)
                button.setCheckable(True)
                button.setObjectName("roller")
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                button.setMinimumHeight(self._theme.px(TOUCH))
                button.clicked.connect(lambda _=False, m=member: self.set_roller(m))
                self.roller_buttons[member] = button
                self._roller_row.addWidget(button, 1)
            self.roller = team[0] if team else None
        self.roller_box.setVisible(bool(team))
        costs = view.get("roll_costs", {})
        for member, button in self.roller_buttons.items():
            button.setChecked(member == self.roller)
            button.setToolTip(self.tr("{player} rolls next: {cost} mana").format(
                player=member, cost=costs.get(member, "?")))

    def refresh(self, view: dict[str, Any]) -> None:
        self._update_rollers(view)
        cost = view.get("next_roll_cost")
        active = view.get("active_player")
        if self.roller is not None:
            cost = view.get("roll_costs", {}).get(self.roller, cost)
            active = self.roller
        rule = self.tr("A special action: the active player, in a main phase, with the stack "
                       "empty; each roll this turn costs one more mana (901.9, 116.2i)")
        self.roll_check = self.bridge.roll_check(self.roller)
        why = for_players(self._roll_blocked or self.roll_check.reason or "")
        note = why or self._roll_note
        head = f"{note}\n" if note else ""
        self.roll_cost = None if cost is None else int(cost)
        if cost is None:
            self.roll_button.setToolTip(head + rule)
        else:
            self.roll_button.setToolTip(
                head + self.tr("{player}'s next roll costs {cost} mana.").format(
                    player=active, cost=cost) + "\n" + rule)
        self._set_roll_icon()
        if view.get("game_over", False):
            status = self.tr("The game is over.")
        elif self.roll_check.stop_at is not None:
            status = self.tr("At the {step}, {what} triggers: Roll goes there first.").format(
                what=self.roll_check.waiting, step=step_name(self.roll_check.stop_at.value))
        elif why and view.get("pending_choice"):
            # Not the engine's refusal, which repeats the whole question: who chooses what.
            status = self.tr("First, {waiting}.").format(
                waiting=waiting_line(view.get("pending_choice")))
        else:
            status = _rule_free(why) if why else ""
        self._status_text = plain_symbols(status)
        self._fit_status()
        self.status_label.setToolTip(why or self._status_text)
        self._set_enabled(not view.get("game_over", False))

    def _set_roll_icon(self) -> None:
        t = self._theme
        image = None if self.roll_cost is None else symbol_image_for(str(self.roll_cost))
        side = t.px(30)
        if image is None:
            self.roll_button.setIcon(QIcon())
            return
        # The symbol with a gap before it, as a word is followed by a space.
        gap = side // 4
        pixmap = QPixmap(side + gap, side)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawImage(QRectF(gap, 0, side, side), image)
        painter.end()
        self.roll_button.setIcon(QIcon(pixmap))
        self.roll_button.setIconSize(QSize(side + gap, side))

    def _set_enabled(self, on: bool) -> None:
        # On the way to the main phase with a trigger waiting, Roll (like Space) first goes
        # to that step, so it stays on; the caption says so.
        allowed = self.roll_check.allowed or self.roll_check.stop_at is not None
        self.roll_button.setEnabled(on and self._roll_blocked is None and allowed)
        for b in self.manual_buttons.values():
            b.setEnabled(on)

    def animate(self, roll: dict[str, Any]) -> None:
        """Spin through the faces for about 400 ms, then settle on ``roll``."""
        self.last_roll = roll
        self._spin_frame = 0
        self.detail_label.setText(self.tr("Rolling…"))
        self._spin_step()
        self._spin.start()

    def _spin_step(self) -> None:
        if self._spin_frame >= len(SPIN_FACES):
            self._stop_spin()
            if self.last_roll is not None:
                self._show_result(self.last_roll)
            return
        face = SPIN_FACES[self._spin_frame]
        self._spin_frame += 1
        self._show_face(face, settled=False)

    def _stop_spin(self) -> None:
        self._spin.stop()
        self._spin_frame = len(SPIN_FACES)

    def _show_face(self, face: str, *, settled: bool) -> None:
        t = self._theme
        colour = {"chaos": t.chaos if settled else t.muted,
                  "planeswalker": t.accent if settled else t.muted}.get(face, t.muted)
        pixmap = _symbol(face, t.px(self.FACE_SIZE - 8), colour if settled else t.muted)
        if pixmap is None:
            self.face_icon.clear()
        else:
            self.face_icon.setPixmap(pixmap)
        # A face with no symbol (blank) leaves no empty square before its name.
        self.face_icon.setVisible(pixmap is not None)
        self.result_label.setText(face_name(face))
        self.result_label.setStyleSheet(
            f"font-size: {t.px(self._result_px())}px; font-weight: bold; "
            f"color: {colour if settled else t.muted};")

    def _show_result(self, roll: dict[str, Any]) -> None:
        self.last_roll = roll
        counted = str(roll.get("face_counted", ""))
        read = str(roll.get("face_read", counted))
        self._show_face(counted, settled=True)
        detail = roll_summary(roll)
        if read != counted:
            detail += "\n" + self.tr("Read {read}, counts as {counted}").format(
                read=face_name(read), counted=face_name(counted))
        self.detail_label.setTextFormat(Qt.TextFormat.RichText)
        self.detail_label.setText(symbol_html(detail, self._theme.px(15),
                                              chaos_colour=self._theme.chaos))
        self.detail_label.setToolTip(plain_symbols(detail))

    def detail_text(self) -> str:
        """The result's detail as plain text (symbols as "(1)")."""
        return self.detail_label.toolTip() if self.last_roll is not None else ""

    def clear_result(self) -> None:
        self.last_roll = None
        self.face_icon.clear()
        self.face_icon.hide()  # "No roll yet" starts where the panel's other lines start
        self.result_label.setText(self.tr("No roll yet"))
        self.result_label.setStyleSheet(f"font-size: {self._theme.px(self._result_px())}px;")
        self.detail_label.setText("")
        self.detail_label.setToolTip("")

    def set_compact(self, compact: bool) -> None:
        """A short screen: one line each for the status and the result's detail, a smaller
        result, and no caption over the buttons for a real die (their tooltips say it), so
        the stack under the panel keeps room for three items."""
        if compact != self._compact:
            self._compact = compact
            self.manual_caption.setVisible(not compact)
            self._restyle()
            self._fit_status()
            self._fit_source()

    @property
    def compact(self) -> bool:
        return self._compact

    def resizeEvent(self, event: QResizeEvent) -> None:  # a Qt override
        super().resizeEvent(event)
        self._fit_status()
        self._fit_source()

    def _fit_source(self) -> None:
        """A compact panel has one line for the source's status, a longer sentence in a
        longer language too: it ends in "…", and the tooltip has the whole of it."""
        label = self.source_label
        label.ensurePolished()  # measured in the font its tone's style gives it
        label.setWordWrap(not self._compact)
        text = self._source_text
        if self._compact and label.width() > 0:
            text = label.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight,
                                                  label.width())
        label.setText(text)
        whole = self._source_text if text != self._source_text else ""
        label.setToolTip("\n".join(t for t in (whole, self._source_tip) if t))

    def status_text(self) -> str:
        """Why Roll is off now (the whole text; a compact panel shows it elided)."""
        return self._status_text

    def _fit_status(self) -> None:
        """A compact panel has one line for the status (the stack below needs the rest of
        a 1280×720 screen): it ends in "…" rather than being cut mid-line, and the whole
        reason is on its tooltip and on Roll's."""
        label = self.status_label
        label.setWordWrap(not self._compact)
        text = self._status_text
        if self._compact and label.width() > 0:
            text = label.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight,
                                                  label.width())
        label.setText(text)

    def _result_px(self) -> int:
        return 20 if self._compact else 26

    def _restyle(self) -> None:
        t = self._theme
        compact = self._compact
        self._box.setContentsMargins(t.px(10), t.px(6 if compact else 8), t.px(10),
                                     t.px(6 if compact else 8))
        self._box.setSpacing(t.px(3 if compact else 4))
        self.roll_button.setMinimumHeight(t.px(50 if compact else 56))
        face = t.px(34 if compact else self.FACE_SIZE)
        self.face_icon.setFixedSize(face, face)
        for button in self.manual_buttons.values():
            button.setMinimumSize(t.px(TOUCH), t.px(TOUCH))
        self.camera_button.setMinimumHeight(t.px(TOUCH))
        self.setStyleSheet(f"""
            QLabel {{ background: transparent; }}
            QLabel#title {{ font-size: {t.px(16 if compact else 20)}px; font-weight: bold; }}
            QLabel#source, QLabel#detail {{ color: {t.muted}; font-size: {t.px(14)}px; }}
            QLabel#source[tone="ok"] {{ color: {t.ok}; }}
            QLabel#source[tone="warn"] {{ color: {t.danger}; font-weight: bold; }}
            QLabel#status {{ color: {t.muted}; font-size: {t.px(13)}px; }}
            QPushButton#camera {{ padding: 2px {t.px(8)}px; font-size: {t.px(14)}px; }}
            QLabel#caption {{ color: {t.muted}; font-size: {t.px(13)}px; }}
            QPushButton[manual="true"] {{ padding: 2px {t.px(4)}px; font-size: {t.px(15)}px; }}
            QPushButton[manual="true"]:disabled {{ background: {t.panel_border};
                                                   color: {t.muted}; }}
            QPushButton#roll {{ background: {t.accent}; color: {t.on_accent};
                                font-size: {t.px(30)}px; font-weight: bold;
                                border-radius: {t.px(12)}px; }}
            QPushButton#roll:disabled {{ background: {t.panel_border}; color: {t.muted}; }}
            QPushButton#roller {{ padding: 2px {t.px(6)}px; font-size: {t.px(15)}px; }}
            QPushButton#roller:checked {{ border: 2px solid {t.accent}; font-weight: bold; }}
        """)
        # Every line that can change keeps its room: the panel never changes height.
        lines_each = 1 if compact else 2
        for label, px, lines in ((self.source_label, 14, lines_each),
                                 (self.status_label, 13, lines_each),
                                 (self.detail_label, 15, lines_each)):
            font = QFont(label.font())
            font.setPixelSize(t.px(px))
            label.setFixedHeight(lines * QFontMetrics(font).lineSpacing() + 2)
        font = QFont(self.result_label.font())
        font.setPixelSize(t.px(self._result_px()))
        font.setBold(True)
        self.result_label.setFixedHeight(QFontMetrics(font).lineSpacing() + 2)
        self._set_roll_icon()
        for face, button in self.manual_buttons.items():
            pixmap = _symbol(face.value, t.px(18), t.text)
            icon = QIcon(pixmap) if pixmap is not None else QIcon()
            faded = _symbol(face.value, t.px(18), t.panel_border)  # off (no game): looks off
            if faded is not None:
                icon.addPixmap(faded, QIcon.Mode.Disabled)
            button.setIcon(icon)
            button.setIconSize(QSize(t.px(18), t.px(18)))


_RULE_HEAD = re.compile(r"^\d{3}(\.\d+[a-z]?)?: ")


def _rule_free(reason: str) -> str:
    """A refusal without its leading rule number, for the short status line (the tooltip
    keeps the whole reason)."""
    rest = _RULE_HEAD.sub("", reason)
    return rest[:1].upper() + rest[1:]
