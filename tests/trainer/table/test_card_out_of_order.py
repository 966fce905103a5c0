"""A card dealt out of order (issue 16 §3): the card meant for one hand lands on the next, and
the croupier moves it to the hand it was meant for before the deal goes on. The regulation
gives this remedy for chemin de fer (CF-06, seed 000 epígraf 8.VIII: a fault in the deal that
can be put right without harm is put right); for blackjack (BJ-05) and punto banco (PB-08) it
is silent, and procedures.toml fills the gap with the same rule (`gap`)."""

from __future__ import annotations

import pytest

from tests.trainer.table.croupier import deal_perfectly
from trainer.rulebooks import default
from trainer.table.acts import Act
from trainer.table.procedure import procedure
from trainer.table.script import Step
from trainer.table.session import TableSession
from trainer.table.words import card_words, target_words, words

# game -> the rule the remedy is judged by, and whether the regulation is silent there
GAMES = {
    "blackjack": ("BJ-05", True),
    "punto_banco": ("PB-08", True),
    "chemin_de_fer": ("CF-06", False),
}


def _session(game: str, seed: int, coups: int = 1) -> TableSession:
    return TableSession(
        game,
        "practice",
        rulebook=default(),
        seed=seed,
        coups=coups,
        incident_rate=1.0,
        incidents=["card_out_of_order"],
    )


def _misdeal(session: TableSession) -> tuple[int, Step]:
    steps = session.coup_steps()
    index = next(i for i, s in enumerate(steps) if s.incident == "card_out_of_order")
    return index, steps[index]


def _until(session: TableSession, index: int) -> None:
    for _ in range(index):
        step = session.expected()
        assert step is not None
        assert session.act(step.act, seconds=1.0).right


@pytest.mark.parametrize("game", GAMES)
def test_the_incident_cites_its_rule_and_says_where_the_regulation_is_silent(game: str) -> None:
    rule, silent = GAMES[game]
    incident = procedure(game).incident("card_out_of_order")
    assert incident.rule == rule and procedure(game).duty(incident.duty).family == "move"
    assert bool(incident.gap) == silent
    if silent:
        assert "CF-06" in incident.gap and rule in incident.gap and "no remedy" in incident.gap


@pytest.mark.parametrize("game", GAMES)
def test_the_misdealt_card_is_moved_to_the_hand_it_was_meant_for(game: str) -> None:
    rule, _ = GAMES[game]
    for seed in range(30):
        session = _session(game, seed)
        index, step = _misdeal(session)
        steps = session.coup_steps()
        meant, landed = step.act.choice, step.act.target
        assert step.act == Act("move", landed, choice=meant) and step.rule == rule
        assert meant != landed
        # the deal's step for that card is replaced by the move: the card revealed is the
        # one the hand was meant to get, and the next card still goes where it landed
        later = [s for s in steps[index + 1 :] if s.act.family == "deal"]
        assert later and later[0].act.target == landed
        said = words(step.cue, "en").split("; ")[-1]
        one, other = target_words(meant, "en"), target_words(landed, "en")
        if game == "blackjack":  # cards are dealt face up (BJ-05)
            card = card_words(step.reveals)
            assert said == f"The card meant for {one} lands on {other}: {card}"
        else:  # face down (PB-08, CF-02)
            assert said == f"The card meant for {one} goes, face down, to {other}"


@pytest.mark.parametrize("game", GAMES)
def test_dealing_on_past_the_misdealt_card_is_a_missed_incident(game: str) -> None:
    rule, _ = GAMES[game]
    session = _session(game, seed=4)
    index, step = _misdeal(session)
    _until(session, index)
    later = next(s for s in session.coup_steps()[index + 1 :] if s.act.family == "deal")
    judged = session.act(later.act, seconds=1.0)  # the next card dealt as if nothing happened
    assert (judged.verdict.value, judged.rule, judged.red_line) == (
        "wrong",
        rule,
        "missed_incident",
    )
    moved = session.act(Act("move", step.act.target, choice="nowhere"), seconds=1.0)
    assert (moved.verdict.value, moved.rule, moved.red_line) == ("wrong", rule, "")
    assert session.act(step.act, seconds=1.0).right  # the remedy, then the deal goes on
    assert session.expected() == later


@pytest.mark.parametrize("game", GAMES)
def test_a_perfect_croupier_handles_a_misdeal_in_every_coup(game: str) -> None:
    session = _session(game, seed=16, coups=300)
    deal_perfectly(session)
    records = session.records
    assert sum(1 for r in records if r.incident == "card_out_of_order") == 300
    assert all(r.right for r in records) and not any(r.red_line for r in records)
