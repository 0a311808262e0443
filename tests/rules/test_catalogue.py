"""The development catalogue of titm-v6 against the rulebook — 001 "Development Phase", "The Development
Cards", "Specific Development Card Notes"; RULINGS R14, C7, C8."""

from __future__ import annotations

import pytest

from companion.rules.draws import track_draws
from companion.rules.effects import EveryTurn, Immediate, Note, OnCrossing, Production, TradeAbility


def test_venus_temple_pushes_twice_once_when_played_r14(components):
    # Sydney: "a Venus Temple that gives me two Venus pushes"; R14: once, when played.
    temple = components.development("venus-temple")
    assert [e.push.arrows for e in temple.effects_of(Immediate)] == [{"venus": 2}]
    assert temple.effects_of(EveryTurn) == ()


def test_the_library_is_the_every_turn_card_of_sydneys_sentence_r14(components):
    # "a library which gives me a democracy push and a happiness every turn"
    library = components.development("library")
    [every_turn] = library.effects_of(EveryTurn)
    assert (every_turn.push.arrows, every_turn.push.happiness) == ({"democracy": 1}, 1)


def test_industry_does_only_what_the_rulebook_says(components):
    # "Industry" - "You cannot score higher than boxes shown on the card": no rural worker, no production.
    industry = components.development("industry")
    assert industry.effects_of(Production) == ()
    [note] = industry.effects_of(Note)
    assert "cannot score higher than the boxes shown on the card" in note.text
    assert len(industry.effects) == 1


@pytest.mark.parametrize(("side", "track"), [("democracy", "government"), ("dictatorship", "government"),
                                             ("venus", "religion"), ("mars", "religion")])
def test_the_revolutionaries_exist_for_every_side_c7(components, side, track):
    # "The Revolutionary cards appear in the Level II deck … reward you for flipping to the other side"
    cards = [d for d in components.developments.values() if d.effects_of(OnCrossing) and d.side == side]
    assert len(cards) == 1
    card = cards[0]
    assert (card.level, card.track, card.name) == (2, track, f"The Revolutionaries ({side.capitalize()})")
    assert [e.track for e in card.effects_of(OnCrossing)] == [track]


def _decks(components) -> set[tuple[str, str | None, int]]:
    """Every development deck: (track, side, level); level-0 decks belong to no side."""
    decks = set()
    for track in (components.government, components.religion):
        decks.add((track.name, None, 0))
        for side in track.sides:
            decks |= {(track.name, side, level) for level in range(1, track.max_level + 1)}
    return decks


def test_there_are_fourteen_development_decks(components):
    # Components Listing: "168 Double-Sided Development Deck Cards of 14 different levels";
    # per track: the level-0 deck + 2 sides × levels 1–3 = 1 + 2 × 3 = 7; two tracks: 14.
    assert len(_decks(components)) == 2 * (1 + 2 * 3) == 14


def test_every_deck_has_a_card_so_a_legal_draw_is_never_empty_c8(components):
    held = {(d.track, d.side, d.level) for d in components.developments.values()}
    assert _decks(components) <= held, f"empty decks: {sorted(_decks(components) - held, key=str)}"


def test_every_draw_the_rules_can_ask_for_names_a_deck_with_cards(components):
    # Drawing Development Cards: "one development card for each level that they are on and each lower level".
    for track in (components.government, components.religion):
        for side in track.sides:
            for level in range(track.max_level + 1):
                for draw in track_draws(track, side, level):
                    deck_side = None if draw.level == 0 else draw.deck
                    cards = [d for d in components.developments.values()
                             if d.track == track.name and d.side == deck_side and d.level == draw.level]
                    assert cards, f"{draw} has no card"


@pytest.mark.parametrize(("dev_id", "target", "holder", "source"), [
    ("barbarian-alliance", {"safety": -1}, {"vp": 1}, "stated"),  # "Must give barbarian to take point"
    ("propaganda", {"happiness": -1}, {"vp": 1}, "stated"),       # "You must give unhappiness to take a point"
    # "You must give a point to take a point": whose point is given the text does not say (C14).
    ("hymns", {"vp": 1}, {"vp": 1}, "assumed: C14"),
    # "give points to another player to take points from the bank": amounts C5, given points C14.
    ("theatre", {"vp": 1}, {"vp": 2}, "assumed: C14"),
])
def test_give_to_take_abilities_do_what_the_notes_say(edition, components, dev_id, target, holder, source):
    # 001 Specific Development Card Notes: give the target something, take VP. What the text states is
    # marked stated; what it leaves open cites the ruling that settles it (the edition screen's †).
    card = components.development(dev_id)
    [ability] = card.effects_of(TradeAbility)
    pushed = lambda p: {k: v for k, v in (("vp", p.vp), ("happiness", p.happiness), ("safety", p.safety)) if v}
    assert (pushed(ability.target), pushed(ability.holder)) == (target, holder)
    entry = next(d for d in edition.developments if d.id == dev_id)
    label = entry.provenance("effects").label()
    assert label == source or (source == "stated" and label.startswith("stated: "))


def test_pyramids_to_mars_reaches_every_other_player_not_immune_c13(edition, components):
    # "Pyramids to Mars will by default affect all players and you may trade away immunities to that
    # ability to as many players as there are white boxes" (Pink TRADE PHASE ABILITIES); C13: not its holder.
    from companion.rules.abilities import AbilityUse, resolve_abilities

    pyramids = components.development("pyramids-to-mars")
    held = {"Cat": [pyramids], "Ann": [], "Ben": [], "Dan": []}
    hits, _ = resolve_abilities([AbilityUse("Cat", "pyramids-to-mars", ("Ben",))], held)
    assert [h.target for h in hits] == ["Ann", "Dan"]  # Ben immune, Cat the holder
    entry = next(d for d in edition.developments if d.id == "pyramids-to-mars")
    assert entry.provenance("effects").label() == "assumed: C13"
