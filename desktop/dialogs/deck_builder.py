"""The deck builder: pick planes and phenomena into a planar deck, checked live by the rules.

The builder only edits a list of card names; it never touches a game. Validation is the
engine's own (901.3 for a player's deck, 901.15a for a shared deck), shown with the rule
cited. Decks are saved and loaded through ``DeckStore``; "Import text…" and "Export text"
move plain-text deck lists in and out.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSize, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from desktop import i18n
from desktop.deck_store import DeckStore, DeckStoreError
from desktop.dialogs.placement import fit_and_centre, unelided
from desktop.engine_text import problem_lines
from desktop.printed_cards import (
    default_catalogue,
    display_name,
    english_name,
    fold,
    printed_face,
)
from desktop.rich_text import symbol_html
from desktop.theme import DARK, THEMES, TOUCH, Theme
from engine.cards import Card, CardDatabase, normalise_name
from engine.decks import (
    SET_GROUPS,
    DeckCheck,
    card_pool,
    check_player_deck,
    check_shared_deck,
    format_deck_list,
    parse_deck_list,
    resolve_names,
)
from engine.errors import BadCommand

NAME_ROLE = Qt.ItemDataRole.UserRole

GROUP_LABELS: dict[str, tuple[str, str]] = {
    "2009": ("2009", QT_TRANSLATE_NOOP("DeckBuilder", "Planechase (2009), with its promos")),
    "2012": ("2012", "Planechase 2012"),
    "anthology": ("Anthology", "Planechase Anthology"),
    "moc": ("MOC", "March of the Machine Commander"),
    "who": ("Doctor Who", "Doctor Who Commander"),
}
"""The set groups a player filters by (short label, full name); playtest cards have their
own switch. Product names stay as printed; the descriptions are translated where shown."""

KIND_FILTERS = ((QT_TRANSLATE_NOOP("DeckBuilder", "Planes and phenomena"), None),
                (QT_TRANSLATE_NOOP("DeckBuilder", "Planes only"), "plane"),
                (QT_TRANSLATE_NOOP("DeckBuilder", "Phenomena only"), "phenomenon"))

def current_theme() -> Theme:
    """The theme whose style sheet the application wears (dark when there is none)."""
    app = QApplication.instance()
    sheet = app.styleSheet() if isinstance(app, QApplication) else ""
    for theme in THEMES.values():
        if f"background: {theme.window};" in sheet:
            return theme
    return DARK


def dialog_style(theme: Theme) -> str:
    """Extra style for these dialogs: see-through labels on panels, and radio buttons and
    check boxes that can be told apart on a dark background."""
    return f"""
    QFrame#panel QLabel {{ background: transparent; }}
    QRadioButton::indicator, QCheckBox::indicator {{
        width: 12px; height: 12px; border: 2px solid {theme.muted}; background: {theme.panel}; }}
    QRadioButton::indicator {{ border-radius: 8px; }}
    QCheckBox::indicator {{ border-radius: 3px; }}
    QRadioButton::indicator:checked, QCheckBox::indicator:checked {{
        background: {theme.accent}; border-color: {theme.accent}; }}
    QRadioButton::indicator:disabled, QCheckBox::indicator:disabled {{
        border-color: {theme.panel_border}; }}
    QPushButton#primary:disabled {{ background: {theme.panel}; color: {theme.muted}; }}
    """


def card_html(card: Card, english: Card | None = None, theme: Theme = DARK) -> str:
    """A card's text for the preview pane: name, type line, sets and text, symbols drawn.
    ``card`` may be the printed face (``printed_cards.printed_face``) of ``english``, the
    Oracle card: the English name then follows the printed one where it differs."""
    oracle = english or card
    px = theme.px(15)
    lines = "".join(f"<p>{symbol_html(line, px, chaos_colour=theme.chaos)}</p>"
                    for line in card.oracle_text.splitlines() if line.strip())
    extra = (" · " + QCoreApplication.translate("DeckBuilder", "playtest card")
             if oracle.playtest else "")
    also = (f" <small>({html.escape(oracle.name)})</small>"
            if english is not None and card.name != english.name else "")
    return (f"<h3 style='margin:0'>{html.escape(card.name)}{also}</h3>"
            f"<p><i>{html.escape(card.type_line)}</i><br>"
            f"<small>{html.escape(', '.join(oracle.sets))}{extra}</small></p>{lines}")


def _searchable(card: Card) -> str:
    """What a search looks through: the English name, type line and Oracle text, and the
    card's printed name in every language, folded (case, accents) as queries are."""
    printed = " ".join(p.name for p in default_catalogue().printings(card.name))
    return fold(normalise_name(f"{card.name} {printed} {card.type_line} {card.oracle_text}"))

