"""The outcome of a roll is unmistakable: the result banner, the plane's arrival, the chaos
ability lit while it waits on the stack, symbols drawn as symbols."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt
from test_gui_panels import make_bridge, show, state

from desktop.rich_text import plain_symbols, symbol_html
from desktop.table.banner import ResultBanner, result_from_events
from desktop.table.card_view import PlaneCardView
from engine.actions import Chaos, Resolve, Roll
from engine.domain import DieFace, RollSource

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


def manual(face: str) -> Roll:
    return Roll(DieFace(face), RollSource.MANUAL)


def banner_over_card(qtbot, **kw):
    bridge = make_bridge(**kw)
    view = PlaneCardView(bridge)
    show(qtbot, view, 900, 560)
    banner = ResultBanner(view, bridge)
    return bridge, view, banner


# -- symbols ----------------------------------------------------------------------------------

def test_symbols_become_images_and_the_rest_is_escaped(qtbot) -> None:
    rich = symbol_html("Roll {2} & add {R} <b>{CHAOS}</b>", 18)
    assert "{" not in rich and rich.count("<img ") == 3
    assert "&amp;" in rich and "&lt;b&gt;" in rich
    assert plain_symbols("cost {3}, then {CHAOS}") == "cost (3), then (chaos)"
    assert "{" not in symbol_html("{Q} stays readable", 18)


# -- the banner -------------------------------------------------------------------------------

def test_chaos_banner_names_the_roller_and_fades_away(qtbot) -> None:
    bridge, view, banner = banner_over_card(qtbot)
    assert banner.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    assert banner.geometry() == view.rect()

    bridge.apply(manual("chaos"))
    # The engine applied the roll before the banner began: the chaos trigger is waiting.
    assert len(state(bridge).stack) == 1 and state(bridge).rolls[-1].face_counted.value == "chaos"
    result = banner.result
    assert result is not None and banner.is_animating
    assert result.face == "chaos" and result.text == "CHAOS — Ann"
    assert "1st roll this turn" in result.detail
    qtbot.waitUntil(lambda: banner.result is None, timeout=4000)
    assert not banner.isVisible()


def test_repeated_results_read_differently(qtbot) -> None:
    bridge, _view, banner = banner_over_card(qtbot)
    bridge.apply(manual("chaos"))
    first = banner.result
    bridge.apply(Resolve())
    bridge.apply(manual("chaos"))
    second = banner.result
    assert first is not None and second is not None
    assert first.text == second.text == "CHAOS — Ann"
    assert first.detail != second.detail
    assert "2nd roll this turn" in second.detail and "{1}" in second.detail
    assert banner.shown_count == 2  # the second replaced the first at once


def test_blank_banner_is_short_and_quiet(qtbot) -> None:
    bridge, _view, banner = banner_over_card(qtbot)
    bridge.apply(manual("blank"))
    result = banner.result
    assert result is not None and result.face == "blank" and result.quiet
    assert result.text == "Blank — Ann" and "nothing happens" in result.detail
    quiet = banner.duration_ms()
    assert bridge.apply(manual("chaos"))  # a blank adds nothing: the next roll is allowed
    loud = banner.duration_ms()
    assert quiet < loud


def test_planeswalk_banner_names_the_plane_arrived_at(qtbot) -> None:
    bridge, view, banner = banner_over_card(qtbot)
    bridge.apply(manual("planeswalker"))
    assert banner.result is not None and banner.result.text == "PLANESWALKER — Ann"
    bridge.apply(Resolve())  # the planeswalking ability (901.8)
    arrived = view.displayed_names()[0]
    assert arrived != "Akoum"
    assert banner.result is not None
    assert banner.result.text == f"PLANESWALK → {arrived}"


def test_an_effect_roll_gets_a_small_banner_and_undo_none() -> None:
    view = {"rolls": [{"roller": "Bob"}]}
    roll = {"type": "die_rolled", "roller": "Bob", "cost": 0, "face_read": "chaos",
            "face_counted": "chaos", "effect": True}
    result = result_from_events(view, [roll])
    assert result is not None and result.small and "an effect, free" in result.detail
    assert result_from_events(view, [{"type": "undone"}]) is None
    assert result_from_events(view, [{"type": "redone"}, roll]) is None


def test_the_banner_never_blocks_the_table(qtbot) -> None:
    bridge, view, banner = banner_over_card(qtbot)
    bridge.apply(manual("chaos"))
    assert banner.isVisible()
    centre = view.rect().center()
    # Clicks pass through the banner to the table under it.
    assert view.childAt(centre) is None
    view.resize(700, 500)
    assert banner.geometry() == view.rect()
    with pytest.raises(ValueError):
        banner.show_result("chaos", "x", [45])
    banner.orientation = "mirrored"
    banner.show_result("chaos", "CHAOS — Ann")
    assert banner.facing == (180, 0) and len(banner.panes()) == 2
    banner.dismiss()
    assert banner.result is None


# -- the card view ----------------------------------------------------------------------------

def test_a_new_plane_fades_in_but_is_shown_at_once(qtbot) -> None:
    bridge, view, _banner = banner_over_card(qtbot)
    assert view.displayed_names() == ["Akoum"]
    bridge.apply(manual("planeswalker"))
    bridge.apply(Resolve())
    arrived = [c.name for c in state(bridge).face_up]
    assert arrived != ["Akoum"]
    assert view.displayed_names() == arrived  # no waiting for the painting
    assert view.is_transitioning
    view.grab()  # a paint mid-fade draws the new card's layout
    assert [layout.name for layout in view.last_layouts()] == arrived
    qtbot.waitUntil(lambda: not view.is_transitioning, timeout=2000)


def test_the_chaos_ability_is_lit_while_it_is_on_the_stack(qtbot) -> None:
    bridge, view, _banner = banner_over_card(qtbot)
    assert view.chaos_highlighted() == []
    bridge.apply(manual("chaos"))
    assert [i.source for i in state(bridge).stack] == ["Akoum"]
    assert view.chaos_highlighted() == ["Akoum"]
    bridge.apply(Resolve())
    assert view.chaos_highlighted() == []


def test_the_glow_is_painted_on_the_chaos_block(qtbot) -> None:
    bridge, view, banner = banner_over_card(qtbot)
    before = view.grab().toImage()
    (layout,) = view.last_layouts()
    (placement,) = view.placements()
    assert layout.chaos_rect is not None
    # A point inside the chaos block, near its top right (no text there).
    r = layout.chaos_rect
    spot = placement.transform.map(r.topRight() + (r.bottomLeft() - r.topRight()) * 0.05)
    bridge.apply(manual("chaos"))
    banner.dismiss()  # only the card, not the banner over it
    after = view.grab().toImage()
    assert before.pixelColor(spot.toPoint()) != after.pixelColor(spot.toPoint())


def test_the_banner_faces_each_side_with_a_seat(qtbot) -> None:
    bridge, _view, banner = banner_over_card(qtbot)
    banner.set_facing([0, 180, 90])
    bridge.apply(manual("chaos"))
    assert banner.facing == (0, 180, 90)
    assert sorted(angle for _, angle in banner.panes()) == [0, 90, 180]
    with pytest.raises(ValueError):
        banner.set_facing([30])


def test_chaos_without_a_roll_says_so(qtbot) -> None:
    bridge, _view, banner = banner_over_card(qtbot)
    bridge.apply(Chaos())  # the table makes chaos ensue (an effect), no die rolled
    assert banner.result is not None
    assert banner.result.text == "CHAOS — Ann" and "no die rolled" in banner.result.detail
