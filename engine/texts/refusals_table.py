"""Refusals at the table: the die, the stack, choices, turns, counters, commanders, table
corrections and the Eternities Map. Rule numbers come with the error, not in the text."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    # -- players and the game (table/core.py) ---------------------------------------------
    "player.unknown": "no player named {given}; the players are {players:list}",
    "player.left": "{player} has left the game",
    "turn.game_over_won": "the game is over ({winner} won); undo or start a new game",
    "turn.game_over_nobody": "the game is over (nobody is left); undo or start a new game",
    "turn.nobody_left": "nobody is left to take a turn",
    "turn.could_not_reach": "could not reach the {step:step}",
    "ability.planeswalking": "the planeswalking ability",
    "busy.must_choose": "{player} must choose {prompt}",
    "busy.triggered": "{sources:list} triggered",
    "total.too_large": "{what} would be {value:,}; totals stay within ±{limit:,}",
    "total.counters": "{owner}'s {kind} counters",
    "total.tokens": "{player}'s {token} tokens",
    "total.life": "{player}'s life total",
    # -- the planar die (table/die.py, actions.py) ------------------------------------------
    "roll.no_active_player": "{player} has left the game; their turn ends with no active "
                             "player, so nobody may roll the planar die",
    "roll.not_your_turn": "{player} may roll the planar die only during a main phase of their "
                          "own turn; it is {team:team}'s turn",
    "roll.stack_not_empty": "{player} may roll the planar die only while the stack is empty; "
                            "{count} {count:plural:ability is|abilities are} waiting",
    "roll.busy_on_the_way": "{player} can't roll yet: on the way from the {passed:step} to the "
                            "main phase, {reason} at the {step:step}. Go to that step and deal "
                            "with it first",
    "roll.not_main_phase": "{player} may roll the planar die only during a main phase of their "
                           "own turn; it is the {step:step}",
    "roll.virtual_face": "'roll': a face comes from a physical die; give a 'source' of manual, "
                         "camera or serial, or leave out 'face' for a virtual roll",
    "roll.needs_face": "'roll': a {source} reading needs a 'face'",
    "roll.bad_confidence": "{cmd!r}: 'confidence' must be between 0 and 1, got {given}",
    # -- the stack and choices (table/core.py, resolution.py, choices.py) -----------------
    "stack.must_be_empty": "the stack must be empty to {what}; {count} "
                           "{count:plural:ability is|abilities are} on it: resolve or remove "
                           "them first",
    "stack.to_move_to_another_step": "move to another step",
    "stack.to_move_to_the_next_step": "move to the next step",
    "stack.empty": "the stack is empty: there is nothing to resolve",
    "stack.no_such_item": "no ability #{id} on the stack; it holds {ids:ids}",
    "stack.no_such_item_empty": "no ability #{id} on the stack; it holds nothing",
    "choice.first": "{player} must first choose: {prompt}",
    "choice.map_move_first": "{player} must first choose where the game moves on the "
                             "Eternities Map",
    "choice.first_mode": "{player} must first choose the mode of {source}'s ability (#{id})",
    "choice.first_target": "{player} must first choose the target of {source}'s ability "
                           "(#{id})",
    "choice.none": "there is no choice to make now",
    "choice.listed_twice": "'choose': an option is listed twice",
    "choice.order_all_or_one": "'choose': list all {count} options in order, or name the one "
                               "to resolve first",
    "choice.index_out_of_range": "'choose': index {index} is out of range 0-{last}",
    "choice.not_an_option": "'choose': {given} is not one of the options: {options:semi}",
    "choice.every_player_once": "'choose': list every player once, in the order that "
                                "receives the life totals as listed: {options:semi}",
    "choice.one_option": "'choose': this choice takes one option: {options:semi}",
    "choice.every_card_once": "'choose': list every card once, nearest the top first, or "
                              '"keep": {options:semi}',
    "choice.list_of_options": "'choose': a list choice holds option strings or indexes",
    # -- effects, triggers and counters (game.py, table_counters.py) --------------------
    "effect.unknown": "no active effect #{id}; active effects: {ids:ids}",
    "effect.unknown_none": "no active effect #{id}; active effects: none",
    "effect.next_turn_needs_player": "'add_effect': an effect until your next turn needs "
                                     "'player'",
    "trigger.no_such_ability": "{card} has abilities 0-{last}, not {index}",
    "trigger.not_table_reported": "{card}'s ability {index} is not one the table reports; the "
                                  "app puts its step, roll, chaos and planeswalk triggers on "
                                  "the stack itself",
    "card.with_id": "{card} (#{id})",
    "counter.face_up_twice": "{given} is face up more than once ({shown:list}); name it by id",
    "counter.not_face_up": "{given} is not face up; face up: {shown:list}",
    "counter.not_face_up_nothing": "{given} is not face up; face up: nothing",
    "counter.cannot_remove": "{owner} has {count} {kind} {count:plural:counter|counters}; can't "
                             "remove {remove}",
    "counter.tokens_cannot_leave": "{player} has {count} {token} {count:plural:token|tokens}; "
                                   "{leave} can't leave",
    "counter.poison_below_zero": "{player} has {count} poison {count:plural:counter|counters}; "
                                 "can't go below 0",
    # -- commanders (table/commander.py, actions.py) ----------------------------------------
    "commander.none_in_game": "this game has no commanders; start it in the commander format "
                              "or name them with 'commanders' (903)",
    "commander.name_one": "{player} has two commanders ({commanders:list}); name one with "
                          "'commander'",
    "commander.unknown": "{player} has no commander named {given}; their commanders: "
                         "{commanders:list}",
    "commander.damage_own": "{player} can't be dealt commander damage by their own "
                            "commander; 903.10a counts damage from opponents' commanders",
    "commander.damage_mate": "{player} can't be dealt commander damage by a teammate's "
                             "commander; 903.10a counts damage from opponents' commanders",
    "commander.damage_below_zero": "{player} has taken {taken} damage from {owner}/{commander}; "
                                   "can't take away {amount}",
    "commander.cast_too_often": "{commander} has been cast {count:,} times; that is past any "
                                "real game",
    "commander.damage_from_not_source": "'commander_damage' names the dealing player 'from'",
    "commander.damage_needs_from": "'commander_damage' needs 'from' (the commander's owner)",
    # -- table corrections (table/corrections.py) ----------------------------------------
    "correction.no_shared_deck": "this game has no shared planar deck; name a player's deck",
    "correction.not_in_deck": "{given} is not in {deck}",
    "correction.face_up.table_put": "{given} is face up; table_put moves a card in a planar "
                                    "deck",
    "correction.face_up.table_planeswalk": "{given} is face up; table_planeswalk turns up a "
                                           "card in a planar deck",
    "correction.left_with_owner": "{card} left the game with its owner, {owner}",
    "correction.in_no_deck": "{given} is in no planar deck",
    "correction.reveal_too_many": "'table_reveal': {deck} has {count} {count:plural:card|cards}; "
                                  "can't reveal {n}",
    # -- the Eternities Map (table/map_walk.py, eternities_map.py, game.py) ---------------
    "map.no_plane": "the planar deck has no plane card",
    "map.not_the_variant": "This game isn't played on the Eternities Map.",
    "map.no_move": "There is no Planeswalker roll to resolve: the game moves on the "
                   "Eternities Map only when the planeswalking ability resolves (901.8).",
    "map.one_direction": "'choose': name one direction: {options:list}",
    "map.hellride_not_empty": "You can hellride only onto an empty space; {direction:Dir} "
                              "holds {cards:and}.",
    "map.no_hellride_with_cards": "{cards:and} go into the space the game moves to: move up, "
                                  "down, left or right; you can't hellride now.",
    "map.cannot_move": "The game can't move {direction:dir}: the planar deck has no card to "
                       "deal there; move {options:list}.",
    "map.needs_shared_deck": "The Eternities Map uses one planar deck of every plane in the "
                             "pool (901.15); give shared_deck.",
    "map.phenomena_off": "With phenomena off, the Eternities Map's deck holds no phenomena; "
                         "leave out {cards:list}.",
    "map.phenomena_off_more": "With phenomena off, the Eternities Map's deck holds no "
                              "phenomena; leave out {cards:list} and more.",
    "map.settings_not_object": "'map_settings' must be an object with 'phenomena' and "
                               "'planeswalk_effects'",
    "map.settings_extra": "'map_settings' takes 'phenomena' and 'planeswalk_effects', not "
                          "{given:list}",
    "map.settings_not_one_of": "'map_settings.{key}' must be one of {allowed:list}; got {given}",
    "map.not_a_direction": "the direction must be one of {allowed:list}; got {given}",
}
