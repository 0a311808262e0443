"""Fold rules for the Resolution phase, its three steps: each a check and an apply
(:class:`companion.game.folds.Rule`).

Source: 001_26b6d8b0f4cbe6f7.txt, "Resolution Phase" (Step 1 trade phase
abilities; Step 2 resolving trade goods, SIMULTANEOUS vs TURN ORDER, ANNOUNCE
WEALTH; Step 3 resolving calamities); RULINGS.md R6, R8–R10, R17.
"""

from __future__ import annotations

from collections.abc import Sequence

import msgspec

from companion.errors import say
from companion.game.errors import GameError
from companion.game.phase_words import phase_words
from companion.i18n import N_
from companion.game.titm.events import AbilitiesResolved, CalamitiesResolved, GoodsResolved
from companion.game.folds import on, rules
from companion.game.titm.flow import resolution_step
from companion.game.titm.ledger import affordable, credit
from companion.game.titm.preview import preview_goods
from companion.game.titm.table_cards import Spend as TableSpend
from companion.game.titm.calamity import barbarian_losses
from companion.game.titm.state import BarbarianRecord, CalamityRecord, GameState, GoodsRecord, RulingRecord
from companion.rules.abilities import AbilityHit, AbilityUse, resolve_abilities
from companion.calc.titm import resolved_lines, track_lines
from companion.rules.calamities import BarbarianLoss, Victims, after_calamity
from companion.rules.draws import entitlement_for
from companion.rules.effects import TradeImmunity
from companion.rules.push import PushResult, apply_push
from companion.rules.resolution import GoodsResolution, Spend
from companion.rules.standing import Standing


def _step(state: GameState, step: int, what: str) -> None:
    """``what`` (a catalog word, marked ``N_``) is refused outside its step of the Resolution phase."""
    if state.phase != "resolution":
        raise GameError(say(N_("{what} happens in the Resolution phase (now: {phase})"), what=say(what),
                            phase=phase_words(state.phase)))
    now = resolution_step(state)
    if now != step:
        raise GameError(say(N_("{what} is step {step} of the Resolution phase, but the table is at step {now}"),
                            what=say(what), step=step, now=now))


class AbilitiesPlan(msgspec.Struct, frozen=True):
    """Step 1 worked out: each ability's hit, each player's markers after the pushes and abandons,
    and the lines the history shows."""

    hits: tuple[AbilityHit, ...]
    results: dict[str, PushResult]
    lines: list[str]


def check_abilities_resolved(state: GameState, event: AbilitiesResolved) -> AbilitiesPlan:
    """Step 1: every recorded ability and Abandon, simultaneously."""
    _step(state, 1, N_("resolving trade phase abilities"))
    uses = [
        AbilityUse(a.holder, a.development, tuple(a.targets), a.ability, tuple(a.declined))
        for a in state.this_turn.abilities
    ]
    held = state.developments_by_player()
    hits, pushes = resolve_abilities(uses, held)
    results: dict[str, PushResult] = {}
    for p in state.players:
        abandons = state.this_turn.abandons.get(p.name, [])
        results[p.name] = apply_push(
            state.rules,
            p.standing(),
            msgspec.structs.replace(pushes[p.name], vp=0),  # an effect (a Struct); its VP go to the ledger hit by hit
            held[p.name],
            abandon_government="government" in abandons,
            abandon_religion="religion" in abandons,
        )
    lines = [f"{hit.holder}'s {hit.development} on {hit.target}: {hit.label}" for hit in hits]
    for use in state.this_turn.abilities:  # an ability ignored changes nothing: say why (Venetian Monastery)
        for name in use.declined:
            immunity = next(d.name for d in held[name] if d.effects_of(TradeImmunity))
            lines.append(f"{name} ignores {use.holder}'s {state.development(use.development).name} ({immunity})")
    for p in state.players:
        for track in state.this_turn.abandons.get(p.name, []):
            lines.append(f"{p.name} abandons {track}: back to {getattr(results[p.name], track).start.side} 1")
    return AbilitiesPlan(hits, results, lines)


def apply_abilities_resolved(state: GameState, event: AbilitiesResolved, plan: AbilitiesPlan) -> None:
    """VP hit by hit (a loss takes what is held at that moment, R9), then the markers and crossing bonuses."""
    for hit in plan.hits:
        target, holder = state.player(hit.target), state.player(hit.holder)
        if hit.target_push.vp:
            amount = hit.target_push.vp if hit.target_push.vp > 0 else -affordable(target, -hit.target_push.vp)
            credit(state, event, target, amount, "ability", f"{hit.development} of {hit.holder}")
        if hit.holder_push.vp:
            amount = hit.holder_push.vp if hit.holder_push.vp > 0 else -affordable(holder, -hit.holder_push.vp)
            credit(state, event, holder, amount, "ability", f"{hit.development} on {hit.target}")
    for p in state.players:
        result = plan.results[p.name]
        credit(state, event, p, result.vp, "bonus", "crossing bonus")
        p.place(result.standing)
        p.discard(result.destroyed)
    state.this_turn.ability_lines = plan.lines
    state.this_turn.abilities_resolved = True


class GoodsPlan(msgspec.Struct, frozen=True):
    """Step 2 for one player worked out: the result (from the state when step 2 began) and its record."""

    result: GoodsResolution
    record: GoodsRecord


