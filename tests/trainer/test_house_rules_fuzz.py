"""A property of the house-rules validator (issue 13): every house-rules file it accepts runs.

House files are drawn from a strategy that walks the rulebook schema and, for every field of
every section (ints, amounts, rates, ratios, fractions, choices, switches, payout and number
tables, the chip set), writes values a manager might type: the regulation's, other sensible
ones, and wrong ones (out of range, "1e30", floats, unknown keys). Each file is written to disk
and loaded as the app does (`rulebooks.load(house_rules=path)`). Then either

- it is refused with `RulebookError`, naming the house file and a field the file wrote, fast;
- or it is accepted, and every drill of the catalogue at every level generates a question
  from it within 100 ms of CPU time, without an exception, whose expected answer grades as
  right (so it can be typed: no amount above `MAX_AMOUNT`).

The default run draws 60 files; `pytest -m slow` draws 1,500.
"""

from __future__ import annotations

import dataclasses
import gc
import json
import random
import re
import tempfile
import time
import typing
from collections.abc import Mapping
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import Any, Literal, get_args, get_origin

import pytest
from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st

from tests.trainer.house_kit import within
from trainer import rulebooks
from trainer.drills import catalog
from trainer.drills.base import LEVELS, Drill, expected_response
from trainer.errors import RulebookError
from trainer.money import CHIP_COLOURS, Ratio
from trainer.rulebooks import Rulebook

TIME_LIMIT = 0.100  # seconds of CPU time a question may take to generate (issue 13)
HANG = 5.0  # wall seconds after which a load or a generation is a hang, not a slow answer
SECTIONS = {
    name: kind
    for name, kind in typing.get_type_hints(Rulebook).items()
    if dataclasses.is_dataclass(kind)
}
BASE = {book: rulebooks.load(book) for book in rulebooks.available()}


# --------------------------------------------------------------------------- values
# Each strategy takes `wild`: a tame file holds values a manager means (the regulation's, other
# sensible ones, in range or just out of it); a wild one also holds typos and nonsense. Tame
# files are mostly accepted, so the drills meet many different tables.

STEPS = ["1", "0.50", "5", "0.25", "0.01", "10", "2.50"]
BAD_AMOUNTS = ["1e30", "1e-99999999", "-5", "0", "5.001", "abc", "NaN", "1000000000", " 5"]


def _scaled(around: Decimal, scale: str, step: str) -> str:
    """`around` times `scale`, on a whole number of `step` (at least one step)."""
    value = (around * Decimal(scale) / Decimal(step)).to_integral_value() * Decimal(step)
    return f"{max(value, Decimal(step)).normalize():f}"


@st.composite
def amounts(draw: st.DrawFn, around: Decimal, wild: bool) -> Any:
    kinds = ["near", "near", "near", "any", "int"] + (["bad", "float"] if wild else [])
    kind = draw(st.sampled_from(kinds))
    if kind == "near":
        scale = draw(st.sampled_from(["0.1", "0.2", "0.5", "1", "2", "5", "10", "100"]))
        return _scaled(around, scale, draw(st.sampled_from(STEPS)))
    if kind == "any":
        return str(Decimal(draw(st.integers(min_value=1, max_value=10_000_000))) / 100)
    if kind == "int":
        return draw(st.integers(min_value=-10, max_value=200_000))
    if kind == "float":
        return draw(st.floats(allow_nan=True))
    return draw(st.sampled_from(BAD_AMOUNTS))


@st.composite
def rates(draw: st.DrawFn, around: Decimal, wild: bool) -> Any:
    kind = draw(st.sampled_from(["near", "near", "any"] + (["bad"] if wild else [])))
    if kind == "near":
        return draw(st.sampled_from(["0.05", "0.04", "0.025", "0.0525", "0", "0.25", "0.1"]))
    if kind == "any":
        return str(Decimal(draw(st.integers(min_value=0, max_value=5000))) / 10_000)
    return draw(st.sampled_from(["0.3", "5%", "1e-99999999", "-0.05", "0.00001", "1"]))


