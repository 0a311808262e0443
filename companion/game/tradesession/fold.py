"""The fold of a trade session's journal: each event judged by the rule packs, then applied.

:func:`check_event` is the session's one judge (:meth:`GameKind.refusal` asks it, changing
nothing); :func:`apply_event` checks and applies. The rules are the packs' (:mod:`.cards` asks
them); this module only says which event may come when: a round is trade → end of trade →
Calamity Selection (Mega Civilization, 002 "8. CALAMITY SELECTION") → the next round, and an
Advanced Civilization round ends at the end of trade (its seed, rule 28, covers trade only).

The random discards of 8. come from ``random.Random(seed)``, the seed in the ``session_selection``
event, drawn player by player in seat order: the fold draws the same discards every time it runs
(ruling C211), and no global random is used.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from companion.game.errors import GameError
from companion.game.events import EventBase, Ruling
from companion.game.folds import Fold, on, rules
from companion.game.seats import check_names
from companion.game.titm.events import TimerEvent
from companion.game.titm.handlers_trading import apply_timer, check_timer
from companion.game.tradesession.cards import SessionCards, session_cards
from companion.game.tradesession.events import (
    SessionCalamities,
    SessionEndTrade,
    SessionFinish,
    SessionHand,
    SessionNextRound,
    SessionOverrule,
    SessionSelection,
    SessionSetup,
)
from companion.game.tradesession.state import (
    DiscardRecord,
    RoundRecord,
    SessionPlayerState,
    SessionRuling,
    SessionState,
)
from companion.rules.advciv.trade import PLAYERS as ADVCIV_PLAYERS
from companion.rules.megaciv.blocks import games
from companion.rules.megaciv.calamities import Selection
from companion.i18n import N_, _

#: Events recorded whatever the round and phase say (they describe the table, not the game).
UNCHECKED: frozenset[type[EventBase]] = frozenset({SessionSetup, TimerEvent})

#: When the session is, as a refusal says it ("… is not recorded {when}").
PHASE_WORDS = {
    "setup": N_("before setup"),
    "trading": N_("during the trade"),
    "selection": N_("at Calamity Selection"),
    "selected": N_("after Calamity Selection"),
    "traded": N_("after the end of trade"),
    "over": N_("once the session is over"),
}

#: What is refused out of its phase, each a whole sentence (``{when}``: one of :data:`PHASE_WORDS`).
NOT_NOW = {
    "hand": N_("a hand is not recorded {when}"),
    "end_trade": N_("the end of trade is not recorded {when}"),
    "calamities": N_("the calamities held are not recorded {when}"),
    "selection": N_("Calamity Selection is not recorded {when}"),
    "overrule": N_("an overrule of Calamity Selection is not recorded {when}"),
    "next_round": N_("the next round is not recorded {when}"),
    "finish": N_("the end of the session is not recorded {when}"),
}


def _in(state: SessionState, what: str, *phases: str) -> None:
    """Refuse ``what`` (a key of :data:`NOT_NOW`) outside ``phases``, in the table's words and the
    language in use (a phone's refusal is worded in the phone's)."""
    if state.phase not in phases:
        when = _(PHASE_WORDS[state.phase]) if state.phase in PHASE_WORDS else state.phase
        raise GameError(_(NOT_NOW[what]).format(when=when))


# --- setup --------------------------------------------------------------------------


def check_setup(state: SessionState, event: SessionSetup) -> SessionCards:
    """The game, the players and their blocks (Mega Civilization: 5–18 players, a block per player
    from 12, the table's block up to 11, ruling C203; Advanced Civilization: :data:`ADVCIV_PLAYERS`)."""
    if state.phase != "setup":
        raise GameError(_("the session is already set up"))
    check_names(p.name for p in event.players)
    n = len(event.players)
    if event.game == "advciv":
        if n not in ADVCIV_PLAYERS:
            low, high = ADVCIV_PLAYERS.start, ADVCIV_PLAYERS.stop - 1
            raise GameError(_("players: {n}, but an Advanced Civilization session seats {low} to {high} (28.2)").format(
                n=n, low=low, high=high))
        if event.block is not None or any(p.block for p in event.players):
            raise GameError(_("Advanced Civilization has no trade-card blocks: name none"))
    cards = session_cards(event.game, n, event.block, event.data, f"event {event.seq} (session_setup): data")
    together = cards.game == "megaciv" and cards.block is None
    if together and event.block is not None:
        raise GameError(_("block: with {n} players both blocks are in play; give each player's block instead").format(n=n))
    if together:
        missing = [p.name for p in event.players if p.block is None]
        if missing:
            raise GameError(_("with {n} players each player sits in the West or the East block: give {names}'s").format(
                n=n, names=", ".join(missing)))
    elif any(p.block for p in event.players):
        raise GameError(_("with {n} players the table plays one block: give no player's block").format(n=n))
    return cards


def apply_setup(state: SessionState, event: SessionSetup, plan: SessionCards) -> None:
    """Round 1's trade begins."""
    state.name, state.game, state.cards = event.name, event.game, plan
    state.block = plan.block
    state.players = [SessionPlayerState(name=p.name, block=p.block) for p in event.players]
    state.trade_seconds, state.trade_source = event.trade_seconds, event.trade_source
    state.turn, state.phase = 1, "trading"
    state.rounds = [RoundRecord(turn=1)]


# --- trade --------------------------------------------------------------------------


def check_hand(state: SessionState, event: SessionHand) -> dict[str, int]:
    """A player's hand: cards this game has, no more of each than it has (the packs' tally)."""
    _in(state, "hand", "trading", "selection", "selected", "traded")
    state.player(event.player)
    if event.mining and state.game != "advciv":
        raise GameError(_("Mining is Advanced Civilization's (28.53): a Mega Civilization hand has none"))
    return state.deck.tally(f"{event.player}'s hand", event.cards)


def apply_hand(state: SessionState, event: SessionHand, plan: dict[str, int]) -> None:
    """The hand as entered."""
    player = state.player(event.player)
    player.cards, player.mining = plan, event.mining


def check_end_trade(state: SessionState, event: SessionEndTrade) -> None:
    """The end of trade: once, during the trade."""
    _in(state, "end_trade", "trading")


def apply_end_trade(state: SessionState, event: SessionEndTrade, plan: None) -> None:
    """Mega Civilization goes on to Calamity Selection; an Advanced Civilization round ends."""
    state.this_round.trade_ended = event.seq
    state.phase = "selection" if state.deck.selection else "traded"


# --- Calamity Selection -------------------------------------------------------------


def check_calamities(state: SessionState, event: SessionCalamities) -> list[str]:
    """A player's calamities at Calamity Selection: calamities of this game at this count, no more
    copies than the game has, for the player and for the whole table (8.; ruling C204)."""
    _in(state, "calamities", "selection")
    state.player(event.player)
    cards = state.deck
    ids = [cards.pack_deck.card(name).id for name in event.held]
    cards.select(ids, random.Random(0))  # the pack's check of the cards themselves; its draw is not kept
    others = [Counter(p.entered) for p in state.players if p.entered is not None and p.name != event.player]
    cards.check_table([*others, Counter(ids)])
    return ids


def apply_calamities(state: SessionState, event: SessionCalamities, plan: list[str]) -> None:
    """The calamities entered (their number is what the board shows, 8.)."""
    state.player(event.player).entered = plan


def check_selection(state: SessionState, event: SessionSelection) -> dict[str, Selection]:
    """The limit applied to every player, once each has entered their calamities; the random
    discards drawn with ``random.Random(event.seed)``, player by player in seat order (ruling C211)."""
    _in(state, "selection", "selection")
    waiting = [p.name for p in state.players if p.entered is None]
    if waiting:
        raise GameError(_("waiting for {names} to enter the calamities they hold").format(names=", ".join(waiting)))
    rng = random.Random(event.seed)
    return {p.name: state.deck.select(p.entered or [], rng) for p in state.players}


def _discard(player: SessionPlayerState, kept: list[str], discards: list[DiscardRecord]) -> None:
    """Set a player's outcome of Calamity Selection: the discarded cards leave their hand."""
    before = len(player.discards)
    back = Counter(d.calamity for d in player.discards)  # an overrule puts the earlier discards back first
    hand = Counter(player.cards) + back
    hand.subtract(Counter(d.calamity for d in discards))
    player.cards = {c: n for c, n in hand.items() if n > 0}
    player.kept, player.discards = kept, discards
    player.discarded += len(discards) - before


def apply_selection(state: SessionState, event: SessionSelection, plan: dict[str, Selection]) -> None:
    """Each player keeps what the limit leaves and discards the rest; the round records it."""
    record = state.this_round
    record.seed = event.seed
    for player in state.players:
        result = plan[player.name]
        _discard(player, list(result.kept), [DiscardRecord(d.calamity, d.reason) for d in result.discarded])
        record.held[player.name] = len(result.held)
        record.discards[player.name] = [d.calamity for d in result.discarded]
    state.phase = "selected"


def check_overrule(state: SessionState, event: SessionOverrule) -> list[str]:
    """The host's overrule of one player's selection: the calamities kept must be among those the
    player entered (the ruling replaces the limit's outcome, not the cards held)."""
    _in(state, "overrule", "selected")
    player = state.player(event.player)
    kept = [state.deck.pack_deck.card(name).id for name in event.kept]
    extra = Counter(kept) - Counter(player.entered or [])
    if extra:
        names = ", ".join(state.deck.name(c) for c in extra)
        raise GameError(_("{player} did not enter {cards} at Calamity Selection: keep only cards they hold").format(
            player=event.player, cards=names))
    return kept


def apply_overrule(state: SessionState, event: SessionOverrule, plan: list[str]) -> None:
    """The player keeps what the host says; the rest is discarded; the ruling is kept."""
    player = state.player(event.player)
    left = Counter(player.entered or [])
    left.subtract(Counter(plan))
    discards = [DiscardRecord(c, "overrule") for c, n in left.items() for _ in range(n)]
    _discard(player, plan, discards)
    state.this_round.discards[player.name] = [d.calamity for d in discards]
    state.rulings.append(
        SessionRuling(event.seq, state.turn, state.phase, event.reason, "8. Calamity Selection", player.name)
    )


# --- rounds -------------------------------------------------------------------------


def check_next_round(state: SessionState, event: SessionNextRound) -> None:
    """The next round: after Calamity Selection (Mega Civilization) or the end of trade (Advanced)."""
    _in(state, "next_round", "selected", "traded")


def apply_next_round(state: SessionState, event: SessionNextRound, plan: None) -> None:
    """A new round's trade; the last round's selection is cleared."""
    state.turn += 1
    state.phase = "trading"
    state.rounds.append(RoundRecord(turn=state.turn))
    for player in state.players:
        player.entered = player.kept = None
        player.discards = []


def check_finish(state: SessionState, event: SessionFinish) -> None:
    """The session ends: any time once set up."""
    _in(state, "finish", "trading", "selection", "selected", "traded")


def apply_finish(state: SessionState, event: SessionFinish, plan: None) -> None:
    """Over."""
    state.phase = "over"


def check_ruling(state: SessionState, event: Ruling) -> None:
    """A ruling the table made: any time once set up."""
    if state.phase == "setup":
        raise GameError(_("the session is not set up yet"))


def apply_ruling(state: SessionState, event: Ruling, plan: None) -> None:
    """The ruling, kept for the record."""
    state.rulings.append(SessionRuling(event.seq, state.turn, state.phase, event.text, event.rule))


HANDLERS = rules(
    on(SessionSetup, check_setup, apply_setup),
    on(SessionHand, check_hand, apply_hand),
    on(TimerEvent, check_timer, apply_timer),
    on(SessionEndTrade, check_end_trade, apply_end_trade),
    on(SessionCalamities, check_calamities, apply_calamities),
    on(SessionSelection, check_selection, apply_selection),
    on(SessionOverrule, check_overrule, apply_overrule),
    on(SessionNextRound, check_next_round, apply_next_round),
    on(SessionFinish, check_finish, apply_finish),
    on(Ruling, check_ruling, apply_ruling),
)

FOLD = Fold(HANDLERS, UNCHECKED, turn_word="round")


def check_event(state: SessionState, event: EventBase) -> object:
    """Whether ``event`` is allowed now (its round and phase, then its rule): the plan its apply needs.

    Raises:
        GameError: the event is not allowed now, in the table's words.
    """
    return FOLD.check(state, event)


def apply_event(state: SessionState, event: Any) -> None:
    """Apply one event in effect to ``state`` (``state.seq`` is left to the caller).

    Raises:
        GameError: the event is not allowed now; ``state`` is unchanged.
    """
    FOLD.apply(state, event)
