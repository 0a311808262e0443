"""The phones' submissions: checked against the state, kept until the host applies them, one event each."""

from __future__ import annotations

import pytest

from companion.game.titm.inbox import Inbox, SubmissionError
from tests.game.helpers import new_game, play_turn, resolve_everyone
from companion.game.titm.events import AbilitiesResolved, CalamitiesResolved, Correction, GoodsResolved, PhaseAdvance


def apply(game, inbox: Inbox) -> list[str]:
    """What the host's app does: record each waiting submission through the normal path."""
    problems = []
    for item in inbox.pending():
        try:
            event = game.record(item.entry)
        except Exception as error:  # noqa: BLE001 - the host reports any refusal to the phone
            inbox.refuse(item, str(error))
            problems.append(str(error))
        else:
            inbox.mark_applied(item, event.seq)
    inbox.sync(game.state)
    return problems


@pytest.fixture
def trading(tmp_path):
    game = new_game(tmp_path)
    game.record(PhaseAdvance(to="trading"))
    return game


def test_a_submission_changes_nothing_until_the_host_applies_it(trading):
    inbox = Inbox()
    events = len(trading.events)
    item = inbox.submit(trading.state, "Ann", "warehouse", {"cards": 3})
    assert (item.event, item.payload, item.status) == ("warehouse", {"player": "Ann", "cards": 3}, "submitted")
    assert len(trading.events) == events and "Ann" not in trading.state.this_turn.warehouse
    assert inbox.status(trading.state, "Ann") == "submitted"
    assert inbox.status(trading.state, "Ben") is None  # trading entries are optional: nothing to wait for
    assert apply(trading, inbox) == []
    assert len(trading.events) == events + 1  # exactly one event
    assert trading.state.this_turn.warehouse == {"Ann": 3}
    assert inbox.status(trading.state, "Ann") == "applied"


@pytest.mark.parametrize(
    ("body", "words"),
    [
        ({"cards": 4}, "a warehouse holds at most 3 cards"),  # 001 Warehousing: "up to 3 goods", the rule's words
        ({"cards": "3"}, "cards"),
        ({"cards": 2, "player": "Ben"}, "player"),  # no field names another player
        ({}, "cards"),
        ([1, 2], "body"),
    ],
)
def test_bad_bodies_are_refused_with_the_field_named(trading, body, words):
    inbox = Inbox()
    with pytest.raises(SubmissionError, match=words):
        inbox.submit(trading.state, "Ann", "warehouse", body)
    assert inbox.pending() == []


def test_an_entry_of_another_phase_is_refused(trading):
    inbox = Inbox()
    with pytest.raises(SubmissionError, match="Resolution step 2; the table is in the Trading phase|Resolution phase"):
        inbox.submit(trading.state, "Ann", "goods", {"goods": {"wine": 3}})
    trading.record(PhaseAdvance(to="resolution"))
    with pytest.raises(SubmissionError, match="step 2; the table is at step 1"):
        inbox.submit(trading.state, "Ann", "goods", {"goods": {"wine": 3}})
    with pytest.raises(SubmissionError, match="Trading phase"):
        inbox.submit(trading.state, "Ann", "warehouse", {"cards": 1})


def test_an_unknown_kind_or_player_is_refused(trading):
    inbox = Inbox()
    with pytest.raises(SubmissionError, match="unknown entry"):
        inbox.submit(trading.state, "Ann", "vp_transfer", {"amount": 5})
    with pytest.raises(SubmissionError, match="not a player"):
        inbox.submit(trading.state, "Zed", "warehouse", {"cards": 1})


def test_the_rules_refuse_what_the_journal_would_refuse(trading):
    """The fold's own check: a good the edition does not have, more cards than the deck holds."""
    trading.record(PhaseAdvance(to="resolution"))
    trading.record(AbilitiesResolved())
    inbox = Inbox()
    with pytest.raises(SubmissionError, match="caviar"):
        inbox.submit(trading.state, "Ann", "goods", {"goods": {"caviar": 2}})
    with pytest.raises(SubmissionError, match="unicorn"):
        inbox.submit(trading.state, "Ann", "goods", {"icons": {"unicorn": 1}})
    item = inbox.submit(trading.state, "Ann", "goods", {"goods": {"wine": 3, "dye": 0}, "icons": {"mars": 2}})
    assert item.payload == {"player": "Ann", "goods": {"wine": 3}, "icons": {"mars": 2}}


