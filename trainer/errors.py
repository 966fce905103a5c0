"""Errors shared by every layer of the core.

A `RuleError` always names the rule of RULES.md that forbids the action, so the trainee sees
*why* ("BJ-06: no card on 21 or more"), not just that something failed.
"""

from collections.abc import Callable, Mapping


class RuleError(Exception):
    """An action the rules forbid. The round or table it was tried on is left unchanged."""

    def __init__(self, rule_id: str, reason: str) -> None:
        super().__init__(f"{rule_id}: {reason}")
        self.rule_id = rule_id
        self.reason = reason


class AmountError(ValueError):
    """Text that is not an amount of money a croupier could mean; the message says what was
    expected. `code` and `params` say the same in the trainee's language: a message of
    `trainer/drills/messages/answers.toml` (empty for a programming error no trainee sees)."""

    def __init__(self, message: str, code: str = "", **params: str) -> None:
        super().__init__(message)
        self.code = code
        self.params = params


class ChipError(ValueError):
    """An amount that the table's chips cannot make."""


class RulebookError(ValueError):
    """A rulebook or house-rules file with a missing, unknown or out-of-range field.

    `problem` is English; `code` and `params` say the same in the reader's language (a message
    of `trainer/drills/messages/rulebook.toml`, rendered by `trainer.rulebooks.words`; empty
    for a refusal that has no message of its own)."""

    def __init__(
        self,
        source: str,
        field: str,
        problem: str,
        code: str = "",
        params: Mapping[str, str] | None = None,
    ) -> None:
        super().__init__(f"{source}: field '{field}': {problem}")
        self.source = source
        self.field = field
        self.problem = problem
        self.code = code
        self.params: dict[str, str] = dict(params or {})


def allowed(verify: Callable[..., object], *args: object) -> bool:
    """Whether `verify(*args)` passes: every engine's `can_x` is its `verify_x` without the
    exception, so the two can never disagree."""
    try:
        verify(*args)
    except RuleError:
        return False
    return True
