"""What every view shares: the database, who is practising, the language, the rulebook, the
preferences (QSettings).

A change of language is the one change the screens follow on their own: `set_language` puts
it in place everywhere (Qt's translators, the core's messages, the saved choice) and then
announces it once (`signals.language_changed`); every screen re-reads its words from that
(`ui.views.screen`). The other values are read when a screen is filled."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings, Signal
from sqlite_utils import Database

from trainer import paths
from trainer.errors import RulebookError
from trainer.progress.accounts import Person
from ui.translations import install_language

if TYPE_CHECKING:
    from trainer.rulebooks import Rulebook


class Signals(QObject):
    """What the context announces."""

    language_changed = Signal(str)  # the locale now in place ("ca", "es", "en")


@dataclass
class AppContext:
    db: Database
    settings: QSettings
    locale: str = "en"
    trainee: Person | None = None
    signals: Signals = field(default_factory=Signals)
    _rulebook: Rulebook | None = field(default=None, init=False, repr=False)
    _rulebook_problem: str = field(default="", init=False, repr=False)

    @property
    def rulebook(self) -> Rulebook:
        """The chosen rulebook with the house's overrides, read on first use: no screen before
        the first question needs it, so the app paints its first screen without it."""
        if self._rulebook is None:
            self.load_rulebook()
        assert self._rulebook is not None
        return self._rulebook

    @property
    def rulebook_problem(self) -> str:
        """Why the house-rules file was refused (shown in Settings), or ""."""
        _ = self.rulebook
        return self._rulebook_problem

    @property
    def db_path(self) -> Path:
        """The progress file this context's connection has open (for worker threads, which
        need connections of their own)."""
        row = self.db.execute("PRAGMA database_list").fetchone()
        return Path(row[2])

    @property
    def house_rules_path(self) -> Path:
        from trainer.rulebooks import HOUSE_RULES_FILE

        return paths.data_dir() / HOUSE_RULES_FILE

    def set_language(self, locale: str) -> None:
        """The whole shell in `locale` from now on, and remembered; announced once everything
        reads the new language."""
        self.locale = locale
        self.settings.setValue("language", locale)
        install_language(locale)
        self.signals.language_changed.emit(locale)

    def load_rulebook(self) -> None:
        """(Re)read the chosen rulebook with the house's overrides; a bad override file is
        reported and the plain rulebook used, so a typo never stops practice."""
        from trainer import rulebooks

        chosen = str(self.settings.value("rulebook", rulebooks.DEFAULT_RULEBOOK))
        if chosen not in rulebooks.available():
            chosen = rulebooks.DEFAULT_RULEBOOK
        path = self.house_rules_path
        try:
            self._rulebook = rulebooks.load(chosen, path if path.exists() else None)
            self._rulebook_problem = ""
        except RulebookError as error:
            self._rulebook = rulebooks.load(chosen)
            self._rulebook_problem = str(error)
