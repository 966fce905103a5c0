"""The plain data of a drawn table: the design frame, where hands and bets sit (`Layout`), and
the sprites drawn each frame. Kept apart from the renderers (`ui.felt.base`) so that the
placing of crowded bets (`ui.felt.placing`), which the renderers call, needs nothing of theirs.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

import pygame

from ui.felt import art
from ui.felt.hits import HitMap, Point

DESIGN = (1280, 720)


@dataclass(frozen=True, slots=True)
class Frame:
    """Design coordinates -> surface pixels."""

    width: int
    height: int
    scale: float
    ox: float
    oy: float

    @classmethod
    def fit(cls, size: tuple[int, int], design: tuple[int, int] = DESIGN) -> Frame:
        w, h = size
        scale = min(w / design[0], h / design[1])
        return cls(w, h, scale, (w - design[0] * scale) / 2, (h - design[1] * scale) / 2)

    def p(self, x: float, y: float) -> tuple[float, float]:
        return self.ox + x * self.scale, self.oy + y * self.scale

    def ip(self, x: float, y: float) -> tuple[int, int]:
        px, py = self.p(x, y)
        return round(px), round(py)

    def r(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        x0, y0 = self.p(x, y)
        x1, y1 = self.p(x + w, y + h)
        return pygame.Rect(round(x0), round(y0), round(x1) - round(x0), round(y1) - round(y0))

    def s(self, v: float) -> int:
        return max(1, round(v * self.scale))

    def pts(self, points: list[tuple[float, float]]) -> list[tuple[float, float]]:
        return [self.p(x, y) for x, y in points]


@dataclass(slots=True)
class HandSlot:
    """Where a hand's cards go: the first card's centre and the step to the next card."""

    origin: Point
    step: Point
    card_w: int
    turn_from: int | None = None  # cards from this index lie sideways (baccarat third card)
    wrap: int = 0  # start a new row after this many cards (0 = never)
    row_step: Point = (0.0, 0.0)

    def position(self, index: int) -> Point:
        if self.wrap:
            row, col = divmod(index, self.wrap)
        else:
            row, col = 0, index
        return (
            self.origin[0] + col * self.step[0] + row * self.row_step[0],
            self.origin[1] + col * self.step[1] + row * self.row_step[1],
        )


@dataclass
class Layout:
    frame: Frame
    background: pygame.Surface
    hits: HitMap
    spots: dict[str, Point]  # where a bet's chip stack sits
    hands: dict[str, HandSlot]
    chip_d: int
    card_w: int
    shoe: Point
    tray: Point  # where collected chips go and payouts come from
    discard: Point
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass(slots=True)
class Sprite:
    key: str  # stable across scenes: "card:box3:0", "bet:box3:0", "pay:box3:0", "dice", ...
    surface: pygame.Surface
    center: Point
    kind: str  # "card", "chips", "payout", "dice", "ball", "dolly", "puck", "label"
    hit: str | None = None  # identifier returned when the sprite is clicked
    source: Point | None = None  # where it comes from when it appears
    sink: Point | None = None  # where it goes when it leaves
    path: Callable[[float], Point] | None = None  # custom motion over progress 0..1
    duration: float | None = None
    delay: float = 0.0
    frames: Callable[[float], pygame.Surface] | None = None  # surface over progress (dice)
    chips: tuple[art.ChipRect, ...] = ()  # a stack's chips: value and place in the surface
    amount: Decimal | None = None  # a stack's amount, for the label on hover or on demand

    @property
    def rect(self) -> pygame.Rect:
        return self.surface.get_rect(center=(round(self.center[0]), round(self.center[1])))

    def chip_rects(self) -> list[tuple[Decimal, pygame.Rect]]:
        """A stack's chips as drawn: each chip's value and its rectangle on the felt."""
        left, top = self.rect.topleft
        return [(v, pygame.Rect(left + x, top + y, w, h)) for v, (x, y, w, h) in self.chips]
