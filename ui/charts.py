"""Charts shared by the instructor's screens and the printed reports (QtCharts), and a way to
render one to an image for a PDF."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date, timedelta

from PySide6.QtCharts import (
    QBarSeries,
    QBarSet,
    QCategoryAxis,
    QChart,
    QChartView,
    QDateTimeAxis,
    QLegend,
    QLineSeries,
    QValueAxis,
)
from PySide6.QtCore import QDate, QDateTime, QMargins, Qt, QTime
from PySide6.QtGui import QColor, QImage, QPainter, QPen

from trainer.locale_format import date_axis_pattern, format_day_month
from trainer.progress.classroom import DayProgress
from trainer.progress.reports import WeekPoint
from trainer.progress.stats import Summary

GAME_COLOURS = {
    "blackjack": "#1565c0",
    "punto_banco": "#6a1b9a",
    "chemin_de_fer": "#ad1457",
    "trente_quarante": "#00838f",
    "boule": "#ef6c00",
    "roulette": "#c62828",
    "craps": "#2e7d32",
    "chips": "#5d4037",
}


def activity_chart(
    days: Sequence[DayProgress],
    answers_label: str,
    accuracy_label: str,
    title: str,
    locale: str = "en",
) -> QChart:
    """Answers per day (bars) and the class's accuracy that day (line, right axis); the days
    as `locale` writes a day and month."""
    chart = QChart()
    chart.setTitle(title)
    chart.setMargins(QMargins(4, 4, 4, 4))
    chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
    bars = QBarSet(answers_label)
    bars.setColor(QColor("#90a4ae"))
    line = QLineSeries()
    line.setName(accuracy_label)
    line.setColor(QColor("#1b5e20"))
    labels = QCategoryAxis()  # a date every fifth day, placed under its bar
    labels.setLabelsPosition(QCategoryAxis.AxisLabelsPosition.AxisLabelsPositionOnValue)
    for n, day in enumerate(days):
        bars.append(day.answers)
        if day.answers:
            line.append(n, 100 * day.accuracy)
        if n % 5 == 0:
            labels.append(format_day_month(day.day, locale), n)
    labels.setRange(-0.5, len(days) - 0.5)
    labels.setGridLineVisible(False)
    series = QBarSeries()
    series.append(bars)
    chart.addSeries(series)
    chart.addSeries(line)
    y = QValueAxis()
    y.setRange(0, max([d.answers for d in days] + [10]) * 1.1)
    y.setLabelFormat("%d")
    y2 = QValueAxis()
    y2.setRange(0, 100)
    y2.setLabelFormat("%d%%")
    chart.addAxis(labels, Qt.AlignmentFlag.AlignBottom)
    chart.addAxis(y, Qt.AlignmentFlag.AlignLeft)
    chart.addAxis(y2, Qt.AlignmentFlag.AlignRight)
    series.attachAxis(labels)
    series.attachAxis(y)
    line.attachAxis(labels)
    line.attachAxis(y2)
    return chart


def _at(day: date, hour: int = 0) -> QDateTime:
    """`day` at `hour` o'clock, local time, as the date axes take it."""
    return QDateTime(QDate(day.year, day.month, day.day), QTime(hour, 0))


def _moment(day: date) -> float:
    return float(_at(day, 12).toMSecsSinceEpoch())


def games_chart(
    weekly: Mapping[str, Sequence[WeekPoint]],
    names: Mapping[str, str],
    title: str,
    locale: str = "en",
) -> QChart:
    """Accuracy week by week, one line per game; the weeks as `locale` writes short dates."""
    chart = QChart()
    chart.setTitle(title)
    chart.setMargins(QMargins(4, 4, 4, 4))
    chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
    x = QDateTimeAxis()
    x.setFormat(date_axis_pattern(locale))
    first, last = week_span([p.week for points in weekly.values() for p in points])
    x.setRange(_at(first), _at(last))
    x.setTickCount(6)
    y = QValueAxis()
    y.setRange(0, 100)
    y.setLabelFormat("%d%%")
    chart.addAxis(x, Qt.AlignmentFlag.AlignBottom)
    chart.addAxis(y, Qt.AlignmentFlag.AlignLeft)
    for game, points in weekly.items():
        line = QLineSeries()
        line.setName(names.get(game, game))
        line.setColor(QColor(GAME_COLOURS.get(game, "#424242")))
        line.setPointsVisible(True)
        for point in points:
            line.append(_moment(point.week), 100 * point.accuracy)
        chart.addSeries(line)
        line.attachAxis(x)
        line.attachAxis(y)
    return chart


