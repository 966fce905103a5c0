"""Rulebooks: every number of RULES.md that is a setting, as frozen typed data.

`andorra-2025` is the default (Decret 455/2025); `spain-1979` extends it with the 1979 Spanish
craps differences (CR-05, CR-15, CR-17, CR-18). A house-rules file (`house_rules.toml` in the
data folder) overrides any field of the chosen rulebook and is validated the same way, so a
typo in a commission rate is refused with the file, the field and what is allowed.

Every value is bounded (`schema`, `sections`) and the whole book is checked against its chip
set (MO-01), so a book that loads is one every drill can run: a refusal, never a hang or a
crash later. A refusal names the file that caused it: the regulation's own books pass every
check, so when a house file is layered on top, a check that fails blames a field it wrote.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from trainer.errors import RulebookError
from trainer.money import Chip, ChipSet, Rounding
from trainer.rulebooks import checks
from trainer.rulebooks.schema import FieldProblem, Sources, build, problem_error, shown
from trainer.rulebooks.sections import (
    BlackjackRules,
    BouleRules,
    CheminDeFerRules,
    CrapsRules,
    PuntoBancoRules,
    RouletteRules,
    TrenteQuaranteRules,
)
from trainer.rulebooks.words import refused

DEFAULT_RULEBOOK = "andorra-2025"
HOUSE_RULES_FILE = "house_rules.toml"
FILE_MAX_BYTES = 64 * 1024  # a house file is a page of settings; the bundled book is 8 KiB
NAME_MAX = 100

__all__ = [
    "DEFAULT_RULEBOOK",
    "Rulebook",
    "RulebookError",
    "available",
    "default",
    "load",
    "load_file",
    "load_text",
]


@dataclass(frozen=True)
class Rulebook:
    id: str
    name: str
    payout_rounding: Rounding
    chips: tuple[Chip, ...]
    blackjack: BlackjackRules
    punto_banco: PuntoBancoRules
    chemin_de_fer: CheminDeFerRules
    trente_quarante: TrenteQuaranteRules
    boule: BouleRules
    roulette: RouletteRules
    craps: CrapsRules
    chip_set: ChipSet = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not self.name.strip() or len(self.name) > NAME_MAX:
            raise FieldProblem.coded("name", "name", raw=shown(self.name), most=NAME_MAX)
        if not self.chips:
            raise FieldProblem.coded("chips", "chips_none")
        if len({chip.value for chip in self.chips}) != len(self.chips):
            raise FieldProblem.coded("chips", "chips_twice")
        try:
            object.__setattr__(self, "chip_set", _chip_set(self.chips))
        except ValueError as error:  # pragma: no cover - the two checks above are ChipSet's
            raise FieldProblem("chips", str(error)) from None
        checks.check(self)


@cache
def _chip_set(chips: tuple[Chip, ...]) -> ChipSet:
    """One `ChipSet` per rack: a drill that varies a table's limits rebuilds the book, and the
    set's fewest-chips check (and every cache keyed on the set) is then done once."""
    return ChipSet(chips)


@dataclass(frozen=True)
class _RawRulebook:
    """The top level as written in TOML, before the rounding name becomes an enum."""

    id: str
    name: str
    payout_rounding: str
    chips: tuple[Chip, ...]
    blackjack: BlackjackRules
    punto_banco: PuntoBancoRules
    chemin_de_fer: CheminDeFerRules
    trente_quarante: TrenteQuaranteRules
    boule: BouleRules
    roulette: RouletteRules
    craps: CrapsRules
    extends: str = ""


def _bundled_names() -> dict[str, str]:
    names = {}
    for entry in resources.files(__package__).iterdir():
        if entry.name.endswith(".toml"):
            names[entry.name[:-5].replace("_", "-")] = entry.name
    return names


def available() -> list[str]:
    """The bundled rulebook ids, default first."""
    ids = sorted(_bundled_names())
    ids.remove(DEFAULT_RULEBOOK)
    return [DEFAULT_RULEBOOK, *ids]


def _read_bundled(rulebook_id: str) -> tuple[dict[str, Any], str]:
    names = _bundled_names()
    if rulebook_id not in names:
        raise refused(
            "rulebooks", "id", "no_rulebook", raw=rulebook_id, allowed=", ".join(available())
        )
    text = resources.files(__package__).joinpath(names[rulebook_id]).read_text("utf-8")
    return tomllib.loads(text), names[rulebook_id]


def _merge(base: Mapping[str, Any], top: Mapping[str, Any]) -> dict[str, Any]:
    merged = dict(base)
    for key, value in top.items():
        if isinstance(value, Mapping) and isinstance(merged.get(key), Mapping):
            merged[key] = _merge(merged[key], value)
        else:
            merged[key] = value
    return merged


