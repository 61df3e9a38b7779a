"""Save and load games as versioned JSON (never pickle), crash-safely.

Writes go to a temporary file in the same folder, are fsynced, then renamed over the
target, so a crash leaves either the old save or the new one. A file that can't be read
(corrupt, someone else's, or from a newer version) raises ``SaveFileError`` and is never
overwritten by a later save.
"""

from __future__ import annotations

import json
import logging
import os
import re
import secrets
import stat
from dataclasses import dataclass
from datetime import datetime
from functools import lru_cache
from pathlib import Path
from typing import Any

from engine.actions import Action, action_from_json
from engine.bottom_order import BottomOrder, Walk
from engine.cards import CardDatabase
from engine.consistency import ImpossibleState, check_state
from engine.correction_log import Correction
from engine.domain import (
    Arrival,
    ChoiceKind,
    DieFace,
    Duration,
    FaceRule,
    RollSource,
    StackKind,
    Step,
)
from engine.errors import EngineError, SaveFileError
from engine.eternities_map import EternitiesMap, MapCard, Pos, parse_settings
from engine.formats import CommanderSeat, Format, Formats, Team
from engine.game_log import LogEntry, LogNode, log_from_rows
from engine.history import History
from engine.messages import Message, msg
from engine.safe_json import InputError, loads_bounded, shorten
from engine.state import (
    NO_STEPS,
    STEP_INDEX,
    Binding,
    Effect,
    FaceUpCard,
    GameState,
    PendingChoice,
    Player,
    Resume,
    RollRecord,
    StackItem,
    Visit,
)

log = logging.getLogger(__name__)

SAVE_FORMAT = "planechase-save"
SAVE_VERSION = 1
LOG_KEPT = 100
"""Log entries kept in a save; older ones are dropped to keep autosaves small."""
MAX_SAVE_BYTES = 64 * 1024 * 1024
MAX_SAVE_DEPTH = 16
"""A save nests 8 deep (history, base, pending choice, resume, item, info)."""
MAX_SAVE_INT = 2**64
"""Every number in a save: the seed and RNG state are 64-bit, all else far smaller."""


@dataclass(frozen=True, slots=True)
class SavedGame:
    """What a save file holds: the game, and its undo history (None in saves made before
    saves carried history, or when saved without one)."""

    state: GameState
    history: History | None = None
    history_problem: str | None = None
    """Why a history in the file couldn't be read (the game itself loads without it)."""


# -- writing ---------------------------------------------------------------------------

def state_to_json(state: GameState) -> dict[str, Any]:
    return {
        "players": [
            {"name": p.name, "life": p.life, "poison": p.poison, "counters": dict(p.counters),
             "in_game": p.in_game, "designations": list(p.designations),
             "tokens": dict(p.tokens)}
            for p in state.players
        ],
        "shared_deck": state.shared_deck,
        "starting_life": state.starting_life,
        "seed": state.seed,
        "rng": state.rng,
        "decks": {k: list(v) for k, v in state.decks.items()},
        "turn": state.turn,
        "turn_player": state.turn_player,
        "anchor": state.anchor,
        "planar_controller": state.planar_controller,
        "direction": state.direction,
        "step": state.step.value,
        "upcoming": [s.value for s in state.upcoming],
        "step_counts": _counts_json(state.step_counts),
        "game_step_counts": _counts_json(state.game_step_counts),
        "extra_turns": list(state.extra_turns),
        "rolls_this_turn": dict(state.rolls_this_turn),
        "face_up": [
            {"obj": c.obj, "name": c.name, "owner": c.owner, "counters": dict(c.counters),
             "turned_up_turn": c.turned_up_turn}
            for c in state.face_up
        ],
        "visited": [
            {"turn": v.turn, "name": v.name, "owner": v.owner, "player": v.player,
             "arrival": v.arrival.value}
            for v in state.visited
        ],
        "removed": [[o, n] for o, n in state.removed],
        "stack": [_item_json(i) for i in state.stack],
        "pending": [_item_json(i) for i in state.pending],
        "pending_choice": None if state.pending_choice is None else {
            "player": state.pending_choice.player,
            "kind": state.pending_choice.kind.value,
            "prompt": state.pending_choice.prompt,
            "options": list(state.pending_choice.options),
            "items": [_item_json(i) for i in state.pending_choice.items],
            "resume": _resume_json(state.pending_choice.resume),
            "cards": list(state.pending_choice.cards),
            "bottom": _bottom_json(state.pending_choice.bottom),
            **_msg_json("prompt_msg", state.pending_choice.prompt_msg),
        },
        "effects": [
            {"id": e.id, "text": e.text, "source": e.source, "until": e.until.value,
             "player": e.player, "face_rule": e.face_rule.value if e.face_rule else None,
             "end_text": e.end_text, **_msg_json("msg", e.said),
             **_msg_json("end_msg", e.end_said)}
            for e in state.effects
        ],
        "rolls": [
            {"turn": r.turn, "roller": r.roller, "cost": r.cost, "source": r.source.value,
             "face_read": r.face_read.value, "face_counted": r.face_counted.value,
             "confidence": r.confidence, "effect": r.effect, "pip": r.pip}
            for r in state.rolls
        ],
        "corrections": [{"turn": c.turn, "action": c.action, "text": c.text,
                         **_msg_json("msg", c.said)}
                        for c in state.corrections],
        "next_id": state.next_id,
        "winner": state.winner,
        "game_over": state.game_over,
        "skip_first_draw": state.skip_first_draw,
        **_formats_json(state.formats),
        **_map_json(state.eternities),
        "log": [
            {"seq": e.seq, "turn": e.turn, "type": e.type, "text": e.text,
             **({"msg": json.loads(e.msg_json)} if e.msg_json else {})}
            for e in state.log_entries(LOG_KEPT)
        ],
    }


