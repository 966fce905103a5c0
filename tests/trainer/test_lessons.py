"""The lessons: every game in every language, and "Money at the table" (the MO rules, all games),
every rule id anchored, worked examples that agree with RULES.md (the arithmetic is done by hand
in the comments, and the money lesson's figures are also worked by `trainer.money`), and the
loader's refusals."""

from __future__ import annotations

import re
import shutil
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import pytest

import trainer
from trainer import lessons, rulebooks
from trainer.lessons import LessonError, game_of_rule, lesson_path, load, rule_ids, to_html
from trainer.money import (
    Ratio,
    Rounded,
    Rounding,
    deduction,
    format_amount,
    min_stake_for_win,
    on_chip,
    payout,
    stakes_between,
)

LANGS = ("ca", "es", "en")
GAMES = (
    "blackjack",
    "punto_banco",
    "chemin_de_fer",
    "trente_quarante",
    "boule",
    "roulette",
    "craps",
)
LESSONS = (*GAMES, "money")  # the seven games, then "Money at the table" (MO-01..MO-05)
EVERY_LESSON = [(game, lang) for game in LESSONS for lang in LANGS]
ANCHOR = re.compile(r'<a name="([^"]+)"></a>')


def money(amount: str, lang: str) -> str:
    """How the lessons must write an amount: the app's own locale format ("52,50 €", "€52.50")."""
    return format_amount(Decimal(amount), lang)


# --------------------------------------------------------------------------- the rule table


def test_rule_ids_follow_the_families_of_rules_md() -> None:
    # RULES.md: BJ-01..BJ-18, PB-01..PB-12, CF-01..CF-07 + BD-01..BD-03, TQ-01..TQ-07,
    # BO-01..BO-05, RO-01..RO-16, CR-01..CR-19.
    expected = {
        "blackjack": (18, "BJ-01", "BJ-18"),
        "punto_banco": (12, "PB-01", "PB-12"),
        "chemin_de_fer": (10, "CF-01", "BD-03"),
        "trente_quarante": (7, "TQ-01", "TQ-07"),
        "boule": (5, "BO-01", "BO-05"),
        "roulette": (16, "RO-01", "RO-16"),
        "craps": (19, "CR-01", "CR-19"),
        "money": (5, "MO-01", "MO-05"),
    }
    assert (*GAMES, "money") == lessons.LESSONS  # the view offers them in this order
    assert lessons.GAMES == GAMES
    for game, (count, first, last) in expected.items():
        ids = rule_ids(game)
        assert (len(ids), ids[0], ids[-1]) == (count, first, last)
    assert rule_ids("chemin_de_fer")[5:8] == ["CF-06", "CF-07", "BD-01"]


def test_game_of_rule_links_an_id_to_its_lesson() -> None:
    assert game_of_rule("BJ-10") == "blackjack"
    assert game_of_rule("BD-02") == "chemin_de_fer"
    assert game_of_rule("CF-06") == "chemin_de_fer"
    assert game_of_rule("TQ-04") == "trente_quarante"
    assert game_of_rule("CR-19") == "craps"
    assert lessons.lesson_url("RO-11") == "lesson:roulette#RO-11"


@pytest.mark.parametrize("rule_id", ["MO-01", "MO-02", "MO-03", "MO-04", "MO-05"])
def test_game_of_rule_sends_every_mo_rule_to_the_money_lesson(rule_id: str) -> None:
    # RULES.md "Money at the table (all games)": the rounding rules that every game cites.
    assert game_of_rule(rule_id) == "money"
    assert lessons.lesson_url(rule_id) == f"lesson:money#{rule_id}"


@pytest.mark.parametrize("rule_id", ["BJ-19", "XX-01", "bj-10", "RO-1", "", "MO-06", "MO-00"])
def test_game_of_rule_refuses_an_unknown_id(rule_id: str) -> None:
    with pytest.raises(LessonError):
        game_of_rule(rule_id)


def test_unknown_game_is_refused() -> None:
    with pytest.raises(LessonError, match="poker"):
        rule_ids("poker")
    with pytest.raises(LessonError):
        lesson_path("poker", "en")


def test_a_language_code_cannot_escape_the_lessons_folder() -> None:
    with pytest.raises(LessonError):
        lesson_path("blackjack", "../en")


