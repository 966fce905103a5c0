"""Croupiers for the tests: they deal whole table sessions on the real screen, as a trainee
would, by the keyboard alone (`KeyboardCroupier`) or with the mouse on the felt
(`MouseCroupier`, through the felt's hit testing).

A croupier knows the procedure (it reads `TableSession.expected()`, as an expert knows what
comes next) but acts only through the screen: keys sent to the focused widget (Tab to put the
cursor on a hand or bet, Enter for the routine act, number keys or a typed amount for the tray,
the verbs' function keys, full calls typed in the trainee's language), or clicks at the points
where the felt draws a hand, a bet or a chip. `Mistakes` puts faulty acts in at the first
place each can be made (the red-line runs).
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from trainer.table.acts import Act
from trainer.table.script import Step
from trainer.table.session import TableSession
from ui.main_window import MainWindow
from ui.table.session_view import TableSessionView
from ui.table.targets import Kind, Target, targets_of, zone_hand

# the verb on the bar that does an act, by family (and choice)
VERB_OF = {
    ("stand", ""): "stand",
    ("split", ""): "split",
    ("refuse", ""): "refuse",
    ("accept", ""): "accept",
    ("half", ""): "half",
    ("prison", ""): "prison",
    ("release", ""): "release",
    ("commission", ""): "commission",
    ("burn", ""): "burn",
    ("clear", ""): "clear",
    ("call", "insurance"): "insurance",
    ("call", "no_more_bets"): "no_more_bets",
    ("launch", "clockwise"): "launch_cw",
    ("launch", "anticlockwise"): "launch_acw",
    ("launch", ""): "launch",
    ("call", "facin_joc"): "facin_joc",
    ("call", "stop_card"): "stop_card",
    ("return", ""): "return",
    ("cagnotte", ""): "cagnotte",
    ("burn", "void"): "void",
    ("call", "no_roll"): "no_roll",
    ("puck", "off"): "puck_off",
}
ON_HANDS = ("deal", "draw", "stand", "split")
ON_BETS = ("collect", "pay", "correct", "half", "prison", "release", "refuse", "accept", "return")
ROUTINE = ("deal", "draw", "collect", "pay", "correct")
FROM_TRAY = ("pay", "correct", "half", "commission", "cagnotte")


class Croupier:
    """What both croupiers share: the screen, the verbs, the calls."""

    def __init__(
        self, qtbot: QtBot, window: MainWindow, view: TableSessionView | None = None
    ) -> None:
        self.qtbot = qtbot
        self.window = window
        # the table screen's session view, or another hosting one (an exam's table section)
        self.view: TableSessionView = view if view is not None else window.table.session
        self.locale = window.context.locale
        self.keys = 0
        self.clicks = 0

    @property
    def session(self) -> TableSession:
        assert self.view.session is not None
        return self.view.session

    @property
    def game(self) -> str:
        assert self.view.setup is not None
        return self.view.setup.game

    def focused(self) -> QWidget:
        return QApplication.focusWidget() or self.window.focusWidget() or self.view

    def press(self, key: Qt.Key) -> None:
        self.qtbot.keyClick(self.focused(), key)
        self.keys += 1

    def type(self, text: str) -> None:
        self.qtbot.keyClicks(self.focused(), text)
        self.keys += len(text)

    def say(self, act: Act, duty: str) -> None:
        """A call typed in full in the trainee's language (F3, the words, Enter): the words
        the screen shows for it."""
        self.press(Qt.Key.Key_F3)
        self.type(self.view.words_for(act, duty))
        self.press(Qt.Key.Key_Return)

    def verb_index(self, act: Act) -> int | None:
        if act.family == "call" and act.choice.startswith("double "):
            name = "double"
        elif act.family == "mark":
            name = "mark"
        elif act.family == "move":
            name = "move_come" if self.game == "craps" else "move_card"
        elif act.family == "puck" and act.choice != "off":
            name = "puck_on"
        else:
            name = VERB_OF.get((act.family, act.choice)) or VERB_OF.get((act.family, "")) or ""
        names = [v.key for v in self.view.verbs]
        return names.index(name) if name in names else None

    def aim(self, act: Act) -> Target | None:
        """The hand or bet an act is about, as the cursor names it."""
        if act.family == "call" and act.choice.startswith("double "):
            return Target.hand(act.choice.removeprefix("double "))
        if act.family == "commission":
            assert self.view.scene is not None
            return next(
                t
                for t in targets_of(self.view.scene)
                if t.kind == "bet" and t.ident.startswith(act.target + ":")
            )
        if not act.target:
            return None
        on_hand = act.family in ON_HANDS or (act.family == "move" and self.game != "craps")
        kind: Kind = "hand" if on_hand else "bet"
        assert self.view.scene is not None
        for target in targets_of(self.view.scene):
            if (target.ident, target.kind) == (act.target, kind):
                return target
        return Target(act.target, kind, act.target)  # not on the cloth: the act is refused

    def deal(self, mistakes: Mistakes | None = None, limit: int = 5000) -> int:
        """Act until the session ends; returns how many acts."""
        n = 0
        while self.view.session is not None and n < limit:
            step = self.session.expected()
            assert step is not None
            wrong = mistakes.act(self.session, step) if mistakes else None
            self.act(wrong or step.act, step.duty.id)
            n += 1
        assert self.view.session is None, "the session did not end"
        return n

    def act(self, act: Act, duty: str = "") -> None:
        raise NotImplementedError


class KeyboardCroupier(Croupier):
    def __init__(
        self,
        qtbot: QtBot,
        window: MainWindow,
        typed_amounts: bool = False,
        view: TableSessionView | None = None,
    ) -> None:
        super().__init__(qtbot, window, view)
        self.typed_amounts = typed_amounts  # the tray by a typed amount, else by chip keys

    def cursor_to(self, target: Target) -> None:
        assert self.view.scene is not None
        for _ in range(len(targets_of(self.view.scene)) + 1):
            at = self.view.at
            if at is not None and (at.ident, at.kind) == (target.ident, target.kind):
                return
            self.press(Qt.Key.Key_Tab)
        raise AssertionError(f"the cursor never reached {target}")

    def tray(self, amount: Decimal) -> None:
        if self.typed_amounts:
            self.press(Qt.Key.Key_F2)
            self.type(str(amount).replace(".", "," if self.locale != "en" else "."))
            self.press(Qt.Key.Key_Return)
        else:
            chips = self.view.tray
            assert chips.chips is not None
            for value, count in chips.chips.breakdown(amount).items():
                key = Qt.Key(Qt.Key.Key_1 + chips.values.index(value))
                for _ in range(count):
                    self.press(key)
        assert self.view.tray.total() == amount

    def act(self, act: Act, duty: str = "") -> None:
        """`act` done with the keys the screen offers for it."""
        target = self.aim(act)
        if target is not None:
            self.cursor_to(target)
        if act.family in FROM_TRAY:
            self.press(Qt.Key.Key_Delete)
            assert act.amount is not None
            self.tray(act.amount)
        verb = self.verb_index(act)
        if act.family in ROUTINE:
            self.press(Qt.Key.Key_Return)
        elif act.family == "move" and self.game != "craps" and verb is not None:
            self.press(Qt.Key(Qt.Key.Key_F4 + verb))  # the card picked up where it landed
            self.cursor_to(Target.hand(act.choice))
            self.press(Qt.Key.Key_Return)  # and put down where it belongs
        elif verb is not None:
            self.press(Qt.Key(Qt.Key.Key_F4 + verb))
        else:
            self.say(act, duty)


class MouseCroupier(Croupier):
    """Clicks where the felt draws things: a card or a hand's place, a bet's chips, the
    float's chips for a payout, a number on the layout for the dolly; right click to aim a
    verb, whose button is clicked. Calls are typed (there is nothing to click for "19")."""

    def point(self, ident: str, want: Target | None) -> QPoint:
        """`_point`, once more after the felt is painted again: on a loaded machine the click
        may come before the felt's first paint of the scene, as a user would wait to see it."""
        for _ in range(60):  # up to 3 s: a shared CI machine may lay the page out late
            found = self._point(ident, want)
            if found is not None:
                return found
            self.view.felt.repaint()
            self.qtbot.wait(50)
        felt = self.view.felt
        raise AssertionError(
            f"no place on the felt to click {ident} as {want}; the felt is "
            f"{felt.width()}x{felt.height()}, visible {felt.isVisible()}, drawing "
            f"{sorted({s.hit for s in felt.painter.sprites if s.hit})}"
        )

    def _point(self, ident: str, want: Target | None) -> QPoint | None:
        """Where a click lands on `ident` as the screen reads clicks: on a card or stack of
        `want` (a hand or bet), or, for `want` None, on the zone with nothing over it (a chip
        of the float, a number on the layout). Sprites' centres first, then a grid over the
        zone, each checked through the screen's own hit testing."""
        felt = self.view.felt
        dpr = max(1.0, felt.devicePixelRatioF())
        places: list[tuple[float, float]] = [
            s.rect.center for s in reversed(felt.painter.sprites) if s.hit == ident
        ]
        # the zone, and the zones that stand for the same hand (where a blackjack box's cards
        # go: its chips may cover the box)
        hits = felt.painter.hits
        zones = [ident, *(z for z in hits.ids() if z != ident and zone_hand(z) == ident)]
        for shape in [shape for zone in zones for shape in hits.shapes(zone)]:
            x, y, w, h = shape.bounds
            places.append(shape.anchor)
            places += [(x + w * i / 8, y + h * j / 8) for i in range(1, 8) for j in range(1, 8)]
        for px, py in places:
            at = QPoint(round(px / dpr), round(py / dpr))
            hit, target = self.view._under(at.toPointF())
            if want is None and hit == ident and not self.view._on_sprite(at.toPointF()):
                return at
            if (
                want is not None
                and target is not None
                and (target.ident, target.kind)
                == (
                    want.ident,
                    want.kind,
                )
            ):
                return at
        return None

    def click(self, ident: str, want: Target | None, right: bool = False) -> None:
        button = Qt.MouseButton.RightButton if right else Qt.MouseButton.LeftButton
        self.qtbot.mouseClick(self.view.felt, button, pos=self.point(ident, want))
        self.clicks += 1

    def tray(self, amount: Decimal) -> None:
        chips = self.view.tray.chips
        assert chips is not None
        for value, count in chips.breakdown(amount).items():
            for _ in range(count):
                self.click(f"chip:{value}", None)
        assert self.view.tray.total() == amount

    def aim_at(self, target: Target, right: bool) -> None:
        self.click(target.spot, target, right)

    def act(self, act: Act, duty: str = "") -> None:
        target = self.aim(act)
        if act.family in FROM_TRAY:
            self.view.tray.clear()
            assert act.amount is not None
            self.tray(act.amount)
        verb = self.verb_index(act)
        if act.family in ROUTINE and target is not None:
            self.aim_at(target, right=False)
        elif act.family == "mark":
            self.click(f"plein:{act.choice}", None)
        elif act.family == "move" and self.game != "craps" and verb is not None:
            assert target is not None
            self.aim_at(target, right=True)
            self.qtbot.mouseClick(self.view.verb_buttons[verb], Qt.MouseButton.LeftButton)
            destination = Target.hand(act.choice)
            self.aim_at(destination, right=False)
            self.clicks += 2
        elif verb is not None:
            if target is not None:
                self.aim_at(target, right=True)
            self.qtbot.mouseClick(self.view.verb_buttons[verb], Qt.MouseButton.LeftButton)
            self.clicks += 1
        else:
            self.say(act, duty)


