"""The coup's scene from the acts done (`ui.table.scenes`), on hand-written coups: cards appear
as they are dealt, bets leave when collected, a payout is what the trainee paid, a split box's
hands and a double's stake, the ball before the dolly, a prisoner, the burn card. Worked out
from the rules by hand, not from the builders."""

from __future__ import annotations

from decimal import Decimal

import pytest

from trainer.rulebooks import default
from trainer.scene import SceneBet
from trainer.table.procedure import procedure
from trainer.table.script import Script, Step, bets_cue
from trainer.table.words import message
from ui.table.coup import CoupView, cues_of
from ui.table.scenes import scene_of

D = Decimal
BOOK = default()


def cue(name: str, **params: object) -> tuple[str, dict[str, object]]:
    """A cue as a game module writes it: `table.cue.<name>` with its parameters."""
    return ("cue", message(f"table.cue.{name}", **params))


def test_a_step_s_cues_are_read_as_data_not_words() -> None:
    bets = [("box1", D("25")), ("box3:over13", D("2.50")), ("plein:17", D("5"))]
    script = Script(procedure("blackjack"))
    script.cue(bets_cue(bets))
    script.cue("plays", spot="box2", total="11", choice="double")
    step = script.add("deal", "box1")
    read = cues_of(step)
    assert [c.name for c in read] == ["bets", "plays"]
    assert read[0].bets() == bets
    assert (read[1].text("spot"), read[1].text("choice")) == ("box2", "double")


def _coup(game: str, writes: list[tuple[object, ...]]) -> list[Step]:
    """A coup written as a game module writes it: ("cue", message) or (duty, target, amount,
    choice, reveals)."""
    script = Script(procedure(game))
    for entry in writes:
        if entry[0] == "cue":
            script.cue(entry[1])  # type: ignore[arg-type]
            continue
        duty, target, amount, choice, reveals = (*entry, "", "", "", "")[:5]
        assert isinstance(duty, str) and isinstance(target, str) and isinstance(amount, str)
        assert isinstance(choice, str) and isinstance(reveals, str)
        script.add(duty, target, D(amount) if amount else None, choice, reveals=reveals)
    return script.steps


def _view(
    game: str, steps: list[Step], done: int, paid: dict[str, Decimal] | None = None
) -> CoupView:
    flags = tuple(i < done for i in range(len(steps)))
    return CoupView(game, 1, tuple(steps), flags, paid or {})


BLACKJACK: list[tuple[object, ...]] = [
    ("cue", bets_cue([("box1", D("20")), ("box2", D("10")), ("box2:over13", D("5"))])),
    ("deal", "box1", "", "", "8h"),
    ("deal", "box2", "", "", "8s"),
    ("deal", "dealer", "", "", "6d"),
    ("deal", "box1", "", "", "3c"),
    ("deal", "box2", "", "", "8d"),
    cue("plays", spot="box1", total="11", choice="double"),
    ("give_card", "box1", "", "", "Kc"),
    cue("plays", spot="box2", total="16", choice="split"),
    ("split", "box2"),
    ("give_card", "box2-h1", "", "", "Td"),
    cue("plays", spot="box2-h1", total="18", choice="stand"),
    ("give_card", "box2-h2", "", "", "9h"),
    cue("plays", spot="box2-h2", total="17", choice="stand"),
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
            cue("plays", spot="box4", total="16", choice="hit"),
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
            cue("late_bet", amount=D("10"), spot="box3"),
            ("refuse_late_bet", "box3"),
            ("deal", "dealer", "", "", "9d"),
        ],
    )
    due = scene_of(_view("blackjack", steps, 1), BOOK)
    assert SceneBet("box3", D("10")) in due.bets
    refused = scene_of(_view("blackjack", steps, 2), BOOK)
    assert all(b.spot != "box3" for b in refused.bets)


