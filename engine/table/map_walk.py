"""The Eternities Map at the table: moving, hellriding, collecting and dealing (901.8,
701.31, 901.11, 704.6f, 901.7, 901.15).

A variant layered on 901 (engine/eternities_map.py holds the grid). The single planar deck
(901.15) is dealt out in a plus shape; the card(s) at the position are the rules' face-up
cards (901.7), the others are information only and keep their counters. Where the rules
say "planeswalk" (701.31b) the game moves on the map instead: the planeswalking ability
(901.8) asks the active player for a direction (a ``map_move`` choice: one step up, down,
left or right, or a hellride diagonally onto an empty space); effects that say
"planeswalk", and 704.6f after a phenomenon that stays on the map, move the same way (or in
a random cardinal direction, by the game's settings); effects that planeswalk to
particular cards put them in the space the game moves to. Each arrival is a planeswalk
(901.11): "until a player planeswalks" effects end and planeswalk triggers trigger. After
each move the cards more than three steps away are shuffled back into the deck and the
empty spaces next to the position are dealt.
"""

from __future__ import annotations

import logging
from dataclasses import replace

from engine import rng
from engine.choices import option_index
from engine.domain import Arrival, ChoiceKind
from engine.errors import BadCommand, RuleViolation
from engine.eternities_map import (
    CARDINAL,
    Direction,
    EternitiesMap,
    MapCard,
    Phenomena,
    PlaneswalkEffects,
    Pos,
    parse_direction,
)
from engine.events import (
    CardToBottom,
    CardTurnedFaceUp,
    ChoiceMade,
    Instruction,
    MapCollected,
    MapDealt,
    MapMoved,
    Planeswalked,
)
from engine.messages import Message, msg
from engine.safe_json import InputError
from engine.state import SHARED, FaceUpCard, PendingChoice
from engine.table.planeswalking import PlaneswalkingLayer

log = logging.getLogger(__name__)



