"""The session screen: the trainee runs the table on the felt.

The felt shows the coup after each act (`ui.table.scenes`); a gold outline is the cursor.
Keys (the felt has the keyboard):
- Enter or Space: the routine act on the cursor (`targets.routine_act`: the next card; a bet
  collected, or paid with the tray's chips) and the cursor moves to the next in order;
- arrows: the cursor across the cloth (Left/Right by place, Up/Down between hands and bets);
  Tab and Shift+Tab in order;
- 1-9: a chip into the tray; Backspace: the last chip back; Delete: the tray emptied;
  F2 or =: type an amount for the tray;
- a letter, or F3: the call line (the full call in the trainee's language, Enter says it);
- F4 onwards: the verbs on the bar (stand, split, refuse ...); Ctrl+M: every stack's amount;
- ?: the act due now, shown on request (it then counts toward no drill; not at Table ready);
- a card dealt out of order: "Move the card" on the bar picks it up from the hand where it
  landed, Enter (or a click) on the hand it belongs to puts it there; Esc puts it back;
- Esc: the session ends with its report (an exam's table: see below).
A click acts like Enter on what is under the mouse (a card: its hand; chips: the bet; a chip
of the float: into the tray; a number on the roulette layout once the ball has fallen: the
dolly there); a right click only moves the cursor.

Every act goes to the session (`TableSession.act`) with the acting time since the act before
(`SessionClock`: the felt's animations are not the trainee's time); the records are written
as they are judged (`trainer.table.store`). In Learn and Guided the side panel answers each
act (a wrong one with the act expected and `TableSession.hint`); in Practice and Table ready a
quiet mark; the stored session's report comes at the end (`ui.views.table_report_view`).

An exam's table section is dealt on this same view (`host`): the exam owns the session, judges
and stores each act (`Referee`) and ends it; the view then offers no help on request (?), and
Esc does not end the section (the exam page has "End the exam").
"""

from __future__ import annotations

import html
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal

