"""The planar die: a big Roll button with the current cost, buttons for a real die read by
hand, the last result (with a short spin), and where die results come from."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QIcon, QPixmap, QResizeEvent
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
from desktop.symbols import symbol_pixmap
from desktop.theme import DARK, Theme
from engine.actions import Roll
from engine.domain import DieFace, RollSource

FACE_NAMES = {"planeswalker": "Planeswalker", "chaos": "Chaos", "blank": "Blank"}
SPIN_FACES = ("planeswalker", "blank", "chaos", "blank", "blank", "planeswalker", "chaos",
              "blank")
"""The faces shown while the die spins (about 400 ms), before it settles."""
RollRequest = Callable[[], "str | None"]
"""Asks a device to roll the real die (a dice tower's motor): None once asked, else why not."""


def face_name(face: str) -> str:
    return FACE_NAMES.get(face, face.capitalize())


def roll_summary(roll: dict[str, Any]) -> str:
    """One line of the roll audit: who, cost, source (and confidence)."""
    how = "effect, free" if roll.get("effect") else f"cost {{{roll.get('cost', 0)}}}"
    source = str(roll.get("source", ""))
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
    """Roll the planar die: virtual with the big button, or a real die read by hand."""

    SPIN_INTERVAL_MS = 50
    FACE_SIZE = 48

    def __init__(self, bridge: EngineBridge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bridge = bridge
        self._theme: Theme = DARK
        self._spin_frame = 0
        self.last_roll: dict[str, Any] | None = None
        """The last roll shown (a ``die_rolled`` event or a ``view["rolls"]`` entry)."""
        self._roll_request: RollRequest | None = None
        self._roll_blocked: str | None = None
        self._roll_note = ""
        self.setObjectName("panel")
        # Never squeezed below what it needs: a refusal or camera message must show whole.
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)

        title = QLabel("Planar die")
        title.setObjectName("title")
        self.source_label = QLabel("Die: virtual")
        self.source_label.setObjectName("source")
        self.source_label.setWordWrap(True)  # a camera's status can be a sentence
        self.source_label.setAlignment(Qt.AlignmentFlag.AlignRight
                                       | Qt.AlignmentFlag.AlignVCenter)
        header = QHBoxLayout()
        header.addWidget(title)
        header.addWidget(self.source_label, 1)

        self.roll_button = QPushButton("Roll")  # the cost shows once a game exists
        self.roll_button.setObjectName("roll")
        self.roll_button.setMinimumHeight(56)
        self.roll_button.clicked.connect(self.roll)
        self.error_label = QLabel("")
        self.error_label.setObjectName("error")
        self.error_label.setWordWrap(True)
        self.error_label.hide()

        manual_caption = QLabel("Or enter a real die, read by hand:")
        manual_caption.setObjectName("caption")
        self.manual_buttons: dict[DieFace, QPushButton] = {}
        manual = QHBoxLayout()
        manual.setSpacing(4)
        for face in (DieFace.PLANESWALKER, DieFace.CHAOS, DieFace.BLANK):
            button = QPushButton(face_name(face.value))
            button.setObjectName(f"manual_{face.value}")
            button.setProperty("manual", True)
            button.setToolTip(f"Enter a {face_name(face.value)} read off a real die")
            button.clicked.connect(lambda _=False, f=face: self.roll_manual(f))
            self.manual_buttons[face] = button
            manual.addWidget(button, 1)

        self.face_icon = QLabel()
        self.face_icon.setObjectName("faceIcon")
        self.face_icon.setFixedSize(self.FACE_SIZE, self.FACE_SIZE)
        self.face_icon.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.result_label = QLabel("No roll yet")
        self.result_label.setObjectName("result")
        self.detail_label = QLabel("")
        self.detail_label.setObjectName("detail")
        self.detail_label.setWordWrap(True)
        texts = QVBoxLayout()
        texts.setSpacing(0)
        texts.addWidget(self.result_label)
        texts.addWidget(self.detail_label)
        result = QHBoxLayout()
        result.addWidget(self.face_icon)
        result.addLayout(texts, 1)

        box = QVBoxLayout(self)
        box.setContentsMargins(10, 8, 10, 8)
        box.setSpacing(4)
        box.addLayout(header)
        box.addWidget(self.roll_button)
        box.addWidget(self.error_label)
        self.camera_button = QPushButton("Camera…")
        self.camera_button.setObjectName("camera")
        self.camera_button.setToolTip("Show what the camera sees (Camera ▸ Show camera…)")
        self.camera_button.hide()
        caption = QHBoxLayout()
        caption.addWidget(manual_caption, 1)
        caption.addWidget(self.camera_button)
        box.addLayout(caption)
        box.addLayout(manual)
        box.addLayout(result)

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
        self.source_label.setText(f"Die: {name}" + (f" · {status}" if status else ""))
        if self.source_label.property("tone") != tone:
            self.source_label.setProperty("tone", tone)
            self._restyle()
        self._fit_wrapped()

    def clear_notice(self) -> None:
        self.error_label.hide()

    def show_notice(self, text: str) -> None:
        """A message where refusals show (a cocked die, a camera refusal); the next change
        of the game clears it."""
        self.error_label.setText(text)
        self.error_label.show()
        self._fit_wrapped()

    def resizeEvent(self, event: QResizeEvent) -> None:  # a Qt override
        super().resizeEvent(event)
        self._fit_wrapped()

    def _fit_wrapped(self) -> None:
        """The source's status and the notice get the height their wrapped text needs at
        their width (the notice's is the Roll button's): a layout sizes a wrapped label by
        a wider guess, which cut a long status or a refusal's last line off when the panel
        was at its smallest."""
        for label, width, lines in ((self.source_label, self.source_label.width(), 2),
                                    (self.error_label, self.roll_button.width(), 3)):
            held = label.minimumHeight()
            label.setMinimumHeight(0)  # a label's height for a width is at least its minimum
            need = label.heightForWidth(width)
            # At most a few lines, so a long refusal can't push the seats off a 1080p
            # screen; the whole text is on the tooltip.
            cap = lines * label.fontMetrics().lineSpacing() + 8
            label.setToolTip(label.text() if need > cap else "")
            label.setMinimumHeight(min(need, cap) if need > 0 else held)

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
        if self.last_roll is not None and not self.is_animating:
            self._show_result(self.last_roll)

    # -- actions ---------------------------------------------------------------------------
    def roll(self) -> bool:
        """A special-action roll: the virtual die, or a request to the device that rolls
        the real one (see `set_roll_request`)."""
        if self._roll_blocked is not None:
            self.show_notice(self._roll_blocked)
            return False
        if self._roll_request is not None:
            self.error_label.hide()
            reason = self._roll_request()
            if reason is not None:
                self.show_notice(reason)
            return reason is None
        return self._apply(Roll())

    def roll_manual(self, face: DieFace) -> bool:
        """A face read off a real die by a person."""
        return self._apply(Roll(face, RollSource.MANUAL))

    def roll_read(self, face: DieFace, source: RollSource, confidence: float | None,
                  what: str = "") -> str | None:
        """A face read off a real die by a device; None if the engine took it, else its
        reason (shown here, after ``what``, e.g. "The camera read Chaos")."""
        self.error_label.hide()
        reason = self.bridge.try_apply(Roll(face, source, confidence))
        if reason is not None:
            self.show_notice(f"{what} — nothing changed: {reason}" if what
                             else f"Nothing changed: {reason}")
        return reason

    def _apply(self, action: Roll) -> bool:
        self.error_label.hide()
        reason = self.bridge.try_apply(action)
        if reason is not None:
            self.show_notice(f"Nothing changed: {reason}")
        return reason is None

    # -- drawing ---------------------------------------------------------------------------
    def _on_changed(self, view: dict[str, Any], events: list[dict[str, Any]]) -> None:
        self.error_label.hide()
        self.refresh(view)
        rolled = [e for e in events if e.get("type") == "die_rolled"]
        if rolled:
            self.animate(rolled[-1])
        elif any(e.get("type") in ("undone", "redone") for e in events):
            rolls = view.get("rolls", [])
            if rolls:
                self._stop_spin()
                self._show_result(rolls[-1])
            elif self.last_roll is not None and any(e.get("type") == "undone" for e in events):
                self._stop_spin()
                self.clear_result()

    def refresh(self, view: dict[str, Any]) -> None:
        cost = view.get("next_roll_cost")
        active = view.get("active_player")
        rule = ("A special action: the active player, in a main phase, with the stack empty; "
                "each roll this turn costs {1} more (901.9, 116.2i)")
        note = self._roll_blocked or self._roll_note
        head = f"{note}\n" if note else ""
        if cost is None:
            self.roll_button.setText("Roll")
            self.roll_button.setToolTip(head + rule)
        else:
            self.roll_button.setText(f"Roll {{{cost}}}")
            self.roll_button.setToolTip(f"{head}{active}'s next roll costs {{{cost}}}.\n{rule}")
        self._set_enabled(not view.get("game_over", False))

    def _set_enabled(self, on: bool) -> None:
        self.roll_button.setEnabled(on and self._roll_blocked is None)
        for b in self.manual_buttons.values():
            b.setEnabled(on)

    def animate(self, roll: dict[str, Any]) -> None:
        """Spin through the faces for about 400 ms, then settle on ``roll``."""
        self.last_roll = roll
        self._spin_frame = 0
        self.detail_label.setText("Rolling…")
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
        pixmap = _symbol(face, self.FACE_SIZE - 8, colour if settled else t.muted)
        if pixmap is None:
            self.face_icon.clear()
        else:
            self.face_icon.setPixmap(pixmap)
        self.result_label.setText(face_name(face))
        self.result_label.setStyleSheet(
            f"font-size: 26px; font-weight: bold; color: {colour if settled else t.muted};")

    def _show_result(self, roll: dict[str, Any]) -> None:
        self.last_roll = roll
        counted = str(roll.get("face_counted", ""))
        read = str(roll.get("face_read", counted))
        self._show_face(counted, settled=True)
        detail = roll_summary(roll)
        if read != counted:
            detail += f"\nRead {face_name(read)}, counts as {face_name(counted)}"
        self.detail_label.setText(detail)

    def clear_result(self) -> None:
        self.last_roll = None
        self.face_icon.clear()
        self.result_label.setText("No roll yet")
        self.result_label.setStyleSheet("")
        self.detail_label.setText("")

    def _restyle(self) -> None:
        t = self._theme
        self.setStyleSheet(f"""
            QLabel {{ background: transparent; }}
            QLabel#title {{ font-size: 20px; font-weight: bold; }}
            QLabel#source, QLabel#detail {{ color: {t.muted}; }}
            QLabel#source[tone="ok"] {{ color: {t.ok}; }}
            QLabel#source[tone="warn"] {{ color: {t.danger}; font-weight: bold; }}
            QPushButton#camera {{ padding: 2px 8px; }}
            QLabel#caption {{ color: {t.muted}; font-size: 13px; }}
            QPushButton[manual="true"] {{ padding: 4px 6px; }}
            QPushButton[manual="true"]:disabled {{ color: {t.muted}; border-color: {t.panel}; }}
            QLabel#error {{ color: {t.danger}; font-weight: bold; }}
            QPushButton#roll {{ background: {t.accent}; color: #1b1b1b; font-size: 30px;
                                font-weight: bold; border-radius: 12px; }}
            QPushButton#roll:disabled {{ background: {t.panel_border}; color: {t.muted}; }}
        """)
        for face, button in self.manual_buttons.items():
            pixmap = _symbol(face.value, 20, t.text)
            icon = QIcon(pixmap) if pixmap is not None else QIcon()
            faded = _symbol(face.value, 20, t.panel_border)  # off (no game): looks off
            if faded is not None:
                icon.addPixmap(faded, QIcon.Mode.Disabled)
            button.setIcon(icon)
