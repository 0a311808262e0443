"""The calculator's computations as forms: the boxes the host types into and the answer they give.

A :class:`Form` says which boxes a computation has and how to turn their text
into a :class:`companion.calc.Answer` (read the text with the entry grammar,
:mod:`companion.entry`, then call :mod:`companion.calc`). The forms of
each game live in a module of this package; the calculator screen lays them out.
No Textual here: :func:`show` is what the screen displays, and it never raises.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from companion.calc import Answer
from companion.errors import CompanionError
from companion.i18n import N_, _

#: Shown in the answer area until the boxes the computation needs are filled in.
WAITING = N_("The answer appears here as you type.")


@dataclass(frozen=True)
class Box:
    """One text box of a form.

    Attributes:
        key: its key in the values passed to the form's ``run``.
        label: the short label before it (a catalog message, translated where it is shown).
        placeholder: an example, shown while it is empty.
        required: the answer waits until something is typed here.
    """

    key: str
    label: str
    placeholder: str = ""
    required: bool = False


@dataclass(frozen=True)
class Form:
    """One computation of the calculator.

    Attributes:
        id: unique among all forms (widget ids derive from it).
        title: the tab title (a catalog message, as ``note`` is).
        rows: the boxes, one tuple per line on the screen.
        run: reads the values and returns the answer; raises CompanionError for bad input.
        note: one line under the boxes: how to type, and the rule it settles.
        prefill: values from the open game, or None (see :class:`Table`).
    """

    id: str
    title: str
    rows: tuple[tuple[Box, ...], ...]
    run: Callable[[Sources, Mapping[str, str]], Answer]
    note: str = ""
    prefill: Callable[[Table], dict[str, str]] | None = None

    @property
    def boxes(self) -> list[Box]:
        """Every box, row by row."""
        return [box for row in self.rows for box in row]

    def ready(self, values: Mapping[str, str]) -> bool:
        """Whether enough is typed to answer: every required box, and at least one box of a form without any."""
        boxes = self.boxes
        typed = {b.key for b in boxes if values.get(b.key, "").strip()}
        required = {b.key for b in boxes if b.required}
        return required <= typed if required else bool(typed) or not boxes


@dataclass(frozen=True)
class Pack:
    """A rule pack's tab: its title and its computations."""

    id: str
    title: str
    forms: tuple[Form, ...]


@dataclass(frozen=True)
class Table:
    """What the open game can prefill: its state and the player the host has selected."""

    state: Any
    player: Any


class Sources:
    """The data the computations read, loaded once and on first use.

    Args:
        edition: returns the Edition of the primary game (the open game's or the configured one).
    """

    def __init__(self, edition: Callable[[], Any]) -> None:
        self._edition = edition
        self._components: Any = None
        self._packs: dict[str, Any] = {}

    @property
    def components(self) -> Any:
        """The primary game's rules components (raises CompanionError if the edition cannot be read)."""
        if self._components is None:
            self._components = self._edition().components()
        return self._components

    def pack(self, name: str) -> Any:
        """A rule pack's shipped data (``"advciv"``, ``"megaciv"``, ``"ti4"``, ``"tnt"``)."""
        if name not in self._packs:
            import importlib

            self._packs[name] = importlib.import_module(f"companion.edition.packs.{name}").load()
        return self._packs[name]


@dataclass(frozen=True)
class Shown:
    """What the answer area shows: the answer's text, or one line saying what is wrong."""

    text: str
    problem: bool = False


def one_line(error: BaseException) -> str:
    """An error message on one line (a :class:`CompanionError`'s in the language in use)."""
    said = error.said() if isinstance(error, CompanionError) else str(error)
    return " ".join(said.split("\n")).strip() or type(error).__name__


def show(form: Form, sources: Sources, values: Mapping[str, str]) -> Shown:
    """The answer to show for ``values``: its text, ``WAITING``, or ``⚠ why`` (never raises), in the host's words."""
    if not form.ready(values):
        return Shown(_(WAITING))
    try:
        return Shown(form.run(sources, values).text)
    except CompanionError as error:
        return Shown(f"⚠ {one_line(error)}", problem=True)
    except Exception as error:  # noqa: BLE001 - a bug must not take the game night's screen down
        return Shown("⚠ " + _("could not compute this (a bug, please report it): {error}").format(
            error=f"{type(error).__name__}: {one_line(error)}"), True)


def prefill(form: Form, table: Table | None) -> dict[str, str]:
    """The values the open game suggests for ``form`` (none when no game is open or they cannot be read)."""
    if table is None or form.prefill is None:
        return {}
    try:
        return form.prefill(table)
    except CompanionError:
        return {}
