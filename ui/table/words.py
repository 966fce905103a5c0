"""The table session in the trainee's words: hands and bets, acts, what happens at the table.

Acts, targets and cues are data in the core (`trainer.table`: "pay box3 37.50", "box4 (11):
double"); the trainee reads them here in Catalan, Spanish or English. Spot names come from the
core's catalogue where it has them (`trainer.i18n.spot_words`, the roulette spots); the rest
are Qt translations (`ui/i18n/*.ts`), so every word follows the language chosen in Settings.
A targeted act reads "target: what is done" ("Casella 3: paga 37,50 €"), which needs no
article or preposition to agree with the target in any of the three languages.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from trainer.i18n import spot_words
from trainer.i18n import translate as core_words
from trainer.money import format_amount
from trainer.table.acts import Act

_SEAT = re.compile(r"^seat(\d+)(?::(player|banker|tie|commission))?$")
_ROULETTE = re.compile(r"^(plein|cheval|transversale|carre|sixain|column|dozen|two_\w+):")
_SIMPLE = ("rouge", "noir", "pair", "impair", "manque", "passe")
_TQ = ("noir", "rouge", "couleur", "inverse")
PLAYER_SEAT = re.compile(r"^p\d+$")
_DECISION = re.compile(r"^(box\d+(?:-h\d+)?) \(([^)]*)\): (hit|stand|double|split)$")
_INSURANCE = re.compile(r"^(box\d+) takes insurance, (.+)$")
_LATE = re.compile(r"^a player (?:puts|pushes) (.+) on(?:to)? (\S+)$")
_PAST_POST = re.compile(r"^a player slides a chip onto (\S+)$")
_BALL = re.compile(r"^the ball falls in (\d+)$")
_FACE_UP = re.compile(r"^the next card in the shoe is face up: (\S+)$")
_PRISON_CHOICE = re.compile(r"^(\S+) on (\S+): (half|prison)$")
_TQ_LATE = re.compile(r"^(p\d+) puts (.+) on (\w+)$")
_REFAIT_CHOICE = re.compile(r"^()(\w+@p\d+): (half|prison)$")
_WHEEL = re.compile(r"^the wheel last turned (clockwise|anticlockwise)$")


def translate(context: str, text: str) -> str:
    """Qt's translation of `text` (pyside6-lupdate finds the literal calls; a count's words
    call `QCoreApplication.translate(context, text, "", n)` so that it finds them too)."""
    return QCoreApplication.translate(context, text)


def table_name(game: str) -> str:
    """A table's name: the game's (`ui.games`), baccarat à deux tableaux's too."""
    if game == "deux_tableaux":
        return translate("TableWords", "Baccarat à deux tableaux")
    from ui.games import game_name

    return game_name(game)


# ---------------------------------------------------------------------- hands and bets


def target_words(ident: str, locale: str, locale_rows: bool = False) -> str:
    """A hand or bet id in words: "box3-h2" → "Casella 3, mà 2", "plein:17" → "Ple 17";
    with `locale_rows`, "noir" and "rouge" are trente et quarante's rows of cards."""
    if ident == "dealer":
        return translate("TableWords", "Dealer")
    if ident in ("player", "banker"):
        return core_words(f"punto_banco.side.{ident}", locale).capitalize()
    if ident == "punter":
        return translate("TableWords", "Punter")
    if PLAYER_SEAT.match(ident):  # a chemin de fer punter by his seat: "p5"
        from ui.felt.words import label_words

        return label_words(ident, locale).capitalize()
    if ident.startswith("prison:"):
        spot = target_words(ident.removeprefix("prison:"), locale)
        return translate("TableWords", "{spot} (in prison)").format(spot=spot)
    seat = _SEAT.match(ident)
    if seat:
        number, side = seat.groups()
        if side in ("player", "banker", "tie"):
            params = {"seat": number, "side": f"punto_banco.side.{side}"}
            return core_words("punto_banco.settle-coup.spot", locale, params)
        return translate("TableWords", "Seat {n}").format(n=number)
    if "/" in ident:  # boule's second layout
        spot, _, layout = ident.partition("/")
        return translate("TableWords", "{spot}, layout {n}").format(
            spot=target_words(spot, locale), n=layout
        )
    if ident in ("noir", "rouge") and locale_rows:
        return _row_words(ident)
    if "@" in ident:  # trente et quarante: "couleur@p1"
        from ui.felt.words import label_words
        from ui.table.calls import tq_word

        chance, _, player = ident.partition("@")
        where = tq_word(chance).capitalize() if chance in _TQ else spot_words(chance, locale)
        return f"{where}, {label_words(player, locale)}"
    if ident.startswith("number:"):
        return translate("TableWords", "Number {n}").format(n=ident.removeprefix("number:"))
    if ident in _SIMPLE or _ROULETTE.match(ident):
        return _roulette_spot(ident, locale)
    return spot_words(ident, locale)


