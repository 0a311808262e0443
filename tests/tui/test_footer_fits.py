"""The footer shows whole keys: at 80 columns it drops those it has no room for, never cuts one.

Textual's footer clipped its last key mid-word: "w War" in the Trading phase, a lone "^" (the
start screen's ^q Quit), "f1 He" on the phone entries' review. Every key shown must read whole,
in order, and a wider terminal shows the keys a narrow one dropped.
"""

from __future__ import annotations

from textual.widgets._footer import FooterKey

from companion.tui.app import make_app
from tests.tui.helpers import demo_app
from tests.tui.hostile import screen_text


def footer_chunks(app) -> list[str]:
    """The keys the footer line shows, left of the command palette's: ``["n Next", "t Timer", …]``."""
    line = screen_text(app).splitlines()[-1]
    left, _, palette = line.rpartition("▏")
    assert palette.strip() == "^p palette"
    return [chunk.strip() for chunk in left.split("  ") if chunk.strip()]


def keys_shown(app) -> list[str]:
    footer = app.screen.query_one("KeysFooter")
    return [f"{k.key_display} {k.description}" for k in footer.query(FooterKey)
            if k.display and not k.has_class("-command-palette")]


def all_keys(app) -> list[str]:
    footer = app.screen.query_one("KeysFooter")
    return [f"{k.key_display} {k.description}" for k in footer.query(FooterKey) if not k.has_class("-command-palette")]


async def test_the_trading_footer_drops_whole_keys_at_80_columns_and_shows_them_when_wider():
    app = demo_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("n")  # Production → Trading
        await pilot.pause(0.2)
        assert app.game.state.phase == "trading"
        chunks = footer_chunks(app)
        assert chunks == keys_shown(app)  # every key shown reads whole, in order
        assert chunks[:3] == ["n Next", "t Timer", "+ +30s"]
        assert "w Warehouse" not in chunks and not any(c.startswith("w ") for c in chunks)  # not "w War"
        everything = all_keys(app)
        assert len(chunks) < len(everything)
        await pilot.resize_terminal(200, 30)
        await pilot.pause(0.2)
        assert footer_chunks(app) == keys_shown(app) == everything  # "w Warehouse", "^q Quit", "f1 Help"…
        await pilot.resize_terminal(80, 24)
        await pilot.pause(0.2)
        assert footer_chunks(app) == keys_shown(app) == chunks


async def test_the_start_screen_footer_has_no_cut_key(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = make_app(start="start", blink=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.2)
        chunks = footer_chunks(app)
        assert chunks == keys_shown(app)
        assert chunks == ["n New game", "t Trade and Triumph", "d Demo", "e Edition", "c Calculator"]  # "^" was next
