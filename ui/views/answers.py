"""Answer areas, one per response kind, all usable from the keyboard alone (choice: the key
shown on each button, see `shortcuts_for`; Left/Right moves through any number of options).

Enter is handled once, by the drill view: a line edit lets the Return key travel on to its
parent, so connecting `returnPressed` as well would submit and then skip the feedback.

amount: a field (Enter submits). chips: a tray; click a chip or type its number key to add
it, Backspace removes the last. choice: buttons with number keys (the same rule in every drill
and language: a number option on its own digit, any other option on 1, 2, 3... in the order
shown; letters would be mnemonic in one language only). choices: toggle buttons with number
keys. ordering: a list; Ctrl+Up/Down moves the selected item, or drag it. settlement: one row
per bet with a result and an amount; a form left empty is refused, like an empty amount.

Each area names the widget that takes the keyboard when the question opens (`focus_target`):
the drill and exam views give it the focus once the deal is done.
"""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from trainer.drills.base import Question, Response, Text, UnparsableResponse
from trainer.money import format_amount
from ui.words import say

ORDERING_ROW_HEIGHT = 30  # pixels: a row of the ordering list, readable and easy to pick


class AnswerArea(QWidget):
    """Base of the answer widgets: builds a Response from what the trainee did."""

    submitted = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.question: Question | None = None
        self.language = "en"

    def set_question(self, question: Question, locale: str, chips: tuple[Decimal, ...]) -> None:
        self.question = question
        self.language = locale

    def retranslate(self, locale: str) -> None:
        """The question's options and the area's words again in `locale`; what the trainee
        typed, chose or ordered stays."""
        self.language = locale

    def response(self) -> Response:
        raise NotImplementedError

    def take_key(self, event: QKeyEvent) -> bool:
        """A key the area understands without focus (number keys); True if used."""
        return False

    def focus_target(self) -> QWidget:
        """The widget that takes the keyboard when the question opens."""
        return self


def show_area(stack: QStackedWidget, area: AnswerArea) -> None:
    """Show `area` in the answer stack, sized to it alone: the other areas are left out of the
    stack's size (a long settlement asked before would otherwise give a one-line choice the
    height of its form, with a scroll bar)."""
    for page in (stack.widget(n) for n in range(stack.count())):
        policy = QSizePolicy.Policy.Preferred if page is area else QSizePolicy.Policy.Ignored
        if page is not None:
            page.setSizePolicy(policy, policy)
    stack.setCurrentWidget(area)
    stack.updateGeometry()


def _clear(layout: QHBoxLayout | QVBoxLayout | QGridLayout) -> None:
    while layout.count():
        item = layout.takeAt(0)
        widget = item.widget() if item is not None else None
        if widget is not None:
            widget.hide()  # gone at once, even before the event loop deletes it
            widget.deleteLater()


def shortcuts_for(keys: list[str]) -> dict[str, str]:
    """The key that picks each option, shown on its button: digits only, by one rule in every
    drill and language. Options that are numbers 0-10 (a hand total, a burn count) take their
    own digit (0 for 10 when there is no 0); other options take 1-9 and 0 in the order shown,
    as far as they go (Left/Right reach the rest). No letters: "D" for draw would be
    mnemonic in English only ("demanar", "pedir")."""
    shortcuts: dict[str, str] = {}
    numeric = all(k.isdigit() and int(k) <= 10 for k in keys)
    if numeric and len(set(keys)) == len(keys):
        has_zero = "0" in keys
        for k in keys:
            if int(k) <= 9:
                shortcuts[k] = k
            elif not has_zero:
                shortcuts[k] = "0"
        return shortcuts
    for k, digit in zip(keys, "1234567890", strict=False):
        shortcuts[k] = digit
    return shortcuts


class AmountAnswer(AnswerArea):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        self.field = QLineEdit()
        self.field.setObjectName("amountField")
        self.field.setMinimumWidth(220)
        self.field.setStyleSheet("font-size: 22px; padding: 6px;")
        layout.addWidget(self.field)
        layout.addStretch(1)

    def set_question(self, question: Question, locale: str, chips: tuple[Decimal, ...]) -> None:
        super().set_question(question, locale, chips)
        self.field.clear()
        self._show_example()

    def retranslate(self, locale: str) -> None:
        super().retranslate(locale)
        self._show_example()

    def _show_example(self) -> None:
        """An example of what to type, with the language's decimal mark."""
        counted = self.question is not None and bool(self.question.scene.info.get("unit"))
        example = "12" if counted else "52,50" if self.language != "en" else "52.50"
        self.field.setPlaceholderText(example)

    def focus_target(self) -> QWidget:
        return self.field

    def response(self) -> Response:
        return Response("amount", self.field.text(), self.language)


