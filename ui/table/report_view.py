"""The list at the end of a session (`trainer.table.report`): coups dealt, acts right by
family, the red lines, the pace against the target, the wrong acts and the slowest ones. A
rule id opens its lesson paragraph beside the list. Enter deals again with the same setup,
Esc goes home.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, QUrl, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from trainer.locale_format import format_percent_of, format_seconds
from trainer.table.acts import Act, ActSyntaxError
from trainer.table.report import Report
from trainer.table.session import ActRecord
from ui.table.feedback import rule_link
from ui.table.words import (
    act_words,
    family_words,
    mode_words,
    red_line_words,
    table_name,
    unit_words,
)
from ui.views.rule_panel import RulePanel


class TableReportView(QWidget):
    again = Signal()
    home = Signal()
    open_lesson = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tableReport")
        self.report: Report | None = None
        self.locale_name = "en"
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 16)
        self.heading = QLabel()
        self.heading.setObjectName("tableReportHeading")
        self.heading.setStyleSheet("font-size: 22px; font-weight: bold;")
        layout.addWidget(self.heading)
        body = QHBoxLayout()
        self.text = QTextBrowser()
        self.text.setObjectName("tableReportText")
        self.text.setOpenLinks(False)
        self.text.anchorClicked.connect(self._link)
        body.addWidget(self.text, 3)
        self.rule_panel = RulePanel()
        self.rule_panel.open_lesson.connect(self.open_lesson.emit)
        body.addWidget(self.rule_panel, 2)
        layout.addLayout(body, 1)
        buttons = QHBoxLayout()
        self.home_button = QPushButton()
        self.home_button.clicked.connect(self.home.emit)
        self.again_button = QPushButton()
        self.again_button.setObjectName("tableAgain")
        self.again_button.clicked.connect(self.again.emit)
        buttons.addStretch(1)
        buttons.addWidget(self.home_button)
        buttons.addWidget(self.again_button)
        layout.addLayout(buttons)
        self.retranslate()

    def focus_owner(self) -> QWidget:
        return self.again_button

    def show_report(self, report: Report, locale: str) -> None:
        self.report = report
        self.locale_name = locale
        self.rule_panel.hide()
        self._fill()

    def retranslate(self) -> None:
        self.home_button.setText(self.tr("Home (Esc)"))
        self.again_button.setText(self.tr("Deal again (Enter)"))
        self.rule_panel.retranslate(self.locale_name)
        if self.report is not None:
            self._fill()

    def _fill(self) -> None:
        report = self.report
        if report is None:
            return
        loc = self.locale_name
        self.heading.setText(
            self.tr("Session report: {game}, {mode}").format(
                game=table_name(report.game, loc), mode=mode_words(report.mode, loc)
            )
        )
        e = html.escape
        acts = report.acts
        share = format_percent_of(acts.share, loc) if acts.total else "—"
        pace = report.pace
        unit = unit_words(pace.target.unit, loc)
        per_hour = "—" if pace.per_hour is None else f"{pace.per_hour:.0f}"
        verdicts = {
            "untimed": self.tr("untimed in this mode"),
            "below": self.tr("below the target"),
            "within": self.tr("within the target"),
            "above": self.tr("above the target"),
        }
        parts = [
            "<p>"
            + e(self.tr("Coups dealt: {n}").format(n=report.coups))
            + "<br>"
            + e(
                self.tr("Acts right: {right} of {total} ({share})").format(
                    right=acts.right, total=acts.total, share=share
                )
            )
            + "<br>"
            + e(
                self.tr("Pace: {value} {unit} an hour, {verdict} ({low}–{high})").format(
                    value=per_hour,
                    unit=unit,
                    verdict=verdicts[pace.verdict],
                    low=pace.target.low,
                    high=pace.target.high,
                )
            )
            + "<br>"
            + e(
                self.tr("Dealing time: {time}").format(
                    time=format_seconds(pace.dealing_seconds, loc)
                )
            )
            + "</p>"
        ]
        parts.append(self._red_lines(report))
        parts.append(self._families(report))
        parts.append(self._records(self.tr("Wrong acts"), report.wrong, report.game))
        parts.append(self._records(self.tr("Slowest acts"), report.slowest, report.game, True))
        self.text.setHtml("".join(parts))

    def _red_lines(self, report: Report) -> str:
        e = html.escape
        title = e(self.tr("Red lines"))
        if not report.red_lines:
            none = e(self.tr("None."))
            return f"<h3>{title}</h3><p style='color:#1b5e20'>{none}</p>"
        items = "".join(
            "<li style='color:#b00020'>"
            + e(self.tr("Coup {n}").format(n=r.coup))
            + f": {e(red_line_words(r.red_line, self.locale_name))} {rule_link(r.rule)}</li>"
            for r in report.red_lines
        )
        return f"<h3 style='color:#b00020'>{title}</h3><ul>{items}</ul>"

    def _families(self, report: Report) -> str:
        e = html.escape
        loc = self.locale_name
        rows = "".join(
            f"<tr><td>{e(family_words(family, loc))}</td><td align='right'>{t.right}</td>"
            f"<td align='right'>{t.total}</td></tr>"
            for family, t in report.by_family.items()
        )
        acts, right, of = e(self.tr("Acts")), e(self.tr("Right")), e(self.tr("Of"))
        head = f"<tr><th align='left'>{acts}</th><th>{right}</th><th>{of}</th></tr>"
        title = e(self.tr("By kind of act"))
        return f"<h3>{title}</h3><table cellpadding='3'>{head}{rows}</table>"

    def _records(
        self, title: str, records: tuple[ActRecord, ...], game: str, timed: bool = False
    ) -> str:
        e = html.escape
        if not records:
            return ""
        items = []
        for r in records:
            given = self._words(r.act, game) if r.act else self.tr("(nothing done)")
            line = e(self.tr("Coup {n}").format(n=r.coup)) + f": {e(given)}"
            if timed:
                line += f" — {e(format_seconds(r.seconds, self.locale_name))}"
            elif r.expected and r.expected != r.act:
                expected = self._words(r.expected, game)
                label = e(self.tr("expected"))
                line += f" — {label} <b>{e(expected)}</b>"
            items.append(f"<li>{line} {rule_link(r.rule)}</li>")
        return f"<h3>{e(title)}</h3><ul>{''.join(items)}</ul>"

    def _words(self, text: str, game: str) -> str:
        try:
            return act_words(Act.parse(text), game, self.locale_name)
        except ActSyntaxError:
            return text

    def _link(self, url: QUrl) -> None:
        target = url.toString()
        if target.startswith("rule:"):
            self.rule_panel.show_rule(target.removeprefix("rule:"), self.locale_name)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            if self.rule_panel.isVisible():
                self.rule_panel.hide()
            else:
                self.home.emit()
            return
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.again.emit()
            return
        super().keyPressEvent(event)
