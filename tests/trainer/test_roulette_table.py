"""The roulette table as a state machine: betting and its limits (RO-12, RO-13), the wheel
(RO-13, RO-15), settlement in the croupier's order (RO-10, RO-14), call bets, the scene, and
conservation of money through a spin."""

from __future__ import annotations

import random
from decimal import Decimal as D
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from trainer.errors import RuleError
from trainer.games.roulette import (
    SIMPLE_CHANCES,
    SPOTS,
    Bet,
    ChoiceKey,
    Launched,
    Limits,
    NoHiVaRes,
    Spin,
    Table,
    call,
    complete_bet,
)
from trainer.games.wheel import BetPlaced, Phase
from trainer.rulebooks import Rulebook, default, load
from trainer.scene import Scene

# The default rulebook: table minimum 5, plein maximum 100, simple maximum 2000.
BOOK = default()


def _table(rulebook: Rulebook = BOOK, seed: int = 0) -> Table:
    return Table(rulebook, random.Random(seed))


def _open(table: Table, last: bool = False) -> Spin:
    table.open_spin(last)
    return table.spins[-1]


def _closed(table: Table) -> Spin:
    spin = _open(table)
    spin.launch()
    spin.no_more_bets()
    return spin


def _snapshot(spin: Spin) -> tuple[object, ...]:
    return (dict(spin.bets), spin.events, spin.table.events, spin.phase, spin.launched)


# --------------------------------------------------------------------------- RO-13


def test_ro_13_wheel_turns_the_other_way_each_spin_ball_against_it() -> None:
    table = _table(seed=1)
    wheels = []
    for _ in range(3):
        spin = _open(table)
        spin.launch()
        spin.no_more_bets()
        spin.ball_falls()
        for key in spin.pending_choices():
            spin.choose(key, "half")
        spin.settle()
        launched = next(e for e in spin.events if isinstance(e, Launched))
        assert launched.ball != launched.wheel
        wheels.append(launched.wheel)
    assert wheels == ["clockwise", "anticlockwise", "clockwise"]


def test_ro_13_no_bet_after_no_hi_van_mes_apostes() -> None:
    table = _table()
    spin = _open(table)
    spin.place(Bet.from_spot("plein:17", D(5)), "a")
    spin.launch()
    spin.place(Bet.from_spot("plein:18", D(5)), "a")  # the ball spins: still accepted
    spin.no_more_bets()
    before = _snapshot(spin)
    late = Bet.from_spot("rouge", D(10))
    assert not spin.can_place(late, "a")
    with pytest.raises(RuleError) as caught:
        spin.place(late, "a")
    assert caught.value.rule_id == "RO-13"
    assert "no hi van més apostes" in caught.value.reason
    assert _snapshot(spin) == before


def test_ro_13_the_call_comes_after_the_launch_and_only_once() -> None:
    spin = _open(_table())
    with pytest.raises(RuleError):
        spin.no_more_bets()
    spin.launch()
    spin.no_more_bets()
    with pytest.raises(RuleError):
        spin.no_more_bets()
    with pytest.raises(RuleError):
        spin.settle()  # the ball has not fallen


# --------------------------------------------------------------------------- RO-12


def test_ro_12_above_the_maximum_is_refused_and_the_table_unchanged() -> None:
    spin = _open(_table())
    spin.place(Bet.from_spot("plein:17", D(60)), "a")
    before = _snapshot(spin)
    with pytest.raises(RuleError) as caught:
        spin.place(Bet.from_spot("plein:17", D(50)), "a")  # 110 on a plein, maximum 100
    assert caught.value.rule_id == "RO-12"
    assert "above the maximum 100" in caught.value.reason
    assert _snapshot(spin) == before
    spin.place(Bet.from_spot("plein:17", D(50)), "b")  # another player's own maximum
    spin.place(Bet.from_spot("cheval:17-20", D(200)), "a")  # cheval: twice the plein maximum
    with pytest.raises(RuleError):
        spin.place(Bet.from_spot("dozen:1", D(1005)), "a")  # dozen: half of 2000
    with pytest.raises(RuleError) as low:
        spin.place(Bet.from_spot("rouge", D(2)), "a")  # below the minimum 5
    assert low.value.rule_id == "RO-12"


