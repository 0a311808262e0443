"""Every refusal a phone can get, the notes its page shows and a resolved player's summary are catalog
messages (issue 36, item 4): said to a phone in the pseudo-locale ``qps``, each is wrapped in ⟦ ⟧.

Through the server's test client (no browser needed): the JSON of the submit and preview routes, and
the player's page HTML. Once the ⟦ ⟧ messages, the game's data (players' names, the edition's
names) and the numbers are taken out, no letter may be left (the helpers of the pseudo-locale tests).
"""

from __future__ import annotations

import html
import re

from companion.game.titm.events import (Abandon, AbilitiesResolved, CalamitiesResolved, GoodsResolved, PhaseAdvance,
                                         Warehouse)
from tests.game.helpers import new_game
from tests.tui.test_tui_pseudo import unwrapped
from tests.web.helpers import serving
from tests.web.test_browser_pseudo import data_words

QPS = {"Accept-Language": "qps"}


async def _submit(client, share, name: str, kind: str, body: dict) -> tuple[int, dict]:
    response = await client.post(f"/p/{share.tokens.players[name]}/submit", json={"kind": kind, "body": body}, headers=QPS)
    return response.status, await response.json()


async def _refused(client, share, name: str, kind: str, body: dict) -> str:
    status, answer = await _submit(client, share, name, kind, body)
    assert status == 422, answer
    return answer["error"]


async def test_every_refusal_a_phone_gets_is_said_in_its_language(tmp_path):
    game = new_game(tmp_path)  # held to the decks (R1); Ann, Ben, Cat, Dan
    said: dict[str, str] = {}
    async with serving(game) as (client, share, table):
        said["out of its phase"] = await _refused(client, share, "Ann", "warehouse", {"cards": 1})  # Production
        game.record(PhaseAdvance(to="trading"))
        said["warehouse"] = await _refused(client, share, "Ann", "warehouse", {"cards": 4})  # 001 Warehousing: 3
        game.record(Abandon(player="Ben", track="government"))
        said["abandon twice"] = await _refused(client, share, "Ben", "abandon", {"track": "government", "declare": True})
        said["withdrawn"] = await _refused(client, share, "Ben", "abandon", {"track": "religion", "declare": False})
        game.record(PhaseAdvance(to="resolution"))
        game.record(AbilitiesResolved())
        said["a deck's count"] = await _refused(client, share, "Ann", "goods", {"goods": {"wine": 13}})  # R1: 12
        said["bottoms"] = await _refused(client, share, "Dan", "goods", {"goods": {"grain": 1}, "icons": {"democracy": 3}})
        game.record(GoodsResolved(player="Ann", goods={"wine": 12}))
        said["the table's cards"] = await _refused(client, share, "Ben", "goods", {"goods": {"wine": 1}})  # C16
        said["resolved already"] = await _refused(client, share, "Ann", "goods", {"goods": {"grain": 1}})
        preview = await client.post(f"/p/{share.tokens.players['Cat']}/preview", json={"goods": {"wine": 1}}, headers=QPS)
        said["the preview"] = (await preview.json())["error"]
        for name in ("Ben", "Cat", "Dan"):
            game.record(GoodsResolved(player=name, goods={}))
        game.record(CalamitiesResolved(rolls={}))
        game.record(PhaseAdvance(to="development"))
        level = max(game.state.rules.developments.values(), key=lambda card: card.level)  # beyond a start's level
        said["a development"] = await _refused(client, share, "Cat", "development", {"development": level.id})
    assert set(said) == {"out of its phase", "warehouse", "abandon twice", "withdrawn", "a deck's count",
                         "the table's cards", "resolved already", "the preview", "a development", "bottoms"}
    assert unwrapped(list(said.values()), data_words(game)) == []


def _texts(page: str, pattern: str) -> list[str]:
    """The visible text of each element ``pattern`` finds in the page (its tags taken out)."""
    return [html.unescape(re.sub(r"<[^>]+>", " ", found)) for found in re.findall(pattern, page, re.S)]


async def test_a_phone_s_notes_and_its_resolved_summary_are_said_in_its_language(tmp_path):
    game = new_game(tmp_path)
    game.record(PhaseAdvance(to="trading"))
    async with serving(game) as (client, share, table):
        assert (await _submit(client, share, "Ben", "warehouse", {"cards": 2}))[0] == 200
        assert (await _submit(client, share, "Cat", "warehouse", {"cards": 2}))[0] == 200
        game.record(Warehouse(player="Cat", cards=1))  # the host records Cat's otherwise
        share.host.sync()
        game.record(PhaseAdvance(to="resolution"))  # Ben's entry was still waiting: it lapses
        share.host.sync()
        ben = await (await client.get(f"/p/{share.tokens.players['Ben']}", headers=QPS)).text()
        game.record(AbilitiesResolved())
        # Ann's 2 wine (a set of 2) and a government arrow: the summary's lines and her track moves
        game.record(GoodsResolved(player="Ann", goods={"wine": 2}, icons={"democracy": 1}))
        ann = await (await client.get(f"/p/{share.tokens.players['Ann']}", headers=QPS)).text()
    notes = _texts(ben, r'<div class="note note-[a-z-]+">(.*?)</div>')
    resolved = _texts(ann, r'<section class="form resolved">(.*?)</section>')
    assert notes and resolved
    texts = [text.replace("⚠", " ").replace("↩", " ") for text in notes + resolved]
    assert unwrapped(texts, [*data_words(game), "→"]) == []
