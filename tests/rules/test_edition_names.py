"""An edition's names printed on a translated edition's cards (docs/edition-format.md, Names in other
languages): given per language with a source, checked at load, one line naming the file and field."""

from __future__ import annotations

import copy

import pytest

from companion.edition import EditionError, edition_from_data, load_edition
from tests.german_edition import GERMAN, german_edition, with_names


def refusal(names: dict) -> str:
    with pytest.raises(EditionError) as caught:
        edition_from_data(with_names(names), origin="ours.json", from_file=True)
    message = str(caught.value)
    assert "\n" not in message and message.startswith("ours.json: names."), message
    return message


def german(**changes: dict) -> dict:
    given = copy.deepcopy(GERMAN)
    for kind, names in changes.items():
        given[kind].update(names)
    return given


def test_a_card_is_named_in_the_language_the_edition_gives_and_in_english_otherwise():
    components = german_edition().components()
    assert components.printed_name("goods", "grain", "de") == "Getreide"
    assert components.printed_name("bad_cards", "barbarian-fury", "de") == "Barbarenwut"
    assert components.printed_name("developments", "civil-rights", "de") == "Bürgerrechte"
    # no German name given for Diplomat; no French names at all
    assert components.printed_name("developments", "diplomat", "de") == "Diplomat"
    assert components.printed_name("goods", "grain", "fr") == "grain"
    assert components.printed_name("bad_cards", "barbarian-fury", "fr") == "Barbarian Fury"


def test_the_shipped_edition_carries_no_names_and_its_snapshot_has_no_names_field():
    shipped = load_edition()
    assert shipped.names == {} and shipped.components().names == {}
    assert "names" not in shipped.model_dump(mode="json")  # a new game's journal as before


def test_an_id_the_edition_does_not_have_is_refused():
    assert refusal({"de": german(goods={"grian": "Getreide"})}) == "ours.json: names.de.goods.grian: not a good of this edition"


def test_an_empty_name_is_refused():
    assert refusal({"de": german(goods={"grain": " "})}).startswith("ours.json: names.de.goods.grain: ")


def test_a_name_given_twice_in_one_language_is_refused():
    message = refusal({"de": german(goods={"wool": "wein"})})  # wine is Wein already (any case)
    assert message.startswith("ours.json: names.de.goods.")
    assert "already the name of" in message


def test_a_name_that_is_another_cards_english_name_is_refused():
    # German "salt" for grain: typed "salt", a German table could mean either card
    message = refusal({"de": german(goods={"grain": "salt"})})
    assert message.startswith("ours.json: names.de.goods: ") and "salt" in message


def test_english_is_not_a_language_of_names_and_a_language_is_a_code():
    assert refusal({"en": german()}).startswith("ours.json: names.en: ")
    assert refusal({"German": german()}).startswith("ours.json: names.German: ")


def test_names_need_a_source():
    given = german()
    del given["source"]
    with pytest.raises(EditionError, match=r"^ours\.json: names\.de\.source: "):
        edition_from_data(with_names({"de": given}), origin="ours.json", from_file=True)
