"""The station's instructor side (issue 15, "one door from the shell into the core"): each write
made through it is stored and announced with what it changed, so the screens showing it read it
again; the worker's station opens its own connection and never closes the window's."""

from __future__ import annotations

import threading
from datetime import date

from sqlite_utils import Database

from tests.trainer.station_kit import db_fixture, heard, station_fixture  # noqa: F401
from tests.trainer.table.croupier import deal_perfectly
from trainer.progress import cohorts, plans
from trainer.progress.accounts import Credential, Role, get_person, has_profile_pin
from trainer.station import Change, Station
from trainer.table.history import sessions_of
from trainer.table.session import TableSession

PASSPHRASE = "green felt 24"


def test_renaming_archiving_and_restoring_a_trainee_announce_people(
    station: Station, db: Database
) -> None:
    marta = station.add_trainee("Marta")
    said = heard(station)
    assert station.rename_trainee(marta.id, "Marta Puig").name == "Marta Puig"
    assert station.archive(marta.id).archived is not None
    assert [p.name for p in station.trainees()] == []  # out of the lists
    assert station.restore(marta.id).archived is None
    assert said == [frozenset({Change.PEOPLE})] * 3
    assert get_person(db, marta.id).name == "Marta Puig"  # stored, not only said


def test_classes_memberships_and_notes_announce_classes(station: Station, db: Database) -> None:
    marta = station.add_trainee("Marta")
    said = heard(station)
    morning = station.create_cohort("Morning")
    station.rename_cohort(morning.id, "Morning group")
    station.assign_cohort(marta.id, morning.id)
    note = station.set_note(marta.id, "Slow on commissions", by=None)
    assert said == [frozenset({Change.CLASSES})] * 4
    assert [c.name for c in cohorts.list_cohorts(db)] == ["Morning group"]
    assert station.cohort_of(marta.id) == morning.id and station.memberships() == {
        marta.id: morning.id
    }
    assert note is not None and station.note(marta.id) == note
    assert station.notes() == {marta.id: "Slow on commissions"}
    station.assign_cohort(marta.id, None)
    assert station.cohort_of(marta.id) is None
    assert [p.name for p in station.trainees(cohort=cohorts.NO_COHORT)] == ["Marta"]


def test_a_plan_assigned_and_cancelled_is_announced_and_names_whom_it_is_for(
    station: Station, db: Database
) -> None:
    marta = station.add_trainee("Marta")
    morning = station.create_cohort("Morning")
    said = heard(station)
    mine = station.assign_plan("blackjack.pay-blackjack", 2, trainee_id=marta.id)
    theirs = station.assign_plan("roulette.multiples", 3, cohort_id=morning.id, due=date.today())
    everyone = station.assign_plan("craps.odds-payout", 1)
    assert [station.plan_owner(p) for p in (mine, theirs, everyone)] == ["Marta", "Morning", None]
    assert {p.id for p in station.plans()} == {mine.id, theirs.id, everyone.id}
    station.cancel_plan(mine.id)
    assert said == [frozenset({Change.PLANS})] * 4
    assert {p.id for p in plans.all_plans(db)} == {theirs.id, everyone.id}
    # Marta is in no class: the class's plan is not hers, everyone's is (hers is cancelled)
    assert [p.plan.id for p in station.plan_progress([marta.id])] == [everyone.id]


def test_secrets_set_and_removed_announce_people_and_secrets(
    station: Station, db: Database
) -> None:
    marta = station.add_trainee("Marta")
    said = heard(station)
    nuria = station.add_instructor("Núria", PASSPHRASE, by=None)
    assert nuria.role is Role.INSTRUCTOR and station.has_instructor()
    station.set_secret(marta.id, "2468")  # the first PIN needs no proof
    assert station.has_profile_pin(marta.id) and station.protected_profiles() == {marta.id}
    assert station.open_profile(marta.id, pin="2468").accepted
    assert not station.open_profile(marta.id, pin="1357").accepted
    station.remove_profile_pin(marta.id, proof=Credential(nuria.id, PASSPHRASE))
    assert not has_profile_pin(db, marta.id)
    both = frozenset({Change.PEOPLE, Change.SECRETS})
    assert said == [both, both, both]  # a wrong PIN is counted, not announced


def test_the_school_key_is_made_once_then_unlocked_and_its_copy_follows_the_passphrase(
    station: Station,
) -> None:
    nuria = station.add_instructor("Núria", PASSPHRASE, by=None)
    said = heard(station)
    made = station.school_key(nuria.id, PASSPHRASE)  # the first time: made
    assert said == [frozenset({Change.SECRETS})]
    assert station.school_key(nuria.id, PASSPHRASE).public == made.public  # then unlocked
    assert len(said) == 1
    assert station.holds_school_key(nuria.id)
    station.set_secret(nuria.id, "a brand new passphrase", proof=PASSPHRASE)
    assert station.school_key(nuria.id, "a brand new passphrase").public == made.public
    assert station.school_public_key() == made.public


def test_a_table_session_begun_acted_and_ended_is_announced(station: Station, db: Database) -> None:
    marta = station.add_trainee("Marta")
    said = heard(station)
    session = TableSession("blackjack", "learn", rulebook=station.rulebook, seed=3, coups=1)
    stored = station.begin_table(marta.id, "blackjack", "learn", 3, 1)
    acts = deal_perfectly(session)  # one coup, every act right
    station.table_acts(stored, session.records)
    station.end_table(stored, session.coups_dealt)
    assert said == [
        frozenset({Change.TABLES}),
        frozenset({Change.TABLES, Change.ANSWERS}),  # acts count toward the drills
        frozenset({Change.TABLES}),
    ]
    [info] = sessions_of(db, marta.id)
    assert info.id == stored and info.ended and info.rulebook == station.rulebook.id
    assert (info.coups, info.acts, info.right) == (1, acts, acts)
    assert [s.id for s in station.table_sessions(marta.id)] == [stored]
    assert station.table_session(stored).info == info


def test_a_worker_station_has_its_own_connection_and_release_leaves_the_window_s_open(
    station: Station, db: Database
) -> None:
    station.add_trainee("Marta")
    station.release()  # the window's own station: nothing is closed
    assert [p.name for p in station.people()] == ["Marta"]
    names: list[str] = []
    path = station.path  # asked here: the window's connection is this thread's

    def work() -> None:  # sqlite3 connections belong to their thread: made in it
        worker = Station.for_worker(path)
        try:
            names.extend(p.name for p in worker.people())
        finally:
            worker.release()

    thread = threading.Thread(target=work)
    thread.start()
    thread.join()
    assert names == ["Marta"]
    assert station.trainee_record(1) is station  # no school server: the station's own file
