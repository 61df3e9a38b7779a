"""A player leaving the game (800.4a, 901.10, 901.10a, 901.10b, 311.5, 725.4, 104.2a,
810.8a, 810.8b, 901.12b).

The planar controller's role passes on in turn order (311.5). Outside a shared deck, the
player's planar deck and face-up cards leave with them (901.10) and the planar controller
turns up a new card if a face-up one left, which is no state-based action. Abilities they
controlled leave the stack (800.4a); planeswalking abilities go if a plane left
(901.10a); phenomenon abilities stay with the new planar controller (901.10b). A resolving
ability that leaves takes the question it waits on with it. The monarch's designation
passes to the active player, or the next in turn order (725.4). The last player left wins
(104.2a).
"""

from __future__ import annotations

import dataclasses
import logging

from engine.domain import (
    Arrival,
    ChoiceKind,
    StackKind,
)
from engine.events import (
    AbilityRemoved,
    ChoiceCancelled,
    GameOver,
    PlanarControllerChanged,
    Planeswalked,
    PlayerLeft,
)
from engine.messages import text
from engine.state import (
    FaceUpCard,
    PendingChoice,
    StackItem,
)
from engine.table.core import replace_player, with_controller
from engine.table.resolution import ResolutionLayer

log = logging.getLogger(__name__)

MONARCH = "monarch"