ROULETTE: list[tuple[object, ...]] = [
    ("cue", bets_cue([("plein:17", D("5")), ("rouge", D("10")), ("noir", D("20"))])),
    ("cue", bets_cue([("prison:passe", D("10"))])),
    ("launch", "", "", "clockwise"),
    ("no_more_bets", "", "", "no_more_bets"),
    cue("ball_falls", number=17),
    ("announce", "", "", "17 noir impair manque"),
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
            cue("new_shoe"),
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


def test_a_card_out_of_order_lies_where_it_landed_until_moved_bj05() -> None:
    """The card meant for box 1 lands on box 2: shown on box 2 (face up, BJ-05) while the
    move is due, on box 1 once moved; box 2's own card comes next."""
    steps = _coup(
        "blackjack",
        [
            ("cue", bets_cue([("box1", D("10")), ("box2", D("10"))])),
            cue("misdealt", card="9c", spot="box1", spot2="box2"),
            ("misdealt_card", "box2", "", "box1", "9c"),
            ("deal", "box2", "", "", "4d"),
            ("deal", "dealer", "", "", "Kh"),
        ],
    )
    due = scene_of(_view("blackjack", steps, 0), BOOK)
    assert due.hands["box2"] == ("9c",) and due.hands.get("box1", ()) == ()
    moved = scene_of(_view("blackjack", steps, 2), BOOK)
    assert moved.hands["box1"] == ("9c",) and moved.hands["box2"] == ("4d",)


def test_a_baccarat_card_out_of_order_lies_face_down_until_moved_pb08() -> None:
    steps = _coup(
        "punto_banco",
        [
            ("cue", bets_cue([("seat1:player", D("20"))])),
            ("no_more_bets", "", "", "no_more_bets"),
            cue("misdealt_face_down", spot="player", spot2="banker"),
            ("misdealt_card", "banker", "", "player", "5s"),
            ("deal", "banker", "", "", "Jd"),
        ],
    )
    due = scene_of(_view("punto_banco", steps, 1), BOOK)
    assert due.hands["banker"] == ("XX",) and due.hands["player"] == ()
    moved = scene_of(_view("punto_banco", steps, 3), BOOK)
    assert moved.hands == {"player": ("5s",), "banker": ("Jd",)}


CRAPS: list[tuple[object, ...]] = [
    cue("puck_shooter", choice="on 6", spot="p1"),
    ("cue", bets_cue([("win@p1", D("10")), ("come@p2", D("5")), ("field@p3", D("5"))])),
    ("no_more_bets", "", "", "no_more_bets"),
    cue("dice_show", dice="4-4"),
    ("stick_call", "", "", "hard 8"),
    ("collect_losers", "field@p3"),
    ("move_come", "come@p2", "", "8"),
]


def test_craps_the_dice_the_loser_and_a_come_bet_moved_to_its_number_cr04() -> None:
    steps = _coup("craps", CRAPS)
    opening = scene_of(_view("craps", steps, 0), BOOK)
    assert opening.puck == 6 and opening.dice is None  # the puck ON the point (CR-02)
    assert SceneBet("come", D("5"), label="p2") in opening.bets
    rolled = scene_of(_view("craps", steps, 1), BOOK)
    assert rolled.dice == (4, 4)
    settled = scene_of(_view("craps", steps, len(steps)), BOOK)
    assert {(b.spot, b.label) for b in settled.bets} == {("win", "p1"), ("come:8", "p2")}


def test_craps_the_puck_turns_as_the_trainee_turns_it_cr02() -> None:
    steps = _coup(
        "craps",
        [
            cue("puck_shooter", choice="off", spot="p1"),
            ("cue", bets_cue([("win@p1", D("10"))])),
            ("no_more_bets", "", "", "no_more_bets"),
            cue("dice_show", dice="2-3"),
            ("stick_call", "", "", "point 5 (5)"),
            ("puck", "", "", "on 5"),
        ],
    )
    assert scene_of(_view("craps", steps, 2), BOOK).puck is None
    assert scene_of(_view("craps", steps, 3), BOOK).puck == 5


@pytest.mark.parametrize("game", ["blackjack", "roulette", "punto_banco", "craps"])
def test_every_scene_of_a_dealt_session_round_trips_json(game: str) -> None:
    """Whole sessions from the real tables: every scene survives JSON (the felt's contract)."""
    from trainer.scene import Scene
    from trainer.table.session import TableSession

    session = TableSession(game, "table_ready", rulebook=BOOK, seed=3, coups=6)
    while not session.finished:
        steps, done, _ = session.progress()
        scene = scene_of(CoupView(game, session.prompt().coup, steps, done), BOOK)
        assert Scene.from_json(scene.to_json()) == scene
        step = session.expected()
        assert step is not None
        session.act(step.act)
