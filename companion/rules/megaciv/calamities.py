"""The calamity limit of *Mega Civilization* (002_68463270ecbd4b83.txt, "8. Calamity Selection").

"After this phase players are not allowed to hold more than 3 calamities, 2 of
which may be Major Calamities (either Non Tradeable or Tradeable), 3 of which
may be Minor Calamities and none of which may be duplicates. In a game of 5-8
and 12-14 players, no Minor Calamities are used. In this case the rule should be
read as 'no more than 2 calamities'." With a single block (up to 11 players)
no calamity has a duplicate. "If a single player holds any calamities of the
same name, he must discard 1 of these at random. If the number of calamities
held by a player still exceeds the limit ... he must discard the excess cards
at random until the limit is no longer exceeded."

The random choice comes from a :class:`random.Random` passed in, or the table
enters which cards it discarded; either way the result says what is discarded
and why. Rulings C203–C206 fill the gaps (player counts, copies, which cards
count as "excess", what the table enters).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, Literal

import msgspec

from companion.rules import _check
from companion.rules.errors import CountError
from companion.rules.megaciv.cards import MegaDeck, spans
from companion.rules.megaciv.errors import CalamitySelectionError

if TYPE_CHECKING:
    import random  # only the type: the generator itself is passed in

PLAYERS = range(5, 19)
"""Player counts the text covers: 5–8, (9–11), 12–14, (15–18) (ruling C203)."""

Reason = Literal["duplicate", "major", "total"]


class CalamityLimit(msgspec.Struct, frozen=True):
    """The limit after Calamity Selection for a player count.

    Attributes:
        players: the number of players.
        total: most calamities a player may keep (3, or 2 without minor calamities).
        major: most major calamities a player may keep (2).
        minor_used: whether minor calamities are in the game (not with 5–8 or 12–14 players).
        blocks: trade-card blocks in play: 1 up to 11 players, 2 (East and West) from 12;
            a calamity has one copy per block (ruling C204).
    """

    players: int
    total: int
    major: int
    minor_used: bool
    blocks: int


class Discard(msgspec.Struct, frozen=True):
    """One calamity discarded, and why.

    Attributes:
        calamity: the calamity id.
        reason: ``"duplicate"`` (a second card of the same name), ``"major"`` (more
            than 2 major calamities) or ``"total"`` (more calamities than the limit).
    """

    calamity: str
    reason: Reason


class Selection(msgspec.Struct, frozen=True):
    """The outcome of Calamity Selection for one player.

    Attributes:
        limit: the limit applied.
        held: the calamity ids held before, in table order.
        kept: the calamity ids kept, in table order.
        discarded: what was discarded, duplicates first, then the excess.
    """

    limit: CalamityLimit
    held: tuple[str, ...]
    kept: tuple[str, ...]
    discarded: tuple[Discard, ...]


def player_count(players: object) -> int:
    """Return ``players`` as a Mega Civilization player count.

    Raises:
        CountError: not a whole number from 5 to 18 (ruling C203).
    """
    n = _check.count("players", players)
    if n not in PLAYERS:
        raise CountError(f"players: {n}, but Mega Civilization is played by 5 to 18 players")
    return n


def calamity_limit(players: object) -> CalamityLimit:
    """Return the calamity limit for a game of ``players`` players ("8. Calamity Selection").

    Raises:
        CountError: not a whole number from 5 to 18 (ruling C203).
    """
    n = player_count(players)
    without_minor = n in range(5, 9) or n in range(12, 15)
    return CalamityLimit(n, 2 if without_minor else 3, 2, not without_minor, 1 if n <= 11 else 2)


def select_calamities(
    deck: MegaDeck,
    players: object,
    held: Sequence[str],
    *,
    rng: random.Random | None = None,
    discards: Sequence[str] | None = None,
) -> Selection:
    """Apply the calamity limit to one player's calamities ("8. Calamity Selection").

    First one card of each duplicated name is discarded ("discard 1 of these at
    random": the copies are alike). Then, if the limit is still exceeded, the
    excess is discarded at random: random major calamities while more than 2 are
    major, then random calamities while more than the total are held — the
    fewest discards that end within the limit (ruling C205).

    Args:
        deck: the edition's trade cards.
        players: the number of players (5–18).
        held: the player's calamities, by name; a duplicate is written twice.
        rng: the source of the random excess discards.
        discards: instead of ``rng``, the excess discards the table drew (ruling
            C206): exactly as many as needed, among the calamities left after
            duplicates, leaving the player within the limit.

    Raises:
        UnknownNameError: a name that is not a calamity.
        CountError: a bad player count.
        CalamitySelectionError: a minor calamity where none are used (or a calamity the data
            does not use at that player count), more copies of
            a calamity than the blocks in play hold, both or neither of ``rng`` and
            ``discards`` when an excess must go, or discards that do not fit.
    """
    limit = calamity_limit(players)
    if isinstance(held, str):
        raise CalamitySelectionError("held: expected a list of calamity names, got one string")
    cards = [deck.calamity(name) for name in held]
    copies = Counter(c.id for c in cards)
    for card in dict.fromkeys(cards):
        if not card.major and not limit.minor_used:
            raise CalamitySelectionError(
                f"{card.name} is a minor calamity; with {limit.players} players no minor calamities are used"
            )
        if limit.players not in card.players:
            raise CalamitySelectionError(
                f"{card.name} is not used with {limit.players} players (only with {spans(card.players)} players)"
            )
        if copies[card.id] > card.cards * limit.blocks:
            blocks = "one block" if limit.blocks == 1 else f"{limit.blocks} blocks"
            raise CalamitySelectionError(
                f"{card.name}: {copies[card.id]} held, but with {limit.players} players ({blocks}) "
                f"the game has {card.cards * limit.blocks}"
            )
    order = [c.id for c in deck.calamities]
    before = tuple(sorted((c.id for c in cards), key=order.index))
    dropped = [Discard(card_id, "duplicate") for card_id, n in copies.items() for _ in range(n - 1)]
    dropped.sort(key=lambda d: order.index(d.calamity))
    left = sorted(copies, key=order.index)
    excess = _excess(deck, limit, left)
    if rng is not None and discards is not None:
        raise CalamitySelectionError("give either a random generator or the table's discards, not both")
    if excess[0] + excess[1] == 0:
        if discards:
            raise CalamitySelectionError(
                f"nothing to discard beyond duplicates: {len(left)} calamities are within the limit"
            )
        excess_drops: list[Discard] = []
    elif discards is not None:
        excess_drops = _entered(deck, limit, left, discards, excess)
    elif rng is not None:
        excess_drops = _drawn(deck, limit, left, rng, excess)
    else:
        need = excess[0] + excess[1]
        raise CalamitySelectionError(
            f"{_cards(need)} must be discarded at random: give a seed or the table's discards"
        )
    gone = Counter(d.calamity for d in excess_drops)
    kept = tuple(c for c in left if not gone[c])
    return Selection(limit, before, kept, tuple(dropped + excess_drops))


def _cards(n: int) -> str:
    """``"1 calamity"``, ``"2 calamities"``."""
    return f"{n} calamit{'y' if n == 1 else 'ies'}"


def _excess(deck: MegaDeck, limit: CalamityLimit, left: Sequence[str]) -> tuple[int, int]:
    """Return (major discards, further discards) that bring ``left`` within ``limit``.

    Without minor calamities the limit reads "no more than 2 calamities": every
    excess card is then a ``"total"`` discard.
    """
    majors = sum(1 for c in left if deck.calamity(c).major)
    over_major = max(0, majors - limit.major) if limit.total > limit.major else 0
    return over_major, max(0, len(left) - over_major - limit.total)


def _drawn(
    deck: MegaDeck, limit: CalamityLimit, left: list[str], rng: random.Random, excess: tuple[int, int]
) -> list[Discard]:
    """Discard the excess at random with ``rng`` (ruling C205)."""
    majors = [c for c in left if deck.calamity(c).major]
    first = rng.sample(majors, excess[0])
    rest = [c for c in left if c not in first]
    second = rng.sample(rest, excess[1])
    return [Discard(c, "major") for c in first] + [Discard(c, "total") for c in second]


def _entered(
    deck: MegaDeck, limit: CalamityLimit, left: list[str], discards: Sequence[str], excess: tuple[int, int]
) -> list[Discard]:
    """Check the discards the table entered (ruling C206) and label them."""
    if isinstance(discards, str):
        raise CalamitySelectionError("discards: expected a list of calamity names, got one string")
    chosen = [deck.calamity(name).id for name in discards]
    need = excess[0] + excess[1]
    rule = f"at most {limit.total} calamities, at most {limit.major} of them major"
    if len(chosen) != need:
        raise CalamitySelectionError(
            f"discard exactly {_cards(need)} to end within the limit ({rule}); {len(chosen)} entered"
        )
    twice = [c for c, n in Counter(chosen).items() if n > 1]
    if twice:
        raise CalamitySelectionError(f"{deck.calamity(twice[0]).name} is entered twice; one card of it is left")
    for card_id in chosen:
        if card_id not in left:
            raise CalamitySelectionError(
                f"{deck.calamity(card_id).name} is not held (after discarding duplicates)"
            )
    kept = [c for c in left if c not in chosen]
    majors_kept = sum(1 for c in kept if deck.calamity(c).major)
    if majors_kept > limit.major:
        raise CalamitySelectionError(
            f"those discards leave {majors_kept} major calamities; at most {limit.major} may be major"
        )
    majors = [c for c in chosen if deck.calamity(c).major][: excess[0]]
    return [Discard(c, "major" if c in majors else "total") for c in chosen]
