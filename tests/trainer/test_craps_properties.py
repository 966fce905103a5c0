"""Conservation of chips: whatever the layout and the dice, every chip on the table before a
roll is still on it, collected by the house, or handed back; winnings come from the bank; no
amount is ever negative. And bad input changes nothing."""

from __future__ import annotations

from decimal import Decimal

from hypothesis import given, settings
from hypothesis import strategies as st

from trainer.errors import RuleError
from trainer.games.craps import CrapsTable, NoRoll, RollResult
from trainer.rulebooks import load

D = Decimal
NUMBERS = (4, 5, 6, 8, 9, 10)
SPOTS = (
    ["win", "dont_win", "come", "dont_come", "odds:win", "odds:dont_win"]
    + [f"{k}:{n}" for k in ("place", "lay", "odds:come", "odds:dont_come") for n in NUMBERS]
    + ["field", "big_6", "big_8", "under_7", "over_7", "hard_4", "hard_6", "hard_8", "hard_10"]
    + ["any_seven", "eleven", "any_craps", "craps_2", "craps_3", "craps_12", "horn"]
)
BOXES = [f"{k}:{n}" for k in ("come", "dont_come") for n in NUMBERS]
AMOUNTS = [D("5"), D("7.50"), D("12"), D("13"), D("33"), D("100"), D("0.50")]
LANDINGS = ["table", "table", "table", "on_chips", "broken", "off_table"]
die = st.integers(1, 6)
bet = st.tuples(st.sampled_from(["a", "b"]), st.sampled_from(SPOTS), st.sampled_from(AMOUNTS))


def _check(result: RollResult, before: Decimal, table: CrapsTable) -> None:
    # on the table before = still on it + collected + stakes handed back
    assert before == result.staying + result.collected + result.returned_stakes
    assert table.on_table == result.staying
    chip = table.rulebook.chip_set.smallest
    for o in result.outcomes:
        assert o.stake > 0 and o.winnings >= 0
        if o.outcome == "won":  # MO-02: the exact win, down to the chip (0.25 pays nothing)
            assert o.paid is not None and o.paid.exact > 0
            assert o.winnings <= o.paid.exact < o.winnings + chip
            assert o.winnings % chip == 0
        else:
            assert o.paid is None and o.winnings == 0


@settings(max_examples=100, deadline=None)
@given(
    rulebook_id=st.sampled_from(["andorra-2025", "spain-1979"]),
    point=st.sampled_from([None, *NUMBERS]),
    boxes=st.lists(st.tuples(st.sampled_from(["a", "b"]), st.sampled_from(BOXES)), max_size=4),
    picks=st.lists(bet, max_size=30),
    d1=die,
    d2=die,
)
def test_one_roll_conserves_chips(
    rulebook_id: str,
    point: int | None,
    boxes: list[tuple[str, str]],
    picks: list[tuple[str, str, Decimal]],
    d1: int,
    d2: int,
) -> None:
    layout = [("a", "win", D(10)), ("b", "dont_win", D(10))]
    layout += [(player, spot, D(10)) for player, spot in dict.fromkeys(boxes)]
    table = CrapsTable.with_layout(load(rulebook_id), point, layout, players=("a", "b"))
    for player, spot, amount in picks:
        if table.can_place_bet(player, spot, amount):
            table.place_bet(player, spot, amount)
    before = table.on_table
    table.call_no_more_bets()
    result = table.roll(d1, d2)
    assert isinstance(result, RollResult)
    _check(result, before, table)


action = st.one_of(
    st.tuples(st.just("bet"), bet),
    st.tuples(st.just("withdraw"), st.tuples(st.sampled_from(["a", "b"]), st.sampled_from(SPOTS))),
    st.tuples(st.just("roll"), st.tuples(die, die, st.sampled_from(LANDINGS))),
    st.tuples(st.just("announce"), st.just(())),
)


@settings(max_examples=40, deadline=None)
@given(rulebook_id=st.sampled_from(["andorra-2025", "spain-1979"]), actions=st.lists(action))
def test_a_session_conserves_chips(rulebook_id: str, actions: list[tuple[str, object]]) -> None:
    """Players' wallets + chips on the table + the house's bank never change in total."""
    table = CrapsTable(load(rulebook_id), players=("a", "b"))
    wallets = {"a": D(0), "b": D(0)}
    bank = D(0)
    for name, args in actions:
        shooter = table.shooter
        if not table.stake(shooter, "win") and table.can_place_bet(shooter, "win", D(10)):
            table.place_bet(shooter, "win", D(10))  # CR-16: the shooter's line bet
            wallets[shooter] -= 10
        before_state = (dict(table.bets), table.point, table.phase, len(table.events))
        try:
            if name == "bet":
                player, spot, amount = args  # type: ignore[misc]
                table.place_bet(player, spot, amount)
                wallets[player] -= amount
            elif name == "withdraw":
                player, spot = args  # type: ignore[misc]
                wallets[player] += table.withdraw(player, spot).amount
            elif name == "roll":
                d1, d2, landing = args  # type: ignore[misc]
                if table.can_call_no_more_bets():
                    table.call_no_more_bets()
                before = table.on_table
                result = table.roll(d1, d2, landing)
                if isinstance(result, NoRoll):
                    assert table.on_table == before
                    continue
                _check(result, before, table)
                for o in result.outcomes:
                    wallets[o.player] += o.to_player
                bank += result.collected - result.winnings_paid
            else:
                table.announce_last_rolls()
        except RuleError:
            # an illegal action changes nothing
            assert before_state == (dict(table.bets), table.point, table.phase, len(table.events))
        assert sum(wallets.values()) + table.on_table + bank == 0
        assert all(v > 0 for v in table.bets.values())
