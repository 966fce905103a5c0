"""Game engines: one module per game, each a state machine over cards, money and a rulebook."""

# The seven games of the regulation, in its order; every screen and list follows it.
GAMES = (
    "blackjack",
    "punto_banco",
    "chemin_de_fer",
    "trente_quarante",
    "boule",
    "roulette",
    "craps",
)
