"""The judge's refusals reach each phone in its own language (issue 36, item 1), with the same rule,
player and field; in English, as the journal, the logs and the host's CLI say them.

The German sentence is read from the German catalog (companion/locale/de) and filled here by hand
with the table's figures; the good's name is the test edition's German one (tests/german_edition.py:
wine is *Wein*).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from companion.game.errors import GameError
from companion.game.titm.events import GoodsResolved
from tests.game.tables import to_resolution
from tests.game.test_card_names import german_table
from tests.web.helpers import serving

CATALOGS = Path(__file__).resolve().parents[2] / "companion" / "locale"
#: The deck check's sentence when one other player has spent the good (C16; R1: 12 wine cards).
DECK = ("{who} has spent {had} of the {deck} {good} cards; {player}'s {n} would make {total}: "
        "check {player}'s cards")


def german(msgid: str) -> str:
    """The German catalog's translation of ``msgid`` (fails if it has none)."""
    with (CATALOGS / "de" / "LC_MESSAGES" / "companion.po").open("rb") as stream:
        message = read_po(stream).get(msgid)
    assert message is not None and message.string, f"no German for {msgid!r}"
    return message.string


async def _send(client, share, name: str, body: dict, lang: str) -> tuple[int, dict]:
    response = await client.post(f"/p/{share.tokens.players[name]}/submit", json={"kind": "goods", "body": body},
                                 headers={"Accept-Language": lang})
    return response.status, await response.json()


async def test_a_german_phone_is_told_the_deck_check_in_german_and_an_english_one_in_english(tmp_path):
    game = german_table(tmp_path)
    to_resolution(game)
    # Ann's 12 wine are the whole deck (R1: 12 of each civic good); recorded beyond the deal by the host's ruling
    game.record(GoodsResolved(player="Ann", goods={"wine": 12}, ruling="a test's ruling"))
    async with serving(game) as (client, share, table):
        de = await _send(client, share, "Ben", {"goods": {"wine": 1}}, "de-DE,de;q=0.9")
        en = await _send(client, share, "Cat", {"goods": {"wine": 2}}, "en-GB")
        assert table.pending() == []
    # 12 + 1 = 13 > 12; the German sentence names Ben (its third person: the catalog's words), wine as printed
    said = german(DECK).format(who="Ann", had=12, deck=12, good="Wein", player="Ben", n=1, total=12 + 1)
    assert de == (422, {"error": said, "rule": "C16", "player": "Ben", "field": "goods.wine"})
    # English, as before: said to Cat, in the second person; 12 + 2 = 14
    assert en == (422, {"error": "Ann has spent 12 of the 12 wine cards; your 2 would make 14: check your cards",
                        "rule": "C16", "player": "Cat", "field": "goods.wine"})
    with pytest.raises(GameError) as refused:  # the host's own record, the journal's words: English
        game.record(GoodsResolved(player="Cat", goods={"wine": 2}))
    assert str(refused.value) == "Ann has spent 12 of the 12 wine cards; Cat's 2 would make 14: check Cat's cards"
    assert refused.value.refusal.message is not None  # and it can be said in any language
