"""A croupier's act at the table, as data and as the text a trainee types.

An act is one thing the croupier does with his hands or his voice: deal a card to a box, call
"no more bets", collect a losing bet, pay a winner an amount, draw or stand for a hand. Acts
are judged against the game's procedure (`judge.py`); the text form is what the terminal
session reads (`python -m trainer.table`) and what the records keep.

Text: ``family [target] [amount] [choice words]``, e.g. "deal box1", "pay box3 15",
"pay plein:17 350", "call no_more_bets", "announce 17 noir impair manque", "draw dealer",
"launch clockwise", "puck on 6", "cagnotte 2.50". Which families take a target and an amount
is fixed by `FAMILIES`, so the text is never ambiguous.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from typing import Final

# family -> (takes a target, takes an amount). Every other word after them is the choice.
FAMILIES: Final[Mapping[str, tuple[bool, bool]]] = {
    "deal": (True, False),  # a card to a hand or box
    "draw": (True, False),  # a hand takes a card by the drawing rule (dealer, player, banker)
    "stand": (True, False),  # a hand stands by the drawing rule
    "split": (True, False),  # a pair is separated into two hands (BJ-13)
    "collect": (True, False),  # a losing bet is taken
    "pay": (True, True),  # winnings set beside a winning bet
    "correct": (True, True),  # a payout set right before the next coup
    "half": (True, True),  # en prison / refait: half taken back (RO-11, TQ-04)
    "prison": (True, False),  # a stake moved to (or kept in) prison
    "release": (True, False),  # a prisoner set free, unpaid (RO-11)
    "return": (True, False),  # a stake handed back untouched (a void bet, BD-02)
    "move": (True, False),  # a come bet moved to its number's box (CR-04)
    "refuse": (True, False),  # a bet pushed back to the player (late, past-posted)
    "accept": (True, False),  # a bet let stand (never right after "no more bets")
    "commission": (True, True),  # a banker commission marked for a seat (PB-04, end of shoe)
    "cagnotte": (False, True),  # the house's 5% of a chemin de fer bank's win (CF-05)
    "advise": (False, False),  # the croupier's advice to a punter who asks (CF-03)
    "call": (False, False),  # a call: "no_more_bets", "insurance", "no_roll", a stick call
    "announce": (False, False),  # totals, the number and its chances, the winning side
    "launch": (False, False),  # the wheel turned and the ball launched (RO-13)
    "mark": (False, False),  # the winning number marked with the dolly (RO-14)
    "puck": (False, False),  # the puck turned on a point or off (CR-02)
    "burn": (False, False),  # a card to the discards (face up in the shoe, the burn count)
    "clear": (False, False),  # the cards of the coup collected into the discards
}

_PUNCTUATION = re.compile(r"[,;:()!?.\"'“”]+")


class ActSyntaxError(ValueError):
    """Text that is not an act; the message says what was expected, and `code` with `params`
    name the catalogue's message that says it in the trainee's language
    (`table.syntax.<code>`)."""

    def __init__(self, message: str, code: str, **params: str) -> None:
        super().__init__(message)
        self.code = code
        self.params = params


@dataclass(frozen=True, slots=True)
class Act:
    family: str
    target: str = ""
    amount: Decimal | None = None
    choice: str = ""

    def __post_init__(self) -> None:
        if self.family not in FAMILIES:
            raise _not_an_act(self.family)

    @property
    def text(self) -> str:
        parts = [self.family]
        if self.target:
            parts.append(self.target)
        if self.amount is not None:
            parts.append(amount_text(self.amount))
        if self.choice:
            parts.append(self.choice)
        return " ".join(parts)

    def __str__(self) -> str:
        return self.text

    @classmethod
    def parse(cls, text: str) -> Act:
        """An act from its text ("pay box3 16.50"; a decimal comma is read too)."""
        words = text.strip().split()
        if not words:
            raise ActSyntaxError(
                "an act is a word like 'deal', 'pay', 'call'; nothing was typed", "empty"
            )
        family = words[0].lower()
        if family not in FAMILIES:
            raise _not_an_act(family)
        has_target, has_amount = FAMILIES[family]
        rest = words[1:]
        target = ""
        if has_target:
            if not rest:
                raise ActSyntaxError(
                    f"'{family}' needs a target: '{family} box3'", "target", family=family
                )
            target, rest = rest[0].lower(), rest[1:]
        amount = None
        if has_amount:
            if not rest:
                raise ActSyntaxError(
                    f"'{family}' needs an amount: '{family} {target} 15'",
                    "no_amount",
                    family=family,
                    target=target,
                )
            amount, rest = parse_amount(rest[0]), rest[1:]
        return cls(family, target, amount, " ".join(rest))


def parse_amount(word: str) -> Decimal:
    try:
        value = Decimal(word.replace(",", ".").rstrip("€"))
    except InvalidOperation:
        raise _not_an_amount(word) from None
    if not value.is_finite() or value < 0:
        raise _not_an_amount(word)
    return value


def _not_an_act(word: str) -> ActSyntaxError:
    families = ", ".join(FAMILIES)
    return ActSyntaxError(
        f"'{word}' is not an act; acts are {families}", "family", word=word, families=families
    )


def _not_an_amount(word: str) -> ActSyntaxError:
    return ActSyntaxError(
        f"'{word}' is not an amount; write it like 15 or 16.50", "amount", word=word
    )


def amount_text(amount: Decimal) -> str:
    """15, 16.50: whole amounts without decimals, others to the cent."""
    if amount == amount.to_integral_value():
        return str(amount.quantize(Decimal(1)))
    return str(amount.quantize(Decimal("0.01")))


def choice_words(choice: str, family: str = "") -> tuple[str, ...]:
    """The words of a choice as compared: lower case, no punctuation; an announcement's words
    in any order ("17 noir impair manque" = "17, manque, noir, impair")."""
    words = tuple(_PUNCTUATION.sub(" ", choice.lower()).split())
    return tuple(sorted(words)) if family == "announce" else words


def same_act(expected: Act, proposed: Act) -> bool:
    """The proposed act is the expected one: same family, target, amount and choice."""
    return (
        expected.family == proposed.family
        and expected.target == proposed.target
        and expected.amount == proposed.amount
        and choice_words(expected.choice, expected.family)
        == choice_words(proposed.choice, proposed.family)
    )
