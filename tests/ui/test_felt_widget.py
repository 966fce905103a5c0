"""The felt inside a real QWidget: clicks answer the engine's identifiers, the picture is the
pygame frame, the 60 Hz timer runs only while something moves."""

from __future__ import annotations

from decimal import Decimal

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from trainer.scene import Scene, SceneBet
from ui.felt.samples import SAMPLES
from ui.felt.widget import FeltWidget, surface_to_qimage


@pytest.fixture
def felt(qtbot: QtBot) -> FeltWidget:
    widget = FeltWidget()
    qtbot.addWidget(widget)
    widget.resize(1280, 720)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def click(qtbot: QtBot, felt: FeltWidget, ident: str) -> str:
    """Click the middle of an identifier's zone and return what the widget emitted."""
    felt._sync_size()
    x, y = felt.painter.hits.center(ident) or (-1.0, -1.0)
    dpr = max(1.0, felt.devicePixelRatioF())
    with qtbot.waitSignal(felt.clicked, timeout=10_000) as blocker:
        qtbot.mouseClick(
            felt, Qt.MouseButton.LeftButton, pos=QPoint(round(x / dpr), round(y / dpr))
        )
    return str(blocker.args[0])


CLICKS = {
    "roulette": (
        "cheval:17-20",
        "carre:16-17-19-20",
        "transversale:16-17-18",
        "sixain:1-2-3-4-5-6",
        "plein:0",
        "cheval:0-3",
        "column:1",
        "dozen:3",
        "two_dozens:1-2",
        "rouge",
        "announce:voisins",
        "racetrack:26",
        "chip:25",
    ),
    "blackjack": ("box1", "box7", "box3:insurance", "box5:over13", "box2:sevens", "chip:100"),
    "punto_banco": (
        "seat2:tie",
        "seat5:banker",
        "seat7:player",
        "seat3:commission",
        "player",
        "banker",
    ),
    "craps": (
        "win",
        "dont_win",
        "come",
        "dont_come",
        "field",
        "place:6",
        "come:8",
        "lay:4",
        "big_8",
        "under_7",
        "hard_10",
        "horn",
        "any_craps",
    ),
    "boule": ("number:5", "number:9", "manque", "impair", "noir"),
    "trente_quarante": ("noir", "rouge", "couleur", "inverse"),
    "chemin_de_fer": ("bank", "punter", "banker"),
    "deux_tableaux": ("left", "right", "bank"),
}


@pytest.mark.parametrize("game", list(CLICKS))
def test_a_click_on_a_spot_answers_its_id(qtbot: QtBot, felt: FeltWidget, game: str) -> None:
    felt.set_scene(Scene(SAMPLES[game].game), animate=False)
    for ident in CLICKS[game]:
        assert click(qtbot, felt, ident) == ident


def test_a_click_on_a_chip_stack_or_a_card_answers_its_spot_or_hand(
    qtbot: QtBot, felt: FeltWidget
) -> None:
    felt.set_scene(SAMPLES["blackjack"], animate=False)
    stack = next(s for s in felt.painter.sprites if s.key == "bet:box7:0")
    card = next(s for s in felt.painter.sprites if s.key == "card:box6:4")
    for sprite, expected in ((stack, "box7"), (card, "box6")):
        r = sprite.rect
        y = (
            r.top + min(r.height, felt.painter.layout().chip_d) // 2
            if sprite.kind == "chips"
            else r.centery
        )
        with qtbot.waitSignal(felt.clicked, timeout=10_000) as blocker:
            qtbot.mouseClick(felt, Qt.MouseButton.LeftButton, pos=QPoint(r.centerx, y))
        assert blocker.args == [expected]


def test_a_click_on_bare_cloth_emits_nothing(qtbot: QtBot, felt: FeltWidget) -> None:
    felt.set_scene(Scene("boule"), animate=False)
    with qtbot.assertNotEmitted(felt.clicked):
        qtbot.mouseClick(felt, Qt.MouseButton.LeftButton, pos=QPoint(5, 5))


def test_the_widget_paints_the_pygame_frame_at_its_size(qtbot: QtBot, felt: FeltWidget) -> None:
    felt.set_scene(Scene("roulette", number=0), animate=False)
    image = felt.grab().toImage()
    assert (image.width(), image.height()) == (1280, 720)
    frame = felt.render_image()
    dpr = frame.devicePixelRatio()
    assert frame.width() == round(1280 * dpr)
    # the zero's cell is green in the painted picture
    rect = felt.spot_rect("plein:0")
    assert rect is not None
    colour = image.pixelColor(round(rect.center().x() - rect.width() * 0.3), round(rect.top() + 10))
    assert colour.green() > colour.red() + 40
    felt.resize(1024, 700)
    assert felt.render_image().width() == round(1024 * dpr)


def test_surface_to_qimage_keeps_colours_and_device_pixel_ratio() -> None:
    import pygame

    surface = pygame.Surface((4, 3))
    surface.fill((200, 30, 40))
    surface.set_at((3, 2), (1, 250, 9))
    image = surface_to_qimage(surface, 2.0)
    del surface  # the image holds its own copy of the pixels
    assert image.format() == QImage.Format.Format_RGBX8888
    assert image.devicePixelRatio() == 2.0
    assert (image.width(), image.height()) == (4, 3)
    c = image.pixelColor(1, 1)
    assert (c.red(), c.green(), c.blue()) == (200, 30, 40)
    c = image.pixelColor(3, 2)  # the last pixel: rows land where they belong
    assert (c.red(), c.green(), c.blue()) == (1, 250, 9)


def test_the_timer_runs_only_while_animating_and_skip_ends_it(
    qtbot: QtBot, felt: FeltWidget
) -> None:
    felt.set_scene(Scene("blackjack"), animate=False)
    assert not felt._timer.isActive()
    dealt = Scene("blackjack", hands={"box1": ("Ah", "Kd"), "dealer": ("7c",)})
    felt.set_scene(dealt)
    assert felt.is_animating()
    assert felt._timer.isActive()
    with qtbot.waitSignal(felt.animation_finished, timeout=10_000):
        felt.skip_animation()
    assert not felt._timer.isActive()
    assert not felt.is_animating()


def test_animations_can_be_switched_off(qtbot: QtBot, felt: FeltWidget) -> None:
    felt.animations_enabled = False
    felt.set_scene(Scene("roulette"), animate=False)
    felt.set_scene(Scene("roulette", number=5, bets=(SceneBet("plein:5", Decimal("5")),)))
    assert not felt.is_animating()
    assert not felt._timer.isActive()


def test_an_animation_plays_to_its_end_on_the_timer(qtbot: QtBot, felt: FeltWidget) -> None:
    felt.set_scene(Scene("craps"), animate=False)
    with qtbot.waitSignal(felt.animation_finished, timeout=10_000):
        felt.set_scene(Scene("craps", dice=(2, 5)))
    assert not felt.is_animating()
