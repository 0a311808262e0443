"""What becomes of a phone's entry as the game moves on, and what its phone is told.

Split from :mod:`companion.game.titm.inbox`, which keeps the entries; pure (no I/O).

Each entry fills one *slot* of the state (a player's spent cards, their warehouse, an
abandon, an ability's cubes, their developments on one track). The inbox remembers what
the slot held when the entry was sent (``before``) and what it holds once the entry is
recorded (``expected``); comparing with what it holds now tells every fate apart,
however the state got there (the phone's entry applied, the host's keys, undo, redo):

- the slot holds the entry: recorded as it was sent (applied, or by the host's own dialog);
- it holds what it held before: waiting (or, once applied, taken back by an undo);
- it holds anything else: the host recorded something else instead (the phone is told what).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any, Literal

from companion.game.titm.events import PHASES
from companion.game.titm.flow import resolution_step
from companion.game.titm.report import PHASE_NAMES, development_name, spent_words
from companion.game.titm.state import GameState
from companion.game.titm.side_words import side_name
from companion.i18n import N_, _, ngettext

if TYPE_CHECKING:
    from companion.game.titm.inbox import Submission
    from companion.game.titm.phone_bodies import Kind

Fate = Literal["keep", "drop", "lapse", "same", "instead", "taken back", "redone"]


def slot_value(state: GameState, player: str, kind: Kind, slot: str) -> Any:
    """What the state holds in an entry's slot this turn, comparable with ``==`` (None: nothing).

    goods: ``(goods, icons)`` as entered; warehouse: the cards; abandon: declared or not; ability:
    the targets; development: the ids played on the track ``slot``.
    """
    turn = state.this_turn
    if kind == "goods":
        record = turn.goods.get(player)
        if record is None:
            return None
        return (tuple(sorted(record.spent.get("goods", {}).items())), tuple(sorted(record.spent.get("icons", {}).items())))
    if kind == "warehouse":
        return turn.warehouse.get(player)
    if kind == "abandon":
        return slot in turn.abandons.get(player, [])
    if kind == "ability":
        development, _, number = slot.partition("#")
        for a in turn.abilities:
            if (a.holder, a.development, str(a.ability)) == (player, development, number):
                return tuple(a.targets)
        return None
    played = [d for d in turn.chosen.get(player, []) if _track(state, d) == slot]
    return tuple(sorted(played))


def slot_after(state: GameState, player: str, kind: Kind, slot: str, payload: dict[str, Any]) -> Any:
    """What an entry's slot will hold once its event (``payload``) is recorded as sent: :func:`slot_value`
    of the state after it, read from the entry itself (the judge answers whether it may be recorded;
    nothing is folded to know what it holds)."""
    if kind == "goods":
        return (tuple(sorted(payload["goods"].items())), tuple(sorted(payload["icons"].items())))
    if kind == "warehouse":
        return payload["cards"]
    if kind == "abandon":
        return not payload.get("withdraw", False)
    if kind == "ability":
        return tuple(payload["targets"])
    return tuple(sorted([*slot_value(state, player, kind, slot), payload["development"]]))


def _track(state: GameState, dev_id: str) -> str:
    try:
        return state.development(dev_id).track
    except Exception:  # noqa: BLE001 - a card no longer in the catalogue has no track to match
        return ""


def slot_words(state: GameState, item: Submission, value: Any) -> Callable[[], str]:
    """What a slot holds, in the words the phones read (``"3 grain; bottoms 2 democracy"``), said when
    called (in the language in use then: a phone's); the game's data is read now."""
    if value is None:
        return partial(_, _NOTHING.get(item.kind, _NOTHING[""]))
    if item.kind == "goods":  # in the order entered, as the history says it
        spent = state.this_turn.goods[item.player].spent if item.player in state.this_turn.goods else {}
        return spent_words(state, spent.get("goods", dict(value[0])), spent.get("icons", dict(value[1]))).said
    if item.kind == "warehouse":
        return lambda: ngettext("warehoused {n} card", "warehoused {n} cards", value).format(n=value)
    if item.kind == "abandon":
        return lambda: (_("abandon {track}") if value else _("no abandon of {track}")).format(track=side_name(item.slot))
    if item.kind == "ability":
        name = development_name(state, item.slot.partition("#")[0])
        return lambda: _("{development} → {targets}").format(development=name, targets=", ".join(value) or _("nobody"))
    names = ", ".join(development_name(state, d) for d in value)
    return (lambda: _("play {developments}").format(developments=names)) if value else partial(_, N_("no development on that track"))


#: What an empty slot holds, by kind (a phone reads it).
_NOTHING = {"goods": N_("no cards"), "warehouse": N_("no warehouse"), "ability": N_("no cubes"), "": N_("nothing")}


def form_body(item: Submission) -> dict[str, Any]:
    """The entry's form fields as its phone sent them (the body of :data:`companion.game.titm.phone_bodies.BODIES`):
    what its form is filled with again when the host takes it back."""
    p = item.payload
    if item.kind == "goods":  # each bottom on its own card, as entered (the sums alone do not say which)
        cards = {"cards": [list(card) for card in item.cards]} if item.cards else {}
        return {"goods": dict(p["goods"]), "icons": dict(p["icons"]), **cards}
    if item.kind == "warehouse":
        return {"cards": p["cards"]}
    if item.kind == "ability":
        return {"development": p["development"], "ability": p["ability"], "targets": list(p["targets"])}
    if item.kind == "development":
        return {"development": p["development"]}
    return {"track": p["track"], "declare": not p.get("withdraw", False)}


def fate_of(state: GameState, item: Submission) -> Fate:
    """What becomes of an entry in the game as it is now.

    - ``keep``: as it was (waiting; applied and still in effect; taken back and still out);
    - ``drop``: of another turn or phase, no longer waiting: nothing to tell;
    - ``lapse``: still waiting when the game moved to where it no longer belongs (another phase
      or turn, or Resolution back to step 1): its phone is told;
    - ``same``: waiting, and the host recorded exactly it (in a dialog the entry filled): applied;
    - ``instead``: the host recorded something else in its slot: its phone is told what;
    - ``taken back``: applied, then undone: its phone is told, and its form is filled with it again;
    - ``redone``: taken back, then redone: applied again.
    """
    if (item.turn, item.phase) != (state.turn, state.phase):
        return "lapse" if item.status == "submitted" else "drop"
    now = slot_value(state, item.player, item.kind, item.slot)
    if item.status == "submitted":
        if now == item.expected:
            return "same"
        if now != item.before:
            return "instead"
        if item.kind == "goods" and resolution_step(state) != 2:
            return "lapse"
        return "keep"
    if now == item.expected:
        return "keep" if item.status == "applied" else "redone"
    if now == item.before:
        return "taken back" if item.status == "applied" else "keep"
    return "instead"


def instead_words(state: GameState, item: Submission) -> Callable[[], str]:
    """``"The host recorded 3 grain; bottoms 2 democracy instead of your 2 grain; bottoms 1 democracy, 1 venus."``,
    said when called (a phone's language)."""
    recorded = slot_words(state, item, slot_value(state, item.player, item.kind, item.slot))
    return lambda: _("The host recorded {recorded} instead of your {entry}.").format(recorded=recorded(), entry=item.summary)


def taken_back_words(item: Submission) -> Callable[[], str]:
    """What a phone is told when the host undoes its applied entry (said when called)."""
    return lambda: _("The host took back your entry ({entry}): it is in your form again, to send again or change.").format(
        entry=item.summary)


def lapse_words(state: GameState, items: list[Submission]) -> Callable[[], str]:
    """What a phone is told of its entries that lapsed: ``"Not applied: the host moved on to Resolution
    before applying your entry (warehoused 1 card)."``, said when called (a phone's language)."""
    first = items[0]
    entries = "; ".join(item.summary for item in items)
    if state.phase == "over":
        return partial(_lapsed, "ended", len(items), entries, state.phase, 0)
    step = 0
    if (first.turn, first.phase) == (state.turn, state.phase):  # Resolution, back to step 1
        step = min(resolution_step(state), 3)
        later = resolution_step(state) > 2
    else:
        rank: dict[str, int] = {phase: i for i, phase in enumerate(PHASES)}
        later = (state.turn, rank.get(state.phase, -1)) > (first.turn, rank.get(first.phase, -1))
    return partial(_lapsed, "on" if later else "back", len(items), entries, state.phase, step)


def _lapsed(how: Literal["ended", "on", "back"], n: int, entries: str, phase: str, step: int) -> str:
    """A lapse note in the language in use (:func:`lapse_words`): the game ended, the host moved on to
    ``phase`` (``step`` of Resolution, 0 for none), or went back to it."""
    if how == "ended":
        return ngettext("Not applied: the game ended before the host applied your entry ({entries}).",
                        "Not applied: the game ended before the host applied your entries ({entries}).", n).format(entries=entries)
    name = _(PHASE_NAMES[phase]) if phase in PHASE_NAMES else phase
    if step:
        name = _("{phase} step {step}").format(phase=name, step=step)
    words = (ngettext("Not applied: the host moved on to {phase} before applying your entry ({entries}).",
                      "Not applied: the host moved on to {phase} before applying your entries ({entries}).", n)
             if how == "on" else
             ngettext("Not applied: the host went back to {phase} before applying your entry ({entries}).",
                      "Not applied: the host went back to {phase} before applying your entries ({entries}).", n))
    return words.format(phase=name, entries=entries)
