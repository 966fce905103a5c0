"""Custom blueprints never replace bundled ones: a bundled id is refused when added and when
found in the data folder; a custom blueprint has its own id, version and content digest."""

from __future__ import annotations

import hashlib
import json
import tomllib
from pathlib import Path

import pytest

from tests.trainer.exam_kit import SMALL
from trainer.exams.blueprint import (
    BlueprintError,
    BundledIdError,
    VersionClashError,
    add_user_blueprint,
    load_all,
    load_file,
)

# The forgery: the real craps exam's id, one question, pass mark 0.
FAKE_CRAPS = """
id = "craps-dealer"
time_limit_seconds = 60
[title]
en = "Craps dealer"
[[sections]]
drills = ["craps.odds-payout"]
level = 1
questions = 1
seconds_per_question = 60
pass_accuracy = 0
pass_speed = 0
[sections.name]
en = "Anything"
"""


def _write(folder: Path, text: str, name: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def test_a_bundled_id_cannot_be_added(tmp_path: Path, data_home: Path) -> None:
    fake = _write(tmp_path, FAKE_CRAPS, "craps.toml")
    with pytest.raises(BundledIdError) as refused:
        add_user_blueprint(fake)
    assert refused.value.field == "id"
    assert "'craps-dealer' is an exam that comes with the trainer" in str(refused.value)
    assert "craps.toml" in str(refused.value)
    assert not (data_home / "exams").exists() or not list((data_home / "exams").iterdir())
    real = load_all().get("craps-dealer")
    assert not real.custom and real.questions > 1


def test_a_bundled_id_put_in_the_data_folder_by_hand_is_refused_and_listed(
    data_home: Path,
) -> None:
    # Before: the file silently replaced the real exam, and its certificate said "Passed".
    _write(data_home / "exams", FAKE_CRAPS, "craps-dealer.toml")
    found = load_all()
    craps = found.get("craps-dealer")
    assert not craps.custom and craps.source == "craps_dealer.toml"
    assert all(section.pass_accuracy > 0 for section in craps.sections)
    [problem] = found.problems
    assert isinstance(problem, BundledIdError) and problem.source == "craps-dealer.toml"


def test_bundled_blueprints_are_not_custom_and_added_ones_are(data_home: Path) -> None:
    added = add_user_blueprint(_write(data_home / "incoming", SMALL, "mine.toml"))
    assert added.custom and added.version == 1 and added.source == "small.toml"
    found = load_all()
    assert found.get("small").custom
    assert {b.id for b in found.blueprints if not b.custom} == {
        "roulette-croupier",
        "blackjack-dealer",
        "craps-dealer",
        "punto-banco-croupier",
        "all-games",
        "blackjack-practical",
        "punto-banco-practical",
        "roulette-practical",
    }


def test_a_file_cannot_claim_to_be_bundled_or_set_its_own_digest(tmp_path: Path) -> None:
    for line in ("custom = false", 'digest = "0000"', 'source = "craps_dealer.toml"'):
        path = _write(tmp_path, f"{line}\n{SMALL}", "claim.toml")
        with pytest.raises(BlueprintError) as refused:
            load_file(path)
        assert refused.value.field == line.split()[0]
        assert "set by the trainer" in refused.value.problem


def test_the_digest_is_sha256_of_the_content_whatever_the_layout(tmp_path: Path) -> None:
    table = tomllib.loads(SMALL)
    by_hand = hashlib.sha256(
        json.dumps(table, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()
    ).hexdigest()
    plain = load_file(_write(tmp_path, SMALL, "a.toml"))
    assert plain.digest == by_hand and len(plain.digest) == 64
    windows = load_file(_write(tmp_path, "# a comment\r\n" + SMALL.replace("\n", "\r\n"), "b.toml"))
    assert windows.digest == plain.digest
    changed = load_file(
        _write(tmp_path, SMALL.replace("pass_accuracy = 75", "pass_accuracy = 74"), "c.toml")
    )
    assert changed.digest != plain.digest


def test_a_custom_blueprint_is_replaced_only_by_a_higher_version(
    tmp_path: Path, data_home: Path
) -> None:
    add_user_blueprint(_write(tmp_path, SMALL, "v1.toml"))
    again = add_user_blueprint(_write(tmp_path, SMALL, "same.toml"))  # same content: fine
    assert again.version == 1
    easier = SMALL.replace("pass_accuracy = 75", "pass_accuracy = 10")
    with pytest.raises(VersionClashError) as refused:
        add_user_blueprint(_write(tmp_path, easier, "easier.toml"))
    assert "raise the version above 1" in str(refused.value)
    assert load_all().get("small").sections[0].pass_accuracy == 75
    v2 = add_user_blueprint(_write(tmp_path, "version = 2\n" + easier, "v2.toml"))
    assert v2.version == 2 and v2.custom
    found = load_all()
    assert found.problems == ()
    assert found.get("small").version == 2
    # the replaced version is kept aside (exams sat on it still name it), not loaded
    kept = data_home / "exams" / "old" / "small-v1.toml"
    assert load_file(kept).digest == load_file(tmp_path / "v1.toml").digest


def test_two_custom_files_with_one_id_keep_the_first_and_list_the_second(data_home: Path) -> None:
    _write(data_home / "exams", SMALL, "a.toml")
    _write(data_home / "exams", SMALL.replace("questions = 4", "questions = 3"), "b.toml")
    found = load_all()
    assert found.get("small").source == "a.toml"
    [problem] = found.problems
    assert problem.source == "b.toml" and "already the id of a.toml" in problem.problem


@pytest.mark.parametrize("bad_id", ["../escape", "Craps-Dealer", "two words", "", "a/b", "x" * 65])
def test_an_id_is_a_safe_lowercase_word(tmp_path: Path, data_home: Path, bad_id: str) -> None:
    # An id becomes a file name in the data folder: "../escape" wrote outside it before.
    path = _write(tmp_path, SMALL.replace('id = "small"', f'id = "{bad_id}"'), "odd.toml")
    with pytest.raises(BlueprintError) as refused:
        add_user_blueprint(path)
    assert refused.value.field == "id"
    assert not (data_home / "escape.toml").exists()
