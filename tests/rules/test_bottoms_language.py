"""C15's refusal (a bad card on no card that carries it) said in the reader's language, its English
unchanged (tests/rules/test_bottoms.py): the sentence, the card, the goods' categories and the count."""

from __future__ import annotations

import pytest

from companion import i18n
from companion.rules.bottoms import check_spend
from companion.rules.errors import BottomsError


def _refused(components, goods, icons, player):
    with pytest.raises(BottomsError) as caught:
        check_spend(components, goods, icons, player=player)
    return caught.value


def test_in_german(components):
    german = i18n.translations("de")
    error = _refused(components, {"grain": 2}, {"barbarian-fury": 1}, "Ben")
    with i18n.language("de"):
        said = error.said()
    # one Barbarian Fury (its printed name: the shipped edition's are English), civic goods only, Ben spent none
    template = german.gettext("{cards} is only on {both} goods; {player} spent no {either} card")
    civic = german.gettext("civic")
    assert said == template.format(cards="Barbarian Fury", both=civic, player="Ben", either=civic) != str(error)
    # two Poverty on one grain: basic and luxury goods ("and" for where it sits, "or" for what was spent)
    error = _refused(components, {"grain": 1, "wine": 3}, {"poverty": 2}, "Ben")
    with i18n.language("de"):
        said = error.said()
    basic, luxury = german.gettext("basic"), german.gettext("luxury")
    both = german.gettext("{names} and {last}").format(names=basic, last=luxury)
    either = german.gettext("{names} or {last}").format(names=basic, last=luxury)
    two_poverty = german.gettext("{n} {card}").format(n=2, card="Poverty")
    template = german.gettext("{cards} are only on {both} goods; {player} spent only {n} {either} card for {m} of them: "
                              "each card has one bottom")
    assert said == template.format(cards=two_poverty, both=both, player="Ben", n=1, either=either, m=2)
    assert error.refusal.rule == "C15" and error.refusal.field == "icons.poverty"


@pytest.mark.parametrize(("goods", "icons"), [({"grain": 2}, {"barbarian-fury": 1}), ({"wine": 1}, {"unhappy": 1}),
                                               ({"grain": 1, "wine": 3}, {"poverty": 2}),
                                               ({"grain": 2, "wine": 3}, {"poverty": 4})])
def test_every_form_is_a_catalog_message(components, goods, icons):
    error = _refused(components, goods, icons, "Ben")
    with i18n.language("qps"):
        said = error.said()
    assert said.startswith("⟦") and said.endswith("⟧"), said
