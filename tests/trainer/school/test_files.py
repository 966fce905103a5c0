"""Exam blueprints and house rules published by an instructor reach every station, checked
there as the app checks its own files; a station role cannot publish."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.pg_fixtures import School
from trainer.exams.blueprint import load_all
from trainer.rulebooks import DEFAULT_RULEBOOK
from trainer.school.pull import publish_files, pull_files
from trainer.school.server import connect

pytestmark = pytest.mark.school

BLUEPRINT = """
id = "school-roulette"
version = {version}
time_limit_seconds = 600
[title]
en = "Our roulette check"
[[sections]]
drills = ["roulette.multiples"]
level = 1
questions = 4
seconds_per_question = 30
pass_accuracy = 75
pass_speed = 50
[sections.name]
en = "Payouts"
"""
HOUSE = '[punto_banco]\ncommission_rate = "0.04"\n'


def _folder(root: Path, name: str, *, blueprint: int | None = None, house: str = "") -> Path:
    folder = root / name
    (folder / "exams").mkdir(parents=True)
    if blueprint is not None:
        (folder / "exams" / "school-roulette.toml").write_text(
            BLUEPRINT.format(version=blueprint), encoding="utf-8"
        )
    if house:
        (folder / "house_rules.toml").write_text(house, encoding="utf-8")
    return folder


def test_published_files_reach_a_station(school: School, tmp_path: Path) -> None:
    teacher = _folder(tmp_path, "teacher", blueprint=1, house=HOUSE)
    with connect(school.instructor()) as conn:
        published = publish_files(conn, teacher)
        assert published.blueprints == ("school-roulette",) and published.house_rules
        assert publish_files(conn, teacher).blueprints == ()  # nothing new the second time
    station = _folder(tmp_path, "station")
    with connect(school.station("one")) as conn:
        got = pull_files(conn, station, DEFAULT_RULEBOOK)
        assert got.blueprints == ("school-roulette",) and got.house_rules and not got.refused
        again = pull_files(conn, station, DEFAULT_RULEBOOK)
        # nothing new the second round: the window would read its rules again every round
        assert again.house_rules is False and again.blueprints == ()
    assert (station / "house_rules.toml").read_text(encoding="utf-8") == HOUSE
    custom = [b for b in load_all(station / "exams").blueprints if b.custom]
    assert [(b.id, b.version) for b in custom] == [("school-roulette", 1)]
    # a new version replaces it on the station; the old one is kept aside
    (teacher / "exams" / "school-roulette.toml").write_text(
        BLUEPRINT.format(version=2), encoding="utf-8"
    )
    with connect(school.instructor()) as conn:
        publish_files(conn, teacher)
    with connect(school.station("two")) as conn:
        pull_files(conn, station, DEFAULT_RULEBOOK)
    custom = [b for b in load_all(station / "exams").blueprints if b.custom]
    assert [(b.id, b.version) for b in custom] == [("school-roulette", 2)]
    assert (station / "exams" / "old" / "school-roulette-v1.toml").exists()


def test_house_rules_a_station_cannot_load_are_refused_and_its_own_kept(
    school: School, tmp_path: Path
) -> None:
    teacher = _folder(tmp_path, "teacher", house='[punto_banco]\ncommission_rate = "seven"\n')
    with connect(school.instructor()) as conn:
        publish_files(conn, teacher)
    station = _folder(tmp_path, "station", house=HOUSE)
    with connect(school.station("one")) as conn:
        got = pull_files(conn, station, DEFAULT_RULEBOOK)
    assert not got.house_rules and got.refused and "commission_rate" in got.refused[0]
    assert (station / "house_rules.toml").read_text(encoding="utf-8") == HOUSE
    # issue 15: said as Settings says a refusal, in the station's language (PB-04 the field's rule)
    [english], [catalan], [spanish] = (got.refused_in(loc) for loc in ("en", "ca", "es"))
    assert english.startswith("house rules: ") and "field 'punto_banco.commission_rate'" in english
    assert catalan.startswith("normes de la casa: ") and "house rules" not in catalan
    assert "camp «punto_banco.commission_rate»: «seven»" in catalan and "(PB-04)" in catalan
    assert spanish.startswith("normas de la casa: ") and "field" not in spanish
    assert "campo «punto_banco.commission_rate»: «seven»" in spanish and "(PB-04)" in spanish


def test_a_station_cannot_publish(school: School, tmp_path: Path) -> None:
    import psycopg

    teacher = _folder(tmp_path, "teacher", blueprint=1, house=HOUSE)
    with (
        connect(school.station("one")) as conn,
        pytest.raises(psycopg.errors.InsufficientPrivilege),
    ):
        publish_files(conn, teacher)
