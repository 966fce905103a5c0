"""En prison in full (RO-11): the half-or-prison choice, release, zeros in a row counted on
the original stake, the prisoner below the minimum, and the session's last spin."""

from __future__ import annotations

import random
from decimal import Decimal as D
from fractions import Fraction
from pathlib import Path

import pytest

from trainer.errors import RuleError
from trainer.games.roulette import (
    Bet,
    ChoiceKey,
    Prisoner,
    Result,
    Spin,
    Table,
    half_back,
    value_in_prison,
)
from trainer.games.wheel import Settled
from trainer.rulebooks import Rulebook, default, load

# The default rulebook: table minimum 5, plein maximum 100, simple maximum 2000, en prison on.
BOOK = default()


def _table(rulebook: Rulebook = BOOK) -> Table:
    return Table(rulebook, random.Random(0))


def _spin_to(
    table: Table, bets: list[tuple[str, str, int | D]], number: int, last: bool = False
) -> Spin:
    table.open_spin(last)
    spin = table.spins[-1]
    for player, spot, stake in bets:
        spin.place(Bet.from_spot(spot, D(stake)), player)
    spin.launch()
    spin.no_more_bets()
    spin.ball_falls(number)
    return spin


def _by(settled: Settled[Bet], player: str, spot: str) -> Result[Bet]:
    (found,) = [r for r in settled.results if r.player == player and r.spot == spot]
    return found


def _exact_house(tmp_path: Path) -> Rulebook:
    """The `exact` house setting (MO-05): pays to the cent."""
    house = tmp_path / "house.toml"
    house.write_text('payout_rounding = "exact"\n', "utf-8")
    return load(house_rules=house)


def test_ro_11_values_counted_on_the_original_stake() -> None:
    # 40 in prison: after 1 zero worth 40, after 2 worth 20, after 3 worth 10.
    assert [value_in_prison(D(40), k, BOOK).amount for k in (1, 2, 3)] == [40, 20, 10]
    # Take-back: half, a quarter, an eighth of 40; nothing to round.
    backs = [half_back(D(40), k, BOOK) for k in (1, 2, 3)]
    assert [(b.amount, b.rule) for b in backs] == [(20, ""), (10, ""), (5, "")]


def test_ro_11_mo_02_take_back_rounded_down_to_the_chip() -> None:
    # The default house: smallest chip 0.50. Half of 2.50 = 1.25 -> 1.00 (MO-02).
    half = half_back(D("2.50"), 1, BOOK)
    assert (half.exact, half.amount, half.rule) == (Fraction(5, 4), D(1), "MO-02")
    # A quarter of 12.50 = 3.125 -> 3.00; an eighth of 7.50 = 0.9375 -> 0.50.
    assert half_back(D("12.50"), 2, BOOK).amount == 3
    assert half_back(D("7.50"), 3, BOOK).amount == D("0.5")
    # Left in prison at the second zero: 12.50 / 2 = 6.25 -> 6.00 stays in.
    value = value_in_prison(D("12.50"), 2, BOOK)
    assert (value.exact, value.amount, value.rule) == (Fraction(25, 4), 6, "MO-02")


def test_ro_11_mo_05_exact_house_pays_to_the_cent(tmp_path: Path) -> None:
    book = _exact_house(tmp_path)
    # Half of 2.50 = 1.25, paid as it is; an eighth of 7.50 = 0.9375 -> 0.93 (MO-05).
    assert (half_back(D("2.50"), 1, book).amount, half_back(D("2.50"), 1, book).rule) == (
        D("1.25"),
        "",
    )
    eighth = half_back(D("7.50"), 3, book)
    assert (eighth.amount, eighth.rule) == (D("0.93"), "MO-05")
    assert value_in_prison(D("12.50"), 2, book).amount == D("6.25")


def test_ro_11_mo_02_engine_rounds_and_collects_the_rest() -> None:
    table = _table()  # minimum 5, smallest chip 0.50
    spin = _spin_to(table, [("a", "rouge", D("7.50")), ("b", "noir", D("12.50"))], 0)
    # a takes half of 7.50 = 3.75 -> 3.50 back, 4.00 collected (MO-02).
    assert spin.choice_options(ChoiceKey("a", "rouge")) == (D("3.5"), D("7.5"))
    spin.choose(ChoiceKey("a", "rouge"), "half")
    spin.choose(ChoiceKey("b", "noir"), "prison")
    a = _by(spin.settle(), "a", "rouge")
    assert (a.returned, a.collected, a.rounding and a.rounding.rule) == (D("3.5"), 4, "MO-02")
    # b's 12.50 sees a second zero and stays: worth 6.25 -> 6.00, 6.50 collected.
    spin = _spin_to(table, [], 0)
    spin.choose(ChoiceKey("b", "noir", True), "prison")
    b = _by(spin.settle(), "b", "noir")
    assert (b.outcome, b.kept, b.collected) == ("prison", 6, D("6.5"))
    assert table.prisoners == (Prisoner("b", Bet.from_spot("noir", D("12.50")), 2, D(6)),)
    # Black comes: released at its value, 6.00, unpaid.
    released = _by(_spin_to(table, [], 17).settle(), "b", "noir")
    assert (released.outcome, released.prison, released.returned) == ("returned", "released", 6)