class LeavingLayer(ResolutionLayer):
    """Takes a player out of the game, and everything that leaves with them."""

    def leave(self, name: str) -> None:
        """A player leaves the game (901.10, 901.10a, 901.10b, 311.5); in Two-Headed Giant
        their whole team leaves at once (810.8a, 810.8b), after the planar controller's
        role has passed to the next team (901.12b)."""
        s = self.s
        self.player_in_game(name)
        team = self.teammates(name)
        if s.planar_controller in team:
            old = s.planar_controller
            heir = self.next_in_turn_order(old, exclude=team)
            if heir is not None:
                s.planar_controller = heir
                rule = ("901.12b: the planar controller's team left" if len(team) > 1
                        else "311.5: the planar controller left")
                self.emit(PlanarControllerChanged(old, heir, rule))
        gone_cards: tuple[FaceUpCard, ...] = ()
        walking = False
        for member in team:
            gone, walks = self.take_out(member)
            gone_cards += gone
            walking = walking or walks
        in_game = s.in_game()
        if not in_game or len(self.teammates(in_game[0])) == len(in_game):
            s.game_over = True
            # The last player, or the primary player of the last team, stands for the winners.
            s.winner = in_game[0] if in_game else None
            self.emit(GameOver(self.team_label(in_game[0]) if in_game else None))
            return
        if gone_cards and not walking:
            # 901.10: not a state-based action; the planar controller turns up a card now.
            new = self.turn_top_face_up(s.planar_controller, Arrival.OWNER_LEFT)
            self.emit(Planeswalked(s.planar_controller, tuple(c.name for c in gone_cards),
                                   new.name if new else None))
            self.after_planeswalk(gone_cards, (new,) if new else ())
        self.settle()

    def take_out(self, name: str) -> tuple[tuple[FaceUpCard, ...], bool]:
        """One player out of the game, with their planar cards and abilities; the face-up
        cards that left with them, and whether a planeswalk waiting on a 401.4 order goes
        on (it then turns up the next plane itself)."""
        s = self.s
        self.set_player(replace_player(self.player(name), in_game=False))
        gone_cards: tuple[FaceUpCard, ...] = ()
        gone_names: list[str] = []
        if not s.shared_deck:
            deck = s.decks.get(name, ())
            s.decks = {k: v for k, v in s.decks.items() if k != name}
            gone_cards = tuple(c for c in s.face_up if c.owner == name)
            s.face_up = tuple(c for c in s.face_up if c.owner != name)
            self.remember_last_known(gone_cards)
            s.removed = (*s.removed, *((name, n) for n in deck),
                         *((name, c.name) for c in gone_cards))
            gone_names = [*deck, *(c.name for c in gone_cards)]
        s.extra_turns = tuple(p for p in s.extra_turns if p != name)
        self.emit(PlayerLeft(name, tuple(gone_names)))
        walking = self.bottom_order_after_leaving(name)  # 401.4 questions first
        self.drop_abilities_of(name, plane_left=any(self.card(c.name).is_plane
                                                    for c in gone_cards))
        self.pass_the_monarchy(name)
        return gone_cards, walking

    def cancel(self, pc: PendingChoice, reason: str) -> None:
        """The ability waiting for ``pc`` leaves the stack, and its question with it."""
        assert pc.resume is not None
        item = pc.resume.item
        self.s.pending_choice = None
        self.emit(AbilityRemoved(item.id, item.source, reason))
        self.emit(ChoiceCancelled(pc.player, pc.kind.value, item.source, reason))

    def pass_the_monarchy(self, name: str) -> None:
        """725.4: when the monarch leaves, the active player becomes the monarch at once; if
        the active player is leaving, or there is none, the next player in turn order."""
        leaving = self.player(name)
        if MONARCH not in leaving.designations:
            return
        self.set_player(replace_player(
            leaving, designations=tuple(d for d in leaving.designations if d != MONARCH)))
        heir = self.s.active_player
        if heir is None or heir == name:
            heir = self.next_in_turn_order(self.s.turn_player, exclude={name})
        if heir is None:
            return
        p = self.player(heir)
        self.set_designations(heir, tuple(sorted({*p.designations, MONARCH})))

    def drop_abilities_of(self, name: str, *, plane_left: bool) -> None:
        """Abilities on the stack (or waiting) that leave with a player."""
        s = self.s
        keep_stack: list[StackItem] = []
        keep_pending: list[StackItem] = []
        removed: dict[int, str] = {}
        for where, items in ((keep_stack, s.stack), (keep_pending, s.pending)):
            for item in items:
                from_phenomenon = item.source is not None and self.card(item.source).is_phenomenon
                if plane_left and item.kind is StackKind.PLANESWALK:
                    reason = text("reason.plane_left")
                elif from_phenomenon and (item.controller == name or item.owner == name):
                    # 901.10b: phenomenon abilities stay, controlled by the planar controller.
                    where.append(with_controller(item, s.planar_controller))
                    continue
                elif item.owner == name and not s.shared_deck:
                    reason = text("reason.source_left_with", player=name)
                elif item.controller == name:
                    reason = text("reason.controller_left", player=name)
                else:
                    where.append(item)
                    continue
                removed[item.id] = reason
                self.emit(AbilityRemoved(item.id, item.source, reason))
        s.stack, s.pending = tuple(keep_stack), tuple(keep_pending)
        self.drop_choice_of(name, removed)

    def drop_choice_of(self, name: str, removed: dict[int, str]) -> None:
        """The pending choice, when a player leaves: it goes with its ability (800.4a,
        901.10), or skips the player who left."""
        s = self.s
        pc = s.pending_choice
        if pc is None or pc.bottom is not None:  # 401.4: bottom_order_after_leaving
            return
        if pc.kind is ChoiceKind.MAP_MOVE:  # a move under way goes on (the Eternities Map)
            self.keep_map_move(name)
            return
        resume = pc.resume
        if resume is None:
            # An order, mode or target choice: asked again by settle() with what is left.
            s.pending_choice = None
            gone = [removed[i.id] for i in pc.items if i.id in removed]
            if pc.kind in (ChoiceKind.MODE, ChoiceKind.TARGET) and gone:
                self.emit(ChoiceCancelled(pc.player, pc.kind.value, pc.items[0].source,
                                          gone[0]))
            return
        queue = tuple(p for p in resume.queue if p != name)
        options = tuple(o for o in pc.options if o != name and not o.startswith(f"{name} ("))
        source = resume.item.source
        if resume.item.controller == name and source and self.card(source).is_phenomenon:
            # 901.10b: a phenomenon's ability goes on, under the new planar controller, also
            # while it is waiting for an answer.
            heir = s.planar_controller
            item = with_controller(resume.item, heir)
            resume = dataclasses.replace(resume, item=item, queue=queue)
            asked = heir if pc.player == name and not queue else pc.player
            if pc.player == name and queue:
                asked, resume = queue[0], dataclasses.replace(resume, queue=queue[1:])
            self.ask(dataclasses.replace(pc, player=asked, options=options, resume=resume))
            return
        if resume.item.owner == name and not s.shared_deck:
            # 901.10: the resolving ability of a plane that left with its owner goes too.
            self.cancel(pc, text("reason.card_left_with_owner", card=str(source),
                                 player=name))
        elif resume.item.controller == name or (pc.player == name and not queue):
            self.cancel(pc, text("reason.left_unfinished", player=name))
        elif pc.player == name:
            # "each player chooses": skip the player who left, ask the next one.
            nxt = dataclasses.replace(resume, queue=queue[1:])
            self.ask(dataclasses.replace(pc, player=queue[0], resume=nxt))
        else:
            # Players who left are no longer options (their life total left with them).
            s.pending_choice = dataclasses.replace(
                pc, options=options, resume=dataclasses.replace(resume, queue=queue))
