"""A practical exam's table section, dealt on the felt as in "Run the table".

The page is the table's own session view (`ui.table.session_view.TableSessionView`, hosted:
the same felt, cursor, keys, mouse, chip tray, calls and verbs) under a line with who proctors,
the exam and section, and the exam's clock, with "End the exam" below. The exam owns the
session (`ExamRun.start_table`: the section's game, mode, coups and seed, the house rules the
exam is sat under): every act goes through the station (`exam_table_act`), which judges it
and stores it at once, so a window closed mid-section loses nothing. As at Table ready, an act
gets only a quiet mark (✔ or ✘), never the act expected; nothing is shown on request (?), and
Esc does not end the section. The last coup hands the exam on (`section_done`).
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from trainer.exams.run import ExamRun
from trainer.table.acts import Act
from trainer.table.judge import Judgement
from ui.context import AppContext
from ui.table.session_view import TableSessionView, TableSetup


class ExamTablePage(QWidget):
    end_requested = Signal()  # "End the exam"
    section_done = Signal()  # the last coup is dealt: on with the exam

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.run: ExamRun | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        head = QHBoxLayout()
        head.setContentsMargins(8, 0, 8, 0)
        self.kind = QLabel()
        self.kind.setObjectName("tableExamKind")
        self.kind.setStyleSheet("font-weight: bold;")
        self.section = QLabel()
        self.section.setObjectName("tableSection")
        self.section.setStyleSheet("color: #555;")
        self.timer = QLabel()
        self.timer.setObjectName("tableExamTimer")
        self.timer.setStyleSheet("font-size: 18px; font-weight: bold;")
        self.end_button = QPushButton()
        self.end_button.setObjectName("endExamAtTable")
        self.end_button.clicked.connect(self.end_requested.emit)
        head.addWidget(self.kind)
        head.addSpacing(16)
        head.addWidget(self.section, 1)
        head.addWidget(self.timer)
        head.addSpacing(12)
        head.addWidget(self.end_button)
        layout.addLayout(head)
        self.view = TableSessionView(context)
        self.view.ended.connect(self._ended)
        layout.addWidget(self.view, 1)
        self.retranslate()

    def retranslate(self) -> None:
        self.end_button.setText(self.tr("End the exam"))
        self.view.retranslate()

    def deal(self, run: ExamRun, kind: str, where: str) -> None:
        """Seat the table of the section due (or the one under way) on the felt."""
        self.run = run
        index = run.table_due
        assert index is not None
        section = run.sitting.blueprint.sections[index]
        session = run.start_table()
        self.say(kind, where)
        setup = TableSetup(section.game, section.mode, coups=section.coups)
        self.view.host(session, setup, self._judge)

    def say(self, kind: str, where: str) -> None:
        """Who proctors, and the exam and section, in the language of the moment."""
        self.kind.setText(kind)
        self.section.setText(where)

    def _judge(self, act: Act, seconds: float) -> Judgement:
        assert self.run is not None
        return self.context.station.exam_table_act(self.run, act, seconds)

    def _ended(self) -> None:
        """The session view reached the section's last coup (the run graded it)."""
        run = self.run
        if run is not None and run.result is None and run.table is None:
            self.section_done.emit()

    def release(self) -> None:
        """The exam ended with the section under way (its time, "End the exam", the window):
        the run closed and stored the table; the view lets go of it."""
        self.view.release()
        self.run = None

    def focus_owner(self) -> QWidget:
        return self.view.focus_owner()