# --------------------------------------------------------------------------- the real lessons


def test_lessons_folder_is_found_beside_the_package() -> None:
    # An editable install maps `trainer` to the source tree: the folder is <repo>/lessons.
    assert Path(trainer.__file__).resolve().parent.parent / "lessons" == lessons.LESSONS_DIR
    assert (lessons.LESSONS_DIR / "README.md").is_file()
    assert "licence" in (lessons.LESSONS_DIR / "README.md").read_text("utf-8")


@pytest.mark.parametrize(("game", "lang"), EVERY_LESSON)
def test_every_lesson_exists_and_covers_every_rule(game: str, lang: str) -> None:
    lesson = load(game, lang)
    assert lesson_path(game, lang).is_file()
    assert not lesson.fallback
    assert lesson.lang == lang
    assert lesson.title
    assert lesson.missing == ()
    assert sorted(lesson.rule_ids) == sorted(rule_ids(game))
    # Each rule's paragraph starts with its id in bold, right after its anchor.
    for rule in rule_ids(game):
        assert f'<a name="{rule}"></a>\n**{rule}' in lesson.markdown


@pytest.mark.parametrize(("game", "lang"), EVERY_LESSON)
def test_no_anchor_names_an_unknown_id(game: str, lang: str) -> None:
    text = lesson_path(game, lang).read_text("utf-8")
    assert set(ANCHOR.findall(text)) == set(rule_ids(game))


@pytest.mark.parametrize(("game", "lang"), EVERY_LESSON)
def test_lesson_length_is_substantial_but_focused(game: str, lang: str) -> None:
    lines = lesson_path(game, lang).read_text("utf-8").splitlines()
    assert 80 <= len(lines) <= 250


@pytest.mark.parametrize(("game", "lang"), EVERY_LESSON)
def test_html_keeps_every_anchor(game: str, lang: str) -> None:
    page = load(game, lang).html()
    for rule in rule_ids(game):
        assert f'<a name="{rule}"></a><b>{rule}' in page
    assert "**" not in page  # every bold span was converted


@pytest.mark.parametrize(("game", "lang"), EVERY_LESSON)
def test_decisions_are_marked(game: str, lang: str) -> None:
    # Every game has at least one DECISION in RULES.md (BJ-12, PB-04, CF-03, TQ: en prison
    # values follow RO-11's reading, BO-02, RO-11's reading, CR-13; MO-01..MO-04); the lesson
    # says so.
    word = {"ca": "DECISIÓ", "es": "DECISIÓN", "en": "DECISION"}[lang]
    assert f"**{word}" in load(game, lang).markdown


@pytest.mark.parametrize("lang", LANGS)
def test_amounts_are_written_the_way_the_language_writes_them(lang: str) -> None:
    for game in LESSONS:
        text = lesson_path(game, lang).read_text("utf-8")
        if lang == "en":
            assert not re.search(r"\d €", text), game  # "€52.50", never "52.50 €"
            assert not re.search(r"\d,\d\d\b", text), game  # no decimal comma
        else:
            assert not re.search(r"€\s?\d", text), game  # "52,50 €", never "€52,50"
            assert not re.search(r"\d\.\d\d\b", text), game  # no decimal point


# --------------------------------------------------------------------------- worked examples
# Each number below is worked by hand from RULES.md; the lesson in every language must quote it.


@pytest.mark.parametrize("lang", LANGS)
def test_bj_10_blackjack_on_35_pays_52_50(lang: str) -> None:
    text = load("blackjack", lang).markdown
    assert money("52.50", lang) in text  # BJ-10: 35 × 3 ÷ 2 = 105 ÷ 2 = 52.50
    assert money("37.50", lang) in text  # BJ-10: 25 × 3 ÷ 2 = 37.50
    assert money("17.50", lang) in text  # BJ-11: insurance on 35 at most 35 ÷ 2 = 17.50


