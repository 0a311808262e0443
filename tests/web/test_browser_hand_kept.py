"""A player's hand on the phone, in headless Chromium (issue 35, items 2 and 4).

What the page keeps of the hand (the hand calculator, the warehouse, the spent cards) is kept in
its own tab under a key that holds no token, and goes when the phase moves on, at game over and
when the links are renewed; the board, in another tab, reads none of it. An undo gives the form
back each card with its own bottom; the form empties in one tap; a refused entry reads as refused
only; the board flashes at 0:00 whichever update comes first. Skipped without Chromium
(tests/web/test_browser.py says how to enable it).
"""

from __future__ import annotations

import random

from companion.game.titm.autoplay import play
from companion.game.titm.events import PhaseAdvance
from companion.game.titm.timer_reading import TimerReading
from tests.web.helpers import serving
from tests.web.test_browser import a_browser, a_page, wait_until
from tests.web.test_browser_phoneflow import STEP2, a_game, enter_card, open_page
from tests.web.chromium import SHARED_CHROMIUM

pytestmark = SHARED_CHROMIUM

#: Everything a page of this origin keeps, as one string: both storages, keys and values.
STORAGE = "() => JSON.stringify([Object.entries(localStorage), Object.entries(sessionStorage)])"


async def tap(page, selector: str, times: int = 1) -> None:
    for _ in range(times):
        await page.click(selector)


async def test_the_hand_is_kept_in_its_own_tab_only_until_the_phase_the_game_or_the_link_ends(tmp_path):
    game = a_game(tmp_path, PhaseAdvance(to="trading"))
    async with a_browser() as browser, serving(game) as (client, share, table):
        token = share.tokens.players["Ann"]
        ann = await a_page(browser, 360, 740)
        await open_page(ann, client, token, "#calc")
        await ann.click("#calc summary")
        await tap(ann, '.calc-good[data-field="calc.wine"] .plus', 2)
        await tap(ann, '.calc-good[data-field="calc.grain"] .plus', 3)
        await tap(ann, 'form[data-kind="warehouse"] .plus')
        # R1: 2 wine = 1 + 2 = 3 VP, 3 grain = 1 + 2 + 3 = 6 VP
        assert await ann.inner_text("#calc-total") == str(3 + 6)
        kept = await ann.evaluate(STORAGE)
        assert "calc.grain" in kept  # kept, so that a reload gives it back ...
        assert token not in kept  # ... but under no token, in no key and no value
        assert await ann.evaluate("() => localStorage.length") == 0  # nothing outlives the tab

        # the board, in another tab of the same browser (same origin), reads nothing of it
        board = await ann.context.new_page()
        await board.goto(str(client.make_url(f"/b/{share.tokens.board}")))
        await board.wait_for_selector("#conn[data-state=live]")
        assert "calc" not in await board.evaluate(STORAGE)

        # a reload gives the calculator back as it was: open, with its figures
        await ann.reload()
        await ann.wait_for_selector("#conn[data-state=live]")
        assert await ann.get_attribute("#calc", "open") is not None
        assert await ann.inner_text("#calc-total") == "9"
        assert await ann.inner_text('form[data-kind="warehouse"] output') == "1"

        # the host refuses her warehouse of 2 after applying her 1: the page says only the refusal
        await ann.click('form[data-kind="warehouse"] .send')
        await wait_until(lambda: _true(len(table.pending()) == 1))
        assert table.apply(table.pending()[0]) is None
        await ann.wait_for_selector("#entry-state .sub-applied")
        await tap(ann, 'form[data-kind="warehouse"] .plus')
        await ann.click('form[data-kind="warehouse"] .send')
        await wait_until(lambda: _true(len(table.pending()) == 1))
        table.discard(table.pending()[0], "the host refused it: check your cards with the host")
        await ann.wait_for_selector("#entry-state .note-refused")
        said = await ann.inner_text("#entry-state") + await ann.inner_text("#msg")
        assert "Not applied: warehoused 2 cards — the host refused it: check your cards with the host" in said
        assert "Applied by the host" not in said

        # the phase moves on with the page open: nothing of the Trading hand stays
        game.record(PhaseAdvance(to="resolution"))
        share.changed()
        await ann.wait_for_selector("#calc", state="detached")
        assert "calc" not in await ann.evaluate(STORAGE)

        # new links: the old page is dead, and what it kept goes with it
        play(game, random.Random(3), until=(game.state.turn + 1, "trading"))
        share.changed()
        await ann.click("#calc summary")  # a new phase: closed and empty
        await tap(ann, '.calc-good[data-field="calc.gold"] .plus')
        assert "calc.gold" in await ann.evaluate(STORAGE)
        share.renew()
        await ann.wait_for_selector("#conn[data-state=gone]", timeout=10_000)
        assert "calc" not in await ann.evaluate(STORAGE)

        # her new link; then the board opened in the same tab: the board drops what the tab kept
        await open_page(ann, client, share.tokens.players["Ann"], "#calc")
        await ann.click("#calc summary")
        await tap(ann, '.calc-good[data-field="calc.gold"] .plus')
        assert "calc.gold" in await ann.evaluate(STORAGE)
        await ann.goto(str(client.make_url(f"/b/{share.tokens.board}")))
        await ann.wait_for_selector("#conn[data-state=live]")
        assert "calc" not in await ann.evaluate(STORAGE)

        # game over with her page open: nothing kept
        await open_page(ann, client, share.tokens.players["Ann"], "#calc")
        await ann.click("#calc summary")
        await tap(ann, '.calc-good[data-field="calc.gold"] .plus')
        assert "calc.gold" in await ann.evaluate(STORAGE)
        play(game, random.Random(3))
        assert game.state.phase == "over"
        share.changed()
        await ann.wait_for_selector("text=The game is over")
        assert "calc" not in await ann.evaluate(STORAGE)


