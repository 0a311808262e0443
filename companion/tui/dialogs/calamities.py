"""Resolution step 3: the calamity victims, the Barbarian Die, the VP lost — each as game/ computes it
(:mod:`companion.game.titm.calamity`, the fold's own computation); the dialog lays it out."""

from __future__ import annotations

from typing import Literal

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.widget import Widget
from textual.widgets import Input, Label, Static

from companion.entry import EntryError, read_ints
from companion.errors import CompanionError
from companion.game.titm.calamity import barbarian_losses, loss_lines, rolls_needed
from companion.game.titm.why import revolt_line, stability_holders
from companion.game.titm.state import GameState
from companion.game.kinds import state_as
from companion.game.words import roman
from companion.rules.calamities import roll_die
from companion.tui.dialogs.base import EntryDialog
from companion.tui.widgets.field import Field
from companion.game.titm.events import CalamitiesResolved
from companion.i18n import N_, _, ngettext


class CalamityDialog(EntryDialog[bool]):
    """The turn's calamities. Dice are typed from the physical die, or rolled by the app (house rule).

    Dismisses with True once recorded, False on Escape. A victim's die field is ``#roll-N``, N the
    victim's seat (names are data, never part of a widget id).
    """

    HELP_TITLE = N_("Resolution step 3 — calamities")
    HELP_KEYS = (
        ("enter", "on to the next die still to type; once every victim's die reads, record"),
        ("tab, shift+tab", "next / previous die"),
    )

    BINDINGS = [
        Binding("escape", "cancel", N_("Cancel"), id="cancel", priority=True),
        Binding("ctrl+r", "roll", N_("Roll for me"), id="roll", priority=True),
    ]

    def __init__(self) -> None:
        super().__init__()
        state = self.game_state
        self.victims = state.victims()
        self.rolls_needed = rolls_needed(state)
        self.by_app = state.house_rules.die == "app"

    @property
    def game_state(self) -> GameState:
        return state_as(self.companion_app.current_game.state, GameState)

    def compose(self) -> ComposeResult:
        state = self.game_state
        rule = state.rules.turn(state.turn)
        # a scroll, should even one-row dice not fit: a tie of many victims on a short terminal
        with VerticalScroll(classes="dialog wide"):
            yield Label(Text(_("Resolution step 3 — calamities of turn {turn}").format(turn=roman(state.turn))), classes="dialog-title")
            if rule.peasant_revolt is None:
                yield Static(_("Peasant Revolt: none on this turn."))
            else:
                stability = stability_holders(state)
                yield Static(Text(revolt_line(self.victims.peasant_revolt, rule.peasant_revolt, stability)))
            if rule.barbarian_attack is None:
                yield Static(_("Barbarian Attack: none on this turn."))
            elif not self.victims.barbarian_attack:
                yield Static(_("Barbarian Attack: nobody is below the yellow line."))
            else:
                yield Static(Text(_("Barbarian Attack: lose {vp} + the Barbarian Die (0,1,1,2,2,3)").format(vp=rule.barbarian_attack)))
                for name in self.victims.barbarian_attack:  # one row a victim: six fit 80×24 with their losses
                    n = self.rolls_needed[name]
                    with Horizontal(classes="die-row"):
                        yield Label(Text(f"{name}: " + (_("two dice (Total War)") if n == 2 else _("die"))), classes="form-label")
                        yield Field(placeholder=_("e.g. {example}").format(example="2" if n == 1 else "2 1"), id=self._field(name), compact=True)
            yield Static("", id="loss")
            hint = _("Enter: record   Esc: cancel") + ("   " + _("Ctrl+R: roll the die for me") if self.rolls_needed else "")
            yield Static(hint, classes="dialog-hint")

    def _field(self, name: str) -> str:
        """The id of ``name``'s die field: ``roll-`` and the player's seat."""
        return f"roll-{self.game_state.names.index(name)}"

    def on_mount(self) -> None:
        if self.by_app:
            self.action_roll()
        self._preview()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Ctrl+R is offered only when a Barbarian Attack victim has a die to roll."""
        return bool(self.rolls_needed) if action == "roll" else True

    def action_roll(self) -> None:
        """Roll the Barbarian Die with the app's generator for every victim."""
        rng = self.companion_app.rng
        rules = self.game_state.rules
        for name, n in self.rolls_needed.items():
            dice = [roll_die(rules, rng) for _ in range(n)]
            self.query_one(f"#{self._field(name)}", Input).value = " ".join(map(str, dice))
        self.by_app = True

    def _rolls(self) -> dict[str, list[int]]:
        rolls = {}
        for name, n in self.rolls_needed.items():
            wanted = f"{name}: " + ngettext("type {n} die result (0–3)", "type {n} die results (0–3)", n).format(n=n)
            try:
                dice = read_ints(self.query_one(f"#{self._field(name)}", Input).value, field=name, low=0)
            except EntryError:
                raise EntryError(wanted) from None
            if len(dice) != n:
                raise EntryError(wanted)
            rolls[name] = dice
        return rolls

    def _preview(self) -> str | None:
        state = self.game_state
        out = self.query_one("#loss", Static)
        try:
            lines = loss_lines(barbarian_losses(state, self._rolls()))
        except CompanionError as error:
            out.update(Text(f"⚠ {error.said()}"))
            out.display = True
            return error.said()
        out.update(Text("\n".join(lines)))
        out.display = bool(lines)  # no victim, no dice: no empty box
        return None

    def on_input_changed(self, event: Input.Changed) -> None:
        self._preview()

    async def entered(self, field: Widget | None) -> None:
        """Enter: on to the next die while one is still to type; once every die reads (typed, or
        rolled by the app), record, as the keys' line says."""
        following = self.next_field(field)
        if following is not None and self._preview() is not None:
            self.set_focus(following)
            return
        self.action_record()

    def action_record(self) -> None:
        """Record the calamities (victims are computed by the rules, dice as entered)."""
        if self._preview() is not None:
            return
        rolled_by: Literal["app", "table"] = "app" if self.by_app else "table"
        problem = self.companion_app.record(lambda: CalamitiesResolved(rolls=self._rolls(), rolled_by=rolled_by))
        if problem is None:
            self.dismiss(True)
        else:
            loss = self.query_one("#loss", Static)
            loss.update(Text(f"⚠ {problem}"))
            loss.display = True

    def action_cancel(self) -> None:
        self.dismiss(False)
