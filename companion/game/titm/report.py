"""Readable reports of a game: the ``replay`` text, and the ``export`` Markdown and JSON."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any, assert_never, cast

import msgspec

from companion.errors import N_, Param, Words, commas, say
from companion.game.events import Redo, Rewind, Ruling, Undo, shared_line
from companion.game.titm.events import (
    Abandon,
    AbilitiesResolved,
    AbilityTarget,
    CalamitiesResolved,
    CivicApplied,
    Correction,
    DevelopmentChosen,
    DevelopmentDestroyed,
    Event,
    GameOver,
    GoodsResolved,
    Penalty,
    PhaseAdvance,
    Setup,
    TimerEvent,
    VPTransfer,
    Warehouse,
)
from companion.game.titm.side_words import side_name, side_words
from companion.game.titm.why import calamity_line, calamity_lines, final_details
from companion.game.history import history
from companion.game.report_parts import rulings_and_history, table_row
from companion.game.titm.race import race, race_data, race_rows
from companion.game.titm.state import GameState
from companion.game.timing import clock, timing_lines, turn_times
from companion.game.words import PHASE_NAMES, PHASE_SHORT, ROMAN, counted, roman
from companion.i18n import _, pgettext
from companion.rules.errors import RulesError

__all__ = [
    "PHASE_NAMES",
    "PHASE_SHORT",
    "ROMAN",
    "counted",
    "describe_event",
    "development_name",
    "export_data",
    "export_markdown",
    "markdown_text",
    "ranking_lines",
    "roman",
    "spent_words",
    "state_text",
]

def describe_event(event: Event, state: GameState | None = None) -> str:
    """One line for an event in the history: ``"Penalty: Ann 2 VP (revealed a card bottom)"``.

    Every event type of :data:`~companion.game.titm.events.Event` has its line here (the type
    checker holds the match to every class of the union: ``assert_never``).
    With the game's ``state``, developments and named cards are named as printed
    (``"Development: Ann plays Venus Temple"``, ``"bottoms 1 Barbarian Fury"``); without, by their ids.
    """
    match event:
        case Setup():
            return f"Setup: {event.name}, players {', '.join(p.name for p in event.players)}"
        case PhaseAdvance():
            if event.to == "production" and event.phase == "civic":  # the end of a turn: the turn marker moves on
                return f"Phase: to turn {roman(event.turn + 1)}, {PHASE_NAMES[event.to]}"
            return f"Phase: to {PHASE_NAMES[event.to]}"
        case GameOver():
            return "Game over"
        case TimerEvent():
            return f"Timer: {event.action} ({clock(event.remaining_ms / 1000)} left)"
        case AbilityTarget():
            targets = ", ".join(event.targets) or "nobody"
            return f"Ability: {event.holder}'s {development_name(state, event.development)} → {targets}"
        case Abandon():
            return f"Abandon {event.track} withdrawn: {event.player}" if event.withdraw else f"Abandon {event.track}: {event.player}"
        case Warehouse():
            checked = ", ".join(f"{n} {name}" for name, n in event.checked.items())
            return f"Warehouse: {event.player} {event.cards} card{'s' if event.cards != 1 else ''}" + (
                f" (checked: {checked})" if checked else ""
            )
        case VPTransfer():
            return f"VP: {event.giver} gives {event.receiver} {event.amount} ({event.reason})"
        case Penalty():
            return f"Penalty: {event.player} {event.amount} VP ({event.reason})"
        case AbilitiesResolved():
            return "Resolution step 1: abilities and abandons resolved"
        case GoodsResolved():
            ruled = f" (beyond the cards dealt, the host ruled: {event.ruling})" if event.ruling else ""
            return f"Goods: {event.player} spent {spent_words(state, event.goods, event.icons).english()}{ruled}"
        case CalamitiesResolved():
            rolls = ", ".join(f"{p} rolled {'+'.join(map(str, r))}" for p, r in event.rolls.items())
            return "Calamities resolved" + (f": {rolls}" if rolls else "")
        case DevelopmentChosen():
            name = event.custom.name if event.custom else development_name(state, event.development)
            return f"Development: {event.player} plays {name}"
        case DevelopmentDestroyed():
            return f"Development destroyed: {event.player}'s {development_name(state, event.development)} ({event.reason})"
        case CivicApplied():
            return "Civic effects applied"
        case Correction():
            value = f"{event.side} {event.value}" if event.what in ("government", "religion") else str(event.value)
            return f"Correction: {event.player} {event.what} {value} ({event.reason})"
        case Ruling() | Undo() | Redo() | Rewind():
            return shared_line(event)
        case _:
            assert_never(event)


def development_name(state: GameState | None, dev_id: str) -> str:
    """A development's printed name (the catalogue's, or a custom card's), else its id."""
    if state is None:
        return dev_id
    try:
        return state.development(dev_id).name
    except (KeyError, RulesError):  # not in this game's catalogue (an old or hand-made journal)
        return dev_id


