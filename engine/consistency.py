"""Whether a game state could have come from play: the save loader's last check.

A save is hostile input. Its fields can each be well-formed and still describe a table no
game reaches: no face-up plane, a card in two places, a roll by someone not seated, a
turn for a player who left. Such a state would make the rules misbehave later, far from
the cause, so it is refused on load with the reason (and the rule, where one applies).
"""

from __future__ import annotations

from collections import Counter

from engine.cards import CardDatabase
from engine.domain import ChoiceKind, Duration, StackKind, Step
from engine.eternities_map import REACH, Direction
from engine.safe_json import shorten
from engine.state import SHARED, STEP_INDEX, GameState, PendingChoice, StackItem

MAX_UPCOMING = 1000
"""Steps still to come this turn: a turn is 12, each added combat phase 6 more."""
MAX_EXTRA_TURNS = 1000
MAX_MAP_COORD = 10**9
"""A position far past any game (each move is one step)."""
DIRECTIONS = {d.value for d in Direction}
MAX_OBJECTS = 10_000
"""Face-up cards, abilities, effects or rolls in one state: a real game has a handful."""


class ImpossibleState(ValueError):
    """A state no game reaches; the message says what is wrong."""


def check_state(s: GameState, cards: CardDatabase) -> None:
    """Raise ``ImpossibleState`` with the first reason ``s`` can't be a real game."""
    names = [p.name for p in s.players]
    if len(names) < 2 or len(set(names)) != len(names):
        raise ImpossibleState("the players are not 2 or more distinct names")
    seated = set(names)
    playing = set(s.in_game())
    _check_turn(s, seated, playing)
    _check_cards(s, cards, seated, playing)
    _check_stack(s, cards, seated)
    _check_records(s, seated, playing)
    _check_formats(s, seated)
    _check_map(s, cards)


def _check_turn(s: GameState, seated: set[str], playing: set[str]) -> None:
    if s.turn < 1:
        raise ImpossibleState("the turn number must be 1 or more")
    for who, label in ((s.turn_player, "turn_player"), (s.anchor, "anchor"),
                       (s.planar_controller, "planar_controller")):
        if who not in seated:
            raise ImpossibleState(f"{label} {shorten(who)} is not a player")
    if not s.game_over:
        if len(playing) < 2:
            raise ImpossibleState("the game is on with fewer than two players in it "
                                  "(104.2a: the last one left wins)")
        if s.planar_controller not in playing:
            raise ImpossibleState(f"the planar controller {shorten(s.planar_controller)} has "
                                  "left the game (311.5: it passes to the next player)")
        if s.winner is not None:
            raise ImpossibleState(f"{shorten(s.winner)} has won, but the game is not over")
    elif s.winner is not None and s.winner not in seated:
        raise ImpossibleState(f"the winner {shorten(s.winner)} is not a player")
    if len(s.upcoming) > MAX_UPCOMING:
        raise ImpossibleState(f"{len(s.upcoming)} steps are still to come this turn; "
                              f"at most {MAX_UPCOMING} can be")
    if s.upcoming.count(Step.CLEANUP) > 1:
        raise ImpossibleState("the cleanup step is to come more than once this turn (500.1)")
    if s.step_count(s.step) < 1:
        raise ImpossibleState(f"the current {s.step.label} has not begun this turn")
    behind = [step.label for step, i in STEP_INDEX.items()
              if s.game_step_counts[i] < s.step_counts[i]]
    if behind:
        raise ImpossibleState(f"the {behind[0]} began more often this turn than this game")
    if len(s.extra_turns) > MAX_EXTRA_TURNS:
        raise ImpossibleState(f"{len(s.extra_turns)} extra turns are queued; at most "
                              f"{MAX_EXTRA_TURNS} can be")
    for who in s.extra_turns:
        if who not in playing:
            raise ImpossibleState(f"an extra turn is queued for {shorten(who)}, who is not in "
                                  "the game (800.4a)")


