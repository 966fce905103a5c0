"""Exam mode driven by keyboard, offscreen: a blueprint from the data folder sat end to end
with some answers wrong, the per-section result, a certificate PDF holding the scores and the
signed code; a proctored exam started with an instructor's passphrase, its certificate
verified from the PDF on another machine with only the school's public key, and refused once
its code is changed; a question left unanswered times out; closing the window fails the exam
and keeps the answers."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import unicodedata
from decimal import Decimal
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.trainer.exam_kit import SMALL
from tests.trainer.seal_kit import PASSPHRASE
from tests.ui.test_app import create_trainee
from trainer.exams.sitting import ExamResult
from trainer.exams.verify import verify
from trainer.progress.accounts import add_instructor
from trainer.progress.db import open_db
from trainer.progress.exams import exam_items, exams_for
from ui.main_window import MainWindow


@pytest.fixture
def small_blueprint(data_home: Path) -> None:
    (data_home / "exams").mkdir(exist_ok=True)
    (data_home / "exams" / "small.toml").write_text(SMALL, encoding="utf-8")


def open_small_exam(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    view = window.exam
    assert window.stack.currentWidget() is view
    view.select("small")
    qtbot.keyClick(view.blueprints, Qt.Key.Key_Return)
    assert view.pages.currentWidget() is view.sit_page


def type_answer(qtbot: QtBot, window: MainWindow, right: bool) -> None:
    view = window.exam
    question = view.run.current  # type: ignore[union-attr]
    assert question is not None and question.kind == "amount"
    assert "💡" not in view.prompt.text()  # no hints in an exam
    amount = Decimal(str(question.expected)) + (0 if right else 1)
    field = view.areas["amount"].field  # type: ignore[attr-defined]
    qtbot.keyClicks(field, str(amount))
    qtbot.keyClick(field, Qt.Key.Key_Return)


def pdf_text(path: Path) -> str:
    text = " ".join(" ".join(p.extract_text() for p in PdfReader(path).pages).split())
    return unicodedata.normalize("NFKC", text)  # "ﬁ" ligatures back to "fi"


@pytest.mark.usefixtures("small_blueprint")
def test_an_exam_by_keyboard_scores_each_section_and_prints_a_certificate(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    create_trainee(qtbot, window)
    open_small_exam(qtbot, window)
    view = window.exam
    assert "Question:" in view.question_timer.text() and "Exam:" in view.exam_timer.text()
    # "Payouts" (4 questions, 75% to pass): right, wrong, right, right -> 3/4 = 75%: passed
    # "Odds" (2 questions, 100% to pass): right, wrong -> 1/2 = 50%: not passed
    for right in (True, False, True, True, True, False):
        assert view.pages.currentWidget() is view.sit_page
        assert view.feedback_free(), (view.error.text(), view.result_page.isVisible())
        type_answer(qtbot, window, right)
    assert view.pages.currentWidget() is view.result_page
    table = view.sections
    assert [table.item(r, 1).text() for r in range(2)] == ["3/4", "1/2"]
    assert [table.item(r, 4).text() for r in range(2)] == ["Passed", "Not passed"]
    assert view.verdict.text().startswith("Not passed: 4 of 6 right")
    assert view.review.count() >= 2  # the two missed, then the slowest
    assert view.replay_panel.question is not None
    [exam] = exams_for(window.context.db, window.context.trainee.id)  # type: ignore[union-attr]
    result = ExamResult.from_json(exam.result_json or "")
    assert [s.correct for s in result.sections] == [3, 1] and not result.passed
    assert len(exam_items(window.context.db, exam.id)) == 6
    path = view.save_certificate(tmp_path / "certificate.pdf")
    assert path is not None
    text = pdf_text(path)
    assert "Marta" in text and "Small exam" in text
    assert "Payouts" in text and "3/4" in text and "75% (75%)" in text
    assert "Odds" in text and "1/2" in text and "50% (100%)" in text
    assert "4 of 6 right" in text
    assert "Certificate of self-assessment (not proctored)" in text
    assert "Self-assessment, not proctored" in text
    assert "Custom exam" in text and "House rules: none" in text
    assert view.kind_label.text().startswith("Self-assessment, not proctored")
    code = view.run.verification_code  # type: ignore[union-attr]
    assert code and code in text
    assert verify(window.context.db).ok
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert window.stack.currentWidget() is window.home


def verify_elsewhere(tmp_path: Path, data_home: Path, target: str) -> tuple[int, str]:
    """`dealer-trainer verify` on another machine: a data folder with only the public key."""
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir(exist_ok=True)
    shutil.copy(data_home / "school-key.pub", elsewhere / "school-key.pub")
    done = subprocess.run(
        [sys.executable, "-m", "ui.app", "verify", target],
        capture_output=True,
        text=True,
        env=dict(os.environ, DEALER_TRAINER_HOME=str(elsewhere)),
        timeout=60,
    )
    assert sorted(p.name for p in elsewhere.iterdir()) == ["school-key.pub"]
    return done.returncode, done.stdout + done.stderr


@pytest.mark.usefixtures("small_blueprint")
def test_a_proctored_exam_and_its_certificate_checked_elsewhere(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, data_home: Path
) -> None:
    nuria = add_instructor(window.context.db, "Núria", PASSPHRASE)
    create_trainee(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    view = window.exam
    view.select("small")
    view.choose_proctor(nuria.id)
    qtbot.keyClicks(view.passphrase, "not the passphrase")
    qtbot.keyClick(view.passphrase, Qt.Key.Key_Return)
    assert view.pages.currentWidget() is view.choose_page
    assert view.proctor_message.text() == "Wrong passphrase. Try again."
    qtbot.keyClicks(view.passphrase, PASSPHRASE)
    qtbot.keyClick(view.passphrase, Qt.Key.Key_Return)
    assert view.pages.currentWidget() is view.sit_page, view.proctor_message.text()
    assert view.sitting_kind.text() == "Proctored by Núria"
    assert view.run is not None and view.run.proctored and len(view.run.sitting.items) == 0
    for right in (True, True, True, True, True, True):
        type_answer(qtbot, window, right)
    assert view.verdict.text().startswith("Passed: 6 of 6 right")
    assert view.kind_label.text() == "Proctored by Núria — signed with the school key"
    path = view.save_certificate(tmp_path / "certificate.pdf")
    assert path is not None
    text = pdf_text(path)
    assert "Certificate: proctored exam" in text and "Proctored by Núria" in text
    status, out = verify_elsewhere(tmp_path, data_home, str(path))
    assert status == 0, out
    assert out.startswith("VERIFIED: a proctored exam")
    assert "Trainee:    Marta" in out and "Result:     PASSED: 6 of 6 right" in out
    # the code in the PDF changed by one character: refused
    data = path.read_bytes()
    at = data.index(b"DTC1") + 200
    forged = tmp_path / "forged.pdf"
    forged.write_bytes(data[:at] + (b"A" if data[at : at + 1] != b"A" else b"B") + data[at + 1 :])
    status, out = verify_elsewhere(tmp_path, data_home, str(forged))
    assert status == 1 and out.startswith("REFUSED"), out


@pytest.mark.usefixtures("small_blueprint")
def test_a_question_not_answered_in_time_counts_as_wrong(
    qtbot: QtBot, window: MainWindow, data_home: Path
) -> None:
    fast = SMALL.replace("seconds_per_question = 20", "seconds_per_question = 1", 1)
    (data_home / "exams" / "small.toml").write_text(fast, encoding="utf-8")
    create_trainee(qtbot, window)
    open_small_exam(qtbot, window)
    run = window.exam.run
    assert run is not None
    qtbot.waitUntil(lambda: len(run.sitting.items) == 1, timeout=10_000)
    [item] = run.sitting.items
    assert item.timed_out and item.response is None and not item.grade.correct
    assert window.exam.pages.currentWidget() is window.exam.sit_page


@pytest.mark.usefixtures("small_blueprint")
def test_closing_the_window_fails_the_exam_and_keeps_the_answers(
    qtbot: QtBot, window: MainWindow
) -> None:
    create_trainee(qtbot, window)
    open_small_exam(qtbot, window)
    type_answer(qtbot, window, True)
    type_answer(qtbot, window, True)
    path = window.context.db_path
    trainee = window.context.trainee
    assert trainee is not None
    window.close()
    db = open_db(path, backup=False)  # what the next start of the app finds in the file
    try:
        [exam] = exams_for(db, trainee.id)
        result = ExamResult.from_json(exam.result_json or "")
        assert exam.ended is not None and result.abandoned and not result.passed
        assert result.sections[0].correct == 2
        assert len(exam_items(db, exam.id)) == 2
        assert verify(db).ok
    finally:
        db.close()
