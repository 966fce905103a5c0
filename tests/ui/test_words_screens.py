"""The screens in the trainee's language (issue 15, Words): after a language change no English
is left on the main screens' labels, tables and lists (and no Catalan in English); counts take
Qt's plural forms; numbers and answers counted in chips read as words, not euros; Ctrl+L opens
the lesson of the game shown, under that game's name."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QTableView,
    QTabWidget,
    QTextEdit,
    QWidget,
)
from pytestqt.qtbot import QtBot

from tests.ui.instructor_kit import (
    PIN,
    log_in_as_instructor,
    make_instructor,
    seed_class,
    unlock_house_rules,
)
from tests.ui.test_app import create_trainee
from trainer.drills import catalog
from trainer.drills.base import expected_response
from trainer.lessons import load
from trainer.progress.attempts import record_attempt
from ui.main_window import MainWindow
from ui.words import expected_words, given_words

# Words of the English UI that neither Catalan nor Spanish uses (game terms the regulation
# keeps in English, such as "don't win" or "come", are not in the list).
ENGLISH = re.compile(
    r"\b(the|and|of|answers?|drills?|level|target|untimed|correct|mistakes?|submit|settings|"
    r"progress|practi[cs]e|lessons?|trainees?|today|streak|median|accuracy|expected|worked|"
    r"time|next|session|chips?|right|days?|weakest|class|each|cell)\b",
    re.IGNORECASE,
)
CATALAN = re.compile(
    r"\b(els|les|amb|dels|nivell|respostes|exercicis|encerts|fitxes|aposta|pagueu|també|"
    r"avui|ratxa|mitjana|alumnes?|casella|preguntes)\b",
    re.IGNORECASE,
)
SPANISH = re.compile(
    r"\b(los|las|con|nivel|respuestas|ejercicios|aciertos|fichas|apuesta|pague|también|hoy|"
    r"racha|alumnos?|casilla|preguntas)\b",
    re.IGNORECASE,
)


def shown_words(root: QWidget) -> Iterator[tuple[str, str]]:
    """(widget name, text) for every visible text a reader sees under `root`, felt excluded."""
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisible():
            continue
        name = widget.objectName() or type(widget).__name__
        if isinstance(widget, QLabel | QAbstractButton):
            yield name, widget.text()
        elif isinstance(widget, QGroupBox):
            yield name, widget.title()
        elif isinstance(widget, QLineEdit):
            yield name, widget.placeholderText()
        elif isinstance(widget, QComboBox):
            yield name, widget.currentText()
        elif isinstance(widget, QTabWidget):
            yield from ((name, widget.tabText(i)) for i in range(widget.count()))
        elif isinstance(widget, QListWidget):
            yield from ((name, widget.item(i).text()) for i in range(widget.count()))
        elif isinstance(widget, QTableView):
            model = widget.model()
            if model is None:
                continue
            for column in range(model.columnCount()):
                yield name, str(model.headerData(column, Qt.Orientation.Horizontal) or "")
                for row in range(min(model.rowCount(), 12)):
                    yield name, str(model.data(model.index(row, column)) or "")
        elif isinstance(widget, QTextEdit) and widget.objectName() != "lessonText":
            yield name, widget.toPlainText()


def words_of_another_language(root: QWidget, pattern: re.Pattern[str]) -> list[str]:
    """Texts under `root` with a word `pattern` finds; the language combo lists every language
    by its own name, and the trainee's own name is theirs."""
    found = []
    for name, words in shown_words(root):
        if name in ("language",) or not words:
            continue
        plain = re.sub(r"<[^>]+>", " ", words)
        match = pattern.search(plain)
        if match:
            found.append(f"{name}: {match.group(0)!r} in {plain[:120]!r}")
    return found


