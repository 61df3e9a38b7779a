"""The last table the new-game wizard set up: players in seating order, their deck sources,
shared or per-player decks, starting player and life, the format (Two-Headed Giant teams
are the seating order in pairs) and each player's commanders (review defect 37: the wizard started
from "Player 1–4" every time). Rematch reads it too, to know which decks were random.

Stored as JSON in the config folder and read as hostile input: a bounded size, no NaN or
infinities, every field checked. A file that fails any check is moved aside (kept for the
curious) and ignored; the wizard then starts from its defaults."""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop.keep_aside import READ_ERRORS, keep_aside, read_capped
from engine.decks import MIN_DECK, SET_GROUPS
from engine.eternities_map import VARIANT, Phenomena, PlaneswalkEffects
from engine.game import MAX_NAME, MAX_PLAYERS, MIN_PLAYERS
from engine.persistence import atomic_write
from engine.safe_json import InputError, loads_bounded

log = logging.getLogger(__name__)

FILE_NAME = "last-setup.json"
VERSION = 1
MAX_BYTES = 256 * 1024
MAX_PASTE = 20_000
"""Characters of a pasted deck list kept (a long list is a few thousand)."""
MAX_DECK_CARDS = 400
MAX_CARD_NAME = 200
MAX_DECK_SIZE = 1000
MAX_LIFE = 1_000_000
SOURCES = ("random", "saved", "paste", "build")
FORMATS = ("free_for_all", "two_headed_giant", "commander")
MAX_COMMANDERS = 2
MAX_COMMANDER_NAME = 100


class LastSetupError(ValueError):
    """The stored setup is not one this version wrote; the message says which field."""


@dataclass(frozen=True, slots=True)
class DeckChoice:
    """Where one planar deck came from, and what is needed to offer the same again."""

    source: str = "random"
    size: int | None = None
    """Random: cards dealt; None follows the mode (10, or the 901.15a minimum)."""
    sets: str | None = None
    """Random: one set group, or None for all sets."""
    saved: str = ""
    """Saved: the deck's name in the deck store."""
    paste: str = ""
    built: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class LastSetup:
    names: tuple[str, ...]
    """Players in seating (turn) order."""
    decks: tuple[DeckChoice, ...]
    """One per player, in the same order (used when ``shared`` is False)."""
    shared: bool = False
    shared_deck: DeckChoice = field(default_factory=DeckChoice)
    starting_player: str | None = None
    """None: random from the seed."""
    starting_life: int = 20
    seed: int | None = None
    """The seed of the game this setup started: Rematch trusts the deck sources only for
    that game."""
    format: str = "free_for_all"
    """One of ``FORMATS``; Two-Headed Giant teams are ``names`` in pairs, primary first."""
    team_commanders: bool = False
    """Two-Headed Giant played with commanders."""
    commanders: tuple[tuple[str, ...], ...] = ()
    """Each player's named commanders (0-2), in seating order; may be shorter than names."""
    variant: str | None = None
    """None, or ``"eternities_map"``: played on the Eternities Map."""
    map_phenomena: str = Phenomena.HELLRIDE_ONLY.value
    map_planeswalk: str = PlaneswalkEffects.CHOOSE_DIRECTION.value
    """The Eternities Map's house rules (engine ``map_settings``)."""

    def to_json(self) -> dict[str, Any]:
        return {
            "version": VERSION,
            "players": [{"name": n, "deck": _deck_json(d),
                         "commanders": list(self.commanders[i]) if i < len(self.commanders)
                         else []}
                        for i, (n, d) in enumerate(zip(self.names, self.decks, strict=True))],
            "format": self.format,
            "team_commanders": self.team_commanders,
            "shared": self.shared,
            "shared_deck": _deck_json(self.shared_deck),
            "starting_player": self.starting_player,
            "starting_life": self.starting_life,
            "seed": self.seed,
            "variant": self.variant,
            "map_settings": {"phenomena": self.map_phenomena,
                             "planeswalk_effects": self.map_planeswalk},
        }


def _deck_json(deck: DeckChoice) -> dict[str, Any]:
    return {"source": deck.source, "size": deck.size, "sets": deck.sets, "saved": deck.saved,
            "paste": deck.paste, "built": list(deck.built)}


# -- reading hostile input ------------------------------------------------------------------
def _text(raw: Any, what: str, limit: int, *, empty: bool = True) -> str:
    if not isinstance(raw, str) or len(raw) > limit or (not empty and not raw.strip()):
        raise LastSetupError(f"{what} must be text of at most {limit} characters")
    try:
        raw.encode("utf-8")
    except UnicodeEncodeError:
        raise LastSetupError(f"{what} is not valid Unicode text (a lone surrogate)") from None
    return raw


def _int(raw: Any, what: str, low: int, high: int) -> int:
    if isinstance(raw, bool) or not isinstance(raw, int) or not low <= raw <= high:
        raise LastSetupError(f"{what} must be a whole number from {low} to {high}")
    return raw


