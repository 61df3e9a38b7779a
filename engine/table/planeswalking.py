"""Planeswalking and the planar deck (701.31, 901.11).

701.31b: every face-up plane or phenomenon goes to the bottom of its owner's planar deck,
then the top card of the planar controller's deck turns face up. 901.11: "until a player
planeswalks" effects end, and planeswalk-away and planeswalk-to abilities trigger;
encountering a phenomenon triggers its encounter ability. A card whose owner has
left goes with them (901.10). Also the planar history of cards turned face up.
"""

from __future__ import annotations

import logging

from engine.cards import AbilityClass
from engine.domain import (
    Arrival,
    Duration,
    StackKind,
)
from engine.events import (
    CardToBottom,
    CardTurnedFaceUp,
    Planeswalked,
)
from engine.state import (
    FaceUpCard,
    Visit,
)
from engine.table.stack_choices import StackChoicesLayer

log = logging.getLogger(__name__)


class PlaneswalkingLayer(StackChoicesLayer):
    """Moves cards between the planar decks and the face-up command zone."""

    def record_visit(self, card: FaceUpCard, player: str, arrival: Arrival) -> None:
        """Add a card that just turned face up to the planar history."""
        self.s.visited = (*self.s.visited,
                          Visit(self.s.turn, card.name, card.owner, player, arrival))

    def turn_top_face_up(self, player: str,
                         arrival: Arrival = Arrival.PLANESWALK) -> FaceUpCard | None:
        key = self.s.deck_key(player)
        deck = self.s.decks.get(key, ())
        if not deck:
            log.warning("%s has no planar card left to turn face up", key)
            return None
        name = deck[0]
        self.s.decks = {**self.s.decks, key: deck[1:]}
        card = FaceUpCard(self.new_id(), name, key, (), self.s.turn)
        self.s.face_up = (*self.s.face_up, card)
        self.record_visit(card, player, arrival)
        self.emit(CardTurnedFaceUp(name, key, card.obj, self.card(name).is_phenomenon))
        return card

    def put_on_bottom(self, card: FaceUpCard) -> None:
        deck = self.s.decks.get(card.owner)
        if deck is None:  # its owner has left: the card left with them (901.10)
            self.s.removed = (*self.s.removed, (card.owner, card.name))
            return
        self.s.decks = {**self.s.decks, card.owner: (*deck, card.name)}
        self.emit(CardToBottom(card.name, card.owner))

    def planeswalk(self, player: str, why: str = "701.31") -> None:
        """701.31b: every face-up card to the bottom, then the top of your deck face up."""
        away = self.s.face_up
        self.s.face_up = ()
        self.remember_last_known(away)
        for card in away:
            self.put_on_bottom(card)
        new = self.turn_top_face_up(player)
        self.emit(Planeswalked(player, tuple(c.name for c in away), new.name if new else None))
        log.debug("%s planeswalked (%s)", player, why)
        self.after_planeswalk(away, (new,) if new else ())

    def planeswalk_to(self, player: str, names: list[str], *, leave: bool) -> None:
        """Planeswalk to particular cards of your planar deck (Spatial Merging, Norn's
        Seedcore); with ``leave`` False, don't planeswalk away from any plane."""
        key = self.s.deck_key(player)
        deck = self.s.decks.get(key, ())
        names = [n for n in names if n in deck]
        if not names:
            return
        away: tuple[FaceUpCard, ...] = ()
        if leave:
            away = self.s.face_up
            self.s.face_up = ()
            self.remember_last_known(away)
            for card in away:
                self.put_on_bottom(card)
            deck = self.s.decks.get(key, ())
        self.s.decks = {**self.s.decks, key: tuple(n for n in deck if n not in names)}
        new = []
        for name in names:
            card = FaceUpCard(self.new_id(), name, key, (), self.s.turn)
            self.s.face_up = (*self.s.face_up, card)
            self.record_visit(card, player, Arrival.PLANESWALK)
            self.emit(CardTurnedFaceUp(name, key, card.obj, self.card(name).is_phenomenon))
            new.append(card)
        self.emit(Planeswalked(player, tuple(c.name for c in away), ", ".join(names)))
        self.after_planeswalk(away, tuple(new))

    def after_planeswalk(self, away: tuple[FaceUpCard, ...],
                         arrived: tuple[FaceUpCard, ...]) -> None:
        """901.11: "until a player planeswalks" effects end; planeswalk triggers trigger."""
        left_plane = any(self.card(c.name).is_plane for c in away)
        self.end_effects(lambda e: e.until is Duration.PLANESWALK or (
            left_plane and e.until is Duration.PLANESWALK_AWAY_FROM_PLANE),
            "a player planeswalked")
        for card in away:
            self.trigger_card(card, AbilityClass.PLANESWALK_AWAY, "planeswalked away from",
                              info=card.counters)
        for new in arrived:
            self.trigger_card(new, AbilityClass.PLANESWALK_TO, "planeswalked to")
            if self.card(new.name).is_phenomenon:
                self.trigger_card(new, AbilityClass.ENCOUNTER, "encountered", StackKind.ENCOUNTER)
