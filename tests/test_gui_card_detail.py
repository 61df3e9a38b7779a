"""Reading a card: tapping a face-up card, and the card detail dialog (offscreen Qt)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, QSize, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from desktop.dialogs import card_detail
from desktop.dialogs.card_detail import CardDetailDialog, fit_rect
from desktop.table.card_view import PlaneCardView
from desktop.theme import DARK, LIGHT, TOUCH
from engine.cards import default_cards

CARDS = default_cards()
TWO_CARDS = {"players": [{"name": "Ann"}, {"name": "Bob"}], "face_up": [
    {"id": 1, "name": "Akoum", "kind": "plane", "owner": "Ann", "counters": {}},
    {"id": 2, "name": "Chaotic Aether", "kind": "phenomenon", "owner": "Bob", "counters": {}},
]}


@pytest.fixture(autouse=True)
def _fresh_zoom() -> Iterator[None]:
    card_detail.set_session_zoom(1.0)
    yield
    card_detail.set_session_zoom(1.0)


def _view(qtbot: QtBot, orientation: str = "bottom") -> PlaneCardView:
    view = PlaneCardView(cards=CARDS, orientation=orientation)
    qtbot.addWidget(view)
    view.resize(900, 400)
    view.set_view(TWO_CARDS)
    return view


def _tap(qtbot: QtBot, view: PlaneCardView, point: QPointF) -> list[str]:
    tapped: list[str] = []
    view.card_tapped.connect(tapped.append)
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=point.toPoint())
    view.card_tapped.disconnect(tapped.append)
    return tapped


# -- tapping a card on the table ----------------------------------------------------------
@pytest.mark.parametrize("orientation", ["bottom", "left", "mirrored"])
def test_tap_on_a_card_emits_its_name(qtbot: QtBot, orientation: str) -> None:
    view = _view(qtbot, orientation)
    placements = view.placements()
    assert {p.card.name for p in placements} == {"Akoum", "Chaotic Aether"}
    for placement in placements:
        centre = placement.widget_rect.center()
        assert _tap(qtbot, view, centre) == [placement.card.name]
        # a point inside the card near a corner, mapped through the card's own turn
        corner = placement.transform.map(placement.rect.topLeft() + QPointF(8, 8))
        assert _tap(qtbot, view, corner) == [placement.card.name]


def test_tap_outside_the_cards_emits_nothing(qtbot: QtBot) -> None:
    view = _view(qtbot)
    rects = [p.widget_rect for p in view.placements()]
    gap = QPointF((rects[0].right() + rects[1].left()) / 2, rects[0].center().y())
    for point in (QPointF(3, 3), gap, QPointF(view.width() - 3, view.height() - 3)):
        assert not any(r.contains(point) for r in rects)
        assert _tap(qtbot, view, point) == []
        assert view.card_at(point) is None


def test_press_on_one_card_and_release_on_another_is_no_tap(qtbot: QtBot) -> None:
    view = _view(qtbot)
    first, second = (p.widget_rect.center().toPoint() for p in view.placements())
    tapped: list[str] = []
    view.card_tapped.connect(tapped.append)
    qtbot.mousePress(view, Qt.MouseButton.LeftButton, pos=first)
    qtbot.mouseRelease(view, Qt.MouseButton.LeftButton, pos=second)
    assert tapped == []
    qtbot.mouseClick(view, Qt.MouseButton.RightButton, pos=first)
    assert tapped == []


def test_no_card_face_up_means_no_tap(qtbot: QtBot) -> None:
    view = PlaneCardView(cards=CARDS)
    qtbot.addWidget(view)
    view.resize(600, 400)
    assert _tap(qtbot, view, QPointF(300, 200)) == []


# -- the card detail dialog -----------------------------------------------------------------
def _dialog(qtbot: QtBot, name: str = "The Caldaia", theme: object = DARK,
            parent: QWidget | None = None) -> CardDetailDialog:
    dialog = CardDetailDialog(name, CARDS, theme, parent)  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    return dialog


def test_detail_shows_the_oracle_text_and_every_ruling_with_date_and_source(
        qtbot: QtBot) -> None:
    dialog = _dialog(qtbot, "the caldaia")  # a typed name is resolved
    card = CARDS.get("The Caldaia")
    assert dialog.card is card
    text = dialog.text.toPlainText()
    assert "The Caldaia" in text and "Plane — Capenna" in text
    assert "Whenever chaos ensues, return target creature card" in text
    assert f"Rulings ({len(card.rulings)})" in text and len(card.rulings) == 10
    for ruling in card.rulings:
        assert ruling.text in text.replace("\n", " ") or ruling.text[:60] in text
        assert ruling.date in text
    assert "MTGJSON 5.2.2+20251002" in text and "taw/magic-search-engine" in text
    # the text can be selected and copied, not edited
    flags = dialog.text.textInteractionFlags()
    assert flags & Qt.TextInteractionFlag.TextSelectableByMouse
    assert dialog.text.isReadOnly()


def test_detail_of_a_card_without_rulings_says_so(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot, "Tember City")
    assert "No official rulings are recorded for this card." in dialog.text.toPlainText()


def test_unknown_card_name_is_refused(qtbot: QtBot) -> None:
    with pytest.raises(Exception, match="Nowhere Land"):
        CardDetailDialog("Nowhere Land", CARDS)


def test_zoom_buttons_and_ctrl_wheel_change_the_font_and_are_remembered(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    start = dialog.text_px()
    assert dialog.text.document().defaultFont().pixelSize() == start
    qtbot.mouseClick(dialog.zoom_in, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.zoom_in, Qt.MouseButton.LeftButton)
    bigger = dialog.text_px()
    assert bigger > start
    assert dialog.text.document().defaultFont().pixelSize() == bigger
    assert f"font-size:{round(bigger * 1.5)}px" in dialog.html(bigger)
    assert dialog.zoom_label.text() == f"{round(dialog.zoom * 100)} %"
    # Ctrl+wheel down makes it smaller; a plain wheel only scrolls
    viewport = dialog.text.viewport()
    centre = QPointF(viewport.width() / 2, viewport.height() / 2)

    def wheel(dy: int, mods: Qt.KeyboardModifier) -> None:
        event = QWheelEvent(centre, viewport.mapToGlobal(centre), QPoint(0, 0), QPoint(0, dy),
                            Qt.MouseButton.NoButton, mods, Qt.ScrollPhase.NoScrollPhase, False)
        QApplication.sendEvent(viewport, event)

    wheel(-120, Qt.KeyboardModifier.ControlModifier)
    assert start < dialog.text_px() < bigger
    wheel(-120, Qt.KeyboardModifier.NoModifier)
    assert start < dialog.text_px() < bigger
    kept = dialog.zoom
    # the next dialog opens at the same zoom (remembered for the session)
    again = _dialog(qtbot, "Akoum")
    assert again.zoom == kept and again.text_px() == dialog.text_px()
    # the zoom is bounded, and the buttons say so
    for _ in range(30):
        again.zoom_in.click()
    assert again.zoom == card_detail.ZOOM_MAX and not again.zoom_in.isEnabled()
    for _ in range(30):
        again.zoom_out.click()
    assert again.zoom == card_detail.ZOOM_MIN and not again.zoom_out.isEnabled()


def test_controls_are_touch_sized_at_every_interface_size(qtbot: QtBot) -> None:
    for theme in (DARK, LIGHT.scaled(1.5)):
        dialog = _dialog(qtbot, "Akoum", theme)
        dialog.show()
        for button in (dialog.zoom_in, dialog.zoom_out, dialog.close_button):
            assert button.height() >= theme.px(TOUCH), button.text()
            assert button.width() >= theme.px(TOUCH), button.text()
        dialog.close()


def test_fit_rect_keeps_the_dialog_on_a_1280x720_screen() -> None:
    available = QRect(0, 0, 1280, 680)  # 720 minus a task bar
    big = fit_rect(QSize(1680, 1050), available, QPoint(640, 340))
    assert available.contains(big) and big.size() == QSize(1280, 680)
    # centred on its parent window, pushed back inside near an edge
    assert fit_rect(QSize(800, 500), available, QPoint(640, 340)).center() == QPoint(640, 340)
    edge = fit_rect(QSize(800, 500), available, QPoint(1200, 650))
    assert available.contains(edge) and edge.size() == QSize(800, 500)


def test_dialog_fits_the_screen_and_opens_centred_on_its_parent(qtbot: QtBot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    parent.setGeometry(100, 60, 500, 400)
    parent.show()
    dialog = _dialog(qtbot, "Otaria", DARK.scaled(2.0), parent)
    available = dialog.screen().availableGeometry()
    assert dialog.maximumWidth() <= available.width()
    assert dialog.maximumHeight() <= available.height()
    assert available.contains(dialog.frameGeometry())
    # everything it needs fits a 1280×720 screen (minus a task bar)
    hint = dialog.minimumSizeHint()
    assert hint.width() <= 1280 and hint.height() <= 680
    # a dialog smaller than the screen opens centred on its parent window
    small = _dialog(qtbot, "Otaria", DARK.scaled(0.5), parent)
    assert small.width() < available.width() and small.height() < available.height()
    centre = parent.frameGeometry().center()
    assert abs(small.geometry().center().x() - centre.x()) <= 1
    assert abs(small.geometry().center().y() - centre.y()) <= 1
    dialog.show()
    assert available.contains(dialog.frameGeometry())
    assert dialog.face.width() >= 200 and dialog.text.width() >= 200