@pytest.mark.parametrize("lang", LANGS)
def test_pb_04_banker_commission_and_tie(lang: str) -> None:
    text = load("punto_banco", lang).markdown
    assert money("19", lang) in text  # PB-04: banker 20 wins 20 − 5% of 20 = 20 − 1 = 19
    assert money("33", lang) in text  # PB-04, MO-03: banker 35: 1.75 -> 2 taken; 35 − 2 = 33
    assert money("33.25", lang) in text  # PB-04, MO-05 `exact`: 35 − 1.75 = 33.25
    assert money("80", lang) in text  # PB-04: tie 10 at 8 to 1 = 80


@pytest.mark.parametrize("lang", LANGS)
def test_cf_05_cagnotte_on_the_bankers_win(lang: str) -> None:
    text = load("chemin_de_fer", lang).markdown
    assert money("190", lang) in text  # CF-05: banker wins 200, 5% = 10 to the cagnotte, 190


@pytest.mark.parametrize("lang", LANGS)
def test_tq_04_refait_takes_half_or_prison(lang: str) -> None:
    text = load("trente_quarante", lang).markdown
    # TQ-04 as RO-11: 20 on noir at a refait: take back 20 ÷ 2 = 10 or leave 20 in prison;
    # a second refait in a row: take back 20 ÷ 4 = 5, or stay in worth 20 ÷ 2 = 10.
    assert money("10", lang) in text
    assert money("5", lang) in text


@pytest.mark.parametrize("lang", LANGS)
def test_bo_02_number_pays_7_to_1(lang: str) -> None:
    text = load("boule", lang).markdown
    assert money("35", lang) in text  # BO-02: 5 on the 8 wins 5 × 7 = 35


@pytest.mark.parametrize("lang", LANGS)
def test_roulette_payouts_and_complete_bet(lang: str) -> None:
    text = load("roulette", lang).markdown
    assert money("350", lang) in text  # RO-02: plein 10 × 35 = 350
    assert money("85", lang) in text  # RO-03: cheval 5 × 17 = 85
    assert money("7.50", lang) in text  # RO-08: two dozens 15 × 1/2 = 7.50
    # Complete bet on 17: plein 1 + 4 chevals × 2 + transversale 3 + 4 carrés × 4
    # + 2 sixains × 6 = 1 + 8 + 3 + 16 + 12 = 40 units; paid 35 + 4×2×17 + 3×11 + 4×4×8 + 2×6×5
    # = 35 + 136 + 33 + 128 + 60 = 392 units.
    assert "40" in text and "392" in text


@pytest.mark.parametrize("lang", LANGS)
def test_ro_08_ro_11_mo_02_rounding_down_to_the_chip(lang: str) -> None:
    text = load("roulette", lang).markdown
    assert money("3.50", lang) in text  # RO-08, MO-02: 7.50 ÷ 2 = 3.75 -> 3.50 (0.50 chip)
    assert money("3.75", lang) in text  # MO-05: exact, 3.75
    # RO-11 on 12.50: half 6.25 -> 6; a quarter 3.125 -> 3; an eighth 1.5625 -> 1.50; exact
    # (MO-05) 3.125 -> 3.12 and 1.5625 -> 1.56.
    for amount in ("6", "3", "1.50", "3.12", "1.56"):
        assert money(amount, lang) in text, amount
    assert "MO-02" in text and "MO-05" in text
    assert "en plein" not in text  # a complete bet is not a plein


@pytest.mark.parametrize("lang", LANGS)
def test_bo_03_per_player_and_a_layout_at_twice_the_minimum(lang: str) -> None:
    text = load("boule", lang).markdown
    # 60 + 50 = 110 > 100 on one number for one player, 40 more at most; a layout at
    # 2 × 2 = 4 refuses 3.
    assert "60 + 50" in text and money("110", lang) in text and money("40", lang) in text
    assert money("4", lang) in text and money("3", lang) in text


@pytest.mark.parametrize("lang", LANGS)
def test_craps_odds_place_and_lay(lang: str) -> None:
    text = load("craps", lang).markdown
    assert "10 × 3 ÷ 2 = 15" in text  # CR-11: odds of 10 on a point of 5 pay 3 to 2
    assert "12 × 7 ÷ 6 = 14" in text  # CR-13: place 12 on the 6 pays 7 to 6
    assert "22 × 5 ÷ 11 = 10" in text  # CR-14: lay 22 against the 4 pays 5 to 11


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("ca", ("ple", "cavall", "fila transversal", "quadre", "sisena", "presó")),
        ("es", ("pleno", "caballo", "transversal", "cuadro", "seisena", "prisión")),
        ("en", ("plein", "cheval", "transversale", "carré", "sixain", "prison")),
    ],
)
def test_roulette_uses_the_croupiers_words(lang: str, words: tuple[str, ...]) -> None:
    text = load("roulette", lang).markdown.lower()
    for word in words:
        assert word in text


