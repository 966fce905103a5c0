"""The schema, built and changed only by these steps, one function each, never edited once
released: a station's database is brought up to date by running the steps it has not seen.

Tables are plural snake_case. People, sessions, attempts, exams and plans carry a UUID besides
their local integer id, so the logs of several stations merge without collisions (see
`stations.py`); foreign keys use the local ids, which keeps the big attempt indexes small.
"""

from __future__ import annotations

import hashlib
from functools import cache

from sqlite_utils import Database, Migrations

SET_NAME = "dealer_trainer.progress"
MIGRATIONS = Migrations(SET_NAME)

APPEND_ONLY = "attempts are append-only: an answer, once recorded, is never changed or removed"


@MIGRATIONS()
def m001_people_sessions_attempts(db: Database) -> None:
    """The log itself: who answered, in which sitting, what they saw, what they gave."""
    db.executescript(
        f"""
        CREATE TABLE trainees (
            id INTEGER PRIMARY KEY,
            uuid TEXT NOT NULL UNIQUE,
            name TEXT NOT NULL,
            role TEXT NOT NULL CHECK (role IN ('trainee', 'instructor')),
            created TEXT NOT NULL,
            pin_hash BLOB,
            pin_salt BLOB,
            pin_kdf TEXT,
            CHECK (role = 'instructor' OR pin_hash IS NULL)
        );
        CREATE TABLE sessions (
            id INTEGER PRIMARY KEY,
            uuid TEXT NOT NULL UNIQUE,
            trainee_id INTEGER NOT NULL REFERENCES trainees(id),
            kind TEXT NOT NULL CHECK (kind IN ('practice', 'exam')),
            started TEXT NOT NULL,
            ended TEXT
        );
        CREATE INDEX sessions_trainee ON sessions(trainee_id);
        CREATE TABLE attempts (
            id INTEGER PRIMARY KEY,
            uuid TEXT NOT NULL UNIQUE,
            trainee_id INTEGER NOT NULL REFERENCES trainees(id),
            session_id INTEGER REFERENCES sessions(id),
            drill_id TEXT NOT NULL,
            level INTEGER NOT NULL CHECK (level >= 1),
            seed INTEGER NOT NULL,
            rulebook TEXT NOT NULL,
            question_json TEXT NOT NULL,
            response_json TEXT NOT NULL,
            correct INTEGER NOT NULL CHECK (correct IN (0, 1)),
            score REAL NOT NULL CHECK (score >= 0 AND score <= 1),
            seconds REAL NOT NULL CHECK (seconds >= 0),
            target_seconds REAL,
            rules_json TEXT NOT NULL DEFAULT '[]',
            app_version TEXT NOT NULL,
            ts TEXT NOT NULL,
            day TEXT NOT NULL
        );
        CREATE INDEX attempts_session ON attempts(session_id);
        CREATE INDEX attempts_trainee_skill ON attempts(trainee_id, drill_id, level, ts);
        CREATE TRIGGER attempts_no_update BEFORE UPDATE ON attempts
        BEGIN SELECT RAISE(ABORT, '{APPEND_ONLY}'); END;
        CREATE TRIGGER attempts_no_delete BEFORE DELETE ON attempts
        BEGIN SELECT RAISE(ABORT, '{APPEND_ONLY}'); END;
        CREATE TABLE skill_states (
            trainee_id INTEGER NOT NULL REFERENCES trainees(id),
            drill_id TEXT NOT NULL,
            level INTEGER NOT NULL,
            card_json TEXT NOT NULL,
            due TEXT NOT NULL,
            updated TEXT NOT NULL,
            PRIMARY KEY (trainee_id, drill_id, level)
        ) WITHOUT ROWID;
        """
    )


