"""Per-card automation (assets/cards/automation.json), played through the driver's Session.

Every test sends the same JSON command dicts that ``python -m engine`` reads, one per line,
and checks the resulting state: life totals, counters on face-up cards, tokens, designations,
effects and their durations, deck order, face-up cards, turn order, extra turns, upcoming
steps, pending choices and the stack. Card texts are the Oracle texts in
assets/cards/planar_cards.json; rule numbers are those of the Comprehensive Rules extract in
shared/reference/planechase_rules.txt.

Each resolved planar ability is recorded (card, ability index) so the last test can check
that every automated ability in automation.json is exercised here.
"""

from __future__ import annotations

import inspect
import json
import tempfile
from collections.abc import Callable, Iterable
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from engine.cards import AbilityClass, default_cards
from engine.driver import Session

CARDS = default_cards()
AUTOMATION: dict[str, dict[str, Any]] = json.loads(
    (resources.files("assets") / "cards" / "automation.json").read_text(encoding="utf-8"))["cards"]
AUTOMATED = {(name, int(i)) for name, abilities in AUTOMATION.items() for i in abilities}

PLAYERS = ("Ann", "Bob", "Cat")
# Planes with only static, table or chaos abilities: nothing triggers on steps, rolls or
# planeswalking. Their chaos abilities are not automated, so they only ever say something.
QUIET = [
    "Akoum", "Astral Arena", "Bant", "Esper", "Feeding Grounds", "Gavony", "Grixis",
    "Kessig", "Krosa", "Llanowar", "Naya", "Tazeem", "Skybreen", "Prahv", "Raven's Run",
]

RESOLVED: set[tuple[str, int]] = set()
"""(card, ability index) of every planar ability that resolved in this module's games."""


def deck(*top: str, size: int = 10) -> list[str]:
    """A legal planar deck (901.3) whose top cards are ``top``, filled with quiet planes."""
    out = list(top)
    for name in QUIET:
        if len(out) >= size:
            break
        if name not in out:
            out.append(name)
    return out


def ability_index(card: str, text: str) -> int:
    for ability in CARDS.get(card).abilities:
        if ability.text == text:
            return ability.index
    raise AssertionError(f"{card} has no ability {text!r}")


class Table:
    """One driver session with a three-player game: Ann starts (turn 1, untap step)."""

    def __init__(self, ann: Iterable[str] = (), bob: Iterable[str] = (),
                 cat: Iterable[str] = (), *, seed: int = 1) -> None:
        self.session = Session()
        self.events: list[dict[str, Any]] = []
        self.reply: dict[str, Any] = {}
        self.do("new", players=list(PLAYERS), shuffle=False, starting_player="Ann", seed=seed,
                decks={"Ann": deck(*ann), "Bob": deck(*bob), "Cat": deck(*cat)})

    # commands --------------------------------------------------------------------------
    def do(self, cmd: str, **fields: Any) -> list[dict[str, Any]]:
        """Send one command; it must be accepted. Returns its events."""
        reply = self.session.handle({"cmd": cmd, **fields})
        assert reply["ok"], f"{cmd} {fields} refused: {reply['error']}"
        self.reply = reply
        events: list[dict[str, Any]] = reply["events"]
        self.events.extend(events)
        for e in events:
            if e["type"] == "ability_resolved" and e["source"] is not None:
                RESOLVED.add((e["source"], ability_index(e["source"], e["text"])))
        return events

    def refused(self, cmd: str, **fields: Any) -> str:
        reply = self.session.handle({"cmd": cmd, **fields})
        assert not reply["ok"], f"{cmd} {fields} was accepted"
        return str(reply["error"])

    def resolve(self) -> list[dict[str, Any]]:
        return self.do("resolve")

    def choose(self, choice: str | int | list[str | int]) -> list[dict[str, Any]]:
        return self.do("choose", choice=choice)

    def goto(self, step: str) -> list[dict[str, Any]]:
        return self.do("goto", step=step)

    def roll(self, face: str) -> list[dict[str, Any]]:
        """A physical die read by hand (the special action of 901.9)."""
        return self.do("roll", face=face, source="manual")

    def chaos(self) -> list[dict[str, Any]]:
        return self.do("chaos")

    def planeswalk(self) -> list[dict[str, Any]]:
        return self.do("planeswalk")

    # state -------------------------------------------------------------------------------
    @property
    def state(self) -> dict[str, Any]:
        state: dict[str, Any] = self.reply["state"]
        return state

    def player(self, name: str) -> dict[str, Any]:
        players: list[dict[str, Any]] = self.state["players"]
        (p,) = [p for p in players if p["name"] == name]
        return p

    def life(self, name: str) -> int:
        return int(self.player(name)["life"])

    def lives(self) -> dict[str, int]:
        return {p["name"]: p["life"] for p in self.state["players"]}

    def tokens(self, name: str) -> dict[str, int]:
        return dict(self.player(name)["tokens"])

    def designations(self, name: str) -> list[str]:
        return list(self.player(name)["designations"])

    def face_up(self) -> list[str]:
        return [c["name"] for c in self.state["face_up"]]

    def counters(self, card: str) -> dict[str, int]:
        (c,) = [c for c in self.state["face_up"] if c["name"] == card]
        return dict(c["counters"])

    def deck(self, owner: str = "Ann") -> list[str]:
        return list(self.state["decks"][owner])

    def stack(self) -> list[tuple[str | None, str]]:
        """(source, kind) of each stack item, top first."""
        return [(i["source"], i["kind"]) for i in self.state["stack"]]

    def choice(self) -> dict[str, Any] | None:
        choice: dict[str, Any] | None = self.state["pending_choice"]
        return choice

    def effects(self) -> list[tuple[str, str, str | None]]:
        """(text, until, player) of each active effect."""
        return [(e["text"], e["until"], e["player"]) for e in self.state["effects"]]

    def at(self) -> tuple[int, str, str]:
        return self.state["turn"], self.state["turn_player"], self.state["step"]


def said(events: Iterable[dict[str, Any]]) -> list[str]:
    """The messages of instruction events: what the table is told to do by hand."""
    return [e["message"] for e in events if e["type"] == "instruction"]


def of_type(events: Iterable[dict[str, Any]], kind: str) -> list[dict[str, Any]]:
    return [e for e in events if e["type"] == kind]


def starting_on(card: str, step: str | None = None, **decks: list[str]) -> Table:
    """``card`` is the starting plane (nothing triggers at setup, 901.5)."""
    t = Table(ann=[card, *decks.get("ann", [])], bob=decks.get("bob", ()),
              cat=decks.get("cat", ()))
    assert t.face_up() == [card] and t.state["stack"] == []
    if step is not None:
        t.goto(step)
        assert t.state["step"] == step, f"stopped at the {t.state['step']}: {t.stack()}"
    return t


def walking_to(card: str, *after: str) -> Table:
    """Krosa starts; ``card`` is next in Ann's deck, so a `planeswalk` turns it face up."""
    t = Table(ann=["Krosa", card, *after])
    t.planeswalk()
    assert t.face_up() == [card]
    return t


# -- Aretopolis --------------------------------------------------------------------------------

def test_aretopolis_upkeep_and_planeswalk_to_add_scroll_counters_and_life() -> None:
    """Aretopolis #0: "When you planeswalk to Aretopolis and at the beginning of your upkeep,
    put a scroll counter on Aretopolis, then you gain life equal to the number of scroll
    counters on it." 'You' is the planar controller (311.5), so Bob gains at his upkeep."""
    t = walking_to("Aretopolis")
    assert t.stack() == [("Aretopolis", "trigger")]
    t.resolve()
    assert t.counters("Aretopolis") == {"scroll": 1} and t.life("Ann") == 21
    t.goto("upkeep")
    assert t.stack() == [("Aretopolis", "trigger")]
    t.resolve()
    assert t.counters("Aretopolis") == {"scroll": 2} and t.life("Ann") == 23
    t.goto("end")
    t.do("next_step")  # cleanup
    t.goto("upkeep")  # Bob's upkeep
    assert t.at() == (2, "Bob", "upkeep") and t.stack() == [("Aretopolis", "trigger")]
    t.resolve()
    assert t.counters("Aretopolis") == {"scroll": 3}
    assert t.lives() == {"Ann": 23, "Bob": 23, "Cat": 20}


