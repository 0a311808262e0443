"""A player's page in a real browser (headless Chromium) when things go wrong: a full server, a dead
link, a host that stopped, entries that lapse or that another of the player's pages replaced.

The helpers are tests/web/test_browser.py's (Chromium at /usr/bin/chromium; skipped without it).
"""

from __future__ import annotations

from tests.web.test_browser import (_true, a_browser, a_page, a_phone, ann_on_a_phone, hosting, in_view, saved_game,
                                     send_wine, wait_until)
from companion.game.titm.events import Abandon, AbilitiesResolved, GoodsResolved, PhaseAdvance
from tests.web.chromium import SHARED_CHROMIUM

pytestmark = SHARED_CHROMIUM

TRADING = PhaseAdvance(to="trading")
STEP2 = (TRADING, PhaseAdvance(to="resolution"), AbilitiesResolved())


async def warehouse(page, cards: int) -> None:
    """Tap + on the warehouse stepper ``cards`` times, and Send."""
    for _ in range(cards):
        await page.click('form[data-kind="warehouse"] .plus')
    await page.click('form[data-kind="warehouse"] .send')


async def test_a_page_refused_for_too_many_pages_says_so_and_comes_back_when_one_closes(tmp_path):
    # The 33rd page got 503 on its stream; the page then fetched its own HTML (200) and said
    # "reconnecting…" for ever. docs/web.md: "a page refused gets 503, close one and reload".
    # Each player's page has its own streams (the boards cannot take them): here one.
    async with a_browser() as browser, hosting(saved_game(tmp_path, TRADING)) as (app, pilot):
        app.sharing.server.hub.per_player = 1
        first = await a_page(browser, 360, 740)
        await first.goto(app.sharing.server.player_url("Ann"))
        await first.wait_for_selector("#conn[data-state=live]")
        ann = await a_page(browser, 360, 740)
        await ann.goto(app.sharing.server.player_url("Ann"))
        await ann.wait_for_selector("#conn[data-state=full]", timeout=10_000)
        assert await ann.inner_text("#conn") == "✕ Too many pages open: close one and reload."
        assert await ann.inner_text("#msg") == "✕ Too many pages open: close one and reload."
        await first.close()  # a place frees: the page tries again by itself
        await ann.wait_for_selector("#conn[data-state=live]", timeout=10_000)
        assert await ann.inner_text("#msg") == ""


async def test_a_dead_link_is_said_by_the_send_button_too(tmp_path):
    # The footer said it, off screen on a phone: by the form the player was using, it is seen.
    async with ann_on_a_phone(tmp_path, TRADING) as (app, pilot, ann):
        await ann.click('form[data-kind="warehouse"] .plus')
        await pilot.press("r", "y")  # new links, confirmed
        await pilot.pause()
        await ann.wait_for_selector("#conn[data-state=gone]", timeout=10_000)
        assert "no longer works" in await ann.inner_text("#msg")
        assert await in_view(ann, "#msg")
        assert await ann.evaluate("document.getElementById('msg').closest('form').dataset.kind") == "warehouse"


async def test_an_entry_that_lapses_when_trading_ends_is_said_on_the_page(tmp_path):
    # The host ended trading before applying Ann's warehouse: her page went to "Nothing to enter in
    # this phase" with no word, and she believed it was applied.
    async with ann_on_a_phone(tmp_path, TRADING) as (app, pilot, ann):
        await warehouse(ann, 1)
        await ann.wait_for_selector("#entry-state.state-submitted")
        await pilot.press("escape")  # the table
        await pilot.pause()
        await pilot.press("e", "y")  # end trading (confirmed: the timer was not started)
        await wait_until(lambda: _true(app.game.state.phase == "resolution"))
        await ann.wait_for_selector("#entry-state .note", timeout=5_000)
        assert await ann.inner_text("#entry-state .note") == (
            "⚠ Not applied: the host moved on to Resolution before applying your entry (warehoused 1 card).")
        assert "Ann" not in app.game.state.this_turn.warehouse


async def test_the_restart_message_comes_even_if_send_was_tapped_while_the_host_was_down(tmp_path):
    # Ann's cards were waiting; the host's app stopped; she tapped Send meanwhile ("cannot be
    # reached"). The failed send forgot her entry, and the restarted app's "Nothing sent yet" came
    # without the message that the host's app restarted before applying it.
    journal = saved_game(tmp_path, *STEP2)
    async with a_phone() as ann:
        async with hosting(journal) as (app, pilot):
            await send_wine(ann, app, 3)
        await ann.wait_for_selector("#conn[data-state=lost]", timeout=10_000)  # the host is away
        await ann.click("#goods-form .send")
        await ann.wait_for_selector("#msg:has-text('cannot be reached')")
        async with hosting(journal) as (again, pilot):
            await ann.wait_for_selector("#entry-state.state-waiting", timeout=10_000)
            await ann.wait_for_selector("#msg:has-text('restarted before applying your entry')", timeout=2_000)
            assert await ann.locator(".cards-entered li").count() == 3


