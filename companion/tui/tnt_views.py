"""What the Trade and Triumph scoreboard shows, computed from the state (no Textual here).

The title and the end of the game are :mod:`companion.game.tnt.board`'s (the web board
says them too). The texts here are the host's own: they call the rules engine
(:mod:`companion.rules.tnt`) for the best sale and a turn's actions; they decide no rule. Texts are plain ``str``
(never markup) or Rich ``Text`` with the keys in bold: names are drawn as typed.
"""

from __future__ import annotations

from rich.text import Text

from companion.game.tnt.fold import sale_text
from companion.game.tnt.state import TntState
from companion.rules.tnt.board import actions
from companion.rules.tnt.economy import Sale, best_sale
from companion.tui.lines import key

#: The keys of the scoreboard, as the panel lists them.
KEY_LINES = (
    Text.assemble(key("f m d o"), " +1 forest / mountain / desert / ocean   ", key("+ -"), " hand +1 / −1 card"),
    Text.assemble(
        key("s"), " sell resources at the city   ", key("c"), " sell cards   ", key("x"), " specialty   ", key("u"), " upgrade"
    ),
    Text.assemble(key("e"), " end the turn   ", key("v g"), " VP / gold ±   ", key("r"), " resource ±   ", key("k"), " ruling"),
)
GAME_OVER_KEYS = Text.assemble(
    "The game is over: ", key("^l"), " the ledger   ", key("k"), " ruling   ", key("^z"), " undo the last end of turn"
)


def best(state: TntState, name: str) -> Sale:
    """The sale of ``name``'s resources at the city that brings the most VP."""
    return best_sale(state.numbers, state.player(name).trader().resources)


def sale_hint(state: TntState, name: str) -> str:
    """``"best sale at the city: 1 set of four (6 VP) + 1 forest (1 VP) = 7 VP"``."""
    sale = best(state, name)
    if not sale.resources:
        return "no trade resources to sell"
    return f"best sale at the city: {sale_text(sale.sets, sale.singles)} = {sale.vp} VP"


def turn_hint(state: TntState, name: str) -> str:
    """The turn's actions: ``"this turn: move 1 · draw 1 · play 2 (1 upgrade bought)"``, or next turn's."""
    if name != state.whose_turn:
        a = actions(state.player(name).trader().upgrades)
        return f"next turn: move {a.moves} · draw {a.draws} · play {a.plays}"
    turn = state.this_turn
    bought = f"{turn.upgrades} upgrade{'s' if turn.upgrades != 1 else ''} bought"
    special = " · specialty drawn" if turn.specialty else ""
    return f"this turn: move {turn.moves} · draw {turn.draws} · play {turn.plays} ({bought}){special}"


def panel(state: TntState, name: str | None) -> Text:
    """The panel under the table: the selected player's sale and turn, then the keys."""
    lines: list[Text] = []
    if name is not None and state.players:
        lines.append(Text.assemble((name, "bold"), f": {sale_hint(state, name)}"))
        if state.phase != "over":
            lines.append(Text(turn_hint(state, name)))
        lines.append(Text(""))
    if state.phase == "over":
        lines.append(GAME_OVER_KEYS)
    else:
        lines.extend(KEY_LINES)
    return Text("\n").join(lines)


def sale_entry(sale: Sale) -> str:
    """A sale as the sell dialog's field reads it: ``"sets 1, forest 1"``."""
    parts = [f"sets {sale.sets}"] if sale.sets else []
    parts += [f"{region} {n}" for region, n in sale.singles.as_dict().items() if n]
    return ", ".join(parts)
