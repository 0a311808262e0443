"""Trade and Triumph's sale dialog in the pseudo-locale ``qps`` (issue 36): its title and its keys' line
are catalog messages.

They were ``_()`` calls inside f-strings, which ``pybabel extract`` does not read: the messages never
reached the catalogs, and every language showed them in English.
"""

from __future__ import annotations

from companion.tui.app import make_app
from tests.game.helpers import fixed_clock
from tests.game.tnt_helpers import new_tnt
from tests.tui.test_tui_pseudo import host_language, shown_texts, unwrapped  # noqa: F401 - a fixture


async def test_the_sale_dialog_s_title_and_keys_are_catalog_messages(tmp_path, host_language):
    host_language("qps")
    game = new_tnt(tmp_path)
    words = [game.state.name, *game.state.names, *(p.symbol for p in game.state.players)]
    game.close()
    app = make_app(start="open", game_path=tmp_path / "tnt.jsonl", blink=False, now=fixed_clock())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("f", "s")  # Ada: a forest resource, then the sale at the city
        await pilot.pause()
        assert type(app.screen).__name__ == "FormDialog"
        texts = shown_texts(app.screen)
        assert unwrapped(texts, words) == []
        assert any(text.startswith("⟦") and text.endswith(f"⟧ — {game.state.names[0]}") for text in texts)