def _resume_json(r: Resume | None) -> dict[str, Any] | None:
    if r is None:
        return None
    return {"item": _item_json(r.item), "step": r.step, "key": r.key,
            "bindings": {k: list(v) if isinstance(v, tuple) else v for k, v in r.bindings},
            "queue": list(r.queue)}


def _bottom_json(b: BottomOrder | None) -> dict[str, Any] | None:
    if b is None:
        return None
    walk = None if b.walk is None else {
        "player": b.walk.player, "away": list(b.walk.away), "to_deck": b.walk.to_deck,
        "to": list(b.walk.to)}
    return {"waiting": [{"deck": k, "cards": list(v)} for k, v in b.waiting],
            "chosen": [{"deck": k, "cards": list(v)} for k, v in b.chosen], "walk": walk}


def _counts_json(counts: tuple[int, ...]) -> dict[str, int]:
    return {step.value: counts[i] for step, i in STEP_INDEX.items() if counts[i]}


def _item_json(i: StackItem) -> dict[str, Any]:
    return {"id": i.id, "kind": i.kind.value, "source": i.source, "source_obj": i.source_obj,
            "owner": i.owner, "controller": i.controller, "text": i.text, "ability": i.ability,
            "reason": i.reason, "info": dict(i.info), "targets": list(i.targets),
            "mode": i.mode}


@dataclass(frozen=True, slots=True)
class JournalMark:
    """Where a save stands in its write-ahead journal (``engine.journal``): the journal of
    game ``game`` whose entries up to ``seq`` the save already holds."""

    game: str
    seq: int


def encode_save(state: GameState, cards: CardDatabase, now: datetime | None,
                history: History | None = None, *, base_cache: _BaseCache | None = None,
                journal: JournalMark | None = None) -> bytes:
    """The save file's bytes. ``history`` adds the optional ``history`` object, ``journal``
    the optional ``journal`` mark (the save format stays version 1: older versions ignore
    both and load the game without undo)."""
    doc: dict[str, Any] = {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "saved_at": now.isoformat() if now else None,
        "card_data": cards.data_date,
    }
    if journal is not None:
        doc["journal"] = {"game": journal.game, "seq": journal.seq}
    doc["state"] = state_to_json(state)
    text = _dumps(doc)
    if history is None:
        return text.encode("utf-8")
    base = base_cache.encode(history.base) if base_cache else _dumps(state_to_json(history.base))
    return "".join((
        text[:-1], ',"history":{"base":', base,
        ',"undo":[', ",".join(map(_action_json, history.undo)),
        '],"redo":[', ",".join(map(_action_json, history.redo)), "]}}",
    )).encode("utf-8")


