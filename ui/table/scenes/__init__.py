"""The scene of a coup after the acts done, one builder per game (pure: no Qt, no pygame).

`scene_of(view, rulebook, highlight)` gives the `trainer.scene.Scene` the felt draws; the
highlight is the session's cursor. `GAMES` lists the games whose table runs on the felt.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from trainer.rulebooks import Rulebook
from trainer.scene import Scene
from ui.table.coup import CoupView
from ui.table.scenes import (
    blackjack,
    boule,
    chemin_de_fer,
    craps,
    punto_banco,
    roulette,
    trente_quarante,
)

Builder = Callable[[CoupView, Rulebook], Scene]

_BUILDERS: dict[str, Builder] = {
    "blackjack": blackjack.build,
    "roulette": roulette.build,
    "punto_banco": punto_banco.build,
    "boule": boule.build,
    "trente_quarante": trente_quarante.build,
    "chemin_de_fer": chemin_de_fer.build,
    "deux_tableaux": chemin_de_fer.build,
    "craps": craps.build,
}
GAMES: tuple[str, ...] = tuple(_BUILDERS)


def scene_of(view: CoupView, rulebook: Rulebook, highlight: Sequence[str] = ()) -> Scene:
    scene = _BUILDERS[view.game](view, rulebook)
    return replace(scene, highlight=tuple(highlight)) if highlight else scene
