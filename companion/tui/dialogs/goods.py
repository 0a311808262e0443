"""Resolution step 2: every player's spent cards in one dialog, player after player, each previewed live.

Both fields are read by the entry grammar (:mod:`companion.entry`): names as
printed (``barbarian fury``), colours for arrows, counts before or after, unique
beginnings (``3gr wo``, ``barb f``), and the arrow printed on Zealots, Corruption
and Slave Revolt attached to the card (``zealots:red``, R18) — without it the
preview asks for it and nothing is recorded. The preview is the fold's own computation
(:func:`companion.game.titm.preview.preview_goods`): bottoms no hand of real cards could show (more
than the cards, a bad card on goods that never carry it, C15) are refused there in the table's
words before Enter, and fewer bottoms than cards are counted ("7 cards, 6 bottoms entered").

Enter in the goods field goes to the bottoms; Enter in the bottoms records the
player (once the preview reads) and, when the host is entering everyone, moves on
to the next player still to enter in the same dialog: no key is spent between
players and none typed fast is lost (see :mod:`companion.tui.dialogs.base`).

A player whose phone sent their cards is shown filled with them, marked "from
Ann's phone" (:mod:`companion.tui.phone_fill`): Enter, in either field, records
them as sent; typing replaces them (the text is selected), and the phone is told
what was recorded instead.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widget import Widget
from textual.widgets import Input, Label, Static

from companion.calc.titm import resolution_lines
from companion.errors import CompanionError
from companion.game.titm.preview import preview_goods
from companion.game.titm.state import GameState
from companion.game.kinds import state_as
from companion.game.titm.table_cards import HeldBack
from companion.entry import Vocabulary, read_bottoms, read_counts
from companion.entry import titm as words
from companion.i18n import current_code
from companion.rules.resolution import Spend
from companion.tui import phone_fill
from companion.tui.dialogs.base import EntryDialog, open_dialog
from companion.tui.dialogs.form import FormDialog, FormField
from companion.tui.widgets.field import Field
from companion.game.titm.events import GoodsResolved
from companion.i18n import N_, _

#: Rows the dialog needs besides the preview: its border (2), the title and the players (each with a
#: blank row after it: 4), the two fields (2), the preview's border (2) and the hint (1).
FIXED_ROWS = 11


class GoodsDialog(EntryDialog[bool]):
    """Fast entry of the players' spent cards with a live preview of VP, arrows and track moves.

    Args:
        player: the player to enter first.
        chain: go on with the next player still to enter after each one (``n``), or
            enter only ``player`` (Enter on the table).

    Dismisses with True once at least one player was recorded, False if none was.
    """

    HELP_TITLE = N_("Resolution step 2 — goods and bottoms")
    HELP_KEYS = (
        ("enter", "in Goods: on to the bottoms; in Bottoms: record the player (after n: then the next one to enter)"),
        ("tab, shift+tab", "the other field"),
        ("ctrl+o", "record a spend the judge holds back (more cards than the table was dealt), with a reason"),
    )
    FIRST = "#goods"
    BINDINGS = [
        Binding("escape", "cancel", N_("Close (players recorded stay recorded)"), id="cancel", priority=True),
        Binding("ctrl+o", "overrule", N_("Record held back, with a reason"), id="overrule", show=False, priority=True),
    ]

    def __init__(self, player: str, *, chain: bool = False) -> None:
        super().__init__()
        self.player = player
        self.chain = chain
        self.recorded = False
        self._prefill = ("", "")  # the fields' text as the dialog opens on a player: their phone's entry, if any
        self._phone: tuple[str, str] | None = None  # the fields as the player's phone filled them
        self._words: tuple[Vocabulary, Vocabulary] | None = None  # the goods and bottoms vocabularies, built on first use
        self._held = False  # the preview says the judge holds the spend back (C16)
        self._fault: str | None = None  # the field the preview's refusal names ("goods.wine", "icons.zealots")

    @property
    def state(self) -> GameState:
        return state_as(self.companion_app.current_game.state, GameState)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog wide", id="goods-dialog"):
            yield Label("", id="goods-title", classes="dialog-title")
            yield Static("", id="goods-players")
            with Horizontal(classes="entry-row"):
                yield Label(_("Goods"), classes="entry-label")
                yield Field(placeholder="tops: grain 3, wool · 3gr wo", id="goods", compact=True)
            with Horizontal(classes="entry-row"):
                yield Label(_("Bottoms"), classes="entry-label")
                yield Field(placeholder="white 2, blue, prosperity · 2w blu pr · barb f · zealots:red", id="icons", compact=True)
            with VerticalScroll(id="preview-box"):
                yield Static("", id="preview")
            yield Static("", id="goods-hint", classes="dialog-hint")

    def on_mount(self) -> None:
        self._fill_from_phone()
        goods = self.query_one("#goods", Input)
        goods.value, self.query_one("#icons", Input).value = self._prefill
        goods.select_all()  # what the host types replaces a phone's entry (the next field's is selected on focus)
        self._show_player()
        self._fit()

    def _fill_from_phone(self) -> None:
        """The player's spent cards as their phone sent them, if it did: the fields start with them."""
        item = phone_fill.waiting(self.companion_app, self.player, "goods")
        self._phone = phone_fill.goods_fields(item, self.state.rules) if item is not None else None
        self._prefill = self._phone or ("", "")

    def _as_sent(self) -> bool:
        """The fields hold the phone's entry as it was sent."""
        fields = (self.query_one("#goods", Input).value, self.query_one("#icons", Input).value)
        return self._phone is not None and fields == self._phone

    def on_resize(self) -> None:
        self._fit()

    def _fit(self) -> None:
        """The preview takes the rows the terminal has left; longer previews scroll and the hint stays."""
        self.query_one("#preview-box").styles.max_height = max(3, self.app.size.height - FIXED_ROWS)

    def show_state(self, state: GameState) -> None:
        """The game changed under the dialog (Ctrl+Z, Ctrl+Y, or its own record): the players' line,
        the hint and the preview follow it — an entry undone is no longer shown as entered."""
        if self.is_mounted:
            self._show_player()

    def _show_player(self) -> None:
        state = self.state
        p = state.player(self.player)
        # The markers are in the preview (from → to): the title stays one line at 80 columns.
        phone = " — " + _("from {player}'s phone").format(player=p.name) if self._phone is not None else ""
        title = _("Resolution step 2 — {player}").format(player=f"{p.name} [{p.symbol}]")
        self.query_one("#goods-title", Label).update(Text(title + phone))
        players = Text()
        for other in state.players:
            if players:
                players.append("  ")
            record = state.this_turn.goods.get(other.name)
            if other.name == self.player:
                players.append(f"▸ {other.name}", style="bold reverse")
            elif record is not None:
                players.append(f"✓ {other.name} +{record.vp}")
            else:
                players.append(f"· {other.name}", style="dim")
        self.query_one("#goods-players", Static).update(players)
        self._hint()
        self._preview()

    def _hint(self) -> None:
        """What Enter does from the focused field, in words."""
        after = self._waiting(after=self.player)
        then = ", " + _("then {player}").format(player=after[0]) if self.chain and after else ""
        if self._as_sent():
            text = _("Enter: record {player}'s phone entry as sent{then}   typing replaces it").format(
                player=self.player, then=then)
        elif self.focused is self.query_one("#goods", Input):
            text = _("Enter: on to the bottoms")
        else:
            text = _("Enter: record {player}{then}").format(player=self.player, then=then)
        self.query_one("#goods-hint", Static).update(Text(f"{text}   " + _("Esc: close")))

    def on_descendant_focus(self) -> None:
        self._hint()

    def _waiting(self, *, after: str | None = None) -> list[str]:
        """Players whose goods are still to enter, in seat order (``after`` one excluded)."""
        goods = self.state.this_turn.goods
        return [p.name for p in self.state.players if p.name not in goods and p.name != after]

    def _spend(self) -> Spend:
        """The cards typed so far (raises EntryError for anything that cannot be read)."""
        if self._words is None:
            rules = self.state.rules
            self._words = (words.goods(rules, lang=current_code()), words.bottoms(rules, lang=current_code()))
        goods, bottoms = self._words
        return Spend(
            read_counts(self.query_one("#goods", Input).value, goods),
            read_bottoms(self.query_one("#icons", Input).value, bottoms).icons,
        )

    def _preview(self) -> str | None:
        """Show what the entry would do; return the problem if it cannot be read."""
        state = self.state
        preview = self.query_one("#preview", Static)
        self._held, self._fault = False, None
        try:
            result = preview_goods(state, self.player, self._spend())
        except HeldBack as held:  # beyond the cards dealt: the host may record it with a reason (C16)
            self._held, self._fault = True, held.refusal.field
            preview.update(Text(_("⚠ held back: {why}\n{vp} VP if recorded. Ctrl+O: record it anyway, with a reason").format(
                why=held.said(), vp=held.vp)))
            return held.said()
        except CompanionError as error:  # the judge's words in the host's language
            self._fault = error.refusal.field
            preview.update(Text(f"⚠ {error.said()}"))
            return error.said()
        lines = resolution_lines(state.rules, result)
        if result.destroyed:
            lines.append("destroys: " + ", ".join(state.development(d).name for d in result.destroyed))
        preview.update(Text("\n".join(lines)))
        return None

    def on_input_changed(self, event: Input.Changed) -> None:
        self._preview()
        if self._phone is not None:
            self._hint()

    async def entered(self, field: Widget | None) -> None:
        goods, icons = self.query_one("#goods", Input), self.query_one("#icons", Input)
        if field is goods and not self._as_sent():
            self.set_focus(icons)
            return
        if field not in (goods, icons):
            return
        if self._preview() is not None:  # held back too: Enter never records it (keys typed ahead stay harmless)
            at_fault = {"goods": goods, "icons": icons}.get((self._fault or "").split(".")[0])
            if at_fault is not None:  # the cursor goes where the fix is typed
                self.set_focus(at_fault)
            return
        spend = self._spend()
        problem = self.companion_app.record(
            lambda: phone_fill.by_phone(
                self.companion_app, self.player, "goods", GoodsResolved(player=self.player, goods=dict(spend.goods), icons=dict(spend.icons))
            )
        )
        if problem is not None:
            self.query_one("#preview", Static).update(Text(f"⚠ {problem}"))
            return
        self._next_player()

    async def action_overrule(self) -> None:
        """Ctrl+O, on a spend the judge holds back (C16): the host records it with the table's reason,
        which the journal keeps as the event's ruling; the dialog then goes on as after any record.
        Enter never does this: keys typed ahead cannot turn into a reason."""
        if self._preview() is None or not self._held:
            return
        spend, player = self._spend(), self.player

        def submit(values: dict[str, str]) -> str | None:
            reason = values["reason"].strip()
            if not reason:
                return _("Say why the table records it (the journal keeps it as the ruling)")
            event = GoodsResolved(player=player, goods=dict(spend.goods), icons=dict(spend.icons), ruling=reason)
            return self.companion_app.record(event)

        def done(recorded: bool | None) -> None:
            if recorded:
                self._next_player()

        form = FormDialog(
            _("Record {player}'s goods beyond the cards dealt").format(player=player),
            [FormField("reason", _("Reason"), placeholder=_("e.g. our Harbour of Tyre deals a second boat"))],
            submit,
            keys=_("Enter: record with this reason (the journal keeps it)   Esc: back"),
            help_title="Recording goods the judge holds back",
        )
        await open_dialog(self.app, form, done)

    def _next_player(self) -> None:
        """After a record: the next player still to enter (``chain``), or close."""
        goods, icons = self.query_one("#goods", Input), self.query_one("#icons", Input)
        self.recorded = True
        waiting = self._waiting()
        if not (self.chain and waiting and self.state.phase == "resolution"):
            self.dismiss(True)
            return
        self.player = waiting[0]
        self._fill_from_phone()
        goods.value, icons.value = self._prefill
        self.set_focus(goods)
        goods.select_all()  # the phone's entry, if any, is replaced by what the host types
        self._show_player()

    def action_cancel(self) -> None:
        self.dismiss(self.recorded)
