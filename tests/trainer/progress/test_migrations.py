"""The schema is only ever built by migration steps, and every old database upgrades intact."""

from __future__ import annotations

import gzip
import sqlite3
from contextlib import closing
from pathlib import Path
from typing import Any

import pytest
from sqlite_utils import Database

from tests.trainer.progress.kit import answer
from trainer.progress.accounts import add_trainee
from trainer.progress.db import connect, open_db
from trainer.progress.migrations import MIGRATIONS, step_names

OLD_ROWS: dict[str, list[str]] = {
    "m001_people_sessions_attempts": [
        "INSERT INTO trainees (uuid, name, role, created) VALUES "
        "('t-1', 'Núria', 'trainee', '2024-01-01T10:00:00.000000Z')",
        "INSERT INTO sessions (uuid, trainee_id, kind, started) VALUES "
        "('s-1', 1, 'practice', '2024-01-01T10:00:00.000000Z')",
        "INSERT INTO attempts (uuid, trainee_id, session_id, drill_id, level, seed, rulebook, "
        "question_json, response_json, correct, score, seconds, target_seconds, rules_json, "
        "app_version, ts, day) VALUES ('a-1', 1, 1, 'blackjack.pay-blackjack', 2, 42, "
        "'andorra-2025', '{\"q\": 1}', '{\"r\": 1}', 1, 1.0, 4.5, 6.0, '[\"BJ-08\"]', '0.0.1', "
        "'2024-01-01T10:00:05.000000Z', '2024-01-01')",
        "INSERT INTO skill_states (trainee_id, drill_id, level, card_json, due, updated) "
        "VALUES (1, 'blackjack.pay-blackjack', 2, '{}', "
        "'2024-01-02T10:00:05.000000Z', '2024-01-01T10:00:05.000000Z')",
    ],
    "m002_exams_and_plans": [
        "INSERT INTO exams (uuid, trainee_id, session_id, blueprint, started) VALUES "
        "('e-1', 1, 1, 'audition-blackjack', '2024-01-01T10:00:00.000000Z')",
        "INSERT INTO exam_items (exam_id, position, attempt_uuid) VALUES (1, 0, 'a-1')",
        "INSERT INTO plans (uuid, trainee_id, drill_id, target_level, due_date, created) VALUES "
        "('p-1', NULL, 'roulette.payout-order', 3, '2024-02-01', '2024-01-01T10:00:00.000000Z')",
    ],
    "m003_pin_throttle": [
        "UPDATE trainees SET failed_pins = 2 WHERE uuid = 't-1'",
    ],
}


def _snapshot(db: Database) -> dict[str, list[dict[str, Any]]]:
    tables = [t for t in db.table_names() if not t.startswith("_")]
    return {t: [dict(r) for r in db.query(f"SELECT * FROM {t} ORDER BY 1, 2, 3")] for t in tables}


@pytest.mark.parametrize("stop", range(1, len(step_names())))
def test_a_database_made_by_every_earlier_step_upgrades_with_its_data(
    tmp_path: Path, stop: int
) -> None:
    path = tmp_path / "old.db"
    old = connect(path)
    MIGRATIONS.apply(old, stop_before=step_names()[stop])
    for step in step_names()[:stop]:
        for sql in OLD_ROWS.get(step, []):
            old.execute(sql)
    before = _snapshot(old)
    old.close()

    db = open_db(path, backup=False)
    after = _snapshot(db)
    assert tuple(m.name for m in MIGRATIONS.applied(db)) == step_names()
    for table, rows in before.items():
        # every old row and every old column value is still there; new columns only added
        assert len(after[table]) == len(rows), table
        for old_row, new_row in zip(rows, after[table], strict=True):
            assert {k: new_row[k] for k in old_row} == old_row
    # columns added later get their defaults on old rows
    assert db.execute("SELECT failed_pins FROM trainees").fetchone()[0] in (0, 2)
    # and the upgraded database takes new answers
    trainee = add_trainee(db, "Pau")
    answer(db, trainee.id, "blackjack.pay-blackjack", 1, True, 3.0)
    db.close()


