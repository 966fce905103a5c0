"""The coup's scene from the acts done (`ui.table.scenes`), on hand-written coups: cards appear
as they are dealt, bets leave when collected, a payout is what the trainee paid, a split box's
hands and a double's stake, the ball before the dolly, a prisoner, the burn card. Worked out
from the rules by hand, not from the builders."""

from __future__ import annotations

from decimal import Decimal

import pytest

from trainer.money import format_amount
from trainer.rulebooks import default
from trainer.scene import SceneBet
from trainer.table.procedure import procedure
from trainer.table.script import Script, Step, bets_cue
from ui.table.coup import CoupView, amount_in, bets_in, cue_parts
from ui.table.scenes import scene_of

D = Decimal
BOOK = default()


def test_bets_in_reads_what_bets_cue_writes() -> None:
    bets = [("box1", D("25")), ("box3:over13", D("2.50")), ("plein:17", D("5"))]
    assert bets_in(bets_cue(bets)) == bets
    assert bets_in("the ball falls in 17") is None


def test_amount_in_reads_the_table_s_amounts() -> None:
    for amount in (D("10"), D("2.50"), D("1250.50")):
        assert amount_in(f"a player pushes {format_amount(amount)} onto box2") == amount


def test_cue_parts_splits_what_happened() -> None:
    assert cue_parts("box1 (12): stand; box2 (11): double") == [
        "box1 (12): stand",
        "box2 (11): double",
    ]


def _coup(game: str, writes: list[tuple[str, ...]]) -> list[Step]:
    """A coup written as a game module writes it: ("cue", text) or (duty, target, amount,
    choice, reveals)."""
    script = Script(procedure(game))
    for entry in writes:
        if entry[0] == "cue":
            script.cue(entry[1])
            continue
        duty, target, amount, choice, reveals = (*entry, "", "", "", "")[:5]
        script.add(duty, target, D(amount) if amount else None, choice, reveals=reveals)
    return script.steps


def _view(
    game: str, steps: list[Step], done: int, paid: dict[str, Decimal] | None = None
) -> CoupView:
    flags = tuple(i < done for i in range(len(steps)))
    return CoupView(game, 1, tuple(steps), flags, paid or {})


BLACKJACK = [
    ("cue", bets_cue([("box1", D("20")), ("box2", D("10")), ("box2:over13", D("5"))])),
    ("deal", "box1", "", "", "8h"),
    ("deal", "box2", "", "", "8s"),
    ("deal", "dealer", "", "", "6d"),
    ("deal", "box1", "", "", "3c"),
    ("deal", "box2", "", "", "8d"),
    ("cue", "box1 (11): double"),
    ("give_card", "box1", "", "", "Kc"),
    ("cue", "box2 (16): split"),
    ("split", "box2"),
    ("give_card", "box2-h1", "", "", "Td"),
    ("cue", "box2-h1 (18): stand"),
    ("give_card", "box2-h2", "", "", "9h"),
    ("cue", "box2-h2 (17): stand"),
    ("dealer_draws", "dealer", "", "", "Ts"),
    ("dealer_stands", "dealer"),
    ("announce_total", "", "", "16"),
    ("collect_losers", "box2:over13"),
    ("pay_winners", "box2-h2", "10"),
    ("pay_winners", "box2-h1", "10"),
    ("pay_winners", "box1", "20"),
    ("pay_winners", "box1:double", "20"),
    ("clear",),
]


def test_blackjack_cards_appear_as_they_are_dealt_bj05() -> None:
    steps = _coup("blackjack", BLACKJACK)
    scene = scene_of(_view("blackjack", steps, 3), BOOK)
    assert dict(scene.hands) == {"box1": ("8h",), "box2": ("8s",), "dealer": ("6d",)}
    assert [b.spot for b in scene.bets] == ["box1", "box2", "box2:over13"]


def test_blackjack_double_adds_an_equal_stake_bj15_and_split_makes_two_hands_bj13() -> None:
    steps = _coup("blackjack", BLACKJACK)
    after_split = scene_of(_view("blackjack", steps, 7), BOOK)  # box1 doubled, box2 split
    assert after_split.hands["box1"] == ("8h", "3c", "Kc")
    assert after_split.hands["box2-h1"] == ("8s",)
    assert after_split.hands["box2-h2"] == ("8d",)
    stakes = {b.spot: b.amount for b in after_split.bets}
    assert stakes == {
        "box1": D("20"),
        "box1:double": D("20"),
        "box2-h1": D("10"),
        "box2-h2": D("10"),
        "box2:over13": D("5"),
    }


def test_blackjack_a_loser_leaves_and_a_wrong_payout_is_shown_as_paid_bj09() -> None:
    steps = _coup("blackjack", BLACKJACK)
    paid = {"box2-h2": D("15")}  # the trainee set 15 beside a 10 stake that wins 10
    scene = scene_of(_view("blackjack", steps, 14, paid), BOOK)  # box2-h2 paid, not h1
    spots = {b.spot: b for b in scene.bets}
    assert "box2:over13" not in spots  # collected
    assert spots["box2-h2"] == SceneBet("box2-h2", D("10"), "won", D("15"))
    assert spots["box2-h1"].payout is None


