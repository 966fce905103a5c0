"""The school server's schema, built and changed only by these steps (like the station's own
`trainer/progress/migrations.py`): `migrate` runs the steps a server has not seen, each in its
own transaction, under an advisory lock so two instructors' stations never run one twice.

Everything lives in the schema `school`. Two group roles carry the rights:

- `dealer_station`: what a station's own login role may do. It reads the roster, classes,
  plans, blueprints and house rules; it *inserts* answers and table acts (a column list without
  `station`, which the server fills with the login role, so a station cannot write another's
  name); and it sends people, classes, plans, sessions, exams and keys only through the `put_*`
  functions below. It has no UPDATE, DELETE or TRUNCATE right on any table.
- `dealer_instructor`: reads everything (the whole school), merges people and publishes
  blueprints and house rules; a member of `dealer_station`, so an instructor's station syncs too.

Append-only is enforced twice: by those grants, and by triggers that refuse any UPDATE, DELETE
or TRUNCATE of answers, table acts, exam items' set values and the history, whoever asks. The
`put_*` functions keep the later edit of a person, class or plan (by the editing station's
stamp, ties by role name) and copy the version replaced into `history`; for sessions, exams
and table sessions they only fill what is still empty, so a value once set never changes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

SCHEMA = "school"
STATION_GROUP = "dealer_station"
INSTRUCTOR_GROUP = "dealer_instructor"
LOCK_KEY = 0x5C400151  # pg_advisory_xact_lock key of the migrations

# the functions a station may call; every other function in the schema is the owner's only
STATION_FUNCTIONS = (
    "put_people(jsonb)",
    "put_cohorts(jsonb)",
    "put_plans(jsonb)",
    "put_sessions(jsonb)",
    "put_exams(jsonb)",
    "put_exam_items(jsonb)",
    "put_table_sessions(jsonb)",
    "put_keys(jsonb)",
    "put_endorsements(jsonb)",
)
INSTRUCTOR_FUNCTIONS = (
    "merge_people(uuid, uuid, text)",
    "publish_blueprint(text, integer, text, text)",
    "publish_house_rules(text, text)",
)

_ROLES = f"""
DO $$ BEGIN
    CREATE ROLE {STATION_GROUP} NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
DO $$ BEGIN
    CREATE ROLE {INSTRUCTOR_GROUP} NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
GRANT {STATION_GROUP} TO {INSTRUCTOR_GROUP};
"""

_TABLES = """
CREATE TABLE school.stations (
    role_name text PRIMARY KEY,
    label text NOT NULL,
    created timestamptz NOT NULL DEFAULT now(),
    created_by text NOT NULL DEFAULT session_user
);
CREATE TABLE school.people (
    id bigserial PRIMARY KEY,
    uuid uuid NOT NULL UNIQUE,
    name text NOT NULL,
    role text NOT NULL CHECK (role IN ('trainee', 'instructor')),
    created text NOT NULL,
    bundle_token text,
    archived text,
    cohort uuid,
    updated text COLLATE "C" NOT NULL,
    updated_by text NOT NULL DEFAULT session_user,
    origin text NOT NULL DEFAULT session_user,
    merged_into uuid REFERENCES school.people (uuid)
);
CREATE TABLE school.cohorts (
    id bigserial PRIMARY KEY,
    uuid uuid NOT NULL UNIQUE,
    name text NOT NULL CHECK (btrim(name) <> ''),
    created text NOT NULL,
    updated text COLLATE "C" NOT NULL,
    updated_by text NOT NULL DEFAULT session_user
);
CREATE TABLE school.plans (
    id bigserial PRIMARY KEY,
    uuid uuid NOT NULL UNIQUE,
    assigned_by uuid,
    person uuid,
    cohort uuid,
    drill_id text NOT NULL,
    target_level integer NOT NULL CHECK (target_level >= 1),
    due_date text,
    created text NOT NULL,
    cancelled text,
    updated text COLLATE "C" NOT NULL,
    updated_by text NOT NULL DEFAULT session_user
);
CREATE TABLE school.history (
    id bigserial PRIMARY KEY,
    kind text NOT NULL,
    key text NOT NULL,
    old jsonb NOT NULL,
    new jsonb,
    replaced timestamptz NOT NULL DEFAULT now(),
    replaced_by text NOT NULL DEFAULT session_user
);
CREATE TABLE school.sessions (
    id bigserial PRIMARY KEY,
    uuid uuid NOT NULL UNIQUE,
    person_id bigint NOT NULL REFERENCES school.people (id),
    kind text NOT NULL,
    started text NOT NULL,
    ended text,
    station text NOT NULL DEFAULT session_user
);
CREATE TABLE school.attempts (
    id bigserial PRIMARY KEY,
    uuid uuid NOT NULL UNIQUE,
    person_id bigint NOT NULL REFERENCES school.people (id),
    session_id bigint REFERENCES school.sessions (id),
    drill_id text NOT NULL,
    level integer NOT NULL CHECK (level >= 1),
    seed bigint NOT NULL,
    rulebook text NOT NULL,
    question_json text NOT NULL,
    response_json text NOT NULL,
    correct boolean NOT NULL,
    score double precision NOT NULL CHECK (score >= 0 AND score <= 1),
    seconds double precision NOT NULL CHECK (seconds >= 0),
    target_seconds double precision,
    rules_json text NOT NULL,
    app_version text NOT NULL,
    ts text COLLATE "C" NOT NULL,
    day date NOT NULL,
    station text NOT NULL DEFAULT session_user,
    received timestamptz NOT NULL DEFAULT now()
);
-- the class overview's windows (the last answers of one level), read from the index alone
CREATE INDEX attempts_window ON school.attempts (person_id, drill_id, level, ts DESC, id DESC)
    INCLUDE (correct, seconds, target_seconds);
