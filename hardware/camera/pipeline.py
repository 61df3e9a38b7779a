"""From a stream of frames to one reading per roll.

The watcher is a small state machine over the motion detector:

- *waiting*: the tray is quiet and its last result has been reported (locked);
- *rolling*: something moves in the tray;
- *settling*: motion has stopped; each still frame is analysed and votes.

A result is reported when `STABLE_VOTES` still frames in a row agree on the face and on
where the die lies; motion between them with no hand in it doesn't throw the votes away
if the die is then found where it lay (they must still agree). Then the watcher locks
until the tray moves again, so each roll gives exactly one reading. If the die ends
exactly where it was, showing the same face (a hand that reached in and left, a shadow, a
bumped table), nothing is reported: that's no roll.

Every frame is first aligned to the calibrated camera's view (`CameraTracker`), so a
camera that drifts or shakes doesn't look like motion in the tray, and brightness is
divided by the exposure's gain, so an auto-exposure step doesn't either. A tray with two
dice, or a die and something else, is refused; so is a camera knocked far off its
calibrated view. `notice` says why, in words for the player; it also says when a roll
ended with no die found in the tray, or with a die whose face can't be read at all, rather
than nothing.
"""

from __future__ import annotations

import logging
import math
from collections import Counter
from dataclasses import dataclass, field
from enum import StrEnum

import cv2
import numpy as np
from numpy.typing import NDArray

from engine.domain import DieFace, RollSource
from hardware.camera.analysis import DieView, FrameAnalyser, place_tolerance
from hardware.camera.arrays import u8
from hardware.camera.classify import FaceClassifier, Verdict
from hardware.camera.die_finder import BlobKind
from hardware.camera.doubts import doubt
from hardware.camera.face_features import ink_map
from hardware.camera.live_faces import LiveFaces
from hardware.camera.motion import CameraTracker, Motion, MotionDetector, MotionThresholds
from hardware.camera.profile import CalibrationProfile
from hardware.camera.sources import Frame
from hardware.camera.still_stack import StillStack
from hardware.face_map import FaceMap
from hardware.readings import DieReading, ReadingStatus

log = logging.getLogger(__name__)

STABLE_VOTES = 3
"""Still frames in a row that must agree before a result is reported."""
DEEPER_VOTES = 2
"""Votes more a stable result may wait for when only its noisier frames were unsure and a
read through `STABLE_VOTES` stacked frames is still to come (`_deeper_read_coming`)."""
MAX_VOTES = 12
"""Still frames after which a result that never settled is reported as unsure (or, if the
die was made out in none of them, said to be unread)."""
COCKED_CONFIDENCE = 0.9
BLIP_FRAMES = 2
"""Moving frames in a row after which the votes gathered before them count only if the die
is then found where it lay. A camera estimate off by a pixel or two for one frame makes two
frames differ along every edge in the tray (traced on shaky tuning seeds 214 and 219); a
shaking camera can do so for three or four frames at a time, again and again (shaky tuning
seed 210: a die at rest never had three still frames between blips, and the roll was lost
with nothing said). A die knocked or still rolling ends elsewhere, or shows another face,
and the votes must agree on both."""
CROWDED_FRAMES = 3
"""Still frames in a row with more than one thing in the tray before the roll is refused."""
FAR_OFF = 0.12
"""Camera drift, as a fraction of the tray's shorter side, past which nothing is read."""
LOST_AFTER = 0.25
"""Seconds of motion with no hand seen after which a tray left empty means a roll was
lost. A die taken out of the tray vanishes in a frame or two (or under a hand); a thrown
die tumbles for longer before it rests (the renders: 8 frames or more at 30 fps)."""

THING_FRAMES = 3
"""Moving frames with something in view that isn't a hand before a tray left empty means a
roll was lost (a hand's edges show as pieces for a frame or two as it comes and goes)."""

TWO_DICE = "Two dice in the tray: leave only one."
SOMETHING_ELSE = "Something else is in the tray: take it out and leave only the die."
CAMERA_KNOCKED = ("The camera moved: keep it steady; if it no longer sees the whole tray, "
                  "calibrate again.")