class DeckListDialog(QDialog):
    """Paste a plain-text deck list; parse errors (with suggestions) show inline and keep
    the dialog open until the list is right."""

    def __init__(self, cards: CardDatabase, parent: QWidget | None = None,
                 text: str = "") -> None:
        super().__init__(parent)
        self.cards = cards
        self._names: tuple[str, ...] = ()
        self.setWindowTitle(self.tr("Import a deck list"))
        fit_and_centre(self, parent, QSize(520, 440))  # never past the screen
        layout = QVBoxLayout(self)
        hint = QLabel(self.tr("One card per line, with an optional count (\"1 Akoum\"); "
                              "lines starting with # are comments."))
        hint.setObjectName("muted")
        hint.setWordWrap(True)
        layout.addWidget(hint)
        self.text_edit = QPlainTextEdit(text)
        self.text_edit.setPlaceholderText(self.tr("1 Akoum\n1 Bant\n1 Chaotic Aether\n…"))
        layout.addWidget(self.text_edit, 1)
        self.error_label = QLabel()
        self.error_label.setObjectName("error")
        self.error_label.setWordWrap(True)
        self.error_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.error_label.hide()
        layout.addWidget(self.error_label)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Import"))
        ok.setObjectName("primary")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

    def names(self) -> tuple[str, ...]:
        """The parsed card names (after the dialog was accepted)."""
        return self._names

    def error_text(self) -> str:
        return self.error_label.text() if not self.error_label.isHidden() else ""

    def accept(self) -> None:
        try:
            self._names = parse_deck_list(self.text_edit.toPlainText(), self.cards,
                                          english_name)
        except BadCommand as exc:
            self.error_label.setText("\n".join(problem_lines(exc.cited)))
            self.error_label.show()
            return
        self.error_label.hide()
        super().accept()


class ExportDialog(QDialog):
    """Shows the exported deck list (already on the clipboard)."""

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Deck list"))
        fit_and_centre(self, parent, QSize(420, 420))  # never past the screen
        layout = QVBoxLayout(self)
        note = QLabel(self.tr("Copied to the clipboard."))
        note.setObjectName("muted")
        layout.addWidget(note)
        self.text_edit = QPlainTextEdit(text)
        self.text_edit.setReadOnly(True)
        layout.addWidget(self.text_edit, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)


