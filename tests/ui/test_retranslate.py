"""One way words follow a language change (issue 15, the shell's structure): the language is
switched ca → es → en with every screen in a state that shows words of its own (figures,
a question being answered, its feedback and rule paragraph, a message just given, an exam on
each of its pages, every tab of instructor mode), and right after each switch no label,
button, list, table, tab, chart or menu shows a text of the language left. The screen shown
is checked at once (no event loop turn), then every other screen built, as it stands.

"A text of the language left" is told by the words themselves: every phrase of two words or
more in that language's catalogues (the shell's .ts translations and the core's messages)
that the new language's catalogues never write."""

from __future__ import annotations

import html
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from functools import cache

import pytest
from PySide6.QtCharts import QChartView
from PySide6.QtCore import Qt, QUrl
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QPlainTextEdit,
    QTableView,
    QTabWidget,
    QTextEdit,
    QWidget,
)
from pytestqt.qtbot import QtBot

from tests.ui.instructor_kit import (
    log_in_as_instructor,
    make_instructor,
    seed_class,
    unlock_house_rules,
)
from tests.ui.test_app import create_trainee
from tests.ui.test_words_screens import answered
from trainer.drills.base import Question
from trainer.i18n import catalogue, translate
from trainer.lessons import load
from trainer.money import format_amount
from trainer.rulebooks import default
from ui.main_window import MainWindow
from ui.translations import ts_path
from ui.views.answers import (
    AmountAnswer,
    ChipsAnswer,
    ChoiceAnswer,
    OrderingAnswer,
    SettlementAnswer,
)
from ui.words import say

SWITCHES = (("ca", "es"), ("es", "en"))
PLACEHOLDER = re.compile(r"\{[^}]*\}|%n|%L?\d|<[^>]+>|\n|\s[·—]\s")


def catalogue_texts(locale: str) -> list[str]:
    """Every wording `locale` has: the shell's translations (each plural form) and the core's
    messages."""
    texts = []
    for message in ET.parse(ts_path(locale)).getroot().iter("message"):
        translation = message.find("translation")
        assert translation is not None
        forms = [f.text or "" for f in translation.iter("numerusform")]
        texts += forms or [translation.text or ""]
        if locale == "en":  # the source language: what the sources say is English too
            texts.append(message.findtext("source") or "")
    for wordings in catalogue().values():
        wording = wordings.get(locale, "")
        texts += list(wording.values()) if isinstance(wording, dict) else [wording]
    return texts


def plain(text: str) -> str:
    """Text as a reader sees it: no markup, no entities, no accelerator marks, one space."""
    text = html.unescape(re.sub(r"<[^>]+>", " ", text)).replace("&", "")
    return re.sub(r"\s+", " ", text).strip()


def phrases(text: str) -> set[str]:
    """The fixed phrases of a wording (between its placeholders and markup): two words or
    more, ten characters or more."""
    found = set()
    for piece in PLACEHOLDER.split(html.unescape(text).replace("&", "")):
        piece = re.sub(r"\s+", " ", piece).strip(" .,:;()[]·—-«»\"'“”")
        if len(piece) >= 10 and " " in piece and re.search(r"[^\W\d_]{3}", piece):
            found.add(piece)
    return found


@cache
def telltales(old: str, new: str) -> frozenset[str]:
    """The phrases only `old` writes: none of them may stay on screen once `new` is in."""
    written = "\n".join(plain(t) for t in catalogue_texts(new))
    return frozenset(p for t in catalogue_texts(old) for p in phrases(t) if p not in written)


def test_a_telltale_is_a_phrase_of_one_language_only() -> None:
    catalan = telltales("ca", "es")
    assert "Qui practica?" in catalan  # "Who is practising?"; Spanish: "¿Quién practica?"
    assert "Exàmens" not in catalan  # one word: too short to tell
    assert not any("Blackjack" in p and len(p) < 14 for p in catalan)  # the same in every one
    assert "¿Quién practica?" in telltales("es", "en")
    assert not any("Quién" in p for p in telltales("ca", "es"))


