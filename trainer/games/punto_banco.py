"""Punto banco: the coup as a state machine, its bets and settlement, and the shoe at the
table (PB-01 .. PB-12).

The drawing rules (PB-09..PB-11) are the shared tableau, `trainer.games.baccarat.tableau`. A
`Coup` and a `PuntoBancoShoe` follow the engine contract (DESIGN.md, issue 16): each action has
`can_x` (`errors.allowed(verify_x)`), `verify_x` (raises `RuleError` naming the rule) and `x`,
which verifies, acts, appends frozen events to the read-only `events` tuple and returns the
last one it appended. An illegal action changes nothing.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from decimal import Decimal
from enum import StrEnum
from fractions import Fraction
from typing import Literal

from trainer.cards import Card, Shoe
from trainer.errors import RuleError, allowed
from trainer.games.baccarat.tableau import banker_draws, hand_total, is_natural, player_draws
from trainer.money import Rounded, deduction, format_amount, payout
from trainer.rulebooks import Rulebook
from trainer.scene import Scene, SceneBet

# --------------------------------------------------------------------------- croupier's calls

CallKey = Literal[
    "no_more_bets",
    "player_total",
    "banker_total",
    "player_natural",
    "banker_natural",
    "player_stands",
    "player_draws",
    "banker_stands",
    "banker_draws",
    "player_wins",
    "banker_wins",
    "tie",
    "last_coup",
]

# PB-12: the croupier's calls are message keys; their words are in the drills' catalogue
# (`trainer/drills/messages/punto_banco.toml`, `[call.*]`), in the trainee's language.
CALL_PREFIX = "punto_banco.call"


@dataclass(frozen=True, slots=True)
class Call:
    """One announcement, kept as data (a message key and the total it names) so the felt, the
    drills, the table and the sound read the same words in the trainee's language."""

    key: CallKey
    total: int | None = None

    @property
    def code(self) -> str:
        """The message that words it: `translate(call.code, lang, call.params)`."""
        return f"{CALL_PREFIX}.{self.key}"

    @property
    def params(self) -> dict[str, str]:
        return {} if self.total is None else {"total": str(self.total)}


# --------------------------------------------------------------------------- bets

Side = Literal["player", "banker", "tie"]
SIDES: tuple[Side, ...] = ("player", "banker", "tie")
Outcome = Literal["player", "banker", "tie"]


@dataclass(frozen=True, slots=True)
class Bet:
    """One bet on a seat's spot ("seat2:banker", trainer/scene.py). A spot may hold up to
    `bets_per_box` bets (PB-02: seated and standing players on one box)."""

    seat: int
    side: Side
    amount: Decimal

    @property
    def spot(self) -> str:
        return f"seat{self.seat}:{self.side}"

    @classmethod
    def parse(cls, spot: str, amount: Decimal) -> Bet:
        """A bet from a spot id; a malformed id is a `ValueError` naming the expected form."""
        head, _, side = spot.partition(":")
        if not head.startswith("seat") or not head[4:].isdigit() or side not in SIDES:
            raise ValueError(f"'{spot}' is not a punto banco spot; write it like 'seat2:banker'")
        return cls(int(head[4:]), side, amount)  # type: ignore[arg-type]


BetOutcome = Literal["lost", "won", "push"]


@dataclass(frozen=True, slots=True)
class Result:
    """How one bet settled. `amount` is the money that moves: the stake collected for a lost
    bet, the winnings paid beside a winning bet (stake kept), 0 for a push. `commission` is the
    banker commission: taken off the winnings (immediate) or owed to the seat's commission box
    (end of shoe), PB-04. `rounded` keeps the exact figures behind the amounts paid and taken
    (the win, then the commission), so a worked solution can show the rounding (MO-02,
    MO-03, MO-05)."""

    bet: Bet
    outcome: BetOutcome
    amount: Decimal
    rule_id: str
    commission: Decimal = Decimal(0)
    commission_deferred: bool = False
    rounded: tuple[Rounded, ...] = ()

    @property
    def commission_rounded(self) -> Rounded | None:
        """The commission as the house takes it, with its exact figure (PB-04, MO-03)."""
        return self.rounded[1] if len(self.rounded) == 2 else None

    @property
    def win(self) -> Decimal:
        """The banker bet's winnings before commission (the stake at the banker ratio)."""
        return self.rounded[0].amount if self.rounded else self.amount


