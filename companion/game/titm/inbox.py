"""The phones' submissions waiting for the host: one per player, kind and slot.

A player enters their own cards on their phone (issue 10); nothing they send
changes the game until the host's app applies it, and then it becomes exactly one
event recorded through the app's normal path (same validation, undo and ledger
as a key press). This module is pure (no I/O, no clock, no Textual): it checks a
submission against the state, keeps it, and says which event it becomes.

Each submission is checked by the game's judge (:meth:`companion.game.kinds.GameKind.refusal`),
the very check the journal makes, asked of the state without copying it, so a phone
is told at once, in the fold's words, why an entry is refused (wrong phase, a card the
player may not play, an unknown good…). A development waiting from the same phone counts
as played when the next one is judged (plays and one per track,
:func:`companion.game.titm.choices.check_choice`); its yellow immediate effects count
once the host records it.

Kinds and the event each becomes:

========== ====================== ===================== =====================
kind       phase                  slot                  event
========== ====================== ===================== =====================
warehouse  Trading                ``""``                ``warehouse``
abandon    Trading                the track             ``abandon``
ability    Trading                ``"<dev id>#<n>"``    ``ability_target``
goods      Resolution step 2      ``""``                ``goods_resolved``
development Development           the card's track      ``development_chosen``
========== ====================== ===================== =====================
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import partial
from typing import Any, Literal

import msgspec
from pydantic import ValidationError

from companion.i18n import N_, _, ngettext
from companion.game.titm.side_words import side_name
from companion.game.titm.card_names import printed_development
from companion.errors import CompanionError, Refusal, say
from companion.errors import refusal as refusal_of
from companion.game.events import EventBase
from companion.game.session import judged, refused
from companion.game.titm.choices import check_choice
from companion.game.titm.events import Abandon, AbilityTarget, DevelopmentChosen, GoodsResolved, Warehouse
from companion.game.titm.entry_fate import fate_of, instead_words, lapse_words, slot_after, slot_value, taken_back_words
from companion.game.titm.flow import resolution_step
from companion.game.titm.goods_verdict import Verdict, judge_goods
from companion.game.titm.table_cards import Spend as TableSpend
from companion.game.titm.phone_bodies import BODIES, KINDS, GoodsBody, Kind
from companion.game.titm.phone_words import phase_problem, printed_arrow_problem
from companion.game.titm.report import development_name, spent_words
from companion.game.titm.state import GameState
from companion.game.words import to_player

Status = Literal["waiting", "submitted", "applied"]
#: An entry's own state: waiting for the host, recorded, or recorded and then undone by the host.
ItemStatus = Literal["submitted", "applied", "taken back"]
#: What a player's note says: an entry refused or lapsed, recorded otherwise, or taken back.
NoteKind = Literal["", "refused", "lapsed", "instead", "taken back"]


class SubmissionError(CompanionError):
    """A phone's entry that cannot be accepted now; the message says why, for the player."""


class Submission(msgspec.Struct):
    """One phone entry.

    Attributes:
        player: whose entry it is (the token's player).
        kind: see the module's table.
        slot: tells apart entries of one kind (a track, an ability).
        entry: the event it becomes, built (the host's game stamps it when it records it);
            :attr:`event` is its type and :attr:`payload` its fields.
        turn, phase: when it was sent; it lapses when the game moves on.
        status: ``submitted`` (waiting for the host), ``applied``, or ``taken back`` (applied, then
            undone by the host: the phone's form is filled with it again; a redo applies it again).
        summary: what it says, in words, for the host and the phone.
        message: why the host could not apply it, if it could not.
        seq: the event it became, once applied.
        number: tells it apart from the player's other entries (1, 2, … for each player: a
            number shared by all players would tell each phone how many entries the others
            sent, and when): a page that sent it sees whether it is still the one waiting, or
            another page's replaced it.
        cards: the spent cards one by one as the phone entered them, ``(good, bottom, arrow)``
            (goods only; empty if the phone sent only the sums): its form filled again shows each
            bottom on its own card.
        before, expected: what its slot of the state held when it was sent, and holds once it is
            recorded (:func:`companion.game.titm.entry_fate.slot_value`): how the inbox tells whether the
            host recorded it, something else instead, or undid it.
        held: why the judge holds it back (more cards than the table was dealt and kept, C16), as
            judged when it was sent; :meth:`Inbox.judge` says it again for the state as it is.
        held_back: the same, typed (said to the phone in its language), or None.
    """

    player: str
    kind: Kind
    slot: str
    entry: EventBase
    turn: int
    phase: str
    status: ItemStatus = "submitted"
    summary: str = ""
    message: str = ""
    seq: int = 0
    number: int = 0
    before: Any = None
    expected: Any = None
    cards: list[tuple[str, str, str]] = []
    held: str = ""
    held_back: Refusal | None = None

    @property
    def event(self) -> str:
        """The event type it becomes (``"warehouse"``)."""
        return self.entry.type

    @property
    def payload(self) -> dict[str, Any]:
        """The event's fields as built (:meth:`companion.game.events.EventBase.fields`)."""
        return self.entry.fields()

    @property
    def key(self) -> tuple[str, str, str]:
        """(player, kind, slot)."""
        return (self.player, self.kind, self.slot)

    def data(self) -> dict[str, Any]:
        """JSON-ready (for the player's own page only); ``held``: why the judge holds it back, said to
        the player ("" if it does not)."""
        return {"kind": self.kind, "slot": self.slot, "status": self.status, "summary": self.summary,
                "message": self.message, "number": self.number,
                "held": self._held_said() if self.held and self.status == "submitted" else ""}

    def _held_said(self) -> str:
        """Why the judge holds it back, said to its player in the language in use."""
        return self.held_back.to(self.player).said() if self.held_back is not None else to_player(self.held, self.player)