def test_aretopolis_chaos_counter_and_draw_instruction_then_ten_counters_planeswalk() -> None:
    """Aretopolis #2: "Whenever chaos ensues, put a scroll counter on Aretopolis, then draw
    cards equal to the number of scroll counters on it." #1: "When Aretopolis has ten or more
    scroll counters on it, planeswalk." (a state trigger, 603.8)."""
    t = starting_on("Aretopolis", "upkeep")
    t.resolve()
    t.goto("precombat_main")
    assert t.counters("Aretopolis") == {"scroll": 1} and t.life("Ann") == 21
    t.roll("chaos")
    assert t.stack() == [("Aretopolis", "chaos")]
    events = t.resolve()
    assert t.counters("Aretopolis") == {"scroll": 2}
    assert said(events) == ["Ann: Draw 2 card(s)."]
    t.do("counter", card="Aretopolis", kind="scroll", delta=7)
    assert t.counters("Aretopolis") == {"scroll": 9} and t.state["stack"] == []
    t.chaos()
    events = t.resolve()
    assert said(events) == ["Ann: Draw 10 card(s)."]
    assert t.counters("Aretopolis") == {"scroll": 10}
    assert t.stack() == [("Aretopolis", "trigger")]  # the state trigger
    assert t.life("Ann") == 21  # the chaos ability gains no life
    t.resolve()
    assert t.face_up() == ["Akoum"]
    assert t.deck()[-1] == "Aretopolis" and t.state["stack"] == []


def test_aretopolis_upkeep_tenth_counter_triggers_the_planeswalk() -> None:
    """Aretopolis #0 then #1: the tenth counter put by the upkeep trigger planeswalks."""
    t = starting_on("Aretopolis")
    t.do("counter", card="Aretopolis", kind="scroll", delta=9)
    t.goto("upkeep")
    t.resolve()
    assert t.life("Ann") == 30 and t.counters("Aretopolis") == {"scroll": 10}
    assert t.stack() == [("Aretopolis", "trigger")]
    t.resolve()
    assert t.face_up() == ["Akoum"] and t.deck()[-1] == "Aretopolis"


# -- counters on planes -----------------------------------------------------------------------

def test_kilnspire_district_charge_counters_and_red_mana_instruction() -> None:
    """Kilnspire District #0: "When you planeswalk to Kilnspire District and at the beginning
    of your first main phase, put a charge counter on Kilnspire District, then add {R} for
    each charge counter on it." Only the first main phase of the turn triggers it."""
    t = walking_to("Kilnspire District")
    events = t.resolve()
    assert t.counters("Kilnspire District") == {"charge": 1}
    assert said(events) == ["Ann: Add {R} for each charge counter: 1 red mana."]
    t.goto("precombat_main")
    assert t.stack() == [("Kilnspire District", "trigger")]
    events = t.resolve()
    assert t.counters("Kilnspire District") == {"charge": 2}
    assert said(events) == ["Ann: Add {R} for each charge counter: 2 red mana."]
    t.goto("postcombat_main")
    assert t.state["stack"] == [] and t.counters("Kilnspire District") == {"charge": 2}


def test_mount_keralia_pressure_counters_and_damage_when_planeswalked_away() -> None:
    """Mount Keralia #0: "At the beginning of your end step, put a pressure counter on Mount
    Keralia." #1: "When you planeswalk away from Mount Keralia, it deals damage equal to the
    number of pressure counters on it to each creature and each planeswalker." The card is
    face down (a new object without counters, 901.7a) when the trigger resolves, so the
    damage uses the number it had."""
    t = starting_on("Mount Keralia", "end")
    assert t.stack() == [("Mount Keralia", "trigger")]
    t.resolve()
    assert t.counters("Mount Keralia") == {"pressure": 1}
    t.do("next_step")
    t.goto("end")  # Bob's end step: his ("your") end step as planar controller
    assert t.at() == (2, "Bob", "end")
    t.resolve()
    assert t.counters("Mount Keralia") == {"pressure": 2}
    t.planeswalk()  # Bob planeswalks: the top of Bob's deck
    assert t.face_up() == ["Akoum"] and t.deck("Ann")[-1] == "Mount Keralia"
    assert t.stack() == [("Mount Keralia", "trigger")]
    assert t.state["stack"][0]["info"] == {"pressure": 2}
    events = t.resolve()
    assert said(events) == [
        "Bob: Mount Keralia deals 2 damage to each creature and each planeswalker."]


def test_mount_keralia_chaos_prevention_lasts_the_game() -> None:
    """Mount Keralia #2: "Whenever chaos ensues, prevent all damage that planes named Mount
    Keralia would deal this game to permanents you control." (ruling: for the rest of the
    game, whoever owns the plane)."""
    t = starting_on("Mount Keralia", "precombat_main")
    t.roll("chaos")
    t.resolve()
    assert t.effects() == [("Prevent all damage that planes named Mount Keralia would deal "
                            "to permanents Ann controls", "game", "Ann")]
    t.planeswalk()
    t.resolve()  # the planeswalk-away trigger
    t.do("next_turn")
    assert len(t.effects()) == 1 and t.effects()[0][1] == "game"


def test_naar_isle_flame_counters_damage_each_upkeep_player() -> None:
    """Naar Isle #0: "At the beginning of your upkeep, put a flame counter on Naar Isle, then
    Naar Isle deals damage to you equal to the number of flame counters on it." 'You' is each
    turn's planar controller."""
    t = starting_on("Naar Isle", "upkeep")
    t.resolve()
    assert t.counters("Naar Isle") == {"flame": 1}
    for who, flame in (("Bob", 2), ("Cat", 3)):
        t.goto("upkeep")
        assert t.state["turn_player"] == who
        t.resolve()
        assert t.counters("Naar Isle") == {"flame": flame}
    assert t.lives() == {"Ann": 19, "Bob": 18, "Cat": 17}


def test_aplan_mortarium_life_loss_is_cumulative_over_turns() -> None:
    """Aplan Mortarium #0: "At the beginning of your upkeep, put an exposure counter on Aplan
    Mortarium. Then you lose life equal to the number of exposure counters on it."
    #1: "Whenever chaos ensues, create two 2/2 black Alien Angel artifact creature tokens"."""
    t = starting_on("Aplan Mortarium", "upkeep")
    t.resolve()
    for _ in range(3):  # Bob, Cat, then Ann again
        t.goto("upkeep")
        t.resolve()
    assert t.at()[1] == "Ann" and t.counters("Aplan Mortarium") == {"exposure": 4}
    assert t.lives() == {"Ann": 20 - 1 - 4, "Bob": 18, "Cat": 17}
    t.goto("precombat_main")
    t.roll("chaos")
    t.resolve()
    assert t.tokens("Ann") == {"Alien Angel 2/2 (first strike, vigilance)": 2}
    assert t.tokens("Bob") == {} and t.counters("Aplan Mortarium") == {"exposure": 4}


def test_pompeii_eruption_counters_then_chaos_damages_each_player_and_planeswalks() -> None:
    """Pompeii #0: "When you planeswalk to Pompeii and at the beginning of your upkeep, put an
    eruption counter on it." #1: "Whenever you roll a blank on the planar die, scry 2. Then
    put an eruption counter on Pompeii." #2: "When chaos ensues, Pompeii deals damage to each
    creature and each player equal to the number of eruption counters on Pompeii. Each player
    sacrifices a land. Then planeswalk." """
    t = walking_to("Pompeii")
    t.resolve()
    assert t.counters("Pompeii") == {"eruption": 1}
    t.goto("upkeep")
    t.resolve()
    assert t.counters("Pompeii") == {"eruption": 2}
    t.goto("precombat_main")
    t.roll("blank")
    assert t.stack() == [("Pompeii", "trigger")]
    events = t.resolve()
    assert said(events) == ["Ann: Scry 2."]
    assert t.counters("Pompeii") == {"eruption": 3}
    t.roll("chaos")
    assert t.stack() == [("Pompeii", "chaos")]
    events = t.resolve()
    assert said(events) == ["Ann: Pompeii deals 3 damage to each creature. Each player "
                            "sacrifices a land."]
    assert t.lives() == {"Ann": 17, "Bob": 17, "Cat": 17}
    assert t.face_up() == ["Akoum"] and t.deck()[-1] == "Pompeii"


