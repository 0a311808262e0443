"""The table and files: "Export report" writes a new file and never replaces one; Ctrl+Z and Ctrl+Y on a full disk say so and the app carries on."""

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


async def test_undo_and_redo_on_a_full_disk_say_so_and_the_app_carries_on(monkeypatch):
    import errno
    import os

    app = demo_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        before = app.game.path.read_bytes()
        real_write = os.write

        def full(fd, data):
            raise OSError(errno.ENOSPC, "No space left on device")

        monkeypatch.setattr(os, "write", full)
        await pilot.press("ctrl+z")
        await pilot.pause()
        monkeypatch.setattr(os, "write", real_write)
        assert app.is_running and app.game.path.read_bytes() == before
        assert any("No space left on device" in str(n.message) for n in app._notifications)
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert app.game.can_redo
        monkeypatch.setattr(os, "write", full)
        await pilot.press("ctrl+y")
        await pilot.pause()
        monkeypatch.setattr(os, "write", real_write)
        assert app.is_running and app.game.can_redo
