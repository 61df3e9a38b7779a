"""The stack of planar abilities, top first, with Resolve and Remove, and the triggered
abilities waiting to be put on it.

Each item is compact so that three fit a 360 × 330 panel (what a 1280 × 720 screen
leaves): a header line (kind, source card, why it triggered, controller), what it does
with its symbols drawn, and a touch-sized Remove beside them. Nothing appears or
disappears around the list: a pending choice is the list's first row, and a refusal goes
to the table as a notice (``EngineBridge.notice``).
"""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt
from PySide6.QtGui import QFontMetrics, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from desktop.ability_text import stack_ability
from desktop.bridge import EngineBridge
from desktop.choice_text import question, waiting_line
from desktop.engine_text import card_name, render_or
from desktop.rich_text import has_symbols, symbol_html
from desktop.table.panel_style import scrollbar_style
from desktop.theme import DARK, TOUCH, Theme
from engine.actions import Action, Remove, Resolve

log = logging.getLogger(__name__)

TRIGGER_BLUE = "#4f8fe0"
STACK_ROOM = 420
"""The most room (at interface size 1) the stack asks of a column it shares with effects
and the log: about three compact items; past it the list scrolls."""


def kind_label(kind: str) -> str:
    """The tag shown for a kind of stack item (translated)."""
    labels = {
        "chaos": QCoreApplication.translate("StackView", "Chaos"),
        "planeswalk": QCoreApplication.translate("StackView", "Planeswalk"),
        "encounter": QCoreApplication.translate("StackView", "Encounter"),
        "trigger": QCoreApplication.translate("StackView", "Trigger"),
    }
    return labels.get(kind, kind.capitalize())


def kind_colours(kind: str, theme: Theme) -> tuple[str, str]:
    """(background, text) of the coloured tag for a kind of stack item."""
    return {
        "chaos": (theme.chaos, "#ffffff"),
        "planeswalk": (theme.accent, "#1b1b1b"),
        "encounter": (theme.ok, "#1b1b1b"),
        "trigger": (TRIGGER_BLUE, "#ffffff"),
    }.get(kind, (theme.panel_border, theme.text))


