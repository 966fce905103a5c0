"""Blackjack (RULES.md BJ-01 .. BJ-18), one concern per module:

- `hand`: hand arithmetic (totals, naturals, the dealer's draw, the side bets' counts);
- `round`: one round as a state machine, its events and its settlement records;
- `shoe`: a shoe at the table, round after round to the cut card;
- `strategy`: what a player sees and how simulated players decide;
- `simulation`: whole shoes played by a strategy (the house edge bench).
"""
