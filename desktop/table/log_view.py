"""Active effects with their durations, and the game log with the roll audit highlighted."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from desktop.bridge import EngineBridge
from desktop.engine_text import card_name, render_or
from desktop.rich_text import has_symbols, plain_symbols, symbol_html
from desktop.table.panel_style import checkbox_style, scrollbar_style
from desktop.theme import DARK, TOUCH, Theme
from engine.actions import EndEffect

TYPE_ROLE = Qt.ItemDataRole.UserRole
SEQ_ROLE = Qt.ItemDataRole.UserRole + 1
CORRECTION_TYPE = "table_correction"
ROLL_TYPE = "die_rolled"


def duration_text(effect: dict[str, Any]) -> str:
    # Named in each call, where lupdate reads the context (not through a helper).
    translate = QCoreApplication.translate

    until = str(effect.get("until", ""))
    player = effect.get("player")
    return {
        "end_of_turn": translate("EffectsView", "until end of turn"),
        "planeswalk": translate("EffectsView", "until a player planeswalks"),
        "planeswalk_away_from_plane": translate(
            "EffectsView", "until a player planeswalks away from a plane"),
        "your_next_turn": (
            translate("EffectsView", "until {player}'s next turn").format(player=player)
            if player else translate("EffectsView", "until your next turn")),
        "game": translate("EffectsView", "for the rest of the game"),
    }.get(until, translate("EffectsView", "until {what}").format(what=until.replace("_", " ")))


def effect_text(effect: dict[str, Any]) -> str:
    """E.g. "Creatures can't attack Ann — until a player planeswalks"."""
    text = render_or(effect.get("msg"), str(effect.get("text", "")))
    return f"{text} — {duration_text(effect)}"


class EffectRow(QFrame):
    def __init__(self, effect: dict[str, Any], parent: QWidget | None = None, *,
                 theme: Theme = DARK) -> None:
        super().__init__(parent)
        self.effect = effect
        self.effect_id = int(effect["id"])
        self.setObjectName("effectRow")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        text = effect_text(effect)
        self.text_label = QLabel()
        if has_symbols(text):  # e.g. a granted "{T}: ..." ability: drawn as on the card
            self.text_label.setTextFormat(Qt.TextFormat.RichText)
            self.text_label.setText(symbol_html(text, theme.px(16), chaos_colour=theme.chaos))
        else:
            self.text_label.setTextFormat(Qt.TextFormat.PlainText)
            self.text_label.setText(text)
        self.text_label.setObjectName("effectText")
        self.text_label.setWordWrap(True)
        source = effect.get("source")
        self.source_label = QLabel(card_name(str(source)) if source else "")
        self.source_label.setObjectName("muted")
        self.end_button = QPushButton(self.tr("End"))
        self.end_button.setObjectName("endEffect")
        self.end_button.setToolTip(self.tr("End this effect now"))
        texts = QVBoxLayout()
        texts.setSpacing(0)
        texts.addWidget(self.text_label)
        if source:
            texts.addWidget(self.source_label)
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 6, 8, 6)
        row.addLayout(texts, 1)
        row.addWidget(self.end_button, 0, Qt.AlignmentFlag.AlignTop)


class EffectsView(QFrame):
    """Active effects with their durations (``view["effects"]``); "End" ends one."""

    def __init__(self, bridge: EngineBridge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bridge = bridge
        self._theme: Theme = DARK
        self._rows: list[EffectRow] = []
        self._shown: list[dict[str, Any]] | None = None
        self.setObjectName("effects")

        self.empty_label = QLabel(self.tr("No active effects"))
        self.empty_label.setObjectName("muted")
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._list = QWidget()
        self._list.setObjectName("effectsList")
        self._box = QVBoxLayout(self._list)
        self._box.setContentsMargins(0, 0, 0, 0)
        self._box.setSpacing(6)
        self._box.addWidget(self.empty_label)
        self._box.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(self._list)
        scroll.viewport().setObjectName("effectsViewport")
        box = QVBoxLayout(self)
        box.setContentsMargins(6, 6, 6, 6)
        box.addWidget(scroll)

        self._restyle()
        bridge.changed.connect(self._on_changed)
        self.refresh(bridge.view or {})

    def rows(self) -> list[EffectRow]:
        return list(self._rows)

    def texts(self) -> list[str]:
        return [r.text_label.text() for r in self._rows]

    def set_theme(self, theme: Theme) -> None:
        self._theme = theme
        self._restyle()

    def _on_changed(self, view: dict[str, Any], _events: list[dict[str, Any]]) -> None:
        self.refresh(view)

    def refresh(self, view: dict[str, Any]) -> None:
        effects = list(view.get("effects", []))
        if effects == self._shown:
            return
        self._shown = effects
        for row in self._rows:
            row.hide()
            row.setParent(None)
            row.deleteLater()
        self._rows = []
        for i, effect in enumerate(effects):
            row = EffectRow(effect, theme=self._theme)
            row.end_button.clicked.connect(
                lambda _=False, n=row.effect_id: self.bridge.apply(EndEffect(n)))
            self._box.insertWidget(i, row)
            self._rows.append(row)
        self.empty_label.setVisible(not effects)

    def _restyle(self) -> None:
        t = self._theme
        self.setStyleSheet(f"""
            QLabel {{ background: transparent; }}
            QLabel#muted {{ color: {t.muted}; }}
            QFrame#effectRow {{ background: {t.panel}; border: 1px solid {t.panel_border};
                                border-radius: 8px; }}
            QLabel#effectText {{ font-weight: bold; }}
            QScrollArea, QWidget#effectsList, QWidget#effectsViewport {{
                background: transparent; border: none; }}
            QPushButton#endEffect {{ min-width: {t.px(TOUCH)}px; min-height: {t.px(TOUCH)}px;
                                     padding: 0px {t.px(8)}px; }}
            {scrollbar_style(t)}
        """)


class LogView(QFrame):
    """The game log (``view["log"]``), newest at the bottom. It follows new entries while
    scrolled to the bottom (and always after a new game or an undo), down to the last
    line's last pixel, also when word wrap settles after the scroll. Die rolls (the roll
    audit: who, cost, source, face) stand out. Costs read "(2)": a list row is plain text."""

    def __init__(self, bridge: EngineBridge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bridge = bridge
        self._theme: Theme = DARK
        self._seqs: list[int] = []
        self._follow_newest = True
        self.setObjectName("log")

        self.list_widget = QListWidget()
        self.list_widget.setObjectName("logList")
        self.list_widget.setWordWrap(True)
        self.list_widget.setUniformItemSizes(False)
        self.list_widget.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.list_widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.list_widget.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.list_widget.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        bar = self.list_widget.verticalScrollBar()
        bar.valueChanged.connect(self._on_scrolled)
        bar.rangeChanged.connect(self._on_range)
        self.rolls_only = QCheckBox(self.tr("Rolls only"))
        self.rolls_only.setObjectName("rollsOnly")
        self.rolls_only.setToolTip(
            self.tr("Show only the roll audit: who rolled, cost, source, face"))
        self.rolls_only.toggled.connect(self._apply_filter)
        top = QHBoxLayout()
        top.addStretch(1)
        top.addWidget(self.rolls_only)
        box = QVBoxLayout(self)
        box.setContentsMargins(6, 6, 6, 6)
        box.setSpacing(4)
        box.addLayout(top)
        box.addWidget(self.list_widget, 1)

        self._restyle()
        bridge.changed.connect(self._on_changed)
        self.refresh(bridge.view or {})

    # -- accessors -------------------------------------------------------------------------
    def entries(self) -> list[str]:
        """Every row's text, oldest first."""
        return [self.list_widget.item(i).text() for i in range(self.list_widget.count())]

    def roll_rows(self) -> list[str]:
        """The highlighted roll-audit rows' texts, oldest first."""
        return [self.list_widget.item(i).text() for i in range(self.list_widget.count())
                if self.list_widget.item(i).data(TYPE_ROLE) == ROLL_TYPE]

    def set_theme(self, theme: Theme) -> None:
        self._theme = theme
        self._restyle()
        self._seqs = []
        self.refresh(self.bridge.view or {})

    @property
    def follows_newest(self) -> bool:
        return self._follow_newest

    # -- drawing ---------------------------------------------------------------------------
    def _on_changed(self, view: dict[str, Any], _events: list[dict[str, Any]]) -> None:
        self.refresh(view)

    def _on_scrolled(self, value: int) -> None:
        # The player scrolled up to read: stop following; back at the bottom: follow again.
        if self.list_widget.isVisible():
            self._follow_newest = value >= self.list_widget.verticalScrollBar().maximum() - 4

    def _on_range(self, _minimum: int, maximum: int) -> None:
        # Rows grow when word wrap settles after they were added: stay on the last line.
        if self._follow_newest:
            self.list_widget.verticalScrollBar().setValue(maximum)

    def _restyle(self) -> None:
        t = self._theme
        self.setStyleSheet(f"""
            QListWidget#logList::item {{ padding: 2px 4px; }}
            QListWidget#logList {{ font-size: {t.px(14)}px; }}
            {checkbox_style(t)}
            {scrollbar_style(t)}
        """)

    def showEvent(self, event: Any) -> None:  # a Qt override
        super().showEvent(event)
        # While hidden (another tab) the list can't scroll; catch up with the newest entry.
        if self._follow_newest:
            # With ``self`` as context the timer dies with the widget.
            QTimer.singleShot(0, self, self.list_widget.scrollToBottom)

    def refresh(self, view: dict[str, Any]) -> None:
        log = list(view.get("log", []))
        seqs = [int(e["seq"]) for e in log]
        if seqs == self._seqs:
            return
        bar = self.list_widget.verticalScrollBar()
        follow = self._follow_newest or not self.list_widget.isVisible()
        keep = bar.value()
        start = next((i for i, n in enumerate(self._seqs) if seqs and n >= seqs[0]),
                     len(self._seqs))
        kept = self._seqs[start:]
        if kept and seqs[:len(kept)] == kept and self.list_widget.count() == len(self._seqs):
            # The usual case: entries were added (and old ones slid off the top).
            for _ in range(start):
                self.list_widget.takeItem(0)
            for entry in log[len(kept):]:
                self.list_widget.addItem(self._item(entry))
        else:  # a new game, an undo...: a new story, read from its newest line
            follow = True
            self._follow_newest = True
            self.list_widget.clear()
            for entry in log:
                self.list_widget.addItem(self._item(entry))
        self._seqs = seqs
        self._apply_filter()
        self._follow_newest = follow
        if follow:
            self.list_widget.scrollToBottom()
        else:
            bar.setValue(keep)

    def _item(self, entry: dict[str, Any]) -> QListWidgetItem:
        t = self._theme
        turn = int(entry.get("turn", 0))
        prefix = f"T{turn}" if turn else self.tr("Setup")
        text = plain_symbols(render_or(entry.get("msg"), str(entry.get("text", ""))))
        item = QListWidgetItem(f"{prefix}  {text}")
        item.setData(TYPE_ROLE, entry.get("type"))
        item.setData(SEQ_ROLE, int(entry["seq"]))
        kind = entry.get("type")
        if kind == ROLL_TYPE:
            font = QFont(item.font())
            font.setBold(True)
            item.setFont(font)
            item.setForeground(QBrush(QColor(t.accent)))
            band = QColor(t.accent)
            band.setAlpha(40)
            item.setBackground(QBrush(band))
            item.setToolTip(self.tr("Roll audit: who rolled, the cost, the source and the face"))
        elif kind in ("turn_began", "game_started"):
            font = QFont(item.font())
            font.setBold(True)
            item.setFont(font)
        elif kind in ("step_began", "starting_plane", "card_to_bottom"):
            item.setForeground(QBrush(QColor(t.muted)))
        elif kind in ("player_flagged", "game_over", "player_left"):
            item.setForeground(QBrush(QColor(t.danger)))
        elif kind == CORRECTION_TYPE:
            # Fixed by hand: set apart from what the rules and the die did.
            font = QFont(item.font())
            font.setItalic(True)
            item.setFont(font)
            item.setToolTip(self.tr("Table correction: fixed by hand, not a rule or a roll"))
        return item

    def _apply_filter(self) -> None:
        only = self.rolls_only.isChecked()
        for i in range(self.list_widget.count()):
            item = self.list_widget.item(i)
            item.setHidden(only and item.data(TYPE_ROLE) != ROLL_TYPE)
