"""CSV export: UTF-8 with BOM, a header, one row per attempt."""

from __future__ import annotations

import csv
import io
import json
from datetime import timedelta
from pathlib import Path

from sqlite_utils import Database

from tests.trainer.progress.kit import T0, Grade, Question, Response, answer
from trainer.progress.accounts import add_trainee
from trainer.progress.attempts import record_attempt, start_session
from trainer.progress.export import CSV_COLUMNS, export_csv


def _read(path: Path) -> list[dict[str, str]]:
    raw = path.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")  # the BOM spreadsheets look for
    return list(csv.DictReader(io.StringIO(raw[3:].decode("utf-8"), newline="")))


def test_one_trainee_one_row_per_attempt(db: Database, tmp_path: Path) -> None:
    nuria = add_trainee(db, "Núria Puigcerdà")
    other = add_trainee(db, "Pere")
    session = start_session(db, nuria.id, now=T0)
    made = record_attempt(
        db,
        nuria.id,
        Question("blackjack.pay-blackjack", 2, 77, prompt='Paga 3:2, "ràpid", sobre 25 €\nara'),
        Response("37,50"),
        Grade(True, 4.5, 6.0, rules=("BJ-08", "BJ-09")),
        session_id=session.id,
        now=T0,
    )
    answer(db, nuria.id, "craps.odds", 1, False, 2.0, now=T0 + timedelta(minutes=1), target=None)
    answer(db, other.id, "craps.odds", 1, False, 2.0, now=T0)
    path = tmp_path / "nuria.csv"
    assert export_csv(db, path, trainee_id=nuria.id) == 2
    rows = _read(path)
    assert tuple(rows[0]) == CSV_COLUMNS
    first = rows[0]
    assert first["attempt_uuid"] == made
    assert first["trainee_name"] == "Núria Puigcerdà"
    assert first["session_uuid"] == session.uuid
    assert (first["drill_id"], first["game"], first["level"], first["seed"]) == (
        "blackjack.pay-blackjack",
        "blackjack",
        "2",
        "77",
    )
    assert (first["correct"], first["seconds"], first["target_seconds"]) == ("1", "4.5", "6.0")
    assert first["rules"] == "BJ-08 BJ-09"
    assert first["timestamp_utc"] == "2025-03-03T08:00:00.000000Z"
    # quotes, commas, accents and a line break survive the round trip
    assert json.loads(first["question_json"])["prompt"] == 'Paga 3:2, "ràpid", sobre 25 €\nara'
    assert json.loads(first["response_json"])["value"] == "37,50"
    assert (rows[1]["drill_id"], rows[1]["target_seconds"], rows[1]["session_uuid"]) == (
        "craps.odds",
        "",
        "",
    )


def test_the_whole_class(db: Database, tmp_path: Path) -> None:
    pere = add_trainee(db, "Pere")
    anna = add_trainee(db, "Anna")
    answer(db, pere.id, "craps.odds", 1, False, 2.0, now=T0)
    answer(db, anna.id, "craps.odds", 1, True, 2.0, now=T0 + timedelta(minutes=5))
    answer(db, anna.id, "craps.odds", 1, True, 2.0, now=T0)
    path = tmp_path / "class.csv"
    assert export_csv(db, path) == 3
    assert [r["trainee_name"] for r in _read(path)] == ["Anna", "Anna", "Pere"]  # by name, time
    assert not path.with_name("class.csv.partial").exists()


def test_no_attempts_still_gives_a_header(db: Database, tmp_path: Path) -> None:
    anna = add_trainee(db, "Anna")
    path = tmp_path / "empty.csv"
    assert export_csv(db, path, trainee_id=anna.id) == 0
    assert path.read_bytes().decode("utf-8-sig").splitlines() == [",".join(CSV_COLUMNS)]