def spent_words(state: GameState | None, goods: Mapping[str, int], icons: Mapping[str, int]) -> Words:
    """The cards a player spent in Resolution step 2, as the history (:meth:`Words.english`), the phone
    inbox's list and the phones (:meth:`Words.said`) say them: ``"1 grain, 3 wine; bottoms 1 mars, 1 Zealots"``
    (goods and named cards as printed on the table's cards, given ``state``; arrows by their side's name)."""
    tops = [say(N_("{n} {card}"), n=n, card=_top(state, good)) for good, n in goods.items() if n]
    bottoms = [say(N_("{n} {card}"), n=n, card=_bottom(state, icon)) for icon, n in icons.items() if n]
    spent = commas(tops[0], *tops[1:]) if tops else say(N_("no goods"))
    return say(N_("{goods}; bottoms {bottoms}"), goods=spent, bottoms=commas(bottoms[0], *bottoms[1:])) if bottoms else spent


def _top(state: GameState | None, good: str) -> Param:
    """A good as printed on the table's cards (in each language the edition prints it), else as it is."""
    return state.rules.printed("goods", good) if state is not None and good in state.rules.goods else good


def _bottom(state: GameState | None, icon: str) -> Param:
    """A card bottom: a named card as printed (``Barbarian Fury``), an arrow by its side (``mars``), prosperity;
    another icon as it is."""
    if state is not None and icon in state.rules.bad_cards:
        return state.rules.printed("bad_cards", icon)
    return say(N_("prosperity")) if icon == "prosperity" else side_words(icon)


def state_text(state: GameState) -> str:
    """The ``replay`` answer: turn, phase, and per player VP, markers, levels, developments."""
    rules = state.rules
    lines = [_("{game}: turn {turn}, {phase}").format(game=state.name, turn=roman(state.turn), phase=_(PHASE_NAMES[state.phase]))]
    for p in state.players:
        devs = ", ".join(state.development(d).name for d in p.developments) or pgettext("no developments", "none")
        lines.append("  " + _(
            "{name} [{symbol}]: {vp} VP; happiness {happiness}, safety {safety}; {government} {gov_space} (level "
            "{gov_level}), {religion} {rel_space} (level {rel_level}); developments: {developments}"
        ).format(
            name=p.name, symbol=p.symbol, vp=p.vp, happiness=f"{p.happiness:+d}", safety=f"{p.safety:+d}",
            government=side_name(p.government.side), gov_space=p.government.space,
            gov_level=rules.government.level(p.government.space),
            religion=side_name(p.religion.side), rel_space=p.religion.space,
            rel_level=rules.religion.level(p.religion.space), developments=devs,
        ))
    if state.ranking is not None:
        lines.append(_("Final ranking:"))  # the ranking's lines are the game's record, as the export's (English)
        lines.extend(ranking_lines(state))
    return "\n".join(lines)


_MARKDOWN_INLINE = str.maketrans({c: "\\" + c for c in "\\`*_[]<>&!~#"})
_MARKDOWN_BLOCK_START = re.compile(r"^(\d{1,9})([.)])|^([-+=])")


def markdown_text(text: str) -> str:
    """``text`` as Markdown that renders it as typed (user text is data, never markup).

    Backslash-escapes the characters that start emphasis, code, links, HTML, entities and
    headings (``*Bo*`` → ``\\*Bo\\*``), and a list marker or underline at the start
    (``1. Al`` → ``1\\. Al``, ``+ Cy`` → ``\\+ Cy``): the text may begin a list item.
    """
    escaped = text.translate(_MARKDOWN_INLINE)
    return _MARKDOWN_BLOCK_START.sub(lambda m: f"{m[1]}\\{m[2]}" if m[1] else f"\\{m[3]}", escaped, count=1)


def ranking_lines(state: GameState, *, markdown: bool = False) -> list[str]:
    """The final ranking, each player's Monuments/Shrines and tie-break icons itemised, then the tie-break steps.

    ``markdown``: a list of places (``- 1. Ann: …``, ``- 2= Cat: …``) with the itemised lines nested
    under each player, then "Tie-breaks, step by step:" and the steps as a list of their own (for
    ``export --format md``); otherwise indented text (``replay``). Each place is a bullet that
    carries its rank: a Markdown ordered list renumbers its items (only the first number counts), so
    tied players sharing 3rd place would render as 3rd and 4th. A shared place is marked ``2=`` as
    on the end screen and the board (:attr:`~companion.game.titm.final.PlaceRecord.label`, docs/rulings.md C12).
    """
    assert state.ranking is not None
    finals = {f.name: f for f in state.ranking.finals}
    place_indent, detail = ("- ", "    - ") if markdown else ("  ", "       ")
    data = markdown_text if markdown else str  # names (and custom cards' names) are user text
    lines = []
    for place in state.ranking.places:
        for name in place.names:
            f = finals[name]
            wrestle = "  (thumb wrestle)" if place.thumb_wrestle else ""
            lines.append(
                f"{place_indent}{place.listed} {data(name)}: {f.total} VP = {f.chits} chits"
                f" + {f.development_vp} developments"
                f" + {f.monument_vp} monuments/shrines{wrestle}"
            )
            lines += [f"{detail}{data(line)}" for line in final_details(f)]
    if markdown:  # a paragraph between the two lists: after a bare blank line the steps would join the places
        lines += ["", "Tie-breaks, step by step:" if state.ranking.steps else "No ties: the totals decide."]
        if state.ranking.steps:
            lines.append("")
    for step in state.ranking.steps:  # a step indented by 2 spaces is a sub-step: a nested item in Markdown
        depth = (len(step) - len(step.lstrip())) // 2
        lines.append(f"{'    ' * depth}- {data(step.strip())}" if markdown else f"  {step}")
    return lines


