"""The project's one base exception.

Every error a user can cause (bad input, a bad edition file, a damaged journal)
is a :class:`CompanionError` subclass whose message is one readable sentence.
The command line turns it into one line on stderr and exit status 2; the TUI
shows it in a notification. A traceback is always a bug.
"""


class CompanionError(Exception):
    """Base of every error the companion reports to a user.

    The message (``str(error)``) is a complete sentence a player understands,
    e.g. ``"wine: 19 cards, but the deck has only 12"``.
    """
