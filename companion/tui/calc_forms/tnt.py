"""Trade and Triumph's computations: Sell, Cards, Hand, End, Winner."""

from __future__ import annotations

from collections.abc import Mapping

from companion.calc import Answer
from companion.calc import tnt as answers
from companion.entry import Vocabulary, read_counts, read_int, read_name, read_rows, read_yes
from companion.entry.packs import regions
from companion.i18n import _, N_
from companion.tui.calc_forms import Box, Form, Pack, Sources

def _sell(sources: Sources, v: Mapping[str, str]) -> Answer:
    return answers.sell(sources.pack("tnt"), read_counts(v["resources"], regions()))


def _cards(sources: Sources, v: Mapping[str, str]) -> Answer:
    at = read_name(v["at"], Vocabulary.of("place", answers.PLACES, field=_("At")))
    return answers.cards(sources.pack("tnt"), read_int(v["cards"], field=_("Cards")), at)


def _hand(sources: Sources, v: Mapping[str, str]) -> Answer:
    return answers.hand(sources.pack("tnt"), read_int(v["cards"], field=_("In hand")))


def _end(sources: Sources, v: Mapping[str, str]) -> Answer:
    rows = read_rows(v["players"], ("vp", "turns"), field=_("Players"))
    players = [(name, vp, turns) for name, (vp, turns) in rows]
    return answers.end(sources.pack("tnt"), players, triggered=read_yes(v.get("triggered", ""), field=_("Triggered")))


def _winner(sources: Sources, v: Mapping[str, str]) -> Answer:
    rows = read_rows(v["players"], ("vp", "gold", "upgrades"), field=_("Players"))
    return answers.winner(sources.pack("tnt"), [(name, vp, gold, up) for name, (vp, gold, up) in rows])


SELL = Form(
    "tnt-sell",
    N_("Sell"),
    ((Box("resources", N_("Resources"), "forest 2, mountain, desert, ocean 3", required=True),),),
    _sell,
    N_("resources: forest, mountain, desert, ocean · 1 VP each, 6 VP a set of four"),
)

CARDS = Form(
    "tnt-cards",
    N_("Cards"),
    ((Box("cards", N_("Cards sold"), "3", required=True), Box("at", N_("At"), "city", required=True)),),
    _cards,
    N_("cards sold from hand: 1 gold each at a trade node, 2 at the city"),
)

HAND = Form(
    "tnt-hand",
    N_("Hand"),
    ((Box("cards", N_("In hand"), "9", required=True),),),
    _hand,
    N_("cards in hand at the end of the turn · hand limit 7"),
)

END = Form(
    "tnt-end",
    N_("End"),
    (
        (Box("players", N_("Players"), "Ada 14 6, Bo 20 6, Cy 9 5", required=True),),
        (Box("triggered", N_("Triggered"), "n"),),
    ),
    _end,
    N_("from the first player: name, VP, turns done; triggered before? · 20 VP ends"),
)

WINNER = Form(
    "tnt-winner",
    N_("Winner"),
    ((Box("players", N_("Players"), "Ada 21 4 2, Bo 21 4 1", required=True),),),
    _winner,
    N_("name, VP, gold, upgrades bought · most VP, then gold, then fewest upgrades"),
)

PACK = Pack("tnt", "Trade & Triumph", (SELL, CARDS, HAND, END, WINNER))
