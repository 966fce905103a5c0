"""The main window: one stack of screens, menus with shortcuts (Help lists them all), size and
position remembered, the language switched at once. Each screen shown gets the keyboard where
it names (`ui.views.focus`).

Every screen is a `ui.views.screen.Screen` built the same way: who and home at once, the others
on first use (`add_screen`), each shown through `show_view`. Instructor mode (Ctrl+I) opens only
for an instructor who gave their passphrase (the who screen asks for it; anyone else is sent
to the who screen with a message); exams (Ctrl+E) and Run the table (Ctrl+J) for whoever is
practising; closing the window during an exam ends it as failed, with the answers so far kept,
and leaving the table screen ends its session (its acts are written as they are judged)."""

from __future__ import annotations

import random
from functools import cached_property
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QByteArray, QSize, Qt, QThreadPool, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QMoveEvent, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QWidget,
)

from trainer.progress.accounts import Person, Role
from ui import preferences
from ui.context import AppContext
from ui.ports import Sound
from ui.views.focus import EnterPressesButtons, give_focus
from ui.views.home_view import GameView, HomeView
from ui.views.screen import Screen
from ui.views.who_view import WhoView

if TYPE_CHECKING:
    from trainer.drills.base import Question
    from trainer.practice_session import PracticeSession, Summary
    from ui.table.screen import TableScreen
    from ui.views.drill_view import DrillView
    from ui.views.exam_view import ExamView
    from ui.views.instructor_view import InstructorView
    from ui.views.lesson_view import LessonView
    from ui.views.progress_view import ProgressView
    from ui.views.settings_view import SettingsView
    from ui.views.table_report_view import TableReportView

AnyScreen = TypeVar("AnyScreen", bound=Screen)


def first_size(available: QSize) -> QSize:
    """The window's size on a first start: 1280×800, or less on a smaller screen (a 1366×768
    laptop's bottom 32 pixels held the Submit button, out of sight). The margin leaves room
    for the title bar and frame the window manager adds around it."""
    return QSize(min(1280, available.width() - 16), min(800, available.height() - 48))


