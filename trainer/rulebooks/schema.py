"""Turning TOML tables into frozen, typed rulebook sections, with messages a house manager can
act on: the file, the field, and what is allowed.

Field types drive conversion (Decimal, Ratio, Fraction, int, bool, Literal choices, nested
sections, dicts keyed by str or int). Ranges come from field metadata: `field(metadata=
{"min": 6, "max": 9})`; a Decimal is an amount (digits and at most cents, never more than
`MAX_AMOUNT`) unless its metadata allows more `places` (a rate).

Text is checked against a plain pattern before any number is made from it: `Decimal("1e30")`
breaks later arithmetic and `Fraction("1e-99999999")` never returns, so neither is tried.
"""

from __future__ import annotations

import dataclasses
import re
import types
import typing
from collections.abc import Mapping
from decimal import Decimal, InvalidOperation
from fractions import Fraction
from typing import Any, Literal, TypeVar, get_args, get_origin

from trainer.errors import RulebookError
from trainer.money import CHIP_COLOURS, MAX_AMOUNT, Chip, Ratio
from trainer.rulebooks.words import problem_words, refused

T = TypeVar("T")


# Ratios: a payout of nothing is no payout; no game pays more than 500 to 1 (BJ-17's largest
# fixed prize is 200 to 1), so a win stays far below MAX_AMOUNT on any table limit.
RATIO_TERM_MAX = 1000
RATIO_MAX = Fraction(500)
TEXT_MAX = 40  # characters of a number written as text: more is a typo, never a setting
NESTING_MAX = 4  # "craps.place.4" is three deep; deeper tables are not house rules


class FieldProblem(ValueError):
    """Raised by a section's own checks (`__post_init__`) to name the field that is wrong.

    `involves` names the other fields the check read (relative to the same section): when the
    house file changed one of them and not `field`, the refusal names that one and the house
    file, since the regulation's own values pass every check. `code` and `params` are its
    message in `trainer/drills/messages/rulebook.toml` (`coded` makes one from them).
    """

    def __init__(
        self,
        field: str,
        problem: str,
        involves: tuple[str, ...] = (),
        code: str = "",
        params: Mapping[str, str] | None = None,
    ) -> None:
        super().__init__(problem)
        self.field = field
        self.involves = involves
        self.code = code
        self.params: dict[str, str] = dict(params or {})

    @classmethod
    def coded(
        cls, field: str, code: str, involves: tuple[str, ...] = (), **params: object
    ) -> FieldProblem:
        """The problem of message `code` with `params`, its English words from the catalogue."""
        words = {name: str(value) for name, value in params.items()}
        return cls(field, problem_words(code, words, "", "en"), involves, code, words)


class Sources:
    """Which file each dotted field came from, so an error names the file that is wrong.

    Files are recorded in the order they are layered (a parent rulebook, its child, the house
    file), so a check that reads several fields can blame the newest file among them."""

    def __init__(self, default: str) -> None:
        self.default = default
        self.by_path: dict[str, str] = {}
        self.layers: list[str] = [default]

    def of(self, path: str) -> str:
        """The newest file that wrote `path`, a table above it, or any field inside it."""
        found = [self._above(path)]
        found += [s for p, s in self.by_path.items() if p.startswith((path + ".", path + "["))]
        return max(found, key=self.rank)

    def _above(self, path: str) -> str:
        while path:
            if path in self.by_path:
                return self.by_path[path]
            # "chips[0].colour" -> "chips[0]" -> "chips": a list is recorded as a whole.
            path = path[: path.rindex("[")] if path.endswith("]") else path.rpartition(".")[0]
        return self.default

    def rank(self, source: str) -> int:
        return self.layers.index(source) if source in self.layers else 0

    def blame(self, paths: tuple[str, ...]) -> tuple[str, str]:
        """(file, field) for a check that read `paths` (the field it names first): the field
        from the newest file, the first one named on a tie."""
        best = max(paths, key=lambda p: self.rank(self.of(p)))
        return self.of(best), best

    def record(self, table: Mapping[str, Any], source: str, prefix: str = "") -> None:
        if source in self.layers:  # the default file layered again (a file with a parent)
            self.layers.remove(source)
        self.layers.append(source)
        self._record(table, source, prefix)

    def _record(self, table: Mapping[str, Any], source: str, prefix: str) -> None:
        for key, value in table.items():
            path = f"{prefix}{key}"
            if isinstance(value, Mapping):
                if prefix.count(".") + 1 >= NESTING_MAX:
                    raise refused(source, path, "nested_deep")
                self._record(value, source, path + ".")
            else:
                self.by_path[path] = source


