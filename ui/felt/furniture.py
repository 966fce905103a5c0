"""Pieces shared by several tables: the half-moon table, curved print, the croupier's chip
float, the shoe and the discard holder, oriented boxes.

The chip float is clickable: each column returns "chip:<value>" (for instance "chip:25"), so a
drill can ask the trainee to pick chips from the tray. These ids are the felt's own; engines'
spot ids are in `trainer.scene`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from trainer.money import ChipSet
from ui.felt import art
from ui.felt.base import Frame
from ui.felt.hits import HitMap, Point

FLOOR = (30, 24, 22)


def tray_id(value: object) -> str:
    return f"chip:{value}"


@dataclass(frozen=True, slots=True)
class Ellipse:
    """An ellipse in design coordinates; angles in radians, 0 to the right, y downwards."""

    cx: float
    cy: float
    rx: float
    ry: float

    def point(self, theta: float, grow: float = 0.0) -> Point:
        return self.cx + (self.rx + grow) * math.cos(theta), self.cy + (self.ry + grow) * math.sin(
            theta
        )

    def normal(self, theta: float) -> Point:
        nx, ny = math.cos(theta) / self.rx, math.sin(theta) / self.ry
        n = math.hypot(nx, ny)
        return nx / n, ny / n

    def tangent(self, theta: float) -> Point:
        nx, ny = self.normal(theta)
        return ny, -nx  # points to the viewer's right at the bottom of the table

    def outline(
        self, grow: float = 0.0, a0: float = 0.0, a1: float = math.tau, n: int = 96
    ) -> list[Point]:
        return [self.point(a0 + (a1 - a0) * k / n, grow) for k in range(n + 1)]


def oriented(center: Point, t: Point, w: float, h: float) -> list[Point]:
    """A w x h rectangle centred on `center`, its width along the unit vector t."""
    cx, cy = center
    tx, ty = t
    nx, ny = -ty, tx
    hw, hh = w / 2, h / 2
    return [
        (cx - tx * hw - nx * hh, cy - ty * hw - ny * hh),
        (cx + tx * hw - nx * hh, cy + ty * hw - ny * hh),
        (cx + tx * hw + nx * hh, cy + ty * hw + ny * hh),
        (cx - tx * hw + nx * hh, cy - ty * hw + ny * hh),
    ]


def angle_of(t: Point) -> float:
    """pygame rotation (degrees, counter-clockwise) that lays text along t."""
    return -math.degrees(math.atan2(t[1], t[0]))


def draw_halfmoon(bg: pygame.Surface, frame: Frame, table: Ellipse) -> None:
    """A half-moon table seen from above, the croupier at the straight top edge: floor, a
    padded rail round the curve, green cloth, and a wooden edge at the croupier's side."""
    bg.fill(FLOOR)
    rail = frame.pts(table.outline(34, 0, math.pi))
    pygame.draw.polygon(bg, art.RAIL, rail)
    pygame.draw.polygon(bg, art.RAIL_LIGHT, frame.pts(table.outline(20, 0, math.pi)))
    pygame.draw.polygon(bg, art.RAIL, frame.pts(table.outline(8, 0, math.pi)))
    felt_pts = frame.pts(table.outline(0, 0, math.pi))
    cloth = art.felt_background((bg.get_width(), bg.get_height()))
    mask = pygame.Surface(bg.get_size(), pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), felt_pts)
    cloth = _masked(cloth, mask)
    bg.blit(cloth, (0, 0))
    top = frame.r(table.cx - table.rx - 34, table.cy - 40, 2 * table.rx + 68, 40)
    pygame.draw.rect(bg, art.RAIL, top)
    pygame.draw.line(bg, art.RAIL_LIGHT, top.bottomleft, top.bottomright, frame.s(3))


def _masked(cloth: pygame.Surface, mask: pygame.Surface) -> pygame.Surface:
    out = pygame.Surface(cloth.get_size(), pygame.SRCALPHA)
    out.blit(cloth, (0, 0))
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return out


def arc_text(
    bg: pygame.Surface,
    frame: Frame,
    table: Ellipse,
    text: str,
    grow: float,
    theta_mid: float,
    px: float,
    colour: art.RGB = art.LINE,
) -> None:
    """Print text along an arc of the table (the way "BLACKJACK PAYS 3 TO 2" is printed),
    reading left to right for the player at the bottom."""
    size = frame.s(px)
    # a space as wide as most of a letter: the font's own is so narrow that on an arc the
    # words run together ("INSURANCEPAYS")
    space = art.text_surface("N", size, colour, True).get_width() * 0.8
    widths = [
        space if ch == " " else art.text_surface(ch, size, colour, True).get_width() for ch in text
    ]
    total = sum(widths)
    r_mid = ((table.rx + grow) + (table.ry + grow)) / 2 * frame.scale
    span = total / r_mid
    theta = theta_mid + span / 2  # start on the left (bigger angle at the bottom half)
    for ch, w in zip(text, widths, strict=True):
        step = w / r_mid
        a = theta - step / 2
        x, y = frame.p(*table.point(a, grow))
        t = table.tangent(a)
        if ch.strip():
            glyph = art.text_surface(ch, size, colour, True, round(angle_of(t), 0))
            bg.blit(glyph, glyph.get_rect(center=(round(x), round(y))))
        theta -= step


