"""A lamp's soft highlight on a dark die with grey ink is not taken for ink.

Traced on varied-light tuning seed 100 (a dark blue die with grey symbols): a lamp's soft
highlight on a blank face, short of burning out, lifts the body as the light ink does.
The ink cue said "symbol", the template and polar cues both named Chaos, and only a cue's
low clarity kept the reading from ok, with no reason given. The lamp lifts every channel
alike; grey ink on blue lifts red and green more than blue. A face whose light "ink" has
the lamp's colour rather than the ink's is doubted (`LAMP_LIGHT`), and its best guess
is blank.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest

import hardware.camera.face_reader as face_reader
from bench.camera import KINDS, wizard_pictures
from engine.domain import DieFace
from hardware.camera.crop_profile import hint
from hardware.camera.face_reader import LAMP_LIGHT, FaceReading, _lamp_like
from hardware.camera.pipeline import RollWatcher
from hardware.camera.profile import build_profile
from hardware.camera.synthetic import RollTruth, SyntheticTray

SEED = 100  # a varied-light tuning seed (the bench's start at 10,100)
ROLLS = 12  # roll 11 comes to rest blank under the highlight


def _crop_readings(monkeypatch: pytest.MonkeyPatch
                   ) -> Iterator[tuple[RollTruth, FaceReading]]:
    """Every face reading the watcher makes while a die lies at rest, with its truth."""
    varied = {kind.name: kind for kind in KINDS}["varied"]
    tray = SyntheticTray(SEED, width=640, height=480, conditions=varied.conditions,
                         hazards=varied.hazards)
    pictures = wizard_pictures(tray, 10)
    empty = pictures.pop("empty")
    profile, _ = build_profile(empty, pictures)
    frames, truths = tray.session(ROLLS)
    made: list[FaceReading] = []
    read_crop = face_reader.FaceReader.read_crop

    def recording(self: face_reader.FaceReader, *args: Any, **kwargs: Any) -> FaceReading:
        reading = read_crop(self, *args, **kwargs)
        made.append(reading)
        return reading

    monkeypatch.setattr(face_reader.FaceReader, "read_crop", recording)
    rolls = [t for t in truths if t.kind == "roll"]
    watcher = RollWatcher(profile)
    for index, frame in enumerate(frames):
        made.clear()
        watcher.feed(frame)
        at_rest = [t for t in rolls if t.rest_frame <= index]
        truth = at_rest[-1] if at_rest else None
        later = [t for t in truths if t.start_frame > (truth.start_frame if truth else -1)]
        if truth is None or truth.face is None or (later and index >= later[0].start_frame):
            continue
        for reading in made:
            yield truth, reading


def _names_a_symbol(reading: FaceReading) -> bool:
    ink, template, polar = ([c.label for c in reading.cues] + [None] * 3)[:3]
    return ink == "symbol" and template == polar and template in ("chaos", "planeswalker")


def test_a_lamps_highlight_on_a_blank_face_is_doubted(monkeypatch: pytest.MonkeyPatch
                                                      ) -> None:
    readings = list(_crop_readings(monkeypatch))
    blank_as_symbol = [r for t, r in readings if t.face is DieFace.BLANK
                       and _names_a_symbol(r)]
    assert blank_as_symbol, "the highlight no longer shows on this seed"
    for reading in blank_as_symbol:
        assert reading.status != "ok" and LAMP_LIGHT in reading.reasons, reading
        # The best guess for the table: blank, which it is, with no confidence.
        assert reading.label == "blank" and reading.confidence == 0.0, reading
    # Symbols printed in grey ink are never doubted for the lamp.
    lamp_on_symbols = [r for t, r in readings if t.face is not DieFace.BLANK
                       and LAMP_LIGHT in r.reasons]
    assert not lamp_on_symbols
    assert not [r for t, r in readings if r.status == "ok" and r.label != t.face.value]


def test_without_the_check_those_readings_had_no_reason(monkeypatch: pytest.MonkeyPatch
                                                        ) -> None:
    """The failure reproduced: every cue named Chaos on a blank face and nothing was said;
    only a cue's clarity under its threshold kept the reading from ok."""
    monkeypatch.setattr(face_reader, "_lamp_like", lambda lift, ink: False)
    silent = [r for t, r in _crop_readings(monkeypatch) if t.face is DieFace.BLANK
              and _names_a_symbol(r) and not r.reasons]
    assert silent


def test_lamp_light_against_grey_ink_on_blue() -> None:
    ink = np.array([66.0, 106.0, 126.0], np.float32)  # B, G, R: grey symbols on blue
    assert _lamp_like(np.array([80.0, 77.0, 85.0], np.float32), ink)  # the highlight
    assert not _lamp_like(ink * 0.6, ink)  # fainter ink is still ink
    assert not _lamp_like(np.array([40.0, 80.0, 110.0], np.float32), ink)
    # Grey ink on a grey body lifts every channel alike: colour can't tell, nothing said.
    grey_ink = np.array([100.0, 102.0, 99.0], np.float32)
    assert not _lamp_like(np.array([80.0, 77.0, 85.0], np.float32), grey_ink)
    assert not _lamp_like(np.zeros(3, np.float32), np.zeros(3, np.float32))


def test_a_player_calibrating_is_told_to_move_the_lamp() -> None:
    assert hint(LAMP_LIGHT) == "move the lamp or soften it"