def test_ro_12_complete_bet_is_all_or_nothing() -> None:
    spin = _open(_table())
    spin.place(Bet.from_spot("sixain:16-17-18-19-20-21", D(590)), "a")
    before = _snapshot(spin)
    # Complete on 17 with a unit of 5 puts 30 more on that sixain: 620 > 600 (6 x 100).
    with pytest.raises(RuleError):
        spin.place_all(complete_bet(17, D(5)), "a")
    assert _snapshot(spin) == before
    spin.place_all(complete_bet(17, D(5)), "b")
    assert sum(b.stake for (p, _), b in spin.bets.items() if p == "b") == 200  # 40 x 5


def test_ro_12_limits_change_during_the_session_between_spins() -> None:
    table = _table()
    spin = _open(table)
    raised = Limits(D(10), D(500), D(5000))
    with pytest.raises(RuleError) as caught:
        table.change_limits(raised)
    assert caught.value.rule_id == "RO-12"
    spin.launch()
    spin.no_more_bets()
    spin.ball_falls(5)
    spin.settle()
    table.change_limits(raised)
    spin = _open(table)
    spin.place(Bet.from_spot("plein:5", D(400)), "a")
    with pytest.raises(RuleError):
        spin.place(Bet.from_spot("plein:6", D(5)), "a")  # now below the minimum 10


# --------------------------------------------------------------------------- RO-15


def test_ro_15_no_hi_va_res_relaunches_from_the_previous_number() -> None:
    table = _table()
    spin = _closed(table)
    spin.ball_falls(26)
    spin.settle()
    spin = _open(table)
    spin.place(Bet.from_spot("plein:7", D(5)), "a")
    spin.launch()
    spin.no_more_bets()
    incident = spin.no_hi_va_res("chip_in_wheel")
    assert incident == NoHiVaRes("chip_in_wheel", 26) == spin.events[-1]
    assert ("a", "plein:7") in spin.bets  # the bets stand
    with pytest.raises(RuleError):
        spin.ball_falls(3)  # the ball must be launched again
    relaunch = spin.launch()
    assert isinstance(relaunch, Launched) and relaunch.from_number == 26
    assert relaunch.wheel == "anticlockwise"  # the second spin's direction, kept
    spin.no_more_bets()
    assert spin.ball_falls(7).number == 7


def test_ro_15_no_hi_va_res_only_while_the_ball_is_in_play() -> None:
    spin = _open(_table())
    with pytest.raises(RuleError) as caught:
        spin.no_hi_va_res("faulty_launch")
    assert caught.value.rule_id == "RO-15"
    spin.launch()
    assert not spin.can_no_hi_va_res("a draught")  # RO-15 names what voids a launch
    assert spin.can_no_hi_va_res("ball_out")
    spin.no_more_bets()
    spin.ball_falls(1)
    assert not spin.can_no_hi_va_res("ball_out")
    assert spin.phase is Phase.FALLEN


# --------------------------------------------------------------------------- RO-10, RO-14


def test_ro_14_announcement_number_and_winning_chances() -> None:
    assert call(17).chances == ("noir", "impair", "manque")
    assert call(17).code == "17 noir impair manque"
    assert call(36).code == "36 rouge pair passe"
    assert call(0).code == "0" and call(0).chances == ()
    assert call(0).message[0] == "roulette.croupier.no_chance"


def test_ro_14_losers_collected_then_winners_paid_in_order() -> None:
    table = _table()
    spin = _open(table)
    for spot in ("plein:17", "cheval:17-20", "rouge", "noir", "column:2", "plein:3", "dozen:1"):
        spin.place(Bet.from_spot(spot, D(10)), "a")
    spin.launch()
    spin.no_more_bets()
    spin.ball_falls(17)
    results = spin.settle().results
    assert [(r.spot, r.outcome) for r in results] == [
        ("rouge", "lost"),
        ("plein:3", "lost"),
        ("dozen:1", "lost"),
        ("column:2", "won"),
        ("noir", "won"),
        ("cheval:17-20", "won"),
        ("plein:17", "won"),
    ]
    # RO-10: the winner keeps the stake; winnings 10x2, 10x1, 10x17, 10x35.
    assert [r.paid for r in results if r.outcome == "won"] == [20, 10, 170, 350]
    assert all(r.returned == 10 for r in results if r.outcome == "won")
    plein = results[-1]
    assert plein.rule_id == "RO-02, RO-10" and plein.amount == 350
    assert results[0].rule_id == "RO-14" and results[0].amount == 10


