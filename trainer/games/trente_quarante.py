"""Trente et quarante: two rows of cards, four even chances, refait and prison.

The table is a state machine over a `Shoe`, coup after coup (the engine contract of DESIGN.md
and issue 16): each action has `can_x` (`errors.allowed(verify_x)`), `verify_x` (raises
`RuleError` naming the rule) and `x`, which verifies, acts, appends frozen events to the
read-only `events` tuple and returns the last one it appended; an illegal action changes
nothing. A table outlives its coups because prisoners do: a bet put in prison by a refait
(TQ-04, as RO-11) is settled by a later coup, perhaps in the next shoe. The croupier's calls
(TQ-07) are message keys (`Call`, `row_call_code`): their words, French at the table, are in
the catalogue (`trainer/drills/messages/trente_quarante.toml`, `[call.*]`).

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
from dataclasses import dataclass, replace
from decimal import Decimal
from enum import StrEnum
from fractions import Fraction
from typing import Literal

from trainer.cards import Card, Colour, Shoe
from trainer.errors import RuleError, allowed
from trainer.money import Rounded, format_amount, on_chip, payout
from trainer.rulebooks import Rulebook
from trainer.scene import Scene, SceneBet

Chance = Literal["noir", "rouge", "couleur", "inverse"]
Row = Literal["noir", "rouge"]
Kind = Literal["decided", "void", "refait"]
Choice = Literal["half", "prison"]
# A bet's fate in the scene's words (`trainer.scene.BetState`).
BetOutcome = Literal["won", "lost", "push", "returned", "prison"]
# What a settlement line settles: a bet by the coup, a choice after a refait (a bet's or a
# prisoner's), or a prisoner by a decided coup (TQ-04, RO-11).
Source = Literal["bet", "refait", "prisoner"]
# The croupier's act on a line (TQ-07, TQ-04): derived from its outcome and source.
Act = Literal["collect", "pay", "release", "push", "half", "prison"]

CHANCES: tuple[Chance, ...] = ("noir", "rouge", "couleur", "inverse")
ROWS: tuple[Row, ...] = ("noir", "rouge")
ROW_TARGET = 31  # TQ-02: a row is complete at 31 or more (so 31-40)
REFAIT_TOTAL = 31  # TQ-04
ROW_COLOUR: dict[Row, Colour] = {"noir": "black", "rouge": "red"}
# TQ-07: winners are paid chance by chance, couleur/inverse first, then noir and rouge.
PAY_ORDER: dict[Chance, int] = {"couleur": 0, "inverse": 0, "noir": 1, "rouge": 2}
CALL_PREFIX = "trente_quarante.call"


class Phase(StrEnum):
    BETTING = "betting"
    DEALING = "dealing"
    SETTLING = "settling"
    REFAIT = "refait"  # after 31-31: each bet waits for its half-or-prison choice
    DONE = "done"


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


def row_call_code(total: int) -> str:
    """TQ-07: the message a finished row is called by: its last digit ("deux" for 32), 40 by
    its name ("quarante")."""
    if not ROW_TARGET <= total <= 40:
        raise ValueError(f"a finished row totals 31-40, not {total} (TQ-02)")
    return f"{CALL_PREFIX}.digit.{total % 10}"


@dataclass(frozen=True, slots=True)
class Call:
    """TQ-07: the croupier's announcement of a coup, as data: `key` names the message
    ("rouge_couleur", "noir_inverse" ..., "void", "refait") and `total` the row whose digit it
    calls (the winning row, or either row of a void coup)."""

    key: str
    total: int

    @property
    def code(self) -> str:
        """The message that words it: `translate(call.code, lang, call.params)`."""
        return f"{CALL_PREFIX}.{self.key}"

    @property
    def params(self) -> dict[str, str]:
        return {"digit": row_call_code(self.total)}


def call_of(outcome: Outcome) -> Call:
    """TQ-07: the winning row's digit, then the winning chances ("deux, rouge gagne et
    couleur"); equal totals: the void coup ("cinq et cinq, coup nul") or the refait."""
    row, colour = outcome.winning_row, outcome.colour_chance
    if row is None or colour is None:
        return Call(outcome.kind, outcome.noir)  # TQ-04: "void" or "refait"
    return Call(f"{row}_{colour}", min(outcome.noir, outcome.rouge))


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
    """One line of the croupier's work, the table's one settlement record: the bet's fate in
    the scene's words (`outcome`), and `amount` collected, paid (winnings), handed back, or
    worth in prison. `source` says what the line settles (a bet by the coup, a choice after a
    refait, a prisoner by a decided coup). `rounded` keeps the exact figure behind an amount
    the house worked out (a win, a half back, a prisoner's value) and the rule that rounded it
    (MO-02, MO-05), for the worked solution.
    """

    bet: Bet
    outcome: BetOutcome
    amount: Decimal
    rule: str
    rounded: Rounded | None = None
    source: Source = "bet"

    @property
    def act(self) -> Act:
        """The croupier's act: collect, pay, push, or after a refait half or prison, or a
        prisoner released (TQ-04, TQ-07)."""
        if self.outcome == "returned":
            return "half" if self.source == "refait" else "release"
        return _ACTS[self.outcome]


