"""Checks for what comes from outside (files people may edit, forms): the pieces every model shares.

- :data:`Safe`: a pydantic validator for user text (names, notes, labels,
  printed names): control characters are refused with a message saying which
  (:func:`companion.text.refuse_control`); :data:`Visible` for names, which must
  show something (:func:`companion.text.refuse_invisible`).
- :func:`loads`: ``json.loads`` for data files that refuses what ``json``
  would otherwise let through: ``NaN`` and ``Infinity``, a float too large to be
  finite (``1e400``), and an integer of more than :data:`MAX_DIGITS` digits
  (Python itself refuses past 4,300 digits with a bare ``ValueError``), and
  arrays and objects nested more than :data:`MAX_DEPTH` deep (``json`` itself
  stops near 1,000 levels with a bare ``RecursionError``), and a key given twice in one
  object (``json`` keeps the last value without a word: a hand edit that added a second
  ``"vp"`` beside the first would be read as whichever came last).
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

from pydantic import AfterValidator

from companion.text import clip, refuse_control, refuse_invisible

#: User text: no control characters (see :mod:`companion.text`).
Safe = AfterValidator(refuse_control)
#: A name: it must show something (not only spaces or zero-width characters).
Visible = AfterValidator(refuse_invisible)

#: No number in a data file needs more digits than this.
MAX_DIGITS = 30
#: No data file nests arrays and objects deeper than this (an edition file: 7 levels).
MAX_DEPTH = 32


class NumberError(ValueError):
    """A number in a JSON text that no data file may hold, or nesting deeper than any data file
    has; the message says which (and where, for the nesting)."""


class DuplicateKey(NumberError):
    """A key given twice in one JSON object; the message names it."""


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object's pairs as a dict, refusing a key given twice (``object_pairs_hook``)."""
    data = dict(pairs)
    if len(data) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise DuplicateKey(f"the key {clip(key, 40)!r} is given twice in one object (give each key once)")
            seen.add(key)
    return data


def _int(text: str) -> int:
    digits = len(text.lstrip("-"))
    if digits > MAX_DIGITS:
        raise NumberError(f"a number with {digits} digits (numbers here have at most {MAX_DIGITS})")
    return int(text)


def _float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise NumberError(f"the number {text[:20]}{'…' if len(text) > 20 else ''} is too large")
    return value


def _constant(name: str) -> float:
    raise NumberError(f"{name} is not a number a data file may hold")


def loads(text: str | bytes) -> Any:
    """Parse JSON like ``json.loads``, refusing non-finite and absurdly long numbers and deep nesting.

    Raises:
        json.JSONDecodeError: not JSON (with the line and column).
        NumberError: ``NaN``, ``Infinity``, a float overflowing to infinity, an
            integer of more than :data:`MAX_DIGITS` digits, or arrays and objects
            nested more than :data:`MAX_DEPTH` deep (the message names where);
            :class:`DuplicateKey`, a subclass, for a key given twice in one object (named).
    """
    too_deep: str | None
    try:
        data = json.loads(text, parse_int=_int, parse_float=_float, parse_constant=_constant, object_pairs_hook=_object)
    except RecursionError:  # nested past Python's own limit (~1,000 levels): found again in the text
        too_deep = _too_deep_in_text(text if isinstance(text, str) else text.decode("utf-8", "replace"))
    else:
        too_deep = _too_deep(data)
    if too_deep is not None:
        raise NumberError(f"{clip(too_deep)}: nested too deeply (a data file has at most {MAX_DEPTH} levels)")
    return data


def _too_deep(data: Any) -> str | None:
    """Where ``data`` nests arrays and objects more than :data:`MAX_DEPTH` deep (``goods[0].chart[0]``), or None.

    Walked with a stack of its own, never by recursion.
    """
    stack: list[tuple[Any, int, str]] = [(data, 0, "")]
    while stack:
        node, depth, where = stack.pop()
        if isinstance(node, dict | list):
            if depth >= MAX_DEPTH:
                return where or "the file"
            items = node.items() if isinstance(node, dict) else enumerate(node)
            for key, value in items:
                if isinstance(value, dict | list):
                    step = f"[{key}]" if isinstance(node, list) else (f".{key}" if where else str(key))
                    stack.append((value, depth + 1, where + step))
    return None


#: The tokens that say where a JSON text is: strings (keys among them), brackets, colons, commas.
_TOKENS = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}:,]')


def _too_deep_in_text(text: str) -> str:
    """Where a JSON text too deep for ``json`` to parse nests past :data:`MAX_DEPTH` (as :func:`_too_deep`)."""
    path: list[str] = []  # one step per open array or object: "[i]" or ".key"
    key = ""
    for token in _TOKENS.finditer(text):
        mark = token.group()
        if mark in "[{":
            if len(path) >= MAX_DEPTH:
                break
            path.append("[0]" if mark == "[" else "")
        elif mark in "]}":
            if path:
                path.pop()
        elif mark == ",":
            if path and path[-1].startswith("["):
                path[-1] = f"[{int(path[-1][1:-1]) + 1}]"
        elif mark == ":":
            if path:
                path[-1] = key
        else:
            key = "." + mark[1:-1]
    return "".join(path).lstrip(".") or "the file"
