"""Random Eternities Map games played by hypothesis through the driver (issue 14).

Each game draws the house rules and a shared deck with phenomena, then takes random
actions: rolls with forced faces (special-action and effect rolls), resolving, moves and
hellrides in any of the eight directions, answers to any choice, planeswalks, counters,
steps and turns, undo and redo, and a save and load at any point. After every step: every
card on the map is within 3 steps of the position, and every card of the pool is in
exactly one place (deck, map, removed); a refused command changes nothing; a save loaded
again gives the same game.
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

import hypothesis.strategies as st
from engine_helpers import CARDS
from hypothesis import HealthCheck, event, settings
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule
from map_helpers import check_invariants

from engine.driver import Session
from engine.eternities_map import Direction

ACTIVE = ("Pompeii", "Norn's Seedcore", "Spatial Merging", "Interplanar Tunnel",
          "Mutual Epiphany")
"""Cards whose abilities move the game on the map, dealt among quiet planes."""


def _pool(phenomena: str, seed: int) -> list[str]:
    planes = [c.name for c in CARDS if c.is_plane and not c.abilities]
    quiet = [c.name for c in CARDS if c.is_plane and c.name not in ACTIVE][:40]
    extra = [n for n in ACTIVE if phenomena != "off" or CARDS.get(n).is_plane]
    return list(dict.fromkeys([*extra, *planes, *quiet]))[:30 + seed % 6]


def _view(state: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in state.items() if k not in ("log", "can_undo", "can_redo")}


class MapMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.folder = Path(tempfile.mkdtemp(prefix="map-props-"))
        self.saves = 0
        self.s = Session(CARDS)
        self.pool: list[str] = []

    @initialize(phenomena=st.sampled_from(["hellride_only", "on_map", "off"]),
                effects=st.sampled_from(["choose_direction", "random_direction"]),
                seed=st.integers(0, 2**16), players=st.integers(2, 3))
    def start(self, phenomena: str, effects: str, seed: int, players: int) -> None:
        self.pool = _pool(phenomena, seed)
        reply = self.s.handle({
            "cmd": "new", "players": ["Ann", "Bob", "Cid"][:players], "shared_deck": self.pool,
            "seed": seed, "variant": "eternities_map",
            "map_settings": {"phenomena": phenomena, "planeswalk_effects": effects}})
        assert reply["ok"], reply["error"]

    def state(self) -> dict[str, Any]:
        result: dict[str, Any] = self.s.handle({"cmd": "state"})["state"]
        return result

    def do(self, **cmd: Any) -> dict[str, Any]:
        before = self.state()
        reply = self.s.handle(cmd)
        assert "internal error" not in str(reply["error"]), reply["error"]
        if not reply["ok"]:
            assert self.state() == before, f"refused {cmd} changed the game"
        return reply

    @rule(face=st.sampled_from(["planeswalker", "planeswalker", "chaos", "blank"]),
          effect=st.booleans())
    def roll(self, face: str, effect: bool) -> None:
        self.do(cmd="roll", face=face, source="manual", effect=effect)

    @rule()
    def resolve(self) -> None:
        self.do(cmd="resolve")

    @rule(direction=st.sampled_from([d.value for d in Direction]))
    def move(self, direction: str) -> None:
        reply = self.do(cmd="move", direction=direction)
        if reply["ok"]:
            assert any(e["type"] == "map_moved" for e in reply["events"])
            event("moved" if direction in ("up", "down", "left", "right") else "hellrode")

    @rule(pick=st.integers(0, 7))
    def choose(self, pick: int) -> None:
        choice = self.state()["pending_choice"]
        if choice is not None:
            reply = self.do(cmd="choose", choice=choice["options"][pick % len(choice["options"])])
            if reply["ok"] and choice["kind"] == "map_move":
                event("moved by choose")

    @rule()
    def planeswalk(self) -> None:
        self.do(cmd="planeswalk")

    @rule(n=st.integers(1, 3))
    def counter(self, n: int) -> None:
        face_up = self.state()["face_up"]
        if face_up:
            self.do(cmd="counter", card=face_up[0]["name"], kind="test", delta=n)

    @rule(cmd=st.sampled_from(["next_step", "next_turn", "end_turn"]))
    def turn(self, cmd: str) -> None:
        self.do(cmd=cmd)

    @rule()
    def to_main(self) -> None:
        self.do(cmd="goto", step="precombat_main")

    @rule()
    def cid_leaves(self) -> None:
        if len([p for p in self.state()["players"] if p["in_game"]]) > 2:
            self.do(cmd="leave", player="Cid")

    @rule(cmd=st.sampled_from(["undo", "redo"]))
    def history(self, cmd: str) -> None:
        self.do(cmd=cmd)

    @rule()
    def save_and_load(self) -> None:
        self.saves += 1
        path = self.folder / f"game{self.saves}.json"
        before = self.state()
        assert self.s.handle({"cmd": "save", "path": str(path)})["ok"]
        loaded = Session(CARDS)
        reply = loaded.handle({"cmd": "load", "path": str(path)})
        assert reply["ok"], reply["error"]
        assert _view(reply["state"]) == _view(before)
        self.s = loaded  # play on from the loaded game
        if before["pending_choice"] is not None:
            event(f"saved while a {before['pending_choice']['kind']} choice waited")

    @invariant()
    def map_invariants(self) -> None:
        if self.pool:
            check_invariants(self.state(), self.pool)


MapMachine.TestCase.settings = settings(
    max_examples=100, stateful_step_count=50, deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
TestMapProperties = MapMachine.TestCase
