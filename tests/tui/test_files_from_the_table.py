"""The table and files: "Export report" writes a new file and never replaces one; Ctrl+Z and Ctrl+Y on a full disk say so and the app carries on."""

from __future__ import annotations

from tests.tui.helpers import demo_app


async def test_export_report_never_overwrites_and_says_which_file_it_wrote():
    app = demo_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        first = app.game.path.with_suffix(".md")
        first.write_text("notes the host wrote by hand\n", encoding="utf-8")
        second, third = first.with_name(f"{first.stem}-2.md"), first.with_name(f"{first.stem}-3.md")
        for written in (second, third):  # one notification at a time: each says its own file
            app.action_export()
            await pilot.pause()
            assert [str(n.message) for n in app._notifications] == [f"Report written to {written}"]
        assert first.read_text(encoding="utf-8") == "notes the host wrote by hand\n"
        assert second.read_text(encoding="utf-8") == third.read_text(encoding="utf-8")
        assert second.read_text(encoding="utf-8").startswith("#")


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


async def test_the_start_screen_lists_a_journal_it_cannot_read_and_every_other_game():
    from textual.widgets import OptionList

    from companion.game.store import games_dir
    from companion.tui.app import make_app
    from tests.game.helpers import fixed_clock, new_game

    folder = games_dir()
    folder.mkdir(parents=True)
    for name in ("good", "naive"):
        game = new_game(folder)
        game.close()
        game.path.rename(folder / f"{name}.jsonl")
    naive = folder / "naive.jsonl"
    naive.write_text(naive.read_text(encoding="utf-8").replace("19:30:00Z", "19:30:00").replace("19:30:00+00:00", "19:30:00"),
                     encoding="utf-8")
    app = make_app(start="start", blink=False, now=fixed_clock())
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        menu = app.screen.query_one(OptionList)
        prompts = [str(menu.get_option_at_index(i).prompt) for i in range(menu.option_count)]
        assert any(p.startswith("Resume: Test night") for p in prompts)
        assert any("naive.jsonl" in p and "no time zone" in p for p in prompts)


async def test_undo_and_redo_each_say_which_change():
    # Ctrl+Z said "Undone: Phase: to Trading" but Ctrl+Y only "Redone.": the host could not tell what came back.
    from tests.tui.helpers import demo_app

    app = demo_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("n")  # Production → Trading
        await pilot.pause()
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert [str(n.message) for n in app._notifications][-1:] == ["Undone: Phase: to Trading"]
        await pilot.press("ctrl+y")  # (one notification is shown at a time)
        await pilot.pause()
        assert [str(n.message) for n in app._notifications][-1:] == ["Redone: Phase: to Trading"]
        assert app.game.state.phase == "trading"
