"""Game engines: one module per game, each a state machine over cards, money and a rulebook."""