# --------------------------------------------------------------------------- events


@dataclass(frozen=True, slots=True)
class Burned:
    """PB-07: the first card turned, and the cards its count sent to the discards."""

    first: Card
    burned: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class BetPlaced:
    bet: Bet


@dataclass(frozen=True, slots=True)
class CardDealt:
    hand: Literal["player", "banker"]
    card: Card


@dataclass(frozen=True, slots=True)
class StopCardOut:
    """PB-06: the stop card came out; this coup is the last of the shoe."""


@dataclass(frozen=True, slots=True)
class Called:
    call: Call


@dataclass(frozen=True, slots=True)
class Decided:
    outcome: Outcome
    player_total: int
    banker_total: int


@dataclass(frozen=True, slots=True)
class Settled:
    results: tuple[Result, ...]


@dataclass(frozen=True, slots=True)
class CoupOpened:
    """The shoe's own event: coup `number` (1, 2 ...) opens for bets (PB-08)."""

    number: int


Event = Burned | BetPlaced | CardDealt | StopCardOut | Called | Decided | Settled | CoupOpened


# --------------------------------------------------------------------------- the coup


class Phase(StrEnum):
    BETTING = "betting"
    PLAYER = "player"  # two cards each, no natural: the player's hand is decided next
    BANKER = "banker"
    COMPLETE = "complete"  # the winner is known, bets not yet settled
    SETTLED = "settled"


