"""The keys of the table screen, for Help → Keyboard shortcuts (the session screen's docstring
says what each does)."""

from __future__ import annotations

from ui.table.words import translate


def table_keys() -> list[tuple[str, str]]:
    """(keys, what they do), in the order a coup uses them."""
    return [
        (
            translate("TableKeys", "Enter / Space"),
            translate(
                "TableKeys", "The act under the cursor: the next card, a bet collected or paid"
            ),
        ),
        (
            translate("TableKeys", "Tab / Shift+Tab"),
            translate("TableKeys", "Cursor to the next or previous hand or bet, in order"),
        ),
        (
            translate("TableKeys", "Left / Right"),
            translate("TableKeys", "Cursor across the cloth; Up / Down: between hands and bets"),
        ),
        ("1 2 3 … 9", translate("TableKeys", "A chip into the tray, from the smallest")),
        (
            translate("TableKeys", "Backspace / Delete"),
            translate("TableKeys", "The last chip back / the tray emptied"),
        ),
        ("F2 =", translate("TableKeys", "Type an amount: the tray takes the fewest chips")),
        (
            translate("TableKeys", "F3, or a letter"),
            translate("TableKeys", "Say a call in full (Enter says it, Esc leaves it)"),
        ),
        ("F4 … F12", translate("TableKeys", "The acts on the bar under the felt")),
        ("?", translate("TableKeys", "The act due now (it then counts toward no drill)")),
        (
            translate("TableKeys", "Right click"),
            translate("TableKeys", "Put the cursor on a hand or bet without acting"),
        ),
        (
            translate("TableKeys", "Esc"),
            translate("TableKeys", "End the session and see its report"),
        ),
    ]