def test_scene_shows_states_payouts_and_the_number() -> None:
    table = _table()
    spin = _open(table)
    spin.place(Bet.from_spot("plein:17", D(5)), "a")
    spin.place(Bet.from_spot("rouge", D(10)), "a")
    assert spin.scene().bets[0].state == "placed"
    spin.launch()
    spin.no_more_bets()
    spin.ball_falls(17)
    spin.settle()
    scene = table.scene()
    assert scene.game == "roulette" and scene.number == 17
    states = {b.spot: (b.state, b.payout) for b in scene.bets}
    assert states == {"plein:17": ("won", D(175)), "rouge": ("lost", None)}
    assert scene.highlight == ("plein:17",)
    assert scene.info["announce"] == "17 noir impair manque"
    assert Scene.from_json(scene.to_json()) == scene


def test_scene_shows_prisoners() -> None:
    table = _table()
    spin = _closed(table)
    spin.ball_falls(0)
    spin.settle()
    spin = _open(table)
    spin.place(Bet.from_spot("pair", D(10)), "a")
    spin.launch()
    spin.no_more_bets()
    spin.ball_falls(0)
    spin.choose(ChoiceKey("a", "pair"), "prison")
    spin.settle()
    assert [(b.spot, b.state, b.amount) for b in table.scene().bets] == [("pair", "prison", 10)]
    assert [(b.spot, b.state) for b in _open(table).scene().bets] == [("pair", "prison")]


def test_ball_from_the_tables_random_source_is_reproducible() -> None:
    def numbers(seed: int) -> list[int]:
        table = _table(seed=seed)
        out = []
        for _ in range(10):
            spin = _closed(table)
            out.append(spin.ball_falls().number)
            for key in spin.pending_choices():
                spin.choose(key, "half")
            spin.settle()
        return out

    assert numbers(7) == numbers(7)
    assert all(0 <= n <= 36 for n in numbers(7))
    with pytest.raises(RuleError) as caught:
        _closed(_table()).ball_falls(37)
    assert caught.value.rule_id == "RO-01"


# --------------------------------------------------------------------------- call bets


def test_call_bet_is_placed_as_its_chips() -> None:
    spin = _open(_table())
    placed = spin.place_call("voisins", D(5), "a")
    assert sum(b.stake for b in placed.bets) == 45  # 9 chips of 5
    assert [e for e in spin.events if isinstance(e, BetPlaced)] == [placed]
    assert len(placed.bets) == 7 and placed.call == "voisins"  # RO-16: 7 spots, 2 doubled
    assert spin.place_call("neighbours", D(5), "b", number=17, n=2).call == "neighbours:17:2"
    assert {s for (p, s) in spin.bets if p == "b"} == {
        "plein:2",
        "plein:25",
        "plein:17",
        "plein:34",
        "plein:6",
    }


def test_call_bets_refused_when_the_house_does_not_take_them(tmp_path: Path) -> None:
    house = tmp_path / "house.toml"
    house.write_text("[roulette]\nannounced_bets = false\n", "utf-8")
    spin = _open(_table(load(house_rules=house)))
    with pytest.raises(RuleError) as caught:
        spin.place_call("tiers", D(5), "a")
    assert caught.value.rule_id == "house:announced_bets"
    assert spin.bets == {}


# --------------------------------------------------------------------------- conservation

_SPOT_LIST = sorted(SPOTS)
_bet = st.tuples(
    st.sampled_from(["a", "b", "c"]),
    st.sampled_from(_SPOT_LIST),
    st.integers(min_value=1, max_value=20).map(lambda n: D(n * 5) / 2),
)