@MIGRATIONS()
def m002_exams_and_plans(db: Database) -> None:
    """Timed exams (items point at attempts by UUID, so they survive a station merge) and the
    practice an instructor assigns to one trainee or, with no trainee, to the whole class."""
    db.executescript(
        """
        CREATE TABLE exams (
            id INTEGER PRIMARY KEY,
            uuid TEXT NOT NULL UNIQUE,
            trainee_id INTEGER NOT NULL REFERENCES trainees(id),
            session_id INTEGER REFERENCES sessions(id),
            blueprint TEXT NOT NULL,
            started TEXT NOT NULL,
            ended TEXT,
            result_json TEXT
        );
        CREATE INDEX exams_trainee ON exams(trainee_id);
        CREATE TABLE exam_items (
            exam_id INTEGER NOT NULL REFERENCES exams(id),
            position INTEGER NOT NULL CHECK (position >= 0),
            attempt_uuid TEXT NOT NULL REFERENCES attempts(uuid),
            PRIMARY KEY (exam_id, position)
        );
        CREATE TABLE plans (
            id INTEGER PRIMARY KEY,
            uuid TEXT NOT NULL UNIQUE,
            assigned_by INTEGER REFERENCES trainees(id),
            trainee_id INTEGER REFERENCES trainees(id),
            drill_id TEXT NOT NULL,
            target_level INTEGER NOT NULL CHECK (target_level >= 1),
            due_date TEXT,
            created TEXT NOT NULL,
            cancelled TEXT
        );
        CREATE INDEX plans_trainee ON plans(trainee_id);
        """
    )


@MIGRATIONS()
def m003_pin_throttle(db: Database) -> None:
    """Wrong-PIN counting lives in the database, so restarting the app does not reset it."""
    db.executescript(
        """
        ALTER TABLE trainees ADD COLUMN failed_pins INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE trainees ADD COLUMN pin_retry_after TEXT;
        """
    )


@MIGRATIONS()
def m004_dashboard_indexes(db: Database) -> None:
    """Indexes the benchmark needed on a million attempts: recent mistakes (partial index on
    wrong answers only), a trainee's history in time order, and the class by day."""
    db.executescript(
        """
        CREATE INDEX attempts_mistakes ON attempts(trainee_id, ts) WHERE correct = 0;
        CREATE INDEX attempts_trainee_time ON attempts(trainee_id, ts);
        CREATE INDEX attempts_day ON attempts(day, correct, seconds);
        """
    )


@MIGRATIONS()
def m005_exam_seals(db: Database) -> None:
    """Tamper evidence for exams (see `trainer/exams/seal.py`): an HMAC chain over exams and
    their items, keyed by a per-station secret kept outside the database. `sealed_by` names the
    station's key (a digest of it), so exams merged from another station are told apart."""
    db.executescript(
        """
        ALTER TABLE exams ADD COLUMN sealed_by TEXT;
        ALTER TABLE exams ADD COLUMN seal_open TEXT;
        ALTER TABLE exams ADD COLUMN seal TEXT;
        ALTER TABLE exam_items ADD COLUMN seal TEXT;
        """
    )


@MIGRATIONS()
def m006_covering_indexes(db: Database) -> None:
    """Measured on a million answers (tests/bench/bench_progress.py): the class matrix read
    the last 20 answers of 4,800 practised levels through `attempts_trainee_skill`, fetching
    ~96,000 table rows of ~900 bytes each (about 1 s). These indexes carry every column the
    dashboards read (mastery windows, a trainee's stats, the class by day), so those queries
    never touch the rows with the question JSON."""
    db.executescript(
        """
        DROP INDEX attempts_trainee_skill;
        CREATE INDEX attempts_skill_window
            ON attempts(trainee_id, drill_id, level, ts, correct, seconds, target_seconds, day);
        DROP INDEX attempts_day;
        CREATE INDEX attempts_day_class ON attempts(day, seconds, trainee_id, correct);
        """
    )


