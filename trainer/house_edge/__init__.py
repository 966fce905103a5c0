"""Every game's exact house edge, in one place: the house's expected gain per unit staked,
as a `Fraction`, worked out from the engines' own rules and the rulebook's payouts.

- `baccarat`: punto banco and chemin de fer by enumerating every coup of the shoe;
- `wheels`: roulette (en prison included) and boule, from the layouts;
- `craps`: every craps bet, by settling it roll after roll as a small Markov chain.

`roulette_edge`, `boule_edge` and `craps_edge` give one bet's edge; the baccarat lab's names
are importable from here too (`from trainer.house_edge import enumerate_coups`), as they were
when it was the only edge module.
"""

from trainer.house_edge.baccarat import (
    BankerRule,
    BetEdge,
    CheminEdges,
    CheminStrategy,
    Outcomes,
    PlayerRule,
    cf_banker_rule,
    cf_punter_rule,
    chemin_de_fer_edges,
    enumerate_coups,
    percent,
    punto_banco,
    punto_banco_edges,
    shoe_counts,
)
from trainer.house_edge.craps import craps_edge
from trainer.house_edge.wheels import boule_edge, roulette_edge

__all__ = [
    "BankerRule",
    "BetEdge",
    "CheminEdges",
    "CheminStrategy",
    "Outcomes",
    "PlayerRule",
    "boule_edge",
    "cf_banker_rule",
    "cf_punter_rule",
    "chemin_de_fer_edges",
    "craps_edge",
    "enumerate_coups",
    "percent",
    "punto_banco",
    "punto_banco_edges",
    "roulette_edge",
    "shoe_counts",
]
