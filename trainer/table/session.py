"""A headless table session: simulated players at a table, the trainee as croupier, every act
judged against the procedure and kept in an append-only record.

A session deals coup after coup. For each, the game module drives the engine (the players'
bets and decisions, the cards or the ball or the dice) and writes the croupier's steps; the
trainee's acts are judged one by one (`act`). A coup ends when its last step is done; the next
starts with the trainee's next act, and any payout error still open then is a red line.

Time: each act's seconds run from the previous act (or the session's start) by `clock`, or are
given by the caller (the UI measures only while the trainee can act). Their sum is the pure
dealing time the pace is measured on.

Drills: a step whose duty uses a drill's skill (`duty.drill`) is one question of that drill,
and the trainee's first act judged against it is the answer (`ActRecord.counts`), right or
wrong, as a drill takes the first answer to a question. Acts after it on the same step (a
retry after a refused act, a payout corrected) are table work but no new answer. Nothing counts
in a mode that shows each act before it is due (Learn), nor a step whose act the trainee asked
to see (`reveal`): a drill's hint never holds the answer either.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Protocol

from trainer.rulebooks import Rulebook
from trainer.table.acts import Act
from trainer.table.judge import Judgement, Verdict, frontier, judge
from trainer.table.players import DEFAULT_ERROR_RATE
from trainer.table.procedure import Incident, Mode, Procedure, mode, procedure
from trainer.table.script import Script, Step
from trainer.table.words import duty_and_detail, hint


class GameTable(Protocol):
    """A game's table: writes one coup's steps, driving its engine (`games/*.py`)."""

    def coup(self, script: Script, incident: Incident | None) -> None: ...


class SessionOver(Exception):
    """An act after the session's last coup."""


@dataclass(frozen=True, slots=True)
class ActRecord:
    """One judged act, or one finding with no act (an uncorrected payout): append-only."""

    coup: int
    position: int  # order in the session
    act: str  # the act's text; "" for a finding
    expected: str  # the expected act's text
    verdict: str
    seconds: float
    rule: str
    red_line: str
    family: str  # the expected act's family ("pay", "deal", ...)
    duty: str
    drill: str
    incident: str = ""
    cue: str = ""
    counts: bool = False  # the first answer to a step of `drill`: it counts toward the drill

    @property
    def right(self) -> bool:
        return self.verdict == Verdict.RIGHT.value


@dataclass(frozen=True, slots=True)
class Prompt:
    """What the trainee is shown before acting: the coup, what just happened at the table, and
    (in Learn mode) the act due."""

    coup: int
    cue: str
    next_act: Act | None
    rule: str


class _Coup:
    def __init__(self, number: int, steps: list[Step]) -> None:
        self.number = number
        self.steps = steps
        self.done = [False] * len(steps)
        self.cursor = 0
        self.answered: set[int] = set()  # steps already judged once, or shown on request

    @property
    def complete(self) -> bool:
        return self.cursor >= len(self.steps)

    def mark(self, index: int) -> None:
        self.done[index] = True
        while self.cursor < len(self.steps) and self.done[self.cursor]:
            self.cursor += 1


