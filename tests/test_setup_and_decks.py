"""Setup and planar decks: 901.3, 901.15a, 901.5 / 103.7, 103.8a."""

from __future__ import annotations

import pytest
from engine_helpers import CARDS, QUIET, deck, new_game, types

from engine.actions import NewGame, parse_new_game
from engine.decks import check_player_deck, parse_deck_list, resolve_names
from engine.domain import Step
from engine.errors import BadCommand, RuleViolation
from engine.game import Game


def test_901_3_a_deck_needs_ten_cards() -> None:
    with pytest.raises(RuleViolation, match=r"^901\.3: Bob's planar deck has 9 cards"):
        new_game(decks={"Ann": deck(), "Bob": deck(size=9)})


def test_901_3_at_most_two_phenomena() -> None:
    three = deck("Mutual Epiphany", "Planewide Disaster", "Chaotic Aether")
    with pytest.raises(RuleViolation, match=r"^901\.3: .*3 phenomena.*at most 2"):
        new_game(decks={"Ann": three, "Bob": deck()})


def test_901_3_each_card_a_different_name() -> None:
    dup = [*deck(size=9), "Akoum"]
    with pytest.raises(RuleViolation, match=r"^901\.3: .*Akoum more than once"):
        new_game(decks={"Ann": dup, "Bob": deck()})


def test_901_3_every_problem_is_reported_at_once() -> None:
    # Defect 24: a 5-card deck with 3 phenomena and a duplicate reported only its size.
    bad = ["Mutual Epiphany", "Planewide Disaster", "Chaotic Aether", "Akoum", "Akoum"]
    with pytest.raises(RuleViolation) as err:
        new_game(decks={"Ann": bad, "Bob": deck()})
    message = str(err.value)
    assert message.startswith("901.3: Ann's planar deck has 5 cards; it needs at least 10")
    assert "Akoum more than once" in message
    assert "3 phenomena (Mutual Epiphany, Planewide Disaster, Chaotic Aether)" in message
    assert "at most 2 are allowed" in message


def test_deck_messages_say_1_card_not_1_cards() -> None:
    with pytest.raises(RuleViolation, match=r"^901\.3: Ann's planar deck has 1 card; it needs"):
        new_game(decks={"Ann": ["Akoum"], "Bob": deck()})
    check = check_player_deck(["Chaotic Aether", "Akoum"], CARDS)
    assert check.phenomena == ("Chaotic Aether",) and not check.too_many_phenomena
    assert check.problems() == ["has 2 cards; it needs at least 10"]


def test_unknown_names_are_refused_with_suggestions() -> None:
    bad = [*deck(size=9), "Naar Isel"]
    with pytest.raises(BadCommand) as err:
        new_game(decks={"Ann": bad, "Bob": deck()})
    assert "'Naar Isel'" in str(err.value)
    assert "Naar Isle" in str(err.value)


def test_names_match_case_and_apostrophes_loosely() -> None:
    loose = [*deck(size=9, avoid=["Raven's Run"]), "raven\u2019s   RUN"]
    game, _ = new_game(decks={"Ann": loose, "Bob": deck()})
    assert "Raven's Run" in game.state.decks["Ann"]


def test_901_15a_shared_deck_minimum_is_forty_or_ten_per_player() -> None:
    names = [c.name for c in CARDS if c.category == "official" and c.is_plane]
    with pytest.raises(RuleViolation, match=r"^901\.15a: .*29 cards; it needs at least 30"):
        new_game(("Ann", "Bob", "Cat"), shared=names[:29])
    new_game(("Ann", "Bob", "Cat"), shared=names[:30])
    with pytest.raises(RuleViolation, match=r"at least 40"):
        new_game(("A", "B", "C", "D", "E"), shared=names[:39])


def test_901_15a_shared_deck_phenomena_at_most_twice_the_players() -> None:
    phen = [c.name for c in CARDS if c.category == "official" and c.is_phenomenon]
    planes = [c.name for c in CARDS if c.category == "official" and c.is_plane]
    ok = phen[:4] + planes[:16]
    new_game(shared=ok)
    with pytest.raises(RuleViolation, match=r"^901\.15a: .*5 phenomena.*at most 4"):
        new_game(shared=phen[:5] + planes[:15])


def test_decks_must_match_the_players() -> None:
    with pytest.raises(BadCommand, match="one planar deck for each player"):
        new_game(decks={"Ann": deck(), "Cat": deck()})


def test_player_names_and_counts_are_checked() -> None:
    with pytest.raises(RuleViolation, match=r"^901\.2"):
        new_game(("Solo",), decks={"Solo": deck()})
    with pytest.raises(BadCommand, match="must be different"):
        new_game(("Ann", "Ann"), shared=QUIET[:20])
    with pytest.raises(BadCommand, match="reserved"):
        new_game(("Ann", "shared"), shared=QUIET[:20])


