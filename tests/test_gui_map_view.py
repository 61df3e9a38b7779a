"""The Eternities Map widget drawn from a state view's ``map``, ``position`` and
``map_moves`` (the protocol's shapes), without an engine: layout, picking, taps, keys, the
display-only mode and the slide."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from pytestqt.qtbot import QtBot

from desktop.table.map_layout import map_grid
from desktop.table.map_model import MapPicture, move_labels
from desktop.table.map_view import MapView, step_selection, style_of
from desktop.theme import DARK
from engine.cards import default_cards

CARDS = default_cards()
PLANES = [c.name for c in CARDS if not c.is_phenomenon and not c.playtest]


def map_view_dict(position: tuple[int, int] = (0, 0), *, pending: bool = True,
                  spaces: list[tuple[int, int]] | None = None) -> dict[str, Any]:
    """A map game's view: the plus shape around ``position`` (or ``spaces``), one plane
    each, the up-right and down-left corners empty hellride targets while ``pending``."""
    px, py = position
    spaces = spaces or [(px, py), (px, py + 1), (px, py - 1), (px + 1, py), (px - 1, py)]
    cards = [{"x": x, "y": y, "name": PLANES[i], "kind": "plane", "face_up": True,
              "counters": {}, "current": (x, y) == position}
             for i, (x, y) in enumerate(spaces)]
    by_space = {(c["x"], c["y"]): c["name"] for c in cards}
    moves = []
    if pending:
        for direction, (dx, dy) in (("up", (0, 1)), ("down", (0, -1)), ("left", (-1, 0)),
                                    ("right", (1, 0)), ("up_right", (1, 1)),
                                    ("down_left", (-1, -1))):
            name = by_space.get((px + dx, py + dy))
            if dx and dy and name is not None:
                continue
            moves.append({"direction": direction, "x": px + dx, "y": py + dy,
                          "kind": "hellride" if dx and dy else "move", "name": name})
    choice = None
    if pending:
        choice = {"player": "Ann", "kind": "map_move", "prompt": "Ann, move the game.",
                  "options": [m["direction"] for m in moves]}
    return {"variant": "eternities_map", "map": cards, "position": {"x": px, "y": py},
            "map_moves": moves, "pending_choice": choice}


def shown(qtbot: QtBot, view: dict[str, Any], size: tuple[int, int] = (920, 500),
          **options: Any) -> MapView:
    widget = MapView(cards=CARDS, theme=DARK, **options)
    qtbot.addWidget(widget)
    widget.set_view(view)
    widget.resize(*size)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def test_the_picture_reads_the_protocol_shapes() -> None:
    picture = MapPicture.from_view(map_view_dict())
    assert [c.name for c in picture.current()] == [PLANES[0]]
    assert [c.name for c in picture.at((0, 1))] == [PLANES[1]]
    assert picture.awaiting_move and picture.chooser == "Ann"
    assert picture.move("up_right") is not None and picture.move("up_right").hellride
    labels = move_labels(map_view_dict(), ["up", "up_right"])
    assert labels == {"up": f"Up: {PLANES[1]}",
                      "up_right": "Up right: hellride onto an empty space"}
    assert MapPicture.from_view({"variant": None, "map": []}) == MapPicture()


def test_the_plane_is_largest_and_the_neighbours_fit_at_1280x720() -> None:
    # The card area of the table at 1280×720 (upright, four seats) is about 920×500.
    from PySide6.QtCore import QRectF

    grid = map_grid(QRectF(0, 0, 920, 500), DARK)
    card = grid.card_rect()
    side, banner = grid.cell(1, 0), grid.cell(0, 1)
    assert card.height() > 250 and card.width() > 2 * side.width() * 0.8
    assert banner.height() >= 56 and side.width() >= 0.4 * card.width()
    assert grid.span().width() <= 920 + 0.5 and grid.span().height() <= 500 + 0.5
    for dx in range(-2, 3):
        for dy in range(-2, 3):
            assert grid.cell(dx, dy).intersected(card).isEmpty() or (dx, dy) == (0, 0)
    assert grid.cell(3, 0).left() >= 920 - 0.5  # one ring further: out of sight


def test_styles_by_distance() -> None:
    assert style_of((0, 0)) == "card"
    assert style_of((1, 0)) == style_of((-1, 1)) == "tile"
    assert style_of((2, 0)) == style_of((1, 2)) == "edge"


@pytest.mark.parametrize(("start", "arrow", "end"), [
    (None, "up", "up"), ("up", "left", "up_left"), ("up_left", "down", "left"),
    ("up", "down", None), ("up", "up", "up"), ("down_right", "up", "right"),
])
def test_arrow_keys_walk_the_pick(start: str | None, arrow: str, end: str | None) -> None:
    assert step_selection(start, arrow) == end


def test_a_click_on_a_neighbour_moves_there(qtbot: QtBot) -> None:
    widget = shown(qtbot, map_view_dict())
    centre = widget.space_rect("left").center()
    with qtbot.waitSignal(widget.move_chosen) as moved:
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=centre.toPoint())
    assert moved.args == ["left"]
    # A hellride target is a space like another.
    with qtbot.waitSignal(widget.move_chosen) as moved:
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton,
                         pos=widget.space_rect("up_right").center().toPoint())
    assert moved.args == ["up_right"]


def test_a_touch_picks_first_then_moves(qtbot: QtBot) -> None:
    widget = shown(qtbot, map_view_dict())
    moves: list[str] = []
    widget.move_chosen.connect(moves.append)
    widget.tap("right", PLANES[3], touch=True)
    assert moves == [] and widget.selected == "right" and widget.zoomed() == "right"
    widget.tap("right", PLANES[3], touch=True)
    assert moves == ["right"]


def test_keys_pick_and_enter_moves(qtbot: QtBot) -> None:
    widget = shown(qtbot, map_view_dict())
    widget.setFocus()
    moves: list[str] = []
    widget.move_chosen.connect(moves.append)
    qtbot.keyClick(widget, Qt.Key.Key_Return)
    assert moves == []  # nothing picked yet
    qtbot.keyClick(widget, Qt.Key.Key_Up)
    qtbot.keyClick(widget, Qt.Key.Key_Right)
    assert widget.selected == "up_right"
    qtbot.keyClick(widget, Qt.Key.Key_Escape)
    assert widget.selected is None
    qtbot.keyClick(widget, Qt.Key.Key_Down)
    qtbot.keyClick(widget, Qt.Key.Key_Return)
    assert moves == ["down"]


def test_without_a_move_a_tap_opens_the_card(qtbot: QtBot) -> None:
    widget = shown(qtbot, map_view_dict(pending=False))
    with qtbot.waitSignal(widget.card_tapped) as tapped:
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton,
                         pos=widget.space_rect("down").center().toPoint())
    assert tapped.args == [PLANES[2]]
    moves: list[str] = []
    widget.move_chosen.connect(moves.append)
    widget.step("up")
    assert not widget.confirm() and moves == []


def test_display_only_takes_no_taps_and_no_keys(qtbot: QtBot) -> None:
    widget = shown(qtbot, map_view_dict(), interactive=False)
    assert widget.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    assert widget.focusPolicy() == Qt.FocusPolicy.NoFocus
    image = widget.grab().toImage()
    assert not image.isNull()
    assert "Ann moves the game" in widget.accessibleDescription()


def test_the_description_says_the_map_in_words(qtbot: QtBot) -> None:
    widget = shown(qtbot, map_view_dict())
    text = widget.accessibleDescription()
    assert f"The game is on {PLANES[0]}." in text
    assert f"Up: {PLANES[1]}." in text
    assert "Up right: hellride onto an empty space" in text


def test_a_move_slides_only_when_animations_are_on(qtbot: QtBot) -> None:
    widget = shown(qtbot, map_view_dict())
    assert not widget.animations_enabled  # offscreen: no slide in the tests by default
    widget.set_view(map_view_dict((0, 1), spaces=[(0, 0), (0, 1), (0, 2), (1, 1), (-1, 1)]))
    assert widget.slides_started == 0 and not widget.is_sliding
    widget.animations_enabled = True
    widget.set_view(map_view_dict((1, 1), spaces=[(0, 1), (1, 1), (1, 2), (2, 1), (1, 0)]))
    assert widget.slides_started == 1 and widget.is_sliding
    widget.grab()  # a frame mid-slide paints
    qtbot.waitUntil(lambda: not widget.is_sliding, timeout=3000)
    assert widget.card_at(QPointF(widget.grid().card_rect().center())) == PLANES[1]
