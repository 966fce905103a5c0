"""What every view shares: the station (the database, the rulebook in force, the catalogue:
`trainer.station`), who is practising, the language, the preferences (QSettings).

Two announcements reach the screens, and they follow both on their own (`ui.views.screen`):
- a change of language: `set_language` puts it in place everywhere (Qt's translators, the
  core's messages, the saved choice) and then announces it once (`signals.language_changed`);
  every screen re-reads its words from that;
- a write: the station says what each write changed (`trainer.station.Change`), passed on as
  `signals.changed`; a screen showing those figures reads them again (at once when shown,
  else when it is next shown).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings, Signal
from sqlite_utils import Database

from trainer import paths
from trainer.progress.accounts import Person
from trainer.station import Changes, Station
from ui.translations import install_language

if TYPE_CHECKING:
    from trainer.rulebooks import Rulebook


class Signals(QObject):
    """What the context announces."""

    language_changed = Signal(str)  # the locale now in place ("ca", "es", "en")
    changed = Signal(object)  # a frozenset of trainer.station.Change: what a write changed
    table_report = Signal(int)  # a stored table session's id: the window shows its report


class AppContext:
    def __init__(
        self,
        db: Database | None = None,
        settings: QSettings | None = None,
        locale: str = "en",
        trainee: Person | None = None,
        *,
        station: Station | None = None,
    ) -> None:
        """The station given, or one on `db` (as tests and tools build a context)."""
        assert settings is not None
        self.settings = settings
        if station is None:
            assert db is not None, "a context needs a station or a database"
            station = Station(db, rulebook=self._chosen_rulebook, house_rules=self.house_rules_path)
        self.station = station
        self.locale = locale
        self.trainee = trainee
        self.signals = Signals()
        station.listen(self._announce)

    def _announce(self, changes: Changes) -> None:
        self.signals.changed.emit(changes)

    @property
    def db(self) -> Database:
        """The station's database, for tests and tools that fill a station with the core's
        functions. No screen uses it (a test greps `ui/` for it): screens ask the station,
        whose writes announce what they changed."""
        return self.station.db

    @property
    def rulebook(self) -> Rulebook:
        """The chosen rulebook with the house's overrides (`Station.rulebook`)."""
        return self.station.rulebook

    @property
    def rulebook_problem(self) -> str:
        """Why the house-rules file was refused, in the shell's language (shown in Settings and
        the status bar), or ""."""
        from trainer.rulebooks.words import refusal_in

        error = self.station.rulebook_error
        return refusal_in(error, self.locale) if error is not None else ""

    @property
    def db_path(self) -> Path:
        """The progress file this context's connection has open (`Station.path`)."""
        return self.station.path

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

    def _chosen_rulebook(self) -> str | None:
        value = self.settings.value("rulebook")
        return str(value) if value else None

    def load_rulebook(self) -> None:
        """(Re)read the chosen rulebook with the house's overrides; a bad override file is
        reported and the plain rulebook used, so a typo never stops practice."""
        self.station.reload_rulebook()
