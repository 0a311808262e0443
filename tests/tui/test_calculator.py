"""The referee calculator, primary game: typed entries give the rulebook's answers live, bad ones one ⚠ line.

Expected values are worked out here from the rules text (shared/rules/001_*.txt)
and the product's rulings (R1–R13), with the arithmetic visible.
"""

from __future__ import annotations

from companion.tui.widgets.field import Field
from tests.tui.calc_pilot import KEYS, answer, assert_one_warning, calculator_app, enter, open_calculator, show_tab, type_into


async def test_sets_seven_wine_are_a_set_of_six_and_one():
    async with calculator_app().run_test(size=(80, 24)) as pilot:
        screen = await open_calculator(pilot)
        assert screen.focused is screen.query_one("#sets--goods", Field)  # the cursor waits in the first box
        await pilot.press(*[KEYS.get(ch, ch) for ch in "wine 7, dye 2"])
        await pilot.pause()
        # 001 "Collect Victory Points": 7 wine = a set of 6 (21) + a set of 1 (1) = 22; R1: 2 dye = 3.
        text = answer(pilot, "sets")
        assert "7 wine: sets 6+1 = 22 VP" in text
        assert "2 dye: sets 2 = 3 VP" in text
        assert f"total: {21 + 1 + 3} VP" in text


async def test_sets_updates_on_every_key_and_warns_on_one_line():
    async with calculator_app().run_test(size=(80, 24)) as pilot:
        await open_calculator(pilot)
        await type_into(pilot, "sets--goods", "grain 5")
        assert "total: 15 VP" in answer(pilot, "sets")  # 001 introduction: five grain cards are worth 15
        await pilot.press("backspace")
        await pilot.pause()
        assert "total: 1 VP" in answer(pilot, "sets")  # "grain" alone is one card
        await pilot.press("3")
        await pilot.pause()
        assert "total: 6 VP" in answer(pilot, "sets")  # three grain cards are worth six
        await enter(pilot, "sets--goods", "wine 7, xyz")
        assert_one_warning(answer(pilot, "sets"), "'xyz'")


async def test_resolve_goods_arrows_prosperity_and_a_barbarian():
    async with calculator_app().run_test(size=(80, 24)) as pilot:
        await open_calculator(pilot)
        await show_tab(pilot, 2)
        await enter(pilot, "resolve--goods", "grain 3, dye 4")  # 7 cards for the 7 bottoms
        await enter(pilot, "resolve--icons", "black 2, white, blue 2, prosperity, barbarian")
        await enter(pilot, "resolve--government", "dem 3")
        await enter(pilot, "resolve--religion", "ven 1")
        await enter(pilot, "resolve--happiness", "0")
        await enter(pilot, "resolve--safety", "0")
        text = answer(pilot, "resolve")
        # VP: 3 grain = 6, 4 dye = 10 (R1 chart 1, 3, 6, 10), + 1 for the prosperity card = 17.
        assert f"VP earned: {6 + 10 + 1}" in text
        # Arrows: 2 black − 1 white = 1 space toward dictatorship: democracy 3 → 2 (R5 levels 1, 1).
        assert "Government: democracy space 3 (level 1) → democracy space 2 (level 1)" in text
        # 2 blue arrows: venus 1 → 3 (levels 0 → 1).
        assert "Religion: venus space 1 (level 0) → venus space 3 (level 1)" in text
        assert "Safety: +0 → -1" in text  # one barbarian: one spot down


async def test_resolve_a_rule_refuses_a_space_off_the_track():
    async with calculator_app().run_test(size=(80, 24)) as pilot:
        await open_calculator(pilot)
        await show_tab(pilot, 2)
        await enter(pilot, "resolve--government", "dem 9")
        await enter(pilot, "resolve--religion", "ven 1")
        assert_one_warning(answer(pilot, "resolve"), "space 9")


async def test_victims_lowest_below_the_line():
    async with calculator_app().run_test(size=(80, 24)) as pilot:
        await open_calculator(pilot)
        await show_tab(pilot, 3)
        await enter(pilot, "victims--turn", "3")
        await enter(pilot, "victims--players", "Ann -3 -1, Ben -5 0, Cat 0 -4")
        # R8: the lowest below the yellow line (−3 or lower, R7): happiness Ben −5; safety Cat −4.
        text = answer(pilot, "victims")
        assert "Peasant Revolt: Ben" in text
        assert "Barbarian Attack: Cat" in text
        await enter(pilot, "victims--players", "Ann -3, Ben -5 0")
        assert_one_warning(answer(pilot, "victims"), "'Ann -3'")


async def test_barbarians_base_plus_die():
    async with calculator_app().run_test(size=(80, 24)) as pilot:
        await open_calculator(pilot)
        await show_tab(pilot, 4)
        await enter(pilot, "barbarians--turn", "4")
        await enter(pilot, "barbarians--rolls", "2")
        await enter(pilot, "barbarians--vp", "17")
        # Turn track: turn IV "Lose 4 + 0-3 VP"; die 2: 4 + 2 = 6; 17 − 6 = 11.
        text = answer(pilot, "barbarians")
        assert "= 6 VP" in text and "VP: 17 - 6 = 11" in text
        await enter(pilot, "barbarians--rolls", "2 3")  # Total War: roll twice, 4 + 2 + 3 = 9
        assert "VP: 17 - 9 = 8" in answer(pilot, "barbarians")
        await enter(pilot, "barbarians--turn", "2")  # no Barbarian Attack before turn III
        assert_one_warning(answer(pilot, "barbarians"))


async def test_draws_kristin_and_a_peasant_revolt():
    async with calculator_app().run_test(size=(80, 24)) as pilot:
        await open_calculator(pilot)
        await show_tab(pilot, 5)
        await enter(pilot, "draws--government", "dict 2")
        await enter(pilot, "draws--religion", "mars 1")
        # R3 (Kristin): one card for each level she is on and each lower level.
        text = answer(pilot, "draws")
        assert "Draw: dictatorship level 2, dictatorship level 1, government level 0, mars level 1, religion level 0" in text
        assert "Play: up to 2 developments" in text
        # R10: turn II revolt: −1 development, max level 0.
        await enter(pilot, "draws--turn", "2")
        await enter(pilot, "draws--revolt", "y")
        text = answer(pilot, "draws")
        assert "Draw: government level 0, religion level 0" in text
        assert "Play: up to 1 development, of level 0 or lower" in text
        await enter(pilot, "draws--revolt", "perhaps")
        assert_one_warning(answer(pilot, "draws"), "type y or n")
