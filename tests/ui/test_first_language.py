"""A first start speaks the desktop's language when it is one of ours; Settings' choice wins."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from ui.translations import chosen_language, system_language

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    ("preferred", "expected"),
    [
        (["ca-ES"], "ca"),
        (["es_ES"], "es"),
        (["fr-FR", "es-ES", "en-GB"], "es"),  # the first one we speak
        (["de-DE", "fr-FR"], "en"),  # none: English, the source language
        ([], "en"),
    ],
)
def test_the_desktops_first_language_we_speak(preferred: list[str], expected: str) -> None:
    assert system_language(preferred) == expected


def test_the_language_chosen_in_settings_wins_over_the_desktops() -> None:
    assert chosen_language("en", ["ca-ES"]) == "en"
    assert chosen_language("es", ["ca-ES"]) == "es"
    assert chosen_language(None, ["ca-ES"]) == "ca"  # first start: nothing saved
    assert chosen_language("xx", ["es-ES"]) == "es"  # a value we no longer know


@pytest.mark.parametrize(("lang", "expected"), [("ca_ES.UTF-8", "ca"), ("es_ES.UTF-8", "es")])
def test_qt_reads_the_desktops_language_from_the_environment(lang: str, expected: str) -> None:
    """Through the real QLocale.system(), in a process started as a Catalan/Spanish desktop
    starts the app."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG"))}
    env.update(LANG=lang, PYTHONPATH=str(ROOT))
    out = subprocess.run(
        [
            sys.executable,
            "-c",
            "from ui.translations import system_language; print(system_language())",
        ],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    ).stdout.strip()
    assert out == expected
