"""The main window: one stack of screens, menus with shortcuts (Help lists them all), size and
position remembered, the language switched at once. Each screen shown gets the keyboard where
it names (`ui.views.focus`)."""

from __future__ import annotations

import random
from functools import cached_property
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, QThreadPool, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QMoveEvent, QResizeEvent
from PySide6.QtWidgets import QMainWindow, QMessageBox, QStackedWidget, QWidget

from trainer.progress.accounts import Person
from ui.context import AppContext
from ui.translations import install_language
from ui.views.focus import give_focus
from ui.views.home_view import GameView, HomeView
from ui.views.who_view import WhoView

if TYPE_CHECKING:
    from trainer.drills.base import Question
    from trainer.practice_session import PracticeSession, Summary
    from ui.views.drill_view import DrillView
    from ui.views.lesson_view import LessonView
    from ui.views.progress_view import ProgressView
    from ui.views.settings_view import SettingsView


class MainWindow(QMainWindow):
    def __init__(self, context: AppContext) -> None:
        super().__init__()
        self.context = context
        self.session: PracticeSession | None = None
        self.sound: object | None = None
        self.repair_notice: QMessageBox | None = None  # set when a damaged file was moved aside
        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        # Who and home are built now; the other screens on first use, so the app opens fast
        # (the felt loads pygame, the progress screen QtCharts).
        self.who = WhoView(context)
        self.home = HomeView(context)
        self.stack.addWidget(self.who)
        self.stack.addWidget(self.home)
        self.who.chosen.connect(self.start_as)
        self.home.continue_practice.connect(lambda: self.practise(None))
        self.home.open_game.connect(self.open_game)
        self._make_actions()
        self.retranslate()
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
            self.resize(1280, 800)
        from ui.instructor_mode import install as install_instructor_mode

        self.instructor_mode = install_instructor_mode(self)  # instructor and exam screens
        self.show_view(self.who)

    # ----------------------------------------------------------- screens built on first use

    @cached_property
    def game(self) -> GameView:
        view = GameView(self.context)
        view.practise.connect(lambda d, lv: self.practise((d, lv)))
        view.learn.connect(self.open_lesson)
        self.stack.addWidget(view)
        return view

    @cached_property
    def drill(self) -> DrillView:
        from ui.views.drill_view import DrillView

        view = DrillView()
        if hasattr(view.felt, "sound"):
            view.felt.sound = self.sound  # cards, chips, dice and ball as they move
        view.ended.connect(self.end_session)
        view.rule_clicked.connect(self.open_whole_lesson)
        self.stack.addWidget(view)
        # apply_preferences() cannot reach the view yet (it is cached only on return): the
        # animations setting is applied here, so "off" holds from the first question
        if hasattr(view.felt, "animations_enabled"):
            on = self.context.settings.value("animations", True, type=bool)
            view.felt.animations_enabled = on  # type: ignore[attr-defined]
        self.apply_preferences()
        return view

    @cached_property
    def lesson(self) -> LessonView:
        from ui.views.lesson_view import LessonView

        view = LessonView(self.context)
        self.stack.addWidget(view)
        return view

    @cached_property
    def progress(self) -> ProgressView:
        from ui.views.progress_view import ProgressView

        view = ProgressView(self.context)
        view.try_again.connect(self.try_again)
        view.redo_mistakes.connect(self.redo_mistakes)
        self.stack.addWidget(view)
        return view

    @cached_property
    def settings_view(self) -> SettingsView:
        from ui.views.settings_view import SettingsView

        view = SettingsView(self.context)
        view.language_chosen.connect(self.set_language)
        view.sound.toggled.connect(self.apply_preferences)
        view.volume.valueChanged.connect(self.apply_preferences)
        view.animations.toggled.connect(self.apply_preferences)
        self.stack.addWidget(view)
        return view

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
        ]
        for name, keys, slot in specs:
            action = QAction(self)
            action.setShortcut(QKeySequence(keys))
            action.triggered.connect(slot)
            self.actions_by_name[name] = action
        self.file_menu = self.menuBar().addMenu("")
        self.file_menu.addAction(self.actions_by_name["switch"])
        self.file_menu.addAction(self.actions_by_name["settings"])
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.actions_by_name["quit"])
        self.go_menu = self.menuBar().addMenu("")
        for name in ("home", "practice", "lessons", "progress"):
            self.go_menu.addAction(self.actions_by_name[name])
        # Help comes last in the bar, after the menus the instructor mode adds to Go.
        self.help_menu = self.menuBar().addMenu("")
        self.help_menu.addAction(self.actions_by_name["shortcuts"])

    def retranslate(self) -> None:
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
        }
        for name, action in self.actions_by_name.items():
            action.setText(names[name])
        self.who.retranslate()
        self.home.refresh()
        for name in ("drill", "lesson", "settings_view"):
            if self.built(name):
                getattr(self, name).retranslate()
        for name in ("game", "progress"):
            if self.built(name):
                getattr(self, name).refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ----------------------------------------------------------- navigation

    def show_view(self, view: QWidget) -> None:
        needs_trainee = view is not self.who and not (
            self.built("settings_view") and view is self.settings_view
        )
        if needs_trainee and self.context.trainee is None:
            view = self.who
        if (
            self.built("drill")
            and self.stack.currentWidget() is self.drill
            and view is not self.drill
        ):
            self._close_session(show_summary=False)
        self.stack.setCurrentWidget(view)
        give_focus(view)

    def start_as(self, person: Person) -> None:
        self.context.trainee = person
        self.context.signals.trainee_changed.emit()
        self.go_home()

    def go_home(self) -> None:
        self.home.refresh()
        self.show_view(self.home)

    def switch_trainee(self) -> None:
        self._close_session(show_summary=False)
        self.context.trainee = None
        self.who.refresh()
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

    def show_shortcuts(self) -> None:
        """Help → Keyboard shortcuts (F1): every menu action with its keys, then the keys of
        the drill and exam screens."""
        from ui.views.shortcuts_dialog import ShortcutsDialog

        actions = [*self.actions_by_name.values(), *self.instructor_mode.menu_actions()]
        self.shortcuts_dialog = ShortcutsDialog(actions, self)
        self.shortcuts_dialog.open()

    def open_progress(self) -> None:
        self.progress.refresh()
        self.show_view(self.progress)

    # ----------------------------------------------------------- practice

    def _new_session(self) -> PracticeSession:
        from trainer.practice_session import PracticeSession
        from trainer.progress.practice import next_drill

        person = self.context.trainee
        assert person is not None
        return PracticeSession(
            self.context.db,
            person.id,
            self.context.rulebook,
            lambda rng: next_drill(self.context.db, person.id, rng),
            random.Random(),
        )

    def practise(
        self, drill: tuple[str, int] | None, replay: Question | None = None, redo: bool = False
    ) -> None:
        if self.context.trainee is None:
            self.show_view(self.who)
            return
        self._close_session(show_summary=False)
        self.session = self._new_session()
        self.stack.setCurrentWidget(self.drill)
        self.drill.begin(self.session, self.context.locale, drill, replay, redo)
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
        box.setWindowTitle(self.tr("Session summary"))
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
            self.sound.enabled = settings.value("sound", True, type=bool)  # type: ignore[attr-defined]
            self.sound.volume = int(settings.value("volume", 70)) / 100  # type: ignore[attr-defined]
        if self.built("drill") and hasattr(self.drill.felt, "animations_enabled"):
            self.drill.felt.animations_enabled = settings.value("animations", True, type=bool)  # type: ignore[attr-defined]

    # ----------------------------------------------------------- language and closing

    def set_language(self, locale: str) -> None:
        self.context.locale = locale
        self.context.settings.setValue("language", locale)
        install_language(locale)  # posts LanguageChange: every view retranslates

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
        self._close_session(show_summary=False)
        QThreadPool.globalInstance().waitForDone(30_000)  # an export under way finishes
        self._geometry_saver.stop()
        self.save_geometry()
        self.school_sync.stop()
        from trainer.progress.db import close_db

        close_db(self.context.db, self.context.db_path)  # a clean close: no full check next time
        super().closeEvent(event)
