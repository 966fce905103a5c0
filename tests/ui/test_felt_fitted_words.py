"""Words printed in a narrow box of the cloth stay inside it (the craps strips' DON'T COME and
WRONG BET printed over each other in a small window at the smallest size)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

from ui.felt import art

INK = (255, 255, 255)


def inked_columns(surface: pygame.Surface) -> list[int]:
    width, height = surface.get_size()
    return [
        x for x in range(width) if any(surface.get_at((x, y))[:3] == INK for y in range(height))
    ]


def draw(text: str, box: int, px: int) -> list[int]:
    if not pygame.font.get_init():
        pygame.font.init()
    surface = pygame.Surface((box + 40, 60))
    surface.fill((0, 0, 0))
    art.draw_fitted(surface, text, (20 + box / 2, 15), box, px, INK)
    return inked_columns(surface)


def test_two_words_too_wide_for_one_line_go_on_two_inside_the_box() -> None:
    box = 30  # "WRONG BET" needs some 40 px at the smallest size on one line
    if not pygame.font.get_init():
        pygame.font.init()
    assert art.text_surface("WRONG BET", 6, INK, True).get_width() > box
    columns = draw("WRONG BET", box, 11)
    assert columns and min(columns) >= 20 and max(columns) < 20 + box


def test_words_that_fit_stay_on_one_line_at_the_size_asked() -> None:
    columns = draw("LAY", 60, 11)
    width = art.text_surface("LAY", 11, INK, True).get_width()
    assert max(columns) - min(columns) + 1 <= width
    assert max(columns) - min(columns) + 1 >= width - 4  # not shrunk