# ---------------------------------------------------------------------- faulty acts


Injector = Callable[[TableSession, Step], Act | None]


def _later(session: TableSession, step: Step) -> list[Step]:
    """The coup's steps after `step`, not yet done."""
    steps, done, _ = session.progress()
    at = steps.index(step)
    return [s for i, s in enumerate(steps) if i > at and not done[i]]


def skipped(session: TableSession, step: Step) -> Act | None:
    """The next box, hand or bet in order passed over (BJ-05, PB-08, RO-14)."""
    if step.act.family not in ("deal", "pay") or step.incident:
        return None
    for later in _later(session, step):
        if later.group and later.group == step.group:
            continue  # the same sweep, in any order (CR-19, PB-12): no order to skip
        if later.act.family == step.act.family and later.act.target != step.act.target:
            if later.act.family == "deal" and later.duty.id != step.duty.id:
                return None
            return later.act
    return None


def paid_before_collecting(session: TableSession, step: Step) -> Act | None:
    """A winner paid while a losing bet is still on the cloth (BJ-09, PB-12, RO-14)."""
    if step.act.family != "collect" or step.duty.id == "collect_bust":
        return None
    return next((s.act for s in _later(session, step) if s.act.family == "pay"), None)


def wrong_draw(session: TableSession, step: Step) -> Act | None:
    """A stand where the drawing rule draws (BJ-08, PB-10, PB-11)."""
    if step.act.family == "draw" and step.duty.red_line == "wrong_draw":
        return Act("stand", step.act.target)
    return None


