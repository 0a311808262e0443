"""A table whose edition carries German names: a German page shows the cards by them, an English one
by the English names, and the journal keeps card ids (docs/edition-format.md, Names in other languages)."""

from __future__ import annotations

from companion.game.session import Game
from companion.game.titm.hand import hand_calculator
from companion.game.titm.private import spend_form
from companion.game.titm.public import development_data
from companion.i18n import language
from tests.game.helpers import PLAYERS, fixed_clock
from tests.german_edition import german_edition


def german_table(tmp_path) -> Game:
    return Game.new(tmp_path / "game.jsonl", name="Test night", players=PLAYERS[:4], edition=german_edition(),
                    clock=fixed_clock())


def test_a_german_page_shows_the_cards_by_their_german_names_and_an_english_one_by_the_english(tmp_path):
    state = german_table(tmp_path).state
    with language("de"):
        goods = {g["name"]: g["label"] for g in spend_form(state)["goods"]}
        bottoms = {b["name"]: b["label"] for b in spend_form(state)["bottoms"]}
        calculator = {g["name"]: g["label"] for g in hand_calculator(state, "Ann")["goods"]}
        card = development_data(state, "civil-rights")["name"]
    assert goods["grain"] == calculator["grain"] == "Getreide" and bottoms["barbarian-fury"] == "Barbarenwut"
    assert card == "Bürgerrechte"
    with language("en"):
        assert {g["name"]: g["label"] for g in spend_form(state)["goods"]}["grain"] == "grain"
        assert development_data(state, "civil-rights")["name"] == "Civil Rights"


def test_the_journal_keeps_the_german_names_in_its_edition_and_reads_them_back(tmp_path):
    game = german_table(tmp_path)
    game.close()
    again = Game.open(tmp_path / "game.jsonl")
    assert again.state.rules.printed_name("goods", "grain", "de") == "Getreide"


def test_a_german_phone_s_development_is_confirmed_by_its_german_name(tmp_path):
    from companion.game.titm.choices import playable
    from companion.game.titm.events import PhaseAdvance
    from companion.game.titm.inbox import Inbox
    from tests.game.helpers import resolve_everyone

    game = german_table(tmp_path)
    game.record(PhaseAdvance(to="trading"))
    resolve_everyone(game)
    game.record(PhaseAdvance(to="development"))
    card = next(c for c in playable(game.state, "Ann") if c.id == "education")  # Bildung in German
    with language("de"):
        sent = Inbox().submit(game.state, "Ann", "development", {"development": card.id})
    assert "Bildung" in sent.summary and "Education" not in sent.summary, sent.summary
