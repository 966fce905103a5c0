from tests.ui.table.conftest import Start


def test_smoke(start: Start) -> None:
    import sys

    for game in ("blackjack", "roulette", "punto_banco"):
        c = start(game, "learn", coups=4, seed=7)
        n = 0
        while c.view.session is not None and n < 400:
            step = c.view.session.expected()
            before = len(c.view.session.records)
            c.act(step.act, step.duty.id)
            if c.view.session is None:
                break
            recs = c.view.session.records
            print(
                "  ",
                step.act.text,
                "->",
                c.view.at,
                repr(c.view.view.latest_cue()),
                file=sys.stderr,
            )
            if len(recs) == before or not recs[-1].right:
                print(
                    "STUCK",
                    step.act.text,
                    "at",
                    c.view.at,
                    "problem",
                    c.view.problem.text(),
                    "rec",
                    recs[-1] if len(recs) > before else None,
                    file=sys.stderr,
                )
                raise SystemExit
            n += 1
        r = c.view.report
        lat = sorted(c.view.latencies)
        print(
            game,
            r.coups,
            r.acts,
            len(r.red_lines),
            [(w.act, w.expected, w.verdict) for w in r.wrong][:5],
            c.keys,
            lat[len(lat) // 2],
            lat[-1],
            file=sys.stderr,
        )
