"""Animation between two scenes, worked out from their sprites.

A sprite that appears slides in from its source (cards from the shoe, payouts from the
croupier's float), one that leaves slides to its sink (losing bets to the float, cards to the
discard), one that moved slides across (a come bet going to its number). Dice tumble, the
roulette ball follows the renderer's path down the wheel, the dolly is set after the ball
stops. The order follows the table: the deal and the collection of losing bets come first, the
payouts after them (BJ-09, PB-12, RO-14).

Time comes from a clock passed in, so tests and the benchmark step an animation exactly.
Everything can be skipped at once (`skip`) or switched off (`enabled = False`).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from ui.felt.base import Sprite
from ui.felt.hits import Point

CARD_TIME = 0.32
CARD_GAP = 0.16
CHIP_TIME = 0.42
CHIP_GAP = 0.07
DICE_TIME = 0.95
MOVE_TIME = 0.45
SOUNDS = {"card": "card", "chips": "chips", "payout": "chips", "dice": "dice", "ball": "ball"}


def ease_out(p: float) -> float:
    return 1 - (1 - p) ** 3


@dataclass(slots=True)
class Tween:
    sprite: Sprite
    start: Point
    end: Point
    t0: float
    duration: float
    vanish: bool = False
    sound: str | None = None
    started: bool = False

    def progress(self, t: float) -> float:
        if self.duration <= 0:
            return 1.0
        return max(0.0, min(1.0, (t - self.t0) / self.duration))

    def position(self, p: float) -> Point:
        if self.sprite.path is not None and not self.vanish:
            return self.sprite.path(p)
        e = ease_out(p)
        return self.start[0] + (self.end[0] - self.start[0]) * e, self.start[1] + (
            self.end[1] - self.start[1]
        ) * e

    @property
    def end_time(self) -> float:
        return self.t0 + self.duration


@dataclass(slots=True)
class AnimFrame:
    hidden: set[str] = field(default_factory=set)  # sprite keys not to draw from the scene
    overlay: list[tuple[pygame.Surface, Point]] = field(default_factory=list)
    sounds: list[str] = field(default_factory=list)  # cues whose moment has come
    done: bool = True


class Animator:
    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self.enabled = True
        self._tweens: list[Tween] = []
        self._start = 0.0

    @property
    def active(self) -> bool:
        return bool(self._tweens)

    @property
    def total_time(self) -> float:
        return max((t.end_time for t in self._tweens), default=0.0)

    def skip(self) -> None:
        self._tweens = []

    def begin(self, old: list[Sprite], new: list[Sprite]) -> None:
        """Plan the tweens that take the table from `old` to `new`."""
        self._tweens = []
        if not self.enabled:
            return
        before = {s.key: s for s in old}
        after = {s.key: s for s in new}
        tweens: list[Tween] = []
        collect_end = 0.0
        n_collect = 0
        for key, sprite in before.items():
            if (
                key in after
                or sprite.sink is None
                or sprite.kind not in ("chips", "payout", "card")
            ):
                continue
            t0 = n_collect * CHIP_GAP
            n_collect += 1
            tweens.append(
                Tween(
                    sprite, sprite.center, sprite.sink, t0, CHIP_TIME, True, SOUNDS.get(sprite.kind)
                )
            )
            collect_end = max(collect_end, t0 + CHIP_TIME)
        n_cards = 0
        deal_end = 0.0
        ball_end = 0.0
        payouts: list[Sprite] = []
        for key, sprite in after.items():
            old_sprite = before.get(key)
            if old_sprite is not None:
                moved = abs(old_sprite.center[0] - sprite.center[0]) + abs(
                    old_sprite.center[1] - sprite.center[1]
                )
                if moved > 2:
                    tweens.append(
                        Tween(
                            sprite,
                            old_sprite.center,
                            sprite.center,
                            0.0,
                            MOVE_TIME,
                            sound=SOUNDS.get(sprite.kind),
                        )
                    )
                elif (
                    sprite.kind == "dice"
                    and sprite.frames is not None
                    and key == "dice"
                    and old_sprite.surface is not sprite.surface
                ):
                    tweens.append(self._dice(sprite))
                continue
            if sprite.kind == "card" and sprite.source is not None:
                t0 = n_cards * CARD_GAP
                n_cards += 1
                tweens.append(
                    Tween(sprite, sprite.source, sprite.center, t0, CARD_TIME, sound="card")
                )
                deal_end = max(deal_end, t0 + CARD_TIME)
            elif sprite.kind == "dice" and sprite.frames is not None:
                tweens.append(self._dice(sprite))
            elif sprite.kind == "ball" and sprite.path is not None:
                duration = sprite.duration or 2.0
                tweens.append(
                    Tween(sprite, sprite.path(0.0), sprite.center, 0.0, duration, sound="ball")
                )
                ball_end = duration
            elif sprite.kind in ("chips", "payout") and sprite.source is not None:
                payouts.append(sprite)
        start = max(collect_end, deal_end if payouts and n_cards else 0.0, ball_end)
        for n, sprite in enumerate(payouts):
            assert sprite.source is not None
            tweens.append(
                Tween(
                    sprite,
                    sprite.source,
                    sprite.center,
                    start + n * CHIP_GAP,
                    CHIP_TIME,
                    sound="chips",
                )
            )
        for key, sprite in after.items():
            if key not in before and sprite.kind == "dolly":
                tweens.append(
                    Tween(sprite, sprite.center, sprite.center, ball_end + sprite.delay, 0.0)
                )
        self._tweens = tweens
        self._start = self.clock()

    def _dice(self, sprite: Sprite) -> Tween:
        start = sprite.source or sprite.center
        return Tween(sprite, start, sprite.center, 0.0, sprite.duration or DICE_TIME, sound="dice")

    def frame(self) -> AnimFrame:
        if not self._tweens:
            return AnimFrame()
        t = self.clock() - self._start
        out = AnimFrame(done=False)
        for tw in self._tweens:
            key = tw.sprite.key
            if tw.vanish:
                if t >= tw.end_time:
                    continue
                p = tw.progress(t)
                if t >= tw.t0 and not tw.started:
                    tw.started = True
                    if tw.sound:
                        out.sounds.append(tw.sound)
                out.overlay.append((tw.sprite.surface, tw.position(p)))
                continue
            if t >= tw.end_time and tw.duration > 0:
                if not tw.started and tw.sound:
                    out.sounds.append(tw.sound)
                tw.started = True
                continue
            out.hidden.add(key)
            if t < tw.t0:
                continue
            if not tw.started:
                tw.started = True
                if tw.sound:
                    out.sounds.append(tw.sound)
            if tw.duration <= 0:
                out.hidden.discard(key)
                continue
            p = tw.progress(t)
            surf = tw.sprite.frames(p) if tw.sprite.frames is not None else tw.sprite.surface
            out.overlay.append((surf, tw.position(p)))
        if t >= self.total_time:
            self._tweens = []
            out.done = True
            out.hidden.clear()
            out.overlay.clear()
        return out