def answered(window: MainWindow, count: int = 6) -> None:
    """The trainee has answers (some wrong) so every figure on the screens is filled."""
    person = window.context.trainee
    assert person is not None
    rng = random.Random(4)
    drill = catalog.get("roulette.multiples")
    for n in range(count):
        question = drill.generate(rng, 2)
        response = expected_response(question)
        if n % 2:
            response = type(response)("amount", str(int(question.expected) + 1), "en")
        record_attempt(
            window.context.db, person.id, question, response, question.grade(response, 4.25)
        )


def visit(window: MainWindow, qtbot: QtBot) -> Iterator[tuple[str, QWidget]]:
    """Each main screen in turn, shown as a trainee reaches it."""
    window.go_home()
    yield "home", window.home
    window.open_game("roulette")
    yield "game", window.game
    window.open_progress()
    yield "progress", window.progress
    window.open_lesson("boule")
    yield "lesson", window.lesson
    window.show_view(window.settings_view)
    yield "settings", window.settings_view
    window.practise(("roulette.multiples", 2))
    field = window.drill.areas["amount"].field  # type: ignore[attr-defined]
    qtbot.keyClicks(field, "abc")
    qtbot.keyClick(field, Qt.Key.Key_Return)
    assert window.drill.error.text()
    yield "drill, an unreadable answer", window.drill
    field.clear()
    qtbot.keyClicks(field, "999")
    qtbot.keyClick(field, Qt.Key.Key_Return)
    assert window.drill.grade is not None
    yield "drill, feedback", window.drill
    window.go_home()


@pytest.mark.parametrize(("locale", "other"), [("ca", ENGLISH), ("es", ENGLISH), ("en", CATALAN)])
def test_no_other_language_is_left_after_a_language_change(
    qtbot: QtBot, window: MainWindow, locale: str, other: re.Pattern[str]
) -> None:
    create_trainee(qtbot, window)
    answered(window)
    first = "es" if locale == "en" else "en"  # start in another language, then change
    window.set_language(first)
    for _screen in visit(window, qtbot):
        pass  # every screen has been built and filled in the first language
    window.set_language(locale)
    QCoreApplication.processEvents()
    problems = []
    for screen, view in visit(window, qtbot):
        problems += [f"{screen}: {p}" for p in words_of_another_language(view, other)]
    problems += [f"menu: {a.text()}" for a in window.menuBar().actions() if other.search(a.text())]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize(("locale", "other"), [("ca", ENGLISH), ("es", ENGLISH), ("en", SPANISH)])
def test_class_overview_speaks_the_instructors_language(
    qtbot: QtBot, window: MainWindow, locale: str, other: re.Pattern[str]
) -> None:
    seed_class(window.context.db, ("Marta",))  # one trainee: "1 alumne", never "1 alumnes"
    make_instructor(window.context.db)
    log_in_as_instructor(qtbot, window, "Núria", pin=PIN)
    panel = window.instructor.class_panel
    assert panel.isVisible()
    window.set_language(locale)
    QCoreApplication.processEvents()
    assert words_of_another_language(panel, other) == []
    one = {"ca": "1 alumne ·", "es": "1 alumno ·", "en": "1 trainee ·"}[locale]
    assert panel.summary.text().startswith(one)
    mark = {"ca": "Ct", "es": "Ct", "en": "P"}[locale]  # the legend's mark for "proficient"
    assert f"{mark} = " in panel.legend.text()


@pytest.mark.parametrize(
    ("locale", "words"),
    [
        ("ca", ["0 dies", "1 dia", "2 dies", "5 dies"]),
        ("es", ["0 días", "1 día", "2 días", "5 días"]),
        ("en", ["0 days", "1 day", "2 days", "5 days"]),
    ],
)
def test_counts_take_qt_plural_forms(window: MainWindow, locale: str, words: list[str]) -> None:
    window.set_language(locale)
    forms = [window.home.tr("%n day(s)", "", n) for n in (0, 1, 2, 5)]
    assert forms == words
    questions = [QCoreApplication.translate("ExamView", "%n question(s)", "", n) for n in (1, 2)]
    assert (
        questions
        == {
            "ca": ["1 pregunta", "2 preguntes"],
            "es": ["1 pregunta", "2 preguntas"],
            "en": ["1 question", "2 questions"],
        }[locale]
    )


