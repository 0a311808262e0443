"""The players' board: VP, the four markers, developments, production, and what each is doing now."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from rich.cells import cell_len
from rich.text import Text

from companion.game.titm.card_names import printed_development
from companion.game.titm.choices import entitlement
from companion.game.titm.flow import resolution_step
from companion.game.titm.state import GameState, PlayerState
from companion.rules.errors import RulesError
from companion.game.titm import board
from companion.tui import views
from companion.tui.widgets.plain_table import PlainTable
from companion.tui.widgets.widths import content_width, grown
from companion.i18n import N_, _

#: Player colours as Rich colours; the symbol letter tells them apart without colour.
COLOURS = {
    "red": "red",
    "blue": "dodger_blue2",
    "green": "green3",
    "yellow": "yellow",
    "white": "bright_white",
    "black": "grey50",
    "magenta": "magenta",
    "orange": "dark_orange",
    "purple": "purple",
    "cyan": "cyan",
}


class Seated(Protocol):
    """What a player's label shows of a player (of any game type)."""

    @property
    def name(self) -> str: ...
    @property
    def colour(self) -> str: ...
    @property
    def symbol(self) -> str: ...


def player_label(player: Seated) -> Text:
    """``A Ann`` with the colour as a block behind the symbol; a name longer than its column ends in ``…``."""
    colour = COLOURS.get(player.colour.lower(), "white")
    text = Text(no_wrap=True, overflow="ellipsis")
    text.append(f" {player.symbol} ", style=f"bold black on {colour}")
    text.append(f" {player.name}")
    return text


#: The Now column's marks in the compact layout (the phase's panel spells them out; ``{level}`` is a
#: level's mark, :func:`companion.game.titm.side_words.level_label` of 1).
NOW_LEGEND = {
    "trading": N_("Now: wh3 3 warehoused · ⟲g ⟲r abandon gov / rel · ✦2 ability cubes"),
    "resolution": N_("Now: +8 = VP earned (goods and bonuses) · ↻ Revolution/Conversion · PR Peasant Revolt · BA−7 Barbarian Attack, VP lost (owed, with VP face down)"),
    "development": N_("Now: ↓5 = cards to draw · ✓0/2 = played of those allowed · ≤{level} = highest level (Peasant Revolt)"),
}


def now_text(state: GameState, player: PlayerState, *, wide: bool = True) -> Text:
    """What this player has done / must do in the current phase.

    ``wide`` spells it out (``"warehoused 3 abandon gov"``); the compact form fits the
    14 columns an 80-column terminal leaves it (``"wh3 ⟲g"``; :data:`NOW_LEGEND`).
    """
    turn = state.this_turn
    name = player.name
    marks = [m for m in board.now_marks(state, name) if m.phase == state.phase]
    if state.phase == "trading":
        return Text(" ".join(m.text if wide else m.short for m in marks))
    if state.phase == "resolution":
        if name not in turn.goods:
            return Text(_("goods…") if resolution_step(state) == 2 else "", style="italic")
        record = turn.goods[name]
        text = Text(_("+{vp} VP").format(vp=record.vp) if wide else f"+{record.vp}")
        for mark in marks:  # the marks, spelt out on the board and in the panel's legend
            if mark.short:
                text.append(f" {mark.short}", style="bold red" if mark.alert else "bold")
        return text
    if state.phase == "development":
        chosen = len(turn.chosen.get(name, []))
        try:
            e = entitlement(state, player.name)
        except RulesError:
            return Text("")
        drawn = f"{len(e.draws)}" + (f"+{e.extra_draws}" if e.extra_draws else "")
        text = Text(_("draw {n}").format(n=drawn) + " " if wide else f"↓{drawn} ")
        text.append(f"✓{chosen}/{e.plays}")
        if e.max_level is not None:
            text.append(f" ≤{board.level_label(e.max_level)}", style="bold red")
        return text
    if state.phase == "over" and state.ranking is not None:
        for place in state.ranking.places:
            if name in place.names:
                final = next(f for f in state.ranking.finals if f.name == name)
                return Text(_("#{rank} {vp} VP").format(rank=place.rank, vp=final.total), style="bold")
    return Text("")


