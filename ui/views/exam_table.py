"""A table section of a practical exam, dealt through the headless table session with a minimal
act entry: what happens at the table as a running log, the acts on offer as a list chosen with
the keyboard, and a line to complete an act with its amount or words.

This is a stop-gap until the live felt screen (`ui/table/`) can host an exam: it shows no felt.
The list offers every act still to do in the coup together with its alternatives (collect and
pay for a bet being settled, draw and stand for a hand, accept and refuse for a late bet), in a
fixed order, so it never shows which one is due nor any amount; a call that names a hand
("double box2") and an announcement are typed. As in the Practice and Table
ready modes, each act gets only a quiet mark (accepted or not), never the act expected.

Keys: ↑ ↓ choose an act, Enter takes it (an act that needs an amount or words moves to the
line: type them, Enter), Esc goes back to the list.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from trainer.table.acts import FAMILIES
from trainer.table.judge import Judgement
from trainer.table.report_words import act_words, family_words, target_words
from trainer.table.session import TableSession

# families whose words are typed (the total or number announced, the puck's number...)
# "move": where a card dealt out of order belongs is the trainee's to say (typed, not offered)
CHOICE_TYPED = frozenset({"announce", "mark", "burn", "puck", "advise", "move"})
ALTERNATIVES = ({"draw", "stand"}, {"collect", "pay"}, {"accept", "refuse"})
_ORDER = {family: n for n, family in enumerate(FAMILIES)}


def _natural(text: str) -> list[object]:
    """box2 before box10."""
    return [int(part) if part.isdigit() else part for part in re.split(r"(\d+)", text)]


def _offer(family: str, target: str, choice: str = "", words: bool = False) -> str:
    """An act's text as offered; a trailing space when it still needs an amount or `words`."""
    text = " ".join(part for part in (family, target, choice) if part)
    return text + " " if FAMILIES[family][1] or words else text


def acts_on_offer(session: TableSession) -> list[str]:
    """The acts offered now: each act still to do in the coup in play, with its alternatives
    and the corrections of payouts left wrong; sorted by family, then target."""
    steps, done, _cursor = session.progress()
    offers: set[str] = set()
    for step, finished in zip(steps, done, strict=True):
        if finished:
            continue
        act = step.act
        if act.family == "call" and " " not in act.choice:
            offers.add(_offer("call", "", act.choice))  # a set call: "no_more_bets"
        elif act.family == "call":
            offers.add(_offer("call", "", words=True))  # "double box2": the words are typed
        elif act.family == "launch":
            offers.update({"launch clockwise", "launch anticlockwise"})
        else:
            words = act.family in CHOICE_TYPED and bool(act.choice)
            offers.add(_offer(act.family, act.target, words=words))
        for pair in ALTERNATIVES:
            if act.family in pair and act.target:
                offers.update(_offer(family, act.target) for family in pair)
    offers.update(_offer("correct", target) for target in session.open_errors)
    return sorted(offers, key=lambda o: (_ORDER[o.split()[0]], _natural(o)))


def offer_words(offer: str, locale: str) -> str:
    """An offered act in words ("Pay · Box 3 · …" when the amount is still to type)."""
    words = offer.split()
    family, rest = words[0], words[1:]
    has_target = FAMILIES[family][0]
    parts = [family_words(family, locale)]
    if has_target and rest:
        parts.append(target_words(rest[0], locale))
        rest = rest[1:]
    if rest:
        parts.append(act_words(offer, locale).split(" · ")[-1])
    if offer.endswith(" "):
        parts.append("…")
    return " · ".join(parts)


