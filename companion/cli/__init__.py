"""The ``companion`` command line.

``companion`` with no arguments opens the TUI's start screen; the subcommands
(``calc``, ``replay``, ``export``, ``games``, ``stats``, ``import``, ``resume``, ``demo``) are
registered by the modules of this package. Every error a user can cause ends
as one line on stderr and exit status 2, never a traceback.

Heavy imports (Textual, pydantic, the rules engine) happen inside the command
that needs them, so ``companion --help`` and the start-up of each command stay
fast.

The host's language (``--lang``, else ``COMPANION_LANG``, else the locale) is chosen before the
parser is built: its help texts, and argparse's own words (:mod:`companion.cli.argparse_words`),
are said in it.
"""

from __future__ import annotations

import argparse
import io
import os
import sys
from collections.abc import Sequence
from functools import partial

from companion.cli.parsing import AddCommand, CommandParser, one_line
from companion.errors import CompanionError
from companion.i18n import _


def build_parser(*, computations: bool = True, only: str | None = None) -> CommandParser:
    """Return the argument parser: every subcommand, and ``calc``'s computations unless ``computations`` is False.

    Without them ``calc`` is listed (``companion --help``) but takes no arguments: :func:`main` asks
    for them only when the command line says ``calc``, since building their thirty parsers costs
    the TUI's start-up about 25 ms (``benchmarks/tui.py``). With ``only`` (a command's name), that
    command alone is added: each subcommand's parser costs ~0.5 ms to build (argparse looks on disk for
    its message catalogue for each), which ``companion resume`` would pay for every other one. A name that is no command adds them all.
    """
    from companion.cli import calc, commands, serve, session, stats

    parser = CommandParser(
        prog="companion",
        description=_("Referee and scorekeeper for Trading in the Mediterranean game nights."),
    )
    commands.add_global_options(parser)
    parser.set_defaults(run=commands.run_start)
    sub = parser.add_subparsers(title=_("commands"), metavar="COMMAND")
    adders: dict[str, AddCommand] = {
        **commands.COMMANDS,
        **serve.COMMANDS,
        **stats.COMMANDS,
        **session.COMMANDS,
        "calc": partial(calc.register, computations=computations),
    }
    for name, add in adders.items():
        if only not in adders or name == only:
            add(sub)
    return parser


def command_word(words: Sequence[str]) -> str | None:
    """The command ``words`` name (their first word that is neither an option nor an option's value), or
    None when there is none or a help option comes before it (the help lists every command).

    The words are read by a parser of the global options alone, so an option's value (``--game resume``)
    is never taken for the command; words it cannot read give None (the whole parser then says why).
    """
    return early_words(words)[0]


def early_words(words: Sequence[str]) -> tuple[str | None, str | None]:
    """What is read before the parser is built: the command ``words`` name (:func:`command_word`) and
    the ``--lang`` they give (None without one, or when the global options cannot be read).
    """
    from companion.cli.commands import add_global_options

    globals_only = argparse.ArgumentParser(prog="companion", add_help=False, exit_on_error=False)
    add_global_options(globals_only)
    try:
        known, rest = globals_only.parse_known_args(list(words))
    except argparse.ArgumentError:
        return None, None
    lang = known.lang
    for word in rest:
        if word in ("-h", "--help"):
            return None, lang
        if not word.startswith("-"):
            return word, lang
    return None, lang


def choose_language(given: str | None) -> None:
    """Make the host's language the one ``--lang`` (``given``), ``COMPANION_LANG``, the settings file
    (:mod:`companion.settings`) or the locale names (:func:`companion.i18n.choose`), argparse's words
    included (:mod:`companion.cli.argparse_words`).

    Raises:
        CompanionError: a language the companion does not speak, or a settings file that cannot be read
            (the line names the languages it speaks, or the file).
    """
    from companion import i18n
    from companion.cli.argparse_words import speak_argparse
    from companion.settings import saved_language

    try:
        # the settings file is read only when neither --lang nor COMPANION_LANG decides
        i18n.choose(given, saved=None if given or os.environ.get(i18n.SETTING) else saved_language())
    except ValueError as error:
        raise CompanionError(str(error)) from None
    speak_argparse()


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the process exit status.

    Exit status: 0 on success, 2 for any :class:`CompanionError` (one line on
    stderr), 130 on Ctrl+C. Output that the terminal's or file's encoding cannot
    hold (``→`` in cp1252) is written as a backslash escape, never a traceback.
    """
    for stream in (sys.stdout, sys.stderr):  # a file or a console that is not UTF-8 gets \u2192, not a traceback
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors="backslashreplace")
    words = sys.argv[1:] if argv is None else list(argv)
    command, lang = early_words(words)
    try:
        choose_language(lang)  # before the parser: its help and argparse's words are said in the host's language
    except CompanionError as error:
        print(one_line(f"companion: {error}"), file=sys.stderr)
        return 2
    parser = build_parser(computations="calc" in words, only=command)
    args = parser.parse_args(words)
    try:
        return int(args.run(args) or 0)
    except CompanionError as error:  # said in the host's language (its English words stay the journal's)
        print(one_line(f"companion: {error.said()}"), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
