"""Words a sentence takes from elsewhere, said in the language in use and agreeing with it (issue 36).

- ``"none"`` says what is missing: a language agrees it with that (French *aucune* calamité, *aucun*
  développement; Italian *nessuna* / *nessuno*), so each use has a context of its own.
- calc's reshuffle reminder (R16) names the deck in the language's words and the good as printed.
"""

from __future__ import annotations

import msgspec

from companion import i18n
from companion.calc.megaciv import calamities
from companion.calc.titm import resolution_lines
from companion.edition.packs.megaciv import load
from companion.game.titm.report import state_text
from companion.rules.names import PrintedNames
from companion.rules.resolution import Spend, resolve_goods
from tests.game.helpers import new_game
from tests.rules.helpers import standing


def test_none_agrees_with_the_cards_or_developments_missing(tmp_path):
    game = new_game(tmp_path, players=4)  # nobody has a development yet
    for lang, calamity, development in (("fr", "aucune", "aucun"), ("it", "nessuna", "nessuno"),
                                        ("es", "ninguna", "ninguno")):
        with i18n.language(lang):
            lines = calamities(load(), 5, []).text.splitlines()  # no calamity held (a calamity: feminine)
            report = state_text(game.state)
        held, kept = lines[1:3]  # "held: none", "kept: none" (nothing to discard)
        assert [held.rsplit(":", 1)[1].strip(), kept.rsplit(":", 1)[1].strip()] == [calamity, calamity], (lang, lines)
        players = report.splitlines()[1:]
        assert [line.rsplit(":", 1)[1].strip() for line in players] == [development] * 4, (lang, report)


def test_the_reshuffle_reminder_names_the_deck_and_the_good_in_the_language_in_use(components):
    # an edition printed in French names Piracy "Piraterie" (a name of the test's: the shipped edition's are English)
    components = msgspec.structs.replace(components, names={"fr": PrintedNames(goods={"piracy": "Piraterie"})})
    result = resolve_goods(components, Spend({"gold": 2, "piracy": 1}, {}), standing())
    luxury = i18n.translations("fr").pgettext("deck", "luxury")
    assert luxury != "luxury"
    with i18n.language("fr"):
        [line] = [line for line in resolution_lines(components, result) if "(R16)" in line]
    # Piracy is a luxury good (001 The Goods)
    assert line.startswith("Piraterie") and f" {luxury} " in line and " luxury " not in line, line
