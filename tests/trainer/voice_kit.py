"""What the voice tests read: every string of one language, where it stands.

The Catalan and the Spanish voice tests (`test_catalan_voice.py`, `test_spanish_voice.py`)
refuse different forms but read the same texts: each `<translation>` and `<numerusform>` of
the shell's Qt catalogue for the language, each value of that language in the core's TOML
catalogues (drill messages, exams, levels), and the language's lessons by paragraph and list
item. Reading them here keeps the two tests to their patterns and their reasons.
"""

from __future__ import annotations

import re
import tomllib
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import NamedTuple

from trainer.lessons import LESSONS_DIR

ROOT = Path(__file__).resolve().parents[2]
TOML_FILES = sorted((ROOT / "trainer").rglob("*.toml"))


class Text(NamedTuple):
    where: str  # file and key, context and English source, or lesson and line
    text: str


def ts_file(lang: str) -> Path:
    """The shell's Qt catalogue for `lang`."""
    return ROOT / "ui" / "i18n" / f"dealer_trainer_{lang}.ts"


def ts_sources(lang: str) -> set[str]:
    """Every English source of the shell's catalogue for `lang`."""
    root = ET.parse(ts_file(lang)).getroot()
    return {m.findtext("source", "") for m in root.iter("message")}


def ts_texts(lang: str, skip: Iterable[str] = ()) -> Iterator[Text]:
    """Every translation of the Qt shell into `lang` (each plural form on its own), but for
    the messages whose English source is in `skip`."""
    path = ts_file(lang)
    skipped = set(skip)
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            source = message.findtext("source", "")
            if source in skipped:
                continue
            translation = message.find("translation")
            assert translation is not None
            forms = [form.text or "" for form in translation.iter("numerusform")]
            for text in forms or [translation.text or ""]:
                yield Text(f"{path.name} {name}: {source!r}", text)


def _toml_lang(value: object, lang: str, where: str) -> Iterator[Text]:
    if isinstance(value, dict):
        for key, item in value.items():
            if key == lang and isinstance(item, str):
                yield Text(where, item)
            elif key == lang and isinstance(item, dict):  # plural forms
                yield from (Text(f"{where}.{n}", str(t)) for n, t in item.items())
            else:
                yield from _toml_lang(item, lang, f"{where}.{key}" if where else key)
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from _toml_lang(item, lang, f"{where}[{i}]")


def toml_texts(lang: str) -> Iterator[Text]:
    """Every `lang` string of the core's catalogues."""
    for path in TOML_FILES:
        data = tomllib.loads(path.read_text("utf-8"))
        yield from _toml_lang(data, lang, f"{path.relative_to(ROOT)} ")


_ITEM = re.compile(r"^(?:[-*] |\d+\. )")


def lesson_texts(lang: str, game: str) -> Iterator[Text]:
    """A lesson by paragraph and list item, lines joined, emphasis and code marks dropped;
    the regulation's words (`>` lines), headings, anchors and tables left out."""
    path = LESSONS_DIR / lang / f"{game}.md"
    block: list[str] = []
    start = 0

    def flush() -> Iterator[Text]:
        if block:
            text = re.sub(r"[*`]", "", " ".join(block))
            yield Text(f"{path.relative_to(ROOT)}:{start}", text)
        block.clear()

    for number, line in enumerate(path.read_text("utf-8").splitlines(), 1):
        stripped = line.strip()
        if not stripped or stripped.startswith((">", "#", "<", "|")) or _ITEM.match(stripped):
            yield from flush()
            if not stripped or not _ITEM.match(stripped):
                continue
        if not block:
            start = number
        block.append(stripped)
    yield from flush()


Pattern = tuple[re.Pattern[str], str]  # a form refused, and what it is


def findings(
    texts: Iterable[Text],
    patterns: Iterable[Pattern],
    allowed: Callable[[re.Pattern[str], re.Match[str], str], bool] | None = None,
) -> list[str]:
    """Each match of `patterns` in `texts`, where it is and why it is refused; a match
    `allowed` takes (pattern, match, text) is left alone."""
    rules = list(patterns)
    return [
        f"{t.where}: {why}, {m.group(0).strip()!r} in {t.text!r}"
        for t in texts
        for pattern, why in rules
        for m in pattern.finditer(t.text)
        if not (allowed and allowed(pattern, m, t.text))
    ]
