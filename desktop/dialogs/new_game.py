"""The new-game dialog: players and seats, planar decks, starting player and life.

The dialog never touches a game: it builds a fully explicit ``NewGame`` (every deck listed,
random decks dealt here with ``random_deck`` from the seed the caller passes in, and the
same seed in the setup) and hands it back through ``new_game()`` for the caller to give to
the bridge. Every problem the engine's validators find is shown inline, with its rule, and
keeps "Start game" disabled.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QShowEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop.deck_store import DeckStore, DeckStoreError
from desktop.dialogs.deck_builder import GROUP_LABELS, DeckBuilder, current_theme, dialog_style
from desktop.dialogs.last_setup import (
    DeckChoice,
    LastSetup,
    load_last_setup,
    save_last_setup,
)
from desktop.dialogs.map_options import MapOptions, map_deck
from desktop.dialogs.placement import fit_and_centre, unelided
from desktop.engine_text import problem_lines, render
from desktop.printed_cards import english_name
from desktop.table.toast import Toast
from desktop.theme import PLAYER_COLOURS, TOUCH, Theme
from engine import rng
from engine.actions import NewGame
from engine.cards import CardDatabase
from engine.decks import (
    MIN_DECK,
    parse_deck_list,
    random_deck,
    shared_minimum,
    validate_player_deck,
    validate_shared_deck,
)
from engine.errors import BadCommand, EngineError, RuleViolation
from engine.eternities_map import VARIANT, MapSettings
from engine.formats import Format
from engine.formats_setup import MAX_COMMANDER_NAME
from engine.game import MAX_NAME, MAX_PLAYERS, MIN_PLAYERS, Game
from engine.state import SHARED

log = logging.getLogger(__name__)

DEFAULT_PLAYERS = 4
WIZARD_SIZE = (1000, 780)
"""The wizard's size where the screen has room; smaller screens get what they have."""
SOURCES = (("random", QT_TRANSLATE_NOOP("DeckSource", "Random")),
           ("saved", QT_TRANSLATE_NOOP("DeckSource", "Saved deck")),
           ("paste", QT_TRANSLATE_NOOP("DeckSource", "Paste list")),
           ("build", QT_TRANSLATE_NOOP("DeckSource", "Deck builder")))
"""Where a planar deck comes from: (key, label in English, translated where shown)."""
TEAM_COMMANDER_LIFE = 60
"""A Two-Headed Giant team playing Commander starts here by default: two 40-life players'
worth less a fifth, what team Commander tables commonly use; 810.4's 30 stays a choice."""


def _deal_random(state: int, cards: CardDatabase, owners: Sequence[str],
                 size: int = MIN_DECK) -> tuple[int, tuple[tuple[str, tuple[str, ...]], ...]]:
    decks = []
    for owner in owners:
        state, deck = random_deck(state, cards, size)
        decks.append((owner, deck))
    return state, tuple(decks)


def demo_setup(cards: CardDatabase, seed: int,
               players: Sequence[str] = ("Ann", "Bob", "Cid", "Dee"),
               variant: str | None = None) -> NewGame:
    """The demo game: four players, each with a 10-card random deck dealt from ``seed``
    (the same decks the engine's own ``random_decks`` would deal), listed explicitly; on
    the Eternities Map (``variant``), the map's one deck of the whole pool, house rules at
    their defaults."""
    if variant == VARIANT:
        deck = map_deck(cards, MapSettings().phenomena)
        return NewGame(players=tuple(players), shared_deck=deck, seed=seed, variant=VARIANT,
                       map_settings=MapSettings())
    _, decks = _deal_random(rng.seed_state(seed), cards, players)
    return NewGame(players=tuple(players), decks=decks, seed=seed)


@dataclass(frozen=True, slots=True)
class Dealt:
    """What a deck source produced: the deck, or why there is none."""

    deck: tuple[str, ...] | None
    error: str | None = None
    note: str = ""


