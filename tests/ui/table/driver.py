"""A croupier at the keyboard: deals a whole table session on the real screen with keys only,
as a trainee would, by reading the act due and pressing what the screen offers for it.

The croupier knows the procedure (it reads `TableSession.expected()`, as an expert knows what
comes next) but acts only through keys sent to the focused widget: Tab to put the cursor on a
hand or bet, Enter for the routine act, number keys or a typed amount for the tray, the
function keys of the verbs bar, and full calls typed in the trainee's language. `mistakes`
maps a step number to a faulty act (the red-line runs).
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from trainer.table.acts import Act
from trainer.table.script import Step
from ui.main_window import MainWindow
from ui.table.calls import call_text, said_act_words
from ui.table.session_view import TableSessionView
from ui.table.targets import Target, targets_of

# acts a verb key does, by family (and choice): the verb's key on the bar
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
    ("mark", ""): "mark",
}
HAND_FAMILIES = ("deal", "draw")
BET_FAMILIES = ("collect", "pay", "correct", "half", "prison", "release")


class KeyboardCroupier:
    def __init__(self, qtbot: QtBot, window: MainWindow, typed_amounts: bool = False) -> None:
        self.qtbot = qtbot
        self.window = window
        self.view: TableSessionView = window.table_mode.screen.session
        self.keys = 0
        self.typed_amounts = typed_amounts  # the tray by typed amounts, else by chip keys
        self.locale = window.context.locale

    # ------------------------------------------------------------------ keys

    def focused(self) -> QWidget:
        return QApplication.focusWidget() or self.window.focusWidget() or self.view

    def press(
        self, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
    ) -> None:
        self.qtbot.keyClick(self.focused(), key, modifier)
        self.keys += 1

    def type(self, text: str) -> None:
        self.qtbot.keyClicks(self.focused(), text)
        self.keys += len(text)

    # ------------------------------------------------------------------ acts

    def cursor_to(self, target: Target) -> None:
        assert self.view.scene is not None
        for _ in range(len(targets_of(self.view.scene)) + 1):
            at = self.view.at
            if at is not None and (at.ident, at.kind) == (target.ident, target.kind):
                return
            self.press(Qt.Key.Key_Tab)
        raise AssertionError(
            f"the cursor never reached {target} among {targets_of(self.view.scene)}"
        )

    def tray(self, amount: Decimal) -> None:
        if self.typed_amounts:
            self.press(Qt.Key.Key_F2)
            text = str(amount).replace(".", "," if self.locale != "en" else ".")
            self.type(text)
            self.press(Qt.Key.Key_Return)
            return
        chips = self.view.tray.values
        assert self.view.tray.chips is not None
        for value, count in self.view.tray.chips.breakdown(amount).items():
            key = getattr(Qt.Key, f"Key_{chips.index(value) + 1}")
            for _ in range(count):
                self.press(key)
        assert self.view.tray.total() == amount

    def verb(self, name: str) -> None:
        index = [v.key for v in self.view.verbs].index(name)
        self.press(getattr(Qt.Key, f"Key_F{index + 4}"))

    def say(self, words: str) -> None:
        self.press(Qt.Key.Key_F3)
        self.type(words)
        self.press(Qt.Key.Key_Return)

    def act(self, act: Act, duty: str = "") -> None:
        """Do `act` with the keys the screen offers for it."""
        family = act.family
        game = self.view.setup.game if self.view.setup else ""
        verb = VERB_OF.get((family, act.choice)) or VERB_OF.get((family, ""))
        if act.target and family in HAND_FAMILIES + BET_FAMILIES + (
            "stand",
            "split",
            "refuse",
            "accept",
            "commission",
        ):
            self._aim(act)
        if act.amount is not None and family in ("pay", "correct", "half", "commission"):
            self.view.tray.clear()
            self.tray(act.amount)
        if family in HAND_FAMILIES + ("collect", "pay", "correct"):
            self.press(Qt.Key.Key_Return)
        elif family == "call" and act.choice.startswith("double "):
            self.cursor_to(Target.hand(act.choice.removeprefix("double ")))
            self.verb("double")
        elif family == "mark":
            self.verb("mark")
        elif verb is not None and verb in [v.key for v in self.view.verbs]:
            self.verb(verb)
        else:
            words = said_act_words(act) if game == "punto_banco" else None
            self.say(words or call_text(act, game, self.locale, duty))

    def _aim(self, act: Act) -> None:
        family = act.family
        assert self.view.scene is not None
        if family == "commission":
            seat = act.target
            bets = [
                t
                for t in targets_of(self.view.scene)
                if t.kind == "bet" and t.ident.startswith(seat + ":")
            ]
            self.cursor_to(bets[0])
            return
        kind = "hand" if family in HAND_FAMILIES + ("stand", "split") else "bet"
        spot = act.target.removeprefix("prison:")
        self.cursor_to(Target(act.target, kind, spot))

    # ------------------------------------------------------------------ sessions

    def deal(
        self, mistakes: Callable[[Step, int], Act | None] | None = None, limit: int = 5000
    ) -> None:
        """Act until the session ends; `mistakes(step, n)` may give a faulty act instead of
        step n's (counted from 0 over the session)."""
        n = 0
        while self.view.session is not None and n < limit:
            step = self.view.session.expected()
            assert step is not None
            wrong = mistakes(step, n) if mistakes else None
            self.act(wrong or step.act, step.duty.id)
            n += 1
        assert self.view.session is None, "the session did not end"
