"""The content of a pending choice: the question, what it is about, and the answers.

``ChoiceForm`` is a plain widget so that either a dialog (``ChoiceDialog``, upright table)
or the in-window overlay turned toward the choosing player's seat (``SeatOverlay``, flat
table) can host it. It sends the answer through the bridge as a ``Choose`` action and says
``answered`` when the engine takes it; ✕ and Esc say ``hide_requested``: the choice stays
pending and the table's choice bar brings it back.

Revealed cards (Interplanar Tunnel's planes, the card Stairs to Infinity may bottom) are
drawn whole in a grid that never overlaps, at a size whose text is readable, each tappable
to zoom. Trigger orders show each ability's card and text (symbols drawn), not ids. Cards
going to the bottom of a planar deck together (401.4) are ordered the same way; their one
button reads "Keep this order" (the quick answer) until a card moves, then "Confirm order".
"""

from __future__ import annotations

import html
import logging
import math
from typing import Any

from PySide6.QtCore import (
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPointF,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QAbstractTextDocumentLayout, QKeyEvent, QPainter, QTextDocument
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from desktop.ability_text import whole_ability
from desktop.bridge import EngineBridge
from desktop.choice_text import prompt_text
from desktop.engine_text import automation_text, card_name, for_players
from desktop.rich_text import symbol_html
from desktop.table.card_view import CARD_ASPECT, CardPainter, CardPreview
from desktop.table.map_model import move_labels
from desktop.theme import DARK, TOUCH, Theme
from engine.actions import Choose

log = logging.getLogger(__name__)

ORDERED_KINDS = ("order", "redistribute", "bottom_order")
KEEP = "keep"
"""The quick answer to a ``bottom_order`` choice: the order shown (401.4)."""
OPTION_ROLE = Qt.ItemDataRole.UserRole
"""The option string an order row stands for (what ``Choose`` is sent)."""
HTML_ROLE = Qt.ItemDataRole.UserRole + 1
"""The row's rich text (card name, ability text with symbols)."""

READABLE_CARD_WIDTH = 500
"""Card width (at interface size 1) at which every plane's text is drawn at 14 px or more."""
LARGEST_CARD_WIDTH = 640
CARD_GAP = 12


class RichTextDelegate(QStyledItemDelegate):
    """Draws a list row's ``HTML_ROLE`` rich text wrapped to the list's width, so long
    abilities take more lines instead of a horizontal scrollbar."""

    PAD = 8

    def __init__(self, view: QListWidget) -> None:
        super().__init__(view)
        self._view = view

    def _document(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex,
                  width: float) -> QTextDocument:
        doc = QTextDocument()
        doc.setDefaultFont(option.font)
        doc.setDocumentMargin(0)
        doc.setHtml(str(index.data(HTML_ROLE) or ""))
        doc.setTextWidth(max(40.0, width))
        return doc

    def _text_width(self) -> float:
        return self._view.viewport().width() - 2 * self.PAD

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        opt.text = ""
        widget = opt.widget
        style = widget.style() if widget is not None else None
        if style is not None:
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        rect = opt.rect
        doc = self._document(opt, index, rect.width() - 2 * self.PAD)
        context = QAbstractTextDocumentLayout.PaintContext()
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        palette = opt.palette
        context.palette.setColor(
            context.palette.ColorRole.Text,
            palette.highlightedText().color() if selected else palette.text().color())
        painter.save()
        painter.translate(QPointF(rect.left() + self.PAD, rect.top() + self.PAD))
        doc.documentLayout().draw(painter, context)
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem,
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        doc = self._document(option, index, self._text_width())
        return QSize(int(self._text_width()), math.ceil(doc.size().height()) + 2 * self.PAD)


class CardGrid(QScrollArea):
    """Cards drawn whole, in as many columns of readable cards as the width allows (never
    overlapping; more rows scroll). A tap on a card says ``zoom_requested(name)``; with
    ``pickable`` each card has a button under it that says ``picked(index)``."""

    zoom_requested = Signal(str)
    picked = Signal(int)

    def __init__(self, bridge: EngineBridge, names: list[str], theme: Theme,
                 pickable: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._theme = theme
        self._cols = 0
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        inner = QWidget()
        inner.setObjectName("cardGridInner")
        self._grid = QGridLayout(inner)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setSpacing(theme.px(CARD_GAP))
        self.setWidget(inner)
        self.previews: list[CardPreview] = []
        self.pick_buttons: list[QPushButton] = []
        self.tiles: list[QWidget] = []
        for i, name in enumerate(names):
            tile = QWidget()
            box = QVBoxLayout(tile)
            box.setContentsMargins(0, 0, 0, 0)
            box.setSpacing(theme.px(6))
            preview = CardPreview(name, cards=bridge.cards, width=theme.px(READABLE_CARD_WIDTH),
                                  theme=theme)
            preview.setObjectName("choiceCard")
            preview.setCursor(Qt.CursorShape.PointingHandCursor)
            preview.setToolTip(self.tr("Tap to see {name} large").format(name=card_name(name)))
            preview.installEventFilter(self)
            box.addWidget(preview, 0, Qt.AlignmentFlag.AlignHCenter)
            self.previews.append(preview)
            if pickable:
                button = QPushButton(self.tr("Choose {name}").format(name=card_name(name)))
                button.setObjectName("pick")
                button.setMinimumSize(theme.px(TOUCH) * 3, theme.px(TOUCH))
                button.clicked.connect(lambda _=False, i=i: self.picked.emit(i))
                box.addWidget(button)
                self.pick_buttons.append(button)
            self.tiles.append(tile)
        self._relayout(self._preferred_columns() * self._tile_width(READABLE_CARD_WIDTH))

    def _tile_width(self, card: int) -> int:
        return self._theme.px(card)

    def _preferred_columns(self) -> int:
        return max(1, min(len(self.tiles), 3))

    def _tile_height(self, card_w: int) -> int:
        extra = (self._theme.px(TOUCH) + self._theme.px(6)) if self.pick_buttons else 0
        return round(card_w / CARD_ASPECT) + extra

    def sizeHint(self) -> QSize:
        cols = self._preferred_columns()
        card_w = self._tile_width(READABLE_CARD_WIDTH)
        gap = self._theme.px(CARD_GAP)
        rows = math.ceil(len(self.tiles) / cols)
        bar = self.verticalScrollBar().sizeHint().width()
        # A gap of slack below: cards grow a little wider than readable when there is room,
        # and the last row should still show whole without scrolling.
        return QSize(cols * card_w + (cols - 1) * gap + bar,
                     rows * self._tile_height(round(card_w * 1.05)) + rows * gap)

    def minimumSizeHint(self) -> QSize:
        card_w = self._theme.px(240)
        return QSize(card_w, self._tile_height(card_w))

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        # Room for the scroll bar is always kept: sizing the cards to whether it shows
        # would make it come and go (and the cards overflow the side).
        bar = self.verticalScrollBar().sizeHint().width()
        self._relayout(self.contentsRect().width() - bar)

    def _relayout(self, width: int) -> None:
        gap = self._theme.px(CARD_GAP)
        readable = self._tile_width(READABLE_CARD_WIDTH)
        cols = max(1, min(len(self.tiles), (width + gap) // (readable + gap)))
        card_w = min(self._tile_width(LARGEST_CARD_WIDTH), (width - (cols - 1) * gap) // cols)
        card_w = max(self._theme.px(120), card_w)
        for preview in self.previews:
            preview.setFixedSize(card_w, round(card_w / CARD_ASPECT))
        if cols != self._cols:
            self._cols = cols
            for tile in self.tiles:
                self._grid.removeWidget(tile)
            for i, tile in enumerate(self.tiles):
                self._grid.addWidget(tile, i // cols, i % cols,
                                     Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.MouseButtonRelease and isinstance(watched, CardPreview)
                and watched.card_name() is not None):
            self.zoom_requested.emit(watched.card_name())
            return True
        return super().eventFilter(watched, event)


class ZoomedCard(QWidget):
    """One card as large as the space allows (the card view's painter, fitted)."""

    clicked = Signal()

    def __init__(self, bridge: EngineBridge, theme: Theme, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self._painter = CardPainter(theme)
        self._name: str | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(theme.px(240), theme.px(170))

    def set_card(self, name: str | None) -> None:
        self._name = name
        self.setAccessibleName(name or "")
        self.update()

    def card_name(self) -> str | None:
        return self._name

    def mouseReleaseEvent(self, event: Any) -> None:
        self.clicked.emit()

    def paintEvent(self, event: Any) -> None:
        if self._name is None:
            return
        card = self._bridge.cards.resolve(self._name)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._painter.paint(painter, CardPainter.fit_card(QRectF(self.rect())), card)
        painter.end()


class ChoiceForm(QWidget):
    """Asks ``choice["player"]`` the pending question; sends the answer to the bridge."""

    answered = Signal()
    """The engine accepted the answer."""
    hide_requested = Signal()
    """✕ or Esc: put the question away for now (it stays pending)."""

    def __init__(self, bridge: EngineBridge, choice: dict[str, Any], theme: Theme = DARK,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bridge = bridge
        self.choice = choice
        self.theme = theme
        self.buttons: dict[str, QPushButton] = {}
        self.options = QListWidget()
        self.cards: CardGrid | None = None
        self.default_button: QPushButton | None = None
        self._initial_order: list[str] = []
        self.setObjectName("choiceForm")
        t = theme
        kind = str(choice["kind"])

        self.pages = QStackedWidget()
        outer = QVBoxLayout(self)
        outer.setContentsMargins(t.px(14), t.px(10), t.px(14), t.px(10))
        outer.setSpacing(t.px(8))
        header = QHBoxLayout()
        self.title = QLabel(self.tr("{player} chooses").format(player=choice["player"]))
        self.title.setObjectName("choiceTitle")
        self.close_button = QPushButton("✕")
        self.close_button.setObjectName("hideChoice")
        self.close_button.setToolTip(self.tr("Hide for now: the choice bar brings it back"))
        self.close_button.setFixedSize(t.px(TOUCH), t.px(TOUCH))
        self.close_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.close_button.clicked.connect(self.hide_requested)
        header.addWidget(self.title, 1)
        header.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        outer.addLayout(header)
        outer.addWidget(self.pages, 1)

        page = QWidget()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(t.px(8))
        self.prompt = QLabel(prompt_text(choice))
        self.prompt.setObjectName("choicePrompt")
        self.prompt.setWordWrap(True)
        layout.addWidget(self.prompt)
        self.pages.addWidget(page)

        names = [str(n) for n in choice.get("cards") or []]
        if kind == "card" and not names:
            names = [str(o) for o in choice["options"]]
        if kind in ORDERED_KINDS:
            self._build_order(layout, kind)
        else:
            if names:
                hint = QLabel(self.tr("Tap a card to see it large.") if len(names) == 1 else
                              self.tr("%n card(s): tap one to see it large; scroll for more.",
                                      "", len(names)))
                hint.setObjectName("choiceHint")
                layout.addWidget(hint)
                self.cards = CardGrid(bridge, names, t, pickable=kind == "card")
                self.cards.zoom_requested.connect(self.zoom)
                self.cards.picked.connect(self.submit)
                layout.addWidget(self.cards, 1)
            if kind != "card":
                self._build_buttons(layout, kind)

        # Always there (a line or two), so a refusal never makes the form jump or grow.
        self.error = QLabel("")
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        self.error.setFixedHeight(self.error.fontMetrics().lineSpacing() * 2 + t.px(4))
        outer.addWidget(self.error)

        self.zoomed = ZoomedCard(bridge, t)
        self.zoomed.clicked.connect(self.unzoom)
        zoom_page = QWidget()
        zoom_box = QVBoxLayout(zoom_page)
        zoom_box.setContentsMargins(0, 0, 0, 0)
        zoom_box.addWidget(self.zoomed, 1)
        zoom_row = QHBoxLayout()
        self.back_button = QPushButton(self.tr("Back"))
        self.back_button.setObjectName("back")
        self.back_button.setMinimumSize(t.px(TOUCH) * 3, t.px(TOUCH))
        self.back_button.clicked.connect(self.unzoom)
        zoom_row.addWidget(self.back_button)
        zoom_row.addStretch(1)
        self.zoom_pick: QPushButton | None = None
        if kind == "card":
            self.zoom_pick = QPushButton(self.tr("Choose this card"))
            self.zoom_pick.setObjectName("primary")
            self.zoom_pick.setMinimumSize(t.px(TOUCH) * 4, t.px(TOUCH))
            self.zoom_pick.clicked.connect(self._pick_zoomed)
            zoom_row.addWidget(self.zoom_pick)
        zoom_box.addLayout(zoom_row)
        self.pages.addWidget(zoom_page)
        self._style()

    # -- building --------------------------------------------------------------------------
    def _style(self) -> None:
        t = self.theme
        self.setStyleSheet(f"""
            QLabel#choiceTitle {{ font-size: {t.px(22)}px; font-weight: bold;
                                  color: {t.accent}; }}
            QLabel#choicePrompt {{ font-size: {t.px(18)}px; }}
            QLabel#choiceHint {{ color: {t.muted}; }}
            QScrollBar:vertical {{ background: {t.window}; width: {t.px(14)}px;
                                   margin: 0; border: none; }}
            QScrollBar::handle:vertical {{ background: {t.panel_border};
                                           min-height: {t.px(TOUCH)}px;
                                           border-radius: {t.px(6)}px; }}
            QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical {{ height: 0; }}
            QListWidget#orderList {{ font-size: {t.px(16)}px; }}
            QListWidget#orderList::item {{ border-bottom: 1px solid {t.panel_border}; }}
            QListWidget#orderList::item:selected {{ background: {t.panel_border};
                                                   color: {t.text}; }}
        """)

    def _build_order(self, layout: QVBoxLayout, kind: str) -> None:
        t = self.theme
        items = list(self.choice.get("items") or [])
        same = kind == "order" and len(items) > 1 and len(
            {(i.get("source"), i.get("text")) for i in items}) == 1
        if same:
            hint = self.tr("These abilities do the same thing: their order doesn't matter.")
        elif kind == "order":
            hint = self.tr("Tap an ability, then move it: the top one resolves first. "
                           "Enter confirms.")
        elif kind == "bottom_order":
            hint = self.tr("These cards go to the bottom of the planar deck together, in the "
                           "order you choose: the top one lies nearest the top of the deck, "
                           "the last one at the very bottom. Keep this order, or move a card "
                           "and confirm.")
        else:
            hint = self.tr("Tap a player, then move them: the life totals shown go to the "
                           "players top to bottom.")
        label = QLabel(hint)
        label.setObjectName("choiceHint")
        label.setWordWrap(True)
        layout.addWidget(label)
        options = self.options
        options.setObjectName("orderList")
        options.setItemDelegate(RichTextDelegate(options))
        options.setWordWrap(True)
        options.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        options.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        options.setResizeMode(QListWidget.ResizeMode.Adjust)
        options.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        size = t.px(18)
        for i, option in enumerate(self.choice["options"]):
            item = QListWidgetItem(options)
            ability = items[i] if i < len(items) else None
            if ability is not None:
                source = (card_name(str(ability["source"])) if ability.get("source")
                          else self.tr("Planeswalking ability"))
                text = whole_ability(ability)
                plain = f"{source}: {text}"
                drawn = symbol_html(text, size, chaos_colour=t.chaos,
                                    planeswalker_colour=t.accent)
                rich = f"<b>{html.escape(source)}</b><br>{drawn}"
            else:  # a card (401.4) or a player
                plain = card_name(str(option)) if kind == "bottom_order" else str(option)
                rich = symbol_html(plain, size, chaos_colour=t.chaos, planeswalker_colour=t.accent)
            item.setData(OPTION_ROLE, str(option))
            item.setData(HTML_ROLE, rich)
            item.setText(plain)  # what screen readers and a copy see
            item.setToolTip(plain)
        options.setCurrentRow(0)
        layout.addWidget(options, 1)
        row = QHBoxLayout()
        if not same:
            up, down = QPushButton(self.tr("Move up")), QPushButton(self.tr("Move down"))
            for button, key, delta in ((up, "up", -1), (down, "down", 1)):
                button.setObjectName(key)
                button.setMinimumSize(t.px(TOUCH) * 3, t.px(TOUCH))
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                button.clicked.connect(lambda _=False, d=delta: self._move(d))
                row.addWidget(button)
                self.buttons[key] = button
        row.addStretch(1)
        if kind == "bottom_order":
            # 401.4: one primary button. Untouched it keeps the order shown (the quick
            # answer, "keep"); once a card moves it confirms the order on screen instead,
            # so a reordering is never thrown away.
            keep = QPushButton(self.tr("Keep this order"))
            keep.setObjectName("primary")
            keep.setMinimumSize(t.px(TOUCH) * 5, t.px(TOUCH))
            keep.clicked.connect(self.submit_bottom_order)
            row.addWidget(keep)
            self.buttons["keep"] = self.buttons["confirm"] = keep
            self.default_button = keep
            self._initial_order = self.ordered()
            # A drag (InternalMove) moves rows too: the button follows any move.
            options.model().rowsMoved.connect(self._sync_keep_button)
            options.model().rowsInserted.connect(self._sync_keep_button)
            layout.addLayout(row)
            return
        ok = QPushButton(self.tr("Keep this order") if same else
                         self.tr("Confirm order") if kind == "order"
                         else self.tr("Confirm"))
        ok.setObjectName("primary")
        ok.setMinimumSize(t.px(TOUCH) * 4, t.px(TOUCH))
        ok.clicked.connect(self.submit_order)
        row.addWidget(ok)
        self.buttons["confirm"] = ok
        if same:
            self.buttons["keep"] = ok
        # Enter sends the order shown.
        self.default_button = ok
        layout.addLayout(row)

    def _build_buttons(self, layout: QVBoxLayout, kind: str) -> None:
        t = self.theme
        # A modal ability's modes are sentences: one under the other, each the width of the
        # form, so none is cut off. Targets are players, side by side as other answers.
        vertical = kind in ("mode", "map_move")
        row: QHBoxLayout | QVBoxLayout = QVBoxLayout() if vertical else QHBoxLayout()
        row.setSpacing(t.px(10))
        hint = {"mode": self.tr("Choose one mode as the ability goes on the stack."),
                "target": self.tr("Choose the target player as the ability goes on the "
                                  "stack."),
                "map_move": self.tr("Choose where the game moves on the Eternities Map "
                                    "(the map shows the same: tap a space there).")}.get(kind)
        if hint is not None:
            label = QLabel(hint)
            label.setObjectName("choiceHint")
            label.setWordWrap(True)
            layout.addWidget(label)
        labels = (move_labels(self.bridge.view, self.choice["options"])
                  if kind == "map_move" else {})
        for i, option in enumerate(self.choice["options"]):
            text = labels.get(str(option), str(option))
            if kind == "yes_no":
                text = self.tr("Yes") if option == "yes" else self.tr("No")
            elif kind == "option":  # card automation's words ("green anchor")
                text = automation_text(text)
            elif kind == "card":
                text = card_name(text)
            elif kind == "player" and option == "nobody":
                text = self.tr("Nobody")
            button = QPushButton(text)
            if kind == "mode":
                button.setToolTip(text)
            button.setMinimumSize(t.px(TOUCH) * 3, t.px(TOUCH))
            button.clicked.connect(lambda _=False, i=i: self.submit(i))
            row.addWidget(button)
            self.buttons[str(option)] = button
        layout.addLayout(row)

    # -- zoom ------------------------------------------------------------------------------
    def zoom(self, name: str) -> None:
        """Show one card large (a tap or Back returns)."""
        self.zoomed.set_card(name)
        self.pages.setCurrentIndex(1)

    def unzoom(self) -> None:
        self.pages.setCurrentIndex(0)

    def is_zoomed(self) -> bool:
        return self.pages.currentIndex() == 1

    def _pick_zoomed(self) -> None:
        name = self.zoomed.card_name()
        options = [str(o) for o in self.choice["options"]]
        if name in options:
            self.submit(options.index(name))

    # -- answering -------------------------------------------------------------------------
    def _move(self, delta: int) -> None:
        row = self.options.currentRow()
        target = row + delta
        if row < 0 or not 0 <= target < self.options.count():
            return
        item = self.options.takeItem(row)
        self.options.insertItem(target, item)
        self.options.setCurrentRow(target)
        self._sync_keep_button()

    def ordered(self) -> list[str]:
        """The options in the order shown (first to resolve first)."""
        return [str(self.options.item(i).data(OPTION_ROLE)) for i in range(self.options.count())]

    def submit_order(self) -> None:
        self._send(Choose(tuple(self.ordered())))

    def submit_keep(self) -> None:
        """The order as first shown (``bottom_order``): "keep"."""
        self._send(Choose(KEEP))

    def order_touched(self) -> bool:
        """Whether the player has moved a card of a ``bottom_order`` away from the order
        first shown."""
        return self.ordered() != self._initial_order

    def _sync_keep_button(self, *_: object) -> None:
        button = self.buttons.get("keep")
        if button is not None:
            button.setText(self.tr("Confirm order") if self.order_touched()
                           else self.tr("Keep this order"))

    def submit_bottom_order(self) -> None:
        """401.4: "keep" while the list is as first shown, else the order on screen."""
        if self.order_touched():
            self.submit_order()
        else:
            self.submit_keep()

    def submit(self, index: int) -> None:
        self._send(Choose(index))

    def _send(self, action: Choose) -> None:
        reason = self.bridge.try_apply(action)
        if reason is None:
            self.error.setText("")
            self.answered.emit()
        else:
            self.error.setText(self.tr("Not accepted: {reason}").format(
                reason=for_players(reason)))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key == Qt.Key.Key_Escape:
            if self.is_zoomed():
                self.unzoom()
            else:
                self.hide_requested.emit()
            event.accept()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.default_button is not None:
            self.default_button.click()
            event.accept()
            return
        super().keyPressEvent(event)