_ACTS: dict[BetOutcome, Act] = {
    "won": "pay",
    "lost": "collect",
    "push": "push",
    "prison": "prison",
    "returned": "release",
}


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
    """TQ-07: a finished row called by its digit (`row_call_code(total)`)."""

    coup: int
    row: Row
    total: int


@dataclass(frozen=True, slots=True)
class StopCardAppeared:
    coup: int
    coup_void: bool  # True when the coup still needed cards (TQ-06)


@dataclass(frozen=True, slots=True)
class Announced:
    coup: int
    outcome: Outcome
    call: Call  # TQ-07


@dataclass(frozen=True, slots=True)
class Settled:
    """The coup's settlement, every line in the order TQ-07 demands (none after a refait:
    the bets wait for their choices)."""

    coup: int
    lines: tuple[Settlement, ...]


@dataclass(frozen=True, slots=True)
class RefaitOpened:
    """TQ-04: 31-31; every bet and prisoner waits for its half-or-prison choice."""

    coup: int
    pending: tuple[Pending, ...]


@dataclass(frozen=True, slots=True)
class RefaitChosen:
    coup: int
    choice: Choice
    line: Settlement


@dataclass(frozen=True, slots=True)
class CoupOpened:
    """The next coup opens for bets (TQ-07: once the last is settled and the rows cleared)."""

    coup: int


@dataclass(frozen=True, slots=True)
class ShoeClosed:
    """TQ-06: the shoe is over; the cards left behind the stop card go with it."""

    coup: int
    undealt: tuple[Card, ...]


Event = (
    BetPlaced
    | CardDealt
    | RowCalled
    | StopCardAppeared
    | Announced
    | Settled
    | RefaitOpened
    | RefaitChosen
    | CoupOpened
    | ShoeClosed
)


# --------------------------------------------------------------------------- the table