from PySide6.QtCore import QEvent, QObject, QPointF, QStringListModel, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QResizeEvent
from PySide6.QtWidgets import (
    QCompleter,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from trainer.locale_format import elide
from trainer.scene import Scene
from trainer.table.acts import Act
from trainer.table.judge import Judgement
from trainer.table.report import Report, session_report
from trainer.table.session import SessionOver, TableSession
from trainer.table.words import text as core_text
from ui.context import AppContext
from ui.felt.widget import FeltWidget
from ui.table.calls import CallError, offered, read_call
from ui.table.chip_tray import ChipTray
from ui.table.clock import SessionClock
from ui.table.coup import CoupView, cues_in
from ui.table.feedback import FeedbackPanel, rule_link
from ui.table.pace import PaceMeter, per_hour
from ui.table.scenes import scene_of
from ui.table.targets import (
    WHEELS,
    Kind,
    Target,
    before_the_ball_falls,
    busted,
    following,
    routine_act,
    step_through,
    targets_of,
    zone_hand,
)
from ui.table.verbs import MOVING, Context, Verb, verbs_for
from ui.table.words import (
    act_words,
    cue_words,
    mode_words,
    red_line_words,
    table_name,
    target_words,
    unit_words,
    verdict_words,
)

# after a right act of these duties the settlement begins: the cursor goes to the bets
SETTLE_FROM = frozenset(
    {"announce_total", "mark", "announce_winner", "announce_sides", "stick_call", "puck"}
)
FIRST_CARDS = {"blackjack": {"dealer": 1}, "punto_banco": {}}  # cards each hand gets in the deal
VERB_KEYS = tuple(getattr(Qt.Key, f"Key_F{n}") for n in range(4, 13))
# who judges a hosted session's acts, and stores them (an exam: `ExamRun.table_act`)
Referee = Callable[[Act, float], Judgement]


@dataclass(frozen=True, slots=True)
class TableSetup:
    """What the setup screen chose: `coups` or `minutes` bounds the session."""

    game: str
    mode: str
    coups: int | None = None
    minutes: int | None = None
    seed: int | None = None
    incident_rate: float | None = None  # the mode's rate unless given (an exam, a test)
    incidents: tuple[str, ...] | None = None  # the game's incidents unless given


class TableSessionView(QWidget):
    ended = Signal()  # the session is over: its report is ready (`report`)
    open_lesson = Signal(str)  # a rule's whole lesson (ends the session)

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tableSession")
        self.context = context
        self.session: TableSession | None = None
        self.setup: TableSetup | None = None
        self.report: Report | None = None
        self.scene: Scene | None = None
        self.view: CoupView | None = None
        self.at: Target | None = None
        # what the coup shown needs (a 2-hour session deals 200 coups: earlier coups are
        # forgotten as the next one opens, `_forget_before`)
        self.paid: dict[tuple[int, str], Decimal] = {}  # (coup, target) -> what was paid
        self.announced: dict[int, int] = {}  # coup -> the number the trainee called
        self.store_id = 0
        self.written = 0
        self.last_cue = ""
        self.latencies: list[float] = []  # ms from an act to the felt showing it, measured
        self.measure_paint = False  # paint the felt inside each act and time it (the bench)
        self.verbs: list[Verb] = []
        self.holding: str | None = None  # the hand a card out of order was picked up from
        self.deadline: float | None = None
        self.referee: Referee | None = None  # a hosted session's (`host`)
        self.clock = SessionClock(self)
        self.ticker = QTimer(self)
        self.ticker.setInterval(250)
        self.ticker.timeout.connect(self._tick)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._build()

    # ------------------------------------------------------------------ layout

    def _build(self) -> None:
        outer = QVBoxLayout(self)
        outer.setContentsMargins(8, 6, 8, 6)
        head = QHBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("tableTitle")
        self.title.setStyleSheet("font-size: 17px; font-weight: bold;")
        self.coup_label = QLabel()
        self.coup_label.setObjectName("tableCoup")
        self.clock_label = QLabel()
        self.clock_label.setObjectName("tableClock")
        self.clock_label.setStyleSheet("font-size: 17px; font-weight: bold;")
        self.pace = PaceMeter()
        self.end_button = QPushButton()
        self.end_button.setObjectName("tableEnd")
        self.end_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.end_button.clicked.connect(self.finish)
        head.addWidget(self.title)
        head.addSpacing(12)
        head.addWidget(self.coup_label)
        head.addStretch(1)
        head.addWidget(self.clock_label)
        head.addSpacing(12)
        head.addWidget(self.pace)
        head.addWidget(self.end_button)
        outer.addLayout(head)

        middle = QHBoxLayout()
        self.felt = FeltWidget()
        self.felt.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the view takes the keys
        self.felt.show_highlight = True
        self.felt.animation_finished.connect(self.clock.resume)
        middle.addWidget(self.felt, 1)
        self.feedback = FeedbackPanel()
        self.feedback.setMinimumWidth(250)
        self.feedback.setMaximumWidth(330)
        self.feedback.open_lesson.connect(self.open_lesson.emit)
        middle.addWidget(self.feedback)
        outer.addLayout(middle, 1)

        status = QHBoxLayout()
        self.mark = QLabel()
        self.mark.setObjectName("tableMark")
        self.mark.setFixedWidth(26)
        self.mark.setStyleSheet("font-size: 18px; font-weight: bold;")
        self.happening = QLabel()
        self.happening.setObjectName("tableHappening")
        self.happening.setStyleSheet("font-size: 15px; color: #333;")
        self.happening.setWordWrap(True)
        self.cursor_label = QLabel()
        self.cursor_label.setObjectName("tableCursor")
        self.cursor_label.setStyleSheet("font-size: 15px; color: #6d4c00;")
        for label in (self.happening, self.cursor_label):  # they wrap; the window keeps 1024
            label.setWordWrap(True)
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        status.addWidget(self.mark)
        status.addWidget(self.happening, 3)
        status.addWidget(self.cursor_label, 2)
        outer.addLayout(status)

        self.problem = QLabel()
        self.problem.setObjectName("tableProblem")
        self.problem.setStyleSheet("color: #b00020;")
        outer.addWidget(self.problem)

        calls = QHBoxLayout()
        self.call_label = QLabel()
        self.call_label.setStyleSheet("font-weight: bold;")
        self.call_line = QLineEdit()
        self.call_line.setObjectName("callLine")
        self.call_line.setStyleSheet("font-size: 16px; padding: 3px;")
        self.completer = QCompleter([], self.call_line)
        self.completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.completer.setFilterMode(Qt.MatchFlag.MatchContains)
        self.call_line.setCompleter(self.completer)
        # Enter says the call however it reaches the line: a completer's popup (a window of
        # its own under X) hands the key to the line edit past its event filters, and a
        # completion chosen from the popup is said at once (found dealing under Xvfb)
        self.call_line.returnPressed.connect(self.say_call)
        self.completer.activated.connect(self._chosen_call)
        calls.addWidget(self.call_label)
        calls.addWidget(self.call_line, 1)
        outer.addLayout(calls)

        self.tray = ChipTray()
        self.tray.done.connect(self.take_keys)
        self.tray.changed.connect(self._show_cursor)
        outer.addWidget(self.tray)

        self.verb_row = QGridLayout()
        self.verb_row.setSpacing(4)
        self.verb_row.setAlignment(Qt.AlignmentFlag.AlignLeft)
        outer.addLayout(self.verb_row)
        self.verb_buttons: list[QPushButton] = []
        self.felt.installEventFilter(self)  # clicks (once every part exists)
        self.call_line.installEventFilter(self)  # Esc leaves the call line
        self.retranslate()

    def focus_owner(self) -> QWidget:
        return self

    def retranslate(self) -> None:
        self.end_button.setText(self.tr("End session (Esc)"))
        self.call_label.setText(self.tr("Call (F3):"))
        self.call_line.setPlaceholderText(
            self.tr("the call in full, as you say it at the table; Enter says it")
        )
        self.feedback.set_locale(self.locale_name)
        self.tray.retranslate()
        self.feedback.retranslate()
        if self.session is not None:  # the language changed during a session
            self.felt.set_locale(self.locale_name)
            self.tray.set_locale(self.locale_name)
            self._show_verbs()
            self._refresh_texts()

    # ------------------------------------------------------------------ session

    @property
    def locale_name(self) -> str:
        return self.context.locale

    def begin(self, setup: TableSetup) -> None:
        """A new session at the table of `setup.game`, stored as it is dealt."""
        rulebook = self.context.rulebook
        seed = setup.seed if setup.seed is not None else random.SystemRandom().randrange(2**31)
        session = TableSession(
            setup.game,
            setup.mode,
            rulebook=rulebook,
            seed=seed,
            coups=setup.coups,
            incident_rate=setup.incident_rate,
            incidents=setup.incidents,
        )
        person = self.context.trainee
        store_id = 0
        if person is not None:
            # stored under the rulebook in force, the one dealt with
            store_id = self.context.station.begin_table(
                person.id, setup.game, setup.mode, seed, setup.coups
            )
        self._seat(session, setup, store_id, None)

    def host(self, session: TableSession, setup: TableSetup, referee: Referee) -> None:
        """Deal `session`, which another screen owns (an exam's table section): `referee`
        judges and stores each act; the view stores nothing, gives no help on request and
        leaves the ending to its owner (the last coup still ends it, `ended`)."""
        self._seat(session, setup, 0, referee)

    def release(self) -> None:
        """Let go of a hosted session its owner ended (the exam's time ran out, the exam was
        ended): no report, no `ended`."""
        self.clock.stop()
        self.ticker.stop()
        self.session = None
        self.referee = None

    def _seat(
        self, session: TableSession, setup: TableSetup, store_id: int, referee: Referee | None
    ) -> None:
        rulebook = session.rulebook
        self.setup = setup
        self.session = session
        self.referee = referee
        self.end_button.setVisible(referee is None)
        self.deadline = setup.minutes * 60.0 if setup.minutes else None
        self.report = None
        self.paid.clear()
        self.announced.clear()
        self.latencies.clear()
        self.written = 0
        self.last_cue = ""
        self.at = None
        self.holding = None
        self.store_id = store_id
        self.felt.set_rulebook(rulebook)
        self.felt.set_locale(self.locale_name)
        self.tray.set_chips(rulebook.chip_set, self.locale_name)
        self.feedback.set_locale(self.locale_name)
        self.feedback.clear()
        self.feedback.setVisible(self.session.mode.hints)
        self._show_pace_target()
        self.verbs = verbs_for(setup.game)
        self._show_verbs()
        self.mark.clear()
        self.problem.clear()
        self.call_line.clear()
        self._update(animate=False)
        self.clock.start()
        self.ticker.start()
        self._tick()

    def finish(self) -> None:
        """End the session: a payout still wrong is a red line (`TableSession.close`), the
        last records are written, and the report is ready."""
        session = self.session
        if session is None:
            return
        self.clock.stop()
        self.ticker.stop()
        if self.referee is None:  # a hosted session is closed and stored by its owner
            session.close()
            self._write_records()
            if self.store_id:
                self.context.station.end_table(self.store_id, session.coups_dealt)
        self.report = session_report(session)
        self.session = None
        self.referee = None
        self.ended.emit()

    def stop(self) -> None:
        """Leave without a report (the window moves to another screen)."""
        if self.session is not None:
            self.finish()

    # ------------------------------------------------------------------ acting

    def act(self, act: Act) -> Judgement | None:
        """Judge `act`, show the table after it, answer it; None when the session is over."""
        session = self.session
        if session is None:
            return None
        started = time.perf_counter()
        if self.felt.is_animating():
            self.felt.skip_animation()  # the trainee does not wait for the felt
        seconds = self.clock.take()
        coup = self.view.number if self.view is not None else 0
        try:
            if self.referee is not None:
                judgement = self.referee(act, seconds)
            else:
                judgement = session.act(act, seconds)
        except SessionOver:
            self.finish()
            return None
        self._remember(act, judgement, coup)
        self._write_records()
        if act.family in ("pay", "half", "commission", "correct", "cagnotte"):
            self.tray.clear()  # the chips are on the cloth now
        self._update(animate=True, judgement=judgement)
        if self.measure_paint:
            self.felt.repaint()
            self.latencies.append((time.perf_counter() - started) * 1000)
        self._answer(act, judgement)
        self._say_aloud(act, judgement)
        self.problem.clear()
        if self._time_is_up() and session.planned is None:
            session.planned = session.coup_number  # the session ends with this coup
        if session.finished:
            self.finish()
        return judgement

    def _remember(self, act: Act, judgement: Judgement, coup: int) -> None:
        """What the trainee set down stays on the felt, right or wrong (a wrong payout is
        seen until corrected), and the number called is the one the dolly goes on."""
        stands = act.family in ("pay", "commission") and judgement.done is not None
        if act.amount is not None and (stands or (act.family == "correct" and judgement.right)):
            self.paid[(coup, act.target)] = act.amount
        number = called_number(act)
        if number is not None:
            self.announced[coup] = number

    def _write_records(self) -> None:
        """The records judged since the last write, through the station (announced: the
        screens showing the trainee's figures and sessions read them again when shown)."""
        if self.session is None:
            return
        records = self.session.records
        if self.store_id and len(records) > self.written:
            self.context.station.table_acts(self.store_id, records[self.written :])
        self.written = len(records)

    def routine(self) -> None:
        """Enter or Space: the routine act on the cursor (with a card picked up, the card
        put down on the hand under the cursor)."""
        if self.at is None or self.scene is None:
            self._say(self.tr("Nothing under the cursor: move it with the arrows or Tab."))
            return
        if self.holding is not None:
            if self.at.kind != "hand":
                self._say(self.tr("Put the cursor on the hand the card belongs to."))
                return
            source, self.holding = self.holding, None
            self.act(Act("move", source, choice=self.at.ident))
            return
        act = routine_act(self.at, self.scene, self.tray.total())
        if act is None and before_the_ball_falls(self.scene):
            self._say(
                self.tr("No bet is settled before the ball falls: spin first (RO-14, BO-01).")
            )
            return
        if act is None:
            self._say(self.tr("This bet is paid: put the right chips in the tray to correct it."))
            return
        self.act(act)

    def use_verb(self, index: int) -> None:
        if not 0 <= index < len(self.verbs) or self.scene is None:
            return
        coup = self.view.number if self.view is not None else 0
        context = Context(self.at, self.tray.total(), self.scene, self.announced.get(coup))
        verb = self.verbs[index]
        act = verb.act(context)
        if act is not None and verb.key == MOVING:
            self.holding = act.target  # the card is in hand: Enter puts it down
            self._show_cursor()
            return
        if act is None:
            self._say(
                self.tr(
                    "{verb}: put the cursor on a hand or bet (and chips in the tray) first."
                ).format(verb=verb.label(self.locale_name))
            )
            return
        self.act(act)

    def say_call(self) -> None:
        """Enter in the call line: the call typed, judged; the keyboard back to the felt."""
        text = self.call_line.text()
        if not text.strip():
            self.take_keys()
            return
        hand = self.at.ident if self.at is not None and self.at.kind == "hand" else ""
        game = self.setup.game if self.setup else ""
        try:
            act = read_call(text, game, self.locale_name, hand)
        except CallError as problem:
            self._say(str(problem))
            return
        self.call_line.clear()
        self.take_keys()
        self.act(act)

    def _chosen_call(self, chosen: object) -> None:
        """A completion chosen from the popup (its words, or its index): said at once."""
        if isinstance(chosen, str):
            self.call_line.setText(chosen)
        self.say_call()

    def take_keys(self) -> None:
        """The keyboard back to the felt (the call line or the tray's field is left)."""
        self.setFocus(Qt.FocusReason.OtherFocusReason)

    # ------------------------------------------------------------------ the table shown

    def _update(self, animate: bool, judgement: Judgement | None = None) -> None:
        session = self.session
        if session is None:
            return
        steps, done, _cursor = session.progress()
        number = session.prompt().coup
        previous = self.view.number if self.view is not None else 0
        if number != previous:
            self._forget_before(number)
        paid = {target: amount for (coup, target), amount in self.paid.items() if coup == number}
        game = session.game
        self.view = CoupView(game, number, steps, done, paid)
        bare = scene_of(self.view, session.rulebook)
        self._move_cursor(bare, judgement, new_coup=number != previous)
        highlight = (self.at.spot,) if self.at is not None else ()
        self.scene = scene_of(self.view, session.rulebook, highlight)
        self.felt.set_scene(self.scene, animate=animate)
        if self.felt.is_animating():
            self.clock.hold()
        self._refresh_texts()

    def _forget_before(self, coup: int) -> None:
        """The payouts and calls of coups before `coup`: no scene shows them again (the
        session's records keep every act for the report and the replay)."""
        for key in [k for k in self.paid if k[0] < coup]:
            del self.paid[key]
        for number in [n for n in self.announced if n < coup]:
            del self.announced[number]

    def _move_cursor(self, scene: Scene, judgement: Judgement | None, new_coup: bool) -> None:
        """Where the trainee's attention goes after an act (see the module's docstring)."""
        targets = targets_of(scene)
        current = self.at
        cue = self.view.latest_cue() if self.view is not None else ""
        followed = self._follow_cue(cue, targets) if cue != self.last_cue else None
        self.last_cue = cue
        if new_coup or current is None:
            self.at = following(targets, None, "hand") or following(targets, None, "bet")
        elif followed is not None:
            self.at = followed
        elif judgement is not None and (judgement.right or judgement.done is not None):
            self.at = self._after(judgement, targets, scene) or current
        if self.at is not None and self.at not in targets:
            self.at = following(targets, self.at, self.at.kind)

    def _after(self, judgement: Judgement, targets: list[Target], scene: Scene) -> Target | None:
        act = judgement.act
        step = judgement.expected
        if step is not None and step.duty.id in SETTLE_FROM:
            return following(targets, None, "bet")
        if step is not None and step.duty.id == "row_call":  # TQ-02: the rouge row next
            rows = [t for t in targets if t.kind == "hand" and t.ident != act.choice.split()[0]]
            return rows[0] if rows else None
        if step is not None and step.duty.id == "collect_bust" and self.scene is not None:
            # BJ-07 mid-coup: the play goes on at the next hand
            return following(targets_of(self.scene), Target.hand(act.target), "hand")
        if act.family == "split":
            return Target.hand(f"{act.target}-h1") if f"{act.target}-h1" in scene.hands else None
        if act.family == "move" and act.target in scene.hands:
            return Target.hand(act.target)  # the card out of order moved: that hand's is next
        if act.family in ("deal", "draw") and busted(scene, act.target):
            # BJ-07: the card that busts a hand is followed at once by its bet collected
            return next((t for t in targets if t.kind == "bet" and t.ident == act.target), None)
        if act.family in ("deal", "draw") and self.at is not None:
            return self._next_in_deal(targets, scene)
        if act.family in (
            "collect",
            "pay",
            "half",
            "prison",
            "release",
            "refuse",
            "accept",
            "move",
        ):
            return following(targets, None, "bet") or self.at
        return None

    def _next_in_deal(self, targets: list[Target], scene: Scene) -> Target | None:
        """The next hand in dealing order still short of its first cards (BJ-05, PB-08);
        once every hand has them, the cursor stays on the hand (it may take more)."""
        hands = [t for t in targets if t.kind == "hand"]
        if self.at not in hands or scene.game == "trente_quarante":
            return None  # TQ-02: a row is dealt to 31 or more before the next
        assert self.at is not None
        start = hands.index(self.at)
        game = scene.game
        for offset in range(1, len(hands) + 1):
            hand = hands[(start + offset) % len(hands)]
            wanted = FIRST_CARDS.get(game, {}).get(hand.ident, 2)
            if len(scene.hands.get(hand.ident, ())) < wanted:
                return hand
        return self.at

    def _follow_cue(self, step_cue: str, targets: list[Target]) -> Target | None:
        """A player asks for something: the cursor goes to his hand; he stands: to the next.
        A card lands out of order (BJ-05, PB-08, CF-06): the cursor goes to where it lies."""
        if self.view is None:
            return None
        cursor = self.view.cursor
        step = self.view.steps[cursor] if cursor < len(self.view.steps) else None
        if step is not None and step.act.family == "move" and step.reveals:
            landed = Target.hand(step.act.target)
            return landed if landed in targets else None
        plays = [c for c in cues_in(step_cue) if c.name == "plays"]
        if not plays:
            return None
        last = plays[-1]
        hand = Target.hand(last.text("spot"))
        if hand not in targets:
            return None
        if last.text("choice") == "stand":
            return following(targets, hand, "hand")
        return hand

    def step_cursor(self, step: int) -> None:
        if self.scene is None:
            return
        self.at = step_through(targets_of(self.scene), self.at, step)
        self._redraw_cursor()

    def move_across(self, direction: int) -> None:
        """Left/Right: the nearest target on the felt in that direction."""
        if self.scene is None:
            return
        targets = targets_of(self.scene)
        here = self._centre(self.at) if self.at is not None else None
        placed = [(t, c) for t in targets if (c := self._centre(t)) is not None]
        if here is None or not placed:
            self.step_cursor(direction)
            return
        ahead = [(t, c) for t, c in placed if (c.x() - here.x()) * direction > 1]
        if not ahead:
            return
        best = min(ahead, key=lambda tc: abs(tc[1].x() - here.x()) + 2 * abs(tc[1].y() - here.y()))
        self.at = best[0]
        self._redraw_cursor()

    def move_between(self) -> None:
        """Up/Down: from the hands to the bets and back."""
        if self.scene is None:
            return
        targets = targets_of(self.scene)
        kind: Kind = "bet" if self.at is None or self.at.kind == "hand" else "hand"
        found = following(targets, None, kind)
        if found is not None:
            self.at = found
            self._redraw_cursor()

    def _centre(self, target: Target | None) -> QPointF | None:
        if target is None:
            return None
        for sprite in self.felt.painter.sprites:
            if sprite.hit == target.spot and sprite.kind in ("card", "chips", "payout"):
                dpr = max(1.0, self.felt.devicePixelRatioF())
                return QPointF(sprite.center[0] / dpr, sprite.center[1] / dpr)
        rect = self.felt.spot_rect(target.spot)
        return rect.center() if rect is not None else None

    def _redraw_cursor(self) -> None:
        if self.view is None or self.session is None:
            return
        highlight = (self.at.spot,) if self.at is not None else ()
        self.scene = scene_of(self.view, self.session.rulebook, highlight)
        self.felt.set_scene(self.scene, animate=False)
        self._show_cursor()

    # ------------------------------------------------------------------ words

    def _refresh_texts(self) -> None:
        session = self.session
        if session is None or self.setup is None:
            return
        locale = self.locale_name
        self.title.setText(
            f"{table_name(self.setup.game, locale)} · {mode_words(self.setup.mode, locale)}"
        )
        self._show_pace_target()
        number = self.view.number if self.view else 1
        if session.planned:
            of = self.tr("Coup {n} of {total}").format(n=number, total=session.planned)
            self.coup_label.setText(elide(of, locale))
        else:
            self.coup_label.setText(self.tr("Coup {n}").format(n=number))
        cue = self.view.last_cue() if self.view else ""
        # an amount never wraps away from its euro sign ("50 €" is typed with a plain space)
        self.happening.setText(cue_words(cue, self.locale_name).replace(" €", "\u00a0€"))
        self._show_cursor()
        self._show_next()
        hand = self.at.ident if self.at is not None and self.at.kind == "hand" else ""
        words = [o.words for o in offered(self.setup.game, self.locale_name, hand)]
        self.completer.setModel(QStringListModel(words, self.completer))

    def _show_cursor(self) -> None:
        if self.at is None or self.scene is None:
            self.cursor_label.setText("")
            return
        game = self.setup.game if self.setup else ""
        if self.holding is not None:
            move = Act("move", self.holding, choice=self.at.ident)
            self.cursor_label.setText(
                self.tr("A card in hand. Enter: {act}; Esc: put it back").format(
                    act=self._words(move, game)
                )
            )
            return
        act = routine_act(self.at, self.scene, self.tray.total())
        if act is None:
            self.cursor_label.setText(target_words(self.at.ident, self.locale_name))
            return
        self.cursor_label.setText(self.tr("Enter: {act}").format(act=self._words(act, game)))

    def show_due(self) -> None:
        """?: the act due now and its rule, on request (`TableSession.reveal`: the steps due
        then count toward no drill); Table ready gives no help."""
        session = self.session
        if session is None or session.mode.id == "table_ready" or self.referee is not None:
            return  # no help at Table ready, nor in an exam
        step = session.reveal()
        if step is None:
            return
        locale = self.locale_name
        due = core_text(
            "cli.due",
            locale,
            act=self._words(step.act, session.game, step.duty.id),
            rule=step.rule,
            duty=step.duty.words(locale),
        )
        self._say(due, problem=False)

    def _show_next(self) -> None:
        """Learn mode: the act due and its rule, before the trainee acts."""
        session = self.session
        if session is None or not session.mode.prompt:
            self.feedback.show_next("")
            return
        step = session.expected()
        if step is None:
            self.feedback.show_next("")
            return
        words = html.escape(self._words(step.act, session.game, step.duty.id))
        label = html.escape(self.tr("Next"))
        self.feedback.show_next(f"<b>{label}:</b> {words} &nbsp; {rule_link(step.rule)}")

    def _answer(self, act: Act, judgement: Judgement) -> None:
        """Learn and Guided: the act in the panel with what was expected; otherwise a quiet
        mark beside the table line."""
        right = judgement.right
        self.mark.setText("✔" if right else "✘")
        self.mark.setStyleSheet(
            f"font-size: 18px; font-weight: bold; color: {'#1b5e20' if right else '#b00020'};"
        )
        session = self.session
        if session is None or not session.mode.hints:
            return
        game = session.game
        locale = self.locale_name
        given = html.escape(self._words(act, game))
        colour = "#1b5e20" if right else "#b00020"
        verdict = html.escape(verdict_words(judgement.verdict.value, locale))
        parts = [f'<p><span style="color:{colour}"><b>{"✔" if right else "✘"} {verdict}</b></span>']
        parts.append(f" {given} {rule_link(judgement.rule)}")
        step = judgement.expected
        # the duty and worked detail; the act expected is shown in words just above (the
        # notation typed at the command line means nothing here)
        hint = session.why(judgement, locale)
        if not right and step is not None:
            expected = html.escape(self._words(step.act, game, step.duty.id))
            label = html.escape(self.tr("Expected"))
            parts.append(f"<br>{label}: <b>{expected}</b> {rule_link(step.rule)}")
            if hint:
                parts.append(f'<br><span style="color:#555">{html.escape(hint)}</span>')
        if judgement.red_line:
            line = html.escape(red_line_words(judgement.red_line, locale))
            label = html.escape(self.tr("Red line"))
            parts.append(f'<br><span style="color:#b00020"><b>{label}:</b> {line}</span>')
        self.feedback.add("".join(parts) + "</p>")

    def _say_aloud(self, act: Act, judgement: Judgement) -> None:
        """The croupier's call heard in the trainee's language, as in the drills, once said
        right: "no more bets" (RO-13, BO-04, PB-08, CF-06, CR-16) and the winning number
        (RO-14, BO-01: boule's 1 to 9 are among the recorded numbers). The other calls
        (totals, sides, the stickman's) have no recording; chips, cards, dice and the ball
        are heard from the felt as they move (`ui.felt.animation`)."""
        sound = self.felt.sound
        if sound is None or not judgement.right:
            return
        if act.family == "call" and act.choice == "no_more_bets":
            sound.call_no_more_bets(self.locale_name)
        elif act.family == "announce" and self.setup and self.setup.game in WHEELS:
            number = called_number(act)
            if number is not None:
                sound.call_number(number, self.locale_name)

    def _words(self, act: Act, game: str, duty: str = "") -> str:
        """An act in the trainee's words; trente et quarante's result with the digit of the
        rows called so far (TQ-07)."""
        return act_words(act, game, self.locale_name, duty, self._totals())

    def words_for(self, act: Act, duty: str = "") -> str:
        """An act of this session in the words the screen shows (and reads back)."""
        return self._words(act, self.setup.game if self.setup else "", duty)

    def _totals(self) -> dict[str, int]:
        """The rows' totals called in the coup shown (TQ-07: "noir 32")."""
        totals: dict[str, int] = {}
        for step in self.view.steps if self.view is not None else ():
            words = step.act.choice.split()
            if step.duty.id == "row_call" and len(words) == 2 and words[1].isdigit():
                totals[words[0]] = int(words[1])
        return totals

    def _show_pace_target(self) -> None:
        if self.session is not None:
            pace = self.session.procedure.pace
            self.pace.set_target(pace, unit_words(pace.unit, self.locale_name))

    def _say(self, text: str, problem: bool = True) -> None:
        """A line under the table: why nothing was judged (red), or the act due (`show_due`)."""
        self.problem.setStyleSheet("color: #b00020;" if problem else "color: #1b4f9c;")
        self.problem.setText(text)

    def _show_verbs(self) -> None:
        while self.verb_row.count():
            item = self.verb_row.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()  # gone at once, before the event loop deletes it
                widget.deleteLater()
        self.verb_buttons = []
        for index, verb in enumerate(self.verbs[: len(VERB_KEYS)]):
            button = QPushButton(f"F{index + 4}  {verb.label(self.locale_name)}")
            button.setObjectName(f"verb_{verb.key}")
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _=False, i=index: self.use_verb(i))
            button.show()  # at once, as the tray's chips
            self.verb_buttons.append(button)
        self._place_verbs()

    def _place_verbs(self) -> None:
        """One row when the window is wide enough, two when not (1024 pixels)."""
        buttons = self.verb_buttons
        if not buttons:
            return
        needed = sum(b.sizeHint().width() + 4 for b in buttons) + 16
        columns = len(buttons) if needed <= self.width() else (len(buttons) + 1) // 2
        for index, button in enumerate(buttons):
            self.verb_row.removeWidget(button)
            self.verb_row.addWidget(button, index // columns, index % columns)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_verbs()

    def _tick(self) -> None:
        seconds = self.clock.seconds()
        minutes, rest = divmod(int(seconds), 60)
        clock = f"{minutes:02d}:{rest:02d}"
        if self.deadline is not None:
            left = max(0, int(self.deadline - seconds))
            clock += "  " + self.tr("({left} left)").format(
                left=f"{left // 60:02d}:{left % 60:02d}"
            )
        self.clock_label.setText(clock)
        if self.session is not None:
            self.pace.set_value(per_hour(self.session.coups_dealt, seconds))

    def _time_is_up(self) -> bool:
        return self.deadline is not None and self.clock.seconds() >= self.deadline

    # ------------------------------------------------------------------ keys and mouse

    def event(self, event: QEvent) -> bool:
        """Tab moves the cursor (not the keyboard focus) while the felt has the keys."""
        tab = (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)
        if (
            isinstance(event, QKeyEvent)
            and event.type() == QEvent.Type.KeyPress
            and event.key() in tab
        ):
            self.step_cursor(-1 if event.key() == Qt.Key.Key_Backtab else 1)
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.session is None:
            super().keyPressEvent(event)
            return
        if not self._key(event):
            super().keyPressEvent(event)

    def _key(self, event: QKeyEvent) -> bool:
        key = event.key()
        control = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
        if key == Qt.Key.Key_M and control:
            self.felt.set_show_amounts(not self.felt.show_amounts)
            return True
        if control:
            return False
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.routine()
        elif key == Qt.Key.Key_Escape:
            if self.holding is not None:
                self.holding = None  # the card stays where it lies
                self._show_cursor()
            elif self.feedback.rule_panel.isVisible():
                self.feedback.rule_panel.hide()
            elif self.referee is None:  # a hosted session is ended by its owner
                self.finish()
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.move_across(-1 if key == Qt.Key.Key_Left else 1)
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            self.move_between()
        elif Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            self.tray.add_key(key - Qt.Key.Key_0)
        elif key == Qt.Key.Key_Backspace:
            self.tray.remove_last()
        elif key == Qt.Key.Key_Delete:
            self.tray.clear()
        elif key in (Qt.Key.Key_F2, Qt.Key.Key_Equal):
            self.tray.amount.setFocus(Qt.FocusReason.ShortcutFocusReason)
        elif key == Qt.Key.Key_F3:
            self.call_line.setFocus(Qt.FocusReason.ShortcutFocusReason)
        elif key in VERB_KEYS:
            self.use_verb(VERB_KEYS.index(key))
        elif event.text() == "?":
            self.show_due()
        elif event.text() and event.text().isalpha():
            self.call_line.setFocus(Qt.FocusReason.ShortcutFocusReason)
            self.call_line.insert(event.text())
        else:
            return False
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.call_line and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            if event.key() == Qt.Key.Key_Escape:
                self.call_line.clear()
                self.take_keys()
                return True
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                popup = self.completer.popup()
                if popup is not None and popup.isVisible() and popup.currentIndex().isValid():
                    return False  # the completion chosen first
                if popup is not None:
                    popup.hide()
                self.say_call()  # and no further: the line edit would pass Enter to the felt
                return True
            return False
        if watched is self.felt and event.type() == QEvent.Type.MouseButtonPress:
            assert isinstance(event, QMouseEvent)
            self.click(event.position(), event.button())
            return True
        return super().eventFilter(watched, event)

    def click(self, pos: QPointF, button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> None:
        """A click on the felt (see the module's docstring)."""
        if self.session is None or self.scene is None:
            return
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        ident, target = self._under(pos)
        left = button == Qt.MouseButton.LeftButton
        if ident.startswith("chip:") and left:
            self.tray.add(Decimal(ident.removeprefix("chip:")))
            return
        number = self._number_at(ident) if not self._on_sprite(pos) else None
        if number is not None and left:
            self.act(Act("mark", choice=str(number)))  # RO-14: the dolly on the number
            return
        if target is None:
            return
        self.at = target
        if button == Qt.MouseButton.LeftButton:
            self._redraw_cursor()
            self.routine()
        else:
            self._redraw_cursor()

    def _under(self, pos: QPointF) -> tuple[str, Target | None]:
        """What lies under a point: a card (its hand), a stack (its bet), else a zone."""
        assert self.scene is not None
        dpr = max(1.0, self.felt.devicePixelRatioF())
        x, y = pos.x() * dpr, pos.y() * dpr
        for sprite in reversed(self.felt.painter.sprites):
            if sprite.hit is None or not sprite.rect.collidepoint(x, y):
                continue
            if sprite.kind == "card" and sprite.hit in self.scene.hands:
                return sprite.hit, self._hand_target(sprite.hit)
            if sprite.kind in ("chips", "payout"):
                return sprite.hit, self._bet_target(sprite.hit, _nth(sprite.key))
        ident = self.felt.hit_test(pos) or ""
        hand = zone_hand(ident)
        if hand in self.scene.hands:
            return ident, self._hand_target(hand)
        return ident, self._bet_target(ident)

    def _hand_target(self, hand: str) -> Target:
        assert self.scene is not None
        found = [t for t in targets_of(self.scene) if t.kind == "hand" and t.ident == hand]
        return found[0] if found else Target.hand(hand)

    def _on_sprite(self, pos: QPointF) -> bool:
        """Whether a card or a stack lies under the point (else the cloth's zone)."""
        dpr = max(1.0, self.felt.devicePixelRatioF())
        x, y = pos.x() * dpr, pos.y() * dpr
        return any(
            s.hit is not None
            and s.kind in ("card", "chips", "payout")
            and s.rect.collidepoint(x, y)
            for s in self.felt.painter.sprites
        )

    def _bet_target(self, spot: str, nth: int = 0) -> Target | None:
        """The `nth` bet on `spot` (two players' chips may share a spot: a late bet, boule's
        second layout)."""
        assert self.scene is not None
        bets = [b for b in self.scene.bets if b.spot == spot]
        return Target.bet(bets[min(nth, len(bets) - 1)], self.scene.game) if bets else None

    def _number_at(self, ident: str) -> int | None:
        """A plein's number once the ball has fallen and before the dolly stands."""
        if self.scene is None or self.scene.game != "roulette" or "ball" not in self.scene.info:
            return None
        if ident.startswith("plein:") and ident.removeprefix("plein:").isdigit():
            return int(ident.removeprefix("plein:"))
        return None


def called_number(act: Act) -> int | None:
    """The number an announcement begins with ("23 rouge impair passe" → 23), if any."""
    if act.family != "announce":
        return None
    first = act.choice.replace(",", " ").split()[:1]
    return int(first[0]) if first and first[0].isdigit() else None


def _nth(key: str) -> int:
    """Which of a spot's bets a stack draws: its sprite key ends in the bet's number on the
    spot ("bet:rouge:1", "pay:box3:0")."""
    tail = key.rpartition(":")[2]
    return int(tail) if tail.isdigit() else 0
