"""Development Phase: each player's draws, and the developments they play, player after player.

The legal cards (:func:`companion.game.titm.choices.playable`) are numbered; the host
types the number beside the card a player plays (``1``…, two digits when the list
is longer than nine and the first digit could begin another number), and ``0`` or
Enter moves on to the next player. A card keeps its number while its player's list
is open: after a play the cards no longer playable leave the list, and the others
keep the numbers the host read (``18`` typed ahead is still card 18). A player who has played all they may is left at
once. The filter also reads names with the entry grammar (:mod:`companion.entry`):
from the first word, word by word (``civ r`` for Civil Rights), any case; ↑/↓ and
Enter play the highlighted card.

Every player is visited once, from the player under the cursor, in seat order. The list
has one row a card and takes the rows the terminal has (all 21 cards of a level-3 player at
40 rows); it scrolls on a smaller one, with the keys' line still in view.
"""

from __future__ import annotations

from contextlib import suppress

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widget import Widget
from textual.widgets import Input, Label, OptionList, Static
from textual.widgets.option_list import Option, OptionDoesNotExist

from companion.entry import EntryError, candidates, read_name
from companion.entry import titm as words
from companion.game.titm.card_names import printed_development
from companion.i18n import current_code
from companion.game.titm.board import development_colour, side_name
from companion.game.titm.choices import entitlement, playable
from companion.game.titm.state import GameState
from companion.game.kinds import state_as
from companion.rules.effects import Development
from companion.tui import phone_fill, views
from companion.tui.dialogs.base import EntryDialog, settle
from companion.tui.widgets.field import Field
from companion.game.titm.events import DevelopmentChosen
from companion.i18n import N_, _, pgettext

CUSTOM = "__custom__"
#: A card's track, short, in its line of the list.
TRACK_SHORT = {"government": N_("gov"), "religion": N_("rel")}
NEXT = "__next__"


def card_line(number: int, card: Development, name: str | None = None) -> Text:
    """``" 3  Library  dem 1 · 1 VP · every turn +1 happiness, 1 democracy"`` (``name``: as printed in the
    host's language, :func:`~companion.game.titm.card_names.printed_development`; default the card's own)."""
    colour = development_colour(card)
    side = side_name(colour, short=True) if card.side else side_name(colour)
    what = views.effect_summary(card)
    text = Text(f"{number:>2}  ", no_wrap=True, overflow="ellipsis")  # one line a card: a long effect is cut
    text.append(name or card.name, style="bold")
    track = _(TRACK_SHORT[card.track]) if card.track in TRACK_SHORT else card.track[:3]
    text.append("  " + _("{track}, {side} {level} · {vp} VP").format(track=track, side=side, level=card.level, vp=card.vp)
                + (f" · {what}" if what else ""))
    return text


class NumberField(Field):
    """The filter: digits are read by the dialog (a card's number, in the order typed), letters by the field."""

    def check_consume_key(self, key: str, character: str | None) -> bool:
        return not (character is not None and character.isdigit()) and super().check_consume_key(key, character)


