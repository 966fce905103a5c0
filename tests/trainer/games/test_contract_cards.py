"""The engine contract (issue 16, section 1) for the card games: blackjack, punto banco, chemin
de fer, baccarat à deux tableaux and trente et quarante.

Each `Driver` offers, at every point of a whole shoe, the moves a croupier or a player could
try, legal and illegal alike (a bet after the deal, a card on 21, a draw the tableau forbids, a
second settlement), so that the checks of `contract.py` bite: `can_x` agrees with `verify_x`, a
refused action raises a `RuleError` naming its rule and changes neither the state nor the
events, an allowed one returns the frozen event it appended; a seed reproduces the shoe, every
scene survives JSON, and the shoe is dealt to its end through actions alone.
"""

from __future__ import annotations

import random
from collections import Counter
from decimal import Decimal

import pytest

from tests.trainer.games.contract import (
    Driver,
    Move,
    check_scene_round_trip,
    check_seed_reproduces,
    play,
)
from trainer.games.baccarat.banked import Phase as BankedPhase
from trainer.games.baccarat.banked import PunterBet
from trainer.games.blackjack.round import SIDE_BETS, Phase, Round
from trainer.games.blackjack.shoe import BlackjackShoe
from trainer.games.chemin_de_fer import CheminDeFerShoe
from trainer.games.deux_tableaux import DeuxTableauxShoe
from trainer.games.punto_banco import Phase as PBPhase
from trainer.games.punto_banco import PuntoBancoShoe
from trainer.games.trente_quarante import CHANCES, Bet, Table
from trainer.rulebooks import default

# --------------------------------------------------------------------------- blackjack


def _bj_bets(rnd: Round, rng: random.Random) -> list[Move]:
    rules = rnd.rules
    box = rng.randint(1, rnd.box_count)
    stake = Decimal(rng.choice((10, 15, 25, 50, 100, 500)))
    side = rng.choice(SIDE_BETS)
    side_stake = rng.choice((Decimal(5), Decimal(10), Decimal(20)))
    return [
        Move(rnd, "place_bet", (box, stake)),
        Move(rnd, "place_bet", (box, stake, 2)),  # a second bettor: only beside bettor 1
        Move(rnd, "place_bet", (box, rules.table_max + 10)),  # BJ-04: over the maximum
        Move(rnd, "place_bet", (box, Decimal("10.30"))),  # BJ-04: no chips make it
        Move(rnd, "place_bet", (0, stake)),  # BJ-03: no box 0
        Move(rnd, "place_side_bet", (box, side, side_stake)),
        Move(rnd, "deal"),
        Move(rnd, "hit"),  # BJ-05: nothing dealt yet
        Move(rnd, "settle"),
    ]


def _bj_players(rnd: Round, rng: random.Random) -> list[Move]:
    box = rng.choice(rnd.boxes_in_play)
    half = rnd.stake(box) / 2
    return [
        Move(rnd, "hit"),
        Move(rnd, "stand"),
        Move(rnd, "double"),
        Move(rnd, "split"),
        Move(rnd, "hit", (2,)),  # BJ-03: bettor 2 does not decide
        Move(rnd, "insure", (box, half)),
        Move(rnd, "insure", (box, half * 4)),  # BJ-11: at most half the bet
        Move(rnd, "place_bet", (box, Decimal(10))),  # BJ-04: bets close at the deal
        Move(rnd, "dealer_draw"),
        Move(rnd, "settle"),
    ]


def _bj_moves(state: object, rng: random.Random) -> list[Move]:
    assert isinstance(state, BlackjackShoe)
    rnd = state.round
    if rnd is None or rnd.phase is Phase.DONE:
        late = [Move(rnd, "place_bet", (1, Decimal(10))), Move(rnd, "settle")] if rnd else []
        return [Move(state, "start_round"), *late]
    start = Move(state, "start_round")  # BJ-09: not while a round is on the table
    if rnd.phase is Phase.BETTING:
        return [*_bj_bets(rnd, rng), start]
    if rnd.phase is Phase.PLAYERS:
        return [*_bj_players(rnd, rng), start]
    others = [Move(rnd, "hit"), Move(rnd, "place_bet", (1, Decimal(10))), start]
    return [Move(rnd, "dealer_draw"), Move(rnd, "settle"), *others]


def _bj_state(state: object) -> BlackjackShoe:
    assert isinstance(state, BlackjackShoe)
    return state


BLACKJACK = Driver(
    name="blackjack",
    rulebook=default,
    start=lambda book, rng: BlackjackShoe.shuffled(book, rng),
    moves=_bj_moves,
    events=lambda state: _bj_state(state).events,
    scene=lambda state: _bj_state(state).scene(),
    finished=lambda state: _bj_state(state).finished,
)