def test_ro_11_mo_05_engine_to_the_cent(tmp_path: Path) -> None:
    table = _table(_exact_house(tmp_path))
    spin = _spin_to(table, [("a", "rouge", D("7.50"))], 0, last=True)
    a = _by(spin.settle(), "a", "rouge")  # last spin: half forced, 3.75 exactly
    assert (a.outcome, a.prison, a.returned, a.collected) == (
        "returned",
        "refund",
        D("3.75"),
        D("3.75"),
    )


def test_ro_11_only_simple_chances_go_to_prison() -> None:
    with pytest.raises(RuleError) as caught:
        Prisoner.caught("a", Bet.from_spot("dozen:1", D(5)))
    assert caught.value.rule_id == "RO-11"


def test_ro_11_zero_offers_half_or_prison_on_each_simple_chance() -> None:
    table = _table()
    spin = _spin_to(table, [("a", "rouge", 20), ("b", "noir", 10), ("c", "dozen:1", 10)], 0)
    assert spin.pending_choices() == [ChoiceKey("a", "rouge"), ChoiceKey("b", "noir")]
    assert spin.choice_options(ChoiceKey("a", "rouge")) == (D(10), D(20))
    with pytest.raises(RuleError) as caught:
        spin.settle()
    assert caught.value.rule_id == "RO-11"
    with pytest.raises(RuleError):
        spin.choose(ChoiceKey("a", "rouge"), "keep")  # type: ignore[arg-type]
    spin.choose(ChoiceKey("a", "rouge"), "prison")
    spin.choose(ChoiceKey("b", "noir"), "half")
    with pytest.raises(RuleError):
        spin.choose(ChoiceKey("b", "noir"), "prison")  # already chosen
    results = spin.settle()
    # b takes back 5 and loses 5; a keeps 20 in prison; the dozen is lost.
    assert _by(results, "b", "noir").prison == "half"
    assert (_by(results, "b", "noir").returned, _by(results, "b", "noir").collected) == (5, 5)
    assert _by(results, "a", "rouge").outcome == "prison"
    assert _by(results, "a", "rouge").kept == 20
    assert _by(results, "c", "dozen:1").outcome == "lost"
    assert table.prisoners == (Prisoner.caught("a", Bet.from_spot("rouge", D(20))),)


def test_ro_11_prisoner_released_unpaid_or_lost_on_the_next_spin() -> None:
    table = _table()
    first = _spin_to(table, [("a", "rouge", 20), ("b", "pair", 20)], 0)
    first.choose(ChoiceKey("a", "rouge"), "prison")
    first.choose(ChoiceKey("b", "pair"), "prison")
    first.settle()
    # 7 is red and odd: rouge is released (20 back, nothing paid), pair is lost.
    results = _spin_to(table, [], 7).settle()
    released = _by(results, "a", "rouge")
    assert (released.prison, released.returned, released.paid) == ("released", 20, 0)
    lost = _by(results, "b", "pair")
    assert (lost.outcome, lost.collected, lost.rule_id) == ("lost", 20, "RO-11")
    assert table.prisoners == ()