@pytest.mark.parametrize(
    ("game", "lang", "call"),
    [
        ("roulette", "ca", "no hi van més apostes"),
        ("roulette", "es", "no va más"),
        ("roulette", "en", "no more bets"),
        ("roulette", "ca", "no hi va res"),
        ("punto_banco", "ca", "el punt es planta amb"),
        ("punto_banco", "ca", "carta per al punt"),
        ("punto_banco", "es", "carta para el punto"),
        ("punto_banco", "en", "card for the player"),
        ("trente_quarante", "en", "deux, rouge gagne et couleur"),
        ("trente_quarante", "ca", "dos vermell i color guanyen"),
        ("boule", "ca", "facin joc"),
        ("craps", "ca", "les tres últimes tirades"),
        ("craps", "es", "tirada nula"),
        ("chemin_de_fer", "ca", "banca amb la taula"),
    ],
)
def test_lessons_teach_the_croupiers_calls(game: str, lang: str, call: str) -> None:
    assert call in load(game, lang).markdown


# --------------------------------------------------------------------------- money at the table
# The lesson "Money at the table" (RULES.md MO-01..MO-05). Every figure it teaches is worked by
# hand in the comments, checked against `trainer.money` with the `andorra-2025` chips and ratios,
# and then looked for in the lesson, in every language, in the same table row or paragraph as
# the arithmetic it comes from.

BOOK = rulebooks.load("andorra-2025")
CHIPS = BOOK.chip_set
DOWN, CENT = Rounding.DOWN_TO_CHIP, Rounding.EXACT
WORDS = {"ca": "DECISIÓ", "es": "DECISIÓN", "en": "DECISION"}


def number(plain: str, lang: str) -> str:
    """An exact figure as the lesson writes it: "0.875" in English, "0,875" in ca/es."""
    return plain if lang == "en" else plain.replace(".", ",")


def units(markdown: str) -> list[str]:
    """The lesson cut into table rows, list items and paragraphs (wrapped lines joined)."""
    found: list[str] = []
    current: list[str] = []
    for line in markdown.splitlines():
        starts = line.startswith(("|", "- ", "#", "<a ")) or re.match(r"^\d+\. ", line)
        if not line.strip() or starts:
            if current:
                found.append(" ".join(current))
            current = [line.strip()] if line.strip() else []
            if line.startswith(("|", "#", "<a ")):
                found.append(current.pop())
        else:
            current.append(line.strip())
    if current:
        found.append(" ".join(current))
    return found


def unit_with(lang: str, fragment: str, start: str = "") -> str:
    """The one row, item or paragraph of the money lesson holding `fragment` (and starting with
    `start`); the lesson must quote the fragment exactly once there."""
    pattern = re.compile(rf"(?<![\d.,]){re.escape(fragment)}")  # "0.875" is not in "10.875"
    hits = [u for u in units(load("money", lang).markdown) if pattern.search(u)]
    hits = [u for u in hits if u.startswith(start)]
    assert len(hits) == 1, (lang, fragment, hits)
    return hits[0]


def quotes(unit: str, amount: str, lang: str) -> bool:
    """`unit` names `amount` written the language's way, not as a part of a longer figure."""
    shown = re.escape(money(amount, lang))
    return re.search(rf"(?<![\d.,]){shown}(?![\d]|[.,]\d)", unit) is not None


def test_mo_figures_hold_with_the_houses_chips() -> None:
    # The andorra-2025 chip set (DECISION, not in the decree), smallest first.
    values = ["0.50", "1", "2.50", "5", "10", "25", "100", "500", "1000"]
    assert sorted(CHIPS.values) == [Decimal(v) for v in values]
    assert CHIPS.smallest == Decimal("0.50") and BOOK.payout_rounding is DOWN