class Table:
    """A trente et quarante table dealing one shoe; prisoners may come from the last shoe.
    `closing`: the session's last coup, where a refait forces the half (RO-11)."""

    def __init__(
        self,
        rulebook: Rulebook,
        shoe: Shoe,
        prisoners: Iterable[Prisoner] = (),
        closing: bool = False,
    ) -> None:
        self.book = rulebook
        self.rules = rulebook.trente_quarante
        self.rounding = rulebook.payout_rounding  # MO-02 / MO-05: every payout goes through it
        self.chips = rulebook.chip_set  # MO-01: the house chip set
        self.shoe = shoe
        self.prisoners: list[Prisoner] = list(prisoners)
        self.closing = closing
        self.coup = 1
        self.phase = Phase.BETTING
        self.noir: list[Card] = []
        self.rouge: list[Card] = []
        self.bets: list[Bet] = []
        self.outcome: Outcome | None = None
        self.settlements: list[Settlement] = []
        self.pending: list[Pending] = []
        self.shoe_over = False
        self.closed = False
        self._events: list[Event] = []

    @classmethod
    def shuffled(
        cls, rulebook: Rulebook, rng: random.Random, prisoners: Iterable[Prisoner] = ()
    ) -> Table:
        """A freshly shuffled shoe with the stop card before the last cards (TQ-01, TQ-06)."""
        rules = rulebook.trente_quarante
        shoe = Shoe(rules.decks, rng, cut_from_end=rules.stop_card_from_end)
        return cls(rulebook, shoe, prisoners)

    @property
    def events(self) -> tuple[Event, ...]:
        return tuple(self._events)

    def _log(self, event: Event) -> Event:
        self._events.append(event)
        return event

    @property
    def finished(self) -> bool:
        """TQ-06: the stop card came out, the last coup is settled and the shoe closed."""
        return self.closed

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
        if self.phase is not Phase.BETTING:
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
        return allowed(self.verify_place_bet, bet)

    def place_bet(self, bet: Bet) -> Event:
        self.verify_place_bet(bet)
        self.bets.append(bet)
        return self._log(BetPlaced(self.coup, bet))

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
        if self.phase not in (Phase.BETTING, Phase.DEALING) or self.row_in_play is None:
            raise RuleError("TQ-02", "both rows are complete: no more cards this coup")

    def can_deal_card(self) -> bool:
        return allowed(self.verify_deal_card)

    def deal_card(self) -> Event:
        """The next card to the row in play, or the stop card instead (TQ-06). Returns the
        last event: the card, its row's call, the announcement, or the stop card."""
        self.verify_deal_card()
        self.phase = Phase.DEALING
        if self.shoe.cut_card_reached:
            return self._stop_card_mid_coup()
        row = self.row_in_play
        assert row is not None
        cards = self.noir if row == "noir" else self.rouge
        card = self.shoe.draw()
        cards.append(card)
        total = row_total(cards)
        event = self._log(CardDealt(self.coup, row, card, total))
        if row_complete(cards):
            event = self._log(RowCalled(self.coup, row, total))  # TQ-07
        if self.row_in_play is None:
            event = self._announce()
        return event

    def deal(self) -> Event:
        """Deal the whole coup (or until the stop card ends the shoe); returns the last event."""
        event = self.deal_card()
        while self.phase is Phase.DEALING:
            event = self.deal_card()
        return event

    def can_deal(self) -> bool:
        return self.can_deal_card()

    def verify_deal(self) -> None:
        self.verify_deal_card()

    def _stop_card_mid_coup(self) -> Event:
        # TQ-06 (DECISION): the five cards behind the stop card are not dealt, so a coup that
        # still needs a card cannot finish. It is void: bets are handed back, prisoners stay.
        self.shoe_over = True
        self._log(StopCardAppeared(self.coup, coup_void=True))
        self.settlements = [Settlement(b, "push", b.amount, "TQ-06") for b in self.bets]
        self.phase = Phase.DONE
        return self._log(Settled(self.coup, tuple(self.settlements)))

    def _announce(self) -> Event:
        self.outcome = outcome_of(self.noir, self.rouge)
        event = self._log(Announced(self.coup, self.outcome, call_of(self.outcome)))  # TQ-07
        self.phase = Phase.SETTLING
        if self.shoe.cut_card_reached:
            # TQ-06: the stop card is the next card out; this coup was the last of the shoe.
            self.shoe_over = True
            event = self._log(StopCardAppeared(self.coup, coup_void=False))
        return event

    # ---- settlement (TQ-03, TQ-04, TQ-07)

    def verify_settle(self) -> None:
        if self.phase is not Phase.SETTLING:
            raise RuleError("TQ-07", "settle once both rows are dealt and announced")

    def can_settle(self) -> bool:
        return allowed(self.verify_settle)

    def settle(self) -> Event:
        """Every line of the settlement in the order TQ-07 demands (`Settled`), or after a
        refait the bets waiting for their choices (`RefaitOpened`); `settlements` holds the
        lines."""
        self.verify_settle()
        assert self.outcome is not None
        kind = self.outcome.kind
        if kind == "refait":
            self.settlements = []
            self._open_refait()
            return self._log(RefaitOpened(self.coup, tuple(self.pending)))
        if kind == "void":
            lines = [Settlement(b, "push", b.amount, "TQ-04") for b in self.bets]
            # prisoners stay (DECISION: a void coup decides nothing)
        else:
            lines = self._decided_lines(self.outcome.winners)
            self.prisoners = []
        self.phase = Phase.DONE
        self.settlements = lines
        return self._log(Settled(self.coup, tuple(lines)))

    def _decided_lines(self, winners: frozenset[Chance]) -> list[Settlement]:
        def order(bet: Bet) -> tuple[int, int]:
            return (PAY_ORDER[bet.chance], -bet.distance)

        losing = [
            Settlement(b, "lost", b.amount, "TQ-03")
            for b in sorted(self.bets, key=order)
            if b.chance not in winners
        ]
        # RO-11 (via TQ-04): a prisoner on a losing chance is lost, on a winning one released.
        losing += [
            _line(p.bet, "lost", self.prison_value(p), "TQ-04", "prisoner")
            for p in sorted(self.prisoners, key=lambda p: order(p.bet))
            if p.bet.chance not in winners
        ]
        winning: list[tuple[tuple[int, int], Settlement]] = [
            (order(b), _line(b, "won", self._win(b), "TQ-03"))
            for b in self.bets
            if b.chance in winners
        ]
        winning += [
            (order(p.bet), _line(p.bet, "returned", self.prison_value(p), "TQ-04", "prisoner"))
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
        self.phase = Phase.REFAIT if pending else Phase.DONE

    def _forced_choice(self, item: Pending) -> Choice | None:
        if not self.rules.en_prison or self.closing:
            return "half"  # RO-11: no prison offered, or the session's last coup
        if item.stays.amount < self.rules.table_min:
            return "prison"  # RO-11: below the table minimum it stays until released
        return None

    def verify_choose(self, index: int, choice: Choice) -> None:
        if self.phase is not Phase.REFAIT:
            raise RuleError("TQ-04", "a half-or-prison choice is made only after a refait")
        if not 0 <= index < len(self.pending):
            raise RuleError("TQ-04", f"no bet {index} is waiting for a refait choice")
        if choice not in ("half", "prison"):
            raise RuleError("TQ-04", f"after a refait the choice is half or prison, not {choice}")
        forced = self.pending[index].forced
        if forced is not None and choice != forced:
            raise RuleError("TQ-04", f"this bet must take {forced} (RO-11)")

    def can_choose(self, index: int, choice: Choice) -> bool:
        return allowed(self.verify_choose, index, choice)

    def choose(self, index: int, choice: Choice) -> RefaitChosen:
        """A refait choice for `pending[index]`; the coup ends when none is left waiting.
        The event's `line` is the settlement line it made."""
        self.verify_choose(index, choice)
        item = self.pending.pop(index)
        if choice == "half":
            line = _line(item.bet, "returned", item.back, "TQ-04", "refait")
        else:
            self.prisoners.append(Prisoner(item.bet, item.refaits))
            line = _line(item.bet, "prison", item.stays, "TQ-04", "refait")
        self.settlements.append(line)
        chosen = RefaitChosen(self.coup, choice, line)
        self._events.append(chosen)
        if not self.pending:
            self.phase = Phase.DONE
        return chosen

    def choose_all(self, choice: Choice) -> None:
        """Every waiting bet takes `choice`, or the choice the rules impose on it."""
        while self.pending:
            self.choose(0, self.pending[0].forced or choice)

    # ---- next coup

    def verify_next_coup(self) -> None:
        if self.phase is not Phase.DONE:
            raise RuleError("TQ-07", "the coup is not settled yet")
        if self.shoe_over:
            raise RuleError("TQ-06", "the stop card has come out: this shoe is over")

    def can_next_coup(self) -> bool:
        return allowed(self.verify_next_coup)

    def next_coup(self) -> Event:
        """TQ-07: the rows stay until settlement is over, then go to the discards."""
        self.verify_next_coup()
        self._clear()
        self.coup += 1
        return self._log(CoupOpened(self.coup))

    def verify_close_shoe(self) -> None:
        if not self.shoe_over or self.phase is not Phase.DONE or self.closed:
            raise RuleError("TQ-06", "the shoe ends only when the stop card has come out")

    def can_close_shoe(self) -> bool:
        return allowed(self.verify_close_shoe)

    def close_shoe(self) -> ShoeClosed:
        """At the end of the shoe: clear the layout; the event holds the cards left behind
        the stop card."""
        self.verify_close_shoe()
        self._clear()
        self.phase = Phase.DONE
        self.closed = True
        closed = ShoeClosed(self.coup, tuple(self.shoe.undealt()))
        self._events.append(closed)
        return closed

    def _clear(self) -> None:
        self.shoe.discard(self.noir + self.rouge)
        self.noir, self.rouge, self.bets = [], [], []
        self.outcome, self.settlements, self.pending = None, [], []
        self.phase = Phase.BETTING

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
            info["call"] = call_of(self.outcome).key  # TQ-07, words in the catalogue
        return Scene(
            game="trente_quarante",
            hands={"noir": tuple(map(str, self.noir)), "rouge": tuple(map(str, self.rouge))},
            bets=tuple(bets),
            info=info,
        )

    def _rows(self) -> tuple[tuple[Row, list[Card]], ...]:
        return (("noir", self.noir), ("rouge", self.rouge))


def _line(
    bet: Bet, outcome: BetOutcome, amount: Rounded, rule: str, source: Source = "bet"
) -> Settlement:
    """A settlement line for an amount the house worked out, its rounding kept beside it."""
    return Settlement(bet, outcome, amount.amount, rule, amount, source)


def _scene_bet(bet: Bet, line: Settlement | None) -> SceneBet:
    if line is None:
        return SceneBet(bet.chance, bet.amount, "placed", label=bet.player)
    payout = line.amount if line.outcome == "won" else None
    amount = line.amount if line.act in ("release", "prison") else bet.amount
    return SceneBet(bet.chance, amount, line.outcome, payout, bet.player)