class PlayerBoard(PlainTable):
    """One row per player; the cursor picks the player that keys act on."""

    DEFAULT_CSS = """
    PlayerBoard { height: auto; max-height: 9; overflow-x: hidden; }
    """

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(cursor_type="row", zebra_stripes=True, **kwargs)
        self._wide: tuple[bool, tuple[int, ...], bool] | None = None  # the columns laid out
        self._rows: dict[str, list[Text]] = {}  # each player's cells, as shown

    #: (label, width) of the columns; the last one takes what is left of the width.
    COMPACT = ((N_("Player"), 9), (N_("VP"), 3), (N_("Hap"), 3), (N_("Saf"), 3), (N_("Gov"), 9), (N_("Rel"), 9),
               (N_("Prod"), 8), (N_("Now"), 0))
    WIDE = ((N_("Player"), 10), (N_("Civ."), 9), (N_("VP"), 3), (N_("Happiness"), 17), (N_("Safety"), 17),
            (N_("Government"), 10), (N_("Religion"), 9), (N_("Production"), 12), (N_("Now"), 20), (N_("Developments"), 0))
    #: What the last column keeps before the Player column may grow: the compact Now column's
    #: longest marks (``↓5+1 ✓0/2 ≤L1``, ``+12 ↻ PR BA−7``); the wide Developments column, a
    #: name or two (a name is what tells the rows apart: it comes first).
    LAST_AT_LEAST = {False: 14, True: 16}

    @staticmethod
    def columns_for(wide: bool, state: GameState) -> tuple[tuple[str, int], ...]:
        """The columns of a layout: the wide one leaves out Civ. when no player has a civilisation."""
        if not wide:
            return PlayerBoard.COMPACT
        if any(p.civilisation for p in state.players):
            return PlayerBoard.WIDE
        return tuple(c for c in PlayerBoard.WIDE if c[0] != "Civ.")

    @staticmethod
    def needs(columns: Sequence[tuple[str, int]]) -> int:
        """The cells ``columns`` take with their padding, the border and the scrollbar (the last column's 0 excluded)."""
        return sum(w for _, w in columns) + 2 * len(columns) + 4

    #: The narrowest a last column is drawn (a development's name cut short, but there).
    LAST_NARROWEST = 8

    def fits_wide(self, state: GameState) -> bool:
        """Whether the wide layout fits the board whole, its last column at least :data:`LAST_NARROWEST` cells.

        At 120 columns it did not (a Peasant Revolt's ``≤L1`` was cut off at the edge) while the
        compact layout had room to spare: the layout follows the width it needs, not a fixed one.
        """
        return self.content_width() >= self.needs(self.columns_for(True, state)) + self.LAST_NARROWEST

    def _widths(self, columns: Sequence[tuple[str, int]], wide: bool, wants: Sequence[int]) -> list[int]:
        """The widths of ``columns`` in the board's width; ``wants``: the cells each column but the last
        wants for its heading (translated) and its widest cell.

        Each column is at least its own width (sized for English) and grows toward what it wants while
        the last column keeps :data:`LAST_AT_LEAST`: the Player column shows every name whole, a long
        language's headings and words are whole. At 80 columns there is nothing to spare: what does not
        fit ends in ``…`` and :meth:`spelt_out` gives it whole.
        """
        used = self.needs(columns)
        floors = [width for _label, width in columns[:-1]]
        widths = grown(floors, wants, max(0, self.content_width() - used - self.LAST_AT_LEAST[wide]))
        return [*widths, max(self.LAST_NARROWEST, self.content_width() - used - (sum(widths) - sum(floors)))]

    def content_width(self) -> int:
        """The board's width inside its border: its own once laid out, else the screen's less the border
        (the screen is drawn first with the right columns, not once too narrow and again)."""
        return content_width(self)

    def _cells(self, state: GameState, p: PlayerState, wide: bool, civilisations: bool) -> list[Text]:
        """One player's row, a cell per column of the layout, each ending in ``…`` if its column is too narrow."""
        rules = state.rules
        happiness = Text(board.status_label(rules.happiness, p.happiness),
                         style="bold red" if rules.happiness.below_line(p.happiness) else "")
        safety = Text(board.status_label(rules.safety, p.safety),
                      style="bold red" if rules.safety.below_line(p.safety) else "")
        gov = board.political_label(rules.government, p.government.side, p.government.space)
        rel = board.political_label(rules.religion, p.religion.side, p.religion.space)
        production = board.production_text(state, p, short=True)
        cells: list[Text | str]
        if wide:
            happy_track = Text(views.status_track(rules.happiness, p.happiness) + " ") + happiness
            safe_track = Text(views.status_track(rules.safety, p.safety) + " ") + safety
            devs = ", ".join(printed_development(state.rules, state.development(d)) for d in p.developments) or "—"
            civilisation = [p.civilisation] if civilisations else []
            cells = [player_label(p), *civilisation, views.vp_text(state, p), happy_track, safe_track,
                     gov, rel, production, now_text(state, p, wide=True), devs]
        else:
            cells = [player_label(p), views.vp_text(state, p), happiness, safety, gov, rel, production,
                     now_text(state, p, wide=False)]
        texts = [Text(cell, end="") if isinstance(cell, str) else cell for cell in cells]
        for text in texts:
            text.no_wrap, text.overflow = True, "ellipsis"
        return texts

    def show(self, state: GameState, *, wide: bool) -> None:
        """Re-render every row from ``state`` (columns depend on the width and on what they show)."""
        row = self.cursor_row
        columns = self.columns_for(wide, state)
        civilisations = any(label == "Civ." for label, _ in columns)
        rows = {p.name: self._cells(state, p, wide, civilisations) for p in state.players}
        wants = [max([cell_len(_(label)), *(cells[i].cell_len for cells in rows.values())])
                 for i, (label, _width) in enumerate(columns[:-1])]
        widths = self._widths(columns, wide, wants)
        layout = (wide, tuple(widths), civilisations)
        if layout != self._wide:
            self.clear(columns=True)
            for (label, _width), width in zip(columns, widths):
                self.add_column(Text(_(label), end="", overflow="ellipsis"), width=width)
            self._wide = layout
        else:
            self.clear()
        self._rows = rows
        for name, cells in rows.items():
            self.add_row(*cells, key=name)
        if state.players:
            self.move_cursor(row=min(max(row, 0), len(state.players) - 1))
        self.measure_now()

    def spelt_out(self, name: str | None = None) -> Text | None:
        """The row of ``name`` (the player under the cursor if ``None``) as far as the board cut it, whole:
        ``"Player: Alexandra"``, ``"Ann · Gov: Dem 1 L0 · Prod: 5b 0c 0l"`` — each column whose heading or
        this row's cell ended in ``…``, with its heading; ``None`` if nothing of the row was cut.

        The compact board at 80 columns has no room to spare: a long name or a long language's words
        are cut there, and the table screen's panel shows this line for the row under the cursor.
        """
        name = self.selected if name is None else name
        if name is None or not (cells := self._rows.get(name)):
            return None
        shown, named = [], False
        for i, (column, cell) in enumerate(zip(self.columns.values(), cells)):
            if column.label.cell_len > column.width or cell.cell_len > column.width:
                named = named or i == 0
                # a column's heading and this player's value in it, whole: "Gov: Dem 1 L0"
                shown.append(_("{heading}: {value}").format(heading=column.label.plain, value=name if i == 0 else cell.plain))
        if not shown:
            return None
        return Text(" · ".join(shown if named else [name, *shown]), end="")

    @property
    def selected(self) -> str | None:
        """The name of the player under the cursor."""
        if self.row_count == 0:
            return None
        return str(self.coordinate_to_cell_key(self.cursor_coordinate).row_key.value)
