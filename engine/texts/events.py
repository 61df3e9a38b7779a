"""Events and log entries: one id per event type, more where the sentence has branches.

``text.english`` wraps English from outside the catalogue: a card's automation or
Oracle text, a sentence saved before it had an id, or a reason not yet given an id (the
``reason`` of a stack item, a flag, an effect's end; an effect's own text). ``card.say``
is the one place card automation's English comes as a parameter on purpose: ``text`` is
the card data's text (a ``say``, prompt, ``otherwise``, effect text) with its blanks
filled; ``template`` is that text unfilled and ``fills`` its blanks' values
(``[[slot, value], ...]``, ``engine.automation_text``), so an app translates the template
and fills it the same way; ``card``, ``ability`` and ``step`` say where it comes from."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "text.english": "{text}",
    "card.say": "{text}{card:key}{ability:key}{step:key}{template:key}{fills:key}",
    "card.ability_text": "{text}{card:key}{ability:key}",
    "ability.Planeswalking": "The planeswalking ability",
    "ability.of_card": "{card}'s ability",
    "event.game_started": "New game: {players:list} with a planar deck each; {starting_player} "
                          "starts (seed {seed})",
    "event.game_started.shared": "New game: {players:list} with one shared planar deck; "
                                 "{starting_player} starts (seed {seed})",
    "event.setup_phenomenon_skipped": "103.7: {card} is a phenomenon; it goes to the bottom "
                                      "without triggering",
    "event.starting_plane": "Starting plane: {card} (no abilities trigger, 901.5)",
    "event.turn_began": "Turn {turn}: {player}'s turn",
    "event.turn_began.extra": "Turn {turn}: {player}'s extra turn",
    "event.step_began": "{player}'s {step:step}",
    "event.die_rolled": "{roller} rolled the planar die ({how}, {source}): {face}",
    "event.die_rolled.confidence": "{roller} rolled the planar die ({how}, {source}, "
                                   "confidence {confidence:.2f}): {face}",
    "roll.by_effect": "an effect",
    "roll.cost": "cost {{{cost}}}",
    "roll.face": "{face}",
    "roll.face_counted_as": "{face}, counted as {counted}",
    "event.chaos_ensued": "Chaos ensues",
    "event.chaos_ensued.card": "Chaos ensues for {card}",
    "event.ability_triggered": "{source} triggers ({reason}), controlled by {controller}",
    "event.choice_requested": "{player} must choose: {prompt}",
    "event.choice_made": "{player} chose: {choice:then}",
    "event.target_chosen": "{player} chose {choice:list} as the target of {ability}",
    "event.ability_resolved": "{source} resolves",
    "event.ability_removed": "{source} leaves the stack: {reason}",
    "event.instruction": "{player}: {text}",
    "event.card_to_bottom": "{card} goes to the bottom of {deck}",
    "event.card_turned_face_up": "Face up: {card} (from {deck})",
    "event.card_turned_face_up.phenomenon": "Encountered: {card} (from {deck})",
    "event.planeswalked": "{player} planeswalks from {away:list} to {to}",
    "event.planeswalked.from_nothing": "{player} planeswalks from nothing to {to}",
    "planeswalk.to_nothing": "nothing (empty deck)",
    "event.counters_changed.gets": "{card} gets {n} {kind} {n:plural:counter|counters}: now "
                                   "{count}",
    "event.counters_changed.loses": "{card} loses {n} {kind} {n:plural:counter|counters}: now "
                                    "{count}",
    "event.life_changed": "{player}'s life: {old} → {new}",
    "event.player_counters_changed": "{player}'s {kind} counters: {old} → {new}",
    "event.player_flagged": "{player} would lose the game ({reason}): the table confirms",
    "event.planar_controller_changed": "{new} is now the planar controller ({rule})",
    "event.player_left": "{player} leaves the game",
    "event.player_left.cards": "{player} leaves the game; their planar cards leave with them "
                               "({count})",
    "event.effect_began": "Effect: {text} (until {until:words})",
    "event.effect_ended": "Effect ends ({reason}): {text}",
    "event.turn_order_reversed": "Turn order reversed: {order:arrow}",
    "event.extra_turn_added": "{player} will take an extra turn after this one",
    "event.phases_added": "Additional {phases} after this phase",
    "phases.beginning": "beginning phase",
    "phases.combat_and_main": "combat phase followed by an additional main phase",
    "event.turn_ended": "The turn ends (723): {player}'s turn skips to its cleanup step",
    "event.stopped": "Stopped at the {step:step}: {reason}",
    "event.game_over": "Game over: {winner} wins",
    "event.game_over.team": "Game over: {team:team} win",
    "event.game_over.nobody": "Game over: nobody is left",
    "event.undone": "Undone: {action}",
    "event.redone": "Redone: {action}",
    "event.saved": "Saved to {path}",
    "event.loaded": "Loaded {path}",
    "event.tokens_created": "{player} creates {n} {name} {n:plural:token|tokens}: {count} in all",
    "event.tokens_created.doubled": "{player} creates {n} {name} {n:plural:token|tokens} "
                                    "(doubled by Selesnya Loft Gardens): {count} in all",
    "event.tokens_left": "{player}'s {name} tokens: {n} left the battlefield, {count} remain",
    "event.designation_changed": "{player}: {designations:list}",
    "event.designation_changed.none": "{player}: no designations",
    "event.cards_revealed": "Revealed from {deck}: {cards:list}",
    "event.cards_revealed.nothing": "Revealed from {deck}: nothing",
    "event.coin_flipped.won": "{player} flips a coin: won",
    "event.coin_flipped.lost": "{player} flips a coin: lost",
    "event.player_chosen_at_random": "{source} selects {player} at random",
    "event.player_chosen_at_random.by_app": "The app selects {player} at random",
    "event.choice_cancelled": "{player}'s choice for {source} is cancelled: {reason}",
    "event.card_info": "{card}: {count} {count:plural:ruling|rulings}",
    "event.table_correction": "Table correction: {text}",
    "event.commander_damaged": "{owner}'s {commander} dealt {amount} combat damage to {player} "
                               "({total} in all)",
    "event.commander_damaged.corrected": "Corrected: {amount} less damage from {owner}'s "
                                         "{commander} to {player} ({total} in all)",
    "event.commander_cast": "{player} cast {commander} from the command zone (cast {casts} "
                            "{casts:plural:time|times}); 903.8: it costs {{{next_tax}}} more "
                            "next time",
    "event.map_moved": "{player} moves {direction:dir} on the Eternities Map, from ({from_x}, "
                       "{from_y}) to ({to_x}, {to_y})",
    "event.map_moved.hellride": "{player} hellrides {direction:dir} on the Eternities Map, "
                                "from ({from_x}, {from_y}) to ({to_x}, {to_y})",
    "event.map_dealt": "{name} is dealt onto the Eternities Map at ({x}, {y})",
    "event.map_collected": "{names:list} {count:plural:is|are} collected from the Eternities "
                           "Map and shuffled into the planar deck",
    # -- instructions and prompts the engine words itself ---------------------------------
    "instruction.no_extra_combat": "It isn't a main phase, so there is no additional combat "
                                   "phase",
    "instruction.counter_not_face_up": "{card} isn't face up: its {kind} counter counts for "
                                       "this ability only",
    "instruction.team_planeswalks": "901.8: {roller}'s planeswalking ability resolves; "
                                    "701.31a: only the planar controller may planeswalk, so "
                                    "{player} planeswalks for the team",
    "instruction.not_planar_controller": "701.31a: only the planar controller ({controller}) "
                                         "may planeswalk, so {roller}'s planeswalking ability "
                                         "does nothing",
    "instruction.team_skips_draw": "103.8b: the team that goes first skips the draw step of "
                                   "its first turn",
    "instruction.map_stuck": "The game can't move on the Eternities Map: the planar deck has "
                             "no card to deal",
    "choice.order_triggers": "the order of {count} triggered abilities you control (list them "
                             "first to resolve first)",
    "choice.bottom_order": "In what order do {cards:and} go to the bottom of {deck}? The "
                           "first is nearest the top.",
    "choice.map_place": "{player}, choose where {cards:and} go: the game moves up, down, left "
                        "or right, and the cards there are shuffled into the planar deck.",
    "choice.map_move_or_hellride": "{player}, move the game up, down, left or right, or "
                                   "hellride diagonally onto an empty space.",
    "choice.map_move": "{player}, move the game up, down, left or right.",
    "choice.map_move_or_hellride.because": "{player}, move the game up, down, left or right, "
                                           "or hellride diagonally onto an empty space: "
                                           "{reason}.",
    "choice.map_move.because": "{player}, move the game up, down, left or right: {reason}.",
    # -- why an ability triggered or left, why an effect ended (engine/reasons.py) --------
    "reason.planeswalker_rolled": "Planeswalker symbol rolled",
    "reason.face_roll": "{face} roll",
    "reason.chaos_ensued": "chaos ensued",
    "reason.chaos_ensued_revealed": "chaos ensued for revealed {card}",
    "reason.planeswalked_away_from": "planeswalked away from",
    "reason.planeswalked_to": "planeswalked to",
    "reason.encountered": "encountered",
    "reason.counters_at_least": "{n} or more {kind} counters",
    "reason.reported_by_the_table": "reported by the table",
    "reason.step": "{step:step}",
    "reason.removed_by_the_table": "removed by the table",
    "reason.ended_by_the_table": "ended by the table",
    "reason.cleanup_step": "514.2: cleanup step",
    "reason.a_player_planeswalked": "a player planeswalked",
    "reason.turn_began": "{player}'s turn began",
    "reason.player_left_before_turn": "that player left; their next turn would have begun",
    "reason.plane_left": "901.10a: a plane left the game",
    "reason.source_left_with": "901.10: its source left the game with {player}",
    "reason.controller_left": "800.4a: its controller {player} left the game",
    "reason.card_left_with_owner": "901.10: {card} left the game with its owner, {player}",
    "reason.left_unfinished": "800.4a: {player} left before it finished; the rest of the "
                              "ability does nothing",
    "reason.flag_life": "704.5a: 0 or less life",
    "reason.flag_poison": "704.5c: 10 or more poison counters",
    "reason.flag_team_life": "704.6a: the team has 0 or less life",
    "reason.flag_team_poison": "704.6b: the team has 15 or more poison counters",
    "reason.flag_commander_damage": "704.6c: 21 or more combat damage from {commander}",
    "reason.controller_is_active_player": "311.5: the active player",
    "reason.planar_controller_left": "311.5: the planar controller left",
    "reason.controller_team_left": "901.12b: the planar controller's team left",
    "reason.away_from_phenomenon": "the game planeswalks away from {cards:and} (704.6f)",
    "reason.card_says_planeswalk": "{card} says to planeswalk",
    "reason.table_says_planeswalk": "the table says to planeswalk",
    "reason.effect_says_planeswalk": "an effect says to planeswalk ({rule})",
    # -- table corrections (table/corrections.py) ----------------------------------------
    "correction.reveals": "{player} reveals {n:plural:the top card|the top {n} cards} of {deck}",
    "correction.put_on_top": "{card} goes on top of {deck}",
    "correction.put_on_bottom": "{card} goes to the bottom of {deck}",
    "correction.shuffled": "{deck:cap} is shuffled",
    "correction.planeswalks": "{player} planeswalks to {card} (the table says so)",
    "correction.counters_none": "{card} has no {kind} counters",
    "correction.counters": "{card} has {value:,} {kind} {value:plural:counter|counters}",
}
