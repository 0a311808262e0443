"""The entry grammar's errors are said in the reader's language (issue 36): ``error.said()`` in German
reads the German catalog, with the typed text as typed and the cards as the edition prints them in
German; ``str(error)`` stays the English sentence.

The German sentences are read from the German catalog (companion/locale/de) and filled here by hand;
the test edition's German names are tests/german_edition.py's (grain is *Getreide*).
"""

from __future__ import annotations

import re

import pytest

from companion import i18n
from companion.edition import load_edition
from companion.entry import (
    EntryError,
    Vocabulary,
    read_announced,
    read_bottoms,
    read_counts,
    read_int,
    read_name,
    read_person,
    read_rows,
    read_side,
    read_turn,
    read_yes,
)
from companion.entry import titm as words
from companion.game.titm.report import spent_words
from tests.german_edition import german_edition
from tests.game.test_card_names import german_table
from tests.web.test_refusal_language import german

GERMAN = german_edition().components()
SHIPPED = load_edition().components()
GOODS = words.goods(SHIPPED)
BOTTOMS = words.bottoms(SHIPPED)
#: The shipped goods as the messages list them (the edition's names: data, never translated).
GOOD_NAMES = [t.label for t in GOODS.terms]


def _error(read, *args, **kwargs) -> EntryError:
    with pytest.raises(EntryError) as caught:
        read(*args, **kwargs)
    return caught.value


def test_a_bad_number_is_said_in_german_the_typed_text_and_a_callers_field_as_they_are():
    error = _error(read_int, "x", field="Ada Züge")  # the caller's field: already in the host's words
    with i18n.language("de"):
        assert error.said() == german("{field}: {typed} is not a whole number").format(field="Ada Züge", typed="'x'")
    assert str(error) == "Ada Züge: 'x' is not a whole number"
    # in a counted list, the entry's own field name (Goods) is said in German too
    decimal = _error(read_counts, "1.5 getreide", words.goods(GERMAN, lang="de"))
    with i18n.language("de"):
        assert decimal.said() == german("{field}: {typed} is not a whole number").format(
            field=german("Goods"), typed="1.5")
    assert str(decimal) == "Goods: 1.5 is not a whole number"


def test_an_unknown_good_is_said_in_german_with_the_german_printed_name_suggested():
    error = _error(read_counts, "3 grian", words.goods(GERMAN, lang="de"))  # grian: grain mistyped
    with i18n.language("de"):
        start = german("{field}: {typed} is not a {kind} here").format(field=german("Goods"), typed="'grian'",
                                                                       kind=german("good"))
        assert error.said() == german("{problem} — did you mean {names}?").format(problem=start, names="Getreide")
    assert str(error) == "Goods: 'grian' is not a good here — did you mean Getreide?"


def test_the_spent_cards_are_said_in_german_and_kept_in_english_for_the_history(tmp_path):
    state = german_table(tmp_path).state
    spent = spent_words(state, {"grain": 2, "wine": 1}, {"mars": 1, "zealots": 1})
    assert spent.english() == "2 grain, 1 wine; bottoms 1 mars, 1 Zealots"
    with i18n.language("de"):
        count = german("{n} {card}")
        goods = german("{first}, {next}").format(first=count.format(n=2, card="Getreide"),
                                                 next=count.format(n=1, card="Wein"))
        bottoms = german("{first}, {next}").format(first=count.format(n=1, card=german("mars")),
                                                   next=count.format(n=1, card="Eiferer"))
        assert spent.said() == german("{goods}; bottoms {bottoms}").format(goods=goods, bottoms=bottoms)