class DevelopmentDialog(EntryDialog[None]):
    """Choose developments player by player: a number plays the card beside it, 0 or Enter moves on."""

    HELP_TITLE = N_("Development — the cards each player plays")
    FIRST = "#filter"
    BINDINGS = [
        Binding("escape", "close", N_("Done"), id="close", priority=True),
        Binding("ctrl+n", "next_player", N_("Next player"), id="next_player", priority=True),
        Binding("down", "move(1)", N_("Down"), show=False, priority=True),
        Binding("up", "move(-1)", N_("Up"), show=False, priority=True),
        *(Binding(str(d), f"digit({d})", "", show=False, priority=True) for d in range(10)),
    ]
    HELP_KEYS = (
        ("1 … 9", "play the card with that number (two digits past 9)"),
        ("0", "next player"),
        ("enter", "play the card typed or highlighted; nothing typed: next player"),
        ("↑, ↓", "highlight a card"),
    )

    def __init__(self, player: str) -> None:
        """A player whose phone chose a card opens with its name in the filter, selected: Enter plays
        it as the phone chose, and a number or another name typed replaces it."""
        super().__init__()
        names = self.state.names
        start = names.index(player)
        self._order = names[start:] + names[:start]  # every player once, from the one under the cursor
        self.player = player
        self._cards: list[Development] = []
        #: each card's number while this player's list is open (kept across plays): card id → number
        self._numbers: dict[str, int] = {}
        self._numbered_for: str | None = None  # the player those numbers are for
        self._filled_for: str | None = None  # the filter text the list was last drawn for
        self._phone = ""  # the card name the filter was filled with from the player's phone

    @property
    def state(self) -> GameState:
        return state_as(self.companion_app.current_game.state, GameState)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog wide"):
            yield Label("", id="who", classes="dialog-title")
            yield Static("", id="draws", markup=False)
            yield NumberField(placeholder=_("a card's number, or part of its name"), id="filter")
            yield OptionList(id="options", markup=False)
            yield Static("", classes="dialog-error")
            yield Static("", id="development-hint", classes="dialog-hint")

    def on_mount(self) -> None:
        self._fill_from_phone()
        self._show()

    def _fill_from_phone(self) -> None:
        """The filter starts with the card the player's phone chose, if it sent one (Enter plays it;
        the text is selected: a number or a name typed replaces it)."""
        item = phone_fill.waiting(self.companion_app, self.player, "development")
        self._phone = self.state.development(item.payload["development"]).name if item is not None else ""
        if self._phone:
            field = self.query_one("#filter", Input)
            field.value = self._phone
            field.select_all()

    # --- showing -------------------------------------------------------------------------

    def on_resize(self) -> None:
        """The list takes the rows the rest of the dialog leaves (12 at first, from the CSS)."""
        self.call_after_refresh(self._fit)

    def _fit(self) -> None:
        dialog, options = self.query_one(".dialog"), self.query_one("#options", OptionList)
        # what the rest of the dialog takes (its border, title, draws, filter, problem and hint), counted
        # child by child: the dialog itself may be cut by a smaller terminal. (The list's max-height
        # counts its own border.)
        rest = dialog.styles.gutter.height + sum(
            child.outer_size.height + child.styles.margin.height for child in dialog.children if child is not options
        )
        room = max(3, self.size.height - rest - 1)  # and the footer's row below the dialog stays in view
        if options.styles.max_height is None or options.styles.max_height.value != room:
            options.styles.max_height = room

    def _following(self) -> str | None:
        """The next player to visit after the current one, or None after the last."""
        index = self._order.index(self.player)
        return self._order[index + 1] if index + 1 < len(self._order) else None

    def show_state(self, state: GameState) -> None:
        """The game changed under the dialog (Ctrl+Z, Ctrl+Y, or its own play): what the player has
        played and may still play follow it (the cards keep their numbers), and the card highlighted
        stays highlighted while it is listed: another player's change (a phone's entry applied at
        once) must not move the highlight under the host's Enter."""
        if not self.is_mounted:
            return
        options = self.query_one("#options", OptionList)
        kept = options.get_option_at_index(options.highlighted).id if options.highlighted is not None else None
        self._show()
        if kept is not None:
            with suppress(OptionDoesNotExist):  # the card was played, or can no longer be
                options.highlighted = options.get_option_index(kept)

    def _show(self) -> None:
        state = self.state
        p = state.player(self.player)
        chosen = [state.development(d).name for d in state.this_turn.chosen.get(p.name, [])]
        sent = self._phone and self.query_one("#filter", Input).value == self._phone
        phone = " — " + _("from {player}'s phone").format(player=p.name) if sent else ""
        title = _("Development — {player}").format(player=views.heading(p, state.rules))
        self.query_one("#who", Label).update(Text(title + phone))
        played = ", ".join(chosen) or pgettext("no developments", "none")
        self.query_one("#draws", Static).update(
            Text(_("Draws: {draws}").format(draws=views.draws_text(state, p)) + "\n"
                 + _("Played this turn: {cards}").format(cards=played))
        )
        self._cards = playable(state, self.player)
        if self._numbered_for != self.player:
            self._numbers, self._numbered_for = {}, self.player
        for card in self._cards:  # a card newly playable after a play gets the next number
            self._numbers.setdefault(card.id, len(self._numbers) + 1)
        self._cards.sort(key=lambda c: self._numbers[c.id])
        self._fill()

    def _hint(self) -> None:
        """The keys' line, saying what Enter does now: move on, or play the card typed or highlighted."""
        following = self._following()
        move_on = _("next player ({player})").format(player=following) if following else _("done")
        typed = self.query_one("#filter", Input).value.strip()
        options = self.query_one("#options", OptionList)
        if typed.isdigit():
            card = next((c for c in self._cards if self._numbers[c.id] == int(typed)), None)
            enter = _("play {card}").format(card=card.name) if card is not None else _("card {number}").format(number=typed)
        elif options.highlighted is None:
            enter = move_on
        else:
            chosen = options.get_option_at_index(options.highlighted).id
            card = next((c for c in self._cards if c.id == chosen), None)
            enter = (_("play {card}").format(card=card.name) if card is not None
                     else _("a custom card") if chosen == CUSTOM else move_on)
        if enter == move_on:
            keys = _("number: play that card   0 / Enter: {next}   Esc: close").format(next=move_on)
        else:  # once something is typed, a digit adds to it: 0 no longer moves on
            zero = "" if typed else "   " + _("0: {next}").format(next=_("next player") if following else _("done"))
            keys = _("Enter: {action}").format(action=enter) + zero + "   " + _("Esc: close")
        # one line, whatever the card's name: the list above takes the rows the dialog leaves
        hint = Text(keys, no_wrap=True, overflow="ellipsis")
        self.query_one("#development-hint", Static).update(hint)

    def on_option_list_option_highlighted(self) -> None:
        self._hint()

    def _fill(self) -> None:
        text = self.query_one("#filter", Input).value
        options = self.query_one("#options", OptionList)
        options.clear_options()
        numbered = text.strip().isdigit() or not text.strip()
        fits = {c.id for c in self._cards}
        problem = ""
        if not numbered:
            legal = words.developments(self._cards, printed=self.state.rules.translated("developments", current_code()))
            fits = {t.value for t in candidates(text, legal)}
            if not fits:
                try:
                    read_name(text, legal)
                except EntryError as error:  # only "+ a custom card" is left, and Enter opens it: say so
                    problem = "⚠ " + _("{problem}; Enter: a custom card instead").format(problem=error.said())
        self.query_one(".dialog-error", Static).update(Text(problem))
        following = self._following()
        if numbered:
            zero = _("next player: {player}").format(player=following) if following else _("done")
            options.add_option(Option(Text(f" 0  {zero}"), id=NEXT))
        for card in self._cards:
            if card.id in fits:
                options.add_option(Option(card_line(self._numbers[card.id], card, printed_development(self.state.rules, card)), id=card.id))
        options.add_option(Option("    + " + _("a custom card (not in the catalogue)…"), id=CUSTOM))
        options.highlighted = 0  # "next player", or the first card the name fits
        self._filled_for = text
        self._hint()

    def number_of(self, name: str) -> int:
        """The number printed beside the card called ``name`` (what the host reads off the screen)."""
        return next(self._numbers[c.id] for c in self._cards if c.name == name)

    @property
    def highest(self) -> int:
        """The highest number in this player's list (a number this long needs no more digits)."""
        return max(self._numbers.values(), default=0)

    # --- keys -----------------------------------------------------------------------------

    def on_input_changed(self, event: Input.Changed) -> None:
        self._fill()

    async def action_move(self, step: int) -> None:
        """↑/↓: move the highlight (over the list as it is once the letters typed before are in)."""
        field = self.query_one("#filter", Input)
        await settle(field)
        if field.value != self._filled_for:
            self._fill()
        options = self.query_one("#options", OptionList)
        if options.option_count:  # round from the top to the bottom and back
            options.highlighted = ((options.highlighted or 0) + step) % options.option_count

    async def action_digit(self, digit: int) -> None:
        """A digit: part of a card's number (played as soon as no longer number begins the same way)."""
        field = self.query_one("#filter", Input)
        await settle(field)
        typed = field.value.strip()
        if typed and not typed.isdigit():  # a name being typed: the digit is part of it
            field.insert_text_at_cursor(str(digit))
            return
        number = f"{typed}{digit}"
        if int(number) == 0 or int(number + "0") > self.highest:
            self._number(int(number))
        else:  # could still be the start of a longer number: wait for the next digit or Enter
            field.value = number
            field.cursor_position = len(number)

    async def entered(self, field: Widget | None) -> None:
        text = self.query_one("#filter", Input).value
        if text.strip().isdigit():
            self._number(int(text))
            return
        if text != self._filled_for:  # the last letters typed are not in the list yet
            self._fill()
        options = self.query_one("#options", OptionList)
        if options.highlighted is not None:
            self._choose(options.get_option_at_index(options.highlighted).id or "")

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self._choose(event.option.id or "")

    def _number(self, number: int) -> None:
        if number == 0:
            self._choose(NEXT)
            return
        card = next((c for c in self._cards if self._numbers[c.id] == number), None)
        if card is not None:
            self._choose(card.id)
            return
        self.query_one("#filter", Input).value = ""
        gone = next((d for d, n in self._numbers.items() if n == number), None)
        problem = "⚠ " + (
            _("Card {number}, {card}, can no longer be played by {player} this turn").format(
                number=number, card=self.state.development(gone).name, player=self.player)
            if gone is not None
            else _("No card {number} here: the numbers go up to {highest}").format(number=number, highest=self.highest)
        )
        self.query_one(".dialog-error", Static).update(Text(problem))

    def _choose(self, dev_id: str) -> None:
        if dev_id == NEXT:
            self.action_next_player()
            return
        if dev_id == CUSTOM:
            from companion.tui.dialogs.custom_card import custom_card_dialog

            self.app.push_screen(custom_card_dialog(self.companion_app, self.player), lambda _: self._after())
            return
        problem = self.companion_app.record(
            lambda: phone_fill.by_phone(self.companion_app, self.player, "development", DevelopmentChosen(player=self.player, development=dev_id))
        )
        self.query_one("#filter", Input).value = ""
        if problem is None:
            self._after()
        self.query_one(".dialog-error", Static).update(Text(f"⚠ {problem}" if problem else ""))

    def _after(self) -> None:
        state = self.state
        e = entitlement(state, self.player)
        if len(state.this_turn.chosen.get(self.player, [])) >= e.plays:
            self.action_next_player()
        else:
            self.query_one("#filter", Input).value = ""
            self._fill_from_phone()
            self._show()

    def action_next_player(self) -> None:
        """Move on to the next player; after the last one, close."""
        following = self._following()
        if following is None:
            self.dismiss(None)
            return
        self.player = following
        self.query_one("#filter", Input).value = ""
        self.query_one(".dialog-error", Static).update("")
        self._fill_from_phone()
        self._show()

    def action_close(self) -> None:
        self.dismiss(None)
