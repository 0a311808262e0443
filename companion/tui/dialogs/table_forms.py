"""The table's small forms: a trade phase ability, VP in a deal, a penalty, a ruling, a correction.

Each builds a :class:`~companion.tui.dialogs.form.FormDialog` whose fields are read by
the entry grammar (:mod:`companion.entry`) and recorded with ``record`` (the app's:
None, or the reason it was refused, shown in the form). Like
:func:`companion.tui.dialogs.warehouse.warehouse_dialog`, they hold no state of their own.

Sources: 001_26b6d8b0f4cbe6f7.txt "Trade Phase Abilities" (cubes on a card's white
boxes; GIVE abilities target others), "Trading Rules" (VP in deals; penalized up to 5
victory points).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal, cast

from companion.entry import EntryError, Vocabulary, read_int, read_list, read_name
from companion.entry import titm as words
from companion.i18n import current_code
from companion.game.session import judged
from companion.game.titm.ledger import payable
from companion.game.titm.state import GameState
from companion.rules.effects import TradeAbility
from companion.game.events import Record, Ruling
from companion.game.titm.events import AbilityTarget, Correction, Penalty, VPTransfer
from companion.rules.trading import PENALTY_MAX_VP
from companion.tui.dialogs.form import FormDialog, FormField
from companion.i18n import N_, _
from companion.game.titm.side_words import side_name
from companion.game.titm.card_names import printed_development


def either(choices: list[str]) -> str:
    """``"a, b or c"``: the choices a field takes, in the host's language."""
    if len(choices) < 2:
        return "".join(choices)
    return _("{choices} or {last}").format(choices=", ".join(choices[:-1]), last=choices[-1])

#: What a correction (x) can change, as the Correction event names it.
CORRECTABLE = {"vp": N_("VP"), "happiness": N_("happiness"), "safety": N_("safety"), "government": N_("government"),
               "religion": N_("religion"), "workers": N_("workers")}


def correctable() -> Vocabulary:
    """What a correction can change, in the host's language (the English words are read too)."""
    return Vocabulary.of("correction", {what: _(word) for what, word in CORRECTABLE.items()}, field=_("What"))


def sides(state: GameState, track: str) -> Vocabulary:
    """The sides of ``track`` as the host names them (the English names and the arrows' colours are read too)."""
    political = state.rules.political(track)
    return words.sides(political, field=_("Side"), labels={side: side_name(side) for side in political.sides})


def _player(state: GameState, text: str, field: str) -> str:
    """A player's name from what was typed (any case, a unique beginning). Raises EntryError."""
    return read_name(text, words.players(state.names), field=field)


def _players(state: GameState, text: str, field: str) -> list[str]:
    """Players named in a list (``"ann ben"``, ``"Mary Ann, Player 2"``), each once. Raises EntryError."""
    return read_list(text, words.players(state.names), field=field)


def ability_dialog(state: GameState, holder: str, record: Record, phone: Any = None) -> FormDialog | None:
    """a: cubes on one of ``holder``'s trade phase abilities; None if the holder has none.

    The abilities are numbered across the holder's cards; the host types the number. ``phone``: the
    holder's ability entry waiting from their phone (a :class:`~companion.game.titm.inbox.Submission`), if
    any: the form opens filled with it, and Enter records it as sent (``by`` the holder).
    """
    mine = [state.development(d) for d in state.player(holder).developments]
    abilities = [(d, i, a) for d in mine for i, a in enumerate(d.effects_of(TradeAbility))]
    if not abilities:
        return None
    # the card's name and its ability's words are the edition's, as printed (the name in the host's language where it gives one)
    listing = "\n".join(
        f"{n}  {printed_development(state.rules, d)}{' #' + str(i + 1) if len(d.effects_of(TradeAbility)) > 1 else ''}: {a.label}"
        for n, (d, i, a) in enumerate(abilities, start=1)
    )

    def submit(values: dict[str, str]) -> str | None:
        try:
            which = read_int(values["which"], field=_("Which ability"), low=1, high=len(abilities))
            targets = _players(state, values["targets"], _("Targets"))
            declined = _players(state, values["declined"], _("Targets who ignore it"))
        except EntryError as error:
            return error.said()
        card, number, _ability = abilities[which - 1]
        by = holder if sent == (card.id, number, targets) and not declined else None
        return record(lambda: AbilityTarget(holder=holder, development=card.id, ability=number, targets=targets,
                                            declined=declined, by=by))

    only = len(abilities) == 1
    p = phone.payload if phone is not None else None
    sent = (p["development"], p["ability"], list(p["targets"])) if p is not None else None
    which = next((str(n) for n, (d, i, _) in enumerate(abilities, start=1) if sent and (d.id, i) == sent[:2]),
                 "1" if only else "")
    title = _("Trade phase ability — {player}").format(player=holder)
    return FormDialog(
        title + (" — " + _("from {player}'s phone").format(player=holder) if phone is not None else ""),
        [
            # A real value when there is only one ability to pick (or the phone's); else empty until the host types its number.
            FormField("which", _("Which ability (the one below)") if only
                      else _("Which ability (1–{n}, the list below)").format(n=len(abilities)), "", which),
            FormField("targets", _("Targets (or, for {card}, the immune players)").format(card="Pyramids to Mars"),
                      _("e.g. Ann Ben"), " ".join(sent[2]) if sent else ""),
            FormField("declined", _("Targets who ignore it ({card})").format(card="Venetian Monastery"), "", optional=True),
        ],
        submit,
        hint=listing,
        keys=_("Enter: next field / record   Tab: the optional field   Esc: cancel"),
        as_sent=phone is not None,
    )


