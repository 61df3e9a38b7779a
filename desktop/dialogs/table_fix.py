"""Fix the table: the five table corrections (docs/engine-protocol.md, "Table corrections").

Players forget triggers, miscount counters and misplace cards. This dialog sets a counter
on a face-up plane, puts a named card on the top or bottom of its planar deck, planeswalks
to a named card ("the table says so"), reveals the top cards of a deck, or shuffles one.
Each goes through the one bridge as a ``table_*`` action: the engine logs it as a table
correction (never in the roll record), undo takes it back, and a refusal shows the engine's
own sentence here. The dialog follows the bridge while it is open, so what it offers is
always what the table holds now.
"""

from __future__ import annotations

import logging
import re
from functools import partial
from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.bridge import EngineBridge
from desktop.dialogs.placement import fit_and_centre, unelided
from desktop.engine_text import card_name, counter_kind, for_players, render_or
from desktop.table.seats import HoldButton
from desktop.theme import DARK, TOUCH, Theme
from engine.actions import (
    Action,
    TableCounter,
    TablePlaneswalk,
    TablePut,
    TableReveal,
    TableShuffle,
)
from engine.domain import DeckPosition
from engine.state import SHARED

log = logging.getLogger(__name__)

PREFERRED = QSize(760, 520)
"""At interface size 1: fits a 1280×720 screen with the window frame and task bar."""
MAX_COUNTER = 999
_COUNTER_WORD = re.compile(r"\b([a-z]+) counters?\b")
_NOT_KINDS = frozenset({"a", "the", "of", "more", "no", "those", "that", "each", "any", "one",
                        "two", "three", "ten", "all", "x"})
PAGES = ("counter", "put", "planeswalk", "reveal", "shuffle")


