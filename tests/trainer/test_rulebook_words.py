"""Every refusal of the rulebook loader said in Catalan and Spanish (issue 15, "Words": "… is
not a whole number of the smallest chip 7 (MO-01)" reached Catalan and Spanish users in
English): each one is reached by a real bad file, and said in ca and es with no English word
and with its rule id wherever the field has one."""

from __future__ import annotations

import re
import tomllib
from importlib import resources
from pathlib import Path

import pytest

from tests.trainer.house_kit import house_file, within
from trainer import rulebooks
from trainer.errors import RulebookError
from trainer.i18n import catalogue
from trainer.rulebooks.schema import FieldProblem, Sources, problem_error
from trainer.rulebooks.words import RULE_ID, field_rule, problem_in, refusal_in

# English words the loader's refusals used; none belongs to Catalan or Spanish. The values a
# file holds stay as written ("true", "immediate", "end_of_shoe", a chip colour) and are
# not listed; "no" and "a" are words of all three languages.
ENGLISH = frozenset(
    re.findall(
        r"\w+",
        """the is not of and or must be at most least than more field allowed missing whole number
    numbers chip chips smallest write like choose one to between table minimum maximum bet
    player could expected unknown amount payout ratio fraction file found read larger
    valid line house rules cannot change this set needs each times above below outside
    nothing stake limit cut card shoe floor tie layouts dozen half simple rulebook
    available loop name letters cents trainer handles digits never divides
    written as nest deep paying largest first give fewest croupier pays which make wide step
    even let alone too soon ends nested deeply permission denied payouts for its side high
    end extend other""",
    )
)
WORD = re.compile(r"[^\W\d]+")  # "table_min" is one word: a field's name, kept as written
QUOTED = re.compile(r"«[^»]*»|\"[^\"]*\"|'[^']*'")

CHIP = '[[chips]]\nvalue = "{}"\ncolour = "{}"\n'
GREEDY_WRONG = "".join(
    CHIP.format(v, c) for v, c in (("0.50", "grey"), ("2", "green"), ("2.50", "pink"))
)
GREEDY_CANNOT = "".join(CHIP.format(v, c) for v, c in (("2", "green"), ("3", "blue")))

