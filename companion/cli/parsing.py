"""argparse helpers: one-line usage errors, numbers and counted names.

Names and numbers inside the arguments are read by :mod:`companion.entry`, the
grammar the TUI's boxes use, imported only when a command runs (building the
parser stays light).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, NoReturn, TypeAlias

from companion.errors import CompanionError
from companion.i18n import _, ngettext

#: The subparsers a command's parser is added to (each one a :class:`CommandParser`, as the top level's).
Subparsers: TypeAlias = "argparse._SubParsersAction[CommandParser]"
#: What adds one command's parser to the top-level subparsers (each module's ``COMMANDS``, by name).
AddCommand = Callable[[Subparsers], None]

if TYPE_CHECKING:
    from companion.entry import Vocabulary


class UsageError(CompanionError):
    """A command-line argument that cannot be understood."""


#: An error line longer than this is cut (a 10,000-character name quoted in a message).
MAX_LINE = 1000


def one_line(text: str) -> str:
    """Return ``text`` as one line safe to print: what a terminal would act on is escaped.

    Control and bidi-override characters become visible escapes
    (:func:`companion.text.printable`), and so does every other character
    ``str.splitlines`` breaks at (``\u2028``, ``\u2029``), so a message echoing
    user input or a file name stays one line. A line longer than
    :data:`MAX_LINE` characters is cut, saying how much was left out.
    """
    from companion.text import printable

    text = "".join(
        ch if ch.splitlines() == [ch] else ch.encode("unicode_escape").decode("ascii") for ch in printable(text)
    )
    if len(text) > MAX_LINE:
        more = len(text) - MAX_LINE
        text = text[:MAX_LINE] + ngettext("… ({n} more character)", "… ({n} more characters)", more).format(n=more)
    return text


class CommandParser(argparse.ArgumentParser):
    """An ArgumentParser whose errors are one line on stderr and exit status 2.

    Arguments no parser knows are reported by the innermost command that ran
    (``companion calc draws: unrecognized arguments: --stabilty — did you mean
    --stability? (see companion calc draws --help)``), not by ``companion``.
    """

    def error(self, message: str) -> NoReturn:  # noqa: D401 - argparse API
        said = _("{prog}: {message} (see {help})").format(
            prog=self.prog, message=self._misplaced(message) or message, help=f"{self.prog} --help")
        print(one_line(said), file=sys.stderr)
        raise SystemExit(2)

    def _misplaced(self, message: str) -> str | None:
        """For an option and its value typed before the command's name, where the option goes.

        ``companion calc --edition our.json sets`` took ``our.json`` for the computation and said
        "invalid choice: 'our.json'"; this says ``--edition goes after the computation's name``.
        """
        words = getattr(self, "_words", [])
        commands = next((a.choices for a in self._actions if isinstance(a, argparse._SubParsersAction)), {})
        # argparse's words, as it said them (in the host's language: companion.cli.argparse_words)
        invalid = _("invalid choice: %(value)r (choose from %(choices)s)").partition("%(value)r")[0]
        for at, (option, value) in enumerate(zip(words, words[1:])):
            if not option.startswith("-") or f"{invalid}{value!r}" not in message:
                continue
            owner = _owner(commands, words[at + 2 :], option)
            if owner is not None:
                return goes_after(option, f"{owner.prog} … {option} {value}")
        return None

    def parse_known_args(self, args: Iterable[str] | None = None, namespace: Any = None) -> tuple[Any, list[str]]:
        """As argparse's, noting on the namespace the innermost command that ran (it runs first)."""
        self._words = list(sys.argv[1:] if args is None else args)
        namespace, extras = super().parse_known_args(args, namespace)
        if not hasattr(namespace, INNERMOST):
            setattr(namespace, INNERMOST, self)
        return namespace, extras

    def parse_args(self, args: Iterable[str] | None = None, namespace: Any = None) -> Any:
        """As argparse's; unknown arguments are an error of the innermost command, with a suggestion."""
        parsed, extras = self.parse_known_args(args, namespace)
        command = getattr(parsed, INNERMOST, self)
        delattr(parsed, INNERMOST)
        early = [word for word in extras if word.partition("=")[0] in command._option_string_actions]
        if early:
            # One of the command's own options, typed before its name (``companion calc --json sets``):
            # the command would have taken it after its name, so "did you mean --json?" was no help.
            command.error(goes_after(early[0], f"{command.prog} … {early[0]}"))
        if extras:
            command.error(_("unrecognized arguments: %s") % " ".join(extras) + command.suggestion(extras[0]))
        return parsed

    def suggestion(self, typed: str) -> str:
        """`` — did you mean --stability?`` for a mistyped option, else nothing."""
        import difflib

        if not typed.startswith("-"):
            return ""
        close = difflib.get_close_matches(typed.partition("=")[0], list(self._option_string_actions), n=1)
        return _(" — did you mean {option}?").format(option=close[0]) if close else ""