def _dumps(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


@lru_cache(maxsize=4096)
def _action_json(action: Action) -> str:
    # Actions are frozen and most repeat (resolve, next_step, roll): encode each kind once.
    return _dumps(action.to_json())


class _BaseCache:
    """The JSON of the last history base. The base moves only every ``CHECKPOINT_EVERY``
    actions, so an autosave after every action encodes it about once in eight saves."""

    def __init__(self) -> None:
        self._state: GameState | None = None
        self._json = ""

    def encode(self, state: GameState) -> str:
        if state is not self._state:  # states are never changed once replaced by the next
            self._json = _dumps(state_to_json(state))
            self._state = state
        return self._json


TEMP_SUFFIX = ".planechase-tmp"
"""Every temp file ``atomic_write`` makes is ``.NAME.PID-RANDOM.planechase-tmp`` next to NAME,
so leftovers of a killed save can be recognised and cleaned (``clean_temp_files``)."""
_TEMP_RE = re.compile(
    r"^\.(?P<name>.+)\.(?P<pid>\d{1,10})-[0-9a-f]{8}" + re.escape(TEMP_SUFFIX) + "$")
_LEGACY_TEMP_RE = re.compile(r"^\.(?P<name>.+\.json)\.[a-z0-9_]{8}\.tmp$")
"""Temp files of versions before ``TEMP_SUFFIX`` (``tempfile.mkstemp``'s random part)."""


def temp_path(path: Path) -> Path:
    """A fresh temp file name for ``path``: in its folder (so the rename is atomic), named
    after it and after this process (so a start never removes a live save's temp file)."""
    return path.with_name(f".{path.name}.{os.getpid()}-{secrets.token_hex(4)}{TEMP_SUFFIX}")


def atomic_write(path: Path, data: bytes, *, sync_folder: bool = True) -> None:
    """Temp file in the same folder, sync its data, rename it over the target.

    The rename is atomic, so a crash leaves the old file or the new one, never a torn one;
    a temp file left by a crash is removed by ``clean_temp_files`` at the next start.
    ``sync_folder`` also syncs the folder so the rename itself survives a power cut (the
    app's autosave needs that: its journal is cut once a full save is in place).
    """
    folder = path.parent
    tmp = temp_path(path)
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o600)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            _datasync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    if sync_folder:
        sync_dir(folder)


def sync_dir(folder: Path) -> None:
    """Make a rename or a new file in ``folder`` survive a power cut (where folders can be
    synced; elsewhere the rename is still atomic)."""
    try:
        dir_fd = os.open(folder, os.O_RDONLY)
    except OSError:  # some platforms can't open folders
        return
    try:
        os.fsync(dir_fd)
    finally:
        os.close(dir_fd)


def clean_temp_files(folder: Path, name: str | None = None, *, legacy: bool = False) -> list[Path]:
    """Remove the temp files a killed save left in ``folder`` and return them.

    Only files named like ``atomic_write``'s temp files are touched (for target ``name``
    only, if given), and never one whose process is still running (another copy of the app
    may be saving). ``legacy`` also removes older versions' ``.NAME.json.XXXXXXXX.tmp``;
    use it only in folders the app owns."""
    try:
        entries = list(os.scandir(folder))
    except OSError:  # no folder yet, or not ours to list: nothing to clean
        return []
    removed = []
    for entry in entries:
        m = _TEMP_RE.match(entry.name)
        if m is not None:
            pid = int(m.group("pid"))
            if pid == os.getpid() or _process_alive(pid):  # maybe saving right now
                continue
        elif not legacy or (m := _LEGACY_TEMP_RE.match(entry.name)) is None:
            continue
        if name is not None and m.group("name") != name:
            continue
        try:
            if not stat.S_ISREG(entry.stat(follow_symlinks=False).st_mode):
                continue
            os.unlink(entry.path)
        except FileNotFoundError:
            continue
        except OSError as exc:
            log.warning("can't remove the leftover temp file %s: %s", entry.path, exc)
            continue
        log.info("removed the leftover temp file %s", entry.path)
        removed.append(Path(entry.path))
    return removed


def _process_alive(pid: int) -> bool:
    if os.name != "posix":
        return False  # no cheap, safe check: a leftover there is from a finished run
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # someone else's process
        return True
    return True


