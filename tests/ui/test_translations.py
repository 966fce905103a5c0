"""Every visible UI string has a finished translation in Catalan, Spanish and English, and the
committed .ts files hold every string the sources use (a new `self.tr()` without a translation
fails here)."""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from ui.translations import LOCALES, ts_path
from ui.words import LANGUAGES

ROOT = Path(__file__).resolve().parents[2]


def messages(path: Path) -> dict[tuple[str, str], ET.Element]:
    tree = ET.parse(path)
    found = {}
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            found[(name, message.findtext("source") or "")] = message
    return found


@pytest.mark.parametrize("locale", LOCALES)
def test_every_string_is_translated(locale: str) -> None:
    found = messages(ts_path(locale))
    assert found
    for (context, source), message in found.items():
        translation = message.find("translation")
        assert translation is not None, (context, source)
        assert translation.get("type") not in ("unfinished", "obsolete", "vanished"), source
        # A count's words (Qt numerus forms): the singular and the plural, both written.
        forms = [f.text or "" for f in translation.iter("numerusform")]
        if message.get("numerus") == "yes":
            assert len(forms) == 2 and all(f.strip() for f in forms), (locale, source)
        else:
            assert not forms and (translation.text or "").strip(), (context, source)
        for field in ("{name}", "{count}", "{title}", "{level}"):
            if field in source:
                assert all(field in text for text in forms or [translation.text or ""]), (
                    locale,
                    source,
                )


def test_ts_files_cover_every_tr_call(tmp_path: Path) -> None:
    lupdate = Path(sys.executable).parent / "pyside6-lupdate"
    tool = str(lupdate) if lupdate.exists() else shutil.which("pyside6-lupdate")
    assert tool, "pyside6-lupdate comes with PySide6"
    sources = [str(p) for p in sorted((ROOT / "ui").rglob("*.py")) if "felt" not in p.parts]
    fresh = tmp_path / "fresh.ts"
    subprocess.run([tool, *sources, "-ts", str(fresh)], check=True, capture_output=True)
    wanted = set(messages(fresh))
    have = set(messages(ts_path("ca")))
    assert wanted - have == set(), "run the translation update: strings lack translations"


def test_catalan_translation_changes_the_words() -> None:
    found = messages(ts_path("ca"))
    translated = {src: (m.findtext("translation") or "") for (_c, src), m in found.items()}
    assert translated["Who is practising?"] == "Qui practica?"
    assert translated["&File"] == "&Fitxer"


def test_the_languages_offered_are_the_translated_ones() -> None:
    # The app checks a saved language against LOCALES; Settings lists LANGUAGES by name.
    assert sorted(code for code, _name in LANGUAGES) == sorted(LOCALES) == ["ca", "en", "es"]


def test_a_stale_translation_is_compiled_and_a_fresh_one_left_alone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from ui import translations

    assert translations.lrelease() is not None  # shipped with PySide6
    for locale in LOCALES:  # sources with no .qm beside them: stale
        shutil.copy(ts_path(locale), tmp_path)
    monkeypatch.setattr(translations, "I18N", tmp_path)
    translations.compile_translations()
    compiled = [translations.qm_path(locale) for locale in LOCALES]
    assert all(path.stat().st_size > 0 for path in compiled)
    stamps = [path.stat().st_mtime_ns for path in compiled]
    translations.compile_translations()  # nothing is stale now: nothing is rewritten
    assert [path.stat().st_mtime_ns for path in compiled] == stamps
