"""Regenerate docs/screenshots/felt-*.png: every table's sample scene, in English at both sizes
and in Catalan and Spanish at 1280 x 720, and crowded moments from the drills at 1280 x 720 in
English and Catalan.

`python -m ui.felt.screenshots [name ...] [--out DIR]`: renders off screen through the real
`FeltWidget` (Qt offscreen platform) and saves `widget.grab()`, so the pictures are exactly
what a window shows. A name is a sample's game ("roulette") or a drill shot's ("roulette-bets").
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from dataclasses import dataclass
from pathlib import Path

from trainer.scene import Scene

SIZES = ((1280, 720), (1024, 700))
LOCALES = ("ca", "es")  # besides English, at the first size


@dataclass(frozen=True)
class DrillShot:
    """A drill's question as the trainee meets it: `drill` at `level`, `random.Random(seed)`."""

    name: str
    drill: str
    level: int
    seed: int
    amounts: bool = False  # with every stack's amount shown (the key's toggle)

    def scene(self) -> Scene:
        from trainer.drills import catalog

        return catalog.get(self.drill).generate(random.Random(self.seed), self.level).scene


DRILL_SHOTS = (
    DrillShot("blackjack-splits", "blackjack.settle-table", 4, 10),
    DrillShot("roulette-bets", "roulette.complete-bets", 4, 1),
    DrillShot("craps-lay", "craps.lay-payout", 4, 0),
    DrillShot("craps-on-chips", "craps.no-roll", 2, 1),
    DrillShot("chemin_de_fer-punter", "chemin_de_fer.drawing-rule", 2, 1),
    DrillShot("trente_quarante-prisoners", "trente_quarante.refait", 4, 0),
    DrillShot("punto_banco-amounts", "punto_banco.settle-coup", 4, 3, amounts=True),
)


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from PySide6.QtWidgets import QApplication

    from ui.felt.samples import SAMPLES
    from ui.felt.widget import FeltWidget

    parser = argparse.ArgumentParser()
    parser.add_argument("names", nargs="*")
    parser.add_argument("--out", default="docs/screenshots")
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)

    def shoot(scene: Scene, name: str, size: tuple[int, int], locale: str, amounts: bool) -> None:
        widget = FeltWidget()
        widget.animations_enabled = False
        widget.resize(*size)
        widget.set_locale(locale)
        widget.set_show_amounts(amounts)
        widget.set_scene(scene)
        suffix = "" if locale == "en" else f"-{locale}"
        widget.grab().save(str(out / f"felt-{name}-{size[0]}x{size[1]}{suffix}.png"))
        widget.deleteLater()

    wanted = set(args.names)
    for game, scene in SAMPLES.items():
        if wanted and game not in wanted:
            continue
        for size in SIZES:
            shoot(scene, game, size, "en", False)
        for locale in LOCALES:
            shoot(scene, game, SIZES[0], locale, False)
    for shot in DRILL_SHOTS:
        if wanted and shot.name not in wanted:
            continue
        scene = shot.scene()
        for locale in ("en", "ca"):
            shoot(scene, shot.name, SIZES[0], locale, shot.amounts)
    app.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main())
