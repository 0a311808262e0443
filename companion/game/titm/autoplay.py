"""Plausible legal moves for a game in progress, chosen with a ``random.Random``.

Used to build the demo game (a 5-player game in turn 3), and by tests and
benchmarks to drive random legal event sequences. Nothing here is a rule: it
proposes events and lets the fold accept or refuse them.
"""

from __future__ import annotations

import random
from typing import Any

from companion.game.errors import GameError
from companion.game.events import EventBase, Ruling
from companion.game.titm.events import (
    Abandon,
    AbilityTarget,
    CalamitiesResolved,
    Correction,
    DevelopmentChosen,
    GoodsResolved,
    Penalty,
    Track,
    VPTransfer,
)
from companion.game.titm.flow import next_step
from companion.game.titm.preview import check_table
from companion.game.titm.state import GameState
from companion.rules.bottoms import carried_on, plain_card
from companion.rules.calamities import roll_die, rolls_for
from companion.rules.effects import TradeAbility

#: A proposed event, built but not yet recorded (the game stamps it when it records it).
Move = EventBase
TRACKS: tuple[Track, ...] = ("government", "religion")


def _goods(state: GameState, rng: random.Random, player: str) -> dict[str, int]:
    """A plausible spend: 2–10 cards of one to three goods (a turn's production and trades), each card
    one the table still holds (the judge's :func:`~companion.game.titm.preview.check_table`, C16)."""
    goods = rng.sample([g for g in state.rules.goods.values() if not g.dead], k=rng.randint(1, 3))
    spend: dict[str, int] = {}
    for _ in range(rng.randint(2, 10)):
        good = rng.choice(goods)
        more = {**spend, good.name: spend.get(good.name, 0) + 1}
        if more[good.name] <= good.deck and _held(state, player, more):
            spend = more
    return spend


def _held(state: GameState, player: str, spend: dict[str, int]) -> bool:
    """Whether the table holds the cards of ``spend`` (the judge says nothing against it)."""
    try:
        check_table(state, player, spend)
    except GameError:
        return False
    return True


def _icons(state: GameState, rng: random.Random, goods: dict[str, int]) -> dict[str, int]:
    """Bottoms a real hand could show: at most one per card, each on a card that carries it (001 The
    Goods), a Zealots & co. with its printed arrow (R18); ``unhappy``/``barbarian`` by their cards' names."""
    rules = state.rules
    names = list(rules.arrow_sides) + ["prosperity", "unhappy", "barbarian", *rules.bad_cards]
    categories = [rules.goods[g].category for g, n in goods.items() for _ in range(n) if not rules.goods[g].dead]
    icons: dict[str, int] = {}
    for i, category in enumerate(categories):
        if rng.random() < 0.9:
            name = rng.choice(names[:4]) if rng.random() < 0.7 else rng.choice(names)
            name = plain_card(rules, name) or name if name in ("unhappy", "barbarian") else name
            on = carried_on(rules, name)
            if on is not None and category not in on:
                name = names[i % 4]  # that bad card is not on this card's goods: an arrow instead
            icons[name] = icons.get(name, 0) + 1
            if name in rules.bad_cards and rules.bad_cards[name].arrow_reversed:
                arrow = names[i % 4]  # the arrow printed on the card, part of the same bottom
                icons[arrow] = icons.get(arrow, 0) + 1
    return icons


def _rolls(state: GameState, rng: random.Random) -> dict[str, list[int]]:
    victims = state.victims()
    held = state.developments_by_player()
    return {v: [roll_die(state.rules, rng) for _ in range(rolls_for(v, held))] for v in victims.barbarian_attack}


def _choices(state: GameState, name: str) -> list[str]:
    rules = state.rules
    player = state.player(name)
    found = []
    for dev in rules.developments.values():
        pos = player.government if dev.track == "government" else player.religion
        if dev.side not in (None, pos.side) or dev.level > rules.political(dev.track).level(pos.space):
            continue
        found.append(dev.id)
    return found


def side_moves(state: GameState, rng: random.Random) -> list[Move]:
    """Events that may happen at any time during play: rulings, transfers, penalties, corrections."""
    a, b = rng.sample(state.names, 2)
    moves: list[Move] = [Ruling(text=f"ruling {rng.randint(1, 999)}", rule="001 Trading Phase")]
    if state.player(a).vp:
        moves.append(VPTransfer(giver=a, receiver=b, amount=rng.randint(1, state.player(a).vp)))
    moves.append(Penalty(player=a, amount=rng.randint(1, 5), reason="revealed a card bottom"))
    moves.append(Correction(player=b, what="happiness", value=rng.randint(-8, 3), reason="misread"))
    return moves


def progress_move(state: GameState, rng: random.Random) -> Move:
    """The next event that moves the game toward its end (a phase's own work, then advancing)."""
    phase = state.phase
    if phase == "trading":
        holders = [
            (p.name, d) for p in state.players for d in p.developments if state.development(d).effects_of(TradeAbility)
        ]
        if holders and rng.random() < 0.3:
            holder, dev = rng.choice(holders)
            others = [n for n in state.names if n != holder]
            return AbilityTarget(holder=holder, development=dev, targets=[rng.choice(others)])
        if rng.random() < 0.15:
            return Abandon(player=rng.choice(state.names), track=rng.choice(TRACKS))
    if phase == "development":
        waiting = [p.name for p in state.players if len(state.this_turn.chosen.get(p.name, [])) < 2]
        if waiting and rng.random() < 0.8:
            name = rng.choice(waiting)
            options = _choices(state, name)
            if options:
                return DevelopmentChosen(player=name, development=rng.choice(options))
    step = next_step(state)  # the turn's one state machine, as the table screen's n follows it
    if step.kind == "goods":
        goods = _goods(state, rng, step.player)
        return GoodsResolved(player=step.player, goods=goods, icons=_icons(state, rng, goods))
    if step.kind == "calamities":
        return CalamitiesResolved(rolls=_rolls(state, rng), rolled_by="app")
    if step.event is not None:
        return step.event
    raise GameError(f"no move to propose in {phase}")


def play(game: Any, rng: random.Random, *, until: tuple[int, str] | None = None, limit: int = 10_000) -> None:
    """Record plausible events on ``game`` until (turn, phase) is reached or the game is over.

    Refused events (a development that breaks a production rule, …) are simply
    skipped; at most ``limit`` attempts are made.
    """
    for _ in range(limit):
        state = game.state
        if state.phase == "over" or (until is not None and (state.turn, state.phase) == until):
            return
        try:
            game.record(progress_move(state, rng))
        except GameError:
            continue
