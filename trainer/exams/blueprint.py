"""Exam blueprints: what an exam asks, how long it allows and what it takes to pass, as data.

A blueprint is a TOML file: the bundled ones beside this module, and any an instructor adds to
the data folder's `exams/` folder (same format, validated the same way; a bad file is refused
with a message naming the file and the field, and the other blueprints still load).

    id = "roulette-croupier"
    time_limit_seconds = 1200            # the whole exam
    [title]
    en = "Roulette croupier"             # ca and es optional (English is the fallback)
    [[sections]]
    drills = ["roulette.multiples", "roulette.complete-bets"]
    level = 3
    questions = 6
    seconds_per_question = 30            # a question not answered in time counts as wrong
    pass_accuracy = 80                   # % of the section's questions answered right
    pass_speed = 70                      # % answered right within the drill's target time
    [sections.name]
    en = "Payouts"
"""

from __future__ import annotations

import hashlib
import json
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from trainer import paths
from trainer.drills import catalog
from trainer.drills.base import LEVELS
from trainer.errors import RulebookError
from trainer.rulebooks.schema import FieldProblem, Sources, build

BUNDLED = Path(__file__).parent
USER_FOLDER = "exams"
LANGUAGES = ("en", "ca", "es")


class BlueprintError(RulebookError):
    """A blueprint file with a missing, unknown or wrong field: says the file and the field."""


def _check_words(words: Mapping[str, str], name: str) -> None:
    if "en" not in words or not words["en"].strip():
        raise FieldProblem(name, "needs at least an English text ('en')")
    unknown = set(words) - set(LANGUAGES)
    if unknown:
        raise FieldProblem(name, f"unknown language {sorted(unknown)}; use {list(LANGUAGES)}")


@dataclass(frozen=True)
class Section:
    name: Mapping[str, str]
    drills: tuple[str, ...]
    level: int = field(metadata={"min": LEVELS[0], "max": LEVELS[-1]})
    questions: int = field(metadata={"min": 1, "max": 200})
    seconds_per_question: int = field(metadata={"min": 1, "max": 3600})
    pass_accuracy: int = field(metadata={"min": 0, "max": 100})  # percent
    pass_speed: int = field(metadata={"min": 0, "max": 100})  # percent

    def __post_init__(self) -> None:
        _check_words(self.name, "name")
        if not self.drills:
            raise FieldProblem("drills", "list at least one drill id")
        for n, drill_id in enumerate(self.drills):
            try:
                catalog.get(drill_id)
            except KeyError:
                raise FieldProblem(f"drills[{n}]", f"no drill '{drill_id}'") from None


@dataclass(frozen=True)
class Blueprint:
    id: str
    title: Mapping[str, str]
    time_limit_seconds: int = field(metadata={"min": 10, "max": 6 * 3600})
    sections: tuple[Section, ...]
    source: str = ""  # the file it came from
    # Not from the file (a file cannot set them): sealed into every exam sat on it.
    custom: bool = True  # an instructor's file, not one shipped with the trainer
    digest: str = ""  # SHA-256 of its content (canonical JSON of the TOML table)

    def __post_init__(self) -> None:
        _check_words(self.title, "title")
        if not self.id.strip() or any(c.isspace() for c in self.id):
            raise FieldProblem("id", "a blueprint id is one word, like 'roulette-croupier'")
        if not self.sections:
            raise FieldProblem("sections", "an exam needs at least one section")

    @property
    def questions(self) -> int:
        return sum(s.questions for s in self.sections)

    def title_in(self, locale: str) -> str:
        return words_in(self.title, locale)


def words_in(words: Mapping[str, str], locale: str) -> str:
    return words.get(locale) or words["en"]


def parse(table: Mapping[str, Any], source: str, *, custom: bool = True) -> Blueprint:
    """A validated blueprint from a parsed TOML table; `BlueprintError` names what is wrong."""
    data = dict(table)
    for derived in ("source", "custom", "digest"):
        data.pop(derived, None)
    try:
        blueprint = build(Blueprint, data, Sources(source))
    except BlueprintError:
        raise
    except RulebookError as error:
        raise BlueprintError(error.source, error.field, error.problem) from None
    return Blueprint(
        blueprint.id,
        blueprint.title,
        blueprint.time_limit_seconds,
        blueprint.sections,
        source,
        custom=custom,
        digest=content_digest(data),
    )


def content_digest(table: Mapping[str, Any]) -> str:
    """What the blueprint says, independent of comments and layout: a custom blueprint's
    identity in the exams sat on it (two files that ask the same have the same digest)."""
    text = json.dumps(table, sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def load_file(path: Path) -> Blueprint:
    try:
        table = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as error:
        raise BlueprintError(path.name, "(file)", f"not valid TOML: {error}") from None
    except (OSError, UnicodeDecodeError) as error:
        raise BlueprintError(path.name, "(file)", f"cannot be read: {error}") from None
    return parse(table, path.name, custom=path.parent.resolve() != BUNDLED.resolve())


def user_folder() -> Path:
    return paths.data_dir() / USER_FOLDER


@dataclass(frozen=True)
class Catalogue:
    blueprints: tuple[Blueprint, ...]
    problems: tuple[BlueprintError, ...]  # files that were refused

    def get(self, blueprint_id: str) -> Blueprint:
        for blueprint in self.blueprints:
            if blueprint.id == blueprint_id:
                return blueprint
        raise KeyError(f"no exam blueprint '{blueprint_id}'")


def load_all(folder: Path | None = None) -> Catalogue:
    """The bundled blueprints, then the instructors' (a user file with a bundled id replaces
    it); refused files are listed, never fatal."""
    found: dict[str, Blueprint] = {}
    problems: list[BlueprintError] = []
    user = folder if folder is not None else user_folder()
    files = sorted(BUNDLED.glob("*.toml"))
    if user.is_dir():
        files += sorted(user.glob("*.toml"))
    for path in files:
        try:
            blueprint = load_file(path)
        except BlueprintError as error:
            problems.append(error)
            continue
        found[blueprint.id] = blueprint
    return Catalogue(tuple(found.values()), tuple(problems))


def add_user_blueprint(source: Path, folder: Path | None = None) -> Blueprint:
    """Validate a blueprint file and copy it into the data folder's `exams/`; the file is not
    copied when it is refused."""
    blueprint = load_file(source)
    target_folder = folder if folder is not None else user_folder()
    target_folder.mkdir(parents=True, exist_ok=True)
    target = target_folder / f"{blueprint.id}.toml"
    target.write_text(source.read_text(encoding="utf-8"), encoding="utf-8")
    return Blueprint(
        blueprint.id,
        blueprint.title,
        blueprint.time_limit_seconds,
        blueprint.sections,
        target.name,
        custom=True,
        digest=blueprint.digest,
    )