def warn(words: str) -> None:
    """``companion: warning: …`` on stderr, one line."""
    print(one_line(_("companion: warning: {warning}").format(warning=words)), file=sys.stderr)


def goes_after(option: str, example: str) -> str:
    """``--edition goes after the command's name: companion calc sets … --edition``: an option typed too early."""
    return _("{option} goes after the command's name: {example}").format(option=option, example=example)


def _owner(commands: dict[str, argparse.ArgumentParser], words: list[str], option: str) -> argparse.ArgumentParser | None:
    """The command named in ``words`` (``megaciv``, then ``calamities``) that takes ``option``, or None."""
    for at, word in enumerate(words):
        if word in commands:
            parser = commands[word]
            if option in parser._option_string_actions:
                return parser
            inner = next((a.choices for a in parser._actions if isinstance(a, argparse._SubParsersAction)), {})
            return _owner(inner, words[at + 1 :], option)
    return None


#: The namespace attribute naming the innermost command that parsed (see CommandParser).
INNERMOST = "_companion_command"


def add_json_option(parser: argparse.ArgumentParser) -> None:
    """Add ``--json``: print exactly one JSON object on stdout instead of text."""
    parser.add_argument(
        "--json", action="store_true", help=_("print exactly one JSON object on stdout")
    )


def add_edition_option(parser: argparse.ArgumentParser) -> None:
    """Add ``--edition ID_OR_PATH``; left out, it is None and the command reads :func:`edition_of`."""
    parser.add_argument(
        "--edition",
        default=None,
        metavar="ID_OR_PATH",
        help=_("edition id shipped with the companion, or a path to an edition file (default: the --edition "
               "given before the command, else titm-v6)"),
    )


def edition_of(args: argparse.Namespace) -> str:
    """The edition a command's arguments name: its own ``--edition``, else the one given before the
    command (``companion --edition our.json calc sets …``), else ``titm-v6``."""
    return getattr(args, "edition", None) or getattr(args, "tui_edition", None) or "titm-v6"


def emit(args: argparse.Namespace, data: dict[str, Any], text: str) -> int:
    """Print ``data`` as one JSON object when ``--json`` was given, else ``text``; return 0.

    Both are printed safely (:func:`companion.text.printable`): names and file
    names from a file may hold characters a terminal would act on; the JSON stays
    the same JSON (such characters are written as JSON escapes, e.g. ``\\u009b``).
    """
    from companion.text import printable, printable_json

    if getattr(args, "json", False):
        print(printable_json(json.dumps(data, ensure_ascii=False)))
    else:
        print(printable(text, lines=True))
    return 0


def parse_int(what: str, text: str) -> int:
    """Parse a whole number written by a user (``"3"``, ``"-2"``, ``"+1"``, ``"−4"``).

    Raises:
        EntryError: empty, not a whole number, or more digits than any answer needs.
    """
    from companion.entry import read_int

    return read_int(text, field=what)


def parse_counts(what: str, items: Iterable[str], names: Vocabulary) -> dict[str, int]:
    """Counted names, read as the TUI's boxes and the web forms read them (:mod:`companion.entry.counts`).

    The arguments are one list, as if typed in one box: ``3 grain 2 wine``, ``3gr 2wi``,
    ``grain=3,wine=2`` and ``"grain 3, wine 2"`` all give ``{"grain": 3, "wine": 2}``; a name
    without a count counts once, repeated names add up, and names are read by
    :func:`companion.entry.read_name` (any case, a unique beginning, an arrow's colour).

    Raises:
        EntryError: a name that is not in ``names`` or is ambiguous, or a count that is not
            0 to 99 (counts are checked against the deck by the computation).
    """
    from companion.entry import read_counts

    return read_counts(" ".join(items), names, field=what)
