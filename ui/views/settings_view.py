"""Settings: language (applied at once), sound and volume, animations, rulebook and house
rules. House rules are validated by the same loader as the rulebooks before they are saved,
so a bad value is refused with the field and what is allowed, and nothing is written.

Exams run under the rulebook, the house rules and the chip set, so everyone sees them but only
an instructor changes them: the fields are read-only until an instructor approves with their
passphrase ("Change as instructor…"), they lock again when the screen is left, and the write
itself (`trainer.house_rules.save`) checks the passphrase again."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

if TYPE_CHECKING:
    from PySide6.QtGui import QHideEvent, QShowEvent

    from ui.views.pin_dialog import InstructorSecretDialog

from trainer import rulebooks
from trainer.errors import RulebookError
from trainer.i18n import translate
from trainer.progress.accounts import Credential, Role
from trainer.progress.errors import SecretNeededError, SecretRefusedError
from trainer.rulebooks.sections import PuntoBancoRules
from trainer.rulebooks.words import problem_in
from ui import preferences
from ui.context import AppContext
from ui.views.house_values import (
    FieldTextError,
    amount_text,
    file_text,
    parse_field_amount,
    parse_rate,
    rate_text,
)
from ui.views.message import Message, Words
from ui.views.screen import Screen
from ui.words import LANGUAGES

# The house rules the settings screen edits: (section, field, kind). Kinds: "rate" for a rate
# shown and typed as a percentage, "amount" for money, or a tuple of allowed choices
# (`ui/views/house_values.py` reads and writes the decimal ones in the reader's locale).
HOUSE_FIELDS: tuple[tuple[str, str, str | tuple[str, ...]], ...] = (
    ("punto_banco", "commission_rate", "rate"),
    ("punto_banco", "commission_collection", ("immediate", "end_of_shoe")),
    ("blackjack", "doubling", ("any_two", "nine_ten_eleven")),
    ("blackjack", "dealer_blackjack_takes", ("all_bets", "original_bets_only")),
    ("blackjack", "table_min", "amount"),
    ("blackjack", "table_max", "amount"),
    ("roulette", "table_min", "amount"),
    ("roulette", "plein_max", "amount"),
    ("craps", "table_min", "amount"),
    ("craps", "simple_max", "amount"),
    ("", "payout_rounding", ("exact", "down_to_chip")),
)


# The colours a house's chips come in, named in the trainee's language on screen (the house
# rules keep the English word); a colour outside this list is shown and kept as typed.
CHIP_COLOURS = (
    "grey", "white", "pink", "red", "blue", "green", "black", "purple", "yellow", "orange",
    "brown",
)  # fmt: skip
_CHIP = r"(\d+(?:[.,]\d{1,2})?)\s+([^\W\d_]+)"
_CHIPS = re.compile(rf"\s*{_CHIP}(?:\s*[,;]?\s*{_CHIP})*\s*[,;]?\s*")


def chips_text(
    book: rulebooks.Rulebook, locale: str = "en", colours: Mapping[str, str] | None = None
) -> str:
    """The chip set as the settings field shows it: "0.50 grey, 1 white, 2.50 pink" in English,
    "0,50 gris, 1 blanc, 2,50 rosa" in Catalan (the decimal comma and the colour's word)."""
    chips = sorted(book.chips, key=lambda c: c.value)
    return pairs_text([(str(c.value), c.colour) for c in chips], locale, colours)


def pairs_text(
    pairs: list[tuple[str, str]], locale: str, colours: Mapping[str, str] | None = None
) -> str:
    words = colours or {}
    comma = locale in ("ca", "es")
    return ", ".join(
        f"{value.replace('.', ',') if comma else value} {words.get(colour, colour)}"
        for value, colour in pairs
    )


def parse_chips(
    text: str, colours: Mapping[str, str] | None = None
) -> list[tuple[str, str]] | None:
    """(value, colour) pairs from the field, the colour back to the house rules' English word
    (`colours`: English word -> the word shown); None when the text is not chips."""
    if not _CHIPS.fullmatch(text):
        return None
    back = {shown.lower(): key for key, shown in (colours or {}).items()}
    return [
        (value.replace(",", "."), back.get(colour.lower(), colour.lower()))
        for value, colour in re.findall(_CHIP, text)
    ]


def current_value(book: rulebooks.Rulebook, section: str, name: str) -> str:
    owner = getattr(book, section) if section else book
    value = getattr(owner, name)
    return str(getattr(value, "value", value))


def shown_value(book: rulebooks.Rulebook, section: str, name: str, kind: str, locale: str) -> str:
    """A decimal house rule as the field shows it: "5 %" for a rate, "10 €" for an amount."""
    value = Decimal(current_value(book, section, name))
    return rate_text(value, locale) if kind == "rate" else amount_text(value, locale)


def read_value(text: str, kind: str, locale: str) -> Decimal:
    """The exact value a decimal field holds (`FieldTextError` when it holds none)."""
    return parse_rate(text) if kind == "rate" else parse_field_amount(text, locale)


def rate_bounds() -> tuple[Decimal, Decimal]:
    """PB-04: the commission rates the rulebook accepts (its field's own limits)."""
    found = {f.name: f for f in dataclasses.fields(PuntoBancoRules)}["commission_rate"]
    return Decimal(found.metadata["min"]), Decimal(found.metadata["max"])


def house_rules_toml(
    values: dict[tuple[str, str], str], chips: list[tuple[str, str]] | None = None
) -> str:
    """A house-rules file holding only the given fields (and the chip set, when it changed)."""
    top = [f'{name} = "{value}"' for (section, name), value in values.items() if not section]
    lines = [*top]
    for value, colour in chips or ():
        lines += ["", "[[chips]]", f'value = "{value}"', f'colour = "{colour}"']
    sections = sorted({s for s, _ in values if s})
    for section in sections:
        lines.append(f"\n[{section}]")
        for (s, name), value in values.items():
            if s == section:
                escaped = value.replace("\\", "\\\\").replace('"', '\\"')
                lines.append(f'{name} = "{escaped}"')
    return "\n".join(lines) + "\n"


class SettingsView(Screen):
    language_chosen = Signal(str)

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.credential: Credential | None = None  # the approving instructor, while unlocked
        self.relock_on_show = False
        self.dialog: InstructorSecretDialog | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 20, 40, 20)

        self.general = QGroupBox()
        form = QFormLayout(self.general)
        self.language = QComboBox()
        self.language.setObjectName("language")
        for code, name in LANGUAGES:
            self.language.addItem(name, code)
        self.language.setCurrentIndex([c for c, _ in LANGUAGES].index(context.locale))
        self.language.currentIndexChanged.connect(
            lambda i: self.language_chosen.emit(str(self.language.itemData(i)))
        )
        self.sound = QCheckBox()
        self.sound.setObjectName("soundOn")
        self.sound.setChecked(preferences.sound_on(context.settings))
        self.sound.toggled.connect(lambda on: context.settings.setValue(preferences.SOUND, on))
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setRange(0, 100)
        self.volume.setValue(preferences.volume_percent(context.settings))
        self.volume.valueChanged.connect(lambda v: context.settings.setValue(preferences.VOLUME, v))
        self.animations = QCheckBox()
        self.animations.setObjectName("animationsOn")
        self.animations.setChecked(preferences.animations_on(context.settings))
        self.animations.toggled.connect(
            lambda on: context.settings.setValue(preferences.ANIMATIONS, on)
        )
        self.language_label, self.sound_label = QLabel(), QLabel()
        self.volume_label, self.animations_label = QLabel(), QLabel()
        form.addRow(self.language_label, self.language)
        form.addRow(self.sound_label, self.sound)
        form.addRow(self.volume_label, self.volume)
        form.addRow(self.animations_label, self.animations)
        layout.addWidget(self.general)

        self.house = QGroupBox()
        # Read-only fields look read-only (Qt draws them like editable ones by default).
        self.house.setStyleSheet("QLineEdit:read-only { background: #e8e8e8; color: #333; }")
        house_form = QFormLayout(self.house)
        lock_row = QHBoxLayout()
        self.lock_note = QLabel()
        self.lock_note.setObjectName("houseLockNote")
        self.lock_note.setWordWrap(True)
        self.lock_note.setStyleSheet("font-weight: bold;")
        self.unlock = QPushButton()
        self.unlock.setObjectName("unlockHouseRules")
        self.unlock.clicked.connect(self.ask_instructor)
        lock_row.addWidget(self.lock_note, 1)
        lock_row.addWidget(self.unlock)
        house_form.addRow(lock_row)
        self.rulebook = QComboBox()
        self.rulebook.setObjectName("rulebook")
        for book in rulebooks.available():
            self.rulebook.addItem(book, book)
        self.rulebook_label = QLabel()
        house_form.addRow(self.rulebook_label, self.rulebook)
        self.fields: dict[tuple[str, str], QLineEdit | QComboBox] = {}
        self.kinds = {(section, name): kind for section, name, kind in HOUSE_FIELDS}
        self._shown_locale = context.locale  # the locale the decimal fields are written in
        self.field_labels: dict[tuple[str, str], QLabel] = {}
        for section, name, kind in HOUSE_FIELDS:
            widget: QLineEdit | QComboBox
            if isinstance(kind, tuple):
                widget = QComboBox()
                for choice in kind:
                    widget.addItem(choice, choice)
            else:
                widget = QLineEdit()
            widget.setObjectName(f"house_{section}_{name}")
            widget.setMaximumWidth(320)
            self.fields[(section, name)] = widget
            label = QLabel()
            self.field_labels[(section, name)] = label
            house_form.addRow(label, widget)
        self.chips = QLineEdit()
        self._shown_colours: dict[str, str] = {}  # the colour words the field is written in
        self.chips.setObjectName("house_chips")
        self.chips_label = QLabel()
        house_form.addRow(self.chips_label, self.chips)
        buttons = QHBoxLayout()
        self.save = QPushButton()
        self.save.setObjectName("saveHouseRules")
        self.save.clicked.connect(self.save_house_rules)
        self.reset = QPushButton()
        self.reset.clicked.connect(self.reset_house_rules)
        buttons.addWidget(self.save)
        buttons.addWidget(self.reset)
        buttons.addStretch(1)
        house_form.addRow(buttons)
        self.message = Message()
        self.message.setObjectName("houseMessage")
        self.message.setWordWrap(True)
        house_form.addRow(self.message)
        layout.addWidget(self.house)
        layout.addStretch(1)
        self.retranslate()
        self.load_values()
        self.lock_house_rules()

    def focus_owner(self) -> QWidget:
        """The first setting, the language."""
        return self.language

    def retranslate(self) -> None:
        self.general.setTitle(self.tr("General"))
        self.language_label.setText(self.tr("Language"))
        self.sound_label.setText(self.tr("Sound"))
        self.sound.setText(self.tr("On"))
        self.volume_label.setText(self.tr("Volume"))
        self.animations_label.setText(self.tr("Animations"))
        self.animations.setText(self.tr("On"))
        self.house.setTitle(self.tr("Rulebook and house rules"))
        self.rulebook_label.setText(self.tr("Rulebook"))
        self.save.setText(self.tr("Save house rules"))
        self.reset.setText(self.tr("Back to the regulation"))
        self.unlock.setText(self.tr("Change as instructor…"))
        self._show_lock()
        names = {
            ("punto_banco", "commission_rate"): self.tr("Punto banco: banker commission (PB-04)"),
            ("punto_banco", "commission_collection"): self.tr(
                "Punto banco: commission collected (PB-04)"
            ),
            ("blackjack", "doubling"): self.tr("Blackjack: doubling allowed on (BJ-15)"),
            ("blackjack", "dealer_blackjack_takes"): self.tr(
                "Blackjack: dealer blackjack takes (BJ-12)"
            ),
            ("blackjack", "table_min"): self.tr("Blackjack: table minimum (BJ-04)"),
            ("blackjack", "table_max"): self.tr("Blackjack: table maximum (BJ-04)"),
            ("roulette", "table_min"): self.tr("Roulette: table minimum (RO-12)"),
            ("roulette", "plein_max"): self.tr("Roulette: maximum on a straight (RO-12)"),
            ("craps", "table_min"): self.tr("Craps: table minimum (CR-15)"),
            ("craps", "simple_max"): self.tr("Craps: simple-bet maximum (CR-15)"),
            ("", "payout_rounding"): self.tr("Payouts that do not fall on a chip"),
        }
        for key, label in self.field_labels.items():
            label.setText(names[key])
        self.chips_label.setText(self.tr("Chip set (value and colour, smallest first)"))
        choices = {
            "immediate": self.tr("at once, from each win"),
            "end_of_shoe": self.tr("at the end of the shoe"),
            "any_two": self.tr("any first two cards"),
            "nine_ten_eleven": self.tr("9, 10 or 11 only"),
            "all_bets": self.tr("every bet, doubles and splits included"),
            "original_bets_only": self.tr("the original bets only"),
            "exact": self.tr("paid exactly, to the cent"),
            "down_to_chip": self.tr("rounded down to the smallest chip"),
        }
        for widget in self.fields.values():
            if isinstance(widget, QComboBox):
                for i in range(widget.count()):
                    widget.setItemText(
                        i, choices.get(str(widget.itemData(i)), str(widget.itemData(i)))
                    )
        self.message.retranslate()  # the last save's message, said again in the new language
        # the decimal fields as typed, in the new language's percent and money
        for key, widget in self.fields.items():
            kind = self.kinds[key]
            if isinstance(widget, QLineEdit) and isinstance(kind, str):
                try:
                    value = read_value(widget.text(), kind, self._shown_locale)
                except FieldTextError:
                    continue  # left as typed: saving says what is wrong with it
                new = self.context.locale
                widget.setText(rate_text(value, new) if kind == "rate" else amount_text(value, new))
        self._shown_locale = self.context.locale
        # the chip set as typed, in the new language's decimal comma and colour words
        pairs = parse_chips(self.chips.text(), self._shown_colours)
        self._shown_colours = self.colour_words()
        if pairs is not None:
            self.chips.setText(pairs_text(pairs, self.context.locale, self._shown_colours))

    def load_values(self) -> None:
        book = self.context.rulebook
        index = self.rulebook.findData(book.id)
        self.rulebook.setCurrentIndex(max(index, 0))
        for (section, name), widget in self.fields.items():
            value = current_value(book, section, name)
            kind = self.kinds[(section, name)]
            if isinstance(widget, QComboBox):
                widget.setCurrentIndex(max(widget.findData(value), 0))
            elif isinstance(kind, str):
                widget.setText(shown_value(book, section, name, kind, self.context.locale))
        self._shown_locale = self.context.locale
        self._shown_colours = self.colour_words()
        self.chips.setText(chips_text(book, self.context.locale, self._shown_colours))
        if self.context.rulebook_problem:
            self.message.say(lambda: self.context.rulebook_problem)

    def _changed_values(self) -> dict[tuple[str, str], str]:
        """The fields that differ from the rulebook, as the file writes them; `FieldTextError`
        (with `key` set to the field) for a decimal field that holds no value."""
        base = rulebooks.load(str(self.rulebook.currentData()))
        changed = {}
        for key, widget in self.fields.items():
            kind = self.kinds[key]
            if isinstance(widget, QComboBox):
                value = str(widget.currentData())
                if value != current_value(base, *key):
                    changed[key] = value
                continue
            assert isinstance(kind, str)
            try:
                number = read_value(widget.text(), kind, self._shown_locale)
            except FieldTextError as error:
                error.key = key
                raise
            if number != Decimal(current_value(base, *key)):
                changed[key] = file_text(number)
        return changed

    def _field_words(self, error: FieldTextError) -> str:
        """Why a decimal field cannot be read, in the language of the moment."""
        locale = self.context.locale
        low, high = rate_bounds()
        example = rate_text(Decimal("0.05"), locale)
        if error.kind == "amount" and error.code:
            return translate(error.code, locale, error.params)
        if error.kind == "empty" and self.kinds.get(error.key) == "amount":
            return translate(
                "answers.amount.empty", locale, {"example": amount_text(Decimal("12.50"), locale)}
            )
        if error.kind == "bare_fraction":
            return self.tr(
                "write the commission as a percentage, like {example}: a rate under 1 % "
                "is typed with its sign ({small})"
            ).format(example=example, small=rate_text(Decimal("0.005"), locale))
        if error.kind == "places":
            return self.tr("a percentage has at most two decimals, like {example}").format(
                example=rate_text(Decimal("0.0425"), locale)
            )
        if error.kind == "range":
            return self.tr("the commission is {low} to {high} (PB-04)").format(
                low=rate_text(low, locale), high=rate_text(high, locale)
            )
        return self.tr("write a percentage, like {example}").format(example=example)

    # ------------------------------------------------------------------ the instructor's lock

    def _editors(self) -> list[QWidget]:
        return [self.rulebook, *self.fields.values(), self.chips]

    def _show_lock(self) -> None:
        unlocked = self.credential is not None
        for widget in self._editors():
            if isinstance(widget, QLineEdit):
                widget.setReadOnly(not unlocked)  # still legible and selectable
            else:
                widget.setEnabled(unlocked)
        self.save.setVisible(unlocked)
        self.reset.setVisible(unlocked)
        self.unlock.setVisible(not unlocked)
        if unlocked:
            self.lock_note.setText(
                self.tr("Unlocked by an instructor until you leave this screen.")
            )
        elif self.context.station.has_instructor():
            self.lock_note.setText(
                self.tr(
                    "Exams run under these rules: only an instructor can change the rulebook, "
                    "the house rules and the chip set."
                )
            )
        else:
            self.lock_note.setText(
                self.tr(
                    "Exams run under these rules: only an instructor can change them. Create "
                    "the first instructor on the who screen."
                )
            )
        self.unlock.setEnabled(self.context.station.has_instructor())

    def ask_instructor(self) -> None:
        """The approval dialog; the fields unlock once an instructor's passphrase is right."""
        from ui.views.pin_dialog import InstructorSecretDialog

        person = self.context.trainee
        chosen = person.id if person is not None and person.role is Role.INSTRUCTOR else None
        dialog = InstructorSecretDialog(
            self.context.station,
            self.tr("An instructor's passphrase is needed to change the house rules."),
            chosen,
            self,
        )
        dialog.accepted.connect(lambda: self.unlock_house_rules(dialog.credential))
        self.dialog = dialog
        dialog.open()

    def unlock_house_rules(self, credential: Credential | None) -> None:
        """Editable with `credential`; every save hands it to the core, which checks it."""
        self.credential = credential
        self._show_lock()

    def lock_house_rules(self) -> None:
        self.credential = None
        self.load_values()
        self._show_lock()

    def hideEvent(self, event: QHideEvent) -> None:
        """Leaving the screen forgets the approval at once; the fields are redrawn locked when
        it is shown again (not here: this also runs while the window is being destroyed)."""
        if self.credential is not None:
            self.credential = None
            self.relock_on_show = True
        super().hideEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        if self.relock_on_show:
            self.relock_on_show = False
            self.lock_house_rules()
        super().showEvent(event)

    # ------------------------------------------------------------------ saving

    def save_house_rules(self) -> bool:
        """Validate, then write (the core checks the instructor's passphrase again); a refused
        value or passphrase leaves the saved file as it was."""
        if self.credential is None:
            self._refuse_lock(
                lambda: self.tr("Not saved: an instructor must unlock the house rules.")
            )
            return False
        chosen = str(self.rulebook.currentData())
        chips = parse_chips(self.chips.text(), self.colour_words())
        if chips is None:
            self._refuse(
                self.chips_label.text(),
                self.tr("write each chip as a value and a colour, like “{example}”").format(
                    example=chips_text(
                        rulebooks.load(chosen), self.context.locale, self.colour_words()
                    ).split(", ")[2]
                ),
            )
            return False
        base = rulebooks.load(chosen)
        shown = chips_text(base, self.context.locale, self.colour_words())
        changed_chips = chips if self.chips.text().strip() != shown else None
        try:
            values = self._changed_values()
        except FieldTextError as error:  # the field keeps what was typed, to be corrected
            unreadable = error
            self._refuse(self.field_labels[error.key].text(), lambda: self._field_words(unreadable))
            return False
        rate = values.get(("punto_banco", "commission_rate"))
        low, high = rate_bounds()
        if rate is not None and not low <= Decimal(rate) <= high:
            out = FieldTextError("range")
            out.key = ("punto_banco", "commission_rate")
            self._refuse(self.field_labels[out.key].text(), lambda: self._field_words(out))
            return False
        text = house_rules_toml(values, changed_chips)
        try:
            self.context.station.save_house_rules(text, chosen, by=self.credential)
        except RulebookError as error:  # the file, the field and what is allowed
            refusal = error
            self._refuse(
                f"{Path(error.source).name}, {error.field}",
                lambda: problem_in(refusal, self.context.locale),
            )
            return False
        except OSError as error:  # the data folder refused the write: nothing was replaced
            self._refuse(str(self.context.house_rules_path), error.strerror or str(error))
            return False
        except (SecretNeededError, SecretRefusedError):
            self._refuse_lock(
                lambda: self.tr("Not saved: the instructor's passphrase was refused.")
            )
            return False
        self.context.settings.setValue("rulebook", chosen)
        self.context.load_rulebook()
        self.message.setStyleSheet("color: #1b5e20;")
        self.message.say(lambda: self.tr("Saved. New questions use these rules."))
        return True

    def _chip_example(self, book_id: str) -> str:
        """One chip of the rulebook's set as the field writes it ("2,50 rosa")."""
        shown = chips_text(rulebooks.load(book_id), self.context.locale, self.colour_words())
        return shown.split(", ")[min(2, shown.count(", "))]

    def colour_words(self) -> dict[str, str]:
        """Each chip colour in the trainee's language."""
        return {
            "grey": self.tr("grey"),
            "white": self.tr("white"),
            "pink": self.tr("pink"),
            "red": self.tr("red"),
            "blue": self.tr("blue"),
            "green": self.tr("green"),
            "black": self.tr("black"),
            "purple": self.tr("purple"),
            "yellow": self.tr("yellow"),
            "orange": self.tr("orange"),
            "brown": self.tr("brown"),
        }

    def _refuse(self, field: str, problem: str | Words) -> None:
        """ "Not saved" with the field and what is wrong, said again after a language change
        (`problem` a callable when it has words in every language)."""
        self.message.setStyleSheet("color: #b00020;")
        self.message.say(
            lambda: self.tr("Not saved: {field}: {problem}").format(
                field=field, problem=problem if isinstance(problem, str) else problem()
            )
        )

    def _refuse_lock(self, words: Words) -> None:
        """Locked again (the passphrase changed meanwhile, or none was given)."""
        self.lock_house_rules()
        self.message.setStyleSheet("color: #b00020;")
        self.message.say(words)

    def reset_house_rules(self) -> bool:
        try:
            self.context.station.remove_house_rules(by=self.credential)
        except (SecretNeededError, SecretRefusedError):
            self._refuse_lock(
                lambda: self.tr("Not changed: an instructor must unlock the house rules.")
            )
            return False
        except OSError as error:  # the file could not be moved aside: it is left as it was
            self._refuse(str(self.context.house_rules_path), error.strerror or str(error))
            return False
        self.context.load_rulebook()
        self.load_values()
        self.message.setStyleSheet("")
        self.message.say(lambda: self.tr("House rules removed: the regulation's values apply."))
        return True
