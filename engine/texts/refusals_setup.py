"""Refusals of a new game's setup: players, formats, teams, commanders, decks and cards."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    # -- players and the game's shape (game.py, actions.py, formats_setup.py) ------------
    "setup.one_deck_kind": "'new' needs exactly one of 'decks' (one per player), "
                           "'shared_deck' or 'random_decks'",
    "setup.too_many_decks": "'new': 'decks' has {count} entries; one per player",
    "setup.bad_variant": "'new': 'variant' must be {variant} or null; got {given}",
    "setup.map_settings_without_map": "'new': 'map_settings' is only for the {variant} variant",
    "setup.teams_missing_example": "'new': a Two-Headed Giant game needs 'teams', e.g. "
                                   '[["Ann", "Bob"], ["Cid", "Dee"]] (810.1)',
    "setup.teams_not_2hg": "'teams' is only for the two_headed_giant format",
    "setup.teams_not_list": "'new': 'teams' must be a list of pairs of player names",
    "setup.commanders_not_map": "'new': 'commanders' must map each player to a list of "
                                "commanders",
    "setup.bad_life": "starting_life must be a positive number, got {given}",
    "setup.decks_per_player": "'decks' needs one planar deck for each player "
                              "({players:list}); got decks for {given:list}",
    "setup.decks_per_player_none": "'decks' needs one planar deck for each player "
                                   "({players:list}); got decks for nobody",
    "setup.starter_unknown": "starting_player {given} is not one of the players "
                             "({players:list})",
    "setup.starter_not_primary": "starting_player {player} is not a primary player; name "
                                 "{primary} to have {team:team}'s team start (901.12b)",
    "setup.player_count": "a Planechase game here seats {least} to {most} players; got {count}",
    "setup.bad_player_name": "player name {given} must be 1-{most} characters with no leading "
                             "or trailing spaces",
    "setup.reserved_name": "{name!r} is reserved for the shared planar deck",
    "setup.same_names": "player names must be different: {players:list}",
    "setup.no_plane": "{owner}'s planar deck has no plane card",
    "setup.teams_missing": "a Two-Headed Giant game needs 'teams' (810.1)",
    "setup.too_few_teams": "Two-Headed Giant needs two or more teams; got {count}",
    "setup.team_size": "each Two-Headed Giant team has two players; {given} is {count}",
    "setup.teams_seat_everyone": "'teams' must seat every player once ({players:list}); got "
                                 "{given}",
    "commander.player_twice": "'commanders' names a player twice",
    "commander.not_a_player": "'commanders' names {given}, who is not one of the players "
                              "({players:list})",
    "commander.how_many": "{player} has {count} commanders; a player has one, or two "
                          "partners (or a background)",
    "commander.bad_names": "{player}'s commanders need names of 1-{most} characters without '/'",
    "commander.same_names": "{player}'s two commanders need different names",
    # -- decks (decks.py) -----------------------------------------------------------------
    "deck.owned": "{owner}'s planar deck",
    "deck.shared": "the shared planar deck",
    "deck.Shared": "The shared planar deck",
    "deck.Map": "The Eternities Map's planar deck",
    "deck.illegal": "{whose} {problems:andit}",
    "deck.too_small": "has {size} {size:plural:card|cards}; it needs at least {minimum}",
    "deck.duplicates": "holds {cards:list} more than once; each card must have a different "
                       "English name",
    "deck.too_many_phenomena": "has {count} {count:plural:phenomenon|phenomena} "
                               "({cards:list}); at most {most} are allowed",
    "deck.unknown_cards": "{owner}: {problems:semi}",
    "deck.unknown_sets": "unknown set {given:list}; the sets are {sets:list}",
    "deck.size_below_one": "a deck needs at least one card, not {size}",
    "deck.too_few_in_sets": "the chosen sets hold too few cards for a deck of {size}",
    "deck.list_too_long": "the deck list is {length:,} characters long; at most {limit:,} "
                          "are read",
    "deck.list_too_many_lines": "the deck list has {lines:,} lines; at most {limit:,} are read",
    "deck.line_too_many_copies": "line {line}: {given} copies of one card; at most {most} are "
                                 "read, and a planar deck holds each card once (901.3)",
    "deck.line_problem": "line {line}: {problem}",
    "deck.list_problems": "{problems:semi}",
    "deck.list_problems_more": "{problems:semi}; and {more} more lines",
    # -- card names (errors.py) ---------------------------------------------------------
    "card.unknown": "unknown card name {given}",
    "card.unknown_suggest": "unknown card name {given}; did you mean {suggestions:or}?",
}
