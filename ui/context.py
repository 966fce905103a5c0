"""What every view shares: the database, who is practising, the language, the rulebook, the
preferences (QSettings)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QObject, QSettings, Signal
from sqlite_utils import Database

from trainer import paths, rulebooks
from trainer.errors import RulebookError
from trainer.progress.accounts import Person
from trainer.rulebooks import Rulebook


class Signals(QObject):
    language_changed = Signal(str)
    trainee_changed = Signal()
    rulebook_changed = Signal()


@dataclass
class AppContext:
    db: Database
    settings: QSettings
    locale: str = "en"
    trainee: Person | None = None
    rulebook: Rulebook = field(default_factory=rulebooks.default)
    rulebook_problem: str = ""  # a house-rules file that was refused, shown in Settings
    signals: Signals = field(default_factory=Signals)

    @property
    def db_path(self) -> Path:
        """The progress file this context's connection has open (for worker threads, which
        need connections of their own)."""
        row = self.db.execute("PRAGMA database_list").fetchone()
        return Path(row[2])

    @property
    def house_rules_path(self) -> Path:
        return paths.data_dir() / rulebooks.HOUSE_RULES_FILE

    def load_rulebook(self) -> None:
        """The chosen rulebook with the house's overrides; a bad override file is reported and
        the plain rulebook used, so a typo never stops practice."""
        chosen = str(self.settings.value("rulebook", rulebooks.DEFAULT_RULEBOOK))
        if chosen not in rulebooks.available():
            chosen = rulebooks.DEFAULT_RULEBOOK
        path = self.house_rules_path
        try:
            self.rulebook = rulebooks.load(chosen, path if path.exists() else None)
            self.rulebook_problem = ""
        except RulebookError as error:
            self.rulebook = rulebooks.load(chosen)
            self.rulebook_problem = str(error)
