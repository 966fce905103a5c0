"""Blackjack drills, one module per drill: pay a blackjack, insurance, hand totals, the
dealer's draw, what a player may do, settling a whole table, side bets. `situations` holds
what they share (the cards, the shoe order, stakes, the payout steps). The catalogue reads
`DRILLS`."""

from trainer.drills.blackjack import (
    dealer_action,
    hand_total,
    insurance,
    may_double_split,
    pay_blackjack,
    settle_table,
    side_bets,
)

DRILLS = (
    pay_blackjack.DRILL,
    insurance.DRILL,
    hand_total.DRILL,
    dealer_action.DRILL,
    may_double_split.DRILL,
    settle_table.DRILL,
    side_bets.DRILL,
)
