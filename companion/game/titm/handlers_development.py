"""Fold rules for the Development and Civic phases: each a check and an apply
(:class:`companion.game.folds.Rule`).

Source: 001_26b6d8b0f4cbe6f7.txt, "Development Phase" (CHOOSING DEVELOPMENT
CARDS: up to one government and one religion card; PEASANT REVOLTS), "The
Development Cards" (Production limits; Yellow Immediate Effects; Monuments &
Shrines: one monument and one shrine), "Civic Phase"; RULINGS.md R10; docs/rulings.md C2 (a push across the box).
"""

from __future__ import annotations

from typing import Any

from companion.edition.development_checks import development_problems
from companion.errors import Printed, say
from companion.game.errors import GameError
from companion.game.phase_words import phase_words
from companion.i18n import N_
from companion.game.titm.events import CivicApplied, DevelopmentChosen, DevelopmentDestroyed
from companion.game.folds import on, rules
from companion.game.words import counted
from companion.game.titm.ledger import credit
from companion.game.titm.state import GameState
from companion.game.titm.choices import check_choice
from companion.rules.civic import CivicResult, civic_phase
from companion.rules.effects import Development, Immediate
from companion.rules.push import PushResult, apply_push, combine


def check_development_chosen(state: GameState, event: DevelopmentChosen) -> tuple[Development, PushResult]:
    """A development played: the card, and what its yellow immediate effects do at once."""
    if state.phase != "development":
        raise GameError(say(N_("developments are chosen in the Development phase (now: {phase})"), phase=phase_words(state.phase)))
    player = state.player(event.player)
    if event.custom is not None:
        if event.development in state.rules.developments:
            raise GameError(say(N_("{development} is already a card of the catalogue: choose a new id"),
                                development=repr(event.development)))
        known = state.custom.get(event.development)
        if known is not None and _printed(known) != _printed(event.custom):  # who added it is not the card
            raise GameError(say(N_("{development} is already a custom card in this game, with other values "
                                   "(a boat more or less, other VP…): give this card another name"), development=known.name))
        problems = development_problems(event.custom, state.rules)
        if problems:
            raise GameError(say(N_("custom card {problem}"), problem=problems[0]))
        card = event.custom.development()
    else:
        card = state.development(event.development)
    check_choice(state, player.name, card)
    push = combine(e.push for e in card.effects_of(Immediate))
    result = apply_push(state.rules, player.standing(), push, [*state.developments_of(player.name), card])
    return card, result


def apply_development_chosen(state: GameState, event: DevelopmentChosen, plan: tuple[Development, PushResult]) -> None:
    """The card in play; its immediate VP in the ledger, its pushes on the markers."""
    card, result = plan
    player = state.player(event.player)
    if event.custom is not None:
        state.custom.setdefault(event.development, event.custom)  # the same card, as first added
    player.developments = [*player.developments, card.id]
    credit(state, event, player, result.vp, "development", f"{card.name} (immediate)")
    player.place(result.standing)
    player.discard(result.destroyed)
    state.this_turn.chosen[player.name] = [*state.this_turn.chosen.get(player.name, []), card.id]


def _printed(card: Any) -> dict[str, Any]:
    """What a custom card (a ``DevelopmentEntry``) prints: everything but its source (who added it)."""
    printed: dict[str, Any] = card.model_dump(exclude={"source", "sources"})
    return printed


def _named(state: GameState, dev_id: str) -> Printed:
    """A development's id as a refusal quotes it in English (``'library'``), and as the edition names
    the card in each language it gives names in."""
    names = state.rules.names
    found = ((lang, name) for lang in sorted(names) if (name := state.rules.translated("developments", lang).get(dev_id)))
    return Printed(repr(dev_id), tuple(found))


def check_development_destroyed(state: GameState, event: DevelopmentDestroyed) -> None:
    """A development removed from play by the table's decision: one the player has in play."""
    player = state.player(event.player)
    if event.development not in player.developments:
        raise GameError(say(N_("{player} does not have {development} in play"), player=player.name,
                            development=_named(state, event.development)))


def apply_development_destroyed(state: GameState, event: DevelopmentDestroyed, plan: None) -> None:
    """The card leaves play."""
    state.player(event.player).discard([event.development])


def check_civic_applied(state: GameState, event: CivicApplied) -> dict[str, CivicResult]:
    """Every player's EVERY TURN abilities, simultaneously (Civic Phase): each player's result."""
    if state.phase != "civic":
        raise GameError(say(N_("civic effects are applied in the Civic phase (now: {phase})"), phase=phase_words(state.phase)))
    if state.this_turn.civic_applied:
        raise GameError("the civic effects of this turn are already applied")
    return civic_phase(state.rules, {p.name: p.standing() for p in state.players}, state.developments_by_player())


def apply_civic_applied(state: GameState, event: CivicApplied, plan: dict[str, CivicResult]) -> None:
    """Each player's VP, markers and destroyed cards, with a line for the history."""
    lines = []
    for p in state.players:
        civic = plan[p.name]
        if not civic.sources:
            continue
        names = counted([s.development for s in civic.sources])
        lines.append(f"{p.name}: {names}")
        credit(state, event, p, civic.result.vp, "civic", f"every turn: {names}")
        p.place(civic.result.standing)
        p.discard(civic.result.destroyed)
    state.this_turn.civic_lines = lines
    state.this_turn.civic_applied = True


HANDLERS = rules(
    on(DevelopmentChosen, check_development_chosen, apply_development_chosen),
    on(DevelopmentDestroyed, check_development_destroyed, apply_development_destroyed),
    on(CivicApplied, check_civic_applied, apply_civic_applied),
)