class ElidedLabel(QLabel):
    """One line that ends in "…" when it doesn't fit, instead of pushing its neighbours
    out or being cut mid-letter; ``text()`` and the tooltip keep the whole text."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setToolTip(text)

    def setText(self, text: str) -> None:
        super().setText(text)
        self.setToolTip(text)

    def minimumSizeHint(self) -> QSize:
        return QSize(12, super().minimumSizeHint().height())

    def full_width(self) -> int:
        return QFontMetrics(self.font()).horizontalAdvance(self.text())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        rect = self.contentsRect()
        shown = QFontMetrics(self.font()).elidedText(self.text(), Qt.TextElideMode.ElideRight,
                                                     rect.width())
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.setFont(self.font())
        painter.drawText(rect, int(self.alignment() | Qt.AlignmentFlag.AlignVCenter), shown)
        painter.end()


class StackItemWidget(QFrame):
    """One ability: kind tag, source, reason, controller; what it does; Remove (on the
    stack only)."""

    def __init__(self, item: dict[str, Any], theme: Theme, *, on_stack: bool, top: bool,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.item = item
        self.item_id: int = int(item["id"])
        self.kind: str = str(item["kind"])
        controller = str(item.get("controller") or "—")
        self.setObjectName("stackItem")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)

        self.kind_label = QLabel(kind_label(self.kind))
        self.kind_label.setObjectName("kind")
        self.kind_label.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        source = item.get("source")
        self.source_label = ElidedLabel(card_name(source) if source
                                        else self.tr("Planeswalking ability"))
        self.source_label.setObjectName("source")
        # The card's name first; why it triggered gets what room is left.
        self.source_label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        reason = render_or(item.get("reason_msg"), str(item.get("reason") or ""))
        self.reason_label = ElidedLabel(reason)
        self.reason_label.setObjectName("reason")
        targets = ", ".join(str(t) for t in item.get("targets") or [])
        # Targets are chosen as the ability goes on the stack (601.2c): show them with it.
        self.controller_label = QLabel(
            self.tr("Controller: {name} · Target: {targets}").format(name=controller,
                                                                    targets=targets)
            if targets else self.tr("Controller: {name}").format(name=controller))
        self.controller_label.setObjectName("controller")
        header = QHBoxLayout()
        header.setSpacing(6)
        header.addWidget(self.kind_label)
        header.addWidget(self.source_label)
        header.addWidget(self.reason_label, 1)

        # What it does, with its controller named, as the table will be told: the card's
        # printed paragraph in the table's language where there is one, else the Oracle
        # effect; the full Oracle text (trigger condition included) is in the tooltip.
        shown = stack_ability(item)
        self.printed = shown.printed
        self.effect_text = f"{controller}: {shown.text}"
        self.text_label = QLabel()
        self.text_label.setObjectName("text")
        self.text_label.setWordWrap(True)
        px = theme.px(17)
        if has_symbols(self.effect_text):
            self.text_label.setTextFormat(Qt.TextFormat.RichText)
            self.text_label.setText(symbol_html(self.effect_text, px, chaos_colour=theme.chaos))
        else:
            self.text_label.setTextFormat(Qt.TextFormat.PlainText)
            self.text_label.setText(self.effect_text)
        self.text_label.setToolTip(shown.tooltip)

        grid = QGridLayout(self)
        grid.setContentsMargins(theme.px(8), theme.px(5), theme.px(6), theme.px(5))
        grid.setHorizontalSpacing(theme.px(6))
        grid.setVerticalSpacing(theme.px(2))
        grid.addLayout(header, 0, 0)
        grid.addWidget(self.controller_label, 0, 1, Qt.AlignmentFlag.AlignRight)
        grid.addWidget(self.text_label, 1, 0, 1, 2 if not on_stack else 1)
        grid.setColumnStretch(0, 1)
        self.remove_button: QPushButton | None = None
        if on_stack:
            self.remove_button = QPushButton(self.tr("Remove"))
            self.remove_button.setObjectName("remove")
            self.remove_button.setMinimumSize(theme.px(TOUCH), theme.px(TOUCH))
            self.remove_button.setToolTip(
                self.tr("Take it off the stack without resolving it (countered, or a "
                        "mistake)"))
            grid.addWidget(self.remove_button, 1, 1,
                           Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom)

        bg, fg = kind_colours(self.kind, theme)
        border = (f"{theme.px(2)}px solid {theme.accent}" if top
                  else f"1px solid {theme.panel_border}")
        self.setStyleSheet(f"""
            QFrame#stackItem {{ background: {theme.panel}; border: {border};
                                border-radius: {theme.px(8)}px; }}
            QLabel {{ background: transparent; border: none; }}
            QLabel#kind {{ background: {bg}; color: {fg}; border-radius: {theme.px(5)}px;
                           padding: 0px {theme.px(6)}px; font-weight: bold;
                           font-size: {theme.px(13)}px; }}
            QLabel#source {{ font-weight: bold; font-size: {theme.px(16)}px; }}
            QLabel#text {{ font-size: {px}px; }}
            QLabel#controller, QLabel#reason {{ color: {theme.muted};
                                                font-size: {theme.px(13)}px; }}
            QPushButton#remove {{ padding: 0px {theme.px(8)}px; font-size: {theme.px(14)}px; }}
        """)


class StackView(QFrame):
    """The stack, top first, and the waiting triggers. "Resolve (Enter)" resolves the top
    item; each item has "Remove". A refusal goes to ``bridge.notice``."""

    def __init__(self, bridge: EngineBridge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bridge = bridge
        self._theme: Theme = DARK
        self._items: list[StackItemWidget] = []
        self._waiting: list[StackItemWidget] = []
        self._last_view: dict[str, Any] | None = None
        self._key: tuple[Any, ...] = ()
        self.last_notice = ""
        """The last refusal sent to the table (cleared by the next change)."""
        self.setObjectName("panel")

        self.title_label = QLabel(self.tr("Stack"))
        self.title_label.setObjectName("title")
        self.resolve_button = QPushButton(self.tr("Resolve (Enter)"))
        self.resolve_button.setObjectName("primary")
        self.resolve_button.setToolTip(self.tr("Resolve the top of the stack"))
        self.resolve_button.clicked.connect(self.resolve_top)
        header = QHBoxLayout()
        header.addWidget(self.title_label)
        header.addStretch(1)
        header.addWidget(self.resolve_button)

        # A pending choice is the list's first row: inside the scroll area, so it can't
        # overlap the header or grow the panel.
        self.choice_label = QLabel("")
        self.choice_label.setObjectName("choice")
        self.choice_label.setWordWrap(True)
        self.choice_label.hide()
        self.empty_label = QLabel(self.tr("The stack is empty"))
        self.empty_label.setObjectName("muted")
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)

        self._list = QWidget()
        self._list.setObjectName("stackList")
        self._list_box = QVBoxLayout(self._list)
        self._list_box.setContentsMargins(0, 0, 0, 0)
        self._list_box.setSpacing(6)
        self._stack_box = QVBoxLayout()
        self._stack_box.setSpacing(6)
        self.waiting_title = QLabel(self.tr("Waiting to go on the stack"))
        self.waiting_title.setObjectName("muted")
        self._waiting_box = QVBoxLayout()
        self._waiting_box.setSpacing(6)
        self._list_box.addWidget(self.choice_label)
        self._list_box.addWidget(self.empty_label)
        self._list_box.addLayout(self._stack_box)
        self._list_box.addWidget(self.waiting_title)
        self._list_box.addLayout(self._waiting_box)
        self._list_box.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(self._list)
        scroll.viewport().setObjectName("stackViewport")
        self.scroll_area = scroll
        # The list's height (wrapped text, fonts from the style sheet) is only known once
        # it is laid out: ask the column for room again each time it changes.
        self._list.installEventFilter(self)

        self._box = QVBoxLayout(self)
        self._box.setSpacing(6)
        self._box.addLayout(header)
        self._box.addWidget(scroll, 1)

        self._restyle()
        bridge.changed.connect(self._on_changed)
        if bridge.view is not None:
            self.refresh(bridge.view)
        else:
            self.refresh({})

    def minimumSizeHint(self) -> QSize:
        """Room for the whole list, up to `STACK_ROOM`: a column shared with effects and
        the log must not slice an item in two (a long Japanese ability wraps to four
        lines in the narrow column)."""
        hint = super().minimumSizeHint()
        scroll_min = self.scroll_area.minimumSizeHint().height()
        width = self.scroll_area.viewport().width()
        content = (self._list.heightForWidth(width) if self._list.hasHeightForWidth()
                   else self._list.minimumSizeHint().height())
        wanted = min(content, self._theme.px(STACK_ROOM))
        return QSize(hint.width(), hint.height() + max(0, wanted - scroll_min))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # a Qt override
        if watched is self._list and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
        return super().eventFilter(watched, event)

    # -- accessors -------------------------------------------------------------------------
    def items(self) -> list[StackItemWidget]:
        """The stack's items, top first."""
        return list(self._items)

    def waiting_items(self) -> list[StackItemWidget]:
        """The triggers waiting to be put on the stack."""
        return list(self._waiting)

    def set_theme(self, theme: Theme) -> None:
        self._theme = theme
        self._restyle()
        if self._last_view is not None:
            self.refresh(self._last_view, force=True)

    # -- actions ---------------------------------------------------------------------------
    def resolve_top(self) -> bool:
        return self._apply(Resolve())

    def remove(self, item_id: int) -> bool:
        return self._apply(Remove(item_id))

    def _apply(self, action: Action) -> bool:
        reason = self.bridge.try_apply(action)
        if reason is not None:
            self.last_notice = self.tr("Nothing changed: {reason}").format(reason=reason)
            self.bridge.notice.emit(self.last_notice, "error")
        return reason is None

    # -- drawing ---------------------------------------------------------------------------
    def _on_changed(self, view: dict[str, Any], _events: list[dict[str, Any]]) -> None:
        self.last_notice = ""
        self.refresh(view)

    def refresh(self, view: dict[str, Any], *, force: bool = False) -> None:
        stack = list(view.get("stack", []))
        waiting = list(view.get("waiting_triggers", []))
        key = (stack, waiting, view.get("pending_choice"), view.get("game_over", False))
        if not force and self._last_view is not None and key == self._key:
            return  # nothing on the stack changed (a life total, a step...)
        self._last_view = view
        self._key = key
        for w in (*self._items, *self._waiting):
            w.hide()
            w.setParent(None)
            w.deleteLater()
        self._items = []
        self._waiting = []
        for i, item in enumerate(stack):
            w = StackItemWidget(item, self._theme, on_stack=True, top=i == 0)
            button = w.remove_button
            assert button is not None
            button.clicked.connect(lambda _=False, n=w.item_id: self.remove(n))
            self._stack_box.addWidget(w)
            self._items.append(w)
        for item in waiting:
            w = StackItemWidget(item, self._theme, on_stack=False, top=False)
            self._waiting_box.addWidget(w)
            self._waiting.append(w)
        self.title_label.setText(self.tr("Stack ({n})").format(n=len(stack)) if stack
                                 else self.tr("Stack"))
        # "Empty" only when nothing is waiting to go on it either.
        self.empty_label.setVisible(not stack and not waiting)
        self.waiting_title.setVisible(bool(waiting))
        choice = view.get("pending_choice")
        if choice:
            # Who chooses what; the question itself only where it doesn't name them twice
            # (a move on the map is asked on the map, the bar above it says how).
            if choice.get("kind") == "map_move":
                text = self.tr("Waiting: {what}").format(what=waiting_line(choice))
            else:
                text = self.tr("Waiting for {player} to choose: {question}").format(
                    player=choice.get("player"), question=question(choice))
            rich = has_symbols(text)
            self.choice_label.setTextFormat(Qt.TextFormat.RichText if rich
                                            else Qt.TextFormat.PlainText)
            self.choice_label.setText(symbol_html(text, self._theme.px(16),
                                                  chaos_colour=self._theme.chaos)
                                      if rich else text)
        self.choice_label.setVisible(bool(choice))
        self.resolve_button.setEnabled(bool(stack) and not choice
                                       and not view.get("game_over", False))
        if stack:
            self.scroll_area.verticalScrollBar().setValue(0)  # the top of the stack in view

    def _restyle(self) -> None:
        t = self._theme
        self._box.setContentsMargins(t.px(8), t.px(6), t.px(8), t.px(6))
        self.resolve_button.setMinimumSize(t.px(TOUCH), t.px(TOUCH))
        self.setStyleSheet(f"""
            QLabel {{ background: transparent; }}
            QLabel#title {{ font-size: {t.px(20)}px; font-weight: bold; }}
            QLabel#choice {{ color: {t.accent}; font-weight: bold; font-size: {t.px(15)}px; }}
            QLabel#muted {{ color: {t.muted}; font-size: {t.px(14)}px; }}
            QPushButton#primary {{ font-size: {t.px(15)}px; padding: 0px {t.px(12)}px; }}
            QPushButton#primary:disabled {{ background: {t.panel_border}; color: {t.muted}; }}
            QScrollArea, QWidget#stackList, QWidget#stackViewport {{
                background: transparent; border: none; }}
            {scrollbar_style(t)}
        """)

