"""An exam sat for real: the sitting (pure) plus the progress tables and the seals.

An exam is either **proctored** (an instructor unlocked the school key with their passphrase to
start it: it is signed with the school key) or a **self-assessment, not proctored** (signed with
the station key, which anyone using the station can reach).

Every answer is committed as it is given (an attempt in a session of kind "exam", linked as the
exam's next item and sealed, in one transaction), so closing the window loses nothing; the
result is written and sealed, and the session closed, in one transaction when the exam ends,
whether finished, out of time or abandoned. The exam's row, its session and its opening seal
are written in one transaction too; the station's head file only after it commits.

A table section (a practical) is dealt as a table session (`trainer/table/`), its acts written
to the table records as they are judged, like any session's; when it ends it is graded from the
stored rows, and its figures, the session's uuid and a digest of its rows go into the result
the closing seal signs. A retake (`plan_retake`) sits one failed area and carries the others.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path

from sqlite_utils import Database

from trainer.drills.base import Question, Response
from trainer.exams import keys, seal, signing
from trainer.exams.blueprint import Blueprint
from trainer.exams.details import PROCTORED, exam_details
from trainer.exams.keys import SigningKey
from trainer.exams.practical import (
    Carried,
    RetakeRefused,
    TableArea,
    grade_table,
    records_digest,
)
from trainer.exams.seal import canonical, certificate_payload
from trainer.exams.sitting import ExamResult, ExamSitting, ItemResult, RetakePlan
from trainer.progress.accounts import Role, get_person
from trainer.progress.attempts import end_session, record_attempt, start_session
from trainer.progress.db import writing
from trainer.progress.exams import Exam, add_exam_item, finish_exam, get_exam, start_exam
from trainer.rulebooks import Rulebook, default
from trainer.table.acts import Act
from trainer.table.judge import Judgement
from trainer.table.report import build_report
from trainer.table.session import TableSession
from trainer.table.store import (
    end_table_session,
    load_records,
    record_acts,
    start_table_session,
)


@dataclass(frozen=True)
class Proctor:
    """The instructor who starts the exam and the school key they unlocked for it."""

    instructor_id: int
    key: SigningKey


@dataclass
class ExamRun:
    db: Database
    trainee_id: int
    sitting: ExamSitting
    exam: Exam
    session_id: int
    signer: SigningKey  # the school key (proctored) or the station key (self-assessment)
    station: SigningKey  # the station's key: it signs the head
    folder: Path | None = None  # the data folder holding the station key and head
    result: ExamResult | None = None
    rulebook: Rulebook | None = None  # what the exam is sat under (tables are dealt by it)
    table: TableSession | None = None  # the table section being dealt
    table_index: int | None = None
    table_id: int | None = None  # its stored session's id
    _written: int = 0  # its records already stored

    @classmethod
    def begin(
        cls,
        db: Database,
        trainee_id: int,
        blueprint: Blueprint,
        *,
        proctor: Proctor | None = None,
        seed: int | None = None,
        rulebook: Rulebook | None = None,
        folder: Path | None = None,
        now: datetime | None = None,
        retake: RetakePlan | None = None,
    ) -> ExamRun:
        """Start the exam: proctored when `proctor` is given, else a self-assessment;
        `retake` (from `plan_retake`): one failed area of an earlier exam, sat again alone."""
        rules = rulebook if rulebook is not None else default()
        chosen = seed if seed is not None else random.SystemRandom().getrandbits(32)
        sitting = ExamSitting.start(blueprint, chosen, rules, retake)
        station = seal.ensure_station(db, folder, replace_lost=proctor is not None)
        signer = _signer(db, proctor, station, folder, now)
        trainee = get_person(db, trainee_id)
        details = exam_details(
            trainee,
            blueprint,
            rules,
            signer=signer,
            station=station,
            proctor=get_person(db, proctor.instructor_id) if proctor is not None else None,
            endorsement=keys.endorsement_for(db, station.public) if proctor is None else None,
        )
        with writing(db):
            session = start_session(db, trainee_id, "exam", now=now)
            exam = start_exam(db, trainee_id, blueprint.id, session_id=session.id, now=now)
            head = seal.seal_open(db, exam.id, signer, station, details)
        seal.write_head(head, station, folder)  # after the commit: it never runs ahead
        return cls(
            db,
            trainee_id,
            sitting,
            get_exam(db, exam.id),
            session.id,
            signer,
            station,
            folder,
            rulebook=rules,
        )

    @property
    def proctored(self) -> bool:
        return self.signer.kind == "school"

    @property
    def kind(self) -> str:
        return PROCTORED if self.proctored else "self-assessment"

    @property
    def current(self) -> Question | None:
        current = self.sitting.current
        return current.question if current is not None else None

    # ------------------------------------------------------------- a table section

    @property
    def table_due(self) -> int | None:
        """The table section to deal now (None: a question, or the end)."""
        return self.sitting.table_due if self.result is None else None

    def start_table(self) -> TableSession:
        """Seat the table of the section due: a session of its game, mode and coups, seeded
        from the exam's seed, stored as it goes like any table session."""
        index = self.sitting.table_due
        if index is None:
            raise RuntimeError("no table section is due")
        if self.table is not None and self.table_index == index:
            return self.table
        section = self.sitting.blueprint.sections[index]
        rules = self.rulebook if self.rulebook is not None else default()
        seed = table_seed(self.sitting.seed, index)
        self.table = TableSession(
            section.game, section.mode, rulebook=rules, seed=seed, coups=section.coups
        )
        self.table_index = index
        self._written = 0
        self.table_id = start_table_session(
            self.db, self.trainee_id, section.game, section.mode, rules.id, seed, section.coups
        )
        return self.table

    def table_act(self, act: Act | str, seconds: float) -> Judgement:
        """Judge one act at the table (`ActSyntaxError` leaves everything as it was); the
        section is graded when its last coup is done."""
        if self.table is None:
            raise RuntimeError("no table is being dealt")
        judgement = self.table.act(act, seconds)
        self._store_acts()
        if self.table.finished:
            self._end_table(cut_short=False)
        return judgement

    def _store_acts(self) -> None:
        assert self.table is not None and self.table_id is not None
        new = self.table.records[self._written :]
        if new:
            record_acts(self.db, self.table_id, list(new))
            self._written += len(new)

    def _end_table(self, *, cut_short: bool) -> TableArea:
        """Close the table, store its last findings, grade it from the stored rows."""
        assert self.table is not None and self.table_index is not None
        assert self.table_id is not None
        session, index = self.table, self.table_index
        session.close()
        self._store_acts()
        end_table_session(self.db, self.table_id, session.coups_dealt)
        records = load_records(self.db, self.table_id)
        section = self.sitting.blueprint.sections[index]
        report = build_report(
            section.game, section.mode, session.coups_dealt, records, timed=session.mode.timed
        )
        uuid = self.db.execute(
            "SELECT uuid FROM table_sessions WHERE id = ?", [self.table_id]
        ).fetchone()[0]
        area = grade_table(
            report,
            planned=section.coups,
            pass_marks=dict(section.pass_marks),
            failing=section.failing_red_lines,
            session=str(uuid),
            digest=records_digest(records),
        )
        self.table = None
        if cut_short:
            self.sitting.tables[index] = area  # the exam ends with it: a fail
        else:
            self.sitting.record_table(index, area)
        return area

    # ------------------------------------------------------------- questions

    def answer(self, response: Response, seconds: float) -> ItemResult:
        """Grade (UnparsableResponse leaves the question open) and commit the answer."""
        return self._store(self.sitting.answer(response, seconds))

    def time_out(self, seconds: float) -> ItemResult:
        return self._store(self.sitting.time_out(seconds))

    def _store(self, item: ItemResult) -> ItemResult:
        response = item.response or Response(item.question.kind, None)
        with writing(self.db):
            attempt = record_attempt(
                self.db,
                self.trainee_id,
                item.question,
                response,
                item.grade,
                session_id=self.session_id,
            )
            position = add_exam_item(self.db, self.exam.id, attempt)
            seal.seal_item(self.db, self.exam.id, position, self.signer)
        self._write_head()
        return item

    def _write_head(self) -> None:
        """After each commit (never before: the head never names what is not saved)."""
        seal.write_head(seal.station_head(self.db, self.station), self.station, self.folder)

    def finish(
        self, *, abandoned: bool = False, out_of_time: bool = False, now: datetime | None = None
    ) -> ExamResult:
        """End the exam (idempotent): result written and sealed, session closed, at once."""
        if self.result is not None:
            return self.result
        cut = self.table is not None
        self.sitting.stop(abandoned=abandoned, out_of_time=out_of_time)
        if cut:
            self._end_table(cut_short=True)
        result = self.sitting.result()
        with writing(self.db):
            finish_exam(self.db, self.exam.id, result.to_json(), now=now)
            end_session(self.db, self.session_id, now=now)
            seal.seal_close(self.db, self.exam.id, self.signer)
        self._write_head()
        self.exam = get_exam(self.db, self.exam.id)
        self.result = result
        return result

    @property
    def verification_code(self) -> str:
        row = self.db.execute("SELECT seal FROM exams WHERE id = ?", [self.exam.id]).fetchone()
        return seal.verification_code(str(row[0])) if row and row[0] else ""


