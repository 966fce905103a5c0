"""A crowded blackjack table still reads: split hands (BJ-13) side by side and clear of each
other and of the neighbouring boxes, each hand's bet and double (BJ-15) in front of it,
insurance on its line (BJ-11), every hand and stake answering a click at its centre."""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal

import pygame
import pytest

from trainer.scene import Scene, SceneBet
from ui.felt import art
from ui.felt.base import Sprite
from ui.felt.blackjack import METER_INK
from ui.felt.chip_rows import chip_stack
from ui.felt.painter import FeltPainter
from ui.felt.samples import SAMPLES

SIZES = [(1280, 720), (1024, 700)]


def _bet(spot: str, amount: str) -> SceneBet:
    return SceneBet(spot, Decimal(amount))


# Box 4 split into three hands between two busy boxes. 138.50 is five values (100, 25, 10,
# 1, 0.50): the widest stake a hand carries, set out in columns one per value.
THREE_WAY = Scene(
    "blackjack",
    hands={
        "dealer": ("9h",),
        "box3": ("Kd", "5s", "4c"),
        "box4-h1": ("8s", "3d", "Tc"),
        "box4-h2": ("8h", "2c", "9d"),
        "box4-h3": ("8c", "Jh", "7s"),
        "box5": ("Tc", "6d", "2h"),
    },
    bets=(
        _bet("box3", "25"),
        _bet("box4-h1", "138.50"),
        _bet("box4-h2", "138.50"),
        _bet("box4-h2:double", "138.50"),
        _bet("box4-h3", "138.50"),
        _bet("box4:insurance", "60"),
        _bet("box5", "138.50"),
    ),
)

# Splits at both ends of the table (box 1 by the shoe, box 7 by the discard), four hands in
# the middle box, doubles and insurance among them.
CROWDED = Scene(
    "blackjack",
    hands={
        "dealer": ("Ac",),
        "box1-h1": ("5d", "9c", "3h"),
        "box1-h2": ("5h", "3c", "4d", "2s", "Qh"),
        "box1-h3": ("5s", "6c"),
        "box2": ("5s", "2h", "Qs"),
        "box3": ("Ac", "6s", "Ts"),
        "box4-h1": ("Th", "3s", "8c"),
        "box4-h2": ("Th", "3d", "5c"),
        "box4-h3": ("Jd", "2c", "8s"),
        "box4-h4": ("Js", "4d", "6d"),
        "box5": ("5d", "8c", "Kc"),
        "box6": ("9d", "2s"),
        "box7-h1": ("4c", "2c", "Kc", "7s"),
        "box7-h2": ("4h", "7c", "Jc"),
        "box7-h3": ("4s", "9h"),
    },
    bets=(
        _bet("box1-h1", "71.50"),
        _bet("box1-h2", "71.50"),
        _bet("box1-h3", "71.50"),
        _bet("box1-h3:double", "71.50"),
        _bet("box1:insurance", "107.25"),
        _bet("box2", "338"),
        _bet("box2:double", "338"),
        _bet("box3", "432"),
        _bet("box4-h1", "156"),
        _bet("box4-h2", "156"),
        _bet("box4-h3", "156"),
        _bet("box4-h4", "156"),
        _bet("box5", "282"),
        _bet("box5:insurance", "141"),
        _bet("box6", "47"),
        _bet("box6:double", "47"),
        _bet("box7-h1", "362"),
        _bet("box7-h2", "362"),
        _bet("box7-h2:double", "362"),
        _bet("box7-h3", "362"),
    ),
)


@pytest.fixture(scope="module")
def painter() -> Iterator[FeltPainter]:
    pygame.font.init()
    yield FeltPainter()


def draw(painter: FeltPainter, scene: Scene, size: tuple[int, int]) -> pygame.Surface:
    painter.set_size(size)
    painter.set_scene(scene, animate=False)
    return painter.render()


def hand_rects(painter: FeltPainter) -> dict[str, pygame.Rect]:
    """Each hand's cards as the renderer reports them: the bounds of its card sprites."""
    cards: dict[str, list[pygame.Rect]] = {}
    for s in painter.sprites:
        if s.kind == "card" and s.hit is not None:
            cards.setdefault(s.hit, []).append(s.rect)
    return {hand: rects[0].unionall(rects[1:]) for hand, rects in cards.items()}


def stake(painter: FeltPainter, spot: str) -> Sprite:
    return next(s for s in painter.sprites if s.key == f"bet:{spot}:0")


def near(pixel: pygame.Color, rgb: tuple[int, int, int], tol: int) -> bool:
    return all(abs(int(a) - b) <= tol for a, b in zip(tuple(pixel)[:3], rgb, strict=True))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scene", [THREE_WAY, CROWDED], ids=["three-way", "crowded"])
