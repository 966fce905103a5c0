"""Baccarat à deux tableaux: one banker hand against two sides, each settled on its own,
limited and open bank. Expected values worked out by hand from RULES.md (BD-01..BD-03, CF-0x).

Deal order (DECISION, BD-03 is silent): right, left, banker, right, left, banker.
"""

from __future__ import annotations

import random
from collections import Counter
from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from trainer.cards import Shoe, deck
from trainer.errors import RuleError
from trainer.games.baccarat.banked import CardDealt, NaturalShown, PunterBet
from trainer.games.baccarat.tableau import Action
from trainer.games.deux_tableaux import Coup, cover, new_shoe
from trainer.rulebooks import default
from trainer.scene import Scene

BOOK = default()
RULES = BOOK.chemin_de_fer  # limited bank, bank_max 5000, cagnotte 5%


def d(text: str) -> Decimal:
    return Decimal(text)


def bet(side: str, player: str, amount: str, priority: int) -> PunterBet:
    return PunterBet(player, d(amount), side, priority)  # type: ignore[arg-type]


def coup(cards: str, bets: list[PunterBet], bank: str = "1000", mode: str | None = None) -> Coup:
    c = Coup(BOOK, Shoe.stacked(cards.split()), d(bank), mode)  # type: ignore[arg-type]
    for b in bets:
        c.place_bet(b)
    return c


# --------------------------------------------------------------------------- BD-01


def test_bd_01_one_banker_against_left_and_right() -> None:
    c = coup("2h 3c Kd 5s Ac 6c Kh", [bet("right", "a", "100", 1), bet("left", "b", "50", 2)])
    c.deal()
    dealt = [(e.hand, str(e.card)) for e in c.events if isinstance(e, CardDealt)]
    assert dealt == [
        ("right", "2h"),
        ("left", "3c"),
        ("banker", "Kd"),
        ("right", "5s"),
        ("left", "Ac"),
        ("banker", "6c"),
    ]


def test_bd_01_both_tableaux_need_a_punter() -> None:
    c = coup("2h 3c Kd 5s Ac 6c", [bet("right", "a", "100", 1)])
    with pytest.raises(RuleError) as err:
        c.deal()
    assert err.value.rule_id == "BD-01" and c.shoe.dealt == 0


# --------------------------------------------------------------------------- BD-02


def test_bd_02_limited_bank_formed_at_most_at_the_maximum() -> None:
    with pytest.raises(RuleError) as err:
        Coup(BOOK, Shoe.stacked([]), d("5000.01"), "limited")
    assert err.value.rule_id == "BD-02"
    assert Coup(BOOK, Shoe.stacked([]), d("6000"), "open").bank == d("6000")
    # a limited bank that has grown past the maximum keeps playing (BD-02)
    assert Coup(BOOK, Shoe.stacked([]), d("7000"), "limited", continuing=True).bank == d("7000")


def test_bd_02_limited_bank_covers_in_priority_order_until_exhausted() -> None:
    bets = [bet("right", "c", "50", 3), bet("right", "a", "60", 1), bet("left", "b", "30", 2)]
    # bank 100: a (priority 1) 60, b 30, c gets the last 10; 40 of c's stake is void
    assert cover(bets, d("100"), "limited") == [d("10"), d("60"), d("30")]
    assert cover(bets, d("100"), "open") == [d("50"), d("60"), d("30")]


def test_bd_02_uncovered_part_handed_back() -> None:
    # right 2h 5s = 7 stands, left 3c Ac = 4 draws Kh: 4; banker Kd 6c = 6 stands.
    # Right 7 beats 6: a paid 60, c paid its covered 10; left 4 loses to 6: b's 30 collected.
    bets = [bet("right", "a", "60", 1), bet("left", "b", "30", 2), bet("right", "c", "50", 3)]
    c = coup("2h 3c Kd 5s Ac 6c Kh", bets, bank="100")
    c.deal()
    c.play_out(banker=Action.STAND)
    result = c.settle().result
    lines = [(x.bet.player, x.covered, x.outcome, x.amount) for x in result.lines]
    assert lines == [
        ("a", d("60"), "won", d("60")),
        ("b", d("30"), "lost", d("30")),
        ("c", d("10"), "won", d("10")),
    ]
    # bank 100 + 30 - 70 = 60, no cagnotte on a losing coup
    assert result.bank_after == d("60") and result.cagnotte == 0


