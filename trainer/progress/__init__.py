"""Progress: the append-only answer log in SQLite, and everything computed from it.

Modules (import them directly; this package re-exports nothing, so importing one part does not
load the rest):

- `db`: `open_db()` (checked, migrated, backed up), `writing()` for short write transactions
- `migrations`: the schema, one step per function
- `accounts`: trainees, instructors, who may do what (roles, approvals, profile PINs)
- `pins`: instructor passphrases and profile PINs: salted scrypt with fixed parameters, throttled
- `attempts`: `record_attempt()` (committed on return), sessions, reading the log
- `schedule`: FSRS cards per trainee x drill x level; `practice`: `next_drill()`
- `mastery`: attempted / familiar / proficient / mastered per level; unlocking
- `stats`: a trainee's figures; `classroom`: the instructor's class dashboard
- `days`: the streak and today's count, light enough for the home screen's first paint
- `plans`: practice assigned by an instructor; `exams`: exam storage
- `export`: CSV; `stations`: bundles to carry a trainee between stations
- `backup`: daily rolling backups; `recovery`: damaged or foreign files moved aside
"""
