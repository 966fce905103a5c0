"""A report or certificate saved from the app is offered in Documents under whose and when,
not in the folder the app was started from (the soak's keys once saved "141" there)."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from ui.save_names import documents_folder, suggested_path


def test_a_table_report_is_offered_in_documents_under_the_trainee_and_the_day() -> None:
    start = Path(suggested_path("Anna García table", "pdf", date(2026, 12, 2)))
    assert start.is_absolute() and start.parent == documents_folder()
    assert start.name == "anna-garcia-table-2026-12-02.pdf"


def test_with_no_trainee_the_name_still_says_what_it_is() -> None:
    start = Path(suggested_path(" certificate", "pdf", date(2026, 12, 2)))
    assert start.name == "certificate-2026-12-02.pdf"
