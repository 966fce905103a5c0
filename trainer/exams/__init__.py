"""Timed exams for self-assessment before certification: blueprints as data, sitting and
grading without Qt, storage with the progress tables, and tamper evidence (an HMAC chain)."""
