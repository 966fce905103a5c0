"""Instructor mode and exam mode wired into the main window: two screens in its stack (built on
first use), two menu actions with shortcuts, and the hooks that keep them safe.

- Instructor mode (Ctrl+I) opens only for an instructor who gave the PIN (the who screen asks
  for it); anyone else is sent to the who screen with a message.
- Exams (Ctrl+E) for whoever is practising.
- Closing the window during an exam ends it as failed, with the answers so far kept.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction, QKeySequence

from trainer.progress.accounts import Person, Role

if TYPE_CHECKING:
    from ui.main_window import MainWindow
    from ui.views.exam_view import ExamView
    from ui.views.instructor_view import InstructorView


class InstructorMode(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self._instructor: InstructorView | None = None
        self._exam: ExamView | None = None
        self.instructor_action = QAction(window)
        self.instructor_action.setObjectName("instructorAction")
        self.instructor_action.setShortcut(QKeySequence("Ctrl+I"))
        self.instructor_action.triggered.connect(self.open_instructor)
        self.exam_action = QAction(window)
        self.exam_action.setObjectName("examAction")
        self.exam_action.setShortcut(QKeySequence("Ctrl+E"))
        self.exam_action.triggered.connect(self.open_exams)
        window.go_menu.addSeparator()
        window.go_menu.addAction(self.exam_action)
        window.go_menu.addAction(self.instructor_action)
        window.who.chosen.connect(self._chosen)
        window.installEventFilter(self)
        self.retranslate()

    def menu_actions(self) -> list[QAction]:
        """Its menu actions, for Help → Keyboard shortcuts."""
        return [self.exam_action, self.instructor_action]

    def retranslate(self) -> None:
        self.instructor_action.setText(self.tr("Instructor mode"))
        self.exam_action.setText(self.tr("Exams"))

    @property
    def instructor(self) -> InstructorView:
        if self._instructor is None:
            from ui.views.instructor_view import InstructorView

            self._instructor = InstructorView(self.window.context)
            self.window.stack.addWidget(self._instructor)
        return self._instructor

    @property
    def exam(self) -> ExamView:
        if self._exam is None:
            from ui.views.exam_view import ExamView

            self._exam = ExamView(self.window.context)
            self._exam.done.connect(self.window.go_home)
            self.window.stack.addWidget(self._exam)
        return self._exam

    def _chosen(self, person: Person) -> None:
        """After the who screen: an instructor (PIN given) lands on the class overview."""
        if person.role is Role.INSTRUCTOR:
            self.open_instructor()

    def open_instructor(self) -> bool:
        person = self.window.context.trainee
        if person is None or person.role is not Role.INSTRUCTOR:
            self.window.switch_trainee()
            self.window.who.message.setText(
                self.tr("Instructor mode needs an instructor's PIN: choose an instructor.")
            )
            return False
        self.window.show_view(self.instructor)
        return True

    def open_exams(self) -> None:
        if self.window.context.trainee is None:
            self.window.show_view(self.window.who)
            return
        self.exam.show_choices()
        self.window.show_view(self.exam)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window:
            if event.type() == QEvent.Type.Close and self._exam is not None:
                self._exam.abandon()
            elif event.type() == QEvent.Type.LanguageChange:
                self.retranslate()
        return False


def install(window: MainWindow) -> InstructorMode:
    """Called once by the main window (`window.instructor_mode`)."""
    return InstructorMode(window)
