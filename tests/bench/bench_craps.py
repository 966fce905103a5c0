"""Craps: every bet's exact house edge (per bet resolved) beside published figures, and the time
to settle one roll on a full layout.

Both rulebooks pay alike (seeds 000 and 001 give the same payouts; they differ in limits and no
rolls), so each edge is computed for both and shown once with a check that they agree.

Published figures and where they come from (looked up for this benchmark):
- [WoO-A1] Wizard of Odds, Craps Appendix 1, wizardofodds.com/craps/appendix1.html: ties are
  ignored, "divide the expected return by the average bet resolved"; the don't bets are the
  only craps bets with a tie.
- [Catlin] Donald Catlin, "Laying the Odds", Casino City Times, 2 Nov 2003: don't pass
  1.3636 % per bet made, 1.4026 % when the 12 is a non-event.
- [CDW] casinodealerswebsite.com "Summary of bets / house %": pass and come 1.41 %, don't pass
  and don't come 1.36 %, odds 0 %.
- [Krigman] Alan Krigman, "Should you bet on the Field at craps?", Casino City Times,
  27 Aug 2012: field with 2 to 1 on 2 and 12, 5.56 %.
- [Pilarski] Mark Pilarski, "No straw into gold on these wagers", Casino City Times,
  23 Jun 2006: hard 4/10 at 7 to 1 11.1 %, hard 6/8 at 9 to 1 9.09 %, any seven 16.67 %,
  any craps 11.1 %; 2 and 12 at 30 to 1 "13.9 %".
- [WoO] Wizard of Odds craps page, wizardofodds.com/games/craps/ (its house-edge table): place
  4/10 6.67 %, 5/9 4.00 %, 6/8 1.52 %, big 6/8 9.09 %, 3 and 11 at 15 to 1 11.11 %.
  These are that table's well-known figures; the search here reached only copies of it, which
  confirm place 4/10 6.67 %. (Place 6/8 1.52 % is also in tablesharp.com "Why the Field bet is
  a sucker trap".)
No published figure was found for the European bets the seeds have and Nevada does not:
under/over 7 at 1 to 1, the horn as ONE bet at 4 to 1, and lay ("wrong") bets paid 5 to 11,
5 to 8, 4 to 5 with no commission (the Nevada lay bet pays true odds less 5 %, a different bet).
"""

from __future__ import annotations

import random
from decimal import Decimal
from fractions import Fraction

from tests.bench.table import Row, median_p95, timings_ms
from trainer.drills.base import expected_response
from trainer.drills.craps import DRILLS
from trainer.games.craps import BET_KINDS, CrapsTable, RollResult
from trainer.house_edge import craps_edge
from trainer.rulebooks import load

PUBLISHED: dict[str, tuple[str, str]] = {
    "win": ("1.41%", "CDW"),
    "come": ("1.41%", "CDW"),
    "dont_win": ("1.4026% (1.3636% per bet made)", "Catlin; CDW 1.36% per bet made"),
    "dont_come": ("1.4026% (1.3636% per bet made)", "Catlin"),
    **{f"odds_take:{n}": ("0%", "CDW") for n in (4, 5, 6, 8, 9, 10)},
    **{f"odds_lay:{n}": ("0%", "CDW") for n in (4, 5, 6, 8, 9, 10)},
    "place:4": ("6.67%", "WoO"),
    "place:10": ("6.67%", "WoO"),
    "place:5": ("4.00%", "WoO"),
    "place:9": ("4.00%", "WoO"),
    "place:6": ("1.52%", "WoO; tablesharp"),
    "place:8": ("1.52%", "WoO; tablesharp"),
    "field": ("5.56%", "Krigman"),
    "big_6": ("9.09%", "WoO"),
    "big_8": ("9.09%", "WoO"),
    "hard_4": ("11.1%", "Pilarski"),
    "hard_10": ("11.1%", "Pilarski"),
    "hard_6": ("9.09%", "Pilarski"),
    "hard_8": ("9.09%", "Pilarski"),
    "any_seven": ("16.67%", "Pilarski"),
    "any_craps": ("11.1%", "Pilarski"),
    "eleven": ("11.11%", "WoO"),
    "craps_3": ("11.11%", "WoO"),
    "craps_2": ("13.9%", "Pilarski"),
    "craps_12": ("13.9%", "Pilarski"),
}