class Coup:
    """One coup from bets to settlement (PB-08 .. PB-12).

    Each action has `can_x`, `verify_x` (raises `RuleError` naming the rule) and `x`, which
    verifies, acts and appends frozen events to `events`. An illegal action changes nothing.
    Cards come only from the `Shoe` given, so a seeded or stacked shoe reproduces the coup.
    """

    def __init__(self, rulebook: Rulebook, shoe: Shoe, burn: Card | None = None) -> None:
        self.book = rulebook
        self.rules = self.book.punto_banco
        self.shoe = shoe
        self.burn_card = burn
        self.phase = Phase.BETTING
        self._events: list[Event] = []
        self.bets: list[Bet] = []
        self.player: list[Card] = []
        self.banker: list[Card] = []
        self.results: tuple[Result, ...] = ()
        self.last_coup = False

    @classmethod
    def stacked(
        cls,
        rulebook: Rulebook,
        cards: Sequence[Card | str],
        bets: Mapping[str, Decimal | int | str] | Iterable[tuple[str, Decimal | int | str]] = (),
        *,
        play: bool = True,
    ) -> Coup:
        """A coup dealt from `cards` in shoe order (PB-08: player, banker, player, banker,
        then the third cards as the tableau calls for them), for drills and tests. With
        `play` the coup is dealt and played out to its winner, not settled."""
        coup = cls(rulebook, Shoe.stacked(cards))
        items = bets.items() if isinstance(bets, Mapping) else bets
        for spot, amount in items:
            coup.place_bet(spot, Decimal(str(amount)))
        if play:
            coup.deal()
            coup.play_out()
        return coup

    # ----------------------------------------------------------------- reading the state

    @property
    def events(self) -> tuple[Event, ...]:
        return tuple(self._events)

    def _log(self, event: Event) -> Event:
        self._events.append(event)
        return event

    @property
    def player_total(self) -> int:
        return hand_total(self.player)

    @property
    def banker_total(self) -> int:
        return hand_total(self.banker)

    @property
    def player_third(self) -> Card | None:
        return self.player[2] if len(self.player) == 3 else None

    @property
    def natural(self) -> bool:
        """PB-09: either hand holds 8 or 9 on its first two cards."""
        return any(is_natural(hand_total(hand[:2])) for hand in (self.player, self.banker))

    @property
    def outcome(self) -> Outcome | None:
        """PB-12: the higher total wins; equal totals are a tie (PB-05)."""
        if self.phase not in (Phase.COMPLETE, Phase.SETTLED):
            return None
        if self.player_total == self.banker_total:
            return "tie"
        return "player" if self.player_total > self.banker_total else "banker"

    @property
    def calls(self) -> list[Call]:
        return [e.call for e in self._events if isinstance(e, Called)]

    @property
    def cards(self) -> list[Card]:
        return self.player + self.banker

    # ----------------------------------------------------------------- betting

    def verify_place_bet(self, spot: str, amount: Decimal) -> Bet:
        if self.phase is not Phase.BETTING:
            raise RuleError("PB-08", "bets are closed once the cards are dealt")
        try:
            bet = Bet.parse(spot, amount)
        except ValueError as error:
            raise RuleError("PB-02", str(error)) from None
        rules = self.rules
        if not 1 <= bet.seat <= rules.seats:  # PB-02
            raise RuleError("PB-02", f"this table has seats 1 to {rules.seats}")
        on_spot = [b for b in self.bets if b.spot == bet.spot]
        if len(on_spot) >= rules.bets_per_box:  # PB-02
            raise RuleError("PB-02", f"at most {rules.bets_per_box} bets on one spot")
        smallest = self.book.chip_set.smallest
        if amount % smallest:  # bets are made in chips
            raise RuleError(
                "PB-03", f"{amount} is not a chip amount (smallest chip {format_amount(smallest)})"
            )
        if amount < rules.table_min:  # PB-03
            raise RuleError("PB-03", f"the table minimum is {format_amount(rules.table_min)}")
        if rules.bets_multiple_of_min and amount % rules.table_min:  # PB-03 house setting
            raise RuleError(
                "PB-03", f"bets go in multiples of the minimum {format_amount(rules.table_min)}"
            )
        limit = rules.tie_max if bet.side == "tie" else rules.table_max  # PB-03
        total = amount + sum((b.amount for b in on_spot), Decimal(0))
        if total > limit:
            what = "a tie bet is at most a tenth of the maximum, " if bet.side == "tie" else ""
            raise RuleError(
                "PB-03",
                f"{what}{format_amount(limit)} on {bet.spot}; this makes {format_amount(total)}",
            )
        return bet

    def can_place_bet(self, spot: str, amount: Decimal) -> bool:
        return allowed(self.verify_place_bet, spot, amount)

    def place_bet(self, spot: str, amount: Decimal) -> BetPlaced:
        bet = self.verify_place_bet(spot, amount)
        self.bets.append(bet)
        event = BetPlaced(bet)
        self._events.append(event)
        return event

    # ----------------------------------------------------------------- dealing

    def verify_deal(self) -> None:
        if self.phase is not Phase.BETTING:
            raise RuleError("PB-08", "the cards of this coup are already dealt")

    def can_deal(self) -> bool:
        return allowed(self.verify_deal)

    def deal(self) -> Event:
        """PB-08: two cards each, the 1st and 3rd to the player, the 2nd and 4th to the
        banker; totals announced (PB-12); a natural ends the coup (PB-09). Returns the last
        event: the banker's total, or the winner's announcement after a natural."""
        self.verify_deal()
        self._call("no_more_bets")
        for hand in ("player", "banker", "player", "banker"):  # PB-08 deal order
            self._give(hand)  # type: ignore[arg-type]
        self._call("player_total", self.player_total)
        self._call("banker_total", self.banker_total)
        if self.natural:  # PB-09: no third card for either hand
            for hand, total in (("player", self.player_total), ("banker", self.banker_total)):
                if is_natural(total):
                    self._call(f"{hand}_natural", total)  # type: ignore[arg-type]
            self._decide()
        else:
            self.phase = Phase.PLAYER
        return self._events[-1]

    def _give(self, hand: Literal["player", "banker"]) -> CardDealt:
        if self.shoe.cut_from_end and self.shoe.remaining == self.shoe.cut_from_end:
            # PB-06: the next card is the stop card's; it comes out and this coup is the last.
            self.last_coup = True
            self._log(StopCardOut())
            self._call("last_coup")
        card = self.shoe.draw()
        (self.player if hand == "player" else self.banker).append(card)
        event = CardDealt(hand, card)
        self._events.append(event)
        return event

    def _call(self, key: CallKey, total: int | None = None) -> Event:
        return self._log(Called(Call(key, total)))

    # ----------------------------------------------------------------- the player's hand

    def verify_draw_player(self) -> None:
        self._verify_phase(Phase.PLAYER, "the player's hand")
        if not player_draws(self.player_total):  # PB-10
            raise RuleError("PB-10", f"the player stands on {self.player_total}")

    def can_draw_player(self) -> bool:
        return allowed(self.verify_draw_player)

    def draw_player(self) -> Event:
        """PB-10/PB-12: "carta per al punt" and the player's third card (its event)."""
        self.verify_draw_player()
        self._call("player_draws")
        dealt = self._give("player")
        self.phase = Phase.BANKER
        return dealt

    def verify_stand_player(self) -> None:
        self._verify_phase(Phase.PLAYER, "the player's hand")
        if player_draws(self.player_total):  # PB-10
            raise RuleError("PB-10", f"the player draws on {self.player_total}")

    def can_stand_player(self) -> bool:
        return allowed(self.verify_stand_player)

    def stand_player(self) -> Event:
        """PB-10/PB-12: "el punt es planta amb N"."""
        self.verify_stand_player()
        called = self._call("player_stands", self.player_total)
        self.phase = Phase.BANKER
        return called

    # ----------------------------------------------------------------- the banker's hand

    def _banker_should_draw(self) -> bool:
        third = self.player_third
        return banker_draws(self.banker_total, None if third is None else third.baccarat_value)

    def _third_text(self) -> str:
        third = self.player_third
        return "the player stood" if third is None else f"the player's third card is {third}"

    def verify_draw_banker(self) -> None:
        self._verify_phase(Phase.BANKER, "the banker's hand")
        if not self._banker_should_draw():  # PB-11
            raise RuleError(
                "PB-11", f"the banker stands on {self.banker_total} when {self._third_text()}"
            )

    def can_draw_banker(self) -> bool:
        return allowed(self.verify_draw_banker)

    def draw_banker(self) -> Event:
        """PB-11/PB-12: "carta per a la banca" and the banker's third card; the coup ends.
        Returns the decision (`Decided`), the last event."""
        self.verify_draw_banker()
        self._call("banker_draws")
        self._give("banker")
        return self._decide()

    def verify_stand_banker(self) -> None:
        self._verify_phase(Phase.BANKER, "the banker's hand")
        if self._banker_should_draw():  # PB-11
            raise RuleError(
                "PB-11", f"the banker draws on {self.banker_total} when {self._third_text()}"
            )

    def can_stand_banker(self) -> bool:
        return allowed(self.verify_stand_banker)

    def stand_banker(self) -> Event:
        """PB-11/PB-12: "la banca es planta amb N"; the coup ends. Returns the decision."""
        self.verify_stand_banker()
        self._call("banker_stands", self.banker_total)
        return self._decide()

    def play_out(self) -> None:
        """Deal if needed and follow the tableau (PB-09..PB-11) to the winner."""
        if self.phase is Phase.BETTING:
            self.deal()
        if self.phase is Phase.PLAYER:
            self.draw_player() if self.can_draw_player() else self.stand_player()
        if self.phase is Phase.BANKER:
            self.draw_banker() if self.can_draw_banker() else self.stand_banker()

    def _verify_phase(self, phase: Phase, what: str) -> None:
        if self.phase is not phase:
            if self.phase is Phase.BETTING:
                raise RuleError("PB-08", "the cards are not dealt yet")
            if self.natural:
                raise RuleError("PB-09", "a natural ends the coup: no third card")
            raise RuleError("PB-12", f"it is not {what}'s turn (now: {self.phase.value})")

    def _decide(self) -> Event:
        """PB-12: the higher total wins, announced by the croupier."""
        self.phase = Phase.COMPLETE
        outcome = self.outcome
        assert outcome is not None
        winner_total = max(self.player_total, self.banker_total)
        self._call("tie" if outcome == "tie" else f"{outcome}_wins", winner_total)  # type: ignore[arg-type]
        return self._log(Decided(outcome, self.player_total, self.banker_total))

    # ----------------------------------------------------------------- settlement

    def verify_settle(self) -> None:
        if self.phase is Phase.SETTLED:
            raise RuleError("PB-12", "this coup is already settled")
        if self.phase is not Phase.COMPLETE:
            raise RuleError("PB-12", "bets are settled once the winner is announced")

    def can_settle(self) -> bool:
        return allowed(self.verify_settle)

    def settle(self) -> Settled:
        """PB-04, PB-05, PB-12: losing bets collected first, then winners paid; pushed bets
        stay for their owners to take back. Within each group, seat by seat, in bet order
        (DECISION: the seed gives no order between seats). The cards go to the discards."""
        self.verify_settle()
        outcome = self.outcome
        assert outcome is not None
        results = [settle_bet(self.book, bet, outcome) for bet in self.bets]
        order: dict[BetOutcome, int] = {"lost": 0, "won": 1, "push": 2}
        ordered = sorted(results, key=lambda r: (order[r.outcome], r.bet.seat))
        self.results = tuple(ordered)
        self.phase = Phase.SETTLED
        self.shoe.discard(self.cards)
        settled = Settled(self.results)
        self._events.append(settled)
        return settled

    # ----------------------------------------------------------------- the felt

    def scene(self) -> Scene:
        """The coup as the felt draws it: both hands, one chip stack per spot (with its fate
        once settled), the burn card, totals and the commission owed per seat."""
        info: dict[str, str] = {}
        if self.burn_card is not None:
            info["burn"] = str(self.burn_card)
        if self.phase is not Phase.BETTING:
            info["player_total"] = str(self.player_total)
            info["banker_total"] = str(self.banker_total)
        if self.outcome is not None:
            info["outcome"] = self.outcome
        if self.last_coup:
            info["last_coup"] = "yes"
        return Scene(
            game="punto_banco",
            hands={
                "player": tuple(str(c) for c in self.player),
                "banker": tuple(str(c) for c in self.banker),
            },
            bets=_scene_bets(self.bets, self.results),
            info=info,
        )


