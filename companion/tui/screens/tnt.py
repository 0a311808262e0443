"""The Trade and Triumph scoreboard: the second game type's screen (004_94530a861ff71851.txt).

One row per trader (VP, gold, upgrades, resources, hand, turns), whose turn it
is, the round, the end trigger and the winner. The keys act on the player under
the cursor; after a turn ends the cursor moves to the player whose turn it is.
Every key records an event through the app, so the ledger (Ctrl+L), undo
(Ctrl+Z) and the journal are the primary game's own.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal, cast

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Static

from companion.game.events import Buildable
from companion.game.session import judged
from companion.game.tnt.board import TRACK_WORDS, end_status, title
from companion.game.tnt.kind import KIND
from companion.errors import CompanionError
from companion.game.tnt.state import TntState
from companion.rules.tnt.board import REGIONS, TRACKS
from companion.text import sentence
from companion.tui import tnt_views
from companion.tui.dialogs.base import open_dialog
from companion.tui.dialogs.form import FormDialog, FormField
from companion.entry import EntryError, Vocabulary, read_counts, read_int, read_name
from companion.entry.packs import regions
from companion.tui.opening import title_note
from companion.tui.widgets.tnt_players import TraderTable
from companion.tui.widgets.footer import KeysFooter
from companion.tui.widgets.plain_table import CURSOR_KEYS
from companion.game.events import Ruling
from companion.game.tnt.events import (
    Region,
    TntEndTurn,
    TntGold,
    TntHand,
    TntResource,
    TntSellCards,
    TntSellResources,
    TntSpecialty,
    TntUpgrade,
    TntVP,
    TrackId,
)
from companion.tui.reach import ReachesApp
from companion.tui.styles import SCREENS_CSS
from companion.i18n import N_, _, ngettext

#: Keys still live once the game is over (the footer hides the rest).
AFTER_THE_END = frozenset({"ruling"})
#: Where cards from the hand are sold (004 Trade Nodes: 1 gold each at a node; 2 at the city).
PLACES = Vocabulary.of("place", ("city", "node"), field="Where")
#: A sale at the city: sets of four, or single resources by region.
SALE = Vocabulary.of("resource", ("sets", *REGIONS), field="Sale")


class TntScreen(ReachesApp, Screen[None]):
    """The scoreboard of a game of Trade and Triumph."""

    CSS_PATH = SCREENS_CSS

    HELP_TITLE = N_("Trade and Triumph scoreboard")
    #: The screen a game is played on, as the table (:attr:`TableScreen.GAME_SCREEN`).
    GAME_SCREEN = True
    # Every key is a priority binding, the cursor's too: each acts when the app reads it, in the
    # order typed, and a key that opens a dialog waits for it (what is typed next lands in it).
    # The tooltips are what F1 says of each key, with the rulebook's numbers (004).
    BINDINGS = [
        *CURSOR_KEYS,
        Binding("e", "end_turn", N_("End turn"), id="tnt_end_turn", priority=True,
                tooltip=N_("end the turn of the player whose turn it is: discard down to 7 cards, then the next "
                "player; once someone has 20 VP, the round is completed and the game ends")),
        Binding("s", "sell_resources", N_("Sell res."), id="tnt_sell_resources", priority=True,
                tooltip=N_("sell trade resources at the city: 1 VP each, 6 VP for one of each region "
                "(the best sale is offered first)")),
        Binding("c", "sell_cards", N_("Sell cards"), id="tnt_sell_cards", priority=True,
                tooltip=N_("sell cards from the hand: 1 gold each at a trade node, 2 at the city")),
        Binding("x", "specialty", N_("Specialty"), id="tnt_specialty", priority=True,
                tooltip=N_("pay 10 gold and draw a specialty card (the turn's draw; once a turn)")),
        Binding("u", "upgrade", N_("Upgrade"), id="tnt_upgrade", priority=True,
                tooltip=N_("the next upgrade of move, draw or play, for the price printed on the board "
                "(a play; works from next turn)")),
        Binding("v", "vp", N_("VP±"), id="tnt_vp", priority=True,
                tooltip=N_("VP gained or lost, with a reason (a specialty card, a correction)")),
        Binding("g", "gold", N_("Gold±"), id="tnt_gold", priority=True,
                tooltip=N_("gold gained or spent, with a reason (trade cards revealed, an influence card)")),
        Binding("f", "resource('forest')", N_("+1 forest"), id="tnt_forest", show=False, priority=True,
                tooltip=N_("a trade node reached through the forest")),
        Binding("m", "resource('mountain')", N_("+1 mountain"), id="tnt_mountain", show=False, priority=True,
                tooltip=N_("a trade node reached through the mountains")),
        Binding("d", "resource('desert')", N_("+1 desert"), id="tnt_desert", show=False, priority=True,
                tooltip=N_("a trade node reached through the desert")),
        Binding("o", "resource('ocean')", N_("+1 ocean"), id="tnt_ocean", show=False, priority=True,
                tooltip=N_("a trade node reached through the ocean")),
        Binding("r", "correct_resource", N_("Resource ±"), id="tnt_resource", show=False, priority=True,
                tooltip=N_("resources of one region added or taken (a correction, a card)")),
        Binding("plus,equals_sign", "hand(1)", N_("Card into the hand"), id="tnt_hand_plus", show=False, priority=True,
                tooltip=N_("a card drawn")),
        Binding("minus", "hand(-1)", N_("Card out of the hand"), id="tnt_hand_minus", show=False, priority=True,
                tooltip=N_("a card played or discarded")),
        Binding("k", "ruling", N_("Ruling"), id="tnt_ruling", show=False, priority=True,
                tooltip=N_("note a ruling the table made, and the rule it reads")),
    ]

    def __init__(self) -> None:
        super().__init__()
        self._phase: str | None = None  # the footer's keys were set for this phase

    def compose(self) -> ComposeResult:
        yield Static("", id="title-bar", markup=False)
        yield Static("", id="tnt-status", markup=False)
        yield TraderTable(id="tnt-players")
        yield Static("", id="tnt-panel", markup=False)
        yield KeysFooter()

    @property
    def game_state(self) -> TntState:
        state = self.companion_app.current_game.state
        if not isinstance(state, TntState):
            raise CompanionError(_("the open game is not a Trade and Triumph scoreboard"))
        return state

    def on_mount(self) -> None:
        table = self.query_one(TraderTable)
        self._draw(self.game_state)  # show_state waits for the mount to finish; the first frame needs it now
        if self.game_state.whose_turn:
            table.select(self.game_state.whose_turn)
        table.focus()

    def on_screen_resume(self) -> None:
        self.show_state(self.game_state)

    def on_data_table_row_highlighted(self) -> None:
        self._show_panel(self.game_state)

    # --- rendering ---------------------------------------------------------------------

    def show_state(self, state: TntState) -> None:
        """Re-render everything from ``state``."""
        if self.is_mounted:
            self._draw(state)

    def _draw(self, state: TntState) -> None:
        following = title_note(self.companion_app)
        bar = self.query_one("#title-bar", Static)
        bar.set_class(bool(following), "-following")
        bar.update(Text.assemble((title(state), "bold"), (f"  ·  {following}", "reverse") if following else ""))
        status = self.query_one("#tnt-status", Static)
        status.update(end_status(state))
        status.display = bool(state.triggered or state.outcome)
        self.query_one(TraderTable).show(state)
        self._show_panel(state)
        if self._phase != state.phase:
            self._phase = state.phase
            self.refresh_bindings()

    def _show_panel(self, state: TntState) -> None:
        self.query_one("#tnt-panel", Static).update(tnt_views.panel(state, self.query_one(TraderTable).selected))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if self.companion_app.game is None:
            return True
        if self.companion_app.read_only:  # every key records: another window does
            return False
        return self.game_state.phase != "over" or action in AFTER_THE_END

    # --- helpers ---------------------------------------------------------------------------

    @property
    def selected(self) -> str:
        """The player under the cursor."""
        return self.query_one(TraderTable).selected or self.game_state.names[0]

    def record(self, event: Buildable) -> str | None:
        return self.companion_app.record(event)

    async def _ask(
        self, title: str, fields: list[FormField], submit: Callable[[dict[str, str]], str | None], hint: str = "",
        refusal: str = "",
    ) -> None:
        """Open a form; ``refusal`` (why Enter will be refused, e.g. out of turn) stands above its hint."""
        hint = "\n".join(filter(None, [f"⚠ {refusal}" if refusal else "", hint]))
        await open_dialog(self.app, FormDialog(title, fields, submit, hint=hint))

    def action_cursor(self, step: int) -> None:
        """↑/↓: the trader the keys act on (moved at once, so a key typed next acts on that trader)."""
        self.query_one(TraderTable).step_cursor(step)

    # --- counts ------------------------------------------------------------------------------

    async def _change(self, event: type[TntVP] | type[TntGold], what: str, change: str, example: str) -> None:
        """A form for a change of VP or gold: ``what`` its title's word, ``change`` its field's label."""
        player = self.selected

        def submit(values: dict[str, str]) -> str | None:
            try:
                amount = read_int(values["amount"], field=what)
            except EntryError:
                return _("type a whole number: +3 to add, -3 to take")
            if not values["reason"]:
                return _("Say why (the ledger shows it), {example}").format(example=example)
            return self.record(lambda: event(player=player, amount=amount, reason=values["reason"]))

        await self._ask(
            f"{what} — {player}",
            [FormField("amount", change, "+1"), FormField("reason", _("Why"), example)],
            submit,
        )

    async def action_vp(self) -> None:
        """v: VP gained or lost (a specialty card, a correction), with a reason."""
        await self._change(TntVP, _("VP"), _("VP change (+3 adds, -3 takes)"), _("e.g. specialty card"))

    async def action_gold(self) -> None:
        """g: gold gained or spent (trade cards revealed, an influence card), with a reason."""
        await self._change(TntGold, _("Gold"), _("Gold change (+3 adds, -3 takes)"), _("e.g. trade cards revealed"))

    def action_resource(self, region: str) -> None:
        """f, m, d, o: the selected player takes 1 forest, mountain, desert or ocean resource."""
        self.record(TntResource(player=self.selected, region=cast(Region, region), amount=1))

    async def action_correct_resource(self) -> None:
        """r: resources of one region added or taken (a correction, a card)."""
        player = self.selected

        def submit(values: dict[str, str]) -> str | None:
            try:
                region = read_name(values["region"], regions(field="Region"))
                amount = read_int(values["amount"], field="Change")
            except EntryError as error:
                return error.said()
            return self.record(lambda: TntResource(player=player, region=cast(Region, region), amount=amount, reason=values["reason"]))

        await self._ask(
            _("Resources") + f" — {player}",
            [
                FormField("region", _("Region: forest, mountain, desert or ocean"), "forest"),
                FormField("amount", _("Change (+1 adds, -1 takes)"), "-1"),
                FormField("reason", _("Why (optional)"), _("e.g. entered twice")),
            ],
            submit,
        )

    def action_hand(self, amount: int) -> None:
        """+ / -: a card into the selected player's hand (drawn) or out of it (played, discarded)."""
        self.record(TntHand(player=self.selected, amount=amount, reason="drawn" if amount > 0 else "played"))

    # --- the economy -------------------------------------------------------------------------

    def _refused(self, least: Buildable) -> str:
        """Why the game's judge refuses the least this key could record now ("" if it allows it), said at
        once: out of turn (the rules allow selling and upgrading only "during your turn", 004), or
        nothing to sell or pay with (:meth:`GameKind.refusal`, asked without recording anything).

        The form opens all the same, with the reason in it: what the host typed after the key (the
        cards, "node", the track) lands in the form as ever, not on the scoreboard, where its letters
        are keys that record (o, d: a resource; e: the end of the turn).
        """
        refusal = judged(self.game_state, least, game=KIND) or ""
        if refusal:
            self.app.notify(refusal, severity="error", timeout=8)
        return refusal

    async def action_sell_resources(self) -> None:
        """s: sell resources at the city; the best sale is offered first (Enter accepts it)."""
        state, player = self.game_state, self.selected
        sale = tnt_views.best(state, player)
        refusal = self._refused(TntSellResources(player=player))  # the best sale, as Enter first offers it
        if not sale.resources:  # nothing to sell: the judge has said why
            return

        def submit(values: dict[str, str]) -> str | None:
            try:
                counts = read_counts(values["sale"], SALE)
            except EntryError as error:
                return error.said()
            sets = counts.pop("sets", 0)
            singles = cast(dict[Region, int], counts)  # read from the regions' vocabulary
            return self.record(lambda: TntSellResources(player=player, sets=sets, singles=singles))

        await self._ask(
            _("Sell resources at the city") + f" — {player}",  # a call inside an f-string is never extracted
            [FormField("sale", _("Sets of four and single resources"), "sets 1, forest 2", tnt_views.sale_entry(sale))],
            submit,
            hint=sentence(tnt_views.sale_hint(state, player)) + "\n" + _("Enter: sell   Esc: cancel"),
            refusal=refusal,
        )

    async def action_sell_cards(self) -> None:
        """c: sell cards from the hand: 1 gold each at a trade node, 2 at the city."""
        player = self.selected
        refusal = self._refused(TntSellCards(player=player, cards=1, where="city"))

        def submit(values: dict[str, str]) -> str | None:
            try:
                cards = read_int(values["cards"], field="Cards sold", low=0)
                where = read_name(values["at"], PLACES)
            except EntryError as error:
                return error.said()
            return self.record(lambda: TntSellCards(player=player, cards=cards, where=cast(Literal["node", "city"], where)))

        rules = self.game_state.numbers
        await self._ask(
            _("Sell cards") + f" — {player}",
            [FormField("cards", _("Cards sold"), "1"), FormField("at", _("Where: city or node"), value="city")],
            submit,
            hint=_("{node} gold a card at a trade node, {city} at the city").format(
                node=rules.card_gold_node, city=rules.card_gold_city),
            refusal=refusal,
        )

    def action_specialty(self) -> None:
        """x: the selected player pays 10 gold and draws a specialty card (the turn's draw)."""
        player = self.selected
        if self.record(TntSpecialty(player=player)) is None:
            self.notify(_("{name} pays {gold} gold and draws a specialty card.").format(
                name=player, gold=self.game_state.numbers.specialty_cost))

    async def action_upgrade(self) -> None:
        """u: the next upgrade of a track, for the price printed on the board (it counts as a play)."""
        state, player = self.game_state, self.selected
        # the least upgrade: any track the judge allows, for nothing (the price is the host's to type)
        refusals = [judged(state, TntUpgrade(player=player, track=cast(TrackId, t), price=0), game=KIND) for t in TRACKS]
        refusal = "" if None in refusals else self._refused(TntUpgrade(player=player, track=cast(TrackId, TRACKS[0]), price=0))
        p = state.player(player)
        tracks = ", ".join(f"{_(TRACK_WORDS.get(t, t))} {getattr(p.upgrades, t)}/{state.numbers.spaces(t)}" for t in TRACKS)

        def submit(values: dict[str, str]) -> str | None:
            try:
                track = read_name(values["track"], Vocabulary.of("track", TRACKS, field="Track"))
                price = read_int(values["price"], field="Price", low=0)
            except EntryError as error:
                return error.said()
            return self.record(lambda: TntUpgrade(player=player, track=cast(TrackId, track), price=price))

        await self._ask(
            _("Upgrade") + " — " + _("{name} ({gold} gold)").format(name=player, gold=p.gold),
            [
                FormField("track", _("Track: move, draw or play"), "move"),
                FormField("price", _("Price printed on the board (gold)"), "3"),
            ],
            submit,
            hint=_("{tracks} · bought left to right; counts as a play; works from next turn").format(tracks=tracks),
            refusal=refusal,
        )

    # --- turns ---------------------------------------------------------------------------------

    def action_end_turn(self) -> None:
        """e: end the turn of the player whose turn it is (hand limit, next player, the end)."""
        state = self.game_state
        player = state.whose_turn
        if player is None:
            return
        over = state.player(player).hand - state.numbers.hand_limit
        if self.record(TntEndTurn(player=player)) is not None:
            return
        state = self.game_state
        if over > 0:
            self.notify(ngettext("{name} discards {n} card of their choice (hand limit {limit}).",
                                 "{name} discards {n} cards of their choice (hand limit {limit}).", over).format(
                name=player, n=over, limit=state.numbers.hand_limit))
        if state.outcome is not None:
            self.notify(end_status(state), title=_("Game over"), timeout=10)
        elif state.whose_turn:
            self.query_one(TraderTable).select(state.whose_turn)

    async def action_ruling(self) -> None:
        """k: note a ruling the table made, with the rule it refers to."""

        def submit(values: dict[str, str]) -> str | None:
            if not values["text"]:
                return _("Type the ruling the table agreed on")
            return self.record(lambda: Ruling(text=values["text"], rule=values["rule"]))

        await self._ask(
            _("Ruling"),
            [
                FormField("text", _("The ruling"), _("e.g. a node counts as both regions")),
                FormField("rule", _("Rule"), "004 The Trade Routes"),
            ],
            submit,
        )