def _row_words(row: str) -> str:
    if row == "noir":
        return translate("TableWords", "Black row")
    return translate("TableWords", "Red row")


def _roulette_spot(spot: str, locale: str) -> str:
    from trainer.drills.roulette import spot_text  # the roulette drills' words for spots

    try:
        text = spot_text(spot)
    except KeyError:
        return spot
    return core_words(text.code, locale, text.params)


# ---------------------------------------------------------------------- acts


def act_words(act: Act, game: str, locale: str, duty: str = "") -> str:
    """What an act does, in words (the expected act in feedback, the Learn prompt)."""
    from ui.table.calls import call_text, said_act_words

    said = said_act_words(act) if game in ("punto_banco", "chemin_de_fer") else None
    if said is not None:
        return said
    if act.target:
        return _targeted(act, locale, rows=game == "trente_quarante" and act.family == "deal")
    return call_text(act, game, locale, duty)


def _targeted(act: Act, locale: str, rows: bool = False) -> str:
    target = target_words(act.target, locale, rows)
    amount = format_amount(act.amount, locale) if act.amount is not None else ""
    family = act.family
    if family == "deal":
        text = translate("TableWords", "{target}: a card")
    elif family == "draw":
        text = translate("TableWords", "{target}: draws a card")
    elif family == "stand":
        text = translate("TableWords", "{target}: stands")
    elif family == "split":
        text = translate("TableWords", "{target}: split the pair")
    elif family == "collect":
        text = translate("TableWords", "{target}: collect")
    elif family == "pay":
        text = translate("TableWords", "{target}: pay {amount}")
    elif family == "correct":
        text = translate("TableWords", "{target}: correct the payout to {amount}")
    elif family == "half":
        text = translate("TableWords", "{target}: half back, {amount}")
    elif family == "prison":
        text = translate("TableWords", "{target}: into prison")
    elif family == "release":
        text = translate("TableWords", "{target}: released")
    elif family == "return":
        text = translate("TableWords", "{target}: handed back")
    elif family == "move":
        text = translate("TableWords", "{target}: moved to its number")
    elif family == "refuse":
        text = translate("TableWords", "{target}: refused")
    elif family == "accept":
        text = translate("TableWords", "{target}: accepted")
    elif family == "commission":
        text = translate("TableWords", "{target}: commission {amount}")
    else:
        return act.text
    return text.format(target=target, amount=amount)


# ---------------------------------------------------------------------- what happens


def cue_words(part: str, locale: str) -> str:
    """One thing that happened at the table, in words; a cue of a shape not known here is
    shown as the table wrote it."""
    if part.startswith("bets: "):
        count = part.count(", ") + 1
        return QCoreApplication.translate("TableWords", "%n bet(s) on the cloth", "", count)
    decision = _DECISION.match(part)
    if decision:
        return _decision(decision, locale)
    if part == "a new shoe":
        return translate("TableWords", "A new shoe")
    insurance = _INSURANCE.match(part)
    if insurance:
        return translate("TableWords", "{target} takes insurance, {amount}").format(
            target=target_words(insurance.group(1), locale),
            amount=_money(insurance.group(2), locale),
        )
    late = _LATE.match(part)
    if late:
        return translate("TableWords", "A player puts {amount} on {target}").format(
            amount=_money(late.group(1), locale), target=target_words(late.group(2), locale)
        )
    tq_late = _TQ_LATE.match(part)
    if tq_late:
        return translate("TableWords", "A player puts {amount} on {target}").format(
            amount=_money(tq_late.group(2), locale),
            target=target_words(f"{tq_late.group(3)}@{tq_late.group(1)}", locale),
        )
    baccarat = _more_baccarat(part, locale)
    if baccarat is not None:
        return baccarat
    past = _PAST_POST.match(part)
    if past:
        return translate("TableWords", "A player slides a chip onto {target}").format(
            target=target_words(past.group(1), locale)
        )
    return _more_cues(part, locale)


