"""Trente et quarante: two rows of cards, four even chances, refait and prison.

The coup is a state machine (`can_x` / `verify_x` / `x`, frozen events) over a `Shoe`. A table
outlives its coups because prisoners do: a bet put in prison by a refait (TQ-04, as RO-11) is
settled by a later coup, perhaps in the next shoe.

Readings of the seed (000, epígraf 5) where RULES.md is silent, all marked DECISION in the code:
- The stop card (TQ-06) "determines the end of the current game" and the last five cards are set
  aside face down, so a coup that still needs a card when the stop card appears cannot finish: it
  is void, every bet stands (returned), prisoners stay in prison.
- A void coup (equal totals other than 31, TQ-04) decides nothing, so prisoners stay in prison.
- Prison values follow RO-11 literally: at the k-th refait in a row the choice is to take back
  stake / 2**k or leave the bet in prison, where it is then worth stake / 2**(k - 1); a prisoner
  whose value is below the table minimum has no choice and stays until released.

Money (MO-01, MO-02, MO-05): stakes are whole numbers of the house's smallest chip; every amount
handed to a player (a 1 to 1 win, a half back, a prisoner's value) is a payout, rounded through
`trainer.money.payout` by the house setting, each counted on the original stake (RO-11) so a
rounding is never compounded: a quarter of 37.50 is 9.375, paid 9.00 with a 0.50 smallest chip
(MO-02) or 9.37 under the `exact` setting (MO-05).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from decimal import Decimal
from fractions import Fraction
from typing import TYPE_CHECKING, Literal

from trainer.cards import Card, Colour, Shoe
from trainer.errors import RuleError
from trainer.errors import allowed as _ok
from trainer.money import ChipSet, Rounded, Rounding, format_amount, on_chip, payout
from trainer.rulebooks.sections import TrenteQuaranteRules
from trainer.scene import BetState, Scene, SceneBet

if TYPE_CHECKING:
    from trainer.rulebooks import Rulebook

Chance = Literal["noir", "rouge", "couleur", "inverse"]
Row = Literal["noir", "rouge"]
Kind = Literal["decided", "void", "refait"]
Phase = Literal["betting", "dealing", "settling", "refait", "done"]
Choice = Literal["half", "prison"]
Lang = Literal["fr", "ca", "es"]
Action = Literal["collect", "pay", "release", "push", "half", "prison"]

CHANCES: tuple[Chance, ...] = ("noir", "rouge", "couleur", "inverse")
ROWS: tuple[Row, ...] = ("noir", "rouge")
ROW_TARGET = 31  # TQ-02: a row is complete at 31 or more (so 31-40)
REFAIT_TOTAL = 31  # TQ-04
ROW_COLOUR: dict[Row, Colour] = {"noir": "black", "rouge": "red"}
# TQ-07: winners are paid chance by chance, couleur/inverse first, then noir and rouge.
PAY_ORDER: dict[Chance, int] = {"couleur": 0, "inverse": 0, "noir": 1, "rouge": 2}


def row_total(cards: Iterable[Card]) -> int:
    """TQ-01: court cards 10, ace 1, the rest their face value; no digit is dropped."""
    return sum(card.count_value for card in cards)


def row_complete(cards: Sequence[Card]) -> bool:
    """TQ-02: the croupier stops a row as soon as it reaches 31."""
    return row_total(cards) >= ROW_TARGET


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of a dealt coup: both totals and the colour of noir's first card."""

    noir: int
    rouge: int
    first_colour: Colour

    @property
    def kind(self) -> Kind:
        if self.noir != self.rouge:
            return "decided"
        # TQ-04: equal totals void the coup, except 31-31, the refait.
        return "refait" if self.noir == REFAIT_TOTAL else "void"

    @property
    def winning_row(self) -> Row | None:
        """TQ-03: the row nearer 31 (the lower total) wins."""
        if self.kind != "decided":
            return None
        return "noir" if self.noir < self.rouge else "rouge"

    @property
    def colour_chance(self) -> Chance | None:
        """TQ-03: couleur when noir's first card has the winning row's colour, else inverse."""
        row = self.winning_row
        if row is None:
            return None
        return "couleur" if self.first_colour == ROW_COLOUR[row] else "inverse"

    @property
    def winners(self) -> frozenset[Chance]:
        row, colour = self.winning_row, self.colour_chance
        if row is None or colour is None:
            return frozenset()
        return frozenset({row, colour})


