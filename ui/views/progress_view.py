"""My progress: accuracy and speed over time (QtCharts), per drill, the activity calendar,
and the recent mistakes with "try again" replaying the exact question."""

from __future__ import annotations

from datetime import date, timedelta

from PySide6.QtCharts import QChart, QChartView, QDateTimeAxis, QLineSeries, QValueAxis
from PySide6.QtCore import QDateTime, QRectF, QSize, Qt, QTime, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from trainer.drills import catalog
from trainer.drills.base import Question
from trainer.progress import stats
from trainer.progress.stats import DayActivity
from ui.context import AppContext
from ui.words import expected_text, say


class ActivityCalendar(QWidget):
    """The last weeks as a grid of days, darker green for more answers."""

    WEEKS = 13

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.days: dict[date, int] = {}
        self.today = date.today()
        self.setMinimumSize(self.sizeHint())

    def sizeHint(self) -> QSize:
        return QSize(self.WEEKS * 16 + 4, 7 * 16 + 4)

    def set_activity(self, activity: list[DayActivity], today: date) -> None:
        self.days = {a.day: a.answers for a in activity}
        self.today = today
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        start = self.today - timedelta(days=self.today.weekday() + 7 * (self.WEEKS - 1))
        most = max(self.days.values(), default=0) or 1
        for n in range((self.today - start).days + 1):
            day = start + timedelta(days=n)
            count = self.days.get(day, 0)
            share = count / most
            colour = (
                QColor("#e0e0e0")
                if not count
                else QColor.fromHsvF(0.36, 0.3 + 0.6 * share, 0.85 - 0.45 * share)
            )
            painter.setBrush(colour)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRoundedRect(QRectF(2 + (n // 7) * 16, 2 + (n % 7) * 16, 13, 13), 3, 3)
        painter.end()


def _moment(day: str) -> int:
    d = date.fromisoformat(day)
    return QDateTime(d, QTime(12, 0)).toMSecsSinceEpoch()


class ProgressView(QWidget):
    try_again = Signal(object)  # a Question to replay

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        layout = QVBoxLayout(self)
        self.totals = QLabel()
        self.totals.setObjectName("progressTotals")
        self.totals.setStyleSheet("font-size: 16px; font-weight: bold;")
        layout.addWidget(self.totals)
        top = QHBoxLayout()
        self.chart = QChart()
        self.chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
        self.chart_view = QChartView(self.chart)
        self.chart_view.setObjectName("progressChart")
        self.chart_view.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.chart_view.setMinimumHeight(220)
        top.addWidget(self.chart_view, 3)
        side = QVBoxLayout()
        self.calendar_label = QLabel()
        side.addWidget(self.calendar_label)
        self.calendar = ActivityCalendar()
        self.calendar.setObjectName("activityCalendar")
        side.addWidget(self.calendar)
        side.addStretch(1)
        top.addLayout(side, 1)
        layout.addLayout(top, 3)
        bottom = QHBoxLayout()
        self.drills = QTableWidget(0, 4)
        self.drills.setObjectName("drillStats")
        self.drills.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.drills.verticalHeader().hide()
        header = self.drills.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        bottom.addWidget(self.drills, 1)
        mistakes_box = QVBoxLayout()
        self.mistakes_label = QLabel()
        mistakes_box.addWidget(self.mistakes_label)
        self.mistakes = QListWidget()
        self.mistakes.setObjectName("mistakes")
        self.mistakes.itemActivated.connect(self._retry)
        mistakes_box.addWidget(self.mistakes, 1)
        self.retry = QPushButton()
        self.retry.setObjectName("tryAgain")
        self.retry.clicked.connect(lambda: self._retry(self.mistakes.currentItem()))
        mistakes_box.addWidget(self.retry)
        bottom.addLayout(mistakes_box, 1)
        layout.addLayout(bottom, 2)

    def refresh(self) -> None:
        person = self.context.trainee
        if person is None:
            return
        locale = self.context.locale
        data = stats.trainee_stats(self.context.db, person.id)
        accuracy = f"{data.correct / data.answers:.0%}" if data.answers else "—"
        median = f"{data.median_seconds:.1f} s" if data.median_seconds else "—"
        self.totals.setText(
            self.tr(
                "{answers} answers · {accuracy} correct · median {median} · streak {streak} days"
            ).format(
                answers=data.answers, accuracy=accuracy, median=median, streak=data.streak.current
            )
        )
        self.calendar_label.setText(self.tr("Activity (last 13 weeks)"))
        self.calendar.set_activity(list(data.activity), date.today())
        self._chart(data.days)
        self.drills.setHorizontalHeaderLabels(
            [self.tr("Drill"), self.tr("Answers"), self.tr("Accuracy"), self.tr("Median time")]
        )
        known = {d.id: d for d in catalog.all()}
        self.drills.setRowCount(len(data.drills))
        for row, summary in enumerate(data.drills):
            title = say(known[summary.key].title, locale) if summary.key in known else summary.key
            median_s = f"{summary.median_seconds:.1f} s" if summary.median_seconds else "—"
            for column, value in enumerate(
                [title, str(summary.answers), f"{summary.accuracy:.0%}", median_s]
            ):
                self.drills.setItem(row, column, QTableWidgetItem(value))
        self.mistakes_label.setText(self.tr("Recent mistakes"))
        self.retry.setText(self.tr("Try again (Enter)"))
        self.mistakes.clear()
        for attempt in data.mistakes:
            question = Question.from_json(attempt.question_json)
            title = (
                say(known[attempt.drill_id].title, locale)
                if attempt.drill_id in known
                else attempt.drill_id
            )
            item = QListWidgetItem(
                self.tr("{day} · {title} (level {level}) · expected {expected}").format(
                    day=attempt.day,
                    title=title,
                    level=attempt.level,
                    expected=expected_text(question, locale),
                )
            )
            item.setData(Qt.ItemDataRole.UserRole, question)
            self.mistakes.addItem(item)
        if self.mistakes.count():
            self.mistakes.setCurrentRow(0)

    def _chart(self, days: object) -> None:
        self.chart.removeAllSeries()
        for axis in self.chart.axes():
            self.chart.removeAxis(axis)
        accuracy = QLineSeries()
        accuracy.setName(self.tr("Accuracy (%)"))
        speed = QLineSeries()
        speed.setName(self.tr("Median seconds"))
        for summary in days:  # type: ignore[attr-defined]
            moment = _moment(summary.key)
            accuracy.append(moment, 100 * summary.accuracy)
            if summary.median_seconds is not None:
                speed.append(moment, summary.median_seconds)
        self.chart.addSeries(accuracy)
        self.chart.addSeries(speed)
        accuracy.setPointsVisible(True)
        speed.setPointsVisible(True)
        x = QDateTimeAxis()
        x.setFormat("dd/MM")
        first = min((date.fromisoformat(s.key) for s in days), default=date.today())  # type: ignore[attr-defined]
        start = min(first, date.today() - timedelta(days=13))
        x.setRange(
            QDateTime(start, QTime(0, 0)), QDateTime(date.today() + timedelta(days=1), QTime(0, 0))
        )
        x.setTickCount(8)
        y = QValueAxis()
        y.setRange(0, 100)
        y.setTitleText("%")
        y2 = QValueAxis()
        y2.setTitleText("s")
        top = max((s.median_seconds or 0 for s in days), default=10)  # type: ignore[attr-defined]
        y2.setRange(0, max(10.0, top * 1.2))
        self.chart.addAxis(x, Qt.AlignmentFlag.AlignBottom)
        self.chart.addAxis(y, Qt.AlignmentFlag.AlignLeft)
        self.chart.addAxis(y2, Qt.AlignmentFlag.AlignRight)
        for series, axis in ((accuracy, y), (speed, y2)):
            series.attachAxis(x)
            series.attachAxis(axis)
        self.chart.setTitle(self.tr("Accuracy and speed by day"))

    def _retry(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            self.try_again.emit(item.data(Qt.ItemDataRole.UserRole))
