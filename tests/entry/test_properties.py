"""Property tests of the entry grammar over every name in the edition and every spelling variant.

For each name (goods, card bottoms, named bad cards, developments, players) and
each variant (case, hyphen/space/underscore, unique beginning, a count before,
after or glued), the parse gives that card exactly once with the right count;
random token soup never raises anything but EntryError.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.edition import load_edition
from companion.entry import (
    EntryError,
    read_announced,
    read_bottoms,
    read_counts,
    read_int,
    read_ints,
    read_list,
    read_name,
    read_names,
    read_rows,
    read_side,
    read_yes,
)
from companion.entry import titm as words

COMPONENTS = load_edition("titm-v6").components()
GOODS = words.goods(COMPONENTS)
BOTTOMS = words.bottoms(COMPONENTS)
DEVELOPMENTS = words.developments(COMPONENTS.developments.values())
#: Card bottoms that need the arrow printed on them attached (R18), and the rest.
ATTACHED = {name for name, card in COMPONENTS.bad_cards.items() if card.arrow_reversed}
COUNTED = [(GOODS, name) for name in COMPONENTS.goods] + [
    (BOTTOMS, t.value) for t in BOTTOMS.terms if t.value not in ATTACHED
]
#: The four arrows by colour, as the rulebook names them (001 "Religion & Government Arrows"; R5).
COLOURS = {"red": "mars", "black": "dictatorship", "white": "democracy", "blue": "venus"}
FAST = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def split(name: str) -> list[str]:
    """A name's words as printed: letters and digits between anything else."""
    return re.findall(r"[A-Za-z0-9]+", name)


@st.composite
def spelt(draw, name: str) -> str:
    """``name`` in any case, with spaces, hyphens or underscores between its words."""
    parts = [draw(st.sampled_from([w.lower(), w.upper(), w.capitalize(), w])) for w in split(name)]
    text = parts[0]
    for part in parts[1:]:
        text += draw(st.sampled_from([" ", "-", "_", "  ", " - "])) + part
    return text


@st.composite
def counted(draw, name: str, n: int) -> str:
    """``name`` with the count ``n`` before, after, glued or with ``=``/``x``."""
    text = draw(spelt(name))
    shape = draw(st.sampled_from(["{n} {t}", "{t} {n}", "{t}{n}", "{n}{t}", "{t}={n}", "{n}x {t}", "{t} x{n}", "{t}: {n}"]))
    return shape.format(n=n, t=text)


@FAST
@given(st.data())
def test_every_name_and_spelling_gives_that_card_once_with_its_count(data):
    vocabulary, name = data.draw(st.sampled_from(COUNTED))
    n = data.draw(st.integers(1, 99))
    text = data.draw(counted(name, n))
    assert read_counts(text, vocabulary) == {name: n}, text


@FAST
@given(st.data())
def test_zealots_corruption_and_slave_revolt_with_their_printed_arrow(data):
    # R18: the card (1 unhappy) plus the one arrow printed on it, typed attached.
    card = data.draw(st.sampled_from(sorted(ATTACHED)))
    colour = data.draw(st.sampled_from(sorted(COLOURS)))
    n = data.draw(st.integers(1, 99))
    name = data.draw(spelt(card))
    arrow = data.draw(st.sampled_from([colour, colour.upper(), COLOURS[colour]]))
    attached = data.draw(st.sampled_from([f"{name}:{arrow}", f"{name} ({arrow})", f"{name}: {arrow}"]))
    text = data.draw(st.sampled_from([f"{n} {attached}", f"{attached} {n}", f"{n}x {attached}"]))
    entry = read_bottoms(text, BOTTOMS)
    assert entry.icons == {card: n, COLOURS[colour]: n}, text
    assert entry.printed == {card: {COLOURS[colour]: n}}


@FAST
@given(st.data())
def test_a_list_of_names_adds_up_whatever_the_order_and_spelling(data):
    vocabulary = data.draw(st.sampled_from([GOODS, BOTTOMS]))
    names = [n for v, n in COUNTED if v is vocabulary]
    # at most 6 × 16 = 96 of one name: repeated names add up to 99 at most (companion.entry, Counts)
    picks = data.draw(st.lists(st.tuples(st.sampled_from(names), st.integers(1, 16)), min_size=1, max_size=6))
    expected: dict[str, int] = {}
    for name, n in picks:
        expected[name] = expected.get(name, 0) + n
    if data.draw(st.booleans()):
        items = [data.draw(counted(name, n)) for name, n in picks]
        text = data.draw(st.sampled_from([", ", "; ", " ,", "\n"])).join(items)
    else:  # no commas at all: every count glued to its name with "="
        text = " ".join(f"{data.draw(spelt(name))}={n}" for name, n in picks)
    assert read_counts(text, vocabulary) == expected, text


def _names_exactly(typed: list[str], vocabulary) -> bool:
    """Whether ``typed`` (lower-case words) spells out some name of ``vocabulary`` in full (or another
    word for one: ``barbarian`` is Barbarians)."""
    return any([w.lower() for w in split(t.label)] == typed or [w.lower() for w in split(t.value)] == typed
               or any(s.alias and list(s.words) == typed for s in t.spellings)
               for t in vocabulary.terms)


