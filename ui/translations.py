"""The UI's language: Qt Linguist translations (`ui/i18n/dealer_trainer_<lang>.ts`, compiled
to `.qm` by `make`), switched at once without a restart.

`install_language` puts Qt's translators in place; the screens then re-read their words once,
when the context announces the change (`AppContext.set_language`). The core's drill texts
follow the same locale through `trainer.i18n`.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

I18N = Path(__file__).parent / "i18n"
LOCALES = ("ca", "es", "en")
_installed: list[QTranslator] = []


def ts_path(locale: str) -> Path:
    return I18N / f"dealer_trainer_{locale}.ts"


def qm_path(locale: str) -> Path:
    return I18N / f"dealer_trainer_{locale}.qm"


def lrelease() -> str | None:
    """The pyside6-lrelease beside this Python (the venv's), or one on PATH."""
    import shutil

    beside = Path(sys.executable).parent / "pyside6-lrelease"
    return str(beside) if beside.exists() else shutil.which("pyside6-lrelease")


def compile_translations() -> None:
    """Compile any .ts newer than its .qm (`make` does this; this covers a plain pip install)."""
    for locale in LOCALES:
        source, target = ts_path(locale), qm_path(locale)
        stale = not target.exists() or target.stat().st_mtime < source.stat().st_mtime
        tool = lrelease() if source.exists() and stale else None
        if tool:
            import subprocess  # only when a file is stale: start-up never pays for it

            subprocess.run(
                [tool, "-silent", str(source), "-qm", str(target)], check=False, timeout=60
            )


def system_language(ui_languages: list[str] | None = None) -> str:
    """The first of the desktop's preferred languages we speak ("ca-ES" → "ca"), else English:
    a Catalan or Spanish user's first start is in their language, not in English."""
    preferred = QLocale.system().uiLanguages() if ui_languages is None else ui_languages
    for name in preferred:
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LOCALES:
            return code
    return "en"


def chosen_language(saved: object, ui_languages: list[str] | None = None) -> str:
    """The language chosen in Settings, or on a first start the desktop's."""
    if isinstance(saved, str) and saved in LOCALES:
        return saved
    return system_language(ui_languages)


def install_language(locale: str) -> bool:
    """Switch the whole UI to `locale`; False when its translation file is missing (the UI
    then stays in English, which is the source language)."""
    app = QCoreApplication.instance()
    if app is None:
        return False
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    QLocale.setDefault(QLocale(locale))
    ours = QTranslator(app)
    loaded = ours.load(str(qm_path(locale)))
    if loaded:
        app.installTranslator(ours)
        _installed.append(ours)
    qt_own = QTranslator(app)  # Qt's own dialogs (OK, Cancel...) in the same language
    if qt_own.load(
        f"qtbase_{locale}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    ):
        app.installTranslator(qt_own)
        _installed.append(qt_own)
    if not loaded:
        # No translator change event was sent: tell Qt's own widgets (dialog buttons).
        from PySide6.QtCore import QEvent
        from PySide6.QtWidgets import QApplication

        for widget in QApplication.topLevelWidgets():
            QCoreApplication.sendEvent(widget, QEvent(QEvent.Type.LanguageChange))
    return loaded or locale == "en"