def draw_shoe(
    bg: pygame.Surface, frame: Frame, center: Point, back: str = "red", label: str = "SHOE"
) -> None:
    x, y = center
    body = frame.r(x - 55, y - 34, 110, 68)
    pygame.draw.rect(bg, (30, 30, 34), body, border_radius=frame.s(8))
    pygame.draw.rect(bg, (70, 70, 76), body, frame.s(2), border_radius=frame.s(8))
    card = art.card_surface("XX", frame.s(44), back)
    card = pygame.transform.rotate(card, 90)
    bg.blit(card, card.get_rect(center=frame.ip(x - 8, y)))
    mouth = frame.r(x + 30, y - 30, 18, 60)
    pygame.draw.rect(bg, (50, 50, 56), mouth, border_radius=frame.s(4))
    art.draw_text(
        bg,
        label,
        frame.p(x, y + 46),
        art.fit_text(label, frame.s(120), frame.s(12)),
        art.LINE,
        True,
    )


def draw_discard(bg: pygame.Surface, frame: Frame, center: Point, label: str = "DISCARD") -> None:
    x, y = center
    body = frame.r(x - 40, y - 34, 80, 68)
    pygame.draw.rect(bg, (190, 200, 210), body, border_radius=frame.s(6))
    pygame.draw.rect(bg, (120, 130, 140), body, frame.s(2), border_radius=frame.s(6))
    pygame.draw.rect(
        bg, (150, 160, 170), body.inflate(-frame.s(14), -frame.s(14)), border_radius=frame.s(4)
    )
    art.draw_text(
        bg,
        label,
        frame.p(x, y + 46),
        art.fit_text(label, frame.s(120), frame.s(12)),
        art.LINE,
        True,
    )


def draw_float(
    bg: pygame.Surface,
    frame: Frame,
    hits: HitMap,
    center: Point,
    chips: ChipSet,
    width: float = 330,
) -> None:
    """The croupier's chip float: a column per denomination, largest on the left."""
    x, y = center
    values = list(chips.values)
    n = len(values)
    h = 62
    box = frame.r(x - width / 2, y - h / 2, width, h)
    pygame.draw.rect(bg, (24, 24, 28), box, border_radius=frame.s(6))
    pygame.draw.rect(bg, (90, 90, 96), box, frame.s(2), border_radius=frame.s(6))
    col_w = width / n
    d = frame.s(min(col_w * 0.86, 36))
    for k, value in enumerate(values):
        cx = x - width / 2 + col_w * (k + 0.5)
        slot = frame.r(cx - col_w / 2 + 2, y - h / 2 + 4, col_w - 4, h - 8)
        pygame.draw.rect(bg, (44, 44, 50), slot, border_radius=frame.s(4))
        column, _ = art.stack_columns((((value, chips.colour(value)),) * 3,), d)
        bg.blit(column, column.get_rect(center=frame.ip(cx, y)))
        hits.add_rect(tray_id(value), slot.left, slot.top, slot.width, slot.height)


def dashed_circle(
    bg: pygame.Surface, centre: Point, radius: float, colour: art.RGB, width: int
) -> None:
    n = max(12, int(radius / 3))
    for k in range(0, n, 2):
        a0 = k / n * math.tau
        a1 = (k + 1) / n * math.tau
        pygame.draw.arc(
            bg,
            colour,
            pygame.Rect(centre[0] - radius, centre[1] - radius, 2 * radius, 2 * radius),
            a0,
            a1,
            width,
        )


def draw_hand_box(
    bg: pygame.Surface,
    frame: Frame,
    hits: HitMap,
    hand: str,
    label: str,
    box: tuple[float, float, float, float],
    banker: bool,
    style: tuple[int, int, int] = (8, 17, 13),
) -> None:
    """A baccarat hand's frame: dark cloth, gold for the banker's, its name below, clickable.
    `style` is (corner radius, label size, label gap) in design pixels."""
    x, y, w, h = box
    radius, size, gap = style
    rect = frame.r(x, y, w, h)
    pygame.draw.rect(bg, art.FELT_DARK, rect, border_radius=frame.s(radius))
    pygame.draw.rect(
        bg, art.GOLD if banker else art.LINE, rect, frame.s(3), border_radius=frame.s(radius)
    )
    art.draw_text(bg, label, frame.p(x + w / 2, y + h + gap), frame.s(size), art.LINE, True)
    hits.add_rect(hand, *rect)
