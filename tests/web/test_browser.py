"""A real browser at the table: headless Chromium opens the board and two players' pages of a running game.

Issue 10, "Done when": the board updates within 1 s of a host action; a player's
resolution is submitted from their page and seen applied in the state; screenshots at
360×740 and 1920×1080. Playwright's Python package drives Debian's ``chromium``
(``/usr/bin/chromium``); ``playwright install`` is never run. Without Chromium the test is
skipped with a message that says how to enable it.

Set ``COMPANION_WEB_SHOTS=DIR`` to keep the screenshots in DIR (``docs/board-phone.png`` is
made this way).
"""

from __future__ import annotations

import asyncio

import os
import time
from contextlib import asynccontextmanager
from pathlib import Path

from tests.game.helpers import edition
from companion.game.session import Game
from companion.tui.app import make_app
from tests.game.helpers import PLAYERS, fixed_clock
from companion.game.titm.events import PhaseAdvance
from companion.game.titm.events import AbilitiesResolved
from tests.web.chromium import ARGS, SHARED_CHROMIUM, browser_or_skip, running_browser

SCRIPT = "<script>alert(1)"  # a player's name (names are at most 24 characters)

pytestmark = SHARED_CHROMIUM


async def wait_until(check, timeout: float = 5.0) -> float:
    """Poll ``check`` (an async callable) until it is true; returns the seconds it took."""
    import asyncio

    start = time.perf_counter()
    while not await check():
        if time.perf_counter() - start > timeout:
            raise AssertionError("timed out")
        await asyncio.sleep(0.02)
    return time.perf_counter() - start


async def test_the_board_and_two_phones_in_chromium(tmp_path):
    players = [*PLAYERS[:3], dict(PLAYERS[3], name=SCRIPT)]
    game = Game.new(tmp_path / "night.jsonl", name="Browser night", players=players, edition=edition(),
                    house_rules={"hidden_vp": True}, clock=fixed_clock())
    game.record(PhaseAdvance(to="trading"))
    game.close()
    shots = Path(os.environ.get("COMPANION_WEB_SHOTS") or tmp_path)
    clock = [1000.0]  # the host's monotonic clock, moved by hand
    app = make_app(start="open", game_path=game.path, blink=False, now=fixed_clock(), monotonic=lambda: clock[0])
    dialogs: list[str] = []
    async with app.run_test(size=(100, 30)) as pilot, a_browser() as browser:
        await pilot.pause()
        await pilot.press("s")
        await wait_until(lambda: _true(app.sharing is not None and app.sharing.running))
        board_url = app.sharing.server.board_url()
        ann_url, ben_url = app.sharing.server.player_url("Ann"), app.sharing.server.player_url("Ben")
        await pilot.press("escape")
        phone = {"viewport": {"width": 360, "height": 740}, "device_scale_factor": 2}
        board = await (await browser.new_context(**phone)).new_page()
        ann = await (await browser.new_context(**phone)).new_page()
        ben = await (await browser.new_context(**phone)).new_page()
        tv = await (await browser.new_context(viewport={"width": 1920, "height": 1080})).new_page()
        for page in (board, ann, ben, tv):
            page.on("dialog", lambda d: dialogs.append(d.message))
        for page, url in ((board, board_url), (ann, ann_url), (ben, ben_url), (tv, board_url)):
            await page.goto(url)
            await page.wait_for_selector("#conn[data-state=live]")

        # a host action reaches the board within a second: t starts the trading timer
        assert await board.get_attribute("#timer", "data-status") == "ready"
        await pilot.press("t")
        took = await wait_until(lambda: _attr(board, "#timer", "data-status", "running"))
        assert took < 1.0
        first = await board.inner_text("#digits")
        await board.wait_for_timeout(300)
        assert await board.inner_text("#digits") != first  # it counts down in the browser
        assert SCRIPT in await board.inner_text(".players")  # a name shows as text
        await board.screenshot(path=str(shots / "board-phone.png"))
        await tv.screenshot(path=str(shots / "board-tv.png"))

        # 61.4 s left on the host (pause and resume send it); the board's own countdown gives the
        # 1:00 warning with a flash (R4: "one minute and thirty second warnings")
        clock[0] += 300 - 61.4
        await pilot.press("t")
        await wait_until(lambda: _attr(board, "#timer", "data-status", "paused"))
        assert await board.inner_text("#digits") == "1:01.4"
        await pilot.press("t")
        await board.wait_for_selector("body.flash", timeout=3000)
        assert (await board.inner_text("#digits")).startswith(("1:00", "0:5"))

        # on to Resolution step 2: e (end trading, confirmed), n (step 1)
        await pilot.press("e", "y")
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        await ann.wait_for_selector("#goods-form")
        await ben.wait_for_selector("#goods-form")

        # Ann enters her spent cards by tapping, one card at a time (its good, then its bottom):
        # 3 wine, 2 dye, 2 black arrows, 1 prosperity
        for good, bottom in (("wine", "dictatorship"), ("wine", "dictatorship"), ("wine", "prosperity"),
                             ("dye", ""), ("dye", "")):
            await tap_card(ann, good, bottom)
        # the live preview: R1 3 wine = 6 VP, 2 dye = 3 VP, + 1 prosperity = 10
        await ann.wait_for_selector("#preview-short:has-text('VP earned: 10')")
        await ann.screenshot(path=str(shots / "player-phone.png"), full_page=True)
        await ann.click("#goods-form .send")
        await ann.wait_for_selector("text=Sent")
        await wait_until(lambda: _true(bool(app.sharing.table.pending())))
        assert "Ann" not in app.game.state.this_turn.goods  # nothing changes before the host applies it
        await board.wait_for_selector("text=sent, waiting for the host")
        assert "wine" not in (await board.inner_text(".players"))  # her cards are not on the board

        # the host applies it (y): one event, Ann's goods in the state, the board shows her announced goods VP
        events = len(app.game.events)
        await pilot.press("y")
        await pilot.pause()
        assert len(app.game.events) == events + 1
        record = app.game.state.this_turn.goods["Ann"]
        assert (record.goods_vp, record.vp) == (6 + 3, 6 + 3 + 1)
        await board.wait_for_selector("text=Goods this turn: 9 VP", timeout=1000)
        await ann.wait_for_selector("text=Your goods are resolved")
        # the line by the button said "Sent — the host applies it": once applied, the form and it are gone
        assert await ann.inner_text("#msg") == ""
        assert "VP earned: 10" not in await ben.inner_text("body")  # nothing of Ann's entry on Ben's page
        assert await ben.locator(".cards-entered li").count() == 0  # his own form, untouched
        await ben.screenshot(path=str(shots / "player-ben.png"), full_page=True)
        await pilot.press("ctrl+q")
    assert dialogs == []  # no script ran from a player's name