def test_bd_02_bet_left_uncovered_is_void() -> None:
    bets = [bet("right", "a", "100", 1), bet("left", "b", "30", 2)]
    c = coup("2h 3c Kd 5s Ac 6c Kh", bets, bank="100")
    c.deal()
    c.play_out(banker=Action.STAND)
    line = c.settle().result.lines[1]
    # BD-03: nothing left of the bank for b's 30: void, the whole 30 handed back
    assert (line.covered, line.outcome, line.amount) == (d("0"), "returned", d("30"))
    assert line.rule == "BD-03"


def test_bd_03_uncovered_bet_on_a_tied_side_is_void_not_a_push() -> None:
    # right 8h Kh = 8 natural; left 2c 2s = 4 draws 5d: 9; banker 3d Ks = 3 draws 6h: 9.
    # Left ties 9-9, but bank 100 went entirely to a's 100 on the right (priority 1): b's 50 on
    # the left was never in play (BD-02/BD-03), so it is void and handed back, not a push.
    bets = [bet("right", "a", "100", 1), bet("left", "b", "50", 2)]
    c = coup("8h 2c 3d Kh 2s Ks 5d 6h", bets, bank="100")
    c.deal()
    c.punter_draw("left")
    c.banker_draw()
    result = c.settle().result
    assert [s.winner for s in result.sides] == ["punter", None]
    lines = [(x.bet.player, x.covered, x.outcome, x.amount, x.rule) for x in result.lines]
    assert lines == [
        ("a", d("100"), "won", d("100"), "BD-03"),
        ("b", d("0"), "returned", d("50"), "BD-03"),
    ]
    assert result.bank_after == d("0")  # 100 - 100 paid
    assert [b.state for b in c.scene().bets] == ["placed", "won", "returned"]


# --------------------------------------------------------------------------- BD-03


def test_bd_03_each_side_settled_on_its_own() -> None:
    # right 7 stands, left 4 draws Kh (4), banker 6 stands: right wins, left loses.
    c = coup("2h 3c Kd 5s Ac 6c Kh", [bet("right", "a", "100", 1), bet("left", "b", "50", 2)])
    c.deal()
    assert c.phase == "right"
    c.punter_stand("right")
    c.punter_draw("left")
    c.banker_stand()
    result = c.settle().result
    assert [(s.side, s.winner) for s in result.sides] == [("right", "punter"), ("left", "banker")]
    # 1000 + 50 collected - 100 paid = 950; the banker lost overall, no cagnotte
    assert result.bank_after == d("950") and result.cagnotte == 0


def test_bd_03_cagnotte_on_the_coup_net() -> None:
    # right 2h 5s = 7, left 3c Ac = 4 draws Kh = 4; banker Kd 6c = 6 draws 2d: 8, beats both.
    # Collected 100 + 50 = 150; cagnotte 5% = 7.50; bank 1000 + 150 - 7.50 = 1142.50
    c = coup("2h 3c Kd 5s Ac 6c Kh 2d", [bet("right", "a", "100", 1), bet("left", "b", "50", 2)])
    c.deal()
    c.play_out(banker=Action.DRAW)
    result = c.settle().result
    assert result.cagnotte == d("7.50") and result.bank_after == d("1142.50")


def test_bd_03_cf_05_mo_03_cagnotte_on_the_net_rounded_up() -> None:
    # Same coup, the banker's 8 beats both: collected 100 + 35 = 135; 5% = 6.75, not a whole
    # number of 0.50 chips: 7 taken (MO-03); bank 1000 + 135 - 7 = 1128.
    c = coup("2h 3c Kd 5s Ac 6c Kh 2d", [bet("right", "a", "100", 1), bet("left", "b", "35", 2)])
    c.deal()
    c.play_out(banker=Action.DRAW)
    result = c.settle().result
    assert (result.cagnotte, result.bank_after) == (d("7"), d("1128"))
    assert result.cagnotte_rounded is not None and result.cagnotte_rounded.rule == "MO-03"


def test_bd_03_punters_draw_by_cf_03() -> None:
    c = coup("2h 3c Kd 5s Ac 6c Kh", [bet("right", "a", "100", 1), bet("left", "b", "50", 2)])
    c.deal()
    with pytest.raises(RuleError) as err:
        c.punter_draw("right")  # right has 7: stands (CF-03)
    assert err.value.rule_id == "CF-03" and len(c.hands["right"]) == 2
    with pytest.raises(RuleError) as err:
        c.punter_stand("left")  # not the left's turn yet
    assert err.value.rule_id == "BD-03"


