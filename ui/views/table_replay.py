"""A table session's coups replayed act by act from its records: the coup chosen, its acts in
the order the trainee made them (each with its verdict and time), and the act selected spelled
out: what had just happened at the table, the act made, the act expected, the verdict, the rule
(a link to its lesson paragraph) and the red line if any.

The stored question replay (`replay_panel.py`) shows one drawn scene and one answer; a coup is
a sequence of acts with no scene stored, so it gets this panel: ← and → step through the acts
(across coups at either end), Page Up and Page Down through the coups.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from trainer.locale_format import format_seconds
from trainer.table.report import replay
from trainer.table.report_words import act_words, red_line_words, verdict_words
from trainer.table.session import ActRecord

RIGHT, WRONG = "#1b5e20", "#b00020"


def rule_link(rule: str) -> str:
    """A rule id as a link the panel answers by opening its paragraph."""
    return f"<a href='rule:{rule}'>{rule}</a>" if rule else "—"


class TableReplayPanel(QWidget):
    rule_clicked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.records: tuple[ActRecord, ...] = ()
        self.lang = "en"
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        top = QHBoxLayout()
        self.coup_label = QLabel()
        self.coup = QComboBox()
        self.coup.setObjectName("replayCoup")
        self.coup.currentIndexChanged.connect(lambda _n: self._fill_acts())
        self.coup_label.setBuddy(self.coup)
        self.previous = QPushButton()
        self.previous.setObjectName("replayPrevious")
        self.previous.clicked.connect(lambda: self.step(-1))
        self.next = QPushButton()
        self.next.setObjectName("replayNext")
        self.next.clicked.connect(lambda: self.step(1))
        top.addWidget(self.coup_label)
        top.addWidget(self.coup, 1)
        top.addWidget(self.previous)
        top.addWidget(self.next)
        layout.addLayout(top)
        self.acts = QListWidget()
        self.acts.setObjectName("replayActs")
        self.acts.currentRowChanged.connect(lambda _row: self._show_act())
        self.acts.installEventFilter(self)  # ← → and Page Up/Down step even from the list
        layout.addWidget(self.acts, 3)
        self.detail = QLabel()
        self.detail.setObjectName("replayDetail")
        self.detail.setWordWrap(True)
        self.detail.setTextFormat(Qt.TextFormat.RichText)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.detail.setMinimumHeight(110)
        self.detail.linkActivated.connect(self._link)
        layout.addWidget(self.detail, 2)
        self.retranslate()

    def retranslate(self) -> None:
        self.coup_label.setText(self.tr("&Coup:"))
        self.previous.setText(self.tr("← Previous act"))
        self.next.setText(self.tr("Next act →"))

    def show_records(self, records: Sequence[ActRecord], locale: str, coup: int = 0) -> None:
        """Load a session's records; `coup` chosen first (by default the first with a
        mistake, else the first)."""
        self.records = tuple(records)
        self.lang = locale
        coups = sorted({r.coup for r in self.records})
        first_wrong = next((r.coup for r in self.records if not r.right), 0)
        chosen = coup or first_wrong or (coups[0] if coups else 0)
        self.coup.blockSignals(True)
        self.coup.clear()
        for number in coups:
            mistakes = sum(1 for r in self.records if r.coup == number and not r.right)
            label = self.tr("Coup {number}").format(number=number)
            if mistakes:
                label += " — " + self.tr("%n mistake(s)", "", mistakes)
            self.coup.addItem(label, number)
        self.coup.setCurrentIndex(max(0, self.coup.findData(chosen)))
        self.coup.blockSignals(False)
        self._fill_acts()

    def coup_acts(self) -> tuple[ActRecord, ...]:
        number = self.coup.currentData()
        return replay(self.records, int(number)) if number is not None else ()

    def _fill_acts(self) -> None:
        self.acts.blockSignals(True)
        self.acts.clear()
        for n, record in enumerate(self.coup_acts(), start=1):
            given = act_words(record.act, self.lang) or self.tr("(no act)")
            text = self.tr("{n}. {act} · {verdict} · {seconds}").format(
                n=n,
                act=given,
                verdict=verdict_words(record.verdict, self.lang),
                seconds=format_seconds(record.seconds, self.lang),
            )
            item = QListWidgetItem(("⚠ " if record.red_line else "") + text)
            item.setForeground(Qt.GlobalColor.darkGreen if record.right else Qt.GlobalColor.red)
            self.acts.addItem(item)
        self.acts.blockSignals(False)
        wrong = next((n for n, r in enumerate(self.coup_acts()) if not r.right), 0)
        self.acts.setCurrentRow(wrong if self.acts.count() else -1)
        self._show_act()

    def current(self) -> ActRecord | None:
        row = self.acts.currentRow()
        acts = self.coup_acts()
        return acts[row] if 0 <= row < len(acts) else None

    def step(self, by: int) -> None:
        """The next (or previous) act, across coups at either end."""
        row = self.acts.currentRow() + by
        if 0 <= row < self.acts.count():
            self.acts.setCurrentRow(row)
            return
        index = self.coup.currentIndex() + (1 if by > 0 else -1)
        if 0 <= index < self.coup.count():
            self.coup.setCurrentIndex(index)
            self.acts.setCurrentRow(0 if by > 0 else self.acts.count() - 1)

    def _show_act(self) -> None:
        record = self.current()
        if record is None:
            self.detail.clear()
            return
        locale = self.lang
        colour = RIGHT if record.right else WRONG
        act, expected = self.tr("Act"), self.tr("Expected")
        rule, red = self.tr("Rule"), self.tr("Red line")
        lines = []
        if record.cue:
            lines.append(self.tr("At the table: {cue}").format(cue=record.cue))
        given = act_words(record.act, locale) or self.tr("(no act)")
        lines.append(
            f"<b>{act}:</b> <span style='color:{colour}'>{given}</span> — "
            f"{verdict_words(record.verdict, locale)}"
        )
        if not record.right and record.expected:
            lines.append(f"<b>{expected}:</b> {act_words(record.expected, locale)}")
        lines.append(
            f"<b>{rule}:</b> {rule_link(record.rule)} · "
            + self.tr("Time: {seconds}").format(seconds=format_seconds(record.seconds, locale))
        )
        if record.red_line:
            lines.append(
                f"<b style='color:{WRONG}'>{red}:</b> " + red_line_words(record.red_line, locale)
            )
        self.detail.setText("<br>".join(lines))

    def _link(self, href: str) -> None:
        if href.startswith("rule:"):
            self.rule_clicked.emit(href[5:])

    def take_key(self, event: QKeyEvent) -> bool:
        """← → step act by act, Page Up / Page Down coup by coup."""
        key = event.key()
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Left):
            self.step(1 if key == Qt.Key.Key_Right else -1)
            return True
        if key in (Qt.Key.Key_PageDown, Qt.Key.Key_PageUp):
            index = self.coup.currentIndex() + (1 if key == Qt.Key.Key_PageDown else -1)
            if 0 <= index < self.coup.count():
                self.coup.setCurrentIndex(index)
            return True
        return False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is self.acts
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
        ):
            return self.take_key(event)
        return super().eventFilter(watched, event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.take_key(event):
            super().keyPressEvent(event)
