"""Export the felt's run-time art as pictures: `python images/make_art.py`.

The felt draws every card, chip, die, puck and dolly with pygame at run time (ui/felt/art.py);
nothing is loaded from an image file. This script saves the same drawings as PNG sheets, for
the documentation, and the window icon (a chip). Origins and licences: README.md here.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame

from trainer.cards import RANKS, SUITS
from trainer.rulebooks import default
from ui.felt import art

HERE = Path(__file__).resolve().parent


def sheet(items: list[pygame.Surface], columns: int, gap: int = 6) -> pygame.Surface:
    w = max(s.get_width() for s in items)
    h = max(s.get_height() for s in items)
    rows = (len(items) + columns - 1) // columns
    out = pygame.Surface((columns * (w + gap) + gap, rows * (h + gap) + gap))
    out.fill(art.FELT)
    for k, surf in enumerate(items):
        r, c = divmod(k, columns)
        out.blit(surf, (gap + c * (w + gap), gap + r * (h + gap)))
    return out


def main() -> int:
    pygame.font.init()
    cards = [art.card_surface(r + s, 64) for s in SUITS for r in RANKS]
    cards += [art.card_surface("back:red", 64), art.card_surface("back:blue", 64)]
    pygame.image.save(sheet(cards, 13), str(HERE / "cards.png"))
    chips = default().chip_set
    tops = [art.chip_surface(v, chips.colour(v), 64) for v in chips.values]
    pygame.image.save(sheet(tops, len(tops)), str(HERE / "chips.png"))
    pieces = [art.die_surface(n, 48) for n in range(1, 7)]
    pieces += [art.puck_surface(True, 48), art.puck_surface(False, 48), art.dolly_surface(48)]
    pygame.image.save(sheet(pieces, len(pieces)), str(HERE / "pieces.png"))
    icon = art.chip_surface(chips.values[3], chips.colour(chips.values[3]), 256)
    pygame.image.save(icon, str(HERE / "icon.png"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