-- the class by day, each day's answers in order of time taken (the day's median)
CREATE INDEX attempts_day ON school.attempts (day, seconds) INCLUDE (person_id, correct);
-- (a trainee's whole record is read through attempts_window's leading person_id)
-- every (person, drill, level) practised, and every (person, day) with answers, kept by
-- trigger: where the windows start, and who practised each day
CREATE TABLE school.cells (
    person_id bigint NOT NULL,
    drill_id text NOT NULL,
    level integer NOT NULL,
    PRIMARY KEY (person_id, drill_id, level)
);
CREATE TABLE school.active_days (
    day date NOT NULL,
    person_id bigint NOT NULL,
    PRIMARY KEY (day, person_id)
);
CREATE TABLE school.exams (
    id bigserial PRIMARY KEY,
    uuid uuid NOT NULL UNIQUE,
    person_id bigint NOT NULL REFERENCES school.people (id),
    session_id bigint REFERENCES school.sessions (id),
    blueprint text NOT NULL,
    started text NOT NULL,
    ended text,
    result_json text,
    sealed_by text,
    seal_open text,
    seal text,
    signer text,
    seal_prev text,
    details_json text,
    station text NOT NULL DEFAULT session_user
);
CREATE TABLE school.exam_items (
    exam_id bigint NOT NULL REFERENCES school.exams (id),
    position integer NOT NULL CHECK (position >= 0),
    attempt_uuid uuid NOT NULL,
    seal text,
    PRIMARY KEY (exam_id, position)
);
CREATE TABLE school.table_sessions (
    id bigserial PRIMARY KEY,
    uuid uuid NOT NULL UNIQUE,
    person_id bigint NOT NULL REFERENCES school.people (id),
    game text NOT NULL,
    mode text NOT NULL,
    rulebook text NOT NULL,
    seed bigint NOT NULL,
    planned_coups integer,
    app_version text NOT NULL,
    started text NOT NULL,
    ended text,
    coups integer,
    station text NOT NULL DEFAULT session_user
);
CREATE TABLE school.table_acts (
    id bigserial PRIMARY KEY,
    session_id bigint NOT NULL REFERENCES school.table_sessions (id),
    coup integer NOT NULL CHECK (coup >= 1),
    position integer NOT NULL CHECK (position >= 0),
    act text NOT NULL,
    expected text NOT NULL,
    verdict text NOT NULL CHECK (verdict IN ('right', 'wrong', 'out_of_order', 'not_allowed')),
    seconds double precision NOT NULL CHECK (seconds >= 0),
    rule text NOT NULL,
    red_line text NOT NULL,
    family text NOT NULL,
    duty text NOT NULL,
    drill_id text NOT NULL,
    incident text NOT NULL,
    cue text NOT NULL,
    ts text COLLATE "C" NOT NULL,
    station text NOT NULL DEFAULT session_user,
    UNIQUE (session_id, position)
);
CREATE TABLE school.school_keys (
    fingerprint text PRIMARY KEY,
    public_key text NOT NULL,
    created text NOT NULL
);
CREATE TABLE school.station_endorsements (
    station text NOT NULL,
    public_key text NOT NULL,
    school text NOT NULL,
    signature text NOT NULL,
    created text NOT NULL,
    PRIMARY KEY (station, school, public_key)
);
CREATE TABLE school.blueprints (
    id text NOT NULL,
    version integer NOT NULL,
    digest text NOT NULL,
    toml text NOT NULL,
    published timestamptz NOT NULL DEFAULT now(),
    published_by text NOT NULL DEFAULT session_user,
    PRIMARY KEY (id, version)
);
CREATE TABLE school.house_rules (
    id bigserial PRIMARY KEY,
    toml text NOT NULL,
    digest text NOT NULL,
    published timestamptz NOT NULL DEFAULT now(),
    published_by text NOT NULL DEFAULT session_user
);
"""

_GUARDS = """
CREATE FUNCTION school.refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'school.% is append-only: a row, once recorded, is never changed or removed',
        TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END $$;
