"""Fold rules for setup, moving between phases, the end of the game, corrections and rulings.

Each event type has a check (raises :class:`GameError` in the table's words, changes nothing, returns
its plan) and an apply (commits the plan); see :class:`companion.game.folds.Rule`.
"""

from __future__ import annotations

import msgspec

from companion.edition import edition_from_data
from companion.game.titm.events import Correction, GameOver, Phase, PhaseAdvance, Setup
from companion.game.events import Ruling
from companion.game.folds import on, rules
from companion.game.titm.choices import draws_now
from companion.errors import say
from companion.game.errors import GameError
from companion.game.phase_words import phase_words
from companion.i18n import N_
from companion.game.titm.flow import next_phase, unfinished_words
from companion.game.titm.ledger import credit
from companion.game.seats import check_seats
from companion.game.titm.final import FinalRecord, PlaceRecord, RankingRecord
from companion.game.titm.state import GameState, PlayerState, Position, RulingRecord, TurnRecord
from companion.game.titm.table_cards import TableDeal, table_production
from companion.rules import trading
from companion.rules.components import Components
from companion.rules.endgame import final_score, rank
from companion.rules.production import production_entitlement
from companion.rules.standing import starting_standing
from companion.rules.tracks import position


class SetupPlan(msgspec.Struct, frozen=True):
    """What a setup event installs: the edition's components, its id, and the players on START."""

    components: Components
    edition_id: str
    players: list[PlayerState]
    trade_warnings: tuple[int, ...]


def check_setup(state: GameState, event: Setup) -> SetupPlan:
    """Start the game: players on START and a centre space of their chosen sides (R13: the edition's
    player count unless the house rules allow any; at least one player)."""
    if state.phase != "setup":
        raise GameError("the game is already set up")
    edition = edition_from_data(event.edition, origin=f"event {event.seq} (setup): edition")
    components = edition.components()
    low, high = edition.players.min, edition.players.max
    if not event.players:
        raise GameError("A game needs at least one player")
    if not event.house_rules.any_player_count and not low <= len(event.players) <= high:
        raise GameError(say(N_("{n} players: this edition is for {low}–{high} (R13)"), n=len(event.players), low=low, high=high))
    trading.check_trade_seconds(event.house_rules.trade_seconds)
    check_seats(event.players)
    players = []
    for p in event.players:
        standing = starting_standing(components, p.government, p.religion)
        players.append(
            PlayerState(
                name=p.name,
                colour=p.colour,
                symbol=p.symbol,
                civilisation=p.civilisation,
                government=Position(side=standing.government.side, space=standing.government.space),
                religion=Position(side=standing.religion.side, space=standing.religion.space),
                happiness=standing.happiness,
                safety=standing.safety,
            )
        )
    return SetupPlan(components, edition.id, players, tuple(edition.trade_phase.warnings))


def apply_setup(state: GameState, event: Setup, plan: SetupPlan) -> None:
    """Turn 1, Production, with the players of the plan."""
    state.components = plan.components
    state.trade_warnings = plan.trade_warnings
    state.name = event.name
    state.edition_id = plan.edition_id
    state.house_rules = event.house_rules
    state.players = plan.players
    state.seats = {p.name: i for i, p in enumerate(plan.players)}
    state.turn, state.phase = 1, "production"


def check_phase_advance(state: GameState, event: PhaseAdvance) -> tuple[int, Phase]:
    """Move to the next phase (or the next turn's Production Phase): the (turn, phase) it reaches."""
    reason = unfinished_words(state)
    if reason is not None:
        raise GameError(say(N_("cannot leave {phase} yet: {reason}"), phase=phase_words(state.phase), reason=reason))
    turn, phase = next_phase(state)
    if phase == "over":
        raise GameError("after the last turn's Civic phase the game ends: record game over")
    if event.to != phase:
        raise GameError(say(N_("from {now} the table moves to {phase}, not {to}"), now=phase_words(state.phase),
                            phase=phase_words(phase), to=phase_words(event.to)))
    return turn, phase