def test_home_streak_of_one_day_is_singular(qtbot: QtBot, window: MainWindow) -> None:
    create_trainee(qtbot, window)
    answered(window, 1)
    window.set_language("ca")
    window.go_home()
    assert "Avui: 1 resposta · ratxa: 1 dia" in window.home.today.text()


def test_drill_clock_and_times_use_the_decimal_comma(qtbot: QtBot, window: MainWindow) -> None:
    create_trainee(qtbot, window)
    window.set_language("es")
    window.practise(("roulette.multiples", 2))
    assert re.fullmatch(r"\d+,\d s / \d+ s", window.drill.timer_label.text())
    answered(window, 2)
    window.open_progress()
    assert re.search(r"mediana 4,2 s", window.progress.totals.text())


def test_a_chip_count_is_shown_as_chips_never_euros() -> None:
    # roulette.multiples: "70 chips on a winning plein: how many chips do you pay?"
    drill = catalog.get("roulette.multiples")
    for seed in range(30):
        question = drill.generate(random.Random(seed), 2)
        for locale, noun in (("ca", "fitxes?"), ("es", "fichas?"), ("en", "chips?")):
            words = expected_words(question, locale)
            assert re.fullmatch(rf"\d+ {noun}", words), words
            assert "€" not in given_words(question, expected_response(question), locale)
    units = catalog.get("roulette.complete-bets")
    question = units.generate(random.Random(1), 1)  # level 1 asks the units
    assert re.fullmatch(r"\d+ unitats", expected_words(question, "ca"))


def test_the_mistakes_list_shows_plain_words(qtbot: QtBot, window: MainWindow) -> None:
    # craps labels hold apostrophes ("Don't win"): a list shows text, never "&#x27;"
    create_trainee(qtbot, window)
    person = window.context.trainee
    assert person is not None
    drill = catalog.get("craps.roll-resolution")
    rng = random.Random(2)
    for _ in range(20):
        question = drill.generate(rng, 3)
        response = expected_response(question)
        wrong = (
            {
                k: {**v, "outcome": "lost" if v["outcome"] != "lost" else "won"}
                for k, v in response.value.items()
            }
            if question.kind == "settlement"
            else None
        )
        if wrong is None:
            continue
        answer = type(response)("settlement", wrong, "en")
        record_attempt(window.context.db, person.id, question, answer, question.grade(answer, 3))
    window.open_progress()
    texts = [
        window.progress.mistakes.item(i).text() for i in range(window.progress.mistakes.count())
    ]
    assert texts and not any("&#" in t or "&amp;" in t for t in texts)


def test_ctrl_l_opens_the_lesson_of_the_game_shown(qtbot: QtBot, window: MainWindow) -> None:
    create_trainee(qtbot, window)
    for game in ("craps", "boule"):
        window.open_game(game)
        qtbot.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
        lesson = window.lesson
        assert window.stack.currentWidget() is lesson
        assert lesson.games.currentData() == game
        title = load(game, window.context.locale).markdown.splitlines()[0].lstrip("# ")
        assert lesson.browser.toPlainText().startswith(title)
    lesson.games.setCurrentIndex(lesson.games.findData("roulette"))  # another lesson chosen
    window.open_game("punto_banco")
    qtbot.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert lesson.games.currentData() == "punto_banco"
    assert lesson.browser.toPlainText().startswith("Punto banco")


def test_a_settings_message_is_not_left_in_the_old_language(
    qtbot: QtBot, window: MainWindow
) -> None:
    create_trainee(qtbot, window)
    window.set_language("en")
    window.show_view(window.settings_view)
    unlock_house_rules(window)
    view = window.settings_view
    assert view.save_house_rules()
    assert view.message.text() == "Saved. New questions use these rules."
    window.set_language("ca")
    # said again in Catalan (the .ts translation), never left in English
    assert view.message.text() == "Desat. Les preguntes noves fan servir aquestes normes."
