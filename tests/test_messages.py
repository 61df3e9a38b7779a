"""Engine messages (issue 15): every refusal and event has an id and named parameters an
app can render alone; the English the driver sends is the catalogue's rendering of them."""

from __future__ import annotations

import ast
import contextlib
import json
import re
import string
from pathlib import Path
from typing import Any

import pytest

from engine.driver import Session
from engine.errors import BadCommand, EngineError, RuleViolation
from engine.messages import SPECS, Message, msg, template_fields
from engine.texts import CATALOGUE

ROOT = Path(__file__).resolve().parents[1]
ENGINE = ROOT / "engine"
SCENARIOS = Path(__file__).resolve().parent / "scenarios"
ERRORS = {"EngineError", "RuleViolation", "BadCommand", "NothingToUndo", "SaveFileError",
          "HistoryMismatch", "InputError"}
"""Exceptions built from a message id (UnknownCard builds its own from the name)."""
BUILDERS = {"msg", "text"}
"""Functions that build a message from an id and keyword parameters."""


def _engine_sources() -> list[Path]:
    return [p for p in sorted(ENGINE.rglob("*.py")) if "texts" not in p.parts]


def _call_name(node: ast.Call) -> str | None:
    f = node.func
    return f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else None


def _id_pattern(node: ast.expr) -> re.Pattern[str] | None:
    """The ids an id argument can be: a constant, an f-string, or a choice of constants."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return re.compile(re.escape(node.value))
    if isinstance(node, ast.JoinedStr):
        parts = [re.escape(v.value) if isinstance(v, ast.Constant) else "[a-z_]+"
                 for v in node.values]
        return re.compile("".join(parts))
    if isinstance(node, ast.IfExp):
        a, b = _id_pattern(node.body), _id_pattern(node.orelse)
        if a and b:
            return re.compile(f"(?:{a.pattern})|(?:{b.pattern})")
    return None


def _message_sites() -> list[tuple[str, ast.Call, ast.expr]]:
    """(where, call, id argument) for every error or message built in engine/."""
    out = []
    for path in _engine_sources():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = _call_name(node)
            args = node.args[1:] if name == "RuleViolation" else node.args
            if name in BUILDERS and not isinstance(node.func, ast.Name):
                continue  # a method of the same name (a save reader's r.text("prompt"))
            if name in ERRORS | BUILDERS and args:
                out.append((f"{path.relative_to(ROOT)}:{node.lineno}", node, args[0]))
    return out


def test_every_raise_site_passes_a_message_id_not_english() -> None:
    bare = []
    for where, _, arg in _message_sites():
        if isinstance(arg, ast.JoinedStr | ast.BinOp) and _id_pattern(arg) is None:
            bare.append(where)
        elif isinstance(arg, ast.Constant) and not re.fullmatch(r"[a-z0-9_]+(\.[A-Za-z0-9_]+)+",
                                                                 str(arg.value)):
            bare.append(f"{where}: {arg.value!r}")
    assert bare == []


def test_every_site_gives_exactly_the_fields_of_its_template() -> None:
    """Checked statically, so refusals no test provokes are covered too."""
    problems = []
    for where, call, arg in _message_sites():
        pattern = _id_pattern(arg)
        if pattern is None:
            continue  # a Message passed on (e.g. another error's), checked where it was built
        ids = [i for i in CATALOGUE if pattern.fullmatch(i)]
        if not ids:
            problems.append(f"{where}: no id matches {pattern.pattern}")
        own = {"rule", "syntax"} if _call_name(call) in ERRORS else set()  # not params
        given = {k.arg for k in call.keywords if k.arg is not None and k.arg not in own}
        for i in ids:
            if template_fields(CATALOGUE[i]) != given:
                problems.append(f"{where}: {i} takes {sorted(template_fields(CATALOGUE[i]))}, "
                                f"given {sorted(given)}")
    assert problems == []


def test_no_dead_ids() -> None:
    """Every id in the catalogue is used in engine/: as a constant, or through a pattern
    (an f-string such as f"step.{step}")."""
    constants: set[str] = set()
    patterns: list[re.Pattern[str]] = []
    for path in _engine_sources():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                constants.add(node.value)
            elif isinstance(node, ast.JoinedStr):
                pattern = _id_pattern(node)
                if pattern is not None and "." in pattern.pattern:
                    patterns.append(pattern)
    dead = [i for i in CATALOGUE
            if i not in constants and not any(p.fullmatch(i) for p in patterns)]
    assert dead == []


def _sample(template: str) -> dict[str, Any]:
    """Plausible parameters for a template, from how it formats each field."""
    out: dict[str, Any] = {}
    for _, name, spec, _ in string.Formatter().parse(template):
        if not name:
            continue
        spec = spec or ""
        if spec in ("list", "semi", "then", "arrow", "team", "and", "or", "orwords", "andit"):
            out[name] = ["Ann", "Bob"]
        elif spec == "ids":
            out[name] = [3, 4]
        elif spec.endswith("f"):
            out[name] = 0.5
        elif spec.startswith("plural:") or spec in (",", "g") or name in ("count", "n"):
            out.setdefault(name, 2)
        elif spec == "step":
            out[name] = "upkeep"
        elif spec in ("dir", "Dir"):
            out[name] = "up_left"
        else:
            out.setdefault(name, "X")
    return out


@pytest.mark.parametrize("id", sorted(CATALOGUE))
def test_every_template_renders(id: str) -> None:
    rendered = Message(id, _sample(CATALOGUE[id])).english
    assert rendered.strip()


def test_specs_render_as_the_engine_always_wrote_them() -> None:
    assert SPECS["and"](["Ann"]) == "Ann"
    assert SPECS["and"](["Ann", "Bob", "Cid"]) == "Ann, Bob and Cid"
    assert SPECS["or"](["Akoum", "Agyrem"]) == "'Akoum' or 'Agyrem'"
    assert SPECS["step"]("precombat_main") == "first main phase"
    assert SPECS["Dir"]("up_left") == "Up left"
    assert msg("roll.stack_not_empty", player="Ann", count=1).english.endswith(
        "1 ability is waiting")
    assert msg("roll.stack_not_empty", player="Ann", count=3).english.endswith(
        "3 abilities are waiting")


def test_a_message_must_get_exactly_its_fields() -> None:
    with pytest.raises(TypeError):
        msg("player.left")
    with pytest.raises(TypeError):
        msg("player.left", player="Ann", extra=1)
    with pytest.raises(KeyError):
        msg("no.such.id")


def test_an_error_keeps_its_message_and_rule() -> None:
    err = RuleViolation("800.4a", "player.left", player="Ann")
    assert str(err) == "800.4a: Ann has left the game"
    assert err.message == msg("player.left", player="Ann") and err.rule == "800.4a"
    assert err.cited.english == str(err)
    assert BadCommand("stack.empty").cited.to_json() == {"id": "stack.empty", "params": {}}


def test_nested_messages_go_to_json_and_back() -> None:
    inner = msg("deck.too_small", size=2, minimum=10)
    outer = msg("deck.illegal", whose=msg("deck.owned", owner="Ann"), problems=[inner])
    data = json.loads(json.dumps(outer.to_json()))
    assert data["params"]["problems"] == [{"id": "deck.too_small",
                                           "params": {"size": 2, "minimum": 10}}]
    assert Message.from_json(data) == outer
    assert Message.from_json(data).english == "Ann's planar deck has 2 cards; it needs at least 10"


def _refusals(session: Session, lines: list[str]) -> list[dict[str, Any]]:
    return [r for r in (session.handle_line(line) for line in lines) if not r["ok"]]


def _rendered_error(reply: dict[str, Any]) -> str:
    english = Message.from_json({"id": reply["error_id"], "params": reply["error_params"]}).english
    return f"{reply['error_rule']}: {english}" if reply["error_rule"] else english


def test_the_driver_reply_carries_the_refusal_as_id_params_and_rule() -> None:
    session = Session()
    new = {"cmd": "new", "players": ["Ann", "Bob"], "random_decks": {}, "seed": 1,
           "starting_player": "Ann"}
    replies = _refusals(session, [
        "not json", '{"cmd": "roll"}', json.dumps(new), '{"cmd": "life", "player": "Zed", '
        '"delta": 1}', '{"cmd": "goto", "step": "end"}', '{"cmd": "roll"}',
        '{"cmd": "new", "players": ["Ann"], "random_decks": {}}', '{"cmd": "undo", "x": 1}',
        '{"cmd": "new", "players": ["Ann", "Bob"], "shared_deck": ["Akuom", "Nowhere"]}',
    ])
    assert [r["error_id"] for r in replies] == [
        "command.malformed_json", "command.no_game", "player.unknown", "roll.not_main_phase",
        "setup.player_count", "command.no_fields", "deck.unknown_cards"]
    assert replies[3]["error_rule"] == "901.9" and replies[3]["error_params"] == {
        "player": "Ann", "step": "end"}
    for reply in replies:
        assert _rendered_error(reply) == reply["error"]


def _golden_replies() -> list[dict[str, Any]]:
    out = []
    for path in sorted(SCENARIOS.glob("*.golden.jsonl")):
        out += [json.loads(line)["reply"] for line in path.read_text("utf-8").splitlines()]
    return out


def test_every_golden_refusal_renders_from_its_id_and_params_alone() -> None:
    refusals = [r for r in _golden_replies() if not r["ok"]]
    assert len(refusals) > 30
    for reply in refusals:
        assert _rendered_error(reply) == reply["error"]


def test_english_of_an_error_is_its_message_for_every_error_class() -> None:
    for cls in (BadCommand, EngineError):
        err = cls("stack.empty")
        assert str(err) == err.message.english == CATALOGUE["stack.empty"]


def _golden_events() -> list[dict[str, Any]]:
    return [e for r in _golden_replies() for e in r["events"]]


def test_every_golden_event_renders_from_its_msg_alone() -> None:
    events = _golden_events()
    assert len({e["type"] for e in events}) > 20
    for event in events:
        assert Message.from_json(event["msg"]).english == event["message"], event["type"]


def test_every_event_type_has_a_message_id() -> None:
    """Each event class builds its sentence from an id (no English outside the catalogue)."""
    import engine.events as ev

    classes = [c for c in vars(ev).values()
               if isinstance(c, type) and issubclass(c, ev.Event) and c is not ev.Event]
    source = Path(ev.__file__).read_text(encoding="utf-8")
    assert "def describe" in source and source.count("def describe") == 1  # the base only
    for cls in classes:
        assert "msg" in vars(cls) or any("msg" in vars(b) for b in cls.__mro__[1:-2]), cls


def test_every_golden_log_entry_renders_from_its_msg_alone() -> None:
    entries = [e for r in _golden_replies() if r["state"] for e in r["state"]["log"]]
    assert entries
    for entry in entries:
        assert Message.from_json(entry["msg"]).english == entry["text"]


def _game_with_a_history() -> Any:
    from engine_helpers import deck, new_game

    from engine.actions import Life, NextTurn, Resolve, Roll

    game, _ = new_game(("Ann", "Bob"), decks={"Ann": deck("Krosa"), "Bob": deck()})
    for action in (Life("Ann", delta=2), NextTurn(), Roll(effect=True), Resolve()):
        with contextlib.suppress(EngineError):  # e.g. nothing to resolve
            game.apply(action)
    return game


def test_a_save_keeps_the_log_messages_and_an_old_save_without_them_still_loads() -> None:
    from engine.cards import default_cards
    from engine.game import Game
    from engine.persistence import decode_game, encode_save

    cards = default_cards()
    game = _game_with_a_history()
    raw = encode_save(game.state, cards, None, game.history())
    doc = json.loads(raw)
    assert all("msg" in e for e in doc["state"]["log"])
    loaded, problem = Game.load(decode_game(raw, cards), cards)
    assert problem is None
    assert [e.message for e in loaded.state.log_entries(50)] == [
        e.message for e in game.state.log_entries(50)]
    # A save written before log entries had ids: same game, same undo, texts as messages.
    for entry in doc["state"]["log"]:
        del entry["msg"]
    old = json.dumps(doc).encode()
    loaded, problem = Game.load(decode_game(old, cards), cards)
    assert problem is None and loaded.undo_depth() == game.undo_depth()
    texts = [e.message for e in loaded.state.log_entries(50)]
    assert texts and all(m.id == "text.english" for m in texts)
    assert [m.english for m in texts] == [e.text for e in game.state.log_entries(50)]


def test_a_log_message_that_does_not_match_its_text_is_not_trusted() -> None:
    from engine.cards import default_cards
    from engine.persistence import decode_game, encode_save

    cards = default_cards()
    game = _game_with_a_history()
    doc = json.loads(encode_save(game.state, cards, None, game.history()))
    doc["state"]["log"][0]["msg"] = {"id": "event.saved", "params": {"path": "elsewhere"}}
    doc["state"]["log"][1]["msg"] = {"id": "no.such.id", "params": {}}
    state = decode_game(json.dumps(doc).encode(), cards).state
    first, second = state.log_entries(50)[:2]
    assert first.message.id == second.message.id == "text.english"


def test_a_message_pickles_with_the_state_that_holds_it() -> None:
    import pickle

    said = msg("busy.triggered", sources=["Naar Isle", msg("ability.planeswalking")])
    assert pickle.loads(pickle.dumps(said)) == said


def test_card_say_carries_its_template_and_fills_and_an_old_one_still_reads() -> None:
    from engine.automation_text import english, fill, fills_from_param

    session = Session()
    for line in ('{"cmd": "new", "players": ["Ann", "Bob"], "shuffle": false, '
                 '"starting_player": "Ann", '
                 '"decks": {"Ann": ["Aretopolis", "Bant", "Esper", "Grixis", "Naya", "Krosa", '
                 '"Shiv", "Tazeem", "Otaria", "Akoum"], "Bob": ["Gavony", "Llanowar", '
                 '"Sokenzan", "Towashi", "Turri Island", "Velis Vel", "Edge of Malacol", '
                 '"Celestine Reef", "Horizon Boughs", "Kessig"]}}',
                 '{"cmd": "goto", "step": "precombat_main"}', '{"cmd": "resolve"}',
                 '{"cmd": "goto", "step": "precombat_main"}',
                 '{"cmd": "roll", "face": "chaos"}', '{"cmd": "resolve"}'):
        reply = session.handle_line(line)
        assert reply["ok"], reply
    said = [e["msg"]["params"]["text"] for e in reply["events"] if e["type"] == "instruction"]
    assert said == [{"id": "card.say", "params": {
        "text": "Draw 2 card(s).", "card": "Aretopolis", "ability": 2, "step": 1,
        "template": "Draw {count:scroll} card(s).", "fills": [["count:scroll", 2]]}}]
    params = said[0]["params"]
    assert english(params["template"], fills_from_param(params["fills"])) == params["text"]
    # 901.12c: "you" of a team is a list, read as a team; a blank without a value stays.
    assert english("{you} can't lose", [("you", ["Ann", "Bob"])]) == "Ann and Bob can't lose"
    assert fill("Put {revealed} on the bottom, {R}", {}) == "Put {revealed} on the bottom, {R}"
    old = Message.from_json({"id": "card.say", "params": {
        "text": "Draw a card.", "card": "Stairs to Infinity", "ability": 1, "step": 0}})
    assert old.english == "Draw a card."
    assert old.params["template"] == "Draw a card." and old.params["fills"] == []


@pytest.mark.parametrize("reason", [
    "Planeswalker symbol rolled", "chaos roll", "blank roll", "chaos ensued",
    "chaos ensued for revealed Naya", "planeswalked away from", "planeswalked to",
    "encountered", "3 or more fate counters", "reported by the table", "upkeep",
    "first main phase", "removed by the table", "ended by the table", "514.2: cleanup step",
    "a player planeswalked", "Ann and Bob's turn began",
    "that player left; their next turn would have begun",
    # a removed ability, a cancelled choice (800.4a, 901.10) and a flag (704.5, 704.6)
    "901.10a: a plane left the game", "901.10: its source left the game with Ann",
    "800.4a: its controller Bob left the game", "901.10: Naya left the game with its owner, Ann",
    "800.4a: Ann left before it finished; the rest of the ability does nothing",
    "704.5a: 0 or less life", "704.5c: 10 or more poison counters",
    "704.6a: the team has 0 or less life", "704.6b: the team has 15 or more poison counters",
    "704.6c: 21 or more combat damage from Ann/Tymna"])
def test_a_reason_the_engine_writes_has_an_id_and_the_same_english(reason: str) -> None:
    from engine.reasons import reason_message

    said = reason_message(reason)
    assert said.id.startswith("reason.") and said.english == reason
    # One it doesn't know (an older save's) stays English as it is.
    other = reason_message("901.99: a rule from an older engine")
    assert other.id == "text.english" and other.english == "901.99: a rule from an older engine"


def test_a_prompts_message_survives_save_and_load_and_an_older_save_reads_without(
        tmp_path: Path) -> None:
    session = Session()
    ann = ["Stairs to Infinity", "Akoum", "Bant", "Esper", "Grixis", "Naya", "Krosa", "Shiv",
           "Tazeem", "Otaria"]
    bob = ["Gavony", "Llanowar", "Sokenzan", "Towashi", "Turri Island", "Velis Vel",
           "Edge of Malacol", "Celestine Reef", "Horizon Boughs", "Kessig"]
    path = str(tmp_path / "asked.json")
    for command in ({"cmd": "new", "players": ["Ann", "Bob"], "shuffle": False,
                     "starting_player": "Ann", "decks": {"Ann": ann, "Bob": bob}},
                    {"cmd": "goto", "step": "precombat_main"}, {"cmd": "chaos"},
                    {"cmd": "resolve"}, {"cmd": "save", "path": path}):
        reply = session.handle_line(json.dumps(command))
        assert reply["ok"], reply
    asked = reply["state"]["pending_choice"]["prompt_msg"]
    assert asked["id"] == "card.say" and asked["params"]["template"] == (
        "Put {revealed} on the bottom of your planar deck?")
    reply = session.handle_line(json.dumps({"cmd": "load", "path": path}))
    assert reply["ok"] and reply["state"]["pending_choice"]["prompt_msg"] == asked
    # A save from before messages were kept: the English prompt, as text.english.
    doc = json.loads(Path(path).read_text("utf-8"))
    del doc["state"]["pending_choice"]["prompt_msg"]
    Path(path).write_text(json.dumps(doc), "utf-8")
    reply = session.handle_line(json.dumps({"cmd": "load", "path": path}))
    assert reply["ok"], reply
    assert reply["state"]["pending_choice"]["prompt_msg"] == {
        "id": "text.english", "params": {"text": asked["params"]["text"]}}


def test_every_actions_label_has_an_id_with_the_same_english() -> None:
    """Undo and Redo name the action (``Undone``, ``Redone``): each label is a message an
    app can translate, and its English is the label the driver always said."""
    from engine.actions import ACTIONS, Action
    from engine.events import Undone
    from engine.reasons import action_message

    for cmd, cls in ACTIONS.items():
        assert cls.label is Action.label  # the label is the command's name, spaced
        label = cmd.replace("_", " ")
        said = action_message(label)
        assert said.id == f"action.{cmd}" and said.english == label
    assert Undone("player counter").msg().english == "Undone: player counter"
    assert action_message("new game").id == "text.english"  # no id: its English as it is
