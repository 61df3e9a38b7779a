"""The new-game wizard's Eternities Map choice: its two house rules and its deck.

The map plays one planar deck of the whole pool (901.15): every plane, and, unless the
phenomena house rule leaves them out, as many phenomena as a single deck may hold
(two per player, 901.15a), picked with the game's seed. The two settings are labelled as
house rules: the Wizards article the variant comes from predates phenomena and says
nothing of effects that planeswalk.
"""

from __future__ import annotations

import logging

from PySide6.QtWidgets import QComboBox, QFrame, QGridLayout, QLabel, QWidget

from desktop.dialogs.placement import unelided
from desktop.theme import TOUCH, Theme
from engine.cards import CardDatabase
from engine.decks import card_pool
from engine.eternities_map import MapSettings, Phenomena, PlaneswalkEffects

log = logging.getLogger(__name__)


def map_deck(cards: CardDatabase, phenomena: Phenomena) -> tuple[str, ...]:
    """The Eternities Map's deck: every card of the pool (the engine shuffles it), the
    phenomena left out when they are off."""
    pool = card_pool(cards)
    if phenomena is Phenomena.OFF:
        return tuple(n for n in pool if not cards.get(n).is_phenomenon)
    return tuple(pool)


class MapOptions(QFrame):
    """The map's house rules and a line on its deck (shown while the map is chosen)."""

    def __init__(self, theme: Theme, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        grid = QGridLayout(self)
        grid.setContentsMargins(theme.px(8), theme.px(6), theme.px(8), theme.px(6))
        self.deck_note = QLabel(self.tr(
            "One planar deck of every card in the pool, shuffled (901.15); the players' own "
            "decks aren't used."))
        self.deck_note.setWordWrap(True)
        self.deck_note.setObjectName("muted")
        grid.addWidget(self.deck_note, 0, 0, 1, 2)

        self.phenomena_combo = QComboBox()
        for value, label in (
                (Phenomena.HELLRIDE_ONLY, self.tr(
                    "Hellride only: a hellride that reveals one encounters it, then a plane "
                    "takes its place")),
                (Phenomena.ON_MAP, self.tr(
                    "On the map: dealt like planes, encountered when the game moves there")),
                (Phenomena.OFF, self.tr("Off: no phenomena in the deck"))):
            self.phenomena_combo.addItem(label, value.value)
        self.planeswalk_combo = QComboBox()
        for value, label in (
                (PlaneswalkEffects.CHOOSE_DIRECTION, self.tr(
                    "Move like a Planeswalker roll: the active player chooses the direction")),
                (PlaneswalkEffects.RANDOM_DIRECTION, self.tr(
                    "Move one step up, down, left or right at random"))):
            self.planeswalk_combo.addItem(label, value.value)
        rows = ((self.tr("House rule: phenomena"), self.phenomena_combo,
                 self.tr("The article the variant comes from predates phenomena.")),
                (self.tr("House rule: effects that planeswalk"), self.planeswalk_combo,
                 self.tr("“Planeswalk” after a phenomenon, “then planeswalk”, Interplanar "
                         "Tunnel and Spatial Merging: how the game moves on the map.")))
        for row, (text, combo, tip) in enumerate(rows, 1):
            label = QLabel(text)
            label.setBuddy(combo)
            combo.setToolTip(tip)
            combo.setMinimumHeight(theme.px(TOUCH))
            unelided(combo)
            grid.addWidget(label, row, 0)
            grid.addWidget(combo, row, 1)
        grid.setColumnStretch(1, 1)
        self.phenomena_combo.currentIndexChanged.connect(self._note)

    def settings(self) -> MapSettings:
        return MapSettings(Phenomena(self.phenomena_combo.currentData()),
                           PlaneswalkEffects(self.planeswalk_combo.currentData()))

    def set_settings(self, phenomena: str, planeswalk: str) -> None:
        self.phenomena_combo.setCurrentIndex(max(0, self.phenomena_combo.findData(phenomena)))
        self.planeswalk_combo.setCurrentIndex(
            max(0, self.planeswalk_combo.findData(planeswalk)))

    def _note(self) -> None:
        off = self.phenomena_combo.currentData() == Phenomena.OFF.value
        self.deck_note.setText(
            self.tr("One planar deck of every plane in the pool, shuffled (901.15); the "
                    "players' own decks aren't used.") if off else
            self.tr("One planar deck of every plane and phenomenon in the pool, shuffled "
                    "(901.15); the players' own decks aren't used."))

    def deck(self, cards: CardDatabase) -> tuple[str, ...]:
        return map_deck(cards, self.settings().phenomena)
