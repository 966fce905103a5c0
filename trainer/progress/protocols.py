"""What the progress store needs from the drill framework, and no more.

`trainer.drills.base` objects satisfy these structurally; the store never imports them, so
the log can record any question that can say its drill, level, seed and rulebook.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol


class QuestionLike(Protocol):
    @property
    def drill_id(self) -> str: ...
    @property
    def level(self) -> int: ...
    @property
    def seed(self) -> int: ...
    @property
    def rulebook(self) -> str: ...
    def to_json(self) -> str: ...


class ResponseLike(Protocol):
    def to_json(self) -> str: ...


class GradeLike(Protocol):
    @property
    def correct(self) -> bool: ...
    @property
    def score(self) -> float: ...
    @property
    def seconds(self) -> float: ...
    @property
    def target_seconds(self) -> float | None: ...
    @property
    def rules(self) -> tuple[str, ...]: ...


class LevelSpecLike(Protocol):
    @property
    def target_seconds(self) -> float | None: ...


class DrillLike(Protocol):
    @property
    def id(self) -> str: ...
    @property
    def game(self) -> str: ...
    @property
    def levels(self) -> Mapping[int, LevelSpecLike]: ...
