"""The links' secrets: one board token, one token per player.

Each token is ``secrets.token_urlsafe(16)`` (128 random bits, 22 URL-safe
characters). A request's token is compared with every valid token in constant
time (:func:`hmac.compare_digest`, no early exit), so neither the answer nor its
timing tells how close a guess was. :meth:`Tokens.renew` makes new ones and the old
links stop working. The window that records a game keeps its tokens beside the
journal (:mod:`companion.web.links`), so that a restarted app gives the same links.
"""

from __future__ import annotations

import hmac
import secrets
from collections.abc import Callable, Iterable

#: 16 bytes = 128 bits of randomness (issue 10: "Tokens: 128-bit").
TOKEN_BYTES = 16


def new_token() -> str:
    """A fresh 128-bit token, URL-safe (22 characters)."""
    return secrets.token_urlsafe(TOKEN_BYTES)


class Tokens:
    """The board's and each player's tokens.

    Args:
        players: the players' names, in seat order.
        make: the token maker (tests may pass a deterministic one).
    """

    def __init__(self, players: Iterable[str], make: Callable[[], str] = new_token) -> None:
        self._make = make
        self._names = list(players)
        self.board = ""
        self.players: dict[str, str] = {}
        self.renew()

    @classmethod
    def restored(cls, board: str, players: dict[str, str], make: Callable[[], str] = new_token) -> Tokens:
        """The tokens given out before (kept by :mod:`companion.web.links`), players in ``players``' order."""
        tokens = cls(players, make)
        tokens.board, tokens.players = board, dict(players)
        return tokens

    def renew(self) -> None:
        """New tokens for everyone: every old link stops working."""
        self.board = self._make()
        self.players = {name: self._make() for name in self._names}

    def is_board(self, token: str) -> bool:
        """True if ``token`` is the board's (constant time)."""
        return hmac.compare_digest(token.encode(), self.board.encode())

    def player_of(self, token: str) -> str | None:
        """The player whose token this is, or None; every token is compared, in constant time."""
        found = None
        given = token.encode()
        for name, secret in self.players.items():
            if hmac.compare_digest(given, secret.encode()):
                found = name
        return found

    def valid(self, token: str) -> bool:
        """True if ``token`` is any current token."""
        return self.is_board(token) or self.player_of(token) is not None