def _datasync(fd: int) -> None:
    # fdatasync flushes the data and the metadata needed to read it back; cheaper than fsync.
    sync = getattr(os, "fdatasync", os.fsync)
    sync(fd)


class SaveFile:
    """One save path. Refuses to overwrite a file it can't read; remembers its own writes
    so that autosaving after every action doesn't re-read the file each time."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self._ours: tuple[int, int, int] | None = None
        self._base_cache = _BaseCache()

    def _signature(self) -> tuple[int, int, int] | None:
        try:
            st = self.path.stat()
        except FileNotFoundError:
            return None
        return (st.st_ino, st.st_size, st.st_mtime_ns)

    def write(self, state: GameState, cards: CardDatabase, now: datetime | None = None, *,
              sync_folder: bool = True, history: History | None = None,
              journal: JournalMark | None = None) -> None:
        try:
            sig = self._signature()
        except OSError as exc:  # a name too long, a folder that is a file...
            raise SaveFileError("save.cannot_write", path=str(self.path),
                                detail=str(exc.strerror or exc)) from exc
        if sig is not None and sig != self._ours:
            # Not a file we just wrote: only replace it if it is a save we can read.
            try:
                read_save(self.path, cards)
            except SaveFileError as exc:
                raise SaveFileError("save.wont_overwrite", path=str(self.path),
                                    problem=exc.cited) from None
        try:
            data = encode_save(state, cards, now, history, base_cache=self._base_cache,
                               journal=journal)
        except UnicodeEncodeError as exc:  # e.g. a lone surrogate that got into a name
            raise SaveFileError("save.not_unicode", path=str(self.path),
                                given=repr(exc.object[exc.start:exc.end])) from None
        try:
            atomic_write(self.path, data, sync_folder=sync_folder)
        except OSError as exc:
            raise SaveFileError("save.cannot_write", path=str(self.path),
                                detail=str(exc.strerror or exc)) from exc
        self._ours = self._signature()

    def read(self, cards: CardDatabase) -> GameState:
        return self.read_game(cards).state

    def read_game(self, cards: CardDatabase) -> SavedGame:
        saved = read_game(self.path, cards)
        self._ours = self._signature()
        return saved


# -- reading ---------------------------------------------------------------------------

def read_save(path: Path, cards: CardDatabase) -> GameState:
    return read_game(path, cards).state


def read_game(path: Path, cards: CardDatabase) -> SavedGame:
    """The game in a save file, with its undo history if the file has one."""
    try:
        st = path.stat()
        if not stat.S_ISREG(st.st_mode):  # a folder, a device (/dev/zero never ends), a pipe
            raise SaveFileError("save.not_a_file", path=str(path))
        if st.st_size > MAX_SAVE_BYTES:
            raise SaveFileError("save.too_large", path=str(path), size=st.st_size)
        with path.open("rb") as handle:  # never more than the limit, even if it grew
            raw = handle.read(MAX_SAVE_BYTES + 1)
    except FileNotFoundError:
        raise SaveFileError("save.missing", path=str(path)) from None
    except OSError as exc:
        raise SaveFileError("save.cannot_read", path=str(path),
                            detail=str(exc.strerror or exc)) from exc
    return decode_game(raw, cards, origin=str(path))


def decode_save(raw: bytes, cards: CardDatabase, origin: str = "save") -> GameState:
    return decode_game(raw, cards, origin).state


def decode_game(raw: bytes, cards: CardDatabase, origin: str = "save") -> SavedGame:
    try:
        doc = loads_bounded(raw, max_bytes=MAX_SAVE_BYTES, max_depth=MAX_SAVE_DEPTH,
                            what=msg("input.the_file"))
    except InputError as exc:
        why = (msg("save.corrupt_json", detail=str(exc.syntax)) if exc.syntax
               else exc.message)
        raise SaveFileError("save.unreadable", origin=origin, problem=why) from None
    if not isinstance(doc, dict) or doc.get("format") != SAVE_FORMAT:
        raise SaveFileError("save.not_a_save", origin=origin)
    version = doc.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveFileError("save.no_version", origin=origin)
    if version > SAVE_VERSION:
        raise SaveFileError("save.newer", origin=origin, version=version, newest=SAVE_VERSION)
    if version < 1:
        raise SaveFileError("save.unknown_version", origin=origin, version=version)
    try:
        state = _state_from_json(_R(doc, origin).obj("state"))
        _check_consistency(state, cards)
    except _Bad as exc:
        raise SaveFileError("save.damaged", origin=origin, detail=str(exc)) from None
    if doc.get("history") is None:
        return SavedGame(state)
    try:
        return SavedGame(state, _history(_R(doc, origin).obj("history"), cards))
    except _Bad as exc:
        # The game is fine; only undo is lost. Say so rather than refuse the whole file.
        log.warning("%s: undo history dropped: %s", origin, exc)
        return SavedGame(state, None, f"the undo history in the save is damaged ({exc})")


def _history(r: _R, cards: CardDatabase) -> History:
    base = _state_from_json(r.obj("base"))
    _check_consistency(base, cards)
    return History(base, _actions(r, "undo"), _actions(r, "redo"))


def _actions(r: _R, key: str) -> tuple[Action, ...]:
    out = []
    for i, raw in enumerate(r.array(key)):
        try:
            out.append(action_from_json(raw))
        except EngineError as exc:
            raise _Bad(f"{r.where}.{key}[{i}] is not an action: {exc}") from None
    return tuple(out)


class _Bad(Exception):
    pass


class _R:
    """A reader over one JSON object that names the path of any bad field."""

    def __init__(self, obj: Any, where: str) -> None:
        if not isinstance(obj, dict):
            raise _Bad(f"{where} must be an object")
        self.d: dict[str, Any] = obj
        self.where = where

    def _get(self, key: str, types: tuple[type, ...], nullable: bool = False) -> Any:
        if key not in self.d:
            raise _Bad(f"{self.where}.{key} is missing")
        value = self.d[key]
        if value is None and nullable:
            return None
        if isinstance(value, bool) and bool not in types:
            raise _Bad(f"{self.where}.{key} has the wrong type")
        if not isinstance(value, types):
            raise _Bad(f"{self.where}.{key} has the wrong type")
        if isinstance(value, int) and not -MAX_SAVE_INT <= value <= MAX_SAVE_INT:
            raise _Bad(f"{self.where}.{key} is out of range")
        return value

    def text(self, key: str) -> str:
        v: str = self._get(key, (str,))
        return v

    def opt_text(self, key: str) -> str | None:
        v: str | None = self._get(key, (str,), nullable=True)
        return v

    def integer(self, key: str) -> int:
        v: int = self._get(key, (int,))
        return v

    def opt_integer(self, key: str) -> int | None:
        v: int | None = self._get(key, (int,), nullable=True)
        return v

    def flag(self, key: str) -> bool:
        v: bool = self._get(key, (bool,))
        return v

    def array(self, key: str) -> list[Any]:
        v: list[Any] = self._get(key, (list,))
        return v

    def obj(self, key: str) -> _R:
        return _R(self._get(key, (dict,)), f"{self.where}.{key}")

    def opt_obj(self, key: str) -> _R | None:
        v = self._get(key, (dict,), nullable=True)
        return None if v is None else _R(v, f"{self.where}.{key}")

    def objs(self, key: str) -> list[_R]:
        return [_R(v, f"{self.where}.{key}[{i}]") for i, v in enumerate(self.array(key))]

    def texts(self, key: str) -> tuple[str, ...]:
        items = self.array(key)
        if not all(isinstance(v, str) for v in items):
            raise _Bad(f"{self.where}.{key} must hold strings")
        return tuple(items)

    def counts(self, key: str) -> tuple[tuple[str, int], ...]:
        d = self._get(key, (dict,))
        if not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in d.values()):
            raise _Bad(f"{self.where}.{key} must map names to counts of 0 or more")
        return tuple(sorted((str(k), v) for k, v in d.items() if v))

    def enum(self, key: str, enum: Any) -> Any:
        value = self.text(key)
        try:
            return enum(value)
        except ValueError:
            raise _Bad(f"{self.where}.{key} has an unknown value {shorten(value)}") from None


def _item(r: _R) -> StackItem:
    return StackItem(
        id=r.integer("id"), kind=r.enum("kind", StackKind), source=r.opt_text("source"),
        source_obj=r.opt_integer("source_obj"), owner=r.opt_text("owner"),
        controller=r.text("controller"),
        text=r.text("text"), ability=r.opt_integer("ability"), reason=r.text("reason"),
        info=r.counts("info"),
        # Saves from before targets and modes (issue 12) have neither: none chosen.
        targets=r.texts("targets") if "targets" in r.d else (),
        mode=r.opt_text("mode") if "mode" in r.d else None,
    )


def _resume(r: _R) -> Resume:
    bindings: list[tuple[str, Binding]] = []
    raw = r.obj("bindings")
    for key, value in raw.d.items():
        if isinstance(value, list):
            bindings.append((key, raw.texts(key)))
        elif value is None or isinstance(value, str | int | bool):
            bindings.append((key, value))
        else:
            raise _Bad(f"{raw.where}.{key} has the wrong type")
    return Resume(_item(r.obj("item")), r.integer("step"), r.text("key"), tuple(bindings),
                  r.texts("queue"))


def _bottom(r: _R | None) -> BottomOrder | None:
    if r is None:
        return None
    walk_r = r.opt_obj("walk")
    walk = None
    if walk_r is not None:
        away = []
        for i, obj in enumerate(walk_r.array("away")):
            if isinstance(obj, bool) or not isinstance(obj, int):
                raise _Bad(f"{walk_r.where}.away[{i}] must be an object id")
            away.append(obj)
        walk = Walk(walk_r.text("player"), tuple(away), walk_r.opt_text("to_deck"),
                    walk_r.texts("to"))
    waiting = tuple((g.text("deck"), g.texts("cards")) for g in r.objs("waiting"))
    if not waiting:
        raise _Bad(f"{r.where}.waiting must name the cards being ordered")
    return BottomOrder(waiting, tuple((g.text("deck"), g.texts("cards"))
                                      for g in r.objs("chosen")), walk)


def _step_counts(r: _R, key: str) -> tuple[int, ...]:
    counts = list(NO_STEPS)
    for name, n in r.counts(key):
        try:
            counts[STEP_INDEX[Step(name)]] = n
        except ValueError:
            raise _Bad(f"{r.where}.{key} names an unknown step {shorten(name)}") from None
    return tuple(counts)


def _state_from_json(r: _R) -> GameState:
    players = tuple(
        Player(name=p.text("name"), life=p.integer("life"), poison=p.integer("poison"),
               counters=p.counts("counters"), in_game=p.flag("in_game"),
               designations=tuple(sorted(p.texts("designations"))),
               tokens=p.counts("tokens"))
        for p in r.objs("players")
    )
    decks_r = r.obj("decks")
    decks = {k: decks_r.texts(k) for k in decks_r.d}
    choice_r = r.opt_obj("pending_choice")
    choice = None
    if choice_r is not None:
        resume_r = choice_r.opt_obj("resume")
        choice = PendingChoice(choice_r.text("player"), choice_r.enum("kind", ChoiceKind),
                               choice_r.text("prompt"), choice_r.texts("options"),
                               tuple(_item(i) for i in choice_r.objs("items")),
                               None if resume_r is None else _resume(resume_r),
                               # saves from before "cards" existed have none to show
                               choice_r.texts("cards") if "cards" in choice_r.d else (),
                               # saves from before 401.4 orders have no "bottom"
                               _bottom(choice_r.opt_obj("bottom")) if "bottom" in choice_r.d
                               else None,
                               _saved_msg(choice_r, "prompt_msg", choice_r.text("prompt")))
    effects = []
    for e in r.objs("effects"):
        face_rule = e.opt_text("face_rule")
        try:
            rule = FaceRule(face_rule) if face_rule is not None else None
        except ValueError:
            raise _Bad(f"{e.where}.face_rule has an unknown value {shorten(face_rule)}") from None
        effects.append(Effect(e.integer("id"), e.text("text"), e.opt_text("source"),
                              e.enum("until", Duration), e.opt_text("player"), rule,
                              e.opt_text("end_text"), _saved_msg(e, "msg", e.text("text")),
                              _saved_msg(e, "end_msg", e.opt_text("end_text"))))
    rolls = []
    for x in r.objs("rolls"):
        conf = x.d.get("confidence")
        if conf is not None and (isinstance(conf, bool) or not isinstance(conf, int | float)):
            raise _Bad(f"{x.where}.confidence has the wrong type")
        rolls.append(RollRecord(x.integer("turn"), x.text("roller"), x.integer("cost"),
                                x.enum("source", RollSource), x.enum("face_read", DieFace),
                                x.enum("face_counted", DieFace),
                                None if conf is None else float(conf), x.flag("effect"),
                                x.opt_integer("pip")))
    removed = []
    for i, pair in enumerate(r.array("removed")):
        if not (isinstance(pair, list) and len(pair) == 2 and all(isinstance(v, str)
                                                                 for v in pair)):
            raise _Bad(f"{r.where}.removed[{i}] must be [owner, name]")
        removed.append((pair[0], pair[1]))
    entries = [LogEntry(e.integer("seq"), e.integer("turn"), e.text("type"), e.text("text"),
                        _log_msg(e))
               for e in r.objs("log")]
    # Saves from before the planar history have no "visited": they load with an empty one.
    visited = tuple(
        Visit(v.integer("turn"), v.text("name"), v.text("owner"), v.text("player"),
              v.enum("arrival", Arrival))
        for v in (r.objs("visited") if "visited" in r.d else [])
    )
    direction = r.integer("direction")
    if direction not in (1, -1):
        raise _Bad(f"{r.where}.direction must be 1 or -1")
    rolls_this_turn = r.counts("rolls_this_turn")
    return GameState(
        players=players,
        shared_deck=r.flag("shared_deck"),
        starting_life=r.integer("starting_life"),
        seed=r.integer("seed"),
        rng=r.integer("rng"),
        decks=decks,
        turn=r.integer("turn"),
        turn_player=r.text("turn_player"),
        anchor=r.text("anchor"),
        planar_controller=r.text("planar_controller"),
        direction=direction,
        step=r.enum("step", Step),
        upcoming=tuple(_enum_list(r, "upcoming", Step)),
        step_counts=_step_counts(r, "step_counts"),
        game_step_counts=_step_counts(r, "game_step_counts"),
        extra_turns=r.texts("extra_turns"),
        rolls_this_turn=dict(rolls_this_turn),
        face_up=tuple(
            FaceUpCard(c.integer("obj"), c.text("name"), c.text("owner"), c.counts("counters"),
                       c.integer("turned_up_turn"))
            for c in r.objs("face_up")
        ),
        visited=visited,
        removed=tuple(removed),
        stack=tuple(_item(i) for i in r.objs("stack")),
        pending=tuple(_item(i) for i in r.objs("pending")),
        pending_choice=choice,
        effects=tuple(effects),
        rolls=tuple(rolls),
        # Saves from before table corrections have none.
        corrections=tuple(Correction(c.integer("turn"), c.text("action"), c.text("text"),
                                     _saved_msg(c, "msg", c.text("text")))
                          for c in (r.objs("corrections") if "corrections" in r.d else [])),
        next_id=r.integer("next_id"),
        log=_relog(entries),
        winner=r.opt_text("winner"),
        game_over=r.flag("game_over"),
        skip_first_draw=r.flag("skip_first_draw"),
        formats=_formats(r),
        eternities=_map(r),
    )


def _log_msg(r: _R) -> str:
    """A log entry's message as JSON text, if the save has one that renders to the entry's
    text; else "" (saves before messages had ids, or from a version with other ids)."""
    raw = r.d.get("msg")
    if raw is None:
        return ""
    # A hostile or newer save can hold any value here: an id we don't know, params of the
    # wrong kind for a template's spec. Whatever fails to render, the entry's text stands.
    try:
        message = Message.from_json(raw)
        english = message.english
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
        log.debug("%s: log message %s not read (%s); the text stands", r.where, shorten(raw),
                  exc)
        return ""
    if english != r.d.get("text"):
        return ""
    return json.dumps(message.to_json(), ensure_ascii=False)


def _msg_json(key: str, message: Message | None) -> dict[str, Any]:
    """``{key: message as JSON}``, or nothing for no message (a save keeps it optional)."""
    return {} if message is None else {key: message.to_json()}


def _saved_msg(r: _R, key: str, english: str | None) -> Message | None:
    """The message a save keeps beside an English text (a prompt, an effect's text, a
    correction), if it renders to that text; else None (an older save, or a hostile one:
    the English stands)."""
    raw = r.d.get(key)
    if raw is None or english is None:
        return None
    try:
        message = Message.from_json(raw)
        ok = message.english == english
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
        log.debug("%s.%s not read (%s); the text stands", r.where, key, exc)
        return None
    return message if ok else None


def without_log_messages(doc: dict[str, Any]) -> dict[str, Any]:
    """A ``state_to_json`` document without its message ids (the log's, a prompt's, an
    effect's, a correction's), for comparing a game with one replayed from a save written
    before they were kept."""
    def bare(rows: Any, *keys: str) -> list[Any]:
        return [{k: v for k, v in row.items() if k not in keys} for row in rows or ()]

    out = {**doc, "log": bare(doc.get("log"), "msg"),
           "effects": bare(doc.get("effects"), "msg", "end_msg"),
           "corrections": bare(doc.get("corrections"), "msg")}
    if isinstance(doc.get("pending_choice"), dict):
        out["pending_choice"] = bare([doc["pending_choice"]], "prompt_msg")[0]
    return out


def _relog(entries: list[LogEntry]) -> LogNode | None:
    """Rebuild the log, keeping the saved sequence numbers so new entries go on from them."""
    return log_from_rows([(e.seq, e.turn, e.type, e.text, e.msg_json) for e in entries])


def _enum_list(r: _R, key: str, enum: Any) -> list[Any]:
    out = []
    for v in r.texts(key):
        try:
            out.append(enum(v))
        except ValueError:
            raise _Bad(f"{r.where}.{key} has an unknown value {shorten(v)}") from None
    return out


def _check_consistency(s: GameState, cards: CardDatabase) -> None:
    try:
        check_state(s, cards)
    except ImpossibleState as exc:
        raise _Bad(f"an impossible game: {exc}") from None


def _formats_json(fs: Formats) -> dict[str, Any]:
    """The format, teams and commanders; left out for a free-for-all game without
    commanders, which is what a save without them loads as."""
    if fs == Formats():
        return {}
    return {"formats": {
        "format": fs.format.value,
        "teams": [list(t.members) for t in fs.teams],
        "commanders": [
            {"player": c.player, "commanders": list(c.commanders), "casts": dict(c.casts),
             "damage": dict(c.damage)}
            for c in fs.commanders
        ],
    }}


def _formats(r: _R) -> Formats:
    """Saves from before formats (or of a plain free-for-all game) load as free-for-all."""
    if "formats" not in r.d:
        return Formats()
    f = r.obj("formats")
    teams = []
    for i, members in enumerate(f.array("teams")):
        if not (isinstance(members, list) and len(members) == 2
                and all(isinstance(m, str) for m in members)):
            raise _Bad(f"{f.where}.teams[{i}] must be a pair of player names")
        teams.append(Team(tuple(members)))
    seats = tuple(CommanderSeat(c.text("player"), c.texts("commanders"), c.counts("casts"),
                                c.counts("damage"))
                  for c in f.objs("commanders"))
    return Formats(f.enum("format", Format), tuple(teams), seats)


def _map_json(m: EternitiesMap | None) -> dict[str, Any]:
    """The Eternities Map; left out of an ordinary game, which is what a save without it
    loads as."""
    if m is None:
        return {}
    return {"eternities_map": {
        "settings": m.settings.to_json(),
        "position": m.position.to_json(),
        "cards": [{"x": c.pos.x, "y": c.pos.y, "name": c.name, "counters": dict(c.counters)}
                  for c in m.cards],
        "pick": m.pick,
    }}


def _map(r: _R) -> EternitiesMap | None:
    """Saves from before the Eternities Map (or of an ordinary game) have none."""
    if "eternities_map" not in r.d:
        return None
    m = r.obj("eternities_map")
    try:
        settings = parse_settings(m.obj("settings").d)
    except ValueError as exc:
        raise _Bad(f"{m.where}: {exc}") from None
    pos = m.obj("position")
    cards = tuple(MapCard(Pos(c.integer("x"), c.integer("y")), c.text("name"),
                          c.counts("counters"))
                  for c in m.objs("cards"))
    return EternitiesMap(settings, Pos(pos.integer("x"), pos.integer("y")), cards,
                         m.opt_text("pick"))
