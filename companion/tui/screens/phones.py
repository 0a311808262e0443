"""The phones' entries waiting for the host: review, apply one or all, correct in the normal dialog, or refuse."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import DataTable, Static

from companion.errors import Refusal
from companion.game.kinds import state_as
from companion.game.titm.state import GameState
from companion.tui.dialogs.base import open_dialog
from companion.tui.widgets.plain_table import CURSOR_KEYS, PlainTable
from companion.tui.widgets.footer import KeysFooter
from companion.tui.reach import ReachesApp
from companion.tui.styles import SCREENS_CSS
from companion.i18n import N_, _

if TYPE_CHECKING:
    from companion.game.titm.inbox import Submission
    from companion.tui.sharing import Sharing

#: What each kind of entry is, in the list's Entry column.
KINDS = {"goods": N_("spent cards"), "development": N_("development"), "warehouse": N_("warehouse"),
         "ability": N_("ability"), "abandon": N_("abandon")}

def _verdict_words(refusal: Refusal | None, english: str) -> str:
    """Why the judge holds an entry back, in the host's language (:meth:`Refusal.said`); its English
    words when it carries no refusal."""
    return refusal.said() if refusal is not None else english


class PhoneEntriesScreen(ReachesApp, Screen[None]):
    """Every entry the phones sent that the host has not applied yet."""

    CSS_PATH = SCREENS_CSS

    HELP_TITLE = N_("Phone entries")

    # Priority bindings, the cursor's too, as on the table: each key acts when the app reads it, so
    # ↓ then Enter typed at once applies the entry ↓ moved to (Enter is also the list's own key).
    BINDINGS = [
        Binding("escape,q", "back", N_("Back"), id="back"),
        Binding("enter", "apply", N_("Apply"), id="apply", priority=True),
        Binding("y", "apply_all", N_("Apply all"), id="apply_all", priority=True),
        Binding("e", "edit", N_("Correct"), id="edit", priority=True),
        Binding("x", "refuse", N_("Refuse"), id="refuse", priority=True),
        *CURSOR_KEYS,
    ]

    def compose(self) -> ComposeResult:
        yield Static(_("Phone entries waiting for the host"), classes="screen-title")
        yield PlainTable(id="entries", cursor_type="row", zebra_stripes=True)
        yield Static("", id="entries-hint", classes="notes")
        yield KeysFooter()

    @property
    def sharing(self) -> Sharing | None:
        return self.companion_app.sharing

    def on_mount(self) -> None:
        table = self.query_one(DataTable)
        table.add_columns(_("Player"), _("Entry"), _("VP"), _("What the phone sent"))
        self.show_phones()
        table.focus()

    def on_screen_resume(self) -> None:
        self.show_phones()

    def show_phones(self) -> None:
        """Re-render the list (the app calls this when anything changes)."""
        if not self.is_mounted:
            return
        table = self.query_one(DataTable)
        row = table.cursor_row
        table.clear()
        judged = self.sharing.table.inbox().judge(state_as(self.companion_app.current_game.state, GameState)) if self.sharing is not None else []
        pending = [item for item, _ in judged]
        for i, (item, verdict) in enumerate(judged):
            vp = "" if verdict.vp is None else f"{verdict.vp:+d}"
            what = Text(item.summary)
            if verdict.held:  # the judge holds it back (C16): y leaves it; e records it with a reason
                what = Text.assemble(("⚠ " + _("held back") + " ", "bold"), item.summary)
            elif verdict.refused:
                what = Text.assemble(("⚠ " + _("refused") + " ", "bold"), item.summary)
            kind = _(KINDS[item.kind]) if item.kind in KINDS else item.kind
            table.add_row(Text(item.player), kind, vp, what, key=str(i))
        if pending:
            table.move_cursor(row=min(max(row, 0), len(pending) - 1))
        self.refresh_bindings()  # the keys that act on an entry come and go with the entries
        hint = _("Enter: apply the selected entry   y: apply all (not those held back)   e: correct it in the normal "
                 "entry dialog   x: refuse it (the phone is told)") if pending else _("Nothing waiting. Esc goes back.")
        held = [f"{item.player}: {_verdict_words(verdict.refusal, verdict.held)}" for item, verdict in judged if verdict.held]
        if held:  # what the judge holds back, in its figures: only the host may record it, with a reason (e)
            hint += "\n" + _("Held back — {entries}").format(entries="\n".join(held))
            hint += "\n" + _("e opens it: Enter there records it with a reason.")
        self.query_one("#entries-hint", Static).update(Text(hint))

    def _selected(self) -> Submission | None:
        pending = self.sharing.table.pending() if self.sharing is not None else []
        row = self.query_one(DataTable).cursor_row
        return pending[row] if 0 <= row < len(pending) else None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Enter, y, e and x only while an entry waits (and the table is shared: x then i typed at once
        on the share screen opens this list as sharing stops)."""
        if action in ("apply", "apply_all", "edit", "refuse"):
            return self.is_mounted and self._selected() is not None
        return True

    def action_back(self) -> None:
        self.app.pop_screen()

    def action_cursor(self, step: int) -> None:
        """↑/↓: the entry the keys act on (moved at once, so a key typed next acts on that entry)."""
        self.query_one("#entries", PlainTable).step_cursor(step)

    def action_apply(self) -> None:
        """Enter: record the selected entry, exactly as the host would type it."""
        item, sharing = self._selected(), self.sharing
        if item is not None and item.held:
            why = _verdict_words(item.held_back, item.held)
            self.app.notify(_("Held back: {why}. e opens it to record it with a reason.").format(why=why),
                            severity="warning", timeout=8)
            return
        if item is not None and sharing is not None and sharing.table.apply(item) is None:
            self.app.notify(_("Applied: {player} — {entry}").format(player=item.player, entry=item.summary))

    def action_apply_all(self) -> None:
        """y: record every waiting entry."""
        if self.sharing is not None:
            self.sharing.apply_all()

    def action_refuse(self) -> None:
        """x: drop the selected entry; its phone shows that the host refused it."""
        item, sharing = self._selected(), self.sharing
        if item is not None and sharing is not None:
            sharing.table.discard(item, _("the host refused it: check your cards with the host"))

    async def action_edit(self) -> None:
        """e: open the normal entry dialog for the entry's player; it opens filled with the phone's entry
        (:mod:`companion.tui.phone_fill`). Enter records it as sent; what the host records instead is
        told to the phone in full; closed with nothing recorded, the entry waits again in this list."""
        item = self._selected()
        if item is None:
            return
        state = state_as(self.companion_app.current_game.state, GameState)  # phone entries: the primary game's
        if item.kind == "goods":
            from companion.tui.dialogs.goods import GoodsDialog

            await open_dialog(self.app, GoodsDialog(item.player))
        elif item.kind == "development":
            from companion.tui.dialogs.development import DevelopmentDialog

            await open_dialog(self.app, DevelopmentDialog(item.player))
        elif item.kind == "warehouse":
            from companion.tui.dialogs.warehouse import warehouse_dialog

            await open_dialog(self.app, warehouse_dialog(state, item.player, self.companion_app.record, item))
        elif item.kind == "ability":
            from companion.tui.dialogs.table_forms import ability_dialog

            dialog = ability_dialog(state, item.player, self.companion_app.record, item)
            if dialog is not None:
                await open_dialog(self.app, dialog)
        else:
            self.app.notify(_("Apply it (Enter), or refuse it (x) and use g or r on the table."))