@st.composite
def ratios(draw: st.DrawFn, around: Ratio, wild: bool) -> Any:
    kind = draw(st.sampled_from(["near", "near", "any", "form"] + (["bad"] if wild else [])))
    if kind == "near":
        to = max(1, around.to + draw(st.integers(min_value=-2, max_value=2)))
        return f"{to}:{around.per}"
    if kind == "any":
        to = draw(st.integers(min_value=1, max_value=60))
        per = draw(st.integers(min_value=1, max_value=12))
        return f"{to}:{per}"
    if kind == "form":
        return draw(st.sampled_from([f"{around.to} to {around.per}", "7 per 6", "31 for 1"]))
    return draw(st.sampled_from(["0:1", "3:0", "1001:1", "three to two", "1e3:1", "", 2]))


@st.composite
def fractions(draw: st.DrawFn, around: Fraction, wild: bool) -> Any:
    kind = draw(st.sampled_from(["near", "near", "any"] + (["bad"] if wild else [])))
    if kind == "near":
        return draw(st.sampled_from([str(around), "1/4", "1/20", "0.05", "1/3", "1/100"]))
    if kind == "any":
        den = draw(st.integers(min_value=1, max_value=200))
        return f"{draw(st.integers(min_value=0, max_value=den))}/{den}"
    return draw(st.sampled_from(["1e-99999999", "1/0", "2", "-1/2", "half", 0, 1]))


@st.composite
def whole_numbers(draw: st.DrawFn, around: int, meta: Mapping[str, Any], wild: bool) -> Any:
    low, high = meta.get("min", 0), meta.get("max", around * 4 + 10)
    kind = draw(st.sampled_from(["in", "in", "in", "edge"] + (["out", "type"] if wild else [])))
    if kind == "in":
        return draw(st.integers(min_value=low, max_value=high))
    if kind == "edge":
        return draw(st.sampled_from([low, high, around]))
    if kind == "out":
        return draw(st.sampled_from([low - 1, high + 1, -1, 2**63 - 1, 0]))
    return draw(st.sampled_from(["6", 6.0, True]))


def _value(kind: Any, current: Any, meta: Mapping[str, Any], wild: bool) -> Any:
    """A strategy of TOML values for a field of type `kind` whose regulation value is
    `current`."""
    origin = get_origin(kind)
    if origin is Literal:
        return st.sampled_from([*get_args(kind), *(["sometimes"] if wild else [])])
    if kind is bool:
        return st.sampled_from([True, False, *(["yes"] if wild else [])])
    if kind is int:
        return whole_numbers(current, meta, wild)
    if kind is Decimal:
        return rates(current, wild) if meta.get("places") else amounts(current, wild)
    if kind is Ratio:
        return ratios(current, wild)
    if kind is Fraction:
        return fractions(current, wild)
    if origin is tuple:
        return st.lists(st.integers(min_value=0 if wild else 1, max_value=3), max_size=3)
    if origin in (dict, Mapping, typing.Mapping):
        return _table(kind, current, wild)
    if dataclasses.is_dataclass(kind):
        return _section(kind, current, 2, wild)
    raise TypeError(f"no strategy for {kind!r}")  # pragma: no cover - the schema grew a type


def _rarely(draw: st.DrawFn, wild: bool) -> bool:
    return wild and draw(st.integers(min_value=1, max_value=8)) == 5


@st.composite
def _table(draw: st.DrawFn, kind: Any, current: Mapping[Any, Any], wild: bool) -> dict[str, Any]:
    """A payout or number table: some entries changed, sometimes one the game does not have."""
    key_kind, value_kind = get_args(kind)
    keys = draw(st.lists(st.sampled_from(sorted(current)), min_size=1, max_size=3, unique=True))
    meta = {"min": 1, "max": 300}
    table = {str(k): draw(_value(value_kind, current[k], meta, wild)) for k in keys}
    if _rarely(draw, wild):
        extra = draw(st.sampled_from(["11", "04", "+4"])) if key_kind is int else "surprise"
        table[extra] = "1:1"
    return table