# --------------------------------------------------------------------------- punto banco

_PB_STAKES = ("10", "25", "100", "1000", "1010", "5", "10.25", "12.50")  # PB-03: some refused


def _pb_spot(seats: int, rng: random.Random) -> str:
    seat = rng.randint(0, seats + 1)  # seat 0 and the one past the last: PB-02
    return f"seat{seat}:{rng.choice(('player', 'banker', 'tie'))}"


def _pb_moves(state: object, rng: random.Random) -> list[Move]:
    shoe = _pb_state(state)
    coup = shoe.coup
    start = Move(shoe, "start_coup")
    if shoe.burn_event is None:
        return [Move(shoe, "burn"), start]  # PB-07: no coup before the burn
    if coup is None or coup.phase is PBPhase.SETTLED:
        late = [Move(coup, "place_bet", ("seat1:player", Decimal(10))), Move(coup, "settle")]
        return [start, Move(shoe, "burn"), *(late if coup else [])]
    if coup.phase is PBPhase.BETTING:
        bets = [
            Move(coup, "place_bet", (_pb_spot(coup.rules.seats, rng), Decimal(stake)))
            for stake in rng.sample(_PB_STAKES, 4)
        ]
        return [
            *bets,
            Move(coup, "place_bet", ("box2", Decimal(10))),  # PB-02: not a punto banco spot
            Move(coup, "deal"),
            Move(coup, "draw_player"),
            Move(coup, "settle"),
            start,
        ]
    hands = [
        Move(coup, "draw_player"),
        Move(coup, "stand_player"),
        Move(coup, "draw_banker"),
        Move(coup, "stand_banker"),
    ]
    return [*hands, Move(coup, "settle"), Move(coup, "deal"), start]


def _pb_state(state: object) -> PuntoBancoShoe:
    assert isinstance(state, PuntoBancoShoe)
    return state


PUNTO_BANCO = Driver(
    name="punto_banco",
    rulebook=default,
    start=lambda book, rng: PuntoBancoShoe.shuffled(book, rng),
    moves=_pb_moves,
    events=lambda state: _pb_state(state).events,
    scene=lambda state: _pb_state(state).scene(),
    finished=lambda state: _pb_state(state).finished,
)


# --------------------------------------------------------------------------- chemin de fer


def _cf_moves(state: object, rng: random.Random) -> list[Move]:
    shoe = _cf_state(state)
    coup = shoe.coup
    bank = Decimal(rng.choice((100, 250, 1000)))
    start = Move(shoe, "start_coup", (bank, rng.random() < 0.1))  # free play, now and then
    if coup is None or coup.phase is BankedPhase.DONE:
        late = [Move(coup, "place_bet", (PunterBet("p9", Decimal(10)),)), Move(coup, "settle")]
        return [start, Move(shoe, "start_coup", (Decimal(0),)), *(late if coup else [])]
    player = f"p{rng.randint(1, 9)}"
    stake = Decimal(rng.choice((10, 50, 100, 2000)))  # CF-06: at most the bank
    bets = [
        Move(coup, "place_bet", (PunterBet(player, stake),)),
        Move(coup, "place_bet", (PunterBet(player, Decimal(0)),)),  # CF-06: a positive sum
        Move(coup, "place_bet", (PunterBet(player, stake, "left"),)),  # no left in chemin de fer
        Move(coup, "banco", (player,)),
    ]
    speak = [
        Move(coup, "punter_draw"),
        Move(coup, "punter_stand"),
        Move(coup, "advice"),
        Move(coup, "banker_draw"),
        Move(coup, "banker_stand"),
    ]
    return [*bets, Move(coup, "deal"), *speak, Move(coup, "settle"), start]


def _cf_state(state: object) -> CheminDeFerShoe:
    assert isinstance(state, CheminDeFerShoe)
    return state


CHEMIN_DE_FER = Driver(
    name="chemin_de_fer",
    rulebook=default,
    start=lambda book, rng: CheminDeFerShoe.shuffled(book, rng),
    moves=_cf_moves,
    events=lambda state: _cf_state(state).events,
    scene=lambda state: _cf_state(state).scene(),
    finished=lambda state: _cf_state(state).finished,
)


# --------------------------------------------------------------------------- deux tableaux


