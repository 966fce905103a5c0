"""Attempts as CSV for a spreadsheet: UTF-8 with a byte-order mark (so Excel reads accents
right), a header row, one row per answer, oldest first."""

from __future__ import annotations

import csv
import json
from pathlib import Path

from sqlite_utils import Database

from trainer.progress.attempts import game_of

CSV_COLUMNS = (
    "attempt_uuid",
    "trainee_uuid",
    "trainee_name",
    "session_uuid",
    "drill_id",
    "game",
    "level",
    "seed",
    "rulebook",
    "correct",
    "score",
    "seconds",
    "target_seconds",
    "rules",
    "app_version",
    "timestamp_utc",
    "local_day",
    "question_json",
    "response_json",
)


def export_csv(db: Database, path: Path, *, trainee_id: int | None = None) -> int:
    """Write one trainee's attempts (or the whole class's) to `path`; returns rows written."""
    sql = (
        "SELECT a.uuid, t.uuid, t.name, s.uuid, a.drill_id, a.level, a.seed, a.rulebook, "
        "a.correct, a.score, a.seconds, a.target_seconds, a.rules_json, a.app_version, a.ts, "
        "a.day, a.question_json, a.response_json FROM attempts AS a "
        "JOIN trainees AS t ON t.id = a.trainee_id "
        "LEFT JOIN sessions AS s ON s.id = a.session_id"
    )
    params: list[object] = []
    if trainee_id is not None:
        sql += " WHERE a.trainee_id = ? ORDER BY a.ts, a.id"
        params.append(trainee_id)
    else:
        sql += " ORDER BY t.name, t.id, a.ts, a.id"
    count = 0
    partial = path.with_name(path.name + ".partial")
    with partial.open("w", encoding="utf-8-sig", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(CSV_COLUMNS)
        for row in db.execute(sql, params):
            (uid, t_uuid, name, s_uuid, drill, level, seed, book, right, score, secs) = row[:11]
            target, rules, version, ts, day, question, response = row[11:]
            writer.writerow(
                (
                    uid,
                    t_uuid,
                    name,
                    s_uuid or "",
                    drill,
                    game_of(drill),
                    level,
                    seed,
                    book,
                    right,
                    score,
                    secs,
                    "" if target is None else target,
                    " ".join(json.loads(rules)),
                    version,
                    ts,
                    day,
                    question,
                    response,
                )
            )
            count += 1
    partial.replace(path)
    return count