CAMERA_FAR_OFF = ("The camera moved too far from where it was calibrated: put it back or "
                  "calibrate again.")
DIE_NOT_FOUND = ("No die found after that roll. If it lies in the tray, the camera can't tell it "
                 "from the tray's floor: press the face it shows under Roll. If it left the "
                 "tray, roll again.")
DIE_UNREAD = "The camera sees the die but can't read it: press the face it shows under Roll."
ROLL_LOST = (DIE_NOT_FOUND, DIE_UNREAD)
"""Notices about the last roll only: the next roll takes them away."""


class WatchState(StrEnum):
    """What the watcher is doing; shown on the preview."""

    WAITING = "waiting"
    """Quiet tray, last result reported: waiting for the next roll."""
    ROLLING = "rolling"
    """Something moves in the tray."""
    SETTLING = "settling"
    """Motion stopped: reading the die over a few still frames."""


@dataclass(frozen=True, slots=True)
class Vote:
    label: str  # a face label, or "cocked"
    view: DieView
    verdict: Verdict | None
    depth: int = 1
    """Still frames the verdict was read through (`StillStack`): 1, the frame alone."""


@dataclass(frozen=True, slots=True)
class Overlay:
    """What the preview draws over a frame."""

    state: WatchState
    tray: tuple[int, int, int, int]
    die_box: NDArray[np.float32] | None = field(default=None, repr=False)
    die_kind: str = ""
    hand: bool = False
    last: DieReading | None = None
    notice: str | None = None
    """Why nothing is read right now, for the player (a crowded tray, a knocked camera)."""


def _filled_margins(*offsets: tuple[float, float]) -> tuple[int, int, int, int]:
    """Strips (left, top, right, bottom, working pixels) that aligning a frame by any of
    `offsets` filled with the empty tray: what the frame shows there (a die's long shadow
    reaching the edge) comes and goes with the shake, so it isn't motion."""
    def strip(value: float) -> int:
        return math.ceil(max(0.0, value)) + 2 if value > 0.05 else 0

    return (max(strip(-o[0]) for o in offsets), max(strip(-o[1]) for o in offsets),
            max(strip(o[0]) for o in offsets), max(strip(o[1]) for o in offsets))


