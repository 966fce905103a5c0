"""A certificate code carries the signed result; `verify` checks it on any machine with the
school's public key alone and prints the signed details; any change to the code is refused."""

from __future__ import annotations

import random
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from sqlite_utils import Database

from tests.trainer.seal_kit import instructor, school_key, sit
from trainer.exams import certificate_code, seal, signing
from trainer.exams.certificate_code import BadCodeError, Certificate
from trainer.exams.history import exam_record
from trainer.exams.run import Proctor
from trainer.exams.verify import main
from trainer.progress.accounts import add_trainee
from trainer.progress.db import open_db


@pytest.fixture
def db(data_home: Path) -> Iterator[Database]:
    database = open_db(data_home / "progress.db", backup=False)
    yield database
    database.close()


@pytest.fixture
def fresh(tmp_path: Path) -> Iterator[Path]:
    """Another machine: a data folder holding only the school's public key."""
    folder = tmp_path / "elsewhere"
    folder.mkdir()
    yield folder


def move_to(fresh: Path, data_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    shutil.copy(data_home / "school-key.pub", fresh / "school-key.pub")
    monkeypatch.setenv("DEALER_TRAINER_HOME", str(fresh))


def proctored_code(db: Database) -> str:
    anna = add_trainee(db, "Anna Puig")
    nuria = instructor(db)
    run = sit(db, anna.id, 1, proctor=Proctor(nuria.id, school_key(db, nuria)))
    return exam_record(db, run.exam.id).certificate


def test_a_proctored_certificate_verifies_with_only_the_public_key(
    db: Database,
    data_home: Path,
    fresh: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    code = proctored_code(db)
    move_to(fresh, data_home, monkeypatch)
    assert main([code]) == 0
    out = capsys.readouterr().out
    assert out.startswith("VERIFIED: a proctored exam, signed with the school key")
    # worked out from the answers: Payouts right, wrong, right, right (3/4, mark 75%: passed);
    # Odds right, then timed out (1/2, mark 100%: not passed): 4 of 6, not passed
    for expected in (
        "Trainee:    Anna Puig",
        "Exam:       Small exam (id small",
        "CUSTOM",
        "Proctored:  yes, by Núria",
        "Result:     NOT PASSED: 4 of 6 right",
        "Payouts: 3/4 right (mark 75%)",
        "Odds: 1/2 right (mark 100%)",
        "(andorra-2025), house rules: none",
    ):
        assert expected in out, expected
    assert sorted(p.name for p in fresh.iterdir()) == ["school-key.pub"]  # nothing written


def test_the_code_survives_spaces_line_breaks_and_lower_case(
    db: Database, data_home: Path, fresh: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    code = proctored_code(db)
    move_to(fresh, data_home, monkeypatch)
    typed = "\n".join(certificate_code.pretty(code)).lower()
    assert main([typed]) == 0


def test_a_changed_result_in_the_code_is_refused(
    db: Database,
    data_home: Path,
    fresh: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    code = proctored_code(db)
    move_to(fresh, data_home, monkeypatch)
    certificate = certificate_code.decode(code)
    payload = dict(certificate.payload)
    payload["result"] = dict(payload["result"], passed=True, correct=6)
    forged = certificate_code.encode(payload, certificate.signature)
    capsys.readouterr()
    assert main([forged]) == 1
    out = capsys.readouterr().out
    assert out.startswith("REFUSED: the signature does not match")
    assert "Signed details" not in out  # nothing unsigned is shown as signed


def test_any_single_changed_character_is_refused(
    db: Database, data_home: Path, fresh: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    code = proctored_code(db)
    move_to(fresh, data_home, monkeypatch)
    rng = random.Random(13)
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
    # the last character (it carries the encoding's unused bits: once flaky) every time, and
    # 60 others at random
    places = [len(code) - 1] + [
        rng.randrange(len(certificate_code.PREFIX), len(code)) for _ in range(60)
    ]
    for at in places:
        for other in (
            alphabet.replace(code[at], "")
            if at == len(code) - 1
            else [rng.choice(alphabet.replace(code[at], ""))]
        ):
            assert main([code[:at] + other + code[at + 1 :]]) == 1, (at, other)


def test_a_certificate_signed_with_another_key_is_refused(
    db: Database, data_home: Path, fresh: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Someone who can write the station's folder signs a "passed" with a key of their own:
    it is not the school's key."""
    code = proctored_code(db)
    move_to(fresh, data_home, monkeypatch)
    payload = dict(certificate_code.decode(code).payload)
    mine = Ed25519PrivateKey.generate()
    payload["details"] = dict(payload["details"], signer=signing.public_hex(mine))
    payload["result"] = dict(payload["result"], passed=True)
    signature = signing.sign(mine, "certificate", seal.canonical(payload))
    result = certificate_code.check(Certificate(payload, signature), None)
    assert result.status == "cannot-check"
    assert main([certificate_code.encode(payload, signature)]) == 1


def test_without_the_public_key_a_certificate_cannot_be_checked(
    db: Database, fresh: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    code = proctored_code(db)
    monkeypatch.setenv("DEALER_TRAINER_HOME", str(fresh))
    capsys.readouterr()
    assert main([code]) == 2
    assert capsys.readouterr().out.startswith("CANNOT CHECK")


def test_a_self_assessment_is_verified_only_as_a_self_assessment(
    db: Database,
    data_home: Path,
    fresh: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    seal.ensure_station(db)  # as the app does at start
    school_key(db, instructor(db))  # the school key endorses the station
    run = sit(db, add_trainee(db, "Anna").id, 1)
    code = exam_record(db, run.exam.id).certificate
    move_to(fresh, data_home, monkeypatch)
    capsys.readouterr()
    assert main([code]) == 0
    out = capsys.readouterr().out
    assert out.startswith("VERIFIED as a SELF-ASSESSMENT, NOT PROCTORED")
    assert "Proctored:  NO: self-assessment, not proctored" in out
    payload = dict(certificate_code.decode(code).payload)
    payload["details"] = dict(payload["details"], kind="proctored", proctor={"name": "Núria"})
    claimed = certificate_code.encode(payload, certificate_code.decode(code).signature)
    assert main([claimed]) == 1


def test_a_self_assessment_from_a_station_the_school_never_endorsed_is_not_verified(
    db: Database,
    data_home: Path,
    fresh: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    run = sit(db, add_trainee(db, "Anna").id, 1)  # no school key yet: nothing endorses
    code = exam_record(db, run.exam.id).certificate
    school_key(db, instructor(db))
    move_to(fresh, data_home, monkeypatch)
    capsys.readouterr()
    assert main([code]) == 1
    assert capsys.readouterr().out.startswith("NOT VERIFIED: it was signed by station")


def test_garbage_is_not_a_certificate() -> None:
    for text in ("hello", "DTC1", "DTC1AAAA", "DTC1" + "A" * 200):
        with pytest.raises(BadCodeError):
            certificate_code.decode(text)


def test_the_code_is_found_in_a_pdf_s_metadata() -> None:
    code = "DTC1" + "AB2C" * 30
    pdf = b"%PDF-1.4\n...<dt:certificate>" + code.encode() + b"</dt:certificate>..."
    assert certificate_code.find_in_pdf(pdf) == code
    assert certificate_code.find_in_pdf(b"%PDF-1.4 nothing here") is None
