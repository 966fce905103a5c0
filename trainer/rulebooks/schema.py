"""Turning TOML tables into frozen, typed rulebook sections, with messages a house manager can
act on: the file, the field, and what is allowed.

Field types drive conversion (Decimal, Ratio, Fraction, int, bool, Literal choices, nested
sections, dicts keyed by str or int). Ranges come from field metadata: `field(metadata=
{"min": 6, "max": 9})`.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Mapping
from decimal import Decimal, InvalidOperation
from fractions import Fraction
from typing import Any, Literal, TypeVar, get_args, get_origin

from trainer.errors import RulebookError
from trainer.money import CHIP_COLOURS, Chip, Ratio

T = TypeVar("T")


class FieldProblem(ValueError):
    """Raised by a section's own checks (`__post_init__`) to name the field that is wrong."""

    def __init__(self, field: str, problem: str) -> None:
        super().__init__(problem)
        self.field = field


class Sources:
    """Which file each dotted field came from, so an error names the file that is wrong."""

    def __init__(self, default: str) -> None:
        self.default = default
        self.by_path: dict[str, str] = {}

    def of(self, path: str) -> str:
        while path:
            if path in self.by_path:
                return self.by_path[path]
            # "chips[0].colour" -> "chips[0]" -> "chips": a list is recorded as a whole.
            path = path[: path.rindex("[")] if path.endswith("]") else path.rpartition(".")[0]
        return self.default

    def record(self, table: Mapping[str, Any], source: str, prefix: str = "") -> None:
        for key, value in table.items():
            path = f"{prefix}{key}"
            if isinstance(value, Mapping):
                self.record(value, source, path + ".")
            else:
                self.by_path[path] = source


def build(cls: type[T], table: Mapping[str, Any], sources: Sources, prefix: str = "") -> T:
    """A `cls` instance from `table`; every field is required unless it has a default."""
    hints = typing.get_type_hints(cls)
    names = {f.name for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
    for key in table:
        if key not in names:
            path = prefix + str(key)
            raise RulebookError(
                sources.of(path), path, f"unknown field; allowed: {', '.join(sorted(names))}"
            )
    values: dict[str, Any] = {}
    for f in dataclasses.fields(cls):  # type: ignore[arg-type]
        path = prefix + f.name
        if f.name not in table:
            if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                raise RulebookError(sources.of(path), path, "missing")
            continue
        value = convert(hints[f.name], table[f.name], path, sources)
        _check_range(value, f.metadata, path, sources)
        values[f.name] = value
    try:
        return cls(**values)
    except RulebookError:
        raise
    except FieldProblem as problem:
        path = prefix + problem.field
        raise RulebookError(sources.of(path), path, str(problem)) from None
    except (ValueError, TypeError) as error:
        raise RulebookError(
            sources.of(prefix.rstrip(".")), prefix.rstrip("."), str(error)
        ) from None


def _check_range(value: Any, meta: Mapping[str, Any], path: str, sources: Sources) -> None:
    low, high = meta.get("min"), meta.get("max")
    if (low is not None and value < low) or (high is not None and value > high):
        raise RulebookError(sources.of(path), path, f"{value} is outside {low} to {high}")


def convert(kind: Any, raw: Any, path: str, sources: Sources) -> Any:
    where = sources.of(path)
    origin = get_origin(kind)
    if origin is Literal:
        allowed = get_args(kind)
        if raw not in allowed:
            raise RulebookError(where, path, f"'{raw}' is not allowed; choose one of {allowed}")
        return raw
    if origin in (dict, Mapping, typing.Mapping) or kind is dict:
        key_kind, value_kind = get_args(kind)
        if not isinstance(raw, Mapping):
            raise RulebookError(where, path, "expected a table")
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
            raise RulebookError(where, path, "expected a list")
        return tuple(
            convert(item_kind, item, f"{path}[{i}]", sources) for i, item in enumerate(raw)
        )
    if kind is bool:
        if not isinstance(raw, bool):
            raise RulebookError(where, path, f"'{raw}' is not true or false")
        return raw
    if kind is int:
        if isinstance(raw, bool) or not isinstance(raw, int):
            raise RulebookError(where, path, f"'{raw}' is not a whole number")
        return raw
    if kind is str:
        if not isinstance(raw, str):
            raise RulebookError(where, path, f"'{raw}' is not text")
        return raw
    if kind is Decimal:
        return _decimal(raw, path, where)
    if kind is Ratio:
        try:
            return Ratio.parse(str(raw))
        except ValueError as error:
            raise RulebookError(where, path, str(error)) from None
    if kind is Fraction:
        try:
            value = Fraction(str(raw))
        except (ValueError, ZeroDivisionError):
            raise RulebookError(where, path, f"'{raw}' is not a fraction like '1/2'") from None
        if not 0 <= value <= 1:
            raise RulebookError(where, path, f"'{raw}' must be between 0 and 1")
        return value
    if kind is Chip:
        if not isinstance(raw, Mapping) or set(raw) != {"value", "colour"}:
            raise RulebookError(where, path, "a chip is a table with 'value' and 'colour'")
        colour = str(raw["colour"])
        if colour not in CHIP_COLOURS:
            raise RulebookError(
                where,
                path + ".colour",
                f"'{colour}' is not a chip colour; use {', '.join(CHIP_COLOURS)}",
            )
        worth = _decimal(raw["value"], path + ".value", where)
        if worth <= 0:
            raise RulebookError(where, path + ".value", "a chip is worth more than nothing")
        return Chip(worth, colour)
    if dataclasses.is_dataclass(kind):
        if not isinstance(raw, Mapping):
            raise RulebookError(where, path, "expected a table of fields")
        return build(kind, raw, sources, path + ".")  # type: ignore[arg-type]
    raise TypeError(f"no converter for {kind!r} at {path}")  # pragma: no cover - schema bug


def _decimal(raw: Any, path: str, where: str) -> Decimal:
    if isinstance(raw, (float, bool)):
        raise RulebookError(where, path, f'write amounts as text, like "{raw}" (never a float)')
    try:
        value = Decimal(str(raw))
    except InvalidOperation:
        raise RulebookError(where, path, f"'{raw}' is not an amount like \"12.50\"") from None
    if not value.is_finite() or value < 0 or value != value.quantize(Decimal("0.0001")):
        raise RulebookError(where, path, f"'{raw}' is not a non-negative amount")
    return value


def _key(kind: Any, raw: str, path: str, sources: Sources) -> Any:
    if kind is int:
        try:
            return int(raw)
        except ValueError:
            raise RulebookError(sources.of(path), path, f"'{raw}' is not a number") from None
    return raw
