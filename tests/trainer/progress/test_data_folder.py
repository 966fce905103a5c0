"""A data folder that cannot hold the progress file is refused at once with the reason, and
nothing in it is changed (the app shows the message; see tests/ui/test_startup_errors.py)."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from tests.trainer.progress.disks import tmpfs
from trainer.progress.accounts import add_trainee
from trainer.progress.db import close_db, open_db
from trainer.progress.errors import DataFolderError


def test_a_home_that_is_a_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path / "notes.txt"
    home.write_text("not a folder")
    monkeypatch.setenv("DEALER_TRAINER_HOME", str(home))
    with pytest.raises(DataFolderError) as caught:
        open_db()
    assert caught.value.kind == "not_a_folder" and caught.value.path == home
    assert home.read_text() == "not a folder"


def test_a_folder_where_the_progress_file_should_be(tmp_path: Path) -> None:
    where = tmp_path / "progress.db"
    (where / "inside").mkdir(parents=True)
    with pytest.raises(DataFolderError) as caught:
        open_db(where, backup=False)
    assert caught.value.kind == "is_a_folder" and caught.value.path == where
    assert [p.name for p in where.iterdir()] == ["inside"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["progress.db"]


def test_a_read_only_disk(tmp_path: Path) -> None:
    with tmpfs(tmp_path / "disk", "1m", read_only=True) as disk:
        with pytest.raises(DataFolderError) as caught:
            open_db(disk / "progress.db", backup=False)
        assert caught.value.kind == "read_only"
        assert list(disk.iterdir()) == []


def test_a_read_only_disk_holding_a_progress_file(tmp_path: Path) -> None:
    with tmpfs(tmp_path / "disk", "4m") as disk:
        path = disk / "progress.db"
        db = open_db(path, backup=False)
        add_trainee(db, "Anna")
        close_db(db, path)
        before = {p.name: p.read_bytes() for p in disk.iterdir()}
        subprocess.run(["mount", "-o", "remount,ro", str(disk)], check=True)
        with pytest.raises(DataFolderError) as caught:
            open_db(path, backup=False)
        assert caught.value.kind == "read_only"
        assert {p.name: p.read_bytes() for p in disk.iterdir()} == before


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root writes anyway")
def test_a_folder_without_write_permission(tmp_path: Path) -> None:
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        with pytest.raises(DataFolderError) as caught:
            open_db(folder / "progress.db", backup=False)
        assert caught.value.kind == "read_only"
    finally:
        folder.chmod(0o700)
