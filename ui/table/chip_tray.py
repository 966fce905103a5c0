"""The chip tray: the payout the croupier builds before setting it beside a winning bet.

Click a chip, or press its number key (1 for the smallest, as in the drills' tray); Backspace
takes the last chip back, Delete empties the tray. Typing an amount in the tray's field
(F2 or = reaches it) and pressing Enter builds it with the fewest chips of the house's set
(`ChipSet.breakdown`); an amount the chips cannot make is refused with a message. The tray
holds chips, never a bare number: what is paid is what a croupier could set down (MO-01).
"""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QPushButton, QSizePolicy, QWidget

from trainer.errors import AmountError, ChipError
from trainer.money import ChipSet, format_amount, parse_amount


class ChipTray(QWidget):
    changed = Signal()
    done = Signal()  # Enter or Esc in the amount field: the keyboard goes back to the felt

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chipTray")
        self.chips: ChipSet | None = None
        self.values: tuple[Decimal, ...] = ()
        self.history: list[Decimal] = []
        self.locale_name = "en"
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.setSpacing(4)
        self.buttons: list[QPushButton] = []
        self.amount = QLineEdit()
        self.amount.setObjectName("trayAmount")
        self.amount.setMaximumWidth(110)
        self.amount.setMinimumWidth(92)  # its placeholder whole in every language
        self.amount.installEventFilter(self)
        self.total_label = QLabel()
        self.total_label.setObjectName("trayTotal")
        self.total_label.setStyleSheet("font-size: 16px; font-weight: bold;")
        # the chips' breakdown wraps rather than widening the window past 1024 pixels
        self.total_label.setWordWrap(True)
        self.total_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.message = QLabel()
        self.message.setObjectName("trayMessage")
        self.message.setStyleSheet("color: #b00020;")

    def set_chips(self, chips: ChipSet, locale: str) -> None:
        """The house's chips, smallest first on keys 1, 2, 3 ..."""
        self.chips = chips
        self.values = tuple(sorted(chips.values))
        self.locale_name = locale
        while self.row.count():
            item = self.row.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None and widget not in (self.amount, self.total_label, self.message):
                widget.hide()  # gone at once, before the event loop deletes it
                widget.deleteLater()
        self.buttons = []
        for n, value in enumerate(self.values, start=1):
            key = str(n) if n <= 9 else ""
            button = QPushButton(f"{key}\n{format_amount(value, locale)}")
            button.setObjectName(f"trayChip_{value}")
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setMinimumSize(54, 44)
            colour = QColor(chips.colour(value))
            ink = "white" if colour.lightnessF() < 0.45 else "black"
            button.setStyleSheet(
                f"background: {colour.name()}; color: {ink}; font-weight: bold;"
                " border: 1px solid #555; border-radius: 6px;"
            )
            button.clicked.connect(lambda _=False, v=value: self.add(v))
            self.row.addWidget(button)
            self.buttons.append(button)
        self.row.addWidget(self.amount)
        self.row.addWidget(self.total_label, 1)
        self.row.addWidget(self.message)
        for widget in (*self.buttons, self.amount, self.total_label, self.message):
            widget.show()  # at once: a layout shows new children of a shown tray only later
        self.retranslate()
        self.clear()

    def set_locale(self, locale: str) -> None:
        """Amounts as `locale` writes them; the chips in the tray stay."""
        self.locale_name = locale
        for n, (button, value) in enumerate(zip(self.buttons, self.values, strict=True), start=1):
            button.setText(f"{n if n <= 9 else ''}\n{format_amount(value, locale)}")
        self._show()

    def retranslate(self) -> None:
        self.amount.setPlaceholderText(self.tr("amount (F2)"))
        self.amount.setToolTip(
            self.tr("Type an amount and press Enter: the tray takes the fewest chips")
        )
        self._show()

    # ------------------------------------------------------------------ contents

    def total(self) -> Decimal:
        return sum(self.history, Decimal(0))

    def add(self, value: Decimal) -> None:
        self.history.append(value)
        self.message.clear()
        self._show()

    def add_key(self, n: int) -> bool:
        """Number key `n` (1-9): the n-th chip from the smallest; False if there is none."""
        if 1 <= n <= len(self.values):
            self.add(self.values[n - 1])
            return True
        return False

    def remove_last(self) -> None:
        if self.history:
            self.history.pop()
            self._show()

    def clear(self) -> None:
        self.history = []
        self.message.clear()
        self._show()

    def build(self, amount: Decimal) -> bool:
        """The fewest chips that make `amount`, in place of what the tray held."""
        if self.chips is None:
            return False
        try:
            counts = self.chips.breakdown(amount)
        except ChipError:
            self.message.setText(
                self.tr("{amount} cannot be made with the table's chips").format(
                    amount=format_amount(amount, self.locale_name)
                )
            )
            return False
        self.history = [v for v, n in sorted(counts.items(), reverse=True) for _ in range(n)]
        self.message.clear()
        self._show()
        return True

    def build_typed(self) -> None:
        text = self.amount.text().strip()
        if not text:
            self.done.emit()
            return
        try:
            amount = parse_amount(text, self.locale_name)
        except AmountError:
            self.message.setText(self.tr("“{text}” is not an amount").format(text=text))
            return
        if self.build(amount):
            self.amount.clear()
            self.done.emit()

    def _show(self) -> None:
        counts: dict[Decimal, int] = {}
        for value in self.history:
            counts[value] = counts.get(value, 0) + 1
        parts = [
            f"{n} × {format_amount(v, self.locale_name)}"
            for v, n in sorted(counts.items(), reverse=True)
        ]
        total = format_amount(self.total(), self.locale_name)
        self.total_label.setText(
            self.tr("Tray: {total}").format(total=total)
            + (f"  ({', '.join(parts)})" if parts else "")
        )
        self.changed.emit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """In the amount field: Enter builds the chips, Esc leaves it empty; either way the
        keyboard goes back to the felt, and the key goes no further (a line edit passes Enter
        on to its parents, which would act on the felt)."""
        if not (
            watched is self.amount
            and isinstance(event, QKeyEvent)
            and event.type() == QEvent.Type.KeyPress
        ):
            return False
        if event.key() == Qt.Key.Key_Escape:
            self.amount.clear()
            self.done.emit()
            return True
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.build_typed()
            return True
        return False
