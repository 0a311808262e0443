"""Each page in its own language (issue 36): the board in the table's (the share screen's choice) or its
link's ``?lang=``; a phone in its browser's ``Accept-Language`` or the one its switch chose, which it keeps.

The German words come from the German catalog (companion/locale/de): "Handel" is its Trading phase,
"Runde" its turn; the English page says "Trading" and "Turn".
"""

from __future__ import annotations

from companion.game.titm.events import AbilitiesResolved, PhaseAdvance
from tests.game.helpers import new_game
from tests.web.helpers import read_event, serving


async def _text(response) -> str:
    assert response.status == 200
    return await response.text()


async def test_the_board_speaks_the_table_s_language_and_its_link_s(tmp_path):
    game = new_game(tmp_path)
    game.record(PhaseAdvance(to="trading"))
    async with serving(game) as (client, share, _):
        board = f"/b/{share.tokens.board}"
        assert "<b>Trading</b>" in await _text(await client.get(board))
        assert "<b>Handel</b>" in await _text(await client.get(f"{board}?lang=de"))
        share.set_language("de")  # the share screen's g
        await client.get(f"{board}?lang=de")
        page = await _text(await client.get(board))
        assert '<html lang="de">' in page and "<b>Handel</b>" in page
        assert "<b>Trading</b>" in await _text(await client.get(f"{board}?lang=en"))


async def test_a_phone_reads_its_browser_s_language_and_keeps_the_one_it_chose(tmp_path):
    game = new_game(tmp_path)
    game.record(PhaseAdvance(to="trading"))
    async with serving(game) as (client, share, _):
        ann = f"/p/{share.tokens.players['Ann']}"
        assert "<b>Handel</b>" in await _text(await client.get(ann, headers={"Accept-Language": "de-DE,de;q=0.9"}))
        assert "<b>Trading</b>" in await _text(await client.get(ann, headers={"Accept-Language": "en-GB"}))
        chosen = await client.get(f"{ann}?lang=de", headers={"Accept-Language": "en-GB"})  # the page's switch
        assert "<b>Handel</b>" in await _text(chosen)
        assert chosen.cookies["companion-lang"].value == "de"
        # the next load, with no ?lang=, keeps the phone's choice over its browser's
        assert "<b>Handel</b>" in await _text(await client.get(ann, headers={"Accept-Language": "en-GB"}))
        assert 'hreflang="en"' in await _text(await client.get(ann))  # the switch offers English back


async def test_a_stream_sends_its_page_s_language_and_the_others_theirs(tmp_path):
    game = new_game(tmp_path)
    async with serving(game) as (client, share, _):
        ann = f"/p/{share.tokens.players['Ann']}"
        german = await client.get(f"{ann}/events?lang=de")
        english = await client.get(f"{ann}/events?lang=en")
        for stream in (german, english):
            await read_event(stream)  # the page as it is
        game.record(PhaseAdvance(to="trading"))
        share.changed()
        assert "<b>Handel</b>" in (await read_event(german))[1]["html"]
        assert "<b>Trading</b>" in (await read_event(english))[1]["html"]
        german.close()
        english.close()


async def test_a_preview_comes_in_the_page_s_language(tmp_path):
    game = new_game(tmp_path)
    for event in (PhaseAdvance(to="trading"), PhaseAdvance(to="resolution"), AbilitiesResolved()):
        game.record(event)  # Resolution step 2: the goods form's preview
    async with serving(game) as (client, share, _):
        preview = f"/p/{share.tokens.players['Ann']}/preview"
        body = {"goods": {"grain": 2}, "icons": {}}
        english = await (await client.post(preview, json=body, headers={"Accept-Language": "en"})).json()
        german = await (await client.post(preview, json=body, headers={"Accept-Language": "de"})).json()
        # grain's chart: a set of 2 scores 3 VP (edition titm-v6, R1)
        assert english["short"] == "VP earned: 3" and "VP earned: 3" in english["lines"]
        assert german["short"] == "SP erhalten: 3" and "SP erhalten: 3" in german["lines"]


async def test_a_board_following_the_table_s_language_is_sent_again_in_the_new_one(tmp_path):
    """The share screen's g: a board opened without ?lang= reconnects, and its page (live.js) reloads in the
    table's new language; a board whose link names its language stays as it is."""
    import pytest

    game = new_game(tmp_path)
    async with serving(game) as (client, share, _):
        board = f"/b/{share.tokens.board}/events"
        following, pinned = await client.get(board), await client.get(f"{board}?lang=en")
        assert (await read_event(following))[1]["lang"] == "en"
        assert (await read_event(pinned))[1]["lang"] == "en"
        share.set_language("de")
        with pytest.raises(EOFError):
            await read_event(following)  # closed: the page's EventSource reconnects
        again = await client.get(board)
        assert (await read_event(again))[1]["lang"] == "de"
        game.record(PhaseAdvance(to="trading"))
        share.changed()
        update = (await read_event(pinned))[1]
        assert update["lang"] == "en" and "<b>Trading</b>" in update["html"]
        for stream in (following, pinned, again):
            stream.close()