#: Every kind of the grammar's errors: (what raises it, the data it repeats: typed text, names, examples).
CASES = [
    (lambda: read_int("x", field="Goods"), ["'x'"]),
    (lambda: read_int("", field="Goods"), []),
    (lambda: read_int("1234567890", field="Goods"), ["'1234567890'"]),
    (lambda: read_int("5", field="Goods", low=0, high=3), []),
    (lambda: read_int("-1", field="Goods", low=0), []),
    (lambda: read_int("9", field="Goods", high=3), []),
    (lambda: read_turn("abc", field="Number"), ["'abc'"]),
    (lambda: read_yes("maybe", field="Number"), ["'maybe'"]),
    (lambda: read_side("dem", ["democracy", "dictatorship"], field="Government"), ["dem 3"]),
    (lambda: read_side("dem", ["democracy", "dictatorship"], field="Government", level=True), ["dem 1"]),
    (lambda: read_person("", field="Name"), []),
    (lambda: read_person("\u200b", field="Name"), [repr("\u200b")]),
    (lambda: read_person("a\x1bb", field="Name"), ["'a\\x1bb'", "ESC"]),
    (lambda: read_person("Ann", field="Name", taken=["Ann"]), ["'Ann'"]),
    (lambda: read_person("ann", field="Name", taken=["Ann"]), ["'ann'", "'Ann'"]),
    (lambda: read_rows("Ann", ("vp",), field="Name"), ["NAME VP", "'Ann'"]),
    (lambda: read_rows(" ", ("vp",), field="Name"), ["NAME VP"]),
    (lambda: read_announced("salt", GOODS, field="Cards"), []),
    (lambda: read_counts("grian", GOODS), ["'grian'", "grain"]),
    (lambda: read_counts("xyzzy", GOODS), ["'xyzzy'", *GOOD_NAMES]),
    (lambda: read_name("x", Vocabulary.of("development", [])), ["'x'"]),
    (lambda: read_name("qq", Vocabulary.of("player", [f"p{n}" for n in range(13)])), ["'qq'"]),
    (lambda: read_name("", GOODS), []),
    (lambda: read_counts("s", GOODS), ["'s'", "salt", "slaves", "spices"]),
    (lambda: read_counts("grain ?", GOODS), ["'?'"]),
    (lambda: read_bottoms("zealots ?", BOTTOMS), ["'?'"]),
    (lambda: read_counts("1.5 grain", GOODS), ["1.5"]),
    (lambda: read_counts("wine 3 2", GOODS), []),
    (lambda: read_counts("3 4 wine", GOODS), []),
    (lambda: read_counts("wine 100", GOODS), []),
    (lambda: read_counts("99 grain 99 grain", GOODS), ["grain"]),
    (lambda: read_counts("grain:red", words.goods(SHIPPED)), ["grain", "red"]),
    (lambda: read_bottoms("zealots:grain", BOTTOMS), ["'grain'", "zealots:red", "black/white/blue"]),
    (lambda: read_bottoms("zealots:red:red", BOTTOMS), ["Zealots", "zealots:red", "black/white/blue"]),
    (lambda: read_bottoms("zealots", BOTTOMS), ["Zealots", "zealots:red", "black/white/blue"]),
]
#: An English letter left unaccented: a text no catalog message said (qps accents every vowel of its messages).
ENGLISH = re.compile(r"[A-Za-z]*[aeiouyAEIOUY][A-Za-z]*")


@pytest.mark.parametrize(("raise_it", "data"), CASES)
def test_each_error_is_wrapped_whole_under_qps_but_the_typed_text(raise_it, data):
    error = _error(raise_it)
    assert error.said() == str(error)  # English: the sentence as it always was
    with i18n.language("qps"):
        said = error.said()
    assert said.startswith("⟦") and said.endswith("⟧"), said
    rest = said
    for shown in sorted(data, key=len, reverse=True):  # the typed text and the names, exactly as in English
        assert shown in said and shown in str(error)
        rest = rest.replace(shown, " ")
    assert ENGLISH.findall(rest) == [], said


def test_the_english_sentences_are_unchanged():
    assert str(_error(read_counts, "grian", GOODS)) == "Goods: 'grian' is not a good here — did you mean grain?"
    assert str(_error(read_bottoms, "zealots:grain", BOTTOMS)) == (
        "Bottoms: 'grain' is not an arrow — type zealots:red (or black/white/blue)")
    assert str(_error(read_counts, "s", GOODS)) == "Goods: 's' could be salt, slaves or spices: type more letters"
    assert str(_error(read_int, "5", field="Goods", low=0, high=3)) == "Goods: 5? the number is 0 to 3"
    assert str(_error(read_person, "ann", field="Name", taken=["Ann"])) == "Name: 'ann' is given twice (as 'Ann')"