def test_bd_03_banker_draws_or_stands_freely() -> None:
    # banker Kd 7c = 7: under CF-04 he would stand; in deux tableaux he may draw
    c = coup("2h 3c Kd 5s Ac 7c Kh 9d", [bet("right", "a", "100", 1), bet("left", "b", "50", 2)])
    c.deal()
    c.punter_stand("right")
    c.punter_draw("left")
    assert c.phase == "banker" and c.can_banker_draw()
    c.banker_draw()
    assert len(c.hands["banker"]) == 3


def test_bd_03_tableau_natural_settled_against_banker_two_cards() -> None:
    # right 8h Kh = 8 natural; left 2c 2s = 4 draws 5d: 9; banker 3d Ks = 3 draws 6h: 9.
    # Right 8 against the banker's first two cards (3): punter wins. Left 9 - 9: void.
    c = coup("8h 2c 3d Kh 2s Ks 5d 6h", [bet("right", "a", "100", 1), bet("left", "b", "50", 2)])
    c.deal()
    assert NaturalShown("right", 8) in c.events and c.phase == "left"
    c.punter_draw("left")
    c.banker_draw()
    result = c.settle().result
    right, left = result.sides
    assert (right.banker_total, right.winner) == (3, "punter")
    assert (left.total, left.banker_total, left.winner) == (9, 9, None)
    assert [x.outcome for x in result.lines] == ["won", "push"]


def test_bd_03_banker_natural_ends_both_sides() -> None:
    # banker 9d Th = 9 natural; right 2c Ks = 2, left 3c Kh = 3
    c = coup("2c 3c 9d Ks Kh Th", [bet("right", "a", "100", 1), bet("left", "b", "50", 2)])
    c.deal()
    assert c.phase == "settling" and c.events[-1] == NaturalShown("banker", 9)
    result = c.settle().result
    assert [s.winner for s in result.sides] == ["banker", "banker"]


def test_bd_03_scene_hands_and_spots() -> None:
    bets = [bet("right", "a", "100", 1), bet("left", "b", "50", 2), bet("right", "c", "20", 3)]
    c = coup("2h 3c Kd 5s Ac 6c Kh", bets)
    c.deal()
    scene = c.scene()
    assert set(scene.hands) == {"left", "right", "banker"}
    assert [b.spot for b in scene.bets] == ["bank", "right", "left", "right:2"]
    assert Scene.from_json(scene.to_json()) == scene


# --------------------------------------------------------------------------- whole shoe


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_bd_whole_shoe_every_card_accounted_for(seed: int) -> None:
    rng = random.Random(seed)
    shoe = new_shoe(BOOK, rng)
    assert shoe.cut_from_end == 9  # room for a coup of three hands of three cards
    bank = d("1000")
    while not shoe.cut_card_reached:
        c = Coup(BOOK, shoe, bank, "limited", continuing=True)
        c.place_bet(bet("right", "a", str(rng.randint(1, 800)), 1))
        c.place_bet(bet("left", "b", str(rng.randint(1, 800)), 2))
        c.deal()
        c.play_out(rng.choice((Action.DRAW, Action.STAND)), rng.choice((Action.DRAW, Action.STAND)))
        result = c.settle().result
        assert sum((x.covered for x in result.lines), d("0")) <= bank  # BD-02
        assert result.bank_after >= 0
        bank = result.bank_after if result.bank_after > 0 else d("1000")
    assert Counter(shoe.discards + shoe.undealt()) == Counter(deck() * 6)
    assert 0 <= shoe.remaining <= 9


def test_cf_06_no_coup_without_room_to_finish_it() -> None:
    shoe = new_shoe(BOOK, random.Random(3))
    shoe.burn(shoe.remaining - 8)  # 8 cards left: a coup may need 9
    c = Coup(BOOK, shoe, d("1000"))
    c.place_bet(bet("right", "a", "10", 1))
    c.place_bet(bet("left", "b", "10", 2))
    with pytest.raises(RuleError) as err:
        c.deal()
    assert err.value.rule_id == "CF-06" and shoe.remaining == 8
