"""The trade cards of one trade session, and what the rule packs answer about a hand in it.

Every answer comes from the packs: a Mega Civilization hand is valued by
:func:`companion.rules.megaciv.blocks.game_value` at the session's player count and block (the very
function ``companion calc megaciv value --players N [--block B]`` asks), an Advanced Civilization
hand by :func:`companion.rules.advciv.mining.hand_value_with_mining` (28.51, 28.53); the sets one
card short by :func:`companion.rules.advciv.sets.one_card_from`; the calamity limit by
:func:`companion.rules.megaciv.calamities.select_calamities` (8.). Nothing here restates a rule.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

import msgspec

from companion.rules.advciv.cards import Deck
from companion.rules.advciv.mining import hand_value_with_mining
from companion.rules.advciv.sets import HandValue, hand_value, one_card_from
from companion.rules.megaciv.blocks import game_deck, game_value, games
from companion.rules.megaciv.calamities import CalamityLimit, Selection, calamity_limit, select_calamities
from companion.rules.megaciv.cards import MegaDeck
from companion.rules.megaciv.errors import BlockError
from companion.i18n import N_, _, current

#: A trade check's answer in words (``_(VERDICTS[status])``): Mega Civilization's "Trade" (a deal
#: stands, may be reverted, or may not be made, ruling C207), Advanced Civilization's 28.3.
VERDICTS = {
    "stands": N_("✓ the deal stands"),
    "revertible": N_("⚠ revertible: the receiver may give every card back"),
    "illegal": N_("✗ illegal: the deal may not be made"),
    "breaks 28.3": N_("✗ breaks 28.3"),
}
#: A breach's consequence, after its reason (``_(VERDICTS_SHORT[consequence])``).
VERDICTS_SHORT = {"revertible": N_("revertible"), "illegal": N_("illegal")}


class SessionCards(msgspec.Struct, frozen=True):
    """The cards a session is played with.

    Attributes:
        game: ``"megaciv"`` or ``"advciv"``.
        players: the player count.
        block: the block the table plays (Mega Civilization up to 11 players), else None.
        pack_deck: the pack's whole deck (Mega Civilization: every player count).
        deck: the cards of this game (Mega Civilization: its player count and blocks).
    """

    game: str
    players: int
    block: str | None
    pack_deck: Deck
    deck: Deck

    @property
    def selection(self) -> bool:
        """Whether its rounds have a Calamity Selection (Mega Civilization 8.; Advanced Civilization's
        rule 28 covers trade only)."""
        return isinstance(self.pack_deck, MegaDeck)

    def name(self, card_id: str) -> str:
        """A card's printed name."""
        return self.pack_deck.card(card_id).name

    def tally(self, who: str, cards: Mapping[str, int]) -> dict[str, int]:
        """``{card id: count}`` in table order, checked against the cards of this game.

        Raises:
            UnknownNameError, CountError, BlockError: a card the game does not have, or more of it.
        """
        self.value(cards)
        return self.deck.tally(who, cards)

    def value(self, cards: Mapping[str, int]) -> HandValue:
        """A hand's sets and total (28.51; Mega Civilization at this count and block, rulings C201, C203).

        Raises:
            UnknownNameError, CountError, BlockError: as :func:`game_value`.
        """
        if isinstance(self.pack_deck, MegaDeck):
            return game_value(self.pack_deck, self.players, cards, self.block)[1]
        return hand_value(self.deck, cards)

    def hand(self, cards: Mapping[str, int], *, mining: bool = False) -> dict[str, Any]:
        """What a player's own page shows of their hand, JSON-ready: ``{"sets": [{"id", "name", "cards",
        "value"}], "total", "calamities": [{"id", "name", "cards", "major", "tradable"}], "one_card":
        [{"id", "name", "cards", "gain"}], "mining": {"id", "name", "cards", "gain"} | None}``.

        ``mining``: the player holds Mining (Advanced Civilization 28.53): the set it raises most.
        """
        value = self.value(cards)
        mined = hand_value_with_mining(self.deck, cards).mining if mining else None
        return {
            "sets": [
                {"id": s.commodity, "name": self.name(s.commodity), "cards": s.cards, "value": s.value}
                for s in value.sets
            ],
            "total": value.total + (mined.gain if mined else 0),
            "calamities": [
                {
                    "id": c,
                    "name": self.name(c),
                    "cards": n,
                    "major": bool(getattr(self.pack_deck.card(c), "major", True)),
                    "tradable": bool(getattr(self.pack_deck.card(c), "tradable", True)),
                }
                for c, n in value.calamities
            ],
            "one_card": [
                {"id": n.commodity, "name": self.name(n.commodity), "cards": n.cards, "gain": n.gain}
                for n in one_card_from(self.deck, cards)[:3]
            ],
            "mining": None
            if mined is None
            else {"id": mined.commodity, "name": self.name(mined.commodity), "cards": mined.cards, "gain": mined.gain},
        }

    def check_offer(self, player: str, count: object, named: Sequence[str], given: Mapping[str, int]) -> dict[str, Any]:
        """A player's own side of a proposed deal, checked by the game's trade rules (Mega Civilization's
        "Trade": at least 3 cards, the first 2 commodities named truthfully, no calamity named, no Non
        Tradeable Calamity handed over; Advanced Civilization's 28.3): ``{"status": "stands" |
        "revertible" | "illegal" | "breaks 28.3", "said": the status in words, "reasons": [...]}``,
        its words in the language in use (the phone's, as the web server asks it).

        Raises:
            UnknownNameError, CountError, OfferError, MegaOfferError: an offer that cannot be read.
        """
        if isinstance(self.pack_deck, MegaDeck):
            from companion.rules.megaciv.trade import MegaSide, check_trade, read_offer

            mega = check_trade(self.pack_deck, [MegaSide(player, read_offer(self.pack_deck, count, named), given)],
                               current())
            return {"status": mega.status, "said": _(VERDICTS[mega.status]),
                    "reasons": [f"{b.reason} ({_(VERDICTS_SHORT[b.consequence])})" for b in mega.breaches]}
        from companion.rules.advciv import trade

        verdict = trade.check_trade(self.deck, [trade.Side(player, trade.read_offer(self.deck, count, named), given)],
                                    current())
        status = "stands" if verdict.stands else "breaks 28.3"
        return {
            "status": status,
            "said": _(VERDICTS[status]),
            "reasons": [f"{b.reason} ({b.rule})" for b in verdict.breaches],
        }

    def limit(self) -> CalamityLimit:
        """The calamity limit after Calamity Selection at this count (8.)."""
        return calamity_limit(self.players)

    def check_table(self, holdings: Sequence[Mapping[str, int]]) -> None:
        """Refuse calamities the whole table holds more copies of than the game has (one per block in
        play, ruling C204).

        Raises:
            CountError: ``"Flood: the players hold 3 cards, but the game has 2"``.
        """
        self.deck.check_supply("the players hold", holdings)

    def select(self, held: Sequence[str], rng: random.Random) -> Selection:
        """One player's Calamity Selection (8.; the excess drawn with ``rng``, ruling C205).

        Raises:
            UnknownNameError, CalamitySelectionError: as :func:`select_calamities`.
        """
        assert isinstance(self.pack_deck, MegaDeck), "only Mega Civilization has a Calamity Selection"
        return select_calamities(self.pack_deck, self.players, list(held), rng=rng)


def session_cards(game: str, players: int, block: str | None, data: Mapping[str, Any], origin: str) -> SessionCards:
    """The cards of a session from its setup: the pack's snapshot, the player count and the block.

    Raises:
        PackDataError: a bad snapshot. CountError, BlockError: a player count or block the game does
            not have (Mega Civilization: 5–18 players; a block named only up to 11, ruling C203).
    """
    if game == "megaciv":
        from companion.edition.packs import megaciv

        mega = megaciv.from_data(dict(data), origin).deck
        chosen = games(mega, players, block)
        if len(chosen) > 1:
            which = " or ".join(b.capitalize() for g in chosen for b in g.blocks)
            raise BlockError(f"block: with {players} players the table plays one block, {which}: name it")
        return SessionCards(game, players, chosen[0].blocks[0] if not chosen[0].together else None, mega,
                            game_deck(mega, chosen[0]))
    from companion.edition.packs import advciv

    deck = advciv.from_data(dict(data), origin).deck
    return SessionCards(game, players, None, deck, deck)
