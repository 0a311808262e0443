"""Resolution step 3: calamity victims, the Barbarian Attack loss, the reset to START.

Source: 001_26b6d8b0f4cbe6f7.txt, "Resolution Step 3 - Resolving Calamities"
(CALAMITY VICTIMS ARE DETERMINED, BARBARIAN ATTACK EFFECTS, TRACK RESET) and
the Turn Track; "Total War" (Specific Development Card Notes); RULINGS.md R8
(ties: all lowest are victims), R9 (loss = base + die; VP never below 0), R10.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

import msgspec

from companion.errors import N_, say
from companion.rules import _check
from companion.rules.components import Components, StatusTrack
from companion.rules.effects import Development, TotalWar
from companion.rules.errors import DieError, PlayerError, TrackError, TurnError
from companion.rules.standing import Standing


def lowest_below_line(track: StatusTrack, positions: Mapping[str, int]) -> tuple[str, ...]:
    """The victims on one track: the lowest players, if anyone is below the yellow line.

    "If no player is below the yellow dotted line … there is no Peasant
    Revolt that turn. Otherwise, the player (or players) who are the lowest on
    the track amongst all the players are the target" (R8: ties are all victims).

    Args:
        track: the happiness or safety track.
        positions: spaces from START by player name.

    Returns:
        Victim names in the order of ``positions``; empty if nobody is below the line.

    Raises:
        TrackError: a position off the track, e.g. ``"Ben happiness: -9 is off the track (…)"``.
    """
    for name, pos in positions.items():
        try:
            track.check(pos)
        except TrackError as error:
            raise TrackError(say(N_("{player} {problem}"), player=name, problem=error.refusal.message or str(error))) from None
    if not any(track.below_line(p) for p in positions.values()):
        return ()
    lowest = min(positions.values())
    return tuple(name for name, p in positions.items() if p == lowest)


class Victims(msgspec.Struct, frozen=True):
    """A turn's calamity victims (names in the order given).

    Attributes:
        turn: 1–6.
        peasant_revolt: Peasant Revolt victims (happiness); empty on turn 1.
        barbarian_attack: Barbarian Attack victims (safety); empty on turns 1–2.
    """

    turn: int
    peasant_revolt: tuple[str, ...]
    barbarian_attack: tuple[str, ...]


def calamity_victims(
    components: Components,
    turn: int,
    happiness: Mapping[str, int],
    safety: Mapping[str, int],
) -> Victims:
    """Who suffers a Peasant Revolt and a Barbarian Attack this turn.

    Peasant Revolt on the turns whose turn-track column has one (turns 2–6),
    Barbarian Attack likewise (turns 3–6); victims per :func:`lowest_below_line`.

    Args:
        components: the edition (tracks and turn track).
        turn: 1–6.
        happiness, safety: every player's position, by name (the same names).

    Raises:
        TurnError: a turn off the turn track.
        TrackError: a position off its track.
        PlayerError: the two mappings name different players.
    """
    rule = components.turn(turn)
    if list(happiness) != list(safety):
        raise PlayerError("happiness and safety must be given for the same players")
    revolt = lowest_below_line(components.happiness, happiness)
    attack = lowest_below_line(components.safety, safety)
    return Victims(
        turn,
        revolt if rule.peasant_revolt is not None else (),
        attack if rule.barbarian_attack is not None else (),
    )


def rolls_for(victim: str, developments_by_player: Mapping[str, Sequence[Development]]) -> int:
    """How many times a Barbarian Attack victim rolls the Barbarian Die: 1, or 2 with Total War.

    "Total War - When Barbarian Attack resolves whoever is attacked must roll
    the die twice instead of once" (Specific Development Card Notes). By
    default (C4) the card makes every victim roll twice while it is in play;
    an edition may limit it to its holder (``scope: "holder"``).
    """
    rolls = 1
    for holder, developments in developments_by_player.items():
        for d in developments:
            for effect in d.effects_of(TotalWar):
                if effect.scope == "all_victims" or holder == victim:
                    rolls = max(rolls, effect.rolls)
    return rolls


def roll_die(components: Components, rng: random.Random) -> int:
    """Roll the Barbarian Die with the caller's generator: one of its faces (0,1,1,2,2,3)."""
    return rng.choice(components.die_faces)


class BarbarianLoss(msgspec.Struct, frozen=True):
    """What a Barbarian Attack costs one victim (R9).

    Attributes:
        turn: the turn.
        base: the turn track's base loss in VP (3, 4, 5, 7).
        rolls: the Barbarian Die results.
        owed: base + rolls, in VP.
        vp_before: the victim's VP, if known.
        lost: VP actually given back (owed, capped at the VP held), if VP known.
        vp_after: the victim's VP afterwards (never below 0), if VP known.
    """

    turn: int
    base: int
    rolls: tuple[int, ...]
    owed: int
    vp_before: int | None
    lost: int | None
    vp_after: int | None

    def reason(self) -> str:
        """A ledger reason: ``"Barbarian Attack: 3 + die 2"``."""
        dice = " + ".join(f"die {r}" for r in self.rolls)
        return f"Barbarian Attack: {self.base} + {dice}"


def barbarian_loss(
    components: Components,
    turn: int,
    rolls: Sequence[int],
    vp: int | None = None,
) -> BarbarianLoss:
    """The VP a Barbarian Attack victim gives back: the turn's base + the Barbarian Die.

    "They will add the result of the die the number listed on the above chart
    to determine the total number of victory points they must immediately give
    back" (Barbarian Attack Effects). With Total War the die is rolled twice
    (two ``rolls``). VP never go below 0 (R9).

    Args:
        components: the edition (turn track, die faces).
        turn: 3–6 (a turn with a Barbarian Attack).
        rolls: one result, or two with Total War; each must be a face of the die.
        vp: the victim's VP before the attack, if known.

    Raises:
        TurnError: the turn has no Barbarian Attack.
        DieError: no roll, more than two, or a result the die does not show.
        CountError: ``vp`` negative or not whole.
    """
    rule = components.turn(turn)
    if rule.barbarian_attack is None:
        raise TurnError(say(N_("turn {turn}: there is no Barbarian Attack on this turn"), turn=turn))
    rolls = tuple(rolls)
    if not 1 <= len(rolls) <= 2:
        raise DieError(
            f"{len(rolls)} rolls: a victim rolls the Barbarian Die once, or twice with Total War"
        )
    faces = sorted(set(components.die_faces))
    for r in rolls:
        if isinstance(r, bool) or not isinstance(r, int) or r not in faces:
            raise DieError(
                f"roll {r!r}: the Barbarian Die shows only {', '.join(map(str, faces))}"
            )
    owed = rule.barbarian_attack + sum(rolls)
    if vp is None:
        return BarbarianLoss(turn, rule.barbarian_attack, rolls, owed, None, None, None)
    _check.count("VP", vp)
    lost = min(owed, vp)
    return BarbarianLoss(turn, rule.barbarian_attack, rolls, owed, vp, lost, vp - lost)


def after_calamity(
    components: Components, standing: Standing, *, peasant_revolt: bool, barbarian_attack: bool
) -> Standing:
    """A victim's markers after the calamities: back to START on each track that struck.

    "After being the victim of a calamity the affected player may immediately
    move his marker on the associated track back to the start space" (TRACK
    RESET; Gwen's example; R8).
    """
    return msgspec.structs.replace(
        standing,
        happiness=components.happiness.start if peasant_revolt else standing.happiness,
        safety=components.safety.start if barbarian_attack else standing.safety,
    )
