"""Felt frame times: one frame of each table at 1280x720, drawn and converted to a QImage.

The background (cloth, print, the wheel) is cached per size, so a frame is one blit plus the
scene's sprites; the cold row is the one-off cost of building a table's layout at a new size.
An animation step is one frame in the middle of an animation (cards sliding, the ball
spinning), timed with a clock held at that moment.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import time

import pygame

from tests.bench.table import Row, median_p95, timings_ms
from trainer.scene import Scene
from ui.felt.painter import FeltPainter
from ui.felt.samples import SAMPLES
from ui.felt.widget import surface_to_qimage

SIZE = (1280, 720)
TARGET_MS = 4.0


class HeldClock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def _frame(painter: FeltPainter) -> None:
    surface = painter.render()
    surface_to_qimage(surface)


def _row(name: str, samples: list[float], note: str = "") -> Row:
    median, p95 = median_p95(samples)
    verdict = "meets" if p95 <= TARGET_MS else "misses"
    return Row(
        "felt frame",
        name,
        f"{median:.2f} ms (p95 {p95:.2f})",
        f"<= {TARGET_MS:.0f} ms",
        note or f"{verdict} the target at p95",
    )


def _animation_steps(before: Scene, after: Scene, frames: int = 120) -> list[float]:
    """Milliseconds of each frame while the animation runs (restarted, untimed, when it ends)."""
    clock = HeldClock()
    painter = FeltPainter(clock=clock)
    painter.set_size(SIZE)
    samples = []
    for _ in range(frames):
        if not painter.animator.active:
            painter.set_scene(before, animate=False)
            painter.set_scene(after)
        clock.now += 1 / 60
        start = time.perf_counter()
        _frame(painter)
        samples.append((time.perf_counter() - start) * 1000)
    return samples


def run() -> list[Row]:
    pygame.font.init()
    rows: list[Row] = []
    for game, scene in SAMPLES.items():
        painter = FeltPainter()
        painter.set_size(SIZE)
        start = time.perf_counter()
        painter.set_scene(scene, animate=False)
        cold = (time.perf_counter() - start) * 1000
        rows.append(_row(f"{game} 1280x720 + QImage", timings_ms(lambda p=painter: _frame(p), 60)))
        rows.append(
            Row("felt frame", f"{game} layout, cold", f"{cold:.0f} ms", "", "once per size")
        )
    # animation steps: frames of a running animation, the clock moving on 1/60 s per frame
    for name, before, after in (
        ("blackjack deal", Scene("blackjack"), SAMPLES["blackjack"]),
        ("roulette ball spin", Scene("roulette"), SAMPLES["roulette"]),
        ("craps dice tumble", Scene("craps"), SAMPLES["craps"]),
    ):
        rows.append(_row(f"animation step: {name}", _animation_steps(before, after)))
    return rows
