"""The game: setup, atomic actions, undo and redo, and deterministic replay.

``apply`` works on a snapshot and keeps it only if every rule agreed, so a refused action
changes nothing. Undo restores the snapshot taken before the action (like python-chess's
``push``/``pop``); redo re-applies the undone action, which is deterministic because the
RNG state is part of the game state.
"""

from __future__ import annotations

import logging
import pickle
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

from engine import rng
from engine.actions import (
    Action,
    AddEffect,
    Chaos,
    Choose,
    CommanderCast,
    CommanderDamage,
    Counter,
    Designation,
    EndEffect,
    EndTurn,
    ExtraBeginning,
    ExtraCombat,
    ExtraTurn,
    FlipCoin,
    Goto,
    Leave,
    Life,
    Move,
    NewGame,
    NextStep,
    NextTurn,
    Planeswalk,
    PlayerCounter,
    Poison,
    Remove,
    Resolve,
    ReverseTurnOrder,
    Roll,
    TableCounter,
    TablePlaneswalk,
    TablePut,
    TableReveal,
    TableShuffle,
    Token,
    Trigger,
)
from engine.automation import Automation, default_automation
from engine.cards import CardDatabase, default_cards
from engine.decks import (
    MIN_DECK,
    random_deck,
    resolve_names,
    shared_minimum,
    validate_map_deck,
    validate_player_deck,
    validate_shared_deck,
)
from engine.domain import Step
from engine.errors import (
    BadCommand,
    EngineError,
    HistoryMismatch,
    NothingToUndo,
    RuleViolation,
)
from engine.eternities_map import EternitiesMap, MapSettings, Phenomena
from engine.events import (
    Event,
    GameStarted,
    Redone,
    Undone,
)
from engine.formats_setup import formats_for, seating
from engine.game_log import LogNode
from engine.history import HISTORY_KEPT, History
from engine.messages import Message, msg
from engine.persistence import SavedGame, state_to_json, without_log_messages
from engine.safe_json import shorten
from engine.state import SHARED, GameState, Player, Visit
from engine.table.core import source_name
from engine.table.table import Table

log = logging.getLogger(__name__)

CHECKPOINT_EVERY = 8
"""Undo keeps a full snapshot every this many actions. Snapshots share structure, but each
is a garbage-collected object graph; fewer of them keep long games fast."""
UNDO_KEPT = 10_000
"""Undo goes back at least this many actions (at most ``UNDO_KEPT + PACK_EVERY - 1``); older
ones are dropped a block at a time. A four-hour game is a few thousand actions, and a save
keeps only the last 200, so no table reaches the bound; it keeps a marathon session's memory
bounded."""
PACK_EVERY = 512
"""Undo entries older than the latest ``PACK_EVERY`` to ``2 * PACK_EVERY - 1`` are packed in
blocks of this many: the first state and the actions pickled to bytes, which the garbage
collector never walks, so a full collection stays short however long the game. Packing
takes about a millisecond every ``PACK_EVERY`` actions; unpacking a block (an undo reaching
that far back, or a save of more history than the live entries) replays it, about 15 ms. A
multiple of ``CHECKPOINT_EVERY``, so every block and the live entries start at a
checkpoint."""
MIN_PLAYERS = 2
MAX_PLAYERS = 8
MAX_NAME = 40


@dataclass(frozen=True, slots=True)
class RollCheck:
    """Whether a special-action roll of the planar die would be accepted now (901.9,
    116.2i), worked out on a copy of the state: asking changes nothing."""

    reason: str | None
    """None if the roll would be accepted, else the engine's refusal (rule first)."""
    stop_at: Step | None = None
    """Set when the roll is refused only because, on the way from a beginning-phase step
    to the main phase, something triggers: the step where it triggers (nobody can act in
    the untap step, 502.4, so going on to it is all the table can do). Going there
    (``Goto``) is what the table does first; the roll can follow once the stack is empty
    (116.2i)."""
    waiting: str = ""
    """With ``stop_at``: what triggers there, e.g. "Naar Isle" (or who must choose)."""
    said: Message | None = field(default=None, compare=False)
    """``reason`` as a message, for an app to render in its language (issue 15)."""
    waiting_said: Message | None = field(default=None, compare=False)
    """With ``stop_at``: what the table deals with first, as a sentence ("Naar Isle
    triggered", "Ann must choose ..."), for an app to render in its language."""

    @property
    def allowed(self) -> bool:
        return self.reason is None