@st.composite
def _section(draw: st.DrawFn, cls: Any, current: Any, most: int, wild: bool) -> dict[str, Any]:
    """Up to `most` fields of a section; at times every stake limit of the table scaled
    together, so the limits keep their ratios (PB-03, TQ-05, BO-03, CR-15) at a new size."""
    hints = typing.get_type_hints(cls)
    fields = dataclasses.fields(cls)
    chosen = draw(st.lists(st.sampled_from(fields), min_size=1, max_size=most, unique=True))
    table = {
        f.name: draw(_value(hints[f.name], getattr(current, f.name), f.metadata, wild))
        for f in chosen
    }
    limits = [f.name for f in fields if hints[f.name] is Decimal and not f.metadata]
    if limits and draw(st.booleans()):
        scale = draw(st.sampled_from(["0.05", "0.1", "0.25", "0.5", "2", "3", "10", "50"]))
        step = draw(st.sampled_from(STEPS))
        table |= {name: _scaled(getattr(current, name), scale, step) for name in limits}
    if _rarely(draw, wild):
        table["surprise"] = 1
    return table


@st.composite
def chip_sets(draw: st.DrawFn, wild: bool) -> list[dict[str, Any]]:
    """A rack: a smallest chip that makes common limits and a few larger ones; or, wild, any
    values (repeated, odd, out of range) and colours."""
    usual = ["1", "2", "2.50", "5", "10", "20", "25", "50", "100", "500", "1000", "5000"]
    if wild:
        odd = ["0.01", "0.05", "0.10", "0.25", "0.50", "3", "7", "12.50", "100000", "1e30", "0"]
        values = draw(st.lists(st.sampled_from(usual + odd), min_size=1, max_size=13))
        colours = st.sampled_from([*CHIP_COLOURS, "chartreuse"])
    else:
        smallest = draw(st.sampled_from(["0.01", "0.05", "0.10", "0.25", "0.50", "1"]))
        larger = draw(st.lists(st.sampled_from(usual), max_size=8, unique=True))
        values = sorted({smallest, *larger}, key=Decimal)
        colours = st.sampled_from(CHIP_COLOURS)
    return [{"value": v, "colour": draw(colours)} for v in values]


@st.composite
def house_files(draw: st.DrawFn) -> tuple[str, dict[str, Any]]:
    """(rulebook id, the house file's tables): a few sections, a few fields in each."""
    wild = draw(st.integers(min_value=1, max_value=3)) == 1
    book_id = draw(st.sampled_from(list(BASE)))
    book = BASE[book_id]
    data: dict[str, Any] = {}
    for name in draw(st.lists(st.sampled_from(sorted(SECTIONS)), max_size=3, unique=True)):
        data[name] = draw(_section(SECTIONS[name], getattr(book, name), 3, wild))
    if draw(st.integers(min_value=1, max_value=3)) == 1:
        data["chips"] = draw(chip_sets(wild))
    if draw(st.integers(min_value=1, max_value=3)) == 1:
        data["payout_rounding"] = draw(st.sampled_from(["exact", "down_to_chip"]))
    if _rarely(draw, wild):
        data[draw(st.sampled_from(["name", "colour", "payout_rounding"]))] = draw(
            st.sampled_from(["", "Club", 1, "up"])
        )
    return book_id, data


# --------------------------------------------------------------------------- writing TOML


def _key(name: str) -> str:
    return name if re.fullmatch(r"[A-Za-z0-9_-]+", name) else json.dumps(name)


