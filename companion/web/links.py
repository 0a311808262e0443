"""The links a game's sharing gave out, kept beside its journal so that a restart keeps them working.

A host whose app crashed, or who quit by mistake, restarts it and shares the table
again. With new links every phone would have to scan a new QR code; with the same
tokens, on the same port and address, every open page reconnects by itself (its
``EventSource`` keeps retrying while the server is away). So the window that records a
game keeps its links in ``.<journal stem>.links.json`` beside the journal:

- written when sharing starts, and again after ``r`` (new links) or ``l`` (the LAN);
- served again on the same port, and on the local network only if the computer still has the
  address the links name (on another network the host is asked first, as ever);
- readable by the host's user only (mode 0600: a token lets a phone send entries);
- removed if it cannot be rewritten (a full disk): a restart then makes new links, never brings
  back links that ``r`` replaced;
- forgotten when the host stops sharing (``x``): stopping means the links stop working,
  now and after a restart; ``r`` makes new ones at any time;
- kept when the app quits or crashes, or another game is opened.

A file that is missing, unreadable, malformed or for other players is ignored (new
links are made, and the file is rewritten): it is a convenience, never a reason not to
share. A window that follows the game read-only neither reads nor writes it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field

from companion.errors import CompanionError
from companion.game.files import links_path, read_regular, write_file

#: A token as :func:`companion.web.tokens.new_token` makes it: 22 URL-safe characters.
Token = Annotated[str, Field(pattern=r"^[A-Za-z0-9_-]{22}$")]

#: The links file is a few hundred bytes; anything much larger is not ours.
MAX_BYTES = 64_000


class SavedLinks(BaseModel):
    """A game's links: the board's token, each player's (by name), the port and the LAN switch.

    ``lan_ip`` is the local network address the links used (None: this computer only); if the
    computer's address has changed since, the phones' links no longer reach it.
    """

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    board: Token
    players: dict[str, Token]
    port: int = Field(ge=1, le=65535)
    lan_ip: str | None = Field(default=None, max_length=64)


def load_links(journal: Path, names: list[str]) -> SavedLinks | None:
    """The links kept for ``journal``'s game, or None (no file, or one that is unreadable,
    malformed, or for other players than ``names``). Never raises."""
    try:
        data = read_regular(links_path(journal), MAX_BYTES, what="links file", error=CompanionError)
        links = SavedLinks.model_validate_json(data)
    except (CompanionError, ValueError):  # pydantic's ValidationError is a ValueError
        return None
    return links if sorted(links.players) == sorted(names) else None


def save_links(journal: Path, links: SavedLinks) -> None:
    """Keep ``links`` beside ``journal`` (the whole file or nothing, mode 0600).

    Raises:
        CompanionError: the file cannot be written (a full disk, no permission); the old one is
            removed too, so a restart makes new links rather than bring back links these replaced
            (``r`` stops the old ones: one may have been seen by someone it should not have been).
    """
    try:
        write_file(links_path(journal), links.model_dump_json().encode(), replace=True, mode=0o600)
    except CompanionError:
        forget_links(journal)
        raise


def forget_links(journal: Path) -> None:
    """Remove the links kept for ``journal`` (nothing if there are none). Never raises."""
    try:
        links_path(journal).unlink(missing_ok=True)
    except OSError:
        pass
