"""Each page of the table as last drawn, in each language it is asked in: :class:`DrawnPages`.

A page is a channel (``"board"``, ``"player:Ann"``) in a language (``"de"``). The host's loop reads
the views of every page somebody wants (:meth:`DrawnPages.wanted`) and hands them over; the server's
thread draws each followed page whose view shows something new into bytes
(:func:`companion.web.snapshot.draw`) and sends it to its streams (:meth:`DrawnPages.draw`). A page
nobody follows keeps its latest view and is drawn when it is asked for (:meth:`DrawnPages.page`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from companion.web.snapshot import Page, draw, shown
from companion.web.stream import Hub

#: A page: its channel and its language.
Key = tuple[str, str]


class DrawnPages:
    """The pages as last drawn, and the languages each channel is wanted in.

    Args:
        hub: the streams a redrawn page is sent to.
        report: told one line when a page cannot be drawn (the game goes on).
    """

    def __init__(self, hub: Hub, report: Callable[[str], None]) -> None:
        self.hub = hub
        self._report = report
        #: (channel, language) → its page as last drawn (read by the server's thread)
        self.pages: dict[Key, Page] = {}
        # (channel, language) nobody followed → its view, when read, and when
        self._waiting: dict[Key, tuple[dict[str, Any], float]] = {}
        # channel → the languages its pages were asked in (read on the host's loop)
        self._languages: dict[str, set[str]] = {}

    def wanted(self, channels: list[str], table_language: str) -> list[Key]:
        """On the host's loop: every page to read, each channel in the table's language and in each
        language it was asked in."""
        return [(channel, lang) for channel in channels
                for lang in sorted({table_language} | self._languages.get(channel, set()))]

    def keep(self, channel: str, lang: str) -> None:
        """On the host's loop: ``channel`` is wanted in ``lang`` from now on."""
        self._languages.setdefault(channel, set()).add(lang)

    def has(self, key: Key) -> bool:
        """Whether the page ``key`` was drawn or given a view already (on the server's thread)."""
        return key in self.pages or key in self._waiting

    def page(self, key: Key) -> Page:
        """The page ``key`` now (on the server's thread): as last drawn, or drawn now from the view it was
        last given if nobody followed it then.

        Raises:
            KeyError: the page was never given a view.
        """
        waiting = self._waiting.pop(key, None)
        if waiting is not None:
            view, taken = waiting
            self.pages[key] = draw(key[0], view, taken, key[1])
        return self.pages[key]

    def draw(self, views: dict[Key, dict[str, Any]], taken: float) -> None:
        """On the server's thread: draw each followed page whose view shows something new (the board
        first), and send it to its streams. A page nobody follows keeps its view until it is asked for."""
        try:
            followed = self.hub.followed()
            for key in sorted(views, key=lambda key: key[0] != "board"):
                view = views[key]
                old = self.pages.get(key)
                if old is not None and old.key == shown(view):
                    self._waiting.pop(key, None)
                elif old is not None and key not in followed:
                    self._waiting[key] = (view, taken)
                else:
                    self._waiting.pop(key, None)
                    page = draw(key[0], view, taken, key[1])
                    self.pages[key] = page
                    if old is not None:
                        self.hub.publish(key[0], page.stream(), key[1])
        except Exception as error:  # noqa: BLE001 - a page that cannot be drawn must never stop the game
            self._report(f"live update failed: {error!r}")