def saved_game(tmp_path, *events: tuple[str, dict]) -> Path:
    """A 4-player game after ``events``, saved and closed: its journal."""
    game = Game.new(tmp_path / "night.jsonl", name="Phone", players=PLAYERS[:4], edition=edition(),
                    clock=fixed_clock())
    for event in events:
        game.record(event)
    game.close()
    return game.path


@asynccontextmanager
async def hosting(path: Path):
    """The host's app on the journal ``path``, its table shared (s): yields (app, pilot); quits at the end."""
    app = make_app(start="open", game_path=path, blink=False, now=fixed_clock())
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("s")
        await wait_until(lambda: _true(app.sharing is not None and app.sharing.running))
        yield app, pilot
        if app.is_running:
            await pilot.press("ctrl+q")


@asynccontextmanager
async def a_browser():
    """A Chromium: the worker's one (tests/web/chromium.py), the browser contexts opened in it closed at
    the end; else one launched for the test and closed at the end. The test is skipped without Chromium."""
    shared = running_browser()
    if shared is not None:
        before = set(shared.contexts)
        try:
            yield shared
        finally:
            for context in shared.contexts:
                if context not in before:
                    await context.close()
        return
    async_playwright, executable = browser_or_skip()
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=executable, args=ARGS)
        try:
            yield browser
        finally:
            await browser.close()


async def a_page(browser, width: int, height: int):
    """A new page of ``width`` × ``height`` CSS pixels, in a context of its own."""
    return await (await browser.new_context(viewport={"width": width, "height": height})).new_page()


@asynccontextmanager
async def a_phone():
    """A 360×740 page in Chromium (closed at the end), or the test is skipped without Chromium."""
    async with a_browser() as browser:
        yield await a_page(browser, 360, 740)


@asynccontextmanager
async def ann_on_a_phone(tmp_path, *events: tuple[str, dict]):
    """A 4-player game after ``events``, shared by the real app (its share screen open), and Ann's
    page live in a 360×740 Chromium: yields (app, pilot, page); quits the app at the end."""
    async with a_phone() as page, hosting(saved_game(tmp_path, *events)) as (app, pilot):
        await page.goto(app.sharing.server.player_url("Ann"))
        await page.wait_for_selector("#conn[data-state=live]")
        yield app, pilot, page


