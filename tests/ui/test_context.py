"""The shared context reads the rulebook when it is first needed: the chosen one, with the
house's overrides, or the plain one and the reason when the house file is refused."""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from trainer.progress.db import open_db
from ui.context import AppContext


@pytest.fixture
def context(qtbot: QtBot, tmp_path: Path, data_home: Path) -> Iterator[AppContext]:
    db = open_db(data_home / "progress.db", backup=False)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    yield AppContext(db=db, settings=settings)
    db.close()


def test_the_chosen_rulebook_with_the_house_overrides(context: AppContext) -> None:
    context.settings.setValue("rulebook", "spain-1979")
    context.house_rules_path.write_text('[punto_banco]\ncommission_rate = "0.04"\n', "utf-8")
    book = context.rulebook
    assert book.id == "spain-1979"
    assert book.craps.simple_max_times_min_low == 100  # CR-15 in spain-1979 (20 in andorra)
    assert book.punto_banco.commission_rate == Decimal("0.04")  # the house's, not PB-04's 0.05
    assert context.rulebook_problem == ""
    assert context.rulebook is book  # read once, not at every use


def test_a_refused_house_file_gives_the_plain_rulebook_and_the_reason(
    context: AppContext,
) -> None:
    context.house_rules_path.write_text('[punto_banco]\ncommission_rate = "abc"\n', "utf-8")
    assert "commission_rate" in context.rulebook_problem
    assert context.rulebook.id == "andorra-2025"
    assert context.rulebook.punto_banco.commission_rate == Decimal("0.05")  # PB-04
    assert context.house_rules_path.exists()  # kept for the house to correct


def test_an_unknown_saved_rulebook_falls_back_to_the_default(context: AppContext) -> None:
    context.settings.setValue("rulebook", "atlantis-2099")
    assert context.rulebook.id == "andorra-2025"


def test_load_rulebook_rereads_after_the_house_file_changes(context: AppContext) -> None:
    assert context.rulebook.punto_banco.commission_rate == Decimal("0.05")
    context.house_rules_path.write_text('[punto_banco]\ncommission_rate = "0.03"\n', "utf-8")
    context.load_rulebook()
    assert context.rulebook.punto_banco.commission_rate == Decimal("0.03")


def test_db_path_is_the_file_the_connection_has_open(context: AppContext, data_home: Path) -> None:
    assert context.db_path == data_home / "progress.db"
