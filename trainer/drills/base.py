"""The drill framework: drills generate questions, questions grade responses.

Drills are pure: `Drill.generate(rng, level)` builds a `Question` from an engine (a stacked
shoe, a placed layout, rolled dice), and `Question.grade(response, seconds)` returns a `Grade`.
A question carries its expected answer, computed by the engine when it was generated, so
grading needs no rulebook and a stored question is graded, replayed and reviewed exactly as the
trainee saw it. Words are never stored: prompts and worked solutions are `Text` codes with
parameters, rendered in the trainee's language by `trainer.i18n`.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from decimal import Decimal, InvalidOperation
from typing import Any, Literal, cast

from trainer.errors import AmountError
from trainer.i18n import message_param
from trainer.money import parse_amount
from trainer.rulebooks import Rulebook
from trainer.rulebooks import default as default_rulebook
from trainer.scene import Scene

ResponseKind = Literal["amount", "chips", "choice", "choices", "ordering", "settlement"]
RESPONSE_KINDS: tuple[ResponseKind, ...] = (
    "amount",
    "chips",
    "choice",
    "choices",
    "ordering",
    "settlement",
)
LEVELS = (1, 2, 3, 4)


# --------------------------------------------------------------------------- words as codes


@dataclass(frozen=True, slots=True)
class Text:
    """A translatable message: a code in `trainer/drills/messages/<game>.toml` and its
    parameters. Format specs in the templates say how a parameter is shown: `{stake:money}`
    is an amount in the reader's locale."""

    code: str
    params: Mapping[str, str] = field(default_factory=dict)
    rule: str = ""  # the rule id this step applies, shown beside it ("BJ-10")

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"code": self.code}
        if self.params:
            data["params"] = dict(self.params)
        if self.rule:
            data["rule"] = self.rule
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Text:
        return cls(
            code=str(data["code"]),
            params={str(k): str(v) for k, v in data.get("params", {}).items()},
            rule=str(data.get("rule", "")),
        )


def text(code: str, rule: str = "", **params: object) -> Text:
    """Shorthand used by drills: every parameter becomes text (Decimals keep their digits)."""
    return Text(code, {k: str(v) for k, v in params.items()}, rule)


@dataclass(frozen=True, slots=True)
class Option:
    """One choice, one item to order, or one bet of a settlement list."""

    key: str
    label: Text

    def to_dict(self) -> dict[str, Any]:
        return {"key": self.key, "label": self.label.to_dict()}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Option:
        return cls(str(data["key"]), Text.from_dict(data["label"]))


# --------------------------------------------------------------------------- responses


