"""The school on a PostgreSQL server: many stations, one class.

A station keeps writing to its own SQLite file (an answer is durable there first); when the
school has a server, `worker.SyncWorker` sends the station's log to it (`push`) and takes the
roster, classes, plans, blueprints and house rules from it (`pull`). The server's schema and
roles are in `server_schema`; instructors read the whole school through `source`
(`overview` computes the class overview on the server). No Qt here, and psycopg is imported
only when a server is used.
"""
