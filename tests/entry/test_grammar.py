"""The entry grammar, by example: every spelling the host may type, and every defect seen at the table.

Sources: 001_26b6d8b0f4cbe6f7.txt — "Religion & Government Arrows" (black, white,
red & blue arrows), "Barbarians & Poverty", "Barbarian Fury & Depression",
"Zealots, Corruption & Slave Revolt"; RULINGS.md R5, R11, R18.
"""

from __future__ import annotations

import pytest

from companion.entry import EntryError, Vocabulary, candidates, read_bottoms, read_counts, read_list, read_name, read_names
from companion.entry import titm as words

GOODS = ("grain", "wool", "timber", "ore", "salt", "wine", "dye", "slaves", "art", "spices", "gold")


@pytest.fixture(scope="module")
def bottoms(components):
    return words.bottoms(components)


@pytest.fixture(scope="module")
def goods(components):
    return words.goods(components)


# --- names as printed --------------------------------------------------------------------


@pytest.mark.parametrize(
    "text", ["barbarian fury", "Barbarian Fury", "barbarian-fury", "BARBARIAN_FURY", "barbarian  -  fury", "barb fu", "barbarianfury"]
)
def test_barbarian_fury_is_one_card_however_it_is_spelt(bottoms, text):
    # Defect seen at the table: "barbarian fury" was barbarian (1) + fury (an alias, 2 more).
    assert read_counts(text, bottoms) == {"barbarian-fury": 1}


def test_a_multi_word_name_is_never_counted_word_by_word(bottoms):
    # "slave revolt" was slave (slave revolt) + revolt (slave revolt again): two cards.
    assert read_counts("slave revolt:red", bottoms) == {"slave-revolt": 1, "mars": 1}
    assert read_counts("barbarian fury 2", bottoms) == {"barbarian-fury": 2}
    assert read_counts("2 barbarian fury, barbarian", bottoms) == {"barbarian-fury": 2, "barbarians": 1}


@pytest.mark.parametrize("word", ["fury", "revolt", "Fury"])
def test_a_later_word_alone_is_not_a_card_and_the_message_says_which_card_it_belongs_to(bottoms, word):
    # The old aliases "fury" and "revolt" are gone: nothing starts with these words.
    with pytest.raises(EntryError) as caught:
        read_counts(word, bottoms)
    message = str(caught.value)
    assert message.startswith(f"Bottoms: '{word}' is not a card bottom here")
    assert "did you mean" in message and ("barbarian fury" in message or "slave revolt" in message)


def test_slave_alone_is_at_most_a_unique_beginning_of_slave_revolt(bottoms):
    # One card, never two; and like the whole name, it needs its printed arrow (R18).
    assert read_counts("slave:blue", bottoms) == {"slave-revolt": 1, "venus": 1}
    with pytest.raises(EntryError, match="Slave Revolt: which arrow is printed on the card"):
        read_counts("slave", bottoms)


def test_an_exact_name_wins_over_the_longer_names_it_begins(bottoms):
    # barbarian is a word for Barbarians although barbarian fury starts with it.
    assert read_counts("barbarian", bottoms) == {"barbarians": 1}
    assert read_counts("barbarians", bottoms) == {"barbarians": 1}
    assert read_counts("barbarian barbarian", bottoms) == {"barbarians": 2}


@pytest.mark.parametrize(("typed", "printed"), [("unhappy", "poverty"), ("barbarian", "barbarians")])
def test_one_name_per_printed_bottom_the_icons_are_their_cards(bottoms, typed, printed):
    # Issue 22: unhappy/poverty and barbarian/barbarians offered the same effect two ways. The
    # printed names are recorded; the icon's word is read as the card that carries one such icon
    # and nothing else (001 Barbarians & Poverty: "move you down one spot"; R11).
    assert read_counts(typed, bottoms) == {printed: 1}
    assert read_counts(f"{typed}, {printed} 2", bottoms) == {printed: 3}
    assert typed not in bottoms.values


@pytest.mark.parametrize(
    ("colour", "side"), [("black", "dictatorship"), ("white", "democracy"), ("red", "mars"), ("blue", "venus")]
)
def test_the_rulebooks_colour_words_name_the_arrows(bottoms, colour, side):
    # 001 "Religion & Government Arrows": black, white, red & blue; R5 says which side each pushes.
    assert read_counts(f"{colour} 2", bottoms) == {side: 2}
    assert read_counts(f"{colour[:3]} 2, {side}", bottoms) == {side: 3}


