"""The craps felt looks exactly as it did before it was made faster (issue 17, performance).

`craps_felt/scenes.json` holds craps scenes taken from table sessions (the crowded win line of
a coup paid bet by bet, thirty bets on the layout, the puck ON, a die on a stack, the opening
layout) with the window size, the cloth's language and whether every stack's amount shows;
`craps_felt/<name>.png` is each scene as the felt drew it before the placing of crowded bets
was sped up. Each is drawn again and compared pixel by pixel: a faster felt must not move a
chip. `craps_felt/sequence.json` holds consecutive scenes of one session, placed in turn on
one felt as the table screen does (what it keeps from scene to scene must change nothing).

A change meant to be seen (a new print on the cloth) writes the pictures again:
`python -m tests.ui.test_felt_craps_pixels` (and the pictures are looked at).
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

from trainer.scene import Scene
from ui.felt.painter import FeltPainter

HERE = Path(__file__).parent / "craps_felt"
CASES: list[dict[str, Any]] = json.loads((HERE / "scenes.json").read_text(encoding="utf-8"))


def draw(case: dict[str, Any]) -> pygame.Surface:
    """The scene on a fresh painter, as the table screen shows it (no animation)."""
    if not pygame.font.get_init():
        pygame.font.init()
    painter = FeltPainter()
    painter.set_size(tuple(case["size"]))  # type: ignore[arg-type]
    painter.set_locale(case["locale"])
    painter.show_amounts = bool(case["amounts"])
    painter.set_scene(Scene.from_dict(case["scene"]), animate=False)
    return painter.render().copy()


def differing(a: pygame.Surface, b: pygame.Surface) -> int:
    """How many pixels differ between two surfaces of one size."""
    wa, wb = pygame.image.tobytes(a, "RGB"), pygame.image.tobytes(b, "RGB")
    return sum(wa[i : i + 3] != wb[i : i + 3] for i in range(0, len(wa), 3))


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_craps_felt_draws_every_pixel_as_before(case: dict[str, Any], tmp_path: Path) -> None:
    expected = pygame.image.load(str(HERE / f"{case['name']}.png"))
    drawn = draw(case)
    assert drawn.get_size() == expected.get_size()
    if pygame.image.tobytes(drawn, "RGB") != pygame.image.tobytes(expected, "RGB"):
        out = tmp_path / f"{case['name']}-now.png"
        pygame.image.save(drawn, str(out))
        pytest.fail(f"{differing(drawn, expected)} pixels differ; drawn now: {out}")


def test_a_moved_chip_is_a_difference() -> None:
    """The comparison sees one stack drawn one pixel off (else it would prove nothing)."""
    case = next(c for c in CASES if c["name"] == "crowded_win_line")
    painter = FeltPainter()
    painter.set_size(tuple(case["size"]))  # type: ignore[arg-type]
    painter.set_scene(Scene.from_dict(case["scene"]), animate=False)
    before = painter.render().copy()
    stack = next(s for s in painter._sprites if s.kind == "chips")
    stack.center = (stack.center[0] + 1, stack.center[1])
    assert differing(before, painter.render()) > 0


def write() -> None:
    """Draw every case and save it as its reference picture."""
    for case in CASES:
        pygame.image.save(draw(case), str(HERE / f"{case['name']}.png"))


if __name__ == "__main__":
    write()


def test_scenes_placed_one_after_another_stand_as_each_alone() -> None:
    """What the felt keeps from one scene to the next (sprites, nudges) changes nothing:
    consecutive scenes of a session (a crowded layout, then a win line paid bet by bet) placed
    in turn on one painter draw every sprite where a fresh painter draws it."""
    scenes = json.loads((HERE / "sequence.json").read_text(encoding="utf-8"))
    if not pygame.font.get_init():
        pygame.font.init()
    kept = FeltPainter()
    kept.set_size((988, 597))
    nudged = []  # how many nudges each scene left for the next
    for data in scenes:
        scene = Scene.from_dict(data)
        kept.set_scene(scene, animate=False)
        fresh = FeltPainter()
        fresh.set_size((988, 597))
        fresh.set_scene(scene, animate=False)
        drawn = [(s.key, s.kind, tuple(s.rect)) for s in kept.sprites]
        assert drawn == [(s.key, s.kind, tuple(s.rect)) for s in fresh.sprites]
        nudged.append(len(kept.layout().extra["placed"][2]))
    # nudges were kept from scene to scene (a crowded stretch of the session), so the
    # comparison covers the reuse of nudges too
    assert sum(1 for n in nudged if n) >= 5, nudged
