"""The trading timer in the app: bell and flash at the warnings, and resuming a saved game's timer."""

from __future__ import annotations

from companion.tui.app import make_app
from tests.game.helpers import fixed_clock
from tests.tui.test_timer_model import FakeClock


class Wall:
    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now


def app_with(clock, wall, **kw):
    return make_app(blink=False, now=fixed_clock(), monotonic=clock, wall=wall, **kw)


async def test_warnings_ring_the_bell_and_flash_once_each(tmp_path):
    clock, wall = FakeClock(), Wall()
    app = app_with(clock, wall, start="demo")
    bells = []
    async with app.run_test(size=(80, 24)) as pilot:
        app.bell = lambda: bells.append(round(app.timer.remaining()))
        await pilot.pause()
        await pilot.press("n", "t")  # Trading; start the 5:00 timer
        rang, flashed = [], []
        # 300 s: after 239 s 61 s are left (nothing); +2 → 59 (the 1:00 warning); +29 → 30 (the 0:30
        # warning); +2 → 28 (nothing); +28 → 0 (time up, the grace period starts); +2 → in the grace period.
        for seconds in (239, 2, 29, 2, 28, 2):
            before = len(bells)
            clock.advance(seconds)
            app.poll_timer()  # what the app does 20 times a second; called here so load cannot delay it
            rang.append(len(bells) - before)
            flashed.append(app.screen.has_class("-flash") if rang[-1] else None)
        assert rang == [0, 1, 1, 0, 1, 0]
        assert bells == [59, 30, 0]
        assert [f for f in flashed if f is not None] == [True, True, True]
        assert app.timer.status == "grace"


async def test_quitting_pauses_the_timer_and_resume_keeps_it_to_the_millisecond(tmp_path):
    path = tmp_path / "night.jsonl"
    clock, wall = FakeClock(), Wall()
    app = app_with(clock, wall, start="demo")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("n", "t")
        clock.advance(123.456)
        wall.now += 123.456
        await pilot.press("ctrl+q")  # quit: asks nothing
    path = app.game.path
    again = app_with(FakeClock(), wall, start="open", game_path=path)
    async with again.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert again.game.state.phase == "trading"
        assert again.timer.status == "paused"
        assert abs(again.timer.remaining() - (300 - 123.456)) < 0.001


async def test_after_a_crash_a_running_timer_resumes_from_its_deadline(tmp_path):
    clock, wall = FakeClock(), Wall()
    app = app_with(clock, wall, start="demo")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("n", "t")  # the timer starts at wall time W: deadline W + 300
        path = app.game.path
        wall.now += 40  # the laptop dies; 40 s later the game is reopened
        app.game._journal.close()  # a dead process's descriptors close, and with them the game's lock
        crashed = app_with(FakeClock(), wall, start="open", game_path=path)
        async with crashed.run_test(size=(80, 24)) as pilot2:
            await pilot2.pause()
            assert crashed.timer.status == "running"
            assert abs(crashed.timer.remaining() - (300 - 40)) < 0.01


async def test_ending_trading_early_records_the_time_that_was_left():
    # "End trading now, with 4:57 left on the timer?" — y. The journal said "Timer: end (0.0 s left)",
    # which reads as if time ran out; it keeps the time that was left: 300 s − 63 s = 237 s = 3:57.
    from companion.game.titm.report import describe_event

    clock, wall = FakeClock(), Wall()
    app = app_with(clock, wall, start="demo")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("n", "t")  # Trading; start the 5:00 timer
        clock.advance(63)
        await pilot.press("e")  # asks first while time remains
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        last = app.game.events[-2]  # the timer's end, then the phase advance
        assert (last.type, last.action, last.remaining_ms) == ("timer", "end", 237_000)
        assert describe_event(last) == "Timer: end (3:57 left)"
        assert app.game.state.phase == "resolution"


async def test_t_once_time_is_up_says_what_the_host_can_do():
    # t starts, pauses or resumes; once time and the grace period are over there is nothing of the
    # kind to do, and the key said nothing at all. It now names the keys that act: + and e.
    clock, wall = FakeClock(), Wall()
    app = app_with(clock, wall, start="demo")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("n", "t")
        for status, seconds in (("grace", 300), ("over", 10)):  # 5:00 run out, then the 10 s grace period
            clock.advance(seconds)
            app.poll_timer()
            assert app.timer.status == status
            await pilot.pause()
            app.clear_notifications()
            await pilot.press("t")
            await pilot.pause()
            said = [n.message for n in app._notifications]
            assert len(said) == 1 and "+ adds 30 s" in said[0] and "e ends trading" in said[0], said
            assert app.timer.status == status  # t changed nothing
