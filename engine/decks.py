"""Planar deck validation (901.3, 901.15a) and card-name resolution."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from engine import rng
from engine.cards import Card, CardDatabase
from engine.errors import BadCommand, RuleViolation, UnknownCard
from engine.messages import Message, msg
from engine.safe_json import InputError, check_text, clip

MIN_DECK = 10
MAX_PHENOMENA = 2
SHARED_MIN_CAP = 40
MAX_COPIES = 100
"""Copies of one card a deck-list line may ask for (a legal deck has one, 901.3)."""
MAX_LIST_CHARS = 256 * 1024
"""A deck list of every planar card ever printed, with comments, is under 10 KB."""
MAX_LIST_LINES = 5000
MAX_PROBLEMS_SHOWN = 20


NameAlias = Callable[[str], str | None]
"""Another name a person may type for a card (its printed name in another language) to
the card's English name, or None if it is none. The engine knows only English names; an
app that knows the printed ones passes them in, and decks are kept in English."""


def resolve_card(name: str, cards: CardDatabase, alias: NameAlias | None = None) -> Card:
    """The card a person named: by its English name first, then by ``alias``; else
    UnknownCard suggesting English names."""
    try:
        return cards.resolve(name)
    except UnknownCard:
        english = alias(name) if alias is not None else None
        if english is None or english not in cards:
            raise
        return cards.get(english)


def resolve_names(names: Sequence[str], cards: CardDatabase,
                  owner: str | Message, alias: NameAlias | None = None) -> tuple[str, ...]:
    """Canonical card names, or one error that lists every unknown name with suggestions."""
    out: list[str] = []
    problems: list[Message] = []
    for raw in names:
        try:
            out.append(resolve_card(raw, cards, alias).name)
        except UnknownCard as exc:
            problems.append(exc.message)
    if problems:  # each unknown name once, however often a list repeats it
        raise BadCommand("deck.unknown_cards", owner=owner,
                         problems=list({p.english: p for p in problems}.values()))
    return tuple(out)


@dataclass(frozen=True, slots=True)
class DeckCheck:
    """A planar deck measured against its rule: every problem at once, not just the first."""

    rule: str
    """901.3 for a player's deck, 901.15a for the shared deck."""
    size: int
    minimum: int
    duplicates: tuple[str, ...]
    """Names held more than once (sorted)."""
    phenomena: tuple[str, ...]
    """The deck's phenomena, in deck order."""
    max_phenomena: int

    @property
    def too_small(self) -> bool:
        return self.size < self.minimum

    @property
    def too_many_phenomena(self) -> bool:
        return len(self.phenomena) > self.max_phenomena

    @property
    def legal(self) -> bool:
        return not (self.too_small or self.duplicates or self.too_many_phenomena)

    def problems(self) -> list[str]:
        """Each problem as a clause after the deck's name ("has 5 cards; ...")."""
        return [m.english for m in self.problem_messages()]

    def problem_messages(self) -> list[Message]:
        out = []
        if self.too_small:
            out.append(msg("deck.too_small", size=self.size, minimum=self.minimum))
        if self.duplicates:
            out.append(msg("deck.duplicates", cards=list(self.duplicates)))
        if self.too_many_phenomena:
            out.append(msg("deck.too_many_phenomena", cards=list(self.phenomena),
                           count=len(self.phenomena), most=self.max_phenomena))
        return out

    def raise_if_illegal(self, whose: Message) -> None:
        problems = self.problem_messages()
        if problems:
            raise RuleViolation(self.rule, "deck.illegal", whose=whose, problems=problems)


def check_player_deck(deck: Sequence[str], cards: CardDatabase) -> DeckCheck:
    """Rule 901.3: at least ten cards, at most two phenomena, all different names."""
    return _check(deck, cards, rule="901.3", minimum=MIN_DECK, max_phen=MAX_PHENOMENA)


def check_shared_deck(deck: Sequence[str], players: int, cards: CardDatabase) -> DeckCheck:
    """Rule 901.15a for the single communal planar deck."""
    return _check(deck, cards, rule="901.15a", minimum=shared_minimum(players),
                  max_phen=2 * players)


