"""The felt draws real tables: pixels where the renderer says things are, every spot
reachable by a click, scenes from every drill drawn completely."""

from __future__ import annotations

import random
from collections.abc import Iterator
from decimal import Decimal

import pygame
import pytest

from trainer.drills import catalog
from trainer.games.roulette import layout as roulette_layout
from trainer.scene import Scene, SceneBet
from ui.felt import art
from ui.felt.base import Sprite
from ui.felt.painter import FeltPainter
from ui.felt.samples import SAMPLES

SIZE = (1280, 720)


@pytest.fixture(scope="module")
def painter() -> Iterator[FeltPainter]:
    pygame.font.init()
    yield FeltPainter()


def draw(painter: FeltPainter, scene: Scene, size: tuple[int, int] = SIZE) -> pygame.Surface:
    painter.set_size(size)
    painter.set_scene(scene, animate=False)
    return painter.render()


def near(pixel: pygame.Color | tuple[int, ...], rgb: tuple[int, int, int], tol: int = 40) -> bool:
    return all(abs(int(a) - b) <= tol for a, b in zip(tuple(pixel)[:3], rgb, strict=True))


def sprite(painter: FeltPainter, key: str) -> Sprite:
    return next(s for s in painter.sprites if s.key == key)


# --------------------------------------------------------------------------- every table


@pytest.mark.parametrize("game", list(SAMPLES))
@pytest.mark.parametrize("size", [(1280, 720), (1024, 700)])
def test_every_table_draws_its_sample_scene(
    painter: FeltPainter, game: str, size: tuple[int, int]
) -> None:
    scene = SAMPLES[game]
    surface = draw(painter, scene, size)
    assert surface.get_size() == size
    # every bet of the scene is on the cloth, each card of each hand too
    keys = {s.key for s in painter.sprites}
    for n, bet in enumerate(scene.bets):
        same = sum(1 for b in scene.bets[:n] if b.spot == bet.spot)
        assert f"bet:{bet.spot}:{same}" in keys, bet.spot
    for hand, cards in scene.hands.items():
        for i in range(len(cards)):
            assert f"card:{hand}:{i}" in keys
    # the cloth is green felt somewhere in the middle of the table
    greens = [
        surface.get_at((x, y))
        for x in range(100, size[0] - 100, 97)
        for y in range(100, size[1] - 100, 89)
    ]
    assert sum(1 for p in greens if p.g > p.r + 30 and p.g > p.b + 20) > len(greens) // 4


@pytest.mark.parametrize("game", list(SAMPLES))
def test_every_static_zone_answers_its_own_id_at_its_centre(
    painter: FeltPainter, game: str
) -> None:
    painter.set_size(SIZE)
    painter.set_scene(Scene(game=SAMPLES[game].game), animate=False)
    hits = painter.hits
    for ident in hits.ids():
        assert hits.hit(*hits.shapes(ident)[0].anchor) == ident, (game, ident)


def test_card_faces_are_where_the_renderer_puts_them(painter: FeltPainter) -> None:
    scene = Scene("blackjack", hands={"dealer": ("As",), "box4": ("Kd", "XX")})
    surface = draw(painter, scene)
    dealer = sprite(painter, "card:dealer:0").rect
    # the right-hand margin of a face is white card stock (pips sit in the middle)
    assert near(surface.get_at((dealer.right - 4, dealer.centery)), (252, 252, 248), 12)
    back = sprite(painter, "card:box4:1").rect
    assert near(surface.get_at(back.center), art.BACKS["red"], 60)
    # a click on a card answers its hand
    assert painter.hit(*dealer.center) == "dealer"
    assert painter.hit(back.centerx, back.centery) == "box4"


def test_ro_01_dolly_sits_on_the_winning_number(painter: FeltPainter) -> None:
    surface = draw(painter, Scene("roulette", number=17))
    # 17 = 3 x 5 + 2: the sixth column of the layout, middle row
    cell = painter.hits.shapes("plein:17")[0]
    three, six = painter.hits.shapes("plein:3")[0], painter.hits.shapes("plein:6")[0]
    col_w = six.bounds[0] - three.bounds[0]
    assert cell.bounds[0] == pytest.approx(three.bounds[0] + 5 * col_w, abs=2)
    two = painter.hits.shapes("plein:2")[0]
    assert cell.bounds[1] == pytest.approx(two.bounds[1], abs=1)  # same row as 2
    dolly = sprite(painter, "dolly")
    assert cell.contains(*dolly.center)
    assert near(surface.get_at((round(dolly.center[0]), round(dolly.center[1]))), art.GOLD, 40)
    # and the ball lies in the wheel (left of the layout), not on the cloth
    ball = sprite(painter, "ball")
    assert ball.center[0] < three.bounds[0]


