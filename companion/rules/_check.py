"""Small input checks shared by the rule modules (internal)."""

from collections.abc import Iterable, Mapping

from companion.errors import Refusal
from companion.rules.errors import CountError, UnknownNameError


def count(
    what: str, value: object, *, maximum: int | None = None, limit_reason: str = "", unit: str = "",
    field: str | None = None, rule: str | None = None,
) -> int:
    """Return ``value`` as a card/space/VP count, or raise :class:`CountError`.

    Args:
        what: the name the message uses ("wine", "roll", "VP").
        value: the count to check; ``bool`` is refused although it is an int.
        maximum: the largest count allowed, if any.
        limit_reason: the end of the message when ``value > maximum``; defaults to
            ``"the most allowed is {maximum}"``.
        unit: a word after the number in messages ("cards").
        field: the refusal's field (:class:`companion.errors.Refusal`), e.g. ``"goods.wine"``.
        rule: the source of ``maximum``, the refusal's rule when the count is over it (e.g. ``"R1"``).
    """
    if isinstance(value, bool) or not isinstance(value, int):
        raise CountError(Refusal(f"{what}: {value!r} is not a whole number", field=field))
    if value < 0:
        raise CountError(Refusal(f"{what}: {value} is negative", field=field))
    if maximum is not None and value > maximum:
        amount = f"{value} {unit}" if unit else str(value)
        raise CountError(Refusal(f"{what}: {amount}, but {limit_reason or f'the most allowed is {maximum}'}", rule=rule, field=field))
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
