"""The calculator's forms: their examples work, their notes fit, and any typing gives an answer or one warning."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.edition import load_edition
from companion.tui.calc_forms import WAITING, Sources, show
from companion.tui.calc_forms import advciv, megaciv, ti4, titm, tnt

FORMS = list(titm.FORMS) + [f for p in (advciv.PACK, megaciv.PACK, ti4.PACK, tnt.PACK) for f in p.forms]
SOURCES = Sources(lambda: load_edition("titm-v6"))


@pytest.mark.parametrize("form", FORMS, ids=lambda f: f.id)
def test_every_placeholder_is_a_working_example(form):
    """The greyed examples in the boxes are answers, not ⚠ (the seed and the drawn cards are alternatives)."""
    values = {b.key: b.placeholder for b in form.boxes if (form.id, b.key) != ("megaciv-calamities", "drawn")}
    shown = show(form, SOURCES, values)
    assert not shown.problem, shown.text
    assert shown.text != WAITING


@pytest.mark.parametrize("form", FORMS, ids=lambda f: f.id)
def test_notes_fit_an_80_column_screen(form):
    assert len(form.note) <= 76


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_any_typing_gives_an_answer_or_one_warning_never_a_bug(data):
    form = data.draw(st.sampled_from([f for f in FORMS if f.boxes]))
    alphabet = st.sampled_from(list("0123456789 -+,:=;abdegilmnorstuwy") + ["wine", "dem ", "hacan", "Ann ", "\n", "−", "é", "99999999999999"])
    values = {b.key: "".join(data.draw(st.lists(alphabet, max_size=12))) for b in form.boxes}
    shown = show(form, SOURCES, values)
    assert "a bug" not in shown.text
    if shown.problem:
        assert shown.text.startswith("⚠ ") and "\n" not in shown.text
