"""Rule pack: *Mega Civilization* trade and calamity selection (002_68463270ecbd4b83.txt).

Pure rules, no I/O: the trade cards (:mod:`.cards`, commodities shared with
:mod:`companion.rules.advciv`, calamities major or minor), the trade checker
with Mega Civilization's wording (:mod:`.trade`, "Trade") and the calamity
limit of "8. Calamity Selection" (:mod:`.calamities`). Set values are the same
as Advanced Civilization's: use :func:`companion.rules.advciv.sets.hand_value`
with a :class:`.cards.MegaDeck`.
"""
