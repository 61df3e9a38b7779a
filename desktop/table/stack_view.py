"""The stack of planar abilities, top first, with Resolve and Remove, and the triggered
abilities waiting to be put on it."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from desktop.bridge import EngineBridge
from desktop.theme import DARK, Theme
from engine.actions import Action, Remove, Resolve

KIND_LABELS = {
    "chaos": "Chaos",
    "planeswalk": "Planeswalk",
    "encounter": "Encounter",
    "trigger": "Trigger",
}
TRIGGER_BLUE = "#4f8fe0"


def kind_colours(kind: str, theme: Theme) -> tuple[str, str]:
    """(background, text) of the coloured tag for a kind of stack item."""
    return {
        "chaos": (theme.chaos, "#ffffff"),
        "planeswalk": (theme.accent, "#1b1b1b"),
        "encounter": (theme.ok, "#1b1b1b"),
        "trigger": (TRIGGER_BLUE, "#ffffff"),
    }.get(kind, (theme.panel_border, theme.text))


class StackItemWidget(QFrame):
    """One ability: kind tag, source, controller, text; Remove (on the stack only)."""

    def __init__(self, item: dict[str, Any], theme: Theme, *, on_stack: bool, top: bool,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.item = item
        self.item_id: int = int(item["id"])
        self.kind: str = str(item["kind"])
        self.setObjectName("stackItem")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)

        self.kind_label = QLabel(KIND_LABELS.get(self.kind, self.kind.capitalize()))
        self.kind_label.setObjectName("kind")
        self.source_label = QLabel(item.get("source") or "Planeswalking ability")
        self.source_label.setObjectName("source")
        self.controller_label = QLabel(f"Controller: {item.get('controller', '—')}")
        self.controller_label.setObjectName("controller")
        header = QHBoxLayout()
        header.setSpacing(8)
        header.addWidget(self.kind_label)
        header.addWidget(self.source_label)
        header.addStretch(1)
        header.addWidget(self.controller_label)

        # What it does, with its controller named, as the table will be told; the full
        # Oracle text (trigger condition included) is in the tooltip.
        effect = str(item.get("effect") or item.get("text", ""))
        self.text_label = QLabel(f"{item.get('controller', '')}: {effect}")
        self.text_label.setToolTip(str(item.get("text", "")))
        self.text_label.setObjectName("text")
        self.text_label.setWordWrap(True)
        self.reason_label = QLabel(f"({item['reason']})" if item.get("reason") else "")
        self.reason_label.setObjectName("reason")
        footer = QHBoxLayout()
        footer.addWidget(self.reason_label, 1)
        self.remove_button: QPushButton | None = None
        if on_stack:
            self.remove_button = QPushButton("Remove")
            self.remove_button.setObjectName("remove")
            self.remove_button.setToolTip(
                "Take it off the stack without resolving it (countered, or a mistake)")
            footer.addWidget(self.remove_button)

        box = QVBoxLayout(self)
        box.setContentsMargins(10, 8, 10, 8)
        box.setSpacing(4)
        box.addLayout(header)
        box.addWidget(self.text_label)
        box.addLayout(footer)

        bg, fg = kind_colours(self.kind, theme)
        border = f"2px solid {theme.accent}" if top else f"1px solid {theme.panel_border}"
        self.setStyleSheet(f"""
            QFrame#stackItem {{ background: {theme.panel}; border: {border};
                                border-radius: 8px; }}
            QLabel {{ background: transparent; border: none; }}
            QLabel#kind {{ background: {bg}; color: {fg}; border-radius: 5px;
                           padding: 1px 8px; font-weight: bold; }}
            QLabel#source {{ font-weight: bold; font-size: 17px; }}
            QLabel#controller, QLabel#reason {{ color: {theme.muted}; }}
        """)


class StackView(QFrame):
    """The stack, top first, and the waiting triggers. "Resolve (Enter)" resolves the top
    item; each item has "Remove". Refusals of those are shown under the header."""

    def __init__(self, bridge: EngineBridge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bridge = bridge
        self._theme: Theme = DARK
        self._items: list[StackItemWidget] = []
        self._waiting: list[StackItemWidget] = []
        self._last_view: dict[str, Any] | None = None
        self._key: tuple[Any, ...] = ()
        self.setObjectName("panel")

        self.title_label = QLabel("Stack")
        self.title_label.setObjectName("title")
        self.resolve_button = QPushButton("Resolve (Enter)")
        self.resolve_button.setObjectName("primary")
        self.resolve_button.setToolTip("Resolve the top of the stack")
        self.resolve_button.clicked.connect(self.resolve_top)
        header = QHBoxLayout()
        header.addWidget(self.title_label)
        header.addStretch(1)
        header.addWidget(self.resolve_button)

        self.choice_label = QLabel("")
        self.choice_label.setObjectName("choice")
        self.choice_label.setWordWrap(True)
        self.choice_label.hide()
        self.message_label = QLabel("")
        self.message_label.setObjectName("error")
        self.message_label.setWordWrap(True)
        self.message_label.hide()
        self.empty_label = QLabel("The stack is empty")
        self.empty_label.setObjectName("muted")
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)

        self._list = QWidget()
        self._list.setObjectName("stackList")
        self._list_box = QVBoxLayout(self._list)
        self._list_box.setContentsMargins(0, 0, 0, 0)
        self._list_box.setSpacing(6)
        self._stack_box = QVBoxLayout()
        self._stack_box.setSpacing(6)
        self.waiting_title = QLabel("Waiting to go on the stack")
        self.waiting_title.setObjectName("muted")
        self._waiting_box = QVBoxLayout()
        self._waiting_box.setSpacing(6)
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

        box = QVBoxLayout(self)
        box.setContentsMargins(10, 8, 10, 8)
        box.setSpacing(6)
        box.addLayout(header)
        box.addWidget(self.choice_label)
        box.addWidget(self.message_label)
        box.addWidget(scroll, 1)

        self._restyle()
        bridge.changed.connect(self._on_changed)
        if bridge.view is not None:
            self.refresh(bridge.view)
        else:
            self.refresh({})

    # -- accessors -------------------------------------------------------------------------
    def items(self) -> list[StackItemWidget]:
        """The stack's items, top first."""
        return list(self._items)

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
        self.message_label.hide()
        reason = self.bridge.try_apply(action)
        if reason is not None:
            self.message_label.setText(f"Nothing changed: {reason}")
            self.message_label.show()
        return reason is None

    # -- drawing ---------------------------------------------------------------------------
    def _on_changed(self, view: dict[str, Any], _events: list[dict[str, Any]]) -> None:
        self.message_label.hide()
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
        self.title_label.setText(f"Stack ({len(stack)})" if stack else "Stack")
        self.empty_label.setVisible(not stack)
        self.waiting_title.setVisible(bool(waiting))
        choice = view.get("pending_choice")
        if choice:
            self.choice_label.setText(
                f"Waiting for {choice.get('player')} to choose: {choice.get('prompt')}")
        self.choice_label.setVisible(bool(choice))
        self.resolve_button.setEnabled(bool(stack) and not choice
                                       and not view.get("game_over", False))

    def _restyle(self) -> None:
        t = self._theme
        self.setStyleSheet(f"""
            QLabel {{ background: transparent; }}
            QLabel#title {{ font-size: 20px; font-weight: bold; }}
            QLabel#choice {{ color: {t.accent}; font-weight: bold; }}
            QLabel#error {{ color: {t.danger}; font-weight: bold; }}
            QLabel#muted {{ color: {t.muted}; }}
            QPushButton#primary:disabled {{ background: {t.panel_border}; color: {t.muted}; }}
            QScrollArea, QWidget#stackList, QWidget#stackViewport {{
                background: transparent; border: none; }}
        """)