def apply_phase_advance(state: GameState, event: PhaseAdvance, plan: tuple[int, Phase]) -> None:
    """A new turn starts a new turn record; the Development phase begins with everyone's draws."""
    turn, phase = plan
    if turn != state.turn:  # the cards warehoused are back in the hands next turn (001 Warehousing)
        kept = sum(state.this_turn.warehouse.values())
        state.this_turn = TurnRecord(dead_last_turn=state.this_turn.dead_spent(), deal=TableDeal(kept=kept))
    elif state.phase == "production":  # the table has been dealt its goods (001 Production Phase; C16)
        dealt = table_production(state.rules, [(state.developments_of(p.name), p.worker_changes) for p in state.players])
        state.this_turn.deal = TableDeal(dealt, state.this_turn.deal.kept)
    state.turn, state.phase = turn, phase
    if phase == "development":  # everyone draws as the phase begins (001 Development Phase)
        state.this_turn.drawn = {p.name: draws_now(state, p.name) for p in state.players}


def check_game_over(state: GameState, event: GameOver) -> RankingRecord:
    """The End of the Game: final totals and the ranking with its tie-breaks."""
    reason = unfinished_words(state)
    if reason is not None:
        raise GameError(say(N_("cannot end the game yet: {reason}"), reason=reason))
    if next_phase(state)[1] != "over":
        raise GameError(say(N_("the game ends after the Civic phase of turn {turn}"), turn=state.rules.last_turn))
    scores = [
        final_score(state.rules, p.name, p.vp, p.standing(), state.developments_of(p.name)) for p in state.players
    ]
    ranking = rank(scores)
    return RankingRecord(
        finals=[msgspec.convert(s, FinalRecord, from_attributes=True) for s in scores],
        places=[
            PlaceRecord(rank=p.rank, names=list(p.names), total=p.score.total, thumb_wrestle=p.thumb_wrestle)
            for p in ranking.places
        ],
        steps=list(ranking.steps),
    )


def apply_game_over(state: GameState, event: GameOver, plan: RankingRecord) -> None:
    """The ranking is fixed; the game is over."""
    state.ranking = plan
    state.phase = "over"


#: What a correction sets: nothing computed (VP, happiness, safety), a new position, new rural workers.
CorrectionPlan = Position | dict[str, int] | None


def check_correction(state: GameState, event: Correction) -> CorrectionPlan:
    """A manual correction, with its reason in the ledger or the history."""
    if state.phase == "over":
        raise GameError("the game is over and its ranking fixed: undo game over to correct it")
    player = state.player(event.player)
    rules = state.rules
    if event.what == "vp":
        if player.vp + event.value < 0:
            raise GameError(say(N_("{player} has {vp} VP: a correction of {value} would go below 0"), player=player.name,
                                vp=player.vp, value=event.value))
        return None
    if event.what in ("happiness", "safety"):
        rules.status(event.what).check(event.value)
        return None
    if event.what in ("government", "religion"):
        pos = position(rules.political(event.what), event.side, event.value)
        return Position(side=pos.side, space=pos.space)
    good = rules.good(event.good)  # workers
    if good.category != "basic":
        raise GameError(say(N_("{good}: rural workers produce basic goods only"), good=rules.printed("goods", good.name)))
    changes = dict(player.worker_changes)
    changes[good.name] = changes.get(good.name, 0) + event.value
    production_entitlement(rules, state.developments_of(player.name), changes)  # never below 0
    return changes


def apply_correction(state: GameState, event: Correction, plan: CorrectionPlan) -> None:
    """The corrected VP (in the ledger), marker or rural workers."""
    player = state.player(event.player)
    if event.what == "vp":
        credit(state, event, player, event.value, "correction", f"correction: {event.reason}")
    elif event.what in ("happiness", "safety"):
        setattr(player, event.what, event.value)
    elif isinstance(plan, Position):
        setattr(player, event.what, plan)
    elif isinstance(plan, dict):
        player.worker_changes = plan


def check_ruling(state: GameState, event: Ruling) -> None:
    """A ruling made at the table is always kept."""


def apply_ruling(state: GameState, event: Ruling, plan: None) -> None:
    """A ruling made at the table, kept for the record and the export."""
    state.rulings.append(
        RulingRecord(seq=event.seq, turn=state.turn, phase=state.phase, text=event.text, rule=event.rule)
    )


HANDLERS = rules(
    on(Setup, check_setup, apply_setup),
    on(PhaseAdvance, check_phase_advance, apply_phase_advance),
    on(GameOver, check_game_over, apply_game_over),
    on(Correction, check_correction, apply_correction),
    on(Ruling, check_ruling, apply_ruling),
)