@MIGRATIONS()
def m007_profile_pins(db: Database) -> None:
    """A trainee may protect their profile with a PIN (see `accounts.py`). `trainees` allows a
    hash only on instructors, so trainees' PINs live here, with the same columns (hash, salt,
    KDF name, wrong-PIN count and wait) as an instructor's row."""
    db.executescript(
        """
        CREATE TABLE profile_pins (
            trainee_id INTEGER PRIMARY KEY REFERENCES trainees(id),
            pin_hash BLOB NOT NULL,
            pin_salt BLOB NOT NULL,
            pin_kdf TEXT NOT NULL,
            failed_pins INTEGER NOT NULL DEFAULT 0,
            pin_retry_after TEXT
        );
        """
    )


@MIGRATIONS()
def m008_signed_exams(db: Database) -> None:
    """Exams signed with Ed25519 keys instead of the station's HMAC secret (see
    `trainer/exams/keys.py` and `seal.py`): a proctored exam is signed with the school key,
    which is kept here only encrypted under each instructor's passphrase (one copy each); a
    self-assessment with the station's own key, which the school key may endorse. Each exam
    keeps the public key that signed it (`signer`), the opening seal of the exam before it at
    its station (`seal_prev`) and the signed details it was sat under (`details_json`: name,
    blueprint and its digest, rulebook and house rules, proctor). Exams sealed before this step
    are marked `legacy`: the old HMAC seals are not checked any more."""
    db.executescript(
        """
        ALTER TABLE exams ADD COLUMN signer TEXT;
        ALTER TABLE exams ADD COLUMN seal_prev TEXT;
        ALTER TABLE exams ADD COLUMN details_json TEXT;
        UPDATE exams SET signer = 'legacy';
        CREATE TABLE school_keys (
            fingerprint TEXT PRIMARY KEY,
            public_key TEXT NOT NULL,
            created TEXT NOT NULL
        );
        CREATE TABLE school_key_copies (
            instructor_id INTEGER NOT NULL REFERENCES trainees(id),
            fingerprint TEXT NOT NULL REFERENCES school_keys(fingerprint),
            salt BLOB NOT NULL,
            nonce BLOB NOT NULL,
            wrapped BLOB NOT NULL,
            created TEXT NOT NULL,
            PRIMARY KEY (instructor_id, fingerprint)
        );
        CREATE TABLE station_endorsements (
            station TEXT NOT NULL,
            public_key TEXT NOT NULL,
            school TEXT NOT NULL REFERENCES school_keys(fingerprint),
            signature TEXT NOT NULL,
            created TEXT NOT NULL,
            PRIMARY KEY (station, school)
        );
        """
    )


@MIGRATIONS()
def m009_station_bundle_tokens(db: Database) -> None:
    """A bundle may add answers to a person already on a station only if it carries that
    person's token (see `stations.py`): set once when the person is created (random, by the
    trigger) and copied with them to every station. People from before this step get a token
    derived from their UUID and creation time, which every station holding them computes
    alike, so bundles between existing stations keep merging."""
    db.execute("ALTER TABLE trainees ADD COLUMN bundle_token TEXT")
    rows = db.execute("SELECT id, uuid, created FROM trainees").fetchall()
    for person_id, person_uuid, created in rows:
        digest = hashlib.sha256(f"dealer-trainer-person:{person_uuid}:{created}".encode())
        db.execute(
            "UPDATE trainees SET bundle_token = ? WHERE id = ?",
            [digest.hexdigest()[:32], person_id],
        )
    db.execute(
        """CREATE TRIGGER trainees_bundle_token AFTER INSERT ON trainees
        WHEN NEW.bundle_token IS NULL
        BEGIN UPDATE trainees SET bundle_token = lower(hex(randomblob(16))) WHERE id = NEW.id;
        END"""
    )


