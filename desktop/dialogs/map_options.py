"""The new-game wizard's Eternities Map choice: its two house rules and its deck.

The map plays one planar deck of the whole pool (901.15): every plane and every
phenomenon, or the planes alone when the phenomena house rule leaves phenomena out. The two
settings are labelled as house rules: the Wizards article the variant comes from predates
phenomena and says nothing of effects that planeswalk. Each setting's choice is a short
name in its box, said in full under it (where the chosen planes of Interplanar
Tunnel and Spatial Merging go is part of it: it depends on both settings).
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
        self.deck_note = QLabel()
        self.deck_note.setWordWrap(True)
        self.deck_note.setObjectName("muted")
        grid.addWidget(self.deck_note, 0, 0, 1, 3)

        self.phenomena_combo = QComboBox()
        for value, label in ((Phenomena.HELLRIDE_ONLY, self.tr("Hellride only")),
                             (Phenomena.ON_MAP, self.tr("On the map")),
                             (Phenomena.OFF, self.tr("Off"))):
            self.phenomena_combo.addItem(label, value.value)
        self.planeswalk_combo = QComboBox()
        for value, label in (
                (PlaneswalkEffects.CHOOSE_DIRECTION,
                 self.tr("Move like a Planeswalker roll")),
                (PlaneswalkEffects.RANDOM_DIRECTION, self.tr("Move one step at random"))):
            self.planeswalk_combo.addItem(label, value.value)
        self.phenomena_note = QLabel()
        self.planeswalk_note = QLabel()
        rows = ((self.tr("House rule: phenomena"), self.phenomena_combo, self.phenomena_note,
                 self.tr("The article the variant comes from predates phenomena.")),
                (self.tr("House rule: effects that planeswalk"), self.planeswalk_combo,
                 self.planeswalk_note,
                 self.tr("“Planeswalk” after a phenomenon, “then planeswalk”, Interplanar "
                         "Tunnel and Spatial Merging: how the game moves on the map.")))
        for row, (text, combo, note, tip) in enumerate(rows):
            label = QLabel(text)
            label.setBuddy(combo)
            combo.setToolTip(tip)
            combo.setMinimumHeight(theme.px(TOUCH))
            unelided(combo)
            note.setWordWrap(True)
            note.setObjectName("muted")
            # The note under its box, the panel's whole width: beside it, a long label and
            # box (Spanish, German) left the note a narrow column cut off at 1280×720.
            grid.addWidget(label, 1 + 2 * row, 0)
            grid.addWidget(combo, 1 + 2 * row, 1)
            grid.addWidget(note, 2 + 2 * row, 0, 1, 3)
        grid.setColumnStretch(2, 1)
        self.phenomena_combo.currentIndexChanged.connect(self._note)
        self.planeswalk_combo.currentIndexChanged.connect(self._note)
        self._note()

    def settings(self) -> MapSettings:
        return MapSettings(Phenomena(self.phenomena_combo.currentData()),
                           PlaneswalkEffects(self.planeswalk_combo.currentData()))

    def set_settings(self, phenomena: str, planeswalk: str) -> None:
        self.phenomena_combo.setCurrentIndex(max(0, self.phenomena_combo.findData(phenomena)))
        self.planeswalk_combo.setCurrentIndex(
            max(0, self.planeswalk_combo.findData(planeswalk)))

    def _note(self) -> None:
        """The deck and both house rules in words, for the settings chosen now."""
        settings = self.settings()
        phenomena = settings.phenomena
        self.deck_note.setText(
            self.tr("One planar deck of every plane in the pool (phenomena off), shuffled "
                    "(901.15); the players' own decks aren't used.")
            if phenomena is Phenomena.OFF else
            self.tr("One planar deck of every plane and phenomenon in the pool, shuffled "
                    "(901.15); the players' own decks aren't used."))
        self.phenomena_note.setText({
            Phenomena.HELLRIDE_ONLY: self.tr(
                "A phenomenon is met only by hellriding onto it; once it's resolved it goes "
                "to the bottom and a plane is dealt in its place."),
            Phenomena.ON_MAP: self.tr(
                "Phenomena are dealt like planes and met when the game moves onto one; once "
                "it's resolved the game moves on, and it stays on the map."),
            Phenomena.OFF: self.tr("No phenomena in the deck."),
        }[phenomena])
        how = (self.tr("The active player chooses the direction.")
               if settings.planeswalk_effects is PlaneswalkEffects.CHOOSE_DIRECTION else
               self.tr("Nobody chooses: up, down, left or right at random."))
        where = {
            Phenomena.HELLRIDE_ONLY: self.tr(
                "Interplanar Tunnel's plane is dealt in the Tunnel's place; Spatial "
                "Merging's two planes go where the game moves."),
            Phenomena.ON_MAP: self.tr(
                "Interplanar Tunnel's and Spatial Merging's planes go where the game moves."),
            Phenomena.OFF: "",
        }[phenomena]
        self.planeswalk_note.setText(f"{how} {where}".strip())

    def deck(self, cards: CardDatabase) -> tuple[str, ...]:
        return map_deck(cards, self.settings().phenomena)