def _resolve(rulebook_id: str, sources: Sources, seen: tuple[str, ...] = ()) -> dict[str, Any]:
    if rulebook_id in seen:
        raise refused(rulebook_id, "extends", "extends_loop")
    data, filename = _read_bundled(rulebook_id)
    parent = data.get("extends")
    if parent:
        merged = _merge(_resolve(str(parent), sources, (*seen, rulebook_id)), data)
        sources.record(data, filename)
        return merged
    sources.record(data, filename)
    return data


def _finish(data: Mapping[str, Any], sources: Sources) -> Rulebook:
    raw = build(_RawRulebook, data, sources)
    try:
        rounding = Rounding(raw.payout_rounding)
    except ValueError:
        allowed = ", ".join(r.value for r in Rounding)
        raise refused(
            sources.of("payout_rounding"),
            "payout_rounding",
            "choice",
            raw=shown(raw.payout_rounding),
            allowed=allowed,
        ) from None
    try:
        return Rulebook(
            id=raw.id,
            name=raw.name,
            payout_rounding=rounding,
            chips=raw.chips,
            blackjack=raw.blackjack,
            punto_banco=raw.punto_banco,
            chemin_de_fer=raw.chemin_de_fer,
            trente_quarante=raw.trente_quarante,
            boule=raw.boule,
            roulette=raw.roulette,
            craps=raw.craps,
        )
    except FieldProblem as problem:
        raise problem_error(problem, "", sources) from None


@cache
def _load_bundled(rulebook_id: str) -> Rulebook:
    sources = Sources(rulebook_id)
    return _finish(_resolve(rulebook_id, sources), sources)


def load(rulebook_id: str = DEFAULT_RULEBOOK, house_rules: Path | None = None) -> Rulebook:
    """The rulebook `rulebook_id`, with `house_rules` (a TOML file of overrides) applied."""
    if house_rules is None:
        return _load_bundled(rulebook_id)
    return _with_house(rulebook_id, _read_house_file(house_rules), str(house_rules))


def load_text(rulebook_id: str, text: str, source: str) -> Rulebook:
    """The rulebook `rulebook_id` with house rules given as TOML `text`, checked exactly as
    `load` checks a file and refused naming `source` (where the text is going to be saved)."""
    if len(text.encode("utf-8")) > FILE_MAX_BYTES:
        raise refused(source, "-", "file_large", most=FILE_MAX_BYTES // 1024)
    return _with_house(rulebook_id, _parse(text, source), source)


def _with_house(rulebook_id: str, overrides: dict[str, Any], source: str) -> Rulebook:
    sources = Sources(rulebook_id)
    base = _resolve(rulebook_id, sources)
    for forbidden in ("id", "extends"):
        if forbidden in overrides:
            raise refused(source, forbidden, "house_cannot")
    sources.record(overrides, source)
    return _finish(_merge(base, overrides), sources)


def load_file(path: Path) -> Rulebook:
    """A complete rulebook from a file of its own (an `extends` names a bundled parent)."""
    data = _read_house_file(path)
    sources = Sources(str(path))
    parent = data.get("extends")
    if parent:
        base = _resolve(str(parent), sources)
        sources.record(data, str(path))
        data = _merge(base, data)
    return _finish(data, sources)


def _read_house_file(path: Path) -> dict[str, Any]:
    try:
        with path.open("rb") as handle:
            data = handle.read(FILE_MAX_BYTES + 1)
    except FileNotFoundError:
        raise refused(str(path), "-", "file_missing") from None
    except PermissionError:
        raise refused(str(path), "-", "file_denied") from None
    except OSError:  # the system's own words are English: the file and the field say enough
        raise refused(str(path), "-", "file_unreadable") from None
    if len(data) > FILE_MAX_BYTES:
        raise refused(str(path), "-", "file_large", most=FILE_MAX_BYTES // 1024)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise refused(str(path), "-", "not_utf8", at=error.start) from None
    return _parse(text, str(path))


def _parse(text: str, source: str) -> dict[str, Any]:
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        place = _AT.search(str(error))
        if place is None:
            raise refused(source, "-", "not_toml_end") from None
        raise refused(source, "-", "not_toml", line=place[1], column=place[2]) from None
    except RecursionError:
        raise refused(source, "-", "not_toml_deep") from None


# Where tomllib says a file stops being TOML: "... (at line 3, column 7)"; its own words
# are English, so only the place is kept.
_AT = re.compile(r"\(at line (\d+), column (\d+)\)")


def default() -> Rulebook:
    return _load_bundled(DEFAULT_RULEBOOK)
