"""Whole table sessions on the real screen (real widgets, the real felt), driven as a trainee
drives them: by the keyboard alone, and with the mouse on the felt through its hit testing.

A perfect croupier deals every coup with zero findings, in Learn and at Table ready with an
incident in every coup; a croupier who crosses each red line of a game once is caught each
time with that red line and no other; everything judged is in the progress database.
"""

from __future__ import annotations

from collections import Counter

import pytest

from tests.ui.table.conftest import Start
from tests.ui.table.driver import Mistakes, MouseCroupier
from trainer.table.games import TABLE_GAMES
from trainer.table.store import load_records

GAMES = TABLE_GAMES  # every table, as the core lists them
# the red lines a croupier can cross at each table (wrong_draw needs a drawing rule)
RED_LINES = {
    "blackjack": [
        "skipped",
        "paid_before_collecting",
        "wrong_draw",
        "payout_uncorrected",
        "accepted_late_bet",
        "missed_incident",
    ],
    "roulette": [
        "skipped",
        "paid_before_collecting",
        "payout_uncorrected",
        "accepted_late_bet",
        "missed_incident",
    ],
    "boule": [  # one sweep of losers, then the winners in any order (BO-05): nothing to skip
        "paid_before_collecting",
        "payout_uncorrected",
        "accepted_late_bet",
        "missed_incident",
    ],
    "trente_quarante": [  # the rows are dealt one card at a time, the chances settled in sweeps
        "skipped",
        "paid_before_collecting",
        "payout_uncorrected",
        "accepted_late_bet",
        "missed_incident",
    ],
    "chemin_de_fer": [  # one side wins a coup: losers and winners never share one
        "skipped",
        "wrong_draw",
        "payout_uncorrected",
        "accepted_late_bet",
        "missed_incident",
    ],
    "deux_tableaux": [
        "skipped",
        "paid_before_collecting",
        "wrong_draw",
        "payout_uncorrected",
        "accepted_late_bet",
        "missed_incident",
    ],
    "punto_banco": [
        "skipped",
        "paid_before_collecting",
        "wrong_draw",
        "payout_uncorrected",
        "accepted_late_bet",
        "missed_incident",
    ],
    "craps": [  # no card is drawn; the stickman's call and the puck are judged as calls
        "skipped",
        "paid_before_collecting",
        "payout_uncorrected",
        "accepted_late_bet",
        "missed_incident",
    ],
}


@pytest.mark.parametrize("game", GAMES)
def test_a_perfect_learn_session_by_keyboard_has_no_finding(start: Start, game: str) -> None:
    croupier = start(game, "learn", coups=6, seed=21)
    croupier.deal()
    report = croupier.view.report
    assert report is not None
    assert report.coups == 6
    assert report.acts.right == report.acts.total > 0
    assert report.red_lines == () and report.wrong == ()
    stored = load_records(croupier.window.context.db, croupier.view.store_id)
    assert len(stored) == report.acts.total  # every act written as it was judged


@pytest.mark.parametrize("game", GAMES)
def test_a_perfect_table_ready_session_with_incidents_has_no_finding(
    start: Start, game: str
) -> None:
    """An incident in every coup (all of the game's kinds), typed amounts for the tray."""
    croupier = start(game, "table_ready", coups=8, seed=5, incident_rate=1.0, typed_amounts=True)
    croupier.deal()
    report = croupier.view.report
    assert report is not None and report.coups == 8
    assert report.red_lines == () and report.wrong == ()
    incidents = {
        r.incident for r in load_records(croupier.window.context.db, croupier.view.store_id)
    }
    assert len(incidents - {""}) >= 1


@pytest.mark.parametrize("game", GAMES)
def test_each_red_line_is_caught(start: Start, game: str) -> None:
    """Every red line of the game crossed once, by keys; each is marked once, with the rule,
    and nothing else is."""
    croupier = start(game, "guided", coups=12, seed=8, incident_rate=1.0, incidents=("late_bet",))
    mistakes = Mistakes(RED_LINES[game])
    croupier.deal(mistakes)
    assert mistakes.pending == [], f"no place found for {mistakes.pending}"
    report = croupier.view.report
    assert report is not None
    caught = Counter(r.red_line for r in report.red_lines)
    assert caught == Counter(RED_LINES[game])
    assert all(r.rule for r in report.red_lines)


@pytest.mark.parametrize("game", ["blackjack", "roulette"])
def test_a_session_dealt_with_the_mouse(start: Start, game: str) -> None:
    keyboard = start(game, "learn", coups=4, seed=13)
    croupier = MouseCroupier(keyboard.qtbot, keyboard.window)
    croupier.deal()
    report = croupier.view.report
    assert report is not None and report.coups == 4
    assert report.red_lines == () and report.wrong == ()
    assert croupier.clicks > 4 * 10


def _seed_with(game: str, families: set[str], coups: int) -> int:
    """The first seed whose session (dealt headless) has acts of every family in `families`
    (a zero with simple chances on it, a refait): the rare moments, dealt on purpose."""
    from trainer.rulebooks import default
    from trainer.table.session import TableSession

    for seed in range(400):
        session = TableSession(game, "learn", rulebook=default(), seed=seed, coups=coups)
        seen: set[str] = set()
        while not session.finished:
            step = session.expected()
            assert step is not None
            seen.add(step.act.family)
            session.act(step.act)
        if families <= seen:
            return seed
    raise AssertionError(f"no seed under 400 deals {families} at {game}")


@pytest.mark.parametrize(("game", "coups"), [("roulette", 12), ("trente_quarante", 30)])
def test_halves_prisons_and_releases_by_keyboard_ro11_tq04(
    start: Start, game: str, coups: int
) -> None:
    """A zero (roulette) or a refait (trente et quarante) with chips on the simple chances:
    half back, prison, and a prisoner released or taken, by the verbs' keys."""
    families = {"half", "prison"} if game == "roulette" else {"half", "prison", "release"}
    seed = _seed_with(game, families, coups)
    croupier = start(game, "learn", coups=coups, seed=seed)
    croupier.deal()
    report = croupier.view.report
    assert report is not None and report.red_lines == () and report.wrong == ()
    assert families <= set(report.by_family)
