"""What the table's panels tell the referee about the rules (issue 9, section 3): the checklist texts."""

from __future__ import annotations

from companion.tui.views import checklist
from tests.game.tables import ANN_CARDS, ANN_REVOLTS, civil_rights_table, piracy_table
from companion.game.titm.events import CalamitiesResolved, CivicApplied, GoodsResolved, PhaseAdvance
from companion.game.titm.events import AbilitiesResolved


def test_step_2_lists_the_destroyed_developments_still_in_play_r17():
    table = civil_rights_table()
    table.record(GoodsResolved(player="Ann", goods=ANN_CARDS, icons=ANN_REVOLTS))
    lines = checklist(table.state)
    assert "Destroyed, in play until everyone has resolved (R17): Ann's Civil Rights" in lines


def test_civic_and_next_production_panels_remind_the_table_to_reshuffle_after_piracy_r16():
    table = piracy_table()
    table.record(CalamitiesResolved())
    for phase in ("development", "civic"):
        table.record(PhaseAdvance(to=phase))
    reminder = "⚠ Piracy spent by Ann: reshuffle the luxury deck at the end of this turn (R16)."
    assert reminder in checklist(table.state)
    table.record(CivicApplied())
    assert reminder in checklist(table.state)
    table.record(PhaseAdvance(to="production"))
    lines = checklist(table.state)
    assert any(line.startswith("⚠ Piracy was spent in turn I (Ann): the luxury deck is reshuffled") for line in lines)


async def test_the_goods_dialog_takes_piracy_by_name_r16():
    from textual.widgets import Static

    from tests.tui.helpers import demo_app, type_text

    app = demo_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        for event in [PhaseAdvance(to="trading"), PhaseAdvance(to="resolution"),
                              AbilitiesResolved()]:
            assert app.record(event) is None
        await pilot.pause()
        await pilot.press("n")  # the first player's goods
        await pilot.pause()
        await type_text(pilot, "gold 2, piracy")
        preview = str(app.screen.query_one("#preview", Static).render())
        assert "1 piracy: dead card, 0 VP" in preview
        assert "reshuffle the luxury deck at the end of the turn (R16)" in preview
        assert "VP earned: 3" in preview  # 2 gold = 3 (R1) + Piracy 0
        await pilot.press("enter", "enter")
        await pilot.pause()
        assert app.game.state.this_turn.goods["Ada"].dead == ["piracy"]


async def test_the_warehouse_dialog_refuses_a_card_that_may_not_be_warehoused_with_the_rule():
    from textual.widgets import Static

    from tests.tui.helpers import demo_app, type_text

    app = demo_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.record(PhaseAdvance(to="trading")) is None
        await pilot.pause()
        await pilot.press("w")  # the selected player: Ada
        await pilot.pause()
        await type_text(pilot, "4")
        await pilot.press("enter", "enter")
        await pilot.pause()
        error = str(app.screen.query_one(".dialog-error", Static).render())
        assert error == "⚠ cards warehoused: 4, but a warehouse holds at most 3 cards (001 Warehousing)"
        app.screen.query_one("#field-cards").value = ""
        app.screen.query_one("#field-cards").focus()
        await pilot.pause()
        await type_text(pilot, "2")
        await pilot.press("tab")  # the warehouse check is optional: Enter would record, Tab reaches it
        await type_text(pilot, "red, depression")
        await pilot.press("enter")
        await pilot.pause()
        error = str(app.screen.query_one(".dialog-error", Static).render())
        assert "Depression may not be warehoused" in error
        assert "MAY NOT WAREHOUSE, that means exactly what it says" in error
        assert "Ada" not in app.game.state.this_turn.warehouse  # refused: nothing recorded
        app.screen.query_one("#field-checked").value = ""
        await type_text(pilot, "red, poverty")
        await pilot.press("enter")
        await pilot.pause()
        assert app.game.state.this_turn.warehouse == {"Ada": 2}
        assert app.game.state.this_turn.warehouse_checked == {"Ada": {"mars": 1, "poverty": 1}}


def test_announce_wealth_and_the_now_column_say_why_they_differ():
    from tests.game.tables import Table, to_resolution

    table = Table()
    to_resolution(table)
    table.record(GoodsResolved(player="Ann", goods={"wine": 3}, icons={"prosperity": 1}))
    for name in ("Ben", "Cat", "Dan"):
        table.record(GoodsResolved(player=name, goods={"grain": 1}))
    table.record(CalamitiesResolved())
    lines = checklist(table.state)
    # Ann: 3 wine = 6 goods VP (R1) announced; +1 prosperity makes the 7 VP the Now column shows.
    assert lines[0] == "Announce wealth (goods VP this turn): Ann 6 (+1 prosperity: 7 VP this turn), Ben 1, Cat 1, Dan 1"
    assert "The Now column's VP also count prosperity and crossing bonuses; wealth is goods VP only" in lines[1]


def test_the_edition_screen_shows_piracy_as_the_dead_card_r16(edition):
    from companion.tui.edition_views import goods_rows

    rows = {row[0]: row for row, _ in goods_rows(edition)}
    assert rows["piracy"][1:] == ("luxury", "1", "dead card: 0 VP, in no set (R16)")


def test_players_who_produce_the_same_goods_share_a_production_line(tmp_path):
    # 001 Production Phase: one basic good per rural worker (grain, wool, timber, ore, salt at the start),
    # one civic good per city. Urbanize (edition: grain worker −1, city +1) gives Ann 4 basic and 1 civic;
    # Ben, Cat and Dan keep the 5 basic goods they started with: two lines, in seating order.
    from companion.game.titm.board import dealing_lines
    from tests.game.helpers import new_game, play_turn

    game = new_game(tmp_path)
    assert dealing_lines(game.state) == ["Everyone: 5 basic: grain, wool, timber, ore, salt"]
    play_turn(game, developments={"Ann": "urbanize"})
    assert dealing_lines(game.state) == [
        "Ann: 4 basic: wool, timber, ore, salt · 1 civic",
        "Ben, Cat, Dan: 5 basic: grain, wool, timber, ore, salt",
    ]
    lines = checklist(game.state)  # indented on the host's panel, after the heading, before the Civic rule
    assert lines[1:3] == [f"  {line}" for line in dealing_lines(game.state)]


def test_the_trading_panel_shows_every_key_readme_gives_the_trading_phase(tmp_path):
    # README, A turn in one minute, 2. Trading: t, f, a, g/r, w, v and p ("a penalty"), e. The panel
    # listed all but p: the penalty for hinting at card bottoms (001 Trading Phase, TRADING RULES)
    # was a key shown only by F1, the footer having no room for it.
    from tests.game.helpers import new_game

    game = new_game(tmp_path)
    game.record(PhaseAdvance(to="trading"))
    lines = checklist(game.state)
    game.close()
    keys = {
        str(line)[span.start:span.end]
        for line in lines if not isinstance(line, str)
        for span in line.spans if span.style == "bold"
    }
    assert {"t", "f", "a", "g", "r", "w", "v", "p", "e"} <= keys
    assert any("p penalty" in str(line) for line in lines)
    assert all(len(str(line)) <= 38 for line in lines)  # the clock takes the right of the panel at 80 columns
