"""Reading a data file of printed components (an edition, a rule pack's data) with one-line errors.

Shared by the edition loader and the rule packs' loader: both read a JSON file a
table may have edited by hand, and both report a bad value as one line naming
the file, the field (list items by their ``id`` or ``name``) and the reason.

A file is read strictly (:func:`validate_file`): a number is a JSON number of the
field's kind and a yes/no is ``true`` or ``false``, never a string, a ``true``
where a count belongs, or ``4.0`` where a whole number belongs (pydantic's strict
mode); arrays and objects nest at most :data:`companion.boundary.MAX_DEPTH` deep.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from companion.errors import CompanionError
from companion.text import CLIP, clip

#: Data files larger than this are refused before parsing (an edition is ~40 kB).
MAX_BYTES = 2_000_000

M = TypeVar("M", bound=BaseModel)


def validate_file(model: type[M], raw: Any, *, context: dict[str, Any] | None = None) -> M:
    """``raw`` (a data file as :func:`read_json` parsed it) as ``model``, read strictly.

    Strict as JSON is: ``"seconds": "300"``, ``"min": true`` or ``"min": 4.0`` where a
    whole number belongs, a chart value written as a string, are refused, not converted
    (pydantic's strict mode, in its JSON form, where a name still reads as its enum value).
    A journal's copy of an edition is read as it was written, with
    :meth:`~pydantic.BaseModel.model_validate`: its numbers were written by the companion.

    Raises:
        ValidationError: as pydantic raises it (:func:`describe` makes it one line).
    """
    return model.model_validate_json(json.dumps(raw), strict=True, context=context)


def read_json(
    path: Path, error: type[CompanionError], *, label: str | None = None, what: str = "data file"
) -> Any:
    """Read and parse a JSON data file (a UTF-8 BOM at the start is allowed).

    Only a regular file is read (a FIFO, a device or a folder is refused at once:
    :func:`companion.game.files.open_regular`), and at most :data:`MAX_BYTES`.

    Args:
        path: the file.
        error: the exception type to raise (called with the message).
        label: how messages name the file (default: the path).
        what: what the file is, for messages (``"edition file"``).

    Raises:
        the ``error`` type: the file is missing, not a regular file, too large,
        not UTF-8, not JSON, or holds a number no data file may hold (NaN,
        Infinity, a thousand-digit integer); the message names the file.
    """
    from companion.boundary import NumberError, loads
    from companion.game.files import read_regular

    name = label or str(path)
    raw = read_regular(path, MAX_BYTES, what=what, error=error, label=name)
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as problem:
        raise error(f"{name}: not UTF-8 text (byte {problem.start})") from None
    try:
        return loads(text)
    except json.JSONDecodeError as problem:
        raise error(f"{name}: not valid JSON at line {problem.lineno} column {problem.colno}: {problem.msg}") from None
    except NumberError as problem:
        raise error(f"{name}: {problem}") from None


def describe(origin: str, raw: Any, error: ValidationError) -> str:
    """One line for a pydantic error: ``"our.json: goods[5] (wine).chart: <reason> (and 2 more problems)"``.

    What it quotes of the file (an id, a field's name, a reason naming a value) is cut short
    (:func:`companion.text.clip`): a 10 MB id is not a 10 MB message.

    A field whose name is mistyped is one mistake, named as such: ``"our.json: goods[0]
    (grain).chrat: not a field here: did you mean chart? (chart is missing)"`` (pydantic sees
    two: ``chart`` missing, ``chrat`` not allowed).
    """
    problems = error.errors(include_url=False)
    typo = _typo(problems)
    if typo is not None:
        where, wrong, meant = typo
        rest = len(problems) - 2
        more = f" (and {rest} more problem{'s' if rest > 1 else ''})" if rest else ""
        return f"{origin}: {field_path(raw, (*where, wrong))}: not a field here: did you mean {meant}? ({meant} is missing){more}"
    first = problems[0]
    reason = clip(str(first["msg"]).removeprefix("Value error, "), 2 * CLIP)  # a check may quote the file
    more = f" (and {len(problems) - 1} more problem{'s' if len(problems) > 2 else ''})" if len(problems) > 1 else ""
    at = field_path(raw, first["loc"])  # none: a check of the whole file, whose reason says where
    return f"{origin}: {at + ': ' if at else ''}{reason}{more}"


def _typo(problems: list[Any]) -> tuple[tuple[Any, ...], str, str] | None:
    """The first field given under a name the entry does not have while a field of a like name is
    missing beside it: ``(where, "chrat", "chart")``; None if there is none."""
    from difflib import get_close_matches

    extra = [(tuple(p["loc"][:-1]), str(p["loc"][-1])) for p in problems if p["type"] == "extra_forbidden" and p["loc"]]
    missing = [(tuple(p["loc"][:-1]), str(p["loc"][-1])) for p in problems if p["type"] == "missing" and p["loc"]]
    for where, wrong in extra:
        names = [name for at, name in missing if at == where]
        close = get_close_matches(wrong, names, n=1, cutoff=0.6)
        if close:
            return where, wrong, close[0]
    return None


def field_path(raw: Any, loc: tuple[Any, ...]) -> str:
    """A pydantic error location as a field path, naming list items by their ``id`` or ``name``."""
    parts: list[str] = []
    node = raw
    for step in loc:
        if isinstance(step, int):
            label = f"[{step}]"
            node = node[step] if isinstance(node, list) and 0 <= step < len(node) else None
            if isinstance(node, dict):
                name = node.get("id") or node.get("name")
                if isinstance(name, str):
                    label += f" ({clip(name, 40)})"
            parts.append(label)
        else:
            parts.append(("." if parts else "") + clip(str(step), 40))
            node = node.get(step) if isinstance(node, dict) else None
    return "".join(parts)