def shown_texts(root: QWidget) -> Iterator[tuple[str, str]]:
    """(widget, text) for every text a reader sees under `root` (the felt is checked apart,
    a lesson by its title)."""
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisible():
            continue
        name = widget.objectName() or type(widget).__name__
        if isinstance(widget, QLabel):
            yield name, widget.text()
        elif isinstance(widget, QAbstractButton):
            yield name, widget.text()
            yield name, widget.toolTip()
        elif isinstance(widget, QGroupBox):
            yield name, widget.title()
        elif isinstance(widget, QLineEdit):
            yield name, widget.placeholderText()
        elif isinstance(widget, QComboBox):
            yield name, widget.placeholderText()
            yield from ((name, widget.itemText(i)) for i in range(widget.count()))
        elif isinstance(widget, QTabWidget):
            yield from ((name, widget.tabText(i)) for i in range(widget.count()))
        elif isinstance(widget, QListWidget):
            yield from ((name, widget.item(i).text()) for i in range(widget.count()))
        elif isinstance(widget, QTableView) and widget.model() is not None:
            model = widget.model()
            for column in range(model.columnCount()):
                yield name, str(model.headerData(column, Qt.Orientation.Horizontal) or "")
                for row in range(model.rowCount()):
                    yield name, str(model.data(model.index(row, column)) or "")
        elif isinstance(widget, QPlainTextEdit) or (
            isinstance(widget, QTextEdit) and widget.objectName() != "lessonText"
        ):
            yield name, widget.toPlainText()
        elif isinstance(widget, QChartView):
            chart = widget.chart()
            yield name, chart.title()
            yield from ((name, s.name()) for s in chart.series())
            yield from ((name, a.titleText()) for a in chart.axes())


def stale(root: QWidget, old: str, new: str) -> list[str]:
    """Texts under `root` that are still in `old`."""
    found = []
    for name, text in shown_texts(root):
        seen = plain(text)
        found += [f"{name}: {p!r} in {seen[:100]!r}" for p in telltales(old, new) if p in seen]
    return found


def switch(window: MainWindow, old: str, new: str, others: tuple[QWidget, ...] = ()) -> list[str]:
    """Change the language, then look at once at the screen shown, the menus and the title;
    then at each of `others`, brought forward as it stands (not refilled)."""
    window.set_language(new)
    shown = window.stack.currentWidget()
    problems = [f"shown: {p}" for p in stale(shown, old, new)]
    menus = [window.windowTitle(), *(a.text() for a in window.menuBar().actions())]
    menus += [a.text() for a in window.actions_by_name.values()]
    problems += [f"menu {m!r}" for m in menus if any(p in plain(m) for p in telltales(old, new))]
    for screen in others:
        window.stack.setCurrentWidget(screen)
        problems += [f"{type(screen).__name__}: {p}" for p in stale(screen, old, new)]
    window.stack.setCurrentWidget(shown)
    return problems


def lesson_title(game: str, locale: str) -> str:
    return load(game, locale).markdown.splitlines()[0].lstrip("# ")


def test_every_trainee_screen_follows_ca_es_en(qtbot: QtBot, window: MainWindow) -> None:
    create_trainee(qtbot, window)
    answered(window)
    window.set_language("ca")
    window.go_home()
    window.open_game("roulette")
    window.game.table.setCurrentCell(1, 0)  # a drill chosen: it stays chosen
    chosen = window.game.drill_ids[1]
    window.open_progress()
    window.open_lesson("boule")
    window.show_view(window.settings_view)
    unlock_house_rules(window)
    assert window.settings_view.save_house_rules()  # "Desat. ..." under the house rules
    window.practise(("roulette.multiples", 2))
    field = window.drill.areas["amount"].field  # type: ignore[attr-defined]
    qtbot.keyClicks(field, "abc")
    qtbot.keyClick(field, Qt.Key.Key_Return)  # refused: a message under the field
    refused = window.drill.error.text()
    others = (
        window.home,
        window.game,
        window.progress,
        window.lesson,
        window.settings_view,
    )
    for old, new in SWITCHES:
        assert switch(window, old, new, others) == []
        said = window.drill.error.text()
        assert "abc" in said and said != refused  # the same refusal, in the new language
        refused = said
        assert window.drill.felt.painter.locale == new  # type: ignore[union-attr]
        assert window.lesson.browser.toPlainText().startswith(lesson_title("boule", new))
        assert window.game.drill_ids[window.game.table.currentRow()] == chosen
        assert field.text() == "abc"  # what was typed stays