def problem_error(problem: FieldProblem, prefix: str, sources: Sources) -> RulebookError:
    """The `RulebookError` for a section's `FieldProblem`, naming the file that caused it."""
    paths = tuple(prefix + name for name in (problem.field, *problem.involves))
    source, path = sources.blame(paths)
    if problem.code:
        return refused(source, path, problem.code, **problem.params)
    return RulebookError(source, path, str(problem))


def build(cls: type[T], table: Mapping[str, Any], sources: Sources, prefix: str = "") -> T:
    """A `cls` instance from `table`; every field is required unless it has a default."""
    hints = typing.get_type_hints(cls)
    names = {f.name for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
    for key in table:
        if key not in names:
            path = prefix + str(key)
            raise refused(sources.of(path), path, "unknown_field", allowed=", ".join(sorted(names)))
    values: dict[str, Any] = {}
    for f in dataclasses.fields(cls):  # type: ignore[arg-type]
        path = prefix + f.name
        if f.name not in table:
            if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                raise refused(sources.of(path), path, "missing")
            continue
        value = convert(hints[f.name], table[f.name], path, sources, f.metadata)
        _check_range(value, f.metadata, path, sources)
        values[f.name] = value
    try:
        return cls(**values)
    except RulebookError:
        raise
    except FieldProblem as problem:
        raise problem_error(problem, prefix, sources) from None
    except (ValueError, TypeError) as error:  # a check nobody gave words: said in English
        raise RulebookError(
            sources.of(prefix.rstrip(".")), prefix.rstrip("."), str(error)
        ) from None


def _check_range(value: Any, meta: Mapping[str, Any], path: str, sources: Sources) -> None:
    low, high, above = meta.get("min"), meta.get("max"), meta.get("above")
    if (low is not None and value < low) or (high is not None and value > high):
        if low is None and above is not None:
            raise refused(
                sources.of(path), path, "outside_above", value=value, above=above, high=high
            )
        if low is None:
            raise refused(sources.of(path), path, "outside_max", value=value, high=high)
        raise refused(sources.of(path), path, "outside", value=value, low=low, high=high)
    if above is not None and value <= above:
        raise refused(sources.of(path), path, "not_above", value=value, above=above)


def shown(raw: Any) -> str:
    """A value as a message quotes it: a pasted megabyte is cut short."""
    text = str(raw)
    return text if len(text) <= TEXT_MAX else text[: TEXT_MAX - 1] + "…"


def convert(
    kind: Any, raw: Any, path: str, sources: Sources, meta: Mapping[str, Any] | None = None
) -> Any:
    where = sources.of(path)
    origin = get_origin(kind)
    if origin is Literal:
        allowed = get_args(kind)
        if raw not in allowed:
            raise refused(where, path, "choice", raw=shown(raw), allowed=", ".join(allowed))
        return raw
    if origin in (dict, Mapping, typing.Mapping) or kind is dict:
        key_kind, value_kind = get_args(kind)
        if not isinstance(raw, Mapping):
            raise refused(where, path, "expected_table")
        return types.MappingProxyType(
            {
                _key(key_kind, k, f"{path}.{k}", sources): convert(
                    value_kind, v, f"{path}.{k}", sources
                )
                for k, v in raw.items()
            }
        )
    if origin is tuple:
        (item_kind, _) = get_args(kind)
        if not isinstance(raw, list):
            raise refused(where, path, "expected_list")
        return tuple(
            convert(item_kind, item, f"{path}[{i}]", sources) for i, item in enumerate(raw)
        )
    if kind is bool:
        if not isinstance(raw, bool):
            raise refused(where, path, "not_bool", raw=shown(raw))
        return raw
    if kind is int:
        if isinstance(raw, bool) or not isinstance(raw, int):
            raise refused(where, path, "not_whole", raw=shown(raw))
        return raw
    if kind is str:
        if not isinstance(raw, str):
            raise refused(where, path, "not_text", raw=shown(raw))
        return raw
    if kind is Decimal:
        return _decimal(raw, path, where, (meta or {}).get("places", 2))
    if kind is Ratio:
        return _ratio(raw, path, where)
    if kind is Fraction:
        return _fraction(raw, path, where)
    if kind is Chip:
        if not isinstance(raw, Mapping) or set(raw) != {"value", "colour"}:
            raise refused(where, path, "chip_table")
        colour = raw["colour"]
        if colour not in CHIP_COLOURS:
            raise refused(
                where,
                path + ".colour",
                "chip_colour",
                raw=shown(colour),
                allowed=", ".join(CHIP_COLOURS),
            )
        worth = _decimal(raw["value"], path + ".value", where)
        if worth <= 0:
            raise refused(where, path + ".value", "chip_nothing")
        return Chip(worth, colour)
    if dataclasses.is_dataclass(kind):
        if not isinstance(raw, Mapping):
            raise refused(where, path, "expected_fields")
        return build(kind, raw, sources, path + ".")  # type: ignore[arg-type]
    raise TypeError(f"no converter for {kind!r} at {path}")  # pragma: no cover - schema bug


_DIGITS = re.compile(r"[0-9]+(?:\.[0-9]+)?")
_FRACTION = re.compile(r"[0-9]{1,6}(?:/[0-9]{1,6}|\.[0-9]{1,6})?")


def _decimal(raw: Any, path: str, where: str, places: int = 2) -> Decimal:
    """An amount (`places` 2: at most cents, at most MAX_AMOUNT) or a rate (`places` 4)
    written as plain digits: no sign, exponent, spaces, NaN or other scripts' digits."""
    if isinstance(raw, (float, bool)):
        raise refused(where, path, "float", raw=shown(raw))
    text = str(raw) if isinstance(raw, int) else raw
    if not isinstance(text, str) or not _DIGITS.fullmatch(text):
        example = "12.50" if places == 2 else "0.05"
        raise refused(where, path, "not_amount", raw=shown(raw), example=example)
    whole, _, decimals = text.partition(".")
    if len(decimals) > places:
        if places == 2:
            raise refused(where, path, "not_cents", raw=shown(raw))
        raise refused(where, path, "too_many_places", raw=shown(raw), places=places)
    if len(whole.lstrip("0")) > 9 or Decimal(text) > MAX_AMOUNT:
        raise refused(where, path, "too_large", raw=shown(raw), most=MAX_AMOUNT)
    try:
        return Decimal(text)
    except InvalidOperation:  # pragma: no cover - the pattern admits only plain digits
        raise refused(where, path, "not_amount", raw=shown(raw), example="12.50") from None


def _ratio(raw: Any, path: str, where: str) -> Ratio:
    if not isinstance(raw, str) or len(raw) > TEXT_MAX:
        raise refused(where, path, "not_ratio", raw=shown(raw))
    try:
        ratio = Ratio.parse(raw)
    except ValueError:
        raise refused(where, path, "not_ratio", raw=shown(raw)) from None
    if not (1 <= ratio.to <= RATIO_TERM_MAX and ratio.per <= RATIO_TERM_MAX):
        raise refused(where, path, "ratio_terms", raw=shown(raw), most=RATIO_TERM_MAX)
    if ratio.fraction > RATIO_MAX:
        raise refused(where, path, "ratio_above", raw=shown(raw), most=RATIO_MAX)
    return ratio


def _fraction(raw: Any, path: str, where: str) -> Fraction:
    text = str(raw) if isinstance(raw, int) and not isinstance(raw, bool) else raw
    if not isinstance(text, str) or not _FRACTION.fullmatch(text):
        raise refused(where, path, "not_fraction", raw=shown(raw))
    try:
        value = Fraction(text)
    except ZeroDivisionError:
        raise refused(where, path, "divides_by_zero", raw=shown(raw)) from None
    if not 0 <= value <= 1:
        raise refused(where, path, "fraction_range", raw=shown(raw))
    return value


def _key(kind: Any, raw: str, path: str, sources: Sources) -> Any:
    """A table key; a number is written plainly ("4", not "04", "+4" or " 4")."""
    if kind is int:
        if not (raw.isascii() and raw.isdigit() and str(int(raw)) == raw):
            raise refused(sources.of(path), path, "number_key", raw=shown(raw))
        return int(raw)
    return raw