-- a value once set stays: an UPDATE may only fill columns that are still empty
CREATE FUNCTION school.fill_once() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    before jsonb := to_jsonb(OLD);
    after jsonb := to_jsonb(NEW);
    field text;
BEGIN
    FOR field IN SELECT jsonb_object_keys(before) LOOP
        IF before -> field <> 'null'::jsonb AND before -> field IS DISTINCT FROM after -> field THEN
            RAISE EXCEPTION 'school.%.% is set once and never changed', TG_TABLE_NAME, field
                USING ERRCODE = 'insufficient_privilege';
        END IF;
    END LOOP;
    RETURN NEW;
END $$;
CREATE FUNCTION school.note_cells() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = pg_catalog, pg_temp AS $$
BEGIN
    INSERT INTO school.cells (person_id, drill_id, level)
    SELECT DISTINCT person_id, drill_id, level FROM new_rows ORDER BY 1, 2, 3
    ON CONFLICT DO NOTHING;
    INSERT INTO school.active_days (day, person_id)
    SELECT DISTINCT day, person_id FROM new_rows ORDER BY 1, 2
    ON CONFLICT DO NOTHING;
    RETURN NULL;
END $$;
CREATE TRIGGER attempts_cells AFTER INSERT ON school.attempts
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION school.note_cells();
CREATE FUNCTION school.keep_history() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO school.history (kind, key, old, new)
    VALUES (TG_TABLE_NAME, OLD.uuid::text, to_jsonb(OLD), to_jsonb(NEW));
    RETURN NEW;
END $$;
CREATE TRIGGER people_history BEFORE UPDATE ON school.people
    FOR EACH ROW EXECUTE FUNCTION school.keep_history();
CREATE TRIGGER cohorts_history BEFORE UPDATE ON school.cohorts
    FOR EACH ROW EXECUTE FUNCTION school.keep_history();
CREATE TRIGGER plans_history BEFORE UPDATE ON school.plans
    FOR EACH ROW EXECUTE FUNCTION school.keep_history();
"""


def _append_only(table: str) -> str:
    return (
        f"CREATE TRIGGER {table}_append_only BEFORE UPDATE OR DELETE ON school.{table} "
        "FOR EACH STATEMENT EXECUTE FUNCTION school.refuse_change();\n"
        f"CREATE TRIGGER {table}_no_truncate BEFORE TRUNCATE ON school.{table} "
        "FOR EACH STATEMENT EXECUTE FUNCTION school.refuse_change();\n"
    )


def _fill_once(table: str) -> str:
    return (
        f"CREATE TRIGGER {table}_fill_once BEFORE UPDATE ON school.{table} "
        "FOR EACH ROW EXECUTE FUNCTION school.fill_once();\n"
        f"CREATE TRIGGER {table}_no_delete BEFORE DELETE OR TRUNCATE ON school.{table} "
        "FOR EACH STATEMENT EXECUTE FUNCTION school.refuse_change();\n"
    )


def _definer(name: str, args: str, body: str, returns: str = "integer") -> str:
    """A function that runs with the schema owner's rights, on fixed names only."""
    return (
        f"CREATE FUNCTION school.{name}({args}) RETURNS {returns} LANGUAGE sql SECURITY DEFINER "
        f"SET search_path = pg_catalog, pg_temp AS $fn$ {body} $fn$;\n"
    )