class ChipsAnswer(AnswerArea):
    """A chip tray: number keys 1.. add the chips from the smallest up."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        outer = QVBoxLayout(self)
        self.tray = QHBoxLayout()
        outer.addLayout(self.tray)
        self.summary = QLabel()
        self.summary.setObjectName("chipsSummary")
        outer.addWidget(self.summary)
        self.counts: dict[Decimal, int] = {}
        self.history: list[Decimal] = []
        self.values: tuple[Decimal, ...] = ()
        self.chip_buttons: list[QPushButton] = []
        self.undo: QPushButton | None = None

    def set_question(self, question: Question, locale: str, chips: tuple[Decimal, ...]) -> None:
        super().set_question(question, locale, chips)
        _clear(self.tray)
        self.values = tuple(sorted(chips))
        self.counts = {}
        self.history = []
        self.chip_buttons = []
        for value in self.values:
            button = QPushButton()
            button.setObjectName(f"chip_{value}")
            button.setMinimumSize(64, 56)
            button.clicked.connect(lambda _=False, v=value: self.add(v))
            self.tray.addWidget(button)
            self.chip_buttons.append(button)
        self.undo = QPushButton("⌫")
        self.undo.clicked.connect(self.remove_last)
        self.tray.addWidget(self.undo)
        self.tray.addStretch(1)
        self.retranslate(locale)

    def retranslate(self, locale: str) -> None:
        super().retranslate(locale)
        for n, (value, button) in enumerate(zip(self.values, self.chip_buttons, strict=True)):
            button.setText(f"{n + 1}\n{format_amount(value, locale)}")
        if self.undo is not None:
            self.undo.setToolTip(self.tr("Remove the last chip (Backspace)"))
        self._show()

    def add(self, value: Decimal) -> None:
        self.counts[value] = self.counts.get(value, 0) + 1
        self.history.append(value)
        self._show()

    def remove_last(self) -> None:
        if self.history:
            value = self.history.pop()
            self.counts[value] -= 1
            if not self.counts[value]:
                del self.counts[value]
            self._show()

    def _show(self) -> None:
        total = sum((v * n for v, n in self.counts.items()), Decimal(0))
        parts = [
            f"{n} × {format_amount(v, self.language)}"
            for v, n in sorted(self.counts.items(), reverse=True)
        ]
        self.summary.setText(
            self.tr("Chips: {chips}   Total: {total}").format(
                chips=", ".join(parts) or "—", total=format_amount(total, self.language)
            )
        )

    def take_key(self, event: QKeyEvent) -> bool:
        key = event.key()
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            index = key - Qt.Key.Key_1
            if index < len(self.values):
                self.add(self.values[index])
                return True
        if key == Qt.Key.Key_Backspace:
            self.remove_last()
            return True
        return False

    def response(self) -> Response:
        return Response("chips", {str(v): n for v, n in self.counts.items()}, self.language)


LONG_OPTION = 48  # characters: a sentence, not a word; such options stand one under another


class WrappingButton(QPushButton):
    """A checkable option whose text wraps over lines: a procedure's answer is a sentence
    (chemin de fer's incidents, CF-06), and side by side in one line they ran off the screen
    behind a scroll bar. `text()` is the option's words, as a plain button's."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 6, 12, 6)
        layout.addWidget(self.label)
        policy = self.sizePolicy()
        policy.setHeightForWidth(True)
        policy.setHorizontalPolicy(QSizePolicy.Policy.Expanding)
        self.setSizePolicy(policy)

    def setText(self, text: str) -> None:
        self.label.setText(text)
        self.updateGeometry()

    def text(self) -> str:
        return self.label.text()

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return max(40, self.label.heightForWidth(width - 24) + 12)

    def sizeHint(self) -> QSize:
        width = max(200, min(900, self.label.sizeHint().width() + 24))
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        return QSize(200, 40)


class ChoiceAnswer(AnswerArea):
    """One of several: a number key (or D/S) selects, Enter submits."""

    multiple = False

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.row = QGridLayout(self)
        self.row.setAlignment(Qt.AlignmentFlag.AlignTop)  # the options right under the question
        self.buttons: dict[str, QPushButton] = {}
        self.order: list[str] = []
        self.shortcuts: dict[str, str] = {}

    def set_question(self, question: Question, locale: str, chips: tuple[Decimal, ...]) -> None:
        super().set_question(question, locale, chips)
        _clear(self.row)
        self.buttons = {}
        self.order = []
        keys = [o.key for o in question.options]
        self.shortcuts = shortcuts_for(keys)
        # sentences stand one under another, wrapped; words four to a row
        long = any(len(say(o.label, locale)) > LONG_OPTION for o in question.options)
        for n, option in enumerate(question.options, start=1):
            button = WrappingButton() if long else QPushButton()
            button.setCheckable(True)
            button.setObjectName(f"option_{option.key}")
            button.setMinimumHeight(40)
            button.clicked.connect(lambda _=False, k=option.key: self.pick(k))
            if long:
                self.row.addWidget(button, n - 1, 0)
            else:
                self.row.addWidget(button, (n - 1) // 4, (n - 1) % 4)
            self.buttons[option.key] = button
            self.order.append(option.key)
        self.retranslate(locale)

    def retranslate(self, locale: str) -> None:
        super().retranslate(locale)
        for option in self.question.options if self.question is not None else ():
            label = say(option.label, locale)
            key_hint = self.shortcuts.get(option.key, "")
            if key_hint.upper() == label.strip().upper():  # "7", not "7  7": the label is its key
                key_hint = ""
            self.buttons[option.key].setText(f"{key_hint}  {label}" if key_hint else label)

    def pick(self, key: str) -> None:
        if self.multiple:
            return
        for other, button in self.buttons.items():
            button.setChecked(other == key)

    def take_key(self, event: QKeyEvent) -> bool:
        key = event.key()
        typed = event.text().upper()
        for option, shortcut in self.shortcuts.items():
            if typed and typed == shortcut:
                self.buttons[option].click()
                return True
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and not self.multiple and self.order:
            picked = self.chosen()
            current = self.order.index(picked[0]) if picked else -1
            step = 1 if key == Qt.Key.Key_Right else -1
            self.pick(self.order[(current + step) % len(self.order)])
            return True
        return False

    def chosen(self) -> list[str]:
        return [k for k in self.order if self.buttons[k].isChecked()]

    def response(self) -> Response:
        picked = self.chosen()
        return Response("choice", picked[0] if picked else "", self.language)


class ChoicesAnswer(ChoiceAnswer):
    """Several of several: number keys toggle; Enter submits (none is a valid answer)."""

    multiple = True

    def response(self) -> Response:
        return Response("choices", self.chosen(), self.language)


class OrderingAnswer(AnswerArea):
    """A list to put in order: Ctrl+Up / Ctrl+Down move the selected row (the list itself
    would only move its cursor with them), or drag it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.list = QListWidget()
        self.list.setObjectName("orderingList")
        self.list.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.list.setStyleSheet("font-size: 16px;")
        self.list.installEventFilter(self)
        layout.addWidget(self.list)
        self.hint = QLabel()
        layout.addWidget(self.hint)
        self.retranslate(self.language)

    def retranslate(self, locale: str) -> None:
        """The hint, and each item's words in the order the trainee has made."""
        super().retranslate(locale)
        self.hint.setText(
            self.tr("Select an item and move it with Ctrl+Up / Ctrl+Down, or drag it.")
        )
        labels = {o.key: o.label for o in self.question.options} if self.question else {}
        for row in range(self.list.count()):
            item = self.list.item(row)
            label = labels.get(item.data(Qt.ItemDataRole.UserRole))
            if label is not None:
                item.setText(say(label, locale))

    def set_question(self, question: Question, locale: str, chips: tuple[Decimal, ...]) -> None:
        super().set_question(question, locale, chips)
        self.list.clear()
        for option in question.options:
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, option.key)
            item.setSizeHint(QSize(0, ORDERING_ROW_HEIGHT))
            self.list.addItem(item)
        self.list.setCurrentRow(0)
        self.retranslate(locale)

    def focus_target(self) -> QWidget:
        return self.list

    def move_item(self, step: int) -> None:
        row = self.list.currentRow()
        target = row + step
        if row < 0 or not 0 <= target < self.list.count():
            return
        item = self.list.takeItem(row)
        self.list.insertItem(target, item)
        self.list.setCurrentRow(target)

    def take_key(self, event: QKeyEvent) -> bool:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            if event.key() == Qt.Key.Key_Up:
                self.move_item(-1)
                return True
            if event.key() == Qt.Key.Key_Down:
                self.move_item(1)
                return True
        return False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Ctrl+Up/Down reach the list first when it has the focus: move the row there."""
        if watched is self.list and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            return self.isEnabled() and self.take_key(event)
        return super().eventFilter(watched, event)

    def response(self) -> Response:
        keys = [self.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.list.count())]
        return Response("ordering", keys, self.language)


class OutcomeList(QComboBox):
    """A bet's result, chosen with its digit (shown before each result, as on choice buttons):
    the digit picks the result and the keyboard moves on to the amount. Before, a trainee who
    typed a digit on the list got nothing and had to open it with the mouse."""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        text = event.text()
        if text.isdigit() and 1 <= int(text) <= self.count():
            self.setCurrentIndex(int(text) - 1)
            self.focusNextChild()
            return
        super().keyPressEvent(event)


class SettlementAnswer(AnswerArea):
    """One row per bet: its result (a list, none chosen at first) and the amount paid or
    collected. A form left untouched is refused, as an empty amount is: nothing is recorded."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.grid = QGridLayout(self)
        self.grid.setColumnStretch(3, 1)
        self.grid.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.rows: dict[str, tuple[QComboBox, QLineEdit]] = {}
        self.headings: list[QLabel] = []
        self.bet_labels: dict[str, QLabel] = {}

    def set_question(self, question: Question, locale: str, chips: tuple[Decimal, ...]) -> None:
        super().set_question(question, locale, chips)
        _clear(self.grid)
        self.rows = {}
        self.headings = [QLabel() for _ in range(3)]
        for column, heading in enumerate(self.headings):
            self.grid.addWidget(heading, 0, column)
        self.bet_labels = {}
        for row, option in enumerate(question.options, start=1):
            self.bet_labels[option.key] = QLabel()
            self.grid.addWidget(self.bet_labels[option.key], row, 0)
            outcome = OutcomeList()
            outcome.setObjectName(f"outcome_{option.key}")
            # named after it is shown (retranslate): its width must follow its words, or it
            # keeps an empty list's width ("Cl" for "Choose…")
            outcome.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            for result in question.outcomes:
                outcome.addItem("", result.key)
            outcome.setCurrentIndex(-1)  # no result until the trainee chooses one
            amount = QLineEdit()
            amount.setObjectName(f"amount_{option.key}")
            amount.setMaximumWidth(160)
            self.grid.addWidget(outcome, row, 1)
            self.grid.addWidget(amount, row, 2)
            self.rows[option.key] = (outcome, amount)
            for widget in (outcome, amount):
                widget.show()  # at once (a layout shows new children later): it takes focus
        self.retranslate(locale)

    def retranslate(self, locale: str) -> None:
        """The headings, each bet's words and the results offered; what is chosen stays."""
        super().retranslate(locale)
        words = (self.tr("Bet"), self.tr("Result"), self.tr("Amount paid or collected"))
        for heading, text in zip(self.headings, words, strict=True):
            heading.setText(text)
        if self.question is None:
            return
        results = [say(result.label, locale) for result in self.question.outcomes]
        for option in self.question.options:
            self.bet_labels[option.key].setText(say(option.label, locale))
            outcome, _amount = self.rows[option.key]
            for index, text in enumerate(results):
                outcome.setItemText(index, f"{index + 1}  {text}")
            outcome.setPlaceholderText(self.tr("Choose…"))

    def focus_target(self) -> QWidget:
        first = next(iter(self.rows.values()), None)
        return first[0] if first else self

    def response(self) -> Response:
        chosen = [outcome.currentIndex() >= 0 for outcome, _amount in self.rows.values()]
        typed = [bool(amount.text().strip()) for _outcome, amount in self.rows.values()]
        # the words are the core's (answers.toml), said in the trainee's language by the view
        # that shows the refusal, and again after a language change
        if not any(chosen) and not any(typed):
            raise UnparsableResponse("an empty settlement", Text("answers.settlement.empty"))
        if not all(chosen):
            # Enter with a bet left without a result: the cursor goes to it, so the next digit
            # chooses its result (a keyboard user settles row after row with Enter)
            first_open = next(o for o, _a in self.rows.values() if o.currentIndex() < 0)
            first_open.setFocus(Qt.FocusReason.OtherFocusReason)
            raise UnparsableResponse("a bet with no result", Text("answers.settlement.no_result"))
        value = {
            key: {"outcome": str(outcome.currentData()), "amount": amount.text().strip() or "0"}
            for key, (outcome, amount) in self.rows.items()
        }
        return Response("settlement", value, self.language)


AREAS: dict[str, type[AnswerArea]] = {
    "amount": AmountAnswer,
    "chips": ChipsAnswer,
    "choice": ChoiceAnswer,
    "choices": ChoicesAnswer,
    "ordering": OrderingAnswer,
    "settlement": SettlementAnswer,
}
