"""Chemin de fer drills: the drawing rules with their options, the cagnotte, the procedures and
dealing errors of the decree, and settling a coup of baccarat à deux tableaux.

Every coup is dealt by the engines (`trainer.games.chemin_de_fer`, `trainer.games.deux_tableaux`)
from a stacked shoe, and every expected answer is theirs: which actions the coup allows, the
advice it gives, its cagnotte and bank, its settlement lines. The incidents (CF-06) live only
in `messages/chemin_de_fer_incidents.toml`: which there are, their order and sections are read
from it here, their words through the message catalogue.

Target times: no published per-decision standard for chemin de fer croupiers was found. The
drawing rule is a reflex at a working table (a few seconds, as the punto banco tableau), the
cagnotte one multiplication, an incident a reading question (the time to read two or three
short remedies), and a deux tableaux coup scales with its bets, as a punto banco settlement.
"""

from __future__ import annotations

import random
import tomllib
from collections.abc import Sequence
from dataclasses import dataclass, replace
from decimal import Decimal
from fractions import Fraction
from functools import cache
from importlib import resources
from typing import Literal, get_args

from trainer.cards import RANKS, SUITS, Card, Shoe
from trainer.drills.base import Draft, Drill, Option, Text, levels, settlement_entry, text
from trainer.drills.rounding import rounding_step
from trainer.games import deux_tableaux as dt
from trainer.games.baccarat.banked import CAGNOTTE_RATE, Line, Phase, PunterBet
from trainer.games.baccarat.tableau import Action
from trainer.games.chemin_de_fer import Coup
from trainer.i18n import DATA_PREFIX, MESSAGES_PACKAGE, translate
from trainer.money import Rounding
from trainer.rulebooks import Rulebook

PREFIX = "chemin_de_fer"
INCIDENT_MESSAGES = "chemin_de_fer_incidents"
Hand = Literal["punter", "banker", "advice"]

# --------------------------------------------------------------------------- cards


def _card(rng: random.Random, value: int) -> Card:
    """A card of baccarat value `value` (0: a ten or a court card, CF-01 as PB-01)."""
    ranks = "TJQK" if value == 0 else RANKS[value - 1]
    return Card(rng.choice(ranks), rng.choice(SUITS))


def _two(rng: random.Random, total: int) -> tuple[Card, Card]:
    first = rng.randrange(10)
    return _card(rng, first), _card(rng, (total - first) % 10)


def _any(rng: random.Random) -> Card:
    return Card(rng.choice(RANKS), rng.choice(SUITS))


def coup_cards(
    rng: random.Random, punter: int, banker: int, third: int | None = None
) -> list[Card]:
    """CF-02: the shoe order that deals these two-card totals (punter first, alternately),
    then the punter's third card (when `third` is given) and a card for the banker."""
    p, b = _two(rng, punter), _two(rng, banker)
    rest = [_card(rng, third)] if third is not None else []
    return [p[0], b[0], p[1], b[1], *rest, _any(rng), _any(rng)]


# --------------------------------------------------------------------------- drawing rule

# A question: which hand, the punter's and banker's two-card totals, the punter's third card.
Cell = tuple[Hand, int, int, int | None]

# DECISION: the cells trainees miss are taken to be the two options (3 against 9, 5 against
# 4) and their neighbours in the PB-11 rows, the banker with 0, and the punter on 5.
HARD_BANKER: tuple[tuple[int, int | None], ...] = (
    (3, 9), (3, 8), (5, 4), (5, 3), (5, 5), (4, 1), (4, 2), (4, 8),
    (6, 5), (6, 6), (6, None), (5, None), (0, 9), (0, None),
)  # fmt: skip


def _banker_cell(rng: random.Random, banker: int, third: int | None) -> Cell:
    # The punter stood only on 5-7 and drew only on 0-5 (CF-03).
    punter = rng.randint(5, 7) if third is None else rng.randint(0, 5)
    return ("banker", punter, banker, third)


