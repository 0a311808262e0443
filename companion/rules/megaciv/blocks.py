"""The trade cards of one game of *Mega Civilization*: its player count and blocks (002, "Trade").

"For each commodity type there are exactly enough cards to complete 1 set of
trading cards"; how many that is depends on the player count and on the blocks
("If the separate trade card blocks East and West are used (12-18 players),
players may trade with players from either side"). Up to 11 players a game uses
one block, West or East (ruling C203); from 12 both, and a hand may hold cards of
both, so its limit is the cards of both blocks together.

:func:`game_value` values a hand against the game's cards: the sets are
Advanced Civilization's (cards² × face value, 000 rule 28.51; ruling C201).
"""

from __future__ import annotations

from collections.abc import Mapping

import msgspec

from companion.rules import _check
from companion.rules.advciv.cards import Card, Commodity, Deck
from companion.rules.advciv.sets import HandValue, hand_value
from companion.rules.errors import CountError
from companion.rules.megaciv.calamities import PLAYERS, player_count
from companion.rules.megaciv.cards import BLOCKS, MegaCalamity, MegaDeck, Setup, spans
from companion.rules.megaciv.errors import BlockError


class Game(msgspec.Struct, frozen=True):
    """The trade cards in play in one game.

    Attributes:
        players: the number of players.
        blocks: the blocks whose cards are in play (one up to 11 players, both from 12).
    """

    players: int
    blocks: tuple[str, ...]

    @property
    def together(self) -> bool:
        """Whether both blocks are in play (12-18 players)."""
        return len(self.blocks) > 1

    def describe(self) -> str:
        """``"the West block"``, ``"the West and East blocks"``."""
        names = " and ".join(b.capitalize() for b in self.blocks)
        return f"the {names} block{'s' if self.together else ''}"


def setup(deck: MegaDeck, players: object) -> Setup:
    """Return the blocks a game of ``players`` players uses (ruling C203).

    Raises:
        CountError: not a whole number from 5 to 18, or a count the data lists no blocks for.
    """
    n = player_count(players)
    for found in deck.setups:
        if n in found.players:
            return found
    raise CountError(f"players: the data lists no trade-card block for {n} players")


def games(deck: MegaDeck, players: object, block: str | None = None) -> tuple[Game, ...]:
    """Return the games a table of ``players`` may be playing: one, or one per block it may choose.

    Args:
        deck: the edition's trade cards.
        players: the number of players (5-18).
        block: ``"west"`` or ``"east"`` when the table says which block it plays (up to 11 players).

    Raises:
        CountError: a bad player count.
        UnknownNameError: a block that is neither West nor East.
        BlockError: a block the game of that count does not use, or a block named with 12-18
            players (both are in play).
    """
    found = setup(deck, players)
    n = player_count(players)
    if block is not None:
        block = _check.known("block", block.strip().lower() if isinstance(block, str) else block, BLOCKS)
    if found.together:
        if block is not None:
            raise BlockError(
                f"block: with {n} players both blocks are in play and a hand may hold cards of both; name no block"
            )
        return (Game(n, found.blocks),)
    if block is None:
        return tuple(Game(n, (b,)) for b in found.blocks)
    if block not in found.blocks:
        only = " or ".join(b.capitalize() for b in found.blocks)
        raise BlockError(f"block: with {n} players the game uses the {only} block, not the {block.capitalize()}")
    return (Game(n, (block,)),)


def game_deck(deck: MegaDeck, game: Game) -> Deck:
    """Return the trade cards of one game: the commodities and calamities it uses, with its card counts.

    A commodity has the sum of its cards in the blocks in play; a calamity one copy per block in play
    (ruling C204). Cards not used at that player count are left out.
    """
    commodities = []
    for c in deck.commodities:
        counts = dict(c.two_blocks if game.together else c.one_block)
        total = sum(counts.get(b, 0) for b in game.blocks)
        if game.players in c.players and total:
            commodities.append(Commodity(c.id, c.name, c.value, total))
    calamities = tuple(
        MegaCalamity(c.id, c.name, c.stack, c.tradable, c.cards * len(game.blocks), c.major, c.players)
        for c in deck.calamities
        if game.players in c.players
    )
    return Deck(tuple(commodities), calamities)


def game_value(
    deck: MegaDeck, players: object, hand: Mapping[str, object], block: str | None = None
) -> tuple[Game, HandValue]:
    """Value a hand at a player count: each set is cards² × face value (rulings C201, C209).

    Args:
        deck: the edition's trade cards.
        players: the number of players (5-18).
        hand: ``{card name: count}``; calamities may be included and are worth nothing.
        block: the block the table plays, up to 11 players; without it, a hand of 5-9 players
            is checked against each block the table may play and valued with the one that holds it.

    Returns:
        The game the hand was valued in and its sets.

    Raises:
        UnknownNameError: a name that is not a trade card (or not a block).
        CountError: a bad count; a card not used at that player count; more cards than the game
            has; a hand that no block the table may play holds.
        BlockError: as :func:`games`.
    """
    choices = games(deck, players, block)
    n = choices[0].players
    held = [deck.card(str(name)) for name in _check.counts("hand", hand)]
    for card in held:
        used: frozenset[int] = getattr(card, "players", frozenset(PLAYERS))
        if n not in used:
            raise CountError(f"hand: {card.name} is not used with {n} players (only with {spans(used)} players)")
    problems = []
    for game in choices:
        cards_of_game = game_deck(deck, game)
        in_game: tuple[Card, ...] = (*cards_of_game.commodities, *cards_of_game.calamities)
        ids = {c.id for c in in_game}
        missing = [card.name for card in held if card.id not in ids]
        if missing:
            problems.append(f"{' and '.join(missing)} {'is' if len(missing) == 1 else 'are'} not in {game.describe()}")
            continue
        try:
            return game, hand_value(cards_of_game, hand)
        except CountError as error:
            problems.append(str(error).removeprefix("hand: "))
    if len(choices) == 1:
        raise CountError(f"hand: {problems[0]} (with {n} players)")
    neither = "; ".join(problems)
    raise CountError(f"hand: with {n} players the game uses one block, and neither holds this hand: {neither}")
