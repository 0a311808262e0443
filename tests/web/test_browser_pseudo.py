"""Nothing left untranslated, nothing overflowing: the board and a player's page in the pseudo-locale.

``qps`` (companion/locale_build.py) wraps every message of the catalog in ⟦ ⟧ and lengthens it by
about 40%: a visible text the catalog does not hold shows bare. A game is played through every
phase (with Resolution's steps); at each, the board (``?lang=qps``) and Ann's page (her phone's
switch, ``?lang=qps``) are opened at 360 px wide, and every visible text node is read: once the
⟦ ⟧ messages and the game's own data are taken out of it (the players' and the game's names,
the edition's names as printed on its cards, roman turn numbers, the languages' own names in
the switch), no letter may be left, and the page may not be wider than the phone.

The helpers are tests/web/test_browser.py's (Chromium at /usr/bin/chromium; skipped without it).
"""

from __future__ import annotations

import random
import re

from companion.edition import load_edition
from companion.game.session import Game
from companion.game.titm.autoplay import play
from companion.game.titm.events import AbilitiesResolved, PhaseAdvance
from tests.game.helpers import PLAYERS, fixed_clock
from tests.web.helpers import serving
from tests.web.test_browser import a_browser, a_page
from tests.web.chromium import SHARED_CHROMIUM

pytestmark = SHARED_CHROMIUM

#: Every visible text node of the page, with the language its element says and where it is (for the
#: failure's message); and every label and tooltip (a screen reader's and a long press's words).
TEXTS = """() => {
  const out = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!el || el.closest("script,style,[hidden]") || !node.textContent.trim() || !el.getClientRects().length) continue;
    out.push([node.textContent, el.closest("[lang]").getAttribute("lang"), el.outerHTML.slice(0, 160)]);
  }
  for (const el of document.querySelectorAll("[aria-label],[title]")) {
    for (const name of ["aria-label", "title"]) {
      if (el.hasAttribute(name)) out.push([el.getAttribute(name), "qps", el.outerHTML.slice(0, 160)]);
    }
  }
  return out;
}"""
WIDE = "() => document.documentElement.scrollWidth"
#: The elements that reach past the phone's right edge (to say which).
WIDEST = """() => [...document.querySelectorAll("body *")]
  .filter((el) => el.getBoundingClientRect().right > 361 || el.scrollWidth > el.clientWidth + 1)
  .map((el) => `${el.tagName}.${el.className}: ${el.textContent.slice(0, 60)}`).slice(-4)"""
WRAPPED = re.compile(r"⟦[^⟧]*⟧")


def data_words(game) -> list[str]:
    """What a page shows as the game and the edition give it (the names printed on the cards: the shipped
    edition's are English), longest first (a name inside another goes after it)."""
    from companion.rules.components import card_name

    state, edition = game.state, load_edition()
    words = {state.name, *state.names, *(p.civilisation or "" for p in state.players)}
    words |= {p.symbol for p in state.players}
    words |= {g.name for g in edition.goods} | {d.name for d in edition.developments}
    words |= {b.name for b in edition.bad_cards} | {card_name(b.name) for b in edition.bad_cards}
    words |= {"Zealots", "Corruption", "Slave Revolt", "I", "II", "III", "IV", "V", "VI"}
    return sorted((w for w in words if w), key=len, reverse=True)


def unwrapped(texts: list[list[str]], words: list[str]) -> list[str]:
    """The texts with a letter left once the ⟦ ⟧ messages and the game's data are taken out."""
    found = []
    for text, lang, html in texts:
        if lang not in ("qps", None):  # the switch's languages, each in its own
            continue
        # a message with markup in it spans text nodes: "⟦Turn ", <b>I</b>, " of VI⟧"
        rest = re.sub(r"⟦[^⟧]*$|^[^⟦]*⟧", " ", WRAPPED.sub(" ", text))
        for word in words:
            rest = rest.replace(word, " ")
        if re.search(r"[^\W\d_]", rest):
            found.append(f"{text} :: {html}")
    return found


async def enter_something(phone, stop) -> None:
    """What Ann taps in the phase: the hand calculator and a warehouse sent (left waiting: the host moves on
    without it, so the next page says it lapsed), a card's good and bottom in step 2 (the live preview)."""
    if stop == (1, "trading"):
        await phone.click(".calc-good .plus")
        await phone.click('form[data-kind="warehouse"] .plus')
        await phone.click('form[data-kind="warehouse"] .send')
        await phone.wait_for_selector("#entry-state.state-submitted")
    elif stop == "step 2":
        await phone.click(".top-good")
        await phone.click(".bottom:not([hidden])")
        await phone.wait_for_function("() => !document.getElementById('preview').textContent.includes('⟦')"
                                      " || document.getElementById('preview').textContent.split('\\n').length > 1")


async def look_at(page, words: list[str], where: str, problems: dict[str, list[str]]) -> None:
    """Note in ``problems[where]`` the page's texts no catalog holds, and its width past 360 px (with its widest elements)."""
    left = unwrapped(await page.evaluate(TEXTS), words)
    if left:
        problems[where] = left
    wide = await page.evaluate(WIDE)
    if wide > 360:
        problems[f"{where} wide"] = [str(wide), *await page.evaluate(WIDEST)]


async def test_every_text_of_the_board_and_a_phone_is_a_catalog_message_in_every_phase(tmp_path):
    game = Game.new(tmp_path / "qps.jsonl", name="Night", edition=load_edition(), clock=fixed_clock(),
                    players=PLAYERS[:4])
    rng = random.Random(5)
    words = data_words(game)
    problems: dict[str, list[str]] = {}
    async with a_browser() as browser, serving(game) as (client, share, _):
        board, phone = await a_page(browser, 360, 740), await a_page(browser, 360, 740)
        stops = [(1, "production"), (1, "trading"), (1, "resolution"), "step 2", (1, "development"), (1, "civic"),
                 (2, "resolution"), None]
        for stop in stops:
            if stop == "step 2":
                game.record(AbilitiesResolved())
            else:
                play(game, rng, until=stop)
            share.changed()
            words = data_words(game)
            for page, url in ((board, f"/b/{share.tokens.board}?lang=qps"),
                              (phone, f"/p/{share.tokens.players['Ann']}?lang=qps")):
                await page.goto(str(client.make_url(url)))
                await page.wait_for_selector("#conn[data-state=live]")
                for details in await page.query_selector_all("details"):
                    await details.evaluate("d => d.open = true")
                if page is phone:
                    await enter_something(phone, stop)
                await look_at(page, words, f"{stop} {url[:2]}", problems)
    assert game.state.phase == "over"
    assert not problems, "\n".join(f"{where}: {text}" for where, texts in problems.items() for text in texts)
