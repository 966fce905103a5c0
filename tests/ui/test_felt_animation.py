"""Animations between scenes, stepped with a clock the test holds."""

from __future__ import annotations

from decimal import Decimal

import pygame
import pytest

from trainer.scene import Scene, SceneBet
from ui.felt.animation import CARD_GAP, CARD_TIME, CHIP_TIME
from ui.felt.painter import FeltPainter


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def painter(clock: Clock) -> FeltPainter:
    pygame.font.init()
    p = FeltPainter(clock=clock)
    p.set_size((1280, 720))
    return p


def test_bj_05_cards_slide_from_the_shoe_in_dealing_order(
    painter: FeltPainter, clock: Clock
) -> None:
    painter.set_scene(Scene("blackjack"), animate=False)
    painter.set_scene(
        Scene("blackjack", hands={"box1": ("Ah", "Kd"), "box2": ("9c", "7s"), "dealer": ("5h",)})
    )
    assert painter.animator.active
    frame = painter.last_frame
    painter.render()
    frame = painter.last_frame
    # at the start every new card is hidden from its place; the first one is at the shoe
    assert {
        "card:box1:0",
        "card:box2:0",
        "card:dealer:0",
        "card:box1:1",
        "card:box2:1",
    } <= frame.hidden
    layout = painter.layout()
    first = frame.overlay[0][1]
    assert first == pytest.approx(layout.shoe, abs=1)
    assert "card" in frame.sounds
    # BJ-05 order: box1, box2, dealer, then the second cards; the dealer's card is third
    clock.now += 2 * CARD_GAP + CARD_TIME + 0.01
    painter.render()
    frame = painter.last_frame
    assert "card:dealer:0" not in frame.hidden
    assert "card:box1:1" in frame.hidden
    clock.now += 10
    painter.render()
    assert not painter.animator.active
    assert not painter.last_frame.hidden


def test_bj_09_losing_bets_are_collected_before_winners_are_paid(
    painter: FeltPainter, clock: Clock
) -> None:
    before = Scene(
        "blackjack", bets=(SceneBet("box1", Decimal("10")), SceneBet("box2", Decimal("10")))
    )
    after = Scene("blackjack", bets=(SceneBet("box2", Decimal("10"), "won", Decimal("10")),))
    painter.set_scene(before, animate=False)
    painter.set_scene(after)
    painter.render()
    frame = painter.last_frame
    tray = painter.layout().tray
    # the losing box1 stack leaves towards the float; the payout is not out yet
    assert len(frame.overlay) == 1
    assert "pay:box2:0" in frame.hidden
    clock.now += CHIP_TIME
    painter.render()
    frame = painter.last_frame
    assert len(frame.overlay) == 1  # the payout, leaving the float
    ((_, at),) = frame.overlay
    assert at == pytest.approx(tray, abs=2)
    clock.now += CHIP_TIME + 0.01
    painter.render()
    assert not painter.animator.active
    assert "pay:box2:0" in {s.key for s in painter.sprites}


def test_cr_04_a_come_bet_travels_to_its_number(painter: FeltPainter, clock: Clock) -> None:
    painter.set_scene(
        Scene("craps", puck=6, bets=(SceneBet("come", Decimal("10")),)), animate=False
    )
    start = next(s.center for s in painter.sprites if s.key == "bet:come:0")
    painter.set_scene(
        Scene("craps", puck=6, dice=(5, 3), bets=(SceneBet("come:8", Decimal("10")),))
    )
    painter.render()
    assert "dice" in painter.last_frame.sounds
    # "bet:come:0" left, "bet:come:8:0" came: the chips go to the float and come back in the box;
    # the dice tumble in from the shooter's end
    assert "dice" in painter.last_frame.hidden
    assert any(at == pytest.approx(start, abs=2) for _, at in painter.last_frame.overlay)


def test_ro_the_ball_spins_down_then_the_dolly_is_set(painter: FeltPainter, clock: Clock) -> None:
    painter.set_scene(Scene("roulette"), animate=False)
    painter.set_scene(Scene("roulette", number=26))
    painter.render()
    frame = painter.last_frame
    assert {"ball", "dolly"} <= frame.hidden
    assert "ball" in frame.sounds
    ball = next(s for s in painter.sprites if s.key == "ball")
    assert ball.duration is not None
    clock.now += ball.duration * 0.5
    painter.render()
    assert "dolly" in painter.last_frame.hidden
    clock.now += ball.duration
    painter.render()
    assert not painter.animator.active
    assert not painter.last_frame.hidden


def test_skip_and_switch_off(painter: FeltPainter, clock: Clock) -> None:
    painter.set_scene(Scene("boule"), animate=False)
    painter.set_scene(Scene("boule", number=5))
    assert painter.animator.active
    painter.animator.skip()
    assert not painter.animator.active
    painter.render()
    assert not painter.last_frame.hidden
    painter.animator.enabled = False
    painter.set_scene(Scene("boule", number=3))
    assert not painter.animator.active


def test_a_new_table_is_not_animated_from_nothing(painter: FeltPainter) -> None:
    painter.set_scene(Scene("roulette", number=3))
    assert not painter.animator.active
