"""Where a blackjack scene's cards and chips go, so that a crowded table still reads.

A box holds one hand or, after splits and resplits (BJ-13), several; a hand may carry its
bet, a double (BJ-15) and the stakes of several bettors (BJ-03); the box an insurance bet
(BJ-11) and side bets (BJ-16 to BJ-18). A croupier settling such a table must see every
card, and which stake belongs to which hand. The rules:

- A box with one hand keeps the classic places: its cards on the arc in front of the box,
  its chips inside the box, a double below the bet (out of the box towards the player if
  the cards reach into it). A stake stays put when its winnings are set beside it (BJ-09).
- A split box lays its hands side by side, the first hand played (h1) on the player's right
  (BJ-13). Each hand is a column: its cards, its number on the first card (the "hand 2" of
  the drills' texts), its bet just in front of the cards, its double in front of the bet. A
  stake is never much wider than its hand: a stake of many values wraps its columns of
  chips into rows (`ui.felt.chip_rows`).
- A split box draws its cards and chips smaller the more hands it has; many hands go in
  tiers, the later hands behind the first ones towards the croupier (leaning towards the
  middle of the table); a tier may step up or down hand by hand (a staircase that fits the
  room at the table's ends). Which of these, and where, is searched for: a grid of places
  round the box, then a finer one round the best, each priced (smaller cards, a tier, a
  staircase, moving away from the box, covering print such as the side-bet circles) and
  the cheapest that covers nothing that must stay in view is taken (the other boxes' cards
  and chips, insurance bets, the shoe, the discard, the float, the dealer's cards); failing
  that, the one that covers least. Boxes with more hands are seated first.
- Insurance stays on the insurance line in front of its box, moved along it a little if the
  box's cards reach it; side bets sit on their circles.

Everything is worked out in design units (the 1280 x 720 frame) and turned into pixels last.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from decimal import Decimal

import pygame

from trainer.money import ChipSet
from trainer.scene import Scene, SceneBet
from ui.felt import art
from ui.felt.base import HandSlot, Layout, Sprite, TableRenderer, label_sprite
from ui.felt.blackjack_geometry import (
    BOX_R,
    CARD_R,
    CARD_W,
    CASCADE,
    CHIP_D,
    DEALER,
    DISCARD,
    FLOAT,
    INS_R,
    JACKPOT,
    JACKPOT_H,
    JACKPOT_W,
    QUANT,
    SHOE,
    SIDE_BETS,
    SIDE_R,
    Obstacles,
    Rect,
    circle_pt,
    corners_off,
    inflated,
    inward,
    on_cloth,
    overlap,
    quantised,
    shifted,
    side_circle,
    tangent,
    union,
)
from ui.felt.chip_rows import (
    PAY_GAP,
    Item,
    block_size,
    chip_stack,
    fit_cols,
    hand_tag,
    place_block,
    place_row,
    row_size,
    split_tag,
)
from ui.felt.hits import Point
from ui.felt.stacks import Stack
from ui.felt.words import label_words

SPOT_RE = re.compile(r"^box(\d+)(?:-h(\d+))?(?::(\w+))?$")
HAND_RE = re.compile(r"^box(\d+)(?:-h(\d+))?$")

# a split box: card scales tried, by the number of hands side by side in a tier (chips
# shrink a little less than cards)
SPLIT_SCALES = {
    1: (0.9, 0.84, 0.78, 0.72),
    2: (0.9, 0.84, 0.78, 0.72),
    3: (0.8, 0.75, 0.7, 0.65),
    4: (0.74, 0.69, 0.64, 0.6),
    5: (0.66, 0.62, 0.58, 0.55),
    6: (0.6, 0.56, 0.52, 0.48),
}
SPLIT_STEP = (0.27, -0.2)  # a split hand's cascade, in card widths: the index stays in view
SPLIT_R = 424  # radius of the point under the middle of a split box's row of cards
COL_GAP = 10  # between the hands of a split box
MARGIN = 6  # clearance kept between the things of different boxes
SCALE_PRICE = 800  # a split box's cards 0.05 smaller are worth moving its row 40 units
TIER_PRICE = 130  # a second tier of hands is worth about as much as 0.16 smaller cards
SOFT_PRICE = 0.05  # per unit of area of print covered (a side-bet circle is worth 45)
# places a split box's row may take, nearest first: (along the arc, outwards, shear); a
# coarse grid first, then a finer one round the best two
COARSE = sorted(
    (
        (dt, dr, shear)
        for dt in (-56, -28, 0, 28, 56)
        for dr in (-28, 0, 28, 56)
        for shear in (0, -32, 32)
    ),
    key=lambda c: abs(c[0]) + abs(c[1]) + abs(c[2]),
)
COARSE_WIDE = sorted(  # for five hands and more, in tiers: wider, and no staircase
    ((dt, dr, 0) for dt in range(-112, 113, 28) for dr in range(-56, 85, 28)),
    key=lambda c: abs(c[0]) + abs(c[1]),
)
# where an insurance bet may sit on its line: (radius, along the line), nearest first
INSURANCE_PLACES = sorted(
    (
        (r, along)
        for r in (INS_R - 6, INS_R - 12, INS_R - 18, INS_R - 24)
        for along in range(-72, 73, 12)
    ),
    key=lambda p: abs(p[0] - INS_R + 6) + abs(p[1]),
)
# where a side bet may move off its circle: (outwards, along the arc), nearest first
SIDE_NUDGES = sorted(
    ((out, more) for out in range(0, 41, 4) for more in range(-16, 17, 8)),
    key=lambda p: p[0] + abs(p[1]) * 1.5,
)
FINE = [(dt, dr, sh) for dt in (-14, 0, 14) for dr in (-14, 0, 14) for sh in (-16, 0, 16)]


@dataclass(slots=True)
class HandSpec:
    """A hand of a box as the scene gives it: its cards and the bets in front of it."""

    ident: str
    number: int  # 0 for a box's only hand, k for "boxN-hk"
    cards: int = 0
    stakes: list[tuple[SceneBet, int]] = field(default_factory=list)
    doubles: list[tuple[SceneBet, int]] = field(default_factory=list)


@dataclass(slots=True)
class Column:
    """One hand of a split box, relative to its row's anchor (the middle of the cards'
    bottom edge)."""

    spec: HandSpec
    first: Point  # the first card's centre
    step: Point
    card_w: int  # pixels
    cards: Rect | None
    tag: Point | None
    rows: list[list[Item]]
    chips_cx: float
    chips_top: float
    chips: Rect | None


def move_column(col: Column, dx: float, dy: float) -> None:
    col.first = (col.first[0] + dx, col.first[1] + dy)
    col.cards = shifted(col.cards, dx, dy) if col.cards else None
    col.tag = (col.tag[0] + dx, col.tag[1] + dy) if col.tag else None
    col.chips_cx += dx
    col.chips_top += dy
    col.chips = shifted(col.chips, dx, dy) if col.chips else None


@dataclass(frozen=True, slots=True)
class Look:
    """Sizes in a split box at one scale (design units unless named pixels)."""

    w_px: int  # card width, pixels
    w: float
    h: float
    d: float  # chip diameter
    tag: float
    gap: float


@dataclass(slots=True)
class Row:
    """A split box's hands laid out at one scale, round an anchor at (0, 0)."""

    scale: float
    columns: list[Column]
    rects: list[Rect]
    bounds: Rect


