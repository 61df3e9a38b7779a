"""Closed sets of the planar game: die faces, roll sources, steps, durations."""

from __future__ import annotations

from enum import StrEnum

from engine.texts import CATALOGUE


class DieFace(StrEnum):
    """A face of the planar die (901.3a): one Planeswalker, one chaos, four blank."""

    BLANK = "blank"
    """Nothing happens (901.9a)."""
    CHAOS = "chaos"
    """Chaos ensues: each face-up plane's chaos ability triggers (901.9b, 311.7)."""
    PLANESWALKER = "planeswalker"
    """The sourceless planeswalking ability triggers (901.9c, 901.8)."""


class RollSource(StrEnum):
    """Where a die result came from. Every source takes the same rules path."""

    VIRTUAL = "virtual"
    """The engine's own seeded random number generator."""
    MANUAL = "manual"
    """A real die, read by a person and entered by hand."""
    CAMERA = "camera"
    """A real die, read by the camera pipeline."""
    SERIAL = "serial"
    """A real die, reported by a dice tower over a serial line."""

    @property
    def is_physical(self) -> bool:
        return self is not RollSource.VIRTUAL


class Step(StrEnum):
    """Steps of a turn, in their normal order (500.1). Main phases count as steps here."""

    UNTAP = "untap"
    """The untap step: nobody gets priority."""
    UPKEEP = "upkeep"
    """The upkeep step."""
    DRAW = "draw"
    """The draw step."""
    PRECOMBAT_MAIN = "precombat_main"
    """The first main phase (and any main phase before combat)."""
    BEGINNING_OF_COMBAT = "beginning_of_combat"
    """The beginning of combat step."""
    DECLARE_ATTACKERS = "declare_attackers"
    """The declare attackers step."""
    DECLARE_BLOCKERS = "declare_blockers"
    """The declare blockers step."""
    COMBAT_DAMAGE = "combat_damage"
    """The combat damage step."""
    END_OF_COMBAT = "end_of_combat"
    """The end of combat step."""
    POSTCOMBAT_MAIN = "postcombat_main"
    """A main phase after combat."""
    END = "end"
    """The end step."""
    CLEANUP = "cleanup"
    """The cleanup step: "until end of turn" effects end (514.2)."""

    @property
    def is_main(self) -> bool:
        return self in (Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN)

    @property
    def label(self) -> str:
        return CATALOGUE[f"step.{self.value}"]



BEGINNING_PHASE: tuple[Step, ...] = (Step.UNTAP, Step.UPKEEP, Step.DRAW)
COMBAT_PHASE: tuple[Step, ...] = (
    Step.BEGINNING_OF_COMBAT,
    Step.DECLARE_ATTACKERS,
    Step.DECLARE_BLOCKERS,
    Step.COMBAT_DAMAGE,
    Step.END_OF_COMBAT,
)
ENDING_PHASE: tuple[Step, ...] = (Step.END, Step.CLEANUP)
TURN_STEPS: tuple[Step, ...] = (
    *BEGINNING_PHASE,
    Step.PRECOMBAT_MAIN,
    *COMBAT_PHASE,
    Step.POSTCOMBAT_MAIN,
    *ENDING_PHASE,
)


def phase_of(step: Step) -> tuple[Step, ...]:
    """The steps of the phase that ``step`` belongs to (main phases are one-step phases)."""
    for phase in (BEGINNING_PHASE, COMBAT_PHASE, ENDING_PHASE):
        if step in phase:
            return phase
    return (step,)


class Arrival(StrEnum):
    """How a planar card came to be face up, for the planar history."""

    START = "start"
    """The starting plane (901.5)."""
    PLANESWALK = "planeswalk"
    """A player planeswalked to it (701.31), by the die, an ability or a phenomenon (704.6f)."""
    OWNER_LEFT = "owner_left"
    """The face-up cards left with their owner and the planar controller turned up the next
    card (901.10)."""


class StackKind(StrEnum):
    """What kind of planar object sits on the stack."""

    CHAOS = "chaos"
    """A plane's chaos ability, controlled by the planar controller (311.7)."""
    PLANESWALK = "planeswalk"
    """The sourceless planeswalking ability, controlled by the roller (901.8)."""
    ENCOUNTER = "encounter"
    """A phenomenon's "when you encounter" trigger (312.5)."""
    TRIGGER = "trigger"
    """Any other planar triggered ability: step, die-roll, planeswalk or state trigger."""


class Duration(StrEnum):
    """How long an active effect lasts."""

    END_OF_TURN = "end_of_turn"
    """Until the cleanup step of this turn (514.2)."""
    PLANESWALK = "planeswalk"
    """Until a player planeswalks (901.11)."""
    PLANESWALK_AWAY_FROM_PLANE = "planeswalk_away_from_plane"
    """Until a player planeswalks away from a plane (not a phenomenon)."""
    YOUR_NEXT_TURN = "your_next_turn"
    """Until the named player's next turn begins."""
    GAME = "game"
    """For the rest of the game."""


class FaceRule(StrEnum):
    """An effect that changes which face of the planar die counts."""

    BLANK_IS_CHAOS = "blank_is_chaos"
    """Each blank roll is a chaos roll (Chaotic Aether)."""
    PLANESWALKER_IS_CHAOS = "planeswalker_is_chaos"
    """A Planeswalker roll makes chaos ensue instead (Fixed Point in Time)."""


class ChoiceKind(StrEnum):
    """Kinds of decisions the engine waits for."""

    ORDER = "order"
    """Order simultaneous triggered abilities one player controls (603.3b)."""
    YES_NO = "yes_no"
    """A "you may" decision: options are "yes" and "no"."""
    PLAYER = "player"
    """Choose a player (a target, or a player to exchange life totals with)."""
    CARD = "card"
    """Choose a planar card among revealed cards."""
    OPTION = "option"
    """Choose one of named options (green anchor or red waterfall)."""
    REDISTRIBUTE = "redistribute"
    """Reorder players' life totals: the totals, in the listed order, go to the players."""
    MODE = "mode"
    """The mode of a modal ability, chosen as it is put on the stack (700.2a, 603.3c)."""
    TARGET = "target"
    """A target player, chosen as the ability is put on the stack (601.2c, 603.3d)."""
    BOTTOM_ORDER = "bottom_order"
    """The owner orders cards going to the bottom of their planar deck together (401.4)."""
    MAP_MOVE = "map_move"
    """The direction the game moves on the Eternities Map (engine/eternities_map.py)."""


class DeckPosition(StrEnum):
    """Where a table correction puts a card in its planar deck."""

    TOP = "top"
    BOTTOM = "bottom"