def test_a_shared_beginning_lists_each_candidate_once(bottoms):
    with pytest.raises(EntryError) as caught:
        read_counts("d", bottoms)
    assert str(caught.value) == "Bottoms: 'd' could be democracy, depression or dictatorship: type more letters"
    # "b" begins two names and two colours; each name appears once, a colour with the side it stands for
    # (barbarian is another word for Barbarians, listed once as the card).
    with pytest.raises(EntryError) as caught:
        read_counts("b 2", bottoms)
    message = str(caught.value)
    for shown in ("barbarians", "barbarian fury", "black (dictatorship)", "blue (venus)"):
        assert message.count(shown) == 1, message


def test_a_colour_and_its_side_are_not_two_candidates():
    sides = Vocabulary.of("side", ("democracy", "dictatorship"), {"dem": "democracy"})
    with pytest.raises(EntryError) as caught:
        read_name("d", sides, field="Government")
    assert str(caught.value) == "Government: 'd' could be democracy or dictatorship: type more letters"


def test_an_unknown_word_says_what_it_could_have_been(goods, bottoms):
    with pytest.raises(EntryError) as caught:
        read_counts("grian 3", goods)
    assert str(caught.value) == "Goods: 'grian' is not a good here — did you mean grain?"
    with pytest.raises(EntryError, match=r"Bottoms: .prosprity. is not a card bottom here — did you mean prosperity"):
        read_counts("prosprity", bottoms)
    with pytest.raises(EntryError, match=r"'saffron' is not a good here \(choose from grain, wool"):
        read_counts("saffron", goods)


# --- counts ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "grain 3, wine 2",
        "3 grain 2 wine",
        "grain 3 wine 2",
        "grain3 wine2",
        "3gr 2wi",
        "grain=3 wine=2",
        "3x grain, 2x wine",
        "grain x3 wine ×2",
        "Grain 3; WINE 2",
        "grain, grain 2, wine, wine",
        "grain 2 wine 2 grain",
        "grain 3\nwine 2",
    ],
)
def test_a_count_before_or_after_a_name_glued_or_spaced(goods, text):
    assert read_counts(text, goods) == {"grain": 3, "wine": 2}


def test_a_comma_ends_an_item(goods):
    # Without the comma the 3 would follow grain; with it, it goes with wool.
    assert read_counts("grain, 3 wool", goods) == {"grain": 1, "wool": 3}
    assert read_counts("grain 3 wool", goods) == {"grain": 3, "wool": 1}


def test_a_count_glued_to_the_name_after_it_is_that_names(bottoms):
    # Issue 9's Cleo: "black, red 2, barbarian" in short forms. Read "black 2, red" before.
    assert read_counts("bla 2r barbarian", bottoms) == {"dictatorship": 1, "mars": 2, "barbarians": 1}
    # Spaced, a count still follows the name before it; glued after a name, it is that name's.
    assert read_counts("bla 2 r", bottoms) == {"dictatorship": 2, "mars": 1}
    assert read_counts("bla2 r", bottoms) == {"dictatorship": 2, "mars": 1}


def test_a_unique_beginning_with_a_glued_count(goods):
    # "3w" is ambiguous (wool, wine); "3wo" is wool; "3o" is ore.
    assert read_counts("3wo 3o", goods) == {"wool": 3, "ore": 3}
    with pytest.raises(EntryError, match="'w' could be wine or wool"):
        read_counts("3w", goods)


def test_empty_and_zero_counts_give_nothing(goods):
    assert read_counts("", goods) == {}
    assert read_counts(" , ", goods) == {}
    assert read_counts("grain 0", goods) == {}


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("3 4 wine", "Goods: 3 4: two numbers in a row — which is which?"),
        ("wine 3 2", "Goods: 2: a number without a name after it"),
        ("2, wine", "Goods: 2: a number without a name after it"),
        ("wine 100", "Goods: 100? a count is 0 to 99"),
        ("wine -1", "Goods: -1? a count is 0 to 99"),
        ("wine " + "9" * 4300, "is far too large a number"),
    ],
)
def test_counts_are_bounded_and_unclear_counts_say_why(goods, text, message):
    with pytest.raises(EntryError) as caught:
        read_counts(text, goods)
    assert message in str(caught.value)
    assert len(str(caught.value)) < 120


def test_names_in_order_with_repeats():
    calamities = Vocabulary.of("calamity", ("famine", "flood", "piracy", "civil-war"), field="Held")
    assert read_names("famine 2, piracy, 2 flood", calamities) == ["famine", "famine", "piracy", "flood", "flood"]
    assert read_names("civ fam", calamities) == ["civil-war", "famine"]
    assert read_names("Civil War", calamities) == ["civil-war"]


# --- Zealots, Corruption, Slave Revolt: the arrow printed on the card (R18) ----------------