def test_abandon_declared_and_taken_back(trading):
    inbox = Inbox()
    inbox.submit(trading.state, "Ben", "abandon", {"track": "religion", "declare": True})
    apply(trading, inbox)
    assert trading.state.this_turn.abandons == {"Ben": ["religion"]}
    with pytest.raises(SubmissionError, match="already declared"):
        inbox.submit(trading.state, "Ben", "abandon", {"track": "religion", "declare": True})
    inbox.submit(trading.state, "Ben", "abandon", {"track": "religion", "declare": False})
    apply(trading, inbox)
    assert trading.state.this_turn.abandons == {"Ben": []}


def test_a_resubmission_replaces_the_waiting_one(trading):
    inbox = Inbox()
    inbox.submit(trading.state, "Ann", "warehouse", {"cards": 1})
    inbox.submit(trading.state, "Ann", "warehouse", {"cards": 2})
    assert [i.payload["cards"] for i in inbox.pending()] == [2]


def test_entries_lapse_when_the_game_moves_on_and_undo_brings_back_waiting(trading):
    inbox = Inbox()
    inbox.submit(trading.state, "Ann", "warehouse", {"cards": 1})
    trading.record(PhaseAdvance(to="resolution"))
    assert inbox.sync(trading.state) is True
    assert inbox.pending() == []
    trading.record(AbilitiesResolved())
    inbox.submit(trading.state, "Ann", "goods", {"goods": {"wine": 3}})
    apply(trading, inbox)
    assert inbox.status(trading.state, "Ann") == "applied"
    trading.undo(reason="wrong cards")
    inbox.sync(trading.state)
    assert inbox.status(trading.state, "Ann") == "waiting"


def test_goods_entered_by_the_host_meanwhile_supersede_the_phone(trading):
    trading.record(PhaseAdvance(to="resolution"))
    trading.record(AbilitiesResolved())
    inbox = Inbox()
    inbox.submit(trading.state, "Ann", "goods", {"goods": {"wine": 3}})
    trading.record(GoodsResolved(player="Ann", goods={"wine": 2}))
    inbox.sync(trading.state)
    assert inbox.pending() == []
    assert inbox.status(trading.state, "Ann") == "applied"


def test_a_peasant_revolt_victim_may_send_one_development_only(tmp_path):
    """R10: the victim plays 1 development instead of 2; a second waiting one is refused at once."""
    from companion.game.titm.choices import playable

    game = new_game(tmp_path)
    play_turn(game)
    game.record(PhaseAdvance(to="trading"))
    # Turn II: Ann alone spends three poverty (on three grain: 001 The Goods): happiness 0 → −3, below
    # the yellow line (R7), so she is the Peasant Revolt's victim (R8; Turn Track: "-1 Dev. Max Lvl 0")
    resolve_everyone(game, goods={"Ann": ({"grain": 3}, {"poverty": 3})})
    game.record(PhaseAdvance(to="development"))
    assert game.state.this_turn.calamities.peasant_revolt == ["Ann"]
    cards = playable(game.state, "Ann")
    gov = next(c for c in cards if c.track == "government")
    rel = next(c for c in cards if c.track == "religion")
    inbox = Inbox()
    inbox.submit(game.state, "Ann", "development", {"development": gov.id})
    with pytest.raises(SubmissionError, match="may play 1 development"):
        inbox.submit(game.state, "Ann", "development", {"development": rel.id})


def test_a_host_refusal_is_told_to_the_phone(trading):
    trading.record(PhaseAdvance(to="resolution"))
    trading.record(AbilitiesResolved())
    inbox = Inbox()
    inbox.submit(trading.state, "Ann", "goods", {"goods": {"wine": 3}})
    item = inbox.pending()[0]
    inbox.refuse(item, "the host entered it by hand")
    assert inbox.pending() == []
    assert "the host entered it by hand" in inbox.note("Ann")


