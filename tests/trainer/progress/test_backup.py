"""One backup per local day through SQLite's backup API, the last 7 kept, restorable."""

from __future__ import annotations

import sqlite3
from datetime import date, timedelta
from pathlib import Path

from tests.trainer.progress.kit import T0, answer
from trainer.progress.accounts import add_trainee
from trainer.progress.attempts import count_attempts
from trainer.progress.backup import KEEP_DAYS, backup_folder, list_backups, restore_backup
from trainer.progress.db import open_db


def test_the_first_open_of_a_day_makes_that_days_backup(db_path: Path) -> None:
    db = open_db(db_path, now=T0)
    anna = add_trainee(db, "Anna")
    answer(db, anna.id, "roulette.payout", 1, True, 2.0)
    db.close()
    backups = list_backups(db_path)
    assert [day for day, _ in backups] == [date(2025, 3, 3)]
    # the morning's backup was taken before Anna's answer; a second open the same day adds none
    open_db(db_path, now=T0 + timedelta(hours=8)).close()
    assert len(list_backups(db_path)) == 1
    kept = sqlite3.connect(str(backups[0][1]))
    assert kept.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    assert kept.execute("SELECT count(*) FROM attempts").fetchone() == (0,)
    kept.close()


def test_only_the_last_seven_days_are_kept(db_path: Path) -> None:
    for n in range(10):
        open_db(db_path, now=T0 + timedelta(days=n)).close()
    days = [day for day, _ in list_backups(db_path)]
    # opened on 3..12 March; the seven newest are 12 back to 6 March
    assert days == [date(2025, 3, 12) - timedelta(days=k) for k in range(KEEP_DAYS)]
    assert len(list(backup_folder(db_path).iterdir())) == KEEP_DAYS  # no partial files left


def test_a_backup_restores_and_the_replaced_file_is_kept(db_path: Path) -> None:
    db = open_db(db_path, now=T0)
    anna = add_trainee(db, "Anna")
    answer(db, anna.id, "roulette.payout", 1, True, 2.0)
    db.close()
    db = open_db(db_path, now=T0 + timedelta(days=1))  # backup of day 2 holds Anna's answer
    answer(db, anna.id, "roulette.payout", 1, True, 2.0)
    db.close()
    day_two = list_backups(db_path)[0][1]
    moved = restore_backup(day_two, db_path, now=T0 + timedelta(days=1))
    assert moved is not None and moved.exists()
    restored = open_db(db_path, backup=False)
    assert count_attempts(restored) == 1
    restored.close()
    old = sqlite3.connect(str(moved))
    assert old.execute("SELECT count(*) FROM attempts").fetchone() == (2,)
    old.close()
