"""Rule pack: *Mega Civilization* trade and calamity selection (002_68463270ecbd4b83.txt).

Pure rules, no I/O: the trade cards (:mod:`.cards`: commodities with their cards
per player count and block, calamities major or minor), the cards of one game
and a hand's value in it (:mod:`.blocks`, "Trade" and "Separate trade card
blocks"; sets as Advanced Civilization's 28.51), the trade checker with Mega
Civilization's wording (:mod:`.trade`, "Trade") and the calamity limit of
"8. Calamity Selection" (:mod:`.calamities`).
"""