@MIGRATIONS()
def m010_classes_archive_notes(db: Database) -> None:
    """How an instructor organises people (see `cohorts.py`): classes (a trainee belongs to one
    at most), trainees archived rather than deleted (`archived` holds when; hidden from the
    lists, their answers kept), one note per trainee, and plans for one class (`cohort_id`;
    a plan with neither trainee nor class is still for everyone). All of it stays on the
    station: bundles carry none of it."""
    db.executescript(
        """
        CREATE TABLE cohorts (
            id INTEGER PRIMARY KEY,
            uuid TEXT NOT NULL UNIQUE,
            name TEXT NOT NULL CHECK (trim(name) <> ''),
            created TEXT NOT NULL
        );
        CREATE TABLE cohort_members (
            trainee_id INTEGER PRIMARY KEY REFERENCES trainees(id),
            cohort_id INTEGER NOT NULL REFERENCES cohorts(id),
            since TEXT NOT NULL
        );
        CREATE INDEX cohort_members_cohort ON cohort_members(cohort_id);
        CREATE TABLE trainee_notes (
            trainee_id INTEGER PRIMARY KEY REFERENCES trainees(id),
            note TEXT NOT NULL,
            updated TEXT NOT NULL,
            updated_by INTEGER REFERENCES trainees(id)
        );
        ALTER TABLE trainees ADD COLUMN archived TEXT;
        ALTER TABLE plans ADD COLUMN cohort_id INTEGER REFERENCES cohorts(id);
        """
    )


@MIGRATIONS()
def m011_table_sessions(db: Database) -> None:
    """Table sessions (trainer/table/): one row per session dealt, and one append-only row per
    act the trainee made or finding the judge made (a payout left wrong), with the act
    expected, the time taken, the rule and the red line if any; a session's report and each
    coup's replay are read back from these rows alone."""
    db.executescript(
        f"""
        CREATE TABLE table_sessions (
            id INTEGER PRIMARY KEY,
            uuid TEXT NOT NULL UNIQUE,
            trainee_id INTEGER NOT NULL REFERENCES trainees(id),
            game TEXT NOT NULL,
            mode TEXT NOT NULL,
            rulebook TEXT NOT NULL,
            seed INTEGER NOT NULL,
            planned_coups INTEGER,
            app_version TEXT NOT NULL,
            started TEXT NOT NULL,
            ended TEXT,
            coups INTEGER
        );
        CREATE INDEX table_sessions_trainee ON table_sessions(trainee_id, game, started);
        CREATE TABLE table_acts (
            id INTEGER PRIMARY KEY,
            session_id INTEGER NOT NULL REFERENCES table_sessions(id),
            coup INTEGER NOT NULL CHECK (coup >= 1),
            position INTEGER NOT NULL CHECK (position >= 0),
            act TEXT NOT NULL,
            expected TEXT NOT NULL,
            verdict TEXT NOT NULL
                CHECK (verdict IN ('right', 'wrong', 'out_of_order', 'not_allowed')),
            seconds REAL NOT NULL CHECK (seconds >= 0),
            rule TEXT NOT NULL,
            red_line TEXT NOT NULL DEFAULT '',
            family TEXT NOT NULL,
            duty TEXT NOT NULL,
            drill_id TEXT NOT NULL DEFAULT '',
            incident TEXT NOT NULL DEFAULT '',
            cue TEXT NOT NULL DEFAULT '',
            ts TEXT NOT NULL,
            UNIQUE (session_id, position)
        );
        CREATE INDEX table_acts_drill ON table_acts(drill_id) WHERE drill_id != '';
        CREATE TRIGGER table_acts_no_update BEFORE UPDATE ON table_acts
        BEGIN SELECT RAISE(ABORT, '{APPEND_ONLY}'); END;
        CREATE TRIGGER table_acts_no_delete BEFORE DELETE ON table_acts
        BEGIN SELECT RAISE(ABORT, '{APPEND_ONLY}'); END;
        """
    )