class DeckSource(QWidget):
    """Choose where one planar deck comes from, and show the rules' verdict on it."""

    changed = Signal()
    store_changed = Signal()

    def __init__(self, cards: CardDatabase, store: DeckStore, theme: Theme,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cards = cards
        self.store = store
        self.theme = theme
        self.owner = ""
        self.shared_players: int | None = None
        self.built: tuple[str, ...] = ()
        self.builder: DeckBuilder | None = None
        self._saved_deck: tuple[str, ...] | None = None
        self._saved_error: str | None = None
        self._size_touched = False
        self._quiet = False

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        line = QHBoxLayout()
        layout.addLayout(line)
        self.source_combo = QComboBox()
        for key, label in SOURCES:
            self.source_combo.addItem(self.tr(label), key)
        self.source_combo.setToolTip(self.tr("Where this planar deck comes from"))
        unelided(self.source_combo)
        line.addWidget(self.source_combo)

        self.random_box = QWidget()
        random_line = QHBoxLayout(self.random_box)
        random_line.setContentsMargins(0, 0, 0, 0)
        self.size_spin = QSpinBox()
        self.size_spin.setRange(MIN_DECK, len(cards))
        self.size_spin.setValue(MIN_DECK)
        self.size_spin.setSuffix(self.tr(" cards"))
        self.size_spin.setToolTip(self.tr("How many cards to deal (at least ten, 901.3)"))
        self.size_spin.valueChanged.connect(self._size_edited)
        random_line.addWidget(self.size_spin)
        self.sets_combo = QComboBox()
        self.sets_combo.addItem(self.tr("All sets"), None)
        for key, (short, full) in GROUP_LABELS.items():
            self.sets_combo.addItem(self.tr("{set} only").format(set=short), key)
            self.sets_combo.setItemData(self.sets_combo.count() - 1,
                                        QCoreApplication.translate("DeckBuilder", full),
                                        Qt.ItemDataRole.ToolTipRole)
        self.sets_combo.currentIndexChanged.connect(self._emit)
        unelided(self.sets_combo)
        random_line.addWidget(self.sets_combo)
        line.addWidget(self.random_box)

        self.saved_combo = QComboBox()
        self.saved_combo.setMinimumContentsLength(12)
        self.saved_combo.currentIndexChanged.connect(self._load_saved)
        line.addWidget(self.saved_combo)

        self.build_button = QPushButton(self.tr("Build…"))
        self.build_button.setToolTip(self.tr("Open the deck builder"))
        self.build_button.clicked.connect(self.open_builder)
        line.addWidget(self.build_button)
        line.addStretch(1)

        self.paste_edit = QPlainTextEdit()
        self.paste_edit.setPlaceholderText(self.tr("Paste a deck list: one card per line, "
                                                   "e.g. \"1 Akoum\""))
        self.paste_edit.setFixedHeight(96)
        self.paste_edit.textChanged.connect(self._emit)
        layout.addWidget(self.paste_edit)

        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.status)

        self.source_combo.currentIndexChanged.connect(self._source_switched)
        for control in (self.source_combo, self.size_spin, self.sets_combo, self.saved_combo,
                        self.build_button):
            control.setMinimumHeight(theme.px(TOUCH))
        self.build_button.setMinimumWidth(theme.px(TOUCH))
        self.refresh_saved()
        self._show_page()

    # -- choices ---------------------------------------------------------------------------
    def source(self) -> str:
        return str(self.source_combo.currentData())

    def set_source(self, key: str) -> None:
        self.source_combo.setCurrentIndex(self.source_combo.findData(key))

    def choice(self) -> DeckChoice:
        """What to remember of this source (last_setup): enough to offer it again."""
        return DeckChoice(source=self.source(),
                          size=self.size_spin.value() if self._size_touched else None,
                          sets=self.sets_combo.currentData(),
                          saved=str(self.saved_combo.currentData() or ""),
                          paste=self.paste_edit.toPlainText(), built=self.built)

    def set_choice(self, choice: DeckChoice) -> None:
        """Offer a remembered source again; a saved deck that is gone stays unselected and
        says so, as the saved page always does."""
        self._quiet = True
        try:
            self._size_touched = choice.size is not None
            if choice.size is not None:
                self.size_spin.setValue(max(MIN_DECK, min(choice.size, self.size_spin.maximum())))
            self.sets_combo.setCurrentIndex(max(self.sets_combo.findData(choice.sets), 0))
            self.paste_edit.setPlainText(choice.paste)
            self.built = tuple(choice.built)
            self.refresh_saved()
            if choice.saved:
                found = self.saved_combo.findData(choice.saved)
                if found >= 0:
                    self.saved_combo.setCurrentIndex(found)
            self.set_source(choice.source)
        finally:
            self._quiet = False
        self._emit()

    def set_default_size(self, size: int) -> None:
        """The random size follows the mode (10, or the 901.15a minimum) until edited."""
        if not self._size_touched:
            self._quiet = True
            try:
                self.size_spin.setValue(max(MIN_DECK, min(size, self.size_spin.maximum())))
            finally:
                self._quiet = False

    def _size_edited(self) -> None:
        if not self._quiet:
            self._size_touched = True
        self._emit()

    def _source_switched(self) -> None:
        if self.source() == "saved":
            self.refresh_saved()
        self._show_page()
        self._emit()

    def _show_page(self) -> None:
        source = self.source()
        self.random_box.setVisible(source == "random")
        self.saved_combo.setVisible(source == "saved")
        self.paste_edit.setVisible(source == "paste")
        self.build_button.setVisible(source == "build")

    def _emit(self) -> None:
        self.changed.emit()

    # -- saved decks -----------------------------------------------------------------------
    def refresh_saved(self) -> None:
        keep = self.saved_combo.currentData()
        self.saved_combo.blockSignals(True)
        try:
            self.saved_combo.clear()
            names = self.store.names()
            for name in names:
                self.saved_combo.addItem(name, name)
            if not names:
                self.saved_combo.addItem(self.tr("(no saved decks)"), None)
            index = self.saved_combo.findData(keep) if keep else -1
            self.saved_combo.setCurrentIndex(max(index, 0))
            self.saved_combo.setEnabled(bool(names))
        finally:
            self.saved_combo.blockSignals(False)
        self._load_saved()

    def _load_saved(self) -> None:
        name = self.saved_combo.currentData()
        self._saved_deck, self._saved_error = None, None
        if not name:
            self._saved_error = self.tr("There are no saved decks yet: build one with Build…")
        else:
            try:
                self._saved_deck = self.store.load(name)
            except DeckStoreError as exc:
                self._saved_error = str(exc)
        self._emit()

    # -- the builder -----------------------------------------------------------------------
    def open_builder(self) -> DeckBuilder:
        """Open the deck builder (non-blocking); an accepted deck becomes this source's."""
        builder = DeckBuilder(self.cards, self.store, self.shared_players, self.window(),
                              owner=None if self.shared_players else (self.owner or None),
                              theme=self.theme)
        builder.set_deck(self.built)
        builder.accepted.connect(lambda: self._built(builder))
        builder.finished.connect(lambda _result: self.store_changed.emit())
        self.builder = builder
        builder.open()
        return builder

    def _built(self, builder: DeckBuilder) -> None:
        self.built = builder.deck()
        self._emit()

    # -- dealing ---------------------------------------------------------------------------
    def deal(self, state: int) -> tuple[int, Dealt]:
        """The deck from this source (random ones dealt from ``state``): (new state, result)."""
        source = self.source()
        if source == "random":
            group = self.sets_combo.currentData()
            size = self.size_spin.value()
            phenomena = 2 * self.shared_players if self.shared_players else 2
            try:
                state, deck = random_deck(state, self.cards, size, max_phenomena=phenomena,
                                          sets=None if group is None else [group])
            except BadCommand as exc:
                return state, Dealt(None, render(exc.cited))
            return state, Dealt(deck, note=self.tr("Random deck"))
        if source == "saved":
            if self._saved_error is not None:
                return state, Dealt(None, self._saved_error)
            note = self.tr("Saved deck “{name}”").format(name=self.saved_combo.currentText())
            return state, Dealt(self._saved_deck, note=note)
        if source == "paste":
            text = self.paste_edit.toPlainText()
            if not text.strip():
                return state, Dealt(None, self.tr("Paste a deck list above."))
            try:
                deck = parse_deck_list(text, self.cards, english_name)
            except BadCommand as exc:
                return state, Dealt(None, "\n".join(problem_lines(exc.cited)))
            return state, Dealt(deck, note=self.tr("Pasted list"))
        if not self.built:
            return state, Dealt(None, self.tr("No deck built yet: press Build… to make one."))
        return state, Dealt(self.built, note=self.tr("Built deck"))

    def show_verdict(self, dealt: Dealt, error: str | None) -> None:
        """Show the rules' verdict (error) or the deck summary under the source."""
        if error is not None:
            self.status.setText(error)
            self.status.setStyleSheet(f"color: {self.theme.danger};")
            self.status.setToolTip("")
            return
        deck = dealt.deck or ()
        phenomena = sum(self.cards.get(n).is_phenomenon for n in deck)
        rule = "901.15a" if self.shared_players else "901.3"
        self.status.setText(self.tr("✓ {note}: {cards}, {phenomena} — legal ({rule})").format(
            note=dealt.note, cards=self.tr("%n card(s)", "", len(deck)),
            phenomena=self.tr("%n phenomenon(s)", "", phenomena), rule=rule))
        self.status.setStyleSheet(f"color: {self.theme.ok};")
        self.status.setToolTip("\n".join(deck))

    def status_text(self) -> str:
        return self.status.text()


