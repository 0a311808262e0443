"""The names printed on a translated edition's cards: an edition's optional ``names``, per language.

``"names": {"de": {"source": {"house": "the German edition's cards"}, "goods": {"grain": "Getreide"},
"bad_cards": {"barbarian-fury": "Barbarenwut"}, "developments": {"civil-rights": "Bürgerrechte"}}}``:
the pages, the host's screens and the entry grammar show and read a card by its name in the language
they speak, English where the edition gives none (docs/edition-format.md, *Names in other languages*).
Journals keep card ids, so a game's record never depends on them.

Every name must be one the entry grammar reads as its card and nothing else, in that language, beside
the English names (:func:`names_problems`): ``3 getreide`` can never silently mean another card.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Annotated, Any

from pydantic import AfterValidator, BaseModel, Field, StringConstraints, model_serializer

from companion.boundary import Safe
from companion.edition.sourced import SourcedEntry
from companion.rules.components import Components
from companion.rules.names import CardKind, PrintedNames

#: A language's code as the catalogs name it (``de``, ``fr``): two or three lower-case letters.
LANGUAGE = re.compile(r"^[a-z]{2,3}$")
#: The kinds of card an edition names, in the order they are checked.
KINDS: tuple[CardKind, ...] = ("goods", "bad_cards", "developments")


def _typable(name: str) -> str:
    if not name.strip():
        raise ValueError("a name may not be empty")
    if not any(ch.isalpha() for ch in name):
        raise ValueError(f"{name!r} has no letter to type it by")
    return name


#: A printed name in another language (a development's name is at most 60 characters, as in English).
PrintedName = Annotated[str, StringConstraints(min_length=1, max_length=60), Safe, AfterValidator(_typable)]
CardId = Annotated[str, StringConstraints(pattern=r"^[a-z][a-z0-9-]*$", max_length=40)]


class LanguageNames(SourcedEntry):
    """One language's printed names, by card id, with their source (the translated edition's cards).

    Attributes:
        goods: a good's name (``grain``) → its name in this language (``Getreide``).
        bad_cards: a named bad card (``barbarian-fury``) → its name.
        developments: a development's id (``civil-rights``) → its name.
    """

    goods: Annotated[dict[CardId, PrintedName], Field(max_length=50)] = {}
    bad_cards: Annotated[dict[CardId, PrintedName], Field(max_length=50)] = {}
    developments: Annotated[dict[CardId, PrintedName], Field(max_length=500)] = {}

    def printed(self) -> PrintedNames:
        """The engine's plain value of these names."""
        return PrintedNames(goods=dict(self.goods), bad_cards=dict(self.bad_cards), developments=dict(self.developments))


class WrittenWithoutNoNames(BaseModel):
    """An edition (a subclass with a ``names`` field) written without ``names`` when it gives none: a
    game's snapshot of such an edition is written as before the field existed."""

    @model_serializer(mode="wrap")
    def _without_no_names(self, handler: Any) -> Any:
        data = handler(self)
        if isinstance(data, dict) and not getattr(self, "names", None):
            data.pop("names", None)
        return data


def check_names(names: Mapping[str, LanguageNames], components: Components) -> None:
    """Raise ValueError with :func:`names_problem`'s line if there is one."""
    problem = names_problem(names, components)
    if problem:
        raise ValueError(problem)


def names_problem(names: Mapping[str, LanguageNames], components: Components) -> str | None:
    """The first thing wrong with an edition's ``names`` (None if nothing), as ``"names.de.goods.grian:
    not a good of this edition"``: a language code that is not one, English (the edition's own names
    are English), an id the edition does not have, a name given twice in one language, or a name the
    entry grammar would not read as its card alone in that language, beside the English names (the
    same words as another card's, in either language)."""
    if not names:  # the shipped edition's: its names are its own, English
        return None
    from companion.entry.words import normal  # the grammar, read only for an edition that names its cards in another language

    for lang, given in names.items():
        if not LANGUAGE.match(lang):
            return f"names.{lang[:20]}: a language is named by its code, two or three lower-case letters (de, fr)"
        if lang == "en":
            return "names.en: the edition's own names are English: correct them where they are given"
        seen: dict[str, str] = {}
        for kind in KINDS:
            for card, name in getattr(given, kind).items():
                where = f"names.{lang}.{kind}.{card}"
                if card not in _cards(components, kind):
                    return f"{where}: not {_what(kind)} of this edition"
                key = " ".join(normal(name).split())
                if key in seen:
                    return f"{where}: {name!r} is already the name of {seen[key]} in this language"
                seen[key] = card
    with_names = _with(components, names)
    for lang in names:
        problem = _unread(with_names, lang)
        if problem:
            return problem
    return None


def _cards(components: Components, kind: CardKind) -> Mapping[str, object]:
    """The edition's cards of one kind, by id."""
    found: Mapping[str, object] = getattr(components, kind)
    return found


def _what(kind: CardKind) -> str:
    return {"goods": "a good", "bad_cards": "a named bad card", "developments": "a development"}[kind]


def _with(components: Components, names: Mapping[str, LanguageNames]) -> Components:
    import msgspec

    return msgspec.structs.replace(components, names={lang: n.printed() for lang, n in names.items()})


def _unread(components: Components, lang: str) -> str | None:
    """The first name, in ``lang`` or English, that the grammar in ``lang`` does not read as its own card."""
    from companion.entry import EntryError, read_name
    from companion.entry import titm as words

    fields = {
        "goods": words.goods(components, lang=lang),
        "bad_cards": words.bottoms(components, lang=lang),
        "developments": words.developments(
            components.developments.values(), printed=components.translated("developments", lang)
        ),
    }
    for kind in KINDS:
        vocabulary = fields[kind]
        for card in _cards(components, kind):
            for name in (components.translated(kind, lang).get(card), components.english_name(kind, card)):
                if name is None:
                    continue
                try:
                    read = read_name(name, vocabulary)
                except EntryError as error:
                    read = str(error)
                if read != card:
                    return (f"names.{lang}.{kind}: {name!r} must name {card} alone, beside the English names "
                            f"(it reads as {read})")
    return None