def test_zealots_need_the_arrow_printed_on_the_card(trading):
    """R18: Zealots, Corruption, Slave Revolt: 1 unhappy face plus the one arrow printed on the card."""
    trading.record(PhaseAdvance(to="resolution"))
    trading.record(AbilitiesResolved())
    inbox = Inbox()
    with pytest.raises(SubmissionError, match="Zealots: which arrow is printed on the card"):
        inbox.submit(trading.state, "Ann", "goods", {"goods": {"wine": 1}, "icons": {"zealots": 1}})
    with pytest.raises(SubmissionError, match="Zealots and Slave Revolt"):
        inbox.submit(trading.state, "Ann", "goods", {"icons": {"zealots": 1, "slave-revolt": 1, "mars": 1}})
    item = inbox.submit(trading.state, "Ann", "goods", {"goods": {"wine": 1}, "icons": {"zealots": 1, "mars": 1}})
    assert item.payload["icons"] == {"zealots": 1, "mars": 1}
    # the host's review reads it as the history will: named cards as printed
    assert item.summary == "1 wine; bottoms 1 Zealots, 1 mars"


def test_a_trade_phase_ability_of_the_players_own(tmp_path):
    """001 Pink TRADE PHASE ABILITIES: targets chosen while trading; 'You may never place your own cube'."""
    from companion.game.titm.private import player_view

    game = new_game(tmp_path)
    # Ben (dictatorship) two spaces out: level 1 (R5: spaces 1–6 are levels 0,1,1,2,2,3), so he may play Barracks
    game.record(Correction(player="Ben", what="government", side="dictatorship", value=2, reason="test"))
    play_turn(game, developments={"Ben": "barracks"})
    game.record(PhaseAdvance(to="trading"))
    offered = player_view(game.state, "Ben")["trading"]["abilities"]
    assert [(a["development"], a["boxes"], a["placed"]) for a in offered] == [("barracks", 1, None)]
    inbox = Inbox()
    with pytest.raises(SubmissionError, match="never place your own cube"):
        inbox.submit(game.state, "Ben", "ability", {"development": "barracks", "ability": 0, "targets": ["Ben"]})
    with pytest.raises(SubmissionError, match="1 white box"):
        inbox.submit(game.state, "Ben", "ability", {"development": "barracks", "ability": 0, "targets": ["Ann", "Cat"]})
    with pytest.raises(SubmissionError, match="does not have"):
        inbox.submit(game.state, "Ann", "ability", {"development": "barracks", "ability": 0, "targets": ["Cat"]})
    inbox.submit(game.state, "Ben", "ability", {"development": "barracks", "ability": 0, "targets": ["Ann"]})
    assert apply(game, inbox) == []
    assert [(a.holder, a.development, a.targets) for a in game.state.this_turn.abilities] == [("Ben", "barracks", ["Ann"])]
    assert player_view(game.state, "Ben")["trading"]["abilities"][0]["placed"] == ["Ann"]


def test_an_entry_waiting_when_trading_ends_lapses_and_its_phone_is_told(trading):
    # The page went to "Nothing to enter in this phase" with no word: the player believed the
    # host had applied the cards they warehoused.
    inbox = Inbox()
    inbox.submit(trading.state, "Ann", "warehouse", {"cards": 1})
    inbox.submit(trading.state, "Ben", "abandon", {"track": "religion", "declare": True})
    inbox.submit(trading.state, "Ben", "warehouse", {"cards": 2})
    trading.record(PhaseAdvance(to="resolution"))
    assert inbox.sync(trading.state) is True
    assert inbox.pending() == []
    assert inbox.note("Ann") == "Not applied: the host moved on to Resolution before applying your entry (warehoused 1 card)."
    assert inbox.note("Ben") == ("Not applied: the host moved on to Resolution before applying your entries "
                                 "(abandon religion; warehoused 2 cards).")
    assert inbox.note("Cat") == ""
    assert sorted(item.player for item in inbox.take_lapsed()) == ["Ann", "Ben", "Ben"]  # the host hears it too
    assert inbox.take_lapsed() == []
    # the note stays for the phase, then goes: it was about trading
    trading.record(AbilitiesResolved())
    inbox.sync(trading.state)
    assert inbox.note("Ann").startswith("Not applied")
    for name in trading.state.names:
        trading.record(GoodsResolved(player=name, goods={}))
    trading.record(CalamitiesResolved(rolls={}))
    trading.record(PhaseAdvance(to="development"))
    inbox.sync(trading.state)
    assert inbox.note("Ann") == ""