def _check_cards(s: GameState, cards: CardDatabase, seated: set[str],
                 playing: set[str]) -> None:
    if s.shared_deck:
        if set(s.decks) != {SHARED}:
            raise ImpossibleState("a game with the single planar deck has other decks "
                                  "(901.15)")
    else:
        for key in s.decks:
            if key not in playing:
                raise ImpossibleState(f"a planar deck belongs to {shorten(key)}, who is not "
                                      "in the game (901.10: it left with its owner)")
        missing = sorted(playing - set(s.decks))
        if missing:
            raise ImpossibleState(f"{shorten(missing[0])} has no planar deck (901.3)")
    owners = {SHARED} if s.shared_deck else playing
    for key, deck in s.decks.items():
        for name in deck:
            if name not in cards:
                raise ImpossibleState(f"{key}'s planar deck holds an unknown card "
                                      f"{shorten(name)}")
    if not s.face_up and not s.game_over and any(s.decks.values()):
        raise ImpossibleState("no plane or phenomenon is face up while the game is on and "
                              "a planar deck still holds cards (901.5, 701.31b)")
    if len(s.face_up) > MAX_OBJECTS:
        raise ImpossibleState(f"{len(s.face_up)} cards are face up")
    for c in s.face_up:
        if c.name not in cards or c.owner not in owners:
            raise ImpossibleState(f"face-up card {shorten(c.name)} of {shorten(c.owner)} is "
                                  "unknown")
    for owner, name in s.removed:
        if owner not in seated or owner in playing:
            raise ImpossibleState(f"{shorten(name)} left the game with {shorten(owner)}, who "
                                  "is not a player who left (901.10)")
    places = Counter((owner, name) for _, owner, name in s.all_card_places())
    twice = [key for key, n in places.items() if n > 1]
    if twice:
        owner, name = twice[0]
        raise ImpossibleState(f"{shorten(name)} of {shorten(owner)} is in two places at once "
                              "(901.4: each planar card is in its deck, face up, or gone)")
    for v in s.visited:
        # a departed player's cards stay in the history, so any seated name is fine
        if v.name not in cards or v.owner not in owners | {SHARED} | seated:
            raise ImpossibleState(f"the planar history holds an unknown card "
                                  f"{shorten(v.name)} of {shorten(v.owner)}")
        if v.player not in seated:
            raise ImpossibleState(f"the planar history names {shorten(v.player)}, who is not "
                                  "a player")
        if not 0 <= v.turn <= s.turn:
            raise ImpossibleState(f"the planar history has {shorten(v.name)} on turn "
                                  f"{v.turn}, after the current turn {s.turn}")
        if (v.owner, v.name) not in places:
            raise ImpossibleState(f"{shorten(v.name)} of {shorten(v.owner)} was face up this "
                                  "game and is now nowhere (901.4: it is in its deck, face "
                                  "up, or gone with its owner)")


def _check_stack(s: GameState, cards: CardDatabase, seated: set[str]) -> None:
    items: list[StackItem] = [*s.stack, *s.pending]
    choice = s.pending_choice
    if choice is not None:
        if choice.player not in seated:
            raise ImpossibleState(f"{shorten(choice.player)} must choose, but is not a "
                                  "player")
        items.extend(choice.items)
        if choice.resume is not None:
            items.append(choice.resume.item)
        _check_bottom_order(s, choice, seated)
    if len(items) > MAX_OBJECTS:
        raise ImpossibleState(f"{len(items)} abilities are on the stack or waiting")
    face_up = {c.obj: c.name for c in s.face_up}
    for item in items:
        if item.controller not in seated:
            raise ImpossibleState(f"ability #{item.id} is controlled by "
                                  f"{shorten(item.controller)}, not a player")
        strangers = [t for t in item.targets if t not in seated]
        if strangers:
            raise ImpossibleState(f"ability #{item.id} targets {shorten(strangers[0])}, not a "
                                  "player (601.2c)")
        if item.source is None:
            if item.kind is not StackKind.PLANESWALK:
                raise ImpossibleState(f"ability #{item.id} ({item.kind.value}) has no source "
                                      "card; only the planeswalking ability has none (901.8)")
            continue
        if item.source not in cards:
            raise ImpossibleState(f"ability #{item.id} comes from an unknown card "
                                  f"{shorten(item.source)}")
        abilities = cards.get(item.source).abilities
        if item.ability is not None and not 0 <= item.ability < len(abilities):
            raise ImpossibleState(f"ability #{item.id} is ability {item.ability} of "
                                  f"{item.source}, which has {len(abilities)}")
        modes = abilities[item.ability].modes if item.ability is not None else ()
        if item.mode is not None and item.mode not in modes:
            raise ImpossibleState(f"ability #{item.id} has the mode {shorten(item.mode)}, which "
                                  f"isn't one of {item.source}'s (700.2)")
        if item.source_obj is not None:
            if item.source_obj >= s.next_id:
                raise ImpossibleState(f"ability #{item.id} comes from object "
                                      f"#{item.source_obj}, which doesn't exist yet")
            shown = face_up.get(item.source_obj)
            if shown is not None and shown != item.source:
                raise ImpossibleState(f"ability #{item.id} names {item.source} as its "
                                      f"source, but object #{item.source_obj} is {shown}")
    stacked = [i.id for i in (*s.stack, *s.pending)]
    if len(set(stacked)) != len(stacked):
        raise ImpossibleState("two abilities on the stack share an id")
    objs = [c.obj for c in s.face_up]
    if len(set(objs)) != len(objs):
        raise ImpossibleState("two face-up cards share an object id (901.7a: each is a "
                              "new object)")
    ids = objs + stacked + [e.id for e in s.effects]
    if any(i < 0 or i >= s.next_id for i in ids):
        raise ImpossibleState("an object id is not between 0 and next_id")