def _deck(raw: Any, what: str) -> DeckChoice:
    if not isinstance(raw, dict):
        raise LastSetupError(f"{what} must be an object")
    source = raw.get("source")
    if source not in SOURCES:
        raise LastSetupError(f"{what}: source must be one of {', '.join(SOURCES)}")
    size = raw.get("size")
    if size is not None:
        size = _int(size, f"{what}: size", MIN_DECK, MAX_DECK_SIZE)
    sets = raw.get("sets")
    if sets is not None and sets not in SET_GROUPS:
        raise LastSetupError(f"{what}: sets must be one of {', '.join(SET_GROUPS)}")
    built = raw.get("built", [])
    if not isinstance(built, list) or len(built) > MAX_DECK_CARDS:
        raise LastSetupError(f"{what}: built must be a list of at most {MAX_DECK_CARDS} cards")
    return DeckChoice(
        source=source, size=size, sets=sets,
        saved=_text(raw.get("saved", ""), f"{what}: saved", 200),
        paste=_text(raw.get("paste", ""), f"{what}: paste", MAX_PASTE),
        built=tuple(_text(c, f"{what}: a built card", MAX_CARD_NAME, empty=False)
                    for c in built))


def parse_last_setup(text: str) -> LastSetup:
    """The setup in ``text``; `LastSetupError` (naming the field) if anything is off."""
    if len(text) > MAX_BYTES:
        raise LastSetupError(f"the file is larger than {MAX_BYTES // 1024} KiB")
    try:
        raw = loads_bounded(text, max_bytes=MAX_BYTES, max_depth=6, what="the file")
    except InputError as exc:
        raise LastSetupError(str(exc)) from None
    if not isinstance(raw, dict):
        raise LastSetupError("not a JSON object")
    if raw.get("version") != VERSION:
        raise LastSetupError(f"version must be {VERSION}")
    players = raw.get("players")
    if not isinstance(players, list) or not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise LastSetupError(f"players must list {MIN_PLAYERS} to {MAX_PLAYERS} players")
    names: list[str] = []
    decks: list[DeckChoice] = []
    commanders: list[tuple[str, ...]] = []
    for index, seat in enumerate(players, 1):
        if not isinstance(seat, dict):
            raise LastSetupError(f"player {index} must be an object")
        names.append(_text(seat.get("name"), f"player {index}'s name", MAX_NAME,
                           empty=False).strip())
        decks.append(_deck(seat.get("deck"), f"player {index}'s deck"))
        named = seat.get("commanders", [])  # absent in files from before formats
        if not isinstance(named, list) or len(named) > MAX_COMMANDERS:
            raise LastSetupError(f"player {index}'s commanders must be a list of at most "
                                 f"{MAX_COMMANDERS} names")
        commanders.append(tuple(_text(c, f"player {index}'s commander", MAX_COMMANDER_NAME,
                                      empty=False).strip() for c in named))
    shared = raw.get("shared")
    if not isinstance(shared, bool):
        raise LastSetupError("shared must be true or false")
    starter = raw.get("starting_player")
    if starter is not None and starter not in names:
        raise LastSetupError("starting_player must be one of the players (or null)")
    seed = raw.get("seed")
    if seed is not None:
        seed = _int(seed, "seed", 0, 2**63 - 1)
    game_format = raw.get("format", "free_for_all")
    if game_format not in FORMATS:
        raise LastSetupError(f"format must be one of {', '.join(FORMATS)}")
    team_commanders = raw.get("team_commanders", False)
    if not isinstance(team_commanders, bool):
        raise LastSetupError("team_commanders must be true or false")
    variant = raw.get("variant")  # absent in files from before the Eternities Map
    if variant not in (None, VARIANT):
        raise LastSetupError(f"variant must be {VARIANT} or null")
    settings = raw.get("map_settings") or {}
    if not isinstance(settings, dict):
        raise LastSetupError("map_settings must be an object")
    phenomena = settings.get("phenomena", Phenomena.HELLRIDE_ONLY.value)
    if phenomena not in {p.value for p in Phenomena}:
        raise LastSetupError("map_settings.phenomena must be "
                             + ", ".join(p.value for p in Phenomena))
    planeswalk = settings.get("planeswalk_effects", PlaneswalkEffects.CHOOSE_DIRECTION.value)
    if planeswalk not in {p.value for p in PlaneswalkEffects}:
        raise LastSetupError("map_settings.planeswalk_effects must be "
                             + ", ".join(p.value for p in PlaneswalkEffects))
    return LastSetup(names=tuple(names), decks=tuple(decks), shared=shared,
                     shared_deck=_deck(raw.get("shared_deck"), "the shared deck"),
                     starting_player=starter,
                     starting_life=_int(raw.get("starting_life"), "starting_life", 1, MAX_LIFE),
                     seed=seed, format=game_format, team_commanders=team_commanders,
                     commanders=tuple(commanders), variant=variant,
                     map_phenomena=phenomena, map_planeswalk=planeswalk)


def load_last_setup(folder: Path) -> tuple[LastSetup | None, str | None]:
    """(the stored setup or None, a one-sentence problem or None). A bad file is moved
    aside and ignored; nothing here raises."""
    path = folder / FILE_NAME
    if not path.exists() and not path.is_symlink():
        return None, None
    try:
        data = read_capped(path, MAX_BYTES)
        return parse_last_setup(data.decode("utf-8")), None
    except (LastSetupError, *READ_ERRORS) as exc:
        aside = keep_aside(path, exc)
        return None, aside.message(
            QCoreApplication.translate("LastSetup", "The last players"),
            QCoreApplication.translate("LastSetup", "defaults are used"))


def save_last_setup(folder: Path, setup: LastSetup) -> None:
    """Write ``setup`` atomically (raises OSError if the folder can't be written)."""
    folder.mkdir(parents=True, exist_ok=True)
    atomic_write(folder / FILE_NAME, json.dumps(setup.to_json(), indent=1).encode("utf-8"))
