"""The TUI's "Export report" writes a new file next to the journal and never replaces one."""

from __future__ import annotations

from tests.tui.helpers import demo_app


async def test_export_report_never_overwrites_and_says_which_file_it_wrote():
    app = demo_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        first = app.game.path.with_suffix(".md")
        first.write_text("notes the host wrote by hand\n", encoding="utf-8")
        app.action_export()
        app.action_export()
        await pilot.pause()
        second, third = first.with_name(f"{first.stem}-2.md"), first.with_name(f"{first.stem}-3.md")
        assert first.read_text(encoding="utf-8") == "notes the host wrote by hand\n"
        assert second.read_text(encoding="utf-8") == third.read_text(encoding="utf-8")
        assert second.read_text(encoding="utf-8").startswith("#")
        messages = [str(n.message) for n in app._notifications]
        assert f"Report written to {second}" in messages and f"Report written to {third}" in messages
