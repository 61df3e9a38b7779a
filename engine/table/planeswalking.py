"""Planeswalking and the planar deck (701.31, 901.11, 401.4).

701.31b: every face-up plane or phenomenon goes to the bottom of its owner's planar deck,
then the top card of the planar controller's deck turns face up. 401.4: cards going to the
bottom of one planar deck together go in the order their owner chooses (the planar
controller for a shared deck, 901.15b): a ``bottom_order`` choice, and the planeswalk goes
on after the answers. 901.11: "until a player planeswalks" effects end, and
planeswalk-away and planeswalk-to abilities trigger; encountering a phenomenon triggers its
encounter ability. A card whose owner has left goes with them (901.10). Also the planar
history of cards turned face up.
"""

from __future__ import annotations

import logging

from engine.bottom_order import BottomOrder, Group, Walk
from engine.cards import AbilityClass
from engine.domain import (
    Arrival,
    ChoiceKind,
    Duration,
    StackKind,
)
from engine.events import (
    CardToBottom,
    CardTurnedFaceUp,
    ChoiceMade,
    Planeswalked,
    SetupPhenomenonSkipped,
    StartingPlane,
)
from engine.messages import msg
from engine.state import (
    SHARED,
    FaceUpCard,
    PendingChoice,
    Resume,
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

    def turn_up_starting_plane(self, starter: str) -> bool:
        """901.5 / 103.7: the starter's deck's phenomena go to the bottom until a plane
        turns up, the starting plane; nothing triggers. False if the deck has no plane."""
        key = self.s.deck_key(starter)
        for _ in range(len(self.s.decks[key])):
            top = self.s.decks[key][0]
            if self.card(top).is_phenomenon:
                self.s.decks = {**self.s.decks, key: (*self.s.decks[key][1:], top)}
                self.emit(SetupPhenomenonSkipped(top, key))
                continue
            self.s.decks = {**self.s.decks, key: self.s.decks[key][1:]}
            self.s.face_up = (FaceUpCard(self.new_id(), top, key, (), 0),)
            self.record_visit(self.s.face_up[0], starter, Arrival.START)
            self.emit(StartingPlane(top, key))
            return True
        return False

    def put_on_bottom(self, card: FaceUpCard) -> None:
        deck = self.s.decks.get(card.owner)
        if deck is None:  # its owner has left: the card left with them (901.10)
            self.s.removed = (*self.s.removed, (card.owner, card.name))
            return
        self.s.decks = {**self.s.decks, card.owner: (*deck, card.name)}
        self.emit(CardToBottom(card.name, card.owner))

    def planeswalk(self, player: str, why: str = "701.31") -> None:
        """701.31b: every face-up card to the bottom, then the top of your deck face up."""
        log.debug("%s planeswalks (%s)", player, why)
        self.walk(Walk(player, tuple(c.obj for c in self.s.face_up)))

    def planeswalk_to(self, player: str, names: list[str], *, leave: bool) -> None:
        """Planeswalk to particular cards of your planar deck (Spatial Merging, Norn's
        Seedcore); with ``leave`` False, don't planeswalk away from any plane."""
        key = self.s.deck_key(player)
        deck = self.s.decks.get(key, ())
        names = [n for n in names if n in deck]
        if not names:
            return
        away = tuple(c.obj for c in self.s.face_up) if leave else ()
        self.walk(Walk(player, away, key, tuple(names)))

    def walk(self, walk: Walk) -> None:
        """Planeswalk, first asking the owners of two or more of the cards left behind for
        their order at the bottom (401.4); ``finish_walk`` goes on after the answers."""
        by_deck: dict[str, list[str]] = {}
        for card in self.s.face_up:
            if card.obj in walk.away and card.owner in self.s.decks:
                by_deck.setdefault(card.owner, []).append(card.name)
        groups = tuple((k, tuple(v)) for k, v in by_deck.items() if len(v) > 1)
        if groups:
            self.ask_bottom_order(BottomOrder(self.in_asking_order(groups), (), walk))
            return
        self.finish_walk(walk, {})

    def finish_walk(self, walk: Walk, orders: dict[str, tuple[str, ...]]) -> None:
        away = tuple(c for c in self.s.face_up if c.obj in walk.away)
        self.s.face_up = tuple(c for c in self.s.face_up if c.obj not in walk.away)
        self.remember_last_known(away)  # 608.2h: their abilities still to resolve count these
        for card in _in_bottom_order(away, orders):
            self.put_on_bottom(card)
        new: list[FaceUpCard] = []
        player = walk.player
        if player not in self.s.in_game():  # the walker left while owners chose (311.5)
            player = self.s.planar_controller
        if walk.to_deck is not None and walk.to_deck in self.s.decks:
            deck = self.s.decks[walk.to_deck]
            names = [n for n in walk.to if n in deck]
            self.s.decks = {**self.s.decks,
                            walk.to_deck: tuple(n for n in deck if n not in names)}
            for name in names:
                card = FaceUpCard(self.new_id(), name, walk.to_deck, (), self.s.turn)
                self.s.face_up = (*self.s.face_up, card)
                self.record_visit(card, player, Arrival.PLANESWALK)
                self.emit(CardTurnedFaceUp(name, walk.to_deck, card.obj,
                                           self.card(name).is_phenomenon))
                new.append(card)
        if not new and (walk.to_deck is None or walk.to_deck not in self.s.decks):
            # The top card; also when the named card's deck left the game meanwhile (901.10).
            top = self.turn_top_face_up(player)
            new = [top] if top else []
        to = ", ".join(c.name for c in new) or None
        self.emit(Planeswalked(player, tuple(c.name for c in away), to))
        self.after_planeswalk(away, tuple(new))

    # -- 401.4: the owner orders cards going to the bottom together ----------------------
    def to_bottom(self, key: str, names: tuple[str, ...]) -> None:
        """Put cards of deck ``key`` on its bottom in the order given, nearest the top
        first; two or more are the owner's to order "in any order" (401.4)."""
        deck = self.s.decks.get(key, ())
        names = tuple(n for n in names if n in deck)
        if len(names) > 1:
            self.ask_bottom_order(BottomOrder(((key, names),)))
        else:
            self.move_to_bottom(key, names)

    def move_to_bottom(self, key: str, names: tuple[str, ...]) -> None:
        if key not in self.s.decks:  # its owner left with it (901.10)
            return
        deck = self.s.decks[key]
        moving = [n for n in names if n in deck]
        self.s.decks = {**self.s.decks,
                        key: (*(n for n in deck if n not in moving), *moving)}
        for name in moving:
            self.emit(CardToBottom(name, key))

    def deck_owner(self, key: str) -> str:
        """Who owns a deck's cards: its player, or for the shared deck the planar
        controller (901.15b)."""
        return self.s.planar_controller if key == SHARED else key

    def in_asking_order(self, groups: tuple[Group, ...]) -> tuple[Group, ...]:
        """The active player's first, then in turn order."""
        rank = {name: i for i, name in enumerate(self.turn_order())}
        return tuple(sorted(groups, key=lambda g: rank.get(self.deck_owner(g[0]), len(rank))))

    def ask_bottom_order(self, order: BottomOrder, resume: Resume | None = None) -> None:
        key, names = order.waiting[0]
        owner = self.deck_owner(key)
        # Read aloud at the table and by the owner alike: third person, one question.
        said = msg("choice.bottom_order", cards=list(names),
                   deck=msg("deck.shared") if key == SHARED else msg("deck.owned", owner=owner))
        self.ask(PendingChoice(owner, ChoiceKind.BOTTOM_ORDER, said.english, names,
                               (), resume, names, order, prompt_msg=said))

    def bottom_order_as_shown(self) -> None:
        """Carry out a pending 401.4 order without waiting: the orders given, and the rest
        as shown (the turn ends, 723.1, and a planeswalk under way can't be left half done).
        The rest of an ability waiting on it does nothing."""
        pc = self.s.pending_choice
        if pc is None or pc.bottom is None:
            return
        bottom = pc.bottom
        self.s.pending_choice = None
        orders = dict((*bottom.waiting, *bottom.chosen))
        if bottom.walk is not None:
            self.finish_walk(bottom.walk, orders)
        else:
            for deck, names in orders.items():
                self.move_to_bottom(deck, names)

    def answer_bottom_order(self, choice: PendingChoice, order: tuple[str, ...]) -> None:
        """Take one owner's order; ask the next owner, or move the cards and go on."""
        pending = choice.bottom
        assert pending is not None
        self.s.pending_choice = None
        self.emit(ChoiceMade(choice.player, choice.kind.value, order))
        key = pending.waiting[0][0]
        done = BottomOrder(pending.waiting[1:], (*pending.chosen, (key, order)), pending.walk)
        if done.waiting:
            self.ask_bottom_order(done, choice.resume)
        elif done.walk is not None:
            self.finish_walk(done.walk, dict(done.chosen))
        else:
            for deck, names in done.chosen:
                self.move_to_bottom(deck, names)

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


def _in_bottom_order(away: tuple[FaceUpCard, ...],
                     orders: dict[str, tuple[str, ...]]) -> list[FaceUpCard]:
    """The cards left behind, deck by deck, each owner's in the order they chose."""
    out: list[FaceUpCard] = []
    for owner in dict.fromkeys(c.owner for c in away):
        cards = [c for c in away if c.owner == owner]
        chosen = orders.get(owner)
        if chosen is not None:
            cards.sort(key=lambda c: chosen.index(c.name) if c.name in chosen else len(chosen))
        out.extend(cards)
    return out