@dataclass(slots=True)
class Placed:
    """A candidate place of a split box's row: its anchor and (hard, soft) price."""

    box: int
    row: Row
    anchor: Point
    score: tuple[float, float]
    offset: tuple[int, int, int] = (0, 0, 0)


class Search:
    """The search for one split box's place (see `Seating._seat_split`)."""

    def __init__(self, seating: Seating, box: int, obstacles: Obstacles) -> None:
        self.seating = seating
        self.box = box
        self.hands = list(seating.boxes[box].values())
        theta = seating.angles[box - 1]
        self.t = tangent(theta)
        self.n = inward(theta)
        self.base = circle_pt(SPLIT_R, theta)
        self.lean = max(-1.2, min(1.2, math.cos(theta) / math.sin(theta)))
        # the middle of the other boxes: a hand's chips there would seem to be theirs
        self.obstacles = obstacles.copy()
        for i, a in enumerate(seating.angles, 1):
            if i != box:
                x, y = circle_pt(BOX_R, a)
                self.obstacles.add((x - 36, y - 36, x + 36, y + 36), False)
        self.best: Placed | None = None
        self._rows: dict[tuple[int, float, float], tuple[Row, list[pygame.Rect], pygame.Rect]]
        self._rows = {}

    def scan(
        self, tiers: int, s: float, price: float, offsets: list[tuple[int, int, int]]
    ) -> Placed | None:
        """Try `offsets` (nearest first) for a layout; the best of them. Stops where even
        a perfect fit would cost more than the best found so far."""
        per = math.ceil(len(self.hands) / tiers)
        here: Placed | None = None
        for dt, dr, shear in offsets:
            moved = abs(dt) + abs(dr) + price
            best = self.best
            if best is not None and best.score[0] == 0 and moved >= best.score[1]:
                break
            total = moved + abs(shear) * (per - 1)
            if best is not None and best.score[0] == 0 and total >= best.score[1]:
                continue
            key = (tiers, s, shear)
            if key not in self._rows:
                row = self.seating._row(self.hands, s, shear, tiers, self.lean)
                quads = [quantised(r, MARGIN) for r in row.rects]
                self._rows[key] = row, quads, quantised(row.bounds, MARGIN)
            row, quads, qbounds = self._rows[key]
            ax = self.base[0] + self.t[0] * dt - self.n[0] * dr
            ay = self.base[1] + self.t[1] * dt - self.n[1] * dr
            qx, qy = round(ax * QUANT), round(ay * QUANT)
            hard, soft = self.obstacles.cost([r.move(qx, qy) for r in quads], qbounds.move(qx, qy))
            score = (hard, SOFT_PRICE * soft + total)
            if here is not None and score >= here.score:
                continue
            off = self.seating._off_cloth(row, ax, ay)
            if off:
                score = (hard + 4000.0 * off, score[1])
            if here is None or score < here.score:
                here = Placed(self.box, row, (ax, ay), score, (dt, dr, shear))
                if self.best is None or score < self.best.score:
                    self.best = here
        return here