@pytest.mark.parametrize("lang", LANGS)
def test_money_lesson_lists_the_chip_set(lang: str) -> None:
    chip_rows = [u for u in units(load("money", lang).markdown) if u.startswith("| ")]
    for value in CHIPS.values:
        assert any(row.startswith(f"| {money(str(value), lang)} |") for row in chip_rows), value


@pytest.mark.parametrize("lang", LANGS)
def test_money_lesson_marks_mo_01_to_04_as_decisions(lang: str) -> None:
    # RULES.md marks MO-01..MO-04 DECISION; MO-05 is a house setting, not a decision.
    for rule in ("MO-01", "MO-02", "MO-03", "MO-04"):
        assert WORDS[lang] in unit_with(lang, f"**{rule} — ")
    assert WORDS[lang] not in unit_with(lang, "**MO-05 — ")


@pytest.mark.parametrize("lang", LANGS)
def test_mo_01_stakes_a_player_can_make(lang: str) -> None:
    # Blackjack 10 to 500 in steps of 0.50: (500 − 10) ÷ 0.50 + 1 = 981 stakes (BJ-04, MO-01).
    blackjack = stakes_between(BOOK.blackjack.table_min, BOOK.blackjack.table_max, CHIPS)
    assert len(blackjack) == 981 and blackjack[:2] == [Decimal(10), Decimal("10.50")]
    assert "981" in unit_with(lang, "(BJ-04)", "- ")
    # Punto banco in multiples of the 10 minimum: 10, 20 … 1,000 = 100 stakes; 15 is not one.
    pb = stakes_between(BOOK.punto_banco.table_min, BOOK.punto_banco.table_max, CHIPS, Decimal(10))
    assert len(pb) == 100 and Decimal(15) not in pb and Decimal(15) in blackjack
    item = unit_with(lang, "(PB-03", "- ")
    assert "100" in item and quotes(item, "15", lang) and quotes(item, "1000", lang)
    # 12.50 is a blue and a pink; 12.75 needs a 0.25 that no chip makes.
    assert on_chip(Decimal("12.50"), CHIPS) and not on_chip(Decimal("12.75"), CHIPS)
    rule = unit_with(lang, "**MO-01 — ")
    assert quotes(rule, "12.50", lang) and quotes(rule, "12.75", lang)
    # Roulette from 5 (RO-12): 4.50 is on the chip but below the minimum.
    assert BOOK.roulette.table_min == Decimal(5)
    assert quotes(unit_with(lang, "(RO-12)", "- "), "4.50", lang)


@pytest.mark.parametrize("lang", LANGS)
def test_mo_01_fewest_chips(lang: str) -> None:
    # 52.50 = 2 × 25 + 2.50; 206.50 = 2 × 100 + 5 + 1 + 0.50.
    assert CHIPS.breakdown(Decimal("52.50")) == {Decimal(25): 2, Decimal("2.50"): 1}
    assert CHIPS.breakdown(Decimal("206.50")) == {
        Decimal(100): 2,
        Decimal(5): 1,
        Decimal(1): 1,
        Decimal("0.50"): 1,
    }
    text = unit_with(lang, money("52.50", lang))
    assert quotes(text, "206.50", lang)


# (what is paid, its arithmetic as the lesson writes it, exact by hand, paid in chips (MO-02),
# paid under `exact` (MO-05))
PAYOUTS = [
    # CR-11: odds on a point of 5 pay 3 to 2: 7.50 × 3 ÷ 2 = 11.25 → 22 grey chips = 11.
    (BOOK.craps.odds_take[5].exact(Decimal("7.50")), "7.50 × 3 ÷ 2 = 11.25", "45/4", "11", "11.25"),
    # BJ-10: 12.50 × 3 ÷ 2 = 18.75 → 37 grey chips = 18.50.
    (
        BOOK.blackjack.blackjack_pays.exact(Decimal("12.50")),
        "12.50 × 3 ÷ 2 = 18.75",
        "75/4",
        "18.50",
        "18.75",
    ),
    # CR-13: right bet on the 6 at 7 to 6: 10 × 7 ÷ 6 = 11.666… → 23 chips = 11.50; cent 11.66.
    (BOOK.craps.place[6].exact(Decimal(10)), "10 × 7 ÷ 6 = 11.666…", "35/3", "11.50", "11.66"),
    # RO-11: half of 7.50 back at a zero = 3.75 → 7 chips = 3.50.
    (Fraction(Decimal("7.50")) / 2, "7.50 ÷ 2 = 3.75", "15/4", "3.50", "3.75"),
    # RO-11: 5 in prison, zero again on the last spin: a quarter = half of 2.50 = 1.25 → 1.
    (Fraction(5) / 4, "2.50 ÷ 2 = 1.25", "5/4", "1", "1.25"),
    # TQ-04: a quarter of 37.50 at a second refait = 9.375 → 18 chips = 9; cent 9.37.
    (Fraction(Decimal("37.50")) / 4, "37.50 ÷ 4 = 9.375", "75/8", "9", "9.37"),
]