@pytest.mark.parametrize(
    ("drill", "level"),
    [
        ("blackjack.insurance", 1),  # an amount
        ("chips.colour-up", 1),  # the chip tray
        ("blackjack.dealer-action", 1),  # one choice
        ("blackjack.may-double-split", 1),  # several
        ("roulette.payout-order", 1),  # an order
        ("blackjack.settle-table", 1),  # a settlement
    ],
)
def test_a_question_being_answered_follows_ca_es_en(
    qtbot: QtBot, window: MainWindow, drill: str, level: int
) -> None:
    create_trainee(qtbot, window)
    window.set_language("ca")
    window.practise((drill, level))
    view = window.drill
    view.clock.skip()  # the deal ends, if there is one
    question = view.question
    assert question is not None and view.answer_ready
    area = view.areas[question.kind]
    before = _started(area)  # the trainee has begun to answer
    for old, new in SWITCHES:
        assert switch(window, old, new) == []
        assert _started(area) == before  # nothing the trainee did is lost
        prompt = translate(question.prompt.code, new, question.prompt.params)
        assert prompt in view.prompt.text()
        assert _labels(area) == _labels_of(question, new)  # single words too ("Guanya")


def _labels(area: QWidget) -> list[str]:
    """The words an answer area shows for the question's options and results."""
    if isinstance(area, ChoiceAnswer):
        return [area.buttons[key].text().split("  ", 1)[-1] for key in area.order]
    if isinstance(area, OrderingAnswer):
        items = [area.list.item(i) for i in range(area.list.count())]
        return sorted(item.text() for item in items)
    if isinstance(area, SettlementAnswer):
        combos = [outcome for outcome, _amount in area.rows.values()]
        # a result may show its digit first, as a choice's button does ("2  Guanya")
        results = [combos[0].itemText(i).split("  ", 1)[-1] for i in range(combos[0].count())]
        return [label.text() for label in area.bet_labels.values()] + results
    if isinstance(area, ChipsAnswer):
        return [button.text().split("\n")[-1] for button in area.chip_buttons]
    assert isinstance(area, AmountAnswer)
    return [area.field.placeholderText()]


def _labels_of(question: Question, locale: str) -> list[str]:
    """What `_labels` should find, worked out from the question alone."""
    options = [say(o.label, locale) for o in question.options]
    if question.kind in ("choice", "choices"):
        return options
    if question.kind == "ordering":
        return sorted(options)
    if question.kind == "settlement":
        return options + [say(r.label, locale) for r in question.outcomes]
    if question.kind == "chips":
        return [format_amount(v, locale) for v in sorted(default().chip_set.values)]
    return ["52.50" if locale == "en" else "52,50"]


def _started(area: QWidget) -> object:
    """Begin an answer the first time (a choice, a moved row, a result); then what it is."""
    if isinstance(area, ChoiceAnswer):
        if not area.chosen():
            area.buttons[area.order[-1]].click()
        return area.chosen()
    if isinstance(area, OrderingAnswer):
        keys = [area.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(area.list.count())]
        if getattr(area, "_moved", False) is False:
            area.list.setCurrentRow(0)
            area.move_item(1)
            area._moved = True  # type: ignore[attr-defined]
            keys = [
                area.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(area.list.count())
            ]
        return keys
    if isinstance(area, SettlementAnswer):
        outcome, amount = next(iter(area.rows.values()))
        if outcome.currentIndex() < 0:
            outcome.setCurrentIndex(outcome.count() - 1)
            amount.setText("5")
        return outcome.currentIndex(), amount.text()
    return None


def test_feedback_and_its_rule_paragraph_follow_ca_es_en(qtbot: QtBot, window: MainWindow) -> None:
    create_trainee(qtbot, window)
    window.set_language("ca")
    window.practise(("roulette.multiples", 2))
    view = window.drill
    view.clock.skip()  # the deal ends, if there is one
    field = view.areas["amount"].field  # type: ignore[attr-defined]
    qtbot.keyClicks(field, "999")
    qtbot.keyClick(field, Qt.Key.Key_Return)  # wrong: the feedback with the worked solution
    assert view.grade is not None and not view.grade.correct and view.grade.rules
    view._link(QUrl(f"rule:{view.grade.rules[0]}"))  # its paragraph beside the feedback
    assert view.rule_panel.isVisible()
    for old, new in SWITCHES:
        assert switch(window, old, new) == []
        step = view.grade.solution[0]
        assert html.escape(translate(step.code, new, step.params)) in view.feedback.toHtml()