def _first_error(error: ValidationError, player: str) -> Refusal:
    first = error.errors(include_url=False)[0]
    where = ".".join(str(p) for p in first["loc"]) or "body"
    # pydantic's own sentence stays English; the field is the body's, as the page names it
    return refusal_of(say(N_("{field}: {problem}"), field=where, problem=first["msg"]), player=player, field=where)


def _event_of(state: GameState, player: str, kind: Kind, body: Any) -> tuple[str, EventBase, str]:
    """(slot, the event, summary) of a validated body.

    Raises:
        GameError: a field the event refuses (in the table's words).
    """
    if kind == "warehouse":
        n = body.cards
        return "", Warehouse(player=player, cards=n), ngettext("warehoused {n} card", "warehoused {n} cards", n).format(n=n)
    if kind == "abandon":
        event = Abandon(player=player, track=body.track) if body.declare else Abandon(player=player, track=body.track, withdraw=True)
        words = (_("abandon {track}") if body.declare else _("no longer abandon {track}")).format(track=side_name(body.track))
        return body.track, event, words
    if kind == "ability":
        name = development_name(state, body.development)
        targets = AbilityTarget(holder=player, development=body.development, ability=body.ability, targets=list(body.targets))
        return f"{body.development}#{body.ability}", targets, f"{name} → " + (", ".join(body.targets) or _("nobody"))
    if kind == "goods":
        goods = {g: n for g, n in body.goods.items() if n}
        icons = {i: n for i, n in body.icons.items() if n}
        problem = printed_arrow_problem(state, icons, player)
        if problem:
            raise SubmissionError(problem)
        return "", GoodsResolved(player=player, goods=goods, icons=icons), spent_words(state, goods, icons).said()
    card = state.development(body.development) if body.development in state.rules.developments else None
    if card is None:
        raise SubmissionError(say(N_("{development} is not a development of this edition"), development=repr(body.development)))
    return card.track, DevelopmentChosen(player=player, development=card.id), _("play {development}").format(development=printed_development(state.rules, card))


def refusal(state: GameState, player: str, entry: EventBase, waiting: list[Submission] | None = None) -> Refusal | None:
    """Why the journal would refuse the event an entry becomes, in the fold's words (typed), or None.

    The judge's answer for the state as it is (nothing is folded or copied); a development
    is judged with the player's other developments ``waiting`` counted as played (plays, one
    per track: :func:`companion.game.titm.choices.check_choice`).
    """
    problem = refused(state, entry)  # the primary game's judge
    earlier = [s.entry.development for s in waiting or [] if isinstance(s.entry, DevelopmentChosen)]
    if problem is None and isinstance(entry, DevelopmentChosen) and earlier:
        try:
            check_choice(state, player, state.development(entry.development),
                         waiting=[state.development(d) for d in earlier])
        except CompanionError as error:
            return error.refusal.of(player)
    return None if problem is None else problem.of(player)


def spends(items: Iterable[Submission]) -> list[TableSpend]:
    """The goods entries among ``items``, as the spends the table's check counts: (player, goods)."""
    return [(s.player, s.entry.goods) for s in items if isinstance(s.entry, GoodsResolved)]