def test_spectrox_mines_life_and_treasure_then_chaos_tokens() -> None:
    """Spectrox Mines #0: "When you planeswalk to Spectrox Mines and at the beginning of your
    upkeep, you lose 3 life and create a Treasure token." #1: "Whenever chaos ensues, create a
    Food token and a 2/2 black Human Rogue creature token." """
    t = walking_to("Spectrox Mines")
    t.resolve()
    assert t.life("Ann") == 17 and t.tokens("Ann") == {"Treasure": 1}
    t.goto("upkeep")
    t.resolve()
    assert t.life("Ann") == 14 and t.tokens("Ann") == {"Treasure": 2}
    t.goto("precombat_main")
    t.roll("chaos")
    t.resolve()
    assert t.tokens("Ann") == {"Treasure": 2, "Food": 1, "Human Rogue 2/2": 1}
    assert t.life("Ann") == 14 and t.tokens("Bob") == {}


# -- yes/no choices ----------------------------------------------------------------------------

@pytest.mark.parametrize("answer", ["yes", "no"])
def test_fields_of_summer_may_gain_ten(answer: str) -> None:
    """Fields of Summer #1: "Whenever chaos ensues, you may gain 10 life." """
    t = starting_on("Fields of Summer", "precombat_main")
    t.roll("chaos")
    t.resolve()
    choice = t.choice()
    assert choice is not None
    assert (choice["player"], choice["kind"], choice["options"]) == ("Ann", "yes_no",
                                                                     ["yes", "no"])
    t.choose(answer)
    assert t.choice() is None and t.state["stack"] == []
    assert t.lives() == {"Ann": 30 if answer == "yes" else 20, "Bob": 20, "Cat": 20}


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_sanctum_of_serra_life_becomes_twenty(answer: str) -> None:
    """Sanctum of Serra #1: "Whenever chaos ensues, you may have your life total become 20."
    Also from above 20: it 'becomes' 20, a loss."""
    t = starting_on("Sanctum of Serra", "precombat_main")
    t.do("life", player="Ann", set=7)
    t.roll("chaos")
    t.resolve()
    assert t.choice() is not None and t.choice()["kind"] == "yes_no"  # type: ignore[index]
    t.choose(answer)
    assert t.life("Ann") == (20 if answer == "yes" else 7)
    t.do("life", player="Ann", set=33)
    t.chaos()
    t.resolve()
    t.choose(answer)
    assert t.life("Ann") == (20 if answer == "yes" else 33)


def test_sanctum_of_serra_planeswalk_away_destroys_nonland_permanents() -> None:
    """Sanctum of Serra #0: "When you planeswalk away from Sanctum of Serra, destroy all
    nonland permanents." (the table does it by hand)."""
    t = starting_on("Sanctum of Serra", "precombat_main")
    t.planeswalk()
    assert t.face_up() == ["Akoum"] and t.stack() == [("Sanctum of Serra", "trigger")]
    events = t.resolve()
    assert said(events) == ["Ann: Destroy all nonland permanents."]


def test_lair_of_the_ashen_idol_planeswalks_only_if_you_could_not_sacrifice() -> None:
    """Lair of the Ashen Idol #0: "At the beginning of your upkeep, sacrifice a creature. If
    you can't, planeswalk." """
    t = starting_on("Lair of the Ashen Idol", "upkeep")
    t.resolve()
    choice = t.choice()
    assert choice is not None and (choice["player"], choice["kind"]) == ("Ann", "yes_no")
    t.choose("yes")  # Ann sacrificed a creature
    assert t.face_up() == ["Lair of the Ashen Idol"]
    t.goto("upkeep")  # Bob's
    t.resolve()
    assert t.choice()["player"] == "Bob"  # type: ignore[index]
    t.choose("no")  # Bob had no creature
    assert t.face_up() == ["Akoum"]  # the top of Bob's deck
    assert t.deck("Ann")[-1] == "Lair of the Ashen Idol"


# -- life exchanges --------------------------------------------------------------------------

def test_cliffside_market_exchange_with_a_target_player_if_you_choose_to() -> None:
    """Cliffside Market #0: "When you planeswalk to Cliffside Market and at the beginning of
    your upkeep, you may exchange life totals with target player." The target is chosen as
    the ability goes on the stack (601.2c); "you may" is asked as it resolves."""
    t = Table(ann=["Krosa", "Cliffside Market"])
    t.do("life", player="Bob", set=7)
    t.planeswalk()
    choice = t.choice()
    assert choice is not None
    assert (choice["player"], choice["kind"]) == ("Ann", "target")
    assert choice["options"] == ["Ann", "Bob", "Cat"]
    t.choose("Bob")
    t.resolve()
    may = t.choice()
    assert may is not None and (may["player"], may["kind"]) == ("Ann", "yes_no")
    t.choose("yes")
    assert t.lives() == {"Ann": 7, "Bob": 20, "Cat": 20}
    t.goto("upkeep")
    t.choose("Cat")
    t.resolve()
    t.choose("no")
    assert t.lives() == {"Ann": 7, "Bob": 20, "Cat": 20}
    assert t.choice() is None and t.state["stack"] == []


def test_the_doctors_tomb_redistributes_life_totals() -> None:
    """The Doctor's Tomb #1: "Whenever chaos ensues, redistribute any number of players'
    life totals. (Each of those players gets one life total back.)" """
    t = starting_on("The Doctor's Tomb", "precombat_main")
    t.do("life", player="Bob", set=15)
    t.do("life", player="Cat", set=5)
    t.roll("chaos")
    t.resolve()
    choice = t.choice()
    assert choice is not None and choice["kind"] == "redistribute"
    assert choice["options"] == ["Ann (20)", "Bob (15)", "Cat (5)"]
    t.choose(["Cat", "Ann", "Bob"])  # the totals as listed go to Cat, Ann, Bob
    assert t.lives() == {"Ann": 15, "Bob": 5, "Cat": 20}
    assert sorted(t.lives().values()) == [5, 15, 20]


# -- the planar deck -------------------------------------------------------------------------

def test_interplanar_tunnel_puts_the_chosen_plane_on_top_then_planeswalks_to_it() -> None:
    """Interplanar Tunnel: "reveal cards from the top of your planar deck until you reveal five
    plane cards. Put a plane card from among them on top of your planar deck, then put the
    rest of the revealed cards on the bottom in a random order." Then 704.6f planeswalks away
    from the phenomenon, to the chosen plane (ruling)."""
    ann = ["Krosa", "Interplanar Tunnel", "Akoum", "Astral Arena", "Time Distortion", "Bant",
           "Esper", "Feeding Grounds", "Gavony", "Grixis", "Kessig"]
    t = Table(ann=ann)
    t.planeswalk()
    assert t.face_up() == ["Interplanar Tunnel"] and t.stack() == [
        ("Interplanar Tunnel", "encounter")]
    events = t.resolve()
    revealed = ["Akoum", "Astral Arena", "Time Distortion", "Bant", "Esper", "Feeding Grounds"]
    assert of_type(events, "cards_revealed")[0]["cards"] == revealed
    choice = t.choice()
    assert choice is not None and (choice["player"], choice["kind"]) == ("Ann", "card")
    assert choice["options"] == ["Akoum", "Astral Arena", "Bant", "Esper", "Feeding Grounds"]
    t.choose("Esper")
    assert t.face_up() == ["Esper"]
    rest = t.deck()
    assert rest[:3] == ["Gavony", "Grixis", "Kessig"] and rest[3] == "Krosa"
    assert sorted(rest[4:-1]) == sorted(n for n in revealed if n != "Esper")
    assert rest[-1] == "Interplanar Tunnel"
    assert t.state["stack"] == [] and len(rest) == 10