class TableSession:
    def __init__(
        self,
        game: str,
        mode_id: str = "learn",
        *,
        rulebook: Rulebook,
        seed: int,
        coups: int | None = None,
        clock: Callable[[], float] = time.monotonic,
        player_error_rate: float = DEFAULT_ERROR_RATE,
        incident_rate: float | None = None,
        incidents: Sequence[str] | None = None,
        table: GameTable | None = None,
    ) -> None:
        """`incident_rate` and `incidents` (ids) override the mode's rate and the game's list
        (an exam or a drill may ask for given incidents); `table` seats a prepared table."""
        from trainer.table.games import make_table

        self.game = game
        self.procedure: Procedure = procedure(game)
        self.mode: Mode = mode(mode_id)
        self.rulebook = rulebook
        self.seed = seed
        self.planned = coups
        self._rng = random.Random(seed)
        self._table: GameTable = table or make_table(
            game, rulebook, random.Random(self._rng.getrandbits(64)), player_error_rate
        )
        self._incident_rate = self.mode.incident_rate if incident_rate is None else incident_rate
        pool = self.procedure.incidents
        self._incidents = pool if incidents is None else tuple(pool_by(pool, incidents))
        self._clock = clock
        self._since = clock()
        self._records: list[ActRecord] = []
        self._open: dict[str, int] = {}  # target -> step index of a payout left wrong
        self._coups: list[_Coup] = []
        self._next: _Coup | None = None
        self._coups.append(self._write(1))

    # ------------------------------------------------------------------ reading

    @property
    def records(self) -> tuple[ActRecord, ...]:
        return tuple(self._records)

    @property
    def coup_number(self) -> int:
        return self._coups[-1].number

    @property
    def coups_dealt(self) -> int:
        """Coups whose every step is done."""
        return len(self._coups) - (0 if self._coups[-1].complete else 1)

    @property
    def finished(self) -> bool:
        return self._coups[-1].complete and self._last_planned()

    def coup_steps(self, coup: int | None = None) -> tuple[Step, ...]:
        """The steps of a coup (the current one by default), as the procedure wrote them."""
        number = self.coup_number if coup is None else coup
        return tuple(self._coups[number - 1].steps)

    def progress(self) -> tuple[tuple[Step, ...], tuple[bool, ...], int]:
        """The coup in play: its steps, which are done, and the index of the first not done
        (the felt draws what is done; a replay steps through it)."""
        coup = self._current_or_next()
        if coup is None:
            coup = self._coups[-1]
        return tuple(coup.steps), tuple(coup.done), coup.cursor

    def due(self) -> tuple[Step, ...]:
        """The steps due now: the next one, or the rest of an unordered group."""
        coup = self._current_or_next()
        if coup is None:
            return ()
        return tuple(coup.steps[i] for i in frontier(coup.steps, coup.done, coup.cursor))

    def expected(self) -> Step | None:
        """The next correct act ("what is the next correct act?")."""
        due = self.due()
        return due[0] if due else None

    def prompt(self) -> Prompt:
        coup = self._current_or_next()
        step = self.expected()
        if coup is None or step is None:
            return Prompt(self.coup_number, "", None, "")
        show = self.mode.prompt
        return Prompt(coup.number, step.cue, step.act if show else None, step.rule if show else "")

    @property
    def open_errors(self) -> dict[str, Step]:
        """Payouts left wrong in the current coup, by target."""
        steps = self._coups[-1].steps
        return {target: steps[i] for target, i in self._open.items()}

    def reveal(self) -> Step | None:
        """The next correct act shown on request ("?"): the steps due now no longer count
        toward their drills, whatever the trainee does about them."""
        coup = self._current_or_next()
        if coup is None:
            return None
        front = frontier(coup.steps, coup.done, coup.cursor)
        coup.answered.update(front)
        return coup.steps[front[0]] if front else None

    def hint(self, judgement: Judgement, locale: str = "en") -> str:
        """What the trainee is told after a wrong act, in modes that give hints: the act
        expected (in words and as typed), its rule, the duty and the worked detail."""
        if judgement.right or not self.mode.hints or judgement.expected is None:
            return ""
        step = judgement.expected
        return hint(step.act, step.rule, step.duty.words(locale), step.detail, locale)

    def why(self, judgement: Judgement, locale: str = "en") -> str:
        """The hint without the act and its notation, for a screen that shows the act expected
        in words already: the duty and the worked detail ("Pay winning bets at evens, right to
        left (bet €96.50; paid €96.50)")."""
        if judgement.right or not self.mode.hints or judgement.expected is None:
            return ""
        step = judgement.expected
        return duty_and_detail(step.duty.words(locale), step.detail, locale)

    # ------------------------------------------------------------------ acting

    def act(self, act: Act | str, seconds: float | None = None) -> Judgement:
        """Judge one act of the trainee and move the table on."""
        if isinstance(act, str):
            act = Act.parse(act)
        now = self._clock()
        took = now - self._since if seconds is None else seconds
        self._since = now
        coup = self._coups[-1]
        if coup.complete and act.family != "correct":
            if self._last_planned():
                raise SessionOver(f"the session's {self.planned} coups are dealt")
            self._start_next()
            coup = self._coups[-1]
        judgement = judge(coup.steps, coup.done, coup.cursor, act, self._open)
        self._apply(coup, judgement)
        self._record(coup, judgement, took)
        return judgement

    def close(self) -> None:
        """End the session: a payout still wrong is a red line as if the next coup began."""
        self._flush_open()

    # ------------------------------------------------------------------ inside

    def _last_planned(self) -> bool:
        return self.planned is not None and self.coup_number >= self.planned

    def _current_or_next(self) -> _Coup | None:
        coup = self._coups[-1]
        if not coup.complete:
            return coup
        if self._last_planned():
            return None
        if self._next is None:
            self._next = self._write(coup.number + 1)
        return self._next

    def _write(self, number: int) -> _Coup:
        script = Script(self.procedure)
        incident = None
        if self._incidents and self._rng.random() < self._incident_rate:
            incident = self._rng.choice(self._incidents)
        self._table.coup(script, incident)
        return _Coup(number, script.steps)

    def _start_next(self) -> None:
        self._flush_open()
        coup = self._next or self._write(self.coup_number + 1)
        self._next = None
        self._coups.append(coup)

    def _flush_open(self) -> None:
        coup = self._coups[-1]
        for target, index in sorted(self._open.items(), key=lambda item: item[1]):
            step = coup.steps[index]
            expected = Act("correct", target, step.act.amount)
            self._records.append(
                ActRecord(
                    coup=coup.number,
                    position=len(self._records),
                    act="",
                    expected=expected.text,
                    verdict=Verdict.WRONG.value,
                    seconds=0.0,
                    rule=step.rule,
                    red_line="payout_uncorrected",
                    family=step.act.family,
                    duty=step.duty.id,
                    drill=step.duty.drill,
                )
            )
        self._open.clear()

    def _apply(self, coup: _Coup, judgement: Judgement) -> None:
        if judgement.corrects is not None:
            self._open = {k: v for k, v in self._open.items() if v != judgement.corrects}
            return
        if judgement.done is None:
            return
        coup.mark(judgement.done)
        if not judgement.right:
            act = judgement.act
            self._open[act.target or act.family] = judgement.done  # "correct cagnotte 10"

    def _counts(self, coup: _Coup, step: Step | None) -> bool:
        """Whether this act is the answer to `step` that counts toward its drill (see the
        module's docstring); the step is answered from now on."""
        if step is None or not step.duty.drill or self.mode.prompt:
            return False
        index = next(i for i, s in enumerate(coup.steps) if s is step)
        first = index not in coup.answered
        coup.answered.add(index)
        return first

    def _record(self, coup: _Coup, judgement: Judgement, seconds: float) -> None:
        step = judgement.expected
        record = ActRecord(
            coup=coup.number,
            position=len(self._records),
            act=judgement.act.text,
            expected=step.act.text if step else "",
            verdict=judgement.verdict.value,
            seconds=round(seconds, 3),
            rule=judgement.rule,
            red_line=judgement.red_line,
            family=step.act.family if step else judgement.act.family,
            duty=step.duty.id if step else "",
            drill=step.duty.drill if step else "",
            incident=step.incident if step else "",
            cue=step.cue if step else "",
            counts=self._counts(coup, step),
        )
        self._records.append(record)


def pool_by(pool: Sequence[Incident], ids: Iterable[str]) -> list[Incident]:
    """The incidents of `pool` named in `ids`; an unknown id is refused."""
    by_id = {i.id: i for i in pool}
    try:
        return [by_id[i] for i in ids]
    except KeyError as missing:
        raise KeyError(f"no incident {missing} here; incidents: {', '.join(by_id)}") from None