class Inbox:
    """The phones' submissions of one game, kept by the host's app (in memory only)."""

    def __init__(self) -> None:
        self._items: dict[tuple[str, str, str], Submission] = {}
        # player → what their page is told of their last entries that were not applied as sent (refused
        # by the host, lapsed, recorded otherwise, taken back), the (turn, phase) it belongs to (it is
        # forgotten when the game moves on) and its kind
        # and its lines, each said when the page is drawn, in its language)
        self._notes: dict[str, tuple[list[Callable[[], str]], tuple[int, str], NoteKind]] = {}
        self._numbered: dict[str, int] = {}  # player → entries numbered so far (each player counts their own)
        self._lapsed: list[Submission] = []

    def submit(self, state: GameState, player: str, kind: str, body: Any) -> Submission:
        """Check a phone's entry against the state and keep it (replacing one of the same slot not yet applied).

        Args:
            state: the game now.
            player: the player whose token sent it.
            kind: one of :data:`KINDS`.
            body: the form's JSON object (validated here with pydantic).

        Raises:
            SubmissionError: unknown kind, bad body, wrong phase, or an entry the rules refuse.
        """
        if kind not in KINDS:  # the page's word becomes a Kind here, once
            raise SubmissionError(say(N_("unknown entry {kind} (one of: {kinds})"), kind=repr(kind)[:40], kinds=", ".join(KINDS)))
        if player not in state.names:
            raise SubmissionError(say(N_("{player} is not a player in this game"), player=repr(player)))
        problem = phase_problem(state, kind, player)
        if problem:
            raise SubmissionError(problem)
        try:
            parsed = BODIES[kind].model_validate(body)
        except ValidationError as error:
            raise SubmissionError(_first_error(error, player)) from None
        try:
            slot, entry, summary = _event_of(state, player, kind, parsed)
        except CompanionError as error:
            raise SubmissionError(error.refusal.of(player)) from None
        others = [s for s in self._items.values() if s.player == player and s.status == "submitted" and s.key != (player, kind, slot)]
        held = ""
        if isinstance(entry, GoodsResolved):  # every phone's goods waiting count as on the table
            verdict = judge_goods(state, entry, spends(s for s in self.pending() if s.player != player and not s.held))
            problem, held = (verdict.refusal if verdict.refused is not None else None), verdict.held
            held_back = verdict.refusal if held else None
        else:
            problem, held_back = refusal(state, player, entry, others), None
        if problem is not None:
            raise SubmissionError(problem)
        self._numbered[player] = number = self._numbered.get(player, 0) + 1
        item = Submission(player, kind, slot, entry, state.turn, state.phase, summary=summary,
                          number=number, before=slot_value(state, player, kind, slot),
                          expected=slot_after(state, player, kind, slot, entry.fields()), held=held, held_back=held_back,
                          cards=[(g, b, a) for g, b, a in parsed.cards] if isinstance(parsed, GoodsBody) else [])
        self._items[item.key] = item
        self._notes.pop(player, None)
        return item

    # --- reading -----------------------------------------------------------------------

    def pending(self, player: str | None = None) -> list[Submission]:
        """Submissions waiting for the host, in the order they came (one player's with ``player``)."""
        return [s for s in self._items.values() if s.status == "submitted" and (player is None or s.player == player)]

    def of(self, player: str) -> list[Submission]:
        """Every submission of one player this phase (waiting or applied; not those taken back)."""
        return [s for s in self._items.values() if s.player == player and s.status != "taken back"]

    def taken_back(self, player: str) -> list[Submission]:
        """A player's entries the host applied and then undid, in the order they came: their form is
        filled with them again until they send another, or a redo applies them again."""
        return [s for s in self._items.values() if s.player == player and s.status == "taken back"]

    def waiting_for(self, player: str, kind: Kind, slot: str | None = None) -> Submission | None:
        """The player's entry of ``kind`` waiting for the host (of ``slot``, if given), if any: what the
        host's dialog for that player opens filled with."""
        for item in self.pending(player):
            if item.kind == kind and (slot is None or item.slot == slot):
                return item
        return None

    def judge(self, state: GameState) -> list[tuple[Submission, Verdict]]:
        """Every entry waiting, in order, with the judge's verdict if the host applied them all in that
        order (``y``): each goods entry counted with those before it; for the review list."""
        verdicts: list[tuple[Submission, Verdict]] = []
        before: list[Submission] = []
        for item in self.pending():
            if isinstance(item.entry, GoodsResolved):
                verdict = judge_goods(state, item.entry, spends(before))
                if verdict.refused is None and not verdict.held:
                    before.append(item)
            else:
                verdict = Verdict(refused=judged(state, item.entry))
            item.held, item.held_back = verdict.held, (verdict.refusal if verdict.held else None)
            verdicts.append((item, verdict))
        return verdicts

    def get(self, key: tuple[str, str, str]) -> Submission | None:
        """The submission with that (player, kind, slot), if any."""
        return self._items.get(key)

    def status(self, state: GameState, player: str) -> Status | None:
        """A player's phone state in this phase: waiting, submitted or applied (None: nothing to enter now).

        Resolution step 2 counts a player as applied once their goods are in the
        state, however they were entered (phone or keyboard).
        """
        mine = self.of(player)
        if any(s.status == "submitted" for s in mine):
            return "submitted"
        if state.phase == "resolution":
            if resolution_step(state) != 2 and player not in state.this_turn.goods:
                return None
            return "applied" if player in state.this_turn.goods else "waiting"
        if state.phase == "development":
            return "applied" if state.this_turn.chosen.get(player) else "waiting"
        if state.phase == "trading":  # entries here are optional: only what was sent, or is recorded, is shown
            turn = state.this_turn  # recorded: still "entered" after the host's app restarted (the inbox is memory only)
            recorded = (player in turn.warehouse or bool(turn.abandons.get(player))
                        or any(a.holder == player for a in turn.abilities))
            return "applied" if mine or recorded else None
        return None

    def statuses(self, state: GameState) -> dict[str, Status]:
        """Every player's phone state (players with nothing to enter now are left out)."""
        found = {name: self.status(state, name) for name in state.names}
        return {name: status for name, status in found.items() if status is not None}

    # --- the host's side ---------------------------------------------------------------

    def mark_applied(self, item: Submission, seq: int = 0) -> None:
        """The host recorded it (event ``seq``)."""
        item.status, item.message, item.seq = "applied", "", seq

    def refuse(self, item: Submission, reason: str | Refusal) -> None:
        """The host could not apply it: it is dropped and the phone is told why (a refusal said to the
        player in their page's language, :meth:`Refusal.said`)."""
        self._items.pop(item.key, None)
        why = reason.said if isinstance(reason, Refusal) else partial(str, reason)
        self._notes[item.player] = ([lambda: _("Not applied: {entry} — {reason}").format(entry=item.summary, reason=why())],
                                    (item.turn, item.phase), "refused")

    def discard(self, item: Submission) -> None:
        """The host dropped it, and its phone is told nothing (e.g. the host recorded it from the
        normal dialog: the page says it is applied)."""
        self._items.pop(item.key, None)

    def note(self, player: str) -> str:
        """Why the player's last entries were not applied as sent (refused, lapsed, recorded otherwise,
        taken back), until they send a new one or the game moves on ("" if none), in the language in use."""
        lines = self._notes.get(player, ([], (0, ""), ""))[0]
        return " ".join(line() for line in lines)

    def note_kind(self, player: str) -> NoteKind:
        """What the player's note is about (see :data:`NoteKind`; "" if none)."""
        return self._notes.get(player, ([], (0, ""), ""))[2]

    def sync(self, state: GameState) -> bool:
        """Drop what the game has moved past: entries of another turn or phase or Resolution step
        (lapsed: their phones are told), and applied entries the state no longer holds (undone).
        Returns True if anything changed."""
        before = [(s.key, s.status) for s in self._items.values()]
        lapsed: dict[str, list[Submission]] = {}
        told: dict[str, list[tuple[Callable[[], str], NoteKind]]] = {}
        now = (state.turn, state.phase)
        self._notes = {player: note for player, note in self._notes.items() if note[1] == now}
        for key, item in list(self._items.items()):
            fate = fate_of(state, item)
            if fate in ("drop", "lapse", "instead"):
                del self._items[key]
            if fate == "lapse":
                lapsed.setdefault(item.player, []).append(item)
            elif fate == "instead":
                told.setdefault(item.player, []).append((instead_words(state, item), "instead"))
            elif fate == "taken back":
                item.status = "taken back"
                told.setdefault(item.player, []).append((taken_back_words(item), "taken back"))
            elif fate in ("same", "redone"):
                item.status, item.seq = "applied", item.seq or state.seq
                if self.note_kind(item.player) == "taken back":  # redone: the entry is in effect again
                    self._notes.pop(item.player)
        for player, items in lapsed.items():
            told.setdefault(player, []).append((lapse_words(state, items), "lapsed"))
            self._lapsed += items
        for player, lines in told.items():
            self._notes[player] = ([said for said, _kind in lines], now, lines[-1][1])
        return [(s.key, s.status) for s in self._items.values()] != before

    def take_lapsed(self) -> list[Submission]:
        """The entries that lapsed since the last call (for the host's notification)."""
        lapsed, self._lapsed = self._lapsed, []
        return lapsed