@pytest.mark.parametrize(("exact", "sum_", "by_hand", "chips", "cents"), PAYOUTS)
def test_mo_02_payouts_round_down_and_mo_05_to_the_cent(
    exact: Fraction, sum_: str, by_hand: str, chips: str, cents: str
) -> None:
    assert exact == Fraction(by_hand)
    down = payout(exact, DOWN, CHIPS)
    assert (down.amount, down.rule) == (Decimal(chips), "MO-02")
    cent = payout(exact, CENT, CHIPS)
    assert cent.amount == Decimal(cents)
    assert cent.rule == ("MO-05" if cent.rounded else "")  # 11.66 and 9.37 are cut, 11.25 is not
    for lang in LANGS:
        unit = unit_with(lang, number(sum_, lang))
        assert quotes(unit, chips, lang), (lang, unit)


# (the exact deduction by hand, what is taken in chips (MO-03), what is then paid or kept, the
# exact figure as written, the cent deduction (MO-05))
DEDUCTIONS = [
    # PB-04: 5% of 17.50 = 0.875 → 1 taken (MO-03), 17.50 − 1 = 16.50 paid; cent 0.88, 16.62.
    (Decimal("17.50"), "7/8", "1", "16.50", "0.875", "0.88"),
    # PB-04: 5% of 35 = 1.75 → 2 taken, 33 paid; cent 1.75 exactly.
    (Decimal(35), "7/4", "2", "33", "1.75", "1.75"),
    # PB-04 end of shoe: 5% of 12.50 = 0.625 → 1 marked in the box; cent 0.63.
    (Decimal("12.50"), "5/8", "1", "11.50", "0.625", "0.63"),
    # CF-05: 5% of 217.50 = 10.875 → 11 to the cagnotte, 206.50 to the bank; cent 10.88.
    (Decimal("217.50"), "87/8", "11", "206.50", "10.875", "10.88"),
]


@pytest.mark.parametrize(("win", "by_hand", "taken", "left", "written", "cents"), DEDUCTIONS)
def test_mo_03_deductions_round_up_and_mo_05_to_the_cent(
    win: Decimal, by_hand: str, taken: str, left: str, written: str, cents: str
) -> None:
    exact = Fraction(win) * Fraction(BOOK.punto_banco.commission_rate)  # 5%, as CF-05's rate
    assert exact == Fraction(by_hand)
    up = deduction(exact, DOWN, CHIPS)
    assert (up.amount, up.rule) == (Decimal(taken), "MO-03")
    assert win - up.amount == Decimal(left)
    # Rounding the deduction up is rounding the net payout down (the stake is on the chip).
    assert payout(Fraction(win) - exact, DOWN, CHIPS).amount == Decimal(left)
    assert deduction(exact, CENT, CHIPS).amount == Decimal(cents)
    for lang in LANGS:
        item = unit_with(lang, number(written, lang), "- ")
        assert quotes(item, str(win), lang) and quotes(item, taken, lang), (lang, item)
        if win != Decimal("12.50"):  # at the end of the shoe the win is paid whole
            assert quotes(item, left, lang), (lang, item)


def test_mo_03_a_deduction_on_the_chip_is_not_rounded() -> None:
    # PB-04: 5% of 20 = 1 exactly: taken as it is, no MO rule; 20 − 1 = 19 paid.
    taken = deduction(Fraction(20) * Fraction(BOOK.punto_banco.commission_rate), DOWN, CHIPS)
    assert taken == Rounded(Fraction(1), Decimal(1), "")
    for lang in LANGS:
        para = unit_with(lang, money("19", lang))
        assert quotes(para, "20", lang) and quotes(para, "1", lang)


