"""Handing a finished game to BG Stats, the play log many groups keep: its create-play link.

BG Stats opens a play from a link ``https://app.bgstatsapp.com/createPlay.html?data=<JSON>``
(the JSON URL-encoded) and shows it to the person who scanned it before saving anything. The
companion only builds the link (the end screen shows it as a QR code; ``companion export GAME
--format bgstats`` prints the JSON, ``--link`` the link): no network call, nothing sent.

The fields follow BG Stats' published page, "Push plays to BG Stats from other apps or websites"
(https://www.bgstatsapp.com/support/push-plays-to-bg-stats-from-other-apps-or-websites/): every
field of its example play is sent but three: ``game.bggId`` (no source for the game's BoardGameGeek
id was found; BG Stats then matches the game by name), and ``board`` and the players' ``role``,
empty in the page's own example (the game has neither): each costs the link's QR code a size, and
six players would no longer fit :data:`MAX_QR_VERSION`. README "Logging a play" says what each holds.

Pure: the play comes from the folded game and its journal's events; the time zone, the players'
names (aliases) and the location are arguments. :func:`play_settings` reads the last two.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from datetime import timezone, tzinfo
from typing import Any
from urllib.parse import quote

from companion.game.errors import GameError
from companion.game.events import EventBase
from companion.game.history import effective
from companion.game.stats.names import Names
from companion.game.titm.state import GameState

#: BG Stats' create-play page; the play travels in its ``data`` parameter.
CREATE_PLAY = "https://app.bgstatsapp.com/createPlay.html"
#: Who made the play (BG Stats shows it, and remembers its players' and the game's matches by it).
SOURCE_NAME = "companion"
#: The game as BG Stats names it (its catalogue follows BoardGameGeek's names).
GAME_NAME = "Trading in the Mediterranean"
#: The game's own id for BG Stats (``game.sourceGameId``): the companion's game type, whatever the edition.
SOURCE_GAME_ID = "titm"
#: The environment variable naming where the game was played (``location``; unset or empty: not sent).
LOCATION_VARIABLE = "COMPANION_LOCATION"
#: A location longer than this is cut (it is user text, and it travels in the QR code).
MAX_LOCATION = 60
#: Characters left as they are in the link's ``data``: allowed in a URL query, meaning nothing there
#: (``&``, ``=``, ``+`` and ``#`` would; ``{``, ``"`` and brackets are not allowed at all).
LINK_SAFE = ":,"


def play_id(events: Sequence[EventBase]) -> str:
    """The play's id for BG Stats: the same for every export of one journal (a copy included),
    so a play logged twice is recognised as one.

    ``"companion-"`` and 16 hex digits of a SHA-256 over the setup event's time, the game's name
    and its players' names (what a journal never changes).
    """
    setup: Any = events[0]
    key = "\n".join([setup.at.isoformat(), setup.name, *(p.name for p in setup.players)])
    return "companion-" + hashlib.sha256(key.encode("utf-8")).hexdigest()[:16]


def player_id(name: str, names: Names | None = None) -> str:
    """A player's id for BG Stats: the player the statistics match (``names``: the aliases file followed,
    so ``Bo`` is ``bob`` when aliases.json says so), as a key without case or surrounding spaces
    (``" Bo "`` → ``"bo"``), so the same person is matched again at the next play."""
    return (names or Names()).key(name)


def play_settings() -> tuple[Names, str | None]:
    """The players' names as the statistics match them (``aliases.json`` in the data folder) and the
    location (:data:`LOCATION_VARIABLE`, printable, cut to :data:`MAX_LOCATION`; None when unset).

    Raises:
        AliasesError: the aliases file cannot be used.
    """
    import os

    from companion.game.stats.names import ALIASES_NAME, read_aliases
    from companion.game.store import data_dir
    from companion.text import printable

    place = printable(os.environ.get(LOCATION_VARIABLE, "")).strip()[:MAX_LOCATION]
    return Names(read_aliases(data_dir() / ALIASES_NAME)), place or None


def tie_break_comment(state: GameState) -> str | None:
    """The tie-break explanation when a tie needed one (the ranking's own steps, R15 and C12), else None.

    ``"Tie-breaks: Ann and Ben tie at 23 VP. Levels in government + religion: Ann 3, Ben 2."``.
    """
    assert state.ranking is not None
    steps = [step.strip() for step in state.ranking.steps]
    steps = [step[:1].upper() + step[1:] for step in steps]  # a sub-step is a sentence of its own here
    return "Tie-breaks: " + " ".join(steps) if steps else None


def play_data(
    state: GameState,
    events: Sequence[EventBase],
    *,
    tz: tzinfo | None = timezone.utc,
    comment: bool = True,
    names: Names | None = None,
    location: str | None = None,
) -> dict[str, Any]:
    """The play as BG Stats' create-play JSON.

    Args:
        state: the folded game, over (it has its ranking).
        events: the journal's events (the first is the setup).
        tz: the time zone ``playDate`` is written in: UTC (what the projects citing BG Stats' page send;
            the page's example carries no zone); None: the computer's.
        comment: include the tie-break explanation (when a tie needed one).
        names: the players as the statistics match them (aliases followed) for ``sourcePlayerId``.
        location: where the game was played (None: not sent).

    Returns:
        ``{"sourceName", "sourcePlayId", "playDate": "YYYY-MM-DD HH:MM:SS" (the setup event's time),
        "durationMin" (setup to game over, whole minutes, at least 1), "game": {"name", "sourceGameId",
        "highestWins": true, "noPoints": false}, "location"?, "players": [{"name", "sourcePlayerId",
        "score", "winner", "startPlayer", "rank"}], "comments"?}``.
        Players in seating order; ``score`` is the ranking's total (chits +
        developments + Monuments/Shrines, 001 The End of the Game); ``rank`` the ranking's place,
        shared by tied players (C12); ``winner`` every player in first place (a thumb wrestle left
        to the table: each is a winner here). ``startPlayer`` is false for all: the rules name no
        start player (every phase is played by all at once).

    Raises:
        GameError: the game is not over yet.
    """
    if state.ranking is None or not events:
        raise GameError("the game is not over yet: a play is logged once the game is over")
    kept = effective(events).kept
    start = events[0].at
    end = next((e.at for e in reversed(kept) if e.type == "game_over"), events[-1].at)
    places = {name: place.rank for place in state.ranking.places for name in place.names}
    finals = {f.name: f.total for f in state.ranking.finals}
    data: dict[str, Any] = {
        "sourceName": SOURCE_NAME,
        "sourcePlayId": play_id(events),
        "playDate": start.astimezone(tz).strftime("%Y-%m-%d %H:%M:%S"),
        "durationMin": max(1, round((end - start).total_seconds() / 60)),
        # the most VP wins (001 The End of the Game), and the game is scored in VP
        "game": {"name": GAME_NAME, "sourceGameId": SOURCE_GAME_ID, "highestWins": True, "noPoints": False},
        "players": [
            {
                "name": p.name,
                "sourcePlayerId": player_id(p.name, names),
                "score": finals[p.name],
                "winner": places[p.name] == 1,
                "startPlayer": False,
                "rank": places[p.name],
            }
            for p in state.players
        ],
    }
    if location:
        data["location"] = location
    note = tie_break_comment(state) if comment else None
    if note:
        data["comments"] = note
    return data


def play_link(data: dict[str, Any]) -> str:
    """The create-play link for ``data``: compact JSON, URL-encoded (UTF-8) in the ``data`` parameter."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return f"{CREATE_PLAY}?data={quote(text, safe=LINK_SAFE)}"


#: The largest QR code the link is drawn in before the comment is left out: version 25, 117
#: modules a side (121 with the quiet zone: a terminal of 121 columns × 61 rows). Measured: six
#: players with names of ten letters make a version 25 code without the comment (a location of 13
#: characters included), 31 with a three-step tie-break (docs: README "Logging a play").
MAX_QR_VERSION = 25


def qr_version(text: str) -> int:
    """The QR code version (size: 17 + 4 × version modules a side) ``text`` needs at error correction L
    (the level the end screen draws it in)."""
    import qrcode

    code = qrcode.QRCode(error_correction=qrcode.constants.ERROR_CORRECT_L)
    code.add_data(text)
    code.make(fit=True)
    return int(code.version)


def handoff(
    state: GameState,
    events: Sequence[EventBase],
    *,
    tz: tzinfo | None = timezone.utc,
    names: Names | None = None,
    location: str | None = None,
) -> tuple[dict[str, Any], str]:
    """The play and its link as the end screen offers them: with the tie-break comment if the link
    still fits a QR code of :data:`MAX_QR_VERSION`, else without it (the comment goes first).

    Raises:
        GameError: the game is not over yet.
    """
    data = play_data(state, events, tz=tz, names=names, location=location)
    link = play_link(data)
    if "comments" in data and qr_version(link) > MAX_QR_VERSION:
        data = play_data(state, events, tz=tz, comment=False, names=names, location=location)
        link = play_link(data)
    return data, link