def test_there_are_several_steps_and_a_new_database_runs_them_all(db: Database) -> None:
    assert len(step_names()) >= 2
    assert tuple(m.name for m in MIGRATIONS.applied(db)) == step_names()
    for table in ("trainees", "sessions", "attempts", "exams", "exam_items", "skill_states"):
        assert db[table].exists(), table
    assert db["plans"].exists()


def test_opening_again_runs_nothing_twice(db_path: Path) -> None:
    open_db(db_path, backup=False).close()
    db = open_db(db_path, backup=False)
    assert len(MIGRATIONS.applied(db)) == len(step_names())
    db.close()


def test_connection_settings(db: Database) -> None:
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert db.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    assert db.execute("PRAGMA busy_timeout").fetchone()[0] >= 1000
    with pytest.raises(sqlite3.IntegrityError):
        db.execute(
            "INSERT INTO sessions (uuid, trainee_id, kind, started) VALUES ('x', 999, 'practice', "
            "'2025-01-01T00:00:00.000000Z')"
        )


def test_m008_gives_a_person_the_same_token_on_every_station_and_new_people_random_ones(
    tmp_path: Path,
) -> None:
    """The same person, already on two stations before the step, gets the same token on both
    (their bundles keep merging); people created afterwards get random ones."""
    tokens = []
    for station in ("a", "b"):
        path = tmp_path / station / "progress.db"
        path.parent.mkdir()
        old = connect(path)
        MIGRATIONS.apply(old, stop_before="m009_station_bundle_tokens")
        for sql in OLD_ROWS["m001_people_sessions_attempts"][:1]:
            old.execute(sql)
        old.close()
        db = open_db(path, backup=False)
        tokens.append(db.execute("SELECT bundle_token FROM trainees").fetchone()[0])
        fresh = [add_trainee(db, f"new {n}").id for n in range(2)]
        new_tokens = [
            db.execute("SELECT bundle_token FROM trainees WHERE id = ?", [i]).fetchone()[0]
            for i in fresh
        ]
        assert all(len(t) == 32 for t in new_tokens) and new_tokens[0] != new_tokens[1]
        assert tokens[-1] not in new_tokens
        db.close()
    assert tokens[0] == tokens[1] and len(tokens[0]) == 32


M011_FILE = Path(__file__).with_name("data") / "progress-m011.db.gz"


def test_a_file_made_at_m011_under_sqlite_migrate_opens_with_sqlite_utils_own_migrations(
    tmp_path: Path,
) -> None:
    """`data/progress-m011.db.gz` was written by the code on main at m011, whose steps ran
    through sqlite-migrate 0.2 (a trainee, six drill answers, a table session of 54 acts).
    sqlite-utils 4 runs the same steps from its own `Migrations`: the file opens, the eleven
    steps it has are not run again, the later ones run, and every old row is intact."""
    path = tmp_path / "progress.db"
    path.write_bytes(gzip.decompress(M011_FILE.read_bytes()))
    with closing(sqlite3.connect(path)) as raw:
        applied_before = raw.execute(
            "SELECT name, applied_at FROM _sqlite_migrations ORDER BY id"
        ).fetchall()
        tables = [
            str(name)
            for (name,) in raw.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%' "
                "ESCAPE '\\' AND name NOT LIKE 'sqlite%'"
            )
        ]
        before = {t: raw.execute(f"SELECT * FROM {t} ORDER BY 1, 2, 3").fetchall() for t in tables}
    assert [name for name, _ in applied_before] == list(step_names()[:11])
    assert len(before["attempts"]) == 6 and len(before["table_acts"]) == 54

    db = open_db(path, backup=False)
    applied = [(m.name, m.applied_at) for m in MIGRATIONS.applied(db)]
    assert applied[:11] == applied_before  # not run again, times kept
    assert tuple(name for name, _ in applied) == step_names()
    for table, rows in before.items():
        after = db.execute(f"SELECT * FROM {table} ORDER BY 1, 2, 3").fetchall()
        assert [row[: len(rows[0])] for row in after] == rows if rows else not after, table
    trainee = add_trainee(db, "Pau")
    answer(db, trainee.id, "blackjack.pay-blackjack", 1, True, 3.0)
    db.close()
