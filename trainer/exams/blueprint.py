"""Exam blueprints: what an exam asks, how long it allows and what it takes to pass, as data.

A blueprint is a TOML file: the bundled ones beside this module, and any an instructor adds to
the data folder's `exams/` folder (same format, validated the same way; a bad file is refused
with a message naming the file and the field, and the other blueprints still load).

An added blueprint is *custom*: it never replaces a bundled one (a file in `exams/` with a
bundled id is refused, so "craps-dealer" is always the trainer's own exam), it has its own id
and version, and its `digest` (SHA-256 of its content) lets an exam and a certificate say
exactly which blueprint was sat. Whether a blueprint is custom comes from where it was loaded,
never from the file.

    id = "roulette-croupier"             # lowercase letters, digits and hyphens
    version = 1                          # optional, 1 by default; raise it to replace one
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
    [[sections]]                         # a practical: a session at a table
    kind = "table"
    game = "roulette"                    # trainer/table/procedures.toml
    mode = "table_ready"                 # or "practice"
    coups = 10
    pass_marks = { collect = 100, pay = 90, announce = 100 }   # % right per act family
    red_lines = ["paid_before_collecting", "skipped"]          # left out: every red line
    [sections.name]
    en = "At the table"
"""

from __future__ import annotations

import hashlib
import json
import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Literal

from trainer import paths
from trainer.drills import catalog
from trainer.drills.base import LEVELS
from trainer.errors import RulebookError
from trainer.rulebooks.schema import FieldProblem, Sources, build
from trainer.rulebooks.words import refused

BUNDLED = Path(__file__).parent
USER_FOLDER = "exams"
OLD_VERSIONS = "old"  # inside USER_FOLDER: replaced versions, kept (not loaded)
LANGUAGES = ("en", "ca", "es")
ID_PATTERN = re.compile(r"[a-z0-9][a-z0-9-]{0,63}")  # also a safe file name
SET_BY_THE_TRAINER = ("source", "custom", "digest")


class BlueprintError(RulebookError):
    """A blueprint file with a missing, unknown or wrong field: says the file and the field."""


class BundledIdError(BlueprintError):
    """An added blueprint with the id of a bundled one, which it may never replace."""

    def __init__(self, source: str, blueprint_id: str) -> None:
        super().__init__(
            source,
            "id",
            f"'{blueprint_id}' is an exam that comes with the trainer and cannot be replaced; "
            "give your blueprint its own id",
        )
        self.blueprint_id = blueprint_id


class VersionClashError(BlueprintError):
    """An added blueprint with the id of a custom one already added, at a version not above
    it: a changed exam needs a new version, so exams sat on the old one stay told apart."""

    def __init__(self, source: str, blueprint_id: str, version: int) -> None:
        super().__init__(
            source,
            "version",
            f"'{blueprint_id}' version {version} is already added with other content; "
            f"raise the version above {version} to replace it",
        )
        self.blueprint_id = blueprint_id
        self.version = version


def _check_words(words: Mapping[str, str], name: str) -> None:
    if "en" not in words or not words["en"].strip():
        raise FieldProblem.coded(name, "exam.english")
    unknown = set(words) - set(LANGUAGES)
    if unknown:
        said = ", ".join(sorted(unknown))
        raise FieldProblem.coded(name, "exam.language", raw=said, allowed=", ".join(LANGUAGES))


UNSET = -1  # a pass mark not written (0 is a mark: "no minimum")
TABLE_MODES_ALLOWED = ("practice", "table_ready")  # no prompt, no hint: fit for an exam


