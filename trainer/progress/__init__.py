"""Progress: the append-only answer log in SQLite, and what is computed from it."""
