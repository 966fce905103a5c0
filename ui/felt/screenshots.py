"""Regenerate docs/screenshots/felt-<game>-<w>x<h>.png from the sample scenes.

`python -m ui.felt.screenshots [game ...] [--out DIR]`: renders off screen through the real
`FeltWidget` (Qt offscreen platform) and saves `widget.grab()`, so the pictures are exactly
what a window shows.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

SIZES = ((1280, 720), (1024, 700))


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from PySide6.QtWidgets import QApplication

    from ui.felt.samples import SAMPLES
    from ui.felt.widget import FeltWidget

    parser = argparse.ArgumentParser()
    parser.add_argument("games", nargs="*")
    parser.add_argument("--out", default="docs/screenshots")
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for game in args.games or list(SAMPLES):
        for w, h in SIZES:
            widget = FeltWidget()
            widget.animations_enabled = False
            widget.resize(w, h)
            widget.set_scene(SAMPLES[game])
            widget.grab().save(str(out / f"felt-{game}-{w}x{h}.png"))
            widget.deleteLater()
    app.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main())
