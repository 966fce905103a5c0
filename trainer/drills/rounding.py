"""The rounding step of a worked solution: the exact amount, what was paid or taken, and the
rule that rounded it (MO-02, MO-03, MO-05), so a trainee sees the arithmetic and the house's
rounding apart ("0.875 → 1 €, MO-03")."""

from __future__ import annotations

from trainer.drills.base import Text, text
from trainer.money import Rounded, exact_text

_CODES = {
    "MO-02": "common.rounding.down",
    "MO-03": "common.rounding.up",
    "MO-05": "common.rounding.cent",
}


def rounding_step(rounded: Rounded) -> Text | None:
    """The step to show when the amount was rounded; None when the exact amount was paid."""
    if not rounded.rule:
        return None
    return text(
        _CODES[rounded.rule], rounded.rule, exact=exact_text(rounded.exact), amount=rounded.amount
    )


def rounding_steps(*amounts: Rounded) -> tuple[Text, ...]:
    """The rounding steps of several amounts, skipping those paid exactly."""
    steps = (rounding_step(r) for r in amounts)
    return tuple(s for s in steps if s is not None)