def test_spatial_merging_planeswalks_to_two_planes_at_once() -> None:
    """Spatial Merging: "reveal cards from the top of your planar deck until you reveal two
    plane cards. Simultaneously planeswalk to both of them. Put all other cards revealed this
    way on the bottom of your planar deck in any order." The game is on both planes until a
    player planeswalks away from both (rulings)."""
    ann = ["Krosa", "Spatial Merging", "Akoum", "Chaotic Aether", "Astral Arena", "Bant",
           "Esper", "Feeding Grounds", "Gavony", "Grixis"]
    t = Table(ann=ann)
    t.planeswalk()
    t.resolve()
    assert t.face_up() == ["Akoum", "Astral Arena"] and t.state["stack"] == []
    rest = t.deck()
    assert rest[:6] == ["Bant", "Esper", "Feeding Grounds", "Gavony", "Grixis", "Krosa"]
    assert sorted(rest[6:]) == ["Chaotic Aether", "Spatial Merging"]
    t.goto("precombat_main")
    t.roll("chaos")  # both chaos abilities trigger; Ann orders them
    choice = t.choice()
    assert choice is not None and choice["kind"] == "order" and len(choice["options"]) == 2
    t.choose([1, 0])
    assert [s for s, _ in t.stack()] == ["Astral Arena", "Akoum"]
    t.resolve()
    t.resolve()
    t.planeswalk()
    # 401.4: Ann orders the two planes going to the bottom of her deck together.
    choice = t.choice()
    assert choice is not None and choice["kind"] == "bottom_order"
    assert choice["options"] == ["Akoum", "Astral Arena"]
    assert t.face_up() == ["Akoum", "Astral Arena"]
    t.choose("keep")
    assert t.face_up() == ["Bant"] and t.deck()[-2:] == ["Akoum", "Astral Arena"]


def test_norns_seedcore_chaos_adds_a_plane_without_leaving() -> None:
    """Norn's Seedcore #0: "When you planeswalk to Norn's Seedcore, chaos ensues." #1:
    "Whenever chaos ensues, reveal cards from the top of your planar deck until you reveal a
    plane card. Planeswalk to it, except don't planeswalk away from any plane. Put the rest of
    the revealed cards on the bottom of your planar deck in any order." """
    t = walking_to("Norn's Seedcore", "Time Distortion", "Akoum", "Spectrox Mines")
    assert t.stack() == [("Norn's Seedcore", "trigger")]
    t.resolve()
    assert t.stack() == [("Norn's Seedcore", "chaos")]
    t.resolve()
    assert t.face_up() == ["Norn's Seedcore", "Akoum"]
    assert t.deck()[0] == "Spectrox Mines" and t.deck()[-2:] == ["Krosa", "Time Distortion"]
    assert t.state["stack"] == []
    t.goto("precombat_main")
    t.roll("chaos")  # Seedcore and Akoum: Ann orders the two chaos abilities
    order = t.choice()
    assert order is not None and order["kind"] == "order"
    seedcore = next(o for o in order["options"] if "Norn's Seedcore" in o)
    t.choose(seedcore)
    t.resolve()  # Seedcore: Spectrox Mines joins; its planeswalk-to trigger triggers
    assert t.face_up() == ["Norn's Seedcore", "Akoum", "Spectrox Mines"]
    assert t.stack()[0] == ("Spectrox Mines", "trigger")
    t.resolve()
    assert t.life("Ann") == 17 and t.tokens("Ann") == {"Treasure": 1}


def test_otec_lan_chaos_ensues_and_its_own_chaos_ability_triggers() -> None:
    """Oteclán #0: "When you planeswalk to Oteclán and at the beginning of your upkeep, chaos
    ensues." 311.7: chaos ensuing triggers its chaos ability (#1, discover 3: the table's)."""
    t = walking_to("Oteclán")
    assert t.stack() == [("Oteclán", "trigger")]
    t.resolve()
    assert t.stack() == [("Oteclán", "chaos")]
    t.resolve()
    assert t.state["stack"] == [] and t.face_up() == ["Oteclán"]


def test_fertile_lands_chaos_ensues_on_a_revealed_plane() -> None:
    """The Fertile Lands of Saulvinia #1: "reveal cards from the top of your planar deck until
    you reveal a plane card. Chaos ensues on that plane. Then put all cards revealed this way
    on the bottom of your planar deck in any order." The revealed plane's chaos ability
    triggers from the deck (311.7)."""
    t = starting_on("The Fertile Lands of Saulvinia", "precombat_main",
                    ann=["Chaotic Aether", "Jund"])
    t.roll("chaos")
    t.resolve()
    choice = t.choice()  # 401.4: Ann orders the two revealed cards going to the bottom
    assert choice is not None and choice["kind"] == "bottom_order"
    assert choice["options"] == ["Chaotic Aether", "Jund"]
    t.choose("keep")
    assert t.stack() == [("Jund", "chaos")]
    assert t.state["stack"][0]["controller"] == "Ann"
    assert t.deck()[-2:] == ["Chaotic Aether", "Jund"]
    assert t.face_up() == ["The Fertile Lands of Saulvinia"]
    t.resolve()
    assert t.tokens("Ann") == {"Goblin 1/1": 2}


def test_pools_of_becoming_three_revealed_chaos_abilities_trigger() -> None:
    """Pools of Becoming #1: "reveal the top three cards of your planar deck. Each of the
    revealed cards' chaos abilities triggers. Then put the revealed cards on the bottom of
    your planar deck in any order." Ann orders the three (ruling)."""
    t = starting_on("Pools of Becoming", "precombat_main", ann=["Jund", "Shiv", "Goldmeadow"])
    t.roll("chaos")
    t.resolve()
    choice = t.choice()  # 401.4: first the order of the three at the bottom
    assert choice is not None and (choice["player"], choice["kind"]) == ("Ann", "bottom_order")
    assert choice["options"] == ["Jund", "Shiv", "Goldmeadow"]
    t.choose("keep")
    choice = t.choice()
    assert choice is not None and (choice["player"], choice["kind"]) == ("Ann", "order")
    assert [o.split(": ")[0].split(" ", 1)[1] for o in choice["options"]] == [
        "Jund", "Shiv", "Goldmeadow"]
    assert t.deck()[-3:] == ["Jund", "Shiv", "Goldmeadow"]
    t.choose([2, 0, 1])
    assert [s for s, _ in t.stack()] == ["Goldmeadow", "Jund", "Shiv"]
    for _ in range(3):
        t.resolve()
    assert t.tokens("Ann") == {"Goat 0/1": 1, "Goblin 1/1": 2, "Dragon 5/5 (flying)": 1}
    assert t.face_up() == ["Pools of Becoming"]


def test_stairs_to_infinity_roll_draws_and_chaos_may_bottom_the_top_card() -> None:
    """Stairs to Infinity #1: "Whenever you roll the planar die, draw a card." #2: "Whenever
    chaos ensues, reveal the top card of your planar deck. You may put it on the bottom of
    your planar deck." """
    t = starting_on("Stairs to Infinity", "precombat_main")
    t.roll("blank")
    assert t.stack() == [("Stairs to Infinity", "trigger")]
    assert said(t.resolve()) == ["Ann: Draw a card."]
    t.chaos()
    events = t.resolve()
    assert of_type(events, "cards_revealed")[0]["cards"] == ["Akoum"]
    choice = t.choice()
    assert choice is not None and choice["kind"] == "yes_no"
    assert "Akoum" in choice["prompt"]
    t.choose("yes")
    assert t.deck()[0] == "Astral Arena" and t.deck()[-1] == "Akoum"
    t.chaos()
    t.resolve()
    t.choose("no")
    assert t.deck()[0] == "Astral Arena" and t.face_up() == ["Stairs to Infinity"]


# -- the planar die --------------------------------------------------------------------------

def test_chaotic_aether_blank_is_chaos_until_a_plane_is_left() -> None:
    """Chaotic Aether: "each blank roll of the planar die is a {CHAOS} roll until a player
    planeswalks away from a plane. (Then planeswalk away from this phenomenon.)" Ruling:
    planeswalking away from a phenomenon doesn't end it."""
    t = Table(ann=["Krosa", "Chaotic Aether", "Jund", "Time Distortion", "Akoum"])
    t.goto("precombat_main")
    t.planeswalk()  # away from Krosa, a plane: no effect yet to end
    t.resolve()
    assert t.effects() == [(
        "Each blank roll of the planar die is a chaos roll until a player planeswalks away "
        "from a plane", "planeswalk_away_from_plane", "Ann")]
    assert t.face_up() == ["Jund"]  # 704.6f left the phenomenon; the effect goes on
    events = t.roll("blank")
    (rolled,) = of_type(events, "die_rolled")
    assert (rolled["face_read"], rolled["face_counted"]) == ("blank", "chaos")
    assert t.stack() == [("Jund", "chaos")]
    t.resolve()
    assert t.tokens("Ann") == {"Goblin 1/1": 2}
    t.planeswalk()  # away from Jund (a plane), to Time Distortion
    assert t.effects() == []
    t.resolve()  # Time Distortion; then 704.6f to Akoum
    assert t.face_up() == ["Akoum"]
    events = t.roll("blank")
    assert of_type(events, "die_rolled")[0]["face_counted"] == "blank"
    assert t.state["stack"] == []


