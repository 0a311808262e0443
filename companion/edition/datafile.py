"""Reading a data file of printed components (an edition, a rule pack's data) with one-line errors.

Shared by the edition loader and the rule packs' loader: both read a JSON file a
table may have edited by hand, and both report a bad value as one line naming
the file, the field (list items by their ``id`` or ``name``) and the reason.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from companion.errors import CompanionError

#: Data files larger than this are refused before parsing (an edition is ~40 kB).
MAX_BYTES = 2_000_000


def read_json(path: Path, error: Callable[[str], CompanionError], *, label: str | None = None) -> Any:
    """Read and parse a JSON data file.

    Args:
        path: the file.
        error: the exception type to raise (called with the message).
        label: how messages name the file (default: the path).

    Raises:
        the ``error`` type: the file is missing, too large, not UTF-8, or not JSON.
    """
    name = label or str(path)
    try:
        if path.stat().st_size > MAX_BYTES:
            raise error(f"{name}: too large for a data file (over {MAX_BYTES // 1000} kB)")
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as problem:
        raise error(f"{name}: not UTF-8 text (byte {problem.start})") from None
    except FileNotFoundError:
        raise error(f"{name}: no such file") from None
    except (OSError, ValueError) as problem:  # ValueError: a path with a NUL byte
        reason = getattr(problem, "strerror", None) or problem
        raise error(f"{name}: cannot be read ({reason})") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as problem:
        raise error(f"{name}: not valid JSON at line {problem.lineno} column {problem.colno}: {problem.msg}") from None


def describe(origin: str, raw: Any, error: ValidationError) -> str:
    """One line for a pydantic error: ``"our.json: goods[5] (wine).chart: <reason> (and 2 more problems)"``."""
    problems = error.errors(include_url=False)
    first = problems[0]
    reason = str(first["msg"]).removeprefix("Value error, ")
    more = f" (and {len(problems) - 1} more problem{'s' if len(problems) > 2 else ''})" if len(problems) > 1 else ""
    return f"{origin}: {field_path(raw, first['loc']) or '(top level)'}: {reason}{more}"


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
                    label += f" ({name})"
            parts.append(label)
        else:
            parts.append(("." if parts else "") + str(step))
            node = node.get(step) if isinstance(node, dict) else None
    return "".join(parts)