def test_every_exam_page_follows_ca_es_en(qtbot: QtBot, window: MainWindow) -> None:
    create_trainee(qtbot, window)
    instructor = make_instructor(window.context.db)
    window.set_language("ca")
    window.open_exams()
    view = window.exam
    view.blueprints.setCurrentRow(view.blueprints.count() - 1)  # not the first: it stays chosen
    view.choose_proctor(instructor.id)
    view.passphrase.setText("not the passphrase")
    view.start_selected(seed=3)  # refused: the message says why
    assert view.proctor_message.text()
    chosen = view.selected()
    for old, new in SWITCHES:
        assert switch(window, old, new) == []
        assert view.selected() == chosen
    window.set_language("ca")
    view.choose_proctor(None)
    view.start_selected(seed=3)
    assert view.sitting
    view.question_clock.skip()  # the deal ends, if there is one
    current = view.run.current if view.run is not None else None
    assert current is not None
    if current.kind == "amount":
        view.areas["amount"].field.setText("abc")  # type: ignore[attr-defined]
        view.submit()  # refused: a message, no feedback
        assert view.error.text()
    for old, new in SWITCHES:
        assert switch(window, old, new) == []
        assert view.sitting
    window.set_language("ca")
    view.end_exam(abandoned=True)
    assert view.pages.currentWidget() is view.result_page
    for old, new in SWITCHES:
        assert switch(window, old, new) == []
    assert view.verdict.text().startswith("Not passed")


def test_every_instructor_tab_and_its_messages_follow_ca_es_en(
    qtbot: QtBot, window: MainWindow
) -> None:
    seed_class(window.context.db, ("Marta", "Jordi"), per_drill=3)
    make_instructor(window.context.db)
    log_in_as_instructor(qtbot, window, "Núria")
    view = window.instructor
    assert window.stack.currentWidget() is view
    window.set_language("ca")
    view.roster.new_class("Tarda")  # "S'ha creat el grup Tarda." (a message)
    view.tools.verify_records()  # what the check found, in the tools' output
    view.open_trainee(view.detail.trainee.itemData(0))
    view.detail.save_note("ok")  # "Desat."
    messages = (view.roster.message.text(), view.tools.output.toPlainText())
    for old, new in SWITCHES:
        problems = []
        window.set_language(new)
        for n in range(view.tabs.count()):
            view.tabs.setCurrentIndex(n)
            problems += [f"tab {n}: {p}" for p in stale(view, old, new)]
        assert problems == []
        now = (view.roster.message.text(), view.tools.output.toPlainText())
        assert all(a != b for a, b in zip(messages, now, strict=True))  # said again
        messages = now


def test_the_who_screen_and_its_message_follow_ca_es_en(qtbot: QtBot, window: MainWindow) -> None:
    create_trainee(qtbot, window)
    window.set_language("ca")
    window.switch_trainee()
    qtbot.keyClick(window.who.name, Qt.Key.Key_Return)  # no name typed: "Escriu ..." first
    said = window.who.message.text()
    assert said
    for old, new in SWITCHES:
        assert switch(window, old, new) == []
        assert window.who.message.text() not in ("", said)
        said = window.who.message.text()


def test_an_answer_not_saved_and_its_warning_follow_ca_es_en(
    qtbot: QtBot, window: MainWindow
) -> None:
    create_trainee(qtbot, window)
    window.set_language("ca")
    window.practise(("roulette.multiples", 2))
    db = window.context.db
    pages = db.execute("PRAGMA page_count").fetchone()[0]
    db.execute(f"PRAGMA max_page_count = {pages}")  # the file cannot grow: a full disk
    view = window.drill
    for _ in range(300):  # answer until an answer cannot be written
        view.clock.skip()
        question = view.question
        assert question is not None
        view.areas["amount"].field.setText(str(question.expected))  # type: ignore[attr-defined]
        view.submit_or_next()
        if view.save_problem.isVisible():
            break
        view.submit_or_next()  # the next question
    assert view.save_problem.isVisible()
    qtbot.keyClick(view, Qt.Key.Key_Escape)  # once: the warning that it is still not saved
    said = view.save_problem.text()
    for old, new in SWITCHES:
        assert switch(window, old, new) == []
        assert view.save_problem.text() != said and "\n\n" in view.save_problem.text()
        said = view.save_problem.text()
    db.execute(f"PRAGMA max_page_count = {pages * 20}")