def test_ro_11_two_zeros_in_a_row_then_a_session_end_zero() -> None:
    """The full sequence: zero, zero again, a release, then zero on the session's last spin."""
    table = _table()
    # Spin 1: zero. a (rouge 40) and b (manque 20) go to prison; c (impair 10) takes half.
    spin = _spin_to(table, [("a", "rouge", 40), ("b", "manque", 20), ("c", "impair", 10)], 0)
    spin.choose(ChoiceKey("a", "rouge"), "prison")
    spin.choose(ChoiceKey("b", "manque"), "prison")
    spin.choose(ChoiceKey("c", "impair"), "half")
    results = spin.settle()
    assert _by(results, "c", "impair").returned == 5  # half of 10
    # Spin 2: zero again. Each prisoner loses half its value: a 40 -> 20, b 20 -> 10 (10 and
    # 10 collected). a stays in prison (worth 20); b takes back a quarter of 20 = 5.
    spin = _spin_to(table, [("d", "noir", 10)], 0)
    assert set(spin.pending_choices()) == {
        ChoiceKey("a", "rouge", True),
        ChoiceKey("b", "manque", True),
        ChoiceKey("d", "noir"),
    }
    assert spin.choice_options(ChoiceKey("a", "rouge", True)) == (D(10), D(20))
    spin.choose(ChoiceKey("a", "rouge", True), "prison")
    spin.choose(ChoiceKey("b", "manque", True), "half")
    spin.choose(ChoiceKey("d", "noir"), "prison")
    results = spin.settle()
    a = _by(results, "a", "rouge")
    assert (a.outcome, a.on_table, a.collected, a.kept, a.zeros) == ("prison", 40, 20, 20, 2)
    b = _by(results, "b", "manque")
    assert (b.prison, b.on_table, b.collected, b.returned) == ("half", 20, 15, 5)
    assert {p.spot: p.value for p in table.prisoners} == {"rouge": 20, "noir": 10}
    # Spin 3 (last of the session): zero a third time. No choice: a takes an eighth of 40 = 5
    # (third zero in a row), d a quarter of 10 = 2.50 (second zero), e half of 30 = 15.
    spin = _spin_to(table, [("e", "passe", 30)], 0, last=True)
    assert spin.pending_choices() == []
    with pytest.raises(RuleError) as caught:
        spin.choose(ChoiceKey("e", "passe"), "prison")
    assert caught.value.rule_id == "RO-11"
    results = spin.settle()
    a = _by(results, "a", "rouge")
    assert (a.prison, a.returned, a.collected, a.zeros) == ("refund", 5, 15, 3)
    d = _by(results, "d", "noir")
    assert (d.returned, d.collected) == (D("2.5"), D("7.5"))
    e = _by(results, "e", "passe")
    assert (e.returned, e.collected) == (15, 15)
    assert table.prisoners == ()
    assert table.closed
    with pytest.raises(RuleError):
        table.open_spin()  # RO-11: the session is over


def test_ro_11_last_spin_not_zero_settles_prisoners_normally() -> None:
    table = _table()
    spin = _spin_to(table, [("a", "noir", 20)], 0)
    spin.choose(ChoiceKey("a", "noir"), "prison")
    spin.settle()
    results = _spin_to(table, [], 17, last=True).settle()  # 17 is black
    assert _by(results, "a", "noir").prison == "released"
    assert table.closed


def test_ro_11_prisoner_below_the_minimum_stays_until_released() -> None:
    table = _table()  # minimum 5
    spin = _spin_to(table, [("a", "pair", 8)], 0)
    spin.choose(ChoiceKey("a", "pair"), "prison")
    spin.settle()
    # Second zero: worth 8 / 2 = 4, below the minimum 5: no take-back, it stays.
    spin = _spin_to(table, [], 0)
    key = ChoiceKey("a", "pair", True)
    assert spin.pending_choices() == []
    assert not spin.can_choose(key, "half")
    results = spin.settle()
    assert _by(results, "a", "pair").kept == 4
    # A new, higher minimum does not push it out either (RO-12 with RO-11).
    from trainer.games.roulette import Limits

    table.change_limits(Limits(D(10), D(200), D(4000)))
    results = _spin_to(table, [], 2).settle()  # 2 is even: released at its value, 4
    assert (_by(results, "a", "pair").prison, _by(results, "a", "pair").returned) == (
        "released",
        4,
    )


def test_ro_11_without_en_prison_simple_chances_lose_on_zero(tmp_path: Path) -> None:
    house = tmp_path / "house.toml"
    house.write_text("[roulette]\nen_prison = false\n", "utf-8")
    table = _table(load(house_rules=house))
    spin = _spin_to(table, [("a", "rouge", 20)], 0)
    assert spin.pending_choices() == []
    result = _by(spin.settle(), "a", "rouge")
    assert (result.outcome, result.collected) == ("lost", 20)
    assert table.prisoners == ()


def test_ro_11_choice_only_when_zero_has_fallen() -> None:
    table = _table()
    spin = _spin_to(table, [("a", "rouge", 20)], 3)
    with pytest.raises(RuleError) as caught:
        spin.choose(ChoiceKey("a", "rouge"), "half")
    assert caught.value.rule_id == "RO-11"


def test_ro_11_mo_02_a_prisoner_worth_less_than_a_chip_is_lost() -> None:
    from trainer.games.roulette import Limits

    table = _table()
    table.change_limits(Limits(D("0.5"), D(100), D(2000)))  # a house minimum of one chip
    spin = _spin_to(table, [("a", "rouge", D("0.50"))], 0)
    spin.choose(ChoiceKey("a", "rouge"), "prison")  # first zero: whole, 0.50 in prison
    spin.settle()
    # Second zero: worth 0.50 / 2 = 0.25, which rounds down to nothing (MO-02); below the
    # minimum it has no choice (RO-11), and nothing is left to hold: collected.
    spin = _spin_to(table, [], 0)
    assert spin.pending_choices() == []
    result = _by(spin.settle(), "a", "rouge")
    assert (result.outcome, result.collected) == ("lost", D("0.5"))
    assert table.prisoners == ()
