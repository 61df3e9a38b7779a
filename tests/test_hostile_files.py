"""Every file the app reads at start or on request goes through the bounded reader:
settings, the wizard's memory, camera profiles and deck lists. Hostile content (random
bytes, deep nesting, huge numbers, NaN, lone surrogates, every truncation) either loads
as a valid object or is refused with the reader's one clear error; nothing else escapes."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest
from engine_helpers import CARDS
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from desktop.deck_store import DeckStore, DeckStoreError
from desktop.dialogs.last_setup import (
    FILE_NAME,
    DeckChoice,
    LastSetup,
    load_last_setup,
    save_last_setup,
)
from desktop.dialogs.settings import SETTINGS_NAME, Settings, load_settings, save_settings
from engine.decks import MAX_COPIES, parse_deck_list
from engine.errors import BadCommand
from hardware.camera.profile import CalibrationProfile, ProfileError, build_profile
from hardware.camera.synthetic import Conditions, SyntheticTray

FUZZ = settings(max_examples=120, deadline=None,
                suppress_health_check=[HealthCheck.too_slow,
                                       HealthCheck.function_scoped_fixture])

HOSTILE_JSON = [
    "[" * 5000 + "]" * 5000,
    '{"a":' * 200 + "1" + "}" * 200,
    "1" * 5000,
    '{"ui_scale": NaN}',
    '{"ui_scale": "NaN"}',
    '{"ui_scale": 1e400}',
    '{"ui_scale": ' + "9" * 400 + "}",
    '{"theme": "\\ud800"}',
    '{"\\udfff": 1}',
    "\ufeff{}",
    "",
]
any_text = st.text(st.characters(exclude_categories=()), max_size=50)
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | any_text,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(any_text, inner, max_size=4),
    max_leaves=20,
)


def _write(path: Path, data: str | bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(data, str):
        data = data.encode("utf-8", "surrogatepass")
    path.write_bytes(data)


# -- settings ------------------------------------------------------------------------------

def _assert_settings_clean(folder: Path) -> None:
    loaded, problem = load_settings(folder)
    assert all(math.isfinite(v) for v in (loaded.ui_scale, loaded.card_text_scale))
    assert 0.75 <= loaded.ui_scale <= 3.0
    if problem is not None:
        assert loaded == Settings()
        assert "settings-unreadable-" in problem and len(problem) < 600
        assert not (folder / SETTINGS_NAME).exists()  # moved aside: the next start is clean
        assert load_settings(folder) == (Settings(), None)


@pytest.mark.parametrize("text", HOSTILE_JSON)
def test_hostile_settings_are_moved_aside_and_defaults_used(tmp_path: Path, text: str) -> None:
    _write(tmp_path / SETTINGS_NAME, text)
    loaded, problem = load_settings(tmp_path)
    assert loaded == Settings() and problem is not None and len(problem) < 600
    assert len(list(tmp_path.glob("settings-unreadable-*.json"))) == 1
    assert load_settings(tmp_path) == (Settings(), None)  # the next start is clean


@FUZZ
@given(st.one_of(st.binary(max_size=500), json_values.map(
    lambda v: json.dumps({"ui_scale": v, "theme": v}, ensure_ascii=False))))
def test_fuzzed_settings_load_or_fall_back(tmp_path_factory: pytest.TempPathFactory,
                                          data: bytes | str) -> None:
    folder = tmp_path_factory.mktemp("settings")
    _write(folder / SETTINGS_NAME, data)
    _assert_settings_clean(folder)


def test_settings_truncated_at_every_length_load_or_fall_back(tmp_path: Path) -> None:
    save_settings(tmp_path / "good", Settings(ui_scale=1.5, theme="light"))
    whole = (tmp_path / "good" / SETTINGS_NAME).read_bytes()
    for end in range(0, len(whole), 3):
        folder = tmp_path / f"t{end}"
        _write(folder / SETTINGS_NAME, whole[:end])
        _assert_settings_clean(folder)


# -- the new-game wizard's memory ----------------------------------------------------------

@pytest.mark.parametrize("text", [
    *HOSTILE_JSON, '{"version": 1, "players": [], "starting_life": ' + "1" * 4400 + "}"])
def test_a_hostile_wizard_memory_is_moved_aside(tmp_path: Path, text: str) -> None:
    _write(tmp_path / FILE_NAME, text)
    setup, problem = load_last_setup(tmp_path)
    assert setup is None and problem is not None and len(problem) < 600
    assert not (tmp_path / FILE_NAME).exists()
    assert load_last_setup(tmp_path) == (None, None)


@FUZZ
@given(st.data())
def test_a_mutated_wizard_memory_loads_or_is_moved_aside(
        tmp_path_factory: pytest.TempPathFactory, data: st.DataObject) -> None:
    folder = tmp_path_factory.mktemp("memory")
    save_last_setup(folder, LastSetup(names=("Ann", "Bob"),
                                      decks=(DeckChoice(), DeckChoice(source="paste",
                                                                      paste="1 Akoum"))))
    doc = json.loads((folder / FILE_NAME).read_text(encoding="utf-8"))
    key = data.draw(st.sampled_from(["version", "players", "shared", "starting_life", "seed",
                                     "starting_player", "shared_deck"]))
    doc[key] = data.draw(json_values)
    _write(folder / FILE_NAME, json.dumps(doc, ensure_ascii=False))
    setup, problem = load_last_setup(folder)
    assert (setup is None) != (problem is None)
    if setup is not None:
        json.dumps(setup.to_json(), ensure_ascii=False).encode("utf-8")


# -- camera profiles -----------------------------------------------------------------------

@pytest.fixture(scope="module")
def profile_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    tray = SyntheticTray(4, conditions=Conditions.CLEAN)
    frames = tray.calibration_frames(per_face=2, empty=2)
    empty = frames.pop("empty")
    built, _ = build_profile(empty, frames)
    folder = tmp_path_factory.mktemp("profile") / "die"
    built.save(folder)
    return folder


def _profile_with(folder: Path, tmp: Path, change: dict[str, Any]) -> Path:
    doc = json.loads((folder / "profile.json").read_text(encoding="utf-8"))
    doc.update(change)
    copy = tmp / "die"
    copy.mkdir(parents=True, exist_ok=True)
    (copy / "images").mkdir(exist_ok=True)
    for picture in (folder / "images").iterdir():
        (copy / "images" / picture.name).write_bytes(picture.read_bytes())
    (copy / "profile.json").write_text(json.dumps(doc), encoding="utf-8")
    return copy


@pytest.mark.parametrize("change, reason", [
    ({"die_side": 0}, "die_side must be from 4"),
    ({"die_side": -3.5}, "die_side must be from 4"),
    ({"die_side": 1e9}, "die_side must be from 4"),
    ({"die_side": "12"}, "die_side must be a number"),
    ({"frame_size": [0, 480]}, "a frame side must be a whole number"),
    ({"frame_size": [10**12, 480]}, "a frame side must be a whole number"),
    ({"tray": [0, 0, 5000, 5000]}, "runs off the"),
    ({"tray": [0, 0, 100]}, r"tray must be \[x, y, width, height\]"),
    ({"ink": {"direction": [1, 1, 1], "contrast": 0.5}}, "unit vector"),
    ({"ink": {"direction": [0, 0, 1], "contrast": 1e6}}, "ink.contrast must be from"),
    ({"background": "../../../etc/passwd"}, "outside the profile's folder"),
    ({"background": "/etc/passwd"}, "outside the profile's folder"),
    ({"empty": ["images/background.png"] * 1000}, "at most 200 entries"),
    ({"die": "d20"}, "unknown die 'd20'"),
    ({"dark_tone": [0.2]}, r"dark_tone must be \[low, high\]"),
    ({"dark_tone": [0.2, 5]}, "dark_tone must be from"),
    ({"dark_tone": [0.6, 0.2]}, "a die's tone must be 0 < low < high < 1"),
    ({"die_tone": "dark"}, "die_tone must be a list"),
])
def test_absurd_profile_numbers_are_refused(profile_folder: Path, tmp_path: Path,
                                            change: dict[str, Any], reason: str) -> None:
    folder = _profile_with(profile_folder, tmp_path, change)
    with pytest.raises(ProfileError, match=reason):
        CalibrationProfile.load(folder)


@pytest.mark.parametrize("text, reason", [
    ('{"format": "planechase-die-profile", "die_side": NaN}', "NaN is not a number"),
    ('{"format": "planechase-die-profile", "die_side": 1e400}', "too large"),
    ('{"format": "planechase-die-profile", "version": 1, "x": ' + "[" * 3000, "deep"),
    ('{"format": "planechase-die-profile", "die": "\\ud800"}', "not valid Unicode"),
])
def test_hostile_profile_text_is_refused(profile_folder: Path, tmp_path: Path, text: str,
                                         reason: str) -> None:
    folder = _profile_with(profile_folder, tmp_path, {})
    (folder / "profile.json").write_text(text, encoding="utf-8")
    with pytest.raises(ProfileError, match=reason):
        CalibrationProfile.load(folder)


def test_a_profile_truncated_at_every_length_is_refused(profile_folder: Path,
                                                        tmp_path: Path) -> None:
    folder = _profile_with(profile_folder, tmp_path, {})
    whole = (profile_folder / "profile.json").read_bytes()
    assert CalibrationProfile.load(folder).die_side > 4
    for end in range(len(whole) - 2):  # the last bytes are a newline and a closing brace
        (folder / "profile.json").write_bytes(whole[:end])
        with pytest.raises(ProfileError):
            CalibrationProfile.load(folder)


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(st.sampled_from(["die_side", "frame_size", "tray", "floor", "ink", "die", "samples",
                        "empty", "created", "background", "die_tone", "dark_tone"]),
       json_values)
def test_fuzzed_profile_fields_load_or_are_refused(profile_folder: Path,
                                                   tmp_path_factory: pytest.TempPathFactory,
                                                   key: str, value: Any) -> None:
    folder = _profile_with(profile_folder, tmp_path_factory.mktemp("p"), {key: value})
    try:
        loaded = CalibrationProfile.load(folder)
    except ProfileError as exc:
        assert len(str(exc)) < 800
        return
    assert math.isfinite(loaded.die_side) and loaded.die_side >= 4


# -- deck lists ----------------------------------------------------------------------------

def test_a_billion_copies_is_refused_at_once() -> None:
    with pytest.raises(BadCommand, match=rf"line 1: 1000000000 copies of one card; at most "
                                         rf"{MAX_COPIES} .*901\.3"):
        parse_deck_list("1000000000 Akoum\n", CARDS)
    assert parse_deck_list("2 Akoum\n1x Naya", CARDS) == ("Akoum", "Akoum", "Naya")


def test_deck_lists_are_bounded_in_size_and_lines() -> None:
    with pytest.raises(BadCommand, match="at most 5,000 are read"):
        parse_deck_list("Akoum\n" * 6000, CARDS)
    with pytest.raises(BadCommand, match="characters long"):
        parse_deck_list("x" * 300_000, CARDS)
    with pytest.raises(BadCommand, match="not valid Unicode"):
        parse_deck_list("Akoum\ud800", CARDS)
    many = "\n".join(f"No Such Plane {i}" for i in range(100))
    with pytest.raises(BadCommand, match="and 80 more lines") as caught:
        parse_deck_list(many, CARDS)
    assert len(str(caught.value)) < 5000


@FUZZ
@given(st.text(st.characters(exclude_categories=()), max_size=300))
def test_fuzzed_deck_lists_parse_or_are_refused(text: str) -> None:
    try:
        names = parse_deck_list(text, CARDS)
    except BadCommand as exc:
        assert len(str(exc)) < 20_000
        return
    assert len(names) <= MAX_COPIES * max(1, len(text.splitlines()))


def test_a_huge_saved_deck_file_is_refused_not_read(tmp_path: Path) -> None:
    store = DeckStore(tmp_path, CARDS)
    store.path("Big").write_bytes(b"1 Akoum\n" * 100_000)
    with pytest.raises(DeckStoreError, match="larger than 256 KiB"):
        store.load("Big")


# -- autosaves and recent games (read through engine.persistence) ---------------------------

HOSTILE_SAVES = [
    '{"format": "planechase-save", "version": 1, "state": ' + "[" * 3000 + "]" * 3000 + "}",
    '{"format": "planechase-save", "version": 1, "state": {"turn": ' + "7" * 5000 + "}}",
    '{"format": "planechase-save", "version": 1, "state": {"turn": NaN}}',
    '{"format": "planechase-save\\ud800", "version": 1}',
]


@pytest.mark.parametrize("text", HOSTILE_SAVES)
def test_a_hostile_autosave_is_moved_aside_and_reported(tmp_path: Path, text: str) -> None:
    from desktop.autosave import AUTOSAVE_NAME, recover

    _write(tmp_path / AUTOSAVE_NAME, text)
    saved, problem = recover(tmp_path, CARDS)
    assert saved is None and problem is not None and "autosave-unreadable-" in problem
    assert len(problem) < 600
    assert recover(tmp_path, CARDS) == (None, None)


@pytest.mark.parametrize("text", HOSTILE_SAVES)
def test_a_hostile_recent_game_is_set_aside(tmp_path: Path, text: str) -> None:
    from desktop.recent_games import PREFIX, SUFFIX, RecentGames

    _write(tmp_path / f"{PREFIX}20261123-120000-000000{SUFFIX}", text)
    store = RecentGames(tmp_path, CARDS)
    assert store.games() == [] and len(store.problems) == 1
    assert store.games() == [] and store.problems == []
