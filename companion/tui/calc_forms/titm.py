"""The primary game's computations (Trading in the Mediterranean): Sets, Resolve, Victims, Barbarians, Draws.

Each reads the boxes and calls :mod:`companion.calc.titm` with the edition's
components; with a game open, the boxes start with the selected player's markers.
"""

from __future__ import annotations

from collections.abc import Mapping

from companion.calc import Answer, titm
from companion.entry import (
    EntryError,
    read_bottoms,
    read_counts,
    read_int,
    read_ints,
    read_names,
    read_optional_int,
    read_rows,
    read_side,
    read_turn,
    read_yes,
)
from companion.entry import titm as words
from companion.i18n import _, current_code
from companion.errors import say
from companion.i18n import N_
from companion.tui.calc_forms import Box, Form, Sources, Table

#: What the Abandon box accepts.
ABANDON = ("government", "religion")


def _sets(sources: Sources, v: Mapping[str, str]) -> Answer:
    c = sources.components
    return titm.sets(c, read_counts(v["goods"], words.goods(c, lang=current_code())))


def _resolve(sources: Sources, v: Mapping[str, str]) -> Answer:
    c = sources.components
    abandon = set(read_names(v.get("abandon", ""), ABANDON, field=_("Abandon")))
    return titm.resolve(
        c,
        read_counts(v.get("goods", ""), words.goods(c, lang=current_code())),
        read_bottoms(v.get("icons", ""), words.bottoms(c, lang=current_code())).icons,
        read_side(v["government"], words.sides(c.government), field=_("Government")),
        read_side(v["religion"], words.sides(c.religion), field=_("Religion")),
        read_int(v.get("happiness", ""), field=_("Happiness"), default=0),
        read_int(v.get("safety", ""), field=_("Safety"), default=0),
        abandon_government="government" in abandon,
        abandon_religion="religion" in abandon,
    )


def _victims(sources: Sources, v: Mapping[str, str]) -> Answer:
    rows = read_rows(v["players"], ("happiness", "safety"), field=_("Players"))
    turn = read_turn(v["turn"], field=_("Turn"))
    return titm.victims(sources.components, turn, {n: h for n, (h, _) in rows}, {n: s for n, (_, s) in rows})


def _barbarians(sources: Sources, v: Mapping[str, str]) -> Answer:
    rolls = read_ints(v["rolls"], field=_("Die"))
    vp = read_optional_int(v.get("vp", ""), field=_("VP"))
    return titm.barbarians(sources.components, read_turn(v["turn"], field=_("Turn")), rolls, vp)


def _draws(sources: Sources, v: Mapping[str, str]) -> Answer:
    c = sources.components
    turn = read_turn(v["turn"], field=_("Turn")) if v.get("turn", "").strip() else None
    revolt = read_yes(v.get("revolt", ""), field=_("Revolt"))
    if revolt and turn is None:
        raise EntryError(say(N_("Revolt: type the turn too (the level cap depends on it)")))
    return titm.draws(
        c,
        read_side(v["government"], words.sides(c.government), field=_("Government"), level=True),
        read_side(v["religion"], words.sides(c.religion), field=_("Religion"), level=True),
        turn=turn,
        revolt_turn=turn if revolt else None,
        stability=read_yes(v.get("stability", ""), field=_("Stability")),
        extra=read_int(v.get("extra", ""), field=_("Extra"), default=0),
    )


def _row(name: str, *numbers: int) -> str:
    """``Ann -3 -1``; a name ending in a digit is written ``Player 2=-3:-1`` so it reads back the same."""
    if name[-1:].isdigit():
        return f"{name}=" + ":".join(str(n) for n in numbers)
    return " ".join([name, *(str(n) for n in numbers)])


def _resolve_prefill(table: Table) -> dict[str, str]:
    p = table.player
    return {
        "government": f"{p.government.side} {p.government.space}",
        "religion": f"{p.religion.side} {p.religion.space}",
        "happiness": str(p.happiness),
        "safety": str(p.safety),
    }


def _victims_prefill(table: Table) -> dict[str, str]:
    state = table.state
    return {"turn": str(state.turn), "players": ", ".join(_row(p.name, p.happiness, p.safety) for p in state.players)}


def _barbarians_prefill(table: Table) -> dict[str, str]:
    vp = table.state.public_vp(table.player.name)
    return {"turn": str(table.state.turn), **({"vp": str(vp)} if vp is not None else {})}


def _draws_prefill(table: Table) -> dict[str, str]:
    from companion.rules.effects import ExtraDraws, Stability
    from companion.rules.standing import levels

    state, p = table.state, table.player
    gov, rel = levels(state.rules, p.standing())
    held = state.developments_of(p.name)
    calamities = state.this_turn.calamities
    return {
        "government": f"{p.government.side} {gov}",
        "religion": f"{p.religion.side} {rel}",
        "turn": str(state.turn),
        "revolt": "y" if calamities is not None and p.name in calamities.peasant_revolt else "n",
        "stability": "y" if any(d.effects_of(Stability) for d in held) else "n",
        "extra": str(sum(e.count for d in held for e in d.effects_of(ExtraDraws))),
    }


SETS = Form(
    "sets",
    N_("Sets"),
    ((Box("goods", N_("Goods"), "wine 7, dye 2", required=True),),),
    _sets,
    N_("goods spent, names may be shortened · 001 Collect Victory Points; R1"),
)

RESOLVE = Form(
    "resolve",
    N_("Resolve"),
    (
        (Box("goods", N_("Goods"), "grain 3, dye 2"),),
        (Box("icons", N_("Bottoms"), "black 2, white, blue, zealots:red"),),
        (
            Box("government", N_("Gov. space"), "dem 3", required=True),
            Box("religion", N_("Rel. space"), "ven 1", required=True),
        ),
        (
            Box("happiness", N_("Happy"), "0"),
            Box("safety", N_("Safety"), "0"),
            Box("abandon", N_("Abandon"), "gov, rel"),
        ),
    ),
    _resolve,
    N_("tracks: side and space (1 = centre) · 001 Resolving Trade Goods; R5, R6, R11"),
    _resolve_prefill,
)

VICTIMS = Form(
    "victims",
    N_("Victims"),
    (
        (Box("turn", N_("Turn"), "3", required=True),),
        (Box("players", N_("Players"), "Ann -3 -1, Ben -5 0", required=True),),
    ),
    _victims,
    N_("name, happiness, safety (spaces from START) · 001 Resolving Calamities; R8"),
    _victims_prefill,
)

BARBARIANS = Form(
    "barbarians",
    N_("Barbarians"),
    (
        (
            Box("turn", N_("Turn"), "4", required=True),
            Box("rolls", N_("Die"), "2", required=True),
            Box("vp", N_("VP"), "17"),
        ),
    ),
    _barbarians,
    N_("Die: two rolls with Total War (2 3); VP before it · 001 Turn Track; R9"),
    _barbarians_prefill,
)

DRAWS = Form(
    "draws",
    N_("Draws"),
    (
        (
            Box("government", N_("Gov. level"), "dict 2", required=True),
            Box("religion", N_("Rel. level"), "mars 1", required=True),
        ),
        (
            Box("turn", N_("Turn"), "2"),
            Box("revolt", N_("Revolt"), "y"),
            Box("stability", N_("Stability"), "n"),
            Box("extra", N_("Extra"), "0"),
        ),
    ),
    _draws,
    N_("tracks: side and LEVEL (or 0), not space · 001 Development Phase; R3, R10"),
    _draws_prefill,
)

FORMS: tuple[Form, ...] = (SETS, RESOLVE, VICTIMS, BARBARIANS, DRAWS)
