"""Per-card automation: what a planar ability does when it resolves.

Each automated ability is a flat list of ops in ``assets/cards/automation.json`` (data, not
code). An op may carry ``"if": KEY`` to run only when an earlier answer KEY is truthy.
Ops that need a decision (yes/no, a player, a card, an option) set a pending choice holding
a serialisable ``Resume``; ``choose`` continues from the next op. Abilities with no
automation tell the table what to do, with the right player named ("Bob: discard your
hand."). The engine owns only planar state: life, counters on planes, tokens it creates,
designations, turns and the planar deck; everything on the battlefield is the table's.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Callable, Mapping
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING, Any

from engine import rng
from engine.cards import AbilityClass, CardDatabase
from engine.domain import ChoiceKind, Duration, FaceRule, StackKind
from engine.errors import BadCommand
from engine.events import (
    CardsRevealed,
    CoinFlipped,
    Instruction,
    PlayerChosenAtRandom,
)
from engine.safe_json import shorten
from engine.state import (
    Binding,
    FaceUpCard,
    PendingChoice,
    Resume,
    StackItem,
)

if TYPE_CHECKING:
    from engine.rules import Table

log = logging.getLogger(__name__)

AUTOMATION_FORMAT = "planechase-automation"
AUTOMATION_VERSION = 1
TOKEN_DOUBLER = "Selesnya Loft Gardens"
MAX_COIN_FLIPS = 64

Op = Mapping[str, Any]


class AutomationDataError(Exception):
    """The automation file does not match its schema or the card data."""


# -- the data ------------------------------------------------------------------------------

_WHO = {"you", "each", "opponents"}
_OPS: dict[str, set[str]] = {
    # op name: allowed keys besides "op" and "if"
    "counter": {"kind", "n"},
    "life": {"who", "delta", "set"},
    "tokens": {"who", "name", "n"},
    "planeswalk": set(),
    "chaos": set(),
    "reverse": set(),
    "extra_turn": {"who"},
    "extra_combat": {"if_main"},
    "extra_beginning": set(),
    "end_turn": set(),
    "effect": {"text", "until", "face_rule", "who", "end_text"},
    "ask": {"who", "prompt", "key", "shows"},
    "choose_player": {"who", "prompt", "key", "optional", "others"},
    "random_player": {"key"},
    "exchange_life": {"a", "b"},
    "redistribute_life": {"who", "prompt"},
    "designation": {"who", "name", "exclusive", "only_if_none"},
    "each_chooses": {"options", "prompt"},
    "swap_designations": {"a", "b"},
    "flip_until_win": {"key"},
    "say": {"who", "text"},
    "require": {"cond", "otherwise"},
    "reveal_until": {"planes", "key"},
    "reveal_top": {"n", "key"},
    "choose_card": {"from", "planes_only", "key", "prompt"},
    "to_top": {"card"},
    "to_bottom": {"cards", "random", "except"},
    "planeswalk_to": {"cards", "leave"},
    "chaos_on": {"cards"},
}


class Automation:
    """Ops per (card name, ability index)."""

    def __init__(self, table: dict[tuple[str, int], tuple[Op, ...]]) -> None:
        self._ops = table

    @classmethod
    def from_json(cls, raw: Any, cards: CardDatabase) -> Automation:
        if not isinstance(raw, dict) or raw.get("format") != AUTOMATION_FORMAT \
                or raw.get("version") != AUTOMATION_VERSION:
            raise AutomationDataError(
                f"expected format {AUTOMATION_FORMAT!r} version {AUTOMATION_VERSION}")
        table: dict[tuple[str, int], tuple[Op, ...]] = {}
        entries = raw.get("cards")
        if not isinstance(entries, dict):
            raise AutomationDataError("'cards' must map card names to abilities")
        for name, abilities in entries.items():
            if name not in cards:
                raise AutomationDataError(f"automation for unknown card {name!r}")
            card = cards.get(name)
            if not isinstance(abilities, dict):
                raise AutomationDataError(f"{name}: abilities must be an object")
            for index_text, ops in abilities.items():
                if not index_text.isdigit() or int(index_text) >= len(card.abilities):
                    raise AutomationDataError(f"{name}: no ability #{index_text}")
                table[(name, int(index_text))] = tuple(
                    _check_op(op, f"{name} #{index_text} op {i}") for i, op in enumerate(ops))
        return cls(table)

    def ops_for(self, card: str | None, ability: int | None) -> tuple[Op, ...] | None:
        if card is None or ability is None:
            return None
        return self._ops.get((card, ability))

    def automated(self) -> set[tuple[str, int]]:
        return set(self._ops)


def _check_op(op: Any, where: str) -> Op:
    if not isinstance(op, dict) or op.get("op") not in _OPS:
        raise AutomationDataError(f"{where}: unknown op {op!r}")
    extra = set(op) - _OPS[op["op"]] - {"op", "if", "note"}
    if extra:
        raise AutomationDataError(f"{where}: op {op['op']!r} takes no {sorted(extra)}")
    who = op.get("who")
    if who is not None and not isinstance(who, str):
        raise AutomationDataError(f"{where}: 'who' must be a string")
    if op["op"] == "effect":
        Duration(op["until"])
        if op.get("face_rule") is not None:
            FaceRule(op["face_rule"])
    return op


@cache
def default_automation() -> Automation:
    from engine.cards import default_cards

    ref = resources.files("assets") / "cards" / "automation.json"
    return Automation.from_json(json.loads(ref.read_text(encoding="utf-8")), default_cards())


# -- resolving ----------------------------------------------------------------------------

_TRIGGER_CLAUSE = re.compile(
    r"^(?:When|Whenever|At)\b[^,]*?(?:\bchaos ensues|\bupkeep|\bstep|\bphase|\bcombat(?: on your"
    r" turn)?|\bplanar die|\b[A-Z][^,]*?)\s*,\s*")
_ABILITY_WORD = re.compile(r"^[^—.]{1,40} — ")
_REMINDER = re.compile(r"\s*\([^()]*\)")


def effect_text(text: str) -> str:
    """The part of an ability the table carries out: the text after its trigger clause."""
    body = _REMINDER.sub("", _ABILITY_WORD.sub("", text)).strip()
    m = _TRIGGER_CLAUSE.match(body)
    if m:
        body = body[m.end():]
    return body[:1].upper() + body[1:]


class Resolver:
    """Runs one ability's ops against a ``Table``."""

    def __init__(self, table: Table, automation: Automation) -> None:
        self.t = table
        self.auto = automation

    # entry points
    def resolve(self, item: StackItem) -> None:
        ops = self.auto.ops_for(item.source, item.ability)
        if ops is None:
            self.t.emit(Instruction(item.controller, item.source, effect_text(item.text)))
            return
        self.run(item, ops, 0, {})

    def resume(self, choice: PendingChoice, answer: Binding) -> None:
        r = choice.resume
        assert r is not None
        ops = self.auto.ops_for(r.item.source, r.item.ability)
        assert ops is not None, f"no automation to resume for {r.item.source}"
        bindings = dict(r.bindings)
        op = ops[r.step]
        if op["op"] == "each_chooses":
            self._set_designation(choice.player, str(answer), tuple(op["options"]))
            if r.queue:
                self._ask_option(r.item, r.step, op, r.queue, bindings)
                return
        elif op["op"] == "redistribute_life":
            self._redistribute(choice, answer)
        else:
            bindings[r.key] = answer
        self.run(r.item, ops, r.step + 1, bindings)

    def run(self, item: StackItem, ops: tuple[Op, ...], start: int,
            bindings: dict[str, Binding]) -> None:
        for i in range(start, len(ops)):
            op = ops[i]
            cond = op.get("if")
            if cond is not None and not _truthy(bindings.get(cond.lstrip("!")), cond):
                continue
            handler = _HANDLERS[op["op"]]
            if handler(self, item, op, i, bindings) is False:
                return  # stopped: a choice is pending, or a condition failed

    # helpers
    def who(self, item: StackItem, spec: str | None, bindings: Mapping[str, Binding]) -> list[str]:
        s = self.t.s
        live = s.in_game()
        if spec in (None, "you"):
            return [item.controller] if item.controller in live else []
        if spec == "each":
            return self.t.turn_order()
        if spec == "opponents":
            return [p for p in self.t.turn_order() if p != item.controller]
        value = bindings.get(spec)
        return [value] if isinstance(value, str) and value in live else []

    def amount(self, item: StackItem, expr: Any,
               bindings: Mapping[str, Binding] | None = None) -> int:
        if isinstance(expr, int):
            return expr
        text = str(expr)
        sign = -1 if text.startswith("-") else 1
        text = text.lstrip("+-")
        kind, _, name = text.partition(":")
        if kind == "count":
            if self.source_card(item) is None and bindings is not None:
                return sign * _int(bindings.get(f"_count:{name}"))
            return sign * self.counter_on_source(item, name)
        if kind == "info":
            return sign * dict(item.info).get(name, 0)
        return sign * int(text)

    def source_card(self, item: StackItem) -> FaceUpCard | None:
        for c in self.t.s.face_up:
            if c.obj == item.source_obj:
                return c
        return None

    def counter_on_source(self, item: StackItem, kind: str) -> int:
        card = self.source_card(item)
        return card.counter(kind) if card else 0

    def fill(self, item: StackItem, text: str, bindings: Mapping[str, Binding]) -> str:
        def repl(m: re.Match[str]) -> str:
            key, arg = m.group(1), m.group(2)
            if key == "you":
                return item.controller
            if key == "source":
                return item.source or "the planeswalking ability"
            if key in ("count", "info") and arg:
                return str(self.amount(item, f"{key}:{arg}", bindings))
            value = bindings.get(key)
            if isinstance(value, tuple):
                return ", ".join(value)
            return m.group(0) if value is None else str(value)

        return re.sub(r"\{([a-z_]+)(?::([a-z_ ]+))?\}", repl, text)

    def ask(self, item: StackItem, step: int, player: str, kind: ChoiceKind, prompt: str,
            options: tuple[str, ...], key: str, bindings: Mapping[str, Binding],
            queue: tuple[str, ...] = (), cards: tuple[str, ...] = ()) -> bool:
        resume = Resume(item, step, key, tuple(sorted(bindings.items())), queue)
        self.t.ask(PendingChoice(player, kind, prompt, options, (), resume, cards))
        return False

    def _ask_option(self, item: StackItem, step: int, op: Op, queue: tuple[str, ...],
                    bindings: Mapping[str, Binding]) -> None:
        player, rest = queue[0], queue[1:]
        prompt = self.fill(item, op.get("prompt", "choose one"), bindings)
        self.ask(item, step, player, ChoiceKind.OPTION, prompt, tuple(op["options"]), "",
                 bindings, rest)

    def _set_designation(self, player: str, value: str, exclusive_of: tuple[str, ...]) -> None:
        p = self.t.s.find_player(player)
        if p is None or not p.in_game:
            return
        kept = tuple(d for d in p.designations if d not in exclusive_of)
        self.t.set_designations(p.name, tuple(sorted({*kept, value})))

    def _redistribute(self, choice: PendingChoice, answer: Binding) -> None:
        order = list(answer) if isinstance(answer, tuple) else [str(answer)]
        players = [o.rsplit(" (", 1)[0] for o in choice.options]
        receivers = [str(o).rsplit(" (", 1)[0] for o in order]
        totals = [self.t.player(p).life for p in players]
        for name, life in zip(receivers, totals, strict=True):
            self.t.change_life(name, None, life)


