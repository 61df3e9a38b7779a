"""The Eternities Map widget drawn from a state view's ``map``, ``position`` and
``map_moves`` (the protocol's shapes), without an engine: layout, picking, taps, keys, the
display-only mode and the slide."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from pytestqt.qtbot import QtBot

from desktop.table.card_view import READER_ANGLES
from desktop.table.map_layout import map_grid
from desktop.table.map_model import DIRECTIONS, MapPicture, move_labels
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


AREAS = {
    # The map's room at the table (upright, four seats; below the choice bar's band), in
    # a flat six-seat table at 1280×720 (and the same turned to a side seat), on a 1080p TV.
    "1280x720": (920, 456), "1366x768": (985, 490), "1920x1080": (1460, 800),
    "flat6_1280": (606, 312), "flat6_1280_side": (312, 606),
}


@pytest.mark.parametrize("area", list(AREAS))
def test_the_nine_spaces_fit_without_overlapping_and_the_card_is_largest(area: str) -> None:
    w, h = AREAS[area]
    room = QRectF(0, 0, w, h)
    grid = map_grid(room, DARK)
    cells = grid.cells()
    card = grid.card_rect()
    for offset, rect in cells.items():
        assert room.adjusted(-0.5, -0.5, 0.5, 0.5).contains(rect), (offset, rect)
        assert rect.width() > 0 and rect.height() > 0
        for other, rect2 in cells.items():
            if other != offset:
                assert rect.intersected(rect2).isEmpty(), (offset, other)
        if w > h:  # turned to a side seat, the banners take the height the card can't
            assert card.width() * card.height() >= rect.width() * rect.height()
    # The banners reach over the corners (long lines of rules text), a name's height at
    # least; the corners are the narrowest.
    up, right, corner = cells[(0, 1)], cells[(1, 0)], cells[(1, 1)]
    assert up.width() >= card.width() and up.height() >= DARK.px(56) - 0.5
    assert corner.width() <= right.width()
    if w > h:
        assert card.height() >= 0.5 * h
    else:
        assert up.height() >= card.height()  # the room there is goes to the text


def test_on_the_tv_the_card_stays_close_to_its_size() -> None:
    table = map_grid(QRectF(0, 0, 1370, 1030), DARK)
    tv = map_grid(QRectF(0, 0, 1370, 1030), DARK, display=True)
    assert tv.card_rect().height() >= 0.58 * 1030 > table.card_rect().height()
    assert tv.cell(1, 0).width() >= 200  # a side tile still holds a name across a room


def test_spaces_two_steps_away_lie_out_of_sight() -> None:
    room = QRectF(0, 0, 920, 456)
    grid = map_grid(room, DARK)
    for offset in ((2, 0), (-2, 0), (0, 2), (0, -2), (2, 1), (-1, -2), (3, 0)):
        assert not grid.cell(*offset).intersects(room.adjusted(1, 1, -1, -1)), offset


def tile_rects(area: str) -> dict[str, Any]:
    grid = map_grid(QRectF(0, 0, *AREAS[area]), DARK)
    return {"banner": grid.cell(0, 1), "side": grid.cell(1, 0), "corner": grid.cell(1, 1),
            "card_h": grid.card_rect().height()}


@pytest.mark.parametrize("area", ["1280x720", "1920x1080", "flat6_1280", "flat6_1280_side"])
def test_every_name_is_whole_and_the_parts_of_a_tile_never_overlap(qapp: object,
                                                                   area: str) -> None:
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QFontMetricsF

    from desktop.table.map_tiles import NAME_FLOOR, TilePainter

    rects = tile_rects(area)
    tiles = TilePainter(DARK)
    tiles.card_height = rects["card_h"]
    for kind in ("banner", "side", "corner"):
        cell = rects[kind]
        rect = QRectF(0, 0, cell.width(), cell.height())
        badge = 0.0 if kind == "corner" else 24.0
        for card in CARDS:
            if card.playtest:
                continue
            lay = tiles.layout(rect, card, (("shadow", 5),), badge)
            # Every word of the name, in order, on its lines (never cut, never "…").
            assert not lay.name.elided and " ".join(lay.name.lines) == card.name, \
                (kind, card.name, lay.name)
            assert lay.name.px >= DARK.px(NAME_FLOOR)
            metrics = QFontMetricsF(lay.name.font())
            assert all(metrics.horizontalAdvance(line) <= lay.name_rect.width() + 0.5
                       for line in lay.name.lines), (kind, card.name)
            assert len(lay.name.lines) * metrics.lineSpacing() <= lay.name_rect.height() + 1
            parts = [r for r in (lay.name_rect, lay.type_rect, lay.chip_rect, lay.text_rect)
                     if r is not None]
            if badge:
                parts.append(TilePainter.badge_rect(rect, badge, DARK))
            for i, a in enumerate(parts):
                assert rect.adjusted(-0.5, -0.5, 0.5, 0.5).contains(a), (kind, card.name)
                for b in parts[i + 1:]:
                    if {id(a), id(b)} != {id(lay.type_rect), id(lay.chip_rect)}:
                        assert a.intersected(b).isEmpty(), (kind, card.name, a, b)
            if lay.chip_rect is not None and lay.type_rect is not None:
                assert lay.type_rect.contains(lay.chip_rect)  # the chip ends the type line


def test_the_counters_chip_is_whole(qapp: object) -> None:
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QFontMetricsF

    from desktop.table.card_view import SANS_FAMILIES
    from desktop.table.map_tiles import TilePainter, font

    side = tile_rects("1280x720")["side"]
    lay = TilePainter(DARK).layout(QRectF(0, 0, side.width(), side.height()),
                                   CARDS.get("The Lux Foundation Library"), (("shadow", 5),))
    assert lay.chip_text == "5 shadow" and lay.chip_rect is not None
    chip_font = font(SANS_FAMILIES, DARK.px(10), bold=True)
    assert lay.chip_rect.width() >= QFontMetricsF(chip_font).horizontalAdvance("5 shadow")


def test_at_1280x720_the_neighbours_above_and_below_show_their_rules_text(
        qapp: object) -> None:
    from desktop.table.map_tiles import TEXT_MIN, TilePainter

    rects = tile_rects("1280x720")
    tiles = TilePainter(DARK)
    tiles.card_height = rects["card_h"]
    planes = [c for c in CARDS if not c.playtest]
    for kind, share in (("banner", 0.65), ("side", 0.9)):
        cell = rects[kind]
        lays = [tiles.layout(QRectF(0, 0, cell.width(), cell.height()), c, badge=24)
                for c in planes]
        assert all(lay.text_rect is not None and lay.text_px >= DARK.px(TEXT_MIN)
                   for lay in lays)
        whole = sum(lay.text_whole for lay in lays)
        assert whole >= share * len(planes), (kind, whole, len(planes))


def test_a_symbol_keeps_its_full_stop_in_a_tile(qapp: object) -> None:
    from desktop.table.card_view import _bad_break
    from desktop.table.map_tiles import TilePainter

    tiles = TilePainter(DARK)
    for card in (c for c in CARDS if "{" in c.oracle_text):
        for width in range(110, 420, 9):
            doc = tiles._document(card, 13, width)
            block = doc.begin()
            while block.isValid():
                text, lines = block.text(), block.layout()
                for i in range(1, lines.lineCount()):
                    assert not _bad_break(text, lines.lineAt(i).textStart()), \
                        (card.name, width)
                block = block.next()


def test_styles_by_distance() -> None:
    assert style_of((0, 0)) == "card"
    assert style_of((1, 0)) == style_of((-1, 1)) == "tile"
    assert style_of((2, 0)) == style_of((1, 2)) == "off"


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


def test_the_band_for_the_choice_bar_stays_free_asked_or_not(qtbot: QtBot) -> None:
    widget = shown(qtbot, map_view_dict(pending=False), size=(920, 512))
    widget.set_top_reserve(56)
    before = {d: widget.space_rect(d) for d in DIRECTIONS}
    widget.set_view(map_view_dict())  # a move becomes pending: nothing moves
    assert {d: widget.space_rect(d) for d in DIRECTIONS} == before
    band = QRectF(0, 0, widget.width(), 56)
    for move in widget.picture.moves:
        assert not widget.space_rect(move.direction).intersects(band), move.direction


@pytest.mark.parametrize(("side", "up_is"), [("bottom", "above"), ("top", "below"),
                                             ("left", "right"), ("right", "left")])
def test_the_map_turns_to_its_reader_and_taps_follow(qtbot: QtBot, side: str,
                                                     up_is: str) -> None:
    widget = shown(qtbot, map_view_dict(), size=(700, 520))
    widget.set_orientation(side)
    assert widget.angle == READER_ANGLES[side]
    card = widget.to_widget(widget.grid().card_rect()).center()
    up = widget.space_rect("up").center()
    where = {"above": up.y() < card.y(), "below": up.y() > card.y(),
             "right": up.x() > card.x(), "left": up.x() < card.x()}
    assert where[up_is]
    # "up" stays the map's up: a tap where it is drawn moves up, and the keys too.
    for direction in ("up", "left", "down_left"):
        with qtbot.waitSignal(widget.move_chosen) as moved:
            qtbot.mouseClick(widget, Qt.MouseButton.LeftButton,
                             pos=widget.space_rect(direction).center().toPoint())
        assert moved.args == [direction]
    assert widget.card_at(card) == PLANES[0]
    widget.setFocus()
    qtbot.keyClick(widget, Qt.Key.Key_Up)
    assert widget.selected == "up"
    widget.grab()  # turned, with a zoom, it paints


def test_the_arrow_badges_sit_in_their_slots(qtbot: QtBot) -> None:
    from desktop.table.map_tiles import TilePainter

    widget = shown(qtbot, map_view_dict(), size=(920, 456))
    grid = widget.grid()
    for direction in ("up", "down", "left", "right"):
        rect = grid.cell(*DIRECTIONS[direction])
        badge = widget.badge_size(rect)
        card = widget.picture.at(DIRECTIONS[direction])[0]
        lay = widget._tiles.layout(QRectF(0, 0, rect.width(), rect.height()),
                                   CARDS.get(card.name), card.counters, badge)
        slot = TilePainter.badge_rect(QRectF(0, 0, rect.width(), rect.height()), badge,
                                      DARK)
        for part in (lay.name_rect, lay.type_rect, lay.text_rect):
            assert part is None or not slot.intersects(part), direction


def test_display_only_draws_larger_fonts_on_a_tv(qtbot: QtBot) -> None:
    widget = shown(qtbot, map_view_dict(pending=False), size=(1370, 1030), interactive=False)
    widget.grid()
    assert widget._tiles.boost >= 2.0
    rect = widget.grid().cell(0, 1)
    lay = widget._tiles.layout(QRectF(0, 0, rect.width(), rect.height()),
                               CARDS.get(PLANES[1]))
    assert lay.name.px >= 26 and lay.text_rect is not None and lay.text_px >= 22