class _Checkpoint(NamedTuple):
    """A state kept for undo, without its planar history: that only ever grows along the
    undo history, so it is kept as a length, the prefix of any later state's. (Each
    planeswalk makes a new, longer tuple; kept in every checkpoint, those copies were most
    of what a full garbage collection had to walk in a long game.)"""

    state: GameState
    """With ``visited`` empty."""
    visited: int
    last_visit: Visit | None
    """The last entry of that planar history, to check the prefix it is cut from."""


def _freeze(state: GameState) -> _Checkpoint:
    bare = state.clone()
    bare.visited = ()
    return _Checkpoint(bare, len(state.visited), state.visited[-1] if state.visited else None)


_Entry = tuple[_Checkpoint | None, Action]
"""(state before the action, or None between checkpoints; the action)."""


class _Packed(NamedTuple):
    """``PACK_EVERY`` undo entries as bytes: the state before the first (its log and planar
    history apart, as in ``_Checkpoint``) and the actions, which replay gives the rest from
    (deterministic: the RNG state is part of the game state). The log stays an object:
    chains of plain rows that the collector untracks, shared with the other states."""

    state: bytes
    actions: bytes
    log: LogNode | None
    visited: int
    last_visit: Visit | None


def _pack(entries: Sequence[_Entry]) -> _Packed:
    first = entries[0][0]
    assert first is not None, "a packed block starts at a checkpoint"
    bare = first.state.clone()
    bare.log = None
    # Only this process reads these bytes back (they never touch disk), so unpickling is safe.
    return _Packed(pickle.dumps(bare, pickle.HIGHEST_PROTOCOL),
                   pickle.dumps(tuple(action for _, action in entries), pickle.HIGHEST_PROTOCOL),
                   first.state.log, first.visited, first.last_visit)


