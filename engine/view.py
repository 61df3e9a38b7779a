"""The public JSON view of a game: what the driver and the GUI read."""

from __future__ import annotations

from typing import Any

from engine.cards import CardDatabase
from engine.domain import ChoiceKind
from engine.eternities_map import VARIANT, Direction
from engine.formats import Formats, damage_key
from engine.messages import msg
from engine.ops.resolver import effect_text
from engine.reasons import reason_message
from engine.standing import player_flags
from engine.state import GameState, StackItem

LOG_TAIL = 50


def state_view(state: GameState, cards: CardDatabase, *, log_tail: int = LOG_TAIL,
               can_undo: bool = False, can_redo: bool = False) -> dict[str, Any]:
    active = state.active_player
    order = state.turn_order()
    choice = state.pending_choice
    return {
        "players": [
            {
                "name": p.name,
                "life": p.life,
                "poison": p.poison,
                "counters": dict(p.counters),
                "in_game": p.in_game,
                "flags": list(player_flags(state, p)),
                "designations": list(p.designations),
                "tokens": dict(p.tokens),
                **_commander_view(state.formats, p.name),
            }
            for p in state.players
        ],
        "active_player": active,
        "turn_player": state.turn_player,
        "planar_controller": state.planar_controller,
        "turn": state.turn,
        "step": state.step.value,
        "upcoming_steps": [s.value for s in state.upcoming],
        "turn_order": order,
        "direction": "seating" if state.direction == 1 else "reversed",
        "extra_turns": list(reversed(state.extra_turns)),
        "rolls_this_turn": {n: state.rolls_this_turn.get(n, 0) for n in order},
        "next_roll_cost": state.rolls_this_turn.get(active, 0) if active else None,
        "roll_costs": {n: state.rolls_this_turn.get(n, 0) for n in state.in_game()},
        "format": state.formats.format.value,
        "teams": _teams_view(state),
        "rolls": [
            {
                "roller": r.roller,
                "cost": r.cost,
                "source": r.source.value,
                "face_read": r.face_read.value,
                "face_counted": r.face_counted.value,
                "confidence": r.confidence,
                "effect": r.effect,
            }
            for r in state.rolls
        ],
        "face_up": [
            {
                "id": c.obj,
                "name": c.name,
                "kind": cards.get(c.name).kind.value,
                "owner": c.owner,
                "counters": dict(c.counters),
            }
            for c in state.face_up
        ],
        "stack": [_item(i) for i in reversed(state.stack)],
        "waiting_triggers": [_item(i) for i in state.pending],
        "pending_choice": None if choice is None else {
            "player": choice.player,
            "kind": choice.kind.value,
            "prompt": choice.prompt,
            "prompt_msg": choice.prompt_message.to_json(),
            "options": list(choice.options),
            "cards": list(choice.cards),
            "items": [_item(i) for i in choice.items],
        },
        "visited": [
            {"turn": v.turn, "name": v.name, "kind": cards.get(v.name).kind.value,
             "owner": v.owner, "player": v.player, "arrival": v.arrival.value}
            for v in state.visited
        ],
        "decks": {owner: list(deck) for owner, deck in state.decks.items()},
        "removed": [{"owner": o, "name": n} for o, n in state.removed],
        "effects": [
            {"id": e.id, "text": e.text, "msg": e.message.to_json(), "source": e.source,
             "until": e.until.value, "player": e.player}
            for e in state.effects
        ],
        "corrections": [{"turn": c.turn, "action": c.action, "text": c.text,
                         "msg": (c.said or msg("text.english", text=c.text)).to_json()}
                        for c in state.corrections],
        "shared_deck": state.shared_deck,
        "starting_life": state.starting_life,
        "seed": state.seed,
        "game_over": state.game_over,
        "winner": state.winner,
        **_map_view(state, cards),
        "can_undo": can_undo,
        "can_redo": can_redo,
        "log": [
            {"seq": e.seq, "turn": e.turn, "type": e.type, "text": e.text,
             "msg": e.message.to_json()}
            for e in state.log_entries(log_tail)
        ],
    }


def _map_view(state: GameState, cards: CardDatabase) -> dict[str, Any]:
    """The Eternities Map: the cards on it (the current ones are the face-up cards, at the
    position), and the legal moves while one is awaited."""
    m = state.eternities
    if m is None:
        return {"variant": None, "map_settings": None, "map": [], "position": None,
                "map_moves": []}
    pos = m.position
    entries = [(c.pos.x, c.pos.y, c.name, c.counters, False) for c in m.cards]
    entries += [(pos.x, pos.y, c.name, c.counters, True) for c in state.face_up]
    entries.sort(key=lambda e: (-e[1], e[0]))
    choice = state.pending_choice
    moves = []
    if choice is not None and choice.kind is ChoiceKind.MAP_MOVE:
        for d in Direction:
            if d.value not in choice.options:
                continue
            dest = pos.step(d)
            there = m.at(dest)
            moves.append({"direction": d.value, "x": dest.x, "y": dest.y,
                          "kind": "hellride" if d.diagonal else "move",
                          "name": there[0].name if there else None})
    return {
        "variant": VARIANT,
        "map_settings": m.settings.to_json(),
        "map": [{"x": x, "y": y, "name": name, "kind": cards.get(name).kind.value,
                 "face_up": True, "counters": dict(counters), "current": current}
                for x, y, name, counters, current in entries],
        "position": pos.to_json(),
        "map_moves": moves,
    }


def _item(i: StackItem) -> dict[str, Any]:
    return {
        "id": i.id,
        "kind": i.kind.value,
        "source": i.source,
        "controller": i.controller,
        "text": i.text,
        "reason": i.reason,
        "reason_msg": reason_message(i.reason).to_json(),
        "info": dict(i.info),
        "effect": effect_text(i.mode or i.text),
        "targets": list(i.targets),
        "mode": i.mode,
    }


def _teams_view(state: GameState) -> list[dict[str, Any]]:
    """Two-Headed Giant teams in turn order; members share life and poison (810.4, 810.9)."""
    out = []
    for team in state.formats.teams:
        members = [p for p in state.players if p.name in team.members]
        out.append({"members": list(team.members), "life": members[0].life,
                    "poison": members[0].poison, "in_game": any(p.in_game for p in members)})
    return out


def _commander_view(fs: Formats, name: str) -> dict[str, Any]:
    """Commander damage taken, keyed "owner/commander" (903.10a), and each commander's casts
    from the command zone (903.8); empty in a game without commanders."""
    seat = fs.seat(name)
    if seat is None:
        return {"commanders": [], "commander_damage": {}, "commander_tax": {}}
    mates = fs.teammates(name)
    damage = {damage_key(o.player, c): seat.damage_from(damage_key(o.player, c))
              for o in fs.commanders if o.player not in mates for c in o.commanders}
    return {"commanders": list(seat.commanders), "commander_damage": damage,
            "commander_tax": {c: seat.cast_count(c) for c in seat.commanders}}
