"""A phone flow that survives real phones (issue 24, items 4–6), in headless Chromium.

The spent cards entered one card at a time and kept across a reload; the hand calculator's
figures, worked out by hand from the rulebook, and never a request for them; the Peasant Revolt
victim's single pick; the timer frozen while the host's laptop is away. Skipped without
Chromium (tests/web/test_browser.py says how to enable it). ``COMPANION_WEB_SHOTS=DIR`` keeps
the screenshots (docs/phone-cards.png and docs/phone-calculator.png are made this way).
"""

from __future__ import annotations

import os
from pathlib import Path

from tests.game.helpers import edition
from companion.game.session import Game
from tests.game.helpers import PLAYERS, fixed_clock
from tests.web.helpers import serving
from tests.web.test_browser import a_browser, a_page
from companion.game.titm.events import PhaseAdvance
from companion.game.titm.events import AbilitiesResolved
from tests.web.chromium import SHARED_CHROMIUM

pytestmark = SHARED_CHROMIUM

STEP2 = [PhaseAdvance(to="trading"), PhaseAdvance(to="resolution"), AbilitiesResolved()]


def a_game(tmp_path, *events, players=None) -> Game:
    game = Game.new(tmp_path / "night.jsonl", name="Phones", players=players or PLAYERS[:4], edition=edition(),
                    clock=fixed_clock())
    for event in events:
        game.record(event)
    return game


def shots(tmp_path) -> Path:
    return Path(os.environ.get("COMPANION_WEB_SHOTS") or tmp_path)


async def open_page(page, client, token: str, ready: str = "#conn[data-state=live]") -> None:
    await page.goto(str(client.make_url(f"/p/{token}")))
    await page.wait_for_selector(ready)


async def enter_card(page, good: str, bottom: str, arrow: str = "") -> None:
    """One card: its good, then its bottom (and, for Zealots and its kind, the arrow printed on it)."""
    await page.click(f'.top-good[data-good="{good}"]')
    if bottom is not None:
        await page.click(f'.bottom[data-bottom="{bottom}"]')
    if arrow:
        await page.click(f'.bottom[data-bottom="{arrow}"]')


async def test_the_spent_cards_one_card_at_a_time_kept_across_a_reload(tmp_path):
    """Ann's hand of 7 cards, entered as she holds them: 3 wine, 2 dye and 2 grain with their bottoms.
    The preview (R1: 3 wine = 6, 2 dye = 3, 2 grain = 3 → 12 goods VP; 1 prosperity → 13) runs as
    she taps; a reload (or a phone that slept and dropped the page) gives her the same 7 cards; once
    the host applies them they are forgotten: the next reload has nothing to give back."""
    game = a_game(tmp_path, *STEP2)
    async with a_browser() as browser, serving(game) as (client, share, table):
        ann = await a_page(browser, 360, 740)
        await open_page(ann, client, share.tokens.players["Ann"], "#goods-form")
        # a civic card is offered only the bottoms civic goods carry (001 The Goods): no Poverty, no Depression
        await ann.click('.top-good[data-good="wine"]')
        assert await ann.is_hidden('.bottom[data-bottom="poverty"]')
        assert await ann.is_hidden('.bottom[data-bottom="depression"]')
        assert await ann.is_visible('.bottom[data-bottom="barbarians"]')
        await ann.click('.bottom[data-bottom="dictatorship"]')  # wine · black arrow
        await ann.click("#again")  # a second wine · black arrow: one tap
        await enter_card(ann, "wine", "prosperity")
        await enter_card(ann, "dye", "venus")
        await enter_card(ann, "dye", "barbarians")
        await enter_card(ann, "grain", "poverty")
        await enter_card(ann, "grain", "democracy")
        assert await ann.locator(".cards-entered li").count() == 7
        await ann.wait_for_selector("#preview-short:has-text('VP earned: 13')")
        # the eighth card's good tapped: its bottoms open; the whole form still fits one phone screen
        await ann.click('.top-good[data-good="wine"]')
        height = await ann.evaluate("() => document.getElementById('goods-form').getBoundingClientRect().height")
        assert height <= 740, f"the form is {height} px tall: more than one phone screen"
        await ann.evaluate("() => document.getElementById('goods-form').scrollIntoView()")
        await ann.screenshot(path=str(shots(tmp_path) / "phone-cards.png"))
        await ann.click('.top-good[data-good="wine"]')  # tapped again: no card after all

        await ann.reload()
        await ann.wait_for_selector("#goods-form")
        assert await ann.locator(".cards-entered li").count() == 7
        await ann.wait_for_selector("#preview-short:has-text('VP earned: 13')")

        await ann.click("#goods-form .send")
        await ann.wait_for_selector("#entry-state.state-submitted")
        assert table.apply(table.pending()[0]) is None
        record = game.state.this_turn.goods["Ann"]
        assert (record.goods_vp, record.vp) == (6 + 3 + 3, 6 + 3 + 3 + 1)
        await ann.wait_for_selector("text=Your goods are resolved")
        # every part of the VP and where the markers went (2 black arrows, 1 white: dictatorship 1 → …)
        summary = await ann.inner_text(".resolved")
        assert "13 = 12 goods sets + 1 prosperity" in summary.replace("VP this step: ", "")
        assert "Happiness:" in summary and "Government:" in summary
        await ann.reload()
        await ann.wait_for_selector("text=Your goods are resolved")
        kept = await ann.evaluate("() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }])")
        assert "wine" not in kept  # applied: nothing of her cards is kept any more


