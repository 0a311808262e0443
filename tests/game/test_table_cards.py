"""The table's cards add up (issue 34, item 1; docs/rulings.md C16): what all players spend in one
Resolution step 2 against the decks (a hard limit) and against what the table was dealt and kept (a
check only the host may overrule, with a reason).

Paths here: the fold through the Python API (:meth:`Game.record`), a journal line being loaded, the
phones' inbox as the web server's host calls it (:class:`SharedTable`: submit, the review list's
verdicts, apply-all), and the property over random tables. The dialog's path is in
tests/tui/test_table_cards_dialog.py, the web server's in tests/web/test_table_cards_web.py.

Every table is one a real deal gives: 001 Production Phase (one card per oval: five rural workers,
one of each basic good; a city one civic card, never two of a type); Trading Phase (up to 3 cards
warehoused; the rest spent); R1 (decks: 18 of each basic good, 12 of each civic good).
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.game.errors import GameError
from companion.game.journal import load
from companion.game.session import check
from companion.game.titm.events import (
    CivicApplied,
    DevelopmentChosen,
    GoodsResolved,
    PhaseAdvance,
    Warehouse,
)
from companion.game.titm.phones_host import SharedTable
from companion.game.titm.table_cards import DeckExceeded, HeldBack
from tests.game.helpers import new_game
from tests.game.tables import Table, to_resolution

DATA = Path(__file__).resolve().parents[1] / "data"
BASIC = ("grain", "wool", "timber", "ore", "salt")
CIVIC = ("wine", "dye", "slaves", "art")


def _next_turn(game, *, warehouse: int = 0, spend: dict | None = None, play: str | None = None) -> None:
    """Play the rest of a turn from Production: each player warehouses ``warehouse`` cards, spends
    ``spend`` (player → goods; 1 grain each when not given), plays ``play`` (if any), then on to the
    next turn's Production."""
    game.record(PhaseAdvance(to="trading"))
    for name in game.state.names:
        if warehouse:
            game.record(Warehouse(player=name, cards=warehouse))
    game.record(PhaseAdvance(to="resolution"))
    from companion.game.titm.events import AbilitiesResolved, CalamitiesResolved

    game.record(AbilitiesResolved())
    for name in game.state.names:
        game.record(GoodsResolved(player=name, goods=(spend or {}).get(name, {"grain": 1})))
    game.record(CalamitiesResolved())
    game.record(PhaseAdvance(to="development"))
    if play:
        for name in game.state.names:
            game.record(DevelopmentChosen(player=name, development=play))
    game.record(PhaseAdvance(to="civic"))
    game.record(CivicApplied())
    game.record(PhaseAdvance(to="production"))


def _wine_table() -> Table:
    """Six players at Resolution step 2 of turn III, 18 cards kept from turn II and 6 civic cards
    dealt in turn III: enough cards for 12 wine at the table (6 kept, 6 dealt — a city never deals
    two of a type), never 13.

    Turn I: nobody has a city; each warehouses nothing, spends 1 grain and plays a City.
    Turn II: each is dealt 5 basic + 1 civic card, warehouses 3 and spends 1 grain.
    Turn III: each is dealt 5 basic + 1 civic card again: the table holds 36 dealt + 18 kept.
    """
    table = Table(players=6, dealt=True)
    _next_turn(table, play="city")
    _next_turn(table, warehouse=3)
    to_resolution(table)
    deal = table.state.this_turn.deal
    assert (deal.dealt.civic, deal.dealt.total, deal.kept) == (6 * 1, 6 * (5 + 1), 6 * 3)
    return table


def _phones(game) -> SharedTable:
    """The phones' host over ``game`` (a Table or a Game), recording as the app does: None or the refusal."""

    def record(event):
        try:
            game.record(event)
        except GameError as error:
            return str(error)
        return None

    return SharedTable(lambda: game.state, record)


def test_three_phones_5_wine_each_the_third_is_refused_in_the_tables_words():
    table = _wine_table()
    phones = _phones(table)
    assert phones.submit("Ann", "goods", {"goods": {"wine": 5}}) is None
    assert phones.submit("Ben", "goods", {"goods": {"wine": 5}}) is None
    refused = phones.submit("Cat", "goods", {"goods": {"wine": 5}})
    # 5 + 5 = 10 of the 12 wine cards (R1: 48 civic cards of 4 types); 10 + 5 = 15
    assert refused is not None
    assert refused.words == "Ann and Ben have spent 10 of the 12 wine cards; your 5 would make 15: check your cards"
    assert [item.player for item in phones.pending()] == ["Ann", "Ben"]