@MIGRATIONS()
def m012_table_acts_count_toward_drills(db: Database) -> None:
    """A table act that answers a step of a drill's skill counts toward that drill's mastery
    and schedule (see `trainer/table/session.py`, `ActRecord.counts`). The session keeps the
    level each of its drills counts at (`levels_json`: drill id -> [level, target seconds],
    the drill's working level when the session began); such an act carries its trainee, level
    and target, so mastery reads the last answers of a drill level from the table log beside
    the attempts through an index of the same shape as `attempts_skill_window`. Acts with no
    level (every act stored before this step, acts that are no drill's answer) count for
    nothing."""
    db.executescript(
        """
        ALTER TABLE table_sessions ADD COLUMN levels_json TEXT NOT NULL DEFAULT '{}';
        ALTER TABLE table_acts ADD COLUMN trainee_id INTEGER REFERENCES trainees(id);
        ALTER TABLE table_acts ADD COLUMN level INTEGER CHECK (level >= 1);
        ALTER TABLE table_acts ADD COLUMN target_seconds REAL;
        CREATE INDEX table_acts_skill_window
            ON table_acts(trainee_id, drill_id, level, ts, verdict, seconds, target_seconds);
        """
    )


# m013: the stamp an edit gets (UTC, milliseconds: SQLite's clock) and the guard that keeps the
# rows a pull from the school server writes from being sent back as this station's own edits
_STAMP = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"
# a row's first stamp is its creation time, in the same form: a person, class or plan that
# arrives in a bundle is not a new edit, and never overrides a later one made elsewhere
_CREATED = "coalesce(NEW.updated, substr(NEW.created, 1, 23) || 'Z')"
_NOT_PULLING = "NOT EXISTS (SELECT 1 FROM school_applying)"


def _outbox_trigger(name: str, event: str, kind: str, key: str, stamp: str = "") -> str:
    return (
        f"CREATE TRIGGER {name} AFTER {event} WHEN {_NOT_PULLING} BEGIN {stamp}"
        f"INSERT INTO school_outbox (kind, key) VALUES ('{kind}', {key}); END;"
    )


