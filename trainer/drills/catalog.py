"""Every drill, registered by its game module.

A game module in this package (`trainer/drills/<game>.py`) exposes `DRILLS`, a tuple of
`Drill`s; the catalogue finds them all, so adding a drill never means editing a shared list.
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache
from typing import TYPE_CHECKING

from trainer import drills as _package
from trainer.games import GAMES

if TYPE_CHECKING:
    # Only named here: importing the catalogue stays light, so a screen can ask `loaded()`
    # before the first paint; the framework comes in with the first game module.
    from trainer.drills.base import Drill

_NOT_GAMES = {"base", "catalog", "messages", "__main__"}

GAME_ORDER = (*GAMES, "chips")  # chip handling drills come after the games


@cache
def _registry() -> dict[str, Drill]:
    found: dict[str, Drill] = {}
    for module_info in pkgutil.iter_modules(_package.__path__):
        name = module_info.name
        if name in _NOT_GAMES or name.startswith("_"):
            continue
        module = importlib.import_module(f"{_package.__name__}.{name}")
        for drill in getattr(module, "DRILLS", ()):
            if drill.id in found:
                raise ValueError(f"drill {drill.id} is registered twice")
            found[drill.id] = drill
    return dict(sorted(found.items(), key=lambda item: _order(item[1])))


def _order(drill: Drill) -> tuple[int, str]:
    game = GAME_ORDER.index(drill.game) if drill.game in GAME_ORDER else len(GAME_ORDER)
    return game, drill.id


def all() -> list[Drill]:
    """Every drill, grouped by game in the order of the regulation."""
    return list(_registry().values())


def loaded() -> bool:
    """Whether the catalogue (and so every engine) is already imported."""
    return _registry.cache_info().currsize > 0


def get(drill_id: str) -> Drill:
    try:
        return _registry()[drill_id]
    except KeyError:
        raise KeyError(f"no drill '{drill_id}'") from None


def games() -> list[str]:
    present = {d.game for d in all()}
    return [g for g in GAME_ORDER if g in present]
