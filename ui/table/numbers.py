"""Numbers 0 to 40 as a croupier calls them, in Catalan, Spanish and English, and read back
from typed words ("vint-i-tres", "veintitrés", "twenty-three", or "23").

These are number names (data, like CLDR's spelled-out numbers), not interface messages: the
call "Vint-i-tres, vermell, senar i passa" (RO-14) puts the number in words, and a trainee may
type it either way. 40 covers every total called at these tables (a roulette or boule number,
a blackjack or baccarat total, a trente et quarante row).
"""

from __future__ import annotations

import unicodedata
from functools import cache

_UNITS = {
    "ca": ["zero", "u", "dos", "tres", "quatre", "cinc", "sis", "set", "vuit", "nou"],
    "es": ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"],
    "en": ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"],
}
_TEENS = {
    "ca": [
        "deu",
        "onze",
        "dotze",
        "tretze",
        "catorze",
        "quinze",
        "setze",
        "disset",
        "divuit",
        "dinou",
    ],
    "es": [
        "diez",
        "once",
        "doce",
        "trece",
        "catorce",
        "quince",
        "dieciséis",
        "diecisiete",
        "dieciocho",
        "diecinueve",
    ],
    "en": [
        "ten",
        "eleven",
        "twelve",
        "thirteen",
        "fourteen",
        "fifteen",
        "sixteen",
        "seventeen",
        "eighteen",
        "nineteen",
    ],
}
_TWENTIES_ES = [
    "veinte",
    "veintiuno",
    "veintidós",
    "veintitrés",
    "veinticuatro",
    "veinticinco",
    "veintiséis",
    "veintisiete",
    "veintiocho",
    "veintinueve",
]
_TENS = {"ca": ("vint", "trenta", "quaranta"), "es": ("veinte", "treinta", "cuarenta")}
_TENS_EN = ("twenty", "thirty", "forty")
HIGHEST = 40

# other ways of saying a number that a croupier may type: "un", "vint-i-un", "veintiún"
_ALIASES = {
    "ca": {"un": 1, "una": 1, "vint-i-un": 21, "trenta-un": 31, "trenta-una": 31},
    "es": {"un": 1, "una": 1, "veintiún": 21, "treinta y un": 31},
    "en": {"oh": 0},
    # trente et quarante's rows are called by a French digit in English (TQ-07: "deux")
    "fr": {"un": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "six": 6, "sept": 7}
    | {"huit": 8, "neuf": 9, "quarante": 40},
}


def number_name(n: int, locale: str) -> str:
    """`n` (0-40) in words: 23 → "vint-i-tres", "veintitrés", "twenty-three"."""
    if not 0 <= n <= HIGHEST:
        return str(n)
    lang = locale if locale in _UNITS else "en"
    if n < 10:
        return _UNITS[lang][n]
    if n < 20:
        return _TEENS[lang][n - 10]
    tens, unit = divmod(n, 10)
    if lang == "en":
        return _TENS_EN[tens - 2] + (f"-{_UNITS['en'][unit]}" if unit else "")
    if lang == "es":
        if tens == 2:
            return _TWENTIES_ES[unit]
        return _TENS["es"][tens - 2] + (f" y {_UNITS['es'][unit]}" if unit else "")
    head = _TENS["ca"][tens - 2]
    if not unit:
        return head
    return f"{head}-i-{_UNITS['ca'][unit]}" if tens == 2 else f"{head}-{_UNITS['ca'][unit]}"


def plain(text: str) -> str:
    """Lower case, without accents, every run of punctuation a space: what typed words are
    compared as ("Veintitrés," → "veintitres", "vint-i-tres" → "vint i tres")."""
    decomposed = unicodedata.normalize("NFKD", text.lower())
    letters = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join("".join(c if c.isalnum() else " " for c in letters).split())


@cache
def _phrases() -> dict[tuple[str, ...], int]:
    """Every known name of every number, in every language, as plain word tuples."""
    found: dict[tuple[str, ...], int] = {}
    for lang in _UNITS:
        for n in range(HIGHEST + 1):
            found[tuple(plain(number_name(n, lang)).split())] = n
    for aliases in _ALIASES.values():
        for alias, n in aliases.items():
            found[tuple(plain(alias).split())] = n
    return found


def read_numbers(words: list[str]) -> list[tuple[int, int, int]]:
    """The numbers in plain words, as (value, first word, word after): digits or names, the
    longest name first ("treinta y dos" is 32, not 30)."""
    found: list[tuple[int, int, int]] = []
    phrases = _phrases()
    longest = max(len(p) for p in phrases)
    i = 0
    while i < len(words):
        if words[i].isdigit():
            found.append((int(words[i]), i, i + 1))
            i += 1
            continue
        for size in range(min(longest, len(words) - i), 0, -1):
            value = phrases.get(tuple(words[i : i + size]))
            if value is not None:
                found.append((value, i, i + size))
                i += size
                break
        else:
            i += 1
    return found
