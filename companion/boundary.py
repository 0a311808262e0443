"""Checks for what comes from outside (files people may edit, forms): the pieces every model shares.

- :data:`Safe`: a pydantic validator for user text (names, notes, labels,
  printed names): control characters are refused with a message saying which
  (:func:`companion.text.refuse_control`); :data:`Visible` for names, which must
  show something (:func:`companion.text.refuse_invisible`).
- :func:`loads`: ``json.loads`` for data files that refuses what ``json``
  would otherwise let through: ``NaN`` and ``Infinity``, a float too large to be
  finite (``1e400``), and an integer of more than :data:`MAX_DIGITS` digits
  (Python itself refuses past 4,300 digits with a bare ``ValueError``).
"""

from __future__ import annotations

import json
import math
from typing import Any

from pydantic import AfterValidator

from companion.text import refuse_control, refuse_invisible

#: User text: no control characters (see :mod:`companion.text`).
Safe = AfterValidator(refuse_control)
#: A name: it must show something (not only spaces or zero-width characters).
Visible = AfterValidator(refuse_invisible)

#: No number in a data file needs more digits than this.
MAX_DIGITS = 30


class NumberError(ValueError):
    """A number in a JSON text that no data file may hold; the message says which."""


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
    """Parse JSON like ``json.loads``, refusing non-finite and absurdly long numbers.

    Raises:
        json.JSONDecodeError: not JSON (with the line and column).
        NumberError: ``NaN``, ``Infinity``, a float overflowing to infinity, or an
            integer of more than :data:`MAX_DIGITS` digits.
    """
    return json.loads(text, parse_int=_int, parse_float=_float, parse_constant=_constant)
