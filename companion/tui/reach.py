"""How the companion's screens, dialogs and widgets reach their app, typed.

Textual gives every node ``self.app`` as an ``App[object]``: what the companion's app adds (the
open game, :meth:`~companion.tui.app.CompanionApp.record`, the trading timer, the sharing) is
unknown there to a type checker. A screen or widget that needs it mixes in :class:`ReachesApp`
and reads ``self.companion_app``: the :class:`~companion.tui.app.CompanionApp`, checked when read.

The check is against :class:`CompanionHost`, the app's base, defined here: a screen's module
never imports ``companion.tui.app`` (the app imports the screens, each when it is first opened).
The app's own mixins (:mod:`companion.tui.share_actions`, :mod:`companion.tui.timer_actions`,
:mod:`companion.tui.screen_actions`) are :class:`CompanionHost` too, and read the app's other
parts through the same ``self.companion_app``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, cast

from textual.app import App

if TYPE_CHECKING:
    from companion.tui.app import CompanionApp


class CompanionHost(App[None]):
    """The base of :class:`~companion.tui.app.CompanionApp` and of its mixins: every instance is a
    ``CompanionApp`` (nothing else derives from it)."""

    @property
    def companion_app(self) -> CompanionApp:
        """This app, as the :class:`~companion.tui.app.CompanionApp` it is."""
        return cast("CompanionApp", self)


class _InApp(Protocol):
    @property
    def app(self) -> App[object]: ...


class ReachesApp:
    """Mixed into a screen, dialog or widget of the companion: ``self.companion_app``."""

    @property
    def companion_app(self: _InApp) -> CompanionApp:
        """The running companion app.

        Raises:
            TypeError: the node runs in another app (a test's bare ``App``).
        """
        app = self.app
        if not isinstance(app, CompanionHost):
            raise TypeError(f"{type(app).__name__} is not the companion's app")
        return app.companion_app