def check_map_deck(deck: Sequence[str], players: int, cards: CardDatabase) -> DeckCheck:
    """The Eternities Map's deck: 901.15a's size and different names, but every phenomenon
    of the pool may be in it (the map's house rule says where they go, or leaves them out)."""
    phenomena = sum(1 for n in set(deck) if cards.get(n).is_phenomenon)
    return _check(deck, cards, rule="901.15a", minimum=shared_minimum(players),
                  max_phen=phenomena)


def validate_player_deck(owner: str, deck: Sequence[str], cards: CardDatabase) -> None:
    """Rule 901.3; a RuleViolation lists every problem the deck has."""
    check_player_deck(deck, cards).raise_if_illegal(msg("deck.owned", owner=owner))


def shared_minimum(players: int) -> int:
    """901.15a: at least forty cards or ten per player, whichever is smaller."""
    return min(SHARED_MIN_CAP, MIN_DECK * players)


def validate_shared_deck(deck: Sequence[str], players: int, cards: CardDatabase) -> None:
    """Rule 901.15a for the single communal planar deck; lists every problem."""
    check_shared_deck(deck, players, cards).raise_if_illegal(msg("deck.Shared"))


def validate_map_deck(deck: Sequence[str], players: int, cards: CardDatabase) -> None:
    """The Eternities Map's single deck of the whole pool; lists every problem."""
    check_map_deck(deck, players, cards).raise_if_illegal(msg("deck.Map"))


def _check(deck: Sequence[str], cards: CardDatabase, *, rule: str, minimum: int,
           max_phen: int) -> DeckCheck:
    dupes = tuple(sorted(name for name, n in Counter(deck).items() if n > 1))
    phenomena = tuple(dict.fromkeys(n for n in deck if cards.get(n).is_phenomenon))
    return DeckCheck(rule, len(deck), minimum, dupes, phenomena, max_phen)


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
            raise BadCommand("deck.unknown_sets", given=list(map(repr, unknown)),
                             sets=list(SET_GROUPS))
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
        raise BadCommand("deck.size_below_one", size=size)
    if len(planes) + min(len(phenomena), max_phenomena) < size or not planes:
        raise BadCommand("deck.too_few_in_sets", size=size)
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


def parse_deck_list(text: str, cards: CardDatabase,
                    alias: NameAlias | None = None) -> tuple[str, ...]:
    """A plain-text deck list: one card per line, optional count ("1 Akoum"), # comments;
    a name is English or, with ``alias``, another name for a card (kept in English).

    Read as hostile input: at most ``MAX_LIST_CHARS`` characters and ``MAX_LIST_LINES``
    lines, counts of at most ``MAX_COPIES``, valid Unicode; BadCommand says what is wrong."""
    if len(text) > MAX_LIST_CHARS:
        raise BadCommand("deck.list_too_long", length=len(text), limit=MAX_LIST_CHARS)
    lines = text.splitlines()
    if len(lines) > MAX_LIST_LINES:
        raise BadCommand("deck.list_too_many_lines", lines=len(lines), limit=MAX_LIST_LINES)
    try:
        check_text(text, msg("input.the_deck_list"))
    except InputError as exc:
        raise BadCommand(exc.message) from None
    names: list[str] = []
    problems: list[Message] = []
    for lineno, raw in enumerate(lines, 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        count = 1
        head, _, rest = line.partition(" ")
        digits = head.rstrip("x")
        if digits.isdigit() and digits.isascii() and rest.strip():
            if len(digits) > 3 or int(digits) > MAX_COPIES:
                problems.append(msg("deck.line_too_many_copies", line=lineno,
                                    given=clip(digits, 20), most=MAX_COPIES))
                continue
            count = int(digits)
            line = rest.strip()
        try:
            name = resolve_card(line, cards, alias).name
        except UnknownCard as exc:
            problems.append(msg("deck.line_problem", line=lineno, problem=exc.message))
            continue
        names.extend([name] * count)
    if problems:
        shown = problems[:MAX_PROBLEMS_SHOWN]
        more = len(problems) - len(shown)
        if more:
            raise BadCommand("deck.list_problems_more", problems=shown, more=more)
        raise BadCommand("deck.list_problems", problems=shown)
    return tuple(names)
