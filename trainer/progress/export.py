"""Answers as CSV for a spreadsheet, in the exporting instructor's language: one row per answer
(oldest first; the whole class by trainee), plain columns a person reads: date, trainee, game,
drill, level, the question in words, the answer given, the one expected, right or not, seconds.

How it opens right in a spreadsheet:
- UTF-8 with a byte-order mark: Excel reads accents right only with it (LibreOffice and
  Google Sheets ignore it).
- The separator follows the number format: where the decimal mark is a comma (Catalan,
  Spanish and most of Europe), Excel splits a CSV on semicolons, and a comma separator would
  put a whole row in one cell; so seconds are written with the instructor's decimal mark and
  the separator is ";" after a decimal comma, "," after a decimal point.
- Dates as "2026-12-02 14:03:05" (local time), which every spreadsheet reads as a date.
- A text cell that would start like a formula ("=", "+", "@", or "-" before a non-digit) gets
  a leading apostrophe, so a name or an answer can never run as one.

The full record (UUIDs, seeds, the stored question) travels in station bundles, not here.
"""

from __future__ import annotations

import csv
import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from sqlite_utils import Database

from trainer.drills.base import (
    Question,
    Response,
    UnparsableResponse,
    expected_response,
    read_amount,
)
from trainer.i18n import translate
from trainer.money import format_amount
from trainer.progress.attempts import game_of
from trainer.progress.clock import parse_utc

HEADERS = (
    "Date",
    "Trainee",
    "Game",
    "Drill",
    "Level",
    "Question",
    "Given",
    "Expected",
    "Right",
    "Seconds",
)

AnswerWords = Callable[[Question, Response | None, str], str]


def plain_answer(question: Question, response: Response | None, locale: str) -> str:
    """An answer as the core can say it alone: an amount in the locale, a choice by its label,
    anything else as its stored value. The app passes its own, fuller words (`CsvWords`)."""
    if response is None or response.value is None:
        return "—"
    value: Any = response.value
    if question.kind == "amount":
        try:
            return format_amount(read_amount(value, response.locale), locale)
        except UnparsableResponse:
            return str(value)
    if question.kind == "choice":
        for option in question.options:
            if option.key == value:
                return translate(option.label.code, locale, option.label.params)
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


@dataclass(frozen=True)
class CsvWords:
    """The exporting instructor's words and number format."""

    locale: str = "en"
    headers: tuple[str, ...] = HEADERS
    yes: str = "yes"
    no: str = "no"
    games: Mapping[str, str] = field(default_factory=dict)  # game key -> name
    answer: AnswerWords = plain_answer
    decimal: str = "."  # the spreadsheet's decimal mark: "," or "."

    @property
    def delimiter(self) -> str:
        return ";" if self.decimal == "," else ","

    def number(self, value: float) -> str:
        return f"{value:.1f}".replace(".", self.decimal)


_FORMULA_START = ("=", "+", "@", "\t", "\r")


def cell(text: str) -> str:
    """Text a spreadsheet shows as text, never evaluates."""
    risky = text.startswith(_FORMULA_START) or (text.startswith("-") and not text[1:2].isdigit())
    return "'" + text if risky else text


def _question(raw: str) -> Question | None:
    """The stored question without its table (the words never look at the felt: reading the
    bets and cards back was half the export's time)."""
    try:
        data = json.loads(raw)
        data["scene"] = {"game": data["scene"]["game"]}
        return Question.from_dict(data)
    except (ValueError, KeyError, TypeError, AttributeError):
        return None  # a question stored in an older shape: its words cannot be rebuilt


def _response(raw: str) -> Response | None:
    try:
        return Response.from_json(raw)
    except (ValueError, KeyError, TypeError, AttributeError):
        return None


def _words_of(question: Question | None, response: str, words: CsvWords) -> list[str]:
    """The question, the answer given and the one expected, in words."""
    given = _response(response)
    if question is None:
        value = None if given is None else given.value
        shown = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
        return ["", cell("" if value is None else shown), ""]
    locale = words.locale
    prompt = translate(question.prompt.code, locale, question.prompt.params)
    expected = words.answer(question, expected_response(question), locale)
    return [
        cell(" ".join(prompt.split())),
        cell(words.answer(question, given, locale)),
        cell(expected),
    ]


@cache
def _title(drill_id: str, locale: str) -> str:
    code = f"{drill_id}.title"
    title = translate(code, locale)
    return drill_id if title == code else title


def export_csv(
    db: Database,
    path: Path,
    *,
    trainee_id: int | None = None,
    trainee_ids: list[int] | None = None,
    words: CsvWords | None = None,
) -> int:
    """Write one trainee's answers (`trainee_id`), some trainees' (`trainee_ids`: a class), or
    everyone's to `path` (replaced once complete); returns the rows written."""
    said = words or CsvWords()
    sql = (
        "SELECT a.ts, t.name, a.drill_id, a.level, a.question_json, a.response_json, "
        "a.correct, a.seconds FROM attempts AS a JOIN trainees AS t ON t.id = a.trainee_id"
    )
    params: list[object] = []
    if trainee_id is not None:
        sql += " WHERE a.trainee_id = ? ORDER BY a.ts, a.id"
        params.append(trainee_id)
    else:
        if trainee_ids is not None:
            sql += f" WHERE a.trainee_id IN ({', '.join('?' * len(trainee_ids))})"
            params.extend(trainee_ids)
        sql += " ORDER BY t.name, t.id, a.ts, a.id"
    count = 0
    partial = path.with_name(path.name + ".partial")
    with partial.open("w", encoding="utf-8-sig", newline="") as handle:
        writer = csv.writer(handle, delimiter=said.delimiter)
        writer.writerow(said.headers)
        for ts, name, drill_id, level, question, response, right, seconds in db.execute(
            sql, params
        ):
            game = game_of(drill_id)
            writer.writerow(
                [
                    parse_utc(ts).astimezone().strftime("%Y-%m-%d %H:%M:%S"),
                    cell(name),
                    said.games.get(game, game),
                    _title(drill_id, said.locale),
                    level,
                    *_words_of(_question(question), response, said),
                    said.yes if right else said.no,
                    said.number(seconds),
                ]
            )
            count += 1
    partial.replace(path)
    return count