class RollWatcher:
    """Feeds on frames, reports one `DieReading` per roll. Not thread-safe: one owner."""

    def __init__(self, profile: CalibrationProfile, *, face_map: FaceMap | None = None,
                 die: str | None = None) -> None:
        if die is not None and die != profile.die:
            raise ValueError(f"the profile was calibrated for a {profile.die} die, not {die}")
        self.profile = profile
        self.d6 = profile.die == "d6"
        self.face_map = face_map or FaceMap()
        self.analyser: FrameAnalyser = profile.analyser()
        # The face reader reads crops around the die, like photos. A profile from before it
        # has no face part: the old patch classifier gives its best guess for the table to
        # confirm (it can be confidently wrong under uneven light), until it is calibrated
        # again.
        self.faces = (LiveFaces(profile.faces, self.analyser.floor)
                      if profile.faces is not None else None)
        self.classifier: FaceClassifier | None = (
            profile.classifier() if self.faces is None else None)
        self.motion = MotionDetector(MotionThresholds.for_die(self.analyser.die_side_work),
                                     self.analyser.model.threshold)
        side = self.analyser.die_side_work
        self.camera = CameraTracker(self.analyser.model.gray, bump=max(3.0, 0.25 * side),
                                    level=self.analyser.model.threshold)
        region = self.analyser.region
        self._far_off = FAR_OFF * min(region.w, region.h) * region.scale
        self.notice: str | None = None
        """Why nothing is read right now, in words for the player; None while all is well."""
        self._crowded_run = 0
        self.crowded_refusals = 0
        """How many times a crowded tray was refused (for the bench and the logs)."""
        self.state = WatchState.WAITING
        self.last: DieReading | None = None
        self.doubt: str | None = None
        """Why the last reading was unsure (`doubts.doubt`'s words, or the watcher's own:
        votes that never settled, a box long for a flat die); None after an ok one."""
        self.deeper_votes = DEEPER_VOTES
        """Votes more a stable result may wait for a deeper read (`_deeper_read_coming`)."""
        self._votes: list[Vote] = []
        self._stack = StillStack(place_tolerance(profile.die_side))
        self._resting: Vote | None = None  # where the die lay when last reported or seen
        self._filled = False  # something lay in the tray when it was last quiet
        self._view: DieView | None = None
        self._hand = False
        self._started = False
        self._quiet_frames = 0
        self._moving_run = 0
        self._moved: tuple[float, float] | None = None
        """The times of the first and the last frame of the latest run of moving frames."""
        self._settling = 0
        """Still frames since the votes were last cleared (whether a die was made out in them
        or not): after `MAX_VOTES` the roll is decided, or said to be unread."""
        self._recheck = False
        """Motion longer than a blip came since the last vote: the next view of the die
        decides whether the votes so far still count."""
        self._thing_frames = 0
        """Moving frames since the last result in which something that stood out from the
        floor and wasn't a hand was seen (a shadow or a change of light isn't)."""
        self._gain = 1.0
        self._offset = (0.0, 0.0)
        self._offset_before = (0.0, 0.0)

    # -- public ------------------------------------------------------------------------------

    def feed(self, frame: Frame) -> DieReading | None:
        image = frame.image
        if image.shape[1] != self.profile.frame_size[0] or \
                image.shape[0] != self.profile.frame_size[1]:
            raise ValueError(
                f"frame {frame.index} is {image.shape[1]}×{image.shape[0]}, the profile was "
                f"calibrated at {self.profile.frame_size[0]}×{self.profile.frame_size[1]}")
        raw = self.analyser.region.work(image)
        offset = self.camera.update(u8(cv2.cvtColor(raw, cv2.COLOR_BGR2GRAY)))
        gain = self._gain
        work = self.analyser.align(raw, offset, gain, image)
        self._gain = gain = self.analyser.model.gain(work)
        self._offset = offset
        # Brightness divided by the exposure's gain: an exposure step isn't motion. A
        # little blur: re-sampling a sharp edge at another sub-pixel phase (a camera that
        # shook by half a pixel) changes its pixels a lot, a blurred edge's hardly at all.
        # In colour: a die of the floor's grey (a purple die on dark red felt, tuning seed
        # 603) slid 5-7 working pixels a frame with 0-6 grey pixels changed, and was read
        # as it went ("never settled").
        smooth = u8(cv2.GaussianBlur(work, (5, 5), 1.0))
        margins = _filled_margins(offset, self._offset_before)
        self._offset_before = offset
        motion = self.motion.update(u8(cv2.convertScaleAbs(smooth, alpha=1.0 / gain)), margins)
        if self.camera.bumped and self.state is WatchState.WAITING:
            # Only in a quiet tray: under a hand or a tumbling die the estimate can jump
            # for a frame or two without the camera moving.
            self.notice = CAMERA_KNOCKED
        far = math.hypot(*offset) > self._far_off
        if far:
            self.notice = CAMERA_FAR_OFF
        elif self.notice == CAMERA_FAR_OFF:
            self.notice = CAMERA_KNOCKED
        if not self._started:
            self._started = True
            self._baseline(image, work)
            return None
        if motion is Motion.MOVING:
            if self.state is not WatchState.ROLLING:
                log.debug("frame %d: rolling", frame.index)
                if self.notice in ROLL_LOST:
                    self.notice = None
            self.state = WatchState.ROLLING
            # The motion since the last still frame: a shaking camera's blips before a die
            # is picked up aren't a tumble (traced on shaky d6 tuning seed 502).
            start = frame.t if self._moving_run == 0 or self._moved is None else self._moved[0]
            self._moved = (start, frame.t)
            self._moving_run += 1
            self._quiet_frames = 0
            self._crowded_run = 0
            look = self.analyser.look(image, work, offset, gain)
            # Something that isn't the floor, a shadow or a hand moved: a die, say. In a
            # frame with no hand, and not cut by the tray's edge: a hand coming and going
            # shows as pieces for a frame or two around it (shaky tuning seed 203: a hand
            # over a tray that looked empty was told "no die found"); a thrown die tumbles
            # in view for longer.
            if not look.hand and any(b.kind is not BlobKind.HAND and not b.cut
                                     for b in look.blobs):
                self._thing_frames += 1
            # Any motion: the frames after it are not averaged with those before.
            self._stack.clear()
            if look.hand:
                self._forget_votes()
            elif self._moving_run > BLIP_FRAMES:
                if self._votes:
                    self._recheck = True
                else:
                    self._forget_votes()
            self._hand = self._hand or look.hand
            self._view = look.die
            return None
        self._moving_run = 0
        if self.state is WatchState.WAITING:
            self._quiet_frames += 1
            if self._quiet_frames % 30 == 0:
                self._follow_light(work)
            return None
        self.state = WatchState.SETTLING
        if far:
            # The tray may be partly out of view: nothing read until the camera is back.
            self._forget_votes()
            return None
        return self._settle(frame, image, work)

    def overlay(self) -> Overlay:
        view = self._view
        return Overlay(self.state, self.analyser.region.as_tuple(),
                       view.frame_box() if view is not None else None,
                       view.kind.value if view is not None else "", self._hand, self.last,
                       self.notice)

    # -- internals ---------------------------------------------------------------------------

    def _baseline(self, image: NDArray[np.uint8], work: NDArray[np.uint8]) -> None:
        """Whatever already lies in the tray at start is not a new roll."""
        look = self.analyser.look(image, work, self._offset, self._gain)
        if look.die is not None:
            vote = self._vote(look.die, image)
            self._resting = vote
            self._view = look.die
        self._filled = not look.empty
        self._stack.clear()

    def _vote(self, view: DieView, image: NDArray[np.uint8]) -> Vote:
        """The face under `view`, read in `image`: the camera's raw frame it was found in."""
        if view.kind is BlobKind.COCKED or view.patch is None:
            return Vote("cocked", view, None)
        if self.faces is not None:
            verdict = self.faces.verdict(self._stack.add(image, view, self._gain), view)
            return Vote(verdict.label or "?", view, verdict, self._stack.depth)
        assert self.classifier is not None
        guess = self.classifier.classify(ink_map(view.patch, self.profile.ink))
        # A profile from before the face reader: its best guess goes to the table to
        # confirm, never as a sure reading (this classifier can be confidently wrong).
        verdict = Verdict(guess.label, guess.confidence, False, guess.cues)
        return Vote(verdict.label or "?", view, verdict)

    def _settle(self, frame: Frame, image: NDArray[np.uint8],
                work: NDArray[np.uint8]) -> DieReading | None:
        look = self.analyser.look(image, work, self._offset, self._gain)
        self._view = look.die
        if look.crowded and not look.hand:
            self._forget_votes()
            self._stack.clear()
            self._crowded_run += 1
            if self._crowded_run >= CROWDED_FRAMES:
                self.notice = TWO_DICE if look.dice >= 2 else SOMETHING_ELSE
                self.crowded_refusals += 1
                log.info("frame %d: refused, %s", frame.index, self.notice)
                # Whatever stays once the tray is cleared is read as the roll, unless it is
                # the last die read, where it lay (then nothing was rolled).
                self._lock(self._resting, filled=True)
            return None
        self._crowded_run = 0
        if look.hand:
            self._hand = True
            self._forget_votes()
            self._stack.clear()
            return None  # a hand at rest in the tray: wait for it to go
        if look.empty:
            # What lay there was taken out (the die, to be rolled again; a refused tray
            # cleared): that's no roll, nor is a shadow or a hand passing over an empty
            # tray. But when something that stood out from the floor moved in a tray that
            # was empty, or tumbled for longer than a die takes to vanish with no hand
            # seen, and still no die is there, a roll was lost: the die landed out of the
            # tray, or where it looks like the floor (traced on webcam tuning seed 618: a
            # light grey die on a floor as light; shaky seed 203: thrown from where it
            # lay). Say so rather than nothing.
            moved = self._moved[1] - self._moved[0] if self._moved is not None else 0.0
            taken = self._filled and (self._hand or moved < LOST_AFTER)
            lost = not taken and self._thing_frames >= THING_FRAMES
            log.info("frame %d: the tray is empty again%s", frame.index,
                     "; no die found after a roll" if lost else "")
            if lost:
                self.notice = DIE_NOT_FOUND
            self._lock(None)
            return None
        self._settling += 1
        if look.die is None:
            # Something is there but not cut out as a die in this frame (its outline caught
            # a shadow's edge, or noise): skip the frame rather than start the count again.
            # The votes on either side must still agree on the face and the place.
            if self._settling >= MAX_VOTES:
                if self._votes:
                    # Made out in some frames only, never three in a row (webcam tuning
                    # seed 608: the next roll came first, and nothing was said): the best
                    # guess so far, for the table to confirm.
                    return self._decide(frame, self._votes, settled=False)
                # Not in any of as many frames as a roll gets to settle: the die lies where
                # part of it looks like the floor (traced on webcam tuning seed 601: three
                # rolls waited unread for good, and nothing was said). Say so; nothing is
                # read for this roll after the table was told to enter it by hand.
                log.info("frame %d: something lies in the tray, no die made out", frame.index)
                self.notice = DIE_UNREAD
                self._lock(None, filled=True)
            return None
        tolerance = place_tolerance(self.profile.die_side)
        if self._recheck:
            # After motion longer than a blip, the votes before it count only where the
            # die still lies; elsewhere it rolled on, and the count starts again.
            self._recheck = False
            if self._votes and not look.die.same_place(self._votes[-1].view, tolerance):
                self._forget_votes()
                self._settling = 1
        self._votes.append(self._vote(look.die, image))
        recent = self._votes[-STABLE_VOTES:]
        stable = len(recent) == STABLE_VOTES and all(
            v.label == recent[0].label and v.view.same_place(recent[0].view, tolerance)
            for v in recent)
        if stable:
            if self._deeper_read_coming(recent):
                return None
            return self._decide(frame, recent, settled=True)
        if self._settling >= MAX_VOTES:
            return self._decide(frame, self._votes, settled=False)
        return None

    def _decide(self, frame: Frame, votes: list[Vote], *, settled: bool) -> DieReading | None:
        label, _ = Counter(v.label for v in votes).most_common(1)[0]
        last_vote = next(v for v in reversed(votes) if v.label == label)
        before = self._resting
        # Settled or not: votes that split on the face but mostly name the face the die
        # showed where it still lies are no roll either (webcam tuning seed 613: after a
        # hand visit the votes split, and the die that hadn't moved was read again).
        if (before is not None and before.label == label
                and last_vote.view.same_place(before.view, max(2.0, 0.1 * self.profile.die_side))):
            log.info("frame %d: the die hasn't moved (%s); no roll%s", frame.index, label,
                     " (a hand reached in)" if self._hand else "")
            self._lock(last_vote)
            return None
        if label == "cocked":
            reading = DieReading(None, RollSource.CAMERA, COCKED_CONFIDENCE,
                                 ReadingStatus.COCKED, frame.index, frame.t)
        else:
            mine = [v for v in votes if v.verdict is not None and v.label == label]
            verdicts = [v.verdict for v in mine if v.verdict is not None]
            doubtful = any(v.view.doubtful for v in votes if v.label == label)
            # Every frame read sure, or the last vote read sure through as many frames as
            # the votes: it has seen all they saw, with the noise averaged down.
            stacked = bool(mine) and mine[-1].depth >= STABLE_VOTES and verdicts[-1].ok
            ok = settled and not doubtful and bool(verdicts) and (
                all(v.ok for v in verdicts) or stacked)
            # the sure reading's own confidence: a noisy frame alone may have had less
            confidence = (verdicts[-1].confidence if stacked
                          else min((v.confidence for v in verdicts), default=0.0))
            face, pips = self._face(label)
            self.doubt = None if ok else self._doubt(votes, label, settled=settled)
            if face is None:
                log.info("frame %d: a die is there but nothing could be read", frame.index)
                self.notice = DIE_UNREAD
                reading = None
            else:
                reading = DieReading(face, RollSource.CAMERA, confidence,
                                     ReadingStatus.OK if ok else ReadingStatus.UNSURE,
                                     frame.index, frame.t, pips)
        if reading is not None:
            self.notice = None
            log.info("frame %d: %s %s (%.2f)%s", frame.index, reading.status.value,
                     reading.face.value if reading.face else "-", reading.confidence,
                     "" if settled else " after the die never settled")
            self.last = reading
        self._lock(last_vote)
        return reading

    def _deeper_read_coming(self, recent: list[Vote]) -> bool:
        """Whether to wait for another vote before deciding `recent` (stable votes): the
        latest read sure, an earlier one did not, and the latest was read through fewer
        stacked frames than the votes, because a frame didn't line up and the stack began
        again. A frame alone is noisier than a calibration picture (the average of
        `PICTURE_FRAMES`), so it may be unsure where the stack is sure. Traced on webcam
        tuning seed 608 (a black blank face on dark felt: a single frame's noise looked
        like ink): 13 of 40 rolls were unsure that way, the latest vote sure through 2
        frames, the first through 1 unsure. Waiting a frame or two costs less than asking
        the table."""
        last = recent[-1]
        if last.verdict is None or not last.verdict.ok or last.depth >= STABLE_VOTES:
            return False
        if all(v.verdict is not None and v.verdict.ok for v in recent):
            return False  # sure already
        if any(v.view.doubtful for v in recent):
            return False  # unsure whatever the face shows
        return len(self._votes) < STABLE_VOTES + self.deeper_votes

    def _doubt(self, votes: list[Vote], label: str, *, settled: bool) -> str:
        """Why a reading of `label` from `votes` is unsure: the first cause that applies."""
        if not settled:
            if len({v.label for v in votes}) > 1:
                return "never settled: the votes split on the face"
            return "never settled: the die seemed to move"
        if any(v.view.doubtful for v in votes if v.label == label):
            return "the box is long for a flat die"
        if self.faces is None:
            return "a profile without a face part: a guess only"
        # the latest first: it was read through the most frames
        for v in reversed(votes):
            if v.label == label and v.verdict is not None and not v.verdict.ok:
                return doubt(v.verdict)
        return "no verdict"

    def _face(self, label: str) -> tuple[DieFace | None, int | None]:
        if self.d6:
            if label.isdigit() and 1 <= int(label) <= 6:
                return self.face_map.face(int(label)), int(label)
            return None, None
        try:
            return DieFace(label), None
        except ValueError:
            return None, None

    def _lock(self, vote: Vote | None, *, filled: bool | None = None) -> None:
        """Wait for the next roll; `vote` is where the die lies now, if it was seen.
        `filled`: something lies in the tray (by default: if the die was seen)."""
        self.state = WatchState.WAITING
        self._resting = vote
        self._filled = vote is not None if filled is None else filled
        self._moved = None
        self._thing_frames = 0
        self._forget_votes()
        self._stack.clear()
        self._hand = False
        self._quiet_frames = 0
        self._crowded_run = 0

    def _forget_votes(self) -> None:
        """The count of still frames starts again: the votes so far no longer count."""
        self._votes.clear()
        self._settling = 0
        self._recheck = False

    def _follow_light(self, work: NDArray[np.uint8]) -> None:
        mask = self.analyser.model.foreground(work)
        self.analyser.model.update(work, u8(cv2.dilate(mask, np.ones((9, 9), np.uint8))))
        self.camera.set_reference(self.analyser.model.gray)
