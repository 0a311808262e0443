"""argparse's own words (``usage:``, ``options``, ``the following arguments are required``) in the host's language.

argparse says them through ``gettext``: its module looks up the names ``_`` and ``ngettext`` (``from
gettext import gettext as _, ngettext``) each time it speaks. The standard library's own way to
translate them — a catalog bound as the process's global gettext domain
(``gettext.textdomain``) — would need a compiled ``.mo`` on disk and would follow the locale's
variables, not ``--lang`` or ``COMPANION_LANG``; so :func:`speak_argparse` gives argparse the
companion's catalog instead (:func:`companion.i18n.gettext`), and the few msgids a host meets are in
that catalog, marked here exactly as argparse writes them (Python 3.11 to 3.13). A msgid argparse
says that the catalog lacks stays English, as gettext does for any message it does not hold.
"""

from __future__ import annotations

import argparse

from companion import i18n
from companion.i18n import N_

#: The msgids of argparse's words that a host meets (help pages, usage errors), as argparse writes them.
MESSAGES = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("the following arguments are required: %s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("expected one argument"),
    N_("expected at least one argument"),
    N_("expected at most one argument"),
    N_("unrecognized arguments: %s"),
    N_("invalid %(type)s value: %(value)r"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("not allowed with argument %s"),
    N_("one of the arguments %s is required"),
    N_("ignored explicit argument %r"),
)
#: ``--version``'s help: argparse 3.11 writes it as a default argument, never through ``_``; it is said here.
VERSION_HELP = N_("show program's version number and exit")


def speak_argparse() -> None:
    """Have argparse say its words in the language in use (:func:`companion.i18n.current_code`).

    Harmless in English (the catalog is then none: every msgid is itself) and for every other user of
    argparse in the process (a msgid the catalog lacks is said as written); done once, before a parser is built.
    """
    setattr(argparse, "_", i18n.gettext)
    setattr(argparse, "ngettext", i18n.ngettext)