def test_chaotic_aether_survives_leaving_another_phenomenon() -> None:
    """Chaotic Aether: leaving a phenomenon (Time Distortion here) is not leaving a plane."""
    t = Table(ann=["Krosa", "Time Distortion", "Chaotic Aether", "Jund"])
    t.planeswalk()
    t.resolve()  # Time Distortion; 704.6f: to Chaotic Aether
    assert t.face_up() == ["Chaotic Aether"]
    t.resolve()  # Chaotic Aether; 704.6f: to Jund
    assert t.face_up() == ["Jund"] and len(t.effects()) == 1
    t.goto("precombat_main")
    t.roll("blank")
    assert t.stack() == [("Jund", "chaos")]


def test_fixed_point_in_time_planeswalker_roll_is_chaos_until_your_next_turn() -> None:
    """Fixed Point in Time: "until your next turn, if a player would planeswalk as a result of
    rolling the planar die, chaos ensues instead." 'Your' is the planar controller who
    encountered it."""
    t = Table(ann=["Krosa", "Fixed Point in Time", "Jund"])
    t.goto("precombat_main")
    t.planeswalk()
    t.resolve()
    assert t.effects() == [(
        "Until Ann's next turn, if a player would planeswalk as a result of rolling the "
        "planar die, chaos ensues instead", "your_next_turn", "Ann")]
    assert t.face_up() == ["Jund"]
    events = t.roll("planeswalker")
    assert of_type(events, "die_rolled")[0]["face_counted"] == "chaos"
    assert t.stack() == [("Jund", "chaos")]
    t.resolve()
    assert t.face_up() == ["Jund"]
    t.do("next_turn")  # Bob's turn: still before Ann's next turn
    t.roll("planeswalker")
    assert t.stack() == [("Jund", "chaos")]
    t.resolve()
    assert t.tokens("Bob") == {"Goblin 1/1": 2}
    t.do("next_turn")
    t.do("next_turn")
    assert t.at() == (4, "Ann", "precombat_main") and t.effects() == []
    t.roll("planeswalker")
    assert t.stack() == [(None, "planeswalk")]


def test_the_drum_roll_effect_until_end_of_turn_and_chaos_ends_the_turn() -> None:
    """The Drum, Mining Facility #0: "Whenever you roll the planar die, creatures you control
    get +1/+1 and gain haste until end of turn." #1: "Whenever chaos ensues, end the turn.
    (Exile all spells and abilities from the stack ...)" (723)."""
    t = starting_on("The Drum, Mining Facility", "precombat_main")
    t.roll("blank")
    t.resolve()
    assert t.effects() == [("Creatures Ann controls get +1/+1 and have haste", "end_of_turn",
                            "Ann")]
    t.roll("chaos")  # the die-roll trigger and the chaos ability: Ann orders them
    choice = t.choice()
    assert choice is not None and choice["kind"] == "order"
    chaos_first = next(o for o in choice["options"] if "end the turn" in o)
    t.choose(chaos_first)
    assert t.stack()[0] == ("The Drum, Mining Facility", "chaos") and len(t.stack()) == 2
    events = t.resolve()
    assert of_type(events, "ability_removed")[0]["source"] == "The Drum, Mining Facility"
    assert t.at() == (1, "Ann", "cleanup")
    assert t.state["stack"] == [] and t.state["upcoming_steps"] == []
    assert t.effects() == []  # 514.2: "until end of turn" effects end in the cleanup step
    t.do("next_step")
    assert t.at() == (2, "Bob", "untap")


# -- turns -----------------------------------------------------------------------------------

def test_time_distortion_reverses_turn_order() -> None:
    """Time Distortion: "reverse the game's turn order." Then 704.6f planeswalks away."""
    t = Table(ann=["Krosa", "Time Distortion"])
    assert t.state["turn_order"] == ["Ann", "Bob", "Cat"]
    t.planeswalk()
    t.resolve()
    assert t.state["direction"] == "reversed"
    assert t.state["turn_order"] == ["Ann", "Cat", "Bob"]
    assert t.face_up() == ["Akoum"] and t.deck()[-1] == "Time Distortion"
    t.do("next_turn")
    assert t.state["turn_player"] == "Cat"


def test_temple_of_atropos_extra_beginning_phase_and_chaos_reverse_then_planeswalk() -> None:
    """Temple of Atropos #0: "At the beginning of your postcombat main phase, there is an
    additional beginning phase after this phase." #1: "When chaos ensues, reverse the game's
    turn order. Then planeswalk." """
    t = starting_on("Temple of Atropos", "postcombat_main")
    assert t.stack() == [("Temple of Atropos", "trigger")]
    t.resolve()
    assert t.state["upcoming_steps"] == ["untap", "upkeep", "draw", "end", "cleanup"]
    t.goto("upkeep")
    assert t.at() == (1, "Ann", "upkeep")
    t.goto("postcombat_main")  # not this turn's any more: the next turn's
    assert t.at() == (2, "Bob", "postcombat_main")
    t.resolve()
    t.roll("chaos")
    t.resolve()
    assert t.state["direction"] == "reversed"
    assert t.state["turn_order"] == ["Bob", "Ann", "Cat"]
    assert t.face_up() == ["Akoum"] and t.deck("Ann")[-1] == "Temple of Atropos"


def test_otaria_chaos_takes_an_extra_turn() -> None:
    """Otaria #1: "Whenever chaos ensues, take an extra turn after this one." """
    t = starting_on("Otaria", "precombat_main")
    t.roll("chaos")
    t.resolve()
    assert t.state["extra_turns"] == ["Ann"]
    t.do("next_turn")
    assert t.at() == (2, "Ann", "precombat_main") and t.state["extra_turns"] == []
    t.do("next_turn")
    assert t.state["turn_player"] == "Bob"


@pytest.mark.parametrize("card", ["Sokenzan", "Valor's Reach"])
def test_extra_combat_only_in_a_main_phase(card: str) -> None:
    """Sokenzan #1 / Valor's Reach #1: "... If it's a main phase, there is an additional
    combat phase after this phase, followed by an additional main phase." """
    untap = {"Sokenzan": "Ann: Untap all creatures that attacked this turn.",
             "Valor's Reach": "Ann: Untap up to two target creatures your team controls."}
    t = starting_on(card, "precombat_main")
    t.roll("chaos")
    events = t.resolve()
    assert said(events) == [untap[card]]
    combat = ["beginning_of_combat", "declare_attackers", "declare_blockers", "combat_damage",
              "end_of_combat"]
    assert t.state["upcoming_steps"] == [*combat, "postcombat_main", *combat,
                                         "postcombat_main", "end", "cleanup"]
    t.goto("declare_attackers")
    t.chaos()
    before = t.state["upcoming_steps"]
    events = t.resolve()
    assert said(events) == [
        untap[card], "Ann: It isn't a main phase, so there is no additional combat phase"]
    assert t.state["upcoming_steps"] == before


# -- random choices --------------------------------------------------------------------------