def test_901_5_phenomena_go_to_the_bottom_and_nothing_triggers() -> None:
    ann = deck("Mutual Epiphany", "Chaotic Aether", "Naar Isle")
    game, events = new_game(decks={"Ann": ann, "Bob": deck()})
    s = game.state
    assert [c.name for c in s.face_up] == ["Naar Isle"]
    assert s.decks["Ann"][-2:] == ("Mutual Epiphany", "Chaotic Aether")
    assert types(events).count("setup_phenomenon_skipped") == 2
    assert "ability_triggered" not in types(events)
    assert s.stack == () and s.pending == ()


def test_starting_plane_comes_from_the_starting_players_deck() -> None:
    game, _ = new_game(decks={"Ann": deck("Krosa"), "Bob": deck("Tazeem")},
                       starting_player="Bob")
    assert game.state.face_up[0].name == "Tazeem"
    assert game.state.face_up[0].owner == "Bob"
    assert game.state.active_player == "Bob" == game.state.planar_controller


def test_seeded_shuffle_is_deterministic_and_keeps_order_when_asked() -> None:
    setup = NewGame(players=("Ann", "Bob"), decks=(("Ann", tuple(QUIET[:12])),
                                                   ("Bob", tuple(QUIET[12:24]))), seed=99)
    a, _ = Game.new(setup, CARDS)
    b, _ = Game.new(setup, CARDS)
    assert a.state.decks == b.state.decks and a.state.face_up == b.state.face_up
    assert a.state.turn_player == b.state.turn_player
    c, _ = Game.new(NewGame(players=setup.players, decks=setup.decks, seed=100), CARDS)
    assert (c.state.decks, c.state.face_up) != (a.state.decks, a.state.face_up)


def test_103_8a_two_player_starting_player_skips_first_draw() -> None:
    game, _ = new_game()
    assert Step.DRAW not in game.state.upcoming
    game3, _ = new_game(("Ann", "Bob", "Cat"))
    assert Step.DRAW in game3.state.upcoming


def test_parse_new_game_command_defaults_and_errors() -> None:
    setup = parse_new_game({"players": ["A", "B"], "shared_deck": QUIET[:20]})
    assert setup.shuffle is True and setup.starting_life == 20 and setup.seed == 0
    with pytest.raises(BadCommand, match="exactly one of"):
        parse_new_game({"players": ["A", "B"]})
    with pytest.raises(BadCommand, match="'seed' must be an integer"):
        parse_new_game({"players": ["A", "B"], "shared_deck": QUIET[:20], "seed": "x"})
    with pytest.raises(BadCommand, match="does not take 'colour'"):
        parse_new_game({"players": ["A", "B"], "shared_deck": QUIET[:20], "colour": 1})


def test_starting_life_is_configurable() -> None:
    game, _ = new_game(life=40)
    assert {p.life for p in game.state.players} == {40}
    with pytest.raises(BadCommand, match="starting_life"):
        new_game(life=0)


def test_deck_list_text_import() -> None:
    text = "# my deck\n1 Akoum\n2x Krosa\nnaar isle\n\n"
    assert parse_deck_list(text, CARDS) == ("Akoum", "Krosa", "Krosa", "Naar Isle")
    with pytest.raises(BadCommand, match=r"line 2: unknown card name 'Akuom'.*Akoum"):
        parse_deck_list("Krosa\nAkuom\n", CARDS)


def test_deck_list_takes_other_names_through_an_alias_and_keeps_english() -> None:
    # The engine knows only English names; an app passes the printed ones in (an alias).
    printed = {"academia en tolaria oeste": "Academy at Tolaria West", "krosa": "Krosa"}

    def alias(name: str) -> str | None:
        return printed.get(name.casefold())

    text = "1 Academia en Tolaria Oeste\n2 Akoum\n"
    assert parse_deck_list(text, CARDS, alias) == ("Academy at Tolaria West", "Akoum",
                                                   "Akoum")
    assert resolve_names(["ACADEMIA EN TOLARIA OESTE", "Krosa"], CARDS, "Ann", alias) == (
        "Academy at Tolaria West", "Krosa")
    # Without it the printed name is unknown, and an alias naming no card helps nobody.
    with pytest.raises(BadCommand, match=r"line 1: unknown card name 'Academia en Tolaria"):
        parse_deck_list(text, CARDS)
    with pytest.raises(BadCommand, match="unknown card name 'Nowhere'"):
        resolve_names(["Nowhere"], CARDS, "Ann", lambda _name: "Not A Card")
