"""The house rules in force at a table, in words, for the setup screen: what the trainee is
about to deal under (the rulebook with the house's overrides, `AppContext.rulebook`)."""

from __future__ import annotations

from trainer.money import Ratio, Rounding, format_amount
from trainer.rulebooks import Rulebook
from ui.table.words import translate


def ratio_words(ratio: Ratio) -> str:
    return translate("TableHouse", "{to} to {per}").format(to=ratio.to, per=ratio.per)


def yes_no(on: bool) -> str:
    return translate("TableHouse", "yes") if on else translate("TableHouse", "no")


def house_lines(game: str, rulebook: Rulebook, locale: str) -> list[str]:
    """The game's rules in force, one line each, then the money rules every table shares."""
    lines = _game_lines(game, rulebook, locale)
    chips = ", ".join(format_amount(v, locale) for v in sorted(rulebook.chip_set.values))
    if rulebook.payout_rounding is Rounding.EXACT:
        rounding = translate("TableHouse", "Payouts to the cent (MO-05)")
    else:
        rounding = translate(
            "TableHouse", "Payouts rounded down to the {chip} chip, deductions up (MO-02, MO-03)"
        ).format(chip=format_amount(rulebook.chip_set.smallest, locale))
    lines.append(rounding)
    lines.append(translate("TableHouse", "Chips: {chips}").format(chips=chips))
    lines.insert(0, translate("TableHouse", "Rulebook: {name}").format(name=rulebook.name))
    return lines


def _game_lines(game: str, rulebook: Rulebook, locale: str) -> list[str]:
    if game == "blackjack":
        bj = rulebook.blackjack
        dealer = (
            translate("TableHouse", "The dealer stands on soft 17 (BJ-08)")
            if bj.dealer_stands_soft_17
            else translate("TableHouse", "The dealer draws to soft 17 (BJ-08)")
        )
        return [
            translate("TableHouse", "{decks} decks, {boxes} boxes (BJ-01, BJ-03)").format(
                decks=bj.decks, boxes=bj.boxes
            ),
            _stakes(bj.table_min, bj.table_max, locale),
            translate("TableHouse", "Blackjack pays {bj}, insurance {ins} (BJ-10, BJ-11)").format(
                bj=ratio_words(bj.blackjack_pays), ins=ratio_words(bj.insurance_pays)
            ),
            dealer,
            translate("TableHouse", "Double after a split: {das}; resplit: {resplit}").format(
                das=yes_no(bj.double_after_split), resplit=yes_no(bj.resplit)
            ),
            translate("TableHouse", "Cut card {n} cards from the end (BJ-02)").format(
                n=bj.cut_card_from_end
            ),
        ]
    if game == "roulette":
        ro = rulebook.roulette
        return [
            translate("TableHouse", "Single zero (RO-01)"),
            translate(
                "TableHouse", "Minimum {low}; plein up to {plein}, simple chances up to {simple}"
            ).format(
                low=format_amount(ro.table_min, locale),
                plein=format_amount(ro.plein_max, locale),
                simple=format_amount(ro.simple_max, locale),
            ),
            translate("TableHouse", "En prison on zero: {on} (RO-11)").format(
                on=yes_no(ro.en_prison)
            ),
            translate("TableHouse", "Announced bets: {on} (RO-16)").format(
                on=yes_no(ro.announced_bets)
            ),
        ]
    if game in ("chemin_de_fer", "deux_tableaux"):
        cf = rulebook.chemin_de_fer
        mode = (
            translate("TableHouse", "the bank up to {max} (CF-06)").format(
                max=format_amount(cf.bank_max, locale)
            )
            if cf.bank_mode == "limited"
            else translate("TableHouse", "the bank without a limit (CF-06)")
        )
        return [
            translate("TableHouse", "{decks} decks; {mode}").format(decks=cf.decks, mode=mode),
            translate("TableHouse", "The punter chooses on 5: {on} (CF-03)").format(
                on=yes_no(cf.punter_option_on_5)
            ),
            translate("TableHouse", "Cagnotte: 5 % of the bank's win, rounded up (CF-05, MO-03)"),
        ]
    if game == "trente_quarante":
        tq = rulebook.trente_quarante
        return [
            translate(
                "TableHouse", "{decks} decks; the stop card {n} cards from the end (TQ-06)"
            ).format(decks=tq.decks, n=tq.stop_card_from_end),
            _stakes(tq.table_min, tq.table_max, locale),
            translate("TableHouse", "Every chance pays {pays} (TQ-03)").format(
                pays=ratio_words(tq.pays)
            ),
            translate("TableHouse", "En prison on a refait: {on} (TQ-04)").format(
                on=yes_no(tq.en_prison)
            ),
        ]
    if game == "boule":
        bo = rulebook.boule
        return [
            translate("TableHouse", "Nine numbers; the 5 wins only on a number (BO-01, BO-02)"),
            translate(
                "TableHouse",
                "Minimum {low}; a number up to {number}, simple chances up to {simple}",
            ).format(
                low=format_amount(bo.table_min, locale),
                number=format_amount(bo.number_max, locale),
                simple=format_amount(bo.simple_max, locale),
            ),
            translate(
                "TableHouse", "A number pays {number}, a simple chance {simple} (BO-02)"
            ).format(number=ratio_words(bo.number_pays), simple=ratio_words(bo.simple_pays)),
        ]
    if game == "punto_banco":
        pb = rulebook.punto_banco
        collected = (
            translate("TableHouse", "taken from each win")
            if pb.commission_collection == "immediate"
            else translate("TableHouse", "marked and collected at the end of the shoe")
        )
        return [
            translate("TableHouse", "{decks} decks, {seats} seats").format(
                decks=pb.decks, seats=pb.seats
            ),
            _stakes(pb.table_min, pb.table_max, locale),
            translate("TableHouse", "Tie pays {tie} (PB-04)").format(tie=ratio_words(pb.tie_pays)),
            translate("TableHouse", "Banker commission {rate} %, {collected} (PB-04)").format(
                rate=f"{pb.commission_rate * 100:g}", collected=collected
            ),
        ]
    if game == "craps":
        return _craps_lines(rulebook, locale)
    return []


def _craps_lines(rulebook: Rulebook, locale: str) -> list[str]:
    cr = rulebook.craps
    on_chips = (
        translate("TableHouse", "A die at rest on chips: the roll counts (CR-17)")
        if cr.dice_on_chips_valid
        else translate("TableHouse", "A die at rest on chips: no roll (CR-17)")
    )
    lines = [
        _stakes(cr.table_min, cr.simple_max, locale) + " (CR-15)",
        translate("TableHouse", "Odds up to {percent} % of the line or come bet (CR-11)").format(
            percent=cr.odds_take_max_percent
        ),
        translate("TableHouse", "Place 6 and 8 pay {ratio} (CR-13)").format(
            ratio=ratio_words(cr.place[6])
        ),
        on_chips,
    ]
    if cr.closing_announcement:
        lines.append(
            translate("TableHouse", "The last {n} rolls are announced (CR-18)").format(
                n=cr.last_rolls_announced
            )
        )
    return lines


def _stakes(low: object, high: object, locale: str) -> str:
    from decimal import Decimal

    assert isinstance(low, Decimal) and isinstance(high, Decimal)
    return translate("TableHouse", "Stakes {low} to {high}").format(
        low=format_amount(low, locale), high=format_amount(high, locale)
    )
