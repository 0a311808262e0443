"""Resolution step 1: trade phase abilities, resolved simultaneously.

Source: 001_26b6d8b0f4cbe6f7.txt, "Trade Phase Abilities" (targets chosen while
trading; "Abilities that use the keyword GIVE may only target other players"),
"Pink TRADE PHASE ABILITIES" ("You may never place your own cube in the white
box"; Diplomat's two abilities; Pyramids to Mars affects all players and
trades away immunities), "Resolution Step 1", "Venetian Monastery".
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import msgspec

from companion.errors import N_, say, say_n
from companion.rules.effects import Development, Push, TradeAbility, TradeImmunity
from companion.rules.errors import CountError, DevelopmentError, PlayerError
from companion.rules.push import combine


class AbilityUse(msgspec.Struct, frozen=True):
    """One trade phase ability a player used this turn.

    Attributes:
        holder: the player whose development it is.
        development: the development's id.
        ability: which of the card's trade abilities (0 = first; Diplomat has two).
        targets: the players whose cubes are in the white boxes: the targets, or,
            for an ability that hits everyone (Pyramids to Mars), those immune.
        declined: targets who ignore it with Venetian Monastery.
    """

    holder: str
    development: str
    targets: tuple[str, ...]
    ability: int = 0
    declined: tuple[str, ...] = ()


class AbilityHit(msgspec.Struct, frozen=True):
    """One ability resolved against one player."""

    holder: str
    development: str
    label: str
    target: str
    target_push: Push
    holder_push: Push


def _ability(use: AbilityUse, developments: Sequence[Development]) -> tuple[Development, TradeAbility]:
    for d in developments:
        if d.id == use.development:
            abilities = d.effects_of(TradeAbility)
            if not 0 <= use.ability < len(abilities):
                raise DevelopmentError(say(N_("{card} has no trade phase ability number {number}"), card=d.name, number=use.ability + 1))
            return d, abilities[use.ability]
    raise DevelopmentError(say(N_("{player} does not have {development} in play"), player=use.holder,
                               development=repr(use.development)))


def resolve_abilities(
    uses: Sequence[AbilityUse],
    developments_by_player: Mapping[str, Sequence[Development]],
) -> tuple[tuple[AbilityHit, ...], dict[str, Push]]:
    """Resolve every trade phase ability used this turn.

    Args:
        uses: the abilities used, as recorded during the Trading phase.
        developments_by_player: every player's developments in play, by name
            (the game's players, in seat order).

    Returns:
        (hits, pushes): each ability against each player it reaches, and the
        total push per player (every player present, possibly empty).

    Raises:
        PlayerError: an unknown player, a player targeting themself, a target
            given twice, or a decline by a player without Venetian Monastery.
        DevelopmentError: a development the holder does not have, or without
            that trade phase ability.
        CountError: more targets than the card has white boxes.
    """
    players = list(developments_by_player)
    hits: list[AbilityHit] = []
    for use in uses:
        for name in (use.holder, *use.targets, *use.declined):
            if name not in developments_by_player:
                raise PlayerError(say(N_("{player} is not a player in this game"), player=repr(name)))
        card, ability = _ability(use, developments_by_player[use.holder])
        if len(use.targets) > ability.boxes:
            raise CountError(say_n(N_("{card}: {cubes} cubes, but the card has {n} white box"),
                                   N_("{card}: {cubes} cubes, but the card has {n} white boxes"), ability.boxes,
                                   card=card.name, cubes=len(use.targets)))
        if len(set(use.targets)) != len(use.targets):
            raise PlayerError(say(N_("{card}: each player's cube goes in one white box only"), card=card.name))
        if use.holder in use.targets:
            raise PlayerError(say(N_("{card}: you may never place your own cube in the white box"), card=card.name))
        for name in use.declined:
            if not any(d.effects_of(TradeImmunity) for d in developments_by_player[name]):
                raise PlayerError(say(N_("{player} cannot ignore {card}: only Venetian Monastery allows that"), player=name, card=card.name))
        if ability.hits_all:
            reached = [p for p in players if p != use.holder and p not in use.targets]
        else:
            reached = list(use.targets)
        for target in reached:
            if target in use.declined:
                continue
            hits.append(AbilityHit(use.holder, card.name, ability.label, target, ability.target, ability.holder))
    pushes = {
        p: combine([h.target_push for h in hits if h.target == p] + [h.holder_push for h in hits if h.holder == p])
        for p in players
    }
    return tuple(hits), pushes
