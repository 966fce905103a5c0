"""The verify report's counts in each language with CLDR's plurals and separators (issue 15:
"TAMPERED: 1 PROBLEM(S)", "1 self-assessment(s)"). Expected lines written out by hand."""

from __future__ import annotations

import pytest

from trainer.exams.verify import Problem, Report, said


def _report(problems: int, exams: int, proctored: int, items: int) -> Report:
    row = said("row.exam", id=3, uuid="u-3")
    report = Report(exams, items, proctored, exams - proctored)
    report.problems = [Problem("exams", row, said("what.end_removed"), 3)] * problems
    return report


@pytest.mark.parametrize(
    ("locale", "expected"),
    [
        (
            "en",
            "TAMPERED: 1 PROBLEM: 1 exam (1 proctored, 0 self-assessments, not proctored) "
            "and 1 exam item checked",
        ),
        (
            "ca",
            "REGISTRES MANIPULATS: 1 PROBLEMA: s'han comprovat 1 examen (1 supervisat, "
            "0 autoavaluacions, no supervisades) i 1 pregunta d'examen",
        ),
        (
            "es",
            "REGISTROS MANIPULADOS: 1 PROBLEMA: se han comprobado 1 examen (1 supervisado, "
            "0 autoevaluaciones, no supervisadas) y 1 pregunta de examen",
        ),
    ],
)
def test_one_is_said_in_the_singular(locale: str, expected: str) -> None:
    assert _report(1, 1, 1, 1).lines(locale)[-1] == expected


@pytest.mark.parametrize(
    ("locale", "expected"),
    [
        (
            "en",
            "TAMPERED: 2 PROBLEMS: 1,204 exams (3 proctored, 1,201 self-assessments, "
            "not proctored) and 12,040 exam items checked",
        ),
        (
            "ca",
            "REGISTRES MANIPULATS: 2 PROBLEMES: s'han comprovat 1.204 exàmens (3 supervisats, "
            "1.201 autoavaluacions, no supervisades) i 12.040 preguntes d'examen",
        ),
        (
            "es",
            "REGISTROS MANIPULADOS: 2 PROBLEMAS: se han comprobado 1.204 exámenes "
            "(3 supervisados, 1.201 autoevaluaciones, no supervisadas) y 12.040 preguntas de "
            "examen",
        ),
    ],
)
def test_many_are_said_in_the_plural_grouped_by_locale(locale: str, expected: str) -> None:
    assert _report(2, 1204, 3, 12040).lines(locale)[-1] == expected


def test_a_problem_line_keeps_the_row_as_the_records_write_it() -> None:
    line = _report(1, 1, 0, 1).lines("es")[0]
    assert line == "tabla exams, fila id 3 (uuid u-3): se le ha quitado la hora de finalización"


def test_an_intact_report_says_ok_in_each_language() -> None:
    report = Report(2, 10, 0, 2)
    assert report.ok
    assert report.lines("ca")[0].startswith("CORRECTE: s'han comprovat 2 exàmens")
    assert report.lines("es")[0].startswith("CORRECTO: se han comprobado 2 exámenes")
    assert report.lines("en")[0].startswith("OK: 2 exams (0 proctored, 2 self-assessments")
