"""What the TV shows about the game, read from the engine's state view (no Qt widgets):
whose turn, the planar controller, the last roll this turn, and what the table waits on
while a choice is pending (who chooses what, never the question: it is answered on the
laptop)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop.choice_text import waiting_line
from desktop.table.banner import ordinal
from desktop.table.die_panel import face_name
from desktop.table.turn_bar import step_label

translate = QCoreApplication.translate
"""Called by this name, so lupdate extracts each text (context first)."""


@dataclass(frozen=True, slots=True)
class TvRoll:
    """The last roll this turn: the face that counts, its name, and who rolled it."""

    face: str
    name: str
    detail: str


@dataclass(frozen=True, slots=True)
class TvSummary:
    headline: str
    """The turn: "Turn 3" (or "Game over")."""
    player: str
    """Whose turn (both names of a Two-Headed Giant team), or the winner once it is over."""
    player_seat: int | None
    """The seat of ``player`` (its colour), None for a team or nobody."""
    step: str
    controller: str
    controller_seat: int | None
    roll: TvRoll | None
    waiting: str = ""
    """Who chooses what while a choice is pending ("Ann chooses where the game moves")."""
    waiting_seat: int | None = None
    """The chooser's seat (the line's colour)."""


def _seat(view: Mapping[str, Any], name: str) -> int | None:
    names = [str(p.get("name")) for p in view.get("players", ())]
    return names.index(name) if name in names else None


def _team_of(view: Mapping[str, Any], name: str) -> list[str] | None:
    return next((list(t["members"]) for t in view.get("teams", ())
                 if name in t.get("members", ())), None)


def summarize(view: Mapping[str, Any] | None) -> TvSummary:
    """The TV's text for ``view`` (None: no game yet)."""
    if view is None:
        return TvSummary(translate("TvSummary", "No game yet"), "", None, "", "", None, None)
    rolls = list(view.get("rolls", ()))
    roll = None
    if rolls:
        last = rolls[-1]
        face = str(last.get("face_counted", "blank"))
        roller = str(last.get("roller", ""))
        nth = ordinal(sum(1 for r in rolls if r.get("roller") == roller))
        detail = (translate("TvSummary", "{player} · {nth} roll, an effect") if last.get("effect")
                  else translate("TvSummary", "{player} · {nth} roll this turn")).format(
            player=roller, nth=nth)
        roll = TvRoll(face, face_name(face), detail)
    controller = str(view.get("planar_controller") or "")
    choice = view.get("pending_choice")
    waiting = waiting_line(choice)
    waiting_seat = _seat(view, str(choice.get("player"))) if choice else None
    if view.get("game_over"):
        winner = str(view.get("winner") or "")
        team = _team_of(view, winner) if winner else None
        who = ((" & ".join(team) if team and len(team) == 2 else winner)
               or translate("TvSummary", "Nobody"))
        return TvSummary(translate("TvSummary", "Game over"),
                         translate("TvSummary", "{who} wins").format(who=who),
                         None if team else _seat(view, winner), "", controller,
                         _seat(view, controller), roll, waiting, waiting_seat)
    player = str(view.get("turn_player") or view.get("active_player") or "")
    team = _team_of(view, player)
    shown = " & ".join(team) if team and len(team) == 2 else player
    return TvSummary(translate("TvSummary", "Turn {turn}").format(turn=view.get("turn", 0)),
                     shown,
                     None if team and len(team) == 2 else _seat(view, player),
                     step_label(str(view.get("step", ""))), controller,
                     _seat(view, controller), roll, waiting, waiting_seat)