def _check_bottom_order(s: GameState, choice: PendingChoice, seated: set[str]) -> None:
    """401.4: an order of cards going to the bottom names decks of this game and cards in
    them or face up, and only a ``bottom_order`` choice carries one."""
    bottom = choice.bottom
    if (bottom is not None) != (choice.kind is ChoiceKind.BOTTOM_ORDER):
        raise ImpossibleState(f"a {choice.kind.value} choice and the cards it orders don't "
                              "match (401.4)")
    if bottom is None:
        return
    if not bottom.waiting:
        raise ImpossibleState("an order of cards going to the bottom has nothing to order")
    places = {(c.owner, c.name) for c in s.face_up}
    for key, names in (*bottom.waiting, *bottom.chosen):
        if key not in s.decks:
            raise ImpossibleState(f"cards go to the bottom of {shorten(key)}'s planar deck, "
                                  "which is not in the game")
        for name in names:
            if name not in s.decks[key] and (key, name) not in places:
                raise ImpossibleState(f"{shorten(name)} is to go to the bottom of "
                                      f"{shorten(key)}'s planar deck but is not there or "
                                      "face up")
    if bottom.walk is not None and bottom.walk.player not in seated:
        raise ImpossibleState(f"{shorten(bottom.walk.player)} planeswalks, but is not a player")


def _check_records(s: GameState, seated: set[str], playing: set[str]) -> None:
    for who in s.rolls_this_turn:
        if who not in seated:
            raise ImpossibleState(f"{shorten(who)} rolled the planar die this turn, but is "
                                  "not a player")
    if len(s.rolls) > MAX_OBJECTS:
        raise ImpossibleState(f"{len(s.rolls)} rolls are recorded this turn")
    for roll in s.rolls:
        if roll.roller not in seated:
            raise ImpossibleState(f"a roll is recorded for {shorten(roll.roller)}, who is "
                                  "not a player")
        if roll.turn != s.turn:
            raise ImpossibleState(f"this turn's roll record holds a roll from turn "
                                  f"{roll.turn}; it is turn {s.turn}")
        if roll.cost < 0:
            raise ImpossibleState(f"a roll cost {roll.cost} mana (116.2i: 0 or more)")
        if roll.confidence is not None and not 0.0 <= roll.confidence <= 1.0:
            raise ImpossibleState(f"a roll's confidence is {roll.confidence:g}, not between "
                                  "0 and 1")
    if len(s.effects) > MAX_OBJECTS:
        raise ImpossibleState(f"{len(s.effects)} effects are active")
    for e in s.effects:
        if e.player is not None and e.player not in seated:
            raise ImpossibleState(f"effect #{e.id} names {shorten(e.player)}, who is not a "
                                  "player")
        if e.until is Duration.YOUR_NEXT_TURN and e.player is None:
            raise ImpossibleState(f"effect #{e.id} lasts until someone's next turn, but "
                                  "names no player")
    for p in s.players:
        if not p.name.strip() or len(p.name) > 200:
            raise ImpossibleState(f"the player name {shorten(p.name)} is empty or too long")
        if p.poison < 0:
            raise ImpossibleState(f"{shorten(p.name)} has {p.poison} poison counters")


