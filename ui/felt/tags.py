"""Amounts read off the felt: the tag a stack shows on hover or on demand, and the record of
every stack drawn (`DrawnStack`), which the tests add up chip by chip.

A croupier counts a stack by its chips; the tag is the trainee's check, in the trainee's
language ("37,50 €", "€37.50"). It stands just above the stack, inside the picture.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from functools import lru_cache

import pygame

from trainer.money import format_amount
from ui.felt import art
from ui.felt.base import Sprite


@dataclass(frozen=True, slots=True)
class DrawnStack:
    key: str  # the sprite's: "bet:<spot>:<n>" for a stake, "pay:<spot>:<n>" for winnings
    spot: str
    kind: str  # "chips" (a stake) or "payout"
    amount: Decimal | None
    chips: tuple[tuple[Decimal, pygame.Rect], ...]  # each chip's value and place drawn

    @property
    def total(self) -> Decimal:
        return sum((value for value, _ in self.chips), Decimal(0))


@lru_cache(maxsize=512)
def amount_tag(text: str, px: int) -> pygame.Surface:
    """White figures on a dark rounded tag with a gold edge."""
    label = art.text_surface(text, px, (255, 255, 255), True)
    pad = max(3, px // 3)
    w, h = label.get_width() + 2 * pad, label.get_height() + pad
    tag = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = h // 3
    pygame.draw.rect(tag, (12, 12, 14, 225), tag.get_rect(), border_radius=radius)
    pygame.draw.rect(tag, art.GOLD, tag.get_rect(), max(1, px // 10), border_radius=radius)
    tag.blit(label, label.get_rect(center=(w / 2, h / 2)))
    return tag


def draw_amount(
    surface: pygame.Surface,
    sprite: Sprite,
    locale: str,
    chip_d: int,
    others: Sequence[pygame.Rect] = (),
) -> None:
    """The stack's amount just above it, or on its top chip where that would cover another
    stack (`others`), kept inside the picture."""
    assert sprite.amount is not None
    tag = amount_tag(format_amount(sprite.amount, locale), max(11, round(chip_d * 0.42)))
    box = tag.get_rect(midbottom=(sprite.rect.centerx, sprite.rect.top - 2))
    box.clamp_ip(surface.get_rect())
    if box.collidelist(list(others)) >= 0:
        box = tag.get_rect(midtop=(sprite.rect.centerx, sprite.rect.top + 2))
        box.clamp_ip(surface.get_rect())
    surface.blit(tag, box)