def _signer(
    db: Database,
    proctor: Proctor | None,
    station: SigningKey,
    folder: Path | None,
    now: datetime | None,
) -> SigningKey:
    if proctor is None:
        return station
    if get_person(db, proctor.instructor_id).role is not Role.INSTRUCTOR:
        raise keys.KeyProblem("only an instructor can proctor an exam")
    if proctor.key.kind != "school" or proctor.key.public != keys.school_public(db):
        raise keys.SchoolKeyMismatchError("the key given is not this school's key")
    keys.endorse_station(db, proctor.key, station, now=now)
    return proctor.key


def table_seed(exam_seed: int, index: int) -> int:
    """The seed of a table section: from the exam's, so the exam can be dealt again."""
    return (exam_seed * 1009 + index) % 2**31


def plan_retake(
    db: Database, exam_id: int, area: int, blueprint: Blueprint, trainee_id: int
) -> RetakePlan:
    """A retake of area `area` of exam `exam_id` under `blueprint`, with the other areas
    carried; `RetakeRefused` says why when it may not be sat (`practical.py`): the exam is
    open, passed, ended early or out of time, failed by a red line; the area did not fail; the
    blueprint changed since (another digest); it is another trainee's; or the stored result is
    not the one signed."""
    from trainer.exams.history import exam_record

    record = exam_record(db, exam_id)
    if record.exam.trainee_id != trainee_id:
        raise RetakeRefused("other_trainee")
    result = record.result
    if result is None or record.exam.ended is None:
        raise RetakeRefused("not_finished")
    if result.passed:
        raise RetakeRefused("passed")
    if result.abandoned or result.out_of_time:
        raise RetakeRefused("ended_early")
    if result.red_line:
        raise RetakeRefused("red_line")
    if area not in result.retakeable():
        raise RetakeRefused("area_not_failed", str(area))
    signed = record.details.get("blueprint") or {}
    if record.exam.blueprint != blueprint.id or signed.get("digest") != blueprint.digest:
        raise RetakeRefused("blueprint_changed", blueprint.id)
    seal = db.execute("SELECT seal FROM exams WHERE id = ?", [exam_id]).fetchone()[0]
    signer = str(record.details.get("signer") or "")
    payload = canonical(certificate_payload(db, exam_id))
    if not seal or not signing.valid(signer, str(seal), "certificate", payload):
        raise RetakeRefused("not_signed")
    day = record.exam.started[:10]
    carried = {
        s.index: s if s.carried is not None else replace(s, carried=Carried(record.exam.uuid, day))
        for s in result.sections
        if s.index != area
    }
    return RetakePlan(record.exam.uuid, area, carried)