def _later(table: str) -> str:
    """The condition under which an incoming version replaces the stored one: a later stamp,
    or the same stamp from a role whose name sorts later (so every server decides alike)."""
    return f"(excluded.updated, excluded.updated_by) > ({table}.updated, {table}.updated_by)"


def _lost(table: str, alias: str, content: tuple[str, ...]) -> str:
    """A CTE keeping the incoming edits that lose to a later one, when they say something
    else: the edit that lost stays in `history`, marked `lost`, never dropped. A row never
    edited since it was created (a copy from a bundle, say) is no edit and is not kept."""
    mine = ", ".join(f"r.{c}" for c in content)
    theirs = ", ".join(f"{alias}.{c}" for c in content)
    return f"""lost AS (
        INSERT INTO school.history (kind, key, old, new)
        SELECT '{table}', r.uuid::text, to_jsonb({alias}), to_jsonb(r) || '{{"lost": true}}'
        FROM r JOIN school.{table} AS {alias} ON {alias}.uuid = r.uuid
        WHERE (r.updated COLLATE "C", session_user::text) < ({alias}.updated, {alias}.updated_by)
            AND ({mine}) IS DISTINCT FROM ({theirs})
            AND r.updated > substr(r.created, 1, 23) || 'Z'  -- an edit, not a stale copy
        RETURNING 1),
    """


_PUT_PEOPLE = _definer(
    "put_people",
    "rows jsonb",
    f"""
    WITH r AS (
        SELECT * FROM jsonb_to_recordset(rows) AS r(uuid uuid, name text, role text,
            created text, bundle_token text, archived text, cohort uuid, updated text)),
    {_lost("people", "p", ("name", "archived", "cohort"))}done AS (
        INSERT INTO school.people AS p
            (uuid, name, role, created, bundle_token, archived, cohort, updated)
        SELECT r.uuid, r.name, r.role, r.created, r.bundle_token, r.archived, r.cohort, r.updated
        FROM r ORDER BY r.uuid
        ON CONFLICT (uuid) DO UPDATE SET name = excluded.name, archived = excluded.archived,
            cohort = excluded.cohort, updated = excluded.updated,
            updated_by = excluded.updated_by,
            bundle_token = coalesce(p.bundle_token, excluded.bundle_token)
        WHERE {_later("p")}
        RETURNING 1)
    SELECT count(*)::integer FROM done
    """,
)

_PUT_COHORTS = _definer(
    "put_cohorts",
    "rows jsonb",
    f"""
    WITH r AS (
        SELECT * FROM jsonb_to_recordset(rows)
            AS r(uuid uuid, name text, created text, updated text)),
    {_lost("cohorts", "c", ("name",))}done AS (
        INSERT INTO school.cohorts AS c (uuid, name, created, updated)
        SELECT r.uuid, r.name, r.created, r.updated FROM r ORDER BY r.uuid
        ON CONFLICT (uuid) DO UPDATE SET name = excluded.name, updated = excluded.updated,
            updated_by = excluded.updated_by
        WHERE {_later("c")}
        RETURNING 1)
    SELECT count(*)::integer FROM done
    """,
)

_PLAN_CONTENT = ("person", "cohort", "drill_id", "target_level", "due_date", "cancelled")
_PUT_PLANS = _definer(
    "put_plans",
    "rows jsonb",
    f"""
    WITH r AS (
        SELECT * FROM jsonb_to_recordset(rows) AS r(uuid uuid, assigned_by uuid, person uuid,
            cohort uuid, drill_id text, target_level integer, due_date text, created text,
            cancelled text, updated text)),
    {_lost("plans", "p", _PLAN_CONTENT)}done AS (
        INSERT INTO school.plans AS p (uuid, assigned_by, person, cohort, drill_id,
            target_level, due_date, created, cancelled, updated)
        SELECT r.uuid, r.assigned_by, r.person, r.cohort, r.drill_id, r.target_level,
            r.due_date, r.created, r.cancelled, r.updated
        FROM r ORDER BY r.uuid
        ON CONFLICT (uuid) DO UPDATE SET assigned_by = excluded.assigned_by,
            person = excluded.person, cohort = excluded.cohort, drill_id = excluded.drill_id,
            target_level = excluded.target_level, due_date = excluded.due_date,
            cancelled = excluded.cancelled, updated = excluded.updated,
            updated_by = excluded.updated_by
        WHERE {_later("p")}
        RETURNING 1)
    SELECT count(*)::integer FROM done
    """,
)

