"""Why a face verdict is unsure, in a few words: one cause per verdict, so unsure readings
can be counted by cause (`bench.camera` prints the counts) and the checks that cost the
most readings can be found.

A failed check (glare, a face not wholly seen, a die of the wrong size...) is the cause
when there is one; else the cue that dissents from the best guess; else the weakest cue,
when every cue agreed but one wasn't clear enough.
"""

from __future__ import annotations

from hardware.camera.classify import SYMBOL_LABELS, Cue, Verdict

DISAGREE = "the cues disagree"


def _general(reason: str) -> str:
    """A check's words without the figures that vary from reading to reading."""
    if reason.startswith("the die looks ") and "calibrated size" in reason:
        return "the die's size is off calibration's"
    return reason


def _matches(cue: Cue, label: str | None) -> bool:
    if cue.label is None or label is None:
        return False
    # The ink cue only tells a symbol from blank.
    return cue.label == label or (cue.label == "symbol" and label in SYMBOL_LABELS)


def doubt(verdict: Verdict) -> str:
    """The cause of an unsure verdict (for an ok one: "ok")."""
    if verdict.ok:
        return "ok"
    checks = [_general(r) for r in verdict.reasons if r != DISAGREE]
    if checks:
        return checks[0]
    cues = [c for c in verdict.cues if c.name in ("ink", "polar", "template", "layout",
                                                  "place", "pips")]
    blind = [c.name for c in cues if c.label is None]
    if blind:
        return f"no answer from the {blind[0]} cue"
    dissent = [c.name for c in cues if not _matches(c, verdict.label)]
    if dissent:
        return f"the {' and '.join(dissent)} cue{'s' if len(dissent) > 1 else ''} disagree" \
            f"{'' if len(dissent) > 1 else 's'}"
    if cues:
        weakest = min(cues, key=lambda c: c.clarity)
        return f"the {weakest.name} cue is weak"
    return "no cue"
