"""The calculator's warnings (the ⚠ line under a form) are said in the host's language: the forms' own
refusals and the fields they name, read under the pseudo-locale ``qps`` (every message ⟦wrapped⟧)."""

from __future__ import annotations

import re

import pytest

from companion import i18n
from companion.edition import load_edition
from companion.tui.calc_forms import Sources, show
from companion.tui.calc_forms import advciv, megaciv, ti4, titm

FORMS = {f.id: f for f in [*titm.FORMS, *advciv.PACK.forms, *megaciv.PACK.forms, *ti4.PACK.forms]}
SOURCES = Sources(lambda: load_edition("titm-v6"))

#: (form, what is typed, a word the warning must hold as typed or as the game names it)
CASES = [
    ("draws", {"government": "dict 2", "religion": "mars 1", "turn": "", "revolt": "y"}, None),
    ("advciv-trade", {"a_said": "3 salt salt", "a_gave": "salt 2, treachery", "b_said": "4 grain iron", "b_gave": ""}, "B"),
    ("advciv-trade", {"a_said": "x", "a_gave": "salt 3", "b_said": "4 grain iron", "b_gave": "grain, iron, hides 2"}, None),
    ("megaciv-calamities", {"players": "12", "held": "flood", "seed": "7", "drawn": "flood"}, None),
    ("ti4-tokens", {"amount": "", "ones": "", "threes": "", "hand_over": "1"}, None),
    ("ti4-tokens", {"amount": "5", "ones": "1", "threes": "1", "hand_over": ""}, "5"),
    ("ti4-tokens", {"amount": "", "ones": "x", "threes": "", "hand_over": ""}, "'x'"),
    ("ti4-transaction", {"a": "hacan", "a_gives": "1 2 3", "b": "sol 2 2", "b_gives": "0"}, None),
    ("ti4-replenish", {"player": "hacan 2 1 9"}, None),
]


@pytest.fixture
def host_speaks_qps():
    i18n.set_default(i18n.PSEUDO)
    yield
    i18n.set_default(i18n.SOURCE)


@pytest.mark.parametrize(("form", "typed", "kept"), CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_a_form_s_warning_is_a_catalog_message(form, typed, kept, host_speaks_qps):
    shown = show(FORMS[form], SOURCES, typed)
    assert shown.problem and shown.text.startswith("⚠ "), shown.text
    rest = shown.text.removeprefix("⚠ ")
    while (inner := re.sub(r"⟦[^⟦⟧]*⟧", " ", rest)) != rest:
        rest = inner
    if kept is not None:  # what was typed, or a side's letter, stays as it is
        assert kept in shown.text
        rest = rest.replace(kept, " ")
    assert not re.search(r"[A-Za-z]", rest.replace("hacan", " ")), shown.text
