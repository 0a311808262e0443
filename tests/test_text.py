"""User text safety: what is refused at the boundary, and how the command line prints the rest."""

from hypothesis import given
from hypothesis import strategies as st

import pytest

from companion.text import printable, refuse_control, unsafe_characters


@pytest.mark.parametrize(
    "hostile, named",
    [("Ann\x1b]0;pwned\x07", "ESC"), ("bell\x07", "BEL"), ("nul\x00", "NUL"), ("two\nlines", "a line break"),
     ("evil\u202eoc", "U+202E (RIGHT-TO-LEFT OVERRIDE)"), ("c1\x9b31m", "U+009B")],
)
def test_control_characters_are_refused_with_their_name(hostile, named):
    with pytest.raises(ValueError) as refused:
        refuse_control(hostile)
    assert named in str(refused.value)


@pytest.mark.parametrize("fine", ["Cat [2nd", "[/]", "[b]bold[/b]", "Zoë", "\u200fשרה", "👩\u200d👩\u200d👧", "x" * 10_000])
def test_brackets_marks_and_emoji_are_ordinary_text(fine):
    assert refuse_control(fine) == fine and printable(fine) == fine


def test_printable_shows_escapes_instead_of_sending_them():
    assert printable("Ann\x1b]0;pwned\x07") == "Ann\\x1b]0;pwned\\x07"
    assert printable("a\u202eb") == "a\\u202eb"


@given(st.text())
def test_printable_output_never_holds_a_control_character(text):
    assert unsafe_characters(printable(text)) == []
