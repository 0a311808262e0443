"""The referee calculator, rule packs: each pack's tab answers from its rules text; bad entries one ⚠ line.

Expected values are worked out from shared/rules/000 (Advanced Civilization,
rule 28), 002 (Mega Civilization), 003 (Twilight Imperium 4, §21) and 004
(Trade and Triumph), with the arithmetic visible.
"""

from __future__ import annotations

from tests.tui.calc_pilot import answer, assert_one_warning, calculator_app, enter, open_calculator, show_tab


async def test_advanced_civilization_value_with_mining():
    async with calculator_app().run_test(size=(80, 24)) as pilot:
        await open_calculator(pilot)
        await show_tab(pilot, 6)
        await enter(pilot, "advciv-value--cards", "grain 3, bronze 3")
        await enter(pilot, "advciv-value--mining", "y")
        text = answer(pilot, "advciv-value")
        # 28.51: three grain (each worth four) = 3 × 3 × 4 = 36; 28.53: Mining on 3 Bronze 54 → 96 (four Bronze).
        assert f"Grain: 3 cards × 3 × 4 = {3 * 3 * 4}" in text
        assert "Bronze: 3 cards × 3 × 6 = 54" in text
        assert "Mining (28.53): Bronze counts as 4 cards: 54 → 96 (+42)" in text
        assert f"total with Mining: {36 + 96}" in text
        await enter(pilot, "advciv-value--cards", "grain 99")
        assert_one_warning(answer(pilot, "advciv-value"), "Grain")


async def test_advanced_civilization_trade_and_guarantee():
    async with calculator_app().run_test(size=(80, 24)) as pilot:
        await open_calculator(pilot)
        await show_tab(pilot, 6, "advciv-trade")
        await enter(pilot, "advciv-trade--a_said", "3 salt salt")
        await enter(pilot, "advciv-trade--a_gave", "salt 2, treachery")
        await enter(pilot, "advciv-trade--b_said", "4 grain iron")
        await enter(pilot, "advciv-trade--b_gave", "grain, iron, hides 2")
        # 28.3: three or more cards a side, the count and two named cards true: both sides keep it.
        assert "The deal stands (28.3)." in answer(pilot, "advciv-trade")
        await enter(pilot, "advciv-trade--a_gave", "salt 2")  # only two cards handed over
        assert "does not stand" in answer(pilot, "advciv-trade")
        await pilot.press("ctrl+down")
        await pilot.pause()
        await enter(pilot, "advciv-guarantee--said", "3 salt salt")
        # 28.3 example: "three cards including two salt … guarantees that the other player will receive two salt".
        assert "sure of 3 cards, including 2 Salt; 1 may be any commodity" in answer(pilot, "advciv-guarantee")


async def test_mega_civilization_value_and_calamity_limit():
    async with calculator_app().run_test(size=(80, 24)) as pilot:
        await open_calculator(pilot)
        await show_tab(pilot, 7)
        await enter(pilot, "megaciv-value--players", "9")
        await enter(pilot, "megaciv-value--cards", "grain 8")
        assert f"Grain: 8 cards × 8 × 4 = {8 * 8 * 4}" in answer(pilot, "megaciv-value")  # 002: "Value: 256"
        # 5 players play one block: Grain is a 9-player card; 9 Ochre are the West block's, 9 x 9 x 1 = 81
        await enter(pilot, "megaciv-value--players", "5")
        assert_one_warning(answer(pilot, "megaciv-value"), "Grain is not used with 5 players")
        await enter(pilot, "megaciv-value--cards", "ochre 9")
        assert "5 players, the West block:" in answer(pilot, "megaciv-value")
        assert f"Ochre: 9 cards × 9 × 1 = {9 * 9 * 1}" in answer(pilot, "megaciv-value")
        await enter(pilot, "megaciv-value--block", "east")
        assert_one_warning(answer(pilot, "megaciv-value"), "Ochre is not in the East block")
        await show_tab(pilot, 7, "megaciv-calamities")
        await enter(pilot, "megaciv-calamities--players", "12")
        await enter(pilot, "megaciv-calamities--held", "famine 2, piracy, flood")
        await enter(pilot, "megaciv-calamities--drawn", "flood")
        # 8.: 12 players use no minor calamities, "no more than 2"; a duplicate famine goes first,
        # then one excess card at random (the table drew Flood): Famine and Piracy stay.
        text = answer(pilot, "megaciv-calamities")
        assert "no more than 2 calamities" in text
        assert "discard Famine: a duplicate" in text
        assert "kept: Famine, Piracy" in text
        await enter(pilot, "megaciv-calamities--seed", "7")  # a seed and drawn cards: which one?
        assert_one_warning(answer(pilot, "megaciv-calamities"), "not both")


