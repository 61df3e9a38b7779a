"""The table's numbers: counters on planes, life, poison, player counters, tokens,
designations, coin flips, and abilities the table reports.

Life totals (119), poison counters and the player who gets ten (704.5c, flagged for the
table), a Two-Headed Giant team's shared life and poison (810.9, 810.10, 704.6a, 704.6b),
counters on face-up planes (122; planes are no permanents, 311.2), tokens the planes create,
designations such as the monarch, coin flips (705), and triggered abilities only the table
can see happen (reported with ``trigger``). Every total stays within ``MAX_TOTAL``.
"""

from __future__ import annotations

import logging

from engine import rng
from engine.cards import AbilityClass
from engine.domain import StackKind
from engine.errors import BadCommand
from engine.events import (
    CoinFlipped,
    CountersChanged,
    DesignationChanged,
    LifeChanged,
    PlayerCountersChanged,
    PlayerFlagged,
    TokensCreated,
)
from engine.messages import msg
from engine.safe_json import shorten
from engine.standing import player_flags
from engine.state import (
    FaceUpCard,
    Player,
    with_counter,
)
from engine.table.core import check_total, replace_player
from engine.table.die import DieLayer

log = logging.getLogger(__name__)


class TableCountersLayer(DieLayer):
    """Changes the numbers the engine keeps for planes and players."""

    def find_face_up(self, ref: str) -> FaceUpCard:
        face_up = self.s.face_up
        if ref.lstrip("#").isdigit():
            for c in face_up:
                if c.obj == int(ref.lstrip("#")):
                    return c
        matches = [c for c in face_up if c.name == ref]
        if not matches:
            try:
                name = self.cards.resolve(ref).name
            except BadCommand:
                name = ref
            matches = [c for c in face_up if c.name == name]
        if len(matches) == 1:
            return matches[0]
        shown = [msg("card.with_id", card=c.name, id=c.obj) for c in face_up]
        if matches:
            raise BadCommand("counter.face_up_twice", given=shorten(ref), shown=shown)
        if shown:
            raise BadCommand("counter.not_face_up", given=shorten(ref), shown=shown)
        raise BadCommand("counter.not_face_up_nothing", given=shorten(ref))

    def add_counters(self, ref: str, kind: str, delta: int, *, settle: bool = True) -> None:
        card = self.find_face_up(ref)
        kind = kind.strip().lower()
        now = card.counter(kind)
        if now + delta < 0:
            raise BadCommand("counter.cannot_remove", owner=card.name, count=now, kind=kind,
                             remove=-delta)
        check_total(now + delta, msg("total.counters", owner=card.name, kind=kind))
        new = FaceUpCard(card.obj, card.name, card.owner, with_counter(card.counters, kind,
                                                                      now + delta),
                         card.turned_up_turn)
        self.s.face_up = tuple(new if c.obj == card.obj else c for c in self.s.face_up)
        self.emit(CountersChanged(card.name, card.obj, kind, delta, now + delta))
        if settle:
            self.settle()

    def add_tokens(self, name: str, token: str, n: int, *, doubled: bool = False) -> None:
        p = self.player_in_game(name)
        token = token.strip()
        now = p.token_count(token)
        if now + n < 0:
            raise BadCommand("counter.tokens_cannot_leave", player=name, count=now, token=token,
                             leave=-n)
        check_total(now + n, msg("total.tokens", player=name, token=token))
        self.set_player(replace_player(p, tokens=with_counter(p.tokens, token, now + n)))
        self.emit(TokensCreated(name, token, n, now + n, doubled))

    def set_designations(self, name: str, designations: tuple[str, ...]) -> None:
        p = self.player(name)
        if p.designations == designations:
            return
        self.set_player(replace_player(p, designations=designations))
        self.emit(DesignationChanged(name, designations))

    def table_trigger(self, ref: str, index: int) -> None:
        card = self.find_face_up(ref)
        abilities = self.card(card.name).abilities
        if not 0 <= index < len(abilities):
            raise BadCommand("trigger.no_such_ability", card=card.name, last=len(abilities) - 1,
                             index=index)
        ability = abilities[index]
        if not ability.has(AbilityClass.TABLE_TRIGGER):
            raise BadCommand("trigger.not_table_reported", card=card.name, index=index)
        self.trigger(self.make_item(StackKind.TRIGGER, card, ability, self.s.planar_controller,
                                    "reported by the table"))

    def flip_coin(self, player: str) -> bool:
        self.player_in_game(player)
        self.s.rng, won = rng.below(self.s.rng, 2)
        self.emit(CoinFlipped(player, bool(won)))
        return bool(won)

    def set_deck(self, key: str, deck: tuple[str, ...]) -> None:
        self.s.decks = {**self.s.decks, key: deck}

    def change_life(self, name: str, delta: int | None, value: int | None) -> None:
        p = self.player_in_game(name)
        new = value if value is not None else p.life + (delta or 0)
        check_total(new, msg("total.life", player=name))
        if new == p.life:
            return
        # 810.9: a Two-Headed Giant player's life change is the team's; members stay equal.
        for mate in self.teammates(name):
            before = self.player(mate)
            self.set_player(replace_player(before, life=new))
            if mate == name:
                self.emit(LifeChanged(name, p.life, new))
            self.flag(before)

    def change_poison(self, name: str, delta: int | None, value: int | None) -> None:
        p = self.player_in_game(name)
        new = value if value is not None else p.poison + (delta or 0)
        check_total(new, msg("total.counters", owner=name, kind="poison"))
        if new < 0:
            raise BadCommand("counter.poison_below_zero", player=name, count=p.poison)
        if new == p.poison:
            return
        for mate in self.teammates(name):  # 810.10: the team shares its poison counters
            before = self.player(mate)
            self.set_player(replace_player(before, poison=new))
            if mate == name:
                self.emit(PlayerCountersChanged(name, "poison", p.poison, new))
            self.flag(before)

    def change_player_counter(self, name: str, kind: str, delta: int) -> None:
        p = self.player_in_game(name)
        kind = kind.strip().lower()
        if kind == "poison":
            self.change_poison(name, delta, None)
            return
        now = p.counter(kind)
        if now + delta < 0:
            raise BadCommand("counter.cannot_remove", owner=name, count=now, kind=kind,
                             remove=-delta)
        check_total(now + delta, msg("total.counters", owner=name, kind=kind))
        self.set_player(replace_player(p, counters=with_counter(p.counters, kind, now + delta)))
        self.emit(PlayerCountersChanged(name, kind, now, now + delta))

    def flag(self, before: Player, before_flags: tuple[str, ...] | None = None) -> None:
        """Tell the table of each losing condition ``before`` didn't have (704.5, 704.6)."""
        after = self.player(before.name)
        had = player_flags(self.s, before) if before_flags is None else before_flags
        for reason in player_flags(self.s, after):
            if reason not in had:
                self.emit(PlayerFlagged(after.name, reason))
