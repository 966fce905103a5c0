"""One backup per local day through SQLite's backup API, the last 7 kept, restorable; the ones
from before a replacement kept until an instructor discards them."""

from __future__ import annotations

import sqlite3
from datetime import date, timedelta
from pathlib import Path

import pytest

from tests.trainer.progress.kit import T0, answer
from trainer.progress.accounts import add_trainee
from trainer.progress.attempts import count_attempts
from trainer.progress.backup import (
    KEEP_DAYS,
    backup_folder,
    discard_kept,
    kept_backups,
    list_backups,
    list_kept,
    restore_backup,
)
from trainer.progress.db import open_db
from trainer.progress.errors import CorruptDatabaseError


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


def _week_of_backups(db_path: Path) -> None:
    """Anna answers on four days: four backups, the last holding three of her answers."""
    for n in range(4):
        db = open_db(db_path, now=T0 + timedelta(days=n))
        person = add_trainee(db, "Anna") if n == 0 else None
        answer(db, person.id if person else 1, "roulette.payout", 1, True, 2.0)
        db.close()


def test_backups_from_before_a_replacement_outlive_pruning_until_an_instructor_discards_them(
    db_path: Path,
) -> None:
    _week_of_backups(db_path)
    good = {p.name: p.read_bytes() for _day, p in list_backups(db_path)}
    db_path.write_bytes(b"damaged beyond reading" * 100)
    with pytest.raises(CorruptDatabaseError) as caught:
        open_db(db_path, now=T0 + timedelta(days=4))
    kept = caught.value.kept_backups
    assert kept is not None and kept in list_kept(db_path)
    assert str(kept) in str(caught.value)
    assert str(caught.value).startswith("Progress file replaced: the damaged file is kept at")
    for n in range(5, 5 + 2 * KEEP_DAYS):  # two weeks of normal use on the new, empty file
        open_db(db_path, now=T0 + timedelta(days=n)).close()
    assert len(list_backups(db_path)) == KEEP_DAYS  # pruned, as ever
    assert {p.name: p.read_bytes() for _day, p in kept_backups(kept)} == good  # all still here
    newest = kept_backups(kept)[0][1]
    restore_backup(newest, db_path, now=T0 + timedelta(days=20))
    restored = open_db(db_path, backup=False)
    assert count_attempts(restored) == 3  # the last good day, answers before that morning
    restored.close()
    discard_kept(db_path, kept)  # an instructor's decision, and only theirs
    assert kept not in list_kept(db_path) and not kept.exists()


def test_restoring_a_backup_keeps_the_backups_from_before(db_path: Path) -> None:
    _week_of_backups(db_path)
    before = [p.name for _day, p in list_backups(db_path)]
    restore_backup(list_backups(db_path)[1][1], db_path, now=T0 + timedelta(days=4))
    kept = list_kept(db_path)
    assert len(kept) == 1 and kept[0].name.startswith("kept-before-progress.db.replaced-")
    assert [p.name for _day, p in kept_backups(kept[0])] == before
    assert list_backups(db_path) == []  # the rolling backups start again from here


def test_only_kept_folders_can_be_discarded(db_path: Path, tmp_path: Path) -> None:
    _week_of_backups(db_path)
    with pytest.raises(ValueError, match="not a folder of kept backups"):
        discard_kept(db_path, tmp_path)
    with pytest.raises(ValueError, match="not a folder of kept backups"):
        discard_kept(db_path, backup_folder(db_path))
    assert len(list_backups(db_path)) == 4