def test_an_entry_applied_is_not_said_to_lapse(trading):
    # Applying the last player's spent cards ends step 2 (every player resolved): that entry went
    # in, it did not lapse.
    from companion.game.titm.phones_host import SharedTable
    from tests.web.helpers import recorder

    trading.record(PhaseAdvance(to="resolution"))
    trading.record(AbilitiesResolved())
    for name in ("Ben", "Cat", "Dan"):
        trading.record(GoodsResolved(player=name, goods={}))
    table = SharedTable(lambda: trading.state, recorder(trading))
    assert table.submit("Ann", "goods", {"goods": {"wine": 3}}) is None
    assert table.apply_all() == []
    assert trading.state.this_turn.goods["Ann"].goods_vp == 6  # R1: a set of 3 is 6 VP
    assert table.inbox().note("Ann") == "" and table.inbox().take_lapsed() == []
    assert table.inbox().status(trading.state, "Ann") == "applied"


def test_spent_cards_waiting_lapse_when_undo_goes_back_to_step_1(trading):
    # Undo to Resolution step 1 kept both entries: the table offered "y Apply phones · 2 to apply",
    # and y then refused both. Spent cards are entered in step 2 only.
    trading.record(PhaseAdvance(to="resolution"))
    trading.record(AbilitiesResolved())
    inbox = Inbox()
    ann = inbox.submit(trading.state, "Ann", "goods", {"goods": {"wine": 3}})
    inbox.submit(trading.state, "Ben", "goods", {"goods": {"dye": 2}})
    trading.undo(reason="the abilities again")
    assert inbox.sync(trading.state) is True
    assert inbox.pending() == []
    assert inbox.note("Ann") == f"Not applied: the host went back to Resolution step 1 before applying your entry ({ann.summary})."
    assert "wine" in ann.summary
    trading.record(AbilitiesResolved())  # step 2 again: the phone sends them again
    inbox.sync(trading.state)
    inbox.submit(trading.state, "Ann", "goods", {"goods": {"wine": 3}})
    assert inbox.note("Ann") == "" and [item.player for item in inbox.pending()] == ["Ann"]


def test_an_entry_waiting_at_game_over_lapses(tmp_path):
    import random

    from companion.game.titm.autoplay import play
    from companion.game.titm.choices import playable

    game = new_game(tmp_path)
    play(game, random.Random(3), until=(6, "development"))  # the last turn's Development phase
    assert (game.state.turn, game.state.phase) == (6, "development")
    inbox = Inbox()
    item = inbox.submit(game.state, "Ann", "development", {"development": playable(game.state, "Ann")[0].id})
    play(game, random.Random(3))
    assert game.state.phase == "over"
    inbox.sync(game.state)
    assert inbox.note("Ann") == f"Not applied: the game ended before the host applied your entry ({item.summary})."


def test_the_phone_asks_for_the_arrows_of_the_cards_the_judge_names(trading):
    """R18 is checked once, by the rules (check_printed_arrows, which the fold's check_spend asks
    first): the phone words the judge's refusal, naming the cards it names, in its order."""
    from companion.rules.bottoms import check_spend
    from companion.rules.errors import PrintedArrowError

    trading.record(PhaseAdvance(to="resolution"))
    trading.record(AbilitiesResolved())
    icons = {"slave-revolt": 1, "zealots": 1, "mars": 1}  # two such cards, one arrow; sent in the other order
    with pytest.raises(PrintedArrowError) as judged:
        check_spend(trading.state.rules, {"wine": 1, "slaves": 1}, icons, player="Ann")
    assert judged.value.cards == ("zealots", "slave-revolt")  # as the Goods table lists them
    with pytest.raises(SubmissionError, match="^Zealots and Slave Revolt: which arrow is printed on the card"):
        Inbox().submit(trading.state, "Ann", "goods", {"goods": {"wine": 1, "slaves": 1}, "icons": icons})
