"""What the Trade and Triumph scoreboard shows, computed from the state (no Textual here).

The title and the end of the game are :mod:`companion.game.tnt.board`'s (the web board
says them too). The texts here are the host's own: they call the rules engine
(:mod:`companion.rules.tnt`) for the best sale and a turn's actions; they decide no rule. Texts are plain ``str``
(never markup) or Rich ``Text`` with the keys in bold: names are drawn as typed.
"""

from __future__ import annotations

from rich.text import Text

from companion.game.tnt.board import REGION_WORDS
from companion.game.tnt.state import TntState
from companion.i18n import N_, _, ngettext
from companion.rules.tnt.board import Resources, actions
from companion.rules.tnt.economy import Sale, best_sale
from companion.tui.lines import key

#: The keys of the scoreboard, as the panel lists them: (keys, what they do) by line (translated where shown).
KEY_LINES = (
    (("f m d o", N_("+1 forest / mountain / desert / ocean")), ("+ -", N_("hand +1 / −1 card"))),
    (("s", N_("sell resources at the city")), ("c", N_("sell cards")), ("x", N_("specialty")), ("u", N_("upgrade"))),
    (("e", N_("end the turn")), ("v g", N_("VP / gold ±")), ("r", N_("resource ±")), ("k", N_("ruling"))),
)
#: The keys still live once the game is over.
GAME_OVER_KEYS = (("^l", N_("the ledger")), ("k", N_("ruling")), ("^z", N_("undo the last end of turn")))


def keys_line(pieces: tuple[tuple[str, str], ...]) -> Text:
    """``f m d o +1 forest / … + - hand +1 / −1 card``: each key in bold, then what it does, in the language in use."""
    return Text("   ").join(Text.assemble(key(keys), f" {_(does)}") for keys, does in pieces)


def region(name: str) -> str:
    """A region in the language in use (``"forest"``)."""
    return _(REGION_WORDS[name]) if name in REGION_WORDS else name


def sale_words(sets: int, singles: Resources) -> str:
    """``"1 set of four + 1 forest"`` in the language in use (the fold says it in English for the journal's reports)."""
    parts = [ngettext("{n} set of four", "{n} sets of four", sets).format(n=sets)] if sets else []
    parts += [f"{n} {region(name)}" for name, n in singles.as_dict().items() if n]
    return " + ".join(parts)


def best(state: TntState, name: str) -> Sale:
    """The sale of ``name``'s resources at the city that brings the most VP."""
    return best_sale(state.numbers, state.player(name).trader().resources)


def sale_hint(state: TntState, name: str) -> str:
    """``"best sale at the city: 1 set of four (6 VP) + 1 forest (1 VP) = 7 VP"``."""
    sale = best(state, name)
    if not sale.resources:
        return _("no trade resources to sell")
    return _("best sale at the city: {sale} = {vp} VP").format(sale=sale_words(sale.sets, sale.singles), vp=sale.vp)


def turn_hint(state: TntState, name: str) -> str:
    """The turn's actions: ``"this turn: move 1 · draw 1 · play 2 (1 upgrade bought)"``, or next turn's."""
    if name != state.whose_turn:
        a = actions(state.player(name).trader().upgrades)
        return _("next turn: move {moves} · draw {draws} · play {plays}").format(moves=a.moves, draws=a.draws, plays=a.plays)
    turn = state.this_turn
    bought = ngettext("{n} upgrade bought", "{n} upgrades bought", turn.upgrades).format(n=turn.upgrades)
    line = _("this turn: move {moves} · draw {draws} · play {plays} ({bought})").format(
        moves=turn.moves, draws=turn.draws, plays=turn.plays, bought=bought)
    return line + (" · " + _("specialty drawn") if turn.specialty else "")


def panel(state: TntState, name: str | None) -> Text:
    """The panel under the table: the selected player's sale and turn, then the keys."""
    lines: list[Text] = []
    if name is not None and state.players:
        lines.append(Text.assemble((name, "bold"), f": {sale_hint(state, name)}"))
        if state.phase != "over":
            lines.append(Text(turn_hint(state, name)))
        lines.append(Text(""))
    if state.phase == "over":
        lines.append(Text(_("The game is over:") + " ") + keys_line(GAME_OVER_KEYS))
    else:
        lines.extend(keys_line(line) for line in KEY_LINES)
    return Text("\n").join(lines)


def sale_entry(sale: Sale) -> str:
    """A sale as the sell dialog's field reads it: ``"sets 1, forest 1"``."""
    parts = [f"sets {sale.sets}"] if sale.sets else []
    parts += [f"{region} {n}" for region, n in sale.singles.as_dict().items() if n]
    return ", ".join(parts)
