"""``calc megaciv value`` against a public commodity list it was not built from: a differential check.

The shipped cards (assets/megaciv.json, ruling C201) come from bubba0077/MegaCiv
``Civ_Constants.xml``. The table below is another public list, copied by hand from
the Mega Empires Assistant (jscott1989/megaempiresassistant ``lib/game/trade_goods.dart``):
each commodity's base value (its stack), its most cards ("max"), its block ("game":
western or eastern) and the 9-player cards ("minPlayers: 9"). From it the expected
answer is worked out with the set formula (000 rule 28.51, C201: cards x cards x value)
for every count from 1 to one past the most, and compared with what the command prints,
at 5 players (one block: the commodity's own), 9 (one block, the five-per-stack
commodities added) and 18 (both blocks together: "players may trade with players from
either side", so a hand's limit is the list's "max").

Run ``python -m tests.cli.test_calc_megaciv_public_list`` to print the counts.
"""

from __future__ import annotations

import pytest

from tests.cli.conftest import run_cli

# name as that list spells it, block, base value, max, used only from 9 players (minPlayers: 9)
PUBLIC = [
    ("Ochre", "west", 1, 9, False), ("Flax", "east", 1, 9, False), ("Clay", "west", 1, 9, False),
    ("Hides", "east", 1, 9, False), ("Bone", "west", 1, 8, True),
    ("Papyri", "west", 2, 8, False), ("Stone", "east", 2, 8, False), ("Iron", "west", 2, 8, False),
    ("Furs", "east", 2, 8, False), ("Wax", "west", 2, 8, True),
    ("Fish", "west", 3, 8, False), ("Timber", "east", 3, 8, False), ("Fruit", "west", 3, 9, False),
    ("Salt", "east", 3, 9, False), ("Ceramics", "west", 3, 8, True),
    ("Wool", "west", 4, 7, False), ("Cotton", "east", 4, 7, False), ("Oil", "west", 4, 8, False),
    ("Sugar", "east", 4, 8, False), ("Grain", "west", 4, 8, True),
    ("Wine", "west", 5, 6, False), ("Lacquer", "east", 5, 6, False), ("Textiles", "west", 5, 7, False),
    ("Livestock", "east", 5, 7, False), ("Glass", "west", 5, 6, True),
    ("Tin", "west", 6, 5, False), ("Silver", "east", 6, 5, False), ("Copper", "west", 6, 6, False),
    ("Bronze", "east", 6, 6, False), ("Lead", "west", 6, 6, True),
    ("Resin", "west", 7, 5, False), ("Jade", "east", 7, 5, False), ("Incense", "west", 7, 6, False),
    ("Spice", "east", 7, 6, False), ("Herbs", "west", 7, 6, True),
    ("Marble", "west", 8, 4, False), ("Dye", "east", 8, 4, False), ("Gemstones", "west", 8, 5, False),
    ("Tea", "east", 8, 5, False), ("Obsidian", "west", 8, 4, True),
    ("Ivory", "west", 9, 4, False), ("Silk", "east", 9, 4, False), ("Gold", "west", 9, 5, False),
    ("Pearls", "east", 9, 5, False), ("Amber", "west", 9, 4, True),
]

#: The one name the two lists spell differently: the Mega Empires Assistant's "Papyri" is Papyrus here.
SPELLING = {"Papyri": "papyrus"}

COUNTS = (5, 9, 18)


def expected(players: int, base: int, most: int, nine: bool, cards: int) -> int | None:
    """The set's value by 28.51 (cards x cards x value), or None where the game has no such hand."""
    used = not nine or players >= 9
    return cards * cards * base if used and cards <= most else None


def checks(players: int) -> list[tuple[str, int, int | None, int | None]]:
    """(commodity, cards, expected value, value answered) for every commodity and count.

    The answer is :func:`companion.calc.megaciv.value`, which ``calc megaciv value --json`` prints
    (tests/calc/test_layering.py); the data is loaded once instead of once per hand.
    """
    from companion.calc import megaciv as answers
    from companion.edition.packs import megaciv
    from companion.errors import CompanionError

    pack = megaciv.load()
    found = []
    for name, block, base, most, nine in PUBLIC:
        card = SPELLING.get(name, name.lower())
        for cards in range(1, most + 2):
            try:
                answered = answers.value(pack, {card: cards}, players, block if players <= 11 else None).data["total"]
            except CompanionError:
                answered = None
            found.append((card, cards, expected(players, base, most, nine, cards), answered))
    return found


@pytest.mark.parametrize("players", COUNTS)
def test_every_commodity_at_every_count_agrees_with_the_public_list(players):
    """n x n x value up to the list's cards, refused one past them (and at 5 players the 9-player commodities
    are refused at every count)."""
    differences = [c for c in checks(players) if c[2] != c[3]]
    assert differences == []


def test_the_command_line_prints_the_same():
    """A few of those hands through the command line itself: 9 Hides (East) at 5 players, 8 Bone at 18."""
    assert run_cli("calc", "megaciv", "value", "--players", "5", "--block", "east", "hides=9", "--json").json()[
        "total"
    ] == 9 * 9 * 1
    assert run_cli("calc", "megaciv", "value", "--players", "18", "bone=8", "--json").json()["total"] == 8 * 8 * 1
    assert run_cli("calc", "megaciv", "value", "--players", "18", "bone=9").code == 2


def test_the_list_has_45_commodities_as_the_shipped_data():
    from companion.edition.packs import megaciv

    shipped = {c.id for c in megaciv.load().deck.commodities}
    listed = {SPELLING.get(name, name.lower()) for name, *_ in PUBLIC}
    assert len(PUBLIC) == 45 and listed == shipped


if __name__ == "__main__":
    for n in COUNTS:
        rows = checks(n)
        same = sum(1 for r in rows if r[2] == r[3])
        print(f"{n} players: {len(rows)} hands, {same} agree, {len(rows) - same} differ")
        for row in rows:
            if row[2] != row[3]:
                print("  differs:", row)