class Game:
    """A Planechase game: the state plus its undo and redo history."""

    def __init__(self, state: GameState, cards: CardDatabase, setup: NewGame | None = None,
                 automation: Automation | None = None):
        self.state = state
        self.cards = cards
        self.automation = automation or default_automation()
        self.setup = setup
        """The setup this game started from; None for a game loaded from a save."""
        self._undo: list[_Entry] = []
        """The latest undo entries, (state before the action, action); the state is kept
        every ``CHECKPOINT_EVERY`` entries, the others are rebuilt by replaying from the
        checkpoint before them. Older entries are in ``_packed``."""
        self._packed: list[_Packed] = []
        """Older undo entries, oldest block first, ``PACK_EVERY`` each."""
        self._dropped = 0
        """Actions dropped from the start of the undo history (``UNDO_KEPT``)."""
        self._redo: list[Action] = []

    # -- construction ----------------------------------------------------------------
    @classmethod
    def new(cls, setup: NewGame, cards: CardDatabase | None = None) -> tuple[Game, list[Event]]:
        """Validate a setup (901.3, 901.15a) and start the game (103.7, 901.5)."""
        cards = cards or default_cards()
        players = _check_players(setup)
        formats = formats_for(setup, players)
        players = seating(formats, players)
        if not 1 <= setup.life <= 1_000_000:
            raise BadCommand("setup.bad_life", given=setup.life)
        decks: dict[str, tuple[str, ...]] = {}
        state_rng = rng.seed_state(setup.seed)
        emap = _check_map_setup(setup)
        if setup.random_decks is not None:
            spec = setup.random_decks
            if spec.shared:
                no_phenomena = emap is not None and emap.settings.phenomena is Phenomena.OFF
                state_rng, deck = random_deck(
                    state_rng, cards, spec.size or shared_minimum(len(players)),
                    max_phenomena=0 if no_phenomena else 2 * len(players), sets=spec.sets,
                    playtest=spec.playtest)
                validate_shared_deck(deck, len(players), cards)
                decks[SHARED] = deck
            else:
                for owner in players:
                    state_rng, deck = random_deck(state_rng, cards, spec.size or MIN_DECK,
                                                  sets=spec.sets, playtest=spec.playtest)
                    validate_player_deck(owner, deck, cards)
                    decks[owner] = deck
        elif setup.decks is not None:
            given = [owner for owner, _ in setup.decks]
            if sorted(given) != sorted(players) or len(set(given)) != len(given):
                if given:
                    raise BadCommand("setup.decks_per_player", players=players, given=given)
                raise BadCommand("setup.decks_per_player_none", players=players)
            by_owner = dict(setup.decks)
            for owner in players:
                deck = resolve_names(by_owner[owner], cards, owner)
                validate_player_deck(owner, deck, cards)
                decks[owner] = deck
        else:
            assert setup.shared_deck is not None
            deck = resolve_names(setup.shared_deck, cards, msg("deck.Shared"))
            if emap is None:
                validate_shared_deck(deck, len(players), cards)
            else:
                validate_map_deck(deck, len(players), cards)
            phenomena = [n for n in deck if cards.get(n).is_phenomenon]
            if emap is not None and emap.settings.phenomena is Phenomena.OFF and phenomena:
                if len(phenomena) > 3:
                    raise BadCommand("map.phenomena_off_more", cards=phenomena[:3])
                raise BadCommand("map.phenomena_off", cards=phenomena)
            decks[SHARED] = deck
        if setup.shuffle:
            for key in list(decks):
                state_rng, shuffled = rng.shuffled(state_rng, decks[key])
                decks[key] = tuple(shuffled)
        if setup.starting_player is not None:
            if setup.starting_player not in players:
                raise BadCommand("setup.starter_unknown", given=shorten(setup.starting_player),
                                 players=players)
            starter = setup.starting_player
            if not formats.is_primary(starter):
                team = formats.team_of(starter)
                assert team is not None
                raise BadCommand("setup.starter_not_primary", player=starter,
                                 primary=team.primary, team=list(team.members))
        else:
            starters = [t.primary for t in formats.teams] or players
            state_rng, index = rng.below(state_rng, len(starters))
            starter = starters[index]
        state = GameState(
            players=tuple(Player(n, setup.life) for n in players),
            shared_deck=SHARED in decks,
            starting_life=setup.life,
            seed=setup.seed,
            rng=state_rng,
            decks=decks,
            turn_player=starter,
            anchor=starter,
            planar_controller=starter,
            skip_first_draw=len(players) == 2 or formats.two_headed,
            formats=formats,
            eternities=emap,
        )
        table = Table(state, cards)
        table.emit(GameStarted(tuple(players), starter, state.shared_deck, setup.seed))
        if emap is not None:
            table.set_up_map(starter)
        elif not table.turn_up_starting_plane(starter):  # pragma: no cover (901.3 checks)
            raise RuleViolation("901.3", "setup.no_plane", owner=state.deck_key(starter))
        table.begin_turn(starter, extra=False)
        return cls(state, cards, setup), table.events

    @classmethod
    def replay(cls, setup: NewGame, actions: Sequence[Action],
               cards: CardDatabase | None = None) -> Game:
        """Rebuild a game from its setup and action list (deterministic)."""
        game, _ = cls.new(setup, cards)
        for action in actions:
            game.apply(action)
        return game

    @classmethod
    def restore(cls, state: GameState, cards: CardDatabase, history: History | None = None,
                automation: Automation | None = None) -> Game:
        """A loaded game, with the undo and redo history its save carried (if any).

        The history is replayed from its base; if that doesn't lead to ``state`` exactly
        (e.g. the save was made with other card data), raise ``HistoryMismatch`` and let the
        caller load the state alone."""
        game = cls(state, cards, automation=automation)
        if history is not None:
            game._restore_history(history, state)
        return game

    @classmethod
    def load(cls, saved: SavedGame, cards: CardDatabase) -> tuple[Game, str | None]:
        """The game a save holds, with its history; a history that no longer replays is
        dropped (the game itself still loads): returns (game, why undo is gone, or None)."""
        try:
            return cls.restore(saved.state, cards, saved.history), saved.history_problem
        except HistoryMismatch as exc:
            log.warning("loaded without undo history: %s", exc)
            return cls(saved.state, cards), str(exc)

    def _restore_history(self, history: History, state: GameState) -> None:
        entries: list[_Entry] = []
        current = history.base
        try:
            for i, action in enumerate(history.undo):
                keep = i % CHECKPOINT_EVERY == 0
                entries.append((_freeze(current) if keep else None, action))
                current = self._step(current, action)
        except EngineError as exc:
            raise HistoryMismatch("save.undo_step_fails", step=i + 1, cmd=action.cmd,
                                  problem=exc.cited) from None
        if without_log_messages(state_to_json(current)) != without_log_messages(
                state_to_json(state)):
            raise HistoryMismatch("save.replay_differs")
        redo: list[Action] = []
        current = state
        for action in history.redo:
            try:
                current = self._step(current, action)
            except EngineError as exc:
                # Undo still works; only the redo steps from here on are lost.
                log.warning("dropping %d saved redo steps: %s no longer applies (%s)",
                            len(history.redo) - len(redo), action.label, exc)
                break
            redo.append(action)
        self._undo = entries
        self._packed = []
        self._dropped = 0
        self._redo = redo[::-1]
        self._pack_old()

    def _step(self, state: GameState, action: Action) -> GameState:
        working = state.clone()
        table = Table(working, self.cards, self.automation)
        table.require_playing()
        _dispatch(table, action)
        return working

    def history(self, limit: int = HISTORY_KEPT) -> History:
        """The latest ``limit`` undo steps (at least ``limit`` - 7: the history starts at a
        checkpoint, so saving after every action needs no replay) and up to ``limit`` redo
        steps, for a save file."""
        n = self.undo_depth()
        start = 0 if n <= limit else -(-(n - limit) // CHECKPOINT_EVERY) * CHECKPOINT_EVERY
        entries = self._entries_from(start)
        base = self._replay(entries, 0) if entries else self.state
        return History(base, tuple(action for _, action in entries),
                       tuple(reversed(self._redo[-limit:])))

    def _entries_from(self, start: int) -> list[_Entry]:
        """The undo entries from ``start`` (0: the oldest kept) to the latest, unpacking
        the packed blocks they reach into (``start`` is a multiple of
        ``CHECKPOINT_EVERY``)."""
        in_packed = len(self._packed) * PACK_EVERY
        if start >= in_packed:
            return self._undo[start - in_packed:]
        first = start // PACK_EVERY
        out = self._unpack(self._packed[first])[start - first * PACK_EVERY:]
        for packed in self._packed[first + 1:]:
            out += self._unpack(packed)
        return out + self._undo

    # -- actions ------------------------------------------------------------------------
    def roll_check(self, player: str | None = None) -> RollCheck:
        """Would ``Roll()`` by ``player`` (default: the active player) be accepted now?
        The same checks the roll makes (104.2a, 603.3b, 901.9, 116.2i), on a copy."""
        working = self.state.clone()
        table = Table(working, self.cards, self.automation)
        try:
            table.require_playing()
            table.require_no_choice()
            table.check_special_action(player)
        except EngineError as exc:
            moved = working.step is not self.state.step or working.turn != self.state.turn
            if moved and working.turn == self.state.turn and table.is_busy():
                items = (*reversed(working.stack), *working.pending)
                waiting = (msg("busy.triggered", sources=[source_name(i.source) for i in items])
                           if items else table.busy_reason())
                what = ", ".join(i.source or "the planeswalking ability" for i in items)
                return RollCheck(str(exc), working.step, what or waiting.english,
                                 said=exc.cited, waiting_said=waiting)
            return RollCheck(str(exc), said=exc.cited)
        return RollCheck(None)

    def apply(self, action: Action) -> list[Event]:
        """Apply one action atomically; on any refusal nothing changes and it raises."""
        events = self._run(action)
        self._redo.clear()
        return events

    def _run(self, action: Action) -> list[Event]:
        before = self.state
        working = before.clone()
        table = Table(working, self.cards, self.automation)
        table.require_playing()
        _dispatch(table, action)  # raises before ``self.state`` is touched
        self.state = working
        # The live entries start at a checkpoint (packed blocks are whole multiples of it).
        keep = len(self._undo) % CHECKPOINT_EVERY == 0
        self._undo.append((_freeze(before) if keep else None, action))
        self._pack_old()
        return table.events

    def _pack_old(self) -> None:
        """Pack the oldest live entries once there are ``2 * PACK_EVERY``, and drop the
        oldest block once the rest still reach back ``UNDO_KEPT`` actions."""
        while len(self._undo) >= 2 * PACK_EVERY:
            self._packed.append(_pack(self._undo[:PACK_EVERY]))
            del self._undo[:PACK_EVERY]
        while self._packed and self.undo_depth() - PACK_EVERY >= UNDO_KEPT:
            del self._packed[0]
            self._dropped += PACK_EVERY
            log.info("undo history: dropped the oldest %d actions (%d kept)",
                     PACK_EVERY, self.undo_depth())

    def _unpack_last(self) -> None:
        """Bring the latest packed block back to life, for an undo that reaches it."""
        if not self._undo and self._packed:
            self._undo = self._unpack(self._packed.pop())

    def _unpack(self, packed: _Packed) -> list[_Entry]:
        """The entries of a packed block, checkpoints rebuilt by replaying its actions (a
        few milliseconds). The planar history is cut from the current state's, which
        descends from every state in the undo history."""
        bare: GameState = pickle.loads(packed.state)
        actions: tuple[Action, ...] = pickle.loads(packed.actions)
        bare.log = packed.log
        state = self._thaw(_Checkpoint(bare, packed.visited, packed.last_visit))
        entries: list[_Entry] = []
        for i, action in enumerate(actions):
            keep = i % CHECKPOINT_EVERY == 0
            entries.append((_freeze(state) if keep else None, action))
            if i + 1 < len(actions):
                working = state.clone()
                _dispatch(Table(working, self.cards, self.automation), action)
                state = working
        return entries

    def _state_before(self, index: int) -> GameState:
        """The state before live undo entry ``index``: its checkpoint plus a deterministic
        replay (the RNG state is part of the game state, so replay gives the same rolls)."""
        return self._replay(self._undo, index)

    def _thaw(self, checkpoint: _Checkpoint) -> GameState:
        """The kept state with its planar history, cut from the current state's (which
        descends from every state in the undo history)."""
        visited = self.state.visited[:checkpoint.visited]
        if len(visited) != checkpoint.visited or (visited and visited[-1] != checkpoint.last_visit):
            raise AssertionError("the planar history of the undo history is not a prefix of "
                                 "the current one")  # pragma: no cover - an engine bug
        state = checkpoint.state.clone()
        state.visited = visited
        return state

    def _replay(self, entries: Sequence[_Entry], index: int) -> GameState:
        start = index
        while entries[start][0] is None:
            start -= 1
        checkpoint = entries[start][0]
        assert checkpoint is not None
        state = self._thaw(checkpoint)
        for _, action in entries[start:index]:
            working = state.clone()
            _dispatch(Table(working, self.cards, self.automation), action)
            state = working
        return state

    @property
    def actions(self) -> list[Action]:
        """The actions in the undo history, in order: every action since the setup (or the
        load) until ``UNDO_KEPT`` is passed, then the latest ``undo_depth()``."""
        return [action for _, action in self._entries_from(0)]

    @property
    def undo_dropped(self) -> int:
        """How many of the earliest actions undo can no longer reach (``UNDO_KEPT``)."""
        return self._dropped

    def can_undo(self) -> bool:
        return bool(self._undo)

    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo_label(self) -> str | None:
        return self._undo[-1][1].label if self._undo else None

    def redo_label(self) -> str | None:
        return self._redo[-1].label if self._redo else None

    def undo(self) -> list[Event]:
        if not self._undo:
            if self._dropped:
                raise NothingToUndo("undo.no_more", kept=UNDO_KEPT, dropped=self._dropped)
            raise NothingToUndo("undo.at_start")
        before = self._state_before(len(self._undo) - 1)
        _, action = self._undo.pop()
        self.state = before
        self._redo.append(action)
        self._unpack_last()
        return [Undone(action.label)]

    def redo(self) -> list[Event]:
        if not self._redo:
            raise NothingToUndo("undo.nothing_to_redo")
        action = self._redo.pop()
        try:
            events = self._run(action)
        except EngineError:  # pragma: no cover - replay of a recorded action is deterministic
            self._redo.append(action)
            raise
        return [Redone(action.label), *events]

    def undo_depth(self) -> int:
        return len(self._packed) * PACK_EVERY + len(self._undo)

    def __copy__(self) -> Game:
        """A game to go back to (the driver does when an autosave fails): the history lists
        are copied; what is in them (entries, checkpoints, packed blocks) is never changed
        in place, so sharing it is safe."""
        twin = Game.__new__(Game)
        twin.__dict__.update(self.__dict__)
        twin._undo = list(self._undo)
        twin._packed = list(self._packed)
        twin._redo = list(self._redo)
        return twin


def _check_players(setup: NewGame) -> list[str]:
    players = list(setup.players)
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise RuleViolation("901.2", "setup.player_count", least=MIN_PLAYERS, most=MAX_PLAYERS,
                            count=len(players))
    for name in players:
        if not name.strip() or name != name.strip() or len(name) > MAX_NAME:
            raise BadCommand("setup.bad_player_name", given=shorten(name), most=MAX_NAME)
        if name == SHARED:
            raise BadCommand("setup.reserved_name", name=SHARED)
    if len(set(players)) != len(players):
        raise BadCommand("setup.same_names", players=players)
    return players


def _check_map_setup(setup: NewGame) -> EternitiesMap | None:
    """The Eternities Map plays one planar deck of the whole pool (901.15)."""
    if setup.variant is None:
        return None
    if setup.decks is not None or (setup.random_decks is not None
                                   and not setup.random_decks.shared):
        raise BadCommand("map.needs_shared_deck")
    return EternitiesMap(setup.map_settings or MapSettings())


def _dispatch(t: Table, action: Action) -> None:
    """Send a typed action to the rule operation that carries it out."""
    match action:
        case Roll():
            t.roll(action.face, action.source, action.confidence, action.effect, action.player)
        case Resolve():
            t.resolve_top()
        case Remove():
            t.remove_item(action.id)
        case Choose():
            t.choose(action.choice)
        case NextStep():
            t.require_empty_stack(msg("stack.to_move_to_the_next_step"))
            t.advance_step()
        case Goto():
            t.advance_to(action.step, next_turn_only=False)
        case NextTurn():
            t.advance_to(Step.PRECOMBAT_MAIN, next_turn_only=True)
        case Planeswalk():
            t.require_no_choice()
            t.planeswalk(t.s.planar_controller, why="manual")
            t.settle()
        case Chaos():
            t.require_no_choice()
            t.chaos_ensues(t.s.planar_controller,
                           t.find_face_up(action.card) if action.card else None)
            t.settle()
        case Counter():
            t.add_counters(action.card, action.kind, action.delta)
        case Life():
            t.change_life(action.player, action.delta, action.set)
        case Poison():
            t.change_poison(action.player, action.delta, action.set)
        case PlayerCounter():
            t.change_player_counter(action.player, action.kind, action.delta)
        case Leave():
            t.leave(action.player)
        case AddEffect():
            if action.player is not None:
                t.player_in_game(action.player)
            t.add_effect(action.text.strip(), action.until, action.source, action.player)
        case EndEffect():
            if not any(e.id == action.id for e in t.s.effects):
                if t.s.effects:
                    raise BadCommand("effect.unknown", id=action.id,
                                     ids=[e.id for e in t.s.effects])
                raise BadCommand("effect.unknown_none", id=action.id)
            t.end_effects(lambda e: e.id == action.id, "ended by the table")
        case ReverseTurnOrder():
            t.reverse_turn_order()
        case ExtraTurn():
            t.extra_turn(action.player)
        case ExtraCombat():
            t.extra_combat()
        case ExtraBeginning():
            t.extra_beginning()
        case EndTurn():
            t.end_turn()
        case Token():
            t.add_tokens(action.player, action.name, action.delta)
        case Designation():
            p = t.player_in_game(action.player)
            name = action.name.strip()
            kept = {d for d in p.designations if d != name}
            t.set_designations(p.name, tuple(sorted(kept | {name} if action.on else kept)))
        case FlipCoin():
            t.flip_coin(action.player)
        case Trigger():
            t.require_no_choice()
            t.table_trigger(action.card, action.ability)
            t.settle()
        case TableReveal():
            t.table_reveal(action.deck, action.n)
        case TablePut():
            t.table_put(action.card, action.position, action.deck)
        case TableShuffle():
            t.table_shuffle(action.deck)
        case TablePlaneswalk():
            t.table_planeswalk(action.card, action.deck)
        case TableCounter():
            t.table_counter(action.card, action.kind, action.set)
        case CommanderDamage():
            t.commander_damage(action.source, action.commander, action.to, action.amount)
        case CommanderCast():
            t.commander_cast(action.player, action.commander)
        case Move():
            t.move(action.direction)
        case _:
            raise BadCommand("command.cannot_apply", action=repr(action))