def vp_deal_dialog(state: GameState, giver: str, record: Record) -> FormDialog:
    """v: VP given from one player to another as part of a deal (``giver`` filled in, editable)."""

    def submit(values: dict[str, str]) -> str | None:
        try:
            who, to = _player(state, values["giver"], _("From")), _player(state, values["receiver"], _("To"))
            amount = read_int(values["amount"], field=_("VP"), low=1)
        except EntryError as error:
            return error.said()
        if values["reason"]:
            return record(lambda: VPTransfer(giver=who, receiver=to, amount=amount, reason=values["reason"]))
        return record(lambda: VPTransfer(giver=who, receiver=to, amount=amount))

    return FormDialog(
        _("VP moved as part of a deal"),
        [
            FormField("giver", _("From"), value=giver),
            FormField("receiver", _("To")),
            FormField("amount", _("VP")),
            FormField("reason", _("What for (optional)"), _("part of a trade deal"), optional=True),
        ],
        submit,
    )


#: Why a penalty would be refused now, for an amount of VP (the game's judge, asked as keys are typed).
Judge = Callable[[int], "str | None"]


def penalty_preview(player: str, held: int, amount_text: str, judge: Judge) -> str:
    """What a penalty of ``amount_text`` VP does to ``player``, who holds ``held`` VP (R9: VP never below 0).

    ``"Ann: 7 → 4 VP"``, or ``"Ann holds 1 VP: pays 1 of 3 (VP never go below 0, R9)"``; while
    the amount is not a penalty the game allows, the judge's refusal (``"A penalty is at most
    5 VP (001 Trading Rules)"``).
    """
    try:
        amount = read_int(amount_text, field="VP")
    except EntryError:
        return _("{player} holds {vp} VP; type the penalty in VP").format(player=player, vp=held)
    refusal = judge(amount)
    if refusal is not None:  # the judge's reason stays English (README)
        return _("{player} holds {vp} VP; {refusal}").format(player=player, vp=held, refusal=refusal)
    paid = payable(held, amount)
    if paid < amount:
        return _("{player} holds {vp} VP: pays {paid} of {amount} (VP never go below 0, R9)").format(
            player=player, vp=held, paid=paid, amount=amount)
    return _("{player}: {vp} → {left} VP").format(player=player, vp=held, left=held - paid)


def penalty_dialog(player: str, record: Record, held: int, state: GameState) -> FormDialog:
    """p: a penalty of up to 5 VP, with the reason the ledger shows; the preview says what is paid.

    ``held``: the VP the player holds (a penalty takes at most that much, R9). ``state``: the game
    now, whose judge the preview asks (:func:`companion.game.session.judged`).
    """

    def judge(amount: int) -> str | None:
        return judged(state, Penalty(player=player, amount=amount, reason="penalty"))

    def submit(values: dict[str, str]) -> str | None:
        try:
            amount = read_int(values["amount"], field=_("A penalty (VP)"))
        except EntryError as error:
            return error.said()
        if not values["reason"]:
            return _("Say why (the ledger shows it), e.g. revealed a card bottom")
        return record(lambda: Penalty(player=player, amount=amount, reason=values["reason"]))

    return FormDialog(
        _("Penalty — {player} (up to {vp} VP)").format(player=player, vp=PENALTY_MAX_VP),
        [FormField("amount", _("VP"), f"1–{PENALTY_MAX_VP}"), FormField("reason", _("Why"), _("revealed a card bottom"))],
        submit,
        preview=lambda values: penalty_preview(player, held, values["amount"], judge),
    )


def ruling_dialog(record: Record) -> FormDialog:
    """k: a ruling the table made, with the rule it refers to (optional)."""

    def submit(values: dict[str, str]) -> str | None:
        if not values["text"]:
            return _("Type the ruling the table agreed on")
        return record(lambda: Ruling(text=values["text"], rule=values["rule"]))

    return FormDialog(
        _("Ruling"),
        [FormField("text", _("The ruling"), _("hints may not be given")),
         FormField("rule", _("Rule (optional)"), "001 Trading Phase", optional=True)],
        submit,
    )


def correction_dialog(state: GameState, player: str, record: Record) -> FormDialog:
    """x: a manual correction of ``player``'s VP or a marker, with a reason."""
    rules = state.rules

    def submit(values: dict[str, str]) -> str | None:
        try:
            what = read_name(values["what"], correctable())
            value = read_int(values["value"], field=_("Value"))
            extra: dict[str, Any] = {}  # a side or a good only where the correction has one (the line leaves it out)
            if what in ("government", "religion"):
                extra["side"] = read_name(values["detail"], sides(state, what))
            if what == "workers":
                extra["good"] = read_name(values["detail"], words.goods(rules, lang=current_code()), field=_("Good"))
        except EntryError as error:
            return error.said()
        if not values["reason"]:
            return _("Say why (the ledger shows it), e.g. misread a card")
        field = cast(Literal["vp", "happiness", "safety", "government", "religion", "workers"], what)  # read from CORRECTABLE
        return record(lambda: Correction(player=player, what=field, value=value, reason=values["reason"], **extra))

    # what may be corrected is typed as the Correction event names it (vp, happiness…): the label lists those words
    return FormDialog(
        _("Correction — {player}").format(player=player),
        [
            FormField("what", _("What: {choices}").format(choices=either([_(word) for word in CORRECTABLE.values()])),
                      _(CORRECTABLE["vp"])),
            FormField("value", _("VP change, new position, new space, or change in workers")),
            FormField("detail", _("Side (government/religion) or good (workers)")),
            FormField("reason", _("Why"), _("misread a card")),
        ],
        submit,
    )