def _check_formats(s: GameState, seated: set[str]) -> None:
    """Two-Headed Giant teams seat everyone once and share life, poison and fate (810.4,
    810.8a); commanders belong to seated players, and damage comes from an opponent's."""
    fs = s.formats
    if fs.teams or fs.two_headed:
        if not fs.two_headed:
            raise ImpossibleState("only a Two-Headed Giant game has teams")
        members = [m for t in fs.teams for m in t.members]
        if len(fs.teams) < 2 or any(len(t.members) != 2 for t in fs.teams) \
                or sorted(members) != sorted(seated):
            raise ImpossibleState("the Two-Headed Giant teams must be two or more pairs seating "
                                  "every player once (810.1)")
        for team in fs.teams:
            a, b = (s.find_player(m) for m in team.members)
            assert a is not None and b is not None
            if (a.life, a.poison, a.in_game) != (b.life, b.poison, b.in_game):
                raise ImpossibleState(f"{shorten(team.label)} share life, poison counters and "
                                      "leaving the game (810.8a, 810.9)")
        for who, label in ((s.turn_player, "turn_player"), (s.anchor, "anchor")):
            if not fs.is_primary(who):
                raise ImpossibleState(f"{label} {shorten(who)} is not a team's primary player")
    owners = [c.player for c in fs.commanders]
    if fs.commanders and sorted(owners) != sorted(seated):
        raise ImpossibleState("every player, and only they, must have commanders")
    names = {c.player: set(c.commanders) for c in fs.commanders}
    for seat in fs.commanders:
        if not 1 <= len(seat.commanders) <= 2:
            raise ImpossibleState(f"{shorten(seat.player)} has {len(seat.commanders)} "
                                  "commanders (903.3c: one or two)")
        for name, _ in seat.casts:
            if name not in seat.commanders:
                raise ImpossibleState(f"{shorten(seat.player)} cast a commander they don't "
                                      f"have, {shorten(name)}")
        for key, _ in seat.damage:
            owner, _, name = key.partition("/")
            if name not in names.get(owner, set()) or owner in fs.teammates(seat.player):
                raise ImpossibleState(f"{shorten(seat.player)} took damage from "
                                      f"{shorten(key)}, no opponent's commander (903.10a)")


def _check_map(s: GameState, cards: CardDatabase) -> None:
    """The Eternities Map: one shared deck (901.15), cards near the position, one space
    per card, and a move awaited only on the map."""
    m = s.eternities
    choice = s.pending_choice
    if m is None:
        if choice is not None and choice.kind is ChoiceKind.MAP_MOVE:
            raise ImpossibleState("a move on the Eternities Map is awaited in a game not "
                                  "played on it")
        return
    if not s.shared_deck:
        raise ImpossibleState("the Eternities Map uses the single planar deck (901.15)")
    if len(m.cards) > MAX_OBJECTS:
        raise ImpossibleState(f"{len(m.cards)} cards are on the Eternities Map")
    if max(abs(m.position.x), abs(m.position.y)) > MAX_MAP_COORD:
        raise ImpossibleState("the Eternities Map's position is out of range")
    for c in m.cards:
        if c.name not in cards:
            raise ImpossibleState(f"the Eternities Map holds an unknown card {shorten(c.name)}")
        if c.pos == m.position:
            raise ImpossibleState(f"{shorten(c.name)} is at the position on the Eternities "
                                  "Map but not face up (901.7)")
        if c.pos.distance(m.position) > REACH:
            raise ImpossibleState(f"{shorten(c.name)} is more than {REACH} steps from the "
                                  "position on the Eternities Map")
    if m.pick is not None and m.pick not in cards:
        raise ImpossibleState(f"the Eternities Map's next plane {shorten(m.pick)} is unknown")
    if choice is not None and choice.kind is ChoiceKind.MAP_MOVE and (
            not choice.options or any(o not in DIRECTIONS for o in choice.options)):
        raise ImpossibleState("a move on the Eternities Map offers no direction or an unknown "
                              "one")