async def test_the_hand_calculator_adds_up_the_rulebooks_sets_and_asks_nobody(tmp_path):
    """R1 (triangular charts 1, 3, 6, 10, 15, 21; beyond 6 cards a new set): 7 wine = 21 + 1 = 22,
    4 grain = 10, 2 gold = 3 → 35 goods VP. Ben holds Venetian Orthodoxy ("take one less victory
    point when they play a wine set", 001 Specific Development Card Notes): Ann's two wine sets
    earn 20 + 0 (a set never below 0, C3), so 33. Not one request leaves the page for it."""
    venetian = "venetian-orthodoxy"
    game = a_game(tmp_path, PhaseAdvance(to="trading"))
    game.state.player("Ben").developments.append(venetian)  # as if played in an earlier turn
    async with a_browser() as browser, serving(game) as (client, share, table):
        ann = await a_page(browser, 360, 740)
        await open_page(ann, client, share.tokens.players["Ann"], "#calc")
        requests: list[str] = []
        ann.on("request", lambda r: requests.append(r.url))
        await ann.click("#calc summary")
        for good, n in (("wine", 7), ("grain", 4), ("gold", 2)):
            for _ in range(n):
                await ann.click(f'.calc-good[data-field="calc.{good}"] .plus')
        assert await ann.inner_text("#calc-total") == str((21 - 1) + (1 - 1) + 10 + 3)
        lines = await ann.inner_text("#calc-lines")
        assert "7 wine: sets 6+1 = 22 VP, Venetian Orthodoxy -1, Venetian Orthodoxy -1 → 20 VP" in lines
        assert "4 grain: sets 4 = 10 VP" in lines
        assert "Venetian Orthodoxy: -1 VP per wine set" in await ann.inner_text("#calc")
        await ann.evaluate("() => document.getElementById('calc').scrollIntoView()")
        await ann.screenshot(path=str(shots(tmp_path) / "phone-calculator.png"))
        assert requests == []  # nothing sent: no request at all
        assert table.pending() == [] and game.state.player("Ann").vp == 0
        board = await a_page(browser, 360, 740)
        await board.goto(str(client.make_url(f"/b/{share.tokens.board}")))
        await board.wait_for_selector("#conn[data-state=live]")
        assert "wine" not in await board.inner_text("body")


async def test_a_peasant_revolt_victim_picks_one_card_and_is_told_in_the_second_person(tmp_path):
    """Turn II: Ann alone spends three grain, each with Poverty, happiness 0 → −3, below the yellow line (R7): the
    Peasant Revolt's victim (R8), she plays 1 development, level 0 at most (Turn Track "-1 Dev. Max
    Lvl 0", R10). Her page let her select two; now her second tap takes the place of the first, so
    one card is sent, and the page says so at the top. A refusal from the host speaks to her."""
    from companion.game.titm.choices import entitlement, playable
    from tests.game.helpers import new_game, play_turn, resolve_everyone

    game = new_game(tmp_path)
    play_turn(game)
    game.record(PhaseAdvance(to="trading"))
    resolve_everyone(game, goods={"Ann": ({"grain": 3}, {"poverty": 3})})  # each Poverty on a basic card
    game.record(PhaseAdvance(to="development"))
    assert game.state.this_turn.calamities.peasant_revolt == ["Ann"]
    assert entitlement(game.state, "Ann").plays == 1
    government = next(c for c in playable(game.state, "Ann") if c.track == "government")
    religion = next(c for c in playable(game.state, "Ann") if c.track == "religion")
    async with a_browser() as browser, serving(game) as (client, share, table):
        ann = await a_page(browser, 360, 740)
        await open_page(ann, client, share.tokens.players["Ann"], 'form[data-kind="development"]')
        assert "Peasant Revolt: you may play 1 development this turn, level 0 or lower" in await ann.inner_text("#calamities")
        await ann.click(f'.card[data-id="{government.id}"]')
        await ann.click(f'.card[data-id="{religion.id}"]')
        pressed = await ann.eval_on_selector_all('.card[aria-pressed="true"]', "bs => bs.map(b => b.dataset.id)")
        assert pressed == [religion.id]
        await ann.click('form[data-kind="development"] .send')
        await ann.wait_for_selector("#entry-state.state-submitted")
        assert [item.payload["development"] for item in table.pending()] == [religion.id]
        # a second development is refused in her own words (the fold's rule, said to her)
        assert table.apply(table.pending()[0]) is None
        problem = table.submit("Ann", "development", {"development": government.id})
        assert problem is not None and problem.words == "You may play 1 development this turn", problem


async def test_the_timer_stops_and_says_the_host_is_away_when_the_stream_drops(tmp_path):
    """The host's app quit mid-Trading: the board and the phones kept counting down. The stream's
    drop now freezes the timer where it stood and the page says the host's laptop is away."""
    from companion.game.titm.timer_reading import TimerReading

    game = a_game(tmp_path, PhaseAdvance(to="trading"))
    reading = TimerReading(status="running", remaining_ms=200_000, grace_ms=10_000, warnings_ms=(60_000, 30_000))
    async with a_browser() as browser:
        async with serving(game, timer=reading) as (client, share, table):
            board = await a_page(browser, 360, 740)
            await board.goto(str(client.make_url(f"/b/{share.tokens.board}")))
            await board.wait_for_selector("#conn[data-state=live]")
            await board.wait_for_timeout(300)
            assert await board.inner_text("#digits") < "3:20.0"  # it counts down
        # the server is gone: the stream drops
        await board.wait_for_selector("#conn[data-state=lost]", timeout=10_000)
        assert await board.inner_text("#tstatus") == "THE HOST'S LAPTOP IS AWAY"  # upper case by the stylesheet
        frozen = await board.inner_text("#digits")
        await board.wait_for_timeout(600)
        assert await board.inner_text("#digits") == frozen
        assert "away" in await board.inner_text("#conn")