# sessions, exams, table sessions: inserted once, their empty columns filled later (an exam's
# end, result and seals); people are looked up by UUID and must be on the server already
_PUT_SESSIONS = _definer(
    "put_sessions",
    "rows jsonb",
    """
    WITH done AS (
        INSERT INTO school.sessions AS s (uuid, person_id, kind, started, ended)
        SELECT r.uuid, p.id, r.kind, r.started, r.ended
        FROM jsonb_to_recordset(rows) AS r(uuid uuid, person uuid, kind text, started text,
            ended text)
        JOIN school.people AS p ON p.uuid = r.person
        ORDER BY r.uuid
        ON CONFLICT (uuid) DO UPDATE SET ended = excluded.ended
        WHERE s.ended IS NULL AND excluded.ended IS NOT NULL
        RETURNING 1)
    SELECT count(*)::integer FROM done
    """,
)

_EXAM_FILLED = ("ended", "result_json", "sealed_by", "seal_open", "seal", "signer", "seal_prev")

_PUT_EXAMS = _definer(
    "put_exams",
    "rows jsonb",
    f"""
    WITH done AS (
        INSERT INTO school.exams AS e (uuid, person_id, session_id, blueprint, started, ended,
            result_json, sealed_by, seal_open, seal, signer, seal_prev, details_json)
        SELECT r.uuid, p.id, s.id, r.blueprint, r.started, r.ended, r.result_json,
            r.sealed_by, r.seal_open, r.seal, r.signer, r.seal_prev, r.details_json
        FROM jsonb_to_recordset(rows) AS r(uuid uuid, person uuid, session uuid,
            blueprint text, started text, ended text, result_json text, sealed_by text,
            seal_open text, seal text, signer text, seal_prev text, details_json text)
        JOIN school.people AS p ON p.uuid = r.person
        LEFT JOIN school.sessions AS s ON s.uuid = r.session
        ORDER BY r.uuid
        ON CONFLICT (uuid) DO UPDATE SET
            {", ".join(f"{c} = coalesce(e.{c}, excluded.{c})" for c in _EXAM_FILLED)},
            details_json = coalesce(e.details_json, excluded.details_json)
        WHERE {" OR ".join(f"(e.{c} IS NULL AND excluded.{c} IS NOT NULL)" for c in _EXAM_FILLED)}
            OR (e.details_json IS NULL AND excluded.details_json IS NOT NULL)
        RETURNING 1)
    SELECT count(*)::integer FROM done
    """,
)

_PUT_EXAM_ITEMS = _definer(
    "put_exam_items",
    "rows jsonb",
    """
    WITH done AS (
        INSERT INTO school.exam_items AS i (exam_id, position, attempt_uuid, seal)
        SELECT e.id, r.position, r.attempt_uuid, r.seal
        FROM jsonb_to_recordset(rows) AS r(exam uuid, position integer, attempt_uuid uuid,
            seal text)
        JOIN school.exams AS e ON e.uuid = r.exam
        ORDER BY e.id, r.position
        ON CONFLICT (exam_id, position) DO UPDATE SET seal = excluded.seal
        WHERE i.seal IS NULL AND excluded.seal IS NOT NULL
        RETURNING 1)
    SELECT count(*)::integer FROM done
    """,
)

_PUT_TABLE_SESSIONS = _definer(
    "put_table_sessions",
    "rows jsonb",
    """
    WITH done AS (
        INSERT INTO school.table_sessions AS t (uuid, person_id, game, mode, rulebook, seed,
            planned_coups, app_version, started, ended, coups)
        SELECT r.uuid, p.id, r.game, r.mode, r.rulebook, r.seed, r.planned_coups,
            r.app_version, r.started, r.ended, r.coups
        FROM jsonb_to_recordset(rows) AS r(uuid uuid, person uuid, game text, mode text,
            rulebook text, seed bigint, planned_coups integer, app_version text, started text,
            ended text, coups integer)
        JOIN school.people AS p ON p.uuid = r.person
        ORDER BY r.uuid
        ON CONFLICT (uuid) DO UPDATE SET ended = excluded.ended, coups = excluded.coups
        WHERE t.ended IS NULL AND excluded.ended IS NOT NULL
        RETURNING 1)
    SELECT count(*)::integer FROM done
    """,
)