def _scalar(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        if value != value or abs(value) == float("inf"):
            return {"nan": "nan", "inf": "inf", "-inf": "-inf"}[str(value)]
        return repr(value)
    if isinstance(value, int):
        return str(value)
    if isinstance(value, list):
        return "[" + ", ".join(_scalar(v) for v in value) + "]"
    return json.dumps(value)  # a TOML basic string: JSON's escapes are TOML's


def to_toml(data: Mapping[str, Any]) -> str:
    """The house file as a manager writes it: top-level keys, [[chips]], then [sections]."""
    lines = [f"{_key(k)} = {_scalar(v)}" for k, v in data.items() if not isinstance(v, dict)]
    lines = [line for line in lines if not line.startswith("chips =")]
    for chip in data.get("chips", []):
        lines += ["[[chips]]", *(f"{_key(k)} = {_scalar(v)}" for k, v in chip.items())]
    for name, table in data.items():
        if isinstance(table, dict):
            lines += _table_lines(name, table)
    return "\n".join(lines) + "\n"


def _table_lines(name: str, table: Mapping[str, Any]) -> list[str]:
    lines = [f"[{name}]"]
    nested = []
    for key, value in table.items():
        if isinstance(value, dict):
            nested.append((f"{name}.{_key(key)}", value))
        else:
            lines.append(f"{_key(key)} = {_scalar(value)}")
    for inner, value in nested:
        lines += _table_lines(inner, value)
    return lines


# --------------------------------------------------------------------------- the property


def _written(data: Mapping[str, Any], prefix: str = "") -> set[str]:
    paths = set()
    for key, value in data.items():
        path = f"{prefix}{key}"
        paths.add(path)
        if isinstance(value, dict):
            paths |= _written(value, path + ".")
    return paths


def _names_a_written_field(field: str, data: Mapping[str, Any]) -> bool:
    """The refused field is one the house file wrote (or lies inside one it wrote)."""
    paths = _written(data)
    while field:
        if field in paths:
            return True
        field = field[: field.rindex("[")] if field.endswith("]") else field.rpartition(".")[0]
    return False


def check_house_file(book_id: str, data: Mapping[str, Any]) -> Rulebook | None:
    text = to_toml(data)
    note(text)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / rulebooks.HOUSE_RULES_FILE
        path.write_text(text, "utf-8")
        try:
            with within(HANG):
                book = rulebooks.load(book_id, house_rules=path)
        except RulebookError as error:
            assert error.source == str(path), f"names {error.source}, not the house file"
            assert _names_a_written_field(error.field, data), f"names {error.field}: {error}"
            assert error.problem
            return None
    gc.collect()  # the collector's pauses over the harness's garbage are not a drill's time
    gc.disable()
    try:
        for drill in catalog.all():
            for level in LEVELS:
                _one_question(drill, level, book, text)
    finally:
        gc.enable()
    return book


def _one_question(drill: Drill, level: int, book: Rulebook, text: str) -> None:
    seed = random.Random(f"{text}{drill.id}{level}").getrandbits(32)
    started = time.thread_time()
    with within(HANG):
        question = drill.generate(random.Random(seed), level, book)
    spent = time.thread_time() - started
    assert spent <= TIME_LIMIT, f"{drill.id} level {level}: {spent:.3f} s"
    grade = question.grade(expected_response(question), 1.0)
    assert grade.correct, f"{drill.id} level {level}: its own answer is wrong"


def _warm() -> None:
    """Import every drill and fill their caches once, so a first question is not timed with
    the imports."""
    for drill in catalog.all():
        for level in LEVELS:
            drill.generate(random.Random(0), level, rulebooks.default())


@pytest.fixture(scope="module", autouse=True)
def warm() -> None:
    _warm()


def fuzz(examples: int, *, derandomize: bool) -> settings:
    """The default run draws the same files every time (a failure there is a regression); the
    slow run draws new ones each time (to find the next)."""
    return settings(
        max_examples=examples,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
        database=None,
        derandomize=derandomize,
    )


def test_the_strategy_writes_every_field_of_every_section() -> None:
    """Every field of every section has a strategy of values: a field of a new type fails
    here before the property can skip it."""
    for name, cls in SECTIONS.items():
        hints = typing.get_type_hints(cls)
        current = getattr(BASE[rulebooks.DEFAULT_RULEBOOK], name)
        for f in dataclasses.fields(cls):
            assert _value(hints[f.name], getattr(current, f.name), f.metadata, True) is not None


@fuzz(60, derandomize=True)
@given(house_files())
def test_every_accepted_house_file_generates_every_drill_fast(
    house: tuple[str, dict[str, Any]],
) -> None:
    check_house_file(*house)


@pytest.mark.slow
@fuzz(1500, derandomize=False)
@given(house_files())
def test_every_accepted_house_file_generates_every_drill_fast_long(
    house: tuple[str, dict[str, Any]],
) -> None:
    check_house_file(*house)