class UnparsableResponse(ValueError):
    """The response cannot be read (an amount that is not an amount). Not a wrong answer: the
    question stays open and no attempt is recorded. `message` is for logs (English); `words`
    is what the trainee reads, a message rendered in their language (`trainer.i18n`)."""

    def __init__(self, message: str, words: Text | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.words = words or Text("answers.unreadable")


def _unreadable(message: str, code: str) -> UnparsableResponse:
    return UnparsableResponse(message, Text(f"answers.{code}"))


@dataclass(frozen=True, slots=True)
class Response:
    """What the trainee gave, as typed or clicked, so a replay shows exactly that.

    value by kind: amount, the typed text; chips, {chip value: count}; choice, an option key;
    choices and ordering, a list of option keys; settlement, {item key: {"outcome": key,
    "amount": typed text}}.
    """

    kind: ResponseKind
    value: Any
    locale: str = "en"

    def to_json(self) -> str:
        return json.dumps(
            {"kind": self.kind, "value": self.value, "locale": self.locale},
            ensure_ascii=False,
            sort_keys=True,
        )

    @classmethod
    def from_json(cls, data: str) -> Response:
        raw = json.loads(data)
        return cls(raw["kind"], raw["value"], raw.get("locale", "en"))


# --------------------------------------------------------------------------- grades


@dataclass(frozen=True, slots=True)
class Grade:
    correct: bool
    score: float  # 0..1: the share of the answer that was right
    expected: Any  # canonical JSON form of the expected answer
    given: Any  # canonical JSON form of what was understood from the response
    seconds: float
    target_seconds: float | None
    rules: tuple[str, ...]
    solution: tuple[Text, ...]
    feedback: tuple[Text, ...] = ()  # what was wrong, item by item

    def to_dict(self) -> dict[str, Any]:
        return {
            "correct": self.correct,
            "score": self.score,
            "expected": self.expected,
            "given": self.given,
            "seconds": self.seconds,
            "target_seconds": self.target_seconds,
            "rules": list(self.rules),
            "solution": [s.to_dict() for s in self.solution],
            "feedback": [f.to_dict() for f in self.feedback],
        }


# --------------------------------------------------------------------------- questions


@dataclass(frozen=True)
class Draft:
    """What a drill's builder returns; the drill adds its id, level, seed and target time."""

    prompt: Text
    scene: Scene
    kind: ResponseKind
    expected: Any  # canonical JSON form, see `Question`
    rules: tuple[str, ...]
    solution: tuple[Text, ...]
    options: tuple[Option, ...] = ()
    outcomes: tuple[Option, ...] = ()
    hints: tuple[Text, ...] = ()

    def as_question(
        self,
        drill_id: str,
        level: int = 2,
        seed: int = 0,
        rulebook: str = "andorra-2025",
        target_seconds: float | None = None,
    ) -> Question:
        """The draft as the question a trainee sees (tests grade drafts this way too)."""
        return Question(
            drill_id=drill_id,
            level=level,
            seed=seed,
            rulebook=rulebook,
            prompt=self.prompt,
            scene=self.scene,
            kind=self.kind,
            expected=self.expected,
            rules=self.rules,
            solution=self.solution,
            target_seconds=target_seconds,
            options=self.options,
            outcomes=self.outcomes,
            hints=self.hints,
        )


@dataclass(frozen=True)
class Question:
    """One question as shown and graded.

    expected by kind (canonical JSON): amount, "52.50"; chips, {"total": "52.50", "chips":
    {"25": 2, "2.50": 1}} (the fewest chips); choice, an option key; choices, a sorted list of
    keys; ordering, a list of keys; settlement, {item key: {"outcome": key, "amount": "35"}}
    where outcomes are the keys of `outcomes` and the amount is what is paid or collected.
    """

    drill_id: str
    level: int
    seed: int
    rulebook: str
    prompt: Text
    scene: Scene
    kind: ResponseKind
    expected: Any
    rules: tuple[str, ...]
    solution: tuple[Text, ...]
    target_seconds: float | None
    options: tuple[Option, ...] = ()
    outcomes: tuple[Option, ...] = ()
    hints: tuple[Text, ...] = ()

    # ----------------------------------------------------------- JSON

    def to_dict(self) -> dict[str, Any]:
        return {
            "drill_id": self.drill_id,
            "level": self.level,
            "seed": self.seed,
            "rulebook": self.rulebook,
            "prompt": self.prompt.to_dict(),
            "scene": self.scene.to_dict(),
            "kind": self.kind,
            "expected": self.expected,
            "rules": list(self.rules),
            "solution": [s.to_dict() for s in self.solution],
            "target_seconds": self.target_seconds,
            "options": [o.to_dict() for o in self.options],
            "outcomes": [o.to_dict() for o in self.outcomes],
            "hints": [h.to_dict() for h in self.hints],
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, sort_keys=True)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Question:
        return cls(
            drill_id=str(data["drill_id"]),
            level=int(data["level"]),
            seed=int(data["seed"]),
            rulebook=str(data["rulebook"]),
            prompt=Text.from_dict(data["prompt"]),
            scene=Scene.from_dict(data["scene"]),
            kind=cast(ResponseKind, data["kind"]),
            expected=data["expected"],
            rules=tuple(data.get("rules", ())),
            solution=tuple(Text.from_dict(s) for s in data.get("solution", ())),
            target_seconds=data.get("target_seconds"),
            options=tuple(Option.from_dict(o) for o in data.get("options", ())),
            outcomes=tuple(Option.from_dict(o) for o in data.get("outcomes", ())),
            hints=tuple(Text.from_dict(h) for h in data.get("hints", ())),
        )

    @classmethod
    def from_json(cls, text_: str) -> Question:
        return cls.from_dict(json.loads(text_))

    def content_key(self) -> str:
        """What the trainee sees and must answer; two questions with the same key are the same
        question to a trainee."""
        return json.dumps(
            [self.prompt.to_dict(), self.scene.to_dict(), self.expected], sort_keys=True
        )

    # ----------------------------------------------------------- grading

    def grade(self, response: Response, seconds: float) -> Grade:
        """Grade a response; `UnparsableResponse` when it cannot be read (nothing recorded)."""
        if response.kind != self.kind:
            raise _unreadable(f"this question wants a {self.kind} answer", "wrong_kind")
        given, score, feedback = _GRADERS[self.kind](self, response)
        return Grade(
            correct=score >= 1.0,
            score=score,
            expected=self.expected,
            given=given,
            seconds=round(float(seconds), 3),
            target_seconds=self.target_seconds,
            rules=self.rules,
            solution=self.solution,
            feedback=feedback,
        )

    def option_keys(self) -> tuple[str, ...]:
        return tuple(o.key for o in self.options)


GradeResult = tuple[Any, float, tuple[Text, ...]]


def read_amount(typed: object, locale: str) -> Decimal:
    """An amount typed by the trainee, or `UnparsableResponse` with the parser's message."""
    if isinstance(typed, Decimal):
        return typed
    try:
        return parse_amount(str(typed), locale)
    except AmountError as error:
        words = Text(error.code, dict(error.params)) if error.code else None
        raise UnparsableResponse(str(error), words) from None


def _same_amount(expected: str, given: Decimal) -> bool:
    return Decimal(expected) == given


def _grade_amount(q: Question, r: Response) -> GradeResult:
    given = read_amount(r.value, r.locale)
    ok = _same_amount(str(q.expected), given)
    return str(given), 1.0 if ok else 0.0, ()


def _grade_chips(q: Question, r: Response) -> GradeResult:
    if not isinstance(r.value, Mapping):
        raise _unreadable("give a count for each chip", "chips.counts")
    counts: dict[str, int] = {}
    for value, count in r.value.items():
        try:
            n = int(count)
            chip = str(Decimal(str(value)))
        except (ValueError, InvalidOperation):
            raise _unreadable("chip counts are whole numbers", "chips.whole") from None
        if n < 0:  # outside the try: its own message, not "whole numbers"
            raise _unreadable("a chip count cannot be negative", "chips.negative")
        if n:
            counts[chip] = n
    total = sum((Decimal(v) * n for v, n in counts.items()), Decimal(0))
    expected = q.expected
    if total != Decimal(expected["total"]):
        return {"total": str(total), "chips": counts}, 0.0, (text("common.chips.wrong_total"),)
    fewest = sum(int(n) for n in expected["chips"].values())
    if sum(counts.values()) > fewest:
        # Right money, more chips than needed: half credit, the table loses time.
        return (
            {"total": str(total), "chips": counts},
            0.5,
            (text("common.chips.not_fewest", used=sum(counts.values()), fewest=fewest),),
        )
    return {"total": str(total), "chips": counts}, 1.0, ()


def _grade_choice(q: Question, r: Response) -> GradeResult:
    key = str(r.value)
    if key not in q.option_keys():
        raise _unreadable("choose one of the options", "choice.one")
    return key, 1.0 if key == q.expected else 0.0, ()


def _grade_choices(q: Question, r: Response) -> GradeResult:
    if not isinstance(r.value, list | tuple):
        raise _unreadable("choose the options that apply", "choice.some")
    picked = sorted({str(k) for k in r.value})
    if any(k not in q.option_keys() for k in picked):
        raise _unreadable("choose among the options shown", "choice.shown")
    expected = set(q.expected)
    right = len(expected & set(picked))
    wrong = len(set(picked) - expected)
    # Each right pick earns, each wrong pick costs; an empty expected set wants no pick.
    score = (
        1.0 if not expected and not picked else max(0.0, (right - wrong) / max(len(expected), 1))
    )
    if set(picked) != expected:
        score = min(score, 0.99)
    return picked, score, ()


def _grade_ordering(q: Question, r: Response) -> GradeResult:
    if not isinstance(r.value, list | tuple):
        raise _unreadable("put the items in order", "ordering.order")
    order = [str(k) for k in r.value]
    if sorted(order) != sorted(q.expected):
        raise _unreadable("place every item exactly once", "ordering.once")
    in_place = sum(1 for a, b in zip(order, q.expected, strict=True) if a == b)
    return order, in_place / len(order) if order else 1.0, ()


def _grade_settlement(q: Question, r: Response) -> GradeResult:
    if not isinstance(r.value, Mapping):
        raise _unreadable("settle every bet", "settlement.every")
    outcomes = {o.key for o in q.outcomes}
    given: dict[str, dict[str, str]] = {}
    right = 0
    feedback: list[Text] = []
    for item, want in q.expected.items():
        entry = r.value.get(item)
        if not isinstance(entry, Mapping) or "outcome" not in entry:
            raise _unreadable("settle every bet", "settlement.every")
        outcome = str(entry["outcome"])
        if outcome not in outcomes:
            raise _unreadable("choose a result for every bet", "settlement.result")
        amount = read_amount(entry.get("amount", "0") or "0", r.locale)
        given[item] = {"outcome": outcome, "amount": str(amount)}
        if outcome == want["outcome"] and _same_amount(want["amount"], amount):
            right += 1
        else:
            label = next((o.label for o in q.options if o.key == item), None)
            named = message_param(label.code, label.params) if label else item
            feedback.append(text("common.settlement.wrong_item", item=named))
    return given, right / len(q.expected) if q.expected else 1.0, tuple(feedback)


_GRADERS: dict[ResponseKind, Callable[[Question, Response], GradeResult]] = {
    "amount": _grade_amount,
    "chips": _grade_chips,
    "choice": _grade_choice,
    "choices": _grade_choices,
    "ordering": _grade_ordering,
    "settlement": _grade_settlement,
}


def expected_response(question: Question, locale: str = "en") -> Response:
    """The response that answers `question` exactly: for tests, replays and the 'show me'
    button."""
    exp = question.expected
    value: Any
    if question.kind == "chips":
        value = dict(exp["chips"])
    elif question.kind == "settlement":
        value = {k: dict(v) for k, v in exp.items()}
    elif question.kind == "amount" and locale != "en":
        value = str(exp).replace(".", ",")
    else:
        value = exp
    return Response(question.kind, value, locale)


# --------------------------------------------------------------------------- drills


@dataclass(frozen=True, slots=True)
class LevelSpec:
    """What a level asks. Level 1 learns (round stakes, untimed, hints); level 4 is audition
    standard (awkward stakes, several bets, a speed target)."""

    target_seconds: float | None
    note: str = ""  # for the catalogue listing: what changes at this level


Builder = Callable[[random.Random, int, Rulebook], Draft]


@dataclass(frozen=True)
class Drill:
    id: str  # "game.skill"
    game: str
    levels: Mapping[int, LevelSpec]
    build: Builder
    source: str = ""  # where the target times come from

    def __post_init__(self) -> None:
        if not self.id.startswith(self.game + "."):
            raise ValueError(f"drill id {self.id} must start with its game '{self.game}.'")
        if tuple(sorted(self.levels)) != LEVELS:
            raise ValueError(f"drill {self.id} must define levels 1 to 4")

    @property
    def title(self) -> Text:
        return Text(f"{self.id}.title")

    @property
    def instructions(self) -> Text:
        return Text(f"{self.id}.instructions")

    def level_note(self, level: int) -> Text | None:
        """What changes at `level`, as a message (`messages/levels.toml`); None without one."""
        return Text(f"levels.{self.id}.{level}") if self.levels[level].note else None

    def generate(
        self,
        rng: random.Random,
        level: int,
        rulebook: Rulebook | None = None,
        avoid: Question | None = None,
    ) -> Question:
        """A new question; never the same as `avoid` (the one just asked)."""
        if level not in self.levels:
            raise ValueError(f"{self.id} has no level {level}")
        book = rulebook or default_rulebook()
        for _ in range(50):
            question = self.from_seed(rng.getrandbits(32), level, book)
            if avoid is None or question.content_key() != avoid.content_key():
                return question
        raise RuntimeError(f"{self.id} level {level} keeps producing the same question")

    def from_seed(self, seed: int, level: int, rulebook: Rulebook | None = None) -> Question:
        """The question a seed makes: an attempt's seed reproduces its question exactly."""
        book = rulebook or default_rulebook()
        draft = self.build(random.Random(seed), level, book)
        question = draft.as_question(
            self.id, level, seed, book.id, self.levels[level].target_seconds
        )
        return question if level == 1 else replace(question, hints=())


def levels(
    l1: float | None, l2: float, l3: float, l4: float, notes: Sequence[str] = ()
) -> dict[int, LevelSpec]:
    """Target seconds per level; level 1 is usually untimed (None)."""
    padded = list(notes) + [""] * (4 - len(notes))
    return {
        1: LevelSpec(l1, padded[0]),
        2: LevelSpec(l2, padded[1]),
        3: LevelSpec(l3, padded[2]),
        4: LevelSpec(l4, padded[3]),
    }


# --------------------------------------------------------------------------- answer helpers


def amount_answer(amount: Decimal) -> str:
    """Canonical form of an expected amount: the Decimal's digits."""
    return str(amount)


def chips_answer(amount: Decimal, rulebook: Rulebook) -> dict[str, Any]:
    """Expected chips answer: the total and the fewest chips from the table's set."""
    counts = rulebook.chip_set.breakdown(amount)
    return {"total": str(amount), "chips": {str(v): n for v, n in counts.items()}}


def settlement_entry(outcome: str, amount: Decimal) -> dict[str, str]:
    return {"outcome": outcome, "amount": str(amount)}
