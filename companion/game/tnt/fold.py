"""The fold of a Trade and Triumph journal: each event applied through the rules (004_94530a861ff71851.txt).

:func:`apply_event` checks an event against the state and applies it, or
raises :class:`GameError` and changes nothing: every handler computes the new
traders with :mod:`companion.rules.tnt` first and commits last. Every change of
VP or gold is one ledger entry, so each player's VP (and gold) always equals
the sum of their entries.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any, Literal

from companion.edition.packs.tnt import from_data
from companion.game.errors import GameError
from companion.game.kinds import dispatch
from companion.game.seats import check_seats
from companion.game.tnt.state import (
    OutcomeRecord,
    StandingRecord,
    TntLedgerEntry,
    TntPlayerState,
    TntRulingRecord,
    TntState,
    TurnRecord,
)
from companion.rules.tnt import economy
from companion.rules.tnt.board import Resources, Trader, actions
from companion.rules.tnt.endgame import end_of_game, winner

#: Events recorded whatever the round and phase say (they describe the table, not the game).
UNCHECKED = frozenset({"tnt_setup", "undo", "redo", "rewind"})


# --- helpers ------------------------------------------------------------------------


def _entry(state: TntState, event: Any, name: str, amount: int, unit: Literal["vp", "gold"], kind: str, reason: str) -> None:
    """Write one ledger entry (commit step; nothing for 0)."""
    if amount:
        state.ledger.append(
            TntLedgerEntry(
                seq=event.seq, turn=state.turn, phase=state.phase, player=name,
                amount=amount, unit=unit, kind=kind, reason=reason,
            )
        )


def _commit(state: TntState, event: Any, player: TntPlayerState, after: Trader, kind: str, reason: str) -> None:
    """Take ``after``'s numbers and write the VP and gold they moved into the ledger."""
    _entry(state, event, player.name, after.vp - player.vp, "vp", kind, reason)
    _entry(state, event, player.name, after.gold - player.gold, "gold", kind, reason)
    player.take(after)
    _note_trigger(state, player)


def _note_trigger(state: TntState, player: TntPlayerState) -> None:
    """"When a player reaches 20 victory points, the game end is triggered" (C404: 20 or more; it stands)."""
    if not state.triggered and player.vp >= state.numbers.end_vp:
        state.triggered = True
        state.triggered_by = player.name
        state.phase = "last round"


def _playing(state: TntState) -> None:
    if state.phase == "setup":
        raise GameError("the game is not set up yet")
    if state.phase == "over":
        raise GameError("the game is over: undo the last end of turn to change it")


#: What each event allowed only "during your turn" (004) is, in the refusal's words.
IN_TURN = {
    "tnt_sell_resources": "sell resources at the city",
    "tnt_sell_cards": "sell cards",
    "tnt_specialty": "draw from the specialty deck",
    "tnt_upgrade": "upgrade",
}


def turn_refusal(state: TntState, name: str, kind: str) -> str:
    """Why ``name`` may not record a ``kind`` event of :data:`IN_TURN` now, or ``""`` if they may:
    the rulebook allows it only "during your turn" (004), and never once the game is set up or over.
    Pure: the scoreboard asks it when a key is pressed, the fold when the event is recorded."""
    try:
        _playing(state)
    except GameError as error:
        return str(error)
    if name != state.whose_turn:
        return f"{name} can {IN_TURN[kind]} only in their own turn: it is {state.whose_turn}'s turn"
    return ""


def _in_turn(state: TntState, player: TntPlayerState, kind: str) -> None:
    """Refuse a ``kind`` event outside the player's own turn (:func:`turn_refusal`)."""
    refusal = turn_refusal(state, player.name, kind)
    if refusal:
        raise GameError(refusal)


def _turn_of(trader: Trader) -> TurnRecord:
    """A new turn's record: its actions from the upgrades held as it begins."""
    a = actions(trader.upgrades)
    return TurnRecord(moves=a.moves, draws=a.draws, plays=a.plays)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if abs(n) == 1 else 's'}"


# --- setup --------------------------------------------------------------------------