@settings(max_examples=60, deadline=None)
@given(
    spins=st.lists(
        st.tuples(st.lists(_bet, max_size=12), st.sampled_from([0, 0, 1, 17, 36, 2])),
        min_size=1,
        max_size=4,
    ),
    choices=st.lists(st.sampled_from(["half", "prison"]), min_size=40, max_size=40),
    last=st.booleans(),
)
def test_money_is_conserved_through_every_spin(
    spins: list[tuple[list[tuple[str, str, D]], int]], choices: list[str], last: bool
) -> None:
    """Every chip on the table before the settlement is collected, returned or kept in prison;
    the winnings come from the bank and are the layout's payouts down to the chip (MO-02); no
    amount is negative and every amount is on the chip (MO-01)."""
    table = _table()
    picks = iter(choices)
    for n, (bets, number) in enumerate(spins):
        spin = _open(table, last=last and n == len(spins) - 1)
        for player, spot, stake in bets:
            bet = Bet.from_spot(spot, stake)
            if spin.can_place(bet, player):
                spin.place(bet, player)
        on_table = sum((b.stake for b in spin.bets.values()), D(0))
        on_table += sum((p.value for p in spin.prisoners), D(0))
        spin.launch()
        spin.no_more_bets()
        spin.ball_falls(number)
        for key in spin.pending_choices():
            spin.choose(key, next(picks))  # type: ignore[arg-type]
        results = spin.settle().results
        for r in results:
            for amount in (r.on_table, r.collected, r.returned, r.paid, r.kept):
                assert amount >= 0
            assert r.on_table == r.collected + r.returned + r.kept
            assert all(a % D("0.5") == 0 for a in (r.collected, r.returned, r.kept))
            if r.outcome == "won":
                assert r.bet.kind not in SIMPLE_CHANCES or number != 0
                # A bet on n numbers pays 36/n - 1 to 1 on a single-zero layout, rounded down
                # to the 0.50 chip (MO-02: 1 to 2 on 7.50 is 3.75, paid 3.50).
                exact = r.bet.stake * (D(36) / len(r.bet.numbers) - 1)
                assert r.paid <= exact < r.paid + D("0.5")
                assert r.paid % D("0.5") == 0
        assert on_table == sum((r.collected + r.returned + r.kept for r in results), D(0))
        assert sum((p.value for p in table.prisoners), D(0)) == sum((r.kept for r in results), D(0))
    if last:
        assert table.prisoners == ()


def test_ro_10_winner_keeps_the_stake_beside_the_win() -> None:
    table = _table()
    spin = _open(table)
    spin.place(Bet.from_spot("dozen:3", D(20)), "a")
    spin.launch()
    spin.no_more_bets()
    spin.ball_falls(30)
    (result,) = spin.settle().results
    # 20 on dozen 3, 30 comes: paid 20 x 2 = 40, and the 20 stays the player's; nothing is
    # collected from a winner.
    assert (result.outcome, result.paid, result.returned, result.collected) == ("won", 40, 20, 0)
    assert "RO-10" in result.rule_id
    (bet,) = table.scene().bets
    assert (bet.amount, bet.payout) == (20, 40)


def test_mo_01_a_stake_off_the_chip_is_refused() -> None:
    # The default chip set's smallest chip is 0.50: 7.25 cannot be made with chips.
    spin = _open(_table())
    with pytest.raises(RuleError) as caught:
        spin.place(Bet.from_spot("rouge", D("7.25")), "a")
    assert caught.value.rule_id == "MO-01"
    assert not spin.can_place(Bet.from_spot("plein:17", D("5.10")))
    assert spin.bets == {}
    spin.place(Bet.from_spot("rouge", D("7.50")), "a")


def test_ro_08_mo_02_settlement_pays_one_to_two_down_to_the_chip() -> None:
    table = _table()
    spin = _open(table)
    spin.place(Bet.from_spot("two_dozens:2-3", D("7.50")), "a")
    spin.launch()
    spin.no_more_bets()
    spin.ball_falls(30)
    (result,) = spin.settle().results
    # 7.50 at 1 to 2 is 3.75: paid 3.50, the stake stays (RO-08, RO-10, MO-02).
    assert (result.paid, result.returned) == (D("3.5"), D("7.5"))
    assert result.rounding is not None and result.rounding.rule == "MO-02"
    assert table.scene().bets[0].payout == D("3.5")