def test_the_host_is_told_the_same_sentence_by_the_fold():
    table = _wine_table()
    table.record(GoodsResolved(player="Ann", goods={"wine": 5}))
    table.record(GoodsResolved(player="Ben", goods={"wine": 5}))
    with pytest.raises(DeckExceeded) as caught:
        table.record(GoodsResolved(player="Cat", goods={"wine": 5}))
    assert str(caught.value) == "Ann and Ben have spent 10 of the 12 wine cards; Cat's 5 would make 15: check Cat's cards"
    assert "Cat" not in table.state.this_turn.goods


def test_12_wine_each_is_refused_on_the_second_and_a_ruling_does_not_change_it():
    table = _wine_table()
    phones = _phones(table)
    assert phones.submit("Ann", "goods", {"goods": {"wine": 12}}) is None
    refused = phones.submit("Ben", "goods", {"goods": {"wine": 12}})
    assert refused is not None and refused.words == "Ann has spent 12 of the 12 wine cards; your 12 would make 24: check your cards"
    phones.apply_all()
    assert table.state.this_turn.goods["Ann"].spent["goods"] == {"wine": 12}
    with pytest.raises(DeckExceeded, match="Ann has spent 12 of the 12 wine cards; Ben's 12 would make 24"):
        table.record(GoodsResolved(player="Ben", goods={"wine": 12}, ruling="we trust Ben"))


def test_a_phone_is_not_refused_for_what_an_entry_the_host_refused_held():
    table = _wine_table()
    phones = _phones(table)
    assert phones.submit("Ann", "goods", {"goods": {"wine": 12}}) is None
    phones.discard(phones.pending()[0], "the host refused it")
    assert phones.submit("Ben", "goods", {"goods": {"wine": 12}}) is None


# --- what was dealt: turn I of a 4-player game ------------------------------------------------


def test_turn_I_ann_3_grain_recorded_ben_2_grain_held_back_until_the_host_gives_a_reason(tmp_path):
    game = new_game(tmp_path, dealt=True)  # 4 players, each with one rural worker on each basic good: 4 grain dealt
    to_resolution(game)
    game.record(GoodsResolved(player="Ann", goods={"grain": 3}, icons={"democracy": 3}))
    size = game.path.stat().st_size
    with pytest.raises(HeldBack) as caught:
        game.record(GoodsResolved(player="Ben", goods={"grain": 2}))
    # dealt 4 grain (1 a player), kept 0; 3 + 2 = 5
    assert str(caught.value).startswith(
        "The table was dealt 4 grain and kept 0 cards in warehouses; with Ben's 2 grain it would have spent 5 grain: "
        "check Ben's cards. Only the host may record it anyway, with a reason"
    )
    assert caught.value.vp == 3  # a set of 2 grain: 3 VP (R1)
    assert game.path.stat().st_size == size and "Ben" not in game.state.this_turn.goods
    game.record(GoodsResolved(player="Ben", goods={"grain": 2}, ruling="Ben's Granary deals a second grain"))
    assert game.state.player("Ben").vp == 3
    assert game.state.this_turn.goods["Ben"].ruling == "Ben's Granary deals a second grain"
    assert game.state.rulings[-1].rule == "C16" and "Ben's Granary" in game.state.rulings[-1].text
    game.close()
    reloaded = check(load(game.path))  # the journal keeps the ruling: it loads
    assert reloaded.player("Ben").vp == 3


def test_a_phone_cannot_overrule_the_hold_back():
    table = Table(dealt=True)
    to_resolution(table)
    table.record(GoodsResolved(player="Ann", goods={"grain": 3}))
    phones = _phones(table)
    refused = phones.submit("Ben", "goods", {"goods": {"grain": 2}, "ruling": "trust me"})
    assert refused is not None and "ruling" in refused.words
    assert phones.submit("Ben", "goods", {"goods": {"grain": 2}}) is None  # sent: it waits, held back
    assert phones.apply_all() and "Ben" not in table.state.this_turn.goods


# --- the 138-card entry ------------------------------------------------------------------------