def week_span(weeks: Sequence[date]) -> tuple[date, date]:
    """The dates a week-by-week axis runs between: at least four weeks, half a week of room
    either side of the first and last Mondays."""
    first = min(weeks, default=date.today() - timedelta(days=28))
    last = max(weeks, default=date.today())
    if (last - first).days < 28:
        first = last - timedelta(days=28)
    return first - timedelta(days=3), last + timedelta(days=4)


ACCURACY_COLOUR = "#1565c0"
SPEED_COLOUR = "#2e7d32"
TARGET_COLOUR = "#e65100"


@dataclass(frozen=True)
class SpeedWords:
    """The translated words of an accuracy-and-speed chart (the caller's `tr()`)."""

    title: str
    accuracy: str
    speed: str
    target: str = ""


def accuracy_speed_chart(
    points: Sequence[Summary],
    span: tuple[date, date],
    words: SpeedWords,
    *,
    target_seconds: float | None = None,
    locale: str = "en",
    with_year: bool = False,
    ticks: int = 8,
) -> QChart:
    """Accuracy (left axis, %) and median seconds (right axis) at each point in time; with a
    target, the target time as a dashed line across the whole span. The dates are written
    as `locale` writes short dates (day and month, or `with_year`).

    `points` are keyed by a day (YYYY-MM-DD) or a week's Monday; each is drawn at noon of
    that date. The series are named `accuracy`, `speed` and `target` (objectName) so tests
    and reports can find them whatever the language.
    """
    chart = QChart()
    chart.setTitle(words.title)
    chart.setMargins(QMargins(4, 4, 4, 4))
    chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
    chart.legend().setMarkerShape(QLegend.MarkerShape.MarkerShapeFromSeries)
    accuracy = QLineSeries()
    accuracy.setObjectName("accuracy")
    accuracy.setName(words.accuracy)
    accuracy.setPen(QPen(QColor(ACCURACY_COLOUR), 2.5))
    speed = QLineSeries()
    speed.setObjectName("speed")
    speed.setName(words.speed)
    speed.setPen(QPen(QColor(SPEED_COLOUR), 2.5))
    for point in points:
        moment = _moment(date.fromisoformat(point.key))
        accuracy.append(moment, 100 * point.accuracy)
        if point.median_seconds is not None:
            speed.append(moment, point.median_seconds)
    y = QValueAxis()
    y2 = QValueAxis()
    lines = [(accuracy, y, True), (speed, y2, True)]
    if target_seconds is not None:
        target = QLineSeries()
        target.setObjectName("target")
        target.setName(words.target)
        pen = QPen(QColor(TARGET_COLOUR), 2.0, Qt.PenStyle.DashLine)
        target.setPen(pen)
        for edge in span:
            target.append(float(_at(edge).toMSecsSinceEpoch()), target_seconds)
        lines.append((target, y2, False))
    x = QDateTimeAxis()
    x.setFormat(date_axis_pattern(locale, with_year))
    x.setRange(_at(span[0]), _at(span[1]))
    x.setTickCount(ticks)
    y.setRange(0, 100)
    y.setLabelFormat("%d%%")
    y.setTickCount(5)
    # seconds on the same four steps as the percentages (so one set of grid lines serves
    # both), each step a whole number of seconds
    slowest = max((p.median_seconds or 0.0 for p in points), default=0.0)
    needed = max(8.0, slowest * 1.1, (target_seconds or 0.0) * 1.1)
    y2.setRange(0, 4 * math.ceil(needed / 4))
    y2.setTickCount(5)
    y2.setLabelFormat("%.0f s")
    y2.setGridLineVisible(False)
    chart.addAxis(x, Qt.AlignmentFlag.AlignBottom)
    chart.addAxis(y, Qt.AlignmentFlag.AlignLeft)
    chart.addAxis(y2, Qt.AlignmentFlag.AlignRight)
    for line, axis, dots in lines:
        chart.addSeries(line)
        line.setPointsVisible(dots)
        line.setMarkerSize(6.0)
        line.attachAxis(x)
        line.attachAxis(axis)
    return chart


def show_chart(view: QChartView, chart: QChart) -> None:
    """Put `chart` in `view` and delete the chart it replaces (a chart view releases the old
    one without deleting it)."""
    old = view.chart()
    view.setChart(chart)
    if old is not None and old is not chart:
        old.deleteLater()


def render_chart(chart: QChart, width: int = 900, height: int = 380) -> QImage:
    """The chart drawn off screen at a fixed size (for a PDF); the chart is consumed."""
    view = QChartView(chart)
    view.setRenderHint(QPainter.RenderHint.Antialiasing)
    view.resize(width, height)
    image = view.grab().toImage()
    view.deleteLater()
    return image