def export_data(state: GameState, events: Sequence[Event]) -> dict[str, Any]:
    """The ``export --format json`` object: the state summary, ledger, calamities, times, history, rulings,
    the race (VP by turn, :func:`companion.game.titm.race.race_data`), final ranking."""
    data = state.summary()
    data["edition"] = state.edition_id
    data["house_rules"] = state.house_rules.model_dump()
    data["ledger"] = [msgspec.structs.asdict(e) for e in state.ledger]
    data["history"] = [
        {
            "seq": h.event.seq,
            "at": h.event.at.isoformat(),
            "turn": h.event.turn,
            "phase": h.event.phase,
            "by": h.event.by,
            "text": describe_event(cast(Event, h.event), state),  # an event of this game's journal
            "in_effect": h.in_effect,
            "undone_by": h.undone_by,
        }
        for h in history(events)
    ]
    data["rulings"] = [msgspec.structs.asdict(r) for r in state.rulings]
    data["calamities"] = [
        {"turn": turn, **_without(msgspec.to_builtins(record), "rolled_by"), "text": calamity_line(state, turn, record)}
        for turn, record in sorted(state.calamities.items())
    ]
    data["times"] = [
        {
            "turn": t.turn,
            "seconds": round(t.seconds),
            "trading_seconds": round(t.trading.seconds) if t.trading else None,
            "trading_paused_seconds": round(t.trading.paused) if t.trading else None,
            "ongoing": t.ongoing,
        }
        for t in turn_times(events)
    ]
    data["race"] = race_data(race(state))
    if state.ranking is not None:
        data["final"] = msgspec.to_builtins(state.ranking)
    return data


def export_markdown(state: GameState, events: Sequence[Event]) -> str:
    """A human-readable game report: final ranking, standings, the race, calamities, time per turn, ledger,
    rulings, history."""
    out = [f"# {state.name}", "", f"Turn {roman(state.turn)}, {PHASE_NAMES[state.phase]} — edition `{state.edition_id}`", ""]
    if state.ranking is not None:
        out += ["## Final ranking", "", *ranking_lines(state, markdown=True), ""]
    out += ["## Players", "", "| player | VP | happiness | safety | government | religion | developments |", "|---|---|---|---|---|---|---|"]
    for p in state.players:
        devs = ", ".join(state.development(d).name for d in p.developments) or "—"
        out.append(
            table_row(f"{p.name} [{p.symbol}]", p.vp, f"{p.happiness:+d}", f"{p.safety:+d}",
                      f"{p.government.side} {p.government.space}", f"{p.religion.side} {p.religion.space}", devs)
        )
    out += ["", "## The race", "", "VP chits at the end of each turn" + (
        "; end: the final totals, with the VP on developments and the Monuments/Shrines." if state.ranking else "."), ""]
    header, *rows = race_rows(race(state))
    out += [table_row(*header), "|" + "---|" * len(header), *(table_row(*row) for row in rows)]
    out += ["", "## Calamities", ""]
    out += [f"- {line}" for line in calamity_lines(state)] or ["None resolved yet."]
    out += ["", "## Time", ""]
    out += [f"- {line}" for line in timing_lines(events)] or ["No turn timed yet."]
    out += ["", "## VP ledger", ""]
    for p in state.players:
        out += [f"### {p.name}: {p.vp} VP", "", "| turn | phase | VP | why |", "|---|---|---|---|"]
        for e in state.entries_of(p.name):
            out.append(table_row(e.turn, PHASE_NAMES[e.phase], f"{e.amount:+d}", e.reason))
        out.append("")
    out += rulings_and_history(state, events, turn_word="turn", phase_names=PHASE_NAMES, describe=describe_event)
    return "\n".join(out) + "\n"


def _without(data: dict[str, Any], key: str) -> dict[str, Any]:
    return {k: v for k, v in data.items() if k != key}
