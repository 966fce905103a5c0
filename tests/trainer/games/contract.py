"""The one engine contract (issue 16, section 1), as checks any engine's test can run.

Every game engine is driven the same way: an action `x(*args)` on some target object (a round,
a spin, a coup) has `can_x(*args)` and `verify_x(*args)`; `can_x` is `errors.allowed(verify_x)`;
an action the rules forbid raises `RuleError` and changes neither the state nor the events; an
allowed action returns the frozen event it appended to the read-only `events` tuple. A `Driver`
tells the checks how to start a game and which moves are on offer at each point; the checks
then play whole games (a shoe, a session of spins, a shooter's hand) through actions alone.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from trainer.errors import RuleError, allowed
from trainer.rulebooks import Rulebook
from trainer.scene import Scene


@dataclass(frozen=True)
class Move:
    """One action offered at this point: `target.name(*args)`; it may be legal or not."""

    target: object
    name: str
    args: tuple[Any, ...] = ()

    def can(self) -> bool:
        return bool(getattr(self.target, f"can_{self.name}")(*self.args))

    def verify_allows(self) -> bool:
        return allowed(getattr(self.target, f"verify_{self.name}"), *self.args)

    def act(self) -> object:
        return getattr(self.target, self.name)(*self.args)


@dataclass(frozen=True)
class Driver:
    """How the contract checks drive one engine.

    `start(rulebook, rng)` returns the game state (the engine object); `moves(state, rng)` the
    moves on offer now, legal and illegal ones alike (at least one legal one until `finished`);
    `events(state)` the read-only tuple of everything that happened; `scene(state)` what the
    felt would draw; `finished(state)` says the shoe / session / hand is over.
    """

    name: str
    rulebook: Callable[[], Rulebook]
    start: Callable[[Rulebook, random.Random], object]
    moves: Callable[[object, random.Random], Sequence[Move]]
    events: Callable[[object], tuple[object, ...]]
    scene: Callable[[object], Scene]
    finished: Callable[[object], bool]
    max_moves: int = 20_000


def _snapshot(driver: Driver, state: object) -> tuple[tuple[object, ...], str]:
    return driver.events(state), driver.scene(state).to_json()


def play(
    driver: Driver, seed: int, check: bool = True, refused: Counter[str] | None = None
) -> tuple[object, ...]:
    """Play one whole game through actions alone, choosing legal moves with a seeded random
    player; with `check`, every offered move is checked against the contract on the way.
    `refused` counts the refused moves by name, so a test can see the refusals were met."""
    rng = random.Random(seed)
    state = driver.start(driver.rulebook(), random.Random(seed))
    for _ in range(driver.max_moves):
        if driver.finished(state):
            return driver.events(state)
        offered = list(driver.moves(state, rng))
        legal = [move for move in offered if move.verify_allows()]
        if refused is not None:
            refused.update(move.name for move in offered if move not in legal)
        if check:
            for move in offered:
                check_can_is_verify(move)
            for move in offered:
                if move not in legal:
                    check_refused_changes_nothing(driver, state, move)
        assert legal, f"{driver.name}: no legal move offered before the end"
        move = rng.choice(legal)
        before = driver.events(state)
        event = move.act()
        check_returns_appended_event(driver, state, before, event, move)
    raise AssertionError(f"{driver.name}: not finished after {driver.max_moves} moves")


def check_can_is_verify(move: Move) -> None:
    assert move.can() == move.verify_allows(), f"can_{move.name}{move.args} disagrees with verify"


def check_refused_changes_nothing(driver: Driver, state: object, move: Move) -> None:
    before = _snapshot(driver, state)
    try:
        move.act()
    except RuleError as error:
        assert error.rule_id, f"{move.name}: a refusal names its rule"
    else:
        raise AssertionError(f"{move.name}{move.args}: verify refused it but the action ran")
    assert _snapshot(driver, state) == before, f"refused {move.name} changed the game"


def check_returns_appended_event(
    driver: Driver, state: object, before: tuple[object, ...], event: object, move: Move
) -> None:
    after = driver.events(state)
    assert isinstance(after, tuple), "events is a read-only tuple"
    assert after[: len(before)] == before, f"{move.name} rewrote earlier events"
    assert len(after) > len(before), f"{move.name} appended no event"
    assert event is after[-1] or event == after[-1], f"{move.name} returns the event it appended"
    assert dataclasses.is_dataclass(event), f"{move.name}'s event is a dataclass"
    params = getattr(type(event), "__dataclass_params__", None)
    assert params is not None and params.frozen, f"{move.name}'s event is frozen"


def check_seed_reproduces(driver: Driver, seed: int) -> None:
    assert play(driver, seed, check=False) == play(driver, seed, check=False)


def check_scene_round_trip(driver: Driver, seed: int, samples: int = 40) -> None:
    """The scene at every step survives a JSON round trip."""
    rng = random.Random(seed)
    state = driver.start(driver.rulebook(), random.Random(seed))
    for _ in range(samples):
        scene = driver.scene(state)
        assert Scene.from_json(scene.to_json()) == scene
        if driver.finished(state):
            return
        legal = [move for move in driver.moves(state, rng) if move.verify_allows()]
        rng.choice(legal).act()
