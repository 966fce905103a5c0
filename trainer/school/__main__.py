"""`python -m trainer.school COMMAND`: the school server from a terminal.

    migrate            create or upgrade the school schema (as the school's owner role)
    create-station R   a login role for one station (prints its password once)
    create-instructor R
    sync               push this station's log and pull the roster (--loop: keep at it)
    status             what waits to be sent
    import-bundle F    send a station bundle to the server
    merge KEEP OTHER   count OTHER's answers as KEEP's (two records of one person)

The connection is `--dsn` (a libpq connection string; the password from PGPASSWORD or
`.pgpass`), else the station's own setting (`school_server.toml`, password from the keyring).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

from trainer.progress.clock import local_now, utc_iso


def _connector(args: argparse.Namespace) -> Any:
    from trainer.school import setting
    from trainer.school.server import connect

    if args.dsn:
        return lambda: connect(args.dsn)
    found = setting.load()
    if found is None:
        sys.exit("no school server: give --dsn or set one in the station's settings")
    return lambda: connect(found)


def _db_path(args: argparse.Namespace) -> Path:
    from trainer.progress.db import default_path

    return Path(args.db) if args.db else default_path()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m trainer.school")
    parser.add_argument("--dsn", default="", help="libpq connection string")
    parser.add_argument("--db", default="", help="the station's progress file")
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("migrate")
    for name in ("create-station", "create-instructor"):
        command = commands.add_parser(name)
        command.add_argument("role")
        command.add_argument("--label", default="")
    sync = commands.add_parser("sync")
    sync.add_argument("--batch", type=int, default=0)
    sync.add_argument("--loop", action="store_true")
    sync.add_argument("--interval", type=float, default=15.0)
    commands.add_parser("status")
    bundle = commands.add_parser("import-bundle")
    bundle.add_argument("path")
    merge = commands.add_parser("merge")
    merge.add_argument("keep")
    merge.add_argument("other")
    args = parser.parse_args(argv)
    return _run(args)


def _run(args: argparse.Namespace) -> int:
    from trainer.school.server import create_instructor_role, create_station_role

    if args.command == "status":
        from trainer.progress.db import connect as connect_local
        from trainer.school.push import waiting

        db = connect_local(_db_path(args))
        found = waiting(db)
        db.close()
        print(f"{found.answers} answers, {found.acts} table acts, {found.changes} changes waiting")
        return 0
    connector = _connector(args)
    if args.command == "migrate":
        from trainer.school.server_schema import migrate

        with connector() as conn:
            ran = migrate(conn)
        print("\n".join(ran) if ran else "the school schema is up to date")
    elif args.command in ("create-station", "create-instructor"):
        with connector() as conn:
            if args.command == "create-station":
                password = create_station_role(conn, args.role, args.label)
            else:
                password = create_instructor_role(conn, args.role)
        print(f"role {args.role} created; its password (shown once): {password}")
    elif args.command == "sync":
        _sync(args, connector)
    elif args.command == "import-bundle":
        from trainer.school.bundles import import_bundle

        with connector() as conn:
            result = import_bundle(conn, Path(args.path))
        print(f"{result.answers_new} new answers of {result.answers_sent} in the bundle")
    elif args.command == "merge":
        with connector() as conn:
            row = conn.execute(
                "SELECT school.merge_people(%s::uuid, %s::uuid, %s)",
                [args.keep, args.other, utc_iso(local_now())[:23] + "Z"],
            ).fetchone()
        print("merged" if row and row[0] else "nothing merged (unknown or merged already)")
    return 0


def _sync(args: argparse.Namespace, connector: Any) -> None:
    from trainer.progress.db import connect as connect_local
    from trainer.school.push import BATCH
    from trainer.school.worker import sync_once

    db = connect_local(_db_path(args))
    try:
        while True:
            with connector() as conn:
                sent, got = sync_once(db, conn, batch=args.batch or BATCH)
            print(
                f"sent {sent.answers_sent} answers ({sent.answers_new} new), "
                f"{sent.acts_sent} table acts, {sent.changes_sent} changes; "
                f"pulled {got.total} changes",
                flush=True,
            )
            if not args.loop:
                break
            time.sleep(args.interval)
    finally:
        db.close()


if __name__ == "__main__":
    sys.exit(main())
