"""The lessons: every game in every language, every rule id anchored, worked examples that agree
with RULES.md (the arithmetic is done by hand in the comments), and the loader's refusals."""

from __future__ import annotations

import re
import shutil
from decimal import Decimal
from pathlib import Path

import pytest

import trainer
from trainer import lessons
from trainer.lessons import LessonError, game_of_rule, lesson_path, load, rule_ids, to_html
from trainer.money import format_amount

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
EVERY_LESSON = [(game, lang) for game in GAMES for lang in LANGS]
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
    }
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


@pytest.mark.parametrize("rule_id", ["BJ-19", "XX-01", "bj-10", "RO-1", ""])
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
    # values follow RO-11's reading, BO-02, RO-11's reading, CR-13); the lesson says so.
    word = {"ca": "DECISIÓ", "es": "DECISIÓN", "en": "DECISION"}[lang]
    assert f"**{word}" in load(game, lang).markdown


@pytest.mark.parametrize("lang", LANGS)
def test_amounts_are_written_the_way_the_language_writes_them(lang: str) -> None:
    for game in GAMES:
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