# A house file that meets each refusal, by message code (andorra-2025 under it).
HOUSE_FILES: dict[str, str] = {
    "unknown_field": '[blackjack]\ncolour = "red"\n',
    "nested_deep": "[craps.place.x.y]\nz = 1\n",
    "expected_table": "[roulette]\npayouts = 3\n",
    "expected_fields": "blackjack = 3\n",
    "expected_list": 'chips = "red"\n',
    "choice": '[blackjack]\ndoubling = "always"\n',
    "not_bool": '[roulette]\nen_prison = "yes"\n',
    "not_whole": '[blackjack]\ndecks = "6"\n',
    "not_text": "name = 3\n",
    "number_key": '[craps.place]\n04 = "9:5"\n',
    "outside": "[blackjack]\nboxes = 12\n",
    "outside_above": '[blackjack]\nside_bet_max_fraction_of_min = "1/1"\n',
    "not_above": '[blackjack]\nside_bet_max_fraction_of_min = "0"\n',
    "float": "[punto_banco]\ncommission_rate = 0.05\n",
    "not_amount": '[blackjack]\ntable_min = "1e30"\n',
    "not_cents": '[blackjack]\ntable_min = "10.255"\n',
    "too_many_places": '[punto_banco]\ncommission_rate = "0.12345"\n',
    "too_large": '[blackjack]\ntable_max = "9999999999"\n',
    "not_ratio": '[craps.place]\n6 = "seven to six"\n',
    "ratio_terms": '[blackjack]\nwin_pays = "2000:1"\n',
    "ratio_above": '[blackjack]\nwin_pays = "600:1"\n',
    "not_fraction": '[punto_banco]\ntie_max_fraction_of_max = "a tenth"\n',
    "divides_by_zero": '[punto_banco]\ntie_max_fraction_of_max = "1/0"\n',
    "fraction_range": '[punto_banco]\ntie_max_fraction_of_max = "3/2"\n',
    "chip_table": '[[chips]]\nvalue = "0.50"\ncolour = "grey"\nname = "half"\n',
    "chip_colour": CHIP.format("5", "chartreuse"),
    "chip_nothing": CHIP.format("0", "red"),
    "chips_none": "chips = []\n",
    "chips_twice": CHIP.format("5", "red") + CHIP.format("5", "blue"),
    "chips_many": "".join(CHIP.format(n, "red") for n in range(1, 15)),
    "chips_span": CHIP.format("0.01", "grey") + CHIP.format("1000", "red"),
    "chips_greedy": GREEDY_WRONG,
    "chips_greedy_cannot": GREEDY_CANNOT,
    "off_chip": CHIP.format("7", "red"),
    "off_cent": '[punto_banco]\ntie_max_fraction_of_max = "1/12"\n',
    "limit": '[blackjack]\ntable_max = "200000"\n',
    "below_min": '[blackjack]\ntable_max = "5"\n',
    "times_min": '[punto_banco]\ntable_max = "5000"\n',
    "low_above_high": "[craps]\nsimple_max_times_min_low = 900\nsimple_max_times_min_high = 800\n",
    "cut_card": "[blackjack]\ndecks = 1\ncut_card_from_end = 52\n",
    "jackpot_floor": (
        '[blackjack]\ntable_min = "1000"\ntable_max = "5000"\nsevens_jackpot_min_times = 100000\n'
    ),
    "tie_below_min": '[punto_banco]\ntie_max_fraction_of_max = "1/200"\n',
    "boule_layouts": "[boule]\nlayout_min_times = [2, 2]\n",
    "roulette_simple": '[roulette]\nsimple_max = "8"\n',
    "craps_no_bet": '[craps]\nsimple_max = "100"\n',
    "name": 'name = ""\n',
    "house_cannot": 'id = "mine"\n',
}
SPAIN_FILES = {"no_multiple_option": "[craps]\nbets_multiple_of_min = true\n"}
# An instructor's exam file (the bundled blackjack practical, changed), by message code.
EXAM_CHANGES: dict[str, tuple[str, str]] = {
    "exam.english": ('en = "Blackjack dealer: practical"\n', ""),
    "exam.language": ('es = "Crupier de blackjack: prueba práctica"', 'es = "Crupier"\nfr = "x"'),
    "exam.no_drills": ('drills = ["blackjack.hand-total", ', "drills = [] # "),
    "exam.no_drill": ('"blackjack.hand-total"', '"blackjack.no-such-drill"'),
    "exam.table_no_drills": ("coups = 10", "coups = 10\nlevel = 3"),
    "exam.not_table": ('game = "blackjack"', 'game = "poker"'),
    "exam.mode": ('mode = "table_ready"', 'mode = "guided"'),
    "exam.family": ("{ deal = 95,", "{ shuffle = 95, deal = 95,"),
    "exam.red_line": ("pass_marks = { deal", 'red_lines = ["no_such_line"]\npass_marks = { deal'),
    "exam.id": ('id = "blackjack-practical"', 'id = "Blackjack Practical"'),
    "exam.no_sections": ("", ""),  # a file of its own: NO_SECTIONS
    "exam.set_by_trainer": (
        'id = "blackjack-practical"',
        'id = "blackjack-practical"\ndigest = "0"',
    ),
}


def _andorra_without(section: str, key: str) -> dict[str, object]:
    text = resources.files("trainer.rulebooks").joinpath("andorra_2025.toml").read_text("utf-8")
    book = tomllib.loads(text)
    table = book
    for part in section.split("."):
        table = table[part]  # type: ignore[assignment]
    del table[key]
    return book