def setup(state: TntState, event: Any) -> None:
    """Start the game: each trader with 5 gold and 4 cards, the first player's turn of round 1 ("Game Setup")."""
    if state.phase != "setup":
        raise GameError("the game is already set up")
    check_seats(event.players)
    rules = from_data(event.data, origin=f"event {event.seq} (tnt_setup): data").rules
    players = [
        TntPlayerState(name=p.name, colour=p.colour, symbol=p.symbol, gold=rules.starting_gold, hand=rules.starting_hand)
        for p in event.players
    ]
    state.rules = rules
    state.name = event.name
    state.title = str(event.data.get("title", "Trade and Triumph"))
    state.players = players
    state.seats = {p.name: i for i, p in enumerate(players)}
    for p in players:
        _entry(state, event, p.name, rules.starting_gold, "gold", "start", "starting gold (Game Setup)")
    state.turn, state.phase, state.current = 1, "playing", 0
    state.this_turn = _turn_of(players[0].trader())


# --- counts entered by hand ------------------------------------------------------------


def vp(state: TntState, event: Any) -> None:
    """VP gained or lost for a reason the table states (never below 0)."""
    _playing(state)
    player = state.player(event.player)
    if player.vp + event.amount < 0:
        raise GameError(f"{player.name} has {player.vp} VP and cannot lose {-event.amount}")
    _entry(state, event, player.name, event.amount, "vp", "vp", event.reason)
    player.vp += event.amount
    _note_trigger(state, player)


def gold(state: TntState, event: Any) -> None:
    """Gold gained or spent for a reason the table states (never below 0)."""
    _playing(state)
    player = state.player(event.player)
    if player.gold + event.amount < 0:
        raise GameError(f"{player.name} has {player.gold} gold and cannot pay {-event.amount}")
    _entry(state, event, player.name, event.amount, "gold", "gold", event.reason)
    player.gold += event.amount


def resource(state: TntState, event: Any) -> None:
    """Trade resources taken at a trade node ("Take 1 resource cube"), or corrected."""
    _playing(state)
    player = state.player(event.player)
    held = getattr(player.resources, event.region)
    if held + event.amount < 0:
        raise GameError(f"{player.name} holds {held} {event.region} and cannot give up {-event.amount}")
    player.resources = player.resources.model_copy(update={event.region: held + event.amount})


def hand(state: TntState, event: Any) -> None:
    """Cards drawn (+) or played or discarded (−)."""
    _playing(state)
    player = state.player(event.player)
    if player.hand + event.amount < 0:
        raise GameError(f"{player.name} holds {_plural(player.hand, 'card')} and cannot give up {-event.amount}")
    player.hand += event.amount


# --- the economy ------------------------------------------------------------------------


def sale_text(sets: int, singles: Resources) -> str:
    """``"1 set of four + 1 forest"``."""
    parts = [f"{_plural(sets, 'set')} of four"] if sets else []
    parts += [f"{n} {region}" for region, n in singles.as_dict().items() if n]
    return " + ".join(parts)


def sell_resources(state: TntState, event: Any) -> None:
    """Sell trade resources at the city: 1 VP each, 6 VP for one of each of the four ("The City")."""
    player = state.player(event.player)
    _in_turn(state, player, "tnt_sell_resources")
    rules, trader = state.numbers, player.trader()
    if event.sets is None and event.singles is None:
        sale = economy.best_sale(rules, trader.resources)
        sets, singles = sale.sets, sale.singles
    else:
        sets, singles = event.sets or 0, Resources(**(event.singles or {}))
    if sets == 0 and singles.total == 0:
        if not trader.resources.total:
            raise GameError(f"{player.name} holds no trade resources to sell")
        raise GameError("nothing to sell: give the sets of four or the single resources")
    after = economy.sell_resources(rules, trader, sets, singles)
    _commit(state, event, player, after, "resources", sale_text(sets, singles) + " at the city")


def sell_cards(state: TntState, event: Any) -> None:
    """Sell cards from hand: 1 gold each at a trade node, 2 at the city."""
    player = state.player(event.player)
    _in_turn(state, player, "tnt_sell_cards")
    rules = state.numbers
    after = economy.sell_cards(rules, player.trader(), event.cards, event.where)
    price = rules.card_gold_city if event.where == "city" else rules.card_gold_node
    where = "the city" if event.where == "city" else "a trade node"
    reason = f"{_plural(event.cards, 'card')} at {where} ({event.cards} × {price} gold)"
    _commit(state, event, player, after, "cards", reason)


