"""Every bet's amount can be read off the felt (issue 15): the chips drawn for it add up to
it, and no other bet's chips, no card, no tag, no puck or die lies over them.

Over every drill, every level and 200 seeds, each question's scene is drawn by the real
renderer at 1280 x 720 and read back chip by chip (`FeltPainter.stacks()`: each stack's
chips with their values and places). A chip is a whole disc with its edge (its rectangle),
so "not covered" is stricter than what the eye needs.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from decimal import Decimal

import pygame
import pytest

from trainer.drills import catalog
from trainer.drills.base import LEVELS, Drill
from trainer.money import ChipSet
from trainer.rulebooks import default
from trainer.scene import Scene, SceneBet
from ui.felt import art
from ui.felt.painter import FeltPainter
from ui.felt.stacks import stack_for
from ui.felt.tags import DrawnStack

SEEDS = 200
SIZE = (1280, 720)
CHIPS: ChipSet = default().chip_set


@pytest.fixture(scope="module")
def painter() -> Iterator[FeltPainter]:
    pygame.font.init()
    p = FeltPainter()
    p.set_size(SIZE)
    yield p


def owner(key: str) -> str:
    """The bet a sprite belongs to: "bet:box3:0", "pay:box3:0", "label:box3:0" -> "box3:0"."""
    return key.split(":", 1)[-1]


def unreadable(painter: FeltPainter, scene: Scene) -> list[str]:
    """What stops a croupier reading the scene's bets off the felt, in words (empty: all
    readable)."""
    problems: list[str] = []
    stacks = {s.key: s for s in painter.stacks()}
    seen: dict[str, int] = {}
    for bet in scene.bets:
        n = seen.get(bet.spot, 0)
        seen[bet.spot] = n + 1
        problems += _adds_up(stacks.get(f"bet:{bet.spot}:{n}"), bet.amount, bet.spot)
        if bet.payout:
            problems += _adds_up(stacks.get(f"pay:{bet.spot}:{n}"), bet.payout, bet.spot)
    on_chips = scene.info.get("landing") == "on_chips"  # CR-17: a die rests on a stack
    others = [
        s
        for s in painter.sprites
        if s.kind in ("card", "label", "puck", "dice") and not (on_chips and s.key == "dice:a")
    ]
    renderer, layout = painter.renderer(scene.game), painter.layout()
    for stack in stacks.values():
        rects = [r for _, r in stack.chips]
        for other in stacks.values():
            if other is not stack and _touch(rects, [r for _, r in other.chips]):
                problems.append(f"{stack.key} under {other.key}")
        for thing in others:
            if owner(thing.key) != owner(stack.key) and _touch(rects, [thing.rect]):
                problems.append(f"{stack.key} under {thing.key}")
        room = renderer.room(layout, stack.spot)
        if room is not None and not all(room.contains(r) for r in rects):
            problems.append(f"{stack.key} out of its box {tuple(room)}")
    return problems


def _adds_up(stack: DrawnStack | None, amount: Decimal, spot: str) -> list[str]:
    if stack is None:
        return [f"no chips drawn for {spot}"]
    if stack.total != amount or stack.amount != amount:
        return [f"{stack.key}: chips make {stack.total}, the bet is {amount}"]
    return []


def _touch(these: list[pygame.Rect], those: list[pygame.Rect]) -> bool:
    return any(r.collidelist(those) >= 0 for r in these)


def questions(drill: Drill) -> Iterator[tuple[int, int, Scene]]:
    for level in LEVELS:
        rng = random.Random(f"{drill.id}@{level}")
        for k in range(SEEDS):
            yield level, k, drill.generate(rng, level).scene


@pytest.mark.parametrize("drill", catalog.all(), ids=lambda d: d.id)
def test_every_bet_of_every_drill_can_be_read_off_the_felt(
    painter: FeltPainter, drill: Drill
) -> None:
    failures = []
    for level, k, scene in questions(drill):
        painter.set_scene(scene, animate=False)
        painter.render()
        problems = unreadable(painter, scene)
        if problems:
            failures.append((level, k, problems[:3]))
    assert failures == [], failures[:5]


# --------------------------------------------------------------------------- one stack


@pytest.mark.parametrize("count", [1, 2, 3, 4, 5])
def test_a_stack_shows_each_chip_s_edge_so_its_chips_can_be_counted(count: int) -> None:
    # a column of `count` blue chips: walking down it left of the middle from the top chip's
    # face, each chip's edge ends in a dark seam (where the chip below begins): one seam a
    # chip, so two chips never look like one
    pygame.font.init()
    d = 40
    surf, chips = art.stack_columns((((Decimal(10), "blue"),) * count,), d)
    assert [v for v, _ in chips] == [Decimal(10)] * count
    assert surf.get_size() == (d, d + count * art.chip_step(d))
    x = round(d * 0.3)
    seams, dark = 0, False
    for y in range(d, surf.get_height()):  # below the top chip's face
        r, g, b, a = surf.get_at((x, y))
        now = a > 0 and r + g + b < 120
        seams += now and not dark
        dark = now
    assert seams == count


def test_chips_of_many_values_in_a_narrow_place_make_one_column_largest_at_the_bottom() -> None:
    pygame.font.init()
    # 37.50 = 25 + 10 + 2.50: by value, three columns; where there is room for one (a cheval
    # on a roulette line), one column, the 25 at the bottom
    wide = stack_for(Decimal("37.50"), CHIPS, 30)
    narrow = stack_for(Decimal("37.50"), CHIPS, 30, max_cols=1)
    assert wide.get_width() > narrow.get_width() == 30
    bottom_up = [v for v, r in sorted(narrow.chips, key=lambda c: -c[1][1])]
    assert bottom_up == [Decimal(25), Decimal(10), Decimal("2.50")]


def test_bets_of_one_spot_stand_apart_in_its_zone(painter: FeltPainter) -> None:
    # three bettors on noir (TQ): each stack whole, none over another, all inside noir's space
    scene = Scene(
        "trente_quarante",
        bets=(
            SceneBet("noir", Decimal("116"), label="p1"),
            SceneBet("noir", Decimal("18.50"), "prison", label="p2"),
            SceneBet("noir", Decimal("76"), "prison", label="p3"),
        ),
    )
    painter.set_scene(scene, animate=False)
    assert unreadable(painter, scene) == []
    # in noir's space, prisoners on its line (TQ-04): at most a chip below it
    zone = pygame.Rect(*painter.hits.shapes("noir")[0].bounds)
    zone.height += painter.layout().chip_d
    for stack in painter.stacks():
        assert all(zone.contains(r) for _, r in stack.chips), stack.key


def test_cr_14_lay_bets_stay_in_their_strips(painter: FeltPainter) -> None:
    # lay bets on every number, large odd amounts (eight chips each): each in its own strip
    bets = tuple(SceneBet(f"lay:{n}", Decimal("191.50")) for n in (4, 5, 6, 8, 9, 10))
    bets += (SceneBet("dont_come:10", Decimal("115")), SceneBet("odds:dont_come:10", Decimal("78")))
    scene = Scene("craps", bets=bets, puck=6)
    painter.set_scene(scene, animate=False)
    assert unreadable(painter, scene) == []
    for n in (4, 5, 6, 8, 9, 10):
        strip = pygame.Rect(*painter.hits.shapes(f"lay:{n}")[0].bounds)
        stack = next(s for s in painter.stacks() if s.spot == f"lay:{n}")
        assert all(strip.contains(r) for _, r in stack.chips), n