def check_goods_resolved(state: GameState, event: GoodsResolved, waiting: Sequence[TableSpend] = ()) -> GoodsPlan:
    """Step 2 for one player: VP for sets and prosperity, arrows, bottoms, Revolution/Conversion, and
    the table's cards (C16: the decks; what was dealt, unless the event carries the host's ``ruling``).

    Step 2 is simultaneous (R17): the result comes from :func:`preview_goods`, i.e. from the
    state when step 2 began. ``waiting``: other players' spends not yet recorded, counted as on the
    table (the phones' entries, :func:`companion.game.titm.goods_verdict.judge_goods`); the fold gives none.
    """
    _step(state, 2, N_("resolving trade goods"))
    player = state.player(event.player)
    if player.name in state.this_turn.goods:
        raise GameError(say(N_("{player}'s goods are already resolved this turn: undo to change them"), player=player.name))
    result = preview_goods(state, player.name, Spend(dict(event.goods), dict(event.icons)), waiting=waiting, ruling=event.ruling or "")
    rules = state.rules
    lines = resolved_lines(rules, result, lambda d: state.development(d).name)
    record = GoodsRecord(
        goods_vp=result.goods_vp,
        vp=result.vp,
        reason=result.reason(),
        lines=lines,
        prosperity_vp=result.prosperity_vp,
        crossing_vp=result.crossing_vp,
        revolution=result.government.crossed,
        conversion=result.religion.crossed,
        destroyed=list(result.destroyed),
        dead=[s.good for s in result.sets.goods if s.dead and s.count],
        spent={"goods": {g: n for g, n in event.goods.items() if n}, "icons": {i: n for i, n in event.icons.items() if n}},
        moves=track_lines(rules, result),
        ruling=event.ruling or "",
        result=result,
    )
    return GoodsPlan(result, record)


def apply_goods_resolved(state: GameState, event: GoodsResolved, plan: GoodsPlan) -> None:
    """The player's VP and markers. Developments a Revolution/Conversion destroys stay in play (for
    the other players' Civil Rights, Venetian and Martian Orthodoxy) until the last player's goods
    are recorded; then every destroyed development leaves play at once."""
    player = state.player(event.player)
    result = plan.result
    credit(state, event, player, result.goods_vp, "goods", result.reason())
    credit(state, event, player, result.prosperity_vp, "prosperity", f"{result.prosperity_vp} prosperity")
    credit(state, event, player, result.crossing_vp, "bonus", "crossing bonus")
    player.place(result.standing)
    state.this_turn.goods[player.name] = plan.record
    if event.ruling:  # recorded beyond the cards dealt: the table's ruling, kept with the event (C16)
        text = f"{player.name}'s goods recorded beyond the cards the table was dealt: {event.ruling}"
        state.rulings.append(RulingRecord(seq=event.seq, turn=state.turn, phase=state.phase, text=text, rule="C16"))
    if len(state.this_turn.goods) == len(state.players):
        _destroyed_leave_play(state)


def _destroyed_leave_play(state: GameState) -> None:
    """Every player has resolved (R17, C9): the developments destroyed in step 2 leave play together."""
    for name, record in state.this_turn.goods.items():
        player = state.player(name)
        player.discard([d for d in record.destroyed if d in player.developments])


class CalamitiesPlan(msgspec.Struct, frozen=True):
    """Step 3 worked out: the victims, each Barbarian Attack victim's loss, everyone's markers after,
    and the highest level each Peasant Revolt victim may play this turn (None: no cap, R10)."""

    victims: Victims
    losses: list[tuple[str, BarbarianLoss]]
    standings: dict[str, Standing]
    max_level: dict[str, int | None]


def check_calamities_resolved(state: GameState, event: CalamitiesResolved) -> CalamitiesPlan:
    """Step 3: the victims, the Barbarian Die, the VP lost, markers back to START."""
    _step(state, 3, N_("resolving calamities"))
    rules = state.rules
    victims = state.victims()
    losses = barbarian_losses(state, event.rolls)
    standings = {
        p.name: after_calamity(
            rules,
            p.standing(),
            peasant_revolt=p.name in victims.peasant_revolt,
            barbarian_attack=p.name in victims.barbarian_attack,
        )
        for p in state.players
    }
    # the revolt's cap as the Development phase's draws will take it (the same markers and developments,
    # entitlement_for): kept in the turn's record, for what is said of the turn afterwards
    max_level = {
        name: entitlement_for(rules, standings[name], state.developments_of(name), turn=state.turn,
                              revolt_victim=True).max_level
        for name in victims.peasant_revolt
    }
    return CalamitiesPlan(victims, losses, standings, max_level)


def apply_calamities_resolved(state: GameState, event: CalamitiesResolved, plan: CalamitiesPlan) -> None:
    """The VP lost (the ledger takes what is held and says so, keeping a 0 VP line: R9), markers back."""
    records = []
    for name, loss in plan.losses:
        player = state.player(name)
        credit(state, event, player, -loss.owed, "barbarian attack", loss.reason())
        records.append(BarbarianRecord(player=name, rolls=list(loss.rolls), owed=loss.owed, lost=loss.lost or 0))
    for p in state.players:
        p.place(plan.standings[p.name])
    state.this_turn.calamities = CalamityRecord(
        peasant_revolt=list(plan.victims.peasant_revolt), max_level=dict(plan.max_level), barbarian_attack=records,
        rolled_by=event.rolled_by,
    )
    state.calamities[state.turn] = state.this_turn.calamities


HANDLERS = rules(
    on(AbilitiesResolved, check_abilities_resolved, apply_abilities_resolved),
    on(GoodsResolved, check_goods_resolved, apply_goods_resolved),
    on(CalamitiesResolved, check_calamities_resolved, apply_calamities_resolved),
)
