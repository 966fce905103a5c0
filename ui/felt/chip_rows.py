"""Chips set out for a crowded blackjack box: stacks wrapped into rows so that they are no
wider than the hand they stand in front of, and a box's bets placed in rows (a stake with its
winnings beside it and its label under it).

Sizes and places are in design units; the surfaces are in pixels (`Item.scale` converts).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from decimal import Decimal
from functools import cache, lru_cache

import pygame

from trainer.money import ChipSet
from trainer.scene import SceneBet
from ui.felt import art
from ui.felt.base import Sprite
from ui.felt.blackjack_geometry import Rect, union
from ui.felt.stacks import Stack, chip_sequence, stack_for, stacked_rows


def chip_stack(amount: Decimal, chips: ChipSet, d: int, max_cols: int) -> Stack:
    """`stack_for`'s columns, wrapped into two rows of at most `max_cols` columns when there
    are more: the largest values in the back row, each row's top chips still showing their
    values (a front row covers only the rim below the back row's faces). Where two rows are
    not enough, `max_cols` mixed columns."""
    plain = stack_for(amount, chips, d)
    seq = chip_sequence(amount, chips)
    if seq is None:
        return plain  # an odd drill figure: the plain stack carries its tag
    columns = art.columns_by_value(seq)
    if len(columns) <= max_cols:
        return plain
    rows = math.ceil(len(columns) / max_cols)
    if rows > 2:  # more rows would stand taller than the hand: mixed columns, as players stack
        return stack_for(amount, chips, d, max_cols)
    per = math.ceil(len(columns) / rows)  # rows evenly filled
    return _wrapped(tuple(columns[i : i + per] for i in range(0, len(columns), per)), d)


@lru_cache(maxsize=art.KEEP)  # a hand's stake in rows: one per amount asked
def _wrapped(rows: tuple[tuple[art.Column, ...], ...], d: int) -> Stack:
    return stacked_rows([Stack(*art.stack_columns(row, d)) for row in rows], d)


def fit_cols(width: float, d: float) -> int:
    """How many columns of chips of diameter `d` fit in `width`, give or take a quarter
    chip (at least two)."""
    gap = max(1.0, d * art.COLUMN_STEP)
    return max(2, 1 + int((width + d / 4 - d) // gap))


def split_tag(s: float) -> float:
    """The diameter of a split hand's number (design units) at card scale `s`."""
    return 21 * max(0.8, s)


@cache
def hand_tag(number: int, px: int) -> pygame.Surface:
    """A split hand's number in a small dark disc with a gold ring."""
    big = pygame.Surface((px * art.SUPER, px * art.SUPER), pygame.SRCALPHA)
    c = px * art.SUPER / 2
    pygame.draw.circle(big, (16, 16, 18, 230), (c, c), c)
    pygame.draw.circle(big, art.GOLD, (c, c), c, max(1, art.SUPER * px // 12))
    out = art.smooth(big, (px, px))
    digit = art.text_surface(str(number), max(6, int(px * 0.62)), (255, 255, 255), True)
    out.blit(digit, digit.get_rect(center=(px / 2, px / 2 + 1)))
    return out


@dataclass(slots=True)
class Item:
    """One bet as drawn: its stake, the winnings set beside it (BJ-09), a label under it.
    The surfaces are in pixels; sizes, measured at the design scale so that a table is laid
    out alike at every window size, and (x, y), its top-left once placed, in design units."""

    bet: SceneBet
    n: int
    d: int  # chip diameter, pixels
    stake: Stack
    payout: Stack | None
    label: Sprite | None
    size: tuple[float, float]  # the stake's
    pay_size: tuple[float, float] | None
    label_h: float
    x: float = 0.0
    y: float = 0.0

    @property
    def top_h(self) -> float:
        return max(self.size[1], self.pay_size[1] if self.pay_size else 0.0)

    @property
    def width(self) -> float:
        if self.pay_size is None:
            return self.size[0]
        return self.size[0] + PAY_GAP + self.pay_size[0]

    @property
    def height(self) -> float:
        return self.top_h + (self.label_h + 2 if self.label is not None else 0.0)


ITEM_GAP = 4.0  # between bettors' stakes side by side, and between rows
PAY_GAP = 3.0  # between a stake and its winnings


def row_size(items: list[Item]) -> tuple[float, float]:
    return sum(i.width for i in items) + ITEM_GAP * (len(items) - 1), max(i.height for i in items)


def place_row(items: list[Item], cx: float, top: float, stakes: bool = False) -> Rect:
    """Items side by side from left to right, centred on cx; with `stakes`, centred as if
    there were no winnings beside them, so that a stake stays put when it is paid."""
    w, h = row_size(items)
    if stakes:
        w -= sum(i.width - i.size[0] for i in items)
    x = cx - w / 2
    for item in items:
        item.x, item.y = x, top
        x += item.width + ITEM_GAP
    return cx - w / 2, top, x - ITEM_GAP, top + h


def block_size(rows: list[list[Item]]) -> tuple[float, float]:
    sizes = [row_size(r) for r in rows if r]
    if not sizes:
        return 0.0, 0.0
    return max(w for w, _ in sizes), sum(h for _, h in sizes) + ITEM_GAP * (len(sizes) - 1)


def place_block(rows: list[list[Item]], cx: float, top: float, stakes: bool = False) -> Rect | None:
    """Rows one below the other, each centred on cx; the bounds, or None for no chips."""
    rects = []
    for row in rows:
        if row:
            rects.append(place_row(row, cx, top, stakes))
            top = rects[-1][3] + ITEM_GAP
    return union(rects) if rects else None
