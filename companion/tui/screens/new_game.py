"""The new-game form: 4–6 players, the edition, the house rules."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pathlib import Path

from rich.cells import cell_len
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Checkbox, Input, Label, Static

from companion.errors import CompanionError, say
from companion.entry import EntryError, Vocabulary, read_int, read_name
from companion.entry import titm as words
from companion.text import refuse_control
from companion.tui.dialogs.base import FIELD_KEYS, settle
from companion.tui.widgets.field import Field
from companion.tui.widgets.footer import KeysFooter
from companion.tui.widgets.tick_box import TickBox
from companion.tui.reach import ReachesApp
from companion.tui.styles import SCREENS_CSS
from companion.i18n import N_, _

if TYPE_CHECKING:
    from companion.game.session import Game

COLOURS = ("red", "blue", "green", "yellow", "white", "black")
#: Who rolls the Barbarian Die: the table (typed in) or the app (a house rule).
DIE_ROLLERS = Vocabulary.of("roller", ("table", "app"), field="Barbarian Die")
ROWS = 6
#: The player rows' heading: (label, CSS class of the column it heads).
PLAYER_COLUMNS = (
    (N_("Player name"), "pname"),
    (N_("Colour"), "colour"),
    (N_("Symbol"), "symbol"),
    (N_("Civilisation"), "civ"),
    (N_("Government"), "side"),
    (N_("Religion"), "side"),
)


#: The form's own fields in people's words, by id.
FORM_FIELDS = {"name": N_("the game name"), "edition": N_("the edition"), "seconds": N_("trading seconds"),
               "grace": N_("grace seconds"), "die": N_("the Barbarian Die")}
#: A player row's fields in people's words, by the id before ``-N``.
ROW_FIELDS = {"name": N_("name"), "colour": N_("colour"), "symbol": N_("symbol"), "civ": N_("civilisation"),
              "gov": N_("government"), "rel": N_("religion")}


class PlayersForm(ReachesApp, Screen[None]):
    """A new-game form: fields named ``name-0``, ``colour-0``, …; Ctrl+S creates the game.

    Subclasses compose the fields and create the game in :meth:`create` (raising
    a CompanionError for anything to fix, shown under the form). Text with a
    control character (ESC, BEL, NUL, a right-to-left override…) is refused
    first, naming the field (:func:`companion.text.refuse_control`).
    """

    CSS_PATH = SCREENS_CSS

    #: A row's field as messages name it: ``"player 2's name"`` (``{n}``, ``{field}``).
    ROW_FIELD = N_("player {n}'s {field}")

    BINDINGS = [
        Binding("ctrl+s", "start", N_("Start the game"), id="start"),
        Binding("escape", "back", N_("Back"), id="back"),
        # a priority binding, as in the dialogs: the names typed after Enter land in the next row
        Binding("enter", "enter", N_("Next name"), id="enter", show=False, priority=True),
        *FIELD_KEYS,  # fields typed fast, Tab between them, land where they were meant
    ]

    def __init__(self, path: Path | None) -> None:
        super().__init__()
        self.path = path

    #: The field the cursor starts in.
    FIRST_FIELD = "#name"

    def on_mount(self) -> None:
        self.set_focus(self.query_one(self.FIRST_FIELD, Input))  # at once: the next key read goes there
        self._fit_headings()

    def _fit_headings(self) -> None:
        """Widen a fixed-width column (colour, symbol, sides) to its translated heading: the heading and
        the fields under it keep one width, so the rows stay lined up under it."""
        for label in self.query(".player-heading Label").results(Label):
            needed = cell_len(str(label.content))
            width = label.styles.width
            if width is None or not width.is_cells or width.value >= needed:
                continue
            for css in label.classes:
                for widget in self.query(f".player-row .{css}, .player-heading .{css}"):
                    widget.styles.width = needed

    def value(self, key: str) -> str:
        """The text of the field ``key``, stripped."""
        return self.query_one(f"#{key}", Input).value.strip()

    def action_back(self) -> None:
        self.app.pop_screen()

    async def action_enter(self) -> None:
        """Enter: in the game name or a player's name, the next player's name; on an empty player
        name, or the last row's, start the game (Ctrl+S). Elsewhere the next field; on the box, tick it."""
        field = self.focused
        await settle(field)  # every key typed before Enter is in the field first
        if isinstance(field, Checkbox):
            field.toggle()
            return
        key = (field.id or "") if field is not None else ""
        head, _sep, row = key.partition("-")
        if key == "name" or (head == "name" and row.isdigit()):
            following = self.query(f"#name-{int(row) + 1 if row else 0}")
            if (row and not self.value(key)) or not following:
                self.action_start()
            else:
                self.set_focus(following.first())  # at once: the next key read goes there
        else:
            self.focus_next()

    def field_name(self, field_id: str) -> str:
        """A field in people's words: ``"the game name"``, ``"player 2's name"``."""
        head, _sep, row = field_id.partition("-")
        if row.isdigit():
            return _(self.ROW_FIELD).format(n=int(row) + 1, field=_(ROW_FIELDS.get(head, head)))
        return _(FORM_FIELDS.get(field_id, field_id))

    def refuse_control_characters(self) -> None:
        """Refuse the form if a field's text holds a control character.

        Raises:
            EntryError: e.g. ``"player 2's name contains a control character (ESC): type letters, digits and signs only"``.
        """
        for field in self.query(Input):
            try:
                refuse_control(field.value)
            except ValueError as problem:
                raise EntryError(f"{self.field_name(field.id or '')} {problem}") from None

    def action_start(self) -> None:
        """Check the form, create the journal, and open the game."""
        try:
            self.refuse_control_characters()
            game = self.create()
        except CompanionError as problem:
            self.query_one(".dialog-error", Static).update(Text(f"⚠ {problem.said()}"))
            return
        self.app.pop_screen()
        self.companion_app.open_game(game)

    def create(self) -> Game:  # pragma: no cover - every form defines it
        raise CompanionError(_("this form cannot start a game"))


