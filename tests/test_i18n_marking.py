"""Messages the extractor can see: ``pybabel extract`` reads a call's text only where it is a call of
its own, so a ``_("…")`` inside an f-string is in no catalog and shows in English in every language;
and every screen's and dialog's F1 title (``HELP_TITLE``) is a catalog message."""

from __future__ import annotations

import ast
import importlib
import inspect
import pkgutil
from pathlib import Path

from babel.messages.pofile import read_po

import companion
import companion.tui
from companion import i18n

CALLS = {"_", "N_", "gettext", "ngettext", "pgettext", "T"}
ROOT = Path(companion.__file__).parent


def _gettext_calls_in_fstrings(source: str) -> list[tuple[int, str]]:
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.JoinedStr):
            for inner in ast.walk(node):
                if (isinstance(inner, ast.Call) and isinstance(inner.func, ast.Name) and inner.func.id in CALLS
                        and inner.args and isinstance(inner.args[0], ast.Constant)):  # _(NAMES[x]): marked N_ where written
                    found.append((inner.lineno, ast.unparse(inner)))
    return found


def test_the_check_finds_a_call_inside_an_f_string():
    assert _gettext_calls_in_fstrings("x = f\"⚠ {_('held back')} \"") == [(1, "_('held back')")]
    assert _gettext_calls_in_fstrings("x = '⚠ ' + _('held back')") == []
    assert _gettext_calls_in_fstrings("x = f\"{_(PHASES[p])} …\"") == []  # a message marked N_ where it is written


def test_no_message_is_marked_inside_an_f_string():
    found = [f"{path.relative_to(ROOT.parent)}:{line}: {call}"
             for path in sorted(ROOT.rglob("*.py"))
             for line, call in _gettext_calls_in_fstrings(path.read_text(encoding="utf-8"))]
    assert found == []


def test_every_screen_s_f1_title_is_a_catalog_message():
    with open(i18n.POT, "rb") as stream:
        messages = {message.id for message in read_po(stream) if message.id}
    titles = {}
    for module in pkgutil.walk_packages(companion.tui.__path__, "companion.tui."):
        for name, cls in inspect.getmembers(importlib.import_module(module.name), inspect.isclass):
            title = cls.__dict__.get("HELP_TITLE")
            if cls.__module__ == module.name and isinstance(title, str) and title:
                titles[f"{module.name}.{name}"] = title
    assert len(titles) >= 15  # the table, the start screen, the dialogs…
    assert {where: title for where, title in titles.items() if title not in messages} == {}
