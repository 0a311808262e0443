"""Rule pack: *Advanced Civilization* trade (000_cc0dfa045792078f.txt, rule 28).

Pure rules, no I/O: the trade cards (:mod:`.cards`), commodity set values
(:mod:`.sets`, 28.51–28.52), Mining (:mod:`.mining`, 28.53), the trade
checker (:mod:`.trade`, 28.3) and the value of both hands before and after a
deal (:mod:`.deal`). The card tables come in as a :class:`.cards.Deck` built by
:mod:`companion.edition.packs.advciv` from ``assets/advciv.json``.
"""
