"""Why a reading is unsure, in words the bench counts (`hardware.camera.doubts`)."""

from __future__ import annotations

from hardware.camera.classify import Cue, Verdict
from hardware.camera.doubts import doubt


def test_a_failed_check_is_the_cause_before_the_cues() -> None:
    verdict = Verdict("blank", 1.0, False, (Cue("ink", "blank", 1.0), Cue("polar", "blank", 1.0)),
                      ("the die looks 131% of its calibrated size", "the cues disagree"))
    assert doubt(verdict) == "the die's size is off calibration's"


def test_the_dissenting_cue_is_named_and_the_ink_cue_agrees_with_any_symbol() -> None:
    cues = (Cue("ink", "symbol", 0.9), Cue("polar", "planeswalker", 0.8),
            Cue("template", "chaos", 0.7))
    verdict = Verdict("chaos", 0.0, False, cues, ("the cues disagree",))
    assert doubt(verdict) == "the polar cue disagrees"
    blind = Verdict("blank", 0.0, False, (Cue("ink", None, 0.0), Cue("polar", "blank", 0.8)),
                    ("the cues disagree",))
    assert doubt(blind) == "no answer from the ink cue"


def test_cues_that_agree_but_are_unclear_name_the_weakest() -> None:
    verdict = Verdict("4", 0.3, False, (Cue("layout", "4", 0.9), Cue("place", "4", 0.8),
                                        Cue("polar", "4", 0.3)))
    assert doubt(verdict) == "the polar cue is weak"
    assert doubt(Verdict("4", 0.9, True, ())) == "ok"
