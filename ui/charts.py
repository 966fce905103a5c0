"""Charts shared by the instructor's screens and the printed reports (QtCharts), and a way to
render one to an image for a PDF."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date, timedelta

from PySide6.QtCharts import (
    QBarSeries,
    QBarSet,
    QCategoryAxis,
    QChart,
    QChartView,
    QDateTimeAxis,
    QLineSeries,
    QValueAxis,
)
from PySide6.QtCore import QDateTime, QMargins, Qt, QTime
from PySide6.QtGui import QColor, QImage, QPainter

from trainer.progress.classroom import DayProgress
from trainer.progress.reports import WeekPoint

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
    days: Sequence[DayProgress], answers_label: str, accuracy_label: str, title: str
) -> QChart:
    """Answers per day (bars) and the class's accuracy that day (line, right axis)."""
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
            labels.append(day.day.strftime("%d/%m"), n)
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


def _moment(day: date) -> float:
    return float(QDateTime(day, QTime(12, 0)).toMSecsSinceEpoch())


def games_chart(
    weekly: Mapping[str, Sequence[WeekPoint]], names: Mapping[str, str], title: str
) -> QChart:
    """Accuracy week by week, one line per game."""
    chart = QChart()
    chart.setTitle(title)
    chart.setMargins(QMargins(4, 4, 4, 4))
    chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
    x = QDateTimeAxis()
    x.setFormat("dd/MM/yy")
    weeks = [p.week for points in weekly.values() for p in points]
    first = min(weeks, default=date.today() - timedelta(days=28))
    last = max(weeks, default=date.today())
    if (last - first).days < 28:
        first = last - timedelta(days=28)
    x.setRange(
        QDateTime(first - timedelta(days=3), QTime(0, 0)),
        QDateTime(last + timedelta(days=4), QTime(0, 0)),
    )
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


def render_chart(chart: QChart, width: int = 900, height: int = 380) -> QImage:
    """The chart drawn off screen at a fixed size (for a PDF); the chart is consumed."""
    view = QChartView(chart)
    view.setRenderHint(QPainter.RenderHint.Antialiasing)
    view.resize(width, height)
    image = view.grab().toImage()
    view.deleteLater()
    return image