def _percent(value: Fraction) -> str:
    return f"{float(value) * 100:.4f}% ({value})"


def _edges() -> list[Row]:
    andorra, spain = load("andorra-2025"), load("spain-1979")
    rows = []
    for kind in BET_KINDS:
        edge = craps_edge(kind, andorra)
        same = edge == craps_edge(kind, spain)
        published, source = PUBLISHED.get(kind, ("-", "no published figure found (see header)"))
        note = source + ("" if same else f"; spain-1979: {_percent(craps_edge(kind, spain))}")
        if same:
            note += "; same in both rulebooks"
        rows.append(Row("craps house edge", kind, _percent(edge), published, note))
    made = craps_edge("dont_win", andorra, "made")
    rows.append(
        Row("craps house edge", "dont_win per bet made", _percent(made), "1.3636%", "Catlin")
    )
    return rows


def _full_layout(point: int) -> list[tuple[str, str, Decimal]]:
    """Every spot that can hold a bet with the puck on `point`, come points included."""
    bets = [("p1", "win", Decimal(30)), ("p1", "dont_win", Decimal(30))]
    bets += [("p1", "come", Decimal(30)), ("p1", "dont_come", Decimal(30))]
    bets += [("p1", "odds:win", Decimal(30)), ("p1", "odds:dont_win", Decimal(30))]
    for n in (4, 5, 6, 8, 9, 10):
        for spot in (f"come:{n}", f"dont_come:{n}", f"odds:come:{n}", f"odds:dont_come:{n}"):
            bets.append(("p1", spot, Decimal(30)))
        bets += [("p1", f"place:{n}", Decimal(30)), ("p1", f"lay:{n}", Decimal(30))]
    for spot in ("field", "big_6", "big_8", "under_7", "over_7", "hard_4", "hard_6", "hard_8"):
        bets.append(("p1", spot, Decimal(10)))
    for spot in ("hard_10", "any_seven", "eleven", "any_craps", "craps_2", "craps_3"):
        bets.append(("p1", spot, Decimal(10)))
    bets += [("p1", "craps_12", Decimal(10)), ("p1", "horn", Decimal(10))]
    return bets


def _timing() -> Row:
    rulebook = load("andorra-2025")
    layout = _full_layout(6)
    repeat = 200
    tables = []
    for _ in range(repeat + 1):
        table = CrapsTable.with_layout(rulebook, 6, layout)
        table.call_no_more_bets()
        tables.append(table)
    pending = iter(tables)

    def one_roll() -> RollResult | object:
        return next(pending).roll(3, 3)

    median, p95 = median_p95(timings_ms(one_roll, repeat=repeat))
    return Row(
        "craps timing",
        f"one roll settled, full layout ({len(layout)} bets)",
        f"median {median:.3f} ms, p95 {p95:.3f} ms",
        "",
        "hard 6 with the puck on 6: wins, losses and stays in one roll",
    )


def _drill_rows() -> list[Row]:
    """Generate and grade time of each craps drill at level 4 (the heaviest), target < 5 ms."""
    rows = []
    for drill in DRILLS:
        rng = random.Random(4)
        gen_median, _ = median_p95(
            timings_ms(lambda d=drill, r=rng: d.generate(r, 4), repeat=100)  # type: ignore[misc]
        )
        question = drill.generate(rng, 4)
        answer = expected_response(question)
        grade_median, _ = median_p95(
            timings_ms(lambda q=question, a=answer: q.grade(a, 3.0))  # type: ignore[misc]
        )
        for what, median in (("generate", gen_median), ("grade", grade_median)):
            rows.append(
                Row(
                    "drill timing",
                    f"drill {drill.id} {what}",
                    f"median {median:.3f} ms",
                    "< 5 ms",
                    "pass" if median < 5 else "FAIL",
                )
            )
    return rows


def run() -> list[Row]:
    return [*_edges(), _timing(), *_drill_rows()]