class TableFixDialog(QDialog):
    """The table corrections, one page each; the buttons act at once through the bridge."""

    def __init__(self, bridge: EngineBridge, theme: Theme = DARK,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bridge = bridge
        self._theme = theme
        self._view: dict[str, Any] | None = None
        self._view_seen = False
        self.setObjectName("tableFix")
        self.setWindowTitle(self.tr("Fix the table"))

        intro = QLabel(self.tr("Fix a mistake by hand: a forgotten trigger, a miscounted "
                               "counter, a misplaced card. Each fix is logged as a table "
                               "correction, never as a roll, and Undo takes it back."))
        intro.setObjectName("groupNote")
        intro.setWordWrap(True)

        self.page_buttons: dict[str, QPushButton] = {}
        group = QButtonGroup(self)
        group.setExclusive(True)
        tabs = QHBoxLayout()
        labels = {"counter": self.tr("Counter"), "put": self.tr("Move a card"),
                  "planeswalk": self.tr("Planeswalk to"), "reveal": self.tr("Reveal"),
                  "shuffle": self.tr("Shuffle")}
        self.pages = QStackedWidget()
        for i, key in enumerate(PAGES):
            button = QPushButton(labels[key])
            button.setObjectName("pageTab")
            button.setCheckable(True)
            button.clicked.connect(partial(self.pages.setCurrentIndex, i))
            group.addButton(button)
            tabs.addWidget(button)
            self.page_buttons[key] = button
        self.page_buttons["counter"].setChecked(True)
        self.waiting = QLabel("")
        self.waiting.setObjectName("waiting")
        self.waiting.setWordWrap(True)
        self.waiting.hide()

        self.pages.addWidget(self._counter_page())
        self.pages.addWidget(self._put_page())
        self.pages.addWidget(self._planeswalk_page())
        self.pages.addWidget(self._reveal_page())
        self.pages.addWidget(self._shuffle_page())

        self.done_label = QLabel("")
        self.done_label.setObjectName("done")
        self.done_label.setWordWrap(True)
        self.error = QLabel("")
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        self.close_button = QPushButton(self.tr("Close"))
        self.close_button.clicked.connect(self.accept)

        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(tabs)
        layout.addWidget(self.pages, 1)
        layout.addWidget(self.waiting)
        layout.addWidget(self.done_label)
        layout.addWidget(self.error)
        bottom = QHBoxLayout()
        bottom.addStretch(1)
        bottom.addWidget(self.close_button)
        layout.addLayout(bottom)

        bridge.changed.connect(self._on_changed)
        self.set_theme(theme)
        self.set_view(bridge.view)
        fit_and_centre(self, parent, QSize(theme.px(PREFERRED.width()),
                                           theme.px(PREFERRED.height())))

    # -- pages -------------------------------------------------------------------------
    def _page(self, note: str) -> tuple[QFrame, QFormLayout]:
        frame = QFrame()
        frame.setObjectName("group")
        box = QVBoxLayout(frame)
        label = QLabel(note)
        label.setObjectName("groupNote")
        label.setWordWrap(True)
        box.addWidget(label)
        form = QFormLayout()
        box.addLayout(form)
        box.addStretch(1)
        return frame, form

    def _act_button(self, text: str, name: str) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName("primary")
        button.setAccessibleName(name)
        return button

    def _counter_page(self) -> QWidget:
        frame, form = self._page(self.tr("Set a counter on a face-up plane to the number the "
                                         "table agrees on. Ten scroll counters on Aretopolis "
                                         "still trigger it."))
        self.counter_card = QComboBox()
        self.counter_card.currentIndexChanged.connect(self._counter_card_changed)
        self.counter_kind = QComboBox()
        self.counter_kind.setEditable(True)
        self.counter_kind.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.counter_kind.currentTextChanged.connect(self._counter_kind_changed)
        self.counter_value = QSpinBox()
        self.counter_value.setRange(0, MAX_COUNTER)
        self.counter_value.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # The spin box's own arrows are too small to touch: −/+ as big as the life buttons'.
        self.counter_value.setButtonSymbols(QSpinBox.ButtonSymbols.NoButtons)
        self.counter_minus = HoldButton("−")
        self.counter_minus.setObjectName("counterMinus")
        self.counter_plus = HoldButton("+")
        self.counter_plus.setObjectName("counterPlus")
        value_row = QHBoxLayout()
        value_row.addWidget(self.counter_minus)
        value_row.addWidget(self.counter_value, 1)
        value_row.addWidget(self.counter_plus)
        for button, step in ((self.counter_minus, -1), (self.counter_plus, 1)):
            button.setAccessibleName(self.tr("One fewer") if step < 0 else self.tr("One more"))
            button.tapped.connect(partial(self.counter_value.stepBy, step))
            button.held.connect(partial(self.counter_value.stepBy, step))
        self.counter_button = self._act_button(self.tr("Set the counter"), "setCounter")
        self.counter_button.clicked.connect(self.set_counter)
        form.addRow(self.tr("Plane"), self.counter_card)
        form.addRow(self.tr("Counter"), self.counter_kind)
        form.addRow(self.tr("How many"), value_row)
        form.addRow("", self.counter_button)
        return frame

    def _deck_and_card(self, form: QFormLayout) -> tuple[QComboBox, QComboBox]:
        deck = QComboBox()
        card = QComboBox()
        deck.currentIndexChanged.connect(lambda _=0, d=deck, c=card: self._fill_cards(d, c))
        form.addRow(self.tr("Planar deck"), deck)
        form.addRow(self.tr("Card"), card)
        return deck, card

    def _put_page(self) -> QWidget:
        frame, form = self._page(self.tr("Put a card of a planar deck on its top or its "
                                         "bottom. The cards are listed by name: the deck's "
                                         "order stays hidden."))
        self.put_deck, self.put_card = self._deck_and_card(form)
        row = QHBoxLayout()
        self.top_button = self._act_button(self.tr("Put on top"), "putOnTop")
        self.bottom_button = self._act_button(self.tr("Put on the bottom"), "putOnBottom")
        self.top_button.clicked.connect(lambda: self.put(DeckPosition.TOP))
        self.bottom_button.clicked.connect(lambda: self.put(DeckPosition.BOTTOM))
        row.addWidget(self.top_button)
        row.addWidget(self.bottom_button)
        row.addStretch(1)
        form.addRow("", row)
        return frame

    def _planeswalk_page(self) -> QWidget:
        frame, form = self._page(self.tr("The table says so: the planar controller "
                                         "planeswalks to this card instead of the top one. "
                                         "The face-up cards go to the bottom and everything "
                                         "a planeswalk triggers happens."))
        self.walk_deck, self.walk_card = self._deck_and_card(form)
        self.walk_button = self._act_button(self.tr("Planeswalk there"), "planeswalkThere")
        self.walk_button.clicked.connect(self.planeswalk)
        form.addRow("", self.walk_button)
        return frame

    def _reveal_page(self) -> QWidget:
        frame, form = self._page(self.tr("Reveal the top cards of a planar deck. Nothing "
                                         "moves."))
        self.reveal_deck = QComboBox()
        self.reveal_deck.currentIndexChanged.connect(self._reveal_deck_changed)
        self.reveal_count = QSpinBox()
        self.reveal_count.setRange(1, 1)
        self.reveal_button = self._act_button(self.tr("Reveal"), "reveal")
        self.reveal_button.clicked.connect(self.reveal)
        self.revealed = QLabel("")
        self.revealed.setObjectName("revealed")
        self.revealed.setWordWrap(True)
        form.addRow(self.tr("Planar deck"), self.reveal_deck)
        form.addRow(self.tr("How many"), self.reveal_count)
        form.addRow("", self.reveal_button)
        form.addRow("", self.revealed)
        return frame

    def _shuffle_page(self) -> QWidget:
        frame, form = self._page(self.tr("Shuffle a planar deck (with the game's own random "
                                         "numbers, so Redo shuffles it the same way)."))
        self.shuffle_deck = QComboBox()
        self.shuffle_button = self._act_button(self.tr("Shuffle"), "shuffle")
        self.shuffle_button.clicked.connect(self.shuffle)
        form.addRow(self.tr("Planar deck"), self.shuffle_deck)
        form.addRow("", self.shuffle_button)
        return frame

    # -- what the table holds ----------------------------------------------------------
    def _on_changed(self, view: dict[str, Any], events: list[dict[str, Any]]) -> None:
        # Whatever changed the table (an undo, a redo, a roll), the last fix's "done" and
        # any refusal are about a table that is gone. A fix made here sets its own "done"
        # after this (the bridge publishes before try_apply returns).
        self.done_label.setText("")
        self.error.setText("")
        self.set_view(view)
        for event in events:
            if event.get("type") == "cards_revealed":
                self.revealed.setText(self.tr("Revealed: {cards}").format(
                    cards=", ".join(card_name(str(c)) for c in event.get("cards", ()))
                    or self.tr("nothing")))

    def _deck_label(self, key: str, n: int) -> str:
        owner = self.tr("Shared deck") if key == SHARED else self.tr("{player}'s deck").format(
            player=key)
        return self.tr("{deck} (%n card(s))", "", n).format(deck=owner)

    def set_view(self, view: dict[str, Any] | None) -> None:
        """Offer what the table holds now, keeping the current picks where they still are."""
        self._view = view
        decks: dict[str, list[str]] = dict(view.get("decks", {})) if view else {}
        order = [p["name"] for p in (view or {}).get("players", ()) if p["name"] in decks]
        order += [k for k in decks if k not in order]
        for combo in (self.put_deck, self.walk_deck, self.reveal_deck, self.shuffle_deck):
            self._refill(combo, [(self._deck_label(k, len(decks[k])), k) for k in order])
        if view is not None and not self._view_seen:
            # 901.10: the planar controller planeswalks, so their deck is the usual source
            # (the shared deck when there is one).
            controller = SHARED if view.get("shared_deck") else view.get("planar_controller")
            index = self.walk_deck.findData(controller)
            if index >= 0:
                self.walk_deck.blockSignals(True)
                self.walk_deck.setCurrentIndex(index)
                self.walk_deck.blockSignals(False)
            self._view_seen = True
        face_up = list((view or {}).get("face_up", ()))
        # An id only tells apart two face-up cards of one name; alone, a name is enough.
        names = [str(c["name"]) for c in face_up]
        self._refill(self.counter_card, [
            (f"{card_name(str(c['name']))} (#{c['id']})" if names.count(str(c["name"])) > 1
             else card_name(str(c["name"])), f"#{c['id']}") for c in face_up])
        for deck, card in ((self.put_deck, self.put_card), (self.walk_deck, self.walk_card)):
            self._fill_cards(deck, card)
        self._reveal_deck_changed()
        self._counter_card_changed()
        playing = view is not None and not view.get("game_over")
        for button in (self.counter_button, self.reveal_button):
            button.setEnabled(playing)
        # The engine refuses to move cards while a choice waits (docs/engine-protocol.md,
        # "Table corrections"): say so plainly rather than offer buttons that can't work.
        choice = (view or {}).get("pending_choice")
        for button in (self.top_button, self.bottom_button, self.walk_button,
                       self.shuffle_button):
            button.setEnabled(playing and choice is None)
        self.waiting.setText(
            self.tr("Answer {player}'s question first, or Undo.").format(player=choice["player"])
            if playing and choice is not None else "")
        self.waiting.setVisible(bool(self.waiting.text()))

    @staticmethod
    def _refill(combo: QComboBox, items: list[tuple[str, str | None]]) -> None:
        kept = combo.currentData()
        combo.blockSignals(True)
        combo.clear()
        for text, data in items:
            combo.addItem(text, data)
        index = combo.findData(kept)
        combo.setCurrentIndex(index if index >= 0 else 0 if items else -1)
        combo.blockSignals(False)
        unelided(combo)

    def _fill_cards(self, deck: QComboBox, card: QComboBox) -> None:
        # A planar deck's order is hidden (401.2): its cards are listed by name, with no
        # positions and none picked until the player picks one.
        names = sorted(set((self._view or {}).get("decks", {}).get(deck.currentData(), ())),
                       key=lambda n: card_name(n).casefold())
        self._refill(card, [(self.tr("Choose a card…"), None)]
                     + [(card_name(name), name) for name in names])

    def _reveal_deck_changed(self) -> None:
        n = len((self._view or {}).get("decks", {}).get(self.reveal_deck.currentData(), ()))
        self.reveal_count.setRange(1, max(1, n))

    def _face_up(self) -> dict[str, Any] | None:
        ref = self.counter_card.currentData()
        for card in (self._view or {}).get("face_up", ()):
            if f"#{card['id']}" == ref:
                return dict(card)
        return None

    def _counter_card_changed(self) -> None:
        card = self._face_up()
        kept = self.chosen_counter_kind()
        kinds: list[str] = []
        if card is not None:
            name = str(card["name"])
            text = self.bridge.cards.resolve(name).oracle_text.lower()
            named = [k for k in _COUNTER_WORD.findall(text) if k not in _NOT_KINDS]
            # The plane's own counters first: those on it, then those its text puts on
            # the plane itself ("a scroll counter on Aretopolis"); the rest (counters its
            # abilities put on creatures) after.
            own = re.compile(r"\b([a-z]+) counters? on " + re.escape(name.lower()) + r"\b")
            kinds = list(card.get("counters", {}))
            kinds += [k for k in own.findall(text) if k not in _NOT_KINDS]
            kinds += named
        kinds = list(dict.fromkeys(kinds))
        self.counter_kind.blockSignals(True)
        self.counter_kind.clear()
        for kind in kinds:  # shown in the table's language, sent as the engine's kind
            self.counter_kind.addItem(counter_kind(kind), kind)
        self.counter_kind.setEditText(counter_kind(kept) if kept in kinds
                                      else counter_kind(kinds[0]) if kinds else "")
        self.counter_kind.blockSignals(False)
        self._counter_kind_changed()

    def chosen_counter_kind(self) -> str:
        """The counter kind typed or picked, as the plane knows it: "Scrolls" or "scroll"
        on Aretopolis is its "scroll" counter, never a second kind beside it."""
        typed = self.counter_kind.currentText().strip()
        known = [str(self.counter_kind.itemData(i)) for i in range(self.counter_kind.count())]
        card = self._face_up()
        known = list(dict.fromkeys([*(card or {}).get("counters", {}), *known]))
        folded = re.sub(r"\s+counters?$", "", typed.casefold())
        for kind in known:  # its English name or the table's language's
            if folded in (kind.casefold(), kind.casefold() + "s", counter_kind(kind).casefold()):
                return kind
        return typed

    def _counter_kind_changed(self) -> None:
        card = self._face_up()
        kind = self.chosen_counter_kind()
        now = int(card.get("counters", {}).get(kind, 0)) if card is not None else 0
        self.counter_value.setValue(now)

    # -- the corrections ---------------------------------------------------------------
    def _send(self, action: Action) -> bool:
        # Shown here, where the player looks: not a second time as a toast behind the dialog.
        reason = self.bridge.try_apply(action, quiet=True)
        if reason is not None:
            self.done_label.setText("")
            self.error.setText(self.tr("Not done: {reason}").format(
                reason=for_players(reason)))
            return False
        self.error.setText("")
        corrections = (self.bridge.view or {}).get("corrections", ())
        self.done_label.setText(render_or(corrections[-1].get("msg"), str(corrections[-1]["text"]))
                                if corrections else "")
        return True

    def set_counter(self) -> bool:
        ref = self.counter_card.currentData()
        kind = self.chosen_counter_kind()
        if ref is None or not kind:
            self.error.setText(self.tr("Choose a face-up plane and name the counter."))
            return False
        return self._send(TableCounter(str(ref), kind, self.counter_value.value()))

    def _picked(self, deck: QComboBox, card: QComboBox) -> tuple[str, str] | None:
        if deck.currentData() is None or card.currentData() is None:
            self.error.setText(self.tr("Choose a planar deck and a card in it."))
            return None
        return str(deck.currentData()), str(card.currentData())

    def put(self, position: DeckPosition) -> bool:
        picked = self._picked(self.put_deck, self.put_card)
        if picked is None:
            return False
        key, name = picked
        return self._send(TablePut(name, position, key))

    def planeswalk(self) -> bool:
        picked = self._picked(self.walk_deck, self.walk_card)
        if picked is None:
            return False
        key, name = picked
        return self._send(TablePlaneswalk(name, key))

    def reveal(self) -> bool:
        key = self.reveal_deck.currentData()
        if key is None:
            self.error.setText(self.tr("Choose a planar deck."))
            return False
        return self._send(TableReveal(str(key), self.reveal_count.value()))

    def shuffle(self) -> bool:
        key = self.shuffle_deck.currentData()
        if key is None:
            self.error.setText(self.tr("Choose a planar deck."))
            return False
        return self._send(TableShuffle(str(key)))

    def show_page(self, key: str) -> None:
        """Open the page of one correction (``PAGES``)."""
        self.page_buttons[key].setChecked(True)
        self.pages.setCurrentIndex(PAGES.index(key))

    # -- look --------------------------------------------------------------------------
    def set_theme(self, theme: Theme) -> None:
        self._theme = t = theme
        for button in (*self.page_buttons.values(), self.close_button):
            button.setMinimumHeight(t.px(TOUCH))
        self.close_button.setMinimumWidth(t.px(120))
        self.setStyleSheet(f"""
            QFrame#group {{ background: {t.panel}; border: 1px solid {t.panel_border};
                            border-radius: {t.px(10)}px; }}
            QFrame#group QLabel {{ background: transparent; }}
            QLabel#groupNote {{ color: {t.muted}; }}
            QLabel#done {{ color: {t.ok}; }}
            QLabel#waiting {{ font-weight: bold; }}
            QPushButton#counterMinus, QPushButton#counterPlus {{
                font-size: {t.px(34)}px; font-weight: bold; padding: 0;
                min-width: {t.px(TOUCH)}px; min-height: {t.px(TOUCH)}px; }}
            QSpinBox {{ font-size: {t.px(22)}px; min-height: {t.px(TOUCH)}px; }}
            QLabel#revealed {{ font-weight: bold; }}
            QPushButton#pageTab:checked {{ border: 2px solid {t.accent};
                                           font-weight: bold; }}
        """)


def show_table_fix(parent: QWidget | None, bridge: EngineBridge,
                   theme: Theme = DARK) -> TableFixDialog:
    """Open the table corrections (non-modal; deleted when closed)."""
    dialog = TableFixDialog(bridge, theme, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    return dialog