async def test_twilight_imperium_commodities_and_tokens():
    async with calculator_app().run_test(size=(80, 24)) as pilot:
        await open_calculator(pilot)
        await show_tab(pilot, 8, "ti4-replenish")
        await enter(pilot, "ti4-replenish--player", "nobody 2")
        assert_one_warning(answer(pilot, "ti4-replenish"), "'nobody'")
        # A custom commodity value of 5 (C302) holding 2: 21.3 replenishes up to 5, taking 5 − 2 = 3.
        await enter(pilot, "ti4-replenish--player", "5 2 0")
        assert "2 → 5 commodities, took 3 from the supply" in answer(pilot, "ti4-replenish")
        await pilot.press("ctrl+down")
        await pilot.pause()
        await enter(pilot, "ti4-transaction--a", "6 6 0")
        await enter(pilot, "ti4-transaction--a_gives", "3")
        await enter(pilot, "ti4-transaction--b", "4 2 2")
        await enter(pilot, "ti4-transaction--b_gives", "0 1")
        # 21.5: commodities received become trade goods. A: 6 − 3 = 3 commodities, 0 + 1 = 1 trade good;
        # B: 2 commodities, 2 − 1 + 3 = 4 trade goods.
        text = answer(pilot, "ti4-transaction")
        assert "now 3 commodities, 1 trade good" in text
        assert "now 2 commodities, 4 trade goods" in text
        await show_tab(pilot, 8, "ti4-tokens")
        await enter(pilot, "ti4-tokens--amount", "7")
        assert "7: fewest tokens 2×3 + 1×1 (3 tokens)" in answer(pilot, "ti4-tokens")  # 21.8: tokens of 1 and 3


async def test_trade_and_triumph_sale_cards_and_winner():
    async with calculator_app().run_test(size=(80, 24)) as pilot:
        await open_calculator(pilot)
        await show_tab(pilot, 9)
        await enter(pilot, "tnt-sell--resources", "forest 2, mountain, desert, ocean 3")
        # "1 of each … 4 trade resources for 6 victory points", the rest 1 VP each: 6 + (1 + 2) × 1 = 9.
        assert f"{6 + 3} VP." in answer(pilot, "tnt-sell")
        await pilot.press("ctrl+down")
        await pilot.pause()
        await enter(pilot, "tnt-cards--cards", "3")
        await enter(pilot, "tnt-cards--at", "city")
        assert f"3 × 2 = {3 * 2} gold" in answer(pilot, "tnt-cards")  # "sell … cards … here for 2 gold each"
        await show_tab(pilot, 9, "tnt-winner")
        await enter(pilot, "tnt-winner--players", "Ada 21 4 2, Bo 21 4 1")
        # Tie on VP and gold: "the tied player with the least upgrades wins".
        assert answer(pilot, "tnt-winner").startswith("Winner: Bo (a tie on VP and gold, broken by the fewest upgrades)")
        await enter(pilot, "tnt-winner--players", "Ada 21 4")
        assert_one_warning(answer(pilot, "tnt-winner"), "NAME VP GOLD UPGRADES")
