"""The few words the development dialog says about each card (companion.tui.views.effect_summary)."""

from __future__ import annotations

from companion.edition import load_edition
from companion.tui.views import effect_summary


def _card(card_id: str):
    return load_edition().components().development(card_id)


def test_diplomats_two_abilities_are_said_once_with_their_count():
    # 001 Pink Trade Phase Abilities: the Diplomat "gives two separate abilities" (assets: two
    # trade_ability effects, each "give the target a shield"). Said twice, the line ran over three rows.
    summary = effect_summary(_card("diplomat"))
    assert summary == "trade ability: give the target a shield (one space up the safety track) ×2"


def test_different_effects_are_each_said_once_in_order():
    # Urbanize: -1 grain worker, +1 city (one production effect); no count where there is one of each.
    assert effect_summary(_card("urbanize")) == "-1 grain worker, +1 city"
