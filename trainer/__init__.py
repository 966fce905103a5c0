"""Dealer Trainer core: games, drills and progress, with no Qt and no pygame.

The UI shell (`ui/`) imports this package; this package never imports the shell, so every
rule, payout and grade can be tested without a display.
"""

__version__ = "0.1.0"
