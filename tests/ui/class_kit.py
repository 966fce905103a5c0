"""A class as an instructor meets it: 30 trainees with weeks of answers (right and wrong, fast
and slow), two classes, a note, an archived trainee, plans (one overdue) and exams sat, for the
tests and the screenshots of the instructor and exam screens (`populate`)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from decimal import Decimal

from sqlite_utils import Database

from trainer.drills import catalog
from trainer.drills.base import Question, Response, expected_response
from trainer.progress import cohorts, plans
from trainer.progress.accounts import Person, add_instructor, add_trainee, list_people
from trainer.progress.attempts import record_attempt

PASSPHRASE = "green felt 24"
DRILLS = (
    "blackjack.pay-blackjack",
    "blackjack.insurance",
    "punto_banco.commission",
    "punto_banco.third-card",
    "roulette.multiples",
    "roulette.payout-order",
    "craps.odds-payout",
    "chips.pay-with-chips",
)
NAMES = (
    "Marta Puig", "Jordi Vidal", "Laia Soler", "Pau Ferrer", "Aina Serra", "Oriol Mas",
    "Lucía Gómez", "Álvaro Ruiz", "Núria Camps", "Biel Roca", "Carla Pons", "Martí Font",
    "Irene López", "Hugo Martín", "Clara Vila", "Arnau Riera", "Elena Sanz", "Pol Bosch",
    "Sara Prats", "Xavier Coll", "Paula Díaz", "Joan Garcia", "Alba Torres", "Marc Sala",
    "Júlia Pujol", "Iker Navarro", "Mireia Costa", "Sergi Vives", "Noa Castro", "Dani Rius",
    "Berta Rovira", "Nil Esteve", "Rosa Medina",
)  # fmt: skip


@dataclass(frozen=True)
class Class:
    instructor: Person
    trainees: tuple[Person, ...]
    candidate: Person  # the trainee who sat the exam


def wrong(question: Question, rng: random.Random) -> Response:
    """A plausible mistake of each answer kind."""
    if question.kind == "amount":
        return Response("amount", str(Decimal(str(question.expected)) + rng.choice((1, 5, 10))))
    if question.kind == "choice":
        other = [o.key for o in question.options if o.key != question.expected]
        return Response("choice", rng.choice(other)) if other else expected_response(question)
    if question.kind == "ordering" and len(question.expected) > 1:
        return Response("ordering", list(reversed(question.expected)))
    return expected_response(question)


def populate(db: Database, size: int = 30, answers: int = 5, seed: int = 9) -> Class:
    """`size` trainees, each with `answers` answers per drill over four weeks, organised."""
    rng = random.Random(seed)
    now = datetime.now().astimezone()
    people = []
    taken = {person.name for person in list_people(db)}  # a station may have trainees already
    for n, name in enumerate([name for name in NAMES if name not in taken][:size]):
        person = add_trainee(db, name)
        people.append(person)
        skill, pace = 0.6 + 0.38 * rng.random(), 0.6 + 0.9 * rng.random()
        for drill_id in DRILLS[: 3 + n % (len(DRILLS) - 2)]:
            drill = catalog.get(drill_id)
            for k in range(answers):
                question = drill.generate(rng, 2 if k < answers // 2 else 3)
                response = (
                    expected_response(question) if rng.random() < skill else wrong(question, rng)
                )
                target = question.target_seconds or 6.0
                seconds = round(target * pace * rng.lognormvariate(0, 0.3), 2)
                when = now - timedelta(days=27 - (27 * k) // answers, hours=rng.randint(0, 6))
                grade = question.grade(response, seconds)
                record_attempt(db, person.id, question, response, grade, now=when)
    instructor = add_instructor(db, "Núria", PASSPHRASE)
    _organise(db, people, instructor.id)
    return Class(instructor, tuple(people), people[0])


def _organise(db: Database, people: list[Person], instructor_id: int) -> None:
    morning = cohorts.create_cohort(db, "Matí")
    evening = cohorts.create_cohort(db, "Tarda")
    for n, person in enumerate(people[:-1]):
        cohorts.assign(db, person.id, morning.id if n % 2 == 0 else evening.id)
    cohorts.archive(db, people[-1].id)
    cohorts.set_note(
        db, people[0].id, "Més ràpida amb les comissions; reviseu l'assegurança.", by=instructor_id
    )
    today = date.today()
    plans.assign_plan(
        db, "blackjack.pay-blackjack", 3, cohort_id=morning.id, due=today - timedelta(days=1)
    )
    plans.assign_plan(db, "roulette.multiples", 3, due=today + timedelta(days=7))
    plans.assign_plan(
        db, "craps.odds-payout", 2, trainee_id=people[3].id, due=today + timedelta(days=3)
    )


def sit_exam(db: Database, person: Person, blueprint_id: str = "punto-banco-croupier") -> None:
    """`person` sits a whole exam, most answers right, and it is finished and signed."""
    from trainer.exams.blueprint import load_all
    from trainer.exams.run import ExamRun

    run = ExamRun.begin(db, person.id, load_all().get(blueprint_id), seed=4)
    rng = random.Random(2)
    while run.current is not None:
        question = run.current
        right = rng.random() < 0.85
        run.answer(expected_response(question) if right else wrong(question, rng), 3.0)
    run.finish()