class MainWindow(QMainWindow):
    def __init__(self, context: AppContext) -> None:
        super().__init__()
        self.context = context
        self.session: PracticeSession | None = None
        self._sound: Sound | None = None
        self.repair_notice: QMessageBox | None = None  # set when a damaged file was moved aside
        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self.enter_presses = EnterPressesButtons(self)  # ends with the window
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self.enter_presses)
        # Who and home are built now; the other screens on first use, so the app opens fast
        # (the felt loads pygame, the progress screen QtCharts).
        self.who = self.add_screen(WhoView(context))
        self.home = self.add_screen(HomeView(context))
        self.who.chosen.connect(self.start_as)
        self.home.continue_practice.connect(lambda: self.practise(None))
        self.home.open_game.connect(self.open_game)
        self.home.run_table.connect(self.open_table)
        self._make_actions()
        # A house-rules file refused at start-up (or later) is said here, in the shell's
        # language, until it is fixed: practice meanwhile runs under the regulation.
        self.house_rules_notice = QLabel()
        self.house_rules_notice.setObjectName("houseRulesNotice")
        self.house_rules_notice.setStyleSheet("color: #b00020;")
        self.house_rules_notice.setWordWrap(True)
        self.house_rules_notice.setContentsMargins(8, 0, 8, 2)
        self.statusBar().addWidget(self.house_rules_notice, 1)
        self.retranslate()
        context.signals.language_changed.connect(self._language_changed)
        context.signals.table_report.connect(self._table_report)  # asked for by any screen
        context.signals.changed.connect(lambda _changes: self._say_house_rules())
        self.setMinimumSize(1024, 700)
        from ui.school_sync import SchoolSync

        self.school_sync = SchoolSync(self, context)  # the school server's sync, when one is set
        # Size and position are saved as they change (a moment after the last change), not
        # only on a clean close, so a crash or a killed session keeps them too.
        self._geometry_saver = QTimer(self)
        self._geometry_saver.setSingleShot(True)
        self._geometry_saver.setInterval(500)
        self._geometry_saver.timeout.connect(self.save_geometry)
        geometry = context.settings.value("geometry")
        if not (isinstance(geometry, QByteArray) and self.restoreGeometry(geometry)):
            self.resize(first_size(self.screen().availableGeometry().size()))
        self.show_view(self.who)

    # ----------------------------------------------------------- screens built on first use

    def add_screen(self, screen: AnyScreen) -> AnyScreen:
        """A screen joins the stack (its words follow the language on their own)."""
        self.stack.addWidget(screen)
        return screen

    @cached_property
    def game(self) -> GameView:
        view = self.add_screen(GameView(self.context))
        view.practise.connect(lambda d, lv: self.practise((d, lv)))
        view.learn.connect(self.open_lesson)
        view.run_table.connect(self.open_table)
        self._escape_goes_home(view)
        return view

    @cached_property
    def drill(self) -> DrillView:
        from ui.views.drill_view import DrillView

        view = self.add_screen(DrillView(self.context))
        view.sound = self.sound  # right, wrong and the number called
        view.felt.sound = self.sound  # cards, chips, dice and ball as they move
        view.ended.connect(self.end_session)
        view.rule_clicked.connect(self.open_whole_lesson)
        # apply_preferences() cannot reach the view yet (it is cached only on return): the
        # animations setting is applied here, so "off" holds from the first question
        view.felt.animations_enabled = preferences.animations_on(self.context.settings)
        self.apply_preferences()
        return view

    @cached_property
    def lesson(self) -> LessonView:
        from ui.views.lesson_view import LessonView

        view = self.add_screen(LessonView(self.context))
        self._escape_goes_home(view)
        return view

    @cached_property
    def progress(self) -> ProgressView:
        from ui.views.progress_view import ProgressView

        view = self.add_screen(ProgressView(self.context))
        view.try_again.connect(self.try_again)
        view.redo_mistakes.connect(self.redo_mistakes)
        self._escape_goes_home(view)
        return view

    @cached_property
    def settings_view(self) -> SettingsView:
        from ui.views.settings_view import SettingsView

        view = self.add_screen(SettingsView(self.context))
        view.language_chosen.connect(self.set_language)
        view.sound.toggled.connect(self.apply_preferences)
        view.volume.valueChanged.connect(self.apply_preferences)
        view.animations.toggled.connect(self.apply_preferences)
        self._escape_goes_home(view)
        return view

    @cached_property
    def instructor(self) -> InstructorView:
        from ui.views.instructor_view import InstructorView

        return self.add_screen(InstructorView(self.context))

    @cached_property
    def table_report(self) -> TableReportView:
        """A stored table session's report (`table_report_view.show_table_report`)."""
        from ui.views.table_report_view import TableReportView, leave_report

        view = self.add_screen(TableReportView(self.context))
        view.done.connect(lambda: leave_report(self, view))
        view.rule_clicked.connect(self.open_rule)
        return view

    @cached_property
    def exam(self) -> ExamView:
        from ui.views.exam_view import ExamView

        view = self.add_screen(ExamView(self.context))
        view.done.connect(self.go_home)
        felt = view.table_page.view.felt  # a practical's table, dealt as at "Run the table"
        felt.sound = self.sound
        felt.animations_enabled = preferences.animations_on(self.context.settings)
        return view

    @cached_property
    def table(self) -> TableScreen:
        from ui.table.screen import TableScreen

        view = self.add_screen(TableScreen(self.context))
        view.session.felt.sound = self.sound  # cards, chips, dice, the calls
        view.session.felt.animations_enabled = preferences.animations_on(self.context.settings)
        view.home.connect(self.go_home)
        view.open_lesson.connect(self.open_rule)
        view.finished.connect(self._table_report)
        # a session under way ends whichever way the window leaves the screen (a menu
        # action, Continue practice, a lesson): its acts are written as they are judged
        self.stack.currentChanged.connect(self._left_table)
        return view

    def _table_report(self, session_id: int) -> None:
        """A stored session's report (`ui.views.table_report_view`): one ended at the table,
        or one chosen in a screen's list (`signals.table_report`)."""
        from ui.views.table_report_view import show_table_report

        show_table_report(self, session_id)

    def _left_table(self, _index: int) -> None:
        if self.stack.currentWidget() is not self.table:
            self.table.stop()

    @property
    def sound(self) -> Sound | None:
        """The sound board (`ui.app.LazySound`), None until the app gives one."""
        return self._sound

    @sound.setter
    def sound(self, sound: Sound | None) -> None:
        self._sound = sound
        if self.built("drill"):
            self.drill.sound = sound
            self.drill.felt.sound = sound
        if self.built("table"):
            self.table.session.felt.sound = sound
        if self.built("exam"):
            self.exam.table_page.view.felt.sound = sound

    def _escape_goes_home(self, view: QWidget) -> None:
        """Esc on a screen away from practice (a lesson, progress, settings, a game page) goes
        home, as a trainee expects of a desktop app; the drill keeps its own Esc (end the
        session with its summary)."""
        escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), view, self.go_home)
        escape.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)

    def built(self, name: str) -> bool:
        """Whether a lazily built screen exists yet."""
        return name in self.__dict__

    # ----------------------------------------------------------- menus

    def _make_actions(self) -> None:
        self.actions_by_name: dict[str, QAction] = {}
        specs = [
            ("home", "Ctrl+H", lambda: self.go_home()),
            ("practice", "Ctrl+P", lambda: self.practise(None)),
            ("lessons", "Ctrl+L", lambda: self.open_lesson(self.game.game)),
            ("progress", "Ctrl+R", lambda: self.open_progress()),
            ("settings", "Ctrl+,", lambda: self.show_view(self.settings_view)),
            ("switch", "Ctrl+T", lambda: self.switch_trainee()),
            ("quit", "Ctrl+Q", lambda: self.close()),
            ("shortcuts", "F1", lambda: self.show_shortcuts()),
            ("exam", "Ctrl+E", lambda: self.open_exams()),
            ("instructor", "Ctrl+I", lambda: self.open_instructor()),
            ("table", "Ctrl+J", lambda: self.open_table(self._game_now())),
        ]
        for name, keys, slot in specs:
            action = QAction(self)
            action.setObjectName(f"{name}Action")
            action.setShortcut(QKeySequence(keys))
            action.triggered.connect(slot)
            self.actions_by_name[name] = action
        self.file_menu = self.menuBar().addMenu("")
        self.file_menu.addAction(self.actions_by_name["switch"])
        self.file_menu.addAction(self.actions_by_name["settings"])
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.actions_by_name["quit"])
        self.go_menu = self.menuBar().addMenu("")
        for name in ("home", "practice", "lessons", "progress", "table"):
            self.go_menu.addAction(self.actions_by_name[name])
        self.go_menu.addSeparator()
        self.go_menu.addAction(self.actions_by_name["exam"])
        self.go_menu.addAction(self.actions_by_name["instructor"])
        self.help_menu = self.menuBar().addMenu("")
        self.help_menu.addAction(self.actions_by_name["shortcuts"])

    def _language_changed(self, _locale: str) -> None:
        self.retranslate()

    def retranslate(self) -> None:
        """The window's own words (its screens retranslate themselves)."""
        self.setWindowTitle(self.tr("Dealer Trainer"))
        self.file_menu.setTitle(self.tr("&File"))
        self.go_menu.setTitle(self.tr("&Go"))
        self.help_menu.setTitle(self.tr("&Help"))
        names = {
            "home": self.tr("Home"),
            "practice": self.tr("Continue practice"),
            "lessons": self.tr("Lessons"),
            "progress": self.tr("My progress"),
            "settings": self.tr("Settings"),
            "switch": self.tr("Switch trainee"),
            "quit": self.tr("Quit"),
            "shortcuts": self.tr("Keyboard shortcuts"),
            "exam": self.tr("Exams"),
            "instructor": self.tr("Instructor mode"),
            "table": self.tr("Run the table"),
        }
        for name, action in self.actions_by_name.items():
            action.setText(names[name])
        self._say_house_rules()

    def _say_house_rules(self) -> None:
        """The refusal of the house-rules file, if any (no file: nothing to read, and the
        rulebook is not loaded at start-up just to say so)."""
        exists = self.context.house_rules_path.exists()
        problem = self.context.rulebook_problem if exists else ""
        self.house_rules_notice.setVisible(bool(problem))
        self.house_rules_notice.setText(
            self.tr("House rules refused, the regulation applies: {problem}").format(
                problem=problem
            )
            if problem
            else ""
        )

    # ----------------------------------------------------------- navigation

    def show_view(self, view: QWidget) -> None:
        needs_trainee = view is not self.who and not (
            self.built("settings_view") and view is self.settings_view
        )
        if needs_trainee and self.context.trainee is None:
            view = self.who
        if isinstance(view, Screen):
            view.about_to_show()  # figures written since it was last shown are read again
        if (
            self.built("drill")
            and self.stack.currentWidget() is self.drill
            and view is not self.drill
        ):
            self._close_session(show_summary=False)
        self.stack.setCurrentWidget(view)
        give_focus(view)

    def start_as(self, person: Person) -> None:
        """After the who screen: home, or for an instructor (passphrase given) the class
        overview."""
        self.context.trainee = person
        self.go_home()
        if person.role is Role.INSTRUCTOR:
            self.open_instructor()

    def go_home(self) -> None:
        self.show_view(self.home)

    def switch_trainee(self) -> None:
        self._close_session(show_summary=False)
        self.context.trainee = None
        self.show_view(self.who)

    def open_game(self, game: str) -> None:
        self.game.show_game(game)
        self.show_view(self.game)

    def open_lesson(self, game: str) -> None:
        from ui.games import lesson_of

        self.lesson.show_lesson(lesson_of(game))
        self.show_view(self.lesson)

    def open_rule(self, rule_id: str) -> None:
        self.lesson.show_rule(rule_id)
        self.show_view(self.lesson)

    def open_whole_lesson(self, rule_id: str) -> None:
        """From a drill's rule panel: the session ends (with its summary, as Esc ends it) and
        the lesson opens at the rule."""
        summary = self._close_session(show_summary=True)
        self.open_rule(rule_id)
        if summary is not None and summary.questions:
            self._show_summary(summary)

    def open_instructor(self) -> bool:
        person = self.context.trainee
        if person is None or person.role is not Role.INSTRUCTOR:
            self.switch_trainee()
            self.who.message.say(
                lambda: self.tr("Instructor mode needs an instructor's PIN: choose an instructor.")
            )
            return False
        self.show_view(self.instructor)
        return True

    def open_table(self, game: str = "") -> None:
        """The setup of a session at `game`'s table (the first table by default)."""
        if self.context.trainee is None:
            self.show_view(self.who)
            return
        self.show_view(self.table)
        self.table.open_setup(game)

    def _game_now(self) -> str:
        """The game whose page was last open, for Ctrl+J."""
        return self.game.game if self.built("game") else ""

    def open_exams(self) -> None:
        if self.context.trainee is None:
            self.show_view(self.who)
            return
        self.exam.show_choices()
        self.show_view(self.exam)

    def show_shortcuts(self) -> None:
        """Help → Keyboard shortcuts (F1): every menu action with its keys, then the keys of
        the drill and exam screens."""
        from ui.views.shortcuts_dialog import ShortcutsDialog

        actions = list(self.actions_by_name.values())
        self.shortcuts_dialog = ShortcutsDialog(actions, self)
        self.shortcuts_dialog.open()

    def open_progress(self) -> None:
        self.show_view(self.progress)

    # ----------------------------------------------------------- practice

    def _new_session(self) -> PracticeSession:
        person = self.context.trainee
        assert person is not None
        return self.context.station.practice(person.id, random.Random())

    def practise(
        self, drill: tuple[str, int] | None, replay: Question | None = None, redo: bool = False
    ) -> None:
        if self.context.trainee is None:
            self.show_view(self.who)
            return
        self._close_session(show_summary=False)
        self.session = self._new_session()
        self.stack.setCurrentWidget(self.drill)
        self.drill.begin(self.session, drill, replay, redo)
        give_focus(self.drill)  # the answer field (or the view while the deal runs)

    def try_again(self, question: Question) -> None:
        self.practise((question.drill_id, question.level), replay=question)

    def redo_mistakes(self) -> None:
        """Each recent mistake again until it is answered right twice (My progress)."""
        self.practise(None, redo=True)

    def end_session(self) -> None:
        summary = self._close_session(show_summary=True)
        self.go_home()
        if summary is not None and summary.questions:
            self._show_summary(summary)

    def _close_session(self, show_summary: bool) -> Summary | None:
        """End the open session: answered attempts are already committed; an unanswered
        question is dropped."""
        if self.built("drill"):
            self.drill.stop()
        if self.session is None:
            return None
        summary = self.session.finish()
        self.session = None
        return summary if show_summary else None

    def _show_summary(self, summary: Summary) -> None:
        from trainer.drills import catalog
        from trainer.locale_format import format_percent_of, format_seconds

        locale = self.context.locale
        accuracy = (
            format_percent_of(summary.accuracy, locale) if summary.accuracy is not None else "—"
        )
        median = format_seconds(summary.median_seconds, locale) if summary.median_seconds else "—"
        from ui.words import say

        improved = ", ".join(
            say(catalog.get(d).title, self.context.locale) for d in summary.improved
        )
        box = QMessageBox(self)
        box.setObjectName("summary")
        # Closed, it goes: the window is its parent, so each session's summary stayed behind
        # (five widgets and their window; the soak's memory crept by about 0.5 MB a minute)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.setWindowTitle(self.tr("Session summary"))
        # wide enough that the title is read whole ("Resu…esión" at the box's natural width)
        box.setStyleSheet("QLabel#qt_msgbox_label { min-width: 22em; }")
        box.setText(
            self.tr(
                "Questions: {n}\nCorrect: {correct} ({accuracy})\nMedian time: {median}\n"
                "Improved: {improved}"
            ).format(
                n=summary.questions,
                correct=summary.correct,
                accuracy=accuracy,
                median=median,
                improved=improved or "—",
            )
        )
        box.open()
        self.summary_box = box

    def apply_preferences(self) -> None:
        """Sound, volume and animations take effect at once."""
        settings = self.context.settings
        if self.sound is not None:
            self.sound.enabled = preferences.sound_on(settings)
            self.sound.volume = preferences.volume_percent(settings) / 100
        if self.built("drill"):
            self.drill.felt.animations_enabled = preferences.animations_on(settings)
        if self.built("table"):
            self.table.session.felt.animations_enabled = preferences.animations_on(settings)
        if self.built("exam"):
            self.exam.table_page.view.felt.animations_enabled = preferences.animations_on(settings)

    # ----------------------------------------------------------- language and closing

    def set_language(self, locale: str) -> None:
        self.context.set_language(locale)  # every screen re-reads its words

    def save_geometry(self) -> None:
        self.context.settings.setValue("geometry", self.saveGeometry())
        self.context.settings.sync()

    def moveEvent(self, event: QMoveEvent) -> None:
        super().moveEvent(event)
        if self.isVisible():
            self._geometry_saver.start()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.isVisible():
            self._geometry_saver.start()

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.built("exam"):
            self.exam.abandon()  # an exam under way ends as failed, its answers kept
        self._close_session(show_summary=False)
        if self.built("table"):
            self.table.stop()  # a session under way ends, its acts written
        QThreadPool.globalInstance().waitForDone(30_000)  # an export under way finishes
        self._geometry_saver.stop()
        self.save_geometry()
        self.school_sync.stop()
        self.context.station.close()  # a clean close: no full check next time
        super().closeEvent(event)
