"""Exam blueprints: the bundled ones load; a bad file is refused naming file and field;
instructors add their own to the data folder."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from tests.trainer.exam_kit import SMALL
from trainer.drills import catalog
from trainer.exams.blueprint import BlueprintError, add_user_blueprint, load_all, load_file
from trainer.table.procedure import procedure


def test_the_bundled_blueprints_load_with_known_drills() -> None:
    found = load_all()
    assert found.problems == ()
    ids = {b.id for b in found.blueprints}
    assert ids == {
        "roulette-croupier",
        "blackjack-dealer",
        "craps-dealer",
        "punto-banco-croupier",
        "all-games",
        "blackjack-practical",
        "punto-banco-practical",
        "roulette-practical",
    }
    for blueprint in found.blueprints:
        assert {"en", "ca", "es"} <= set(blueprint.title)
        # the whole exam leaves time for every question at its own limit, and for every
        # table section's coups at the slowest pace its game's target allows
        assert blueprint.time_limit_seconds >= sum(
            s.questions * s.seconds_per_question
            + (s.coups * 3600 // procedure(s.game).pace.low if s.kind == "table" else 0)
            for s in blueprint.sections
        )
        for section in blueprint.sections:
            for drill_id in section.drills:
                assert catalog.get(drill_id).id == drill_id


def _write(folder: Path, text: str, name: str = "mine.toml") -> Path:
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("old", "new", "field", "problem"),
    [
        ("pass_accuracy = 75", "pass_accuracy = 120", "sections[0].pass_accuracy", "outside"),
        ("level = 2\nquestions = 4", "level = 7\nquestions = 4", "sections[0].level", "outside"),
        ('"craps.odds-payout"', '"craps.no-such-drill"', "sections[1].drills[0]", "no drill"),
        ("questions = 2", 'questions = "two"', "sections[1].questions", "not a whole number"),
        ("time_limit_seconds = 600", "", "time_limit_seconds", "missing"),
        ('en = "Small exam"', 'fr = "Petit examen"', "title", "English"),
        (
            'pass_speed = 50\n[sections.name]\nen = "Odds"',
            'pass_speed = 50\nspeed = 3\n[sections.name]\nen = "Odds"',
            "sections[1].speed",
            "unknown field",
        ),
    ],
)
def test_a_bad_field_is_refused_naming_the_file_and_field(
    tmp_path: Path, old: str, new: str, field: str, problem: str
) -> None:
    assert old in SMALL
    path = _write(tmp_path, SMALL.replace(old, new, 1))
    with pytest.raises(BlueprintError) as caught:
        load_file(path)
    assert caught.value.source == "mine.toml"
    assert caught.value.field == field
    assert problem in caught.value.problem
    assert "mine.toml" in str(caught.value) and field in str(caught.value)


def test_a_file_that_is_not_toml_is_refused(tmp_path: Path) -> None:
    with pytest.raises(BlueprintError, match=r"broken\.toml.*not valid TOML"):
        load_file(_write(tmp_path, "id = [", "broken.toml"))


def test_an_instructor_blueprint_is_validated_then_added_and_bad_ones_are_listed(
    tmp_path: Path, data_home: Path
) -> None:
    good = _write(tmp_path, SMALL)
    added = add_user_blueprint(good)
    assert (data_home / "exams" / "small.toml").exists()
    assert added.title_in("ca") == "Examen petit"
    assert added.title_in("es") == "Small exam"  # English when a language is missing
    bad = _write(tmp_path, SMALL.replace("level = 2", "level = 0"), "bad.toml")
    with pytest.raises(BlueprintError):
        add_user_blueprint(bad)
    assert not (data_home / "exams" / "bad.toml").exists()
    _write(data_home / "exams", SMALL.replace("level = 2", "level = 0"), "bad.toml")
    found = load_all()
    assert "small" in {b.id for b in found.blueprints}
    assert [p.source for p in found.problems] == ["bad.toml"]
    assert tomllib.loads(good.read_text())["id"] == found.get("small").id
