"""The cursor's targets and the routine act (`ui.table.targets`): hands in dealing order
(BJ-05: box 1 first, the dealer last), bets in settling order (BJ-09: right to left, the last
box first), the act of Enter read off the cloth (a card; the dealer's draw once he has his
first card, BJ-08; a third card at baccarat, PB-10; a bet collected, or paid with the tray's
chips; a paid bet corrected)."""

from __future__ import annotations

from decimal import Decimal

from trainer.scene import Scene, SceneBet
from trainer.table.acts import Act
from ui.table.targets import Target, following, routine_act, step_through, targets_of

D = Decimal

TABLE = Scene(
    "blackjack",
    hands={"box1": ("Th", "7c"), "box3-h1": ("8d",), "box3-h2": ("8s",), "dealer": ("6h",)},
    bets=(
        SceneBet("box1", D("10")),
        SceneBet("box1:over13", D("5")),
        SceneBet("box3-h1", D("20")),
        SceneBet("box3-h2", D("20")),
        SceneBet("box3-h2:double", D("20")),
        SceneBet("box3:insurance", D("10"), "won", D("20")),
    ),
)


def test_hands_in_dealing_order_then_bets_right_to_left_bj05_bj09() -> None:
    idents = [(t.kind, t.ident) for t in targets_of(TABLE)]
    assert idents == [
        ("hand", "box1"),
        ("hand", "box3-h1"),
        ("hand", "box3-h2"),
        ("hand", "dealer"),
        ("bet", "box3-h2"),
        ("bet", "box3-h2:double"),
        ("bet", "box3-h1"),
        ("bet", "box3:insurance"),
        ("bet", "box1"),
        ("bet", "box1:over13"),
    ]


def test_the_next_bet_to_settle_skips_paid_ones() -> None:
    targets = targets_of(TABLE)
    insurance = Target("box3:insurance", "bet", "box3:insurance")
    assert following(targets, Target("box3-h1", "bet", "box3-h1"), "bet") == Target(
        "box1", "bet", "box1"
    )  # the paid insurance is passed over
    assert insurance in targets and following(targets, None, "bet") == Target(
        "box3-h2", "bet", "box3-h2"
    )


def test_the_routine_act_is_read_off_the_cloth() -> None:
    assert routine_act(Target.hand("box1"), TABLE, D(0)) == Act("deal", "box1")
    assert routine_act(Target.hand("dealer"), TABLE, D(0)) == Act("draw", "dealer")  # BJ-08
    fresh = Scene("blackjack", hands={"dealer": ()})
    assert routine_act(Target.hand("dealer"), fresh, D(0)) == Act("deal", "dealer")  # BJ-05
    bet = Target("box1", "bet", "box1")
    assert routine_act(bet, TABLE, D(0)) == Act("collect", "box1")
    assert routine_act(bet, TABLE, D("15")) == Act("pay", "box1", D("15"))
    paid = Target.bet(TABLE.bets[-1])
    assert routine_act(paid, TABLE, D(0)) is None
    assert routine_act(paid, TABLE, D("20")) == Act("correct", "box3:insurance", D("20"))


def test_baccarat_third_card_is_a_draw_pb10() -> None:
    scene = Scene("punto_banco", hands={"player": ("4c", "Td"), "banker": ("9h",)})
    assert routine_act(Target.hand("player"), scene, D(0)) == Act("draw", "player")
    assert routine_act(Target.hand("banker"), scene, D(0)) == Act("deal", "banker")


def test_a_prisoner_is_acted_on_as_prison_spot_ro11() -> None:
    # the spin after the zero fell on 13 (black): the prisoner on rouge is lost
    scene = Scene("roulette", bets=(SceneBet("rouge", D("10"), "prison"),), number=13)
    (target,) = targets_of(scene)
    assert target == Target("prison:rouge", "bet", "rouge")
    assert routine_act(target, scene, D(0)) == Act("collect", "prison:rouge")


def test_arrows_go_round_the_ends() -> None:
    targets = targets_of(TABLE)
    assert step_through(targets, targets[-1], 1) == targets[0]
    assert step_through(targets, targets[0], -1) == targets[-1]
    assert step_through(targets, None, 1) == targets[0]