#: 18 of each basic good and 12 of each civic good: every card of those decks (R1; 001 Components
#: Listing: 90 basic goods of 5 types, 48 civic goods of 4 types), 5·18 + 4·12 = 138 cards.
EVE = {**{g: 18 for g in BASIC}, **{g: 12 for g in CIVIC}}
#: sets of 6 (21 VP, R1): 18 cards = 3 sets = 63 VP, 12 cards = 2 sets = 42 VP; 99 prosperity = 99 VP
EVE_VP = 5 * 63 + 4 * 42 + 99


def _turn_II(game) -> None:
    """Five players. Turn I: Ann warehouses 3 cards, everyone spends 1 grain, and Ann, Ben and Cat
    play a City. Turn II: the table is dealt 5·5 basic + 3 civic = 28 goods and has the 3 cards of
    Ann's warehouse back; at Resolution step 2."""
    game.record(PhaseAdvance(to="trading"))
    game.record(Warehouse(player="Ann", cards=3))
    game.record(PhaseAdvance(to="resolution"))
    from companion.game.titm.events import AbilitiesResolved, CalamitiesResolved

    game.record(AbilitiesResolved())
    for name in game.state.names:
        game.record(GoodsResolved(player=name, goods={"grain": 1}))
    game.record(CalamitiesResolved())
    game.record(PhaseAdvance(to="development"))
    for name in ("Ann", "Ben", "Cat"):
        game.record(DevelopmentChosen(player=name, development="city"))
    game.record(PhaseAdvance(to="civic"))
    game.record(CivicApplied())
    game.record(PhaseAdvance(to="production"))
    to_resolution(game)
    deal = game.state.this_turn.deal
    assert (deal.dealt.total, deal.kept) == (5 * 5 + 3, 3)


EVE_WORDS = "The table was dealt 28 goods and kept 3 in warehouses; with Eve's 138 cards it would have spent 138"


def test_the_138_card_entry_is_held_back_by_the_api_and_recorded_with_a_ruling(tmp_path):
    game = new_game(tmp_path, players=5, dealt=True)
    _turn_II(game)
    entry = GoodsResolved(player="Eve", goods=EVE, icons={"prosperity": 99})
    with pytest.raises(HeldBack) as caught:
        game.record(entry)
    assert str(caught.value).startswith(EVE_WORDS + ": check Eve's cards")
    assert caught.value.vp == EVE_VP == 582
    assert game.state.player("Eve").vp == 1  # turn I's grain
    game.record(entry.model_copy(update={"ruling": "we counted the cards: they are there"}))
    assert game.state.player("Eve").vp == 1 + 582


def _journal_with_eve(tmp_path, **extra) -> Path:
    game = new_game(tmp_path, players=5, dealt=True)
    _turn_II(game)
    seq = game.events[-1].seq + 1
    game.close()
    line = {"type": "goods_resolved", "seq": seq, "at": "2026-11-20T19:40:00Z", "turn": 2, "phase": "resolution",
            "player": "Eve", "goods": EVE, "icons": {"prosperity": 99}, **extra}
    with game.path.open("a", encoding="utf-8") as out:
        out.write(json.dumps(line) + "\n")
    return game.path


def test_a_journal_line_with_the_138_cards_is_refused_with_its_line_and_loads_with_a_ruling(tmp_path):
    path = _journal_with_eve(tmp_path)
    loaded = load(path)
    with pytest.raises(GameError) as caught:
        check(loaded)
    assert str(caught.value).startswith(f"{path}: line {len(loaded.events) + 1}: {EVE_WORDS}")
    path = _journal_with_eve(tmp_path / "ruled", ruling="the table checked Eve's cards")
    assert check(load(path)).player("Eve").vp == 1 + 582


def test_the_138_card_phone_entry_waits_held_back_with_its_vp_and_y_does_not_record_it(tmp_path):
    game = new_game(tmp_path, players=5, dealt=True)
    _turn_II(game)
    phones = _phones(game)
    assert phones.submit("Eve", "goods", {"goods": EVE, "icons": {"prosperity": 99}}) is None
    assert phones.submit("Ann", "goods", {"goods": {"wine": 1, "grain": 1}}) is None
    [(eve, verdict), (ann, fine)] = phones.inbox().judge(game.state)
    assert (eve.player, verdict.vp, verdict.refused) == ("Eve", 582, None)
    assert verdict.held.startswith(EVE_WORDS)
    assert (ann.player, fine.held, fine.vp) == ("Ann", "", 1 + 1)  # a set of 1 wine, a set of 1 grain
    problems = phones.apply_all()
    assert len(problems) == 1 and problems[0].startswith("Eve: held back, not recorded")
    assert "Eve" not in game.state.this_turn.goods and game.state.player("Eve").vp == 1  # turn I's grain
    assert "Ann" in game.state.this_turn.goods
    assert [item.player for item in phones.pending()] == ["Eve"]  # still waiting for the host