@pytest.mark.parametrize(
    ("bet", "quotient", "stake", "win"),
    [
        # CR-15: any craps 7 to 1 against a 500 simple-bet maximum: 500 ÷ 7 = 71.428…; 71 wins
        # 497 < 500, 71.50 wins 500.50 (MO-04).
        ("any_craps", "71.428…", "71.50", "500.50"),
        # hard 6 at 9 to 1: 500 ÷ 9 = 55.555…; 55.50 wins 499.50, 56 wins 504.
        ("hard_6", "55.555…", "56", "504"),
        # eleven at 15 to 1: 500 ÷ 15 = 33.333…; 33 wins 495, 33.50 wins 502.50.
        ("eleven", "33.333…", "33.50", "502.50"),
        # craps 2 at 30 to 1: 500 ÷ 30 = 16.666…; 16.50 wins 495, 17 wins 510.
        ("craps_2", "16.666…", "17", "510"),
        # any seven at 4 to 1: 500 ÷ 4 = 125 exactly, on the chip.
        ("any_seven", "125", "125", "500"),
    ],
)
def test_mo_04_multiple_bet_maximum_is_the_smallest_chip_stake_that_reaches_the_win(
    bet: str, quotient: str, stake: str, win: str
) -> None:
    ratio: Ratio = BOOK.craps.payouts[bet]
    simple_max = BOOK.craps.simple_max
    assert simple_max == Decimal(500)
    found = min_stake_for_win(ratio, simple_max, CHIPS)
    assert found == Decimal(stake)
    assert found * ratio.to / ratio.per == Decimal(win) >= simple_max
    assert (found - CHIPS.smallest) * ratio.to / ratio.per < simple_max  # a chip less: short
    for lang in LANGS:
        row = unit_with(lang, f"| {number(quotient, lang)} |")
        assert quotes(row, stake, lang) and quotes(row, win, lang), (lang, row)


@pytest.mark.parametrize("lang", LANGS)
def test_mo_04_any_craps_worked_in_full(lang: str) -> None:
    # 7 × 71 = 497 (short of 500), 7 × 71.50 = 500.50: the maximum is 71.50 (MO-04).
    para = unit_with(lang, f"7 × {number('71.50', lang)} = {number('500.50', lang)}")
    assert "7 × 71 = 497" in para and quotes(para, "71.50", lang)


# MO-05 table: (exact figure as written, in chips, under `exact`), each worked above.
EXACT_TABLE = [
    ("11.25", "11", "11.25"),
    ("11.666…", "11.50", "11.66"),
    ("9.375", "9", "9.37"),
    ("0.875", "1", "0.88"),
    ("10.875", "11", "10.88"),
]


@pytest.mark.parametrize("lang", LANGS)
def test_mo_05_table_sets_both_settings_side_by_side(lang: str) -> None:
    for exact, chips, cents in EXACT_TABLE:
        row = unit_with(lang, f"| {number(exact, lang)} |")
        assert quotes(row, chips, lang) and quotes(row, cents, lang), (lang, row)
    # 5% of 17.50 under `exact`: 0.88 taken, 17.50 − 0.88 = 16.62 paid.
    assert Decimal("17.50") - Decimal("0.88") == Decimal("16.62")
    assert quotes(unit_with(lang, f"| {number('0.875', lang)} |"), "16.62", lang)


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("ca", ("fitxa més petita", "a la baixa", "a l'alça", "la d'1 €", "joc d'11", "cèntim")),
        ("es", ("ficha más pequeña", "a la baja", "al alza", "juego de 11", "céntimo")),
        ("en", ("smallest chip", "rounded down", "rounded up", "to the cent")),
    ],
)
def test_money_lesson_speaks_the_croupiers_language(lang: str, words: tuple[str, ...]) -> None:
    text = load("money", lang).markdown
    for word in words:
        assert word in text
    if lang == "ca":  # elision before a vowel sound: "d'11", "l'1", never "de 11", "la 1 €"
        assert not re.search(r"\b(de|la|el) 1(1)? ", text)


