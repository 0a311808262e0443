"""People's words for a value an event's validator refuses: the one table, per event field.

:class:`companion.game.events.EventBase` validates every event with pydantic; what
pydantic says ("cards: Input should be less than or equal to 3") is a programmer's
sentence. This module turns it into the table's words ("A warehouse holds at most 3
cards") from two tables: :data:`SENTENCES` (a field whose limit is a rule of the game,
said as the rule says it) and :data:`FIELDS` (what a field is called, for the general
sentences of :data:`TEMPLATES`). A field that neither names is called by its own
name, with underscores as spaces — never pydantic's words.

Sources for the limits that are rules: 001_26b6d8b0f4cbe6f7.txt "Warehousing" (up to
3 cards), "Trading Rules" (penalized up to 5 victory points), the turn track (the
Barbarian Die, 0–3 for a die; 20 is the journal's bound); RULINGS.md R4 (the trading
phase's length).
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
    ("setup", "players"): "The players",
    ("setup", "colour"): "A player's colour",
    ("setup", "symbol"): "A player's symbol",
    ("setup", "civilisation"): "A civilisation's name",
    ("setup", "trade_seconds"): "Trading seconds",
    ("setup", "grace_seconds"): "Grace seconds",
    ("tnt_setup", "name"): "The game's name",
    ("tnt_setup", "players.name"): "Player {n}'s name",
    ("tnt_setup", "players"): "The players",
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

#: (event type, field, pydantic error type) → the rule's own sentence (``{le}``, ``{ge}``… from the limit).
SENTENCES: dict[tuple[str, str, str], str] = {
    ("warehouse", "cards", "less_than_equal"): "A warehouse holds at most {le} cards (001 Warehousing)",
    ("warehouse", "cards", "greater_than_equal"): "Cards warehoused: 0 to 3",
    ("penalty", "amount", "less_than_equal"): "A penalty is at most {le} VP (001 Trading Rules)",
    ("penalty", "amount", "greater_than_equal"): "A penalty is at least {ge} VP",
    ("vp_transfer", "amount", "greater_than_equal"): "VP moved in a deal: at least {ge}",
    ("calamities_resolved", "rolls", "less_than_equal"): "A Barbarian Die shows 0 to 3 (001 Components: sides 0,1,1,2,2,3)",
    ("timer", "remaining_ms", "less_than_equal"): "The trading timer holds at most 60 minutes: no more time can be added",
    ("setup", "trade_seconds", "less_than_equal"): "Trading seconds: at most {le} (an hour)",
    ("setup", "trade_seconds", "greater_than_equal"): "Trading seconds: at least {ge}",
    ("setup", "players", "too_short"): "A game needs at least one player",
    ("setup", "players", "too_long"): "At most {max_length} players",
    ("tnt_setup", "players", "too_short"): "Trade and Triumph is played by at least {min_length} players (2 to 4)",
    ("tnt_setup", "players", "too_long"): "Trade and Triumph is played by at most {max_length} players (2 to 4)",
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
        ``"A warehouse holds at most 3 cards (001 Warehousing)"``, ``"VP moved in a deal: at most 999"``.
    """
    loc = list(error.get("loc", ()))
    if loc and loc[0] == kind:
        loc = loc[1:]
    kind_of_error = str(error.get("type", ""))
    context = {k: _shown(v) for k, v in dict(error.get("ctx") or {}).items()}
    named = [part for part in loc if isinstance(part, str)]
    for name in reversed(named):
        sentence = SENTENCES.get((kind, name, kind_of_error))
        if sentence is not None:
            return _fill(sentence, context)
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