# --- journals written before the check ------------------------------------------------------------


def test_a_journal_from_before_the_check_loads_36_wine_in_one_step_as_it_was_read(tmp_path):
    game = new_game(tmp_path, dealt=True)
    to_resolution(game)
    seq = game.events[-1].seq
    game.close()
    lines = game.path.read_text(encoding="utf-8").splitlines()
    setup = json.loads(lines[1])
    del setup["edition"]["production"]["table_spend"]
    setup["edition"]["production"]["sources"].pop("table_spend")
    lines[1] = json.dumps(setup)
    for i, name in enumerate(("Ann", "Ben", "Cat")):
        lines.append(json.dumps({"type": "goods_resolved", "seq": seq + 1 + i, "at": "2026-11-20T19:40:00Z", "turn": 1,
                                 "phase": "resolution", "player": name, "goods": {"wine": 12}}))
    game.path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    state = check(load(game.path))
    assert state.rules.table_spend is None
    assert [state.player(n).vp for n in ("Ann", "Ben", "Cat")] == [42, 42, 42]  # 12 wine: 21 + 21 (R1)


def test_every_journal_under_tests_replays_to_the_state_it_did_before(capsys):
    from tests.cli.helpers import run

    for journal in sorted(DATA.glob("*.jsonl")):
        status, out, _ = run(capsys, "replay", str(journal), "--json")
        assert status == 0
        assert json.loads(out) == json.loads(journal.with_suffix(".replay.json").read_text(encoding="utf-8"))


# --- the property: the decks decide, and only they, when the host rules every entry ------------------


@settings(max_examples=60, deadline=None)
@given(
    hands=st.lists(
        st.dictionaries(st.sampled_from(("wine", "dye", "gold", "piracy", "grain")), st.integers(0, 12), max_size=3),
        min_size=4,
        max_size=4,
    )
)
def test_a_step_is_accepted_if_and_only_if_every_goods_total_fits_its_deck(hands):
    table = Table(dealt=True)
    to_resolution(table)
    decks = {name: good.deck for name, good in table.state.rules.goods.items()}
    on_table: list[str] = []  # the oracle: every card spent so far, one by one
    for name, goods in zip(table.state.names, hands):
        goods = {g: min(n, decks[g]) for g, n in goods.items()}  # a hand holds at most a deck (checked alone)
        cards = on_table + [g for g, n in goods.items() for _ in range(n)]
        fits = all(count <= decks[good] for good, count in Counter(cards).items())
        event = GoodsResolved(player=name, goods=goods, ruling="the table counted the cards")
        try:
            table.record(event)
            accepted = True
        except GameError:
            accepted = False
        assert accepted == fits, (name, goods, Counter(on_table))
        if accepted:
            on_table = cards


def test_after_the_host_rules_the_138_cards_the_others_are_judged_on_what_is_left(tmp_path):
    game = new_game(tmp_path, players=5, dealt=True)
    _turn_II(game)
    game.record(GoodsResolved(player="Eve", goods=EVE, icons={"prosperity": 99}, ruling="the table checked them"))
    # the decks: Eve spent every wine card (12 of 12), so a wine more is refused, ruling or not
    with pytest.raises(DeckExceeded, match="Eve has spent 12 of the 12 wine cards; Ann's 1 would make 13"):
        game.record(GoodsResolved(player="Ann", goods={"wine": 1}, ruling="no"))
    # what was dealt: the ruled cards are the table's; Ann's 2 spices are held back by luxury cards alone
    # (0 dealt: no boat; 3 kept), and Dan's nothing adds to no limit
    game.record(GoodsResolved(player="Dan"))
    with pytest.raises(HeldBack, match="The table was dealt 0 luxury cards and kept 3 in warehouses; with Ann's 4 it"):
        game.record(GoodsResolved(player="Ann", goods={"spices": 4}))
    game.record(GoodsResolved(player="Ann", goods={"spices": 3}))  # 3 ≤ 0 dealt + 3 kept