def _int(value: Binding) -> int:
    return value if isinstance(value, int) else 0


def _truthy(value: Binding, cond: str) -> bool:
    ok = value not in (None, False, "no", "nobody", ())
    return not ok if cond.startswith("!") else ok


# -- op handlers -----------------------------------------------------------------------------
# Each returns False to stop the ability (a choice is pending), anything else to go on.

Handler = Callable[[Resolver, StackItem, Op, int, dict[str, Binding]], bool | None]


def _counter(r: Resolver, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> None:
    card = r.source_card(item)
    if card is None:
        # A revealed card in a planar deck (311.7) or one that has left: the counter counts
        # for the rest of this ability, but nothing tracks it on a face-down card.
        key = f"_count:{op['kind']}"
        b[key] = _int(b.get(key)) + int(op.get("n", 1))
        r.t.emit(Instruction(item.controller, item.source,
                             f"{item.source} isn't face up: its {op['kind']} counter counts "
                             "for this ability only"))
        return
    # 311.2: planes are not permanents, so effects that double counters put "on a
    # permanent" (Selesnya Loft Gardens) don't apply here.
    r.t.add_counters(str(card.obj), op["kind"], int(op.get("n", 1)), settle=False)


def _life(r: Resolver, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> None:
    for name in r.who(item, op.get("who"), b):
        if "set" in op:
            r.t.change_life(name, None, r.amount(item, op["set"], b))
        else:
            r.t.change_life(name, r.amount(item, op["delta"], b), None)


def _tokens(r: Resolver, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> None:
    doublers = sum(1 for c in r.t.s.face_up if c.name == TOKEN_DOUBLER)
    n = int(op.get("n", 1)) * 2 ** doublers
    for name in r.who(item, op.get("who"), b):
        r.t.add_tokens(name, op["name"], n, doubled=doublers > 0)


def _planeswalk(r: Resolver, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> None:
    r.t.planeswalk(r.t.s.planar_controller, why=f"{item.source}: then planeswalk")


def _chaos(r: Resolver, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> None:
    r.t.chaos_ensues(r.t.s.planar_controller)


def _reverse(r: Resolver, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> None:
    r.t.reverse_turn_order()


def _extra_turn(r: Resolver, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> None:
    for name in r.who(item, op.get("who"), b):
        r.t.extra_turn(name)


def _extra_combat(r: Resolver, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> None:
    if op.get("if_main") and not r.t.s.step.is_main:
        r.t.emit(Instruction(item.controller, item.source,
                             "It isn't a main phase, so there is no additional combat phase"))
        return
    r.t.extra_combat()


def _extra_beginning(r: Resolver, item: StackItem, op: Op, i: int,
                     b: dict[str, Binding]) -> None:
    r.t.extra_beginning()


def _end_turn(r: Resolver, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> bool:
    r.t.end_turn()
    return False  # nothing of this ability is left once the turn ends


def _effect(r: Resolver, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> None:
    until = Duration(op["until"])
    whose = r.who(item, op.get("who"), b)
    player = whose[0] if whose else item.controller
    face_rule = FaceRule(op["face_rule"]) if op.get("face_rule") else None
    end_text = r.fill(item, op["end_text"], b) if op.get("end_text") else None
    r.t.add_effect(r.fill(item, op["text"], b), until, item.source, player, face_rule, end_text)


def _ask(r: Resolver, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> bool:
    players = r.who(item, op.get("who"), b)
    if not players:
        b[op["key"]] = False
        return True
    shown = _cards(b, op["shows"]) if op.get("shows") else ()
    return r.ask(item, i, players[0], ChoiceKind.YES_NO, r.fill(item, op["prompt"], b),
                 ("yes", "no"), op["key"], b, cards=shown)


def _choose_player(r: Resolver, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> bool:
    chooser = (r.who(item, op.get("who"), b) or [item.controller])[0]
    options = [p for p in r.t.turn_order() if not (op.get("others") and p == chooser)]
    if op.get("optional"):
        options.append("nobody")
    if not options:
        b[op["key"]] = None
        return True
    return r.ask(item, i, chooser, ChoiceKind.PLAYER, r.fill(item, op["prompt"], b),
                 tuple(options), op["key"], b)


def _random_player(r: Resolver, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> None:
    players = r.t.turn_order()
    r.t.s.rng, k = rng.below(r.t.s.rng, len(players))
    b[op["key"]] = players[k]
    r.t.emit(PlayerChosenAtRandom(item.source, players[k], tuple(players)))


def _exchange_life(r: Resolver, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> None:
    firsts = r.who(item, op.get("a", "you"), b)
    seconds = r.who(item, op.get("b"), b)
    if not firsts or not seconds or firsts[0] == seconds[0]:
        return
    a, other = firsts[0], seconds[0]
    life_a, life_b = r.t.player(a).life, r.t.player(other).life
    r.t.change_life(a, None, life_b)
    r.t.change_life(other, None, life_a)


def _redistribute_life(r: Resolver, item: StackItem, op: Op, i: int,
                       b: dict[str, Binding]) -> bool:
    chooser = (r.who(item, op.get("who"), b) or [item.controller])[0]
    options = tuple(f"{p} ({r.t.player(p).life})" for p in r.t.turn_order())
    return r.ask(item, i, chooser, ChoiceKind.REDISTRIBUTE, r.fill(item, op["prompt"], b),
                 options, "", b)


def _designation(r: Resolver, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> None:
    name = op["name"]
    holders = [p.name for p in r.t.s.players if p.in_game and name in p.designations]
    if op.get("only_if_none") and holders:
        return
    for who in r.who(item, op.get("who"), b):
        if op.get("exclusive"):
            for other in holders:
                if other != who:
                    p = r.t.player(other)
                    r.t.set_designations(other, tuple(d for d in p.designations if d != name))
        p = r.t.player(who)
        r.t.set_designations(who, tuple(sorted({*p.designations, name})))


def _each_chooses(r: Resolver, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> bool:
    order = r.t.turn_order()
    start = order.index(item.controller) if item.controller in order else 0
    queue = tuple(order[start:] + order[:start])
    if not queue:
        return True
    r._ask_option(item, i, op, queue, b)
    return False


def _swap(r: Resolver, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> None:
    x, y = op["a"], op["b"]
    for p in r.t.s.players:
        if not p.in_game or (x not in p.designations and y not in p.designations):
            continue
        swapped = {y if d == x else x if d == y else d for d in p.designations}
        r.t.set_designations(p.name, tuple(sorted(swapped)))


def _flip_until_win(r: Resolver, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> None:
    losses = 0
    for _ in range(MAX_COIN_FLIPS):
        r.t.s.rng, won = rng.below(r.t.s.rng, 2)
        r.t.emit(CoinFlipped(item.controller, bool(won)))
        if won:
            break
        losses += 1
    b[op["key"]] = losses + 1


def _say(r: Resolver, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> None:
    text = r.fill(item, op["text"], b)
    for name in r.who(item, op.get("who"), b):
        r.t.emit(Instruction(name, item.source, text))


def condition_holds(cond: str, card: FaceUpCard | None, turn: int) -> bool:
    if cond == "planeswalked_here_this_turn":
        return card is not None and card.turned_up_turn == turn and turn > 0
    raise AutomationDataError(f"unknown condition {cond!r}")


def intervening_if(automation: Automation, card: FaceUpCard, ability: int, turn: int) -> bool:
    """603.4: an ability whose first op is a "require" triggers only if its condition holds
    (and checks it again as it resolves)."""
    ops = automation.ops_for(card.name, ability)
    if not ops or ops[0]["op"] != "require":
        return True
    return condition_holds(ops[0]["cond"], card, turn)


def _require(r: Resolver, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> bool:
    ok = condition_holds(op["cond"], r.source_card(item), r.t.s.turn)
    if not ok:
        r.t.emit(Instruction(item.controller, item.source, r.fill(item, op["otherwise"], b)))
    return ok


def _deck_of(r: Resolver) -> str:
    return r.t.s.deck_key(r.t.s.planar_controller)


def _reveal_until(r: Resolver, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> None:
    key = _deck_of(r)
    deck = r.t.s.decks.get(key, ())
    revealed: list[str] = []
    planes = 0
    for name in deck:
        revealed.append(name)
        planes += r.t.card(name).is_plane
        if planes >= int(op["planes"]):
            break
    b[op["key"]] = tuple(revealed)
    r.t.emit(CardsRevealed(key, tuple(revealed)))


def _reveal_top(r: Resolver, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> None:
    key = _deck_of(r)
    revealed = r.t.s.decks.get(key, ())[: int(op["n"])]
    b[op["key"]] = tuple(revealed)
    r.t.emit(CardsRevealed(key, tuple(revealed)))


def _cards(b: Mapping[str, Binding], key: str) -> tuple[str, ...]:
    value = b.get(key)
    if isinstance(value, tuple):
        return value
    return (value,) if isinstance(value, str) else ()


def _choose_card(r: Resolver, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> bool:
    names = _cards(b, op["from"])
    if op.get("planes_only"):
        names = tuple(n for n in names if r.t.card(n).is_plane)
    if len(names) <= 1:
        b[op["key"]] = names[0] if names else None
        return True
    return r.ask(item, i, item.controller, ChoiceKind.CARD, r.fill(item, op["prompt"], b),
                 names, op["key"], b, cards=names)


def _to_top(r: Resolver, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> None:
    name = b.get(op["card"])
    key = _deck_of(r)
    deck = r.t.s.decks.get(key, ())
    if isinstance(name, str) and name in deck:
        rest = tuple(n for n in deck if n != name)
        r.t.set_deck(key, (name, *rest))


def _to_bottom(r: Resolver, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> None:
    key = _deck_of(r)
    deck = r.t.s.decks.get(key, ())
    skip = set(_cards(b, op["except"])) if op.get("except") else set()
    moving = [n for n in _cards(b, op["cards"]) if n in deck and n not in skip]
    if op.get("random"):
        r.t.s.rng, moving = rng.shuffled(r.t.s.rng, moving)
    rest = tuple(n for n in deck if n not in set(moving))
    r.t.set_deck(key, (*rest, *moving))


def _planeswalk_to(r: Resolver, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> None:
    planes = [n for n in _cards(b, op["cards"]) if r.t.card(n).is_plane]
    r.t.planeswalk_to(r.t.s.planar_controller, planes, leave=bool(op.get("leave", True)))


def _chaos_on(r: Resolver, item: StackItem, op: Op, i: int, b: dict[str, Binding]) -> None:
    """311.7: chaos ensues for particular cards, which may be revealed in a planar deck."""
    owner = _deck_of(r)
    for name in _cards(b, op["cards"]):
        card = r.t.card(name)
        for ability, _ in card.abilities_of(AbilityClass.CHAOS):
            r.t.trigger(StackItem(
                id=r.t.new_id(), kind=StackKind.CHAOS, source=name, source_obj=None,
                owner=owner, controller=r.t.s.planar_controller, text=ability.text,
                ability=ability.index, reason=f"chaos ensued for revealed {name}"))


_HANDLERS: dict[str, Handler] = {
    "counter": _counter, "life": _life, "tokens": _tokens, "planeswalk": _planeswalk,
    "chaos": _chaos, "reverse": _reverse, "extra_turn": _extra_turn,
    "extra_combat": _extra_combat, "extra_beginning": _extra_beginning, "end_turn": _end_turn,
    "effect": _effect, "ask": _ask, "choose_player": _choose_player,
    "random_player": _random_player, "exchange_life": _exchange_life,
    "redistribute_life": _redistribute_life, "designation": _designation,
    "each_chooses": _each_chooses, "swap_designations": _swap,
    "flip_until_win": _flip_until_win, "say": _say, "require": _require,
    "reveal_until": _reveal_until, "reveal_top": _reveal_top, "choose_card": _choose_card,
    "to_top": _to_top, "to_bottom": _to_bottom, "planeswalk_to": _planeswalk_to,
    "chaos_on": _chaos_on,
}
assert set(_HANDLERS) == set(_OPS)


def option_index(choice: PendingChoice, pick: str | int) -> int:
    """The option a `choose` pick names: its index, the option itself, or a short form
    (an order choice's "#id"; a player's name without the life total; any other option in
    another case)."""
    options = choice.options
    if isinstance(pick, int):
        if 0 <= pick < len(options):
            return pick
        raise BadCommand(f"'choose': index {pick} is out of range 0-{len(options) - 1}")
    for i, option in enumerate(options):
        if pick == option:
            return i
        if choice.kind is ChoiceKind.ORDER:
            if option.startswith(f"{pick} ") or pick == option.split(" ")[0]:
                return i
        elif pick.casefold() == option.casefold() or (
                choice.kind is ChoiceKind.REDISTRIBUTE and option.startswith(f"{pick} (")):
            return i
    raise BadCommand(f"'choose': {shorten(pick)} is not one of the options: {'; '.join(options)}")


def parse_answer(choice: PendingChoice, raw: str | int | tuple[str | int, ...]) -> Binding:
    """Check a `choose` answer against the options of a non-order choice."""
    def one(pick: str | int) -> str:
        return choice.options[option_index(choice, pick)]

    if choice.kind is ChoiceKind.REDISTRIBUTE:
        picks = list(raw) if isinstance(raw, tuple) else [raw]
        chosen = tuple(one(p) for p in picks)
        if sorted(chosen) != sorted(choice.options):
            raise BadCommand("'choose': list every player once, in the order that receives "
                             f"the life totals as listed: {'; '.join(choice.options)}")
        return chosen
    if isinstance(raw, tuple):
        raise BadCommand(f"'choose': this choice takes one option: {'; '.join(choice.options)}")
    answer = one(raw)
    if choice.kind is ChoiceKind.YES_NO:
        return answer == "yes"
    return answer
