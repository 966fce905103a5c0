"""The progress charts' date axes as each language writes short dates (issue 15: a fixed
dd/MM/yy read as a day first in English too): CLDR's short date, "2/12/26" in Catalan and
Spanish, "12/2/26" in English; without the year on the trainee's own chart."""

from __future__ import annotations

from datetime import date, timedelta

from PySide6.QtCharts import QCategoryAxis, QChart, QDateTimeAxis
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.ui.instructor_kit import log_in_as_instructor, make_instructor
from tests.ui.test_app import create_trainee, record_answer
from trainer.progress.classroom import DayProgress
from trainer.progress.stats import Summary
from ui.charts import SpeedWords, accuracy_speed_chart, activity_chart, games_chart
from ui.main_window import MainWindow

# CLDR's patterns, written out by hand: (with the year, day and month only)
PATTERNS = {"ca": ("d/M/yy", "d/M"), "es": ("d/M/yy", "d/M"), "en": ("M/d/yy", "M/d")}


def _axis(chart: QChart) -> QDateTimeAxis:
    [axis] = chart.axes(Qt.Orientation.Horizontal)
    assert isinstance(axis, QDateTimeAxis)
    return axis


def test_the_charts_write_dates_as_the_locale_does(qapp: object) -> None:
    day = date(2026, 12, 2)
    words = SpeedWords("t", "a", "s")
    point = Summary(day.isoformat(), 2, 1, 3.0)
    for locale, (with_year, without) in PATTERNS.items():
        assert _axis(games_chart({}, {}, "t", locale)).format() == with_year
        chart = accuracy_speed_chart([point], (day, day + timedelta(days=7)), words, locale=locale)
        assert _axis(chart).format() == without
        chart = accuracy_speed_chart(
            [point], (day, day + timedelta(days=7)), words, locale=locale, with_year=True
        )
        assert _axis(chart).format() == with_year


def test_the_class_activity_labels_its_days_as_the_locale_does(qapp: object) -> None:
    days = [DayProgress(date(2026, 11, 3) + timedelta(days=n), 0, 0, None, 0) for n in range(11)]
    expected = {"ca": ["3/11", "8/11", "13/11"], "en": ["11/3", "11/8", "11/13"]}
    expected["es"] = expected["ca"]
    for locale, labels in expected.items():
        chart = activity_chart(days, "a", "b", "t", locale)
        [axis] = chart.axes(Qt.Orientation.Horizontal)
        assert isinstance(axis, QCategoryAxis)
        assert axis.categoriesLabels() == labels


def test_the_progress_screen_follows_the_language(qtbot: QtBot, window: MainWindow) -> None:
    create_trainee(qtbot, window)
    record_answer(window, "roulette.multiples", 1, date.today() - timedelta(days=1), True, 3.0)
    window.open_progress()
    view = window.progress
    assert _axis(view.chart).format() == "M/d"
    window.set_language("ca")
    assert _axis(window.progress.chart).format() == "d/M"
    window.set_language("es")
    assert _axis(window.progress.chart).format() == "d/M"
    window.set_language("en")


def test_the_trainee_detail_follows_the_language(qtbot: QtBot, window: MainWindow) -> None:
    create_trainee(qtbot, window)
    person = window.context.trainee
    assert person is not None
    record_answer(window, "roulette.multiples", 1, date.today() - timedelta(days=1), True, 3.0)
    make_instructor(window.context.db)
    log_in_as_instructor(qtbot, window, "Núria")
    window.instructor.open_trainee(person.id)
    detail = window.instructor.detail
    assert _axis(detail.chart_view.chart()).format() == "M/d/yy"
    window.set_language("ca")
    assert _axis(detail.chart_view.chart()).format() == "d/M/yy"
    window.set_language("en")