def specialty(state: TntState, event: Any) -> None:
    """Pay 10 gold and draw a specialty card: the turn's draw, one at most ("Specialty Cards", "Upgrade Boards")."""
    player = state.player(event.player)
    _in_turn(state, player, "tnt_specialty")
    if state.this_turn.specialty:
        raise GameError(f"{player.name} has already drawn a specialty card this turn (one card from each deck a turn)")
    after = economy.draw_specialty(state.numbers, player.trader())
    _commit(state, event, player, after, "specialty", "specialty draw")
    state.this_turn.specialty = True


def upgrade(state: TntState, event: Any) -> None:
    """Buy the next upgrade of a track for its printed price; it counts as a play ("Upgrade Boards")."""
    player = state.player(event.player)
    _in_turn(state, player, "tnt_upgrade")
    turn = state.this_turn
    if turn.upgrades >= turn.plays:
        raise GameError(
            f"{player.name} has {_plural(turn.plays, 'play')} this turn and has used "
            f"{'it' if turn.plays == 1 else 'them'}: an upgrade counts as a play (a play upgrade counts from next turn)"
        )
    rules = state.numbers
    after = economy.buy_upgrade(rules, player.trader(), event.track, event.price)
    now = getattr(after.upgrades, event.track)
    _commit(state, event, player, after, "upgrade", f"{event.track} upgrade {now} of {rules.spaces(event.track)}")
    turn.upgrades += 1


# --- turns and the end ---------------------------------------------------------------------


def end_turn(state: TntState, event: Any) -> None:
    """End the turn: discard down to 7, count the turn; the next player's turn, or the end of the game.

    "When a player reaches 20 victory points, the game end is triggered. The current round is
    completed so that all players have had an equal number of turns." ("End of the Game")
    """
    player = state.player(event.player)
    _playing(state)
    if player.name != state.whose_turn:
        raise GameError(f"it is {state.whose_turn}'s turn, not {player.name}'s")
    rules = state.numbers
    kept, discarded = economy.discard_to_hand_limit(rules, player.trader())
    ended = replace(kept, turns=kept.turns + 1)
    traders = [ended if t.name == player.name else t for t in state.traders()]
    end = end_of_game(rules, traders, triggered=state.triggered)
    nxt = (state.current + 1) % len(traders)
    outcome = None
    if end.over:
        result = winner(traders)
        outcome = OutcomeRecord(
            winners=list(result.winners),
            decided_by=result.decided_by,
            standings=[
                StandingRecord(name=t.name, vp=t.vp, gold=t.gold, upgrades=t.upgrades.total) for t in result.standings
            ],
        )
    # commit
    player.take(ended)
    player.discarded += discarded
    state.triggered = end.triggered
    state.current = nxt
    state.this_turn = _turn_of(traders[nxt])
    if outcome is not None:
        state.phase, state.outcome = "over", outcome
    else:
        state.phase = "last round" if end.triggered else "playing"
        if nxt == 0:
            state.turn += 1


def ruling(state: TntState, event: Any) -> None:
    """A ruling the table made (any time, also after the end)."""
    if state.phase == "setup":
        raise GameError("the game is not set up yet")
    state.rulings.append(
        TntRulingRecord(seq=event.seq, turn=state.turn, phase=state.phase, text=event.text, rule=event.rule)
    )


HANDLERS: dict[str, Callable[[TntState, Any], None]] = {
    "tnt_setup": setup,
    "tnt_vp": vp,
    "tnt_gold": gold,
    "tnt_resource": resource,
    "tnt_hand": hand,
    "tnt_sell_resources": sell_resources,
    "tnt_sell_cards": sell_cards,
    "tnt_specialty": specialty,
    "tnt_upgrade": upgrade,
    "tnt_end_turn": end_turn,
    "ruling": ruling,
}


def apply_event(state: TntState, event: Any) -> None:
    """Apply one event in effect to ``state`` (``state.seq`` is left to the caller).

    Raises:
        GameError: the event is not allowed now (another round or phase, an unknown
            player, a rule broken); ``state`` is unchanged.
    """
    dispatch(HANDLERS, UNCHECKED, state, event, turn_word="round")
