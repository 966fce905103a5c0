"""The croupier's procedure per game, loaded from `procedures.toml`: phases of a coup in order,
the duties in each with their rules, the incidents a table may throw at the croupier, the pace
a table should keep, the red lines and the session modes.

The data is the authority for rule ids and drill mappings: a game module (`games/*.py`) only
says which duty each step does; the rule it cites must be one the duty lists. What a duty, an
incident, a red line or a mode says to the trainee is in the message catalogue
(`trainer/drills/messages/table.toml`: `table.duty.<game>.<id>`, `table.incident.<game>.<id>`,
`table.red_line.<id>`, `table.mode.<id>`) in Catalan, Spanish and English.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from trainer.i18n import translate
from trainer.table.acts import FAMILIES

PROCEDURES_FILE = Path(__file__).with_name("procedures.toml")


@dataclass(frozen=True, slots=True)
class Duty:
    id: str
    family: str
    rules: tuple[str, ...]
    order: str  # the rule that fixes when it is done
    game: str
    phase: int  # index of its phase in the game's procedure
    drill: str = ""
    red_line: str = ""
    anytime: bool = False

    @property
    def rule(self) -> str:
        return self.rules[0]

    def words(self, locale: str = "en") -> str:
        """What the duty asks, in `locale`."""
        return translate(f"table.duty.{self.game}.{self.id}", locale)

    @property
    def text(self) -> str:
        return self.words("en")


@dataclass(frozen=True, slots=True)
class Phase:
    name: str
    duties: tuple[Duty, ...]


@dataclass(frozen=True, slots=True)
class Incident:
    id: str
    rule: str
    duty: str  # the duty that is its remedy
    game: str
    gap: str = ""  # where the regulation gives no remedy: how the trainer fills the gap

    def words(self, locale: str = "en") -> str:
        """What happens, in `locale`."""
        return translate(f"table.incident.{self.game}.{self.id}", locale)


@dataclass(frozen=True, slots=True)
class Pace:
    low: int
    high: int
    unit: str
    source: str


@dataclass(frozen=True, slots=True)
class Procedure:
    game: str
    source: str
    phases: tuple[Phase, ...]
    incidents: tuple[Incident, ...]
    pace: Pace
    duties: Mapping[str, Duty] = field(default_factory=dict, compare=False, hash=False)

    def duty(self, duty_id: str) -> Duty:
        try:
            return self.duties[duty_id]
        except KeyError:
            raise KeyError(f"{self.game} has no duty '{duty_id}'") from None

    def incident(self, incident_id: str) -> Incident:
        for incident in self.incidents:
            if incident.id == incident_id:
                return incident
        raise KeyError(f"{self.game} has no incident '{incident_id}'")


@dataclass(frozen=True, slots=True)
class Mode:
    """How a session treats the trainee (issue 16: one table of modes)."""

    id: str
    prompt: bool  # the next act is shown before it is due
    hints: bool  # a wrong act is answered with the expected act and its rule
    timed: bool
    incident_rate: float  # chance that a coup holds one incident


@cache
def _data() -> dict[str, Any]:
    with PROCEDURES_FILE.open("rb") as f:
        return tomllib.load(f)


@cache
def procedure(game: str) -> Procedure:
    """The procedure of `game` ("blackjack", ..., "deux_tableaux")."""
    try:
        data = _data()["games"][game]
    except KeyError:
        raise KeyError(f"no table procedure for '{game}'; games: {', '.join(games())}") from None
    phases = []
    for index, raw in enumerate(data["phases"]):
        phases.append(Phase(raw["name"], tuple(_duty(game, index, d) for d in raw["duties"])))
    incidents = tuple(
        Incident(i["id"], i["rule"], i["duty"], game, i.get("gap", ""))
        for i in data.get("incidents", ())
    )
    pace = Pace(int(data["pace"]["low"]), int(data["pace"]["high"]), **_pace_words(data["pace"]))
    by_id = {d.id: d for phase in phases for d in phase.duties}
    if len(by_id) != sum(len(phase.duties) for phase in phases):
        raise ValueError(f"{game}: a duty id is used twice")
    built = Procedure(game, data["source"], tuple(phases), incidents, pace, by_id)
    for incident in incidents:
        if incident.rule not in built.duty(incident.duty).rules:
            raise ValueError(f"{game}: incident {incident.id} cites a rule its remedy lacks")
    return built


def _pace_words(raw: Mapping[str, Any]) -> dict[str, str]:
    return {"unit": str(raw["unit"]), "source": str(raw["source"])}


def _duty(game: str, phase: int, raw: Mapping[str, Any]) -> Duty:
    family = raw["family"]
    if family not in FAMILIES:
        raise ValueError(f"{game}: duty {raw['id']} has an unknown act family '{family}'")
    rules = tuple(raw["rules"])
    red_line = raw.get("red_line", "")
    if red_line and red_line not in red_lines():
        raise ValueError(f"{game}: duty {raw['id']} names an unknown red line '{red_line}'")
    return Duty(
        id=raw["id"],
        family=family,
        rules=rules,
        order=raw.get("order", rules[0]),
        game=game,
        phase=phase,
        drill=raw.get("drill", ""),
        red_line=red_line,
        anytime=bool(raw.get("anytime", False)),
    )


def games() -> tuple[str, ...]:
    return tuple(_data()["games"])


@cache
def red_lines() -> tuple[str, ...]:
    """The red lines' ids (issue 16: any of these fails a practical)."""
    return tuple(_data()["red_lines"]["ids"])


def red_line_words(red_line: str, locale: str = "en") -> str:
    """What a red line means, in `locale`."""
    return translate(f"table.red_line.{red_line}", locale)


def mode_words(mode_id: str, locale: str = "en") -> str:
    return translate(f"table.mode.{mode_id}", locale)


@cache
def modes() -> Mapping[str, Mode]:
    return {
        name: Mode(
            name, bool(m["prompt"]), bool(m["hints"]), bool(m["timed"]), float(m["incident_rate"])
        )
        for name, m in _data()["modes"].items()
    }


def mode(name: str) -> Mode:
    try:
        return modes()[name]
    except KeyError:
        raise KeyError(f"no mode '{name}'; modes: {', '.join(modes())}") from None