def test_furnace_layer_random_player_discards_and_loses_three_for_a_land() -> None:
    """Furnace Layer #0: "When you planeswalk to Furnace Layer and at the beginning of your
    upkeep, select target player at random. That player discards a card. If that player
    discards a land card this way, they lose 3 life." (ruling: you can be selected too)."""
    t = Table(ann=["Krosa", "Furnace Layer"])
    # 603.3d: the random target is selected as the ability goes on the stack.
    (picked,) = of_type(t.planeswalk(), "player_chosen_at_random")
    target = picked["player"]
    assert picked["among"] == ["Ann", "Bob", "Cat"] and target in PLAYERS
    assert t.state["stack"][0]["targets"] == [target]
    events = t.resolve()
    assert of_type(events, "player_chosen_at_random") == []
    assert said(events) == [f"{target}: Discard a card."]
    choice = t.choice()
    assert choice is not None and (choice["player"], choice["kind"]) == (target, "yes_no")
    t.choose("yes")
    assert t.lives() == {p: 17 if p == target else 20 for p in PLAYERS}
    events = t.goto("upkeep")
    second = of_type(events, "player_chosen_at_random")[0]["player"]
    t.resolve()
    assert t.choice()["player"] == second  # type: ignore[index]
    before = t.lives()
    t.choose("no")
    assert t.lives() == before


def test_unleash_the_flux_flips_until_a_win() -> None:
    """Unleash the Flux: "each player sacrifices a nonland permanent, then you flip a coin. If
    you lose the flip, repeat this process." """
    for seed in (1, 2, 3, 4, 5):
        t = Table(ann=["Krosa", "Unleash the Flux"], seed=seed)
        t.planeswalk()
        events = t.resolve()
        flips = [e["won"] for e in of_type(events, "coin_flipped")]
        assert flips[-1] is True and not any(flips[:-1])
        assert all(e["player"] == "Ann" for e in of_type(events, "coin_flipped"))
        assert said(events) == [
            f"Ann: Each player sacrifices a nonland permanent, {len(flips)} time(s) in all "
            "(Ann flipped until winning)."]
        assert t.face_up() == ["Akoum"]  # 704.6f


# -- designations -------------------------------------------------------------------------------

def test_two_streams_facility_each_player_chooses_and_chaos_swaps() -> None:
    """Two Streams Facility #0: "Whenever you planeswalk to Two Streams Facility and at the
    beginning of the first upkeep of the game, each player chooses green anchor or red
    waterfall." #3: "Whenever chaos ensues, each player who last chose green anchor chooses red
    waterfall, and vice versa." """
    t = starting_on("Two Streams Facility", "upkeep")
    t.resolve()
    for who, pick in (("Ann", "green anchor"), ("Bob", "red waterfall"),
                      ("Cat", "green anchor")):
        choice = t.choice()
        assert choice is not None and (choice["player"], choice["kind"]) == (who, "option")
        assert choice["options"] == ["green anchor", "red waterfall"]
        t.choose(pick)
    assert t.choice() is None
    assert [t.designations(p) for p in PLAYERS] == [
        ["green anchor"], ["red waterfall"], ["green anchor"]]
    t.goto("precombat_main")
    t.roll("chaos")
    t.resolve()
    assert [t.designations(p) for p in PLAYERS] == [
        ["red waterfall"], ["green anchor"], ["red waterfall"]]
    t.goto("upkeep")  # Bob's upkeep is not the first of the game
    assert t.at() == (2, "Bob", "upkeep") and t.state["stack"] == []


def test_two_streams_facility_planeswalk_to_asks_from_the_planar_controller() -> None:
    """Two Streams Facility #0, the planeswalk-to half: a new choice replaces the last."""
    t = Table(ann=["Krosa", "Two Streams Facility"])
    t.do("designation", player="Cat", name="red waterfall")
    t.planeswalk()
    t.resolve()
    for pick in ("red waterfall", "red waterfall", "green anchor"):
        t.choose(pick)
    assert [t.designations(p) for p in PLAYERS] == [
        ["red waterfall"], ["red waterfall"], ["green anchor"]]


def test_a_half_answered_ability_survives_save_and_load() -> None:
    """Two Streams Facility #0 half answered, saved, loaded into a new driver session: the
    rest of the players still choose, and the revealed plane's chaos ability of The Fertile
    Lands of Saulvinia #1 (Fields of Summer #1, from the deck, 311.7) still asks."""
    with tempfile.TemporaryDirectory() as folder:
        path = str(Path(folder) / "game.json")
        t = starting_on("Two Streams Facility", "upkeep")
        t.resolve()
        t.choose("red waterfall")
        t.do("save", path=path)
        t.session = Session()
        t.do("load", path=path)
        assert t.choice()["player"] == "Bob"  # type: ignore[index]
        t.choose("green anchor")
        t.choose("green anchor")
        assert [t.designations(p) for p in PLAYERS] == [
            ["red waterfall"], ["green anchor"], ["green anchor"]]

        t = starting_on("The Fertile Lands of Saulvinia", "precombat_main",
                        ann=["Fields of Summer"])
        t.roll("chaos")
        t.resolve()
        assert t.stack() == [("Fields of Summer", "chaos")]
        t.resolve()
        t.do("save", path=path)
        t.session = Session()
        t.do("load", path=path)
        assert t.choice()["kind"] == "yes_no"  # type: ignore[index]
        t.choose("yes")
        assert t.life("Ann") == 30 and t.deck()[-1] == "Fields of Summer"


def test_paliano_chaos_assassin_token() -> None:
    """Paliano #1: "Whenever chaos ensues, create a 1/1 black Assassin creature token with
    deathtouch and haste." (#0, the monarch, triggers on combat damage: see the coverage
    test.)"""
    t = starting_on("Paliano", "precombat_main")
    t.roll("chaos")
    t.resolve()
    assert t.tokens("Ann") == {"Assassin 1/1 (deathtouch, haste)": 1}
    assert all(t.designations(p) == [] for p in PLAYERS)


# -- effects with durations ------------------------------------------------------------------

@pytest.mark.parametrize(("card", "text"), [
    ("Agyrem", "Creatures can't attack Ann"),
    ("Celestine Reef", "Ann can't lose the game and Ann's opponents can't win the game"),
])
def test_until_planeswalk_effects_end_when_a_player_planeswalks(card: str, text: str) -> None:
    """Agyrem #2: "Whenever chaos ensues, creatures can't attack you until a player
    planeswalks." Celestine Reef #1: "Whenever chaos ensues, until a player planeswalks, you
    can't lose the game and your opponents can't win the game." (901.11)"""
    t = starting_on(card, "precombat_main")
    t.roll("chaos")
    t.resolve()
    assert t.effects() == [(text, "planeswalk", "Ann")]
    t.do("next_turn")
    assert t.effects() == [(text, "planeswalk", "Ann")]
    events = t.planeswalk()
    assert t.effects() == [] and of_type(events, "effect_ended")[0]["text"] == text


def test_eloren_wilds_chosen_player_cannot_cast_spells_until_a_planeswalk() -> None:
    """Eloren Wilds #1: "Whenever chaos ensues, target player can't cast spells until a player
    planeswalks." """
    t = starting_on("Eloren Wilds", "precombat_main")
    t.roll("chaos")
    choice = t.choice()
    assert choice is not None and (choice["player"], choice["kind"]) == ("Ann", "target")
    assert choice["options"] == ["Ann", "Bob", "Cat"]
    t.choose("Cat")
    t.resolve()
    assert [(text, until) for text, until, _ in t.effects()] == [
        ("Cat can't cast spells", "planeswalk")]
    t.planeswalk()
    assert t.effects() == []


def test_kerblam_warehouse_effect_lasts_until_your_next_turn() -> None:
    """Kerblam! Warehouse #1: "Whenever chaos ensues, until your next turn, noncreature
    artifacts you control gain "{T}, Sacrifice this artifact: Flip a coin. ..." """
    t = starting_on("Kerblam! Warehouse", "precombat_main")
    t.roll("chaos")
    t.resolve()
    ((text, until, player),) = t.effects()
    assert text.startswith("Noncreature artifacts Ann controls have \"{T}, Sacrifice this "
                           "artifact: Flip a coin.")
    assert (until, player) == ("your_next_turn", "Ann")
    t.do("next_turn")
    t.do("next_turn")
    assert t.state["turn_player"] == "Cat" and len(t.effects()) == 1
    t.do("next_turn")
    assert t.state["turn_player"] == "Ann" and t.effects() == []


def resolve_all(t: Table) -> list[dict[str, Any]]:
    """Resolve everything on the stack; the events of all of it."""
    events: list[dict[str, Any]] = []
    while t.state["stack"]:
        events += t.resolve()
    return events


