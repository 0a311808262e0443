"""Fold rules for the Trading phase and for VP that changes hands at any time: each a check and an
apply (:class:`companion.game.folds.Rule`).

Source: 001_26b6d8b0f4cbe6f7.txt, "Trading Phase" (TRADING RULES: deals may
include victory points; penalties up to 5 VP; TRADE PHASE ABILITIES;
WAREHOUSING: up to 3 cards; ABANDON RELIGION OR GOVERNMENT); RULINGS.md R4 (the trading timer).
"""

from __future__ import annotations

from typing import Protocol, TypeVar


from companion.errors import say
from companion.game.errors import GameError
from companion.game.phase_words import phase_words
from companion.i18n import N_
from companion.game.titm.events import Abandon, AbilityTarget, Penalty, TimerEvent, Track, VPTransfer, Warehouse
from companion.game.folds import on, rules
from companion.game.titm.ledger import credit, require_vp
from companion.game.titm.state import AbilityRecord, GameState, TimerState
from companion.rules import trading
from companion.rules.abilities import AbilityUse, resolve_abilities
from companion.rules.warehouse import check_warehouse, warehouse_limit


def _in_trading(state: GameState, what: str) -> None:
    """``what`` (a catalog word, marked ``N_``) is refused outside the Trading phase."""
    if state.phase != "trading":
        raise GameError(say(N_("{what} is recorded during the Trading phase (now: {phase})"), what=say(what),
                            phase=phase_words(state.phase)))


class Timed(Protocol):
    """A game type's state that keeps the trading timer's last action (the primary game's, a trade session's)."""

    timer: TimerState | None


T = TypeVar("T", bound=Timed)


def check_timer(state: T, event: TimerEvent) -> None:
    """The trading timer's last action: kept whatever the phase; it holds at most an hour."""
    trading.check_timer(event.remaining_ms)


def apply_timer(state: T, event: TimerEvent, plan: None) -> None:
    """The trading timer's last action (not undoable)."""
    state.timer = TimerState(
        turn=event.turn, action=event.action, remaining_ms=event.remaining_ms, deadline=event.deadline, seq=event.seq
    )


def check_ability_target(state: GameState, event: AbilityTarget) -> None:
    """Cubes placed on a trade phase ability: checked now, resolved in Resolution step 1."""
    _in_trading(state, N_("a trade phase ability target"))
    use = AbilityUse(event.holder, event.development, tuple(event.targets), event.ability, tuple(event.declined))
    resolve_abilities([use], state.developments_by_player())  # raises if the use is not allowed
    for earlier in state.this_turn.abilities:
        if (earlier.holder, earlier.development, earlier.ability) == (event.holder, event.development, event.ability):
            raise GameError(say(N_("{player} already placed cubes on {development}: undo that first to change them"),
                                player=event.holder, development=event.development))


def apply_ability_target(state: GameState, event: AbilityTarget, plan: None) -> None:
    """The cubes are kept for Resolution step 1."""
    state.this_turn.abilities.append(
        AbilityRecord(
            seq=event.seq,
            holder=event.holder,
            development=event.development,
            ability=event.ability,
            targets=list(event.targets),
            declined=list(event.declined),
        )
    )


def check_abandon(state: GameState, event: Abandon) -> list[Track]:
    """Abandon Government / Religion declared (R6), or taken back while still trading: the player's
    declared tracks afterwards.

    Raises:
        GameError: not in the Trading phase; declared twice; withdrawn without a declaration.
    """
    _in_trading(state, N_("Abandon"))
    player = state.player(event.player)
    tracks = state.this_turn.abandons.get(player.name, [])
    if event.withdraw:
        if event.track not in tracks:
            raise GameError(say(N_("{player} has not declared Abandon Government this turn") if event.track == "government" else
                                N_("{player} has not declared Abandon Religion this turn"), player=player.name))
        return [t for t in tracks if t != event.track]
    if event.track in tracks:
        raise GameError(say(N_("{player} has already declared Abandon Government this turn") if event.track == "government" else
                            N_("{player} has already declared Abandon Religion this turn"), player=player.name))
    return [*tracks, event.track]


def apply_abandon(state: GameState, event: Abandon, plan: list[Track]) -> None:
    """The declarations, applied in Resolution step 1."""
    state.this_turn.abandons[state.player(event.player).name] = plan


def check_warehouse_event(state: GameState, event: Warehouse) -> None:
    """How many cards a player warehoused (up to 3, or more by a development: :func:`player_warehouse`),
    and what a warehouse check found.

    Raises:
        GameError: not in the Trading phase; more cards than the player's warehouse holds; a card that may not be warehoused
            among the cards checked (001 Warehousing; R11), or more cards named than warehoused.
    """
    _in_trading(state, N_("warehousing"))
    check_warehouse(state.rules, event.cards, event.checked, limit=player_warehouse(state, event.player))


def player_warehouse(state: GameState, player: str) -> int:
    """How many cards ``player`` may warehouse now (001 Warehousing: 3, more by an ``extra_warehouse``
    development they hold): the judge's limit, which the phone's form and the host's dialog offer.

    Raises:
        GameError: no such player.
    """
    return warehouse_limit(state.development(d) for d in state.player(player).developments)


def apply_warehouse(state: GameState, event: Warehouse, plan: None) -> None:
    """The warehouse of this turn, and the bottoms a check found."""
    name = state.player(event.player).name
    state.this_turn.warehouse[name] = event.cards
    if event.checked:
        state.this_turn.warehouse_checked[name] = dict(event.checked)
    else:
        state.this_turn.warehouse_checked.pop(name, None)


def check_vp_transfer(state: GameState, event: VPTransfer) -> None:
    """VP given from one player to another as part of a deal ("Players may include victory points")."""
    giver, receiver = state.player(event.giver), state.player(event.receiver)
    if giver is receiver:
        raise GameError("a player cannot give VP to themself")
    if state.phase in ("setup", "over"):
        raise GameError(say(N_("VP cannot change hands once the game is setup") if state.phase == "setup" else
                            N_("VP cannot change hands once the game is over")))
    require_vp(giver, event.amount, "give")


def apply_vp_transfer(state: GameState, event: VPTransfer, plan: None) -> None:
    """Two ledger entries: the giver's and the receiver's."""
    giver, receiver = state.player(event.giver), state.player(event.receiver)
    credit(state, event, giver, -event.amount, "transfer", f"to {receiver.name}: {event.reason}")
    credit(state, event, receiver, event.amount, "transfer", f"from {giver.name}: {event.reason}")


def check_penalty(state: GameState, event: Penalty) -> None:
    """A penalty of 1 to 5 VP (001 Trading Rules: "penalized up to 5 victory points")."""
    state.player(event.player)
    if state.phase in ("setup", "over"):
        raise GameError(say(N_("no penalties once the game is setup") if state.phase == "setup" else
                            N_("no penalties once the game is over")))
    trading.check_penalty(event.amount)


def apply_penalty(state: GameState, event: Penalty, plan: None) -> None:
    """VP never go below 0, so a player pays at most what they hold (R9): the ledger takes what is held."""
    credit(state, event, state.player(event.player), -event.amount, "penalty", f"penalty: {event.reason}")


HANDLERS = rules(
    on(TimerEvent, check_timer, apply_timer),
    on(AbilityTarget, check_ability_target, apply_ability_target),
    on(Abandon, check_abandon, apply_abandon),
    on(Warehouse, check_warehouse_event, apply_warehouse),
    on(VPTransfer, check_vp_transfer, apply_vp_transfer),
    on(Penalty, check_penalty, apply_penalty),
)