_PUT_KEYS = _definer(
    "put_keys",
    "rows jsonb",
    """
    WITH done AS (
        INSERT INTO school.school_keys (fingerprint, public_key, created)
        SELECT r.fingerprint, r.public_key, r.created
        FROM jsonb_to_recordset(rows) AS r(fingerprint text, public_key text, created text)
        ORDER BY r.fingerprint
        ON CONFLICT DO NOTHING
        RETURNING 1)
    SELECT count(*)::integer FROM done
    """,
)

_PUT_ENDORSEMENTS = _definer(
    "put_endorsements",
    "rows jsonb",
    """
    WITH done AS (
        INSERT INTO school.station_endorsements (station, public_key, school, signature,
            created)
        SELECT r.station, r.public_key, r.school, r.signature, r.created
        FROM jsonb_to_recordset(rows) AS r(station text, public_key text, school text,
            signature text, created text)
        ORDER BY 1, 3, 2
        ON CONFLICT DO NOTHING
        RETURNING 1)
    SELECT count(*)::integer FROM done
    """,
)

_MERGE_PEOPLE = _definer(
    "merge_people",
    "keep uuid, other uuid, stamp text",
    """
    UPDATE school.people SET merged_into = keep, archived = coalesce(archived, stamp),
        updated = stamp, updated_by = session_user
    WHERE uuid = other AND other <> keep AND merged_into IS NULL
        AND EXISTS (SELECT 1 FROM school.people WHERE uuid = keep AND merged_into IS NULL);
    SELECT count(*)::integer FROM school.people WHERE uuid = other AND merged_into = keep
    """,
)

_PUBLISH_BLUEPRINT = _definer(
    "publish_blueprint",
    "blueprint_id text, blueprint_version integer, blueprint_digest text, source text",
    """
    WITH done AS (
        INSERT INTO school.blueprints (id, version, digest, toml)
        VALUES (blueprint_id, blueprint_version, blueprint_digest, source)
        ON CONFLICT DO NOTHING RETURNING 1)
    SELECT count(*)::integer FROM done
    """,
)

_PUBLISH_HOUSE_RULES = _definer(
    "publish_house_rules",
    "source text, source_digest text",
    """
    WITH latest AS (SELECT digest FROM school.house_rules ORDER BY id DESC LIMIT 1),
    done AS (
        INSERT INTO school.house_rules (toml, digest)
        SELECT source, source_digest
        WHERE source_digest IS DISTINCT FROM (SELECT digest FROM latest)
        RETURNING 1)
    SELECT count(*)::integer FROM done
    """,
)

_STATION_READS = (
    "school.migrations",
    "school.stations",
    "school.people",
    "school.cohorts",
    "school.plans",
    "school.blueprints",
    "school.house_rules",
)

_ANSWER_COLUMNS = (
    "uuid, person_id, session_id, drill_id, level, seed, rulebook, question_json, "
    "response_json, correct, score, seconds, target_seconds, rules_json, app_version, ts, day"
)
_ACT_COLUMNS = (
    "session_id, coup, position, act, expected, verdict, seconds, rule, red_line, family, "
    "duty, drill_id, incident, cue, ts"
)


