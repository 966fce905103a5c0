"""A long session keeps no more in the table screen than the coup shown needs (issue 17: the
memory of a 2-hour session under 200 MB; `tests/bench/bench_table_ui.py` measures the memory
itself in a process of its own, these count what the screen keeps).

Counted, not measured: what the screen remembers of the trainee's payouts and calls is the
coup on the felt's, whatever the number of coups dealt before it; the act timings are kept
only while the bench times them; the felt keeps the sprites of the last scene alone.
"""

from __future__ import annotations

import pytest

from tests.ui.table.conftest import Start
from ui.felt import placing


@pytest.mark.parametrize(("game", "coups"), [("blackjack", 12), ("roulette", 8)])
def test_the_screen_remembers_the_payouts_and_calls_of_the_coup_shown_alone(
    start: Start, game: str, coups: int
) -> None:
    croupier = start(game, "table_ready", coups=coups, seed=5)
    view = croupier.view
    paid_in: set[int] = set()  # the coups in which the trainee paid
    called_in: set[int] = set()  # and announced a number (roulette)
    while view.session is not None:
        step = view.session.expected()
        assert step is not None
        croupier.act(step.act, step.duty.id)
        if view.session is None:
            break
        assert view.view is not None
        shown = view.view.number
        paid_in |= {coup for coup, _ in view.paid}
        called_in |= set(view.announced)
        assert {coup for coup, _ in view.paid} <= {shown}
        assert set(view.announced) <= {shown}
    # the payouts of several coups went through the screen (it would have kept them all)
    assert len(paid_in) >= 3
    if game == "roulette":
        assert len(called_in) >= coups - 2  # RO-14: a number called each spin


def test_act_timings_are_kept_only_while_the_bench_times_them(start: Start) -> None:
    croupier = start("punto_banco", "table_ready", coups=3, seed=5)
    croupier.deal()
    assert croupier.view.latencies == []
    croupier = start("punto_banco", "table_ready", coups=2, seed=6)
    croupier.view.measure_paint = True
    acts = croupier.deal()
    assert len(croupier.view.latencies) == acts


def test_the_felt_keeps_the_sprites_of_the_last_scene_alone(start: Start) -> None:
    """Craps' crowded layouts keep the sprites they placed, and where their nudges ended, from
    one scene to the next (the next act's scene has the same bets in the same places but
    one); those of the last scene alone, however many rolls were dealt."""
    croupier = start("craps", "table_ready", coups=12, seed=11)
    painter = croupier.view.felt.painter
    kept_most = 0
    while croupier.view.session is not None:
        step = croupier.view.session.expected()
        assert step is not None
        croupier.act(step.act, step.duty.id)
        scene = painter.scene
        if croupier.view.session is None or scene is None:
            break
        ranks: dict[str, int] = {}
        tokens = set()
        for bet in scene.bets:  # each bet with its rank on its spot, as the felt places them
            n = ranks.get(bet.spot, 0)
            ranks[bet.spot] = n + 1
            tokens.add(placing.BetGroup(bet, n, (0.0, 0.0)).token)
        _drawer, kept, nudged = painter.layout().extra["placed"]
        assert {key[0] for key in kept} <= tokens  # the sprites
        assert {key[0] for key in nudged} <= tokens  # and where the nudges ended
        kept_most = max(kept_most, len(kept))
    assert kept_most > 0
