"""Small input checks shared by the rule modules (internal)."""

from collections.abc import Iterable, Mapping

from companion.errors import N_, Printed, Words, refusal, say
from companion.rules.errors import CountError, UnknownNameError


def count(
    what: str | Words | Printed, value: object, *, maximum: int | None = None, limit_reason: str | Words = "",
    cards: bool = False, field: str | None = None, rule: str | None = None,
) -> int:
    """Return ``value`` as a card/space/VP count, or raise :class:`CountError`.

    Args:
        what: the name the message uses ("wine", "roll", "VP"; a card's printed name, or words the
            catalog translates, to be said in any language).
        value: the count to check; ``bool`` is refused although it is an int.
        maximum: the largest count allowed, if any.
        limit_reason: the end of the message when ``value > maximum``; defaults to
            ``"the most allowed is {maximum}"``.
        cards: the count is of cards (``"wine: 19 cards, but …"``).
        field: the refusal's field (:class:`companion.errors.Refusal`), e.g. ``"goods.wine"``.
        rule: the source of ``maximum``, the refusal's rule when the count is over it (e.g. ``"R1"``).
    """
    if isinstance(value, bool) or not isinstance(value, int):
        raise CountError(refusal(say(N_("{what}: {value} is not a whole number"), what=what, value=repr(value)[:40]), field=field))
    if value < 0:
        raise CountError(refusal(say(N_("{what}: {value} is negative"), what=what, value=value), field=field))
    if maximum is not None and value > maximum:
        reason = limit_reason or say(N_("the most allowed is {maximum}"), maximum=maximum)
        words = (say(N_("{what}: {value} cards, but {reason}"), what=what, value=value, reason=reason) if cards else
                 say(N_("{what}: {value}, but {reason}"), what=what, value=value, reason=reason))
        raise CountError(refusal(words, rule=rule, field=field))
    return value


def integer(what: str, value: object) -> int:
    """Return ``value`` if it is an int (not a bool), else raise :class:`CountError`."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise CountError(f"{what}: {value!r} is not a whole number")
    return value


def known(what: str, name: object, choices: Iterable[str]) -> str:
    """Return ``name`` if it is one of ``choices``, else raise :class:`UnknownNameError`.

    The message lists the choices so the player can correct a typo.
    """
    options = list(choices)
    if not isinstance(name, str) or name not in options:
        raise UnknownNameError(f"{name!r} is not a {what} here (choose from: {', '.join(options)})")
    return name


def counts(what: str, mapping: object) -> Mapping[object, object]:
    """Return ``mapping`` if it is a mapping, else raise :class:`CountError`."""
    if not isinstance(mapping, Mapping):
        raise CountError(f"{what}: expected name=count pairs, got {type(mapping).__name__}")
    return mapping
