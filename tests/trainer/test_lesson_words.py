"""What a trainee reads in the lessons, in every language (issue 15, Words): no remark meant
for the authors (our copy of the decree being cut short, a house-rules field name), and no
sentence broken into a list because a line happens to start with a number ("...al número\\n5.
**DECISIÓN**" lost its 5 in the Spanish boule lesson)."""

from __future__ import annotations

import re
from itertools import pairwise

import pytest

from trainer.lessons import _BULLET, _NUMBERED, LANGS, LESSONS, LESSONS_DIR, load

REMARKS = (
    (r"\bseed\b|\bllavor\b|\bsemilla\b", "the project's source texts ('seed')"),
    (r"\bque tenim\b|\bdel que disponemos\b|\bwe have\b", "'the text we have'"),
    (
        r"\btallad?a?\b|\bqueda cortad[oa]\b|\bestá cortad[oa]\b|\bcut (?:short|from)\b",
        "'cut short'",
    ),
    (r"`[a-z]+_[a-z_]+`", "a house-rules field name a trainee never sees"),
    (r"RULES\.md|(?-i:\bTODO\b|\bFIXME\b)", "a note for the authors"),
)


def lesson_text(game: str, lang: str) -> str:
    return (LESSONS_DIR / lang / f"{game}.md").read_text("utf-8")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", LESSONS)
def test_no_remark_meant_for_the_authors(game: str, lang: str) -> None:
    text = lesson_text(game, lang)
    found = [
        f"{why}: {m.group(0)!r}"
        for pattern, why in REMARKS
        for m in re.finditer(pattern, text, re.IGNORECASE)
    ]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", LESSONS)
def test_no_sentence_turns_into_a_numbered_list(game: str, lang: str) -> None:
    """A numbered line right after a line of running text starts a list and drops its
    number; a list after an introductory line must leave a blank line or use bullets."""
    lines = lesson_text(game, lang).splitlines()
    broken = []
    for before, line in pairwise(lines):
        running = before.strip() and not (
            _NUMBERED.match(before)
            or _BULLET.match(before)
            or before.startswith((" ", ">", "|", "#", "<"))
        )
        if running and _NUMBERED.match(line):
            broken.append(line[:60])
    assert not broken, broken


def test_the_spanish_boule_lesson_pays_the_number_5() -> None:
    words = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", load("boule", "es").html()))
    assert "solo se pagan las apuestas al número 5. DECISIÓN:" in words


def test_the_patterns_catch_the_remarks_found() -> None:
    for found in (
        "(opción `bets_multiple_of_min`, desactivada por defecto)",
        "El text del decret que tenim queda tallat en dos llocs",
        "(table cut from the seed; the standard one)",
    ):
        assert any(re.search(p, found, re.IGNORECASE) for p, _ in REMARKS), found
