"""A phone's page shows the cards by the names its edition prints in the page's language (docs/edition-format.md,
Names in other languages): the German test edition's grain is Getreide on a German page, grain on an English one."""

from __future__ import annotations

from companion.game.titm.events import AbilitiesResolved, PhaseAdvance
from tests.game.test_card_names import german_table
from tests.web.helpers import serving


async def test_a_german_phone_spends_getreide_and_an_english_one_grain(tmp_path):
    game = german_table(tmp_path)
    for event in (PhaseAdvance(to="trading"), PhaseAdvance(to="resolution"), AbilitiesResolved()):
        game.record(event)
    async with serving(game) as (client, share, _):
        ann = f"/p/{share.tokens.players['Ann']}"
        german = await (await client.get(f"{ann}?lang=de")).text()
        english = await (await client.get(f"{ann}?lang=en")).text()
    assert 'data-good="grain"' in german and 'aria-pressed="false">Getreide</button>' in german
    assert 'title="Barbarenwut' in german
    assert 'aria-pressed="false">grain</button>' in english and "Getreide" not in english