def _pick_cell(rng: random.Random, level: int) -> Cell:
    roll = rng.random()
    if roll < 0.08 and level >= 2:  # a natural: no card for anyone (CF-02)
        natural, other = rng.randint(8, 9), rng.randint(0, 7)
        asked: Hand = rng.choice(("punter", "banker"))
        if rng.random() < 0.5:
            return (asked, natural, other, None)
        return (asked, other, natural, None)
    if level == 1:
        if roll < 0.5:
            return ("punter", rng.randint(0, 7), rng.randint(0, 7), None)
        return _banker_cell(rng, rng.randint(0, 7), None)
    if level == 2:
        if roll < 0.3:
            return ("punter", rng.randint(0, 7), rng.randint(0, 7), None)
        return _banker_cell(rng, rng.randint(0, 7), rng.choice([*range(10), None]))
    if level == 4 and roll < 0.2:  # the punter on 5 (or another total) asks advice
        return ("advice", rng.choice((5, 5, 5, rng.randint(0, 7))), rng.randint(0, 7), None)
    if roll < 0.75:
        return _banker_cell(rng, *rng.choice(HARD_BANKER))
    if roll < 0.85:
        return ("punter", rng.choice((4, 5, 6)), rng.randint(0, 7), None)
    return _banker_cell(rng, rng.randint(0, 7), rng.choice([*range(10), None]))


def _answer(can_draw: bool, can_stand: bool) -> str:
    if can_draw and can_stand:
        return "option"
    return "draw" if can_draw else "stand"


def drawing_rule_draft(
    cards: Sequence[Card | str],
    hand: Hand,
    rulebook: Rulebook,
    punter_draws: bool = False,
    free_play: bool = False,
) -> Draft:
    """The moment `hand` must decide, in a coup dealt from `cards`: the engine's answer.

    Before a banker question the punter draws (`punter_draws`) or stands; the engine refuses
    a punter action its table forbids, so a question never rests on an illegal coup. The
    prompt says, as the croupier announces it (CF-07), whether play follows the drawing tables
    or is free (`free_play`: the punter went banco and the inspector lifted the tables)."""
    if free_play and hand == "advice":
        raise ValueError("advice is asked under the tables (CF-03), not in free play")
    coup = Coup(rulebook, Shoe.stacked(cards), Decimal(1000), free_play)
    coup.banco("punter")
    coup.deal()
    p2, b2 = coup.punter_total, coup.banker_total
    rules: tuple[str, ...]
    if coup.phase is Phase.SETTLING:  # a natural: CF-02
        who = "punter" if p2 >= 8 else "banker"
        answer, rules = "natural", ("CF-02",)
        steps = (text(f"{PREFIX}.drawing-rule.step_natural_{who}", "CF-02", total=max(p2, b2)),)
    elif hand == "advice":
        answer, rules = coup.advice().advice.value, ("CF-03",)  # the engine's advice
        steps = (text(f"{PREFIX}.drawing-rule.step_advice", "CF-03", total=p2),)
    elif hand == "punter":
        answer = _answer(coup.can_punter_draw(), coup.can_punter_stand())
        if free_play:  # CF-07: the tables are lifted
            rules = ("CF-07",)
            steps = (text(f"{PREFIX}.drawing-rule.step_free_punter", "CF-07", total=p2),)
        else:
            rules = ("CF-03",)
            steps = (text(f"{PREFIX}.drawing-rule.step_punter_{answer}", "CF-03", total=p2),)
    else:
        coup.punter_draw() if punter_draws else coup.punter_stand()
        answer = _answer(coup.can_banker_draw(), coup.can_banker_stand())
        third = coup.punter_third
        if free_play:  # CF-07; a banker with 0 still draws (seed 000, 8.VI)
            rules = ("CF-07",)
            key = "step_free_banker_0" if b2 == 0 else "step_free_banker"
            step = text(f"{PREFIX}.drawing-rule.{key}", "CF-07", total=b2)
        elif third is None:
            rules = ("CF-04",)
            step = text(f"{PREFIX}.drawing-rule.step_stood_{answer}", "CF-04", total=b2)
        else:
            rules = ("CF-04",)
            step = text(
                f"{PREFIX}.drawing-rule.step_third_{answer}", "CF-04", total=b2, third=third
            )
        steps = (step,)
    scene = coup.scene()
    play = "free" if free_play else "tables"
    return Draft(
        prompt=text(f"{PREFIX}.drawing-rule.prompt_{hand}_{play}", total=p2),
        scene=replace(scene, info={}, highlight=("banker" if hand == "banker" else "punter",)),
        kind="choice",
        expected=answer,
        rules=rules,
        solution=steps,
        options=tuple(
            Option(key, text(code))
            for key, code in (
                ("draw", "common.draw"),
                ("stand", "common.stand"),
                ("option", f"{PREFIX}.drawing-rule.option"),
                ("natural", f"{PREFIX}.drawing-rule.natural"),
            )
        ),
        hints=(
            text(f"{PREFIX}.drawing-rule.hint_punter", "CF-03"),
            text(f"{PREFIX}.drawing-rule.hint_banker", "CF-04"),
            text(f"{PREFIX}.drawing-rule.hint_free", "CF-07"),
        ),
    )


