"""Fold handlers for setup, moving between phases, the end of the game, corrections and rulings."""

from __future__ import annotations


from companion.edition import edition_from_data
from companion.game.titm.choices import draws_now
from companion.game.errors import GameError
from companion.game.kinds import handlers, on
from companion.game.titm.events import Correction, GameOver, PhaseAdvance, Ruling, Setup
from companion.game.titm.flow import next_phase, unfinished
from companion.game.titm.ledger import credit
from companion.game.seats import check_seats
from companion.game.titm.state import (
    FinalRecord,
    GameState,
    PlaceRecord,
    PlayerState,
    Position,
    RankingRecord,
    RulingRecord,
    TurnRecord,
)
from companion.rules.endgame import final_score, rank
from companion.rules.production import production_entitlement
from companion.rules.standing import starting_standing
from companion.rules.tracks import position


def setup(state: GameState, event: Setup) -> None:
    """Start the game: players on START and a centre space of their chosen sides; turn 1, Production."""
    if state.phase != "setup":
        raise GameError("the game is already set up")
    edition = edition_from_data(event.edition, origin=f"event {event.seq} (setup): edition")
    components = edition.components()
    low, high = edition.players.min, edition.players.max
    if not event.house_rules.any_player_count and not low <= len(event.players) <= high:
        raise GameError(f"{len(event.players)} players: this edition is for {low}–{high} (R13)")
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
    state.components = components
    state.trade_warnings = tuple(edition.trade_phase.warnings)
    state.name = event.name
    state.edition_id = edition.id
    state.house_rules = event.house_rules
    state.players = players
    state.seats = {p.name: i for i, p in enumerate(players)}
    state.turn, state.phase = 1, "production"


def phase_advance(state: GameState, event: PhaseAdvance) -> None:
    """Move to the next phase (or the next turn's Production Phase)."""
    reason = unfinished(state)
    if reason:
        raise GameError(f"cannot leave {state.phase} yet: {reason}")
    turn, phase = next_phase(state)
    if phase == "over":
        raise GameError("after the last turn's Civic phase the game ends: record game over")
    if event.to != phase:
        raise GameError(f"from {state.phase} the table moves to {phase}, not {event.to}")
    if turn != state.turn:
        state.this_turn = TurnRecord(dead_last_turn=state.this_turn.dead_spent())
    state.turn, state.phase = turn, phase
    if phase == "development":  # everyone draws as the phase begins (001 Development Phase)
        state.this_turn.drawn = {p.name: draws_now(state, p.name) for p in state.players}


def game_over(state: GameState, event: GameOver) -> None:
    """The End of the Game: final totals and the ranking with its tie-breaks."""
    reason = unfinished(state)
    if reason:
        raise GameError(f"cannot end the game yet: {reason}")
    if next_phase(state)[1] != "over":
        raise GameError(f"the game ends after the Civic phase of turn {state.rules.last_turn}")
    scores = [
        final_score(state.rules, p.name, p.vp, p.standing(), state.developments_of(p.name)) for p in state.players
    ]
    ranking = rank(scores)
    state.ranking = RankingRecord(
        finals=[FinalRecord.model_validate(s, from_attributes=True) for s in scores],
        places=[
            PlaceRecord(rank=p.rank, names=list(p.names), total=p.score.total, thumb_wrestle=p.thumb_wrestle)
            for p in ranking.places
        ],
        steps=list(ranking.steps),
    )
    state.phase = "over"


def correction(state: GameState, event: Correction) -> None:
    """A manual correction, with its reason in the ledger or the history."""
    if state.phase == "over":
        raise GameError("the game is over and its ranking fixed: undo game over to correct it")
    player = state.player(event.player)
    rules = state.rules
    why = f"correction: {event.reason}"
    if event.what == "vp":
        if player.vp + event.value < 0:
            raise GameError(f"{player.name} has {player.vp} VP: a correction of {event.value} would go below 0")
        credit(state, event, player, event.value, "correction", why)
    elif event.what in ("happiness", "safety"):
        rules.status(event.what).check(event.value)
        setattr(player, event.what, event.value)
    elif event.what in ("government", "religion"):
        pos = position(rules.political(event.what), event.side, event.value)
        setattr(player, event.what, Position(side=pos.side, space=pos.space))
    else:  # workers
        good = rules.good(event.good)
        if good.category != "basic":
            raise GameError(f"{good.name}: rural workers produce basic goods only")
        changes = dict(player.worker_changes)
        changes[good.name] = changes.get(good.name, 0) + event.value
        production_entitlement(rules, state.developments_of(player.name), changes)  # never below 0
        player.worker_changes = changes


def ruling(state: GameState, event: Ruling) -> None:
    """A ruling made at the table, kept for the record and the export."""
    state.rulings.append(
        RulingRecord(seq=event.seq, turn=state.turn, phase=state.phase, text=event.text, rule=event.rule)
    )


HANDLERS = handlers(
    on(Setup, setup),
    on(PhaseAdvance, phase_advance),
    on(GameOver, game_over),
    on(Correction, correction),
    on(Ruling, ruling),
)
