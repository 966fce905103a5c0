"""The blackjack table's geometry in design units (the 1280 x 720 frame): where the
boxes, the insurance line, the side-bet circles and the croupier's furniture lie, and the
rectangle arithmetic that keeps a crowded table's cards and chips apart.

Box 1 is on the croupier's left, the viewer's right (BJ-05: the deal starts there); the boxes
lie on an arc round the middle of the croupier's edge.
"""

from __future__ import annotations

import math

import pygame

from ui.felt.furniture import Ellipse
from ui.felt.hits import Point

TABLE = Ellipse(640, 40, 610, 640)
BOX_R = 468
CARD_R = 380
INS_R = 300
SIDE_R = 550
BOX_W, BOX_H = 120, 84
CARD_W = 56
CHIP_D = 38
SHOE = (1150, 88)
DISCARD = (170, 92)
FLOAT = (640, 70)
DEALER = (604, 168)
CASCADE = (15, -13)  # each card a little right of and above the one before
JACKPOT = (342, 74)  # the sevens jackpot meter (BJ-17), between the discard and the float
JACKPOT_W, JACKPOT_H = 206, 58
SIDE_BETS = (("under13", "<13"), ("over13", ">13"), ("sevens", "7"), ("progressive", "P"))
Rect = tuple[float, float, float, float]  # left, top, right, bottom in design units
QUANT = 4  # obstacle rectangles are pygame Rects in quarters of a design unit


def box_angles(boxes: int) -> list[float]:
    """Box 1 at the viewer's right (small angle), the last box at the left."""
    a0, a1 = 0.36, math.pi - 0.36
    return [a0 + (a1 - a0) * i / (boxes - 1) for i in range(boxes)]


def circle_pt(r: float, theta: float) -> Point:
    return TABLE.cx + r * math.cos(theta), TABLE.cy + r * math.sin(theta)


def tangent(theta: float) -> Point:
    return math.sin(theta), -math.cos(theta)


def inward(theta: float) -> Point:
    return -math.cos(theta), -math.sin(theta)


def side_circle(theta: float, k: int) -> Point:
    """The k-th side-bet circle behind the box at `theta`."""
    t = tangent(theta)
    off = (k - 1.5) * 36
    p = circle_pt(SIDE_R, theta)
    return p[0] + t[0] * off, p[1] + t[1] * off


def overlap(a: Rect, b: Rect) -> float:
    w = min(a[2], b[2]) - max(a[0], b[0])
    if w <= 0:
        return 0.0
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w * h if h > 0 else 0.0


def shifted(r: Rect, dx: float, dy: float) -> Rect:
    return r[0] + dx, r[1] + dy, r[2] + dx, r[3] + dy


def corners_off(r: Rect) -> int:
    """How many corners of `r` lie off the cloth: on the rail or past the croupier's edge."""
    rx, ry = TABLE.rx - 12, TABLE.ry - 12
    off = 0
    for x, y in ((r[0], r[1]), (r[2], r[1]), (r[0], r[3]), (r[2], r[3])):
        nx, ny = (x - TABLE.cx) / rx, (y - TABLE.cy) / ry
        if nx * nx + ny * ny > 1 or y < TABLE.cy + 6:
            off += 1
    return off


def on_cloth(r: Rect) -> bool:
    return corners_off(r) == 0


def inflated(r: Rect, m: float) -> Rect:
    return r[0] - m, r[1] - m, r[2] + m, r[3] + m


def union(rects: list[Rect]) -> Rect:
    return (
        min(r[0] for r in rects),
        min(r[1] for r in rects),
        max(r[2] for r in rects),
        max(r[3] for r in rects),
    )


def quantised(r: Rect, margin: float = 0.0) -> pygame.Rect:
    x0, y0 = round((r[0] - margin) * QUANT), round((r[1] - margin) * QUANT)
    x1, y1 = round((r[2] + margin) * QUANT), round((r[3] + margin) * QUANT)
    return pygame.Rect(x0, y0, x1 - x0, y1 - y0)


class Obstacles:
    """What a split box's row should not cover: `hard` things must stay in view (cards,
    chips, the shoe, the discard, the float, the dealer's cards), `soft` print had better be
    left clear (the other boxes, the side-bet circles)."""

    def __init__(self) -> None:
        self.hard: list[pygame.Rect] = []
        self.soft: list[pygame.Rect] = []

    def add(self, r: Rect, hard: bool = True) -> None:
        (self.hard if hard else self.soft).append(quantised(r))

    def copy(self) -> Obstacles:
        other = Obstacles()
        other.hard, other.soft = list(self.hard), list(self.soft)
        return other

    def cost(self, rects: list[pygame.Rect], bounds: pygame.Rect) -> tuple[float, float]:
        """Areas (design units squared) of `rects` (within `bounds`) over hard and over soft
        obstacles."""
        totals = []
        for group in (self.hard, self.soft):
            area = 0
            near = [group[i] for i in bounds.collidelistall(group)]
            if near:
                for r in rects:
                    for i in r.collidelistall(near):
                        c = r.clip(near[i])
                        area += c.width * c.height
            totals.append(area / QUANT**2)
        return totals[0], totals[1]
