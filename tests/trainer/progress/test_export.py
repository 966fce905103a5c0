"""CSV export: plain columns in the instructor's language (date, trainee, game, drill, level,
the question in words, given, expected, right, seconds), UTF-8 with a BOM, the separator that
goes with the decimal mark, and no cell a spreadsheet would run as a formula."""

from __future__ import annotations

import csv
import io
import random
from datetime import timedelta
from pathlib import Path

from sqlite_utils import Database

from tests.trainer.progress.kit import T0, answer
from trainer.drills import catalog
from trainer.drills.base import Question, Response, expected_response
from trainer.i18n import translate
from trainer.progress.accounts import add_trainee
from trainer.progress.attempts import record_attempt
from trainer.progress.export import HEADERS, CsvWords, cell, export_csv

CATALAN = CsvWords(
    locale="ca",
    headers=(
        "Data",
        "Alumne",
        "Joc",
        "Exercici",
        "Nivell",
        "Pregunta",
        "Resposta",
        "Esperat",
        "Correcte",
        "Segons",
    ),
    yes="sí",
    no="no",
    games={"blackjack": "Blackjack", "craps": "Daus"},
    decimal=",",
)


def _rows(path: Path, delimiter: str) -> list[list[str]]:
    raw = path.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")  # the BOM Excel needs to read accents
    return list(csv.reader(io.StringIO(raw[3:].decode("utf-8"), newline=""), delimiter=delimiter))


def _answer(
    db: Database, trainee: int, question: Question, response: Response, seconds: float, at: int
) -> None:
    grade = question.grade(response, seconds)
    record_attempt(db, trainee, question, response, grade, now=T0 + timedelta(minutes=at))


def test_one_trainee_in_catalan_reads_as_words_with_semicolons(
    db: Database, tmp_path: Path
) -> None:
    nuria = add_trainee(db, "Núria Puigcerdà")
    other = add_trainee(db, "Pere")
    pay = catalog.get("blackjack.pay-blackjack").generate(random.Random(3), 2)
    assert pay.expected == "112.50"  # box 6, a 75 € blackjack paid 3:2 (BJ-08)
    _answer(db, nuria.id, pay, Response("amount", "112,5", "ca"), 4.56, 0)
    dealer = catalog.get("blackjack.dealer-action").generate(random.Random(3), 2)
    assert dealer.expected == "stand"
    _answer(db, nuria.id, dealer, Response("choice", "draw"), 12.0, 1)
    _answer(db, other.id, pay, expected_response(pay), 3.0, 2)
    path = tmp_path / "nuria.csv"
    assert export_csv(db, path, trainee_id=nuria.id, words=CATALAN) == 2
    header, first, second = _rows(path, ";")
    assert tuple(header) == CATALAN.headers
    day = (T0).astimezone().strftime("%Y-%m-%d %H:%M:%S")
    prompt = translate(pay.prompt.code, "ca", pay.prompt.params)
    assert "casella 6" in prompt and "75 €" in prompt
    assert first == [
        day,
        "Núria Puigcerdà",
        "Blackjack",
        "Pagar un BlackJack",
        "2",
        prompt,
        "112,50 €",
        "112,50 €",
        "sí",
        "4,6",
    ]
    # a choice reads by its label; the wrong one shows beside the right one
    assert second[3:] == [
        "La carta del crupier",
        "2",
        translate(dealer.prompt.code, "ca", dealer.prompt.params),
        "Carta",
        "Es planta",
        "no",
        "12,0",
    ]


def test_english_by_default_with_commas_and_decimal_points(db: Database, tmp_path: Path) -> None:
    anna = add_trainee(db, "Anna")
    pay = catalog.get("blackjack.pay-blackjack").generate(random.Random(3), 2)
    _answer(db, anna.id, pay, Response("amount", "110"), 7.25, 0)
    path = tmp_path / "anna.csv"
    assert export_csv(db, path) == 1
    header, row = _rows(path, ",")
    assert tuple(header) == HEADERS
    assert row[1:] == [
        "Anna",
        "blackjack",
        "Pay a blackjack",
        "2",
        "Box 6 has blackjack on a bet of €75. What do you pay?",
        "€110",  # whole euros are written without cents
        "€112.50",
        "no",
        "7.2",  # 7.25 s to one decimal (round half to even)
    ]


def test_the_whole_class_or_one_class_by_name_then_time(db: Database, tmp_path: Path) -> None:
    pere = add_trainee(db, "Pere")
    anna = add_trainee(db, "Anna")
    laia = add_trainee(db, "Laia")
    answer(db, pere.id, "craps.odds", 1, False, 2.0, now=T0)
    answer(db, anna.id, "craps.odds", 1, True, 3.0, now=T0 + timedelta(minutes=5))
    answer(db, anna.id, "craps.odds", 1, True, 2.0, now=T0)
    answer(db, laia.id, "craps.odds", 1, True, 2.0, now=T0)
    path = tmp_path / "class.csv"
    assert export_csv(db, path) == 4
    rows = _rows(path, ",")[1:]
    assert [(r[1], r[9]) for r in rows] == [
        ("Anna", "2.0"),
        ("Anna", "3.0"),
        ("Laia", "2.0"),
        ("Pere", "2.0"),
    ]
    assert not path.with_name("class.csv.partial").exists()
    assert export_csv(db, path, trainee_ids=[pere.id, laia.id]) == 2
    assert [r[1] for r in _rows(path, ",")[1:]] == ["Laia", "Pere"]
    # an answer stored in an older shape: no words to rebuild, the value given is kept
    assert rows[0][5:8] == ["", "37.50", ""]
    assert rows[0][3] == "craps.odds"  # an id the catalogue does not know stays an id


def test_a_cell_never_starts_like_a_formula(db: Database, tmp_path: Path) -> None:
    assert cell('=HYPERLINK("http://x")') == '\'=HYPERLINK("http://x")'
    assert [cell(t) for t in ("+34 600", "@home", "-x", "-5,00 €", "Anna")] == [
        "'+34 600",
        "'@home",
        "'-x",
        "-5,00 €",
        "Anna",
    ]
    mallory = add_trainee(db, "=1+1")
    answer(db, mallory.id, "craps.odds", 1, True, 2.0, now=T0)
    path = tmp_path / "m.csv"
    export_csv(db, path, trainee_id=mallory.id)
    assert _rows(path, ",")[1][1] == "'=1+1"


def test_no_answers_still_gives_a_header(db: Database, tmp_path: Path) -> None:
    anna = add_trainee(db, "Anna")
    path = tmp_path / "empty.csv"
    assert export_csv(db, path, trainee_id=anna.id, words=CATALAN) == 0
    assert path.read_bytes().decode("utf-8-sig").splitlines() == [";".join(CATALAN.headers)]
