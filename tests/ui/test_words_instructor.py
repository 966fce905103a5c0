"""The instructor and exam screens in Catalan and Spanish, filled with a real class (issue 15,
"Words"): 30 trainees with weeks of answers, classes, plans and notes, and an exam sat. Every
label, button, header, list line and table cell a reader sees is read, and none holds an
English word, a raw id, an ISO date, an English decimal point or a plural after 1."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QFileDialog, QTableView, QWidget
from pytestqt.qtbot import QtBot

from tests.ui.class_kit import Class, populate, sit_exam, wrong
from tests.ui.conftest import dispose
from tests.ui.test_words_screens import shown_words
from trainer.drills.base import expected_response
from ui.main_window import MainWindow

# Words of the English UI that neither Catalan nor Spanish uses. The regulation keeps some
# craps names in English in both ("right bet", "Win", "Don't come"): they are not listed, nor
# words the three languages share ("plans", "sessions", "plan").
ENGLISH = re.compile(
    r"\b(the|and|of|with|answers?|drills?|levels?|target|mistakes?|trainees?|class(es)?|"
    r"overview|detail|due|done|overdue|every|station|reports?|exams?|questions?|"
    r"passed|failed|retake|certificate|save|cancel(?!·)|look|files?|type|written|note|"
    r"passphrase|proctor|supervised|start|end|session|games?|accuracy|median|streak|"
    r"weakest|archived|rename|new|today|days?|seconds|score|result|section|reference|"
    r"signed|only|whole|area)\b",
    re.IGNORECASE,
)
RAW_ID = re.compile(r"\b[a-z_]+\.[a-z]+(?:-[a-z]+)+\b|\b(?:box|seat|punter|p)\d\b|\bL\d\b")
ISO_DATE = re.compile(r"\b\d{4}-\d{2}-\d{2}\b")
ENGLISH_DECIMAL = re.compile(r"\b\d+\.\d{1,2}\b(?!\d)")  # "4.5 s", "0.05": never "1.005 €"
ONE_PLURAL = {
    "ca": re.compile(r"\b1 (alumnes|respostes|preguntes|dies|exercicis|sessions|jugades)\b"),
    "es": re.compile(r"\b1 (alumnos|respuestas|preguntas|días|ejercicios|sesiones|jugadas)\b"),
}
# Catalan elides before 1, 8 and 11 ("d'1 dia", "l'11"): "de 1" is a mistake a reader sees.
NO_ELISION = re.compile(r"\b(de|el|la) (1|8|11)\b(?![,.]\d)")
# What a reader types or owns, not the app's words: names, the note, a path, a server string.
NOT_WORDS = ("language", "schoolConninfo", "lookInCombo", "detailNote", "detailTrainee")


def problems(where: str, root: QWidget, locale: str, names: tuple[str, ...]) -> Iterator[str]:
    for widget_name, text in shown_words(root):
        if widget_name in NOT_WORDS or not text:
            continue
        plain = re.sub(r"<[^>]+>|&nbsp;|&\w+;", " ", text)
        for name in names:
            plain = plain.replace(name, " ")
        for what, pattern in (
            ("English", ENGLISH),
            ("raw id", RAW_ID),
            ("ISO date", ISO_DATE),
            ("English decimal", ENGLISH_DECIMAL),
            ("plural after 1", ONE_PLURAL[locale]),
            ("no elision", NO_ELISION if locale == "ca" else re.compile(r"(?!x)x")),
        ):
            found = pattern.search(plain)
            if found:
                yield f"{where} · {widget_name}: {what} {found.group(0)!r} in {plain[:140]!r}"


def all_rows(root: QWidget) -> None:
    """Every row of the tables is read (`shown_words` reads the first dozen): sorted so the
    trainee with the note and the exam comes first too."""
    for table in root.findChildren(QTableView):
        model = table.model()
        if model is not None and model.rowCount() > 12:
            table.sortByColumn(0, table.horizontalHeader().sortIndicatorOrder())


@pytest.fixture(scope="module")
def shown() -> dict[str, list[str]]:
    return {}


def visit(window: MainWindow, klass: Class, qtbot: QtBot) -> Iterator[tuple[str, QWidget]]:
    """Each instructor and exam screen and dialog, filled, as an instructor and a candidate
    reach them."""
    from ui.views.pin_dialog import InstructorSecretDialog, PinDialog
    from ui.views.school_key_dialog import ShareKeyDialog
    from ui.views.school_server_dialog import SchoolServerDialog

    window.context.trainee = klass.instructor
    assert window.open_instructor()
    view = window.instructor
    view.tabs.setCurrentWidget(view.class_panel)  # the tab left last time may be another
    yield "class overview", view
    view.open_trainee(klass.candidate.id)
    view.detail.mistakes.setCurrentRow(0)  # a mistake replayed with its worked solution
    yield "trainee detail", view
    view.tabs.setCurrentWidget(view.roster)
    view.roster.show_archived.setChecked(True)
    view.roster.select(klass.candidate.id)
    yield "trainees and classes", view
    view.tabs.setCurrentWidget(view.plans)
    yield "practice plans", view
    view.tabs.setCurrentWidget(view.tools)
    yield "stations and reports", view
    station = window.context.station
    secret = InstructorSecretDialog(station, view.tr("Instructor mode"), None, window)
    secret.show()
    secret.pin.setText("a wrong guess")
    secret.try_secret()  # refused: the message says so in the reader's language
    yield "instructor passphrase", secret
    secret.close()
    for name, dialog in (
        ("profile PIN", PinDialog(station, klass.candidate, window)),
        ("share the school key", ShareKeyDialog(station, window)),
        ("school server", SchoolServerDialog(window.context, window)),
    ):
        dialog.show()
        yield name, dialog
        dialog.close()
    files = QFileDialog(window, view.tr("Export"))
    files.setOption(QFileDialog.Option.DontUseNativeDialog)
    files.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    files.show()
    yield "export file dialog", files
    files.close()
    window.context.trainee = klass.candidate
    window.open_exams()
    exam = window.exam
    yield "exam list", exam
    exam.select("roulette-croupier")
    exam.start_selected(seed=11)
    yield "sitting page", exam
    rng = random.Random(3)
    while exam.run is not None and exam.run.current is not None:
        question = exam.run.current
        response = expected_response(question) if rng.random() < 0.8 else wrong(question, rng)
        exam.run.answer(response, rng.uniform(2, 14))
    exam.end_exam()
    exam.review.setCurrentRow(0)
    yield "exam result", exam


@pytest.mark.parametrize("locale", ["ca", "es"])
def test_instructor_and_exam_screens_have_no_english_left(
    qtbot: QtBot, settings: QSettings, tmp_path: Path, locale: str
) -> None:
    settings.setValue("language", "en")  # built in English, then changed: nothing stays
    from ui.app import build

    _app, window = build(settings)
    try:
        klass = populate(window.context.db)
        sit_exam(window.context.db, klass.candidate)
        window.resize(1366, 700)
        window.show()
        for _ in visit(window, klass, qtbot):
            pass
        window.set_language(locale)
        QCoreApplication.processEvents()
        names = (*(p.name for p in klass.trainees), klass.instructor.name, "Matí", "Tarda")
        found: list[str] = []
        for where, root in visit(window, klass, qtbot):
            QCoreApplication.processEvents()
            all_rows(root)
            found += problems(where, root, locale, names)
        assert not found, "\n".join(found)
    finally:
        dispose(window)
