"""The catalogs: every message extracted, every shipped language complete, no placeholder dropped.

``companion/locale/companion.pot`` is what ``pybabel extract`` (babel.cfg) reads from the code now; each
shipped ``<lang>/LC_MESSAGES/companion.po`` translates every one of its messages (none empty, none
fuzzy) and keeps each placeholder of the English (``{n}``, ``%(vp)s``): a translation that drops
one would show a page without the number, or fail to format. The pages' scripts name their messages
as string literals (``T("…")``), which the server reads to put them in the page (web/jinja.py).
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from companion import i18n
from companion.locale_build import PLACEHOLDER, catalog_of, read

LOCALE = i18n.LOCALE_DIR
SHIPPED = [code for code in i18n.shipped() if code != i18n.SOURCE]


def _ids(catalog) -> dict:
    return {(m.context, m.id if isinstance(m.id, str) else m.id[0]): m for m in catalog if m.id}


def test_the_template_holds_every_message_the_code_says(tmp_path):
    """A message added to the code but not extracted would reach no translator: the .pot is extracted again
    (babel.cfg's command) and must hold the same messages as the one in the repository."""
    fresh = tmp_path / "fresh.pot"
    root = Path(i18n.__file__).parent.parent
    command = (Path(root / "babel.cfg").read_text(encoding="utf-8").splitlines()[1].lstrip("#").split()[1:])
    command[command.index("-o") + 1] = str(fresh)
    subprocess.run([sys.executable, "-m", "babel.messages.frontend", *command], cwd=root, check=True,
                   capture_output=True)
    assert set(_ids(read(fresh))) == set(_ids(read(i18n.POT)))


def test_a_language_is_shipped_besides_english():
    assert "de" in SHIPPED


@pytest.mark.parametrize("code", SHIPPED)
def test_every_message_is_translated_and_keeps_its_placeholders(code):
    template, catalog = _ids(read(i18n.POT)), _ids(catalog_of(code))
    assert sorted(set(template) - set(catalog), key=str) == [], f"{code}: messages not in its catalog"
    problems = []
    for key, message in catalog.items():
        if key not in template:
            continue
        sources = [message.id] if isinstance(message.id, str) else list(message.id)
        forms = [message.string] if isinstance(message.string, str) else list(message.string)
        if message.fuzzy or not all(forms):
            problems.append(f"untranslated: {key[1]!r}")
            continue
        for n, form in enumerate(forms):
            source = sources[min(n, len(sources) - 1)]
            if sorted(PLACEHOLDER.findall(form)) != sorted(PLACEHOLDER.findall(source)):
                problems.append(f"placeholders: {source!r} → {form!r}")
    assert problems == []


def test_the_placeholder_check_sees_a_dropped_one():
    # the check above, on a translation that lost its number
    assert sorted(PLACEHOLDER.findall("SP erhalten")) != sorted(PLACEHOLDER.findall("VP earned: {vp}"))


def test_every_script_message_is_a_plain_literal():
    """The server finds the scripts' messages by their literals: a T(variable) or an escape would be missed."""
    static = Path(i18n.__file__).parent / "web" / "static"
    for script in (s for s in static.glob("*.js") if s.name != "words.js"):  # words.js defines T
        text = script.read_text(encoding="utf-8")
        calls = re.findall(r"\bT\(\s*(.)", text)
        assert all(quote in "\"'" for quote in calls), script.name
        assert not re.search(r"\bT\(\s*(\"[^\"]*\\|'[^']*\\)", text), script.name


@pytest.mark.parametrize(("header", "expected"), [
    ("de-DE,de;q=0.9,en;q=0.8", "de"),
    ("en-GB,en;q=0.9,de;q=0.8", "en"),
    ("fr-CH;q=0.5, de;q=0.7", "de"),  # by weight, not by place
    ("xx, *", "en"),  # nothing the companion speaks: the default
    ("", "en"),
])
def test_a_phone_s_language_is_the_first_its_browser_prefers_that_the_companion_speaks(header, expected):
    assert i18n.negotiate(header) == expected


@pytest.mark.parametrize(("environ", "expected"), [
    ({"LANG": "de_DE.UTF-8"}, "de"),
    ({"LANG": "de_DE.UTF-8", "LC_MESSAGES": "C"}, "en"),  # LC_MESSAGES before LANG, as gettext reads them
    ({"LANGUAGE": "xx:de", "LANG": "en_US.UTF-8"}, "de"),  # LANGUAGE lists preferences
    ({"LANG": "pt_BR.UTF-8"}, None),
])
def test_the_host_s_language_from_the_environment(environ, expected):
    assert i18n.from_environment(environ) == expected


def test_a_page_drawn_in_a_language_does_not_change_the_host_s():
    with i18n.language("de"):
        assert i18n._("Trading") == "Handel"
    assert i18n._("Trading") == "Trading"