def _more_cues(part: str, locale: str) -> str:
    ball = _BALL.match(part)
    if ball:
        return translate("TableWords", "The ball falls in {n}").format(n=ball.group(1))
    face_up = _FACE_UP.match(part)
    if face_up:
        return translate("TableWords", "The next card in the shoe is face up: {card}").format(
            card=face_up.group(1)
        )
    if part == "a chip falls into the wheel":
        return translate("TableWords", "A chip falls into the wheel")
    wheel = _WHEEL.match(part)
    if wheel:
        if wheel.group(1) == "clockwise":
            return translate("TableWords", "The wheel last turned clockwise")
        return translate("TableWords", "The wheel last turned anticlockwise")
    prison = _PRISON_CHOICE.match(part) or _REFAIT_CHOICE.match(part)
    if prison:
        spot = target_words(prison.group(2), locale)
        if prison.group(3) == "half":
            return translate("TableWords", "{spot}: the player takes half back").format(spot=spot)
        return translate("TableWords", "{spot}: the player leaves it in prison").format(spot=spot)
    return part


_BANK = re.compile(r"^bank (.+)$")
_CF_LATE = re.compile(r"^(p\d+) puts (.+) down against the bank$")
_BD_LATE = re.compile(r"^(p\d+) puts (.+) on the (left|right) tableau$")
_SAYS = re.compile(r"^the (?:(left|right) )?(punter|banker) \((\d+)\) says (carta|no)$")
_ADVICE = re.compile(r"^the punter \((\d+)\) asks the croupier's advice$")
_CF_FACE_UP = re.compile(r"^the next card comes out of the shoe face up: (\S+)$")


def _more_baccarat(part: str, locale: str) -> str | None:
    """Chemin de fer's and deux tableaux's cues, or None."""
    bank = _BANK.match(part)
    if bank:
        return translate("TableWords", "The bank: {amount}").format(
            amount=_money(bank.group(1), locale)
        )
    late = _CF_LATE.match(part)
    if late:
        return translate("TableWords", "A player puts {amount} on {target}").format(
            amount=_money(late.group(2), locale), target=target_words(late.group(1), locale)
        )
    late = _BD_LATE.match(part)
    if late:
        where = f"{late.group(3)}@{late.group(1)}"
        return translate("TableWords", "A player puts {amount} on {target}").format(
            amount=_money(late.group(2), locale), target=target_words(where, locale)
        )
    says = _SAYS.match(part)
    if says:
        side, who, total, word = says.groups()
        hand = target_words(side or who, locale)
        if word == "carta":
            return translate("TableWords", "{hand} ({total}) says “carta”").format(
                hand=hand, total=total
            )
        return translate("TableWords", "{hand} ({total}) says “no”").format(hand=hand, total=total)
    advice = _ADVICE.match(part)
    if advice:
        return translate("TableWords", "The punter ({total}) asks your advice").format(
            total=advice.group(1)
        )
    face_up = _CF_FACE_UP.match(part)
    if face_up:
        return translate(
            "TableWords", "The next card comes out of the shoe face up: {card}"
        ).format(card=face_up.group(1))
    return None


def _decision(match: re.Match[str], locale: str) -> str:
    hand = target_words(match.group(1), locale)
    total = match.group(2)
    if total.startswith("soft "):
        total = core_words("blackjack.total.soft", locale, {"total": total.removeprefix("soft ")})
    choice = match.group(3)
    if choice == "hit":
        text = translate("TableWords", "{hand} ({total}) asks for a card")
    elif choice == "stand":
        text = translate("TableWords", "{hand} ({total}) stands")
    elif choice == "double":
        text = translate("TableWords", "{hand} ({total}) doubles")
    else:
        text = translate("TableWords", "{hand} ({total}) splits")
    return text.format(hand=hand, total=total)