def _dt_moves(state: object, rng: random.Random) -> list[Move]:
    shoe = _dt_state(state)
    coup = shoe.coup
    if coup is None or coup.phase is BankedPhase.DONE:
        bank = Decimal(rng.choice((200, 1000, 5000)))
        mode = rng.choice(("limited", "open"))
        starts = [
            Move(shoe, "start_coup", (bank, mode)),
            Move(shoe, "start_coup", (Decimal(7000), "limited")),  # BD-02: over the maximum
            Move(shoe, "start_coup", (Decimal(7000), "limited", True)),  # a bank grown past it
        ]
        late = [Move(coup, "place_bet", (PunterBet("p9", Decimal(10), "left"),))] if coup else []
        return [*starts, *late]
    bets = [
        Move(coup, "place_bet", (_dt_bet(rng, side),)) for side in ("right", "left", "punter")
    ]  # BD-01: no "punter" tableau here
    hands = [
        Move(coup, "punter_draw", ("right",)),
        Move(coup, "punter_stand", ("right",)),
        Move(coup, "punter_draw", ("left",)),
        Move(coup, "punter_stand", ("left",)),
        Move(coup, "banker_draw"),
        Move(coup, "banker_stand"),
    ]
    start = Move(shoe, "start_coup", (Decimal(100), "open"))  # BD-03: not before settlement
    return [*bets, Move(coup, "deal"), *hands, Move(coup, "settle"), start]


def _dt_bet(rng: random.Random, side: str) -> PunterBet:
    seat = rng.randint(1, 12)
    return PunterBet(f"p{seat}", Decimal(rng.choice((10, 60, 500))), side, seat)  # type: ignore[arg-type]


def _dt_state(state: object) -> DeuxTableauxShoe:
    assert isinstance(state, DeuxTableauxShoe)
    return state


DEUX_TABLEAUX = Driver(
    name="deux_tableaux",
    rulebook=default,
    start=lambda book, rng: DeuxTableauxShoe.shuffled(book, rng),
    moves=_dt_moves,
    events=lambda state: _dt_state(state).events,
    scene=lambda state: _dt_state(state).scene(),
    finished=lambda state: _dt_state(state).finished,
)


# --------------------------------------------------------------------------- trente et quarante

_TQ_STAKES = ("10", "25", "37.50", "2000", "5", "2010", "10.30")  # TQ-05, MO-01: some refused


def _tq_moves(state: object, rng: random.Random) -> list[Move]:
    table = _tq_state(state)
    bets = [Move(table, "place_bet", (_tq_bet(rng),)) for _ in range(4)]
    index = rng.randint(0, len(table.pending))  # one past the last waiting bet: TQ-04
    return [
        *bets,
        Move(table, "deal_card"),
        Move(table, "deal"),
        Move(table, "settle"),
        Move(table, "choose", (0, "half")),
        Move(table, "choose", (0, "prison")),
        Move(table, "choose", (index, rng.choice(("half", "prison")))),
        Move(table, "next_coup"),
        Move(table, "close_shoe"),
    ]


def _tq_bet(rng: random.Random) -> Bet:
    chance = rng.choice((*CHANCES, "zero"))  # TQ-03: no "zero" chance
    stake = Decimal(rng.choice(_TQ_STAKES))
    return Bet(f"p{rng.randint(1, 7)}", chance, stake, rng.randint(0, 3))  # type: ignore[arg-type]


def _tq_state(state: object) -> Table:
    assert isinstance(state, Table)
    return state


TRENTE_QUARANTE = Driver(
    name="trente_quarante",
    rulebook=default,
    start=lambda book, rng: Table.shuffled(book, rng),
    moves=_tq_moves,
    events=lambda state: _tq_state(state).events,
    scene=lambda state: _tq_state(state).scene(),
    finished=lambda state: _tq_state(state).finished,
)


# --------------------------------------------------------------------------- the checks

ALL = (BLACKJACK, PUNTO_BANCO, CHEMIN_DE_FER, DEUX_TABLEAUX, TRENTE_QUARANTE)
DRIVERS = {driver.name: driver for driver in ALL}


@pytest.mark.parametrize("name", sorted(DRIVERS))
@pytest.mark.parametrize("seed", [16, 17, 18])
def test_a_whole_shoe_through_actions_alone_keeps_the_contract(name: str, seed: int) -> None:
    """can ⇔ verify for every offered move, refusals change nothing, actions return the event
    they appended, and the shoe is dealt to its end; the illegal moves offered were met."""
    refused: Counter[str] = Counter()
    events = play(DRIVERS[name], seed=seed, refused=refused)
    assert events
    assert sum(refused.values()) > 100, refused
    assert len(refused) >= 4, refused


@pytest.mark.parametrize("name", sorted(DRIVERS))
@pytest.mark.parametrize("seed", [1, 2])
def test_a_seed_reproduces_the_shoe(name: str, seed: int) -> None:
    check_seed_reproduces(DRIVERS[name], seed)


@pytest.mark.parametrize("name", sorted(DRIVERS))
def test_every_scene_survives_json(name: str) -> None:
    check_scene_round_trip(DRIVERS[name], seed=3, samples=200)
