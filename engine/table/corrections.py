"""Table corrections: the table fixing its own mistakes by hand.

Players forget triggers, miscount counters and misplace cards. These actions fix the
table without pretending a rule did it: each emits a ``table_correction`` event first and
is listed in ``state.corrections``; none rolls the die or touches the roll audit
(``state.rolls``, 116.2i, 901.9). What follows a correction is the rules as usual: a
planeswalk "because the table says so" is a planeswalk (701.31b) with its triggers and
durations (901.11), and its cards go to the bottom in their owners' order (401.4); a
counter set by hand is checked by state triggers (603.8). Cards can't move under a
pending question (603.3b, 401.4); decks, cards and players that left the game are gone
(800.4a). The planar controller carries each correction out (311.5, 901.6).
"""

from __future__ import annotations

import logging

from engine import rng
from engine.bottom_order import Walk
from engine.correction_log import Correction
from engine.domain import DeckPosition
from engine.errors import BadCommand, RuleViolation
from engine.events import CardsRevealed, TableCorrection, deck_name
from engine.messages import Message, msg
from engine.safe_json import shorten
from engine.state import SHARED
from engine.table.commander import CommanderLayer
from engine.table.core import check_total

log = logging.getLogger(__name__)


class CorrectionsLayer(CommanderLayer):
    """The five table corrections: reveal, put, shuffle, planeswalk, counter."""

    def correct(self, action: str, text: Message, *, card: str | None = None,
                deck: str | None = None) -> None:
        event = TableCorrection(action, self.s.planar_controller, card, deck, text.english,
                                said=text)
        self.emit(event)
        self.s.corrections = (*self.s.corrections,
                              Correction(self.s.turn, action, event.describe(), event.msg()))
        log.info("table correction: %s", text.english)

    def deck_named(self, deck: str) -> str:
        """The key of a deck named by its owner (or "shared"); a departed owner's deck left
        the game with them (800.4a)."""
        if deck == SHARED:
            if not self.s.shared_deck:
                raise BadCommand("correction.no_shared_deck")
            return SHARED
        self.player_in_game(deck)
        return self.s.deck_key(deck)

    def card_in_deck(self, ref: str, deck: str | None, cmd: str) -> tuple[str, str]:
        """(deck key, card name) of a card named loosely, which must be in a planar deck:
        the one given, else the first in seating order that holds it."""
        name = self.cards.resolve(ref).name
        if deck is not None:
            key = self.deck_named(deck)
            if name not in self.s.decks.get(key, ()):
                raise BadCommand("correction.not_in_deck", given=shorten(name),
                                 deck=deck_name(key))
            return key, name
        for key, cards in self.s.decks.items():
            if name in cards:
                return key, name
        if any(c.name == name for c in self.s.face_up):
            raise BadCommand(f"correction.face_up.{cmd}", given=shorten(name))
        for owner, gone in self.s.removed:
            if gone == name:
                raise RuleViolation("800.4a", "correction.left_with_owner", card=name, owner=owner)
        raise BadCommand("correction.in_no_deck", given=shorten(name))

    def table_reveal(self, deck: str, n: int) -> None:
        key = self.deck_named(deck)
        cards = self.s.decks.get(key, ())
        if n > len(cards):
            raise BadCommand("correction.reveal_too_many", deck=deck_name(key), count=len(cards),
                             n=n)
        self.correct("reveal", msg("correction.reveals", player=self.s.planar_controller, n=n,
                                   deck=deck_name(key)), deck=key)
        self.emit(CardsRevealed(key, cards[:n]))

    def table_put(self, ref: str, position: DeckPosition, deck: str | None) -> None:
        self.require_no_choice()
        key, name = self.card_in_deck(ref, deck, "table_put")
        rest = tuple(n for n in self.s.decks[key] if n != name)
        if position is DeckPosition.TOP:
            self.s.decks = {**self.s.decks, key: (name, *rest)}
            said = msg("correction.put_on_top", card=name, deck=deck_name(key))
        else:
            self.s.decks = {**self.s.decks, key: (*rest, name)}
            said = msg("correction.put_on_bottom", card=name, deck=deck_name(key))
        self.correct("put", said, card=name, deck=key)

    def table_shuffle(self, deck: str) -> None:
        self.require_no_choice()
        key = self.deck_named(deck)
        self.s.rng, cards = rng.shuffled(self.s.rng, self.s.decks.get(key, ()))
        self.s.decks = {**self.s.decks, key: tuple(cards)}
        self.correct("shuffle", msg("correction.shuffled", deck=deck_name(key)), deck=key)

    def table_planeswalk(self, ref: str, deck: str | None) -> None:
        self.require_no_choice()
        key, name = self.card_in_deck(ref, deck, "table_planeswalk")
        player = self.s.planar_controller
        self.correct("planeswalk", msg("correction.planeswalks", player=player, card=name),
                     card=name, deck=key)
        if self.s.eternities is not None:
            self.planeswalk_to(player, [name], leave=True)  # into the space the game moves to
            self.settle()
            return
        # 701.31b as for any planeswalk, but to the named card instead of the top one.
        self.walk(Walk(player, tuple(c.obj for c in self.s.face_up), key, (name,)))
        self.settle()

    def table_counter(self, ref: str, kind: str, value: int) -> None:
        card = self.find_face_up(ref)
        kind = kind.strip().lower()
        check_total(value, msg("total.counters", owner=card.name, kind=kind))
        said = (msg("correction.counters_none", card=card.name, kind=kind) if value == 0
                else msg("correction.counters", card=card.name, kind=kind, value=value))
        self.correct("counter", said, card=card.name)
        delta = value - card.counter(kind)
        if delta:
            self.add_counters(f"#{card.obj}", kind, delta)  # state triggers follow (603.8)