# --------------------------------------------------------------------------- the loader


def _copy(root: Path, game: str, lang: str) -> Path:
    target = root / lang / f"{game}.md"
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(lesson_path(game, "en"), target)
    return target


def test_missing_lesson_names_the_file(tmp_path: Path) -> None:
    with pytest.raises(LessonError, match=r"boule\.md"):
        load("boule", "ca", root=tmp_path)


def test_missing_language_falls_back_to_english_with_the_flag(tmp_path: Path) -> None:
    _copy(tmp_path, "boule", "en")
    lesson = load("boule", "ca", root=tmp_path)
    assert lesson.fallback
    assert (lesson.lang, lesson.requested) == ("en", "ca")
    assert lesson.path == tmp_path / "en" / "boule.md"
    assert lesson.missing == ()


def test_present_language_is_not_flagged(tmp_path: Path) -> None:
    _copy(tmp_path, "boule", "en")
    assert not load("boule", "en", root=tmp_path).fallback


def _write(root: Path, text: str) -> None:
    target = root / "en" / "boule.md"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text, "utf-8")


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ('# Boule\n\n<a name="BO-09"></a>\n**BO-09** no such rule.\n', "BO-09"),
        ('# Boule\n\n<a name="RO-01"></a>\n**RO-01** roulette.\n', "another game"),
        (
            '# Boule\n\n<a name="BO-01"></a>\n**BO-01** a.\n\n<a name="BO-01"></a>\n**BO-01** b.\n',
            "twice",
        ),
        ('Boule\n\n<a name="BO-01"></a>\n**BO-01** a.\n', "title"),
        ('# Boule\n\n<a name="BO-01"></a>\n\n**BO-01** a.\n', "must start"),
        ('# Boule\n\nText <a name="BO-01"></a>\n**BO-01** a.\n', "alone"),
    ],
)
def test_malformed_lesson_is_refused_naming_file_and_problem(
    tmp_path: Path, text: str, problem: str
) -> None:
    _write(tmp_path, text)
    with pytest.raises(LessonError, match=problem) as caught:
        load("boule", "en", root=tmp_path)
    assert "boule.md" in str(caught.value)
    assert isinstance(caught.value, ValueError)


def test_incomplete_lesson_loads_and_lists_what_it_misses(tmp_path: Path) -> None:
    _write(tmp_path, '# Boule\n\n<a name="BO-02"></a>\n**BO-02 — Payouts.** 7 to 1.\n')
    lesson = load("boule", "en", root=tmp_path)
    assert lesson.rule_ids == ("BO-02",)
    assert lesson.missing == ("BO-01", "BO-03", "BO-04", "BO-05")


# --------------------------------------------------------------------------- Markdown to HTML


def test_to_html_attaches_anchor_to_the_rule_paragraph() -> None:
    page = to_html('# T\n\n<a name="BO-01"></a>\n**BO-01 — Numbers.** One\nto *nine*.\n')
    assert page == (
        '<h1>T</h1>\n<p><a name="BO-01"></a><b>BO-01 — Numbers.</b> One to <i>nine</i>.</p>'
    )


def test_to_html_lists_tables_quotes_and_escaping() -> None:
    page = to_html(
        "## S\n\n- one `x`\n- two\n  more\n\n1. first\n2. second\n\n"
        "| a | b |\n|---|---|\n| 1 < 2 | [l](#BO-01) |\n\n> quoted **law**\n"
    )
    assert "<h2>S</h2>" in page
    assert "<ul><li>one <code>x</code></li><li>two more</li></ul>" in page
    assert "<ol><li>first</li><li>second</li></ol>" in page
    assert "<tr><th>a</th><th>b</th></tr>" in page
    assert '<tr><td>1 &lt; 2</td><td><a href="#BO-01">l</a></td></tr>' in page
    assert "<blockquote><p>quoted <b>law</b></p></blockquote>" in page


def test_to_html_leaves_multiplication_and_underscores_alone() -> None:
    page = to_html("Pays 35 × 3 ÷ 2 and 2 * 3 * 4; setting original_bets_only.\n")
    assert page == "<p>Pays 35 × 3 ÷ 2 and 2 * 3 * 4; setting original_bets_only.</p>"