def _scene_bets(bets: Sequence[Bet], results: Sequence[Result]) -> tuple[SceneBet, ...]:
    """One SceneBet per spot, in the order spots were first bet; a deferred commission is
    shown on the seat's "seatN:commission" spot (PB-04, end of shoe)."""
    by_spot: dict[str, list[Bet]] = {}
    for bet in bets:
        by_spot.setdefault(bet.spot, []).append(bet)
    out: list[SceneBet] = []
    for spot, group in by_spot.items():
        amount = sum((b.amount for b in group), Decimal(0))
        mine = [r for r in results if r.bet.spot == spot]
        if not mine:
            out.append(SceneBet(spot, amount))
            continue
        state = mine[0].outcome
        payout = sum((r.amount for r in mine), Decimal(0)) if state == "won" else None
        out.append(SceneBet(spot, amount, state=state, payout=payout))
    owed: dict[int, Decimal] = {}
    for r in results:
        if r.commission_deferred:
            owed[r.bet.seat] = owed.get(r.bet.seat, Decimal(0)) + r.commission
    out.extend(SceneBet(f"seat{seat}:commission", amount) for seat, amount in owed.items())
    return tuple(out)


def settle_bet(rulebook: Rulebook, bet: Bet, outcome: Outcome) -> Result:
    """One bet against the coup's outcome (PB-04, PB-05). Winnings go through
    `trainer.money.payout` (rounded down, MO-02) and the banker commission through
    `trainer.money.deduction` (rounded up, MO-03); `exact` settles both to the cent (MO-05)."""
    rules = rulebook.punto_banco

    def pay(exact: Fraction) -> Rounded:
        return payout(exact, rulebook.payout_rounding, rulebook.chip_set)

    if bet.side == "tie":
        if outcome == "tie":  # PB-04: tie pays 8 to 1
            win = pay(rules.tie_pays.exact(bet.amount))
            return Result(bet, "won", win.amount, "PB-04", rounded=(win,))
        return Result(bet, "lost", bet.amount, "PB-04")
    if outcome == "tie":  # PB-05: player and banker bets push on a tie
        return Result(bet, "push", Decimal(0), "PB-05")
    if bet.side != outcome:
        return Result(bet, "lost", bet.amount, "PB-12")
    if bet.side == "player":  # PB-04: player 1 to 1
        win = pay(rules.player_pays.exact(bet.amount))
        return Result(bet, "won", win.amount, "PB-04", rounded=(win,))
    # PB-04: banker 1 to 1 less commission (rate and collection are house settings); the
    # commission is an amount the house takes: rounded UP to the smallest chip (MO-03).
    win = pay(rules.banker_pays.exact(bet.amount))
    commission = deduction(
        Fraction(win.amount) * Fraction(rules.commission_rate),
        rulebook.payout_rounding,
        rulebook.chip_set,
    )
    if rules.commission_collection == "end_of_shoe":
        # Paid in full now; the commission goes to the seat's box, due at the end of the shoe.
        # DECISION: each coup's entry is rounded as it is marked (MO-03), as if taken at once.
        return Result(bet, "won", win.amount, "PB-04", commission.amount, True, (win, commission))
    paid = max(win.amount - commission.amount, Decimal(0))
    return Result(bet, "won", paid, "PB-04", win.amount - paid, False, (win, commission))