@pytest.mark.parametrize(
    ("text", "icons"),
    [
        ("zealots:red", {"zealots": 1, "mars": 1}),
        ("zealots (red)", {"zealots": 1, "mars": 1}),
        ("Zealots(Red)", {"zealots": 1, "mars": 1}),
        ("corruption:white", {"corruption": 1, "democracy": 1}),
        ("corruption: dictatorship", {"corruption": 1, "dictatorship": 1}),
        ("slave revolt:blue", {"slave-revolt": 1, "venus": 1}),
        ("2 zealots:black", {"zealots": 2, "dictatorship": 2}),
        ("zealots:red 2", {"zealots": 2, "mars": 2}),
        ("zealots:red, zealots:blue, red", {"zealots": 2, "mars": 2, "venus": 1}),
    ],
)
def test_the_printed_arrow_is_typed_with_its_card_and_recorded_as_an_arrow(bottoms, text, icons):
    # R18: 1 unhappy face plus the one arrow printed on the card; the event records the card and the arrow.
    assert read_counts(text, bottoms) == icons
    assert read_bottoms(text, bottoms).icons == icons


def test_the_entry_carries_which_arrow_is_printed_on_which_card(bottoms):
    entry = read_bottoms("zealots:red, corruption (white), slave revolt:red, red 2", bottoms)
    assert entry.printed == {"zealots": {"mars": 1}, "corruption": {"democracy": 1}, "slave-revolt": {"mars": 1}}
    assert entry.icons["mars"] == 1 + 1 + 2


@pytest.mark.parametrize(("card", "shown"), [("zealots", "Zealots"), ("corruption", "Corruption"), ("slave revolt", "Slave Revolt")])
def test_without_its_arrow_the_card_is_refused_with_the_question(bottoms, card, shown):
    # The companion never guesses the arrow (R18); a separate colour is not the card's arrow.
    for text in (card, f"{card}, red", f"{card} red"):
        with pytest.raises(EntryError) as caught:
            read_bottoms(text, bottoms)
        typed = card.replace(" ", "-")
        assert str(caught.value) == (
            f"Bottoms: {shown}: which arrow is printed on the card? type {typed}:red (or black/white/blue)"
        )


def test_only_a_card_with_a_printed_arrow_takes_one_and_only_an_arrow_is_taken(bottoms):
    with pytest.raises(EntryError, match="nothing is attached to poverty"):
        read_bottoms("poverty:red", bottoms)
    with pytest.raises(EntryError, match="'prosperity' is not an arrow — type zealots:red"):
        read_bottoms("zealots:prosperity", bottoms)


def test_a_goods_count_with_a_colon_is_a_count_not_an_attachment(goods):
    assert read_counts("wine:3 (2) dye", goods) == {"wine": 3, "dye": 2}


# --- single names ---------------------------------------------------------------------------


def test_players_by_any_case_and_a_unique_beginning_of_any_word_run():
    players = words.players(["Ann", "Ben", "Mary Ann", "Zoë"])
    assert read_name("ann", players) == "Ann"  # exact wins over Mary Ann (which does not start with it anyway)
    assert read_name("mary a", players) == "Mary Ann"
    assert read_name("M", players) == "Mary Ann"
    assert read_name("zoe", players) == "Zoë"
    assert read_names("mary ann ben", players) == ["Mary Ann", "Ben"]
    with pytest.raises(EntryError, match="Player: type a player"):
        read_name("  ", players)


def test_developments_by_printed_name_from_the_first_word(components):
    catalogue = words.developments(components.developments.values())
    assert read_name("civil r", catalogue) == "civil-rights"
    assert read_name("Venus Temple", catalogue) == "venus-temple"
    # "The" may be left out; one Revolutionaries per side (C7), so the side tells them apart.
    assert read_name("revol mars", catalogue) == "revolutionaries-mars"
    with pytest.raises(EntryError, match=r"could be The Revolutionaries \(Democracy\), The Revolutionaries \(Dictatorship\), "):
        read_name("revol", catalogue)
    with pytest.raises(EntryError, match="did you mean Venus Temple"):
        read_name("temple", catalogue)
    with pytest.raises(EntryError, match="could be Martian Brotherhood or Martian Orthodoxy"):
        read_name("martian", catalogue)
    assert [t.value for t in candidates("venetian", catalogue)] == [
        "venetian-orthodoxy", "venetian-monastery", "venetian-virtue"
    ]


def test_sides_with_the_colours_of_their_own_track_only(components):
    government = words.sides(components.government)
    assert read_name("white", government) == "democracy"
    assert read_name("dict", government) == "dictatorship"
    with pytest.raises(EntryError, match="'red' is not a side here"):
        read_name("red", government)