def _grants() -> str:
    station, instructor = STATION_GROUP, INSTRUCTOR_GROUP
    lines = [
        "REVOKE ALL ON SCHEMA school FROM PUBLIC;",
        f"GRANT USAGE ON SCHEMA school TO {station}, {instructor};",
        "REVOKE ALL ON ALL TABLES IN SCHEMA school FROM PUBLIC;",
        "REVOKE EXECUTE ON ALL FUNCTIONS IN SCHEMA school FROM PUBLIC;",
        f"GRANT SELECT ON {', '.join(_STATION_READS)} TO {station};",
        f"GRANT SELECT (id, uuid) ON school.sessions, school.table_sessions, school.exams "
        f"TO {station};",
        f"GRANT INSERT ({_ANSWER_COLUMNS}) ON school.attempts TO {station};",
        # ON CONFLICT reads the key it checks: which answers are there, not what they say
        f"GRANT SELECT (uuid) ON school.attempts TO {station};",
        f"GRANT SELECT (session_id, position) ON school.table_acts TO {station};",
        f"GRANT INSERT ({_ACT_COLUMNS}) ON school.table_acts TO {station};",
        f"GRANT USAGE ON SEQUENCE school.attempts_id_seq, school.table_acts_id_seq TO {station};",
        f"GRANT SELECT ON ALL TABLES IN SCHEMA school TO {instructor};",
    ]
    lines += [f"GRANT EXECUTE ON FUNCTION school.{f} TO {station};" for f in STATION_FUNCTIONS]
    lines += [
        f"GRANT EXECUTE ON FUNCTION school.{f} TO {instructor};" for f in INSTRUCTOR_FUNCTIONS
    ]
    return "\n".join(lines)


def _m001() -> str:
    return "\n".join(
        [
            _ROLES,
            _TABLES,
            _GUARDS,
            *(_append_only(t) for t in ("attempts", "table_acts", "history", "house_rules")),
            *(_fill_once(t) for t in ("sessions", "exams", "exam_items", "table_sessions")),
            _PUT_PEOPLE,
            _PUT_COHORTS,
            _PUT_PLANS,
            _PUT_SESSIONS,
            _PUT_EXAMS,
            _PUT_EXAM_ITEMS,
            _PUT_TABLE_SESSIONS,
            _PUT_KEYS,
            _PUT_ENDORSEMENTS,
            _MERGE_PEOPLE,
            _PUBLISH_BLUEPRINT,
            _PUBLISH_HOUSE_RULES,
            _grants(),
        ]
    )


# (name, SQL): never edited once released; a change is a new step at the end
STEPS: tuple[tuple[str, str], ...] = (("s001_school", _m001()),)


def step_names() -> tuple[str, ...]:
    return tuple(name for name, _sql in STEPS)


class ServerSchemaError(RuntimeError):
    """The server's schema is not the one this station knows (older: an instructor's station
    must upgrade it; newer: this station must be updated)."""

    def __init__(self, reason: str, applied: Sequence[str]) -> None:
        super().__init__(reason)
        self.reason = reason
        self.applied = tuple(applied)


def applied_steps(conn: Any) -> list[str]:
    """The steps this server has run (none on an empty database)."""
    exists = conn.execute("SELECT to_regclass('school.migrations')").fetchone()[0]
    if exists is None:
        return []
    return [str(r[0]) for r in conn.execute("SELECT name FROM school.migrations ORDER BY name")]


def migrate(conn: Any) -> list[str]:
    """Run the steps this server has not seen (as the school's owner role); returns them.
    Each runs in its own transaction, under an advisory lock held for that transaction."""
    ran: list[str] = []
    for name, sql in STEPS:
        with conn.transaction():
            conn.execute("SELECT pg_advisory_xact_lock(%s)", [LOCK_KEY])
            conn.execute("CREATE SCHEMA IF NOT EXISTS school")
            conn.execute(
                "CREATE TABLE IF NOT EXISTS school.migrations (name text PRIMARY KEY, "
                "applied timestamptz NOT NULL DEFAULT now(), "
                "applied_by text NOT NULL DEFAULT session_user)"
            )
            if conn.execute("SELECT 1 FROM school.migrations WHERE name = %s", [name]).fetchone():
                continue
            conn.execute(sql)
            conn.execute("INSERT INTO school.migrations (name) VALUES (%s)", [name])
            ran.append(name)
    return ran


def check_schema(conn: Any) -> None:
    """Raise `ServerSchemaError` unless the server has run exactly the steps known here."""
    applied = applied_steps(conn)
    known = step_names()
    if not applied:
        raise ServerSchemaError("the server has no school schema yet", applied)
    unknown = [name for name in applied if name not in known]
    if unknown:
        raise ServerSchemaError("the server was upgraded by a newer Dealer Trainer", applied)
    if tuple(applied) != known:
        raise ServerSchemaError("the server's school schema needs upgrading", applied)