def payout_uncorrected(session: TableSession, step: Step) -> Act | None:
    """A payout a chip short, never set right (before the last coup)."""
    if step.act.family != "pay" or step.act.amount is None or session.finished:
        return None
    if session.planned is not None and session.coup_number >= session.planned:
        return None
    return Act("pay", step.act.target, step.act.amount + session.rulebook.chip_set.smallest)


def accepted_late_bet(session: TableSession, step: Step) -> Act | None:
    """A late bet let stand (BJ-04, PB-08, RO-13)."""
    if step.incident == "late_bet":
        return Act("accept", step.act.target)
    return None


def missed_incident(session: TableSession, step: Step) -> Act | None:
    """The coup carried on as if nothing happened."""
    if not step.incident:
        return None
    later = _later(session, step)
    return later[0].act if later else None


INJECTORS: dict[str, Injector] = {
    "skipped": skipped,
    "paid_before_collecting": paid_before_collecting,
    "wrong_draw": wrong_draw,
    "payout_uncorrected": payout_uncorrected,
    "accepted_late_bet": accepted_late_bet,
    "missed_incident": missed_incident,
}


class Mistakes:
    """Each named red line committed once, at the first step where it can be; one a coup."""

    def __init__(self, red_lines: list[str]) -> None:
        self.pending = list(red_lines)
        self.made: list[tuple[int, str]] = []  # (coup, red line)

    def act(self, session: TableSession, step: Step) -> Act | None:
        coup = session.prompt().coup
        if any(c == coup for c, _ in self.made):
            return None
        for name in self.pending:
            wrong = INJECTORS[name](session, step)
            if wrong is not None:
                self.pending.remove(name)
                self.made.append((coup, name))
                return wrong
        return None
