"""Per-card automation data: which ops each planar ability runs, and intervening "if"s.

Each automated ability is a flat list of ops in ``assets/cards/automation.json`` (data, not
code), checked here against its schema and the card data; ``engine.ops`` runs them. An
ability whose first op is a "require" has an intervening "if" clause (603.4). The engine
owns only planar state: life, counters on planes, tokens it creates, designations, turns
and the planar deck; everything on the battlefield is the table's.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING, Any

from engine.cards import CardDatabase
from engine.domain import Duration, FaceRule
from engine.state import FaceUpCard

if TYPE_CHECKING:
    pass

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
OP_KEYS: dict[str, set[str]] = {
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
    "target": {"key", "random"},
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
    if not isinstance(op, dict) or op.get("op") not in OP_KEYS:
        raise AutomationDataError(f"{where}: unknown op {op!r}")
    extra = set(op) - OP_KEYS[op["op"]] - {"op", "if", "note"}
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