async def test_an_entry_replaced_from_the_players_other_page_is_said_on_the_first(tmp_path):
    # Ann's phone and her tablet: the tablet's warehouse replaced the phone's, which still said
    # "Sent — waiting for the host".
    async with a_browser() as browser, hosting(saved_game(tmp_path, TRADING)) as (app, pilot):
        phone, tablet = await a_page(browser, 360, 740), await a_page(browser, 800, 1200)
        for page in (phone, tablet):
            await page.goto(app.sharing.server.player_url("Ann"))
            await page.wait_for_selector("#conn[data-state=live]")
        await warehouse(phone, 1)
        await phone.wait_for_selector("#msg:has-text('Sent')")
        await warehouse(tablet, 2)
        await wait_until(lambda: _true([i.payload["cards"] for i in app.sharing.table.pending()] == [2]))
        await phone.wait_for_selector("#msg:has-text('Replaced by your other page')", timeout=5_000)
        assert await phone.inner_text("#msg") == "⚠ Replaced by your other page: warehoused 2 cards."
        assert "Replaced" not in await tablet.inner_text("#msg")


async def test_every_button_on_a_phone_is_a_finger_tall(tmp_path):
    # 2.6rem was 39 px on a phone's 15 px text: under the 44 px a finger needs.
    async with a_browser() as browser, hosting(saved_game(tmp_path, *STEP2)) as (app, pilot):
        ann = await a_page(browser, 360, 740)
        await ann.goto(app.sharing.server.player_url("Ann"))
        await ann.wait_for_selector("#goods-form")
        await ann.click('.top-good[data-good="wine"]')  # a card's bottoms shown
        await ann.click('.bottom[data-bottom="venus"]')  # and a card entered
        await ann.click('.top-good[data-good="grain"]')
        sizes = await ann.evaluate(
            "[...document.querySelectorAll('button')].filter(b => !b.hidden).map(b => { const r = b.getBoundingClientRect();"
            " return [b.className || b.id, r.width, r.height]; })")
        assert len(sizes) > 20
        small = [(name, w, h) for name, w, h in sizes if h < 44 or w < 44]
        assert small == []


async def test_one_of_two_entries_refused_is_not_said_to_be_replaced_by_another_page(tmp_path):
    # Ann declared Abandon Government, then Abandon Religion, from her one phone; the host refused
    # the religion one. Her page said "Replaced by your other page: abandon government": it took any
    # entry of the same kind for a replacement, though the two are for different tracks.
    async with ann_on_a_phone(tmp_path, TRADING) as (app, pilot, ann):
        for track in ("government", "religion"):
            await ann.click(f'form[data-kind="abandon"][data-track="{track}"] .send')
            await wait_until(lambda t=track: _true(any(i.slot == t for i in app.sharing.table.pending())))
        await ann.wait_for_selector("#entry-state .sub:nth-of-type(2)")
        await pilot.press("i", "down", "x")  # the share screen's review: refuse the second, religion
        await wait_until(lambda: _true([i.slot for i in app.sharing.table.pending()] == ["government"]))
        await ann.wait_for_selector("#entry-state .note")
        await ann.wait_for_timeout(300)  # the live update has been handled
        assert "Replaced" not in await ann.inner_text("#msg")


async def test_an_entry_the_host_refuses_is_said_where_the_player_tapped(tmp_path):
    # Dan's cards, sent from the sticky bar at the foot of the long goods form; the host refused
    # them (x). The "● Sent" line by the button simply vanished: the refusal was only in the status
    # box at the top of the page, off screen on a phone.
    async with ann_on_a_phone(tmp_path, *STEP2) as (app, pilot, ann):
        await send_wine(ann, app, 2)
        await ann.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
        assert not await in_view(ann, "#entry-state")
        await pilot.press("i", "x")  # the share screen's review: refuse Ann's entry
        await wait_until(lambda: _true(app.sharing.table.pending() == []))
        await ann.wait_for_selector("#entry-state .note")
        refused = "⚠ Not applied: 2 wine — the host refused it: check your cards with the host"
        assert await ann.inner_text("#entry-state .note") == refused
        await ann.wait_for_selector(f"#msg:has-text('{refused}')", timeout=2_000)
        assert await in_view(ann, "#msg")