class TableActEntry(QWidget):
    act_entered = Signal(str, float)  # the act's text, and the seconds it took

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session: TableSession | None = None
        self.lang = "en"
        self.clock = QElapsedTimer()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.where = QLabel()
        self.where.setObjectName("tableWhere")
        self.where.setStyleSheet("font-size: 16px; font-weight: bold;")
        layout.addWidget(self.where)
        self.note = QLabel()
        self.note.setObjectName("tableNote")
        self.note.setWordWrap(True)
        self.note.setStyleSheet("color: #555;")
        layout.addWidget(self.note)
        row = QHBoxLayout()
        log_box = QVBoxLayout()
        self.log_label = QLabel()
        log_box.addWidget(self.log_label)
        self.log = QListWidget()
        self.log.setObjectName("tableLog")
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        log_box.addWidget(self.log, 1)
        row.addLayout(log_box, 3)
        offer_box = QVBoxLayout()
        self.offers_label = QLabel()
        offer_box.addWidget(self.offers_label)
        self.offers = QListWidget()
        self.offers.setObjectName("tableOffers")
        self.offers.itemActivated.connect(lambda _item: self.take_offer())
        self.offers.installEventFilter(self)
        self.offers_label.setBuddy(self.offers)
        offer_box.addWidget(self.offers, 1)
        self.line_label = QLabel()
        offer_box.addWidget(self.line_label)
        self.line = QLineEdit()
        self.line.setObjectName("tableAct")
        self.line.returnPressed.connect(self.submit)
        self.line.installEventFilter(self)
        self.line_label.setBuddy(self.line)
        offer_box.addWidget(self.line)
        self.error = QLabel()
        self.error.setObjectName("tableError")
        self.error.setStyleSheet("color: #b00020; font-weight: bold;")
        self.error.setWordWrap(True)
        offer_box.addWidget(self.error)
        row.addLayout(offer_box, 2)
        layout.addLayout(row, 1)
        self._shown_coup = 0
        self._shown_cue: object = None
        self.retranslate()

    def retranslate(self) -> None:
        self.note.setText(
            self.tr(
                "Deal the table as the croupier, act by act, in the order the procedure "
                "demands. Each act gets only a mark: ✓ taken, ✗ not taken (an act not taken "
                "is still due). A payout left wrong is set right with “Correct a payout”. "
                "↑ ↓ choose, Enter takes the act; type the amount or the words it needs, then "
                "Enter; Esc goes back to the list."
            )
        )
        self.log_label.setText(self.tr("At the table"))
        self.offers_label.setText(self.tr("&Acts"))
        self.line_label.setText(self.tr("Act (&type or complete it):"))
        self.line.setPlaceholderText(self.tr("pay box3 15"))

    # ----------------------------------------------------------- dealing

    def begin(self, session: TableSession, locale: str) -> None:
        self.session = session
        self.lang = locale
        self.log.clear()
        self.error.clear()
        self.line.clear()
        self._shown_coup = 0
        self._shown_cue = None
        self.refresh()

    def refresh(self) -> None:
        """Show the coup in play, what has just happened and the acts on offer."""
        session = self.session
        if session is None:
            return
        prompt = session.prompt()
        self.where.setText(
            self.tr("Coup {coup} of {coups}").format(coup=prompt.coup, coups=session.planned)
        )
        if prompt.coup != self._shown_coup:
            self._shown_coup = prompt.coup
            self._log(self.tr("— Coup {coup} —").format(coup=prompt.coup), bold=True)
        step = session.expected()
        if prompt.cue and step is not self._shown_cue:
            self._log(prompt.cue, colour="#0b5d3b")
        self._shown_cue = step
        self.offers.clear()
        for offer in acts_on_offer(session):
            item = QListWidgetItem(offer_words(offer, self.lang))
            item.setData(Qt.ItemDataRole.UserRole, offer)
            self.offers.addItem(item)
        if self.offers.count():
            self.offers.setCurrentRow(0)
        self.clock.start()

    def take_offer(self) -> None:
        item = self.offers.currentItem()
        if item is None:
            return
        offer = str(item.data(Qt.ItemDataRole.UserRole))
        if offer.endswith(" "):
            self.line.setText(offer)
            self.line.setFocus()
            self.line.end(False)
            return
        self.line.setText(offer)
        self.submit()

    def submit(self) -> None:
        text = self.line.text().strip()
        if not text or self.session is None:
            return
        self.act_entered.emit(text, self.clock.elapsed() / 1000)

    def refused(self, problem: str) -> None:
        """The text typed is not an act: nothing was judged."""
        self.error.setText(problem)
        self.line.setFocus()

    def judged(self, text: str, judgement: Judgement) -> None:
        """The quiet mark of an act, then the table moves on."""
        self.error.clear()
        self.line.clear()
        words = act_words(judgement.act.text, self.lang)
        if judgement.right:
            shows = judgement.expected.reveals if judgement.expected else ""
            self._log(f"✓ {words}" + (f" → {shows}" if shows else ""))
        else:
            self._log(f"✗ {words}", colour="#b00020")
        self.refresh()
        self.offers.setFocus()

    def _log(self, text: str, *, bold: bool = False, colour: str = "") -> None:
        item = QListWidgetItem(text)
        if bold:
            font = item.font()
            font.setBold(True)
            item.setFont(font)
        if colour:
            from PySide6.QtGui import QColor

            item.setForeground(QColor(colour))
        self.log.addItem(item)
        self.log.scrollToBottom()

    def focus_owner(self) -> QWidget:
        return self.offers

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            key = event.key()
            if watched is self.offers and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.take_offer()
                return True
            if watched is self.line and key == Qt.Key.Key_Escape:
                self.offers.setFocus()
                return True
        return super().eventFilter(watched, event)

    def offered(self) -> Sequence[str]:
        """The acts on offer now (for the tests)."""
        return [
            str(self.offers.item(n).data(Qt.ItemDataRole.UserRole))
            for n in range(self.offers.count())
        ]