@dataclass(frozen=True)
class Section:
    """A part of an exam, graded as an area (A, B, C or fail; see `practical.py`).

    `kind = "drills"` (the default): questions drawn from `drills` at `level`, each with
    `seconds_per_question`, passed on `pass_accuracy` and `pass_speed`.

    `kind = "table"`: a table session (`trainer/table/`) of `coups` coups at `game`'s table in
    `mode` (Practice or Table ready: nothing prompted, no hints), passed on `pass_marks`, the
    share of acts right per act family in percent (`{ pay = 90, collect = 100 }`; a family not
    listed counts in the totals only). A red line of `red_lines` (all of them when the list is
    left out) fails the exam."""

    name: Mapping[str, str]
    kind: Literal["drills", "table"] = "drills"
    drills: tuple[str, ...] = ()
    level: int = field(default=0, metadata={"min": LEVELS[0], "max": LEVELS[-1]})
    questions: int = field(default=0, metadata={"min": 1, "max": 200})
    seconds_per_question: int = field(default=0, metadata={"min": 1, "max": 3600})
    pass_accuracy: int = field(default=UNSET, metadata={"min": 0, "max": 100})  # percent
    pass_speed: int = field(default=UNSET, metadata={"min": 0, "max": 100})  # percent
    game: str = ""
    mode: str = "table_ready"
    coups: int = field(default=0, metadata={"min": 1, "max": 500})
    pass_marks: Mapping[str, int] = field(default_factory=dict)
    red_lines: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        _check_words(self.name, "name")
        if self.kind == "table":
            self._check_table()
            return
        for name in ("level", "questions", "seconds_per_question"):
            if getattr(self, name) == 0:
                raise FieldProblem.coded(name, "missing")
        for name in ("pass_accuracy", "pass_speed"):
            if getattr(self, name) == UNSET:
                raise FieldProblem.coded(name, "missing")
        if not self.drills:
            raise FieldProblem.coded("drills", "exam.no_drills")
        for n, drill_id in enumerate(self.drills):
            try:
                catalog.get(drill_id)
            except KeyError:
                raise FieldProblem.coded(f"drills[{n}]", "exam.no_drill", raw=drill_id) from None

    def _check_table(self) -> None:
        from trainer.table.acts import FAMILIES
        from trainer.table.procedure import games, red_lines

        for name in ("drills", "level", "questions", "seconds_per_question", "pass_accuracy"):
            if getattr(self, name) not in ((), 0, UNSET):
                raise FieldProblem.coded(name, "exam.table_no_drills")
        if self.pass_speed != UNSET:
            raise FieldProblem.coded("pass_speed", "exam.table_no_drills")
        if self.game not in games():
            raise FieldProblem.coded(
                "game", "exam.not_table", raw=self.game, allowed=", ".join(games())
            )
        if self.mode not in TABLE_MODES_ALLOWED:
            raise FieldProblem.coded("mode", "exam.mode", allowed=", ".join(TABLE_MODES_ALLOWED))
        if self.coups == 0:
            raise FieldProblem.coded("coups", "missing")
        for family, mark in self.pass_marks.items():
            if family not in FAMILIES:
                raise FieldProblem.coded(f"pass_marks.{family}", "exam.family", raw=family)
            if not 0 <= mark <= 100:
                raise FieldProblem.coded(
                    f"pass_marks.{family}", "outside", value=mark, low=0, high=100
                )
        for n, red_line in enumerate(self.red_lines):
            if red_line not in red_lines():
                raise FieldProblem.coded(f"red_lines[{n}]", "exam.red_line", raw=red_line)

    @property
    def failing_red_lines(self) -> tuple[str, ...]:
        """The red lines that fail the exam: those listed, or every one."""
        from trainer.table.procedure import red_lines

        return self.red_lines or tuple(red_lines())


@dataclass(frozen=True)
class Blueprint:
    id: str
    title: Mapping[str, str]
    time_limit_seconds: int = field(metadata={"min": 10, "max": 6 * 3600})
    sections: tuple[Section, ...]
    version: int = field(default=1, metadata={"min": 1, "max": 1_000_000})
    source: str = ""  # the file it came from
    custom: bool = True  # added by an instructor; False only for the bundled files
    digest: str = ""  # SHA-256 (hex) of the content: see `content_digest`

    def __post_init__(self) -> None:
        _check_words(self.title, "title")
        if not ID_PATTERN.fullmatch(self.id):
            raise FieldProblem.coded("id", "exam.id")
        if not self.sections:
            raise FieldProblem.coded("sections", "exam.no_sections")

    @property
    def questions(self) -> int:
        return sum(s.questions for s in self.sections)

    def title_in(self, locale: str) -> str:
        return words_in(self.title, locale)


def words_in(words: Mapping[str, str], locale: str) -> str:
    return words.get(locale) or words["en"]


def content_digest(table: Mapping[str, Any]) -> str:
    """SHA-256 of a blueprint's content, not its bytes: keys sorted, no comments or spacing, so
    the same exam has the same digest on every station (line endings and layout aside)."""
    canonical = json.dumps(
        table, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=str
    )
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def parse(table: Mapping[str, Any], source: str, *, bundled: bool = False) -> Blueprint:
    """A validated blueprint from a parsed TOML table; `BlueprintError` names what is wrong.
    It is custom unless `bundled` (only `load_all` says so, for the files beside this module)."""
    for name in SET_BY_THE_TRAINER:
        if name in table:
            raise _refused(source, name, "exam.set_by_trainer")
    try:
        blueprint = build(Blueprint, table, Sources(source))
    except BlueprintError:
        raise
    except RulebookError as error:
        raise BlueprintError(
            error.source, error.field, error.problem, error.code, error.params
        ) from None
    return replace(blueprint, source=source, custom=not bundled, digest=content_digest(table))