def test_unyaro_phases_out_only_if_planeswalked_to_this_turn() -> None:
    """Unyaro #0: "At the beginning of your end step, if you planeswalked to Unyaro this turn,
    untap all creatures. They phase out until a player planeswalks." When it ends the table
    is told to phase them in. (The condition is an intervening "if": only the outcome is
    checked where it is false; see the report on whether it should trigger at all.)"""
    t = starting_on("Unyaro")  # the starting plane: nobody planeswalked to it
    t.goto("end")
    assert t.at() == (1, "Ann", "end")
    events = resolve_all(t)
    assert t.effects() == [] and not any("Untap" in m for m in said(events))

    t = walking_to("Unyaro")
    t.goto("end")
    assert t.stack() == [("Unyaro", "trigger")]
    events = t.resolve()
    assert said(events) == ["Ann: Untap all creatures. They phase out until a player "
                            "planeswalks."]
    assert t.effects() == [("All creatures that were untapped by Unyaro are phased out",
                            "planeswalk", "Ann")]
    t.do("next_step")
    t.goto("end")  # Bob's end step: Bob didn't planeswalk to Unyaro this turn
    assert t.at() == (2, "Bob", "end")
    events = resolve_all(t)
    assert len(t.effects()) == 1 and not any("Untap" in m for m in said(events))
    events = t.planeswalk()
    assert t.effects() == []
    assert [e["text"] for e in events if e["type"] == "instruction"] == [
        "The phased-out permanents phase in now."]


def test_the_doctors_childhood_barn_phase_out_until_planeswalk() -> None:
    """The Doctor's Childhood Barn #1: "... Untap those permanents. They phase out. ... When a
    player planeswalks, those permanents phase in." """
    t = starting_on("The Doctor's Childhood Barn", "precombat_main")
    t.roll("chaos")
    events = t.resolve()
    assert said(events) == [
        "Ann: For each opponent, choose up to one target nonland permanent that opponent "
        "controls. Untap those permanents; they phase out."]
    assert t.effects() == [("Permanents chosen with The Doctor's Childhood Barn are phased out",
                            "planeswalk", "Ann")]
    events = t.planeswalk()
    assert t.effects() == []
    assert "Ann: The phased-out permanents phase in now." in said(events)


# -- then planeswalk -------------------------------------------------------------------------

@pytest.mark.parametrize(("card", "told"), [
    ("Bad Wolf Bay", []),
    ("Grand Ossuary", [
        "Ann: Each player exiles all creatures they control and creates X 1/1 green Saproling "
        "creature tokens, where X is the total power of the creatures they exiled."]),
    ("TARDIS Bay", ["Ann: Gain control of target artifact."]),
])
def test_chaos_then_planeswalk(card: str, told: list[str]) -> None:
    """Bad Wolf Bay #1: "When chaos ensues, cards can't enter from exile this turn. Then
    planeswalk." Grand Ossuary #1 "... Then planeswalk." TARDIS Bay #1: "When chaos ensues,
    gain control of target artifact. Then planeswalk." """
    t = starting_on(card, "precombat_main")
    t.roll("chaos")
    events = t.resolve()
    assert said(events) == told
    assert t.face_up() == ["Akoum"] and t.deck()[-1] == card
    if card == "Bad Wolf Bay":  # "this turn": survives the planeswalk, ends at cleanup
        assert t.effects() == [("Cards can't enter from exile this turn", "end_of_turn", "Ann")]
        t.goto("cleanup")
    assert t.effects() == []


# -- tokens ----------------------------------------------------------------------------------

TOKEN_CASES = [
    # card, how the ability triggers, tokens for Ann, tokens for each other player
    ("Jund", "chaos", {"Goblin 1/1": 2}, {}),
    ("Riptide Island", "planeswalk_to", {"Sliver 1/1": 2}, {}),
    ("Riptide Island", "upkeep", {"Sliver 1/1": 2}, {}),
    ("Littjara", "planeswalk_to", {"Shapeshifter 2/2 (changeling)": 1}, {}),
    ("UNIT Headquarters", "upkeep", {"Soldier 1/1 (enters tapped)": 1}, {}),
    ("The Wilds", "planeswalk_to", {"Food": 1}, {}),
    ("The Dining Car", "planeswalk_to", {"Food": 1}, {"Food": 1}),
    ("Goldmeadow", "chaos", {"Goat 0/1": 1}, {}),
    ("Shiv", "chaos", {"Dragon 5/5 (flying)": 1}, {}),
    ("The Cave of Skulls", "chaos", {"Warrior 1/1": 2}, {}),
    ("The Fourth Sphere", "chaos_cmd", {"Zombie 2/2": 1}, {}),
    ("The Matrix of Time", "chaos", {"Treasure": 2}, {}),
    ("Hedron Fields of Agadeem", "chaos", {"Eldrazi 7/7 (annihilator 1)": 1}, {}),
    ("Megaflora Jungle", "chaos", {"Butterfly 1/1 (flying)": 1}, {}),
    ("New New York", "chaos", {"Treasure": 1, "Alien 2/2": 1}, {}),
    ("Unyaro", "chaos", {"Knight 2/2 (vigilance)": 2}, {}),
]


@pytest.mark.parametrize(("card", "how", "ann", "others"), TOKEN_CASES)
def test_token_abilities(card: str, how: str, ann: dict[str, int],
                         others: dict[str, int]) -> None:
    """Token-making abilities: Jund #1 "create two 1/1 red Goblin creature tokens", Riptide
    Island #0, Littjara #0, UNIT Headquarters #0, The Wilds #0, The Dining Car #0 ("each
    player creates a Food token"), Goldmeadow #1, Shiv #1, The Cave of Skulls #1, The Fourth
    Sphere #1, The Matrix of Time #3, Hedron Fields of Agadeem #1, Megaflora Jungle #1, New New
    York #1, Unyaro #1."""
    if how == "planeswalk_to":
        t = walking_to(card)
    elif how == "upkeep":
        t = starting_on(card, "upkeep")
    elif how == "chaos_cmd":  # an effect makes chaos ensue, here in the untap step
        t = starting_on(card)
        t.chaos()
    else:
        t = starting_on(card, "precombat_main")
        t.roll("chaos")
    assert [s for s, _ in t.stack()] == [card]
    t.resolve()
    assert t.state["stack"] == [] and t.choice() is None
    assert t.tokens("Ann") == ann
    assert t.tokens("Bob") == others and t.tokens("Cat") == others
    created = of_type(t.events, "tokens_created")
    assert created and not any(e["doubled"] for e in created)


def test_selesnya_loft_gardens_doubles_tokens_of_a_second_face_up_plane() -> None:
    """Selesnya Loft Gardens: "If an effect would create one or more tokens, it creates twice
    that many of those tokens instead." With Jund (via Spatial Merging), chaos: 4 Goblins;
    the Dining Car's planeswalk-to: 2 Food for each player."""
    t = Table(ann=["Krosa", "Spatial Merging", "Selesnya Loft Gardens", "Jund"])
    t.planeswalk()
    t.resolve()
    assert t.face_up() == ["Selesnya Loft Gardens", "Jund"]
    t.goto("precombat_main")
    t.roll("chaos")
    order = t.choice()
    assert order is not None and order["kind"] == "order"
    jund = next(o for o in order["options"] if "Jund" in o)
    t.choose(jund)
    events = t.resolve()
    assert t.tokens("Ann") == {"Goblin 1/1": 4}
    assert of_type(events, "tokens_created")[0]["doubled"] is True
    t.resolve()  # Selesnya's own chaos ability: told to the table

    t = Table(ann=["Krosa", "Spatial Merging", "Selesnya Loft Gardens", "The Dining Car"])
    t.planeswalk()
    t.resolve()
    assert t.stack() == [("The Dining Car", "trigger")]
    t.resolve()
    assert [t.tokens(p) for p in PLAYERS] == [{"Food": 2}] * 3


def test_selesnya_loft_gardens_does_not_double_counters_on_planes() -> None:
    """Selesnya Loft Gardens doubles counters put on a permanent; planes are not permanents
    (311.2), so Naar Isle still gets one flame counter at a time."""
    t = Table(ann=["Krosa", "Spatial Merging", "Selesnya Loft Gardens", "Naar Isle"])
    t.planeswalk()
    t.resolve()
    t.goto("upkeep")
    t.resolve()
    assert t.counters("Naar Isle") == {"flame": 1} and t.life("Ann") == 19