def test_blackjack_clear_empties_the_table() -> None:
    steps = _coup("blackjack", BLACKJACK)
    scene = scene_of(_view("blackjack", steps, len(steps)), BOOK)
    assert scene.bets == () and dict(scene.hands) == {"dealer": ()}


def test_blackjack_a_bust_is_taken_with_its_cards_bj07() -> None:
    steps = _coup(
        "blackjack",
        [
            ("cue", bets_cue([("box4", D("10"))])),
            ("deal", "box4", "", "", "Th"),
            ("deal", "dealer", "", "", "9d"),
            ("deal", "box4", "", "", "6h"),
            ("cue", "box4 (16): hit"),
            ("give_card", "box4", "", "", "Kd"),
            ("collect_bust", "box4"),
        ],
    )
    scene = scene_of(_view("blackjack", steps, len(steps)), BOOK)
    assert "box4" not in scene.hands and scene.bets == ()


def test_blackjack_a_late_bet_shows_until_refused_bj04() -> None:
    steps = _coup(
        "blackjack",
        [
            ("cue", bets_cue([("box1", D("10"))])),
            ("deal", "box1", "", "", "Th"),
            ("cue", f"a player pushes {format_amount(D('10'))} onto box3"),
            ("refuse_late_bet", "box3"),
            ("deal", "dealer", "", "", "9d"),
        ],
    )
    due = scene_of(_view("blackjack", steps, 1), BOOK)
    assert SceneBet("box3", D("10")) in due.bets
    refused = scene_of(_view("blackjack", steps, 2), BOOK)
    assert all(b.spot != "box3" for b in refused.bets)


ROULETTE = [
    ("cue", bets_cue([("plein:17", D("5")), ("rouge", D("10")), ("noir", D("20"))])),
    ("cue", bets_cue([("prison:passe", D("10"))])),
    ("launch", "", "", "clockwise"),
    ("no_more_bets", "", "", "no_more_bets"),
    ("cue", "the ball falls in 17"),
    ("announce", "", "", "17, noir, impair, manque"),
    ("mark", "", "", "17"),
    ("collect_losers", "rouge"),
    ("collect_losers", "prison:passe"),
    ("pay_winners", "noir", "20"),
    ("pay_winners", "plein:17", "175"),
]


def test_roulette_the_ball_falls_before_the_dolly_ro14() -> None:
    steps = _coup("roulette", ROULETTE)
    fallen = scene_of(_view("roulette", steps, 2), BOOK)  # the announcement is due
    assert fallen.info.get("ball") == "17" and fallen.number is None
    marked = scene_of(_view("roulette", steps, 4), BOOK)
    assert marked.number == 17 and "ball" not in marked.info


def test_roulette_a_prisoner_sits_in_prison_and_is_collected_ro11() -> None:
    steps = _coup("roulette", ROULETTE)
    start = scene_of(_view("roulette", steps, 0), BOOK)
    assert SceneBet("passe", D("10"), "prison") in start.bets
    settled = scene_of(_view("roulette", steps, len(steps), {"plein:17": D("175")}), BOOK)
    assert {b.spot: b.payout for b in settled.bets} == {"noir": D("20"), "plein:17": D("175")}


def test_punto_banco_the_burn_card_shows_until_burnt_pb07() -> None:
    steps = _coup(
        "punto_banco",
        [
            ("cue", "a new shoe"),
            ("burn", "", "", "6", "6h"),
            ("cue", bets_cue([("seat2:banker", D("20"))])),
            ("no_more_bets", "", "", "no_more_bets"),
            ("deal", "player", "", "", "4c"),
        ],
    )
    due = scene_of(_view("punto_banco", steps, 0), BOOK)
    assert due.info.get("burn") == "6h" and due.bets == ()
    burnt = scene_of(_view("punto_banco", steps, 1), BOOK)
    assert "burn" not in burnt.info
    assert burnt.bets == (SceneBet("seat2:banker", D("20")),)


@pytest.mark.parametrize("game", ["blackjack", "roulette", "punto_banco"])
def test_every_scene_of_a_dealt_session_round_trips_json(game: str) -> None:
    """Whole sessions from the real tables: every scene survives JSON (the felt's contract)."""
    from trainer.scene import Scene
    from trainer.table.session import TableSession

    session = TableSession(game, "table_ready", rulebook=BOOK, seed=3, coups=4)
    while not session.finished:
        steps, done, _ = session.progress()
        scene = scene_of(CoupView(game, session.prompt().coup, steps, done), BOOK)
        assert Scene.from_json(scene.to_json()) == scene
        step = session.expected()
        assert step is not None
        session.act(step.act)