# DECISION: a few level-4 questions are in free play (CF-07), so the trainee reads the
# croupier's announcement instead of assuming the tables.
FREE_PLAY_SHARE = 0.15


def _build_drawing_rule(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    hand, punter, banker, third = _pick_cell(rng, level)
    option_on_5 = rulebook.chemin_de_fer.punter_option_on_5
    if hand == "banker" and third is not None and punter == 5 and not option_on_5:
        punter = rng.randint(0, 4)  # CF-03: without the option a punter on 5 stands
    cards = coup_cards(rng, punter, banker, third)
    free = level == 4 and hand != "advice" and rng.random() < FREE_PLAY_SHARE
    return drawing_rule_draft(cards, hand, rulebook, punter_draws=third is not None, free_play=free)


# --------------------------------------------------------------------------- cagnotte

_BANKS = {
    1: ("100", "200", "500", "1000"),
    2: ("200", "300", "400", "600", "800"),
    3: ("250", "350", "450", "750", "1200"),
    4: ("235", "385", "615", "1170", "1890"),
}
_STAKES = {
    1: ("20", "40", "50", "100"),
    2: ("30", "60", "70", "120", "150"),
    3: ("15", "35", "55", "85", "135"),
    4: ("12.50", "17.50", "37.50", "65", "115", "235"),
}


def _banker_wins(rng: random.Random, rulebook: Rulebook) -> list[Card]:
    """Shoe cards for a coup the engine's banker wins."""
    for _ in range(500):
        cards = [_any(rng) for _ in range(6)]
        coup = Coup(rulebook, Shoe.stacked(cards), Decimal(1))
        coup.banco("p")
        coup.deal()
        coup.play_out()
        if coup.settle().result.winner == "banker":
            return cards
    raise RuntimeError("no banker win found")  # pragma: no cover - p(fail) ~ 1e-140


def _policy(rulebook: Rulebook) -> str:
    """Which rounding the question states: to the smallest chip (MO-03) or to the cent under
    the house's `exact` setting (MO-05). A trainee cannot answer without knowing it."""
    return "cent" if rulebook.payout_rounding is Rounding.EXACT else "chip"


def cagnotte_draft(
    cards: Sequence[Card | str],
    bank: Decimal,
    stakes: Sequence[Decimal],
    ask: Literal["cagnotte", "bank"],
    rulebook: Rulebook,
) -> Draft:
    """A coup the banker wins: the cagnotte (CF-05, 5% fixed by the decree) or the bank after
    it, from the engine. The cagnotte is an amount the house takes, rounded up to the smallest
    chip (MO-03) or to the cent (MO-05); the worked solution shows the exact 5% and the
    rounding."""
    coup = Coup(rulebook, Shoe.stacked(cards), bank)
    for n, stake in enumerate(stakes, start=1):
        coup.place_bet(PunterBet(f"punter{n}", stake))
    coup.deal()
    coup.play_out()
    scene = coup.scene()
    result = coup.settle().result
    if result.winner != "banker" or result.cagnotte_rounded is None:
        raise ValueError("a cagnotte question needs a coup the banker wins")
    rate = _percent(CAGNOTTE_RATE)
    won = (
        text(f"{PREFIX}.cagnotte.step_won_one", "CF-01", won=result.banker_won)
        if len(stakes) == 1
        else text(
            f"{PREFIX}.cagnotte.step_won",
            "CF-01",
            stakes=" + ".join(str(s) for s in stakes),
            won=result.banker_won,
        )
    )
    steps = [won]
    rounding = rounding_step(result.cagnotte_rounded)
    if rounding is None:
        steps.append(
            text(
                f"{PREFIX}.cagnotte.step_cut",
                "CF-05",
                won=result.banker_won,
                rate=rate,
                cagnotte=result.cagnotte,
            )
        )
    else:
        steps += [
            text(f"{PREFIX}.cagnotte.step_cut_of", "CF-05", won=result.banker_won, rate=rate),
            rounding,
        ]
    if ask == "bank":
        steps.append(
            text(
                f"{PREFIX}.cagnotte.step_bank",
                "CF-05",
                bank=bank,
                won=result.banker_won,
                cagnotte=result.cagnotte,
                after=result.bank_after,
            )
        )
    rounded = (result.cagnotte_rounded.rule,) if result.cagnotte_rounded.rule else ()
    return Draft(
        prompt=text(
            f"{PREFIX}.cagnotte.prompt_{ask}_{_policy(rulebook)}",
            bank=bank,
            punter=result.punter_total,
            banker=result.banker_total,
            rate=rate,
            chip=rulebook.chip_set.smallest,
        ),
        scene=replace(scene, highlight=("bank",)),
        kind="amount",
        expected=str(result.cagnotte if ask == "cagnotte" else result.bank_after),
        rules=("CF-01", "CF-05", *rounded),
        solution=tuple(steps),
        hints=(text(f"{PREFIX}.cagnotte.hint", "CF-05", rate=rate),),
    )


def _percent(rate: Fraction) -> str:
    """5/100 -> "5" (a label for the rate, never an amount)."""
    value = rate * 100
    return str((Decimal(value.numerator) / Decimal(value.denominator)).normalize())


def _build_cagnotte(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    bank = Decimal(rng.choice(_BANKS[level]))
    count = 1 if level == 1 else rng.randint(2, 3 if level < 4 else 5)
    stakes: list[Decimal] = []
    for _ in range(count):
        left = bank - sum(stakes, Decimal(0))
        choices = [Decimal(s) for s in _STAKES[level] if Decimal(s) <= left]
        if not choices:
            break
        stakes.append(rng.choice(choices))
    if level == 1 and rng.random() < 0.5:
        stakes = [bank]  # banco: the whole bank
    ask: Literal["cagnotte", "bank"] = (
        "cagnotte" if level <= 2 else rng.choice(("cagnotte", "bank"))
    )
    return cagnotte_draft(_banker_wins(rng, rulebook), bank, stakes, ask, rulebook)


# --------------------------------------------------------------------------- incidents


Section = Literal["IV", "V", "VI", "VII", "VIII"]
SECTIONS: tuple[Section, ...] = get_args(Section)


@dataclass(frozen=True, slots=True)
class Incident:
    """One case of the decree's epígraf 8 (seed 000, sections IV-VIII): the situation at the
    table and its remedy, both messages of `chemin_de_fer_incidents.toml`."""

    id: str
    section: Section
    rule: str = "CF-06"

    @property
    def dealing_error(self) -> bool:
        """Section VIII: an error or infringement, as against a procedure (IV-VII)."""
        return self.section == "VIII"

    def code(self, part: Literal["incident", "remedy"]) -> str:
        """The message of the situation ("incident") or of its remedy ("remedy")."""
        return f"{INCIDENT_MESSAGES}.{self.id}.{part}"


@cache
def incidents() -> tuple[Incident, ...]:
    """Every incident in the order of the decree, read from its one home, the messages file
    (each incident's table holds its section as `_section`, data beside its two messages)."""
    source = resources.files(MESSAGES_PACKAGE).joinpath(f"{INCIDENT_MESSAGES}.toml")
    data = tomllib.loads(source.read_text("utf-8"))
    found = []
    for key, table in data.items():
        if key == "section":
            continue  # the sections' titles
        section = table[f"{DATA_PREFIX}section"]
        if section not in SECTIONS:
            raise ValueError(f"incident {key}: no section {section} in epígraf 8")
        found.append(Incident(key, section))
    return tuple(found)


def incident(incident_id: str) -> Incident:
    for item in incidents():
        if item.id == incident_id:
            return item
    raise KeyError(f"no chemin de fer incident '{incident_id}'")


def in_section(section: Section) -> tuple[Incident, ...]:
    return tuple(i for i in incidents() if i.section == section)


_INCIDENT_SHAPE = {  # (sections asked, options shown, distractors from the same section)
    1: (("VIII",), 3, False),
    2: (("IV", "V", "VI", "VII", "VIII"), 4, False),
    3: (("VIII",), 4, True),
    4: (("IV", "V", "VI", "VII", "VIII"), 5, True),
}


def incident_draft(incident: Incident, options: Sequence[Incident], rulebook: Rulebook) -> Draft:
    """The incident as the question, its remedy among others' as the options (CF-06)."""
    if incident not in options:
        raise ValueError("the incident's own remedy must be among the options")
    table = Coup(rulebook, Shoe.stacked([]), Decimal(1000))
    section = f"{INCIDENT_MESSAGES}.section.{incident.section}"
    question = translate(incident.code("incident"), "en").endswith("?")
    return Draft(
        prompt=text(
            f"{PREFIX}.incidents.prompt_question" if question else f"{PREFIX}.incidents.prompt",
            section=section,
            incident=incident.code("incident"),
        ),
        scene=replace(table.scene(), info={"section": incident.section}),
        kind="choice",
        expected=incident.id,
        rules=(incident.rule,),
        solution=(
            text(
                f"{PREFIX}.incidents.step",
                incident.rule,
                section=section,
                remedy=incident.code("remedy"),
            ),
        ),
        options=tuple(Option(i.id, Text(i.code("remedy"))) for i in options),
        hints=(text(f"{PREFIX}.incidents.hint", incident.rule),),
    )


def _build_incidents(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    sections, shown, same_section = _INCIDENT_SHAPE[level]
    asked = rng.choice([i for i in incidents() if i.section in sections])
    pool = [
        i for i in incidents() if i.id != asked.id and (i.section == asked.section) == same_section
    ]
    options = [asked, *rng.sample(pool, shown - 1)]
    rng.shuffle(options)
    return incident_draft(asked, options, rulebook)


# --------------------------------------------------------------------------- deux tableaux

# The settlement answers: a stake's fate, the uncovered stake named "void" (BD-02, BD-03).
_DT_ANSWER = {"lost": "lose", "won": "win", "push": "push", "returned": "void"}
_DT_SHAPE = {  # (bank mode, bets, banks, stakes)
    1: ("open", 2, ("500", "1000"), ("50", "100", "200")),
    2: ("open", 3, ("500", "1000", "2000"), ("40", "60", "80", "150", "250")),
    3: ("limited", 4, ("200", "300", "400", "500"), ("50", "75", "100", "120", "150")),
    4: (
        "limited",
        6,
        ("250", "350", "475", "615"),
        ("37.50", "55", "65", "85", "115", "135", "162.50"),
    ),
}


def _seated(priority: int) -> str:
    """Seats 1-9 by their numbers from the banker's right; standing players after them, in
    the same order (seed 000 8.IV)."""
    return "seat" if priority <= 9 else "standing"


def _player(priority: int) -> str:
    return f"seat{priority}" if priority <= 9 else f"standing{priority - 9}"


def _dt_line_step(spot: str, bet: PunterBet, line: Line) -> Text:
    """One bet's line of the worked solution: uncovered (void, BD-03), its side void (CF-01),
    or won or lost on the part the bank covers (BD-02), the rest handed back."""
    if line.outcome == "returned":  # BD-02/BD-03: the bank was exhausted before this bet
        return text(f"{PREFIX}.deux-tableaux.step_void", "BD-03", spot=spot, stake=bet.amount)
    outcome = _DT_ANSWER[line.outcome]
    part = "full" if line.covered == bet.amount else "part"
    amount = Decimal(0) if line.outcome == "push" else line.amount
    return text(
        f"{PREFIX}.deux-tableaux.step_{outcome}_{part}",
        line.rule,
        spot=spot,
        amount=amount,
        covered=line.covered,
        stake=bet.amount,
        rest=bet.amount - line.covered,
    )


def deux_tableaux_draft(
    cards: Sequence[Card | str],
    bank: Decimal,
    mode: dt.Mode,
    bets: Sequence[tuple[dt.Side, int, Decimal]],
    punter_on_5: Action,
    banker: Action,
    rulebook: Rulebook,
) -> Draft:
    """A coup of baccarat à deux tableaux played and settled by the engine (BD-01..BD-03).

    `bets` are (side, priority, stake); the punters follow CF-03 (`punter_on_5` on their
    option) and the banker draws or stands as `banker` says (BD-03). A bet the limited bank
    does not reach is "void" whatever its side does, even when that side ties: the bank was
    exhausted before the cards were dealt (BD-02, BD-03), so one answer is right."""
    coup = dt.Coup(rulebook, Shoe.stacked(cards), bank, mode)
    for side, priority, stake in bets:
        coup.place_bet(PunterBet(_player(priority), stake, side, priority))
    coup.deal()
    coup.play_out(punter_on_5, banker)
    scene = coup.scene()
    result = coup.settle().result
    expected: dict[str, dict[str, str]] = {}
    steps = [
        text(
            f"{PREFIX}.deux-tableaux.step_side",
            "BD-03",
            side=f"{PREFIX}.deux-tableaux.side.{s.side}",
            total=s.total,
            banker=s.banker_total,
            result=f"{PREFIX}.deux-tableaux.result.{s.winner or 'void'}",
        )
        for s in result.sides
    ]
    if mode == "limited":
        steps.append(text(f"{PREFIX}.deux-tableaux.step_limited", "BD-02", bank=bank))
    options = []
    for bet, line in zip(coup.bets, result.lines, strict=True):
        spot = coup.spot(bet)
        outcome = _DT_ANSWER[line.outcome]
        amount = line.amount if line.outcome in ("won", "lost") else Decimal(0)
        expected[spot] = settlement_entry(outcome, amount)
        steps.append(_dt_line_step(spot, bet, line))
        options.append(
            Option(
                spot,
                text(
                    f"{PREFIX}.deux-tableaux.item",
                    spot=spot,
                    player=f"{PREFIX}.deux-tableaux.player.{_seated(bet.priority)}",
                    number=bet.priority if bet.priority <= 9 else bet.priority - 9,
                    stake=bet.amount,
                ),
            )
        )
    right, left = result.sides
    return Draft(
        prompt=text(
            f"{PREFIX}.deux-tableaux.prompt",
            bank=bank,
            mode=f"{PREFIX}.deux-tableaux.mode.{mode}",
            right=right.total,
            left=left.total,
            banker=coup.total("banker"),
        ),
        scene=scene,
        kind="settlement",
        expected=expected,
        rules=tuple(sorted({"BD-02", "BD-03", "CF-01", *(x.rule for x in result.lines)})),
        solution=tuple(steps),
        options=tuple(options),
        outcomes=tuple(
            Option(k, text(f"{PREFIX}.deux-tableaux.outcome.{k}"))
            for k in ("win", "lose", "push", "void")
        ),
        hints=(text(f"{PREFIX}.deux-tableaux.hint", "BD-02"),),
    )


def _build_deux_tableaux(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    mode, count, banks, stakes = _DT_SHAPE[level]
    bank = Decimal(rng.choice(banks))
    if mode == "limited":  # BD-02: a limited bank is formed with at most the house maximum
        bank = min(bank, rulebook.chemin_de_fer.bank_max)
    priorities = rng.sample(range(1, 13), count)
    sides: list[dt.Side] = [
        "right",
        "left",
        *(rng.choice(("right", "left")) for _ in range(count - 2)),
    ]
    bets = [
        (side, p, Decimal(rng.choice(stakes))) for side, p in zip(sides, priorities, strict=True)
    ]
    bets.sort(key=lambda b: (b[0] != "right", b[1]))
    cards = [_any(rng) for _ in range(9)]
    punter_on_5 = rng.choice((Action.DRAW, Action.STAND))
    banker = rng.choice((Action.DRAW, Action.STAND))
    return deux_tableaux_draft(cards, bank, mode, bets, punter_on_5, banker, rulebook)  # type: ignore[arg-type]


# --------------------------------------------------------------------------- catalogue

DRILLS = (
    Drill(
        "chemin_de_fer.drawing-rule",
        "chemin_de_fer",
        levels(
            None,
            6,
            4,
            3,
            (
                "the punter; the banker when the punter stood",
                "every cell of both tables",
                "the options and the cells around them",
                "at table speed, with advice on 5",
            ),
        ),
        _build_drawing_rule,
    ),
    Drill(
        "chemin_de_fer.cagnotte",
        "chemin_de_fer",
        levels(
            None,
            8,
            10,
            8,
            ("banco, round bank", "several punters", "the bank after", "awkward stakes"),
        ),
        _build_cagnotte,
    ),
    Drill(
        "chemin_de_fer.incidents",
        "chemin_de_fer",
        levels(
            None,
            30,
            25,
            20,
            (
                "dealing errors, three remedies",
                "every section, four remedies",
                "dealing errors among each other",
                "every section, five remedies of the same section",
            ),
        ),
        _build_incidents,
    ),
    Drill(
        "chemin_de_fer.deux-tableaux",
        "chemin_de_fer",
        levels(
            None,
            25,
            35,
            45,
            (
                "open bank, two bets",
                "open bank, three bets",
                "limited bank",
                "limited bank, six bets",
            ),
        ),
        _build_deux_tableaux,
    ),
)
