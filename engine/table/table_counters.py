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
        shown = ", ".join(f"{c.name} (#{c.obj})" for c in face_up)
        if matches:
            raise BadCommand(f"{shorten(ref)} is face up more than once ({shown}); name it by id")
        raise BadCommand(f"{shorten(ref)} is not face up; face up: {shown or 'nothing'}")

    def add_counters(self, ref: str, kind: str, delta: int, *, settle: bool = True) -> None:
        card = self.find_face_up(ref)
        kind = kind.strip().lower()
        now = card.counter(kind)
        if now + delta < 0:
            raise BadCommand(f"{card.name} has {now} {kind} counter(s); can't remove {-delta}")
        check_total(now + delta, f"{card.name}'s {kind} counters")
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
            raise BadCommand(f"{name} has {now} {token} token(s); {-n} can't leave")
        check_total(now + n, f"{name}'s {token} tokens")
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
            raise BadCommand(f"{card.name} has abilities 0-{len(abilities) - 1}, not {index}")
        ability = abilities[index]
        if not ability.has(AbilityClass.TABLE_TRIGGER):
            raise BadCommand(
                f"{card.name}'s ability {index} is not one the table reports; the app puts "
                "its step, roll, chaos and planeswalk triggers on the stack itself")
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
        check_total(new, f"{name}'s life total")
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
        check_total(new, f"{name}'s poison counters")
        if new < 0:
            raise BadCommand(f"{name} has {p.poison} poison counter(s); can't go below 0")
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
            raise BadCommand(f"{name} has {now} {kind} counter(s); can't remove {-delta}")
        check_total(now + delta, f"{name}'s {kind} counters")
        self.set_player(replace_player(p, counters=with_counter(p.counters, kind, now + delta)))
        self.emit(PlayerCountersChanged(name, kind, now, now + delta))

    def flag(self, before: Player, before_flags: tuple[str, ...] | None = None) -> None:
        """Tell the table of each losing condition ``before`` didn't have (704.5, 704.6)."""
        after = self.player(before.name)
        had = player_flags(self.s, before) if before_flags is None else before_flags
        for reason in player_flags(self.s, after):
            if reason not in had:
                self.emit(PlayerFlagged(after.name, reason))