def _whole_book(tmp_path: Path, book: dict[str, object]) -> Path:
    """A complete rulebook file (no `extends`), written back as TOML by hand: strings, numbers,
    booleans, lists of chips and nested tables are all it holds."""

    def value(v: object) -> str:
        if isinstance(v, bool):
            return "true" if v else "false"
        if isinstance(v, str):
            return f'"{v}"'
        if isinstance(v, list):
            return "[" + ", ".join(value(x) for x in v) + "]"
        return str(v)

    lines: list[str] = []

    def table(prefix: str, data: dict[str, object]) -> None:
        plain = {k: v for k, v in data.items() if not isinstance(v, dict) and k != "chips"}
        if prefix:
            lines.append(f"[{prefix}]")
        lines.extend(f'"{k}" = {value(v)}' for k, v in plain.items())
        for k, v in data.items():
            if isinstance(v, dict):
                table(f"{prefix}.{k}" if prefix else k, v)

    table("", {k: v for k, v in book.items() if k != "chips"})
    for chip in book["chips"]:  # type: ignore[attr-defined]
        lines += ["[[chips]]", f'value = "{chip["value"]}"', f'colour = "{chip["colour"]}"']
    path = tmp_path / "book.toml"
    path.write_text("\n".join(lines) + "\n", "utf-8")
    return path


NO_SECTIONS = 'id = "mine"\ntime_limit_seconds = 600\nsections = []\n[title]\nen = "Mine"\n'


def exam_refusal(code: str, tmp_path: Path) -> RulebookError:
    """The refusal of an exam file changed to meet `code`, as Instructor mode adds one."""
    from trainer.exams.blueprint import BlueprintError, load_file

    text = resources.files("trainer.exams").joinpath("blackjack_practical.toml").read_text("utf-8")
    old, new = EXAM_CHANGES[code]
    assert old in text, code
    path = tmp_path / "mine.toml"
    changed = NO_SECTIONS if code == "exam.no_sections" else text.replace(old, new, 1)
    path.write_text(changed, "utf-8")
    with pytest.raises(BlueprintError) as info:
        load_file(path)
    return info.value


def reached(code: str, tmp_path: Path) -> RulebookError:
    """The refusal `code`, met by a real file (or a real call) the way a user meets it."""
    if code in EXAM_CHANGES:
        return exam_refusal(code, tmp_path)
    if code in HOUSE_FILES or code in SPAIN_FILES:
        book = "spain-1979" if code in SPAIN_FILES else "andorra-2025"
        path = house_file(tmp_path, {**HOUSE_FILES, **SPAIN_FILES}[code])
        with within(2), pytest.raises(RulebookError) as info:
            rulebooks.load(book, house_rules=path)
        return info.value
    calls = {
        "no_rulebook": lambda: rulebooks.load("atlantis-1900"),
        "file_missing": lambda: rulebooks.load(house_rules=tmp_path / "none.toml"),
        "file_unreadable": lambda: rulebooks.load(house_rules=tmp_path),  # a folder
        "file_large": lambda: rulebooks.load_text("andorra-2025", "#" * 70_000, "h.toml"),
        "not_toml": lambda: rulebooks.load_text("andorra-2025", "[blackjack\n", "h.toml"),
        "not_toml_end": lambda: rulebooks.load_text("andorra-2025", "a = [1,", "h.toml"),
        "not_toml_deep": lambda: rulebooks.load_text("andorra-2025", "a = " + "[" * 9000, "h"),
        "missing": lambda: rulebooks.load_file(
            _whole_book(tmp_path, _andorra_without("blackjack", "decks"))
        ),
        "payouts_missing": lambda: rulebooks.load_file(
            _whole_book(tmp_path, _andorra_without("roulette.payouts", "plein"))
        ),
        "craps_numbers": lambda: rulebooks.load_file(
            _whole_book(tmp_path, _andorra_without("craps.place", "6"))
        ),
    }
    if code == "not_utf8":
        path = tmp_path / "house_rules.toml"
        path.write_bytes(b"[blackjack]\ndecks = \xff\n")
        calls[code] = lambda: rulebooks.load(house_rules=path)
    with within(2), pytest.raises(RulebookError) as info:
        calls[code]()
    return info.value