async def test_the_arrow_question_on_a_phone_is_not_under_the_send_bar(tmp_path):
    """R18: a Zealots card asks which arrow is printed on it. On a phone the sticky "Send my cards"
    bar covers the screen's bottom: the four arrows offered are above it, and the arrow tapped
    counts once with the card."""
    step2 = [PhaseAdvance(to="trading"), PhaseAdvance(to="resolution"), AbilitiesResolved()]
    async with ann_on_a_phone(tmp_path, *step2) as (app, pilot, ann):
        await ann.wait_for_selector("#goods-form")
        await ann.click('.top-good[data-good="wine"]')
        await ann.click('.bottom[data-bottom="zealots"]')
        buttons = [b for b in await ann.query_selector_all("#goods-form .bottom") if await b.is_visible()]
        assert len(buttons) == 4  # the four arrows
        assert "which arrow is printed on it?" in await ann.inner_text("#ask")
        await ann.wait_for_timeout(200)
        bar = await (await ann.query_selector(".sendbar")).bounding_box()
        for button in buttons:
            box = await button.bounding_box()
            assert 0 <= box["y"] and box["y"] + box["height"] <= bar["y"], "covered by the send bar"
        await ann.click('.bottom[data-bottom="mars"]')
        assert await ann.inner_text(".cards-entered") == "wine · Zealots R red"
        await ann.click("#goods-form .send")
        await wait_until(lambda: _true(len(app.sharing.table.pending()) == 1))
        assert app.sharing.table.pending()[0].payload["icons"] == {"zealots": 1, "mars": 1}


async def test_the_longest_names_never_widen_a_phone_page(tmp_path):
    """Names of 24 letters (the most a name may have) with no space to break at: on a 360-pixel
    phone the board ran past the screen (33 pixels at game over, the name in one unbroken line),
    and the ranking's last column, the H+S tie-break (R15), was scrolled off to the right."""
    import random

    from companion.game.titm.autoplay import play
    from tests.web.helpers import serving

    long = "W" * 24
    players = [dict(PLAYERS[0], name="Alexandra Konstantinova"), dict(PLAYERS[1], name=long), *PLAYERS[2:6]]
    game = Game.new(tmp_path / "long.jsonl", name="Long names", players=players, edition=edition(),
                    clock=fixed_clock())
    wider = "() => document.documentElement.scrollWidth - document.documentElement.clientWidth"
    ranking_wider = "() => { const s = document.querySelector('.ranking .scroll'); return s.scrollWidth - s.clientWidth; }"
    async with a_browser() as browser, serving(game) as (client, share, table):
        board, mine = await a_page(browser, 360, 740), await a_page(browser, 360, 740)
        for until in ((3, "resolution"), None):  # Resolution step 2 ("Still to resolve: …"), then game over
            play(game, random.Random(2), until=until)
            share.changed()  # as the host's app says after every change
            await asyncio.sleep(0.05)
            await board.goto(str(client.make_url(f"/b/{share.tokens.board}")))
            await mine.goto(str(client.make_url(f"/p/{share.tokens.players[long]}")))
            for page in (board, mine):
                await page.wait_for_selector("#conn[data-state=live]")
                assert await page.evaluate(wider) <= 0, (until, page.url)
        assert game.state.phase == "over"
        assert await board.evaluate(ranking_wider) <= 0, "the ranking is wider than a phone"


async def test_the_board_fits_a_tv_screen_with_six_players(tmp_path):
    """Nobody scrolls a TV. With six players and long names the board at 1920×1080 was 1,430 pixels
    tall, the third row of players below the screen. On the wide layout the board now fits its
    window (the font shrinks as far as 12 px if it must), in Trading, in Resolution and at game
    over; four players at 1920×1080, and any phone, keep the full size."""
    import random

    from companion.game.titm.autoplay import play
    from tests.web.helpers import serving

    names = ["Alexandra Konstantinova", "Benedikt", "Catalina Ruiz", "Dmitri", "Evangeline", "Fay"]
    six = Game.new(tmp_path / "six.jsonl", name="Six players", edition=edition(), clock=fixed_clock(),
                   players=[dict(p, name=n) for p, n in zip(PLAYERS[:6], names, strict=True)])
    four = Game.new(tmp_path / "four.jsonl", name="Four players", players=PLAYERS[:4], edition=edition(),
                    clock=fixed_clock())
    overflow = "() => document.documentElement.scrollHeight - window.innerHeight"
    font = "() => parseFloat(getComputedStyle(document.documentElement).fontSize)"
    async with a_browser() as browser:
        async with serving(six) as (client, share, _):
            tv, small_tv, phone = [await a_page(browser, w, h) for w, h in ((1920, 1080), (1280, 720), (360, 740))]
            for page in (tv, small_tv, phone):
                await page.goto(str(client.make_url(f"/b/{share.tokens.board}")))
                await page.wait_for_selector("#conn[data-state=live]")
            for until in ((5, "trading"), (5, "resolution"), None):
                play(six, random.Random(1), until=until)
                share.changed()  # as the host's app does after each event
                await tv.wait_for_timeout(500)  # the live update, and the fit after it
                for page in (tv, small_tv):
                    assert await page.evaluate(overflow) <= 0, (until, page.viewport_size)
                    assert await page.evaluate(font) >= 12
            assert six.state.phase == "over"
            assert await phone.evaluate(font) == 15  # :root's clamp(15px, 0.8vw + 11px, 26px) at 360 px
        async with serving(four) as (client, share, _):
            tv = await a_page(browser, 1920, 1080)
            await tv.goto(str(client.make_url(f"/b/{share.tokens.board}")))
            await tv.wait_for_selector("#conn[data-state=live]")
            assert await tv.evaluate(overflow) <= 0
            assert await tv.evaluate(font) == 26  # the clamp's 26 px at 1920 px (0.8 × 19.2 + 11 = 26.36)