def test_bj_13_no_hand_covers_another(
    painter: FeltPainter, scene: Scene, size: tuple[int, int]
) -> None:
    surface = draw(painter, scene, size)
    rects = hand_rects(painter)
    assert set(rects) == set(scene.hands)
    names = sorted(rects)
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            assert not rects[a].colliderect(rects[b]), (a, b)
    # and nothing lies on any hand's last card: its right margin is plain card stock
    for hand in scene.hands:
        last = next(
            s.rect for s in painter.sprites if s.key == f"card:{hand}:{len(scene.hands[hand]) - 1}"
        )
        assert near(surface.get_at((last.right - 3, last.centery)), (252, 252, 248), 12), hand


@pytest.mark.parametrize("size", SIZES)
def test_bj_13_split_hands_sit_side_by_side_the_first_on_the_players_right(
    painter: FeltPainter, size: tuple[int, int]
) -> None:
    draw(painter, THREE_WAY, size)
    rects = hand_rects(painter)
    h1, h2, h3 = (rects[f"box4-h{k}"] for k in (1, 2, 3))
    # one row, played right to left (BJ-13): h1 on the right, then h2, then h3
    assert h3.right <= h2.left and h2.right <= h1.left
    assert abs(h1.bottom - h3.bottom) <= 2
    # between the neighbouring boxes (box 3 on the right, box 5 on the left), clear of both
    row = h1.unionall([h2, h3])
    assert rects["box5"].centerx < row.centerx < rects["box3"].centerx
    assert not row.colliderect(rects["box3"]) and not row.colliderect(rects["box5"])


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scene", [THREE_WAY, CROWDED], ids=["three-way", "crowded"])
def test_bj_15_each_hands_bet_and_double_lie_in_front_of_that_hand(
    painter: FeltPainter, scene: Scene, size: tuple[int, int]
) -> None:
    draw(painter, scene, size)
    rects = hand_rects(painter)
    split = [h for h in scene.hands if "-h" in h]
    for hand in split:
        cards = rects[hand]
        bet = stake(painter, hand).rect
        # in front (towards the player, below) of its own cards, within their width
        assert bet.top >= cards.bottom, hand
        assert cards.left <= bet.centerx <= cards.right, hand
        # and nearer to its own hand than to any other hand of the table
        own = abs(bet.centerx - cards.centerx) + abs(bet.top - cards.bottom)
        for other in rects:
            if other != hand:
                o = rects[other]
                assert own < abs(bet.centerx - o.centerx) + abs(bet.top - o.bottom), (hand, other)
        if any(b.spot == f"{hand}:double" for b in scene.bets):
            double = stake(painter, f"{hand}:double").rect
            assert double.top >= bet.bottom - 1, hand  # the double behind its bet
            assert cards.left <= double.centerx <= cards.right, hand
    # no stack of chips covers a card
    cards_all = [s.rect for s in painter.sprites if s.kind == "card"]
    for s in painter.sprites:
        if s.kind in ("chips", "payout"):
            assert s.rect.collidelist(cards_all) == -1, s.key


@pytest.mark.parametrize("size", SIZES)
def test_bj_11_insurance_stays_on_the_insurance_line(
    painter: FeltPainter, size: tuple[int, int]
) -> None:
    draw(painter, CROWDED, size)
    for box in ("box1", "box5"):
        chips = stake(painter, f"{box}:insurance")
        line = painter.layout().hits.shapes(f"{box}:insurance")[0]
        # the stack stands on the line: its front chips' bottom face (a tall stack of many
        # values rises from there towards the croupier)
        d = chips.chip_rects()[0][1].width
        assert line.contains(chips.rect.centerx, chips.rect.bottom - d / 2), box


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(
    "scene", [THREE_WAY, CROWDED, SAMPLES["blackjack"]], ids=["three-way", "crowded", "sample"]
)
def test_every_hand_and_bet_answers_a_click_at_its_centre(
    painter: FeltPainter, scene: Scene, size: tuple[int, int]
) -> None:
    draw(painter, scene, size)
    for hand, rect in hand_rects(painter).items():
        assert painter.hit(*rect.center) == hand
    for s in painter.sprites:
        if s.kind in ("chips", "payout"):
            assert painter.hit(*s.rect.center) == s.hit, s.key