class Seating:
    """Works out, for one scene, every hand's slot and where every bet's chips lie."""

    def __init__(
        self,
        renderer: TableRenderer,
        angles: list[float],
        scene: Scene,
        layout: Layout,
        chips: ChipSet,
    ) -> None:
        self.renderer = renderer
        self.angles = angles
        self.scene = scene
        self.layout = layout
        self.chips = chips
        self.scale = layout.frame.scale
        self.slots: dict[str, HandSlot] = {}
        if "dealer" in layout.hands:
            self.slots["dealer"] = layout.hands["dealer"]
        self.items: list[Item] = []
        self.tags: list[tuple[str, int, Point, int]] = []  # hand, number, centre, pixels
        self.obstacles = Obstacles()
        self.boxes: dict[int, dict[int, HandSpec]] = {}
        self.insurance: dict[int, list[tuple[SceneBet, int]]] = {}
        self.side: list[tuple[int, int, SceneBet, int]] = []
        self.loose: list[tuple[SceneBet, int]] = []
        self._stacks: dict[tuple[Decimal, int, int], Stack] = {}
        self._sort()
        self._seat()

    # ------------------------------------------------------------------ sorting

    def _box_hands(self, box: int) -> dict[int, HandSpec]:
        return self.boxes.setdefault(box, {})

    def _hand(self, box: int, number: int) -> HandSpec:
        hands = self._box_hands(box)
        if number not in hands:
            ident = f"box{box}-h{number}" if number else f"box{box}"
            hands[number] = HandSpec(ident, number)
        return hands[number]

    def _sort(self) -> None:
        count = len(self.angles)
        for hand, cards in self.scene.hands.items():
            m = HAND_RE.match(hand)
            if m and 1 <= int(m.group(1)) <= count:
                self._hand(int(m.group(1)), int(m.group(2) or 0)).cards = len(cards)
        seen: dict[str, int] = {}
        pending: list[tuple[int, int, str | None, SceneBet, int]] = []
        for bet in self.scene.bets:
            n = seen.get(bet.spot, 0)
            seen[bet.spot] = n + 1
            m = SPOT_RE.match(bet.spot)
            if not m or not 1 <= int(m.group(1)) <= count:
                self.loose.append((bet, n))
                continue
            box, suffix = int(m.group(1)), m.group(3)
            if suffix == "insurance":
                self.insurance.setdefault(box, []).append((bet, n))
            elif suffix in (None, "double"):
                pending.append((box, int(m.group(2) or 0), suffix, bet, n))
            elif suffix in dict(SIDE_BETS):
                k = [s for s, _ in SIDE_BETS].index(suffix)
                self.side.append((box, k, bet, n))
            else:
                self.loose.append((bet, n))
        for box, number, _, _, _ in pending:
            if number:
                self._hand(box, number)
        for box, number, suffix, bet, n in pending:
            hands = self._box_hands(box)
            if number == 0 and 0 not in hands and any(hands):
                number = 1  # a split box's own bet stays with the first hand (BJ-13)
            spec = self._hand(box, number)
            (spec.doubles if suffix == "double" else spec.stakes).append((bet, n))

    # ------------------------------------------------------------------ seating

    def _seat(self) -> None:
        """Fixed things first (the furniture, the one-hand boxes' cards, insurance), then the
        one-hand boxes' chips, the side bets clear of them, then the split boxes round all
        of that."""
        self._fixed_obstacles()
        single = {b: hands[0] for b, hands in sorted(self.boxes.items()) if list(hands) == [0]}
        cards = {box: self._seat_single_cards(box, hand) for box, hand in single.items()}
        self._seat_insurance([c for c in cards.values() if c is not None])
        for box, hand in single.items():
            self._seat_single_chips(box, hand, cards[box])
        self._seat_side_bets()
        self._seat_splits([b for b in sorted(self.boxes) if b not in single])
        for bet, n in self.loose:  # a spot of the layout this module does not know
            at = self.layout.spots.get(bet.spot)
            if at is not None:
                item = self._item(bet, n, CHIP_D, 99)
                x, y = self._design(*at)
                item.x = x - item.size[0] / 2
                item.y = y + CHIP_D / 2 - item.top_h
                self.items.append(item)

    def _design(self, px: float, py: float) -> Point:
        f = self.layout.frame
        return (px - f.ox) / f.scale, (py - f.oy) / f.scale

    def _fixed_obstacles(self) -> None:
        add = self.obstacles.add
        sx, sy = SHOE
        add((sx - 57, sy - 36, sx + 57, sy + 36))
        add((sx - 24, sy + 38, sx + 24, sy + 54))  # its label
        dx, dy = DISCARD
        add((dx - 42, dy - 36, dx + 42, dy + 36))
        add((dx - 34, dy + 38, dx + 34, dy + 54))
        add((FLOAT[0] - 167, FLOAT[1] - 33, FLOAT[0] + 167, FLOAT[1] + 33))
        if "jackpot" in self.scene.info:  # the sevens jackpot meter (BJ-17) stays in view
            jx, jy = JACKPOT
            add((jx - JACKPOT_W / 2, jy - JACKPOT_H / 2, jx + JACKPOT_W / 2, jy + JACKPOT_H / 2))
        dealer = len(self.scene.hands.get("dealer", ())) or 1
        w, h = CARD_W, CARD_W * art.CARD_RATIO
        step = CARD_W * 0.72
        right = DEALER[0] + w / 2 + step * (dealer - 1)
        add((DEALER[0] - w / 2, DEALER[1] - h / 2, right, DEALER[1] + h / 2))
        for theta in self.angles:
            for k in range(len(SIDE_BETS)):
                x, y = side_circle(theta, k)
                add((x - 15, y - 15, x + 15, y + 15), False)

    def _stack(self, amount: Decimal, d: int, max_cols: int) -> Stack:
        key = (amount, d, max_cols)
        if key not in self._stacks:
            self._stacks[key] = chip_stack(amount, self.chips, d, max_cols)
        return self._stacks[key]

    def _measured(self, amount: Decimal, d: float, max_cols: int) -> tuple[float, float]:
        """A stack's size in design units, measured at the design scale (not the window's,
        whose rounding would lay a table out a little differently at each size)."""
        dm = max(1, round(d))
        w, h = self._stack(amount, dm, max_cols).get_size()
        return w * d / dm, h * d / dm

    def _item(self, bet: SceneBet, n: int, d: float, max_cols: int) -> Item:
        """A bet's chips with diameter `d` (design units)."""
        px = self.layout.frame.s(d)
        stake = self._stack(bet.amount, px, max_cols)
        size = self._measured(bet.amount, d, max_cols)
        payout, pay_size = None, None
        if bet.payout:
            payout = self._stack(bet.payout, px, max_cols)
            pay_size = self._measured(bet.payout, d, max_cols)
        label, label_h = None, 0.0
        if bet.label:
            tag = label_words(bet.label, self.renderer.locale)
            label = label_sprite(f"label:{bet.spot}:{n}", tag, (0.0, 0.0), px)
            label_h = label_sprite("", tag, (0.0, 0.0), round(d)).surface.get_height()
        return Item(bet, n, px, stake, payout, label, size, pay_size, label_h)

    def _seat_insurance(self, cards: list[Rect]) -> None:
        """Insurance on the line in front of its box (BJ-11), several bettors side by side;
        where a box's cards reach the line, a little along it or nearer its inner edge."""
        # smaller chips in one row: the line is narrow and the boxes' cards lie just behind it
        d = CHIP_D * 0.8
        taken = list(cards)  # the boxes' cards, then the insurance bets already set
        for box, bets in sorted(self.insurance.items()):
            theta = self.angles[box - 1]
            t = tangent(theta)
            best: tuple[float, Point, list[Item]] | None = None
            for cols in (4, 2, 1):  # a wide stake narrows where cards reach the line
                items = [self._item(bet, n, d, cols) for bet, n in bets]
                _, h = row_size(items)
                for r, along in INSURANCE_PLACES:
                    x, y = circle_pt(r, theta)
                    at = x + t[0] * along, y + t[1] * along - h / 2
                    rect = place_row(items, *at, stakes=True)
                    covered = sum(overlap(inflated(rect, 4), c) for c in taken)
                    if best is None or covered < best[0]:
                        best = covered, at, items
                    if not covered:
                        break
                if best is not None and not best[0]:
                    break
            assert best is not None
            _, where, items = best
            placed = place_row(items, *where, stakes=True)
            self.obstacles.add(placed)
            taken.append(placed)
            self.items += items

    def _seat_side_bets(self) -> None:
        """Side bets on their circles (BJ-16 to BJ-18), smaller chips; where a box's stacks
        would touch, spread along the arc of circles just enough to stand apart."""
        d = CHIP_D * 0.8
        by_box: dict[int, list[tuple[int, Item]]] = {}
        for box, k, bet, n in self.side:
            by_box.setdefault(box, []).append((k, self._item(bet, n, d, 3)))
        for box, placed in by_box.items():
            theta = self.angles[box - 1]
            t = tangent(theta)
            placed.sort(key=lambda p: p[0])
            at = [(k - 1.5) * 36.0 for k, _ in placed]  # along the arc, as the circles
            reach = [abs(t[0]) * i.width + abs(t[1]) * i.top_h + 3 for _, i in placed]
            for _ in range(len(at) * 4):  # push neighbours apart, half each
                for a in range(len(at) - 1):
                    short = (reach[a] + reach[a + 1]) / 2 - (at[a + 1] - at[a])
                    if short > 0:
                        at[a] -= short / 2
                        at[a + 1] += short / 2
            normal = inward(theta)
            for (_, item), along in zip(placed, at, strict=True):
                x, y = circle_pt(SIDE_R, theta)
                # on its circle; if that would touch the box's bet or another box's chips,
                # a little further out towards the player, then a little along the arc
                for out, more in SIDE_NUDGES:
                    cx = x + t[0] * (along + more) - normal[0] * out
                    cy = y + t[1] * (along + more) - normal[1] * out
                    rect = place_row([item], cx, cy + d / 2 - item.top_h, stakes=True)
                    q = quantised(rect, 2)
                    if not self.obstacles.cost([q], q)[0]:
                        break
                self.items.append(item)
                self.obstacles.add(rect)

    def _seat_single_cards(self, box: int, hand: HandSpec) -> Rect | None:
        """The classic box: its cards on the arc in front of it (the bounds returned)."""
        f = self.layout.frame
        origin = circle_pt(CARD_R, self.angles[box - 1])
        w_px = f.s(CARD_W)
        step = (CASCADE[0] * self.scale, CASCADE[1] * self.scale)
        self.slots[hand.ident] = HandSlot(f.p(*origin), step, w_px)
        cards = self._cards_rect(origin, CASCADE, CARD_W, hand.cards)
        if cards is not None:
            self.obstacles.add(cards)
        return cards

    def _seat_single_chips(self, box: int, hand: HandSpec, cards: Rect | None) -> None:
        """The classic box's chips in it, the double below the bet, clear of the cards."""
        # a box with more than one stack (a double, other bettors) sets them out smaller,
        # and smaller still when even out of the box they would reach its cards
        crowded = len(hand.stakes) + len(hand.doubles) > 1
        theta = self.angles[box - 1]
        centre = circle_pt(BOX_R, theta)
        n = inward(theta)
        for scale in (0.85 if crowded else 1.0, 0.75, 0.65):
            d = CHIP_D * scale
            rows = [
                [self._item(bet, n, d, 4) for bet, n in hand.stakes],
                [self._item(bet, n, d, 4) for bet, n in hand.doubles],
            ]
            bw, bh = block_size(rows)
            if not bw:
                return
            clear = False
            for push in range(-8, 64, 4):  # out of the box towards the player, off the cards
                cx, cy = centre[0] - n[0] * push, centre[1] - n[1] * push
                placed = place_block(rows, cx, cy - bh / 2, stakes=True)
                clear = cards is None or not overlap(inflated(placed or cards, MARGIN), cards)
                if placed is None or clear:
                    break
            if clear:
                break
        if placed is not None:
            self.obstacles.add(placed)
        for row in rows:
            self.items += row

    def _cards_rect(self, origin: Point, step: Point, w: float, cards: int) -> Rect | None:
        """The bounds of `cards` cards `w` wide, the first centred on `origin`."""
        if not cards:
            return None
        h = w * art.CARD_RATIO
        x0, y0 = origin[0] - w / 2, origin[1] - h / 2
        x1, y1 = origin[0] + w / 2, origin[1] + h / 2
        ex, ey = step[0] * (cards - 1), step[1] * (cards - 1)
        return min(x0, x0 + ex), min(y0, y0 + ey), max(x1, x1 + ex), max(y1, y1 + ey)

    # ------------------------------------------------------------------ split boxes

    def _row(
        self, hands: list[HandSpec], s: float, shear: float, tiers: int = 1, lean: float = 0.0
    ) -> Row:
        """A split box's hands at card scale `s`, laid out round the anchor (0, 0): the
        middle of the bottom edge of the front tier's cards. The first hands played (h1
        first) make the front tier, right to left; with `tiers` > 1 the others make tiers
        behind it, towards the croupier (each moved sideways by `lean` times its rise, to
        head for the middle of the table). In a tier each hand to the left sits `shear`
        lower (higher when negative): a staircase that follows the room at the table's
        ends."""
        f = self.layout.frame
        w = CARD_W * s
        look = Look(
            f.s(w),
            w,
            w * art.CARD_RATIO,
            CHIP_D * max(0.6 if s < 0.6 else 0.7, s - 0.05),
            split_tag(s),
            COL_GAP * s,
        )
        ordered = sorted(hands, key=lambda hs: hs.number)
        per = math.ceil(len(ordered) / tiers)
        columns: list[Column] = []
        y = 0.0
        for i in range(0, len(ordered), per):
            tier = self._tier(ordered[i : i + per], look, shear)
            if columns:  # this tier's chips end just short of the cards in front of it
                front = (
                    min(c.cards[1] for c in columns if c.cards)
                    if any(c.cards for c in columns)
                    else min(c.chips[1] for c in columns if c.chips)
                )
                low = max((c.chips or c.cards or (0, 0, 0, 0))[3] for c in tier)
                y = front - 6 * s - low
            for col in tier:
                move_column(col, lean * y, y)
            columns += tier
        rects = [r for col in columns for r in (col.cards, col.chips) if r is not None]
        rects = rects or [(-1.0, -1.0, 1.0, 1.0)]
        return Row(s, columns, rects, union(rects))

    def _tier(self, specs: list[HandSpec], look: Look, shear: float) -> list[Column]:
        """Hands side by side, the first played on the right (BJ-13), centred on x = 0 with
        their cards' bottom edge on y = 0 (give or take the shear)."""
        step = (SPLIT_STEP[0] * look.w, SPLIT_STEP[1] * look.w)
        columns: list[Column] = []
        x = 0.0
        ordered = sorted(specs, key=lambda hs: -hs.number)  # h1 on the right (BJ-13)
        for i, spec in enumerate(ordered):
            y = shear * ((len(ordered) - 1) / 2 - i)
            cards_w = look.w + step[0] * max(0, spec.cards - 1)
            # a column is at least as wide as a hand of three cards, the usual split hand
            col_w = max(cards_w, look.w + 2 * step[0])
            cols = fit_cols(col_w, look.d)
            rows = [
                [self._item(bet, n, look.d, cols) for bet, n in spec.stakes],
                [self._item(bet, n, look.d, cols) for bet, n in spec.doubles],
            ]
            bw, bh = block_size(rows)
            col_w = max(col_w, bw)
            left = x + (col_w - cards_w) / 2
            first = (left + look.w / 2, y - look.h / 2)
            cards = self._cards_rect(first, step, look.w, spec.cards)
            # the number straddles the first card's bottom left corner, clear of its index
            tag = look.tag
            tag_at = (left + tag / 2 + 1, y - tag * 0.15) if spec.number else None
            chips_top = y + (tag * 0.35 + 4 if spec.number else 4)
            chips = None
            if bw:
                cx = x + col_w / 2
                chips = (cx - bw / 2, chips_top, cx + bw / 2, chips_top + bh)
            columns.append(
                Column(
                    spec,
                    first,
                    step,
                    look.w_px,
                    cards,
                    tag_at,
                    rows,
                    x + col_w / 2,
                    chips_top,
                    chips,
                )
            )
            x += col_w + look.gap
        for col in columns:  # centre the tier on x = 0
            move_column(col, -(x - look.gap) / 2, 0.0)
        return columns

    def _off_cloth(self, row: Row, ax: float, ay: float) -> int:
        """How many corners of the row's cards and chips would lie on the rail or past the
        croupier's edge (0: all of it is on the cloth)."""
        if on_cloth(shifted(row.bounds, ax, ay)):
            return 0  # the cloth is convex: all of the row is on it
        return sum(corners_off(shifted(r, ax, ay)) for r in row.rects)

    def _seat_split(self, box: int, obstacles: Obstacles) -> Placed:
        """Where the box's hands go among `obstacles`: the layout (tiers, scale, shear) and
        place that covers nothing that must stay in view, at the least price (smaller
        cards, a tier behind, a staircase and moving away from the box all cost, and so
        does covering print); failing that, the place that covers least."""
        search = Search(self, box, obstacles)
        m = len(search.hands)
        combos = []
        lo = math.ceil(m / 6)  # tiers of three to six hands
        for tiers in range(lo, max(lo, math.ceil(m / 3) if m > 2 else 1) + 1):
            per = math.ceil(m / tiers)
            for s in SPLIT_SCALES[min(per, max(SPLIT_SCALES))]:
                price = SCALE_PRICE * (SPLIT_SCALES[2][0] - s) + TIER_PRICE * (tiers - 1)
                combos.append((price, tiers, s))
        found = []
        for price, tiers, s in sorted(combos):
            grid = COARSE if m <= 4 else COARSE_WIDE
            found.append((search.scan(tiers, s, price, grid), tiers, s, price))
        found.sort(key=lambda f: f[0].score if f[0] else (math.inf, math.inf))
        for first, tiers, s, price in found[:2]:
            if first is not None:
                dt, dr, sh = first.offset
                fine = [(dt + a, dr + b, sh + c) for a, b, c in FINE]
                fine.sort(key=lambda o: abs(o[0]) + abs(o[1]) + abs(o[2]))
                search.scan(tiers, s, price, fine)
        assert search.best is not None
        if search.best.score[0] > 0:  # nowhere clear: smaller still, and further afield
            for price, tiers, s in sorted(combos)[-len(combos) // 2 :]:
                for smaller in (0.9, 0.8):
                    search.scan(tiers, s * smaller, price + 200, COARSE_WIDE)
        return search.best

    def _seat_splits(self, boxes: list[int]) -> None:
        """Split boxes in turn, the most hands first; when one cannot be placed clear of the
        others, the better of that order and one with the first such box first."""
        if not boxes:
            return
        order = sorted(boxes, key=lambda b: (-len(self.boxes[b]), b))
        best: tuple[float, list[Placed]] | None = None
        tried: list[list[int]] = [order]
        while tried:
            attempt = tried.pop(0)
            obstacles = self.obstacles.copy()
            placed = []
            for box in attempt:
                p = self._seat_split(box, obstacles)
                placed.append(p)
                for r in p.row.rects:
                    obstacles.add(shifted(r, *p.anchor))
            total = sum(p.score[0] for p in placed)
            if best is None or total < best[0]:
                best = (total, placed)
            if total == 0 or attempt is not order:
                continue
            failed = next(p.box for p in placed if p.score[0] > 0)
            if failed != order[0]:
                tried.append([failed, *(b for b in order if b != failed)])
        assert best is not None
        for p in best[1]:
            self._commit(p.row, *p.anchor)

    def _commit(self, row: Row, ax: float, ay: float) -> None:
        f = self.layout.frame
        for col in row.columns:
            origin = (ax + col.first[0], ay + col.first[1])
            self.slots[col.spec.ident] = HandSlot(
                f.p(*origin), (col.step[0] * self.scale, col.step[1] * self.scale), col.card_w
            )
            place_block(col.rows, ax + col.chips_cx, ay + col.chips_top)
            for r in col.rows:
                self.items += r
            if col.tag is not None:
                tag_px = max(10, round(split_tag(row.scale) * f.scale))
                centre = (ax + col.tag[0], ay + col.tag[1])
                self.tags.append((col.spec.ident, col.spec.number, centre, tag_px))
        for rect in row.rects:
            self.obstacles.add(shifted(rect, ax, ay))

    # ------------------------------------------------------------------ sprites

    def chip_sprites(self) -> list[Sprite]:
        """Stakes, payouts and labels in the scene's order of bets."""
        order = {(b.spot, n): i for i, (b, n) in enumerate(self._numbered())}
        out: list[Sprite] = []
        f = self.layout.frame
        for item in sorted(self.items, key=lambda it: order.get((it.bet.spot, it.n), 0)):
            bet = item.bet
            # stake and winnings stand on the same line, the bottom of the item's chips
            x0, bottom = f.p(item.x, item.y + item.top_h)
            w = item.stake.get_width()
            at = (x0 + w / 2, bottom - item.d / 2)
            out.append(
                self.renderer._stack_sprite(
                    f"bet:{bet.spot}:{item.n}",
                    bet,
                    bet.amount,
                    at,
                    self.chips,
                    item.d,
                    self.layout,
                    stack=item.stake,
                )
            )
            if item.payout is not None and bet.payout:
                pw = item.payout.get_width()
                px = x0 + w + PAY_GAP * self.scale
                out.append(
                    self.renderer._stack_sprite(
                        f"pay:{bet.spot}:{item.n}",
                        bet,
                        bet.payout,
                        (px + pw / 2, bottom - item.d / 2),
                        self.chips,
                        item.d,
                        self.layout,
                        "payout",
                        stack=item.payout,
                    )
                )
            if item.label is not None:
                lh = item.label.surface.get_height()
                item.label.center = (x0 + w / 2, bottom + 1 + lh / 2)
                out.append(item.label)
        return out

    def _numbered(self) -> list[tuple[SceneBet, int]]:
        seen: dict[str, int] = {}
        out = []
        for bet in self.scene.bets:
            n = seen.get(bet.spot, 0)
            seen[bet.spot] = n + 1
            out.append((bet, n))
        return out

    def tag_sprites(self) -> list[Sprite]:
        f = self.layout.frame
        return [
            Sprite(f"tag:{hand}", hand_tag(number, px), f.p(*centre), "label")
            for hand, number, centre, px in self.tags
        ]