@MIGRATIONS()
def m013_school_sync(db: Database) -> None:
    """What a station needs to sync with the school's PostgreSQL server (`trainer/school/`).

    Attempts and table acts are sent in local id order (`school_sync` keeps how far, per
    stream); everything else that is created or changes (people, classes, plans, sessions,
    exams and their seals, table sessions, public keys) is noted by trigger in `school_outbox`
    and sent as it stands then. People, classes and plans get an `updated` stamp so the server
    keeps the later edit of two stations. `school_applying` has a row only inside a pull's own
    transaction: the triggers then stay quiet, so what came from the server is not sent back."""
    person_of = "(SELECT uuid FROM trainees WHERE id = {row}.trainee_id)"
    touch = "UPDATE trainees SET updated = " + _STAMP + " WHERE id = {row}.trainee_id; "
    statements = [
        "CREATE TABLE school_outbox (id INTEGER PRIMARY KEY, kind TEXT NOT NULL, "
        "key TEXT NOT NULL)",
        "CREATE TABLE school_sync (stream TEXT PRIMARY KEY, position INTEGER NOT NULL, "
        "updated TEXT NOT NULL)",
        "CREATE TABLE school_applying (one INTEGER PRIMARY KEY CHECK (one = 1), "
        "server TEXT NOT NULL, since TEXT NOT NULL)",
        "ALTER TABLE trainees ADD COLUMN updated TEXT",
        "ALTER TABLE cohorts ADD COLUMN updated TEXT",
        "ALTER TABLE plans ADD COLUMN updated TEXT",
        "UPDATE trainees SET updated = substr(created, 1, 23) || 'Z'",
        "UPDATE cohorts SET updated = substr(created, 1, 23) || 'Z'",
        "UPDATE plans SET updated = substr(coalesce(cancelled, created), 1, 23) || 'Z'",
        _outbox_trigger(
            "school_person_new",
            "INSERT ON trainees",
            "person",
            "NEW.uuid",
            f"UPDATE trainees SET updated = {_CREATED} WHERE id = NEW.id; ",
        ),
        _outbox_trigger(
            "school_person_changed",
            "UPDATE OF name, archived ON trainees",
            "person",
            "NEW.uuid",
            f"UPDATE trainees SET updated = {_STAMP} WHERE id = NEW.id; ",
        ),
        _outbox_trigger(
            "school_member_new",
            "INSERT ON cohort_members",
            "person",
            person_of.format(row="NEW"),
            touch.format(row="NEW"),
        ),
        _outbox_trigger(
            "school_member_moved",
            "UPDATE ON cohort_members",
            "person",
            person_of.format(row="NEW"),
            touch.format(row="NEW"),
        ),
        _outbox_trigger(
            "school_member_left",
            "DELETE ON cohort_members",
            "person",
            person_of.format(row="OLD"),
            touch.format(row="OLD"),
        ),
        _outbox_trigger(
            "school_cohort_new",
            "INSERT ON cohorts",
            "cohort",
            "NEW.uuid",
            f"UPDATE cohorts SET updated = {_CREATED} WHERE id = NEW.id; ",
        ),
        _outbox_trigger(
            "school_cohort_changed",
            "UPDATE OF name ON cohorts",
            "cohort",
            "NEW.uuid",
            f"UPDATE cohorts SET updated = {_STAMP} WHERE id = NEW.id; ",
        ),
        _outbox_trigger(
            "school_plan_new",
            "INSERT ON plans",
            "plan",
            "NEW.uuid",
            f"UPDATE plans SET updated = {_CREATED} WHERE id = NEW.id; ",
        ),
        _outbox_trigger(
            "school_plan_changed",
            "UPDATE OF drill_id, target_level, due_date, cancelled, trainee_id, cohort_id ON plans",
            "plan",
            "NEW.uuid",
            f"UPDATE plans SET updated = {_STAMP} WHERE id = NEW.id; ",
        ),
        _outbox_trigger("school_session_new", "INSERT ON sessions", "session", "NEW.uuid"),
        _outbox_trigger("school_session_end", "UPDATE OF ended ON sessions", "session", "NEW.uuid"),
        _outbox_trigger("school_exam_new", "INSERT ON exams", "exam", "NEW.uuid"),
        _outbox_trigger("school_exam_changed", "UPDATE ON exams", "exam", "NEW.uuid"),
        _outbox_trigger(
            "school_exam_item_new",
            "INSERT ON exam_items",
            "exam",
            "(SELECT uuid FROM exams WHERE id = NEW.exam_id)",
        ),
        _outbox_trigger(
            "school_exam_item_sealed",
            "UPDATE OF seal ON exam_items",
            "exam",
            "(SELECT uuid FROM exams WHERE id = NEW.exam_id)",
        ),
        _outbox_trigger(
            "school_table_new", "INSERT ON table_sessions", "table_session", "NEW.uuid"
        ),
        _outbox_trigger(
            "school_table_end",
            "UPDATE OF ended, coups ON table_sessions",
            "table_session",
            "NEW.uuid",
        ),
        _outbox_trigger("school_key_new", "INSERT ON school_keys", "key", "NEW.fingerprint"),
        _outbox_trigger(
            "school_endorsement_new", "INSERT ON station_endorsements", "endorsement", "NEW.station"
        ),
    ]
    # what is already here goes to the server too, in the order the rows depend on each other
    for kind, table, key in (
        ("cohort", "cohorts", "uuid"),
        ("person", "trainees", "uuid"),
        ("plan", "plans", "uuid"),
        ("session", "sessions", "uuid"),
        ("exam", "exams", "uuid"),
        ("table_session", "table_sessions", "uuid"),
        ("key", "school_keys", "fingerprint"),
        ("endorsement", "station_endorsements", "station"),
    ):
        statements.append(
            f"INSERT INTO school_outbox (kind, key) SELECT DISTINCT '{kind}', {key} FROM {table}"
            + (" ORDER BY id" if key == "uuid" else "")
        )
    for statement in statements:
        db.execute(statement)


@cache
def step_names() -> tuple[str, ...]:
    """Every step, in order (what an empty database would run)."""
    return tuple(
        step.name for step in MIGRATIONS.pending(Database(memory=True, execute_plugins=False))
    )


def schema_version() -> int:
    return len(step_names())