def test_a_list_of_players_each_once_with_digits_in_names():
    players = words.players(["Ann", "Ben", "Player 2", "Player 3", "Mary Ann"])
    assert read_list("ann ben", players, field="Targets") == ["Ann", "Ben"]
    assert read_list("Player 2, mary ann, ann", players, field="Targets") == ["Player 2", "Mary Ann", "Ann"]
    assert read_list("ben, BEN", players, field="Targets") == ["Ben"]
    assert read_list("", players, field="Targets") == []
    with pytest.raises(EntryError, match="Targets: 'player' could be Player 2 or Player 3"):
        read_list("player", players, field="Targets")


def test_a_shared_beginning_of_an_attached_arrow_lists_both(bottoms):
    with pytest.raises(EntryError, match=r"Bottoms: 'b' could be black \(dictatorship\) or blue \(venus\)"):
        read_bottoms("zealots:b", bottoms)


# --- what the grammar refuses rather than reads past ---------------------------------------


@pytest.mark.parametrize("text", ["🍷", "🍷🍷", "?", "###", "*", "grain…", "3 grain, wool ?", "$3 grain"])
def test_a_sign_or_symbol_is_refused_never_dropped(goods, text):
    # Defect: `calc sets '🍷'` or `'?'` answered "total: 0 VP" — the symbols were read as spaces.
    with pytest.raises(EntryError, match=r"^Goods: '.+' is not a good here$"):
        read_counts(text, goods)


def test_a_bottom_drawn_as_a_symbol_is_refused(bottoms):
    # ☹ for an unhappy face or ⚔ for a barbarian would have been no bottom at all.
    with pytest.raises(EntryError, match="'☹' is not a card bottom here"):
        read_counts("☹ ☹", bottoms)


@pytest.mark.parametrize("text, counts", [
    ("grain—wool", {"grain": 1, "wool": 1}),  # a dash separates, as a hyphen does
    ("grain/wool & ore!", {"grain": 1, "wool": 1, "ore": 1}),
    ("3×grain", {"grain": 3}),  # the times sign is an x
    ("grain + wool 2", {"grain": 1, "wool": 2}),
])
def test_punctuation_still_only_separates(goods, text, counts):
    assert read_counts(text, goods) == counts


def test_a_decimal_count_is_not_a_whole_number(goods):
    # Defect: "grain=1.5" said "5: a number without a name after it".
    with pytest.raises(EntryError, match=r"^Goods: 1\.5 is not a whole number$"):
        read_counts("grain=1.5", goods)


def test_repeated_names_may_not_add_up_past_99(goods):
    # Each count was bounded (0-99) but 99 + 99 slipped through as 198.
    assert read_counts("50 grain 49 grain", goods) == {"grain": 50 + 49}
    with pytest.raises(EntryError, match=r"^Goods: grain 198 in all\? a count is 0 to 99$"):
        read_counts("99 grain 99 grain", goods)


@pytest.mark.parametrize("text", ["zealots:red:red", "zealots:red:blue", "zealots:red:prosperity", "corruption:black:2", "zealots (red) (blue)"])
def test_a_card_with_a_printed_arrow_takes_one(bottoms, text):
    # R18: "each is 1 unhappy face plus the one arrow printed on the card"; zealots:red:red
    # gave two Mars arrows.
    with pytest.raises(EntryError, match="has one arrow printed on it"):
        read_counts(text, bottoms)


@pytest.mark.parametrize("text, counts", [
    ("3 grains", {"grain": 3}),
    ("2 wines, 3 dyes, 2 ores", {"wine": 2, "dye": 3, "ore": 2}),
    ("2 arts", {"art": 2}),
    ("spices 2, slaves", {"spices": 2, "slaves": 1}),  # names that end in s stay themselves
])
def test_a_plural_is_its_singular(goods, text, counts):
    assert read_counts(text, goods) == counts


def test_plural_bottoms(bottoms):
    assert read_counts("2 blacks, barbarian furies, 2 prosperities", bottoms) == {
        "dictatorship": 2, "barbarian-fury": 1, "prosperity": 2,
    }


def test_a_plural_of_a_beginning_is_not_a_name(goods):
    # "gras" is not "gra" + s: only a plural spelt out in full is read as its singular.
    with pytest.raises(EntryError, match="'gras' is not a good here"):
        read_counts("3 gras", goods)


def test_an_empty_vocabulary_says_so():
    # Defect: a data file without calamities made the message itself crash (IndexError).
    with pytest.raises(EntryError, match=r"'flood' is not a calamity here \(there are none\)"):
        read_name("flood", Vocabulary.of("calamity", []))


def test_a_name_written_with_combining_marks_is_one_name():
    # Only symbols are refused: a vowel sign (a combining mark) is part of a player's name.
    players = Vocabulary.of("player", ["किरण", "Ann"])  # ि is a vowel sign (Mc), not a letter
    assert read_list("किरण, ann", players) == ["किरण", "Ann"]
    assert read_names("किरण ann", players) == ["किरण", "Ann"]