async def test_a_page_whose_link_was_renewed_says_it_is_dead(tmp_path):
    """New links (r on the share screen) close every old page's stream, and the old link answers
    404 from then on. The page said "○ reconnecting…" for ever; it now says the link no longer works."""
    async with ann_on_a_phone(tmp_path) as (app, pilot, ann):
        old = app.sharing.server.player_url("Ann")
        await pilot.press("r", "y")  # new links, confirmed
        await pilot.pause()
        assert app.sharing.server.player_url("Ann") != old
        await ann.wait_for_selector("#conn[data-state=gone]", timeout=10_000)
        assert "no longer works" in await ann.inner_text("#conn")


async def test_a_phone_reconnects_by_itself_after_the_host_restarts_the_app(tmp_path):
    """The host's app quit (or crashed) with Ann's page open; restarted and shared again, it gives
    the same links (kept beside the journal), and the page comes back live on its own, showing
    what the host does next. Before, every phone had to scan a new QR code."""
    journal = saved_game(tmp_path)
    async with a_phone() as ann:
        async with hosting(journal) as (app, pilot):
            url = app.sharing.server.player_url("Ann")
            await ann.goto(url)
            await ann.wait_for_selector("#conn[data-state=live]")
        await ann.wait_for_selector("#conn[data-state=lost]", timeout=10_000)  # the host is away
        async with hosting(journal) as (again, pilot):
            assert again.sharing.server.player_url("Ann") == url
            await ann.wait_for_selector("#conn[data-state=live]", timeout=10_000)
            await pilot.press("escape", "n")  # on to Trading
            await wait_until(lambda: _true(again.game.state.phase == "trading"))
            await ann.wait_for_selector(".where b:has-text('Trading')", timeout=5_000)


async def tap_card(page, good: str, bottom: str = "") -> None:
    """One card on the spent-cards form: its good, then its bottom ("": the card's "none")."""
    await page.click(f'.top-good[data-good="{good}"]')
    await page.click(f'.bottom[data-bottom="{bottom}"]')


async def send_wine(page, app, n: int) -> None:
    """Ann's page: open it, enter ``n`` wine cards (no bottom) and send; wait until the host has it waiting."""
    await page.goto(app.sharing.server.player_url("Ann"))
    await page.wait_for_selector("#goods-form")
    for _ in range(n):
        await tap_card(page, "wine")
    await page.click("#goods-form .send")
    await page.wait_for_selector("#entry-state.state-submitted")


async def test_an_entry_the_host_lost_in_a_restart_is_sent_again_from_the_page(tmp_path):
    """Ann sent her spent cards; the host's app stopped before applying them. Entries waiting for
    the host live in its memory, so the restarted app has none, and Ann's page said only "Nothing
    sent yet" under a form that still held her cards. It now says what happened, and one tap on
    Send gives the host her entry again, as she had it."""
    journal = saved_game(tmp_path, PhaseAdvance(to="trading"), PhaseAdvance(to="resolution"),
                         AbilitiesResolved())
    async with a_phone() as ann:
        async with hosting(journal) as (app, pilot):
            await send_wine(ann, app, 3)
            assert "restarted" not in await ann.inner_text("#msg")
            assert await in_view(ann, "#msg")  # "● Sent", where she tapped, not under the long form
        # the app quit before applying it
        async with hosting(journal) as (again, pilot):
            await ann.wait_for_selector("#entry-state.state-waiting", timeout=10_000)
            assert "restarted before applying your entry" in await ann.inner_text("#msg")
            assert await in_view(ann, "#msg")
            assert await ann.locator(".cards-entered li").count() == 3
            await ann.click("#goods-form .send")
            await wait_until(lambda: _true(len(again.sharing.table.pending()) == 1))
            await ann.wait_for_selector("#entry-state.state-submitted")
            assert "restarted" not in await ann.inner_text("#msg")


async def in_view(page, selector: str) -> bool:
    """Whether ``selector`` lies wholly within the page's window (the part of the page shown)."""
    return await page.evaluate(
        "s => { const r = document.querySelector(s).getBoundingClientRect();"
        " return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight; }", selector)


async def _true(value: bool) -> bool:
    return value


async def _attr(page, selector: str, name: str, value: str) -> bool:
    return await page.get_attribute(selector, name) == value
