"""F1: the keys of the screen underneath and of the whole app, built from the bindings themselves."""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.actions import parse
from textual.binding import Binding
from textual.dom import DOMNode
from textual.containers import VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Markdown
from companion.tui.styles import SCREENS_CSS
from companion.i18n import N_, _

MOVING = {
    True: "**Moving around** — keys act on the player under the cursor (↑/↓ on the players' board).",
    False: "**Moving around** —",  # elsewhere ↑/↓ move in the screen's own list, form or text
}

GENERAL = """
{moving}
Ctrl+P opens the command palette: new game, undo, calculator, ledger, export, edition, theme.

**Nothing is ever lost**: every change is saved the moment it is made. Quitting asks nothing;
`companion resume` reopens exactly where the table was, the trading timer included.
"""


def _rows(bindings: list[Binding]) -> list[str]:
    rows = []
    for b in bindings:
        if not b.description:
            continue
        keys = ", ".join(k.replace("_", " ") for k in b.key.split(","))
        does = f"{_(b.description)}: {_(b.tooltip)}" if b.tooltip else _(b.description)  # both marked N_
        rows.append(f"| `{keys}` | {does} |")
    return rows


def _offered(owner: DOMNode, bindings: list[Binding]) -> list[Binding]:
    """The bindings whose action would run now: asked of the node that runs it (``app.share`` of
    the app), by action name and parameters (``abandon('government')``), as Textual asks it."""
    offered = []
    for b in bindings:
        namespace, name, parameters = parse(b.action)
        node = owner.app if namespace == "app" else owner
        if node.check_action(name, parameters) is not False:
            offered.append(b)
    return offered


def help_title(screen: Screen[Any]) -> str:
    """The screen's name in people's words, in the language in use: its ``HELP_TITLE`` (every screen
    and dialog has one; marked ``N_`` where it is written, translated here).

    A screen without one (Textual's own, e.g. the command palette) is "this screen",
    never a class name.
    """
    title = getattr(screen, "HELP_TITLE", "")
    return _(title) if title else _("this screen")


#: How to scroll and close the help, shown on its bottom border.
CLOSE_HINT = N_("↑/↓ PgUp/PgDn: scroll · Esc, F1 or q: close")


class HelpScreen(ModalScreen[None]):
    """The keys of the screen underneath, then the app's own keys."""

    CSS_PATH = SCREENS_CSS

    BINDINGS = [Binding("escape,f1,q", "close", N_("Close"), id="close")]

    def __init__(self, under: Screen[Any]) -> None:
        super().__init__()
        self.under = under

    def compose(self) -> ComposeResult:
        screen_keys = _rows(_offered(self.under, list(getattr(self.under, "BINDINGS", []))))
        screen_keys += [f"| `{keys}` | {does} |" for keys, does in getattr(self.under, "HELP_KEYS", ())]
        app_keys = _rows(_offered(self.app, [b for b in self.app.BINDINGS if isinstance(b, Binding)]))
        title = help_title(self.under)
        text = "# " + _("Keys — {screen}").format(screen=title) + "\n" + GENERAL.format(moving=MOVING[bool(getattr(self.under, "GAME_SCREEN", False))])
        # the words are outside f-strings: pybabel extract does not read a call inside one
        head = "| {key} | {does} |\n|---|---|\n".format(key=_("key"), does=_("does"))
        if screen_keys:
            text += "\n## " + _("This screen") + "\n\n" + head + "\n".join(screen_keys) + "\n"
        text += "\n## " + _("Everywhere") + "\n\n" + head + "\n".join(app_keys)
        text += "\n| `ctrl+p` | " + _("Command palette") + " |\n"
        with VerticalScroll(classes="dialog wide", id="help-body") as body:
            body.border_subtitle = _(CLOSE_HINT)  # on the bottom border: always in view, however far scrolled
            yield Markdown(text)

    def action_close(self) -> None:
        self.dismiss(None)