# --------------------------------------------------------------------------- the shoe


class PuntoBancoShoe:
    """A shoe's life at the table: preparation with the stop card (PB-06), the burn (PB-07),
    coup after coup until the stop card, and the commission box (PB-04, end of shoe). Its
    `events` are the whole shoe's: the burn, then each `CoupOpened` followed by that coup's
    own events."""

    def __init__(self, rulebook: Rulebook, shoe: Shoe) -> None:
        self.book = rulebook
        self.shoe = shoe
        self.coups: list[Coup] = []
        self.burn_event: Burned | None = None
        self._opened: list[CoupOpened] = []

    @classmethod
    def shuffled(cls, rulebook: Rulebook, rng: random.Random) -> PuntoBancoShoe:
        """PB-01, PB-06: the rulebook's decks shuffled by `rng`, the stop card placed with
        `stop_card_from_end` cards beneath it."""
        rules = rulebook.punto_banco
        return cls(rulebook, Shoe(rules.decks, rng, cut_from_end=rules.stop_card_from_end))

    @property
    def events(self) -> tuple[Event, ...]:
        out: list[Event] = [] if self.burn_event is None else [self.burn_event]
        for opened, coup in zip(self._opened, self.coups, strict=True):
            out.append(opened)
            out.extend(coup.events)
        return tuple(out)

    @property
    def coup(self) -> Coup | None:
        """The coup being dealt, or the last one."""
        return self.coups[-1] if self.coups else None

    @property
    def stop_card_out(self) -> bool:
        """PB-06: a card from beneath the stop card has been dealt, so the stop card is out."""
        return bool(self.shoe.cut_from_end) and self.shoe.remaining < self.shoe.cut_from_end

    @property
    def finished(self) -> bool:
        """PB-06: the stop card is out and the coup it came out in is settled."""
        coup = self.coup
        return self.stop_card_out and (coup is None or coup.phase is Phase.SETTLED)

    # ----------------------------------------------------------------- burn

    def verify_burn(self) -> None:
        if self.burn_event is not None:
            raise RuleError("PB-07", "the shoe is burned once, before its first coup")

    def can_burn(self) -> bool:
        return allowed(self.verify_burn)

    def burn(self) -> Burned:
        """PB-07: turn the first card; its value (tens and court cards 10) is the number of
        cards burned into the discards. The first card goes to the discards too."""
        self.verify_burn()
        (first,) = self.shoe.burn(1)
        burned = tuple(self.shoe.burn(first.count_value))  # PB-07: court cards count 10 here
        self.burn_event = Burned(first, burned)
        return self.burn_event

    # ----------------------------------------------------------------- coups

    def verify_start_coup(self) -> None:
        if self.burn_event is None:
            raise RuleError("PB-07", "burn the shoe before the first coup")
        if self.coups and self.coups[-1].phase is not Phase.SETTLED:
            raise RuleError("PB-12", "settle the current coup first")
        if self.stop_card_out:  # PB-06
            raise RuleError("PB-06", "the stop card is out: the shoe is finished")

    def can_start_coup(self) -> bool:
        return allowed(self.verify_start_coup)

    def start_coup(self) -> CoupOpened:
        """The next coup opens for bets; it is `coup` until the next one."""
        self.verify_start_coup()
        assert self.burn_event is not None
        self.coups.append(Coup(self.book, self.shoe, burn=self.burn_event.first))
        opened = CoupOpened(len(self.coups))
        self._opened.append(opened)
        return opened

    def scene(self) -> Scene:
        """The current coup as the felt draws it, with each seat's commission box for the
        whole shoe so far ("seat2:commission", PB-04 end of shoe) and the cards left."""
        coup = self.coup or Coup(self.book, Shoe.stacked([]))
        scene = coup.scene()
        box = self.commission_box()
        bets = [b for b in scene.bets if not b.spot.endswith(":commission")]
        bets += [SceneBet(f"seat{seat}:commission", owed) for seat, owed in sorted(box.items())]
        info = dict(scene.info)
        if self.burn_event is not None:
            info["burn"] = str(self.burn_event.first)
        info["cards_left"] = str(self.shoe.remaining)
        if box:
            info["commission_owed"] = str(sum(box.values(), Decimal(0)))
        return replace(scene, bets=tuple(bets), info=info)

    def commission_box(self) -> dict[int, Decimal]:
        """PB-04, end of shoe: the commission each seat owes, summed from the settled coups
        (computed from the results, never kept as a counter)."""
        owed: dict[int, Decimal] = {}
        for coup in self.coups:
            for r in coup.results:
                if r.commission_deferred:
                    owed[r.bet.seat] = owed.get(r.bet.seat, Decimal(0)) + r.commission
        return owed


def play_shoe(
    rulebook: Rulebook,
    rng: random.Random,
    bets: Callable[[Coup], None] | None = None,
) -> PuntoBancoShoe:
    """A whole shoe: prepare, burn, then coups to the stop card (PB-06), each played by the
    tableau and settled. `bets` places bets on each new coup."""
    table = PuntoBancoShoe.shuffled(rulebook, rng)
    table.burn()
    while table.can_start_coup():
        table.start_coup()
        coup = table.coup
        assert coup is not None
        if bets is not None:
            bets(coup)
        coup.play_out()
        coup.settle()
    return table
