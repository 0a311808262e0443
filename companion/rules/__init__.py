"""The rules engine of *Trading in the Mediterranean*: pure functions and frozen values.

No Textual, no I/O, no clock, no global random: everything a rule needs is
passed in (the edition's :class:`Components`, positions, a ``random.Random``).
Each function cites the rule it implements (001_26b6d8b0f4cbe6f7.txt headings,
RULINGS.md numbers); invalid input raises a :class:`RulesError` subclass whose
message a player understands.

One module per concern: :mod:`~companion.rules.sets` (goods set values),
:mod:`~companion.rules.tracks` (marker moves), :mod:`~companion.rules.resolution`
(Resolution step 2), :mod:`~companion.rules.bottoms` (one bottom per card, The Goods), :mod:`~companion.rules.abilities` (step 1),
:mod:`~companion.rules.calamities` (step 3), :mod:`~companion.rules.draws`
(Development Phase), :mod:`~companion.rules.production`,
:mod:`~companion.rules.civic`, :mod:`~companion.rules.endgame`. Each rule pack has
a sub-package of its own (:mod:`~companion.rules.tnt`, :mod:`~companion.rules.advciv`,
:mod:`~companion.rules.megaciv`, :mod:`~companion.rules.ti4`).

No names are re-exported here: import a name from the module that defines it
(``from companion.rules.sets import score_sets``), so that loading one rule pack's
engine never loads the primary game's modules.
"""
