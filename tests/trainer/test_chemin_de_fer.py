"""Chemin de fer engine: drawing rules with options, the coup, naturals, void coups, cagnotte.

Expected values are worked out by hand from RULES.md (CF-01..CF-05, PB-11) in comments.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from trainer import lessons, rulebooks
from trainer.cards import Shoe, deck
from trainer.drills.chemin_de_fer import in_section, incident, incidents
from trainer.errors import RulebookError, RuleError
from trainer.games.baccarat.banked import (
    CAGNOTTE_RATE,
    AdviceGiven,
    CardDealt,
    NaturalShown,
    PunterBet,
    cagnotte,
)
from trainer.games.baccarat.tableau import Action, banker_action, punter_action, punter_advice
from trainer.games.chemin_de_fer import Coup
from trainer.i18n import translate
from trainer.money import Rounding, format_amount
from trainer.rulebooks import Rulebook, default
from trainer.scene import Scene

BOOK = default()
RULES = BOOK.chemin_de_fer
CHIPS = BOOK.chip_set  # smallest chip 0.50
D, S, OPT = Action.DRAW, Action.STAND, Action.OPTION


def d(text: str) -> Decimal:
    return Decimal(text)


def coup(
    cards: str,
    bank: str = "100",
    bets: tuple[tuple[str, str], ...] = (("p", "100"),),
    book: Rulebook = BOOK,
    free_play: bool = False,
) -> Coup:
    c = Coup(book, Shoe.stacked(cards.split()), d(bank), free_play)
    for player, amount in bets:
        c.place_bet(PunterBet(player, d(amount)))
    return c


# --------------------------------------------------------------------------- CF-03


def test_cf_03_punter_draws_0_to_4_option_on_5_stands_6_7() -> None:
    assert [punter_action(t) for t in range(8)] == [D, D, D, D, D, OPT, S, S]


def test_cf_03_punter_on_5_asking_advice_is_told_to_stand() -> None:
    assert punter_advice(5) is S
    assert [punter_advice(t) for t in (0, 4, 6, 7)] == [D, D, S, S]


def test_cf_03_coup_advice_on_5_is_stand_and_logged() -> None:
    # P 5h, B Kc, P Jd, B 2c: punter 5 + 0 = 5, banker 0 + 2 = 2
    c = coup("5h Kc Jd 2c 9s 9d")
    c.deal()
    assert c.advice().advice is S
    assert c.events[-1] == AdviceGiven("punter", 5, S)
    c.punter_stand()  # and he may draw instead: it is an option
    assert c.phase == "banker"


def test_cf_03_punter_on_5_may_draw() -> None:
    c = coup("5h Kc Jd 2c 9s 9d")
    c.deal()
    assert c.can_punter_draw() and c.can_punter_stand()


def test_cf_03_without_option_5_stands() -> None:
    book = replace(BOOK, chemin_de_fer=replace(RULES, punter_option_on_5=False))
    assert punter_action(5, option_on_5=False) is S
    c = Coup(book, Shoe.stacked(["5h", "Kc", "Jd", "2c", "9s", "9d"]), d("100"))
    c.place_bet(PunterBet("p", d("50")))
    c.deal()
    assert not c.can_punter_draw()


def test_cf_03_punter_with_7_may_not_draw_and_nothing_changes() -> None:
    # P 4h, B 2c, P 3d, B Kc: punter 7, banker 2
    c = coup("4h 2c 3d Kc 9s")
    c.deal()
    events, dealt = c.events, c.shoe.dealt
    with pytest.raises(RuleError) as err:
        c.punter_draw()
    assert err.value.rule_id == "CF-03"
    assert c.events == events and c.shoe.dealt == dealt and c.phase == "punter"


def test_cf_03_punter_with_3_may_not_stand() -> None:
    c = coup("2h 2c Ad Kc 9s 9d")  # punter 2 + 1 = 3
    c.deal()
    with pytest.raises(RuleError) as err:
        c.punter_stand()
    assert err.value.rule_id == "CF-03"


# --------------------------------------------------------------------------- CF-04


# Worked by hand from PB-11 and CF-04: rows are banker totals 0-7, columns the punter's third
# card 0-9; OPT marks the two options (3 against a 9, 5 against a 4).
BANKER_TABLE = {
    0: [D, D, D, D, D, D, D, D, D, D],
    1: [D, D, D, D, D, D, D, D, D, D],
    2: [D, D, D, D, D, D, D, D, D, D],
    3: [D, D, D, D, D, D, D, D, S, OPT],
    4: [S, S, D, D, D, D, D, D, S, S],
    5: [S, S, S, S, OPT, D, D, D, S, S],
    6: [S, S, S, S, S, S, D, D, S, S],
    7: [S, S, S, S, S, S, S, S, S, S],
}


def test_cf_04_banker_table_with_its_two_options() -> None:
    for total, row in BANKER_TABLE.items():
        assert [banker_action(total, third) for third in range(10)] == row, total


def test_cf_04_banker_when_punter_stood_draws_0_to_5() -> None:
    assert [banker_action(t, None) for t in range(8)] == [D, D, D, D, D, D, S, S]


def test_cf_04_banker_with_0_must_draw() -> None:
    assert all(banker_action(0, third) is D for third in [None, *range(10)])


def test_cf_04_banker_option_3_against_9_in_a_coup() -> None:
    # P 2h, B Kd, P Ac, B 3s: punter 3, banker 3; punter draws 9c: 3 + 9 = 12 -> 2
    c = coup("2h Kd Ac 3s 9c 5d")
    c.deal()
    c.punter_draw()
    assert c.punter_third == 9 and c.banker_table() is OPT
    assert c.can_banker_draw() and c.can_banker_stand()
    c.banker_stand()
    result = c.settle().result
    assert result.winner == "banker"  # 3 beats 2


def test_cf_04_banker_option_5_against_4() -> None:
    # P Th, B 2c, P Kd, B 3c: punter 0, banker 5; punter draws 4s
    c = coup("Th 2c Kd 3c 4s 6h")
    c.deal()
    c.punter_draw()
    assert c.banker_table() is OPT


def test_cf_04_banker_6_may_not_draw_when_punter_stood() -> None:
    # P 4h, B 2c, P 3d, B 4c: punter 7 stands, banker 6 stands
    c = coup("4h 2c 3d 4c 9s")
    c.deal()
    c.punter_stand()
    with pytest.raises(RuleError) as err:
        c.banker_draw()
    assert err.value.rule_id == "CF-04" and len(c.banker) == 2


def test_cf_04_free_play_banker_with_0_must_draw() -> None:
    # P 5h, B Kc, P Jd, B Qc: punter 5, banker 0; banco with free play (seed 000 8.VI)
    c = coup("5h Kc Jd Qc 9s 9d", free_play=True)
    c.deal()
    c.punter_stand()
    with pytest.raises(RuleError) as err:
        c.banker_stand()
    assert err.value.rule_id == "CF-04"
    c.banker_draw()
    assert len(c.banker) == 3


def test_cf_04_free_play_lifts_the_tables() -> None:
    # P 4h, B 2c, P 3d, B 4c: punter 7 may draw, banker 6 may draw in free play
    c = coup("4h 2c 3d 4c 9s 9d", free_play=True)
    c.deal()
    c.punter_draw()
    assert c.can_banker_draw() and c.can_banker_stand()


# --------------------------------------------------------------------------- CF-02


def test_cf_02_deal_alternates_starting_with_the_punter_face_down() -> None:
    c = coup("4h 2c 3d Kc 9s")
    c.deal()
    dealt = [(e.hand, str(e.card), e.face_up) for e in c.events if isinstance(e, CardDealt)]
    assert dealt == [
        ("punter", "4h", False),
        ("banker", "2c", False),
        ("punter", "3d", False),
        ("banker", "Kc", False),
    ]


def test_cf_02_third_card_face_up() -> None:
    c = coup("2h Kd Ac 3s 9c 5d")
    c.deal()
    c.punter_draw()
    last = c.events[-1]
    assert isinstance(last, CardDealt) and last.face_up


def test_cf_02_natural_shown_at_once_no_card() -> None:
    # P 8h, B 2c, P Kd, B 5s: punter 8 + 0 = 8 natural; banker 2 + 5 = 7
    c = coup("8h 2c Kd 5s 9c")
    c.deal()
    assert NaturalShown("punter", 8) in c.events and c.phase == "settling"
    assert not c.can_punter_draw() and not c.can_banker_draw()
    assert c.settle().result.winner == "punter"
    with pytest.raises(RuleError) as err:
        punter_action(9)
    assert err.value.rule_id == "CF-02"


def test_cf_02_banker_natural_also_ends_the_coup() -> None:
    # P 3h, B 4c, P 2d, B 5s: punter 5, banker 9
    c = coup("3h 4c 2d 5s")
    c.deal()
    assert c.events[-1] == NaturalShown("banker", 9)
    assert c.settle().result.winner == "banker"


# --------------------------------------------------------------------------- CF-01, CF-05


def test_cf_01_equal_totals_void_the_coup() -> None:
    # P 4h, B 7c, P 3d, B Kc: 7 against 7; both stand
    c = coup("4h 7c 3d Kc", bets=(("a", "60"), ("b", "40")))
    c.deal()
    c.punter_stand()
    c.banker_stand()
    result = c.settle().result
    assert result.winner is None and result.bank_after == d("100")
    assert [(x.outcome, x.amount) for x in result.lines] == [("push", d("60")), ("push", d("40"))]


def test_cf_01_punter_wins_paid_even_money_from_the_bank() -> None:
    # P 8h Kd = 8 natural, B 2c 5s = 7. Stakes 60 + 40 are paid 1 to 1 out of the bank of 100.
    c = coup("8h 2c Kd 5s", bets=(("a", "60"), ("b", "40")))
    c.deal()
    result = c.settle().result
    assert [(x.outcome, x.amount) for x in result.lines] == [("won", d("60")), ("won", d("40"))]
    assert result.banker_paid == d("100") and result.bank_after == d("0")


def test_cf_05_cagnotte_taken_from_banker_winnings() -> None:
    # Banker 9 beats punter 5. Stakes 60 + 30 = 90 won; 5% cagnotte = 4.50;
    # the bank grows from 100 to 100 + 90 - 4.50 = 185.50.
    c = coup("3h 4c 2d 5s", bets=(("a", "60"), ("b", "30")))
    c.deal()
    result = c.settle().result
    assert result.banker_won == d("90") and result.cagnotte == d("4.50")
    assert result.bank_after == d("185.50")


def test_cf_05_mo_03_cagnotte_rounded_up_to_the_chip() -> None:
    # 217.50 x 5% = 10.875, not a whole number of 0.50 chips: the house takes 11 (MO-03).
    cut = cagnotte(d("217.50"), Rounding.DOWN_TO_CHIP, CHIPS)
    assert (cut.exact, cut.amount, cut.rule) == (Fraction(87, 8), d("11"), "MO-03")
    # 200 x 5% = 10, on the chip: nothing to round.
    cut = cagnotte(d("200"), Rounding.DOWN_TO_CHIP, CHIPS)
    assert (cut.amount, cut.rule) == (d("10"), "")


def test_cf_05_mo_05_exact_house_setting_takes_the_cagnotte_to_the_cent() -> None:
    # MO-05: 10.875 -> 10.88 (still up, to the cent); 12.50 x 5% = 0.625 -> 0.63.
    assert cagnotte(d("217.50"), Rounding.EXACT, CHIPS).amount == d("10.88")
    assert cagnotte(d("12.50"), Rounding.EXACT, CHIPS).amount == d("0.63")
    assert cagnotte(d("12.50"), Rounding.EXACT, CHIPS).rule == "MO-05"


def test_cf_05_coup_takes_the_rounded_cagnotte_and_the_rest_joins_the_bank() -> None:
    # Banker 9 (4c 5s) beats punter 5 (3h 2d); stake 17.50 won; 5% = 0.875 -> 1 (MO-03);
    # bank 100 + 17.50 - 1 = 116.50. Under `exact`: 0.88, bank 116.62.
    c = coup("3h 4c 2d 5s", bets=(("a", "17.50"),))
    c.deal()
    result = c.settle().result
    assert (result.cagnotte, result.bank_after) == (d("1"), d("116.50"))
    assert result.cagnotte_rounded is not None and result.cagnotte_rounded.rule == "MO-03"
    exact = replace(BOOK, payout_rounding=Rounding.EXACT)
    c = coup("3h 4c 2d 5s", bets=(("a", "17.50"),), book=exact)
    c.deal()
    result = c.settle().result
    assert (result.cagnotte, result.bank_after) == (d("0.88"), d("116.62"))


def test_cf_05_cagnotte_rate_is_fixed_by_the_decree_not_a_house_setting(tmp_path: Path) -> None:
    # "queda fixada en un 5 per 100" (seed 000, 8.V): a house file that sets it is refused.
    assert Fraction(1, 20) == CAGNOTTE_RATE
    path = tmp_path / "house_rules.toml"
    path.write_text('[chemin_de_fer]\ncagnotte_rate = "0.04"\n', "utf-8")
    with pytest.raises(RulebookError, match="unknown field"):
        rulebooks.load(house_rules=path)


def test_cf_05_no_cagnotte_when_punter_wins() -> None:
    c = coup("8h 2c Kd 5s")
    c.deal()
    assert c.settle().result.cagnotte == d("0")


def test_cf_06_stakes_at_most_the_bank() -> None:
    c = Coup(BOOK, Shoe.stacked(["8h", "2c", "Kd", "5s"]), d("100"))
    c.place_bet(PunterBet("a", d("60")))
    with pytest.raises(RuleError) as err:
        c.place_bet(PunterBet("b", d("50")))
    assert err.value.rule_id == "CF-06" and c.staked == d("60")
    assert c.banco("b").bet.amount == d("40")  # banco on what is left


def test_cf_06_no_bet_after_the_deal() -> None:
    c = coup("8h 2c Kd 5s", bets=(("a", "50"),))
    c.deal()
    assert not c.can_place_bet(PunterBet("b", d("10")))


def test_cf_01_settle_before_both_spoke_is_refused() -> None:
    c = coup("4h 2c 3d Kc 9s")
    c.deal()
    with pytest.raises(RuleError) as err:
        c.settle()
    assert err.value.rule_id == "CF-01" and c.result is None


def test_cf_scene_hands_and_bets() -> None:
    c = coup("3h 4c 2d 5s", bets=(("a", "60"),))
    c.deal()
    c.settle()
    scene = c.scene()
    assert scene.hands == {"punter": ("3h", "2d"), "banker": ("4c", "5s")}
    assert [(b.spot, b.state) for b in scene.bets] == [("bank", "won"), ("punter", "lost")]
    assert Decimal(scene.info["cagnotte"]) == d("3")  # 60 x 5%, three chips
    assert Scene.from_json(scene.to_json()) == scene


# --------------------------------------------------------------------------- whole shoe


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_cf_whole_shoe_to_the_stop_card_every_card_accounted_for(seed: int) -> None:
    rng = random.Random(seed)
    shoe = Shoe(RULES.decks, rng, cut_from_end=RULES.stop_card_from_end)
    bank, coups = d("100"), 0
    while not shoe.cut_card_reached:  # CF-06: no coup once the stop card is out
        c = Coup(BOOK, shoe, bank)
        c.banco("p")
        c.deal()
        c.play_out(rng.choice((D, S)), rng.choice((D, S)))
        result = c.settle().result
        coups += 1
        # money: what the banker wins joins the bank less the cagnotte; what he loses leaves it
        assert result.bank_after == bank + result.banker_won - result.cagnotte - result.banker_paid
        for hand in (c.punter, c.banker):
            assert 2 <= len(hand) <= 3
        bank = result.bank_after if result.bank_after > 0 else d("100")  # bank passes (CF-06)
    assert 2 <= shoe.remaining <= RULES.stop_card_from_end
    assert Counter(shoe.discards + shoe.undealt()) == Counter(deck() * 6)
    assert coups > 50


# --------------------------------------------------------------------------- CF-06 incidents

# Worked by hand from seed 000, epígraf 8, section VIII: one entry per case the section settles,
# in its order (paragraphs with two cases give two entries).
SECTION_VIII = [
    "card-exposed-in-shoe",
    "cards-stuck",
    "card-on-floor",
    "croupier-exposes-card",
    "croupier-exposes-both-punter-cards",
    "other-croupier-fault",
    "carta-announced-in-error",
    "banker-fifth-card",
    "banker-extra-initial-cards",
    "two-third-cards-to-punter",
    "two-third-cards-to-banker",
    "punter-first-card-in-basket",
    "punter-third-card-in-basket",
    "banker-exposes-punter-card",
    "banker-exposes-both-punter-cards",
    "banker-abat-early",
    "banker-natural-gives-card",
    "banker-card-in-basket",
    "claim-after-settlement",
    "slow-look",
    "outside-advice",
    "punter-says-wrong-word",
    "punter-forgets-abat",
    "punter-other-announcement-error",
    "punter-cards-in-basket",
    "bets-not-in-view",
    "bet-on-the-line",
    "unforeseen-case",
]


def test_cf_06_every_section_viii_error_with_its_remedy() -> None:
    assert [i.id for i in in_section("VIII")] == SECTION_VIII
    assert all(i.dealing_error and i.rule == "CF-06" for i in in_section("VIII"))


def test_cf_06_named_procedures_are_covered() -> None:
    # RULES.md CF-06: banker rotation, banco, banco seguit, banca amb la taula, garage
    for incident_id in (
        "first-bank",
        "banker-loses",
        "several-banco",
        "banco-seguit",
        "banca-amb-la-taula",
        "garage",
    ):
        assert incident(incident_id).section in ("V", "VII")
    assert {i.section for i in incidents()} == {"IV", "V", "VI", "VII", "VIII"}


def test_cf_06_every_incident_in_three_languages_and_unique() -> None:
    # 74 cases in the decree's sections IV-VIII (VIII: the 28 above), each read from the file
    assert len({i.id for i in incidents()}) == len(incidents()) == 74
    for item in incidents():
        for part in ("incident", "remedy"):
            words = [translate(item.code(part), lang) for lang in ("ca", "es", "en")]  # type: ignore[arg-type]
            assert all(w.strip() for w in words), item.id
            assert len(set(words)) == 3, item.id  # really translated


def test_cf_06_remedies_say_what_the_seed_says() -> None:
    # seed 000 8.VIII: stuck cards void the coup; a punter card dropped in the basket is a 9;
    # a banker giving himself three cards at the start holds 0 (baccarat).
    def remedy(incident_id: str, lang: str) -> str:
        return translate(incident(incident_id).code("remedy"), lang)

    assert "anul·lada" in remedy("cards-stuck", "ca")
    assert "9" in remedy("punter-first-card-in-basket", "en")
    assert "bacarà" in remedy("banker-extra-initial-cards", "ca")
    assert "plantar" in remedy("advice-on-5", "ca")  # CF-03 too
    with pytest.raises(KeyError):
        incident("no-such-incident")


@pytest.mark.parametrize("lang", ["en", "ca", "es"])
def test_cf_05_cf_07_lesson_teaches_the_fixed_cagnotte_its_rounding_and_free_play(
    lang: str,
) -> None:
    lesson = lessons.load("chemin_de_fer", lang)
    assert "CF-07" in lesson.rule_ids
    text = lesson.markdown
    assert "cagnotte_rate" not in text  # CF-05: fixed by the decree, no house setting
    # MO-03: 217.50 x 5% = 10.875 -> 11, 206.50 to the bank; MO-05 `exact`: 10.88.
    for amount in ("217.50", "11", "206.50", "10.88"):
        assert format_amount(d(amount), lang) in text, amount
