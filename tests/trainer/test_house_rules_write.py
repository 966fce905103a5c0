"""The house-rules file is written only with an instructor's passphrase, only once it loads,
and never half; going back to the regulation keeps the last file aside."""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path

import pytest
from sqlite_utils import Database

from trainer import house_rules, rulebooks
from trainer.errors import RulebookError
from trainer.progress.accounts import Credential, Person, add_instructor, add_trainee, set_secret
from trainer.progress.db import open_db
from trainer.progress.errors import NotAnInstructorError, SecretNeededError, SecretRefusedError

PASSPHRASE = "green felt 24"
FOUR_PERCENT = '[punto_banco]\ncommission_rate = "0.04"\n'


@pytest.fixture
def db(data_home: Path) -> Iterator[Database]:
    database = open_db(data_home / "progress.db", backup=False)
    yield database
    database.close()


@pytest.fixture
def marta(db: Database) -> Person:
    return add_instructor(db, "Marta", PASSPHRASE)


def test_house_rules_are_not_written_without_an_instructors_passphrase(
    db: Database, marta: Person, data_home: Path
) -> None:
    # Before: Settings wrote the file for anyone, and exams ran under it.
    path = data_home / rulebooks.HOUSE_RULES_FILE
    with pytest.raises(SecretNeededError):
        house_rules.save(db, path, FOUR_PERCENT, "andorra-2025", by=None)
    with pytest.raises(SecretRefusedError):
        house_rules.save(
            db, path, FOUR_PERCENT, "andorra-2025", by=Credential(marta.id, "a good guess")
        )
    anna = add_trainee(db, "Anna")
    set_secret(db, anna.id, "1357")
    with pytest.raises(NotAnInstructorError):
        house_rules.save(db, path, FOUR_PERCENT, "andorra-2025", by=Credential(anna.id, "1357"))
    assert not path.exists()
    book = house_rules.save(
        db, path, FOUR_PERCENT, "andorra-2025", by=Credential(marta.id, PASSPHRASE)
    )
    assert book.punto_banco.commission_rate == Decimal("0.04")
    assert path.read_text("utf-8") == FOUR_PERCENT


def test_rules_that_do_not_load_are_refused_and_the_old_file_kept(
    db: Database, marta: Person, data_home: Path
) -> None:
    path = data_home / rulebooks.HOUSE_RULES_FILE
    approved = Credential(marta.id, PASSPHRASE)
    house_rules.save(db, path, FOUR_PERCENT, "andorra-2025", by=approved)
    bad = '[punto_banco]\ncommission_rate = "abc"\n'
    with pytest.raises(RulebookError) as refused:
        house_rules.save(db, path, bad, "andorra-2025", by=approved)
    assert refused.value.source == str(path)  # the file in the data folder, not a trial copy
    assert refused.value.field == "punto_banco.commission_rate"
    assert path.read_text("utf-8") == FOUR_PERCENT
    assert [p.name for p in data_home.iterdir() if p.name.endswith(".tmp")] == []


def test_back_to_the_regulation_needs_the_passphrase_and_keeps_the_file_aside(
    db: Database, marta: Person, data_home: Path
) -> None:
    path = data_home / rulebooks.HOUSE_RULES_FILE
    approved = Credential(marta.id, PASSPHRASE)
    house_rules.save(db, path, FOUR_PERCENT, "andorra-2025", by=approved)
    with pytest.raises(SecretNeededError):
        house_rules.remove(db, path, by=None)
    assert path.exists()
    house_rules.remove(db, path, by=approved)
    assert not path.exists()
    assert (data_home / "house_rules.old.toml").read_text("utf-8") == FOUR_PERCENT
