"""People's words for a value an event's validator refuses: what each event field is called.

Every event's shape is validated with pydantic (types,
and counts within a sane bound); what pydantic says ("amount: Input should be less than or
equal to 999") is a programmer's sentence. This module says it with the field's name
(:data:`FIELDS`) in one of the general sentences of :data:`TEMPLATES` ("VP moved in a deal: at
most 999"). A field that it does not name is called by its own name, with underscores as
spaces — never pydantic's words.

The game's own limits (a warehouse holds at most 3 cards, a penalty is at most 5 VP, the
Barbarian Die's faces…) are not pydantic bounds: the rules engine checks them and says them in
the rule's words, and the fold's check (the judge, :meth:`companion.game.kinds.GameKind.refusal`)
passes them on.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from companion.text import printable

#: (event type, field) → the field in people's words; ``"*"`` matches every event type.
FIELDS: dict[tuple[str, str], str] = {
    ("*", "player"): "The player's name",
    ("*", "reason"): "The reason",
    ("*", "by"): "Who recorded it",
    ("warehouse", "cards"): "Cards warehoused",
    ("warehouse", "checked"): "A card bottom found in the warehouse",
    ("vp_transfer", "amount"): "VP moved in a deal",
    ("vp_transfer", "reason"): "What the VP are for",
    ("vp_transfer", "giver"): "Who gives the VP",
    ("vp_transfer", "receiver"): "Who receives the VP",
    ("penalty", "amount"): "A penalty",
    ("ruling", "text"): "The ruling",
    ("ruling", "rule"): "The rule it refers to",
    ("correction", "value"): "The corrected value",
    ("correction", "good"): "The rural worker's good",
    ("correction", "side"): "The side",
    ("ability_target", "ability"): "Which ability",
    ("ability_target", "targets"): "A target",
    ("ability_target", "declined"): "A target who ignores it",
    ("ability_target", "holder"): "The ability's holder",
    ("goods_resolved", "goods"): "Cards of one good",
    ("goods_resolved", "icons"): "Card bottoms of one kind",
    ("calamities_resolved", "rolls"): "A Barbarian Die result",
    ("development_chosen", "custom"): "The custom card",
    ("development_chosen", "name"): "The custom card's name",
    ("development_chosen", "level"): "The custom card's level",
    ("development_chosen", "vp"): "The custom card's VP",
    ("setup", "name"): "The game's name",
    ("setup", "players.name"): "Player {n}'s name",
    ("setup", "players"): "Players",
    ("setup", "colour"): "A player's colour",
    ("setup", "symbol"): "A player's symbol",
    ("setup", "civilisation"): "A civilisation's name",
    ("setup", "trade_seconds"): "Trading seconds",
    ("setup", "grace_seconds"): "Grace seconds",
    ("tnt_setup", "name"): "The game's name",
    ("tnt_setup", "players.name"): "Player {n}'s name",
    ("tnt_setup", "players"): "Players",
    ("tnt_setup", "colour"): "A player's colour",
    ("tnt_setup", "symbol"): "A player's symbol",
    ("tnt_vp", "amount"): "A change of VP",
    ("tnt_gold", "amount"): "A change of gold",
    ("tnt_resource", "amount"): "A change of resources",
    ("tnt_hand", "amount"): "A change of cards in hand",
    ("tnt_sell_cards", "cards"): "Cards sold",
    ("*", "cards"): "Cards",
    ("*", "amount"): "The amount",
}

#: pydantic error type → a general sentence about ``{field}``.
TEMPLATES: dict[str, str] = {
    "less_than_equal": "{field}: at most {le}",
    "less_than": "{field}: less than {lt}",
    "greater_than_equal": "{field}: at least {ge}",
    "greater_than": "{field}: more than {gt}",
    "string_too_long": "{field}: at most {max_length} characters",
    "string_too_short": "{field}: type at least {min_length} character",
    "too_long": "{field}: at most {max_length}",
    "too_short": "{field}: at least {min_length}",
    "missing": "{field} is missing",
    "int_parsing": "{field}: type a whole number",
    "int_type": "{field}: type a whole number",
    "int_from_float": "{field}: type a whole number",
    "bool_parsing": "{field}: yes or no",
    "literal_error": "{field}: one of {expected}",
    "string_type": "{field}: type some text",
    "extra_forbidden": "{field} is not something this record has",
}
#: Anything else pydantic may say (a rule of ours written as a validator speaks for itself: value_error).
OTHER = "{field} is not valid here"


def field_words(kind: str, loc: Sequence[str | int]) -> str:
    """The field at ``loc`` (pydantic's path, without the event type) in people's words.

    The last two named parts (``players.name``: player 2's name, not the game's) are
    looked up first, then the last named part, for this event type, then for any
    type; a dictionary key or list index after it (a good's name, a player's name,
    the first die) is left out of the name.
    """
    names = [part for part in loc if isinstance(part, str)]
    if len(names) >= 2:  # a field of a list's item: "players.name" is a player's, not the game's
        index = next((part for part in loc if isinstance(part, int)), 0)
        for key in ((kind, ".".join(names[-2:])), ("*", ".".join(names[-2:]))):
            if key in FIELDS:
                return FIELDS[key].format(n=index + 1)
    for name in reversed(names):
        for key in ((kind, name), ("*", name)):
            if key in FIELDS:
                return FIELDS[key]
    for name in names:
        for key in ((kind, name), ("*", name)):
            if key in FIELDS:
                return FIELDS[key]
    last = names[-1] if names else kind
    return printable(last.replace("_", " ").capitalize())  # a dictionary key may be what someone typed


def explain(kind: str, error: Mapping[str, Any]) -> str:
    """One pydantic error (``ValidationError.errors()[0]``) of an event of type ``kind``, in people's words.

    Args:
        kind: the event type (``"warehouse"``).
        error: pydantic's error: ``type``, ``loc`` (starting with the event type's tag for a
            tagged union), ``ctx`` (the limit), ``msg``.

    Returns:
        ``"VP moved in a deal: at most 999"``, ``"Cards of one good: type a whole number"``.
    """
    loc = list(error.get("loc", ()))
    if loc and loc[0] == kind:
        loc = loc[1:]
    kind_of_error = str(error.get("type", ""))
    context = {k: _shown(v) for k, v in dict(error.get("ctx") or {}).items()}
    if kind_of_error == "value_error":  # our own validator's sentence, already in people's words
        said = printable(str(error.get("msg", "")).removeprefix("Value error, "))
        return f"{field_words(kind, loc)}: {said}" if loc else said
    template = TEMPLATES.get(kind_of_error, OTHER)
    return _fill(template, {**context, "field": field_words(kind, loc)})


def _shown(value: Any) -> str:
    """A limit as people read it: 999 not 999.0; a list of choices joined with "or"."""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value).replace("'", "")


def _fill(template: str, values: Mapping[str, str]) -> str:
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError):
        return template.split(":")[0]