def test_ro_03_a_green_chip_sits_on_the_line_of_cheval_17_20(painter: FeltPainter) -> None:
    # 25 is a green chip in andorra-2025; 17 and 20 sit side by side in the middle row
    surface = draw(painter, Scene("roulette", bets=(SceneBet("cheval:17-20", Decimal("25")),)))
    chip = sprite(painter, "bet:cheval:17-20:0")
    left = painter.hits.shapes("plein:17")[0].bounds
    right = painter.hits.shapes("plein:20")[0].bounds
    line_x = left[0] + left[2]
    assert line_x == pytest.approx(right[0], abs=1)
    assert chip.center[0] == pytest.approx(line_x, abs=2)
    assert left[1] < chip.center[1] < left[1] + left[3]
    d = painter.layout().chip_d
    # sample the chip's body between two edge inserts (at 30 degrees)
    x = round(chip.center[0] + 0.8 * d / 2 * 0.866)
    y = round(chip.rect.top + d / 2 + 0.8 * d / 2 * 0.5)
    assert near(surface.get_at((x, y)), art.CHIP_COLOURS["green"], 45)


def test_every_roulette_position_of_the_engine_has_a_place_and_a_zone(painter: FeltPainter) -> None:
    painter.set_size(SIZE)
    painter.set_scene(Scene("roulette"), animate=False)
    layout = painter.layout()
    for spot in roulette_layout.SPOTS:
        assert spot in layout.spots, spot
        assert painter.hits.hit(*painter.hits.shapes(spot)[0].center) == spot


def test_cr_the_puck_is_on_the_point_and_the_dice_show_red(painter: FeltPainter) -> None:
    surface = draw(painter, Scene("craps", dice=(3, 3), puck=6))
    puck = sprite(painter, "puck")
    assert painter.hits.shapes("place:6")[0].contains(*puck.center)
    assert near(
        surface.get_at((round(puck.center[0]), round(puck.center[1]) + 8)), (248, 248, 248), 20
    )
    dice = sprite(painter, "dice").rect
    reds = [
        surface.get_at((x, y))
        for x in range(dice.left, dice.right, 3)
        for y in range(dice.top, dice.bottom, 3)
    ]
    assert sum(1 for p in reds if p.r > 150 and p.g < 70) > len(reds) // 4
    draw(painter, Scene("craps"))
    off = sprite(painter, "puck")
    assert painter.hits.shapes("dont_come")[0].contains(*off.center)


def test_highlight_draws_a_gold_outline(painter: FeltPainter) -> None:
    plain = draw(painter, Scene("boule")).copy()
    marked = draw(painter, Scene("boule", highlight=("number:5",)))
    x, y, w, h = painter.hits.shapes("number:5")[0].bounds
    edge = [(round(x + w / 2), round(y - 1)), (round(x - 1), round(y + h / 2))]
    for point in edge:
        assert near(marked.get_at(point), art.GOLD, 30)
        assert not near(plain.get_at(point), art.GOLD, 30)


def test_chips_are_set_out_in_columns_by_value_largest_first(painter: FeltPainter) -> None:
    # 135 = 100 + 25 + 10, the fewest chips: a black, a green and a blue column, left to right;
    # 20 = 10 + 10: one blue column two chips high
    surface = draw(
        painter,
        Scene("boule", bets=(SceneBet("rouge", Decimal("135")), SceneBet("noir", Decimal("20")))),
    )
    d = painter.layout().chip_d
    gap = round(d * art.COLUMN_STEP)
    stack = sprite(painter, "bet:rouge:0").rect
    assert stack.width == d + 2 * gap
    for k, colour in enumerate(("black", "green", "blue")):
        cx = stack.left + d / 2 + k * gap
        cy = stack.bottom - d / 2
        # the body between two edge inserts, on the side no other column covers (150 degrees)
        body = surface.get_at((round(cx - 0.8 * d / 2 * 0.866), round(cy + 0.8 * d / 2 * 0.5)))
        assert near(body, art.CHIP_COLOURS[colour], 50), colour
    two = sprite(painter, "bet:noir:0").rect
    assert two.width == d
    assert two.height == d + 2 * art.chip_step(d)  # the face, and two edges


# --------------------------------------------------------------------------- engines' scenes


def drill_scenes() -> list[tuple[str, Scene]]:
    out = []
    for drill in catalog.all():
        for level in (1, 4):
            question = drill.generate(random.Random(7), level)
            out.append((f"{drill.id}@{level}", question.scene))
    return out


def test_every_drill_scene_is_drawn_completely(painter: FeltPainter) -> None:
    scenes = drill_scenes()
    assert scenes
    for name, scene in scenes:
        draw(painter, scene)
        keys = {s.key for s in painter.sprites}
        for n, bet in enumerate(scene.bets):
            same = sum(1 for b in scene.bets[:n] if b.spot == bet.spot)
            assert f"bet:{bet.spot}:{same}" in keys, (name, bet.spot)
        for hand, cards in scene.hands.items():
            assert all(f"card:{hand}:{i}" in keys for i in range(len(cards))), (name, hand)
        for ident in scene.highlight:
            assert ident in painter.hits or any(s.hit == ident for s in painter.sprites), (
                name,
                ident,
            )
