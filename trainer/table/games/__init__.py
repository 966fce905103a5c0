"""One table per game: drives the game's engine through a coup and writes the croupier's
steps (`trainer.table.script`). Each module keeps its engine's rules; nothing here decides a
payout or a draw that the engine does not."""

from __future__ import annotations

import random
from importlib import import_module
from typing import TYPE_CHECKING

from trainer.rulebooks import Rulebook

if TYPE_CHECKING:
    from trainer.table.session import GameTable

# game -> its module and table class, in the regulation's order (deux tableaux with chemin de fer)
_TABLES: dict[str, tuple[str, str]] = {
    "blackjack": ("blackjack", "BlackjackTable"),
    "punto_banco": ("punto_banco", "PuntoBancoTable"),
    "chemin_de_fer": ("chemin_de_fer", "CheminDeFerTable"),
    "deux_tableaux": ("deux_tableaux", "DeuxTableauxTable"),
    "trente_quarante": ("trente_quarante", "TrenteQuaranteTable"),
    "boule": ("boule", "BouleTable"),
    "roulette": ("roulette", "RouletteTable"),
    "craps": ("craps", "CrapsTableSteps"),
}
TABLE_GAMES: tuple[str, ...] = tuple(_TABLES)


def make_table(game: str, rulebook: Rulebook, rng: random.Random, error_rate: float) -> GameTable:
    """The table of `game`, its players straying from their strategy at `error_rate`."""
    try:
        module, name = _TABLES[game]
    except KeyError:
        raise KeyError(f"no table for '{game}'; tables: {', '.join(TABLE_GAMES)}") from None
    table: type[GameTable] = getattr(import_module(f"trainer.table.games.{module}"), name)
    return table(rulebook, rng, error_rate)  # type: ignore[call-arg]
