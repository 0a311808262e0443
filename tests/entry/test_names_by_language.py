"""The entry grammar in a language: the names an edition prints in it, and their unique beginnings,
beside the English ones (companion.entry.titm; docs/edition-format.md, Names in other languages)."""

from __future__ import annotations

import pytest

from companion.edition import load_edition
from companion.edition.assets import shipped_ids
from companion.entry import EntryError, read_bottoms, read_counts, read_name
from companion.entry import titm as words
from tests.german_edition import german_edition

GERMAN = german_edition().components()


def test_the_german_names_and_their_beginnings_read_as_the_cards_in_german():
    goods = words.goods(GERMAN, lang="de")
    assert read_counts("3 getreide", goods) == {"grain": 3}
    assert read_counts("3 getr", goods) == {"grain": 3}
    assert read_counts("3 grain, 2 GEWÜRZE, gewurze", goods) == {"grain": 3, "spices": 3}  # English beside, accents optional
    # Zealots with the red arrow printed on it (R18): the arrows keep their colours' English words
    assert read_bottoms("barbarenwut, eiferer:red", words.bottoms(GERMAN, lang="de")).icons == {
        "barbarian-fury": 1, "zealots": 1, "mars": 1}
    cards = words.developments(GERMAN.developments.values(), printed=GERMAN.translated("developments", "de"))
    assert read_name("bürgerr", cards) == read_name("civil r", cards) == "civil-rights"


def test_the_german_names_are_not_read_in_another_language():
    with pytest.raises(EntryError, match="'getreide' is not a good here"):
        read_counts("3 getreide", words.goods(GERMAN, lang="fr"))


def test_a_beginning_german_and_english_names_share_lists_both_by_the_languages_names():
    with pytest.raises(EntryError) as caught:
        read_name("w", words.goods(GERMAN, lang="de"))
    assert str(caught.value) == "Goods: 'w' could be Wein or Wolle: type more letters"
    assert read_name("sal", words.goods(GERMAN, lang="de")) == "salt"  # salt and Salz: one card


def _vocabularies(components, lang):
    return {
        "goods": words.goods(components, lang=lang),
        "bad_cards": words.bottoms(components, lang=lang),
        "developments": words.developments(
            components.developments.values(), printed=components.translated("developments", lang)
        ),
    }


EDITIONS = {**{edition_id: load_edition(edition_id).components() for edition_id in shipped_ids()}, "german test": GERMAN}
LANGUAGES = [(name, lang) for name, components in EDITIONS.items() for lang in ("en", *components.names)]


@pytest.mark.parametrize(("edition", "lang"), LANGUAGES, ids=[f"{e}-{lang}" for e, lang in LANGUAGES])
def test_every_languages_words_are_unique_beginnings_as_the_english_ones_are(edition, lang):
    """Every card's name, in ``lang`` and in English, reads as that card; every beginning of it either
    reads as that card, or is refused listing it among the cards it could be, or spells out another name
    in full (an exact name wins) — never another card silently (the English names: tests/entry/test_properties.py)."""
    components = EDITIONS[edition]
    for kind, vocabulary in _vocabularies(components, lang).items():
        cards = {"goods": components.goods, "bad_cards": components.bad_cards, "developments": components.developments}[kind]
        for card in cards:
            label = vocabulary.term(card).label
            named = {components.english_name(kind, card), components.printed_name(kind, card, lang)}
            for name in named:
                assert read_name(name, vocabulary) == card, (lang, name)
                first, *rest = name.split()
                for cut in range(1, len(first) + 1):
                    typed = first[:cut]
                    try:
                        got = read_name(typed, vocabulary)
                    except EntryError as error:
                        assert "could be" in str(error) and label in str(error), (typed, str(error))
                    else:
                        spelt_out = {" ".join(s.words) for t in vocabulary.terms if t.value == got for s in t.spellings}
                        assert got == card or typed.casefold() in spelt_out, (lang, typed, got)
