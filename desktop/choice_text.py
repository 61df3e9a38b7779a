"""Short words for a pending choice, read from the state view's ``pending_choice``: who
chooses what, in one line ("Ann chooses where the game moves"), for the places that only
say what the table waits on (the TV, why Roll is off, the stack panel). The whole question
is the engine's ``prompt`` (``prompt_text``), shown where it is answered."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop.engine_text import card_name, names_and, render, render_or
from engine.messages import Message

translate = QCoreApplication.translate
"""Called by this name, so lupdate extracts each text (context first)."""

_BECAUSE = ("choice.map_move.because", "choice.map_move_or_hellride.because")
"""Map-move prompts that end with why the game moves (their ``reason`` parameter)."""


def _what(kind: str) -> str | None:
    """What a choice of ``kind`` decides, after the player's name ("{player} …")."""
    return {
        "order": translate("ChoiceText", "{player} chooses the order of the triggered abilities"),
        "yes_no": translate("ChoiceText", "{player} decides yes or no"),
        "player": translate("ChoiceText", "{player} chooses a player"),
        "card": translate("ChoiceText", "{player} chooses a card"),
        "option": translate("ChoiceText", "{player} chooses an option"),
        "redistribute": translate("ChoiceText", "{player} chooses who gets which life total"),
        "mode": translate("ChoiceText", "{player} chooses a mode"),
        "target": translate("ChoiceText", "{player} chooses a target"),
        "bottom_order": translate("ChoiceText", "{player} orders the cards going to the bottom"),
        "map_move": translate("ChoiceText", "{player} chooses where the game moves"),
    }.get(kind)


def waiting_line(choice: Mapping[str, Any] | None) -> str:
    """Who chooses what, short ("Ann chooses where the game moves"); "" for no choice."""
    if not choice:
        return ""
    player = str(choice.get("player") or "")
    what = _what(str(choice.get("kind") or ""))
    if what is None:
        return translate("ChoiceText", "{player} is choosing").format(player=player)
    return what.format(player=player)


def prompt_text(choice: Mapping[str, Any]) -> str:
    """The engine's question in the table's language (its English if it came without a
    message)."""
    return render_or(choice.get("prompt_msg"), str(choice.get("prompt") or ""))


def question(choice: Mapping[str, Any]) -> str:
    """The engine's question without the chooser's name in front ("Ann, move the game…"
    → "move the game…"), to follow a line that names them already."""
    prompt = prompt_text(choice)
    head = f"{choice.get('player')}, "
    return prompt[len(head):] if prompt.startswith(head) else prompt


def map_move_reason(choice: Mapping[str, Any] | None) -> str:
    """Why the game moves on the Eternities Map when an effect (not a roll) moves it, as a
    sentence ("The game planeswalks away from Morphic Tide (704.6f)"); "" after a roll.
    The engine ends such a prompt with the reason after a colon (docs/engine-protocol.md,
    the ``map_move`` choice); cards to be placed are their own reason."""
    if not choice or choice.get("kind") != "map_move":
        return ""
    cards = [card_name(str(c)) for c in choice.get("cards") or ()]
    if cards:
        return translate("ChoiceText", "{cards} will be placed where the game moves").format(
            cards=names_and(cards))
    said = choice.get("prompt_msg")
    if isinstance(said, Mapping) and said.get("id") in _BECAUSE:
        why = Message.from_json(said).params["reason"]
        reason = render(why) if isinstance(why, Message) else str(why)
        return reason[:1].upper() + reason[1:]
    _, colon, reason = question(choice).partition(": ")
    reason = reason.strip().rstrip(".")
    return reason[:1].upper() + reason[1:] if colon else ""