class SeatRow(QFrame):
    """One seat: its colour and number, the player's name, seating moves, and their deck."""

    def __init__(self, seat_id: int, name: str, cards: CardDatabase, store: DeckStore,
                 theme: Theme, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat_id = seat_id
        self.theme = theme
        self.setObjectName("panel")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        self.swatch = QLabel()
        self.swatch.setFixedSize(theme.px(30), theme.px(30))
        self.swatch.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.swatch, 0, Qt.AlignmentFlag.AlignTop)
        self.name_edit = QLineEdit(name)
        self.name_edit.setPlaceholderText(self.tr("Player name"))
        self.name_edit.setMaxLength(MAX_NAME)
        self.name_edit.setFixedWidth(theme.px(170))
        column = QVBoxLayout()
        column.setSpacing(4)
        column.addWidget(self.name_edit)
        team_line = QHBoxLayout()
        self.team_label = QLabel()
        self.team_label.setObjectName("muted")
        team_line.addWidget(self.team_label, 1)
        self.primary_button = QToolButton()
        self.primary_button.setText(self.tr("Make primary"))
        self.primary_button.setToolTip(self.tr("Make this player their team's primary "
                                               "player: the team's turn, planar controller "
                                               "and first seat are theirs (901.12b)"))
        self.primary_button.setMinimumHeight(theme.px(TOUCH))
        team_line.addWidget(self.primary_button)
        self.team_box = QWidget()
        self.team_box.setLayout(team_line)
        team_line.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.team_box)
        self.commander_edits = (QLineEdit(), QLineEdit())
        self.commander_edits[0].setPlaceholderText(self.tr("Commander (optional)"))
        self.commander_edits[1].setPlaceholderText(self.tr("Partner or background"))
        # The column is as wide as its longest hint ("Comandante (opcional)" was cut).
        # Measured in the style sheet's font (theme.stylesheet), not yet applied here.
        font = QFont(self.name_edit.font())
        font.setPixelSize(theme.px(15))
        metrics = QFontMetrics(font)
        wide = max(theme.px(170), *(metrics.horizontalAdvance(e.placeholderText())
                                    + theme.px(30)
                                    for e in (self.name_edit, *self.commander_edits)))
        self.name_edit.setFixedWidth(wide)
        for edit in self.commander_edits:
            edit.setMaxLength(MAX_COMMANDER_NAME)
            edit.setFixedWidth(wide)
            edit.setMinimumHeight(theme.px(TOUCH))
            edit.setToolTip(self.tr("A commander's name (903.3); a second one for partners or "
                                    "a commander and its background (903.3c)"))
            column.addWidget(edit)
        self._commanders_shown = False
        # The partner's line shows once there is a commander (most players have one).
        self.commander_edits[0].textChanged.connect(lambda _t: self._show_partner())
        layout.addLayout(column)
        self.deck_source = DeckSource(cards, store, theme)
        self.name_edit.setFixedHeight(theme.px(TOUCH))
        layout.addWidget(self.deck_source, 1000)
        layout.addStretch(1)  # takes the room when the deck source is hidden (shared deck)
        self.up_button = self._tool("▲", self.tr("Move up: sit earlier in turn order"))
        self.down_button = self._tool("▼", self.tr("Move down: sit later in turn order"))
        self.remove_button = self._tool("✕", self.tr("Remove this player"))
        for button in (self.up_button, self.down_button, self.remove_button):
            layout.addWidget(button, 0, Qt.AlignmentFlag.AlignTop)

    def _tool(self, text: str, tip: str) -> QToolButton:
        button = QToolButton()
        button.setText(text)
        button.setToolTip(tip)
        button.setFixedSize(self.theme.px(TOUCH), self.theme.px(TOUCH))
        return button

    def name(self) -> str:
        return self.name_edit.text().strip()

    def commanders(self) -> tuple[str, ...]:
        """The commanders named here (none: the engine calls the one "Commander")."""
        return tuple(filter(None, (e.text().strip() for e in self.commander_edits)))

    def set_commanders(self, names: Sequence[str]) -> None:
        for edit, name in zip(self.commander_edits, [*names, "", ""], strict=False):
            edit.setText(name)

    def _show_partner(self) -> None:
        first, partner = self.commander_edits
        partner.setVisible(self._commanders_shown
                           and bool(first.text().strip() or partner.text().strip()))

    def show_format(self, index: int, teams: bool, commanders: bool) -> None:
        """Show the team line (Two-Headed Giant: seats 1-2 are team 1, primary first) and
        the commander names as the format asks."""
        self.team_box.setVisible(teams)
        self._commanders_shown = commanders
        self.commander_edits[0].setVisible(commanders)
        self._show_partner()
        if teams:
            primary = index % 2 == 0
            self.team_label.setText(
                (self.tr("Team {n} · primary") if primary else self.tr("Team {n}"))
                .format(n=index // 2 + 1))
            self.primary_button.setVisible(not primary)

    def place(self, index: int, count: int) -> None:
        colour = PLAYER_COLOURS[index % len(PLAYER_COLOURS)]
        self.swatch.setText(str(index + 1))
        self.swatch.setToolTip(self.tr("Seat {number}").format(number=index + 1))
        self.swatch.setStyleSheet(f"background: {colour}; color: #1b1b1b; font-weight: bold; "
                                  f"border-radius: {self.theme.px(15)}px;")
        self.up_button.setEnabled(index > 0)
        self.down_button.setEnabled(index < count - 1)
        self.remove_button.setEnabled(count > MIN_PLAYERS)


class NewGameWizard(QDialog):
    """Set up a game; ``new_game()`` gives the explicit ``NewGame`` after "Start game".

    With a ``config_dir`` it offers the last players, seating, deck sources, starting player
    and life again (``last_setup``), and remembers them when a game starts; "Reset" goes
    back to the defaults."""

    def __init__(self, cards: CardDatabase, store: DeckStore, seed: int,
                 parent: QWidget | None = None, *, theme: Theme | None = None,
                 config_dir: Path | None = None) -> None:
        super().__init__(parent)
        self.cards = cards
        self.store = store
        self.seed = seed
        self.config_dir = config_dir
        kept_before = len(store.kept_aside)
        self.memory_problem: str | None = None
        """Why the remembered setup couldn't be used (the file was moved aside), if so."""
        self.theme = theme or current_theme()
        self.setStyleSheet(dialog_style(self.theme))
        self.rows: list[SeatRow] = []
        self._next_id = 0
        self._setup: NewGame | None = None
        self._result: NewGame | None = None
        self._errors: list[str] = []
        self._busy = False
        self.setWindowTitle(self.tr("New game"))
        self._build_ui()
        remembered = None
        if config_dir is not None:
            remembered, self.memory_problem = load_last_setup(config_dir)
        if remembered is None:
            self.reset()
        else:
            self.restore(remembered)
        self.notes = [*filter(None, [self.memory_problem]), *store.kept_aside[kept_before:]]
        """Files found unreadable and kept aside while the wizard opened, said once over
        the wizard when it shows (a toast: it takes no room from the form)."""
        self.toast = Toast(self)
        self.toast.set_theme(self.theme)
        self.toast.dismissed.connect(self._next_note)
        # The seat list scrolls; the title, modes and buttons always fit (defect 15).
        fit_and_centre(self, parent, QSize(self.theme.px(WIZARD_SIZE[0]),
                                           self.theme.px(WIZARD_SIZE[1])))

    def showEvent(self, event: QShowEvent) -> None:  # a Qt override
        super().showEvent(event)
        if not self.toast.isVisible():
            self._next_note()

    def _next_note(self) -> None:
        """The next message about a file kept aside, one at a time (each is read whole)."""
        if self.notes and self.isVisible():
            self.toast.show_message(self.notes.pop(0), "warn")

    # -- remembering -----------------------------------------------------------------------
    def reset(self) -> None:
        """The defaults: four players, a random deck each, random starter, 20 life."""
        self._busy = True
        try:
            self._clear_rows()
            for i in range(DEFAULT_PLAYERS):
                self.add_player(self.tr("Player {n}").format(n=i + 1))
            for source in [self.shared_source, *(r.deck_source for r in self.rows)]:
                source.set_choice(DeckChoice())
            self.set_shared(False)
            self.set_map(False)
            self.team_commander_check.setChecked(False)
            self.ffa_radio.setChecked(True)
            self.team_commander_check.hide()
            self.life_20.setChecked(True)
        finally:
            self._busy = False
        self._relayout()
        self.starter_combo.setCurrentIndex(0)

    def restore(self, last: LastSetup) -> None:
        """Offer a remembered setup again (names, order, sources, starter, life)."""
        self._busy = True
        try:
            self._clear_rows()
            for index, (name, choice) in enumerate(zip(last.names, last.decks, strict=True)):
                row = self.add_player(name)
                if row is not None:
                    row.deck_source.set_choice(choice)
                    if index < len(last.commanders):
                        row.set_commanders(last.commanders[index])
            self.set_format(Format(last.format), last.team_commanders)
            self.shared_source.set_choice(last.shared_deck)
            self.set_shared(last.shared)
            self.set_map(last.variant == VARIANT, last.map_phenomena, last.map_planeswalk)
            presets = {20: self.life_20, 30: self.life_30, 40: self.life_40}
            if last.starting_life in presets:
                presets[last.starting_life].setChecked(True)
            else:
                self.life_custom.setChecked(True)
                self.life_spin.setValue(last.starting_life)
        finally:
            self._busy = False
        self._relayout()
        self.set_starting_player(last.starting_player if last.starting_player
                                 in self.player_names() else None)

    def remembered(self) -> LastSetup:
        """The setup as it stands, as ``last_setup`` stores it."""
        starter_id = self.starter_combo.currentData()
        starter = next((r.name() for r in self.rows if r.seat_id == starter_id), None)
        return LastSetup(names=tuple(self.player_names()),
                         decks=tuple(r.deck_source.choice() for r in self.rows),
                         shared=self.shared_radio.isChecked(),
                         shared_deck=self.shared_source.choice(), starting_player=starter,
                         starting_life=self.starting_life(), seed=self.seed,
                         format=self.game_format().value,
                         team_commanders=self.team_commander_check.isChecked(),
                         commanders=tuple(r.commanders() for r in self.rows),
                         variant=VARIANT if self.is_map() else None,
                         map_phenomena=self.map_options.settings().phenomena.value,
                         map_planeswalk=self.map_options.settings().planeswalk_effects.value)

    def _clear_rows(self) -> None:
        for row in self.rows:
            self.seats_layout.removeWidget(row)
            row.hide()
            row.deleteLater()
        self.rows = []

    # -- layout ----------------------------------------------------------------------------
    def _build_ui(self) -> None:
        root = QVBoxLayout(self)
        title = QLabel(self.tr("New game"))
        title.ensurePolished()
        font = title.font()
        size = font.pixelSize() if font.pixelSize() > 0 else round(font.pointSizeF() * 4 / 3)
        title.setStyleSheet(f"font-size: {round(size * 1.5)}px; font-weight: bold;")
        head = QHBoxLayout()
        head.addWidget(title)
        head.addStretch(1)
        seed = QLabel(self.tr("Seed {seed}").format(seed=self.seed))
        seed.setObjectName("muted")
        seed.setToolTip(
            self.tr("Random decks, shuffles and the random starting player come from it"))
        head.addWidget(seed)
        self.reset_button = QPushButton(self.tr("Reset"))
        self.reset_button.setToolTip(self.tr("Back to four players with random decks "
                                             "(the last players are offered otherwise)"))
        self.reset_button.setMinimumSize(self.theme.px(TOUCH), self.theme.px(TOUCH))
        self.reset_button.clicked.connect(self.reset)
        head.addWidget(self.reset_button)
        root.addLayout(head)

        game_format = QHBoxLayout()
        game_format.addWidget(QLabel(self.tr("Format:")))
        self.ffa_radio = QRadioButton(self.tr("Free-for-all"))
        self.thg_radio = QRadioButton(self.tr("Two-Headed Giant (810, 901.12)"))
        self.commander_radio = QRadioButton(self.tr("Commander (903)"))
        self.team_commander_check = QCheckBox(self.tr("with commanders"))
        self.team_commander_check.setToolTip(self.tr(
            "Commander in teams: commander damage and tax for every player (903)"))
        self.ffa_radio.setChecked(True)
        self._format_group = QButtonGroup(self)
        for radio in (self.ffa_radio, self.thg_radio, self.commander_radio):
            self._format_group.addButton(radio)
            radio.setMinimumHeight(self.theme.px(TOUCH))
            game_format.addWidget(radio)
        self.team_commander_check.setMinimumHeight(self.theme.px(TOUCH))
        game_format.addWidget(self.team_commander_check)
        game_format.addStretch(1)
        self._format_group.buttonToggled.connect(self._format_toggled)
        self.team_commander_check.toggled.connect(lambda _on: self._format_switched())
        root.addLayout(game_format)

        variant = QHBoxLayout()
        variant.addWidget(QLabel(self.tr("Variant:")))
        self.plain_radio = QRadioButton(self.tr("Planechase (901)"))
        self.map_radio = QRadioButton(self.tr("Eternities Map"))
        self.map_radio.setToolTip(self.tr(
            "The planes lie in a grid; a Planeswalker roll moves the game one step up, down, "
            "left or right, or diagonally onto an empty space (hellriding)."))
        self.plain_radio.setChecked(True)
        self._variant_group = QButtonGroup(self)
        for radio in (self.plain_radio, self.map_radio):
            self._variant_group.addButton(radio)
            radio.setMinimumHeight(self.theme.px(TOUCH))
            variant.addWidget(radio)
        variant.addStretch(1)
        self.map_radio.toggled.connect(lambda _on: self._variant_switched())
        root.addLayout(variant)
        self.map_options = MapOptions(self.theme)
        self.map_options.hide()
        self.map_options.phenomena_combo.currentIndexChanged.connect(self._revalidate)
        self.map_options.planeswalk_combo.currentIndexChanged.connect(self._revalidate)
        root.addWidget(self.map_options)

        self.mode_row = QWidget()
        mode = QHBoxLayout(self.mode_row)
        mode.setContentsMargins(0, 0, 0, 0)
        mode.addWidget(QLabel(self.tr("Planar decks:")))
        self.per_player_radio = QRadioButton(self.tr("Each player brings one (901.3)"))
        self.shared_radio = QRadioButton(self.tr("One shared deck for the table (901.15)"))
        self.per_player_radio.setChecked(True)
        self._mode_group = QButtonGroup(self)
        self._mode_group.addButton(self.per_player_radio)
        self._mode_group.addButton(self.shared_radio)
        self.shared_radio.toggled.connect(self._mode_switched)
        mode.addWidget(self.per_player_radio)
        mode.addWidget(self.shared_radio)
        mode.addStretch(1)
        root.addWidget(self.mode_row)

        players_head = QHBoxLayout()
        players_label = QLabel(self.tr("Players, in seating (turn) order"))
        players_label.setObjectName("muted")
        players_head.addWidget(players_label)
        players_head.addStretch(1)
        self.add_button = QPushButton(self.tr("+ Add player"))
        self.add_button.setMinimumHeight(self.theme.px(TOUCH))
        self.add_button.clicked.connect(lambda: self.add_player())
        players_head.addWidget(self.add_button)
        root.addLayout(players_head)

        self.seats = QWidget()
        self.seats_layout = QVBoxLayout(self.seats)
        self.seats_layout.setContentsMargins(0, 0, 0, 0)
        self.seats_layout.setSpacing(6)
        self.seats_layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self.seats)
        root.addWidget(scroll, 1)

        self.shared_panel = QFrame()
        self.shared_panel.setObjectName("panel")
        shared_layout = QHBoxLayout(self.shared_panel)
        shared_layout.setContentsMargins(8, 6, 8, 6)
        self.shared_source = DeckSource(self.cards, self.store, self.theme)
        shared_label = QLabel(self.tr("Shared deck"))
        shared_label.setFixedWidth(100)
        shared_label.setMinimumHeight(self.shared_source.source_combo.sizeHint().height())
        shared_layout.addWidget(shared_label, 0, Qt.AlignmentFlag.AlignTop)
        self.shared_source.changed.connect(self._revalidate)
        self.shared_source.store_changed.connect(self._store_changed)
        shared_layout.addWidget(self.shared_source, 1)
        self.shared_panel.hide()
        self.seats_layout.insertWidget(0, self.shared_panel)

        start = QGridLayout()
        start.addWidget(QLabel(self.tr("Starting player:")), 0, 0)
        self.starter_combo = QComboBox()
        self.starter_combo.setMinimumContentsLength(16)
        self.starter_combo.setMinimumHeight(self.theme.px(TOUCH))
        self.starter_combo.currentIndexChanged.connect(self._revalidate)
        start.addWidget(self.starter_combo, 0, 1)
        start.addWidget(QLabel(self.tr("Starting life:")), 1, 0)
        life = QHBoxLayout()
        self.life_20 = QRadioButton("20")
        self.life_30 = QRadioButton("30")
        self.life_40 = QRadioButton("40")
        self.life_custom = QRadioButton(self.tr("Custom:"))
        self.life_20.setChecked(True)
        self._life_group = QButtonGroup(self)
        self.life_spin = QSpinBox()
        self.life_spin.setRange(1, 1_000_000)
        self.life_spin.setValue(30)
        self.life_spin.setEnabled(False)
        self.life_spin.setMinimumHeight(self.theme.px(TOUCH))
        for radio in (self.per_player_radio, self.shared_radio, self.life_20, self.life_30,
                      self.life_40, self.life_custom):
            radio.setMinimumHeight(self.theme.px(TOUCH))
        for button in (self.life_20, self.life_30, self.life_40, self.life_custom):
            self._life_group.addButton(button)
            life.addWidget(button)
        life.addWidget(self.life_spin)
        life.addStretch(1)
        self._life_group.buttonToggled.connect(lambda *_: self._life_switched())
        self.life_spin.valueChanged.connect(self._revalidate)
        start.addLayout(life, 1, 1)
        start.setColumnStretch(2, 1)
        root.addLayout(start)

        self.errors_label = QLabel()
        self.errors_label.setWordWrap(True)
        self.errors_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.errors_label.setStyleSheet(f"color: {self.theme.danger};")
        root.addWidget(self.errors_label)

        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.clicked.connect(self.reject)
        buttons.addWidget(self.cancel_button)
        self.finish_button = QPushButton(self.tr("Start game"))
        self.finish_button.setObjectName("primary")
        self.finish_button.setDefault(True)
        self.finish_button.clicked.connect(self.finish)
        buttons.addWidget(self.finish_button)
        for closing in (self.cancel_button, self.finish_button):
            closing.setMinimumSize(self.theme.px(120), self.theme.px(TOUCH))
        root.addLayout(buttons)

    # -- seats -----------------------------------------------------------------------------
    def add_player(self, name: str | None = None) -> SeatRow | None:
        if len(self.rows) >= MAX_PLAYERS:
            return None
        if name is None:
            taken = {r.name() for r in self.rows}
            number = len(self.rows) + 1
            while self.tr("Player {n}").format(n=number) in taken:
                number += 1
            name = self.tr("Player {n}").format(n=number)
        row = SeatRow(self._next_id, name, self.cards, self.store, self.theme)
        self._next_id += 1
        row.name_edit.textChanged.connect(self._names_changed)
        row.up_button.clicked.connect(lambda: self.move_player(row, -1))
        row.down_button.clicked.connect(lambda: self.move_player(row, +1))
        row.remove_button.clicked.connect(lambda: self.remove_player(row))
        row.primary_button.clicked.connect(lambda: self.move_player(row, -1))
        for edit in row.commander_edits:
            edit.textChanged.connect(self._revalidate)
        row.deck_source.changed.connect(self._revalidate)
        row.deck_source.store_changed.connect(self._store_changed)
        self.rows.append(row)
        self._relayout()
        return row

    def remove_player(self, row: SeatRow) -> None:
        if len(self.rows) <= MIN_PLAYERS or row not in self.rows:
            return
        self.rows.remove(row)
        self.seats_layout.removeWidget(row)
        row.hide()
        row.deleteLater()
        self._relayout()

    def move_player(self, row: SeatRow, step: int) -> None:
        i = self.rows.index(row)
        j = i + step
        if not 0 <= j < len(self.rows):
            return
        self.rows[i], self.rows[j] = self.rows[j], self.rows[i]
        self._relayout()

    def _relayout(self) -> None:
        shared = self.shared_radio.isChecked()
        for row in self.rows:
            self.seats_layout.removeWidget(row)
        for index, row in enumerate(self.rows):
            self.seats_layout.insertWidget(index, row)
            row.place(index, len(self.rows))
            row.show_format(index, self.two_headed(), self.has_commanders())
            row.deck_source.setVisible(not shared and not self.is_map())
        self.add_button.setEnabled(len(self.rows) < MAX_PLAYERS)
        self.shared_source.set_default_size(shared_minimum(len(self.rows)))
        self._names_changed()

    def player_names(self) -> list[str]:
        return [row.name() for row in self.rows]

    def _names_changed(self) -> None:
        keep = self.starter_combo.currentData()
        was_busy, self._busy = self._busy, True
        try:
            self.starter_combo.clear()
            self.starter_combo.addItem(self.tr("Random (from the seed)"), None)
            teams = self.two_headed()
            for index, row in enumerate(self.rows):
                if teams and index % 2:
                    continue  # a team starts by its primary player (901.12b)
                label = f"{index + 1}. {row.name() or self.tr('(no name)')}"
                if teams and index + 1 < len(self.rows):
                    label = self.tr("Team {n}: {a} and {b}").format(
                        n=index // 2 + 1, a=row.name() or "?",
                        b=self.rows[index + 1].name() or "?")
                self.starter_combo.addItem(label, row.seat_id)
                row.deck_source.owner = row.name()
            found = self.starter_combo.findData(keep) if keep is not None else 0
            self.starter_combo.setCurrentIndex(max(found, 0))
        finally:
            self._busy = was_busy
        self._revalidate()

    def set_starting_player(self, name: str | None) -> None:
        """Choose the starting player by name (None: random from the seed)."""
        if name is None:
            self.starter_combo.setCurrentIndex(0)
            return
        for row in self.rows:
            if row.name() == name:
                self.starter_combo.setCurrentIndex(self.starter_combo.findData(row.seat_id))
                return
        raise ValueError(f"no player called {name!r}")

    # -- formats ---------------------------------------------------------------------------
    def game_format(self) -> Format:
        if self.thg_radio.isChecked():
            return Format.TWO_HEADED_GIANT
        if self.commander_radio.isChecked():
            return Format.COMMANDER
        return Format.FREE_FOR_ALL

    def two_headed(self) -> bool:
        return self.thg_radio.isChecked()

    def has_commanders(self) -> bool:
        """Commander, or Two-Headed Giant played with commanders."""
        return self.commander_radio.isChecked() or (
            self.thg_radio.isChecked() and self.team_commander_check.isChecked())

    def set_format(self, game_format: Format, with_commanders: bool = False) -> None:
        """Choose the format (and commanders in Two-Headed Giant); the starting life follows
        it, as a table expects: 20, 30 a team (810.4), 40 (903.7), or 60 a Commander team."""
        self.team_commander_check.setChecked(with_commanders)
        {Format.FREE_FOR_ALL: self.ffa_radio, Format.TWO_HEADED_GIANT: self.thg_radio,
         Format.COMMANDER: self.commander_radio}[game_format].setChecked(True)
        self._format_switched()

    def _format_toggled(self, _button: QRadioButton, on: bool) -> None:
        if on:
            self._format_switched()

    def _format_switched(self) -> None:
        teams = self.two_headed()
        self.team_commander_check.setVisible(teams)
        if not self._busy:
            self._preset_life()
        self._relayout()

    def _preset_life(self) -> None:
        game_format = self.game_format()
        if game_format is Format.TWO_HEADED_GIANT:
            if self.team_commander_check.isChecked():
                self.life_custom.setChecked(True)
                self.life_spin.setValue(TEAM_COMMANDER_LIFE)
            else:
                self.life_30.setChecked(True)
        elif game_format is Format.COMMANDER:
            self.life_40.setChecked(True)
        else:
            self.life_20.setChecked(True)

    # -- modes -----------------------------------------------------------------------------
    def _mode_switched(self) -> None:
        shared = self.shared_radio.isChecked()
        self.shared_panel.setVisible(shared and not self.is_map())
        self._relayout()

    # -- the Eternities Map ----------------------------------------------------------------
    def is_map(self) -> bool:
        return self.map_radio.isChecked()

    def set_map(self, on: bool, phenomena: str | None = None,
                planeswalk: str | None = None) -> None:
        """Play on the Eternities Map (with these house rules), or ordinary Planechase."""
        if phenomena is not None and planeswalk is not None:
            self.map_options.set_settings(phenomena, planeswalk)
        (self.map_radio if on else self.plain_radio).setChecked(True)
        self._variant_switched()

    def _variant_switched(self) -> None:
        """The map brings its own deck: the deck choices step aside while it is chosen."""
        on = self.is_map()
        self.map_options.setVisible(on)
        self.mode_row.setVisible(not on)
        self._mode_switched()

    def set_shared(self, shared: bool) -> None:
        (self.shared_radio if shared else self.per_player_radio).setChecked(True)

    def _life_switched(self) -> None:
        self.life_spin.setEnabled(self.life_custom.isChecked())
        self._revalidate()

    def starting_life(self) -> int:
        if self.life_30.isChecked():
            return 30
        if self.life_40.isChecked():
            return 40
        if self.life_custom.isChecked():
            return self.life_spin.value()
        return 20

    def _store_changed(self) -> None:
        """A deck was saved or deleted in a builder: every saved-deck list catches up."""
        for source in [self.shared_source, *(r.deck_source for r in self.rows)]:
            source.refresh_saved()

    # -- validation ------------------------------------------------------------------------
    def errors(self) -> list[str]:
        """Every problem that keeps the game from starting (rules cited), in order."""
        return list(self._errors)

    def current_setup(self) -> NewGame | None:
        """The setup as it stands, or None while there are problems."""
        return self._setup

    def _revalidate(self) -> None:
        if self._busy:
            return
        setup, errors, inline = self._build()
        self._setup = setup
        self._errors = errors
        shown_elsewhere = len(inline)
        general = [e for e in errors if e not in inline]
        lines = list(general)
        if shown_elsewhere:
            lines.append(self.tr("%n planar deck(s) need attention (see above).", "",
                                 shown_elsewhere))
        self.errors_label.setText("\n".join(lines))
        self.errors_label.setVisible(bool(lines))
        self.finish_button.setEnabled(setup is not None)
        self.finish_button.setToolTip("" if setup is not None else "\n".join(errors))

    def _build(self) -> tuple[NewGame | None, list[str], list[str]]:
        """The setup, every error, and those errors already shown next to a deck."""
        errors: list[str] = []
        inline: list[str] = []
        names = self.player_names()
        seen: dict[str, int] = {}
        for index, name in enumerate(names, 1):
            if not name:
                errors.append(self.tr("Seat {n} needs a player name.").format(n=index))
            elif name.casefold() == SHARED:
                errors.append(self.tr("Seat {n}: “{name}” is reserved for the shared planar "
                                      "deck; pick another name.").format(n=index, name=SHARED))
            elif name.casefold() in seen:
                errors.append(self.tr("Seats {first} and {second} are both called “{name}”; "
                                      "player names must be different.").format(
                                          first=seen[name.casefold()], second=index, name=name))
            else:
                seen[name.casefold()] = index
        if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
            errors.append(self.tr("901.2: a game here seats {low} to {high} players.").format(
                low=MIN_PLAYERS, high=MAX_PLAYERS))
        teams = self.two_headed()
        if teams and (len(names) < 4 or len(names) % 2):
            errors.append(self.tr("810.1: Two-Headed Giant is two or more teams of two; add "
                                  "or remove a player to make whole teams."))

        state = rng.seed_state(self.seed)
        on_map = self.is_map()
        shared = self.shared_radio.isChecked() or on_map
        decks: list[tuple[str, tuple[str, ...]]] = []
        shared_deck: tuple[str, ...] | None = None
        if on_map:
            shared_deck = self.map_options.deck(self.cards)
        elif shared:
            self.shared_source.shared_players = len(names)
            state, dealt = self.shared_source.deal(state)
            error = (None if dealt.error is None
                     else self.tr("Shared deck: {why}").format(why=dealt.error))
            if dealt.deck is not None and error is None:
                try:
                    validate_shared_deck(dealt.deck, len(names), self.cards)
                except RuleViolation as exc:
                    error = render(exc.cited)
            self.shared_source.show_verdict(dealt, error)
            if error is not None:
                errors.append(error)
                inline.append(error)
            shared_deck = dealt.deck
        else:
            for index, row in enumerate(self.rows, 1):
                source = row.deck_source
                source.shared_players = None
                owner = row.name() or self.tr("Seat {n}").format(n=index)
                state, dealt = source.deal(state)
                error = dealt.error
                if error is not None:
                    error = f"{owner}: {error}"
                elif dealt.deck is not None:
                    try:
                        validate_player_deck(owner, dealt.deck, self.cards)
                    except RuleViolation as exc:
                        error = render(exc.cited)
                source.show_verdict(dealt, error)
                if error is not None:
                    errors.append(error)
                    inline.append(error)
                decks.append((owner, dealt.deck or ()))

        starter_id = self.starter_combo.currentData()
        starter = next((r.name() for r in self.rows if r.seat_id == starter_id), None)
        if errors:
            return None, errors, inline
        commanders = None
        if self.has_commanders():
            commanders = tuple((row.name(), row.commanders()) for row in self.rows
                               if row.commanders())
        setup = NewGame(players=tuple(names), decks=None if shared else tuple(decks),
                        shared_deck=shared_deck if shared else None, shuffle=True,
                        seed=self.seed, starting_player=starter,
                        starting_life=self.starting_life(), format=self.game_format(),
                        teams=tuple(zip(names[::2], names[1::2], strict=True))
                        if teams else None,
                        commanders=commanders,
                        variant=VARIANT if on_map else None,
                        map_settings=self.map_options.settings() if on_map else None)
        try:
            Game.new(setup, self.cards)  # a dry run: the bridge must accept what we return
        except EngineError as exc:
            return None, [render(exc.cited)], []
        return setup, [], []

    # -- finishing -------------------------------------------------------------------------
    def finish(self) -> None:
        """Start the game if the setup is legal; otherwise stay open with the errors shown."""
        self._revalidate()
        if self._setup is None:
            return
        self._result = self._setup
        if self.config_dir is not None:
            try:
                save_last_setup(self.config_dir, self.remembered())
            except OSError as exc:  # the game still starts; next time offers the defaults
                log.warning("last players not remembered: %s", exc)
        self.accept()

    def new_game(self) -> NewGame | None:
        """The explicit setup, once the dialog was accepted; None otherwise."""
        return self._result
