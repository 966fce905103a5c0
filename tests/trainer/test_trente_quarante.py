"""Trente et quarante engine: rows, winners, refait and prison, stop card, calls, payout order.

Every expected value is worked out by hand from RULES.md (TQ-01..TQ-07, RO-11) in a comment.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from dataclasses import replace
from decimal import Decimal
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from trainer.cards import Card, Shoe, deck, parse_cards
from trainer.errors import RuleError
from trainer.games.trente_quarante import (
    Bet,
    CardDealt,
    Outcome,
    Prisoner,
    Settlement,
    StopCardAppeared,
    Table,
    call_of,
    outcome_of,
    row_call_code,
    row_total,
)
from trainer.i18n import translate
from trainer.lessons import load
from trainer.money import Rounding, format_amount
from trainer.rulebooks import Rulebook, default
from trainer.rulebooks.schema import FieldProblem

BOOK = default()  # down_to_chip, smallest chip 0.50 (MO-01, MO-02)
RULES = BOOK.trente_quarante  # table_min 10, table_max 2000, stop card 5 from the end
EXACT = replace(BOOK, payout_rounding=Rounding.EXACT)  # the house setting of MO-05

# Noir Ks Qh 9c 4d = 10+10+9+4 = 33; rouge Th Jc Ah Td = 10+10+1+10 = 31: rouge wins; noir's
# first card (Ks) is black, not rouge's colour: inverse.
ROUGE_INVERSE = "Ks Qh 9c 4d Th Jc Ah Td"
# Noir 8h Kc Qs 6d = 8+10+10+6 = 34; rouge 9s Tc Kd 3h = 9+10+10+3 = 32: rouge wins, 8h is red.
ROUGE_COULEUR = "8h Kc Qs 6d 9s Tc Kd 3h"
# Noir Ks Qh Jd As = 31; rouge Th 9c Kd 4s = 10+9+10+4 = 33: noir wins, Ks black: couleur.
NOIR_COULEUR = "Ks Qh Jd As Th 9c Kd 4s"
# Noir Ks Qh Jd As = 31; rouge Th Jc Kd Ac = 31: refait.
REFAIT = "Ks Qh Jd As Th Jc Kd Ac"
# Noir Ks Qh 9c 3d = 32; rouge Th Jc 5s 7h = 32: void.
VOID = "Ks Qh 9c 3d Th Jc 5s 7h"


def table(*coups: str, cut: int = 0, book: Rulebook = BOOK, **kw: object) -> Table:
    cards = " ".join(coups).split()
    return Table(book, Shoe.stacked(cards, cut_from_end=cut), **kw)  # type: ignore[arg-type]


def dealt(*coups: str, bets: tuple[Bet, ...] = (), **kw: object) -> Table:
    t = table(*coups, **kw)
    for bet in bets:
        t.place_bet(bet)
    t.deal()
    return t


def d(text: str) -> Decimal:
    return Decimal(text)


def settled(t: Table) -> list[Settlement]:
    """Settle the coup (TQ-07) and return its lines (none yet after a refait)."""
    t.settle()
    return t.settlements


def chose(t: Table, index: int, choice: str) -> Settlement:
    """A refait choice (TQ-04) and the line it made."""
    return t.choose(index, choice).line  # type: ignore[arg-type]


def said(code: str, params: dict[str, str] | None = None, lang: str = "en") -> str:
    """A call in the catalogue's words: the table's French in "en" (TQ-07)."""
    return translate(code, lang, params)


def called(outcome: Outcome, lang: str = "en") -> str:
    call = call_of(outcome)
    return said(call.code, call.params, lang)


# --------------------------------------------------------------------------- TQ-01, TQ-02


def test_tq_01_court_cards_ten_ace_one() -> None:
    # K 10 + A 1 + 9 + T 10 + 2 = 32
    assert row_total(parse_cards("Kh As 9c Td 2s")) == 32
    assert row_total(parse_cards("Qd Jc")) == 20


def test_tq_01_shoe_is_six_decks_stop_card_five_from_end() -> None:
    t = Table.shuffled(BOOK, random.Random(1))
    assert t.shoe.size == 6 * 52
    assert t.shoe.cut_from_end == 5  # TQ-06


def test_tq_02_noir_dealt_first_until_31_then_rouge() -> None:
    t = dealt(ROUGE_INVERSE)
    assert [str(c) for c in t.noir] == ["Ks", "Qh", "9c", "4d"]
    assert [str(c) for c in t.rouge] == ["Th", "Jc", "Ah", "Td"]
    rows = [e.row for e in t.events if isinstance(e, CardDealt)]
    assert rows == ["noir"] * 4 + ["rouge"] * 4


def test_tq_02_row_stops_at_40_at_most() -> None:
    # 9+9+9+3 = 30 then K: 40, the highest a row can reach
    t = dealt("9s 9h 9d 3c Kh", "Th Jc Ah Td")
    assert row_total(t.noir) == 40 and len(t.noir) == 5
    assert said(row_call_code(40)) == "quarante"
    assert said(row_call_code(40), lang="ca") == "quaranta"


def test_tq_02_a_row_of_30_is_not_finished_31_or_more_is() -> None:
    # TQ-02 as clarified: the seed's "between 30 and 40" means 31-40. K Q T = 30: one more card;
    # + 2 = 32, stop. Rouge J T T A = 31 stops at once.
    t = dealt("Ks Qh Td 2c", "Jh Tc Th As")
    assert [str(c) for c in t.noir] == ["Ks", "Qh", "Td", "2c"] and row_total(t.noir) == 32
    assert row_total(t.rouge) == 31 and len(t.rouge) == 4
    with pytest.raises(ValueError):
        outcome_of(parse_cards("Ks Qh Td"), parse_cards("Jh Tc Th As"))  # 30 is no row


def test_tq_03_couleur_by_the_first_card_of_noir_not_of_the_winning_row() -> None:
    # TQ-03 as clarified: noir 8h Kc Qs 6d = 34, rouge 9s Tc Kd 3h = 32: rouge wins; the first
    # card of the noir row (8h) is red, rouge's colour: couleur, though rouge's own first card
    # (9s) is black.
    t = dealt(ROUGE_COULEUR)
    assert t.outcome is not None and t.outcome.first_colour == "red"
    assert t.outcome.colour_chance == "couleur"


def test_tq_02_no_card_after_both_rows_complete() -> None:
    t = dealt(ROUGE_INVERSE, VOID)
    with pytest.raises(RuleError) as err:
        t.deal_card()
    assert err.value.rule_id == "TQ-02"
    assert len(t.noir) == 4 and t.shoe.dealt == 8


def test_tq_02_outcome_of_refuses_unfinished_row() -> None:
    with pytest.raises(ValueError):
        outcome_of(parse_cards("Ks Qh"), parse_cards("Th Jc Ah Td"))


# --------------------------------------------------------------------------- TQ-03


def test_tq_03_rouge_and_inverse_win() -> None:
    t = dealt(ROUGE_INVERSE)
    assert t.outcome == Outcome(33, 31, "black")
    assert t.outcome.winners == {"rouge", "inverse"}


def test_tq_03_rouge_and_couleur_win() -> None:
    t = dealt(ROUGE_COULEUR)
    assert t.outcome is not None and t.outcome.winners == {"rouge", "couleur"}


def test_tq_03_noir_and_couleur_win() -> None:
    t = dealt(NOIR_COULEUR)
    assert t.outcome is not None and t.outcome.winners == {"noir", "couleur"}


def test_tq_03_noir_and_inverse_win() -> None:
    # Noir 5h Kc Qs 1... : 5h Kc Qs As = 5+10+10+1 = 26, + 6c = 32; rouge Th 9c Kd 4s = 33.
    # Noir wins; its first card 5h is red: inverse.
    t = dealt("5h Kc Qs As 6c Th 9c Kd 4s")
    assert t.outcome is not None and t.outcome.winners == {"noir", "inverse"}


def test_tq_03_winners_paid_one_to_one_losers_collected() -> None:
    bets = (Bet("a", "rouge", d("25")), Bet("b", "noir", d("40")), Bet("c", "inverse", d("15")))
    t = dealt(ROUGE_INVERSE, bets=bets)
    lines = {line.bet.player: (line.act, line.amount) for line in settled(t)}
    # rouge and inverse win 1 to 1: 25 and 15 paid; noir loses its 40
    assert lines == {"a": ("pay", d("25")), "b": ("collect", d("40")), "c": ("pay", d("15"))}


# --------------------------------------------------------------------------- TQ-04 / RO-11


def test_tq_04_equal_totals_void_every_bet_stands() -> None:
    bets = (Bet("a", "rouge", d("25")), Bet("b", "couleur", d("10")))
    t = dealt(VOID, bets=bets)
    assert t.outcome is not None and t.outcome.kind == "void"
    lines = settled(t)
    assert [(x.act, x.amount) for x in lines] == [("push", d("25")), ("push", d("10"))]
    assert t.phase == "done"


def test_tq_04_refait_offers_half_or_prison() -> None:
    t = dealt(REFAIT, bets=(Bet("a", "noir", d("20")), Bet("b", "couleur", d("50"))))
    assert t.outcome is not None and t.outcome.kind == "refait"
    assert settled(t) == [] and t.phase == "refait"
    half = chose(t, 0, "half")  # 20 / 2 = 10 back, 10 to the house
    assert (half.act, half.amount) == ("half", d("10"))
    prison = chose(t, 0, "prison")
    assert (prison.act, prison.amount) == ("prison", d("50"))
    assert t.phase == "done" and t.prisoners == [Prisoner(Bet("b", "couleur", d("50")), 1)]


def test_tq_04_prisoner_released_on_its_winning_chance_lost_otherwise() -> None:
    t = dealt(REFAIT, ROUGE_INVERSE, bets=(Bet("a", "rouge", d("20")), Bet("b", "noir", d("30"))))
    t.settle()
    t.choose_all("prison")
    t.next_coup()
    t.deal()
    lines = settled(t)
    # rouge wins: the rouge prisoner is released, handed back 20 unpaid; noir's 30 is lost
    assert [(x.bet.player, x.act, x.amount) for x in lines] == [
        ("b", "collect", d("30")),
        ("a", "release", d("20")),
    ]
    assert t.prisoners == []


def test_tq_04_second_refait_counts_on_original_stake() -> None:
    # RO-11: second refait in a row: take back a quarter (40 / 4 = 10) or stay in prison,
    # now worth half (40 / 2 = 20), which is what a release then hands back.
    t = dealt(REFAIT, REFAIT, ROUGE_INVERSE, bets=(Bet("a", "rouge", d("40")),))
    t.settle()
    chose(t, 0, "prison")
    t.next_coup()
    t.deal()
    t.settle()
    assert t.pending[0].half_back == d("10")
    line = chose(t, 0, "prison")
    assert line.amount == d("20") and t.prisoners[0].refaits == 2
    t.next_coup()
    t.deal()
    assert [(x.act, x.amount) for x in settled(t)] == [("release", d("20"))]


def test_tq_04_second_refait_half_returns_a_quarter() -> None:
    t = dealt(REFAIT, REFAIT, bets=(Bet("a", "rouge", d("40")),))
    t.settle()
    chose(t, 0, "prison")
    t.next_coup()
    t.deal()
    t.settle()
    assert chose(t, 0, "half").amount == d("10")  # 40 / 4


def test_tq_04_prisoner_below_minimum_stays_in_prison() -> None:
    # Stake 15: after the second refait it is worth 15 / 2 = 7.50, below the minimum 10 (RO-11).
    t = dealt(REFAIT, REFAIT, bets=(Bet("a", "rouge", d("15")),))
    t.settle()
    chose(t, 0, "prison")
    t.next_coup()
    t.deal()
    t.settle()
    events = len(t.events)
    with pytest.raises(RuleError) as err:
        chose(t, 0, "half")
    assert err.value.rule_id == "TQ-04"
    assert len(t.events) == events and len(t.pending) == 1
    assert chose(t, 0, "prison").amount == d("7.50")


NO_PRISON = replace(BOOK, trente_quarante=replace(RULES, en_prison=False))


def test_tq_04_without_prison_the_half_is_forced() -> None:
    t = dealt(REFAIT, bets=(Bet("a", "noir", d("25")),), book=NO_PRISON)
    t.settle()
    assert not t.can_choose(0, "prison")
    assert chose(t, 0, "half").amount == d("12.50")  # 25 / 2


def test_tq_04_last_coup_of_session_forces_quarter_on_second_refait() -> None:
    # RO-11: refait on the session's last coup: half, quarter... by refaits in a row.
    prisoner = Prisoner(Bet("a", "rouge", d("40")), 1)
    t = dealt(REFAIT, prisoners=[prisoner], closing=True)
    t.settle()
    assert not t.can_choose(0, "prison")
    assert chose(t, 0, "half").amount == d("10")  # 40 / 4


def test_tq_04_void_coup_keeps_prisoners() -> None:
    prisoner = Prisoner(Bet("a", "rouge", d("40")), 1)
    t = dealt(VOID, prisoners=[prisoner])
    t.settle()
    assert t.prisoners == [prisoner]


def test_tq_04_choose_outside_refait_is_refused() -> None:
    t = dealt(ROUGE_INVERSE, bets=(Bet("a", "rouge", d("40")),))
    with pytest.raises(RuleError) as err:
        chose(t, 0, "half")
    assert err.value.rule_id == "TQ-04"


# --------------------------------------------------------------------------- TQ-04 money


def refait_twice(stake: str, book: Rulebook = BOOK) -> Table:
    """A bet of `stake` on rouge through one refait into prison, then a second refait."""
    t = dealt(REFAIT, REFAIT, ROUGE_INVERSE, bets=(Bet("a", "rouge", d(stake)),), book=book)
    t.settle()
    chose(t, 0, "prison")
    t.next_coup()
    t.deal()
    t.settle()
    return t


def test_tq_04_mo_02_refait_quarter_of_37_50_is_paid_9() -> None:
    # RO-11 second refait: a quarter of 37.50 = 9.375; MO-02 rounds a payout down to the 0.50
    # chip: 9.00.
    t = refait_twice("37.50")
    line = chose(t, 0, "half")
    assert (line.act, line.amount) == ("half", d("9"))
    assert line.rounded is not None
    assert line.rounded.exact == Fraction(75, 8) and line.rounded.rule == "MO-02"


def test_tq_04_mo_05_exact_house_pays_the_refait_quarter_9_37() -> None:
    # MO-05: the exact setting settles to the cent, a part-cent to the house: 9.375 -> 9.37.
    t = refait_twice("37.50", book=EXACT)
    line = chose(t, 0, "half")
    assert line.amount == d("9.37")
    assert line.rounded is not None and line.rounded.rule == "MO-05"


def test_tq_04_mo_02_second_refait_prison_value_and_release() -> None:
    # RO-11: at the second refait the prisoner stays worth half the original: 37.50 / 2 = 18.75,
    # rounded down to the chip 18.50 (MO-02); released by rouge's win, 18.50 is handed back.
    t = refait_twice("37.50")
    line = chose(t, 0, "prison")
    assert (line.act, line.amount) == ("prison", d("18.50"))
    assert line.rounded is not None and line.rounded.rule == "MO-02"
    t.next_coup()
    t.deal()
    assert [(x.act, x.amount) for x in settled(t)] == [("release", d("18.50"))]


def test_tq_04_mo_05_second_refait_prison_value_exact() -> None:
    # 37.50 / 2 = 18.75 falls on a cent: the exact house keeps it whole, nothing rounded.
    t = refait_twice("37.50", book=EXACT)
    line = chose(t, 0, "prison")
    assert line.amount == d("18.75") and line.rounded is not None and line.rounded.rule == ""


def test_tq_04_mo_02_first_refait_half_of_12_50() -> None:
    # Half of 12.50 = 6.25: 6.00 paid with a 0.50 smallest chip (MO-02); 6.25 exactly (MO-05).
    for book, paid, rule in ((BOOK, "6", "MO-02"), (EXACT, "6.25", "")):
        t = dealt(REFAIT, bets=(Bet("a", "noir", d("12.50")),), book=book)
        t.settle()
        line = chose(t, 0, "half")
        assert line.amount == d(paid)
        assert line.rounded is not None and line.rounded.rule == rule


def test_tq_04_mo_02_third_refait_an_eighth_back_or_a_quarter_in_prison() -> None:
    # RO-11 third refait in a row on 45: take back 45 / 8 = 5.625 or stay worth 45 / 4 = 11.25.
    # down_to_chip: 5.50 and 11.00 (MO-02); exact: 5.62 and 11.25 (MO-05).
    for book, back, stays in ((BOOK, "5.50", "11"), (EXACT, "5.62", "11.25")):
        prisoner = Prisoner(Bet("a", "rouge", d("45")), 2)
        t = dealt(REFAIT, prisoners=[prisoner], book=book)
        t.settle()
        assert (t.pending[0].half_back, t.pending[0].stays.amount) == (d(back), d(stays))
        assert t.pending[0].forced is None  # 11.00 is not below the minimum 10
        assert chose(t, 0, "prison").amount == d(stays)


def test_tq_04_mo_02_last_coup_quarter_of_35_is_8_50() -> None:
    # RO-11 last coup: a prisoner of one refait must take a quarter: 35 / 4 = 8.75 -> 8.50.
    prisoner = Prisoner(Bet("a", "rouge", d("35")), 1)
    t = dealt(REFAIT, prisoners=[prisoner], closing=True)
    t.settle()
    line = chose(t, 0, "half")
    assert line.amount == d("8.50") and line.rounded is not None
    assert line.rounded.exact == Fraction(35, 4)


def test_tq_03_mo_02_even_chance_win_goes_through_the_payout_rounding() -> None:
    # TQ-03: 1 to 1 on 37.50 = 37.50, on the chip: nothing to round.
    t = dealt(ROUGE_INVERSE, bets=(Bet("a", "rouge", d("37.50")),))
    (line,) = settled(t)
    assert (line.act, line.amount) == ("pay", d("37.50"))
    assert line.rounded is not None and line.rounded.rule == ""


# --------------------------------------------------------------------------- TQ-05


def test_tq_05_bets_within_limits() -> None:
    t = table(ROUGE_INVERSE)
    for amount in ("9.99", "2000.01"):
        with pytest.raises(RuleError) as err:
            t.place_bet(Bet("a", "noir", d(amount)))
        assert err.value.rule_id == "TQ-05"
    assert t.bets == [] and t.events == ()
    t.place_bet(Bet("a", "noir", d("10")))
    t.place_bet(Bet("a", "rouge", d("2000")))
    assert len(t.bets) == 2


def test_mo_01_a_stake_is_whole_chips() -> None:
    # MO-01: the smallest chip is 0.50; 10.25 cannot be staked, 10.50 can.
    t = table(ROUGE_INVERSE)
    with pytest.raises(RuleError) as err:
        t.place_bet(Bet("a", "noir", d("10.25")))
    assert err.value.rule_id == "MO-01" and t.bets == []
    t.place_bet(Bet("a", "noir", d("10.50")))
    assert len(t.bets) == 1


def test_tq_05_rulebook_maximum_100_to_1000_times_minimum() -> None:
    with pytest.raises(FieldProblem):
        replace(RULES, table_min=d("10"), table_max=d("999"))  # below 100 x 10
    with pytest.raises(FieldProblem):
        replace(RULES, table_min=d("10"), table_max=d("10001"))  # above 1000 x 10


def test_tq_05_no_bet_after_the_deal_starts() -> None:
    t = table(ROUGE_INVERSE)
    t.deal_card()
    assert not t.can_place_bet(Bet("a", "noir", d("10")))
    with pytest.raises(RuleError) as err:
        t.place_bet(Bet("a", "noir", d("10")))
    assert err.value.rule_id == "TQ-02" and t.bets == []


# --------------------------------------------------------------------------- TQ-06


def test_tq_06_stop_card_after_a_coup_ends_the_shoe() -> None:
    # 8 cards for the coup, then the stop card before the last 5: the coup stands, shoe over.
    t = dealt(ROUGE_INVERSE, "2c 3c 4c 5c 6c", cut=5)
    assert t.outcome is not None and t.shoe_over
    assert isinstance(t.events[-1], StopCardAppeared) and not t.events[-1].coup_void
    t.settle()
    with pytest.raises(RuleError) as err:
        t.next_coup()
    assert err.value.rule_id == "TQ-06"
    assert [str(c) for c in t.close_shoe().undealt] == ["2c", "3c", "4c", "5c", "6c"]


def test_tq_06_stop_card_mid_coup_voids_it() -> None:
    # 12 cards, stop card before the last 5: 7 cards can be dealt, the 8th is behind it.
    t = table(ROUGE_INVERSE, "2c 3c 4c 5c", cut=5)
    t.place_bet(Bet("a", "rouge", d("30")))
    t.deal()
    assert t.shoe_over and t.outcome is None and t.shoe.dealt == 7
    assert [(x.act, x.amount, x.rule) for x in t.settlements] == [("push", d("30"), "TQ-06")]
    with pytest.raises(RuleError) as err:
        t.place_bet(Bet("a", "rouge", d("30")))
    assert err.value.rule_id == "TQ-06"


# --------------------------------------------------------------------------- TQ-07


def test_tq_07_announce_in_three_languages() -> None:
    rouge_couleur = Outcome(34, 32, "red")
    assert called(rouge_couleur) == "deux, rouge gagne et couleur"
    assert called(rouge_couleur, "ca") == "dos vermell i color guanyen"
    assert called(rouge_couleur, "es") == "dos rojo y color ganan"
    noir_inverse = Outcome(31, 33, "red")
    assert called(noir_inverse) == "un, noir gagne et inverse"
    assert called(noir_inverse, "ca") == "un negre i invers guanyen"
    assert called(noir_inverse, "es") == "uno negro e inverso ganan"
    assert called(Outcome(31, 31, "red")) == "un et un, refait"
    assert called(Outcome(35, 35, "red"), "ca") == "cinc i cinc, jugada nul·la"


def test_tq_07_rows_called_by_last_digit() -> None:
    assert [said(row_call_code(t)) for t in (31, 35, 39)] == ["un", "cinq", "neuf"]
    assert said(row_call_code(33), lang="es") == "tres"


def test_tq_07_losers_first_then_couleur_inverse_then_noir_rouge_furthest_first() -> None:
    bets = (
        Bet("A", "noir", d("10"), distance=1),
        Bet("B", "rouge", d("20"), distance=3),
        Bet("C", "couleur", d("10"), distance=2),
        Bet("D", "inverse", d("30"), distance=5),
        Bet("E", "rouge", d("50"), distance=1),
    )
    t = dealt(ROUGE_INVERSE, bets=bets)
    order = [(x.bet.player, x.act) for x in settled(t)]
    # losers C (couleur) and A (noir) collected first; then inverse D; then rouge B (3 away)
    # before E (1 away)
    assert order == [
        ("C", "collect"),
        ("A", "collect"),
        ("D", "pay"),
        ("B", "pay"),
        ("E", "pay"),
    ]


def test_tq_07_scene_shows_rows_bets_and_call() -> None:
    t = dealt(ROUGE_INVERSE, bets=(Bet("a", "rouge", d("25")), Bet("b", "noir", d("40"))))
    t.settle()
    scene = t.scene()
    assert scene.hands == {"noir": ("Ks", "Qh", "9c", "4d"), "rouge": ("Th", "Jc", "Ah", "Td")}
    assert [(b.spot, b.state, b.payout) for b in scene.bets] == [
        ("rouge", "won", d("25")),
        ("noir", "lost", None),
    ]
    assert scene.info["call"] == "rouge_inverse"  # a key: the words are the catalogue's
    assert type(scene).from_json(scene.to_json()) == scene


def test_tq_07_settle_before_deal_is_refused_and_changes_nothing() -> None:
    t = table(ROUGE_INVERSE)
    t.place_bet(Bet("a", "noir", d("10")))
    before = t.events
    with pytest.raises(RuleError) as err:
        t.settle()
    assert err.value.rule_id == "TQ-07" and t.events == before and t.phase == "betting"


# --------------------------------------------------------------------------- whole shoe


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_tq_whole_shoe_every_card_accounted_for(seed: int) -> None:
    rng = random.Random(seed)
    t = Table.shuffled(BOOK, rng)
    prisoners_seen = 0
    while True:
        for chance in ("noir", "rouge", "couleur", "inverse"):
            t.place_bet(Bet("p", chance, d("10")))  # type: ignore[arg-type]
        t.deal()
        if t.phase == "settling":
            assert t.outcome is not None
            assert 31 <= t.outcome.noir <= 40 and 31 <= t.outcome.rouge <= 40  # TQ-02
            t.settle()
            if t.phase == "refait":
                t.choose_all(rng.choice(("half", "prison")))
        prisoners_seen += len(t.prisoners)
        if t.shoe_over:
            break
        t.next_coup()
    left = list(t.close_shoe().undealt)
    assert len(left) <= 5 and t.shoe.remaining == len(left)  # TQ-06: stop card 5 from the end
    assert Counter(t.shoe.discards + left) == Counter(deck() * 6)
    dealt_cards = [e.card for e in t.events if isinstance(e, CardDealt)]
    assert Counter(dealt_cards) == Counter(t.shoe.discards)


def test_tq_whole_shoe_coups_run_to_the_stop_card() -> None:
    t = Table.shuffled(BOOK, random.Random(7))
    coups = 0
    while True:
        t.deal()
        coups += 1
        if t.phase == "settling":
            t.settle()
            t.choose_all("half")
        if t.shoe_over:
            break
        t.next_coup()
    # A card averages 85/13 ~ 6.5 points and a row ends near 35, so a row takes about 5.3
    # cards and a coup about 10.5: 307 cards give roughly 29 coups.
    assert 24 <= coups <= 34
    assert t.shoe.remaining <= 5
    assert all(isinstance(c, Card) for c in t.shoe.discards)


# --------------------------------------------------------------------------- the lesson


@pytest.mark.parametrize("lang", ["en", "ca", "es"])
def test_tq_04_lesson_shows_the_refait_rounding_on_37_50(lang: str) -> None:
    # MO-02 / MO-05 on 37.50 (TQ-04 as RO-11): a quarter is 9.375: 9 with a 0.50 chip, 9.37 to
    # the cent; half is 18.75: 18.50 with the chip. The engine agrees (tests above).
    text = load("trente_quarante", lang).markdown
    for amount in ("9", "9.37", "18.50", "18.75", "37.50"):
        assert format_amount(d(amount), lang) in text, amount
    assert ("9.375" if lang == "en" else "9,375") in text
    assert "MO-02" in text and "MO-05" in text and "MO-01" in text


@pytest.mark.parametrize("lang", ["en", "ca", "es"])
def test_tq_02_tq_03_lesson_says_31_and_the_first_card_of_the_noir_row(lang: str) -> None:
    text = load("trente_quarante", lang).markdown
    assert {"en": "31 is meant", "ca": "s'entén 31", "es": "se\nentiende 31"}[lang] in text
    noir_row = {"en": "first card of the noir row", "ca": "primera carta de la fila negra"}
    assert noir_row.get(lang, "primera carta de la fila negra") in text
    # a worked coup never names "the first noir card" (a black card?) for noir's first card
    assert not re.search(r"first noir card|primera carta negra", text)