def _money(text: str, locale: str) -> str:
    """An amount written in a cue ("€2.50"), as the trainee's language writes it."""
    from ui.table.coup import amount_in

    amount = amount_in(text)
    return text if amount is None else format_amount(amount, locale)


# ---------------------------------------------------------------------- judgements


def verdict_words(verdict: str) -> str:
    words = {
        "right": translate("TableWords", "Right"),
        "wrong": translate("TableWords", "Wrong"),
        "out_of_order": translate("TableWords", "Out of order"),
        "not_allowed": translate("TableWords", "Not now"),
    }
    return words.get(verdict, verdict)


def red_line_words(red_line: str) -> str:
    """A red line (`procedures.toml`): any of them fails a practical exam."""
    words = {
        "paid_before_collecting": translate(
            "TableWords", "a winner paid before every losing bet was collected"
        ),
        "skipped": translate("TableWords", "a box, hand or bet skipped in the order"),
        "wrong_draw": translate("TableWords", "a wrong draw or stand"),
        "payout_uncorrected": translate(
            "TableWords", "a payout left wrong when the next coup began"
        ),
        "accepted_late_bet": translate("TableWords", "a bet accepted after “no more bets”"),
        "missed_incident": translate("TableWords", "carried on past an incident"),
    }
    return words.get(red_line, red_line)


def family_words(family: str) -> str:
    """An act family, as the report groups acts."""
    words = {
        "deal": translate("TableWords", "Dealing"),
        "draw": translate("TableWords", "Draws"),
        "stand": translate("TableWords", "Stands"),
        "split": translate("TableWords", "Splits"),
        "collect": translate("TableWords", "Collecting"),
        "pay": translate("TableWords", "Paying"),
        "correct": translate("TableWords", "Corrections"),
        "half": translate("TableWords", "Halves back"),
        "prison": translate("TableWords", "Prison"),
        "release": translate("TableWords", "Releases"),
        "return": translate("TableWords", "Stakes handed back"),
        "move": translate("TableWords", "Come bets moved"),
        "refuse": translate("TableWords", "Refusals"),
        "accept": translate("TableWords", "Bets accepted"),
        "commission": translate("TableWords", "Commissions"),
        "cagnotte": translate("TableWords", "Cagnotte"),
        "advise": translate("TableWords", "Advice"),
        "call": translate("TableWords", "Calls"),
        "announce": translate("TableWords", "Announcements"),
        "launch": translate("TableWords", "Launches"),
        "mark": translate("TableWords", "Marking the number"),
        "puck": translate("TableWords", "The puck"),
        "burn": translate("TableWords", "Burning cards"),
        "clear": translate("TableWords", "Clearing the cards"),
    }
    return words.get(family, family)


def mode_words(mode: str) -> str:
    words = {
        "learn": translate("TableWords", "Learn"),
        "guided": translate("TableWords", "Guided"),
        "practice": translate("TableWords", "Practice"),
        "table_ready": translate("TableWords", "Table ready"),
    }
    return words.get(mode, mode)


def mode_about(mode: str) -> str:
    words = {
        "learn": translate("TableWords", "The next act is shown before you do it; no incidents."),
        "guided": translate(
            "TableWords", "A wrong act is answered with the act expected and its rule."
        ),
        "practice": translate(
            "TableWords", "Timed; a quiet mark per act, the list at the end; some incidents."
        ),
        "table_ready": translate(
            "TableWords", "Timed, no help, incidents in a quarter of the coups."
        ),
    }
    return words.get(mode, "")


def unit_words(unit: str) -> str:
    """The pace's unit (`procedures.toml`): rounds, spins, coups, rolls."""
    words = {
        "rounds": translate("TableWords", "rounds"),
        "spins": translate("TableWords", "spins"),
        "coups": translate("TableWords", "coups"),
        "rolls": translate("TableWords", "rolls"),
    }
    return words.get(unit, unit)