async def test_an_undone_entry_comes_back_card_by_card_and_the_form_empties_in_one_tap(tmp_path):
    """Ann spent a wine with a Zealots (a red arrow printed on it, R18) and a slaves with a Barbarian
    Fury. Both are civic goods, and both bottoms go on civic cards (001 The Goods), so the sums sent
    (1 wine, 1 slaves; 1 Zealots, 1 red arrow, 1 Barbarian Fury) do not say which card bore which:
    after an undo the form showed "wine · Barbarian Fury" and "slaves · Zealots"."""
    game = a_game(tmp_path, *STEP2)
    async with a_browser() as browser, serving(game) as (client, share, table):
        ann = await a_page(browser, 360, 740)
        await open_page(ann, client, share.tokens.players["Ann"], "#goods-form")
        await enter_card(ann, "wine", "zealots", "mars")
        await enter_card(ann, "slaves", "barbarian-fury")
        entered = ["wine · Zealots R red", "slaves · Barbarian Fury"]
        assert (await ann.inner_text(".cards-entered")).splitlines() == entered
        await ann.click("#goods-form .send")
        await wait_until(lambda: _true(len(table.pending()) == 1))
        assert table.apply(table.pending()[0]) is None
        await ann.wait_for_selector("text=Your goods are resolved")
        game.undo()
        table.sync()
        share.changed()
        await ann.wait_for_selector("#goods-form .entered-card")
        assert (await ann.inner_text(".cards-entered")).splitlines() == entered

        # one key empties the form (reached as any button is: focus, then Enter), a second puts it back
        await ann.focus("#cards-clear")
        await ann.keyboard.press("Enter")
        assert await ann.locator(".cards-entered li").count() == 0
        await ann.wait_for_selector("#preview-short:has-text('VP earned: 0')")
        assert await ann.inner_text("#cards-clear") == "put 2 back"
        await ann.keyboard.press("Enter")
        assert (await ann.inner_text(".cards-entered")).splitlines() == entered
        await ann.keyboard.press("Enter")
        await enter_card(ann, "grain", "")  # a card entered after the clear: nothing to put back
        assert (await ann.inner_text(".cards-entered")).splitlines() == ["grain · no bottom"]
        assert await ann.inner_text("#cards-clear") == "take all out"


async def test_the_board_flashes_at_0_00_when_the_hosts_grace_update_comes_first(tmp_path):
    """R4: the time is up at 0:00. The board counts down by itself from the host's last reading
    (45 s left); the host's own clock reaches 0:00 first and sends the grace period: the board
    flashes then, as its own countdown would have at 0:00."""
    game = a_game(tmp_path, PhaseAdvance(to="trading"))
    timer = [TimerReading("running", 45_000)]  # past the 1:00 warning, before the 0:30 one
    async with a_browser() as browser, serving(game, timer=lambda: timer[0]) as (client, share, table):
        board = await a_page(browser, 1920, 1080)
        await board.goto(str(client.make_url(f"/b/{share.tokens.board}")))
        await board.wait_for_selector("#timer[data-status=running]")
        await board.wait_for_timeout(200)
        assert await board.evaluate("() => document.body.classList.contains('flash')") is False
        timer[0] = TimerReading("grace", 0, grace_ms=10_000)
        share.changed()
        await board.wait_for_selector("#timer[data-status=grace]")
        assert await board.evaluate("() => document.body.classList.contains('flash')") is True


async def _true(value: bool) -> bool:
    return value