async def test_a_send_answered_after_its_form_was_replaced_keeps_the_page_alive(tmp_path):
    # Ann tapped Send on her warehouse just as the host ended trading: the live update replaced the
    # form before the host's answer (422, the Trading phase is over) came back. The answer's line was
    # put by the old form's button, out of the page, and every later update then failed on the
    # missing line: her page never showed the goods form of Resolution step 2.
    import asyncio

    async with ann_on_a_phone(tmp_path, TRADING) as (app, pilot, ann):
        held, release = asyncio.Event(), asyncio.Event()

        async def hold(route):
            held.set()
            await release.wait()
            await route.continue_()

        await ann.route("**/submit", hold)
        await ann.click('form[data-kind="warehouse"] .plus')
        await ann.click('form[data-kind="warehouse"] .send')
        await asyncio.wait_for(held.wait(), 5)
        await pilot.press("escape", "e", "y")  # the table: end trading (confirmed)
        await wait_until(lambda: _true(app.game.state.phase == "resolution"))
        await ann.wait_for_selector("#form .idle")  # Resolution step 1: nothing to enter
        release.set()
        await ann.wait_for_selector("#msg:has-text('Trading phase')", timeout=5_000)
        await pilot.press("n")  # Resolution step 1 resolved: step 2's goods form
        await ann.wait_for_selector("#goods-form", timeout=5_000)


async def test_a_warning_about_an_entry_goes_with_its_form_when_the_host_moves_on(tmp_path):
    # The host refused Ann's warehouse, then ended trading. The status box forgot the refusal (a
    # note lasts until the next phase, docs/web.md), but the line that had said it by her button
    # stayed under the next phase's form, still saying "Not applied: warehoused 1 card".
    async with ann_on_a_phone(tmp_path, TRADING) as (app, pilot, ann):
        await warehouse(ann, 1)
        await wait_until(lambda: _true(len(app.sharing.table.pending()) == 1))
        await pilot.press("i", "x")  # the share screen's review: refuse it
        await ann.wait_for_selector("#msg:has-text('Not applied')")
        await pilot.press("escape", "escape", "e", "y")  # the table: end trading (confirmed)
        await wait_until(lambda: _true(app.game.state.phase == "resolution"))
        await ann.wait_for_selector("#form .idle")
        assert await ann.query_selector("#entry-state .note") is None
        assert await ann.inner_text("#msg") == ""


async def test_what_opens_on_a_tap_is_a_finger_tall_too(tmp_path):
    # "VP this turn" on a player's page and "Step 1 results" on the board open on a tap: they were
    # 20 pixels tall on a phone, under the 44 a finger needs (the buttons have had 44 for a while).
    ben_abandons = Abandon(player="Ben", track="government")  # a line of step 1's results
    ann_wine = GoodsResolved(player="Ann", goods={"wine": 3}, icons={})  # a VP entry this turn
    events = (TRADING, ben_abandons, *STEP2[1:], ann_wine)
    async with a_browser() as browser, hosting(saved_game(tmp_path, *events)) as (app, pilot):
        board, ann = await a_page(browser, 360, 740), await a_page(browser, 360, 740)
        await board.goto(app.sharing.server.board_url())
        await ann.goto(app.sharing.server.player_url("Ann"))
        heights = {}
        for page in (board, ann):
            await page.wait_for_selector("summary")
            heights.update(await page.evaluate(
                "Object.fromEntries([...document.querySelectorAll('summary')].map(s => [s.textContent.trim(),"
                " s.getBoundingClientRect().height]))"))
        assert set(heights) == {"Step 1 results", "VP this turn"}
        assert all(h >= 44 for h in heights.values()), heights


async def test_the_goods_form_does_not_ask_for_the_printed_arrow_twice(tmp_path):
    # R18: Zealots, Corruption and Slave Revolt carry one arrow printed on the card. The form's note
    # said "also add the arrow printed on the card", but the card already asks which arrow and
    # counts it: Ann, doing as told (red arrow +, then Zealots + and red), entered two red arrows.
    async with ann_on_a_phone(tmp_path, *STEP2) as (app, pilot, ann):
        await ann.wait_for_selector("#goods-form")
        hint = await ann.text_content("#goods-form details .hint")
        assert "also add" not in hint
        assert "Zealots, Corruption and Slave Revolt ask which arrow is printed on the card (R18)" in hint
        await ann.click('.top-good[data-good="dye"]')
        await ann.click('.bottom[data-bottom="zealots"]')
        await ann.click('.bottom[data-bottom="mars"]')
        await ann.click("#goods-form .send")
        await wait_until(lambda: _true(len(app.sharing.table.pending()) == 1))
        assert app.sharing.table.pending()[0].payload["icons"] == {"zealots": 1, "mars": 1}  # the card's one arrow


async def test_send_on_a_dead_link_says_the_link_no_longer_works(tmp_path):
    # The host made new links (r); Ann, on the old page, tapped Send anyway: the line by the button
    # said "⚠ the host answered 404" in place of what the page said a moment before.
    async with ann_on_a_phone(tmp_path, TRADING) as (app, pilot, ann):
        await pilot.press("r", "y")  # new links, confirmed
        await ann.wait_for_selector("#conn[data-state=gone]", timeout=10_000)
        await warehouse(ann, 1)
        await ann.wait_for_selector("form[data-kind=warehouse] .send:not([disabled])")  # answered
        assert await ann.inner_text("#msg") == "⚠ This link no longer works: scan the host's new QR code."
        assert app.sharing.table.pending() == []