class DeckBuilder(QDialog):
    """Build a planar deck from a searchable, filterable card list.

    ``shared_players`` set: the deck is the one shared deck for that many players (901.15a);
    otherwise a player's own deck (901.3), named after ``owner`` when given.

    Opened by the new-game wizard, "Use this deck" accepts the dialog and the wizard takes
    ``deck()``. With ``save_mode`` (Game ▸ Deck builder…, where there is no game to use it
    in) the button is "Save deck": it saves the deck in the deck store, asking a name if it
    has none, says where, and the builder stays open; closing it with unsaved changes asks
    first. Either way an illegal deck can't be used or saved with it: the button is
    disabled and the rules' reasons show under the deck."""

    def __init__(self, cards: CardDatabase, store: DeckStore, shared_players: int | None = None,
                 parent: QWidget | None = None, *, owner: str | None = None,
                 theme: Theme | None = None, save_mode: bool = False) -> None:
        super().__init__(parent)
        self.cards = cards
        self.store = store
        self.shared_players = shared_players
        self.owner = owner
        self.save_mode = save_mode
        self._saved_as: tuple[str, ...] = ()
        """The deck as last saved or loaded: closing with anything else asks first."""
        self.close_box: QMessageBox | None = None
        self.theme = theme or current_theme()
        self.setStyleSheet(dialog_style(self.theme))
        self._deck: list[str] = []
        self._pool_items: dict[str, QListWidgetItem] = {}
        self.language = i18n.current()
        """The table's: the lists show each card's name as printed in it."""
        self._haystack = {c.name: _searchable(c) for c in cards}
        self.import_dialog: DeckListDialog | None = None
        self.export_dialog: ExportDialog | None = None
        self.delete_box: QMessageBox | None = None
        whose = (self.tr("shared deck for %n player(s)", "", shared_players) if shared_players
                 else self.tr("{owner}'s planar deck").format(owner=owner) if owner
                 else self.tr("planar deck"))
        self.setWindowTitle(self.tr("Deck builder — {whose}").format(whose=whose))
        fit_and_centre(self, parent, QSize(1120, 740))  # never past the screen
        self._build_ui()
        self._refresh_pool()
        self._refresh_saved()
        self._deck_changed()

    # -- layout ----------------------------------------------------------------------------
    def _build_ui(self) -> None:
        root = QVBoxLayout(self)
        columns = QHBoxLayout()
        root.addLayout(columns, 1)

        # Left: search, filters and the card pool.
        left = QVBoxLayout()
        columns.addLayout(left, 5)
        self.search = QLineEdit()
        self.search.setPlaceholderText(
            self.tr("Search names in any language, type lines and card text…"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._refresh_pool)
        self.search.returnPressed.connect(self._search_entered)
        left.addWidget(self.search)
        sets_row = QHBoxLayout()
        sets_label = QLabel(self.tr("Sets:"))
        sets_label.setObjectName("muted")
        sets_row.addWidget(sets_label)
        self.set_boxes: dict[str, QCheckBox] = {}
        for key in SET_GROUPS:
            if key not in GROUP_LABELS:
                continue
            short, full = GROUP_LABELS[key]
            box = QCheckBox(short)
            box.setToolTip(self.tr(full))
            box.setChecked(True)
            box.toggled.connect(self._refresh_pool)
            self.set_boxes[key] = box
            sets_row.addWidget(box)
        sets_row.addStretch(1)
        left.addLayout(sets_row)
        kind_row = QHBoxLayout()
        self.kind_combo = QComboBox()
        for label, kind in KIND_FILTERS:
            self.kind_combo.addItem(self.tr(label), kind)
        self.kind_combo.currentIndexChanged.connect(self._refresh_pool)
        unelided(self.kind_combo)
        kind_row.addWidget(self.kind_combo)
        self.playtest_box = QCheckBox(self.tr("Include playtest cards"))
        self.playtest_box.setToolTip(
            self.tr("Unofficial playtest cards (Unknown Event); off by default"))
        self.playtest_box.toggled.connect(self._refresh_pool)
        kind_row.addWidget(self.playtest_box)
        kind_row.addStretch(1)
        left.addLayout(kind_row)
        self.pool_list = QListWidget()
        self.pool_list.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.pool_list.itemDoubleClicked.connect(
            lambda item: self.add_cards([item.data(NAME_ROLE)]))
        self.pool_list.currentItemChanged.connect(self._show_current)
        left.addWidget(self.pool_list, 1)
        self.pool_count = QLabel()
        self.pool_count.setObjectName("muted")
        left.addWidget(self.pool_count)

        # Middle: add and remove.
        middle = QVBoxLayout()
        columns.addLayout(middle)
        middle.addStretch(1)
        self.add_button = QPushButton(self.tr("Add →"))
        self.add_button.setToolTip(
            self.tr("Add the selected cards to the deck (or double-click a card)"))
        self.add_button.clicked.connect(self._add_selected)
        middle.addWidget(self.add_button)
        self.remove_button = QPushButton(self.tr("← Remove"))
        self.remove_button.setToolTip(self.tr("Take the selected cards out of the deck "
                                              "(or double-click a card in the deck)"))
        self.remove_button.clicked.connect(self._remove_selected)
        middle.addWidget(self.remove_button)
        middle.addStretch(1)

        # Right: saved decks, the deck, its verdict.
        right = QVBoxLayout()
        columns.addLayout(right, 5)
        saved = QGridLayout()
        saved.addWidget(QLabel(self.tr("Saved decks:")), 0, 0)
        self.saved_combo = QComboBox()
        self.saved_combo.setMinimumContentsLength(14)
        saved.addWidget(self.saved_combo, 0, 1)
        self.load_button = QPushButton(self.tr("Load"))
        self.load_button.clicked.connect(self._load_selected)
        saved.addWidget(self.load_button, 0, 2)
        self.delete_button = QPushButton(self.tr("Delete…"))
        self.delete_button.clicked.connect(self._confirm_delete)
        saved.addWidget(self.delete_button, 0, 3)
        saved.addWidget(QLabel(self.tr("Deck name:")), 1, 0)
        self.name_edit = QLineEdit()
        self.name_edit.setPlaceholderText(self.tr("a name to save this deck under"))
        self.name_edit.returnPressed.connect(self.save_deck)
        saved.addWidget(self.name_edit, 1, 1)
        self.save_button = QPushButton(self.tr("Save"))
        self.save_button.clicked.connect(self.save_deck)
        saved.addWidget(self.save_button, 1, 2)
        saved.setColumnStretch(1, 1)
        right.addLayout(saved)
        self.deck_count = QLabel()
        font = self.deck_count.font()
        font.setBold(True)
        self.deck_count.setFont(font)
        right.addWidget(self.deck_count)
        self.deck_list = QListWidget()
        self.deck_list.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.deck_list.itemDoubleClicked.connect(
            lambda item: self.remove_cards([item.data(NAME_ROLE)]))
        self.deck_list.currentItemChanged.connect(self._show_current)
        right.addWidget(self.deck_list, 1)
        self.validation_label = QLabel()
        self.validation_label.setWordWrap(True)
        self.validation_label.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse)
        right.addWidget(self.validation_label)

        # Preview of the selected card: printed in the table's language where it was, marked
        # so and with the Oracle text a tap away, like the table's card view.
        self.preview = QTextBrowser()
        self.preview.setOpenLinks(False)
        self.preview.setMinimumHeight(120)
        self.preview.setMaximumHeight(170)
        self.preview.setPlaceholderText(self.tr("Select a card to read it."))
        self.preview_mark = QLabel()
        self.preview_mark.setObjectName("muted")
        self.oracle_button = QPushButton()
        self.oracle_button.setObjectName("oracleToggle")
        self.oracle_button.setCheckable(True)
        self.oracle_button.setMinimumHeight(self.theme.px(TOUCH) * 3 // 4)
        self.oracle_button.toggled.connect(self.set_show_oracle)
        preview_row = QHBoxLayout()
        preview_row.addWidget(self.preview, 1)
        side = QWidget()
        preview_side = QVBoxLayout(side)
        preview_side.setContentsMargins(0, 0, 0, 0)
        preview_side.addWidget(self.preview_mark)
        preview_side.addWidget(self.oracle_button)
        preview_side.addStretch(1)
        # As wide as its longest words either way, so the preview doesn't shift on a toggle.
        words = (self.tr("Printed text"), self.tr("Oracle text"), self.tr("Oracle"),
                 self.tr("Printed"))
        side.setFixedWidth(max(self.preview_mark.fontMetrics().horizontalAdvance(w)
                               for w in words) + self.theme.px(24))
        preview_row.addWidget(side)
        root.addLayout(preview_row)
        self._preview_name: str | None = None
        self._show_oracle = False
        """Kept from card to card: someone reading the Oracle texts reads them all."""
        self._sync_preview_side(printed=False)

        # Bottom: text import/export, messages, OK/Cancel.
        bottom = QHBoxLayout()
        self.import_button = QPushButton(self.tr("Import text…"))
        self.import_button.clicked.connect(self.open_import)
        bottom.addWidget(self.import_button)
        self.export_button = QPushButton(self.tr("Export text"))
        self.export_button.clicked.connect(self.export_text)
        bottom.addWidget(self.export_button)
        self.status_label = QLabel()
        self.status_label.setWordWrap(True)
        self.status_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # Room for three lines, always: a message (a saved deck's full path) never resizes
        # the dialog or gets cut off.
        # (3 lines of the 15 px interface font; the style sheet sets it only when shown.)
        self.status_label.setMinimumHeight(self.theme.px(3 * 20))
        bottom.addWidget(self.status_label, 1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Save deck") if self.save_mode else self.tr("Use this deck"))
        ok.setObjectName("primary")
        self.use_button = ok
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        if self.save_mode:
            cancel.setText(self.tr("Close"))
        for button in (ok, cancel):
            button.setMinimumSize(self.theme.px(TOUCH * 3), self.theme.px(TOUCH))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        bottom.addWidget(self.buttons)
        root.addLayout(bottom)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter never closes the builder through the default button: in the search it adds
        the current card, in the name field it saves; "Use this deck" must be clicked."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()
            return
        super().keyPressEvent(event)

    def _search_entered(self) -> None:
        current = self.pool_list.currentItem()
        if current is None and self.pool_list.count() == 1:
            current = self.pool_list.item(0)
        if current is not None:
            self.add_cards([current.data(NAME_ROLE)])

    # -- the deck --------------------------------------------------------------------------
    def deck(self) -> tuple[str, ...]:
        """The deck as built: canonical card names, in the order they were added."""
        return tuple(self._deck)

    def set_deck(self, names: Sequence[str]) -> None:
        """Replace the deck (names as a person typed them are resolved; BadCommand if one
        isn't a card)."""
        self._deck = list(resolve_names(names, self.cards, "deck", english_name))
        self._deck_changed()

    def add_cards(self, names: Sequence[str]) -> None:
        """Add cards not already in the deck (a deck holds each name once, 901.3)."""
        added = [n for n in dict.fromkeys(names) if n not in self._deck]
        self._deck.extend(added)
        self._deck_changed()
        if added:
            self._select_in_deck(added[-1])

    def remove_cards(self, names: Sequence[str]) -> None:
        gone = set(names)
        self._deck = [n for n in self._deck if n not in gone]
        self._deck_changed()

    def _add_selected(self) -> None:
        self.add_cards([item.data(NAME_ROLE) for item in self.pool_list.selectedItems()])

    def _remove_selected(self) -> None:
        self.remove_cards([item.data(NAME_ROLE) for item in self.deck_list.selectedItems()])

    def _select_in_deck(self, name: str) -> None:
        for row in range(self.deck_list.count()):
            item = self.deck_list.item(row)
            if item.data(NAME_ROLE) == name:
                self.deck_list.scrollToItem(item)
                return

    def _deck_changed(self) -> None:
        self.deck_list.clear()
        for name in self._deck:
            card = self.cards.get(name)
            item = QListWidgetItem(self._label(name))
            item.setData(NAME_ROLE, name)
            item.setToolTip(card.type_line)
            if card.is_phenomenon:
                self._mark_phenomenon(item)
            self.deck_list.addItem(item)
        phenomena = sum(self.cards.get(n).is_phenomenon for n in self._deck)
        self.deck_count.setText(self.tr("Deck: {cards}, {phenomena}").format(
            cards=self._cards(len(self._deck)), phenomena=self._phenomena(phenomena)))
        in_deck = set(self._deck)
        for name, item in self._pool_items.items():
            self._mark_in_deck(item, name in in_deck)
        legal = self.is_legal()
        colour = self.theme.ok if legal else self.theme.danger
        mark = "✓ " if legal else "✗ "
        self.validation_label.setText("\n".join(mark + line
                                                for line in self.validation_text().splitlines()))
        self.validation_label.setStyleSheet(f"color: {colour}; font-weight: bold;")
        self.export_button.setEnabled(bool(self._deck))
        self.use_button.setEnabled(legal)
        self.use_button.setToolTip("" if legal else self.tr(
            "This deck breaks the deck rules (see under the deck): fix it first."))

    # -- validation ------------------------------------------------------------------------
    def check(self) -> DeckCheck:
        """The deck against its rule: 901.3, or 901.15a when shared."""
        if self.shared_players:
            return check_shared_deck(self._deck, self.shared_players, self.cards)
        return check_player_deck(self._deck, self.cards)

    def validation_text(self) -> str:
        """The rules' verdict: every problem on its own line, each citing the rule."""
        check = self.check()
        cards, phenomena = self._cards(check.size), self._phenomena(len(check.phenomena))
        if check.legal:
            if self.shared_players:
                return self.tr("901.15a: a legal shared planar deck for {players} players "
                               "({cards}, {phenomena}; at least {minimum} needed).").format(
                    players=self.shared_players, cards=cards, phenomena=phenomena,
                    minimum=check.minimum)
            return self.tr("901.3: a legal planar deck ({cards}, {phenomena}).").format(
                cards=cards, phenomena=phenomena)
        if self.shared_players:
            whose = self.tr("The shared planar deck")
        elif self.owner:
            whose = self.tr("{owner}'s planar deck").format(owner=self.owner)
        else:
            whose = self.tr("The planar deck")
        lines = []
        if check.too_small:
            lines.append(self.tr("{rule}: {whose} has {cards}; it needs at least {minimum}.")
                         .format(rule=check.rule, whose=whose, cards=cards,
                                 minimum=check.minimum))
        if check.duplicates:
            lines.append(self.tr("{rule}: {whose} holds {names} more than once; each card must "
                                 "have a different English name.").format(
                rule=check.rule, whose=whose, names=", ".join(check.duplicates)))
        if check.too_many_phenomena:
            lines.append(self.tr("{rule}: {whose} has {phenomena} ({names}); at most {max} are "
                                 "allowed.").format(
                rule=check.rule, whose=whose, phenomena=phenomena,
                names=", ".join(check.phenomena), max=check.max_phenomena))
        return "\n".join(lines)

    def is_legal(self) -> bool:
        return self.check().legal

    def _cards(self, n: int) -> str:
        # Qt's plural form: every catalogue, English's too, gives one text per form.
        return self.tr("%n card(s)", "", n)

    def _phenomena(self, n: int) -> str:
        return self.tr("%n phenomenon(s)", "", n)

    # -- the card pool ---------------------------------------------------------------------
    def pool_names(self) -> list[str]:
        """The cards the filters and the search let through, in list order."""
        return [self.pool_list.item(i).data(NAME_ROLE) for i in range(self.pool_list.count())]

    def _filtered(self) -> list[str]:
        groups = [key for key, box in self.set_boxes.items() if box.isChecked()]
        playtest = self.playtest_box.isChecked()
        sets: list[str] | None = None
        if len(groups) < len(self.set_boxes):
            sets = groups + (["playtest"] if playtest else [])
        names = card_pool(self.cards, sets, playtest=playtest)
        kind = self.kind_combo.currentData()
        if kind is not None:
            names = [n for n in names if self.cards.get(n).kind == kind]
        words = fold(normalise_name(self.search.text())).split()
        if words:
            names = [n for n in names if all(w in self._haystack[n] for w in words)]
        if self.language != "en":  # in the order of the names the list shows
            names.sort(key=lambda n: fold(display_name(n, self.language)))
        return names

    def _refresh_pool(self) -> None:
        current = self.pool_list.currentItem()
        keep = current.data(NAME_ROLE) if current is not None else None
        self.pool_list.clear()
        self._pool_items = {}
        in_deck = set(self._deck)
        names = self._filtered()
        for name in names:
            card = self.cards.get(name)
            item = QListWidgetItem(self._label(name))
            item.setData(NAME_ROLE, name)
            item.setToolTip(f"{card.type_line} — {', '.join(card.sets)}")
            if card.is_phenomenon:
                self._mark_phenomenon(item)
            self._mark_in_deck(item, name in in_deck)
            self.pool_list.addItem(item)
            self._pool_items[name] = item
            if name == keep:
                self.pool_list.setCurrentItem(item)
        self.pool_count.setText(self.tr("%n card(s) shown", "", len(names)))

    def _label(self, name: str) -> str:
        """The name in the table's language, with the English name where it differs (for
        players holding English cards), and the phenomenon mark."""
        shown = display_name(name, self.language)
        if shown != name:
            shown = self.tr("{printed} ({english})").format(printed=shown, english=name)
        if self.cards.get(name).is_phenomenon:
            return self.tr("{name}  ✦ phenomenon").format(name=shown)
        return shown

    def _mark_phenomenon(self, item: QListWidgetItem) -> None:
        font = QFont(item.font())
        font.setItalic(True)
        item.setFont(font)

    def _mark_in_deck(self, item: QListWidgetItem, in_deck: bool) -> None:
        label = self._label(item.data(NAME_ROLE))
        item.setText(f"✓ {label}" if in_deck else label)
        if in_deck:
            item.setForeground(QColor(self.theme.muted))
        else:
            item.setData(Qt.ItemDataRole.ForegroundRole, None)

    def _show_current(self, item: QListWidgetItem | None, _previous: object = None) -> None:
        if item is None:
            return
        self.show_card(item.data(NAME_ROLE))

    def show_card(self, name: str) -> None:
        """Preview this card: its printed text in the table's language, else the Oracle."""
        self._preview_name = name
        card = self.cards.get(name)
        printed = printed_face(card, self.language)
        if printed is not None and not self._show_oracle:
            self.preview.setHtml(card_html(printed, card, self.theme))
            self.preview.setToolTip(card.oracle_text)
        else:
            self.preview.setHtml(card_html(card, theme=self.theme))
            self.preview.setToolTip("")
        self._sync_preview_side(printed=printed is not None)

    def showing_printed(self) -> bool:
        """Whether the preview shows a card's printed text (not its Oracle text)."""
        return not self.preview_mark.isHidden() and not self._show_oracle

    def set_show_oracle(self, show: bool) -> None:
        """Show the Oracle text instead of the printed one (or back)."""
        self._show_oracle = show
        if self._preview_name is not None:
            self.show_card(self._preview_name)
        else:
            self._sync_preview_side(printed=False)

    def _sync_preview_side(self, *, printed: bool) -> None:
        self.preview_mark.setVisible(printed)
        self.oracle_button.setVisible(printed)
        button = self.oracle_button
        button.blockSignals(True)
        button.setChecked(self._show_oracle)
        button.blockSignals(False)
        if self._show_oracle:
            self.preview_mark.setText(self.tr("Oracle text"))
            button.setText(self.tr("Printed"))
            button.setToolTip(self.tr("Back to the text printed on the card"))
        else:
            self.preview_mark.setText(self.tr("Printed text"))
            button.setText(self.tr("Oracle"))
            button.setToolTip(self.tr("Show the English Oracle text, the authority on the "
                                      "rules"))
        button.setAccessibleName(button.toolTip())

    # -- saved decks -----------------------------------------------------------------------
    def _refresh_saved(self, select: str | None = None) -> None:
        problems = self.store.problems()
        self.saved_combo.clear()
        for name in self.store.names():
            label = f"{name}  (can't read)" if name in problems else name
            self.saved_combo.addItem(label, name)
            if name in problems:
                index = self.saved_combo.count() - 1
                self.saved_combo.setItemData(index, problems[name],
                                             Qt.ItemDataRole.ToolTipRole)
                self.saved_combo.setItemData(index, QColor(self.theme.danger),
                                             Qt.ItemDataRole.ForegroundRole)
        if select is not None:
            index = self.saved_combo.findData(select)
            if index >= 0:
                self.saved_combo.setCurrentIndex(index)
        has = self.saved_combo.count() > 0
        if not has:
            self.saved_combo.addItem(self.tr("(no saved decks)"), None)
        self.saved_combo.setEnabled(has)
        self.load_button.setEnabled(has)
        self.delete_button.setEnabled(has)
        if problems:
            self._status(self.tr("Can't read a saved deck (kept as it is): {why}").format(
                why="\n".join(problems.values())), error=True)

    def _status(self, text: str, *, error: bool = False) -> None:
        self.status_label.setText(text)
        colour = self.theme.danger if error else self.theme.muted
        self.status_label.setStyleSheet(f"color: {colour};")

    def status_text(self) -> str:
        return self.status_label.text()

    def save_deck(self) -> bool:
        """Save under the name in the name field; the outcome shows in the status line."""
        name = self.name_edit.text()
        try:
            path = self.store.save(name, self._deck)
        except DeckStoreError as exc:
            self._status(self.tr("Not saved: {why}").format(why=exc), error=True)
            return False
        self._saved_as = tuple(self._deck)
        self._refresh_saved(select=name.strip())
        self._status(self.tr("Saved {name!r} ({cards}) to {path}. The new-game wizard offers "
                             "it under Saved decks.").format(
            name=name.strip(), cards=self._cards(len(self._deck)), path=path))
        return True

    def ask_name(self) -> bool:
        """Ask a name for a deck that has none; False if the player cancels."""
        name, ok = QInputDialog.getText(self, self.tr("Save deck"),
                                        self.tr("A name for this deck:"))
        if not ok or not name.strip():
            return False
        self.name_edit.setText(name.strip())
        return True

    def accept(self) -> None:
        if not self.is_legal():  # the button is disabled; Enter or a test must not get past
            self._status(self.validation_text(), error=True)
            return
        if not self.save_mode:
            super().accept()
            return
        if not self.name_edit.text().strip() and not self.ask_name():
            self._status(self.tr("Not saved: the deck needs a name."), error=True)
            return
        self.save_deck()

    def unsaved(self) -> bool:
        """The deck holds cards it didn't hold when last saved or loaded."""
        return bool(self._deck) and tuple(self._deck) != self._saved_as

    def reject(self) -> None:
        if not (self.save_mode and self.unsaved()):
            super().reject()
            return
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Close the deck builder"),
                          self.tr("This deck isn't saved. Close without saving it?"),
                          QMessageBox.StandardButton.NoButton, self)
        discard = box.addButton(self.tr("Close without saving"),
                                QMessageBox.ButtonRole.DestructiveRole)
        box.addButton(self.tr("Keep editing"), QMessageBox.ButtonRole.RejectRole)
        box.finished.connect(lambda _r: super(DeckBuilder, self).reject()
                             if box.clickedButton() is discard else None)
        self.close_box = box
        box.open()

    def load_deck(self, name: str) -> bool:
        try:
            names = self.store.load(name)
        except DeckStoreError as exc:
            self._status(self.tr("Not loaded: {why}").format(why=exc), error=True)
            return False
        self._deck = list(names)
        self._saved_as = tuple(names)
        self._deck_changed()
        self.name_edit.setText(name)
        self._status(self.tr("Loaded “{name}”.").format(name=name))
        return True

    def _load_selected(self) -> None:
        name = self.saved_combo.currentData()
        if name:
            self.load_deck(name)

    def _confirm_delete(self) -> None:
        name = self.saved_combo.currentData()
        if not name:
            return
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Delete deck"),
                          self.tr("Delete the saved deck “{name}”? This can't be undone.").format(
                              name=name),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.finished.connect(
            lambda result: self.delete_deck(name) if result == QMessageBox.StandardButton.Yes
            else None)
        self.delete_box = box
        box.open()

    def delete_deck(self, name: str) -> bool:
        try:
            self.store.delete(name)
        except DeckStoreError as exc:
            self._status(self.tr("Not deleted: {why}").format(why=exc), error=True)
            return False
        self._refresh_saved()
        self._status(self.tr("Deleted “{name}”.").format(name=name))
        return True

    # -- text in and out -------------------------------------------------------------------
    def open_import(self) -> DeckListDialog:
        """Open the paste-a-list dialog (non-blocking); an accepted list replaces the deck."""
        dialog = DeckListDialog(self.cards, self)
        dialog.accepted.connect(lambda: self._imported(dialog))
        self.import_dialog = dialog
        dialog.open()
        return dialog

    def _imported(self, dialog: DeckListDialog) -> None:
        self._deck = list(dialog.names())
        self._deck_changed()
        self._status(self.tr("Imported {cards}.").format(cards=self._cards(len(self._deck))))

    def export_text(self) -> str:
        """Copy the deck list to the clipboard and show it."""
        text = format_deck_list(self._deck)
        clipboard = QGuiApplication.clipboard()
        if clipboard is not None:
            clipboard.setText(text)
        dialog = ExportDialog(text, self)
        self.export_dialog = dialog
        dialog.open()
        self._status(self.tr("Deck list copied to the clipboard."))
        return text
