"""The one Jinja2 environment of the web pages and the race chart: autoescaped, strict.

Every template is rendered here (:func:`environment`), so user text is escaped
everywhere alike (STYLE.md convention 9) and an undefined name is an error,
never an empty string.
"""

from __future__ import annotations

from functools import lru_cache

import jinja2

#: Player colours the stylesheet knows (``.pc-red`` …, static/app.css); the symbol tells them apart without colour.
COLOURS = ("red", "blue", "green", "yellow", "white", "black", "magenta", "orange", "purple", "cyan")


def colour_class(colour: str) -> str:
    """The CSS class of a player colour: ``pc-red``; ``pc-other`` for a colour the stylesheet lacks."""
    name = str(colour).lower()
    return f"pc-{name}" if name in COLOURS else "pc-other"


def entry_limits() -> dict[str, int]:
    """What the server accepts of a phone's entry, for the page to hold itself to: ``cards``, the most
    cards a goods entry sends one by one; ``body``, a request's largest body in bytes."""
    from companion.game.titm.phone_bodies import MAX_CARDS
    from companion.web.limits import MAX_BODY

    return {"cards": MAX_CARDS, "body": MAX_BODY}


@lru_cache(maxsize=1)
def environment() -> jinja2.Environment:
    """The templates, autoescaped, undefined names an error (a typo never renders as nothing)."""
    env = jinja2.Environment(
        loader=jinja2.PackageLoader("companion.web", "templates"),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.globals["colour_class"] = colour_class
    env.globals["entry_limits"] = entry_limits()
    env.filters["signed"] = lambda n: f"{n:+d}"
    return env