class NewGameScreen(PlayersForm):
    """Names, colours (each with a symbol, so they are told apart without colour), sides, house rules.

    Every field has a label (the player rows share one heading row) and is one line high, so the
    whole form, six players included, fits an 80×24 terminal without scrolling.
    """

    HELP_TITLE = N_("New game")
    #: The cursor starts in player 1's name, as the title says: names typed with Enter after each
    #: fill the player rows (the game name has a default; Shift+Tab twice reaches it).
    FIRST_FIELD = "#name-0"
    HELP_KEYS = (
        ("enter", "In a name: the next player's name; on an empty name: start the game"),
        ("tab, shift+tab", "Next / previous field (the cursor starts in player 1's name: Shift+Tab twice for the game name)"),
        ("space, enter", "Tick or untick VP totals face down (on the box)"),
    )
    #: The trading timer the form offers (seconds, grace) and the edition it is that of.
    _offered: tuple[str, str]
    _offered_for: str

    @staticmethod
    def _edition_timer(ref: str) -> tuple[str, str] | None:
        """The trading timer of edition ``ref``, seconds and grace: its ``trade_phase`` (R4: 300 s
        and 10 s in titm-v6); None if it cannot be read (the game is refused with the reason)."""
        from companion.edition import load_edition

        try:
            trade = load_edition(ref).trade_phase
        except CompanionError:
            return None
        return str(trade.seconds), str(trade.grace_seconds)

    def _follow_edition(self, ref: str) -> None:
        """An edition typed in the form brings its trading timer: a timer field still showing the
        timer offered shows that edition's (what the fields show is what the game gets)."""
        if ref == self._offered_for:
            return
        offered = self._edition_timer(ref)
        if offered is None:  # a name being typed, or a file that cannot be read: nothing to offer
            return
        for key, before, now in zip(("seconds", "grace"), self._offered, offered):
            field = self.query_one(f"#{key}", Input)
            if field.value.strip() == before:
                field.value = now
        self._offered, self._offered_for = offered, ref

    def on_input_changed(self, event: Input.Changed) -> None:
        if event.input.id == "edition":
            self._follow_edition(event.value.strip() or "titm-v6")

    def compose(self) -> ComposeResult:
        # the timer the form offers: the edition's it opens with (--edition)
        self._offered_for = str(getattr(self.app, "edition_ref", "titm-v6"))
        self._offered = self._edition_timer(self._offered_for) or ("300", "10")
        yield Static(_("New game — 4 to 6 players: Enter after each name, Enter twice to start"), classes="screen-title")
        with VerticalScroll(id="players-form"):
            with Horizontal(classes="form-row"):
                yield Label(_("Game name"), classes="form-label")
                yield Field(value=_("Game night"), id="name", classes="game-name", compact=True)
                yield Label(_("Edition"), classes="form-label")
                yield Field(value=self._offered_for, id="edition", classes="edition", compact=True)
            with Horizontal(classes="player-heading"):
                for heading, css in PLAYER_COLUMNS:
                    yield Label(_(heading), classes=css)
            for i in range(ROWS):
                with Horizontal(classes="player-row"):
                    yield Field(placeholder=_("player {n}").format(n=i + 1), id=f"name-{i}", classes="pname", compact=True)
                    yield Field(value=COLOURS[i], classes="colour", id=f"colour-{i}", compact=True)
                    yield Field(placeholder=_("auto"), classes="symbol", id=f"symbol-{i}", compact=True)
                    yield Field(placeholder=_("optional"), id=f"civ-{i}", classes="civ", compact=True)
                    yield Field(
                        value="democracy" if i % 2 == 0 else "dictatorship", id=f"gov-{i}", classes="side", compact=True
                    )
                    yield Field(value="venus" if i % 2 == 0 else "mars", id=f"rel-{i}", classes="side", compact=True)
            yield Static(
                _("Symbol: a letter or two told apart without colour (default: the name's first letter). "
                  "Sides: democracy/dictatorship, venus/mars (a unique start is enough)."),
                classes="notes",
            )
            with Horizontal(classes="form-row"):
                yield Label(_("Trading seconds"), classes="form-label")
                yield Field(value=self._offered[0], id="seconds", classes="number", compact=True)
                yield Label(_("Grace seconds"), classes="form-label")
                yield Field(value=self._offered[1], id="grace", classes="number", compact=True)
            with Horizontal(classes="form-row"):
                yield Label(_("Barbarian Die (table or app)"), classes="form-label")
                yield Field(value="table", id="die", classes="number", compact=True)
                yield TickBox(_("VP totals face down"), value=False, id="hidden", compact=True)
            yield Static("", classes="dialog-error")
        yield KeysFooter()

    def create(self) -> Game:
        """The new primary game from the form (raises CompanionError for anything to fix)."""
        from companion.edition import load_edition
        from companion.game.session import Game
        from companion.game.store import new_game_path

        edition = load_edition(self.value("edition") or "titm-v6")
        components = edition.components()
        gov_sides, rel_sides = words.sides(components.government), words.sides(components.religion)
        players = []
        for i in range(ROWS):
            name = self.value(f"name-{i}")
            if not name:
                continue
            try:
                gov = read_name(self.value(f"gov-{i}"), gov_sides)
                rel = read_name(self.value(f"rel-{i}"), rel_sides)
            except EntryError as problem:
                raise EntryError(say(N_("{player}: {problem}"), player=name, problem=problem.refusal.message or str(problem))) from None
            players.append(
                {
                    "name": name,
                    "colour": self.value(f"colour-{i}") or COLOURS[i],
                    "symbol": (self.value(f"symbol-{i}") or name[0]).upper()[:2],
                    "civilisation": self.value(f"civ-{i}"),
                    "government": gov,
                    "religion": rel,
                }
            )
        # the timer as the fields show it, once they follow the edition typed (an instant ago, maybe)
        self._follow_edition(self.value("edition") or "titm-v6")
        rules = {
            "trade_seconds": read_int(self.value("seconds"), field=_("Trading seconds"), low=1),
            "grace_seconds": read_int(self.value("grace"), field=_("Grace seconds"), default=0, low=0),
            "die": read_name(self.value("die"), DIE_ROLLERS),
            "hidden_vp": self.query_one("#hidden", Checkbox).value,
        }
        name = self.value("name") or _("Game night")
        clock = self.companion_app.now
        path = self.path or new_game_path(name, clock())
        return Game.new(path, name=name, players=players, edition=edition, house_rules=rules, clock=clock)
