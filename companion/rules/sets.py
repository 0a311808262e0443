"""Goods set values: how many VP the goods cards a player spends are worth.

Source: 001_26b6d8b0f4cbe6f7.txt, "Collect Victory Points": "The boxes on the
top of the card represent how much sets of the same type of good are worth.
The size of sets is limited to the number of boxes on the card … you could
turn in 7 and collect points for a set of 6 and a set of 1." RULINGS.md R1:
cards beyond the largest set start a new set (13 wine = 21 + 21 + 1 = 43).

A player chooses how to split cards into sets, so the split is the one that
earns the most VP under the good's chart (with the triangular chart that is
always "largest sets first"; an edited chart may make another split better).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache

import msgspec

from companion.errors import N_, Printed, say
from companion.rules import _check
from companion.rules.components import Components, Good
from companion.rules.effects import SetModifier


class SetAdjustment(msgspec.Struct, frozen=True):
    """What one development does to one set (Civil Rights, Venetian/Martian Orthodoxy).

    Attributes:
        source: the development's name.
        set_size: the size of the set it applies to.
        vp: VP added to the set (negative: taken off; a set never goes below 0, C3).
        happiness, safety: spaces the spender moves.
    """

    source: str
    set_size: int
    vp: int
    happiness: int
    safety: int


class SetScore(msgspec.Struct, frozen=True):
    """The VP one good earns.

    Attributes:
        good: the good's name.
        count: cards spent.
        sets: set sizes, largest first (``7 wine → (6, 1)``).
        chart_vp: VP from the chart alone.
        adjustments: what other players' developments did to these sets.
        vp: VP earned (chart VP plus adjustments).
        dead: dead cards (Piracy, R16): in no set, 0 VP.
    """

    good: str
    count: int
    sets: tuple[int, ...]
    chart_vp: int
    adjustments: tuple[SetAdjustment, ...] = ()
    dead: bool = False

    @property
    def vp(self) -> int:
        """VP earned by this good after adjustments."""
        return self.chart_vp + sum(a.vp for a in self.adjustments)

    def describe(self, tr: Callable[[str], str] = str, name: Callable[[str], str] = str) -> str:
        """A line for the ledger: ``"7 wine: sets 6+1 = 22 VP"``, ``"1 piracy: dead card, 0 VP"``.

        VP adjustments follow per set (``", Venetian Orthodoxy -1 → 0 VP"``), then the track
        moves adjustments cause, added up per development (``"; Martian Orthodoxy -2 happiness"``).
        ``tr`` translates the line's words (``companion.i18n._`` for a page; English by default, as the
        journal's ledger keeps them): the engine reads no catalog. ``name`` says the good (as printed
        in the language in use, for a page; its English name by default).
        """
        if self.dead:
            return tr("{count} {good}: dead card, 0 VP").format(count=self.count, good=name(self.good))
        sets = "+".join(str(s) for s in self.sets) or tr("none")
        text = tr("{count} {good}: sets {sets} = {vp} VP").format(count=self.count, good=name(self.good), sets=sets,
                                                                  vp=self.chart_vp)
        for a in self.adjustments:
            if a.vp:
                text += f", {a.source} {a.vp:+d}"
        if self.adjustments and self.vp != self.chart_vp:
            text += " → " + tr("{vp} VP").format(vp=self.vp)
        moves: dict[tuple[str, str], int] = {}
        for a in self.adjustments:
            for track, n in (("happiness", a.happiness), ("safety", a.safety)):
                if n:
                    moves[(a.source, track)] = moves.get((a.source, track), 0) + n
        for (source, track), n in moves.items():
            words = tr("{n} happiness") if track == "happiness" else tr("{n} safety")
            text += f"; {source} " + words.format(n=f"{n:+d}")
        return text


@lru_cache(maxsize=4096)
def split_sets(chart: tuple[int, ...], count: int) -> tuple[int, ...]:
    """Split ``count`` cards into the sets that earn the most VP under ``chart``.

    Args:
        chart: VP for a set of 1, 2, …, largest cards.
        count: cards of one good (≥ 0).

    Returns:
        Set sizes, largest first. Among equally good splits, the one with the
        fewest sets, then the largest sets, is chosen. ``split_sets((1, 3, 6,
        10, 15, 21), 7) == (6, 1)``.
    """
    # best[n] = (vp, -number_of_sets, sizes) for n cards; sizes largest first.
    best: list[tuple[int, int, tuple[int, ...]]] = [(0, 0, ())]
    for n in range(1, count + 1):
        options = []
        for size in range(1, min(n, len(chart)) + 1):
            vp, neg_sets, sizes = best[n - size]
            options.append(
                (vp + chart[size - 1], neg_sets - 1, tuple(sorted(sizes + (size,), reverse=True)))
            )
        best.append(max(options))
    return best[count][2]


def chart_value(chart: Sequence[int], sets: Sequence[int]) -> int:
    """VP of the given sets under ``chart``."""
    return sum(chart[s - 1] for s in sets)


def check_count(good: Good, count: object, printed: Printed | None = None) -> int:
    """Return ``count`` if the deck has that many cards of ``good``, else raise.

    Args:
        printed: the good's printed names (:meth:`Components.printed`), for the refusal said in any language.

    Raises:
        CountError: e.g. ``"wine: 19 cards, but the deck has only 12"``; its refusal names R1 (the
            decks) and the field ``"goods.wine"``.
    """
    return _check.count(
        printed or good.name, count, maximum=good.deck, limit_reason=say(N_("the deck has only {deck}"), deck=good.deck),
        cards=True, field=f"goods.{good.name}", rule="R1",
    )


def score_good(
    good: Good,
    count: int,
    modifiers: Sequence[tuple[str, SetModifier]] = (),
) -> SetScore:
    """Score the cards of one good a player spends.

    Args:
        good: the good.
        count: cards spent (0 … the good's deck size).
        modifiers: (development name, modifier) pairs that reach this player;
            those naming this good adjust each of its sets.

    Returns:
        A :class:`SetScore`. A dead card (Piracy, R16) is in no set and earns 0 VP.

    Raises:
        CountError: ``count`` is negative, not a whole number, or more than the deck.
    """
    count = check_count(good, count)
    if good.dead:
        return SetScore(good.name, count, (), 0, (), dead=True)
    sets = split_sets(good.chart, count)
    chart_vp = chart_value(good.chart, sets)
    adjustments = []
    for size in sets:
        set_vp = good.chart[size - 1]
        for source, mod in modifiers:
            if good.name not in mod.goods:
                continue
            # A set never earns less than nothing (C3): take off at most what it still has.
            vp = max(mod.vp, -set_vp)
            set_vp += vp
            adjustments.append(SetAdjustment(source, size, vp, mod.happiness, mod.safety))
    return SetScore(good.name, count, sets, chart_vp, tuple(adjustments))


class SetsResult(msgspec.Struct, frozen=True):
    """The VP of a whole spend: one :class:`SetScore` per good given, and the total."""

    goods: tuple[SetScore, ...]

    @property
    def total_vp(self) -> int:
        """VP from all goods."""
        return sum(s.vp for s in self.goods)


def score_sets(
    components: Components,
    counts: Mapping[str, int],
    modifiers: Sequence[tuple[str, SetModifier]] = (),
) -> SetsResult:
    """Score a player's spent goods (rulebook "Collect Victory Points"; R1).

    Args:
        components: the edition's components (charts and deck sizes).
        counts: cards spent by good name, e.g. ``{"wine": 7}``.
        modifiers: (development name, modifier) pairs that reach this player.

    Returns:
        A :class:`SetsResult`, goods in the edition's order.

    Raises:
        UnknownNameError: a good the edition does not have.
        CountError: a count that is negative, not whole, or more than the deck holds.
    """
    _check.counts("goods", counts)
    for name in counts:
        check_count(components.good(name), counts[name], components.printed("goods", name))
    scores = tuple(
        score_good(good, counts[name], modifiers)
        for name, good in components.goods.items()
        if name in counts
    )
    return SetsResult(scores)
