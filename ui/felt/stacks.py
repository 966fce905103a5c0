"""A bet's chips as the felt draws them, and what was drawn, so that an amount can be read
back from the cloth.

A stack is the fewest chips of the house set for its amount (`ChipSet.breakdown`). It is
set out in columns by value, largest on the left, so the top chip of each column shows its
value and the edges below it the count; where a spot has no room for several columns side by
side (a roulette cheval between two numbers), the chips make one column, largest at the
bottom, as a player stacks them, and a croupier reads them by colour. Every chip's edge
shows, so two chips never look like one.

`Stack.chips` lists every chip drawn, with its place in the surface: the tests add them up
and check that no other bet's chips or cards lie over them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from decimal import Decimal
from functools import lru_cache

import pygame

from trainer.errors import ChipError
from trainer.money import ChipSet
from ui.felt import art

TOWER_MAX = 10  # chips in one mixed column before a second one starts


@dataclass(frozen=True, slots=True)
class Stack:
    """The chips of one amount: the picture, and each chip's value and rectangle in it."""

    surface: pygame.Surface
    chips: tuple[art.ChipRect, ...]

    def get_width(self) -> int:
        return self.surface.get_width()

    def get_height(self) -> int:
        return self.surface.get_height()

    def get_size(self) -> tuple[int, int]:
        return self.surface.get_size()


def chip_sequence(amount: Decimal, chips: ChipSet) -> tuple[tuple[Decimal, str], ...] | None:
    """The fewest chips for `amount`, largest first; None when the chip set cannot make it."""
    try:
        parts = chips.breakdown(amount)
    except ChipError:
        return None
    return tuple(
        (value, chips.colour(value))
        for value in sorted(parts, reverse=True)
        for _ in range(parts[value])
    )


def towers(seq: tuple[tuple[Decimal, str], ...], count: int) -> tuple[art.Column, ...]:
    """The chips in `count` mixed columns (or more, when that would be taller than
    `TOWER_MAX`), filled in order so the largest values are at the bottom of the left one."""
    count = max(count, math.ceil(len(seq) / TOWER_MAX), 1)
    per = math.ceil(len(seq) / count) if seq else 1
    return tuple(seq[i : i + per] for i in range(0, len(seq), per)) or ((),)


def stack_for(amount: Decimal, chips: ChipSet, d: int, max_cols: int = 0) -> Stack:
    """The fewest chips that make `amount`: in columns by value, or, with `max_cols`, at most
    that many columns (mixed values, largest at the bottom) where columns by value would be
    wider. An amount the chip set cannot make (a drill's odd figure) is shown with the
    smallest chips plus its figure."""
    return _stack(amount, chips, d, max_cols)


@lru_cache(maxsize=art.KEEP)  # bounded as stack_columns, whose pictures it holds
def _stack(amount: Decimal, chips: ChipSet, d: int, max_cols: int) -> Stack:
    seq = chip_sequence(amount, chips)
    if seq is not None:
        columns = art.columns_by_value(seq)
        if max_cols and len(columns) > max_cols:
            columns = towers(seq, max_cols)
        return Stack(*art.stack_columns(columns, d))
    rounded = (amount // chips.smallest) * chips.smallest
    seq = chip_sequence(rounded, chips) if rounded > 0 else None
    seq = seq or ((chips.smallest, chips.colour(chips.smallest)),)
    surf, rects = art.stack_columns(art.columns_by_value(seq), d)
    tag = art.text_surface(str(amount), max(8, d // 3), (255, 255, 255), True)
    out = pygame.Surface(
        (max(surf.get_width(), tag.get_width() + 4), surf.get_height() + tag.get_height()),
        pygame.SRCALPHA,
    )
    dx = (out.get_width() - surf.get_width()) // 2
    out.blit(surf, (dx, 0))
    out.fill((0, 0, 0, 160), pygame.Rect(0, surf.get_height(), out.get_width(), tag.get_height()))
    out.blit(tag, ((out.get_width() - tag.get_width()) // 2, surf.get_height()))
    return Stack(out, tuple((v, (x + dx, y, w, h)) for v, (x, y, w, h) in rects))


def stacked_rows(rows: list[Stack], d: int) -> Stack:
    """Stacks one behind the other, the first at the back: each row's bottom tucks a little
    under the next row's chips, never over a face."""
    tuck = round(d * 0.16)
    width = max(s.get_width() for s in rows)
    height = sum(s.get_height() for s in rows) - tuck * (len(rows) - 1)
    out = pygame.Surface((width, height), pygame.SRCALPHA)
    rects: list[art.ChipRect] = []
    y = 0
    for s in rows:
        out.blit(s.surface, (0, y))
        rects += [(v, (x, y + cy, w, h)) for v, (x, cy, w, h) in s.chips]
        y += s.get_height() - tuck
    return Stack(out, tuple(rects))
