"""Planar deck validation (901.3, 901.15a) and card-name resolution."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from engine import rng
from engine.cards import CardDatabase
from engine.errors import BadCommand, RuleViolation, UnknownCard

MIN_DECK = 10
MAX_PHENOMENA = 2
SHARED_MIN_CAP = 40


def resolve_names(names: Sequence[str], cards: CardDatabase, owner: str) -> tuple[str, ...]:
    """Canonical card names, or one error that lists every unknown name with suggestions."""
    out: list[str] = []
    problems: list[str] = []
    for raw in names:
        try:
            out.append(cards.resolve(raw).name)
        except UnknownCard as exc:
            problems.append(str(exc))
    if problems:
        raise BadCommand(f"{owner}: " + "; ".join(problems))
    return tuple(out)


def validate_player_deck(owner: str, deck: Sequence[str], cards: CardDatabase) -> None:
    """Rule 901.3: at least ten cards, at most two phenomena, all different names."""
    _check_common(owner, deck, cards, rule="901.3", minimum=MIN_DECK, max_phen=MAX_PHENOMENA)


def shared_minimum(players: int) -> int:
    """901.15a: at least forty cards or ten per player, whichever is smaller."""
    return min(SHARED_MIN_CAP, MIN_DECK * players)


def validate_shared_deck(deck: Sequence[str], players: int, cards: CardDatabase) -> None:
    """Rule 901.15a for the single communal planar deck."""
    _check_common("The shared planar deck", deck, cards, rule="901.15a",
                  minimum=shared_minimum(players), max_phen=2 * players)


def _check_common(owner: str, deck: Sequence[str], cards: CardDatabase, *, rule: str,
                  minimum: int, max_phen: int) -> None:
    whose = owner if owner.startswith("The shared") else f"{owner}'s planar deck"
    if len(deck) < minimum:
        raise RuleViolation(rule, f"{whose} has {len(deck)} cards; it needs at least {minimum}")
    dupes = sorted(name for name, n in Counter(deck).items() if n > 1)
    if dupes:
        raise RuleViolation(rule, f"{whose} holds {', '.join(dupes)} more than once; "
                                  "each card must have a different English name")
    phenomena = [n for n in deck if cards.get(n).is_phenomenon]
    if len(phenomena) > max_phen:
        raise RuleViolation(rule, f"{whose} has {len(phenomena)} phenomena "
                                  f"({', '.join(phenomena)}); at most {max_phen} are allowed")


SET_GROUPS: dict[str, frozenset[str]] = {
    "2009": frozenset({"OHOP", "PHOP", "PDCI"}),
    "2012": frozenset({"OPC2"}),
    "anthology": frozenset({"OPCA"}),
    "moc": frozenset({"MOC"}),
    "who": frozenset({"WHO"}),
    "playtest": frozenset({"PUNK"}),
}
"""Set filters for deck building: Planechase (2009, with its promos), Planechase 2012,
Planechase Anthology, March of the Machine Commander, Doctor Who, and the playtest cards."""


def card_pool(cards: CardDatabase, sets: Sequence[str] | None = None, *,
              playtest: bool = False) -> list[str]:
    """Card names from the chosen set groups; playtest cards only when asked for."""
    if sets is not None:
        unknown = [s for s in sets if s.lower() not in SET_GROUPS]
        if unknown:
            raise BadCommand(f"unknown set {', '.join(map(repr, unknown))}; the sets are "
                             f"{', '.join(SET_GROUPS)}")
        codes = frozenset().union(*(SET_GROUPS[s.lower()] for s in sets))
    pool = []
    for card in cards:
        if card.playtest and not (playtest or (sets is not None and "PUNK" in codes)):
            continue
        if sets is not None and not codes.intersection(card.sets):
            continue
        pool.append(card.name)
    return pool


def random_deck(state: int, cards: CardDatabase, size: int, *, max_phenomena: int = MAX_PHENOMENA,
                sets: Sequence[str] | None = None, playtest: bool = False,
                exclude: Sequence[str] = ()) -> tuple[int, tuple[str, ...]]:
    """A legal random planar deck (901.3): ``size`` different cards, at most
    ``max_phenomena`` phenomena. Returns (new RNG state, deck)."""
    pool = [n for n in card_pool(cards, sets, playtest=playtest) if n not in set(exclude)]
    planes = [n for n in pool if cards.get(n).is_plane]
    phenomena = [n for n in pool if cards.get(n).is_phenomenon]
    if size < 1:
        raise BadCommand(f"a deck needs at least one card, not {size}")
    if len(planes) + min(len(phenomena), max_phenomena) < size or not planes:
        raise BadCommand(f"the chosen sets hold too few cards for a deck of {size}")
    state, shuffled_pool = rng.shuffled(state, pool)
    deck: list[str] = []
    phen = 0
    for name in shuffled_pool:
        if cards.get(name).is_phenomenon:
            if phen >= max_phenomena:
                continue
            phen += 1
        deck.append(name)
        if len(deck) == size:
            break
    return state, tuple(deck)


def format_deck_list(names: Sequence[str]) -> str:
    """A plain-text deck list, one card per line with its count: "1 Akoum"."""
    counts = Counter(names)
    return "".join(f"{n} {name}\n" for name, n in counts.items())


def parse_deck_list(text: str, cards: CardDatabase) -> tuple[str, ...]:
    """A plain-text deck list: one card per line, optional count ("1 Akoum"), # comments."""
    names: list[str] = []
    problems: list[str] = []
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        count = 1
        head, _, rest = line.partition(" ")
        if head.rstrip("x").isdigit() and rest.strip():
            count = int(head.rstrip("x"))
            line = rest.strip()
        try:
            name = cards.resolve(line).name
        except UnknownCard as exc:
            problems.append(f"line {lineno}: {exc}")
            continue
        names.extend([name] * count)
    if problems:
        raise BadCommand("; ".join(problems))
    return tuple(names)