class MapWalkLayer(PlaneswalkingLayer):
    """Planeswalking on the Eternities Map; an ordinary game goes on to the layer below."""

    @property
    def emap(self) -> EternitiesMap:
        m = self.s.eternities
        assert m is not None, "the game isn't played on the Eternities Map"
        return m

    def map_chooser(self) -> str:
        """Who steers the game: the active player, or the planar controller while a departed
        player's turn finishes."""
        return self.s.active_player or self.s.planar_controller

    # -- setup: five cards in a plus shape -------------------------------------------
    def set_up_map(self, starter: str) -> None:
        """The middle must be a plane: phenomena go to the bottom, nothing triggers (901.5);
        then the four spaces around it are dealt, face up as the game starts."""
        if not self.turn_up_starting_plane(starter):
            raise RuleViolation("901.3", "map.no_plane")
        self.fill_around()

    # -- the deck and the map ----------------------------------------------------------
    def can_deal(self, *, hellride: bool) -> bool:
        """Whether a card could be dealt onto an empty space (a hellride deals the top card
        whatever it is; other spaces take a plane, or a phenomenon when they stay)."""
        deck = self.s.decks.get(SHARED, ())
        if hellride or self.emap.settings.phenomena is Phenomena.ON_MAP:
            return bool(deck)
        return any(self.card(n).is_plane for n in deck)

    def deal_onto(self, pos: Pos, *, hellride: bool = False) -> bool:
        """Deal the top card onto ``pos``. A phenomenon that doesn't stay on the map goes to
        the bottom and the next card is dealt; a deck that runs out leaves the space empty."""
        stays = hellride or self.emap.settings.phenomena is Phenomena.ON_MAP
        for _ in range(len(self.s.decks[SHARED])):
            top, *rest = self.s.decks[SHARED]
            if self.card(top).is_phenomenon and not stays:
                self.s.decks = {SHARED: (*rest, top)}
                self.emit(CardToBottom(top, SHARED))
                continue
            self.s.decks = {SHARED: tuple(rest)}
            self.s.eternities = self.emap.add(MapCard(pos, top))
            self.emit(MapDealt(top, pos.x, pos.y))
            return True
        log.warning("no card to deal onto (%d, %d): the space stays empty", pos.x, pos.y)
        return False

    def collect(self, cards: tuple[MapCard, ...]) -> None:
        """Cards off the map into the deck (their counters are lost), the deck shuffled."""
        if not cards:
            return
        gone = set(cards)
        self.s.eternities = replace(self.emap,
                                    cards=tuple(c for c in self.emap.cards if c not in gone))
        self.s.rng, deck = rng.shuffled(self.s.rng,
                                        (*self.s.decks[SHARED], *(c.name for c in cards)))
        self.s.decks = {SHARED: tuple(deck)}
        self.emit(MapCollected(tuple(c.name for c in cards)))

    def fill_around(self) -> None:
        for pos in self.emap.empty_neighbours():
            self.deal_onto(pos)

    def prune_and_fill(self) -> None:
        """After a move: cards more than three steps away go back into the deck, then the
        empty spaces next to the position are dealt."""
        self.collect(self.emap.far())
        self.fill_around()

    def to_top(self, key: str, name: str) -> None:
        """Put a card of a planar deck on its top; on the map it is the plane the coming
        planeswalk goes to (Interplanar Tunnel)."""
        deck = self.s.decks.get(key, ())
        if name not in deck:
            return
        self.s.decks = {**self.s.decks, key: (name, *(n for n in deck if n != name))}
        if self.s.eternities is not None:
            self.s.eternities = replace(self.emap, pick=name)

    # -- where the rules say "planeswalk" -------------------------------------------
    def planeswalk(self, player: str, why: str = "701.31") -> None:
        if self.s.eternities is None:
            super().planeswalk(player, why)
            return
        log.debug("%s planeswalks on the map (%s)", player, why)
        self.ask_map_move(by_roll=False, reason=_why(why))

    def planeswalk_by_roll(self, player: str) -> None:
        """The planeswalking ability resolves (901.8): on the map the active player chooses
        the direction."""
        if self.s.eternities is None:
            self.planeswalk(player)
            return
        self.ask_map_move(by_roll=True)

    def planeswalk_to(self, player: str, names: list[str], *, leave: bool) -> None:
        """Planeswalk to particular cards: on the map they go into the space the game moves
        to; without leaving (Norn's Seedcore) they join the space the game is on."""
        if self.s.eternities is None or not leave:
            super().planeswalk_to(player, names, leave=leave)
            return
        deck = self.s.decks.get(SHARED, ())
        place = tuple(n for n in names if n in deck)
        if place:
            self.ask_map_move(by_roll=False, place=place)

    def planeswalk_after_phenomenon(self) -> None:
        """704.6f: a phenomenon whose trigger has left the stack."""
        if self.s.eternities is None:
            self.planeswalk(self.s.planar_controller, why="704.6f")
        elif self.emap.settings.phenomena is Phenomena.ON_MAP:
            names = tuple(c.name for c in self.s.face_up if self.card(c.name).is_phenomenon)
            self.ask_map_move(by_roll=False, reason=msg("reason.away_from_phenomenon",
                                                        cards=list(names)))
        else:
            self.replace_phenomenon()

    # -- moving ------------------------------------------------------------------------
    def map_options(self, place: tuple[str, ...]) -> list[Direction]:
        """The legal directions: any cardinal step (onto a card, or an empty space a card
        can be dealt onto), and hellrides onto empty spaces; only cardinal steps for a
        planeswalk to particular cards."""
        m = self.emap
        out = []
        for d in (CARDINAL if place else tuple(Direction)):
            there = m.at(m.position.step(d))
            if d.diagonal and (there or not self.can_deal(hellride=True)):
                continue
            if not d.diagonal and not there and not place and not self.can_deal(hellride=False):
                continue
            out.append(d)
        return out

    def ask_map_move(self, *, by_roll: bool, place: tuple[str, ...] = (),
                     reason: Message | None = None) -> None:
        """Ask for a direction. A roll's prompt is the question alone; an effect's ends with
        ``reason``, why the game moves (the die may still show an older roll)."""
        m = self.emap
        if not place and m.pick is not None and m.pick in self.s.decks[SHARED]:
            place = (m.pick,)
        options = self.map_options(place)
        chooser = self.map_chooser()
        if not by_roll and m.settings.planeswalk_effects is PlaneswalkEffects.RANDOM_DIRECTION:
            options = [d for d in options if not d.diagonal]
            if options:
                self.s.rng, i = rng.below(self.s.rng, len(options))
                self.move_on_map(chooser, options[i], place)
                return
        if not options:
            said = msg("instruction.map_stuck")
            self.emit(Instruction(chooser, None, said.english, said=said))
            return
        if place:
            prompt = msg("choice.map_place", player=chooser, cards=list(place))
        else:
            hellride = any(d.diagonal for d in options)
            if reason is None or by_roll:  # a roll's question: the contract's words
                prompt = msg("choice.map_move_or_hellride" if hellride else "choice.map_move",
                             player=chooser)
            elif hellride:
                prompt = msg("choice.map_move_or_hellride.because", player=chooser,
                             reason=reason)
            else:
                prompt = msg("choice.map_move.because", player=chooser, reason=reason)
        self.ask(PendingChoice(chooser, ChoiceKind.MAP_MOVE, prompt.english,
                               tuple(d.value for d in options), cards=place, prompt_msg=prompt))

    def check_move(self) -> PendingChoice:
        """The pending ``map_move`` choice a ``move`` command answers."""
        if self.s.eternities is None:
            raise BadCommand("map.not_the_variant")
        pc = self.s.pending_choice
        if pc is None:
            raise BadCommand("map.no_move")
        if pc.kind is not ChoiceKind.MAP_MOVE:
            self.require_no_choice()
        return pc

    def map_direction(self, pc: PendingChoice, raw: str | int | tuple[str | int, ...]) -> Direction:
        """The direction an answer names, if it is one of the options; else why not."""
        if isinstance(raw, tuple):
            raise BadCommand("map.one_direction", options=list(pc.options))
        if isinstance(raw, int):
            return Direction(pc.options[option_index(pc, raw)])
        try:
            d = parse_direction(raw.strip().casefold().replace(" ", "_"))
        except InputError as exc:
            raise BadCommand("command.sentence", problem=exc.message) from None
        if d.value in pc.options:
            return d
        there = self.emap.at(self.emap.position.step(d))
        if d.diagonal and there:
            raise BadCommand("map.hellride_not_empty", direction=d.value,
                             cards=[c.name for c in there])
        if d.diagonal and pc.cards:
            raise BadCommand("map.no_hellride_with_cards", cards=list(pc.cards))
        raise BadCommand("map.cannot_move", direction=d.value, options=list(pc.options))

    def answer_map_move(self, pc: PendingChoice, raw: str | int | tuple[str | int, ...]) -> None:
        direction = self.map_direction(pc, raw)
        self.s.pending_choice = None
        self.emit(ChoiceMade(pc.player, pc.kind.value, (direction.value,)))
        self.move_on_map(pc.player, direction, pc.cards)

    def map_move_as_shown(self) -> None:
        """The turn ends while a move is awaited (723.1): a planeswalk under way can't be
        left half done, so the game moves in the first direction offered."""
        pc = self.s.pending_choice
        if pc is not None and pc.kind is ChoiceKind.MAP_MOVE:
            self.s.pending_choice = None
            self.move_on_map(pc.player, Direction(pc.options[0]), pc.cards)

    def move_on_map(self, chooser: str, direction: Direction, place: tuple[str, ...]) -> None:
        """Move one space (a hellride if diagonal), planeswalking there (701.31, 901.11)."""
        m = self.emap
        src, dest = m.position, m.position.step(direction)
        self.emit(MapMoved(chooser, direction.value, (src.x, src.y), (dest.x, dest.y),
                           direction.diagonal))
        away = self.s.face_up
        self.s.face_up = ()
        self.remember_last_known(away)  # 608.2h
        for c in away:
            if self.card(c.name).is_phenomenon and m.settings.phenomena is not Phenomena.ON_MAP:
                self.put_on_bottom(c)
            else:  # it stays on the map with its counters (901.7: information only)
                self.s.eternities = self.emap.add(MapCard(src, c.name, c.counters))
        if place:
            self.collect(self.emap.at(dest))
            deck = self.s.decks[SHARED]
            self.s.decks = {SHARED: tuple(n for n in deck if n not in place)}
            for name in place:
                self.s.eternities = self.emap.add(MapCard(dest, name))
                self.emit(MapDealt(name, dest.x, dest.y))
        elif not self.emap.at(dest):
            self.deal_onto(dest, hellride=direction.diagonal)
        self.arrive(dest, away)

    def arrive(self, dest: Pos, away: tuple[FaceUpCard, ...]) -> None:
        """The card(s) at ``dest`` turn face up as new objects (901.7a), keeping the counters
        they had on the map."""
        s = self.s
        there = self.emap.at(dest)
        s.eternities = replace(self.emap.without(dest), position=dest, pick=None)
        player = s.planar_controller
        new = []
        for c in there:
            card = FaceUpCard(self.new_id(), c.name, SHARED, c.counters, s.turn)
            s.face_up = (*s.face_up, card)
            self.record_visit(card, player, Arrival.PLANESWALK)
            self.emit(CardTurnedFaceUp(c.name, SHARED, card.obj, self.card(c.name).is_phenomenon))
            new.append(card)
        self.emit(Planeswalked(player, tuple(c.name for c in away),
                               ", ".join(c.name for c in new) or None))
        self.after_planeswalk(away, tuple(new))
        self.prune_and_fill()

    def replace_phenomenon(self) -> None:
        """704.6f when phenomena don't stay on the map: the phenomenon goes to the bottom and
        a plane is dealt in its place (the one an effect put on top, else the next plane);
        the game planeswalks to it."""
        s = self.s
        pos = self.emap.position
        away = tuple(c for c in s.face_up if self.card(c.name).is_phenomenon)
        s.face_up = tuple(c for c in s.face_up if c not in away)
        self.remember_last_known(away)
        for c in away:
            self.put_on_bottom(c)
        pick = self.emap.pick
        if pick is not None and pick in s.decks[SHARED]:
            self.to_top(SHARED, pick)
        if self.deal_onto(pos):
            self.arrive(pos, away)
            return
        s.eternities = replace(self.emap, pick=None)
        self.emit(Planeswalked(s.planar_controller, tuple(c.name for c in away), None))
        self.after_planeswalk(away, ())

    def keep_map_move(self, name: str) -> None:
        """A player left while a move is awaited: the move goes on (a planeswalk under way),
        asked of whoever steers now; the rest of an ability its controller took away does
        nothing (800.4a)."""
        pc = self.s.pending_choice
        assert pc is not None
        resume = pc.resume
        if resume is not None and resume.item.controller == name:
            item = resume.item
            if item.source is not None and self.card(item.source).is_phenomenon:
                resume = replace(resume, item=replace(item, controller=self.s.planar_controller))
            else:
                resume = None
        player = self.map_chooser() if pc.player == name else pc.player
        said = pc.prompt_msg
        if said is not None and "player" in said.params:  # the question names who answers
            said = Message(said.id, {**said.params, "player": player})
        self.s.pending_choice = replace(pc, player=player, resume=resume, prompt_msg=said,
                                        prompt=pc.prompt.replace(f"{pc.player},", f"{player},", 1))


def _why(why: str) -> Message:
    """Why an effect planeswalks, for the end of the ``map_move`` prompt: ``why`` is what
    `planeswalk` was told ("Pompeii: then planeswalk", "manual", a rule number)."""
    source, sep, _rest = why.partition(": then planeswalk")
    if sep:
        return msg("reason.card_says_planeswalk", card=source)
    if why == "manual":
        return msg("reason.table_says_planeswalk")
    return msg("reason.effect_says_planeswalk", rule=why)
