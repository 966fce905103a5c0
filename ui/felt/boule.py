"""The boule table: the bowl and the nine-number layout.

Numbers 1 to 9, black 1 3 6 8, red 2 4 7 9, and the 5 neither (BO-01), drawn gold. The layout
holds the nine numbers in a square with the 5 in the middle and the simple chances on both
sides: manque (1-4) and passe (6-9), pair and impair, rouge and noir (BO-02). The bowl has
eighteen holes, the nine numbers twice round it (the decree does not give their order: the
felt draws 1 to 9 twice), with the ball in a hole of the winning number and the dolly on
the layout.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from trainer.games.spots import boule_number
from trainer.rulebooks import Rulebook
from trainer.scene import Scene
from ui.felt import art
from ui.felt.base import Frame, Layout, Sprite, TableRenderer, clearest
from ui.felt.furniture import draw_float
from ui.felt.hits import HitMap, Point

BLACKS = frozenset((1, 3, 6, 8))  # BO-01
REDS = frozenset((2, 4, 7, 9))  # BO-01
BOWL_C = (236, 320)
BOWL_R = 200
GRID = (620, 130)  # top-left of the number 1
CELL = 120
SIDE_W = 150
HOLES = tuple(list(range(1, 10)) * 2)
LEFT = ("manque", "pair", "rouge")
RIGHT = ("passe", "impair", "noir")
LABELS = {"manque": "MANQUE", "passe": "PASSE", "pair": "PAIR", "impair": "IMPAIR"}


def number_colour(n: int) -> art.RGB:
    if n in BLACKS:
        return art.BLACK
    if n in REDS:
        return art.RED
    return art.GOLD


def number_cell(n: int) -> tuple[float, float, float, float]:
    row, col = divmod(n - 1, 3)
    return GRID[0] + col * CELL, GRID[1] + row * CELL, CELL, CELL


def side_cell(name: str) -> tuple[float, float, float, float]:
    if name in LEFT:
        return GRID[0] - SIDE_W, GRID[1] + LEFT.index(name) * CELL, SIDE_W, CELL
    return GRID[0] + 3 * CELL, GRID[1] + RIGHT.index(name) * CELL, SIDE_W, CELL


def hole_angle(index: int) -> float:
    return -math.pi / 2 + index * math.tau / len(HOLES)


class BouleRenderer(TableRenderer):
    zone_rooms = True
    game = "boule"

    def __init__(self, rulebook: Rulebook) -> None:
        self.chips = rulebook.chip_set

    def layout(self, frame: Frame) -> Layout:
        bg = art.felt_background((frame.width, frame.height))
        hits = HitMap()
        spots: dict[str, Point] = {}
        self._bowl(bg, frame)
        lw = frame.s(3)
        outer = frame.r(GRID[0] - SIDE_W, GRID[1], 3 * CELL + 2 * SIDE_W, 3 * CELL)
        pygame.draw.rect(bg, art.FELT_LIGHT, outer)
        for n in range(1, 10):
            rect = frame.r(*number_cell(n))
            pygame.draw.rect(bg, art.LINE, rect, lw)
            pygame.draw.circle(bg, number_colour(n), rect.center, frame.s(42))
            pygame.draw.circle(bg, art.LINE, rect.center, frame.s(42), frame.s(2))
            ink = (30, 20, 0) if n == 5 else (255, 255, 255)
            art.draw_text(bg, str(n), rect.center, frame.s(48), ink, True)
            hits.add_rect(boule_number(n), *rect)
            spots[boule_number(n)] = (rect.centerx, rect.centery + frame.s(20))
        for name in (*LEFT, *RIGHT):
            rect = frame.r(*side_cell(name))
            pygame.draw.rect(bg, art.LINE, rect, lw)
            if name in ("rouge", "noir"):
                cx, cy = rect.center
                dx, dy = frame.s(44), frame.s(26)
                diamond = [(cx - dx, cy), (cx, cy - dy), (cx + dx, cy), (cx, cy + dy)]
                pygame.draw.polygon(bg, art.RED if name == "rouge" else art.BLACK, diamond)
                pygame.draw.polygon(bg, art.LINE, diamond, frame.s(2))
            else:
                art.draw_text(bg, LABELS[name], rect.center, frame.s(24), art.LINE, True)
            hits.add_rect(name, *rect)
            spots[name] = (rect.centerx, rect.centery + frame.s(22))
        pygame.draw.rect(bg, art.LINE, outer, frame.s(4))
        art.draw_text(
            bg, "BOULE", frame.p(GRID[0] + 1.5 * CELL, GRID[1] - 50), frame.s(40), art.GOLD, True
        )
        art.draw_text(
            bg,
            self.words("boule.rule", to=7, per=1),  # BO-02
            frame.p(GRID[0] + 1.5 * CELL, GRID[1] + 3 * CELL + 34),
            frame.s(18),
            art.LINE,
            True,
        )
        draw_float(bg, frame, hits, (GRID[0] + 1.5 * CELL, 640), self.chips, 380)
        return Layout(
            frame,
            bg,
            hits,
            spots,
            {},
            frame.s(42),
            frame.s(50),
            shoe=frame.p(*BOWL_C),
            tray=frame.p(GRID[0] + 1.5 * CELL, 640),
            discard=frame.p(GRID[0] + 1.5 * CELL, 640),
        )

    def _bowl(self, bg: pygame.Surface, frame: Frame) -> None:
        c = frame.p(*BOWL_C)
        r = BOWL_R * frame.scale
        pygame.draw.circle(bg, (40, 22, 12), c, r + frame.s(5))
        pygame.draw.circle(bg, art.RAIL_LIGHT, c, r)
        pygame.draw.circle(bg, (196, 186, 160), c, r * 0.9)
        pygame.draw.circle(bg, (170, 160, 136), c, r * 0.72)
        for i, n in enumerate(HOLES):
            a = hole_angle(i)
            hole = (c[0] + r * 0.62 * math.cos(a), c[1] + r * 0.62 * math.sin(a))
            pygame.draw.circle(bg, number_colour(n), hole, r * 0.085)
            pygame.draw.circle(bg, (60, 50, 40), hole, r * 0.085, frame.s(2))
            label = (c[0] + r * 0.8 * math.cos(a), c[1] + r * 0.8 * math.sin(a))
            art.draw_text(bg, str(n), label, frame.s(20), (40, 30, 20), True)
        pygame.draw.circle(bg, (120, 70, 36), c, r * 0.42)
        pygame.draw.circle(bg, (160, 100, 52), c, r * 0.3)
        pygame.draw.circle(bg, (225, 200, 120), c, r * 0.1)

    def extra_sprites(
        self, scene: Scene, layout: Layout, bets: Sequence[Sprite] = ()
    ) -> list[Sprite]:
        if scene.number is None or not 1 <= scene.number <= 9:
            return []
        f = layout.frame
        n = scene.number
        c = f.p(*BOWL_C)
        r = BOWL_R * f.scale
        index = HOLES.index(n)
        a_end = hole_angle(index)
        r_hole = r * 0.62
        rest = (c[0] + r_hole * math.cos(a_end), c[1] + r_hole * math.sin(a_end))

        def path(p: float) -> Point:
            e = 1 - (1 - p) ** 2.2
            a = a_end - (1 - e) * 4 * math.tau
            rr = r * 0.82 + (r_hole - r * 0.82) * max(0.0, (p - 0.55) / 0.45)
            return c[0] + rr * math.cos(a), c[1] + rr * math.sin(a)

        ball = Sprite("ball", art.ball_surface(f.s(20)), rest, "ball", path=path, duration=2.4)
        x, y, w, h = number_cell(n)
        surf = art.dolly_surface(f.s(40))
        places = [(x + w * fx, y + h * fy) for fy in (0.17, 0.83) for fx in (0.83, 0.17)]
        dolly = Sprite(
            "dolly",
            surf,
            clearest(surf.get_size(), [f.p(*p) for p in places], [s.rect for s in bets]),
            "dolly",
            hit=boule_number(n),
            delay=0.2,
        )
        return [ball, dolly]