def outcome_of(noir: Sequence[Card], rouge: Sequence[Card]) -> Outcome:
    for name, cards in (("noir", noir), ("rouge", rouge)):
        if not cards or not row_complete(cards) or row_complete(cards[:-1]):
            raise ValueError(f"the {name} row is not a finished row (TQ-02): {cards}")
    return Outcome(row_total(noir), row_total(rouge), noir[0].colour)


# --------------------------------------------------------------------------- the croupier's calls

_DIGITS: dict[Lang, tuple[str, ...]] = {
    # index = last digit; 0 is a row of 40, called by its full name.
    "fr": ("quarante", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"),
    "ca": ("quaranta", "un", "dos", "tres", "quatre", "cinc", "sis", "set", "vuit", "nou"),
    "es": ("cuarenta", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"),
}
_CHANCE_WORDS: dict[Lang, dict[Chance, str]] = {
    "fr": {"noir": "noir", "rouge": "rouge", "couleur": "couleur", "inverse": "inverse"},
    "ca": {"noir": "negre", "rouge": "vermell", "couleur": "color", "inverse": "invers"},
    "es": {"noir": "negro", "rouge": "rojo", "couleur": "color", "inverse": "inverso"},
}


def row_call(total: int, lang: Lang = "fr") -> str:
    """TQ-07: a row is called by its last digit ("deux" for 32); 40 by its name."""
    if not ROW_TARGET <= total <= 40:
        raise ValueError(f"a finished row totals 31-40, not {total} (TQ-02)")
    return _DIGITS[lang][total % 10]


def announce(outcome: Outcome, lang: Lang = "fr") -> str:
    """TQ-07: the winning row's digit, then the winning chances.

    French as the table calls it ("deux, rouge gagne et couleur"), Catalan in the seed's own
    pattern ("dos vermell i color guanyen"), Spanish likewise ("dos rojo y color ganan").
    """
    kind = outcome.kind
    if kind != "decided":
        digit = row_call(outcome.noir, lang)
        if kind == "refait":  # TQ-04
            return {"fr": "un et un, refait", "ca": "un i un, refait", "es": "uno y uno, refait"}[
                lang
            ]
        return {
            "fr": f"{digit} et {digit}, coup nul",
            "ca": f"{digit} i {digit}, jugada nul·la",
            "es": f"{digit} y {digit}, jugada nula",
        }[lang]
    row, colour = outcome.winning_row, outcome.colour_chance
    assert row is not None and colour is not None
    digit = row_call(min(outcome.noir, outcome.rouge), lang)
    words = _CHANCE_WORDS[lang]
    if lang == "fr":
        return f"{digit}, {words[row]} gagne et {words[colour]}"
    if lang == "ca":
        return f"{digit} {words[row]} i {words[colour]} guanyen"
    conj = "e" if words[colour].startswith("i") else "y"  # Spanish "y" becomes "e" before i-
    return f"{digit} {words[row]} {conj} {words[colour]} ganan"


# --------------------------------------------------------------------------- bets and events


@dataclass(frozen=True, slots=True)
class Bet:
    player: str
    chance: Chance
    amount: Decimal
    distance: int = 0  # places away from the paying croupier; TQ-07 pays the furthest first


@dataclass(frozen=True, slots=True)
class Prisoner:
    """A bet held by refaits (TQ-04, RO-11). `refaits` counts the refaits in a row it sat;
    its value is the table's to work out (`Table.prison_value`), by the house's rounding."""

    bet: Bet
    refaits: int = 1


@dataclass(frozen=True, slots=True)
class Settlement:
    """One line of the croupier's work: `amount` collected, paid (winnings), or handed back.

    `rounded` keeps the exact figure behind an amount the house worked out (a win, a half back,
    a prisoner's value) and the rule that rounded it (MO-02, MO-05), for the worked solution.
    """

    bet: Bet
    action: Action
    amount: Decimal
    rule: str
    rounded: Rounded | None = None


@dataclass(frozen=True, slots=True)
class BetPlaced:
    coup: int
    bet: Bet


@dataclass(frozen=True, slots=True)
class CardDealt:
    coup: int
    row: Row
    card: Card
    total: int


@dataclass(frozen=True, slots=True)
class RowCalled:
    coup: int
    row: Row
    total: int
    call: str


@dataclass(frozen=True, slots=True)
class StopCardAppeared:
    coup: int
    coup_void: bool  # True when the coup still needed cards (TQ-06)


@dataclass(frozen=True, slots=True)
class Announced:
    coup: int
    outcome: Outcome
    call: str


@dataclass(frozen=True, slots=True)
class Settled:
    coup: int
    line: Settlement


@dataclass(frozen=True, slots=True)
class RefaitChosen:
    coup: int
    bet: Bet
    choice: Choice
    returned: Decimal


Event = BetPlaced | CardDealt | RowCalled | StopCardAppeared | Announced | Settled | RefaitChosen


@dataclass(frozen=True, slots=True)
class Pending:
    """A bet waiting for its refait choice; `refaits` counts this refait too.

    `back` is what taking back returns (stake / 2**refaits), `stays` what the bet is worth if
    it goes to (or stays in) prison (stake / 2**(refaits - 1)), both rounded as payouts."""

    bet: Bet
    refaits: int
    forced: Choice | None  # a choice the rules impose (no prison, last coup, below minimum)
    back: Rounded
    stays: Rounded

    @property
    def half_back(self) -> Decimal:
        return self.back.amount


# --------------------------------------------------------------------------- the table


@dataclass
class Table:
    """A trente et quarante table dealing one shoe; prisoners may come from the last shoe."""

    rules: TrenteQuaranteRules
    shoe: Shoe
    rounding: Rounding  # MO-02 / MO-05: the house setting every payout goes through
    chips: ChipSet  # MO-01: the house chip set
    prisoners: list[Prisoner] = field(default_factory=list)
    closing: bool = False  # the session's last coup: refait forces the half (RO-11)
    coup: int = 1
    phase: Phase = "betting"
    noir: list[Card] = field(default_factory=list)
    rouge: list[Card] = field(default_factory=list)
    bets: list[Bet] = field(default_factory=list)
    outcome: Outcome | None = None
    settlements: list[Settlement] = field(default_factory=list)
    pending: list[Pending] = field(default_factory=list)
    shoe_over: bool = False
    events: list[Event] = field(default_factory=list)

    @classmethod
    def new(cls, book: Rulebook, rng: random.Random, prisoners: Iterable[Prisoner] = ()) -> Table:
        """A freshly shuffled shoe with the stop card before the last cards (TQ-01, TQ-06)."""
        rules = book.trente_quarante
        shoe = Shoe(rules.decks, rng, cut_from_end=rules.stop_card_from_end)
        return cls.dealing(book, shoe, prisoners)

    @classmethod
    def dealing(
        cls,
        book: Rulebook,
        shoe: Shoe,
        prisoners: Iterable[Prisoner] = (),
        closing: bool = False,
    ) -> Table:
        """A table of `book`'s house (limits, rounding, chips) dealing from `shoe`."""
        return cls(
            book.trente_quarante,
            shoe,
            book.payout_rounding,
            book.chip_set,
            list(prisoners),
            closing=closing,
        )

    # ---- money (MO-01, MO-02, MO-05)

    def part(self, bet: Bet, halvings: int) -> Rounded:
        """`bet`'s stake / 2**halvings, counted on the original stake (RO-11) and rounded as a
        payout: down to the smallest chip (MO-02) or to the cent (MO-05)."""
        return payout(Fraction(bet.amount) / 2**halvings, self.rounding, self.chips)

    def prison_value(self, prisoner: Prisoner) -> Rounded:
        """RO-11: a prisoner loses half its value at each refait after the first."""
        return self.part(prisoner.bet, prisoner.refaits - 1)

    # ---- bets (TQ-05)

    def verify_place_bet(self, bet: Bet) -> None:
        if self.shoe_over:
            raise RuleError("TQ-06", "the stop card has come out: this shoe is over")
        if self.phase != "betting":
            raise RuleError("TQ-02", "bets are closed once the first card is dealt")
        if bet.chance not in CHANCES:
            raise RuleError(
                "TQ-03", f"'{bet.chance}' is not a chance: noir, rouge, couleur, inverse"
            )
        if not self.rules.table_min <= bet.amount <= self.rules.table_max:
            raise RuleError(
                "TQ-05",
                f"a bet is {self.rules.table_min} to {self.rules.table_max}, not {bet.amount}",
            )
        if not on_chip(bet.amount, self.chips):
            smallest = format_amount(self.chips.smallest)
            raise RuleError("MO-01", f"{bet.amount} is not a whole number of {smallest} chips")

    def can_place_bet(self, bet: Bet) -> bool:
        return _ok(self.verify_place_bet, bet)

    def place_bet(self, bet: Bet) -> None:
        self.verify_place_bet(bet)
        self.bets.append(bet)
        self.events.append(BetPlaced(self.coup, bet))

    # ---- dealing (TQ-02, TQ-06)

    @property
    def row_in_play(self) -> Row | None:
        """TQ-02: noir is dealt first, until 31 or more; then rouge."""
        if not row_complete(self.noir):
            return "noir"
        if not row_complete(self.rouge):
            return "rouge"
        return None

    def verify_deal_card(self) -> None:
        if self.shoe_over:
            raise RuleError("TQ-06", "the stop card has come out: this shoe is over")
        if self.phase not in ("betting", "dealing") or self.row_in_play is None:
            raise RuleError("TQ-02", "both rows are complete: no more cards this coup")

    def can_deal_card(self) -> bool:
        return _ok(self.verify_deal_card)

    def deal_card(self) -> Card | None:
        """The next card to the row in play; None when the stop card appears instead."""
        self.verify_deal_card()
        self.phase = "dealing"
        if self.shoe.cut_card_reached:
            self._stop_card_mid_coup()
            return None
        row = self.row_in_play
        assert row is not None
        cards = self.noir if row == "noir" else self.rouge
        card = self.shoe.draw()
        cards.append(card)
        total = row_total(cards)
        self.events.append(CardDealt(self.coup, row, card, total))
        if row_complete(cards):
            self.events.append(RowCalled(self.coup, row, total, row_call(total)))  # TQ-07
        if self.row_in_play is None:
            self._announce()
        return card

    def deal(self) -> None:
        """Deal the whole coup (or until the stop card ends the shoe)."""
        self.verify_deal_card()
        while self.phase in ("betting", "dealing"):
            self.deal_card()

    def _stop_card_mid_coup(self) -> None:
        # TQ-06 (DECISION): the five cards behind the stop card are not dealt, so a coup that
        # still needs a card cannot finish. It is void: bets are handed back, prisoners stay.
        self.shoe_over = True
        self.events.append(StopCardAppeared(self.coup, coup_void=True))
        self.settlements = [Settlement(b, "push", b.amount, "TQ-06") for b in self.bets]
        for line in self.settlements:
            self.events.append(Settled(self.coup, line))
        self.phase = "done"

    def _announce(self) -> None:
        self.outcome = outcome_of(self.noir, self.rouge)
        self.events.append(Announced(self.coup, self.outcome, announce(self.outcome)))  # TQ-07
        self.phase = "settling"
        if self.shoe.cut_card_reached:
            # TQ-06: the stop card is the next card out; this coup was the last of the shoe.
            self.shoe_over = True
            self.events.append(StopCardAppeared(self.coup, coup_void=False))

    # ---- settlement (TQ-03, TQ-04, TQ-07)

    def verify_settle(self) -> None:
        if self.phase != "settling":
            raise RuleError("TQ-07", "settle once both rows are dealt and announced")

    def can_settle(self) -> bool:
        return _ok(self.verify_settle)

    def settle(self) -> list[Settlement]:
        """Every line of the settlement in the order TQ-07 demands."""
        self.verify_settle()
        assert self.outcome is not None
        kind = self.outcome.kind
        if kind == "void":
            lines = [Settlement(b, "push", b.amount, "TQ-04") for b in self.bets]
            self.phase = "done"  # prisoners stay (DECISION: a void coup decides nothing)
        elif kind == "refait":
            lines = []
            self._open_refait()
        else:
            lines = self._decided_lines(self.outcome.winners)
            self.prisoners = []
            self.phase = "done"
        self.settlements = lines
        for line in lines:
            self.events.append(Settled(self.coup, line))
        return list(lines)

    def _decided_lines(self, winners: frozenset[Chance]) -> list[Settlement]:
        def order(bet: Bet) -> tuple[int, int]:
            return (PAY_ORDER[bet.chance], -bet.distance)

        losing = [
            Settlement(b, "collect", b.amount, "TQ-03")
            for b in sorted(self.bets, key=order)
            if b.chance not in winners
        ]
        # RO-11 (via TQ-04): a prisoner on a losing chance is lost, on a winning one released.
        losing += [
            _line(p.bet, "collect", self.prison_value(p), "TQ-04")
            for p in sorted(self.prisoners, key=lambda p: order(p.bet))
            if p.bet.chance not in winners
        ]
        winning: list[tuple[tuple[int, int], Settlement]] = [
            (order(b), _line(b, "pay", self._win(b), "TQ-03"))
            for b in self.bets
            if b.chance in winners
        ]
        winning += [
            (order(p.bet), _line(p.bet, "release", self.prison_value(p), "TQ-04"))
            for p in self.prisoners
            if p.bet.chance in winners
        ]
        # TQ-07: losing bets first, then winners chance by chance, furthest first.
        return losing + [line for _, line in sorted(winning, key=lambda item: item[0])]

    def _win(self, bet: Bet) -> Rounded:
        """TQ-03: an even chance pays 1 to 1, through the house's payout rounding (MO-02)."""
        return payout(self.rules.pays.exact(bet.amount), self.rounding, self.chips)

    def _pending(self, bet: Bet, refaits: int) -> Pending:
        # RO-11: at the k-th refait in a row, take back stake / 2**k or stay worth
        # stake / 2**(k - 1).
        item = Pending(bet, refaits, None, self.part(bet, refaits), self.part(bet, refaits - 1))
        return replace(item, forced=self._forced_choice(item))

    def _open_refait(self) -> None:
        # TQ-04: 31-31 is treated like zero at roulette (RO-11) for every bet and prisoner.
        pending = [self._pending(b, 1) for b in self.bets]
        pending += [self._pending(p.bet, p.refaits + 1) for p in self.prisoners]
        self.prisoners = []
        self.pending = pending
        self.phase = "refait"

    def _forced_choice(self, item: Pending) -> Choice | None:
        if not self.rules.en_prison or self.closing:
            return "half"  # RO-11: no prison offered, or the session's last coup
        if item.stays.amount < self.rules.table_min:
            return "prison"  # RO-11: below the table minimum it stays until released
        return None

    def verify_choose(self, index: int, choice: Choice) -> None:
        if self.phase != "refait":
            raise RuleError("TQ-04", "a half-or-prison choice is made only after a refait")
        if not 0 <= index < len(self.pending):
            raise RuleError("TQ-04", f"no bet {index} is waiting for a refait choice")
        if choice not in ("half", "prison"):
            raise RuleError("TQ-04", f"after a refait the choice is half or prison, not {choice}")
        forced = self.pending[index].forced
        if forced is not None and choice != forced:
            raise RuleError("TQ-04", f"this bet must take {forced} (RO-11)")

    def can_choose(self, index: int, choice: Choice) -> bool:
        return _ok(self.verify_choose, index, choice)

    def choose(self, index: int, choice: Choice) -> Settlement:
        """A refait choice for `pending[index]`; the coup ends when none is left waiting."""
        self.verify_choose(index, choice)
        item = self.pending.pop(index)
        if choice == "half":
            line = _line(item.bet, "half", item.back, "TQ-04")
        else:
            self.prisoners.append(Prisoner(item.bet, item.refaits))
            line = _line(item.bet, "prison", item.stays, "TQ-04")
        self.settlements.append(line)
        self.events.append(RefaitChosen(self.coup, item.bet, choice, line.amount))
        if not self.pending:
            self.phase = "done"
        return line

    def choose_all(self, choice: Choice) -> None:
        """Every waiting bet takes `choice`, or the choice the rules impose on it."""
        while self.pending:
            self.choose(0, self.pending[0].forced or choice)

    # ---- next coup

    def verify_next_coup(self) -> None:
        if self.phase != "done":
            raise RuleError("TQ-07", "the coup is not settled yet")
        if self.shoe_over:
            raise RuleError("TQ-06", "the stop card has come out: this shoe is over")

    def can_next_coup(self) -> bool:
        return _ok(self.verify_next_coup)

    def next_coup(self) -> None:
        """TQ-07: the rows stay until settlement is over, then go to the discards."""
        self.verify_next_coup()
        self._clear()
        self.coup += 1

    def close_shoe(self) -> list[Card]:
        """At the end of the shoe: clear the layout; returns the cards left behind the stop card."""
        if not self.shoe_over or self.phase != "done":
            raise RuleError("TQ-06", "the shoe ends only when the stop card has come out")
        self._clear()
        return self.shoe.undealt()

    def _clear(self) -> None:
        self.shoe.discard(self.noir + self.rouge)
        self.noir, self.rouge, self.bets = [], [], []
        self.outcome, self.settlements, self.pending = None, [], []
        self.phase = "betting"

    # ---- what the felt draws

    def scene(self) -> Scene:
        lines = {id(line.bet): line for line in self.settlements}
        bets = [_scene_bet(b, lines.get(id(b))) for b in self.bets]
        on_layout = {id(b) for b in self.bets}
        # Prisoners settled this coup (released or lost) stay drawn until the layout is cleared.
        bets += [_scene_bet(s.bet, s) for s in self.settlements if id(s.bet) not in on_layout]
        bets += [
            SceneBet(p.bet.chance, self.prison_value(p).amount, "prison", label=p.bet.player)
            for p in self.prisoners
            if id(p.bet) not in on_layout
        ]
        info: dict[str, str] = {r: str(row_total(c)) for r, c in self._rows() if c}
        if self.outcome is not None:
            info["call"] = announce(self.outcome)
        return Scene(
            game="trente_quarante",
            hands={"noir": tuple(map(str, self.noir)), "rouge": tuple(map(str, self.rouge))},
            bets=tuple(bets),
            info=info,
        )

    def _rows(self) -> tuple[tuple[Row, list[Card]], ...]:
        return (("noir", self.noir), ("rouge", self.rouge))


def _line(bet: Bet, action: Action, amount: Rounded, rule: str) -> Settlement:
    """A settlement line for an amount the house worked out, its rounding kept beside it."""
    return Settlement(bet, action, amount.amount, rule, amount)


_SCENE_STATE: dict[Action, BetState] = {
    "collect": "lost",
    "pay": "won",
    "push": "push",
    "half": "returned",
    "prison": "prison",
    "release": "returned",
}


def _scene_bet(bet: Bet, line: Settlement | None) -> SceneBet:
    if line is None:
        return SceneBet(bet.chance, bet.amount, "placed", label=bet.player)
    payout = line.amount if line.action == "pay" else None
    amount = line.amount if line.action in ("release", "prison") else bet.amount
    return SceneBet(bet.chance, amount, _SCENE_STATE[line.action], payout, bet.player)
