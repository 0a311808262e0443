"""Reading what the host types into the calculator, and the forms that never raise."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.edition import load_edition
from companion.tui.calc_entry import (
    read_announced,
    read_int,
    read_ints,
    read_names,
    read_rows,
    read_side,
    read_yes,
)
from companion.tui.calc_forms import WAITING, Sources, show
from companion.tui.calc_forms import advciv, megaciv, ti4, titm, tnt
from companion.tui.entry import ICON_ALIASES, EntryError

GOVERNMENT = ("democracy", "dictatorship")
FORMS = list(titm.FORMS) + [f for p in (advciv.PACK, megaciv.PACK, ti4.PACK, tnt.PACK) for f in p.forms]
SOURCES = Sources(lambda: load_edition("titm-v6"))


@pytest.mark.parametrize("text", ["dem 3", "3 dem", "democracy:3", "white 3", "DEM 3"])
def test_a_track_position_many_ways(text):
    assert read_side("Gov.", text, GOVERNMENT, ICON_ALIASES) == ("democracy", 3)


def test_level_zero_needs_no_side_and_colours_of_the_other_track_are_not_sides():
    assert read_side("Gov.", "0", GOVERNMENT, level=True) == (None, 0)
    with pytest.raises(EntryError, match="'red' is not one of"):
        read_side("Gov.", "red 2", GOVERNMENT, ICON_ALIASES)
    with pytest.raises(EntryError, match="could be democracy, dictatorship"):
        read_side("Gov.", "d 2", GOVERNMENT)
    with pytest.raises(EntryError, match="a side and a space"):
        read_side("Gov.", "dem", GOVERNMENT)


def test_numbers_yes_no():
    assert read_int("Turn", " 4 ") == 4
    assert read_int("Safety", "−3") == -3  # a typographic minus
    assert read_int("Extra", "", default=0) == 0
    assert read_ints("Die", "2 3") == [2, 3]
    assert read_yes("Revolt", "Y") and not read_yes("Revolt", "") and not read_yes("Revolt", "no")
    for bad in ("x3", "3.5", "three"):
        with pytest.raises(EntryError, match="not a whole number"):
            read_int("Turn", bad)
    with pytest.raises(EntryError, match="type y or n"):
        read_yes("Revolt", "maybe")


def test_players_with_numbers():
    rows = read_rows("Players", "Ann -3 -1, Ben=-5:0, Player 2=-2:+1, Mary Ann 0 -4", ("happiness", "safety"))
    assert rows == [("Ann", [-3, -1]), ("Ben", [-5, 0]), ("Player 2", [-2, 1]), ("Mary Ann", [0, -4])]
    for bad, why in [("Ann -3", "expected NAME"), ("Ann 1 2 3", "expected NAME"), ("Ann 1 2, Ann 3 4", "twice"), (" , ", "type NAME")]:
        with pytest.raises(EntryError, match=why):
            read_rows("Players", bad, ("happiness", "safety"))


def test_names_in_order_with_repeats_and_announced_offers():
    calamities = ["famine", "flood", "piracy", "civil-war"]
    assert read_names("Held", "famine 2, piracy, 2 flood", calamities) == ["famine", "famine", "piracy", "flood", "flood"]
    assert read_names("Held", "civ fam", calamities) == ["civil-war", "famine"]
    assert read_announced("A said", "3: salt, grain", ["salt", "grain"]) == (3, ["salt", "grain"])
    assert read_announced("A said", "4 salt salt", ["salt", "grain"]) == (4, ["salt", "salt"])
    with pytest.raises(EntryError, match="the card count"):
        read_announced("A said", "salt salt", ["salt"])
    with pytest.raises(EntryError, match="a count from 1 to 99"):
        read_names("Held", "famine 99999999999", calamities)


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