# Refusals no file can reach today (a check that an earlier one always catches, or a
# situation a test cannot make): said from the words of the check itself.
NOT_REACHED: dict[str, tuple[str, dict[str, object]]] = {
    "outside_max": ("blackjack.decks", {"value": 9, "high": 8}),
    "min_nothing": ("blackjack.table_min", {"value": 0}),
    "extends_loop": ("extends", {}),
    "file_denied": ("-", {}),
}
CODES = sorted(
    code.removeprefix("rulebook.")
    for code in catalogue()
    if code.startswith("rulebook.") and code != "rulebook.refused"
)


def test_every_refusal_is_reached_or_said_why_not() -> None:
    by_call = {"no_rulebook", "file_missing", "file_unreadable", "file_large", "not_utf8"}
    by_call |= {"not_toml", "not_toml_end", "not_toml_deep", "missing", "payouts_missing"}
    by_call |= {"craps_numbers"}
    known = set(HOUSE_FILES) | set(SPAIN_FILES) | set(EXAM_CHANGES) | by_call | set(NOT_REACHED)
    assert known == set(CODES)


def english_left(text: str) -> set[str]:
    words = {w.lower() for w in WORD.findall(QUOTED.sub(" ", text))}
    return words & ENGLISH


@pytest.mark.parametrize("code", CODES)
def test_each_refusal_is_said_in_catalan_and_spanish_with_its_rule(
    code: str, tmp_path: Path
) -> None:
    if code in NOT_REACHED:
        field, params = NOT_REACHED[code]
        problem = FieldProblem.coded(field, code, **params)
        error = problem_error(problem, "", Sources("house_rules.toml"))
    else:
        error = reached(code, tmp_path)
    assert error.code == code, error
    english = problem_in(error, "en")
    assert english == error.problem
    bet = ""
    if code == "craps_no_bet":  # a craps bet's name: the seeds keep it in English
        bet = "Craps 2"
        assert bet in english
    rule = next(iter(RULE_ID.findall(english)), "") or field_rule(error.field)
    for locale in ("ca", "es"):
        said = problem_in(error, locale)
        assert said != english
        assert not english_left(said.replace(bet, "")), (locale, said)
        whole = refusal_in(error, locale)
        assert whole.startswith(f"{error.source}: {'camp' if locale == 'ca' else 'campo'} «")
        if rule:
            assert rule in said, (locale, said)
    # a file, the book's own name, or a field the book does not have: no rule to name
    exam = code.startswith("exam.") or error.source == "mine.toml"  # no regulation rule
    if (
        not exam
        and error.field not in ("-", "id", "extends", "name", "rulebooks")
        and code
        not in (
            "unknown_field",
            "nested_deep",
            "expected_fields",
        )
    ):
        assert rule, f"{code} at {error.field} names no rule"


def test_an_off_chip_minimum_reads_as_a_croupier_writes_it(tmp_path: Path) -> None:
    """MO-01: a set of sevens cannot make the 10 minimum; in Catalan "10 €" and "7 €"."""
    error = reached("off_chip", tmp_path)
    assert error.field == "chips" or error.field.endswith("table_min"), error
    said = problem_in(error, "ca")
    assert said.startswith("10 € no és un nombre sencer de fitxes"), said
    assert "que val 7 € (MO-01)" in said
    assert "el mínimo" not in problem_in(error, "es")
    assert "de la más pequeña, que vale 7 € (MO-01)" in problem_in(error, "es")


def test_a_commission_rate_field_names_pb_04_in_every_language(tmp_path: Path) -> None:
    path = house_file(tmp_path, '[punto_banco]\ncommission_rate = "abc"\n')
    with pytest.raises(RulebookError) as info:
        rulebooks.load(house_rules=path)
    assert info.value.field == "punto_banco.commission_rate"
    assert problem_in(info.value, "en").endswith("(PB-04)")
    assert (
        problem_in(info.value, "ca")
        == '«abc» no és un import: escriviu xifres, així: "0.05" (PB-04)'
    )
    assert (
        problem_in(info.value, "es")
        == '«abc» no es un importe: escriba cifras, así: "0.05" (PB-04)'
    )
