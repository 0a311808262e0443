"""Errors of the game layer: illegal events and damaged journals."""

from companion.errors import CompanionError, Refusal, Words


class GameError(CompanionError):
    """An event that the game's current state does not allow (wrong phase, unknown player, …).

    ``str(error)`` is the table's sentence; :attr:`refusal` the same, typed (the rule, the player,
    the field: :class:`companion.errors.Refusal`), when raised with one.

    Attributes:
        seq: the sequence number of the offending event, when known.
    """

    def __init__(self, message: str | Words | Refusal, *, seq: int | None = None) -> None:
        super().__init__(message)
        self.seq = seq


class JournalError(CompanionError):
    """A journal file that cannot be read, is damaged in the middle, or has an unknown schema.

    The message names the file and the line. The file is never modified when
    this is raised.
    """


class JournalLocked(JournalError):
    """The journal is open for writing in another companion (it holds the journal's lock).

    Only one app records a game; any other may follow it read-only
    (:class:`companion.game.follower.Follower`).
    """