# -- unautomated abilities and card info -------------------------------------------------------

def test_an_unautomated_ability_tells_its_controller_what_to_do() -> None:
    """Academy at Tolaria West: "Whenever chaos ensues, discard your hand." Not automated, so
    the table is told, with the planar controller named."""
    assert ("Academy at Tolaria West", 1) not in AUTOMATED
    t = starting_on("Academy at Tolaria West", "precombat_main")
    t.roll("chaos")
    events = t.resolve()
    (told,) = of_type(events, "instruction")
    assert told["player"] == "Ann" and told["source"] == "Academy at Tolaria West"
    assert told["text"] == "Discard your hand." and told["message"] == "Ann: Discard your hand."
    t.goto("end")
    assert t.stack() == [("Academy at Tolaria West", "trigger")]
    assert said(t.resolve()) == ["Ann: If you have no cards in hand, draw seven cards."]
    t.do("next_turn")
    t.roll("chaos")
    assert said(t.resolve()) == ["Bob: Discard your hand."]


def test_rulings_command_returns_card_info() -> None:
    """`rulings` works without a game and returns the Oracle text and the rulings."""
    reply = Session().handle({"cmd": "rulings", "card": "Academy at Tolaria West"})
    assert reply["ok"] and reply["state"] is None
    (info,) = reply["events"]
    assert info["type"] == "card_info" and info["card"] == "Academy at Tolaria West"
    assert info["oracle_text"].endswith("Whenever chaos ensues, discard your hand.")
    assert len(info["rulings"]) == 6
    assert any("intervening" in r for r in info["rulings"])
    assert all(r[:10].count("-") == 2 for r in info["rulings"])  # "YYYY-MM-DD: text"
    assert len(info["ruling_sources"]) == 6
    assert all(s.startswith("MTGJSON 5.2.0+20220425: AUTRE04216/jsonSets OHOP.json @ ")
               for s in info["ruling_sources"])


# -- table-reported triggers and departures mid-resolution ----------------------------------

def test_paliano_monarch_reported_by_the_table_only_if_there_is_none() -> None:
    """Paliano #0: "When one or more creatures you control deal combat damage to a player,
    if there is no monarch, you become the monarch." Only the table sees the damage."""
    t = starting_on("Paliano", "declare_attackers")
    t.do("trigger", card="Paliano", ability=0)
    t.resolve()
    assert t.player("Ann")["designations"] == ["monarch"]
    t.do("designation", player="Ann", name="monarch", on=False)
    t.do("designation", player="Bob", name="monarch")
    t.do("trigger", card="Paliano", ability=0)
    t.resolve()
    assert t.player("Ann")["designations"] == [] and t.player("Bob")["designations"] == [
        "monarch"]


@pytest.mark.parametrize("card, index", [("Kerblam! Warehouse", 0),
                                         ("The Golden City of Orazca", 1)])
def test_combat_damage_treasure_reported_by_the_table(card: str, index: int) -> None:
    """Kerblam! Warehouse #0 and The Golden City of Orazca #1: a Treasure token."""
    t = starting_on(card, "combat_damage")
    t.do("trigger", card=card, ability=index)
    t.resolve()
    assert t.player("Ann")["tokens"] == {"Treasure": 1}
    error = t.refused("trigger", card=card, ability=len(CARDS.get(card).abilities) - 1)
    assert "not one the table reports" in error


def test_unyaro_intervening_if_does_not_trigger_on_the_starting_plane() -> None:
    """Unyaro #0 has an intervening "if" (603.4): not planeswalked to this turn, it doesn't
    trigger at all, and the advance to the end step doesn't stop."""
    t = starting_on("Unyaro")
    t.goto("end")
    assert t.state["step"] == "end" and t.state["stack"] == []


def test_two_streams_skips_a_chooser_who_left() -> None:
    """Two Streams Facility #0: Bob leaves while it's his turn to choose: Cat is asked."""
    t = starting_on("Two Streams Facility", "upkeep")
    t.resolve()
    t.choose("green anchor")
    assert t.state["pending_choice"]["player"] == "Bob"
    t.do("leave", player="Bob")
    assert t.state["pending_choice"]["player"] == "Cat"
    t.choose("red waterfall")
    assert t.player("Cat")["designations"] == ["red waterfall"]
    assert t.player("Ann")["designations"] == ["green anchor"]


def test_doctors_tomb_redistribution_drops_a_player_who_left() -> None:
    """The Doctor's Tomb #1: Bob leaves mid-choice; his life total leaves with him."""
    t = starting_on("The Doctor's Tomb", "precombat_main")
    t.do("life", player="Cat", delta=-5)
    t.roll("chaos")
    t.resolve()
    t.do("leave", player="Bob")
    assert t.state["pending_choice"]["options"] == ["Ann (20)", "Cat (15)"]
    t.choose(["Cat", "Ann"])
    assert (t.life("Ann"), t.life("Cat")) == (15, 20)


def test_fixed_point_in_time_ends_when_the_departed_players_turn_would_begin() -> None:
    """An "until your next turn" effect of a player who left ends when their turn would
    have begun; it doesn't last the rest of the game."""
    t = walking_to("Fixed Point in Time")
    t.resolve()
    assert [e["until"] for e in t.state["effects"]] == ["your_next_turn"]
    t.do("next_turn")
    t.do("leave", player="Ann")
    t.do("next_turn")  # Cat
    assert t.state["effects"] != []
    t.do("next_turn")  # Bob: Ann's seat was passed
    assert t.state["effects"] == []


def test_a_revealed_aretopolis_counts_the_counter_it_gets() -> None:
    """Pools of Becoming reveals Aretopolis; its chaos ability puts a scroll counter on it
    and draws that many: one card, though nothing tracks the counter on the face-down card."""
    t = starting_on("Pools of Becoming", "precombat_main", ann=["Aretopolis", "Akoum", "Bant"])
    t.roll("chaos")
    t.resolve()
    t.choose("keep")  # the order of the revealed cards at the bottom (401.4)
    assert t.state["pending_choice"]["kind"] == "order"
    first = [o for o in t.state["pending_choice"]["options"] if "Aretopolis" in o]
    t.choose(first[0])
    events = t.resolve()
    said = [e["text"] for e in events if e["type"] == "instruction"]
    assert "Draw 1 card(s)." in said


# -- coverage --------------------------------------------------------------------------------

UNREACHABLE: set[tuple[str, int]] = set()
"""Every automated ability can be reached: table-reported triggers through `trigger`."""


def _scenarios() -> list[tuple[Callable[..., None], dict[str, Any]]]:
    """Every test function of this module with each of its parameter sets."""
    out: list[tuple[Callable[..., None], dict[str, Any]]] = []
    for name, fn in list(globals().items()):
        if not name.startswith("test_") or name == "test_every_automated_ability_is_exercised":
            continue
        marks = [m for m in getattr(fn, "pytestmark", []) if m.name == "parametrize"]
        if not marks:
            out.append((fn, {}))
            continue
        (mark,) = marks
        names = mark.args[0]
        argnames = [a.strip() for a in names.split(",")] if isinstance(names, str) else names
        assert list(inspect.signature(fn).parameters) == list(argnames)
        for values in mark.args[1]:
            values = getattr(values, "values", values)  # a pytest.param(...) or a tuple
            if len(argnames) == 1:
                values = (values,)
            out.append((fn, dict(zip(argnames, values, strict=True))))
    return out


def test_every_automated_ability_is_exercised() -> None:
    """Each (card, ability) of automation.json resolved in some game of this module."""
    if not AUTOMATED - UNREACHABLE <= RESOLVED:  # run alone or in part: play them all now
        for fn, kwargs in _scenarios():
            fn(**kwargs)
    missing = sorted(AUTOMATED - UNREACHABLE - RESOLVED)
    assert missing == []
    for card, index in UNREACHABLE:
        triggers = CARDS.get(card).abilities[index].triggers
        assert [tr.cls for tr in triggers] == [AbilityClass.TABLE_TRIGGER]
