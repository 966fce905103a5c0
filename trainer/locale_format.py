"""Numbers, amounts, percentages, seconds, dates and plural forms in the reader's language,
through Babel's copy of the Unicode CLDR data rather than by hand.

Everything the trainee reads that holds a number goes through here: the core's messages
(`trainer.i18n`) and the shell's labels alike, so "11,6 s", "0,05", "77 %" and "2,50 €" are
written the same way on every screen.

Two decisions where CLDR, or Babel's use of it, leaves a choice:

- Amounts group thousands in Spanish too ("1.250,50 €"). CLDR gives Spanish a minimum of two
  grouping digits (so "1250,50 €" but "12.500,50 €"); Babel does not apply that setting, and
  a croupier's amounts read the same in Catalan and Spanish and are typed back the same way
  (`trainer.money.parse_amount` reads "1.250,50" in both).
- Seconds are the SI symbol "s" in every language ("11,6 s", "11.6 s"): CLDR's short English
  unit is "sec", which no timer at a gaming table shows.
"""

from __future__ import annotations

import re
from datetime import date
from decimal import Decimal
from fractions import Fraction
from functools import cache, lru_cache

from babel import Locale
from babel.dates import format_date as _babel_date
from babel.numbers import format_currency, format_decimal, format_percent

# The app's languages and the CLDR locale each one is written in.
_CLDR = {"en": "en", "ca": "ca", "es": "es"}
PLURAL_CATEGORIES = ("zero", "one", "two", "few", "many", "other")


@cache
def _locale(locale: str) -> Locale:
    try:
        return Locale.parse(_CLDR[locale])
    except KeyError:
        raise ValueError(f"unknown locale '{locale}', expected one of {', '.join(_CLDR)}") from None


def plural_category(count: int | Decimal | str, locale: str) -> str:
    """CLDR's plural category of `count` in `locale`: "one" for 1 in ca/es/en, "other" for 0,
    2 and 5 (and "many" only for the compact millions no message shows)."""
    value = Decimal(str(count))
    return str(_locale(locale).plural_form(value))


def format_number(value: Decimal | int | str | Fraction, locale: str) -> str:
    """A number with every digit it has, in the locale's separators: "0,05", "1.250,5",
    "2,333333333" (never rounded: a worked solution shows the exact figure)."""
    if isinstance(value, Fraction):
        value = Decimal(value.numerator) / Decimal(value.denominator)
    number = Decimal(str(value))
    return format_decimal(number, locale=_locale(locale), decimal_quantization=False)


def format_fixed(value: float | Decimal, locale: str, digits: int = 1) -> str:
    """A number to `digits` decimals: "11,6" / "11.6"."""
    pattern = "#,##0" + ("." + "0" * digits if digits else "")
    return format_decimal(Decimal(str(value)), format=pattern, locale=_locale(locale))


def format_seconds(seconds: float | Decimal, locale: str, digits: int = 1) -> str:
    """A time in seconds to `digits` decimals: "11,6 s" / "11.6 s"."""
    return f"{format_fixed(seconds, locale, digits)} s"


def format_target(seconds: float | Decimal, locale: str) -> str:
    """A target time with only the digits it has: "6 s", "2,5 s"."""
    return f"{format_number(Decimal(str(seconds)).normalize(), locale)} s"


def format_percent_of(ratio: float, locale: str) -> str:
    """A share as a whole percentage: "77 %" in ca/es (CLDR puts a no-break space before the
    sign), "77%" in English."""
    return format_percent(ratio, locale=_locale(locale))


@lru_cache(maxsize=4096)
def format_money(amount: Decimal, locale: str) -> str:
    """An amount in euros as CLDR writes it ("2,50 €", "€2.50", "1.250,50 €"); whole amounts
    without decimals ("35 €"), as croupiers and the regulation write them. The space CLDR puts
    before the euro sign in ca/es is an ordinary space here, as a trainee types it back.
    Remembered: Babel takes some 60 µs an amount, and a table's or an export's amounts repeat
    (a trainee's 20,000 answers name a few hundred amounts); equal amounts ("2.5", "2.50")
    are written alike."""
    pattern = _locale(locale).currency_formats["standard"].pattern
    if amount == amount.to_integral_value():
        pattern = pattern.replace("#,##0.00", "#,##0")
    words = format_currency(
        amount, "EUR", format=pattern, locale=_locale(locale), currency_digits=False
    )
    return words.replace("\u00a0", " ")


def format_day(day: date, locale: str) -> str:
    """A calendar day, medium length: "2 de des. 2026", "2 dic 2026", "Dec 2, 2026"."""
    return str(_babel_date(day, format="medium", locale=_locale(locale)))


# Catalan "de" before a number: a number read beginning with a vowel sound takes "d'"
# ("d'1", "d'11", "d'1,5 €", "d'11.000", "d'1.000.000" — "un milió"), any other keeps "de"
# ("de 8": "vuit" begins with a consonant sound; "de 1.000": "mil"; "de 100": "cent").
_DE_NUMBER = re.compile(r"\b([Dd])e (?=(\d[\d.]*)(?:,\d+)?(?!\d))")


def reads_with_vowel(number: int) -> bool:
    """Whether a whole number read in Catalan begins with a vowel sound: those read from "u"
    or "un" (1, 1.000.000, ...) and from "onze" (11, 11.000, ...). Mil, cent, vuit do not."""
    if number < 0:
        return False  # "menys ..."
    scale = 0
    while number >= 1000:
        number //= 1000
        scale += 1
    if number == 11:
        return True  # "onze", "onze mil", "onze milions"
    # 1 is "u"/"un", but a thousand is "mil", a million "un milió", a thousand million "mil
    # milions": "un" leads at even scales only
    return number == 1 and scale % 2 == 0


def elide(text: str, locale: str) -> str:
    """`text` with Catalan's elision of "de" before a number read with a vowel ("125 d'127"
    stays "125 de 127"; "3 d'11 accions", "Jugada 2 d'11"); other languages as they are. For
    a sentence whose "de" comes from a translation and whose number is filled in later."""
    if locale != "ca":
        return text

    def de(match: re.Match[str]) -> str:
        whole = int(match.group(2).replace(".", ""))
        return f"{match.group(1)}'" if reads_with_vowel(whole) else match.group(0)

    return _DE_NUMBER.sub(de, text)


def date_axis_pattern(locale: str, year: bool = True) -> str:
    """How a chart's date axis writes a day in `locale`: CLDR's short date ("2/12/26" in ca
    and es, "12/2/26" in English), or without the year its day-and-month skeleton ("2/12",
    "12/2"). CLDR's letters d, M and y mean what they mean in Qt's date formats, so the
    pattern is given to `QDateTimeAxis.setFormat` as it is."""
    found = _locale(locale)
    if year:
        return str(found.date_formats["short"].pattern)
    return str(found.datetime_skeletons["Md"].pattern)


def format_day_month(day: date, locale: str) -> str:
    """A day by its day and month only, as `locale` writes it short ("2/12" in ca and es,
    "12/2" in English): the labels under a month of daily bars."""
    pattern = date_axis_pattern(locale, year=False)
    return str(_babel_date(day, format=pattern, locale=_locale(locale)))
