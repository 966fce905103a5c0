"""What an exam was sat under, as the signed record keeps it: who, which blueprint (custom or
bundled, with its digest), which rulebook and which house rules, who proctored it.

These details are fixed when the exam starts and signed with it, so a certificate states them
even if the trainee is renamed, the blueprint file replaced or the house rules changed later.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from enum import Enum
from typing import Any

import trainer
from trainer import rulebooks
from trainer.exams.blueprint import Blueprint
from trainer.exams.keys import Endorsement, SigningKey
from trainer.progress.accounts import Person
from trainer.rulebooks import Rulebook

PROCTORED = "proctored"
SELF_ASSESSMENT = "self-assessment"


def _flat(value: Any, prefix: str, out: dict[str, str]) -> None:
    """Every setting as "section.field" -> text (what a house-rules file would write)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            if f.compare:  # derived fields (the chip set) are not settings
                _flat(getattr(value, f.name), f"{prefix}{f.name}.", out)
        return
    if isinstance(value, Mapping):
        for key in sorted(value, key=str):
            _flat(value[key], f"{prefix}{key}.", out)
        return
    if isinstance(value, tuple):
        out[prefix.rstrip(".")] = ", ".join(_text(v) for v in value)
        return
    out[prefix.rstrip(".")] = _text(value)


def _text(value: Any) -> str:
    if isinstance(value, Enum):
        return str(value.value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return " ".join(_text(getattr(value, f.name)) for f in dataclasses.fields(value))
    return str(value)


def house_rules(rulebook: Rulebook) -> list[str]:
    """The settings where `rulebook` differs from its bundled rulebook: "field = value" each,
    sorted; empty when the house changed nothing."""
    base: dict[str, str] = {}
    mine: dict[str, str] = {}
    _flat(rulebooks.load(rulebook.id), "", base)
    _flat(rulebook, "", mine)
    return [f"{k} = {v}" for k, v in sorted(mine.items()) if base.get(k) != v]


def _person(person: Person) -> dict[str, str]:
    return {"uuid": person.uuid, "name": person.name}


def exam_details(
    trainee: Person,
    blueprint: Blueprint,
    rulebook: Rulebook,
    *,
    signer: SigningKey,
    station: SigningKey,
    proctor: Person | None,
    endorsement: Endorsement | None,
) -> dict[str, Any]:
    """The details signed into an exam (and printed on its certificate)."""
    return {
        "kind": PROCTORED if proctor is not None else SELF_ASSESSMENT,
        "trainee": _person(trainee),
        "proctor": _person(proctor) if proctor is not None else None,
        "blueprint": {
            "id": blueprint.id,
            "title": dict(blueprint.title),
            "version": str(getattr(blueprint, "version", "")),
            "custom": blueprint.custom,
            "digest": blueprint.digest,
        },
        "rulebook": {"id": rulebook.id, "name": rulebook.name, "house": house_rules(rulebook)},
        "station": station.fingerprint,
        "signer": signer.public,
        "endorsement": endorsement.to_dict() if endorsement is not None else None,
        "app": trainer.__version__,
    }