@FAST
@given(st.data())
def test_a_beginning_gives_the_name_or_lists_it_among_the_candidates(data):
    vocabulary, name = data.draw(st.sampled_from(COUNTED + [(DEVELOPMENTS, d) for d in COMPONENTS.developments]))
    label = vocabulary.term(name).label
    parts = split(label)
    kept = data.draw(st.integers(1, len(parts)))
    typed = [p[: data.draw(st.integers(1, len(p)))].lower() for p in parts[:kept]]
    try:
        got = read_name(" ".join(typed), vocabulary)
    except EntryError as error:
        message = str(error)
        assert "could be" in message and label in message, message
        assert message.count(f"{label},") + message.count(f"{label} or") + message.endswith(f"{label}: type more letters") >= 1
    else:
        # Either the name, or another name the beginning spells out exactly (an exact name wins).
        assert got == name or _names_exactly(typed, vocabulary), (typed, got)


@FAST
@given(st.data())
def test_every_development_by_its_printed_name_in_any_spelling(data):
    dev = data.draw(st.sampled_from(sorted(COMPONENTS.developments)))
    text = data.draw(spelt(COMPONENTS.developments[dev].name))
    assert read_name(text, DEVELOPMENTS) == dev, text


PLAYER_NAME = st.lists(st.text("abcdefghijklmnopqrstuvwxyz", min_size=1, max_size=7), min_size=1, max_size=2).map(
    lambda ws: " ".join(w.capitalize() for w in ws)
)


@FAST
@given(st.lists(PLAYER_NAME, min_size=4, max_size=6, unique_by=lambda n: n.lower()), st.data())
def test_every_player_by_name_in_any_case_and_separator(names, data):
    players = words.players(names)
    name = data.draw(st.sampled_from(names))
    assert read_name(data.draw(spelt(name)), players) == name


SOUP = st.lists(
    st.sampled_from(
        ["grain", "wine", "barbarian", "fury", "slave", "revolt", "zealots", "red", "black", "dem", "b", "d", "x", "×",
         "3", "0", "99", "100", "-2", "−4", "+1", "9" * 40, "9" * 5000, ",", ";", ":", "=", "(", ")", "[", "\n", " ",
         "-", "_", "'", "é", "Zoë", "²", "٣", "\x00", "\x1b[31m", "ﬁ", "🙂", "Ann", "mary ann"]
    ),
    max_size=14,
).map("".join)


@settings(max_examples=300, deadline=None)
@given(SOUP, st.sampled_from([GOODS, BOTTOMS, DEVELOPMENTS, words.players(["Ann", "Ben", "Mary Ann"])]))
def test_random_token_soup_raises_nothing_but_entry_error(text, vocabulary):
    readers = [
        lambda: read_counts(text, vocabulary),
        lambda: read_names(text, vocabulary),
        lambda: read_list(text, vocabulary, field="Targets"),
        lambda: read_name(text, vocabulary),
        lambda: read_bottoms(text, vocabulary),
        lambda: read_side(text, words.sides(COMPONENTS.religion), field="Religion", level=True),
        lambda: read_int(text, field="Turn", default=0),
        lambda: read_ints(text, field="Die"),
        lambda: read_yes(text, field="Revolt"),
        lambda: read_rows(text, ("happiness", "safety"), field="Players"),
        lambda: read_announced(text, vocabulary, field="Said"),
    ]
    for read in readers:
        try:
            read()
        except EntryError as error:
            message = str(error)
            assert message and "\n" not in message and len(message) < 400, message


@pytest.mark.parametrize("vocabulary", [GOODS, BOTTOMS, DEVELOPMENTS], ids=["goods", "bottoms", "developments"])
def test_no_name_of_the_edition_is_a_beginning_shared_with_an_alias_twice(vocabulary):
    """Reading each name's first letter never lists one name twice (colours and sides stay apart)."""
    for term in vocabulary.terms:
        try:
            read_name(term.label[0], vocabulary)
        except EntryError as error:
            listed = str(error).split("could be ", 1)[-1].split(": type", 1)[0]
            shown = re.split(r", | or ", listed)
            assert len(shown) == len(set(shown)), listed


#: Every card bottom the goods_resolved event may count (arrows by side, named cards, icons).
ICONS = sorted({t.value for t in BOTTOMS.terms})


@st.composite
def recorded_icons(draw) -> dict[str, int]:
    """Icons as a phone sends them: counts, with at least one arrow for each Zealots & co. (R18)."""
    icons = draw(st.dictionaries(st.sampled_from(ICONS), st.integers(1, 4), max_size=6))
    reversed_cards = sum(n for name, n in icons.items() if name in ATTACHED)
    arrows = sum(n for name, n in icons.items() if name in COMPONENTS.arrow_sides)
    if reversed_cards > arrows:
        side = draw(st.sampled_from(sorted(COMPONENTS.arrow_sides)))
        icons[side] = icons.get(side, 0) + reversed_cards - arrows
    return icons


@FAST
@given(recorded_icons())
def test_the_bottoms_text_of_recorded_icons_reads_back_to_the_same_counts(icons):
    """A phone's entry put in the host's dialog (companion/tui/screens/phones.py) must read back
    exactly: the same counts, and each Zealots, Corruption or Slave Revolt with an arrow (R18)."""
    text = words.bottoms_text(icons, COMPONENTS)
    assert read_bottoms(text, BOTTOMS).icons == icons


def test_the_bottoms_text_attaches_an_arrow_to_zealots():
    # 1 Zealots (its printed red arrow counted in mars), 1 more red arrow, 1 prosperity
    assert words.bottoms_text({"zealots": 1, "mars": 2, "prosperity": 1}, COMPONENTS) == "Zealots:red, prosperity, red"
    with pytest.raises(ValueError, match="Zealots"):
        words.bottoms_text({"zealots": 1}, COMPONENTS)
