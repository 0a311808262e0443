"""Fold handlers for the Trading phase and for VP that changes hands at any time.

Source: 001_26b6d8b0f4cbe6f7.txt, "Trading Phase" (TRADING RULES: deals may
include victory points; penalties up to 5 VP; TRADE PHASE ABILITIES;
WAREHOUSING: up to 3 cards; ABANDON RELIGION OR GOVERNMENT).
"""

from __future__ import annotations


from companion.game.errors import GameError
from companion.game.kinds import handlers, on
from companion.game.titm.events import Abandon, AbilityTarget, Penalty, TimerEvent, VPTransfer, Warehouse
from companion.game.titm.ledger import credit, require_vp
from companion.game.titm.state import AbilityRecord, GameState, TimerState
from companion.rules.abilities import AbilityUse, resolve_abilities
from companion.rules.warehouse import check_warehouse


def _in_trading(state: GameState, what: str) -> None:
    if state.phase != "trading":
        raise GameError(f"{what} is recorded during the Trading phase (now: {state.phase})")


def timer(state: GameState, event: TimerEvent) -> None:
    """The trading timer's last action (not undoable; kept whatever the phase)."""
    state.timer = TimerState(
        turn=event.turn, action=event.action, remaining_ms=event.remaining_ms, deadline=event.deadline, seq=event.seq
    )


def ability_target(state: GameState, event: AbilityTarget) -> None:
    """Cubes placed on a trade phase ability: checked now, resolved in Resolution step 1."""
    _in_trading(state, "a trade phase ability target")
    use = AbilityUse(event.holder, event.development, tuple(event.targets), event.ability, tuple(event.declined))
    resolve_abilities([use], state.developments_by_player())  # raises if the use is not allowed
    for earlier in state.this_turn.abilities:
        if (earlier.holder, earlier.development, earlier.ability) == (event.holder, event.development, event.ability):
            raise GameError(
                f"{event.holder} already placed cubes on {event.development}: undo that first to change them"
            )
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


def abandon(state: GameState, event: Abandon) -> None:
    """Abandon Government / Religion declared (R6), or taken back while still trading; applied in Resolution step 1.

    Raises:
        GameError: not in the Trading phase; declared twice; withdrawn without a declaration.
    """
    _in_trading(state, "Abandon")
    player = state.player(event.player)
    tracks = state.this_turn.abandons.get(player.name, [])
    if event.withdraw:
        if event.track not in tracks:
            raise GameError(f"{player.name} has not declared Abandon {event.track.capitalize()} this turn")
        state.this_turn.abandons[player.name] = [t for t in tracks if t != event.track]
        return
    if event.track in tracks:
        raise GameError(f"{player.name} has already declared Abandon {event.track.capitalize()} this turn")
    state.this_turn.abandons[player.name] = [*tracks, event.track]


def warehouse(state: GameState, event: Warehouse) -> None:
    """How many cards a player warehoused (up to 3), and what a warehouse check found.

    Raises:
        GameError: not in the Trading phase; a card that may not be warehoused among the cards
            checked (001 Warehousing; R11), or more cards named than warehoused.
    """
    _in_trading(state, "warehousing")
    name = state.player(event.player).name
    check_warehouse(state.rules, event.cards, event.checked)
    state.this_turn.warehouse[name] = event.cards
    if event.checked:
        state.this_turn.warehouse_checked[name] = dict(event.checked)
    else:
        state.this_turn.warehouse_checked.pop(name, None)


def vp_transfer(state: GameState, event: VPTransfer) -> None:
    """VP given from one player to another as part of a deal ("Players may include victory points")."""
    giver, receiver = state.player(event.giver), state.player(event.receiver)
    if giver is receiver:
        raise GameError("a player cannot give VP to themself")
    if state.phase in ("setup", "over"):
        raise GameError(f"VP cannot change hands once the game is {state.phase}")
    require_vp(giver, event.amount, "give")
    credit(state, event, giver, -event.amount, "transfer", f"to {receiver.name}: {event.reason}")
    credit(state, event, receiver, event.amount, "transfer", f"from {giver.name}: {event.reason}")


def penalty(state: GameState, event: Penalty) -> None:
    """A penalty of up to 5 VP; VP never go below 0, so a player pays at most what they hold."""
    player = state.player(event.player)
    if state.phase in ("setup", "over"):
        raise GameError(f"no penalties once the game is {state.phase}")
    credit(state, event, player, -event.amount, "penalty", f"penalty: {event.reason}")  # takes what is held (R9)


HANDLERS = handlers(
    on(TimerEvent, timer),
    on(AbilityTarget, ability_target),
    on(Abandon, abandon),
    on(Warehouse, warehouse),
    on(VPTransfer, vp_transfer),
    on(Penalty, penalty),
)