def load_file(path: Path, *, bundled: bool = False) -> Blueprint:
    try:
        table = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as error:
        place = re.search(r"\(at line (\d+), column (\d+)\)", str(error))
        if place is None:
            raise _refused(path.name, "(file)", "not_toml_end") from None
        raise _refused(path.name, "(file)", "not_toml", line=place[1], column=place[2]) from None
    except (OSError, UnicodeDecodeError):
        raise _refused(path.name, "(file)", "file_unreadable") from None
    return parse(table, path.name, bundled=bundled)


def _refused(source: str, field: str, code: str, **params: object) -> BlueprintError:
    """A `BlueprintError` with its message (`trainer.rulebooks.words`), said in any language."""
    said = refused(source, field, code, **params)
    return BlueprintError(said.source, said.field, said.problem, said.code, said.params)


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


def bundled() -> tuple[Blueprint, ...]:
    """The blueprints that come with the trainer (always valid: a test loads them all)."""
    return tuple(load_file(path, bundled=True) for path in sorted(BUNDLED.glob("*.toml")))


def load_all(folder: Path | None = None) -> Catalogue:
    """The bundled blueprints, then the instructors' custom ones. A custom file with a bundled
    id, or with the id of another custom file, is refused and listed; refused files are never
    fatal."""
    found: dict[str, Blueprint] = {b.id: b for b in bundled()}
    problems: list[BlueprintError] = []
    user = folder if folder is not None else user_folder()
    for path in sorted(user.glob("*.toml")) if user.is_dir() else ():
        try:
            blueprint = load_file(path)
            _check_clash(blueprint, found)
        except BlueprintError as error:
            problems.append(error)
            continue
        found[blueprint.id] = blueprint
    return Catalogue(tuple(found.values()), tuple(problems))


def _check_clash(blueprint: Blueprint, found: Mapping[str, Blueprint]) -> None:
    taken = found.get(blueprint.id)
    if taken is None:
        return
    if not taken.custom:
        raise BundledIdError(blueprint.source, blueprint.id)
    raise BlueprintError(
        blueprint.source, "id", f"'{blueprint.id}' is already the id of {taken.source}"
    )


def add_user_blueprint(source: Path, folder: Path | None = None) -> Blueprint:
    """Validate a blueprint file and copy it into the data folder's `exams/` as a custom
    blueprint. Refused (nothing copied): a bad file, a bundled id (`BundledIdError`), or the id
    of a custom blueprint already added with other content at the same or a higher version
    (`VersionClashError`). A higher version replaces it; the old file moves to `exams/old/`."""
    blueprint = load_file(source)
    if blueprint.id in {b.id for b in bundled()}:
        raise BundledIdError(source.name, blueprint.id)
    target_folder = folder if folder is not None else user_folder()
    existing = _custom_with_id(target_folder, blueprint.id)
    if existing is not None:
        path, current = existing
        if current.digest == blueprint.digest:
            return current  # the same exam again: nothing to do
        if blueprint.version <= current.version:
            raise VersionClashError(source.name, blueprint.id, current.version)
        _keep_old(path, current)
    target_folder.mkdir(parents=True, exist_ok=True)
    target = target_folder / f"{blueprint.id}.toml"
    target.write_text(source.read_text(encoding="utf-8"), encoding="utf-8")
    return replace(blueprint, source=target.name)


def _custom_with_id(folder: Path, blueprint_id: str) -> tuple[Path, Blueprint] | None:
    for path in sorted(folder.glob("*.toml")) if folder.is_dir() else ():
        try:
            blueprint = load_file(path)
        except BlueprintError:
            continue
        if blueprint.id == blueprint_id:
            return path, blueprint
    return None


def _keep_old(path: Path, blueprint: Blueprint) -> None:
    """Move a replaced version aside, never deleting it: exams sat on it still name it."""
    old = path.parent / OLD_VERSIONS
    old.mkdir(exist_ok=True)
    target = old / f"{blueprint.id}-v{blueprint.version}.toml"
    n = 1
    while target.exists():
        n += 1
        target = old / f"{blueprint.id}-v{blueprint.version}-{n}.toml"
    path.rename(target)