@pytest.mark.parametrize("box", ["box1", "box4"])
def test_bj_16_17_a_boxs_side_bets_stand_apart_each_by_its_circle(
    painter: FeltPainter, box: str
) -> None:
    # three side bets of several values each on one box (box 1 at the end of the arc, box 4
    # at the bottom): 116 = 100 + 10 + 5 + 1, 150 = 100 + 2 x 25, 2.50 one chip
    scene = Scene(
        "blackjack",
        bets=(
            _bet(f"{box}:under13", "116"),
            _bet(f"{box}:over13", "150"),
            _bet(f"{box}:sevens", "2.50"),
        ),
    )
    draw(painter, scene, (1280, 720))
    d = painter.layout().chip_d
    stacks = {k: stake(painter, f"{box}:{k}").rect for k in ("under13", "over13", "sevens")}
    names = list(stacks)
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            assert not stacks[a].colliderect(stacks[b]), (a, b)
    for k, rect in stacks.items():
        cx, cy = painter.hits.shapes(f"{box}:{k}")[0].center
        assert abs(rect.centerx - cx) + abs(rect.centery - cy) < 2 * d, k


def test_a_box_with_more_hands_draws_its_cards_smaller_but_legible(painter: FeltPainter) -> None:
    draw(painter, CROWDED, (1024, 700))
    width = {s.hit: s.rect.width for s in painter.sprites if s.kind == "card"}
    single = width["box3"]
    assert width["box1-h1"] < single and width["box4-h1"] < single
    # never below 60 % of a full card (the index stays readable at 1024 x 700)
    assert min(width.values()) >= 0.6 * single


@pytest.mark.parametrize("size", SIZES)
def test_split_hands_carry_their_number_on_their_first_card(
    painter: FeltPainter, size: tuple[int, int]
) -> None:
    draw(painter, THREE_WAY, size)
    for k in (1, 2, 3):
        tag = next(s for s in painter.sprites if s.key == f"tag:box4-h{k}")
        first = next(s for s in painter.sprites if s.key == f"card:box4-h{k}:0")
        assert first.rect.collidepoint(tag.rect.center)
        assert tag.hit is None  # a click there is on the card, hence on the hand
    assert not any(s.key == "tag:box3" for s in painter.sprites)


def test_a_stake_of_many_values_wraps_its_columns_into_rows() -> None:
    # 138.50 = 100 + 25 + 10 + 3 x 1 + 0.50: five columns, one a value (largest first)
    pygame.font.init()
    chips = FeltPainter().chips
    d = 30
    gap = round(d * art.COLUMN_STEP)
    flat = chip_stack(Decimal("138.50"), chips, d, 5)
    assert flat.get_width() == d + 4 * gap
    # at most three columns a row: rows of three and two, so three columns wide
    wrapped = chip_stack(Decimal("138.50"), chips, d, 3)
    assert wrapped.get_width() == d + 2 * gap
    assert wrapped.get_height() > 2 * d - round(d * 0.16) - 1


# BJ-17: a sevens jackpot question; the meter shows the amount the prize is paid from.
JACKPOT = Scene(
    "blackjack",
    hands={"dealer": ("9h", "Tc"), "box1": ("7c", "7c", "7c"), "box7": ("Ad", "5s", "Kh")},
    bets=(
        _bet("box1", "10"),
        _bet("box1:sevens", "5"),
        _bet("box1:over13", "20"),
        _bet("box7", "10"),
        _bet("box7:sevens", "2.50"),
    ),
    info={"jackpot": "31245.37"},
)


@pytest.mark.parametrize("size", SIZES)
def test_bj_17_the_jackpot_meter_shows_clear_of_cards_chips_and_furniture(
    painter: FeltPainter, size: tuple[int, int]
) -> None:
    surface = draw(painter, JACKPOT, size)
    meters = [s for s in painter.sprites if s.key == "jackpot"]
    assert len(meters) == 1
    rect = meters[0].rect
    assert surface.get_rect().contains(rect)
    others = [s.rect for s in painter.sprites if s.kind in ("card", "chips", "payout")]
    assert rect.collidelist(others) == -1
    layout = painter.layout()
    for point in (layout.shoe, layout.tray, layout.discard):
        assert not rect.collidepoint(point)
    # amber digits on a dark panel: the amount is drawn, large enough to read
    amber = [
        (x, y)
        for x in range(rect.left, rect.right)
        for y in range(rect.top, rect.bottom)
        if near(surface.get_at((x, y)), METER_INK, 40)
    ]
    assert amber
    digits_high = max(y for _x, y in amber) - min(y for _x, y in amber)
    assert digits_high >= 12 * layout.frame.scale


def test_bj_17_no_meter_without_a_jackpot_amount(painter: FeltPainter) -> None:
    draw(painter, THREE_WAY, (1280, 720))
    assert not any(s.key == "jackpot" for s in painter.sprites)


def test_bj_17_a_generated_side_bets_question_shows_its_meter(painter: FeltPainter) -> None:
    from trainer.drills import catalog

    q = catalog.get("blackjack.side-bets").from_seed(2100160819, 4)
    draw(painter, q.scene, (1024, 700))
    meter = next(s for s in painter.sprites if s.key == "jackpot")
    others = [s.rect for s in painter.sprites if s.kind in ("card", "chips", "payout")]
    assert meter.rect.collidelist(others) == -1
